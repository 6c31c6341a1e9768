# Οι λέξεις των σελίδων στα ελληνικά (service/static/js/i18n.js· τα ίδια μηνύματα με το en/web.ftl).

## The language switch and the pages' frame

web-lang-label = Γλώσσα
web-brand = species-arena
web-list-and = και

## Problems

web-error-network = Σφάλμα δικτύου
web-error-unreachable = Ο διακομιστής δεν είναι προσβάσιμος
web-error-generic = Κάτι πήγε στραβά
web-error-in-context = { $context }: { $title }
web-error-dismiss = Απόρριψη αυτού του μηνύματος

## Bots, durations, seats

web-bot-random = Τυχαίο μποτ
web-bot-greedy = Άπληστο μποτ
web-bot-search = Μποτ αναζήτησης
web-bot-other = μποτ { $kind }
web-bot-with-budget = { $bot } ({ $budget })
web-bot-ms = { $n } ms
web-bot-iterations = { $n ->
        [one] { $n } επανάληψη
       *[other] { $n } επαναλήψεις
    }
web-duration-h = { $n } ώ
web-duration-min = { $n } λεπ.
web-duration-s = { $n } δ
web-clock-per-decision = { $time } ανά απόφαση
web-clock-per-game = { $time } ανά παίκτη για όλο το παιχνίδι
web-seat-any = μια θέση
web-seat-n = θέση { $n }
web-seat-open = ελεύθερη θέση
web-seat-role = { $role } ({ $name })
web-seat-you = { $name } (εσύ)
web-status-waiting = Αναμονή για παίκτες
web-status-in-progress = Σε εξέλιξη
web-status-finished = Ολοκληρώθηκε
web-status-abandoned = Εγκαταλείφθηκε

## The lobby's news feed

web-feed-game = { $title } ({ $id })
web-feed-your-turn = Σειρά σου στο παιχνίδι { $game }
web-feed-your-turn-prompt = Σειρά σου στο παιχνίδι { $game }: { $prompt }
web-feed-finished = Το παιχνίδι { $game } τελείωσε
web-feed-finished-place = Το παιχνίδι { $game } τελείωσε: θέση τερματισμού { $place }
web-feed-rating = (βαθμολογία { $change })
web-feed-timed-out = Ο χρόνος σου τελείωσε στο παιχνίδι { $game }: αποφάσισε για σένα το { $bot }
web-feed-replaced-bot = Η θέση σου στο παιχνίδι { $game } δόθηκε στο { $bot }
web-feed-replaced-player = Η θέση σου στο παιχνίδι { $game } δόθηκε σε άλλον παίκτη
web-feed-abandoned = Το παιχνίδι { $game } εγκαταλείφθηκε
web-feed-abandoned-reason = Το παιχνίδι { $game } εγκαταλείφθηκε: { $reason }
web-feed-other = Νέα του παιχνιδιού { $game }
web-lobby-title = species-arena — αίθουσα αναμονής
web-lobby-title-waiting = ({ $n }) species-arena — αίθουσα αναμονής

## The lobby page

web-lobby-where = Αίθουσα αναμονής
web-lobby-you = Εσύ
web-lobby-signed-in = Έχεις συνδεθεί ως { $name }. Τα παιχνίδια σου μετράνε στα στατιστικά και στη βαθμολογία σου.
web-lobby-your-key = Το κλειδί σου
web-lobby-your-key-note = (εμφανίζεται μία φορά: φύλαξέ το κάπου ασφαλές για να συνδεθείς αλλού· μένει στον αποθηκευτικό χώρο αυτού του φυλλομετρητή, ποτέ σε σύνδεσμο):
web-lobby-sign-out = Αποσύνδεση (ξέχνα το κλειδί μου εδώ)
web-lobby-sign-up-name = Εγγραφή: το όνομά σου
    .placeholder = π.χ. Αλίκη
web-lobby-sign-up = Εγγραφή
web-lobby-use-key-label = Ή χρησιμοποίησε το κλειδί μου
web-lobby-use-key = Χρήση του κλειδιού μου
web-lobby-guest-hint = Χωρίς εγγραφή παίζεις ως επισκέπτης: οι θέσεις επισκεπτών δεν μετράνε σε στατιστικά ή βαθμολογία.
web-lobby-guest-name = Όνομα επισκέπτη (λατινικά γράμματα, ψηφία και { $chars })
    .placeholder = π.χ. alice
