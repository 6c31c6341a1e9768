"""Property-based requests generated from the served OpenAPI schema (schemathesis), each
response checked for conformance to that schema: no server error, a documented status
code, the documented content type, a body valid against the documented schema, the
documented headers, and for problem details a ``type`` among the codes the operation
lists for that status (``x-problem-types``). Bounded: at most 30 examples per operation.

A seeded game lets the generated requests reach real games as well as unknown ids."""

from __future__ import annotations

import itertools
import tempfile
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings
from litestar.testing import TestClient
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from service.api.app import create_app
from service.config import Settings
from tests.conftest import ADMIN

_DB = Path(tempfile.mkdtemp(prefix="species-arena-schemathesis-")) / "games.sqlite"
_SETTINGS = Settings(store="sqlite", sqlite_path=str(_DB), admin_token=ADMIN, wait_timeout=5.0, long_poll_timeout=0.5)
app = create_app(_SETTINGS)
schema = schemathesis.openapi.from_asgi("/schema/openapi.json", app)

# One real game (a seat claimed, an action played): half of the generated requests that
# name a game name this one, with its seat token or the admin token. (It is created through
# another app on the same store, like another server: schemathesis runs ``app`` itself.)
with TestClient(app=create_app(_SETTINGS)) as _c:
    _GAME = _c.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": "greedy"}}).json()["id"]
    _TOKEN = _c.post(f"/games/{_GAME}/seats/0", json={"player": "schemathesis"}).json()["token"]
    _legal = _c.get(f"/games/{_GAME}/legal-actions", headers={"Authorization": f"Bearer {_TOKEN}"}).json()
    _c.post(f"/games/{_GAME}/actions", json={"action": _legal["actions"][0], "expected_version": _legal["version"]},
            headers={"Authorization": f"Bearer {_TOKEN}"})
    # A player with a subscription: half of the generated requests to /players/me/... send
    # its key, and half of those that name a webhook name this one.
    _KEY = _c.post("/players", json={"name": "schemathesis-player"}).json()["key"]
_HOOK = "wh_000000000000000000000000"
with TestClient(app=create_app(_SETTINGS)) as _c:
    # (Straight into its table: a URL here would have to resolve to a public address.)
    _services = _c.app.state.services
    _me = _c.get("/players/me", headers={"Authorization": f"Bearer {_KEY}"}).json()["id"]
    with _services.view.tx(commit=True) as _t:
        _t.execute("INSERT INTO arena_webhooks (id, player, url, events, secret, enabled, since_seq, created_at)"
                   " VALUES (?, ?, 'https://example.invalid/hook', '[\"your-turn\"]', ?, 1, 0, '2026-01-01')",
                   (_HOOK, _me, "whsec_" + "A" * 43 + "="))

_calls = itertools.count()


@schemathesis.check
def problem_type_is_declared(ctx: Any, response: Any, case: Any) -> bool | None:
    """A problem's ``type`` is one of the codes the operation declares for its status."""
    if response.status_code < 400:
        return None
    if response.status_code == 405:  # a method the path does not have (schemathesis probes them)
        assert response.json()["type"] == "invalid-request"
        return None
    declared = case.operation.definition.raw["responses"].get(str(response.status_code), {})
    codes = declared.get("x-problem-types")
    assert codes is not None, f"{case.operation.label}: {response.status_code} declares no problem types"
    body = response.json()
    assert body["type"] in codes, f"{case.operation.label}: {response.status_code} {body['type']!r} not in {codes}"
    assert body["status"] == response.status_code
    return None


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
    problem_type_is_declared,
]


@schema.parametrize()
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_responses_conform_to_the_schema(case: Any) -> None:
    n = next(_calls)
    if case.path_parameters and "game_id" in case.path_parameters and n % 2 == 0:
        case.path_parameters["game_id"] = _GAME
        token = _TOKEN if n % 4 == 0 else ADMIN
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
        if case.path.endswith("/events/stream"):
            # The game is unfinished: a following stream would wait for moves that never come.
            case.query = {**(case.query or {}), "follow": "false"}
    if case.path.startswith("/players/me") and n % 2 == 0:
        if "ticket" not in (case.query or {}):
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {_KEY}"}
        if case.path_parameters and "hook_id" in case.path_parameters and n % 4 == 0:
            case.path_parameters["hook_id"] = _HOOK
    if case.path == "/players/me/feed":
        case.query = {**(case.query or {}), "follow": "false"}  # a following feed waits for news
    case.call_and_validate(checks=CHECKS)
