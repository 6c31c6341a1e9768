"""The self-play report command: a table and a PNG chart."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.cli import selfplay


@pytest.mark.parametrize(("game", "seats"), [("dominant-species", 4), ("evo", 3), ("la-isla", 2)])
def test_report_prints_a_table_and_writes_a_png(tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, seats: int) -> None:
    png = tmp_path / "report.png"
    code = selfplay.main(["report", game, "--seats", str(seats), "--games", "12", "--bots", "random,greedy", "--png", str(png)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "games: 12" in out
    assert "rounds per game" in out and "decisions per game" in out
    assert "wins by seat" in out and "wins by bot type" in out and "score per role" in out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_collect_counts_shared_wins() -> None:
    run = selfplay.Run(
        game="x",
        seats=2,
        options={},
        bots="random,greedy",
        report={
            "games": [
                {"rounds": 3, "decisions": 10, "outcome": {"winners": [0, 1], "scores": [5, 5], "detail": None}},
                {"rounds": 5, "decisions": 20, "outcome": {"winners": [1], "scores": [1, 9], "detail": None}},
            ],
            "failures": [],
        },
        seconds=1.0,
    )
    st = selfplay.collect([run])
    assert st.games == 2 and st.rounds == [3, 5]
    assert st.wins_by_seat == {0: 0.5, 1: 1.5}
    assert st.wins_by_bot == {"random": 0.5, "greedy": 1.5}
    assert st.role_scores["seat 1"] == [5, 9]
