# Το ημερολόγιο της παρτίδας με λόγια (service/app/gamelog): ένα μήνυμα ανά πρόταση· το
# κεφαλαίο γράμμα και η τελεία μπαίνουν όταν φτιάχνεται το ημερολόγιο. Οι όροι του
# παιχνιδιού είναι τα μηνύματα του γλωσσαρίου (core_rs/locales/el/<game>.ftl).

## Κοινά

log-and-more = { " " }(και { $n } ακόμη)
log-a-player = ένας παίκτης
    .gen = ενός παίκτη
    .acc = έναν παίκτη
    .se = σε έναν παίκτη
log-seat = η θέση { $n }
    .gen = της θέσης { $n }
    .acc = τη θέση { $n }
log-secret-choice = { $who } κάνει μια μυστική επιλογή
log-action-code = { $who }: { $what }
log-phase-code = { $code }
log-undo = Αναιρέθηκαν αποφάσεις
log-unknown = κάτι άγνωστο
log-term = { $term }
log-round-started = Αρχίζει ο γύρος { $round }

## Dominant Species

log-ds-phase-planning = Σχεδιασμός
log-ds-phase-execution = Εκτέλεση
log-ds-phase-reset = Επαναφορά
log-ds-phase-over = Τέλος του παιχνιδιού
log-ds-animals = { $a } / { $b }
log-ds-space = εξάγωνο { $n }
    .se = στο εξάγωνο { $n }
    .apo = από το εξάγωνο { $n }
    .acc = το εξάγωνο { $n }
log-ds-space-off = εξάγωνο εκτός ταμπλό
    .se = σε εξάγωνο εκτός ταμπλό
    .apo = από εξάγωνο εκτός ταμπλό
    .acc = ένα εξάγωνο εκτός ταμπλό
log-ds-tile-on = { $space } ({ $terrain })
    .se = { $space-se } ({ $terrain })
    .apo = { $space-apo } ({ $terrain })
    .acc = { $space-acc } ({ $terrain })
log-ds-corner = γωνία των εξαγώνων { $spaces }
    .se = στη γωνία των εξαγώνων { $spaces }
    .apo = από τη γωνία των εξαγώνων { $spaces }
    .acc = τη γωνία των εξαγώνων { $spaces }
log-ds-corner-edge = γωνία του εξαγώνου { $n } στην άκρη της Γης
    .se = σε γωνία του εξαγώνου { $n } στην άκρη της Γης
    .apo = από γωνία του εξαγώνου { $n } στην άκρη της Γης
    .acc = μια γωνία του εξαγώνου { $n } στην άκρη της Γης
log-ds-corner-off = γωνία στην άκρη της Γης
    .se = σε γωνία στην άκρη της Γης
    .apo = από γωνία στην άκρη της Γης
    .acc = μια γωνία στην άκρη της Γης
log-ds-action-space = { $kind }
log-ds-action-space-numbered = { $kind } { $n }
log-ds-action-space-speciation = { $kind } ({ $element })
log-ds-action-space-migration = { $kind } (έως { $n } ζώα)
log-ds-action-space-competition = { $kind } { $n } (τούνδρα, { $a }, { $b })
log-ds-action-space-unknown = μια θέση ενέργειας
log-ds-final-scoring = το τελικό σκοράρισμα
log-ds-empty = (κενό)

log-ds-pass = Τα { $who } πασάρουν
log-ds-pass-initiative-swap = Τα { $who } κρατούν τη θέση τους στον μετρητή Εκκίνησης
log-ds-pass-initiative-place = Τα { $who } παίρνουν πίσω το πιόνι της Εκκίνησης
log-ds-pass-adaptation = Τα { $who } δεν παίρνουν στοιχείο
log-ds-pass-regression-protect = Τα { $who } δεν προστατεύουν τίποτε άλλο από την Οπισθοδρόμηση
log-ds-pass-take-element = Τα { $who } δεν τοποθετούν στοιχείο
log-ds-pass-place-element = Τα { $who } δεν τοποθετούν στοιχείο
log-ds-pass-wasteland = Τα { $who } δεν αφαιρούν δίσκο από το Πλαίσιο Ερήμωσης
log-ds-pass-depletion = Τα { $who } δεν αφαιρούν στοιχείο από τη Γη
log-ds-pass-glaciation = Τα { $who } δεν καλύπτουν εξάγωνο με πάγο
log-ds-pass-speciation-corner = Τα { $who } δεν κάνουν ειδογένεση
log-ds-pass-insect-speciation = Τα { $who } δεν χρησιμοποιούν τη δωρεάν Ειδογένεσή τους
log-ds-pass-wanderlust-tile = Τα { $who } δεν παίρνουν πλακίδιο
log-ds-pass-wanderlust-hex = Τα { $who } δεν τοποθετούν πλακίδιο
log-ds-pass-domination = Τα { $who } δεν σκοράρουν πλακίδιο
log-ds-pass-mammal-save = Τα { $who } δεν σώζουν κανένα ζώο από την εξαφάνιση
log-ds-pass-arachnid-competition = Τα { $who } δεν χρησιμοποιούν τον δωρεάν Ανταγωνισμό τους
log-ds-pass-competition = Τα { $who } τελειώνουν τον Ανταγωνισμό
log-ds-pass-migration = Τα { $who } τελειώνουν τη Μετανάστευση
log-ds-pass-evolution = Τα { $who } δεν αντικαθιστούν άλλα ζώα
log-ds-pass-metamorphosis = Τα { $who } δεν ανταλλάσσουν στοιχείο
log-ds-pass-aquatic-cubes = Τα { $who } δεν τοποθετούν ζώα
log-ds-pass-hibernation = Τα { $who } δεν φέρνουν πίσω ζώα
log-ds-done = Τα { $who } τελείωσαν
log-ds-done-migration = Τα { $who } τελειώνουν τη Μετανάστευση
log-ds-done-competition = Τα { $who } τελειώνουν τον Ανταγωνισμό
log-ds-done-wanderlust-move = Τα { $who } δεν μετακινούν άλλα ζώα στο νέο πλακίδιο
log-ds-done-mass-exodus-move = Τα { $who } δεν μετακινούν άλλα ζώα
log-ds-done-evolution = Τα { $who } δεν αντικαθιστούν άλλα ζώα

