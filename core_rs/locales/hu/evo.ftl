# evo

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
evo-phase-initiative = Kezdeményezés
    .article = a
evo-phase-climate = Éghajlat
    .article = az
evo-phase-movement = Mozgás és harc
    .article = a
evo-phase-birth = Szaporodás
    .article = a
evo-phase-survival = Túlélés és fejlődés
    .article = a
evo-phase-meteor = Meteor és licitálás
    .article = a
evo-phase-over = A játék vége
    .article = az
evo-step-w1-start = 1. fázis eleje
    .article = az
evo-step-initiative = Kezdeményezés
    .article = a
evo-step-w2-start = 2. fázis eleje
    .article = a
evo-step-climate = éghajlat-dobás
    .article = az
evo-step-w3-start = 3. fázis eleje
    .article = a
evo-step-movement = mozgás
    .article = a
evo-step-w4-start = 4. fázis eleje
    .article = a
evo-step-w4-own = saját szaporodás
    .article = a
evo-step-births = szaporodás
    .article = a
evo-step-w4-end = 4. fázis vége
    .article = a
evo-step-w5-start = 5. fázis eleje
    .article = az
evo-step-survival = túlélés
    .article = a
evo-step-w5-end = 5. fázis vége
    .article = az
evo-step-w6-start = 6. fázis eleje
    .article = a
evo-step-meteor = meteor
    .article = a
evo-step-w6-bid = licitálás előtt
    .article = a
evo-step-auction = licitálás
    .article = a
evo-step-w6-pay = licit árának kifizetése
    .article = a
evo-step-payment = kifizetés
    .article = a
evo-step-end-of-round = kör vége
    .article = a
evo-step-final = utolsó kör vége
    .article = az
evo-step-scoring = végső pontozás
    .article = a
evo-step-over = játék vége
    .article = a
evo-gene-tail = farok
    .acc = farkat
    .article = a
    .compound = farokgén
    .pl = farkak
evo-gene-leg = láb
    .acc = lábat
    .article = a
    .compound = lábgén
    .pl = lábak
evo-gene-horn = szarv
    .acc = szarvat
    .article = a
    .compound = szarvgén
    .pl = szarvak
evo-gene-egg = tojás
    .acc = tojást
    .article = a
    .compound = tojásgén
evo-gene-fur = bunda
    .acc = bundát
    .article = a
    .compound = bundagén
evo-gene-parasol = napernyő
    .acc = napernyőt
    .article = a
    .compound = napernyőgén
evo-gene-mutation = mutáció
    .acc = mutációt
    .article = a
    .compound = mutációgén
evo-gene-card = kártya
    .acc = kártyát
    .article = a
    .compound = kártyagén
evo-terrain-desert = sivatag
    .acc = sivatagot
    .adj = sivatagi
    .article = a
evo-terrain-plains = síkság
    .acc = síkságot
    .article = a
evo-terrain-hills = dombság
    .acc = dombságot
    .article = a
evo-terrain-mountains = hegység
    .acc = hegységet
    .article = a
evo-climateclass-temperate = mérsékelt
    .article = a
evo-climateclass-hot = meleg
    .article = a
evo-climateclass-cold = hideg
    .article = a
evo-climateclass-scorching = forró
    .article = a
evo-climateclass-freezing = fagyos
    .article = a
evo-card-sleeping-gene = Alvógén
    .article = az
evo-card-accident = Baleset
    .article = a
evo-card-weather-swing = Bolond időjárás
    .article = a
evo-card-me-first = Én jövök előbb!
    .article = az
evo-card-genetic-highflyer = Genetikai fölény
    .article = a
evo-card-gene-split = Génorzás
    .article = a
evo-card-ice-cold = Gyilkos fagy
    .article = a
evo-card-killer-rays = Gyilkos sugarak
    .article = a
evo-card-missing-link = Hiányzó láncszem
    .article = a
evo-card-heatproof-skin = Hőálló bőr
    .article = a
evo-card-catastrophe = Katasztrófa!
    .article = a
evo-card-tough-kids = Kemény kölykök
    .article = a
evo-card-cuckoo = Kire ütött ez a gyerek?
    .article = a
evo-card-weather-gene = Meteorológus-gén
    .article = a
