# la-isla

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
li-species-dodo = Ντόντο
    .acc = Ντόντο
    .gen = Ντόντο
    .gender = n
    .indecl = true
li-species-fossa = Γιγάντιο Φόσα
    .acc = Γιγάντιο Φόσα
    .gen = Γιγάντιου Φόσα
    .gender = n
li-species-frog = Χρυσός Βάτραχος
    .acc = Χρυσό Βάτραχο
    .gen = Χρυσού Βατράχου
    .gender = m
li-species-pika = Πίκα της Σαρδηνίας
    .acc = Πίκα της Σαρδηνίας
    .gen = Πίκα της Σαρδηνίας
    .gender = n
    .short = Πίκα
li-species-moth = Νυχτοπεταλούδα Κουκουβάγια
    .acc = Νυχτοπεταλούδα Κουκουβάγια
    .gen = Νυχτοπεταλούδας Κουκουβάγιας
    .gender = f
    .short = Νυχτοπεταλούδα
li-colour-yellow = κίτρινος
li-colour-green = πράσινος
li-colour-grey = γκρι
li-colour-white = λευκός
li-colour-brown = καφέ
li-landscape-desert = έρημος
    .acc = έρημο
    .gen = ερήμου
    .gender = f
li-landscape-grassland = γρασίδι
    .acc = γρασίδι
    .gen = γρασιδιού
    .gender = n
li-landscape-mountain = βουνό
    .acc = βουνό
    .gen = βουνού
    .gender = n
    .pl = βουνά
li-landscape-steppe = στέπα
    .acc = στέπα
    .gen = στέπας
    .gender = f
li-landscape-swamp = βάλτος
    .acc = βάλτο
    .gen = βάλτου
    .gender = m
li-symbol-tent = σκηνή
    .acc = σκηνή
    .gen = σκηνής
    .gender = f
li-symbol-hat = καπέλο
    .acc = καπέλο
    .gen = καπέλου
    .gender = n
li-symbol-rope = σχοινί
    .acc = σχοινί
    .gen = σχοινιού
    .gender = n
li-symbol-bottle = μπουκάλι
    .acc = μπουκάλι
    .gen = μπουκαλιού
    .gender = n
li-symbol-backpack = σακίδιο
    .acc = σακίδιο
    .gen = σακιδίου
    .gender = n
li-phase-card = Φάση καρτών
    .acc = Φάση καρτών
    .gen = Φάσης καρτών
    .gender = f
li-phase-a = Ενέργεια Α
    .acc = Ενέργεια Α
    .gen = Ενέργειας Α
    .gender = f
li-phase-b = Ενέργεια Β
    .acc = Ενέργεια Β
    .gen = Ενέργειας Β
    .gender = f
li-phase-c = Ενέργεια C
    .acc = Ενέργεια C
    .alt = Βασική Ενέργεια
    .gen = Ενέργειας C
    .gender = f
li-phase-d = Ενέργεια D
    .acc = Ενέργεια D
    .gen = Ενέργειας D
    .gender = f
li-phase-final = Τέλος του παιχνιδιού
    .acc = Τέλος του παιχνιδιού
    .gen = Τέλους του παιχνιδιού
    .gender = n