web-lobby-my-games = Τα παιχνίδια μου
web-lobby-news = Νέα
web-lobby-new-game = Νέο παιχνίδι
web-lobby-game = Παιχνίδι
web-lobby-players = Παίκτες
web-lobby-options = Επιλογές
web-lobby-who-plays = Ποιος παίζει σε κάθε θέση
web-lobby-clock = Χρονόμετρο (προαιρετικό)
web-lobby-clock-turn = Δευτερόλεπτα ανά απόφαση
web-lobby-clock-game = Δευτερόλεπτα ανά παίκτη για όλο το παιχνίδι
web-lobby-no-limit = χωρίς όριο
web-lobby-fallback = Αναπληρωματικό μποτ
web-lobby-clock-help = Άφησε και τα δύο κενά για παιχνίδι χωρίς χρονόμετρο. Αν δώσεις και τα δύο, μετράει όποιο τελειώσει πρώτο. Όταν ένας παίκτης μείνει χωρίς χρόνο ή παραιτηθεί, το αναπληρωματικό μποτ αποφασίζει για τη θέση του.
web-lobby-undo = Οι παίκτες μπορούν να αναιρούν τις δικές τους αποφάσεις όσο κανείς άλλος δεν έχει παίξει και δεν έχει αποκαλυφθεί τίποτα κρυφό
web-lobby-create = Δημιουργία παιχνιδιού
web-lobby-leaderboard = Κατάταξη
web-lobby-board-hint = Κατά βαθμολογία (η εμφανιζόμενη βαθμολογία του openskill, { $formula }), μετά κατά παιχνίδια με βαθμολογία· τα μποτ μετράνε ως { $bot }. Η γραμμή δείχνει τη βαθμολογία μετά από κάθε βαθμολογημένο παιχνίδι.
web-board-player = Παίκτης
web-board-rating = Βαθμολογία
web-board-rated = Βαθμολογημένα παιχνίδια
web-board-won = Νίκες
web-board-history = Ιστορικό
web-lobby-games = Παιχνίδια
web-lobby-all-games = Όλα τα παιχνίδια
web-lobby-status = Κατάσταση
web-lobby-any-status = Οποιαδήποτε κατάσταση
web-lobby-open-only = Μόνο με ελεύθερες θέσεις
web-lobby-refresh = Ανανέωση
web-lobby-seats = Θέσεις
web-lobby-progress = Πρόοδος
web-lobby-actions = Ενέργειες
web-lobby-name-first = Γράψε πρώτα το όνομά σου (1 έως 64 λατινικά γράμματα, ψηφία ή _ . @ -).
web-lobby-no-options = Αυτό το παιχνίδι δεν έχει επιλογές προετοιμασίας.
web-lobby-or = ή
web-lobby-only-with = (μόνο με { $seats } παίκτες)
web-lobby-option-random = Τυχαία (προεπιλογή)
web-lobby-option-default = Προεπιλογή
web-lobby-whole-number = { $field }: δώσε έναν ακέραιο αριθμό.
web-lobby-budget-iterations = επαναλήψεις ανά απόφαση
web-lobby-budget-per-decision = { $name } ανά απόφαση
web-lobby-seat-you = Εσύ
web-lobby-seat-open = Ελεύθερη θέση (άλλος άνθρωπος)
web-lobby-seat-n = Θέση { $n }
web-lobby-budget-range = Θέση { $n }: οι { $budget } του { $bot } πρέπει να είναι ακέραιος από { $min } έως { $max }.
web-lobby-budget-min = Θέση { $n }: οι { $budget } του { $bot } πρέπει να είναι ακέραιος, τουλάχιστον 1.
web-lobby-server-default = Η προεπιλογή του διακομιστή
web-lobby-clock-bad = { $field }: ένας ακέραιος από 1 έως { $max }, ή κενό για χωρίς όριο.
web-lobby-seats-exactly = ακριβώς { $n }
web-lobby-seats-range = { $min } έως { $max }
web-lobby-err-sign-up = Η εγγραφή απέτυχε
web-lobby-err-key = Το κλειδί απορρίφθηκε
web-lobby-err-stored-key = Το αποθηκευμένο κλειδί σου απορρίφθηκε
web-lobby-err-my-games = Δεν ήταν δυνατή η λίστα των παιχνιδιών σου
web-lobby-err-feed = Δεν ήταν δυνατή η παρακολούθηση των νέων σου
web-lobby-err-board = Δεν ήταν δυνατή η ανάγνωση της κατάταξης
web-lobby-err-create = Δεν ήταν δυνατή η δημιουργία του παιχνιδιού
web-lobby-err-games = Δεν ήταν δυνατή η λίστα των παιχνιδιών
web-lobby-err-types = Δεν ήταν δυνατή η ανάγνωση των ειδών παιχνιδιού
web-lobby-your-turn-play = Σειρά σου: παίξε
web-lobby-final-table = Τελικό ταμπλό
web-lobby-open = Άνοιγμα
web-lobby-until = (έως { $time })
web-lobby-my-count = { $others ->
        [one] { $waiting } σε περιμένουν, { $others } άλλο.
       *[other] { $waiting } σε περιμένουν, { $others } άλλα.
    }
web-lobby-no-games-yet = Κανένα παιχνίδι ακόμη: δημιούργησε ένα παρακάτω ή πάρε μια ελεύθερη θέση.
web-board-chart = βαθμολογία μετά από καθένα από τα { $n } βαθμολογημένα παιχνίδια: { $values }
web-board-chart-none = κανένα βαθμολογημένο παιχνίδι
web-board-won-of = { $won } από { $played }
web-board-none = Κανένα βαθμολογημένο παιχνίδι αυτού του είδους ακόμη.
web-lobby-creating = Δημιουργία του παιχνιδιού…
web-lobby-taking-seat = Κατάληψη της θέσης σου…
web-lobby-opening = Άνοιγμα του ταμπλό…
web-lobby-abandoned-reason = Εγκαταλείφθηκε: { $reason }
web-lobby-won-by = Νίκη: { $winners }
web-lobby-round = γύρος { $n }
web-lobby-to-play = παίζει: { $seats }
web-badge-resigned = παραιτήθηκε
web-lobby-bot-plays = παίζει το { $bot }
web-badge-timeouts = { $n ->
        [one] { $n } λήξη χρόνου
       *[other] { $n } λήξεις χρόνου
    }
web-lobby-play-seat = Παίξε (θέση { $n })
web-err-take-seat = Δεν ήταν δυνατή η κατάληψη της θέσης { $n }
web-take-seat = Πάρε τη θέση { $n }
web-lobby-watch = Παρακολούθηση
web-lobby-watch-resigned = Παρακολούθηση (παραιτήθηκες)
web-lobby-table = Ταμπλό
web-replay = Επανάληψη
web-lobby-no-match = Κανένα παιχνίδι δεν ταιριάζει.
web-lobby-count-some = { $shown } από { $total } παιχνίδια, πρώτα τα νεότερα.
web-lobby-count-all = { $total ->
        [one] { $total } παιχνίδι, πρώτα τα νεότερα.
       *[other] { $total } παιχνίδια, πρώτα τα νεότερα.
    }

## The table page

web-table-title = species-arena — ταμπλό
web-table-title-game = { $title } — species-arena
web-table-where = Ταμπλό
web-live-connecting = σύνδεση…
web-table-board-area = Το ταμπλό
web-zoom-group = Μεγέθυνση του ταμπλό
web-zoom-out = Σμίκρυνση
web-zoom-in = Μεγέθυνση
web-zoom-fit = Προσαρμογή
web-zoom-hint = Ctrl + ροδέλα ή τσίμπημα για μεγέθυνση· σύρε για να μετακινήσεις ένα μεγεθυσμένο ταμπλό.
web-replay-version = Έκδοση
web-replay-steps = Βήματα μέσα στις εκδόσεις
web-replay-first = « Πρώτη
web-replay-prev = ◀ Προηγούμενη
web-replay-next = Επόμενη ▶
web-replay-last = Τελευταία »
web-now = Τώρα
web-undo = Αναίρεση
web-resign = Παραίτηση…
web-resign-yes = Ναι, παραιτούμαι
web-resign-no = Συνεχίζω να παίζω
web-result = Τελική κατάταξη
web-choices = Οι επιλογές σου
web-choices-all = Όλες οι επιλογές
web-prefs = Προτιμήσεις
web-prefs-hint = Φυλάσσονται σε αυτόν τον φυλλομετρητή, για κάθε παιχνίδι.
web-pref-sound = Ένας ήχος όταν έρχεται η σειρά μου
web-pref-notify = Μια ειδοποίηση του φυλλομετρητή όταν έρχεται η σειρά μου (ενώ κοιτάζω αλλού)
web-pref-confirm = Επιβεβαίωση κάθε κίνησης πριν σταλεί
web-pref-confirm-planning = Επιβεβαίωση κάθε πιονιού ενέργειας στη Φάση Σχεδιασμού
web-pref-forced = Παίξε τις αναγκαστικές κινήσεις μου: όταν το πάσο είναι η μόνη μου επιλογή, στείλ' το μετά από λίγο
web-players-seat = Θέση
web-players-score = Σκορ
web-players-turn = Σειρά
web-timeline = Χρονολόγιο
web-err-seat-refused = Η αποθηκευμένη θέση σου απορρίφθηκε· παρακολουθείς
web-err-open-table = Δεν ήταν δυνατό το άνοιγμα του ταμπλό
web-err-catalogue = Τα κείμενα των καρτών του παιχνιδιού δεν φορτώθηκαν
web-err-renderer = Το σχέδιο του ταμπλό αυτού του παιχνιδιού δεν φορτώθηκε
web-live-abandoned = εγκαταλείφθηκε
web-live-over = τέλος παιχνιδιού
web-live-live = ζωντανά
web-live-offline = εκτός σύνδεσης — νέα προσπάθεια
web-live-reconnecting = επανασύνδεση…
web-rules = Κανόνες
web-cards = Κάρτες
web-turn-mark = ● Σειρά σου —{ " " }
web-turn-notification = Σειρά σου — { $title }
web-assist-send = Αποστολή
web-assist-cancel = Ακύρωση
web-assist-confirm = Να σταλεί αυτή η κίνηση; { $move }
web-assist-this-choice = αυτή η επιλογή
web-assist-forced = Η μόνη σου επιλογή: { $move }. Θα σταλεί για σένα { $left }.
web-assist-pass = πάσο
web-assist-in = σε { $n } δ
web-err-board = Το ταμπλό δεν σχεδιάστηκε
web-no-board = Το ταμπλό αυτού του παιχνιδιού δεν μπορεί να σχεδιαστεί εδώ· οι επιλογές εμφανίζονται δίπλα.
web-board-play-here = παίξε εδώ
web-board-choices-here = { $n } επιλογές εδώ
web-card-rules = Κανόνες γι' αυτή την κάρτα
web-choices-at-place = { $n } επιλογές στο σημείο που διάλεξες — διάλεξε μία ή δες όλες τις επιλογές.
web-choices-count = { $n ->
        [one] { $n } επιλογή.
       *[other] { $n } επιλογές.
    }
