"""Evo terms. hu: the Hungarian rulebook (002_*); el and ru: no rulebook, so ours, built on the
Dominant Species words where the thing is the same (initiative, species, phase, round, tile)."""

G = "evo"


def F(gender, **kw):
    kw["gender"] = gender
    return kw


# --- phases (state/step.rs `Step::phase_name`, the `progress.phase` string)
PHASES = [
    ("initiative", "Phase 1: Initiative", "Εκκίνηση", "Kezdeményezés", "Инициатива",
     F("f", gen="Εκκίνησης", acc="Εκκίνηση"), F("f", gen="Инициативы", acc="Инициативу")),
    ("climate", "Phase 2: Climate", "Κλίμα", "Éghajlat", "Климат",
     F("n", gen="Κλίματος", acc="Κλίμα"), F("m", gen="Климата", acc="Климат")),
    ("movement", "Phase 3: Movement and combat", "Κίνηση και μάχη", "Mozgás és harc", "Движение и бой",
     F("f", gen="Κίνησης και μάχης", acc="Κίνηση και μάχη"), F("n", gen="Движения и боя", acc="Движение и бой")),
    ("birth", "Phase 4: Birth", "Αναπαραγωγή", "Szaporodás", "Размножение",
     F("f", gen="Αναπαραγωγής", acc="Αναπαραγωγή"), F("n", gen="Размножения", acc="Размножение")),
    ("survival", "Phase 5: Survival and evolution", "Επιβίωση και εξέλιξη", "Túlélés és fejlődés", "Выживание и эволюция",
     F("f", gen="Επιβίωσης και εξέλιξης", acc="Επιβίωση και εξέλιξη"), F("n", gen="Выживания и эволюции", acc="Выживание и эволюцию")),
    ("meteor", "Phase 6: Meteor and auction", "Μετεωρίτης και δημοπρασία", "Meteor és licitálás", "Метеорит и аукцион",
     F("m", gen="Μετεωρίτη και δημοπρασίας", acc="Μετεωρίτη και δημοπρασία"), F("m", gen="Метеорита и аукциона", acc="Метеорит и аукцион")),
    ("over", "game over", "Τέλος του παιχνιδιού", "A játék vége", "Конец игры",
     F("n", gen="Τέλους του παιχνιδιού", acc="Τέλος του παιχνιδιού"), F("m", gen="Конца игры", acc="Конец игры")),
]

# --- the steps of a round (state/step.rs `Step`); the window steps are named by their card timing
STEPS = [
    ("w1_start", "start of Phase 1", "αρχή της Φάσης 1", "1. fázis eleje", "начало фазы 1", "OOO"),
    ("initiative", "initiative", "Εκκίνηση", "Kezdeményezés", "Инициатива", "ORO"),
    ("w2_start", "start of Phase 2", "αρχή της Φάσης 2", "2. fázis eleje", "начало фазы 2", "ORO"),
    ("climate", "climate roll", "ζαριά κλίματος", "éghajlat-dobás", "бросок климата", "OOO"),
    ("w3_start", "start of Phase 3", "αρχή της Φάσης 3", "3. fázis eleje", "начало фазы 3", "ORO"),
    ("movement", "movement", "κίνηση", "mozgás", "движение", "ORO"),
    ("w4_start", "start of Phase 4", "αρχή της Φάσης 4", "4. fázis eleje", "начало фазы 4", "ORO"),
    ("w4_own", "own birth window", "δική σου αναπαραγωγή", "saját szaporodás", "своё размножение", "OOO"),
    ("births", "births", "γεννήσεις", "szaporodás", "рождения", "ORO"),
    ("w4_end", "end of Phase 4", "τέλος της Φάσης 4", "4. fázis vége", "конец фазы 4", "ORO"),
    ("w5_start", "start of Phase 5", "αρχή της Φάσης 5", "5. fázis eleje", "начало фазы 5", "OOO"),
    ("survival", "survival", "επιβίωση", "túlélés", "выживание", "ORO"),
    ("w5_end", "end of Phase 5", "τέλος της Φάσης 5", "5. fázis vége", "конец фазы 5", "ORO"),
    ("w6_start", "start of Phase 6", "αρχή της Φάσης 6", "6. fázis eleje", "начало фазы 6", "OOO"),
    ("meteor", "meteor", "μετεωρίτης", "meteor", "метеорит", "ORO"),
    ("w6_bid", "before the bidding", "πριν από την πλειοδοσία", "licitálás előtt", "перед торгами", "OOO"),
    ("auction", "auction", "δημοπρασία", "licitálás", "аукцион", "ORO"),
    ("w6_pay", "payment of the bids", "πληρωμή των προσφορών", "licit árának kifizetése", "оплата ставок", "ORO"),
    ("payment", "payment", "πληρωμή", "kifizetés", "оплата", "ORO"),
    ("end_of_round", "end of the round", "τέλος του γύρου", "kör vége", "конец раунда", "OOO"),
    ("final", "end of the last round", "τέλος του τελευταίου γύρου", "utolsó kör vége", "конец последнего раунда", "ORO"),
    ("scoring", "final scoring", "τελικό σκοράρισμα", "végső pontozás", "финальный подсчёт очков", "OOO"),
    ("over", "game over", "τέλος του παιχνιδιού", "játék vége", "конец игры", "ORO"),
]

