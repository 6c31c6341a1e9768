# Журнал партии словами (service/app/gamelog): одно сообщение на предложение; заглавная
# буква и точка добавляются при сборке журнала. Игровые термины — сообщения глоссария
# (core_rs/locales/ru/<game>.ftl), передаваемые аргументами.

## Общее

log-and-more = { " " }(и ещё { $n })
log-a-player = игрок
    .gen = игрока
    .dat = игроку
    .acc = игрока
log-seat = место { $n }
    .gen = места { $n }
    .dat = месту { $n }
    .acc = место { $n }
log-secret-choice = { $who } делает тайный выбор
log-action-code = { $who }: { $what }
log-phase-code = { $code }
log-undo = Ходы отменены
log-unknown = нечто неизвестное
log-term = { $term }
log-round-started = Начинается раунд { $round }

## Dominant Species

log-ds-phase-planning = Планирование
log-ds-phase-execution = Выполнение
log-ds-phase-reset = Сброс
log-ds-phase-over = Конец игры
log-ds-animals = { $a } / { $b }
log-ds-space = гекс { $n }
    .gen = гекса { $n }
    .prep = гексе { $n }
log-ds-space-off = гекс за пределами поля
    .gen = гекса за пределами поля
    .prep = гексе за пределами поля
log-ds-tile-on = { $space } ({ $terrain })
    .gen = { $space-gen } ({ $terrain })
    .prep = { $space-prep } ({ $terrain })
log-ds-corner = угол гексов { $spaces }
    .gen = угла гексов { $spaces }
    .prep = углу гексов { $spaces }
log-ds-corner-edge = угол гекса { $n } на краю Земли
    .gen = угла гекса { $n } на краю Земли
    .prep = углу гекса { $n } на краю Земли
log-ds-corner-off = угол на краю Земли
    .gen = угла на краю Земли
    .prep = углу на краю Земли
log-ds-action-space = { $kind }
log-ds-action-space-numbered = { $kind } { $n }
log-ds-action-space-speciation = { $kind } ({ $element })
log-ds-action-space-migration = { $kind } (до { $n ->
    [one] { $n } особи
   *[other] { $n } особей
})
log-ds-action-space-competition = { $kind } { $n } (тундра, { $a }, { $b })
log-ds-action-space-unknown = поле действия
log-ds-final-scoring = конечный подсчёт очков
log-ds-empty = (пусто)

log-ds-pass = { $who } пасуют
log-ds-pass-initiative-swap = { $who } остаются на своём месте трека инициативы
log-ds-pass-initiative-place = { $who } забирают фишку с Инициативы
log-ds-pass-adaptation = { $who } не берут элемент
log-ds-pass-regression-protect = { $who } больше ничего не защищают от Регрессии
log-ds-pass-take-element = { $who } не выкладывают элемент
log-ds-pass-place-element = { $who } не выкладывают элемент
log-ds-pass-wasteland = { $who } не убирают диск с поля Пустоши
log-ds-pass-depletion = { $who } не убирают элемент с Земли
log-ds-pass-glaciation = { $who } не проводят оледенение
log-ds-pass-speciation-corner = { $who } не проводят видообразование
log-ds-pass-insect-speciation = { $who } не используют бесплатное Видообразование
log-ds-pass-wanderlust-tile = { $who } не берут тайл
log-ds-pass-wanderlust-hex = { $who } не выкладывают тайл
log-ds-pass-domination = { $who } не выбирают тайл для подсчёта
log-ds-pass-mammal-save = { $who } не спасают особь от вымирания
log-ds-pass-arachnid-competition = { $who } не используют бесплатную Конкуренцию
log-ds-pass-competition = { $who } завершают Конкуренцию
log-ds-pass-migration = { $who } завершают Миграцию
log-ds-pass-evolution = { $who } больше не заменяют особей
log-ds-pass-metamorphosis = { $who } не обменивают элемент
log-ds-pass-aquatic-cubes = { $who } не выставляют особей
log-ds-pass-hibernation = { $who } не возвращают особей
log-ds-done = { $who } закончили
log-ds-done-migration = { $who } завершают Миграцию
log-ds-done-competition = { $who } завершают Конкуренцию
log-ds-done-wanderlust-move = { $who } больше не перемещают особей на новый тайл
log-ds-done-mass-exodus-move = { $who } больше не перемещают особей
log-ds-done-evolution = { $who } больше не заменяют особей

