"""La Isla terms. el: the Greek rulebook (004_*); hu and ru: no rulebook, so ours."""

G = "la-isla"


def F(gender, **kw):
    kw["gender"] = gender
    return kw


SPECIES = [
    ("DODO", "Dodo", "Ντόντο", "Dodó", "Додо",
     F("n", gen="Ντόντο", acc="Ντόντο", indecl=True), F("m", gen="додо", acc="додо", indecl=True), dict(acc="dodót")),
    ("FOSSA", "Giant Fossa", "Γιγάντιο Φόσα", "Óriásfossza", "Гигантская фосса",
     F("n", gen="Γιγάντιου Φόσα", acc="Γιγάντιο Φόσα"), F("f", gen="Гигантской фоссы", acc="Гигантскую фоссу"), dict(acc="óriásfosszát")),
    ("FROG", "Golden Frog", "Χρυσός Βάτραχος", "Aranyvarangy", "Золотая жаба",
     F("m", gen="Χρυσού Βατράχου", acc="Χρυσό Βάτραχο"), F("f", gen="Золотой жабы", acc="Золотую жабу"), dict(acc="aranyvarangyot")),
    ("PIKA", "Sardinian Pika", "Πίκα της Σαρδηνίας", "Szardíniai pika", "Сардинская пищуха",
     F("n", gen="Πίκα της Σαρδηνίας", acc="Πίκα της Σαρδηνίας", short="Πίκα"), F("f", gen="Сардинской пищухи", acc="Сардинскую пищуху"), dict(acc="szardíniai pikát")),
    ("MOTH", "Owl Moth", "Νυχτοπεταλούδα Κουκουβάγια", "Bagolylepke", "Совка",
     F("f", gen="Νυχτοπεταλούδας Κουκουβάγιας", acc="Νυχτοπεταλούδα Κουκουβάγια", short="Νυχτοπεταλούδα"), F("f", gen="Совки", acc="Совку"), dict(acc="bagolylepkét")),
]

# resource colours: el and ru agree with πόρος / ресурс (both masculine)
COLOURS = [
    ("YELLOW", "yellow", "κίτρινος", "sárga", "жёлтый", "ROO", "Action C – example (yellow resources)"),
    ("GREEN", "green", "πράσινος", "zöld", "зелёный", "ROO", "Summary sheet – example (green landscape)"),
    ("GREY", "grey", "γκρι", "szürke", "серый", "ROO", "Action B – caption (a grey resource)"),
    ("WHITE", "white", "λευκός", "fehér", "белый", "OOO", ""),
    ("BROWN", "brown", "καφέ", "barna", "коричневый", "OOO", ""),
]

LANDSCAPES = [
    ("DESERT", "desert", "έρημος", "sivatag", "пустыня",
     F("f", gen="ερήμου", acc="έρημο"), F("f", gen="пустыни", acc="пустыню"), dict(acc="sivatagot")),
    ("GRASSLAND", "grassland", "γρασίδι", "rét", "луг",
     F("n", gen="γρασιδιού", acc="γρασίδι"), F("m", gen="луга", acc="луг"), dict(acc="rétet")),
    ("MOUNTAIN", "mountain", "βουνό", "hegység", "горы",
     F("n", gen="βουνού", acc="βουνό", pl="βουνά"), F("pl", number="pl", gen="гор", acc="горы"), dict(acc="hegységet")),
    ("STEPPE", "steppe", "στέπα", "sztyepp", "степь",
     F("f", gen="στέπας", acc="στέπα"), F("f", gen="степи", acc="степь"), dict(acc="sztyeppet")),
    ("SWAMP", "swamp", "βάλτος", "mocsár", "болото",
     F("m", gen="βάλτου", acc="βάλτο"), F("n", gen="болота", acc="болото"), dict(acc="mocsarat", note="irregular stem: mocsár → mocsarat")),
]

