# evo

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
evo-phase-initiative = Инициатива
    .acc = Инициативу
    .gen = Инициативы
    .gender = f
evo-phase-climate = Климат
    .acc = Климат
    .gen = Климата
    .gender = m
evo-phase-movement = Движение и бой
    .acc = Движение и бой
    .gen = Движения и боя
    .gender = n
evo-phase-birth = Размножение
    .acc = Размножение
    .gen = Размножения
    .gender = n
evo-phase-survival = Выживание и эволюция
    .acc = Выживание и эволюцию
    .gen = Выживания и эволюции
    .gender = n
evo-phase-meteor = Метеорит и аукцион
    .acc = Метеорит и аукцион
    .gen = Метеорита и аукциона
    .gender = m
evo-phase-over = Конец игры
    .acc = Конец игры
    .gen = Конца игры
    .gender = m
evo-step-w1-start = начало фазы 1
evo-step-initiative = Инициатива
evo-step-w2-start = начало фазы 2
evo-step-climate = бросок климата
evo-step-w3-start = начало фазы 3
evo-step-movement = движение
evo-step-w4-start = начало фазы 4
evo-step-w4-own = своё размножение
evo-step-births = рождения
evo-step-w4-end = конец фазы 4
evo-step-w5-start = начало фазы 5
evo-step-survival = выживание
evo-step-w5-end = конец фазы 5
evo-step-w6-start = начало фазы 6
evo-step-meteor = метеорит
evo-step-w6-bid = перед торгами
evo-step-auction = аукцион
evo-step-w6-pay = оплата ставок
evo-step-payment = оплата
evo-step-end-of-round = конец раунда
evo-step-final = конец последнего раунда
evo-step-scoring = финальный подсчёт очков
evo-step-over = конец игры
evo-gene-tail = хвост
    .acc = хвост
    .acc_pl = хвосты
    .gen = хвоста
    .gen_pl = хвостов
    .gender = m
    .pl = хвосты
evo-gene-leg = нога
    .acc = ногу
    .acc_pl = ноги
    .gen = ноги
    .gen_pl = ног
    .gender = f
    .pl = ноги
evo-gene-horn = рог
    .acc = рог
    .acc_pl = рога
    .gen = рога
    .gen_pl = рогов
    .gender = m
    .pl = рога
evo-gene-egg = яйцо
    .acc = яйцо
    .acc_pl = яйца
    .gen = яйца
    .gen_pl = яиц
    .gender = n
    .pl = яйца
evo-gene-fur = шуба
    .acc = шубу
    .acc_pl = шубы
    .gen = шубы
    .gen_pl = шуб
    .gender = f
    .pl = шубы
evo-gene-parasol = зонтик
    .acc = зонтик
    .acc_pl = зонтики
    .gen = зонтика
    .gen_pl = зонтиков
    .gender = m
    .pl = зонтики
evo-gene-mutation = мутация
    .acc = мутацию
    .acc_pl = мутации
    .gen = мутации
    .gen_pl = мутаций
    .gender = f
    .pl = мутации
evo-gene-card = карта
    .acc = карту
    .acc_pl = карты
    .gen = карты
    .gen_pl = карт
    .gender = f
    .pl = карты
evo-terrain-desert = пустыня
    .acc = пустыню
    .gen = пустыни
    .gender = f
evo-terrain-plains = равнина
    .acc = равнину
    .gen = равнины
    .gender = f
evo-terrain-hills = холмы
    .acc = холмы
    .gen = холмов
    .gender = pl
    .number = pl
evo-terrain-mountains = горы
    .acc = горы
    .gen = гор
    .gender = pl
    .number = pl
