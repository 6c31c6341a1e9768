# evo

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
evo-phase-initiative = Phase 1: Initiative
evo-phase-climate = Phase 2: Climate
evo-phase-movement = Phase 3: Movement and combat
evo-phase-birth = Phase 4: Birth
evo-phase-survival = Phase 5: Survival and evolution
evo-phase-meteor = Phase 6: Meteor and auction
evo-phase-over = game over
evo-step-w1-start = start of Phase 1
evo-step-initiative = initiative
evo-step-w2-start = start of Phase 2
evo-step-climate = climate roll
evo-step-w3-start = start of Phase 3
evo-step-movement = movement
evo-step-w4-start = start of Phase 4
evo-step-w4-own = own birth window
evo-step-births = births
evo-step-w4-end = end of Phase 4
evo-step-w5-start = start of Phase 5
evo-step-survival = survival
evo-step-w5-end = end of Phase 5
evo-step-w6-start = start of Phase 6
evo-step-meteor = meteor
evo-step-w6-bid = before the bidding
evo-step-auction = auction
evo-step-w6-pay = payment of the bids
evo-step-payment = payment
evo-step-end-of-round = end of the round
evo-step-final = end of the last round
evo-step-scoring = final scoring
evo-step-over = game over
evo-gene-tail = tail
evo-gene-leg = leg
evo-gene-horn = horn
evo-gene-egg = egg
evo-gene-fur = fur
evo-gene-parasol = parasol
evo-gene-mutation = mutation
evo-gene-card = card
evo-terrain-desert = desert
evo-terrain-plains = plains
evo-terrain-hills = hills
evo-terrain-mountains = mountains
evo-climateclass-temperate = temperate
evo-climateclass-hot = hot
evo-climateclass-cold = cold
evo-climateclass-scorching = scorching
evo-climateclass-freezing = freezing
evo-card-sleeping-gene = Sleeping Gene
evo-card-accident = Accident
evo-card-weather-swing = Weather Swing
evo-card-me-first = Me First!
evo-card-genetic-highflyer = Genetic Highflyer
evo-card-gene-split = Gene Split
evo-card-ice-cold = Ice Cold!
evo-card-killer-rays = Killer Rays
evo-card-missing-link = Missing Link
evo-card-heatproof-skin = Heatproof Skin
evo-card-catastrophe = Catastrophe!
evo-card-tough-kids = Tough Kids
evo-card-cuckoo = Cuckoo
evo-card-weather-gene = Weather Gene
evo-card-big-brother = Big Brother
evo-card-duplication = Duplication
evo-card-giant-gene = Giant Gene
evo-card-primal-urge = Primal Urge
evo-card-pthermodactylus = Pthermodactylus
evo-card-birth-control = Birth Control
evo-card-survival-gene = Survival Gene
evo-card-wandering-brood = Wandering Brood
evo-card-unexpected-gene = Unexpected Gene
evo-card-vegetarian-diet = Vegetarian Diet
evo-card-defensive-gas = Defensive Gas
evo-card-flood = Flood
evo-cause-combat = combat
evo-cause-accident = Accident
evo-cause-flood = Flood
evo-cause-climate = climate
evo-cause-cuckoo = Cuckoo
evo-endreason-last-space = the meteor reaches the last space
evo-endreason-meteor-strike = meteor strike
evo-tiebreak-more-dinos-first = more dinos first
evo-tiebreak-fewer-dinos-first = fewer dinos first
evo-fourplayerboard-s-l = small and large maps
evo-fourplayerboard-ma-mb = the two medium maps
evo-option-hard-variant = the harder game
evo-option-starting-ep = starting EP
evo-option-initiative-tie-break = initiative tie-break
evo-option-four-player-board = four-player board
evo-dino = dino
evo-species = species
evo-region = region
evo-ep = evolution points (EP)
evo-gene = gene
evo-gene-tile = gene tile
evo-portrait = species portrait
evo-event-card = event card
evo-initiative-track = initiative track
evo-climate-track = climate track
evo-climate-marker = climate marker
evo-round-track = round (meteor) track
evo-meteor = meteor
evo-meteor-marker = meteor marker
evo-bidding-board = bidding board
evo-bid = bid
evo-outbid = outbid
evo-auction = auction
evo-price = price
evo-start-player = start player
evo-start-region = start region
evo-order = order (of play)
evo-movement-points = movement points (MP)
evo-attacker = attacker
evo-defender = defender
evo-newborn = newborn
evo-coast = coast
evo-card-window = card window
evo-supply = supply (dinos off the board)
evo-shared-victory = shared victory
evo-roll-off = roll-off (initiative tie)
evo-map = map (half board)
evo-action-play-card = play a card
evo-action-pass = pass
evo-action-move = move a dino
evo-action-end-movement = end the movement
evo-action-place-newborn = place a newborn
evo-action-stop-births = stop the births
evo-action-keep-dino = keep a dino
evo-action-bid = bid
evo-action-pass-bid = pass in the auction
# ---- end of terms