web-choices-count-board = { $n ->
        [one] { $n } επιλογή· τα φωτισμένα σημεία του ταμπλό πατιούνται.
       *[other] { $n } επιλογές· τα φωτισμένα σημεία του ταμπλό πατιούνται.
    }
web-choices-rule = Τι λένε οι κανόνες ({ $rule })
web-err-move = Η κίνηση δεν έγινε δεκτή
web-err-read-game = Δεν ήταν δυνατή η ανάγνωση του παιχνιδιού
web-now-replay = Επανάληψη: το παιχνίδι όπως ήταν στην έκδοση { $version } από { $latest }.
web-now-abandoned = Αυτό το παιχνίδι εγκαταλείφθηκε: δεν μπορεί να παιχτεί τίποτα άλλο.
web-now-over = Το παιχνίδι τελείωσε.
web-now-resigned = Παραιτήθηκες: παρακολουθείς το υπόλοιπο παιχνίδι.
web-now-decide = Η απόφασή σου.
web-now-rule = Κανόνες { $rule }
web-now-watching = Παρακολουθείς αυτό το παιχνίδι.
web-now-nothing = Τίποτα για απόφαση αυτή τη στιγμή.
web-now-waiting = { $n ->
        [one] Αναμονή για παίκτες: η θέση { $seats } είναι ελεύθερη.
       *[other] Αναμονή για παίκτες: οι θέσεις { $seats } είναι ελεύθερες.
    }
web-now-thinking = (σκέφτεται…)
web-now-to-play = Παίζει: { $seats }.
web-now-time-up = ο χρόνος τελείωσε
web-now-left = απομένουν { $time }
web-now-status-abandoned = Εγκαταλείφθηκε. Κανείς δεν μπορεί πια να παίξει σε αυτό το παιχνίδι.
web-now-status-abandoned-why = Εγκαταλείφθηκε — { $why }. Κανείς δεν μπορεί πια να παίξει σε αυτό το παιχνίδι.
web-by-server = (από τον διακομιστή)
web-now-status-resigned = Παραιτήθηκες από τη θέση { $n }: το { $bot } την παίζει ως το τέλος και το παιχνίδι μετράει ως ήττα σου.
web-now-status-resigned-over = Παραιτήθηκες από τη θέση { $n }: το { $bot } την έπαιξε και το παιχνίδι μετράει ως ήττα σου.
web-now-clock = Χρονόμετρο: { $clock }. Για έναν παίκτη χωρίς χρόνο αποφασίζει το { $bot }.
web-now-clock-waiting = Χρονόμετρο: { $clock } (ξεκινά μόλις πιαστούν όλες οι θέσεις). Για έναν παίκτη χωρίς χρόνο αποφασίζει το { $bot }.
web-prefs-no-notifications = Αυτός ο φυλλομετρητής δεν έχει ειδοποιήσεις.
web-prefs-notify-refused = Ο φυλλομετρητής δεν επιτρέπει σε αυτή τη σελίδα να σε ειδοποιεί (δες τα δικαιώματα του ιστότοπου).
web-replay-status = Επανάληψη — έκδοση { $version } από { $latest }
web-replay-valuetext = έκδοση { $version } από { $latest }
web-replay-where = Έκδοση { $version } από { $latest }
web-replay-where-undone = Έκδοση { $version } από { $latest } (μια κίνηση που αναιρέθηκε αργότερα)
web-err-version = Δεν ήταν δυνατή η ανάγνωση της έκδοσης { $version }
web-audit-later = Ο έλεγχος γίνεται όταν τελειώσει το παιχνίδι (ως τότε ο σπόρος μένει μυστικός).
web-audit-running = Έλεγχος: επανάληψη κάθε κίνησης από τον σπόρο που αποκαλύφθηκε…
web-audit-verified = Έλεγχος: επαληθεύτηκε — και τα { $n } γεγονότα, ξαναπαιγμένα από τον σπόρο που αποκαλύφθηκε, δίνουν τα ίδια αποτελέσματα και hash κατάστασης.
web-audit-diverged = Ο έλεγχος απέτυχε: η πρώτη απόκλιση είναι στην έκδοση { $version }: { $reason }
web-audit-failed = Ο έλεγχος απέτυχε.
web-err-audit = Δεν ήταν δυνατός ο έλεγχος του παιχνιδιού
web-replay-back = Πίσω στο ταμπλό
web-undo-no-answer = ο διακομιστής δεν απάντησε
web-undo-n = { $n ->
        [one] Αναίρεση (παίρνει πίσω { $n } απόφαση)
       *[other] Αναίρεση (παίρνει πίσω { $n } αποφάσεις)
    }
web-undo-why = Η αναίρεση δεν είναι δυνατή: { $reason }
web-err-undo = Δεν ήταν δυνατή η αναίρεση της απόφασης
web-badge-to-play = παίζει
web-badge-winner = νικητής
web-badge-you = εσύ
web-seat-played-by = την παίζει το { $bot }
web-seat-game-clock = απομένουν { $time } στο χρονόμετρο του παιχνιδιού
web-seat-out-of-time = τέλος χρόνου: αποφασίζει το μποτ
web-result-points = { $n ->
        [one] { $n } πόντος
       *[other] { $n } πόντοι
    }