evo-climateclass-temperate = умеренный
evo-climateclass-hot = жаркий
evo-climateclass-cold = холодный
evo-climateclass-scorching = палящий
evo-climateclass-freezing = ледяной
evo-card-sleeping-gene = Спящий ген
evo-card-accident = Несчастный случай
evo-card-weather-swing = Перемена погоды
evo-card-me-first = Я первый!
evo-card-genetic-highflyer = Генетическое превосходство
evo-card-gene-split = Расщепление гена
evo-card-ice-cold = Лютый мороз
evo-card-killer-rays = Смертоносные лучи
evo-card-missing-link = Недостающее звено
evo-card-heatproof-skin = Жаростойкая кожа
evo-card-catastrophe = Катастрофа!
evo-card-tough-kids = Крепкие детёныши
evo-card-cuckoo = Кукушонок
evo-card-weather-gene = Ген погоды
evo-card-big-brother = Старший брат
evo-card-duplication = Удвоение
evo-card-giant-gene = Ген гиганта
evo-card-primal-urge = Первобытный инстинкт
evo-card-pthermodactylus = Птермодактиль
evo-card-birth-control = Контроль рождаемости
evo-card-survival-gene = Ген выживания
evo-card-wandering-brood = Бродячий выводок
evo-card-unexpected-gene = Неожиданный ген
evo-card-vegetarian-diet = Вегетарианская диета
evo-card-defensive-gas = Защитный газ
evo-card-flood = Потоп
evo-cause-combat = бой
    .acc = бой
    .gen = боя
    .gender = m
evo-cause-accident = Несчастный случай
evo-cause-flood = Потоп
evo-cause-climate = климат
    .acc = климат
    .gen = климата
    .gender = m
evo-cause-cuckoo = Кукушонок
evo-endreason-last-space = метеорит дошёл до последнего деления
evo-endreason-meteor-strike = падение метеорита
evo-tiebreak-more-dinos-first = сначала у кого больше динозавров
evo-tiebreak-fewer-dinos-first = сначала у кого меньше динозавров
evo-fourplayerboard-s-l = малая и большая карты
evo-fourplayerboard-ma-mb = две средние карты
evo-option-hard-variant = усложнённая игра
evo-option-starting-ep = начальные очки эволюции
evo-option-initiative-tie-break = ничья при определении инициативы
evo-option-four-player-board = поле для 4 игроков
evo-dino = динозавр
    .acc = динозавра
    .acc_pl = динозавров
    .gen = динозавра
    .gen_pl = динозавров
    .gender = m
    .pl = динозавры
evo-species = вид
    .acc = вид
    .gen = вида
    .gen_pl = видов
    .gender = m
    .pl = виды
evo-region = регион
    .acc = регион
    .gen = региона
    .gen_pl = регионов
    .gender = m
    .pl = регионы
evo-ep = очки эволюции (ОЭ)
    .acc_pl = очки эволюции
    .gen_pl = очков эволюции
    .gender = n
    .number = pl
    .sg = очко эволюции
evo-gene = ген
    .acc = ген
    .gen = гена
    .gen_pl = генов
    .gender = m
    .pl = гены
evo-gene-tile = жетон гена
    .acc = жетон гена
    .gen = жетона гена
    .gender = m
evo-portrait = портрет вида
    .acc = портрет вида
    .gen = портрета вида
    .gender = m
evo-event-card = карта события
    .acc = карту события
    .gen = карты события
    .gender = f
    .pl = карты событий
evo-initiative-track = трек инициативы
evo-climate-track = трек климата
evo-climate-marker = маркер климата
evo-round-track = трек раундов
evo-meteor = метеорит
    .acc = метеорит
    .gen = метеорита
    .gender = m
evo-meteor-marker = маркер метеорита
evo-bidding-board = табло аукциона
evo-bid = ставка
    .acc = ставку
    .gen = ставки
    .gen_pl = ставок
    .gender = f
    .pl = ставки
evo-outbid = перебить ставку
evo-auction = аукцион
    .acc = аукцион
    .gen = аукциона
    .gender = m
evo-price = цена
    .acc = цену
    .gen = цены
    .gender = f
evo-start-player = первый игрок
evo-start-region = стартовый регион
evo-order = порядок
    .acc = порядок
    .gen = порядка
    .gender = m
evo-movement-points = очки движения
evo-attacker = нападающий
    .acc = нападающего
    .gen = нападающего
    .gender = m
evo-defender = защитник
    .acc = защитника
    .gen = защитника
    .gender = m
