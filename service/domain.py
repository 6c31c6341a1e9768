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

Applying an event never fails on a consistent history: ``ActionApplied`` re-runs the
action in the engine on replay (deterministic), and is skipped when the command has just
applied it live. Snapshots (``GameSnapshot``) carry the engine's own snapshot text.
"""

from __future__ import annotations

import hashlib
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate, Snapshot

from .engine import Engine, canonical_json


def seed_hex(seed: int) -> str:
    """The seed as the 16 lowercase hex digits used in events and commitments."""
    return f"{seed:016x}"


def seed_commitment(seed: int | str, game_id: UUID | str) -> str:
    """sha256(seed || game id): the seed as 16 lowercase hex digits, then the UUID text."""
    text = seed if isinstance(seed, str) else seed_hex(seed)
    return hashlib.sha256(f"{text}{game_id}".encode()).hexdigest()


def token_hash(token: str) -> str:
    """The stored form of a seat token."""
    return hashlib.sha256(token.encode()).hexdigest()


class GameSnapshot(Snapshot):
    """A snapshot holding the engine's own snapshot text instead of the engine object."""

    @classmethod
    def take(cls, aggregate: Any) -> GameSnapshot:  # type: ignore[override]
        snap = super().take(aggregate)
        state = dict(snap.state)
        engine = state.pop("_engine")
        state.pop("_live", None)
        state["engine_snapshot"] = engine.snapshot()
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
        restored: Any = Snapshot(
            originator_id=self.originator_id,
            originator_version=self.originator_version,
            timestamp=self.timestamp,
            topic=self.topic,
            state=state,
        ).mutate(None)
        restored._engine = Engine.restore(restored.game, engine_snapshot)
        restored._live = False
        return restored


class Game(Aggregate):
    """One game of any registered type, with its engine rebuilt from the events."""

    Snapshot = GameSnapshot

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
        #: The latest event's ``chain_hash`` (``service.chain``), kept by ``Games._record``.
        self.chain_head: str | None = None
        self._engine = Engine.create(game, seats, options, int(seed, 16))
        self._live = False

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
        new.__dict__.update(state)
        memo[id(self)] = new
        return new

    # ---- queries ----

    @property
    def engine(self) -> Engine:
        return self._engine

    def seat_of_token(self, token: str) -> int | None:
        """The seat whose stored token hash matches ``token``."""
        h = token_hash(token)
        for seat, th in enumerate(self.token_hashes):
            if th is not None and th == h:
                return seat
        return None

    def open_seats(self) -> list[int]:
        """Seats neither claimed by a player nor played by a bot."""
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
        )

    class SeatClaimed(Aggregate.Event):
        seat: int
        player: str
        token_hash: str

        def apply(self, game: Game) -> None:
            game.players[self.seat] = self.player
            game.token_hashes[self.seat] = self.token_hash

    def claim_seat(self, seat: int, player: str, token: str) -> None:
        """Record the seat's player and the hash of its (random) token."""
        self.trigger_event(self.SeatClaimed, seat=seat, player=player, token_hash=token_hash(token))

    class ActionApplied(Aggregate.Event):
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
            else:
                game._engine.apply(self.seat, self.action)
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
