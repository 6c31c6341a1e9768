"""Configuration from the environment (documented in docs/operations.md, "Configuration").

* ``SPECIES_ARENA_STORE``: ``sqlite`` (default) or ``postgres``.
* ``SPECIES_ARENA_DB``: the SQLite file (default ``./var/species-arena.sqlite``).
* ``SPECIES_ARENA_SQLITE_BUSY_TIMEOUT``: seconds an SQLite write waits for another
  process's write to end (SQLite's busy timeout; default 10); a write still refused then
  is retried a few times (``service.app.store``).
* ``SPECIES_ARENA_WORKERS``: worker processes of ``species-arena serve`` (default 1;
  ``--workers`` overrides it; ``service.runtime.workers``).
* ``POSTGRES_DBNAME``, ``POSTGRES_HOST``, ``POSTGRES_PORT``, ``POSTGRES_USER``,
  ``POSTGRES_PASSWORD``, ``POSTGRES_SCHEMA`` and eventsourcing's other ``POSTGRES_*``
  settings: the PostgreSQL server, under eventsourcing's own names.
* ``SPECIES_ARENA_ADMIN_TOKEN``: a token that may read everything (unset: no admin).
* ``SPECIES_ARENA_SNAPSHOT_INTERVAL``: events between engine snapshots (default 100).
* ``SPECIES_ARENA_CACHE_SIZE``: games kept in the in-process cache (default 1000; 0 = off).
* ``SPECIES_ARENA_READ_CACHE``: encoded state / legal-actions responses kept per game
  version and viewer class (``service.runtime.readcache``; default 4096 entries; 0 = off).
* ``SPECIES_ARENA_LONG_POLL_TIMEOUT``: the longest a ``?wait_for_version=`` read waits
  (seconds, default 30).
* ``SPECIES_ARENA_PROJECTIONS``: ``inprocess`` (default: the server runs the read-model
  projection itself) or ``external`` (``species-arena projections run`` does).
* ``SPECIES_ARENA_WAIT_TIMEOUT``: the longest a read may wait for its own write (seconds,
  default 10).
* ``SPECIES_ARENA_TICKET_SECRET``: the key that signs stream tickets (``service.app.tickets``);
  unset: a random key per process. Servers behind one address must share it.
* ``SPECIES_ARENA_CLOCK_POLL``: seconds between two rounds of the deadline keeper
  (``service.runtime.deadlines``: time-outs and abandoning unclaimed games; default 1; 0: the
  server runs no keeper).
* ``SPECIES_ARENA_ABANDON_UNCLAIMED``: abandon games in which no seat has been claimed
  this many seconds after their creation (default 3600; 0: never).
* ``SPECIES_ARENA_BOT_THREADS``: threads in which search bots think, off the request path
  (``service.runtime.botworker``; default 2; 0: no bot worker in this server, search bots then
  think inline in the request that makes them decide, as the command line does).
* ``SPECIES_ARENA_BOT_POLL``: seconds between two looks of the bot worker for bot turns
  left waiting by a restart or another server (default 1).
* ``SPECIES_ARENA_INLINE_BOT_MOVES``: cheap bot decisions a request plays itself before it
  leaves the rest to the bot worker (default 64); ``SPECIES_ARENA_BOT_LONG_SEARCHES``:
  searches with a long budget the worker runs at once (default: one fewer than its threads).
* ``SPECIES_ARENA_RATE_LIMIT`` (anonymous writes a minute per address, default 1200),
  ``SPECIES_ARENA_RATE_LIMIT_CREDENTIAL`` (writes a minute per credential, default 60000),
  ``SPECIES_ARENA_QUOTA_GAMES_PER_HOUR`` (default 60), ``SPECIES_ARENA_QUOTA_BOT_GAMES``
  (default 3): ``service.api.limits``.
* ``SPECIES_ARENA_TRUSTED_PROXIES``: proxies whose ``X-Forwarded-For`` is believed (none by
  default); ``SPECIES_ARENA_HEADER_TIMEOUT`` (seconds, default 5) and
  ``SPECIES_ARENA_MAX_CONNECTIONS`` (default 2048): ``species-arena serve``'s connection limits.
* ``SPECIES_ARENA_WEBHOOK_ALLOW_PRIVATE`` (default off), ``SPECIES_ARENA_WEBHOOK_RETRY_DELAYS``
  (seconds, default ``10,60,300,1800,7200,21600``), ``SPECIES_ARENA_WEBHOOK_TIMEOUT`` (5),
  ``SPECIES_ARENA_WEBHOOK_CONCURRENCY`` (8; 0: no deliverer in this server),
  ``SPECIES_ARENA_WEBHOOK_LEASE`` (60), ``SPECIES_ARENA_WEBHOOK_DISABLE_AFTER`` (86400),
  ``SPECIES_ARENA_WEBHOOK_POLL`` (1): webhook deliveries (``service.runtime.webhooks``).
* ``SPECIES_ARENA_CORS_ORIGINS``, ``SPECIES_ARENA_COMPRESSION``, ``SPECIES_ARENA_METRICS``, ``SPECIES_ARENA_FAST_PATH``,
  ``SPECIES_ARENA_LOG_FORMAT``, ``SPECIES_ARENA_LOG_LEVEL``: the operator's basics
  (``service.api.ops``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from ipaddress import ip_network
from pathlib import Path
from typing import Any

#: The SQLite recorder with a subscription (``service.app.store``).
POLLING_SQLITE_RECORDER = "service.app.store:PollingSQLiteApplicationRecorder"
GROUP_COMMIT_POSTGRES_RECORDER = "service.app.store:GroupCommitPostgresApplicationRecorder"
#: The shortest accepted ``SPECIES_ARENA_TICKET_SECRET``.
MIN_TICKET_SECRET = 32


def _number(env: Mapping[str, str], name: str, default: str, kind: type) -> Any:
    """An integer or a number from the environment; a bad value names its variable."""
    text = env.get(name, default)
    try:
        value = kind(text)
    except ValueError:
        raise ValueError(f"{name} must be {'an integer' if kind is int else 'a number'}, not {text!r}") from None
    if value < 0:
        raise ValueError(f"{name} must not be negative, not {text!r}")
    return value


def _flag(env: Mapping[str, str], name: str, default: str) -> bool:
    text = env.get(name, default).strip().lower()
    if text not in ("on", "off", "1", "0", "true", "false", "yes", "no"):
        raise ValueError(f"{name} must be on or off, not {text!r}")
    return text in ("on", "1", "true", "yes")


def _delays(env: Mapping[str, str], name: str, default: str) -> tuple[float, ...]:
    """A comma-separated list of non-negative seconds."""
    text = env.get(name, default)
    try:
        values = tuple(float(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise ValueError(f"{name} must be seconds separated by commas, not {text!r}") from None
    if any(v < 0 for v in values):
        raise ValueError(f"{name} must not hold a negative delay, not {text!r}")
    return values


@dataclass(frozen=True)
class Settings:
    """Everything the service reads from its environment."""

    store: str = "sqlite"
    sqlite_path: str = "var/species-arena.sqlite"
    #: Seconds an SQLite connection waits for another's write lock (SQLite's busy timeout).
    sqlite_busy_timeout: int = 10
    #: Worker processes of ``species-arena serve`` (``service.runtime.workers``).
    workers: int = 1
    postgres: dict[str, str] = field(default_factory=dict)
    admin_token: str | None = None
    snapshot_interval: int = 100
    cache_size: int = 1000
    #: Encoded read responses kept (``service.runtime.readcache``; 0: none).
    read_cache: int = 4096
    #: The longest wait of a ``?wait_for_version=`` read, in seconds.
    long_poll_timeout: float = 30.0
    projections: str = "inprocess"
    wait_timeout: float = 10.0
    #: The stream tickets' HMAC key (None: random per process).
    ticket_secret: str | None = field(default=None, repr=False)
    #: Seconds between two rounds of the deadline keeper (0: no keeper in this server).
    clock_poll: float = 1.0
    #: Abandon games with no claimed seat this many seconds after creation (0: never).
    abandon_unclaimed: float = 0.0
    #: Threads of the bot worker (0: no worker; search bots think inline).
    bot_threads: int = 2
    #: Seconds between two looks of the bot worker for waiting bot turns it was not told of.
    bot_poll: float = 1.0
    #: Origins allowed by CORS (empty: no CORS headers) (``service.api.ops``).
    cors_origins: tuple[str, ...] = ()
    #: gzip response compression (the event stream is never compressed).
    compression: bool = True
    #: Prometheus request metrics and ``GET /metrics`` (``service.api.ops``).
    metrics: bool = True
    #: The plain requests of a game in play answered before routing (``service.api.fastpath``).
    fast_path: bool = True
    #: Write requests (POST) per minute and client address (0: no limit). Off when the
    #: settings are built in code (tests, embedding); the environment's default is 1200.
    rate_limit: int = 0
    #: Writes per minute and credential (0: no limit; the environment's default is 60000).
    rate_limit_credential: int = 0
    #: New games an hour per anonymous address (a player key: ten times; 0: no quota).
    quota_games_per_hour: int = 0
    #: Unfinished all-bot or search-bot games per anonymous address (0: no quota).
    quota_bot_games: int = 0
    #: Proxies whose ``X-Forwarded-For`` names the caller (addresses or networks; none: nobody's).
    trusted_proxies: tuple[str, ...] = ()
    #: Seconds a connection may take to send a request's headers (``species-arena serve``).
    header_timeout: float = 5.0
    #: Connections served at once (``species-arena serve``; beyond: 503 at once).
    max_connections: int = 2048
    #: Cheap bot decisions (random, greedy) one request plays before it leaves the rest to
    #: the bot worker (with no worker: all of them inline).
    inline_bot_moves: int = 64
    #: Searches the bot worker runs at once with a budget over ``service.runtime.botworker.SHORT_MS``
    #: (0: one fewer than its threads, at least one).
    bot_long_searches: int = 0
    #: ``json`` (one JSON object per log line) or ``text``.
    log_format: str = "json"
    log_level: str = "INFO"
    #: Webhooks may call loopback, private, link-local... addresses (tests, a private network).
    webhook_allow_private: bool = False
    #: Seconds before each retry of a failed delivery (with jitter); then it is failed.
    webhook_retry_delays: tuple[float, ...] = (10.0, 60.0, 300.0, 1800.0, 7200.0, 21600.0)
    #: Seconds one delivery attempt may take (connect, send, read the answer).
    webhook_timeout: float = 5.0
    #: Deliveries at once in this server (0: this server delivers nothing).
    webhook_concurrency: int = 8
    #: Seconds a deliverer holds a delivery's lease (another takes it over after that).
    webhook_lease: float = 60.0
    #: Seconds of failed deliveries after which a subscription is disabled.
    webhook_disable_after: float = 86400.0
    #: Seconds between two looks of the deliverer for due deliveries.
    webhook_poll: float = 1.0

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if environ is None else environ
        pg = {k: v for k, v in env.items() if k.startswith("POSTGRES_")}
        settings = cls(
            store=env.get("SPECIES_ARENA_STORE", "sqlite"),
            sqlite_path=env.get("SPECIES_ARENA_DB", "var/species-arena.sqlite"),
            sqlite_busy_timeout=_number(env, "SPECIES_ARENA_SQLITE_BUSY_TIMEOUT", "10", int),
            workers=_number(env, "SPECIES_ARENA_WORKERS", "1", int),
            postgres=pg,
            admin_token=env.get("SPECIES_ARENA_ADMIN_TOKEN") or None,
            snapshot_interval=_number(env, "SPECIES_ARENA_SNAPSHOT_INTERVAL", "100", int),
            cache_size=_number(env, "SPECIES_ARENA_CACHE_SIZE", "1000", int),
            read_cache=_number(env, "SPECIES_ARENA_READ_CACHE", "4096", int),
            long_poll_timeout=_number(env, "SPECIES_ARENA_LONG_POLL_TIMEOUT", "30", float),
            projections=env.get("SPECIES_ARENA_PROJECTIONS", "inprocess"),
            wait_timeout=_number(env, "SPECIES_ARENA_WAIT_TIMEOUT", "10", float),
            ticket_secret=env.get("SPECIES_ARENA_TICKET_SECRET") or None,
            clock_poll=_number(env, "SPECIES_ARENA_CLOCK_POLL", "1", float),
            abandon_unclaimed=_number(env, "SPECIES_ARENA_ABANDON_UNCLAIMED", "3600", float),
            bot_threads=_number(env, "SPECIES_ARENA_BOT_THREADS", "2", int),
            bot_poll=_number(env, "SPECIES_ARENA_BOT_POLL", "1", float),
            cors_origins=tuple(o.strip() for o in env.get("SPECIES_ARENA_CORS_ORIGINS", "").split(",") if o.strip()),
            compression=_flag(env, "SPECIES_ARENA_COMPRESSION", "on"),
            metrics=_flag(env, "SPECIES_ARENA_METRICS", "on"),
            fast_path=_flag(env, "SPECIES_ARENA_FAST_PATH", "on"),
            rate_limit=_number(env, "SPECIES_ARENA_RATE_LIMIT", "1200", int),
            rate_limit_credential=_number(env, "SPECIES_ARENA_RATE_LIMIT_CREDENTIAL", "60000", int),
            quota_games_per_hour=_number(env, "SPECIES_ARENA_QUOTA_GAMES_PER_HOUR", "60", int),
            quota_bot_games=_number(env, "SPECIES_ARENA_QUOTA_BOT_GAMES", "3", int),
            trusted_proxies=tuple(p.strip() for p in env.get("SPECIES_ARENA_TRUSTED_PROXIES", "").split(",") if p.strip()),
            header_timeout=_number(env, "SPECIES_ARENA_HEADER_TIMEOUT", "5", float),
            max_connections=_number(env, "SPECIES_ARENA_MAX_CONNECTIONS", "2048", int),
            inline_bot_moves=_number(env, "SPECIES_ARENA_INLINE_BOT_MOVES", "64", int),
            bot_long_searches=_number(env, "SPECIES_ARENA_BOT_LONG_SEARCHES", "0", int),
            log_format=env.get("SPECIES_ARENA_LOG_FORMAT", "json"),
            log_level=env.get("SPECIES_ARENA_LOG_LEVEL", "INFO").upper(),
            webhook_allow_private=_flag(env, "SPECIES_ARENA_WEBHOOK_ALLOW_PRIVATE", "off"),
            webhook_retry_delays=_delays(env, "SPECIES_ARENA_WEBHOOK_RETRY_DELAYS", "10,60,300,1800,7200,21600"),
            webhook_timeout=_number(env, "SPECIES_ARENA_WEBHOOK_TIMEOUT", "5", float),
            webhook_concurrency=_number(env, "SPECIES_ARENA_WEBHOOK_CONCURRENCY", "8", int),
            webhook_lease=_number(env, "SPECIES_ARENA_WEBHOOK_LEASE", "60", float),
            webhook_disable_after=_number(env, "SPECIES_ARENA_WEBHOOK_DISABLE_AFTER", "86400", float),
            webhook_poll=_number(env, "SPECIES_ARENA_WEBHOOK_POLL", "1", float),
        )
        if settings.webhook_timeout <= 0 or settings.webhook_lease <= settings.webhook_timeout:
            raise ValueError("SPECIES_ARENA_WEBHOOK_TIMEOUT must be positive and SPECIES_ARENA_WEBHOOK_LEASE longer")
        if settings.webhook_poll <= 0:
            raise ValueError("SPECIES_ARENA_WEBHOOK_POLL must be positive")
        if settings.workers < 1:
            raise ValueError(f"SPECIES_ARENA_WORKERS must be at least 1, not {settings.workers}")
        if settings.sqlite_busy_timeout < 1:
            raise ValueError(f"SPECIES_ARENA_SQLITE_BUSY_TIMEOUT must be at least 1, not {settings.sqlite_busy_timeout}")
        if settings.clock_poll < 0 or settings.abandon_unclaimed < 0:
            raise ValueError("SPECIES_ARENA_CLOCK_POLL and SPECIES_ARENA_ABANDON_UNCLAIMED must not be negative")
        if settings.header_timeout <= 0 or settings.max_connections < 1:
            raise ValueError("SPECIES_ARENA_HEADER_TIMEOUT must be positive and SPECIES_ARENA_MAX_CONNECTIONS at least 1")
        for proxy in settings.trusted_proxies:
            try:
                ip_network(proxy, strict=False)
            except ValueError:
                raise ValueError(f"SPECIES_ARENA_TRUSTED_PROXIES: {proxy!r} is not an address or a network") from None
        if settings.log_format not in ("json", "text"):
            raise ValueError("SPECIES_ARENA_LOG_FORMAT must be json or text")
        if settings.log_level not in ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"):
            raise ValueError("SPECIES_ARENA_LOG_LEVEL must be debug, info, warning, error or critical")
        if settings.projections not in ("inprocess", "external"):
            raise ValueError("SPECIES_ARENA_PROJECTIONS must be inprocess or external")
        if settings.ticket_secret is not None and len(settings.ticket_secret) < MIN_TICKET_SECRET:
            raise ValueError(f"SPECIES_ARENA_TICKET_SECRET must be at least {MIN_TICKET_SECRET} characters")
        return settings

    def eventsourcing_env(self) -> dict[str, str]:
        """The eventsourcing settings for this store (events, snapshots, read models)."""
        env: dict[str, str]
        if self.store == "postgres":
            env = {
                "PERSISTENCE_MODULE": "eventsourcing.postgres",
                "POSTGRES_DBNAME": "species_arena",
                "POSTGRES_HOST": "127.0.0.1",
                "POSTGRES_POOL_SIZE": "4",
                "POSTGRES_MAX_OVERFLOW": "16",
                "APPLICATION_RECORDER_TOPIC": GROUP_COMMIT_POSTGRES_RECORDER,
            }
            env.update(self.postgres)
        elif self.store == "sqlite":
            if self.sqlite_path != ":memory:":
                Path(self.sqlite_path).parent.mkdir(parents=True, exist_ok=True)
            env = {
                "PERSISTENCE_MODULE": "eventsourcing.sqlite",
                "SQLITE_DBNAME": self.sqlite_path,
                # eventsourcing passes it to sqlite3.connect(timeout=...): the busy timeout.
                "SQLITE_LOCK_TIMEOUT": str(self.sqlite_busy_timeout),
                "APPLICATION_RECORDER_TOPIC": POLLING_SQLITE_RECORDER,
            }
        else:
            raise ValueError(f"SPECIES_ARENA_STORE must be sqlite or postgres, not {self.store!r}")
        if self.cache_size > 0:
            env["AGGREGATE_CACHE_MAXSIZE"] = str(self.cache_size)
        return env
