"""Store plumbing that eventsourcing 9.5 leaves to us for SQLite.

``eventsourcing.sqlite``'s application recorder cannot be subscribed to (PostgreSQL's can,
with LISTEN/NOTIFY). Projections (``ProjectionRunner``) need a subscription, so SQLite
stores use ``PollingSQLiteApplicationRecorder``: eventsourcing's own pull-based
``ListenNotifySubscription``, woken by a timer instead of a database notification. It is
selected with eventsourcing's ``APPLICATION_RECORDER_TOPIC`` setting (see
``service.config.Settings.eventsourcing_env``).

With several processes on one SQLite file (``serve --workers N``, or several servers),
SQLite lets one write at a time: the file is in WAL mode (eventsourcing sets it), a
connection waits for another's write up to the busy timeout
(``SPECIES_ARENA_SQLITE_BUSY_TIMEOUT``), and ``PollingSQLiteApplicationRecorder`` makes a
write of events that is still refused as busy again, a bounded number of times. The
refused attempt was rolled back whole, and the version check of the retry decides as for
any write (a version another process took meanwhile is an ``IntegrityError``), so a retry
can neither lose nor duplicate a write.

**Group commit.** The writes of one recorder are committed by one writer thread
(``GroupCommit``): the writes waiting when it is free go into one transaction, each inside
a savepoint, so that one game's version conflict rolls back only that game's events, and
the batch costs one commit (one fsync: ``synchronous=FULL`` stays, an acknowledged write is
durable). Each caller waits for its own write's outcome (``insert_events`` blocks a thread;
``insert_events_async`` is awaited on the event loop); nothing is acknowledged before the
commit returns.

``FastJSONTranscoder`` writes eventsourcing's JSON format with msgspec (the application's
transcoder: every stored event and snapshot is encoded on the append path).
"""

from __future__ import annotations

import asyncio
import logging
import math
import random
import sqlite3
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import Any

import msgspec
import psycopg
from eventsourcing.persistence import (
    ApplicationRecorder,
    IntegrityError,
    InterfaceError,
    JSONTranscoder,
    ListenNotifySubscription,
    OperationalError,
    StoredEvent,
    Subscription,
)
from eventsourcing.postgres import PostgresAggregateRecorder, PostgresApplicationRecorder
from eventsourcing.sqlite import SQLiteApplicationRecorder

from arena_events import sqlite_write_lock
from service.app.solewriter import SoleWriter

log = logging.getLogger("species_arena.store")

#: Seconds between two looks for new events.
POLL_INTERVAL = 0.05
#: Attempts at one write of events that SQLite refuses as busy (the busy timeout waited
#: for the lock within each attempt).
WRITE_ATTEMPTS = 4
#: The most writes one group commit takes (the rest wait for the next).
MAX_BATCH = 256
#: Seconds an idle writer thread waits for work before it ends (the next write starts one).
WRITER_IDLE = 2.0


def is_busy(err: BaseException) -> bool:
    """Is this SQLite's "the database is locked/busy" (another connection's write)?"""
    text = str(err).lower()
    return "locked" in text or "busy" in text


class PollingSubscription(ListenNotifySubscription[ApplicationRecorder]):
    """eventsourcing's pull loop, woken every ``POLL_INTERVAL`` seconds."""

    def __init__(self, recorder: ApplicationRecorder, gt: int | None = None, topics: Sequence[str] = ()) -> None:
        super().__init__(recorder=recorder, gt=gt, topics=topics)
        self._stopped = threading.Event()
        self._timer = threading.Thread(target=self._tick, name="sqlite-subscription-poll", daemon=True)
        self._timer.start()

    def _tick(self) -> None:
        while not self._stopped.wait(POLL_INTERVAL):
            self._has_been_notified.set()

    def stop(self) -> None:
        self._stopped.set()
        super().stop()

    def __exit__(self, *args: Any, **kwargs: Any) -> None:
        try:
            super().__exit__(*args, **kwargs)
        finally:
            self._timer.join()


