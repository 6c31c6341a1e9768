# A szolgáltatás hibaleírásai (hu): minden problématípus címe és minden hiba részletes
# leírása, amellyel a szolgáltatás válaszol (service.app.errors.ServiceError). Az idézett
# értékek a hívó által küldöttek, úgy, ahogy küldte őket.

## Címek (svc-err-title-<típus>)

svc-err-title-invalid-request = A kérés érvénytelen
svc-err-title-unauthorized = Érvényes token szükséges
svc-err-title-forbidden = Ez a token erre nem jogosult
svc-err-title-not-your-turn = Most nem ez a hely dönt
svc-err-title-not-found = Nincs ilyen erőforrás
svc-err-title-version-conflict = A játszma időközben továbbhaladt
svc-err-title-game-over = A játszma véget ért
svc-err-title-seat-taken = A hely már foglalt
svc-err-title-seat-resigned = A hely feladta a játszmát
svc-err-title-deadline-passed = A hely ideje lejárt
svc-err-title-invalid-name = Ez a név nem regisztrálható
svc-err-title-name-reserved = Ez a név fenntartott
svc-err-title-name-taken = Ez a név már foglalt
svc-err-title-player-disabled = A játékos le van tiltva
svc-err-title-already-seated = A játékosnak már van helye ebben a játszmában
svc-err-title-undo-not-allowed = Ezek a döntések nem vonhatók vissza
svc-err-title-webhook-url-refused = Ez a webhook-URL nem hívható meg
svc-err-title-idempotency-key-reused = Az idempotenciakulcsot már egy másik kéréshez használták
svc-err-title-illegal-action = A szabályok nem engedik ezt a lépést
svc-err-title-payload-too-large = A kérés törzse túl nagy
svc-err-title-unsupported-media-type = A kérés törzsének JSON-nak kell lennie
svc-err-title-rate-limited = Túl sok írási kérés érkezett ettől a klienstől
svc-err-title-quota-exceeded = A hívó túllépte az egyik kvótáját
svc-err-title-corrupt-history = A játszma tárolt előzményei nem játszhatók le újra
svc-err-title-projection-lagging = Az olvasási modellek még nem zárkóztak fel
svc-err-title-internal-error = Hiba történt a szerveren

## Maga a kérés

svc-err-internal = a szerver nem tudta feldolgozni ezt a kérést
svc-err-lang = lang='{ $lang }': ezt a nyelvet a szolgáltatás nem ismeri; választható: { $locales }
svc-err-media-type = a kérés törzse csak application/json lehet, nem „{ $media }”
svc-err-media-unspecified = a kérés törzse csak application/json lehet, de a típusa nincs megadva
svc-err-json-depth = a JSON-törzs { $depth } szint mélyen van egymásba ágyazva (legfeljebb { $max } lehet)
# $reason: a JSON-dekóder saját szavai (angolul), az elutasított érték útvonalával.
svc-err-body-invalid = a kérés törzse érvénytelen: { $reason }
svc-err-http-invalid = a kérés érvénytelen
# Lekérdezési, útvonal- vagy fejlécparaméter; $reason: a dekóder saját szavai (angolul).
svc-err-http-parameter = a(z) „{ $key }” { $source ->
        [query] lekérdezési paraméter
        [path] útvonalparaméter
        [header] fejléc
        [cookie] süti
       *[other] paraméter
    } érvénytelen: { $reason }
svc-err-http-parameters = { $problems }
svc-err-http-not-found = ezen a címen nincs semmi
svc-err-http-method = ez a cím nem válaszol erre a metódusra: { $method }
svc-err-http-too-large = a kérés törzse túl nagy (legfeljebb { $max } bájt lehet)
svc-err-http-media-type = a kérés törzse csak JSON lehet
svc-err-http-other = a kérésre nem lehetett válaszolni ({ $status })
svc-err-bearer-form = az Authorization fejléc alakja csak 'Bearer <token>' lehet
svc-err-ticket-or-auth = küldjön vagy adatfolyam-jegyet, vagy Authorization fejlécet, de ne mindkettőt
svc-err-last-event-seq = a Last-Event-ID értéke csak egy értesítés seq-száma lehet
svc-err-last-event-version = a Last-Event-ID értéke csak egy esemény verziószáma lehet
svc-err-no-position = még nincs olyan írás, amelynek a pozíciója { $position }
svc-err-projection-lagging = az olvasási modellek { $seconds } mp alatt sem jutottak el eddig a pozícióig: { $position }

## Korlátok

