"""The tamper-evident history: a SHA-256 hash chain over every stored event.

Generic over event classes: an event's *canonical record* is its topic, game id, version,
timestamp, its full recorded state (every attribute the event class stores, whatever the
class: seat, bot flag, action, effects, token hash, ...) and the previous event's hash,
as JSON with sorted keys. Each event is stored with two more attributes, set by
``Games._record`` just before it is written:

* ``prev_hash``: the previous event's ``chain_hash`` (``GENESIS`` for version 1);
* ``chain_hash``: SHA-256 of its own canonical record (which includes ``prev_hash``).

The game's head is its latest ``chain_hash`` (``Game.chain_head``); ``GameFinished`` (or
any final event) carries the head of the history before it as its ``prev_hash`` and the
final head as its ``chain_hash``; the audit reports the head of what it verified.

Histories recorded before the chain existed have neither attribute: they stay unchained
(new events of such a game are not chained either), and the audit reports them as
``"unchained"``: the replay still verifies them, the chain cannot.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime
from typing import Any
from uuid import UUID

import msgspec
from eventsourcing.utils import get_topic, resolve_topic

#: The ``prev_hash`` of version 1.
GENESIS = "0" * 64
#: Attributes the chain adds to an event; never part of its own hashed state.
CHAIN_ATTRS = ("prev_hash", "chain_hash")
_ENVELOPE = ("originator_id", "originator_version", "timestamp")


def recorded_state(event: Any) -> dict[str, Any]:
    """Every attribute the event stores, except its envelope and the chain's own."""
    return {k: v for k, v in vars(event).items() if k not in _ENVELOPE and k not in CHAIN_ATTRS}


def plain_state(state: dict[str, Any]) -> Any:
    """``state`` as plain JSON data (non-JSON values such as UUIDs as text)."""
    if is_plain(state, tuples=False):
        return state  # already plain JSON data: the round trip below would give an equal value
    return json.loads(json.dumps(state, default=str))


def record_hash(topic: str, game_id: str, version: int, timestamp: str, state: Any, prev_hash: str) -> str:
    """SHA-256 of the canonical record of one event."""
    record = {"topic": topic, "id": game_id, "version": version, "timestamp": timestamp, "state": state,
              "prev_hash": prev_hash}
    return hashlib.sha256(canonical(record).encode()).hexdigest()


# ---- the canonical text, fast ----
#
# The canonical text is the standard library's ``json.dumps(record, sort_keys=True,
# separators=(",", ":"), default=str)`` (ASCII only: every other character escaped as
# ``\uXXXX``, surrogate pairs above U+FFFF; so is U+007F). For plain data (str keys; str,
# int, bool, None, list and tuple values) msgspec writes the same text but for those
# escapes, which are then made as the standard library makes them; anything else (a float,
# a non-str key, an object) takes the standard library's path itself.
# tests/store/test_chain.py checks the two agree on generated data.

_SORTED = msgspec.json.Encoder(order="sorted")
_ESCAPED = re.compile("[\x7f-\U0010ffff]")


def _escape(m: re.Match[str]) -> str:
    c = ord(m.group())
    if c < 0x10000:
        return f"\\u{c:04x}"
    c -= 0x10000
    return f"\\u{0xD800 | (c >> 10):04x}\\u{0xDC00 | (c & 0x3FF):04x}"


def is_plain(value: Any, tuples: bool = True) -> bool:
    """Only str-keyed dicts, lists (and tuples, unless ``tuples`` is false), str, int, bool
    and None, all the way down."""
    t = type(value)
    if t is str or t is int or t is bool or value is None:
        return True
    if t is dict:
        return all(type(k) is str and is_plain(v, tuples) for k, v in value.items())
    if t is list or (tuples and t is tuple):
        return all(is_plain(v, tuples) for v in value)
    return False


def canonical(value: Any) -> str:
    """``json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)``."""
    return _canonical_plain(value) if is_plain(value) else _canonical_any(value)


def _canonical_plain(value: Any) -> str:
    """``canonical`` of a value known to be plain (``is_plain``)."""
    try:
        text = _SORTED.encode(value).decode()
    except (UnicodeEncodeError, msgspec.EncodeError, TypeError, OverflowError):
        return _canonical_any(value)  # a lone surrogate, an int beyond 64 bits: the standard library decides
    return text if text.isascii() and "\x7f" not in text else _ESCAPED.sub(_escape, text)


