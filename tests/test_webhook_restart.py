"""At least once across a crash (issue 27, item 5): ``species-arena serve`` on 127.0.0.1
delivers webhooks to a slow receiver started here, is killed with SIGKILL while a
delivery is in flight, and is started again on the same store (SQLite and PostgreSQL).
The receiver then has every notification of every subscription at least once, each id
with one body (so it de-duplicates to exactly one each), and the call that was in flight
when the server died arrives again with the same ``webhook-id``."""

from __future__ import annotations

import os
import signal
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

from benches.serving import ROOT, serve
from tests.conftest import BACKENDS, _pg_connect, postgres_env
from tests.webhook_helpers import receiver

ADMIN = "admin-for-the-restart-test"


def server_env(store: dict[str, str]) -> dict[str, str]:
    return {
        **os.environ, **store,
        "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "clients" / "python"), os.environ.get("PYTHONPATH", "")]),
        "SPECIES_ARENA_ADMIN_TOKEN": ADMIN,
        "SPECIES_ARENA_WEBHOOK_ALLOW_PRIVATE": "1",
        "SPECIES_ARENA_WEBHOOK_RETRY_DELAYS": "0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2",
        "SPECIES_ARENA_WEBHOOK_POLL": "0.05",
        "SPECIES_ARENA_WEBHOOK_TIMEOUT": "3",
        "SPECIES_ARENA_WEBHOOK_LEASE": "4",
        "SPECIES_ARENA_RATE_LIMIT": "0",
        "SPECIES_ARENA_QUOTA_GAMES_PER_HOUR": "0",
        "SPECIES_ARENA_QUOTA_BOT_GAMES": "0",
        "SPECIES_ARENA_LOG_LEVEL": "WARNING",
    }


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Any:
    if request.param == "sqlite":
        yield {"SPECIES_ARENA_STORE": "sqlite", "SPECIES_ARENA_DB": str(tmp_path / "games.sqlite")}
        return
    schema = f"t_{uuid.uuid4().hex[:12]}"
    with _pg_connect() as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield {**postgres_env(), "SPECIES_ARENA_STORE": "postgres", "POSTGRES_SCHEMA": schema}
    finally:
        with _pg_connect() as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


def auth(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def play(api: httpx.Client, gid: str, key: str, moves: int) -> None:
    """Up to ``moves`` actions of the key's seat (the first legal one), waiting for the bot."""
    done = 0
    deadline = time.monotonic() + 60
    while done < moves and time.monotonic() < deadline:
        legal = api.get(f"/games/{gid}/legal-actions", headers=auth(key)).json()
        if api.get(f"/games/{gid}/state").json()["finished"]:
            return
        if not legal["actions"]:
            time.sleep(0.05)
            continue
        r = api.post(f"/games/{gid}/actions", json={"action": legal["actions"][0], "expected_version": legal["version"]},
                     headers=auth(key))
        if r.status_code == 409:
            continue
        assert r.status_code == 200, r.text
        done += 1


def all_notifications(api: httpx.Client, key: str) -> list[dict[str, Any]]:
    api.get(f"/games?wait_for={api.get('/health').json()['position']}")
    return api.get("/players/me/notifications?limit=1000", headers=auth(key)).json()["notifications"]


def test_a_server_killed_mid_delivery_resumes_and_every_notification_arrives(store: dict[str, str],
                                                                             tmp_path: Path) -> None:
    env = server_env(store)
    log = open(tmp_path / "server.log", "ab")  # noqa: SIM115
    with receiver() as rec:
        rec.delay = 0.5  # a slow receiver: the kill lands while a call is held
        with serve(env, log) as (port, proc):
            api = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30)
            keys, hooks, games = [], [], []
            for name in ("ann", "bob"):
                key = api.post("/players", json={"name": name}).json()["key"]
                r = api.post("/players/me/webhooks", json={"url": rec.url, "events": ["your-turn", "game-finished"]},
                             headers=auth(key))
                assert r.status_code == 201, r.text
                g = api.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": "random"}}).json()["id"]
                assert api.post(f"/games/{g}/seats/0", json={}, headers=auth(key)).status_code == 201
                keys.append(key)
                hooks.append(r.json())
                games.append(g)
            for key, g in zip(keys, games, strict=True):
                play(api, g, key, 6)
            # Kill the server while a call is being answered (the receiver is slow).
            deadline = time.monotonic() + 30
            # The held call's id is read before the kill: the receiver forgets it when its
            # hold ends, which on a busy machine may come before the killed server is reaped.
            while (in_flight := rec.in_flight_id) is None:
                assert time.monotonic() < deadline, "no delivery was ever in flight"
                time.sleep(0.01)
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(10)
            api.close()
        calls_before = len(rec.calls)
        with serve(env, log) as (port, proc):
            api = httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30)
            for key, g in zip(keys, games, strict=True):
                play(api, g, key, 3)  # more notifications after the restart
            per_player = [{n["id"] for n in all_notifications(api, key)} for key in keys]
            assert all(len(ids) >= 3 for ids in per_player), per_player
            expected = set().union(*per_player)
            # (A notification id names its game and seat: the two players' ids differ.)
            rec.wait(lambda r: expected <= {call.id for call in r.accepted()}, timeout=120)
            api.close()
    log.close()
    assert calls_before < len(rec.calls)
    # Every id, with one body, however often it came; the one in flight at the kill came again.
    bodies: dict[str, set[bytes]] = {}
    for call in rec.calls:
        bodies.setdefault(call.id, set()).add(call.body)
    assert all(len(b) == 1 for b in bodies.values()), "one id arrived with two different bodies"
    assert sum(1 for call in rec.calls if call.id == in_flight) >= 2, "the call cut short by the kill was not made again"
    assert expected <= {call.id for call in rec.accepted()}
    assert {call.id for call in rec.calls} <= expected  # nothing else was sent
