"""The calibration of wall-clock figures: a fixed pure-Python kernel,
timed in the same ``make bench`` run as everything else, so that each wall-clock figure can
also be given in calibration units and two machines' histories compared.

The kernel never changes with the project's code (changing it breaks every history's
comparability: don't): it draws 20,000 numbers from a linear congruential generator, sorts
them, counts them by residue in a dict and sums a weighted total, 10-20 ms of one core of
a 2020s machine, all interpreter work (integers, lists, dicts, calls). The figure is the
fastest of ``ROUNDS`` runs, and ``make bench`` measures it at the start and the end of a
run and keeps the fastest (``calibration_s`` in the figures file).

A wall-clock figure in calibration units is "how many fit in one calibration": a rate times
the calibration time, or the calibration time divided by a time; higher is faster, as for
the rates.

Usage: ``python benches/calibrate.py`` (adds to the figures file).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benches.conftest import Figures  # noqa: E402

ROUNDS = 40
KEY = "calibration_s"
#: The kernel's result, a check that it did the same work.
EXPECTED = 2492995


def kernel(n: int = 20_000) -> int:
    """The fixed workload (see the module doc)."""
    x = 12345
    data = []
    for _ in range(n):
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        data.append(x)
    data.sort()
    counts: dict[int, int] = {}
    for v in data:
        counts[v % 251] = counts.get(v % 251, 0) + 1
    return sum(k * v for k, v in counts.items())


def measure(rounds: int = ROUNDS) -> float:
    """Seconds of the fastest of ``rounds`` runs of the kernel."""
    best = float("inf")
    for _ in range(rounds):
        t0 = time.perf_counter()
        result = kernel()
        best = min(best, time.perf_counter() - t0)
    if result != EXPECTED:
        raise RuntimeError(f"the calibration kernel computed {result}, not {EXPECTED}")
    return best


def in_units(value: float, calibration: float, rate: bool) -> float:
    """A wall-clock figure in calibration units: how many fit in one calibration."""
    return value * calibration if rate else calibration / value


def main(argv: list[str]) -> int:
    figures = Figures()
    t = measure()
    old = Figures.load(figures.path).get(KEY)
    figures.put(KEY, t if old is None else min(float(old), t))
    print(f"calibration: {t * 1e3:.2f} ms (fixed pure-Python kernel, fastest of {ROUNDS})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
