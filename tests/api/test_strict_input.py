"""Strict input: every probe that used to be accepted, coerced or
crash is a 4xx problem, and nothing is stored."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.testing import TestClient

from service.api.strict import MAX_DEPTH, json_depth
from tests.api.test_problems import FAKE, new_game, problem
from tests.conftest import ADMIN, auth, services

JSON = {"content-type": "application/json"}


def position(client: TestClient[Any]) -> int:
    return services(client).games.position()


def test_json_depth_ignores_brackets_in_strings() -> None:
    assert json_depth(b'{"a": [1, {"b": "[[[{{{"}]}') == 3
    assert json_depth(b'"\\"[[["') == 0
    assert json_depth(b"[" * 100 + b"]" * 100) == 100


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 5000, 100_000 // 2])
def test_deeply_nested_json_is_400_and_stores_nothing(client: TestClient[Any], depth: int) -> None:
    gid, tokens = new_game(client)
    before = position(client)
    deep = "[" * depth + "]" * depth
    bodies = [
        ("/games", f'{{"game": "{FAKE}", "seats": 2, "options": {{"x": {deep}}}}}'),
        (f"/games/{gid}/actions", f'{{"action": {{"type": "add", "n": {deep}}}, "expected_version": 3}}'),
        (f"/games/{gid}/seats/0", f'{{"player": {deep}}}'),
    ]
    for path, body in bodies:
        r = client.post(path, content=body.encode(), headers={**JSON, **auth(tokens[0])})
        assert r.status_code in (400, 413), r.text
        assert r.headers["content-type"].startswith("application/problem+json")
    assert position(client) == before


def test_nesting_up_to_the_limit_is_decoded(client: TestClient[Any]) -> None:
    deep = "[" * (MAX_DEPTH - 2) + "]" * (MAX_DEPTH - 2)
    r = client.post("/games", content=f'{{"game": "{FAKE}", "seats": 2, "options": {{"x": {deep}}}}}', headers=JSON)
    # Decoded: the engine refuses the unknown option, not the nesting.
    assert r.status_code == 400 and "nested" not in r.json()["detail"], r.text


def test_a_write_body_is_decoded_once(client: TestClient[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The strict check's struct is what the handler gets: Litestar's own (lenient) JSON
    decoding of the body never runs for a body that passed it."""
    import litestar.connection.request as request_module

    gid, tokens = new_game(client)
    decoded: list[bytes] = []
    real = request_module.decode_json

    def counting(value: Any, *args: Any, **kwargs: Any) -> Any:
        decoded.append(value)
        return real(value, *args, **kwargs)

    monkeypatch.setattr(request_module, "decode_json", counting)
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0])).json()
    r = client.post(f"/games/{gid}/actions", headers=auth(tokens[0]),
                    json={"action": legal["actions"][0], "expected_version": legal["version"]})
    assert r.status_code == 200, r.text
    assert r.json()["version"] == legal["version"] + 1
    r = client.post("/games", json={"game": FAKE, "seats": 2})
    assert r.status_code == 201, r.text
    assert decoded == []


def test_wrong_types_are_not_coerced(client: TestClient[Any]) -> None:
    before = position(client)
    for seats in ("2", 2.0, True, None):
        problem(client.post("/games", json={"game": FAKE, "seats": seats}), 400, "invalid-request")
    problem(client.post("/games", json={"game": FAKE, "seats": 2, "bots": ["0"]}), 400, "invalid-request")
    assert position(client) == before
    gid, tokens = new_game(client)
    before = position(client)
    act = {"action": {"type": "add", "n": 1}, "expected_version": 3}
    for bad in ({"seat": "0"}, {"seat": 0.0}, {"expected_version": "3"}, {"expected_version": 3.0}):
        problem(client.post(f"/games/{gid}/actions", json={**act, **bad}, headers=auth(tokens[0])), 400, "invalid-request")
    problem(client.post(f"/games/{gid}/seats/0", json={"player": 7}), 400, "invalid-request")
    assert position(client) == before
    # The same request with the right types is accepted.
    assert client.post(f"/games/{gid}/actions", json={**act, "seat": 0}, headers=auth(tokens[0])).status_code == 200


@pytest.mark.parametrize(
    "bots",
    [[0, 0], [1, 0, 1], {"01": "random", "1": "greedy"}, {"01": "random"}, {"+1": "random"}, {" 1": "random"}],
)
def test_contradictory_bot_lists_are_refused(client: TestClient[Any], bots: Any) -> None:
    before = position(client)
    body = problem(client.post("/games", json={"game": FAKE, "seats": 3, "bots": bots}), 400, "invalid-request")
    assert "seat" in body["detail"]
    assert position(client) == before


def test_well_formed_bot_lists_still_work(client: TestClient[Any]) -> None:
    r = client.post("/games", json={"game": FAKE, "seats": 3, "bots": {"0": "random", "2": "greedy"}})
    assert r.status_code == 201 and r.json()["bots"] == ["random", None, "greedy"]
    r = client.post("/games", json={"game": FAKE, "seats": 3, "bots": [2, 1]})
    assert r.status_code == 201 and r.json()["bots"] == [None, "random", "random"]


