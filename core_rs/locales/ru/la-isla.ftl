# la-isla

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
li-species-dodo = Додо
    .acc = додо
    .gen = додо
    .gender = m
    .indecl = true
li-species-fossa = Гигантская фосса
    .acc = Гигантскую фоссу
    .gen = Гигантской фоссы
    .gender = f
li-species-frog = Золотая жаба
    .acc = Золотую жабу
    .gen = Золотой жабы
    .gender = f
li-species-pika = Сардинская пищуха
    .acc = Сардинскую пищуху
    .gen = Сардинской пищухи
    .gender = f
li-species-moth = Совка
    .acc = Совку
    .gen = Совки
    .gender = f
li-colour-yellow = жёлтый
li-colour-green = зелёный
li-colour-grey = серый
li-colour-white = белый
li-colour-brown = коричневый
li-landscape-desert = пустыня
    .acc = пустыню
    .gen = пустыни
    .gender = f
li-landscape-grassland = луг
    .acc = луг
    .gen = луга
    .gender = m
li-landscape-mountain = горы
    .acc = горы
    .gen = гор
    .gender = pl
    .number = pl
li-landscape-steppe = степь
    .acc = степь
    .gen = степи
    .gender = f
li-landscape-swamp = болото
    .acc = болото
    .gen = болота
    .gender = n
li-symbol-tent = палатка
    .acc = палатку
    .gen = палатки
    .gender = f
li-symbol-hat = шляпа
    .acc = шляпу
    .gen = шляпы
    .gender = f
li-symbol-rope = верёвка
    .acc = верёвку
    .gen = верёвки
    .gender = f
li-symbol-bottle = бутылка
    .acc = бутылку
    .gen = бутылки
    .gender = f
li-symbol-backpack = рюкзак
    .acc = рюкзак
    .gen = рюкзака
    .gender = m
li-phase-card = Фаза карт
    .acc = Фазу карт
    .gen = Фазы карт
    .gender = f
li-phase-a = Действие A
    .acc = Действие A
    .gen = Действия A
    .gender = n
li-phase-b = Действие B
    .acc = Действие B
    .gen = Действия B
    .gender = n
li-phase-c = Действие C
    .acc = Действие C
    .gen = Действия C
    .gender = n
li-phase-d = Действие D
    .acc = Действие D
    .gen = Действия D
    .gender = n
li-phase-final = Конец игры
    .acc = Конец игры
    .gen = Конца игры
    .gender = m
li-function-landscape-vp = Очки за ландшафт
li-function-symbol-vp = Очки за символ
li-function-symbol-resource = Ресурс за символ
li-function-landscape-resource = Ресурс за ландшафт
li-function-landscape-discount = Скидка на ландшафт
li-function-income = Доход
li-function-income-marker = Маркер в действии B
li-function-landscape-marker = Маркер за ландшафт
li-function-extra-explorer = Дополнительный исследователь
li-function-extra-slot = Дополнительная ячейка
li-function-wider-search = Расширенный поиск
li-function-provisions = Провизия
li-function-double-step = Двойной шаг
li-function-free-choice = Свободный выбор
li-function-capture-marker = Маркер за поимку
li-function-any-colour = Любой цвет
li-function-symbol-discount = Скидка на символ
li-function-scout = Разведчик
li-function-double-score = Двойные очки
li-function-capture-vp = Очки за поимку
li-function-second-move = Второе перемещение
li-letter-a = A (особое свойство)
li-letter-b = B (ресурс)
li-letter-d = D (маркер животного)
li-cardset-basic = Базовый: карты ценности 1
li-cardset-full = Полный: все 180 карт
li-endreason-threshold = маркеры достигли порога
li-endreason-cards-exhausted = карты закончились
li-option-card-set = Набор карт
li-option-first-player = Первый игрок
li-explorer = исследователь
    .acc = исследователя
    .acc_pl = исследователей
    .gen = исследователя
    .gen_pl = исследователей
    .gender = m
    .pl = исследователи
li-island = остров
    .acc = остров
    .gen = острова
    .gender = m