li-function-landscape-vp = Πόντοι από τοπίο
li-function-symbol-vp = Πόντοι από σύμβολο
li-function-symbol-resource = Πόρος από σύμβολο
li-function-landscape-resource = Πόρος από τοπίο
li-function-landscape-discount = Έκπτωση τοπίου
li-function-income = Εισόδημα
li-function-income-marker = Δείκτης στην Ενέργεια Β
li-function-landscape-marker = Δείκτης από τοπίο
li-function-extra-explorer = Επιπλέον εξερευνητής
li-function-extra-slot = Επιπλέον θέση κάρτας
li-function-wider-search = Ευρύτερη αναζήτηση
li-function-provisions = Προμήθειες
li-function-double-step = Διπλό βήμα
li-function-free-choice = Ελεύθερη επιλογή
li-function-capture-marker = Δείκτης από περικύκλωση
li-function-any-colour = Οποιοδήποτε χρώμα
li-function-symbol-discount = Έκπτωση συμβόλου
li-function-scout = Ανιχνευτής
li-function-double-score = Διπλοί πόντοι
li-function-capture-vp = Πόντοι από περικύκλωση
li-function-second-move = Δεύτερη μετακίνηση
li-letter-a = Α (ειδική λειτουργία)
li-letter-b = Β (πόρος)
li-letter-d = D (δείκτης ζώου)
li-cardset-basic = κάρτες αξίας 1
li-cardset-full = και οι 180 κάρτες
li-endreason-threshold = οι δείκτες φτάνουν το όριο
li-endreason-cards-exhausted = δεν έμειναν κάρτες
li-option-card-set = Κάρτες
li-option-first-player = Πρώτος παίκτης
li-explorer = εξερευνητής
    .acc = εξερευνητή
    .acc_pl = εξερευνητές
    .gen = εξερευνητή
    .gen_pl = εξερευνητών
    .gender = m
    .pl = εξερευνητές
li-island = νησί
    .acc = νησί
    .gen = νησιού
    .gender = n
li-island-piece = κομμάτι του νησιού
li-jungle-region = περιοχή ζούγκλας
    .acc = περιοχή ζούγκλας
    .gen = περιοχής ζούγκλας
    .gender = f
    .pl = περιοχές ζούγκλας
li-space = θέση τοπίου
    .acc = θέση τοπίου
    .gen = θέσης τοπίου
    .gender = f
    .pl = θέσεις τοπίου
li-animal-tile = πλακίδιο ζώου
    .acc = πλακίδιο ζώου
    .gen = πλακιδίου ζώου
    .gen_pl = πλακιδίων ζώων
    .gender = n
    .pl = πλακίδια ζώων
li-large-animal-tile = μεγάλο πλακίδιο ζώου
li-small-animal-tile = μικρό πλακίδιο ζώου
li-animal = ζώο
    .acc = ζώο
    .acc_pl = ζώα
    .gen = ζώου
    .gen_pl = ζώων
    .gender = n
    .pl = ζώα
li-resource = πόρος
    .acc = πόρο
    .acc_pl = πόρους
    .gen = πόρου
    .gen_pl = πόρων
    .gender = m
    .pl = πόροι
li-card-holder = θήκη καρτών
    .acc = θήκη καρτών
    .gen = θήκης καρτών
    .gender = f
li-slot = θέση
    .acc = θέση
    .gen = θέσης
    .gender = f
    .pl = θέσεις
li-first-player-card = κάρτα πρώτου παίκτη
li-animal-marker = δείκτης ζώου
    .acc = δείκτη ζώου
    .gen = δείκτη ζώου
    .gender = m
    .pl = δείκτες ζώων
li-animal-track = μετρητής ζώου
li-vp-track = μετρητής πόντων νίκης
li-central-board = κεντρικό ταμπλό
li-general-supply = γενικό απόθεμα
    .acc = γενικό απόθεμα
    .gen = γενικού αποθέματος
    .gender = n
li-personal-supply = προσωπικό απόθεμα
    .acc = προσωπικό απόθεμα
    .gen = προσωπικού αποθέματος
    .gender = n
li-discard-pile = στοίβα ξεσκαρταρίσματος
li-value = αξία
    .acc = αξία
    .gen = αξίας
    .gender = f
li-multiplier = πολλαπλασιαστής σκοραρίσματος
li-set = σετ
    .acc = σετ
    .gen = σετ
    .gender = n
    .indecl = true
li-capture = περικύκλωση
    .acc = περικύκλωση
    .gen = περικύκλωσης
    .gender = f
li-arrival = άφιξη
    .acc = άφιξη
    .gen = άφιξης
    .gender = f
li-relocation = μεταφορά
    .acc = μεταφορά
    .gen = μεταφοράς
    .gender = f
li-special-function = ειδική λειτουργία
    .acc = ειδική λειτουργία
    .gen = ειδικής λειτουργίας
    .gender = f
    .pl = ειδικές λειτουργίες