log-ds-do-take-tile = Τα { $who } παίρνουν το ανοιχτό πλακίδιο της στοίβας Εξάπλωσης { $stack }
log-ds-do-take-element = Τα { $who } παίρνουν έναν δίσκο { $element-gen }
log-ds-do-add-cubes = Τα { $who } τοποθετούν { $n ->
    [one] { $n } ζώο
   *[other] { $n } ζώα
} { $space-se }
log-ds-do-glaciate = Τα { $who } καλύπτουν με πάγο { $space-acc }
log-ds-do-eliminate = Τα { $who } εξοντώνουν ένα ζώο ({ $animal }) { $space-se }
log-ds-do-replace-cube = Τα { $who } αντικαθιστούν ένα ζώο ({ $animal }) { $space-se } με ένα δικό τους
log-ds-do-remove-element = Τα { $who } αφαιρούν τον δίσκο { $corner-apo }
log-ds-do-choose-space = Τα { $who } επιλέγουν { $space-acc }
log-ds-do-save = Τα { $who } σώζουν ένα ζώο { $space-se }
log-ds-do-move-cube = Τα { $who } μετακινούν ένα ζώο { $src-apo } { $dst-se }
log-ds-do-place-tile = Τα { $who } τοποθετούν το πλακίδιο { $space-se }
log-ds-do-choose-corner = Τα { $who } επιλέγουν { $corner-acc }
log-ds-do-swap-initiative = Τα { $who } προχωρούν μπροστά στον μετρητή Εκκίνησης
log-ds-do-exchange-element = Τα { $who } ανταλλάσσουν το στοιχείο τους ({ $give }) με άλλο ({ $take })
log-ds-do-take-card = Τα { $who } παίρνουν την κάρτα { $card }
log-ds-do-protect = Τα { $who } προστατεύουν το στοιχείο τους ({ $element })
log-ds-do-discard-element = Τα { $who } απορρίπτουν το στοιχείο τους ({ $element })
log-ds-do-remove-from-box = Τα { $who } επιστρέφουν από το Πλαίσιο Ερήμωσης έναν δίσκο { $element-gen }
log-ds-do-lose-ap = Τα { $who } χάνουν ένα πιόνι ενέργειας
log-ds-do-thin-out = Τα { $who } κρατούν μόνο ένα ζώο σε κάθε πλακίδιο
log-ds-do-keep-element = Τα { $who } κρατούν ένα στοιχείο
log-ds-do-keep-cube = Τα { $who } κρατούν ένα ζώο
log-ds-do-move-out = Τα { $who } μετακινούν ένα ζώο έξω από το πλακίδιο
log-ds-do-place-ap = Τα { $who } τοποθετούν ένα πιόνι ενέργειας

