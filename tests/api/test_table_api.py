"""The REST side of the browser table: game types described for a form, legal
actions in words, prompts, the state at a past version (time travel) redacted like the
history, stream tickets for EventSource, and the pages."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import random
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.config import MIN_TICKET_SECRET, Settings
from service.app.tickets import Tickets
from tests.conftest import ADMIN, auth, make_settings, services

FAKE = "fake-race"
ROOT = Path(__file__).resolve().parents[2]


def problem(r: Any, status: int, code: str) -> dict[str, Any]:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    body = r.json()
    assert body["type"] == code and body["status"] == status and body["detail"]
    return body


def new_game(client: TestClient[Any], game: str = FAKE, seats: int = 2, **extra: Any) -> tuple[str, list[str]]:
    r = client.post("/games", json={"game": game, "seats": seats, **extra}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    tokens = [client.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(seats)]
    return gid, tokens


def play(client: TestClient[Any], gid: str, tokens: list[str], moves: int, pick: Any = None) -> None:
    """``moves`` actions through the API, each by a pending seat (``pick(actions)`` chooses)."""
    for i in range(moves):
        st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["pending"] is None:
            return
        seat = st["pending"]["seat"]
        actions = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"]
        action = pick(actions) if pick else actions[i % len(actions)]
        r = client.post(
            f"/games/{gid}/actions", json={"action": action, "expected_version": st["version"]}, headers=auth(tokens[seat])
        )
        assert r.status_code == 200, r.text


# ---- game types ----


def test_game_types_describe_titles_options_and_bots(client: TestClient[Any]) -> None:
    import core_rs

    types = {t["name"]: t for t in client.get("/game-types").json()}
    assert {"dominant-species", "evo", "la-isla", FAKE} <= set(types)
    assert types["dominant-species"]["title"] == "Dominant Species"
    assert types["la-isla"]["title"] == "La Isla" and types["evo"]["title"] == "Evo"
    for name, lo, hi in core_rs.games_list():
        t = types[name]
        assert (t["min_seats"], t["max_seats"]) == (lo, hi)
        assert t["bots"] == ["random", "greedy", "search"]
        # The engine's own option descriptions, one for one.
        specs = json.loads(core_rs.option_specs(name))
        assert [o["name"] for o in t["options"]] == [o["name"] for o in specs]
        for served, spec in zip(t["options"], specs, strict=True):
            assert {k: served[k] for k in spec} == json.loads(json.dumps(spec))
    fake = types[FAKE]
    assert fake["title"] == "Fake Race"
    moves, secret = fake["options"]
    assert (moves["name"], moves["kind"], moves["default"], moves["min"], moves["max"]) == ("moves", "int", 6, 1, 20)
    assert (secret["name"], secret["kind"], secret["default"], secret["min"]) == ("secret_actions", "bool", False, None)
    # Every option the game type describes is accepted by POST /games.
    r = client.post("/games", json={"game": FAKE, "seats": 2, "options": {"moves": 3, "secret_actions": True}})
    assert r.status_code == 201, r.text


# ---- legal actions in words, prompts ----


def test_legal_actions_carry_choices_and_the_prompt(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client, options={"moves": 6})
    play(client, gid, tokens, 2)  # seat 0 and seat 1 have each drawn a card
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0])).json()
    assert legal["seat"] == 0 and legal["version"] == client.get(f"/games/{gid}/state").json()["version"]
    assert len(legal["choices"]) == len(legal["actions"]) >= 3
    for i, (choice, action) in enumerate(zip(legal["choices"], legal["actions"], strict=True)):
        assert choice["index"] == i and choice["action"] == action
        if action["type"] == "add":
            assert choice["label"] == f"Add {action['n']} and draw a card"
            assert choice["targets"] == [{"kind": "track", "id": "0"}]
        else:
            assert choice["label"] == f"Play card {action['card']}"
            assert choice["targets"] == [{"kind": "card", "id": str(action["card"])}]
    assert legal["prompt"] == "Seat 0: add points or play a card (4 moves left in the game)"
    # Not seat 1's decision: nothing to choose, no prompt.
    other = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[1])).json()
    assert other["actions"] == other["choices"] == [] and other["prompt"] is None
    # The state carries the same prompt, for the pending seat only.
    assert client.get(f"/games/{gid}/state", headers=auth(tokens[0])).json()["prompt"] == legal["prompt"]
    assert client.get(f"/games/{gid}/state", headers=auth(tokens[1])).json()["prompt"] is None
    assert client.get(f"/games/{gid}/state").json()["prompt"] is None
    assert client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()["prompt"] is None
    # A choice is played exactly as listed.
    add2 = next(c for c in legal["choices"] if c["action"] == {"type": "add", "n": 2})
    r = client.post(
        f"/games/{gid}/actions", json={"action": add2["action"], "expected_version": legal["version"]}, headers=auth(tokens[0])
    )
    assert r.status_code == 200 and r.json()["effects"][0] == {"type": "scored", "seat": 0, "points": 2, "text": "Seat 0 scores 2"}


@pytest.mark.parametrize("game", ["dominant-species", "evo", "la-isla"])
def test_choices_follow_the_engines_legal_actions(client: TestClient[Any], game: str) -> None:
    import core_rs

    lo = next(lo for n, lo, _ in core_rs.games_list() if n == game)
    gid, tokens = new_game(client, game, lo, seed="c0ffee")
    st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    seat = st["pending"]["seat"]
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()
    from service.app.gamelog import place_names

    g = services(client).games.load(UUID(gid))
    engine = g.engine
    named = place_names(g)  # the board's names for places (service/app/gamelog)
    assert legal["actions"] == engine.legal_actions(seat)
    labeled = [{**c, "label": named(c["label"])} for c in engine.legal_actions_labeled(seat)]
    assert [{k: c[k] for k in ("action", "label", "targets")} for c in legal["choices"]] == labeled
    assert legal["prompt"] == named(engine.prompt(seat))
    assert client.get(f"/games/{gid}/state", headers=auth(tokens[seat])).json()["prompt"] == named(engine.prompt(seat))


# ---- time travel ----


def test_state_at_a_past_version(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client, options={"moves": 12})
    live: dict[int, dict[str, Any]] = {}  # version -> {viewer: state} as served live
    for _ in range(8):
        v = client.get(f"/games/{gid}/state").json()["version"]
        live[v] = {
            "spectator": client.get(f"/games/{gid}/state").json(),
            "seat0": client.get(f"/games/{gid}/state", headers=auth(tokens[0])).json(),
            "seat1": client.get(f"/games/{gid}/state", headers=auth(tokens[1])).json(),
            "admin": client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json(),
        }
        play(client, gid, tokens, 1)
    latest = client.get(f"/games/{gid}/state").json()["version"]
    admin_events = {e["version"]: e for e in client.get(f"/games/{gid}/events", headers=auth(ADMIN)).json()["events"]}
    for v, then in live.items():
        for who, headers in (("spectator", {}), ("seat0", auth(tokens[0])), ("seat1", auth(tokens[1])), ("admin", auth(ADMIN))):
            past = client.get(f"/games/{gid}/state?version={v}", headers=headers).json()
            assert past["version"] == v and past["latest_version"] == latest
            # Unfinished: the past is exactly what this viewer was shown then.
            assert {k: x for k, x in past.items() if k != "latest_version"} == {
                k: x for k, x in then[who].items() if k != "latest_version"
            }, (who, v)
            if who != "admin":
                assert past["seed"] is None and past["state_hash"] is None
        assert admin_events[v].get("state_hash", then["admin"]["state_hash"]) == then["admin"]["state_hash"]
    # A seat's own past hand, nobody else's.
    v = max(live)
    assert set(client.get(f"/games/{gid}/state?version={v}", headers=auth(tokens[0])).json()["view"]["hands"]) == {"0"}
    assert "hands" not in client.get(f"/games/{gid}/state?version={v}").json()["view"]
    # version = latest is the current state.
    assert client.get(f"/games/{gid}/state?version={latest}").json() == client.get(f"/games/{gid}/state").json()


def test_past_versions_are_served_from_snapshots(tmp_path: Path) -> None:
    """With a snapshot every 3 events, the state at version N replays at most 2 events
    after the snapshot at or before N, and matches the recorded state hash of version N."""
    with TestClient(app=create_app(make_settings("sqlite", tmp_path, snapshot_interval=3))) as client:
        gid, tokens = new_game(client, options={"moves": 12})
        play(client, gid, tokens, 12)
        games = services(client).games
        recorded = {
            e["version"]: e["state_hash"]
            for e in client.get(f"/games/{gid}/events", headers=auth(ADMIN)).json()["events"]
            if e["type"] == "ActionApplied"
        }
        reads: list[tuple[int | None, int | None]] = []
        real_get = games.repository.event_store.get

        def counting_get(*args: Any, **kwargs: Any) -> Any:
            reads.append((kwargs.get("gt"), kwargs.get("lte")))
            return real_get(*args, **kwargs)

        games.repository.event_store.get = counting_get  # type: ignore[method-assign]
        for v, state_hash in sorted(recorded.items())[:-1]:
            reads.clear()
            past = client.get(f"/games/{gid}/state?version={v}", headers=auth(ADMIN)).json()
            assert past["state_hash"] == state_hash and past["version"] == v
            replays = [(gt, lte) for gt, lte in reads if lte == v]
            assert replays == [(v - v % 3, v)], (v, reads)  # from the snapshot at or before v
            # A second read of the same version comes from memory.
            reads.clear()
            assert client.get(f"/games/{gid}/state?version={v}", headers=auth(ADMIN)).json() == past
            assert [r for r in reads if r[1] == v] == []


def test_past_versions_out_of_range_are_problems(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client)
    play(client, gid, tokens, 2)
    latest = client.get(f"/games/{gid}/state").json()["version"]
    body = problem(client.get(f"/games/{gid}/state?version={latest + 1}"), 400, "invalid-request")
    assert body["latest_version"] == latest
    for bad in ("0", "-1", "abc", "1.5", "", str(2**40)):
        problem(client.get(f"/games/{gid}/state?version={bad}"), 400, "invalid-request")
    problem(client.get(f"/games/{UUID(int=1)}/state?version=1"), 404, "not-found")
    problem(client.get(f"/games/{gid}/state?version=1", headers=auth("forged")), 401, "unauthorized")
    assert client.get(f"/games/{gid}/state?version=1").json()["version"] == 1


def _all_strings(value: Any) -> set[str]:
    text = json.dumps(value)
    return set(re.findall(r'"([^"]*)"', text))


def test_la_isla_past_hands_are_redacted_like_the_history(client: TestClient[Any]) -> None:
    """rules/la-isla: cards are assigned face down (seat 0's assignment is hidden from the
    others until revealed). At a version before the reveal, seat 0 sees its own hand and
    assignment of then, seat 1 and a spectator see neither, even after the reveal made the
    card public; once the game has ended everyone sees every past hand."""
    gid, tokens = new_game(client, "la-isla", 2, seed="1a15")
    games = services(client).games
    st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    assert st["pending"]["kind"] == "assign_cards" and set(st["pending"]["seats"]) == {0, 1}
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0])).json()
    first = legal["actions"][0]
    card = first["card"]
    r = client.post(f"/games/{gid}/actions", json={"action": first, "expected_version": st["version"]}, headers=auth(tokens[0]))
    assert r.status_code == 200, r.text
    old = r.json()["version"]
    then = {
        s: client.get(f"/games/{gid}/state", headers=auth(tokens[s])).json() for s in (0, 1)
    }
    hand0_then = then[0]["view"]["players"][0]["hand"]
    hand1_then = then[1]["view"]["players"][1]["hand"]
    assert hand0_then and hand1_then and card not in json.dumps(then[1]["view"])

    # Play on (assignments, reveal, ...) until the card is public while the game goes on.
    rng = random.Random(5)
    while card not in json.dumps(client.get(f"/games/{gid}/state").json()["view"]):
        st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        assert st["pending"] is not None
        seat = st["pending"]["seat"]
        games.act(UUID(gid), tokens[seat], rng.choice(games.legal_actions(UUID(gid), tokens[seat]).actions), st["version"])
    assert client.get(f"/games/{gid}/state").json()["finished"] is False

    past = {
        "seat0": client.get(f"/games/{gid}/state?version={old}", headers=auth(tokens[0])).json(),
        "seat1": client.get(f"/games/{gid}/state?version={old}", headers=auth(tokens[1])).json(),
        "spectator": client.get(f"/games/{gid}/state?version={old}").json(),
    }
    assert past["seat0"]["view"]["players"][0]["hand"] == hand0_then
    assert card in json.dumps(past["seat0"]["view"])
    assert past["seat1"]["view"]["players"][1]["hand"] == hand1_then
    assert "hand" not in past["seat1"]["view"]["players"][0]
    assert all("hand" not in p for p in past["spectator"]["view"]["players"])
    for who in ("seat1", "spectator"):
        blob = json.dumps(past[who])
        assert card not in blob, f"{who} sees seat 0's later-revealed card at version {old}"
        assert not set(hand0_then) & _all_strings(past[who]["view"]), who
        assert past[who]["seed"] is None and past[who]["state_hash"] is None
    assert not set(hand1_then) & _all_strings(past["spectator"]["view"])

    # To the end: then every past hand is everyone's.
    for _ in range(5000):
        st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["pending"] is None:
            break
        seat = st["pending"]["seat"]
        games.act(UUID(gid), tokens[seat], rng.choice(games.legal_actions(UUID(gid), tokens[seat]).actions), st["version"])
    admin_past = client.get(f"/games/{gid}/state?version={old}", headers=auth(ADMIN)).json()
    assert client.get(f"/games/{gid}/state").json()["finished"] is True and admin_past["finished"] is False
    for headers in ({}, auth(tokens[0]), auth(tokens[1])):
        past_now = client.get(f"/games/{gid}/state?version={old}", headers=headers).json()
        assert past_now["view"] == admin_past["view"]
        assert past_now["view"]["players"][0]["hand"] == hand0_then
        assert past_now["view"]["players"][1]["hand"] == hand1_then
        assert past_now["seed"] == admin_past["seed"] is not None
        assert past_now["state_hash"] == admin_past["state_hash"] is not None


# ---- stream tickets ----


def _stream(client: TestClient[Any], gid: str, ticket: str | None = None, headers: dict[str, str] | None = None) -> Any:
    url = f"/games/{gid}/events/stream?follow=false" + (f"&ticket={ticket}" if ticket is not None else "")
    return client.get(url, headers=headers or {})


def _ticket(client: TestClient[Any], gid: str, headers: dict[str, str] | None = None) -> str:
    r = client.post(f"/games/{gid}/stream-ticket", headers=headers or {})
    assert r.status_code == 200, r.text
    body = r.json()
    assert set(body) == {"ticket", "expires_in"} and body["expires_in"] == 60
    assert r.headers["cache-control"] == "no-store"
    return body["ticket"]


def test_a_stream_ticket_opens_the_stream_as_its_viewer(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client, options={"moves": 12})
    play(client, gid, tokens, 4)
    for headers in ({}, auth(tokens[0]), auth(tokens[1]), auth(ADMIN)):
        ticket = _ticket(client, gid, headers)
        by_ticket = _stream(client, gid, ticket)
        by_header = _stream(client, gid, headers=headers)
        assert by_ticket.status_code == by_header.status_code == 200
        assert by_ticket.headers["content-type"].startswith("text/event-stream")
        assert by_ticket.text == by_header.text
    seat0 = _stream(client, gid, _ticket(client, gid, auth(tokens[0]))).text
    spectator = _stream(client, gid, _ticket(client, gid)).text
    admin = _stream(client, gid, _ticket(client, gid, auth(ADMIN))).text
    assert '"card_drawn"' in seat0 and '"card_drawn"' not in spectator
    assert '"seed"' in admin and '"seed"' not in seat0 and '"seed"' not in spectator


def test_stream_tickets_hold_no_token_and_are_refused_when_bad(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client, options={"moves": 12})
    other, _ = new_game(client)
    play(client, gid, tokens, 2)
    ticket = _ticket(client, gid, auth(tokens[0]))
    body, _, mac = ticket.partition(".")
    payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)).decode()
    token_hash = hashlib.sha256(tokens[0].encode()).hexdigest()
    for secret in (tokens[0], token_hash, ADMIN):
        assert secret not in ticket and secret not in payload
    assert payload.startswith(f"v1|{gid}|seat:0|")
    problem(client.post(f"/games/{gid}/stream-ticket", headers=auth("forged")), 401, "unauthorized")
    problem(client.post(f"/games/{UUID(int=3)}/stream-ticket"), 404, "not-found")

    def b64(s: str) -> str:
        return base64.urlsafe_b64encode(s.encode()).rstrip(b"=").decode()

    flipped = mac[:-2] + ("A" if mac[-2] != "A" else "B") + mac[-1]
    bad = [
        f"{body}.{flipped}",  # forged MAC
        f"{b64(payload.replace('seat:0', 'seat:1'))}.{mac}",  # another seat, same MAC
        f"{b64(payload.replace('seat:0', 'admin'))}.{mac}",  # promoted to admin
        "not-a-ticket", "a.b", ".", "x" * 200, f"{body}.", f"{body}.{mac}.{mac}",
    ]
    for t in bad:
        problem(_stream(client, gid, t), 401, "unauthorized")
    # Bound to its game.
    problem(_stream(client, other, ticket), 401, "unauthorized")
    # Either a ticket or a header.
    problem(_stream(client, gid, ticket, auth(tokens[0])), 400, "invalid-request")
    problem(_stream(client, gid, "x" * 600), 400, "invalid-request")
    # Short-lived: 60 s to connect.
    svc = services(client)
    real = svc.tickets
    try:
        expires = int(payload.split("|")[3])
        assert 50 <= expires - time.time() <= 60  # issued a moment ago, for 60 s
        svc.tickets = Tickets(key=real.key, clock=lambda: expires + 1)
        assert "expired" in problem(_stream(client, gid, ticket), 401, "unauthorized")["detail"]
        svc.tickets = Tickets(key=real.key, clock=lambda: expires - 1)
        assert _stream(client, gid, ticket).status_code == 200
    finally:
        svc.tickets = real
    # The original ticket still works (nothing above consumed it).
    assert '"card_drawn"' in _stream(client, gid, ticket).text


def test_ticket_keys_are_per_process_unless_shared(tmp_path: Path) -> None:
    shared = make_settings("sqlite", tmp_path, ticket_secret="s" * MIN_TICKET_SECRET)
    with TestClient(app=create_app(shared)) as a, TestClient(app=create_app(shared)) as b:
        gid, _ = new_game(a)
        assert _stream(b, gid, _ticket(a, gid)).status_code == 200
    own = make_settings("sqlite", tmp_path)
    with TestClient(app=create_app(own)) as a, TestClient(app=create_app(own)) as b:
        problem(_stream(b, gid, _ticket(a, gid)), 401, "unauthorized")
        assert _stream(a, gid, _ticket(a, gid)).status_code == 200
    env = {"SPECIES_ARENA_TICKET_SECRET": "k" * MIN_TICKET_SECRET}
    assert Settings.from_env(env).ticket_secret == env["SPECIES_ARENA_TICKET_SECRET"]
    assert "k" * MIN_TICKET_SECRET not in repr(Settings.from_env(env))
    assert Settings.from_env({}).ticket_secret is None
    with pytest.raises(ValueError, match="TICKET_SECRET"):
        Settings.from_env({"SPECIES_ARENA_TICKET_SECRET": "short"})


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[int, Path]]:
    """``species-arena serve`` (uvicorn; the service logs every request) on a free port; yields the port and
    the file its output goes to."""
    port = _free_port()
    log = tmp_path / "server.log"
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("SPECIES_ARENA_", "POSTGRES_"))},
        "SPECIES_ARENA_DB": str(tmp_path / "games.sqlite"),
        "SPECIES_ARENA_ADMIN_TOKEN": ADMIN,
        "SPECIES_ARENA_PROJECTIONS": "external",
    }
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--log-level", "info"],
            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT,
        )
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=1):
                        break
                except OSError:
                    assert proc.poll() is None and time.monotonic() < deadline, log.read_text()
                    time.sleep(0.1)
            yield port, log
        finally:
            proc.terminate()
            proc.wait(timeout=30)


def test_the_access_log_never_holds_a_token(server: tuple[int, Path]) -> None:
    import httpx

    port, log = server
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as c:
        gid = c.post("/games", json={"game": "la-isla", "seats": 2}).json()["id"]
        tokens = [c.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in (0, 1)]
        st = c.get(f"/games/{gid}/state", headers=auth(tokens[0])).json()
        action = c.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0])).json()["actions"][0]
        assert c.post(f"/games/{gid}/actions", json={"action": action, "expected_version": st["version"]},
                      headers=auth(tokens[0])).status_code == 200
        tickets = [c.post(f"/games/{gid}/stream-ticket", headers=h).json()["ticket"] for h in (auth(tokens[1]), auth(ADMIN))]
        for t in tickets:
            assert c.get(f"/games/{gid}/events/stream?follow=false&ticket={t}").status_code == 200
        assert c.get(f"/games/{gid}/state", headers=auth("wrong-" + tokens[0])).status_code == 401
        assert c.get(f"/games/{gid}/state?version=1", headers=auth(ADMIN)).status_code == 200
    time.sleep(0.3)
    text = log.read_text()
    # Each request is logged once, as a JSON line of the service's access log with its
    # request id (uvicorn's own text access line is off), and no line holds a secret.
    access = [rec for line in text.splitlines() if line.startswith("{")
              and (rec := json.loads(line)).get("logger") == "species_arena.access"]
    assert all(rec["request_id"] for rec in access), access
    assert len([r for r in access if r["path"] == f"/games/{gid}/events/stream"]) == len(tickets), access
    assert len([r for r in access if r["path"] == f"/games/{gid}/stream-ticket"]) == len(tickets), access
    assert len([r for r in access if r["path"] == f"/games/{gid}/actions"]) == 1, access
    assert '" 200' not in text and "HTTP/1.1" not in text, "uvicorn's access line is off"
    for secret in [*tokens, *tickets, ADMIN, *(hashlib.sha256(t.encode()).hexdigest() for t in tokens)]:
        assert secret not in text


# ---- pages ----


@pytest.fixture
def pages(tmp_path: Path, sqlite_settings: Settings) -> Iterator[TestClient[Any]]:
    static = tmp_path / "static"
    (static / "games").mkdir(parents=True)
    (static / "index.html").write_text("<!doctype html><title>lobby</title>")
    (static / "table.html").write_text("<!doctype html><title>table</title>")
    (static / "games" / "fake-race.js").write_text("export const title = 'Fake Race';\n")
    (static / "table.css").write_text("body { margin: 0 }\n")
    (tmp_path / "secret.txt").write_text("outside the static directory")
    with TestClient(app=create_app(sqlite_settings, static_dir=static)) as c:
        yield c


def test_pages_and_static_assets(pages: TestClient[Any]) -> None:
    r = pages.get("/")
    assert r.status_code == 200 and r.text.endswith("<title>lobby</title>")
    assert r.headers["content-type"].startswith("text/html")
    assert r.headers["x-content-type-options"] == "nosniff" and r.headers["x-frame-options"] == "DENY"
    csp = r.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp and "unsafe-eval" not in csp
    gid = pages.post("/games", json={"game": "evo", "seats": 3}).json()["id"]
    r = pages.get(f"/table/{gid}")
    assert r.status_code == 200 and "<title>table</title>" in r.text and r.headers["content-type"].startswith("text/html")
    for missing in ("/table/not-a-game", f"/table/{UUID(int=7)}"):
        not_found_page(pages.get(missing))
    r = pages.get("/static/games/fake-race.js")
    assert r.status_code == 200 and r.text.startswith("export const title")
    assert r.headers["content-type"].split(";")[0] == "text/javascript"
    assert r.headers["cache-control"] == "no-cache"
    assert r.headers["content-security-policy"] == csp and r.headers["x-content-type-options"] == "nosniff"
    assert pages.get("/static/table.css").headers["content-type"].split(";")[0] == "text/css"
    assert pages.get("/static/games/missing.js").status_code == 404
    for escape in ("/static/../secret.txt", "/static/%2e%2e/secret.txt", "/static/games/../../secret.txt"):
        r = pages.get(escape)
        assert r.status_code == 404 and "outside" not in r.text, escape
    # The API is unchanged beside the pages, and the pages are not in the schema.
    assert pages.get("/health").json()["status"] == "ok"
    paths = pages.get("/schema/openapi.json").json()["paths"]
    assert not [p for p in paths if p == "/" or p.startswith(("/static", "/table"))]


def not_found_page(r: Any) -> None:
    """A page address that names nothing: an HTML 404 with the way back to the lobby."""
    assert r.status_code == 404, r.text
    assert r.headers["content-type"] == "text/html; charset=utf-8", r.headers["content-type"]
    assert '<a id="back-to-lobby" href="/">' in r.text and "<h1>" in r.text
    assert r.headers["x-frame-options"] == "DENY"


def test_a_page_address_naming_nothing_is_an_html_404_page(client: TestClient[Any]) -> None:
    """/table/<not a uuid>, /table/<an unknown uuid>, /rules/<unknown game>: HTML, never
    problem JSON; the API's addresses keep their problem responses."""
    player = client.post("/players", json={"name": "zed"}).json()["id"]  # an id, but a player's
    for missing in ("/table/no-such-game", f"/table/{UUID(int=99)}", f"/table/{player}", "/rules/no-such-game",
                    "/rules/README"):
        not_found_page(client.get(missing))
    problem(client.get(f"/games/{UUID(int=99)}/state"), 404, "not-found")
    problem(client.get("/games/no-such-game/state"), 404, "not-found")


