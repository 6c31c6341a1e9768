"""Golden playthroughs with undos: fixed seeds, actions and undos whose state hashes are
pinned in ``tests/fixtures/golden/undo.json`` (the undo's counterpart of ``golden.py``).
Each playthrough drives the ``Game`` aggregate: a pending seat acts (a seeded random legal
action), or, now and then, the seat that acted last takes back what the rules of undo let
it. The fixture pins every step and the state hash after it.

Rewrite the fixture only when a rules change alters a game on purpose:

    python -m tests.properties.golden_undo --write
"""

from __future__ import annotations

import argparse
import json
import random
import uuid
from pathlib import Path
from typing import Any

from service.domain import Game
from service.domain.engine import canonical_json

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "golden" / "undo.json"
STEPS = 160

#: (game, seats, seed) of every pinned playthrough.
PLAYTHROUGHS: list[tuple[str, int, int]] = [
    ("dominant-species", 2, 21),
    ("dominant-species", 4, 22),
    ("evo", 3, 23),
    ("la-isla", 2, 24),
    ("la-isla", 4, 25),
]


def new_game(game: str, seats: int, seed: int) -> Game:
    return Game.create(game, seats, {}, [None] * seats, seed, uuid.UUID(int=seed))


def play(game: str, seats: int, seed: int) -> dict[str, Any]:
    """Play ``STEPS`` steps, choosing with Python's seeded generator; record everything."""
    g = new_game(game, seats, seed)
    rng = random.Random(seed)
    steps: list[list[Any]] = []
    last_seat: int | None = None
    for _ in range(STEPS):
        if g.finished:
            break
        if last_seat is not None and rng.random() < 0.25:
            verdict = g.undo_line.judge(last_seat, None, g.version, g.seat_whos())
            if verdict.allowed:
                g.undo(last_seat, verdict.to_version, list(verdict.versions), verdict.decisions)
                steps.append(["undo", last_seat, verdict.to_version, g.engine.state_hash()])
                continue
        pending = g.engine.pending()
        seat = rng.choice(pending.seats)
        action = rng.choice(g.engine.legal_actions(seat))
        g.play(seat, action)
        last_seat = seat
        steps.append(["act", seat, action, g.engine.state_hash()])
    return {"game": game, "seats": seats, "seed": seed, "steps": steps}


def replay(record: dict[str, Any]) -> Game:
    """The recorded steps again, on a new game: raises ``AssertionError`` at the first step
    whose state hash differs, or an undo the rules of undo no longer allow."""
    g = new_game(record["game"], record["seats"], record["seed"])
    for i, step in enumerate(record["steps"]):
        kind, seat = step[0], step[1]
        if kind == "undo":
            verdict = g.undo_line.judge(seat, step[2], g.version, g.seat_whos())
            assert verdict.allowed, f"step {i}: the undo is refused: {verdict.reason_in('en')}"
            g.undo(seat, step[2], list(verdict.versions), verdict.decisions)
        else:
            g.play(seat, canonical_json(step[2]))
        assert g.engine.state_hash() == step[-1], f"{record['game']} seed {record['seed']}: step {i} ({kind}) differs"
    return g


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--write", action="store_true", help="rewrite the fixture")
    args = parser.parse_args()
    records = [play(*p) for p in PLAYTHROUGHS]
    if args.write:
        FIXTURE.write_text(json.dumps(records, indent=1, sort_keys=True) + "\n")
        print(f"wrote {FIXTURE}")
    else:
        for r in records:
            print(r["game"], r["seats"], r["seed"], len(r["steps"]), sum(s[0] == "undo" for s in r["steps"]))


if __name__ == "__main__":
    main()
