"""Where the server's CPU goes under load: py-spy samples of the server process during the
measured window (``--py-spy``), of the thread holding the GIL only (the Python side's CPU;
waits for locks and I/O release the GIL), split into layers by the innermost frame that
names one.

py-spy is optional (``pip install py-spy``); without it the harness says so and goes on.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

#: (layer, substrings of a frame that belong to it), tried from the innermost frame out.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # Every call into core_rs goes through service/domain/engine.py (the Rust work and its JSON).
    ("rules engine (Rust, via service/domain/engine.py)", ("core_rs", "service/domain/engine.py")),
    ("store (SQLite/PostgreSQL driver)", ("sqlite3", "eventsourcing/sqlite.py", "eventsourcing/postgres.py", "psycopg", "libpq", "libsqlite")),
    ("serialization (msgspec/json)", ("msgspec", "json/", "canonical_json")),
    ("read-model projection", ("projections/",)),
    ("eventsourcing (events, aggregates)", ("eventsourcing/",)),
    ("application (service/)", ("service/",)),
    ("HTTP and framework (uvicorn, Litestar, asyncio, threads)",
     ("litestar/", "uvicorn/", "h11", "httptools", "anyio/", "asyncio/", "uvloop", "concurrent/futures", "threading.py",
      "starlette", "prometheus")),
)


def executable() -> str | None:
    here = Path(sys.executable).parent / "py-spy"
    return str(here) if here.exists() else shutil.which("py-spy")


def start(pid: int, seconds: float, out: Path) -> subprocess.Popen[bytes] | None:
    exe = executable()
    if exe is None:
        return None
    return subprocess.Popen(
        [exe, "record", "--pid", str(pid), "--duration", str(max(1, int(seconds))), "--rate", "100",
         "--format", "raw", "--gil", "--subprocesses", "--nonblocking", "-o", str(out)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


#: (activity, substrings of a frame), tried from the outermost frame in: what the sampled
#: thread was doing for (a request handler, the event stream's polling, a background task).
ACTIVITIES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("GET state (players and spectators)", ("PlayController.state",)),
    ("GET legal-actions", ("PlayController.legal_actions",)),
    ("POST actions", ("PlayController.act",)),
    # service/api/fastpath.py answers a game's cached reads and its actions before routing.
    ("fast path: POST actions", ("FastPath._act",)),
    ("fast path: GET state or legal-actions", ("FastPath._read",)),
    ("event streams", ("HistoryController.stream", "events_for")),
    ("projection", ("projections/",)),
    ("deadline keeper", ("deadlines.py",)),
)


def activities(raw: Path) -> dict[str, float]:
    """Each activity's share of the samples (percent); the rest is the HTTP server's own
    work outside any handler (parsing, routing, middleware, the event loop)."""
    counts: Counter[str] = Counter()
    for line in raw.read_text(encoding="utf-8", errors="replace").splitlines():
        stack, _, n = line.rpartition(" ")
        if not n.isdigit():
            continue
        name = next((a for a, keys in ACTIVITIES if any(k in stack for k in keys)), "outside handlers")
        counts[name] += int(n)
    total = sum(counts.values())
    return {k: round(100 * v / total, 1) for k, v in counts.most_common()} if total else {}


def split(raw: Path) -> dict[str, float]:
    """Each layer's share of the samples (percent), and the number of samples."""
    counts: Counter[str] = Counter()
    for line in raw.read_text(encoding="utf-8", errors="replace").splitlines():
        stack, _, n = line.rpartition(" ")
        if not n.isdigit():
            continue
        frames = stack.split(";")
        layer = "other"
        for frame in reversed(frames):
            hit = next((name for name, keys in LAYERS if any(k in frame for k in keys)), None)
            if hit is not None:
                layer = hit
                break
        counts[layer] += int(n)
    total = sum(counts.values())
    out = {k: round(100 * v / total, 1) for k, v in counts.most_common()} if total else {}
    return {**out, "samples": total}
