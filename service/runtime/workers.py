"""``species-arena serve --workers N``: N server processes behind one address.

Each worker is a whole server (its own ``Games`` application, in-process cache, connection
pool and deadline keeper) on the one shared store; nothing in a worker's memory decides a
write. What several workers need besides, the supervising process provides before it
starts them (``serve_workers``):

* **The store is prepared once** (``prepare_store``): the events, snapshots and read-model
  tables exist and an SQLite file is in WAL mode before any worker opens it, so workers
  starting at the same moment do not race to create them. Servers starting together on
  one new store prepare it one at a time (a PostgreSQL advisory lock per schema, an
  SQLite ``flock`` of the database's folder).
* **One projection per server.** With ``SPECIES_ARENA_PROJECTIONS=inprocess`` (the
  default) the supervisor runs the read-model projection in one child process of its own
  and starts the workers with ``external``: every event is projected once, instead of
  being read and offered to N runners. The child is restarted if it dies. (Several servers
  on one database each run one; eventsourcing's tracking position, recorded in the same
  transaction as the read-model changes, lets exactly one of them apply each event.)
* **One ticket secret.** A stream ticket issued by one worker must verify on another:
  without ``SPECIES_ARENA_TICKET_SECRET`` the supervisor draws one random secret for all
  of its workers.

The workers are Granian's (its ASGI interface, the app's factory; a dead worker is
started again, and each worker stops if the supervisor is gone): measured here against
uvicorn's workers on the same app, Granian answered more requests per second
(docs/operations.md, "Worker processes"). One worker (the default) stays a single uvicorn process.
Correctness across workers is the store's: every write names the version it extends, so
of two processes acting on the same game at the same version exactly one is stored (the
other gets 409 ``version-conflict``, or, for a retry with the same ``Idempotency-Key``,
the first response); SQLite writers wait for one another
(``SPECIES_ARENA_SQLITE_BUSY_TIMEOUT``, then a bounded retry of the write,
``service.app.store``).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import secrets
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from eventsourcing.persistence import IntegrityError, OperationalError

from service.config import Settings

log = logging.getLogger("species_arena.workers")

#: Attempts at preparing the store while another process prepares it too.
PREPARE_ATTEMPTS = 5
#: Seconds before a projection process that died is started again.
PROJECTION_RESTART_DELAY = 1.0


def prepare_store(settings: Settings) -> None:
    """Create the event, snapshot and read-model tables (and, for SQLite, switch the file
    to WAL mode) once, before any worker starts. Another server preparing the same store
    at the same moment may make an attempt fail (eventsourcing records its tracking
    table's migration once); it is simply made again."""
    from projections import open_view
    from service.app.games import Games

    env = settings.eventsourcing_env()
    for attempt in range(1, PREPARE_ATTEMPTS + 1):
        try:
            with _preparing(env):
                games = Games(env=env)
                try:
                    open_view(env).datastore.close()  # type: ignore[attr-defined]
                finally:
                    games.close()
            return
        except (IntegrityError, OperationalError) as err:
            if attempt == PREPARE_ATTEMPTS:
                raise OSError(f"cannot prepare the store: {err}") from err
            time.sleep(0.2 * attempt)


@contextmanager
def _preparing(env: dict[str, str]) -> Iterator[None]:
    """One server at a time prepares a store. On PostgreSQL two processes running
    ``CREATE TABLE IF NOT EXISTS`` for the same table at once can both miss it and one
    fails ("relation ... already exists"): a session-level advisory lock, keyed by the
    schema, is held on a connection of its own while the tables are created. On SQLite
    switching a new file to WAL mode while another connection does the same fails with
    "database is locked" (no busy timeout applies to it): an exclusive ``flock`` of the
    file's folder is held instead (not of the file, whose POSIX locks are SQLite's own and
    would be dropped when another descriptor of it closes). Both are released when their
    connection or descriptor closes, whatever happens."""
    module = env.get("PERSISTENCE_MODULE")
    if module == "eventsourcing.sqlite":
        path = env.get("SQLITE_DBNAME", ":memory:")
        if path == ":memory:" or path.startswith("file:"):
            yield
            return
        import fcntl

        folder = os.open(os.path.dirname(os.path.abspath(path)), os.O_RDONLY)
        try:
            fcntl.flock(folder, fcntl.LOCK_EX)
            yield
        finally:
            os.close(folder)
        return
    if module != "eventsourcing.postgres":
        yield
        return
    from eventsourcing.persistence import InfrastructureFactory

    # eventsourcing reads the POSTGRES_* settings; this pool is the lock's alone, and
    # closing it ends the session that holds the lock.
    factory = InfrastructureFactory.construct(env)
    try:
        datastore = factory.datastore  # type: ignore[attr-defined]
        with datastore.get_connection() as conn:
            conn.execute("SELECT pg_advisory_lock(hashtext(%s))", (f"species-arena prepare {datastore.schema}",))
            yield
    finally:
        factory.close()


def _watch_parent(parent: int) -> None:
    """Stop this process when the process that started it is gone."""
    while True:
        time.sleep(1.0)
        if os.getppid() != parent:
            os.kill(os.getpid(), signal.SIGTERM)
            return


def _projection_main(environ: dict[str, str], parent: int) -> None:
    """The projection child: ``projections run`` until SIGTERM or the parent is gone."""
    os.environ.update(environ)
    from projections import start_runner
    from service.app.games import Games

    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    threading.Thread(target=_watch_parent, args=(parent,), daemon=True).start()
    r = start_runner(Settings.from_env().eventsourcing_env(), Games)
    try:
        while not stop.is_set() and not r.is_interrupted.is_set():
            r.run_forever(timeout=0.2)  # re-raises a failure of the projection's thread
    finally:
        r.__exit__(None, None, None)


class ProjectionProcess:
    """The server's one projection process, restarted if it dies, until ``stop()``."""

    def __init__(self, environ: dict[str, str]) -> None:
        self._environ = environ
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: Any = None
        self._stopping = threading.Event()
        self._watch: threading.Thread | None = None

    def _spawn(self) -> None:
        self._proc = self._ctx.Process(
            target=_projection_main, args=(self._environ, os.getpid()), name="species-arena-projection", daemon=False
        )
        self._proc.start()

    def start(self) -> ProjectionProcess:
        self._spawn()
        self._watch = threading.Thread(target=self._keep_alive, name="projection-watch", daemon=True)
        self._watch.start()
        return self

    def _keep_alive(self) -> None:
        while not self._stopping.wait(0.5):
            if self._proc is not None and not self._proc.is_alive() and not self._stopping.is_set():
                log.warning("the projection process exited (code %s); starting it again", self._proc.exitcode)
                if self._stopping.wait(PROJECTION_RESTART_DELAY):
                    return
                self._spawn()

    def stop(self, timeout: float = 10.0) -> None:
        self._stopping.set()
        if self._watch is not None:
            self._watch.join()
        proc = self._proc
        if proc is None or proc.exitcode is not None:
            return
        proc.terminate()
        proc.join(timeout)
        if proc.exitcode is None:
            proc.kill()
            proc.join()


def run_server(host: str, port: int, workers: int, log_level: str, settings: Settings | None = None) -> None:
    """Granian serving the app's factory with ``workers`` processes (a dead worker is
    started again) until SIGINT or SIGTERM; each closes connections whose headers are
    late and serves at most ``SPECIES_ARENA_MAX_CONNECTIONS`` at once
    (``service.runtime.connections``)."""
    from granian import Granian
    from granian.constants import Interfaces
    from granian.http import HTTP1Settings
    from granian.log import LogLevels

    s = settings or Settings()

    # Granian forks its workers: each one stops when this process is gone (killed with
    # SIGKILL, say) instead of serving on without a projection.
    supervisor = os.getpid()
    os.register_at_fork(
        after_in_child=lambda: threading.Thread(target=_watch_parent, args=(supervisor,), daemon=True).start()
    )
    Granian(
        "service.api.app:create_app", factory=True, interface=Interfaces.ASGI, address=host, port=port,
        workers=workers, respawn_failed_workers=True, log_level=LogLevels("debug" if log_level == "trace" else log_level),
        log_access=False, http1_settings=HTTP1Settings(header_read_timeout=max(1, int(s.header_timeout * 1000))),
        backpressure=s.max_connections,
    ).serve()


def worker_environ(settings: Settings, *, own_projection: bool) -> dict[str, str]:
    """The environment variables every worker (and the projection child) gets on top of
    the supervisor's: one shared ticket secret, and the projection left to the child."""
    extra: dict[str, str] = {}
    if settings.ticket_secret is None:
        extra["SPECIES_ARENA_TICKET_SECRET"] = secrets.token_urlsafe(32)
    if own_projection:
        extra["SPECIES_ARENA_PROJECTIONS"] = "external"
    return extra


def serve_workers(settings: Settings, host: str, port: int, workers: int, log_level: str) -> int:
    """Run ``workers`` worker processes (and the projection process) until a signal
    stops them."""
    if settings.store == "sqlite" and ":memory:" in settings.sqlite_path:
        raise ValueError("SPECIES_ARENA_DB=:memory: is a database per process: several workers need a file")
    prepare_store(settings)
    own_projection = settings.projections == "inprocess"
    extra = worker_environ(settings, own_projection=own_projection)
    projection = None
    if own_projection:
        projection = ProjectionProcess({**extra, "SPECIES_ARENA_PROJECTIONS": "inprocess"}).start()
    os.environ.update(extra)  # inherited by the workers
    try:
        run_server(host, port, workers, log_level, settings)
    finally:
        if projection is not None:
            projection.stop()
    return 0
