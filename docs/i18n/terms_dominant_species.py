"""Dominant Species terms. el: the Greek base rules (000_*); ru: the Russian 2–3 player rules,
alternative setup and card clarifications (003_*); hu: no rulebook, so every Hungarian word is ours."""

G = "dominant-species"
EL = "DS base rules (el)"
RU = "DS 2–3 players / alternative setup / card clarifications (ru)"


def F(gender, **kw):
    kw["gender"] = gender
    return kw


# --- animals (data/mod.rs `Animal`, serialized lowercase): names are plural, one cube is singular
ANIMALS = [
    ("mammals", "Mammals", "Θηλαστικά", "Emlősök", "Млекопитающие",
     F("n", number="pl", sg="θηλαστικό", gen="θηλαστικού", acc="θηλαστικό", gen_pl="θηλαστικών", acc_pl="θηλαστικά"),
     F("n", number="pl", sg="млекопитающее", gen="млекопитающего", acc="млекопитающее", gen_pl="млекопитающих", acc_pl="млекопитающих"),
     dict(sg="emlős", acc="emlősöket")),
    ("reptiles", "Reptiles", "Ερπετά", "Hüllők", "Рептилии",
     F("n", number="pl", sg="ερπετό", gen="ερπετού", acc="ερπετό", gen_pl="ερπετών", acc_pl="ερπετά"),
     F("f", number="pl", sg="рептилия", gen="рептилии", acc="рептилию", gen_pl="рептилий", acc_pl="рептилий"),
     dict(sg="hüllő", acc="hüllőket")),
    ("birds", "Birds", "Πτηνά", "Madarak", "Птицы",
     F("n", number="pl", sg="πτηνό", gen="πτηνού", acc="πτηνό", gen_pl="πτηνών", acc_pl="πτηνά", alt="Πουλιά"),
     F("f", number="pl", sg="птица", gen="птицы", acc="птицу", gen_pl="птиц", acc_pl="птиц"),
     dict(sg="madár", acc="madarakat", note="irregular stem: madár → madarak, madarat")),
    ("amphibians", "Amphibians", "Αμφίβια", "Kétéltűek", "Амфибии",
     F("n", number="pl", sg="αμφίβιο", gen="αμφιβίου", acc="αμφίβιο", gen_pl="αμφιβίων", acc_pl="αμφίβια"),
     F("f", number="pl", sg="амфибия", gen="амфибии", acc="амфибию", gen_pl="амфибий", acc_pl="амфибий"),
     dict(sg="kétéltű", acc="kétéltűeket")),
    ("arachnids", "Arachnids", "Αραχνοειδή", "Pókszabásúak", "Паукообразные",
     F("n", number="pl", sg="αραχνοειδές", gen="αραχνοειδούς", acc="αραχνοειδές", gen_pl="αραχνοειδών", acc_pl="αραχνοειδή"),
     F("n", number="pl", sg="паукообразное", gen="паукообразного", acc="паукообразное", gen_pl="паукообразных", acc_pl="паукообразных"),
     dict(sg="pókszabású", acc="pókszabásúakat")),
    ("insects", "Insects", "Έντομα", "Rovarok", "Насекомые",
     F("n", number="pl", sg="έντομο", gen="εντόμου", acc="έντομο", gen_pl="εντόμων", acc_pl="έντομα"),
     F("n", number="pl", sg="насекомое", gen="насекомого", acc="насекомое", gen_pl="насекомых", acc_pl="насекомых"),
     dict(sg="rovar", acc="rovarokat")),
]

# --- elements (data/mod.rs `Element`)
ELEMENTS = [
    ("meat", "meat", "κρέας", "hús", "мясо",
     F("n", gen="κρέατος", acc="κρέας", pl="κρέατα", gen_pl="κρεάτων", acc_pl="κρέατα"),
     F("n", gen="мяса", acc="мясо"), dict(acc="húst")),
    ("sun", "sun", "ήλιος", "nap", "солнце",
     F("m", gen="ηλίου", acc="ήλιο", pl="ήλιοι", gen_pl="ηλίων", acc_pl="ήλιους"),
     F("n", gen="солнца", acc="солнце"), dict(acc="napot")),
    ("seed", "seed", "σπόρος", "mag", "семена",
     F("m", gen="σπόρου", acc="σπόρο", pl="σπόροι", gen_pl="σπόρων", acc_pl="σπόρους"),
     F("n", number="pl", gen="семян", acc="семена", sg="семя"), dict(acc="magot")),
    ("water", "water", "νερό", "víz", "вода",
     F("n", gen="νερού", acc="νερό", pl="νερά", gen_pl="νερών", acc_pl="νερά"),
     F("f", gen="воды", acc="воду"), dict(acc="vizet", note="irregular stem: víz → vizet, vizek")),
    ("grub", "grub", "κάμπια", "lárva", "личинка",
     F("f", gen="κάμπιας", acc="κάμπια", pl="κάμπιες", gen_pl="καμπιών", acc_pl="κάμπιες"),
     F("f", gen="личинки", acc="личинку", pl="личинки", gen_pl="личинок", acc_pl="личинки"), dict(acc="lárvát")),
    ("grass", "grass", "γρασίδι", "fű", "трава",
     F("n", gen="γρασιδιού", acc="γρασίδι", pl="γρασίδια", gen_pl="γρασιδιών", acc_pl="γρασίδια"),
     F("f", gen="травы", acc="траву"), dict(acc="füvet", note="irregular stem: fű → füvet, füvek")),
]
ELEMENT_REFS = {"el": "Special vocabulary (p. 3); Earth – Elements (p. 6)", "ru": "Alternative setup – Individuals"}

