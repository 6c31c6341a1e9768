# The service's problem details (en): each problem type's title, and the detail of every
# error the service answers (service.app.errors.ServiceError). Quoted values are what the
# caller sent, as it sent them.

## Titles (svc-err-title-<type>; the same as species_arena_client.problems.TITLES)

svc-err-title-invalid-request = The request is not valid
svc-err-title-unauthorized = A valid token is required
svc-err-title-forbidden = This token may not do that
svc-err-title-not-your-turn = It is not this seat's decision
svc-err-title-not-found = No such resource
svc-err-title-version-conflict = The game has moved on
svc-err-title-game-over = The game has ended
svc-err-title-seat-taken = The seat is already taken
svc-err-title-seat-resigned = The seat has resigned
svc-err-title-deadline-passed = The seat's time ran out
svc-err-title-invalid-name = The name may not be registered
svc-err-title-name-reserved = The name is reserved
svc-err-title-name-taken = The name is taken
svc-err-title-player-disabled = The player is disabled
svc-err-title-already-seated = The player already holds a seat of this game
svc-err-title-undo-not-allowed = These decisions cannot be taken back
svc-err-title-webhook-url-refused = The webhook URL may not be called
svc-err-title-idempotency-key-reused = The idempotency key was used for another request
svc-err-title-illegal-action = The rules do not allow this action
svc-err-title-payload-too-large = The request body is too large
svc-err-title-unsupported-media-type = The request body must be JSON
svc-err-title-rate-limited = Too many write requests from this client
svc-err-title-quota-exceeded = Over a quota of this caller
svc-err-title-corrupt-history = The game's stored history cannot be replayed
svc-err-title-projection-lagging = The read models have not caught up yet
svc-err-title-internal-error = The server failed

## The request itself

svc-err-internal = the server failed to handle this request
svc-err-lang = lang='{ $lang }' is not a language of this service: one of { $locales }
svc-err-media-type = the request body must be application/json, not '{ $media }'
svc-err-media-unspecified = the request body must be application/json, and its type was not given
svc-err-json-depth = the JSON body is nested { $depth } levels deep (at most { $max })
# $reason: the JSON decoder's own words (English), with the path of the value it refused.
svc-err-body-invalid = the request body is not valid: { $reason }
svc-err-http-invalid = the request is not valid
# A query, path or header parameter; $reason: the decoder's own words (English).
svc-err-http-parameter = the { $source ->
        [query] query parameter
        [path] path parameter
        [header] header
        [cookie] cookie
       *[other] parameter
    } '{ $key }' is not valid: { $reason }
svc-err-http-parameters = { $problems }
svc-err-http-not-found = there is nothing at this address
svc-err-http-method = this address does not answer the method { $method }
svc-err-http-too-large = the request body is too large (at most { $max } bytes)
svc-err-http-media-type = the request body must be JSON
svc-err-http-other = the request could not be answered ({ $status })
svc-err-bearer-form = the Authorization header must be 'Bearer <token>'
svc-err-ticket-or-auth = send either a stream ticket or an Authorization header, not both
svc-err-last-event-seq = Last-Event-ID must be a notification's seq
svc-err-last-event-version = Last-Event-ID must be an event version
svc-err-no-position = no write has position { $position } yet
svc-err-projection-lagging = the read models have not reached position { $position } within { $seconds }s

## Limits

svc-err-rate-address = too many writes from this address: at most { $limit } a minute; retry in { $retry } s
svc-err-rate-refused = too many writes with refused credentials from this address: at most { $limit } a minute; retry in { $retry } s
svc-err-rate-credential = too many writes from this credential: at most { $limit } a minute; retry in { $retry } s
svc-err-quota-games = at most { $limit } new games an hour from { $player ->
        [yes] one player
       *[no] one address
    }; the next one may be created in { $wait } s
svc-err-quota-bot-games = at most { $limit } unfinished games played only by bots or with a search bot from { $player ->
        [yes] one player
       *[no] one address
    }; let one finish or abandon one first

## Games, versions and histories

