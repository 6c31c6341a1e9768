"""The service's own counters (Prometheus client objects, no web framework): the API
serves them at ``/metrics`` (``service.api.ops``), the application layer counts into them.
Litestar's Prometheus middleware counts requests and latencies besides these."""

from __future__ import annotations

import functools
from typing import Any

from prometheus_client import Counter, Gauge

ACTIONS_APPLIED = Counter("species_arena_actions_applied", "Actions recorded, by game and actor", ["game", "actor"])
BOT_DECISIONS = Counter("species_arena_bot_decisions", "Decisions taken by server bots, by game and bot kind", ["game", "bot"])
CACHE_LOOKUPS = Counter("species_arena_cache_lookups", "In-process game cache lookups by actions", ["result"])
PROJECTION_LAG = Gauge("species_arena_projection_lag", "Events recorded but not yet processed by the read models")


#: The children of the counters above, looked up once per label set.
CACHE_HIT = CACHE_LOOKUPS.labels(result="hit")
CACHE_MISS = CACHE_LOOKUPS.labels(result="miss")


@functools.cache
def _applied(game: str, actor: str) -> Any:
    return ACTIONS_APPLIED.labels(game=game, actor=actor)


@functools.cache
def _decided(game: str, bot: str) -> Any:
    return BOT_DECISIONS.labels(game=game, bot=bot)


def count_recorded(events: list[Any], games: dict[Any, Any]) -> None:
    """Count the recorded ``ActionApplied`` events (called after a successful write)."""
    for ev in events:
        if type(ev).__name__ != "ActionApplied":
            continue
        g = games.get(ev.originator_id)
        game = getattr(g, "game", "?")
        _applied(game, "bot" if ev.bot else "seat").inc()
        if ev.bot:
            bots = getattr(g, "bots", None) or []
            kind = bots[ev.seat] if 0 <= ev.seat < len(bots) and bots[ev.seat] else "?"
            _decided(game, kind).inc()
