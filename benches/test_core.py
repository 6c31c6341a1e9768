"""Core throughput through the binding: item 1 for
Dominant Species with 4 and 6 players, item 3 for every game and player count of
``benches.callgrind.COMBOS``.

1. Matching + dominance recomputed for the whole board: Rust through the binding
   (``Engine.recompute_derived(1)``: every hex, from scratch, one call) against the
   pure-Python reference of ``tests/differential/ds_reference.py`` (every tile: the match
   of each occupant, then the dominant animal), on the same board, in the same run. The
   board is a full one from the differential test's generator (``ds_boards.random_board``:
   about 23 tiles, most of them occupied, discs on the corners), restored into the engine;
   boards of random games are nearly empty of cubes by mid-game (random bots lose them),
   which would time little but the call.
3. A complete random game driven from Rust (``core_rs.random_game``) against complete
   random games driven from Python one decision at a time through the index fast path
   (``next_decision`` + ``apply_legal``; also ``pending`` + ``legal_count`` +
   ``apply_legal``) and through the JSON path (``legal_actions`` + ``apply``). The games differ (each driver has its own generator),
   so the figure is the time per decision; Python/Rust is the binding's cost.

Ratios use each benchmark's fastest round (``benches.conftest.best``). Figures are keyed
``GAME.SEATS.WHAT`` (``benches.conftest.key``).
"""

from __future__ import annotations

import json
import random
from typing import Any

import core_rs
import pytest

from benches.callgrind import COMBOS
from benches.conftest import best, key
from tests.differential import ds_boards
from tests.differential import ds_reference as ref

PLAYERS = [4, 6]
GAME = "dominant-species"
#: Games per round of item 3 (the tiny test in tests/ lowers it).
GAMES_PER_ROUND = 10
#: The generated board of item 1 (``ds_boards.random_board``; seed 0: 23 tiles).
BOARD_SEED = 0


def python_dominance(board: dict[str, Any]) -> dict[tuple[int, int], str | None]:
    """The reference: the dominant animal of every tile, matching each occupant."""
    return {h: ref.dominant(board, h) for h in board["tiles"]}


def rust_dominance(e: core_rs.Engine) -> None:
    """The engine: dominance of every hex recomputed from scratch, once."""
    e.recompute_derived(1)


def full_board(seats: int, seed: int = BOARD_SEED) -> tuple[dict[str, Any], core_rs.Engine]:
    """A generated board (the reference's form) and the engine restored from it."""
    board, state = ds_boards.random_board(random.Random(seed), seats)
    return board, core_rs.Engine.restore(GAME, ds_boards.encode(board, state))


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="1-dominance")
def test_1_dominance_rust(benchmark: Any, figures: Any, seats: int) -> None:
    board, e = full_board(seats)
    before = e.state_hash()
    benchmark(rust_dominance, e)
    assert e.state_hash() == before  # a recomputation from scratch changes nothing
    dominant = {tuple(t["hex"]): t["dominant"] for t in json.loads(e.view(None, True))["tiles"]}
    assert dominant == python_dominance(board)
    figures.put(key(GAME, seats, "kernel_rust_s"), best(benchmark))


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="1-dominance")
def test_1_dominance_python(benchmark: Any, figures: Any, seats: int) -> None:
    board, _ = full_board(seats)
    result = benchmark(python_dominance, board)
    assert len(result) == len(board["tiles"])
    benchmark.extra_info["tiles"] = len(board["tiles"])
    benchmark.extra_info["occupied"] = len(board["cubes"])
    figures.put(key(GAME, seats, "kernel_python_s"), best(benchmark))
    figures.put(key(GAME, seats, "kernel_tiles"), len(board["tiles"]))
    figures.put(key(GAME, seats, "kernel_occupied"), len(board["cubes"]))


def rust_driven(seats: int, seeds: range, game: str = GAME) -> int:
    """Complete random games played inside Rust; returns the number of decisions."""
    return sum(core_rs.random_game(game, seats, s) for s in seeds)


def python_driven(seats: int, seeds: range, game: str = GAME) -> int:
    """Complete random games, Python choosing each decision by index: ``next_decision``
    (the pending seat and its number of legal actions) then ``apply_legal``."""
    n = 0
    for s in seeds:
        e = core_rs.Engine.create(game, seats, "null", s)
        randrange = random.Random(s).randrange
        decide = e.next_decision
        apply = e.apply_legal
        while (d := decide()) is not None:
            apply(d[0], randrange(d[1]))
            n += 1
    return n


def python_driven_pending(seats: int, seeds: range, game: str = GAME) -> int:
    """As ``python_driven`` with three calls a decision: ``pending``, ``legal_count``,
    ``apply_legal``."""
    n = 0
    for s in seeds:
        e = core_rs.Engine.create(game, seats, "null", s)
        randrange = random.Random(s).randrange
        pending = e.pending
        count = e.legal_count
        apply = e.apply_legal
        while (p := pending()) is not None:
            seat = p[0][0]
            apply(seat, randrange(count(seat)))
            n += 1
    return n


def python_driven_json(seats: int, seeds: range, game: str = GAME) -> int:
    """Complete random games, Python choosing each decision among the listed JSON actions."""
    n = 0
    for s in seeds:
        e = core_rs.Engine.create(game, seats, "null", s)
        rng = random.Random(s)
        while (p := e.pending()) is not None:
            seat = p[0][0]
            legal = json.loads(e.legal_actions(seat))
            e.apply(seat, json.dumps(legal[rng.randrange(len(legal))]))
            n += 1
    return n


DRIVERS = {
    "rust": rust_driven,
    "python": python_driven,
    "python_pending": python_driven_pending,
    "python_json": python_driven_json,
}


@pytest.mark.parametrize(("game", "seats"), COMBOS, ids=[f"{g}-{n}" for g, n in COMBOS])
@pytest.mark.parametrize("driver", list(DRIVERS))
@pytest.mark.benchmark(group="3-random-game")
def test_3_random_game(benchmark: Any, figures: Any, driver: str, game: str, seats: int) -> None:
    """Seconds per decision of complete random games (the same seeds for every driver)."""
    fn = DRIVERS[driver]
    seeds = range(1, 1 + GAMES_PER_ROUND)
    fn(seats, range(100, 101), game)  # warm up
    rounds = 1 if driver == "python_json" else 5
    decisions = benchmark.pedantic(fn, args=(seats, seeds, game), rounds=rounds, iterations=1)
    assert decisions > 0
    benchmark.extra_info["decisions"] = decisions
    figures.put(key(game, seats, f"game_{driver}_s"), best(benchmark) / decisions)
