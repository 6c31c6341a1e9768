"""The event-sourced application: the use cases of species-arena for any registered game.

Nothing here knows a game's vocabulary; the engine (``service.domain.engine``) answers every
rules question. ``Games`` puts the layer together: the commands (here), the reads and
redaction (``service.app.reads``), the seat commands (``service.app.seats``), the bot policy
(``service.app.bots``) and the store and cache plumbing (``service.app.repository``).

Correctness never depends on the in-process cache: eventsourcing fast-forwards a cached
game from the store on every load, and the store's version check decides every write, so
two processes on one database both stay correct. Each write puts the game it recorded in
the cache; an action runs on (a copy of) the cached game without asking the store first,
and if anything refuses it there (a check, the rules, or the store's version check when
another process wrote first), it is decided again on the game loaded from the store.
"""

from __future__ import annotations

import asyncio
import copy
import hashlib
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any
from uuid import UUID, uuid4

from eventsourcing.persistence import IntegrityError

from service.app.bots import MAX_BOT_ACTIONS, bot_kind, bot_seed, thinks_for_long, thinks_long
from service.app.errors import ServiceError
from service.app.metrics import CACHE_HIT, CACHE_MISS
from service.app.players import PlayerCommands
from service.app.reads import Reads, Viewer, redact_effects
from service.app.repository import GameStore
from service.app.retry import retried
from service.app.seats import SeatCommands
from service.app.words import bot_msg
from service.domain import Game, i18n
from service.domain.clock import stamped
from service.domain.engine import RuleError, canonical_json, decode_json, game_types, rule_error_message, rule_error_parts
from service.domain.players import player_id
from service.domain.undo import Verdict
from service.domain.i18n import msg
from species_arena_client.schemas import ActionOut, UndoCheckOut, UndoOut

log = logging.getLogger("species_arena")


@dataclass(slots=True)
class Move:
    """An action applied to a game (and the cheap bots' answers), not recorded yet."""

    g: Game
    viewer: Viewer
    effects: list[dict[str, Any]]
    action_version: int
    bot_actions: int


def _rule_error(err: BaseException) -> ServiceError:
    """The problem a rule error is answered with, its ``detail`` in the request's locale
    (the engine's message; English as the engine wrote it for an engine without messages)."""
    code, _, rule = rule_error_parts(err)
    extra = {"rule": rule} if rule else {}
    return ServiceError(code, rule_error_message(err), **extra)