evo-newborn = детёныш
    .acc = детёныша
    .acc_pl = детёнышей
    .gen = детёныша
    .gen_pl = детёнышей
    .gender = m
    .pl = детёныши
evo-coast = побережье
    .acc = побережье
    .gen = побережья
    .gender = n
evo-card-window = окно для карт
evo-supply = запас
    .acc = запас
    .gen = запаса
    .gender = m
evo-shared-victory = общая победа
evo-roll-off = переброс кубика
evo-map = карта местности
    .acc = карту местности
    .gen = карты местности
    .gender = f
evo-action-play-card = сыграть карту
evo-action-pass = пас
evo-action-move = переместить динозавра
evo-action-end-movement = закончить движение
evo-action-place-newborn = выставить детёныша
evo-action-stop-births = закончить размножение
evo-action-keep-dino = сохранить динозавра
evo-action-bid = ставка
evo-action-pass-bid = пас на аукционе
# ---- end of terms

# ---- messages of the engine (labels, prompts, effects, rule errors, options)

evo-colour-red = Красный
    .gen = Красного
    .acc = Красного
    .dat = Красному
    .ins = Красным
evo-colour-blue = Синий
    .gen = Синего
    .acc = Синего
    .dat = Синему
    .ins = Синим
evo-colour-green = Зелёный
    .gen = Зелёного
    .acc = Зелёного
    .dat = Зелёному
    .ins = Зелёным
evo-colour-yellow = Жёлтый
    .gen = Жёлтого
    .acc = Жёлтого
    .dat = Жёлтому
    .ins = Жёлтым
evo-colour-purple = Фиолетовый
    .gen = Фиолетового
    .acc = Фиолетового
    .dat = Фиолетовому
    .ins = Фиолетовым
evo-seat-n = Игрок { $seat }
    .gen = игрока { $seat }
    .acc = игрока { $seat }
    .dat = игроку { $seat }
    .ins = игроком { $seat }
evo-comma = { $a }, { $b }
evo-nothing = { "" }

evo-place = регион { $id } ({ $terrain })
    .acc = регион { $id } ({ $terrain })
    .gen = региона { $id } ({ $terrain })
    .prep = регионе { $id } ({ $terrain })
evo-place-climate = регион { $id } ({ $terrain }, { $climate })
    .acc = регион { $id } ({ $terrain }, { $climate })
    .gen = региона { $id } ({ $terrain }, { $climate })
    .prep = регионе { $id } ({ $terrain }, { $climate })
evo-climate-space = деление { $pos } (умеренный климат: { $temperate })
    .acc = деление { $pos } (умеренный климат: { $temperate })
    .prep = делении { $pos } (умеренный климат: { $temperate })
evo-odds = { $max ->
    [1] ты побеждаешь, только если выпадет 1
    [2] ты побеждаешь, если выпадет 1 или 2
   *[other] ты побеждаешь, если выпадет от 1 до { $max }
}
evo-the-gene = ген «{ $gene }»
evo-a-gene = ген

evo-window-w1-start = в начале фазы 1
evo-window-w2-start = в начале фазы 2
evo-window-w3-start = в начале фазы 3
evo-window-w4-start = в начале фазы 4
evo-window-w4-own = перед собственным размножением игрока
evo-window-w4-end = в конце фазы 4
evo-window-w5-start = в начале фазы 5
evo-window-w5-end = в конце фазы 5
evo-window-w6-start = в начале фазы 6
evo-window-w6-bid = во время торгов фазы 6
evo-window-w6-pay = во время оплаты ставок фазы 6
evo-window-final = в конце игры

