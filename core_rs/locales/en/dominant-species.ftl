# dominant-species

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
ds-animal-mammals = Mammals
ds-animal-reptiles = Reptiles
ds-animal-birds = Birds
ds-animal-amphibians = Amphibians
ds-animal-arachnids = Arachnids
ds-animal-insects = Insects
ds-element-meat = meat
ds-element-sun = sun
ds-element-seed = seed
ds-element-water = water
ds-element-grub = grub
ds-element-grass = grass
ds-terrain-sea = sea
ds-terrain-wetland = wetland
ds-terrain-savannah = savannah
ds-terrain-jungle = jungle
ds-terrain-forest = forest
ds-terrain-desert = desert
ds-terrain-mountain = mountain
ds-terrain-tundra = tundra
ds-actionkind-initiative = Initiative
ds-actionkind-adaptation = Adaptation
ds-actionkind-regression = Regression
ds-actionkind-abundance = Abundance
ds-actionkind-wasteland = Wasteland
ds-actionkind-depletion = Depletion
ds-actionkind-glaciation = Glaciation
ds-actionkind-speciation = Speciation
ds-actionkind-wanderlust = Wanderlust
ds-actionkind-migration = Migration
ds-actionkind-competition = Competition
ds-actionkind-domination = Domination
ds-card-aquatic = Aquatic
ds-card-biodiversity = Biodiversity
ds-card-biomass = Biomass
ds-card-blight = Blight
ds-card-catastrophe = Catastrophe
ds-card-cold-snap = Cold Snap
ds-card-disease = Disease
ds-card-ecodiversity = Ecodiversity
ds-card-evolution = Evolution
ds-card-fecundity = Fecundity
ds-card-fertile = Fertile
ds-card-habitat = Habitat
ds-card-hibernation = Hibernation
ds-card-ice-age = Ice Age
ds-card-ice-sheet = Ice Sheet
ds-card-immigrants = Immigrants
ds-card-instinct = Instinct
ds-card-intelligence = Intelligence
ds-card-mass-exodus = Mass Exodus
ds-card-metamorphosis = Metamorphosis
ds-card-niche-biomes = Niche Biomes
ds-card-nocturnal = Nocturnal
ds-card-omnivore = Omnivore
ds-card-parasitism = Parasitism
ds-card-predator = Predator
ds-card-symbiotic = Symbiotic
ds-space-ini = Initiative
ds-space-ada-1 = Adaptation 1
ds-space-ada-2 = Adaptation 2
ds-space-ada-3 = Adaptation 3
ds-space-reg-1 = Regression 1
ds-space-reg-2 = Regression 2
ds-space-abu-1 = Abundance 1
ds-space-abu-2 = Abundance 2
ds-space-was = Wasteland
ds-space-dep = Depletion
ds-space-gla-1 = Glaciation 1
ds-space-gla-2 = Glaciation 2
ds-space-gla-3 = Glaciation 3
ds-space-gla-4 = Glaciation 4
ds-space-spe-meat = Speciation (meat)
ds-space-spe-sun = Speciation (sun)
ds-space-spe-seed = Speciation (seed)
ds-space-spe-water = Speciation (water)
ds-space-spe-grub = Speciation (grub)
ds-space-spe-grass = Speciation (grass)
ds-space-wan-1 = Wanderlust 1
ds-space-wan-2 = Wanderlust 2
ds-space-wan-3 = Wanderlust 3
ds-space-mig-7 = Migration 7
ds-space-mig-6 = Migration 6
ds-space-mig-5 = Migration 5
ds-space-mig-4 = Migration 4
ds-space-mig-3 = Migration 3
ds-space-mig-2 = Migration 2
ds-space-com-1 = Competition 1
ds-space-com-2 = Competition 2
ds-space-com-3 = Competition 3
ds-space-com-4 = Competition 4
ds-space-com-5 = Competition 5
ds-space-com-6 = Competition 6
ds-space-com-7 = Competition 7
ds-space-dom-1 = Domination 1
ds-space-dom-2 = Domination 2
ds-space-dom-3 = Domination 3
ds-space-dom-4 = Domination 4
ds-space-dom-5 = Domination 5
ds-phase-planning = Planning
ds-phase-execution = Execution
ds-phase-reset = Reset
ds-phase-over = game over
ds-reset-extinction = Extinction
ds-reset-survival = Survival
ds-reset-reseed = Reseed
ds-step-wasteland-sweep = Wasteland sweep
ds-icon-reg-r = the reptiles' Regression pawn
ds-icon-spe-i = the insects' free Speciation
ds-icon-com-a = the arachnids' free Competition
ds-animal = animal (a player's class)
ds-cube = cube (one species cube)
ds-ap = action pawn (AP)
ds-element = element
ds-disc = disc
ds-tile = tile
ds-tundra-tile = tundra tile
ds-hex = hex (board space)
ds-corner = corner
ds-earth = earth (the tiles on the board)
ds-gene-pool = gene pool
ds-box = box (eliminated cubes)
ds-bag = bag
ds-display = animal display
ds-initiative-track = initiative track
ds-initiative-marker = initiative marker
ds-vp-track = VP track
ds-bonus-vp = bonus VP
ds-action-display = action display
ds-action-space = action space
ds-adaptation-row = Adaptation row
ds-abundance-row = Abundance row
ds-wanderlust-row = Wanderlust row
ds-regression-box = Regression box
ds-wasteland-box = Wasteland box
ds-depletion-box = Depletion box
ds-wanderlust-stack = Wanderlust stack
ds-food-chain = food chain
ds-dominance = dominance
ds-dominant = dominant
ds-endangered = endangered
ds-eliminate = eliminate (a cube)
ds-match = match (of elements)
ds-inherent-element = inherent element
ds-key-element = key element
ds-dominance-card = Dominance card
ds-survival-card = Survival card
ds-tile-scoring = tile scoring
ds-place = place (1st, 2nd … on a tile)
ds-glaciate = glaciate
ds-speciate = speciate
ds-set-aside = set-aside action pawns
ds-overcrowded = overcrowded (tile)
ds-adjacent = adjacent
ds-vacant = vacant (space, corner)
ds-face-up = face up
ds-option-short-game = Short game
ds-option-multiple-animals = Multiple animals
ds-option-random-setup = Random earth setup
ds-reason-domination = Domination
ds-reason-final-scoring = final scoring
ds-reason-glaciation = Glaciation
ds-reason-ice-sheet = Ice Sheet
ds-reason-wanderlust = Wanderlust
ds-reason-survival = the Survival card
ds-reason-ice-age = Ice Age
ds-reason-biodiversity = Biodiversity
ds-reason-ecodiversity = Ecodiversity
ds-reason-fertile = Fertile
ds-reason-niche-biomes = Niche Biomes
ds-immigrantsoption-discard-element = discard an element
ds-immigrantsoption-lose-ap = lose an action pawn
ds-immigrantsoption-thin-out = one cube per tile
ds-action-place-ap = place an action pawn
ds-action-swap-initiative = move ahead on the initiative track
ds-action-pass = pass
ds-action-done = done
ds-action-take-element = take an element
ds-action-place-element = place an element
ds-action-protect = protect an element
ds-action-remove-from-box = return a disc from the Wasteland box
ds-action-remove-element = remove an element
ds-action-glaciate = glaciate a tile
ds-action-choose-corner = choose a corner
ds-action-add-cubes = add cubes
ds-action-take-tile = take a tile
ds-action-place-tile = place a tile
ds-action-move-cube = move a cube
ds-action-eliminate = eliminate a cube
ds-action-dominate = score a tile
ds-action-take-card = take a card
ds-action-choose-tile = choose a tile
ds-action-keep-element = keep an element
ds-action-keep-cube = keep a cube
ds-action-discard-element = discard an element
ds-action-replace-cube = replace a cube
ds-action-lose-ap = lose an action pawn
ds-action-thin-out = keep one cube per tile
ds-action-exchange-element = exchange an element
ds-action-move-out = move a cube off the tile
ds-action-save = save a cube
# ---- end of terms

# ---- messages of the engine (labels, prompts, effects, refusals, options)

## Words for things on the table
ds-w-disc = disc
ds-w-tile = the { $terrain } at { $hex }
ds-w-empty-space = the empty space at { $hex }
ds-w-tile-bare = { $terrain } at { $hex }
ds-w-empty-space-bare = empty space at { $hex }
ds-w-corner-upper-right = upper-right
ds-w-corner-right = right
ds-w-corner-lower-right = lower-right
ds-w-corner-lower-left = lower-left
ds-w-corner-left = left
ds-w-corner-upper-left = upper-left
ds-w-corner = the { $pos } corner of { $tile }
ds-w-corner-also = the { $pos } corner of { $tile } (also touching { $others })
ds-w-corner-alone = the corner { $corner }
ds-w-space-migration = Migration (up to { $n } cubes)
ds-w-space-competition = Competition { $k } ({ $a }, { $b }, { $c })
ds-w-row = { $a }, { $b }, { $c }, { $d }
ds-w-row-empty = (empty)

## Options
ds-opt-short-game-help = Leave Immigrants, Intelligence, Omnivore and Parasitism out: a 22-card Dominance deck.
ds-opt-multiple-animals-help = With 2 or 3 players all six animals play: 3 per player with 2 players, 2 with 3; a player's score is their lowest animal's VP.
ds-opt-random-setup-help = The seven starting tiles and twelve starting elements are drawn at random; cubes follow each animal's key element and uneven starts are made up in VP.

## Labels of actions
ds-label-place-initiative = Place the Initiative pawn on { $space }
ds-label-place-ap-now = Place an action pawn on { $space } (it acts this round)
ds-label-place-ap-next = Place an action pawn on { $space } (it acts next round)
ds-label-place-ap = Place an action pawn on { $space }
ds-label-swap-ahead = Move ahead of the { $other } on the initiative track
ds-label-swap = Move one place forward on the initiative track
ds-label-keep-place = Keep your place on the initiative track
ds-label-take-pawn-back = Take the Initiative pawn back to your supply
ds-label-take-no-element = Take no element
ds-label-protect-nothing = Protect nothing more (lose { $types })
ds-label-no-element-new-tile = Place no element on the new tile
ds-label-no-box-disc = Remove no disc from the Wasteland box
ds-label-no-removal = Remove no element from earth
ds-label-no-glaciation = Do not glaciate
ds-label-no-speciation = Do not speciate
ds-label-no-cube = Place no cube
ds-label-no-tile = Take no tile
ds-label-no-elimination = Eliminate no cube
ds-label-no-scoring = Score no tile
ds-label-no-hibernation = Bring back no cube
ds-label-no-save = Save no cube
ds-label-pass = Pass
ds-label-done-wanderlust = Move no more cubes onto the new tile
ds-label-done-migration = End the Migration ({ $left } { $left ->
    [one] move
   *[other] moves
  } unused)
ds-label-done-competition = End the Competition
ds-label-done-evolution = Make no more replacements
ds-label-done = Done
ds-label-adapt = Add the { $element } from the Adaptation row to your display
ds-label-take-abundance = Take the { $element } from the Abundance row
ds-label-take-wanderlust = Take the { $element } from the Wanderlust row
ds-label-take-bag = Take a { $element } from the bag
ds-label-take = Take a { $element }
ds-label-place-element = Place the { $what } on { $corner }
ds-label-protect = Protect your { $element } from Regression
ds-label-return-from-box = Return a { $element } from the Wasteland box to the bag
ds-label-remove-element = Remove the { $what } on { $corner }
ds-label-glaciate = Glaciate { $tile } (next to { $n } { $n ->
    [one] tundra tile
   *[other] tundra tiles
  }: { $vp } VP)
ds-label-speciate-from = Speciate from the { $what } on { $corner }
ds-label-hibernate = Bring back { $count } { $count ->
    [one] eliminated cube
   *[other] eliminated cubes
  } onto { $tile }
ds-label-insect-cubes = Place { $count } { $animal } { $count ->
    [one] cube
   *[other] cubes
  } on { $tile }
ds-label-no-cube-on = Place no cube on { $tile }
ds-label-add-cubes = Place { $count } { $count ->
    [one] cube
   *[other] cubes
  } on { $tile }
ds-label-take-tile-top = Take the { $terrain } tile from stack { $stack }
ds-label-take-tile = Take the tile from stack { $stack }
ds-label-place-tile = Place the { $terrain } tile at { $hex } (next to { $n } { $n ->
    [one] tile
   *[other] tiles
  }: { $vp } VP)
ds-label-place-new-tile = Place the new tile at { $hex } (next to { $n } { $n ->
    [one] tile
   *[other] tiles
  }: { $vp } VP)
ds-label-move-onto-new = Move 1 cube from { $from } onto the new { $to }
ds-label-move-cube = Move 1 cube from { $from } to { $to }
ds-label-eliminate = Eliminate 1 { $animal } cube on { $tile }
ds-label-dominate = Score { $tile } ({ $animal } dominant)
ds-label-dominate-none = Score { $tile } (no dominant animal)
ds-label-take-card = Take the { $card } card
ds-label-blight = Blight { $tile } ({ $n } { $n ->
    [one] disc
   *[other] discs
  } there)
ds-label-catastrophe = Strike { $tile } with Catastrophe
ds-label-fertile = Score { $tile } for Fertile ({ $vp } VP)
ds-label-exodus = Empty { $tile } ({ $n } { $n ->
    [one] cube
   *[other] cubes
  } to move)
ds-label-choose-tile = Choose { $tile }
ds-label-keep-element = Keep the { $what } on { $corner } and remove the others
ds-label-keep-cube-on = Keep one { $animal } cube on { $tile } and eliminate the rest
ds-label-keep-cube = Keep one { $animal } cube
ds-label-discard-immigrants = Discard a { $element } from your display (option a)
ds-label-discard = Discard a { $element } from your display
ds-label-replace-cube = Replace 1 { $animal } cube on { $tile } with one of yours
ds-label-lose-ap = Lose 1 action pawn (option b)
ds-label-thin-out = Keep only one cube on each tile you occupy (option c)
ds-label-exchange = Exchange your { $give } for a { $take } from the bag
ds-label-exodus-move = Move 1 { $animal } cube from { $from } to { $to }
ds-label-move-out = Move 1 { $animal } cube to { $to }
ds-label-save = Save one Mammals cube on { $tile }

## Prompts
ds-prompt-planning = Planning ({ $animal }): choose where to place your next action pawn ({ $aps } left)
ds-prompt-initiative-swap = Initiative ({ $animal }): move ahead of the { $other } on the initiative track, or keep your place
ds-prompt-initiative-swap-ahead = Initiative ({ $animal }): move ahead of the animal ahead on the initiative track, or keep your place
ds-prompt-initiative-place = Initiative ({ $animal }): place the pawn on another vacant space, or take it back
ds-prompt-adaptation = Adaptation ({ $animal }): choose an element from the Adaptation row for your display ({ $size } of 6)
ds-prompt-regression = Regression ({ $animal }): choose a type to protect ({ $n } { $n ->
    [one] protection
   *[other] protections
  } left; at risk: { $types })
ds-prompt-abundance-take = Abundance ({ $animal }): choose an element from the Abundance row to place on earth
ds-prompt-wanderlust-take = Wanderlust ({ $animal }): choose an element from the Wanderlust row for the new tile at { $hex }
ds-prompt-habitat-take = Habitat ({ $animal }): choose an element type from the bag
ds-prompt-aquatic-take = Aquatic ({ $animal }): choose an element type from the bag for a sea or wetland corner
ds-prompt-abundance-place = Abundance ({ $animal }): choose a vacant corner on earth for the { $element }
ds-prompt-wanderlust-place = Wanderlust ({ $animal }): choose a vacant corner of the new tile at { $hex } for the { $element }
ds-prompt-habitat-place = Habitat ({ $animal }): choose a vacant corner on earth for the { $element }
ds-prompt-aquatic-place = Aquatic ({ $animal }): choose a vacant corner of a sea or wetland tile for the { $element }
ds-prompt-wasteland = Wasteland ({ $animal }): choose a disc to return from the Wasteland box to the bag
ds-prompt-depletion = Depletion ({ $animal }): choose an element on earth of a type in the Depletion box to remove
ds-prompt-ice-sheet = Ice Sheet ({ $animal }): choose a tile next to tundra to glaciate
ds-prompt-glaciation = Glaciation ({ $animal }): choose a tile next to tundra to glaciate
ds-prompt-speciation-corner = Speciation ({ $animal }): choose a { $element } disc on earth to speciate from
ds-prompt-speciation-cubes = Speciation ({ $animal }): how many cubes on { $tile }? (0 to { $cap })
ds-prompt-speciation-place = Speciation ({ $animal }): place your cubes
ds-prompt-insect-speciation = Free Speciation ({ $animal }): choose a tile for 1 cube from your gene pool
ds-prompt-wanderlust-tile = Wanderlust ({ $animal }): choose a face-up tile to add to earth
ds-prompt-wanderlust-hex = Wanderlust ({ $animal }): choose an empty space next to earth for the { $terrain } tile
ds-prompt-wanderlust-hex-new = Wanderlust ({ $animal }): choose an empty space next to earth for the new tile
ds-prompt-wanderlust-move = Wanderlust ({ $animal }): move cubes from adjacent tiles onto the new tile at { $hex }, one at a time
ds-prompt-migration-birds = Migration ({ $animal }): move a cube up to two tiles away ({ $left } { $left ->
    [one] move
   *[other] moves
  } left)
ds-prompt-migration = Migration ({ $animal }): move a cube to an adjacent tile ({ $left } { $left ->
    [one] move
   *[other] moves
  } left)
ds-prompt-arachnid-competition = Free Competition ({ $animal }): eliminate one opposing cube on a tile you share
ds-prompt-competition = Competition ({ $animal }): eliminate an opposing cube on one tile of each terrain (still open: { $open })
ds-prompt-domination = Domination ({ $animal }): choose a tile to score
ds-prompt-choose-card = Domination ({ $animal }): dominant on { $tile }, choose a Dominance card
ds-prompt-aquatic-cubes = Aquatic ({ $animal }): place up to 4 cubes on one sea or wetland tile
ds-prompt-biomass = Biomass ({ $animal }): choose whose cube to eliminate on the overcrowded { $tile }
ds-prompt-biomass-any = Biomass ({ $animal }): eliminate a cube
ds-prompt-predator = Predator ({ $animal }): choose an opposing cube to eliminate on { $tile }
ds-prompt-predator-any = Predator ({ $animal }): eliminate an opposing cube
ds-prompt-blight-tile = Blight ({ $animal }): choose a tile to keep only one disc on
ds-prompt-blight-keep = Blight ({ $animal }): choose the one disc that stays on { $tile }
ds-prompt-catastrophe-tile = Catastrophe ({ $animal }): choose a tile to strike
ds-prompt-catastrophe-keep = Catastrophe ({ $animal }): choose the one cube that survives on { $tile }
ds-prompt-catastrophe-adjacent = Catastrophe ({ $animal }): choose a cube to eliminate on { $tile }
ds-prompt-catastrophe-any = Catastrophe ({ $animal }): eliminate a cube
ds-prompt-disease = Disease ({ $animal }): discard one non-inherent element
ds-prompt-evolution = Evolution ({ $animal }): replace an opposing cube with one of yours ({ $left } { $left ->
    [one] replacement
   *[other] replacements
  } left)
ds-prompt-fecundity = Fecundity ({ $animal }): choose a tile for 1 more cube ({ $tiles } { $tiles ->
    [one] tile
   *[other] tiles
  } to choose from, { $pool } { $pool ->
    [one] cube
   *[other] cubes
  } in your gene pool)
ds-prompt-fertile = Fertile ({ $animal }): choose a tile you occupy to score 1 VP per cube on it
ds-prompt-hibernation = Hibernation ({ $animal }): bring back up to 5 eliminated cubes onto one tile ({ $eliminated } eliminated)
ds-prompt-immigrants = Immigrants ({ $animal }): discard an element, lose an action pawn, or keep one cube per tile
ds-prompt-instinct = Instinct ({ $animal }): place an action pawn on a vacant space
ds-prompt-exodus-tile = Mass Exodus ({ $animal }): choose a tile to empty
ds-prompt-exodus-move = Mass Exodus ({ $animal }): move the cubes off { $tile } to adjacent tiles ({ $left } left)
ds-prompt-metamorphosis = Metamorphosis ({ $animal }): exchange a non-inherent element for one from the bag
ds-prompt-mammal-save = Extinction ({ $animal }): save one endangered Mammals cube on a tile, or none

## Effects
ds-fx-ap-placed = { $animal } place an action pawn on { $space }
ds-fx-planning-ended = Planning of round { $round } ends
ds-fx-dominance-gained = { $animal } become dominant on the { $terrain } { $hex }
ds-fx-dominance-lost = { $animal } lose dominance on the { $terrain } { $hex }
ds-fx-dominance-unchanged = Dominance on the { $terrain } { $hex } is unchanged
ds-fx-ap-returned = { $animal } take back their action pawn from { $space }
ds-fx-ap-moved = { $animal }' Glaciation pawn moves from { $from } to { $to }
ds-fx-ap-gained = { $animal } gain an action pawn
ds-fx-ap-lost = { $animal } lose an action pawn
ds-fx-action-skipped = { $animal } can do nothing with { $action }
ds-fx-initiative-swapped = { $animal } move ahead of { $other } on the initiative track
ds-fx-element-adapted = { $animal } add { $element } to their display
ds-fx-element-lost = { $animal } lose { $element } from their display
ds-fx-element-protected = { $animal } protect their { $element } from Regression
ds-fx-element-placed = { $animal } place a { $element } disc at { $corner }
ds-fx-element-removed = The { $element } disc at { $corner } returns to the bag
ds-fx-box-element-removed = { $animal } return a { $element } disc from the Wasteland box to the bag
ds-fx-tundra-placed = The tile at { $hex } becomes tundra
ds-fx-corner-chosen = { $animal } speciate from the disc at { $corner }
ds-fx-cubes-added = { $animal } place { $count } { $count ->
    [one] cube
   *[other] cubes
  } from their gene pool at { $hex }
ds-fx-cubes-moved = { $animal } move { $count } { $count ->
    [one] cube
   *[other] cubes
  } from { $from } to { $to }
ds-fx-cubes-eliminated = { $animal } lose { $count } { $count ->
    [one] cube
   *[other] cubes
  } at { $hex } (eliminated to the box)
ds-fx-cubes-to-gene-pool = { $animal } take { $count } { $count ->
    [one] cube
   *[other] cubes
  } back to their gene pool from { $hex }
ds-fx-cubes-hibernated = { $animal } bring back { $count } { $count ->
    [one] cube
   *[other] cubes
  } from hibernation at { $hex }
ds-fx-cube-saved = { $animal } save one cube from extinction at { $hex }
ds-fx-tile-placed = { $animal } place a { $terrain } tile at { $hex }
ds-fx-tile-chosen = { $animal } choose the { $terrain } at { $hex } for Domination
ds-fx-tile-chosen-card = { $animal } choose the { $terrain } at { $hex } for { $card }
ds-fx-tile-revealed = Wanderlust stack { $stack } turns up a { $terrain } tile
ds-fx-vp-gained = { $animal } score { $vp } VP for { $reason }
ds-fx-place-scored = { $animal } score { $vp } VP for { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] 4th
  } place on the { $terrain } { $hex }
