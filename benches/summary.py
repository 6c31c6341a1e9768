"""One table of the benchmark figures: a column per game and player count,
each target's verdict, and every wall-clock figure also in calibration units.

Reads the figures file written by ``benches/calibrate.py``, ``benches/callgrind.py`` and the
pytest benchmarks (``.benchmarks/figures.json``) and the ``cargo bench`` figures
(``.benchmarks/cargo-bench.json``); every figure is keyed ``GAME.SEATS.WHAT``
(``calibration_s`` alone has no game). Missing figures show as "-" and their target as
MISSING.

* ``--markdown``: the table as Markdown (docs/benchmarks.md, "Latest figures").
* ``--record [--note TEXT]``: also append this run's figures, with the commit, date, machine
  (CPU model, cores) and Python / Rust versions (and the note, e.g. what part of
  ``make bench`` ran), as one line to ``benches/history.jsonl``.
* ``--trend``: draw every tracked figure of the history over its runs into
  ``docs/bench-trend.png`` (instruction counts as lines, wall-clock figures as points).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import platform
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benches.calibrate import KEY as CALIBRATION  # noqa: E402
from benches.callgrind import COMBOS  # noqa: E402

FIGURES = Path(os.environ.get("SPECIES_BENCH_FIGURES", ROOT / ".benchmarks" / "figures.json"))
CARGO = Path(os.environ.get("SPECIES_BENCH_CARGO_JSON", ROOT / ".benchmarks" / "cargo-bench.json"))
HISTORY = ROOT / "benches" / "history.jsonl"
TREND = ROOT / "docs" / "bench-trend.png"
DS = "dominant-species"
SHORT = {DS: "DS", "evo": "Evo", "la-isla": "La Isla"}
HEADS = [f"{SHORT[g]} {n}p" for g, n in COMBOS]


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


def fmt_units(x: float) -> str:
    """A figure in calibration units (how many fit in one calibration)."""
    return f"{x:,.0f}" if x >= 100 else f"{x:.1f}" if x >= 1 else f"{x:.3f}"


Row = tuple[str, list[str], str, str]
Value = Callable[[str, int], float | None]


def rows(fig: dict[str, Any], cargo: dict[str, Any]) -> tuple[list[Row], int, int]:
    """The table's rows and (targets met, targets). Targets are the core's throughput targets, for Dominant
    Species (its columns); the other games' values of a target row are shown unjudged."""
    out: list[Row] = []
    met = total = 0
    cal = fig.get(CALIBRATION)
    blank = [""] * len(COMBOS)

    def get(game: str, n: int, what: str) -> float | None:
        k = f"{game}.{n}.{what}"
        v = fig.get(k, cargo.get(k))
        return None if v is None else float(v)

    def of(what: str) -> Value:
        return lambda g, n: get(g, n, what)

    def ratio(a: str, b: str) -> Value:
        def f(g: str, n: int) -> float | None:
            x, y = get(g, n, a), get(g, n, b)
            return None if x is None or y is None or y == 0 else x / y

        return f

    def values(value: Value) -> list[float | None]:
        return [value(g, n) for g, n in COMBOS]

    def cells(vals: list[float | None], fmt: Callable[[float], str]) -> list[str]:
        return ["-" if v is None else fmt(v) for v in vals]

    def section(title: str) -> None:
        out.append((title, blank, "", ""))

    def info(label: str, value: Value, fmt: Callable[[float], str], wall: str | None = None) -> None:
        """A row; ``wall`` = "rate" or "time" adds its row in calibration units."""
        vals = values(value)
        out.append((label, cells(vals, fmt), "", ""))
        if wall is not None:
            units = [None if v is None or cal is None or v == 0 else v * cal if wall == "rate" else cal / v for v in vals]
            out.append(("      in calibration units", cells(units, fmt_units), "", ""))

    def target(label: str, value: Value, fmt: Callable[[float], str], goal: str, ok: Callable[[float], bool]) -> None:
        nonlocal met, total
        vals = values(value)
        judged = [v for (g, _), v in zip(COMBOS, vals) if g == DS]
        total += 1
        if any(v is None for v in judged):
            verdict = "MISSING"
        elif all(ok(v) for v in judged if v is not None):
            verdict = "PASS"
            met += 1
        else:
            verdict = "FAIL"
        out.append((label, cells(vals, fmt), goal, verdict))

    section("1. matching + dominance, whole board (DS)")
    out.append((
        "   tiles (occupied)",
        [f"{int(t)} ({int(o)})" if (t := get(g, n, "kernel_tiles")) is not None and (o := get(g, n, "kernel_occupied")) is not None else "-" for g, n in COMBOS],
        "",
        "",
    ))
    info("   Rust, through the binding (one call)", of("kernel_rust_s"), fmt_time, "time")
    info("   pure-Python reference", of("kernel_python_s"), fmt_time, "time")
    target("   Python / Rust", ratio("kernel_python_s", "kernel_rust_s"), fmt_ratio, ">= 100x", lambda v: v >= 100)
    info("   instructions per recompute, no binding (game boards)", of("ir_recompute"), fmt_count)
    section("2. legal actions + apply, recorded game")
    info("   decisions per game", of("decisions"), fmt_count)
    info("   legal + apply (cargo bench)", of("legal_apply_per_s"), fmt_rate, "rate")
    info("   apply alone (cargo bench)", of("apply_per_s"), fmt_rate, "rate")
    info("   instructions per legal-action list", of("ir_legal"), fmt_count)
    target("   instructions per applied action", of("ir_apply"), fmt_count, "<= 2,000 (DS)", lambda v: v <= 2000)
    section("3. complete random game")
    info("   games per second, driven from Rust (cargo bench)", lambda g, n: None if (t := get(g, n, "random_game_s")) is None else 1 / t, lambda x: f"{x:,.1f}/s", "rate")
    info("   decisions per second, driven from Rust (cargo bench)", of("random_decisions_per_s"), fmt_rate, "rate")
    info("   per decision, driven from Rust (core_rs.random_game)", of("game_rust_s"), fmt_time, "time")
    info("   per decision, from Python (next_decision + apply_legal)", of("game_python_s"), fmt_time, "time")
    info("   per decision, from Python (pending + legal_count + apply_legal)", of("game_python_pending_s"), fmt_time, "time")
    info("   per decision, from Python (JSON path)", of("game_python_json_s"), fmt_time, "time")
    target("   Python / Rust", ratio("game_python_s", "game_rust_s"), fmt_ratio, "<= 5x (DS)", lambda v: v <= 5)
    section("4. snapshot, restore, state hash (every 10th position)")
    info("   snapshot size", of("snapshot_bytes"), lambda x: f"{x / 1024:,.1f} KiB")
    info("   state hash (SHA-256, cargo bench)", of("hash_s"), fmt_time, "time")
    info("   snapshot, state to JSON (cargo bench)", of("snapshot_s"), fmt_time, "time")
    info("   restore, JSON to checked state (cargo bench)", of("restore_s"), fmt_time, "time")
    info("   instructions per state hash", of("ir_hash"), fmt_count)
    info("   instructions per snapshot", of("ir_snapshot"), fmt_count)
    info("   instructions per restore", of("ir_restore"), fmt_count)
    section("5. append path, SQLite file (DS)")
    info("   application layer (Games.act)", of("append_app_per_s"), fmt_rate, "rate")
    info("   HTTP (uvicorn, keep-alive client)", of("append_http_per_s"), fmt_rate, "rate")
    info("   storage limit (insert_events)", of("append_raw_per_s"), fmt_rate, "rate")
    info("   HTTP / storage limit", ratio("append_http_per_s", "append_raw_per_s"), fmt_pct)
    target("   application / storage limit", ratio("append_app_per_s", "append_raw_per_s"), fmt_pct, ">= 50%", lambda v: v >= 0.5)
    section("6. loading a finished game (DS)")
    info("   events", of("load_events"), fmt_count)
    info("   cold, snapshots every 100", of("load_cold_s"), fmt_time, "time")
    info("   warm, from the cache", of("load_warm_s"), fmt_time, "time")
    info("   replay from zero", of("load_replay_s"), fmt_time, "time")
    target("   cold / replay", ratio("load_cold_s", "load_replay_s"), fmt_pct, "< 10%", lambda v: v < 0.10)
    section("7. time travel: the state at a past version (DS)")
    for place in ("first", "middle", "before-snapshot", "end"):
        info(f"   cold, {place}", of(f"travel_cold_{place}_s"), fmt_time, "time")
        info(f"   warm, {place}", of(f"travel_warm_{place}_s"), fmt_time, "time")
    section("8. the table page in headless Chromium (DS)")
    info("   first draw (fastest)", of("browser_first_draw_s"), fmt_time, "time")
    info("   re-draw after an event (fastest)", of("browser_redraw_s"), fmt_time, "time")
    section("9. search bot")
    info("   search iterations per second", of("search_iterations_per_s"), fmt_rate, "rate")
    info("   random playouts to the end per second", of("playouts_per_s"), fmt_rate, "rate")
    info("   50 ms budget, worst elapsed / budget", of("search_budget_ratio_worst"), fmt_ratio)
    return out, met, total


