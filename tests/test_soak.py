"""The soak harness itself (``make soak`` runs it for minutes): a short run must report
nothing lost and nothing failed, and its checks must catch a server that loses work."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from benches import soak

ROOT = Path(__file__).resolve().parents[1]


def test_a_short_soak_loses_nothing(tmp_path: Path) -> None:
    out = tmp_path / "soak.json"
    proc = subprocess.run([sys.executable, "-m", "benches.soak", "--seconds", "12", "--players", "3",
                           "--spectators", "1", "--json", str(out)], cwd=ROOT, capture_output=True, text=True,
                          timeout=240)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    import json

    result = json.loads(out.read_text())
    assert result["problems"] == [] and result["finished"] > 0 and result["audited"] == result["games"] > 0
    assert not any(int(status) >= 500 for status in result["statuses"])
    assert result["hostile"]["odd-static"] > 0 and result["hostile"]["half-sent"] > 0


def test_the_report_counts_a_5xx_as_a_problem() -> None:
    import httpx

    rep = soak.Report()
    rep.note(httpx.Response(500, request=httpx.Request("GET", "http://127.0.0.1/x"), text="boom"))
    rep.note(httpx.Response(404, request=httpx.Request("GET", "http://127.0.0.1/y")))
    assert rep.statuses == {500: 1, 404: 1} and len(rep.problems) == 1 and "500" in rep.problems[0]
