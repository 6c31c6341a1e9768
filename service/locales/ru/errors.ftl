# Описания проблем сервиса (ru): заголовок каждого типа проблемы и подробности каждой
# ошибки, которую отвечает сервис (service.app.errors.ServiceError). Значения в кавычках —
# то, что прислал вызывающий, в том виде, в каком он их прислал.

## Заголовки (svc-err-title-<type>)

svc-err-title-invalid-request = Недопустимый запрос
svc-err-title-unauthorized = Нужен действительный токен
svc-err-title-forbidden = Этому токену это не разрешено
svc-err-title-not-your-turn = Сейчас решает не это место
svc-err-title-not-found = Ресурс не найден
svc-err-title-version-conflict = Партия уже ушла вперёд
svc-err-title-game-over = Партия окончена
svc-err-title-seat-taken = Место уже занято
svc-err-title-seat-resigned = Место сдалось
svc-err-title-deadline-passed = Время места истекло
svc-err-title-invalid-name = Это имя нельзя зарегистрировать
svc-err-title-name-reserved = Имя зарезервировано
svc-err-title-name-taken = Имя уже занято
svc-err-title-player-disabled = Игрок отключён
svc-err-title-already-seated = Игрок уже занимает место в этой партии
svc-err-title-undo-not-allowed = Эти решения нельзя отменить
svc-err-title-webhook-url-refused = Этот URL вебхука вызывать нельзя
svc-err-title-idempotency-key-reused = Ключ идемпотентности уже использован для другого запроса
svc-err-title-illegal-action = Правила не разрешают это действие
svc-err-title-payload-too-large = Тело запроса слишком большое
svc-err-title-unsupported-media-type = Тело запроса должно быть в формате JSON
svc-err-title-rate-limited = Слишком много запросов на запись от этого клиента
svc-err-title-quota-exceeded = Превышена квота
svc-err-title-corrupt-history = Сохранённую историю партии невозможно воспроизвести
svc-err-title-projection-lagging = Модели чтения ещё не обновились
svc-err-title-internal-error = Ошибка сервера

## Сам запрос

svc-err-internal = сервер не смог обработать этот запрос
svc-err-lang = lang='{ $lang }' — такого языка в сервисе нет; доступны: { $locales }
svc-err-media-type = тело запроса должно быть в формате application/json, а не «{ $media }»
svc-err-media-unspecified = тело запроса должно быть в формате application/json, но его тип не указан
svc-err-json-depth = JSON в теле запроса вложен на { $depth ->
        [one] { $depth } уровень
        [few] { $depth } уровня
       *[many] { $depth } уровней
    } (максимум { $max })
# $reason: слова декодера JSON (по-английски) с путём к отклонённому значению.
svc-err-body-invalid = недопустимое тело запроса: { $reason }
svc-err-http-invalid = недопустимый запрос
# Параметр запроса, пути или заголовок; $reason: слова декодера (по-английски).
svc-err-http-parameter = { $source ->
        [query] параметр запроса
        [path] параметр пути
        [header] заголовок
        [cookie] файл cookie
       *[other] параметр
    } «{ $key }» недопустим: { $reason }
svc-err-http-parameters = { $problems }
svc-err-http-not-found = по этому адресу ничего нет
svc-err-http-method = этот адрес не поддерживает метод { $method }
svc-err-http-too-large = тело запроса слишком большое (максимум { $max ->
        [one] { $max } байт
        [few] { $max } байта
       *[many] { $max } байт
    })
svc-err-http-media-type = тело запроса должно быть в формате JSON
svc-err-http-other = не удалось ответить на запрос ({ $status })
svc-err-bearer-form = заголовок Authorization должен иметь вид 'Bearer <token>'
svc-err-ticket-or-auth = передайте либо билет потока, либо заголовок Authorization, но не то и другое сразу
svc-err-last-event-seq = Last-Event-ID должен содержать seq уведомления
svc-err-last-event-version = Last-Event-ID должен содержать версию события
svc-err-no-position = записи с позицией { $position } пока нет
svc-err-projection-lagging = модели чтения не дошли до позиции { $position } за { $seconds } с

