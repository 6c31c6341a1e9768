# Слова страниц по-русски (service/static/js/i18n.js; те же сообщения, что в en/web.ftl).

## The language switch and the pages' frame

web-lang-label = Язык
web-brand = species-arena
web-list-and = и

## Problems

web-error-network = Ошибка сети
web-error-unreachable = Сервер недоступен
web-error-generic = Что-то пошло не так
web-error-in-context = { $context }: { $title }
web-error-dismiss = Закрыть это сообщение

## Bots, durations, seats

web-bot-random = Случайный бот
web-bot-greedy = Жадный бот
web-bot-search = Поисковый бот
web-bot-other = бот { $kind }
web-bot-with-budget = { $bot } ({ $budget })
web-bot-ms = { $n } мс
web-bot-iterations = { $n ->
        [one] { $n } итерация
        [few] { $n } итерации
        [many] { $n } итераций
       *[other] { $n } итерации
    }
web-duration-h = { $n } ч
web-duration-min = { $n } мин
web-duration-s = { $n } с
web-clock-per-decision = { $time } на решение
web-clock-per-game = { $time } на игрока на всю игру
web-seat-any = место
web-seat-n = место { $n }
web-seat-open = свободное место
web-seat-role = { $role } ({ $name })
web-seat-you = { $name } (вы)
web-status-waiting = Ждёт игроков
web-status-in-progress = Идёт
web-status-finished = Завершена
web-status-abandoned = Брошена

## The lobby's news feed

web-feed-game = { $title } ({ $id })
web-feed-your-turn = Ваш ход в игре { $game }
web-feed-your-turn-prompt = Ваш ход в игре { $game }: { $prompt }
web-feed-finished = Игра { $game } завершена
web-feed-finished-place = Игра { $game } завершена: ваше место — { $place }
web-feed-rating = (рейтинг { $change })
web-feed-timed-out = Ваше время в игре { $game } истекло: за вас решил { $bot }
web-feed-replaced-bot = Ваше место в игре { $game } занял { $bot }
web-feed-replaced-player = Ваше место в игре { $game } передано другому игроку
web-feed-abandoned = Игра { $game } брошена
web-feed-abandoned-reason = Игра { $game } брошена: { $reason }
web-feed-other = Новости игры { $game }
web-lobby-title = species-arena — лобби
web-lobby-title-waiting = ({ $n }) species-arena — лобби

## The lobby page

web-lobby-where = Лобби
web-lobby-you = Вы
web-lobby-signed-in = Вы вошли как { $name }. Ваши игры учитываются в статистике и рейтинге.
web-lobby-your-key = Ваш ключ
web-lobby-your-key-note = (показывается один раз: сохраните его в надёжном месте, чтобы входить с других устройств; он хранится в этом браузере и никогда не попадает в ссылку):
web-lobby-sign-out = Выйти (забыть мой ключ здесь)
web-lobby-sign-up-name = Регистрация: ваше имя
    .placeholder = например, Алиса
web-lobby-sign-up = Зарегистрироваться
web-lobby-use-key-label = Или войти по ключу
web-lobby-use-key = Войти по ключу
web-lobby-guest-hint = Без регистрации вы играете как гость: гостевые места не учитываются ни в статистике, ни в рейтинге.
web-lobby-guest-name = Имя гостя (латинские буквы, цифры и { $chars })
    .placeholder = например, alice
web-lobby-my-games = Мои игры
web-lobby-news = Новости
web-lobby-new-game = Новая игра
web-lobby-game = Игра
web-lobby-players = Игроки
web-lobby-options = Настройки
web-lobby-who-plays = Кто играет на каждом месте
web-lobby-clock = Часы (необязательно)
web-lobby-clock-turn = Секунд на решение
web-lobby-clock-game = Секунд на игрока на всю игру
web-lobby-no-limit = без ограничения
web-lobby-fallback = Бот на замену
web-lobby-clock-help = Оставьте оба поля пустыми для игры без часов. Если заданы оба, действует то, что кончится раньше. Когда у игрока кончается время или он сдаётся, за его место решает бот на замену.
web-lobby-undo = Игроки могут отменять свои решения, пока никто другой не сходил и ничего скрытого не открылось
web-lobby-create = Создать игру
web-lobby-leaderboard = Таблица рейтинга
web-lobby-board-hint = По рейтингу (отображаемый рейтинг openskill, { $formula }), затем по числу рейтинговых игр; боты учитываются как { $bot }. Линия показывает рейтинг после каждой рейтинговой игры.
web-board-player = Игрок
web-board-rating = Рейтинг
web-board-rated = Рейтинговые игры
web-board-won = Победы
web-board-history = История
web-lobby-games = Игры
web-lobby-all-games = Все игры
web-lobby-status = Состояние
web-lobby-any-status = Любое состояние
web-lobby-open-only = Только со свободными местами
web-lobby-refresh = Обновить
web-lobby-seats = Места
web-lobby-progress = Ход игры
web-lobby-actions = Действия
web-lobby-name-first = Сначала введите имя (от 1 до 64 латинских букв, цифр или _ . @ -).
web-lobby-no-options = У этой игры нет настроек подготовки.
web-lobby-or = или
web-lobby-only-with = (только для { $seats } игроков)
web-lobby-option-random = Случайно (по умолчанию)
web-lobby-option-default = По умолчанию
web-lobby-whole-number = { $field }: нужно целое число.
web-lobby-budget-iterations = итераций на решение
web-lobby-budget-per-decision = { $name } на решение
web-lobby-seat-you = Вы
web-lobby-seat-open = Свободное место (другой человек)
web-lobby-seat-n = Место { $n }
web-lobby-budget-range = Место { $n }: { $budget } ({ $bot }) — целое число от { $min } до { $max }.
web-lobby-budget-min = Место { $n }: { $budget } ({ $bot }) — целое число не меньше 1.
web-lobby-server-default = По умолчанию сервера
web-lobby-clock-bad = { $field }: целое число от 1 до { $max } или пусто, если без ограничения.
web-lobby-seats-exactly = ровно { $n }
web-lobby-seats-range = от { $min } до { $max }
web-lobby-err-sign-up = Не удалось зарегистрироваться
web-lobby-err-key = Ключ отклонён
web-lobby-err-stored-key = Сохранённый ключ отклонён
web-lobby-err-my-games = Не удалось получить список ваших игр
web-lobby-err-feed = Не удалось подписаться на ваши новости
web-lobby-err-board = Не удалось прочитать таблицу рейтинга
web-lobby-err-create = Не удалось создать игру
web-lobby-err-games = Не удалось получить список игр
web-lobby-err-types = Не удалось прочитать виды игр
web-lobby-your-turn-play = Ваш ход: играть
web-lobby-final-table = Итоговый стол
web-lobby-open = Открыть
web-lobby-until = (до { $time })
web-lobby-my-count = { $others ->
        [one] ждут вас: { $waiting }, других: { $others }.
        [few] ждут вас: { $waiting }, других: { $others }.
        [many] ждут вас: { $waiting }, других: { $others }.
       *[other] ждут вас: { $waiting }, других: { $others }.
    }