log-ds-ap-placed = Τα { $who } τοποθετούν ένα πιόνι ενέργειας στη θέση «{ $space }»
log-ds-planning-ended = Ο σχεδιασμός του γύρου { $round } τελειώνει
log-ds-dominance-gained = Τα { $who } γίνονται κυρίαρχα { $tile-se }
log-ds-dominance-lost = Τα { $who } χάνουν την κυριαρχία { $tile-se }
log-ds-dominance-unchanged = Η κυριαρχία { $tile-se } δεν αλλάζει
log-ds-ap-returned = Τα { $who } παίρνουν πίσω το πιόνι ενέργειάς τους από τη θέση «{ $space }»
log-ds-ap-moved = Το πιόνι Παγετώνων ({ $who }) μετακινείται από τη θέση «{ $src }» στη θέση «{ $dst }»
log-ds-ap-gained = Τα { $who } κερδίζουν ένα πιόνι ενέργειας
log-ds-ap-lost = Τα { $who } χάνουν ένα πιόνι ενέργειας
log-ds-action-skipped = Τα { $who } δεν μπορούν να κάνουν τίποτα με την ενέργεια «{ $action }»
log-ds-initiative-swapped = Τα { $who } περνούν μπροστά από τα { $other } στον μετρητή Εκκίνησης
log-ds-element-adapted = Τα { $who } προσθέτουν στοιχείο στην καρτέλα τους: { $element }
log-ds-element-lost = Τα { $who } χάνουν στοιχείο από την καρτέλα τους: { $element }
log-ds-element-protected = Τα { $who } προστατεύουν από την Οπισθοδρόμηση το στοιχείο τους: { $element }
log-ds-element-placed = Τα { $who } τοποθετούν έναν δίσκο { $element-gen } { $corner-se }
log-ds-element-removed = Ο δίσκος { $element-gen } { $corner-apo } επιστρέφει στο σακί
log-ds-box-element-removed = Τα { $who } επιστρέφουν έναν δίσκο { $element-gen } από το Πλαίσιο Ερήμωσης στο σακί
log-ds-tundra-placed = Το { $space } γίνεται τούνδρα
log-ds-corner-chosen = Τα { $who } κάνουν ειδογένεση από τον δίσκο { $corner-se }
log-ds-cubes-added = Τα { $who } τοποθετούν { $n ->
    [one] { $n } ζώο
   *[other] { $n } ζώα
} από το απόθεμα είδους τους { $space-se }
log-ds-cubes-moved = Τα { $who } μετακινούν { $n ->
    [one] { $n } ζώο
   *[other] { $n } ζώα
} { $src-apo } { $dst-se }
log-ds-cubes-eliminated = Τα { $who } χάνουν { $n ->
    [one] { $n } ζώο
   *[other] { $n } ζώα
} { $space-se } (εξοντώθηκαν)
log-ds-cubes-to-gene-pool = Τα { $who } παίρνουν πίσω στο απόθεμα είδους τους { $n ->
    [one] { $n } ζώο
   *[other] { $n } ζώα
} { $space-apo }
log-ds-cubes-hibernated = Τα { $who } φέρνουν πίσω από τη χειμερία νάρκη { $n ->
    [one] { $n } ζώο
   *[other] { $n } ζώα
} { $space-se }
log-ds-cube-saved = Τα { $who } σώζουν ένα ζώο { $space-se } από την εξαφάνιση
log-ds-tile-placed = Τα { $who } τοποθετούν ένα πλακίδιο { $terrain-gen } { $space-se }
log-ds-tile-chosen = Τα { $who } επιλέγουν { $tile-acc } για την κάρτα { $card }
log-ds-tile-revealed = Η στοίβα Εξάπλωσης { $stack } αποκαλύπτει ένα πλακίδιο { $terrain-gen }
log-ds-vp-gained = Τα { $who } κερδίζουν { $vp } ΠΝ: { $reason }
log-ds-vp-gained-other = Τα { $who } κερδίζουν { $vp } ΠΝ για το παιχνίδι τους
log-ds-vp-lost = Τα { $who } χάνουν { $vp } ΠΝ: { $reason }
log-ds-vp-lost-other = Τα { $who } χάνουν { $vp } ΠΝ εξαιτίας μιας κάρτας
log-ds-place-scored = Τα { $who } κερδίζουν { $vp } ΠΝ για την { $place }η θέση { $tile-se }
log-ds-place-scored-final = Τα { $who } κερδίζουν { $vp } ΠΝ για την { $place }η θέση { $tile-se } στο τελικό σκοράρισμα
log-ds-card-taken = Τα { $who } παίρνουν την κάρτα { $card }
log-ds-card-revealed = Αποκαλύπτεται η κάρτα { $card }
log-ds-immigrants = Τα { $who } απαντούν στην κάρτα Μετανάστες
log-ds-immigrants-discard-element = Τα { $who } επιλέγουν να απορρίψουν ένα στοιχείο
log-ds-immigrants-lose-ap = Τα { $who } επιλέγουν να χάσουν ένα πιόνι ενέργειας
log-ds-immigrants-thin-out = Τα { $who } επιλέγουν να κρατήσουν μόνο ένα ζώο σε κάθε πλακίδιο
log-ds-last-round = Εποχή των Παγετώνων: ο γύρος { $round } είναι ο τελευταίος
log-ds-no-cubes-left = Δεν έμεινε κανένα ζώο στη Γη ούτε σε κανένα απόθεμα είδους: το παιχνίδι τελειώνει μετά τον γύρο { $round }
log-ds-reseeded = Νέοι δίσκοι: Προσαρμογή { $adaptation }· Αφθονία { $abundance }· Εξάπλωση { $wanderlust }
log-ds-game-ended = Το παιχνίδι τελειώνει μετά τον γύρο { $round }

## Evo

