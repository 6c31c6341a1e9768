# The log of a game in words (service/app/gamelog): one message per sentence; the
# sentence's capital and full stop are added when the log is made. Game terms are the
# glossary's term messages (core_rs/locales/en/<game>.ftl) passed as arguments.

## Shared

log-and-more = { " " }(and { $n } more)
log-a-player = a player
log-seat = seat { $n }
log-secret-choice = { $who } makes a secret choice
log-action-code = { $who } { $what }
log-phase-code = { $code }
log-undo = Took back decisions
log-unknown = something unknown
log-term = { $term }
log-round-started = Round { $round } begins

## Dominant Species

log-ds-phase-planning = Planning
log-ds-phase-execution = Execution
log-ds-phase-reset = Reset
log-ds-phase-over = Game over
log-ds-animals = { $a } / { $b }
log-ds-space = space { $n }
log-ds-space-off = a space off the board
log-ds-tile-on = the { $terrain } on { $space }
log-ds-corner = the corner of spaces { $spaces }
log-ds-corner-edge = a corner of space { $n } at the edge of earth
log-ds-corner-off = a corner at the edge of earth
log-ds-action-space = { $kind }
log-ds-action-space-numbered = { $kind } { $n }
log-ds-action-space-speciation = { $kind } ({ $element })
log-ds-action-space-migration = { $kind } (up to { $n } cubes)
log-ds-action-space-competition = { $kind } { $n } (tundra, { $a }, { $b })
log-ds-action-space-unknown = an action space
log-ds-final-scoring = the final scoring
log-ds-empty = (empty)

log-ds-pass = { $who } pass
log-ds-pass-initiative-swap = { $who } keep their place on the initiative track
log-ds-pass-initiative-place = { $who } take the Initiative pawn back
log-ds-pass-adaptation = { $who } take no element
log-ds-pass-regression-protect = { $who } protect nothing more from Regression
log-ds-pass-take-element = { $who } place no element
log-ds-pass-place-element = { $who } place no element
log-ds-pass-wasteland = { $who } remove no disc from the Wasteland box
log-ds-pass-depletion = { $who } remove no element from earth
log-ds-pass-glaciation = { $who } do not glaciate
log-ds-pass-speciation-corner = { $who } do not speciate
log-ds-pass-insect-speciation = { $who } do not use their free Speciation
log-ds-pass-wanderlust-tile = { $who } take no tile
log-ds-pass-wanderlust-hex = { $who } place no tile
log-ds-pass-domination = { $who } score no tile
log-ds-pass-mammal-save = { $who } save no cube from extinction
log-ds-pass-arachnid-competition = { $who } do not use their free Competition
log-ds-pass-competition = { $who } end the Competition
log-ds-pass-migration = { $who } end the Migration
log-ds-pass-evolution = { $who } replace no more cubes
log-ds-pass-metamorphosis = { $who } exchange no element
log-ds-pass-aquatic-cubes = { $who } place no cubes
log-ds-pass-hibernation = { $who } bring back no cubes
log-ds-done = { $who } are done
log-ds-done-migration = { $who } end the Migration
log-ds-done-competition = { $who } end the Competition
log-ds-done-wanderlust-move = { $who } move no more cubes onto the new tile
log-ds-done-mass-exodus-move = { $who } move no more cubes
log-ds-done-evolution = { $who } replace no more cubes