svc-err-no-game = no game { $game }
svc-err-no-game-id = no game '{ $game }'
svc-err-no-summary = no game { $game } in the read models (yet)
svc-err-no-game-type = no game type '{ $game }'
svc-err-unknown-game-type = unknown game type '{ $game }'
svc-err-seat-count = { $game } is played by { $min } to { $max } seats, not { $seats }
svc-err-no-version = version { $version } is not a version of this game (1 to { $latest })
svc-err-game-no-version = game { $game } has no version { $version }
# $reason: the rules' words for the refused action.
svc-err-corrupt-history = game { $game } cannot be rebuilt from its stored events: a recorded action is refused on replay ({ $reason }); run the audit to find the first divergence
svc-err-corrupt-history-at = game { $game } cannot be rebuilt from its stored events at version { $version }: a recorded action is refused on replay ({ $reason }); run the audit to find the first divergence
svc-err-game-ended = the game has ended
svc-err-game-abandoned = the game was abandoned
svc-err-expected-version = expected version { $expected }, but the game is at version { $version }
svc-err-changed-first = another request changed the game first; reload and retry
svc-err-idempotency-reused = this Idempotency-Key was already used for a different request
svc-err-audit-unfinished = the seed stays secret until the game ends: only the admin may audit an unfinished game
svc-err-seed-admin = only the admin token may choose the seed

## Bots and clocks

svc-err-unknown-bot = unknown bot kind '{ $bot }'
svc-err-bot-seat-number = bot seat '{ $seat }' is not a seat number (write it as 0, 1, ...)
svc-err-bot-seat-not-seat = bot seat { $seat } is not a seat of this game
svc-err-bots-twice = bots lists a seat twice: { $seats }
svc-err-search-budget = a search bot needs iterations or ms
svc-err-clock-fields = unknown clock fields: { $fields }
svc-err-clock-empty = a clock needs "turn_seconds" and/or "game_seconds"
svc-err-clock-range = { $field } must be a whole number of seconds, 1 to { $max }

## Tokens and keys

# $what: one of the svc-err-what-* phrases.
svc-err-needs-admin = { $what } needs the admin token
svc-err-admin-only = only the admin token may { $what }
svc-err-needs-seat-token = { $what } needs the seat's bearer token
svc-err-seat-own-token-only = only the seat's own token may { $what }
svc-err-what-resign = resign
svc-err-what-rotate-token = rotate its token
svc-err-what-revoke-token = revoke a seat's token
svc-err-what-replace-seat = replace a seat
svc-err-what-abandon = abandon a game
svc-err-what-disable-player = disable or enable a player
svc-err-token-not-valid = the token is not valid for this game
svc-err-act-needs-token = acting for a seat needs its bearer token
svc-err-act-own-token = only a seat's own token may act for it
svc-err-token-other-seat = this token acts for seat { $own }, not seat { $seat }
svc-err-token-of-other-seat = this token is seat { $own }'s, not seat { $seat }'s
svc-err-legal-needs-token = legal actions are listed for a seat: send its token
svc-err-legal-own-token = legal actions are listed for a seat's own token
svc-err-undo-needs-token = taking back a decision needs the seat's bearer token or a player key
svc-err-undo-own-token = only a seat's own token may take back its decisions
svc-err-ticket-not-valid = the stream ticket is not valid
svc-err-ticket-other-game = the stream ticket is for another game
svc-err-ticket-expired = the stream ticket has expired: ask for a new one
svc-err-feed-ticket = the feed ticket is not valid

## Seats

svc-err-game-no-seat = game { $game } has no seat { $seat }
svc-err-seat-bot = seat { $seat } is played by the { $bot }
svc-err-seat-taken = seat { $seat } is already taken
svc-err-already-seated = player { $name } already holds seat { $seat } of this game
svc-err-claim-own-player = a player key claims a seat for its own player only: leave out "player"
svc-err-claim-needs-name = give a guest name as "player", or claim with a player key
svc-err-player-no-seat = this player holds no seat of this game
svc-err-player-no-seat-not = this player holds no seat of this game, not seat { $seat }
svc-err-player-other-seat = this player holds seat { $held }, not seat { $seat }
svc-err-seat-resigned-bot = seat { $seat } has resigned: its fallback bot plays it
svc-err-seat-resigned-end = seat { $seat } has resigned: its fallback bot plays it to the end
svc-err-seat-already-resigned = seat { $seat } has already resigned
svc-err-deadline-passed = seat { $seat }'s time for this decision ran out at { $deadline }; its fallback bot plays it
svc-err-no-token-to-rotate = seat { $seat } has no player whose token could be rotated
svc-err-no-token-to-revoke = seat { $seat } has no valid token to revoke
svc-err-replace-either = give either "player" or "bot"