evo-card-big-brother = Nagy testvér
    .article = a
evo-card-duplication = Osztódás
    .article = az
evo-card-giant-gene = Óriásgén
    .article = az
evo-card-primal-urge = Ősi ösztönök
    .article = az
evo-card-pthermodactylus = Pthermodactylus
    .article = a
evo-card-birth-control = Születés-túlszabályozás
    .article = a
evo-card-survival-gene = Túlélőgén
    .article = a
evo-card-wandering-brood = Vándorló ivadékok
    .article = a
evo-card-unexpected-gene = Váratlan gén
    .article = a
evo-card-vegetarian-diet = Vegetáriánus étrend
    .article = a
evo-card-defensive-gas = Védelmi gáz
    .article = a
evo-card-flood = Vízözön
    .article = a
evo-cause-combat = harc
    .article = a
evo-cause-accident = Baleset
    .article = a
evo-cause-flood = Vízözön
    .article = a
evo-cause-climate = éghajlat
    .article = az
evo-cause-cuckoo = Kire ütött ez a gyerek?
    .article = a
evo-endreason-last-space = a meteorjelző eléri az utolsó mezőt
    .article = az
evo-endreason-meteor-strike = a meteor becsapódása
    .article = az
evo-tiebreak-more-dinos-first = több dinó előbb
    .article = a
evo-tiebreak-fewer-dinos-first = kevesebb dinó előbb
    .article = a
evo-fourplayerboard-s-l = a kicsi és a nagy térkép
    .article = az
evo-fourplayerboard-ma-mb = a két közepes méretű térkép
    .article = az
evo-option-hard-variant = nehezebb játék
    .article = a
evo-option-starting-ep = kezdő fejlődéspont
    .article = a
evo-option-initiative-tie-break = döntetlen a kezdeményezésnél
    .article = a
evo-option-four-player-board = játéktér 4 játékosnál
    .article = a
evo-dino = dinó
    .acc = dinót
    .article = a
    .pl = dinók
evo-species = faj
    .acc = fajt
    .article = a
evo-region = régió
    .acc = régiót
    .article = a
evo-ep = fejlődéspont (FP)
    .acc = fejlődéspontot
    .article = a
evo-gene = gén
    .acc = gént
    .article = a
evo-gene-tile = génlapka
    .article = a
evo-portrait = dinóportré
    .article = a
evo-event-card = eseménykártya
    .article = az
evo-initiative-track = kezdeményezési táblázat
    .article = a
evo-climate-track = klímatáblázat
    .article = a
evo-climate-marker = éghajlatjelző
    .article = az
evo-round-track = körjelző táblázat
    .article = a
evo-meteor = meteor
    .acc = meteort
    .article = a
evo-meteor-marker = meteorjelző
    .article = a
evo-bidding-board = licittábla
    .article = a
evo-bid = licit
    .acc = licitet
    .article = a
evo-outbid = túllicitál
    .article = a
evo-auction = licitálás
    .article = a
evo-price = ár
    .acc = árat
    .article = az
evo-start-player = kezdőjátékos
    .article = a
evo-start-region = indulási hely
    .article = az
evo-order = sorrend
    .article = a
evo-movement-points = mozgáspont
    .acc = mozgáspontot
    .article = a
evo-attacker = támadó
    .article = a
evo-defender = védekező
    .article = a
evo-newborn = új dinó
    .article = az
evo-coast = tengerpart
    .article = a
evo-card-window = kártyakijátszási alkalom
    .article = a
evo-supply = készlet
    .article = a
evo-shared-victory = közös győzelem
    .article = a
evo-roll-off = kockadobás
    .article = a
evo-map = térkép
    .article = a
evo-action-play-card = kártya kijátszása
    .article = a
evo-action-pass = passz
    .article = a
evo-action-move = dinó léptetése
    .article = a
evo-action-end-movement = mozgás befejezése
    .article = a
evo-action-place-newborn = új dinó lerakása
    .article = az
evo-action-stop-births = szaporodás befejezése
    .article = a
evo-action-keep-dino = dinó megtartása
    .article = a
evo-action-bid = licit
    .article = a
evo-action-pass-bid = passz a licitben
    .article = a
# ---- end of terms