log-ds-do-take-tile = { $who } take the face-up tile of Wanderlust stack { $stack }
log-ds-do-take-element = { $who } take a { $element } disc
log-ds-do-add-cubes = { $who } place { $n ->
    [one] { $n } cube
   *[other] { $n } cubes
} on { $space }
log-ds-do-glaciate = { $who } glaciate { $space }
log-ds-do-eliminate = { $who } eliminate a { $animal } cube on { $space }
log-ds-do-replace-cube = { $who } replace a { $animal } cube on { $space } with one of theirs
log-ds-do-remove-element = { $who } remove the disc on { $corner }
log-ds-do-choose-space = { $who } choose { $space }
log-ds-do-save = { $who } save a cube on { $space }
log-ds-do-move-cube = { $who } move a cube from { $src } to { $dst }
log-ds-do-place-tile = { $who } place the tile on { $space }
log-ds-do-choose-corner = { $who } choose { $corner }
log-ds-do-swap-initiative = { $who } move ahead on the initiative track
log-ds-do-exchange-element = { $who } exchange their { $give } for a { $take }
log-ds-do-take-card = { $who } take the card { $card }
log-ds-do-protect = { $who } protect their { $element }
log-ds-do-discard-element = { $who } discard their { $element }
log-ds-do-remove-from-box = { $who } return from the Wasteland box a { $element }
log-ds-do-lose-ap = { $who } lose an action pawn
log-ds-do-thin-out = { $who } keep only one cube on each tile
log-ds-do-keep-element = { $who } keep element
log-ds-do-keep-cube = { $who } keep cube
log-ds-do-move-out = { $who } move out
log-ds-do-place-ap = { $who } place ap

log-ds-ap-placed = { $who } place an action pawn on { $space }
log-ds-planning-ended = Planning of round { $round } ends
log-ds-dominance-gained = { $who } become dominant on { $tile }
log-ds-dominance-lost = { $who } lose dominance on { $tile }
log-ds-dominance-unchanged = Dominance on { $tile } is unchanged
log-ds-ap-returned = { $who } take back their action pawn from { $space }
log-ds-ap-moved = { $who }' Glaciation pawn moves from { $src } to { $dst }
log-ds-ap-gained = { $who } gain an action pawn
log-ds-ap-lost = { $who } lose an action pawn
log-ds-action-skipped = { $who } can do nothing with { $action }
log-ds-initiative-swapped = { $who } move ahead of the { $other } on the initiative track
log-ds-element-adapted = { $who } add { $element } to their display
log-ds-element-lost = { $who } lose { $element } from their display
log-ds-element-protected = { $who } protect their { $element } from Regression
log-ds-element-placed = { $who } place a { $element } disc on { $corner }
log-ds-element-removed = The { $element } disc on { $corner } goes back to the bag
log-ds-box-element-removed = { $who } return a { $element } disc from the Wasteland box to the bag
log-ds-tundra-placed = { $space } becomes tundra
log-ds-corner-chosen = { $who } speciate from the disc on { $corner }
log-ds-cubes-added = { $who } place { $n ->
    [one] { $n } cube
   *[other] { $n } cubes
} from their gene pool on { $space }
log-ds-cubes-moved = { $who } move { $n ->
    [one] { $n } cube
   *[other] { $n } cubes
} from { $src } to { $dst }
log-ds-cubes-eliminated = { $who } lose { $n ->
    [one] { $n } cube
   *[other] { $n } cubes
} on { $space } (eliminated)
log-ds-cubes-to-gene-pool = { $who } take { $n ->
    [one] { $n } cube
   *[other] { $n } cubes
} from { $space } back to their gene pool
log-ds-cubes-hibernated = { $who } bring back { $n ->
    [one] { $n } cube
   *[other] { $n } cubes
} from hibernation onto { $space }
log-ds-cube-saved = { $who } save one cube on { $space } from extinction
log-ds-tile-placed = { $who } place a { $terrain } tile on { $space }
log-ds-tile-chosen = { $who } choose { $tile } for { $card }
log-ds-tile-revealed = Wanderlust stack { $stack } turns up a { $terrain } tile
log-ds-vp-gained = { $who } score { $vp } VP for { $reason }
log-ds-vp-gained-other = { $who } score { $vp } VP for their play
log-ds-vp-lost = { $who } lose { $vp } VP to { $reason }
log-ds-vp-lost-other = { $who } lose { $vp } VP to a card
log-ds-place-scored = { $who } score { $vp } VP for { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} place on { $tile }
log-ds-place-scored-final = { $who } score { $vp } VP for { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} place on { $tile } in the final scoring
log-ds-card-taken = { $who } take the { $card } card
log-ds-card-revealed = The { $card } card is revealed
log-ds-immigrants = { $who } choose to answer Immigrants
log-ds-immigrants-discard-element = { $who } choose to discard an element
log-ds-immigrants-lose-ap = { $who } choose to lose an action pawn
log-ds-immigrants-thin-out = { $who } choose to keep only one cube on each tile
log-ds-last-round = Ice Age: round { $round } is the last
log-ds-no-cubes-left = No cube is left on earth or in any gene pool: the game ends after round { $round }
log-ds-reseeded = New discs: Adaptation { $adaptation }; Abundance { $abundance }; Wanderlust { $wanderlust }
log-ds-game-ended = The game ends after round { $round }