svc-err-rate-address = túl sok írás erről a címről: percenként legfeljebb { $limit } lehet; próbálja újra { $retry } mp múlva
svc-err-rate-refused = túl sok írás erről a címről elutasított hitelesítő adatokkal: percenként legfeljebb { $limit } lehet; próbálja újra { $retry } mp múlva
svc-err-rate-credential = túl sok írás ezzel a hitelesítő adattal: percenként legfeljebb { $limit } lehet; próbálja újra { $retry } mp múlva
svc-err-quota-games = óránként legfeljebb { $limit } új játszma indítható { $player ->
        [yes] játékosonként
       *[no] címenként
    }; a következő { $wait } mp múlva hozható létre
svc-err-quota-bot-games = { $player ->
        [yes] játékosonként
       *[no] címenként
    } legfeljebb { $limit } olyan befejezetlen játszma lehet, amelyben csak botok játszanak, vagy kereső bot is játszik; előbb fejeződjön be egy, vagy hagyjon félbe egyet

## Játszmák, verziók és előzmények

svc-err-no-game = nincs ilyen játszma: { $game }
svc-err-no-game-id = nincs ilyen játszma: „{ $game }”
svc-err-no-summary = ez a játszma (még) nem szerepel az olvasási modellekben: { $game }
svc-err-no-game-type = nincs ilyen játéktípus: „{ $game }”
svc-err-unknown-game-type = ismeretlen játéktípus: „{ $game }”
svc-err-seat-count = { $game }: { $min }–{ $max } hellyel játszható, nem { $seats } hellyel
svc-err-no-version = ennek a játszmának nincs { $version }. verziója (a verziók: 1–{ $latest })
svc-err-game-no-version = a(z) { $game } játszmának nincs { $version }. verziója
# $reason: a szabályok szavai az elutasított lépésről.
svc-err-corrupt-history = a(z) { $game } játszma nem építhető fel újra a tárolt eseményeiből: egy rögzített lépést az újrajátszás elutasít ({ $reason }); futtassa az auditot, hogy megtalálja az első eltérést
svc-err-corrupt-history-at = a(z) { $game } játszma a(z) { $version }. verziónál nem építhető fel újra a tárolt eseményeiből: egy rögzített lépést az újrajátszás elutasít ({ $reason }); futtassa az auditot, hogy megtalálja az első eltérést
svc-err-game-ended = a játszma véget ért
svc-err-game-abandoned = a játszmát félbehagyták
svc-err-expected-version = a várt verzió: { $expected }, a játszma viszont a(z) { $version }. verziónál tart
svc-err-changed-first = egy másik kérés előbb módosította a játszmát; töltse be újra, és próbálja újra
svc-err-idempotency-reused = ezt az Idempotency-Key értéket már egy másik kéréshez használták
svc-err-audit-unfinished = a véletlenmag (seed) a játszma végéig titkos: befejezetlen játszmát csak az adminisztrátor auditálhat
svc-err-seed-admin = a véletlenmagot (seed) csak az adminisztrátori token választhatja meg

## Botok és órák

svc-err-unknown-bot = ismeretlen botfajta: „{ $bot }”
svc-err-bot-seat-number = a bot helye („{ $seat }”) nem helyszám (számmal írja: 0, 1, …)
svc-err-bot-seat-not-seat = a botnak megadott { $seat }. hely nem létezik ebben a játszmában
svc-err-bots-twice = a bots mezőben egy hely kétszer szerepel: { $seats }
svc-err-search-budget = a kereső bothoz meg kell adni az iterations vagy az ms mezőt
svc-err-clock-fields = ismeretlen óramezők: { $fields }
svc-err-clock-empty = az órához meg kell adni a "turn_seconds" és/vagy a "game_seconds" mezőt
svc-err-clock-range = { $field }: csak 1 és { $max } közötti egész számú másodperc lehet

## Tokenek és kulcsok

