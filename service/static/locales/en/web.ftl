# The web pages' words (service/static/js/i18n.js reads this file; the subset of Fluent it
# reads is described at the top of that module). Every id starts with `web-`; el, hu and
# ru have every message of this file, with the same variables (tests/test_web_locales.py).

## The language switch and the pages' frame

web-lang-label = Language
web-brand = species-arena
web-list-and = and

## Problems

web-error-network = Network error
web-error-unreachable = The server could not be reached
web-error-generic = Something went wrong
web-error-in-context = { $context }: { $title }
web-error-dismiss = Dismiss this message

## Bots, durations, seats

web-bot-random = Random bot
web-bot-greedy = Greedy bot
web-bot-search = Search bot
web-bot-other = { $kind } bot
web-bot-with-budget = { $bot } ({ $budget })
web-bot-ms = { $n } ms
web-bot-iterations = { $n ->
        [one] { $n } iteration
       *[other] { $n } iterations
    }
web-duration-h = { $n } h
web-duration-min = { $n } min
web-duration-s = { $n } s
web-clock-per-decision = { $time } per decision
web-clock-per-game = { $time } per player for the whole game
web-seat-any = a seat
web-seat-n = seat { $n }
web-seat-open = open seat
web-seat-role = { $role } ({ $name })
web-seat-you = { $name } (you)
web-status-waiting = Waiting for players
web-status-in-progress = In progress
web-status-finished = Finished
web-status-abandoned = Abandoned

## The lobby's news feed

web-feed-game = { $title } ({ $id })
web-feed-your-turn = Your turn in game { $game }
web-feed-your-turn-prompt = Your turn in game { $game }: { $prompt }
web-feed-finished = Game { $game } finished
web-feed-finished-place = Game { $game } finished: you placed { $place }
web-feed-rating = (rating { $change })
web-feed-timed-out = Your time ran out in game { $game }: the { $bot } decided for you
web-feed-replaced-bot = Your seat in game { $game } was handed to the { $bot }
web-feed-replaced-player = Your seat in game { $game } was handed to another player
web-feed-abandoned = Game { $game } was abandoned
web-feed-abandoned-reason = Game { $game } was abandoned: { $reason }
web-feed-other = News of game { $game }
web-lobby-title = species-arena — lobby
web-lobby-title-waiting = ({ $n }) species-arena — lobby

## The lobby page

