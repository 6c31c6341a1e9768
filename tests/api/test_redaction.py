"""Hidden information stays hidden through every endpoint, for every game in the
registry (and the finishing fake): as a spectator and as another seat.

What is hidden comes from the engine itself: the omniscient view compared with the
viewer's view (lists such as deck orders and other seats' hands), effects whose
``visible_to`` excludes the viewer, the seed and the state hash. Every response body the
viewer can obtain must contain none of it; once the game has finished all of it is
readable."""

from __future__ import annotations

import json
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from service.engine import canonical_json
from tests.conftest import ADMIN, auth, registry_and_fake

FAKE = "fake-race"
SEED = "5eed0001"


def hidden_lists(omniscient: Any, seen: Any, out: list[str]) -> list[str]:
    """Canonical JSON of every list (of 2+ scalars, not all null) in ``omniscient`` that the
    viewer's view ``seen`` does not show at the same place."""
    if isinstance(omniscient, dict):
        for k, v in omniscient.items():
            hidden_lists(v, seen.get(k) if isinstance(seen, dict) else None, out)
    elif isinstance(omniscient, list):
        scalars = all(not isinstance(x, (dict, list)) for x in omniscient)
        # A list of nulls carries no information (and matches any empty seat list).
        informative = any(x is not None for x in omniscient)
        if scalars and informative and len(omniscient) >= 2 and omniscient != seen:
            out.append(canonical_json(omniscient))
        elif not scalars:
            for i, v in enumerate(omniscient):
                hidden_lists(v, seen[i] if isinstance(seen, list) and i < len(seen) else None, out)
    return out


def compact(text: str) -> str:
    """A response body re-encoded compactly, so JSON lists compare as canonical text."""
    try:
        return canonical_json(json.loads(text))
    except ValueError:
        return text


def seat_and_play(client: TestClient[Any], game: str, seats: int, moves: int, options: dict) -> tuple[str, list[str], list[str]]:
    r = client.post(
        "/games", json={"game": game, "seats": seats, "options": options, "seed": SEED}, headers=auth(ADMIN)
    )
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    tokens = [client.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(seats)]
    bodies: list[str] = []
    for i in range(moves):
        st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["pending"] is None:
            break
        seat = st["pending"]["seat"]
        actions = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"]
        if not actions:
            break
        r = client.post(
            f"/games/{gid}/actions",
            json={"action": actions[(i * 5) % len(actions) if game != FAKE else 1], "expected_version": st["version"]},
            headers=auth(tokens[seat]),
        )
        assert r.status_code == 200, r.text
        bodies.append(r.text)
    return gid, tokens, bodies


def everything_visible_to(client: TestClient[Any], gid: str, headers: dict[str, str], tokens: list[str]) -> list[str]:
    """Every response body the viewer can obtain about the game, errors included."""
    admin_state = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    pos = client.get("/health").json()["position"]
    bodies = [
        client.get(f"/games/{gid}/state", headers=headers).text,
        client.get(f"/games/{gid}/legal-actions", headers=headers).text,
        client.get(f"/games/{gid}/events", headers=headers).text,
        client.get(f"/games/{gid}/events?after=1&limit=3", headers=headers).text,
        client.get(f"/games/{gid}/events/stream?follow=false", headers=headers).text,
        client.get(f"/games/{gid}/timeline?wait_for={pos}", headers=headers).text,
        client.get(f"/games/{gid}?wait_for={pos}", headers=headers).text,
        client.get("/games", headers=headers).text,
        client.get(f"/games/{gid}/audit", headers=headers).text,
        client.get("/players/p0", headers=headers).text,
    ]
    # The game at every past version (time travel), and the stream opened with a ticket.
    bodies += [
        client.get(f"/games/{gid}/state?version={v}", headers=headers).text for v in range(1, admin_state["version"] + 1)
    ]
    ticket = client.post(f"/games/{gid}/stream-ticket", headers=headers).json()["ticket"]
    bodies.append(client.get(f"/games/{gid}/events/stream?follow=false&ticket={ticket}").text)
    pending = admin_state["pending"]
    if pending is not None:
        # Error messages: acting out of turn, an illegal action, a stale version, garbage.
        for body in (
            {"action": {"type": "nonsense"}, "expected_version": admin_state["version"]},
            {"action": {"type": "play", "card": 7}, "expected_version": admin_state["version"]},
            {"action": {"type": "add", "n": 1}, "expected_version": 0},
        ):
            bodies.append(client.post(f"/games/{gid}/actions", json=body, headers=headers).text)
    return bodies