log-evo-phase-initiative = Φάση 1: εκκίνηση
log-evo-phase-climate = Φάση 2: κλίμα
log-evo-phase-movement = Φάση 3: κίνηση και μάχη
log-evo-phase-birth = Φάση 4: αναπαραγωγή
log-evo-phase-survival = Φάση 5: επιβίωση
log-evo-phase-auction = Φάση 6: μετεωρίτης και δημοπρασία
log-evo-phase-meteor = Φάση 6: μετεωρίτης και δημοπρασία
log-evo-phase-over = Τέλος του παιχνιδιού
log-evo-colour-red = ο Κόκκινος
    .gen = του Κόκκινου
    .acc = τον Κόκκινο
    .se = στον Κόκκινο
log-evo-colour-blue = ο Μπλε
    .gen = του Μπλε
    .acc = τον Μπλε
    .se = στον Μπλε
log-evo-colour-green = ο Πράσινος
    .gen = του Πράσινου
    .acc = τον Πράσινο
    .se = στον Πράσινο
log-evo-colour-yellow = ο Κίτρινος
    .gen = του Κίτρινου
    .acc = τον Κίτρινο
    .se = στον Κίτρινο
log-evo-colour-purple = ο Μωβ
    .gen = του Μωβ
    .acc = τον Μωβ
    .se = στον Μωβ
log-evo-seat = { $who }
log-evo-region = περιοχή { $n }
    .se = στην περιοχή { $n }
    .apo = από την περιοχή { $n }
    .acc = την περιοχή { $n }
log-evo-region-terrain = περιοχή { $n } ({ $terrain })
    .se = στην περιοχή { $n } ({ $terrain })
    .apo = από την περιοχή { $n } ({ $terrain })
    .acc = την περιοχή { $n } ({ $terrain })
log-evo-region-unknown = κάποια περιοχή
    .se = σε κάποια περιοχή
    .apo = από κάποια περιοχή
    .acc = κάποια περιοχή

log-evo-pass = { $who } δεν παίζει κάρτα
log-evo-pass-bid = { $who } πασάρει στη δημοπρασία
log-evo-end-movement = { $who } τελειώνει την κίνηση
log-evo-stop-births = { $who } δεν τοποθετεί άλλα νεογέννητα
log-evo-dino-moved = { $who } μετακινεί έναν δεινόσαυρο { $src-apo } { $dst-se }
log-evo-newborn-placed = { $who } τοποθετεί ένα νεογέννητο { $region-se }
log-evo-dino-kept = { $who } κρατά ζωντανό τον δεινόσαυρο { $region-se }
log-evo-bid = { $who } προσφέρει { $value } στη σειρά { $row }
log-evo-play-card = { $who } παίζει την κάρτα { $card }

