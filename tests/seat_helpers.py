"""Helpers of the seat tests: an injectable clock and a few shortcuts over ``Games``."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any
from uuid import UUID

from service.app.games import Games
from service.domain.clock import micros

FAKE = "fake-race"
T0 = datetime(2030, 1, 1, 12, 0, tzinfo=timezone.utc)


class FakeClock:
    """A clock that stands still until moved; never the wall clock."""

    def __init__(self, start: datetime = T0) -> None:
        self.t = start

    def __call__(self) -> datetime:
        return self.t

    def advance(self, seconds: float) -> datetime:
        self.t = self.t + timedelta(seconds=seconds)
        return self.t

    def at_micros(self, us: int) -> None:
        self.t = datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(microseconds=us)


def with_clock(app: Games, clock: Any) -> Games:
    app.clock = clock
    return app


def clocked_game(
    app: Games,
    seats: int = 2,
    moves: int = 12,
    clock: dict[str, int] | None = None,
    fallback_bot: str | None = None,
    bots: dict[int, str] | None = None,
    options: dict[str, Any] | None = None,
) -> tuple[UUID, list[str | None]]:
    """A fake-race game with a clock (default 30 s per decision), every non-bot seat claimed."""
    g, _ = app.create_game(
        FAKE, seats, {"moves": moves, **(options or {})}, bots or {},
        clock={"turn_seconds": 30} if clock is None else clock, fallback_bot=fallback_bot,
    )
    tokens: list[str | None] = [None] * seats
    for s in range(seats):
        if (bots or {}).get(s) is None:
            tokens[s] = app.claim_seat(g.id, s, f"player-{s}")[1]
    return g.id, tokens


def pending_seat(app: Games, gid: UUID) -> int:
    pending = app.load(gid).engine.pending()
    assert pending is not None
    return pending.seats[0]


def deadline_of(app: Games, gid: UUID, seat: int) -> int:
    """The seat's deadline in µs since the epoch."""
    return app.load(gid).deadlines()[seat]


def history_types(app: Games, gid: UUID) -> list[str]:
    return [r.type for r in app.history(gid)]


def move_for(app: Games, gid: UUID, seat: int) -> dict[str, Any]:
    return app.load(gid).engine.legal_actions(seat)[0]


__all__ = ["FAKE", "T0", "FakeClock", "clocked_game", "deadline_of", "history_types", "micros", "move_for",
           "pending_seat", "with_clock"]
