"""Request and response bodies (msgspec structs): validated on the way in (unknown fields,
wrong types and out-of-range numbers are 400 ``invalid-request``), documented in the
generated OpenAPI schema."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

BotKind = Literal["random", "greedy"]
PlayerId = Annotated[str, msgspec.Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.@-]+$")]
SeatNo = Annotated[int, msgspec.Meta(ge=0, le=15)]
Version = Annotated[int, msgspec.Meta(ge=0, le=2**31)]


class Strict(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """Request bodies: unknown fields are refused."""


class GameIn(Strict, frozen=True):
    """Create a game. ``bots`` lists bot seats (random bots) or maps seat -> bot kind."""

    game: Annotated[str, msgspec.Meta(min_length=1, max_length=100)]
    seats: Annotated[int, msgspec.Meta(ge=1, le=16)]
    options: dict[str, Any] = {}
    bots: list[SeatNo] | dict[str, BotKind] = []
    #: Only the admin token may fix the seed (tests, reproductions); otherwise it is secret.
    #: 1 to 16 hex digits (a 64-bit unsigned integer).
    seed: Annotated[str, msgspec.Meta(pattern=r"^[0-9a-fA-F]{1,16}$")] | None = None


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


class SeatIn(Strict, frozen=True):
    player: PlayerId


class SeatOut(msgspec.Struct):
    seat: int
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


class ActionOut(msgspec.Struct):
    version: int
    action_version: int
    effects: list[dict[str, Any]]
    bot_actions: int
    #: The write's position (for a replayed response: the store's position at the replay).
    position: int
    replayed: bool = False


class EventsOut(msgspec.Struct):
    events: list[dict[str, Any]]
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
    status: Literal["waiting", "in_progress", "finished"]
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


class LobbyOut(msgspec.Struct):
    games: list[SummaryOut]
    total: int
    limit: int
    offset: int


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


class TimelineOut(msgspec.Struct):
    id: str
    entries: list[TimelineEntryOut]


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
    #: The hash chain: ``intact``, ``unchained`` (recorded before the chain existed) or ``broken``.
    chain: str | None = None
    #: The last verified event's ``chain_hash`` (the head of the history).
    head: str | None = None


class PlayerStatsOut(msgspec.Struct):
    player: str
    game: str
    played: int
    won: int
    average_score: float
    best_score: int


class PlayerOut(msgspec.Struct):
    player: str
    stats: list[PlayerStatsOut]


class LeaderboardOut(msgspec.Struct):
    game: str
    players: list[PlayerStatsOut]