## Evo

log-evo-phase-initiative = Phase 1: initiative
log-evo-phase-climate = Phase 2: climate
log-evo-phase-movement = Phase 3: movement and combat
log-evo-phase-birth = Phase 4: birth
log-evo-phase-survival = Phase 5: survival
log-evo-phase-auction = Phase 6: meteor and auction
log-evo-phase-meteor = Phase 6: meteor and auction
log-evo-phase-over = Game over
log-evo-colour-red = Red
log-evo-colour-blue = Blue
log-evo-colour-green = Green
log-evo-colour-yellow = Yellow
log-evo-colour-purple = Purple
log-evo-seat = { $who }
log-evo-region = region { $n }
log-evo-region-terrain = region { $n } ({ $terrain })
log-evo-region-unknown = a region

log-evo-pass = { $who } plays no card
log-evo-pass-bid = { $who } passes in the auction
log-evo-end-movement = { $who } ends the movement
log-evo-stop-births = { $who } places no more newborns
log-evo-dino-moved = { $who } moves a dino from { $src } to { $dst }
log-evo-newborn-placed = { $who } places a newborn in { $region }
log-evo-dino-kept = { $who } keeps the dino in { $region } alive
log-evo-bid = { $who } bids { $value } on row { $row }
log-evo-play-card = { $who } plays { $card }

