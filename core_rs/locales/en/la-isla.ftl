# la-isla

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
li-species-dodo = Dodo
li-species-fossa = Giant Fossa
li-species-frog = Golden Frog
li-species-pika = Sardinian Pika
li-species-moth = Owl Moth
li-colour-yellow = yellow
li-colour-green = green
li-colour-grey = grey
li-colour-white = white
li-colour-brown = brown
li-landscape-desert = desert
li-landscape-grassland = grassland
li-landscape-mountain = mountain
li-landscape-steppe = steppe
li-landscape-swamp = swamp
li-symbol-tent = tent
li-symbol-hat = hat
li-symbol-rope = rope
li-symbol-bottle = bottle
li-symbol-backpack = backpack
li-phase-card = card phase
li-phase-a = action A (special function)
li-phase-b = action B (resource)
li-phase-c = action C (explorers)
li-phase-d = action D (animal marker)
li-phase-final = end of game
li-function-landscape-vp = landscape VP
li-function-symbol-vp = symbol VP
li-function-symbol-resource = symbol resource
li-function-landscape-resource = landscape resource
li-function-landscape-discount = landscape discount
li-function-income = income
li-function-income-marker = income marker
li-function-landscape-marker = landscape marker
li-function-extra-explorer = Extra explorer
li-function-extra-slot = Extra slot
li-function-wider-search = Wider search
li-function-provisions = Provisions
li-function-double-step = double step
li-function-free-choice = Free choice
li-function-capture-marker = capture marker
li-function-any-colour = any colour
li-function-symbol-discount = symbol discount
li-function-scout = Scout
li-function-double-score = Double score
li-function-capture-vp = Capture VP
li-function-second-move = Second move
li-letter-a = A (special function)
li-letter-b = B (resource)
li-letter-d = D (animal marker)
li-cardset-basic = Basic: the value-1 cards
li-cardset-full = Full: all 180 cards
li-endreason-threshold = the markers reach the threshold
li-endreason-cards-exhausted = no cards left
li-option-card-set = Card set
li-option-first-player = First player
li-explorer = explorer
li-island = island
li-island-piece = island piece
li-jungle-region = jungle region
li-space = landscape space
li-animal-tile = animal tile
li-large-animal-tile = large animal tile
li-small-animal-tile = small animal tile
li-animal = animal
li-resource = resource
li-card-holder = card holder
li-slot = slot (of the card holder)
li-first-player-card = first-player card
li-animal-marker = animal marker
li-animal-track = animal track
li-vp-track = VP track
li-central-board = central board
li-general-supply = general supply
li-personal-supply = personal supply
li-discard-pile = discard pile
li-value = value (of a card, region or track step)
li-multiplier = scoring multiplier
li-set = set (of five species)
li-capture = capture (of an animal tile)
li-arrival = arrival (of an explorer)
li-relocation = relocation
li-special-function = special function
li-threshold = threshold (end of game)
li-clockwise = clockwise
li-action-assign-card = assign a card
li-action-cover-slot = cover a slot
li-action-take-explorer = take an explorer
li-action-income-marker = advance a marker in action B
li-action-choose-animal = choose an animal
li-action-double-step = double step
li-action-place-explorer = place an explorer
li-action-pick-up-explorer = pick up an explorer
li-action-relocate-explorer = relocate an explorer
li-action-take-resource = take a resource
li-action-gain-resource = gain a resource
li-action-advance-marker = advance a marker
li-action-decline = decline
# ---- end of terms

# ---- the engine's words (labels, prompts, effects, rule errors, options)

## Players (seat number 0–3).
li-seat = { $seat ->
    [0] Red
    [1] Blue
    [2] Orange
    [3] Black
   *[other] Player
}

## Resource colours, with the forms sentences about resources need.
li-colour-res-yellow = { li-colour-yellow }
li-colour-res-green = { li-colour-green }
li-colour-res-grey = { li-colour-grey }
li-colour-res-white = { li-colour-white }
li-colour-res-brown = { li-colour-brown }

## Capitalized names inside the names of special functions ("Desert VP").
li-cap-landscape = { $landscape ->
    [desert] Desert
    [grassland] Grassland
    [mountain] Mountain
    [steppe] Steppe
   *[swamp] Swamp
}
li-cap-symbol = { $symbol ->
    [tent] Tent
    [hat] Hat
    [rope] Rope
    [bottle] Bottle
   *[backpack] Backpack
}
li-cap-colour = { $colour ->
    [yellow] Yellow
    [green] Green
    [grey] Grey
    [white] White
   *[brown] Brown
}

