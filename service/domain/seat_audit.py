"""The audit of the seat events (``service.app.seats``): resignations, time-outs, replacements,
token rotations and revocations, the seat rules and abandonment, replayed from the
records alongside the engine (``service.app.audit``).

What it verifies, besides each event's own consistency (a real seat, a known bot, the
game not over, nothing after an abandonment):

* ``GameConfigured`` comes only at version 2, with a known bot and positive seconds.
* The clock (``service.domain.seatclock``) is recomputed from the recorded timestamps: every
  ``TimedOut`` names exactly the deadline the seat had, was recorded at or after it, is
  played by the fallback bot, and is followed by that seat's bot action; every action a
  player (not a bot) took on a clock came before the seat's deadline.
* A resigned seat is only ever played by its bot; a resignation or replacement names the
  game's fallback bot or a known kind; a replaced seat cannot have resigned.
* ``GameAbandoned`` reveals the same seed the game was set up with, and ends the history.
* ``PlayerSeated`` directly follows the claim of its seat, and a player holds one seat of
  a game unless ``SamePlayerAllowed`` (which comes only right after the creation, or after
  ``GameConfigured``) allows several.

Errors are ``ValueError(reason)``; ``service.app.audit`` turns them into a divergence at the
event's version.
"""

from __future__ import annotations

from typing import Any

from service.domain import seatclock
from service.domain.clock import iso, parse_iso

BOT_KINDS = ("random", "greedy")

#: The event types this module audits (besides its hooks on claims and actions).
SEAT_EVENTS = (
    "GameConfigured",
    "SeatResigned",
    "TimedOut",
    "SeatReplaced",
    "SeatTokenRotated",
    "SeatTokenRevoked",
    "GameAbandoned",
    "PlayerSeated",
    "SamePlayerAllowed",
)

#: The fields each seat event records (the export format, ``history_record``).
FIELDS: dict[str, tuple[str, ...]] = {
    "GameConfigured": ("fallback_bot", "turn_seconds", "game_seconds"),
    "SeatResigned": ("seat", "bot"),
    "TimedOut": ("seat", "deadline", "bot"),
    "SeatReplaced": ("seat", "player", "bot", "token_hash"),
    "SeatTokenRotated": ("seat", "token_hash", "by"),
    "SeatTokenRevoked": ("seat",),
    "GameAbandoned": ("reason", "by", "seed"),
    "PlayerSeated": ("seat", "player_id"),
    "SamePlayerAllowed": (),
}


def _seconds(value: Any) -> bool:
    return value is None or (isinstance(value, int) and not isinstance(value, bool) and value >= 1)


