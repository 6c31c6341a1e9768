"""The materialised views: tracking recorders that also hold the read models.

One view holds every read model (``games``, ``timeline``, ``stats``) so that processing
one event updates all of them and records its tracking position in a single
transaction: a read model is never ahead of, or behind, another, and an event is counted
exactly once (a repeated position makes the tracking insert fail and rolls back the
whole transaction). ``SQLiteReadModels`` and ``PostgresReadModels`` are eventsourcing's
tracking recorders for each store, with the same SQL (``projections.sql``).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from eventsourcing.persistence import IntegrityError, Tracking, TrackingRecorder
from eventsourcing.postgres import PostgresTrackingRecorder
from eventsourcing.sqlite import SQLiteTrackingRecorder

from arena_events import (
    ACTION_APPLIED,
    ACTIONS_UNDONE,
    UNDO_DISABLED,
    GAME_CREATED,
    GAME_FINISHED,
    PLAYER_SEATED,
    PLAYER_TOPICS,
    SAME_PLAYER_ALLOWED,
    SEAT_CLAIMED,
    SEAT_EVENT_TOPICS,
    SEAT_REPLACED,
    sqlite_write_lock,
    topic_of,
)

from . import games, notifications, players, ratings, seats, stats, timeline
from .sql import Tx

MODELS = (games, timeline, stats, seats, players, ratings, notifications)
#: Rating points a leaderboard entry carries (for its chart).
LEADERBOARD_HISTORY = 30

log = logging.getLogger("species_arena.projections")


def _game_created(t: Tx, e: Any) -> None:
    games.game_created(t, e)
    players.game_created(t, e)
    timeline.game_created(t, e)


def _seat_claimed(t: Tx, e: Any) -> None:
    games.seat_claimed(t, e)
    notifications.seat_claimed(t, e)


def _game_finished(t: Tx, e: Any) -> None:
    row = games.game_finished(t, e)
    gid = str(e.originator_id)
    holders = players.holders(t, gid)
    resigned = seats.resigned_seats(t, gid)
    before = notifications.ratings_before(t, gid, row["game"])
    stats.game_finished(t, e, row, holders, resigned)
    seats.game_finished(t, e, row, holders)
    ratings.game_finished(t, e, row, holders, resigned)
    notifications.game_finished(t, e, row, before, resigned, holders is not None)


def _actions_undone(t: Tx, e: Any) -> None:
    games.actions_undone(t, e)
    timeline.actions_undone(t, e)


def _seat_event(t: Tx, e: Any) -> None:
    notifications.seat_event(t, seats.KINDS[topic_of(e)], e)
    seats.seat_event(t, e)
    if topic_of(e) == SEAT_REPLACED:
        players.seat_replaced(t, e)


def _flush_actions(t: Tx, actions: list[Any]) -> None:
    """A run of ``ActionApplied`` events: one row update per game (its last action's) and
    every timeline row in one statement. Empties ``actions``."""
    if not actions:
        return
    notifications.actions_applied(t, actions)
    last: dict[Any, Any] = {}
    for e in actions:
        last[e.originator_id] = e
    games.actions_applied(t, list(last.values()))
    timeline.actions_applied(t, actions)
    actions.clear()


def _player_seated(t: Tx, e: Any) -> None:
    players.player_seated(t, e)
    notifications.player_seated(t, e)


#: topic -> the write of one event of that topic (but ``ActionApplied``: ``_flush_actions``).
WRITERS: dict[str, Callable[[Tx, Any], None]] = {
    GAME_CREATED: _game_created,
    SEAT_CLAIMED: _seat_claimed,
    GAME_FINISHED: _game_finished,
    ACTIONS_UNDONE: _actions_undone,
    UNDO_DISABLED: lambda t, e: None,
    **{topic: _seat_event for topic in SEAT_EVENT_TOPICS},
    PLAYER_SEATED: _player_seated,
    SAME_PLAYER_ALLOWED: players.same_player_allowed,
    **{topic: players.player_event for topic in PLAYER_TOPICS},
}


class AlreadyProcessed(Exception):
    """Another runner (another server process) has recorded this position already."""


class ReadModels(TrackingRecorder):
    """What the projection writes and the API reads (store-independent part)."""

    postgres = False

    # ---- store specifics ----

    @contextmanager
    def tx(self, *, commit: bool) -> Iterator[Tx]:
        """A transaction over the read-model tables."""
        raise NotImplementedError
        yield  # pragma: no cover

    def _tracking_table(self) -> str:
        raise NotImplementedError

    # ---- schema ----

    def create_read_models(self) -> None:
        with self.tx(commit=True) as t:
            for model in MODELS:
                for statement in model.DDL:
                    t.execute(statement)

    def drop_read_models(self, application_name: str) -> None:
        """Drop every read-model table and forget the tracking position (for a rebuild)."""
        with self.tx(commit=True) as t:
            for model in MODELS:
                for table in getattr(model, "TABLES", (model.TABLE,)):
                    t.execute(f"DROP TABLE IF EXISTS {table}")
            t.execute(f"DELETE FROM {self._tracking_table()} WHERE application_name = ?", (application_name,))
        self.create_read_models()

    # ---- writes: one transaction per event, tracking included ----

    def _insert_tracking_in(self, t: Tx, tracking: Tracking) -> None:
        raise NotImplementedError

    def _record(self, tracking: Tracking, write: Callable[[Tx], None]) -> None:
        """Record the position first, then the read-model changes, in one transaction.
        A position already recorded (by another runner: several servers may each run the
        projection) rolls the transaction back and the event is skipped, so every event
        counts exactly once whichever runner gets there first."""
        try:
            with self.tx(commit=True) as t:
                try:
                    self._insert_tracking_in(t, tracking)
                except IntegrityError:
                    raise AlreadyProcessed from None
                t.positions = defaultdict(lambda: tracking.notification_id)  # type: ignore[attr-defined]
                write(t)
        except AlreadyProcessed:
            log.debug("position %s already processed by another runner", tracking.notification_id)

    def game_created(self, e: Any, tracking: Tracking) -> None:
        self._record(tracking, lambda t: _game_created(t, e))

    def seat_claimed(self, e: Any, tracking: Tracking) -> None:
        self._record(tracking, lambda t: _seat_claimed(t, e))

    def action_applied(self, e: Any, tracking: Tracking) -> None:
        def write(t: Tx) -> None:
            notifications.actions_applied(t, [e])
            games.action_applied(t, e)
            timeline.action_applied(t, e)

        self._record(tracking, write)

    def game_finished(self, e: Any, tracking: Tracking) -> None:
        self._record(tracking, lambda t: _game_finished(t, e))

    def seat_event(self, e: Any, tracking: Tracking) -> None:
        """A resignation, time-out, replacement, token change, the seat rules, an abandonment."""
        self._record(tracking, lambda t: _seat_event(t, e))

    def other_event(self, topic: str, e: Any, tracking: Tracking) -> None:
        """A player event, a seat's registered player, a game allowing one player several seats."""
        write = WRITERS[topic]
        self._record(tracking, lambda t: write(t, e))

    # ---- writes in batches: one transaction for the events waiting ----

    #: Whether this view can record a batch in one transaction (single-row tracking).
    @property
    def batches(self) -> bool:
        return bool(getattr(self.datastore, "single_row_tracking", False))

    def _position_in(self, t: Tx, application_name: str) -> int:
        """The tracked position inside the transaction ``t`` (locked until it ends on
        PostgreSQL; on SQLite the transaction's first write fails if another process moved
        it meanwhile)."""
        raise NotImplementedError

    def record_batch(self, items: Sequence[tuple[str, Any, Tracking]]) -> int:
        """Process ``(topic, event, tracking)`` items, in store order, in one transaction:
        the events after the tracked position are applied (those at or before it were
        processed by another runner), the position moves to the last one (one tracking
        write), each game's row is updated once per run of actions and the timeline rows
        are inserted with one ``executemany``. Returns how many events were applied."""
        last = items[-1][2]
        with self.tx(commit=True) as t:
            done = self._position_in(t, last.application_name)
            todo = [it for it in items if it[2].notification_id > done]
            if not todo:
                return 0
            self._insert_tracking_in(t, last)
            t.positions = {(e.originator_id, e.originator_version): tr.notification_id  # type: ignore[attr-defined]
                           for _, e, tr in todo}
            actions: list[Any] = []
            for topic, e, _ in todo:
                if topic == ACTION_APPLIED:
                    actions.append(e)
                    continue
                _flush_actions(t, actions)
                WRITERS[topic](t, e)
            _flush_actions(t, actions)
        return len(todo)

    # ---- reads ----

    def summary(self, game_id: str) -> dict[str, Any] | None:
        with self.tx(commit=False) as t:
            row = games.summary(t, game_id)
            return None if row is None else seats.annotate_games(t, [row])[0]

    def lobby(self, **filters: Any) -> tuple[list[dict[str, Any]], int]:
        with self.tx(commit=False) as t:
            items, total = games.lobby(t, **filters)
            return seats.annotate_games(t, items), total

    def timeline(self, game_id: str, viewer: Any, after: int, limit: int,
                 say: Callable[[list[dict[str, Any]]], list[str]]) -> list[dict[str, Any]]:
        """The timeline entries (``timeline.entries``; ``say``: stored effects to words)."""
        with self.tx(commit=False) as t:
            return seats.annotate_timeline(t, game_id, timeline.entries(t, game_id, viewer, after, limit, say))

    def timeline_contexts(self, game_id: str, versions: list[int]) -> dict[int, dict[str, Any]]:
        """The progress and pending decision just before each of these timeline versions."""
        with self.tx(commit=False) as t:
            return timeline.contexts(t, game_id, versions)

    def seat_events(self, game_id: str, after: int, limit: int) -> list[dict[str, Any]]:
        """A game's seat events after version ``after`` (nothing secret: no token hashes)."""
        with self.tx(commit=False) as t:
            return seats.events(t, game_id, after, limit)

    def _records(self, t: Tx, rows: list[dict[str, Any]], history: int | None) -> list[dict[str, Any]]:
        """Statistics rows with resignations, time-outs, the rating and its history (the
        last ``history`` points; None: all), and the identity's display name as ``player``."""
        rows = seats.annotate_stats(t, rows)
        shown = players.names(t, sorted({r["player"] for r in rows}))
        for r in rows:
            ident = r["player"]
            rating = ratings.ratings(t, ident).get(r["game"])
            r["rating"] = rating
            r["history"] = ratings.history(t, ident, r["game"], history) if rating else []
            r["player"] = shown.get(ident, ident)
        return rows

    def player(self, identity: str) -> list[dict[str, Any]]:
        """The records of a registered player's id or a bot kind (``bot:<kind>``)."""
        with self.tx(commit=False) as t:
            return self._records(t, stats.player(t, identity), None)

    def leaderboard(self, game: str, limit: int, offset: int) -> list[dict[str, Any]]:
        with self.tx(commit=False) as t:
            rows = stats.leaderboard(t, game, limit, offset, ratings.TABLE, players.counted_clause("s.player"))
            return self._records(t, rows, LEADERBOARD_HISTORY)

    def registered(self, player_id: str) -> dict[str, Any] | None:
        """The registry row of a player (never a key or its hash)."""
        with self.tx(commit=False) as t:
            return t.one(f"SELECT * FROM {players.TABLE} WHERE player_id = ?", (player_id,))

    def my_games(self, player_id: str, status: str | None, mine_only: bool, limit: int,
                 offset: int) -> list[dict[str, Any]]:
        with self.tx(commit=False) as t:
            return players.my_games(t, player_id, status, mine_only, limit, offset)

    def notifications(self, player_id: str, after: int, limit: int) -> list[dict[str, Any]]:
        """A player's notifications after ``seq`` ``after`` (``projections.notifications``)."""
        with self.tx(commit=False) as t:
            return notifications.after(t, player_id, after, limit)

    def complete_notification(self, nid: str, body: dict[str, Any]) -> None:
        with self.tx(commit=True) as t:
            notifications.complete(t, nid, body)

    def projection_position(self, t: Tx, application_name: str) -> int:
        """The projection's tracked position inside ``t`` (locked on PostgreSQL)."""
        if self.batches:
            return self._position_in(t, application_name)
        return self.max_tracking_id(application_name) or 0

    def dump(self) -> dict[str, list[dict[str, Any]]]:
        """Every row of every read model (for comparing a rebuild with the live models)."""
        with self.tx(commit=False) as t:
            return {**{m.TABLE: m.dump(t) for m in MODELS}, timeline.CONTEXT: timeline.dump_contexts(t)}


#: How the read models' SQLite connections commit (``SQLiteReadModels.tx``).
READ_MODEL_SYNCHRONOUS = "PRAGMA synchronous=NORMAL"


class SQLiteReadModels(SQLiteTrackingRecorder, ReadModels):
    """The read models in the SQLite file of the events."""

    def create_table(self) -> None:
        super().create_table()
        self.create_read_models()

    @contextmanager
    def tx(self, *, commit: bool) -> Iterator[Tx]:
        if not commit:
            with self.datastore.transaction(commit=False) as c:
                yield Tx(c, postgres=False)
            return
        # A write waits for the server's other writes of this file on the process's
        # write lock, not in SQLite's sleeping busy handler. It commits without an fsync
        # of its own (``synchronous=NORMAL``, set before the transaction begins): in WAL
        # mode the commit is still atomic and survives the process, and the next event
        # write's fsync makes it durable with the frames before it. What a power cut may
        # take back is a tail of read-model commits, their tracking rows with them, so the
        # projection simply processes those events again.
        with sqlite_write_lock(self.datastore.pool.db_name), self.datastore.get_connection(commit=True) as conn:
            conn.cursor().execute(READ_MODEL_SYNCHRONOUS)
            with conn.transaction(commit=True) as c:
                yield Tx(c, postgres=False)

    def _tracking_table(self) -> str:
        return "tracking"

    def _position_in(self, t: Tx, application_name: str) -> int:
        row = t.one("SELECT notification_id FROM tracking WHERE application_name = ?", (application_name,))
        return 0 if row is None else int(row["notification_id"])

    def _insert_tracking_in(self, t: Tx, tracking: Tracking) -> None:
        self._insert_tracking(t._c, tracking)  # noqa: SLF001


class PostgresReadModels(PostgresTrackingRecorder, ReadModels):
    """The read models in the PostgreSQL schema of the events."""

    postgres = True

    def create_table(self) -> None:
        super().create_table()
        self.create_read_models()

    @contextmanager
    def tx(self, *, commit: bool) -> Iterator[Tx]:
        with self.datastore.transaction(commit=commit) as c:
            c.execute(f'SET LOCAL search_path TO "{self.datastore.schema}"', prepare=False)
            yield Tx(c, postgres=True)

    def _tracking_table(self) -> str:
        return f'"{self.tracking_table_name}"'

    def _position_in(self, t: Tx, application_name: str) -> int:
        row = t.one(f"SELECT notification_id FROM {self._tracking_table()} WHERE application_name = ? FOR UPDATE",
                    (application_name,))
        return 0 if row is None else int(row["notification_id"])

    def _insert_tracking_in(self, t: Tx, tracking: Tracking) -> None:
        self._insert_tracking(t._c, tracking)  # noqa: SLF001
