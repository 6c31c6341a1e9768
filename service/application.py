"""The event-sourced application: the use cases of species-arena for any registered game.

Nothing here knows a game's vocabulary; the engine (``service.engine``) answers every
rules question. Redaction happens here, once, for every read path: a viewer is a seat
(its token), a spectator (no token), or omniscient (the admin token, or anyone once the
game has finished).
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Any, ClassVar
from uuid import UUID, uuid4

from eventsourcing.application import AggregateNotFoundError, Application
from eventsourcing.persistence import IntegrityError

from .domain import Game
from .engine import RuleError, canonical_json, game_types, rule_error_parts
from .errors import ServiceError

BOT_KINDS = ("random", "greedy")


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who is asking: a seat, a spectator (seat None), or omniscient (admin / game over)."""

    seat: int | None = None
    omniscient: bool = False
    admin: bool = False


def _bot_seed(seed_hex: str, version: int) -> int:
    digest = hashlib.sha256(f"bot:{seed_hex}:{version}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _rule_error(err: BaseException) -> ServiceError:
    code, detail, rule = rule_error_parts(err)
    extra = {"rule": rule} if rule else {}
    return ServiceError(code, detail, **extra)


class Games(Application[UUID]):
    """All games, stored as events; see ``service.domain.Game``."""

    name = "SpeciesArena"
    snapshotting_intervals: ClassVar[dict[type, int]] = {Game: 100}
    env: ClassVar[dict[str, str]] = {"AGGREGATE_CACHE_MAXSIZE": "1000"}

    def __init__(
        self,
        env: dict[str, str] | None = None,
        admin_token: str | None = None,
        snapshot_interval: int | None = None,
    ) -> None:
        super().__init__(env)
        self.admin_token = admin_token
        if snapshot_interval is not None:
            self.snapshotting_intervals = {Game: snapshot_interval}

    # ---- loading and access ----

    def load(self, game_id: UUID) -> Game:
        try:
            return self.repository.get(game_id)
        except AggregateNotFoundError:
            raise ServiceError("not-found", f"no game {game_id}") from None

    def viewer(self, game: Game, token: str | None) -> Viewer:
        """The viewer a bearer token stands for; an unknown token is refused (401)."""
        if token is None:
            return Viewer(omniscient=game.finished)
        if self.admin_token and secrets.compare_digest(token, self.admin_token):
            return Viewer(omniscient=True, admin=True)
        seat = game.seat_of_token(token)
        if seat is None:
            raise ServiceError("unauthorized", "the token is not valid for this game")
        return Viewer(seat=seat, omniscient=game.finished)

    # ---- commands ----

    def create_game(
        self,
        game: str,
        seats: int,
        options: dict[str, Any] | None = None,
        bots: dict[int, str] | None = None,
        seed: int | None = None,
    ) -> Game:
        types = game_types()
        if game not in types:
            raise ServiceError(
                "invalid-request", f"unknown game type {game!r}", known=sorted(types)
            )
        bot_list: list[str | None] = [None] * max(seats, 0)
        for seat, kind in (bots or {}).items():
            if not 0 <= seat < seats:
                raise ServiceError("invalid-request", f"bot seat {seat} is not a seat of this game")
            if kind not in BOT_KINDS:
                raise ServiceError("invalid-request", f"unknown bot kind {kind!r}", known=list(BOT_KINDS))
            bot_list[seat] = kind
        if seed is None:
            seed = secrets.randbits(64)
        try:
            g = Game.create(game, seats, options or {}, bot_list, seed, uuid4())
        except RuleError as err:
            raise _rule_error(err) from None
        self._play_bots(g)
        self.save(g)
        return g

    def claim_seat(self, game_id: UUID, seat: int, player: str) -> tuple[Game, str]:
        g = self.load(game_id)
        if not 0 <= seat < g.seats:
            raise ServiceError("not-found", f"game {game_id} has no seat {seat}")
        if g.bots[seat] is not None:
            raise ServiceError("seat-taken", f"seat {seat} is played by the {g.bots[seat]} bot")
        if g.players[seat] is not None:
            raise ServiceError("seat-taken", f"seat {seat} is already taken")
        token = secrets.token_urlsafe(32)
        g.claim_seat(seat, player, token)
        self._save_or_conflict(g)
        return g, token

    def act(
        self,
        game_id: UUID,
        token: str | None,
        action: Any,
        expected_version: int,
        idempotency_key: str | None = None,
        seat: int | None = None,
    ) -> dict[str, Any]:
        """Apply one action for the token's seat; bots then answer. Returns
        ``{"version", "effects", "bot_actions"}`` (effects as the actor may see them)."""
        if token is None:
            raise ServiceError("unauthorized", "acting for a seat needs its bearer token")
        g = self.load(game_id)
        viewer = self.viewer(g, token)
        if viewer.seat is None:
            raise ServiceError("forbidden", "only a seat's own token may act for it")
        if seat is not None and seat != viewer.seat:
            raise ServiceError("forbidden", f"this token acts for seat {viewer.seat}, not seat {seat}")
        action_json = canonical_json(action)
        fingerprint = hashlib.sha256(
            canonical_json([viewer.seat, action_json, expected_version]).encode()
        ).hexdigest()
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
        try:
            effects = g.play(
                viewer.seat, action_json, idempotency_key=idempotency_key, request_hash=fingerprint
            )
        except RuleError as err:
            raise _rule_error(err) from None
        version_after_action = g.version if not g.finished else g.version - 1
        n_bots = self._play_bots(g)
        self._save_or_conflict(g)
        return {
            "version": g.version,
            "action_version": version_after_action,
            "effects": self.redact_effects(effects, viewer),
            "bot_actions": n_bots,
        }

    def _save_or_conflict(self, g: Game) -> None:
        try:
            self.save(g)
        except IntegrityError:
            raise ServiceError(
                "version-conflict", "another request changed the game first; reload and retry"
            ) from None

    def _play_bots(self, g: Game) -> int:
        """Let bot seats take their decisions until a human must decide or the game ends."""
        n = 0
        while not g.finished:
            pending = g.engine.pending()
            if pending is None:
                break
            bot_seats = [s for s in pending.seats if g.bots[s] is not None]
            if not bot_seats:
                break
            seat = bot_seats[0]
            choice = g.engine.bot_action(seat, g.bots[seat], _bot_seed(g.seed, g.version))
            if choice is None:
                raise ServiceError("illegal-action", f"bot seat {seat} has no legal action")
            g.play(seat, choice, bot=True)
            n += 1
        return n

    def _replay_response(
        self, g: Game, key: str, fingerprint: str, viewer: Viewer
    ) -> dict[str, Any]:
        first_version, request_hash, *bot_versions = g.idempotency[key]
        if request_hash != fingerprint:
            raise ServiceError(
                "idempotency-key-reused",
                "this Idempotency-Key was already used for a different request",
            )
        events = list(self.events.get(g.id, gt=first_version - 1, lte=first_version))
        effects = self._decode_effects(events[0]) if events else []
        last = max([first_version, *bot_versions])
        if g.finished and any(
            isinstance(e, Game.GameFinished) for e in self.events.get(g.id, gt=last, lte=last + 1)
        ):
            last += 1
        return {
            "version": last,
            "action_version": first_version,
            "effects": self.redact_effects(effects, viewer),
            "bot_actions": len(bot_versions),
            "replayed": True,
        }

    # ---- reads ----

    @staticmethod
    def _decode_effects(event: Game.ActionApplied) -> list[dict[str, Any]]:
        import msgspec

        return msgspec.json.decode(event.effects)

    @staticmethod
    def redact_effects(effects: list[dict[str, Any]], viewer: Viewer) -> list[dict[str, Any]]:
        out = []
        for e in effects:
            vis = e.get("visible_to")
            if vis is None or viewer.omniscient or (viewer.seat is not None and viewer.seat in vis):
                out.append({**e["data"], "text": e["text"]})
        return out

    def state(self, game_id: UUID, token: str | None) -> dict[str, Any]:
        g = self.load(game_id)
        v = self.viewer(g, token)
        pending = g.engine.pending()
        return {
            "id": str(g.id),
            "game": g.game,
            "version": g.version,
            "seats": g.seats,
            "pending": None
            if pending is None
            else {"seat": pending.seats[0], "seats": list(pending.seats), "kind": pending.kind},
            "outcome": g.engine.outcome(),
            "progress": g.engine.progress(),
            "state_hash": g.engine.state_hash(),
            "view": g.engine.view(v.seat, v.omniscient),
            "viewer": {"seat": v.seat, "omniscient": v.omniscient},
        }

    def legal_actions(self, game_id: UUID, token: str | None) -> dict[str, Any]:
        if token is None:
            raise ServiceError("unauthorized", "legal actions are listed for a seat: send its token")
        g = self.load(game_id)
        v = self.viewer(g, token)
        if v.seat is None:
            raise ServiceError("forbidden", "legal actions are listed for a seat's own token")
        return {"version": g.version, "seat": v.seat, "actions": g.engine.legal_actions(v.seat)}

    def event_records(
        self, game_id: UUID, token: str | None, after: int = 0, limit: int = 1000
    ) -> list[dict[str, Any]]:
        g = self.load(game_id)
        v = self.viewer(g, token)
        reveal = g.finished
        out: list[dict[str, Any]] = []
        for ev in self.events.get(g.id, gt=after, limit=limit):
            out.append(self.event_record(ev, v, reveal))
        return out

    def event_record(self, ev: Any, v: Viewer, reveal: bool) -> dict[str, Any]:
        base: dict[str, Any] = {
            "version": ev.originator_version,
            "type": type(ev).__name__,
            "timestamp": ev.timestamp.isoformat(),
        }
        if isinstance(ev, Game.GameCreated):
            base.update(
                game=ev.game,
                seats=ev.seats,
                options=ev.options,
                bots=ev.bots,
                seed_commitment=ev.commitment,
            )
            if reveal:
                base["seed"] = ev.seed
        elif isinstance(ev, Game.SeatClaimed):
            base.update(seat=ev.seat, player=ev.player)
        elif isinstance(ev, Game.ActionApplied):
            import msgspec

            hidden = ev.secret and not (v.omniscient or v.seat == ev.seat)
            base.update(
                seat=ev.seat,
                action=None if hidden else msgspec.json.decode(ev.action),
                action_hidden=hidden,
                bot=ev.bot,
                effects=self.redact_effects(msgspec.json.decode(ev.effects), v),
                state_hash=ev.state_hash,
            )
        elif isinstance(ev, Game.GameFinished):
            base.update(outcome=ev.outcome, seed=ev.seed)
        return base