li-island-piece = часть острова
li-jungle-region = участок джунглей
    .acc = участок джунглей
    .gen = участка джунглей
    .gender = m
    .pl = участки джунглей
li-space = клетка ландшафта
    .acc = клетку ландшафта
    .gen = клетки ландшафта
    .gender = f
    .pl = клетки ландшафта
li-animal-tile = жетон животного
    .acc = жетон животного
    .gen = жетона животного
    .gen_pl = жетонов животных
    .gender = m
    .pl = жетоны животных
li-large-animal-tile = большой жетон животного
li-small-animal-tile = малый жетон животного
li-animal = животное
    .acc = животное
    .acc_pl = животных
    .gen = животного
    .gen_pl = животных
    .gender = n
    .pl = животные
li-resource = ресурс
    .acc = ресурс
    .acc_pl = ресурсы
    .gen = ресурса
    .gen_pl = ресурсов
    .gender = m
    .pl = ресурсы
li-card-holder = держатель карт
    .acc = держатель карт
    .gen = держателя карт
    .gender = m
li-slot = ячейка
    .acc = ячейку
    .gen = ячейки
    .gen_pl = ячеек
    .gender = f
    .pl = ячейки
li-first-player-card = карта первого игрока
li-animal-marker = маркер животного
    .acc = маркер животного
    .gen = маркера животного
    .gender = m
    .pl = маркеры животных
li-animal-track = трек животного
li-vp-track = трек победных очков
li-central-board = центральное поле
li-general-supply = общий запас
    .acc = общий запас
    .gen = общего запаса
    .gender = m
li-personal-supply = личный запас
    .acc = личный запас
    .gen = личного запаса
    .gender = m
li-discard-pile = сброс
li-value = ценность
    .acc = ценность
    .gen = ценности
    .gender = f
li-multiplier = множитель очков
li-set = набор
    .acc = набор
    .gen = набора
    .gen_pl = наборов
    .gender = m
    .pl = наборы
li-capture = поимка
    .acc = поимку
    .gen = поимки
    .gender = f
li-arrival = прибытие
    .acc = прибытие
    .gen = прибытия
    .gender = n
li-relocation = перемещение
    .acc = перемещение
    .gen = перемещения
    .gender = n
li-special-function = особое свойство
    .acc = особое свойство
    .gen = особого свойства
    .gender = n
li-threshold = порог
li-clockwise = по часовой стрелке
li-action-assign-card = назначить карту
li-action-cover-slot = накрыть ячейку
li-action-take-explorer = взять исследователя
li-action-income-marker = продвинуть маркер в действии B
li-action-choose-animal = выбрать животное
li-action-double-step = двойной шаг
li-action-place-explorer = выставить исследователя
li-action-pick-up-explorer = поднять исследователя
li-action-relocate-explorer = переместить исследователя
li-action-take-resource = взять ресурс
li-action-gain-resource = получить ресурс
li-action-advance-marker = продвинуть маркер
li-action-decline = отказаться
# ---- end of terms

# ---- the engine's words (labels, prompts, effects, rule errors, options)

## Players (seat number 0–3).
li-seat = { $seat ->
        [0] Красный
        [1] Синий
        [2] Оранжевый
        [3] Чёрный
       *[other] Игрок
    }
    .gen = { $seat ->
        [0] Красного
        [1] Синего
        [2] Оранжевого
        [3] Чёрного
       *[other] Игрока
    }

## Resource colours, with the forms sentences about resources need (ресурс, masculine).
li-colour-res-yellow = жёлтый
    .gen = жёлтого
    .gen_pl = жёлтых
    .ins_pl = жёлтыми
li-colour-res-green = зелёный
    .gen = зелёного
    .gen_pl = зелёных
    .ins_pl = зелёными
li-colour-res-grey = серый
    .gen = серого
    .gen_pl = серых
    .ins_pl = серыми
li-colour-res-white = белый
    .gen = белого
    .gen_pl = белых
    .ins_pl = белыми
li-colour-res-brown = коричневый
    .gen = коричневого
    .gen_pl = коричневых
    .ins_pl = коричневыми