web-lobby-no-games-yet = Пока нет игр: создайте игру ниже или займите свободное место.
web-board-chart = рейтинг после каждой из рейтинговых игр ({ $n }): { $values }
web-board-chart-none = нет рейтинговых игр
web-board-won-of = { $won } из { $played }
web-board-none = Рейтинговых игр этого вида пока нет.
web-lobby-creating = Создаём игру…
web-lobby-taking-seat = Занимаем ваше место…
web-lobby-opening = Открываем стол…
web-lobby-abandoned-reason = Брошена: { $reason }
web-lobby-won-by = Победа: { $winners }
web-lobby-round = раунд { $n }
web-lobby-to-play = ходит: { $seats }
web-badge-resigned = сдался
web-lobby-bot-plays = играет { $bot }
web-badge-timeouts = { $n ->
        [one] { $n } просрочка
        [few] { $n } просрочки
        [many] { $n } просрочек
       *[other] { $n } просрочки
    }
web-lobby-play-seat = Играть (место { $n })
web-err-take-seat = Не удалось занять место { $n }
web-take-seat = Занять место { $n }
web-lobby-watch = Смотреть
web-lobby-watch-resigned = Смотреть (вы сдались)
web-lobby-table = Стол
web-replay = Повтор
web-lobby-no-match = Подходящих игр нет.
web-lobby-count-some = Показаны { $shown } из { $total }, сначала новые.
web-lobby-count-all = { $total ->
        [one] { $total } игра, сначала новые.
        [few] { $total } игры, сначала новые.
        [many] { $total } игр, сначала новые.
       *[other] { $total } игры, сначала новые.
    }

## The table page

web-table-title = species-arena — стол
web-table-title-game = { $title } — species-arena
web-table-where = Стол
web-live-connecting = подключение…
web-table-board-area = Игровое поле
web-zoom-group = Масштаб поля
web-zoom-out = Уменьшить
web-zoom-in = Увеличить
web-zoom-fit = По размеру
web-zoom-hint = Ctrl + колесо или щипок — масштаб; перетаскивание двигает увеличенное поле.
web-replay-version = Версия
web-replay-steps = Шаги по версиям
web-replay-first = « Первая
web-replay-prev = ◀ Предыдущая
web-replay-next = Следующая ▶
web-replay-last = Последняя »
web-now = Сейчас
web-undo = Отменить
web-resign = Сдаться…
web-resign-yes = Да, сдаюсь
web-resign-no = Продолжить игру
web-result = Итоговые места
web-choices = Ваши варианты
web-choices-all = Показать все варианты
web-prefs = Настройки
web-prefs-hint = Хранятся в этом браузере, для всех игр.
web-pref-sound = Звук, когда наступает мой ход
web-pref-notify = Уведомление браузера, когда наступает мой ход (пока я смотрю в другое место)
web-pref-confirm = Подтверждать каждый ход перед отправкой
web-pref-confirm-planning = Подтверждать каждую фишку действия в фазе планирования
web-pref-forced = Делать мои вынужденные ходы: когда пас — единственный вариант, отправить его после короткой паузы
web-players-seat = Место
web-players-score = Очки
web-players-turn = Ход
web-timeline = Хроника
web-err-seat-refused = Сохранённое место отклонено; вы наблюдаете
web-err-open-table = Не удалось открыть стол
web-err-catalogue = Не удалось загрузить тексты карт игры
web-err-renderer = Не удалось загрузить рисунок поля этой игры
web-live-abandoned = брошена
web-live-over = игра окончена
web-live-live = в эфире
web-live-offline = нет связи — повтор
web-live-reconnecting = переподключение…
web-rules = Правила
web-cards = Карты
web-turn-mark = ● Ваш ход —{ " " }
web-turn-notification = Ваш ход — { $title }
web-assist-send = Отправить
web-assist-cancel = Отмена
web-assist-confirm = Отправить этот ход? { $move }
web-assist-this-choice = этот вариант
web-assist-forced = Единственный вариант: { $move }. Он будет отправлен за вас { $left }.
web-assist-pass = пас
web-assist-in = через { $n } с
web-err-board = Не удалось нарисовать поле
web-no-board = Поле этой игры здесь нарисовать нельзя; варианты перечислены рядом.
web-board-play-here = сыграть здесь
web-board-choices-here = вариантов здесь: { $n }
web-card-rules = Правила этой карты
web-choices-at-place = Вариантов в выбранном месте: { $n } — выберите один или покажите все варианты.
web-choices-count = { $n ->
        [one] { $n } вариант.
        [few] { $n } варианта.
        [many] { $n } вариантов.
       *[other] { $n } варианта.
    }
