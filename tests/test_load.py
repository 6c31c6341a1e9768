"""The load test's harness (``make load``), run for a couple of seconds: a server
of its own on 127.0.0.1, two games played, no error, every acknowledged action found in the
store exactly once at its version, and a forged acknowledgement caught by the same check.

The Rust load client (``species-loadgen``) is tested the same way, and both clients'
open loop and ``include=next`` (against a stand-in for the server side of ``?include=next``);
the tests that need the Rust client are marked ``slow`` and run with ``-m slow`` (``make
load`` runs them first): they build it, which takes minutes on a fresh tree."""

from __future__ import annotations

import argparse
import asyncio
import json
import secrets
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from benches.load import floor, harness
from benches.load.client import Plan, arrival, watched

PORT = 8139  # the last port of this test's range (8120-8139); `make load` starts at 8120
FLOOR_PORT = 8138
RUST_PORT = 8137
OPEN_LOOP_PORT = 8136
NEXT_PORT, NEXT_PROXY_PORT = 8135, 8134


@pytest.fixture
def rust(request: pytest.FixtureRequest) -> Path:
    """The built species-loadgen, for the tests run with ``-m slow`` (``make load``)."""
    if "slow" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("builds the Rust load client (minutes on a fresh tree): run with -m slow, as make load does")
    return harness.loadgen_binary()


def args(**kw: object) -> argparse.Namespace:
    base = dict(
        duration=2.0, clients=1, spectators=0.5, followers=0.5, spectator_interval=0.3,
        append_seconds=0.0, replay_budget=30.0, port=PORT, seed=7,
    )
    base.update(kw)
    return argparse.Namespace(**base)


def test_two_games_for_two_seconds(tmp_path: Path) -> None:
    keep: dict = {}
    row = harness.run_step(args(), "sqlite", 2, 1, tmp_path, keep)

    assert row["actions"] > 0, row
    assert row["errors"] == 0 and row["setup_errors"] == 0, row["error_samples"]
    for endpoint in ("state", "legal", "action", "spectate", "stream"):
        assert row["latency_ms"][endpoint]["count"] > 0, endpoint
    assert row["latency_ms"]["action"]["p50"] <= row["latency_ms"]["action"]["p99"]
    assert row["stream_events"] > 0
    assert row["server_cpu_seconds"] > 0 and row["peak_rss_mb"] > 10 and row["server_run_queue_seconds"] >= 0
    audit = row["audit"]
    assert audit["ok"], audit
    assert audit["games"] >= 2 and audit["acknowledged"] >= row["actions"] > 0
    assert audit["missing_or_duplicated"] == 0 and audit["replay_verified"] == audit["replayed"] == audit["games"]

    # The same check finds an acknowledgement that the store does not hold at its version,
    # and one acknowledged twice.
    results = json.loads(json.dumps(keep["results"]))
    gid, seat, version, action, key = results[0]["acks"][0]
    results[0]["acks"][0] = [gid, seat, version + 1000, action, key]
    forged = harness.audit_store(keep["env"], results, 0.0)
    assert not forged["ok"] and forged["missing_or_duplicated"] == 1, forged
    results = json.loads(json.dumps(keep["results"]))
    results[0]["acks"].append(results[0]["acks"][0])
    twice = harness.audit_store(keep["env"], results, 0.0)
    assert not twice["ok"] and twice["missing_or_duplicated"] == 1, twice


