"""The event-sourced application: the use cases of species-arena for any registered game.

Nothing here knows a game's vocabulary; the engine (``service.engine``) answers every
rules question. Redaction happens here, once, for every read path (state, legal actions,
events, the stream, the timeline): a viewer is a seat (its token), a spectator (no
token), or omniscient (the admin token, or anyone once the game has finished).

Correctness never depends on the in-process cache: eventsourcing fast-forwards a cached
game from the store on every load, and the store's version check decides every write, so
two processes on one database both stay correct. Each write puts the game it recorded in
the cache; an action runs on (a copy of) the cached game without asking the store first,
and if anything refuses it there (a check, the rules, or the store's version check when
another process wrote first), it is decided again on the game loaded from the store.
"""

from __future__ import annotations

import copy
import hashlib
import logging
import os
import re
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar
from uuid import UUID, uuid4

import msgspec
from eventsourcing.application import AggregateNotFoundError, Application, ProcessingEvent
from eventsourcing.persistence import IntegrityError, JSONTranscoder, Recording, Transcoder

from .audit import audit_records, export_record
from .chain import chain_events
from .clock import stamped
from .ops import CACHE_LOOKUPS, count_recorded
from .domain import Game, token_hash
from .engine import RuleError, canonical_json, decode_json, game_types, rule_error_parts
from .errors import ServiceError
from .retry import retried
from .schemas import (
    ActionOut,
    AuditOut,
    ChoiceOut,
    EventOut,
    HistoryRecord,
    LegalActionsOut,
    PendingOut,
    StateOut,
    TargetOut,
    ViewerOut,
)
from .seat_audit import FIELDS as SEAT_FIELDS
from .seats import SeatCommands
from .store import FastJSONTranscoder
from .tickets import Tickets

log = logging.getLogger("species_arena")

BOT_KINDS = ("random", "greedy", "search")
_SEARCH_KIND = re.compile(r"^search(?::(\d+))?(?::(\d+)ms)?$|^search:(\d+)ms$")


def bot_kind(kind: str) -> str:
    """The bot kind as the engine reads it, a search budget capped by the server settings
    ``SPECIES_ARENA_SEARCH_MAX_ITERATIONS`` (default 5000) and ``SPECIES_ARENA_SEARCH_MAX_MS``
    (default 2000); ``ServiceError`` for an unknown kind."""
    if kind in ("random", "greedy"):
        return kind
    m = _SEARCH_KIND.match(kind)
    if m is None:
        raise ServiceError("invalid-request", f"unknown bot kind {kind!r}", known=list(BOT_KINDS))
    max_it = int(os.environ.get("SPECIES_ARENA_SEARCH_MAX_ITERATIONS", "5000"))
    max_ms = int(os.environ.get("SPECIES_ARENA_SEARCH_MAX_MS", "2000"))
    iterations = int(m.group(1)) if m.group(1) else 0
    ms = int(m.group(2) or m.group(3) or 0)
    if iterations == 0 and ms == 0:
        iterations = 200
    iterations, ms = min(iterations, max_it), min(ms, max_ms)
    parts = ([str(iterations)] if iterations else []) + ([f"{ms}ms"] if ms else [])
    return "search:" + ":".join(parts)


def thinks_long(kind: str | None) -> bool:
    """Whether a bot kind searches (its decisions take up to its budget): with a bot worker
    running (``service.botworker``), such a seat is played off the request path; the cheap
    kinds (``random``, ``greedy``: microseconds) are still played inline."""
    return kind is not None and kind.startswith("search")