## Capitalized names inside the names of special functions (not needed in Russian).
li-cap-landscape = { $landscape }
li-cap-symbol = { $symbol }
li-cap-colour = { $colour }

## The names of the special functions (§11.2).
li-fn-landscape-vp = Очки за { $landscape-acc }
li-fn-symbol-vp = Очки за { $symbol-acc }
li-fn-symbol-resource = Ресурс за { $symbol-acc }
li-fn-landscape-resource = Ресурс за { $landscape-acc }
li-fn-landscape-discount = Скидка на { $landscape-acc }
li-fn-income = Доход: { $colour }
li-fn-income-marker = Маркер { $animal-gen } в действии B
li-fn-landscape-marker = Маркер за { $landscape-acc }
li-fn-extra-explorer = Дополнительный исследователь
li-fn-extra-slot = Дополнительная ячейка
li-fn-wider-search = Расширенный поиск
li-fn-provisions = Провизия
li-fn-double-step = Двойной шаг { $animal-gen }
li-fn-free-choice = Свободный выбор
li-fn-capture-marker = Маркер { $animal-gen } за поимку
li-fn-any-colour = Любой цвет для { $landscape-gen }
li-fn-symbol-discount = Скидка на { $symbol-acc }
li-fn-scout = Разведчик
li-fn-double-score = Двойные очки
li-fn-capture-vp = Очки за поимку
li-fn-second-move = Второе перемещение

## A species (its marker: the genitive).
li-an-species-dodo = Додо
    .gen = додо
li-an-species-fossa = Гигантская фосса
    .gen = Гигантской фоссы
li-an-species-frog = Золотая жаба
    .gen = Золотой жабы
li-an-species-pika = Сардинская пищуха
    .gen = Сардинской пищухи
li-an-species-moth = Совка
    .gen = Совки

## Cards: by name and id, by id alone, and with all their printed facts.
li-card-name = карта «{ $function }» ({ $card })
    .acc = карту «{ $function }» ({ $card })
    .ins = картой «{ $function }» ({ $card })
    .name = «{ $function }» ({ $card })
li-card-unknown = карта { $card }
    .acc = карту { $card }
    .ins = картой { $card }
    .name = { $card }
li-card-words = { $card } { $code } / { $colour } / { $animal }
li-the-card = карта
    .acc = карту
li-your-a-card = ваша карта A
    .ins = вашей картой A
li-your-a-card-named = ваша карта A { $card-name }
    .ins = вашей картой A { $card-name }

## A landscape space in words (клетка, feminine).
li-space-words = клетка { $landscape-gen } { $space } ({ $symbol })
    .acc = клетку { $landscape-gen } { $space } ({ $symbol })
    .gen = клетки { $landscape-gen } { $space } ({ $symbol })
li-space-unknown = клетка { $space }
    .acc = клетку { $space }
    .gen = клетки { $space }

## The tiles an arrival captures, one after the other.
li-take-tile = ; взять жетон { $animal-gen } с участка { $region } (+{ $vp } ПО){ $then }
li-take-tile-end = { "" }

## The options (§4.1).
li-opt-card-set = Набор карт
li-opt-card-set-help = В базовом наборе 120 карт ценности 1 (советуем для первой игры); полный добавляет 60 карт ценности 2.
li-opt-card-set-basic = Базовый: 120 карт ценности 1
li-opt-card-set-full = Полный: все 180 карт
li-opt-first-player = Первый игрок
li-opt-first-player-help = Место, которое получает карту первого игрока в 1-м раунде; если не выбрано, определяется случайно.
li-opt-first-random = Случайно (по зерну партии)
li-opt-first-0 = Красный (место 1)
li-opt-first-1 = Синий (место 2)
li-opt-first-2 = Оранжевый (место 3; 3 или 4 игрока)
li-opt-first-3 = Чёрный (место 4; только 4 игрока)