# ---- messages of the engine (labels, prompts, effects, rule errors, options)
# Region ids ("r3c2") are read "er…", so they take "az"; numbers 1 and 5 take "az" too.

evo-colour-red = Piros
    .acc = Pirosat
    .dat = Pirosnak
    .ins = Pirossal
    .abl = Pirostól
evo-colour-blue = Kék
    .acc = Kéket
    .dat = Kéknek
    .ins = Kékkel
    .abl = Kéktől
evo-colour-green = Zöld
    .acc = Zöldet
    .dat = Zöldnek
    .ins = Zölddel
    .abl = Zöldtől
evo-colour-yellow = Sárga
    .acc = Sárgát
    .dat = Sárgának
    .ins = Sárgával
    .abl = Sárgától
evo-colour-purple = Lila
    .acc = Lilát
    .dat = Lilának
    .ins = Lilával
    .abl = Lilától
evo-seat-n = { $seat }. játékos
    .acc = { $seat }. játékost
    .dat = { $seat }. játékosnak
    .ins = { $seat }. játékossal
    .abl = { $seat }. játékostól
evo-comma = { $a }, { $b }
evo-nothing = { "" }

evo-place = az { $id } régió ({ $terrain })
    .acc = az { $id } régiót ({ $terrain })
    .ine = az { $id } régióban ({ $terrain })
    .ela = az { $id } régióból ({ $terrain })
    .ill = az { $id } régióba ({ $terrain })
evo-place-climate = az { $id } régió ({ $terrain }, { $climate })
    .acc = az { $id } régiót ({ $terrain }, { $climate })
    .ine = az { $id } régióban ({ $terrain }, { $climate })
    .ela = az { $id } régióból ({ $terrain }, { $climate })
    .ill = az { $id } régióba ({ $terrain }, { $climate })
evo-climate-space = { $pos ->
    [1] az
    [5] az
   *[other] a
} { $pos }. mező (mérsékelt: { $temperate })
    .sub = { $pos ->
        [1] az
        [5] az
       *[other] a
    } { $pos }. mezőre (mérsékelt: { $temperate })
    .sup = { $pos ->
        [1] az
        [5] az
       *[other] a
    } { $pos }. mezőn (mérsékelt: { $temperate })
evo-odds = { $max ->
    [1] csak 1-es dobással nyersz
    [2] 1-es vagy 2-es dobással nyersz
   *[other] 1 és { $max } közötti dobással nyersz
}
evo-the-gene = { $gene-article } { $gene-compound }
    .sub = { $gene-article } { $gene-compound }re
evo-a-gene = egy gén
    .sub = egy génre

evo-window-w1-start = az 1. fázis elején
evo-window-w2-start = a 2. fázis elején
evo-window-w3-start = a 3. fázis elején
evo-window-w4-start = a 4. fázis elején
evo-window-w4-own = a játékos saját szaporodása előtt
evo-window-w4-end = a 4. fázis végén
evo-window-w5-start = az 5. fázis elején
evo-window-w5-end = az 5. fázis végén
evo-window-w6-start = a 6. fázis elején
evo-window-w6-bid = a 6. fázis licitálásakor
evo-window-w6-pay = a 6. fázis fizetésekor
evo-window-final = a játék végén

