# dominant-species

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
ds-animal-mammals = Θηλαστικά
    .acc = θηλαστικό
    .acc_pl = θηλαστικά
    .gen = θηλαστικού
    .gen_pl = θηλαστικών
    .gender = n
    .number = pl
    .sg = θηλαστικό
ds-animal-reptiles = Ερπετά
    .acc = ερπετό
    .acc_pl = ερπετά
    .gen = ερπετού
    .gen_pl = ερπετών
    .gender = n
    .number = pl
    .sg = ερπετό
ds-animal-birds = Πτηνά
    .acc = πτηνό
    .acc_pl = πτηνά
    .alt = Πουλιά
    .gen = πτηνού
    .gen_pl = πτηνών
    .gender = n
    .number = pl
    .sg = πτηνό
ds-animal-amphibians = Αμφίβια
    .acc = αμφίβιο
    .acc_pl = αμφίβια
    .gen = αμφιβίου
    .gen_pl = αμφιβίων
    .gender = n
    .number = pl
    .sg = αμφίβιο
ds-animal-arachnids = Αραχνοειδή
    .acc = αραχνοειδές
    .acc_pl = αραχνοειδή
    .gen = αραχνοειδούς
    .gen_pl = αραχνοειδών
    .gender = n
    .number = pl
    .sg = αραχνοειδές
ds-animal-insects = Έντομα
    .acc = έντομο
    .acc_pl = έντομα
    .gen = εντόμου
    .gen_pl = εντόμων
    .gender = n
    .number = pl
    .sg = έντομο
ds-element-meat = κρέας
    .acc = κρέας
    .acc_pl = κρέατα
    .gen = κρέατος
    .gen_pl = κρεάτων
    .gender = n
    .pl = κρέατα
ds-element-sun = ήλιος
    .acc = ήλιο
    .acc_pl = ήλιους
    .gen = ηλίου
    .gen_pl = ηλίων
    .gender = m
    .pl = ήλιοι
ds-element-seed = σπόρος
    .acc = σπόρο
    .acc_pl = σπόρους
    .gen = σπόρου
    .gen_pl = σπόρων
    .gender = m
    .pl = σπόροι
ds-element-water = νερό
    .acc = νερό
    .acc_pl = νερά
    .gen = νερού
    .gen_pl = νερών
    .gender = n
    .pl = νερά
ds-element-grub = κάμπια
    .acc = κάμπια
    .acc_pl = κάμπιες
    .gen = κάμπιας
    .gen_pl = καμπιών
    .gender = f
    .pl = κάμπιες
ds-element-grass = γρασίδι
    .acc = γρασίδι
    .acc_pl = γρασίδια
    .gen = γρασιδιού
    .gen_pl = γρασιδιών
    .gender = n
    .pl = γρασίδια
ds-terrain-sea = θάλασσα
    .acc = θάλασσα
    .gen = θάλασσας
    .gender = f
ds-terrain-wetland = υγρότοπος
    .acc = υγρότοπο
    .alt = υδροβιότοπος
    .gen = υγροτόπου
    .gender = m
ds-terrain-savannah = σαβάνα
    .acc = σαβάνα
    .gen = σαβάνας
    .gender = f
ds-terrain-jungle = ζούγκλα
    .acc = ζούγκλα
    .gen = ζούγκλας
    .gender = f
ds-terrain-forest = δάσος
    .acc = δάσος
    .gen = δάσους
    .gender = n
ds-terrain-desert = έρημος
    .acc = έρημο
    .gen = ερήμου
    .gender = f
ds-terrain-mountain = βουνό
    .acc = βουνό
    .gen = βουνού
    .gender = n
    .pl = βουνά
ds-terrain-tundra = τούνδρα
    .acc = τούνδρα
    .gen = τούνδρας
    .gender = f
ds-actionkind-initiative = Εκκίνηση
    .acc = Εκκίνηση
    .gen = Εκκίνησης
    .gender = f
ds-actionkind-adaptation = Προσαρμογή
    .acc = Προσαρμογή
    .gen = Προσαρμογής
    .gender = f
ds-actionkind-regression = Υποχώρηση
    .acc = Υποχώρηση
    .gen = Υποχώρησης
    .gender = f
ds-actionkind-abundance = Αφθονία
    .acc = Αφθονία
    .gen = Αφθονίας
    .gender = f
ds-actionkind-wasteland = Ερήμωση
    .acc = Ερήμωση
    .gen = Ερήμωσης
    .gender = f
ds-actionkind-depletion = Εξάντληση
    .acc = Εξάντληση
    .gen = Εξάντλησης
    .gender = f
ds-actionkind-glaciation = Παγετώνες
    .acc = Παγετώνες
    .alt = Παγετώνας
    .gen = Παγετώνων
    .gender = m
    .number = pl
ds-actionkind-speciation = Ειδογένεση
    .acc = Ειδογένεση
    .gen = Ειδογένεσης
    .gender = f
ds-actionkind-wanderlust = Εξάπλωση
    .acc = Εξάπλωση
    .gen = Εξάπλωσης
    .gender = f
ds-actionkind-migration = Μετανάστευση
    .acc = Μετανάστευση
    .gen = Μετανάστευσης
    .gender = f
ds-actionkind-competition = Ανταγωνισμός
    .acc = Ανταγωνισμό
    .gen = Ανταγωνισμού
    .gender = m
ds-actionkind-domination = Κυριαρχία
    .acc = Κυριαρχία
    .gen = Κυριαρχίας
    .gender = f
