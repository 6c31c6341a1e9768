"""Determinism and round-trip properties over every registered game (hypothesis):
same seed + same actions => same states, effects and hashes; snapshot -> restore continues
identically; a refused action changes nothing; views never carry the generator."""

from __future__ import annotations

import json
import random

import core_rs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

GAMES = core_rs.games_list()


def drive(engine: core_rs.Engine, choices: list[int]) -> list[tuple[int, str, str, str]]:
    """Apply one listed action per choice; returns (seat, action, effects, hash) per step."""
    out = []
    for c in choices:
        p = engine.pending()
        if p is None:
            break
        seat = p[0][c % len(p[0])]
        legal = json.loads(engine.legal_actions(seat))
        assert legal, f"pending seat {seat} has no legal action"
        action = json.dumps(legal[c % len(legal)])
        effects = engine.apply(seat, action)
        out.append((seat, action, effects, engine.state_hash()))
    return out


game_and_seats = st.sampled_from(GAMES).flatmap(
    lambda g: st.tuples(st.just(g[0]), st.integers(g[1], g[2]))
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(gs=game_and_seats, seed=st.integers(0, 2**64 - 1), choices=st.lists(st.integers(0, 10_000), max_size=120))
def test_same_seed_same_actions_same_hashes(gs: tuple[str, int], seed: int, choices: list[int]) -> None:
    game, seats = gs
    a = core_rs.Engine.create(game, seats, "null", seed)
    b = core_rs.Engine.create(game, seats, "null", seed)
    assert a.state_hash() == b.state_hash()
    assert drive(a, choices) == drive(b, choices)
    assert a.snapshot() == b.snapshot()


@settings(max_examples=30, deadline=None)
@given(gs=game_and_seats, seed=st.integers(0, 2**64 - 1), cut=st.integers(0, 80), choices=st.lists(st.integers(0, 10_000), min_size=1, max_size=80))
def test_snapshot_restore_continues_identically(gs: tuple[str, int], seed: int, cut: int, choices: list[int]) -> None:
    game, seats = gs
    a = core_rs.Engine.create(game, seats, "null", seed)
    drive(a, choices[:cut])
    b = core_rs.Engine.restore(game, a.snapshot())
    assert b.state_hash() == a.state_hash()
    assert drive(a, choices[cut:]) == drive(b, choices[cut:])


@settings(max_examples=30, deadline=None)
@given(gs=game_and_seats, seed=st.integers(0, 2**64 - 1), choices=st.lists(st.integers(0, 10_000), max_size=60))
def test_refused_actions_change_nothing(gs: tuple[str, int], seed: int, choices: list[int]) -> None:
    game, seats = gs
    e = core_rs.Engine.create(game, seats, "null", seed)
    drive(e, choices)
    p = e.pending()
    if p is None:
        return
    before = e.state_hash()
    bogus = ['{"type": "no_such_action"}', "[]", '{"type": 3}']
    for other in range(seats):
        if other not in p[0]:
            legal = json.loads(e.legal_actions(p[0][0]))
            bogus.append(json.dumps(legal[0]) if legal else "{}")
            with pytest.raises(core_rs.RuleError) as err:
                e.apply(other, bogus[-1])
            assert err.value.args[0] in {"not-your-turn", "illegal-action", "invalid-request"}
    for b in bogus[:3]:
        with pytest.raises(core_rs.RuleError) as err:
            e.apply(p[0][0], b)
        assert err.value.args[0] in {"illegal-action", "invalid-request"}
    assert e.state_hash() == before


def test_different_seeds_differ() -> None:
    for game, lo, _hi in GAMES:
        hashes = {core_rs.Engine.create(game, lo, "null", s).state_hash() for s in range(20)}
        assert len(hashes) == 20, game


def test_views_never_show_the_generator() -> None:
    rng = random.Random(5)
    for game, lo, hi in GAMES:
        for seats in range(lo, hi + 1):
            e = core_rs.Engine.create(game, seats, "null", rng.getrandbits(64))
            drive(e, [rng.randrange(1000) for _ in range(30)])
            for seat in [None, *range(seats)]:
                text = e.view(seat)
                assert '"rng"' not in text and '"state":' not in text.replace('"state_hash"', "")