# $what: az egyik svc-err-what-* kifejezés (főnévi igenév).
svc-err-needs-admin = { $what } csak adminisztrátori tokennel lehet
svc-err-admin-only = csak az adminisztrátori tokennel szabad { $what }
svc-err-needs-seat-token = { $what } csak a hely Bearer-tokenjével lehet
svc-err-seat-own-token-only = csak a hely saját tokenjével szabad { $what }
svc-err-what-resign = feladni a játszmát
svc-err-what-rotate-token = lecserélni a hely tokenjét
svc-err-what-revoke-token = visszavonni egy hely tokenjét
svc-err-what-replace-seat = átadni egy helyet másnak
svc-err-what-abandon = félbehagyni egy játszmát
svc-err-what-disable-player = letiltani vagy újra engedélyezni egy játékost
svc-err-token-not-valid = a token ehhez a játszmához nem érvényes
svc-err-act-needs-token = egy hely nevében lépni csak a hely Bearer-tokenjével lehet
svc-err-act-own-token = egy hely nevében csak a hely saját tokenjével lehet lépni
svc-err-token-other-seat = ez a token a(z) { $own }. hely nevében léphet, nem a(z) { $seat }. hely nevében
svc-err-token-of-other-seat = ez a token a(z) { $own }. helyé, nem a(z) { $seat }. helyé
svc-err-legal-needs-token = a szabályos lépések egy helyre vonatkoznak: küldje el a hely tokenjét
svc-err-legal-own-token = egy hely szabályos lépéseit csak a hely saját tokenjével lehet lekérni
svc-err-undo-needs-token = egy döntés visszavonásához a hely Bearer-tokenje vagy egy játékoskulcs kell
svc-err-undo-own-token = egy hely döntéseit csak a hely saját tokenjével lehet visszavonni
svc-err-ticket-not-valid = az adatfolyam-jegy érvénytelen
svc-err-ticket-other-game = az adatfolyam-jegy egy másik játszmához szól
svc-err-ticket-expired = az adatfolyam-jegy lejárt: kérjen újat
svc-err-feed-ticket = az értesítési folyam jegye érvénytelen

## Helyek

svc-err-game-no-seat = a(z) { $game } játszmában nincs { $seat }. hely
svc-err-seat-bot = a(z) { $seat }. helyen bot játszik: { $bot }
svc-err-seat-taken = a(z) { $seat }. hely már foglalt
svc-err-already-seated = { $name } játékos már a(z) { $seat }. helyen ül ebben a játszmában
svc-err-claim-own-player = a játékoskulcs csak a saját játékosának foglalhat helyet: hagyja el a "player" mezőt
svc-err-claim-needs-name = adjon meg vendégnevet a "player" mezőben, vagy foglaljon helyet játékoskulccsal
svc-err-player-no-seat = ennek a játékosnak nincs helye ebben a játszmában
svc-err-player-no-seat-not = ennek a játékosnak nincs helye ebben a játszmában, a(z) { $seat }. hely sem az övé
svc-err-player-other-seat = ez a játékos a(z) { $held }. helyen ül, nem a(z) { $seat }. helyen
svc-err-seat-resigned-bot = a(z) { $seat }. hely feladta a játszmát: helyette a tartalék botja játszik
svc-err-seat-resigned-end = a(z) { $seat }. hely feladta a játszmát: helyette a tartalék botja játszik a játszma végéig
svc-err-seat-already-resigned = a(z) { $seat }. hely már feladta a játszmát
svc-err-deadline-passed = a(z) { $seat }. hely határideje erre a döntésre lejárt ({ $deadline }); helyette a tartalék botja dönt
svc-err-no-token-to-rotate = a(z) { $seat }. helynek nincs játékosa, akinek a tokenjét le lehetne cserélni
svc-err-no-token-to-revoke = a(z) { $seat }. helynek nincs visszavonható érvényes tokenje
svc-err-replace-either = adja meg vagy a "player", vagy a "bot" mezőt (csak az egyiket)

## Játékosok és nevek

svc-err-send-player-key = küldje el a játékoskulcsot
svc-err-key-not-valid = a játékoskulcs érvénytelen (lehet, hogy időközben lecserélték)
svc-err-player-disabled = { $name } játékos le van tiltva: a kulcsa nem használható
svc-err-rotate-needs-key = a kulcs cseréjéhez a játékoskulcs szükséges
svc-err-player-changed = a játékos adatai időközben megváltoztak; próbálja újra
svc-err-no-player-named = nincs ilyen nevű játékos: „{ $name }”
svc-err-no-player-with-name = nincs ilyen nevű játékos
svc-err-name-taken = ez a név (vagy egy hozzá hasonlóan írt) már foglalt: „{ $name }”
svc-err-name-not-text = a névnek szövegnek kell lennie
svc-err-name-too-long = a név legfeljebb { $max } karakter hosszú lehet
svc-err-name-length = a név hossza 1 és { $max } karakter között lehet, nem { $length }
svc-err-name-edge-space = a név nem kezdődhet és nem végződhet szóközzel
svc-err-name-double-space = a névben nem állhat egymás után két szóköz
# $char: az idézett karakter vagy a kódpontja (U+0009).
svc-err-name-character = ez a karakter nem szerepelhet névben: { $char }; csak betű, számjegy, szóköz, '-', '_' és '.' megengedett
svc-err-name-no-letter = a névben legalább egy betűnek vagy számjegynek kell lennie
# $scripts: az írásrendszerek Unicode-nevei (Latin, Cyrillic, ...).
svc-err-name-scripts = a név nem keverhet írásrendszereket ({ $scripts }): az egyik írás betűi összetéveszthetők a másikéival
svc-err-name-reserved = az „admin”, a „me”, valamint a „bot” és „guest” kezdetű nevek fenntartottak (a kis- és nagybetűk, illetve a hasonló alakú jelek összevonása után is)