log-ds-do-take-tile = { $who } берут открытый тайл из стопки Странствия { $stack }
log-ds-do-take-element = { $who } берут диск: { $element }
log-ds-do-add-cubes = { $who } выставляют { $n ->
    [one] { $n } особь
    [few] { $n } особи
   *[other] { $n } особей
} на { $space }
log-ds-do-glaciate = { $who } покрывают льдом { $space }
log-ds-do-eliminate = { $who } уничтожают особь ({ $animal }) на { $space-prep }
log-ds-do-replace-cube = { $who } заменяют особь ({ $animal }) на { $space-prep } своей
log-ds-do-remove-element = { $who } убирают диск с { $corner-gen }
log-ds-do-choose-space = { $who } выбирают { $space }
log-ds-do-save = { $who } спасают особь на { $space-prep }
log-ds-do-move-cube = { $who } перемещают особь с { $src-gen } на { $dst }
log-ds-do-place-tile = { $who } выкладывают тайл на { $space }
log-ds-do-choose-corner = { $who } выбирают { $corner }
log-ds-do-swap-initiative = { $who } продвигаются вперёд по треку инициативы
log-ds-do-exchange-element = { $who } обменивают свой элемент ({ $give }) на другой ({ $take })
log-ds-do-take-card = { $who } берут карту { $card }
log-ds-do-protect = { $who } защищают свой элемент: { $element }
log-ds-do-discard-element = { $who } сбрасывают свой элемент: { $element }
log-ds-do-remove-from-box = { $who } возвращают с поля Пустоши элемент: { $element }
log-ds-do-lose-ap = { $who } теряют фишку действия
log-ds-do-thin-out = { $who } оставляют по одной особи на каждом тайле
log-ds-do-keep-element = { $who } сохраняют элемент
log-ds-do-keep-cube = { $who } сохраняют особь
log-ds-do-move-out = { $who } уводят особь с тайла
log-ds-do-place-ap = { $who } ставят фишку действия

log-ds-ap-placed = { $who } ставят фишку действия на поле «{ $space }»
log-ds-planning-ended = Планирование раунда { $round } завершено
log-ds-dominance-gained = { $who } становятся доминирующими на { $tile-prep }
log-ds-dominance-lost = { $who } теряют доминирование на { $tile-prep }
log-ds-dominance-unchanged = Доминирование на { $tile-prep } не изменилось
log-ds-ap-returned = { $who } забирают свою фишку действия с поля «{ $space }»
log-ds-ap-moved = Фишка Оледенения ({ $who }) переходит с поля «{ $src }» на поле «{ $dst }»
log-ds-ap-gained = { $who } получают фишку действия
log-ds-ap-lost = { $who } теряют фишку действия
log-ds-action-skipped = { $who } ничего не могут сделать действием «{ $action }»
log-ds-initiative-swapped = { $who } обгоняют { $other-acc_pl } на треке инициативы
log-ds-element-adapted = { $who } добавляют на свою карточку элемент: { $element }
log-ds-element-lost = { $who } теряют со своей карточки элемент: { $element }
log-ds-element-protected = { $who } защищают от Регрессии свой элемент: { $element }
log-ds-element-placed = { $who } кладут диск ({ $element }) на { $corner }
log-ds-element-removed = Диск ({ $element }) с { $corner-gen } возвращается в мешок
log-ds-box-element-removed = { $who } возвращают диск ({ $element }) с поля Пустоши в мешок
log-ds-tundra-placed = { $space } становится тундрой
log-ds-corner-chosen = { $who } проводят видообразование от диска на { $corner-prep }
log-ds-cubes-added = { $who } выставляют из генофонда { $n ->
    [one] { $n } особь
    [few] { $n } особи
   *[other] { $n } особей
} на { $space }
log-ds-cubes-moved = { $who } перемещают { $n ->
    [one] { $n } особь
    [few] { $n } особи
   *[other] { $n } особей
} с { $src-gen } на { $dst }
log-ds-cubes-eliminated = { $who } теряют { $n ->
    [one] { $n } особь
    [few] { $n } особи
   *[other] { $n } особей
} на { $space-prep } (уничтожены)
log-ds-cubes-to-gene-pool = { $who } возвращают { $n ->
    [one] { $n } особь
    [few] { $n } особи
   *[other] { $n } особей
} с { $space-gen } в свой генофонд
log-ds-cubes-hibernated = { $who } возвращают из спячки { $n ->
    [one] { $n } особь
    [few] { $n } особи
   *[other] { $n } особей
} на { $space }
log-ds-cube-saved = { $who } спасают от вымирания одну особь на { $space-prep }
log-ds-tile-placed = { $who } выкладывают тайл ({ $terrain }) на { $space }
log-ds-tile-chosen = { $who } выбирают { $tile } для карты { $card }
log-ds-tile-revealed = В стопке Странствия { $stack } открывается тайл: { $terrain }
log-ds-vp-gained = { $who } получают { $vp } ПО: { $reason }
log-ds-vp-gained-other = { $who } получают { $vp } ПО за свою игру
log-ds-vp-lost = { $who } теряют { $vp } ПО: { $reason }
log-ds-vp-lost-other = { $who } теряют { $vp } ПО из-за карты
log-ds-place-scored = { $who } получают { $vp } ПО за { $place }-е место на { $tile-prep }
log-ds-place-scored-final = { $who } получают { $vp } ПО за { $place }-е место на { $tile-prep } при конечном подсчёте
log-ds-card-taken = { $who } берут карту { $card }
log-ds-card-revealed = Открыта карта { $card }
log-ds-immigrants = { $who } отвечают на карту Иммигранты
log-ds-immigrants-discard-element = { $who } решают сбросить элемент
log-ds-immigrants-lose-ap = { $who } решают потерять фишку действия
log-ds-immigrants-thin-out = { $who } решают оставить по одной особи на каждом тайле
log-ds-last-round = Ледниковый период: раунд { $round } — последний
log-ds-no-cubes-left = Ни на Земле, ни в генофондах не осталось особей: игра заканчивается после раунда { $round }
log-ds-reseeded = Новые диски: Адаптация — { $adaptation }; Изобилие — { $abundance }; Странствие — { $wanderlust }
log-ds-game-ended = Игра заканчивается после раунда { $round }

