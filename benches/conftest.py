"""Benchmarks, run by ``make bench`` (pytest-benchmark with ``--benchmark-enable``; each
run saved as JSON under ``.benchmarks/`` and comparable with ``--benchmark-compare``).

Figures that targets are judged on are also written, as the benchmarks measure
them, to one JSON file (``.benchmarks/figures.json``, or ``$SPECIES_BENCH_FIGURES``) that
``cargo bench`` and ``benches/callgrind.py`` add to and ``benches/summary.py`` reads."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIGURES = Path(os.environ.get("SPECIES_BENCH_FIGURES", ROOT / ".benchmarks" / "figures.json"))


class Figures:
    """Named figures of this run, kept in one JSON object (merged with what is there)."""

    def __init__(self, path: Path = FIGURES) -> None:
        self.path = path

    @staticmethod
    def load(path: Path) -> dict[str, Any]:
        return json.loads(path.read_text()) if path.exists() else {}

    def put(self, key: str, value: Any) -> None:
        data = self.load(self.path)
        data[key] = value
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(data, indent=2, sort_keys=True))


@pytest.fixture(scope="session")
def figures() -> Figures:
    return Figures()


def key(game: str, seats: int, what: str) -> str:
    """A figure's name: ``GAME.SEATS.WHAT`` (e.g. ``evo.3.ir_apply``), as everywhere."""
    return f"{game}.{seats}.{what}"


def best(benchmark: Any) -> float:
    """The fastest round's time in seconds: the least noisy figure on a shared machine."""
    return float(benchmark.stats.stats.min)