## Ограничения

svc-err-rate-address = слишком много запросов на запись с этого адреса: не более { $limit } в минуту; повторите через { $retry } с
svc-err-rate-refused = слишком много запросов на запись с отклонёнными учётными данными с этого адреса: не более { $limit } в минуту; повторите через { $retry } с
svc-err-rate-credential = слишком много запросов на запись с этими учётными данными: не более { $limit } в минуту; повторите через { $retry } с
svc-err-quota-games = не более { $limit ->
        [one] { $limit } новой партии
        [few] { $limit } новых партий
       *[many] { $limit } новых партий
    } в час { $player ->
        [yes] на одного игрока
       *[no] на один адрес
    }; следующую можно будет создать через { $wait } с
svc-err-quota-bot-games = не более { $limit ->
        [one] { $limit } незавершённой партии
        [few] { $limit } незавершённых партий
       *[many] { $limit } незавершённых партий
    } только с ботами или с поисковым ботом { $player ->
        [yes] на одного игрока
       *[no] на один адрес
    }; сначала дождитесь окончания одной из них или прекратите её

## Партии, версии и истории

svc-err-no-game = нет партии { $game }
svc-err-no-game-id = нет партии «{ $game }»
svc-err-no-summary = партии { $game } (пока) нет в моделях чтения
svc-err-no-game-type = нет типа игры «{ $game }»
svc-err-unknown-game-type = неизвестный тип игры «{ $game }»
svc-err-seat-count = в { $game } играют от { $min } до { $max ->
        [one] { $max } места
        [few] { $max } мест
       *[many] { $max } мест
    }, а не { $seats }
svc-err-no-version = у этой партии нет версии { $version } (есть версии с 1 по { $latest })
svc-err-game-no-version = у партии { $game } нет версии { $version }
# $reason: слова правил об отклонённом действии.
svc-err-corrupt-history = партию { $game } нельзя восстановить по сохранённым событиям: записанное действие отклоняется при воспроизведении ({ $reason }); запустите аудит, чтобы найти первое расхождение
svc-err-corrupt-history-at = партию { $game } нельзя восстановить по сохранённым событиям на версии { $version }: записанное действие отклоняется при воспроизведении ({ $reason }); запустите аудит, чтобы найти первое расхождение
svc-err-game-ended = партия окончена
svc-err-game-abandoned = партия прекращена
svc-err-expected-version = ожидалась версия { $expected }, но текущая версия партии — { $version }
svc-err-changed-first = другой запрос успел изменить партию раньше; загрузите её заново и повторите
svc-err-idempotency-reused = этот Idempotency-Key уже использован для другого запроса
svc-err-audit-unfinished = сид остаётся тайным до конца партии: аудит незавершённой партии доступен только администратору
svc-err-seed-admin = выбрать сид можно только с токеном администратора

## Боты и часы

svc-err-unknown-bot = неизвестный вид бота «{ $bot }»
svc-err-bot-seat-number = место бота «{ $seat }» — не номер места (пишите 0, 1, ...)
svc-err-bot-seat-not-seat = место бота { $seat }: в этой партии нет такого места
svc-err-bots-twice = в bots одно место указано дважды: { $seats }
svc-err-search-budget = поисковому боту нужны iterations или ms
svc-err-clock-fields = неизвестные поля часов: { $fields }
svc-err-clock-empty = для часов нужно указать "turn_seconds" и/или "game_seconds"
svc-err-clock-range = поле { $field } должно быть целым числом секунд от 1 до { $max }

## Токены и ключи

