"""Hostile HTTP (issue "Hostile load"): odd static paths, HEAD, Retry-After on every 429,
forwarded addresses only from trusted proxies, rate limits per credential, game quotas,
and connections whose headers never finish. Each row of the issue's table is a test here;
the server-level ones run against ``species-arena serve`` (uvicorn) on 127.0.0.1."""

from __future__ import annotations

import json
import os
import socket
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from litestar.testing import TestClient

from benches.serving import ROOT, serve
from service.api.app import create_app
from service.api.limits import Quotas, QuotaLimits, TokenBuckets
from service.api.ops import ForwardedMiddleware
from service.app.errors import ServiceError
from species_arena_client import Client
from tests.api.test_problems import FAKE, problem
from tests.conftest import ADMIN, auth, make_settings

#: Static paths an attacker tries (sent byte for byte, never normalised by a client).
ODD_STATIC_PATHS = [
    "/static/%00", "/static/js/api.js%00.html", "/static/js/api.js/..", "/static/index.html/x",
    "/static/js", "/static/js/", "/static/", "/static/../pyproject.toml", "/static/%2e%2e/pyproject.toml",
    "/static/js/..%2f..%2fpyproject.toml", "/static/js\\api.js", "/static/.hidden", "/static/js/./api.js",
    "/static//etc/passwd", "/static/%2fetc%2fpasswd", "/static/" + "a/" * 40 + "x.js", "/static/" + "x" * 5000,
    "/table/%00", "/%00", "/games/%00/state",
]


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    """``species-arena serve`` with a small anonymous write limit and a 1 s header timeout."""
    tmp = tmp_path_factory.mktemp("hostile")
    log = tmp / "server.log"
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("SPECIES_ARENA_", "POSTGRES_"))},
        "SPECIES_ARENA_DB": str(tmp / "games.sqlite"),
        "SPECIES_ARENA_ADMIN_TOKEN": ADMIN,
        "SPECIES_ARENA_RATE_LIMIT": "5",
        "SPECIES_ARENA_HEADER_TIMEOUT": "1",
    }
    with log.open("wb") as out, serve(env, out) as (port, _):
        yield port, log