ds-card-aquatic = Υδρόβιο
ds-card-biodiversity = Βιοποικιλότητα
ds-card-biomass = Βιομάζα
ds-card-blight = Μαρασμός
ds-card-catastrophe = Καταστροφή
ds-card-cold-snap = Ψύχος
ds-card-disease = Ασθένεια
ds-card-ecodiversity = Πολυμορφία
ds-card-evolution = Εξέλιξη
ds-card-fecundity = Γονιμότητα
ds-card-fertile = Καρποφορία
ds-card-habitat = Οικοσύστημα
ds-card-hibernation = Χειμέρια νάρκη
ds-card-ice-age = Εποχή των Παγετώνων
ds-card-ice-sheet = Στρώμα πάγου
ds-card-immigrants = Μετανάστες
ds-card-instinct = Ένστικτο
ds-card-intelligence = Ευφυΐα
ds-card-mass-exodus = Μαζική έξοδος
ds-card-metamorphosis = Μεταμόρφωση
ds-card-niche-biomes = Εξειδίκευση
ds-card-nocturnal = Νυκτόβιο
ds-card-omnivore = Παμφάγο
ds-card-parasitism = Παρασιτισμός
ds-card-predator = Κυνηγός
ds-card-symbiotic = Συμβιωτικό
ds-space-ini = Εκκίνηση
ds-space-ada-1 = Προσαρμογή 1
ds-space-ada-2 = Προσαρμογή 2
ds-space-ada-3 = Προσαρμογή 3
ds-space-reg-1 = Υποχώρηση 1
ds-space-reg-2 = Υποχώρηση 2
ds-space-abu-1 = Αφθονία 1
ds-space-abu-2 = Αφθονία 2
ds-space-was = Ερήμωση
ds-space-dep = Εξάντληση
ds-space-gla-1 = Παγετώνες 1
ds-space-gla-2 = Παγετώνες 2
ds-space-gla-3 = Παγετώνες 3
ds-space-gla-4 = Παγετώνες 4
ds-space-spe-meat = Ειδογένεση (κρέας)
ds-space-spe-sun = Ειδογένεση (ήλιος)
ds-space-spe-seed = Ειδογένεση (σπόρος)
ds-space-spe-water = Ειδογένεση (νερό)
ds-space-spe-grub = Ειδογένεση (κάμπια)
ds-space-spe-grass = Ειδογένεση (γρασίδι)
ds-space-wan-1 = Εξάπλωση 1
ds-space-wan-2 = Εξάπλωση 2
ds-space-wan-3 = Εξάπλωση 3
ds-space-mig-7 = Μετανάστευση 7
ds-space-mig-6 = Μετανάστευση 6
ds-space-mig-5 = Μετανάστευση 5
ds-space-mig-4 = Μετανάστευση 4
ds-space-mig-3 = Μετανάστευση 3
ds-space-mig-2 = Μετανάστευση 2
ds-space-com-1 = Ανταγωνισμός 1
ds-space-com-2 = Ανταγωνισμός 2
ds-space-com-3 = Ανταγωνισμός 3
ds-space-com-4 = Ανταγωνισμός 4
ds-space-com-5 = Ανταγωνισμός 5
ds-space-com-6 = Ανταγωνισμός 6
ds-space-com-7 = Ανταγωνισμός 7
ds-space-dom-1 = Κυριαρχία 1
ds-space-dom-2 = Κυριαρχία 2
ds-space-dom-3 = Κυριαρχία 3
ds-space-dom-4 = Κυριαρχία 4
ds-space-dom-5 = Κυριαρχία 5
ds-phase-planning = Φάση Σχεδιασμού
    .acc = Φάση Σχεδιασμού
    .alt = Φάση Προγραμματισμού
    .gen = Φάσης Σχεδιασμού
    .gender = f
ds-phase-execution = Φάση Εκτέλεσης
    .acc = Φάση Εκτέλεσης
    .gen = Φάσης Εκτέλεσης
    .gender = f
ds-phase-reset = Φάση Επαναφοράς
    .acc = Φάση Επαναφοράς
    .gen = Φάσης Επαναφοράς
    .gender = f
ds-phase-over = Τέλος του παιχνιδιού
    .acc = Τέλος του παιχνιδιού
    .gen = Τέλους του παιχνιδιού
    .gender = n
ds-reset-extinction = Εξάλειψη
    .acc = Εξάλειψη
    .gen = Εξάλειψης
    .gender = f
ds-reset-survival = Επιβίωση
    .acc = Επιβίωση
    .gen = Επιβίωσης
    .gender = f
ds-reset-reseed = Ανατροφοδότηση
    .acc = Ανατροφοδότηση
    .gen = Ανατροφοδότησης
    .gender = f
ds-step-wasteland-sweep = αυτόματη Ερήμωση
ds-icon-reg-r = δωρεάν ΠΕ των ερπετών στην Υποχώρηση
ds-icon-spe-i = δωρεάν Ειδογένεση των εντόμων
ds-icon-com-a = δωρεάν Ανταγωνισμός των αραχνοειδών
ds-animal = είδος
    .acc = είδος
    .acc_pl = είδη
    .gen = είδους
    .gen_pl = ειδών
    .gender = n
    .pl = είδη
ds-cube = ζώο
    .acc = ζώο
    .acc_pl = ζώα
    .gen = ζώου
    .gen_pl = ζώων
    .gender = n
    .pl = ζώα
ds-ap = πιόνι ενέργειας (ΠΕ)
    .acc = πιόνι ενέργειας
    .acc_pl = πιόνια ενεργειών
    .gen = πιονιού ενέργειας
    .gen_pl = πιονιών ενεργειών
    .gender = n
    .pl = πιόνια ενεργειών
ds-element = στοιχείο
    .acc = στοιχείο
    .acc_pl = στοιχεία
    .gen = στοιχείου
    .gen_pl = στοιχείων
    .gender = n
    .pl = στοιχεία
ds-disc = δίσκος
    .acc = δίσκο
    .acc_pl = δίσκους
    .gen = δίσκου
    .gen_pl = δίσκων
    .gender = m
    .pl = δίσκοι
ds-tile = πλακίδιο
    .acc = πλακίδιο
    .acc_pl = πλακίδια
    .gen = πλακιδίου
    .gen_pl = πλακιδίων
    .gender = n
    .pl = πλακίδια
ds-tundra-tile = πλακίδιο τούνδρας
    .acc = πλακίδιο τούνδρας
    .gen = πλακιδίου τούνδρας
    .gen_pl = πλακιδίων τούνδρας
    .gender = n
    .pl = πλακίδια τούνδρας
ds-hex = εξάγωνο
    .acc = εξάγωνο
    .gen = εξαγώνου
    .gender = n
ds-corner = γωνία
    .acc = γωνία
    .gen = γωνίας
    .gen_pl = γωνιών
    .gender = f
    .pl = γωνίες
ds-earth = γη
    .acc = γη
    .gen = γης
    .gender = f
ds-gene-pool = απόθεμα είδους
    .acc = απόθεμα είδους
    .gen = αποθέματος είδους
    .gender = n
ds-box = κουτί
    .acc = κουτί
    .gen = κουτιού
    .gender = n
ds-bag = σακί τραβήγματος
    .acc = σακί τραβήγματος
    .gen = σακιού τραβήγματος
    .gender = n
ds-display = καρτέλα είδους
    .acc = καρτέλα είδους
    .gen = καρτέλας είδους
    .gender = f
ds-initiative-track = μετρητής Εκκίνησης
    .acc = μετρητή Εκκίνησης
    .gen = μετρητή Εκκίνησης
    .gender = m
ds-initiative-marker = δείκτης εκκίνησης
    .acc = δείκτη εκκίνησης
    .gen = δείκτη εκκίνησης
    .gender = m
ds-vp-track = Μετρητής Πόντων Νίκης
    .acc = Μετρητή Πόντων Νίκης
    .gen = Μετρητή Πόντων Νίκης
    .gender = m
ds-bonus-vp = επιπλέον πόντοι
    .acc_pl = επιπλέον πόντους
    .gen_pl = επιπλέον πόντων
    .gender = m
    .number = pl
