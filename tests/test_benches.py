"""The benchmarks (benches/) cannot rot: every bench function runs once
here, on tiny inputs, with a stand-in for pytest-benchmark's fixture; the summary renders
what they wrote, the history records it and the trend chart draws it; callgrind's counts
are read from real runs when valgrind is installed (under CI it must be); and the gate
(``benches/gate.py``) is shown to fail on a planted 5% regression, both on figures made 5%
larger and end to end, with the regression planted in the measured apply of a real
release build. Nothing here times anything (``make bench`` does)."""

from __future__ import annotations

import json
import math
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from benches import calibrate, callgrind, gate, summary
from benches import test_core as core
from benches import test_service as svc
from benches.conftest import Figures

ROOT = Path(__file__).resolve().parent.parent


class OneShot:
    """pytest-benchmark's ``benchmark`` fixture, reduced to one call."""

    def __init__(self) -> None:
        self.extra_info: dict[str, Any] = {}
        self.stats = SimpleNamespace(stats=SimpleNamespace(min=1.0, mean=1.0))
        self.calls = 0

    def __call__(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return fn(*args, **kwargs)

    def pedantic(
        self,
        fn: Callable[..., Any],
        args: tuple[Any, ...] = (),
        kwargs: dict[str, Any] | None = None,
        setup: Callable[[], tuple[tuple[Any, ...], dict[str, Any]]] | None = None,
        **_: Any,
    ) -> Any:
        if setup is not None:
            args, kwargs = setup()
        self.calls += 1
        return fn(*args, **(kwargs or {}))


def run(test: Callable[..., None], figures: Figures, **params: Any) -> None:
    bench = OneShot()
    test(bench, figures, **params)
    assert bench.calls == 1


def test_core_benches_run_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core, "GAMES_PER_ROUND", 1)
    figures = Figures(tmp_path / "figures.json")
    for seats in core.PLAYERS:
        run(core.test_1_dominance_rust, figures, seats=seats)
        run(core.test_1_dominance_python, figures, seats=seats)
    for game, seats in callgrind.COMBOS:
        for driver in core.DRIVERS:
            run(core.test_3_random_game, figures, driver=driver, game=game, seats=seats)
    keys = set(Figures.load(figures.path))
    assert {"dominant-species.4.kernel_rust_s", "dominant-species.6.kernel_python_s"} <= keys
    for game, seats in callgrind.COMBOS:
        assert {f"{game}.{seats}.game_{d}_s" for d in core.DRIVERS} <= keys


def test_service_benches_run_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(svc, "ACTIONS", 4)
    monkeypatch.setattr(svc, "_stores", {})
    figures = Figures(tmp_path / "figures.json")
    tests = [
        svc.test_4_append_app,
        svc.test_4_append_raw,
        svc.test_4_append_http,
        svc.test_5_load_cold,
        svc.test_5_load_warm,
        svc.test_5_load_replay,
    ]
    for test in tests:
        run(test, figures, tmp_store=tmp_path, seats=4)
    for place in svc.PLACES:
        run(svc.test_6_state_at_version_cold, figures, tmp_store=tmp_path, seats=4, place=place)
        run(svc.test_6_state_at_version_warm, figures, tmp_store=tmp_path, seats=4, place=place)
    data = Figures.load(figures.path)
    assert data["dominant-species.4.load_events"] == 1 + 4 + 4  # created, four seats claimed, four actions
    assert {f"dominant-species.4.travel_{k}_{p}_s" for k in ("cold", "warm") for p in svc.PLACES} <= set(data)


def test_time_travel_bench_places() -> None:
    assert svc.past_versions(2049) == {"first": 1, "middle": 1024, "before-snapshot": 1999, "end": 2049}
    assert svc.past_versions(9) == {"first": 1, "middle": 4, "before-snapshot": 8, "end": 9}


def sample_figures() -> dict[str, float]:
    """A figure of every kind the summary shows, for every column."""
    per = {
        "kernel_rust_s": 1e-6, "kernel_python_s": 2e-4, "kernel_tiles": 23, "kernel_occupied": 21,
        "ir_apply": 1500, "ir_legal": 3000, "ir_recompute": 1000, "ir_hash": 2e5, "ir_snapshot": 5e4, "ir_restore": 1e5,
        "decisions": 2000, "legal_apply_per_s": 3e6, "apply_per_s": 1e7, "random_game_s": 1e-3,
        "random_decisions_per_s": 2e6, "hash_s": 5e-5, "snapshot_s": 2e-5, "restore_s": 4e-5, "snapshot_bytes": 9000,
        "game_rust_s": 1e-6, "game_python_s": 6e-6, "game_python_pending_s": 7e-6, "game_python_json_s": 2e-5,
        "append_app_per_s": 1000, "append_http_per_s": 300, "append_raw_per_s": 3000,
        "load_events": 2000, "load_cold_s": 1e-3, "load_warm_s": 1e-5, "load_replay_s": 0.1,
    }
    per |= {f"travel_{k}_{p}_s": 1e-3 for k in ("cold", "warm") for p in svc.PLACES}
    per |= {"browser_first_draw_s": 0.2, "browser_redraw_s": 0.03}
    per |= {"search_iterations_per_s": 20_000, "playouts_per_s": 5_000, "search_budget_ratio_worst": 1.01}
    fig: dict[str, float] = {f"{g}.{n}.{k}": v for g, n in callgrind.COMBOS for k, v in per.items()}
    fig[calibrate.KEY] = 0.01
    return fig