# --- genes (state/types.rs `Gene`); all eight are named in the rulebook's Genes section
GENES = [
    ("tail", "tail", "ουρά", "farok", "хвост",
     F("f", gen="ουράς", acc="ουρά", pl="ουρές", gen_pl="ουρών", acc_pl="ουρές"),
     F("m", gen="хвоста", acc="хвост", pl="хвосты", gen_pl="хвостов", acc_pl="хвосты"),
     dict(acc="farkat", pl="farkak", compound="farokgén", note="irregular stem: farok → farkat")),
    ("leg", "leg", "πόδι", "láb", "нога",
     F("n", gen="ποδιού", acc="πόδι", pl="πόδια", gen_pl="ποδιών", acc_pl="πόδια"),
     F("f", gen="ноги", acc="ногу", pl="ноги", gen_pl="ног", acc_pl="ноги"),
     dict(acc="lábat", pl="lábak", compound="lábgén", note="lowering stem: láb → lábat, lábak")),
    ("horn", "horn", "κέρατο", "szarv", "рог",
     F("n", gen="κεράτου", acc="κέρατο", pl="κέρατα", gen_pl="κεράτων", acc_pl="κέρατα"),
     F("m", gen="рога", acc="рог", pl="рога", gen_pl="рогов", acc_pl="рога"),
     dict(acc="szarvat", pl="szarvak", compound="szarvgén", note="lowering stem: szarv → szarvat")),
    ("egg", "egg", "αυγό", "tojás", "яйцо",
     F("n", gen="αυγού", acc="αυγό", pl="αυγά", gen_pl="αυγών", acc_pl="αυγά"),
     F("n", gen="яйца", acc="яйцо", pl="яйца", gen_pl="яиц", acc_pl="яйца"),
     dict(acc="tojást", compound="tojásgén")),
    ("fur", "fur", "γούνα", "bunda", "шуба",
     F("f", gen="γούνας", acc="γούνα", pl="γούνες", gen_pl="γουνών", acc_pl="γούνες"),
     F("f", gen="шубы", acc="шубу", pl="шубы", gen_pl="шуб", acc_pl="шубы"),
     dict(acc="bundát", compound="bundagén")),
    ("parasol", "parasol", "αλεξήλιο", "napernyő", "зонтик",
     F("n", gen="αλεξήλιου", acc="αλεξήλιο", pl="αλεξήλια", gen_pl="αλεξήλιων", acc_pl="αλεξήλια"),
     F("m", gen="зонтика", acc="зонтик", pl="зонтики", gen_pl="зонтиков", acc_pl="зонтики"),
     dict(acc="napernyőt", compound="napernyőgén")),
    ("mutation", "mutation", "μετάλλαξη", "mutáció", "мутация",
     F("f", gen="μετάλλαξης", acc="μετάλλαξη", pl="μεταλλάξεις", gen_pl="μεταλλάξεων", acc_pl="μεταλλάξεις"),
     F("f", gen="мутации", acc="мутацию", pl="мутации", gen_pl="мутаций", acc_pl="мутации"),
     dict(acc="mutációt", compound="mutációgén")),
    ("card", "card", "κάρτα", "kártya", "карта",
     F("f", gen="κάρτας", acc="κάρτα", pl="κάρτες", gen_pl="καρτών", acc_pl="κάρτες"),
     F("f", gen="карты", acc="карту", pl="карты", gen_pl="карт", acc_pl="карты"),
     dict(acc="kártyát", compound="kártyagén")),
]