ds-action-display = πίνακας ενεργειών
    .acc = πίνακα ενεργειών
    .gen = πίνακα ενεργειών
    .gender = m
ds-action-space = θέση ενέργειας
    .acc = θέση ενέργειας
    .gen = θέσης ενέργειας
    .gender = f
    .pl = θέσεις ενεργειών
ds-adaptation-row = θέσεις Προσαρμογής
ds-abundance-row = θέσεις Αφθονίας
ds-wanderlust-row = θέσεις Εξάπλωσης
ds-regression-box = Θέση Υποχώρησης
ds-wasteland-box = Πλαίσιο Ερήμωσης
ds-depletion-box = Πλαίσιο Εξάντλησης
ds-wanderlust-stack = στοίβα Εξάπλωσης
    .acc = στοίβα Εξάπλωσης
    .gen = στοίβας Εξάπλωσης
    .gender = f
    .pl = στοίβες Εξάπλωσης
ds-food-chain = τροφική αλυσίδα
    .acc = τροφική αλυσίδα
    .gen = τροφικής αλυσίδας
    .gender = f
ds-dominance = κυριαρχία
    .acc = κυριαρχία
    .gen = κυριαρχίας
    .gender = f
ds-dominant = κυρίαρχο
ds-endangered = υπό εξαφάνιση
ds-eliminate = εξαλείφω
ds-match = ταίριασμα
    .acc = ταίριασμα
    .gen = ταιριάσματος
    .gender = n
    .pl = ταιριάσματα
ds-inherent-element = έμφυτο στοιχείο
    .acc = έμφυτο στοιχείο
    .gen = έμφυτου στοιχείου
    .gender = n
    .pl = έμφυτα στοιχεία
ds-key-element = βασικό στοιχείο
ds-dominance-card = Κάρτα Κυριαρχίας
    .acc = Κάρτα Κυριαρχίας
    .gen = Κάρτας Κυριαρχίας
    .gen_pl = Καρτών Κυριαρχίας
    .gender = f
    .pl = Κάρτες Κυριαρχίας
ds-survival-card = Κάρτα Επιβίωσης
    .acc = Κάρτα Επιβίωσης
    .gen = Κάρτας Επιβίωσης
    .gender = f
ds-tile-scoring = Σκοράρισμα Πλακιδίων
ds-place = θέση
    .acc = θέση
    .gen = θέσης
    .gender = f
ds-glaciate = παγώνω
ds-speciate = κάνω ειδογένεση
ds-set-aside = πιόνια ενεργειών στην άκρη
ds-overcrowded = υπερπλήρες
ds-adjacent = γειτονικό
ds-vacant = κενή
ds-face-up = ανοιχτό
ds-option-short-game = Συντομότερο παιχνίδι
ds-option-multiple-animals = Πολλαπλά είδη
ds-option-random-setup = Τυχαίο στήσιμο γης
ds-reason-domination = Κυριαρχία
ds-reason-final-scoring = τελικό σκοράρισμα
    .acc = τελικό σκοράρισμα
    .gen = τελικού σκοραρίσματος
    .gender = n
ds-reason-glaciation = Παγετώνες
ds-reason-ice-sheet = Στρώμα πάγου
ds-reason-wanderlust = Εξάπλωση
ds-reason-survival = Κάρτα Επιβίωσης
ds-reason-ice-age = Εποχή των Παγετώνων
ds-reason-biodiversity = Βιοποικιλότητα
ds-reason-ecodiversity = Πολυμορφία
ds-reason-fertile = Καρποφορία
ds-reason-niche-biomes = Εξειδίκευση
ds-immigrantsoption-discard-element = απόρριψη στοιχείου
ds-immigrantsoption-lose-ap = απώλεια πιονιού ενέργειας
ds-immigrantsoption-thin-out = ένα ζώο ανά πλακίδιο
ds-action-place-ap = τοποθέτηση πιονιού ενέργειας
ds-action-swap-initiative = μετακίνηση μπροστά στον μετρητή Εκκίνησης
ds-action-pass = πάσο
ds-action-done = τέλος
ds-action-take-element = λήψη στοιχείου
ds-action-place-element = τοποθέτηση στοιχείου
ds-action-protect = προστασία στοιχείου
ds-action-remove-from-box = επιστροφή στοιχείου από το Πλαίσιο Ερήμωσης
ds-action-remove-element = αφαίρεση στοιχείου
ds-action-glaciate = πάγωμα πλακιδίου
ds-action-choose-corner = επιλογή γωνίας
ds-action-add-cubes = προσθήκη ζώων
ds-action-take-tile = λήψη πλακιδίου
ds-action-place-tile = τοποθέτηση πλακιδίου
ds-action-move-cube = μετακίνηση ζώου
ds-action-eliminate = εξάλειψη ζώου
ds-action-dominate = σκοράρισμα πλακιδίου
ds-action-take-card = λήψη κάρτας
ds-action-choose-tile = επιλογή πλακιδίου
ds-action-keep-element = διατήρηση στοιχείου
ds-action-keep-cube = διατήρηση ζώου
ds-action-discard-element = απόρριψη στοιχείου
ds-action-replace-cube = αντικατάσταση ζώου
ds-action-lose-ap = απώλεια πιονιού ενέργειας
ds-action-thin-out = ένα ζώο ανά πλακίδιο
ds-action-exchange-element = ανταλλαγή στοιχείου
ds-action-move-out = μετακίνηση ζώου εκτός πλακιδίου
ds-action-save = διάσωση ζώου
# ---- end of terms

# ---- messages of the engine (labels, prompts, effects, refusals, options)

## Words for things on the table (tiles and corners are neuter/feminine phrases with forms)
ds-w-disc = δίσκος
    .acc = δίσκο
    .gen = δίσκου
    .gender = m
ds-w-tile = το πλακίδιο { $terrain-gen } { $hex }
    .acc = το πλακίδιο { $terrain-gen } { $hex }
    .gen = του πλακιδίου { $terrain-gen } { $hex }
    .noart = πλακίδιο { $terrain-gen } { $hex }
ds-w-empty-space = το κενό εξάγωνο { $hex }
    .acc = το κενό εξάγωνο { $hex }
    .gen = του κενού εξαγώνου { $hex }
    .noart = κενό εξάγωνο { $hex }
ds-w-tile-bare = πλακίδιο { $terrain-gen } { $hex }
    .acc = πλακίδιο { $terrain-gen } { $hex }
    .gen = πλακιδίου { $terrain-gen } { $hex }
    .noart = πλακίδιο { $terrain-gen } { $hex }
ds-w-empty-space-bare = κενό εξάγωνο { $hex }
    .acc = κενό εξάγωνο { $hex }
    .gen = κενού εξαγώνου { $hex }
    .noart = κενό εξάγωνο { $hex }
