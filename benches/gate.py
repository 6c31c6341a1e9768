"""The instruction-count gate: fails when any figure of
``benches/baseline.json`` grows by more than its tolerance (3%).

Instruction counts under callgrind are exact for a given build (no wall time, no load, no
warm-up), so the gate cannot flake: it measures instructions per applied action, per
legal-action list and per whole-board recompute (Dominant Species) for every game and player
count (``benches/callgrind.py``, a release build of ``core_rs/examples/callgrind.rs``), and
compares each with the baseline file of the tree it runs in (CI runs on a fresh clone of the
commit, so: the baseline as committed with the code).

A change that makes a figure grow on purpose updates the baseline in the same commit::

    python benches/gate.py --update --reason "why the extra work is worth it"

rewrites ``benches/baseline.json`` with the figures measured now, the reason, the date,
the commit it was measured on and the toolchain; commit it with the code, and say the
reason in the commit message too. A figure that shrinks by more than the tolerance passes
(the gate suggests ``--update`` to lock the gain in).

Usage: ``python benches/gate.py [--no-build] [--figures FILE] [--update --reason TEXT]``.
``--figures FILE`` compares the figures already in FILE (``make bench`` passes the ones
``benches/callgrind.py`` just wrote) instead of measuring. Without valgrind the gate is
skipped (exit 0), except under CI (``CI`` set), where it fails.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benches import callgrind  # noqa: E402

BASELINE = ROOT / "benches" / "baseline.json"
TOLERANCE = 0.03
#: The gated figures of each combination (``recompute``: Dominant Species only).
GATED = ("ir_apply", "ir_legal", "ir_recompute")


@dataclass
class Check:
    key: str
    baseline: float
    now: float | None
    verdict: str  # "ok", "improved", "REGRESSION", "MISSING"

    @property
    def change(self) -> float | None:
        return None if self.now is None else self.now / self.baseline - 1


def gated_keys(figures: dict[str, Any]) -> dict[str, float]:
    """The gated figures among ``figures`` (keys ``GAME.SEATS.WHAT``)."""
    return {k: float(v) for k, v in figures.items() if k.rsplit(".", 1)[-1] in GATED}


def compare(baseline: dict[str, Any], figures: dict[str, Any]) -> tuple[bool, list[Check]]:
    """Each baseline figure against the same figure now: passes when none grew by more than
    the baseline's tolerance and none is missing."""
    tolerance = float(baseline.get("tolerance", TOLERANCE))
    checks = []
    for key, base in sorted(baseline["figures"].items()):
        now = figures.get(key)
        if now is None:
            checks.append(Check(key, float(base), None, "MISSING"))
            continue
        ratio = float(now) / float(base)
        verdict = "REGRESSION" if ratio > 1 + tolerance else "improved" if ratio < 1 - tolerance else "ok"
        checks.append(Check(key, float(base), float(now), verdict))
    return all(c.verdict in ("ok", "improved") for c in checks), checks


def report(checks: list[Check], tolerance: float) -> str:
    w = max(len(c.key) for c in checks)
    lines = [f"{'figure (instructions per call)':<{w}}  {'baseline':>10}  {'now':>10}  {'change':>8}  verdict"]
    for c in checks:
        now = "-" if c.now is None else f"{c.now:,.0f}"
        change = "-" if c.change is None else f"{c.change:+.2%}"
        lines.append(f"{c.key:<{w}}  {c.baseline:>10,.0f}  {now:>10}  {change:>8}  {c.verdict}")
    bad = [c for c in checks if c.verdict in ("REGRESSION", "MISSING")]
    if bad:
        lines.append(
            f"gate: FAIL: {len(bad)} figure(s) grew by more than {tolerance:.0%} or are missing. If the extra work is "
            "meant, update the baseline in the same commit: python benches/gate.py --update --reason '...'"
        )
    else:
        lines.append(f"gate: PASS ({len(checks)} figures within +{tolerance:.0%} of benches/baseline.json)")
        if any(c.verdict == "improved" for c in checks):
            lines.append("gate: some figures improved by more than the tolerance; lock the gain in with --update")
    return "\n".join(lines)


def tool_version(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def commit() -> str:
    return tool_version(["git", "-C", str(ROOT), "rev-parse", "--short=12", "HEAD"])


def write_baseline(figures: dict[str, float], reason: str, path: Path = BASELINE) -> dict[str, Any]:
    data = {
        "about": "Instructions per call under callgrind (release build of core_rs/examples/callgrind.rs); "
        "benches/gate.py fails when any grows by more than `tolerance`. Update with "
        "`python benches/gate.py --update --reason TEXT` in the commit that changes them.",
        "reason": reason,
        "updated": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "measured_on": commit(),
        "rustc": tool_version(["rustc", "--version"]),
        "valgrind": tool_version(["valgrind", "--version"]),
        "tolerance": TOLERANCE,
        "figures": dict(sorted(figures.items())),
    }
    path.write_text(json.dumps(data, indent=2) + "\n")
    return data


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--update", action="store_true", help="rewrite the baseline with the figures measured now")
    p.add_argument("--reason", help="why the baseline changes (required with --update)")
    p.add_argument("--no-build", action="store_true", help="use the example binary as built")
    p.add_argument("--figures", type=Path, help="compare the figures in this JSON file instead of measuring")
    p.add_argument("--baseline", type=Path, default=BASELINE)
    args = p.parse_args(argv)
    if args.update and not (args.reason and args.reason.strip()):
        p.error("--update needs --reason TEXT (it is kept in the baseline; say it in the commit message too)")

    if args.figures is not None:
        figures = gated_keys(json.loads(args.figures.read_text()))
    else:
        if shutil.which("valgrind") is None:
            if os.environ.get("CI"):
                print("gate: valgrind is not installed, and CI needs the gate (apt-get install valgrind)")
                return 1
            print("gate: valgrind is not installed (apt-get install valgrind); skipped")
            return 0
        if not args.no_build:
            callgrind.build()
        figures = gated_keys(callgrind.measure())

    if args.update:
        write_baseline(figures, args.reason.strip(), args.baseline)
        print(f"gate: wrote {len(figures)} figures to {args.baseline}; commit it with the change and the reason")
        return 0

    baseline = json.loads(args.baseline.read_text())
    rustc = tool_version(["rustc", "--version"])
    if baseline.get("rustc") not in (None, rustc):
        print(f"gate: note: the baseline was measured with {baseline['rustc']}, this is {rustc}")
    ok, checks = compare(baseline, figures)
    print(report(checks, float(baseline.get("tolerance", TOLERANCE))))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
