# Words every game shares. Lists: "a, b and c" is list-more("a", "b") then list-last(…, "c").
list-more = { $a }, { $b }
list-last = { $a } and { $b }

# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)
term-game = game
term-round = round
term-phase = phase
term-step = step
term-turn = turn
term-turn-order = turn order
term-seat = seat
term-player = player
term-first-player = first player
term-bot = bot
term-opponent = opponent
term-points = points
term-score = score
term-scoring = scoring
term-victory-points = victory points (VP)
term-card = card
term-hand = hand
term-deck = deck
term-discard = discard
term-draw = draw
term-pass = pass
term-done = done
term-action = action
term-move = move (a choice)
term-winner = winner
term-tie = tie
term-end-of-game = end of the game
term-setup = setup
term-variant = variant
term-board = board
term-supply = supply
term-die = die
term-roll = roll (of a die)
term-timeline = timeline
term-lobby = lobby
term-replay = replay
term-option = option
# ---- end of terms

# ---- errors every game shares
err-game-over = the game has ended
err-not-your-turn = seat { $seat } may not act now
err-not-your-turn-waiting = seat { $seat } may not act now; waiting for seat(s) { $waiting } to { $kind }
err-action-index = action index { $index } out of range: seat { $seat } has { $count } legal actions
err-not-an-action = not a { $game } action: { $why }
err-not-an-effect = not a { $game } effect: { $why }
err-unknown-game = unknown game type { $name }; known: { $known }
err-seat-count = { $game } is played by { $min } to { $max } seats, not { $seats }
err-options = invalid options for { $game }: { $why }
err-render = the words cannot be rendered: { $why }
