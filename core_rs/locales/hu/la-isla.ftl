# la-isla

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
li-species-dodo = Dodó
    .acc = dodót
    .article = a
li-species-fossa = Óriásfossza
    .acc = óriásfosszát
    .article = az
li-species-frog = Aranyvarangy
    .acc = aranyvarangyot
    .article = az
li-species-pika = Szardíniai pika
    .acc = szardíniai pikát
    .article = a
li-species-moth = Bagolylepke
    .acc = bagolylepkét
    .article = a
li-colour-yellow = sárga
    .article = a
li-colour-green = zöld
    .article = a
li-colour-grey = szürke
    .article = a
li-colour-white = fehér
    .article = a
li-colour-brown = barna
    .article = a
li-landscape-desert = sivatag
    .acc = sivatagot
    .article = a
li-landscape-grassland = rét
    .acc = rétet
    .article = a
li-landscape-mountain = hegység
    .acc = hegységet
    .article = a
li-landscape-steppe = sztyepp
    .acc = sztyeppet
    .article = a
li-landscape-swamp = mocsár
    .acc = mocsarat
    .article = a
li-symbol-tent = sátor
    .acc = sátrat
    .article = a
li-symbol-hat = kalap
    .acc = kalapot
    .article = a
li-symbol-rope = kötél
    .acc = kötelet
    .article = a
li-symbol-bottle = palack
    .acc = palackot
    .article = a
li-symbol-backpack = hátizsák
    .acc = hátizsákot
    .article = a
li-phase-card = Kártyafázis
    .article = a
li-phase-a = „A” akció
    .article = az
li-phase-b = „B” akció
    .article = a
li-phase-c = „C” akció
    .article = a
li-phase-d = „D” akció
    .article = a
li-phase-final = A játék vége
    .article = az
li-function-landscape-vp = Pont tájért
    .article = a
li-function-symbol-vp = Pont szimbólumért
    .article = a
li-function-symbol-resource = Nyersanyag szimbólumért
    .article = a
li-function-landscape-resource = Nyersanyag tájért
    .article = a
li-function-landscape-discount = Tájkedvezmény
    .article = a
li-function-income = Bevétel
    .article = a
li-function-income-marker = Jelzőlépés a „B” akcióban
    .article = a
li-function-landscape-marker = Jelzőlépés tájért
    .article = a
li-function-extra-explorer = Extra felfedező
    .article = az
li-function-extra-slot = Extra kártyahely
    .article = az
li-function-wider-search = Szélesebb keresés
    .article = a
li-function-provisions = Ellátmány
    .article = az
li-function-double-step = Dupla lépés
    .article = a
li-function-free-choice = Szabad választás
    .article = a
li-function-capture-marker = Jelzőlépés befogásért
    .article = a
li-function-any-colour = Bármilyen szín
    .article = a
li-function-symbol-discount = Szimbólumkedvezmény
    .article = a
li-function-scout = Felderítő
    .article = a
li-function-double-score = Dupla pontozás
    .article = a
li-function-capture-vp = Pont befogásért
    .article = a
li-function-second-move = Második áthelyezés
    .article = a
li-letter-a = A (különleges képesség)
    .article = az
li-letter-b = B (nyersanyag)
    .article = a
li-letter-d = D (állatjelző)
    .article = a
li-cardset-basic = Alap: az 1-es értékű kártyák
    .article = az
li-cardset-full = Teljes: mind a 180 kártya
    .article = a
li-endreason-threshold = a jelzők elérik a határt
    .article = az
li-endreason-cards-exhausted = elfogytak a kártyák
    .article = az
li-option-card-set = Kártyakészlet
    .article = a
li-option-first-player = Kezdőjátékos
    .article = a
li-explorer = felfedező
    .acc = felfedezőt
    .article = a
li-island = sziget
    .acc = szigetet
    .article = a
li-island-piece = szigetdarab
    .article = a
li-jungle-region = dzsungelterület
    .article = a
li-space = tájmező
    .article = a
li-animal-tile = állatlapka
    .acc = állatlapkát
    .article = az
li-large-animal-tile = nagy állatlapka
    .article = a
li-small-animal-tile = kis állatlapka
    .article = a
li-animal = állat
    .acc = állatot
    .article = az