## Labels of the legal actions.
li-label-not-a-seat = Такого места в этой партии нет
li-label-assign-a = Положить { $card-acc } под A: её свойство попадёт в ваш держатель карт
li-label-assign-b = Положить { $card-acc } под B: взять 1 { $colour } ресурс{ $rest }
li-label-assign-d = Положить { $card-acc } под D: продвинуть маркер { $animal-gen }
li-label-assign-use = Положить { $card-acc } под { $letter }: использовать её{ $rest }
li-assign-rest-none = { "" }
li-assign-rest-d = ; { $card } ляжет под D, для { $animal-gen }
li-assign-rest-d-unknown = ; { $card } ляжет под D
li-label-cover = Накрыть { $covered-acc } в ячейке { $slot } { $with-ins }
li-label-take-explorer = Взять исследователя из общего запаса в свой запас (там { $left ->
        [one] { $left } вашего цвета
       *[other] { $left } вашего цвета
    })
li-label-leave-explorer = Оставить исследователя в общем запасе
li-label-income-marker = Продвинуть маркер { $animal-gen } в действии B ({ $function }, +{ $vp } ПО)
li-label-income-marker-no = Не продвигать маркер { $animal-gen } в действии B
li-label-choose-animal = Продвинуть маркер { $animal-gen } в действии D (Свободный выбор)
li-label-choose-animal-own = Продвинуть маркер { $animal-gen } в действии D (Свободный выбор, животное вашей карты D)
li-label-double-step = Сделать второй шаг маркером { $animal-gen } в действии D ({ $function })
li-label-double-step-no = Не делать второй шаг маркером { $animal-gen }
li-label-double-step-na = Продолжить: «{ $function }» не действует, ваше действие D продвигает не маркер { $species-gen }
li-label-place = Поставить исследователя на { $space-acc }, заплатив { $amount ->
        [one] { $amount } { $colour } ресурс
        [few] { $amount } { $colour-gen_pl } ресурса
        [many] { $amount } { $colour-gen_pl } ресурсов
       *[other] { $amount } { $colour-gen_pl } ресурса
    }{ $captures }
li-label-move = Переместить своего исследователя на { $space-acc }, заплатив { $amount ->
        [one] { $amount } { $colour } ресурс
        [few] { $amount } { $colour-gen_pl } ресурса
        [many] { $amount } { $colour-gen_pl } ресурсов
       *[other] { $amount } { $colour-gen_pl } ресурса
    }{ $captures }
li-label-move-from = Переместить своего исследователя с клетки { $from } на { $space-acc }, заплатив { $amount ->
        [one] { $amount } { $colour } ресурс
        [few] { $amount } { $colour-gen_pl } ресурса
        [many] { $amount } { $colour-gen_pl } ресурсов
       *[other] { $amount } { $colour-gen_pl } ресурса
    }{ $captures }
li-label-pick-up = Переместить своего исследователя с { $space-gen }
li-label-pick-up-second = Второе перемещение: переместить своего исследователя с { $space-gen }
li-label-take-second = Взять 1 { $colour } ресурс вторым ресурсом (Провизия)
li-label-take-instead = Взять 1 { $colour } ресурс вместо того, чтобы ставить исследователя
li-label-take-instead-provisions = Взять 1 { $colour } ресурс вместо того, чтобы ставить исследователя, а затем второй (Провизия)
li-label-gain = Взять 1 { $colour } ресурс
li-label-gain-from = Взять 1 { $colour } ресурс ({ $function })
li-label-advance-capture = Продвинуть маркер { $animal-gen } ({ $function }, { $left ->
        [one] остался { $left } шаг
        [few] осталось { $left } шага
        [many] осталось { $left } шагов
       *[other] осталось { $left } шага
    }; +{ $vp } ПО)
li-label-advance-by = Продвинуть маркер { $animal-gen } ({ $function }; +{ $vp } ПО)
li-label-advance = Продвинуть маркер { $animal-gen } (продвижение маркера; +{ $vp } ПО)
li-label-decline-capture = Не продвигать маркер { $animal-gen } ({ $function })
li-label-decline-landscape = Не продвигать ни один маркер ({ $function })
li-label-decline-second = Не делать второе перемещение
li-label-decline = Отказаться