# ---- messages of the engine (labels, prompts, effects, rule errors, options)

# Players by colour (seat 0..4); a seat beyond the colours by number.
evo-colour-red = Red
evo-colour-blue = Blue
evo-colour-green = Green
evo-colour-yellow = Yellow
evo-colour-purple = Purple
evo-seat-n = Seat { $seat }
# Items joined by a comma (turn orders, scores).
evo-comma = { $a }, { $b }
evo-nothing = { "" }

# A region in words: the terrain and the region's id, with its climate unless temperate.
evo-place = the { $terrain } ({ $id })
evo-place-climate = the { $terrain } ({ $id }, { $climate })
# A space of the climate track and the terrain temperate there.
evo-climate-space = space { $pos } ({ $temperate } temperate)
evo-odds = { $max ->
    [1] you win only on a roll of 1
    [2] you win on a roll of 1 or 2
   *[other] you win on a roll of 1 to { $max }
}
evo-the-gene = the { $gene } gene
evo-a-gene = a gene

# Card windows, as "at …".
evo-window-w1-start = the start of Phase 1
evo-window-w2-start = the start of Phase 2
evo-window-w3-start = the start of Phase 3
evo-window-w4-start = the start of Phase 4
evo-window-w4-own = the player's own birth window
evo-window-w4-end = the end of Phase 4
evo-window-w5-start = the start of Phase 5
evo-window-w5-end = the end of Phase 5
evo-window-w6-start = the start of Phase 6
evo-window-w6-bid = the bidding window of Phase 6
evo-window-w6-pay = the payment window of Phase 6
evo-window-final = the end of the game

## Labels of the legal actions
evo-label-pass-answer = Pass: do not answer { $card }
evo-label-pass = Pass: play no card
evo-label-pass-own-births = Pass: play no card before your births
evo-label-attack = Attack { $owner }'s dino in { $to } from { $from }: { $odds }
evo-label-move = Move your dino from { $from } to { $to }
evo-label-end-movement = End your movement
evo-label-end-movement-unused = End your movement ({ $left ->
    [one] { $left } movement point
   *[other] { $left } movement points
} unused)
evo-label-newborn-attack = Place a newborn on { $owner }'s dino in { $region } and attack it (Tough Kids): { $odds }
evo-label-newborn = Place a newborn in { $region }
evo-label-stop-births = Stop your births (place no more newborns)
evo-label-keep = Keep your dino in { $region } alive
evo-label-pass-bid = Pass in the auction: take no gene this round
evo-label-bid = Bid { $value } on { $gene } in row { $row }{ $outbid }{ $split }{ $sleep }{ $pay }
evo-label-bid-outbidding = , outbidding { $rival }'s { $value }
evo-label-bid-then = , then play { $card }
evo-label-bid-pay = { " " }(you would pay { $ep } EP)
evo-label-accident = Play { $card } on { $whose ->
    [own] your
    [none] the
   *[other] { $owner }'s
} dino in { $region }: it returns to the supply
evo-label-cuckoo = Play { $card } on { $whose ->
    [own] your
    [none] the
   *[other] { $owner }'s
} newborn in { $region }: one of your dinos takes its place
evo-label-weather-gene = Play { $card } as a die result of { $value }: the climate marker { $value ->
    [1] moves back to
    [2] stays on
   *[other] moves forward to
} { $space }
evo-label-defensive-gas = Play { $card } with { $player }: you and { $player } may not attack each other this round
evo-label-play = Play { $card }: { $what }

