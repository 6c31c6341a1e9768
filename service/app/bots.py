"""Bot policy: which bot kinds a seat may have, the search budget the server allows, which
kinds think long enough to be played off the request path, and the seed of each bot
decision (from the game's secret seed and version, so a replay takes the same decisions)."""

from __future__ import annotations

import hashlib
import os
import re

from projections import bot_words  # noqa: F401 - the one name of a bot kind
from service.app.errors import ServiceError
from service.domain.i18n import msg

BOT_KINDS = ("random", "greedy", "search")
_SEARCH_KIND = re.compile(r"^search(?::(\d+))?(?::(\d+)ms)?$|^search:(\d+)ms$")


def bot_kind(kind: str) -> str:
    """The bot kind as the engine reads it, a search budget capped by the server settings
    ``SPECIES_ARENA_SEARCH_MAX_ITERATIONS`` (default 5000) and ``SPECIES_ARENA_SEARCH_MAX_MS``
    (default 2000); ``ServiceError`` for an unknown kind."""
    if kind in ("random", "greedy"):
        return kind
    m = _SEARCH_KIND.match(kind)
    if m is None:
        raise ServiceError("invalid-request", msg("svc-err-unknown-bot", bot=kind), known=list(BOT_KINDS))
    max_it = int(os.environ.get("SPECIES_ARENA_SEARCH_MAX_ITERATIONS", "5000"))
    max_ms = int(os.environ.get("SPECIES_ARENA_SEARCH_MAX_MS", "2000"))
    iterations = int(m.group(1)) if m.group(1) else 0
    ms = int(m.group(2) or m.group(3) or 0)
    if iterations == 0 and ms == 0:
        iterations = 200
    iterations, ms = min(iterations, max_it), min(ms, max_ms)
    parts = ([str(iterations)] if iterations else []) + ([f"{ms}ms"] if ms else [])
    return "search:" + ":".join(parts)


def thinks_long(kind: str | None) -> bool:
    """Whether a bot kind searches (its decisions take up to its budget): with a bot worker
    running (``service.runtime.botworker``), such a seat is played off the request path; the cheap
    kinds (``random``, ``greedy``: microseconds) are still played inline."""
    return kind is not None and kind.startswith("search")


#: A search whose time budget is over this (ms) is a *long* decision: the bot worker runs
#: only ``SPECIES_ARENA_BOT_LONG_SEARCHES`` of them at once (``service.runtime.botworker``).
#: An iteration budget alone is short: the server caps it at 5,000 iterations, tens of ms.
SHORT_MS = 250


def thinks_for_long(kind: str | None) -> bool:
    """Whether a bot kind is a long decision (see ``SHORT_MS``): a search with a time
    budget over ``SHORT_MS`` that no iteration budget of at most 5,000 stops sooner."""
    if kind is None or not kind.startswith("search:"):
        return False
    iterations, ms = 0, 0
    for part in kind.split(":")[1:]:
        if part.endswith("ms"):
            ms = int(part[:-2])
        else:
            iterations = int(part)
    return ms > SHORT_MS and not 0 < iterations <= 5000


#: The most bot actions one request may trigger (a guard against a looping engine).
MAX_BOT_ACTIONS = 100_000


def bot_seed(seed_hex: str, version: int) -> int:
    digest = hashlib.sha256(f"bot:{seed_hex}:{version}".encode()).digest()
    return int.from_bytes(digest[:8], "big")