li-threshold = όριο
li-clockwise = δεξιόστροφα
li-action-assign-card = ανάθεση κάρτας
li-action-cover-slot = κάλυψη θέσης
li-action-take-explorer = λήψη εξερευνητή
li-action-income-marker = μετακίνηση δείκτη στην Ενέργεια Β
li-action-choose-animal = επιλογή ζώου
li-action-double-step = διπλό βήμα
li-action-place-explorer = τοποθέτηση εξερευνητή
li-action-pick-up-explorer = μάζεμα εξερευνητή
li-action-relocate-explorer = μεταφορά εξερευνητή
li-action-take-resource = λήψη πόρου
li-action-gain-resource = απόκτηση πόρου
li-action-advance-marker = μετακίνηση δείκτη
li-action-decline = άρνηση
# ---- end of terms

# ---- the engine's words (labels, prompts, effects, rule errors, options)

## Players (seat number 0–3).
li-seat = { $seat ->
        [0] Κόκκινος
        [1] Μπλε
        [2] Πορτοκαλί
        [3] Μαύρος
       *[other] Παίκτης
    }
    .gen = { $seat ->
        [0] Κόκκινου
        [1] Μπλε
        [2] Πορτοκαλί
        [3] Μαύρου
       *[other] Παίκτη
    }

## Resource colours, with the forms sentences about resources need (πόρος, masculine).
li-colour-res-yellow = κίτρινος
    .acc = κίτρινο
    .acc_pl = κίτρινους
li-colour-res-green = πράσινος
    .acc = πράσινο
    .acc_pl = πράσινους
li-colour-res-grey = γκρι
    .acc = γκρι
    .acc_pl = γκρι
li-colour-res-white = λευκός
    .acc = λευκό
    .acc_pl = λευκούς
li-colour-res-brown = καφέ
    .acc = καφέ
    .acc_pl = καφέ

## Capitalized names inside the names of special functions (not needed in Greek).
li-cap-landscape = { $landscape }
li-cap-symbol = { $symbol }
li-cap-colour = { $colour }

## The names of the special functions (§11.2).
li-fn-landscape-vp = Πόντοι από { $landscape-acc }
li-fn-symbol-vp = Πόντοι από { $symbol-acc }
li-fn-symbol-resource = Πόρος από { $symbol-acc }
li-fn-landscape-resource = Πόρος από { $landscape-acc }
li-fn-landscape-discount = Έκπτωση για { $landscape-acc }
li-fn-income = Εισόδημα: { $colour }
li-fn-income-marker = Δείκτης { $animal-gen } στην Ενέργεια Β
li-fn-landscape-marker = Δείκτης από { $landscape-acc }
li-fn-extra-explorer = Επιπλέον εξερευνητής
li-fn-extra-slot = Επιπλέον θέση κάρτας
li-fn-wider-search = Ευρύτερη αναζήτηση
li-fn-provisions = Προμήθειες
li-fn-double-step = Διπλό βήμα { $animal-gen }
li-fn-free-choice = Ελεύθερη επιλογή
li-fn-capture-marker = Δείκτης { $animal-gen } από περικύκλωση
li-fn-any-colour = Οποιοδήποτε χρώμα για { $landscape-acc }
li-fn-symbol-discount = Έκπτωση για { $symbol-acc }
li-fn-scout = Ανιχνευτής
li-fn-double-score = Διπλοί πόντοι
li-fn-capture-vp = Πόντοι από περικύκλωση
li-fn-second-move = Δεύτερη μετακίνηση

## A species with its article.
li-an-species-dodo = το Ντόντο
    .acc = το Ντόντο
li-an-species-fossa = το Γιγάντιο Φόσα
    .acc = το Γιγάντιο Φόσα
li-an-species-frog = ο Χρυσός Βάτραχος
    .acc = τον Χρυσό Βάτραχο
li-an-species-pika = το Πίκα της Σαρδηνίας
    .acc = το Πίκα της Σαρδηνίας
li-an-species-moth = η Νυχτοπεταλούδα Κουκουβάγια
    .acc = τη Νυχτοπεταλούδα Κουκουβάγια

## Cards: by name and id, by id alone, and with all their printed facts.
li-card-name = η κάρτα «{ $function }» ({ $card })
    .acc = την κάρτα «{ $function }» ({ $card })
    .name = «{ $function }» ({ $card })
