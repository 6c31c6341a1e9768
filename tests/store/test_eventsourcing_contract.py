"""The parts of eventsourcing's ``Application`` that ``service.app.games.Games`` overrides
or calls although they are not public API: ``save``'s steps ``_record``,
``_take_snapshots`` and ``_notify``, ``ProcessingEvent``'s fields and the repository's cache
and fast-forward flags. The library is pinned (``eventsourcing>=9.5,<9.6``); these tests
fail, naming the part, as soon as a release renames, re-signs or stops calling one of them,
so an upgrade cannot silently skip the hash chain, the snapshots or the notifications."""

from __future__ import annotations

import inspect
from typing import Any
from unittest import mock
from uuid import UUID

import pytest
from eventsourcing.application import Application, ProcessingEvent

from service.app.games import Games
from service.config import Settings
from tests.conftest import new_games
from tests.store.test_contract import pending_move, seated_game


def params(fn: Any) -> list[str]:
    return list(inspect.signature(fn).parameters)


def test_the_private_steps_exist_with_the_signatures_games_relies_on() -> None:
    assert params(Application.save)[:1] == ["self"]
    assert params(Application._record) == ["self", "processing_event"]
    assert params(Application._take_snapshots) == ["self", "processing_event"]
    assert params(Application._notify) == ["self", "recordings"]
    pe: ProcessingEvent[UUID] = ProcessingEvent()
    assert pe.events == [] and pe.aggregates == {}
    # Games overrides exactly these, with the same signatures.
    assert params(Games._record) == params(Application._record)
    assert params(Games._take_snapshots) == params(Application._take_snapshots)


def test_the_library_save_still_goes_through_record_take_snapshots_and_notify(sqlite_settings: Settings) -> None:
    """``Games.save`` reimplements ``Application.save`` for speed; the library's own ``save``
    (used for anything that is not a game) must still call the same three steps, in order."""
    app = new_games(sqlite_settings)
    calls: list[str] = []
    real = {name: getattr(Games, name) for name in ("_record", "_take_snapshots", "_notify")}

    def spy(name: str) -> Any:
        def wrapper(self: Any, *a: Any, **k: Any) -> Any:
            calls.append(name)
            return real[name](self, *a, **k)

        return wrapper

    with mock.patch.multiple(Games, **{name: spy(name) for name in real}):
        gid, tokens = seated_game(app)
        calls.clear()
        game = app.load(gid)
        # A non-fast path: save with a keyword argument goes through the library's save.
        Application.save(app, game)  # nothing pending: still the three steps
        assert calls == ["_record", "_take_snapshots", "_notify"], calls
        calls.clear()
        token, action, version = pending_move(app, gid, tokens)
        app.act(gid, token, action, version)
        assert calls == ["_record", "_take_snapshots", "_notify"], calls


@pytest.mark.parametrize("interval", [2])
def test_record_chains_caches_and_snapshots_through_the_overrides(sqlite_settings: Settings, interval: int) -> None:
    """The behaviour the overrides add is visible: every stored event carries its chain link,
    the repository cache holds the game just recorded (fast-forward on), and a snapshot is
    stored at every multiple of the interval."""
    app = new_games(sqlite_settings, snapshot_interval=interval)
    assert app.repository.cache is not None and app.repository.fastforward is True
    gid, tokens = seated_game(app)
    for _ in range(3):
        token, action, version = pending_move(app, gid, tokens)
        app.act(gid, token, action, version)
    game = app.load(gid)
    assert app.repository.cache.get(gid) is not None
    stored = list(app.events.get(gid))
    assert stored and all(getattr(e, "chain_hash", None) for e in stored), "every event is chained"
    assert game.chain_head == stored[-1].chain_hash
    assert app.snapshots is not None
    snaps = [s.originator_version for s in app.snapshots.get(gid)]
    assert snaps and all(v % interval == 0 for v in snaps), snaps
    assert max(snaps) == game.version - game.version % interval