web-you-seat = Εσύ: { $name }, θέση { $n }
web-you-seat-n = Εσύ: θέση { $n }
web-you-watching = Παρακολουθείς
web-resign-question = Παραίτηση από τη θέση { $n }; Το { $bot } θα παίξει τη θέση σου ως το τέλος και το παιχνίδι θα μετρήσει ως ήττα σου. Δεν αναιρείται.
web-err-resign = Η παραίτηση απέτυχε
web-join-as = Ως { $name }:
web-join-guest-name = Το όνομά σου ως επισκέπτη

## The timeline

web-log-all = Όλα
web-log-mine = Δικά μου
web-log-scoring = Σκοράρισμα
web-log-filters = Εμφάνιση στο χρονολόγιο
web-err-timeline = Δεν ήταν δυνατή η ανάγνωση του χρονολογίου
web-log-earlier = Νωρίτερα
web-log-round = Γύρος { $n }
web-log-round-phase = Γύρος { $n } · { $phase }
web-log-who-bot = { $who } (μποτ)
web-log-secret = Έκανε μια κρυφή επιλογή.
web-log-decided = Αποφάσισε.
web-log-stand-in = αναπληρωματικό μποτ
web-log-out-of-time = τέλος χρόνου
web-log-bot-decided = αποφάσισε το { $bot }
web-log-passes = { $n } πάσο.
web-seat-event-configured = Χρονόμετρο: { $clock }. Το { $bot } αναπληρώνει έναν παίκτη που παραιτείται ή μένει χωρίς χρόνο.
web-seat-event-configured-no-clock = Χωρίς χρονόμετρο. Το { $bot } αναπληρώνει έναν παίκτη που παραιτείται ή μένει χωρίς χρόνο.
web-seat-event-resigned = { $who } παραιτήθηκε· το { $bot } παίζει τη θέση { $n } από εδώ και πέρα.
web-seat-event-timed-out = { $who } έμεινε χωρίς χρόνο (η προθεσμία ήταν { $time })· το { $bot } αποφασίζει για τη θέση { $n }.
web-seat-event-replaced-player = Η θέση { $n } δόθηκε στον παίκτη { $player }.
web-seat-event-replaced-bot = Η θέση { $n } δόθηκε στο { $bot }.
web-seat-event-replaced = Η θέση { $n } δόθηκε σε κάποιον καινούργιο.
web-seat-event-token-rotated = Η θέση { $n } έχει νέο κουπόνι πρόσβασης· το παλιό δεν ισχύει πια.
web-seat-event-token-revoked = Το κουπόνι πρόσβασης της θέσης { $n } ανακλήθηκε: κανείς δεν μπορεί να παίξει γι' αυτήν ώσπου να τη δώσει ο διαχειριστής.
web-seat-event-abandoned = Το παιχνίδι εγκαταλείφθηκε
web-seat-event-abandoned-why = Το παιχνίδι εγκαταλείφθηκε — { $reason }

## The Dominant Species board (service/static/games/dominant-species.js)

web-ds-corner-edge-of = γωνία της θέσης { $n } στην άκρη της γης
web-ds-corner-edge = γωνία στην άκρη της γης
web-ds-corner-of = γωνία των θέσεων { $spaces }
web-ds-empty-space = Κενή θέση { $n }
web-ds-tile = { $terrain } στη θέση { $n }· σκοράρει { $scores }
web-ds-tile-tundra-on = { $terrain } στη θέση { $n } πάνω σε { $large }· σκοράρει { $scores }
web-ds-tile-dominant = κυρίαρχο: { $animal }
web-ds-tile-no-dominant = κανένα κυρίαρχο είδος
web-ds-tile-cubes = ζώα: { $cubes }
web-ds-endangered-mark = (υπό εξαφάνιση)
web-ds-tile-elements = στοιχεία: { $elements }
web-ds-tile-no-elements = χωρίς στοιχεία
web-ds-tile-scored-tip = έχει ήδη επιλεγεί για Κυριαρχία σε αυτόν τον γύρο
web-ds-tile-scored = σκοραρίστηκε
web-ds-cubes-tip = { $animal }: { $n } στο πλακίδιο { $terrain } της θέσης { $space }
web-ds-endangered = υπό εξαφάνιση
web-ds-dominant = κυρίαρχο
web-ds-disc-on = Δίσκος { $element } στη { $corner }
web-ds-corner-vacant = Κενή { $corner }
web-ds-space-migration = { $name } (έως { $n } ζώα)
web-ds-icon-com-a = Δωρεάν Ανταγωνισμός των αραχνοειδών (κάθε γύρο, πρώτος)
web-ds-space-pawn = πιόνι ενέργειας: { $animal }
web-ds-space-vacant = κενή
web-ds-space-gla-1 = (ενεργεί μόνο αυτή η θέση Παγετώνων)
web-ds-icon-reg-r = Μόνιμο πιόνι Υποχώρησης των ερπετών
web-ds-icon-spe-i = Δωρεάν Ειδογένεση ενός ζώου για τα έντομα (κάθε γύρο)
web-ds-tundra-supply = απόθεμα τούνδρας: { $n }
web-ds-in-row-adaptation = { $element } στις θέσεις Προσαρμογής
web-ds-in-row-abundance = { $element } στις θέσεις Αφθονίας
web-ds-in-row-wanderlust = { $element } στις θέσεις Εξάπλωσης
web-ds-box = Κουτί ({ $name }): { $contents }
web-ds-empty = άδειο
web-ds-in-box = { $element } ×{ $n } στο κουτί ({ $name })
web-ds-stack = Στοίβα Εξάπλωσης { $k }: { $face }, { $n ->
        [one] { $n } πλακίδιο
       *[other] { $n } πλακίδια
    }