li-card-unknown = η κάρτα { $card }
    .acc = την κάρτα { $card }
    .name = { $card }
li-card-words = { $card } { $code } / { $colour } / { $animal }
li-the-card = η κάρτα
    .acc = την κάρτα
li-your-a-card = η κάρτα σου Α
    .acc = την κάρτα σου Α
li-your-a-card-named = η κάρτα σου Α { $card-name }
    .acc = την κάρτα σου Α { $card-name }

## A landscape space in words (θέση, feminine).
li-space-words = θέση { $landscape-gen } { $space } ({ $symbol })
li-space-unknown = θέση { $space }

## The tiles an arrival captures, one after the other.
li-take-tile = · πάρε το πλακίδιο { $animal-gen } της περιοχής { $region } (+{ $vp } ΠΝ){ $then }
li-take-tile-end = { "" }

## The options (§4.1).
li-opt-card-set = Κάρτες
li-opt-card-set-help = Το Βασικό παίζεται με τις 120 κάρτες αξίας 1 (προτείνεται για το πρώτο παιχνίδι)· το Πλήρες προσθέτει και τις 60 κάρτες αξίας 2.
li-opt-card-set-basic = Βασικό: οι 120 κάρτες αξίας 1
li-opt-card-set-full = Πλήρες: και οι 180 κάρτες
li-opt-first-player = Πρώτος παίκτης
li-opt-first-player-help = Η θέση που παίρνει την κάρτα πρώτου παίκτη στον 1ο γύρο· τυχαία, αν δεν επιλεγεί.
li-opt-first-random = Τυχαία (από τον σπόρο του παιχνιδιού)
li-opt-first-0 = Κόκκινος (θέση 1)
li-opt-first-1 = Μπλε (θέση 2)
li-opt-first-2 = Πορτοκαλί (θέση 3· 3 ή 4 παίκτες)
li-opt-first-3 = Μαύρος (θέση 4· μόνο με 4 παίκτες)

## Labels of the legal actions.
li-label-not-a-seat = Δεν είναι θέση αυτού του παιχνιδιού
li-label-assign-a = Βάλε { $card-acc } κάτω από το Α: η λειτουργία της μπαίνει στη θήκη καρτών σου
li-label-assign-b = Βάλε { $card-acc } κάτω από το Β: πάρε 1 { $colour-acc } πόρο{ $rest }
li-label-assign-d = Βάλε { $card-acc } κάτω από το D: προχώρησε τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }
li-label-assign-use = Βάλε { $card-acc } κάτω από το { $letter }: χρησιμοποίησέ την{ $rest }
li-assign-rest-none = { "" }
li-assign-rest-d = · { $card } μπαίνει κάτω από το D, για { $animal-gender ->
        [f] τη
        [m] τον
       *[other] το
    } { $animal-acc }