def _canonical_any(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


def topic_of(event: Any) -> str:
    return get_topic(type(event))


def event_hash(event: Any, prev_hash: str) -> str:
    """The ``chain_hash`` of a domain event following ``prev_hash``."""
    state = recorded_state(event)
    topic, game_id, timestamp = topic_of(event), str(event.originator_id), event.timestamp.isoformat()
    if is_plain(state, tuples=False) and type(event.originator_version) is int:
        # The record around plain state is plain too (text and a version): its canonical
        # text without walking the state a second time (``record_hash`` would).
        record = {"topic": topic, "id": game_id, "version": event.originator_version, "timestamp": timestamp,
                  "state": state, "prev_hash": prev_hash}
        return hashlib.sha256(_canonical_plain(record).encode()).hexdigest()
    return record_hash(topic, game_id, event.originator_version, timestamp, plain_state(state), prev_hash)


def chain_events(events: list[Any], heads: dict[Any, str | None]) -> dict[Any, str | None]:
    """Set ``prev_hash`` and ``chain_hash`` on new events, in order, from each game's head
    (``heads``: game id -> its head before these events, None for an unchained game).
    Returns the new heads."""
    heads = dict(heads)
    for ev in events:
        gid = ev.originator_id
        prev = GENESIS if ev.originator_version == 1 else heads.get(gid)
        if prev is None:
            continue
        h = event_hash(ev, prev)
        object.__setattr__(ev, "prev_hash", prev)
        object.__setattr__(ev, "chain_hash", h)
        heads[gid] = h
    return heads


def event_from_export(rec: dict[str, Any]) -> Any:
    """The domain event an export record stands for (its ``topic`` and ``recorded`` state)."""
    cls = resolve_topic(rec["topic"])
    ev = object.__new__(cls)
    state = dict(rec["recorded"])
    state.update(
        originator_id=UUID(str(rec["id"])),
        originator_version=rec["version"],
        timestamp=datetime.fromisoformat(rec["timestamp"]),
    )
    for attr in CHAIN_ATTRS:
        if rec.get(attr) is not None:
            state[attr] = rec[attr]
    object.__setattr__(ev, "__dict__", state)
    return ev


def _broken(version: Any, kind: str, reason: str, head: str | None = None) -> dict[str, Any]:
    return {"status": "broken", "head": head, "tampering": {"version": version, "kind": kind, "reason": reason}}


def verify_chain(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Check the chain of a history of export records (``service.app.audit.export_record``).

    Returns ``{"status": "intact" | "unchained" | "broken", "head", "tampering"}``; a broken
    chain names the first version where it breaks and the kind of tampering: ``altered``
    (an event's content differs from what was hashed), ``deleted`` (an event is missing),
    ``inserted`` (an event that was not recorded in this place), ``reordered``."""
    if not any(r.get("chain_hash") for r in records):
        return {"status": "unchained", "head": None, "tampering": None}
    versions = [r.get("version") for r in records]
    for i, v in enumerate(versions, start=1):
        if v == i:
            continue
        if v in versions[: i - 1]:
            return _broken(i, "inserted", f"a second event with version {v} at position {i}")
        if isinstance(v, int) and v > i and i not in versions:
            return _broken(i, "deleted", f"version {i} is missing (the next stored event is version {v})")
        return _broken(i, "reordered", f"version {v} is stored at position {i}")
    position = {r.get("chain_hash"): r["version"] for r in records if r.get("chain_hash")}
    seen: dict[str, int] = {}
    prev = GENESIS
    for r in records:
        v = r["version"]
        h = r.get("chain_hash")
        if r.get("type") == "undecodable":
            return _broken(v, "altered", f"version {v} cannot be decoded: {r.get('error')}", prev)
        if not h or "recorded" not in r or "topic" not in r:
            return _broken(v, "inserted", f"version {v} carries no chain hash in a chained history", prev)
        if h in seen:
            return _broken(v, "inserted", f"version {v} is a copy of version {seen[h]}", prev)
        seen[h] = v
        if r.get("prev_hash") != prev:
            at = position.get(r.get("prev_hash"))
            if at is not None and at > v:
                return _broken(v, "reordered", f"version {v} was recorded after the event now at version {at}", prev)
            if at is not None:
                return _broken(v, "inserted", f"version {v} was recorded after version {at}: an event was inserted before it", prev)
            return _broken(
                v, "deleted",
                f"version {v} does not follow version {v - 1}: an event before it was deleted, or version {v - 1} was "
                "altered and rehashed", prev,
            )
        try:
            actual = record_hash(r["topic"], str(r["id"]), v, r["timestamp"], r["recorded"], prev)
        except (TypeError, ValueError) as err:
            return _broken(v, "altered", f"version {v} cannot be hashed: {err}", prev)
        if actual != h:
            return _broken(v, "altered", f"the content of version {v} differs from what was recorded and hashed", prev)
        prev = h
    return {"status": "intact", "head": prev, "tampering": None}