li-resource = nyersanyag
    .acc = nyersanyagot
    .article = a
li-card-holder = kártyatartó
    .article = a
li-slot = kártyahely
    .article = a
li-first-player-card = kezdőjátékos-kártya
    .article = a
li-animal-marker = állatjelző
    .article = az
li-animal-track = állatsáv
    .article = az
li-vp-track = győzelmipont-sáv
    .article = a
li-central-board = központi tábla
    .article = a
li-general-supply = közös készlet
    .article = a
li-personal-supply = saját készlet
    .article = a
li-discard-pile = dobott lapok
    .article = a
li-value = érték
    .article = az
li-multiplier = pontszorzó
    .article = a
li-set = sorozat
    .article = a
li-capture = befogás
    .article = a
li-arrival = érkezés
    .article = az
li-relocation = áthelyezés
    .article = az
li-special-function = különleges képesség
    .article = a
li-threshold = határ
    .article = a
li-clockwise = az óramutató járásával megegyezően
    .article = az
li-action-assign-card = kártya kiosztása
    .article = a
li-action-cover-slot = kártyahely letakarása
    .article = a
li-action-take-explorer = felfedező elvétele
    .article = a
li-action-income-marker = jelzőlépés a „B” akcióban
    .article = a
li-action-choose-animal = állat választása
    .article = az
li-action-double-step = dupla lépés
    .article = a
li-action-place-explorer = felfedező lerakása
    .article = a
li-action-pick-up-explorer = felfedező felvétele
    .article = a
li-action-relocate-explorer = felfedező áthelyezése
    .article = a
li-action-take-resource = nyersanyag elvétele
    .article = a
li-action-gain-resource = nyersanyag megszerzése
    .article = a
li-action-advance-marker = jelző léptetése
    .article = a
li-action-decline = elutasítás
    .article = az
# ---- end of terms

# ---- the engine's words (labels, prompts, effects, rule errors, options)

## Players (seat number 0–3).
li-seat = { $seat ->
        [0] Piros
        [1] Kék
        [2] Narancs
        [3] Fekete
       *[other] Játékos
    }

## Resource colours (an adjective before "nyersanyag" takes no suffix).
li-colour-res-yellow = sárga
li-colour-res-green = zöld
li-colour-res-grey = szürke
li-colour-res-white = fehér
li-colour-res-brown = barna

## Capitalized names inside the names of special functions (not needed in Hungarian).
li-cap-landscape = { $landscape }
li-cap-symbol = { $symbol }
li-cap-colour = { $colour }

## The names of the special functions (§11.2); "-ért" has a single form.
li-fn-landscape-vp = Pont { $landscape }ért
li-fn-symbol-vp = Pont { $symbol }ért
li-fn-symbol-resource = Nyersanyag { $symbol }ért
li-fn-landscape-resource = Nyersanyag { $landscape }ért
li-fn-landscape-discount = Tájkedvezmény – { $landscape }
li-fn-income = Bevétel – { $colour }
li-fn-income-marker = Jelzőlépés a „B” akcióban – { $animal }
li-fn-landscape-marker = Jelzőlépés { $landscape }ért
li-fn-extra-explorer = Extra felfedező
li-fn-extra-slot = Extra kártyahely
li-fn-wider-search = Szélesebb keresés
li-fn-provisions = Ellátmány
li-fn-double-step = Dupla lépés – { $animal }
li-fn-free-choice = Szabad választás
li-fn-capture-marker = Jelzőlépés befogásért – { $animal }
li-fn-any-colour = Bármilyen szín – { $landscape }
li-fn-symbol-discount = Szimbólumkedvezmény – { $symbol }
li-fn-scout = Felderítő
li-fn-double-score = Dupla pontozás
li-fn-capture-vp = Pont befogásért
li-fn-second-move = Második áthelyezés

## A species with its article.
li-an-species-dodo = a Dodó
li-an-species-fossa = az Óriásfossza
li-an-species-frog = az Aranyvarangy
li-an-species-pika = a Szardíniai pika
li-an-species-moth = a Bagolylepke

## Cards: by name and id, by id alone, and with all their printed facts.
li-card-name = „{ $function }” kártya ({ $card })
    .name = „{ $function }” ({ $card })
