"""The load test's harness (``make load``), run for a couple of seconds: a server
of its own on 127.0.0.1, two games played, no error, every acknowledged action found in the
store exactly once at its version, and a forged acknowledgement caught by the same check."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from benches.load import floor, harness

PORT = 8139  # the last port of this test's range (8120-8139); `make load` starts at 8120
FLOOR_PORT = 8138


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
    def step(store: str, n: int, aps: float, p99: float, cpu: float, workers: int = 1, errors: int = 0) -> dict:
        return {"store": store, "n": n, "workers": workers, "actions_per_s": aps, "errors": errors,
                "latency_ms": {"action": {"p50": p99 / 2, "p99": p99}}, "server_cpu_ms_per_action": cpu,
                "append": {"append_rate": 2000.0}}

    rows = [step("sqlite", 200, 500.0, 50.0, 2.0), step("sqlite", 1000, 400.0, 800.0, 0.5, errors=3),
            step("postgres", 200, 300.0, 90.0, 1.0), step("postgres", 200, 540.0, 60.0, 1.0, workers=2)]
    floor_report = {"route": {"requests": 900, "requests_per_s": 300.0, "server_cpu_us_per_request": 240.0},
                    "thread": {"requests": 600, "requests_per_s": 200.0, "server_cpu_us_per_request": 380.0},
                    "concurrency": 16, "seconds": 3.0}
    by_name = {t["target"]: t for t in harness.targets(rows, have_workers=True, floor_report=floor_report)}
    assert by_name["SQLite, 200 games: actions/s >= 1000"]["ratio"] == 0.5
    assert by_name["SQLite, 200 games: actions/s >= 40% of the append rate"]["ratio"] == 0.625
    assert by_name["SQLite, 200 games: action p99 < 100 ms"]["met"] is True
    assert by_name["sqlite, 1000 games: no error"]["met"] is False
    assert by_name["sqlite, 1000 games: action p99 < 500 ms"]["ratio"] == 0.625
    assert by_name["sqlite, 200 games, 1 worker(s): server CPU per action < 1 ms"]["met"] is False
    assert by_name["sqlite, 200 games, 1 worker(s): server CPU per action < 1 ms"]["note"] == \
        "floor 0.72 ms (3 bare requests)"
    assert by_name["SQLite, 200 games: action p99 < 100 ms"]["note"] == ""
    assert all(t["note"] == "" for t in harness.targets(rows, True) if "server CPU" in t["target"])
    assert by_name["PostgreSQL, 200 games: 2 workers >= 1.6x 1 worker"]["ratio"] == 1.125
    absent = [t for t in harness.targets(rows, have_workers=False) if "2 workers" in t["target"]]
    assert absent[0]["note"].startswith("not available") and absent[0]["met"] is None
    md = harness.markdown({"date": "d", "duration": 1, "cpus": 2, "load_average_before": [0], "steps": [],
                           "targets": harness.targets(rows, True)})
    assert "| SQLite, 200 games: actions/s >= 1000 | 500.0 | 1000 | 0.5 | **no** |" in md
    assert "HTTP floor" not in md
    md = harness.markdown({"date": "d", "duration": 1, "cpus": 2, "load_average_before": [0], "steps": [],
                           "floor": floor_report, "targets": harness.targets(rows, True, floor_report)})
    assert ("HTTP floor on this machine, same run: a bare Litestar route costs 240.0 µs of server CPU per request "
            "(380.0 µs with a thread hop) at 16 connections, so an action's three requests cost at least 0.72 ms "
            "before any work.") in md, md
    assert ("| sqlite, 200 games, 1 worker(s): server CPU per action < 1 ms | 2.0 | 1.0 | 0.5 | **no** "
            "| floor 0.72 ms (3 bare requests) |") in md, md


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
