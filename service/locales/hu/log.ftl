# A játszma naplója szavakkal (service/app/gamelog): mondatonként egy üzenet; a nagy
# kezdőbetűt és a pontot a napló készítésekor kapja. A játék fogalmai a szójegyzék
# üzenetei (core_rs/locales/hu/<game>.ftl), argumentumként átadva.

## Közös

log-and-more = { " " }(és még { $n })
log-a-player = egy játékos
    .acc = egy játékost
    .dat = egy játékosnak
log-seat = { $n }. hely
    .acc = { $n }. helyet
    .dat = { $n }. helynek
log-secret-choice = { $who } titokban dönt
log-action-code = { $who }: { $what }
log-phase-code = { $code }
log-undo = Döntések visszavonva
log-unknown = valami ismeretlen
log-term = { $term }
log-round-started = Kezdődik { $round ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $round }. kör

## Dominant Species

log-ds-phase-planning = Tervezés
log-ds-phase-execution = Végrehajtás
log-ds-phase-reset = Visszaállítás
log-ds-phase-over = A játék vége
log-ds-animals = { $a } / { $b }
    .article = { $a-article }
log-ds-space = { $n }. mező
    .sub = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. mezőre
    .sup = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. mezőn
    .del = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. mezőről
    .acc = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. mezőt
log-ds-space-off = egy mező a táblán kívül
    .sub = egy táblán kívüli mezőre
    .sup = egy táblán kívüli mezőn
    .del = egy táblán kívüli mezőről
    .acc = egy táblán kívüli mezőt
log-ds-tile-on = { $space } ({ $terrain })
    .sub = { $space-sub } ({ $terrain })
    .sup = { $space-sup } ({ $terrain })
    .del = { $space-del } ({ $terrain })
    .acc = { $space-acc } ({ $terrain })
log-ds-corner = sarok (mezők: { $spaces })
    .sub = a sarokra (mezők: { $spaces })
    .sup = a sarkon (mezők: { $spaces })
    .del = a sarokról (mezők: { $spaces })
    .acc = a sarkot (mezők: { $spaces })
log-ds-corner-edge = sarok a Föld szélén (mező: { $n })
    .sub = a Föld szélén lévő sarokra (mező: { $n })
    .sup = a Föld szélén lévő sarkon (mező: { $n })
    .del = a Föld szélén lévő sarokról (mező: { $n })
    .acc = a Föld szélén lévő sarkot (mező: { $n })
log-ds-corner-off = sarok a Föld szélén
    .sub = egy sarokra a Föld szélén
    .sup = egy sarkon a Föld szélén
    .del = egy sarokról a Föld szélén
    .acc = egy sarkot a Föld szélén
log-ds-action-space = { $kind }
log-ds-action-space-numbered = { $kind } { $n }
log-ds-action-space-speciation = { $kind } ({ $element })
log-ds-action-space-migration = { $kind } (legfeljebb { $n } egyed)
log-ds-action-space-competition = { $kind } { $n } (tundra, { $a }, { $b })
log-ds-action-space-unknown = egy akciómező
log-ds-final-scoring = a végső pontozás
log-ds-empty = (üres)