## Evo

log-evo-phase-initiative = Фаза 1: инициатива
log-evo-phase-climate = Фаза 2: климат
log-evo-phase-movement = Фаза 3: движение и бой
log-evo-phase-birth = Фаза 4: размножение
log-evo-phase-survival = Фаза 5: выживание
log-evo-phase-auction = Фаза 6: метеорит и аукцион
log-evo-phase-meteor = Фаза 6: метеорит и аукцион
log-evo-phase-over = Конец игры
log-evo-colour-red = Красный
    .gen = Красного
    .dat = Красному
    .acc = Красного
log-evo-colour-blue = Синий
    .gen = Синего
    .dat = Синему
    .acc = Синего
log-evo-colour-green = Зелёный
    .gen = Зелёного
    .dat = Зелёному
    .acc = Зелёного
log-evo-colour-yellow = Жёлтый
    .gen = Жёлтого
    .dat = Жёлтому
    .acc = Жёлтого
log-evo-colour-purple = Фиолетовый
    .gen = Фиолетового
    .dat = Фиолетовому
    .acc = Фиолетового
log-evo-seat = { $who }
log-evo-region = регион { $n }
    .prep = регионе { $n }
    .gen = региона { $n }
log-evo-region-terrain = регион { $n } ({ $terrain })
    .prep = регионе { $n } ({ $terrain })
    .gen = региона { $n } ({ $terrain })
log-evo-region-unknown = некий регион
    .prep = некоем регионе
    .gen = некоего региона

log-evo-pass = { $who } не играет карту
log-evo-pass-bid = { $who } пасует на аукционе
log-evo-end-movement = { $who } завершает движение
log-evo-stop-births = { $who } больше не выставляет детёнышей
log-evo-dino-moved = { $who } перемещает динозавра из { $src-gen } в { $dst }
log-evo-newborn-placed = { $who } выставляет детёныша в { $region-prep }
log-evo-dino-kept = { $who } сохраняет жизнь динозавру в { $region-prep }
log-evo-bid = { $who } ставит { $value } на ряд { $row }
log-evo-play-card = { $who } играет карту { $card }