web-choices-count-board = { $n ->
        [one] { $n } вариант; подсвеченные места на поле можно нажимать.
        [few] { $n } варианта; подсвеченные места на поле можно нажимать.
        [many] { $n } вариантов; подсвеченные места на поле можно нажимать.
       *[other] { $n } варианта; подсвеченные места на поле можно нажимать.
    }
web-choices-rule = Что говорят правила ({ $rule })
web-err-move = Ход не принят
web-err-read-game = Не удалось прочитать игру
web-now-replay = Повтор: игра в версии { $version } из { $latest }.
web-now-abandoned = Эта игра брошена: в ней больше ничего нельзя сыграть.
web-now-over = Игра окончена.
web-now-resigned = Вы сдались и наблюдаете за оставшейся игрой.
web-now-decide = Ваше решение.
web-now-rule = Правила { $rule }
web-now-watching = Вы наблюдаете за этой игрой.
web-now-nothing = Сейчас решать нечего.
web-now-waiting = { $n ->
        [one] Ждём игроков: место { $seats } свободно.
        [few] Ждём игроков: места { $seats } свободны.
        [many] Ждём игроков: места { $seats } свободны.
       *[other] Ждём игроков: места { $seats } свободны.
    }
web-now-thinking = (думает…)
web-now-to-play = Ходит: { $seats }.
web-now-time-up = время вышло
web-now-left = осталось { $time }
web-now-status-abandoned = Брошена. В этой игре больше никто не может играть.
web-now-status-abandoned-why = Брошена — { $why }. В этой игре больше никто не может играть.
web-by-server = (сервером)
web-now-status-resigned = Вы сдались на месте { $n }: до конца его играет { $bot }, а игра засчитывается вам как поражение.
web-now-status-resigned-over = Вы сдались на месте { $n }: его играл { $bot }, а игра засчитывается вам как поражение.
web-now-clock = Часы: { $clock }. За игрока без времени решает { $bot }.
web-now-clock-waiting = Часы: { $clock } (пойдут, когда все места будут заняты). За игрока без времени решает { $bot }.
web-prefs-no-notifications = В этом браузере нет уведомлений.
web-prefs-notify-refused = Браузер не разрешает этой странице присылать уведомления (см. разрешения сайта).
web-replay-status = Повтор — версия { $version } из { $latest }
web-replay-valuetext = версия { $version } из { $latest }
web-replay-where = Версия { $version } из { $latest }
web-replay-where-undone = Версия { $version } из { $latest } (ход, отменённый позже)
web-err-version = Не удалось прочитать версию { $version }
web-audit-later = Проверку можно запустить после окончания игры (до тех пор зерно остаётся тайным).
web-audit-running = Проверка: каждый ход воспроизводится из раскрытого зерна…
web-audit-verified = Проверка пройдена: все события ({ $n }), воспроизведённые из раскрытого зерна, дают те же результаты и хеши состояния.
web-audit-diverged = Проверка не пройдена: первое расхождение в версии { $version }: { $reason }
web-audit-failed = Проверка не пройдена.
web-err-audit = Не удалось проверить игру
web-replay-back = Вернуться к столу
web-undo-no-answer = сервер не ответил
web-undo-n = { $n ->
        [one] Отменить ({ $n } решение)
        [few] Отменить ({ $n } решения)
        [many] Отменить ({ $n } решений)
       *[other] Отменить ({ $n } решения)
    }
web-undo-why = Отмена невозможна: { $reason }
web-err-undo = Не удалось отменить решение
web-badge-to-play = ходит
web-badge-winner = победитель
web-badge-you = вы
web-seat-played-by = играет { $bot }
web-seat-game-clock = на часах игры осталось { $time }
web-seat-out-of-time = время игры вышло: решает бот
web-result-points = { $n ->
        [one] { $n } очко
        [few] { $n } очка
        [many] { $n } очков
       *[other] { $n } очка
    }
web-you-seat = Вы: { $name }, место { $n }
web-you-seat-n = Вы: место { $n }
web-you-watching = Наблюдаете
web-resign-question = Сдаться на месте { $n }? До конца за вас сыграет { $bot }, а игра будет засчитана вам как поражение. Это нельзя отменить.
web-err-resign = Не удалось сдаться
web-join-as = Как { $name }:
web-join-guest-name = Ваше гостевое имя

## The timeline

