"""The game aggregate: the event-sourced record of one game of any registered type.

Events (all payloads primitive JSON types; actions and effects as canonical JSON text):

* ``GameCreated``: game type, seat count, options, bot seats, the seed commitment
  ``sha256(seed || game id)``, the seed itself (kept in the store, never served before the
  game ends), and the public progress and pending decision of the new game.
* ``SeatClaimed``: seat, player id, the SHA-256 of the seat's token (never the token).
* ``ActionApplied``: seat, action, the engine's effect records (data, visibility, words),
  the state hash after it, and what read models need so that projections never run an
  engine: ``progress``, ``scores`` and ``pending`` after the action. Plus request
  bookkeeping: the idempotency key and request fingerprint, the bot flag, secrecy.
* ``GameFinished``: the outcome and the revealed seed.
* ``ActionsUndone``: ``seat`` took back its decisions after ``to_version`` (up to
  ``from_version``, the version before the undo): the game is as it was at ``to_version``
  (same state hash, recorded with its progress, scores and pending decision); the
  ``versions`` of the actions taken back stay in the history, marked undone by this event.
  ``UndoDisabled``: the game was created with ``"undo": false`` (recorded right after
  creation, only then). See ``service.domain.undo``.
* ``PlayerSeated``: the seat just claimed (``SeatClaimed``, in the same write) is held by
  a registered player (``player_id``: ``service.domain.players``); a seat claimed without
  it is a guest's. ``SamePlayerAllowed``: one player may hold several seats (recorded
  right after creation, only when asked for).

Applying an event never fails on a consistent history: ``ActionApplied`` re-runs the
action in the engine on replay (deterministic), and is skipped when the command has just
applied it live. Snapshots (``GameSnapshot``) carry the engine's own snapshot text.
"""

from __future__ import annotations

import functools
import hashlib
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate, Snapshot

from service.domain import i18n, seatclock
from service.domain.undo import Line
from service.domain.clock import iso, micros, now
from service.domain.engine import Engine, canonical_json


def seed_hex(seed: int) -> str:
    """The seed as the 16 lowercase hex digits used in events and commitments."""
    return f"{seed:016x}"


def seed_commitment(seed: int | str, game_id: UUID | str) -> str:
    """sha256(seed || game id): the seed as 16 lowercase hex digits, then the UUID text."""
    text = seed if isinstance(seed, str) else seed_hex(seed)
    return hashlib.sha256(f"{text}{game_id}".encode()).hexdigest()


@functools.lru_cache(maxsize=4096)
def token_hash(token: str) -> str:
    """The stored form of a seat token (remembered for the tokens seen last: a request
    compares its token with its game's seats several times)."""
    return hashlib.sha256(token.encode()).hexdigest()


class GameSnapshot(Snapshot):
    """A snapshot holding the engine's own snapshot text instead of the engine object."""

    @classmethod
    def take(cls, aggregate: Any) -> GameSnapshot:  # type: ignore[override]
        snap = super().take(aggregate)
        state = dict(snap.state)
        engine = state.pop("_engine")
        state.pop("_live", None)
        state.pop("_live_commit", None)
        state.pop("_restored", None)
        state["engine_snapshot"] = engine.snapshot()
        line = state.pop("_line", None)
        if line is not None:
            state["undo_line"] = line.to_state()
        return cls(
            originator_id=snap.originator_id,
            originator_version=snap.originator_version,
            timestamp=snap.timestamp,
            topic=snap.topic,
            state=state,
        )

    def mutate(self, _: None) -> Any:
        state = dict(self.state)
        engine_snapshot = state.pop("engine_snapshot")
        line = state.pop("undo_line", None)
        restored: Any = Snapshot(
            originator_id=self.originator_id,
            originator_version=self.originator_version,
            timestamp=self.timestamp,
            topic=self.topic,
            state=state,
        ).mutate(None)
        restored._engine = Engine.restore(restored.game, engine_snapshot)
        restored._live = False
        if line is not None:
            restored._line = Line.from_state(line, lambda text: Engine.restore(restored.game, text))
        else:  # a snapshot from before undo existed: nothing before it can be taken back
            restored._line = Line.start(restored.version, restored._engine, i18n.msg("svc-undo-why-restored"))
        return restored


