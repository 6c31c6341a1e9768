"""Request and response bodies (msgspec structs): validated on the way in (unknown fields,
wrong types and out-of-range numbers are 400 ``invalid-request``), documented in the
generated OpenAPI schema."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import UNSET, UnsetType

BotKind = Literal["random", "greedy"]
PlayerId = Annotated[str, msgspec.Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.@-]+$")]
SeatNo = Annotated[int, msgspec.Meta(ge=0, le=15)]
Version = Annotated[int, msgspec.Meta(ge=0, le=2**31)]


class Strict(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Request bodies: unknown fields are refused."""


class SearchBotIn(Strict, frozen=True):
    """A search bot with its budget per decision: ``iterations`` and/or ``ms``
    (at least one; the server caps both, see ``SPECIES_ARENA_SEARCH_MAX_*``)."""

    kind: Literal["search"]
    iterations: Annotated[int, msgspec.Meta(ge=1, le=10_000_000)] | None = None
    ms: Annotated[int, msgspec.Meta(ge=1, le=3_600_000)] | None = None


class GameIn(Strict, frozen=True):
    """Create a game. ``bots`` lists bot seats (random bots) or maps seat -> bot kind
    (``"random"``, ``"greedy"``, or ``{"kind": "search", "iterations": 500}``)."""

    game: Annotated[str, msgspec.Meta(min_length=1, max_length=100)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=16)]
    options: dict[str, Any] = {}
    bots: list[SeatNo] | dict[str, BotKind | SearchBotIn] = []
    #: Only the admin token may fix the seed (tests, reproductions); otherwise it is secret.
    #: 1 to 16 hex digits (a 64-bit unsigned integer).
    seed: Annotated[str, msgspec.Meta(pattern=r"^[0-9a-fA-F]{1,16}$")] | None = None
    #: Time limits: ``turn_seconds`` per decision and/or ``game_seconds`` per seat (a chess
    #: clock). A seat whose time runs out has that decision played by ``fallback_bot``.
    clock: ClockIn | None = None
    #: The bot that plays a resigned or timed-out seat (default ``greedy``).
    fallback_bot: BotKind | None = None
    #: Whether one registered player may hold several seats (the game then counts in no
    #: statistics and no rating). By default a player holds at most one seat of a game.
    allow_same_player: bool = False
    #: Whether seats may take back their own decisions (``POST /games/{id}/undo``): by
    #: default, yes when a seat is played by a person.
    undo: bool | None = None


class GameCreatedOut(msgspec.Struct):
    id: str
    game: str
    seats: int
    version: int
    seed_commitment: str
    bots: list[str | None]
    open_seats: list[int]
    #: The write's position: pass it as ``wait_for`` to read your own write.
    position: int
    fallback_bot: str = "greedy"
    clock: ClockOut | None = None
    #: Whether one registered player may hold several seats (then no seat is rated).
    allow_same_player: bool = False
    #: Whether seats may take back their own decisions.
    undo: bool = True


class SeatIn(Strict, frozen=True):
    """Claim a seat: with ``Authorization: Bearer <player key>`` for that registered player
    (``player`` then left out, or the player's own name); without one, ``player`` is a
    guest's name and the seat shows as ``guest:<player>`` (in no statistics or rating)."""

    player: PlayerId | None = None


class SeatOut(msgspec.Struct):
    seat: int
    #: The registered player's name, or ``guest:<name>``.
    player: str
    #: Shown once; only its hash is stored.
    token: str
    version: int
    position: int


class PendingOut(msgspec.Struct):
    seat: int
    seats: list[int]
    kind: str


class ViewerOut(msgspec.Struct):
    seat: int | None
    omniscient: bool


