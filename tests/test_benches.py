"""The benchmarks (benches/, issue 8) cannot rot: every bench function runs once here, on
tiny inputs, with a stand-in for pytest-benchmark's fixture; the summary renders what they
wrote; callgrind's count is read from a real run when valgrind is installed. Nothing here
times anything (``make bench`` does)."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from benches import callgrind, summary
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
        for driver in core.DRIVERS:
            run(core.test_3_random_game, figures, driver=driver, seats=seats)
    keys = set(Figures.load(figures.path))
    assert {"1.rust.4", "1.python.6", "3.rust.4", "3.python.6", "3.python_json.4"} <= keys


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
    assert data["5.events.4"] == 1 + 4 + 4  # created, four seats claimed, four actions
    assert {f"6.{k}.{p}.4" for k in ("cold", "warm") for p in svc.PLACES} <= set(data)


def test_time_travel_bench_places() -> None:
    assert svc.past_versions(2049) == {"first": 1, "middle": 1024, "before-snapshot": 1999, "end": 2049}
    assert svc.past_versions(9) == {"first": 1, "middle": 4, "before-snapshot": 8, "end": 9}


def test_summary_renders_every_target(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fig = {f"{k}.{n}": v for n in (4, 6) for k, v in {
        "1.rust": 1e-6, "1.python": 2e-4, "2.ir_apply": 1500, "2.ir_legal": 3000,
        "3.rust": 1e-6, "3.python": 6e-6, "3.python_json": 2e-5,
        "4.app": 1000, "4.http": 300, "4.raw": 3000,
        "5.events": 2000, "5.cold": 1e-3, "5.warm": 1e-5, "5.replay": 0.1,
    }.items()}
    table, met, total = summary.rows(fig, {})
    assert (met, total) == (3, 5)  # 3: 6x is over 5x; 4: 33% is under 50%
    verdicts = [r[3] for r in table if r[3]]
    assert verdicts == ["PASS", "PASS", "FAIL", "FAIL", "PASS"]
    assert "| **1. matching" in summary.render(table, markdown=True)
    assert "FAIL" in summary.render(table, markdown=False)


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_callgrind_counts_apply() -> None:
    """The example binary replays a game; callgrind counts only the toggled function."""
    subprocess.run(["cargo", "build", "-q", "-p", "core_rs", "--example", "callgrind"], cwd=ROOT, check=True)
    binary = ROOT / "target" / "debug" / "examples" / "callgrind"
    ir, decisions = callgrind.count(2, callgrind.FUNCTIONS["apply"], binary)
    assert decisions > 100 and ir > decisions


def test_browser_benches_run_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table-page benches (benches/test_browser.py) on a table a few moves in."""
    from benches import test_browser as web

    monkeypatch.setattr(web, "ROUNDS", {"first": 1, "redraw": 1})
    figures = Figures(tmp_path / "figures.json")
    with web.mid_game_table(moves_before=3) as table:
        run(web.test_7_first_draw, figures, table=table)
        run(web.test_7_redraw_after_event, figures, table=table)
    data = Figures.load(figures.path)
    assert 0 < data["7.first_draw.6"] < 60 and 0 < data["7.redraw.6"] < 60