evo-label-pass-answer = Пас: не отвечать на «{ $card }»
evo-label-pass = Пас: не играть карту
evo-label-pass-own-births = Пас: не играть карту перед своим размножением
evo-label-attack = Напасть на динозавра { $owner-gen } в { $to-prep } из { $from-gen }: { $odds }
evo-label-move = Переместить своего динозавра из { $from-gen } в { $to-acc }
evo-label-end-movement = Закончить движение
evo-label-end-movement-unused = Закончить движение ({ $left ->
    [one] не использовано { $left } очко движения
    [few] не использовано { $left } очка движения
   *[other] не использовано { $left } очков движения
})
evo-label-newborn-attack = Выставить детёныша на динозавра { $owner-gen } в { $region-prep } и напасть на него («Крепкие детёныши»): { $odds }
evo-label-newborn = Выставить детёныша в { $region-acc }
evo-label-stop-births = Закончить размножение (больше не выставлять детёнышей)
evo-label-keep = Сохранить жизнь своему динозавру в { $region-prep }
evo-label-pass-bid = Пас на аукционе: не брать ген в этом раунде
evo-label-bid = Ставка { $value } на { $gene } в ряду { $row }{ $outbid }{ $split }{ $sleep }{ $pay }
evo-label-bid-outbidding = , перебивая ставку { $value } { $rival-gen }
evo-label-bid-then = , затем сыграть «{ $card }»
evo-label-bid-pay = { " " }(ты заплатишь { $ep } ОЭ)
evo-label-accident = Сыграть «{ $card }» на { $whose ->
    [own] своего динозавра
    [none] динозавра
   *[other] динозавра { $owner-gen }
} в { $region-prep }: он возвращается в запас
evo-label-cuckoo = Сыграть «{ $card }» на { $whose ->
    [own] своего детёныша
    [none] детёныша
   *[other] детёныша { $owner-gen }
} в { $region-prep }: его место занимает твой динозавр
evo-label-weather-gene = Сыграть «{ $card }» как результат броска { $value }: маркер климата { $value ->
    [1] отходит назад на { $space-acc }
    [2] остаётся на { $space-prep }
   *[other] продвигается вперёд на { $space-acc }
}
evo-label-defensive-gas = Сыграть «{ $card }» с { $player-ins }: ты и { $player } не можете нападать друг на друга в этом раунде
evo-label-play = Сыграть «{ $card }»: { $what }

evo-what-sleeping-gene = в этом раунде больше нельзя играть карты
evo-what-accident = убрать динозавра игрока, у которого на поле 5 или больше динозавров
evo-what-cuckoo = заменить детёныша другого игрока своим динозавром
evo-what-weather-swing = маркер климата перемещается с деления { $from } на { $space-acc }, затем бросается кубик климата
evo-what-weather-gene = выбрать результат броска кубика климата
evo-what-me-first = ты ходишь первым до конца раунда
evo-what-genetic-highflyer = твоя цена на этом аукционе на 3 ОЭ меньше
evo-what-gene-split = перебить твою ставку на этом аукционе стоит на 3 ОЭ больше
evo-what-ice-cold = у каждого вида в этом раунде на одну шубу меньше
evo-what-killer-rays = у каждого вида в этом раунде на один зонтик меньше
evo-what-missing-link = в этом раунде на аукцион выставляется на один ген меньше, и один игрок может спасовать
evo-what-heatproof-skin = все твои динозавры в жарких регионах выживают в этом раунде
evo-what-catastrophe = маркер климата продвигается на два деления вперёд, на { $space-acc }; броска климата нет
evo-what-tough-kids = твоих детёнышей можно выставлять на динозавров других видов, и они нападают с одним дополнительным рогом
evo-what-big-brother = твои динозавры защищаются с двумя дополнительными рогами в этом раунде
evo-what-giant-gene = твои динозавры нападают с двумя дополнительными рогами в этом раунде
evo-what-primal-urge = одно очко движения за каждого твоего динозавра на поле (сейчас { $dinos }) вместо твоих ног
evo-what-pthermodactylus = все твои динозавры в холодных регионах выживают в этом раунде
evo-what-birth-control = в этом раунде никто не получает детёнышей
evo-what-survival-gene = каждый другой игрок теряет 1 ОЭ за каждого динозавра, погибшего от климата в этом раунде
evo-what-wandering-brood = твоих детёнышей можно выставлять на расстоянии до 3 регионов
evo-what-unexpected-gene = ты получаешь на 2 ОЭ больше при финальном подсчёте
evo-what-vegetarian-diet = никаких боёв до конца раунда
evo-what-defensive-gas = два игрока не могут нападать друг на друга в этом раунде
evo-what-flood = кубик за каждого динозавра на побережье; если бросок плюс зонтики его владельца дают 3 или меньше, динозавр тонет
evo-what-duplication-from = забрать «{ $card }» у { $from-gen } (играть её можно со следующего раунда)
evo-what-duplication-self = забрать «{ $card }» у себя (играть её можно со следующего раунда)
evo-what-duplication = забрать только что сыгранную карту

