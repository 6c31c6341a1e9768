"""The wait of a cheap search bot while other games run maximum-budget searches.

``python -m benches.bot_fairness [--samples N] [--heavy 3]`` starts ``species-arena serve``
on 127.0.0.1 (SQLite in a temporary folder, the default bot worker: 2 threads, one of them
for long searches), creates ``--heavy`` Dominant Species games of 6 seats whose every seat
is a search bot asking for an hour a decision (the server caps it at 2,000 ms), waits until
they think, then ``--samples`` times creates a La Isla game whose seat 1 is a ``search:200``
bot (which decides at once: La Isla begins with both seats choosing) and measures the time
from the creation's answer to the bot's decision being readable (a long-polled state read).
It prints the figures and the server's CPU meanwhile; nothing leaves the machine, and the
server is stopped at the end (bounded: a sample waits at most 60 s).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

import httpx

from benches.serving import ROOT, serve

ADMIN = "bench-admin-token-0123456789"


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--samples", type=int, default=10)
    p.add_argument("--heavy", type=int, default=3, help="maximum-budget 6-seat games running meanwhile")
    p.add_argument("--json", type=Path, help="also write the figures here")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = {**{k: v for k, v in os.environ.items() if not k.startswith("SPECIES_ARENA_")},
               "SPECIES_ARENA_DB": f"{tmp}/games.sqlite", "SPECIES_ARENA_ADMIN_TOKEN": ADMIN,
               "SPECIES_ARENA_LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT)}
        with serve(env) as (port, server):
            figures = run(f"http://127.0.0.1:{port}", server.pid, args.samples, args.heavy)
    print(f"search:200 bot's first decision while {args.heavy} six-seat games search at 2,000 ms a decision "
          f"({args.samples} samples):")
    print(f"  wait p50 {figures['wait_p50_ms']:.0f} ms, max {figures['wait_max_ms']:.0f} ms; "
          f"server CPU {figures['server_cpu_per_s']:.2f} cores meanwhile")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")
    return 0


def run(base: str, pid: int, samples: int, heavy: int) -> dict[str, float]:
    hour = {"kind": "search", "ms": 3_600_000}
    with httpx.Client(base_url=base, timeout=70, headers={"Authorization": f"Bearer {ADMIN}"}) as c:
        for _ in range(heavy):
            r = c.post("/games", json={"game": "dominant-species", "seats": 6,
                                       "bots": {str(s): hour for s in range(6)}})
            r.raise_for_status()
        time.sleep(1.0)  # the heavy games are thinking now
        cpu0, t0 = _cpu_seconds(pid), time.monotonic()
        waits = []
        for _ in range(samples):
            r = c.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": {"kind": "search", "iterations": 200}}})
            r.raise_for_status()
            created = time.perf_counter()
            gid, version = r.json()["id"], r.json()["version"]
            s = c.get(f"/games/{gid}/state", params={"wait_for_version": version + 1, "wait_seconds": 60}).json()
            if s["version"] <= version:
                raise SystemExit("the bot did not decide within 60 s")
            waits.append((time.perf_counter() - created) * 1000)
        cpu = (_cpu_seconds(pid) - cpu0) / (time.monotonic() - t0)
    waits.sort()
    return {"samples": samples, "heavy_games": heavy, "wait_p50_ms": statistics.median(waits),
            "wait_max_ms": waits[-1], "server_cpu_per_s": cpu}


if __name__ == "__main__":
    raise SystemExit(main())
