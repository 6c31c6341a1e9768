"""The OpenAPI document and the per-game JSON Schemas: security,
problem responses, the event stream, and schemas generated from the Rust types that
accept every action the engine lists and refuse what it refuses."""

from __future__ import annotations

import json
from typing import Any

import core_rs
import jsonschema
import pytest
from litestar.testing import TestClient

from service.api.openapi import PROBLEMS, operation_problems
from tests.conftest import ADMIN, auth

GAMES = [(g, lo) for g, lo, _ in sorted(core_rs.games_list())]


@pytest.fixture
def doc(client: TestClient[Any]) -> dict[str, Any]:
    return client.get("/schema/openapi.json").json()


def _ops(doc: dict[str, Any]) -> dict[str, tuple[str, dict[str, Any]]]:
    return {op["operationId"]: (path, op) for path, item in doc["paths"].items() for op in item.values()}


def _methods(doc: dict[str, Any]) -> dict[str, str]:
    return {op["operationId"]: method for item in doc["paths"].values() for method, op in item.items()}


def test_every_operation_declares_its_security_and_problems(doc: dict[str, Any]) -> None:
    assert doc["components"]["securitySchemes"]["BearerToken"] == {
        "type": "http", "scheme": "bearer", "description": doc["components"]["securitySchemes"]["BearerToken"]["description"],
    }
    ops = _ops(doc)
    assert set(ops) <= set(PROBLEMS), f"not in service.api.openapi.PROBLEMS: {set(ops) - set(PROBLEMS)}"
    problem_codes = set(doc["components"]["schemas"]["ProblemDetails"]["properties"]["type"]["enum"])
    for op_id, (path, op) in ops.items():
        token, problems = operation_problems(op_id, _methods(doc)[op_id], "requestBody" in op)
        security = op["security"]
        assert ({"BearerToken": []} in security) == (token is not None), op_id
        assert ({} in security) == (token != "required"), op_id
        problems = {st: known for st, c in problems.items() if (known := [x for x in c if x in problem_codes])}
        statuses = {int(s) for s in op["responses"] if not (s.startswith("2") or s == "304")}
        assert statuses == {*problems, 500}, op_id
        for status, codes in problems.items():
            r = op["responses"][str(status)]
            assert r["x-problem-types"] == codes
            assert all(f"`{c}`" in r["description"] for c in codes)
            assert r["content"]["application/problem+json"]["schema"] == {"$ref": "#/components/schemas/ProblemDetails"}
    stream = ops["StreamEvents"][1]["responses"]["200"]["content"]
    assert list(stream) == ["text/event-stream"]
    # Litestar's generic 400 body (never sent) is gone.
    assert "ValidationException" not in json.dumps(doc)


def test_the_game_schemas_are_referenced_from_the_document(doc: dict[str, Any]) -> None:
    schemas = doc["components"]["schemas"]
    refs = [r["$ref"] for r in schemas["ActionIn"]["properties"]["action"]["anyOf"]]
    for game, _ in GAMES:
        prefix = "".join(w.capitalize() for w in game.split("-"))
        assert f"#/components/schemas/{prefix}Action" in refs
        assert f"{prefix}Options" in schemas
    # Every reference resolves inside the document.
    text = json.dumps(doc)
    for ref in {part.split('"')[0] for part in text.split('"$ref": "')[1:]}:
        assert ref.startswith("#/components/schemas/") and ref.rsplit("/", 1)[1] in schemas, ref


@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_game_type_schemas_accept_every_listed_action_and_refuse_others(
    client: TestClient[Any], game: str, seats: int
) -> None:
    body = client.get(f"/game-types/{game}").json()
    assert body["action"] == json.loads(core_rs.game_schemas(game))["action"]
    action_schema = jsonschema.Draft202012Validator(body["action"])
    options_schema = jsonschema.Draft202012Validator(body["options"])
    assert options_schema.is_valid({})
    assert not options_schema.is_valid({"no_such_option": 1})
    assert not action_schema.is_valid({"type": "no_such_action"})
    assert not action_schema.is_valid({})
    # A game with bots on every seat but 0: every action listed for seat 0, over a few
    # decisions, is valid against the schema.
    created = client.post("/games", json={"game": game, "seats": seats,
                                          "bots": {str(s): "random" for s in range(1, seats)}}).json()
    token = client.post(f"/games/{created['id']}/seats/0", json={"player": "p"}).json()["token"]
    checked = 0
    for _ in range(5):
        legal = client.get(f"/games/{created['id']}/legal-actions", headers=auth(token)).json()
        if not legal["actions"]:
            break
        for action in legal["actions"]:
            errors = list(action_schema.iter_errors(action))
            assert not errors, (action, errors[0].message)
            checked += 1
        r = client.post(f"/games/{created['id']}/actions", headers=auth(token),
                        json={"action": legal["actions"][-1], "expected_version": legal["version"]})
        assert r.status_code == 200, r.text
    assert checked > 0