# --- terrains (state/types.rs `Terrain`, warmest first)
TERRAINS = [
    ("desert", "desert", "έρημος", "sivatag", "пустыня",
     F("f", gen="ερήμου", acc="έρημο"), F("f", gen="пустыни", acc="пустыню"), dict(acc="sivatagot", adj="sivatagi")),
    ("plains", "plains", "πεδιάδα", "síkság", "равнина",
     F("f", gen="πεδιάδας", acc="πεδιάδα"), F("f", gen="равнины", acc="равнину"), dict(acc="síkságot")),
    ("hills", "hills", "λόφοι", "dombság", "холмы",
     F("m", number="pl", gen="λόφων", acc="λόφους"), F("pl", number="pl", gen="холмов", acc="холмы"), dict(acc="dombságot")),
    ("mountains", "mountains", "βουνά", "hegység", "горы",
     F("n", number="pl", gen="βουνών", acc="βουνά"), F("pl", number="pl", gen="гор", acc="горы"), dict(acc="hegységet")),
]

# --- climate classes (state/types.rs `ClimateClass`); el agrees with κλίμα (n), ru with климат (m)
CLIMATES = [
    ("temperate", "temperate", "εύκρατο", "mérsékelt", "умеренный"),
    ("hot", "hot", "ζεστό", "meleg", "жаркий"),
    ("cold", "cold", "κρύο", "hideg", "холодный"),
    ("scorching", "scorching", "καυτό", "forró", "палящий"),
    ("freezing", "freezing", "παγωμένο", "fagyos", "ледяной"),
]

# --- the 26 event cards (state/types.rs `Card`); hu names all from the rulebook's Event cards section
CARDS = [
    ("sleeping_gene", "Sleeping Gene", "Κοιμώμενο γονίδιο", "Alvógén", "Спящий ген"),
    ("accident", "Accident", "Ατύχημα", "Baleset", "Несчастный случай"),
    ("weather_swing", "Weather Swing", "Αλλαγή καιρού", "Bolond időjárás", "Перемена погоды"),
    ("me_first", "Me First!", "Εγώ πρώτος!", "Én jövök előbb!", "Я первый!"),
    ("genetic_highflyer", "Genetic Highflyer", "Γενετική υπεροχή", "Genetikai fölény", "Генетическое превосходство"),
    ("gene_split", "Gene Split", "Διάσπαση γονιδίου", "Génorzás", "Расщепление гена"),
    ("ice_cold", "Ice Cold!", "Φονικός παγετός", "Gyilkos fagy", "Лютый мороз"),
    ("killer_rays", "Killer Rays", "Φονικές ακτίνες", "Gyilkos sugarak", "Смертоносные лучи"),
    ("missing_link", "Missing Link", "Χαμένος κρίκος", "Hiányzó láncszem", "Недостающее звено"),
    ("heatproof_skin", "Heatproof Skin", "Θερμοάντοχο δέρμα", "Hőálló bőr", "Жаростойкая кожа"),
    ("catastrophe", "Catastrophe!", "Καταστροφή!", "Katasztrófa!", "Катастрофа!"),
    ("tough_kids", "Tough Kids", "Σκληρά μικρά", "Kemény kölykök", "Крепкие детёныши"),
    ("cuckoo", "Cuckoo", "Κούκος", "Kire ütött ez a gyerek?", "Кукушонок"),
    ("weather_gene", "Weather Gene", "Γονίδιο καιρού", "Meteorológus-gén", "Ген погоды"),
    ("big_brother", "Big Brother", "Μεγάλος αδελφός", "Nagy testvér", "Старший брат"),
    ("duplication", "Duplication", "Διπλασιασμός", "Osztódás", "Удвоение"),
    ("giant_gene", "Giant Gene", "Γιγάντιο γονίδιο", "Óriásgén", "Ген гиганта"),
    ("primal_urge", "Primal Urge", "Αρχέγονο ένστικτο", "Ősi ösztönök", "Первобытный инстинкт"),
    ("pthermodactylus", "Pthermodactylus", "Πθερμοδάκτυλος", "Pthermodactylus", "Птермодактиль"),
    ("birth_control", "Birth Control", "Έλεγχος γεννήσεων", "Születés-túlszabályozás", "Контроль рождаемости"),
    ("survival_gene", "Survival Gene", "Γονίδιο επιβίωσης", "Túlélőgén", "Ген выживания"),
    ("wandering_brood", "Wandering Brood", "Περιπλανώμενοι απόγονοι", "Vándorló ivadékok", "Бродячий выводок"),
    ("unexpected_gene", "Unexpected Gene", "Απρόσμενο γονίδιο", "Váratlan gén", "Неожиданный ген"),
    ("vegetarian_diet", "Vegetarian Diet", "Χορτοφαγία", "Vegetáriánus étrend", "Вегетарианская диета"),
    ("defensive_gas", "Defensive Gas", "Αμυντικό αέριο", "Védelmi gáz", "Защитный газ"),
    ("flood", "Flood", "Πλημμύρα", "Vízözön", "Потоп"),
]

