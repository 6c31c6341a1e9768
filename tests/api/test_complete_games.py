"""Complete games over the REST API: every game type, and Dominant
Species under every variant combination, played to the end through HTTP — seat 0 claimed by
a client that follows legal-actions, every other seat a server-side bot — then the finished
game's history revealed (seed) and audited."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.config import Settings
from tests.conftest import auth

GAMES: list[tuple[str, int, dict[str, Any]]] = [
    ("dominant-species", 4, {}),
    ("dominant-species", 2, {"short_game": True}),
    ("dominant-species", 5, {"random_setup": True}),
    ("dominant-species", 3, {"multiple_animals": True}),
    ("dominant-species", 2, {"multiple_animals": True, "short_game": True, "random_setup": True}),
    ("dominant-species", 6, {"short_game": True, "random_setup": True}),
    ("evo", 3, {}),
    ("evo", 4, {"hard_variant": True, "four_player_board": "MA+MB"}),
    ("evo", 5, {"starting_ep": 10}),
    ("la-isla", 2, {}),
    ("la-isla", 3, {"card_set": "BASIC"}),
    ("la-isla", 4, {}),
]


@pytest.fixture
def http(sqlite_settings: Settings) -> Iterator[TestClient[Any]]:
    with TestClient(app=create_app(sqlite_settings)) as c:
        yield c


@pytest.mark.parametrize(("game", "seats", "options"), GAMES, ids=lambda v: str(v))
def test_a_complete_game_over_rest(http: TestClient[Any], game: str, seats: int, options: dict[str, Any]) -> None:
    bots = {str(s): ("greedy" if s % 2 else "random") for s in range(1, seats)}
    r = http.post("/games", json={"game": game, "seats": seats, "options": options, "bots": bots})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    commitment = r.json()["seed_commitment"]
    token = http.post(f"/games/{gid}/seats/0", json={"player": "alice"}).json()["token"]
    rng = random.Random(f"{game}{seats}")
    moves = 0
    while True:
        state = http.get(f"/games/{gid}/state", headers=auth(token)).json()
        if state["outcome"] is not None:
            break
        assert state["pending"] is not None
        if 0 not in state["pending"]["seats"]:
            # A long run of bot decisions goes on in the bot worker (over
            # SPECIES_ARENA_INLINE_BOT_MOVES in a row): wait for the next version.
            http.get(f"/games/{gid}/state", params={"wait_for_version": state["version"] + 1, "wait_seconds": 30})
            continue
        legal = http.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()
        assert legal["actions"], "the pending seat has legal actions"
        r = http.post(
            f"/games/{gid}/actions",
            json={"action": rng.choice(legal["actions"]), "expected_version": state["version"]},
            headers=auth(token),
        )
        assert r.status_code == 200, r.text
        moves += 1
        assert moves < 5000, "the game must end"
    outcome = state["outcome"]
    assert sorted(outcome["ranking"]) == list(range(seats)) and outcome["winners"]
    assert len(outcome["scores"]) == seats and min(outcome["scores"]) >= 0
    roles = outcome["detail"]["roles"]
    assert {r["seat"] for r in roles} == set(range(seats))
    events = http.get(f"/games/{gid}/events?limit=10000").json()["events"]
    assert events[-1]["type"] == "GameFinished" and events[0]["seed_commitment"] == commitment
    assert events[-1]["seed"] == events[0]["seed"], "the seed is revealed once the game is over"
    assert any(e["type"] == "ActionApplied" and e["bot"] for e in events)
    audit = http.get(f"/games/{gid}/audit").json()
    assert audit["verified"] is True and audit["first_divergence"] is None, audit
    # Finished: no further action is accepted.
    r = http.post(
        f"/games/{gid}/actions",
        json={"action": {"type": "pass"}, "expected_version": state["version"]},
        headers=auth(token),
    )
    assert r.status_code == 409 and r.json()["type"] == "game-over"