# $what: одна из фраз svc-err-what-* (инфинитив).
svc-err-needs-admin = чтобы { $what }, нужен токен администратора
svc-err-admin-only = только с токеном администратора можно { $what }
svc-err-needs-seat-token = чтобы { $what }, нужен Bearer-токен места
svc-err-seat-own-token-only = только с собственным токеном места можно { $what }
svc-err-what-resign = сдаться
svc-err-what-rotate-token = заменить токен места
svc-err-what-revoke-token = отозвать токен места
svc-err-what-replace-seat = передать место
svc-err-what-abandon = прекратить партию
svc-err-what-disable-player = отключить или включить игрока
svc-err-token-not-valid = токен недействителен для этой партии
svc-err-act-needs-token = чтобы действовать за место, нужен его Bearer-токен
svc-err-act-own-token = действовать за место можно только с его собственным токеном
svc-err-token-other-seat = этот токен действует за место { $own }, а не за место { $seat }
svc-err-token-of-other-seat = это токен места { $own }, а не места { $seat }
svc-err-legal-needs-token = допустимые действия показываются для конкретного места: передайте его токен
svc-err-legal-own-token = допустимые действия показываются только по собственному токену места
svc-err-undo-needs-token = чтобы отменить решение, нужен Bearer-токен места или ключ игрока
svc-err-undo-own-token = отменять решения места можно только с его собственным токеном
svc-err-ticket-not-valid = билет потока недействителен
svc-err-ticket-other-game = этот билет потока выдан для другой партии
svc-err-ticket-expired = срок действия билета потока истёк: запросите новый
svc-err-feed-ticket = билет ленты недействителен

## Места

svc-err-game-no-seat = в партии { $game } нет места { $seat }
svc-err-seat-bot = за место { $seat } играет { $bot }
svc-err-seat-taken = место { $seat } уже занято
svc-err-already-seated = игрок { $name } уже занимает место { $seat } в этой партии
svc-err-claim-own-player = с ключом игрока можно занять место только для его же игрока: уберите "player"
svc-err-claim-needs-name = укажите имя гостя в "player" или займите место с ключом игрока
svc-err-player-no-seat = этот игрок не занимает места в этой партии
svc-err-player-no-seat-not = этот игрок не занимает в этой партии никакого места, в том числе места { $seat }
svc-err-player-other-seat = этот игрок занимает место { $held }, а не место { $seat }
svc-err-seat-resigned-bot = место { $seat } сдалось: за него играет запасной бот
svc-err-seat-resigned-end = место { $seat } сдалось: за него до конца партии играет запасной бот
svc-err-seat-already-resigned = место { $seat } уже сдалось
svc-err-deadline-passed = место { $seat } пропустило срок этого решения ({ $deadline }); за него играет запасной бот
svc-err-no-token-to-rotate = у места { $seat } нет игрока, чей токен можно было бы заменить
svc-err-no-token-to-revoke = у места { $seat } нет действующего токена, который можно отозвать
svc-err-replace-either = укажите либо "player", либо "bot"

## Игроки и имена

svc-err-send-player-key = передайте ключ игрока
svc-err-key-not-valid = ключ игрока недействителен (возможно, его заменили)
svc-err-player-disabled = игрок { $name } отключён: его ключ не принимается
svc-err-rotate-needs-key = чтобы заменить ключ, нужен ключ игрока
svc-err-player-changed = игрок тем временем изменился; попробуйте ещё раз
svc-err-no-player-named = нет игрока «{ $name }»
svc-err-no-player-with-name = нет игрока с таким именем
svc-err-name-taken = имя «{ $name }» (или схожее с ним по написанию) уже занято
svc-err-name-not-text = имя должно быть текстом
svc-err-name-too-long = имя может содержать не более { $max ->
        [one] { $max } символа
        [few] { $max } символов
       *[many] { $max } символов
    }
svc-err-name-length = имя должно содержать от 1 до { $max ->
        [one] { $max } символа
        [few] { $max } символов
       *[many] { $max } символов
    }, а не { $length }
