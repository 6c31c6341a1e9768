"""Store and cache plumbing of the application: how games are saved (the hash chain, the
metrics, the cache, snapshots), loaded (the cache fast-forwarded from the store, never
changed in place) and read at a past version.

Correctness never depends on the in-process cache: eventsourcing fast-forwards a cached
game from the store on every load, and the store's version check decides every write.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, ClassVar
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError, Application, ProcessingEvent
from eventsourcing.persistence import IntegrityError, JSONTranscoder, Notification, Recording, StoredEvent, Transcoder

from service.app.errors import ServiceError
from service.app.metrics import count_recorded
from service.app.store import FastJSONTranscoder
from service.domain import Game
from service.domain.chain import chain_events
from service.domain.engine import RuleError, rule_error_words
from service.domain.i18n import msg

log = logging.getLogger("species_arena")

#: Past versions of games kept in memory for ``state(..., version=N)`` (a replay steps
#: through neighbouring versions; a stored past never changes).
PAST_CACHE_SIZE = 64


def project_game(game: Game | None, events: Any) -> Game | None:
    """eventsourcing's ``project_aggregate`` without its per-event runtime ``Protocol``
    check (an ``isinstance`` against a runtime-checkable Protocol costs about 0.3 ms per
    event on Python 3.11, far more than applying the event): every stored event and
    snapshot of this application is one of ``Game``'s, which all have ``mutate``."""
    last = None
    for event in events:
        game = event.mutate(game)
        last = event
    if game is not None and last is not None and not isinstance(last, Game.Snapshot):
        # The chain's head (service.domain.chain); None for a history recorded before it.
        game.chain_head = getattr(last, "chain_hash", None)
    return game