log-ds-pass = { $who-article } { $who } passzolnak
log-ds-pass-initiative-swap = { $who-article } { $who } megtartják helyüket a kezdeményezési sávon
log-ds-pass-initiative-place = { $who-article } { $who } visszaveszik a Kezdeményezés bábuját
log-ds-pass-adaptation = { $who-article } { $who } nem vesznek el elemet
log-ds-pass-regression-protect = { $who-article } { $who } nem védenek meg többet a Visszafejlődéstől
log-ds-pass-take-element = { $who-article } { $who } nem helyeznek le elemet
log-ds-pass-place-element = { $who-article } { $who } nem helyeznek le elemet
log-ds-pass-wasteland = { $who-article } { $who } nem vesznek le korongot a pusztasági mezőről
log-ds-pass-depletion = { $who-article } { $who } nem vesznek le elemet a Földről
log-ds-pass-glaciation = { $who-article } { $who } nem jegesítenek el mezőt
log-ds-pass-speciation-corner = { $who-article } { $who } nem élnek a fajképződéssel
log-ds-pass-insect-speciation = { $who-article } { $who } nem használják ingyenes Fajképződésüket
log-ds-pass-wanderlust-tile = { $who-article } { $who } nem vesznek el lapkát
log-ds-pass-wanderlust-hex = { $who-article } { $who } nem helyeznek le lapkát
log-ds-pass-domination = { $who-article } { $who } nem pontoznak lapkát
log-ds-pass-mammal-save = { $who-article } { $who } nem mentenek meg egyedet a kihalástól
log-ds-pass-arachnid-competition = { $who-article } { $who } nem használják ingyenes Versengésüket
log-ds-pass-competition = { $who-article } { $who } befejezik a Versengést
log-ds-pass-migration = { $who-article } { $who } befejezik a Vándorlást
log-ds-pass-evolution = { $who-article } { $who } nem cserélnek le több egyedet
log-ds-pass-metamorphosis = { $who-article } { $who } nem cserélnek elemet
log-ds-pass-aquatic-cubes = { $who-article } { $who } nem helyeznek le egyedet
log-ds-pass-hibernation = { $who-article } { $who } nem hoznak vissza egyedet
log-ds-done = { $who-article } { $who } végeztek
log-ds-done-migration = { $who-article } { $who } befejezik a Vándorlást
log-ds-done-competition = { $who-article } { $who } befejezik a Versengést
log-ds-done-wanderlust-move = { $who-article } { $who } nem mozgatnak több egyedet az új lapkára
log-ds-done-mass-exodus-move = { $who-article } { $who } nem mozgatnak több egyedet
log-ds-done-evolution = { $who-article } { $who } nem cserélnek le több egyedet

log-ds-do-take-tile = { $who-article } { $who } elveszik { $stack ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $stack }. terjeszkedési halom felfordított lapkáját
log-ds-do-take-element = { $who-article } { $who } elvesznek egy korongot ({ $element })
log-ds-do-add-cubes = { $who-article } { $who } { $n } egyedet helyeznek { $space-sub }
log-ds-do-glaciate = { $who-article } { $who } eljegesítik { $space-acc }
log-ds-do-eliminate = { $who-article } { $who } kiirtanak egy egyedet ({ $animal }) { $space-sup }
log-ds-do-replace-cube = { $who-article } { $who } egy saját egyedükre cserélnek egy egyedet ({ $animal }) { $space-sup }
log-ds-do-remove-element = { $who-article } { $who } leveszik a korongot { $corner-del }
log-ds-do-choose-space = { $who-article } { $who } kiválasztják { $space-acc }
log-ds-do-save = { $who-article } { $who } megmentenek egy egyedet { $space-sup }
log-ds-do-move-cube = { $who-article } { $who } áthelyeznek egy egyedet { $src-del } { $dst-sub }
log-ds-do-place-tile = { $who-article } { $who } lehelyezik a lapkát { $space-sub }
log-ds-do-choose-corner = { $who-article } { $who } kiválasztják { $corner-acc }
log-ds-do-swap-initiative = { $who-article } { $who } előrelépnek a kezdeményezési sávon
log-ds-do-exchange-element = { $who-article } { $who } elcserélik egy elemüket ({ $give }) egy másikra ({ $take })
log-ds-do-take-card = { $who-article } { $who } elveszik ezt a kártyát: { $card }
log-ds-do-protect = { $who-article } { $who } megvédik egy elemüket ({ $element })
log-ds-do-discard-element = { $who-article } { $who } eldobják egy elemüket ({ $element })
log-ds-do-remove-from-box = { $who-article } { $who } visszavesznek a pusztasági mezőről egy elemet ({ $element })
log-ds-do-lose-ap = { $who-article } { $who } elvesztenek egy akcióbábut
log-ds-do-thin-out = { $who-article } { $who } minden lapkán csak egy egyedet tartanak meg
log-ds-do-keep-element = { $who-article } { $who } megtartanak egy elemet
log-ds-do-keep-cube = { $who-article } { $who } megtartanak egy egyedet
log-ds-do-move-out = { $who-article } { $who } levisznek egy egyedet a lapkáról
log-ds-do-place-ap = { $who-article } { $who } akcióbábut helyeznek le