## Webhookok

svc-err-hook-port = a webhook-URL portja érvénytelen
svc-err-hook-scheme = a webhook-URL-nek http:// vagy https:// előtaggal kell kezdődnie
svc-err-hook-credentials = a webhook-URL nem tartalmazhat felhasználónevet vagy jelszót
svc-err-hook-no-host = a webhook-URL-ben meg kell adni egy hosztot
svc-err-hook-unresolved = a webhook hosztja („{ $host }”) nem oldható fel
svc-err-hook-refused = a webhook hosztja („{ $host }”) a(z) { $address } címre oldódik fel, ami { $kind ->
        [loopback] visszacsatolási (loopback) cím
        [unspecified] meghatározatlan cím
        [link-local] kapcsolati szintű (link-local) cím
        [multicast] csoportos (multicast) cím
        [private] magáncím
        [reserved] fenntartott cím
        [unparsable] nem értelmezhető cím
       *[non-global] nem nyilvános cím
    }: ez nem engedélyezett
svc-err-no-webhook = ennek a játékosnak nincs ilyen webhookja: „{ $webhook }”
svc-err-pages-missing = ez az oldal nincs telepítve ezen a szerveren: { $name }
svc-err-static-missing = nincs ilyen fájl a /static/ alatt

## Visszavonás: miért nem vonhatók vissza a döntések (a GET /games/ID/undo indoka is)

# $who: egy játékos neve vagy az egyik svc-undo-who-* üzenet.
svc-undo-who-seat = { $seat }. hely
svc-undo-who-bot = { $bot } ({ $seat }. hely)
svc-undo-without = ezt a játszmát visszavonási lehetőség nélkül hozták létre
svc-undo-ended = a játszma véget ért
svc-undo-abandoned = a játszmát félbehagyták
svc-undo-bot-seat = a(z) { $seat }. helyen bot játszik
svc-undo-no-decision = { $who } nem vonhat vissza döntést: { $why }
svc-undo-not-before = a(z) { $version }. verzió nem korábbi a játszma jelenlegi verziójánál ({ $head })
svc-undo-unreachable = a(z) { $version }. verzió nem érhető el: { $why }
svc-undo-already-back = a(z) { $version }. verziót már visszavonták (a(z) { $to }. verzióra történő visszavonáskor)
svc-undo-none-after = { $who } nem hozott döntést a(z) { $version }. verzió után
svc-undo-acted-since = { $who } azóta már lépett ({ $version }. verzió)
svc-undo-bot-not-answer = a bot lépése a(z) { $version }. verziónál nem { $who } döntésére adott válasz volt
# Miért nem vonható vissza már semmi egy verzió előtt.
svc-undo-why-begun = a játszma épp most kezdődött
svc-undo-why-restored = a játszmát pillanatképből állították vissza
svc-undo-why-commit-bot = egy bot válasza a(z) { $version }. verziónál rejtett vagy véletlenszerű dolgot húzott vagy fedett fel, vagy lezárt egy kört, egy fázist vagy a játszmát (véglegesítési pont)
svc-undo-why-commit = { $who } döntése a(z) { $version }. verziónál rejtett vagy véletlenszerű dolgot húzott vagy fedett fel, vagy lezárt egy kört, egy fázist vagy a játszmát (véglegesítési pont)
svc-undo-why-claimed = a(z) { $seat }. helyet a(z) { $version }. verziónál foglalták el
svc-undo-why-resigned = { $who } a(z) { $version }. verziónál feladta a játszmát
svc-undo-why-timed-out = { $who } a(z) { $version }. verziónál lekéste a határidejét
svc-undo-why-handed = a(z) { $seat }. helyet a(z) { $version }. verziónál másnak adták át