SYMBOLS = [
    ("TENT", "tent", "σκηνή", "sátor", "палатка", F("f", gen="σκηνής", acc="σκηνή"), F("f", gen="палатки", acc="палатку"),
     dict(acc="sátrat", note="irregular stem: sátor → sátrat")),
    ("HAT", "hat", "καπέλο", "kalap", "шляпа", F("n", gen="καπέλου", acc="καπέλο"), F("f", gen="шляпы", acc="шляпу"), dict(acc="kalapot")),
    ("ROPE", "rope", "σχοινί", "kötél", "верёвка", F("n", gen="σχοινιού", acc="σχοινί"), F("f", gen="верёвки", acc="верёвку"),
     dict(acc="kötelet", note="irregular stem: kötél → kötelet")),
    ("BOTTLE", "bottle", "μπουκάλι", "palack", "бутылка", F("n", gen="μπουκαλιού", acc="μπουκάλι"), F("f", gen="бутылки", acc="бутылку"), dict(acc="palackot")),
    ("BACKPACK", "backpack", "σακίδιο", "hátizsák", "рюкзак", F("n", gen="σακιδίου", acc="σακίδιο"), F("m", gen="рюкзака", acc="рюкзак"), dict(acc="hátizsákot")),
]

PHASES = [
    ("CARD", "card phase", "Φάση καρτών", "Kártyafázis", "Фаза карт", "Course of play – card phase",
     F("f", gen="Φάσης καρτών", acc="Φάση καρτών"), F("f", gen="Фазы карт", acc="Фазу карт")),
    ("A", "action A (special function)", "Ενέργεια Α", "„A” akció", "Действие A", "Action phases – action A",
     F("f", gen="Ενέργειας Α", acc="Ενέργεια Α"), F("n", gen="Действия A", acc="Действие A")),
    ("B", "action B (resource)", "Ενέργεια Β", "„B” akció", "Действие B", "Action B",
     F("f", gen="Ενέργειας Β", acc="Ενέργεια Β"), F("n", gen="Действия B", acc="Действие B")),
    ("C", "action C (explorers)", "Ενέργεια C", "„C” akció", "Действие C", "Action C (basic action)",
     F("f", gen="Ενέργειας C", acc="Ενέργεια C", alt="Βασική Ενέργεια"), F("n", gen="Действия C", acc="Действие C")),
    ("D", "action D (animal marker)", "Ενέργεια D", "„D” akció", "Действие D", "Action D",
     F("f", gen="Ενέργειας D", acc="Ενέργεια D"), F("n", gen="Действия D", acc="Действие D")),
    ("FINAL", "end of game", "Τέλος του παιχνιδιού", "A játék vége", "Конец игры", "End of the game",
     F("n", gen="Τέλους του παιχνιδιού", acc="Τέλος του παιχνιδιού"), F("m", gen="Конца игры", acc="Конец игры")),
]

