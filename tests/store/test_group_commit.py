"""Group commit on SQLite (``service.app.store``): the writes waiting for the writer are
committed in one transaction, each in a savepoint of its own, so a version conflict fails
only its own write; nothing is acknowledged before the commit. Also pins the two
eventsourcing internals the batch relies on: ``SQLiteApplicationRecorder._insert_events``
takes a cursor of an open transaction and returns the notification ids, and a taken
version raises ``sqlite3.IntegrityError`` inside it (not at commit)."""

from __future__ import annotations

import inspect
import sqlite3
import threading
import time
from uuid import uuid4

import pytest
from eventsourcing.persistence import IntegrityError, StoredEvent
from eventsourcing.sqlite import SQLiteApplicationRecorder

from service.app.store import GroupCommit, PollingSQLiteApplicationRecorder, Write
from service.config import Settings
from tests.conftest import new_games


def _event(gid: object, version: int) -> StoredEvent:
    return StoredEvent(originator_id=gid, originator_version=version, topic="test:Event", state=b"{}")


def test_the_eventsourcing_internals_the_batch_uses(sqlite_settings: Settings) -> None:
    assert list(inspect.signature(SQLiteApplicationRecorder._insert_events).parameters)[:3] == ["self", "c", "stored_events"]
    app = new_games(sqlite_settings)  # kept: its datastore closes with it
    rec = app.recorder
    assert isinstance(rec, PollingSQLiteApplicationRecorder)
    gid = uuid4()
    with rec.datastore.transaction(commit=True) as c:
        ids = rec._insert_events(c, [_event(gid, 1), _event(gid, 2)])
        assert ids is not None and len(ids) == 2 and ids[1] == ids[0] + 1
        with pytest.raises(sqlite3.IntegrityError):
            rec._insert_events(c, [_event(gid, 2)])


def test_a_conflict_in_a_batch_fails_only_its_own_write(sqlite_settings: Settings) -> None:
    app = new_games(sqlite_settings)  # kept: its datastore closes with it
    rec = app.recorder
    a, b = uuid4(), uuid4()
    rec.insert_events([_event(a, 1)])
    writes = [Write([_event(a, 2)], {}), Write([_event(a, 1)], {}), Write([_event(b, 1), _event(b, 2)], {})]
    rec._commit_batch(writes)
    first, taken, other = (w.future for w in writes)
    assert len(first.result()) == 1 and len(other.result()) == 2
    with pytest.raises(IntegrityError):
        taken.result()
    stored = {(e.originator_id, e.originator_version) for g in (a, b) for e in rec.select_events(g)}
    assert stored == {(a, 1), (a, 2), (b, 1), (b, 2)}  # the conflicting write left nothing behind
    ids = [n.id for n in rec.select_notifications(start=1, limit=10)]
    assert ids == sorted(ids) and len(ids) == 4


def _taken(group: GroupCommit) -> int:
    """Writes the writer has taken but not settled (it waits for the lock with them)."""
    return group.in_flight


def test_writes_that_wait_together_are_committed_together(sqlite_settings: Settings) -> None:
    """While the file's write lock is held, writes from many threads wait (queued, or
    taken by the writer, which waits for the lock with them: all of them when it wakes
    after the last has queued); once it is released they are committed in at most two
    transactions (the one the writer had already taken, and the rest), and every thread
    gets its own notification ids."""
    app = new_games(sqlite_settings)  # kept: its datastore closes with it
    rec = app.recorder
    group: GroupCommit = rec._group
    n = 12
    results: dict[int, object] = {}

    def write(i: int) -> None:
        results[i] = rec.insert_events([_event(uuid4(), 1)])

    before = group.batches
    with rec._write_lock:
        threads = [threading.Thread(target=write, args=(i,)) for i in range(n)]
        for t in threads:
            t.start()
        # The writer took the first write(s) and waits for the lock; the others queue.
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and not (all(t.is_alive() for t in threads) and len(group._queue) + _taken(group) == n):
            time.sleep(0.01)
        assert len(group._queue) + _taken(group) == n, "the writes did not wait"
        assert results == {}, "a write was acknowledged before its commit"
    for t in threads:
        t.join(10)
    assert sorted(results) == list(range(n))
    ids = sorted(i for r in results.values() for i in r)  # type: ignore[union-attr]
    assert len(set(ids)) == n
    assert group.batches - before <= 2


def test_a_failed_batch_fails_every_write_in_it() -> None:
    def broken(batch: list[Write]) -> None:
        raise RuntimeError("disk gone")

    group = GroupCommit(broken, name="test-writer")
    futures = [group.submit([_event(uuid4(), 1)], {}) for _ in range(3)]
    for f in futures:
        with pytest.raises(RuntimeError, match="disk gone"):
            f.result(10)