web-ds-stack-face-up = { $terrain } ανοιχτό
web-ds-stack-face-down = κλειστό
web-ds-dominance-cards = Κάρτες Κυριαρχίας
web-ds-deck = { $n } στη στοίβα · { $taken } πάρθηκαν
web-ds-survival = Επιβίωση
web-ds-survival-tip = Επιβίωση: το είδος με τα περισσότερα ζώα στην τούνδρα παίρνει επιπλέον πόντους για τα πλακίδια τούνδρας σε κάθε Φάση Επαναφοράς
web-ds-uncontrolled = κανενός
web-ds-col-animal = Είδος
web-ds-col-player = Παίκτης
web-ds-col-vp = ΠΝ
web-ds-col-aps = Πιόνια ενέργειας
web-ds-col-gene-pool = Απόθεμα
web-ds-col-eliminated = Εξαλειμμένα
web-ds-col-display = Καρτέλα είδους
web-ds-aps = { $n } στο απόθεμα, { $aside } στην άκρη
web-ds-element-inherent = { $element } (εγγενές)
web-ds-element-added = { $element } (προστέθηκε)
web-ds-display-size = { $n } από 6
web-ds-bag = Σακί
web-ds-in-bag = { $element }: { $n } στο σακί
web-ds-none-in-bag = Κανένα { $element } στο σακί
web-ds-round = Γύρος { $n }
web-ds-phase-planning = Σχεδιασμός
web-ds-phase-execution = Εκτέλεση
web-ds-phase-reset = Επαναφορά
web-ds-phase-over = Τέλος του παιχνιδιού
web-ds-to-act = ενεργούν: { $animal }
web-ds-last-round = τελευταίος γύρος
web-ds-variant-short = σύντομο παιχνίδι
web-ds-variant-multiple = πολλά είδη ανά παίκτη
web-ds-variant-random = τυχαία προετοιμασία
web-ds-aria-board = Ταμπλό του Dominant Species
web-ds-aria-panel = Κάρτες και είδη του Dominant Species
web-ds-card-text-aquatic = Ένας δίσκος της επιλογής σου σε γωνία θάλασσας/υγρότοπου, μετά έως 4 ζώα εκεί
web-ds-card-text-biodiversity = 1 ΠΝ για κάθε πλακίδιο που μοιράζεσαι με αντίπαλα ζώα
web-ds-card-text-biomass = 1 ζώο εξαλείφεται σε κάθε υπερπληθυσμένο πλακίδιο
web-ds-card-text-blight = Ένα πλακίδιο κρατά μόνο έναν από τους δίσκους του
web-ds-card-text-catastrophe = Ένα πλακίδιο κρατά ένα ζώο· 1 ζώο εξαλείφεται σε κάθε γειτονικό
web-ds-card-text-cold-snap = Κάθε άλλο είδος χάνει 1 ζώο σε κάθε πλακίδιο τούνδρας
web-ds-card-text-disease = Τα είδη με μεγαλύτερη καρτέλα απορρίπτουν ένα στοιχείο
web-ds-card-text-ecodiversity = 1 ΠΝ για κάθε δίσκο στη γη ενός τύπου της καρτέλας σου
web-ds-card-text-evolution = Αντικατάστησε έως 2 αντίπαλα ζώα με δικά σου
web-ds-card-text-fecundity = 1 ζώο σε κάθε πλακίδιο όπου είσαι
web-ds-card-text-fertile = 1 ΠΝ για κάθε ζώο σε ένα πλακίδιο όπου είσαι
web-ds-card-text-habitat = Ένας δίσκος της επιλογής σου σε οποιαδήποτε κενή γωνία
web-ds-card-text-hibernation = Έως 5 εξαλειμμένα ζώα πίσω σε ένα πλακίδιο, ασφαλή αυτόν τον γύρο
web-ds-card-text-ice-age = Επιπλέον ΠΝ για όσα πλακίδια κυριαρχείς· το παιχνίδι τελειώνει σε αυτόν τον γύρο
web-ds-card-text-ice-sheet = Μια δική σου ενέργεια Παγετώνων
web-ds-card-text-immigrants = Κάθε είδος: απόρριψε στοιχείο, χάσε πιόνι ή αραίωσε
web-ds-card-text-instinct = Βάλε ένα πιόνι ενέργειας σε κενή θέση
web-ds-card-text-intelligence = Εσύ και τα είδη πάνω από σένα παίρνετε ένα πιόνι ενέργειας
web-ds-card-text-mass-exodus = Μετακίνησε όλα τα ζώα ενός πλακιδίου σε γειτονικά
web-ds-card-text-metamorphosis = Άλλαξε ένα στοιχείο της καρτέλας σου με ένα από το σακί
web-ds-card-text-niche-biomes = Τα είδη με περισσότερους ΠΝ χάνουν την 1η αξία του πλακιδίου
web-ds-card-text-nocturnal = Προχώρα μία θέση στον μετρητή Εκκίνησης
web-ds-card-text-omnivore = Πάρε ένα πιόνι ενέργειας
web-ds-card-text-parasitism = Εσύ και τα είδη κάτω από σένα παίρνετε ένα πιόνι ενέργειας
web-ds-card-text-predator = Εξάλειψε 1 αντίπαλο ζώο σε κάθε πλακίδιο που μοιράζεσαι
web-ds-card-text-symbiotic = Εσύ και οι μικρότερες καρτέλες τραβάτε ένα στοιχείο

## The Evo board (service/static/games/evo.js)

web-evo-phase-0 = Τέλος του παιχνιδιού
web-evo-phase-1 = Εκκίνηση
web-evo-phase-2 = Κλίμα
web-evo-phase-3 = Κίνηση και μάχη
web-evo-phase-4 = Αναπαραγωγή
web-evo-phase-5 = Επιβίωση και εξέλιξη
web-evo-phase-6 = Μετεωρίτης και δημοπρασία
web-evo-step-w1-start = στιγμή για κάρτες
web-evo-step-initiative = εκκίνηση
web-evo-step-w2-start = στιγμή για κάρτες
web-evo-step-climate = ζαριά κλίματος
web-evo-step-w3-start = στιγμή για κάρτες
web-evo-step-movement = κίνηση
web-evo-step-w4-start = στιγμή για κάρτες
web-evo-step-w4-own = δική σου αναπαραγωγή
web-evo-step-births = γεννήσεις
web-evo-step-w4-end = στιγμή για κάρτες
web-evo-step-w5-start = στιγμή για κάρτες
web-evo-step-survival = επιβίωση
web-evo-step-w5-end = στιγμή για κάρτες
web-evo-step-w6-start = στιγμή για κάρτες
web-evo-step-meteor = μετεωρίτης
web-evo-step-w6-bid = στιγμή για κάρτες
web-evo-step-auction = δημοπρασία γονιδίων
web-evo-step-w6-pay = στιγμή για κάρτες
web-evo-step-payment = πληρωμή
web-evo-step-end-of-round = τέλος του γύρου
web-evo-step-final = τελευταία στιγμή για κάρτες
web-evo-step-scoring = τελικό σκοράρισμα
web-evo-step-over = τέλος του παιχνιδιού
web-evo-window-w1-start = αρχή της Φάσης 1
web-evo-window-w2-start = αρχή της Φάσης 2
web-evo-window-w3-start = αρχή της Φάσης 3
web-evo-window-w4-start = αρχή της Φάσης 4
web-evo-window-w4-own = δική σου αναπαραγωγή
web-evo-window-w4-end = τέλος της Φάσης 4
web-evo-window-w5-start = αρχή της Φάσης 5
web-evo-window-w5-end = τέλος της Φάσης 5
web-evo-window-w6-start = αρχή της Φάσης 6
web-evo-window-w6-bid = πριν από την πλειοδοσία
web-evo-window-w6-pay = πληρωμή των προσφορών
web-evo-window-final = τέλος του παιχνιδιού
web-evo-colour-red = Κόκκινος
    .letter = Κ
web-evo-colour-blue = Μπλε
    .letter = Μπ