log-ds-ap-placed = { $who-article } { $who } akcióbábut helyeznek erre a mezőre: { $space }
log-ds-planning-ended = Véget ér { $round ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $round }. kör tervezése
log-ds-dominance-gained = { $who-article } { $who } uralkodóvá válnak { $tile-sup }
log-ds-dominance-lost = { $who-article } { $who } elvesztik uralmukat { $tile-sup }
log-ds-dominance-unchanged = Az uralom nem változik { $tile-sup }
log-ds-ap-returned = { $who-article } { $who } visszaveszik akcióbábujukat erről a mezőről: { $space }
log-ds-ap-moved = Eljegesedés-bábu ({ $who }): { $src } → { $dst }
log-ds-ap-gained = { $who-article } { $who } kapnak egy akcióbábut
log-ds-ap-lost = { $who-article } { $who } elvesztenek egy akcióbábut
log-ds-action-skipped = { $who-article } { $who } semmit sem tudnak tenni ezzel az akcióval: { $action }
log-ds-initiative-swapped = { $who-article } { $who } a kezdeményezési sávon megelőzik { $other-article } { $other-acc }
log-ds-element-adapted = { $who-article } { $who } új elemet kapnak a fajtáblájukra: { $element }
log-ds-element-lost = { $who-article } { $who } elvesztenek egy elemet a fajtáblájukról: { $element }
log-ds-element-protected = { $who-article } { $who } megvédik a Visszafejlődéstől ezt az elemüket: { $element }
log-ds-element-placed = { $who-article } { $who } korongot ({ $element }) helyeznek { $corner-sub }
log-ds-element-removed = Egy korong ({ $element }) visszakerül a zsákba { $corner-del }
log-ds-box-element-removed = { $who-article } { $who } visszatesznek egy korongot ({ $element }) a pusztasági mezőről a zsákba
log-ds-tundra-placed = Tundrává válik: { $space }
log-ds-corner-chosen = { $who-article } { $who } fajképződést hajtanak végre a korongtól { $corner-sup }
log-ds-cubes-added = { $who-article } { $who } { $n } egyedet helyeznek génállományukból { $space-sub }
log-ds-cubes-moved = { $who-article } { $who } { $n } egyedet mozgatnak { $src-del } { $dst-sub }
log-ds-cubes-eliminated = { $who-article } { $who } { $n } egyedet vesztenek { $space-sup } (kiirtva)
log-ds-cubes-to-gene-pool = { $who-article } { $who } { $n } egyedet visszavesznek génállományukba { $space-del }
log-ds-cubes-hibernated = { $who-article } { $who } { $n } egyedet hoznak vissza a hibernációból { $space-sub }
log-ds-cube-saved = { $who-article } { $who } megmentenek egy egyedet a kihalástól { $space-sup }
log-ds-tile-placed = { $who-article } { $who } lapkát ({ $terrain }) helyeznek { $space-sub }
log-ds-tile-chosen = { $who-article } { $who } kiválasztják { $tile-acc } ehhez a kártyához: { $card }
log-ds-tile-revealed = { $stack ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $stack }. terjeszkedési halom felfordított lapkája: { $terrain }
log-ds-vp-gained = { $who-article } { $who } { $vp } GP-t kapnak, oka: { $reason }
log-ds-vp-gained-other = { $who-article } { $who } { $vp } GP-t kapnak a játékukért
log-ds-vp-lost = { $who-article } { $who } { $vp } GP-t vesztenek, oka: { $reason }
log-ds-vp-lost-other = { $who-article } { $who } { $vp } GP-t vesztenek egy kártya miatt
log-ds-place-scored = { $who-article } { $who } { $vp } GP-t kapnak { $place ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $place }. helyért { $tile-sup }
log-ds-place-scored-final = { $who-article } { $who } { $vp } GP-t kapnak { $place ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $place }. helyért { $tile-sup } a végső pontozásban
log-ds-card-taken = { $who-article } { $who } elveszik ezt a kártyát: { $card }
log-ds-card-revealed = Felfordított kártya: { $card }
log-ds-immigrants = { $who-article } { $who } válaszolnak a Bevándorlók kártyára
log-ds-immigrants-discard-element = { $who-article } { $who } egy elem eldobását választják
log-ds-immigrants-lose-ap = { $who-article } { $who } egy akcióbábu elvesztését választják
log-ds-immigrants-thin-out = { $who-article } { $who } azt választják, hogy minden lapkán csak egy egyedet tartanak meg
log-ds-last-round = Jégkorszak: { $round ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $round }. kör az utolsó
log-ds-no-cubes-left = Nem maradt egyed sem a Földön, sem egyetlen génállományban: a játék { $round ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $round }. kör után véget ér
log-ds-reseeded = Új korongok: Alkalmazkodás – { $adaptation }; Bőség – { $abundance }; Terjeszkedés – { $wanderlust }
log-ds-game-ended = A játék { $round ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $round }. kör után véget ér

