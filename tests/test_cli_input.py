"""The command line never answers bad input with a traceback: one line naming the
problem on standard error, exit 2. Every option has help text; seeds
are hex in every command."""

from __future__ import annotations

import argparse
import sys
import uuid
from typing import Any

import pytest

from service.cli.main import build_parser, main
from service.config import Settings
from tests.conftest import settings_environ


@pytest.fixture
def env(sqlite_settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    for key, value in settings_environ(sqlite_settings).items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("SPECIES_ARENA_PROJECTIONS", "external")
    return sqlite_settings


def one_line_error(capsys: pytest.CaptureFixture[str], argv: list[str], *words: str) -> str:
    rc = main(argv)
    captured = capsys.readouterr()
    assert rc == 2, (captured.out, captured.err)
    err = captured.err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    for w in words:
        assert w in err, err
    return err


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["play", "fake-race", "--seats", "2", "--options", "{not json"], ("--options", "not JSON")),
        (["play", "fake-race", "--seats", "2", "--options", "[1, 2]"], ("JSON object",)),
        (["play", "no-such-game", "--seats", "2"], ("no-such-game",)),
        (["export", "not-a-uuid"], ("not a game id",)),
        (["export", str(uuid.UUID(int=7))], ("not-found",)),
        (["audit", str(uuid.UUID(int=7))], ("not-found",)),
        (["audit", "no/such/file"], ("not a game id or an existing file",)),
        (["report", "dominant-species", "--options", "{oops"], ("--options",)),
        (["report", "no-such-game", "--games", "1"], ("unknown game",)),
        (["serve", "--port", "8159", "--workers", "0"], ("--workers", "at least 1")),
    ],
)
def test_bad_input_is_one_line_and_exit_2(env: Settings, capsys: pytest.CaptureFixture[str], argv: list[str], words: tuple[str, ...]) -> None:
    one_line_error(capsys, argv, *words)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("SPECIES_ARENA_CACHE_SIZE", "lots"),
        ("SPECIES_ARENA_READ_CACHE", "-5"),
        ("SPECIES_ARENA_LONG_POLL_TIMEOUT", "forever"),
        ("SPECIES_ARENA_SNAPSHOT_INTERVAL", "-1"),
        ("SPECIES_ARENA_WAIT_TIMEOUT", "soon"),
        ("SPECIES_ARENA_PROJECTIONS", "sideways"),
        ("SPECIES_ARENA_STORE", "mongo"),
        ("SPECIES_ARENA_TICKET_SECRET", "short"),
        ("SPECIES_ARENA_WORKERS", "0"),
        ("SPECIES_ARENA_WORKERS", "many"),
        ("SPECIES_ARENA_SQLITE_BUSY_TIMEOUT", "long"),
        ("SPECIES_ARENA_SQLITE_BUSY_TIMEOUT", "0"),
    ],
)
def test_bad_environment_values_name_the_variable(
    env: Settings, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv(name, value)
    one_line_error(capsys, ["export", str(uuid.UUID(int=7))], name)
    one_line_error(capsys, ["serve", "--port", "8159"], name)


def test_report_png_without_matplotlib_names_the_extra(
    env: Settings, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import fails as on a plain install
    one_line_error(capsys, ["report", "la-isla", "--seats", "2", "--games", "1", "--png", str(tmp_path / "c.png")],
                   "species-arena[plot]")


def test_every_option_has_help_text() -> None:
    missing = []

    def walk(parser: argparse.ArgumentParser, path: str) -> None:
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    walk(sub, f"{path} {name}")
            elif not isinstance(action, argparse._HelpAction) and not action.help:
                missing.append(f"{path} {'/'.join(action.option_strings) or action.dest}")

    walk(build_parser(), "species-arena")
    assert not missing, missing


@pytest.mark.parametrize("command", [["play", "fake-race", "--seats", "2"], ["selfplay"], ["report", "la-isla"], ["arena", "la-isla"]])
def test_seeds_are_hex_in_every_command(command: list[str]) -> None:
    parser = build_parser()
    assert parser.parse_args([*command, "--seed", "ff"]).seed == 255
    assert parser.parse_args([*command, "--seed", "10"]).seed == 16
    with pytest.raises(SystemExit) as exc:
        parser.parse_args([*command, "--seed", "xyz"])
    assert exc.value.code == 2