li-assign-rest-d-unknown = · { $card } μπαίνει κάτω από το D
li-label-cover = Κάλυψε { $covered-acc } στη θέση { $slot } με { $with-acc }
li-label-take-explorer = Πάρε έναν εξερευνητή από το γενικό απόθεμα στο απόθεμά σου ({ $left } του χρώματός σου εκεί)
li-label-leave-explorer = Άφησε τον εξερευνητή στο γενικό απόθεμα
li-label-income-marker = Προχώρησε τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια Β ({ $function }, +{ $vp } ΠΝ)
li-label-income-marker-no = Μην προχωρήσεις τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια Β
li-label-choose-animal = Προχώρησε τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια D (Ελεύθερη επιλογή)
li-label-choose-animal-own = Προχώρησε τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια D (Ελεύθερη επιλογή, το ζώο της κάρτας σου D)
li-label-double-step = Κάνε το δεύτερο βήμα { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια D ({ $function })
li-label-double-step-no = Μην κάνεις το δεύτερο βήμα { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }
li-label-double-step-na = Συνέχισε: το «{ $function }» δεν ισχύει, η Ενέργεια D σου δεν προχωρά { $species-acc }
li-label-place = Τοποθέτησε έναν εξερευνητή στη { $space }, πληρώνοντας { $amount ->
        [one] { $amount } { $colour-acc } πόρο
       *[other] { $amount } { $colour-acc_pl } πόρους
    }{ $captures }
li-label-move = Μετακίνησε τον εξερευνητή σου στη { $space }, πληρώνοντας { $amount ->
        [one] { $amount } { $colour-acc } πόρο
       *[other] { $amount } { $colour-acc_pl } πόρους
    }{ $captures }
li-label-move-from = Μετακίνησε τον εξερευνητή σου από τη θέση { $from } στη { $space }, πληρώνοντας { $amount ->
        [one] { $amount } { $colour-acc } πόρο
       *[other] { $amount } { $colour-acc_pl } πόρους
    }{ $captures }
li-label-pick-up = Μετακίνησε τον εξερευνητή σου από τη { $space }
li-label-pick-up-second = Δεύτερη μετακίνηση: μετακίνησε τον εξερευνητή σου από τη { $space }
li-label-take-second = Πάρε 1 { $colour-acc } πόρο ως δεύτερο πόρο (Προμήθειες)
li-label-take-instead = Πάρε 1 { $colour-acc } πόρο αντί να τοποθετήσεις εξερευνητή
li-label-take-instead-provisions = Πάρε 1 { $colour-acc } πόρο αντί να τοποθετήσεις εξερευνητή και μετά έναν δεύτερο (Προμήθειες)
li-label-gain = Πάρε 1 { $colour-acc } πόρο
li-label-gain-from = Πάρε 1 { $colour-acc } πόρο ({ $function })
li-label-advance-capture = Προχώρησε τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } ({ $function }, { $left ->
        [one] απομένει { $left } προώθηση
       *[other] απομένουν { $left } προωθήσεις
    }· +{ $vp } ΠΝ)
li-label-advance-by = Προχώρησε τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } ({ $function }· +{ $vp } ΠΝ)
li-label-advance = Προχώρησε τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } (προώθηση δείκτη· +{ $vp } ΠΝ)
li-label-decline-capture = Μην προχωρήσεις τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } ({ $function })
li-label-decline-landscape = Μην προχωρήσεις κανέναν δείκτη ({ $function })
li-label-decline-second = Μην κάνεις δεύτερη μετακίνηση
li-label-decline = Παράλειψη

## Prompts of the pending decision.
li-prompt-assign-a = Γύρος { $round }: διάλεξε μια κάρτα για κάτω από το Α (η ειδική λειτουργία της μπαίνει στη θήκη καρτών σου· { $cards ->
        [one] { $cards } κάρτα
       *[other] { $cards } κάρτες
    } στο χέρι)
li-prompt-assign-b = Γύρος { $round }: διάλεξε μια κάρτα για κάτω από το Β (ο πόρος της· { $cards ->
        [one] { $cards } κάρτα
       *[other] { $cards } κάρτες
    } στο χέρι)
li-prompt-assign-d = Γύρος { $round }: διάλεξε μια κάρτα για κάτω από το D (προχωρά ο δείκτης του ζώου της· { $cards ->
        [one] { $cards } κάρτα
       *[other] { $cards } κάρτες
    } στο χέρι)