#: The most bot actions one request may trigger (a guard against a looping engine).
MAX_BOT_ACTIONS = 100_000
#: Past versions of games kept in memory for ``state(..., version=N)`` (a replay steps
#: through neighbouring versions; a stored past never changes).
PAST_CACHE_SIZE = 64


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who is asking: a seat, a spectator (seat None), or omniscient (admin / game over)."""

    seat: int | None = None
    omniscient: bool = False
    admin: bool = False

    def sees(self, visible_to: list[int] | None) -> bool:
        """May this viewer see an effect with this visibility (None = everyone)?"""
        return visible_to is None or self.omniscient or (self.seat is not None and self.seat in visible_to)


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
        # The chain's head (service.chain); None for a history recorded before it.
        game.chain_head = getattr(last, "chain_hash", None)
    return game


def _bot_seed(seed_hex: str, version: int) -> int:
    digest = hashlib.sha256(f"bot:{seed_hex}:{version}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _rule_error(err: BaseException) -> ServiceError:
    code, detail, rule = rule_error_parts(err)
    extra = {"rule": rule} if rule else {}
    return ServiceError(code, detail, **extra)


def redact_effects(effects: list[dict[str, Any]], viewer: Viewer) -> list[dict[str, Any]]:
    """The effects this viewer may see, as ``{...data, "text"}``."""
    return [{**e["data"], "text": e["text"]} for e in effects if viewer.sees(e.get("visible_to"))]


def event_record(ev: Any, viewer: Viewer, reveal: bool) -> EventOut:
    """One stored event as ``viewer`` may see it (``reveal`` once the game has finished):
    the members of ``history_record`` (but the game id), redacted: the seed until it is
    revealed, token hashes always, a secret action and hidden effects from other seats,
    the state hash and the hash chain from all but omniscient viewers."""
    kind = type(ev).__name__
    rec = EventOut(version=ev.originator_version, type=kind, timestamp=ev.timestamp.isoformat())
    if isinstance(ev, Game.GameCreated):
        rec.game, rec.seats, rec.options, rec.bots = ev.game, ev.seats, ev.options, ev.bots
        rec.seed_commitment = ev.commitment
        if reveal or viewer.omniscient:
            rec.seed = ev.seed
        rec.progress, rec.pending = ev.progress, ev.pending
    elif isinstance(ev, Game.SeatClaimed):
        rec.seat, rec.player = ev.seat, ev.player
    elif isinstance(ev, Game.ActionApplied):
        hidden = ev.secret and not (viewer.omniscient or viewer.seat == ev.seat)
        rec.seat = ev.seat
        rec.action = None if hidden else decode_json(ev.action)
        rec.effects = redact_effects(decode_json(ev.effects), viewer)
        if viewer.omniscient:
            rec.state_hash = ev.state_hash
        rec.progress, rec.scores, rec.pending, rec.bot = ev.progress, ev.scores, ev.pending, ev.bot
        rec.action_hidden = hidden
    elif isinstance(ev, Game.GameFinished):
        rec.outcome, rec.seed = ev.outcome, ev.seed
    elif kind in SEAT_FIELDS:
        for name in SEAT_FIELDS[kind]:
            if name != "token_hash":
                setattr(rec, name, getattr(ev, name))
    if viewer.omniscient:
        # The chain's hashes cover hidden state: shown once everything is (or to the admin).
        rec.prev_hash = getattr(ev, "prev_hash", None)
        rec.chain_hash = getattr(ev, "chain_hash", None)
    return rec


class Games(SeatCommands, Application[UUID]):
    """All games, stored as events; see ``service.domain.Game``."""

    name = "SpeciesArena"
    snapshotting_intervals: ClassVar[dict[type, int]] = {Game: 100}
    #: Set by a running bot worker (``service.botworker``): search bots are then left to it
    #: (``_play_bots`` stops at them), and every write that leaves one deciding calls it
    #: with the game's id. None (no worker: the command line, tests): every bot is played
    #: inline, in the command that makes it decide.
    bot_listener: Callable[[UUID], None] | None = None

    def __init__(
        self,
        env: dict[str, str] | None = None,
        admin_token: str | None = None,
        snapshot_interval: int | None = None,
    ) -> None:
        super().__init__(env)
        self.admin_token = admin_token
        self._past: OrderedDict[tuple[UUID, int], Game] = OrderedDict()
        self._past_lock = threading.Lock()
        #: Called with ``{game id: version}`` after each recorded write (``service.readcache``
        #: wakes its long-polling reads with it).
        self.on_recorded: list[Any] = []
        if snapshot_interval is not None:
            # Per instance (eventsourcing reads it through self): tests use small intervals.
            self.snapshotting_intervals = {Game: snapshot_interval} if snapshot_interval > 0 else {}  # type: ignore[misc]

    def construct_transcoder(self) -> Transcoder:
        """eventsourcing's JSON transcoder, encoding with msgspec (``service.store``)."""
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
        processing_event: ProcessingEvent[UUID] = ProcessingEvent()
        for g in objs:
            processing_event.events.extend(g.collect_events())
            processing_event.aggregates[g.id] = g
        recordings = self._record(processing_event)
        self._take_snapshots(processing_event)
        self._notify(recordings)
        return recordings

    def _record(self, processing_event: ProcessingEvent[UUID]) -> list[Recording[UUID]]:
        # Chain every new event to its game's head before it is written (service.chain).
        aggregates = processing_event.aggregates
        heads = chain_events(
            processing_event.events,
            {gid: getattr(agg, "chain_head", None) for gid, agg in aggregates.items()},
        )
        for gid, head in heads.items():
            if gid in aggregates:
                aggregates[gid].chain_head = head
        recordings = super()._record(processing_event)
        count_recorded(processing_event.events, aggregates)
        cache = self.repository.cache
        if cache is not None and self.repository.fastforward:
            # The games just recorded are exactly the stored state at their new versions:
            # cache them, so the next load's fast-forward finds nothing to replay (it still
            # asks the store, which stays the truth for other processes' writes).
            for game_id, game in processing_event.aggregates.items():
                cache.put(game_id, game)
        if self.on_recorded:
            versions = {gid: agg.version for gid, agg in aggregates.items()}
            for callback in self.on_recorded:
                try:
                    callback(versions)
                except Exception:  # noqa: BLE001 - the write is recorded; a listener's failure must not undo it
                    log.exception("a listener of recorded writes failed")
        return recordings

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
            raise ServiceError("not-found", f"no game {game_id}") from None
        except RuleError as err:
            # A stored action the rules refuse on replay: the history was altered or damaged.
            raise ServiceError(
                "corrupt-history",
                f"game {game_id} cannot be rebuilt from its stored events: a recorded action is "
                f"refused on replay ({rule_error_parts(err)[0]}); run the audit to find the first divergence",
            ) from None
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
            raise ServiceError("not-found", f"no game {game_id}") from None
        except RuleError as err:
            raise ServiceError(
                "corrupt-history",
                f"game {game_id} cannot be rebuilt from its stored events at version {version}: a recorded "
                f"action is refused on replay ({rule_error_parts(err)[0]}); run the audit to find the first divergence",
            ) from None
        if past.version != version:
            raise ServiceError("not-found", f"game {game_id} has no version {version}")
        # Only read from now on: drop the request bookkeeping (one entry per keyed action)
        # that no read of a past state uses, so that the kept copies stay small.
        past.idempotency = {}
        with self._past_lock:
            self._past[key] = past
            while len(self._past) > PAST_CACHE_SIZE:
                self._past.popitem(last=False)
        return past

    def is_admin(self, token: str | None) -> bool:
        return bool(self.admin_token) and token is not None and secrets.compare_digest(
            token.encode(), str(self.admin_token).encode()
        )

    def viewer(self, game: Game, token: str | None) -> Viewer:
        """The viewer a bearer token stands for; an unknown token is refused (401)."""
        if token is None:
            return Viewer(omniscient=game.finished)
        if self.is_admin(token):
            return Viewer(omniscient=True, admin=True)
        seat = game.seat_of_token(token)
        if seat is None:
            raise ServiceError("unauthorized", "the token is not valid for this game")
        return Viewer(seat=seat, omniscient=game.finished)

    # ---- stream tickets (service.tickets) ----

    def _ticket_binding(self, g: Game, role: str) -> str | None:
        """What a ticket for ``role`` is bound to besides its payload (never sent): the
        seat's stored token hash, the admin token's SHA-256, or nothing for a spectator.
        None when the role does not exist (any more)."""
        if role == "spectator":
            return ""
        if role == "admin":
            return hashlib.sha256(str(self.admin_token).encode()).hexdigest() if self.admin_token else None
        kind, _, number = role.partition(":")
        if kind != "seat" or not number.isdigit() or len(number) > 3 or int(number) >= g.seats:
            return None
        return g.token_hashes[int(number)]

    def stream_ticket(self, game_id: UUID, token: str | None, tickets: Tickets) -> tuple[str, int]:
        """A ticket for the viewer ``token`` stands for (401 for an unknown token)."""
        g = self.load(game_id)
        v = self.viewer(g, token)
        role = "admin" if v.admin else "spectator" if v.seat is None else f"seat:{v.seat}"
        binding = self._ticket_binding(g, role)
        if binding is None:
            raise ServiceError("unauthorized", "the token is not valid for this game")
        return tickets.issue(g.id, role, binding), tickets.ttl

    def ticket_viewer(self, g: Game, ticket: str, tickets: Tickets) -> Viewer:
        """The viewer a stream ticket stands for (401 when it is not valid for ``g``)."""
        role = tickets.verify(ticket, g.id, lambda r: self._ticket_binding(g, r))
        if role == "admin":
            return Viewer(omniscient=True, admin=True)
        if role == "spectator":
            return Viewer(omniscient=g.finished)
        return Viewer(seat=int(role.partition(":")[2]), omniscient=g.finished)

    def position(self) -> int:
        """The notification id of the latest recorded event (0 when empty)."""
        return self.recorder.max_notification_id() or 0

    def _save(self, g: Game) -> int:
        """Record the game's new events; returns the last one's notification id.
        A concurrent writer that got there first makes this a version conflict."""
        try:
            recordings = self.save(g)
        except IntegrityError:
            raise ServiceError(
                "version-conflict",
                "another request changed the game first; reload and retry",
                current_version=self._current_version(g.id),
            ) from None
        listener = self.bot_listener
        if listener is not None and self.waiting_bot(g) is not None:
            listener(g.id)
        return recordings[-1].notification.id if recordings else self.position()

    def _current_version(self, game_id: UUID) -> int:
        return self.current_version(game_id)

    def current_version(self, game_id: UUID) -> int:
        """The game's latest stored version (0: no such game): one indexed query, the
        event itself is not decoded. The read path's version check (``service.readcache``)."""
        last = self.recorder.select_events(game_id, desc=True, limit=1)
        return last[0].originator_version if last else 0

    # ---- commands ----

    @stamped
    def create_game(
        self,
        game: str,
        seats: int,
        options: dict[str, Any] | None = None,
        bots: dict[int, str] | None = None,
        seed: int | None = None,
        *,
        play_bots: bool = True,
        fallback_bot: str | None = None,
        clock: dict[str, int | None] | None = None,
    ) -> tuple[Game, int]:
        """Create a game (bots take their first decisions unless ``play_bots`` is false);
        returns it and its position."""
        types = game_types()
        t = types.get(game)
        if t is None:
            raise ServiceError("invalid-request", f"unknown game type {game!r}", known=sorted(types))
        if not t.min_seats <= seats <= t.max_seats:
            raise ServiceError(
                "invalid-request", f"{game} is played by {t.min_seats} to {t.max_seats} seats, not {seats}"
            )
        bot_list: list[str | None] = [None] * seats
        for seat, kind in (bots or {}).items():
            if not 0 <= seat < seats:
                raise ServiceError("invalid-request", f"bot seat {seat} is not a seat of this game")
            bot_list[seat] = bot_kind(kind)
        if seed is None:
            seed = secrets.randbits(64)
        try:
            g = Game.create(game, seats, options or {}, bot_list, seed, uuid4())
        except RuleError as err:
            raise _rule_error(err) from None
        if fallback_bot is not None or clock is not None:
            self.configure_seats(g, fallback_bot, clock)
        if play_bots:
            self._play_bots(g)
        return g, self._save(g)

    @stamped
    def advance_bots(self, game_id: UUID, limit: int) -> tuple[Game, int]:
        """Let bot seats take up to ``limit`` decisions; returns the game and how many
        they took (0: a human must decide, the game is over, or the engine stalls)."""
        g = self.load(game_id)
        n = self._play_bots(g, limit)
        if n:
            self._save(g)
        return g, n

    @retried
    @stamped
    def claim_seat(self, game_id: UUID, seat: int, player: str) -> tuple[Game, str, int]:
        """Claim a seat: returns the game, the seat's token (shown once) and the position."""
        g = self.load(game_id)
        if not 0 <= seat < g.seats:
            raise ServiceError("not-found", f"game {game_id} has no seat {seat}")
        self._not_over(g)
        if g.bots[seat] is not None:
            raise ServiceError("seat-taken", f"seat {seat} is played by the {g.bots[seat]} bot")
        if g.players[seat] is not None:
            raise ServiceError("seat-taken", f"seat {seat} is already taken")
        token = secrets.token_urlsafe(32)
        g.claim_seat(seat, player, token)
        return g, token, self._save(g)

    @stamped
    def act(
        self,
        game_id: UUID,
        token: str | None,
        action: Any,
        expected_version: int,
        idempotency_key: str | None = None,
        seat: int | None = None,
    ) -> ActionOut:
        """Apply one action for the token's seat; bots then answer. Returns the new
        version, the action's, its effects as the actor may see them, how many bot
        actions followed and the write's position. A repeated Idempotency-Key returns the first response
        and records nothing."""
        if token is None:
            raise ServiceError("unauthorized", "acting for a seat needs its bearer token")
        cached = self._cached_copy(game_id)
        if cached is not None:
            # Optimistically act on the cached game without asking the store first: if
            # another process changed the game, the cache is behind, and either a check
            # fails or the store's version check refuses the write. Any refusal is then
            # decided again on the game as the store has it.
            try:
                return self._act(cached, token, action, expected_version, idempotency_key, seat)
            except ServiceError:
                pass
        return self._act(self.load(game_id), token, action, expected_version, idempotency_key, seat)

    def _cached_copy(self, game_id: UUID) -> Game | None:
        """A copy of the cached game (possibly behind the store), or None if not cached."""
        cached = self._cached(game_id)
        CACHE_LOOKUPS.labels(result="miss" if cached is None else "hit").inc()
        return None if cached is None else copy.deepcopy(cached)

    def _act(
        self,
        g: Game,
        token: str,
        action: Any,
        expected_version: int,
        idempotency_key: str | None,
        seat: int | None,
    ) -> ActionOut:
        game_id = g.id
        viewer = self.viewer(g, token)
        if viewer.seat is None:
            raise ServiceError("forbidden", "only a seat's own token may act for it")
        if seat is not None and seat != viewer.seat:
            raise ServiceError("forbidden", f"this token acts for seat {viewer.seat}, not seat {seat}")
        action_json = canonical_json(action)
        fingerprint = hashlib.sha256(canonical_json([viewer.seat, action_json, expected_version]).encode()).hexdigest()
        if idempotency_key is not None and idempotency_key in g.idempotency:
            return self._replay_response(g, idempotency_key, fingerprint, viewer)
        if g.finished:
            raise ServiceError("game-over", "the game has ended")
        if expected_version != g.version:
            raise ServiceError(
                "version-conflict",
                f"expected version {expected_version}, but the game is at version {g.version}",
                current_version=g.version,
            )
        self.check_may_act(g, viewer.seat)
        try:
            effects = g.play(viewer.seat, action_json, idempotency_key=idempotency_key, request_hash=fingerprint)
        except RuleError as err:
            raise _rule_error(err) from None
        action_version = expected_version + 1
        n_bots = self._play_bots(g)
        try:
            position = self._save(g)
        except ServiceError:
            if idempotency_key is not None:
                # A concurrent retry of the same request may have won the race.
                fresh = self.load(game_id)
                if idempotency_key in fresh.idempotency:
                    return self._replay_response(fresh, idempotency_key, fingerprint, viewer)
            raise
        return ActionOut(
            version=g.version,
            action_version=action_version,
            effects=redact_effects(effects, viewer),
            bot_actions=n_bots,
            position=position,
        )

    def _play_bots(self, g: Game, limit: int = MAX_BOT_ACTIONS) -> int:
        """Let bot seats take their decisions until a human must decide or the game ends.
        A bot without a legal action (an engine whose rules stop there) waits."""
        n = 0
        while not g.finished and n < limit:
            pending = g.engine.pending()
            if pending is None:
                break
            bot_seats = [s for s in pending.seats if g.bots[s] is not None]
            if not bot_seats:
                break
            seat = bot_seats[0]
            if self.bot_listener is not None and thinks_long(g.bots[seat]):
                break  # the bot worker decides it, off the request path (service.botworker)
            choice = g.engine.bot_action(seat, str(g.bots[seat]), _bot_seed(g.seed, g.version))
            if choice is None:
                log.warning("game %s: bot seat %s has no legal action for %r", g.id, seat, pending.kind)
                break
            g.play(seat, choice, bot=True)
            n += 1
        return n

    # ---- the bot worker's commands (service.botworker) ----

    @staticmethod
    def waiting_bot(g: Game) -> int | None:
        """The bot seat whose decision the game waits for (the first, when several decide
        at once), or None: a human decides, or the game is over."""
        if g.finished:
            return None
        pending = g.engine.pending()
        if pending is None:
            return None
        return next((s for s in pending.seats if g.bots[s] is not None), None)

    def play_bot_turn(self, game_id: UUID) -> str:
        """Take one waiting bot decision, as the bot worker does: load the game (a private
        copy; no transaction or lock is held afterwards), let the bot think from its seat's
        view, then record its action (and the cheap bots' answers) through the same path
        as any action, expecting the version it thought from. Returns ``"played"``,
        ``"conflict"`` (the game changed meanwhile: nothing recorded; decide again from the
        new state), ``"idle"`` (no bot decides) or ``"stuck"`` (the bot has no legal action)."""
        g = self.load(game_id)
        seat = self.waiting_bot(g)
        if seat is None:
            return "idle"
        choice = g.engine.bot_action(seat, str(g.bots[seat]), _bot_seed(g.seed, g.version))
        if choice is None:
            log.warning("game %s: bot seat %s has no legal action", g.id, seat)
            return "stuck"
        return self._commit_bot_turn(g, seat, choice)

    @stamped
    def _commit_bot_turn(self, g: Game, seat: int, choice: str) -> str:
        # Stamped when it is recorded, not when the thinking started.
        g.play(seat, choice, bot=True)
        self._play_bots(g)
        try:
            self._save(g)  # the store's version check: expected version = the one thought from
        except ServiceError as err:
            if err.code == "version-conflict":
                return "conflict"
            raise
        return "played"

    def _replay_response(self, g: Game, key: str, fingerprint: str, viewer: Viewer) -> ActionOut:
        first_version, request_hash, *bot_versions = g.idempotency[key]
        if request_hash != fingerprint:
            raise ServiceError(
                "idempotency-key-reused", "this Idempotency-Key was already used for a different request"
            )
        events = list(self.events.get(g.id, gt=first_version - 1, lte=first_version))
        effects = decode_json(events[0].effects) if events and isinstance(events[0], Game.ActionApplied) else []
        last = max([first_version, *bot_versions])
        following = list(self.events.get(g.id, gt=last, lte=last + 1))
        if following and isinstance(following[0], Game.GameFinished):
            last += 1
        return ActionOut(
            version=last,
            action_version=first_version,
            effects=redact_effects(effects, viewer),
            bot_actions=len(bot_versions),
            position=self.position(),
            replayed=True,
        )

    # ---- reads ----

    def state(self, game_id: UUID, token: str | None, version: int | None = None) -> StateOut:
        """The game as the caller may see it; with ``version``, as it was then.

        A past state is redacted like the event history: the viewer is who the token
        stands for *now* and what it may see is decided *now* (a seat sees its own past
        secrets, nobody else's; a spectator sees no secret until the game has finished,
        then all; the admin all), applied to the engine as it was at ``version``. The
        engine's view of that past state shows only what was visible then, so a secret
        revealed later stays hidden in the past of an unfinished game."""
        g = self.load(game_id)
        v = self.viewer(g, token)
        if version is None or version == g.version:
            return self._state_body(g, v, g.version)
        if not 1 <= version <= g.version:
            raise ServiceError(
                "invalid-request",
                f"version {version} is not a version of this game (1 to {g.version})",
                latest_version=g.version,
            )
        return self._state_body(self.load_version(game_id, version), v, g.version)

    @staticmethod
    def _prompt(g: Game, seat: int | None) -> str | None:
        """The seat's prompt when its decision is pending, else None."""
        if seat is None:
            return None
        pending = g.engine.pending()
        if pending is None or seat not in pending.seats:
            return None
        return g.engine.prompt(seat)

    def state_body(self, g: Game, v: Viewer, *, raw_view: bool = False) -> StateOut:
        """The current state of ``g`` as ``v`` may see it (``service.readcache`` encodes it).
        With ``raw_view`` the ``view`` member is the engine's JSON text itself
        (``msgspec.Raw``), for a caller that only encodes the answer: the view is then
        neither decoded nor encoded again."""
        return self._state_body(g, v, g.version, raw_view=raw_view)

    def _state_body(self, g: Game, v: Viewer, latest: int, *, raw_view: bool = False) -> StateOut:
        engine = g.engine
        pending = engine.pending()
        seats = self.seat_state(g)
        return StateOut(
            id=str(g.id),
            game=g.game,
            version=g.version,
            seats=g.seats,
            pending=None if pending is None else PendingOut(seat=pending.seats[0], seats=list(pending.seats), kind=pending.kind),
            outcome=engine.outcome(),
            progress=engine.progress(),
            scores=engine.scores(),
            players=g.players,
            bots=g.bots,
            open_seats=g.open_seats(),
            finished=g.finished,
            seed_commitment=g.commitment,
            seed=g.seed if v.omniscient else None,
            state_hash=engine.state_hash() if v.omniscient else None,
            view=engine.view_raw(v.seat, v.omniscient) if raw_view else engine.view(v.seat, v.omniscient),
            viewer=ViewerOut(seat=v.seat, omniscient=v.omniscient),
            prompt=self._prompt(g, v.seat),
            latest_version=latest,
            fallback_bot=seats.fallback_bot,
            resigned=seats.resigned,
            timeouts=seats.timeouts,
            abandoned=seats.abandoned,
            clock=seats.clock,
            deadlines=seats.deadlines,
        )

    def legal_actions(self, game_id: UUID, token: str | None) -> LegalActionsOut:
        """The legal actions of the token's seat for its pending decision, with their
        words and board targets (``choices``, same order) and the seat's prompt."""
        if token is None:
            raise ServiceError("unauthorized", "legal actions are listed for a seat: send its token")
        g = self.load(game_id)
        return self.legal_actions_body(g, self.viewer(g, token))

    def legal_actions_body(self, g: Game, v: Viewer) -> LegalActionsOut:
        """``legal_actions`` of ``g`` for the viewer ``v`` (403 unless it is a seat)."""
        if v.seat is None:
            raise ServiceError("forbidden", "legal actions are listed for a seat's own token")
        labeled = g.engine.legal_actions_labeled(v.seat)
        return LegalActionsOut(
            version=g.version,
            seat=v.seat,
            actions=[c["action"] for c in labeled],
            choices=[
                ChoiceOut(
                    index=i,
                    action=c["action"],
                    label=c["label"],
                    targets=[TargetOut(kind=t["kind"], id=t["id"]) for t in c["targets"]],
                )
                for i, c in enumerate(labeled)
            ],
            prompt=self._prompt(g, v.seat),
        )

    def event_records(self, game_id: UUID, token: str | None, after: int = 0, limit: int = 1000) -> list[EventOut]:
        """The history after version ``after``, redacted for the caller."""
        g = self.load(game_id)
        return self.events_for(g, self.viewer(g, token), after, limit)

    def events_for(self, g: Game, viewer: Viewer, after: int, limit: int = 1000) -> list[EventOut]:
        """Stored events of ``g`` after ``after`` as ``viewer`` may see them. Events newer
        than ``g`` are included; a finish among them reveals what it reveals."""
        events = list(self.events.get(g.id, gt=after, limit=limit))
        reveal = g.finished or any(isinstance(e, (Game.GameFinished, Game.GameAbandoned)) for e in events)
        if reveal and not viewer.omniscient:
            viewer = Viewer(seat=viewer.seat, omniscient=True, admin=viewer.admin)
        return [event_record(ev, viewer, reveal) for ev in events]

    def history(self, game_id: UUID) -> list[HistoryRecord]:
        """The full, unredacted history (operator use: export and audit). Read straight
        from the store, so a history too damaged to rebuild the game can still be audited."""
        records = []
        for stored in self.recorder.select_events(game_id):
            try:
                rec = export_record(self.mapper.to_domain_event(stored))
            except Exception as err:  # noqa: BLE001 - a damaged event is the audit's finding
                records.append(HistoryRecord(
                    id=str(game_id), version=stored.originator_version, type="undecodable",
                    topic=stored.topic, error=str(err)[:300],
                ))
                continue
            # Outside the guard: a member HistoryRecord lacks is a bug, not a damaged event.
            records.append(HistoryRecord(**rec))
        if not records:
            raise ServiceError("not-found", f"no game {game_id}")
        return records

    def audit(self, game_id: UUID, token: str | None) -> AuditOut:
        """Replay and verify. Before the game ends the seed is secret, so only the admin
        may audit an unfinished game (anyone else gets 403 ``forbidden``)."""
        records = [r.to_dict() for r in self.history(game_id)]
        finished = any(r["type"] in ("GameFinished", "GameAbandoned") for r in records)
        if token is not None and not self.is_admin(token):
            # An unknown token is 401 here as on every endpoint; a seat's own token is
            # known, but only the admin may audit an unfinished game (403 below).
            try:
                known = self.load(game_id).seat_of_token(token) is not None
            except ServiceError:  # a history too damaged to rebuild: its claims decide
                known = token_hash(token) in {r.get("token_hash") for r in records if r["type"] == "SeatClaimed"}
            if not known:
                raise ServiceError("unauthorized", "the token is not valid for this game")
        if not finished and not self.is_admin(token):
            raise ServiceError(
                "forbidden",
                "the seed stays secret until the game ends: only the admin may audit an unfinished game",
                finished=False,
            )
        return msgspec.convert(audit_records(records), AuditOut)