class StateOut(msgspec.Struct):
    id: str
    game: str
    version: int
    seats: int
    pending: PendingOut | None
    outcome: dict[str, Any] | None
    progress: dict[str, Any]
    scores: list[int]
    players: list[str | None]
    bots: list[str | None]
    open_seats: list[int]
    finished: bool
    seed_commitment: str
    #: Revealed once the game has finished.
    seed: str | None
    #: The engine's state hash, for omniscient viewers (admin, or after the end).
    state_hash: str | None
    view: dict[str, Any]
    viewer: ViewerOut
    #: What the viewing seat is deciding, in one line, when its decision is pending
    #: (null for other seats, spectators and the admin).
    prompt: str | None
    #: The game's latest version (``version`` is older when ``?version=`` asked for the past).
    latest_version: int
    #: The bot that plays resigned and timed-out seats.
    fallback_bot: str = "greedy"
    #: Seats that resigned (their fallback bot plays them).
    resigned: list[int] = []
    #: Per seat, how many of its decisions timed out.
    timeouts: list[int] = []
    abandoned: bool = False
    #: The game's time limits (null: none).
    clock: ClockOut | None = None
    #: Each pending seat's deadline (when the game has a clock and every seat is filled).
    deadlines: list[DeadlineOut] = []


class TargetOut(msgspec.Struct):
    """A place on the board an action refers to: ``kind`` ("hex", "space", "card"...) and
    ``id`` exactly as the game's ``view`` writes that thing, as a string."""

    kind: str
    id: str


class ChoiceOut(msgspec.Struct):
    """One legal action: its index in ``actions``, the action itself, and in words."""

    index: int
    action: dict[str, Any]
    label: str
    targets: list[TargetOut]


class LegalActionsOut(msgspec.Struct):
    version: int
    seat: int
    actions: list[dict[str, Any]]
    #: The same actions, in the same order, with their words and board targets.
    choices: list[ChoiceOut]
    #: What the seat is deciding, in one line (null when it decides nothing now).
    prompt: str | None
    #: The rules section that governs this decision ("§7.12"; null when none is known).
    rule: str | None = None
    #: That section on the server's rules page ("/rules/dominant-species#sec-7-12").
    rule_url: str | None = None


class StreamTicketOut(msgspec.Struct):
    """A short-lived ticket for ``GET /games/{id}/events/stream?ticket=...``."""

    ticket: str
    #: Seconds left to open the stream with it.
    expires_in: int


class ActionIn(Strict, frozen=True):
    """One action exactly as legal-actions lists it, and the version it was chosen at."""

    action: dict[str, Any]
    expected_version: Version
    seat: SeatNo | None = None


class UndoIn(Strict, frozen=True):
    """Take back the caller's own decisions after ``to_version`` (default: its last
    decision), expecting the game at ``expected_version``. ``seat``: which of the player's
    seats, for a player key holding several."""

    expected_version: Version
    to_version: Version | None = None
    seat: SeatNo | None = None


class UndoOut(msgspec.Struct):
    """An undo recorded (``ActionsUndone`` at ``version``): the game is as it was at
    ``to_version``; ``decisions``: the caller's decisions taken back; ``versions``: every
    action taken back (with the bots' answers to them)."""

    version: int
    to_version: int
    decisions: int
    versions: list[int]
    bot_actions: int
    position: int


class UndoCheckOut(msgspec.Struct):
    """What an undo would do for the caller now (``GET /games/{id}/undo``): ``allowed``,
    the ``decisions`` it would take back and the version it would go back to, or the
    ``reason`` in words why not; ``earliest_version``: the earliest version reachable."""

    allowed: bool
    version: int
    decisions: int = 0
    to_version: int | None = None
    earliest_version: int | None = None
    reason: str = ""


class NextOut(msgspec.Struct):
    """What the acting seat reads next, answered with the action (``?include=next``): the
    state and the legal actions as ``GET .../state`` and ``GET .../legal-actions`` would
    answer them for the same token at the version after the action and the bot moves it
    triggered (so a following GET of either is a cache hit)."""

    state: StateOut
    legal_actions: LegalActionsOut


class ActionOut(msgspec.Struct):
    version: int
    action_version: int
    effects: list[dict[str, Any]]
    bot_actions: int
    #: The write's position (for a replayed response: the store's position at the replay).
    position: int
    replayed: bool = False
    #: With ``?include=next`` only: the acting seat's next state and legal actions.
    next: NextOut | UnsetType = UNSET