li-prompt-cover = Η θήκη καρτών σου είναι γεμάτη: διάλεξε τη θέση που θα καλύψει { $card }
li-prompt-take-explorer = Επιπλέον εξερευνητής: θα πάρεις έναν από τους εξερευνητές σου από το γενικό απόθεμα ({ $left } εκεί);
li-prompt-income-marker = { $function }: θα προχωρήσεις τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια Β;
li-prompt-choose-animal = Ελεύθερη επιλογή: διάλεξε το ζώο του οποίου τον δείκτη προχωρά η κάρτα σου D
li-prompt-double-step = { $function }: θα κάνεις δεύτερο βήμα, αν η Ενέργεια D σου προχωρήσει { $species-acc };
li-prompt-c-all = Ενέργεια C: τοποθέτησε έναν εξερευνητή ({ $supply } στο απόθεμά σου), μετακίνησε έναν από τους εξερευνητές σου ή πάρε έναν πόρο
li-prompt-c-place = Ενέργεια C: τοποθέτησε έναν εξερευνητή ({ $supply } στο απόθεμά σου) ή πάρε έναν πόρο
li-prompt-c-relocate = Ενέργεια C: μετακίνησε έναν από τους εξερευνητές σου ή πάρε έναν πόρο
li-prompt-c-take = Ενέργεια C: πάρε έναν πόρο
li-prompt-destination = Διάλεξε πού θα πάει ο εξερευνητής σου από τη θέση { $from }
li-prompt-second-provision = Προμήθειες: διάλεξε δεύτερο πόρο
li-prompt-capture-marker = { $function }: θα προχωρήσεις τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }; ({ $left ->
        [one] απομένει { $left } προώθηση
       *[other] απομένουν { $left } προωθήσεις
    })
li-prompt-arrival-resource = { $function }: διάλεξε τον πόρο που θα πάρεις
li-prompt-landscape-marker = { $function }: θα προχωρήσεις τον δείκτη ενός ζώου της επιλογής σου;
li-prompt-second-move = Δεύτερη μετακίνηση: θα μετακινήσεις έναν ακόμη εξερευνητή σου;
li-prompt-c-explorer = Ενέργεια C: ο εξερευνητής σου

## The phases, as effects name them.
li-ph-card = φάση καρτών
li-ph-a = Ενέργεια Α
li-ph-b = Ενέργεια Β
li-ph-c = Ενέργεια C
li-ph-d = Ενέργεια D
li-ph-final = τέλος του παιχνιδιού

## Secret answers (the words of the seat's own choice).
li-answer-cover = κάλυψη της θέσης { $slot }
li-answer-take-explorer-yes = να πάρει τον επιπλέον εξερευνητή: ναι
li-answer-take-explorer-no = να πάρει τον επιπλέον εξερευνητή: όχι
li-answer-income-yes = προώθηση του δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια Β: ναι
li-answer-income-no = προώθηση του δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια Β: όχι
li-answer-choose-animal = προώθηση του δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στην Ενέργεια D (FREE_CHOICE)
li-answer-double-step-yes = δεύτερο βήμα { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }: ναι
li-answer-double-step-no = δεύτερο βήμα { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }: όχι
li-answer-double-step-na = το { $code } δεν ισχύει σε αυτόν τον γύρο
li-answer-other = { $answer }

## Effects.
li-fx-round-started = Αρχίζει ο γύρος { $round }· πρώτος παίκτης είναι ο { $player }
li-fx-deck-reshuffled = Η στοίβα ξεσκαρταρίσματος ({ $cards ->
        [one] { $cards } κάρτα
       *[other] { $cards } κάρτες
    }) ανακατεύεται και γίνεται νέα τράπουλα
li-fx-card-drawn = { $player } τραβά την κάρτα { $card }
li-fx-cards-drawn = { $player } τραβά { $count ->
        [one] { $count } κάρτα
       *[other] { $count } κάρτες
    }
li-fx-card-assigned = { $player } βάζει την κάρτα { $card } κλειστή κάτω από το { $letter }
li-fx-card-face-down = { $player } βάζει μια κάρτα κλειστή κάτω από το { $letter }
li-fx-secret-answer = { $player } αποφασίζει: { $answer }
li-fx-answer-recorded = { $player } κάνει μια μυστική επιλογή ({ $phase })
li-fx-seat-decided = { $player } έκανε όλες τις μυστικές επιλογές ({ $phase })
li-fx-leftover-discarded = { $player } ξεσκαρτάρει την αχρησιμοποίητη κάρτα { $card }
li-fx-a-card-revealed = { $player } αποκαλύπτει την κάρτα Α { $card }
li-fx-card-placed = { $player } βάζει την κάρτα { $card } { $code } στη θέση { $slot } της θήκης καρτών
li-fx-card-placed-covering = { $player } βάζει την κάρτα { $card } { $code } στη θέση { $slot } της θήκης καρτών και καλύπτει την κάρτα { $covered } { $coveredcode } (δεν είναι πια ενεργή)
li-fx-slot-added = Η θήκη καρτών του { $player-gen } έχει τώρα { $slots ->
        [one] { $slots } θέση
       *[other] { $slots } θέσεις
    }