evo-prompt-own-births = Сейчас твоё размножение: сыграй «Крепкие детёныши» или «Бродячий выводок» либо пасуй
evo-prompt-final = Игра окончена: сыграй «Неожиданный ген», чтобы получить ещё 2 ОЭ, либо пасуй
evo-prompt-window = Сыграй карту события { $window } либо пасуй
evo-prompt-response-own = Ты сыграл «{ $card }»: ответь картой «Удвоение» или «Спящий ген» либо пасуй
evo-prompt-response = { $player } сыграл «{ $card }»: ответь картой «Удвоение» или «Спящий ген» либо пасуй
evo-prompt-response-any = Ответь на только что сыгранную карту картой «Удвоение» или «Спящий ген» либо пасуй
evo-prompt-movement = Перемести динозавра ({ $left ->
    [one] осталось { $left } очко движения
    [few] осталось { $left } очка движения
   *[other] осталось { $left } очков движения
}) или закончи движение
evo-prompt-tough-kids = Выставь детёныша на динозавра другого вида («Крепкие детёныши») или закончи размножение
evo-prompt-birth = Выставь детёныша ({ $eggs ->
    [one] осталось { $eggs } яйцо
    [few] осталось { $eggs } яйца
   *[other] осталось { $eggs } яиц
}, в запасе { $supply ->
    [one] { $supply } динозавр
    [few] { $supply } динозавра
   *[other] { $supply } динозавров
})
evo-prompt-survival = Твои динозавры в { $hot ->
    [hot] жарких
   *[cold] холодных
} регионах: выбери ещё { $keep } из этих { $candidates }, которые выживут (остальные погибнут)
evo-prompt-survival-any = Выбери, какие из твоих динозавров выживут
evo-prompt-bid = { $outbid ->
    [yes] Твою ставку перебили: сделай новую ставку на ген{ $pass ->
        [yes] { " " }или пасуй
       *[no] { "" }
    }
   *[no] Сделай ставку на ген{ $pass ->
        [yes] { " " }или пасуй
       *[no] ; ставка обязательна
    }
} (у тебя { $ep } ОЭ{ $mutations ->
    [0] { "" }
    [one] { " " }и { $mutations } мутация, поэтому каждая цена на { $mutations } меньше
    [few] { " " }и { $mutations } мутации, поэтому каждая цена на { $mutations } меньше
   *[other] { " " }и { $mutations } мутаций, поэтому каждая цена на { $mutations } меньше
})

