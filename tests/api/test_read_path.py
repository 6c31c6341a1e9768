"""The read path: cached, conditional and long-polling reads of a
game's state and legal actions (``service.runtime.readcache``)."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any
from uuid import UUID

import msgspec
import pytest
from litestar.testing import TestClient

from service.runtime.readcache import ReadCache, matches
from tests.conftest import ADMIN, auth, new_games, services

SEED = "5eed0002"


def start(client: TestClient[Any], game: str, seats: int) -> tuple[str, list[str]]:
    r = client.post("/games", json={"game": game, "seats": seats, "seed": SEED}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    tokens = [client.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(seats)]
    return gid, tokens


def play(client: TestClient[Any], gid: str, tokens: list[str], moves: int) -> int:
    """Play ``moves`` actions (the first legal one); returns the version reached."""
    version = client.get(f"/games/{gid}/state").json()["version"]
    for _ in range(moves):
        st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["pending"] is None:
            break
        seat = st["pending"]["seat"]
        actions = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"]
        r = client.post(f"/games/{gid}/actions", json={"action": actions[0], "expected_version": st["version"]},
                        headers=auth(tokens[seat]))
        assert r.status_code == 200, r.text
        version = r.json()["version"]
    return version


def fresh(client: TestClient[Any], kind: str, gid: str, token: str | None) -> bytes:
    """The response as computed without any cache (the application's own read)."""
    games = services(client).games
    if kind == "state":
        return msgspec.json.encode(games.state(UUID(gid), token))
    return msgspec.json.encode(games.legal_actions(UUID(gid), token))


@pytest.mark.parametrize(("game", "seats", "moves"), [("la-isla", 3, 12), ("evo", 3, 12), ("dominant-species", 2, 4)])
def test_cached_bytes_equal_fresh_bytes_for_every_viewer_class(client: TestClient[Any], game: str, seats: int, moves: int) -> None:
    gid, tokens = start(client, game, seats)
    play(client, gid, tokens, moves)
    cache = services(client).reads.cache  # type: ignore[union-attr]
    viewers: list[tuple[str, str | None]] = [("spectator", None), ("admin", ADMIN)] + [(f"seat{i}", t) for i, t in enumerate(tokens)]
    seen: dict[str, bytes] = {}
    # Twice over, in opposite orders: the second round is served from the cache, and a
    # class filled after another must not receive the other's bytes.
    for order in (viewers, viewers[::-1]):
        for cls, token in order:
            headers = auth(token) if token else {}
            hits = cache.hits
            r = client.get(f"/games/{gid}/state", headers=headers)
            assert r.status_code == 200
            assert r.content == fresh(client, "state", gid, token), cls
            assert f".{cls}." in r.headers["etag"]
            if cls in seen:
                assert cache.hits > hits, "the second read is served from the cache"
                assert r.content == seen[cls]
            seen[cls] = r.content
            if token is not None and token != ADMIN:
                r = client.get(f"/games/{gid}/legal-actions", headers=headers)
                assert r.status_code == 200
                assert r.content == fresh(client, "legal", gid, token)
    # The seats' views differ (each sees its own hand), and none is the spectator's.
    seat_bodies = {seen[f"seat{i}"] for i in range(seats)}
    assert len(seat_bodies) == seats
    assert seen["spectator"] not in seat_bodies and seen["admin"] not in seat_bodies
    for token in tokens:
        assert token.encode() not in b"".join(seen.values())


def test_the_spectator_and_admin_are_refused_legal_actions_even_when_cached(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    assert client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0])).status_code == 200
    assert client.get(f"/games/{gid}/state", headers=auth(ADMIN)).status_code == 200
    assert client.get(f"/games/{gid}/legal-actions").status_code == 401
    assert client.get(f"/games/{gid}/legal-actions", headers=auth(ADMIN)).status_code == 403
    r = client.get(f"/games/{gid}/state", headers=auth("not-a-token"))
    assert r.status_code == 401 and r.headers["content-type"].startswith("application/problem+json")
    assert client.get(f"/games/{UUID(int=7)}/state").status_code == 404