# What a card does, said to its player (labels).
evo-what-sleeping-gene = no more cards may be played this round
evo-what-accident = remove a dino of a player with 5 or more dinos on the board
evo-what-cuckoo = replace another player's newborn with one of your dinos
evo-what-weather-swing = the climate marker moves from space { $from } to { $space }, then the climate die is rolled
evo-what-weather-gene = choose the climate die result
evo-what-me-first = you go first for the rest of the round
evo-what-genetic-highflyer = your price in this auction is 3 EP lower
evo-what-gene-split = outbidding you takes 3 more EP in this auction
evo-what-ice-cold = every species has one fur fewer this round
evo-what-killer-rays = every species has one parasol fewer this round
evo-what-missing-link = one gene fewer is auctioned this round, and one player may pass
evo-what-heatproof-skin = all your dinos in hot regions survive this round
evo-what-catastrophe = the climate marker moves two spaces forward to { $space }; no climate roll
evo-what-tough-kids = your newborns may be placed on other species' dinos and attack with one more horn
evo-what-big-brother = your dinos defend with two more horns this round
evo-what-giant-gene = your dinos attack with two more horns this round
evo-what-primal-urge = one movement point per dino you have on the board (now { $dinos }) instead of your legs
evo-what-pthermodactylus = all your dinos in cold regions survive this round
evo-what-birth-control = nobody gets newborns this round
evo-what-survival-gene = every other player loses 1 EP per dino the climate killed this round
evo-what-wandering-brood = your newborns may be placed up to 3 regions away
evo-what-unexpected-gene = you score 2 more EP in the final scoring
evo-what-vegetarian-diet = no fighting for the rest of the round
evo-what-defensive-gas = two players may not attack each other this round
evo-what-flood = a die for every dino on the coast; a roll plus its owner's parasols of 3 or less drowns it
evo-what-duplication-from = take { $card } from { $from } (you may play it from next round on)
evo-what-duplication-self = take { $card } from yourself (you may play it from next round on)
evo-what-duplication = take the card just played

## Prompts
evo-prompt-own-births = Your births are next: play Tough Kids or Wandering Brood, or pass
evo-prompt-final = The game is over: play Unexpected Gene for 2 more EP, or pass
evo-prompt-window = Play an event card at { $window }, or pass
evo-prompt-response-own = You played { $card }: answer with Duplication or Sleeping Gene, or pass
evo-prompt-response = { $player } played { $card }: answer with Duplication or Sleeping Gene, or pass
evo-prompt-response-any = Answer the card just played with Duplication or Sleeping Gene, or pass
evo-prompt-movement = Move a dino ({ $left ->
    [one] { $left } movement point
   *[other] { $left } movement points
} left), or end your movement
evo-prompt-tough-kids = Place a newborn on another species' dino (Tough Kids), or stop your births
evo-prompt-birth = Place a newborn ({ $eggs ->
    [one] { $eggs } egg
   *[other] { $eggs } eggs
} left, { $supply ->
    [one] { $supply } dino
   *[other] { $supply } dinos
} in your supply)
evo-prompt-survival = Your dinos in { $hot ->
    [hot] hot
   *[cold] cold
} regions: choose { $keep } more of these { $candidates } to survive (the others die)
evo-prompt-survival-any = Choose which of your dinos survive
evo-prompt-bid = { $outbid ->
    [yes] You were outbid: bid again on a gene{ $pass ->
        [yes] { " " }or pass
       *[no] { "" }
    }
   *[no] Bid on a gene{ $pass ->
        [yes] { " " }or pass
       *[no] ; you must bid
    }
} (you have { $ep } EP{ $mutations ->
    [0] { "" }
    [one] { " " }and { $mutations } mutation, so every price is { $mutations } lower
   *[other] { " " }and { $mutations } mutations, so every price is { $mutations } lower
})