web-evo-colour-green = Πράσινος
    .letter = Π
web-evo-colour-yellow = Κίτρινος
    .letter = Κι
web-evo-colour-purple = Μωβ
    .letter = Μω
web-evo-seat = Θέση { $n }
web-evo-badge-hot = ζέστη
web-evo-badge-cold = κρύο
web-evo-badge-deadly = θανάσιμο
web-evo-region = Περιοχή { $n } ({ $terrain }) — { $climate }
web-evo-coast = ακτή
web-evo-region-dino = δεινόσαυρος: { $colour }
web-evo-region-newborn = νεογέννητο: { $colour }
web-evo-climate-head = Κλίμα: εύκρατο το έδαφος «{ $terrain }»
web-evo-climate-space = Θέση κλίματος { $n }: εύκρατο το «{ $terrain }»
web-evo-meteor-head = Μετεωρίτης στη θέση { $n } από { $last }
web-evo-track-end = τέλος
web-evo-over = Το παιχνίδι τελείωσε
web-evo-pending-card-window = { $who }: μπορεί να παίξει κάρτα γεγονότος
web-evo-pending-card-response = { $who }: μπορεί να απαντήσει στην κάρτα που μόλις παίχτηκε
web-evo-pending-movement = { $who }: κινείται
web-evo-pending-birth = { $who }: τοποθετεί νεογέννητα
web-evo-pending-survival = { $who }: διαλέγει ποιοι επιβιώνουν
web-evo-pending-bid = { $who }: πλειοδοτεί
web-evo-head = Γύρος { $round } · Φάση { $n }: { $phase }
web-evo-head-over = Γύρος { $round } · Τέλος του παιχνιδιού
web-evo-step = Βήμα: { $step }
web-evo-genes-next = (μετά τραβιούνται τα γονίδια)
web-evo-window-asking = ({ $window }, ρωτά τον παίκτη: { $colour })
web-evo-end-strike = Ο μετεωρίτης έπεσε (ζαριά { $roll }): το παιχνίδι τελειώνει
web-evo-end-last = Ο μετεωρίτης έφτασε στην τελευταία θέση: το παιχνίδι τελειώνει
web-evo-response = { $colour }: έπαιξε «{ $card }»· ρωτά τον παίκτη: { $next }
web-evo-moving = { $colour }: κινείται, απομένουν { $n } πόντοι κίνησης
web-evo-birth = { $colour }: τοποθετεί νεογέννητα, απομένουν { $n } αυγά
web-evo-survival = Επιβίωση
web-evo-survival-of = Επιβίωση ({ $colour })
web-evo-survival-hot = { $whose }: δεινόσαυροι στη ζέστη, κρατά ακόμη { $n }
web-evo-survival-cold = { $whose }: δεινόσαυροι στο κρύο, κρατά ακόμη { $n }
web-evo-truce = { $card }: { $a } και { $b } δεν επιτίθενται ο ένας στον άλλον
web-evo-turn-order = Σειρά των παικτών:
web-evo-legend = Υπόμνημα
web-evo-legend-dino = δεινόσαυρος (γράμμα = χρώμα)
web-evo-legend-newborn = νεογέννητο αυτού του γύρου
web-evo-legend-protect = ζέστη: προστατεύουν τα αλεξήλια · κρύο: προστατεύει η γούνα
web-evo-legend-deadly = θανάσιμο (γραμμοσκιασμένο): πεθαίνει κάθε δεινόσαυρος εκεί
web-evo-you = (εσύ)
web-evo-attr-tails = Ουρές
web-evo-attr-legs = Πόδια
web-evo-attr-horns = Κέρατα
web-evo-attr-eggs = Αυγά
web-evo-attr-fur = Γούνα
web-evo-attr-parasols = Αλεξήλια
web-evo-attr-mutations = Μεταλλάξεις
web-evo-ep = ΠΕξ
web-evo-bonus = μαζί με +{ $n } επιπλέον
web-evo-col-species = Είδος
web-evo-col-score = Σκορ
web-evo-col-order = Σειρά
web-evo-col-dinos = Δεινόσαυροι στο ταμπλό / στο απόθεμα
web-evo-col-genes = Γονίδια (μαζί με τα τυπωμένα)
web-evo-col-cards = Κάρτες
web-evo-col-played = Παίχτηκαν αυτόν τον γύρο
web-evo-bag = Σακούλα γονιδίων: { $tiles } πλακίδια · στοίβα γεγονότων: { $cards } κάρτες
web-evo-auction = Δημοπρασία γονιδίων
web-evo-auction-soon = Τα γονίδια τραβιούνται μόλις κλείσει η στιγμή για κάρτες πριν από τη δημοπρασία.
web-evo-auction-none = Καμία ανοιχτή δημοπρασία: η δημοπρασία γονιδίων γίνεται στη Φάση 6.
web-evo-no-bid = καμία προσφορά
web-evo-gene-row = γονίδιο: { $gene }
web-evo-passes = Επιτρεπόμενα πάσο: { $n }
web-evo-passed = πάσο: { $who }
web-evo-bidding = πλειοδοτεί: { $who }
web-evo-your-hand = Το χέρι σου
web-evo-hand-of = Χέρι: { $colour }
web-evo-from-round = (από τον γύρο { $n })
web-evo-no-cards = καμία κάρτα
web-evo-no-cards-yet = Στους γύρους 1 και 2 δεν παίζονται κάρτες γεγονότων.
web-evo-played-cards = Κάρτες που παίχτηκαν (εκτός παιχνιδιού): { $cards }
web-evo-none = καμία
web-evo-final-over = Τέλος του παιχνιδιού.
web-evo-final-winners = { $n ->
        [one] Νικητής:
       *[other] Νικητές:
    }
