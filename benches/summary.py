"""One table of the benchmark figures (issue 8) and each target's ratio with PASS/FAIL.

Reads the figures file written by the pytest benchmarks and ``benches/callgrind.py``
(``.benchmarks/figures.json``) and the ``cargo bench`` figures
(``.benchmarks/cargo-bench.json``). ``--markdown`` prints the table as Markdown (the
README's "Benchmarks" section). Missing figures show as "-" and their target as MISSING.
"""

from __future__ import annotations

import json
import os
import platform
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIGURES = Path(os.environ.get("SPECIES_BENCH_FIGURES", ROOT / ".benchmarks" / "figures.json"))
CARGO = Path(os.environ.get("SPECIES_BENCH_CARGO_JSON", ROOT / ".benchmarks" / "cargo-bench.json"))
PLAYERS = (4, 6)


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text()) if path.exists() else {}


def fmt_time(s: float) -> str:
    if s < 1e-6:
        return f"{s * 1e9:.0f} ns"
    if s < 1e-3:
        return f"{s * 1e6:.1f} µs"
    if s < 1:
        return f"{s * 1e3:.2f} ms"
    return f"{s:.2f} s"


def fmt_rate(x: float) -> str:
    return f"{x:,.0f}/s"


def fmt_count(x: float) -> str:
    return f"{x:,.0f}"


def fmt_ratio(x: float) -> str:
    return f"{x:,.1f}x" if x >= 10 else f"{x:.2f}x" if x >= 0.1 else f"{x:.3f}x"


def fmt_pct(x: float) -> str:
    return f"{x * 100:.1f}%"


Row = tuple[str, list[str], str, str]


