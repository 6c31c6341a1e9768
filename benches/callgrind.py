"""Instructions per applied action (issue 8, item 2), counted with callgrind.

Builds ``core_rs/examples/callgrind.rs`` (release), then for 4 and 6 players runs it under
``valgrind --tool=callgrind --collect-atstart=no --toggle-collect=FN``: FN is
``ds_apply_one`` (apply only) or ``ds_legal_one`` (legal-action generation only), each a
``#[no_mangle]``/``#[inline(never)]`` function called once per decision of a recorded
random game, so the collected instruction count is exactly that function's work (also
``ds_recompute_one``: dominance recomputed on the whole board). Writes ``2.ir_apply.N``,
``2.ir_legal.N``, ``2.ir_recompute.N`` and ``2.decisions.N`` to the figures file.

Usage: ``python benches/callgrind.py [--no-build]``.
"""

from __future__ import annotations

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
FUNCTIONS = {"apply": "ds_apply_one", "legal": "ds_legal_one", "recompute": "ds_recompute_one"}
PLAYERS = (4, 6)


def build() -> None:
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "core_rs", "--example", "callgrind"], cwd=ROOT, check=True)


def count(seats: int, function: str, binary: Path = BINARY) -> tuple[int, int]:
    """(instructions collected inside ``function``, decisions replayed)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        run = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                "--collect-atstart=no",
                f"--toggle-collect={function}",
                str(binary),
                str(seats),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        totals = re.search(r"^(?:totals|summary):\s*(\d+)", out.read_text(), re.MULTILINE)
    decisions = re.search(r"decisions=(\d+)", run.stdout)
    if totals is None or decisions is None:
        raise RuntimeError(f"unexpected callgrind output:\n{run.stdout}\n{run.stderr}")
    return int(totals.group(1)), int(decisions.group(1))


def main(argv: list[str]) -> int:
    if shutil.which("valgrind") is None:
        print("callgrind: valgrind is not installed (apt-get install valgrind); skipped")
        return 0
    if "--no-build" not in argv:
        build()
    figures = Figures()
    for seats in PLAYERS:
        for what, fn in FUNCTIONS.items():
            ir, decisions = count(seats, fn)
            figures.put(f"2.ir_{what}.{seats}", ir / decisions)
            figures.put(f"2.decisions.{seats}", decisions)
            print(f"callgrind: {seats} players, {fn}: {ir:,} instructions / {decisions:,} decisions = {ir / decisions:,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
