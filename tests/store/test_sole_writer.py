"""The read path's version check without a query while its server is the only writer of
its SQLite file (``service.app.solewriter``): its own writes are known at once, and a write
by any other recorder, in this process or another, is seen at once (the check then asks the
store again, for good)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any
from uuid import UUID

from service.app.games import Games
from service.app.solewriter import SoleWriter, writers_path
from service.config import Settings
from service.runtime.readcache import SQLiteVersions
from tests.conftest import make_settings, new_games

ROOT = Path(__file__).resolve().parents[2]


def server(settings: Settings) -> tuple[Games, SQLiteVersions, list[int]]:
    """A ``Games`` followed by its read path's version check as ``create_app`` wires them, and
    a list that grows by one for each query the check sends to the store."""
    games = new_games(settings)
    versions = SQLiteVersions.for_games(games)
    assert versions is not None
    versions.follow(games)
    queries: list[int] = []
    real = versions._rows

    def counted(statement: str, args: tuple[Any, ...], limit: int | None = 1) -> Any:
        queries.append(1)
        return real(statement, args, limit)

    versions._rows = counted  # type: ignore[method-assign]
    return games, versions, queries


def bot_game(games: Games) -> UUID:
    g, _ = games.create_game("la-isla", 2, {}, {0: "random", 1: "random"}, play_bots=False)
    return g.id


def other_process(settings: Settings, script: str, *args: str, wait: bool = True) -> subprocess.Popen[str]:
    """``script`` run by another Python process on the store of ``settings`` (``games`` is its
    ``Games``, ``argv`` its arguments); unless ``wait`` is false, waited for, its output then
    in ``.output``."""
    code = textwrap.dedent(f"""
        import sys
        from service.app.games import Games
        games = Games(env={settings.eventsourcing_env()!r})
        argv = sys.argv[1:]
    """) + textwrap.dedent(script)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, env=env, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if wait:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
        proc.output = out  # type: ignore[attr-defined]
    return proc


def test_the_only_writer_knows_its_versions_without_asking_the_store(tmp_path: Path) -> None:
    games, versions, queries = server(make_settings("sqlite", tmp_path))
    game_id = bot_game(games)
    assert games.recorder.sole_writer.token() is not None
    for _ in range(3):
        games.advance_bots(game_id, 2)
        assert versions.current(game_id) == games.current_version(game_id)
    assert queries == [], "the sole writer asked the store for a version it recorded"
    # A game it did not write since it started is asked once, then known.
    settings = make_settings("sqlite", tmp_path / "other")
    made = other_process(settings, """
        g, _ = games.create_game("la-isla", 2, {}, {0: "random", 1: "random"}, play_bots=False)
        print(g.id)
    """)
    older = UUID(made.output.strip())  # type: ignore[attr-defined]
    games2, versions2, queries2 = server(settings)
    bot_game(games2)  # its first write: it registers, alone
    assert versions2.current(older) == games2.current_version(older)
    assert versions2.current(older) == games2.current_version(older)
    assert len(queries2) == 1, queries2


def test_a_second_writer_in_the_same_process_is_seen_at_once(tmp_path: Path) -> None:
    settings = make_settings("sqlite", tmp_path)
    games, versions, queries = server(settings)
    game_id = bot_game(games)
    before = versions.current(game_id)
    assert queries == []
    other = new_games(settings)
    other.advance_bots(game_id, 3)
    assert games.recorder.sole_writer.token() is None
    assert versions.current(game_id) == before + 3 == other.current_version(game_id)
    assert queries, "the version was not asked of the store"
    games.advance_bots(game_id, 1)
    assert versions.current(game_id) == before + 4
    assert other.recorder.sole_writer.token() is None, "a second recorder of one process is never sole"


def test_a_write_by_another_process_is_seen_at_once(tmp_path: Path) -> None:
    settings = make_settings("sqlite", tmp_path)
    games, versions, queries = server(settings)
    game_id = bot_game(games)
    games.advance_bots(game_id, 1)
    before = versions.current(game_id)
    assert queries == []
    other_process(settings, "games.advance_bots(__import__('uuid').UUID(argv[0]), 2)", str(game_id))
    assert versions.current(game_id) == before + 2 == games.current_version(game_id)
    assert games.recorder.sole_writer.token() is None


def test_a_writer_is_not_sole_while_another_live_process_is_registered(tmp_path: Path) -> None:
    settings = make_settings("sqlite", tmp_path)
    games, versions, _ = server(settings)
    # The other process writes first, then stays.
    proc = other_process(settings, """
        games.create_game("la-isla", 2, {}, {0: "random", 1: "random"}, play_bots=False)
        print("written", flush=True)
        sys.stdin.readline()
    """, wait=False)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "written", proc.stderr.read() if proc.stderr else ""
        game_id = bot_game(games)
        assert games.recorder.sole_writer.registered
        assert games.recorder.sole_writer.token() is None
        games.advance_bots(game_id, 1)
        assert versions.current(game_id) == games.current_version(game_id)
    finally:
        proc.communicate("\n", timeout=60)
    assert proc.returncode == 0


def test_a_registration_where_the_file_cannot_be_made_is_not_sole(tmp_path: Path) -> None:
    writer = SoleWriter(str(tmp_path / "missing-folder" / "store.sqlite"))
    writer.register()
    assert writer.registered and writer.token() is None
    assert not os.path.exists(writers_path(str(tmp_path / "missing-folder" / "store.sqlite")))


def test_each_registration_counts(tmp_path: Path) -> None:
    path = str(tmp_path / "store.sqlite")
    writers = [SoleWriter(path) for _ in range(2)]
    writers[0].register()
    assert writers[0].token() is not None
    writers[1].register()
    assert writers[0].token() is None and writers[1].token() is None
    with open(writers_path(path), "rb") as f:
        assert int.from_bytes(f.read()[8:16], "little") == 2


def test_a_check_that_does_not_follow_the_writer_always_asks_the_store(tmp_path: Path) -> None:
    settings = make_settings("sqlite", tmp_path)
    games, versions, _ = server(settings)
    game_id = bot_game(games)
    loose = SQLiteVersions.for_games(games)
    assert loose is not None
    assert loose.current(game_id) == versions.current(game_id)
    games.advance_bots(game_id, 2)
    assert loose.current(game_id) == versions.current(game_id) == games.current_version(game_id)
    versions.unfollow(games)
    games.advance_bots(game_id, 1)
    assert versions.current(game_id) == games.current_version(game_id)
