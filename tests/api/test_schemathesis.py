"""Property-based requests generated from the served OpenAPI schema (schemathesis): no
response is a server error. Bounded: at most 30 examples per operation (~450 requests)."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings

from service.app import create_app
from service.config import Settings
from tests.conftest import ADMIN

_DB = Path(tempfile.mkdtemp(prefix="species-arena-schemathesis-")) / "games.sqlite"
app = create_app(Settings(store="sqlite", sqlite_path=str(_DB), admin_token=ADMIN, wait_timeout=5.0))
schema = schemathesis.openapi.from_asgi("/schema/openapi.json", app)


@schema.parametrize()
@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
def test_no_server_errors(case: Any) -> None:
    response = case.call()
    assert response.status_code < 500, (case.method, case.formatted_path, response.status_code, response.text[:500])