# --- terrains (data/mod.rs `Terrain`); el all from the rulebook; ru: sea, wetland, savannah, tundra from it
TERRAINS = [
    ("sea", "sea", "θάλασσα", "tenger", "море", "ROR",
     F("f", gen="θάλασσας", acc="θάλασσα"), F("n", gen="моря", acc="море"), dict(acc="tengert")),
    ("wetland", "wetland", "υγρότοπος", "mocsár", "болото", "ROR",
     F("m", gen="υγροτόπου", acc="υγρότοπο", alt="υδροβιότοπος"), F("n", gen="болота", acc="болото"),
     dict(acc="mocsarat", note="irregular stem: mocsár → mocsarat")),
    ("savannah", "savannah", "σαβάνα", "szavanna", "саванна", "ROR",
     F("f", gen="σαβάνας", acc="σαβάνα"), F("f", gen="саванны", acc="саванну"), dict(acc="szavannát")),
    ("jungle", "jungle", "ζούγκλα", "dzsungel", "джунгли", "ROO",
     F("f", gen="ζούγκλας", acc="ζούγκλα"), F("pl", number="pl", gen="джунглей", acc="джунгли"), dict(acc="dzsungelt")),
    ("forest", "forest", "δάσος", "erdő", "лес", "ROO",
     F("n", gen="δάσους", acc="δάσος"), F("m", gen="леса", acc="лес"), dict(acc="erdőt")),
    ("desert", "desert", "έρημος", "sivatag", "пустыня", "ROO",
     F("f", gen="ερήμου", acc="έρημο"), F("f", gen="пустыни", acc="пустыню"), dict(acc="sivatagot")),
    ("mountain", "mountain", "βουνό", "hegység", "горы", "ROO",
     F("n", gen="βουνού", acc="βουνό", pl="βουνά"), F("pl", number="pl", gen="гор", acc="горы"), dict(acc="hegységet")),
    ("tundra", "tundra", "τούνδρα", "tundra", "тундра", "ROR",
     F("f", gen="τούνδρας", acc="τούνδρα"), F("f", gen="тундры", acc="тундру"), dict(acc="tundrát")),
]
TERRAIN_REFS = {"el": "Special vocabulary (p. 3); Setup – the animals (p. 4)", "ru": "Card clarifications – Aquatic, Niche Biomes; Alternative setup – Tiles"}

# --- the 12 actions (data/mod.rs `ActionKind`, in execution order)
ACTIONS = [
    ("initiative", "Initiative", "Εκκίνηση", "Kezdeményezés", "Инициатива",
     F("f", gen="Εκκίνησης", acc="Εκκίνηση"), F("f", gen="Инициативы", acc="Инициативу"), None, "p. 10"),
    ("adaptation", "Adaptation", "Προσαρμογή", "Alkalmazkodás", "Адаптация",
     F("f", gen="Προσαρμογής", acc="Προσαρμογή"), F("f", gen="Адаптации", acc="Адаптацию"), None, "p. 10"),
    ("regression", "Regression", "Υποχώρηση", "Visszafejlődés", "Регрессия",
     F("f", gen="Υποχώρησης", acc="Υποχώρηση"), F("f", gen="Регрессии", acc="Регрессию"), None, "p. 11"),
    ("abundance", "Abundance", "Αφθονία", "Bőség", "Обилие",
     F("f", gen="Αφθονίας", acc="Αφθονία"), F("n", gen="Обилия", acc="Обилие"), None, "p. 11"),
    ("wasteland", "Wasteland", "Ερήμωση", "Pusztaság", "Пустошь",
     F("f", gen="Ερήμωσης", acc="Ερήμωση"), F("f", gen="Пустоши", acc="Пустошь"), None, "p. 12"),
    ("depletion", "Depletion", "Εξάντληση", "Kimerülés", "Истощение",
     F("f", gen="Εξάντλησης", acc="Εξάντληση"), F("n", gen="Истощения", acc="Истощение"), None, "p. 12"),
    ("glaciation", "Glaciation", "Παγετώνες", "Eljegesedés", "Оледенение",
     F("m", number="pl", gen="Παγετώνων", acc="Παγετώνες", alt="Παγετώνας"), F("n", gen="Оледенения", acc="Оледенение"), None, "p. 13"),
    ("speciation", "Speciation", "Ειδογένεση", "Fajképződés", "Видообразование",
     F("f", gen="Ειδογένεσης", acc="Ειδογένεση"), F("n", gen="Видообразования", acc="Видообразование"), None, "p. 14"),
    ("wanderlust", "Wanderlust", "Εξάπλωση", "Terjeszkedés", "Странствие",
     F("f", gen="Εξάπλωσης", acc="Εξάπλωση"), F("n", gen="Странствия", acc="Странствие"), None, "p. 14"),
    ("migration", "Migration", "Μετανάστευση", "Vándorlás", "Миграция",
     F("f", gen="Μετανάστευσης", acc="Μετανάστευση"), F("f", gen="Миграции", acc="Миграцию"), None, "p. 15"),
    ("competition", "Competition", "Ανταγωνισμός", "Versengés", "Конкуренция",
     F("m", gen="Ανταγωνισμού", acc="Ανταγωνισμό"), F("f", gen="Конкуренции", acc="Конкуренцию"), None, "p. 15"),
    ("domination", "Domination", "Κυριαρχία", "Uralom", "Доминирование",
     F("f", gen="Κυριαρχίας", acc="Κυριαρχία"), F("n", gen="Доминирования", acc="Доминирование"),
     dict(acc="uralmat", note="irregular stem: uralom → uralmat"), "p. 16"),
]

