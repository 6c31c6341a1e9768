"""The ratings read model: an openskill rating (Weng-Lin, Plackett-Luce, the model's
default parameters) per identity and game type, and its history (one point per rated game).

A finished game (``GameFinished``) is rated among its counted seats
(``projections.players.holders``: registered players' seats and bot seats; a guest's seat,
a seat the admin handed over and every seat of a game that allows one player several are
not counted), from the finishing places:

* the place of a seat is its position in the outcome's ``ranking`` (the game's rules have
  broken its ties), except that the ``winners`` share first place (a shared victory) and
  every resigned seat shares last place behind everyone who did not resign;
* an identity counted in several seats (two ``bot:greedy`` seats of one game) plays in
  the update as each seat's opponent, but its own rating is not changed by that game;
* fewer than two counted seats, or none whose rating may change: the game changes nothing.

An abandoned game has no ``GameFinished`` and changes nothing. Each game is rated as its
``GameFinished`` is processed, in store order, exactly once (the projection's tracking), so
a rebuild computes every rating again to the last bit: each update starts from the stored
doubles of the previous one (``DOUBLE PRECISION`` on both stores).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from typing import Any

from openskill.models import PlackettLuce

from .sql import Tx

TABLE = "arena_ratings"
HISTORY = "arena_rating_history"
TABLES = (TABLE, HISTORY)

DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        ordinal DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (player, game)
    )""",
    f"CREATE INDEX IF NOT EXISTS {TABLE}_board ON {TABLE} (game, ordinal)",
    f"""CREATE TABLE IF NOT EXISTS {HISTORY} (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        n INTEGER NOT NULL,
        game_id TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        ordinal DOUBLE PRECISION NOT NULL,
        place INTEGER NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (player, game, n)
    )""",
]

#: The model every rating uses (its defaults: mu 25, sigma 25/3, beta 25/6, tau 25/300).
MODEL = PlackettLuce()


def places(outcome: dict[str, Any], seats: int, resigned: Collection[int]) -> dict[int, int]:
    """Seat -> finishing place (1 = first; equal places are ties), from the outcome."""
    ranking = [s for s in outcome.get("ranking") or [] if isinstance(s, int) and 0 <= s < seats]
    ranking += [s for s in range(seats) if s not in ranking]
    winners = {s for s in outcome.get("winners") or [] if s not in resigned}
    order = [s for s in ranking if s not in resigned]
    out: dict[int, int] = {}
    place = 0
    for i, s in enumerate(order):
        if not (s in winners and i > 0 and order[i - 1] in winners):
            place = i + 1
        out[s] = place
    last = len(order) + 1
    for s in ranking:
        if s in resigned:
            out[s] = last
    return out


def _current(tx: Tx, player: str, game: str) -> dict[str, Any] | None:
    return tx.one(f"SELECT * FROM {TABLE} WHERE player = ? AND game = ?", (player, game))


def game_finished(tx: Tx, e: Any, game_row: dict[str, Any], holders: dict[int, str] | None,
                  resigned: Collection[int]) -> None:
    """Rate one finished game (see the module's description)."""
    if not holders or len(holders) < 2:
        return
    game = game_row["game"]
    seat_places = places(e.outcome, int(game_row["seats"]), resigned)
    seats = sorted(holders)
    counts = Counter(holders.values())
    if not any(counts[holders[s]] == 1 for s in seats):
        return
    priors = {}
    for ident in counts:
        row = _current(tx, ident, game)
        priors[ident] = (
            MODEL.rating(mu=float(row["mu"]), sigma=float(row["sigma"])) if row else MODEL.rating(),
            int(row["games"]) if row else 0,
        )
    teams = [[MODEL.rating(mu=priors[holders[s]][0].mu, sigma=priors[holders[s]][0].sigma)] for s in seats]
    ranks: list[float] = [float(seat_places[s]) for s in seats]
    rated = MODEL.rate(teams, ranks=ranks)
    # The place among the counted seats (1 = first), as the history shows it.
    distinct = sorted(set(ranks))
    gid, at = str(e.originator_id), e.timestamp.isoformat()
    for s, team in zip(seats, rated, strict=True):
        ident = holders[s]
        if counts[ident] != 1:
            continue
        new = team[0]
        n = priors[ident][1] + 1
        ordinal = new.ordinal()
        tx.execute(
            f"INSERT INTO {TABLE} (player, game, mu, sigma, ordinal, games) VALUES (?, ?, ?, ?, ?, ?)"
            f" ON CONFLICT (player, game) DO UPDATE SET mu = ?, sigma = ?, ordinal = ?, games = ?",
            (ident, game, new.mu, new.sigma, ordinal, n, new.mu, new.sigma, ordinal, n),
        )
        tx.execute(
            f"INSERT INTO {HISTORY} (player, game, n, game_id, mu, sigma, ordinal, place, at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (ident, game, n, gid, new.mu, new.sigma, ordinal, distinct.index(float(seat_places[s])) + 1, at),
        )


# ---- reads ----


def _rating(r: dict[str, Any]) -> dict[str, Any]:
    return {"mu": float(r["mu"]), "sigma": float(r["sigma"]), "rating": float(r["ordinal"]), "games": int(r["games"])}


def ratings(tx: Tx, player: str) -> dict[str, dict[str, Any]]:
    """Game type -> the identity's rating."""
    return {r["game"]: _rating(r) for r in tx.all(f"SELECT * FROM {TABLE} WHERE player = ?", (player,))}


def history(tx: Tx, player: str, game: str, last: int | None = None) -> list[dict[str, Any]]:
    """The identity's rating points of one game type, oldest first (the ``last`` ones)."""
    if last is None:
        rows = tx.all(f"SELECT * FROM {HISTORY} WHERE player = ? AND game = ? ORDER BY n", (player, game))
    else:
        rows = tx.all(
            f"SELECT * FROM {HISTORY} WHERE player = ? AND game = ? ORDER BY n DESC LIMIT ?", (player, game, last)
        )[::-1]
    return [
        {"game_id": r["game_id"], "n": int(r["n"]), "mu": float(r["mu"]), "sigma": float(r["sigma"]),
         "rating": float(r["ordinal"]), "place": int(r["place"]), "at": r["at"]}
        for r in rows
    ]


def dump(tx: Tx) -> list[dict[str, Any]]:
    return tx.all(f"SELECT * FROM {TABLE} ORDER BY player, game") + tx.all(
        f"SELECT * FROM {HISTORY} ORDER BY player, game, n"
    )