## Effects
evo-fx-round = Round { $round } begins
evo-fx-initiative = { $player } rolls { $roll } for the initiative
evo-fx-order-set = Turn order this round: { $order }
evo-fx-order-changed = Turn order is now: { $order }
evo-fx-climate-rolled = { $player } rolls { $roll } for the climate: the marker { $roll ->
    [1] moves back from space { $from } to
    [2] stays on
   *[other] moves forward from space { $from } to
} { $space }
evo-fx-climate-changed = { $card }: the climate marker moves from space { $from } to { $space }
evo-fx-card-played = { $player } plays { $card }{ $on }{ $choosing }{ $what }
evo-fx-on-dino-of = { " " }on { $owner }'s dino in { $region }
evo-fx-on-dino = { " " }on the dino in { $region }
evo-fx-choosing = , choosing the die result { $value }
evo-fx-what = : { $what }
evo-fx-passed = { $player } plays no card
evo-fx-card-taken = { $player } takes { $card } from { $from } with Duplication
evo-fx-card-discarded = { $card } leaves the game
evo-fx-dino-moved = { $player } moves a dino from { $from } to { $to }
evo-fx-combat = { $attacker } attacks { $defender } in { $region } (horn difference { $diff }), rolls { $roll }: { $winner } wins
evo-fx-dino-removed = { $player }'s dino in { $region } { $cause ->
    [combat] lost a fight
    [accident] had an accident
    [flood] drowned in the flood
    [climate] died of the climate
   *[cuckoo] was replaced by a cuckoo
} and returns to the supply
evo-fx-dino-replaced = { $by } puts a dino in { $region } in place of { $player }'s newborn
evo-fx-movement-ended = { $player } ends the movement
evo-fx-newborn-placed = { $player } places a newborn in { $region }
evo-fx-births-ended = { $player }'s births end: { $placed ->
    [one] { $placed } newborn
   *[other] { $placed } newborns
} placed
evo-fx-flood-rolled = Flood: { $roller } rolls { $roll } for { $player }'s dino on the coast in { $region }; { $roll } + { $parasols ->
    [one] { $parasols } parasol
   *[other] { $parasols } parasols
} = { $sum }: { $survives ->
    [yes] it survives (more than 3)
   *[no] it drowns (3 or less)
}
evo-fx-dino-kept = { $player } keeps the dino in { $region } alive
evo-fx-ep-gained = { $player } scores { $amount } EP ({ $total } EP)
evo-fx-ep-lost = { $player } loses { $amount } EP ({ $total } EP)
evo-fx-meteor-moved = The meteor moves to space { $space }
evo-fx-meteor-rolled = { $player } rolls { $roll } for the meteor: { $struck ->
    [yes] it strikes!
   *[no] it misses
}
evo-fx-end-last-space = The meteor reaches the last space: the game ends
evo-fx-end-strike = The meteor strikes: the game ends
evo-fx-genes-drawn = Genes on offer: { $genes }
evo-fx-offer-row = row { $row } { $gene }
evo-fx-bid-placed = { $player } bids { $value } on row { $row } ({ $gene })
evo-fx-outbid = { $player } is outbid on row { $row } by { $by }
evo-fx-bid-passed = { $player } passes in the auction
evo-fx-gene-bought = { $player } pays { $price } EP for a bid of { $bid } ({ $total } EP left) and gets { $kind ->
    [card] a card gene and draws an event card
    [egg] an egg gene
   *[other] a { $gene } gene
}
evo-fx-card-drawn = { $player } draws { $card }
evo-fx-card-drawn-hidden = { $player } draws an event card
evo-fx-final-scores = Final scores: { $scores }; winner(s): { $winners }
evo-fx-score = { $player } { $score }