def test_a_missing_page_is_a_404_problem(tmp_path: Path, sqlite_settings: Settings) -> None:
    with TestClient(app=create_app(sqlite_settings, static_dir=tmp_path / "nothing-here")) as c:
        problem(c.get("/"), 404, "not-found")
        gid = c.post("/games", json={"game": "evo", "seats": 3}).json()["id"]
        problem(c.get(f"/table/{gid}"), 404, "not-found")
        assert c.get("/static/x.js").status_code == 404


def test_the_installed_pages_are_served(client: TestClient[Any]) -> None:
    """The pages of service/static/ (the lobby, the table, one renderer per game type)."""
    import core_rs

    r = client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert "<html" in r.text.lower()
    gid = client.post("/games", json={"game": "evo", "seats": 3}).json()["id"]
    r = client.get(f"/table/{gid}")
    assert r.status_code == 200 and "<html" in r.text.lower()
    for game, _, _ in core_rs.games_list():
        r = client.get(f"/static/games/{game}.js")
        assert r.status_code == 200, game
        assert r.headers["content-type"].split(";")[0] == "text/javascript"
        assert "export function render" in r.text


# ---- schema ----


def test_the_new_endpoints_are_in_the_openapi_schema(client: TestClient[Any]) -> None:
    schema = client.get("/schema/openapi.json").json()
    paths = schema["paths"]
    ticket = paths["/games/{game_id}/stream-ticket"]["post"]
    assert ticket["operationId"] == "CreateStreamTicket"
    params = {p["name"] for p in paths["/games/{game_id}/events/stream"]["get"]["parameters"]}
    assert {"ticket", "after", "follow"} <= params
    version = next(p for p in paths["/games/{game_id}/state"]["get"]["parameters"] if p["name"] == "version")
    assert version["in"] == "query" and version["required"] is False
    comps = schema["components"]["schemas"]
    assert {"prompt", "latest_version"} <= set(comps["StateOut"]["properties"])
    assert {"choices", "prompt"} <= set(comps["LegalActionsOut"]["properties"])
    assert {"title", "options", "bots"} <= set(comps["GameTypeOut"]["properties"])
    assert {"ticket", "expires_in"} <= set(comps["StreamTicketOut"]["properties"])