class Write:
    """One caller's write: the events of one ``insert_events`` call and the future that
    tells its outcome: a thread's (``concurrent.futures``), or, with ``loop``, an asyncio
    future of that event loop, for a coroutine."""

    __slots__ = ("events", "future", "kwargs", "loop")

    def __init__(self, events: Sequence[StoredEvent], kwargs: dict[str, Any],
                 loop: asyncio.AbstractEventLoop | None = None) -> None:
        self.events = events
        self.kwargs = kwargs
        self.loop = loop
        self.future: Future[Any] | asyncio.Future[Any] = Future() if loop is None else loop.create_future()


def _tell(futures: list[tuple[Future[Any] | asyncio.Future[Any], Any]]) -> None:
    """Each future its outcome (a result, or an error), but those already done: a
    cancelled coroutine's, or one told before a later step of its batch failed."""
    for future, outcome in futures:
        if future.done():
            continue
        if isinstance(outcome, BaseException):
            future.set_exception(outcome)
        else:
            future.set_result(outcome)


def settle(batch: list[Write], outcomes: list[Any]) -> None:
    """Each write learns its own outcome: its notification ids, or its error. The writes
    of coroutines hear it in one callback per event loop (one wake-up of the loop for the
    whole batch, where a future per write would wake it once per write)."""
    on_loops: dict[asyncio.AbstractEventLoop, list[tuple[Any, Any]]] = {}
    for w, outcome in zip(batch, outcomes, strict=True):
        if w.loop is None:
            _tell([(w.future, outcome)])
        else:
            on_loops.setdefault(w.loop, []).append((w.future, outcome))
    for loop, told in on_loops.items():
        try:
            loop.call_soon_threadsafe(_tell, told)
        except RuntimeError:  # the loop has closed: nobody waits there any more
            pass


class GroupCommit:
    """The writer of one recorder: a thread that commits the writes waiting for it, all
    of them in one call of ``commit_batch`` (one transaction), and settles each write's
    future with its own outcome. The thread starts with the first write and ends after
    ``WRITER_IDLE`` seconds without one."""

    def __init__(self, commit_batch: Callable[[list[Write]], None], name: str) -> None:
        self._commit_batch = commit_batch
        self._name = name
        self._queue: deque[Write] = deque()
        self._cond = threading.Condition()
        self._running = False
        #: Batches committed and writes in them (what group commit bought: writes / batches).
        self.batches = 0
        self.writes = 0
        #: Writes taken by the writer and not settled yet.
        self.in_flight = 0

    def submit(self, events: Sequence[StoredEvent], kwargs: dict[str, Any]) -> Future[Sequence[int] | None]:
        """Queue a write for a thread, which waits on the answered future."""
        write = Write(events, kwargs)
        self._queue_write(write)
        return write.future  # type: ignore[return-value]

    def submit_async(self, events: Sequence[StoredEvent], kwargs: dict[str, Any]) -> asyncio.Future[Sequence[int] | None]:
        """Queue a write for a coroutine of the running event loop, which awaits the
        answered future (settled on the loop with the rest of its batch)."""
        write = Write(events, kwargs, asyncio.get_running_loop())
        self._queue_write(write)
        return write.future  # type: ignore[return-value]

    def _queue_write(self, write: Write) -> None:
        with self._cond:
            self._queue.append(write)
            if self._running:
                self._cond.notify()
            else:
                self._running = True
                threading.Thread(target=self._run, name=self._name, daemon=True).start()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._queue:
                    self._cond.wait(WRITER_IDLE)
                if not self._queue:
                    self._running = False
                    return
                n = min(len(self._queue), MAX_BATCH)
                batch = [self._queue.popleft() for _ in range(n)]
                self.in_flight = n
            try:
                self._commit_batch(batch)
            except BaseException as err:  # noqa: BLE001 - every waiting write learns the batch failed
                settle(batch, [err] * len(batch))
            self.in_flight = 0
            self.batches += 1
            self.writes += len(batch)