log-evo-initiative-rolled = { $who } φέρνει { $roll } για την εκκίνηση
log-evo-order-set = Σειρά παιξίματος σε αυτόν τον γύρο: { $order }
log-evo-order-changed = Η σειρά παιξίματος είναι τώρα: { $order }
log-evo-climate-rolled-back = { $who } φέρνει { $roll } για το κλίμα: ο δείκτης κλίματος γυρίζει πίσω από τη θέση { $src } στη θέση { $dst } (εύκρατο: { $temperate })
log-evo-climate-rolled-stays = { $who } φέρνει { $roll } για το κλίμα: ο δείκτης κλίματος μένει στη θέση { $dst } (εύκρατο: { $temperate })
log-evo-climate-rolled-forward = { $who } φέρνει { $roll } για το κλίμα: ο δείκτης κλίματος προχωρά από τη θέση { $src } στη θέση { $dst } (εύκρατο: { $temperate })
log-evo-climate-changed = { $card }: ο δείκτης κλίματος μετακινείται από τη θέση { $src } στη θέση { $dst } (εύκρατο: { $temperate })
log-evo-card-played = { $who } παίζει την κάρτα { $card }
log-evo-card-played-on = { $who } παίζει την κάρτα { $card } στον δεινόσαυρο { $target-gen } { $region-se }
log-evo-card-played-on-dino = { $who } παίζει την κάρτα { $card } στον δεινόσαυρο { $region-se }
log-evo-card-played-value = { $played }, επιλέγοντας το αποτέλεσμα ζαριού { $value }
log-evo-card-does = { $played }: { $does }
log-evo-said = { $said }
log-evo-card-does-sleeping-gene = δεν παίζονται άλλες κάρτες σε αυτόν τον γύρο
log-evo-card-does-me-first = { $who } παίζει πρώτος μέχρι το τέλος του γύρου
log-evo-card-does-genetic-highflyer = η τιμή { $who-gen } σε αυτή τη δημοπρασία είναι 3 ΠΕξ χαμηλότερη
log-evo-card-does-gene-split = η υπερπροσφορά απέναντι { $who-gen } κοστίζει 3 ΠΕξ παραπάνω σε αυτή τη δημοπρασία
log-evo-card-does-ice-cold = κάθε είδος έχει μία γούνα λιγότερη σε αυτόν τον γύρο
log-evo-card-does-killer-rays = κάθε είδος έχει ένα αλεξήλιο λιγότερο σε αυτόν τον γύρο
log-evo-card-does-missing-link = σε αυτόν τον γύρο δημοπρατείται ένα γονίδιο λιγότερο και ένας παίκτης μπορεί να πασάρει
log-evo-card-does-heatproof-skin = όλοι οι δεινόσαυροι { $who-gen } σε ζεστές περιοχές επιβιώνουν σε αυτόν τον γύρο
log-evo-card-does-catastrophe = ο δείκτης κλίματος προχωρά δύο θέσεις· δεν ρίχνεται ζάρι κλίματος
log-evo-card-does-tough-kids = τα νεογέννητα { $who-gen } μπορούν να τοποθετηθούν σε δεινόσαυρους άλλων ειδών και επιτίθενται με ένα κέρατο παραπάνω
log-evo-card-does-weather-gene = δεν ρίχνεται ζάρι κλίματος σε αυτόν τον γύρο
log-evo-card-does-big-brother = οι δεινόσαυροι { $who-gen } αμύνονται με δύο κέρατα παραπάνω σε αυτόν τον γύρο
log-evo-card-does-giant-gene = οι δεινόσαυροι { $who-gen } επιτίθενται με δύο κέρατα παραπάνω σε αυτόν τον γύρο
log-evo-card-does-primal-urge = { $who } κάνει τόσα βήματα όσους δεινόσαυρους έχει στο ταμπλό, όσα πόδια κι αν έχει
log-evo-card-does-pthermodactylus = όλοι οι δεινόσαυροι { $who-gen } σε κρύες περιοχές επιβιώνουν σε αυτόν τον γύρο
log-evo-card-does-birth-control = κανείς δεν παίρνει νεογέννητα σε αυτόν τον γύρο
log-evo-card-does-survival-gene = κάθε άλλος παίκτης χάνει 1 ΠΕξ για κάθε δεινόσαυρο που σκότωσε το κλίμα σε αυτόν τον γύρο
log-evo-card-does-wandering-brood = τα νεογέννητα { $who-gen } μπορούν να τοποθετηθούν έως 3 περιοχές μακριά
log-evo-card-does-unexpected-gene = { $who } κερδίζει 2 ΠΕξ παραπάνω στο τελικό σκοράρισμα
log-evo-card-does-vegetarian-diet = καμία μάχη μέχρι το τέλος του γύρου
log-evo-card-does-defensive-gas = { $who } και { $other } δεν μπορούν να επιτεθούν ο ένας στον άλλον σε αυτόν τον γύρο
log-evo-card-does-defensive-gas-anyone = δύο παίκτες δεν μπορούν να επιτεθούν ο ένας στον άλλον σε αυτόν τον γύρο
log-evo-card-does-flood = ένα ζάρι για κάθε δεινόσαυρο στην ακτή· ζαριά συν αλεξήλια έως 3 τον πνίγει
log-evo-card-taken = { $who } παίρνει την κάρτα { $card } από { $other-acc } με τον Διπλασιασμό
log-evo-card-discarded = Η κάρτα { $card } φεύγει από το παιχνίδι
log-evo-combat = { $attacker } επιτίθεται { $defender-se } { $region-se } (διαφορά κεράτων { $diff }), φέρνει { $roll }: κερδίζει { $winner }
log-evo-dino-removed-combat = Ο δεινόσαυρος { $who-gen } { $region-se } έχασε μια μάχη και επιστρέφει στο απόθεμα
log-evo-dino-removed-accident = Ο δεινόσαυρος { $who-gen } { $region-se } είχε ένα ατύχημα και επιστρέφει στο απόθεμα
log-evo-dino-removed-flood = Ο δεινόσαυρος { $who-gen } { $region-se } πνίγηκε στην πλημμύρα και επιστρέφει στο απόθεμα
log-evo-dino-removed-climate = Ο δεινόσαυρος { $who-gen } { $region-se } πέθανε από το κλίμα και επιστρέφει στο απόθεμα
log-evo-dino-removed-cuckoo = Ο δεινόσαυρος { $who-gen } { $region-se } αντικαταστάθηκε λόγω της κάρτας Κούκος και επιστρέφει στο απόθεμα
log-evo-dino-removed-other = Ο δεινόσαυρος { $who-gen } { $region-se } αφαιρείται και επιστρέφει στο απόθεμα
log-evo-dino-replaced = { $by } βάζει έναν δεινόσαυρο { $region-se } στη θέση του νεογέννητου { $who-gen }
log-evo-births-ended = Οι γεννήσεις { $who-gen } τελειώνουν: { $n ->
    [one] τοποθετήθηκε { $n } νεογέννητο
   *[other] τοποθετήθηκαν { $n } νεογέννητα
}
log-evo-flood-rolled-survives = Πλημμύρα: { $roller } φέρνει { $roll } για τον δεινόσαυρο { $who-gen } στην ακτή { $region-se }· { $roll } + { $parasols ->
    [one] { $parasols } αλεξήλιο
   *[other] { $parasols } αλεξήλια
} = { $sum }: επιβιώνει (πάνω από 3)
log-evo-flood-rolled-drowns = Πλημμύρα: { $roller } φέρνει { $roll } για τον δεινόσαυρο { $who-gen } στην ακτή { $region-se }· { $roll } + { $parasols ->
    [one] { $parasols } αλεξήλιο
   *[other] { $parasols } αλεξήλια
} = { $sum }: πνίγεται (3 ή λιγότερο)
log-evo-ep-gained = { $who } κερδίζει { $amount } ΠΕξ ({ $total } ΠΕξ)
log-evo-ep-lost = { $who } χάνει { $amount } ΠΕξ ({ $total } ΠΕξ)
log-evo-meteor-moved = Ο μετεωρίτης πηγαίνει στη θέση { $space } του μετρητή γύρων
log-evo-meteor-strikes = { $who } φέρνει { $roll } για τον μετεωρίτη: πέφτει!
log-evo-meteor-misses = { $who } φέρνει { $roll } για τον μετεωρίτη: αστοχεί
log-evo-game-ended-last-space = Ο μετεωρίτης φτάνει στην τελευταία θέση: το παιχνίδι τελειώνει
log-evo-game-ended-strike = Ο μετεωρίτης πέφτει: το παιχνίδι τελειώνει
log-evo-gene-row = σειρά { $row }: { $gene }
log-evo-genes-drawn = Γονίδια προς δημοπράτηση: { $genes }
log-evo-bid-placed = { $who } προσφέρει { $value } για το γονίδιο «{ $gene }» στη σειρά { $row }
log-evo-outbid = { $by } υπερβαίνει την προσφορά { $who-gen } στη σειρά { $row }
log-evo-gets-card = το γονίδιο «κάρτα» και τραβά μια κάρτα γεγονότος
log-evo-gets-egg = το γονίδιο «αυγό»
log-evo-gets-gene = το γονίδιο «{ $gene }»
log-evo-gene-bought = { $who } πληρώνει { $price } ΠΕξ για προσφορά { $bid } (απομένουν { $total } ΠΕξ) και παίρνει { $gets }
log-evo-card-drawn = { $who } τραβά την κάρτα { $card }
log-evo-card-drawn-hidden = { $who } τραβά μια κάρτα γεγονότος
log-evo-score = { $who } { $ep }
log-evo-final-scores = Τελικοί πόντοι: { $scores }· νίκη: { $winners }