class GameStore(Application[UUID]):
    """The eventsourcing application of all games: saving and loading ``Game`` aggregates."""

    name = "SpeciesArena"
    snapshotting_intervals: ClassVar[dict[type, int]] = {Game: 100}

    def __init__(self, env: dict[str, str] | None = None, snapshot_interval: int | None = None) -> None:
        super().__init__(env)
        self._past: OrderedDict[tuple[UUID, int], Game] = OrderedDict()
        self._past_lock = threading.Lock()
        #: Called with ``{game id: version}`` after each recorded write (``service.runtime.readcache``
        #: wakes its long-polling reads with it).
        self.on_recorded: list[Any] = []
        if snapshot_interval is not None:
            # Per instance (eventsourcing reads it through self): tests use small intervals.
            self.snapshotting_intervals = {Game: snapshot_interval} if snapshot_interval > 0 else {}  # type: ignore[misc]

    def construct_transcoder(self) -> Transcoder:
        """eventsourcing's JSON transcoder, encoding with msgspec (``service.app.store``)."""
        transcoder = self.factory.transcoder()
        if type(transcoder) is JSONTranscoder:
            transcoder = FastJSONTranscoder()
        if isinstance(transcoder, JSONTranscoder):
            self.register_transcodings(transcoder)
        return transcoder

    def save(self, *objs: Any, **kwargs: Any) -> list[Recording[UUID]]:
        """``Application.save`` for games, without its generic collection step (whose
        runtime ``Protocol`` checks cost more than the rest of a save on Python 3.11)."""
        if kwargs or not objs or not all(type(o) is Game for o in objs):
            return super().save(*objs, **kwargs)
        processing_event = self._collect(objs)
        recordings = self._record(processing_event)
        self._take_snapshots(processing_event)
        self._notify(recordings)
        return recordings

    async def save_async(self, g: Game) -> list[Recording[UUID]]:
        """``save`` of one game for a caller on the event loop: everything but the write
        runs on the loop, the write waits for its group commit without holding the loop
        (a recorder without ``insert_events_async`` writes in a worker thread), and a due
        snapshot is taken in a worker thread (a write of its own)."""
        processing_event = self._collect((g,))
        stored = self._chained(processing_event)
        insert = getattr(self.recorder, "insert_events_async", None)
        if insert is not None:
            ids = await insert(stored)
        else:
            ids = await asyncio.to_thread(self.recorder.insert_events, stored)
        recordings = self._recorded(processing_event, stored, ids)
        if self._snapshot_due(processing_event):
            await asyncio.to_thread(self._take_snapshots, processing_event)
        self._notify(recordings)
        return recordings

    @staticmethod
    def _collect(objs: Any) -> ProcessingEvent[UUID]:
        processing_event: ProcessingEvent[UUID] = ProcessingEvent()
        for g in objs:
            processing_event.events.extend(g.collect_events())
            processing_event.aggregates[g.id] = g
        return processing_event

    def _record(self, processing_event: ProcessingEvent[UUID]) -> list[Recording[UUID]]:
        stored = self._chained(processing_event)
        ids = self.recorder.insert_events(stored, tracking=processing_event.tracking, **processing_event.saved_kwargs)
        return self._recorded(processing_event, stored, ids)

    def _chained(self, processing_event: ProcessingEvent[UUID]) -> list[StoredEvent]:
        """Chain every new event to its game's head (service.domain.chain), then map the
        events to what the recorder stores (``EventStore.put``'s first step)."""
        aggregates = processing_event.aggregates
        heads = chain_events(
            processing_event.events,
            {gid: getattr(agg, "chain_head", None) for gid, agg in aggregates.items()},
        )
        for gid, head in heads.items():
            if gid in aggregates:
                aggregates[gid].chain_head = head
        return [self.mapper.to_stored_event(e) for e in processing_event.events]

    def _recorded(self, processing_event: ProcessingEvent[UUID], stored: list[StoredEvent],
                  ids: Sequence[int] | None) -> list[Recording[UUID]]:
        """After the write: the recordings (``EventStore.put``'s second step), the metrics,
        the cache and the listeners of recorded writes."""
        recordings = []
        if ids:
            if len(ids) != len(stored):  # pragma: no cover - the recorder's contract
                raise AssertionError(f"{len(stored)} events stored, {len(ids)} notification ids")
            recordings = [
                Recording(d, Notification(originator_id=s.originator_id, originator_version=s.originator_version,
                                          topic=s.topic, state=s.state, id=n_id))
                for d, s, n_id in zip(processing_event.events, stored, ids, strict=True)
            ]
        aggregates = processing_event.aggregates
        count_recorded(processing_event.events, aggregates)
        cache = self.repository.cache
        if cache is not None:
            # The games just recorded are exactly the stored state at their new versions:
            # cache them, so the next load's fast-forward finds nothing to replay (it still
            # asks the store, which stays the truth for other processes' writes).
            for game_id, game in aggregates.items():
                cache.put(game_id, game)
        if self.on_recorded:
            versions = {gid: agg.version for gid, agg in aggregates.items()}
            for callback in self.on_recorded:
                try:
                    callback(versions)
                except Exception:  # noqa: BLE001 - the write is recorded; a listener's failure must not undo it
                    log.exception("a listener of recorded writes failed")
        return recordings

    def _snapshot_due(self, processing_event: ProcessingEvent[UUID]) -> bool:
        interval = self.snapshotting_intervals.get(Game)
        return bool(self.snapshots is not None and interval
                    and any(e.originator_version % interval == 0 for e in processing_event.events))

    def _take_snapshots(self, processing_event: ProcessingEvent[UUID]) -> None:
        # A snapshot is an optimisation taken after the events are recorded: another
        # process may have taken the same one first, which must not fail the write.
        try:
            interval = self.snapshotting_intervals.get(Game)
            if self.snapshots is None or not interval:
                return
            for event in processing_event.events:
                if event.originator_version % interval:
                    continue
                game = processing_event.aggregates.get(event.originator_id)
                if game is not None and not isinstance(game, Game):
                    continue  # only games are snapshotted (a player has a handful of events)
                if isinstance(game, Game) and game.version == event.originator_version:
                    # The game just recorded is at that version: snapshot it as it is,
                    # instead of rebuilding it from the store.
                    self.snapshots.put([Game.Snapshot.take(game)])
                else:
                    self.take_snapshot(event.originator_id, version=event.originator_version)
        except IntegrityError:
            log.info("snapshot already taken by another process")

    # ---- loading and access ----

    def load(self, game_id: UUID) -> Game:
        """The current game (latest snapshot + later events, or the cache fast-forwarded),
        a private copy the caller may change.

        The cached game is never changed in place: when other processes' events move it
        forward, a copy is brought up to date and replaces it in the cache, so a reader
        holding the cached object (``peek``) never sees it half-way through an event."""
        forwarded: list[Game] = []

        def project(game: Game | None, events: Any) -> Game | None:
            if game is None:  # rebuilt from the store: no cached object involved
                return project_game(game, events)
            new = list(events)
            if not new:
                return game
            moved = project_game(copy.deepcopy(game), new)
            if moved is not None:
                forwarded.append(moved)
            return moved

        try:
            g = self.repository.get(game_id, projector_func=project)
        except AggregateNotFoundError:
            raise ServiceError("not-found", msg("svc-err-no-game", game=str(game_id))) from None
        except RuleError as err:
            # A stored action the rules refuse on replay: the history was altered or damaged.
            raise ServiceError(
                "corrupt-history",
                msg("svc-err-corrupt-history", game=str(game_id), reason=rule_error_words(err)),
            ) from None
        if not isinstance(g, Game):  # another aggregate's id (a player's)
            raise ServiceError("not-found", msg("svc-err-no-game", game=str(game_id)))
        cache = self.repository.cache
        if forwarded and cache is not None:
            # ``g`` is the caller's copy of the forwarded game; the cache keeps the
            # forwarded one itself, which nobody else holds.
            cache.put(game_id, forwarded[-1])
        return g

    def peek(self, game_id: UUID, version: int) -> Game:
        """The game at ``version``, the version the store just said is current, for reading
        only: the cached object itself when it is at that version (no copy, no query),
        else a fresh ``load``. Never change what this returns."""
        cached = self.cached_at(game_id, version)
        return cached if cached is not None else self.load(game_id)

    def cached_at(self, game_id: UUID, version: int) -> Game | None:
        """The cached game itself if it is at ``version`` (read only), else None."""
        cached = self._cached(game_id)
        return cached if cached is not None and cached.version == version else None

    def _cached(self, game_id: UUID) -> Game | None:
        """The cached game itself (read only), or None when it is not cached."""
        cache = self.repository.cache
        if cache is None:
            return None
        try:
            cached = cache.get(game_id)
        except KeyError:
            return None
        return cached if isinstance(cached, Game) else None

    def load_version(self, game_id: UUID, version: int) -> Game:
        """The game as it was at ``version`` (1 <= version <= the latest, checked by the
        caller): the latest snapshot at or before it plus the events up to it, or a copy
        kept from an earlier request. The result is shared: read it, never change it."""
        key = (game_id, version)
        with self._past_lock:
            past = self._past.get(key)
            if past is not None:
                self._past.move_to_end(key)
                return past
        try:
            past = self.repository.get(game_id, version=version, projector_func=project_game)
        except AggregateNotFoundError:
            raise ServiceError("not-found", msg("svc-err-no-game", game=str(game_id))) from None
        except RuleError as err:
            raise ServiceError(
                "corrupt-history",
                msg("svc-err-corrupt-history-at", game=str(game_id), version=version, reason=rule_error_words(err)),
            ) from None
        if not isinstance(past, Game) or past.version != version:
            raise ServiceError("not-found", msg("svc-err-game-no-version", game=str(game_id), version=version))
        # Only read from now on: drop the request bookkeeping (one entry per keyed action)
        # that no read of a past state uses, so that the kept copies stay small.
        past.idempotency = {}
        with self._past_lock:
            self._past[key] = past
            while len(self._past) > PAST_CACHE_SIZE:
                self._past.popitem(last=False)
        return past

    def position(self) -> int:
        """The notification id of the latest recorded event (0 when empty)."""
        return self.recorder.max_notification_id() or 0
    def current_version(self, game_id: UUID) -> int:
        """The game's latest stored version (0: no such game): one indexed query, the
        event itself is not decoded. The read path's version check (``service.runtime.readcache``)."""
        last = self.recorder.select_events(game_id, desc=True, limit=1)
        return last[0].originator_version if last else 0