log-evo-initiative-rolled = { $who } выбрасывает { $roll } на инициативу
log-evo-order-set = Порядок хода в этом раунде: { $order }
log-evo-order-changed = Теперь порядок хода: { $order }
log-evo-climate-rolled-back = { $who } выбрасывает { $roll } на климат: маркер климата отступает с деления { $src } на деление { $dst } (умеренный климат: { $temperate })
log-evo-climate-rolled-stays = { $who } выбрасывает { $roll } на климат: маркер климата остаётся на делении { $dst } (умеренный климат: { $temperate })
log-evo-climate-rolled-forward = { $who } выбрасывает { $roll } на климат: маркер климата продвигается с деления { $src } на деление { $dst } (умеренный климат: { $temperate })
log-evo-climate-changed = { $card }: маркер климата переходит с деления { $src } на деление { $dst } (умеренный климат: { $temperate })
log-evo-card-played = { $who } играет карту { $card }
log-evo-card-played-on = { $who } играет карту { $card } на динозавра { $target-gen } в { $region-prep }
log-evo-card-played-on-dino = { $who } играет карту { $card } на динозавра в { $region-prep }
log-evo-card-played-value = { $played }, выбирая результат броска { $value }
log-evo-card-does = { $played }: { $does }
log-evo-said = { $said }
log-evo-card-does-sleeping-gene = в этом раунде больше нельзя играть карты
log-evo-card-does-me-first = { $who } ходит первым до конца раунда
log-evo-card-does-genetic-highflyer = на этом аукционе цена для { $who-gen } на 3 ОЭ ниже
log-evo-card-does-gene-split = перебить ставку { $who-gen } на этом аукционе стоит на 3 ОЭ дороже
log-evo-card-does-ice-cold = в этом раунде у каждого вида на одну шубу меньше
log-evo-card-does-killer-rays = в этом раунде у каждого вида на один зонтик меньше
log-evo-card-does-missing-link = в этом раунде на аукцион выставляется на один ген меньше, и один игрок может пасовать
log-evo-card-does-heatproof-skin = в этом раунде все динозавры { $who-gen } в жарких регионах выживают
log-evo-card-does-catastrophe = маркер климата продвигается на два деления вперёд; климат не бросается
log-evo-card-does-tough-kids = детёнышей { $who-gen } можно выставлять на динозавров других видов, и они атакуют с одним лишним рогом
log-evo-card-does-weather-gene = в этом раунде климат не бросается
log-evo-card-does-big-brother = в этом раунде динозавры { $who-gen } защищаются с двумя лишними рогами
log-evo-card-does-giant-gene = в этом раунде динозавры { $who-gen } атакуют с двумя лишними рогами
log-evo-card-does-primal-urge = { $who } делает столько шагов, сколько у него динозавров на поле, сколько бы ни было ног
log-evo-card-does-pthermodactylus = в этом раунде все динозавры { $who-gen } в холодных регионах выживают
log-evo-card-does-birth-control = в этом раунде ни у кого нет детёнышей
log-evo-card-does-survival-gene = каждый другой игрок теряет 1 ОЭ за каждого динозавра, убитого климатом в этом раунде
log-evo-card-does-wandering-brood = детёнышей { $who-gen } можно выставлять на расстоянии до 3 регионов
log-evo-card-does-unexpected-gene = { $who } получает на 2 ОЭ больше при конечном подсчёте
log-evo-card-does-vegetarian-diet = до конца раунда никаких боёв
log-evo-card-does-defensive-gas = в этом раунде { $who } и { $other } не могут нападать друг на друга
log-evo-card-does-defensive-gas-anyone = в этом раунде два игрока не могут нападать друг на друга
log-evo-card-does-flood = кубик за каждого динозавра на побережье; бросок плюс зонтики не больше 3 — динозавр тонет
log-evo-card-taken = { $who } забирает карту { $card } у { $other-gen } с помощью карты «Удвоение»
log-evo-card-discarded = Карта { $card } выходит из игры
log-evo-combat = { $attacker } нападает на { $defender-acc } в { $region-prep } (разница рогов { $diff }), бросок { $roll }: побеждает { $winner }
log-evo-dino-removed-combat = Динозавр { $who-gen } в { $region-prep } проиграл бой и возвращается в запас
log-evo-dino-removed-accident = Динозавр { $who-gen } в { $region-prep } попал в несчастный случай и возвращается в запас
log-evo-dino-removed-flood = Динозавр { $who-gen } в { $region-prep } утонул при Потопе и возвращается в запас
log-evo-dino-removed-climate = Динозавр { $who-gen } в { $region-prep } погиб от климата и возвращается в запас
log-evo-dino-removed-cuckoo = Динозавр { $who-gen } в { $region-prep } вытеснен картой «Кукушонок» и возвращается в запас
log-evo-dino-removed-other = Динозавр { $who-gen } в { $region-prep } убран и возвращается в запас
log-evo-dino-replaced = { $by } ставит динозавра в { $region-prep } вместо детёныша { $who-gen }
log-evo-births-ended = Размножение { $who-gen } окончено: { $n ->
    [one] выставлен { $n } детёныш
    [few] выставлено { $n } детёныша
   *[other] выставлено { $n } детёнышей
}
log-evo-flood-rolled-survives = Потоп: { $roller } выбрасывает { $roll } за динозавра { $who-gen } на побережье в { $region-prep }; { $roll } + { $parasols ->
    [one] { $parasols } зонтик
    [few] { $parasols } зонтика
   *[other] { $parasols } зонтиков
} = { $sum }: он выживает (больше 3)
log-evo-flood-rolled-drowns = Потоп: { $roller } выбрасывает { $roll } за динозавра { $who-gen } на побережье в { $region-prep }; { $roll } + { $parasols ->
    [one] { $parasols } зонтик
    [few] { $parasols } зонтика
   *[other] { $parasols } зонтиков
} = { $sum }: он тонет (3 или меньше)
log-evo-ep-gained = { $who } получает { $amount } ОЭ (всего { $total } ОЭ)
log-evo-ep-lost = { $who } теряет { $amount } ОЭ (всего { $total } ОЭ)
log-evo-meteor-moved = Метеорит переходит на деление { $space } трека раундов
log-evo-meteor-strikes = { $who } выбрасывает { $roll } на метеорит: он падает!
log-evo-meteor-misses = { $who } выбрасывает { $roll } на метеорит: промах
log-evo-game-ended-last-space = Метеорит достигает последнего деления: игра окончена
log-evo-game-ended-strike = Метеорит падает: игра окончена
log-evo-gene-row = ряд { $row }: { $gene }
log-evo-genes-drawn = Гены на аукционе: { $genes }
log-evo-bid-placed = { $who } ставит { $value } на ген «{ $gene }» в ряду { $row }
log-evo-outbid = Ставку { $who-gen } в ряду { $row } перебивает { $by }
log-evo-gets-card = ген «карта» и тянет карту события
log-evo-gets-egg = ген «яйцо»
log-evo-gets-gene = ген «{ $gene }»
log-evo-gene-bought = { $who } платит { $price } ОЭ за ставку { $bid } (осталось { $total } ОЭ) и получает { $gets }
log-evo-card-drawn = { $who } тянет карту { $card }
log-evo-card-drawn-hidden = { $who } тянет карту события
log-evo-score = { $who } { $ep }
log-evo-final-scores = Итоговые очки: { $scores }; победа: { $winners }

