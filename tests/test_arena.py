"""``species-arena arena``: the Wilson interval, the per-bot summary, and a tiny
seeded arena through the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from service.cli.arena import summarize, wilson
from service.cli.main import main


def test_wilson_interval_matches_known_values() -> None:
    lo, hi = wilson(20, 20)
    assert lo == pytest.approx(0.8389, abs=1e-4) and hi == 1.0
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_summary_counts_seats_shared_wins_and_margins() -> None:
    results = [
        {"scores": [10, 4, 4], "winners": [0], "bot_index": [0, 1, 1]},
        {"scores": [5, 5, 1], "winners": [0, 1], "bot_index": [1, 0, 1]},
        {"scores": None, "winners": [], "bot_index": [1, 1, 0]},
    ]
    lines, unfinished = summarize(results, ["search:10", "greedy"])
    assert unfinished == 1
    search, greedy = lines
    assert (search.seats, search.wins, search.margin) == (2, 1.5, 6 + 0)
    assert (greedy.seats, greedy.wins) == (4, 0.5)


def test_arena_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "arena.json"
    rc = main(["arena", "la-isla", "--seats", "2", "--bots", "search:5,random", "--games", "2",
               "--threads", "1", "--seed", "ff", "--json", str(out)])
    assert rc == 0
    text = capsys.readouterr().out
    assert "search:5" in text and "95% CI" in text
    assert "seeds ff..100, hex" in text, "the seed is read and written as hex, as in every command"
    written = json.loads(out.read_text())
    assert written["seed"] == "ff" and {g["seed"] for g in written["games"]} == {"ff", "100"}
    games = written["games"]
    assert [g["bots"] for g in games] == [["search:5", "random"], ["random", "search:5"]], "seats alternate"
    assert all(g["scores"] is not None for g in games)
