# Οι λεπτομέρειες προβλημάτων της υπηρεσίας (el): ο τίτλος κάθε τύπου προβλήματος και η
# λεπτομέρεια κάθε σφάλματος που απαντά η υπηρεσία (service.app.errors.ServiceError). Οι
# τιμές σε εισαγωγικά είναι όσα έστειλε ο καλών, όπως τα έστειλε.

## Τίτλοι (svc-err-title-<type>)

svc-err-title-invalid-request = Το αίτημα δεν είναι έγκυρο
svc-err-title-unauthorized = Απαιτείται έγκυρο διακριτικό
svc-err-title-forbidden = Αυτό το διακριτικό δεν έχει αυτό το δικαίωμα
svc-err-title-not-your-turn = Δεν είναι η σειρά αυτής της θέσης να αποφασίσει
svc-err-title-not-found = Δεν υπάρχει τέτοιος πόρος
svc-err-title-version-conflict = Η παρτίδα έχει προχωρήσει
svc-err-title-game-over = Η παρτίδα έχει τελειώσει
svc-err-title-seat-taken = Η θέση είναι ήδη κατειλημμένη
svc-err-title-seat-resigned = Η θέση έχει αποσυρθεί
svc-err-title-deadline-passed = Ο χρόνος της θέσης τελείωσε
svc-err-title-invalid-name = Το όνομα δεν μπορεί να καταχωριστεί
svc-err-title-name-reserved = Το όνομα είναι δεσμευμένο
svc-err-title-name-taken = Το όνομα χρησιμοποιείται ήδη
svc-err-title-player-disabled = Ο παίκτης είναι απενεργοποιημένος
svc-err-title-already-seated = Ο παίκτης έχει ήδη θέση σε αυτή την παρτίδα
svc-err-title-undo-not-allowed = Αυτές οι αποφάσεις δεν μπορούν να αναιρεθούν
svc-err-title-webhook-url-refused = Δεν επιτρέπεται η κλήση του URL του webhook
svc-err-title-idempotency-key-reused = Το Idempotency-Key χρησιμοποιήθηκε για άλλο αίτημα
svc-err-title-illegal-action = Οι κανόνες δεν επιτρέπουν αυτή την ενέργεια
svc-err-title-payload-too-large = Το σώμα του αιτήματος είναι πολύ μεγάλο
svc-err-title-unsupported-media-type = Το σώμα του αιτήματος πρέπει να είναι JSON
svc-err-title-rate-limited = Πάρα πολλά αιτήματα εγγραφής από αυτόν τον πελάτη
svc-err-title-quota-exceeded = Ξεπεράστηκε ένα όριο χρήσης του αιτούντος
svc-err-title-corrupt-history = Το αποθηκευμένο ιστορικό της παρτίδας δεν μπορεί να αναπαραχθεί
svc-err-title-projection-lagging = Τα μοντέλα ανάγνωσης δεν έχουν ενημερωθεί ακόμη
svc-err-title-internal-error = Παρουσιάστηκε σφάλμα στον διακομιστή

## Το ίδιο το αίτημα

