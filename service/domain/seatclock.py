"""The seat clock: pure functions over plain lists, shared by the aggregate (live and on
replay) and the audit (from exported records), so both compute the same deadlines.

A game created with ``"clock": {"turn_seconds": T}`` and/or ``{"game_seconds": G}``
(``GameConfigured``) has a running clock once no seat is open (every seat has a player or
a bot). Times are integer microseconds since the epoch, taken from event timestamps:

* ``since[s]``: when seat ``s``'s pending decision started (None when it has none). A
  decision starts at the event after which the seat is pending and was not before, or
  after which it is pending again having just acted (a new decision); when the clock
  starts, every pending seat's decision starts then.
* ``used[s]``: the time seat ``s`` has spent on its decisions (the game clock): each of
  its actions adds the time from ``since[s]`` to the action's timestamp.
* A seat's deadline is the earlier of ``since + T`` (a turn limit) and
  ``since + G - used`` (what is left of its game clock). A seat played by a bot has none.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

SECOND = 1_000_000


def start(seats: int, pending: Iterable[int], t: int) -> tuple[list[int | None], list[int]]:
    """The clock as it starts at ``t``: every pending seat's decision starts now."""
    pend = set(pending)
    return [t if s in pend else None for s in range(seats)], [0] * seats


def after_action(
    since: Sequence[int | None], used: Sequence[int], seat: int, pending_after: Iterable[int], t: int
) -> tuple[list[int | None], list[int]]:
    """The clock after ``seat`` acted at ``t`` and ``pending_after`` are pending."""
    new_since = list(since)
    new_used = list(used)
    started = new_since[seat]
    if started is not None:
        new_used[seat] += max(0, t - started)
    pend = set(pending_after)
    for s in range(len(new_since)):
        if s not in pend:
            new_since[s] = None
        elif s == seat or new_since[s] is None:
            new_since[s] = t
    return new_since, new_used


def after_undo(
    since: Sequence[int | None], used: Sequence[int], pending_after: Iterable[int], t: int
) -> tuple[list[int | None], list[int]]:
    """The clock after an undo at ``t`` left ``pending_after`` pending. An undo gives no
    time back: a seat still pending keeps its decision's start, a seat no longer pending is
    charged the time it had spent deciding, and a seat pending again starts a decision now."""
    new_since = list(since)
    new_used = list(used)
    pend = set(pending_after)
    for s in range(len(new_since)):
        started = new_since[s]
        if s not in pend:
            if started is not None:
                new_used[s] += max(0, t - started)
            new_since[s] = None
        elif started is None:
            new_since[s] = t
    return new_since, new_used


def deadlines(
    turn_seconds: int | None,
    game_seconds: int | None,
    since: Sequence[int | None] | None,
    used: Sequence[int] | None,
    bots: Sequence[str | None],
) -> dict[int, int]:
    """Each pending human seat's deadline (microseconds since the epoch)."""
    out: dict[int, int] = {}
    if since is None or used is None or (turn_seconds is None and game_seconds is None):
        return out
    for s, started in enumerate(since):
        if started is None or bots[s] is not None:
            continue
        limits = []
        if turn_seconds is not None:
            limits.append(started + turn_seconds * SECOND)
        if game_seconds is not None:
            limits.append(started + game_seconds * SECOND - used[s])
        out[s] = min(limits)
    return out
