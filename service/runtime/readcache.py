"""The read path of ``GET /games/{id}/state`` and ``/legal-actions``.

A read of a game that has not changed costs one version check: the store is asked for
the game's current version (one indexed query, nothing decoded; no query at all while this
server is the only writer of its SQLite file, ``service.app.solewriter``: it then knows
every version, having recorded them), and the response is
served from ``ReadCache``, which keeps the encoded, redacted JSON bytes per
``(game id, version, kind, viewer class, locale)`` (the locale of the request: the
words of labels and prompts are rendered in it). The viewer class is ``spectator``,
``admin`` or ``seat<n>``, resolved from the bearer token against the token hashes the
game had at that version (kept in the cache too), so one class's bytes are never served
to another and no token is ever part of a key. Because an entry is only ever looked up
under the version the store says is current, a write by any process (another worker,
another server) makes the older entries unreachable: they age out of the LRU.

Each response carries a strong ``ETag`` made of the game id, the version, the viewer
class, the representation and the locale (and ``gzip`` when the compression middleware will encode
it), never a token; ``If-None-Match`` answers 304 without a body.

``VersionWatch`` lets a read wait (``?wait_for_version=N``) until a game reaches a
version, without a thread or a transaction per waiter: a write in this process wakes the
waiters at once (``Games.on_recorded``); writes by other processes are found by one
shared poller thread that reads the store's new notifications every ``WATCH_POLL``
seconds while anybody waits.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import threading
import urllib.parse
from collections import OrderedDict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from uuid import UUID

import msgspec
import psycopg
from eventsourcing.postgres import PostgresAggregateRecorder
from eventsourcing.sqlite import SQLiteAggregateRecorder
from psycopg.sql import SQL, Identifier
from isal import isal_zlib

from service.app.errors import ServiceError
from service.domain import i18n, token_hash
from service.domain.i18n import msg

if TYPE_CHECKING:
    from service.app.games import Games
    from service.app.solewriter import SoleWriter
    from service.app.reads import Viewer
    from service.domain import Game

#: Seconds between two looks for other processes' writes while a read waits.
WATCH_POLL = 0.1
#: Notifications read per look.
WATCH_PAGE = 1000
#: Games whose current version the read path remembers while its server is the store's only
#: writer (beyond it the record starts again, from the store).
KNOWN_GAMES = 100_000
#: The representation ids (change one when its response's shape changes).
REPRESENTATIONS = {"state": "state1", "legal": "legal1"}
#: Answers at least this long are sent gzipped to clients that accept it (as the
#: compression middleware does for other routes, ``service.api.ops``; it skips these two,
#: whose gzipped bytes are cached with the plain ones).
GZIP_MINIMUM = 1024
#: ISA-L's fastest level (its level 0 deflates with a small hash table; it is not "stored" as
#: zlib's 0 is): each version's answer is encoded once and read a few times, so encoding
#: time counts more than the last bytes. Measured here on a 10.8 KB La Isla state: ISA-L
#: level 0 12.9 µs and 2.9 KB, zlib-ng level 1 21.5 µs and 3.1 KB, the standard library's
#: zlib level 1 90 µs and 2.6 KB.
GZIP_LEVEL = 0
#: A gzip member's window bits for zlib's interface (RFC 1952 header and trailer).
_GZIP_WBITS = 31


def gzip_body(data: bytes) -> bytes:
    """``data`` in the gzip format (RFC 1952), deflated by ISA-L (Intel's storage library,
    the same format as the standard library's ``gzip``): its header has ``mtime`` 0, so equal
    answers are equal bytes."""
    return isal_zlib.compress(data, GZIP_LEVEL, _GZIP_WBITS)


@dataclass(frozen=True, slots=True)
class Who:
    """What decides a token's viewer class at one version of a game."""

    token_hashes: tuple[str | None, ...]
    finished: bool


class ReadCache:
    """A bounded LRU map of ``(game id, version, ...)`` keys, safe across threads
    (``size`` 0: keeps nothing). Only the newest version of each game is kept: an entry
    for a newer version drops the game's older ones, an older one is not stored."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
        #: game id -> (the version kept, its keys)
        self._games: dict[Any, tuple[int, set[tuple[Any, ...]]]] = {}
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, key: tuple[Any, ...]) -> Any:
        with self._lock:
            value = self._items.get(key)
            if value is None:
                self.misses += 1
                return None
            self._items.move_to_end(key)
            self.hits += 1
            return value

    def put(self, key: tuple[Any, ...], value: Any) -> None:
        """Keep ``value`` under ``key`` = ``(game id, version, ...)``."""
        if self.size <= 0:
            return
        game_id, version = key[0], key[1]
        with self._lock:
            kept = self._games.get(game_id)
            if kept is not None and kept[0] > version:
                return  # a newer version is known: this one will not be asked for
            if kept is None or kept[0] < version:
                for old in kept[1] if kept is not None else ():
                    self._items.pop(old, None)
                kept = (version, set())
                self._games[game_id] = kept
            kept[1].add(key)
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                old, _ = self._items.popitem(last=False)
                entry = self._games.get(old[0])
                if entry is not None:
                    entry[1].discard(old)
                    if not entry[1]:
                        del self._games[old[0]]

    def __len__(self) -> int:
        return len(self._items)


def viewer_class(v: Viewer) -> str:
    """The class a viewer's responses are cached under."""
    if v.admin:
        return "admin"
    return "spectator" if v.seat is None else f"seat{v.seat}"


def etag(game_id: UUID, version: int, cls: str, kind: str, gzipped: bool, locale: str = i18n.DEFAULT) -> str:
    """A strong validator: game, version, viewer class, representation, locale, coding."""
    return f'"{game_id.hex}.{version}.{cls}.{REPRESENTATIONS[kind]}.{locale}{".gzip" if gzipped else ""}"'


def matches(if_none_match: str | None, tag: str) -> bool:
    """Does an ``If-None-Match`` header match ``tag`` (weak comparison, RFC 9110 13.1.2)?"""
    if not if_none_match:
        return False
    if if_none_match.strip() == "*":
        return True
    for part in if_none_match.split(","):
        part = part.strip()
        if part.startswith("W/"):
            part = part[2:]
        if part == tag:
            return True
    return False


class Body:
    """An encoded answer, and its gzip encoding once a client has asked for it."""

    __slots__ = ("gzipped", "plain")

    def __init__(self, plain: bytes) -> None:
        self.plain = plain
        self.gzipped: bytes | None = None

    def encoded(self) -> bytes:
        if self.gzipped is None:
            self.gzipped = gzip_body(self.plain)
        return self.gzipped


@dataclass(frozen=True, slots=True)
class Read:
    """One answer of the read path: 200 with ``body`` (gzip-encoded if ``gzipped``), or
    304 (``body`` None)."""

    status: int
    body: bytes | None
    etag: str
    version: int
    gzipped: bool = False

    def headers(self) -> list[tuple[str, str]]:
        """Its headers besides the body's type and length, in their order."""
        out = [("ETag", self.etag), ("Cache-Control", "private, no-cache"), ("Vary", "Authorization, Accept-Encoding")]
        if self.gzipped:
            out.append(("Content-Encoding", "gzip"))
        return out


class SQLiteVersions:
    """A game's current version from an SQLite store, on a read-only connection of the
    calling thread (one per thread, opened on first use), so that a cached read costs one
    indexed query and no thread hop: in WAL mode a reader never waits for a writer. The
    query is the one the recorder itself would run (``Games.current_version``); None when
    this connection cannot answer (the caller then asks the application)."""

    def __init__(self, path: str, table: str) -> None:
        self.uri = f"file:{urllib.parse.quote(os.path.abspath(path))}?mode=ro"
        #: The followed recorder's registration as a writer (``service.app.solewriter``,
        #: ``follow``): while it is the file's only writer, the versions it recorded are the store's.
        self.sole: SoleWriter | None = None
        self._known: dict[UUID, int] = {}
        #: The registration value ``_known`` was gathered under.
        self._known_under: bytes | None = None
        self._known_lock = threading.Lock()
        self.statement = (
            f"SELECT originator_version FROM {table} WHERE originator_id=? ORDER BY originator_version DESC LIMIT 1"
        )
        #: The recorder's own query of its latest notification id (``Games.position``).
        self.position_statement = f"SELECT MAX(rowid) FROM {table}"
        #: What the long poll's poller needs of the notifications after a position: no event's state.
        self.after_statement = (
            f"SELECT rowid, originator_id, originator_version FROM {table} WHERE rowid>? ORDER BY rowid LIMIT ?"
        )
        self._local = threading.local()

    def _rows(self, statement: str, args: tuple[Any, ...], limit: int | None = 1) -> list[tuple[Any, ...]] | None:
        """The rows of ``statement`` on the calling thread's connection (opened on first use),
        at most ``limit`` (None: all); None when this connection cannot answer."""
        conn = getattr(self._local, "conn", None)
        try:
            if conn is None:
                conn = sqlite3.connect(self.uri, uri=True, check_same_thread=True, timeout=0.05)
                self._local.conn = conn
            cursor = conn.execute(statement, args)
            rows: list[tuple[Any, ...]] = cursor.fetchall() if limit is None else cursor.fetchmany(limit)
        except sqlite3.Error:
            return None
        return rows

    def _trusted(self) -> dict[UUID, int] | None:
        """The versions known to be the store's (None unless the recorder is the sole writer)."""
        token = None if self.sole is None else self.sole.token()
        if token is None:
            return None
        if token is not self._known_under:
            with self._known_lock:
                if token is not self._known_under:
                    self._known = {}
                    self._known_under = token
        return self._known

    def recorded(self, versions: dict[UUID, int]) -> None:
        """``Games.on_recorded``: games this process just recorded (any thread, after the commit)."""
        known = self._trusted()
        if known is None:
            return
        with self._known_lock:
            if len(known) + len(versions) > KNOWN_GAMES:
                known.clear()  # gathered again from the store, a game at a time
            for game_id, version in versions.items():
                if version > known.get(game_id, 0):
                    known[game_id] = version

    def current(self, game_id: UUID) -> int | None:
        """The game's current version (0: no such game; None: this connection cannot answer).
        While the recorder is the file's sole writer, a version it recorded or read before
        is answered without a query."""
        known = self._trusted()
        if known is not None:
            version = known.get(game_id)
            if version is not None:
                return version
        rows = self._rows(self.statement, (game_id.hex,))
        if rows is None:
            return None
        version = int(rows[0][0]) if rows else 0
        if known is not None and version:
            self.recorded({game_id: version})
        return version

    def versions_after(self, position: int, limit: int) -> list[tuple[int, UUID, int]] | None:
        """(notification id, game id, version) of the next ``limit`` notifications after
        ``position``, in order (None: this connection cannot answer)."""
        rows = self._rows(self.after_statement, (position, limit), None)
        if rows is None:
            return None
        return [(int(n), gid if isinstance(gid, UUID) else UUID(str(gid)), int(v)) for n, gid, v in rows]

    def position(self) -> int | None:
        """The store's latest notification id (0 when empty), as ``Games.position`` says it."""
        rows = self._rows(self.position_statement, ())
        if rows is None:
            return None
        return int(rows[0][0] or 0) if rows else 0

    @classmethod
    def for_games(cls, games: Games) -> SQLiteVersions | None:
        """The check for ``games``' store when it is an SQLite file (else None)."""
        recorder = games.recorder
        if not isinstance(recorder, SQLiteAggregateRecorder):
            return None
        pool = recorder.datastore.pool
        path, table = pool.db_name, recorder.events_table_name
        if pool.is_sqlite_memory_mode or not isinstance(path, str):
            return None
        if not table.replace("_", "").isalnum():
            return None
        return cls(path, table)

    def follow(self, games: Games) -> None:
        """Learn every version ``games`` records (``Games.on_recorded``), so that while its
        recorder is the file's sole writer the check needs no query; ``unfollow`` ends it.
        A check that does not follow the application always asks the store."""
        games.on_recorded.append(self.recorded)
        self.sole = getattr(games.recorder, "sole_writer", None)

    def unfollow(self, games: Games) -> None:
        self.sole = None
        if self.recorded in games.on_recorded:
            games.on_recorded.remove(self.recorded)


class PostgresVersions:
    """Games' current versions from a PostgreSQL store, asked on the event loop over one
    connection of its own (psycopg's ``AsyncConnection``, autocommit: each query sees every
    committed write), so that a read of a cached answer needs no worker thread. The checks
    that arrive while a query runs are asked together in the next one (one round trip for
    all of them: ``= ANY`` of their ids, the table's primary key), each answered from its
    rows. A check asked after a write was acknowledged is answered by a query that started
    after it. None when the connection cannot answer (the caller then asks the application
    in a worker thread); the next query connects again."""

    def __init__(self, connect: dict[str, Any], schema: str, table: str) -> None:
        self._connect_kwargs = connect
        self.statement = SQL(
            "SELECT originator_id, MAX(originator_version) FROM {schema}.{table}"
            " WHERE originator_id = ANY(%s) GROUP BY originator_id"
        ).format(schema=Identifier(schema), table=Identifier(table))
        self._conn: psycopg.AsyncConnection[Any] | None = None
        #: game id -> the checks waiting for the next query.
        self._waiting: dict[UUID, list[asyncio.Future[int | None]]] = {}
        self._querying = False
        #: Queries made (read by the tests).
        self.queries = 0

    async def current(self, game_id: UUID) -> int | None:
        fut: asyncio.Future[int | None] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(game_id, []).append(fut)
        if not self._querying:
            self._querying = True
            asyncio.get_running_loop().create_task(self._drain())
        return await fut

    async def _drain(self) -> None:
        try:
            while self._waiting:
                batch, self._waiting = self._waiting, {}
                found = None
                try:
                    found = await self._query(list(batch))
                    self.queries += 1
                finally:
                    for game_id, futures in batch.items():
                        version = None if found is None else found.get(game_id, 0)
                        for fut in futures:
                            if not fut.done():
                                fut.set_result(version)
        finally:
            self._querying = False
            for futures in self._waiting.values():  # only when cancelled: nobody is left to ask
                for fut in futures:
                    if not fut.done():
                        fut.set_result(None)
            self._waiting = {}

    async def _query(self, game_ids: list[UUID]) -> dict[UUID, int] | None:
        try:
            conn = self._conn
            if conn is None or conn.closed:
                conn = self._conn = await psycopg.AsyncConnection.connect(autocommit=True, **self._connect_kwargs)
            cursor = await conn.execute(self.statement, (game_ids,), prepare=True)
            rows = await cursor.fetchall()
        except psycopg.Error:
            await self.aclose()
            return None
        return {gid if isinstance(gid, UUID) else UUID(str(gid)): int(v) for gid, v in rows}

    async def aclose(self) -> None:
        conn, self._conn = self._conn, None
        if conn is not None and not conn.closed:
            try:
                await conn.close()
            except psycopg.Error:  # already broken: nothing to close
                pass

    @classmethod
    def for_games(cls, games: Games) -> PostgresVersions | None:
        """The check for ``games``' store when it is a PostgreSQL database (else None)."""
        recorder = games.recorder
        if not isinstance(recorder, PostgresAggregateRecorder):
            return None
        datastore = recorder.datastore
        pool = datastore.pool
        kwargs = {k: v for k, v in pool.kwargs.items() if k in ("dbname", "host", "port", "user", "password")}
        getter = getattr(pool, "get_password_func", None)
        if getter is not None:
            kwargs["password"] = getter()
        if pool.timeout:
            kwargs["connect_timeout"] = max(1, int(pool.timeout))
        return cls(kwargs, datastore.schema, recorder.events_table_name)


class ReadPath:
    """Cached, conditional reads of state and legal actions over a ``Games`` application."""

    def __init__(self, games: Games, size: int, *, compression: bool = True,
                 versions: SQLiteVersions | None = None, async_versions: PostgresVersions | None = None) -> None:
        self.games = games
        self.cache = ReadCache(size)
        self.compression = compression
        #: The version check that may run on the event loop (SQLite stores), or None.
        self.versions = versions
        #: The version check awaited on the event loop (PostgreSQL stores), or None.
        self.async_versions = async_versions

    def _class_of(self, game_id: UUID, version: int, token: str | None) -> str | None:
        """The viewer class of ``token`` at this version from the cache (None: not known
        here; the full path decides, and refuses an unknown token)."""
        who: Who | None = self.cache.get((game_id, version, "who"))
        if who is None:
            return None
        if token is None:
            return "spectator"
        if self.games.is_admin(token):
            return "admin"
        h = token_hash(token)
        for seat, th in enumerate(who.token_hashes):
            if th is not None and th == h:
                return f"seat{seat}"
        return None

    def _build(self, kind: str, game_id: UUID, token: str | None, version: int) -> tuple[int, str, Body]:
        """Encode the response from the game at ``version`` (the cached game itself when it
        is there, read only; else loaded), raising the full path's problems."""
        g = self.games.peek(game_id, version) if version else self.games.load(game_id)
        return self._encode(kind, g, token)

    def _encode(self, kind: str, g: Game, token: str | None) -> tuple[int, str, Body]:
        """Encode ``kind`` of game ``g`` for ``token`` and cache it."""
        games = self.games
        v = games.viewer(g, token)
        if kind == "legal":
            body = msgspec.json.encode(games.legal_actions_body(g, v, raw_actions=True))
        else:
            body = msgspec.json.encode(games.state_body(g, v, raw_view=True))
        cls = viewer_class(v)
        entry = Body(body)
        self.cache.put((g.id, g.version, "who"), Who(tuple(g.token_hashes), g.finished))
        self.cache.put((g.id, g.version, kind, cls, i18n.current()), entry)
        return g.version, cls, entry

    def encode_next(self, g: Game, token: str) -> tuple[bytes, bytes]:
        """The state and legal actions of ``g`` (as just recorded, read only) for ``token``,
        encoded once and kept in the cache, so that the GETs that would follow are cache
        hits: the ``next`` member of an action's answer (``?include=next``)."""
        state = self._cached("state", g.id, g.version, token)
        state_body = state[1] if state is not None else self._encode("state", g, token)[2]
        legal = self._cached("legal", g.id, g.version, token)
        legal_body = legal[1] if legal is not None else self._encode("legal", g, token)[2]
        return state_body.plain, legal_body.plain

    def read(self, kind: str, game_id: UUID, token: str | None, if_none_match: str | None = None,
             accept_encoding: str = "") -> Read:
        """``kind`` ("state" or "legal") of the game's current version for ``token``."""
        if kind == "legal" and token is None:
            raise ServiceError("unauthorized", msg("svc-err-legal-needs-token"))
        version = self.games.current_version(game_id)
        found = self._cached(kind, game_id, version, token)
        if found is None:
            version, cls, body = self._build(kind, game_id, token, version)
        else:
            cls, body = found
        return self._answer(kind, game_id, version, cls, body, if_none_match, accept_encoding)

    def _loop_may_read(self, kind: str, token: str | None) -> bool:
        """A spectator's legal actions are refused by ``read``; a player key is checked against
        the store (a rotation or a disabling by another process counts at once): neither
        read is made on the event loop."""
        return not ((kind == "legal" and token is None) or self.games.is_player_key(token))

    async def read_cached_async(self, kind: str, game_id: UUID, token: str | None, if_none_match: str | None = None,
                                accept_encoding: str = "") -> Read | None:
        """``read_cached`` for a caller on the event loop: on a PostgreSQL store the version
        is asked over ``async_versions``' connection (awaited, no worker thread)."""
        if self.versions is not None or self.async_versions is None:
            return self.read_cached(kind, game_id, token, if_none_match, accept_encoding)
        if not self._loop_may_read(kind, token):
            return None
        version = await self.async_versions.current(game_id)
        return self.read_cached(kind, game_id, token, if_none_match, accept_encoding, version=version)

    def read_cached(self, kind: str, game_id: UUID, token: str | None, if_none_match: str | None = None,
                    accept_encoding: str = "", version: int | None = None) -> Read | None:
        """``read`` when it needs neither the application's connection pool nor the store's
        events, so that it may run on the event loop: the version is asked of the store
        through ``versions`` (a connection of the calling thread), and the answer is the
        cached one, or is encoded from the game the application has cached at that version
        (CPU only: cheaper here than a hand-off to a worker thread). None when the game
        would have to be loaded (or the check cannot be made here): then ``read``, in a
        worker thread, does it all again. ``version``: the current version, asked of the
        store by the caller."""
        if not self._loop_may_read(kind, token):
            return None
        if version is None:
            if self.versions is None:
                return None
            version = self.versions.current(game_id)
        if not version:
            return None
        found = self._cached(kind, game_id, version, token)
        if found is None:
            g = self.games.cached_at(game_id, version)
            if g is None:
                return None
            _, cls, body = self._encode(kind, g, token)
        else:
            cls, body = found
        return self._answer(kind, game_id, version, cls, body, if_none_match, accept_encoding)

    def _cached(self, kind: str, game_id: UUID, version: int, token: str | None) -> tuple[str, Body] | None:
        """The viewer class and cached body of ``kind`` at ``version`` for ``token``."""
        if not version:
            return None
        cls = self._class_of(game_id, version, token)
        if cls is None or not (kind == "state" or cls.startswith("seat")):
            return None
        body: Body | None = self.cache.get((game_id, version, kind, cls, i18n.current()))
        return None if body is None else (cls, body)

    def _answer(self, kind: str, game_id: UUID, version: int, cls: str, body: Body, if_none_match: str | None,
                accept_encoding: str) -> Read:
        gzipped = self.compression and "gzip" in accept_encoding and len(body.plain) >= GZIP_MINIMUM
        tag = etag(game_id, version, cls, kind, gzipped, i18n.current())
        if matches(if_none_match, tag):
            return Read(304, None, tag, version)
        return Read(200, body.encoded() if gzipped else body.plain, tag, version, gzipped)


class VersionWatch:
    """Waiting until a game reaches a version (``?wait_for_version=``)."""

    def __init__(self, games: Games, poll: float = WATCH_POLL, versions: SQLiteVersions | None = None) -> None:
        self.games = games
        self.poll = poll
        #: The checks that may run on the event loop (SQLite stores), or None: a worker thread asks.
        self.versions = versions
        self._lock = threading.Lock()
        self._waiters: dict[UUID, list[tuple[int, asyncio.Future[None], asyncio.AbstractEventLoop]]] = {}
        #: The last notification id the poller has looked at (None: not started).
        self._last: int | None = None
        self._thread: threading.Thread | None = None
        self._stopped = threading.Event()

    def notify(self, versions: dict[UUID, int]) -> None:
        """Games reached these versions (from any thread): wake who waited for them."""
        with self._lock:
            for game_id, version in versions.items():
                for target, fut, loop in self._waiters.get(game_id, ()):
                    if version >= target and not loop.is_closed():
                        loop.call_soon_threadsafe(_wake, fut)

    def close(self) -> None:
        """Stop the poller and wait for it: the store is closed after this, and a thread
        still reading it then would read a closed connection."""
        self._stopped.set()
        with self._lock:
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=10)

    def _check(self, game_id: UUID) -> tuple[int, int]:
        return self.games.position(), self.games.current_version(game_id)

    def _check_here(self, game_id: UUID) -> tuple[int, int] | None:
        """``_check`` on the calling thread's read-only connection (None: it cannot answer).
        The position is read first: a write between the two reads is then either in the
        version or after the position, where the poller finds it."""
        if self.versions is None:
            return None
        start = self.versions.position()
        version = self.versions.current(game_id) if start is not None else None
        return None if start is None or version is None else (start, version)

    async def wait(self, game_id: UUID, target: int, timeout: float) -> None:
        """Return once the game is at ``target`` or later, or after ``timeout`` seconds
        (the caller then answers with the current version); 404 for an unknown game."""
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        entry = (target, fut, loop)
        with self._lock:
            self._waiters.setdefault(game_id, []).append(entry)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="version-watch", daemon=True)
                self._thread.start()
        try:
            here = self._check_here(game_id)
            start, version = here if here is not None else await asyncio.to_thread(self._check, game_id)
            if version == 0:
                raise ServiceError("not-found", msg("svc-err-no-game", game=str(game_id)))
            if version >= target or timeout <= 0:
                return
            with self._lock:
                # Every write after the check above has a later notification id than
                # ``start``: the poller reads from there on.
                self._last = start if self._last is None else min(self._last, start)
            try:
                await asyncio.wait_for(fut, timeout)
            except TimeoutError:
                pass
        finally:
            with self._lock:
                waiting = self._waiters.get(game_id, [])
                if entry in waiting:
                    waiting.remove(entry)
                if not waiting:
                    self._waiters.pop(game_id, None)

    def _readable(self, game_id: UUID, version: int) -> bool:
        """Whether a read would now answer ``version`` of the game (or later). While this
        process is the store's sole writer its reads take the versions it recorded, which its
        write path notes after the commit and then wakes the waiters itself; the poller can
        find such a write in between, and a waiter it woke then would answer the version
        before (a long poll that returns unchanged)."""
        assert self.versions is not None
        current = self.versions.current(game_id)
        return current is None or current >= version

    def _run(self) -> None:
        """The poller: while anybody waits, read the store's new notifications."""
        recorder = self.games.recorder
        while not self._stopped.wait(self.poll):
            with self._lock:
                if not self._waiters:
                    self._thread = None
                    self._last = None
                    return
                last = self._last
            if last is None:
                continue
            seen = self.versions.versions_after(last, WATCH_PAGE) if self.versions is not None else None
            if seen is None:
                try:
                    notes = recorder.select_notifications(start=last + 1, limit=WATCH_PAGE)
                except Exception:  # noqa: BLE001 - a failed look is retried at the next tick
                    continue
                seen = [(n.id, n.originator_id if isinstance(n.originator_id, UUID) else UUID(str(n.originator_id)),
                         n.originator_version) for n in notes]
            versions: dict[UUID, int] = {}
            for _, gid, version in seen:
                versions[gid] = max(versions.get(gid, 0), version)
            if self.versions is not None:
                versions = {gid: v for gid, v in versions.items() if self._readable(gid, v)}
            if versions:
                self.notify(versions)
            with self._lock:
                if seen and self._last is not None and self._last >= last:
                    self._last = max(self._last, seen[-1][0])


def _wake(fut: asyncio.Future[None]) -> None:
    if not fut.done():
        fut.set_result(None)