svc-err-internal = ο διακομιστής δεν μπόρεσε να χειριστεί αυτό το αίτημα
svc-err-lang = η τιμή lang='{ $lang }' δεν είναι γλώσσα αυτής της υπηρεσίας· διαθέσιμες: { $locales }
svc-err-media-type = το σώμα του αιτήματος πρέπει να είναι application/json, όχι «{ $media }»
svc-err-media-unspecified = το σώμα του αιτήματος πρέπει να είναι application/json, αλλά ο τύπος του δεν δηλώθηκε
svc-err-json-depth = το σώμα JSON έχει βάθος φωλιάσματος { $depth } (το πολύ { $max })
# $reason: τα λόγια του αποκωδικοποιητή JSON (στα αγγλικά), με τη διαδρομή της τιμής που απέρριψε.
svc-err-body-invalid = το σώμα του αιτήματος δεν είναι έγκυρο: { $reason }
svc-err-http-invalid = το αίτημα δεν είναι έγκυρο
# Παράμετρος ερωτήματος, διαδρομής ή κεφαλίδας· $reason: τα λόγια του αποκωδικοποιητή (στα αγγλικά).
svc-err-http-parameter = { $source ->
        [query] η παράμετρος ερωτήματος «{ $key }» δεν είναι έγκυρη
        [path] η παράμετρος διαδρομής «{ $key }» δεν είναι έγκυρη
        [header] η κεφαλίδα «{ $key }» δεν είναι έγκυρη
        [cookie] το cookie «{ $key }» δεν είναι έγκυρο
       *[other] η παράμετρος «{ $key }» δεν είναι έγκυρη
    }: { $reason }
svc-err-http-parameters = { $problems }
svc-err-http-not-found = δεν υπάρχει τίποτα σε αυτή τη διεύθυνση
svc-err-http-method = αυτή η διεύθυνση δεν δέχεται τη μέθοδο { $method }
svc-err-http-too-large = το σώμα του αιτήματος είναι πολύ μεγάλο (το πολύ { $max } byte)
svc-err-http-media-type = το σώμα του αιτήματος πρέπει να είναι JSON
svc-err-http-other = δεν ήταν δυνατό να απαντηθεί το αίτημα ({ $status })
svc-err-bearer-form = η κεφαλίδα Authorization πρέπει να έχει τη μορφή 'Bearer <token>'
svc-err-ticket-or-auth = στείλτε είτε εισιτήριο ροής είτε κεφαλίδα Authorization, όχι και τα δύο
svc-err-last-event-seq = το Last-Event-ID πρέπει να είναι το seq μιας ειδοποίησης
svc-err-last-event-version = το Last-Event-ID πρέπει να είναι έκδοση ενός συμβάντος
svc-err-no-position = δεν έχει γίνει ακόμη καμία εγγραφή στο σημείο { $position }
svc-err-projection-lagging = τα μοντέλα ανάγνωσης δεν έφτασαν στο σημείο { $position } μέσα σε { $seconds } δευτ.

## Όρια

svc-err-rate-address = πάρα πολλά αιτήματα εγγραφής από αυτή τη διεύθυνση IP: το πολύ { $limit } το λεπτό· δοκιμάστε ξανά σε { $retry } δευτ.
svc-err-rate-refused = πάρα πολλά αιτήματα εγγραφής με διαπιστευτήρια που απορρίφθηκαν από αυτή τη διεύθυνση IP: το πολύ { $limit } το λεπτό· δοκιμάστε ξανά σε { $retry } δευτ.
svc-err-rate-credential = πάρα πολλά αιτήματα εγγραφής με αυτά τα διαπιστευτήρια: το πολύ { $limit } το λεπτό· δοκιμάστε ξανά σε { $retry } δευτ.
svc-err-quota-games = το πολύ { $limit ->
        [one] { $limit } νέα παρτίδα
       *[other] { $limit } νέες παρτίδες
    } την ώρα { $player ->
        [yes] ανά παίκτη
       *[no] ανά διεύθυνση IP
    }· η επόμενη μπορεί να δημιουργηθεί σε { $wait } δευτ.
svc-err-quota-bot-games = το πολύ { $limit ->
        [one] { $limit } ανολοκλήρωτη παρτίδα
       *[other] { $limit } ανολοκλήρωτες παρτίδες
    } που παίζονται μόνο από ρομπότ ή με ρομπότ αναζήτησης { $player ->
        [yes] ανά παίκτη
       *[no] ανά διεύθυνση IP
    }· αφήστε πρώτα μία να τελειώσει ή εγκαταλείψτε μία

## Παρτίδες, εκδόσεις και ιστορικά