log-evo-initiative-rolled = { $who } rolls { $roll } for the initiative
log-evo-order-set = Turn order this round: { $order }
log-evo-order-changed = Turn order is now: { $order }
log-evo-climate-rolled-back = { $who } rolls { $roll } for the climate: the climate marker moves back from space { $src } to space { $dst } ({ $temperate } temperate)
log-evo-climate-rolled-stays = { $who } rolls { $roll } for the climate: the climate marker stays on space { $dst } ({ $temperate } temperate)
log-evo-climate-rolled-forward = { $who } rolls { $roll } for the climate: the climate marker moves forward from space { $src } to space { $dst } ({ $temperate } temperate)
log-evo-climate-changed = { $card }: the climate marker moves from space { $src } to space { $dst } ({ $temperate } temperate)
log-evo-card-played = { $who } plays { $card }
log-evo-card-played-on = { $who } plays { $card } on { $target }'s dino in { $region }
log-evo-card-played-on-dino = { $who } plays { $card } on the dino in { $region }
log-evo-card-played-value = { $played }, choosing the die result { $value }
log-evo-card-does = { $played }: { $does }
log-evo-said = { $said }
log-evo-card-does-sleeping-gene = no more cards may be played this round
log-evo-card-does-me-first = { $who } goes first for the rest of the round
log-evo-card-does-genetic-highflyer = { $who }'s price in this auction is 3 EP lower
log-evo-card-does-gene-split = outbidding { $who } costs 3 more EP in this auction
log-evo-card-does-ice-cold = every species has one fur fewer this round
log-evo-card-does-killer-rays = every species has one parasol fewer this round
log-evo-card-does-missing-link = one gene fewer is auctioned this round, and one player may pass
log-evo-card-does-heatproof-skin = all of { $who }'s dinos in hot regions survive this round
log-evo-card-does-catastrophe = the climate marker moves two spaces forward; no climate roll
log-evo-card-does-tough-kids = { $who }'s newborns may be placed on other species' dinos and attack with one more horn
log-evo-card-does-weather-gene = no climate roll this round
log-evo-card-does-big-brother = { $who }'s dinos defend with two more horns this round
log-evo-card-does-giant-gene = { $who }'s dinos attack with two more horns this round
log-evo-card-does-primal-urge = { $who } moves as many steps as it has dinos on the board, whatever its legs
log-evo-card-does-pthermodactylus = all of { $who }'s dinos in cold regions survive this round
log-evo-card-does-birth-control = nobody gets newborns this round
log-evo-card-does-survival-gene = every other player loses 1 EP per dino the climate killed this round
log-evo-card-does-wandering-brood = { $who }'s newborns may be placed up to 3 regions away
log-evo-card-does-unexpected-gene = { $who } scores 2 more EP in the final scoring
log-evo-card-does-vegetarian-diet = no fighting for the rest of the round
log-evo-card-does-defensive-gas = { $who } and { $other } may not attack each other this round
log-evo-card-does-defensive-gas-anyone = two players may not attack each other this round
log-evo-card-does-flood = a die for every dino on the coast; a roll plus parasols of 3 or less drowns it
log-evo-card-taken = { $who } takes { $card } from { $other } with Duplication
log-evo-card-discarded = { $card } leaves the game
log-evo-combat = { $attacker } attacks { $defender } in { $region } (horn difference { $diff }), rolls { $roll }: { $winner } wins
log-evo-dino-removed-combat = { $who }'s dino in { $region } lost a fight and goes back to the supply
log-evo-dino-removed-accident = { $who }'s dino in { $region } had an accident and goes back to the supply
log-evo-dino-removed-flood = { $who }'s dino in { $region } drowned in the flood and goes back to the supply
log-evo-dino-removed-climate = { $who }'s dino in { $region } died of the climate and goes back to the supply
log-evo-dino-removed-cuckoo = { $who }'s dino in { $region } was replaced by a cuckoo and goes back to the supply
log-evo-dino-removed-other = { $who }'s dino in { $region } is removed and goes back to the supply
log-evo-dino-replaced = { $by } puts a dino in { $region } in place of { $who }'s newborn
log-evo-births-ended = { $who }'s births end: { $n ->
    [one] { $n } newborn
   *[other] { $n } newborns
} placed
log-evo-flood-rolled-survives = Flood: { $roller } rolls { $roll } for { $who }'s dino on the coast in { $region }; { $roll } + { $parasols ->
    [one] { $parasols } parasol
   *[other] { $parasols } parasols
} = { $sum }: it survives (more than 3)
log-evo-flood-rolled-drowns = Flood: { $roller } rolls { $roll } for { $who }'s dino on the coast in { $region }; { $roll } + { $parasols ->
    [one] { $parasols } parasol
   *[other] { $parasols } parasols
} = { $sum }: it drowns (3 or less)
log-evo-ep-gained = { $who } scores { $amount } EP ({ $total } EP)
log-evo-ep-lost = { $who } loses { $amount } EP ({ $total } EP)
log-evo-meteor-moved = The meteor moves to space { $space } of the round track
log-evo-meteor-strikes = { $who } rolls { $roll } for the meteor: it strikes!
log-evo-meteor-misses = { $who } rolls { $roll } for the meteor: it misses
log-evo-game-ended-last-space = The meteor reaches the last space: the game ends
log-evo-game-ended-strike = The meteor strikes: the game ends
log-evo-gene-row = row { $row } { $gene }
log-evo-genes-drawn = Genes on offer: { $genes }
log-evo-bid-placed = { $who } bids { $value } on the { $gene } gene in row { $row }
log-evo-outbid = { $who } is outbid on row { $row } by { $by }
log-evo-gets-card = a card gene and draws an event card
log-evo-gets-egg = an egg gene
log-evo-gets-gene = a { $gene } gene
log-evo-gene-bought = { $who } pays { $price } EP for a bid of { $bid } ({ $total } EP left) and gets { $gets }
log-evo-card-drawn = { $who } draws { $card }
log-evo-card-drawn-hidden = { $who } draws an event card
log-evo-score = { $who } { $ep }
log-evo-final-scores = Final scores: { $scores }; { $winners } won

## La Isla