li-fx-explorer-taken = { $player } παίρνει έναν εξερευνητή από το γενικό απόθεμα ({ $supply } στο απόθεμά του)
li-fx-declined-extra-explorer = { $player } δεν παίρνει τον επιπλέον εξερευνητή
li-fx-declined-income-marker = { $player } δεν προχωρά τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } με το INCOME_MARKER
li-fx-declined-double-step = { $player } δεν κάνει το δεύτερο βήμα { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }
li-fx-declined-capture-marker = { $player } δεν προχωρά τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } με το CAPTURE_MARKER
li-fx-declined-landscape-marker = { $player } δεν προχωρά δείκτη με το LANDSCAPE_MARKER
li-fx-declined-second-move = { $player } δεν κάνει τη μετακίνηση του SECOND_MOVE
li-fx-card-discarded = { $player } ξεσκαρτάρει την κάρτα { $letter } { $card }
li-fx-gained-b-card = { $player } παίρνει { $count ->
        [one] { $count } { $colour-acc } πόρο
       *[other] { $count } { $colour-acc_pl } πόρους
    } για την κάρτα Β { $card }
li-fx-gained-income = { $player } παίρνει { $count ->
        [one] { $count } { $colour-acc } πόρο
       *[other] { $count } { $colour-acc_pl } πόρους
    } από το INCOME
li-fx-gained-instead = { $player } παίρνει { $count ->
        [one] { $count } { $colour-acc } πόρο
       *[other] { $count } { $colour-acc_pl } πόρους
    } αντί να τοποθετήσει εξερευνητή
li-fx-gained-provisions = { $player } παίρνει { $count ->
        [one] { $count } { $colour-acc } πόρο
       *[other] { $count } { $colour-acc_pl } πόρους
    } από το PROVISIONS
li-fx-gained-arrival = { $player } παίρνει { $count ->
        [one] { $count } { $colour-acc } πόρο
       *[other] { $count } { $colour-acc_pl } πόρους
    } από το { $code }
li-fx-paid = { $player } πληρώνει { $count ->
        [one] { $count } { $colour-acc } πόρο
       *[other] { $count } { $colour-acc_pl } πόρους
    }
li-fx-explorer-placed = { $player } τοποθετεί έναν εξερευνητή από το απόθεμά του στη θέση { $space }
li-fx-relocation-started = { $player } θα μετακινήσει τον εξερευνητή της θέσης { $space }
li-fx-explorer-relocated = { $player } μετακινεί έναν εξερευνητή από τη θέση { $from } στη θέση { $to }
li-fx-tile-captured = { $player } περικυκλώνει την { $region } και παίρνει από αυτήν το πλακίδιο { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } (αξίας { $value } ΠΝ)
li-fx-vp-capture = { $player } κερδίζει { $vp } ΠΝ για την περικύκλωση της περιοχής { $region } (σύνολο { $total })
li-fx-vp-capture-bonus = { $player } κερδίζει { $vp } ΠΝ από το CAPTURE_VP για { $tiles ->
        [one] { $tiles } πλακίδιο
       *[other] { $tiles } πλακίδια
    } που πήρε (σύνολο { $total })
li-fx-vp-landscape = { $player } κερδίζει { $vp } ΠΝ από το LANDSCAPE_VP για θέση { $landscape-gen } (σύνολο { $total })
li-fx-vp-symbol = { $player } κερδίζει { $vp } ΠΝ από το SYMBOL_VP για θέση με { $symbol-acc } (σύνολο { $total })
li-fx-vp-animals = { $player } κερδίζει { $vp } ΠΝ για { $animals ->
        [one] { $animals } ζώο
       *[other] { $animals } ζώα
    } ({ $animal }· 1 ΠΝ το καθένα) (σύνολο { $total })