web-evo-final-ranking = Κατάταξη:
web-evo-aria-island = Το νησί του Evo, γύρος { $n }
web-evo-aria-tracks = Μετρητές κλίματος και γύρων
web-evo-card-when-sleeping-gene = οποτεδήποτε: καμία άλλη κάρτα αυτόν τον γύρο
web-evo-card-when-accident = Φάση 2: αφαίρεσε έναν δεινόσαυρο (ο κάτοχος έχει 5+)
web-evo-card-when-weather-swing = Φάση 2: ανταλλαγή πράσινης/καφέ θέσης
web-evo-card-when-me-first = αρχή φάσης: πας πρώτος
web-evo-card-when-genetic-highflyer = πληρωμή: τιμή 3 χαμηλότερη
web-evo-card-when-gene-split = δημοπρασία: για να σε ξεπεράσουν θέλουν 3 παραπάνω
web-evo-card-when-ice-cold = Φάση 5: μία γούνα λιγότερη για όλους
web-evo-card-when-killer-rays = Φάση 5: ένα αλεξήλιο λιγότερο για όλους
web-evo-card-when-missing-link = δημοπρασία: ένα γονίδιο λιγότερο
web-evo-card-when-heatproof-skin = Φάση 5: οι δεινόσαυροί σου στη ζέστη επιβιώνουν
web-evo-card-when-catastrophe = Φάση 2: το κλίμα 2 θέσεις μπροστά
web-evo-card-when-tough-kids = Φάση 4: τα νεογέννητα επιτίθενται
web-evo-card-when-cuckoo = τέλος Φάσης 4: αντικατάστησε ένα νεογέννητο
web-evo-card-when-weather-gene = Φάση 2: διάλεξε το ζάρι του κλίματος
web-evo-card-when-big-brother = Φάση 3: άμυνα +2 κέρατα
web-evo-card-when-duplication = μετά από κάρτα: πάρ' την
web-evo-card-when-giant-gene = Φάση 3: επίθεση +2 κέρατα
web-evo-card-when-primal-urge = Φάση 3: βήματα = οι δεινόσαυροί σου
web-evo-card-when-pthermodactylus = Φάση 5: οι δεινόσαυροί σου στο κρύο επιβιώνουν
web-evo-card-when-birth-control = Φάση 4: καμία γέννηση
web-evo-card-when-survival-gene = τέλος Φάσης 5: οι άλλοι χάνουν ΠΕξ
web-evo-card-when-wandering-brood = Φάση 4: νεογέννητα έως 3 περιοχές μακριά
web-evo-card-when-unexpected-gene = τέλος παιχνιδιού: +2 ΠΕξ
web-evo-card-when-vegetarian-diet = Φάση 3: καμία μάχη
web-evo-card-when-defensive-gas = Φάση 3: ανακωχή με έναν παίκτη
web-evo-card-when-flood = Φάση 2: οι δεινόσαυροι στις ακτές μπορεί να πνιγούν

## The La Isla board (service/static/games/la-isla.js)

web-li-seat-red = Κόκκινος
web-li-seat-blue = Μπλε
web-li-seat-orange = Πορτοκαλί
web-li-seat-black = Μαύρος
web-li-seat = Θέση { $n }
web-li-phase-card = Φάση καρτών: κάθε παίκτης βάζει μια κάρτα κάτω από τα A, B και D
web-li-phase-a = Ενέργεια A: οι κάρτες A μπαίνουν στις θήκες καρτών
web-li-phase-b = Ενέργεια B: οι κάρτες B δίνουν πόρους
web-li-phase-c = Ενέργεια C: εξερευνητές, με τη σειρά των παικτών
web-li-phase-d = Ενέργεια D: οι κάρτες D προωθούν δείκτες ζώων
web-li-phase-final = Τέλος του παιχνιδιού
web-li-card-title = { $name } ({ $id }): { $ability }. Κάτω από το B: 1 πόρος «{ $resource }». Κάτω από το D: ο δείκτης «{ $animal }».
web-li-space-n = θέση { $n }
web-li-a-space = μια θέση
web-li-region = Περιοχή ζούγκλας { $n }, αξίας { $vp } ΠΝ: πλακίδιο «{ $animal }»· γύρω της { $spaces }
web-li-region-taken = Περιοχή ζούγκλας { $n }, αξίας { $vp } ΠΝ: το πλακίδιό της πάρθηκε
web-li-space = Θέση { $n }: { $landscape } (πληρωμή: { $colour }), { $symbol }
web-li-space-explorers = εξερευνητές: { $who }
web-li-explorer-leaving = ο εξερευνητής που φεύγει από: { $space }
web-li-animal-values = Αξίες των ζώων
web-li-sum = άθροισμα { $sum } από { $threshold } τελειώνει το παιχνίδι
web-li-track = { $animal }: δείκτης στο βήμα { $step } από 15, αξία { $value }
web-li-value = αξία { $value }
web-li-round = Γύρος { $n }
web-li-acting = Ενεργεί τώρα: { $who }
web-li-acting-moving = Ενεργεί τώρα: { $who }, μετακινεί τον εξερευνητή από { $from }
web-li-deciding = Αποφασίζει: { $who }
web-li-first-player = Πρώτος παίκτης: { $who }· σειρά των παικτών { $order }
web-li-deck-basic = Στοίβα { $n } κάρτες (βασικό σετ)· στοίβα ξεσκαρταρίσματος { $discard }
web-li-deck-full = Στοίβα { $n } κάρτες (πλήρες σετ)· στοίβα ξεσκαρταρίσματος { $discard }
web-li-discard-top = στην κορυφή του ξεσκαρταρίσματος { $card }
web-li-general-supply = Γενικό απόθεμα εξερευνητών: { $list }
web-li-winner = Νικητής: { $who }
web-li-shared-victory = Κοινή νίκη: { $who }
web-li-score-parts = { $game } στη διάρκεια + { $setvp } για { $sets ->
        [one] { $sets } σετ
       *[other] { $sets } σετ
    } + { $animals } για τα ζώα + { $resvp } για { $left } πόρους
web-li-vp = { $n } ΠΝ
web-li-legend-landscapes = Τοπία και ο πόρος που κοστίζουν
web-li-legend-symbols = Σύμβολα
web-li-legend-regions = Περιοχές ζούγκλας (σκούρο πράσινο): επάνω η αξία σε ΠΝ (= οι εξερευνητές που χρειάζονται για να την περικυκλώσουν), μέσα το πλακίδιο ζώου· γκρι όταν πάρθηκε.
web-li-tag-you = εσύ
web-li-tag-first = πρώτος παίκτης
web-li-tag-deciding = αποφασίζει
web-li-resources = Πόροι
web-li-resource-count = { $n ->
        [one] { $n } πόρος «{ $colour }»
       *[other] { $n } πόροι «{ $colour }»
    }
web-li-in-all = { $n } συνολικά
web-li-explorers = Εξερευνητές
web-li-explorer-counts = { $supply } στο απόθεμα · { $island } στο νησί · { $general } στο γενικό απόθεμα
web-li-animals = Ζώα
web-li-animal-count = { $n ->
        [one] { $animal }: { $n } ζώο
       *[other] { $animal }: { $n } ζώα
    }
web-li-large-counts = (το μεγάλο πλακίδιο μετράει για 2)
web-li-small-tiles = { $n ->
        [one] { $n } μικρό πλακίδιο
       *[other] { $n } μικρά πλακίδια
    }
web-li-large = (μεγάλο)
web-li-holder = { $n ->
        [one] Θήκη καρτών: { $n } θέση, ενεργές οι επάνω κάρτες
       *[other] Θήκη καρτών: { $n } θέσεις, ενεργές οι επάνω κάρτες
    }
web-li-covered-n = { $n } σκεπασμένες
web-li-slot = θέση { $n }
web-li-empty = άδεια
web-li-covered = σκεπασμένες: { $cards }
web-li-under = Κάτω από A (λειτουργία), B (πόρος), D (ζώο)
web-li-hand-size = { $n ->
        [one] { $n } κάρτα στο χέρι
       *[other] { $n } κάρτες στο χέρι
    }