## La Isla

log-li-phase-card = Φάση καρτών
log-li-phase-a = Ενέργεια Α
log-li-phase-b = Ενέργεια Β
log-li-phase-c = Ενέργεια C
log-li-phase-d = Ενέργεια D
log-li-phase-final = Τέλος του παιχνιδιού
log-li-phase-of-card = τη φάση καρτών
log-li-phase-of-a = την ενέργεια Α
log-li-phase-of-b = την ενέργεια Β
log-li-phase-of-c = την ενέργεια C
log-li-phase-of-d = την ενέργεια D
log-li-phase-of-unknown = αυτή την ενέργεια
log-li-seat-red = ο Κόκκινος
    .gen = του Κόκκινου
    .acc = τον Κόκκινο
log-li-seat-blue = ο Μπλε
    .gen = του Μπλε
    .acc = τον Μπλε
log-li-seat-orange = ο Πορτοκαλί
    .gen = του Πορτοκαλί
    .acc = τον Πορτοκαλί
log-li-seat-black = ο Μαύρος
    .gen = του Μαύρου
    .acc = τον Μαύρο
log-li-space = θέση { $n } ({ $landscape })
    .se = στη θέση { $n } ({ $landscape })
    .apo = από τη θέση { $n } ({ $landscape })
log-li-space-unknown = κάποια θέση
    .se = σε κάποια θέση
    .apo = από κάποια θέση
log-li-space-word = θέση|θέσης|θέσεις
log-li-space-number = θέση { $n }
log-li-region = περιοχή ζούγκλας { $n }
log-li-region-unknown = μια περιοχή ζούγκλας
log-li-a-card = μια κάρτα
log-li-card = «{ $name }» ({ $colour }, { $species })
log-li-function-code = { $code }
log-li-card-landscape-vp = ΠΝ τοπίου: { $x }
log-li-card-symbol-vp = ΠΝ συμβόλου: { $x }
log-li-card-symbol-resource = πόρος συμβόλου: { $x }
log-li-card-landscape-resource = πόρος τοπίου: { $x }
log-li-card-landscape-discount = έκπτωση τοπίου: { $x }
log-li-card-symbol-discount = έκπτωση συμβόλου: { $x }
log-li-card-income = εισόδημα: { $x }
log-li-card-income-marker = δείκτης εισοδήματος: { $x }
log-li-card-landscape-marker = δείκτης τοπίου: { $x }
log-li-card-double-step = διπλό βήμα: { $x }
log-li-card-capture-marker = δείκτης αιχμαλώτισης: { $x }
log-li-card-any-colour = οποιοδήποτε χρώμα: { $x }