class Game(Aggregate):
    """One game of any registered type, with its engine rebuilt from the events."""

    Snapshot = GameSnapshot

    # Seat rules and seat history (``GameConfigured`` and the seat events below). Class
    # defaults, so that games (and snapshots) without these events read the same; the
    # events replace these values, never change them in place (see ``__deepcopy__``).
    #: The bot that plays a resigned or timed-out seat's decisions.
    fallback_bot = "greedy"
    #: The clock (``seatclock``): per-decision and per-seat limits in seconds, or None.
    turn_seconds = None
    game_seconds = None
    #: Once the clock runs: per seat, when its pending decision started (µs), and the
    #: time it has used (µs).
    clock_since = None
    clock_used = None
    #: Seats that resigned (played by their fallback bot since), in order.
    resigned = ()
    #: Per seat, how many of its decisions timed out (None: none yet).
    timeouts = None
    abandoned = False
    #: Per seat, the registered player holding it (``PlayerSeated``), or None (None: no
    #: seat is held by a registered player yet).
    player_ids = None
    #: Whether one player may hold several seats (``SamePlayerAllowed``).
    allow_same_player = False
    #: Whether seats may take back their decisions (``UndoDisabled`` turns it off).
    undo_allowed = True
    #: How many versions undos have skipped (the versions they took back and their own
    #: events), so that ``line_version`` is the version the game would have without them;
    #: ``undo_marks``: each undo's (version, offset from then on), oldest first.
    undo_offset = 0
    undo_marks: tuple[tuple[int, int], ...] = ()

    def trigger_event(self, event_class: Any, **kwargs: Any) -> None:
        """Every event is stamped with ``service.domain.clock.now()`` (the command's clock)."""
        if kwargs.get("timestamp") is None:
            kwargs["timestamp"] = now()
        super().trigger_event(event_class, **kwargs)

    class GameCreated(Aggregate.Created):
        game: str
        seats: int
        options: dict[str, Any]
        bots: list[str | None]
        commitment: str
        seed: str
        progress: dict[str, Any]
        pending: dict[str, Any] | None

    def __init__(
        self,
        game: str,
        seats: int,
        options: dict[str, Any],
        bots: list[str | None],
        commitment: str,
        seed: str,
        progress: dict[str, Any],
        pending: dict[str, Any] | None,
    ) -> None:
        self.game = game
        self.seats = seats
        self.options = options
        self.bots = bots
        self.commitment = commitment
        self.seed = seed
        self.players: list[str | None] = [None] * seats
        self.token_hashes: list[str | None] = [None] * seats
        #: Idempotency-Key -> [version of the request's action, request fingerprint,
        #: versions of the bot actions played in answer to it...]
        self.idempotency: dict[str, list[Any]] = {}
        self.finished = False
        self.last_human_key: str | None = None
        #: The latest event's ``chain_hash`` (``service.domain.chain``), kept by ``Games._record``.
        self.chain_head: str | None = None
        self._engine = Engine.create(game, seats, options, int(seed, 16))
        self._live = False
        self._live_commit = False
        self._line = Line.start(1, self._engine, i18n.msg("svc-undo-why-begun"))

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        """The copy eventsourcing makes of a cached game for each command, without a
        generic deep copy: the engine is cloned in Rust, the containers that events change
        are copied one level (``idempotency`` entries are replaced, never changed in place),
        and the rest (strings, numbers, frozen events, ``options``) is never mutated."""
        new = object.__new__(type(self))
        state = self.__dict__.copy()
        state["_engine"] = self._engine.clone()
        state["_pending_events"] = list(self._pending_events)
        state["players"] = list(self.players)
        state["token_hashes"] = list(self.token_hashes)
        state["bots"] = list(self.bots)
        state["idempotency"] = self.idempotency.copy()
        if self.player_ids is not None:
            state["player_ids"] = list(self.player_ids)
        new.__dict__.update(state)
        memo[id(self)] = new
        return new

    # ---- queries ----

    @property
    def engine(self) -> Engine:
        return self._engine

    @property
    def undo_line(self) -> Line:
        return self._line

    @property
    def line_version(self) -> int:
        """The version this game would have if nothing had been taken back (the bots' seed
        uses it: a decision taken back and made again meets the same bot answers)."""
        return self.version - self.undo_offset

    def seat_name(self, seat: int) -> str:
        """A seat in words: its player's name, its bot, or its number."""
        player = self.players[seat]
        if player is not None:
            return player.removeprefix("guest:")
        if self.bots[seat] is not None:
            return f"the {self.bots[seat]} bot (seat {seat})"
        return f"seat {seat}"

    def seat_who(self, seat: int) -> str | dict[str, Any]:
        """A seat as a message's argument (the reasons of undo): its player's name, its bot, or
        its number."""
        player = self.players[seat]
        if player is not None:
            return player.removeprefix("guest:")
        if self.bots[seat] is not None:
            return {"msg": i18n.msg("svc-undo-who-bot", bot={"msg": i18n.bot_msg(self.bots[seat])}, seat=seat)}
        return {"msg": i18n.msg("svc-undo-who-seat", seat=seat)}

    def seat_whos(self) -> list[str | dict[str, Any]]:
        return [self.seat_who(s) for s in range(self.seats)]

    def seat_of_token(self, token: str) -> int | None:
        """The seat whose stored token hash matches ``token``."""
        h = token_hash(token)
        for seat, th in enumerate(self.token_hashes):
            if th is not None and th == h:
                return seat
        return None

    def seats_of_player(self, player_id: str) -> list[int]:
        """The seats the registered player holds in this game."""
        if self.player_ids is None:
            return []
        return [s for s, p in enumerate(self.player_ids) if p == player_id]

    def open_seats(self) -> list[int]:
        """Seats neither claimed by a player nor played by a bot (none once abandoned)."""
        if self.abandoned:
            return []
        return [s for s in range(self.seats) if self.players[s] is None and self.bots[s] is None]

    # ---- commands ----

    @classmethod
    def create(
        cls,
        game: str,
        seats: int,
        options: dict[str, Any],
        bots: list[str | None],
        seed: int,
        game_id: UUID,
    ) -> Game:
        """A new game; raises ``RuleError`` when the engine refuses the setup."""
        probe = Engine.create(game, seats, options, seed)
        return cls._create(
            cls.GameCreated,
            id=game_id,
            game=game,
            seats=seats,
            options=options,
            bots=bots,
            commitment=seed_commitment(seed, game_id),
            seed=seed_hex(seed),
            progress=probe.progress(),
            pending=probe.pending_json(),
            timestamp=now(),
        )

    class SeatClaimed(Aggregate.Event):
        seat: int
        player: str
        token_hash: str

        def apply(self, game: Game) -> None:
            game.players[self.seat] = self.player
            game.token_hashes[self.seat] = self.token_hash
            if game._line.entries:
                game._settle(self, i18n.msg("svc-undo-why-claimed", seat=self.seat, version=self.originator_version))
            game._start_clock_if_full(self)

    def claim_seat(self, seat: int, player: str, token: str) -> None:
        """Record the seat's player and the hash of its (random) token."""
        self.trigger_event(self.SeatClaimed, seat=seat, player=player, token_hash=token_hash(token))

    class PlayerSeated(Aggregate.Event):
        """The seat claimed by the ``SeatClaimed`` before it (same write) is held by the
        registered player ``player_id`` (``service.domain.players``): its statistics and
        rating count the game. A seat claimed without this event is a guest's."""

        seat: int
        player_id: str

        def apply(self, game: Game) -> None:
            ids = list(game.player_ids or [None] * game.seats)
            ids[self.seat] = self.player_id
            game.player_ids = ids

    def seat_player(self, seat: int, player_id: str) -> None:
        self.trigger_event(self.PlayerSeated, seat=seat, player_id=player_id)

    class SamePlayerAllowed(Aggregate.Event):
        """One registered player may hold several seats of this game (which then counts
        in no statistics and no rating). Recorded right after creation, only when asked."""

        def apply(self, game: Game) -> None:
            game.allow_same_player = True

    def allow_one_player_several_seats(self) -> None:
        self.trigger_event(self.SamePlayerAllowed)

    class ActionApplied(Aggregate.Event):
        """One action. ``effects``: canonical JSON of the effect records, in the stored format
        of ``service.domain.engine.STORED_FORMAT``: format 1 events hold each effect's
        English ``text``, format 2 events its message (``msg``). A reader tells the formats
        apart by the records' members (``docs/i18n/stored-format.md``); nothing is
        rewritten, so the hash chain covers every event as it was written. (No
        ``class_version``: eventsourcing keeps it outside the recorded state, where the
        chain cannot cover it.)"""

        seat: int
        action: str
        effects: str
        state_hash: str
        progress: dict[str, Any]
        scores: list[int]
        pending: dict[str, Any] | None
        bot: bool
        secret: bool
        idempotency_key: str | None
        request_hash: str | None

        def apply(self, game: Game) -> None:
            if game._live:
                game._live = False
                commit = game._live_commit
            else:
                commit = game._engine.apply_replay(self.seat, self.action)
            game._line = game._line.after_action(self.originator_version, self.seat, self.bot, self.action, commit,
                                                 game._engine, game.seat_who(self.seat))
            if game.clock_since is not None:
                game._clock_action(self)
            if self.idempotency_key is not None:
                game.idempotency[self.idempotency_key] = [self.originator_version, self.request_hash]
                game.last_human_key = self.idempotency_key
            elif not self.bot:
                game.last_human_key = None
            if self.bot and game.last_human_key is not None:
                # Bot moves played in answer to a request belong to its response. The
                # entry is replaced, never changed in place (see ``__deepcopy__``).
                key = game.last_human_key
                game.idempotency[key] = [*game.idempotency[key], self.originator_version]

    def play(
        self,
        seat: int,
        action: Any,
        *,
        bot: bool = False,
        idempotency_key: str | None = None,
        request_hash: str | None = None,
    ) -> list[dict[str, Any]]:
        """Apply one action for ``seat``; raises ``core_rs.RuleError`` and changes nothing
        when the rules refuse it. Returns the effect records."""
        action_json = action if isinstance(action, str) else canonical_json(action)
        applied = self._engine.apply_recorded(seat, action_json)
        self._live = True
        self._live_commit = applied.commit
        self.trigger_event(
            self.ActionApplied,
            seat=seat,
            action=action_json,
            effects=canonical_json(applied.effects),
            state_hash=applied.state_hash,
            progress=applied.progress,
            scores=applied.scores,
            pending=None if applied.pending is None else applied.pending.to_json(),
            bot=bot,
            secret=applied.secret,
            idempotency_key=idempotency_key,
            request_hash=request_hash,
        )
        if applied.pending is None and not self.finished:
            self.trigger_event(self.GameFinished, outcome=self._engine.outcome() or {}, seed=self.seed)
        return applied.effects

    class GameFinished(Aggregate.Event):
        outcome: dict[str, Any]
        seed: str

        def apply(self, game: Game) -> None:
            game.finished = True
            game._settle(self, i18n.msg("svc-undo-ended"))

    # ---- undo (service.domain.undo) ----

    def _settle(self, event: Any, reason: dict[str, Any]) -> None:
        """Nothing before ``event`` can be taken back any more."""
        self._line = Line.start(event.originator_version, self._engine, reason)

    class UndoDisabled(Aggregate.Event):
        """The game was created with ``"undo": false``: no seat may take back a decision."""

        def apply(self, game: Game) -> None:
            game.undo_allowed = False

    def disable_undo(self) -> None:
        self.trigger_event(self.UndoDisabled)

    class ActionsUndone(Aggregate.Event):
        """``seat`` took back its ``decisions`` after ``to_version``: the actions at
        ``versions`` (its own, and the bots' answers to them) no longer stand, and the game
        is as it was at ``to_version`` (``state_hash``, ``progress``, ``scores``,
        ``pending``). ``from_version``: the game's version before the undo; ``msg``: the
        undo in words, as a message (``svc-undo-taken-back``: "Alice took back 3 decisions").
        Events of the first stored format hold ``text`` instead, those words in English
        (kept as written: ``service.domain.i18n.undo_text`` reads either)."""

        seat: int
        from_version: int
        to_version: int
        versions: list[int]
        decisions: int
        msg: dict[str, Any]
        state_hash: str
        progress: dict[str, Any]
        scores: list[int]
        pending: dict[str, Any] | None

        def apply(self, game: Game) -> None:
            restored = game.__dict__.pop("_restored", None)
            game._engine = restored if restored is not None else game._line.restored(self.to_version)
            game._line = game._line.after_undo(self.to_version, self.from_version)
            # The line version goes back to the one at ``to_version``.
            offset_then = next((o for v, o in reversed(game.undo_marks) if v <= self.to_version), 0)
            game.undo_offset = self.originator_version - (self.to_version - offset_then)
            game.undo_marks = (*game.undo_marks, (self.originator_version, game.undo_offset))
            game.last_human_key = None
            if game.clock_since is not None:
                assert game.clock_used is not None
                pending = self.pending["seats"] if self.pending else []
                game.clock_since, game.clock_used = seatclock.after_undo(
                    game.clock_since, game.clock_used, pending, micros(self.timestamp)
                )

    def undo(self, seat: int, to_version: int, versions: list[int], decisions: int) -> None:
        """Record that ``seat`` takes back the actions at ``versions`` (the line has judged
        it allowed: ``Line.judge``)."""
        restored = self._line.restored(to_version)
        pending = restored.pending()
        self._restored = restored
        self.trigger_event(
            self.ActionsUndone,
            seat=seat,
            from_version=self.version,
            to_version=to_version,
            versions=versions,
            decisions=decisions,
            msg=i18n.msg("svc-undo-taken-back", who=self.seat_name(seat), decisions=decisions),
            state_hash=restored.state_hash(),
            progress=restored.progress(),
            scores=restored.scores(),
            pending=None if pending is None else pending.to_json(),
        )

    # ---- seats that come and go (resign, time limits, replace, rotate, revoke, abandon) ----

    def deadlines(self) -> dict[int, int]:
        """Each pending human seat's deadline, in microseconds since the epoch (``seatclock``)."""
        if self.finished:
            return {}
        return seatclock.deadlines(self.turn_seconds, self.game_seconds, self.clock_since, self.clock_used, self.bots)

    def _start_clock_if_full(self, event: Any) -> None:
        """Start the clock when it is configured and the last open seat has been filled."""
        if self.clock_since is not None or (self.turn_seconds is None and self.game_seconds is None):
            return
        if self.finished or self.open_seats():
            return
        pending = self._engine.pending()
        self.clock_since, self.clock_used = seatclock.start(
            self.seats, pending.seats if pending is not None else [], micros(event.timestamp)
        )

    def _clock_action(self, event: Any) -> None:
        pending = event.pending["seats"] if event.pending else []
        assert self.clock_since is not None and self.clock_used is not None
        self.clock_since, self.clock_used = seatclock.after_action(
            self.clock_since, self.clock_used, event.seat, pending, micros(event.timestamp)
        )

    class GameConfigured(Aggregate.Event):
        """The seat rules chosen at creation (version 2, only when any was given): the
        fallback bot and the clock."""

        fallback_bot: str
        turn_seconds: int | None
        game_seconds: int | None

        def apply(self, game: Game) -> None:
            game.fallback_bot = self.fallback_bot
            game.turn_seconds = self.turn_seconds
            game.game_seconds = self.game_seconds
            game._start_clock_if_full(self)

    def configure(self, fallback_bot: str, turn_seconds: int | None, game_seconds: int | None) -> None:
        self.trigger_event(
            self.GameConfigured, fallback_bot=fallback_bot, turn_seconds=turn_seconds, game_seconds=game_seconds
        )

    class SeatResigned(Aggregate.Event):
        """The seat's own token resigned; its fallback ``bot`` plays it from now on."""

        seat: int
        bot: str

        def apply(self, game: Game) -> None:
            bots = list(game.bots)
            bots[self.seat] = self.bot
            game.bots = bots
            game.resigned = [*game.resigned, self.seat]
            game.last_human_key = None
            game._settle(self, i18n.msg("svc-undo-why-resigned", who=game.seat_who(self.seat), version=self.originator_version))

    def resign(self, seat: int) -> None:
        self.trigger_event(self.SeatResigned, seat=seat, bot=self.fallback_bot)

    class TimedOut(Aggregate.Event):
        """The seat missed ``deadline`` (ISO 8601): the next event is its decision, played
        by the fallback ``bot`` (an ``ActionApplied`` with ``bot: true``)."""

        seat: int
        deadline: str
        bot: str

        def apply(self, game: Game) -> None:
            timeouts = list(game.timeouts or [0] * game.seats)
            timeouts[self.seat] += 1
            game.timeouts = timeouts
            game.last_human_key = None
            game._settle(self, i18n.msg("svc-undo-why-timed-out", who=game.seat_who(self.seat), version=self.originator_version))

    def time_out(self, seat: int, deadline: int, choice: Any) -> None:
        """Record that ``seat`` missed ``deadline`` (µs) and play ``choice`` (the fallback
        bot's action) for it."""
        self.trigger_event(self.TimedOut, seat=seat, deadline=iso(deadline), bot=self.fallback_bot)
        self.play(seat, choice, bot=True)

    class SeatReplaced(Aggregate.Event):
        """The admin handed the seat to a new ``player`` (with a new token, whose SHA-256
        is ``token_hash``) or to a ``bot``; any earlier token is no longer valid."""

        seat: int
        player: str | None
        bot: str | None
        token_hash: str | None

        def apply(self, game: Game) -> None:
            game.players[self.seat] = self.player
            game.token_hashes[self.seat] = self.token_hash
            if game.player_ids is not None and game.player_ids[self.seat] is not None:
                ids = list(game.player_ids)
                ids[self.seat] = None  # the seat is no longer the registered player's
                game.player_ids = ids
            bots = list(game.bots)
            bots[self.seat] = self.bot
            game.bots = bots
            game.last_human_key = None
            game._settle(self, i18n.msg("svc-undo-why-handed", seat=self.seat, version=self.originator_version))
            game._start_clock_if_full(self)

    def replace_seat(self, seat: int, player: str | None, bot: str | None, token: str | None) -> None:
        self.trigger_event(
            self.SeatReplaced,
            seat=seat,
            player=player,
            bot=bot,
            token_hash=None if token is None else token_hash(token),
        )

    class SeatTokenRotated(Aggregate.Event):
        """The seat has a new token (its SHA-256 here); the old one is no longer valid.
        ``by``: ``seat`` (its own token) or ``admin``."""

        seat: int
        token_hash: str
        by: str

        def apply(self, game: Game) -> None:
            game.token_hashes[self.seat] = self.token_hash

    def rotate_token(self, seat: int, token: str, by: str) -> None:
        self.trigger_event(self.SeatTokenRotated, seat=seat, token_hash=token_hash(token), by=by)

    class SeatTokenRevoked(Aggregate.Event):
        """The admin revoked the seat's token: nobody may act for the seat until the admin
        rotates its token or replaces it (its deadlines still run)."""

        seat: int

        def apply(self, game: Game) -> None:
            game.token_hashes[self.seat] = None

    def revoke_token(self, seat: int) -> None:
        self.trigger_event(self.SeatTokenRevoked, seat=seat)

    class GameAbandoned(Aggregate.Event):
        """The game was abandoned (``by`` the ``admin``, or the ``server`` when no seat was
        claimed in time) with the ``reason`` in words: no further action; the seed is
        revealed."""

        reason: str
        by: str
        seed: str

        def apply(self, game: Game) -> None:
            game.finished = True
            game.abandoned = True
            game.last_human_key = None
            game._settle(self, i18n.msg("svc-undo-abandoned"))

    def abandon(self, reason: str, by: str) -> None:
        self.trigger_event(self.GameAbandoned, reason=reason, by=by, seed=self.seed)
