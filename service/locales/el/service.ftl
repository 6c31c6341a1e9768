# The service's own words (el).

svc-undo-taken-back = { $who }: { $decisions ->
        [one] αναιρέθηκε { $decisions } απόφαση
       *[other] αναιρέθηκαν { $decisions } αποφάσεις
    }

svc-bot-random = Τυχαίο ρομπότ
svc-bot-greedy = Άπληστο ρομπότ
svc-bot-search = Ρομπότ αναζήτησης
svc-bot-budget = { $bot } ({ $budget })
svc-bot-ms = { $n } ms
svc-bot-iterations = { $n ->
        [one] { $n } επανάληψη
       *[other] { $n } επαναλήψεις
    }

svc-seat-configured = Εφεδρικό ρομπότ: { $bot }
svc-seat-configured-clock = Εφεδρικό ρομπότ: { $bot } · ρολόι: { $clock }
svc-clock-turn = { $n } δευτ. ανά απόφαση
svc-clock-game = { $n } δευτ. ανά θέση για όλη την παρτίδα
svc-seat-resigned = Η θέση { $seat } αποσύρθηκε· τώρα την παίζει: { $bot }
svc-seat-timed-out = Η θέση { $seat } έχασε την προθεσμία της ({ $deadline })· αποφάσισε στη θέση της: { $bot }
svc-seat-replaced-player = Η θέση { $seat } δόθηκε στον παίκτη { $player }
svc-seat-replaced-bot = Η θέση { $seat } δόθηκε σε: { $bot }
svc-seat-token-rotated-admin = Το διακριτικό της θέσης { $seat } αντικαταστάθηκε με νέο (από τον διαχειριστή)
svc-seat-token-rotated-seat = Το διακριτικό της θέσης { $seat } αντικαταστάθηκε με νέο (από την ίδια τη θέση)
svc-seat-token-revoked = Το διακριτικό της θέσης { $seat } ανακλήθηκε
svc-game-abandoned = Η παρτίδα εγκαταλείφθηκε ({ $by }): { $reason }