## La Isla

log-li-phase-card = Фаза карт
log-li-phase-a = Действие A
log-li-phase-b = Действие B
log-li-phase-c = Действие C
log-li-phase-d = Действие D
log-li-phase-final = Конец игры
log-li-phase-of-card = фазы карт
log-li-phase-of-a = действия A
log-li-phase-of-b = действия B
log-li-phase-of-c = действия C
log-li-phase-of-d = действия D
log-li-phase-of-unknown = этого действия
log-li-seat-red = Красный
    .gen = Красного
    .dat = Красному
    .acc = Красного
log-li-seat-blue = Синий
    .gen = Синего
    .dat = Синему
    .acc = Синего
log-li-seat-orange = Оранжевый
    .gen = Оранжевого
    .dat = Оранжевому
    .acc = Оранжевого
log-li-seat-black = Чёрный
    .gen = Чёрного
    .dat = Чёрному
    .acc = Чёрного
log-li-space = клетка { $n } ({ $landscape })
    .acc = клетку { $n } ({ $landscape })
    .gen = клетки { $n } ({ $landscape })
    .prep = клетке { $n } ({ $landscape })
log-li-space-unknown = некая клетка
    .acc = некую клетку
    .gen = некой клетки
    .prep = некой клетке
log-li-space-word = клетка|клетку|клетки|клетке|клеткой
log-li-space-number = клетка { $n }
log-li-region = участок джунглей { $n }
log-li-region-unknown = участок джунглей
log-li-a-card = карта
log-li-card = «{ $name }» ({ $colour }, { $species })
log-li-function-code = { $code }
log-li-card-landscape-vp = ПО за ландшафт: { $x }
log-li-card-symbol-vp = ПО за символ: { $x }
log-li-card-symbol-resource = ресурс за символ: { $x }
log-li-card-landscape-resource = ресурс за ландшафт: { $x }
log-li-card-landscape-discount = скидка на ландшафт: { $x }
log-li-card-symbol-discount = скидка на символ: { $x }
log-li-card-income = доход: { $x }
log-li-card-income-marker = маркер дохода: { $x }
log-li-card-landscape-marker = маркер ландшафта: { $x }
log-li-card-double-step = двойной шаг: { $x }
log-li-card-capture-marker = маркер захвата: { $x }
log-li-card-any-colour = любой цвет: { $x }

