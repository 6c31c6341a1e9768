"""The seat read model: resignations, time-outs, replacements, token changes, the seat
rules and abandonment, as they show in the lobby and summary, the timeline and the player
statistics.

* ``arena_seat_events``: one row per seat event (never a token or its hash), listed as a
  game's ``seat_events`` in its timeline; the summary counts resignations and time-outs
  from it, and the timeline marks each action that a time-out played.
* ``arena_player_seats``: per counted identity (``projections.players``) and game type,
  finished games in which the player resigned (each also counted as a loss in ``arena_player_stats``) and decisions of theirs
  that timed out.
* The games row (``projections.games``) follows the seats: a resigned seat or a seat handed
  to a bot is bot-played, a seat handed to a player shows the player, and an abandoned game
  has the status ``abandoned`` and no open seat.
"""

from __future__ import annotations

from typing import Any

from arena_events import (
    GAME_ABANDONED,
    GAME_CONFIGURED,
    SEAT_REPLACED,
    SEAT_RESIGNED,
    SEAT_TOKEN_REVOKED,
    SEAT_TOKEN_ROTATED,
    TIMED_OUT,
    canonical_json,
    decode_json,
    topic_of,
)

from . import games
from .words import bot_words
from .sql import Tx

TABLE = "arena_seat_events"
PLAYERS = "arena_player_seats"

DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        game_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        kind TEXT NOT NULL,
        seat INTEGER,
        detail TEXT NOT NULL,
        text TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (game_id, version)
    )""",
    f"""CREATE TABLE IF NOT EXISTS {PLAYERS} (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        resigned INTEGER NOT NULL,
        timeouts INTEGER NOT NULL,
        PRIMARY KEY (player, game)
    )""",
]
#: Every table of this model (``ReadModels.drop_read_models`` drops ``TABLE`` and these).
TABLES = (TABLE, PLAYERS)

#: Event type -> the kind shown in ``seat_events``.
KINDS = {
    GAME_CONFIGURED: "configured",
    SEAT_RESIGNED: "resigned",
    TIMED_OUT: "timed_out",
    SEAT_REPLACED: "replaced",
    SEAT_TOKEN_ROTATED: "token_rotated",
    SEAT_TOKEN_REVOKED: "token_revoked",
    GAME_ABANDONED: "abandoned",
}


def _describe(kind: str, e: Any) -> tuple[int | None, dict[str, Any], str]:
    """(seat, public facts, words) of one seat event. Token hashes are left out."""
    if kind == "configured":
        clock = [f"{e.turn_seconds} s per decision"] if e.turn_seconds else []
        clock += [f"{e.game_seconds} s per seat for the game"] if e.game_seconds else []
        words = f"Fallback bot: {e.fallback_bot}" + (f"; clock: {', '.join(clock)}" if clock else "")
        return None, {"fallback_bot": e.fallback_bot, "turn_seconds": e.turn_seconds, "game_seconds": e.game_seconds}, words
    if kind == "resigned":
        return e.seat, {"bot": e.bot}, f"Seat {e.seat} resigned; the {bot_words(e.bot)} plays it"
    if kind == "timed_out":
        return e.seat, {"deadline": e.deadline, "bot": e.bot}, (
            f"Seat {e.seat} missed its deadline {e.deadline}; the {bot_words(e.bot)} took its decision"
        )
    if kind == "replaced":
        who = f"player {e.player}" if e.player is not None else f"the {bot_words(e.bot)}"
        return e.seat, {"player": e.player, "bot": e.bot}, f"Seat {e.seat} was handed to {who}"
    if kind == "token_rotated":
        return e.seat, {"by": e.by}, f"Seat {e.seat}'s token was replaced by a new one ({'admin' if e.by == 'admin' else 'by the seat'})"
    if kind == "token_revoked":
        return e.seat, {}, f"Seat {e.seat}'s token was revoked"
    return None, {"reason": e.reason, "by": e.by, "seed": e.seed}, f"The game was abandoned ({e.by}): {e.reason}"


def seat_event(tx: Tx, e: Any) -> None:
    """Record one seat event and bring the games row up to date."""
    kind = KINDS[topic_of(e)]
    seat, detail, text = _describe(kind, e)
    gid = str(e.originator_id)
    at = e.timestamp.isoformat()
    tx.execute(
        f"INSERT INTO {TABLE} (game_id, version, kind, seat, detail, text, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (gid, e.originator_version, kind, seat, canonical_json(detail), text, at),
    )
    row = tx.one(f"SELECT * FROM {games.TABLE} WHERE game_id = ?", (gid,))
    if row is None:
        raise LookupError(f"read model has no game {gid}: events out of order")
    players, bots = decode_json(row["players"]), decode_json(row["bots"])
    open_seats, status = decode_json(row["open_seats"]), row["status"]
    if kind == "resigned":
        bots[e.seat] = e.bot
    elif kind == "replaced":
        players[e.seat], bots[e.seat] = e.player, e.bot
        open_seats = [s for s in open_seats if s != e.seat]
        if status == "waiting" and not open_seats:
            status = "in_progress"
    elif kind == "abandoned":
        open_seats, status = [], "abandoned"
    tx.execute(
        f"UPDATE {games.TABLE} SET players = ?, bots = ?, open_seats = ?, open_count = ?, status = ?,"
        + (" pending = 'null'," if kind == "abandoned" else "")
        + " version = ?, updated_at = ? WHERE game_id = ?",
        (
            canonical_json(players), canonical_json(bots), canonical_json(open_seats), len(open_seats),
            status, e.originator_version, at, gid,
        ),
    )


def _events(tx: Tx, game_id: str) -> list[dict[str, Any]]:
    return tx.all(f"SELECT * FROM {TABLE} WHERE game_id = ? ORDER BY version", (game_id,))


def resigned_seats(tx: Tx, game_id: str) -> list[int]:
    return [r["seat"] for r in _events(tx, game_id) if r["kind"] == "resigned"]


def game_finished(tx: Tx, e: Any, game_row: dict[str, Any], holders: dict[int, str] | None) -> None:
    """Count, per counted seat's identity (``projections.players.holders``), a resignation
    and the time-outs of the finished game."""
    rows = _events(tx, str(e.originator_id))
    resigned = {r["seat"] for r in rows if r["kind"] == "resigned"}
    timeouts: dict[int, int] = {}
    for r in rows:
        if r["kind"] == "timed_out":
            timeouts[r["seat"]] = timeouts.get(r["seat"], 0) + 1
    for seat in sorted(resigned | set(timeouts)):
        player = (holders or {}).get(seat)
        if player is None:
            continue
        res, tos = (1 if seat in resigned else 0), timeouts.get(seat, 0)
        tx.execute(
            f"INSERT INTO {PLAYERS} (player, game, resigned, timeouts) VALUES (?, ?, ?, ?)"
            f" ON CONFLICT (player, game) DO UPDATE SET resigned = {PLAYERS}.resigned + ?,"
            f" timeouts = {PLAYERS}.timeouts + ?",
            (player, game_row["game"], res, tos, res, tos),
        )


# ---- reads ----


def annotate_games(tx: Tx, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Add ``resigned``, ``timeouts`` and the abandonment to summary rows."""
    for item in items:
        rows = _events(tx, item["id"])
        timeouts = [0] * item["seats"]
        item["resigned"] = []
        for r in rows:
            if r["kind"] == "resigned":
                item["resigned"].append(r["seat"])
            elif r["kind"] == "timed_out":
                timeouts[r["seat"]] += 1
            elif r["kind"] == "abandoned":
                detail = decode_json(r["detail"])
                item["abandoned_reason"], item["abandoned_by"] = detail.get("reason"), detail.get("by")
        item["timeouts"] = timeouts
    return items


