"""The contract between the service (``service``) and the read models (``projections``).

Neither package imports the other's internals; both depend on this one, which holds only
what they share:

* the JSON codec events are stored with (``canonical_json`` to write sorted, compact
  text; ``decode_json`` to read it back), and
* the write lock of an SQLite file within one process (``sqlite_write_lock``), taken
  by the event writes and the read-model writes alike, and
* the *topics* of the game events: the names eventsourcing stores with every event
  (``module:qualname`` of the event class). They are part of the stored data (the store,
  exports, the golden fixtures), so they never change: the event classes stay where the
  topics say (``service.domain``, nested in ``Game``), and ``tests/store/test_edges.py``
  checks that each constant here is the topic of the class that writes it. The read
  models dispatch on these strings and read the events' documented fields only (see
  ``service.domain``), so they never need the classes themselves.

Nothing here imports ``core_rs``, ``service`` or ``projections``.
"""

from __future__ import annotations

import os
import threading
from typing import Any

import msgspec
from eventsourcing.utils import get_topic

__all__ = [
    "sqlite_write_lock",
    "ACTION_APPLIED",
    "GAME_ABANDONED",
    "GAME_CONFIGURED",
    "GAME_CREATED",
    "GAME_FINISHED",
    "GAME_TOPICS",
    "PLAYER_DISABLED",
    "PLAYER_ENABLED",
    "PLAYER_KEY_ROTATED",
    "PLAYER_REGISTERED",
    "PLAYER_SEATED",
    "PLAYER_TOPICS",
    "PLAYER_TOPIC_PREFIX",
    "SAME_PLAYER_ALLOWED",
    "SEAT_CLAIMED",
    "SEAT_EVENT_TOPICS",
    "SEAT_REPLACED",
    "SEAT_RESIGNED",
    "SEAT_TOKEN_REVOKED",
    "SEAT_TOKEN_ROTATED",
    "TIMED_OUT",
    "bot_parts",
    "canonical_json",
    "decode_json",
    "topic_of",
    "undo_words",
]

_decoder = msgspec.json.Decoder()
_encoder = msgspec.json.Encoder(order="sorted")


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and no spaces: the form actions and effects are stored in."""
    return _encoder.encode(value).decode()


def decode_json(text: str | bytes) -> Any:
    """Decode JSON text (as stored in events)."""
    return _decoder.decode(text)


_PREFIX = "service.domain:Game."

#: A game was created (fields: game, seats, options, bots, commitment, seed, progress, pending).
GAME_CREATED = _PREFIX + "GameCreated"
#: A seat was claimed (seat, player, token_hash).
SEAT_CLAIMED = _PREFIX + "SeatClaimed"
#: An action was applied (seat, action, effects, state_hash, progress, scores, pending, ...).
ACTION_APPLIED = _PREFIX + "ActionApplied"
#: The game finished (outcome, seed).
GAME_FINISHED = _PREFIX + "GameFinished"
#: The seat events: seat rules, resignations, timeouts, hand-overs, tokens, abandonment.
GAME_CONFIGURED = _PREFIX + "GameConfigured"
SEAT_RESIGNED = _PREFIX + "SeatResigned"
TIMED_OUT = _PREFIX + "TimedOut"
SEAT_REPLACED = _PREFIX + "SeatReplaced"
SEAT_TOKEN_ROTATED = _PREFIX + "SeatTokenRotated"
SEAT_TOKEN_REVOKED = _PREFIX + "SeatTokenRevoked"
GAME_ABANDONED = _PREFIX + "GameAbandoned"

SEAT_EVENT_TOPICS = (
    GAME_CONFIGURED,
    SEAT_RESIGNED,
    TIMED_OUT,
    SEAT_REPLACED,
    SEAT_TOKEN_ROTATED,
    SEAT_TOKEN_REVOKED,
    GAME_ABANDONED,
)

#: The seat just claimed is a registered player's (seat, player_id); one player may hold
#: several seats of the game (no fields).
PLAYER_SEATED = _PREFIX + "PlayerSeated"
SAME_PLAYER_ALLOWED = _PREFIX + "SamePlayerAllowed"

#: A seat took back its decisions (seat, from_version, to_version, versions, decisions, text,
#: state_hash, progress, scores, pending: the game as it was at to_version).
ACTIONS_UNDONE = _PREFIX + "ActionsUndone"

#: The game was created with ``"undo": false`` (no fields; the read models note nothing).
UNDO_DISABLED = _PREFIX + "UndoDisabled"

#: Every game event topic the read models follow.
GAME_TOPICS = (GAME_CREATED, SEAT_CLAIMED, ACTION_APPLIED, GAME_FINISHED, *SEAT_EVENT_TOPICS,
               PLAYER_SEATED, SAME_PLAYER_ALLOWED, ACTIONS_UNDONE, UNDO_DISABLED)

#: The events of the players (``service.domain.players.Player``): registered (name, folded,
#: key_hash), a new key (key_hash), disabled (reason), enabled.
PLAYER_TOPIC_PREFIX = "service.domain.players:Player."
PLAYER_REGISTERED = PLAYER_TOPIC_PREFIX + "Registered"
PLAYER_KEY_ROTATED = PLAYER_TOPIC_PREFIX + "KeyRotated"
PLAYER_DISABLED = PLAYER_TOPIC_PREFIX + "Disabled"
PLAYER_ENABLED = PLAYER_TOPIC_PREFIX + "Enabled"
PLAYER_TOPICS = (PLAYER_REGISTERED, PLAYER_KEY_ROTATED, PLAYER_DISABLED, PLAYER_ENABLED)


def topic_of(event: Any) -> str:
    """The stored topic of a domain event object (``module:qualname`` of its class)."""
    return get_topic(type(event))


def bot_parts(kind: str | None) -> tuple[str, list[tuple[str, int]]]:
    """A stored bot kind's name and budget: ``"search:200ms"`` -> ``("search", [("ms", 200)])``,
    ``"search:200"`` -> ``("search", [("iterations", 200)])``, ``None`` -> ``("greedy", [])``;
    a budget part that is neither is left out."""
    name, _, budget = str(kind or "greedy").partition(":")
    parts: list[tuple[str, int]] = []
    for p in budget.split(":") if budget else []:
        if p.endswith("ms") and p[:-2].isdigit():
            parts.append(("ms", int(p[:-2])))
        elif p.isdigit():
            parts.append(("iterations", int(p)))
    return name, parts


def undo_words(event: Any) -> dict[str, Any]:
    """An undo's (``ActionsUndone``) stored words as they were written: ``{"text": ...}``
    (English, the first stored format) or ``{"msg": ...}`` (a message, the second)."""
    text = getattr(event, "text", None)
    return {"text": text} if isinstance(text, str) else {"msg": event.msg}


_write_locks: dict[str, threading.Lock] = {}
_write_locks_guard = threading.Lock()


def sqlite_write_lock(path: str) -> threading.Lock:
    """The one lock of this process for writing the SQLite file ``path``.

    SQLite lets one connection write at a time; a connection that finds the file locked
    sleeps in its busy handler (1, 2, 5 ... up to 100 ms a time) rather than being woken
    when the write ends. The threads of one server (its requests, its projection) queue on
    this lock instead, and are woken as soon as the write before them commits. Writes of
    other processes are still met by SQLite's busy timeout."""
    key = os.path.abspath(path)
    with _write_locks_guard:
        lock = _write_locks.get(key)
        if lock is None:
            lock = _write_locks[key] = threading.Lock()
        return lock
