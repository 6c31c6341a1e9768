"""The ``species-arena`` command in-process: play (bots, progress, final scores), export,
offline audit of an exported file (and of a tampered one), audit of a stored game, and
the projection rebuild."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from uuid import UUID

import core_rs
import pytest

from service.cli.main import main
from service.config import Settings
from tests.conftest import new_games, settings_environ

FAKE = "fake-race"


@pytest.fixture
def cli_env(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    for key, value in settings_environ(settings).items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("SPECIES_ARENA_PROJECTIONS", "external")
    return settings


def played_game(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(["play", *args])
    out = capsys.readouterr().out
    match = re.search(r"game ([0-9a-f-]{36})", out)
    assert match, out
    return rc, match.group(1), out


def test_play_a_whole_game_with_mixed_bots(cli_env: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    rc, gid, out = played_game(capsys, FAKE, "--seats", "3", "--bots", "random,greedy,random", "--options", '{"moves": 9}')
    assert rc == 0, out
    assert "final scores" in out and "game over after 9 moves" in out
    g = new_games(cli_env).load(UUID(gid))
    assert g.finished and g.bots == ["random", "greedy", "random"]
    for seat, score in enumerate(g.engine.outcome()["scores"]):
        assert re.search(rf"│ {seat}\s+│ {g.bots[seat]}\s+│ {score}\s+│", out), out


def test_play_every_registered_game_through_the_application(cli_env: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    """Real engines: every registered game runs to its end (exit 0, never the "stalled" exit
    3), its moves are recorded and the history audits clean."""
    for game, lo, _ in sorted(core_rs.games_list()):
        bots = (["random", "greedy"] * lo)[:lo]
        rc, gid, out = played_game(capsys, game, "--seats", str(lo), "--bots", ",".join(bots), "--seed", "1234")
        assert rc == 0, out
        assert "final scores" in out and "stalled" not in out
        history = new_games(cli_env).history(UUID(gid))
        assert sum(1 for r in history if r.type == "ActionApplied") > 0
        assert main(["audit", gid]) == 0
        capsys.readouterr()


def test_play_refuses_a_wrong_bot_list(cli_env: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", FAKE, "--seats", "2", "--bots", "random"]) == 2
    assert main(["play", FAKE, "--seats", "2", "--bots", "random,genius"]) == 2


def test_export_then_audit_offline_and_detect_tampering(
    cli_env: Settings, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rc, gid, _ = played_game(capsys, FAKE, "--seats", "2", "--bots", "greedy,random")
    assert rc == 0
    path = tmp_path / "game.jsonl"
    assert main(["export", gid, "-o", str(path)]) == 0
    lines = path.read_text().splitlines()
    records = [json.loads(line) for line in lines]
    assert [r["version"] for r in records] == list(range(1, len(records) + 1))
    assert records[-1]["type"] == "GameFinished" and records[0]["seed"] == records[-1]["seed"]
    capsys.readouterr()
    assert main(["audit", str(path)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report == {**report, "verified": True, "events": len(records), "first_divergence": None}
    # Offline: the audit reads only the file.
    victim = next(r for r in records if r["type"] == "ActionApplied" and r["version"] > 3)
    victim["effects"][0]["text"] = "Seat 0 scores a million"
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n")
    assert main(["audit", str(path)]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["verified"] is False and report["first_divergence"]["version"] == victim["version"]
    assert "effects" in report["first_divergence"]["reason"]


def test_projections_rebuild_command(cli_env: Settings, capsys: pytest.CaptureFixture[str]) -> None:
    rc, gid, _ = played_game(capsys, FAKE, "--seats", "2", "--bots", "random,random")
    assert rc == 0
    assert main(["projections", "rebuild"]) == 0
    out = capsys.readouterr().out
    position = new_games(cli_env).position()
    assert f"rebuilt up to position {position}" in out
    from projections import open_view

    summary: Any = open_view(cli_env.eventsourcing_env()).summary(gid)
    assert summary["status"] == "finished"


def test_serve_sets_the_server_processs_interpreter(cli_env: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve`` (not an app built elsewhere) runs with the GIL switch interval, the garbage
    collector's thresholds and the lean log records of a server process, then hands over to
    uvicorn with the app factory."""
    import gc
    import logging
    import sys

    import uvicorn

    from service.cli import main as cli

    ran: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: ran.update(app=app, **kw))
    before = (gc.get_threshold(), sys.getswitchinterval(), logging._srcfile, logging.logThreads, logging.logMultiprocessing)
    try:
        assert main(["serve", "--host", "127.0.0.1", "--port", "8999"]) == 0
        assert gc.get_threshold() == cli.GC_THRESHOLDS != before[0]
        assert sys.getswitchinterval() == pytest.approx(cli.GIL_SWITCH_INTERVAL)
        assert logging._srcfile is None and not logging.logThreads and not logging.logMultiprocessing  # type: ignore[attr-defined]
        assert ran["app"] == "service.api.app:create_app" and ran["factory"] and ran["port"] == 8999
    finally:
        gc.set_threshold(*before[0])
        sys.setswitchinterval(before[1])
        logging._srcfile, logging.logThreads, logging.logMultiprocessing = before[2:]  # type: ignore[attr-defined]