# --- the 26 Dominance cards (data/mod.rs `Card`); el all from the rulebook (Cards, pp. 18–19);
# ru from the card clarifications except Niche Biomes (left in English there)
CARDS = [
    ("aquatic", "Aquatic", "Υδρόβιο", "Vízi életmód", "Водоплавающие", "ROR"),
    ("biodiversity", "Biodiversity", "Βιοποικιλότητα", "Biodiverzitás", "Биологическое разнообразие", "ROR"),
    ("biomass", "Biomass", "Βιομάζα", "Biomassza", "Биомасса", "ROR"),
    ("blight", "Blight", "Μαρασμός", "Hervadás", "Упадок", "ROR"),
    ("catastrophe", "Catastrophe", "Καταστροφή", "Katasztrófa", "Катастрофа", "ROR"),
    ("cold_snap", "Cold Snap", "Ψύχος", "Hideghullám", "Заморозки", "ROR"),
    ("disease", "Disease", "Ασθένεια", "Betegség", "Болезнь", "ROR"),
    ("ecodiversity", "Ecodiversity", "Πολυμορφία", "Ökodiverzitás", "Экологическое разнообразие", "ROR"),
    ("evolution", "Evolution", "Εξέλιξη", "Evolúció", "Эволюция", "ROR"),
    ("fecundity", "Fecundity", "Γονιμότητα", "Szaporaság", "Плодовитость", "ROR"),
    ("fertile", "Fertile", "Καρποφορία", "Termékenység", "Изобилие", "ROR"),
    ("habitat", "Habitat", "Οικοσύστημα", "Élőhely", "Среда обитания", "ROR"),
    ("hibernation", "Hibernation", "Χειμέρια νάρκη", "Téli álom", "Спячка", "ROR"),
    ("ice_age", "Ice Age", "Εποχή των Παγετώνων", "Jégkorszak", "Ледниковый период", "ROR"),
    ("ice_sheet", "Ice Sheet", "Στρώμα πάγου", "Jégtakaró", "Ледяной покров", "ROR"),
    ("immigrants", "Immigrants", "Μετανάστες", "Bevándorlók", "Переселенцы", "ROR"),
    ("instinct", "Instinct", "Ένστικτο", "Ösztön", "Инстинкт", "ROR"),
    ("intelligence", "Intelligence", "Ευφυΐα", "Intelligencia", "Интеллект", "ROR"),
    ("mass_exodus", "Mass Exodus", "Μαζική έξοδος", "Tömeges kivándorlás", "Массовый исход", "ROR"),
    ("metamorphosis", "Metamorphosis", "Μεταμόρφωση", "Átalakulás", "Метаморфоза", "ROR"),
    ("niche_biomes", "Niche Biomes", "Εξειδίκευση", "Ökológiai fülkék", "Экологические ниши", "ROO"),
    ("nocturnal", "Nocturnal", "Νυκτόβιο", "Éjszakai életmód", "Ночное", "ROR"),
    ("omnivore", "Omnivore", "Παμφάγο", "Mindenevő", "Всеядное", "ROR"),
    ("parasitism", "Parasitism", "Παρασιτισμός", "Élősködés", "Паразитизм", "ROR"),
    ("predator", "Predator", "Κυνηγός", "Ragadozó", "Хищник", "ROR"),
    ("symbiotic", "Symbiotic", "Συμβιωτικό", "Szimbiózis", "Симбиоз", "ROR"),
]

