"""Request and response bodies (msgspec structs): validated on the way in, documented in
the generated OpenAPI schema."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec

BotKind = Literal["random", "greedy"]
PlayerId = Annotated[str, msgspec.Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_.@-]+$")]
SeatNo = Annotated[int, msgspec.Meta(ge=0, le=15)]


class Strict(msgspec.Struct, forbid_unknown_fields=True):
    pass


class GameIn(Strict, frozen=True):
    """Create a game. ``bots`` lists bot seats (random bots) or maps seat -> bot kind."""

    game: str
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


class SeatIn(Strict, frozen=True):
    player: PlayerId


class SeatOut(msgspec.Struct):
    seat: int
    player: str
    token: str
    version: int


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
    state_hash: str
    view: dict[str, Any]
    viewer: ViewerOut


class LegalActionsOut(msgspec.Struct):
    version: int
    seat: int
    actions: list[dict[str, Any]]


class ActionIn(Strict, frozen=True):
    """One action exactly as legal-actions lists it, and the version it was chosen at."""

    action: dict[str, Any]
    expected_version: Annotated[int, msgspec.Meta(ge=0)]
    seat: SeatNo | None = None


class ActionOut(msgspec.Struct):
    version: int
    action_version: int
    effects: list[dict[str, Any]]
    bot_actions: int
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