evo-label-pass-answer = Passz: nem válaszolsz { $card-article } „{ $card }” kártyára
evo-label-pass = Passz: nem játszol ki kártyát
evo-label-pass-own-births = Passz: nem játszol ki kártyát a szaporodásod előtt
evo-label-attack = Támadd meg { $owner } dinóját { $to-ine }, { $from-ela }: { $odds }
evo-label-move = Lépj a dinóddal { $from-ela } { $to-ill }
evo-label-end-movement = Fejezd be a mozgásodat
evo-label-end-movement-unused = Fejezd be a mozgásodat ({ $left } mozgáspont kihasználatlan marad)
evo-label-newborn-attack = Tegyél le egy új dinót { $owner } dinójára { $region-ine }, és támadd meg (Kemény kölykök): { $odds }
evo-label-newborn = Tegyél le egy új dinót { $region-ill }
evo-label-stop-births = Fejezd be a szaporodást (több új dinót nem teszel le)
evo-label-keep = Tartsd életben a dinódat { $region-ine }
evo-label-pass-bid = Passz a licitálásban: ebben a körben nem kapsz gént
evo-label-bid = Licit { $gene-sub } ({ $row }. sor): { $value }{ $outbid }{ $split }{ $sleep }{ $pay }
evo-label-bid-outbidding = , túllicitálva { $rival } licitjét ({ $value })
evo-label-bid-then = , majd kijátszod: „{ $card }”
evo-label-bid-pay = { " " }({ $ep } FP-t fizetnél)
evo-label-accident = Játszd ki { $card-article } „{ $card }” kártyát { $whose ->
    [own] a saját dinódra
    [none] a dinóra
   *[other] { $owner } dinójára
} { $region-ine }: visszakerül a készletbe
evo-label-cuckoo = Játszd ki { $card-article } „{ $card }” kártyát { $whose ->
    [own] a saját új dinódra
    [none] az új dinóra
   *[other] { $owner } új dinójára
} { $region-ine }: az egyik dinód kerül a helyére
evo-label-weather-gene = Játszd ki { $card-article } „{ $card }” kártyát { $value } dobásértékkel: az éghajlatjelző { $value ->
    [1] visszalép { $space-sub }
    [2] helyben marad { $space-sup }
   *[other] előrelép { $space-sub }
}
evo-label-defensive-gas = Játszd ki { $card-article } „{ $card }” kártyát { $player-ins }: te és { $player } ebben a körben nem támadhatjátok egymást
evo-label-play = Játszd ki { $card-article } „{ $card }” kártyát: { $what }

evo-what-sleeping-gene = ebben a körben több kártyát nem lehet kijátszani
evo-what-accident = vegyél le egy dinót egy olyan játékostól, akinek legalább 5 dinója van a táblán
evo-what-cuckoo = cseréld le egy másik játékos új dinóját az egyik saját dinódra
evo-what-weather-swing = az éghajlatjelző { $from ->
    [1] az
    [5] az
   *[other] a
} { $from }. mezőről { $space-sub } lép, majd dobnak az éghajlatkockával
evo-what-weather-gene = válaszd meg az éghajlatkocka eredményét
evo-what-me-first = a kör hátralevő részében te jössz először
evo-what-genetic-highflyer = ezen a licitáláson 3 FP-vel kevesebbet fizetsz
evo-what-gene-split = aki túllicitál, ezen a licitáláson 3 FP-vel többet fizet
evo-what-ice-cold = ebben a körben minden fajnak eggyel kevesebb bundája van
evo-what-killer-rays = ebben a körben minden fajnak eggyel kevesebb napernyője van
evo-what-missing-link = ebben a körben eggyel kevesebb gén kerül licitre, és egy játékos passzolhat
evo-what-heatproof-skin = ebben a körben minden dinód túléli a meleg régiókban
evo-what-catastrophe = az éghajlatjelző két mezőt lép előre, { $space-sub }; nincs éghajlat-dobás
evo-what-tough-kids = az új dinóidat más fajok dinóira is leteheted, és eggyel több szarvval támadnak
evo-what-big-brother = ebben a körben a dinóid két további szarvval védekeznek
evo-what-giant-gene = ebben a körben a dinóid két további szarvval támadnak
evo-what-primal-urge = a lábaid helyett annyi mozgáspontod van, ahány dinód a táblán áll (most { $dinos })
evo-what-pthermodactylus = ebben a körben minden dinód túléli a hideg régiókban
evo-what-birth-control = ebben a körben senki sem kap új dinót
evo-what-survival-gene = minden más játékos 1 FP-t veszít minden dinóért, amelyet ebben a körben az éghajlat pusztított el
evo-what-wandering-brood = az új dinóidat legfeljebb 3 régió távolságra is leteheted
evo-what-unexpected-gene = a végső pontozáskor 2 FP-vel többet kapsz
evo-what-vegetarian-diet = a kör hátralevő részében nincs harc
evo-what-defensive-gas = két játékos ebben a körben nem támadhatja egymást
evo-what-flood = minden tengerparti dinóért dobnak egy kockával; ha a dobás és a tulajdonos napernyőinek összege legfeljebb 3, a dinó megfullad
evo-what-duplication-from = vedd el { $from-abl } { $card-article } „{ $card }” kártyát (a következő körtől játszhatod ki)
evo-what-duplication-self = vedd el saját magadtól { $card-article } „{ $card }” kártyát (a következő körtől játszhatod ki)
evo-what-duplication = vedd el az imént kijátszott kártyát

