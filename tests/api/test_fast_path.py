"""The requests answered before routing (``service.api.fastpath``): every answer is the
one the route gives (status, every header, body), byte for byte, whether it was answered
there or handed on; the plain cache hits are answered there, everything the route must check
is handed on; metrics and the access line count them as the route's."""

from __future__ import annotations

import asyncio
import dataclasses
import gzip
import json
import re
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any
from uuid import UUID

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
from service.config import Settings
from tests.conftest import ADMIN, make_settings

Headers = list[tuple[bytes, bytes]]
#: A fixed request id, so that two answers to one request can be compared whole.
RID = (b"x-request-id", b"fixed-request-id-0001")


async def call(app: Litestar, method: str, target: str, headers: Headers, body: bytes = b"") -> list[dict[str, Any]]:
    """The ASGI messages ``app`` sends for one request."""
    path, _, query = target.partition("?")
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": path, "raw_path": path.encode(), "query_string": query.encode(), "root_path": "",
             "headers": [(b"host", b"127.0.0.1"), RID, *headers], "client": ("127.0.0.1", 50000),
             "server": ("127.0.0.1", 8000), "state": {}}
    inbox = [{"type": "http.request", "body": body, "more_body": False}]
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return inbox.pop(0) if inbox else {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app(scope, receive, send)  # type: ignore[arg-type]
    return sent


def body_json(sent: list[dict[str, Any]]) -> Any:
    raw = b"".join(m.get("body", b"") for m in sent[1:])
    headers = dict(sent[0]["headers"])
    return json.loads(gzip.decompress(raw) if headers.get(b"content-encoding") == b"gzip" else raw)


def auth(token: str) -> tuple[bytes, bytes]:
    return (b"authorization", f"Bearer {token}".encode())


def run(settings: Settings, scenario: Callable[[Litestar, Litestar], Awaitable[None]], **overrides: Any) -> None:
    """``scenario(fast, routed)``: two servers on one store, the first answering cache hits
    before routing, the second with ``SPECIES_ARENA_FAST_PATH=off``."""
    fast_app = create_app(dataclasses.replace(settings, **overrides))
    routed_app = create_app(dataclasses.replace(settings, fast_path=False, **overrides))
    assert fast_app.state.fast_path is not None and routed_app.state.fast_path is None

    async def both() -> None:
        async with AsyncTestClient(app=fast_app), AsyncTestClient(app=routed_app):
            await scenario(fast_app, routed_app)

    asyncio.run(both())


async def new_game(app: Litestar) -> tuple[str, list[str]]:
    created = await call(app, "POST", "/games", [(b"content-type", b"application/json")],
                         msgspec.json.encode({"game": "la-isla", "seats": 2}))
    game_id = body_json(created)["id"]
    tokens = []
    for seat in range(2):
        claimed = await call(app, "POST", f"/games/{game_id}/seats/{seat}", [(b"content-type", b"application/json")],
                             msgspec.json.encode({"player": f"p{seat}"}))
        tokens.append(body_json(claimed)["token"])
    return game_id, tokens


async def same_answer(fast: Litestar, routed: Litestar, method: str, target: str, headers: Headers) -> list[dict[str, Any]]:
    """Ask both servers (the fast one twice: its first answer may have filled its cache);
    every message must be equal."""
    await call(fast, method, target, headers)
    ours = await call(fast, method, target, headers)
    theirs = await call(routed, method, target, headers)
    assert ours == theirs, (method, target, headers)
    return ours


def test_every_cache_hit_is_answered_as_the_route_answers_it(settings: Settings) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        counter = fast.state.fast_path
        # The game moves on once, through the fast server: both read the same version.
        legal = body_json(await call(fast, "GET", f"/games/{game_id}/legal-actions", [auth(tokens[0])]))
        if not legal["actions"]:
            legal = body_json(await call(fast, "GET", f"/games/{game_id}/legal-actions", [auth(tokens[1])]))
        seat = legal["seat"]
        acted = await call(fast, "POST", f"/games/{game_id}/actions", [auth(tokens[seat]), (b"content-type", b"application/json")],
                           msgspec.json.encode({"action": legal["actions"][0], "expected_version": legal["version"]}))
        assert acted[0]["status"] == 200
        viewers: list[Headers] = [[auth(tokens[0])], [auth(tokens[1])], [], [auth(ADMIN)]]
        before = counter.answered
        answered = 0
        for viewer in viewers:
            for kind in ("state", "legal-actions"):
                if kind == "legal-actions" and viewer in ([], [auth(ADMIN)]):
                    continue  # a spectator's and the admin's legal actions are refused (below)
                for extra, query in (([], ""), ([(b"accept-encoding", b"gzip, deflate")], ""),
                                     ([(b"accept-language", b"hu")], ""), ([], "?lang=el"),
                                     ([(b"accept-encoding", b"gzip")], "?lang=ru")):
                    target = f"/games/{game_id}/{kind}{query}"
                    sent = await same_answer(fast, routed, "GET", target, viewer + extra)
                    assert sent[0]["status"] == 200
                    tag = dict(sent[0]["headers"])[b"etag"]
                    for match in (tag, b'"stale", ' + tag, b"W/" + tag, b"*"):
                        not_modified = await same_answer(fast, routed, "GET", target, [*viewer, *extra, (b"if-none-match", match)])
                        assert not_modified[0]["status"] == 304
                    stale = await same_answer(fast, routed, "GET", target, [*viewer, *extra, (b"if-none-match", b'"old"')])
                    assert stale[0]["status"] == 200
                    # HEAD (answered as GET by the outermost middleware)
                    head = await same_answer(fast, routed, "HEAD", target, viewer + extra)
                    assert head[0]["status"] == 200
                    answered += 2 * 7
        assert counter.answered - before >= answered, "the cache hits were not answered before routing"

    run(settings, scenario)


def test_what_the_route_must_check_is_handed_on(settings: Settings) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        counter = fast.state.fast_path
        state = f"/games/{game_id}/state"
        cases: list[tuple[str, Headers, int]] = [
            (f"{state}?wait_for_version=1", [auth(tokens[0])], 200),
            (f"{state}?version=1", [auth(tokens[0])], 200),
            (f"{state}?lang=xx", [auth(tokens[0])], 400),
            (f"{state}?lang=el&wait_for_version=1", [], 200),
            (f"{state}?wait_for_version=x", [], 400),
            (state, [(b"authorization", b"Basic abc")], 401),
            (state, [(b"authorization", b"Bearer ")], 401),
            (state, [auth("not-a-token")], 401),
            (state, [auth(tokens[0]), auth(tokens[1])], 200),
            (state, [(b"if-none-match", b'"' + b"x" * 2100 + b'"')], 400),
            (f"/games/{game_id}/legal-actions", [], 401),
            (f"/games/{game_id}/legal-actions", [auth(ADMIN)], 403),
            ("/games/00000000-0000-4000-8000-000000000000/state", [], 404),
            ("/games/not-a-game/state", [], 404),
            ("/games/not-a-game/legal-actions", [auth(tokens[0])], 404),
        ]
        for target, headers, status in cases:
            handed = counter.handed_on
            answered = counter.answered
            ours = await call(fast, "GET", target, headers)
            theirs = await call(routed, "GET", target, headers)
            assert ours[0]["status"] == status, (target, ours)
            assert ours == theirs, (target, headers)
            assert counter.answered == answered, f"{target} was answered before routing"
            assert counter.handed_on == handed + 1, target

    run(settings, scenario)


def test_a_cross_origin_read_goes_to_the_route_when_cors_is_on(settings: Settings) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        origin = [(b"origin", b"https://app.example")]
        sent = await same_answer(fast, routed, "GET", f"/games/{game_id}/state", [auth(tokens[0]), *origin])
        assert dict(sent[0]["headers"])[b"access-control-allow-origin"] == b"https://app.example"
        assert fast.state.fast_path.answered == 0, "a cross-origin read was answered without CORS"
        await same_answer(fast, routed, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
        assert fast.state.fast_path.answered == 2  # the same read without Origin (asked twice)

    run(settings, scenario, cors_origins=("https://app.example",))


def test_reads_answered_before_routing_are_counted_and_logged_as_the_route(settings: Settings,
                                                                            capsys: pytest.CaptureFixture[str]) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        await call(fast, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
        answered = fast.state.fast_path.answered
        capsys.readouterr()
        for _ in range(5):
            sent = await call(fast, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
            assert sent[0]["status"] == 200
        assert fast.state.fast_path.answered == answered + 5
        lines = [json.loads(line) for line in capsys.readouterr().err.splitlines() if line.startswith("{")]
        access = [r for r in lines if r["logger"] == "species_arena.access"]
        assert len(access) == 5, lines
        assert all(r["request_id"] == RID[1].decode() and r["status"] == 200 and r["method"] == "GET"
                   and r["path"] == f"/games/{game_id}/state" and r["duration_ms"] >= 0 for r in access)
        metrics = b"".join(m.get("body", b"") for m in (await call(fast, "GET", "/metrics", []))[1:]).decode()
        counts = [line for line in metrics.splitlines()
                  if line.startswith("species_arena_requests_total{") and 'path="/games/{game_id}/state"' in line
                  and 'status_code="200"' in line]
        assert counts and float(counts[0].rsplit(" ", 1)[1]) >= 6, counts

    run(settings, scenario, log_level="INFO")


# ---- POST actions ----

JSON = (b"content-type", b"application/json")
SEED = "5eed5eed"


def run_apart(tmp_path: Path, scenario: Callable[[Litestar, Litestar], Awaitable[None]]) -> None:
    """``scenario(fast, routed)`` on two stores (a write cannot be made twice in one)."""
    fast_app = create_app(make_settings("sqlite", tmp_path / "fast"))
    routed_app = create_app(make_settings("sqlite", tmp_path / "routed", fast_path=False))

    async def both() -> None:
        async with AsyncTestClient(app=fast_app), AsyncTestClient(app=routed_app):
            await scenario(fast_app, routed_app)

    asyncio.run(both())


async def seeded_game(app: Litestar, game: str, seats: int) -> tuple[str, list[str]]:
    """The same game in each store (the admin's seed); its id differs."""
    created = await call(app, "POST", "/games", [JSON, auth(ADMIN)], msgspec.json.encode({"game": game, "seats": seats, "seed": SEED}))
    assert created[0]["status"] == 201, created
    game_id = body_json(created)["id"]
    tokens = []
    for seat in range(seats):
        claimed = await call(app, "POST", f"/games/{game_id}/seats/{seat}", [JSON], msgspec.json.encode({"player": f"p{seat}"}))
        tokens.append(body_json(claimed)["token"])
    return game_id, tokens


def counting_acts(app: Litestar) -> list[int]:
    """A list that grows by one for each ``Games.act_async`` call of ``app``."""
    games = app.state.services.games
    real = games.act_async
    calls: list[int] = []

    async def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return await real(*args, **kwargs)

    games.act_async = counted
    return calls


def same_post_answer(ours: list[dict[str, Any]], theirs: list[dict[str, Any]], ids: tuple[str, str]) -> None:
    """Two answers of the two stores are the same but for the game's id (``ids``: ours,
    theirs) and its seed commitment, and so, when gzipped, the body's length."""
    assert len(ours) == len(theirs) == 2
    assert ours[0]["status"] == theirs[0]["status"]
    gzipped = dict(ours[0]["headers"]).get(b"content-encoding") == b"gzip"

    def headers(sent: list[dict[str, Any]]) -> list[tuple[bytes, bytes]]:
        return [(k, b"?" if gzipped and k == b"content-length" else v) for k, v in sent[0]["headers"]]

    def body(sent: list[dict[str, Any]], game_id: str) -> bytes:
        raw = sent[1]["body"]
        if gzipped:
            assert int(dict(sent[0]["headers"])[b"content-length"]) == len(raw)
            raw = gzip.decompress(raw)
        # The commitment to the same seed differs: it is salted per game.
        return re.sub(rb'"seed_commitment":"[0-9a-f]+"', b'"seed_commitment":"?"', raw.replace(game_id.encode(), b"<game>"))

    assert headers(ours) == headers(theirs)
    assert {k: v for k, v in ours[1].items() if k != "body"} == {k: v for k, v in theirs[1].items() if k != "body"}
    a, b = body(ours, ids[0]), body(theirs, ids[1])
    if a != b:
        at = next(i for i, (x, y) in enumerate(zip(a, b)) if x != y)
        raise AssertionError(f"bodies differ at {at}: {a[max(0, at - 150):at + 60]!r} != {b[max(0, at - 150):at + 60]!r}")


@pytest.mark.parametrize("game,seats", [("la-isla", 2), ("evo", 3), ("dominant-species", 2)])
def test_every_action_is_answered_as_the_route_answers_it(tmp_path: Path, game: str, seats: int) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        games = [await seeded_game(app, game, seats) for app in (fast, routed)]
        counter = fast.state.fast_path
        answered = counter.answered
        for n in range(24):
            (fid, ftokens), (rid, rtokens) = games
            state = body_json(await call(fast, "GET", f"/games/{fid}/state", [auth(ADMIN)]))
            if state["finished"] or state["pending"] is None:
                break
            seat = state["pending"]["seat"]
            legal = body_json(await call(fast, "GET", f"/games/{fid}/legal-actions", [auth(ftokens[seat])]))
            action = legal["actions"][n % len(legal["actions"])]
            body = msgspec.json.encode({"action": action, "expected_version": legal["version"]})
            query = ("", "?include=next", "?lang=el", "?include=next&lang=hu", "?lang=ru&include=next")[n % 5]
            extra = ([], [(b"accept-encoding", b"gzip")], [(b"idempotency-key", f"k{n}".encode())])[n % 3]
            ours = await call(fast, "POST", f"/games/{fid}/actions{query}", [auth(ftokens[seat]), JSON, *extra], body)
            theirs = await call(routed, "POST", f"/games/{rid}/actions{query}", [auth(rtokens[seat]), JSON, *extra], body)
            assert ours[0]["status"] == 200, ours
            same_post_answer(ours, theirs, (fid, rid))
            if extra and extra[0][0] == b"idempotency-key":  # a retry: the first answer, marked replayed
                again = await call(fast, "POST", f"/games/{fid}/actions{query}", [auth(ftokens[seat]), JSON, *extra], body)
                again_routed = await call(routed, "POST", f"/games/{rid}/actions{query}", [auth(rtokens[seat]), JSON, *extra], body)
                same_post_answer(again, again_routed, (fid, rid))
                first, retried = body_json(ours), body_json(again)
                assert retried.pop("replayed") is True and first.pop("replayed") is False
                assert {k: v for k, v in retried.items() if k != "next"} == {k: v for k, v in first.items() if k != "next"}
        assert counter.answered - answered >= 20, "the actions were not answered before routing"

    run_apart(tmp_path, scenario)


def test_a_refused_action_is_answered_by_the_route_and_tried_once(tmp_path: Path) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        (fid, ftokens), (rid, rtokens) = [await seeded_game(app, "la-isla", 2) for app in (fast, routed)]
        acts = counting_acts(fast)
        state = body_json(await call(fast, "GET", f"/games/{fid}/state", [auth(ADMIN)]))
        seat = state["pending"]["seat"]
        legal = body_json(await call(fast, "GET", f"/games/{fid}/legal-actions", [auth(ftokens[seat])]))
        good = {"action": legal["actions"][0], "expected_version": legal["version"]}
        counter = fast.state.fast_path
        # (body, headers, query, status, whether the application is asked)
        cases: list[tuple[bytes, list[tuple[bytes, bytes]], str, int, bool]] = [
            (msgspec.json.encode({**good, "expected_version": 1}), [], "", 409, True),
            (msgspec.json.encode({**good, "action": {"no": "such"}}), [], "", 400, True),
            (msgspec.json.encode(good), [("other", b"")], "", 422, True),
            (msgspec.json.encode({**good, "seat": 1 - seat}), [], "", 403, True),
            (msgspec.json.encode({**good, "expected_version": "1"}), [], "", 400, False),
            (msgspec.json.encode({**good, "extra": 1}), [], "", 400, False),
            (b"{not json", [], "", 400, False),
            (msgspec.json.encode(good), [("type", b"text/plain")], "", 415, False),
            (msgspec.json.encode(good), [], "?include=all", 400, False),
            (msgspec.json.encode(good), [], "?lang=xx", 400, False),
            (msgspec.json.encode(good), [("key", b"")], "", 400, False),
            (msgspec.json.encode(good), [("key", b"k" * 201)], "", 400, False),
            (msgspec.json.encode(good), [("auth", b"Basic x")], "", 401, False),
            (msgspec.json.encode(good), [("auth", b"Bearer nobody")], "", 401, True),
            (msgspec.json.encode(good), [("noauth", b"")], "", 401, True),
            (b" " * (70 * 1024) + msgspec.json.encode(good), [], "", 413, False),
        ]
        for body, changes, query, status, asked in cases:
            def headers(tokens: list[str]) -> list[tuple[bytes, bytes]]:
                out = {b"authorization": f"Bearer {tokens[seat]}".encode(), b"content-type": b"application/json"}
                for what, value in changes:
                    if what == "other":
                        out[b"authorization"] = f"Bearer {tokens[1 - seat]}".encode()
                    elif what == "type":
                        out[b"content-type"] = value
                    elif what == "key":
                        out[b"idempotency-key"] = value
                    elif what == "auth":
                        out[b"authorization"] = value
                    elif what == "noauth":
                        del out[b"authorization"]
                return list(out.items())

            handed, before = counter.handed_on, len(acts)
            ours = await call(fast, "POST", f"/games/{fid}/actions{query}", headers(ftokens), body)
            theirs = await call(routed, "POST", f"/games/{rid}/actions{query}", headers(rtokens), body)
            assert ours[0]["status"] == status, (changes, query, ours)
            same_post_answer(ours, theirs, (fid, rid))
            assert counter.handed_on == handed + 1, (changes, query)
            assert len(acts) - before == (1 if asked else 0), f"{changes} {query}: the action was tried {len(acts) - before} times"
        # Nothing was stored: the good action is still the one to play, at the same version.
        ours = await call(fast, "POST", f"/games/{fid}/actions", [auth(ftokens[seat]), JSON], msgspec.json.encode(good))
        assert ours[0]["status"] == 200 and body_json(ours)["action_version"] == legal["version"] + 1

    run_apart(tmp_path, scenario)


def test_a_postgres_version_check_that_cannot_answer_hands_the_read_on(settings: Settings) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        reads = fast.state.services.reads
        if settings.store == "sqlite":
            assert reads.async_versions is None and reads.versions is not None
            return
        assert reads.versions is None and reads.async_versions is not None
        game_id, tokens = await new_game(fast)
        counter = fast.state.fast_path
        await same_answer(fast, routed, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
        assert counter.answered > 0
        await reads.async_versions.aclose()
        reads.async_versions._connect_kwargs["port"] = 1  # nothing listens there
        answered, handed = counter.answered, counter.handed_on
        sent = await same_answer(fast, routed, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
        assert sent[0]["status"] == 200
        assert counter.answered == answered and counter.handed_on == handed + 2

    run(settings, scenario)


def test_postgres_version_checks_that_arrive_together_share_a_query(settings: Settings) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        reads = fast.state.services.reads
        if settings.store == "sqlite":
            assert reads.async_versions is None
            return
        games = fast.state.services.games
        ids = [UUID((await new_game(fast))[0]) for _ in range(3)]
        unknown = UUID(int=7)
        checker = reads.async_versions
        queries = checker.queries
        asked = [*ids * 10, unknown]
        answers = await asyncio.gather(*(checker.current(game_id) for game_id in asked))
        assert answers == [games.current_version(game_id) for game_id in asked]
        assert answers[-1] == 0 and all(a > 0 for a in answers[:-1])
        assert checker.queries - queries <= 2, "the checks were not asked together"
        # A check asked after a write sees it.
        game_id, tokens = await new_game(fast)
        before = await checker.current(UUID(game_id))
        for token in tokens:
            legal = body_json(await call(fast, "GET", f"/games/{game_id}/legal-actions", [auth(token)]))
            if legal["actions"]:
                body = msgspec.json.encode({"action": legal["actions"][0], "expected_version": legal["version"]})
                acted = await call(fast, "POST", f"/games/{game_id}/actions", [auth(token), JSON], body)
                assert acted[0]["status"] == 200
                break
        assert await checker.current(UUID(game_id)) == before + 1 == games.current_version(UUID(game_id))

    run(settings, scenario)