# special functions (state/cards.rs `Function`, named as the catalogue writes them); the
# parameter (landscape, symbol, colour, species) is rendered after the name, in brackets
FUNCTIONS = [
    ("LANDSCAPE_VP", "landscape VP", "Πόντοι από τοπίο", "Pont tájért", "Очки за ландшафт"),
    ("SYMBOL_VP", "symbol VP", "Πόντοι από σύμβολο", "Pont szimbólumért", "Очки за символ"),
    ("SYMBOL_RESOURCE", "symbol resource", "Πόρος από σύμβολο", "Nyersanyag szimbólumért", "Ресурс за символ"),
    ("LANDSCAPE_RESOURCE", "landscape resource", "Πόρος από τοπίο", "Nyersanyag tájért", "Ресурс за ландшафт"),
    ("LANDSCAPE_DISCOUNT", "landscape discount", "Έκπτωση τοπίου", "Tájkedvezmény", "Скидка на ландшафт"),
    ("INCOME", "income", "Εισόδημα", "Bevétel", "Доход"),
    ("INCOME_MARKER", "income marker", "Δείκτης στην Ενέργεια Β", "Jelzőlépés a „B” akcióban", "Маркер в действии B"),
    ("LANDSCAPE_MARKER", "landscape marker", "Δείκτης από τοπίο", "Jelzőlépés tájért", "Маркер за ландшафт"),
    ("EXTRA_EXPLORER", "Extra explorer", "Επιπλέον εξερευνητής", "Extra felfedező", "Дополнительный исследователь"),
    ("EXTRA_SLOT", "Extra slot", "Επιπλέον θέση κάρτας", "Extra kártyahely", "Дополнительная ячейка"),
    ("WIDER_SEARCH", "Wider search", "Ευρύτερη αναζήτηση", "Szélesebb keresés", "Расширенный поиск"),
    ("PROVISIONS", "Provisions", "Προμήθειες", "Ellátmány", "Провизия"),
    ("DOUBLE_STEP", "double step", "Διπλό βήμα", "Dupla lépés", "Двойной шаг"),
    ("FREE_CHOICE", "Free choice", "Ελεύθερη επιλογή", "Szabad választás", "Свободный выбор"),
    ("CAPTURE_MARKER", "capture marker", "Δείκτης από περικύκλωση", "Jelzőlépés befogásért", "Маркер за поимку"),
    ("ANY_COLOUR", "any colour", "Οποιοδήποτε χρώμα", "Bármilyen szín", "Любой цвет"),
    ("SYMBOL_DISCOUNT", "symbol discount", "Έκπτωση συμβόλου", "Szimbólumkedvezmény", "Скидка на символ"),
    ("SCOUT", "Scout", "Ανιχνευτής", "Felderítő", "Разведчик"),
    ("DOUBLE_SCORE", "Double score", "Διπλοί πόντοι", "Dupla pontozás", "Двойные очки"),
    ("CAPTURE_VP", "Capture VP", "Πόντοι από περικύκλωση", "Pont befogásért", "Очки за поимку"),
    ("SECOND_MOVE", "Second move", "Δεύτερη μετακίνηση", "Második áthelyezés", "Второе перемещение"),
]
FUNCTION_SRC = {"EXTRA_SLOT": "ROO"}