def test_targets_are_ratios() -> None:
    def step(store: str, n: int, aps: float, p99: float, cpu: float, workers: int = 1, errors: int = 0,
             include_next: bool = False, mode: str = "closed", ok: bool = True) -> dict:
        return {"store": store, "n": n, "workers": workers, "actions_per_s": aps, "errors": errors,
                "latency_ms": {"action": {"p50": p99 / 2, "p99": p99}, "action-scheduled": {"p99": p99 * 2},
                               "state": {"p99": p99 / 4}},
                "server_cpu_ms_per_action": cpu, "include_next": include_next, "mode": mode,
                "offered_actions_per_s": 300.0 if mode == "open" else None, "audit": {"ok": ok},
                "append": {"append_rate": 2000.0, "cpu_ms": {"with_projection": 1.2}}}

    rows = [step("sqlite", 200, 500.0, 50.0, 2.4), step("sqlite", 200, 650.0, 20.0, 1.2, include_next=True),
            step("sqlite", 1000, 300.0, 20.0, 0.5, errors=3, mode="open"),
            step("postgres", 200, 300.0, 90.0, 1.0), step("postgres", 200, 540.0, 60.0, 1.0, workers=2)]
    floor_report = {"route": {"requests": 900, "requests_per_s": 300.0, "server_cpu_us_per_request": 240.0},
                    "thread": {"requests": 600, "requests_per_s": 200.0, "server_cpu_us_per_request": 380.0},
                    "concurrency": 16, "seconds": 3.0}
    by_name = {t["target"]: t for t in harness.targets(rows, have_workers=True, floor_report=floor_report)}
    ratio = by_name["SQLite, 200 games, 3 requests: server CPU per action <= 1.5x the application layer alone"]
    assert ratio["goal"] == 1.8 and ratio["ratio"] == 0.75 and ratio["met"] is False
    assert ratio["note"].startswith("application layer alone 1.20 ms")
    assert by_name["SQLite, 200 games, 3 requests: server CPU per action <= 2.0 ms"]["met"] is False
    assert by_name["SQLite, 200 games, include=next: server CPU per action <= 1.3 ms"]["met"] is True
    assert by_name["SQLite, 200 games, include=next: actions/s >= 600"]["ratio"] == round(650 / 600, 3)
    assert by_name["sqlite, open loop, 1000 games, 300/s: no error"]["met"] is False
    scheduled = by_name["sqlite, open loop, 1000 games: action p99 < 50 ms (from its slot)"]
    assert scheduled["value"] == 40.0 and scheduled["met"] is True and "from its send: p99 20.0" in scheduled["note"]
    assert by_name["sqlite, open loop, 1000 games: state p99 < 20 ms"]["met"] is True
    assert by_name["PostgreSQL, 200 games: actions/s >= half of SQLite's"]["ratio"] == 1.2
    assert by_name["every run: nothing lost or doubled (the audit)"]["met"] is True
    assert by_name["sqlite, 200 games, 1 worker(s), 3 requests: server CPU per action"]["note"] == \
        "floor 0.72 ms (3 bare requests)"
    lost = harness.targets([*rows, step("sqlite", 10, 1.0, 1.0, 1.0, ok=False)], True)
    assert [t["met"] for t in lost if t["target"].startswith("every run")] == [False]
    alone = [t for t in harness.targets([step("sqlite", 10, 1.0, 1.0, 1.0)], True) if "N=200" in (t["note"] or "")]
    assert alone and all(t["met"] is None for t in alone)
    md = harness.markdown({"date": "d", "duration": 1, "cpus": 2, "load_average_before": [0], "steps": [],
                           "targets": harness.targets(rows, True)})
    assert "| SQLite, 200 games, include=next: server CPU per action <= 1.3 ms | 1.2 | 1.3 | 1.083 | yes |" in md
    assert "HTTP floor" not in md
    md = harness.markdown({"date": "d", "duration": 1, "cpus": 2, "load_average_before": [0], "steps": [],
                           "floor": floor_report, "targets": harness.targets(rows, True, floor_report)})
    assert ("HTTP floor on this machine, same run: a bare Litestar route costs 240.0 µs of server CPU per request "
            "(380.0 µs with a thread hop) at 16 connections, so an action's three requests cost at least 0.72 ms "
            "before any work.") in md, md
    assert ("| sqlite, 200 games, 1 worker(s), 3 requests: server CPU per action | 2.4 | – | – | – "
            "| floor 0.72 ms (3 bare requests) |") in md, md