li-fx-vp-animals-double = { $player } κερδίζει { $vp } ΠΝ για { $animals ->
        [one] { $animals } ζώο
       *[other] { $animals } ζώα
    } ({ $animal }· 2 ΠΝ το καθένα με το DOUBLE_SCORE) (σύνολο { $total })
li-fx-marker-advanced = { $player } προχωρά τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen } στο βήμα { $step } (αξία { $value })
li-fx-marker-at-top = { $player } προχωρά τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }, που είναι ήδη στην κορυφή (αξία { $value })
li-fx-game-ended-threshold = Οι αξίες των ζώων έχουν άθροισμα { $sum }: το παιχνίδι τελειώνει
li-fx-game-ended-cards = Δεν έμεινε κάρτα για τράβηγμα: το παιχνίδι τελειώνει
li-fx-final-scored = { $player } παίρνει { $sets } για τα σετ, { $animals } για τα ζώα, { $resources } για τους πόρους: { $total } ΠΝ

## Rule errors.
li-err-wrong-step = το { $action } δεν είναι απόφαση του τρέχοντος βήματος ({ $phase }, { $kind })
li-err-next-letter = οι κάρτες μπαίνουν κάτω από το Α, μετά το Β και μετά το D: το επόμενο γράμμα είναι το { $letter }
li-err-not-in-hand = η κάρτα { $card } δεν είναι στο χέρι σου
li-err-no-slot = η θήκη σου έχει { $slots ->
        [one] { $slots } θέση
       *[other] { $slots } θέσεις
    }· δεν υπάρχει θέση { $slot }
li-err-income-question = η ερώτηση αφορά τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }
li-err-double-step-question = η ερώτηση αφορά το { $code }
li-err-double-step-other = το { $code } δίνει δεύτερο βήμα μόνο όταν η Ενέργεια D προχωρά τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }, όχι τον δείκτη { $advanced-gender ->
        [f] της
       *[other] του
    } { $advanced-gen }
li-err-double-step-none = το { $code } δίνει δεύτερο βήμα μόνο όταν η Ενέργεια D προχωρά τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }, όχι όταν δεν προχωρά κανέναν
li-err-no-space = δεν υπάρχει θέση { $space } (το νησί έχει { $spaces } θέσεις)
li-err-same-colour = μια θέση δεν μπορεί ποτέ να έχει δύο εξερευνητές του ίδιου χρώματος
li-err-cost = αυτή η θέση κοστίζει { $amount ->
        [one] { $amount } { $colour-acc } πόρο
       *[other] { $amount } { $colour-acc_pl } πόρους
    }· δεν μπορείς να πληρώσεις με { $with-acc_pl } πόρους
li-err-cost-any = αυτή η θέση κοστίζει { $amount ->
        [one] { $amount } πόρο
       *[other] { $amount } πόρους
    } ενός χρώματος της επιλογής σου· δεν μπορείς να πληρώσεις με { $with-acc_pl } πόρους
li-err-no-supply = δεν έμεινε εξερευνητής στο προσωπικό σου απόθεμα
li-err-no-explorer-there = δεν έχεις εξερευνητή σε αυτή τη θέση
li-err-relocate-supply = η μετακίνηση επιτρέπεται μόνο όταν το προσωπικό σου απόθεμα είναι άδειο (ή με το SCOUT)
li-err-no-destination = δεν μπορείς να πληρώσεις για κανέναν προορισμό
li-err-capture-marker = το CAPTURE_MARKER προχωρά μόνο τον δείκτη { $animal-gender ->
        [f] της
       *[other] του
    } { $animal-gen }
li-err-nothing-to-decline = δεν υπάρχει τώρα προαιρετική λειτουργία για να την αρνηθείς
li-err-seats = la-isla §4.1: από 2 έως 4 παίκτες, όχι { $seats }
li-err-card-table = la-isla §11.6: η ενσωματωμένη λίστα καρτών δεν διαβάζεται
li-err-island-option = la-isla §5: μη έγκυρη επιλογή νησιού: { $detail }
li-err-island = la-isla §5: { $detail }
li-err-island-data = { $detail }
li-err-first-player = la-isla §4.3 S6: το first_player { $first } δεν είναι θέση σε παιχνίδι { $seats } παικτών
