"""Seats that come and go over REST, on every backend: the paths of item 6 with
their problem details and OpenAPI entries, the deadline keeper running inside the server
(and after a restart), and what the read models show (lobby, summary, timeline, player
statistics, leaderboard). Time is a ``FakeClock`` given to the server's application."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from litestar.testing import TestClient

from projections import runner
from service.api.app import create_app
from service.app.games import Games
from service.config import Settings
from tests.conftest import ADMIN, auth, new_games
from tests.player_helpers import claim, register
from tests.seat_helpers import FAKE, FakeClock, with_clock

PROBLEM = "application/problem+json"
PATHS = {
    ("post", "/games/{game_id}/seats/{seat}/resign"): "ResignSeat",
    ("post", "/games/{game_id}/seats/{seat}/token"): "RotateSeatToken",
    ("delete", "/games/{game_id}/seats/{seat}/token"): "RevokeSeatToken",
    ("put", "/games/{game_id}/seats/{seat}"): "ReplaceSeat",
    ("post", "/games/{game_id}/abandon"): "AbandonGame",
}


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def server(settings: Settings, clock: FakeClock) -> Iterator[TestClient[Any]]:
    """A server whose application runs on ``clock``; its deadline keeper does not run on
    its own (``clock_poll=0``): tests call ``keeper.sweep()``."""
    games = with_clock(new_games(settings), clock)
    with TestClient(app=create_app(replace(settings, clock_poll=0), games=games)) as c:
        yield c
    games.close()


def keeper(c: TestClient[Any]) -> Any:
    return c.app.state.deadline_keeper


def synced(c: TestClient[Any]) -> None:
    """Wait until the read models have every write (read-your-writes)."""
    c.get(f"/games?wait_for={c.get('/health').json()['position']}")


def new_game(c: TestClient[Any], players: list[str], **body: Any) -> tuple[str, list[str]]:
    """A fake-race game whose seats are claimed by ``players`` (player keys, or guests'
    names); returns its id and the seats' tokens."""
    r = c.post("/games", json={"game": FAKE, "seats": len(players), "options": {"moves": 8}, **body})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    tokens = [claim(c, gid, seat, player)["token"] for seat, player in enumerate(players)]
    return gid, tokens


def move(c: TestClient[Any], gid: str, token: str, n: int = 1) -> Any:
    version = c.get(f"/games/{gid}/state", headers=auth(token)).json()["version"]
    return c.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": n}, "expected_version": version},
                  headers=auth(token))


def problem(r: Any, status: int, code: str) -> dict[str, Any]:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith(PROBLEM)
    body = r.json()
    assert body["type"] == code and body["status"] == status
    return body


def test_every_new_path_is_in_the_openapi_schema(server: TestClient[Any]) -> None:
    schema = server.get("/schema/openapi.json").json()
    for (method, path), operation in PATHS.items():
        assert path in schema["paths"], path
        assert schema["paths"][path][method]["operationId"] == operation
    create = schema["components"]["schemas"]["GameIn"]["properties"]
    assert {"clock", "fallback_bot"} <= set(create)
    state = schema["components"]["schemas"]["StateOut"]["properties"]
    assert {"deadlines", "resigned", "abandoned", "clock"} <= set(state)


