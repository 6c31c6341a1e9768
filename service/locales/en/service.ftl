# The service's own words (en).

# An undo in the event history and the timeline; $who is the seat's player.
svc-undo-taken-back = { $who } took back { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }

# Bot kinds ($budget: a list of svc-bot-ms / svc-bot-iterations).
svc-bot-random = Random bot
svc-bot-greedy = Greedy bot
svc-bot-search = Search bot
svc-bot-budget = { $bot } ({ $budget })
svc-bot-ms = { $n } ms
svc-bot-iterations = { $n ->
        [one] { $n } iteration
       *[other] { $n } iterations
    }

# Seat events of the timeline ($seat: the seat's number; $bot: a bot kind).
svc-seat-configured = Fallback bot: { $bot }
svc-seat-configured-clock = Fallback bot: { $bot }; clock: { $clock }
svc-clock-turn = { $n } s per decision
svc-clock-game = { $n } s per seat for the game
svc-seat-resigned = Seat { $seat } resigned; the { $bot } plays it
svc-seat-timed-out = Seat { $seat } missed its deadline { $deadline }; the { $bot } took its decision
svc-seat-replaced-player = Seat { $seat } was handed to player { $player }
svc-seat-replaced-bot = Seat { $seat } was handed to the { $bot }
svc-seat-token-rotated-admin = Seat { $seat }'s token was replaced by a new one (admin)
svc-seat-token-rotated-seat = Seat { $seat }'s token was replaced by a new one (by the seat)
svc-seat-token-revoked = Seat { $seat }'s token was revoked
svc-game-abandoned = The game was abandoned ({ $by }): { $reason }
