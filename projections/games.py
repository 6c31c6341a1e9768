"""The lobby, summary and scoreboard read model: one row per game.

The lobby lists games by type and status (``waiting`` while a seat is open,
``in_progress``, ``finished``) with their open seats; the summary and scoreboard of one
game are the same row: round, phase, whose decision is pending, each seat's score, and the
final ranking. Everything comes from the events (``progress``, ``scores`` and ``pending``
are recorded in ``ActionApplied``); no engine runs here.
"""

from __future__ import annotations

from typing import Any

from arena_events import canonical_json, decode_json

from .sql import Tx

TABLE = "arena_games"

DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        game_id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        seats INTEGER NOT NULL,
        status TEXT NOT NULL,
        open_seats TEXT NOT NULL,
        open_count INTEGER NOT NULL,
        players TEXT NOT NULL,
        bots TEXT NOT NULL,
        version INTEGER NOT NULL,
        round INTEGER,
        phase TEXT,
        progress TEXT NOT NULL,
        pending TEXT,
        scores TEXT NOT NULL,
        outcome TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    )""",
    f"CREATE INDEX IF NOT EXISTS {TABLE}_lobby ON {TABLE} (status, game, created_at)",
]

STATUSES = ("waiting", "in_progress", "finished")


def _status(open_count: int, finished: bool) -> str:
    if finished:
        return "finished"
    return "waiting" if open_count else "in_progress"


#: Evo's phases by number: its ``progress.phase`` was recorded as this number before every
#: game's phase became a string (now ``phase_number``, the name being ``phase``). Only Evo
#: ever recorded a numeric phase, so a stored number is read through this table.
LEGACY_EVO_PHASES = {0: "over", 1: "initiative", 2: "climate", 3: "movement", 4: "birth", 5: "survival", 6: "meteor"}


def _round(progress: dict[str, Any]) -> tuple[int | None, str | None]:
    r = progress.get("round")
    p = progress.get("phase")
    if isinstance(p, int) and not isinstance(p, bool):
        p = LEGACY_EVO_PHASES.get(p)
    return (r if isinstance(r, int) and not isinstance(r, bool) else None), (p if isinstance(p, str) else None)


def _progress(progress: dict[str, Any]) -> dict[str, Any]:
    """The progress as the summary shows it: a legacy numeric phase becomes its name
    (the number kept as ``phase_number``, as the engine records it today)."""
    p = progress.get("phase")
    if isinstance(p, int) and not isinstance(p, bool) and p in LEGACY_EVO_PHASES:
        return {**progress, "phase": LEGACY_EVO_PHASES[p], "phase_number": p}
    return progress


def game_created(tx: Tx, e: Any) -> None:
    open_seats = [s for s, bot in enumerate(e.bots) if bot is None]
    rnd, phase = _round(e.progress)
    tx.execute(
        f"INSERT INTO {TABLE} (game_id, game, seats, status, open_seats, open_count, players, bots, version,"
        " round, phase, progress, pending, scores, outcome, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)",
        (
            str(e.originator_id), e.game, e.seats, _status(len(open_seats), False),
            canonical_json(open_seats), len(open_seats), canonical_json([None] * e.seats),
            canonical_json(e.bots), e.originator_version, rnd, phase, canonical_json(_progress(e.progress)),
            canonical_json(e.pending), canonical_json([0] * e.seats),
            e.timestamp.isoformat(), e.timestamp.isoformat(),
        ),
    )


def _row(tx: Tx, game_id: str) -> dict[str, Any]:
    row = tx.one(f"SELECT * FROM {TABLE} WHERE game_id = ?", (game_id,))
    if row is None:
        raise LookupError(f"read model has no game {game_id}: events out of order")
    return row


def seat_claimed(tx: Tx, e: Any) -> None:
    gid = str(e.originator_id)
    row = _row(tx, gid)
    players = decode_json(row["players"])
    players[e.seat] = e.player
    open_seats = [s for s in decode_json(row["open_seats"]) if s != e.seat]
    tx.execute(
        f"UPDATE {TABLE} SET players = ?, open_seats = ?, open_count = ?, status = ?, version = ?, updated_at = ?"
        " WHERE game_id = ?",
        (
            canonical_json(players), canonical_json(open_seats), len(open_seats),
            _status(len(open_seats), row["status"] == "finished"), e.originator_version,
            e.timestamp.isoformat(), gid,
        ),
    )


#: A game's row after an action (``_action_row``'s parameters).
_ACTION_UPDATE = (
    f"UPDATE {TABLE} SET version = ?, round = ?, phase = ?, progress = ?, pending = ?, scores = ?,"
    " updated_at = ? WHERE game_id = ?"
)


def _action_row(e: Any) -> tuple[Any, ...]:
    rnd, phase = _round(e.progress)
    return (
        e.originator_version, rnd, phase, canonical_json(_progress(e.progress)), canonical_json(e.pending),
        canonical_json(e.scores), e.timestamp.isoformat(), str(e.originator_id),
    )


def action_applied(tx: Tx, e: Any) -> None:
    tx.execute(_ACTION_UPDATE, _action_row(e))


def actions_applied(tx: Tx, events: list[Any]) -> None:
    """``action_applied`` of several games' last actions in one ``executemany``."""
    tx.executemany(_ACTION_UPDATE, [_action_row(e) for e in events])


