"""Every error is an RFC 9457 problem with a stable code; bad input is 400/413/422, never
500; the OpenAPI schema is generated and served."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from tests.conftest import ADMIN, auth

FAKE = "fake-race"


def problem(r: Any, status: int, code: str) -> dict[str, Any]:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    body = r.json()
    assert body["type"] == code and body["status"] == status
    assert body["title"] and isinstance(body["detail"], str)
    return body


def new_game(client: TestClient[Any], seats: int = 2, **extra: Any) -> tuple[str, list[str]]:
    r = client.post("/games", json={"game": FAKE, "seats": seats, **extra})
    gid = r.json()["id"]
    bots = extra.get("bots", [])
    return gid, [
        client.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] if s not in bots else ""
        for s in range(seats)
    ]


def test_malformed_requests_are_400_or_413(client: TestClient[Any]) -> None:
    json_headers = {"content-type": "application/json"}
    problem(client.post("/games", content=b"{not json", headers=json_headers), 400, "invalid-request")
    problem(client.post("/games", content=b"[1, 2]", headers=json_headers), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE, "seats": 2, "colour": "red"}), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE, "seats": "two"}), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE}), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE, "seats": 2, "bots": {"x": "random"}}), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE, "seats": 2, "bots": {"0": "clever"}}), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE, "seats": 2, "bots": [7]}), 400, "invalid-request")
    huge = {"game": FAKE, "seats": 2, "options": {"x": "y" * 200_000}}
    problem(client.post("/games", json=huge), 413, "payload-too-large")
    body = problem(client.post("/games", json={"game": "chess", "seats": 2}), 400, "invalid-request")
    assert FAKE in body["known"]
    problem(client.post("/games", json={"game": FAKE, "seats": 9}), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE, "seats": 2, "options": {"moves": "many"}}), 400, "invalid-request")
    problem(client.get("/games?limit=0"), 400, "invalid-request")
    problem(client.get("/games?status=sleeping"), 400, "invalid-request")
    problem(client.get("/leaderboard"), 400, "invalid-request")
    problem(client.get("/games?wait_for=999999"), 400, "invalid-request")
    gid, tokens = new_game(client)
    problem(client.post(f"/games/{gid}/seats/0", json={"player": ""}), 400, "invalid-request")
    problem(client.post(f"/games/{gid}/actions", json={"action": [], "expected_version": 3}, headers=auth(tokens[0])), 400, "invalid-request")
    problem(client.post(f"/games/{gid}/actions", json={"action": {"type": "fly"}, "expected_version": 3}, headers=auth(tokens[0])), 400, "invalid-request")
    problem(client.post(f"/games/{gid}/actions", json={"action": {}, "expected_version": -1}, headers=auth(tokens[0])), 400, "invalid-request")
    problem(client.get(f"/games/{gid}/events/stream", headers={"Last-Event-ID": "abc"}), 400, "invalid-request")


def test_access_errors(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client)
    action = {"action": {"type": "add", "n": 1}, "expected_version": 3}
    problem(client.post(f"/games/{gid}/actions", json=action), 401, "unauthorized")
    problem(client.post(f"/games/{gid}/actions", json=action, headers={"Authorization": "Basic abc"}), 401, "unauthorized")
    problem(client.post(f"/games/{gid}/actions", json=action, headers=auth("not-a-token")), 401, "unauthorized")
    # Another seat's token: acting for seat 0 with seat 1's token is forbidden.
    problem(client.post(f"/games/{gid}/actions", json={**action, "seat": 0}, headers=auth(tokens[1])), 403, "forbidden")
    problem(client.post(f"/games/{gid}/actions", json=action, headers=auth(tokens[1])), 403, "not-your-turn")
    problem(client.post(f"/games/{gid}/actions", json=action, headers=auth(ADMIN)), 403, "forbidden")
    problem(client.get(f"/games/{gid}/legal-actions", headers=auth(ADMIN)), 403, "forbidden")
    problem(client.post("/games", json={"game": FAKE, "seats": 2, "seed": "ab"}, headers=auth(tokens[0])), 403, "forbidden")
    problem(client.get(f"/games/{gid}/audit"), 403, "forbidden")
    # A token is valid for its own game only.
    other, _ = new_game(client)
    problem(client.get(f"/games/{other}/state", headers=auth(tokens[0])), 401, "unauthorized")


def test_conflicts_and_rule_errors(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client, options={"moves": 2})
    problem(client.post(f"/games/{gid}/seats/0", json={"player": "late"}), 409, "seat-taken")
    problem(client.post(f"/games/{gid}/seats/5", json={"player": "late"}), 404, "not-found")
    body = problem(
        client.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": 1}, headers=auth(tokens[0])),
        409, "version-conflict",
    )
    assert body["current_version"] == 3
    problem(
        client.post(f"/games/{gid}/actions", json={"action": {"type": "play", "card": 99}, "expected_version": 3}, headers=auth(tokens[0])),
        422, "illegal-action",
    )
    ok = client.post(
        f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": 3},
        headers={**auth(tokens[0]), "Idempotency-Key": "k"},
    )
    assert ok.status_code == 200
    problem(
        client.post(
            f"/games/{gid}/actions", json={"action": {"type": "add", "n": 2}, "expected_version": 3},
            headers={**auth(tokens[0]), "Idempotency-Key": "k"},
        ),
        422, "idempotency-key-reused",
    )
    client.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": 4}, headers=auth(tokens[1]))
    problem(
        client.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": 6}, headers=auth(tokens[0])),
        409, "game-over",
    )
    problem(client.get("/games/00000000-0000-0000-0000-000000000000/state"), 404, "not-found")
    problem(client.get("/games/not-a-uuid/events"), 404, "not-found")
    problem(client.get("/games/00000000-0000-0000-0000-000000000000"), 404, "not-found")
    problem(client.get("/no/such/path"), 404, "not-found")
    problem(client.delete(f"/games/{gid}"), 405, "invalid-request")


def test_idempotent_retry_over_http(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client, bots=[1])
    headers = {**auth(tokens[0]), "Idempotency-Key": "move-1"}
    body = {"action": {"type": "add", "n": 2}, "expected_version": 2}
    first = client.post(f"/games/{gid}/actions", json=body, headers=headers).json()
    n = len(client.get(f"/games/{gid}/events").json()["events"])
    again = client.post(f"/games/{gid}/actions", json=body, headers=headers).json()
    assert again["replayed"] is True and first["replayed"] is False
    assert {k: v for k, v in again.items() if k not in ("replayed", "position")} == {
        k: v for k, v in first.items() if k not in ("replayed", "position")
    }
    assert first["bot_actions"] == 1 and first["version"] == 4
    assert len(client.get(f"/games/{gid}/events").json()["events"]) == n


def test_openapi_is_generated_and_served(client: TestClient[Any]) -> None:
    r = client.get("/schema/openapi.json")
    assert r.status_code == 200
    paths = r.json()["paths"]
    for path in (
        "/games", "/games/{game_id}", "/games/{game_id}/seats/{seat}", "/games/{game_id}/state",
        "/games/{game_id}/legal-actions", "/games/{game_id}/actions", "/games/{game_id}/events",
        "/games/{game_id}/events/stream", "/games/{game_id}/timeline", "/games/{game_id}/audit",
        "/players", "/players/me", "/players/me/key", "/players/me/games", "/players/{name}",
        "/players/{name}/disable", "/players/{name}/enable", "/leaderboard", "/health",
    ):
        assert path in paths, path
    params = {p["name"] for p in paths["/games/{game_id}/actions"]["post"]["parameters"]}
    assert "Idempotency-Key" in params