web-log-all = Все
web-log-mine = Мои
web-log-scoring = Подсчёт очков
web-log-filters = Показать в хронике
web-err-timeline = Не удалось прочитать хронику
web-log-earlier = Ранее
web-log-round = Раунд { $n }
web-log-round-phase = Раунд { $n } · { $phase }
web-log-who-bot = { $who } (бот)
web-log-secret = Сделан тайный выбор.
web-log-decided = Решение принято.
web-log-stand-in = бот на замену
web-log-out-of-time = время вышло
web-log-bot-decided = решил { $bot }
web-log-passes = { $n ->
        [one] { $n } пас.
        [few] { $n } паса.
        [many] { $n } пасов.
       *[other] { $n } паса.
    }
web-seat-event-configured = Часы: { $clock }. { $bot } заменяет игрока, который сдался или у которого кончилось время.
web-seat-event-configured-no-clock = Без часов. { $bot } заменяет игрока, который сдался или у которого кончилось время.
web-seat-event-resigned = { $who } сдаётся; отныне место { $n } играет { $bot }.
web-seat-event-timed-out = У игрока { $who } кончилось время (срок был { $time }); за место { $n } решает { $bot }.
web-seat-event-replaced-player = Место { $n } передано игроку { $player }.
web-seat-event-replaced-bot = Место { $n } занял { $bot }.
web-seat-event-replaced = Место { $n } передано кому-то новому.
web-seat-event-token-rotated = У места { $n } новый токен; старый больше не действует.
web-seat-event-token-revoked = Токен места { $n } отозван: никто не может играть за него, пока администратор его не передаст.
web-seat-event-abandoned = Игра брошена
web-seat-event-abandoned-why = Игра брошена — { $reason }

## The Dominant Species board (service/static/games/dominant-species.js)

web-ds-corner-edge-of = угол клетки { $n } на краю Земли
web-ds-corner-edge = угол на краю Земли
web-ds-corner-of = угол клеток { $spaces }
web-ds-empty-space = Пустая клетка { $n }
web-ds-tile = { $terrain } на клетке { $n }; очки { $scores }
web-ds-tile-tundra-on = { $terrain } на клетке { $n } поверх тайла «{ $large }»; очки { $scores }
web-ds-tile-dominant = доминирует: { $animal }
web-ds-tile-no-dominant = никто не доминирует
web-ds-tile-cubes = особи: { $cubes }
web-ds-endangered-mark = (под угрозой вымирания)
web-ds-tile-elements = элементы: { $elements }
web-ds-tile-no-elements = нет элементов
web-ds-tile-scored-tip = уже выбран для Доминирования в этом раунде
web-ds-tile-scored = подсчитан
web-ds-cubes-tip = { $animal }: { $n } на тайле «{ $terrain }», клетка { $space }
web-ds-endangered = под угрозой вымирания
web-ds-dominant = доминирует
web-ds-disc-on = Диск «{ $element }»: { $corner }
web-ds-corner-vacant = Свободный { $corner }
web-ds-space-migration = { $name } (до { $n } особей)
web-ds-icon-com-a = Бесплатная Конкуренция паукообразных (каждый раунд, первой)
web-ds-space-pawn = фишка действия: { $animal }
web-ds-space-vacant = свободно
web-ds-space-gla-1 = (действует только эта ячейка Оледенения)
web-ds-icon-reg-r = Постоянная фишка Регрессии рептилий
web-ds-icon-spe-i = Бесплатное Видообразование одной особи насекомых (каждый раунд)
web-ds-tundra-supply = запас тундры: { $n }
web-ds-in-row-adaptation = { $element } в ряду Адаптации
web-ds-in-row-abundance = { $element } в ряду Обилия
web-ds-in-row-wanderlust = { $element } в ряду Странствия
web-ds-box = Коробка ({ $name }): { $contents }
web-ds-empty = пусто
web-ds-in-box = { $element } ×{ $n } в коробке ({ $name })
web-ds-stack = Стопка Странствия { $k }: { $face }, { $n ->
        [one] { $n } тайл
        [few] { $n } тайла
        [many] { $n } тайлов
       *[other] { $n } тайла
    }