class SeatReplay:
    """The seats and the clock of a game being replayed from its records."""

    def __init__(self, first: dict[str, Any]) -> None:
        self.seats: int = int(first["seats"])
        self.bots: list[str | None] = list(first.get("bots") or [None] * self.seats)
        self.players: list[str | None] = [None] * self.seats
        self.fallback = "greedy"
        self.turn: int | None = None
        self.game: int | None = None
        self.since: list[int | None] | None = None
        self.used: list[int] | None = None
        self.resigned: set[int] = set()
        #: The seat whose timed-out decision the next record must be.
        self.expecting: int | None = None
        self.abandoned = False
        #: The version and seat of the last record if it was a claim (for ``PlayerSeated``).
        self.last_claim: tuple[int, int] | None = None
        self.player_ids: list[str | None] = [None] * self.seats
        self.same_player = False
        #: Whether only the creation (and the seat rules) came so far.
        self.setting_up = True

    # ---- helpers ----

    def _seat(self, rec: dict[str, Any]) -> int:
        seat = rec.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.seats:
            raise ValueError(f"seat {seat!r} is not a seat of this game")
        return seat

    @staticmethod
    def _time(rec: dict[str, Any]) -> int:
        try:
            return parse_iso(str(rec.get("timestamp")))
        except ValueError:
            raise ValueError(f"the timestamp {rec.get('timestamp')!r} is not a time") from None

    def _maybe_start(self, rec: dict[str, Any], engine: Any) -> None:
        if self.since is not None or (self.turn is None and self.game is None):
            return
        if any(self.players[s] is None and self.bots[s] is None for s in range(self.seats)):
            return
        pending = engine.pending()
        self.since, self.used = seatclock.start(self.seats, pending.seats if pending else [], self._time(rec))

    def deadlines(self) -> dict[int, int]:
        return seatclock.deadlines(self.turn, self.game, self.since, self.used, self.bots)

    # ---- hooks ----

    def before(self, rec: dict[str, Any]) -> None:
        """Checks that come before any record is applied."""
        kind = rec.get("type")
        if kind not in ("GameConfigured", "SamePlayerAllowed"):
            self.setting_up = False
        if kind not in ("PlayerSeated", "SeatClaimed"):
            self.last_claim = None
        if self.expecting is not None and not (
            rec.get("type") == "ActionApplied" and rec.get("seat") == self.expecting and rec.get("bot") is True
        ):
            raise ValueError(f"TimedOut of seat {self.expecting} is not followed by its bot's action")

    def claimed(self, rec: dict[str, Any], engine: Any) -> None:
        seat = self._seat(rec)
        self.players[seat] = rec.get("player")
        self.player_ids[seat] = None
        self.last_claim = (int(rec.get("version") or 0), seat)
        self._maybe_start(rec, engine)

    def before_action(self, rec: dict[str, Any]) -> None:
        seat = self._seat(rec)
        if self.expecting is not None:
            self.expecting = None
            return
        if rec.get("bot") is not True:
            if seat in self.resigned:
                raise ValueError(f"seat {seat} resigned, but a player's action is recorded for it")
            deadline = self.deadlines().get(seat)
            if deadline is not None and self._time(rec) >= deadline:
                raise ValueError(f"seat {seat} acted at {rec.get('timestamp')}, at or after its deadline {iso(deadline)}")

    def after_action(self, rec: dict[str, Any]) -> None:
        if self.since is None or self.used is None:
            return
        pending = rec.get("pending") or {}
        self.since, self.used = seatclock.after_action(
            self.since, self.used, self._seat(rec), pending.get("seats") or [], self._time(rec)
        )

    def after_undo(self, rec: dict[str, Any]) -> None:
        """The clock after an undo (``seatclock.after_undo``): no time given back."""
        if self.since is None or self.used is None:
            return
        pending = rec.get("pending") or {}
        self.since, self.used = seatclock.after_undo(self.since, self.used, pending.get("seats") or [], self._time(rec))

    def event(self, rec: dict[str, Any], engine: Any, seed: str) -> bool:
        """Audit one seat event; returns True when it ends the history (abandonment)."""
        kind = rec["type"]
        if kind == "GameConfigured":
            if rec.get("version") != 2:
                raise ValueError("GameConfigured must directly follow GameCreated")
            if rec.get("fallback_bot") not in BOT_KINDS:
                raise ValueError(f"unknown fallback bot {rec.get('fallback_bot')!r}")
            if not _seconds(rec.get("turn_seconds")) or not _seconds(rec.get("game_seconds")):
                raise ValueError("the clock's seconds must be positive whole numbers")
            self.fallback = rec["fallback_bot"]
            self.turn, self.game = rec.get("turn_seconds"), rec.get("game_seconds")
            self._maybe_start(rec, engine)
            return False
        if kind == "GameAbandoned":
            if rec.get("seed") != seed:
                raise ValueError("the seed revealed by GameAbandoned differs from the seed the game was set up with")
            if rec.get("by") not in ("admin", "server"):
                raise ValueError(f"an abandonment by {rec.get('by')!r}")
            self.abandoned = True
            return True
        if kind == "SamePlayerAllowed":
            if not self.setting_up:
                raise ValueError("SamePlayerAllowed must directly follow the creation (and its seat rules)")
            self.same_player = True
            return False
        seat = self._seat(rec)
        if kind == "PlayerSeated":
            claim, self.last_claim = self.last_claim, None
            if claim is None or claim[1] != seat or claim[0] != rec.get("version", 0) - 1:
                raise ValueError(f"PlayerSeated of seat {seat} does not directly follow that seat's claim")
            pid = rec.get("player_id")
            if not isinstance(pid, str) or not pid:
                raise ValueError("PlayerSeated names no player")
            if not self.same_player and pid in self.player_ids:
                raise ValueError(f"player {pid} holds two seats, and the game does not allow it")
            self.player_ids[seat] = pid
            return False
        if kind == "SeatResigned":
            if seat in self.resigned:
                raise ValueError(f"seat {seat} resigned twice")
            if rec.get("bot") != self.fallback:
                raise ValueError(f"the resigned seat is played by {rec.get('bot')!r}, not the fallback bot {self.fallback!r}")
            self.resigned.add(seat)
            self.bots[seat] = rec["bot"]
        elif kind == "TimedOut":
            pending = engine.pending()
            if pending is None or seat not in pending.seats:
                raise ValueError(f"seat {seat} timed out without a pending decision")
            deadline = self.deadlines().get(seat)
            if deadline is None:
                raise ValueError(f"seat {seat} timed out, but it had no deadline")
            try:
                recorded = parse_iso(str(rec.get("deadline")))
            except ValueError:
                raise ValueError(f"the deadline {rec.get('deadline')!r} is not a time") from None
            if recorded != deadline:
                raise ValueError(f"the missed deadline differs: recorded {rec.get('deadline')}, replayed {iso(deadline)}")
            if self._time(rec) < deadline:
                raise ValueError(f"seat {seat} was timed out at {rec.get('timestamp')}, before its deadline {iso(deadline)}")
            if rec.get("bot") != self.fallback:
                raise ValueError(f"the time-out is played by {rec.get('bot')!r}, not the fallback bot {self.fallback!r}")
            self.expecting = seat
        elif kind == "SeatReplaced":
            if seat in self.resigned:
                raise ValueError(f"seat {seat} resigned and cannot be replaced")
            player, bot = rec.get("player"), rec.get("bot")
            if (player is None) == (bot is None) or (bot is not None and bot not in BOT_KINDS):
                raise ValueError("a replacement names either a player or a known bot")
            if (player is None) != (rec.get("token_hash") is None):
                raise ValueError("a replacement by a player has a token, one by a bot none")
            self.players[seat], self.bots[seat] = player, bot
            self.player_ids[seat] = None
            self._maybe_start(rec, engine)
        elif kind == "SeatTokenRotated":
            if rec.get("by") not in ("seat", "admin") or not isinstance(rec.get("token_hash"), str):
                raise ValueError("a token rotation names its new token's hash and who rotated it")
        return False

    def end(self) -> None:
        if self.expecting is not None:
            raise ValueError(f"TimedOut of seat {self.expecting} is not followed by its bot's action")