def test_if_none_match_is_answered_304_until_the_game_changes(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    r = client.get(f"/games/{gid}/state", headers=auth(tokens[0]))
    tag = r.headers["etag"]
    assert r.headers["cache-control"] == "private, no-cache"
    assert tag.startswith('"') and tag.endswith('"') and not tag.startswith("W/")
    assert tokens[0] not in tag and tokens[1] not in tag and ADMIN not in tag
    again = client.get(f"/games/{gid}/state", headers={**auth(tokens[0]), "If-None-Match": tag})
    assert again.status_code == 304 and again.content == b"" and again.headers["etag"] == tag
    # Another viewer's ETag for the same version is not this one's.
    other = client.get(f"/games/{gid}/state", headers={**auth(tokens[1]), "If-None-Match": tag})
    assert other.status_code == 200 and other.headers["etag"] != tag
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0]))
    assert client.get(f"/games/{gid}/legal-actions",
                      headers={**auth(tokens[0]), "If-None-Match": legal.headers["etag"]}).status_code == 304
    play(client, gid, tokens, 1)
    after = client.get(f"/games/{gid}/state", headers={**auth(tokens[0]), "If-None-Match": tag})
    assert after.status_code == 200 and after.headers["etag"] != tag
    assert after.json()["version"] > r.json()["version"]


def test_if_none_match_lists_and_weak_tags() -> None:
    assert matches('"a", W/"b"', '"b"') and matches("*", '"x"') and matches('"x"', '"x"')
    assert not matches('"a", "b"', '"c"') and not matches(None, '"c"') and not matches("", '"c"')


def test_the_lru_keeps_at_most_its_size() -> None:
    cache = ReadCache(3)
    for i in range(5):
        cache.put((f"g{i}", 1, "state"), i)
    assert len(cache) == 3 and cache.get(("g0", 1, "state")) is None and cache.get(("g4", 1, "state")) == 4
    assert cache.get(("g2", 1, "state")) == 2
    cache.put(("g5", 1, "state"), 5)  # evicts the least recently used, g3 (g2 was just read)
    assert cache.get(("g3", 1, "state")) is None and cache.get(("g2", 1, "state")) == 2
    off = ReadCache(0)
    off.put(("g", 1), 1)
    assert off.get(("g", 1)) is None


def test_a_newer_version_drops_the_older_ones_of_its_game() -> None:
    cache = ReadCache(10)
    cache.put(("g", 1, "state", "seat0"), "a")
    cache.put(("g", 1, "state", "seat1"), "b")
    cache.put(("h", 1, "state", "seat0"), "c")
    cache.put(("g", 2, "state", "seat0"), "d")
    assert cache.get(("g", 1, "state", "seat0")) is None and cache.get(("g", 1, "state", "seat1")) is None
    assert cache.get(("g", 2, "state", "seat0")) == "d" and cache.get(("h", 1, "state", "seat0")) == "c"
    cache.put(("g", 1, "state", "seat1"), "late")  # an older version than the one kept
    assert cache.get(("g", 1, "state", "seat1")) is None and len(cache) == 2


