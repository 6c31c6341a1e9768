"""A real ``species-arena serve`` process, killed with SIGKILL while a client streams
acknowledged moves, loses none of them; after a restart the game goes on, and the
server-sent event stream resumes from the last event id it delivered."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import core_rs
import httpx

from service.config import Settings
from tests.browser.harness import HTTP  # one keep-alive client (``httpx.get`` builds one per call)
from tests.conftest import ADMIN, auth, settings_environ


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def server(settings: Settings) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    port = free_port()
    env = {**os.environ, **settings_environ(settings)}
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--log-level", "warning"], env=env
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            try:
                if HTTP.get(f"{base}/health", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.05)
        else:
            raise AssertionError("the server did not start")
        yield base, proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()


def sse_events(base: str, gid: str, headers: dict[str, str], count: int) -> list[dict[str, Any]]:
    """Read ``count`` events from the live stream."""
    out: list[dict[str, Any]] = []
    with HTTP.stream("GET", f"{base}/games/{gid}/events/stream", headers=headers, timeout=30) as r:
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/event-stream")
        event: dict[str, Any] = {}
        for line in r.iter_lines():
            if line.startswith("id: "):
                event["id"] = int(line[4:])
            elif line.startswith("data: "):
                event["data"] = json.loads(line[6:])
            elif line == "" and event:
                out.append(event)
                event = {}
                if len(out) == count:
                    break
    return out


def test_acknowledged_moves_survive_sigkill(settings: Settings) -> None:
    game, lo, hi = sorted(core_rs.games_list())[0]
    seats = min(hi, max(lo, 4))
    with server(settings) as (base, proc):
        gid = HTTP.post(f"{base}/games", json={"game": game, "seats": seats}).json()["id"]
        tokens = [HTTP.post(f"{base}/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(seats)]
        acked: list[tuple[int, int, Any]] = []
        stop = threading.Event()

        def client_loop() -> None:
            with httpx.Client(base_url=base, timeout=5) as http:
                while not stop.is_set():
                    try:
                        st = http.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
                        if st["pending"] is None:
                            return
                        seat = st["pending"]["seat"]
                        actions = http.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"]
                        if not actions:
                            return
                        action = actions[len(acked) % len(actions)]
                        r = http.post(
                            f"/games/{gid}/actions", json={"action": action, "expected_version": st["version"]},
                            headers=auth(tokens[seat]),
                        )
                        if r.status_code == 200:
                            acked.append((r.json()["action_version"], seat, action))
                    except (httpx.TransportError, ValueError):
                        return

        writer = threading.Thread(target=client_loop)
        writer.start()
        while len(acked) < 6 and writer.is_alive():
            time.sleep(0.001)
        os.kill(proc.pid, signal.SIGKILL)
        writer.join()
        stop.set()
    assert len(acked) >= 6
    with server(settings) as (base, _):
        events = HTTP.get(f"{base}/games/{gid}/events", headers=auth(ADMIN)).json()["events"]
        assert [e["version"] for e in events] == list(range(1, len(events) + 1))
        stored = {e["version"]: (e["seat"], e["action"]) for e in events if e["type"] == "ActionApplied"}
        for version, seat, action in acked:
            assert stored.get(version) == (seat, action), f"acknowledged move at version {version} was lost"
        assert HTTP.get(f"{base}/games/{gid}/audit", headers=auth(ADMIN)).json()["verified"] is True
        # The stream, as a spectator, from the start; then resumed after the 3rd event.
        streamed = sse_events(base, gid, {}, 5)
        assert [e["id"] for e in streamed] == [1, 2, 3, 4, 5]
        assert "seed" not in streamed[0]["data"] and "state_hash" not in json.dumps(streamed)
        resumed = sse_events(base, gid, {"Last-Event-ID": "3"}, 2)
        assert [e["id"] for e in resumed] == [4, 5] and resumed[0]["data"] == streamed[3]["data"]
        # Live: a new move reaches a stream that waits after the last event.
        last = events[-1]["version"]
        got: list[dict[str, Any]] = []
        reader = threading.Thread(target=lambda: got.extend(sse_events(base, gid, {"Last-Event-ID": str(last)}, 1)))
        reader.start()
        st = HTTP.get(f"{base}/games/{gid}/state", headers=auth(ADMIN)).json()
        assert st["pending"] is not None, "the game needs a move left after the restart"
        seat = st["pending"]["seat"]
        actions = HTTP.get(f"{base}/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"]
        r = HTTP.post(f"{base}/games/{gid}/actions", json={"action": actions[0], "expected_version": st["version"]},
                       headers=auth(tokens[seat]))
        assert r.status_code == 200
        reader.join(timeout=60)
        assert [e["id"] for e in got] == [last + 1]


def test_two_server_processes_on_one_database(settings: Settings) -> None:
    """Two real servers share the store, each with its own cache: moves alternate between
    them without a conflict, and the same decision sent to both at once is taken once."""
    game, lo, hi = sorted(core_rs.games_list())[0]
    seats = min(hi, max(lo, 4))
    with server(settings) as (base_a, _), server(settings) as (base_b, _):
        gid = HTTP.post(f"{base_a}/games", json={"game": game, "seats": seats}).json()["id"]
        tokens = [HTTP.post(f"{base_b}/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(seats)]

        def next_move(base: str) -> tuple[int, int, list[Any]]:
            st = HTTP.get(f"{base}/games/{gid}/state", headers=auth(ADMIN)).json()
            seat = st["pending"]["seat"]
            actions = HTTP.get(f"{base}/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"]
            return st["version"], seat, actions

        for i in range(4):
            base = (base_a, base_b)[i % 2]
            version, seat, actions = next_move(base)
            r = HTTP.post(f"{base}/games/{gid}/actions", json={"action": actions[0], "expected_version": version},
                           headers=auth(tokens[seat]))
            assert r.status_code == 200, r.text
        version, seat, actions = next_move(base_a)
        assert len(actions) >= 2
        barrier = threading.Barrier(2)
        codes: list[int] = []

        def send(base: str, action: Any) -> None:
            barrier.wait()
            r = HTTP.post(f"{base}/games/{gid}/actions", json={"action": action, "expected_version": version},
                           headers=auth(tokens[seat]), timeout=30)
            codes.append(r.status_code)

        threads = [threading.Thread(target=send, args=(b, a)) for b, a in ((base_a, actions[0]), (base_b, actions[1]))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(codes) == [200, 409]
        for base in (base_a, base_b):
            events = HTTP.get(f"{base}/games/{gid}/events", headers=auth(ADMIN)).json()["events"]
            assert [e["version"] for e in events] == list(range(1, version + 2))
        assert HTTP.get(f"{base_b}/games/{gid}/audit", headers=auth(ADMIN)).json()["verified"] is True
        resumed = HTTP.get(f"{base_a}/games/{gid}/events/stream?after={version - 1}&follow=false").text
        assert [line for line in resumed.splitlines() if line.startswith("id: ")] == [f"id: {version}", f"id: {version + 1}"]