ds-w-corner-upper-right = πάνω δεξιά
ds-w-corner-right = δεξιά
ds-w-corner-lower-right = κάτω δεξιά
ds-w-corner-lower-left = κάτω αριστερά
ds-w-corner-left = αριστερά
ds-w-corner-upper-left = πάνω αριστερά
ds-w-corner = η { $pos } γωνία { $tile-gen }
    .acc = την { $pos } γωνία { $tile-gen }
    .noart = { $pos } γωνία { $tile-gen }
ds-w-corner-also = η { $pos } γωνία { $tile-gen } (αγγίζει επίσης { $others-acc })
    .acc = την { $pos } γωνία { $tile-gen } (αγγίζει επίσης { $others-acc })
    .noart = { $pos } γωνία { $tile-gen } (αγγίζει επίσης { $others-acc })
ds-w-corner-alone = η γωνία { $corner }
    .acc = την γωνία { $corner }
    .noart = γωνία { $corner }
ds-w-space-migration = Μετανάστευση (έως { $n } ζώα)
ds-w-space-competition = Ανταγωνισμός { $k } ({ $a }, { $b }, { $c })
ds-w-row = { $a }, { $b }, { $c }, { $d }
ds-w-row-empty = (κενό)

## Options
ds-opt-short-game-help = Χωρίς τις κάρτες Μετανάστες, Ευφυΐα, Παμφάγο και Παρασιτισμός: τράπουλα Κυριαρχίας 22 καρτών.
ds-opt-multiple-animals-help = Με 2 ή 3 παίκτες παίζουν και τα έξι είδη: 3 ανά παίκτη με 2 παίκτες, 2 με 3· το σκορ ενός παίκτη είναι οι πόντοι του πιο αδύναμου είδους του.
ds-opt-random-setup-help = Τα επτά αρχικά πλακίδια και τα δώδεκα αρχικά στοιχεία κληρώνονται τυχαία· τα ζώα ακολουθούν το βασικό στοιχείο κάθε είδους και οι άνισες αρχές αντισταθμίζονται με πόντους.

## Labels of actions
ds-label-place-initiative = Τοποθέτησε το πιόνι της Εκκίνησης στη θέση { $space }
ds-label-place-ap-now = Τοποθέτησε ένα πιόνι ενέργειας στη θέση { $space } (εκτελείται σε αυτόν τον γύρο)
ds-label-place-ap-next = Τοποθέτησε ένα πιόνι ενέργειας στη θέση { $space } (εκτελείται τον επόμενο γύρο)
ds-label-place-ap = Τοποθέτησε ένα πιόνι ενέργειας στη θέση { $space }
ds-label-swap-ahead = Προσπέρασε τα { $other } στον μετρητή Εκκίνησης
ds-label-swap = Προχώρησε μία θέση μπροστά στον μετρητή Εκκίνησης
ds-label-keep-place = Κράτησε τη θέση σου στον μετρητή Εκκίνησης
ds-label-take-pawn-back = Πάρε πίσω το πιόνι της Εκκίνησης στο απόθεμά σου
ds-label-take-no-element = Μην πάρεις στοιχείο
ds-label-protect-nothing = Μην προστατέψεις τίποτε άλλο (χάνεις: { $types })
ds-label-no-element-new-tile = Μην τοποθετήσεις στοιχείο στο νέο πλακίδιο
ds-label-no-box-disc = Μην αφαιρέσεις δίσκο από το Πλαίσιο Ερήμωσης
ds-label-no-removal = Μην αφαιρέσεις στοιχείο από τη γη
ds-label-no-glaciation = Μην παγώσεις πλακίδιο
ds-label-no-speciation = Μην κάνεις ειδογένεση
ds-label-no-cube = Μην τοποθετήσεις ζώο
ds-label-no-tile = Μην πάρεις πλακίδιο
ds-label-no-elimination = Μην εξαλείψεις ζώο
ds-label-no-scoring = Μη σκοράρεις πλακίδιο
ds-label-no-hibernation = Μη φέρεις πίσω ζώο
ds-label-no-save = Μη σώσεις ζώο
ds-label-pass = Πάσο
ds-label-done-wanderlust = Μη μετακινήσεις άλλα ζώα στο νέο πλακίδιο
ds-label-done-migration = Τέλος της Μετανάστευσης ({ $left ->
    [one] { $left } κίνηση αχρησιμοποίητη
   *[other] { $left } κινήσεις αχρησιμοποίητες
  })
ds-label-done-competition = Τέλος του Ανταγωνισμού
ds-label-done-evolution = Καμία άλλη αντικατάσταση
ds-label-done = Τέλος
ds-label-adapt = Πρόσθεσε { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc } από τις θέσεις Προσαρμογής στην καρτέλα είδους σου
ds-label-take-abundance = Πάρε { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc } από τις θέσεις Αφθονίας
ds-label-take-wanderlust = Πάρε { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc } από τις θέσεις Εξάπλωσης
ds-label-take-bag = Πάρε { $element-gender ->
    [m] έναν
    [f] μία
   *[other] ένα
  } { $element-acc } από το σακί
ds-label-take = Πάρε { $element-gender ->
    [m] έναν
    [f] μία
   *[other] ένα
  } { $element-acc }
ds-label-place-element = Τοποθέτησε { $what-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $what-acc } στην { $corner-noart }
ds-label-protect = Προστάτεψε { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc } σου από την Υποχώρηση
ds-label-return-from-box = Επίστρεψε { $element-gender ->
    [m] έναν
    [f] μία
   *[other] ένα
  } { $element-acc } από το Πλαίσιο Ερήμωσης στο σακί
ds-label-remove-element = Αφαίρεσε { $what-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $what-acc } από την { $corner-noart }
ds-label-glaciate = Πάγωσε { $tile-acc } (δίπλα σε { $n ->
    [one] { $n } πλακίδιο τούνδρας
   *[other] { $n } πλακίδια τούνδρας
  }: { $vp } ΠΝ)
ds-label-speciate-from = Ειδογένεση από { $what-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $what-acc } στην { $corner-noart }
ds-label-hibernate = Φέρε πίσω { $count ->
    [one] { $count } εξαλειμμένο ζώο
   *[other] { $count } εξαλειμμένα ζώα
  } στο { $tile-noart }
ds-label-insect-cubes = Τοποθέτησε { $count ->
    [one] { $count } ζώο
   *[other] { $count } ζώα
  } των { $animal-gen_pl } στο { $tile-noart }
ds-label-no-cube-on = Μην τοποθετήσεις ζώο στο { $tile-noart }
ds-label-add-cubes = Τοποθέτησε { $count ->
    [one] { $count } ζώο
   *[other] { $count } ζώα
  } στο { $tile-noart }
ds-label-take-tile-top = Πάρε το πλακίδιο { $terrain-gen } από τη στοίβα { $stack }
ds-label-take-tile = Πάρε το πλακίδιο από τη στοίβα { $stack }
ds-label-place-tile = Τοποθέτησε το πλακίδιο { $terrain-gen } στο { $hex } (δίπλα σε { $n ->
    [one] { $n } πλακίδιο
   *[other] { $n } πλακίδια
  }: { $vp } ΠΝ)