def annotate_timeline(tx: Tx, game_id: str, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Mark each action a time-out played (the action right after its ``TimedOut``)."""
    missed = {
        r["version"] + 1: decode_json(r["detail"])["deadline"]
        for r in _events(tx, game_id)
        if r["kind"] == "timed_out"
    }
    for entry in entries:
        deadline = missed.get(entry["version"])
        entry["timed_out"] = deadline is not None
        entry["deadline"] = deadline
    return entries


def events(tx: Tx, game_id: str, after: int, limit: int) -> list[dict[str, Any]]:
    rows = tx.all(
        f"SELECT * FROM {TABLE} WHERE game_id = ? AND version > ? ORDER BY version LIMIT ?", (game_id, after, limit)
    )
    return [
        {
            "version": r["version"], "kind": r["kind"], "seat": r["seat"], "text": r["text"],
            "detail": decode_json(r["detail"]), "at": r["at"],
        }
        for r in rows
    ]


def annotate_stats(tx: Tx, stats: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Add ``resigned`` and ``timeouts`` to player statistics rows."""
    for s in stats:
        row = tx.one(f"SELECT * FROM {PLAYERS} WHERE player = ? AND game = ?", (s["player"], s["game"]))
        s["resigned"] = int(row["resigned"]) if row else 0
        s["timeouts"] = int(row["timeouts"]) if row else 0
    return stats


def dump(tx: Tx) -> list[dict[str, Any]]:
    return tx.all(f"SELECT * FROM {TABLE} ORDER BY game_id, version") + tx.all(
        f"SELECT * FROM {PLAYERS} ORDER BY player, game"
    )