def test_long_poll_returns_when_a_move_is_made_from_another_thread(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    version = client.get(f"/games/{gid}/state").json()["version"]
    got: dict[str, Any] = {}

    def wait() -> None:
        t0 = time.monotonic()
        r = client.get(f"/games/{gid}/state", params={"wait_for_version": version + 1, "wait_seconds": 20})
        got.update(status=r.status_code, version=r.json()["version"], seconds=time.monotonic() - t0)

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(0.5)
    assert not got, "the read waits for the version"
    play(client, gid, tokens, 1)
    waiter.join(20)
    assert got["status"] == 200 and got["version"] >= version + 1
    assert 0.4 < got["seconds"] < 10


def test_long_poll_is_not_woken_before_the_reads_know_the_version(client: TestClient[Any]) -> None:
    """A woken long poll answers the version it waited for, never the one before. On SQLite
    the server is the store's sole writer, so its reads take the versions it recorded; the
    watch's poller reads the store and can find a write between its commit and the write
    path's note of it: it must not wake a waiter then. Here the note is held back while the
    poller looks, then made. (On PostgreSQL the reads ask the store: the poller may wake the
    waiter at once, with the new version.)"""
    gid, tokens = start(client, "la-isla", 2)
    svc = services(client)
    version = client.get(f"/games/{gid}/state").json()["version"]
    got: dict[str, Any] = {}

    def wait() -> None:
        r = client.get(f"/games/{gid}/state", params={"wait_for_version": version + 1, "wait_seconds": 20})
        got.update(status=r.status_code, version=r.json()["version"])

    listeners = list(svc.games.on_recorded)
    reached = version + 1
    waiter = threading.Thread(target=wait)
    waiter.start()
    try:
        time.sleep(0.3)
        svc.games.on_recorded.clear()  # committed, not yet noted
        reached = play(client, gid, tokens, 1)
        time.sleep(0.5)  # the poller looks every 0.1 s
        assert not got or got == {"status": 200, "version": reached}, f"woken before the reads knew version {reached}: {got}"
    finally:
        svc.games.on_recorded[:] = listeners
        for listener in listeners:
            listener({UUID(gid): reached})
    waiter.join(20)
    assert got == {"status": 200, "version": reached}


def test_long_poll_wakes_on_a_write_by_another_process(client: TestClient[Any], settings: Any) -> None:
    gid, tokens = start(client, "la-isla", 2)
    st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    seat = st["pending"]["seat"]
    action = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"][0]
    got: dict[str, Any] = {}

    def wait() -> None:
        r = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat]),
                       params={"wait_for_version": st["version"] + 1, "wait_seconds": 20})
        got.update(status=r.status_code, version=r.json()["version"])

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(0.3)
    other = new_games(settings)
    try:
        other.act(UUID(gid), tokens[seat], action, st["version"])
    finally:
        other.close()
    t0 = time.monotonic()
    waiter.join(20)
    assert got["status"] == 200 and got["version"] > st["version"]
    assert time.monotonic() - t0 < 5


def test_long_poll_times_out_with_the_current_state(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    version = client.get(f"/games/{gid}/state").json()["version"]
    t0 = time.monotonic()
    r = client.get(f"/games/{gid}/state", params={"wait_for_version": version + 50, "wait_seconds": 0.6})
    took = time.monotonic() - t0
    assert r.status_code == 200 and r.json()["version"] == version
    assert 0.55 < took < 5
    # A version already reached answers at once.
    t0 = time.monotonic()
    assert client.get(f"/games/{gid}/state", params={"wait_for_version": 0}).status_code == 200
    assert time.monotonic() - t0 < 2


@pytest.mark.parametrize("bad", ["-1", "x", "1.5", str(2**40)])
def test_a_bad_wait_for_version_is_a_400_problem(client: TestClient[Any], bad: str) -> None:
    gid, tokens = start(client, "la-isla", 2)
    for path, headers in (("state", {}), ("legal-actions", auth(tokens[0]))):
        r = client.get(f"/games/{gid}/{path}", params={"wait_for_version": bad}, headers=headers)
        assert r.status_code == 400, r.text
        assert r.headers["content-type"].startswith("application/problem+json")
        assert "wait_for_version" in r.text


def test_long_poll_of_an_unknown_game_or_token_does_not_wait(client: TestClient[Any]) -> None:
    gid, _ = start(client, "la-isla", 2)
    t0 = time.monotonic()
    assert client.get(f"/games/{UUID(int=9)}/state", params={"wait_for_version": 99}).status_code == 404
    assert client.get(f"/games/{gid}/state", params={"wait_for_version": 99},
                      headers=auth("nope")).status_code == 401
    assert time.monotonic() - t0 < 2


def test_a_write_by_a_second_application_invalidates_the_cache(client: TestClient[Any], settings: Any) -> None:
    gid, tokens = start(client, "la-isla", 2)
    st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    seat = st["pending"]["seat"]
    before = client.get(f"/games/{gid}/state", headers=auth(tokens[seat]))
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat]))
    assert client.get(f"/games/{gid}/state", headers=auth(tokens[seat])).content == before.content  # cached
    other = new_games(settings)
    try:
        other.act(UUID(gid), tokens[seat], legal.json()["actions"][0], st["version"])
    finally:
        other.close()
    after = client.get(f"/games/{gid}/state", headers={**auth(tokens[seat]), "If-None-Match": before.headers["etag"]})
    assert after.status_code == 200
    assert after.json()["version"] > st["version"]
    assert after.content == fresh(client, "state", gid, tokens[seat])
    again = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat]))
    assert again.json()["version"] == after.json()["version"]


