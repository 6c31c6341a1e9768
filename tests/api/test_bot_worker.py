"""The bot worker: search bots think off the request path.

Ordering is asserted by events (what is stored when, which turn is in progress), never by
wall-clock thresholds; "the same as inline play" is asserted against the same game played
by a ``Games`` without a worker (every bot inline, as the command line plays).
"""

from __future__ import annotations

import dataclasses
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.app.games import Games
from service.config import Settings
from tests.conftest import ADMIN, auth, make_settings, new_games

#: A fixed seed (hex) for La Isla games whose first decision is seat 0's.
SEED = "5eed"
#: Keys that differ between two recordings of one game (times, tokens, the chain).
_VOLATILE = {"id", "originator_id", "timestamp", "token_hash", "chain_hash", "prev_hash", "seed_commitment", "commitment"}


def wait_until(what: Callable[[], Any], timeout: float = 15.0, step: float = 0.02) -> Any:
    """Poll until ``what()`` is truthy (a guard against hanging, not a timing assertion)."""
    deadline = time.monotonic() + timeout
    while True:
        value = what()
        if value:
            return value
        assert time.monotonic() < deadline, "gave up waiting"
        time.sleep(step)


def comparable(history: Any) -> Any:
    """A history without what differs between two recordings of one game."""
    if isinstance(history, list):
        return [comparable(x) for x in history]
    if isinstance(history, dict):
        return {k: comparable(v) for k, v in history.items() if k not in _VOLATILE}
    return history


def inline_game(tmp_path: Path, bots: dict[int, str], humans: list[tuple[Any, str]] | None = None) -> tuple[Games, UUID]:
    """The same game played with every bot inline (no worker), on a store of its own:
    ``humans`` are seat 0's actions with their idempotency keys."""
    games = new_games(make_settings("sqlite", tmp_path / "inline"))
    g, _ = games.create_game("la-isla", 2, {}, bots, int(SEED, 16))
    if humans is not None:
        g, token, _ = games.claim_seat(g.id, 0, "ann")
        for action, key in humans:
            games.act(g.id, token, action, games.load(g.id).version, key)
    return games, g.id


@pytest.fixture
def search_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPECIES_ARENA_SEARCH_MAX_MS", "10000")