def test_every_new_path_answers_with_problem_details(server: TestClient[Any]) -> None:
    c = server
    gid, tokens = new_game(c, ["ann", "bob"])
    base = f"/games/{gid}"
    # 401 without a token, 403 with the wrong one, 404 for no such seat or game.
    problem(c.post(f"{base}/seats/0/resign"), 401, "unauthorized")
    problem(c.post(f"{base}/seats/0/resign", headers=auth(tokens[1])), 403, "forbidden")
    problem(c.post(f"{base}/seats/0/resign", headers=auth(ADMIN)), 403, "forbidden")
    problem(c.post(f"{base}/seats/5/resign", headers=auth(tokens[0])), 404, "not-found")
    problem(c.post(f"{base}/seats/0/token"), 401, "unauthorized")
    problem(c.post(f"{base}/seats/0/token", headers=auth(tokens[1])), 403, "forbidden")
    problem(c.delete(f"{base}/seats/0/token", headers=auth(tokens[0])), 403, "forbidden")
    problem(c.delete(f"{base}/seats/0/token"), 401, "unauthorized")
    problem(c.put(f"{base}/seats/0", json={"player": "cy"}, headers=auth(tokens[0])), 403, "forbidden")
    problem(c.put(f"{base}/seats/0", json={"player": "cy", "bot": "random"}, headers=auth(ADMIN)), 400, "invalid-request")
    problem(c.put(f"{base}/seats/0", json={"bot": "clever"}, headers=auth(ADMIN)), 400, "invalid-request")
    problem(c.put(f"{base}/seats/0", json={"player": "cy", "colour": "red"}, headers=auth(ADMIN)), 400, "invalid-request")
    problem(c.post(f"{base}/abandon", headers=auth(tokens[0])), 403, "forbidden")
    problem(c.post(f"{base}/abandon"), 401, "unauthorized")
    problem(c.post("/games/00000000-0000-0000-0000-000000000000/abandon", headers=auth(ADMIN)), 404, "not-found")
    # 409s: a second resignation, a resigned seat's own move, anything after abandonment.
    assert c.post(f"{base}/seats/1/resign", headers=auth(tokens[1])).status_code == 200
    problem(c.post(f"{base}/seats/1/resign", headers=auth(tokens[1])), 409, "seat-resigned")
    problem(c.put(f"{base}/seats/1", json={"player": "cy"}, headers=auth(ADMIN)), 409, "seat-resigned")
    assert c.post(f"{base}/abandon", headers=auth(ADMIN)).status_code == 200
    problem(c.post(f"{base}/abandon", headers=auth(ADMIN)), 409, "game-over")
    problem(c.post(f"{base}/seats/0/resign", headers=auth(tokens[0])), 409, "game-over")
    problem(move(c, gid, tokens[0]), 409, "game-over")
    # Bad clocks at creation.
    for clock in ({}, {"turn_seconds": 0}, {"turn_seconds": "five"}, {"minutes": 5}):
        r = c.post("/games", json={"game": FAKE, "seats": 2, "clock": clock})
        problem(r, 400, "invalid-request")
    problem(c.post("/games", json={"game": FAKE, "seats": 2, "fallback_bot": "clever"}), 400, "invalid-request")


def test_rotate_over_rest_the_old_token_gets_401(server: TestClient[Any]) -> None:
    c = server
    gid, tokens = new_game(c, ["ann", "bob"])
    ticket = c.post(f"/games/{gid}/stream-ticket", headers=auth(tokens[0])).json()["ticket"]
    assert c.get(f"/games/{gid}/events/stream?ticket={ticket}&follow=false").status_code == 200
    r = c.post(f"/games/{gid}/seats/0/token", headers=auth(tokens[0]))
    assert r.status_code == 200 and r.headers["cache-control"] == "no-store"
    # A stream ticket issued for the old token dies with it.
    problem(c.get(f"/games/{gid}/events/stream?ticket={ticket}&follow=false"), 401, "unauthorized")
    new = r.json()["token"]
    assert r.json()["seat"] == 0 and r.json()["player"] == "guest:ann" and new != tokens[0]
    problem(c.get(f"/games/{gid}/state", headers=auth(tokens[0])), 401, "unauthorized")
    problem(c.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": 3},
                   headers=auth(tokens[0])), 401, "unauthorized")
    problem(c.post(f"/games/{gid}/stream-ticket", headers=auth(tokens[0])), 401, "unauthorized")
    assert move(c, gid, new).status_code == 200
    # Revoked: 401 until the admin hands out a new token for the same player.
    assert c.delete(f"/games/{gid}/seats/0/token", headers=auth(ADMIN)).status_code == 200
    problem(c.get(f"/games/{gid}/state", headers=auth(new)), 401, "unauthorized")
    again = c.post(f"/games/{gid}/seats/0/token", headers=auth(ADMIN)).json()["token"]
    assert c.get(f"/games/{gid}/state", headers=auth(again)).json()["viewer"]["seat"] == 0
    # Replaced: the old token is 401, the new player's works.
    r = c.put(f"/games/{gid}/seats/1", json={"player": "cy"}, headers=auth(ADMIN))
    assert r.status_code == 200 and r.json()["player"] == "guest:cy" and r.json()["token"]
    problem(c.get(f"/games/{gid}/state", headers=auth(tokens[1])), 401, "unauthorized")
    assert move(c, gid, r.json()["token"]).status_code == 200
    # Nothing a reader gets names a token or its hash.
    events = json.dumps(c.get(f"/games/{gid}/events", headers=auth(ADMIN)).json())
    for token in (*tokens, new, again, r.json()["token"]):
        assert token not in events
    assert "token_hash" not in events
    synced(c)
    timeline = json.dumps(c.get(f"/games/{gid}/timeline", headers=auth(ADMIN)).json())
    assert "token_hash" not in timeline and new not in timeline