web-ds-stack-face-up = открыт тайл «{ $terrain }»
web-ds-stack-face-down = закрыта
web-ds-dominance-cards = Карты доминирования
web-ds-deck = в колоде { $n } · взято { $taken }
web-ds-survival = Выживание
web-ds-survival-tip = Выживание: животное с наибольшим числом особей в тундре получает бонусные ПО за свои тайлы тундры в каждой фазе сброса
web-ds-uncontrolled = ничья
web-ds-col-animal = Животное
web-ds-col-player = Игрок
web-ds-col-vp = ПО
web-ds-col-aps = Фишки действия
web-ds-col-gene-pool = Генофонд
web-ds-col-eliminated = Устранены
web-ds-col-display = Карточка
web-ds-aps = в запасе { $n }, отложено { $aside }
web-ds-element-inherent = { $element } (врождённый)
web-ds-element-added = { $element } (добавленный)
web-ds-display-size = { $n } из 6
web-ds-bag = Мешок
web-ds-in-bag = { $element }: { $n } в мешке
web-ds-none-in-bag = В мешке нет элемента «{ $element }»
web-ds-round = Раунд { $n }
web-ds-phase-planning = Планирование
web-ds-phase-execution = Выполнение
web-ds-phase-reset = Сброс
web-ds-phase-over = Конец игры
web-ds-to-act = действуют: { $animal }
web-ds-last-round = последний раунд
web-ds-variant-short = короткая игра
web-ds-variant-multiple = несколько животных
web-ds-variant-random = случайная подготовка
web-ds-aria-board = Поле Dominant Species
web-ds-aria-panel = Карты и животные Dominant Species
web-ds-card-text-aquatic = Диск по выбору на угол моря/болота, затем до 4 особей туда
web-ds-card-text-biodiversity = 1 ПО за каждый тайл, где есть и особи соперников
web-ds-card-text-biomass = На каждом переполненном тайле устраняется 1 особь
web-ds-card-text-blight = На тайле остаётся только один из его дисков
web-ds-card-text-catastrophe = На тайле остаётся одна особь; на соседних устраняется по 1
web-ds-card-text-cold-snap = Все прочие животные теряют по 1 особи на каждом тайле тундры
web-ds-card-text-disease = Животные с большей карточкой сбрасывают элемент
web-ds-card-text-ecodiversity = 1 ПО за каждый диск на Земле того же вида, что на вашей карточке
web-ds-card-text-evolution = Замените до 2 особей соперников своими
web-ds-card-text-fecundity = 1 особь на каждый тайл, где вы есть
web-ds-card-text-fertile = 1 ПО за каждую особь на одном тайле, где вы есть
web-ds-card-text-habitat = Диск по выбору на любой свободный угол
web-ds-card-text-hibernation = До 5 устранённых особей обратно на один тайл, в безопасности в этом раунде
web-ds-card-text-ice-age = Бонусные ПО за тайлы, где вы доминируете; игра кончается в этом раунде
web-ds-card-text-ice-sheet = Своё Оледенение
web-ds-card-text-immigrants = Каждое животное: сбросить элемент, потерять фишку или проредить
web-ds-card-text-instinct = Поставьте фишку действия на свободную ячейку
web-ds-card-text-intelligence = Вы и животные выше вас получаете фишку действия
web-ds-card-text-mass-exodus = Переместите все особи с одного тайла на соседние
web-ds-card-text-metamorphosis = Обменяйте элемент своей карточки на элемент из мешка
web-ds-card-text-niche-biomes = Животные с большим числом ПО теряют 1-ю ценность тайла
web-ds-card-text-nocturnal = На одно место вперёд по треку инициативы
web-ds-card-text-omnivore = Получите фишку действия
web-ds-card-text-parasitism = Вы и животные ниже вас получаете фишку действия
web-ds-card-text-predator = Устраните по 1 особи соперника на каждом общем тайле
web-ds-card-text-symbiotic = Вы и меньшие карточки тянете элемент

## The Evo board (service/static/games/evo.js)

web-evo-phase-0 = Конец игры
web-evo-phase-1 = Инициатива
web-evo-phase-2 = Климат
web-evo-phase-3 = Движение и бой
web-evo-phase-4 = Размножение
web-evo-phase-5 = Выживание и эволюция
web-evo-phase-6 = Метеорит и аукцион
web-evo-step-w1-start = окно для карт
web-evo-step-initiative = инициатива
web-evo-step-w2-start = окно для карт
web-evo-step-climate = бросок климата
web-evo-step-w3-start = окно для карт
web-evo-step-movement = движение
web-evo-step-w4-start = окно для карт
web-evo-step-w4-own = своё размножение
web-evo-step-births = рождения
web-evo-step-w4-end = окно для карт
web-evo-step-w5-start = окно для карт
web-evo-step-survival = выживание
web-evo-step-w5-end = окно для карт
web-evo-step-w6-start = окно для карт
web-evo-step-meteor = метеорит
web-evo-step-w6-bid = окно для карт
web-evo-step-auction = аукцион генов
web-evo-step-w6-pay = окно для карт
web-evo-step-payment = оплата
web-evo-step-end-of-round = конец раунда
web-evo-step-final = последнее окно для карт
web-evo-step-scoring = финальный подсчёт очков
web-evo-step-over = конец игры
web-evo-window-w1-start = начало фазы 1
web-evo-window-w2-start = начало фазы 2
web-evo-window-w3-start = начало фазы 3
web-evo-window-w4-start = начало фазы 4
web-evo-window-w4-own = своё размножение
web-evo-window-w4-end = конец фазы 4
web-evo-window-w5-start = начало фазы 5
web-evo-window-w5-end = конец фазы 5
web-evo-window-w6-start = начало фазы 6
web-evo-window-w6-bid = перед торгами
web-evo-window-w6-pay = оплата ставок
web-evo-window-final = конец игры
web-evo-colour-red = Красный
    .letter = К
web-evo-colour-blue = Синий
    .letter = С
web-evo-colour-green = Зелёный
    .letter = З
web-evo-colour-yellow = Жёлтый
    .letter = Ж
web-evo-colour-purple = Фиолетовый
    .letter = Ф