## Prompts of the pending decision.
li-prompt-assign-a = Раунд { $round }: выберите карту, которая ляжет под A (её особое свойство попадёт в ваш держатель карт; в руке { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    })
li-prompt-assign-b = Раунд { $round }: выберите карту, которая ляжет под B (её ресурс; в руке { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    })
li-prompt-assign-d = Раунд { $round }: выберите карту, которая ляжет под D (продвинется маркер её животного; в руке { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    })
li-prompt-cover = Ваш держатель карт заполнен: выберите ячейку, которую накроет { $card }
li-prompt-take-explorer = Дополнительный исследователь: взять одного из своих исследователей из общего запаса (там { $left })?
li-prompt-income-marker = { $function }: продвинуть маркер { $animal-gen } в действии B?
li-prompt-choose-animal = Свободный выбор: выберите животное, чей маркер продвинет ваша карта D
li-prompt-double-step = { $function }: сделать второй шаг, если ваше действие D продвинет маркер { $species-gen }?
li-prompt-c-all = Действие C: поставить исследователя (в вашем запасе { $supply }), переместить одного из своих исследователей или взять ресурс
li-prompt-c-place = Действие C: поставить исследователя (в вашем запасе { $supply }) или взять ресурс
li-prompt-c-relocate = Действие C: переместить одного из своих исследователей или взять ресурс
li-prompt-c-take = Действие C: взять ресурс
li-prompt-destination = Выберите, куда пойдёт ваш исследователь с клетки { $from }
li-prompt-second-provision = Провизия: выберите второй ресурс
li-prompt-capture-marker = { $function }: продвинуть маркер { $animal-gen }? ({ $left ->
        [one] остался { $left } шаг
        [few] осталось { $left } шага
        [many] осталось { $left } шагов
       *[other] осталось { $left } шага
    })
li-prompt-arrival-resource = { $function }: выберите ресурс
li-prompt-landscape-marker = { $function }: продвинуть маркер животного на ваш выбор?
li-prompt-second-move = Второе перемещение: переместить ещё одного своего исследователя?
li-prompt-c-explorer = Действие C: ваш исследователь

## The phases, as effects name them.
li-ph-card = фаза карт
li-ph-a = действие A
li-ph-b = действие B
li-ph-c = действие C
li-ph-d = действие D
li-ph-final = конец игры

## Secret answers (the words of the seat's own choice).
li-answer-cover = накрыть ячейку { $slot }
li-answer-take-explorer-yes = взять дополнительного исследователя: да
li-answer-take-explorer-no = взять дополнительного исследователя: нет
li-answer-income-yes = продвинуть маркер { $animal-gen } в действии B: да
li-answer-income-no = продвинуть маркер { $animal-gen } в действии B: нет
li-answer-choose-animal = продвинуть маркер { $animal-gen } в действии D (FREE_CHOICE)
li-answer-double-step-yes = второй шаг маркером { $animal-gen }: да
li-answer-double-step-no = второй шаг маркером { $animal-gen }: нет
li-answer-double-step-na = { $code } в этом раунде не действует
li-answer-other = { $answer }

## Effects.
li-fx-round-started = Начинается раунд { $round }; первый игрок — { $player }
li-fx-deck-reshuffled = Сброс ({ $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
        [many] { $cards } карт
       *[other] { $cards } карты
    }) замешивается в новую колоду
li-fx-card-drawn = { $player } берёт карту { $card }
li-fx-cards-drawn = { $player } берёт { $count ->
        [one] { $count } карту
        [few] { $count } карты
        [many] { $count } карт
       *[other] { $count } карты
    }
li-fx-card-assigned = { $player } кладёт карту { $card } лицом вниз под { $letter }
li-fx-card-face-down = { $player } кладёт карту лицом вниз под { $letter }
li-fx-secret-answer = { $player } решает: { $answer }
li-fx-answer-recorded = { $player } делает тайный выбор ({ $phase })
li-fx-seat-decided = { $player } сделал все тайные выборы ({ $phase })
li-fx-leftover-discarded = { $player } сбрасывает неиспользованную карту { $card }
li-fx-a-card-revealed = { $player } открывает карту A { $card }
li-fx-card-placed = { $player } кладёт карту { $card } { $code } в ячейку { $slot } держателя карт
li-fx-card-placed-covering = { $player } кладёт карту { $card } { $code } в ячейку { $slot } держателя карт и накрывает карту { $covered } { $coveredcode } (она больше не действует)
li-fx-slot-added = В держателе карт { $player-gen } теперь { $slots ->
        [one] { $slots } ячейка
        [few] { $slots } ячейки
        [many] { $slots } ячеек
       *[other] { $slots } ячейки
    }
