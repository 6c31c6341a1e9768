"""A tiny dialect bridge so each read model writes its SQL once for SQLite and PostgreSQL.

Statements use ``?`` placeholders and unqualified table names; on PostgreSQL the
placeholders become ``%s`` and the transaction's ``search_path`` is the store's schema
(``POSTGRES_SCHEMA``), so the read models live beside the events.
"""

from __future__ import annotations

from typing import Any


class Tx:
    """One open transaction (a DB-API-like cursor of either store)."""

    def __init__(self, cursor: Any, postgres: bool) -> None:
        self._c = cursor
        self._pg = postgres

    def execute(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> None:
        if self._pg:
            sql = sql.replace("?", "%s")
            self._c.execute(sql, tuple(params), prepare=False)
        else:
            self._c.execute(sql, tuple(params))

    def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        if self._pg:
            self._c.executemany(sql.replace("?", "%s"), rows)
        else:
            self._c.executemany(sql, rows)

    @property
    def rowcount(self) -> int:
        """Rows the last statement changed."""
        inner = getattr(self._c, "sqlite_cursor", self._c)  # eventsourcing's SQLite cursor wraps sqlite3's
        return int(inner.rowcount)

    def fetchone(self) -> dict[str, Any] | None:
        row = self._c.fetchone()
        return None if row is None else dict(row)

    def fetchall(self) -> list[dict[str, Any]]:
        return [dict(r) for r in self._c.fetchall()]

    def one(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> dict[str, Any] | None:
        self.execute(sql, params)
        return self.fetchone()

    def all(self, sql: str, params: tuple[Any, ...] | list[Any] = ()) -> list[dict[str, Any]]:
        self.execute(sql, params)
        return self.fetchall()