class EventOut(msgspec.Struct, omit_defaults=True):
    """One stored event as the caller may see it. Every record has ``version``, ``type``
    and ``timestamp``; the other members are those of its type (absent otherwise):
    ``GameCreated`` game, seats, options, bots, seed_commitment, seed (once revealed),
    progress, pending; ``SeatClaimed`` seat, player; ``ActionApplied`` seat, action (null
    when hidden from the caller), action_hidden, effects, state_hash (omniscient viewers),
    progress, scores, pending, bot; ``GameFinished`` outcome, seed; ``ActionsUndone`` seat,
    from_version, to_version, versions, decisions, text, progress, scores, pending; the seat events their
    facts (never a token hash). Words (each effect's ``text``, an undo's ``text``) are in the
    request's locale (``?lang=`` or ``Accept-Language``) but for events stored before
    messages, which keep their English words. ``prev_hash`` and ``chain_hash`` (the hash chain) are shown
    to omniscient viewers."""

    version: int
    type: str
    timestamp: str
    game: str | UnsetType = UNSET
    seats: int | UnsetType = UNSET
    options: dict[str, Any] | UnsetType = UNSET
    bots: list[str | None] | UnsetType = UNSET
    seed_commitment: str | UnsetType = UNSET
    seed: str | UnsetType = UNSET
    seat: int | UnsetType = UNSET
    player: str | None | UnsetType = UNSET
    player_id: str | UnsetType = UNSET
    action: Any | UnsetType = UNSET
    action_hidden: bool | UnsetType = UNSET
    effects: list[dict[str, Any]] | UnsetType = UNSET
    state_hash: str | UnsetType = UNSET
    progress: dict[str, Any] | UnsetType = UNSET
    scores: list[int] | UnsetType = UNSET
    pending: dict[str, Any] | None | UnsetType = UNSET
    #: ``ActionApplied``: whether a bot took the action; seat events: the bot kind (or null).
    bot: bool | str | None | UnsetType = UNSET
    outcome: dict[str, Any] | UnsetType = UNSET
    fallback_bot: str | UnsetType = UNSET
    turn_seconds: int | None | UnsetType = UNSET
    game_seconds: int | None | UnsetType = UNSET
    deadline: str | UnsetType = UNSET
    by: str | UnsetType = UNSET
    reason: str | UnsetType = UNSET
    #: ``ActionsUndone``: the version before the undo, the version gone back to, the
    #: versions of the actions taken back, and how many of them were the seat's decisions.
    from_version: int | UnsetType = UNSET
    to_version: int | UnsetType = UNSET
    versions: list[int] | UnsetType = UNSET
    decisions: int | UnsetType = UNSET
    text: str | UnsetType = UNSET
    prev_hash: str | None | UnsetType = UNSET
    chain_hash: str | None | UnsetType = UNSET


class HistoryRecord(msgspec.Struct, omit_defaults=True):
    """One stored event, full and unredacted (operator use: ``species-arena export`` writes
    these as JSON lines and the audit reads them): ``service.app.audit.export_record``'s
    members, or ``topic`` and ``error`` for an event that cannot be decoded."""

    id: str
    version: int
    type: str
    timestamp: str | UnsetType = UNSET
    game: str | UnsetType = UNSET
    seats: int | UnsetType = UNSET
    options: dict[str, Any] | UnsetType = UNSET
    bots: list[str | None] | UnsetType = UNSET
    seed_commitment: str | UnsetType = UNSET
    seed: str | UnsetType = UNSET
    seat: int | UnsetType = UNSET
    player: str | None | UnsetType = UNSET
    player_id: str | UnsetType = UNSET
    token_hash: str | None | UnsetType = UNSET
    action: Any | UnsetType = UNSET
    effects: list[dict[str, Any]] | UnsetType = UNSET
    state_hash: str | UnsetType = UNSET
    progress: dict[str, Any] | UnsetType = UNSET
    scores: list[int] | UnsetType = UNSET
    pending: dict[str, Any] | None | UnsetType = UNSET
    bot: bool | str | None | UnsetType = UNSET
    secret: bool | UnsetType = UNSET
    outcome: dict[str, Any] | UnsetType = UNSET
    fallback_bot: str | UnsetType = UNSET
    turn_seconds: int | None | UnsetType = UNSET
    game_seconds: int | None | UnsetType = UNSET
    deadline: str | UnsetType = UNSET
    by: str | UnsetType = UNSET
    reason: str | UnsetType = UNSET
    from_version: int | UnsetType = UNSET
    to_version: int | UnsetType = UNSET
    versions: list[int] | UnsetType = UNSET
    decisions: int | UnsetType = UNSET
    #: ``ActionsUndone``: its words in English (events of the first stored format) or as a
    #: message (``msg``: id and arguments, the second format).
    text: str | UnsetType = UNSET
    msg: dict[str, Any] | UnsetType = UNSET
    prev_hash: str | None | UnsetType = UNSET
    chain_hash: str | None | UnsetType = UNSET
    topic: str | UnsetType = UNSET
    recorded: dict[str, Any] | UnsetType = UNSET
    error: str | UnsetType = UNSET

    def to_dict(self) -> dict[str, Any]:
        """The record as plain JSON values (its unset members absent), as the audit reads it."""
        out: dict[str, Any] = msgspec.to_builtins(self)
        return out


