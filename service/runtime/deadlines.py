"""The deadline keeper: a background task of the server that enforces time limits and
abandons games nobody joined.

It follows the application's event notifications (as a projection would, but in memory):
games with a clock (``GameConfigured``) are watched, each with its next deadline, which is
recomputed from the game whenever one of its events arrives; when a deadline passes, the
keeper calls ``Games.expire``, which records the time-out and the fallback bot's decision
in one write. Several servers may run keepers on one database: the store's version check
lets exactly one write win, so a decision is never played twice (the loser's write is a
version conflict, and it looks again). Nothing is kept but what the store holds, so a
restarted server picks up every pending deadline: at start, it reads which games have a
clock and have not ended, and looks at each.

With ``SPECIES_ARENA_ABANDON_UNCLAIMED`` set, it also abandons games in which no seat has
been claimed that many seconds after their creation (``Games.abandon_if_unclaimed``).
"""

from __future__ import annotations

import logging
import threading
from typing import Any
from uuid import UUID

from eventsourcing.utils import get_topic

from service.app.errors import ServiceError
from service.domain import Game
from service.domain.clock import micros
from service.runtime.follow import NotificationFollower

log = logging.getLogger("species_arena.deadlines")

#: A game whose clock waits (open seats, a bot deciding) is looked at again this often
#: even without news (µs): a safety net, never needed for correctness of the result.
IDLE_RECHECK = 60 * 1_000_000

_T = {cls: get_topic(cls) for cls in (
    Game.GameCreated, Game.GameConfigured, Game.SeatClaimed, Game.SeatReplaced, Game.GameFinished,
    Game.GameAbandoned, Game.ActionApplied, Game.SeatResigned, Game.TimedOut, Game.SeatTokenRevoked,
    Game.SeatTokenRotated, Game.ActionsUndone,
)}
#: What the first look at the store reads: which games exist, have a clock, have ended.
STARTUP_TOPICS = [_T[c] for c in (
    Game.GameCreated, Game.GameConfigured, Game.SeatClaimed, Game.SeatReplaced, Game.GameFinished, Game.GameAbandoned
)]
#: What it follows afterwards: everything that can move a deadline, too.
FOLLOW_TOPICS = [*STARTUP_TOPICS, _T[Game.ActionApplied], _T[Game.SeatResigned], _T[Game.TimedOut],
                 _T[Game.ActionsUndone]]


class DeadlineKeeper(NotificationFollower):
    """Watches the games with a clock (and unclaimed games); ``sweep()`` does one round."""

    def __init__(self, games: Any, abandon_unclaimed: float = 0.0) -> None:
        self.games = games
        self.abandon_unclaimed = abandon_unclaimed
        self.position: int | None = None
        #: game -> its next deadline (µs), or None: look at the game on the next sweep.
        self.watched: dict[UUID, int | None] = {}
        #: game -> its creation (µs), while it has open seats and no claim.
        self.unclaimed: dict[UUID, int] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    # ---- following the store ----

    def _note(self, n: Any) -> None:
        gid = n.originator_id if isinstance(n.originator_id, UUID) else UUID(str(n.originator_id))
        topic = n.topic
        if topic == _T[Game.GameConfigured]:
            e = self.games.mapper.to_domain_event(n)
            if e.turn_seconds is not None or e.game_seconds is not None:
                self.watched[gid] = None
        elif topic == _T[Game.GameCreated]:
            if self.abandon_unclaimed > 0:
                e = self.games.mapper.to_domain_event(n)
                if any(b is None for b in e.bots):
                    self.unclaimed[gid] = micros(e.timestamp)
        elif topic in (_T[Game.GameFinished], _T[Game.GameAbandoned]):
            self.watched.pop(gid, None)
            self.unclaimed.pop(gid, None)
        else:
            if topic in (_T[Game.SeatClaimed], _T[Game.SeatReplaced]):
                self.unclaimed.pop(gid, None)
            if gid in self.watched:
                self.watched[gid] = None

    def follow(self) -> None:
        """Catch up with the store: at the first call, which games have a clock and have
        not ended (and which have no claim); then every event since."""
        if self.position is None:
            self.position = 0
            self._read(STARTUP_TOPICS, stop=self.games.recorder.max_notification_id() or 0)
        # The topics beyond the start-up ones only move the deadline of a game watched
        # already (``_note``): while none is, they are not read (each action's event and
        # its state would be, for nothing). A game that starts being watched in this read
        # is looked at on the next sweep whatever follows it.
        self._read(FOLLOW_TOPICS if self.watched else STARTUP_TOPICS)

    # ---- one round ----

    def sweep(self) -> int:
        """Follow the store, then time out every decision whose deadline has passed and
        abandon games nobody joined in time. Returns how many time-outs were recorded."""
        with self._lock:
            self.follow()
            now = micros(self.games.clock())
            recorded = 0
            for gid, due in list(self.watched.items()):
                if due is not None and due > now:
                    continue
                try:
                    n, upcoming, live = self.games.expire(gid)
                except ServiceError as err:
                    # Another server (or the player) wrote first: look again next round.
                    log.debug("game %s: %s", gid, err.detail)
                    self.watched[gid] = None
                    continue
                except Exception:
                    log.exception("game %s: time-outs failed", gid)
                    self.watched[gid] = now + IDLE_RECHECK
                    continue
                recorded += n
                if not live:
                    self.watched.pop(gid, None)
                else:
                    self.watched[gid] = upcoming if upcoming is not None else now + IDLE_RECHECK
            if self.abandon_unclaimed > 0:
                limit = int(self.abandon_unclaimed * 1_000_000)
                for gid, created in list(self.unclaimed.items()):
                    if created + limit > now:
                        continue
                    try:
                        self.games.abandon_if_unclaimed(gid, self.abandon_unclaimed)
                    except Exception:
                        log.exception("game %s: abandoning failed", gid)
                    self.unclaimed.pop(gid, None)
            return recorded

    # ---- the background task ----

    def start(self, poll: float) -> DeadlineKeeper:
        """Sweep every ``poll`` seconds in a daemon thread until ``stop()``."""

        def run() -> None:
            while not self._stop.is_set():
                try:
                    self.sweep()
                except Exception:
                    log.exception("deadline sweep failed")
                self._stop.wait(poll)

        self._thread = threading.Thread(target=run, name="species-arena-deadlines", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