evo-prompt-own-births = Most jön a szaporodásod: játszd ki a Kemény kölykök vagy a Vándorló ivadékok kártyát, vagy passzolj
evo-prompt-final = A játék véget ért: játszd ki a Váratlan gén kártyát 2 további FP-ért, vagy passzolj
evo-prompt-window = Játssz ki egy eseménykártyát { $window }, vagy passzolj
evo-prompt-response-own = Kijátszottad { $card-article } „{ $card }” kártyát: válaszolj az Osztódás vagy az Alvógén kártyával, vagy passzolj
evo-prompt-response = { $player } kijátszotta { $card-article } „{ $card }” kártyát: válaszolj az Osztódás vagy az Alvógén kártyával, vagy passzolj
evo-prompt-response-any = Válaszolj az imént kijátszott kártyára az Osztódás vagy az Alvógén kártyával, vagy passzolj
evo-prompt-movement = Lépj egy dinóval (még { $left } mozgáspontod van), vagy fejezd be a mozgásodat
evo-prompt-tough-kids = Tegyél le egy új dinót egy másik faj dinójára (Kemény kölykök), vagy fejezd be a szaporodást
evo-prompt-birth = Tegyél le egy új dinót (még { $eggs } tojás, a készletedben { $supply } dinó)
evo-prompt-survival = A dinóid a { $hot ->
    [hot] meleg
   *[cold] hideg
} régiókban: válassz ki még { $keep } túlélőt (jelöltek: { $candidates }; a többi elpusztul)
evo-prompt-survival-any = Válaszd ki, melyik dinóid élnek túl
evo-prompt-bid = { $outbid ->
    [yes] Túllicitáltak: licitálj újra egy génre{ $pass ->
        [yes] , vagy passzolj
       *[no] { "" }
    }
   *[no] Licitálj egy génre{ $pass ->
        [yes] , vagy passzolj
       *[no] ; kötelező licitálnod
    }
} ({ $ep } FP-d van{ $mutations ->
    [0] { "" }
   *[other] { " " }és { $mutations } mutációd, így minden ár { $mutations } FP-vel kevesebb
})