svc-err-name-edge-space = имя не может начинаться или заканчиваться пробелом
svc-err-name-double-space = в имени не может быть двух пробелов подряд
# $char: символ в кавычках или его код (U+0009).
svc-err-name-character = символ { $char } нельзя использовать в имени: допустимы только буквы, цифры, пробел, '-', '_' и '.'
svc-err-name-no-letter = в имени должна быть хотя бы одна буква или цифра
# $scripts: названия письменностей по Unicode (Latin, Cyrillic, ...).
svc-err-name-scripts = в имени нельзя смешивать алфавиты ({ $scripts }): буквы одного алфавита похожи на буквы другого
svc-err-name-reserved = 'admin', 'me' и имена, начинающиеся с 'bot' или 'guest', зарезервированы (регистр и похожие по виду символы не различаются)

## Вебхуки

svc-err-hook-port = порт в URL вебхука недопустим
svc-err-hook-scheme = URL вебхука должен начинаться с http:// или https://
svc-err-hook-credentials = URL вебхука не может содержать имя пользователя или пароль
svc-err-hook-no-host = в URL вебхука должен быть указан хост
svc-err-hook-unresolved = не удалось разрешить имя хоста вебхука «{ $host }»
svc-err-hook-refused = хост вебхука «{ $host }» разрешается в { $address }, а это { $kind ->
        [loopback] адрес обратной петли (loopback)
        [unspecified] неопределённый адрес
        [link-local] локальный адрес канала (link-local)
        [multicast] групповой адрес (multicast)
        [private] частный адрес
        [reserved] зарезервированный адрес
        [unparsable] адрес, который не удаётся разобрать
       *[non-global] непубличный адрес
    }: такие адреса не допускаются
svc-err-no-webhook = у этого игрока нет вебхука «{ $webhook }»
svc-err-pages-missing = страница { $name } не установлена на этом сервере
svc-err-static-missing = в /static/ нет такого файла

## Отмена: почему решения нельзя отменить (также причина в GET /games/ID/undo)

# $who: имя игрока или одно из svc-undo-who-* (именительный падеж).
svc-undo-who-seat = место { $seat }
svc-undo-who-bot = { $bot } на месте { $seat }
svc-undo-without = эта партия создана без возможности отмены
svc-undo-ended = партия окончена
svc-undo-abandoned = партия прекращена
svc-undo-bot-seat = за место { $seat } играет бот
svc-undo-no-decision = { $who } не может ничего отменить: { $why }
svc-undo-not-before = версия { $version } не предшествует текущей версии партии ({ $head })
svc-undo-unreachable = к версии { $version } вернуться нельзя: { $why }
svc-undo-already-back = версия { $version } сама уже отменена (при отмене до версии { $to })
svc-undo-none-after = { $who }: после версии { $version } решений нет
svc-undo-acted-since = с тех пор уже был ход ({ $who }, версия { $version })
svc-undo-bot-not-answer = ход бота в версии { $version } не был ответом на решение этого места ({ $who })
# Почему ничего до этой версии больше нельзя отменить.
svc-undo-why-begun = партия только началась
svc-undo-why-restored = партия восстановлена из снимка
svc-undo-why-commit-bot = ответ бота в версии { $version } вытянул или раскрыл что-то скрытое или случайное либо завершил раунд, фазу или партию (точка фиксации)
svc-undo-why-commit = решение в версии { $version } ({ $who }) вытянуло или раскрыло что-то скрытое или случайное либо завершило раунд, фазу или партию (точка фиксации)
svc-undo-why-claimed = место { $seat } было занято в версии { $version }
svc-undo-why-resigned = в версии { $version } место сдалось ({ $who })
svc-undo-why-timed-out = в версии { $version } место пропустило срок ({ $who })
svc-undo-why-handed = в версии { $version } место { $seat } передано другому участнику
