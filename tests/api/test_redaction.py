"""Hidden information stays hidden through every endpoint, for every game in the
registry (and the finishing fake): as a spectator and as another seat.

What is hidden comes from the engine itself: the omniscient view compared with the
viewer's view (lists such as deck orders and other seats' hands), effects whose
``visible_to`` excludes the viewer, the seed and the state hash. Every response body the
viewer can obtain must contain none of it; once the game has finished all of it is
readable."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from service.app import gamelog
from service.domain.engine import canonical_json
from tests.conftest import ADMIN, auth, registry_and_fake

FAKE = "fake-race"
SEED = "5eed0001"


Path = tuple[str | int, ...]
_MISSING = object()


def at(value: Any, path: Path) -> Any:
    """The value at ``path`` in a JSON document (``_MISSING`` when there is none)."""
    for step in path:
        if isinstance(step, str) and isinstance(value, dict) and step in value:
            value = value[step]
        elif isinstance(step, int) and isinstance(value, list) and step < len(value):
            value = value[step]
        else:
            return _MISSING
    return value


def hidden_values(omniscient: Any, seen: Any, path: Path = ()) -> tuple[list[tuple[Path, Any]], list[tuple[Path, list[Any]]]]:
    """What the omniscient view shows that the viewer's view ``seen`` does not show at the
    same place: (hidden scalars, hidden lists of scalars), each with its path. A single
    hidden value (a face-down card, a secret answer) and a one-card hand count as much as
    a whole deck; nulls carry no information and are left out."""
    scalars: list[tuple[Path, Any]] = []
    lists: list[tuple[Path, list[Any]]] = []

    def walk(o: Any, v: Any, p: Path) -> None:
        if isinstance(o, dict):
            for k, x in o.items():
                walk(x, v.get(k, _MISSING) if isinstance(v, dict) else _MISSING, (*p, k))
        elif isinstance(o, list):
            flat = all(not isinstance(x, (dict, list)) for x in o)
            if flat and any(x is not None for x in o) and o != v:
                lists.append((p, o))
            for i, x in enumerate(o):
                walk(x, v[i] if isinstance(v, list) and i < len(v) else _MISSING, (*p, i))
        elif o is not None and (v is _MISSING or v != o or type(v) is not type(o)):
            scalars.append((p, o))

    walk(omniscient, seen, path)
    return scalars, lists


def scalar_values(doc: Any) -> set[Any]:
    """Every string anywhere in a JSON document (keys and values)."""
    out: set[Any] = set()
    if isinstance(doc, dict):
        for k, x in doc.items():
            out.add(k)
            out |= scalar_values(x)
    elif isinstance(doc, list):
        for x in doc:
            out |= scalar_values(x)
    elif isinstance(doc, str):
        out.add(doc)
    return out


def compact(text: str) -> str:
    """A response body re-encoded compactly, so JSON lists compare as canonical text."""
    try:
        return canonical_json(json.loads(text))
    except ValueError:
        return text


def seat_and_play(
    client: TestClient[Any], game: str, seats: int, moves: int, options: dict,
    until: Callable[[dict[str, Any]], bool] | None = None,
) -> tuple[str, list[str], list[str]]:
    """Create and seat a game, then play up to ``moves`` actions (stopping early once
    ``until(admin state)`` holds)."""
    r = client.post(
        "/games", json={"game": game, "seats": seats, "options": options, "seed": SEED}, headers=auth(ADMIN)
    )
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    tokens = [client.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(seats)]
    bodies: list[str] = []
    for i in range(moves):
        st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["pending"] is None or (until is not None and until(st)):
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

#: Games whose first six moves produce effects private to some seats, for every viewer
#: (la-isla's secret answers, the fake's drawn cards). Dominant Species has none at all;
#: Evo draws its private cards later (``test_one_card_hands_are_secrets`` reaches them).
PRIVATE_EFFECTS_EARLY = {"la-isla", FAKE}


def hands(view: Any, path: Path = ()) -> list[tuple[Path, list[Any]]]:
    """Every hand in a view: a list under a ``hand`` key, or a value of a ``hands`` map."""
    out: list[tuple[Path, list[Any]]] = []
    if isinstance(view, dict):
        for k, x in view.items():
            if k == "hand" and isinstance(x, list):
                out.append(((*path, k), x))
            elif k == "hands" and isinstance(x, dict):
                out += [((*path, k, s), h) for s, h in x.items() if isinstance(h, list)]
            else:
                out += hands(x, (*path, k))
    elif isinstance(view, list):
        for i, x in enumerate(view):
            out += hands(x, (*path, i))
    return out


def private_effects(client: TestClient[Any], gid: str, seat: int | None) -> list[tuple[int, dict[str, Any]]]:
    """(version, effect as served) of every stored effect the engine marked as not
    visible to this viewer."""
    games = client.app.state.services.games
    say = gamelog.effect_sayer(games.load(UUID(gid)), "en")  # stored messages in the words served
    return [
        (rec["version"], {**fx["data"], "text": say([fx])[0]})
        for rec in [h.to_dict() for h in games.history(UUID(gid))]
        for fx in rec.get("effects", [])
        if fx["visible_to"] is not None and (seat is None or seat not in fx["visible_to"])
    ]


def owner(path: Path) -> int | None:
    """The seat a path belongs to (``players/<seat>/...``, ``hands/<seat>``), if any."""
    for i, step in enumerate(path[:-1]):
        nxt = path[i + 1]
        if step in ("players", "hands") and (isinstance(nxt, int) or (isinstance(nxt, str) and nxt.isdigit())):
            return int(nxt)
    return None


def check_viewers(client: TestClient[Any], gid: str, seats: int, tokens: list[str]) -> dict[str, tuple[int, int, int]]:
    """Check that nothing hidden from each viewer reaches it; returns, per viewer, how
    many (hidden scalars, hidden lists, private effects) were checked."""
    admin_state = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    assert admin_state["finished"] is False
    omniscient = admin_state["view"]
    admin_events = client.get(f"/games/{gid}/events", headers=auth(ADMIN)).json()["events"]
    seed = admin_events[0]["seed"]
    viewers: list[tuple[str, dict[str, str], int | None]] = [("spectator", {}, None)]
    viewers += [(f"seat {s}", auth(tokens[s]), s) for s in range(seats)]
    counts: dict[str, tuple[int, int, int]] = {}
    from_spectator = hidden_values(omniscient, client.get(f"/games/{gid}/state").json()["view"])
    for name, headers, seat in viewers:
        view = client.get(f"/games/{gid}/state", headers=headers).json()["view"]
        scalars, lists = hidden_values(omniscient, view)
        if seat is not None:
            # What the spectator may not see and belongs to another seat stays hidden
            # from this seat too (so a seat's view that leaks another hand fails here,
            # not just as "not hidden").
            scalars += [(p, v) for p, v in from_spectator[0] if owner(p) not in (None, seat) and (p, v) not in scalars]
            lists += [(p, v) for p, v in from_spectator[1] if owner(p) not in (None, seat) and (p, v) not in lists]
        private = private_effects(client, gid, seat)
        bodies = [compact(b) for b in everything_visible_to(client, gid, headers, tokens)]
        blob = "\n".join(bodies)
        assert seed not in blob, f"{name} can read the seed"
        assert admin_state["state_hash"] not in blob, f"{name} can read the state hash"
        # Structurally: no state body the viewer obtains shows a hidden value where the
        # omniscient view has it (this catches small numbers a text search cannot).
        docs = [json.loads(b) for b in bodies if b.startswith("{")]
        for doc in docs:
            if isinstance(doc.get("view"), dict):
                for path, value in scalars:
                    assert at(doc["view"], path) != value, f"{name} can read hidden {value!r} at {path}"
                for path, value in lists:
                    assert at(doc["view"], path) != value, f"{name} can read hidden {value!r} at {path}"
        # By text: a distinctive hidden string (one appearing nowhere in the viewer's own
        # view, e.g. a card id) appears in no body at all; hidden lists neither.
        public = scalar_values(view)
        for _, value in scalars:
            if isinstance(value, str) and value not in public and len(value) >= 3:
                assert json.dumps(value) not in blob, f"{name} can read hidden {value!r}"
        for _, value in lists:
            if len(value) >= 2:
                assert canonical_json(value) not in blob, f"{name} can read hidden {value}"
        # Private effects: not in the viewer's events at their version, nor by their words.
        served = {e["version"]: e.get("effects") or [] for e in json.loads(bodies[2])["events"]}
        for version, fx in private:
            assert fx not in served.get(version, []), f"{name} can read the private effect {fx}"
            assert fx["text"] not in blob, f"{name} can read the private effect {fx['text']!r}"
        counts[name] = (len(scalars), len(lists), len(private))
    return counts


@pytest.mark.parametrize(("game", "seats"), CASES)
def test_hidden_information_never_reaches_a_spectator_or_another_seat(client: TestClient[Any], game: str, seats: int) -> None:
    options = {"moves": 12} if game == FAKE else {}
    gid, tokens, _ = seat_and_play(client, game, seats, 6, options)
    counts = check_viewers(client, gid, seats, tokens)
    # The test saw what it checks: every viewer has hidden values (deck orders at least),
    # and private effect records wherever the game makes them this early.
    assert len(counts) == seats + 1
    for name, (scalars, _, private) in counts.items():
        assert scalars > 0, f"{game}: nothing was hidden from {name}"
        if game in PRIVATE_EFFECTS_EARLY:
            assert private > 0, f"{game}: no private effect was checked for {name}"


#: Games with hands, and at most how many moves reach a one-card hand (this seed, these picks).
ONE_CARD = [(FAKE, 2, 6), ("evo", 3, 80)]


@pytest.mark.parametrize(("game", "seats", "moves"), ONE_CARD)
def test_one_card_hands_are_secrets(client: TestClient[Any], game: str, seats: int, moves: int) -> None:
    """A hand of exactly one card is as secret as a longer one (a list of one scalar, or
    one dict: a lone card)."""
    options = {"moves": 12} if game == FAKE else {}
    gid, tokens, _ = seat_and_play(
        client, game, seats, moves, options, until=lambda st: any(len(h) == 1 for _, h in hands(st["view"]))
    )
    omniscient = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()["view"]
    ones = [(path, h) for path, h in hands(omniscient) if len(h) == 1]
    assert ones, f"{game}: no one-card hand within {moves} moves"
    counts = check_viewers(client, gid, seats, tokens)
    for name, (scalars, _, _) in counts.items():
        assert scalars > 0, f"{game}: nothing was hidden from {name}"
    # Some other viewer than the owner has the one-card hand's card among its hidden values.
    for path, hand in ones:
        card = hand[0]
        leaves = [(path + (0,), card)] if not isinstance(card, dict) else [((*path, 0, k), v) for k, v in card.items()]
        spectator_view = client.get(f"/games/{gid}/state").json()["view"]
        hidden, _ = hidden_values(omniscient, spectator_view)
        assert all(leaf in hidden for leaf in leaves if leaf[1] is not None), f"{game}: the one-card hand at {path} is not hidden"


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
