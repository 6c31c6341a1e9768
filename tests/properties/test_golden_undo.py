"""The pinned playthroughs with undos (``golden_undo.py``): same steps, same state hashes;
each undo leaves the game exactly as it was at the version it went back to; and the audit
verifies each history."""

from __future__ import annotations

import json
from typing import Any

import pytest

from service.app.audit import audit_records, history_record
from tests.properties.golden_undo import FIXTURE, PLAYTHROUGHS, replay

RECORDS: list[dict[str, Any]] = json.loads(FIXTURE.read_text())


def test_the_fixture_lists_every_playthrough() -> None:
    assert [(r["game"], r["seats"], r["seed"]) for r in RECORDS] == PLAYTHROUGHS


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: f"{r['game']}-{r['seats']}-{r['seed']}")
def test_a_playthrough_with_undos_replays_to_the_same_hashes(record: dict[str, Any]) -> None:
    undos = [s for s in record["steps"] if s[0] == "undo"]
    assert undos, "the playthrough takes something back"
    g = replay(record)
    history = [history_record(e) for e in g._pending_events]  # never saved: every event is here
    hashes: dict[int, str] = {}
    for r in history:
        if r["type"] == "ActionsUndone":
            # The state it leaves is the state at the version it went back to.
            earlier = [v for v in hashes if v <= r["to_version"]]
            if earlier:
                assert r["state_hash"] == hashes[max(earlier)], r["version"]
        if "state_hash" in r:
            hashes[r["version"]] = r["state_hash"]
    report = audit_records(history)
    assert report["verified"], report["first_divergence"]