def test_watchers_are_spread_over_the_tables_and_their_first_second() -> None:
    """Spectators and followers watch evenly spaced tables (an open loop's slots go over the
    tables in turn: watchers of neighbouring tables would be woken together) and arrive
    spread over their first second, not all at once."""
    n, count = 500, 50
    tables = [watched(k, count, n, 0) for k in range(count)]
    assert len(set(tables)) == count and all(b - a == n // count for a, b in zip(tables, tables[1:]))
    followers = [watched(k, 25, n, n // 2) for k in range(25)]
    assert len(set(followers)) == 25 and all(0 <= t < n for t in followers) and followers[0] == n // 2
    assert watched(3, 10, 4, 0) < 4 and watched(0, 0, 0, 0) == 0  # more watchers than tables; none at all
    starts = [arrival(k, count, 1.0) for k in range(count)]
    assert 0 < starts[0] < starts[-1] < 1.0 and starts == sorted(set(starts))
    assert arrival(0, 1, 0.0) == 0.0


def test_latency_is_followed_second_by_second() -> None:
    """Each second's count, p50 and p99 from when the Rust client's requests ended, and the
    window without its first seconds (where every table's first decision reads the game)."""
    t = 1_800_000_000.0
    slow = [(t + 0.1 * i, 0.5) for i in range(10)]  # the first second: 500 ms each
    fast = [(t + 1 + 0.1 * i, 0.002) for i in range(60)]  # then 2 ms
    ended = slow + fast
    result = {"latencies": {"action": [lat for _, lat in ended]}, "ended": {"action": [e for e, _ in ended]}}
    series = harness.by_second([result])["action"]
    assert series[0] == [0, 10, 500.0, 500.0] and series[1] == [1, 10, 2.0, 2.0] and len(series) == 7
    assert harness.after_warmup([result], 1) == {"action": {"p50": 2.0, "p99": 2.0, "count": 60}}
    assert harness.after_warmup([result], 0)["action"]["p99"] == 500.0
    assert harness.by_second([{"latencies": {"action": [0.1]}}]) == {}  # the Python client says no times


def test_floor_measures_both_routes_and_stops_its_server() -> None:
    """The HTTP floor (benches.load.floor) for about a second per route: both routes answered,
    the server's CPU per request is a positive number, and nothing listens on the port after."""
    import socket

    result = floor.measure(FLOOR_PORT, seconds=1.0, concurrency=4)

    assert result["concurrency"] == 4
    for name in ("route", "thread"):
        r = result[name]
        assert r["requests"] > 0 and r["errors"] == 0, (name, r)
        assert r["requests_per_s"] > 0, (name, r)
        cpu = r["server_cpu_us_per_request"]
        assert isinstance(cpu, float) and cpu > 0, (name, r)
    assert harness.floor_ms_per_action(result) == 3 * result["route"]["server_cpu_us_per_request"] / 1000
    with socket.socket() as s:
        assert s.connect_ex(("127.0.0.1", FLOOR_PORT)) != 0, "the floor's server still listens"


def test_make_load_runs_the_harness() -> None:
    """`make load` (docs/load.md) exists and runs this harness with its knobs."""
    import subprocess

    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(
        ["make", "-n", "load", "LOAD_N=10", "LOAD_STORES=sqlite", "LOAD_ARGS=--py-spy"],
        cwd=root, capture_output=True, text=True, check=True,
    ).stdout
    assert "-m benches.load --n 10 " in out and "--stores sqlite" in out and "--py-spy" in out, out
    assert "--open-loop 1000:300:60" in out and "--open-loop-next 1000:300:60" in out, out


def _check_step(row: dict[str, Any]) -> None:
    assert row["actions"] > 0, row
    assert row["errors"] == 0 and row["setup_errors"] == 0, row["error_samples"]
    assert row["audit"]["ok"], row["audit"]
    assert row["audit"]["acknowledged"] >= row["actions"]
    assert row["client_cpu_ms_per_request"] is not None and row["client_cpu_ms_per_request"] > 0, row


@pytest.mark.slow
def test_the_rust_client_plays_two_games_for_two_seconds(tmp_path: Path, rust: Path) -> None:
    """The same step with species-loadgen: the same Result, the same audit, its CPU counted."""
    keep: dict = {}
    row = harness.run_step(args(client="rust", port=RUST_PORT), "sqlite", 2, 1, tmp_path, keep)

    _check_step(row)
    assert row["client"] == "rust" and row["client_programs"] == ["rust current-thread"], row
    for endpoint in ("state", "legal", "action", "spectate", "stream"):
        assert row["latency_ms"][endpoint]["count"] > 0, endpoint
    assert row["stream_events"] > 0
    assert row["audit"]["replay_verified"] == row["audit"]["replayed"] == row["audit"]["games"] >= 2
    result = keep["results"][0]
    assert set(result) >= set(harness.Result().__dict__), set(harness.Result().__dict__) - set(result)
    gid, seat, version, action, key = result["acks"][0]
    assert isinstance(gid, str) and isinstance(seat, int) and isinstance(version, int)
    assert isinstance(action, dict) and len(key) == 32
    forged = json.loads(json.dumps(keep["results"]))
    forged[0]["acks"][0] = [gid, seat, version + 1000, action, key]
    assert harness.audit_store(keep["env"], forged, 0.0)["missing_or_duplicated"] == 1


@pytest.mark.parametrize("client", ["python", pytest.param("rust", marks=pytest.mark.slow)])
def test_open_loop_keeps_to_its_schedule(tmp_path: Path, client: str, request: pytest.FixtureRequest) -> None:
    """20 actions/s offered over three games for two seconds: about 40 slots, each an action
    or a missed slot, the action timed from its slot too."""
    if client == "rust":
        request.getfixturevalue("rust")
    row = harness.run_step(
        args(client=client, port=OPEN_LOOP_PORT, spectators=0.0, followers=0.0), "sqlite", 3, 1, tmp_path, rate=20.0
    )

    _check_step(row)
    assert row["mode"] == "open" and row["offered_actions_per_s"] == 20.0
    assert 35 <= row["slots"] <= 41, row["slots"]
    scheduled = row["latency_ms"]["action-scheduled"]
    assert scheduled["count"] + row["missed_slots"] <= row["slots"]
    assert scheduled["count"] >= row["slots"] // 2, (scheduled, row["missed_slots"])
    assert scheduled["p50"] >= row["latency_ms"]["action"]["p50"] - 0.1
    assert row["requests"] == sum(v["count"] for ep, v in row["latency_ms"].items() if ep != "action-scheduled")
    if client == "rust":  # it says when each request ended: the latency over the window, second by second
        seconds = row["latency_by_second"]["action-scheduled"]
        assert sum(count for _, count, _, _ in seconds) == scheduled["count"], seconds
        assert "action-scheduled" not in row["latency_after_warmup_ms"]  # a two-second window is all warm-up
    else:
        assert "latency_by_second" not in row


def _include_next_stand_in(upstream: str, port: int, ready: threading.Event, stop: threading.Event) -> None:
    """A proxy to ``upstream`` that answers ``POST /games/{id}/actions?include=next`` as the
    server is to (the answer plus ``next``: the state and legal actions of the acting seat,
    read after the action), for the clients' include_next until the service has it."""
    import aiohttp
    from aiohttp import web

    session: aiohttp.ClientSession

    async def handle(req: web.Request) -> web.Response:
        include = req.method == "POST" and req.path.endswith("/actions") and req.query.get("include") == "next"
        query = {k: v for k, v in req.query.items() if k != "include"}
        headers = {k: v for k, v in req.headers.items() if k.lower() not in ("host", "content-length")}
        body = await req.read()
        async with session.request(req.method, upstream + req.path, params=query, data=body or None,
                                   headers=headers) as r:
            data, status = await r.read(), r.status  # un-gzipped: passed on plain
            out_headers = {k: v for k, v in r.headers.items() if k.lower() in ("etag", "content-type")}
        if include and status == 200:
            answer = json.loads(data)
            auth = {"Authorization": req.headers["Authorization"]}
            gid = req.path.split("/")[2]
            async with session.get(f"{upstream}/games/{gid}/state", headers=auth) as s:
                state = await s.json()
            async with session.get(f"{upstream}/games/{gid}/legal-actions", headers=auth) as legal:
                answer["next"] = {"state": state, "legal_actions": await legal.json()}
            data, out_headers = json.dumps(answer).encode(), {"Content-Type": "application/json"}
        return web.Response(body=data, status=status, headers=out_headers)

    async def main() -> None:
        nonlocal session
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", handle)
        async with aiohttp.ClientSession() as session:
            runner = web.AppRunner(app)
            await runner.setup()
            await web.TCPSite(runner, "127.0.0.1", port).start()
            ready.set()
            while not stop.is_set():
                await asyncio.sleep(0.05)
            await runner.cleanup()

    asyncio.run(main())


@pytest.fixture
def stand_in(tmp_path: Path) -> Iterator[tuple[str, dict[str, str]]]:
    """A server on a fresh SQLite store behind the include=next stand-in: (its URL, the env)."""
    store = harness.Store("sqlite", tmp_path, "next")
    env = harness.step_env(store, secrets.token_urlsafe(24), secrets.token_urlsafe(36))
    server = harness.Server(NEXT_PORT, 1, env, tmp_path / "next.log")
    ready, stop = threading.Event(), threading.Event()
    proxy = threading.Thread(
        target=_include_next_stand_in, args=(server.url, NEXT_PROXY_PORT, ready, stop), daemon=True
    )
    try:
        server.wait_ready()
        proxy.start()
        assert ready.wait(10), "the stand-in did not start"
        yield f"http://127.0.0.1:{NEXT_PROXY_PORT}", env
    finally:
        stop.set()
        if proxy.is_alive():
            proxy.join(timeout=10)
        server.stop()


@pytest.mark.parametrize("client", ["python", pytest.param("rust", marks=pytest.mark.slow)])
def test_include_next_makes_one_request_per_decision(
    tmp_path: Path, client: str, stand_in: tuple[str, dict[str, str]], request: pytest.FixtureRequest
) -> None:
    """With include_next a decision reads nothing while the same seat keeps the turn: the
    state once per game, the legal actions only when another seat is to act; the audit holds."""
    url, env = stand_in
    plan = Plan(base_url=url, games=list(harness.KINDS), seats=harness.SEATS, spectators=0, followers=0,
                duration=2.0, spectator_interval=1.0, long_poll=False, seed=3, include_next=True)
    if client == "rust":
        proc: Any = harness.RustClient(request.getfixturevalue("rust"), plan, tmp_path, "next")
    else:
        import multiprocessing as mp

        ctx = mp.get_context("spawn")
        proc = harness.PythonClient(ctx, plan, ctx.Value("d", 0.0))
    try:
        proc.wait_ready(60)
        proc.go(time.time())
        result = proc.result(60)
    finally:
        proc.kill()
        proc.stop()

    assert result["errors"] == 0, result["error_samples"]
    counts = {ep: sum(c.values()) for ep, c in result["statuses"].items()}
    actions = counts["action"]
    assert actions > 10 and len(result["acks"]) == actions, counts
    assert counts["state"] <= len(result["games"]), counts  # once per game: every later state came with an answer
    assert counts.get("legal", 0) < actions, counts  # a seat that keeps the turn reads nothing
    audit = harness.audit_store(env, [result], 30.0)
    assert audit["ok"] and audit["acknowledged"] == actions, audit