svc-err-no-game = δεν υπάρχει η παρτίδα { $game }
svc-err-no-game-id = δεν υπάρχει παρτίδα «{ $game }»
svc-err-no-summary = η παρτίδα { $game } δεν υπάρχει (ακόμη) στα μοντέλα ανάγνωσης
svc-err-no-game-type = δεν υπάρχει τύπος παιχνιδιού «{ $game }»
svc-err-unknown-game-type = άγνωστος τύπος παιχνιδιού «{ $game }»
svc-err-seat-count = το { $game } παίζεται από { $min } έως { $max } θέσεις, όχι { $seats }
svc-err-no-version = η έκδοση { $version } δεν υπάρχει σε αυτή την παρτίδα (από 1 έως { $latest })
svc-err-game-no-version = η παρτίδα { $game } δεν έχει έκδοση { $version }
# $reason: τα λόγια των κανόνων για την ενέργεια που απορρίφθηκε.
svc-err-corrupt-history = η παρτίδα { $game } δεν μπορεί να ανακατασκευαστεί από τα αποθηκευμένα συμβάντα της: μια καταγεγραμμένη ενέργεια απορρίπτεται κατά την αναπαραγωγή ({ $reason })· εκτελέστε τον έλεγχο (audit) για να βρείτε την πρώτη απόκλιση
svc-err-corrupt-history-at = η παρτίδα { $game } δεν μπορεί να ανακατασκευαστεί από τα αποθηκευμένα συμβάντα της στην έκδοση { $version }: μια καταγεγραμμένη ενέργεια απορρίπτεται κατά την αναπαραγωγή ({ $reason })· εκτελέστε τον έλεγχο (audit) για να βρείτε την πρώτη απόκλιση
svc-err-game-ended = η παρτίδα έχει τελειώσει
svc-err-game-abandoned = η παρτίδα εγκαταλείφθηκε
svc-err-expected-version = αναμενόταν η έκδοση { $expected }, αλλά η παρτίδα είναι στην έκδοση { $version }
svc-err-changed-first = ένα άλλο αίτημα άλλαξε πρώτο την παρτίδα· φορτώστε την ξανά και δοκιμάστε πάλι
svc-err-idempotency-reused = αυτό το Idempotency-Key χρησιμοποιήθηκε ήδη για διαφορετικό αίτημα
svc-err-audit-unfinished = ο σπόρος τυχαιότητας μένει μυστικός μέχρι να τελειώσει η παρτίδα: μόνο ο διαχειριστής μπορεί να ελέγξει μια ανολοκλήρωτη παρτίδα
svc-err-seed-admin = μόνο το διακριτικό διαχειριστή μπορεί να ορίσει τον σπόρο τυχαιότητας

## Ρομπότ και ρολόγια

svc-err-unknown-bot = άγνωστο είδος ρομπότ «{ $bot }»
svc-err-bot-seat-number = η θέση ρομπότ «{ $seat }» δεν είναι αριθμός θέσης (γράψτε την ως 0, 1, ...)
svc-err-bot-seat-not-seat = η θέση ρομπότ { $seat } δεν είναι θέση αυτής της παρτίδας
svc-err-bots-twice = η λίστα bots αναφέρει μια θέση δύο φορές: { $seats }
svc-err-search-budget = ένα ρομπότ αναζήτησης χρειάζεται iterations ή ms
svc-err-clock-fields = άγνωστα πεδία ρολογιού: { $fields }
svc-err-clock-empty = ένα ρολόι χρειάζεται "turn_seconds" ή/και "game_seconds"
svc-err-clock-range = το { $field } πρέπει να είναι ακέραιος αριθμός δευτερολέπτων, από 1 έως { $max }

## Διακριτικά και κλειδιά

