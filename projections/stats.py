"""The player statistics read model: per player id and game type, games played and won,
total (for the average) and best score; the leaderboard of a game type.

A game counts once it has finished. Bot seats count under the player id ``bot:<kind>``;
seats nobody claimed are not counted.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from arena_events import decode_json

from .sql import Tx

TABLE = "arena_player_stats"

DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        played INTEGER NOT NULL,
        won INTEGER NOT NULL,
        total_score BIGINT NOT NULL,
        best_score BIGINT NOT NULL,
        PRIMARY KEY (player, game)
    )""",
]


def game_finished(tx: Tx, e: Any, game_row: dict[str, Any], resigned: Collection[int] = ()) -> None:
    """Count a finished game for each seated player (``game_row`` from the games model);
    a ``resigned`` seat's game is a loss whatever its bot scored."""
    players = decode_json(game_row["players"])
    bots = decode_json(game_row["bots"])
    scores = e.outcome.get("scores") or decode_json(game_row["scores"])
    winners = set(e.outcome.get("winners") or [])
    for seat in range(game_row["seats"]):
        player = players[seat] if players[seat] is not None else (f"bot:{bots[seat]}" if bots[seat] else None)
        if player is None:
            continue
        score = int(scores[seat]) if seat < len(scores) else 0
        won = 1 if seat in winners and seat not in resigned else 0
        tx.execute(
            f"INSERT INTO {TABLE} (player, game, played, won, total_score, best_score) VALUES (?, ?, 1, ?, ?, ?)"
            f" ON CONFLICT (player, game) DO UPDATE SET played = {TABLE}.played + 1, won = {TABLE}.won + ?,"
            f" total_score = {TABLE}.total_score + ?,"
            f" best_score = CASE WHEN {TABLE}.best_score > ? THEN {TABLE}.best_score ELSE ? END",
            (player, game_row["game"], won, score, score, won, score, score, score),
        )


def _public(r: dict[str, Any]) -> dict[str, Any]:
    played = int(r["played"])
    return {
        "player": r["player"],
        "game": r["game"],
        "played": played,
        "won": int(r["won"]),
        "average_score": (int(r["total_score"]) / played) if played else 0.0,
        "best_score": int(r["best_score"]),
    }


def player(tx: Tx, player_id: str) -> list[dict[str, Any]]:
    return [_public(r) for r in tx.all(f"SELECT * FROM {TABLE} WHERE player = ? ORDER BY game", (player_id,))]


def leaderboard(tx: Tx, game: str, limit: int, offset: int) -> list[dict[str, Any]]:
    rows = tx.all(
        f"SELECT * FROM {TABLE} WHERE game = ?"
        " ORDER BY won DESC, (CAST(total_score AS REAL) / played) DESC, best_score DESC, player LIMIT ? OFFSET ?",
        (game, limit, offset),
    )
    return [_public(r) for r in rows]


def dump(tx: Tx) -> list[dict[str, Any]]:
    return tx.all(f"SELECT * FROM {TABLE} ORDER BY player, game")
