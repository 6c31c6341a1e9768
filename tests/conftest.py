"""Shared fixtures: settings per storage backend, the fake finishing game, an app client.

Backends: SQLite always; PostgreSQL when ``POSTGRES_HOST`` (and the other ``POSTGRES_*``
variables) are set. Each PostgreSQL test gets a fresh schema, dropped afterwards. An
unreachable server is an error, never a skip; and under CI (``CI`` set, as ``.ci/run``
runs) missing ``POSTGRES_*`` variables stop the run, so CI cannot pass on SQLite alone.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from service.api.app import Services, create_app
from service.config import Settings
from service.domain.engine import register_engine_type, unregister_engine_type
from tests import fake_engine

ADMIN = "admin-secret-for-tests"

POSTGRES_ENABLED = bool(os.environ.get("POSTGRES_HOST"))
BACKENDS = ["sqlite", *(["postgres"] if POSTGRES_ENABLED else [])]


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("CI") and not POSTGRES_ENABLED:
        raise pytest.UsageError("CI runs the PostgreSQL contract tests: POSTGRES_HOST etc. must be set (.ci/run)")


def _run_order(item: pytest.Item) -> int:
    if item.get_closest_marker("slow") is not None:
        return 0
    return 2 if "release_example" in getattr(item, "fixturenames", ()) else 1


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests marked ``slow`` first, the others as collected, and last those that need
    the gate's release build (``make test`` builds it in the background while the suites
    run; a test that needs it earlier waits for cargo's lock). With both cores (pytest-xdist),
    a test of minutes that starts last makes the whole run wait for it; started first, the
    other worker takes the short ones meanwhile."""
    items.sort(key=_run_order)


def postgres_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k.startswith("POSTGRES_")}


def _pg_connect() -> Any:
    import psycopg

    env = postgres_env()
    return psycopg.connect(
        dbname=env.get("POSTGRES_DBNAME", "species_arena"),
        host=env["POSTGRES_HOST"],
        port=env.get("POSTGRES_PORT", "5432"),
        user=env.get("POSTGRES_USER"),
        password=env.get("POSTGRES_PASSWORD"),
        autocommit=True,
        connect_timeout=10,
    )


@pytest.fixture(autouse=True)
def fake_game() -> Iterator[str]:
    """Host the test-only finishing game ``fake-race`` (see tests/fake_engine.py)."""
    register_engine_type(fake_engine.NAME, 2, 4, fake_engine.FakeRace)
    yield fake_engine.NAME
    unregister_engine_type(fake_engine.NAME)


def make_settings(backend: str, tmp_path: Path, **overrides: Any) -> Settings:
    base: dict[str, Any] = {"admin_token": ADMIN, "wait_timeout": 20.0}
    base.update(overrides)
    if backend == "sqlite":
        return Settings(store="sqlite", sqlite_path=str(tmp_path / "games.sqlite"), **base)
    raise ValueError(backend)


@pytest.fixture(params=BACKENDS)
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Settings]:
    """Settings for a fresh, empty store of each backend."""
    if request.param == "sqlite":
        yield make_settings("sqlite", tmp_path)
        return
    schema = f"t_{uuid.uuid4().hex[:12]}"
    with _pg_connect() as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    pg = {**postgres_env(), "POSTGRES_SCHEMA": schema}
    try:
        yield Settings(store="postgres", postgres=pg, admin_token=ADMIN, wait_timeout=20.0)
    finally:
        with _pg_connect() as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


@pytest.fixture
def sqlite_settings(tmp_path: Path) -> Settings:
    return make_settings("sqlite", tmp_path)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient[Any]]:
    """A client of an app (projection running in-process) over a fresh store."""
    with TestClient(app=create_app(settings)) as c:
        yield c


def services(client: TestClient[Any]) -> Services:
    return client.app.state.services


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def settings_environ(s: Settings) -> dict[str, str]:
    """The environment variables that select the same store (for subprocesses)."""
    env = {"SPECIES_ARENA_STORE": s.store, "SPECIES_ARENA_ADMIN_TOKEN": s.admin_token or ""}
    if s.store == "sqlite":
        env["SPECIES_ARENA_DB"] = s.sqlite_path
    else:
        env.update(s.postgres)
    return env


def new_games(s: Settings, **kwargs: Any) -> Any:
    """A ``Games`` application on the store of ``s`` (like another server process)."""
    from service.app.games import Games

    return Games(env=s.eventsourcing_env(), admin_token=s.admin_token, **kwargs)


def tamper_event(s: Settings, game_id: Any, version: int, change: Any) -> None:
    """Alter one stored event in the database behind the application's back:
    ``change(payload_dict)`` edits the event's stored JSON payload in place."""
    import json
    import sqlite3

    if s.store == "sqlite":
        conn = sqlite3.connect(s.sqlite_path)
        key = (game_id.hex, version)
        (state,) = conn.execute(
            "SELECT state FROM stored_events WHERE originator_id = ? AND originator_version = ?", key
        ).fetchone()
        payload = json.loads(state)
        change(payload)
        conn.execute(
            "UPDATE stored_events SET state = ? WHERE originator_id = ? AND originator_version = ?",
            (json.dumps(payload).encode(), *key),
        )
        conn.commit()
        conn.close()
        return
    schema = s.postgres["POSTGRES_SCHEMA"]
    with _pg_connect() as conn:
        row = conn.execute(
            f'SELECT state FROM "{schema}".speciesarena_events WHERE originator_id = %s AND originator_version = %s',
            (game_id, version),
        ).fetchone()
        payload = json.loads(bytes(row[0]))
        change(payload)
        conn.execute(
            f'UPDATE "{schema}".speciesarena_events SET state = %s WHERE originator_id = %s AND originator_version = %s',
            (json.dumps(payload).encode(), game_id, version),
        )


def registry_and_fake() -> list[tuple[str, int, int]]:
    """(game, min seats, max seats) of every game in the Rust registry, plus fake-race:
    for parametrizing generic tests at collection time (before the fixture registers it)."""
    import core_rs

    return [*sorted(core_rs.games_list()), (fake_engine.NAME, 2, 4)]