web-evo-seat = Место { $n }
web-evo-badge-hot = жарко
web-evo-badge-cold = холодно
web-evo-badge-deadly = смерть
web-evo-region = Регион { $n } ({ $terrain }) — { $climate }
web-evo-coast = побережье
web-evo-region-dino = динозавр: { $colour }
web-evo-region-newborn = детёныш: { $colour }
web-evo-climate-head = Климат: умеренный — { $terrain }
web-evo-climate-space = Клетка климата { $n }: умеренный — { $terrain }
web-evo-meteor-head = Метеорит на клетке { $n } из { $last }
web-evo-track-end = конец
web-evo-over = Игра окончена
web-evo-pending-card-window = { $who }: может сыграть карту события
web-evo-pending-card-response = { $who }: может ответить на только что сыгранную карту
web-evo-pending-movement = { $who }: движется
web-evo-pending-birth = { $who }: ставит детёнышей
web-evo-pending-survival = { $who }: выбирает выживших
web-evo-pending-bid = { $who }: делает ставку
web-evo-head = Раунд { $round } · Фаза { $n }: { $phase }
web-evo-head-over = Раунд { $round } · Конец игры
web-evo-step = Шаг: { $step }
web-evo-genes-next = (затем тянутся гены)
web-evo-window-asking = ({ $window }, спрашиваем: { $colour })
web-evo-end-strike = Метеорит упал (бросок { $roll }): игра кончается
web-evo-end-last = Метеорит дошёл до последней клетки: игра кончается
web-evo-response = { $colour }: сыграна карта «{ $card }»; спрашиваем: { $next }
web-evo-moving = { $colour }: движется, осталось очков движения: { $n }
web-evo-birth = { $colour }: ставит детёнышей, осталось яиц: { $n }
web-evo-survival = Выживание
web-evo-survival-of = Выживание ({ $colour })
web-evo-survival-hot = { $whose }: динозавры в жаре, оставить ещё { $n }
web-evo-survival-cold = { $whose }: динозавры в холоде, оставить ещё { $n }
web-evo-truce = { $card }: { $a } и { $b } не могут нападать друг на друга
web-evo-turn-order = Порядок хода:
web-evo-legend = Условные знаки
web-evo-legend-dino = динозавр (буква = цвет)
web-evo-legend-newborn = детёныш этого раунда
web-evo-legend-protect = жара: защищают зонтики · холод: защищает шуба
web-evo-legend-deadly = смерть (штриховка): гибнет каждый динозавр там
web-evo-you = (вы)
web-evo-attr-tails = Хвосты
web-evo-attr-legs = Ноги
web-evo-attr-horns = Рога
web-evo-attr-eggs = Яйца
web-evo-attr-fur = Шуба
web-evo-attr-parasols = Зонтики
web-evo-attr-mutations = Мутации
web-evo-ep = ОЭ
web-evo-bonus = вкл. бонус +{ $n }
web-evo-col-species = Вид
web-evo-col-score = Очки
web-evo-col-order = Порядок
web-evo-col-dinos = Динозавры на поле / в запасе
web-evo-col-genes = Гены (с напечатанными)
web-evo-col-cards = Карты
web-evo-col-played = Сыграно в этом раунде
web-evo-bag = Мешок генов: жетонов { $tiles } · колода событий: карт { $cards }
web-evo-auction = Аукцион генов
web-evo-auction-soon = Гены тянутся, когда закроется окно для карт перед аукционом.
web-evo-auction-none = Аукциона нет: аукцион генов проходит в фазе 6.
web-evo-no-bid = нет ставки
web-evo-gene-row = ген: { $gene }
web-evo-passes = Разрешено пасов: { $n }
web-evo-passed = спасовали: { $who }
web-evo-bidding = ставку делает: { $who }
web-evo-your-hand = Ваша рука
web-evo-hand-of = Рука: { $colour }
web-evo-from-round = (с раунда { $n })
web-evo-no-cards = нет карт
web-evo-no-cards-yet = В раундах 1 и 2 карты событий не играют.
web-evo-played-cards = Сыгранные карты (вне игры): { $cards }
web-evo-none = нет
web-evo-final-over = Игра окончена.
web-evo-final-winners = { $n ->
        [one] Победитель:
        [few] Победители:
        [many] Победители:
       *[other] Победители:
    }
web-evo-final-ranking = Места:
web-evo-aria-island = Остров Evo, раунд { $n }
web-evo-aria-tracks = Треки климата и раундов
web-evo-card-when-sleeping-gene = любое окно: больше никаких карт в этом раунде
web-evo-card-when-accident = фаза 2: убрать динозавра (у владельца 5+)
web-evo-card-when-weather-swing = фаза 2: поменять зелёную/коричневую клетку
web-evo-card-when-me-first = начало фазы: ходите первым
web-evo-card-when-genetic-highflyer = оплата: цена на 3 меньше
web-evo-card-when-gene-split = аукцион: перебить вас стоит на 3 больше
web-evo-card-when-ice-cold = фаза 5: у всех на одну шубу меньше
web-evo-card-when-killer-rays = фаза 5: у всех на один зонтик меньше
web-evo-card-when-missing-link = аукцион: на один ген меньше
web-evo-card-when-heatproof-skin = фаза 5: ваши динозавры в жаре выживают
web-evo-card-when-catastrophe = фаза 2: климат на 2 вперёд
web-evo-card-when-tough-kids = фаза 4: детёныши могут нападать
web-evo-card-when-cuckoo = конец фазы 4: заменить детёныша
web-evo-card-when-weather-gene = фаза 2: выберите кубик климата
web-evo-card-when-big-brother = фаза 3: защита +2 рога
web-evo-card-when-duplication = после карты: забрать её
web-evo-card-when-giant-gene = фаза 3: атака +2 рога
web-evo-card-when-primal-urge = фаза 3: шагов = ваших динозавров
web-evo-card-when-pthermodactylus = фаза 5: ваши динозавры в холоде выживают
web-evo-card-when-birth-control = фаза 4: никаких рождений
web-evo-card-when-survival-gene = конец фазы 5: другие теряют ОЭ
web-evo-card-when-wandering-brood = фаза 4: детёныши до 3 регионов дальше
web-evo-card-when-unexpected-gene = конец игры: +2 ОЭ
web-evo-card-when-vegetarian-diet = фаза 3: никаких боёв
web-evo-card-when-defensive-gas = фаза 3: перемирие с игроком
web-evo-card-when-flood = фаза 2: динозавры на побережье могут утонуть

