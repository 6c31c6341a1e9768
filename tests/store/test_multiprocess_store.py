"""What several server processes on one store rely on (``serve --workers N``), below HTTP:

* two applications (two processes, each with its own cache and connections) letting the
  same bot seats decide at the same version: one write is stored, the other is a
  ``version-conflict`` (every backend);
* SQLite: a write that finds the file locked by another process's write waits for it
  (the busy timeout), is attempted again a bounded number of times, and never half-stores.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from eventsourcing.persistence import OperationalError

from service.app import store
from service.app.games import Games
from service.config import Settings
from service.app.errors import ServiceError
from tests.conftest import ADMIN, make_settings, new_games


def test_two_processes_cannot_both_play_the_same_bot_turn(settings: Settings) -> None:
    first = new_games(settings)
    g, _ = first.create_game("la-isla", 2, {}, {0: "random", 1: "random"}, play_bots=False)
    start = g.version
    apps = [new_games(settings), new_games(settings)]
    for app in apps:
        assert app.load(g.id).version == start  # both caches hold the game at this version
    barrier = threading.Barrier(2)
    # Each write waits until both have decided from ``start``: without it, one thread could
    # load, play and record before the other loads (a busy CI machine did), and the second
    # would then rightly play the next turns.
    decided = threading.Barrier(2, timeout=60)
    for app in apps:
        def held(stored: Any, _insert: Any = app.recorder.insert_events, **kwargs: Any) -> Any:
            decided.wait()
            return _insert(stored, **kwargs)

        app.recorder.insert_events = held  # type: ignore[method-assign]
    results: list[tuple[str, int]] = [("", 0)] * 2

    def advance(i: int) -> None:
        barrier.wait()
        try:
            results[i] = ("ok", apps[i].advance_bots(g.id, 5)[1])
        except ServiceError as err:
            results[i] = (err.code, 0)

    threads = [threading.Thread(target=advance, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(code for code, _ in results) == ["ok", "version-conflict"], results
    played = next(n for code, n in results if code == "ok")
    assert played == 5
    records = first.history(g.id)
    assert [r.version for r in records] == list(range(1, len(records) + 1))
    assert len([r for r in records if r.version > start]) == 5
    assert first.load(g.id).version == start + 5


def _hold_write_lock(path: str, seconds: float, ready: threading.Event) -> None:
    """Another process's long write: the file's write lock held for ``seconds``."""
    conn = sqlite3.connect(path, isolation_level=None, timeout=30)
    try:
        conn.execute("BEGIN IMMEDIATE")
        ready.set()
        time.sleep(seconds)
        conn.execute("ROLLBACK")
    finally:
        conn.close()


def _seated(tmp_path: Path) -> tuple[Settings, Games, UUID, str, Any, int]:
    s = make_settings("sqlite", tmp_path, sqlite_busy_timeout=1)
    app = Games(env=s.eventsourcing_env(), admin_token=ADMIN)
    g, _ = app.create_game("fake-race", 2, {"moves": 6})
    tokens = [app.claim_seat(g.id, seat, f"p{seat}")[1] for seat in range(2)]
    g = app.load(g.id)
    seat = g.engine.pending().seats[0]
    return s, app, g.id, tokens[seat], g.engine.legal_actions(seat)[0], g.version


def test_a_sqlite_write_outlasting_the_busy_timeout_is_attempted_again(tmp_path: Path) -> None:
    s, app, gid, token, action, version = _seated(tmp_path)
    ready = threading.Event()
    # Held 1.6 s against a busy timeout of 1 s: the first attempt gives up, a later one
    # gets the lock.
    holder = threading.Thread(target=_hold_write_lock, args=(s.sqlite_path, 1.6, ready))
    holder.start()
    ready.wait()
    try:
        out = app.act(gid, token, action, version)
    finally:
        holder.join()
    assert out.action_version == version + 1
    assert [r.version for r in app.history(gid)] == list(range(1, version + 2))


def test_a_sqlite_write_refused_every_time_stores_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    s, app, gid, token, action, version = _seated(tmp_path)
    monkeypatch.setattr(store, "WRITE_ATTEMPTS", 2)
    ready = threading.Event()
    holder = threading.Thread(target=_hold_write_lock, args=(s.sqlite_path, 3.5, ready))
    holder.start()
    ready.wait()
    try:
        with pytest.raises(OperationalError, match="locked"):
            app.act(gid, token, action, version)
    finally:
        holder.join()
    fresh = Games(env=s.eventsourcing_env(), admin_token=ADMIN)
    assert fresh.load(gid).version == version
    # The request can be made again and is stored once.
    out = fresh.act(gid, token, action, version)
    assert out.action_version == version + 1
    assert [r.version for r in fresh.history(gid)] == list(range(1, version + 2))


@pytest.mark.parametrize("round_", range(3))
def test_servers_starting_together_on_a_new_store_all_prepare_it(settings: Settings, round_: int) -> None:
    """Several servers started at once on one new store (``serve`` runs ``prepare_store``
    first): every one of them starts, whichever creates the tables. On PostgreSQL two
    ``CREATE TABLE IF NOT EXISTS`` of the same table at once can both miss it and one
    fail; seen in CI as "relation ... already exists"."""
    from service.runtime.workers import prepare_store

    n = 4
    barrier = threading.Barrier(n)
    errors: list[BaseException | None] = [None] * n

    def prepare(i: int) -> None:
        barrier.wait()
        try:
            prepare_store(settings)
        except BaseException as err:  # noqa: BLE001 - reported below
            errors[i] = err

    threads = [threading.Thread(target=prepare, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == [None] * n, errors
    games = new_games(settings)
    g, _ = games.create_game("la-isla", 2, {}, {0: "random", 1: "random"}, play_bots=False)
    assert games.load(g.id).version == g.version