evo-fx-round = Начинается раунд { $round }
evo-fx-initiative = { $player } выбрасывает { $roll } на инициативу
evo-fx-order-set = Порядок хода в этом раунде: { $order }
evo-fx-order-changed = Теперь порядок хода: { $order }
evo-fx-climate-rolled = { $player } выбрасывает { $roll } на климат: маркер { $roll ->
    [1] отходит назад с деления { $from } на { $space-acc }
    [2] остаётся на { $space-prep }
   *[other] продвигается вперёд с деления { $from } на { $space-acc }
}
evo-fx-climate-changed = «{ $card }»: маркер климата перемещается с деления { $from } на { $space-acc }
evo-fx-card-played = { $player } играет «{ $card }»{ $on }{ $choosing }{ $what }
evo-fx-on-dino-of = { " " }на динозавра { $owner-gen } в регионе { $region }
evo-fx-on-dino = { " " }на динозавра в регионе { $region }
evo-fx-choosing = , выбирая результат броска { $value }
evo-fx-what = : { $what }
evo-fx-passed = { $player } не играет карту
evo-fx-card-taken = { $player } забирает «{ $card }» у { $from-gen } с помощью «Удвоения»
evo-fx-card-discarded = «{ $card }» выходит из игры
evo-fx-dino-moved = { $player } перемещает динозавра из региона { $from } в регион { $to }
evo-fx-combat = { $attacker } нападает на { $defender-acc } в регионе { $region } (разница рогов { $diff }), бросок { $roll }: побеждает { $winner }
evo-fx-dino-removed = Динозавр { $player-gen } в регионе { $region } { $cause ->
    [combat] проиграл бой
    [accident] попал в несчастный случай
    [flood] утонул в потопе
    [climate] погиб от климата
   *[cuckoo] заменён кукушонком
} и возвращается в запас
evo-fx-dino-replaced = { $by } ставит динозавра в регион { $region } вместо детёныша { $player-gen }
evo-fx-movement-ended = { $player } заканчивает движение
evo-fx-newborn-placed = { $player } выставляет детёныша в регион { $region }
evo-fx-births-ended = Размножение { $player-gen } закончено: { $placed ->
    [one] выставлен { $placed } детёныш
    [few] выставлено { $placed } детёныша
   *[other] выставлено { $placed } детёнышей
}
evo-fx-flood-rolled = Потоп: { $roller } выбрасывает { $roll } за динозавра { $player-gen } на побережье в регионе { $region }; { $roll } + { $parasols ->
    [one] { $parasols } зонтик
    [few] { $parasols } зонтика
   *[other] { $parasols } зонтиков
} = { $sum }: { $survives ->
    [yes] он выживает (больше 3)
   *[no] он тонет (3 или меньше)
}
evo-fx-dino-kept = { $player } сохраняет жизнь динозавру в регионе { $region }
evo-fx-ep-gained = { $player } получает { $amount } ОЭ (всего { $total } ОЭ)
evo-fx-ep-lost = { $player } теряет { $amount } ОЭ (всего { $total } ОЭ)
evo-fx-meteor-moved = Метеорит перемещается на деление { $space }
evo-fx-meteor-rolled = { $player } выбрасывает { $roll } на метеорит: { $struck ->
    [yes] он падает!
   *[no] он пролетает мимо
}
evo-fx-end-last-space = Метеорит дошёл до последнего деления: игра окончена
evo-fx-end-strike = Метеорит упал: игра окончена
evo-fx-genes-drawn = Гены на аукционе: { $genes }
evo-fx-offer-row = ряд { $row }: { $gene }
evo-fx-bid-placed = { $player } ставит { $value } на ряд { $row } ({ $gene })
evo-fx-outbid = Ставку { $player-gen } в ряду { $row } перебивает { $by }
evo-fx-bid-passed = { $player } пасует на аукционе
evo-fx-gene-bought = { $player } платит { $price } ОЭ за ставку { $bid } (осталось { $total } ОЭ) и получает { $kind ->
    [card] ген карты и берёт карту события
    [egg] ген яйца
   *[other] ген «{ $gene }»
}
evo-fx-card-drawn = { $player } берёт «{ $card }»
evo-fx-card-drawn-hidden = { $player } берёт карту события
evo-fx-final-scores = Итоговые очки: { $scores }; победитель(и): { $winners }
evo-fx-score = { $player } { $score }

