"""The time source of the service: event timestamps and deadlines come from one clock.

Every ``Game`` event is stamped with ``now()``. By default that is the system's UTC time;
a ``Games`` application stamps the events of its commands with its own ``clock``
(``Games.clock``, a zero-argument callable returning an aware ``datetime``), so that a
test can inject a clock and never sleep, and so that the deadlines a server computes and
the timestamps it records always come from the same source.

Times inside the seat clock are integer microseconds since the Unix epoch (``micros``),
so that replaying a history reproduces every deadline exactly.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime, timedelta, timezone
from typing import Any, TypeVar

Clock = Callable[[], datetime]

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_MICRO = timedelta(microseconds=1)


def system_now() -> datetime:
    """The system's time, in UTC."""
    return datetime.now(timezone.utc)


_CLOCK: ContextVar[Clock] = ContextVar("species_arena_clock", default=system_now)
_FROZEN: ContextVar[bool] = ContextVar("species_arena_clock_frozen", default=False)


def now() -> datetime:
    """The current time of the clock in effect (the system's unless a command set one)."""
    return _CLOCK.get()()


@contextmanager
def using(clock: Clock) -> Iterator[None]:
    """Stamp the events triggered inside this block with ``clock``."""
    token = _CLOCK.set(clock)
    try:
        yield
    finally:
        _CLOCK.reset(token)


F = TypeVar("F", bound=Callable[..., Any])


def stamped(method: F) -> F:
    """Decorate a ``Games`` command: it runs at one instant of ``self.clock``, read once
    when it starts; every event it triggers is stamped with that instant, and every
    deadline it checks is compared with it (so a check and the timestamp it allows agree
    to the microsecond). A command called inside another keeps the outer instant."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        if _FROZEN.get():
            return method(self, *args, **kwargs)
        t = self.clock()
        frozen = _FROZEN.set(True)
        try:
            with using(lambda: t):
                return method(self, *args, **kwargs)
        finally:
            _FROZEN.reset(frozen)

    return wrapper  # type: ignore[return-value]


def micros(t: datetime) -> int:
    """An aware datetime as integer microseconds since the epoch."""
    return (t - EPOCH) // _MICRO


def from_micros(us: int) -> datetime:
    """The inverse of ``micros`` (UTC)."""
    return EPOCH + timedelta(microseconds=us)


def iso(us: int) -> str:
    """Microseconds since the epoch as ISO 8601 text (UTC, with microseconds)."""
    return from_micros(us).isoformat()


def parse_iso(text: str) -> int:
    """ISO 8601 text (as ``datetime.isoformat`` writes it) as microseconds since the epoch."""
    t = datetime.fromisoformat(text)
    if t.tzinfo is None:
        t = t.replace(tzinfo=timezone.utc)
    return micros(t)
