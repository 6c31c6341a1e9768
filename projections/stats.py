"""The player statistics read model: per identity and game type, games played and won,
total (for the average) and best score.

A game counts once it has finished, for the identity of each counted seat
(``projections.players.holders``): a registered player's id, or ``bot:<kind>`` for a seat
that was a bot from the creation. A guest's seat (claimed with a bare name), a seat the
admin handed over, and every seat of a game that allows one player several count for
nobody: statistics cannot be written by claiming a name.
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


def game_finished(tx: Tx, e: Any, game_row: dict[str, Any], holders: dict[int, str] | None,
                  resigned: Collection[int] = ()) -> None:
    """Count a finished game for each counted seat's identity (``holders``; ``game_row``
    from the games model); a ``resigned`` seat's game is a loss whatever its bot scored."""
    scores = e.outcome.get("scores") or decode_json(game_row["scores"])
    winners = set(e.outcome.get("winners") or [])
    for seat, player in sorted((holders or {}).items()):
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


def leaderboard(tx: Tx, game: str, limit: int, offset: int, ratings_table: str, shown: str) -> list[dict[str, Any]]:
    """The identities of a game type by display rating (rated ones first), then rated
    games, games won, average score; ``shown``: SQL that keeps only identities the records
    show (``projections.players.counted_clause`` of ``s.player``)."""
    rows = tx.all(
        f"SELECT s.* FROM {TABLE} s LEFT JOIN {ratings_table} r ON r.player = s.player AND r.game = s.game"
        f" WHERE s.game = ? AND {shown}"
        " ORDER BY (CASE WHEN r.ordinal IS NULL THEN 1 ELSE 0 END), r.ordinal DESC, r.games DESC,"
        " s.won DESC, (CAST(s.total_score AS REAL) / s.played) DESC, s.player LIMIT ? OFFSET ?",
        (game, limit, offset),
    )
    return [_public(r) for r in rows]


def dump(tx: Tx) -> list[dict[str, Any]]:
    return tx.all(f"SELECT * FROM {TABLE} ORDER BY player, game")
