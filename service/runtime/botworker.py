"""The bot worker: search bots think off the request path.

A request that leaves a search bot deciding (an action, a game's creation, a claim, a
resignation, a time-out) records what it did and returns at once; ``Games._save`` then
tells the worker (``Games.bot_listener``), an asyncio task of the server started and
stopped with the app's lifespan. The worker hands the game to a small, bounded thread pool
(``SPECIES_ARENA_BOT_THREADS``; the Rust search releases the GIL while it thinks, so the
threads think in parallel with the requests), where ``Games.play_bot_turn`` loads the game,
lets the bot decide from what its seat may see, and records the decision through the same
path as any action, expecting the version it thought from. It repeats until no bot
decides. Nothing holds a database transaction or lock while a bot thinks.

Several servers on one store: each plays the turns its own requests left waiting at once;
if two ever play the same turn, the store's version check refuses the second write (a
``"conflict"``), and that worker looks at the game again from its new state. Turns nobody
is playing (the server that should have played them stopped, or the store was written by
something else) are found by following the store's notifications, as the deadline keeper
does: at start, which unfinished games have a search bot (from their creation and seat
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
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from uuid import UUID

from eventsourcing.utils import get_topic

from service.app.bots import thinks_long
from service.domain import Game
from service.runtime.follow import NotificationFollower

log = logging.getLogger("species_arena.bots")

#: The most turns one game takes in one go before others get a turn in the pool.
TURNS_PER_GO = 50

_T = {cls: get_topic(cls) for cls in (
    Game.GameCreated, Game.GameConfigured, Game.SeatReplaced, Game.GameFinished, Game.GameAbandoned,
    Game.ActionApplied, Game.SeatClaimed, Game.SeatResigned, Game.TimedOut,
)}
#: Events that can put a search bot in a game, or end it (read from the start).
STARTUP_TOPICS = [_T[c] for c in (
    Game.GameCreated, Game.GameConfigured, Game.SeatReplaced, Game.GameFinished, Game.GameAbandoned
)]
#: ...and afterwards, everything that can make a bot decide.
FOLLOW_TOPICS = [*STARTUP_TOPICS, _T[Game.ActionApplied], _T[Game.SeatClaimed], _T[Game.SeatResigned], _T[Game.TimedOut]]


def default_grace(poll: float) -> float:
    """How long a bot turn found by the periodic look waits before this server plays it."""
    max_ms = int(os.environ.get("SPECIES_ARENA_SEARCH_MAX_MS", "2000"))
    return max_ms / 1000 + 2 * poll


class BotWorker(NotificationFollower):
    """Plays the bot turns of ``games`` that ``Games`` leaves to it; see the module."""

    def __init__(self, games: Any, threads: int = 2, poll: float = 1.0, grace: float | None = None) -> None:
        self.games = games
        self.threads = max(1, threads)
        self.poll = poll
        self.grace = default_grace(poll) if grace is None else grace
        #: Counts, for tests and logs: turns played, refused by the version check, failed.
        self.stats = {"played": 0, "conflicts": 0, "errors": 0}
        # The following state: the last notification read, the unfinished games with a
        # search bot, those with news since the last look, and those seen waiting for a
        # bot (version, since when) -- only the look (one at a time) touches these.
        self.position: int | None = None
        self.candidates: set[UUID] = set()
        self.dirty: set[UUID] = set()
        self.waiting: dict[UUID, tuple[int, float]] = {}
        # The event loop's state: games being played, games told of meanwhile.
        self._busy: set[UUID] = set()
        self._again: set[UUID] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._ticker: asyncio.Task[None] | None = None
        self._stopping = False
        #: Set by ``stop``: ends the ticker's sleep between two looks.
        self._stopped: asyncio.Event | None = None

    # ---- lifecycle (the app's lifespan) ----

    async def start(self) -> BotWorker:
        """Start in the running event loop: listen to ``games`` and look at the store."""
        self._loop = asyncio.get_running_loop()
        self._stopped = asyncio.Event()
        self._pool = ThreadPoolExecutor(self.threads, thread_name_prefix="species-arena-bot")
        self.games.bot_listener = self.wake
        self._ticker = asyncio.create_task(self._tick(), name="species-arena-bot-worker")
        return self

    async def stop(self, timeout: float = 30.0) -> None:
        """Stop listening and looking; let the turns being thought finish and be recorded
        (each is bounded by its budget), then stop the pool."""
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
        if self._tasks:
            await asyncio.wait(set(self._tasks), timeout=timeout)
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    # ---- being told (any thread) ----

    def wake(self, game_id: UUID) -> None:
        """A write left a bot of ``game_id`` deciding: play it soon (thread-safe)."""
        loop = self._loop
        if loop is None or self._stopping or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(self._schedule, game_id)
        except RuntimeError:  # the loop closed meanwhile
            pass

    def _schedule(self, game_id: UUID) -> None:
        if self._stopping:
            return
        if game_id in self._busy:
            self._again.add(game_id)
            return
        self._busy.add(game_id)
        task = asyncio.create_task(self._play(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _play(self, game_id: UUID) -> None:
        """Play the game's bot turns, one pool job per turn, until none waits."""
        loop = asyncio.get_running_loop()
        try:
            turns = 0
            while not self._stopping:
                try:
                    outcome = await loop.run_in_executor(self._pool, self.games.play_bot_turn, game_id)
                except Exception:
                    self.stats["errors"] += 1
                    log.exception("game %s: a bot turn failed", game_id)
                    return
                if outcome == "played":
                    self.stats["played"] += 1
                    turns += 1
                    if turns >= TURNS_PER_GO:
                        self._again.add(game_id)  # let the other games in: queue again
                        return
                elif outcome == "conflict":
                    self.stats["conflicts"] += 1
                    log.info("game %s: the game changed while its bot thought; deciding again", game_id)
                elif game_id in self._again:
                    self._again.discard(game_id)  # told again meanwhile: look once more
                else:
                    return
        finally:
            self._busy.discard(game_id)
            if game_id in self._again and not self._stopping:
                self._again.discard(game_id)
                self._schedule(game_id)

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
                if game_id not in self._busy:
                    self._schedule(game_id)
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
            if any(thinks_long(k) for k in kinds):
                self.candidates.add(game_id)
        if game_id in self.candidates:
            self.dirty.add(game_id)