log-li-declines = { $who } отказывается
log-li-decides = { $who } принимает решение
log-li-do-place-explorer = { $who } ставит исследователя на { $space-acc }
log-li-do-relocate-explorer = { $who } переставляет исследователя на { $space-acc }
log-li-do-pick-up-explorer = { $who } забирает своего исследователя с { $space-gen }
log-li-do-take-resource = { $who } берёт ресурс: { $colour }
log-li-do-choose-species = { $who } выбирает животное: { $species }

log-li-answer = { $who }: { $answer }
log-li-answer-cover-slot = { $who } накроет картой A ячейку { $slot } держателя карт
log-li-answer-extra-explorer-true = { $who } возьмёт дополнительного исследователя
log-li-answer-extra-explorer-false = { $who } не возьмёт дополнительного исследователя
log-li-answer-income-marker-true = { $who } продвинет в действии B маркер: { $species }
log-li-answer-income-marker-false = { $who } не продвинет в действии B маркер: { $species }
log-li-answer-free-choice = { $who } продвинет в действии D маркер: { $species } ({ $function })
log-li-answer-double-step-true = { $who } сделает второй шаг: { $species }
log-li-answer-double-step-false = { $who } не сделает второй шаг: { $species }
log-li-answer-does-not-apply = { $who }: «{ $function }» в этом раунде не действует

log-li-round-started = Начинается раунд { $round }; первый игрок — { $first }
log-li-deck-reshuffled = Стопка сброса ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[other] { $n } карт
}) замешивается в новую колоду
log-li-card-drawn = { $who } тянет карту { $card }
log-li-cards-drawn = { $who } тянет { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[other] { $n } карт
}
log-li-card-assigned = { $who } кладёт карту { $card } рубашкой вверх под { $letter }
log-li-card-face-down = { $who } кладёт карту рубашкой вверх под { $letter }
log-li-answer-recorded = { $who } делает тайный выбор для { $phase }
log-li-seat-decided = { $who } сделал все тайные выборы { $phase }
log-li-leftover-discarded = { $who } сбрасывает неиспользованную карту { $card }
log-li-a-card-revealed = { $who } открывает карту A { $card }
log-li-card-placed = { $who } кладёт карту «{ $card }» в ячейку { $slot } держателя карт
log-li-card-placed-covering = { $who } кладёт карту «{ $card }» в ячейку { $slot } держателя карт, накрывая карту «{ $covered }» (она больше не действует)
log-li-slot-added = Теперь в держателе карт { $who-gen } { $n ->
    [one] { $n } ячейка
    [few] { $n } ячейки
   *[other] { $n } ячеек
}
log-li-explorer-taken = { $who } берёт исследователя из общего запаса (в личном запасе: { $n })
log-li-option-declined = { $who } отказывается от возможности: { $option }
log-li-option-extra-explorer = дополнительный исследователь
log-li-option-income-marker = продвижение маркера дохода ({ $species })
log-li-option-double-step = второй шаг ({ $species })
log-li-option-capture-marker = продвижение маркера захвата ({ $species })
log-li-option-landscape-marker = продвижение маркера ландшафта
log-li-option-second-move = второе перемещение
log-li-option-unknown = некая возможность
log-li-card-discarded = { $who } сбрасывает карту { $letter } { $card }
log-li-resources = { $who } берёт ресурсы ({ $colour }): { $n }
log-li-resources-b-card = { $who } берёт ресурсы ({ $colour }): { $n } за карту B «{ $card }»
log-li-resources-income = { $who } берёт ресурсы ({ $colour }): { $n } в качестве дохода
log-li-resources-taken-instead = { $who } берёт ресурсы ({ $colour }): { $n } вместо того, чтобы ставить исследователя
log-li-resources-provisions = { $who } берёт ресурсы ({ $colour }): { $n } благодаря Провизии
log-li-resources-arrival = { $who } берёт ресурсы ({ $colour }): { $n } благодаря карте «{ $function }»
log-li-resources-paid = { $who } платит ресурсы ({ $colour }): { $n }
log-li-explorer-placed = { $who } ставит исследователя из своего запаса на { $space-acc }
log-li-relocation-started = { $who } забирает своего исследователя с { $space-gen }, чтобы переставить его
log-li-explorer-relocated = { $who } переставляет исследователя с { $src-gen } на { $dst-acc }
log-li-tile-captured = { $who } окружает { $region } и забирает его жетон ({ $species }, { $vp } ПО)
log-li-vp = { $who } получает { $vp } ПО (всего { $total })
log-li-vp-capture = { $who } получает { $vp } ПО за окружение: { $region } (всего { $total })
log-li-vp-capture-bonus = { $who } получает { $vp } ПО по карте «{ $function }» за захваченные жетоны: { $n } (всего { $total })
log-li-vp-function = { $who } получает { $vp } ПО по карте «{ $function }» (всего { $total })
log-li-vp-animals = { $who } получает { $vp } ПО за животных ({ $species }): { $n } (по 1 ПО) (всего { $total })
log-li-vp-animals-double = { $who } получает { $vp } ПО за животных ({ $species }): { $n } (по 2 ПО благодаря Двойному счёту) (всего { $total })
log-li-marker-advanced = { $who } продвигает маркер ({ $species }) на шаг { $step } (ценность { $value })
log-li-marker-at-top = { $who } продвигает маркер ({ $species }), который уже наверху (ценность { $value })
log-li-game-ended-threshold = Сумма ценностей животных — { $sum }: игра окончена
log-li-game-ended-cards = Карт для добора не осталось: игра окончена
log-li-final-scored = { $who } получает { $sets } за наборы, { $animals } за животных и { $resources } за ресурсы: всего { $total } ПО

