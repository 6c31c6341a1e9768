"""``progress`` has the same fields and types in every game: ``round`` an int, ``phase``
a string; the summary shows the phase; Evo histories recorded when its
phase was a number still audit clean."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient

from service.config import Settings
from tests.conftest import ADMIN, auth, new_games, tamper_event


@pytest.mark.parametrize("game", ["dominant-species", "evo", "la-isla"])
def test_progress_round_and_phase_have_one_type_in_every_game(client: TestClient[Any], game: str) -> None:
    seats = next(t["min_seats"] for t in client.get("/game-types").json() if t["name"] == game)
    r = client.post("/games", json={"game": game, "seats": seats, "bots": list(range(1, seats))})
    gid, position = r.json()["id"], r.json()["position"]
    progress = client.get(f"/games/{gid}/state").json()["progress"]
    assert isinstance(progress["round"], int) and not isinstance(progress["round"], bool), progress
    assert isinstance(progress["phase"], str) and progress["phase"], progress
    summary = client.get(f"/games/{gid}?wait_for={position}").json()
    assert summary["round"] == progress["round"] and summary["phase"] == progress["phase"], summary
    for rec in client.get(f"/games/{gid}/events", headers=auth(ADMIN)).json()["events"]:
        if "progress" in rec:
            assert isinstance(rec["progress"]["phase"], str)


def test_an_evo_history_recorded_with_a_numeric_phase_still_audits(sqlite_settings: Settings) -> None:
    app = new_games(sqlite_settings)
    g, _ = app.create_game("evo", 3, {}, {0: "random", 1: "random", 2: "greedy"}, 5, play_bots=False)
    g, n = app.advance_bots(g.id, 60)
    assert n > 0

    def legacy(payload: dict[str, Any]) -> None:
        payload.pop("prev_hash", None)  # recorded before the chain existed, too
        payload.pop("chain_hash", None)
        progress = payload.get("progress")
        if isinstance(progress, dict) and "phase_number" in progress:
            progress["phase"] = progress.pop("phase_number")

    for version in range(1, g.version + 1):
        tamper_event(sqlite_settings, g.id, version, legacy)
    report = new_games(sqlite_settings).audit(g.id, ADMIN)
    assert report.verified is True and report.chain == "unchained", report
    # ...and a wrong legacy number is still caught.
    tamper_event(sqlite_settings, g.id, 3, lambda p: p["progress"].__setitem__("phase", 9) if "progress" in p else None)
    report = new_games(sqlite_settings).audit(g.id, ADMIN)
    assert report.verified is False and report.first_divergence.version == 3, report


def test_the_summary_names_the_phase_of_an_evo_history_recorded_with_a_number(sqlite_settings: Settings) -> None:
    from litestar.testing import TestClient as Client

    from service.api.app import create_app

    app = new_games(sqlite_settings)
    g, _ = app.create_game("evo", 3, {}, {0: "random", 1: "random", 2: "greedy"}, 5, play_bots=False)
    g, n = app.advance_bots(g.id, 40)
    assert n > 0
    phase_now = g.engine.progress()["phase"]
    assert isinstance(phase_now, str) and phase_now != "over"

    def legacy(payload: dict[str, Any]) -> None:
        progress = payload.get("progress")
        if isinstance(progress, dict) and "phase_number" in progress:
            progress["phase"] = progress.pop("phase_number")

    for version in range(1, g.version + 1):
        tamper_event(sqlite_settings, g.id, version, legacy)
    stored = app.history(g.id)[-1].progress
    assert isinstance(stored["phase"], int) and "phase_number" not in stored, stored  # the old format
    with Client(app=create_app(sqlite_settings)) as c:
        summary = c.get(f"/games/{g.id}?wait_for={app.position()}").json()
    assert summary["phase"] == phase_now, summary
    assert summary["progress"]["phase"] == phase_now and summary["progress"]["phase_number"] == stored["phase"]