## Evo

log-evo-phase-initiative = 1. fázis: kezdeményezés
log-evo-phase-climate = 2. fázis: éghajlat
log-evo-phase-movement = 3. fázis: mozgás és harc
log-evo-phase-birth = 4. fázis: szaporodás
log-evo-phase-survival = 5. fázis: túlélés
log-evo-phase-auction = 6. fázis: meteor és licitálás
log-evo-phase-meteor = 6. fázis: meteor és licitálás
log-evo-phase-over = A játék vége
log-evo-colour-red = Piros
    .acc = Pirosat
    .dat = Pirosnak
log-evo-colour-blue = Kék
    .acc = Kéket
    .dat = Kéknek
log-evo-colour-green = Zöld
    .acc = Zöldet
    .dat = Zöldnek
log-evo-colour-yellow = Sárga
    .acc = Sárgát
    .dat = Sárgának
log-evo-colour-purple = Lila
    .acc = Lilát
    .dat = Lilának
log-evo-seat = { $who }
log-evo-region = { $n }. régió
    .ine = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. régióban
    .ela = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. régióból
    .ill = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. régióba
log-evo-region-terrain = { $n }. régió ({ $terrain })
    .ine = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. régióban ({ $terrain })
    .ela = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. régióból ({ $terrain })
    .ill = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. régióba ({ $terrain })
log-evo-region-unknown = egy régió
    .ine = egy régióban
    .ela = egy régióból
    .ill = egy régióba

log-evo-pass = { $who } nem játszik ki kártyát
log-evo-pass-bid = { $who } passzol a licitálásban
log-evo-end-movement = { $who } befejezi a mozgást
log-evo-stop-births = { $who } nem helyez le több új dinót
log-evo-dino-moved = { $who } áthelyez egy dinót { $src-ela } { $dst-ill }
log-evo-newborn-placed = { $who } új dinót helyez { $region-ill }
log-evo-dino-kept = { $who } életben tartja a dinót { $region-ine }
log-evo-bid = { $who } licitje { $row ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $row }. sorra: { $value }
log-evo-play-card = { $who } kijátssza ezt a kártyát: { $card }