log-li-phase-card = Card phase
log-li-phase-a = Action A
log-li-phase-b = Action B
log-li-phase-c = Action C
log-li-phase-d = Action D
log-li-phase-final = End of the game
log-li-phase-of-card = the card phase
log-li-phase-of-a = action A
log-li-phase-of-b = action B
log-li-phase-of-c = action C
log-li-phase-of-d = action D
log-li-phase-of-unknown = this action
log-li-seat-red = Red
log-li-seat-blue = Blue
log-li-seat-orange = Orange
log-li-seat-black = Black
log-li-space = space { $n } ({ $landscape })
log-li-space-unknown = a space
log-li-space-word = space
log-li-space-number = space { $n }
log-li-region = jungle region { $n }
log-li-region-unknown = a jungle region
log-li-a-card = a card
log-li-card = { $name } ({ $colour }, { $species })
log-li-function-code = { $code }
log-li-card-landscape-vp = { $x } VP
log-li-card-symbol-vp = { $x } VP
log-li-card-symbol-resource = { $x } resource
log-li-card-landscape-resource = { $x } resource
log-li-card-landscape-discount = { $x } discount
log-li-card-symbol-discount = { $x } discount
log-li-card-income = { $x } income
log-li-card-income-marker = { $x } income marker
log-li-card-landscape-marker = { $x } marker
log-li-card-double-step = { $x } double step
log-li-card-capture-marker = { $x } capture marker
log-li-card-any-colour = { $x } any colour

log-li-declines = { $who } declines
log-li-decides = { $who } decides
log-li-do-place-explorer = { $who } places an explorer on { $space }
log-li-do-relocate-explorer = { $who } relocates an explorer on { $space }
log-li-do-pick-up-explorer = { $who } picks up their explorer on { $space }
log-li-do-take-resource = { $who } takes a { $colour } resource
log-li-do-choose-species = { $who } chooses the { $species }

log-li-answer = { $who } { $answer }
log-li-answer-cover-slot = { $who } will cover slot { $slot } of the card holder with the A card
log-li-answer-extra-explorer-true = { $who } will take the extra explorer
log-li-answer-extra-explorer-false = { $who } will not take the extra explorer
log-li-answer-income-marker-true = { $who } will advance the { $species } marker in action B
log-li-answer-income-marker-false = { $who } will not advance the { $species } marker in action B
log-li-answer-free-choice = { $who } will advance the { $species } marker in action D ({ $function })
log-li-answer-double-step-true = { $who } will take the second { $species } step
log-li-answer-double-step-false = { $who } will not take the second { $species } step
log-li-answer-does-not-apply = { $who } { $function } does not apply this round

