"""``species-arena serve`` on a free port of 127.0.0.1, for the harnesses that measure or
attack a real server (``benches.bot_fairness``, ``benches.soak``, the hostile-HTTP tests)."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serve(env: dict[str, str], out: IO[bytes] | int = subprocess.DEVNULL) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    """Start the server with ``env`` (its output to ``out``), wait until it accepts
    connections (at most 60 s), yield its port and process; stop it at the end."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "service.cli", "serve", "--port", str(port)],
                            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the server did not start") from None
                time.sleep(0.1)
        yield port, proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