li-card-unknown = { $card } kártya
    .name = { $card }
li-card-words = { $card } { $code } / { $colour } / { $animal }
li-the-card = a kártya
li-your-a-card = az A kártyád
li-your-a-card-named = az A kártyád, { $card-name }

## A landscape space in words (every space id begins with a consonant: "a").
li-space-words = a { $space } mező ({ $landscape }, { $symbol })
    .onto = a { $space } mezőre ({ $landscape }, { $symbol })
    .from = a { $space } mezőről ({ $landscape }, { $symbol })
li-space-unknown = a(z) { $space }. mező
    .onto = a(z) { $space }. mezőre
    .from = a(z) { $space }. mezőről

## The tiles an arrival captures, one after the other.
li-take-tile = ; befogás: { $animal } lapka, terület: { $region } (+{ $vp } GyP){ $then }
li-take-tile-end = { "" }

## The options (§4.1).
li-opt-card-set = Kártyakészlet
li-opt-card-set-help = Az Alap a 120 darab 1-es értékű kártyával játszik (első játékhoz ajánlott); a Teljes hozzáveszi a 60 darab 2-es értékű kártyát is.
li-opt-card-set-basic = Alap: a 120 darab 1-es értékű kártya
li-opt-card-set-full = Teljes: mind a 180 kártya
li-opt-first-player = Kezdőjátékos
li-opt-first-player-help = Az a hely, amelyik az 1. körben a kezdőjátékos-kártyát kapja; ha nincs megadva, sorsolással dől el.
li-opt-first-random = Véletlenszerű (a játék magjából)
li-opt-first-0 = Piros (1. hely)
li-opt-first-1 = Kék (2. hely)
li-opt-first-2 = Narancs (3. hely; 3 vagy 4 játékos)
li-opt-first-3 = Fekete (4. hely; csak 4 játékos)

## Labels of the legal actions.
li-label-not-a-seat = Ez a hely nem tartozik ehhez a játékhoz
li-label-assign-a = Az A alá: { $card } – a képessége a kártyatartódba kerül
li-label-assign-b = A B alá: { $card } – vegyél el 1 { $colour } nyersanyagot{ $rest }
li-label-assign-d = A D alá: { $card } – { $animal-article } { $animal } jelzője előrelép
li-label-assign-use = { $letter ->
        [A] Az
       *[other] A
    } { $letter } alá: { $card } – használd fel{ $rest }
li-assign-rest-none = { "" }
li-assign-rest-d = ; { $card } a D alá kerül ({ $animal })
li-assign-rest-d-unknown = ; { $card } a D alá kerül
li-label-cover = { $slot }. kártyahely: { $covered } lefedése ezzel: { $with }
li-label-take-explorer = Vegyél el egy felfedezőt a közös készletből a saját készletedbe (ott { $left } van a színedből)
li-label-leave-explorer = Hagyd a felfedezőt a közös készletben
li-label-income-marker = Léptesd előre { $animal-article } { $animal } jelzőjét a „B” akcióban ({ $function }, +{ $vp } GyP)
li-label-income-marker-no = Ne léptesd előre { $animal-article } { $animal } jelzőjét a „B” akcióban
li-label-choose-animal = Léptesd előre { $animal-article } { $animal } jelzőjét a „D” akcióban (Szabad választás)
li-label-choose-animal-own = Léptesd előre { $animal-article } { $animal } jelzőjét a „D” akcióban (Szabad választás, a D kártyád állata)
li-label-double-step = Lépj másodszor is { $animal-article } { $animal } jelzőjével a „D” akcióban ({ $function })
li-label-double-step-no = Ne lépj másodszor { $animal-article } { $animal } jelzőjével
li-label-double-step-na = Tovább: „{ $function }” most nem érvényes, a „D” akciód nem { $species } jelzőjét lépteti
li-label-place = Helyezz egy felfedezőt { $space-onto }, fizetés: { $amount } { $colour } nyersanyag{ $captures }
li-label-move = Lépj a felfedeződdel { $space-onto }, fizetés: { $amount } { $colour } nyersanyag{ $captures }
li-label-move-from = Lépj a felfedeződdel a { $from } mezőről { $space-onto }, fizetés: { $amount } { $colour } nyersanyag{ $captures }
li-label-pick-up = Helyezd át a felfedeződet { $space-from }
li-label-pick-up-second = Második áthelyezés: helyezd át a felfedeződet { $space-from }
li-label-take-second = Vegyél el 1 { $colour } nyersanyagot második nyersanyagként (Ellátmány)
li-label-take-instead = Vegyél el 1 { $colour } nyersanyagot felfedező lehelyezése helyett
li-label-take-instead-provisions = Vegyél el 1 { $colour } nyersanyagot felfedező lehelyezése helyett, majd egy másodikat is (Ellátmány)
li-label-gain = Vegyél el 1 { $colour } nyersanyagot
li-label-gain-from = Vegyél el 1 { $colour } nyersanyagot ({ $function })
li-label-advance-capture = Léptesd előre { $animal-article } { $animal } jelzőjét ({ $function }, még { $left } lépés; +{ $vp } GyP)
li-label-advance-by = Léptesd előre { $animal-article } { $animal } jelzőjét ({ $function }; +{ $vp } GyP)
li-label-advance = Léptesd előre { $animal-article } { $animal } jelzőjét (jelzőlépés; +{ $vp } GyP)
li-label-decline-capture = Ne léptesd előre { $animal-article } { $animal } jelzőjét ({ $function })
li-label-decline-landscape = Ne léptess előre egy jelzőt sem ({ $function })
li-label-decline-second = Ne helyezz át másodszor
li-label-decline = Kihagyás