log-li-declines = { $who } αρνείται
log-li-decides = { $who } αποφασίζει
log-li-do-place-explorer = { $who } τοποθετεί έναν εξερευνητή { $space-se }
log-li-do-relocate-explorer = { $who } μεταφέρει έναν εξερευνητή { $space-se }
log-li-do-pick-up-explorer = { $who } σηκώνει τον εξερευνητή του { $space-apo }
log-li-do-take-resource = { $who } παίρνει έναν πόρο: { $colour }
log-li-do-choose-species = { $who } επιλέγει το ζώο: { $species }

log-li-answer = { $who }: { $answer }
log-li-answer-cover-slot = { $who } θα καλύψει τη θέση { $slot } της θήκης καρτών με την κάρτα Α
log-li-answer-extra-explorer-true = { $who } θα πάρει τον επιπλέον εξερευνητή
log-li-answer-extra-explorer-false = { $who } δεν θα πάρει τον επιπλέον εξερευνητή
log-li-answer-income-marker-true = { $who } θα προωθήσει στην ενέργεια Β τον δείκτη: { $species }
log-li-answer-income-marker-false = { $who } δεν θα προωθήσει στην ενέργεια Β τον δείκτη: { $species }
log-li-answer-free-choice = { $who } θα προωθήσει στην ενέργεια D τον δείκτη: { $species } ({ $function })
log-li-answer-double-step-true = { $who } θα κάνει το δεύτερο βήμα: { $species }
log-li-answer-double-step-false = { $who } δεν θα κάνει το δεύτερο βήμα: { $species }
log-li-answer-does-not-apply = { $who }: «{ $function }» δεν ισχύει σε αυτόν τον γύρο

log-li-round-started = Αρχίζει ο γύρος { $round }· πρώτος παίκτης είναι { $first }
log-li-deck-reshuffled = Η στοίβα απόρριψης ({ $n ->
    [one] { $n } κάρτα
   *[other] { $n } κάρτες
}) ανακατεύεται σε νέα τράπουλα
log-li-card-drawn = { $who } τραβά την κάρτα { $card }
log-li-cards-drawn = { $who } τραβά { $n ->
    [one] { $n } κάρτα
   *[other] { $n } κάρτες
}
log-li-card-assigned = { $who } βάζει την κάρτα { $card } κλειστή κάτω από το { $letter }
log-li-card-face-down = { $who } βάζει μια κάρτα κλειστή κάτω από το { $letter }
log-li-answer-recorded = { $who } κάνει μια μυστική επιλογή για { $phase }
log-li-seat-decided = { $who } έκανε όλες τις μυστικές επιλογές για { $phase }
log-li-leftover-discarded = { $who } απορρίπτει την αχρησιμοποίητη κάρτα { $card }
log-li-a-card-revealed = { $who } αποκαλύπτει την κάρτα Α { $card }
log-li-card-placed = { $who } βάζει την κάρτα «{ $card }» στη θέση { $slot } της θήκης καρτών
log-li-card-placed-covering = { $who } βάζει την κάρτα «{ $card }» στη θέση { $slot } της θήκης καρτών και καλύπτει την κάρτα «{ $covered }» (δεν ισχύει πια)
log-li-slot-added = Η θήκη καρτών { $who-gen } έχει τώρα { $n } θέσεις
log-li-explorer-taken = { $who } παίρνει έναν εξερευνητή από τη γενική προμήθεια ({ $n } στην προσωπική του προμήθεια)
log-li-option-declined = { $who } αρνείται { $option }
log-li-option-extra-explorer = τον επιπλέον εξερευνητή
log-li-option-income-marker = την προώθηση του δείκτη εισοδήματος ({ $species })
log-li-option-double-step = το δεύτερο βήμα ({ $species })
log-li-option-capture-marker = την προώθηση του δείκτη αιχμαλώτισης ({ $species })
log-li-option-landscape-marker = την προώθηση του δείκτη τοπίου
log-li-option-second-move = τη δεύτερη μετακίνηση
log-li-option-unknown = μια επιλογή
log-li-card-discarded = { $who } απορρίπτει την κάρτα { $letter } { $card }
log-li-resources = { $who } παίρνει πόρους ({ $colour }): { $n }
log-li-resources-b-card = { $who } παίρνει πόρους ({ $colour }): { $n } για την κάρτα Β «{ $card }»
log-li-resources-income = { $who } παίρνει πόρους ({ $colour }): { $n } από εισόδημα
log-li-resources-taken-instead = { $who } παίρνει πόρους ({ $colour }): { $n } αντί να τοποθετήσει εξερευνητή
log-li-resources-provisions = { $who } παίρνει πόρους ({ $colour }): { $n } από τις Προμήθειες
log-li-resources-arrival = { $who } παίρνει πόρους ({ $colour }): { $n } από την κάρτα «{ $function }»
log-li-resources-paid = { $who } πληρώνει πόρους ({ $colour }): { $n }
log-li-explorer-placed = { $who } τοποθετεί έναν εξερευνητή από την προμήθειά του { $space-se }
log-li-relocation-started = { $who } σηκώνει τον εξερευνητή του { $space-apo } για να τον μεταφέρει
log-li-explorer-relocated = { $who } μεταφέρει έναν εξερευνητή { $src-apo } { $dst-se }
log-li-tile-captured = { $who } περικυκλώνει την { $region } και παίρνει το πλακίδιο ζώου της ({ $species }, αξία { $vp } ΠΝ)
log-li-vp = { $who } κερδίζει { $vp } ΠΝ (σύνολο { $total })
log-li-vp-capture = { $who } κερδίζει { $vp } ΠΝ επειδή περικύκλωσε την { $region } (σύνολο { $total })
log-li-vp-capture-bonus = { $who } κερδίζει { $vp } ΠΝ από την κάρτα «{ $function }» για αιχμαλωτισμένα πλακίδια: { $n } (σύνολο { $total })
log-li-vp-function = { $who } κερδίζει { $vp } ΠΝ από την κάρτα «{ $function }» (σύνολο { $total })
log-li-vp-animals = { $who } κερδίζει { $vp } ΠΝ για ζώα ({ $species }): { $n } (1 ΠΝ το καθένα) (σύνολο { $total })
log-li-vp-animals-double = { $who } κερδίζει { $vp } ΠΝ για ζώα ({ $species }): { $n } (2 ΠΝ το καθένα με το Διπλό σκορ) (σύνολο { $total })
log-li-marker-advanced = { $who } προωθεί τον δείκτη ({ $species }) στο βήμα { $step } (αξία { $value })
log-li-marker-at-top = { $who } προωθεί τον δείκτη ({ $species }), που είναι ήδη στην κορυφή (αξία { $value })
log-li-game-ended-threshold = Οι αξίες των ζώων έχουν άθροισμα { $sum }: το παιχνίδι τελειώνει
log-li-game-ended-cards = Δεν έμεινε καμία κάρτα για τράβηγμα: το παιχνίδι τελειώνει
log-li-final-scored = { $who } κερδίζει { $sets } για σετ, { $animals } για ζώα και { $resources } για πόρους: { $total } ΠΝ

