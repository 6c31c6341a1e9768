"""The engine's actions (the `type` of every action JSON, per game): short labels for buttons
and the timeline. Every wording is ours (the rulebooks describe moves in sentences)."""

DS = [
    ("place_ap", "place an action pawn", "τοποθέτηση πιονιού ενέργειας", "akcióbábu lerakása", "выставить фишку действия"),
    ("swap_initiative", "move ahead on the initiative track", "μετακίνηση μπροστά στον μετρητή Εκκίνησης", "előrelépés a kezdeményezési sávon", "продвинуться на треке инициативы"),
    ("pass", "pass", "πάσο", "passz", "пас"),
    ("done", "done", "τέλος", "kész", "готово"),
    ("take_element", "take an element", "λήψη στοιχείου", "elem elvétele", "взять элемент"),
    ("place_element", "place an element", "τοποθέτηση στοιχείου", "elem lerakása", "выложить элемент"),
    ("protect", "protect an element", "προστασία στοιχείου", "elem megvédése", "защитить элемент"),
    ("remove_from_box", "return a disc from the Wasteland box", "επιστροφή στοιχείου από το Πλαίσιο Ερήμωσης", "korong visszatétele a pusztasági mezőről", "вернуть элемент с поля Пустоши"),
    ("remove_element", "remove an element", "αφαίρεση στοιχείου", "elem eltávolítása", "убрать элемент"),
    ("glaciate", "glaciate a tile", "πάγωμα πλακιδίου", "lapka eljegesítése", "оледенить тайл"),
    ("choose_corner", "choose a corner", "επιλογή γωνίας", "sarok választása", "выбрать угол"),
    ("add_cubes", "add cubes", "προσθήκη ζώων", "egyedek lerakása", "добавить особей"),
    ("take_tile", "take a tile", "λήψη πλακιδίου", "lapka elvétele", "взять тайл"),
    ("place_tile", "place a tile", "τοποθέτηση πλακιδίου", "lapka lerakása", "выложить тайл"),
    ("move_cube", "move a cube", "μετακίνηση ζώου", "egyed áthelyezése", "переместить особь"),
    ("eliminate", "eliminate a cube", "εξάλειψη ζώου", "egyed megsemmisítése", "устранить особь"),
    ("dominate", "score a tile", "σκοράρισμα πλακιδίου", "lapka pontozása", "подсчитать очки тайла"),
    ("take_card", "take a card", "λήψη κάρτας", "kártya elvétele", "взять карту"),
    ("choose_tile", "choose a tile", "επιλογή πλακιδίου", "lapka választása", "выбрать тайл"),
    ("keep_element", "keep an element", "διατήρηση στοιχείου", "elem megtartása", "оставить элемент"),
    ("keep_cube", "keep a cube", "διατήρηση ζώου", "egyed megtartása", "оставить особь"),
    ("discard_element", "discard an element", "απόρριψη στοιχείου", "elem eldobása", "сбросить элемент"),
    ("replace_cube", "replace a cube", "αντικατάσταση ζώου", "egyed lecserélése", "заменить особь"),
    ("lose_ap", "lose an action pawn", "απώλεια πιονιού ενέργειας", "akcióbábu elvesztése", "потерять фишку действия"),
    ("thin_out", "keep one cube per tile", "ένα ζώο ανά πλακίδιο", "lapkánként egy egyed", "оставить по одной особи на тайле"),
    ("exchange_element", "exchange an element", "ανταλλαγή στοιχείου", "elem cseréje", "обменять элемент"),
    ("move_out", "move a cube off the tile", "μετακίνηση ζώου εκτός πλακιδίου", "egyed elköltöztetése", "вывести особь с тайла"),
    ("save", "save a cube", "διάσωση ζώου", "egyed megmentése", "спасти особь"),
]

EVO = [
    ("play_card", "play a card", "παίξιμο κάρτας", "kártya kijátszása", "сыграть карту"),
    ("pass", "pass", "πάσο", "passz", "пас"),
    ("move", "move a dino", "μετακίνηση δεινόσαυρου", "dinó léptetése", "переместить динозавра"),
    ("end_movement", "end the movement", "τέλος κίνησης", "mozgás befejezése", "закончить движение"),
    ("place_newborn", "place a newborn", "τοποθέτηση νεογέννητου", "új dinó lerakása", "выставить детёныша"),
    ("stop_births", "stop the births", "τέλος γεννήσεων", "szaporodás befejezése", "закончить размножение"),
    ("keep_dino", "keep a dino", "διατήρηση δεινόσαυρου", "dinó megtartása", "сохранить динозавра"),
    ("bid", "bid", "προσφορά", "licit", "ставка"),
    ("pass_bid", "pass in the auction", "πάσο στη δημοπρασία", "passz a licitben", "пас на аукционе"),
]

LA_ISLA = [
    ("assign_card", "assign a card", "ανάθεση κάρτας", "kártya kiosztása", "назначить карту"),
    ("cover_slot", "cover a slot", "κάλυψη θέσης", "kártyahely letakarása", "накрыть ячейку"),
    ("take_explorer", "take an explorer", "λήψη εξερευνητή", "felfedező elvétele", "взять исследователя"),
    ("income_marker", "advance a marker in action B", "μετακίνηση δείκτη στην Ενέργεια Β", "jelzőlépés a „B” akcióban", "продвинуть маркер в действии B"),
    ("choose_animal", "choose an animal", "επιλογή ζώου", "állat választása", "выбрать животное"),
    ("double_step", "double step", "διπλό βήμα", "dupla lépés", "двойной шаг"),
    ("place_explorer", "place an explorer", "τοποθέτηση εξερευνητή", "felfedező lerakása", "выставить исследователя"),
    ("pick_up_explorer", "pick up an explorer", "μάζεμα εξερευνητή", "felfedező felvétele", "поднять исследователя"),
    ("relocate_explorer", "relocate an explorer", "μεταφορά εξερευνητή", "felfedező áthelyezése", "переместить исследователя"),
    ("take_resource", "take a resource", "λήψη πόρου", "nyersanyag elvétele", "взять ресурс"),
    ("gain_resource", "gain a resource", "απόκτηση πόρου", "nyersanyag megszerzése", "получить ресурс"),
    ("advance_marker", "advance a marker", "μετακίνηση δείκτη", "jelző léptetése", "продвинуть маркер"),
    ("decline", "decline", "άρνηση", "elutasítás", "отказаться"),
]

BY_GAME = {"dominant-species": DS, "evo": EVO, "la-isla": LA_ISLA}


def rows(game):
    return [dict(id=f"Action.{i}", kind="move", en=en, el=el, hu=hu, ru=ru, src="OOO", refs={}, forms={})
            for (i, en, el, hu, ru) in BY_GAME[game]]