## Prompts of the pending decision.
li-prompt-assign-a = { $round }. kör: válassz egy kártyát az A alá (a különleges képessége a kártyatartódba kerül; { $cards } kártya van a kezedben)
li-prompt-assign-b = { $round }. kör: válassz egy kártyát a B alá (a nyersanyaga; { $cards } kártya van a kezedben)
li-prompt-assign-d = { $round }. kör: válassz egy kártyát a D alá (az állatának jelzője lép előre; { $cards } kártya van a kezedben)
li-prompt-cover = A kártyatartód megtelt: válaszd ki a kártyahelyet, amelyet ez fed le: { $card }
li-prompt-take-explorer = Extra felfedező: elveszel egy felfedeződet a közös készletből (ott { $left } van)?
li-prompt-income-marker = { $function }: előrelépteted { $animal-article } { $animal } jelzőjét a „B” akcióban?
li-prompt-choose-animal = Szabad választás: válaszd ki az állatot, amelynek a jelzőjét a D kártyád lépteti
li-prompt-double-step = { $function }: lépsz másodszor is, ha a „D” akciód { $species } jelzőjét lépteti?
li-prompt-c-all = „C” akció: helyezz le egy felfedezőt ({ $supply } van a készletedben), helyezd át az egyik felfedeződet, vagy vegyél el egy nyersanyagot
li-prompt-c-place = „C” akció: helyezz le egy felfedezőt ({ $supply } van a készletedben), vagy vegyél el egy nyersanyagot
li-prompt-c-relocate = „C” akció: helyezd át az egyik felfedeződet, vagy vegyél el egy nyersanyagot
li-prompt-c-take = „C” akció: vegyél el egy nyersanyagot
li-prompt-destination = Válaszd ki, hová lépjen a felfedeződ a { $from } mezőről
li-prompt-second-provision = Ellátmány: válassz egy második nyersanyagot
li-prompt-capture-marker = { $function }: előrelépteted { $animal-article } { $animal } jelzőjét? (még { $left } lépés)
li-prompt-arrival-resource = { $function }: válaszd ki, melyik nyersanyagot veszed el
li-prompt-landscape-marker = { $function }: előrelépteted egy általad választott állat jelzőjét?
li-prompt-second-move = Második áthelyezés: áthelyezel még egy felfedeződet?
li-prompt-c-explorer = „C” akció: a felfedeződ

## The phases, as effects name them.
li-ph-card = kártyafázis
li-ph-a = „A” akció
li-ph-b = „B” akció
li-ph-c = „C” akció
li-ph-d = „D” akció
li-ph-final = a játék vége