## The names of the special functions (§11.2).
li-fn-landscape-vp = { li-cap-landscape } VP
li-fn-symbol-vp = { li-cap-symbol } VP
li-fn-symbol-resource = { li-cap-symbol } resource
li-fn-landscape-resource = { li-cap-landscape } resource
li-fn-landscape-discount = { li-cap-landscape } discount
li-fn-income = { li-cap-colour } income
li-fn-income-marker = { $animal } income marker
li-fn-landscape-marker = { li-cap-landscape } marker
li-fn-extra-explorer = Extra explorer
li-fn-extra-slot = Extra slot
li-fn-wider-search = Wider search
li-fn-provisions = Provisions
li-fn-double-step = { $animal } double step
li-fn-free-choice = Free choice
li-fn-capture-marker = { $animal } capture marker
li-fn-any-colour = { li-cap-landscape } any colour
li-fn-symbol-discount = { li-cap-symbol } discount
li-fn-scout = Scout
li-fn-double-score = Double score
li-fn-capture-vp = Capture VP
li-fn-second-move = Second move

## A species with its indefinite article.
li-an-species-dodo = a Dodo
li-an-species-fossa = a Giant Fossa
li-an-species-frog = a Golden Frog
li-an-species-pika = a Sardinian Pika
li-an-species-moth = an Owl Moth

## Cards: by name and id, by id alone, and with all their printed facts.
li-card-name = { $function } ({ $card })
li-card-unknown = card { $card }
li-card-words = { $card } { $code } / { $colour } / { $animal }
li-the-card = the card
li-your-a-card = your A card
li-your-a-card-named = your A card { $card }

## A landscape space in words.
li-space-words = the { $landscape } space { $space } ({ $symbol })
li-space-unknown = space { $space }

## The tiles an arrival captures, one after the other.
li-take-tile = ; take the { $animal } tile of { $region } (+{ $vp } VP){ $then }
li-take-tile-end = { "" }

## The options (§4.1).
li-opt-card-set = Card set
li-opt-card-set-help = Basic plays with the 120 value-1 cards (recommended for a first game); Full adds the 60 value-2 cards.
li-opt-card-set-basic = Basic: the 120 value-1 cards
li-opt-card-set-full = Full: all 180 cards
li-opt-first-player = First player
li-opt-first-player-help = The seat that holds the first-player card in round 1; random when not chosen.
li-opt-first-random = Random (drawn from the seed)
li-opt-first-0 = Red (seat 1)
li-opt-first-1 = Blue (seat 2)
li-opt-first-2 = Orange (seat 3; 3 or 4 players)
li-opt-first-3 = Black (seat 4; 4 players only)

## Labels of the legal actions.
li-label-not-a-seat = Not a seat of this game
li-label-assign-a = Put { $card } under A: its function goes into your card holder
li-label-assign-b = Put { $card } under B: take 1 { $colour } resource{ $rest }
li-label-assign-d = Put { $card } under D: advance the { $animal } marker
li-label-assign-use = Put { $card } under { $letter }: use it{ $rest }
li-assign-rest-none = { "" }
li-assign-rest-d = ; { $card } goes under D, for the { $animal }
li-assign-rest-d-unknown = ; { $card } goes under D
li-label-cover = Cover { $covered } in slot { $slot } with { $with }
li-label-take-explorer = Take an explorer from the general supply into your supply ({ $left } of your colour there)
li-label-leave-explorer = Leave the explorer in the general supply
li-label-income-marker = Advance the { $animal } marker in action B ({ $function }, +{ $vp } VP)
li-label-income-marker-no = Do not advance the { $animal } marker in action B
li-label-choose-animal = Advance the { $animal } marker in action D (Free choice)
li-label-choose-animal-own = Advance the { $animal } marker in action D (Free choice, the animal of your D card)
li-label-double-step = Take the second { $animal } step in action D ({ $function })
li-label-double-step-no = Do not take the second { $animal } step
li-label-double-step-na = Go on: { $function } does not apply, your D advance is not { $species }
li-label-place = Place an explorer on { $space }, paying { $amount } { $colour }{ $captures }
li-label-move = Move your explorer to { $space }, paying { $amount } { $colour }{ $captures }
li-label-move-from = Move your explorer from { $from } to { $space }, paying { $amount } { $colour }{ $captures }
li-label-pick-up = Relocate your explorer from { $space }
li-label-pick-up-second = Second move: relocate your explorer from { $space }
li-label-take-second = Take 1 { $colour } resource as the second resource (Provisions)
li-label-take-instead = Take 1 { $colour } resource instead of placing an explorer
li-label-take-instead-provisions = Take 1 { $colour } resource instead of placing an explorer, then a second one (Provisions)
li-label-gain = Take 1 { $colour } resource
li-label-gain-from = Take 1 { $colour } resource ({ $function })
li-label-advance-capture = Advance the { $animal } marker ({ $function }, { $left ->
    [one] { $left } advance
   *[other] { $left } advances
} left; +{ $vp } VP)
li-label-advance-by = Advance the { $animal } marker ({ $function }; +{ $vp } VP)
li-label-advance = Advance the { $animal } marker (marker advance; +{ $vp } VP)
li-label-decline-capture = Do not advance the { $animal } marker ({ $function })
li-label-decline-landscape = Do not advance any marker ({ $function })
li-label-decline-second = Do not make a second move
li-label-decline = Decline