def test_requests_are_answered_while_a_search_bot_thinks(sqlite_settings: Settings, search_env: None,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    turns: list[tuple[str, UUID]] = []  # ("start" | "end", game) in the order they happen
    original = Games.play_bot_turn

    def spy(self: Games, game_id: UUID, allow_long: bool = True) -> str:
        if not allow_long:  # a short-lane look that finds a long search plays nothing
            outcome = original(self, game_id, allow_long)
            if outcome == "long":
                return outcome
            turns.append(("start", game_id))
            turns.append(("end", game_id))
            return outcome
        turns.append(("start", game_id))
        try:
            return original(self, game_id, allow_long)
        finally:
            turns.append(("end", game_id))

    monkeypatch.setattr(Games, "play_bot_turn", spy)
    with TestClient(app=create_app(sqlite_settings)) as c:
        other = c.post("/games", json={"game": "la-isla", "seats": 2}).json()["id"]
        # La Isla begins with both seats choosing at once: the bot decides from the start.
        r = c.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": {"kind": "search", "ms": 3000}}})
        assert r.status_code == 201, r.text
        gid, version = UUID(r.json()["id"]), r.json()["version"]
        # The creation returned before the bot decided.
        state = c.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        assert 1 in state["pending"]["seats"], state["pending"]
        wait_until(lambda: ("start", gid) in turns)
        assert ("end", gid) not in turns
        # While the bot thinks: another game is read and a new game is created...
        assert c.get(f"/games/{other}/state").status_code == 200
        created = c.post("/games", json={"game": "evo", "seats": 3, "bots": {"1": "greedy", "2": "random"}})
        assert created.status_code == 201, created.text
        # ...and both answered before the bot's move was stored.
        assert ("end", gid) not in turns, turns
        assert c.get(f"/games/{gid}/state").json()["version"] == version
        # Then the bot moves, and its move is recorded as any bot move.
        wait_until(lambda: ("end", gid) in turns, timeout=20)
        events = c.get(f"/games/{gid}/events?after={version}", headers=auth(ADMIN)).json()["events"]
        assert events and events[0]["type"] == "ActionApplied", events
        assert events[0]["seat"] == 1 and events[0]["bot"] is True, events[0]
        assert c.app.state.bot_worker.stats == {"played": 1, "conflicts": 0, "errors": 0}


def test_a_search_bot_game_over_rest_matches_inline_play(sqlite_settings: Settings, tmp_path: Path) -> None:
    humans: list[tuple[Any, str]] = []
    with TestClient(app=create_app(sqlite_settings)) as c:
        r = c.post("/games", json={"game": "la-isla", "seats": 2, "seed": SEED,
                                   "bots": {"1": {"kind": "search", "iterations": 4}}}, headers=auth(ADMIN))
        gid = r.json()["id"]
        bot_waits = lambda st: 1 in ((st["pending"] or {}).get("seats") or [])  # noqa: E731
        # Claim once the bot has answered the opening (as it did inline, at creation).
        wait_until(lambda: not bot_waits(c.get(f"/games/{gid}/state").json()))
        token = c.post(f"/games/{gid}/seats/0", json={"player": "ann"}).json()["token"]

        def my_turn() -> dict[str, Any] | None:
            # Seat 0 decides and the bot does not (inline, the bot has answered by then).
            st = c.get(f"/games/{gid}/state", headers=auth(token)).json()
            return st if st["finished"] or (0 in (st["pending"] or {}).get("seats", []) and not bot_waits(st)) else None

        replayed = False
        while not (state := wait_until(my_turn))["finished"]:
            actions = c.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()["actions"]
            action, key = actions[len(humans) % len(actions)], f"move-{len(humans)}"
            body = {"action": action, "expected_version": state["version"]}
            r = c.post(f"/games/{gid}/actions", json=body, headers={**auth(token), "Idempotency-Key": key})
            assert r.status_code == 200, r.text
            humans.append((action, key))
            first = r.json()
            assert first["bot_actions"] == 0, "the search bot never answers inside the request"
            if not replayed and bot_waits(c.get(f"/games/{gid}/state").json()):
                # The same request again, once its bot answer is recorded: the first result,
                # with the bot moves that answered it, and nothing recorded twice.
                wait_until(my_turn)
                again = c.post(f"/games/{gid}/actions", json=body, headers={**auth(token), "Idempotency-Key": key})
                assert again.status_code == 200 and again.json()["replayed"] is True, again.text
                assert again.json()["action_version"] == first["action_version"]
                assert again.json()["version"] > first["version"] and again.json()["bot_actions"] >= 1, again.json()
                replayed = True
        assert replayed and len(humans) > 3
        audit = c.get(f"/games/{gid}/audit", headers=auth(ADMIN)).json()
        assert audit["verified"] is True, audit
        served = c.app.state.services.games
        served_history, served_keys = [h.to_dict() for h in served.history(UUID(gid))], served.load(UUID(gid)).idempotency
    inline, inline_id = inline_game(tmp_path, {1: "search:4"}, humans)
    expected = comparable([h.to_dict() for h in inline.history(inline_id)])
    assert [(e["version"], e["type"]) for e in comparable(served_history)] == [(e["version"], e["type"]) for e in expected]
    for got, want in zip(comparable(served_history), expected, strict=True):
        assert got == want, (got["version"], {k for k in got if got[k] != want.get(k)})
    assert served_keys == inline.load(inline_id).idempotency
    assert inline.audit(inline_id, ADMIN).verified is True


def _bot_only_game(settings: Settings) -> UUID:
    """A search-bot game left with its first bot turn waiting (as a server that stopped
    before playing it would leave it)."""
    games = new_games(settings)
    g, _ = games.create_game("la-isla", 2, {}, {0: "search:3", 1: "search:3"}, int(SEED, 16), play_bots=False)
    assert games.waiting_bot(g) is not None and g.version == 1
    games.close()
    return g.id


def test_a_bot_turn_left_waiting_is_played_at_startup(sqlite_settings: Settings, tmp_path: Path) -> None:
    gid = _bot_only_game(sqlite_settings)
    with TestClient(app=create_app(sqlite_settings)) as c:
        wait_until(lambda: c.get(f"/games/{gid}/state").json()["finished"], timeout=20)
        served = [h.to_dict() for h in c.app.state.services.games.history(gid)]
        assert c.app.state.bot_worker.stats["played"] > 0
    inline, inline_id = inline_game(tmp_path, {0: "search:3", 1: "search:3"})
    assert comparable(served) == comparable([h.to_dict() for h in inline.history(inline_id)])


def test_two_servers_on_one_store_never_play_a_turn_twice(sqlite_settings: Settings, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    gid = _bot_only_game(sqlite_settings)
    # Both servers think about the first turn from the same version before either records
    # it: exactly one write may win.
    barrier = threading.Barrier(2, timeout=15)
    first_commits: list[int] = []
    original = Games._commit_bot_turn

    def racing(self: Games, g: Any, seat: int, choice: str) -> str:
        if len(first_commits) < 2 and g.version == 1:
            first_commits.append(g.version)
            barrier.wait()
        return original(self, g, seat, choice)

    monkeypatch.setattr(Games, "_commit_bot_turn", racing)
    second = dataclasses.replace(sqlite_settings, projections="external")
    with TestClient(app=create_app(sqlite_settings)) as a, TestClient(app=create_app(second)) as b:
        wait_until(lambda: a.get(f"/games/{gid}/state").json()["finished"], timeout=20)
        stats = [a.app.state.bot_worker.stats, b.app.state.bot_worker.stats]
        served = [h.to_dict() for h in a.app.state.services.games.history(gid)]
    assert first_commits == [1, 1], "both servers thought about the first turn"
    assert sum(s["conflicts"] for s in stats) >= 1 and all(s["errors"] == 0 for s in stats), stats
    # Every turn recorded once, each as the bot decides it from the stored state before it.
    inline, inline_id = inline_game(tmp_path, {0: "search:3", 1: "search:3"})
    expected = comparable([h.to_dict() for h in inline.history(inline_id)])
    assert comparable(served) == expected
    assert sum(s["played"] for s in stats) == sum(1 for e in expected if e["type"] == "ActionApplied")


def test_without_a_worker_search_bots_play_inline(sqlite_settings: Settings) -> None:
    settings = dataclasses.replace(sqlite_settings, bot_threads=0)
    with TestClient(app=create_app(settings)) as c:
        r = c.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"0": {"kind": "search", "iterations": 3},
                                                                          "1": "random"}})
        assert r.status_code == 201, r.text
        assert c.app.state.bot_worker is None
        assert c.get(f"/games/{r.json()['id']}/state").json()["finished"] is True