ds-label-place-new-tile = Τοποθέτησε το νέο πλακίδιο στο { $hex } (δίπλα σε { $n ->
    [one] { $n } πλακίδιο
   *[other] { $n } πλακίδια
  }: { $vp } ΠΝ)
ds-label-move-onto-new = Μετακίνησε 1 ζώο από το { $from-noart } στο νέο { $to-noart }
ds-label-move-cube = Μετακίνησε 1 ζώο από το { $from-noart } στο { $to-noart }
ds-label-eliminate = Εξάλειψε 1 ζώο των { $animal-gen_pl } στο { $tile-noart }
ds-label-dominate = Σκόραρε { $tile-acc } (κυρίαρχα: { $animal })
ds-label-dominate-none = Σκόραρε { $tile-acc } (κανένα κυρίαρχο είδος)
ds-label-take-card = Πάρε την κάρτα «{ $card }»
ds-label-blight = Μαρασμός στο { $tile-noart } ({ $n ->
    [one] { $n } δίσκος εκεί
   *[other] { $n } δίσκοι εκεί
  })
ds-label-catastrophe = Χτύπησε { $tile-acc } με Καταστροφή
ds-label-fertile = Σκόραρε { $tile-acc } για την Καρποφορία ({ $vp } ΠΝ)
ds-label-exodus = Άδειασε { $tile-acc } ({ $n ->
    [one] { $n } ζώο για μετακίνηση
   *[other] { $n } ζώα για μετακίνηση
  })
ds-label-choose-tile = Διάλεξε { $tile-acc }
ds-label-keep-element = Κράτησε { $what-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $what-acc } στην { $corner-noart } και αφαίρεσε τους υπόλοιπους
ds-label-keep-cube-on = Κράτησε ένα ζώο των { $animal-gen_pl } στο { $tile-noart } και εξάλειψε τα υπόλοιπα
ds-label-keep-cube = Κράτησε ένα ζώο των { $animal-gen_pl }
ds-label-discard-immigrants = Απόρριψε { $element-gender ->
    [m] έναν
    [f] μία
   *[other] ένα
  } { $element-acc } από την καρτέλα είδους σου (επιλογή α)
ds-label-discard = Απόρριψε { $element-gender ->
    [m] έναν
    [f] μία
   *[other] ένα
  } { $element-acc } από την καρτέλα είδους σου
ds-label-replace-cube = Αντικατάστησε 1 ζώο των { $animal-gen_pl } στο { $tile-noart } με ένα δικό σου
ds-label-lose-ap = Χάσε 1 πιόνι ενέργειας (επιλογή β)
ds-label-thin-out = Κράτησε μόνο ένα ζώο σε κάθε πλακίδιο όπου βρίσκεσαι (επιλογή γ)
ds-label-exchange = Αντάλλαξε { $give-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $give-acc } σου με { $take-gender ->
    [m] έναν
    [f] μία
   *[other] ένα
  } { $take-acc } από το σακί
ds-label-exodus-move = Μετακίνησε 1 ζώο των { $animal-gen_pl } από το { $from-noart } στο { $to-noart }
ds-label-move-out = Μετακίνησε 1 ζώο των { $animal-gen_pl } στο { $to-noart }
ds-label-save = Σώσε ένα ζώο των Θηλαστικών στο { $tile-noart }

## Prompts
ds-prompt-planning = Σχεδιασμός ({ $animal }): διάλεξε πού θα μπει το επόμενο πιόνι ενέργειάς σου (απομένουν { $aps })
ds-prompt-initiative-swap = Εκκίνηση ({ $animal }): προσπέρασε τα { $other } στον μετρητή Εκκίνησης ή κράτησε τη θέση σου
ds-prompt-initiative-swap-ahead = Εκκίνηση ({ $animal }): προσπέρασε το είδος μπροστά σου στον μετρητή Εκκίνησης ή κράτησε τη θέση σου
ds-prompt-initiative-place = Εκκίνηση ({ $animal }): τοποθέτησε το πιόνι σε άλλη κενή θέση ή πάρ' το πίσω
ds-prompt-adaptation = Προσαρμογή ({ $animal }): διάλεξε ένα στοιχείο από τις θέσεις Προσαρμογής για την καρτέλα σου ({ $size } από 6)
ds-prompt-regression = Υποχώρηση ({ $animal }): διάλεξε έναν τύπο για προστασία ({ $n ->
    [one] απομένει { $n } προστασία
   *[other] απομένουν { $n } προστασίες
  }· σε κίνδυνο: { $types })
ds-prompt-abundance-take = Αφθονία ({ $animal }): διάλεξε ένα στοιχείο από τις θέσεις Αφθονίας για να το τοποθετήσεις στη γη
ds-prompt-wanderlust-take = Εξάπλωση ({ $animal }): διάλεξε ένα στοιχείο από τις θέσεις Εξάπλωσης για το νέο πλακίδιο στο { $hex }
ds-prompt-habitat-take = Οικοσύστημα ({ $animal }): διάλεξε έναν τύπο στοιχείου από το σακί
ds-prompt-aquatic-take = Υδρόβιο ({ $animal }): διάλεξε έναν τύπο στοιχείου από το σακί για μια γωνία θάλασσας ή υγροτόπου
ds-prompt-abundance-place = Αφθονία ({ $animal }): διάλεξε μια κενή γωνία στη γη για { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc }
ds-prompt-wanderlust-place = Εξάπλωση ({ $animal }): διάλεξε μια κενή γωνία του νέου πλακιδίου στο { $hex } για { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc }
ds-prompt-habitat-place = Οικοσύστημα ({ $animal }): διάλεξε μια κενή γωνία στη γη για { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc }
ds-prompt-aquatic-place = Υδρόβιο ({ $animal }): διάλεξε μια κενή γωνία πλακιδίου θάλασσας ή υγροτόπου για { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc }
ds-prompt-wasteland = Ερήμωση ({ $animal }): διάλεξε έναν δίσκο που επιστρέφει από το Πλαίσιο Ερήμωσης στο σακί
ds-prompt-depletion = Εξάντληση ({ $animal }): διάλεξε ένα στοιχείο στη γη, τύπου που υπάρχει στο Πλαίσιο Εξάντλησης, για αφαίρεση
ds-prompt-ice-sheet = Στρώμα πάγου ({ $animal }): διάλεξε ένα πλακίδιο δίπλα σε τούνδρα για να το παγώσεις
ds-prompt-glaciation = Παγετώνες ({ $animal }): διάλεξε ένα πλακίδιο δίπλα σε τούνδρα για να το παγώσεις
ds-prompt-speciation-corner = Ειδογένεση ({ $animal }): διάλεξε έναν δίσκο { $element-gen } στη γη για ειδογένεση
ds-prompt-speciation-cubes = Ειδογένεση ({ $animal }): πόσα ζώα στο { $tile-noart }; (0 έως { $cap })
ds-prompt-speciation-place = Ειδογένεση ({ $animal }): τοποθέτησε τα ζώα σου
ds-prompt-insect-speciation = Δωρεάν Ειδογένεση ({ $animal }): διάλεξε ένα πλακίδιο για 1 ζώο από το απόθεμά σου
ds-prompt-wanderlust-tile = Εξάπλωση ({ $animal }): διάλεξε ένα ανοιχτό πλακίδιο για να προστεθεί στη γη
ds-prompt-wanderlust-hex = Εξάπλωση ({ $animal }): διάλεξε ένα κενό εξάγωνο δίπλα στη γη για το πλακίδιο { $terrain-gen }
ds-prompt-wanderlust-hex-new = Εξάπλωση ({ $animal }): διάλεξε ένα κενό εξάγωνο δίπλα στη γη για το νέο πλακίδιο
ds-prompt-wanderlust-move = Εξάπλωση ({ $animal }): μετακίνησε ζώα από γειτονικά πλακίδια στο νέο πλακίδιο στο { $hex }, ένα τη φορά
ds-prompt-migration-birds = Μετανάστευση ({ $animal }): μετακίνησε ένα ζώο έως δύο πλακίδια μακριά ({ $left ->
    [one] απομένει { $left } κίνηση
   *[other] απομένουν { $left } κινήσεις
  })