@pytest.mark.parametrize("media", ["text/plain", "application/x-www-form-urlencoded", None])
def test_a_body_that_is_not_json_is_415(client: TestClient[Any], media: str | None) -> None:
    gid, tokens = new_game(client)
    before = position(client)
    headers = {"content-type": media} if media else {}
    requests = [
        ("/games", {"game": FAKE, "seats": 2}),
        (f"/games/{gid}/seats/0", {"player": "mallory"}),
        (f"/games/{gid}/actions", {"action": {"type": "add", "n": 1}, "expected_version": 3}),
    ]
    for path, body in requests:
        r = client.post(path, content=json.dumps(body).encode(), headers={**headers, **auth(tokens[0])})
        problem(r, 415, "unsupported-media-type")
    assert position(client) == before
    # application/json with a charset, and +json types, are JSON.
    r = client.post("/games", content=b'{"game": "fake-race", "seats": 2}', headers={"content-type": "application/json; charset=utf-8"})
    assert r.status_code == 201, r.text


def test_audit_refuses_an_unknown_token_with_401(client: TestClient[Any]) -> None:
    gid, tokens = new_game(client)
    problem(client.get(f"/games/{gid}/audit", headers=auth("garbled-token")), 401, "unauthorized")
    problem(client.get(f"/games/{gid}/audit", headers={"Authorization": "Bearer"}), 401, "unauthorized")
    other, other_tokens = new_game(client)
    problem(client.get(f"/games/{gid}/audit", headers=auth(other_tokens[0])), 401, "unauthorized")
    # A known seat token, or none, on an unfinished game: the seed is secret (403).
    problem(client.get(f"/games/{gid}/audit", headers=auth(tokens[0])), 403, "forbidden")
    problem(client.get(f"/games/{gid}/audit"), 403, "forbidden")
    assert client.get(f"/games/{gid}/audit", headers=auth(ADMIN)).json()["verified"] is True


def _first_legal(client: TestClient[Any], gid: str, tokens: list[str]) -> tuple[str, dict[str, Any], int]:
    for token in tokens:
        legal = client.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()
        if legal["actions"]:
            return token, legal["actions"][0], legal["version"]
    raise AssertionError("no seat has a legal action")


@pytest.mark.parametrize("game", ["dominant-species", "evo", "la-isla"])
def test_unknown_fields_inside_an_action_are_refused_in_every_game(client: TestClient[Any], game: str) -> None:
    seats = next(t["min_seats"] for t in client.get("/game-types").json() if t["name"] == game)
    gid = client.post("/games", json={"game": game, "seats": seats}).json()["id"]
    tokens = [client.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(seats)]
    token, action, version = _first_legal(client, gid, tokens)
    before = position(client)
    for extra in ({"extra": 1}, {"Type": "x"}, {"extra": None}):
        r = client.post(f"/games/{gid}/actions", json={"action": {**action, **extra}, "expected_version": version}, headers=auth(token))
        body = problem(r, 400, "invalid-request")
        assert "unknown field" in body["detail"], body
    # A unit variant (an action that is its type alone) with an extra field, too.
    unit = {"dominant-species": "pass", "evo": "pass", "la-isla": "decline"}[game]
    r = client.post(f"/games/{gid}/actions", json={"action": {"type": unit, "extra": 1}, "expected_version": version}, headers=auth(token))
    assert "unknown field" in problem(r, 400, "invalid-request")["detail"]
    assert position(client) == before
    r = client.post(f"/games/{gid}/actions", json={"action": action, "expected_version": version}, headers=auth(token))
    assert r.status_code == 200, r.text


# ---- hostile bodies, generated ----

_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=False), st.text(max_size=20),
)
_json = st.recursive(
    _scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=20,
)
_keys = st.sampled_from(["game", "seats", "options", "bots", "seed", "player", "action", "expected_version", "seat", "type", "n", "extra"])
_hostile_objects = st.dictionaries(_keys, _json, max_size=5)


@st.composite
def hostile_bodies(draw: st.DrawFn) -> tuple[bytes, str]:
    """A body and its content type: mostly JSON objects with the right keys and wrong
    values, some wrong media types, deep nesting or bytes that are not JSON."""
    kind = draw(st.sampled_from(["object", "object", "object", "json", "deep", "bytes", "media"]))
    if kind == "object":
        return json.dumps(draw(_hostile_objects)).encode(), "application/json"
    if kind == "json":
        return json.dumps(draw(_json)).encode(), "application/json"
    if kind == "deep":
        n = draw(st.integers(min_value=MAX_DEPTH + 1, max_value=20_000))
        opener = draw(st.sampled_from(["[", '{"a":']))
        closer = "]" if opener == "[" else "}"
        return (opener * n + "1" + closer * n).encode(), "application/json"
    if kind == "bytes":
        return draw(st.binary(max_size=64)), "application/json"
    body = json.dumps({"game": FAKE, "seats": 2}).encode()
    return body, draw(st.sampled_from(["text/plain", "application/xml", "multipart/form-data", ""]))


def test_hostile_bodies_to_every_write_endpoint_are_4xx_and_store_nothing(sqlite_settings: Any) -> None:
    from service.api.app import create_app

    with TestClient(app=create_app(sqlite_settings)) as client:
        gid, tokens = new_game(client, seats=3)
        paths = ["/games", f"/games/{gid}/seats/2", f"/games/{gid}/actions"]

        @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
        @given(path=st.sampled_from(paths), body=hostile_bodies())
        def probe(path: str, body: tuple[bytes, str]) -> None:
            content, media = body
            before = position(client)
            headers = {"content-type": media} if media else {}
            r = client.post(path, content=content, headers={**headers, **auth(tokens[0])})
            if r.status_code < 300:
                # A generated body that happens to be valid: a real write (rare).
                return
            assert 400 <= r.status_code < 500, (r.status_code, r.text, content[:200])
            assert r.headers["content-type"].startswith("application/problem+json")
            assert position(client) == before

        probe()