def render(table: list[Row], markdown: bool) -> str:
    head: Row = ("Benchmark", HEADS, "Target", "Result")
    if markdown:
        lines = [
            "| " + " | ".join([head[0], *head[1], head[2], head[3]]) + " |",
            "|---|" + "--:|" * len(COMBOS) + "---|---|",
        ]
        for label, vals, goal, verdict in table:
            name = label.strip() if label.startswith("   ") else f"**{label}**"
            if label.startswith("      "):
                name = f"&nbsp;&nbsp;↳ {name}"
            lines.append("| " + " | ".join([name, *vals, goal, f"**{verdict}**" if verdict else ""]) + " |")
        return "\n".join(lines)
    w0 = max(len(r[0]) for r in [head, *table])
    w1 = max(len(v) for r in [head, *table] for v in r[1])
    w2 = max(len(r[2]) for r in [head, *table])

    def line(r: Row) -> str:
        return f"{r[0]:<{w0}}  " + "  ".join(f"{v:>{w1}}" for v in r[1]) + f"  {r[2]:<{w2}}  {r[3]}".rstrip()

    rule = "-" * (w0 + len(COMBOS) * (w1 + 2) + w2 + 12)
    return "\n".join([rule, line(head), rule, *(line(r) for r in table), rule])


# ---- history -------------------------------------------------------------------------------


