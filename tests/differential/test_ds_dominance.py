"""Differential test: the Rust engine's matching, endangerment and dominance
against the plainly written reference of ``ds_reference.py`` (rules/dominant-species §2),
on 100,000 generated boards. A difference fails with a minimal reproduction: the board is
shrunk (cubes and discs removed one at a time while the engines still disagree)."""

from __future__ import annotations

import copy
import json
import os
import random

import pytest

from . import ds_boards as gen
from . import ds_reference as ref

BOARDS = int(os.environ.get("DS_DIFFERENTIAL_BOARDS", "100000"))


def disagree(board: dict, state: dict) -> bool:
    return gen.engine_result(gen.encode(board, state)) != gen.reference_result(board)


def shrink(board: dict, state: dict) -> dict:
    """Remove cubes and discs one at a time while the difference persists."""
    b = copy.deepcopy(board)
    changed = True
    while changed:
        changed = False
        for h in list(b["cubes"]):
            for a in list(b["cubes"][h]):
                trial = copy.deepcopy(b)
                del trial["cubes"][h][a]
                if not trial["cubes"][h]:
                    del trial["cubes"][h]
                if disagree(trial, state):
                    b, changed = trial, True
        for c in list(b["elements"]):
            trial = copy.deepcopy(b)
            del trial["elements"][c]
            if disagree(trial, state):
                b, changed = trial, True
    return b


def describe(board: dict) -> str:
    lines = []
    for h, terrain in sorted(board["tiles"].items()):
        cubes = board["cubes"].get(h)
        if cubes:
            els = {e: n for e, n in ref.tile_elements(board, h).items() if n}
            lines.append(f"tile {h} {terrain}: cubes {cubes}, elements {els}")
    for a, d in board["displays"].items():
        lines.append(f"display {a}: { {e: n for e, n in d.items() if n} }")
    return "\n".join(lines)


#: The boards are checked in slices, each its own test with its own seeded generator, so
#: that pytest-xdist spreads them over both cores; together they are exactly BOARDS boards.
SLICES = 8


@pytest.mark.parametrize("part", range(SLICES))
def test_engine_matches_reference_on_generated_boards(part: int) -> None:
    rng = random.Random(20261130 * SLICES + part)
    first, last = BOARDS * part // SLICES, BOARDS * (part + 1) // SLICES
    checked_tiles = 0
    dominant_seen = 0
    for i in range(first, last):
        players = 2 + i % 5
        board, state = gen.random_board(rng, players)
        ours = gen.engine_result(gen.encode(board, state))
        theirs = gen.reference_result(board)
        if ours != theirs:
            small = shrink(board, state)
            diff = {
                h: (gen.engine_result(gen.encode(small, state)).get(h), v)
                for h, v in gen.reference_result(small).items()
                if gen.engine_result(gen.encode(small, state)).get(h) != v
            }
            raise AssertionError(
                f"board {i} (players {players}): engine and reference disagree\n"
                f"minimal reproduction:\n{describe(small)}\n(engine, reference) per tile: {diff}\n"
                f"described state: {gen.encode(small, state)[:2000]}"
            )
        checked_tiles += len(theirs)
        dominant_seen += sum(1 for d, _ in theirs.values() if d is not None)
    # The generator must exercise the interesting cases, not only empty tiles.
    assert checked_tiles > (last - first) * 5
    assert dominant_seen > last - first


def test_a_planted_difference_is_caught_and_shrunk() -> None:
    """The check itself can fail: a reference that ignores ties must be caught."""
    rng = random.Random(7)
    original = ref.dominant

    def no_ties(board: dict, h: tuple) -> str | None:
        best = max(ref.occupants(board, h), key=lambda a: ref.match(board, a, h), default=None)
        return best if best is not None and ref.match(board, best, h) > 0 else None

    found = None
    try:
        ref.dominant = no_ties
        for _ in range(500):
            board, state = gen.random_board(rng, 4)
            if disagree(board, state):
                found = shrink(board, state)
                break
    finally:
        ref.dominant = original
    assert found is not None, "the planted bug was never exposed"
    total_cubes = sum(sum(v.values()) for v in found["cubes"].values())
    assert 2 <= len([a for v in found["cubes"].values() for a in v]) <= 4, describe(found)
    assert total_cubes < 20


def test_views_of_real_games_agree_with_the_reference() -> None:
    """The incrementally maintained dominance of real games equals the reference."""
    import core_rs

    rng = random.Random(3)
    for seed in range(30):
        e = core_rs.Engine.create("dominant-species", 2 + seed % 5, "null", seed)
        for _ in range(rng.randrange(50, 1500)):
            p = e.pending()
            if p is None:
                break
            s = p[0][0]
            e.apply_legal(s, rng.randrange(e.legal_count(s)))
        view = json.loads(e.view(None, True))
        board = gen.board_from_view(view)
        for t in view["tiles"]:
            h = tuple(t["hex"])
            assert t["dominant"] == ref.dominant(board, h), (seed, h)
            assert sorted(t["endangered"]) == sorted(a for a in ref.ANIMALS if ref.endangered(board, a, h))
