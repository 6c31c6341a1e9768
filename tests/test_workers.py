"""Several server processes on one store: ``species-arena serve
--workers 2`` and a second ``serve`` on another port, against one SQLite file (and one
PostgreSQL schema when ``POSTGRES_*`` are set).

Requests race from several threads, each on a new connection (so that the workers'
shared socket hands them to different processes; the access log's ``pid`` shows which
one served each), through both servers:

* the same ``expected_version`` from many clients: exactly one 200 per version, every
  other answer a 409 ``version-conflict``, the history without a gap or a duplicate;
* the same ``Idempotency-Key`` from many clients: the action is stored once and every
  answer is the first response;
* a human action answered by a bot: the bot's moves are stored once;
* the read models (one projection per server, two servers): every action once;
* a stream ticket issued by one worker opens the stream on any other.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import ADMIN, BACKENDS, _pg_connect, auth, postgres_env
from tests.test_durability import free_port

GAME = "la-isla"
#: Clients racing for each decision.
RACERS = 6
#: One client for every thread, without keep-alive: each request opens a new connection,
#: which the workers' shared socket hands to either process.
HTTP = httpx.Client(timeout=30, limits=httpx.Limits(max_keepalive_connections=0))


@dataclass
class Server:
    """One ``species-arena serve`` process (its workers included) and its log."""

    base: str
    proc: subprocess.Popen[bytes]
    log: Path

    def access(self) -> list[dict[str, Any]]:
        """The access lines logged so far (one JSON object per line)."""
        out = []
        for line in self.log.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                rec = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(rec, dict) and rec.get("logger") == "species_arena.access":
                out.append(rec)
        return out


@dataclass
class Cluster:
    """Two servers on one store: ``a`` with two workers, ``b`` with one."""

    a: Server
    b: Server
    store_env: dict[str, str] = field(default_factory=dict)

    @property
    def bases(self) -> list[str]:
        return [self.a.base, self.b.base]


@contextmanager
def serve(env: dict[str, str], workers: int, log: Path) -> Iterator[Server]:
    port = free_port()
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--workers", str(workers),
             "--log-level", "warning"],
            env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
        )
    try:
        yield Server(f"http://127.0.0.1:{port}", proc, log)
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                pass
        # The server's workers and projection process are in its own process group.
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()


def wait_healthy(server: Server, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert server.proc.poll() is None, f"the server exited:\n{server.log.read_text()[-3000:]}"
        try:
            if HTTP.get(f"{server.base}/health", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise AssertionError(f"the server did not start:\n{server.log.read_text()[-3000:]}")


@pytest.fixture(scope="module", params=BACKENDS)
def cluster(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    tmp = tmp_path_factory.mktemp(f"workers-{request.param}")
    store: dict[str, str] = {"SPECIES_ARENA_ADMIN_TOKEN": ADMIN}
    schema = None
    if request.param == "sqlite":
        store.update(SPECIES_ARENA_STORE="sqlite", SPECIES_ARENA_DB=str(tmp / "games.sqlite"))
    else:
        schema = f"t_{uuid.uuid4().hex[:12]}"
        with _pg_connect() as conn:
            conn.execute(f'CREATE SCHEMA "{schema}"')
        store.update(SPECIES_ARENA_STORE="postgres", **postgres_env(), POSTGRES_SCHEMA=schema)
    env = {
        **os.environ, **store,
        "SPECIES_ARENA_RATE_LIMIT": "0", "SPECIES_ARENA_QUOTA_GAMES_PER_HOUR": "0", "SPECIES_ARENA_LOG_FORMAT": "json", "SPECIES_ARENA_LOG_LEVEL": "INFO",
        "SPECIES_ARENA_CLOCK_POLL": "0",
    }
    env.pop("SPECIES_ARENA_TICKET_SECRET", None)  # each server draws its own; its workers share it
    env.pop("SPECIES_ARENA_WORKERS", None)
    try:
        with ExitStack() as stack:
            a = stack.enter_context(serve(env, 2, tmp / "a.log"))
            b = stack.enter_context(serve(env, 1, tmp / "b.log"))
            wait_healthy(a)
            wait_healthy(b)
            yield Cluster(a, b, store)
    finally:
        if schema is not None:
            with _pg_connect() as conn:
                conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


def new_game(base: str, bots: dict[str, str] | None = None) -> tuple[str, dict[int, str]]:
    """A two-seat game; every seat that is not a bot claimed. Returns its id and tokens."""
    r = HTTP.post(f"{base}/games", json={"game": GAME, "seats": 2, "bots": bots or {}}, timeout=30)
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    tokens = {}
    for seat in range(2):
        if str(seat) in (bots or {}):
            continue
        r = HTTP.post(f"{base}/games/{gid}/seats/{seat}", json={"player": f"p{seat}"}, timeout=30)
        assert r.status_code == 201, r.text
        tokens[seat] = r.json()["token"]
    return gid, tokens


def race(calls: list[Callable[[], httpx.Response]]) -> list[httpx.Response]:
    """Run the calls from one thread each, released together."""
    barrier = threading.Barrier(len(calls))
    out: list[httpx.Response | BaseException | None] = [None] * len(calls)

    def run(i: int) -> None:
        barrier.wait()
        try:
            out[i] = calls[i]()
        except BaseException as err:  # noqa: BLE001 - reported below
            out[i] = err

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(calls))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    for r in out:
        assert isinstance(r, httpx.Response), f"a racing request failed: {r!r}"
    return out  # type: ignore[return-value]


def post_action(base: str, gid: str, token: str, action: Any, version: int, key: str | None = None) -> httpx.Response:
    headers = auth(token) | ({"Idempotency-Key": key} if key else {})
    return HTTP.post(
        f"{base}/games/{gid}/actions", json={"action": action, "expected_version": version}, headers=headers, timeout=30
    )


def history(base: str, gid: str) -> list[dict[str, Any]]:
    r = HTTP.get(f"{base}/games/{gid}/events", params={"after": 0, "limit": 1000}, headers=auth(ADMIN), timeout=30)
    assert r.status_code == 200, r.text
    return r.json()["events"]


def admin_state(base: str, gid: str) -> dict[str, Any]:
    r = HTTP.get(f"{base}/games/{gid}/state", headers=auth(ADMIN), timeout=30)
    assert r.status_code == 200, r.text
    return r.json()


def legal(base: str, gid: str, token: str) -> dict[str, Any]:
    r = HTTP.get(f"{base}/games/{gid}/legal-actions", headers=auth(token), timeout=30)
    assert r.status_code == 200, r.text
    return r.json()


def action_pids(server: Server, gid: str) -> set[int]:
    return {rec["pid"] for rec in server.access() if rec.get("path") == f"/games/{gid}/actions"}


def test_one_winner_per_version_across_workers_and_servers(cluster: Cluster) -> None:
    gid, tokens = new_game(cluster.a.base)
    start = admin_state(cluster.a.base, gid)["version"]
    won: list[dict[str, Any]] = []
    # At least 8 rounds, and on until both workers of server a have answered an action
    # (which worker accepts a connection is the kernel's choice), at most 40.
    for rnd in range(40):
        if rnd >= 8 and len(action_pids(cluster.a, gid)) == 2:
            break
        st = admin_state(cluster.bases[rnd % 2], gid)
        version, seats = st["version"], st["pending"]["seats"]
        choices = {s: legal(cluster.a.base, gid, tokens[s])["actions"] for s in seats}
        calls = []
        for i in range(RACERS):
            seat = seats[i % len(seats)]
            action = choices[seat][i % len(choices[seat])]
            base = cluster.bases[i % 2]
            calls.append(lambda b=base, s=seat, a=action: post_action(b, gid, tokens[s], a, version))
        answers = race(calls)
        ok = [r for r in answers if r.status_code == 200]
        assert len(ok) == 1, [(r.status_code, r.text[:200]) for r in answers]
        for r in answers:
            if r.status_code != 200:
                assert r.status_code == 409, r.text
                assert r.json()["type"].endswith("version-conflict")
                assert r.json()["current_version"] >= version + 1
        body = ok[0].json()
        assert body["action_version"] == version + 1
        won.append({"version": body["action_version"], "request": ok[0].request})
    events = history(cluster.b.base, gid)
    assert [e["version"] for e in events] == list(range(1, len(events) + 1))
    applied = [e for e in events if e["type"] == "ActionApplied"]
    assert len(applied) == len(won) >= 8
    assert [e["version"] for e in applied] == list(range(start + 1, start + 1 + len(won)))
    for e, w in zip(applied, won, strict=True):
        sent = json.loads(w["request"].content)
        assert e["version"] == w["version"] and e["action"] == sent["action"]
    # The two workers of server a both took part (the access log names each one's pid).
    assert len(action_pids(cluster.a, gid)) == 2, action_pids(cluster.a, gid)
    assert len(action_pids(cluster.b, gid)) == 1


def test_one_idempotency_key_is_applied_once_whichever_worker_gets_it(cluster: Cluster) -> None:
    gid, tokens = new_game(cluster.a.base)
    # At least 3 keyed actions, and on until both workers of server a have answered one
    # (which worker accepts a connection is the kernel's choice), at most 20.
    for rnd in range(20):
        if rnd >= 3 and len(action_pids(cluster.a, gid)) == 2:
            break
        st = admin_state(cluster.a.base, gid)
        seat = st["pending"]["seats"][0]
        action = legal(cluster.b.base, gid, tokens[seat])["actions"][0]
        key = str(uuid.uuid4())
        answers = race([
            lambda b=cluster.bases[i % 2]: post_action(b, gid, tokens[seat], action, st["version"], key)
            for i in range(RACERS)
        ])
        assert all(r.status_code == 200 for r in answers), [(r.status_code, r.text[:200]) for r in answers]
        bodies = [r.json() for r in answers]
        first = [b for b in bodies if not b.get("replayed")]
        assert len(first) == 1, bodies
        # Every answer is the first one ("replayed" aside; a replay's position is the
        # store's latest, so never before the first write's).
        for b in bodies:
            assert {k: v for k, v in b.items() if k not in ("position", "replayed")} == {
                k: v for k, v in first[0].items() if k not in ("position", "replayed")
            }
            assert b["position"] >= first[0]["position"]
        events = history(cluster.a.base, gid)
        assert [e["version"] for e in events] == list(range(1, len(events) + 1))
        assert events[-1]["version"] == st["version"] + 1, "the keyed action was stored more than once"
    assert len(action_pids(cluster.a, gid)) == 2


def test_a_bot_turn_is_played_once_whoever_wins_the_human_move(cluster: Cluster) -> None:
    gid, tokens = new_game(cluster.a.base, bots={"1": "random"})
    for _ in range(4):
        st = admin_state(cluster.b.base, gid)
        if st["pending"] is None or 0 not in st["pending"]["seats"]:
            break
        version = st["version"]
        action = legal(cluster.a.base, gid, tokens[0])["actions"][0]
        answers = race([lambda b=cluster.bases[i % 2]: post_action(b, gid, tokens[0], action, version)
                        for i in range(RACERS)])
        ok = [r.json() for r in answers if r.status_code == 200]
        assert len(ok) == 1 and all(r.status_code in (200, 409) for r in answers), [r.text[:200] for r in answers]
        events = history(cluster.b.base, gid)
        assert [e["version"] for e in events] == list(range(1, len(events) + 1))
        after = [e for e in events if e["version"] > version]
        bot_moves = [e for e in after if e["type"] == "ActionApplied" and e["seat"] == 1]
        human_moves = [e for e in after if e["type"] == "ActionApplied" and e["seat"] == 0]
        assert len(human_moves) == 1 and len(bot_moves) == ok[0]["bot_actions"]
        assert events[-1]["version"] == ok[0]["version"]


def test_read_models_count_every_action_once_with_a_projection_per_server(cluster: Cluster) -> None:
    gid, tokens = new_game(cluster.b.base)
    position = 0
    for i in range(6):
        st = admin_state(cluster.a.base, gid)
        seat = st["pending"]["seats"][0]
        action = legal(cluster.a.base, gid, tokens[seat])["actions"][0]
        r = post_action(cluster.bases[i % 2], gid, tokens[seat], action, st["version"])
        assert r.status_code == 200, r.text
        position = max(position, r.json()["position"])
    version = admin_state(cluster.a.base, gid)["version"]
    applied = [e["version"] for e in history(cluster.a.base, gid) if e["type"] == "ActionApplied"]
    for base in cluster.bases:
        summary = HTTP.get(f"{base}/games/{gid}", params={"wait_for": position}, timeout=30)
        assert summary.status_code == 200, summary.text
        assert summary.json()["version"] == version
        timeline = HTTP.get(f"{base}/games/{gid}/timeline", params={"wait_for": position}, headers=auth(ADMIN), timeout=30)
        assert timeline.status_code == 200, timeline.text
        versions = [entry["version"] for entry in timeline.json()["entries"]]
        assert sorted(versions) == applied, (versions, applied)
    # Each server runs one projection: the first-come tracking write skips the other's
    # duplicate, and the health check shows both caught up.
    for base in cluster.bases:
        health = HTTP.get(f"{base}/health", timeout=30).json()
        assert health["projected"] >= position


def test_a_stream_ticket_from_one_worker_opens_the_stream_on_another(cluster: Cluster) -> None:
    gid, tokens = new_game(cluster.a.base)
    opened = Counter()
    for _ in range(8):
        r = HTTP.post(f"{cluster.a.base}/games/{gid}/stream-ticket", headers=auth(tokens[0]), timeout=30)
        assert r.status_code in (200, 201), r.text
        ticket = r.json()["ticket"]
        s = HTTP.get(
            f"{cluster.a.base}/games/{gid}/events/stream", params={"ticket": ticket, "follow": "false"}, timeout=30
        )
        opened[s.status_code] += 1
    assert opened == Counter({200: 8}), opened
    pids = {rec["pid"] for rec in cluster.a.access() if rec.get("path", "").startswith(f"/games/{gid}/")}
    assert len(pids) == 2, pids