log-li-round-started = Round { $round } begins; { $first } is first player
log-li-deck-reshuffled = The discard pile ({ $n ->
    [one] { $n } card
   *[other] { $n } cards
}) is shuffled into a new deck
log-li-card-drawn = { $who } draws { $card }
log-li-cards-drawn = { $who } draws { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
log-li-card-assigned = { $who } puts { $card } face down under { $letter }
log-li-card-face-down = { $who } puts a card face down under { $letter }
log-li-answer-recorded = { $who } makes a secret choice for { $phase }
log-li-seat-decided = { $who } has made every secret choice of { $phase }
log-li-leftover-discarded = { $who } discards the unused card { $card }
log-li-a-card-revealed = { $who } reveals the A card { $card }
log-li-card-placed = { $who } puts { $card } into slot { $slot } of the card holder
log-li-card-placed-covering = { $who } puts { $card } into slot { $slot } of the card holder, covering { $covered } (no longer active)
log-li-slot-added = { $who }'s card holder now has { $n } slots
log-li-explorer-taken = { $who } takes an explorer from the general supply ({ $n } in their supply)
log-li-option-declined = { $who } declines { $option }
log-li-option-extra-explorer = the extra explorer
log-li-option-income-marker = the { $species } advance of the income marker
log-li-option-double-step = the second { $species } step
log-li-option-capture-marker = the { $species } advance of the capture marker
log-li-option-landscape-marker = the advance of the landscape marker
log-li-option-second-move = the second move
log-li-option-unknown = an option
log-li-card-discarded = { $who } discards the { $letter } card { $card }
log-li-resources = { $who } takes { $n } { $colour } { $n ->
    [one] resource
   *[other] resources
}
log-li-resources-b-card = { $who } takes { $n } { $colour } { $n ->
    [one] resource
   *[other] resources
} for the B card { $card }
log-li-resources-income = { $who } takes { $n } { $colour } { $n ->
    [one] resource
   *[other] resources
} from income
log-li-resources-taken-instead = { $who } takes { $n } { $colour } { $n ->
    [one] resource
   *[other] resources
} instead of placing an explorer
log-li-resources-provisions = { $who } takes { $n } { $colour } { $n ->
    [one] resource
   *[other] resources
} from Provisions
log-li-resources-arrival = { $who } takes { $n } { $colour } { $n ->
    [one] resource
   *[other] resources
} from { $function }
log-li-resources-paid = { $who } pays { $n } { $colour } { $n ->
    [one] resource
   *[other] resources
}
log-li-explorer-placed = { $who } places an explorer from their supply on { $space }
log-li-relocation-started = { $who } picks up their explorer on { $space } to relocate it
log-li-explorer-relocated = { $who } relocates an explorer from { $src } to { $dst }
log-li-tile-captured = { $who } surrounds { $region } and takes its { $species } tile (worth { $vp } VP)
log-li-vp = { $who } scores { $vp } VP  (total { $total })
log-li-vp-capture = { $who } scores { $vp } VP for surrounding { $region } (total { $total })
log-li-vp-capture-bonus = { $who } scores { $vp } VP from { $function } for { $n ->
    [one] { $n } captured tile
   *[other] { $n } captured tiles
} (total { $total })
log-li-vp-function = { $who } scores { $vp } VP from { $function } (total { $total })
log-li-vp-animals = { $who } scores { $vp } VP for { $n ->
    [one] { $n } { $species } animal
   *[other] { $n } { $species } animals
} (1 VP each) (total { $total })
log-li-vp-animals-double = { $who } scores { $vp } VP for { $n ->
    [one] { $n } { $species } animal
   *[other] { $n } { $species } animals
} (2 VP each with Double score) (total { $total })
log-li-marker-advanced = { $who } advances the { $species } marker to step { $step } (value { $value })
log-li-marker-at-top = { $who } advances the { $species } marker, already at the top (value { $value })
log-li-game-ended-threshold = The animal values sum to { $sum }: the game ends
log-li-game-ended-cards = No card is left to draw: the game ends
log-li-final-scored = { $who } scores { $sets } for sets, { $animals } for animals and { $resources } for resources: { $total } VP

# A La Isla card's ability, by its function ($x: the function's landscape, symbol, colour or animal).
log-li-ability-landscape-vp = +3 VP whenever one of your explorers arrives on a { $x } space
log-li-ability-symbol-vp = +3 VP whenever one of your explorers arrives on a space showing a { $x }
log-li-ability-symbol-resource = a resource of your choice whenever one of your explorers arrives on a space showing a { $x }
log-li-ability-landscape-resource = a resource of your choice whenever one of your explorers arrives on a { $x } space
log-li-ability-landscape-discount = { $x } spaces cost you 1 resource instead of 2
log-li-ability-income = 1 more { $x } resource in every action B
log-li-ability-income-marker = you may advance the { $x } marker in every action B
log-li-ability-landscape-marker = you may advance any marker whenever one of your explorers arrives on a { $x } space
log-li-ability-extra-explorer = when placed: take one of your explorers from the general supply
log-li-ability-extra-slot = when placed: your card holder gets one more slot, for good
log-li-ability-wider-search = draw 4 cards instead of 3 in the card phase
log-li-ability-provisions = taking a resource in action C gives you two
log-li-ability-double-step = a second step when your action D advances the { $x }
log-li-ability-free-choice = your D card may advance the marker of any animal
log-li-ability-capture-marker = after capturing { $x } tiles, advance the { $x } marker once per tile
log-li-ability-any-colour = pay for { $x } spaces with any one resource colour
log-li-ability-symbol-discount = spaces showing a { $x } cost you 1 resource instead of 2
log-li-ability-scout = you may relocate in action C even with explorers in your supply
log-li-ability-double-score = your marker advances in action D score double
log-li-ability-capture-vp = +2 VP for every tile you capture
log-li-ability-second-move = one extra relocation after each placement or relocation in action C