class EventsOut(msgspec.Struct):
    events: list[EventOut]
    next_after: int


class OptionSpecOut(msgspec.Struct):
    """One setup option of a game type (a key of ``POST /games``'s ``options``)."""

    name: str
    label: str
    help: str
    #: The rules section that defines it.
    rule: str
    #: ``bool``, ``choice`` (one of ``choices``) or ``int`` (between ``min`` and ``max``).
    kind: str
    #: The value used when the option is absent (null: decided at random or by the rules).
    default: Any
    #: For ``choice``: each value with its words, as ``[value, label]`` pairs.
    choices: list[tuple[Any, str]]
    #: The seat counts the option applies to (empty: all).
    seats: list[int]
    #: For ``int``: the bounds, when the engine gives them.
    min: int | None = None
    max: int | None = None


class GameTypeOut(msgspec.Struct):
    name: str
    #: The game's name in words ("Dominant Species").
    title: str
    min_seats: int
    max_seats: int
    options: list[OptionSpecOut]
    #: The bot kinds ``POST /games`` accepts for a seat.
    bots: list[str]


class GameTypeSchemasOut(msgspec.Struct):
    """A game type's JSON Schemas (draft 2020-12), generated from the engine's Rust types:
    one ``action`` (as ``POST /games/{id}/actions`` takes it and legal-actions lists it) and
    the setup ``options`` (of ``POST /games``) and the ``view`` (the game as ``/state``
    shows it; members a viewer may not see are absent, and the schema's descriptions say
    who sees them)."""

    name: str
    title: str
    action: dict[str, Any]
    options: dict[str, Any]
    view: dict[str, Any]


class CardFaceOut(msgspec.Struct):
    """The printed face of one card (La Isla, its rules' §11.1): what a board draws for it."""

    #: Its special function, as its label, e.g. ``SYMBOL_VP(ROPE)``.
    function: str
    #: The function's name in words, as the choices write it, e.g. "Rope VP".
    name: str
    #: What the function does, in one sentence.
    ability: str
    #: The resource colour the card gives under the letter B (``YELLOW``...).
    resource: str
    #: The species whose marker the card advances under the letter D (``DODO``...).
    animal: str


class CatalogueOut(msgspec.Struct):
    """A game type's catalogue: the static data its views refer to by id, for a client to
    draw them with. It is the same for every game of the type (and never hidden), so it is
    served once per type, not in every view; it changes only with the server's build."""

    #: The game type.
    name: str
    #: The printed face of every card of the game, by card id (La Isla: its 180 cards;
    #: empty for a game whose views name no cards).
    cards: dict[str, CardFaceOut] = {}


class HealthOut(msgspec.Struct):
    status: str
    games: list[str]
    #: The latest recorded event's position, and the read models' position.
    position: int
    projected: int


class SummaryOut(msgspec.Struct):
    id: str
    game: str
    seats: int
    status: Literal["waiting", "in_progress", "finished", "abandoned"]
    open_seats: list[int]
    players: list[str | None]
    bots: list[str | None]
    version: int
    round: int | None
    phase: str | None
    progress: dict[str, Any]
    pending: PendingOut | None
    scores: list[int]
    ranking: list[int] | None
    winners: list[int] | None
    outcome: dict[str, Any] | None
    created_at: str
    updated_at: str
    #: Seats that resigned (played by the fallback bot since).
    resigned: list[int] = []
    #: Per seat, decisions that timed out.
    timeouts: list[int] = []
    #: Why the game was abandoned (status ``abandoned``), and by whom (``admin``/``server``).
    abandoned_reason: str | None = None
    abandoned_by: str | None = None


