"""The service's append and load paths on SQLite, Dominant
Species with 4 and 6 players.

4. Actions per second appended through the application layer (``Games.act``, bots off, a
   real SQLite file, snapshots every 100 events, the in-process cache on), through HTTP
   (a real server, ``species-arena serve`` under uvicorn, and one keep-alive client
   connection: JSON, auth, an ``Idempotency-Key`` per request), and the storage limit: the recorder's ``insert_events`` of the very stored
   records the application wrote (the ``ActionApplied`` events of a finished game, under a
   new id), one transaction per action, into the same database, in the same run.
5. Loading that finished game of about 2,000 events: cold with snapshots (a fresh
   application: latest snapshot plus the events after it), warm (from the in-process
   cache, fast-forwarded from the store), and replayed from zero (no snapshots, no cache).
6. Time travel: the state of that finished game at a past version, as
   ``GET /games/{id}/state?version=N`` serves it (``Games.state``, a spectator: the game
   has finished, so the view is the omniscient one) at version 1, the middle, the last
   version before a snapshot (the most events to replay: 99) and the end; cold (a fresh
   application: the current game and the past one each from their latest snapshot at or
   before the version) and warm (the same application again: the past game from memory).

Each game is a recorded random game (``record_game``) replayed with the same seed, so every
run appends the same events. The read-model projection is not running (it is its own
consumer; ``SPECIES_ARENA_PROJECTIONS=external``). Ratios use the fastest round.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from uuid import UUID

import core_rs
import pytest
from eventsourcing.persistence import StoredEvent
from benches.conftest import ROOT, best, key
from service.app.games import Games
from service.config import Settings

PLAYERS = [4, 6]
GAME = "dominant-species"
#: Seeds whose random games take about 2,000 decisions (4 players: 2,075; 6 players: 2,148).
SEEDS = {4: 10, 6: 5}
#: Actions per round (None: the whole game); the tiny test in tests/ sets a handful.
ACTIONS: int | None = None
ROUNDS = {"app": 5, "http": 2, "raw": 5, "cold": 20, "warm": 200, "replay": 5}
#: Where in the game the time-travel benches look (``past_versions``).
PLACES = ["first", "middle", "before-snapshot", "end"]
ADMIN = "bench-admin"

Action = tuple[int, dict[str, Any]]


def record_game(seats: int, seed: int, limit: int | None = None) -> list[Action]:
    """A random game's (seat, action) list, chosen among the listed actions."""
    e = core_rs.Engine.create(GAME, seats, "{}", seed)
    rng = random.Random(seed)
    out: list[Action] = []
    while (p := e.pending()) is not None and (limit is None or len(out) < limit):
        seat = p[0][0]
        legal = json.loads(e.legal_actions(seat))
        action = legal[rng.randrange(len(legal))]
        e.apply(seat, json.dumps(action))
        out.append((seat, action))
    return out


def settings(path: Path, snapshot_interval: int = 100, cache_size: int = 1000) -> Settings:
    return Settings(
        store="sqlite",
        sqlite_path=str(path),
        admin_token=ADMIN,
        snapshot_interval=snapshot_interval,
        cache_size=cache_size,
        projections="external",
    )


def open_games(path: Path, *, snapshots: bool = True, cache: bool = True) -> Games:
    """An application on the SQLite file; ``snapshots=False`` neither reads nor takes any."""
    s = settings(path, cache_size=1000 if cache else 0)
    env = s.eventsourcing_env()
    if not snapshots:
        env["IS_SNAPSHOTTING_ENABLED"] = "n"
    return Games(env=env, admin_token=ADMIN, snapshot_interval=s.snapshot_interval if snapshots else 0)


@dataclass
class Seated:
    """A new game with every seat claimed: what an append round needs."""

    id: UUID
    tokens: dict[int, str]
    version: int


def new_game(games: Games, seats: int, seed: int) -> Seated:
    g, _ = games.create_game(GAME, seats, {}, None, seed, play_bots=False)
    tokens = {s: games.claim_seat(g.id, s, f"player-{s}")[1] for s in range(seats)}
    return Seated(g.id, tokens, games.load(g.id).version)


def append_app(games: Games, game: Seated, actions: list[Action]) -> int:
    """Every action through ``Games.act``; returns the final version."""
    v = game.version
    for seat, action in actions:
        v = games.act(game.id, game.tokens[seat], action, v).version
    return v


def action_records(games: Games, game_id: UUID) -> list[StoredEvent]:
    """The stored ``ActionApplied`` records of a game, as the recorder returns them."""
    return [r for r in games.recorder.select_events(game_id) if r.topic.endswith(".ActionApplied")]


def renamed(records: list[StoredEvent]) -> list[StoredEvent]:
    """The same records for a new originator (a fresh id, so the inserts never conflict)."""
    new = uuid.uuid4()
    return [StoredEvent(new, r.originator_version, r.topic, r.state) for r in records]


