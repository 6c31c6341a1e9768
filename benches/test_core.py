"""Core throughput through the binding (issue 8, items 1 and 3).

1. Matching + dominance recomputed for the whole Dominant Species board: Rust through the
   binding (``recompute_derived``) against the pure-Python reference of
   ``tests/differential/ds_reference.py``, on the same mid-game board.
3. A complete random game driven from Rust (``core_rs.random_game``) against the same kind
   of game driven from Python one decision at a time (``legal_count`` + ``apply_legal``, and
   the JSON path ``legal_actions`` + ``apply``): the ratio per decision is the binding's cost.
"""

from __future__ import annotations

import json
import random
import time

import core_rs
import pytest

from tests.differential import ds_reference as ref
from tests.differential.ds_boards import board_from_view

PLAYERS = [4, 6]


def midgame(seats: int, seed: int, decisions: int = 400) -> core_rs.Engine:
    e = core_rs.Engine.create("dominant-species", seats, "null", seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        p = e.pending()
        if p is None:
            break
        seat = p[0][0]
        e.apply_legal(seat, rng.randrange(e.legal_count(seat)))
    return e


def python_dominance(board: dict) -> dict:
    out = {}
    for h in board["tiles"]:
        out[h] = (ref.dominant(board, h), [a for a in ref.ANIMALS if ref.endangered(board, a, h)])
    return out


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="1-dominance-rust")
def test_1_dominance_rust(benchmark, figures, seats: int) -> None:
    e = midgame(seats, 11)
    benchmark(e.recompute_derived, 1)
    figures.put(f"1.rust.{seats}", benchmark.stats.stats.mean)


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="1-dominance-python")
def test_1_dominance_python(benchmark, figures, seats: int) -> None:
    e = midgame(seats, 11)
    board = board_from_view(json.loads(e.view(None, True)))
    result = benchmark(python_dominance, board)
    view = json.loads(e.view(None, True))
    for tile in view["tiles"]:
        h = tuple(tile["hex"])
        assert result[h][0] == tile["dominant"]
    figures.put(f"1.python.{seats}", benchmark.stats.stats.mean)


def rust_driven(game: str, seats: int, seeds: range) -> int:
    return sum(core_rs.random_game(game, seats, s) for s in seeds)


def python_driven(game: str, seats: int, seeds: range) -> int:
    n = 0
    for s in seeds:
        e = core_rs.Engine.create(game, seats, "null", s)
        rng = random.Random(s)
        pending = e.pending
        count = e.legal_count
        apply = e.apply_legal
        while (p := pending()) is not None:
            seat = p[0][0]
            apply(seat, rng.randrange(count(seat)))
            n += 1
    return n


def python_driven_json(game: str, seats: int, seeds: range) -> int:
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


GAMES3 = [("dominant-species", 4), ("dominant-species", 6), ("evo", 4), ("la-isla", 3)]


@pytest.mark.parametrize(("game", "seats"), GAMES3)
def test_3_binding_cost(figures, game: str, seats: int) -> None:
    """Per-decision time of the three drivers over the same seeds (timed in one run)."""
    seeds = range(1, 11)
    results = {}
    for name, fn in (("rust", rust_driven), ("python", python_driven), ("python_json", python_driven_json)):
        fn(game, seats, range(100, 102))  # warm up
        t0 = time.perf_counter()
        decisions = fn(game, seats, seeds)
        results[name] = (time.perf_counter() - t0) / decisions
    assert results["rust"] > 0
    figures.put(f"3.{game}.{seats}", results)
