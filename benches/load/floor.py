"""The HTTP floor of ``make load``: what a bare Litestar route costs the server here.

``app`` is a Litestar app with two routes and nothing else (no middleware, no logging, no
OpenAPI schema): ``GET /floor``, an async handler answering a small JSON object shaped like a
game's state, and ``GET /floor-thread``, the same answer from a sync handler run in a worker
thread (``sync_to_thread=True``). ``measure`` serves it the way ``species-arena serve`` serves
the game service with one worker (uvicorn, its default loop and HTTP implementation, no access
log, log level warning), drives each route with aiohttp at a fixed number of keep-alive
connections, and divides the server's CPU seconds (``/proc``) by the requests answered.

An action of the load test is three requests (state, legal actions, post), so three times
the ``/floor`` figure is the server CPU an action costs before the service does any work.

``python -m benches.load.floor --port P`` runs the server alone (``measure`` starts it so).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiohttp
from litestar import Litestar, get

from . import procstat

ROOT = Path(__file__).resolve().parents[2]
ROUTES = {"route": "/floor", "thread": "/floor-thread"}
#: Seconds each route is driven, unmeasured, before its measurement (connections opened,
#: first-request costs paid).
WARMUP = 0.3

_ANSWER = {
    "game_id": "00000000-0000-4000-8000-000000000000",
    "version": 1,
    "finished": False,
    "pending": [0],
    "phase": "setup",
}


@get("/floor")
async def floor() -> dict[str, Any]:
    return _ANSWER


@get("/floor-thread", sync_to_thread=True)
def floor_thread() -> dict[str, Any]:
    return _ANSWER


app = Litestar(route_handlers=[floor, floor_thread], logging_config=None, openapi_config=None)


def serve(port: int) -> None:
    """Serve ``app`` as ``service.cli``'s ``cmd_serve`` serves the service with one worker."""
    import uvicorn

    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", access_log=False)


async def _drive(url: str, seconds: float, session: aiohttp.ClientSession, concurrency: int) -> tuple[int, int]:
    """GET ``url`` from ``concurrency`` coroutines until ``seconds`` have passed: (answered, failed)."""
    deadline = time.monotonic() + seconds
    ok = failed = 0

    async def one() -> None:
        nonlocal ok, failed
        while time.monotonic() < deadline:
            try:
                async with session.get(url) as r:
                    await r.read()
                    if r.status == 200:
                        ok += 1
                    else:
                        failed += 1
            except (TimeoutError, aiohttp.ClientError, OSError):
                failed += 1

    await asyncio.gather(*(one() for _ in range(concurrency)))
    return ok, failed


async def _measure(proc: subprocess.Popen[bytes], base: str, seconds: float, concurrency: int,
                   ready_timeout: float) -> dict[str, Any]:
    connector = aiohttp.TCPConnector(limit=concurrency)
    timeout = aiohttp.ClientTimeout(total=None, connect=10, sock_read=10)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        deadline = time.monotonic() + ready_timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"the floor server exited ({proc.returncode})")
            try:
                async with session.get(base + ROUTES["route"]) as r:
                    if r.status == 200:
                        break
            except (aiohttp.ClientError, OSError):
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"the floor server did not answer within {ready_timeout} s")
            await asyncio.sleep(0.1)
        out: dict[str, Any] = {}
        for name, path in ROUTES.items():
            await _drive(base + path, WARMUP, session, concurrency)
            cpu0, wait0, t0 = procstat.cpu_seconds(proc.pid), procstat.run_queue_seconds(proc.pid), time.monotonic()
            n, failed = await _drive(base + path, seconds, session, concurrency)
            cpu1, wait1, t1 = procstat.cpu_seconds(proc.pid), procstat.run_queue_seconds(proc.pid), time.monotonic()
            out[name] = {
                "path": path,
                "requests": n,
                "errors": failed,
                "requests_per_s": round(n / (t1 - t0), 1),
                "server_cpu_us_per_request": round(1e6 * (cpu1 - cpu0) / n, 1) if n else None,
                "server_cpu_percent": round(100 * (cpu1 - cpu0) / (t1 - t0), 1),
                "server_run_queue_seconds": round(wait1 - wait0, 2),
            }
        return out


def measure(port: int, seconds: float = 3.0, concurrency: int = 16, ready_timeout: float = 30.0) -> dict[str, Any]:
    """Start the bare app on 127.0.0.1:``port``, drive ``/floor`` then ``/floor-thread`` for
    ``seconds`` each at ``concurrency`` keep-alive connections, stop the server, and return
    ``{"route": {...}, "thread": {...}, "concurrency": c, "seconds": s}`` where each route has
    ``requests``, ``requests_per_s`` and ``server_cpu_us_per_request`` (µs of the server's user +
    system CPU per answered request)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    with tempfile.TemporaryFile() as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "benches.load.floor", "--port", str(port)],
            env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
        )
        try:
            routes = asyncio.run(_measure(proc, f"http://127.0.0.1:{port}", seconds, concurrency, ready_timeout))
        except RuntimeError as e:
            log.seek(0)
            tail = log.read()[-2000:].decode("utf-8", "replace").strip()
            raise RuntimeError(f"{e}; its output: {tail or '(none)'}") from None
        finally:
            _stop(proc)
    return routes | {"concurrency": concurrency, "seconds": seconds}


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)  # its own process group (start_new_session)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


if __name__ == "__main__":
    p = argparse.ArgumentParser(prog="python -m benches.load.floor", description="serve the bare app")
    p.add_argument("--port", type=int, required=True)
    serve(p.parse_args().port)