## The La Isla board (service/static/games/la-isla.js)

web-li-seat-red = Красный
web-li-seat-blue = Синий
web-li-seat-orange = Оранжевый
web-li-seat-black = Чёрный
web-li-seat = Место { $n }
web-li-phase-card = Фаза карт: каждый игрок кладёт карту под A, B и D
web-li-phase-a = Действие A: карты A уходят в держатели карт
web-li-phase-b = Действие B: карты B дают ресурсы
web-li-phase-c = Действие C: исследователи, по порядку хода
web-li-phase-d = Действие D: карты D продвигают маркеры животных
web-li-phase-final = Конец игры
web-li-card-title = { $name } ({ $id }): { $ability }. Под B: 1 ресурс «{ $resource }». Под D: маркер «{ $animal }».
web-li-space-n = клетка { $n }
web-li-a-space = клетка
web-li-region = Участок джунглей { $n }, ценность { $vp } ПО: жетон «{ $animal }»; вокруг: { $spaces }
web-li-region-taken = Участок джунглей { $n }, ценность { $vp } ПО: жетон уже взят
web-li-space = Клетка { $n }: { $landscape } (оплата: { $colour }), { $symbol }
web-li-space-explorers = исследователи: { $who }
web-li-explorer-leaving = исследователь уходит: { $space }
web-li-animal-values = Ценность животных
web-li-sum = сумма { $sum } из { $threshold } завершает игру
web-li-track = { $animal }: маркер на шаге { $step } из 15, ценность { $value }
web-li-value = ценность { $value }
web-li-round = Раунд { $n }
web-li-acting = Сейчас действует: { $who }
web-li-acting-moving = Сейчас действует: { $who }, перемещает исследователя с { $from }
web-li-deciding = Решает: { $who }
web-li-first-player = Первый игрок: { $who }; порядок хода { $order }
web-li-deck-basic = Колода: карт { $n } (базовый набор); сброс: { $discard }
web-li-deck-full = Колода: карт { $n } (полный набор); сброс: { $discard }
web-li-discard-top = сверху в сбросе { $card }
web-li-general-supply = Общий запас исследователей: { $list }
web-li-winner = Победитель: { $who }
web-li-shared-victory = Общая победа: { $who }
web-li-score-parts = { $game } за игру + { $setvp } за { $sets ->
        [one] { $sets } набор
        [few] { $sets } набора
        [many] { $sets } наборов
       *[other] { $sets } набора
    } + { $animals } за животных + { $resvp } за ресурсы ({ $left })
web-li-vp = { $n } ПО
web-li-legend-landscapes = Ландшафты и ресурс, которым за них платят
web-li-legend-symbols = Символы
web-li-legend-regions = Участки джунглей (тёмно-зелёные): сверху ценность в ПО (= сколько исследователей нужно, чтобы окружить участок), внутри жетон животного; серые, когда взят.
web-li-tag-you = вы
web-li-tag-first = первый игрок
web-li-tag-deciding = решает
web-li-resources = Ресурсы
web-li-resource-count = { $n ->
        [one] { $colour }: { $n } ресурс
        [few] { $colour }: { $n } ресурса
        [many] { $colour }: { $n } ресурсов
       *[other] { $colour }: { $n } ресурса
    }
web-li-in-all = всего { $n }
web-li-explorers = Исследователи
web-li-explorer-counts = в запасе { $supply } · на острове { $island } · в общем запасе { $general }
web-li-animals = Животные
web-li-animal-count = { $n ->
        [one] { $animal }: { $n } животное
        [few] { $animal }: { $n } животных
        [many] { $animal }: { $n } животных
       *[other] { $animal }: { $n } животного
    }
web-li-large-counts = (большой жетон считается за 2)
web-li-small-tiles = { $n ->
        [one] { $n } малый жетон
        [few] { $n } малых жетона
        [many] { $n } малых жетонов
       *[other] { $n } малого жетона
    }
web-li-large = (большой)
web-li-holder = { $n ->
        [one] Держатель карт: { $n } ячейка, активны верхние карты
        [few] Держатель карт: { $n } ячейки, активны верхние карты
        [many] Держатель карт: { $n } ячеек, активны верхние карты
       *[other] Держатель карт: { $n } ячейки, активны верхние карты
    }
web-li-covered-n = под ней { $n }
web-li-slot = ячейка { $n }
web-li-empty = пусто
web-li-covered = закрыты: { $cards }
web-li-under = Под A (свойство), B (ресурс), D (животное)
web-li-hand-size = { $n ->
        [one] { $n } карта в руке
        [few] { $n } карты в руке
        [many] { $n } карт в руке
       *[other] { $n } карты в руке
    }
web-li-face-down = рубашкой вверх
web-li-your-hand = { $n ->
        [one] Ваша рука ({ $n } карта)
        [few] Ваша рука ({ $n } карты)
        [many] Ваша рука ({ $n } карт)
       *[other] Ваша рука ({ $n } карты)
    }
web-li-aria-board = La Isla: остров, треки животных и раунд

