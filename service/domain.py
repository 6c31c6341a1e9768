"""The game aggregate: the event-sourced record of one game of any registered type.

Events (all payloads primitive JSON types; actions and effects as canonical JSON text):

* ``GameCreated``: game type, seat count, options, bot seats, the seed commitment and the
  seed itself (stored server-side only; never served before the game ends).
* ``SeatClaimed``: seat, player id, the SHA-256 of the seat's token.
* ``ActionApplied``: seat, action, the engine's effects, the state hash after it, and
  request bookkeeping (idempotency key and request fingerprint, bot flag, secrecy).
* ``GameFinished``: the outcome and the revealed seed.

Applying an event never fails on a consistent history: ``ActionApplied`` re-runs the
action in the engine on replay (deterministic), and is skipped when the command has just
applied it live.
"""

from __future__ import annotations

import hashlib
from typing import Any
from uuid import UUID

from eventsourcing.domain import Aggregate, Snapshot

from .engine import Engine, canonical_json


def seed_commitment(seed: int, game_id: UUID) -> str:
    """sha256(seed || game id): the seed as 16 lowercase hex digits, then the UUID text."""
    return hashlib.sha256(f"{seed:016x}{game_id}".encode()).hexdigest()


def token_hash(token: str) -> str:
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
        restored = Snapshot(
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
    Snapshot = GameSnapshot

    class GameCreated(Aggregate.Created):
        game: str
        seats: int
        options: dict[str, Any]
        bots: list[str | None]
        commitment: str
        seed: str

    def __init__(
        self,
        game: str,
        seats: int,
        options: dict[str, Any],
        bots: list[str | None],
        commitment: str,
        seed: str,
    ) -> None:
        self.game = game
        self.seats = seats
        self.options = options
        self.bots = bots
        self.commitment = commitment
        self.seed = seed
        self.players: list[str | None] = [None] * seats
        self.token_hashes: list[str | None] = [None] * seats
        self.idempotency: dict[str, list[Any]] = {}
        self.finished = False
        self.last_human_key: str | None = None
        self._engine = Engine.create(game, seats, options, int(seed, 16))
        self._live = False

    # ---- queries ----

    @property
    def engine(self) -> Engine:
        return self._engine

    def seat_of_token(self, token: str) -> int | None:
        h = token_hash(token)
        for seat, th in enumerate(self.token_hashes):
            if th is not None and th == h:
                return seat
        return None

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
        return cls._create(
            cls.GameCreated,
            id=game_id,
            game=game,
            seats=seats,
            options=options,
            bots=bots,
            commitment=seed_commitment(seed, game_id),
            seed=f"{seed:016x}",
        )

    class SeatClaimed(Aggregate.Event):
        seat: int
        player: str
        token_hash: str

        def apply(self, game: Game) -> None:
            game.players[self.seat] = self.player
            game.token_hashes[self.seat] = self.token_hash

    def claim_seat(self, seat: int, player: str, token: str) -> None:
        self.trigger_event(self.SeatClaimed, seat=seat, player=player, token_hash=token_hash(token))

    class ActionApplied(Aggregate.Event):
        seat: int
        action: str
        effects: str
        state_hash: str
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
                # Bot moves played in answer to a request belong to its response.
                game.idempotency[game.last_human_key].append(self.originator_version)

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
        secret = self._engine.action_is_secret(seat, action_json)
        effects = self._engine.apply(seat, action_json)
        self._live = True
        self.trigger_event(
            self.ActionApplied,
            seat=seat,
            action=action_json,
            effects=canonical_json(effects),
            state_hash=self._engine.state_hash(),
            bot=bot,
            secret=secret,
            idempotency_key=idempotency_key,
            request_hash=request_hash,
        )
        if self._engine.pending() is None and not self.finished:
            self.trigger_event(self.GameFinished, outcome=self._engine.outcome() or {}, seed=self.seed)
        return effects

    class GameFinished(Aggregate.Event):
        outcome: dict[str, Any]
        seed: str

        def apply(self, game: Game) -> None:
            game.finished = True
