"""Search bots over REST: ``{"kind": "search", ...}`` seats, validated and
capped by the server settings, play whole games of every type (in the server's bot worker,
``service.runtime.botworker``) with the same events and audit as the other bots."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.app.bots import bot_kind
from service.config import Settings
from service.app.errors import ServiceError


@pytest.fixture
def http(sqlite_settings: Settings) -> Iterator[TestClient[Any]]:
    with TestClient(app=create_app(sqlite_settings)) as c:
        yield c


@pytest.mark.parametrize(("game", "seats"), [("la-isla", 2), ("evo", 3), ("dominant-species", 2)])
def test_a_search_bot_plays_a_whole_game(http: TestClient[Any], game: str, seats: int) -> None:
    bots: dict[str, Any] = {str(s): "random" for s in range(seats)}
    bots["0"] = {"kind": "search", "iterations": 4}
    r = http.post("/games", json={"game": game, "seats": seats, "bots": bots})
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["bots"][0] == "search:4"
    gid = body["id"]
    # The search bot thinks in the server's bot worker: the game ends soon after.
    deadline = time.monotonic() + 30
    while not http.get(f"/games/{gid}/state").json()["finished"]:
        assert time.monotonic() < deadline, "the bot worker did not finish the game"
        time.sleep(0.02)
    events = http.get(f"/games/{gid}/events?limit=1000").json()["events"]
    assert any(e["type"] == "ActionApplied" and e["bot"] and e["seat"] == 0 for e in events), events[:3]
    # Only a finished game may be audited without the admin token.
    audit = http.get(f"/games/{gid}/audit")
    assert audit.status_code == 200 and audit.json()["verified"] is True, audit.text


def test_search_budgets_are_validated_and_capped(http: TestClient[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPECIES_ARENA_SEARCH_MAX_ITERATIONS", "50")
    monkeypatch.setenv("SPECIES_ARENA_SEARCH_MAX_MS", "100")
    assert bot_kind("search:500") == "search:50"
    assert bot_kind("search:5000ms") == "search:100ms"
    assert bot_kind("search:20:40ms") == "search:20:40ms"
    assert bot_kind("greedy") == "greedy"
    with pytest.raises(ServiceError):
        bot_kind("search:lots")
    r = http.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": {"kind": "search", "ms": 99999}}})
    assert r.status_code == 201, r.text
    assert r.json()["bots"][1] == "search:100ms"
    for bad in [{"kind": "search"}, {"kind": "search", "iterations": 0}, {"kind": "alpha", "iterations": 5},
                {"kind": "search", "iterations": 5, "depth": 3}]:
        r = http.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": bad}})
        assert r.status_code == 400, (bad, r.text)