evo-fx-sleeping-gene = в этом раунде больше нельзя играть карты
evo-fx-me-first = { $player } ходит первым до конца раунда
evo-fx-genetic-highflyer = цена { $player-gen } на этом аукционе на 3 ОЭ меньше
evo-fx-gene-split = перебить ставку { $player-gen } на этом аукционе стоит на 3 ОЭ больше
evo-fx-ice-cold = у каждого вида в этом раунде на одну шубу меньше
evo-fx-killer-rays = у каждого вида в этом раунде на один зонтик меньше
evo-fx-missing-link = в этом раунде на аукцион выставляется на один ген меньше, и один игрок может спасовать
evo-fx-heatproof-skin = все динозавры { $player-gen } в жарких регионах выживают в этом раунде
evo-fx-catastrophe = маркер климата продвигается на два деления вперёд; броска климата нет
evo-fx-tough-kids = детёнышей { $player-gen } можно выставлять на динозавров других видов, и они нападают с +1 рогом
evo-fx-weather-gene = в этом раунде броска климата нет
evo-fx-big-brother = динозавры { $player-gen } защищаются с +2 рогами в этом раунде
evo-fx-giant-gene = динозавры { $player-gen } нападают с +2 рогами в этом раунде
evo-fx-primal-urge = { $player } делает столько шагов, сколько у него динозавров на поле, независимо от ног
evo-fx-pthermodactylus = все динозавры { $player-gen } в холодных регионах выживают в этом раунде
evo-fx-birth-control = в этом раунде никто не получает детёнышей
evo-fx-survival-gene = каждый другой игрок теряет 1 ОЭ за каждого динозавра, погибшего от климата в этом раунде
evo-fx-wandering-brood = детёнышей { $player-gen } можно выставлять на расстоянии до 3 регионов
evo-fx-unexpected-gene = { $player } получает на 2 ОЭ больше при финальном подсчёте
evo-fx-vegetarian-diet = никаких боёв до конца раунда
evo-fx-defensive-gas-with = { $player } и { $other } не могут нападать друг на друга в этом раунде
evo-fx-defensive-gas = два игрока не могут нападать друг на друга в этом раунде
evo-fx-flood = кубик за каждого динозавра на побережье; если бросок плюс зонтики дают 3 или меньше, динозавр тонет

evo-err-rounds-1-2 = в раундах 1 и 2 нельзя играть карты событий
evo-err-sleeping = сыгран «Спящий ген»: в этом раунде больше нельзя играть карты
evo-err-not-held = у тебя нет карты «{ $card }»
evo-err-duplicated = карта «{ $card }» взята с помощью «Удвоения», и её можно играть начиная с раунда { $round }
evo-err-window = карту «{ $card }» нельзя сыграть { $window }
evo-err-response = на только что сыгранную карту можно ответить только «Удвоением» или «Спящим геном»
evo-err-one-climate-card = за раунд можно сыграть только одну карту климата
evo-err-needs-region = для карты «{ $card }» нужен целевой регион
evo-err-no-region-param = карта «{ $card }» не принимает регион
evo-err-needs-player = для карты «{ $card }» нужен другой игрок
evo-err-no-player-param = карта «{ $card }» не принимает игрока
evo-err-needs-value = для карты «{ $card }» нужно значение кубика
evo-err-no-value-param = карта «{ $card }» не принимает значение
evo-err-no-dino-in = в регионе { $region } нет динозавра
evo-err-own-dino-target = целью карты «{ $card }» должен быть динозавр другого игрока
evo-err-accident-five = для карты «{ $card }» нужна цель, у которой на поле не меньше 5 динозавров (PD-24)
evo-err-cuckoo-newborn = «Кукушонок» должен заменить динозавра, рождённого в этой фазе 4
evo-err-cuckoo-supply = для «Кукушонка» нужен динозавр в твоём запасе
evo-err-weather-swing = для «Перемены погоды» маркер должен стоять на зелёном или коричневом делении (PD-23)
evo-err-weather-gene-value = значение «Гена погоды» должно быть результатом броска от 1 до 6
evo-err-defensive-gas = «Защитный газ» указывает другого игрока
evo-err-highflyer = «Генетическое превосходство» может сыграть только игрок, выигравший ген
evo-err-no-such-region = на этом поле нет региона { $region }
evo-err-no-mp = очков движения не осталось
evo-err-no-dino-of-yours = у тебя нет динозавра в регионе { $region }
evo-err-not-adjacent = регион { $to } не соседствует с регионом { $from } (один регион за очко движения)
evo-err-own-dino-there = в регионе { $region } стоит твой собственный динозавр: туда входить нельзя
evo-err-vegetarian = сыграна «Вегетарианская диета»: в этом раунде боёв нет
evo-err-gas = «Защитный газ»: эти два игрока не могут нападать друг на друга в этом раунде
evo-err-two-horns-down = нападение при отставании на два рога или больше невозможно
evo-err-wrong-decision = { $action } не отвечает на ожидаемое решение «{ $kind }»
evo-err-not-a-candidate = в регионе { $region } нет ни одного из твоих { $class ->
    [hot] «жарких»
   *[cold] «холодных»
} динозавров, которых ещё нужно выбрать
evo-err-no-row = ряда { $row } нет; ряды от 1 до { $rows }
evo-err-bid-too-high = ставка { $value } стоит больше, чем у тебя ОЭ (не больше { $max } с учётом мутаций, PD-15)
evo-err-row-taken = ряд { $row } занят: ставка там должна быть не меньше { $min }
evo-err-no-card-now = сейчас нельзя играть карты (раунды 1 и 2 или после «Спящего гена»)
evo-err-gene-split-now = сейчас нельзя сыграть «Расщепление гена»
evo-err-sleeping-slot = «Спящий ген» может следовать за твоей ставкой только в слоте «Расщепления гена» (нужны обе карты)
evo-err-both-slot = в слот «Расщепления гена» играется одна карта; «Спящий ген» ещё может ответить на «Расщепление гена» на шаге ответа
evo-err-must-bid = ставка обязательна: на этом аукционе пасовать больше нельзя
evo-err-own-dino-birth = в регионе { $region } уже стоит твой динозавр
evo-err-occupied = регион { $region } занят; туда можно выставлять только детёнышей «Крепких детёнышей»
evo-err-too-far = регион { $region } слишком далеко от твоих динозавров
evo-err-too-far-range = регион { $region } слишком далеко: детёнышей выставляют не дальше { $range ->
    [one] { $range } региона
   *[other] { $range } регионов
} от твоих динозавров
evo-err-births-compulsory = размножение обязательно, пока остаётся пустой допустимый регион
evo-err-players = в evo играют от 3 до 5 игроков, а не { $seats }
evo-err-options = неверные настройки evo: { $why }
evo-err-boards = неверный options.boards: { $why }
evo-err-embedded-boards = встроенные данные поля: { $why }
evo-err-last-space = round_track.last_space должен быть дальше стартового деления метеорита { $start }, а не { $last }
evo-err-die-space-range = деление с кубиком { $space } в round_track должно лежать в 1..{ $last }
evo-err-die-space-twice = деление с кубиком { $space } в round_track указано дважды
evo-err-die-space-impact = деление с кубиком { $space } в round_track: числа падения должны быть 1..6
evo-err-starting-ep = starting_ep должен быть 6 или 10 (PD-06), а не { $ep }
evo-err-blank-cards = use_blank_cards: пустые карты никогда не используются (PD-36)