class Games(Reads, SeatCommands, PlayerCommands, GameStore):
    """All games, stored as events; see ``service.domain.Game``."""

    #: The application's stored name (eventsourcing names a subclass after itself unless
    #: it says otherwise): PostgreSQL's table names and the read models' tracking rows
    #: carry it, so it never changes.
    name = "SpeciesArena"

    #: Set by a running bot worker (``service.runtime.botworker``): search bots are then left to it
    #: (``_play_bots`` stops at them), and every write that leaves one deciding calls it
    #: with the game's id. None (no worker: the command line, tests): every bot is played
    #: inline, in the command that makes it decide.
    bot_listener: Callable[[UUID], None] | None = None
    #: While a bot worker runs (``bot_listener`` set), the most cheap bot decisions (random,
    #: greedy) one command plays itself; the game's next bot decisions are then the worker's,
    #: shared fairly with every other game (``SPECIES_ARENA_INLINE_BOT_MOVES``). Which
    #: process plays a decision changes nothing recorded: a bot decides from the game's
    #: seed and version (``bot_seed``).
    inline_bot_moves: int = 64

    def __init__(
        self,
        env: dict[str, str] | None = None,
        admin_token: str | None = None,
        snapshot_interval: int | None = None,
    ) -> None:
        super().__init__(env, snapshot_interval)
        self.admin_token = admin_token

    def _save(self, g: Game) -> int:
        """Record the game's new events; returns the last one's notification id.
        A concurrent writer that got there first makes this a version conflict."""
        try:
            recordings = self.save(g)
        except IntegrityError:
            raise self._conflict(g) from None
        return self._saved(g, recordings)

    async def _save_async(self, g: Game) -> int:
        """``_save`` on the event loop (``GameStore.save_async``)."""
        try:
            recordings = await self.save_async(g)
        except IntegrityError:
            raise await asyncio.to_thread(self._conflict, g) from None
        return self._saved(g, recordings)

    def _conflict(self, g: Game) -> ServiceError:
        return ServiceError(
            "version-conflict",
            msg("svc-err-changed-first"),
            current_version=self.current_version(g.id),
        )

    def _saved(self, g: Game, recordings: list[Any]) -> int:
        listener = self.bot_listener
        if listener is not None and self.waiting_bot(g) is not None:
            listener(g.id)
        return recordings[-1].notification.id if recordings else self.position()

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
        allow_same_player: bool = False,
        undo: bool = True,
    ) -> tuple[Game, int]:
        """Create a game (bots take their first decisions unless ``play_bots`` is false);
        returns it and its position. ``allow_same_player``: one registered player may hold
        several seats (the game then counts in no statistics and no rating). ``undo`` false:
        no seat may take back a decision (``UndoDisabled``)."""
        types = game_types()
        t = types.get(game)
        if t is None:
            raise ServiceError("invalid-request", msg("svc-err-unknown-game-type", game=game), known=sorted(types))
        if not t.min_seats <= seats <= t.max_seats:
            raise ServiceError(
                "invalid-request", msg("svc-err-seat-count", game=game, min=t.min_seats, max=t.max_seats, seats=seats)
            )
        bot_list: list[str | None] = [None] * seats
        for seat, kind in (bots or {}).items():
            if not 0 <= seat < seats:
                raise ServiceError("invalid-request", msg("svc-err-bot-seat-not-seat", seat=seat))
            bot_list[seat] = bot_kind(kind)
        if seed is None:
            seed = secrets.randbits(64)
        try:
            g = Game.create(game, seats, options or {}, bot_list, seed, uuid4())
        except RuleError as err:
            raise _rule_error(err) from None
        if fallback_bot is not None or clock is not None:
            self.configure_seats(g, fallback_bot, clock)
        if allow_same_player:
            g.allow_one_player_several_seats()
        if not undo:
            g.disable_undo()
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
    def claim_seat(self, game_id: UUID, seat: int, player: str | None, key: str | None = None) -> tuple[Game, str, int]:
        """Claim a seat: returns the game, the seat's token (shown once) and the position.

        With a player ``key`` (a bearer value in the form of one) the seat is that
        registered player's (``PlayerSeated``): ``player`` is then left out, or is the
        player's own name; a player holds one seat of a game unless the game allows
        several (409 ``already-seated``). Without one the seat is a guest's, shown as
        ``guest:<player>``, and counts in no statistics or rating."""
        ref = self.player_or_none(key)
        if ref is not None:
            if player is not None and player_id(player) != UUID(ref.id):
                raise ServiceError("forbidden", msg("svc-err-claim-own-player"))
            shown = ref.name
        elif player is None:
            raise ServiceError("invalid-request", msg("svc-err-claim-needs-name"))
        else:
            shown = f"guest:{player}"
        g = self.load(game_id)
        if not 0 <= seat < g.seats:
            raise ServiceError("not-found", msg("svc-err-game-no-seat", game=str(game_id), seat=seat))
        self._not_over(g)
        if g.bots[seat] is not None:
            raise ServiceError("seat-taken", msg("svc-err-seat-bot", seat=seat, bot={"msg": bot_msg(g.bots[seat])}))
        if g.players[seat] is not None:
            raise ServiceError("seat-taken", msg("svc-err-seat-taken", seat=seat))
        if ref is not None and not g.allow_same_player:
            held = g.seats_of_player(ref.id)
            if held:
                raise ServiceError(
                    "already-seated", msg("svc-err-already-seated", name=ref.name, seat=held[0]), seat=held[0]
                )
        token = secrets.token_urlsafe(32)
        g.claim_seat(seat, shown, token)
        if ref is not None:
            g.seat_player(seat, ref.id)
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
            raise ServiceError("unauthorized", msg("svc-err-act-needs-token"))
        cached = self._cached_copy(game_id)
        if cached is not None:
            # Optimistically act on the cached game without asking the store first: if
            # another process changed the game, the cache is behind, and either a check
            # fails or the store's version check refuses the write. Any refusal is then
            # decided again on the game as the store has it.
            try:
                return self._act(cached, token, action, expected_version, idempotency_key, seat)[0]
            except ServiceError:
                pass
        return self._act(self.load(game_id), token, action, expected_version, idempotency_key, seat)[0]

    async def act_async(
        self,
        game_id: UUID,
        token: str | None,
        action: Any,
        expected_version: int,
        idempotency_key: str | None = None,
        seat: int | None = None,
    ) -> tuple[ActionOut, Game]:
        """``act`` for a caller on the event loop, and the game as recorded (read only):
        the decision runs on the loop, the write is awaited (group commit), and only a
        store read (a game not in the cache, a replayed request) goes to a worker thread."""
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-act-needs-token"))
        if self.is_player_key(token):
            # The key is checked against the store (its player may have rotated it or been
            # disabled by another process): a read, so the whole command runs in a thread.
            return await asyncio.to_thread(self._act_with_game, game_id, token, action, expected_version,
                                           idempotency_key, seat)
        cached = self._cached_copy(game_id)
        if cached is not None:
            try:
                return await self._act_async(cached, token, action, expected_version, idempotency_key, seat)
            except ServiceError:
                pass
        g = await asyncio.to_thread(self.load, game_id)
        return await self._act_async(g, token, action, expected_version, idempotency_key, seat)

    @stamped
    def _act_with_game(self, game_id: UUID, token: str, action: Any, expected_version: int,
                       idempotency_key: str | None, seat: int | None) -> tuple[ActionOut, Game]:
        """``act`` that also returns the game as recorded (``act_async`` for a player key)."""
        return self._act(self.load(game_id), token, action, expected_version, idempotency_key, seat)

    def _cached_copy(self, game_id: UUID) -> Game | None:
        """A copy of the cached game (possibly behind the store), or None if not cached."""
        cached = self._cached(game_id)
        (CACHE_MISS if cached is None else CACHE_HIT).inc()
        return None if cached is None else copy.deepcopy(cached)

    def _request(self, g: Game, token: str, action: Any, expected_version: int,
                 seat: int | None) -> tuple[Viewer, str, str]:
        """The acting viewer, the action as canonical JSON and the request's fingerprint."""
        viewer = self.viewer(g, token, seat=seat)
        if viewer.seat is None:
            if viewer.player is not None:
                raise ServiceError("forbidden", msg("svc-err-player-no-seat"))
            raise ServiceError("forbidden", msg("svc-err-act-own-token"))
        if seat is not None and seat != viewer.seat:
            raise ServiceError("forbidden", msg("svc-err-token-other-seat", own=viewer.seat, seat=seat))
        action_json = canonical_json(action)
        fingerprint = hashlib.sha256(canonical_json([viewer.seat, action_json, expected_version]).encode()).hexdigest()
        return viewer, action_json, fingerprint

    @stamped
    def _decide(self, g: Game, viewer: Viewer, action_json: str, fingerprint: str, expected_version: int,
                idempotency_key: str | None) -> Move:
        """Check and apply the action to ``g`` (and let the cheap bots answer): nothing is
        recorded yet."""
        if g.finished:
            raise ServiceError("game-over", msg("svc-err-game-ended"))
        if expected_version != g.version:
            raise ServiceError(
                "version-conflict",
                msg("svc-err-expected-version", expected=expected_version, version=g.version),
                current_version=g.version,
            )
        assert viewer.seat is not None
        self.check_may_act(g, viewer.seat)
        try:
            effects = g.play(viewer.seat, action_json, idempotency_key=idempotency_key, request_hash=fingerprint)
        except RuleError as err:
            raise _rule_error(err) from None
        return Move(g, viewer, effects, expected_version + 1, self._play_bots(g))

    @staticmethod
    def _answer(m: Move, position: int) -> ActionOut:
        return ActionOut(
            version=m.g.version,
            action_version=m.action_version,
            effects=redact_effects(m.effects, m.viewer, m.g),
            bot_actions=m.bot_actions,
            position=position,
        )

    def _act(self, g: Game, token: str, action: Any, expected_version: int, idempotency_key: str | None,
             seat: int | None) -> tuple[ActionOut, Game]:
        viewer, action_json, fingerprint = self._request(g, token, action, expected_version, seat)
        if idempotency_key is not None and idempotency_key in g.idempotency:
            return self._replay_response(g, idempotency_key, fingerprint, viewer), g
        m = self._decide(g, viewer, action_json, fingerprint, expected_version, idempotency_key)
        try:
            position = self._save(g)
        except ServiceError:
            if idempotency_key is not None:
                # A concurrent retry of the same request may have won the race.
                fresh = self.load(g.id)
                if idempotency_key in fresh.idempotency:
                    return self._replay_response(fresh, idempotency_key, fingerprint, viewer), fresh
            raise
        return self._answer(m, position), g

    async def _act_async(self, g: Game, token: str, action: Any, expected_version: int,
                         idempotency_key: str | None, seat: int | None) -> tuple[ActionOut, Game]:
        viewer, action_json, fingerprint = self._request(g, token, action, expected_version, seat)
        if idempotency_key is not None and idempotency_key in g.idempotency:
            out = await asyncio.to_thread(self._replay_response, g, idempotency_key, fingerprint, viewer)
            return out, g
        m = self._decide(g, viewer, action_json, fingerprint, expected_version, idempotency_key)
        try:
            position = await self._save_async(g)
        except ServiceError:
            if idempotency_key is not None:
                fresh = await asyncio.to_thread(self.load, g.id)
                if idempotency_key in fresh.idempotency:
                    out = await asyncio.to_thread(self._replay_response, fresh, idempotency_key, fingerprint, viewer)
                    return out, fresh
            raise
        return self._answer(m, position), g

    def _play_bots(self, g: Game, limit: int = MAX_BOT_ACTIONS, worker: bool | None = None) -> int:
        """Let bot seats take their decisions until a human must decide or the game ends
        (with a bot worker: until a search bot decides, or after ``inline_bot_moves``).
        A bot without a legal action (an engine whose rules stop there) waits."""
        if worker is None:
            worker = self.bot_listener is not None
        if worker:
            limit = min(limit, self.inline_bot_moves)
        n = 0
        while not g.finished and n < limit:
            pending = g.engine.pending()
            if pending is None:
                break
            bot_seats = [s for s in pending.seats if g.bots[s] is not None]
            if not bot_seats:
                break
            seat = bot_seats[0]
            if worker and thinks_long(g.bots[seat]):
                break  # the bot worker decides it, off the request path (service.runtime.botworker)
            choice = g.engine.bot_action(seat, str(g.bots[seat]), bot_seed(g.seed, g.line_version))
            if choice is None:
                log.warning("game %s: bot seat %s has no legal action for %r", g.id, seat, pending.kind)
                break
            g.play(seat, choice, bot=True)
            n += 1
        return n

    # ---- undo (service.domain.undo) ----

    def _undo_seat(self, g: Game, token: str | None, seat: int | None) -> int:
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-undo-needs-token"))
        viewer = self.viewer(g, token, seat=seat)
        if viewer.seat is None:
            if viewer.player is not None:
                raise ServiceError("forbidden", msg("svc-err-player-no-seat"))
            raise ServiceError("forbidden", msg("svc-err-undo-own-token"))
        if seat is not None and seat != viewer.seat:
            raise ServiceError("forbidden", msg("svc-err-token-other-seat", own=viewer.seat, seat=seat))
        return viewer.seat

    @staticmethod
    def undo_verdict(g: Game, seat: int, to_version: int | None = None) -> Verdict:
        """Whether ``seat`` may take back its decisions after ``to_version`` now."""
        if not g.undo_allowed:
            return Verdict(False, msg("svc-undo-without"), None)
        if g.finished:
            return Verdict(False, msg("svc-undo-ended" if not g.abandoned else "undo-abandoned"), None)
        if seat in g.resigned or g.bots[seat] is not None:
            return Verdict(False, msg("svc-undo-bot-seat", seat=seat), None)
        return g.undo_line.judge(seat, to_version, g.version, g.seat_whos())

    def can_undo(self, game_id: UUID, token: str | None, seat: int | None = None) -> UndoCheckOut:
        """What an undo by the caller would do now (``GET /games/{id}/undo``)."""
        g = self.load(game_id)
        s = self._undo_seat(g, token, seat)
        v = self.undo_verdict(g, s)
        return UndoCheckOut(allowed=v.allowed, version=g.version, decisions=v.decisions, to_version=v.to_version,
                            earliest_version=v.earliest, reason=v.reason_in(i18n.current()))

    @stamped
    def undo(self, game_id: UUID, token: str | None, expected_version: int, to_version: int | None = None,
             seat: int | None = None) -> UndoOut:
        """Take back the caller's own decisions after ``to_version`` (default: its last
        decision): recorded as ``ActionsUndone``; 409 ``undo-not-allowed`` with the reason
        and the earliest reachable version when the rules of undo refuse it."""
        g = self.load(game_id)
        s = self._undo_seat(g, token, seat)
        if expected_version != g.version:
            raise ServiceError(
                "version-conflict",
                msg("svc-err-expected-version", expected=expected_version, version=g.version),
                current_version=g.version,
            )
        v = self.undo_verdict(g, s, to_version)
        if not v.allowed:
            raise ServiceError("undo-not-allowed", v.reason, earliest_version=v.earliest, current_version=g.version)
        g.undo(s, v.to_version, list(v.versions), v.decisions)
        version = g.version
        bots = self._play_bots(g)
        position = self._save(g)
        return UndoOut(version=version, to_version=v.to_version, decisions=v.decisions, versions=list(v.versions),
                       bot_actions=bots, position=position)

    # ---- the bot worker's commands (service.runtime.botworker) ----

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

    def play_bot_turn(self, game_id: UUID, allow_long: bool = True) -> str:
        """Take one waiting bot decision, as the bot worker does: load the game (a private
        copy; no transaction or lock is held afterwards), let the bot think from its seat's
        view, then record its action (and the cheap bots' answers) through the same path
        as any action, expecting the version it thought from. Returns ``"played"``,
        ``"conflict"`` (the game changed meanwhile: nothing recorded; decide again from the
        new state), ``"idle"`` (no bot decides), ``"stuck"`` (the bot has no legal action)
        or, with ``allow_long`` false, ``"long"`` (the bot's search is a long one:
        ``service.app.bots.thinks_for_long``; nothing was played)."""
        g = self.load(game_id)
        seat = self.waiting_bot(g)
        if seat is None:
            return "idle"
        if not allow_long and thinks_for_long(g.bots[seat]):
            return "long"
        choice = g.engine.bot_action(seat, str(g.bots[seat]), bot_seed(g.seed, g.line_version))
        if choice is None:
            log.warning("game %s: bot seat %s has no legal action", g.id, seat)
            return "stuck"
        return self._commit_bot_turn(g, seat, choice)

    @stamped
    def _commit_bot_turn(self, g: Game, seat: int, choice: str) -> str:
        # Stamped when it is recorded, not when the thinking started.
        g.play(seat, choice, bot=True)
        # As the worker plays, even while it stops (its listener is gone then): a few cheap
        # answers, never a search.
        self._play_bots(g, worker=True)
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
                "idempotency-key-reused", msg("svc-err-idempotency-reused")
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
            effects=redact_effects(effects, viewer, g),
            bot_actions=len(bot_versions),
            position=self.position(),
            replayed=True,
        )