class LobbyOut(msgspec.Struct):
    games: list[SummaryOut]
    total: int
    limit: int
    offset: int


class LogItemOut(msgspec.Struct):
    """One line of a timeline entry's log: what one seat did or met, in words."""

    #: The seat it is about (null: the game itself — a round begins, the game ends).
    seat: int | None
    #: ``decision`` (the entry's seat's own choice, always first), ``followed`` (what came
    #: of it for a seat) or ``game``.
    kind: str
    #: In words (the first sentences; ``details`` has them all).
    text: str
    #: Each effect in words, one sentence each.
    details: list[str]
    #: Points changed here (VP, EP).
    scoring: bool = False
    #: Nothing happened but a pass (a client may condense runs of these).
    quiet: bool = False


class TimelineEntryOut(msgspec.Struct):
    version: int
    seat: int
    bot: bool
    action: dict[str, Any] | None
    action_hidden: bool
    #: The effects in words, as the caller may see them.
    texts: list[str]
    effects: list[dict[str, Any]]
    at: str
    #: The seat's deadline passed and its fallback bot took this decision.
    timed_out: bool = False
    #: The deadline it missed.
    deadline: str | None = None
    #: The action was taken back by a later undo (it no longer stands).
    undone: bool = False
    #: This entry is an undo (``ActionsUndone``): its ``action`` is ``{"type": "undo",
    #: "to_version", "versions", "decisions"}``, its text "Alice took back 3 decisions".
    undo: bool = False
    #: The round the decision was taken in (null when the store has no record of it).
    round: int | None = None
    #: The phase (or step) of the round, in words.
    phase: str | None = None
    #: What the seat decided and what followed, one seat per item, in words.
    log: list[LogItemOut] = []


class SeatEventOut(msgspec.Struct):
    """A change of seats or of the game's life: ``configured``, ``resigned``,
    ``timed_out``, ``replaced``, ``token_rotated``, ``token_revoked``, ``abandoned``."""

    version: int
    kind: str
    seat: int | None
    #: The change in words.
    text: str
    #: Its facts (never a token or a token hash).
    detail: dict[str, Any]
    at: str


class TimelineOut(msgspec.Struct):
    id: str
    entries: list[TimelineEntryOut]
    #: Resignations, time-outs, replacements, token changes and abandonment, in order.
    seat_events: list[SeatEventOut] = []


class DivergenceOut(msgspec.Struct):
    version: int
    reason: str
    #: ``altered``, ``deleted``, ``inserted``, ``reordered`` (the hash chain) or ``replay``.
    kind: str | None = None


class AuditOut(msgspec.Struct):
    verified: bool
    events: int
    first_divergence: DivergenceOut | None
    id: str | None = None
    game: str | None = None
    finished: bool | None = None
    abandoned: bool | None = None
    #: The hash chain: ``intact``, ``unchained`` (recorded before the chain existed) or ``broken``.
    chain: str | None = None
    #: The last verified event's ``chain_hash`` (the head of the history).
    head: str | None = None


class RatingPointOut(msgspec.Struct):
    """The rating after one rated game."""

    game_id: str
    #: The n-th rated game of this player and game type (1, 2, ...).
    n: int
    mu: float
    sigma: float
    #: The display rating after that game (openskill's ordinal, ``mu - 3 sigma``).
    rating: float
    #: The place in the game's ranking of its rated seats (1 = first; ties share a place).
    place: int
    at: str


class RatingOut(msgspec.Struct):
    """An openskill (Weng-Lin, Plackett-Luce) rating of one game type."""

    mu: float
    sigma: float
    #: The display rating: openskill's ordinal, ``mu - 3 sigma`` (0 before any rated game).
    rating: float
    #: Rated games counted.
    games: int


class PlayerStatsOut(msgspec.Struct):
    """A registered player's (or a bot kind's) record of one game type: finished games in
    which it held a seat (guest seats, and games that allowed one player several seats,
    count for nobody)."""

    player: str
    game: str
    played: int
    won: int
    average_score: float
    best_score: int
    #: Finished games in which the player resigned (each counted as a loss).
    resigned: int = 0
    #: Decisions of the player's that timed out, over finished games.
    timeouts: int = 0
    #: The rating (null before the first rated game).
    rating: RatingOut | None = None
    #: One point per rated game, oldest first (only ``GET /players/{name}`` lists it; the
    #: leaderboard lists the last ``history`` points).
    history: list[RatingPointOut] = []


