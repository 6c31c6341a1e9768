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