def run_text(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def history_entry(fig: dict[str, Any], cargo: dict[str, Any]) -> dict[str, Any]:
    """This run: what was measured, on what, with what."""
    return {
        "commit": run_text(["git", "rev-parse", "--short=12", "HEAD"]),
        "dirty": run_text(["git", "status", "--porcelain", "--untracked-files=no"]) not in ("", "unknown"),
        "subject": run_text(["git", "log", "-1", "--format=%s"]),
        "date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "machine": {"cpu": cpu_model(), "cores": os.cpu_count(), "arch": platform.machine(), "os": platform.system()},
        "python": platform.python_version(),
        "rustc": run_text(["rustc", "--version"]),
        "valgrind": run_text(["valgrind", "--version"]),
        "figures": dict(sorted({**cargo, **fig}.items())),
    }


def append_history(entry: dict[str, Any], path: Path = HISTORY) -> None:
    with path.open("a") as f:
        f.write(json.dumps(entry, sort_keys=True) + "\n")


def read_history(path: Path = HISTORY) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


#: The tracked figures of the trend chart: (what, title, instruction count?).
TRACKED: list[tuple[str, str, bool]] = [
    ("ir_apply", "instructions per applied action", True),
    ("ir_legal", "instructions per legal-action list", True),
    ("ir_recompute", "instructions per whole-board recompute (DS)", True),
    ("ir_hash", "instructions per state hash", True),
    ("ir_snapshot", "instructions per snapshot", True),
    ("ir_restore", "instructions per restore", True),
    ("legal_apply_per_s", "legal + apply, decisions/s (cargo bench)", False),
    ("apply_per_s", "apply alone, decisions/s (cargo bench)", False),
    ("random_decisions_per_s", "random game from Rust, decisions/s", False),
    ("game_python_s", "random game from Python, s per decision", False),
    ("game_python_json_s", "random game from Python (JSON), s per decision", False),
    ("hash_s", "state hash, s", False),
    ("snapshot_s", "snapshot, s", False),
    ("restore_s", "restore, s", False),
    ("kernel_rust_s", "whole-board dominance through the binding, s (DS)", False),
    ("playouts_per_s", "search bot: random playouts to the end per second", False),
    ("append_app_per_s", "append through Games.act, actions/s (DS)", False),
    ("load_cold_s", "cold load of a finished game, s (DS)", False),
    (CALIBRATION, "calibration kernel, s", False),
]


def trend(history: list[dict[str, Any]], path: Path = TREND) -> Path:
    """Every tracked figure over the history's runs: one panel per figure, one colour per
    game and player count; instruction counts as lines, wall-clock figures as points (their
    marker says the machine)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [f"{h['commit'][:7]}{'+' if h.get('dirty') else ''}\n{h['date'][5:10]}" for h in history]
    machines = sorted({h["machine"]["cpu"] for h in history})
    markers = "osD^vP*X"
    cols = 3
    rows_ = -(-len(TRACKED) // cols)
    fig, axes = plt.subplots(rows_, cols, figsize=(6 * cols, 3.2 * rows_), squeeze=False)
    colours = plt.get_cmap("tab10")
    for ax, (what, title, exact) in zip(axes.flat, TRACKED):
        series = [("", None)] if what == CALIBRATION else [(f"{SHORT[g]} {n}p", (g, n)) for g, n in COMBOS]
        for i, (name, combo) in enumerate(series):
            k = what if combo is None else f"{combo[0]}.{combo[1]}.{what}"
            xs = [x for x, h in enumerate(history) if k in h["figures"]]
            ys = [float(history[x]["figures"][k]) for x in xs]
            if not xs:
                continue
            colour = colours(i)
            if exact:
                ax.plot(xs, ys, "-", marker=".", color=colour, label=name or None)
            else:
                for m, cpu in enumerate(machines):
                    pts = [(x, y) for x, y in zip(xs, ys) if history[x]["machine"]["cpu"] == cpu]
                    if pts:
                        ax.scatter(*zip(*pts), s=18, color=colour, marker=markers[m % len(markers)],
                                   label=(name or None) if m == 0 else None)
        if not exact and ax.has_data():
            ax.set_yscale("log")  # the games differ by up to 10x; noise is relative
        ax.set_title(title, fontsize=9)
        ax.set_xticks(range(len(history)))
        ax.set_xticklabels(labels, fontsize=6)
        ax.tick_params(axis="y", labelsize=7)
        ax.grid(True, alpha=0.3)
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=6, ncol=2)
    for ax in list(axes.flat)[len(TRACKED):]:
        ax.set_visible(False)
    note = "machines: " + "; ".join(f"{markers[m % len(markers)]} {cpu}" for m, cpu in enumerate(machines))
    fig.suptitle(f"species-arena benchmarks over {len(history)} runs (lines: instruction counts, exact; points: wall clock)\n{note}", fontsize=10)
    fig.tight_layout(rect=(0, 0, 1, 0.96))
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=90)
    plt.close(fig)
    return path


def main(argv: list[str]) -> int:
    if "--trend" in argv:
        history = read_history()
        if not history:
            print(f"no history in {HISTORY} (make bench appends to it)")
            return 1
        print(f"trend of {len(history)} runs: {trend(history)}")
        return 0
    fig, cargo = load(FIGURES), load(CARGO)
    table, met, total = rows(fig, cargo)
    print(render(table, "--markdown" in argv))
    cal = fig.get(CALIBRATION)
    cal_text = f"calibration {fmt_time(float(cal))}" if cal is not None else "no calibration"
    print(
        f"{met} of {total} targets met  ({cpu_model()}, {os.cpu_count()} CPUs, Python {platform.python_version()}, "
        f"{run_text(['rustc', '--version'])}; {cal_text})"
    )
    if "--record" in argv:
        entry = history_entry(fig, cargo)
        if "--note" in argv and argv.index("--note") + 1 < len(argv):
            entry["note"] = argv[argv.index("--note") + 1]
        append_history(entry)
        print(f"appended this run to {HISTORY.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