ROWS = []
for (i, en, el, hu, ru, elf, ruf, huf) in SPECIES:
    ROWS.append(dict(id=f"Species.{i}", kind="animal", en=en, el=el, hu=hu, ru=ru, src="ROO",
                     refs={"el": "Introduction"}, forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru, src, ref) in COLOURS:
    ROWS.append(dict(id=f"Colour.{i}", kind="resource_colour", en=en, el=el, hu=hu, ru=ru, src=src,
                     refs={"el": ref} if ref else {}, forms={}))
for (i, en, el, hu, ru, elf, ruf, huf) in LANDSCAPES:
    ROWS.append(dict(id=f"Landscape.{i}", kind="terrain", en=en, el=el, hu=hu, ru=ru, src="ROO",
                     refs={"el": "Action C – summary box (the five landscape spaces)"}, forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru, elf, ruf, huf) in SYMBOLS:
    ROWS.append(dict(id=f"Symbol.{i}", kind="symbol", en=en, el=el, hu=hu, ru=ru, src="ROO",
                     refs={"el": "Action C (the symbols of the spaces)"}, forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru, ref, elf, ruf) in PHASES:
    ROWS.append(dict(id=f"Phase.{i}", kind="phase", en=en, el=el, hu=hu, ru=ru, src="ROO",
                     refs={"el": ref}, forms={"el": elf, "ru": ruf}))
for (i, en, el, hu, ru) in FUNCTIONS:
    src = FUNCTION_SRC.get(i, "OOO")
    ROWS.append(dict(id=f"Function.{i}", kind="card_function", en=en, el=el, hu=hu, ru=ru, src=src,
                     refs={"el": "Summary sheet – special functions (an extra card slot)"} if src[0] == "R" else {}, forms={}))

ROWS += [
    dict(id="Letter.A", kind="letter", en="A (special function)", el="Α (ειδική λειτουργία)", hu="A (különleges képesség)", ru="A (особое свойство)", src="ROO",
         refs={"el": "Course of play – card phase"}, forms={}),
    dict(id="Letter.B", kind="letter", en="B (resource)", el="Β (πόρος)", hu="B (nyersanyag)", ru="B (ресурс)", src="ROO",
         refs={"el": "Course of play – card phase"}, forms={}),
    dict(id="Letter.D", kind="letter", en="D (animal marker)", el="D (δείκτης ζώου)", hu="D (állatjelző)", ru="D (маркер животного)", src="ROO",
         refs={"el": "Course of play – card phase"}, forms={}),
    dict(id="CardSet.BASIC", kind="option", en="Basic: the value-1 cards", el="κάρτες αξίας 1", hu="Alap: az 1-es értékű kártyák", ru="Базовый: карты ценности 1", src="ROO",
         refs={"el": "Setup (cards of value 1 and 2)"}, forms={}),
    dict(id="CardSet.FULL", kind="option", en="Full: all 180 cards", el="και οι 180 κάρτες", hu="Teljes: mind a 180 kártya", ru="Полный: все 180 карт", src="ROO",
         refs={"el": "Setup (cards of value 1 and 2)"}, forms={}),
    dict(id="EndReason.threshold", kind="end_reason", en="the markers reach the threshold", el="οι δείκτες φτάνουν το όριο", hu="a jelzők elérik a határt", ru="маркеры достигли порога", src="OOO", refs={}, forms={}),
    dict(id="EndReason.cards_exhausted", kind="end_reason", en="no cards left", el="δεν έμειναν κάρτες", hu="elfogytak a kártyák", ru="карты закончились", src="OOO", refs={}, forms={}),
    dict(id="Option.card_set", kind="option", en="Card set", el="Κάρτες", hu="Kártyakészlet", ru="Набор карт", src="OOO", refs={}, forms={}),
    dict(id="Option.first_player", kind="option", en="First player", el="Πρώτος παίκτης", hu="Kezdőjátékos", ru="Первый игрок", src="ROO",
         refs={"el": "Setup (first-player card)"}, forms={}),
]

# pieces and board words (rules §2, §3, §7, §8, §11; view keys)
ROWS += [
    dict(id="term.explorer", kind="term", en="explorer", el="εξερευνητής", hu="felfedező", ru="исследователь", src="ROO", refs={"el": "Contents; Action C"},
         forms={"el": F("m", gen="εξερευνητή", acc="εξερευνητή", pl="εξερευνητές", gen_pl="εξερευνητών", acc_pl="εξερευνητές"),
                "ru": F("m", gen="исследователя", acc="исследователя", pl="исследователи", gen_pl="исследователей", acc_pl="исследователей"),
                "hu": dict(acc="felfedezőt")}),
    dict(id="term.island", kind="term", en="island", el="νησί", hu="sziget", ru="остров", src="ROO", refs={"el": "Setup"},
         forms={"el": F("n", gen="νησιού", acc="νησί"), "ru": F("m", gen="острова", acc="остров"), "hu": dict(acc="szigetet")}),
    dict(id="term.island_piece", kind="term", en="island piece", el="κομμάτι του νησιού", hu="szigetdarab", ru="часть острова", src="ROO", refs={"el": "Contents"}, forms={}),
    dict(id="term.jungle_region", kind="term", en="jungle region", el="περιοχή ζούγκλας", hu="dzsungelterület", ru="участок джунглей", src="ROO", refs={"el": "Setup; Animal tiles"},
         forms={"el": F("f", gen="περιοχής ζούγκλας", acc="περιοχή ζούγκλας", pl="περιοχές ζούγκλας"), "ru": F("m", gen="участка джунглей", acc="участок джунглей", pl="участки джунглей")}),
    dict(id="term.space", kind="term", en="landscape space", el="θέση τοπίου", hu="tájmező", ru="клетка ландшафта", src="ROO", refs={"el": "Action C"},
         forms={"el": F("f", gen="θέσης τοπίου", acc="θέση τοπίου", pl="θέσεις τοπίου"), "ru": F("f", gen="клетки ландшафта", acc="клетку ландшафта", pl="клетки ландшафта")}),
    dict(id="term.animal_tile", kind="term", en="animal tile", el="πλακίδιο ζώου", hu="állatlapka", ru="жетон животного", src="ROO", refs={"el": "Contents; Animal tiles"},
         forms={"el": F("n", gen="πλακιδίου ζώου", acc="πλακίδιο ζώου", pl="πλακίδια ζώων", gen_pl="πλακιδίων ζώων"),
                "ru": F("m", gen="жетона животного", acc="жетон животного", pl="жетоны животных", gen_pl="жетонов животных"), "hu": dict(acc="állatlapkát")}),
    dict(id="term.large_animal_tile", kind="term", en="large animal tile", el="μεγάλο πλακίδιο ζώου", hu="nagy állatlapka", ru="большой жетон животного", src="ROO", refs={"el": "Contents; Setup"}, forms={}),
    dict(id="term.small_animal_tile", kind="term", en="small animal tile", el="μικρό πλακίδιο ζώου", hu="kis állatlapka", ru="малый жетон животного", src="ROO", refs={"el": "Contents; Setup"}, forms={}),
    dict(id="term.animal", kind="term", en="animal", el="ζώο", hu="állat", ru="животное", src="ROO", refs={"el": "Action D"},
         forms={"el": F("n", gen="ζώου", acc="ζώο", pl="ζώα", gen_pl="ζώων", acc_pl="ζώα"),
                "ru": F("n", gen="животного", acc="животное", pl="животные", gen_pl="животных", acc_pl="животных"), "hu": dict(acc="állatot")}),
    dict(id="term.resource", kind="term", en="resource", el="πόρος", hu="nyersanyag", ru="ресурс", src="ROO", refs={"el": "Contents; Action B"},
         forms={"el": F("m", gen="πόρου", acc="πόρο", pl="πόροι", gen_pl="πόρων", acc_pl="πόρους"),
                "ru": F("m", gen="ресурса", acc="ресурс", pl="ресурсы", gen_pl="ресурсов", acc_pl="ресурсы"), "hu": dict(acc="nyersanyagot")}),
    dict(id="term.card_holder", kind="term", en="card holder", el="θήκη καρτών", hu="kártyatartó", ru="держатель карт", src="ROO", refs={"el": "Contents; Setup"},
         forms={"el": F("f", gen="θήκης καρτών", acc="θήκη καρτών"), "ru": F("m", gen="держателя карт", acc="держатель карт")}),
    dict(id="term.slot", kind="term", en="slot (of the card holder)", el="θέση", hu="kártyahely", ru="ячейка", src="ROO", refs={"el": "Action A"},
         forms={"el": F("f", gen="θέσης", acc="θέση", pl="θέσεις"), "ru": F("f", gen="ячейки", acc="ячейку", pl="ячейки", gen_pl="ячеек")}),
    dict(id="term.first_player_card", kind="term", en="first-player card", el="κάρτα πρώτου παίκτη", hu="kezdőjátékos-kártya", ru="карта первого игрока", src="ROO",
         refs={"el": "Contents; Course of play"}, forms={}),
    dict(id="term.animal_marker", kind="term", en="animal marker", el="δείκτης ζώου", hu="állatjelző", ru="маркер животного", src="ROO", refs={"el": "Course of play; Action D"},
         forms={"el": F("m", gen="δείκτη ζώου", acc="δείκτη ζώου", pl="δείκτες ζώων"), "ru": F("m", gen="маркера животного", acc="маркер животного", pl="маркеры животных")}),
    dict(id="term.animal_track", kind="term", en="animal track", el="μετρητής ζώου", hu="állatsáv", ru="трек животного", src="ROO", refs={"el": "Setup (the five animal tracks)"}, forms={}),
    dict(id="term.vp_track", kind="term", en="VP track", el="μετρητής πόντων νίκης", hu="győzelmipont-sáv", ru="трек победных очков", src="ROO", refs={"el": "Setup"}, forms={}),
    dict(id="term.central_board", kind="term", en="central board", el="κεντρικό ταμπλό", hu="központi tábla", ru="центральное поле", src="ROO", refs={"el": "Contents"}, forms={}),
    dict(id="term.general_supply", kind="term", en="general supply", el="γενικό απόθεμα", hu="közös készlet", ru="общий запас", src="ROO", refs={"el": "Setup; Action B"},
         forms={"el": F("n", gen="γενικού αποθέματος", acc="γενικό απόθεμα"), "ru": F("m", gen="общего запаса", acc="общий запас")}),
    dict(id="term.personal_supply", kind="term", en="personal supply", el="προσωπικό απόθεμα", hu="saját készlet", ru="личный запас", src="ROO", refs={"el": "Action B; Action C"},
         forms={"el": F("n", gen="προσωπικού αποθέματος", acc="προσωπικό απόθεμα"), "ru": F("m", gen="личного запаса", acc="личный запас")}),
    dict(id="term.discard_pile", kind="term", en="discard pile", el="στοίβα ξεσκαρταρίσματος", hu="dobott lapok", ru="сброс", src="ROO", refs={"el": "Action B"}, forms={}),
    dict(id="term.value", kind="term", en="value (of a card, region or track step)", el="αξία", hu="érték", ru="ценность", src="ROO", refs={"el": "Setup; End of the game"},
         forms={"el": F("f", gen="αξίας", acc="αξία"), "ru": F("f", gen="ценности", acc="ценность")}),
    dict(id="term.multiplier", kind="term", en="scoring multiplier", el="πολλαπλασιαστής σκοραρίσματος", hu="pontszorzó", ru="множитель очков", src="ROO", refs={"el": "End of the game"}, forms={}),
    dict(id="term.set", kind="term", en="set (of five species)", el="σετ", hu="sorozat", ru="набор", src="ROO", refs={"el": "Final scoring"},
         forms={"el": F("n", gen="σετ", acc="σετ", indecl=True), "ru": F("m", gen="набора", acc="набор", pl="наборы", gen_pl="наборов")}),
    dict(id="term.capture", kind="term", en="capture (of an animal tile)", el="περικύκλωση", hu="befogás", ru="поимка", src="ROO", refs={"el": "Animal tiles"},
         forms={"el": F("f", gen="περικύκλωσης", acc="περικύκλωση"), "ru": F("f", gen="поимки", acc="поимку")}),
    dict(id="term.arrival", kind="term", en="arrival (of an explorer)", el="άφιξη", hu="érkezés", ru="прибытие", src="OOO", refs={},
         forms={"el": F("f", gen="άφιξης", acc="άφιξη"), "ru": F("n", gen="прибытия", acc="прибытие")}),
    dict(id="term.relocation", kind="term", en="relocation", el="μεταφορά", hu="áthelyezés", ru="перемещение", src="ROO", refs={"el": "Action C"},
         forms={"el": F("f", gen="μεταφοράς", acc="μεταφορά"), "ru": F("n", gen="перемещения", acc="перемещение")}),
    dict(id="term.special_function", kind="term", en="special function", el="ειδική λειτουργία", hu="különleges képesség", ru="особое свойство", src="ROO", refs={"el": "Card phase; Summary sheet"},
         forms={"el": F("f", gen="ειδικής λειτουργίας", acc="ειδική λειτουργία", pl="ειδικές λειτουργίες"), "ru": F("n", gen="особого свойства", acc="особое свойство")}),
    dict(id="term.threshold", kind="term", en="threshold (end of game)", el="όριο", hu="határ", ru="порог", src="OOO", refs={}, forms={}),
    dict(id="term.clockwise", kind="term", en="clockwise", el="δεξιόστροφα", hu="az óramutató járásával megegyezően", ru="по часовой стрелке", src="ROO", refs={"el": "Course of play"}, forms={}),
]