# $what: ένα από τα μηνύματα svc-err-what-* (ουσιαστικό με άρθρο, στην ονομαστική).
svc-err-needs-admin = { $what } απαιτεί το διακριτικό διαχειριστή
svc-err-admin-only = { $what } επιτρέπεται μόνο με το διακριτικό διαχειριστή
svc-err-needs-seat-token = { $what } απαιτεί το διακριτικό της θέσης
svc-err-seat-own-token-only = { $what } επιτρέπεται μόνο με το διακριτικό της ίδιας της θέσης
svc-err-what-resign = η απόσυρση από την παρτίδα
svc-err-what-rotate-token = η αντικατάσταση του διακριτικού της θέσης με νέο
svc-err-what-revoke-token = η ανάκληση του διακριτικού μιας θέσης
svc-err-what-replace-seat = η ανάθεση μιας θέσης σε άλλον
svc-err-what-abandon = η εγκατάλειψη μιας παρτίδας
svc-err-what-disable-player = η απενεργοποίηση ή η ενεργοποίηση ενός παίκτη
svc-err-token-not-valid = το διακριτικό δεν είναι έγκυρο για αυτή την παρτίδα
svc-err-act-needs-token = για να παίξετε για μια θέση χρειάζεται το διακριτικό της
svc-err-act-own-token = μόνο το διακριτικό μιας θέσης μπορεί να παίζει για λογαριασμό της
svc-err-token-other-seat = με αυτό το διακριτικό παίζει η θέση { $own }, όχι η θέση { $seat }
svc-err-token-of-other-seat = αυτό το διακριτικό ανήκει στη θέση { $own }, όχι στη θέση { $seat }
svc-err-legal-needs-token = οι επιτρεπτές ενέργειες εμφανίζονται ανά θέση: στείλτε το διακριτικό της
svc-err-legal-own-token = οι επιτρεπτές ενέργειες εμφανίζονται μόνο με το διακριτικό της ίδιας της θέσης
svc-err-undo-needs-token = η αναίρεση μιας απόφασης απαιτεί το διακριτικό της θέσης ή ένα κλειδί παίκτη
svc-err-undo-own-token = μόνο το διακριτικό της ίδιας της θέσης μπορεί να αναιρέσει τις αποφάσεις της
svc-err-ticket-not-valid = το εισιτήριο ροής δεν είναι έγκυρο
svc-err-ticket-other-game = το εισιτήριο ροής είναι για άλλη παρτίδα
svc-err-ticket-expired = το εισιτήριο ροής έχει λήξει: ζητήστε νέο
svc-err-feed-ticket = το εισιτήριο τροφοδοσίας δεν είναι έγκυρο

## Θέσεις

svc-err-game-no-seat = η παρτίδα { $game } δεν έχει θέση { $seat }
svc-err-seat-bot = τη θέση { $seat } την παίζει το { $bot }
svc-err-seat-taken = η θέση { $seat } είναι ήδη κατειλημμένη
svc-err-already-seated = ο παίκτης { $name } έχει ήδη τη θέση { $seat } σε αυτή την παρτίδα
svc-err-claim-own-player = ένα κλειδί παίκτη καταλαμβάνει θέση μόνο για τον δικό του παίκτη: παραλείψτε το "player"
svc-err-claim-needs-name = δώστε ένα όνομα επισκέπτη στο "player" ή καταλάβετε τη θέση με κλειδί παίκτη
svc-err-player-no-seat = αυτός ο παίκτης δεν έχει θέση σε αυτή την παρτίδα
svc-err-player-no-seat-not = αυτός ο παίκτης δεν έχει καμία θέση σε αυτή την παρτίδα, άρα ούτε τη θέση { $seat }
svc-err-player-other-seat = αυτός ο παίκτης έχει τη θέση { $held }, όχι τη θέση { $seat }
svc-err-seat-resigned-bot = η θέση { $seat } έχει αποσυρθεί: την παίζει το εφεδρικό της ρομπότ
svc-err-seat-resigned-end = η θέση { $seat } έχει αποσυρθεί: την παίζει το εφεδρικό της ρομπότ μέχρι το τέλος
svc-err-seat-already-resigned = η θέση { $seat } έχει ήδη αποσυρθεί
svc-err-deadline-passed = ο χρόνος της θέσης { $seat } για αυτή την απόφαση έληξε στις { $deadline }· την παίζει το εφεδρικό της ρομπότ
svc-err-no-token-to-rotate = η θέση { $seat } δεν έχει παίκτη του οποίου το διακριτικό να μπορεί να αντικατασταθεί με νέο
svc-err-no-token-to-revoke = η θέση { $seat } δεν έχει έγκυρο διακριτικό για ανάκληση
svc-err-replace-either = δώστε είτε "player" είτε "bot"

