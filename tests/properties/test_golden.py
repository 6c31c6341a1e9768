"""Golden playthroughs replay to the pinned hashes and effects (see tests/properties/golden.py)."""

from __future__ import annotations

import json

import pytest

from tests.properties import golden


def records() -> list[dict]:
    out = []
    for game in sorted({g for g, _, _, _ in golden.PLAYTHROUGHS}):
        out += json.loads(golden.fixture_path(game).read_text())
    return out


@pytest.mark.parametrize("record", records(), ids=lambda r: f"{r['game']}-{r['seats']}-{r['seed']}")
def test_golden_playthrough_replays_identically(record: dict) -> None:
    assert record["outcome"] is not None, "a golden playthrough is a complete game"
    again = golden.replay(record)
    assert again["checkpoints"] == record["checkpoints"]
    assert again["final_hash"] == record["final_hash"]
    assert again["effects_sha256"] == record["effects_sha256"]
    assert again["outcome"] == record["outcome"]


def test_every_playthrough_is_pinned() -> None:
    pinned = {(r["game"], r["seats"], r["seed"]) for r in records()}
    assert pinned == {(g, s, seed) for g, s, _, seed in golden.PLAYTHROUGHS}
