"""Instruction counts per game and player count, with callgrind.

Builds ``core_rs/examples/callgrind.rs`` (release), then for every game and player count of
``COMBOS`` runs it once under ``valgrind --tool=callgrind --collect-atstart=no`` with a
``--toggle-collect`` for each counted function (``ds_apply_one``, ``evo_legal_one``, ...:
``#[no_mangle]``/``#[inline(never)]`` functions the example calls once per decision of a
recorded random game, or once per sampled position), and reads each function's inclusive
count from callgrind's output file. Dividing by the number of calls gives:

* ``ir_apply``: instructions per applied action;
* ``ir_legal``: per legal-action list (the acting seat's, before each decision);
* ``ir_recompute``: per whole-board recompute of dominance (Dominant Species only);
* ``ir_hash``, ``ir_snapshot``, ``ir_restore``: per state hash, snapshot (JSON) and restore
  (parse + recompute + validate), every tenth position of the game.

Each is written to the figures file as ``GAME.SEATS.ir_WHAT`` (plus ``GAME.SEATS.decisions``).
Instruction counts are exact for a given build: the gate (``benches/gate.py``) compares them
with ``benches/baseline.json``.

Usage: ``python benches/callgrind.py [--no-build]``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benches.conftest import Figures  # noqa: E402

BINARY = ROOT / "target" / "release" / "examples" / "callgrind"
#: Every measured game and player count: the columns of the summary table.
COMBOS: tuple[tuple[str, int], ...] = (
    ("dominant-species", 4),
    ("dominant-species", 6),
    ("evo", 3),
    ("evo", 5),
    ("la-isla", 2),
    ("la-isla", 4),
)
#: The counted functions' prefix in the example.
PREFIX = {"dominant-species": "ds", "evo": "evo", "la-isla": "isla"}
#: Counted once per decision (recompute: Dominant Species only).
PER_DECISION = ("apply", "legal", "recompute")
#: Counted once per sampled position.
PER_SAMPLE = ("hash", "snapshot", "restore")


def build(profile: str = "release") -> None:
    cmd = ["cargo", "build", "-q", "-p", "core_rs", "--features", "testing", "--example", "callgrind"]
    if profile == "release":
        cmd.insert(2, "--release")
    subprocess.run(cmd, cwd=ROOT, check=True)


def functions(game: str) -> dict[str, str]:
    """What -> the counted function's symbol, for one game."""
    whats = [w for w in PER_DECISION + PER_SAMPLE if w != "recompute" or game == "dominant-species"]
    return {w: f"{PREFIX[game]}_{w}_one" for w in whats}


def inclusive(out: str, names: set[str]) -> dict[str, int]:
    """Inclusive instruction count of each named function in a callgrind output file.

    The format (``callgrind_format``): ``fn=(id) name`` starts a function's block (``(id)``
    alone refers back to a name given before); in it, each cost line ``POSITION COST`` is the
    function's own cost, except the line right after ``calls=``, which is the inclusive
    cost of that call. A function's inclusive count is the sum of both, over every block.
    """
    ids: dict[str, str] = {}
    totals = dict.fromkeys(names, 0)
    current: str | None = None
    after_call = False

    def name_of(spec: str) -> str:
        m = re.match(r"\((\d+)\)(?:\s+(.*))?$", spec)
        if m is None:
            return spec
        if m.group(2) is not None:
            ids[m.group(1)] = m.group(2)
        return ids.get(m.group(1), "")

    for line in out.splitlines():
        if not line:
            continue
        head = line[0]
        if line.startswith("fn="):
            current = name_of(line[3:].strip())
            after_call = False
        elif line.startswith("cfn="):
            name_of(line[4:].strip())  # records the id
        elif line.startswith("calls="):
            after_call = True
        elif head.isdigit() or head in "+-*":
            if current in totals:
                parts = line.split()
                if len(parts) >= 2:
                    totals[current] += int(parts[1])
            after_call = False
        # every other line (fl=, fi=, fe=, ob=, cob=, cfi=, summary:, ...) changes no cost
    return totals


def count_all(game: str, seats: int, binary: Path = BINARY, plant: int = 0) -> dict[str, float]:
    """One valgrind run of the example: ``{"ir_apply": per call, ..., "decisions": n}``."""
    fns = functions(game)
    env = {**os.environ, "SPECIES_BENCH_PLANT": str(plant)}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        run = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                "--collect-atstart=no",
                *(f"--toggle-collect={fn}" for fn in fns.values()),
                str(binary),
                game,
                str(seats),
            ],
            capture_output=True,
            text=True,
            check=True,
            env=env,
        )
        counts = inclusive(out.read_text(), set(fns.values()))
    decisions = re.search(r"decisions=(\d+)", run.stdout)
    sampled = re.search(r"sampled=(\d+)", run.stdout)
    if decisions is None or sampled is None:
        raise RuntimeError(f"unexpected output of the example:\n{run.stdout}\n{run.stderr}")
    n, k = int(decisions.group(1)), int(sampled.group(1))
    result: dict[str, float] = {"decisions": n}
    for what, fn in fns.items():
        if counts[fn] == 0:
            raise RuntimeError(f"callgrind counted nothing in {fn}")
        result[f"ir_{what}"] = round(counts[fn] / (n if what in PER_DECISION else k), 1)
    return result


def count(seats: int, function: str, binary: Path = BINARY, game: str = "dominant-species") -> tuple[int, int]:
    """(instructions collected inside ``function``, decisions replayed): one function alone."""
    fn = functions(game)[function]
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--collect-atstart=no",
             f"--toggle-collect={fn}", str(binary), game, str(seats)],
            capture_output=True, text=True, check=True,
        )
        totals = re.search(r"^(?:totals|summary):\s*(\d+)", out.read_text(), re.MULTILINE)
    decisions = re.search(r"decisions=(\d+)", run.stdout)
    if totals is None or decisions is None:
        raise RuntimeError(f"unexpected callgrind output:\n{run.stdout}\n{run.stderr}")
    return int(totals.group(1)), int(decisions.group(1))


def measure(combos: tuple[tuple[str, int], ...] = COMBOS, binary: Path = BINARY, plant: int = 0) -> dict[str, float]:
    """Every figure of every combination, keyed ``GAME.SEATS.WHAT``."""
    out: dict[str, float] = {}
    for game, seats in combos:
        for what, v in count_all(game, seats, binary, plant).items():
            out[f"{game}.{seats}.{what}"] = v
    return out


def main(argv: list[str]) -> int:
    if shutil.which("valgrind") is None:
        print("callgrind: valgrind is not installed (apt-get install valgrind); skipped")
        return 0
    if "--no-build" not in argv:
        build()
    figures = Figures()
    for game, seats in COMBOS:
        got = count_all(game, seats)
        for what, v in got.items():
            figures.put(f"{game}.{seats}.{what}", v)
        shown = "  ".join(f"{k[3:]} {v:,.0f}" for k, v in got.items() if k.startswith("ir_"))
        print(f"callgrind: {game} {seats} players, {got['decisions']:,.0f} decisions, instructions per call: {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