li-fx-explorer-taken = { $player } берёт исследователя из общего запаса (в запасе { $supply })
li-fx-declined-extra-explorer = { $player } отказывается от дополнительного исследователя
li-fx-declined-income-marker = { $player } отказывается продвинуть маркер { $animal-gen } по INCOME_MARKER
li-fx-declined-double-step = { $player } отказывается от второго шага маркером { $animal-gen }
li-fx-declined-capture-marker = { $player } отказывается продвинуть маркер { $animal-gen } по CAPTURE_MARKER
li-fx-declined-landscape-marker = { $player } отказывается от продвижения по LANDSCAPE_MARKER
li-fx-declined-second-move = { $player } отказывается от перемещения по SECOND_MOVE
li-fx-card-discarded = { $player } сбрасывает карту { $letter } { $card }
li-fx-gained-b-card = { $player } получает { $count ->
        [one] { $count } { $colour } ресурс
        [few] { $count } { $colour-gen_pl } ресурса
        [many] { $count } { $colour-gen_pl } ресурсов
       *[other] { $count } { $colour-gen_pl } ресурса
    } за карту B { $card }
li-fx-gained-income = { $player } получает { $count ->
        [one] { $count } { $colour } ресурс
        [few] { $count } { $colour-gen_pl } ресурса
        [many] { $count } { $colour-gen_pl } ресурсов
       *[other] { $count } { $colour-gen_pl } ресурса
    } по INCOME
li-fx-gained-instead = { $player } получает { $count ->
        [one] { $count } { $colour } ресурс
        [few] { $count } { $colour-gen_pl } ресурса
        [many] { $count } { $colour-gen_pl } ресурсов
       *[other] { $count } { $colour-gen_pl } ресурса
    } вместо того, чтобы ставить исследователя
li-fx-gained-provisions = { $player } получает { $count ->
        [one] { $count } { $colour } ресурс
        [few] { $count } { $colour-gen_pl } ресурса
        [many] { $count } { $colour-gen_pl } ресурсов
       *[other] { $count } { $colour-gen_pl } ресурса
    } по PROVISIONS
li-fx-gained-arrival = { $player } получает { $count ->
        [one] { $count } { $colour } ресурс
        [few] { $count } { $colour-gen_pl } ресурса
        [many] { $count } { $colour-gen_pl } ресурсов
       *[other] { $count } { $colour-gen_pl } ресурса
    } по { $code }
li-fx-paid = { $player } платит { $count ->
        [one] { $count } { $colour } ресурс
        [few] { $count } { $colour-gen_pl } ресурса
        [many] { $count } { $colour-gen_pl } ресурсов
       *[other] { $count } { $colour-gen_pl } ресурса
    }
li-fx-explorer-placed = { $player } ставит исследователя из запаса на клетку { $space }
li-fx-relocation-started = { $player } будет перемещать исследователя с клетки { $space }
li-fx-explorer-relocated = { $player } перемещает исследователя с клетки { $from } на клетку { $to }
li-fx-tile-captured = { $player } окружает { $region } и забирает его жетон { $animal-gen } (стоит { $value } ПО)
li-fx-vp-capture = { $player } получает { $vp } ПО за окружение участка { $region } (всего { $total })
li-fx-vp-capture-bonus = { $player } получает { $vp } ПО по CAPTURE_VP за { $tiles ->
        [one] { $tiles } пойманный жетон
        [few] { $tiles } пойманных жетона
        [many] { $tiles } пойманных жетонов
       *[other] { $tiles } пойманного жетона
    } (всего { $total })