def actions_undone(tx: Tx, e: Any) -> None:
    """An undo: the game's row as it was at the version gone back to (the event records
    its progress, pending decision and scores), at the undo's version."""
    action_applied(tx, e)


def game_finished(tx: Tx, e: Any) -> dict[str, Any]:
    """Record the outcome; returns the row as it was (the seat -> player map for stats)."""
    gid = str(e.originator_id)
    row = _row(tx, gid)
    scores = e.outcome.get("scores", decode_json(row["scores"]))
    tx.execute(
        f"UPDATE {TABLE} SET status = 'finished', outcome = ?, scores = ?, pending = 'null', version = ?,"
        " updated_at = ? WHERE game_id = ?",
        (canonical_json(e.outcome), canonical_json(scores), e.originator_version, e.timestamp.isoformat(), gid),
    )
    return row


def _public(row: dict[str, Any]) -> dict[str, Any]:
    outcome = decode_json(row["outcome"]) if row["outcome"] else None
    return {
        "id": row["game_id"],
        "game": row["game"],
        "seats": row["seats"],
        "status": row["status"],
        "open_seats": decode_json(row["open_seats"]),
        "players": decode_json(row["players"]),
        "bots": decode_json(row["bots"]),
        "version": row["version"],
        "round": row["round"],
        "phase": row["phase"],
        "progress": decode_json(row["progress"]),
        "pending": decode_json(row["pending"]) if row["pending"] else None,
        "scores": decode_json(row["scores"]),
        "ranking": outcome.get("ranking") if outcome else None,
        "winners": outcome.get("winners") if outcome else None,
        "outcome": outcome,
        "created_at": row["created_at"],
        "updated_at": row["updated_at"],
    }


#: The public part of a games row (``projections.players.my_games`` reads it too).
public = _public


def summary(tx: Tx, game_id: str) -> dict[str, Any] | None:
    row = tx.one(f"SELECT * FROM {TABLE} WHERE game_id = ?", (game_id,))
    return None if row is None else _public(row)


def lobby(
    tx: Tx, *, game: str | None, status: str | None, open_only: bool, limit: int, offset: int
) -> tuple[list[dict[str, Any]], int]:
    """Games matching the filters, newest first, and how many match in all."""
    where, params = [], []
    if game is not None:
        where.append("game = ?")
        params.append(game)
    if status is not None:
        where.append("status = ?")
        params.append(status)
    if open_only:
        where.append("open_count > 0 AND status <> 'finished'")
    clause = (" WHERE " + " AND ".join(where)) if where else ""
    total = tx.one(f"SELECT COUNT(*) AS n FROM {TABLE}{clause}", params)
    rows = tx.all(
        f"SELECT * FROM {TABLE}{clause} ORDER BY created_at DESC, game_id LIMIT ? OFFSET ?",
        [*params, limit, offset],
    )
    return [_public(r) for r in rows], int(total["n"]) if total else 0


def dump(tx: Tx) -> list[dict[str, Any]]:
    """Every row (tests compare rebuilds with this)."""
    return tx.all(f"SELECT * FROM {TABLE} ORDER BY game_id")
