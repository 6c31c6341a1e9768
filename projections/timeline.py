"""The timeline read model: per game, the effects of every action in order, in words.

Each effect record carries the engine's own ``text`` and its ``visible_to``; the rows keep
them all, and reads redact them for the viewer (a seat sees its own secrets, a spectator
only public effects, everyone everything once the game has finished).

Beside it, ``arena_timeline_context`` keeps the progress (round, phase) and the pending
decision after the game's creation and after every action: an entry's decision was taken
in the context of the last row before it, which the log's words need (what a pass passed
on; the round and phase an entry belongs to). A store whose timeline was projected before
this table existed has no rows for those games until the read models are rebuilt; their
entries then come without round and phase.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from arena_events import canonical_json, decode_json, undo_words

from .sql import Tx

TABLE = "arena_timeline"
CONTEXT = "arena_timeline_context"
TABLES = (TABLE, CONTEXT)

DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        game_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        bot INTEGER NOT NULL,
        secret INTEGER NOT NULL,
        action TEXT NOT NULL,
        effects TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (game_id, version)
    )""",
    f"""CREATE TABLE IF NOT EXISTS {CONTEXT} (
        game_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        progress TEXT NOT NULL,
        pending TEXT NOT NULL,
        PRIMARY KEY (game_id, version)
    )""",
]


_INSERT = (
    f"INSERT INTO {TABLE} (game_id, version, seat, bot, secret, action, effects, at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)


_INSERT_CONTEXT = f"INSERT INTO {CONTEXT} (game_id, version, progress, pending) VALUES (?, ?, ?, ?)"


def _context(e: Any) -> tuple[Any, ...]:
    return (str(e.originator_id), e.originator_version, canonical_json(e.progress or {}), canonical_json(e.pending))


def game_created(tx: Tx, e: Any) -> None:
    tx.execute(_INSERT_CONTEXT, _context(e))


def _row(e: Any) -> tuple[Any, ...]:
    return (str(e.originator_id), e.originator_version, e.seat, int(e.bot), int(e.secret),
            e.action, e.effects, e.timestamp.isoformat())


def action_applied(tx: Tx, e: Any) -> None:
    tx.execute(_INSERT, _row(e))
    tx.execute(_INSERT_CONTEXT, _context(e))


def actions_applied(tx: Tx, events: list[Any]) -> None:
    """The timeline rows of several ``ActionApplied`` events, in one statement (and their
    contexts in another)."""
    tx.executemany(_INSERT, [_row(e) for e in events])
    tx.executemany(_INSERT_CONTEXT, [_context(e) for e in events])


def contexts(tx: Tx, game_id: str, versions: list[int]) -> dict[int, dict[str, Any]]:
    """For each of these entry versions, ``{"progress", "pending"}`` as they were just
    before it (the last context row before the version); versions without one are left out."""
    if not versions:
        return {}
    lo, hi = min(versions), max(versions)
    rows = tx.all(
        f"SELECT version, progress, pending FROM {CONTEXT} WHERE game_id = ? AND version < ? AND version >= "
        f"COALESCE((SELECT MAX(version) FROM {CONTEXT} WHERE game_id = ? AND version < ?), 0) ORDER BY version",
        (game_id, hi, game_id, lo),
    )
    out: dict[int, dict[str, Any]] = {}
    i, last = 0, None
    for v in sorted(versions):
        while i < len(rows) and rows[i]["version"] < v:
            last = rows[i]
            i += 1
        if last is not None:
            out[v] = {"progress": decode_json(last["progress"]), "pending": decode_json(last["pending"])}
    return out


#: The ``action`` of an undo's row (``ActionsUndone``): ``{"type": "undo", ...}`` is never
#: a game's action (its rows are told apart by ``bot = 2``).
UNDO_ROW = 2


def actions_undone(tx: Tx, e: Any) -> None:
    """An undo's row: its words ("Alice took back 3 decisions") as a public effect; the rows
    it takes back are marked undone when read (``entries``)."""
    action = canonical_json({"type": "undo", "to_version": e.to_version, "versions": list(e.versions),
                             "decisions": e.decisions})
    effects = canonical_json([{"data": {"type": "actions_undone", "seat": e.seat, "to_version": e.to_version,
                                        "decisions": e.decisions}, "visible_to": None, **undo_words(e)}])
    tx.execute(_INSERT, (str(e.originator_id), e.originator_version, e.seat, UNDO_ROW, 0, action, effects,
                         e.timestamp.isoformat()))


def _undone(tx: Tx, game_id: str) -> set[int]:
    out: set[int] = set()
    for r in tx.all(f"SELECT action FROM {TABLE} WHERE game_id = ? AND bot = ?", (game_id, UNDO_ROW)):
        out.update(decode_json(r["action"]).get("versions", []))
    return out


def entries(tx: Tx, game_id: str, viewer: Any, after: int, limit: int,
            say: Callable[[list[dict[str, Any]]], list[str]]) -> list[dict[str, Any]]:
    """The timeline after version ``after`` as ``viewer`` (``service.app.games.Viewer``)
    may see it. An action taken back is marked ``undone``; an undo's own entry has
    ``undo: true`` (its action ``{"type": "undo", "to_version", "versions", "decisions"}``).
    ``say`` gives the words of stored effect records (English ``text`` or a ``msg``) in
    the reader's locale (an undo's words are its row's one effect)."""
    rows = tx.all(
        f"SELECT * FROM {TABLE} WHERE game_id = ? AND version > ? ORDER BY version LIMIT ?",
        (game_id, after, limit),
    )
    undone = _undone(tx, game_id)
    out = []
    for r in rows:
        if r["bot"] == UNDO_ROW:
            effects = decode_json(r["effects"])
            texts = say(effects)
            out.append({"version": r["version"], "seat": r["seat"], "bot": False, "action": decode_json(r["action"]),
                        "action_hidden": False, "texts": texts,
                        "effects": [{**e["data"], "text": t} for e, t in zip(effects, texts, strict=True)],
                        "at": r["at"], "undo": True})
            continue
        hidden = bool(r["secret"]) and not (viewer.omniscient or viewer.seat == r["seat"])
        effects = [e for e in decode_json(r["effects"]) if viewer.sees(e.get("visible_to"))]
        texts = say(effects)
        out.append(
            {
                "version": r["version"],
                "seat": r["seat"],
                "bot": bool(r["bot"]),
                "action": None if hidden else decode_json(r["action"]),
                "action_hidden": hidden,
                "texts": texts,
                "effects": [{**e["data"], "text": t} for e, t in zip(effects, texts, strict=True)],
                "at": r["at"],
                **({"undone": True} if r["version"] in undone else {}),
            }
        )
    return out


def dump(tx: Tx) -> list[dict[str, Any]]:
    return tx.all(f"SELECT * FROM {TABLE} ORDER BY game_id, version")


def dump_contexts(tx: Tx) -> list[dict[str, Any]]:
    return tx.all(f"SELECT * FROM {CONTEXT} ORDER BY game_id, version")