## Players and names

svc-err-send-player-key = send the player key
svc-err-key-not-valid = the player key is not valid (it may have been replaced)
svc-err-player-disabled = player { $name } is disabled: its key is refused
svc-err-rotate-needs-key = rotating a key needs the player key
svc-err-player-changed = the player changed meanwhile; try again
svc-err-no-player-named = no player '{ $name }'
svc-err-no-player-with-name = no player with that name
svc-err-name-taken = the name '{ $name }' (or one written alike) is taken
svc-err-name-not-text = a name is text
svc-err-name-too-long = a name has at most { $max } characters
svc-err-name-length = a name has 1 to { $max } characters, not { $length }
svc-err-name-edge-space = a name may not start or end with a space
svc-err-name-double-space = a name may not have two spaces in a row
# $char: the character, quoted, or its code point (U+0009).
svc-err-name-character = { $char } may not be in a name: letters, digits, space, '-', '_' and '.' only
svc-err-name-no-letter = a name needs at least one letter or digit
# $scripts: Unicode's names of the scripts (Latin, Cyrillic, ...).
svc-err-name-scripts = a name may not mix scripts ({ $scripts }): letters of one script look like another's
svc-err-name-reserved = 'admin', 'me' and names starting with 'bot' or 'guest' are reserved (after case and look-alike folding)

## Webhooks

svc-err-hook-port = the webhook URL's port is not valid
svc-err-hook-scheme = a webhook URL must start with http:// or https://
svc-err-hook-credentials = a webhook URL may not hold a user name or password
svc-err-hook-no-host = a webhook URL must name a host
svc-err-hook-unresolved = the webhook host '{ $host }' does not resolve
svc-err-hook-refused = the webhook host '{ $host }' resolves to { $address }, { $kind ->
        [loopback] a loopback address
        [unspecified] an unspecified address
        [link-local] a link-local address
        [multicast] a multicast address
        [private] a private address
        [reserved] a reserved address
        [unparsable] an address that cannot be read
       *[non-global] an address that is not public
    }: not allowed
svc-err-no-webhook = no webhook '{ $webhook }' of this player
svc-err-pages-missing = the page { $name } is not installed on this server
svc-err-static-missing = there is no such file under /static/

## Undo: why decisions cannot be taken back (also the reason of GET /games/ID/undo)

# $who: a player's name, or one of svc-undo-who-*.
svc-undo-who-seat = seat { $seat }
svc-undo-who-bot = the { $bot } (seat { $seat })
svc-undo-without = this game was created without undo
svc-undo-ended = the game has ended
svc-undo-abandoned = the game was abandoned
svc-undo-bot-seat = seat { $seat } is played by a bot
svc-undo-no-decision = { $who } has no decision to take back: { $why }
svc-undo-not-before = version { $version } is not before the game's version { $head }
svc-undo-unreachable = version { $version } cannot be reached: { $why }
svc-undo-already-back = version { $version } was itself taken back (by the undo to version { $to })
svc-undo-none-after = { $who } has made no decision after version { $version }
svc-undo-acted-since = { $who } has acted since (version { $version })
svc-undo-bot-not-answer = the bot move at version { $version } was not an answer to { $who }'s decision
# Why nothing before a version can be taken back any more.
svc-undo-why-begun = the game has just begun
svc-undo-why-restored = the game was restored from a snapshot
svc-undo-why-commit-bot = a bot's answer at version { $version } drew or revealed something hidden or random, or ended a round, phase or the game (a commit point)
svc-undo-why-commit = { $who }'s decision at version { $version } drew or revealed something hidden or random, or ended a round, phase or the game (a commit point)
svc-undo-why-claimed = seat { $seat } was claimed at version { $version }
svc-undo-why-resigned = { $who } resigned at version { $version }
svc-undo-why-timed-out = { $who } timed out at version { $version }
svc-undo-why-handed = seat { $seat } was handed to someone else at version { $version }