web-lobby-where = Lobby
web-lobby-you = You
web-lobby-signed-in = Signed in as { $name }. Your games count in your statistics and rating.
web-lobby-your-key = Your key
web-lobby-your-key-note = (shown once: keep it somewhere safe to sign in elsewhere; it stays in this browser's storage, never in a link):
web-lobby-sign-out = Sign out (forget my key here)
web-lobby-sign-up-name = Sign up: your name
    .placeholder = e.g. Alice
web-lobby-sign-up = Sign up
web-lobby-use-key-label = Or use my key
web-lobby-use-key = Use my key
web-lobby-guest-hint = Without signing up you play as a guest: guest seats count in no statistics or rating.
web-lobby-guest-name = Guest name (letters, digits and { $chars })
    .placeholder = e.g. alice
web-lobby-my-games = My games
web-lobby-news = News
web-lobby-new-game = New game
web-lobby-game = Game
web-lobby-players = Players
web-lobby-options = Options
web-lobby-who-plays = Who plays each seat
web-lobby-clock = Clock (optional)
web-lobby-clock-turn = Seconds per decision
web-lobby-clock-game = Seconds per player for the whole game
web-lobby-no-limit = no limit
web-lobby-fallback = Stand-in bot
web-lobby-clock-help = Leave both empty for a game without a clock. With both, whichever runs out first counts. When a player runs out of time, or resigns, the stand-in bot decides for their seat.
web-lobby-undo = Players may take back their own decisions (undo) while nobody else has moved and nothing hidden was revealed
web-lobby-create = Create game
web-lobby-leaderboard = Leaderboard
web-lobby-board-hint = By rating (openskill's display rating, { $formula }), then rated games; bots count as { $bot }. The line shows each rating after each rated game.
web-board-player = Player
web-board-rating = Rating
web-board-rated = Rated games
web-board-won = Won
web-board-history = History
web-lobby-games = Games
web-lobby-all-games = All games
web-lobby-status = Status
web-lobby-any-status = Any status
web-lobby-open-only = Open seats only
web-lobby-refresh = Refresh
web-lobby-seats = Seats
web-lobby-progress = Progress
web-lobby-actions = Actions
web-lobby-name-first = Type your name first (1 to 64 letters, digits or _ . @ -).
web-lobby-no-options = This game has no setup options.
web-lobby-or = or
web-lobby-only-with = (only with { $seats } players)
web-lobby-option-random = At random (default)
web-lobby-option-default = Default
web-lobby-whole-number = { $field }: a whole number, please.
web-lobby-budget-iterations = iterations per decision
web-lobby-budget-per-decision = { $name } per decision
web-lobby-seat-you = You
web-lobby-seat-open = Open seat (another person)
web-lobby-seat-n = Seat { $n }
web-lobby-budget-range = Seat { $n }: the { $bot }'s { $budget } must be a whole number from { $min } to { $max }.
web-lobby-budget-min = Seat { $n }: the { $bot }'s { $budget } must be a whole number of at least 1.
web-lobby-server-default = The server's default
web-lobby-clock-bad = { $field }: a whole number from 1 to { $max }, or empty for no limit.
web-lobby-seats-exactly = exactly { $n }
web-lobby-seats-range = { $min } to { $max }
web-lobby-err-sign-up = Could not sign up
web-lobby-err-key = This key was refused
web-lobby-err-stored-key = Your stored key was refused
web-lobby-err-my-games = Could not list your games
web-lobby-err-feed = Could not follow your news
web-lobby-err-board = Could not read the leaderboard
web-lobby-err-create = Could not create the game
web-lobby-err-games = Could not list the games
web-lobby-err-types = Could not read the game types
web-lobby-your-turn-play = Your turn: play
web-lobby-final-table = Final table
web-lobby-open = Open
web-lobby-until = (until { $time })
web-lobby-my-count = { $others ->
        [one] { $waiting } waiting for you, { $others } other.
       *[other] { $waiting } waiting for you, { $others } others.
    }
web-lobby-no-games-yet = No games yet: create one below, or take an open seat.
web-board-chart = rating after each of { $n } rated games: { $values }
web-board-chart-none = no rated game
web-board-won-of = { $won } of { $played }
web-board-none = No rated game of this type yet.
web-lobby-creating = Creating the game…
web-lobby-taking-seat = Taking your seat…
web-lobby-opening = Opening the table…
web-lobby-abandoned-reason = Abandoned: { $reason }
web-lobby-won-by = Won by { $winners }
web-lobby-round = round { $n }
web-lobby-to-play = to play: { $seats }
web-badge-resigned = resigned
web-lobby-bot-plays = { $bot } plays
web-badge-timeouts = { $n ->
        [one] { $n } time-out
       *[other] { $n } time-outs
    }
web-lobby-play-seat = Play (seat { $n })
web-err-take-seat = Could not take seat { $n }
web-take-seat = Take seat { $n }
web-lobby-watch = Watch
web-lobby-watch-resigned = Watch (you resigned)
web-lobby-table = Table
web-replay = Replay
web-lobby-no-match = No game matches.
web-lobby-count-some = Showing { $shown } of { $total } games, newest first.
web-lobby-count-all = { $total ->
        [one] { $total } game, newest first.
       *[other] { $total } games, newest first.
    }

## The table page

web-table-title = species-arena — table
web-table-title-game = { $title } — species-arena
web-table-where = Table
web-live-connecting = connecting…
web-table-board-area = The board
web-zoom-group = Zoom the board
web-zoom-out = Zoom out
web-zoom-in = Zoom in
web-zoom-fit = Fit
web-zoom-hint = Ctrl + wheel or pinch to zoom; drag to move a zoomed board.
web-replay-version = Version
web-replay-steps = Step through the versions
web-replay-first = « First
web-replay-prev = ◀ Previous
web-replay-next = Next ▶
web-replay-last = Last »
web-now = Now
web-undo = Undo
web-resign = Resign…
web-resign-yes = Yes, resign
web-resign-no = Keep playing
web-result = Final ranking
web-choices = Your choices
web-choices-all = Show all choices
web-prefs = Preferences
web-prefs-hint = Kept in this browser, for every game.
web-pref-sound = A sound when it becomes my turn
web-pref-notify = A browser notification when it becomes my turn (while I look elsewhere)
web-pref-confirm = Confirm each move before it is sent
web-pref-confirm-planning = Confirm each action pawn placed in the planning phase
web-pref-forced = Play my forced moves: when passing is my only choice, send it after a short delay
web-players-seat = Seat
web-players-score = Score
web-players-turn = Turn
web-timeline = Timeline
web-err-seat-refused = Your stored seat was refused; watching instead
web-err-open-table = Could not open the table
web-err-catalogue = The game's card texts could not be loaded
web-err-renderer = The board drawing for this game could not be loaded
web-live-abandoned = abandoned
web-live-over = game over
web-live-live = live
web-live-offline = offline — retrying
web-live-reconnecting = reconnecting…
web-rules = Rules
web-cards = Cards
web-turn-mark = ● Your turn —{ " " }
web-turn-notification = Your turn — { $title }
web-assist-send = Send
web-assist-cancel = Cancel
web-assist-confirm = Send this move? { $move }
web-assist-this-choice = this choice
web-assist-forced = Your only choice: { $move }. Sending it for you { $left }.
web-assist-pass = pass
web-assist-in = in { $n } s
web-err-board = The board could not be drawn
web-no-board = The board of this game cannot be drawn here; the choices are listed beside it.
web-board-play-here = play here
web-board-choices-here = { $n } choices here
web-card-rules = Rules for this card
web-choices-at-place = { $n } choices at the place you picked — choose one, or show all choices.
web-choices-count = { $n ->
        [one] { $n } choice.
       *[other] { $n } choices.
    }
web-choices-count-board = { $n ->
        [one] { $n } choice; the highlighted places on the board can be clicked.
       *[other] { $n } choices; the highlighted places on the board can be clicked.
    }
web-choices-rule = What the rules say ({ $rule })
web-err-move = That move was not accepted
web-err-read-game = Could not read the game
web-now-replay = Replay: the game as it was at version { $version } of { $latest }.
web-now-abandoned = This game was abandoned: nothing more can be played in it.
web-now-over = The game is over.
web-now-resigned = You resigned: you are watching the rest of the game.
web-now-decide = Your decision.
web-now-rule = Rules { $rule }
web-now-watching = You are watching this game.
web-now-nothing = Nothing to decide right now.
web-now-waiting = { $n ->
        [one] Waiting for players: seat { $seats } is open.
       *[other] Waiting for players: seats { $seats } are open.
    }
web-now-thinking = (thinking…)
web-now-to-play = To play: { $seats }.
web-now-time-up = time is up
web-now-left = { $time } left
web-now-status-abandoned = Abandoned. No one can play in this game any more.
web-now-status-abandoned-why = Abandoned — { $why }. No one can play in this game any more.
web-by-server = (by the server)
web-now-status-resigned = You resigned from seat { $n }: the { $bot } plays it to the end, and the game counts as a loss for you.
web-now-status-resigned-over = You resigned from seat { $n }: the { $bot } plays it, and the game counts as a loss for you.
web-now-clock = Clock: { $clock }. A player out of time has the { $bot } decide for them.
web-now-clock-waiting = Clock: { $clock } (it starts once every seat is taken). A player out of time has the { $bot } decide for them.
web-prefs-no-notifications = This browser has no notifications.
web-prefs-notify-refused = The browser does not allow this page to notify you (see the site's permissions).
web-replay-status = Replay — version { $version } of { $latest }
web-replay-valuetext = version { $version } of { $latest }
web-replay-where = Version { $version } of { $latest }
web-replay-where-undone = Version { $version } of { $latest } (a move taken back later)
web-err-version = Could not read version { $version }
web-audit-later = The audit can be run once the game has finished (the seed stays secret until then).
web-audit-running = Auditing: replaying every move from the revealed seed…
web-audit-verified = Audit: verified — all { $n } events replayed from the revealed seed give the same results and state hashes.
web-audit-diverged = Audit failed: the first divergence is at version { $version }: { $reason }
web-audit-failed = Audit failed.
web-err-audit = Could not audit the game
web-replay-back = Back to the table
web-undo-no-answer = could not ask the server
web-undo-n = { $n ->
        [one] Undo (takes back { $n } decision)
       *[other] Undo (takes back { $n } decisions)
    }
web-undo-why = Undo is not possible: { $reason }
web-err-undo = Could not take the decision back
web-badge-to-play = to play
web-badge-winner = winner
web-badge-you = you
web-seat-played-by = played by the { $bot }
web-seat-game-clock = { $time } left on the game clock
web-seat-out-of-time = out of game time: the bot decides
web-result-points = { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
web-you-seat = You: { $name }, seat { $n }
web-you-seat-n = You: seat { $n }
web-you-watching = Watching
web-resign-question = Resign from seat { $n }? The { $bot } plays your seat to the end, and the game counts as a loss for you. This cannot be undone.
web-err-resign = Could not resign
web-join-as = As { $name }:
web-join-guest-name = Your guest name

## The timeline

web-log-all = All
web-log-mine = Mine
web-log-scoring = Scoring
web-log-filters = Show in the timeline
web-err-timeline = Could not read the timeline
web-log-earlier = Earlier
web-log-round = Round { $n }
web-log-round-phase = Round { $n } · { $phase }
web-log-who-bot = { $who } (bot)
web-log-secret = Made a secret choice.
web-log-decided = Decided.
web-log-stand-in = stand-in bot
web-log-out-of-time = out of time
web-log-bot-decided = the { $bot } decided
web-log-passes = { $n } passes.
web-seat-event-configured = Clock: { $clock }. The { $bot } stands in for a player who resigns or runs out of time.
web-seat-event-configured-no-clock = No clock. The { $bot } stands in for a player who resigns or runs out of time.
web-seat-event-resigned = { $who } resigned; the { $bot } plays seat { $n } from now on.
web-seat-event-timed-out = { $who } ran out of time (the deadline was { $time }); the { $bot } decides for seat { $n }.
web-seat-event-replaced-player = Seat { $n } was handed to { $player }.
web-seat-event-replaced-bot = Seat { $n } was handed to the { $bot }.
web-seat-event-replaced = Seat { $n } was handed to someone new.
web-seat-event-token-rotated = Seat { $n } has a new token; the old one no longer works.
web-seat-event-token-revoked = Seat { $n }'s token was revoked: no one may play for it until the admin hands it on.
web-seat-event-abandoned = The game was abandoned
web-seat-event-abandoned-why = The game was abandoned — { $reason }

## The Dominant Species board (service/static/games/dominant-species.js)

web-ds-corner-edge-of = corner of space { $n } at the edge of earth
web-ds-corner-edge = corner at the edge of earth
web-ds-corner-of = corner of spaces { $spaces }
web-ds-empty-space = Empty space { $n }
web-ds-tile = { $terrain } on space { $n }; scores { $scores }
web-ds-tile-tundra-on = { $terrain } on space { $n } on { $large }; scores { $scores }
web-ds-tile-dominant = dominant: { $animal }
web-ds-tile-no-dominant = no dominant animal
web-ds-tile-cubes = cubes: { $cubes }
web-ds-endangered-mark = (endangered)
web-ds-tile-elements = elements: { $elements }
web-ds-tile-no-elements = no elements
web-ds-tile-scored-tip = already chosen for Domination this round
web-ds-tile-scored = scored
web-ds-cubes-tip = { $animal }: { $n } on the { $terrain } on space { $space }
web-ds-endangered = endangered
web-ds-dominant = dominant
web-ds-disc-on = { $element } disc on the { $corner }
web-ds-corner-vacant = Vacant { $corner }
web-ds-space-migration = { $name } (up to { $n } cubes)
web-ds-icon-com-a = Arachnids' free Competition (every round, first)
web-ds-space-pawn = { $animal }' action pawn
web-ds-space-vacant = vacant
web-ds-space-gla-1 = (only this Glaciation space acts)
web-ds-icon-reg-r = Reptiles' permanent Regression pawn
web-ds-icon-spe-i = Insects' free Speciation of one cube (every round)
web-ds-tundra-supply = tundra supply: { $n }
web-ds-in-row-adaptation = { $element } in the adaptation row
web-ds-in-row-abundance = { $element } in the abundance row
web-ds-in-row-wanderlust = { $element } in the wanderlust row
web-ds-box = { $name } box: { $contents }
web-ds-empty = empty
web-ds-in-box = { $element } ×{ $n } in the { $name } box
web-ds-stack = Wanderlust stack { $k }: { $face }, { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    }
web-ds-stack-face-up = { $terrain } face up
web-ds-stack-face-down = face down
web-ds-dominance-cards = Dominance cards
web-ds-deck = { $n } in the deck · { $taken } taken
web-ds-survival = Survival
web-ds-survival-tip = Survival: the animal with the most cubes on tundra scores bonus VP for its tundra tiles at each Reset
web-ds-uncontrolled = uncontrolled
web-ds-col-animal = Animal
web-ds-col-player = Player
web-ds-col-vp = VP
web-ds-col-aps = Action pawns
web-ds-col-gene-pool = Gene pool
web-ds-col-eliminated = Eliminated
web-ds-col-display = Display
web-ds-aps = { $n } in supply, { $aside } set aside
web-ds-element-inherent = { $element } (inherent)
web-ds-element-added = { $element } (added)
web-ds-display-size = { $n } of 6
web-ds-bag = Bag
web-ds-in-bag = { $element }: { $n } in the bag
web-ds-none-in-bag = No { $element } in the bag
web-ds-round = Round { $n }
web-ds-phase-planning = Planning
web-ds-phase-execution = Execution
web-ds-phase-reset = Reset
web-ds-phase-over = Game over
web-ds-to-act = { $animal } to act
web-ds-last-round = last round
web-ds-variant-short = short game
web-ds-variant-multiple = multiple animals
web-ds-variant-random = random setup
web-ds-aria-board = Dominant Species board
web-ds-aria-panel = Dominant Species cards and animals
web-ds-card-text-aquatic = A disc of your choice on a sea/wetland corner, then up to 4 cubes there
web-ds-card-text-biodiversity = 1 VP per tile you share with opposing cubes
web-ds-card-text-biomass = 1 cube eliminated on every overcrowded tile
web-ds-card-text-blight = A tile keeps only one of its discs
web-ds-card-text-catastrophe = A tile keeps one cube; 1 cube eliminated on each adjacent tile
web-ds-card-text-cold-snap = Every other animal loses 1 cube on each tundra tile
web-ds-card-text-disease = Animals with bigger displays discard an element
web-ds-card-text-ecodiversity = 1 VP per disc on earth of a type on your display
web-ds-card-text-evolution = Replace up to 2 opposing cubes with yours
web-ds-card-text-fecundity = 1 cube on every tile you occupy
web-ds-card-text-fertile = 1 VP per cube on a tile you occupy
web-ds-card-text-habitat = A disc of your choice on any vacant corner
web-ds-card-text-hibernation = Up to 5 eliminated cubes back on one tile, safe this round
web-ds-card-text-ice-age = Bonus VP for tiles you dominate; the game ends this round
web-ds-card-text-ice-sheet = One Glaciation of your own
web-ds-card-text-immigrants = Every animal: discard an element, lose a pawn, or thin out
web-ds-card-text-instinct = Place an action pawn on a vacant space
web-ds-card-text-intelligence = You and the animals above you gain an action pawn
web-ds-card-text-mass-exodus = Move every cube off one tile to adjacent tiles
web-ds-card-text-metamorphosis = Exchange an element of your display for one from the bag
web-ds-card-text-niche-biomes = Animals with more VP lose the scored tile's 1st value
web-ds-card-text-nocturnal = Move one place forward on the initiative track
web-ds-card-text-omnivore = Gain an action pawn
web-ds-card-text-parasitism = You and the animals below you gain an action pawn
web-ds-card-text-predator = Eliminate 1 opposing cube on every tile you share
web-ds-card-text-symbiotic = You and smaller displays draw an element

## The Evo board (service/static/games/evo.js)

web-evo-phase-0 = Game over
web-evo-phase-1 = Initiative
web-evo-phase-2 = Climate
web-evo-phase-3 = Movement and combat
web-evo-phase-4 = Birth
web-evo-phase-5 = Survival and evolution
web-evo-phase-6 = Meteor and bidding
web-evo-step-w1-start = card window
web-evo-step-initiative = initiative
web-evo-step-w2-start = card window
web-evo-step-climate = climate roll
web-evo-step-w3-start = card window
web-evo-step-movement = movement
web-evo-step-w4-start = card window
web-evo-step-w4-own = own birth window
web-evo-step-births = births
web-evo-step-w4-end = card window
web-evo-step-w5-start = card window
web-evo-step-survival = survival
web-evo-step-w5-end = card window
web-evo-step-w6-start = card window
web-evo-step-meteor = meteor
web-evo-step-w6-bid = card window
web-evo-step-auction = gene auction
web-evo-step-w6-pay = card window
web-evo-step-payment = payment
web-evo-step-end-of-round = end of round
web-evo-step-final = final card window
web-evo-step-scoring = final scoring
web-evo-step-over = game over
web-evo-window-w1-start = start of Phase 1
web-evo-window-w2-start = start of Phase 2
web-evo-window-w3-start = start of Phase 3
web-evo-window-w4-start = start of Phase 4
web-evo-window-w4-own = own birth window
web-evo-window-w4-end = end of Phase 4
web-evo-window-w5-start = start of Phase 5
web-evo-window-w5-end = end of Phase 5
web-evo-window-w6-start = start of Phase 6
web-evo-window-w6-bid = bidding window
web-evo-window-w6-pay = payment window
web-evo-window-final = end of the game
web-evo-colour-red = Red
    .letter = R
web-evo-colour-blue = Blue
    .letter = B
web-evo-colour-green = Green
    .letter = G
web-evo-colour-yellow = Yellow
    .letter = Y
web-evo-colour-purple = Purple
    .letter = P
web-evo-seat = Seat { $n }
web-evo-badge-hot = hot
web-evo-badge-cold = cold
web-evo-badge-deadly = deadly
web-evo-region = Region { $n } ({ $terrain }) — { $climate }
web-evo-coast = coast
web-evo-region-dino = { $colour }'s dino
web-evo-region-newborn = { $colour }'s newborn
web-evo-climate-head = Climate: { $terrain } is temperate
web-evo-climate-space = Climate space { $n }: { $terrain } temperate
web-evo-meteor-head = Meteor on space { $n } of { $last }
web-evo-track-end = end
web-evo-over = The game is over
web-evo-pending-card-window = { $who } may play an event card
web-evo-pending-card-response = { $who } may answer the card just played
web-evo-pending-movement = { $who } is moving
web-evo-pending-birth = { $who } is placing newborns
web-evo-pending-survival = { $who } chooses survivors
web-evo-pending-bid = { $who } is bidding
web-evo-head = Round { $round } · Phase { $n }: { $phase }
web-evo-head-over = Round { $round } · Game over
web-evo-step = Step: { $step }
web-evo-genes-next = (the genes are drawn next)
web-evo-window-asking = ({ $window }, asking { $colour })
web-evo-end-strike = The meteor struck (roll { $roll }): the game ends
web-evo-end-last = The meteor reached the last space: the game ends
web-evo-response = { $colour } played { $card }: asking { $next }
web-evo-moving = { $colour } moves: { $n } movement point(s) left
web-evo-birth = { $colour } places newborns: { $n } egg(s) left
web-evo-survival = Survival
web-evo-survival-of = { $colour }'s survival
web-evo-survival-hot = { $whose }: hot dinos, { $n } more to keep
web-evo-survival-cold = { $whose }: cold dinos, { $n } more to keep
web-evo-truce = { $card }: { $a } and { $b } may not attack each other
web-evo-turn-order = Turn order:
web-evo-legend = Legend
web-evo-legend-dino = dino (letter = colour)
web-evo-legend-newborn = newborn this round
web-evo-legend-protect = hot: parasols protect · cold: fur protects
web-evo-legend-deadly = deadly (hatched): every dino there dies
web-evo-you = (you)
web-evo-attr-tails = Tails
web-evo-attr-legs = Legs
web-evo-attr-horns = Horns
web-evo-attr-eggs = Eggs
web-evo-attr-fur = Fur
web-evo-attr-parasols = Parasols
web-evo-attr-mutations = Mutations
web-evo-ep = EP
web-evo-bonus = incl. +{ $n } bonus
web-evo-col-species = Species
web-evo-col-score = Score
web-evo-col-order = Order
web-evo-col-dinos = Dinos board / supply
web-evo-col-genes = Genes (with printed base)
web-evo-col-cards = Cards
web-evo-col-played = Played this round
web-evo-bag = Gene bag: { $tiles } tiles · event deck: { $cards } cards
web-evo-auction = Gene auction
web-evo-auction-soon = The genes are drawn once the card window before the auction closes.
web-evo-auction-none = No auction open: the gene auction comes in Phase 6.
web-evo-no-bid = no bid
web-evo-gene-row = { $gene } gene
web-evo-passes = Passes allowed: { $n }
web-evo-passed = passed: { $who }
web-evo-bidding = bidding: { $who }
web-evo-your-hand = Your hand
web-evo-hand-of = { $colour }'s hand
web-evo-from-round = (from round { $n })
web-evo-no-cards = no cards
web-evo-no-cards-yet = No event cards may be played in rounds 1 and 2.
web-evo-played-cards = Played cards (out of the game): { $cards }
web-evo-none = none
web-evo-final-over = Game over.
web-evo-final-winners = { $n ->
        [one] Winner:
       *[other] Winners:
    }
web-evo-final-ranking = Ranking:
web-evo-aria-island = Evo island, round { $n }
web-evo-aria-tracks = Climate and round tracks
web-evo-card-when-sleeping-gene = any window: no more cards this round
web-evo-card-when-accident = Phase 2: remove a dino (owner has 5+)
web-evo-card-when-weather-swing = Phase 2: swap green/brown space
web-evo-card-when-me-first = start of a phase: go first
web-evo-card-when-genetic-highflyer = payment: price 3 lower
web-evo-card-when-gene-split = auction: outbidding you costs 3 more
web-evo-card-when-ice-cold = Phase 5: one fur fewer for all
web-evo-card-when-killer-rays = Phase 5: one parasol fewer for all
web-evo-card-when-missing-link = auction: one gene fewer
web-evo-card-when-heatproof-skin = Phase 5: your hot dinos survive
web-evo-card-when-catastrophe = Phase 2: climate 2 forward
web-evo-card-when-tough-kids = Phase 4: newborns may attack
web-evo-card-when-cuckoo = end of Phase 4: replace a newborn
web-evo-card-when-weather-gene = Phase 2: choose the climate die
web-evo-card-when-big-brother = Phase 3: defend +2 horns
web-evo-card-when-duplication = after a card: take it
web-evo-card-when-giant-gene = Phase 3: attack +2 horns
web-evo-card-when-primal-urge = Phase 3: steps = your dinos
web-evo-card-when-pthermodactylus = Phase 5: your cold dinos survive
web-evo-card-when-birth-control = Phase 4: no births
web-evo-card-when-survival-gene = end of Phase 5: others lose EP
web-evo-card-when-wandering-brood = Phase 4: newborns up to 3 away
web-evo-card-when-unexpected-gene = game end: +2 EP
web-evo-card-when-vegetarian-diet = Phase 3: no fighting
web-evo-card-when-defensive-gas = Phase 3: truce with a player
web-evo-card-when-flood = Phase 2: coastal dinos may drown

## The La Isla board (service/static/games/la-isla.js)

web-li-seat-red = Red
web-li-seat-blue = Blue
web-li-seat-orange = Orange
web-li-seat-black = Black
web-li-seat = Seat { $n }
web-li-phase-card = Card phase: each player puts a card under A, B and D
web-li-phase-a = Action A: the A cards go into the card holders
web-li-phase-b = Action B: the B cards give resources
web-li-phase-c = Action C: explorers, in turn order
web-li-phase-d = Action D: the D cards advance animal markers
web-li-phase-final = Game over
web-li-card-title = { $name } ({ $id }): { $ability }. Under B: 1 { $resource } resource. Under D: the { $animal } marker.
web-li-space-n = space { $n }
web-li-a-space = a space
web-li-region = Jungle region { $n }, worth { $vp } VP: a { $animal } tile; surrounded by { $spaces }
web-li-region-taken = Jungle region { $n }, worth { $vp } VP: its tile has been taken
web-li-space = Space { $n }: { $landscape } (pay { $colour }), { $symbol }
web-li-space-explorers = explorers: { $who }
web-li-explorer-leaving = the explorer leaving { $space }
web-li-animal-values = Animal values
web-li-sum = sum { $sum } of { $threshold } ends the game
web-li-track = { $animal }: marker on step { $step } of 15, value { $value }
web-li-value = value { $value }
web-li-round = Round { $n }
web-li-acting = Acting now: { $who }
web-li-acting-moving = Acting now: { $who }, moving the explorer from { $from }
web-li-deciding = Deciding: { $who }
web-li-first-player = First player: { $who }; turn order { $order }
web-li-deck-basic = Deck { $n } cards (basic set); discard pile { $discard }
web-li-deck-full = Deck { $n } cards (full set); discard pile { $discard }
web-li-discard-top = top of the discard pile { $card }
web-li-general-supply = General supply of explorers: { $list }
web-li-winner = Winner: { $who }
web-li-shared-victory = Shared victory: { $who }
web-li-score-parts = { $game } during the game + { $setvp } for { $sets ->
        [one] { $sets } set
       *[other] { $sets } sets
    } + { $animals } for animals + { $resvp } for { $left } resources
web-li-vp = { $n } VP
web-li-legend-landscapes = Landscapes and the resource they cost
web-li-legend-symbols = Symbols
web-li-legend-regions = Jungle regions (dark green): on top the VP value (= the explorers needed to surround it), inside the animal tile; grey when taken.
web-li-tag-you = you
web-li-tag-first = first player
web-li-tag-deciding = deciding
web-li-resources = Resources
web-li-resource-count = { $n ->
        [one] { $n } { $colour } resource
       *[other] { $n } { $colour } resources
    }
web-li-in-all = { $n } in all
web-li-explorers = Explorers
web-li-explorer-counts = { $supply } in supply · { $island } on the island · { $general } in the general supply
web-li-animals = Animals
web-li-animal-count = { $n ->
        [one] { $animal }: { $n } animal
       *[other] { $animal }: { $n } animals
    }
web-li-large-counts = (the large tile counts as 2)
web-li-small-tiles = { $n ->
        [one] { $n } small tile
       *[other] { $n } small tiles
    }
web-li-large = (large)
web-li-holder = { $n ->
        [one] Card holder: { $n } slot, the top cards are active
       *[other] Card holder: { $n } slots, the top cards are active
    }
web-li-covered-n = { $n } covered
web-li-slot = slot { $n }
web-li-empty = empty
web-li-covered = covered: { $cards }
web-li-under = Under A (function), B (resource), D (animal)
web-li-hand-size = { $n ->
        [one] { $n } card in hand
       *[other] { $n } cards in hand
    }
web-li-face-down = face down
web-li-your-hand = { $n ->
        [one] Your hand ({ $n } card)
       *[other] Your hand ({ $n } cards)
    }
web-li-aria-board = La Isla: the island, the animal tracks and the round

# ---- terms (docs/i18n/build_web_terms.py writes this block from the glossary)
web-ds-animal-mammals = Mammals
web-ds-animal-reptiles = Reptiles
web-ds-animal-birds = Birds
web-ds-animal-amphibians = Amphibians
web-ds-animal-arachnids = Arachnids
web-ds-animal-insects = Insects
web-ds-element-meat = meat
web-ds-element-sun = sun
web-ds-element-seed = seed
web-ds-element-water = water
web-ds-element-grub = grub
web-ds-element-grass = grass
web-ds-terrain-sea = sea
web-ds-terrain-wetland = wetland
web-ds-terrain-savannah = savannah
web-ds-terrain-jungle = jungle
web-ds-terrain-forest = forest
web-ds-terrain-desert = desert
web-ds-terrain-mountain = mountain
web-ds-terrain-tundra = tundra
web-ds-actionkind-initiative = Initiative
web-ds-actionkind-adaptation = Adaptation
web-ds-actionkind-regression = Regression
web-ds-actionkind-abundance = Abundance
web-ds-actionkind-wasteland = Wasteland
web-ds-actionkind-depletion = Depletion
web-ds-actionkind-glaciation = Glaciation
web-ds-actionkind-speciation = Speciation
web-ds-actionkind-wanderlust = Wanderlust
web-ds-actionkind-migration = Migration
web-ds-actionkind-competition = Competition
web-ds-actionkind-domination = Domination
web-ds-card-aquatic = Aquatic
web-ds-card-biodiversity = Biodiversity
web-ds-card-biomass = Biomass
web-ds-card-blight = Blight
web-ds-card-catastrophe = Catastrophe
web-ds-card-cold-snap = Cold Snap
web-ds-card-disease = Disease
web-ds-card-ecodiversity = Ecodiversity
web-ds-card-evolution = Evolution
web-ds-card-fecundity = Fecundity
web-ds-card-fertile = Fertile
web-ds-card-habitat = Habitat
web-ds-card-hibernation = Hibernation
web-ds-card-ice-age = Ice Age
web-ds-card-ice-sheet = Ice Sheet
web-ds-card-immigrants = Immigrants
web-ds-card-instinct = Instinct
web-ds-card-intelligence = Intelligence
web-ds-card-mass-exodus = Mass Exodus
web-ds-card-metamorphosis = Metamorphosis
web-ds-card-niche-biomes = Niche Biomes
web-ds-card-nocturnal = Nocturnal
web-ds-card-omnivore = Omnivore
web-ds-card-parasitism = Parasitism
web-ds-card-predator = Predator
web-ds-card-symbiotic = Symbiotic
web-evo-gene-tail = tail
web-evo-gene-leg = leg
web-evo-gene-horn = horn
web-evo-gene-egg = egg
web-evo-gene-fur = fur
web-evo-gene-parasol = parasol
web-evo-gene-mutation = mutation
web-evo-gene-card = card
web-evo-terrain-desert = desert
web-evo-terrain-plains = plains
web-evo-terrain-hills = hills
web-evo-terrain-mountains = mountains
web-evo-climateclass-temperate = temperate
web-evo-climateclass-hot = hot
web-evo-climateclass-cold = cold
web-evo-climateclass-scorching = scorching
web-evo-climateclass-freezing = freezing
web-evo-card-sleeping-gene = Sleeping Gene
web-evo-card-accident = Accident
web-evo-card-weather-swing = Weather Swing
web-evo-card-me-first = Me First!
web-evo-card-genetic-highflyer = Genetic Highflyer
web-evo-card-gene-split = Gene Split
web-evo-card-ice-cold = Ice Cold!
web-evo-card-killer-rays = Killer Rays
web-evo-card-missing-link = Missing Link
web-evo-card-heatproof-skin = Heatproof Skin
web-evo-card-catastrophe = Catastrophe!
web-evo-card-tough-kids = Tough Kids
web-evo-card-cuckoo = Cuckoo
web-evo-card-weather-gene = Weather Gene
web-evo-card-big-brother = Big Brother
web-evo-card-duplication = Duplication
web-evo-card-giant-gene = Giant Gene
web-evo-card-primal-urge = Primal Urge
web-evo-card-pthermodactylus = Pthermodactylus
web-evo-card-birth-control = Birth Control
web-evo-card-survival-gene = Survival Gene
web-evo-card-wandering-brood = Wandering Brood
web-evo-card-unexpected-gene = Unexpected Gene
web-evo-card-vegetarian-diet = Vegetarian Diet
web-evo-card-defensive-gas = Defensive Gas
web-evo-card-flood = Flood
web-li-species-dodo = Dodo
    .short = Dodo
web-li-species-fossa = Giant Fossa
    .short = Fossa
web-li-species-frog = Golden Frog
    .short = Frog
web-li-species-pika = Sardinian Pika
    .short = Pika
web-li-species-moth = Owl Moth
    .short = Moth
web-li-colour-yellow = yellow
web-li-colour-green = green
web-li-colour-grey = grey
web-li-colour-white = white
web-li-colour-brown = brown
web-li-landscape-desert = desert
web-li-landscape-grassland = grassland
web-li-landscape-mountain = mountain
web-li-landscape-steppe = steppe
web-li-landscape-swamp = swamp
web-li-symbol-tent = tent
web-li-symbol-hat = hat
web-li-symbol-rope = rope
web-li-symbol-bottle = bottle
web-li-symbol-backpack = backpack
# ---- end of terms
