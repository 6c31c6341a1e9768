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


class SearchBotIn(Strict, frozen=True):
    """A search bot (issue 17) with its budget per decision: ``iterations`` and/or ``ms``
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


class LegalActionsOut(msgspec.Struct):
    version: int
    seat: int
    actions: list[dict[str, Any]]


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


class GameTypeOut(msgspec.Struct):
    name: str
    min_seats: int
    max_seats: int


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


class AuditOut(msgspec.Struct):
    verified: bool
    events: int
    first_divergence: DivergenceOut | None
    id: str | None = None
    game: str | None = None
    finished: bool | None = None


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