## Παίκτες και ονόματα

svc-err-send-player-key = στείλτε το κλειδί παίκτη
svc-err-key-not-valid = το κλειδί παίκτη δεν είναι έγκυρο (ίσως έχει αντικατασταθεί)
svc-err-player-disabled = ο παίκτης { $name } είναι απενεργοποιημένος: το κλειδί του απορρίπτεται
svc-err-rotate-needs-key = η αντικατάσταση ενός κλειδιού με νέο απαιτεί το κλειδί παίκτη
svc-err-player-changed = ο παίκτης άλλαξε στο μεταξύ· δοκιμάστε ξανά
svc-err-no-player-named = δεν υπάρχει παίκτης «{ $name }»
svc-err-no-player-with-name = δεν υπάρχει παίκτης με αυτό το όνομα
svc-err-name-taken = το όνομα «{ $name }» (ή κάποιο που γράφεται παρόμοια) χρησιμοποιείται ήδη
svc-err-name-not-text = ένα όνομα πρέπει να είναι κείμενο
svc-err-name-too-long = ένα όνομα έχει το πολύ { $max ->
        [one] { $max } χαρακτήρα
       *[other] { $max } χαρακτήρες
    }
svc-err-name-length = ένα όνομα έχει από 1 έως { $max } χαρακτήρες, όχι { $length }
svc-err-name-edge-space = ένα όνομα δεν μπορεί να αρχίζει ή να τελειώνει με κενό
svc-err-name-double-space = ένα όνομα δεν μπορεί να έχει δύο συνεχόμενα κενά
# $char: ο χαρακτήρας σε εισαγωγικά ή ο κωδικός του (U+0009).
svc-err-name-character = ο χαρακτήρας { $char } δεν επιτρέπεται σε όνομα: μόνο γράμματα, ψηφία, κενό, '-', '_' και '.'
svc-err-name-no-letter = ένα όνομα χρειάζεται τουλάχιστον ένα γράμμα ή ψηφίο
# $scripts: τα ονόματα των συστημάτων γραφής στο Unicode (Latin, Cyrillic, ...).
svc-err-name-scripts = ένα όνομα δεν μπορεί να αναμειγνύει συστήματα γραφής ({ $scripts }): γράμματα του ενός μοιάζουν με γράμματα του άλλου
svc-err-name-reserved = τα 'admin', 'me' και τα ονόματα που αρχίζουν με 'bot' ή 'guest' είναι δεσμευμένα (χωρίς διάκριση πεζών-κεφαλαίων και χαρακτήρων που μοιάζουν)

## Webhook