# What a played card does, said of its player (effects).
evo-fx-sleeping-gene = no more cards may be played this round
evo-fx-me-first = { $player } goes first for the rest of the round
evo-fx-genetic-highflyer = { $player }'s price in this auction is 3 EP lower
evo-fx-gene-split = outbidding { $player } takes 3 more EP in this auction
evo-fx-ice-cold = every species has one fur fewer this round
evo-fx-killer-rays = every species has one parasol fewer this round
evo-fx-missing-link = one gene fewer is auctioned this round, and one player may pass
evo-fx-heatproof-skin = all of { $player }'s dinos in hot regions survive this round
evo-fx-catastrophe = the climate marker moves two spaces forward; no climate roll
evo-fx-tough-kids = { $player }'s newborns may be placed on other species' dinos and attack with +1 horn
evo-fx-weather-gene = no climate roll this round
evo-fx-big-brother = { $player }'s dinos defend with +2 horns this round
evo-fx-giant-gene = { $player }'s dinos attack with +2 horns this round
evo-fx-primal-urge = { $player } moves as many steps as it has dinos on the board, whatever its legs
evo-fx-pthermodactylus = all of { $player }'s dinos in cold regions survive this round
evo-fx-birth-control = nobody gets newborns this round
evo-fx-survival-gene = every other player loses 1 EP per dino the climate killed this round
evo-fx-wandering-brood = { $player }'s newborns may be placed up to 3 regions away
evo-fx-unexpected-gene = { $player } scores 2 more EP in the final scoring
evo-fx-vegetarian-diet = no fighting for the rest of the round
evo-fx-defensive-gas-with = { $player } and { $other } may not attack each other this round
evo-fx-defensive-gas = two players may not attack each other this round
evo-fx-flood = a die for every dino on the coast; a roll plus parasols of 3 or less drowns it