CASES = [(g, lo) for g, lo, _ in registry_and_fake()]


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_hidden_information_never_reaches_a_spectator_or_another_seat(client: TestClient[Any], game: str, seats: int) -> None:
    options = {"moves": 12} if game == FAKE else {}
    gid, tokens, _ = seat_and_play(client, game, seats, 6, options)
    admin_state = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    assert admin_state["finished"] is False
    omniscient = admin_state["view"]
    admin_events = client.get(f"/games/{gid}/events", headers=auth(ADMIN)).json()["events"]
    seed = admin_events[0]["seed"]
    viewers: list[tuple[str, dict[str, str], int | None]] = [("spectator", {}, None)]
    viewers += [(f"seat {s}", auth(tokens[s]), s) for s in range(seats)]
    checked = 0
    for name, headers, seat in viewers:
        view = client.get(f"/games/{gid}/state", headers=headers).json()["view"]
        secrets = hidden_lists(omniscient, view, [])
        # Effects the engine marked as not visible to this viewer (by their words).
        private_texts = [
            fx["text"]
            for rec in client.app.state.services.games.history(UUID(gid))
            for fx in rec.get("effects", [])
            if fx["visible_to"] is not None and (seat is None or seat not in fx["visible_to"])
        ]
        bodies = [compact(b) for b in everything_visible_to(client, gid, headers, tokens)]
        blob = "\n".join(bodies)
        assert seed not in blob, f"{name} can read the seed"
        assert admin_state["state_hash"] not in blob, f"{name} can read the state hash"
        for secret in secrets:
            assert secret not in blob, f"{name} can read hidden {secret}"
            checked += 1
        for text in private_texts:
            assert text not in blob, f"{name} can read the private effect {text!r}"
            checked += 1
    # The engine hides something in every game (deck orders at least): the test saw it.
    assert checked > 0


def test_secret_actions_are_hidden_from_other_viewers(client: TestClient[Any]) -> None:
    gid, tokens, _ = seat_and_play(client, FAKE, 2, 4, {"moves": 8, "secret_actions": True})
    pos = client.get("/health").json()["position"]
    for headers, sees_own in ((auth(tokens[0]), True), ({}, False)):
        events = client.get(f"/games/{gid}/events", headers=headers).json()["events"]
        timeline = client.get(f"/games/{gid}/timeline?wait_for={pos}", headers=headers).json()["entries"]
        for rec in [e for e in events if e["type"] == "ActionApplied"] + timeline:
            if rec["seat"] == 0:
                assert rec["action_hidden"] is (not sees_own)
                assert (rec["action"] is None) is (not sees_own)


def test_everything_is_readable_after_the_game_ends(client: TestClient[Any]) -> None:
    gid, tokens, _ = seat_and_play(client, FAKE, 2, 50, {"moves": 6, "secret_actions": True})
    admin = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    assert admin["finished"] is True
    spectator = client.get(f"/games/{gid}/state").json()
    assert spectator["view"] == admin["view"] and "deck" in spectator["view"]
    assert spectator["seed"] == admin["seed"] and spectator["state_hash"] == admin["state_hash"]
    events = client.get(f"/games/{gid}/events").json()["events"]
    assert events[0]["seed"] == events[-1]["seed"] == spectator["seed"]
    assert all(e["action"] is not None for e in events if e["type"] == "ActionApplied")
    drawn = [fx for e in events if e["type"] == "ActionApplied" for fx in e["effects"] if fx["type"] == "card_drawn"]
    assert drawn, "private effects are revealed after the end"
    audit = client.get(f"/games/{gid}/audit").json()
    assert audit["verified"] is True


def test_a_token_sees_its_own_seat_only(client: TestClient[Any]) -> None:
    gid, tokens, _ = seat_and_play(client, FAKE, 3, 6, {"moves": 12})
    for seat, token in enumerate(tokens):
        state = client.get(f"/games/{gid}/state", headers=auth(token)).json()
        assert state["viewer"] == {"seat": seat, "omniscient": False}
        assert set(state["view"]["hands"]) == {str(seat)}
        assert client.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()["seat"] == seat
    assert client.get(f"/games/{gid}/legal-actions").status_code == 401
    assert client.get(f"/games/{gid}/state", headers=auth("forged-token")).status_code == 401
