"""Golden playthroughs: fixed seeds and actions whose state hashes and effects are pinned in
``tests/fixtures/golden/<game>.json``. Replaying them must give the same hashes on every
machine and every build: the cross-machine half of "same seed + same actions = same states,
effects and hashes".

When a rules change alters a game on purpose, rewrite the fixtures and review the diff:

    python -m tests.properties.golden --write
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path
from typing import Any

import core_rs

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "golden"
CHECKPOINT = 50

#: (game, seats, options, seed) of every pinned playthrough.
PLAYTHROUGHS: list[tuple[str, int, dict[str, Any], int]] = [
    ("dominant-species", 2, {}, 1),
    ("dominant-species", 4, {}, 2),
    ("dominant-species", 6, {}, 3),
    ("dominant-species", 3, {"multiple_animals": True, "short_game": True, "random_setup": True}, 4),
    ("evo", 3, {}, 5),
    ("evo", 5, {"hard_variant": True}, 6),
    ("la-isla", 2, {}, 7),
    ("la-isla", 4, {"card_set": "BASIC"}, 8),
]


def play(game: str, seats: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
    """Play a complete game, choosing with Python's seeded generator; record everything."""
    e = core_rs.Engine.create(game, seats, json.dumps(options), seed)
    rng = random.Random(seed)
    actions: list[list[Any]] = []
    checkpoints = {"0": e.state_hash()}
    digest = hashlib.sha256()
    while (p := e.pending()) is not None:
        seat = p[0][rng.randrange(len(p[0]))]
        legal = json.loads(e.legal_actions(seat))
        action = legal[rng.randrange(len(legal))]
        digest.update(e.apply(seat, json.dumps(action, sort_keys=True)).encode())
        actions.append([seat, action])
        if len(actions) % CHECKPOINT == 0:
            checkpoints[str(len(actions))] = e.state_hash()
    return {
        "game": game,
        "seats": seats,
        "options": options,
        "seed": seed,
        "actions": actions,
        "checkpoints": checkpoints,
        "final_hash": e.state_hash(),
        "effects_sha256": digest.hexdigest(),
        "outcome": json.loads(e.outcome() or "null"),
    }


def replay(record: dict[str, Any]) -> dict[str, Any]:
    """Replay a recorded playthrough's actions; the same shape as ``play``'s result."""
    e = core_rs.Engine.create(record["game"], record["seats"], json.dumps(record["options"]), record["seed"])
    checkpoints = {"0": e.state_hash()}
    digest = hashlib.sha256()
    for i, (seat, action) in enumerate(record["actions"], start=1):
        digest.update(e.apply(seat, json.dumps(action, sort_keys=True)).encode())
        if i % CHECKPOINT == 0:
            checkpoints[str(i)] = e.state_hash()
    return {
        **record,
        "checkpoints": checkpoints,
        "final_hash": e.state_hash(),
        "effects_sha256": digest.hexdigest(),
        "outcome": json.loads(e.outcome() or "null"),
    }


def fixture_path(game: str) -> Path:
    return FIXTURES / f"{game}.json"


def write() -> None:
    FIXTURES.mkdir(parents=True, exist_ok=True)
    by_game: dict[str, list[dict[str, Any]]] = {}
    for game, seats, options, seed in PLAYTHROUGHS:
        by_game.setdefault(game, []).append(play(game, seats, options, seed))
    for game, records in by_game.items():
        fixture_path(game).write_text(json.dumps(records, separators=(",", ":"), sort_keys=True) + "\n")
        print(f"{fixture_path(game)}: {len(records)} playthroughs, {sum(len(r['actions']) for r in records)} actions")


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--write", action="store_true", help="rewrite the fixtures from the current engines")
    if p.parse_args().write:
        write()
