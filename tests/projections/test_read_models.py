"""The read models (lobby/summary/scoreboard, timeline, player stats) on every backend:
served over the API, read-your-writes, incremental = rebuild, and a projection process
killed mid-stream resumes counting nothing twice and missing nothing."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from dataclasses import replace
from typing import Any

from litestar.testing import TestClient

from projections import runner
from service.api.app import create_app
from service.app.games import Games
from service.config import Settings
from tests.conftest import ADMIN, auth, new_games, settings_environ
from tests.player_helpers import claim, register

FAKE = "fake-race"
#: Games written before the projection process starts (about 22 events each).
GAMES = 50


def play(client: TestClient[Any], seats: int, moves: int, players: list[str], bots: dict[str, str] | None = None,
         finish: bool = True) -> tuple[str, int]:
    """Create a fake-race game, seat ``players`` (player keys, or guests' names; the other
    seats are bots), and play it (to the end, or one move). Returns the game id and the
    last write's position."""
    r = client.post("/games", json={"game": FAKE, "seats": seats, "options": {"moves": moves}, "bots": bots or {}})
    assert r.status_code == 201, r.text
    gid, position = r.json()["id"], r.json()["position"]
    tokens = {}
    for seat, player in enumerate(players):
        if player:
            body = claim(client, gid, seat, player)
            tokens[seat], position = body["token"], body["position"]
    for _ in range(50):
        st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["pending"] is None:
            break
        seat = st["pending"]["seat"]
        if seat not in tokens:
            break
        r = client.post(
            f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1 + seat % 2}, "expected_version": st["version"]},
            headers=auth(tokens[seat]),
        )
        assert r.status_code == 200, r.text
        position = r.json()["position"]
        if not finish:
            break
    return gid, position


def test_lobby_summary_timeline_and_stats(client: TestClient[Any]) -> None:
    ann, bob = register(client, "ann"), register(client, "bob")
    waiting, _ = play(client, 3, 6, [ann, "", ""], finish=False)
    running, _ = play(client, 2, 6, [ann, bob], finish=False)
    done, pos = play(client, 2, 4, [ann, bob])
    bot_game, pos2 = play(client, 2, 4, ["", bob], bots={"0": "greedy"})
    # Guests (bare names, even a registered player's) count for nobody.
    guest_game, pos3 = play(client, 2, 4, ["ann", "carl"])
    last = max(pos, pos2, pos3, client.get("/health").json()["position"])

    lobby = client.get(f"/games?wait_for={last}").json()
    assert lobby["total"] == 5
    by_status = {s: {g["id"] for g in client.get(f"/games?status={s}").json()["games"]} for s in ("waiting", "in_progress", "finished")}
    assert by_status == {"waiting": {waiting}, "in_progress": {running}, "finished": {done, bot_game, guest_game}}
    assert {g["id"] for g in client.get("/games?open=true").json()["games"]} == {waiting}
    assert client.get("/games?open=true").json()["games"][0]["open_seats"] == [1, 2]
    page1 = client.get("/games?limit=3").json()
    page2 = client.get("/games?limit=3&offset=3").json()
    assert len(page1["games"]) == 3 and len(page2["games"]) == 2 and page1["total"] == 5
    assert {g["id"] for g in page1["games"] + page2["games"]} == {waiting, running, done, bot_game, guest_game}
    assert client.get(f"/games/{guest_game}").json()["players"] == ["guest:ann", "guest:carl"]
    assert client.get(f"/games?game={FAKE}").json()["total"] == 5
    assert client.get("/games?game=dominant-species").json()["total"] == 0

    summary = client.get(f"/games/{done}").json()
    state = client.get(f"/games/{done}/state").json()
    assert summary["status"] == "finished" and summary["pending"] is None
    assert summary["scores"] == state["outcome"]["scores"]
    assert summary["ranking"] == state["outcome"]["ranking"] and summary["winners"] == state["outcome"]["winners"]
    assert summary["version"] == state["version"] and summary["round"] == state["progress"]["round"]
    live = client.get(f"/games/{running}").json()
    live_state = client.get(f"/games/{running}/state").json()
    assert live["pending"] == live_state["pending"] and live["scores"] == live_state["scores"]
    assert live["phase"] == live_state["progress"]["phase"] and live["ranking"] is None

    timeline = client.get(f"/games/{done}/timeline").json()["entries"]
    applied = [e for e in client.get(f"/games/{done}/events").json()["events"] if e["type"] == "ActionApplied"]
    assert [t["version"] for t in timeline] == [e["version"] for e in applied]
    assert [t["texts"] for t in timeline] == [[fx["text"] for fx in e["effects"]] for e in applied]
    assert all(t["texts"] for t in timeline)

    ann_stats = client.get("/players/ann").json()["stats"]
    assert len(ann_stats) == 1 and ann_stats[0]["played"] == 1 and ann_stats[0]["game"] == FAKE
    done_state = client.get(f"/games/{done}/state").json()["outcome"]
    assert ann_stats[0]["won"] == (1 if 0 in done_state["winners"] else 0)
    assert ann_stats[0]["best_score"] == done_state["scores"][0] == ann_stats[0]["average_score"]
    bob_stats = client.get("/players/BOB").json()["stats"][0]  # names fold
    assert bob_stats["player"] == "bob" and bob_stats["played"] == 2
    board = client.get(f"/leaderboard?game={FAKE}").json()["players"]
    assert {p["player"] for p in board} == {"ann", "bob", "bot:greedy"}
    ratings = [p["rating"]["rating"] for p in board]
    assert ratings == sorted(ratings, reverse=True)
    assert {p["player"]: p["rating"]["games"] for p in board} == {"ann": 1, "bob": 2, "bot:greedy": 1}
    # Neither the guests nor a registered player's name claimed as a guest were counted.
    assert client.get("/players/carl").status_code == 404
    assert client.get("/players/guest:carl").status_code == 404
    assert client.get("/players/bot:greedy").json()["stats"][0]["played"] == 1