ROWS = []
for (i, en, el, hu, ru, elf, ruf) in PHASES:
    ROWS.append(dict(id=f"Phase.{i}", kind="phase", en=en, el=el, hu=hu, ru=ru, src="ORO",
                     refs={"hu": "Course of play (the six phases)" if i != "over" else "End of the game"},
                     forms={"el": elf, "ru": ruf}))
for (i, en, el, hu, ru, src) in STEPS:
    refs = {"hu": "Event cards – the timing in brackets" if i.startswith("w") or i == "final" else "Course of play; the phase sections"} if src[1] == "R" else {}
    ROWS.append(dict(id=f"Step.{i}", kind="step", en=en, el=el, hu=hu, ru=ru, src=src, refs=refs, forms={}))
for (i, en, el, hu, ru, elf, ruf, huf) in GENES:
    ROWS.append(dict(id=f"Gene.{i}", kind="gene", en=en, el=el, hu=hu, ru=ru, src="ORO",
                     refs={"hu": "Genes"}, forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru, elf, ruf, huf) in TERRAINS:
    ROWS.append(dict(id=f"Terrain.{i}", kind="terrain", en=en, el=el, hu=hu, ru=ru, src="ORO",
                     refs={"hu": "Phase 2: Climate"}, forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru) in CLIMATES:
    ROWS.append(dict(id=f"ClimateClass.{i}", kind="climate", en=en, el=el, hu=hu, ru=ru, src="ORO",
                     refs={"hu": "Phase 2: Climate; Phase 5"}, forms={}))
for (i, en, el, hu, ru) in CARDS:
    ROWS.append(dict(id=f"Card.{i}", kind="card", en=en, el=el, hu=hu, ru=ru, src="ORO",
                     refs={"hu": "Event cards"}, forms={}))

# --- why a dino left the board (effects.rs `Cause`) and why the game ended (types.rs `EndReason`)
ROWS += [
    dict(id="Cause.combat", kind="cause", en="combat", el="μάχη", hu="harc", ru="бой", src="ORO",
         refs={"hu": "Phase 3: Movement and combat"},
         forms={"el": F("f", gen="μάχης", acc="μάχη"), "ru": F("m", gen="боя", acc="бой")}),
    dict(id="Cause.accident", kind="cause", en="Accident", el="Ατύχημα", hu="Baleset", ru="Несчастный случай", src="ORO",
         refs={"hu": "Event cards"}, forms={}),
    dict(id="Cause.flood", kind="cause", en="Flood", el="Πλημμύρα", hu="Vízözön", ru="Потоп", src="ORO",
         refs={"hu": "Event cards"}, forms={}),
    dict(id="Cause.climate", kind="cause", en="climate", el="κλίμα", hu="éghajlat", ru="климат", src="ORO",
         refs={"hu": "Phase 2: Climate"},
         forms={"el": F("n", gen="κλίματος", acc="κλίμα"), "ru": F("m", gen="климата", acc="климат")}),
    dict(id="Cause.cuckoo", kind="cause", en="Cuckoo", el="Κούκος", hu="Kire ütött ez a gyerek?", ru="Кукушонок", src="ORO",
         refs={"hu": "Event cards"}, forms={}),
    dict(id="EndReason.last_space", kind="end_reason", en="the meteor reaches the last space", el="ο μετεωρίτης φτάνει στην τελευταία θέση",
         hu="a meteorjelző eléri az utolsó mezőt", ru="метеорит дошёл до последнего деления", src="ORO",
         refs={"hu": "Phase 6 – moving the meteor marker"}, forms={}),
    dict(id="EndReason.meteor_strike", kind="end_reason", en="meteor strike", el="πρόσκρουση του μετεωρίτη", hu="a meteor becsapódása", ru="падение метеорита", src="ORO",
         refs={"hu": "Overview; Phase 6"}, forms={}),
    dict(id="TieBreak.more_dinos_first", kind="option", en="more dinos first", el="πρώτα όποιος έχει περισσότερους δεινόσαυρους",
         hu="több dinó előbb", ru="сначала у кого больше динозавров", src="ORO", refs={"hu": "Phase 1: Initiative"}, forms={}),
    dict(id="TieBreak.fewer_dinos_first", kind="option", en="fewer dinos first", el="πρώτα όποιος έχει λιγότερους δεινόσαυρους",
         hu="kevesebb dinó előbb", ru="сначала у кого меньше динозавров", src="OOO", refs={}, forms={}),
    dict(id="FourPlayerBoard.S+L", kind="option", en="small and large maps", el="μικρός και μεγάλος χάρτης", hu="a kicsi és a nagy térkép",
         ru="малая и большая карты", src="ORO", refs={"hu": "Setup"}, forms={}),
    dict(id="FourPlayerBoard.MA+MB", kind="option", en="the two medium maps", el="οι δύο μεσαίοι χάρτες", hu="a két közepes méretű térkép",
         ru="две средние карты", src="ORO", refs={"hu": "Setup"}, forms={}),
    dict(id="Option.hard_variant", kind="option", en="the harder game", el="δυσκολότερο παιχνίδι", hu="nehezebb játék", ru="усложнённая игра", src="ORO",
         refs={"hu": "Variant"}, forms={}),
    dict(id="Option.starting_ep", kind="option", en="starting EP", el="αρχικοί πόντοι εξέλιξης", hu="kezdő fejlődéspont", ru="начальные очки эволюции", src="OOO", refs={}, forms={}),
    dict(id="Option.initiative_tie_break", kind="option", en="initiative tie-break", el="ισοπαλία στην Εκκίνηση", hu="döntetlen a kezdeményezésnél", ru="ничья при определении инициативы", src="ORO",
         refs={"hu": "Phase 1: Initiative"}, forms={}),
    dict(id="Option.four_player_board", kind="option", en="four-player board", el="ταμπλό για 4 παίκτες", hu="játéktér 4 játékosnál", ru="поле для 4 игроков", src="ORO",
         refs={"hu": "Setup"}, forms={}),
]

# --- pieces and board words (rules §0.3, §1.4; view keys)
ROWS += [
    dict(id="term.dino", kind="term", en="dino", el="δεινόσαυρος", hu="dinó", ru="динозавр", src="ORO", refs={"hu": "Overview; Contents"},
         forms={"el": F("m", gen="δεινόσαυρου", acc="δεινόσαυρο", pl="δεινόσαυροι", gen_pl="δεινοσαύρων", acc_pl="δεινόσαυρους"),
                "ru": F("m", gen="динозавра", acc="динозавра", pl="динозавры", gen_pl="динозавров", acc_pl="динозавров"),
                "hu": dict(acc="dinót", pl="dinók")}),
    dict(id="term.species", kind="term", en="species", el="είδος", hu="faj", ru="вид", src="ORO", refs={"hu": "Phase 5; Genes"},
         forms={"el": F("n", gen="είδους", acc="είδος", pl="είδη", gen_pl="ειδών"), "ru": F("m", gen="вида", acc="вид", pl="виды", gen_pl="видов"),
                "hu": dict(acc="fajt")}),
    dict(id="term.region", kind="term", en="region", el="περιοχή", hu="régió", ru="регион", src="ORO", refs={"hu": "Phase 3: Movement"},
         forms={"el": F("f", gen="περιοχής", acc="περιοχή", pl="περιοχές", gen_pl="περιοχών"), "ru": F("m", gen="региона", acc="регион", pl="регионы", gen_pl="регионов"),
                "hu": dict(acc="régiót")}),
    dict(id="term.ep", kind="term", en="evolution points (EP)", el="πόντοι εξέλιξης (ΠΕξ)", hu="fejlődéspont (FP)", ru="очки эволюции (ОЭ)", src="ORO",
         refs={"hu": "Overview; Phase 5 – awarding EP"},
         forms={"el": F("m", number="pl", sg="πόντος εξέλιξης", gen_pl="πόντων εξέλιξης", acc_pl="πόντους εξέλιξης"),
                "ru": F("n", number="pl", sg="очко эволюции", gen_pl="очков эволюции", acc_pl="очки эволюции"),
                "hu": dict(acc="fejlődéspontot")}),
    dict(id="term.gene", kind="term", en="gene", el="γονίδιο", hu="gén", ru="ген", src="ORO", refs={"hu": "Genes"},
         forms={"el": F("n", gen="γονιδίου", acc="γονίδιο", pl="γονίδια", gen_pl="γονιδίων"), "ru": F("m", gen="гена", acc="ген", pl="гены", gen_pl="генов"),
                "hu": dict(acc="gént")}),
    dict(id="term.gene_tile", kind="term", en="gene tile", el="πλακίδιο γονιδίου", hu="génlapka", ru="жетон гена", src="ORO", refs={"hu": "Contents"},
         forms={"el": F("n", gen="πλακιδίου γονιδίου", acc="πλακίδιο γονιδίου"), "ru": F("m", gen="жетона гена", acc="жетон гена")}),
    dict(id="term.portrait", kind="term", en="species portrait", el="πορτρέτο είδους", hu="dinóportré", ru="портрет вида", src="ORO", refs={"hu": "Contents"},
         forms={"el": F("n", gen="πορτρέτου είδους", acc="πορτρέτο είδους"), "ru": F("m", gen="портрета вида", acc="портрет вида")}),
    dict(id="term.event_card", kind="term", en="event card", el="κάρτα γεγονότος", hu="eseménykártya", ru="карта события", src="ORO", refs={"hu": "Event cards"},
         forms={"el": F("f", gen="κάρτας γεγονότος", acc="κάρτα γεγονότος", pl="κάρτες γεγονότων"), "ru": F("f", gen="карты события", acc="карту события", pl="карты событий")}),
    dict(id="term.initiative_track", kind="term", en="initiative track", el="μετρητής Εκκίνησης", hu="kezdeményezési táblázat", ru="трек инициативы", src="ORO",
         refs={"hu": "Contents; Phase 1"}, forms={}),
    dict(id="term.climate_track", kind="term", en="climate track", el="μετρητής κλίματος", hu="klímatáblázat", ru="трек климата", src="ORO",
         refs={"hu": "Phase 2: Climate"}, forms={}),
    dict(id="term.climate_marker", kind="term", en="climate marker", el="δείκτης κλίματος", hu="éghajlatjelző", ru="маркер климата", src="ORO",
         refs={"hu": "Phase 2: Climate"}, forms={}),
    dict(id="term.round_track", kind="term", en="round (meteor) track", el="μετρητής γύρων", hu="körjelző táblázat", ru="трек раундов", src="ORO",
         refs={"hu": "Contents; Setup"}, forms={}),
    dict(id="term.meteor", kind="term", en="meteor", el="μετεωρίτης", hu="meteor", ru="метеорит", src="ORO", refs={"hu": "Overview; Phase 6"},
         forms={"el": F("m", gen="μετεωρίτη", acc="μετεωρίτη"), "ru": F("m", gen="метеорита", acc="метеорит"), "hu": dict(acc="meteort")}),
    dict(id="term.meteor_marker", kind="term", en="meteor marker", el="δείκτης μετεωρίτη", hu="meteorjelző", ru="маркер метеорита", src="ORO",
         refs={"hu": "Phase 6"}, forms={}),
    dict(id="term.bidding_board", kind="term", en="bidding board", el="πίνακας πλειοδοσίας", hu="licittábla", ru="табло аукциона", src="ORO",
         refs={"hu": "Contents; Phase 6"}, forms={}),
    dict(id="term.bid", kind="term", en="bid", el="προσφορά", hu="licit", ru="ставка", src="ORO", refs={"hu": "Phase 6"},
         forms={"el": F("f", gen="προσφοράς", acc="προσφορά", pl="προσφορές"), "ru": F("f", gen="ставки", acc="ставку", pl="ставки", gen_pl="ставок"),
                "hu": dict(acc="licitet")}),
    dict(id="term.outbid", kind="term", en="outbid", el="υπερθεματίζω", hu="túllicitál", ru="перебить ставку", src="ORO", refs={"hu": "Phase 6"}, forms={}),
    dict(id="term.auction", kind="term", en="auction", el="δημοπρασία", hu="licitálás", ru="аукцион", src="ORO", refs={"hu": "Phase 6"},
         forms={"el": F("f", gen="δημοπρασίας", acc="δημοπρασία"), "ru": F("m", gen="аукциона", acc="аукцион")}),
    dict(id="term.price", kind="term", en="price", el="τιμή", hu="ár", ru="цена", src="ORO", refs={"hu": "Phase 6"},
         forms={"el": F("f", gen="τιμής", acc="τιμή"), "ru": F("f", gen="цены", acc="цену"), "hu": dict(acc="árat", note="lowering stem: ár → árat")}),
    dict(id="term.start_player", kind="term", en="start player", el="πρώτος παίκτης", hu="kezdőjátékos", ru="первый игрок", src="ORO", refs={"hu": "Phase 2; Phase 6"}, forms={}),
    dict(id="term.start_region", kind="term", en="start region", el="περιοχή εκκίνησης", hu="indulási hely", ru="стартовый регион", src="ORO", refs={"hu": "Setup"}, forms={}),
    dict(id="term.order", kind="term", en="order (of play)", el="σειρά", hu="sorrend", ru="порядок", src="ORO", refs={"hu": "Phase 1"},
         forms={"el": F("f", gen="σειράς", acc="σειρά"), "ru": F("m", gen="порядка", acc="порядок")}),
    dict(id="term.movement_points", kind="term", en="movement points (MP)", el="πόντοι κίνησης", hu="mozgáspont", ru="очки движения", src="ORO",
         refs={"hu": "Phase 3 – combat"}, forms={"hu": dict(acc="mozgáspontot")}),
    dict(id="term.attacker", kind="term", en="attacker", el="επιτιθέμενος", hu="támadó", ru="нападающий", src="ORO", refs={"hu": "Phase 3 – combat"},
         forms={"el": F("m", gen="επιτιθέμενου", acc="επιτιθέμενο"), "ru": F("m", gen="нападающего", acc="нападающего")}),
    dict(id="term.defender", kind="term", en="defender", el="αμυνόμενος", hu="védekező", ru="защитник", src="ORO", refs={"hu": "Phase 3 – combat"},
         forms={"el": F("m", gen="αμυνόμενου", acc="αμυνόμενο"), "ru": F("m", gen="защитника", acc="защитника")}),
    dict(id="term.newborn", kind="term", en="newborn", el="νεογέννητο", hu="új dinó", ru="детёныш", src="ORO", refs={"hu": "Phase 4: Birth"},
         forms={"el": F("n", gen="νεογέννητου", acc="νεογέννητο", pl="νεογέννητα", gen_pl="νεογέννητων"),
                "ru": F("m", gen="детёныша", acc="детёныша", pl="детёныши", gen_pl="детёнышей", acc_pl="детёнышей")}),
    dict(id="term.coast", kind="term", en="coast", el="ακτή", hu="tengerpart", ru="побережье", src="ORO", refs={"hu": "Event cards – Flood"},
         forms={"el": F("f", gen="ακτής", acc="ακτή"), "ru": F("n", gen="побережья", acc="побережье")}),
    dict(id="term.card_window", kind="term", en="card window", el="στιγμή για κάρτες", hu="kártyakijátszási alkalom", ru="окно для карт", src="OOO", refs={}, forms={}),
    dict(id="term.supply", kind="term", en="supply (dinos off the board)", el="απόθεμα", hu="készlet", ru="запас", src="OOO", refs={},
         forms={"el": F("n", gen="αποθέματος", acc="απόθεμα"), "ru": F("m", gen="запаса", acc="запас")}),
    dict(id="term.shared_victory", kind="term", en="shared victory", el="κοινή νίκη", hu="közös győzelem", ru="общая победа", src="ORO",
         refs={"hu": "End of the game"}, forms={}),
    dict(id="term.roll_off", kind="term", en="roll-off (initiative tie)", el="ρίξιμο ζαριού για ισοπαλία", hu="kockadobás", ru="переброс кубика", src="ORO",
         refs={"hu": "Phase 1: Initiative"}, forms={}),
    dict(id="term.map", kind="term", en="map (half board)", el="χάρτης", hu="térkép", ru="карта местности", src="ORO", refs={"hu": "Contents; Setup"},
         forms={"el": F("m", gen="χάρτη", acc="χάρτη"), "ru": F("f", gen="карты местности", acc="карту местности")}),
]
