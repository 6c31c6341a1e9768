"""Seats that come and go: resign, time limits, replace, rotate, revoke, abandon.

``SeatCommands`` is a mixin of ``service.app.games.Games`` (it uses its ``load``,
``_save``, ``viewer``, ``is_admin`` and ``_play_bots``). Every change is an event of the
``Game`` aggregate (``service.domain``); tokens are never in any event (only their
SHA-256, as for claims), and every command runs at one instant of ``self.clock``
(``service.domain.clock.stamped``), which both stamps its events and decides its deadlines.
"""

from __future__ import annotations

import logging
import secrets
from typing import Any
from uuid import UUID

from service.app.bots import BOT_KINDS, bot_seed
from service.app.errors import ServiceError
from service.app.retry import retried
from service.domain import Game
from service.domain.clock import Clock, iso, micros, now, stamped, system_now
from service.domain.i18n import msg
from species_arena_client.schemas import (
    AbandonOut,
    ClockOut,
    DeadlineOut,
    ReplaceSeatOut,
    ResignOut,
    SeatChangeOut,
    SeatStateOut,
    TokenOut,
)

log = logging.getLogger("species_arena")

#: The most time-outs one ``expire`` call records for one game (a seat whose game clock
#: has run out times out on every decision, one after another).
MAX_TIMEOUTS = 10_000
#: The longest turn or game clock, in seconds (a year).
MAX_CLOCK_SECONDS = 365 * 24 * 3600