log-li-ability-landscape-vp = +3 ΠΝ κάθε φορά που ένας εξερευνητής σου φτάνει σε θέση τοπίου «{ $x }»
log-li-ability-symbol-vp = +3 ΠΝ κάθε φορά που ένας εξερευνητής σου φτάνει σε θέση με σύμβολο «{ $x }»
log-li-ability-symbol-resource = ένας πόρος της επιλογής σου κάθε φορά που ένας εξερευνητής σου φτάνει σε θέση με σύμβολο «{ $x }»
log-li-ability-landscape-resource = ένας πόρος της επιλογής σου κάθε φορά που ένας εξερευνητής σου φτάνει σε θέση τοπίου «{ $x }»
log-li-ability-landscape-discount = οι θέσεις τοπίου «{ $x }» σου κοστίζουν 1 πόρο αντί για 2
log-li-ability-income = 1 ακόμη πόρος χρώματος «{ $x }» σε κάθε ενέργεια B
log-li-ability-income-marker = μπορείς να προχωράς τον δείκτη του ζώου «{ $x }» σε κάθε ενέργεια B
log-li-ability-landscape-marker = μπορείς να προχωρήσεις όποιον δείκτη θέλεις κάθε φορά που ένας εξερευνητής σου φτάνει σε θέση τοπίου «{ $x }»
log-li-ability-extra-explorer = μόλις τοποθετηθεί: πάρε έναν εξερευνητή σου από τη γενική δεξαμενή
log-li-ability-extra-slot = μόλις τοποθετηθεί: η θήκη καρτών σου κερδίζει μία θέση ακόμη, μόνιμα
log-li-ability-wider-search = τράβηξε 4 κάρτες αντί για 3 στη φάση καρτών
log-li-ability-provisions = όταν παίρνεις πόρο στην ενέργεια C, παίρνεις δύο
log-li-ability-double-step = ένα δεύτερο βήμα όταν η ενέργεια D σου προχωρά τον δείκτη του ζώου «{ $x }»
log-li-ability-free-choice = η κάρτα D σου μπορεί να προχωρήσει τον δείκτη οποιουδήποτε ζώου
log-li-ability-capture-marker = αφού αιχμαλωτίσεις πλακίδια του ζώου «{ $x }», προχώρα τον δείκτη του μία φορά για κάθε πλακίδιο
log-li-ability-any-colour = πλήρωσε τις θέσεις τοπίου «{ $x }» με πόρους ενός οποιουδήποτε χρώματος
log-li-ability-symbol-discount = οι θέσεις με σύμβολο «{ $x }» σου κοστίζουν 1 πόρο αντί για 2
log-li-ability-scout = μπορείς να μετακινηθείς στην ενέργεια C ακόμη κι αν έχεις εξερευνητές στο απόθεμά σου
log-li-ability-double-score = οι προωθήσεις του δείκτη σου στην ενέργεια D μετρούν διπλά
log-li-ability-capture-vp = +2 ΠΝ για κάθε πλακίδιο που αιχμαλωτίζεις
log-li-ability-second-move = μία επιπλέον μετακίνηση μετά από κάθε τοποθέτηση ή μετακίνηση στην ενέργεια C
