"""The application layer's own append rate: ``Games.act`` without HTTP, on a fresh store of
the same kind as the load step's (the limit the HTTP numbers are compared with).

Run as ``python -m benches.load.append`` with the store configured in the environment
(``SPECIES_ARENA_STORE`` and friends, as for the server); prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import time
import uuid
from typing import Any

KINDS = ("dominant-species", "evo", "la-isla")


def measure(seconds: float, tables: int, seats: dict[str, int], rng_seed: int = 1) -> dict[str, Any]:
    from service.app.games import Games
    from service.config import Settings

    settings = Settings.from_env()
    games = Games(env=settings.eventsourcing_env(), snapshot_interval=settings.snapshot_interval)
    rng = random.Random(rng_seed)

    def new(kind: str) -> tuple[uuid.UUID, dict[int, str]]:
        g, _ = games.create_game(kind, seats[kind])
        tokens = {s: games.claim_seat(g.id, s, f"append-{s}")[1] for s in range(seats[kind])}
        return g.id, tokens

    try:
        live = [(KINDS[i % 3], *new(KINDS[i % 3])) for i in range(tables)]
        acts = 0
        in_act = 0.0
        # CPU seconds of the application layer's share of one HTTP action (its two reads
        # included): Games.state and Games.legal_actions as the handlers call them, and act.
        cpu_state = cpu_legal = cpu_act = 0.0
        t0 = time.perf_counter()
        end = t0 + seconds
        i = 0
        while time.perf_counter() < end:
            kind, gid, tokens = live[i % tables]
            g = games.load(gid)
            pending = g.engine.pending()
            if g.finished or pending is None:
                live[i % tables] = (kind, *new(kind))
                continue
            seat = rng.choice(pending.seats)
            c0 = time.process_time()
            games.state(gid, tokens[seat])
            c1 = time.process_time()
            legal = games.legal_actions(gid, tokens[seat])
            c2 = time.process_time()
            cpu_state += c1 - c0
            cpu_legal += c2 - c1
            if not legal.actions:
                live[i % tables] = (kind, *new(kind))
                continue
            action = rng.choice(legal.actions)
            a0, c0 = time.perf_counter(), time.process_time()
            games.act(gid, tokens[seat], action, legal.version, uuid.uuid4().hex)
            in_act += time.perf_counter() - a0
            cpu_act += time.process_time() - c0
            acts += 1
            i += 1
        wall = time.perf_counter() - t0
        # The read models' share: projecting what was just recorded (in this process, as the
        # server's projection thread does), in batches as the server's runner takes them.
        from projections import run_until_caught_up

        c0 = time.process_time()
        run_until_caught_up(settings.eventsourcing_env(), Games)
        cpu_projection = time.process_time() - c0
    finally:
        games.close()
    return {
        "actions": acts,
        "act_seconds": in_act,
        "append_rate": acts / in_act if in_act else 0.0,
        "loop_rate": acts / wall if wall else 0.0,
        # Milliseconds of CPU per action in the application layer (no HTTP).
        "cpu_ms": {
            "state": 1000 * cpu_state / max(acts, 1),
            "legal": 1000 * cpu_legal / max(acts, 1),
            "act": 1000 * cpu_act / max(acts, 1),
            "total": 1000 * (cpu_state + cpu_legal + cpu_act) / max(acts, 1),
            "projection": 1000 * cpu_projection / max(acts, 1),
            # The application layer alone: the two reads, the act and projecting its events.
            "with_projection": 1000 * (cpu_state + cpu_legal + cpu_act + cpu_projection) / max(acts, 1),
        },
        # Milliseconds per act spent waiting (the store's commit: I/O, locks), not computing.
        "act_wait_ms": 1000 * (in_act - cpu_act) / max(acts, 1),
    }


def fsync_ms(directory: str, rounds: int = 50) -> float:
    """The median time of one small write and fsync in ``directory`` (the disk's commit
    latency: with one writer, SQLite cannot commit more often than this allows)."""
    import os
    import statistics
    import tempfile

    times = []
    with tempfile.NamedTemporaryFile(dir=directory) as f:
        for _ in range(rounds):
            t0 = time.perf_counter()
            f.write(b"x" * 4096)
            f.flush()
            os.fsync(f.fileno())
            times.append(time.perf_counter() - t0)
    return 1000 * statistics.median(times)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--tables", type=int, default=30)
    p.add_argument("--seats", default="dominant-species=2,evo=3,la-isla=2")
    a = p.parse_args()
    seats = {k: int(v) for k, v in (x.split("=") for x in a.seats.split(","))}
    import os

    out = measure(a.seconds, a.tables, seats)
    db = os.environ.get("SPECIES_ARENA_DB", "")
    out["fsync_ms"] = fsync_ms(os.path.dirname(os.path.abspath(db)) if db and db != ":memory:" else ".")
    print(json.dumps(out))


if __name__ == "__main__":
    main()