## Rule errors
evo-err-rounds-1-2 = no event card may be played in rounds 1 and 2
evo-err-sleeping = Sleeping Gene was played: no more cards may be played this round
evo-err-not-held = you do not hold { $card }
evo-err-duplicated = { $card } was taken with Duplication and may be played from round { $round } on
evo-err-window = { $card } cannot be played at { $window }
evo-err-response = only Duplication or Sleeping Gene may answer a card just played
evo-err-one-climate-card = only one climate card may be played per round
evo-err-needs-region = { $card } needs a target region
evo-err-no-region-param = { $card } takes no region
evo-err-needs-player = { $card } needs another player
evo-err-no-player-param = { $card } takes no player
evo-err-needs-value = { $card } needs a die value
evo-err-no-value-param = { $card } takes no value
evo-err-no-dino-in = there is no dino in region { $region }
evo-err-own-dino-target = { $card } must target another player's dino
evo-err-accident-five = { $card } needs a target with at least 5 dinos on the board (PD-24)
evo-err-cuckoo-newborn = Cuckoo must replace a dino born in this Phase 4
evo-err-cuckoo-supply = Cuckoo needs a dino in your supply
evo-err-weather-swing = Weather Swing needs the marker on a green or brown space (PD-23)
evo-err-weather-gene-value = the Weather Gene value must be a die result 1 to 6
evo-err-defensive-gas = Defensive Gas names another player
evo-err-highflyer = only a player who won a gene may play Genetic Highflyer
evo-err-no-such-region = there is no region { $region } on this board
evo-err-no-mp = no movement points left
evo-err-no-dino-of-yours = you have no dino in { $region }
evo-err-not-adjacent = { $to } is not adjacent to { $from } (one region per movement point)
evo-err-own-dino-there = { $region } holds one of your own dinos: it can never be entered
evo-err-vegetarian = Vegetarian Diet was played: no fighting this round
evo-err-gas = Defensive Gas: these two players may not attack each other this round
evo-err-two-horns-down = an attack two or more horns down is impossible
evo-err-wrong-decision = { $action } does not answer the pending { $kind } decision
evo-err-not-a-candidate = { $region } is not one of your { $class ->
    [hot] hot
   *[cold] cold
} dinos still to be chosen
evo-err-no-row = there is no row { $row }; rows are 1 to { $rows }
evo-err-bid-too-high = a bid of { $value } costs more than your EP (at most { $max } with your mutations, PD-15)
evo-err-row-taken = row { $row } is taken: a bid there must be at least { $min }
evo-err-no-card-now = no card may be played now (rounds 1 and 2, or after Sleeping Gene)
evo-err-gene-split-now = you cannot play Gene Split now
evo-err-sleeping-slot = Sleeping Gene can follow your own bid only in your Gene Split slot (you must hold both cards)
evo-err-both-slot = play one card in the Gene Split slot; Sleeping Gene may still answer Gene Split in the response step
evo-err-must-bid = bidding is compulsory: no pass is left in this auction
evo-err-own-dino-birth = { $region } already holds one of your dinos
evo-err-occupied = { $region } is occupied; only Tough Kids newborns may go there
evo-err-too-far = { $region } is too far from your dinos
evo-err-too-far-range = { $region } is too far: newborns go within { $range } region(s) of your dinos
evo-err-births-compulsory = births are compulsory while an empty legal region remains
evo-err-players = evo is played by 3 to 5 players, not { $seats }
evo-err-options = invalid evo options: { $why }
evo-err-boards = invalid options.boards: { $why }
evo-err-embedded-boards = embedded board data: { $why }

## Options
evo-opt-starting-ep = Starting evolution points
evo-opt-starting-ep-help = The EP every player starts with: 6 as in the rulebook translated here, or 10 as in the English rulebook.
evo-opt-starting-ep-6 = 6 EP
evo-opt-starting-ep-10 = 10 EP (English rulebook)
evo-opt-tie-break = Initiative tie-break
evo-opt-tie-break-help = Between players with equally many tails: the one with more dinos on the board goes first, or the one with fewer.
evo-opt-tie-break-more = More dinos go first
evo-opt-tie-break-fewer = Fewer dinos go first
evo-opt-board = Board for four players
evo-opt-board-help = The two map sides that form the island for four players: the small and the large map, or the two medium maps.
evo-opt-board-s-l = Small + large map
evo-opt-board-two-medium = The two medium maps
evo-opt-hard = Hard variant
evo-opt-hard-help = One gene fewer than players in every auction, so one player may pass; the meteor does not move in rounds 1 and 2, so the game is longer.
evo-opt-round-track = Round track (meteor)
evo-opt-round-track-help = The meteor's track: 16 spaces; on space 13 the meteor strikes on a roll of 1, on 14 on 1 or 2, on 15 on 1 to 3; space 16 ends the game.
evo-opt-round-track-16 = 16 spaces, die spaces 13 to 15
evo-err-last-space = round_track.last_space must be beyond the meteor's start space { $start }, not { $last }
evo-err-die-space-range = round_track die space { $space } must lie in 1..{ $last }
evo-err-die-space-twice = round_track die space { $space } is listed twice
evo-err-die-space-impact = round_track die space { $space }: impact numbers must be 1..6
evo-err-starting-ep = starting_ep must be 6 or 10 (PD-06), not { $ep }
evo-err-blank-cards = use_blank_cards: the blank cards are never used (PD-36)