# ---- terms (docs/i18n/build_web_terms.py writes this block from the glossary)
web-ds-animal-mammals = Млекопитающие
web-ds-animal-reptiles = Рептилии
web-ds-animal-birds = Птицы
web-ds-animal-amphibians = Амфибии
web-ds-animal-arachnids = Паукообразные
web-ds-animal-insects = Насекомые
web-ds-element-meat = мясо
web-ds-element-sun = солнце
web-ds-element-seed = семена
web-ds-element-water = вода
web-ds-element-grub = личинка
web-ds-element-grass = трава
web-ds-terrain-sea = море
web-ds-terrain-wetland = болото
web-ds-terrain-savannah = саванна
web-ds-terrain-jungle = джунгли
web-ds-terrain-forest = лес
web-ds-terrain-desert = пустыня
web-ds-terrain-mountain = горы
web-ds-terrain-tundra = тундра
web-ds-actionkind-initiative = Инициатива
web-ds-actionkind-adaptation = Адаптация
web-ds-actionkind-regression = Регрессия
web-ds-actionkind-abundance = Обилие
web-ds-actionkind-wasteland = Пустошь
web-ds-actionkind-depletion = Истощение
web-ds-actionkind-glaciation = Оледенение
web-ds-actionkind-speciation = Видообразование
web-ds-actionkind-wanderlust = Странствие
web-ds-actionkind-migration = Миграция
web-ds-actionkind-competition = Конкуренция
web-ds-actionkind-domination = Доминирование
web-ds-card-aquatic = Водоплавающие
web-ds-card-biodiversity = Биологическое разнообразие
web-ds-card-biomass = Биомасса
web-ds-card-blight = Упадок
web-ds-card-catastrophe = Катастрофа
web-ds-card-cold-snap = Заморозки
web-ds-card-disease = Болезнь
web-ds-card-ecodiversity = Экологическое разнообразие
web-ds-card-evolution = Эволюция
web-ds-card-fecundity = Плодовитость
web-ds-card-fertile = Изобилие
web-ds-card-habitat = Среда обитания
web-ds-card-hibernation = Спячка
web-ds-card-ice-age = Ледниковый период
web-ds-card-ice-sheet = Ледяной покров
web-ds-card-immigrants = Переселенцы
web-ds-card-instinct = Инстинкт
web-ds-card-intelligence = Интеллект
web-ds-card-mass-exodus = Массовый исход
web-ds-card-metamorphosis = Метаморфоза
web-ds-card-niche-biomes = Экологические ниши
web-ds-card-nocturnal = Ночное
web-ds-card-omnivore = Всеядное
web-ds-card-parasitism = Паразитизм
web-ds-card-predator = Хищник
web-ds-card-symbiotic = Симбиоз
web-evo-gene-tail = хвост
web-evo-gene-leg = нога
web-evo-gene-horn = рог
web-evo-gene-egg = яйцо
web-evo-gene-fur = шуба
web-evo-gene-parasol = зонтик
web-evo-gene-mutation = мутация
web-evo-gene-card = карта
web-evo-terrain-desert = пустыня
web-evo-terrain-plains = равнина
web-evo-terrain-hills = холмы
web-evo-terrain-mountains = горы
web-evo-climateclass-temperate = умеренный
web-evo-climateclass-hot = жаркий
web-evo-climateclass-cold = холодный
web-evo-climateclass-scorching = палящий
web-evo-climateclass-freezing = ледяной
web-evo-card-sleeping-gene = Спящий ген
web-evo-card-accident = Несчастный случай
web-evo-card-weather-swing = Перемена погоды
web-evo-card-me-first = Я первый!
web-evo-card-genetic-highflyer = Генетическое превосходство
web-evo-card-gene-split = Расщепление гена
web-evo-card-ice-cold = Лютый мороз
web-evo-card-killer-rays = Смертоносные лучи
web-evo-card-missing-link = Недостающее звено
web-evo-card-heatproof-skin = Жаростойкая кожа
web-evo-card-catastrophe = Катастрофа!
web-evo-card-tough-kids = Крепкие детёныши
web-evo-card-cuckoo = Кукушонок
web-evo-card-weather-gene = Ген погоды
web-evo-card-big-brother = Старший брат
web-evo-card-duplication = Удвоение
web-evo-card-giant-gene = Ген гиганта
web-evo-card-primal-urge = Первобытный инстинкт
web-evo-card-pthermodactylus = Птермодактиль
web-evo-card-birth-control = Контроль рождаемости
web-evo-card-survival-gene = Ген выживания
web-evo-card-wandering-brood = Бродячий выводок
web-evo-card-unexpected-gene = Неожиданный ген
web-evo-card-vegetarian-diet = Вегетарианская диета
web-evo-card-defensive-gas = Защитный газ
web-evo-card-flood = Потоп
web-li-species-dodo = Додо
    .short = Додо
web-li-species-fossa = Гигантская фосса
    .short = Фосса
web-li-species-frog = Золотая жаба
    .short = Жаба
web-li-species-pika = Сардинская пищуха
    .short = Пищуха
web-li-species-moth = Совка
    .short = Совка
web-li-colour-yellow = жёлтый
web-li-colour-green = зелёный
web-li-colour-grey = серый
web-li-colour-white = белый
web-li-colour-brown = коричневый
web-li-landscape-desert = пустыня
web-li-landscape-grassland = луг
web-li-landscape-mountain = горы
web-li-landscape-steppe = степь
web-li-landscape-swamp = болото
web-li-symbol-tent = палатка
web-li-symbol-hat = шляпа
web-li-symbol-rope = верёвка
web-li-symbol-bottle = бутылка
web-li-symbol-backpack = рюкзак
# ---- end of terms
