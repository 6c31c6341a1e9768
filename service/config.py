"""Configuration from the environment.

* ``SPECIES_ARENA_STORE``: ``sqlite`` (default) or ``postgres``.
* ``SPECIES_ARENA_DB``: the SQLite file (default ``./var/species-arena.sqlite``).
* ``POSTGRES_DBNAME``, ``POSTGRES_HOST``, ``POSTGRES_PORT``, ``POSTGRES_USER``,
  ``POSTGRES_PASSWORD``: the PostgreSQL server (eventsourcing's own variable names).
* ``SPECIES_ARENA_ADMIN_TOKEN``: a token that may read everything (unset: no admin).
* ``SPECIES_ARENA_SNAPSHOT_INTERVAL``: events between engine snapshots (default 100).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    store: str = "sqlite"
    sqlite_path: str = "var/species-arena.sqlite"
    postgres: dict[str, str] = field(default_factory=dict)
    admin_token: str | None = None
    snapshot_interval: int = 100

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> Settings:
        env = os.environ if environ is None else environ
        pg = {k: v for k, v in env.items() if k.startswith("POSTGRES_")}
        return cls(
            store=env.get("SPECIES_ARENA_STORE", "sqlite"),
            sqlite_path=env.get("SPECIES_ARENA_DB", "var/species-arena.sqlite"),
            postgres=pg,
            admin_token=env.get("SPECIES_ARENA_ADMIN_TOKEN") or None,
            snapshot_interval=int(env.get("SPECIES_ARENA_SNAPSHOT_INTERVAL", "100")),
        )

    def eventsourcing_env(self) -> dict[str, str]:
        """The eventsourcing settings for this store."""
        if self.store == "postgres":
            env = {"PERSISTENCE_MODULE": "eventsourcing.postgres", "POSTGRES_DBNAME": "species_arena"}
            env.update(self.postgres)
            return env
        if self.store != "sqlite":
            raise ValueError(f"SPECIES_ARENA_STORE must be sqlite or postgres, not {self.store!r}")
        if self.sqlite_path != ":memory:":
            Path(self.sqlite_path).parent.mkdir(parents=True, exist_ok=True)
        return {"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": self.sqlite_path}