ds-prompt-migration = Μετανάστευση ({ $animal }): μετακίνησε ένα ζώο σε γειτονικό πλακίδιο ({ $left ->
    [one] απομένει { $left } κίνηση
   *[other] απομένουν { $left } κινήσεις
  })
ds-prompt-arachnid-competition = Δωρεάν Ανταγωνισμός ({ $animal }): εξάλειψε ένα αντίπαλο ζώο σε πλακίδιο που μοιράζεστε
ds-prompt-competition = Ανταγωνισμός ({ $animal }): εξάλειψε ένα αντίπαλο ζώο σε ένα πλακίδιο κάθε εδάφους (ανοιχτά ακόμη: { $open })
ds-prompt-domination = Κυριαρχία ({ $animal }): διάλεξε ένα πλακίδιο για σκοράρισμα
ds-prompt-choose-card = Κυριαρχία ({ $animal }): κυρίαρχα στο { $tile-noart }, διάλεξε μια Κάρτα Κυριαρχίας
ds-prompt-aquatic-cubes = Υδρόβιο ({ $animal }): τοποθέτησε έως 4 ζώα σε ένα πλακίδιο θάλασσας ή υγροτόπου
ds-prompt-biomass = Βιομάζα ({ $animal }): διάλεξε ποιανού το ζώο εξαλείφεται στο υπερπλήρες { $tile-noart }
ds-prompt-biomass-any = Βιομάζα ({ $animal }): εξάλειψε ένα ζώο
ds-prompt-predator = Κυνηγός ({ $animal }): διάλεξε ένα αντίπαλο ζώο για εξάλειψη στο { $tile-noart }
ds-prompt-predator-any = Κυνηγός ({ $animal }): εξάλειψε ένα αντίπαλο ζώο
ds-prompt-blight-tile = Μαρασμός ({ $animal }): διάλεξε ένα πλακίδιο που θα κρατήσει μόνο έναν δίσκο
ds-prompt-blight-keep = Μαρασμός ({ $animal }): διάλεξε τον μοναδικό δίσκο που μένει στο { $tile-noart }
ds-prompt-catastrophe-tile = Καταστροφή ({ $animal }): διάλεξε ένα πλακίδιο για να χτυπηθεί
ds-prompt-catastrophe-keep = Καταστροφή ({ $animal }): διάλεξε το μοναδικό ζώο που επιζεί στο { $tile-noart }
ds-prompt-catastrophe-adjacent = Καταστροφή ({ $animal }): διάλεξε ένα ζώο για εξάλειψη στο { $tile-noart }
ds-prompt-catastrophe-any = Καταστροφή ({ $animal }): εξάλειψε ένα ζώο
ds-prompt-disease = Ασθένεια ({ $animal }): απόρριψε ένα μη έμφυτο στοιχείο
ds-prompt-evolution = Εξέλιξη ({ $animal }): αντικατάστησε ένα αντίπαλο ζώο με ένα δικό σου ({ $left ->
    [one] απομένει { $left } αντικατάσταση
   *[other] απομένουν { $left } αντικαταστάσεις
  })
ds-prompt-fecundity = Γονιμότητα ({ $animal }): διάλεξε ένα πλακίδιο για 1 ακόμη ζώο ({ $tiles ->
    [one] { $tiles } πλακίδιο για επιλογή
   *[other] { $tiles } πλακίδια για επιλογή
  }, { $pool ->
    [one] { $pool } ζώο στο απόθεμά σου
   *[other] { $pool } ζώα στο απόθεμά σου
  })
ds-prompt-fertile = Καρποφορία ({ $animal }): διάλεξε ένα πλακίδιο όπου βρίσκεσαι για 1 ΠΝ ανά ζώο σε αυτό
ds-prompt-hibernation = Χειμέρια νάρκη ({ $animal }): φέρε πίσω έως 5 εξαλειμμένα ζώα σε ένα πλακίδιο (εξαλειμμένα: { $eliminated })
ds-prompt-immigrants = Μετανάστες ({ $animal }): απόρριψε ένα στοιχείο, χάσε ένα πιόνι ενέργειας ή κράτησε ένα ζώο ανά πλακίδιο
ds-prompt-instinct = Ένστικτο ({ $animal }): τοποθέτησε ένα πιόνι ενέργειας σε μια κενή θέση
ds-prompt-exodus-tile = Μαζική έξοδος ({ $animal }): διάλεξε ένα πλακίδιο για να αδειάσει
ds-prompt-exodus-move = Μαζική έξοδος ({ $animal }): μετακίνησε τα ζώα από το { $tile-noart } σε γειτονικά πλακίδια (απομένουν { $left })
ds-prompt-metamorphosis = Μεταμόρφωση ({ $animal }): αντάλλαξε ένα μη έμφυτο στοιχείο με ένα από το σακί
ds-prompt-mammal-save = Εξάλειψη ({ $animal }): σώσε ένα απειλούμενο ζώο των Θηλαστικών σε ένα πλακίδιο ή κανένα

