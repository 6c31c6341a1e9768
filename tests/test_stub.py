"""The typed facade of the binding (core_rs.pyi) matches the extension (mypy.stubtest)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_core_rs_stub_matches_the_extension() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "core_rs", "--allowlist", str(ROOT / "tests/stubtest_allowlist.txt")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stdout + r.stderr
