"""Games stored in the first format (effects and undos with their English ``text``, before
the engine's words became messages) stay readable and verifiable: three complete games
recorded then (``tests/fixtures/stored_v1``, one per game, each with an undo) are put into
a fresh store as they were exported, and read back in every locale: their stored words
stay as written (English), the timeline's log lines are rendered from the effects' data in
the reader's language, the export is unchanged and the audit verifies them."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from service.app.audit import audit_records
from service.domain.chain import event_from_export
from tests.conftest import ADMIN, services

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "stored_v1"
GAMES = ("dominant-species", "evo", "la-isla")


def _records(game: str) -> list[dict[str, Any]]:
    with gzip.open(FIXTURES / f"{game}.jsonl.gz", "rt", encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def _load(client: TestClient[Any], records: list[dict[str, Any]]) -> int:
    """Write the exported events into the store as they were recorded; the store's position."""
    games = services(client).games
    stored = [games.mapper.to_stored_event(event_from_export(r)) for r in records]
    games.recorder.insert_events(stored)
    return games.position()


@pytest.mark.parametrize("game", GAMES)
def test_a_game_of_the_first_format_is_read_and_verified(client: TestClient[Any], game: str) -> None:
    records = _records(game)
    assert any(r["type"] == "ActionsUndone" and "text" in r for r in records)
    assert all("text" in e for r in records if r["type"] == "ActionApplied" for e in r["effects"])
    gid = records[0]["id"]
    position = _load(client, records)
    games = services(client).games
    # The export is what was exported then: nothing rewritten, nothing lost.
    assert [r.to_dict() for r in games.history(UUID(gid))] == records
    assert audit_records(records)["verified"] is True
    assert client.get(f"/games/{gid}/audit").json()["verified"] is True
    english = [e["text"] for r in records if r["type"] == "ActionApplied" for e in r["effects"]]
    by_version = {r["version"]: [e["text"] for e in r["effects"]] for r in records if r["type"] == "ActionApplied"}
    undo_text = next(r["text"] for r in records if r["type"] == "ActionsUndone")
    logs = {}
    for lang in ("en", "el", "hu", "ru"):
        r = client.get(f"/games/{gid}/events?limit=10000&lang={lang}", headers={"Authorization": f"Bearer {ADMIN}"})
        assert r.status_code == 200 and r.headers["content-language"] == lang
        events = r.json()["events"]
        assert [e["text"] for ev in events if ev["type"] == "ActionApplied" for e in ev["effects"]] == english
        assert [ev["text"] for ev in events if ev["type"] == "ActionsUndone"] == [undo_text]
        t = client.get(f"/games/{gid}/timeline?lang={lang}&limit=1000&wait_for={position}").json()["entries"]
        said = {e["version"]: e["texts"] for e in t if not e.get("undo")}
        assert said and all(said[v] == by_version[v] for v in said), "stored words kept as written"
        assert [e["texts"] for e in t if e.get("undo")] == [[undo_text]]
        lines = [i["text"] for e in t for i in e["log"]]
        assert lines and all(lines)
        logs[lang] = lines
        state = client.get(f"/games/{gid}/state?lang={lang}").json()
        assert state["finished"] is True and state["version"] == len(records)
    for lang in ("el", "hu", "ru"):
        assert logs[lang] != logs["en"], f"the {lang} timeline of an old game is rendered in {lang}"