ROWS = []
for (i, en, el, hu, ru, elf, ruf, huf) in ANIMALS:
    ROWS.append(dict(id=f"Animal.{i}", kind="animal", en=en, el=el, hu=hu, ru=ru, src="ROR",
                     refs={"el": "Special vocabulary – food chain (p. 3)", "ru": "Alternative setup – Individuals"},
                     forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru, elf, ruf, huf) in ELEMENTS:
    ROWS.append(dict(id=f"Element.{i}", kind="element", en=en, el=el, hu=hu, ru=ru, src="ROR",
                     refs=ELEMENT_REFS, forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru, src, elf, ruf, huf) in TERRAINS:
    ROWS.append(dict(id=f"Terrain.{i}", kind="terrain", en=en, el=el, hu=hu, ru=ru, src=src,
                     refs={"el": TERRAIN_REFS["el"], "ru": TERRAIN_REFS["ru"] if src[2] == "R" else ""},
                     forms={"el": elf, "ru": ruf, "hu": huf}))
for (i, en, el, hu, ru, elf, ruf, huf, page) in ACTIONS:
    src = "ROR" if i == "domination" else "ROO"
    refs = {"el": f"Execution phase – order (p. 9); {en} ({page})"}
    if i == "domination":
        refs["ru"] = "Cards – Dominance cards"
    forms = {"el": elf, "ru": ruf}
    if huf:
        forms["hu"] = huf
    ROWS.append(dict(id=f"ActionKind.{i}", kind="action", en=en, el=el, hu=hu, ru=ru, src=src, refs=refs, forms=forms))
for (i, en, el, hu, ru, src) in CARDS:
    refs = {"el": "Cards – Dominance cards (pp. 18–19)"}
    if src[2] == "R":
        refs["ru"] = f"Card clarifications – {en}"
    ROWS.append(dict(id=f"Card.{i}", kind="card", en=en, el=el, hu=hu, ru=ru, src=src, refs=refs, forms={}))

# --- the 41 action-display spaces (data/mod.rs `SPACE_IDS`), built from the action and element terms
_A = {r[0]: r for r in ACTIONS}
_E = {r[0]: r for r in ELEMENTS}
_PREFIX = {"INI": "initiative", "ADA": "adaptation", "REG": "regression", "ABU": "abundance", "WAS": "wasteland",
           "DEP": "depletion", "GLA": "glaciation", "SPE": "speciation", "WAN": "wanderlust", "MIG": "migration",
           "COM": "competition", "DOM": "domination"}
SPACE_IDS = ["INI", "ADA-1", "ADA-2", "ADA-3", "REG-1", "REG-2", "ABU-1", "ABU-2", "WAS", "DEP", "GLA-1", "GLA-2",
             "GLA-3", "GLA-4", "SPE-MEAT", "SPE-SUN", "SPE-SEED", "SPE-WATER", "SPE-GRUB", "SPE-GRASS", "WAN-1",
             "WAN-2", "WAN-3", "MIG-7", "MIG-6", "MIG-5", "MIG-4", "MIG-3", "MIG-2", "COM-1", "COM-2", "COM-3",
             "COM-4", "COM-5", "COM-6", "COM-7", "DOM-1", "DOM-2", "DOM-3", "DOM-4", "DOM-5"]
for sid in SPACE_IDS:
    pre, _, rest = sid.partition("-")
    a = _A[_PREFIX[pre]]
    src = "ROR" if a[0] == "domination" else "ROO"
    if pre == "SPE":
        e = _E[rest.lower()]
        names = [f"{a[k]} ({e[k]})" for k in (1, 2, 3, 4)]
        src = "ROO"
    elif rest:
        names = [f"{a[k]} {rest}" for k in (1, 2, 3, 4)]
    else:
        names = [a[k] for k in (1, 2, 3, 4)]
    ROWS.append(dict(id=f"Space.{sid}", kind="action_space", en=names[0], el=names[1], hu=names[2], ru=names[3],
                     src=src, refs={"el": "The action display (p. 8) and the action's page"} | ({"ru": "Cards – Dominance cards"} if src[2] == "R" else {}),
                     forms={}))

# --- phases (state/phase.rs `Phase::name`) and the parts of Reset (§5.3)
ROWS += [
    dict(id="Phase.planning", kind="phase", en="Planning", el="Φάση Σχεδιασμού", hu="Tervezési fázis", ru="Фаза планирования", src="ROO",
         refs={"el": "Course of play; Planning phase (p. 9)"},
         forms={"el": F("f", gen="Φάσης Σχεδιασμού", acc="Φάση Σχεδιασμού", alt="Φάση Προγραμματισμού"),
                "ru": F("f", gen="Фазы планирования", acc="Фазу планирования")}),
    dict(id="Phase.execution", kind="phase", en="Execution", el="Φάση Εκτέλεσης", hu="Végrehajtási fázis", ru="Фаза выполнения", src="ROO",
         refs={"el": "Course of play; Execution phase (p. 9)"},
         forms={"el": F("f", gen="Φάσης Εκτέλεσης", acc="Φάση Εκτέλεσης"), "ru": F("f", gen="Фазы выполнения", acc="Фазу выполнения")}),
    dict(id="Phase.reset", kind="phase", en="Reset", el="Φάση Επαναφοράς", hu="Visszaállítási fázis", ru="Фаза сброса", src="ROR",
         refs={"el": "Course of play (p. 9); Contents (p. 2)", "ru": "Cards – Survival card"},
         forms={"el": F("f", gen="Φάσης Επαναφοράς", acc="Φάση Επαναφοράς"), "ru": F("f", gen="Фазы сброса", acc="Фазу сброса")}),
    dict(id="Phase.over", kind="phase", en="game over", el="Τέλος του παιχνιδιού", hu="A játék vége", ru="Конец игры", src="ROR",
         refs={"el": "Contents (p. 2)", "ru": "Card clarifications – Ice Age"},
         forms={"el": F("n", gen="Τέλους του παιχνιδιού", acc="Τέλος του παιχνιδιού"), "ru": F("m", gen="Конца игры", acc="Конец игры")}),
    dict(id="Reset.extinction", kind="step", en="Extinction", el="Εξάλειψη", hu="Kihalás", ru="Исчезновение", src="ROR",
         refs={"el": "Contents – Reset phase (p. 2); Endangered species (p. 7)", "ru": "Cards – Survival card"},
         forms={"el": F("f", gen="Εξάλειψης", acc="Εξάλειψη"), "ru": F("n", gen="Исчезновения", acc="Исчезновение")}),
    dict(id="Reset.survival", kind="step", en="Survival", el="Επιβίωση", hu="Túlélés", ru="Выживание", src="ROR",
         refs={"el": "Contents – Reset phase (p. 2)", "ru": "Cards – Survival card"},
         forms={"el": F("f", gen="Επιβίωσης", acc="Επιβίωση"), "ru": F("n", gen="Выживания", acc="Выживание")}),
    dict(id="Reset.reseed", kind="step", en="Reseed", el="Ανατροφοδότηση", hu="Újravetés", ru="Пересев", src="ROO",
         refs={"el": "Contents – Reset phase (p. 2); Ice Age (p. 19)"},
         forms={"el": F("f", gen="Ανατροφοδότησης", acc="Ανατροφοδότηση"), "ru": F("m", gen="Пересева", acc="Пересев")}),
    dict(id="Step.wasteland_sweep", kind="step", en="Wasteland sweep", el="αυτόματη Ερήμωση", hu="pusztasági söprés", ru="очистка пустоши", src="OOO",
         refs={"el": "Wasteland (p. 12)"}, forms={}),
    dict(id="Icon.REG-R", kind="action_space", en="the reptiles' Regression pawn", el="δωρεάν ΠΕ των ερπετών στην Υποχώρηση", hu="a hüllők ingyenes visszafejlődési bábuja", ru="бесплатная фишка рептилий на Регрессии", src="OOO",
         refs={"el": "Regression (p. 11)"}, forms={}),
    dict(id="Icon.SPE-I", kind="action_space", en="the insects' free Speciation", el="δωρεάν Ειδογένεση των εντόμων", hu="a rovarok ingyenes fajképződése", ru="бесплатное Видообразование насекомых", src="OOO",
         refs={"el": "Speciation (p. 14)"}, forms={}),
    dict(id="Icon.COM-A", kind="action_space", en="the arachnids' free Competition", el="δωρεάν Ανταγωνισμός των αραχνοειδών", hu="a pókszabásúak ingyenes versengése", ru="бесплатная Конкуренция паукообразных", src="OOO",
         refs={"el": "Competition (p. 15)"}, forms={}),
]

# --- pieces and board words (labels.rs target kinds, view keys, §0.2 words)
ROWS += [
    dict(id="term.animal", kind="term", en="animal (a player's class)", el="είδος", hu="faj", ru="животное", src="ROR",
         refs={"el": "Special vocabulary (p. 3)", "ru": "2–3 players – Multiple animals"},
         forms={"el": F("n", gen="είδους", acc="είδος", pl="είδη", gen_pl="ειδών", acc_pl="είδη"),
                "ru": F("n", gen="животного", acc="животное", pl="животные", gen_pl="животных", acc_pl="животных"),
                "hu": dict(acc="fajt")}),
    dict(id="term.cube", kind="term", en="cube (one species cube)", el="ζώο", hu="egyed", ru="особь", src="ROR",
         refs={"el": "Special vocabulary – Animal (p. 3); Animals (p. 8)", "ru": "Alternative setup – Individuals"},
         forms={"el": F("n", gen="ζώου", acc="ζώο", pl="ζώα", gen_pl="ζώων", acc_pl="ζώα"),
                "ru": F("f", gen="особи", acc="особь", pl="особи", gen_pl="особей", acc_pl="особей"),
                "hu": dict(acc="egyedet")}),
    dict(id="term.ap", kind="term", en="action pawn (AP)", el="πιόνι ενέργειας (ΠΕ)", hu="akcióbábu", ru="фишка действия (AP)", src="ROO",
         refs={"el": "Summary; Special vocabulary (pp. 2–3)"},
         forms={"el": F("n", gen="πιονιού ενέργειας", acc="πιόνι ενέργειας", pl="πιόνια ενεργειών", gen_pl="πιονιών ενεργειών", acc_pl="πιόνια ενεργειών"),
                "ru": F("f", gen="фишки действия", acc="фишку действия", pl="фишки действий", gen_pl="фишек действий", acc_pl="фишки действий"),
                "hu": dict(acc="akcióbábut")}),
    dict(id="term.element", kind="term", en="element", el="στοιχείο", hu="elem", ru="элемент", src="ROR",
         refs={"el": "Special vocabulary (p. 3); Elements (p. 6)", "ru": "Alternative setup – Elements"},
         forms={"el": F("n", gen="στοιχείου", acc="στοιχείο", pl="στοιχεία", gen_pl="στοιχείων", acc_pl="στοιχεία"),
                "ru": F("m", gen="элемента", acc="элемент", pl="элементы", gen_pl="элементов", acc_pl="элементы"),
                "hu": dict(acc="elemet")}),
    dict(id="term.disc", kind="term", en="disc", el="δίσκος", hu="korong", ru="диск", src="ROO",
         refs={"el": "Components (p. 2); Elements (p. 6)"},
         forms={"el": F("m", gen="δίσκου", acc="δίσκο", pl="δίσκοι", gen_pl="δίσκων", acc_pl="δίσκους"),
                "ru": F("m", gen="диска", acc="диск", pl="диски", gen_pl="дисков", acc_pl="диски"), "hu": dict(acc="korongot")}),
    dict(id="term.tile", kind="term", en="tile", el="πλακίδιο", hu="lapka", ru="тайл", src="ROR",
         refs={"el": "Special vocabulary (p. 3)", "ru": "Alternative setup – Tiles"},
         forms={"el": F("n", gen="πλακιδίου", acc="πλακίδιο", pl="πλακίδια", gen_pl="πλακιδίων", acc_pl="πλακίδια"),
                "ru": F("m", gen="тайла", acc="тайл", pl="тайлы", gen_pl="тайлов", acc_pl="тайлы"), "hu": dict(acc="lapkát")}),
    dict(id="term.tundra_tile", kind="term", en="tundra tile", el="πλακίδιο τούνδρας", hu="tundralapka", ru="тайл тундры", src="ROR",
         refs={"el": "Summary (p. 2); Glaciation (p. 13)", "ru": "Cards – Survival card"},
         forms={"el": F("n", gen="πλακιδίου τούνδρας", acc="πλακίδιο τούνδρας", pl="πλακίδια τούνδρας", gen_pl="πλακιδίων τούνδρας"),
                "ru": F("m", gen="тайла тундры", acc="тайл тундры", pl="тайлы тундры", gen_pl="тайлов тундры")}),
    dict(id="term.hex", kind="term", en="hex (board space)", el="εξάγωνο", hu="hatszögmező", ru="гекс", src="ROR",
         refs={"el": "Wanderlust (p. 14)", "ru": "Card clarifications – Catastrophe"},
         forms={"el": F("n", gen="εξαγώνου", acc="εξάγωνο"), "ru": F("m", gen="гекса", acc="гекс", pl="гексы", gen_pl="гексов")}),
    dict(id="term.corner", kind="term", en="corner", el="γωνία", hu="sarok", ru="угол", src="ROR",
         refs={"el": "Special vocabulary – Element (p. 3)", "ru": "Alternative setup – Elements"},
         forms={"el": F("f", gen="γωνίας", acc="γωνία", pl="γωνίες", gen_pl="γωνιών"),
                "ru": F("m", gen="угла", acc="угол", pl="углы", gen_pl="углов"), "hu": dict(acc="sarkot", note="irregular stem: sarok → sarkot, sarkai")}),
    dict(id="term.earth", kind="term", en="earth (the tiles on the board)", el="γη", hu="Föld", ru="Земля", src="ROR",
         refs={"el": "Special vocabulary (p. 3); Earth (p. 6)", "ru": "Alternative setup – Individuals"},
         forms={"el": F("f", gen="γης", acc="γη"), "ru": F("f", gen="Земли", acc="Землю"), "hu": dict(acc="Földet")}),
    dict(id="term.gene_pool", kind="term", en="gene pool", el="απόθεμα είδους", hu="génállomány", ru="генофонд", src="ROR",
         refs={"el": "Gene pool (p. 8); Contents lists it as Απόθεμα Γονιδίων", "ru": "Card clarifications – Aquatic"},
         forms={"el": F("n", gen="αποθέματος είδους", acc="απόθεμα είδους"), "ru": F("m", gen="генофонда", acc="генофонд")}),
    dict(id="term.box", kind="term", en="box (eliminated cubes)", el="κουτί", hu="doboz", ru="коробка", src="ROR",
         refs={"el": "Earth (p. 6)", "ru": "Card clarifications – Hibernation"},
         forms={"el": F("n", gen="κουτιού", acc="κουτί"), "ru": F("f", gen="коробки", acc="коробку")}),
    dict(id="term.bag", kind="term", en="bag", el="σακί τραβήγματος", hu="zsák", ru="мешок", src="ROR",
         refs={"el": "Draw bag (p. 6)", "ru": "Alternative setup – Elements"},
         forms={"el": F("n", gen="σακιού τραβήγματος", acc="σακί τραβήγματος"), "ru": F("m", gen="мешка", acc="мешок")}),
    dict(id="term.display", kind="term", en="animal display", el="καρτέλα είδους", hu="fajtábla", ru="карточка животного", src="ROR",
         refs={"el": "Special vocabulary (p. 3)", "ru": "Card clarifications – Metamorphosis"},
         forms={"el": F("f", gen="καρτέλας είδους", acc="καρτέλα είδους"), "ru": F("f", gen="карточки животного", acc="карточку животного")}),
    dict(id="term.initiative_track", kind="term", en="initiative track", el="μετρητής Εκκίνησης", hu="kezdeményezési sáv", ru="трек инициативы", src="ROR",
         refs={"el": "Special vocabulary – initiative markers (p. 3)", "ru": "Card clarifications – Nocturnal"},
         forms={"el": F("m", gen="μετρητή Εκκίνησης", acc="μετρητή Εκκίνησης"), "ru": F("m", gen="трека инициативы", acc="трек инициативы")}),
    dict(id="term.initiative_marker", kind="term", en="initiative marker", el="δείκτης εκκίνησης", hu="kezdeményezésjelző", ru="маркер инициативы", src="ROO",
         refs={"el": "Special vocabulary (p. 3)"},
         forms={"el": F("m", gen="δείκτη εκκίνησης", acc="δείκτη εκκίνησης"), "ru": F("m", gen="маркера инициативы", acc="маркер инициативы")}),
    dict(id="term.vp_track", kind="term", en="VP track", el="Μετρητής Πόντων Νίκης", hu="győzelmipont-sáv", ru="трек победных очков", src="ROR",
         refs={"el": "VP track (p. 8)", "ru": "Alternative setup – Individuals"},
         forms={"el": F("m", gen="Μετρητή Πόντων Νίκης", acc="Μετρητή Πόντων Νίκης"), "ru": F("m", gen="трека победных очков", acc="трек победных очков")}),
    dict(id="term.bonus_vp", kind="term", en="bonus VP", el="επιπλέον πόντοι", hu="bónuszpont", ru="бонусные ПО", src="ROR",
         refs={"el": "Special vocabulary – bonus points (p. 3)", "ru": "Cards – Survival card"},
         forms={"el": F("m", number="pl", gen_pl="επιπλέον πόντων", acc_pl="επιπλέον πόντους"), "ru": F("n", number="pl", gen_pl="бонусных ПО")}),
    dict(id="term.action_display", kind="term", en="action display", el="πίνακας ενεργειών", hu="akciótábla", ru="область приказов", src="ROR",
         refs={"el": "Action display (p. 8)", "ru": "Alternative setup – Elements"},
         forms={"el": F("m", gen="πίνακα ενεργειών", acc="πίνακα ενεργειών"), "ru": F("f", gen="области приказов", acc="область приказов")}),
    dict(id="term.action_space", kind="term", en="action space", el="θέση ενέργειας", hu="akciómező", ru="ячейка действия", src="ROO",
         refs={"el": "Planning phase (p. 9)"},
         forms={"el": F("f", gen="θέσης ενέργειας", acc="θέση ενέργειας", pl="θέσεις ενεργειών"), "ru": F("f", gen="ячейки действия", acc="ячейку действия")}),
    dict(id="term.adaptation_row", kind="term", en="Adaptation row", el="θέσεις Προσαρμογής", hu="alkalmazkodási sor", ru="ряд Адаптации", src="OOO",
         refs={"el": "Setup – the elements (p. 4)"}, forms={}),
    dict(id="term.abundance_row", kind="term", en="Abundance row", el="θέσεις Αφθονίας", hu="bőségsor", ru="ряд Обилия", src="OOO",
         refs={"el": "Setup – the elements (p. 4)"}, forms={}),
    dict(id="term.wanderlust_row", kind="term", en="Wanderlust row", el="θέσεις Εξάπλωσης", hu="terjeszkedési sor", ru="ряд Странствия", src="OOO",
         refs={"el": "Setup – the elements (p. 4)"}, forms={}),
    dict(id="term.regression_box", kind="term", en="Regression box", el="Θέση Υποχώρησης", hu="visszafejlődési mező", ru="поле Регрессии", src="ROO",
         refs={"el": "Regression (p. 11)"}, forms={}),
    dict(id="term.wasteland_box", kind="term", en="Wasteland box", el="Πλαίσιο Ερήμωσης", hu="pusztasági mező", ru="поле Пустоши", src="ROO",
         refs={"el": "Wasteland (p. 12)"}, forms={}),
    dict(id="term.depletion_box", kind="term", en="Depletion box", el="Πλαίσιο Εξάντλησης", hu="kimerülési mező", ru="поле Истощения", src="ROO",
         refs={"el": "Depletion (p. 12)"}, forms={}),
    dict(id="term.wanderlust_stack", kind="term", en="Wanderlust stack", el="στοίβα Εξάπλωσης", hu="terjeszkedési halom", ru="стопка Странствия", src="ROO",
         refs={"el": "Wanderlust (p. 14)"}, forms={"el": F("f", gen="στοίβας Εξάπλωσης", acc="στοίβα Εξάπλωσης", pl="στοίβες Εξάπλωσης")}),
    dict(id="term.food_chain", kind="term", en="food chain", el="τροφική αλυσίδα", hu="tápláléklánc", ru="пищевая цепочка", src="ROR",
         refs={"el": "Special vocabulary (p. 3)", "ru": "Card clarifications – Disease, Immigrants"},
         forms={"el": F("f", gen="τροφικής αλυσίδας", acc="τροφική αλυσίδα"), "ru": F("f", gen="пищевой цепочки", acc="пищевую цепочку")}),
    dict(id="term.dominance", kind="term", en="dominance", el="κυριαρχία", hu="uralom", ru="доминирование", src="ROR",
         refs={"el": "Dominance (p. 7)", "ru": "Cards – Dominance cards"},
         forms={"el": F("f", gen="κυριαρχίας", acc="κυριαρχία"), "ru": F("n", gen="доминирования", acc="доминирование"), "hu": dict(acc="uralmat")}),
    dict(id="term.dominant", kind="term", en="dominant", el="κυρίαρχο", hu="uralkodó", ru="доминирующий", src="ROR",
         refs={"el": "Special vocabulary (p. 3)", "ru": "Card clarifications – Blight"}, forms={}),
    dict(id="term.endangered", kind="term", en="endangered", el="υπό εξαφάνιση", hu="veszélyeztetett", ru="под угрозой вымирания", src="ROO",
         refs={"el": "Special vocabulary (p. 3); Endangered species (p. 7)"}, forms={}),
    dict(id="term.eliminate", kind="term", en="eliminate (a cube)", el="εξαλείφω", hu="megsemmisít", ru="устранить", src="ROR",
         refs={"el": "Cards – Biomass (p. 18)", "ru": "Card clarifications – Biomass"}, forms={}),
    dict(id="term.match", kind="term", en="match (of elements)", el="ταίριασμα", hu="egyezés", ru="совпадение элементов", src="ROR",
         refs={"el": "Special vocabulary (p. 3); Matching elements (p. 7)", "ru": "Alternative setup"},
         forms={"el": F("n", gen="ταιριάσματος", acc="ταίριασμα", pl="ταιριάσματα"), "ru": F("n", gen="совпадения элементов", acc="совпадение элементов")}),
    dict(id="term.inherent_element", kind="term", en="inherent element", el="έμφυτο στοιχείο", hu="veleszületett elem", ru="изначальный элемент", src="ROR",
         refs={"el": "Adaptation (p. 10); Regression (p. 11)", "ru": "Card clarifications – Disease"},
         forms={"el": F("n", gen="έμφυτου στοιχείου", acc="έμφυτο στοιχείο", pl="έμφυτα στοιχεία"), "ru": F("m", gen="изначального элемента", acc="изначальный элемент", pl="изначальные элементы")}),
    dict(id="term.key_element", kind="term", en="key element", el="βασικό στοιχείο", hu="kulcselem", ru="ключевой элемент", src="OOO", refs={}, forms={}),
    dict(id="term.dominance_card", kind="term", en="Dominance card", el="Κάρτα Κυριαρχίας", hu="uralomkártya", ru="карта доминирования", src="ROR",
         refs={"el": "Special vocabulary (p. 3); Cards (p. 18)", "ru": "Cards – Dominance cards"},
         forms={"el": F("f", gen="Κάρτας Κυριαρχίας", acc="Κάρτα Κυριαρχίας", pl="Κάρτες Κυριαρχίας", gen_pl="Καρτών Κυριαρχίας"),
                "ru": F("f", gen="карты доминирования", acc="карту доминирования", pl="карты доминирования", gen_pl="карт доминирования")}),
    dict(id="term.survival_card", kind="term", en="Survival card", el="Κάρτα Επιβίωσης", hu="túlélési kártya", ru="карта выживания", src="ROR",
         refs={"el": "Cards – Survival card (p. 18)", "ru": "Cards – Survival card"},
         forms={"el": F("f", gen="Κάρτας Επιβίωσης", acc="Κάρτα Επιβίωσης"), "ru": F("f", gen="карты выживания", acc="карту выживания")}),
    dict(id="term.tile_scoring", kind="term", en="tile scoring", el="Σκοράρισμα Πλακιδίων", hu="lapkapontozás", ru="таблица очков", src="ROR",
         refs={"el": "Domination (p. 16)", "ru": "Card clarifications – Niche Biomes"}, forms={}),
    dict(id="term.place", kind="term", en="place (1st, 2nd … on a tile)", el="θέση", hu="helyezés", ru="место", src="ROR",
         refs={"el": "Domination (p. 16)", "ru": "Card clarifications – Niche Biomes"},
         forms={"el": F("f", gen="θέσης", acc="θέση"), "ru": F("n", gen="места", acc="место")}),
    dict(id="term.glaciate", kind="term", en="glaciate", el="παγώνω", hu="eljegesít", ru="оледенить", src="ROO",
         refs={"el": "Glaciation – example (p. 13)"}, forms={}),
    dict(id="term.speciate", kind="term", en="speciate", el="κάνω ειδογένεση", hu="fajt képez", ru="видообразовать", src="ROO",
         refs={"el": "Animals (p. 8)"}, forms={}),
    dict(id="term.set_aside", kind="term", en="set-aside action pawns", el="πιόνια ενεργειών στην άκρη", hu="félretett akcióbábuk", ru="отложенные фишки действия", src="OOO",
         refs={}, forms={}),
    dict(id="term.overcrowded", kind="term", en="overcrowded (tile)", el="υπερπλήρες", hu="túlzsúfolt", ru="перенаселённый", src="ROO",
         refs={"el": "Cards – Biomass (p. 18)"}, forms={}),
    dict(id="term.adjacent", kind="term", en="adjacent", el="γειτονικό", hu="szomszédos", ru="смежный", src="ROR",
         refs={"el": "Earth (p. 6)", "ru": "Card clarifications – Catastrophe, Mass Exodus"}, forms={}),
    dict(id="term.vacant", kind="term", en="vacant (space, corner)", el="κενή", hu="üres", ru="свободный", src="ROR",
         refs={"el": "Planning phase (p. 9); Abundance (p. 11)", "ru": "Card clarifications – Instinct"}, forms={}),
    dict(id="term.face_up", kind="term", en="face up", el="ανοιχτό", hu="felfordított", ru="открытый", src="ROO",
         refs={"el": "Setup – the cards (p. 4); Domination (p. 16)"}, forms={}),
    dict(id="Option.short_game", kind="option", en="Short game", el="Συντομότερο παιχνίδι", hu="Rövid játék", ru="Короткая игра", src="ROO",
         refs={"el": "Cards – note on the starred cards (p. 19)"}, forms={}),
    dict(id="Option.multiple_animals", kind="option", en="Multiple animals", el="Πολλαπλά είδη", hu="Több faj", ru="Несколько животных", src="ROO",
         refs={"el": "Optional rules for 2 and 3 players (p. 17)"}, forms={}),
    dict(id="Option.random_setup", kind="option", en="Random earth setup", el="Τυχαίο στήσιμο γης", hu="Véletlen kezdőfelállás", ru="Альтернативная подготовка к игре", src="ROR",
         refs={"el": "Optional (random) earth setup (p. 17)", "ru": "Alternative setup"}, forms={}),
]

# --- the engine's own small enums: why VPs changed (effects.rs `Reason`) and the Immigrants options
ROWS += [
    dict(id="Reason.domination", kind="scoring_reason", en="Domination", el="Κυριαρχία", hu="Uralom", ru="Доминирование", src="ROR",
         refs={"el": "Domination (p. 16)", "ru": "Cards – Dominance cards"}, forms={}),
    dict(id="Reason.final_scoring", kind="scoring_reason", en="final scoring", el="τελικό σκοράρισμα", hu="végső pontozás", ru="конечный подсчёт очков", src="ROR",
         refs={"el": "Summary (p. 2); Ice Age (p. 19)", "ru": "2–3 players – Scoring"},
         forms={"el": F("n", gen="τελικού σκοραρίσματος", acc="τελικό σκοράρισμα"), "ru": F("m", gen="конечного подсчёта очков", acc="конечный подсчёт очков")}),
    dict(id="Reason.glaciation", kind="scoring_reason", en="Glaciation", el="Παγετώνες", hu="Eljegesedés", ru="Оледенение", src="ROO",
         refs={"el": "Glaciation (p. 13)"}, forms={}),
    dict(id="Reason.ice_sheet", kind="scoring_reason", en="Ice Sheet", el="Στρώμα πάγου", hu="Jégtakaró", ru="Ледяной покров", src="ROR",
         refs={"el": "Cards (p. 19)", "ru": "Card clarifications – Ice Sheet"}, forms={}),
    dict(id="Reason.wanderlust", kind="scoring_reason", en="Wanderlust", el="Εξάπλωση", hu="Terjeszkedés", ru="Странствие", src="ROO",
         refs={"el": "Wanderlust (p. 14)"}, forms={}),
    dict(id="Reason.survival", kind="scoring_reason", en="the Survival card", el="Κάρτα Επιβίωσης", hu="túlélési kártya", ru="карта выживания", src="ROR",
         refs={"el": "Cards – Survival card (p. 18)", "ru": "Cards – Survival card"}, forms={}),
    dict(id="Reason.ice_age", kind="scoring_reason", en="Ice Age", el="Εποχή των Παγετώνων", hu="Jégkorszak", ru="Ледниковый период", src="ROR",
         refs={"el": "Cards (p. 19)", "ru": "Card clarifications – Ice Age"}, forms={}),
    dict(id="Reason.biodiversity", kind="scoring_reason", en="Biodiversity", el="Βιοποικιλότητα", hu="Biodiverzitás", ru="Биологическое разнообразие", src="ROR",
         refs={"el": "Cards (p. 18)", "ru": "Card clarifications – Biodiversity"}, forms={}),
    dict(id="Reason.ecodiversity", kind="scoring_reason", en="Ecodiversity", el="Πολυμορφία", hu="Ökodiverzitás", ru="Экологическое разнообразие", src="ROR",
         refs={"el": "Cards (p. 18)", "ru": "Card clarifications – Ecodiversity"}, forms={}),
    dict(id="Reason.fertile", kind="scoring_reason", en="Fertile", el="Καρποφορία", hu="Termékenység", ru="Изобилие", src="ROR",
         refs={"el": "Cards (p. 18)", "ru": "Card clarifications – Fertile"}, forms={}),
    dict(id="Reason.niche_biomes", kind="scoring_reason", en="Niche Biomes", el="Εξειδίκευση", hu="Ökológiai fülkék", ru="Экологические ниши", src="ROO",
         refs={"el": "Cards (p. 19)"}, forms={}),
    dict(id="ImmigrantsOption.discard_element", kind="card_option", en="discard an element", el="απόρριψη στοιχείου", hu="egy elem eldobása", ru="сброс элемента", src="OOO", refs={}, forms={}),
    dict(id="ImmigrantsOption.lose_ap", kind="card_option", en="lose an action pawn", el="απώλεια πιονιού ενέργειας", hu="egy akcióbábu elvesztése", ru="потеря фишки действия", src="OOO", refs={}, forms={}),
    dict(id="ImmigrantsOption.thin_out", kind="card_option", en="one cube per tile", el="ένα ζώο ανά πλακίδιο", hu="lapkánként egy egyed", ru="по одной особи на тайл", src="OOO", refs={}, forms={}),
]