## Secret answers (the words of the seat's own choice).
li-answer-cover = kártyahely lefedése: { $slot }
li-answer-take-explorer-yes = az extra felfedező elvétele: igen
li-answer-take-explorer-no = az extra felfedező elvétele: nem
li-answer-income-yes = { $animal-article } { $animal } jelzőjének léptetése a „B” akcióban: igen
li-answer-income-no = { $animal-article } { $animal } jelzőjének léptetése a „B” akcióban: nem
li-answer-choose-animal = { $animal-article } { $animal } jelzőjének léptetése a „D” akcióban (FREE_CHOICE)
li-answer-double-step-yes = második lépés { $animal-article } { $animal } jelzőjével: igen
li-answer-double-step-no = második lépés { $animal-article } { $animal } jelzőjével: nem
li-answer-double-step-na = { $code } ebben a körben nem érvényes
li-answer-other = { $answer }

## Effects.
li-fx-round-started = Kezdődik { $round ->
        [1] az
        [5] az
       *[other] a
    } { $round }. kör; kezdőjátékos: { $player }
li-fx-deck-reshuffled = A dobott lapokat ({ $cards } kártya) megkeverik, ez lesz az új húzópakli
li-fx-card-drawn = { $player } húz egy kártyát: { $card }
li-fx-cards-drawn = { $player } { $count } kártyát húz
li-fx-card-assigned = { $player } lefordítva { $letter ->
        [A] az
       *[other] a
    } { $letter } alá teszi ezt a kártyát: { $card }
li-fx-card-face-down = { $player } lefordítva { $letter ->
        [A] az
       *[other] a
    } { $letter } alá tesz egy kártyát
li-fx-secret-answer = { $player } döntése: { $answer }
li-fx-answer-recorded = { $player } titokban dönt ({ $phase })
li-fx-seat-decided = { $player } meghozta minden titkos döntését ({ $phase })
li-fx-leftover-discarded = { $player } eldobja a fel nem használt kártyát: { $card }
li-fx-a-card-revealed = { $player } felfedi az A kártyáját: { $card }
li-fx-card-placed = { $player } a kártyatartója { $slot }. helyére teszi ezt a kártyát: { $card } { $code }
li-fx-card-placed-covering = { $player } a kártyatartója { $slot }. helyére teszi ezt a kártyát: { $card } { $code }, és lefedi ezt: { $covered } { $coveredcode } (már nem érvényes)
li-fx-slot-added = { $player } kártyatartójában most { $slots } kártyahely van
li-fx-explorer-taken = { $player } elvesz egy felfedezőt a közös készletből (a készletében most { $supply } van)
li-fx-declined-extra-explorer = { $player } lemond az extra felfedezőről
li-fx-declined-income-marker = { $player } lemond { $animal-article } { $animal } jelzőjének INCOME_MARKER szerinti léptetéséről
li-fx-declined-double-step = { $player } lemond { $animal-article } { $animal } jelzőjének második lépéséről
li-fx-declined-capture-marker = { $player } lemond { $animal-article } { $animal } jelzőjének CAPTURE_MARKER szerinti léptetéséről
li-fx-declined-landscape-marker = { $player } lemond a LANDSCAPE_MARKER szerinti léptetésről
li-fx-declined-second-move = { $player } lemond a SECOND_MOVE szerinti áthelyezésről
li-fx-card-discarded = { $player } eldobja { $letter ->
        [A] az
       *[other] a
    } { $letter } kártyáját: { $card }