log-evo-initiative-rolled = { $who } kezdeményezési dobása: { $roll }
log-evo-order-set = A kör sorrendje: { $order }
log-evo-order-changed = Az új sorrend: { $order }
log-evo-climate-rolled-back = { $who } éghajlatdobása: { $roll }; az éghajlatjelző visszalép { $src ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $src }. mezőről { $dst ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $dst }. mezőre (mérsékelt: { $temperate })
log-evo-climate-rolled-stays = { $who } éghajlatdobása: { $roll }; az éghajlatjelző { $dst ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $dst }. mezőn marad (mérsékelt: { $temperate })
log-evo-climate-rolled-forward = { $who } éghajlatdobása: { $roll }; az éghajlatjelző előrelép { $src ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $src }. mezőről { $dst ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $dst }. mezőre (mérsékelt: { $temperate })
log-evo-climate-changed = { $card }: az éghajlatjelző { $src ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $src }. mezőről { $dst ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $dst }. mezőre lép (mérsékelt: { $temperate })
log-evo-card-played = { $who } kijátssza ezt a kártyát: { $card }
log-evo-card-played-on = { $who } kijátssza ezt a kártyát: { $card }, { $target } dinójára { $region-ine }
log-evo-card-played-on-dino = { $who } kijátssza ezt a kártyát: { $card }, a dinóra { $region-ine }
log-evo-card-played-value = { $played }, a választott dobás: { $value }
log-evo-card-does = { $played }: { $does }
log-evo-said = { $said }
log-evo-card-does-sleeping-gene = ebben a körben több kártya nem játszható ki
log-evo-card-does-me-first = { $who } a kör végéig elsőként lép
log-evo-card-does-genetic-highflyer = { $who } ára ebben a licitálásban 3 FP-vel kevesebb
log-evo-card-does-gene-split = { $who } túllicitálása ebben a licitálásban 3 FP-vel többe kerül
log-evo-card-does-ice-cold = ebben a körben minden fajnak eggyel kevesebb bundája van
log-evo-card-does-killer-rays = ebben a körben minden fajnak eggyel kevesebb napernyője van
log-evo-card-does-missing-link = ebben a körben eggyel kevesebb gént licitálnak, és egy játékos passzolhat
log-evo-card-does-heatproof-skin = { $who } összes dinója túléli ebben a körben a meleg régiókban
log-evo-card-does-catastrophe = az éghajlatjelző két mezőt lép előre; nincs éghajlatdobás
log-evo-card-does-tough-kids = { $who } új dinói más fajok dinóira is lehelyezhetők, és eggyel több szarvval támadnak
log-evo-card-does-weather-gene = ebben a körben nincs éghajlatdobás
log-evo-card-does-big-brother = { $who } dinói ebben a körben két szarvval többel védekeznek
log-evo-card-does-giant-gene = { $who } dinói ebben a körben két szarvval többel támadnak
log-evo-card-does-primal-urge = { $who } annyit léphet, ahány dinója a táblán van, lábaitól függetlenül
log-evo-card-does-pthermodactylus = { $who } összes dinója túléli ebben a körben a hideg régiókban
log-evo-card-does-birth-control = ebben a körben senki sem kap új dinót
log-evo-card-does-survival-gene = minden más játékos 1 FP-t veszít minden dinóért, amelyet ebben a körben az éghajlat pusztított el
log-evo-card-does-wandering-brood = { $who } új dinói legfeljebb 3 régióval arrébb is lehelyezhetők
log-evo-card-does-unexpected-gene = { $who } 2 FP-vel többet kap a végső pontozásban
log-evo-card-does-vegetarian-diet = a kör végéig nincs harc
log-evo-card-does-defensive-gas = ebben a körben { $who } és { $other } nem támadhatják meg egymást
log-evo-card-does-defensive-gas-anyone = ebben a körben két játékos nem támadhatja meg egymást
log-evo-card-does-flood = a tengerparton álló minden dinóért egy kocka; ha a dobás és a napernyők összege legfeljebb 3, a dinó megfullad
log-evo-card-taken = { $who } az Osztódás kártyával elveszi ezt a kártyát: { $card } (tőle: { $other })
log-evo-card-discarded = Kikerül a játékból: { $card }
log-evo-combat = { $attacker } megtámadja { $defender-acc } { $region-ine } (szarvkülönbség: { $diff }), dobás: { $roll }; győztes: { $winner }
log-evo-dino-removed-combat = { $who } dinója { $region-ine } elvesztett egy harcot, és visszakerül a készletbe
log-evo-dino-removed-accident = { $who } dinója { $region-ine } balesetet szenvedett, és visszakerül a készletbe
log-evo-dino-removed-flood = { $who } dinója { $region-ine } megfulladt a Vízözönben, és visszakerül a készletbe
log-evo-dino-removed-climate = { $who } dinóját { $region-ine } elpusztította az éghajlat, és visszakerül a készletbe
log-evo-dino-removed-cuckoo = { $who } dinóját { $region-ine } a „Kire ütött ez a gyerek?” kártya váltotta fel, és visszakerül a készletbe
log-evo-dino-removed-other = { $who } dinója { $region-ine } lekerül a tábláról, és visszakerül a készletbe
log-evo-dino-replaced = { $by } dinót tesz { $region-ine } { $who } új dinója helyére
log-evo-births-ended = { $who } szaporodása véget ért: { $n } új dinó került le
log-evo-flood-rolled-survives = Vízözön: { $roller } dobása { $who } tengerparti dinójáért { $region-ine }: { $roll }; { $roll } + { $parasols } napernyő = { $sum }: túléli (több mint 3)
log-evo-flood-rolled-drowns = Vízözön: { $roller } dobása { $who } tengerparti dinójáért { $region-ine }: { $roll }; { $roll } + { $parasols } napernyő = { $sum }: megfullad (legfeljebb 3)
log-evo-ep-gained = { $who } { $amount } FP-t kap (összesen { $total } FP)
log-evo-ep-lost = { $who } { $amount } FP-t veszít (összesen { $total } FP)
log-evo-meteor-moved = A meteor a körjelző táblázat { $space }. mezőjére lép
log-evo-meteor-strikes = { $who } meteordobása: { $roll }; becsapódik!
log-evo-meteor-misses = { $who } meteordobása: { $roll }; elkerüli a Földet
log-evo-game-ended-last-space = A meteor eléri az utolsó mezőt: a játék véget ér
log-evo-game-ended-strike = A meteor becsapódik: a játék véget ér
log-evo-gene-row = { $row }. sor: { $gene }
log-evo-genes-drawn = Licitálható gének: { $genes }
log-evo-bid-placed = { $who } licitje { $row ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $row }. sor génjére ({ $gene }): { $value }
log-evo-outbid = { $by } túllicitálta { $who-acc } { $row ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $row }. sorban
log-evo-gets-card = kártyagént kap, és húz egy eseménykártyát
log-evo-gets-egg = tojásgént kap
log-evo-gets-gene = gént kap ({ $gene })
log-evo-gene-bought = { $who } { $price } FP-t fizet { $bid ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $bid } értékű licitjéért (maradt { $total } FP), és { $gets }
log-evo-card-drawn = { $who } húz egy kártyát: { $card }
log-evo-card-drawn-hidden = { $who } húz egy eseménykártyát
log-evo-score = { $who } { $ep }
log-evo-final-scores = Végeredmény: { $scores }; győztes: { $winners }