ds-fx-place-scored-final = { $animal } score { $vp } VP for { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] 4th
  } place on the { $terrain } { $hex } in the final scoring
ds-fx-vp-lost = { $animal } lose { $vp } VP to { $reason }
ds-fx-card-taken = { $animal } take the { $card } card
ds-fx-card-revealed = The { $card } card is revealed
ds-fx-immigrants-discard = { $animal } choose to discard an element
ds-fx-immigrants-lose-ap = { $animal } choose to lose an action pawn
ds-fx-immigrants-thin-out = { $animal } choose to keep only one cube per tile
ds-fx-last-round = Ice Age: round { $round } is the last
ds-fx-no-cubes-left = No cube is left on earth or in any gene pool: the game ends after round { $round }
ds-fx-reseeded = Reseed: new discs for Adaptation: { $adaptation }; Abundance: { $abundance }; Wanderlust: { $wanderlust }
ds-fx-round-started = Round { $round } begins
ds-fx-game-ended = The game ends after round { $round }

## Refusals
ds-err-setup-players = Dominant Species takes 2 to 6 players, not { $seats }
ds-err-setup-multiple-animals = the multiple-animals variant (§13.2) is for 2 or 3 players
ds-err-setup-animals-count = options.animals must list { $want } animals ({ $per } per seat), got { $got }
ds-err-setup-animal-twice = options.animals lists { $animal } twice
ds-err-setup-bag-empty = bag empty at setup
ds-err-planning-place-ap-only = during Planning the only action is place_ap
ds-err-no-ap-left = no AP left in supply
ds-err-space-occupied = { $space } is already occupied by the { $animal }' AP
ds-err-space-closed = { $space } is closed: fewer Wanderlust stacks have a face-up tile
ds-err-dominance-card-resolved-as-fully = a Dominance card must be resolved as fully as possible
ds-err-element-not-available-there = that element is not available there
ds-err-disc-go-vacant-corner-allowed = the disc must go on a vacant corner allowed here
ds-err-element-not-adaptation-row = that element is not in the Adaptation row
ds-err-cubes-go-sea-wetland-tile = the cubes go on one sea or wetland tile touching the new disc
ds-err-place-1-4-cubes-within = place 1 to 4 cubes, within your gene pool
ds-err-choose-tile-earth = choose a tile on earth
ds-err-place-1-5-previously-eliminated = place 1 to 5 previously eliminated cubes
ds-err-eliminate-cube-present-tile-being = eliminate a cube present on the tile being resolved
ds-err-eliminate-opposing-cube-tile-being = eliminate an opposing cube on the tile being resolved
ds-err-choose-tile-you-occupy = choose a tile you occupy
ds-err-keep-tile-s-discs = keep one of the tile's discs
ds-err-surviving-cube-tile = the surviving cube must be on the tile
ds-err-discard-non-inherent-element-display = discard a non-inherent element of your display
ds-err-no-replacement-left-gene-pool = no replacement left (or your gene pool is empty)
ds-err-replace-opposing-cube-earth = replace an opposing cube on earth
ds-err-two-replacements-hit-two-different = the two replacements must hit two different animals
ds-err-1-cube-tile-you-occupied = 1 cube on a tile you occupied when the card was taken
ds-err-option-needs-non-inherent-element = option (a) needs a non-inherent element of that type
ds-err-option-b-needs-ap-supply = option (b) needs an AP in your supply
ds-err-place-ap-vacant-ap-space = place the AP on a vacant AP space
ds-err-move-cube-tile-adjacent-tile = move a cube of the tile to an adjacent tile
ds-err-give-non-inherent-element-display = give a non-inherent element of your display
ds-err-element-not-bag = that element is not in the bag
ds-err-pick-tile-shared-with-opposing = pick a tile shared with an opposing cube of that animal
ds-err-tile-s-terrain-not-linked = that tile's terrain is not linked to the space or was already picked
ds-err-disc-match-type-depletion-box = the disc must match a type in the Depletion box
ds-err-tile-was-already-chosen-for = that tile was already chosen for Domination this round
ds-err-card-not-face-up = that card is not face up
ds-err-card-resolved-as-fully-as = the card must be resolved as fully as possible
ds-err-glaciate-non-tundra-tile-adjacent = glaciate a non-tundra tile adjacent to a tundra tile
ds-err-ap-go-another-space-than = the AP must go on another space than Initiative
ds-err-ap-space-not-vacant-closed = that AP space is not vacant (or is a closed Wanderlust space)
ds-err-no-moves-left = no moves left
ds-err-no-cube-yours-there-has = no cube of yours there that has not moved yet
ds-err-cube-move-adjacent-tile-birds = the cube must move to an adjacent tile (birds: up to two, never across an empty hex)
ds-err-action-does-not-answer-pending = that action does not answer the pending decision
ds-err-this-choice-mandatory = this choice is mandatory
ds-err-only-type-about-lost-can = only a type about to be lost can be protected
ds-err-mammals-save-cube-tile-where = the mammals save a cube on a tile where they are endangered
ds-err-choose-disc-element-printed-space = choose a disc of the element printed on the space
ds-err-cubes-go-corner-s-tiles = cubes go on the corner's tiles one tile at a time
ds-err-more-cubes-than-terrain-s = more cubes than the terrain's limit or the gene pool allows
ds-err-insects-place-exactly-1-cube = the insects place exactly 1 cube on a tile
ds-err-stack-has-no-face-up = that stack has no face-up tile
ds-err-tile-goes-empty-board-space = the tile goes on an empty board space adjacent to a tile
ds-err-move-cube-from-tile-adjacent = move a cube from a tile adjacent to the new tile onto it
ds-err-element-not-wasteland-box = that element is not in the Wasteland box
