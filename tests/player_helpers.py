"""Helpers of the player tests: registering players and claiming seats with their keys."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from tests.conftest import auth


def register(client: TestClient[Any], name: str) -> str:
    """Register ``name``; returns its key."""
    r = client.post("/players", json={"name": name})
    assert r.status_code == 201, r.text
    key = r.json()["key"]
    assert isinstance(key, str) and key.startswith("sap_")
    return key


def claim(client: TestClient[Any], game_id: str, seat: int, who: str) -> dict[str, Any]:
    """Claim a seat with a player key (``sap_...``) or as the guest ``who``."""
    if who.startswith("sap_"):
        r = client.post(f"/games/{game_id}/seats/{seat}", json={}, headers=auth(who))
    else:
        r = client.post(f"/games/{game_id}/seats/{seat}", json={"player": who})
    assert r.status_code == 201, r.text
    return r.json()