evo-fx-round = Kezdődik { $round ->
    [1] az
    [5] az
   *[other] a
} { $round }. kör
evo-fx-initiative = { $player } kezdeményezés-dobása: { $roll }
evo-fx-order-set = Sorrend ebben a körben: { $order }
evo-fx-order-changed = A sorrend mostantól: { $order }
evo-fx-climate-rolled = { $player } éghajlat-dobása: { $roll }; az éghajlatjelző { $roll ->
    [1] visszalép { $from ->
        [1] az
        [5] az
       *[other] a
    } { $from }. mezőről { $space-sub }
    [2] helyben marad { $space-sup }
   *[other] előrelép { $from ->
        [1] az
        [5] az
       *[other] a
    } { $from }. mezőről { $space-sub }
}
evo-fx-climate-changed = „{ $card }”: az éghajlatjelző { $from ->
    [1] az
    [5] az
   *[other] a
} { $from }. mezőről { $space-sub } lép
evo-fx-card-played = { $player } kijátssza: „{ $card }”{ $on }{ $choosing }{ $what }
evo-fx-on-dino-of = , { $owner } dinójára az { $region } régióban
evo-fx-on-dino = , a dinóra az { $region } régióban
evo-fx-choosing = , a választott dobás: { $value }
evo-fx-what = : { $what }
evo-fx-passed = { $player } nem játszik ki kártyát
evo-fx-card-taken = { $player } az Osztódással elveszi { $from-abl } { $card-article } „{ $card }” kártyát
evo-fx-card-discarded = Kikerül a játékból: „{ $card }”
evo-fx-dino-moved = { $player } egy dinót léptet az { $from } régióból az { $to } régióba
evo-fx-combat = { $attacker } megtámadja { $defender-acc } az { $region } régióban (szarvkülönbség: { $diff }), dobás: { $roll }; { $winner } győz
evo-fx-dino-removed = { $player } dinója az { $region } régióban { $cause ->
    [combat] elvesztett egy harcot
    [accident] balesetet szenvedett
    [flood] megfulladt a vízözönben
    [climate] elpusztult az éghajlat miatt
   *[cuckoo] helyére kakukkfióka került
}, és visszakerül a készletbe
evo-fx-dino-replaced = { $by } egy dinót tesz az { $region } régióba { $player } új dinója helyére
evo-fx-movement-ended = { $player } befejezi a mozgást
evo-fx-newborn-placed = { $player } új dinót tesz le az { $region } régióba
evo-fx-births-ended = { $player } szaporodása véget ért: { $placed } új dinó került le
evo-fx-flood-rolled = Vízözön: { $roller } dob { $player } tengerparti dinójáért az { $region } régióban: { $roll }; { $roll } + { $parasols } napernyő = { $sum }: { $survives ->
    [yes] túléli (több mint 3)
   *[no] megfullad (legfeljebb 3)
}
evo-fx-dino-kept = { $player } életben tartja a dinóját az { $region } régióban
evo-fx-ep-gained = { $player } { $amount } FP-t kap (összesen { $total } FP)
evo-fx-ep-lost = { $player } { $amount } FP-t veszít (összesen { $total } FP)
evo-fx-meteor-moved = A meteor új mezője: { $space }
evo-fx-meteor-rolled = { $player } meteordobása: { $roll }; { $struck ->
    [yes] becsapódik!
   *[no] nem csapódik be
}
evo-fx-end-last-space = A meteorjelző eléri az utolsó mezőt: vége a játéknak
evo-fx-end-strike = A meteor becsapódik: vége a játéknak
evo-fx-genes-drawn = Licitre kerülő gének: { $genes }
evo-fx-offer-row = { $row }. sor: { $gene }
evo-fx-bid-placed = { $player } licitál: { $value } ({ $row }. sor, { $gene })
evo-fx-outbid = { $by } túllicitálja { $player-acc } ({ $row }. sor)
evo-fx-bid-passed = { $player } passzol a licitálásban
evo-fx-gene-bought = { $player } { $price } FP-t fizet { $bid } értékű licitjéért (maradt { $total } FP), és kap { $kind ->
    [card] egy kártyagént, valamint húz egy eseménykártyát
    [egg] egy tojásgént
   *[other] egy { $gene-compound }t
}
evo-fx-card-drawn = { $player } húz: „{ $card }”
evo-fx-card-drawn-hidden = { $player } húz egy eseménykártyát
evo-fx-final-scores = Végeredmény: { $scores }; győztes(ek): { $winners }
evo-fx-score = { $player } { $score }

evo-fx-sleeping-gene = ebben a körben több kártyát nem lehet kijátszani
evo-fx-me-first = a kör hátralevő részében { $player } jön először
evo-fx-genetic-highflyer = { $player } ezen a licitáláson 3 FP-vel kevesebbet fizet
evo-fx-gene-split = aki túllicitálja { $player-acc }, ezen a licitáláson 3 FP-vel többet fizet
evo-fx-ice-cold = ebben a körben minden fajnak eggyel kevesebb bundája van
evo-fx-killer-rays = ebben a körben minden fajnak eggyel kevesebb napernyője van
evo-fx-missing-link = ebben a körben eggyel kevesebb gén kerül licitre, és egy játékos passzolhat
evo-fx-heatproof-skin = ebben a körben { $player } minden dinója túléli a meleg régiókban
evo-fx-catastrophe = az éghajlatjelző két mezőt lép előre; nincs éghajlat-dobás
evo-fx-tough-kids = { $player } új dinói más fajok dinóira is letehetők, és +1 szarvval támadnak
evo-fx-weather-gene = ebben a körben nincs éghajlat-dobás
evo-fx-big-brother = ebben a körben { $player } dinói +2 szarvval védekeznek
evo-fx-giant-gene = ebben a körben { $player } dinói +2 szarvval támadnak
evo-fx-primal-urge = { $player } annyit léphet, ahány dinója a táblán van, a lábaitól függetlenül
evo-fx-pthermodactylus = ebben a körben { $player } minden dinója túléli a hideg régiókban
evo-fx-birth-control = ebben a körben senki sem kap új dinót
evo-fx-survival-gene = minden más játékos 1 FP-t veszít minden dinóért, amelyet ebben a körben az éghajlat pusztított el
evo-fx-wandering-brood = { $player } új dinói legfeljebb 3 régió távolságra is letehetők
evo-fx-unexpected-gene = { $player } a végső pontozáskor 2 FP-vel többet kap
evo-fx-vegetarian-diet = a kör hátralevő részében nincs harc
evo-fx-defensive-gas-with = { $player } és { $other } ebben a körben nem támadhatják egymást
evo-fx-defensive-gas = két játékos ebben a körben nem támadhatja egymást
evo-fx-flood = minden tengerparti dinóért dobnak egy kockával; ha a dobás és a napernyők összege legfeljebb 3, a dinó megfullad