def test_summary_renders_every_target(tmp_path: Path) -> None:
    table, met, total = summary.rows(sample_figures(), {})
    assert (met, total) == (3, 5)  # 3: 6x is over 5x; 5: 33% is under 50%
    verdicts = [r[3] for r in table if r[3]]
    assert verdicts == ["PASS", "PASS", "FAIL", "FAIL", "PASS"]
    assert all(len(r[1]) == len(callgrind.COMBOS) for r in table)
    assert all("-" not in r[1] for r in table)  # every row has a value in every column
    # wall-clock figures also in calibration units: 3e6/s x 0.01 s = 30,000; 0.01 s / 50 µs = 200
    units = {r[0].strip(): r[1] for r in table}
    legal_apply = [i for i, r in enumerate(table) if "legal + apply" in r[0]][0]
    assert table[legal_apply + 1][1][0] == "30,000"
    hash_row = [i for i, r in enumerate(table) if "state hash (SHA" in r[0]][0]
    assert table[hash_row + 1][1][0] == "200"
    assert "instructions per applied action" in units
    md = summary.render(table, markdown=True)
    assert "| **1. matching" in md and "La Isla 4p" in md
    assert "FAIL" in summary.render(table, markdown=False)


def test_history_and_trend(tmp_path: Path) -> None:
    """A run appends one line (commit, date, machine, versions, figures); the trend chart
    draws a history of several runs, two machines, and a figure missing from one run."""
    fig = sample_figures()
    entry = summary.history_entry(fig, {"evo.3.cargo_only": 5e6})
    assert {"commit", "date", "machine", "python", "rustc", "figures"} <= set(entry)
    assert {"cpu", "cores"} <= set(entry["machine"]) and entry["machine"]["cores"]
    assert entry["figures"]["evo.3.cargo_only"] == 5e6
    path = tmp_path / "history.jsonl"
    for i in range(3):
        e = json.loads(json.dumps(entry))
        e["figures"] = {k: v * (1 + i / 10) for k, v in fig.items() if not (i == 1 and k.startswith("evo.5."))}
        e["machine"]["cpu"] = "A" if i < 2 else "B"
        summary.append_history(e, path)
    history = summary.read_history(path)
    assert len(history) == 3 and history[2]["machine"]["cpu"] == "B"
    png = summary.trend(history, tmp_path / "trend.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_calibration_kernel() -> None:
    assert calibrate.kernel() == calibrate.EXPECTED
    t = calibrate.measure(rounds=2)
    assert 0 < t < 5
    assert calibrate.in_units(3e6, 0.01, rate=True) == 30_000
    assert calibrate.in_units(5e-5, 0.01, rate=False) == pytest.approx(200)


# ---- the gate ------------------------------------------------------------------------------


def baseline() -> dict[str, Any]:
    return json.loads(gate.BASELINE.read_text())


def test_baseline_covers_every_game() -> None:
    """The committed baseline gates apply and legal for every column, recompute for DS, and
    says why it was last changed."""
    data = baseline()
    assert data["reason"].strip() and data["tolerance"] == 0.03
    want = {f"{g}.{n}.{w}" for g, n in callgrind.COMBOS for w in ("ir_apply", "ir_legal")}
    want |= {f"dominant-species.{n}.ir_recompute" for g, n in callgrind.COMBOS if g == "dominant-species"}
    assert set(data["figures"]) == want


def test_gate_fails_on_a_5_percent_regression() -> None:
    """The real comparison: every figure 5% above the committed baseline fails, each one
    alone fails, 3% passes, a drop passes (as "improved"), a missing figure fails."""
    data = baseline()
    figs = data["figures"]
    ok, checks = gate.compare(data, {k: v * 1.05 for k, v in figs.items()})
    assert not ok and {c.verdict for c in checks} == {"REGRESSION"}
    for key in figs:
        ok, checks = gate.compare(data, {**figs, key: figs[key] * 1.05})
        assert not ok and [c.key for c in checks if c.verdict == "REGRESSION"] == [key]
    assert gate.compare(data, dict(figs))[0]
    assert gate.compare(data, {k: v * 1.03 for k, v in figs.items()})[0]
    assert not gate.compare(data, {k: v * 1.031 for k, v in figs.items()})[0]
    ok, checks = gate.compare(data, {k: v * 0.9 for k, v in figs.items()})
    assert ok and {c.verdict for c in checks} == {"improved"}
    missing = dict(figs)
    missing.pop(next(iter(missing)))
    assert not gate.compare(data, missing)[0]


def test_gate_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``gate.py --figures``: exit 1 on a regression, 0 once ``--update --reason`` has
    rewritten the baseline with the new figures; ``--update`` refuses to run without a reason."""
    base = tmp_path / "baseline.json"
    base.write_text(gate.BASELINE.read_text())
    worse = tmp_path / "figures.json"
    worse.write_text(json.dumps({k: v * 1.05 for k, v in baseline()["figures"].items()} | {"calibration_s": 0.01}))
    assert gate.main(["--figures", str(worse), "--baseline", str(base)]) == 1
    assert "REGRESSION" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        gate.main(["--figures", str(worse), "--baseline", str(base), "--update"])
    assert gate.main(["--figures", str(worse), "--baseline", str(base), "--update", "--reason", "planted"]) == 0
    assert json.loads(base.read_text())["reason"] == "planted"
    assert gate.main(["--figures", str(worse), "--baseline", str(base)]) == 0


needs_valgrind = pytest.mark.skipif(
    shutil.which("valgrind") is None and not os.environ.get("CI"), reason="valgrind is not installed"
)


@pytest.fixture(scope="module")
def release_example() -> Path:
    """The release build of the callgrind example: the one the gate and the baseline use."""
    callgrind.build("release")
    return callgrind.BINARY


#: The first of these tests builds the release example (minutes on a busy 2-core machine).
BUILD_TIMEOUT = 1800


@needs_valgrind
@pytest.mark.timeout(BUILD_TIMEOUT)
def test_callgrind_inclusive_counts_match_a_single_toggle(release_example: Path) -> None:
    """Reading each function's inclusive count out of one run with every function toggled
    gives exactly what a run toggling that function alone totals."""
    got = callgrind.count_all("la-isla", 2, release_example)
    for what in ("apply", "legal", "hash"):
        ir, decisions = callgrind.count(2, what, release_example, game="la-isla")
        assert decisions == got["decisions"] > 50
        per = decisions if what in callgrind.PER_DECISION else math.ceil(decisions / 10)
        assert ir / per == pytest.approx(got[f"ir_{what}"], abs=0.06)


@needs_valgrind
@pytest.mark.timeout(BUILD_TIMEOUT)
def test_gate_fails_on_a_planted_regression(release_example: Path, tmp_path: Path) -> None:
    """End to end: the real build under callgrind, with a loop planted in the measured apply
    (``SPECIES_BENCH_PLANT``) sized to add 5% to La Isla's instructions per applied action,
    fails the gate against the committed baseline; the same build unplanted passes."""
    combo = (("la-isla", 2),)
    clean = callgrind.measure(combo, release_example)
    probe = callgrind.measure(combo, release_example, plant=100)
    key = "la-isla.2.ir_apply"
    per_iteration = (probe[key] - clean[key]) / 100
    assert per_iteration >= 1
    plant = math.ceil(0.05 * clean[key] / per_iteration)
    planted = callgrind.measure(combo, release_example, plant=plant)
    assert 1.05 <= planted[key] / clean[key] < 1.06
    assert planted["la-isla.2.ir_legal"] == clean["la-isla.2.ir_legal"]  # only apply grew
    figures = {**baseline()["figures"]}
    base = tmp_path / "baseline.json"
    base.write_text(gate.BASELINE.read_text())
    for name, measured, want in (("clean", clean, 0), ("planted", planted, 1)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps({**figures, **measured}))
        assert gate.main(["--figures", str(path), "--baseline", str(base)]) == want, name


def test_browser_benches_run_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table-page benches (benches/test_browser.py) on a table a few moves in."""
    from benches import test_browser as web

    monkeypatch.setattr(web, "ROUNDS", {"first": 1, "redraw": 1})
    figures = Figures(tmp_path / "figures.json")
    with web.mid_game_table(moves_before=3) as table:
        run(web.test_7_first_draw, figures, table=table)
        run(web.test_7_redraw_after_event, figures, table=table)
    data = Figures.load(figures.path)
    assert 0 < data["dominant-species.6.browser_first_draw_s"] < 60 and 0 < data["dominant-species.6.browser_redraw_s"] < 60