## Effects
ds-fx-ap-placed = Τα { $animal } τοποθετούν ένα πιόνι ενέργειας στη θέση { $space }
ds-fx-planning-ended = Ο Σχεδιασμός του γύρου { $round } τελειώνει
ds-fx-dominance-gained = Τα { $animal } γίνονται κυρίαρχα στο πλακίδιο { $terrain-gen } { $hex }
ds-fx-dominance-lost = Τα { $animal } χάνουν την κυριαρχία στο πλακίδιο { $terrain-gen } { $hex }
ds-fx-dominance-unchanged = Η κυριαρχία στο πλακίδιο { $terrain-gen } { $hex } δεν αλλάζει
ds-fx-ap-returned = Τα { $animal } παίρνουν πίσω το πιόνι ενέργειάς τους από τη θέση { $space }
ds-fx-ap-moved = Το πιόνι Παγετώνων των { $animal-gen_pl } μετακινείται από τη θέση { $from } στη θέση { $to }
ds-fx-ap-gained = Τα { $animal } κερδίζουν ένα πιόνι ενέργειας
ds-fx-ap-lost = Τα { $animal } χάνουν ένα πιόνι ενέργειας
ds-fx-action-skipped = Τα { $animal } δεν μπορούν να κάνουν τίποτα με την ενέργεια { $action }
ds-fx-initiative-swapped = Τα { $animal } προσπερνούν τα { $other } στον μετρητή Εκκίνησης
ds-fx-element-adapted = Τα { $animal } προσθέτουν { $element-acc } στην καρτέλα τους
ds-fx-element-lost = Τα { $animal } χάνουν { $element-acc } από την καρτέλα τους
ds-fx-element-protected = Τα { $animal } προστατεύουν { $element-gender ->
    [m] τον
    [f] την
   *[other] το
  } { $element-acc } τους από την Υποχώρηση
ds-fx-element-placed = Τα { $animal } τοποθετούν έναν δίσκο { $element-gen } στη γωνία { $corner }
ds-fx-element-removed = Ο δίσκος { $element-gen } στη γωνία { $corner } επιστρέφει στο σακί
ds-fx-box-element-removed = Τα { $animal } επιστρέφουν έναν δίσκο { $element-gen } από το Πλαίσιο Ερήμωσης στο σακί
ds-fx-tundra-placed = Το πλακίδιο στο { $hex } γίνεται τούνδρα
ds-fx-corner-chosen = Τα { $animal } κάνουν ειδογένεση από τον δίσκο στη γωνία { $corner }
ds-fx-cubes-added = Τα { $animal } τοποθετούν { $count ->
    [one] { $count } ζώο
   *[other] { $count } ζώα
  } από το απόθεμά τους στο { $hex }
ds-fx-cubes-moved = Τα { $animal } μετακινούν { $count ->
    [one] { $count } ζώο
   *[other] { $count } ζώα
  } από το { $from } στο { $to }
ds-fx-cubes-eliminated = Τα { $animal } χάνουν { $count ->
    [one] { $count } ζώο
   *[other] { $count } ζώα
  } στο { $hex } (εξαλείφονται στο κουτί)
ds-fx-cubes-to-gene-pool = Τα { $animal } παίρνουν πίσω { $count ->
    [one] { $count } ζώο
   *[other] { $count } ζώα
  } στο απόθεμά τους από το { $hex }
ds-fx-cubes-hibernated = Τα { $animal } φέρνουν πίσω { $count ->
    [one] { $count } ζώο
   *[other] { $count } ζώα
  } από τη χειμέρια νάρκη στο { $hex }
ds-fx-cube-saved = Τα { $animal } σώζουν ένα ζώο από την εξάλειψη στο { $hex }
ds-fx-tile-placed = Τα { $animal } τοποθετούν ένα πλακίδιο { $terrain-gen } στο { $hex }
ds-fx-tile-chosen = Τα { $animal } διαλέγουν το πλακίδιο { $terrain-gen } στο { $hex } για την Κυριαρχία
ds-fx-tile-chosen-card = Τα { $animal } διαλέγουν το πλακίδιο { $terrain-gen } στο { $hex } για την κάρτα «{ $card }»
ds-fx-tile-revealed = Η στοίβα Εξάπλωσης { $stack } αποκαλύπτει ένα πλακίδιο { $terrain-gen }
ds-fx-vp-gained = Τα { $animal } κερδίζουν { $vp } ΠΝ ({ $reason })
ds-fx-place-scored = Τα { $animal } κερδίζουν { $vp } ΠΝ για την { $place }η θέση στο πλακίδιο { $terrain-gen } { $hex }
ds-fx-place-scored-final = Τα { $animal } κερδίζουν { $vp } ΠΝ για την { $place }η θέση στο πλακίδιο { $terrain-gen } { $hex } στο τελικό σκοράρισμα
ds-fx-vp-lost = Τα { $animal } χάνουν { $vp } ΠΝ ({ $reason })
ds-fx-card-taken = Τα { $animal } παίρνουν την κάρτα «{ $card }»
ds-fx-card-revealed = Αποκαλύπτεται η κάρτα «{ $card }»
ds-fx-immigrants-discard = Τα { $animal } επιλέγουν να απορρίψουν ένα στοιχείο
ds-fx-immigrants-lose-ap = Τα { $animal } επιλέγουν να χάσουν ένα πιόνι ενέργειας
ds-fx-immigrants-thin-out = Τα { $animal } επιλέγουν να κρατήσουν μόνο ένα ζώο ανά πλακίδιο
ds-fx-last-round = Εποχή των Παγετώνων: ο γύρος { $round } είναι ο τελευταίος
ds-fx-no-cubes-left = Δεν έμεινε κανένα ζώο στη γη ούτε σε κάποιο απόθεμα: το παιχνίδι τελειώνει μετά τον γύρο { $round }
ds-fx-reseeded = Ανατροφοδότηση: νέοι δίσκοι για την Προσαρμογή: { $adaptation }· Αφθονία: { $abundance }· Εξάπλωση: { $wanderlust }
ds-fx-round-started = Αρχίζει ο γύρος { $round }
ds-fx-game-ended = Το παιχνίδι τελειώνει μετά τον γύρο { $round }