svc-err-hook-port = η θύρα του URL του webhook δεν είναι έγκυρη
svc-err-hook-scheme = ένα URL webhook πρέπει να αρχίζει με http:// ή https://
svc-err-hook-credentials = ένα URL webhook δεν μπορεί να περιέχει όνομα χρήστη ή κωδικό πρόσβασης
svc-err-hook-no-host = ένα URL webhook πρέπει να περιέχει όνομα κεντρικού υπολογιστή
svc-err-hook-unresolved = ο κεντρικός υπολογιστής του webhook «{ $host }» δεν αντιστοιχεί σε καμία διεύθυνση
svc-err-hook-refused = ο κεντρικός υπολογιστής του webhook «{ $host }» αντιστοιχεί στη διεύθυνση { $address } ({ $kind ->
        [loopback] διεύθυνση βρόχου επιστροφής
        [unspecified] μη καθορισμένη διεύθυνση
        [link-local] διεύθυνση τοπικής ζεύξης
        [multicast] διεύθυνση πολλαπλής διανομής
        [private] ιδιωτική διεύθυνση
        [reserved] δεσμευμένη διεύθυνση
        [unparsable] διεύθυνση που δεν μπορεί να αναγνωστεί
       *[non-global] διεύθυνση που δεν είναι δημόσια
    }): δεν επιτρέπεται
svc-err-no-webhook = αυτός ο παίκτης δεν έχει webhook «{ $webhook }»
svc-err-pages-missing = η σελίδα { $name } δεν είναι εγκατεστημένη σε αυτόν τον διακομιστή
svc-err-static-missing = δεν υπάρχει τέτοιο αρχείο στο /static/

## Αναίρεση: γιατί οι αποφάσεις δεν μπορούν να αναιρεθούν (και ο λόγος του GET /games/ID/undo)

# $who: το όνομα ενός παίκτη ή ένα από τα svc-undo-who-* (ονομαστική).
svc-undo-who-seat = η θέση { $seat }
svc-undo-who-bot = το { $bot } της θέσης { $seat }
svc-undo-without = η παρτίδα δημιουργήθηκε χωρίς δυνατότητα αναίρεσης
svc-undo-ended = η παρτίδα έχει τελειώσει
svc-undo-abandoned = η παρτίδα εγκαταλείφθηκε
svc-undo-bot-seat = τη θέση { $seat } την παίζει ρομπότ
svc-undo-no-decision = { $who } δεν έχει καμία απόφαση προς αναίρεση: { $why }
svc-undo-not-before = η έκδοση { $version } δεν προηγείται της έκδοσης { $head } της παρτίδας
svc-undo-unreachable = δεν είναι δυνατή η επιστροφή στην έκδοση { $version }: { $why }
svc-undo-already-back = η ίδια η έκδοση { $version } έχει αναιρεθεί (με την αναίρεση στην έκδοση { $to })
svc-undo-none-after = { $who } δεν έχει πάρει καμία απόφαση μετά την έκδοση { $version }
svc-undo-acted-since = { $who } έχει παίξει στο μεταξύ (έκδοση { $version })
svc-undo-bot-not-answer = η κίνηση του ρομπότ στην έκδοση { $version } δεν ήταν απάντηση σε απόφαση που πήρε { $who }
# Γιατί τίποτα πριν από μια έκδοση δεν μπορεί πια να αναιρεθεί.
svc-undo-why-begun = η παρτίδα μόλις άρχισε
svc-undo-why-restored = η παρτίδα επαναφέρθηκε από στιγμιότυπο
svc-undo-why-commit-bot = η απάντηση ενός ρομπότ στην έκδοση { $version } τράβηξε ή αποκάλυψε κάτι κρυφό ή τυχαίο ή τελείωσε έναν γύρο, μια φάση ή την παρτίδα (σημείο οριστικοποίησης)
svc-undo-why-commit = η απόφαση που πήρε { $who } στην έκδοση { $version } τράβηξε ή αποκάλυψε κάτι κρυφό ή τυχαίο ή τελείωσε έναν γύρο, μια φάση ή την παρτίδα (σημείο οριστικοποίησης)
svc-undo-why-claimed = η θέση { $seat } καταλήφθηκε στην έκδοση { $version }
svc-undo-why-resigned = { $who } αποσύρθηκε στην έκδοση { $version }
svc-undo-why-timed-out = { $who } έχασε την προθεσμία στην έκδοση { $version }
svc-undo-why-handed = η θέση { $seat } δόθηκε σε κάποιον άλλο στην έκδοση { $version }
