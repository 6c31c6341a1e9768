"""Shared fixtures: an application on a fresh SQLite file, and a Litestar test client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar.testing import TestClient

from service.app import create_app
from service.application import Games

ADMIN = "admin-secret-for-tests"


def sqlite_env(path: Path) -> dict[str, str]:
    return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(path)}


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite"


@pytest.fixture
def games(db_path: Path) -> Games:
    return Games(env=sqlite_env(db_path), admin_token=ADMIN)


@pytest.fixture
def client(games: Games) -> Iterator[TestClient]:
    with TestClient(app=create_app(games)) as c:
        yield c


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