def rows(fig: dict[str, Any], cargo: dict[str, Any]) -> tuple[list[Row], int, int]:
    out: list[Row] = []
    met = total = 0

    def get(key: str) -> float | None:
        v = fig.get(key, cargo.get(key))
        return None if v is None else float(v)

    def info(label: str, key: Callable[[int], str], fmt: Callable[[float], str]) -> None:
        vals = [get(key(n)) for n in PLAYERS]
        out.append((label, [("-" if v is None else fmt(v)) for v in vals], "", ""))

    def target(
        label: str,
        value: Callable[[int], float | None],
        fmt: Callable[[float], str],
        goal: str,
        ok: Callable[[float], bool],
    ) -> None:
        nonlocal met, total
        vals = []
        for n in PLAYERS:
            try:
                vals.append(value(n))
            except (TypeError, ZeroDivisionError):
                vals.append(None)
        total += 1
        if any(v is None for v in vals):
            verdict = "MISSING"
        elif all(ok(v) for v in vals if v is not None):
            verdict = "PASS"
            met += 1
        else:
            verdict = "FAIL"
        out.append((label, [("-" if v is None else fmt(v)) for v in vals], goal, verdict))

    def ratio(a: str, b: str) -> Callable[[int], float | None]:
        def f(n: int) -> float | None:
            x, y = get(f"{a}.{n}"), get(f"{b}.{n}")
            return None if x is None or y is None else x / y

        return f

    ds = "dominant-species"
    out.append(("1. matching + dominance, whole board", ["", ""], "", ""))
    info("   tiles (occupied)", lambda n: f"1.tiles.{n}", fmt_count)
    out[-1] = (out[-1][0], [f"{fig.get(f'1.tiles.{n}', '-')} ({fig.get(f'1.occupied.{n}', '-')})" for n in PLAYERS], "", "")
    info("   Rust, through the binding (one call)", lambda n: f"1.rust.{n}", fmt_time)
    info("   pure-Python reference", lambda n: f"1.python.{n}", fmt_time)
    target("   Python / Rust", ratio("1.python", "1.rust"), fmt_ratio, ">= 100x", lambda v: v >= 100)
    info("   instructions per recompute, no binding (game boards)", lambda n: f"2.ir_recompute.{n}", fmt_count)
    out.append(("2. legal actions + apply, recorded game", ["", ""], "", ""))
    info("   decisions per game", lambda n: f"{ds}.{n}.decisions", fmt_count)
    info("   legal + apply (cargo bench)", lambda n: f"{ds}.{n}.legal_apply_per_s", fmt_rate)
    info("   apply alone (cargo bench)", lambda n: f"{ds}.{n}.apply_per_s", fmt_rate)
    info("   instructions per legal-action list", lambda n: f"2.ir_legal.{n}", fmt_count)
    target("   instructions per applied action", lambda n: get(f"2.ir_apply.{n}"), fmt_count, "<= 2,000", lambda v: v <= 2000)
    out.append(("3. complete random game, per decision", ["", ""], "", ""))
    info("   driven from Rust", lambda n: f"3.rust.{n}", fmt_time)
    info("   driven from Python (next_decision + apply_legal)", lambda n: f"3.python.{n}", fmt_time)
    info("   driven from Python (pending + legal_count + apply_legal)", lambda n: f"3.python_pending.{n}", fmt_time)
    info("   driven from Python (JSON path)", lambda n: f"3.python_json.{n}", fmt_time)
    target("   Python / Rust", ratio("3.python", "3.rust"), fmt_ratio, "<= 5x", lambda v: v <= 5)
    out.append(("4. append path, SQLite file", ["", ""], "", ""))
    info("   application layer (Games.act)", lambda n: f"4.app.{n}", fmt_rate)
    info("   HTTP (uvicorn, keep-alive client)", lambda n: f"4.http.{n}", fmt_rate)
    info("   storage limit (insert_events)", lambda n: f"4.raw.{n}", fmt_rate)
    info("   HTTP / storage limit", lambda n: "", fmt_pct)
    out[-1] = (out[-1][0], [fmt_pct(v) if (v := ratio("4.http", "4.raw")(n)) is not None else "-" for n in PLAYERS], "", "")
    target("   application / storage limit", ratio("4.app", "4.raw"), fmt_pct, ">= 50%", lambda v: v >= 0.5)
    out.append(("5. loading a finished game", ["", ""], "", ""))
    info("   events", lambda n: f"5.events.{n}", fmt_count)
    info("   cold, snapshots every 100", lambda n: f"5.cold.{n}", fmt_time)
    info("   warm, from the cache", lambda n: f"5.warm.{n}", fmt_time)
    info("   replay from zero", lambda n: f"5.replay.{n}", fmt_time)
    target("   cold / replay", ratio("5.cold", "5.replay"), fmt_pct, "< 10%", lambda v: v < 0.10)
    return out, met, total


def render(table: list[Row], markdown: bool) -> str:
    head = ("Benchmark (Dominant Species)", ["4 players", "6 players"], "Target", "Result")
    if markdown:
        lines = ["| " + " | ".join([head[0], *head[1], head[2], head[3]]) + " |", "|---|--:|--:|---|---|"]
        for label, vals, goal, verdict in table:
            name = label.strip() if label.startswith("   ") else f"**{label}**"
            lines.append("| " + " | ".join([name, *vals, goal, f"**{verdict}**" if verdict else ""]) + " |")
        return "\n".join(lines)
    w0 = max(len(r[0]) for r in [head, *table])
    w1 = max(len(v) for r in [head, *table] for v in r[1])
    w2 = max(len(r[2]) for r in [head, *table])

    def line(r: Row) -> str:
        return f"{r[0]:<{w0}}  {r[1][0]:>{w1}}  {r[1][1]:>{w1}}  {r[2]:<{w2}}  {r[3]}".rstrip()

    rule = "-" * (w0 + 2 * w1 + w2 + 16)
    return "\n".join([rule, line(head), rule, *(line(r) for r in table), rule])


def main(argv: list[str]) -> int:
    fig, cargo = load(FIGURES), load(CARGO)
    table, met, total = rows(fig, cargo)
    print(render(table, "--markdown" in argv))
    print(f"{met} of {total} targets met  ({platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