def test_the_openapi_document_declares_the_conditional_and_long_poll_parts(client: TestClient[Any]) -> None:
    doc = client.get("/schema/openapi.json").json()
    for path in ("/games/{game_id}/state", "/games/{game_id}/legal-actions"):
        op = doc["paths"][path]["get"]
        params = {p["name"]: p for p in op["parameters"]}
        assert params["wait_for_version"]["in"] == "query" and params["wait_for_version"]["schema"]["minimum"] == 0
        assert params["If-None-Match"]["in"] == "header"
        assert "ETag" in op["responses"]["200"]["headers"] and "ETag" in op["responses"]["304"]["headers"]
        assert "content" not in op["responses"]["304"]
        assert op["responses"]["400"]["x-problem-types"] == ["invalid-request"]


def test_the_client_revalidates_and_long_polls(client: TestClient[Any]) -> None:
    from species_arena_client import Client

    statuses: list[int] = []
    client.event_hooks["response"].append(lambda r: statuses.append(r.status_code))
    api = Client(str(client.base_url), http=client, backoff=0.0)
    gid, tokens = start(client, "la-isla", 2)
    first = api.state(gid, token=tokens[0])
    statuses.clear()
    second = api.state(gid, token=tokens[0])
    assert statuses == [304] and second == first
    other = api.state(gid, token=tokens[1])  # another token: its own answer, not seat 0's
    assert statuses[-1] == 200 and other.viewer.seat == 1
    seat = first.pending.seat if first.pending else 0
    legal = api.legal_actions(gid, token=tokens[seat])
    assert api.legal_actions(gid, token=tokens[seat]) == legal and statuses[-1] == 304
    got: dict[str, Any] = {}
    waiter = threading.Thread(target=lambda: got.update(
        state=api.state(gid, token=tokens[0], wait_for_version=first.version + 1, wait_seconds=20)))
    waiter.start()
    time.sleep(0.3)
    api.act(gid, legal.actions[0], legal.version, token=tokens[seat])
    waiter.join(20)
    assert got["state"].version > first.version
    assert api.state(gid, token=tokens[0]).version == got["state"].version