log-li-ability-landscape-vp = +3 ПО каждый раз, когда ваш исследователь приходит на клетку ландшафта «{ $x }»
log-li-ability-symbol-vp = +3 ПО каждый раз, когда ваш исследователь приходит на клетку с символом «{ $x }»
log-li-ability-symbol-resource = ресурс на ваш выбор каждый раз, когда ваш исследователь приходит на клетку с символом «{ $x }»
log-li-ability-landscape-resource = ресурс на ваш выбор каждый раз, когда ваш исследователь приходит на клетку ландшафта «{ $x }»
log-li-ability-landscape-discount = клетки ландшафта «{ $x }» стоят вам 1 ресурс вместо 2
log-li-ability-income = на 1 ресурс цвета «{ $x }» больше в каждом действии B
log-li-ability-income-marker = в каждом действии B можно продвинуть маркер животного «{ $x }»
log-li-ability-landscape-marker = можно продвинуть любой маркер каждый раз, когда ваш исследователь приходит на клетку ландшафта «{ $x }»
log-li-ability-extra-explorer = при выкладывании: возьмите одного своего исследователя из общего запаса
log-li-ability-extra-slot = при выкладывании: в вашем держателе карт навсегда становится на одно место больше
log-li-ability-wider-search = в фазе карт берите 4 карты вместо 3
log-li-ability-provisions = взяв ресурс в действии C, вы получаете два
log-li-ability-double-step = второй шаг, когда ваше действие D продвигает маркер животного «{ $x }»
log-li-ability-free-choice = ваша карта D может продвинуть маркер любого животного
log-li-ability-capture-marker = после захвата жетонов животного «{ $x }» продвиньте его маркер по разу за каждый жетон
log-li-ability-any-colour = платите за клетки ландшафта «{ $x }» ресурсами любого одного цвета
log-li-ability-symbol-discount = клетки с символом «{ $x }» стоят вам 1 ресурс вместо 2
log-li-ability-scout = в действии C можно переместиться, даже если в вашем запасе есть исследователи
log-li-ability-double-score = продвижения вашего маркера в действии D приносят вдвое больше очков
log-li-ability-capture-vp = +2 ПО за каждый захваченный жетон
log-li-ability-second-move = одно дополнительное перемещение после каждого выставления или перемещения в действии C