## La Isla

log-li-phase-card = Kártyafázis
log-li-phase-a = „A” akció
log-li-phase-b = „B” akció
log-li-phase-c = „C” akció
log-li-phase-d = „D” akció
log-li-phase-final = A játék vége
log-li-phase-of-card = kártyafázis
log-li-phase-of-a = „A” akció
log-li-phase-of-b = „B” akció
log-li-phase-of-c = „C” akció
log-li-phase-of-d = „D” akció
log-li-phase-of-unknown = ez az akció
log-li-seat-red = Piros
    .acc = Pirosat
    .dat = Pirosnak
log-li-seat-blue = Kék
    .acc = Kéket
    .dat = Kéknek
log-li-seat-orange = Narancs
    .acc = Narancsot
    .dat = Narancsnak
log-li-seat-black = Fekete
    .acc = Feketét
    .dat = Feketének
log-li-space = { $n }. tájmező ({ $landscape })
    .sub = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. tájmezőre ({ $landscape })
    .sup = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. tájmezőn ({ $landscape })
    .del = { $n ->
        [1] az
        [5] az
        [50] az
        [51] az
        [52] az
        [53] az
        [54] az
        [55] az
        [56] az
        [57] az
        [58] az
        [59] az
       *[other] a
    } { $n }. tájmezőről ({ $landscape })
log-li-space-unknown = egy tájmező
    .sub = egy tájmezőre
    .sup = egy tájmezőn
    .del = egy tájmezőről
log-li-space-word = tájmező|tájmezőre|tájmezőn|tájmezőről|tájmezőt
log-li-space-number = { $n }. tájmező
log-li-region = { $n }. dzsungelterület
log-li-region-unknown = egy dzsungelterület
log-li-a-card = egy kártya
log-li-card = „{ $name }” ({ $colour }, { $species })
log-li-function-code = { $code }
log-li-card-landscape-vp = tájpont: { $x }
log-li-card-symbol-vp = jelpont: { $x }
log-li-card-symbol-resource = jel-nyersanyag: { $x }
log-li-card-landscape-resource = táj-nyersanyag: { $x }
log-li-card-landscape-discount = tájkedvezmény: { $x }
log-li-card-symbol-discount = jelkedvezmény: { $x }
log-li-card-income = bevétel: { $x }
log-li-card-income-marker = bevételi jelző: { $x }
log-li-card-landscape-marker = tájjelző: { $x }
log-li-card-double-step = dupla lépés: { $x }
log-li-card-capture-marker = befogási jelző: { $x }
log-li-card-any-colour = bármilyen szín: { $x }

