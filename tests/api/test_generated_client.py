"""A client generated from ``/schema/openapi.json`` with
openapi-python-client can create a game, claim a seat, act, and read errors in typed form
(the problem details parsed into the generated ``ProblemDetails`` model, ``type`` an enum)."""

from __future__ import annotations

import importlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

GENERATOR = shutil.which("openapi-python-client") or str(Path(sys.executable).with_name("openapi-python-client"))


@pytest.fixture
def generated(client: TestClient[Any], tmp_path: Path) -> Any:
    if not Path(GENERATOR).exists():
        pytest.fail("openapi-python-client is not installed (pip install -e '.[test]' installs it)")
    spec = tmp_path / "openapi.json"
    spec.write_text(json.dumps(client.get("/schema/openapi.json").json()), encoding="utf-8")
    out = tmp_path / "arena_client"
    r = subprocess.run(
        [GENERATOR, "generate", "--path", str(spec), "--output-path", str(out), "--meta", "none", "--overwrite"],
        capture_output=True, text=True, timeout=300,
        env={**os.environ, "PATH": str(Path(GENERATOR).parent) + os.pathsep + os.environ.get("PATH", "")},
    )
    assert r.returncode == 0, (r.stdout[-3000:], r.stderr[-3000:])
    # Every schema was understood: the generator warns about what it cannot type.
    assert "Warning" not in r.stdout + r.stderr, (r.stdout[-3000:], r.stderr[-3000:])
    sys.path.insert(0, str(tmp_path))
    try:
        for name in [m for m in sys.modules if m == "arena_client" or m.startswith("arena_client.")]:
            del sys.modules[name]
        yield importlib.import_module("arena_client")
    finally:
        sys.path.remove(str(tmp_path))


def test_a_generated_client_creates_claims_acts_and_reads_typed_errors(generated: Any, client: TestClient[Any]) -> None:
    models = importlib.import_module("arena_client.models")
    create = importlib.import_module("arena_client.api.games.create_game")
    claim = importlib.import_module("arena_client.api.play.claim_seat")
    legal_actions = importlib.import_module("arena_client.api.play.get_legal_actions")
    post_action = importlib.import_module("arena_client.api.play.post_action")
    get_state = importlib.import_module("arena_client.api.play.get_state")

    # The generated clients build their own httpx clients (the token goes in through their
    # own auth header); only the transport is the app's, in process.
    transport = {"transport": client._transport}
    api = generated.Client(base_url=str(client.base_url), httpx_args=transport)

    created = create.sync(client=api, body=models.GameIn.from_dict(
        {"game": "dominant-species", "seats": 2, "bots": {"1": "greedy"}}))
    assert isinstance(created, models.GameCreatedOut), created
    seat = claim.sync(client=api, game_id=created.id, seat=0, body=models.SeatIn(player="generated"))
    assert isinstance(seat, models.SeatOut)
    authed = generated.AuthenticatedClient(base_url=str(client.base_url), token=seat.token, httpx_args=transport)

    legal = legal_actions.sync(client=authed, game_id=created.id)
    assert isinstance(legal, models.LegalActionsOut) and legal.actions
    first = legal.actions[0]
    # The action is typed by the game's schema (generated from the Rust types).
    assert type(first).__name__.startswith("DominantSpeciesAction"), type(first)
    ok = post_action.sync_detailed(
        client=authed, game_id=created.id,
        body=models.ActionIn(action=first, expected_version=legal.version),
    )
    assert ok.status_code == 200 and isinstance(ok.parsed, models.ActionOut), ok.content
    assert ok.parsed.version > legal.version

    # Errors in typed form: the same (now stale) request is a version conflict.
    stale = post_action.sync_detailed(
        client=authed, game_id=created.id,
        body=models.ActionIn(action=first, expected_version=legal.version),
    )
    assert stale.status_code == 409
    problem = stale.parsed
    assert isinstance(problem, models.ProblemDetails), stale.content
    assert problem.type_ == models.ProblemDetailsType.VERSION_CONFLICT
    assert problem.current_version == ok.parsed.version and problem.status == 409 and problem.detail

    missing = get_state.sync_detailed(client=authed, game_id="00000000-0000-0000-0000-000000000000")
    assert missing.status_code == 404 and isinstance(missing.parsed, models.ProblemDetails)
    assert missing.parsed.type_ == models.ProblemDetailsType.NOT_FOUND