def append_raw(games: Games, records: list[StoredEvent]) -> int:
    """The storage limit: ``insert_events`` of each record in its own transaction."""
    insert = games.recorder.insert_events
    for r in records:
        insert([r])
    return len(records)


class Http:
    """A keep-alive HTTP/1.1 connection to a real server (``species-arena serve``)."""

    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def post(self, url: str, body: Any, headers: dict[str, str] | None = None) -> tuple[int, Any]:
        self.conn.request("POST", url, json.dumps(body), {"Content-Type": "application/json", **(headers or {})})
        r = self.conn.getresponse()
        return r.status, json.loads(r.read())

    def close(self) -> None:
        self.conn.close()


@contextmanager
def http_server(path: Path) -> Iterator[Http]:
    """``species-arena serve`` (uvicorn) on a free port over the SQLite file, projection
    external; yields a connection to it, and stops it."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    env = {
        **os.environ,
        "SPECIES_ARENA_STORE": "sqlite",
        "SPECIES_ARENA_DB": str(path),
        "SPECIES_ARENA_ADMIN_TOKEN": ADMIN,
        "SPECIES_ARENA_PROJECTIONS": "external",
        "SPECIES_ARENA_SNAPSHOT_INTERVAL": "100",
    }
    cmd = [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--log-level", "warning"]
    proc = subprocess.Popen(cmd, env=env, cwd=ROOT)
    client: Http | None = None
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=1):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("the server did not start") from None
                time.sleep(0.05)
        client = Http(port)
        yield client
    finally:
        if client is not None:
            client.close()
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def http_new_game(client: Http, seats: int, seed: int) -> Seated:
    status, body = client.post(
        "/games",
        {"game": GAME, "seats": seats, "seed": f"{seed:x}"},
        {"Authorization": f"Bearer {ADMIN}"},
    )
    assert status == 201, body
    gid = body["id"]
    tokens = {}
    for s in range(seats):
        status, body = client.post(f"/games/{gid}/seats/{s}", {"player": f"player-{s}"})
        assert status == 201, body
        tokens[s] = body["token"]
    return Seated(UUID(gid), tokens, body["version"])


def append_http(client: Http, game: Seated, actions: list[Action]) -> int:
    """Every action as ``POST /games/{id}/actions`` with an Idempotency-Key."""
    v = game.version
    url = f"/games/{game.id}/actions"
    for i, (seat, action) in enumerate(actions):
        status, body = client.post(
            url,
            {"action": action, "expected_version": v},
            {"Authorization": f"Bearer {game.tokens[seat]}", "Idempotency-Key": f"bench-{i}"},
        )
        assert status == 200, body
        v = body["version"]
    return v


def load_game(games: Games, game_id: UUID) -> int:
    return games.load(game_id).version


@dataclass
class Store:
    """One SQLite file per player count, with one finished game appended through the app."""

    path: Path
    seats: int
    actions: list[Action]
    finished: UUID
    version: int
    records: list[StoredEvent]


_stores: dict[int, Store] = {}


@pytest.fixture(scope="module")
def tmp_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    yield tmp_path_factory.mktemp("service-bench")
    _stores.clear()


def store_for(base: Path, seats: int) -> Store:
    if seats not in _stores:
        path = base / f"bench-{seats}p.sqlite"
        actions = record_game(seats, SEEDS[seats], ACTIONS)
        games = open_games(path)
        try:
            game = new_game(games, seats, SEEDS[seats])
            version = append_app(games, game, actions)
            records = action_records(games, game.id)
        finally:
            games.close()
        assert len(records) == len(actions)
        _stores[seats] = Store(path, seats, actions, game.id, version, records)
    return _stores[seats]


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="4-append")
def test_4_append_app(benchmark: Any, figures: Any, tmp_store: Path, seats: int) -> None:
    st = store_for(tmp_store, seats)
    games = open_games(st.path)
    try:
        version = benchmark.pedantic(
            append_app,
            setup=lambda: ((games, new_game(games, seats, SEEDS[seats]), st.actions), {}),
            rounds=ROUNDS["app"],
        )
    finally:
        games.close()
    assert version == st.version
    benchmark.extra_info["actions"] = len(st.actions)
    figures.put(key(GAME, seats, "append_app_per_s"), len(st.actions) / best(benchmark))


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="4-append")
def test_4_append_raw(benchmark: Any, figures: Any, tmp_store: Path, seats: int) -> None:
    st = store_for(tmp_store, seats)
    games = open_games(st.path)
    try:
        n = benchmark.pedantic(
            append_raw, setup=lambda: ((games, renamed(st.records)), {}), rounds=ROUNDS["raw"]
        )
    finally:
        games.close()
    assert n == len(st.records)
    benchmark.extra_info["actions"] = n
    benchmark.extra_info["bytes_per_record"] = sum(len(r.state) for r in st.records) / n
    figures.put(key(GAME, seats, "append_raw_per_s"), n / best(benchmark))


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="4-append")
def test_4_append_http(benchmark: Any, figures: Any, tmp_store: Path, seats: int) -> None:
    st = store_for(tmp_store, seats)
    with http_server(st.path) as client:
        version = benchmark.pedantic(
            append_http,
            setup=lambda: ((client, http_new_game(client, seats, SEEDS[seats]), st.actions), {}),
            rounds=ROUNDS["http"],
        )
    assert version == st.version
    benchmark.extra_info["actions"] = len(st.actions)
    figures.put(key(GAME, seats, "append_http_per_s"), len(st.actions) / best(benchmark))


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="5-load")
def test_5_load_cold(benchmark: Any, figures: Any, tmp_store: Path, seats: int) -> None:
    """A fresh application (snapshots every 100): the latest snapshot plus later events."""
    st = store_for(tmp_store, seats)
    opened: list[Games] = []

    def fresh() -> tuple[tuple[Games, UUID], dict[str, Any]]:
        opened.append(open_games(st.path))
        return (opened[-1], st.finished), {}

    try:
        version = benchmark.pedantic(load_game, setup=fresh, rounds=ROUNDS["cold"])
    finally:
        for g in opened:
            g.close()
    assert version == st.version
    benchmark.extra_info["events"] = version
    figures.put(key(GAME, seats, "load_cold_s"), best(benchmark))
    figures.put(key(GAME, seats, "load_events"), version)


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="5-load")
def test_5_load_warm(benchmark: Any, figures: Any, tmp_store: Path, seats: int) -> None:
    """From the in-process cache (still fast-forwarded from the store: one query)."""
    st = store_for(tmp_store, seats)
    games = open_games(st.path)
    try:
        load_game(games, st.finished)
        version = benchmark.pedantic(load_game, args=(games, st.finished), rounds=ROUNDS["warm"])
    finally:
        games.close()
    assert version == st.version
    figures.put(key(GAME, seats, "load_warm_s"), best(benchmark))


@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="5-load")
def test_5_load_replay(benchmark: Any, figures: Any, tmp_store: Path, seats: int) -> None:
    """Every event from version 1 applied again (a fresh application, no snapshots)."""
    st = store_for(tmp_store, seats)
    opened: list[Games] = []

    def fresh() -> tuple[tuple[Games, UUID], dict[str, Any]]:
        opened.append(open_games(st.path, snapshots=False, cache=False))
        return (opened[-1], st.finished), {}

    try:
        version = benchmark.pedantic(load_game, setup=fresh, rounds=ROUNDS["replay"])
    finally:
        for g in opened:
            g.close()
    assert version == st.version
    figures.put(key(GAME, seats, "load_replay_s"), best(benchmark))


def past_versions(version: int, interval: int = 100) -> dict[str, int]:
    """Versions of a game at ``version`` to look at: the first, the middle, the last one
    before a snapshot (the most events after one), the end."""
    before = [v for v in range(interval - 1, version, interval)]
    return {"first": 1, "middle": version // 2, "before-snapshot": before[-1] if before else max(1, version - 1), "end": version}


def state_at(games: Games, game_id: UUID, version: int) -> int:
    return int(games.state(game_id, None, version).version)


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="6-time-travel")
def test_6_state_at_version_cold(benchmark: Any, figures: Any, tmp_store: Path, seats: int, place: str) -> None:
    """A fresh application: the current game and the past one from their snapshots."""
    st = store_for(tmp_store, seats)
    version = past_versions(st.version)[place]
    opened: list[Games] = []

    def fresh() -> tuple[tuple[Games, UUID, int], dict[str, Any]]:
        opened.append(open_games(st.path))
        return (opened[-1], st.finished, version), {}

    try:
        got = benchmark.pedantic(state_at, setup=fresh, rounds=ROUNDS["cold"])
    finally:
        for g in opened:
            g.close()
    assert got == version
    benchmark.extra_info["version"] = version
    figures.put(key(GAME, seats, f"travel_cold_{place}_s"), best(benchmark))


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("seats", PLAYERS)
@pytest.mark.benchmark(group="6-time-travel")
def test_6_state_at_version_warm(benchmark: Any, figures: Any, tmp_store: Path, seats: int, place: str) -> None:
    """The same version again on the same application."""
    st = store_for(tmp_store, seats)
    version = past_versions(st.version)[place]
    games = open_games(st.path)
    try:
        state_at(games, st.finished, version)
        got = benchmark.pedantic(state_at, args=(games, st.finished, version), rounds=ROUNDS["warm"])
    finally:
        games.close()
    assert got == version
    benchmark.extra_info["version"] = version
    figures.put(key(GAME, seats, f"travel_warm_{place}_s"), best(benchmark))