class PlayerOut(msgspec.Struct):
    #: The name as registered (or ``bot:<kind>``).
    player: str
    stats: list[PlayerStatsOut]
    #: Whether this is a registered player (false for a bot kind).
    registered: bool = False
    #: Whether the admin disabled the player.
    disabled: bool = False


class LeaderboardOut(msgspec.Struct):
    """The players (and bot kinds) of a game type by display rating, then rated games."""

    game: str
    players: list[PlayerStatsOut]


#: Any text: every name that may not be registered is 400 ``invalid-name`` (or
#: ``name-reserved``), with the reason, decided by the service (the body's 64 KiB bound it).
PlayerName = Annotated[str, msgspec.Meta(description="1 to 32 characters after NFKC normalisation")]


class PlayerIn(Strict, frozen=True):
    """Register a player: 1 to 32 characters after NFKC normalisation (letters, digits,
    space, ``-``, ``_``, ``.``; see docs/api.md, "Players")."""

    name: PlayerName


class PlayerKeyOut(msgspec.Struct):
    """A player and its key: shown once (at registration and at each rotation); the
    store keeps only its SHA-256."""

    id: str
    name: str
    key: str
    position: int


class PlayerAccountOut(msgspec.Struct):
    id: str
    name: str
    disabled: bool
    registered: str
    position: int


class DisablePlayerIn(Strict, frozen=True):
    reason: Annotated[str, msgspec.Meta(max_length=500)] | None = None


class MyGameOut(msgspec.Struct):
    """One of the caller's games (``GET /players/me/games``)."""

    id: str
    game: str
    status: str
    #: The caller's seat (the first, when a game allows one player several).
    seat: int
    seats: list[int]
    #: Whether one of the caller's seats decides now.
    my_turn: bool
    players: list[str | None]
    bots: list[str | None]
    scores: list[int]
    version: int
    #: What the caller's seat is deciding, when it is its turn.
    prompt: str | None = None
    #: The seat's deadline (ISO 8601), when the game has a clock and it is its turn.
    deadline: str | None = None
    round: int | None = None
    phase: str | None = None
    updated_at: str = ""


class MyGamesOut(msgspec.Struct):
    player: str
    #: Games where it is the caller's turn first, then the others, most recent first.
    games: list[MyGameOut]


# ---- seats that come and go ----

ClockSeconds = Annotated[int, msgspec.Meta(ge=1, le=365 * 24 * 3600)]


class ClockIn(Strict, frozen=True):
    """Time limits: per decision (``turn_seconds``) and/or per seat for the whole game
    (``game_seconds``, a chess clock); at least one."""

    turn_seconds: ClockSeconds | None = None
    game_seconds: ClockSeconds | None = None


class ClockOut(msgspec.Struct):
    turn_seconds: int | None
    game_seconds: int | None
    #: Whether the clock runs (it starts once every seat has a player or a bot).
    running: bool = False
    #: Per seat, the game clock used up to its last recorded action.
    used_seconds: list[float] = []


class DeadlineOut(msgspec.Struct):
    seat: int
    #: ISO 8601 (UTC): the seat's action must be recorded before this instant.
    deadline: str


class SeatStateOut(msgspec.Struct):
    """The seat facts of the state (``StateOut``'s members of the same names)."""

    fallback_bot: str
    resigned: list[int]
    timeouts: list[int]
    abandoned: bool
    clock: ClockOut | None
    deadlines: list[DeadlineOut]


class ResignOut(msgspec.Struct):
    seat: int
    #: The bot that plays the seat from now on.
    bot: str
    version: int
    #: Bot decisions taken at once (the resigned seat's, and those that followed).
    bot_actions: int
    position: int


class TokenOut(msgspec.Struct):
    """A seat's new token: shown once; only its hash is stored; the old one is invalid."""

    seat: int
    player: str | None
    token: str
    version: int
    position: int