evo-opt-starting-ep = Начальные очки эволюции
evo-opt-starting-ep-help = ОЭ, с которыми начинает каждый игрок: 6, как в переведённых здесь правилах, или 10, как в английских правилах.
evo-opt-starting-ep-6 = 6 ОЭ
evo-opt-starting-ep-10 = 10 ОЭ (английские правила)
evo-opt-tie-break = Ничья при определении инициативы
evo-opt-tie-break-help = Между игроками с равным числом хвостов первым ходит тот, у кого больше динозавров на поле, или тот, у кого меньше.
evo-opt-tie-break-more = Первым ходит тот, у кого больше динозавров
evo-opt-tie-break-fewer = Первым ходит тот, у кого меньше динозавров
evo-opt-board = Поле для четырёх игроков
evo-opt-board-help = Две стороны карт, из которых складывается остров для четырёх игроков: малая и большая карты или две средние карты.
evo-opt-board-s-l = Малая + большая карта
evo-opt-board-two-medium = Две средние карты
evo-opt-hard = Сложный вариант
evo-opt-hard-help = На каждом аукционе на один ген меньше, чем игроков, так что один игрок может спасовать; метеорит не движется в раундах 1 и 2, поэтому игра длиннее.
evo-opt-round-track = Трек раундов (метеорит)
evo-opt-round-track-help = Трек метеорита: 16 делений; на делении 13 метеорит падает при броске 1, на 14 — при 1 или 2, на 15 — при 1–3; деление 16 завершает игру.
evo-opt-round-track-16 = 16 делений, деления с кубиком 13–15
