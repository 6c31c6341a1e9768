# The service's own words (en).

# An undo in the event history and the timeline; $who is the seat's player.
svc-undo-taken-back = { $who } took back { $decisions ->
        [one] { $decisions } decision
       *[other] { $decisions } decisions
    }