class SeatCommands:
    """The seat use cases (a mixin of ``Games``)."""

    #: The application's time source (tests assign a fake clock to an instance).
    clock: Clock = staticmethod(system_now)  # type: ignore[assignment]

    # The parts of ``Games`` this mixin uses.
    if False:  # pragma: no cover - for type checkers only
        def load(self, game_id: UUID) -> Game: ...
        def _save(self, g: Game) -> int: ...
        def is_admin(self, token: str | None) -> bool: ...
        def _play_bots(self, g: Game, limit: int = ...) -> int: ...
        def player_or_none(self, token: str | None) -> Any: ...

    # ---- checks ----

    @staticmethod
    def _seat_of(g: Game, seat: int) -> int:
        if not 0 <= seat < g.seats:
            raise ServiceError("not-found", msg("svc-err-game-no-seat", game=str(g.id), seat=seat))
        return seat

    @staticmethod
    def _not_over(g: Game) -> None:
        if g.abandoned:
            raise ServiceError("game-over", msg("svc-err-game-abandoned"), abandoned=True)
        if g.finished:
            raise ServiceError("game-over", msg("svc-err-game-ended"))

    def _require_admin(self, token: str | None, what: str) -> None:
        """``what``: the ``svc-err-what-*`` message of what needs the admin token."""
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-needs-admin", what={"msg": msg(what)}))
        if not self.is_admin(token):
            raise ServiceError("forbidden", msg("svc-err-admin-only", what={"msg": msg(what)}))

    def _own_seat(self, g: Game, token: str | None, seat: int, what: str) -> None:
        """``token`` must be ``seat``'s own token (401 unknown, 403 another's)."""
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-needs-seat-token", what={"msg": msg(what)}))
        ref = self.player_or_none(token)
        if ref is not None:
            held = g.seats_of_player(ref.id)
            if seat in held:
                return
            if not held:
                raise ServiceError("forbidden", msg("svc-err-player-no-seat-not", seat=seat))
            raise ServiceError("forbidden", msg("svc-err-player-other-seat", held=held[0], seat=seat))
        own = g.seat_of_token(token)
        if own is None:
            if self.is_admin(token):
                raise ServiceError("forbidden", msg("svc-err-seat-own-token-only", what={"msg": msg(what)}))
            raise ServiceError("unauthorized", msg("svc-err-token-not-valid"))
        if own != seat:
            raise ServiceError("forbidden", msg("svc-err-token-of-other-seat", own=own, seat=seat))

    def check_may_act(self, g: Game, seat: int) -> None:
        """Refuse a resigned seat's own action (409 ``seat-resigned``: its bot plays it), and
        a seat's action once its deadline has passed (409 ``deadline-passed``: the fallback
        bot plays that decision, see ``expire``)."""
        if seat in g.resigned:
            raise ServiceError("seat-resigned", msg("svc-err-seat-resigned-bot", seat=seat))
        deadline = g.deadlines().get(seat)
        if deadline is not None and micros(now()) >= deadline:
            raise ServiceError(
                "deadline-passed",
                msg("svc-err-deadline-passed", seat=seat, deadline=iso(deadline)),
                deadline=iso(deadline),
                current_version=g.version,
            )

    # ---- commands ----

    @staticmethod
    def configure_seats(g: Game, fallback_bot: str | None, clock: dict[str, int | None] | None) -> None:
        """Record a new game's seat rules (``GameConfigured``): the fallback bot (default
        ``greedy``) and the clock ``{"turn_seconds": N, "game_seconds": N}`` (either or both)."""
        bot = fallback_bot or "greedy"
        if bot not in BOT_KINDS:
            raise ServiceError("invalid-request", msg("svc-err-unknown-bot", bot=bot), known=list(BOT_KINDS))
        turn = game = None
        if clock is not None:
            unknown = set(clock) - {"turn_seconds", "game_seconds"}
            if unknown:
                raise ServiceError("invalid-request", msg("svc-err-clock-fields", fields=", ".join(sorted(unknown))))
            turn, game = clock.get("turn_seconds"), clock.get("game_seconds")
            if turn is None and game is None:
                raise ServiceError("invalid-request", msg("svc-err-clock-empty"))
            for name, value in (("turn_seconds", turn), ("game_seconds", game)):
                if value is not None and (
                    not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_CLOCK_SECONDS
                ):
                    raise ServiceError("invalid-request", msg("svc-err-clock-range", field=name, max=MAX_CLOCK_SECONDS))
        g.configure(bot, turn, game)

    @retried
    @stamped
    def resign(self, game_id: UUID, token: str | None, seat: int) -> ResignOut:
        """The seat's own token resigns: from now on its fallback bot plays it (at once,
        if it is deciding)."""
        g = self.load(game_id)
        self._seat_of(g, seat)
        self._own_seat(g, token, seat, "svc-err-what-resign")
        self._not_over(g)
        if seat in g.resigned:
            raise ServiceError("seat-resigned", msg("svc-err-seat-already-resigned", seat=seat))
        g.resign(seat)
        n = self._play_bots(g)
        position = self._save(g)
        return ResignOut(seat=seat, bot=g.fallback_bot, version=g.version, bot_actions=n, position=position)

    @retried
    @stamped
    def rotate_token(self, game_id: UUID, token: str | None, seat: int) -> TokenOut:
        """A new token for the seat (its own token or the admin's); the old one stops
        working. The new token is returned once; only its hash is stored."""
        g = self.load(game_id)
        self._seat_of(g, seat)
        by = "admin" if token is not None and self.is_admin(token) else "seat"
        if by == "seat":
            self._own_seat(g, token, seat, "svc-err-what-rotate-token")
        self._not_over(g)
        if g.players[seat] is None:
            raise ServiceError("not-found", msg("svc-err-no-token-to-rotate", seat=seat))
        new = secrets.token_urlsafe(32)
        g.rotate_token(seat, new, by)
        position = self._save(g)
        return TokenOut(seat=seat, player=g.players[seat], token=new, version=g.version, position=position)

    @retried
    @stamped
    def revoke_token(self, game_id: UUID, token: str | None, seat: int) -> SeatChangeOut:
        """The admin revokes a seat's token (nobody may act for it until the admin rotates
        or replaces it; its deadlines still run)."""
        self._require_admin(token, "svc-err-what-revoke-token")
        g = self.load(game_id)
        self._seat_of(g, seat)
        self._not_over(g)
        if g.token_hashes[seat] is None:
            raise ServiceError("not-found", msg("svc-err-no-token-to-revoke", seat=seat))
        g.revoke_token(seat)
        position = self._save(g)
        return SeatChangeOut(seat=seat, version=g.version, position=position)

    @retried
    @stamped
    def replace_seat(
        self, game_id: UUID, token: str | None, seat: int, player: str | None = None, bot: str | None = None
    ) -> ReplaceSeatOut:
        """The admin hands a seat to a new guest ``player`` (shown as ``guest:<player>``; a new
        token, returned once; any old one stops working) or to a bot (which plays at once if
        the seat is deciding). Either way the seat counts for nobody's statistics from then on."""
        self._require_admin(token, "svc-err-what-replace-seat")
        if (player is None) == (bot is None):
            raise ServiceError("invalid-request", msg("svc-err-replace-either"))
        if bot is not None and bot not in BOT_KINDS:
            raise ServiceError("invalid-request", msg("svc-err-unknown-bot", bot=bot), known=list(BOT_KINDS))
        g = self.load(game_id)
        self._seat_of(g, seat)
        self._not_over(g)
        if seat in g.resigned:
            raise ServiceError("seat-resigned", msg("svc-err-seat-resigned-end", seat=seat))
        new = secrets.token_urlsafe(32) if player is not None else None
        # A name handed a seat is a guest's (``guest:<name>``): only a player's own key
        # claims a seat that counts in its statistics and rating.
        shown = None if player is None else f"guest:{player}"
        g.replace_seat(seat, shown, bot, new)
        n = self._play_bots(g)
        position = self._save(g)
        return ReplaceSeatOut(
            seat=seat, player=shown, bot=bot, token=new, version=g.version, bot_actions=n, position=position
        )

    @retried
    @stamped
    def abandon(self, game_id: UUID, token: str | None, reason: str | None = None) -> AbandonOut:
        """The admin abandons the game: no further action; the seed is revealed."""
        self._require_admin(token, "svc-err-what-abandon")
        g = self.load(game_id)
        self._not_over(g)
        g.abandon(reason or "abandoned by the admin", "admin")
        position = self._save(g)
        return AbandonOut(id=str(g.id), version=g.version, seed=g.seed, position=position)

    @stamped
    def abandon_if_unclaimed(self, game_id: UUID, after_seconds: float) -> bool:
        """The server abandons a game in which no seat has been claimed ``after_seconds``
        after its creation. Returns whether it did (another server may have first)."""
        g = self.load(game_id)
        if g.finished or any(p is not None for p in g.players) or not g.open_seats():
            return False
        created = micros(g.created_on)
        if micros(now()) < created + int(after_seconds * 1_000_000):
            return False
        g.abandon(f"no seat was claimed within {after_seconds:g} seconds", "server")
        try:
            self._save(g)
        except ServiceError:
            return False
        return True

    @stamped
    def expire(self, game_id: UUID) -> tuple[int, int | None, bool]:
        """Play the fallback bot's decision for every pending seat whose deadline has
        passed (a ``TimedOut`` then the bot's ``ActionApplied``, in one write: the store's
        version check decides, so a decision is never played twice; the loser gets 409
        ``version-conflict``). Returns (time-outs recorded, the next deadline in µs or
        None, whether the game still has a clock to watch)."""
        g = self.load(game_id)
        t = micros(now())
        n = 0
        while n < MAX_TIMEOUTS:
            due = sorted((d, s) for s, d in g.deadlines().items() if d <= t)
            if not due:
                break
            deadline, seat = due[0]
            choice = g.engine.bot_action(seat, g.fallback_bot, bot_seed(g.seed, g.line_version))
            if choice is None:
                log.warning("game %s: the fallback bot has no legal action for seat %s", g.id, seat)
                break
            g.time_out(seat, deadline, choice)
            n += 1
            self._play_bots(g)
        if n:
            self._save(g)
        live = not g.finished and (g.turn_seconds is not None or g.game_seconds is not None)
        upcoming = g.deadlines()
        return n, (min(upcoming.values()) if upcoming else None), live

    # ---- reads ----

    @staticmethod
    def seat_state(g: Game) -> SeatStateOut:
        """The seat facts of ``GET /games/{id}/state``: who resigned, time-outs, the clock
        and each pending seat's deadline, whether the game was abandoned."""
        clock = None
        if g.turn_seconds is not None or g.game_seconds is not None:
            clock = ClockOut(
                turn_seconds=g.turn_seconds,
                game_seconds=g.game_seconds,
                running=g.clock_since is not None and not g.finished,
                used_seconds=[u / 1_000_000 for u in (g.clock_used or [0] * g.seats)],
            )
        return SeatStateOut(
            fallback_bot=g.fallback_bot,
            resigned=list(g.resigned),
            timeouts=list(g.timeouts or [0] * g.seats),
            abandoned=g.abandoned,
            clock=clock,
            deadlines=[DeadlineOut(seat=s, deadline=iso(d)) for s, d in sorted(g.deadlines().items())],
        )