def test_the_keeper_plays_time_outs_and_the_read_models_show_them(server: TestClient[Any], clock: FakeClock) -> None:
    c = server
    r = c.post("/games", json={"game": FAKE, "seats": 2, "options": {"moves": 4}, "clock": {"turn_seconds": 60},
                               "fallback_bot": "random"})
    assert r.status_code == 201 and r.json()["clock"]["turn_seconds"] == 60 and r.json()["fallback_bot"] == "random"
    gid = r.json()["id"]
    keys = [register(c, "ann"), register(c, "bob")]
    tokens = [claim(c, gid, s, key)["token"] for s, key in enumerate(keys)]
    state = c.get(f"/games/{gid}/state").json()
    seat = state["pending"]["seat"]
    assert state["deadlines"] == [{"seat": seat, "deadline": clock.advance(60).isoformat()}]
    assert keeper(c).sweep() == 1
    events = c.get(f"/games/{gid}/events").json()["events"]
    timed_out = next(e for e in events if e["type"] == "TimedOut")
    assert timed_out["seat"] == seat and timed_out["deadline"] == clock().isoformat() and timed_out["bot"] == "random"
    played = events[events.index(timed_out) + 1]
    assert played["type"] == "ActionApplied" and played["bot"] is True and played["seat"] == seat
    # Too late: the other seat also lets its time run out; then both play on and finish.
    other = 1 - seat
    clock.advance(61)
    problem(move(c, gid, tokens[other]), 409, "deadline-passed")
    assert keeper(c).sweep() == 1
    while not c.get(f"/games/{gid}/state").json()["finished"]:
        st = c.get(f"/games/{gid}/state").json()
        assert move(c, gid, tokens[st["pending"]["seat"]]).status_code == 200
    synced(c)
    summary = c.get(f"/games/{gid}").json()
    assert summary["status"] == "finished" and summary["timeouts"] == [1, 1] and summary["resigned"] == []
    timeline = c.get(f"/games/{gid}/timeline").json()
    marked = [e for e in timeline["entries"] if e["timed_out"]]
    assert [e["version"] for e in marked] == [timed_out["version"] + 1, marked[1]["version"]]
    assert marked[0]["deadline"] == timed_out["deadline"] and all(e["bot"] for e in marked)
    kinds = [e["kind"] for e in timeline["seat_events"]]
    assert kinds == ["configured", "timed_out", "timed_out"]
    stats = {p["player"]: p for p in c.get(f"/leaderboard?game={FAKE}").json()["players"]}
    assert stats["ann"]["timeouts"] == 1 and stats["bob"]["timeouts"] == 1
    assert c.get(f"/games/{gid}/audit").json()["verified"] is True


def test_a_resignation_is_a_loss_in_the_stats_whatever_the_bot_scores(server: TestClient[Any]) -> None:
    c = server
    gid, tokens = new_game(c, [register(c, "ann"), register(c, "bob")])
    assert move(c, gid, tokens[0], 2).status_code == 200
    r = c.post(f"/games/{gid}/seats/0/resign", headers=auth(tokens[0]))
    assert r.status_code == 200 and r.json()["bot"] == "greedy"
    problem(move(c, gid, tokens[0]), 409, "seat-resigned")
    # Bob plays 1s; ann's greedy bot outscores him.
    while not (st := c.get(f"/games/{gid}/state").json())["finished"]:
        assert st["pending"]["seat"] == 1
        assert move(c, gid, tokens[1], 1).status_code == 200
    state = c.get(f"/games/{gid}/state").json()
    assert state["resigned"] == [0] and state["outcome"]["winners"] == [0]
    synced(c)
    summary = c.get(f"/games/{gid}").json()
    assert summary["resigned"] == [0] and summary["bots"] == ["greedy", None] and summary["players"] == ["ann", "bob"]
    ann = c.get("/players/ann").json()["stats"][0]
    assert (ann["played"], ann["won"], ann["resigned"]) == (1, 0, 1)
    bob = c.get("/players/bob").json()["stats"][0]
    assert (bob["played"], bob["won"], bob["resigned"]) == (1, 0, 0)
    # In the ratings too, the resigned seat is last (although its bot scored more).
    assert [p["place"] for p in ann["history"]] == [2] and [p["place"] for p in bob["history"]] == [1]
    assert bob["rating"]["mu"] > 25 > ann["rating"]["mu"]
    lobby = {g["id"]: g for g in c.get("/games").json()["games"]}
    assert lobby[gid]["resigned"] == [0]
    assert c.get(f"/games/{gid}/audit").json()["verified"] is True