evo-err-rounds-1-2 = az 1. és 2. körben nem lehet eseménykártyát kijátszani
evo-err-sleeping = kijátszották az Alvógént: ebben a körben több kártyát nem lehet kijátszani
evo-err-not-held = nincs nálad { $card-article } „{ $card }” kártya
evo-err-duplicated = { $card-article } „{ $card }” kártyát Osztódással szerezted, ezért csak ettől a körtől játszhatod ki: { $round }.
evo-err-window = { $card-article } „{ $card }” kártya nem játszható ki { $window }
evo-err-response = az imént kijátszott kártyára csak az Osztódás vagy az Alvógén felelhet
evo-err-one-climate-card = körönként csak egy éghajlatkártya játszható ki
evo-err-needs-region = { $card-article } „{ $card }” kártyához célrégió kell
evo-err-no-region-param = { $card-article } „{ $card }” kártyához nem tartozik régió
evo-err-needs-player = { $card-article } „{ $card }” kártyához egy másik játékos kell
evo-err-no-player-param = { $card-article } „{ $card }” kártyához nem tartozik játékos
evo-err-needs-value = { $card-article } „{ $card }” kártyához kockaérték kell
evo-err-no-value-param = { $card-article } „{ $card }” kártyához nem tartozik érték
evo-err-no-dino-in = nincs dinó ebben a régióban: { $region }
evo-err-own-dino-target = { $card-article } „{ $card }” célpontja csak egy másik játékos dinója lehet
evo-err-accident-five = { $card-article } „{ $card }” kártyához olyan célpont kell, akinek legalább 5 dinója van a táblán (PD-24)
evo-err-cuckoo-newborn = a „Kire ütött ez a gyerek?” kártyával egy ebben a 4. fázisban született dinót kell lecserélni
evo-err-cuckoo-supply = a „Kire ütött ez a gyerek?” kártyához kell egy dinó a készletedben
evo-err-weather-swing = a Bolond időjárás kártyához az éghajlatjelzőnek zöld vagy barna mezőn kell állnia (PD-23)
evo-err-weather-gene-value = a Meteorológus-gén értéke csak 1 és 6 közötti dobás lehet
evo-err-defensive-gas = a Védelmi gáz egy másik játékost nevez meg
evo-err-highflyer = a Genetikai fölényt csak az játszhatja ki, aki gént nyert
evo-err-no-such-region = ezen a táblán nincs ilyen régió: { $region }
evo-err-no-mp = nem maradt mozgáspontod
evo-err-no-dino-of-yours = nincs dinód az { $region } régióban
evo-err-not-adjacent = az { $to } régió nem szomszédos az { $from } régióval (mozgáspontonként egy régió)
evo-err-own-dino-there = az { $region } régióban a saját dinód áll: oda soha nem léphetsz be
evo-err-vegetarian = kijátszották a Vegetáriánus étrendet: ebben a körben nincs harc
evo-err-gas = Védelmi gáz: ez a két játékos ebben a körben nem támadhatja egymást
evo-err-two-horns-down = két vagy több szarv hátránnyal nem lehet támadni
evo-err-wrong-decision = { $action } nem felel a függő döntésre ({ $kind })
evo-err-not-a-candidate = az { $region } régió dinója nincs a még kiválasztandó, { $class ->
    [hot] meleg
   *[cold] hideg
} régióbeli dinóid között
evo-err-no-row = nincs ilyen sor: { $row }; a sorok: 1–{ $rows }
evo-err-bid-too-high = a(z) { $value } értékű licit többe kerül, mint amennyi FP-d van (mutációiddal legfeljebb { $max }, PD-15)
evo-err-row-taken = ez a sor foglalt: { $row }; ott a licitnek legalább { $min } kell lennie
evo-err-no-card-now = most nem lehet kártyát kijátszani (1. és 2. kör, vagy az Alvógén után)
evo-err-gene-split-now = most nem játszhatod ki a Génorzást
evo-err-sleeping-slot = az Alvógén csak a Génorzás helyén követheti a saját licitedet (mindkét kártyának nálad kell lennie)
evo-err-both-slot = a Génorzás helyén egy kártyát játssz ki; az Alvógén a válaszlépésben még felelhet a Génorzásra
evo-err-must-bid = kötelező licitálni: ezen a licitáláson már nem lehet passzolni
evo-err-own-dino-birth = az { $region } régióban már áll egy dinód
evo-err-occupied = az { $region } régió foglalt; oda csak a Kemény kölykök új dinói kerülhetnek
evo-err-too-far = az { $region } régió túl messze van a dinóidtól
evo-err-too-far-range = az { $region } régió túl messze van: új dinó a dinóidtól legfeljebb { $range } régió távolságra kerülhet
evo-err-births-compulsory = a szaporodás kötelező, amíg marad üres, szabályos régió
evo-err-players = az evót 3–5 játékos játssza, nem { $seats }
evo-err-options = érvénytelen evo-beállítások: { $why }
evo-err-boards = érvénytelen options.boards: { $why }
evo-err-embedded-boards = beépített táblaadatok: { $why }
evo-err-last-space = a round_track.last_space értékének a meteor kezdőmezőjén ({ $start }) túl kell lennie, nem { $last }
evo-err-die-space-range = a round_track { $space } kockamezőjének 1..{ $last } közé kell esnie
evo-err-die-space-twice = a round_track { $space } kockamezője kétszer szerepel
evo-err-die-space-impact = a round_track { $space } kockamezője: a becsapódási számok csak 1..6 lehetnek
evo-err-starting-ep = a starting_ep csak 6 vagy 10 lehet (PD-06), nem { $ep }
evo-err-blank-cards = use_blank_cards: az üres kártyák sosem kerülnek játékba (PD-36)