def raw(port: int, request: bytes, timeout: float = 10) -> tuple[int, dict[str, str], bytes]:
    """Send ``request`` as it is; the status, headers and body of the answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(request)
        data = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


def get(port: int, path: str, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    return raw(port, f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode("latin-1"))


def test_odd_static_paths_are_404_problems_that_name_no_folder(live: tuple[int, Path]) -> None:
    port, log = live
    for path in ODD_STATIC_PATHS:
        status, headers, body = get(port, path)
        assert status in (400, 404), (path, status, body[:300])
        if path.startswith("/table/") and status == 404:
            # A page address: the HTML 404 page with the way back to the lobby.
            assert headers["content-type"].startswith("text/html") and b'id="back-to-lobby"' in body, path
        else:
            problem_body = json.loads(body)
            assert problem_body["status"] == status and problem_body["type"] in ("not-found", "invalid-request"), path
        assert str(ROOT) not in body.decode() and "/work" not in body.decode() and "static/js" not in body.decode(), path
    assert get(port, "/static/js/api.js?x=%00")[0] == 200  # a query is not part of the file's path
    # The real files are still served, with their type.
    status, headers, body = get(port, "/static/js/api.js")
    assert status == 200 and headers["content-type"].startswith("text/javascript") and b"export" in body
    time.sleep(0.2)
    text = log.read_text()
    assert "Traceback" not in text and '"status":500' not in text and "embedded null byte" not in text


def test_head_answers_every_get_route_with_headers_only(live: tuple[int, Path]) -> None:
    port, _ = live
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as c:
        gid = c.post("/games", json={"game": "la-isla", "seats": 2}, headers=auth(ADMIN)).json()["id"]
        # The game's summary is the read model's: wait until the projection has the new game,
        # or GET and HEAD of /games/{id} could straddle its arrival (404, then 200).
        version = c.get(f"/games/{gid}/state").json()["version"]
        assert c.get(f"/games/{gid}", params={"wait_for_version": version, "wait_seconds": 20}).status_code == 200
        paths = ["/", "/health", f"/table/{gid}", "/static/js/api.js", "/game-types", "/game-types/evo",
                 "/games", f"/games/{gid}", f"/games/{gid}/state", f"/games/{gid}/legal-actions", f"/games/{gid}/events",
                 f"/games/{gid}/timeline", "/leaderboard?game=evo", "/schema/openapi.json", "/metrics",
                 "/no-such-route"]
        for path in paths:
            g = c.get(path)
            h = c.head(path)
            assert h.status_code == g.status_code, (path, h.status_code, g.status_code)
            assert h.content == b"", path
            assert h.headers.get("content-type") == g.headers.get("content-type"), path
        # The event stream: headers, then the server ends it (no endless body for a HEAD).
        status, headers, body = get(port, f"/games/{gid}/events/stream", method="HEAD")
        assert status == 200 and headers["content-type"].startswith("text/event-stream") and body == b""


def test_forwarded_for_is_ignored_unless_the_proxy_is_trusted(live: tuple[int, Path]) -> None:
    port, _ = live
    body = b'{"game": "nope", "seats": 2}'
    statuses = []
    for i in range(8):
        request = (f"POST /games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\n"
                   f"X-Forwarded-For: 203.0.113.{i}\r\nContent-Length: {len(body)}\r\n\r\n").encode() + body
        status, headers, _ = raw(port, request)
        statuses.append(status)
        if status == 429:
            assert int(headers["retry-after"]) >= 1 and headers["ratelimit-remaining"] == "0"
    # Every address named in X-Forwarded-For is ignored: the sixth write from 127.0.0.1 is refused.
    assert 429 in statuses and statuses.index(429) <= 5, statuses


def test_forwarded_middleware_believes_only_trusted_proxies() -> None:
    seen: list[Any] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        seen.append(scope["client"])

    def run(peer: str, forwarded: str, trusted: tuple[str, ...]) -> Any:
        import asyncio

        scope = {"type": "http", "client": (peer, 1234), "headers": [(b"x-forwarded-for", forwarded.encode())]}
        asyncio.run(ForwardedMiddleware(app, trusted)(scope, None, None))  # type: ignore[arg-type]
        return seen.pop()[0]

    assert run("127.0.0.1", "203.0.113.7", ()) == "127.0.0.1"
    assert run("127.0.0.1", "203.0.113.7", ("10.0.0.0/8",)) == "127.0.0.1"
    assert run("10.1.2.3", "203.0.113.7", ("10.0.0.0/8",)) == "203.0.113.7"
    # The rightmost address that is not a trusted proxy: a client cannot prepend its own.
    assert run("10.1.2.3", "198.51.100.1, 203.0.113.7, 10.9.9.9", ("10.0.0.0/8",)) == "203.0.113.7"
    assert run("10.1.2.3", "not-an-address", ("10.0.0.0/8",)) == "10.1.2.3"
    with pytest.raises(ValueError, match="TRUSTED_PROXIES"):
        ForwardedMiddleware(app, ("not a network",))


def test_half_sent_headers_are_closed_by_the_server(live: tuple[int, Path]) -> None:
    port, _ = live
    socks = []
    try:
        for i in range(60):
            s = socket.create_connection(("127.0.0.1", port), timeout=10)
            s.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " if i % 2 else b"GET /hea")
            socks.append(s)
        silent = socket.create_connection(("127.0.0.1", port), timeout=10)  # sends nothing at all
        socks.append(silent)
        closed = 0
        for s in socks:
            data = b""
            while True:  # the server answers 408 and closes (recv returns b"") within its 1 s timeout
                chunk = s.recv(4096)
                if not chunk:
                    break
                data += chunk
            assert data == b"" or data.startswith(b"HTTP/1.1 408"), data[:100]
            closed += 1
        assert closed == len(socks)
    finally:
        for s in socks:
            s.close()
    assert get(port, "/health")[0] == 200  # and the server serves on


class _Recorded:
    """A transport that records its writes."""

    def __init__(self) -> None:
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: bytes) -> None:
        self.writes.append(data)

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True

    def get_extra_info(self, name: str) -> str:
        return f"info:{name}"


class _Cycle:
    response_started = False


def test_a_response_head_leaves_with_its_body_in_one_write() -> None:
    import asyncio

    from service.runtime.connections import _OneWrite

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        # A one-message answer: 100 Continue passes before the response; head and body leave together.
        sent, cycle = _Recorded(), _Cycle()
        t = _OneWrite(sent, loop, cycle)
        t.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        cycle.response_started = True
        t.write(b"HEAD")
        assert sent.writes == [b"HTTP/1.1 100 Continue\r\n\r\n"]
        t.write(b"BODY")
        t.write(b"MORE")
        assert sent.writes[1:] == [b"HEADBODY", b"MORE"]
        assert t.get_extra_info("peername") == "info:peername"  # the rest is the connection's
        await asyncio.sleep(0)
        assert sent.writes[1:] == [b"HEADBODY", b"MORE"]  # nothing left to send on the next turn
        # A stream whose first event is late: its head leaves by itself on the loop's next turn.
        sent, cycle = _Recorded(), _Cycle()
        t = _OneWrite(sent, loop, cycle)
        cycle.response_started = True
        t.write(b"HEAD")
        assert sent.writes == []
        await asyncio.sleep(0)
        assert sent.writes == [b"HEAD"]
        t.write(b"EVENT")
        assert sent.writes == [b"HEAD", b"EVENT"]
        # Closed right after the head (the app failed): the head leaves first.
        sent, cycle = _Recorded(), _Cycle()
        t = _OneWrite(sent, loop, cycle)
        cycle.response_started = True
        t.write(b"HEAD")
        t.close()
        assert sent.writes == [b"HEAD"] and sent.closed
        await asyncio.sleep(0)
        assert sent.writes == [b"HEAD"]

    asyncio.run(scenario())


def test_keep_alive_answers_arrive_whole(live: tuple[int, Path]) -> None:
    """Several requests on one connection, each answer (head and body in one write) read
    in full before the next request is sent; then an event stream's head arrives before
    any event does."""
    port, _ = live
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        for _ in range(5):
            sock.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            data = b""
            while b"\r\n\r\n" not in data:
                data += sock.recv(65536)
            head, _, body = data.partition(b"\r\n\r\n")
            length = int(next(line.split(b": ")[1] for line in head.split(b"\r\n") if line.lower().startswith(b"content-length")))
            while len(body) < length:
                body += sock.recv(65536)
            assert head.startswith(b"HTTP/1.1 200") and len(body) == length and json.loads(body)
    with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as c:
        # The admin's writes pass the server's small anonymous write limit.
        g = c.post("/games", json={"game": "evo", "seats": 3}, headers=auth(ADMIN))
        assert g.status_code == 201, g.text
        gid = g.json()["id"]
        after = c.get(f"/games/{gid}/state").json()["version"]
        # Nothing happens in the game: only the head can arrive, and it does, at once.
        with c.stream("GET", f"/games/{gid}/events/stream?after={after}", timeout=3) as r:
            assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")


# ---- rate limits (in process) ----


def client_for(tmp_path: Path, **overrides: Any) -> TestClient[Any]:
    return TestClient(app=create_app(make_settings("sqlite", tmp_path, **overrides)))


def test_token_buckets_refill_at_their_rate() -> None:
    now = [0.0]
    b = TokenBuckets(60, clock=lambda: now[0])
    assert all(b.take("k").allowed for _ in range(60))
    d = b.take("k")
    assert not d.allowed and d.retry_after == 1 and d.remaining == 0
    now[0] += 1.0
    assert b.take("k").allowed and not b.take("k").allowed
    assert b.take("other").allowed  # buckets are per key
    now[0] += 3600
    assert b.take("k").remaining == 59  # full again, never more than the limit


def test_writes_count_per_credential_and_anonymous_per_address(tmp_path: Path) -> None:
    with client_for(tmp_path, rate_limit=3, rate_limit_credential=5) as c:
        gid = c.post("/games", json={"game": FAKE, "seats": 2}).json()["id"]
        token = c.post(f"/games/{gid}/seats/0", json={"player": "p0"}).json()["token"]
        assert c.post(f"/games/{gid}/seats/1", json={"player": "p1"}).status_code == 201
        # Three anonymous writes used the address' minute.
        r = c.post("/games", json={"game": FAKE, "seats": 2})
        assert "address" in problem(r, 429, "rate-limited")["detail"] and r.headers["retry-after"] == "20"
        # The seat's token has its own bucket.
        stale = {"action": {"type": "add", "n": 1}, "expected_version": 999}
        for _ in range(5):
            assert c.post(f"/games/{gid}/actions", json=stale, headers=auth(token)).status_code == 409
        r = c.post(f"/games/{gid}/actions", json=stale, headers=auth(token))
        body = problem(r, 429, "rate-limited")
        assert "credential" in body["detail"] and body["limit"] == 5
        assert r.headers["retry-after"] == "12" and body["retry_after"] == 12 and r.headers["ratelimit-remaining"] == "0"
        # The admin is never counted.
        for _ in range(10):
            assert c.post("/games", json={"game": FAKE, "seats": 2}, headers=auth(ADMIN)).status_code == 201


def test_a_known_credential_writes_beyond_the_address_limit(tmp_path: Path) -> None:
    with client_for(tmp_path, rate_limit=4, rate_limit_credential=100) as c:
        gid = c.post("/games", json={"game": FAKE, "seats": 2}, headers=auth(ADMIN)).json()["id"]
        token = c.post(f"/games/{gid}/seats/0", json={"player": "p0"}).json()["token"]  # 1 of the address' 4
        c.post(f"/games/{gid}/seats/1", json={"player": "p1"})  # 2 of 4
        writes = 0
        for _ in range(20):  # a write the game refuses still counts, and is answered (not 429)
            r = c.post(f"/games/{gid}/seats/0/resign", headers=auth(token))
            assert r.status_code != 429, r.text
            writes += 1
        assert writes == 20
        # Refused tokens are charged to the address: four 401s, then 429 -- a flood of made-up
        # tokens buys no fresh buckets -- while the token that works goes on writing.
        statuses = [c.post(f"/games/{gid}/seats/0/resign", headers=auth(f"made-up-{i}")).status_code for i in range(6)]
        assert statuses == [401] * 4 + [429] * 2, statuses
        assert "refused credentials" in c.post(f"/games/{gid}/seats/0/resign", headers=auth("made-up-x")).json()["detail"]
        assert c.post(f"/games/{gid}/seats/0/resign", headers=auth(token)).status_code != 429


def test_the_client_waits_out_a_rate_limit(tmp_path: Path) -> None:
    with client_for(tmp_path, rate_limit=60) as c:
        seen: list[int] = []
        c.event_hooks["response"].append(lambda r: seen.append(r.status_code))
        api = Client("http://testserver", http=c, retries=3)
        for _ in range(61):
            api.create_game(FAKE, 2)
        assert 429 in seen  # the 61st was refused once, waited Retry-After (1 s) and sent again
        assert seen.count(201) == 61
        api.max_rate_limit_wait = 0.5  # a wait longer than the client accepts is raised as it is
        from species_arena_client.problems import RateLimited

        with pytest.raises(RateLimited) as err:
            api.create_game(FAKE, 2)
        assert err.value.retry_after == 1


# ---- quotas ----


def test_quotas_per_address_and_the_admin_has_none(tmp_path: Path) -> None:
    with client_for(tmp_path, quota_games_per_hour=3, quota_bot_games=1) as c:
        # One unfinished search-bot game per address: the second is refused, names its quota.
        first = c.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": {"kind": "search", "iterations": 50}}})
        assert first.status_code == 201, first.text
        r = c.post("/games", json={"game": "la-isla", "seats": 2, "bots": {"1": {"kind": "search", "iterations": 50}}})
        body = problem(r, 429, "quota-exceeded")
        assert body["quota"] == "bot-games" and body["limit"] == 1 and int(r.headers["retry-after"]) > 0
        # Games without bots: two more, then the hour's quota.
        assert c.post("/games", json={"game": FAKE, "seats": 2}).status_code == 201
        last = c.post("/games", json={"game": FAKE, "seats": 2})
        assert last.status_code == 201
        r = c.post("/games", json={"game": FAKE, "seats": 2})
        body = problem(r, 429, "quota-exceeded")
        assert body["quota"] == "games-per-hour" and 3500 < int(r.headers["retry-after"]) <= 3600
        assert body["retry_after"] == int(r.headers["retry-after"])
        # A refused request stored nothing, and the admin has no quota.
        assert c.get("/games", params={"wait_for": last.json()["position"]}).json()["total"] == 3
        for _ in range(5):
            assert c.post("/games", json={"game": FAKE, "seats": 2}, headers=auth(ADMIN)).status_code == 201


def test_a_finished_bot_game_frees_its_place() -> None:
    from uuid import uuid4

    running: set[Any] = set()
    q = Quotas(QuotaLimits(games_per_hour=0, bot_games=1), is_running=lambda gid: gid in running)

    def start(holder: str, player: bool = False) -> Any:
        gid = uuid4()
        with q.admit(holder, player=player, bot_game=True) as created:
            running.add(gid)
            created(gid)
        return gid

    first = start("addr:x")
    with pytest.raises(ServiceError) as err:
        start("addr:x")
    assert err.value.code == "quota-exceeded" and err.value.extra["quota"] == "bot-games"
    running.discard(first)  # the game ended
    start("addr:x")
    # A player's quota is ten times an address'.
    for _ in range(10):
        start("player:1", player=True)
    with pytest.raises(ServiceError):
        start("player:1", player=True)
    # A creation that fails gives its place back.
    q2 = Quotas(QuotaLimits(games_per_hour=1, bot_games=0), is_running=lambda gid: True)
    with pytest.raises(RuntimeError):
        with q2.admit("addr:y", player=False, bot_game=False):
            raise RuntimeError("the create failed")
    with q2.admit("addr:y", player=False, bot_game=False) as created:
        created(uuid4())
    with pytest.raises(ServiceError):
        with q2.admit("addr:y", player=False, bot_game=False):
            pass
