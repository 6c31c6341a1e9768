"""The cached reads answered before routing (``service.api.fastreads``): every answer is the
one the route gives (status, every header, body), byte for byte, whether it was answered
there or handed on; the plain cache hits are answered there, everything the route must check
is handed on; metrics and the access line count them as the route's."""

from __future__ import annotations

import asyncio
import gzip
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient

from service.api.app import create_app
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


def run(tmp_path: Path, scenario: Callable[[Litestar, Litestar], Awaitable[None]], **overrides: Any) -> None:
    """``scenario(fast, routed)``: two servers on one store, the first answering cache hits
    before routing, the second with ``SPECIES_ARENA_FAST_READS=off``."""
    fast_app = create_app(make_settings("sqlite", tmp_path, **overrides))
    routed_app = create_app(make_settings("sqlite", tmp_path, fast_reads=False, **overrides))
    assert fast_app.state.fast_reads is not None and routed_app.state.fast_reads is None

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


def test_every_cache_hit_is_answered_as_the_route_answers_it(tmp_path: Path) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        counter = fast.state.fast_reads
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

    run(tmp_path, scenario)


def test_what_the_route_must_check_is_handed_on(tmp_path: Path) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        counter = fast.state.fast_reads
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

    run(tmp_path, scenario)


def test_a_cross_origin_read_goes_to_the_route_when_cors_is_on(tmp_path: Path) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        origin = [(b"origin", b"https://app.example")]
        sent = await same_answer(fast, routed, "GET", f"/games/{game_id}/state", [auth(tokens[0]), *origin])
        assert dict(sent[0]["headers"])[b"access-control-allow-origin"] == b"https://app.example"
        assert fast.state.fast_reads.answered == 0, "a cross-origin read was answered without CORS"
        await same_answer(fast, routed, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
        assert fast.state.fast_reads.answered == 2  # the same read without Origin (asked twice)

    run(tmp_path, scenario, cors_origins=("https://app.example",))


def test_reads_answered_before_routing_are_counted_and_logged_as_the_route(tmp_path: Path,
                                                                            capsys: pytest.CaptureFixture[str]) -> None:
    async def scenario(fast: Litestar, routed: Litestar) -> None:
        game_id, tokens = await new_game(fast)
        await call(fast, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
        answered = fast.state.fast_reads.answered
        capsys.readouterr()
        for _ in range(5):
            sent = await call(fast, "GET", f"/games/{game_id}/state", [auth(tokens[0])])
            assert sent[0]["status"] == 200
        assert fast.state.fast_reads.answered == answered + 5
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

    run(tmp_path, scenario, log_level="INFO")