## Prompts of the pending decision.
li-prompt-assign-a = Round { $round }: choose a card to put under A (its special function goes into your card holder; { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand)
li-prompt-assign-b = Round { $round }: choose a card to put under B (its resource; { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand)
li-prompt-assign-d = Round { $round }: choose a card to put under D (its animal's marker advances; { $cards ->
    [one] { $cards } card
   *[other] { $cards } cards
} in hand)
li-prompt-cover = Your card holder is full: choose the slot that { $card } will cover
li-prompt-take-explorer = Extra explorer: take one of your explorers from the general supply ({ $left } there)?
li-prompt-income-marker = { $function }: advance the { $animal } marker in action B?
li-prompt-choose-animal = Free choice: choose the animal whose marker your D card advances
li-prompt-double-step = { $function }: take a second step should your D advance be { $species }?
li-prompt-c-all = Action C: place an explorer ({ $supply } in your supply), relocate one of your explorers, or take a resource
li-prompt-c-place = Action C: place an explorer ({ $supply } in your supply), or take a resource
li-prompt-c-relocate = Action C: relocate one of your explorers, or take a resource
li-prompt-c-take = Action C: take a resource
li-prompt-destination = Choose where your explorer from { $from } goes
li-prompt-second-provision = Provisions: choose a second resource
li-prompt-capture-marker = { $function }: advance the { $animal } marker? ({ $left ->
    [one] { $left } advance
   *[other] { $left } advances
} left)
li-prompt-arrival-resource = { $function }: choose a resource to take
li-prompt-landscape-marker = { $function }: advance the marker of an animal of your choice?
li-prompt-second-move = Second move: relocate one more of your explorers?
li-prompt-c-explorer = Action C: your explorer

## The phases, as effects name them.
li-ph-card = card phase
li-ph-a = action A
li-ph-b = action B
li-ph-c = action C
li-ph-d = action D
li-ph-final = end of game

## Secret answers (the words of the seat's own choice).
li-answer-cover = cover slot { $slot }
li-answer-take-explorer-yes = take the extra explorer: true
li-answer-take-explorer-no = take the extra explorer: false
li-answer-income-yes = advance the { $animal } marker in action B: true
li-answer-income-no = advance the { $animal } marker in action B: false
li-answer-choose-animal = advance the { $animal } marker in action D (FREE_CHOICE)
li-answer-double-step-yes = take the second { $animal } step: true
li-answer-double-step-no = take the second { $animal } step: false
li-answer-double-step-na = { $code } does not apply this round
li-answer-other = { $answer }

## Effects.
li-fx-round-started = Round { $round } begins; { $player } is first player
li-fx-deck-reshuffled = The discard pile ({ $cards } cards) is shuffled into a new deck
li-fx-card-drawn = { $player } draws { $card }
li-fx-cards-drawn = { $player } draws { $count } cards
li-fx-card-assigned = { $player } puts { $card } face down under { $letter }
li-fx-card-face-down = { $player } puts a card face down under { $letter }
li-fx-secret-answer = { $player } decides: { $answer }
li-fx-answer-recorded = { $player } makes a secret choice ({ $phase })
li-fx-seat-decided = { $player } has made all secret choices ({ $phase })
li-fx-leftover-discarded = { $player } discards the unused card { $card }
li-fx-a-card-revealed = { $player } reveals A card { $card }
li-fx-card-placed = { $player } puts { $card } { $code } into slot { $slot } of the card holder
li-fx-card-placed-covering = { $player } puts { $card } { $code } into slot { $slot } of the card holder, covering { $covered } { $coveredcode } (no longer active)
li-fx-slot-added = { $player }'s card holder now has { $slots } slots
li-fx-explorer-taken = { $player } takes an explorer from the general supply ({ $supply } in supply)
li-fx-declined-extra-explorer = { $player } declines the extra explorer
li-fx-declined-income-marker = { $player } declines the { $animal } advance of INCOME_MARKER
li-fx-declined-double-step = { $player } declines the second { $animal } step
li-fx-declined-capture-marker = { $player } declines the { $animal } advance of CAPTURE_MARKER
li-fx-declined-landscape-marker = { $player } declines the advance of LANDSCAPE_MARKER
li-fx-declined-second-move = { $player } declines the SECOND_MOVE relocation
li-fx-card-discarded = { $player } discards { $letter } card { $card }
li-fx-gained-b-card = { $player } takes { $count } { $colour } { $count ->
    [one] resource
   *[other] resources
} for the B card { $card }
li-fx-gained-income = { $player } takes { $count } { $colour } { $count ->
    [one] resource
   *[other] resources
} from INCOME
li-fx-gained-instead = { $player } takes { $count } { $colour } { $count ->
    [one] resource
   *[other] resources
} instead of placing an explorer
li-fx-gained-provisions = { $player } takes { $count } { $colour } { $count ->
    [one] resource
   *[other] resources
} from PROVISIONS
li-fx-gained-arrival = { $player } takes { $count } { $colour } { $count ->
    [one] resource
   *[other] resources
} from { $code }
li-fx-paid = { $player } pays { $count } { $colour } { $count ->
    [one] resource
   *[other] resources
}
li-fx-explorer-placed = { $player } places an explorer from the supply on { $space }
li-fx-relocation-started = { $player } will relocate the explorer on { $space }
li-fx-explorer-relocated = { $player } relocates an explorer from { $from } to { $to }
li-fx-tile-captured = { $player } surrounds { $region } and takes its { $animal } tile (worth { $value } VP)
li-fx-vp-capture = { $player } scores { $vp } VP for surrounding { $region } (total { $total })
li-fx-vp-capture-bonus = { $player } scores { $vp } VP from CAPTURE_VP for { $tiles } captured { $tiles ->
    [one] tile
   *[other] tiles
} (total { $total })
li-fx-vp-landscape = { $player } scores { $vp } VP from LANDSCAPE_VP for a { $landscape } space (total { $total })
li-fx-vp-symbol = { $player } scores { $vp } VP from SYMBOL_VP for a { $symbol } space (total { $total })
li-fx-vp-animals = { $player } scores { $vp } VP for { $animals } { $animal } { $animals ->
    [one] animal
   *[other] animals
} (1 VP each) (total { $total })
li-fx-vp-animals-double = { $player } scores { $vp } VP for { $animals } { $animal } { $animals ->
    [one] animal
   *[other] animals
} (2 VP each with DOUBLE_SCORE) (total { $total })
li-fx-marker-advanced = { $player } advances the { $animal } marker to step { $step } (value { $value })
li-fx-marker-at-top = { $player } advances the { $animal } marker, already at the top (value { $value })
li-fx-game-ended-threshold = The animal values sum to { $sum }: the game ends
li-fx-game-ended-cards = No card is left to draw: the game ends
li-fx-final-scored = { $player } scores { $sets } for sets, { $animals } for animals, { $resources } for resources: { $total } VP

## Rule errors.
li-err-wrong-step = { $action } is not a decision of the current step ({ $phase }, { $kind })
li-err-next-letter = cards go under A, then B, then D: the next letter is { $letter }
li-err-not-in-hand = { $card } is not in your hand
li-err-no-slot = your holder has { $slots } slots; there is no slot { $slot }
li-err-income-question = the question is about the { $animal } marker
li-err-double-step-question = the question is about { $code }
li-err-double-step-other = { $code } gives a second step only when the D advance is a { $animal }, not { $advanced }
li-err-double-step-none = { $code } gives a second step only when the D advance is a { $animal }, not none
li-err-no-space = there is no space { $space } (the island has { $spaces })
li-err-same-colour = a space may never hold two explorers of the same colour
li-err-cost = this space costs { $amount } { $colour }; you cannot pay with { $with }
li-err-cost-any = this space costs { $amount } of any one colour; you cannot pay with { $with }
li-err-no-supply = no explorer is left in your personal supply
li-err-no-explorer-there = you have no explorer on that space
li-err-relocate-supply = relocating is allowed only once your personal supply is empty (or with SCOUT)
li-err-no-destination = you cannot pay for any destination
li-err-capture-marker = CAPTURE_MARKER advances the { $animal } marker only
li-err-nothing-to-decline = there is no optional function to decline now
li-err-seats = la-isla §4.1: 2 to 4 players, not { $seats }
li-err-card-table = la-isla §11.6: the embedded card list does not parse
li-err-island-option = la-isla §5: invalid island option: { $detail }
li-err-island = la-isla §5: { $detail }
li-err-island-data = { $detail }
li-err-first-player = la-isla §4.3 S6: first_player { $first } is not a seat of a { $seats }-player game