class PollingSQLiteApplicationRecorder(SQLiteApplicationRecorder):
    """The SQLite application recorder, plus a polling subscription, whose writes in one
    process queue on the file's write lock (``arena_events.sqlite_write_lock``, shared with
    the read models' writes): SQLite lets one connection write at a time, and a connection
    that finds the file locked sleeps in its busy handler (1 ms, 2 ms, ... up to 100 ms a
    time) instead of being woken when the write ends, so without the lock the threads of
    one busy server wait far longer than the writes take. Other processes' writes still
    meet the busy timeout and the bounded retry below."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        pool = self.datastore.pool
        self._write_lock = sqlite_write_lock(pool.db_name)
        self._group = GroupCommit(self._commit_batch, name="sqlite-group-commit")
        #: Whether this recorder has been the file's only writer since its first write
        #: (``service.app.solewriter``; None for an in-memory database).
        self.sole_writer = (
            None if pool.is_sqlite_memory_mode or not isinstance(pool.db_name, str) else SoleWriter(pool.db_name)
        )

    def subscribe(self, gt: int | None = None, topics: Sequence[str] = ()) -> Subscription[ApplicationRecorder]:
        return PollingSubscription(self, gt=gt, topics=topics)

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        """One write of events (a version already taken is an ``IntegrityError``), committed
        with the other writes waiting at the time in one transaction; blocks until it is
        durable."""
        return self._group.submit(stored_events, kwargs).result()

    async def insert_events_async(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        """``insert_events`` for a caller on the event loop: the loop goes on while the
        write waits for its group commit."""
        return await self._group.submit_async(stored_events, kwargs)

    def _commit_batch(self, batch: list[Write]) -> None:
        """One transaction for the whole batch, each write in a savepoint of its own: a
        version conflict undoes only that write's events. The transaction is attempted
        again (a bounded number of times, after a short random pause) while another
        process's write keeps SQLite busy beyond the busy timeout; a refused attempt was
        rolled back whole, so the retry's version checks decide afresh. The recorder
        registers as a writer of the file before its first write (``SoleWriter``)."""
        if self.sole_writer is not None:
            self.sole_writer.register()
        for attempt in range(1, WRITE_ATTEMPTS + 1):
            outcomes: list[Any] = []
            try:
                with self._write_lock, self.datastore.transaction(commit=True) as c:
                    for w in batch:
                        c.execute("SAVEPOINT arena_write")
                        try:
                            outcomes.append(self._insert_events(c, w.events, **w.kwargs))
                        except sqlite3.IntegrityError as err:
                            c.execute("ROLLBACK TO arena_write")
                            outcomes.append(IntegrityError(err))
                        c.execute("RELEASE arena_write")
            except OperationalError as err:
                if attempt == WRITE_ATTEMPTS or not is_busy(err):
                    raise
                log.warning("the SQLite store is busy (%s); write attempt %s of %s", err, attempt + 1, WRITE_ATTEMPTS)
                time.sleep(random.uniform(0.01, 0.05) * attempt)
                continue
            settle(batch, outcomes)
            return
        raise AssertionError("unreachable")  # pragma: no cover


class GroupCommitPostgresApplicationRecorder(PostgresApplicationRecorder):
    """eventsourcing's PostgreSQL application recorder whose writes are group-committed
    like SQLite's (``GroupCommit``): one transaction per batch takes the table lock (so
    notification ids are committed in order, as eventsourcing does per write) and sends
    the notification once, and each write is inserted inside a savepoint of its own, so a
    version conflict undoes only that write. The batch is attempted again (a bounded number
    of times) when the connection fails before the commit; the failed attempt was rolled
    back whole. Writes with tracking, and the database-function mode, keep the library's
    own path."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._group = GroupCommit(self._commit_batch, name="postgres-group-commit")

    def insert_events(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        if self.datastore.enable_db_functions or kwargs.get("tracking") is not None or not stored_events:
            return super().insert_events(stored_events, **kwargs)
        return self._group.submit(stored_events, kwargs).result()

    async def insert_events_async(self, stored_events: Sequence[StoredEvent], **kwargs: Any) -> Sequence[int] | None:
        if self.datastore.enable_db_functions or kwargs.get("tracking") is not None or not stored_events:
            return await asyncio.to_thread(super().insert_events, stored_events, **kwargs)
        return await self._group.submit_async(stored_events, kwargs)

    def _commit_batch(self, batch: list[Write]) -> None:
        for attempt in range(1, WRITE_ATTEMPTS + 1):
            outcomes: list[Any] = []
            try:
                with self.datastore.get_connection() as conn, conn.transaction(), conn.cursor() as curs:
                    self._lock_table(curs)
                    self._notify_channel(curs)
                    for w in batch:
                        try:
                            with conn.transaction():  # a savepoint
                                PostgresAggregateRecorder._insert_stored_events(self, curs, w.events)
                                outcomes.append(self._fetch_ids_after_insert_events(curs, w.events))
                        except psycopg.IntegrityError as err:
                            outcomes.append(IntegrityError(str(err)))
            except (OperationalError, InterfaceError) as err:
                if attempt == WRITE_ATTEMPTS:
                    raise
                log.warning("a PostgreSQL group commit failed (%s); attempt %s of %s", err, attempt + 1, WRITE_ATTEMPTS)
                time.sleep(0.2 * attempt)
                continue
            settle(batch, outcomes)
            return
        raise AssertionError("unreachable")  # pragma: no cover


class _NotPlain(Exception):
    """A value the fast encoder leaves to the standard one."""


class FastJSONTranscoder(JSONTranscoder):
    """eventsourcing's JSON transcoder, the same stored format, encoded by msgspec.

    Values of registered types (UUID, datetime, Decimal) become the same
    ``{"_type_": name, "_data_": ...}`` objects as with the standard encoder; anything that
    is not plain JSON data (str keys; str, int, bool, None, finite float, list, tuple, dict
    values, exactly) goes through the standard encoder instead, so the output always
    decodes as before.

    Decoding gives what the standard transcoder gives: msgspec reads the text, then each
    ``{"_type_", "_data_"}`` object is turned into its value from the innermost out, as the
    standard decoder's ``object_hook`` does. Text msgspec refuses where the standard
    library reads it (``NaN``, a number beyond a float's range, a lone surrogate escape)
    is read by the standard decoder itself."""

    def __init__(self) -> None:
        super().__init__()
        self._fast = msgspec.json.Encoder()
        self._fast_decoder = msgspec.json.Decoder()

    def decode(self, data: bytes) -> Any:
        try:
            obj = self._fast_decoder.decode(data)
        except msgspec.DecodeError:
            return super().decode(data)
        if b'"_type_"' not in data and b"\\u" not in data:
            return obj  # no transcoded object (the key may only be written with an escape)
        return self._hooked(obj)

    def _hooked(self, o: Any) -> Any:
        """``o`` with every transcoded object decoded (``JSONTranscoder._decode_obj``),
        innermost first."""
        t = type(o)
        if t is dict:
            for k, v in o.items():
                if type(v) is dict or type(v) is list:
                    o[k] = self._hooked(v)
            return self._decode_obj(o)
        if t is list:
            for i, v in enumerate(o):
                if type(v) is dict or type(v) is list:
                    o[i] = self._hooked(v)
        return o

    def encode(self, obj: Any) -> bytes:
        try:
            plain = self._plain(obj)
        except _NotPlain:
            return super().encode(obj)
        return self._fast.encode(plain)

    def _plain(self, o: Any) -> Any:
        t = type(o)
        if t is str or t is int or t is bool or o is None:
            return o
        if t is dict:
            out = {}
            for k, v in o.items():
                if type(k) is not str:
                    raise _NotPlain
                out[k] = self._plain(v)
            return out
        if t is list or t is tuple:
            return [self._plain(v) for v in o]
        if t is float:
            if not math.isfinite(o):
                raise _NotPlain
            return o
        transcoding = self.types.get(t)
        if transcoding is None:
            raise _NotPlain
        return {"_type_": transcoding.name, "_data_": self._plain(transcoding.encode(o))}
