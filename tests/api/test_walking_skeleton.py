"""The walking skeleton over REST: a Dominant Species game created, seated and
planned through the API, stored as events, and read back after a restart."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from service.api.app import create_app
from service.config import Settings
from tests.conftest import auth


def _create_and_seat(client: TestClient[Any], seats: int = 4) -> tuple[str, dict[int, str]]:
    r = client.post("/games", json={"game": "dominant-species", "seats": seats})
    assert r.status_code == 201, r.text
    body = r.json()
    assert body["version"] == 1 and len(body["seed_commitment"]) == 64
    gid = body["id"]
    tokens = {}
    for seat in range(seats):
        r = client.post(f"/games/{gid}/seats/{seat}", json={"player": f"player-{seat}"})
        assert r.status_code == 201, r.text
        assert r.json()["seat"] == seat
        tokens[seat] = r.json()["token"]
    return gid, tokens


def test_planning_over_rest_survives_a_restart(settings: Settings, client: TestClient[Any]) -> None:
    """rules/dominant-species §5.1: every pawn placed in initiative order, following
    legal-actions; then a new application on the same SQLite file gives the same state."""
    gid, tokens = _create_and_seat(client)
    posted: list[tuple[int, dict]] = []
    state = client.get(f"/games/{gid}/state").json()
    assert state["progress"]["round"] == 1 and state["progress"]["phase"] == "planning"
    while state["pending"] is not None and state["pending"]["kind"] == "place_ap":
        seat = state["pending"]["seat"]
        legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()
        assert legal["seat"] == seat and legal["version"] == state["version"]
        assert legal["actions"], "a pending seat always has legal actions"
        action = legal["actions"][len(posted) % len(legal["actions"])]
        r = client.post(
            f"/games/{gid}/actions",
            json={"action": action, "expected_version": state["version"]},
            headers=auth(tokens[seat]),
        )
        assert r.status_code == 200, r.text
        assert r.json()["version"] == state["version"] + 1
        assert r.json()["effects"][0]["type"] == "ap_placed"
        posted.append((seat, action))
        state = client.get(f"/games/{gid}/state").json()
    # 4 players x 5 pawns, every pawn placed (41 spaces are enough).
    assert len(posted) == 20
    assert state["progress"]["phase"] == "execution"
    placed = state["view"]["action_display"]["spaces"]
    posted_spaces = {a["space"] for _, a in posted}
    # §7.1: Execution starts with the Initiative pawn lifted off INI (held for re-placement).
    assert set(placed) == posted_spaces - {"INI"}
    assert all(a["aps"] == 0 for a in state["view"]["animals"])

    # Restart: a fresh application on the same store.
    with TestClient(app=create_app(settings)) as c2:
        state2 = c2.get(f"/games/{gid}/state").json()
        admin = {"Authorization": f"Bearer {settings.admin_token}"}
        assert c2.get(f"/games/{gid}/state", headers=admin).json()["state_hash"] == (
            client.get(f"/games/{gid}/state", headers=admin).json()["state_hash"]
        )
        assert state2["view"] == state["view"]
        assert state2["version"] == state["version"]
        events = c2.get(f"/games/{gid}/events").json()["events"]
    actions = [(e["seat"], e["action"]) for e in events if e["type"] == "ActionApplied"]
    assert actions == posted
    assert [e["version"] for e in events] == list(range(1, len(events) + 1))
    assert events[0]["type"] == "GameCreated" and "seed" not in events[0]


def test_illegal_action_is_a_422_naming_the_rule(client: TestClient[Any]) -> None:
    """rules/dominant-species §5.1 rule 3: an occupied space is refused."""
    gid, tokens = _create_and_seat(client, 3)
    state = client.get(f"/games/{gid}/state").json()
    seat = state["pending"]["seat"]
    r = client.post(
        f"/games/{gid}/actions",
        json={"action": {"type": "place_ap", "space": "DOM-1"}, "expected_version": state["version"]},
        headers=auth(tokens[seat]),
    )
    assert r.status_code == 200
    nxt = r.json()["version"]
    seat2 = client.get(f"/games/{gid}/state").json()["pending"]["seat"]
    r = client.post(
        f"/games/{gid}/actions",
        json={"action": {"type": "place_ap", "space": "DOM-1"}, "expected_version": nxt},
        headers=auth(tokens[seat2]),
    )
    assert r.status_code == 422
    assert r.headers["content-type"].startswith("application/problem+json")
    body = r.json()
    assert body["type"] == "illegal-action" and "§5.1" in body["rule"]
    assert client.get(f"/games/{gid}/state").json()["version"] == nxt


def test_unknown_game_is_404_and_malformed_bodies_are_400(client: TestClient[Any]) -> None:
    assert client.get("/games/00000000-0000-0000-0000-000000000000/state").status_code == 404
    assert client.get("/games/not-a-uuid/state").json()["type"] == "not-found"
    r = client.post("/games", content=b"{not json", headers={"content-type": "application/json"})
    assert r.status_code == 400 and r.json()["type"] == "invalid-request"
    r = client.post("/games", json={"game": "dominant-species", "seats": 4, "colour": "red"})
    assert r.status_code == 400
    r = client.post("/games", json={"game": "chess", "seats": 2})
    assert r.status_code == 400 and r.json()["type"] == "invalid-request"
    r = client.post("/games", json={"game": "dominant-species", "seats": 9})
    assert r.status_code == 400
    r = client.post("/games", json={"game": "dominant-species", "seats": "four"})
    assert r.status_code == 400
    gid, tokens = _create_and_seat(client, 2)
    r = client.post(
        f"/games/{gid}/actions",
        json={"action": {"type": "fly"}, "expected_version": 3},
        headers=auth(tokens[0]),
    )
    assert r.status_code == 400 and r.json()["type"] == "invalid-request"