web-li-face-down = κλειστή
web-li-your-hand = { $n ->
        [one] Το χέρι σου ({ $n } κάρτα)
       *[other] Το χέρι σου ({ $n } κάρτες)
    }
web-li-aria-board = La Isla: το νησί, οι μετρητές ζώων και ο γύρος

# ---- terms (docs/i18n/build_web_terms.py writes this block from the glossary)
web-ds-animal-mammals = Θηλαστικά
web-ds-animal-reptiles = Ερπετά
web-ds-animal-birds = Πτηνά
web-ds-animal-amphibians = Αμφίβια
web-ds-animal-arachnids = Αραχνοειδή
web-ds-animal-insects = Έντομα
web-ds-element-meat = κρέας
web-ds-element-sun = ήλιος
web-ds-element-seed = σπόρος
web-ds-element-water = νερό
web-ds-element-grub = κάμπια
web-ds-element-grass = γρασίδι
web-ds-terrain-sea = θάλασσα
web-ds-terrain-wetland = υγρότοπος
web-ds-terrain-savannah = σαβάνα
web-ds-terrain-jungle = ζούγκλα
web-ds-terrain-forest = δάσος
web-ds-terrain-desert = έρημος
web-ds-terrain-mountain = βουνό
web-ds-terrain-tundra = τούνδρα
web-ds-actionkind-initiative = Εκκίνηση
web-ds-actionkind-adaptation = Προσαρμογή
web-ds-actionkind-regression = Υποχώρηση
web-ds-actionkind-abundance = Αφθονία
web-ds-actionkind-wasteland = Ερήμωση
web-ds-actionkind-depletion = Εξάντληση
web-ds-actionkind-glaciation = Παγετώνες
web-ds-actionkind-speciation = Ειδογένεση
web-ds-actionkind-wanderlust = Εξάπλωση
web-ds-actionkind-migration = Μετανάστευση
web-ds-actionkind-competition = Ανταγωνισμός
web-ds-actionkind-domination = Κυριαρχία
web-ds-card-aquatic = Υδρόβιο
web-ds-card-biodiversity = Βιοποικιλότητα
web-ds-card-biomass = Βιομάζα
web-ds-card-blight = Μαρασμός
web-ds-card-catastrophe = Καταστροφή
web-ds-card-cold-snap = Ψύχος
web-ds-card-disease = Ασθένεια
web-ds-card-ecodiversity = Πολυμορφία
web-ds-card-evolution = Εξέλιξη
web-ds-card-fecundity = Γονιμότητα
web-ds-card-fertile = Καρποφορία
web-ds-card-habitat = Οικοσύστημα
web-ds-card-hibernation = Χειμέρια νάρκη
web-ds-card-ice-age = Εποχή των Παγετώνων
web-ds-card-ice-sheet = Στρώμα πάγου
web-ds-card-immigrants = Μετανάστες
web-ds-card-instinct = Ένστικτο
web-ds-card-intelligence = Ευφυΐα
web-ds-card-mass-exodus = Μαζική έξοδος
web-ds-card-metamorphosis = Μεταμόρφωση
web-ds-card-niche-biomes = Εξειδίκευση
web-ds-card-nocturnal = Νυκτόβιο
web-ds-card-omnivore = Παμφάγο
web-ds-card-parasitism = Παρασιτισμός
web-ds-card-predator = Κυνηγός
web-ds-card-symbiotic = Συμβιωτικό
web-evo-gene-tail = ουρά
web-evo-gene-leg = πόδι
web-evo-gene-horn = κέρατο
web-evo-gene-egg = αυγό
web-evo-gene-fur = γούνα
web-evo-gene-parasol = αλεξήλιο
web-evo-gene-mutation = μετάλλαξη
web-evo-gene-card = κάρτα
web-evo-terrain-desert = έρημος
web-evo-terrain-plains = πεδιάδα
web-evo-terrain-hills = λόφοι
web-evo-terrain-mountains = βουνά
web-evo-climateclass-temperate = εύκρατο
web-evo-climateclass-hot = ζεστό
web-evo-climateclass-cold = κρύο
web-evo-climateclass-scorching = καυτό
web-evo-climateclass-freezing = παγωμένο
web-evo-card-sleeping-gene = Κοιμώμενο γονίδιο
web-evo-card-accident = Ατύχημα
web-evo-card-weather-swing = Αλλαγή καιρού
web-evo-card-me-first = Εγώ πρώτος!
web-evo-card-genetic-highflyer = Γενετική υπεροχή
web-evo-card-gene-split = Διάσπαση γονιδίου
web-evo-card-ice-cold = Φονικός παγετός
web-evo-card-killer-rays = Φονικές ακτίνες
web-evo-card-missing-link = Χαμένος κρίκος
web-evo-card-heatproof-skin = Θερμοάντοχο δέρμα
web-evo-card-catastrophe = Καταστροφή!
web-evo-card-tough-kids = Σκληρά μικρά
web-evo-card-cuckoo = Κούκος
web-evo-card-weather-gene = Γονίδιο καιρού
web-evo-card-big-brother = Μεγάλος αδελφός
web-evo-card-duplication = Διπλασιασμός
web-evo-card-giant-gene = Γιγάντιο γονίδιο
web-evo-card-primal-urge = Αρχέγονο ένστικτο
web-evo-card-pthermodactylus = Πθερμοδάκτυλος
web-evo-card-birth-control = Έλεγχος γεννήσεων
web-evo-card-survival-gene = Γονίδιο επιβίωσης
web-evo-card-wandering-brood = Περιπλανώμενοι απόγονοι
web-evo-card-unexpected-gene = Απρόσμενο γονίδιο
web-evo-card-vegetarian-diet = Χορτοφαγία
web-evo-card-defensive-gas = Αμυντικό αέριο
web-evo-card-flood = Πλημμύρα
web-li-species-dodo = Ντόντο
    .short = Ντόντο
web-li-species-fossa = Γιγάντιο Φόσα
    .short = Φόσα
web-li-species-frog = Χρυσός Βάτραχος
    .short = Βάτραχος
web-li-species-pika = Πίκα της Σαρδηνίας
    .short = Πίκα
web-li-species-moth = Νυχτοπεταλούδα Κουκουβάγια
    .short = Νυχτ.
web-li-colour-yellow = κίτρινος
web-li-colour-green = πράσινος
web-li-colour-grey = γκρι
web-li-colour-white = λευκός
web-li-colour-brown = καφέ
web-li-landscape-desert = έρημος
web-li-landscape-grassland = γρασίδι
web-li-landscape-mountain = βουνό
web-li-landscape-steppe = στέπα
web-li-landscape-swamp = βάλτος
web-li-symbol-tent = σκηνή
web-li-symbol-hat = καπέλο
web-li-symbol-rope = σχοινί
web-li-symbol-bottle = μπουκάλι
web-li-symbol-backpack = σακίδιο
# ---- end of terms