def test_abandon_over_rest_lobby_stream_and_audit(server: TestClient[Any]) -> None:
    c = server
    gid, tokens = new_game(c, ["ann", "bob"])
    assert move(c, gid, tokens[0]).status_code == 200
    problem(c.get(f"/games/{gid}/audit"), 403, "forbidden")
    r = c.post(f"/games/{gid}/abandon", headers=auth(ADMIN))
    assert r.status_code == 200
    seed = r.json()["seed"]
    assert c.get(f"/games/{gid}/state").json()["seed"] == seed
    audit = c.get(f"/games/{gid}/audit").json()
    assert audit == {**audit, "verified": True, "abandoned": True, "finished": False, "events": r.json()["version"]}
    synced(c)
    assert {g["id"] for g in c.get("/games?status=abandoned").json()["games"]} == {gid}
    assert gid not in {g["id"] for g in c.get("/games?status=in_progress").json()["games"]}
    summary = c.get(f"/games/{gid}").json()
    assert summary["status"] == "abandoned" and summary["abandoned_by"] == "admin" and summary["pending"] is None
    # The stream of a spectator ends with the abandonment, seed included.
    with c.stream("GET", f"/games/{gid}/events/stream") as s:
        body = "".join(s.iter_text())
    assert body.rstrip().endswith("}") and "event: GameAbandoned" in body and seed in body
    # Nobody may join it any more.
    other, _ = new_game(c, ["ann", "bob"])
    r = c.post("/games", json={"game": FAKE, "seats": 2})
    open_game = r.json()["id"]
    assert c.post(f"/games/{open_game}/abandon", headers=auth(ADMIN)).status_code == 200
    problem(c.post(f"/games/{open_game}/seats/0", json={"player": "late"}), 409, "game-over")
    synced(c)
    assert open_game not in {g["id"] for g in c.get("/games?open=true").json()["games"]}


def test_the_server_enforces_deadlines_by_itself_also_after_a_restart(settings: Settings) -> None:
    """The keeper is a background task of the server: nobody calls it. A deadline that
    passes while no server runs is enforced by the next one."""
    clock = FakeClock()
    first = with_clock(new_games(settings), clock)
    with TestClient(app=create_app(replace(settings, clock_poll=0), games=first)) as c:
        gid, _ = new_game(c, ["ann", "bob"], clock={"turn_seconds": 10})
        deadline = c.get(f"/games/{gid}/state").json()["deadlines"][0]["deadline"]
    first.close()
    clock.advance(3600)
    second = with_clock(new_games(settings), clock)
    try:
        with TestClient(app=create_app(replace(settings, clock_poll=0.02), games=second)) as c:
            for _ in range(500):  # bounded wait for the background task (at most ~10 s)
                events = c.get(f"/games/{gid}/events").json()["events"]
                if any(e["type"] == "TimedOut" for e in events):
                    break
                time.sleep(0.02)
            timed_out = [e for e in events if e["type"] == "TimedOut"]
            assert [e["deadline"] for e in timed_out][:1] == [deadline]
            # Every decision of both seats timed out one after another, each exactly once.
            assert c.get(f"/games/{gid}/state").json()["version"] == events[-1]["version"]
            versions = [e["version"] for e in events]
            assert versions == list(range(1, len(events) + 1))
    finally:
        second.close()


def test_read_models_with_seat_events_rebuild_identically(settings: Settings, clock: FakeClock) -> None:
    games = with_clock(new_games(settings), clock)
    with TestClient(app=create_app(replace(settings, clock_poll=0), games=games)) as c:
        gid, tokens = new_game(c, ["ann", "bob"], clock={"turn_seconds": 5})
        clock.advance(5)
        keeper(c).sweep()
        c.post(f"/games/{gid}/seats/0/token", headers=auth(tokens[0]))
        c.put(f"/games/{gid}/seats/1", json={"bot": "random"}, headers=auth(ADMIN))
        g2, t2 = new_game(c, ["cy", "dee"])
        c.post(f"/games/{g2}/seats/0/resign", headers=auth(t2[0]))
        g3, _ = new_game(c, ["ed", "flo"])
        c.post(f"/games/{g3}/abandon", headers=auth(ADMIN))
        target = c.get("/health").json()["position"]
        synced(c)
        incremental = c.app.state.services.view.dump()
    games.close()
    env = settings.eventsourcing_env()
    assert runner.rebuild(env, Games) == target
    rebuilt = runner.open_view(env).dump()
    assert rebuilt == incremental
    kinds = sorted(r["kind"] for r in rebuilt["arena_seat_events"] if "kind" in r)
    assert kinds == ["abandoned", "configured", "replaced", "resigned", "timed_out", "token_rotated"]
