"""The players read model: who is registered, and who holds which seat for the records.

* ``arena_players``: one row per registered player (``service.domain.players``): id, name,
  folded name, whether the admin disabled it (never a key or its hash).
* ``arena_seat_holders``: per game and seat, the identity its statistics and rating count
  under: a registered player's id (``PlayerSeated``), or ``bot:<kind>`` for a seat that was
  a bot from the creation. A guest's seat (claimed with a bare name) has no row, and a seat
  the admin hands to someone else (``SeatReplaced``) loses its row: such seats count for
  nobody. A resigned seat keeps its row (its game is the player's loss).
* ``arena_same_player``: the games that allow one player several seats (they count in no
  statistics and no rating).

"My games" (``my_games``) reads these with the games rows (``projections.games``).
"""

from __future__ import annotations

from typing import Any

from arena_events import (
    PLAYER_DISABLED,
    PLAYER_ENABLED,
    PLAYER_KEY_ROTATED,
    PLAYER_REGISTERED,
    topic_of,
)

from . import games
from .sql import Tx

TABLE = "arena_players"
HOLDERS = "arena_seat_holders"
SAME = "arena_same_player"
TABLES = (TABLE, HOLDERS, SAME)

DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        player_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        folded TEXT NOT NULL,
        disabled INTEGER NOT NULL,
        registered_at TEXT NOT NULL
    )""",
    f"""CREATE TABLE IF NOT EXISTS {HOLDERS} (
        game_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        holder TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    )""",
    f"CREATE INDEX IF NOT EXISTS {HOLDERS}_holder ON {HOLDERS} (holder, game_id)",
    f"CREATE TABLE IF NOT EXISTS {SAME} (game_id TEXT PRIMARY KEY)",
]


def bot_identity(kind: str) -> str:
    return f"bot:{kind}"


# ---- writes ----


def player_event(tx: Tx, e: Any) -> None:
    """A player was registered, got a new key, was disabled or enabled."""
    topic = topic_of(e)
    pid = str(e.originator_id)
    if topic == PLAYER_REGISTERED:
        tx.execute(
            f"INSERT INTO {TABLE} (player_id, name, folded, disabled, registered_at) VALUES (?, ?, ?, 0, ?)",
            (pid, e.name, e.folded, e.timestamp.isoformat()),
        )
    elif topic in (PLAYER_DISABLED, PLAYER_ENABLED):
        tx.execute(f"UPDATE {TABLE} SET disabled = ? WHERE player_id = ?", (1 if topic == PLAYER_DISABLED else 0, pid))
    elif topic != PLAYER_KEY_ROTATED:  # pragma: no cover - not subscribed
        raise LookupError(f"unknown player event {topic}")


def game_created(tx: Tx, e: Any) -> None:
    """Bot seats from the creation count under ``bot:<kind>``."""
    rows = [(str(e.originator_id), seat, bot_identity(kind)) for seat, kind in enumerate(e.bots) if kind]
    if rows:
        tx.executemany(f"INSERT INTO {HOLDERS} (game_id, seat, holder) VALUES (?, ?, ?)", rows)


def player_seated(tx: Tx, e: Any) -> None:
    tx.execute(
        f"INSERT INTO {HOLDERS} (game_id, seat, holder) VALUES (?, ?, ?)",
        (str(e.originator_id), e.seat, e.player_id),
    )


def same_player_allowed(tx: Tx, e: Any) -> None:
    tx.execute(f"INSERT INTO {SAME} (game_id) VALUES (?)", (str(e.originator_id),))


def seat_replaced(tx: Tx, e: Any) -> None:
    """A seat handed over by the admin counts for nobody any more."""
    tx.execute(f"DELETE FROM {HOLDERS} WHERE game_id = ? AND seat = ?", (str(e.originator_id), e.seat))


def holders(tx: Tx, game_id: str) -> dict[int, str] | None:
    """Seat -> identity of a game's counted seats; None when the game allows one player
    several seats (then no seat counts)."""
    if tx.one(f"SELECT game_id FROM {SAME} WHERE game_id = ?", (game_id,)) is not None:
        return None
    return {int(r["seat"]): r["holder"] for r in tx.all(f"SELECT seat, holder FROM {HOLDERS} WHERE game_id = ?", (game_id,))}


# ---- reads ----


def names(tx: Tx, identities: list[str]) -> dict[str, str]:
    """Identity -> display name (a registered player's name; a bot's identity as it is)."""
    out = {i: i for i in identities if i.startswith("bot:")}
    ids = [i for i in identities if not i.startswith("bot:")]
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        marks = ", ".join("?" for _ in chunk)
        for r in tx.all(f"SELECT player_id, name FROM {TABLE} WHERE player_id IN ({marks})", chunk):
            out[r["player_id"]] = r["name"]
    return out


def by_folded(tx: Tx, folded: str) -> dict[str, Any] | None:
    return tx.one(f"SELECT * FROM {TABLE} WHERE folded = ?", (folded,))


def counted_clause(column: str) -> str:
    """SQL that is true for an identity the records show: a bot kind or a registered
    player (rows that a bare-name claim wrote before players existed are never shown)."""
    return f"(substr({column}, 1, 4) = 'bot:' OR {column} IN (SELECT player_id FROM {TABLE}))"


def my_games(tx: Tx, player: str, status: str | None, mine_only: bool, limit: int, offset: int) -> list[dict[str, Any]]:
    """The player's games (its seats), those where one of its seats decides first, then
    the most recently changed. Each row: the games row's public part, ``seats`` (the
    player's), ``my_turn``."""
    where, params = ["h.holder = ?"], [player]
    if status is not None:
        where.append("g.status = ?")
        params.append(status)
    rows = tx.all(
        f"SELECT g.*, h.seat AS my_seat FROM {HOLDERS} h JOIN {games.TABLE} g ON g.game_id = h.game_id"
        f" WHERE {' AND '.join(where)} ORDER BY g.updated_at DESC, g.game_id, h.seat",
        params,
    )
    by_game: dict[str, dict[str, Any]] = {}
    for r in rows:
        item = by_game.get(r["game_id"])
        if item is None:
            item = by_game[r["game_id"]] = {**games.public(r), "seats_held": []}
        item["seats_held"].append(int(r["my_seat"]))
    items = []
    for item in by_game.values():
        pending = item["pending"] or {}
        deciding = set(pending.get("seats") or []) if item["status"] in ("waiting", "in_progress") else set()
        mine = [s for s in item["seats_held"] if s in deciding]
        item["my_turn"] = bool(mine)
        item["my_seat"] = (mine or item["seats_held"])[0]
        if mine_only and not mine:
            continue
        items.append(item)
    items.sort(key=lambda i: not i["my_turn"])  # stable: most recent first within each part
    return items[offset:offset + limit]


def dump(tx: Tx) -> list[dict[str, Any]]:
    return (
        tx.all(f"SELECT * FROM {TABLE} ORDER BY player_id")
        + tx.all(f"SELECT * FROM {HOLDERS} ORDER BY game_id, seat")
        + tx.all(f"SELECT * FROM {SAME} ORDER BY game_id")
    )