class ReplaceSeatIn(Strict, frozen=True):
    """Hand the seat to a new player (a new token is returned once) or to a bot: exactly one."""

    player: PlayerId | None = None
    bot: BotKind | None = None


class ReplaceSeatOut(msgspec.Struct):
    seat: int
    player: str | None
    bot: str | None
    #: The new player's token (shown once), or null when a bot took the seat.
    token: str | None
    version: int
    bot_actions: int
    position: int


class SeatChangeOut(msgspec.Struct):
    seat: int
    version: int
    position: int


class AbandonOut(msgspec.Struct):
    id: str
    version: int
    #: The seed, revealed now that the game is over.
    seed: str
    position: int


# ---- notifications and webhooks (issue 27) ----

NotificationType = Literal["your-turn", "game-finished", "timed-out", "seat-replaced", "game-abandoned"]


class RatingChangeOut(msgspec.Struct):
    """A player's display rating before and after a rated game (``before`` null: its first)."""

    before: float | None
    after: float
    change: float | None


class NotificationOut(msgspec.Struct):
    """What a registered player is told about a seat it holds. ``id`` is stable (from the
    game, version, type and seat): a receiver drops an id it has seen. The members after
    ``at`` belong to some types only (absent from the others)."""

    id: str
    type: NotificationType
    game: str
    game_type: str
    seat: int
    version: int
    at: str
    #: The feed's order (``Last-Event-ID``, ``?after=``); absent from webhook bodies.
    seq: int | UnsetType = UNSET
    #: your-turn: what the seat decides, in words, and its deadline (ISO 8601) if any.
    prompt: str | None | UnsetType = UNSET
    deadline: str | None | UnsetType = UNSET
    #: game-finished: the outcome, the seat's place (1 = first) and its rating change
    #: (null when the game is not rated).
    outcome: dict[str, Any] | UnsetType = UNSET
    place: int | None | UnsetType = UNSET
    rating: RatingChangeOut | None | UnsetType = UNSET
    #: timed-out (the bot that decided) and seat-replaced (``to``: ``bot`` or ``player``).
    bot: str | None | UnsetType = UNSET
    to: str | UnsetType = UNSET
    #: game-abandoned: why and by whom (``admin`` or ``server``).
    reason: str | UnsetType = UNSET
    by: str | UnsetType = UNSET


class NotificationsOut(msgspec.Struct):
    notifications: list[NotificationOut]
    #: The ``seq`` of the last one (pass it as ``after`` for the next page).
    next_after: int


class WebhookIn(Strict, frozen=True):
    """A webhook subscription: an ``http``/``https`` URL and the notification types to send."""

    url: Annotated[str, msgspec.Meta(min_length=1, max_length=2000)]
    events: Annotated[list[NotificationType], msgspec.Meta(min_length=1, max_length=5)]


class WebhookOut(msgspec.Struct):
    id: str
    url: str
    events: list[str]
    #: False once a day of failed deliveries disabled it (``POST .../enable`` again).
    enabled: bool
    disabled_reason: str | None
    #: Since when (Unix seconds) its deliveries fail, if they do.
    failing_since: float | None
    created_at: str


class WebhookCreatedOut(msgspec.Struct):
    """A new subscription with its signing secret (``whsec_...``, shown this once)."""

    id: str
    url: str
    events: list[str]
    enabled: bool
    secret: str
    created_at: str


class WebhooksOut(msgspec.Struct):
    webhooks: list[WebhookOut]


class WebhookSecretOut(msgspec.Struct):
    """The subscription's new signing secret (shown this once); the old one signs no more."""

    id: str
    secret: str


class DeliveryOut(msgspec.Struct):
    """One delivery of a subscription: ``pending`` (``next_attempt_at``), ``delivered`` or
    ``failed`` (every retry used), its attempts and the last response code and time."""

    id: str
    notification_id: str
    type: str
    status: Literal["pending", "delivered", "failed"]
    attempts: int
    next_attempt_at: str | None
    last_code: int | None
    last_error: str | None
    last_at: str | None
    created_at: str


class DeliveriesOut(msgspec.Struct):
    deliveries: list[DeliveryOut]


class WebhookTestOut(msgspec.Struct):
    """The queued test delivery (``type: "test"``); its log entry tells how it went."""

    delivery: str
    notification_id: str