li-fx-gained-b-card = { $player } { $count } { $colour } nyersanyagot kap a B kártyáért ({ $card })
li-fx-gained-income = { $player } { $count } { $colour } nyersanyagot kap az INCOME révén
li-fx-gained-instead = { $player } { $count } { $colour } nyersanyagot kap felfedező lehelyezése helyett
li-fx-gained-provisions = { $player } { $count } { $colour } nyersanyagot kap a PROVISIONS révén
li-fx-gained-arrival = { $player } { $count } { $colour } nyersanyagot kap a { $code } révén
li-fx-paid = { $player } fizet { $count } { $colour } nyersanyagot
li-fx-explorer-placed = { $player } lehelyez egy felfedezőt a készletéből erre a mezőre: { $space }
li-fx-relocation-started = { $player } áthelyezi a felfedezőjét erről a mezőről: { $space }
li-fx-explorer-relocated = { $player } áthelyez egy felfedezőt: { $from } → { $to }
li-fx-tile-captured = { $player } körbeveszi ezt a területet: { $region }, és elviszi a lapkáját: { $animal } ({ $value } GyP értékű)
li-fx-vp-capture = { $player } { $vp } GyP-t kap, mert körbevette ezt a területet: { $region } (összesen { $total })
li-fx-vp-capture-bonus = { $player } { $vp } GyP-t kap a CAPTURE_VP révén { $tiles } befogott lapkáért (összesen { $total })
li-fx-vp-landscape = { $player } { $vp } GyP-t kap a LANDSCAPE_VP révén egy mezőért (táj: { $landscape }) (összesen { $total })
li-fx-vp-symbol = { $player } { $vp } GyP-t kap a SYMBOL_VP révén egy mezőért (szimbólum: { $symbol }) (összesen { $total })
li-fx-vp-animals = { $player } { $vp } GyP-t kap { $animals } állatáért ({ $animal }; állatonként 1 GyP) (összesen { $total })
li-fx-vp-animals-double = { $player } { $vp } GyP-t kap { $animals } állatáért ({ $animal }; állatonként 2 GyP a DOUBLE_SCORE révén) (összesen { $total })
li-fx-marker-advanced = { $player } előrelépteti { $animal-article } { $animal } jelzőjét (lépés: { $step }, érték: { $value })
li-fx-marker-at-top = { $player } előrelépteti { $animal-article } { $animal } jelzőjét, de az már a sáv tetején van (érték: { $value })
li-fx-game-ended-threshold = Az állatok értékeinek összege { $sum }: a játék véget ér
li-fx-game-ended-cards = Nincs több húzható kártya: a játék véget ér
li-fx-final-scored = { $player } pontjai: sorozatok { $sets }, állatok { $animals }, nyersanyagok { $resources }; összesen { $total } GyP

## Rule errors.
li-err-wrong-step = { $action } nem a mostani lépés döntése ({ $phase }, { $kind })
li-err-next-letter = a kártyák sorban az A, a B, majd a D alá kerülnek: a következő betű: { $letter }
li-err-not-in-hand = nincs a kezedben ez a kártya: { $card }
li-err-no-slot = a kártyatartódban { $slots } kártyahely van; nincs ilyen kártyahely: { $slot }
li-err-income-question = a kérdés { $animal-article } { $animal } jelzőjéről szól
li-err-double-step-question = a kérdés erről szól: { $code }
li-err-double-step-other = { $code } csak akkor ad második lépést, ha a „D” akció { $animal-article } { $animal } jelzőjét lépteti, nem { $advanced-article } { $advanced } jelzőjét
li-err-double-step-none = { $code } csak akkor ad második lépést, ha a „D” akció { $animal-article } { $animal } jelzőjét lépteti, most viszont egyiket sem lépteti
li-err-no-space = nincs ilyen mező: { $space } (a szigeten { $spaces } mező van)
li-err-same-colour = egy mezőn soha nem lehet két azonos színű felfedező
li-err-cost = ez a mező { $amount } { $colour } nyersanyagba kerül; { $with } nyersanyaggal nem fizethetsz
li-err-cost-any = ez a mező { $amount } tetszőleges, de egyforma színű nyersanyagba kerül; { $with } nyersanyaggal nem fizethetsz
li-err-no-supply = nem maradt felfedező a saját készletedben
li-err-no-explorer-there = nincs felfedeződ azon a mezőn
li-err-relocate-supply = csak akkor helyezhetsz át, ha a saját készleted üres (vagy a SCOUT birtokában)
li-err-no-destination = egyik célmezőt sem tudod kifizetni
li-err-capture-marker = a CAPTURE_MARKER csak { $animal-article } { $animal } jelzőjét lépteti
li-err-nothing-to-decline = most nincs olyan választható képesség, amelyről lemondhatnál
li-err-seats = la-isla §4.1: 2–4 játékos, nem { $seats }
li-err-card-table = la-isla §11.6: a beépített kártyalista nem olvasható
li-err-island-option = la-isla §5: érvénytelen szigetbeállítás: { $detail }
li-err-island = la-isla §5: { $detail }
li-err-island-data = { $detail }
li-err-first-player = la-isla §4.3 S6: a first_player { $first } nem hely egy { $seats } fős játékban
