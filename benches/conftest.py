"""Benchmarks run with ``make bench`` (pytest-benchmark, JSON saved under .benchmarks/).
Figures that are ratios measured in one run are written to ``benches/last_run.json`` by the
tests themselves so ``benches/summary.py`` can print one table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

RESULTS = Path(__file__).with_name("last_run.json")


class Figures:
    def __init__(self) -> None:
        self.data: dict[str, Any] = json.loads(RESULTS.read_text()) if RESULTS.exists() else {}

    def put(self, key: str, value: Any) -> None:
        self.data[key] = value
        RESULTS.write_text(json.dumps(self.data, indent=2, sort_keys=True))


@pytest.fixture(scope="session")
def figures() -> Figures:
    return Figures()
