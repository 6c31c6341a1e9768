"""The bot worker: bots play off the request path, sharing a bounded set of threads fairly.

A request that leaves a bot deciding (an action, a game's creation, a claim, a
resignation, a time-out) plays at most ``SPECIES_ARENA_INLINE_BOT_MOVES`` cheap bot
decisions itself (random, greedy: microseconds each) and no search at all; it records
what it did and returns. ``Games._save`` then tells the worker (``Games.bot_listener``),
started and stopped with the app's lifespan, which plays the rest in its threads
(``SPECIES_ARENA_BOT_THREADS``; the Rust search releases the GIL while it thinks, so the
threads think in parallel with the requests): ``Games.play_bot_turn`` loads the game, lets
the bot decide from what its seat may see, and records the decision (and the next few
cheap ones) through the same path as any action, expecting the version it thought from.
Nothing holds a database transaction or lock while a bot thinks. So an all-bot game's
creation returns at once and the game plays itself in the background.

Fair shares. Games wait in two lanes, each first come, first served: a *long* decision is a
search with a time budget over ``service.app.bots.SHORT_MS``; everything else is *short*.
A thread takes one decision of one game, then the game goes to the back of its lane: games
take turns decision by decision, however many bots or however long a game. At most
``SPECIES_ARENA_BOT_LONG_SEARCHES`` long searches think at once (by default one fewer
than the threads), so with two threads or more a thread is always left for short
decisions: a new game's ``search:200`` bot waits for the short decisions queued before it,
never for another game's two-second searches. Bots can use at most the worker's threads of
CPU, whatever is asked of them.

Several servers on one store: each plays the turns its own requests left waiting at once;
if two ever play the same turn, the store's version check refuses the second write (a
``"conflict"``), and that worker looks at the game again from its new state. Turns nobody
is playing (the server that should have played them stopped, or the store was written by
something else) are found by following the store's notifications, as the deadline keeper
does: at start, which unfinished games have a bot (from their creation and seat
events, never from every action); then, every ``SPECIES_ARENA_BOT_POLL`` seconds, the new
events of those games. A game found waiting for a bot at start is played at once; one
found waiting later is played once it has waited ``grace`` seconds at the same version
(by default the longest search budget plus two looks), so that a live server that is
playing it is not raced for nothing.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections import deque
from typing import Any
from uuid import UUID

from eventsourcing.utils import get_topic

from service.domain import Game
from service.runtime.follow import NotificationFollower

log = logging.getLogger("species_arena.bots")

_T = {cls: get_topic(cls) for cls in (
    Game.GameCreated, Game.GameConfigured, Game.SeatReplaced, Game.GameFinished, Game.GameAbandoned,
    Game.ActionApplied, Game.SeatClaimed, Game.SeatResigned, Game.TimedOut, Game.ActionsUndone,
)}
#: Events that can put a bot in a game, or end it (read from the start).
STARTUP_TOPICS = [_T[c] for c in (
    Game.GameCreated, Game.GameConfigured, Game.SeatReplaced, Game.GameFinished, Game.GameAbandoned
)]
#: ...and afterwards, everything that can make a bot decide.
FOLLOW_TOPICS = [*STARTUP_TOPICS, _T[Game.ActionApplied], _T[Game.SeatClaimed], _T[Game.SeatResigned], _T[Game.TimedOut],
                 _T[Game.ActionsUndone]]


def default_grace(poll: float) -> float:
    """How long a bot turn found by the periodic look waits before this server plays it."""
    max_ms = int(os.environ.get("SPECIES_ARENA_SEARCH_MAX_MS", "2000"))
    return max_ms / 1000 + 2 * poll


class BotWorker(NotificationFollower):
    """Plays the bot turns of ``games`` that ``Games`` leaves to it; see the module."""

    def __init__(self, games: Any, threads: int = 2, poll: float = 1.0, grace: float | None = None,
                 long_searches: int = 0) -> None:
        self.games = games
        self.threads = max(1, threads)
        #: Long searches (``service.app.bots.thinks_for_long``) thinking at once.
        self.long_searches = long_searches if long_searches > 0 else max(1, self.threads - 1)
        self.poll = poll
        self.grace = default_grace(poll) if grace is None else grace
        #: Counts, for tests and logs: turns played, refused by the version check, failed.
        self.stats = {"played": 0, "conflicts": 0, "errors": 0}
        # The following state: the last notification read, the unfinished games with a
        # bot, those with news since the last look, and those seen waiting for a
        # bot (version, since when) -- only the look (one at a time) touches these.
        self.position: int | None = None
        self.candidates: set[UUID] = set()
        self.dirty: set[UUID] = set()
        self.waiting: dict[UUID, tuple[int, float]] = {}
        # The queues, under ``_cond``: games waiting for a thread, per lane, in the order
        # they were told of; the games a thread is playing; those told of meanwhile.
        self._cond = threading.Condition()
        self._lanes: dict[str, deque[UUID]] = {"short": deque(), "long": deque()}
        self._queued: set[UUID] = set()
        self._active: set[UUID] = set()
        self._again: set[UUID] = set()
        self._long_running = 0
        self._workers: list[threading.Thread] = []
        self._ticker: asyncio.Task[None] | None = None
        self._stopping = False
        #: Set by ``stop``: ends the ticker's sleep between two looks.
        self._stopped: asyncio.Event | None = None

    # ---- lifecycle (the app's lifespan) ----

    async def start(self) -> BotWorker:
        """Start in the running event loop: listen to ``games`` and look at the store."""
        self._stopped = asyncio.Event()
        for i in range(self.threads):
            t = threading.Thread(target=self._work, name=f"species-arena-bot-{i}", daemon=True)
            t.start()
            self._workers.append(t)
        self.games.bot_listener = self.wake
        self._ticker = asyncio.create_task(self._tick(), name="species-arena-bot-worker")
        return self

    async def stop(self, timeout: float = 30.0) -> None:
        """Stop listening and looking; let the turns being thought finish and be recorded
        (each is bounded by its budget), then stop the threads."""
        self._stopping = True
        if self.games.bot_listener == self.wake:
            self.games.bot_listener = None
        if self._ticker is not None:
            # The ticker is let finish the look it may be in (a thread reading the store):
            # cancelling its task would not stop that thread, and the store is closed next.
            if self._stopped is not None:
                self._stopped.set()
            done, _ = await asyncio.wait({self._ticker}, timeout=timeout)
            if not done:
                self._ticker.cancel()
                await asyncio.gather(self._ticker, return_exceptions=True)
        with self._cond:
            self._cond.notify_all()
        deadline = time.monotonic() + timeout
        for t in self._workers:
            await asyncio.to_thread(t.join, max(0.0, deadline - time.monotonic()))

    # ---- being told (any thread) ----

    def wake(self, game_id: UUID) -> None:
        """A write left a bot of ``game_id`` deciding: play it soon (thread-safe)."""
        with self._cond:
            self._enqueue(game_id, "short")

    def _enqueue(self, game_id: UUID, lane: str) -> None:
        """Queue the game at the back of ``lane`` (``_cond`` held). A game is in at most one
        place: queued once, or being played (then it is looked at again afterwards)."""
        if self._stopping:
            return
        if game_id in self._active:
            self._again.add(game_id)
        elif game_id not in self._queued:
            self._queued.add(game_id)
            self._lanes[lane].append(game_id)
            self._cond.notify()

    # ---- the threads ----

    def _next(self) -> tuple[UUID, str] | None:
        """The next game for a free thread (``_cond`` held), waiting until there is one:
        the short lane first; the long lane while fewer than ``long_searches`` long
        searches think. None: stopping."""
        short, long = self._lanes["short"], self._lanes["long"]
        while not self._stopping:
            if short:
                lane, game_id = "short", short.popleft()
            elif long and self._long_running < self.long_searches:
                lane, game_id = "long", long.popleft()
                self._long_running += 1
            else:
                self._cond.wait()
                continue
            self._queued.discard(game_id)
            self._active.add(game_id)
            return game_id, lane
        return None

    def _work(self) -> None:
        """One thread: one decision (or one short slice of cheap ones) of one game at a
        time; the game then goes to the back of its lane, so that games take turns."""
        while True:
            with self._cond:
                job = self._next()
            if job is None:
                return
            game_id, lane = job
            try:
                outcome = self.games.play_bot_turn(game_id, allow_long=lane == "long")
            except Exception:
                outcome = "error"
                log.exception("game %s: a bot turn failed", game_id)
            with self._cond:
                if lane == "long":
                    self._long_running -= 1
                self._active.discard(game_id)
                again = game_id in self._again
                self._again.discard(game_id)
                if outcome == "played":
                    self.stats["played"] += 1
                elif outcome == "conflict":
                    self.stats["conflicts"] += 1
                    log.info("game %s: the game changed while its bot thought; deciding again", game_id)
                elif outcome == "error":
                    self.stats["errors"] += 1
                if outcome == "long":
                    self._enqueue(game_id, "long")
                elif outcome in ("played", "conflict") or again:
                    self._enqueue(game_id, "short")  # looked at again: its next bot, if any
                self._cond.notify_all()

    # ---- looking at the store ----

    async def _tick(self) -> None:
        first = True
        while not self._stopping:
            try:
                due = await asyncio.to_thread(self.look, first)
            except Exception:
                log.exception("the bot worker's look at the store failed")
                due = []
            first = False
            for game_id in due:
                self.wake(game_id)
            if self.poll <= 0 or self._stopped is None:
                return  # no periodic look: the one at start only
            try:
                await asyncio.wait_for(self._stopped.wait(), self.poll)
            except TimeoutError:
                pass

    def look(self, at_start: bool = False) -> list[UUID]:
        """Follow the store; return the games whose bot turn this server should play now:
        at start, every game waiting for a bot; later, those waiting at one version for
        ``grace`` seconds."""
        self.follow()
        now = time.monotonic()
        due = []
        for game_id in sorted(self.dirty | set(self.waiting), key=str):
            self.dirty.discard(game_id)
            if game_id not in self.candidates:
                self.waiting.pop(game_id, None)
                continue
            g = self.games.load(game_id)
            if self.games.waiting_bot(g) is None:
                self.waiting.pop(game_id, None)
                continue
            seen = self.waiting.get(game_id)
            if seen is None or seen[0] != g.version:
                self.waiting[game_id] = seen = (g.version, now)
            if at_start or now - seen[1] >= self.grace:
                due.append(game_id)
        return due

    def follow(self) -> None:
        """Catch up with the store's notifications (see the module)."""
        recorder = self.games.recorder
        if self.position is None:
            self.position = 0
            self._read(STARTUP_TOPICS, stop=recorder.max_notification_id() or 0)
            self.dirty |= self.candidates
        self._read(FOLLOW_TOPICS)

    def _note(self, n: Any) -> None:
        game_id = n.originator_id if isinstance(n.originator_id, UUID) else UUID(str(n.originator_id))
        topic = n.topic
        if topic in (_T[Game.GameFinished], _T[Game.GameAbandoned]):
            self.candidates.discard(game_id)
            self.dirty.discard(game_id)
            self.waiting.pop(game_id, None)
            return
        if topic in (_T[Game.GameCreated], _T[Game.GameConfigured], _T[Game.SeatReplaced]):
            e = self.games.mapper.to_domain_event(n)
            kinds = list(getattr(e, "bots", None) or []) + [getattr(e, "fallback_bot", None), getattr(e, "bot", None)]
            if any(k is not None for k in kinds):
                self.candidates.add(game_id)
        if game_id in self.candidates:
            self.dirty.add(game_id)