evo-opt-starting-ep = Kezdő fejlődéspontok
evo-opt-starting-ep-help = Ennyi FP-vel kezd minden játékos: 6, ahogy az itt fordított szabálykönyvben, vagy 10, ahogy az angol szabálykönyvben.
evo-opt-starting-ep-6 = 6 FP
evo-opt-starting-ep-10 = 10 FP (angol szabálykönyv)
evo-opt-tie-break = Döntetlen a kezdeményezésnél
evo-opt-tie-break-help = Azonos számú farokkal rendelkező játékosok közül az kezd, akinek több dinója van a táblán, vagy az, akinek kevesebb.
evo-opt-tie-break-more = Több dinó előbb
evo-opt-tie-break-fewer = Kevesebb dinó előbb
evo-opt-board = Játéktér négy játékosnál
evo-opt-board-help = A két térképoldal, amelyből négy játékosnál a sziget áll: a kicsi és a nagy térkép, vagy a két közepes térkép.
evo-opt-board-s-l = Kicsi + nagy térkép
evo-opt-board-two-medium = A két közepes térkép
evo-opt-hard = Nehezebb változat
evo-opt-hard-help = Minden licitálásnál eggyel kevesebb gén van, mint ahány játékos, így egy játékos passzolhat; a meteor az 1. és 2. körben nem mozog, így a játék hosszabb.
evo-opt-round-track = Körjelző táblázat (meteor)
evo-opt-round-track-help = A meteor útja: 16 mező; a 13. mezőn 1-es dobásra csapódik be a meteor, a 14.-en 1-esre vagy 2-esre, a 15.-en 1–3-ra; a 16. mező véget vet a játéknak.
evo-opt-round-track-16 = 16 mező, kockamezők: 13–15