log-li-declines = { $who } lemond róla
log-li-decides = { $who } dönt
log-li-do-place-explorer = { $who } felfedezőt helyez { $space-sub }
log-li-do-relocate-explorer = { $who } áthelyez egy felfedezőt { $space-sub }
log-li-do-pick-up-explorer = { $who } felveszi felfedezőjét { $space-del }
log-li-do-take-resource = { $who } elvesz egy nyersanyagot ({ $colour })
log-li-do-choose-species = { $who } ezt az állatot választja: { $species }

log-li-answer = { $who }: { $answer }
log-li-answer-cover-slot = { $who } az „A” kártyával a kártyatartó { $slot }. kártyahelyét fogja lefedni
log-li-answer-extra-explorer-true = { $who } elveszi az extra felfedezőt
log-li-answer-extra-explorer-false = { $who } nem veszi el az extra felfedezőt
log-li-answer-income-marker-true = { $who } a „B” akcióban előrelépteti ezt a jelzőt: { $species }
log-li-answer-income-marker-false = { $who } a „B” akcióban nem lépteti előre ezt a jelzőt: { $species }
log-li-answer-free-choice = { $who } a „D” akcióban előrelépteti ezt a jelzőt: { $species } ({ $function })
log-li-answer-double-step-true = { $who } megteszi a második lépést: { $species }
log-li-answer-double-step-false = { $who } nem teszi meg a második lépést: { $species }
log-li-answer-does-not-apply = { $who }: „{ $function }” ebben a körben nem érvényes

log-li-round-started = Kezdődik { $round ->
    [1] az
    [5] az
    [50] az
    [51] az
    [52] az
    [53] az
    [54] az
    [55] az
    [56] az
    [57] az
    [58] az
    [59] az
   *[other] a
} { $round }. kör; kezdőjátékos: { $first }
log-li-deck-reshuffled = A dobott lapok ({ $n } kártya) új pakliba keverednek
log-li-card-drawn = { $who } húz egy kártyát: { $card }
log-li-cards-drawn = { $who } { $n } kártyát húz
log-li-card-assigned = { $who } képpel lefelé ide teszi: „{ $letter }”, ezt a kártyát: { $card }
log-li-card-face-down = { $who } képpel lefelé tesz egy kártyát ide: „{ $letter }”
log-li-answer-recorded = { $who } titokban dönt (szakasz: { $phase })
log-li-seat-decided = { $who } meghozta minden titkos döntését (szakasz: { $phase })
log-li-leftover-discarded = { $who } eldobja a fel nem használt kártyát: { $card }
log-li-a-card-revealed = { $who } felfedi „A” kártyáját: { $card }
log-li-card-placed = { $who } a kártyatartó { $slot }. kártyahelyére teszi ezt a kártyát: { $card }
log-li-card-placed-covering = { $who } a kártyatartó { $slot }. kártyahelyére teszi ezt a kártyát: { $card }; lefedi ezt: { $covered } (már nem érvényes)
log-li-slot-added = { $who } kártyatartóján most { $n } kártyahely van
log-li-explorer-taken = { $who } elvesz egy felfedezőt az általános készletből (saját készletében: { $n })
log-li-option-declined = { $who } lemond erről: { $option }
log-li-option-extra-explorer = az extra felfedező
log-li-option-income-marker = a bevételi jelző előreléptetése ({ $species })
log-li-option-double-step = a második lépés ({ $species })
log-li-option-capture-marker = a befogási jelző előreléptetése ({ $species })
log-li-option-landscape-marker = a tájjelző előreléptetése
log-li-option-second-move = a második mozgás
log-li-option-unknown = egy lehetőség
log-li-card-discarded = { $who } eldobja „{ $letter }” kártyáját: { $card }
log-li-resources = { $who } { $n } nyersanyagot kap ({ $colour })
log-li-resources-b-card = { $who } { $n } nyersanyagot kap ({ $colour }) a „B” kártyáért: { $card }
log-li-resources-income = { $who } { $n } nyersanyagot kap ({ $colour }) bevételként
log-li-resources-taken-instead = { $who } { $n } nyersanyagot kap ({ $colour }) felfedező lehelyezése helyett
log-li-resources-provisions = { $who } { $n } nyersanyagot kap ({ $colour }) az Élelmiszerkészlettől
log-li-resources-arrival = { $who } { $n } nyersanyagot kap ({ $colour }), forrás: { $function }
log-li-resources-paid = { $who } { $n } nyersanyagot fizet ({ $colour })
log-li-explorer-placed = { $who } felfedezőt helyez saját készletéből { $space-sub }
log-li-relocation-started = { $who } felveszi felfedezőjét { $space-del }, hogy áthelyezze
log-li-explorer-relocated = { $who } áthelyez egy felfedezőt { $src-del } { $dst-sub }
log-li-tile-captured = { $who } körbeveszi ezt: { $region }, és elveszi állatlapkáját ({ $species }, { $vp } GP)
log-li-vp = { $who } { $vp } GP-t kap (összesen { $total })
log-li-vp-capture = { $who } { $vp } GP-t kap a körbevételért: { $region } (összesen { $total })
log-li-vp-capture-bonus = { $who } { $vp } GP-t kap ettől: { $function }, { $n } befogott lapkáért (összesen { $total })
log-li-vp-function = { $who } { $vp } GP-t kap ettől: { $function } (összesen { $total })
log-li-vp-animals = { $who } { $vp } GP-t kap { $n } állatért ({ $species }; darabonként 1 GP) (összesen { $total })
log-li-vp-animals-double = { $who } { $vp } GP-t kap { $n } állatért ({ $species }; darabonként 2 GP a Dupla pontozással) (összesen { $total })
log-li-marker-advanced = { $who } előrelépteti a jelzőt ({ $species }), új lépés: { $step } (érték: { $value })
log-li-marker-at-top = { $who } előrelépteti a jelzőt ({ $species }), de az már a csúcson van (érték: { $value })
log-li-game-ended-threshold = Az állatok értékeinek összege { $sum }: a játék véget ér
log-li-game-ended-cards = Nincs több húzható kártya: a játék véget ér
log-li-final-scored = { $who } pontjai: { $sets } a készletekért, { $animals } az állatokért és { $resources } a nyersanyagokért; összesen { $total } GP