def test_gzip_and_plain_answers_are_the_same_json_with_their_own_etags(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    plain = client.get(f"/games/{gid}/state", headers={**auth(tokens[0]), "Accept-Encoding": "identity"})
    zipped = client.get(f"/games/{gid}/state", headers={**auth(tokens[0]), "Accept-Encoding": "gzip"})
    again = client.get(f"/games/{gid}/state", headers={**auth(tokens[0]), "Accept-Encoding": "gzip"})
    assert "content-encoding" not in plain.headers
    assert zipped.headers["content-encoding"] == "gzip" and "Accept-Encoding" in zipped.headers["vary"]
    assert plain.content == zipped.content == again.content == fresh(client, "state", gid, tokens[0])
    assert plain.headers["etag"] != zipped.headers["etag"] == again.headers["etag"]
    r = client.get(f"/games/{gid}/state", headers={**auth(tokens[0]), "Accept-Encoding": "identity",
                                                     "If-None-Match": zipped.headers["etag"]})
    assert r.status_code == 200 and "content-encoding" not in r.headers


def test_the_summary_long_polls_until_the_read_model_has_the_version(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    version = client.get(f"/games/{gid}/state").json()["version"]
    got: dict[str, Any] = {}

    def wait() -> None:
        r = client.get(f"/games/{gid}", params={"wait_for_version": version + 1, "wait_seconds": 20})
        got.update(status=r.status_code, version=r.json()["version"])

    waiter = threading.Thread(target=wait)
    waiter.start()
    time.sleep(0.4)
    assert not got
    reached = play(client, gid, tokens, 1)
    waiter.join(20)
    assert got == {"status": 200, "version": reached}
    t0 = time.monotonic()
    r = client.get(f"/games/{gid}", params={"wait_for_version": reached + 9, "wait_seconds": 0.5})
    assert r.status_code == 200 and r.json()["version"] == reached and 0.45 < time.monotonic() - t0 < 5
    assert client.get(f"/games/{gid}", params={"wait_for_version": "-3"}).status_code == 400


def test_the_summary_long_poll_refuses_an_unknown_game_at_once(client: TestClient[Any]) -> None:
    """A game the store does not have is a 404 at once, not after the whole wait (a game the
    store has but the read models have not reached yet waits instead: the test above)."""
    t0 = time.monotonic()
    r = client.get("/games/00000000-0000-4000-8000-000000000000", params={"wait_for_version": 1, "wait_seconds": 20})
    assert r.status_code == 404 and r.json()["type"].endswith("not-found")
    assert time.monotonic() - t0 < 10


def test_an_unchanged_game_is_read_on_the_event_loop_without_a_thread(client: TestClient[Any], settings: Any,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A cached answer is found on the event loop (no worker thread, no application pool:
    SQLite's version check has its own read-only connection, PostgreSQL's an async
    connection of its own); only a miss goes to ``read``."""
    gid, tokens = start(client, "evo", 3)
    reads = services(client).reads
    assert reads is not None
    assert (reads.versions is not None) == (settings.store == "sqlite")
    assert (reads.async_versions is not None) == (settings.store == "postgres")
    full_reads: list[str] = []
    real = reads.read

    def counting(kind: str, *args: Any) -> Any:
        full_reads.append(kind)
        return real(kind, *args)

    monkeypatch.setattr(reads, "read", counting)
    first = client.get(f"/games/{gid}/state", headers=auth(tokens[0]))
    again = client.get(f"/games/{gid}/state", headers=auth(tokens[0]))
    assert first.status_code == again.status_code == 200 and again.content == first.content
    assert again.content == fresh(client, "state", gid, tokens[0])
    # The game just created is in the application's cache, so even the first answer is
    # encoded on the loop.
    assert full_reads == []
    # A game the application has not cached must be loaded: a worker thread does it.
    games = services(client).games
    from eventsourcing.application import LRUCache

    games.repository.cache = LRUCache(maxsize=10)
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[0]))
    assert legal.status_code == 200 and legal.content == fresh(client, "legal", gid, tokens[0])
    assert full_reads[-1] == "legal"
    # A bad token is never answered from the cache: the full path refuses it.
    assert client.get(f"/games/{gid}/state", headers=auth("not-a-token")).status_code == 401


def test_the_loop_side_version_check_agrees_with_the_application(client: TestClient[Any], settings: Any) -> None:
    from service.runtime.readcache import SQLiteVersions

    if settings.store != "sqlite":
        assert SQLiteVersions.for_games(services(client).games) is None
        return
    gid, tokens = start(client, "la-isla", 2)
    games = services(client).games
    versions = SQLiteVersions.for_games(games)
    assert versions is not None
    assert versions.current(UUID(gid)) == games.current_version(UUID(gid)) > 0
    play(client, gid, tokens, 3)
    assert versions.current(UUID(gid)) == games.current_version(UUID(gid))
    assert versions.current(UUID(int=5)) == 0 == games.current_version(UUID(int=5))
    # The long poll's check on the event loop: the position and version the application says.
    assert versions.position() == games.position() > 0
    watch = services(client).watch
    assert watch is not None and watch.versions is not None
    assert watch._check_here(UUID(gid)) == watch._check(UUID(gid)) == (games.position(), games.current_version(UUID(gid)))
    # Its poller's look at the notifications after a position: what the recorder lists, without the events.
    notes = games.recorder.select_notifications(start=2, limit=5)
    assert versions.versions_after(1, 5) == [(n.id, n.originator_id, n.originator_version) for n in notes] != []
    # An unreadable file is "cannot say" (None), never a wrong version.
    missing = SQLiteVersions(str(Path(settings.sqlite_path).parent / "missing" / "x.sqlite"), "stored_events")
    assert missing.current(UUID(gid)) is None and missing.position() is None


def test_a_cached_game_is_never_moved_forward_in_place(client: TestClient[Any], settings: Any) -> None:
    """Another process's write: ``load`` forwards a copy and caches that, so a reader
    holding the cached game (``peek``) keeps a consistent game at its version."""
    gid, tokens = start(client, "la-isla", 2)
    games = services(client).games
    st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    held = games.peek(UUID(gid), st["version"])
    held_bytes = msgspec.json.encode(games.state_body(held, games.viewer(held, ADMIN)))
    seat = st["pending"]["seat"]
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()
    other = new_games(settings)
    try:
        other.act(UUID(gid), tokens[seat], legal["actions"][0], st["version"])
    finally:
        other.close()
    loaded = games.load(UUID(gid))
    assert loaded.version > held.version == st["version"]
    assert msgspec.json.encode(games.state_body(held, games.viewer(held, ADMIN))) == held_bytes
    newest = games.peek(UUID(gid), loaded.version)
    assert newest is not held and newest is not loaded and newest.version == loaded.version


def test_the_summary_has_an_etag_answered_304_until_it_changes(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "evo", 3)
    version = client.get(f"/games/{gid}/state").json()["version"]
    first = client.get(f"/games/{gid}", params={"wait_for_version": version, "wait_seconds": 10})
    tag = first.headers["etag"]
    assert first.status_code == 200 and tag.startswith('"summary.') and first.json()["version"] == version
    same = client.get(f"/games/{gid}", headers={"If-None-Match": tag})
    assert same.status_code == 304 and same.content == b"" and same.headers["etag"] == tag
    reached = play(client, gid, tokens, 1)
    changed = client.get(f"/games/{gid}", params={"wait_for_version": reached, "wait_seconds": 10},
                         headers={"If-None-Match": tag})
    assert changed.status_code == 200 and changed.json()["version"] == reached and changed.headers["etag"] != tag
    doc = client.get("/schema/openapi.json").json()["paths"]["/games/{game_id}"]["get"]
    assert "304" in doc["responses"] and any(p["name"] == "If-None-Match" for p in doc["parameters"])


def test_a_followed_stream_is_woken_by_the_write_not_by_polling(client: TestClient[Any],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """With the version watch, an idle stream waits for the next write: it reads the store
    once per write, not five times a second, and not a second time to learn that it has
    caught up (a look after a write always finds its events). (The test client hands over a streamed body
    when it ends: the game is abandoned at the end, which ends the stream.)"""
    gid, tokens = start(client, "la-isla", 2)
    games = services(client).games
    looks: list[int] = []
    found: list[int] = []  # how many events each look found
    real = games.events_for

    def counting(g: Any, viewer: Any, after: int, limit: int = 1000) -> Any:
        looks.append(after)
        records = real(g, viewer, after, limit)
        found.append(len(records))
        return records

    monkeypatch.setattr(games, "events_for", counting)
    ticket = client.post(f"/games/{gid}/stream-ticket").json()["ticket"]
    version = client.get(f"/games/{gid}/state").json()["version"]
    body: list[str] = []

    def follow() -> None:
        with client.stream("GET", f"/games/{gid}/events/stream", params={"ticket": ticket, "after": version}) as r:
            body.append("".join(r.iter_text()))

    reader = threading.Thread(target=follow)
    reader.start()
    time.sleep(1.5)  # idle: a 0.2 s poll would have looked about seven times
    idle_looks = len(looks)
    play(client, gid, tokens, 1)
    time.sleep(0.5)
    reached = play(client, gid, tokens, 1)
    time.sleep(0.5)
    assert client.post(f"/games/{gid}/abandon", headers=auth(ADMIN)).status_code == 200
    reader.join(20)
    assert body and f"id: {reached}" in body[0] and "event: GameAbandoned" in body[0], body
    assert 1 <= idle_looks <= 2, looks
    # Only the idle stream's looks found nothing: each look after a write found its events.
    assert all(found[idle_looks:]) and len(looks) <= idle_looks + 3, (looks, found)