def test_an_unknown_game_type_has_no_schemas(client: TestClient[Any]) -> None:
    r = client.get("/game-types/chess")
    assert r.status_code == 404 and r.json()["type"] == "not-found"


def _viewers(seats: int) -> list[tuple[int | None, bool]]:
    """Every viewer class: each seat, a spectator, an omniscient viewer."""
    return [(s, False) for s in range(seats)] + [(None, False), (None, True)]


@pytest.mark.parametrize(("game", "seats"), [(g, n) for g, lo, hi in sorted(core_rs.games_list()) for n in (lo, hi)])
def test_every_view_fits_the_generated_view_schema(client: TestClient[Any], game: str, seats: int) -> None:
    """The view schema served under /game-types/{game} is the one generated from the
    engine's typed view, and the views of a whole seeded game (every 10th decision, every
    100th in Dominant Species, and the end), for every seat, a spectator and an omniscient viewer, validate against it: every
    member it requires is there, every member is one it names, every value has its type.
    The members it leaves optional are exactly the ones that come and go (hidden from some
    viewers, or present in some states only), and a hidden one never reaches a seat or a
    spectator unless the schema says its owner sees it."""
    served = client.get(f"/game-types/{game}").json()["view"]
    assert served == json.loads(core_rs.game_schemas(game))["view"]
    assert served["title"] == "".join(w.capitalize() for w in game.split("-")) + "View"
    validator = jsonschema.Draft202012Validator(served)
    required, optional = set(served["required"]), set(served["properties"]) - set(served["required"])
    engine = core_rs.Engine.create(game, seats, "{}", 11)
    present: dict[str, set[str]] = {"seat": set(), "spectator": set(), "omniscient": set()}
    checked = 0
    # Every 10th decision (Dominant Species games run to thousands of decisions: every 100th).
    stride = 100 if game == "dominant-species" else 10
    for step in range(20000):
        decision = engine.next_decision()
        if step % stride == 0 or decision is None:
            for seat, omniscient in _viewers(seats):
                view = json.loads(engine.view(seat, omniscient))
                errors = list(validator.iter_errors(view))
                assert not errors, (step, seat, omniscient, errors[0].json_path, errors[0].message)
                assert required <= set(view)
                present["omniscient" if omniscient else "spectator" if seat is None else "seat"] |= set(view)
                checked += 1
        if decision is None:
            break
        engine.apply_legal(decision[0], step % decision[1])
    assert engine.next_decision() is None, "the game finished"
    assert checked >= 30, checked
    assert present["omniscient"] == set(served["properties"]), "every member was seen"
    for member in optional:
        # A member only an omniscient viewer sees says so, and no one else ever got it.
        if "Only an omniscient viewer" in served["properties"][member].get("description", ""):
            assert member not in present["seat"] | present["spectator"], member
    # The schema refuses what the engine never writes.
    view = json.loads(engine.view(0, False))
    assert validator.is_valid(view)
    assert not validator.is_valid({**view, "no_such_member": 1})
    assert not validator.is_valid({k: v for k, v in view.items() if k != min(required)})
    assert not validator.is_valid({**view, "round": "one"})


@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_state_responses_fit_the_openapi_document(
    client: TestClient[Any], doc: dict[str, Any], game: str, seats: int
) -> None:
    """GET /games/{id}/state, as a seat, a spectator and the admin, validates against the
    OpenAPI document's StateOut, whose `view` references every game's generated view."""
    prefix = "".join(w.capitalize() for w in game.split("-"))
    view_refs = [r["$ref"] for r in doc["components"]["schemas"]["StateOut"]["properties"]["view"]["anyOf"]]
    assert f"#/components/schemas/{prefix}View" in view_refs
    state_out = jsonschema.Draft202012Validator({"$ref": "#/components/schemas/StateOut", "components": doc["components"]})
    own_view = jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{prefix}View", "components": doc["components"]})
    created = client.post("/games", json={"game": game, "seats": seats,
                                          "bots": {str(s): "random" for s in range(1, seats)}}).json()
    token = client.post(f"/games/{created['id']}/seats/0", json={"player": "p"}).json()["token"]
    for headers in (auth(token), {}, auth(ADMIN)):
        body = client.get(f"/games/{created['id']}/state", headers=headers).json()
        errors = list(state_out.iter_errors(body))
        assert not errors, (headers, errors[0].json_path, errors[0].message)
        assert own_view.is_valid(body["view"])
        assert not own_view.is_valid({**body["view"], "no_such_member": 1})
