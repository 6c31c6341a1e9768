"""Self-play at CI scale: at least 1,000 complete seeded games across every game,
player count and variant, with random and greedy bots, every action checked by the Rust
harness (``core_rs/src/testing/harness.rs``: invariants and conservation, no negative score, legal
actions non-empty until the end, every listed action accepted, out-of-turn refusals leave the
state unchanged, snapshot -> restore keeps the hash, replay from the seed reaches the same
final hash). The 100,000-game run is ``species-arena selfplay --games 100000 --check-every 0``.
"""

from __future__ import annotations

import os

import pytest

from service.cli import selfplay

TOTAL = int(os.environ.get("SELFPLAY_GAMES", "1000"))


PARTS = 6


def dealt(n: int, part: int) -> list[int]:
    """The combinations (indexes into the plan's ``n``) that ``part`` plays."""
    return [i for i in range(n) if i % PARTS == part]


def test_the_plan_covers_every_game() -> None:
    combos = selfplay.plan(None)
    assert {name for name, _, _ in combos} == {"dominant-species", "evo", "la-isla"}
    # The parts below deal out every combination once, each playing its share: together at
    # least TOTAL games.
    parts = [dealt(len(combos), part) for part in range(PARTS)]
    assert sorted(i for part in parts for i in part) == list(range(len(combos)))
    assert -(-TOTAL // len(combos)) * sum(len(part) for part in parts) >= TOTAL


# The plan's combinations dealt into PARTS parts, so that pytest-xdist can give them to both
# cores (together they play at least TOTAL games: each combination plays its share).
@pytest.mark.timeout(900)  # whole games with every harness check, on a shared machine
@pytest.mark.parametrize("part", range(PARTS))
def test_selfplay_every_game_player_count_and_variant(part: int) -> None:
    combos = selfplay.plan(None)
    per = -(-TOTAL // len(combos))  # ceiling: at least TOTAL games in all
    mine = [(i, combos[i]) for i in dealt(len(combos), part)]
    assert mine
    played = 0
    failures = []
    for i, (name, seats, opts) in mine:
        bots = ",".join(("random", "greedy")[(s + i) % 2] for s in range(seats))
        r = selfplay.run(name, seats, opts, bots, per, 1000 + i * 7919, check_every=1, threads=1)
        played += len(r.report["games"])
        failures += [(name, seats, opts, f["seed"], f["decision"], f["reason"]) for f in r.failures]
        for g in r.report["games"]:
            assert g["decisions"] > 0 and g["outcome"]["winners"], (name, seats, opts, g["seed"])
    assert not failures, failures[:5]
    assert played == per * len(mine)


def test_selfplay_reports_variant_coverage() -> None:
    """Every variant of the rules files is in the plan, in every player count it allows."""
    combos = selfplay.plan(None)
    ds = [(s, o) for n, s, o in combos if n == "dominant-species"]
    assert {s for s, _ in ds} == {2, 3, 4, 5, 6}
    assert (2, {"multiple_animals": True}) in ds and (3, {"multiple_animals": True}) in ds
    assert all(not o.get("multiple_animals") for s, o in ds if s > 3)
    assert (6, {"short_game": True, "random_setup": True}) in ds
    evo = [(s, o) for n, s, o in combos if n == "evo"]
    assert {s for s, _ in evo} == {3, 4, 5} and (4, {"four_player_board": "MA+MB"}) in evo
    assert (5, {"hard_variant": True}) in evo
    li = [(s, o) for n, s, o in combos if n == "la-isla"]
    assert {s for s, _ in li} == {2, 3, 4} and (2, {"card_set": "BASIC"}) in li


def test_the_plan_covers_every_option_the_engine_describes() -> None:
    """The plan is read from the engine's registry: every option that has another value than
    its default is played at each of those values, and nothing the engine refuses is planned."""
    import json

    import core_rs

    combos = selfplay.plan(None)
    for name, lo, hi in core_rs.games_list():
        for spec in json.loads(core_rs.option_specs(name)):
            others = (
                [not spec["default"]]
                if spec["kind"] == "bool"
                else [v for v, _ in spec["choices"] if v != spec["default"]]
            )
            for value in others:
                seats_ok = [s for s in range(lo, hi + 1) if not spec["seats"] or s in spec["seats"]]
                played = [s for n, s, o in combos if n == name and o.get(spec["name"]) == value]
                assert played, (name, spec["name"], value)
                assert set(played) <= set(seats_ok), (name, spec["name"], value, played)
    for name, seats, opts in combos:
        core_rs.Engine.create(name, seats, json.dumps(opts), 7)  # raises if the engine refuses it
