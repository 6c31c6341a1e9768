"""The bot worker shares its threads fairly (issue "Hostile load", bot work that is
scheduled): games take turns decision by decision, at most ``long_searches`` long searches
think at once, and a short decision never waits for a long one while a thread is left.

The worker is driven with a fake application whose decisions are events the test opens,
so every bound here is about order and counts, never about seconds; the seconds are
measured in ``benches/bot_fairness.py``."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any
from uuid import UUID, uuid4

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.runtime.botworker import BotWorker
from service.config import Settings
from tests.conftest import ADMIN, auth


class _NoStore:
    def max_notification_id(self) -> int:
        return 0

    def select_notifications(self, **_: Any) -> list[Any]:
        return []


class FakeGames:
    """``play_bot_turn`` for games whose every decision is ``kind`` ("long" or "short") and
    that need ``decisions`` of them; a long decision blocks until the test releases it."""

    def __init__(self) -> None:
        self.recorder = _NoStore()
        self.bot_listener: Callable[[UUID], None] | None = None
        self.kinds: dict[UUID, str] = {}
        self.left: dict[UUID, int] = {}
        self.release = threading.Event()
        self.lock = threading.Lock()
        self.log: list[tuple[str, UUID]] = []  # ("start" | "end", game)
        self.thinking_long = 0
        self.most_long_at_once = 0

    def add(self, kind: str, decisions: int) -> UUID:
        gid = uuid4()
        self.kinds[gid], self.left[gid] = kind, decisions
        return gid

    def play_bot_turn(self, game_id: UUID, allow_long: bool = True) -> str:
        if self.left[game_id] == 0:
            return "idle"
        long = self.kinds[game_id] == "long"
        if long and not allow_long:
            return "long"
        with self.lock:
            self.log.append(("start", game_id))
            if long:
                self.thinking_long += 1
                self.most_long_at_once = max(self.most_long_at_once, self.thinking_long)
        if long:
            self.release.wait(30)
        with self.lock:
            if long:
                self.thinking_long -= 1
            self.left[game_id] -= 1
            self.log.append(("end", game_id))
        return "played"


def wait_until(what: Callable[[], Any], timeout: float = 15.0) -> Any:
    """Poll until ``what()`` is truthy (a guard against hanging, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while not (value := what()):
        assert time.monotonic() < deadline, "gave up waiting"
        time.sleep(0.005)
    return value


def run_worker(games: FakeGames, threads: int, body: Callable[[BotWorker], None], long_searches: int = 0) -> BotWorker:
    async def main() -> BotWorker:
        worker = await BotWorker(games, threads=threads, poll=0, long_searches=long_searches).start()
        try:
            await asyncio.to_thread(body, worker)
        finally:
            games.release.set()
            await worker.stop(timeout=10)
        return worker

    return asyncio.run(main())


def test_a_short_decision_never_waits_for_three_long_searches() -> None:
    games = FakeGames()
    longs = [games.add("long", 50) for _ in range(3)]
    short = games.add("short", 3)

    def body(worker: BotWorker) -> None:
        for gid in longs:
            worker.wake(gid)
        wait_until(lambda: games.thinking_long == 1)  # one long search thinks; two wait
        worker.wake(short)
        # All three decisions of the short game are played while no long search has ended.
        wait_until(lambda: games.left[short] == 0)
        assert ("end", longs[0]) not in games.log and games.thinking_long == 1
        assert games.most_long_at_once == 1

    worker = run_worker(games, threads=2, body=body)
    assert worker.long_searches == 1 and worker.stats["errors"] == 0


def test_long_searches_are_capped_and_take_turns() -> None:
    games = FakeGames()
    longs = [games.add("long", 2) for _ in range(4)]

    def body(worker: BotWorker) -> None:
        for gid in longs:
            worker.wake(gid)
        wait_until(lambda: games.thinking_long == 2)
        time.sleep(0.05)  # nothing more starts while the cap is reached
        assert games.thinking_long == 2 and len([e for e in games.log if e[0] == "start"]) == 2
        games.release.set()
        wait_until(lambda: all(games.left[g] == 0 for g in longs))

    run_worker(games, threads=3, body=body, long_searches=2)
    assert games.most_long_at_once == 2
    # Round robin: every game had its first decision before any game had its second.
    starts = [g for what, g in games.log if what == "start"]
    assert len(starts) == 8 and set(starts[:4]) == set(longs) and set(starts[4:]) == set(longs)


def test_games_take_turns_decision_by_decision() -> None:
    games = FakeGames()
    shorts = [games.add("short", 4) for _ in range(3)]

    def body(worker: BotWorker) -> None:
        for gid in shorts:
            worker.wake(gid)
        wait_until(lambda: all(games.left[g] == 0 for g in shorts))

    run_worker(games, threads=1, body=body)
    starts = [g for what, g in games.log if what == "start"]
    assert starts == shorts * 4, "one thread plays the three games in turn, one decision each"


def test_an_all_bot_game_is_created_at_once_and_plays_itself(sqlite_settings: Settings) -> None:
    with TestClient(app=create_app(sqlite_settings)) as c:
        r = c.post("/games", json={"game": "dominant-species", "seats": 6, "bots": [0, 1, 2, 3, 4, 5]})
        assert r.status_code == 201, r.text
        inline = c.app.state.services.games.inline_bot_moves
        assert r.json()["version"] <= 1 + inline, "the request played at most a few cheap decisions"
        gid = r.json()["id"]
        state = wait_until(lambda: (s := c.get(f"/games/{gid}/state").json())["finished"] and s, timeout=120)
        assert state["version"] > 1000  # thousands of decisions, played by the worker
        audit = c.get(f"/games/{gid}/audit", headers=auth(ADMIN)).json()
        assert audit["verified"] is True and audit["chain"] == "intact", audit


@pytest.mark.parametrize("kind", ["random", {"kind": "search", "iterations": 20}])
def test_a_human_is_answered_by_bots_in_the_background(sqlite_settings: Settings, kind: Any) -> None:
    with TestClient(app=create_app(sqlite_settings)) as c:
        r = c.post("/games", json={"game": "evo", "seats": 3, "bots": {"1": kind, "2": kind}})
        gid = r.json()["id"]
        token = c.post(f"/games/{gid}/seats/0", json={"player": "ann"}).json()["token"]

        def my_turn() -> Any:
            s = c.get(f"/games/{gid}/state", headers=auth(token)).json()
            return s if s["finished"] or 0 in ((s.get("pending") or {}).get("seats") or []) else None

        for _ in range(10):
            st = wait_until(my_turn)
            if st["finished"]:
                break
            action = c.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()["actions"][0]
            r = c.post(f"/games/{gid}/actions", json={"action": action, "expected_version": st["version"]},
                       headers=auth(token))
            assert r.status_code == 200, r.text
            assert r.json()["bot_actions"] <= c.app.state.services.games.inline_bot_moves


def test_a_stopping_worker_plays_no_more_searches(sqlite_settings: Settings) -> None:
    """While it stops, the worker finishes the searches it is in and starts none (its
    listener is gone then, which once made the commit play the rest of the game inline)."""
    from service.app.games import Games

    games = Games(env=sqlite_settings.eventsourcing_env())
    g, _ = games.create_game("la-isla", 2, {}, {0: "search:300ms", 1: "search:300ms"}, play_bots=False)

    async def main() -> int:
        worker = await BotWorker(games, threads=2, poll=0).start()
        worker.wake(g.id)
        await asyncio.to_thread(wait_until, lambda: worker.stats["played"] >= 1, 30)
        at_stop = games.load(g.id).version
        await worker.stop(timeout=30)
        return at_stop

    at_stop = asyncio.run(main())
    after = games.load(g.id)
    assert not after.finished and after.version <= at_stop + 2, (at_stop, after.version)
    games.close()