li-fx-vp-landscape = { $player } получает { $vp } ПО по LANDSCAPE_VP за клетку { $landscape-gen } (всего { $total })
li-fx-vp-symbol = { $player } получает { $vp } ПО по SYMBOL_VP за клетку с символом «{ $symbol }» (всего { $total })
li-fx-vp-animals = { $player } получает { $vp } ПО за { $animals ->
        [one] { $animals } животное
        [few] { $animals } животных
        [many] { $animals } животных
       *[other] { $animals } животного
    } ({ $animal }; по 1 ПО за каждое) (всего { $total })
li-fx-vp-animals-double = { $player } получает { $vp } ПО за { $animals ->
        [one] { $animals } животное
        [few] { $animals } животных
        [many] { $animals } животных
       *[other] { $animals } животного
    } ({ $animal }; по 2 ПО за каждое с DOUBLE_SCORE) (всего { $total })
li-fx-marker-advanced = { $player } продвигает маркер { $animal-gen } на шаг { $step } (ценность { $value })
li-fx-marker-at-top = { $player } продвигает маркер { $animal-gen }, но он уже на вершине (ценность { $value })
li-fx-game-ended-threshold = Сумма ценностей животных — { $sum }: игра окончена
li-fx-game-ended-cards = Карт для добора не осталось: игра окончена
li-fx-final-scored = { $player } получает { $sets } за наборы, { $animals } за животных, { $resources } за ресурсы: { $total } ПО

## Rule errors.
li-err-wrong-step = { $action } — не решение текущего шага ({ $phase }, { $kind })
li-err-next-letter = карты кладутся под A, затем под B, затем под D: следующая буква — { $letter }
li-err-not-in-hand = карты { $card } нет у вас в руке
li-err-no-slot = в вашем держателе { $slots ->
        [one] { $slots } ячейка
        [few] { $slots } ячейки
        [many] { $slots } ячеек
       *[other] { $slots } ячейки
    }; ячейки { $slot } нет
li-err-income-question = вопрос касается маркера { $animal-gen }
li-err-double-step-question = вопрос касается { $code }
li-err-double-step-other = { $code } даёт второй шаг, только если действие D продвигает маркер { $animal-gen }, а не { $advanced-gen }
li-err-double-step-none = { $code } даёт второй шаг, только если действие D продвигает маркер { $animal-gen }, а оно не продвигает ни одного
li-err-no-space = клетки { $space } нет (на острове { $spaces ->
        [one] { $spaces } клетка
        [few] { $spaces } клетки
        [many] { $spaces } клеток
       *[other] { $spaces } клетки
    })
li-err-same-colour = на клетке никогда не может быть двух исследователей одного цвета
li-err-cost = эта клетка стоит { $amount ->
        [one] { $amount } { $colour } ресурс
        [few] { $amount } { $colour-gen_pl } ресурса
       *[other] { $amount } { $colour-gen_pl } ресурсов
    }; платить { $with-ins_pl } ресурсами нельзя
li-err-cost-any = эта клетка стоит { $amount ->
        [one] { $amount } ресурс
        [few] { $amount } ресурса
        [many] { $amount } ресурсов
       *[other] { $amount } ресурса
    } любого одного цвета; платить { $with-ins_pl } ресурсами нельзя
li-err-no-supply = в вашем личном запасе не осталось исследователей
li-err-no-explorer-there = на этой клетке нет вашего исследователя
li-err-relocate-supply = перемещать можно, только когда ваш личный запас пуст (или со SCOUT)
li-err-no-destination = вы не можете оплатить ни одну клетку назначения
li-err-capture-marker = CAPTURE_MARKER продвигает только маркер { $animal-gen }
li-err-nothing-to-decline = сейчас нет необязательного свойства, от которого можно отказаться
li-err-seats = la-isla §4.1: от 2 до 4 игроков, а не { $seats }
li-err-card-table = la-isla §11.6: встроенный список карт не читается
li-err-island-option = la-isla §5: неверный вариант острова: { $detail }
li-err-island = la-isla §5: { $detail }
li-err-island-data = { $detail }
li-err-first-player = la-isla §4.3 S6: first_player { $first } — не место в партии на { $seats } игроков