## Refusals
ds-err-setup-players = Το Dominant Species παίζεται από 2 έως 6 παίκτες, όχι { $seats }
ds-err-setup-multiple-animals = η παραλλαγή με πολλαπλά είδη (§13.2) είναι για 2 ή 3 παίκτες
ds-err-setup-animals-count = το options.animals πρέπει να έχει { $want } είδη ({ $per } ανά θέση), έχει { $got }
ds-err-setup-animal-twice = το options.animals αναφέρει δύο φορές τα { $animal }
ds-err-setup-bag-empty = το σακί άδειασε κατά το στήσιμο
ds-err-planning-place-ap-only = στον Σχεδιασμό η μόνη ενέργεια είναι place_ap
ds-err-no-ap-left = δεν απομένει πιόνι ενέργειας στο απόθεμα
ds-err-space-occupied = η θέση { $space } έχει ήδη πιόνι ενέργειας των { $animal-gen_pl }
ds-err-space-closed = η θέση { $space } είναι κλειστή: λιγότερες στοίβες Εξάπλωσης έχουν ανοιχτό πλακίδιο
ds-err-dominance-card-resolved-as-fully = μια Κάρτα Κυριαρχίας πρέπει να εκτελεστεί όσο πληρέστερα γίνεται
ds-err-element-not-available-there = αυτό το στοιχείο δεν είναι διαθέσιμο εκεί
ds-err-disc-go-vacant-corner-allowed = ο δίσκος πρέπει να μπει σε κενή γωνία που επιτρέπεται εδώ
ds-err-element-not-adaptation-row = αυτό το στοιχείο δεν βρίσκεται στις θέσεις Προσαρμογής
ds-err-cubes-go-sea-wetland-tile = τα ζώα μπαίνουν σε ένα πλακίδιο θάλασσας ή υγροτόπου που αγγίζει τον νέο δίσκο
ds-err-place-1-4-cubes-within = τοποθέτησε από 1 έως 4 ζώα, όσα επιτρέπει το απόθεμά σου
ds-err-choose-tile-earth = διάλεξε ένα πλακίδιο στη γη
ds-err-place-1-5-previously-eliminated = τοποθέτησε από 1 έως 5 ζώα που είχαν εξαλειφθεί
ds-err-eliminate-cube-present-tile-being = εξάλειψε ένα ζώο που βρίσκεται στο πλακίδιο που εκτελείται
ds-err-eliminate-opposing-cube-tile-being = εξάλειψε ένα αντίπαλο ζώο στο πλακίδιο που εκτελείται
ds-err-choose-tile-you-occupy = διάλεξε ένα πλακίδιο όπου βρίσκεσαι
ds-err-keep-tile-s-discs = κράτησε έναν από τους δίσκους του πλακιδίου
ds-err-surviving-cube-tile = το ζώο που επιζεί πρέπει να βρίσκεται στο πλακίδιο
ds-err-discard-non-inherent-element-display = απόρριψε ένα μη έμφυτο στοιχείο της καρτέλας σου
ds-err-no-replacement-left-gene-pool = δεν απομένει αντικατάσταση (ή το απόθεμά σου είναι άδειο)
ds-err-replace-opposing-cube-earth = αντικατάστησε ένα αντίπαλο ζώο στη γη
ds-err-two-replacements-hit-two-different = οι δύο αντικαταστάσεις πρέπει να αφορούν δύο διαφορετικά είδη
ds-err-1-cube-tile-you-occupied = 1 ζώο σε πλακίδιο όπου βρισκόσουν όταν πάρθηκε η κάρτα
ds-err-option-needs-non-inherent-element = η επιλογή (α) χρειάζεται ένα μη έμφυτο στοιχείο αυτού του τύπου
ds-err-option-b-needs-ap-supply = η επιλογή (β) χρειάζεται ένα πιόνι ενέργειας στο απόθεμά σου
ds-err-place-ap-vacant-ap-space = τοποθέτησε το πιόνι ενέργειας σε κενή θέση ενέργειας
ds-err-move-cube-tile-adjacent-tile = μετακίνησε ένα ζώο του πλακιδίου σε γειτονικό πλακίδιο
ds-err-give-non-inherent-element-display = δώσε ένα μη έμφυτο στοιχείο της καρτέλας σου
ds-err-element-not-bag = αυτό το στοιχείο δεν υπάρχει στο σακί
ds-err-pick-tile-shared-with-opposing = διάλεξε ένα πλακίδιο που μοιράζεσαι με αντίπαλο ζώο αυτού του είδους
ds-err-tile-s-terrain-not-linked = το έδαφος αυτού του πλακιδίου δεν συνδέεται με τη θέση ή έχει ήδη επιλεγεί
ds-err-disc-match-type-depletion-box = ο δίσκος πρέπει να είναι τύπου που υπάρχει στο Πλαίσιο Εξάντλησης
ds-err-tile-was-already-chosen-for = αυτό το πλακίδιο έχει ήδη επιλεγεί για Κυριαρχία σε αυτόν τον γύρο
ds-err-card-not-face-up = αυτή η κάρτα δεν είναι ανοιχτή
ds-err-card-resolved-as-fully-as = η κάρτα πρέπει να εκτελεστεί όσο πληρέστερα γίνεται
ds-err-glaciate-non-tundra-tile-adjacent = πάγωσε ένα πλακίδιο που δεν είναι τούνδρα και γειτονεύει με πλακίδιο τούνδρας
ds-err-ap-go-another-space-than = το πιόνι πρέπει να μπει σε άλλη θέση εκτός από την Εκκίνηση
ds-err-ap-space-not-vacant-closed = αυτή η θέση ενέργειας δεν είναι κενή (ή είναι κλειστή θέση Εξάπλωσης)
ds-err-no-moves-left = δεν απομένουν κινήσεις
ds-err-no-cube-yours-there-has = δεν έχεις εκεί ζώο που να μην έχει ήδη μετακινηθεί
ds-err-cube-move-adjacent-tile-birds = το ζώο πρέπει να πάει σε γειτονικό πλακίδιο (πτηνά: έως δύο, ποτέ πάνω από κενό εξάγωνο)
ds-err-action-does-not-answer-pending = αυτή η ενέργεια δεν απαντά στην εκκρεμή απόφαση
ds-err-this-choice-mandatory = αυτή η επιλογή είναι υποχρεωτική
ds-err-only-type-about-lost-can = προστατεύεται μόνο τύπος που πρόκειται να χαθεί
ds-err-mammals-save-cube-tile-where = τα θηλαστικά σώζουν ένα ζώο σε πλακίδιο όπου απειλούνται με εξαφάνιση
ds-err-choose-disc-element-printed-space = διάλεξε έναν δίσκο του στοιχείου που είναι τυπωμένο στη θέση
ds-err-cubes-go-corner-s-tiles = τα ζώα μπαίνουν στα πλακίδια της γωνίας ένα πλακίδιο τη φορά
ds-err-more-cubes-than-terrain-s = περισσότερα ζώα από όσα επιτρέπει το όριο του εδάφους ή το απόθεμα
ds-err-insects-place-exactly-1-cube = τα έντομα τοποθετούν ακριβώς 1 ζώο σε ένα πλακίδιο
ds-err-stack-has-no-face-up = αυτή η στοίβα δεν έχει ανοιχτό πλακίδιο
ds-err-tile-goes-empty-board-space = το πλακίδιο μπαίνει σε κενό εξάγωνο του ταμπλό δίπλα σε πλακίδιο
ds-err-move-cube-from-tile-adjacent = μετακίνησε ένα ζώο από πλακίδιο γειτονικό στο νέο πλακίδιο πάνω σε αυτό
ds-err-element-not-wasteland-box = αυτό το στοιχείο δεν βρίσκεται στο Πλαίσιο Ερήμωσης