log-li-ability-landscape-vp = +3 GP, valahányszor egy felfedeződ „{ $x }” tájú mezőre érkezik
log-li-ability-symbol-vp = +3 GP, valahányszor egy felfedeződ „{ $x }” szimbólumú mezőre érkezik
log-li-ability-symbol-resource = egy tetszőleges nyersanyag, valahányszor egy felfedeződ „{ $x }” szimbólumú mezőre érkezik
log-li-ability-landscape-resource = egy tetszőleges nyersanyag, valahányszor egy felfedeződ „{ $x }” tájú mezőre érkezik
log-li-ability-landscape-discount = a „{ $x }” tájú mezők 2 helyett 1 nyersanyagba kerülnek
log-li-ability-income = minden B akcióban 1-gyel több „{ $x }” nyersanyag
log-li-ability-income-marker = minden B akcióban léptetheted a(z) „{ $x }” jelzőjét
log-li-ability-landscape-marker = bármelyik jelzőt léptetheted, valahányszor egy felfedeződ „{ $x }” tájú mezőre érkezik
log-li-ability-extra-explorer = lerakáskor: vegyél el egy felfedeződet az általános készletből
log-li-ability-extra-slot = lerakáskor: a kártyatartód véglegesen eggyel több hellyel bővül
log-li-ability-wider-search = a kártyafázisban 3 helyett 4 kártyát húzol
log-li-ability-provisions = ha a C akcióban nyersanyagot veszel, kettőt kapsz
log-li-ability-double-step = még egy lépés, amikor a D akciód a(z) „{ $x }” jelzőjét lépteti
log-li-ability-free-choice = a D kártyád bármelyik állat jelzőjét léptetheti
log-li-ability-capture-marker = „{ $x }” lapkák elfogása után léptesd a(z) „{ $x }” jelzőjét lapkánként egyszer
log-li-ability-any-colour = a „{ $x }” tájú mezőket bármelyik egy színű nyersanyaggal fizetheted
log-li-ability-symbol-discount = a „{ $x }” szimbólumú mezők 2 helyett 1 nyersanyagba kerülnek
log-li-ability-scout = a C akcióban akkor is áthelyezhetsz, ha a készletedben van felfedező
log-li-ability-double-score = a D akcióban tett jelzőlépéseid dupla pontot érnek
log-li-ability-capture-vp = +2 GP minden elfogott lapkáért
log-li-ability-second-move = a C akcióban minden lerakás vagy áthelyezés után még egy áthelyezés