def test_a_claim_racing_a_background_bot_move_is_decided_again(sqlite_settings: Settings,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    server, worker = new_games(sqlite_settings), new_games(sqlite_settings)
    g, _ = server.create_game("la-isla", 2, {}, {1: "search:3"}, int(SEED, 16), play_bots=False)
    assert server.waiting_bot(g) == 1
    original = Games._save
    raced: list[int] = []

    def save_after_the_bot(self: Games, game: Any) -> int:
        if self is server and not raced:
            # Between the claim's load and its save, the bot's move is recorded elsewhere.
            raced.append(game.version)
            assert worker.play_bot_turn(game.id) == "played"
        return original(self, game)

    monkeypatch.setattr(Games, "_save", save_after_the_bot)
    g, token, _ = server.claim_seat(g.id, 0, "ann")
    assert raced == [2], "the claim's first write was raced"
    types = [(r["version"], r["type"], r.get("bot")) for r in (h.to_dict() for h in server.history(g.id))]
    # The bot's move(s) first, then the claim, recorded once.
    assert types[0] == (1, "GameCreated", None) and types[-1][1:] == ("SeatClaimed", None), types
    assert all(t[1:] == ("ActionApplied", True) for t in types[1:-1]) and len(types) > 2, types
    assert server.load(g.id).seat_of_token(token) == 0