def test_read_your_own_write(client: TestClient[Any]) -> None:
    """Each write returns its position; a read with ``wait_for`` sees that write."""
    for moves in range(2, 8):
        gid, position = play(client, 2, moves, ["ann", "bob"], finish=False)
        version = client.get(f"/games/{gid}/state").json()["version"]
        assert client.get(f"/games/{gid}?wait_for={position}").json()["version"] == version
        assert gid in {g["id"] for g in client.get(f"/games?wait_for={position}&limit=1000").json()["games"]}


def test_wait_for_times_out_as_a_problem_when_no_projection_runs(settings: Settings) -> None:
    external = replace(settings, projections="external", wait_timeout=0.3)
    with TestClient(app=create_app(external)) as c:
        _, position = play(c, 2, 4, ["ann", "bob"])
        r = c.get(f"/games?wait_for={position}")
        assert r.status_code == 503 and r.json()["type"] == "projection-lagging"
        assert c.get("/health").json()["projected"] == 0


def test_incremental_and_rebuilt_read_models_are_identical(settings: Settings) -> None:
    with TestClient(app=create_app(settings)) as c:
        keys = [register(c, name) for name in ("ann", "bob", "cy", "dee")]
        for i in range(4):
            play(c, 2 + i % 3, 3 + i, keys[: 2 + i % 3])
        play(c, 3, 6, [keys[0], "", ""], bots={"1": "random"}, finish=False)
        play(c, 2, 5, ["guest", keys[1]], bots={})
        r = c.post("/games", json={"game": "dominant-species", "seats": 2, "bots": [0, 1]})
        assert r.status_code == 201
        # An all-bot game plays itself in the bot worker: the store is still once it is over.
        gid, version = r.json()["id"], r.json()["version"]
        for _ in range(1000):
            state = c.get(f"/games/{gid}/state", params={"wait_for_version": version + 1, "wait_seconds": 30}).json()
            if state["finished"]:
                break
            version = state["version"]
        assert state["finished"]
        target = c.get("/health").json()["position"]
        c.get(f"/games?wait_for={target}")
        incremental = c.app.state.services.view.dump()
    env = settings.eventsourcing_env()
    assert runner.rebuild(env, Games) == target
    rebuilt = runner.open_view(env).dump()
    assert rebuilt == incremental
    assert len(rebuilt["arena_games"]) == 7 and rebuilt["arena_player_stats"]
    assert {r["name"] for r in rebuilt["arena_players"] if "name" in r} == {"ann", "bob", "cy", "dee"}
    assert any("ordinal" in r for r in rebuilt["arena_ratings"])


def test_projection_process_killed_mid_stream_resumes_exactly_once(settings: Settings) -> None:
    env = settings.eventsourcing_env()
    games = new_games(settings)
    for _ in range(GAMES):
        games.create_game(FAKE, 2, {"moves": 20}, {0: "random", 1: "greedy"})
    total = games.position()
    assert total > 1000
    proc_env = {**os.environ, **settings_environ(settings), "SPECIES_ARENA_PROJECTIONS": "external"}
    command = [sys.executable, "-m", "service.cli", "projections", "run"]
    view = runner.open_view(env)
    proc = subprocess.Popen(command, env=proc_env)
    try:
        for _ in range(20000):
            if (view.max_tracking_id(games.name) or 0) > 0:
                break
            time.sleep(0.005)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
    reached = view.max_tracking_id(games.name) or 0
    assert 0 < reached < total, "the projection was not stopped mid-stream"
    # More games while the projection is down, then a restarted process catches up.
    for _ in range(3):
        games.create_game(FAKE, 2, {"moves": 4}, {0: "random", 1: "random"})
    total = games.position()
    proc = subprocess.Popen([*command, "--stop-after", "120"], env=proc_env)
    try:
        view.wait(games.name, total, timeout=120)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    resumed = view.dump()
    stats = {(r["player"], r["game"]): r for r in resumed["arena_player_stats"]}
    assert stats[("bot:random", FAKE)]["played"] == GAMES + 2 * 3
    assert stats[("bot:greedy", FAKE)]["played"] == GAMES
    assert len(resumed["arena_games"]) == GAMES + 3
    applied = sum(1 for n in games.recorder.select_notifications(start=1, limit=100000) if n.topic.endswith("ActionApplied"))
    assert len(resumed["arena_timeline"]) == applied
    assert runner.rebuild(env, Games) == total
    assert runner.open_view(env).dump() == resumed


def test_sqlite_read_model_writes_commit_without_their_own_fsync(settings: Settings) -> None:
    """SQLite: a read-model write commits with ``synchronous=NORMAL`` (the next event
    write's fsync makes it durable); the event writes keep SQLite's default, FULL."""
    if settings.store != "sqlite":
        return
    view = runner.open_view(settings.eventsourcing_env())
    with view.tx(commit=True) as t:  # type: ignore[attr-defined]
        t.execute("PRAGMA synchronous")
        row = t.fetchone()
        assert row is not None and list(row.values()) == [1]  # NORMAL
    games = new_games(settings)
    try:
        with games.recorder.datastore.transaction(commit=False) as c:  # type: ignore[attr-defined]
            c.execute("PRAGMA synchronous")
            assert c.fetchone()[0] == 2  # FULL
    finally:
        games.close()
