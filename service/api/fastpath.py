"""The requests of a game in play, answered before Litestar's routing.

Nearly every request of a game in play is one of three: ``GET /games/{id}/state`` and ``GET
/games/{id}/legal-actions`` of a version whose answer ``service.runtime.readcache`` already
holds (a version check and a lookup, about 30 µs here), and ``POST /games/{id}/actions``.
Litestar's routing, parameter parsing, dependency injection, response object and route
middleware cost several times the read itself, and about as much as the action. ``FastPath``
(plain ASGI, inside the outer middlewares of ``service.api.app``) answers the plain case of
these three itself, with the status, headers and body the routes of
``service.api.controllers.play`` give, the same request id, access line and
``Content-Language`` (Litestar's ``before_send`` hooks still run: this sits inside
``Litestar.__call__``), the same gzip encoding as the compression middleware and the same
Prometheus metrics. ``tests/api/test_fast_path.py`` compares its answers with a server that
routes every request.

Anything else goes to the route untouched: a query other than ``lang=`` (and ``include=next``
for an action), a past ``version`` or a long poll, a header the route would have to check
(a duplicated ``Authorization``, ``If-None-Match``, ``Accept-Encoding`` or
``Idempotency-Key``, one of a length the route refuses), a cross-origin request when CORS is
on, a malformed bearer header, a player key, an unknown game or token, a read that is not in
the cache (the route then loads the game in a worker thread), a body that is too large or
fails the strict check (``service.api.strict``). Such a request reaches the route as it came,
its body replayed. Nothing is sent before the fast path has decided to answer.

An action the application refuses (``Games.act_async`` raises: a version conflict, an
illegal action...) has stored nothing; the request then goes to the route with the error
kept in its scope, and the route raises it before anything else (``raise_refusal``), so
that the problem response is the route's own, and the action is not attempted twice.
"""

from __future__ import annotations

import re
import time
from typing import Any
from uuid import UUID

import msgspec
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service.api import ops
from service.api.deps import bearer_of
from service.api.strict import MAX_BODY, check_body
from service.app.errors import ServiceError
from service.runtime.readcache import GZIP_MINIMUM, gzip_body
from species_arena_client.schemas import ActionIn

#: The routes, and the path templates their metrics are labelled with (Litestar's).
_READ = re.compile(r"/games/([^/]+)/(state|legal-actions)")
_ACT = re.compile(r"/games/([^/]+)/actions")
_KINDS = {"state": ("state", "/games/{game_id}/state"), "legal-actions": ("legal", "/games/{game_id}/legal-actions")}
_ACT_TEMPLATE = "/games/{game_id}/actions"
#: ``lang=`` (the locale is read by ``OuterLocaleMiddleware``).
_LANG = re.compile(r"lang=[A-Za-z0-9-]{1,20}")
#: The longest ``If-None-Match`` and ``Idempotency-Key`` the routes accept.
_MAX_IF_NONE_MATCH = 2000
_MAX_IDEMPOTENCY_KEY = 200
#: The headers the routes read (a duplicate of any goes to the route).
_READ_HEADERS = (b"authorization", b"if-none-match", b"accept-encoding")
_ACT_HEADERS = (b"authorization", b"idempotency-key", b"accept-encoding", b"content-type")
#: Where an action's refusal waits in the scope for the route (``raise_refusal``).
REFUSAL_KEY = "species_arena.refusal"
_encode = msgspec.json.Encoder().encode


class FastPath:
    """State, legal actions and actions of a game in play, answered without routing (see the module)."""

    def __init__(self, app: ASGIApp, litestar: Any, *, cors: bool, metrics: bool, compression: bool) -> None:
        self.app = app
        self.litestar = litestar
        self.cors = cors
        self.compression = compression
        self.metrics: ops.LeanPrometheusMiddleware | None = (
            ops.LeanPrometheusMiddleware(app, ops.prometheus_config()) if metrics else None
        )
        #: Requests answered here, and handed on (read by the tests and benchmarks).
        self.answered = 0
        self.handed_on = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            method = scope["method"]
            if method == "GET":
                match = _READ.fullmatch(scope["path"])
                if match is not None:
                    if await self._read(scope, send, match):
                        self.answered += 1
                        return
                    self.handed_on += 1
            elif method == "POST":
                match = _ACT.fullmatch(scope["path"])
                if match is not None:
                    receive = await self._act(scope, receive, send, match)
                    if receive is None:
                        self.answered += 1
                        return
                    self.handed_on += 1
        await self.app(scope, receive, send)

    # ---- what both need ----

    def _headers(self, scope: Scope, names: tuple[bytes, ...]) -> dict[bytes, str] | None:
        """The first value of each of ``names``; None when one is repeated, or for a
        cross-origin request while CORS is on."""
        found: dict[bytes, str] = {}
        for key, value in scope["headers"]:
            if key in names:
                if key in found:
                    return None
                found[key] = value.decode("latin-1")
            elif key == b"origin" and self.cors:
                return None
        return found

    def _services(self, scope: Scope) -> tuple[Any, str] | None:
        locale = scope.get(ops.OUTER_LOCALE_KEY)
        services = getattr(self.litestar.state, "services", None)
        if locale is None or services is None or services.reads is None:
            return None
        return services, locale

    async def _send(self, scope: Scope, send: Send, start: float, method: str, template: str, status: int,
                    headers: list[tuple[bytes, bytes]], body: bytes) -> None:
        """The answer, counted as ``LeanPrometheusMiddleware`` counts the route's."""
        metrics = self.metrics
        progress = None if metrics is None else metrics._in_progress(method, template)
        if progress is not None:
            progress.inc()
        try:
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await send({"type": "http.response.body", "body": body, "more_body": False})
            elapsed = time.perf_counter() - start
        finally:
            if progress is not None:
                progress.dec()
        if metrics is not None:
            count, duration, _ = metrics._finished(method, template, status)
            count.inc()
            duration.observe(elapsed)

    async def _answer(self, scope: Scope, send: Send, start: float, locale: str, method: str, template: str,
                      status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
        scope[ops.LOCALE_KEY] = locale  # type: ignore[literal-required]
        scope["path_template"] = template  # type: ignore[typeddict-unknown-key]
        await ops.with_request_id(scope, self._send, scope, send, start, method, template, status, headers, body)

    # ---- GET state, GET legal-actions ----

    async def _read(self, scope: Scope, send: Send, match: re.Match[str]) -> bool:
        start = time.perf_counter()
        query = scope.get("query_string") or b""
        if query and _LANG.fullmatch(query.decode("latin-1")) is None:
            return False
        found = self._services(scope)
        headers = self._headers(scope, _READ_HEADERS)
        if found is None or headers is None:
            return False
        services, locale = found
        if_none_match = headers.get(b"if-none-match")
        if if_none_match is not None and len(if_none_match) > _MAX_IF_NONE_MATCH:
            return False
        try:
            token = bearer_of(headers.get(b"authorization"))
        except ServiceError:
            return False  # the route's 401
        try:
            game_id = UUID(match.group(1))
        except ValueError:
            return False
        kind, template = _KINDS[match.group(2)]
        try:
            read = await services.reads.read_cached_async(kind, game_id, token, if_none_match,
                                                          headers.get(b"accept-encoding", ""))
        except ServiceError:
            return False  # the route raises it again, as a problem response
        if read is None:
            return False
        out = [(name.lower().encode(), value.encode()) for name, value in read.headers()]
        if read.body is not None:
            out += [(b"content-type", b"application/json"), (b"content-length", str(len(read.body)).encode())]
        await self._answer(scope, send, start, locale, "GET", template, read.status, out, read.body or b"")
        return True

    # ---- POST actions ----

    @staticmethod
    def _act_query(query: bytes) -> bool | None:
        """Whether the query asks ``include=next``; None when the route must read it."""
        if not query:
            return False
        include = False
        for part in query.decode("latin-1").split("&"):
            if part == "include=next" and not include:
                include = True
            elif _LANG.fullmatch(part) is None:
                return None
        return include

    async def _act(self, scope: Scope, receive: Receive, send: Send, match: re.Match[str]) -> Receive | None:
        """Answer an action (None), or the ``receive`` with which the route gets the request
        as it came."""
        start = time.perf_counter()
        include_next = self._act_query(scope.get("query_string") or b"")
        found = self._services(scope)
        headers = self._headers(scope, _ACT_HEADERS)
        if include_next is None or found is None or headers is None:
            return receive
        services, locale = found
        try:
            token = bearer_of(headers.get(b"authorization"))
        except ServiceError:
            return receive  # the route's 401
        key = headers.get(b"idempotency-key")
        if (token is None or services.games.is_player_key(token)
                or (key is not None and not 1 <= len(key) <= _MAX_IDEMPOTENCY_KEY)):
            return receive
        try:
            game_id = UUID(match.group(1))
        except ValueError:
            return receive
        messages, body = await _read_body(receive)
        replay = _replaying(messages, receive)
        if body is None:
            return replay
        try:
            data = check_body(body, headers.get(b"content-type", ""), ActionIn)
        except ServiceError:
            return replay  # the route's strict check refuses it the same way
        try:
            out, g = await services.games.act_async(game_id, token, data.action, data.expected_version, key, data.seat)
            answer = _encode(out)
            if include_next:
                state, legal = services.reads.encode_next(g, token)
                answer = b"".join((answer[:-1], b',"next":{"state":', state, b',"legal_actions":', legal, b"}}"))
        except Exception as err:  # noqa: BLE001 - the route raises it, as it would have
            scope[REFUSAL_KEY] = err  # type: ignore[literal-required]
            return replay
        out_headers = [(b"content-type", b"application/json")]
        if self.compression and len(answer) >= GZIP_MINIMUM and "gzip" in headers.get(b"accept-encoding", ""):
            answer = gzip_body(answer)
            out_headers += [(b"content-length", str(len(answer)).encode()), (b"content-encoding", b"gzip"),
                            (b"vary", b"Accept-Encoding")]
        else:
            out_headers.append((b"content-length", str(len(answer)).encode()))
        await self._answer(scope, send, start, locale, "POST", _ACT_TEMPLATE, 200, out_headers, answer)
        return None


async def _read_body(receive: Receive) -> tuple[list[Message], bytes | None]:
    """The request's messages as received, and its body (None: larger than the route
    accepts, or the client went away; the route then answers)."""
    messages: list[Message] = []
    chunks: list[bytes] = []
    size = 0
    while True:
        message = await receive()
        messages.append(message)
        if message["type"] != "http.request":
            return messages, None
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > MAX_BODY:
            return messages, None
        chunks.append(chunk)
        if not message.get("more_body", False):
            return messages, b"".join(chunks)


def _replaying(messages: list[Message], receive: Receive) -> Receive:
    """A ``receive`` that gives ``messages`` again, then what ``receive`` gives."""
    pending = list(messages)

    async def replay() -> Message:
        if pending:
            return pending.pop(0)
        return await receive()

    return replay


def raise_refusal(scope: Any) -> None:
    """In the action route, first: the refusal the fast path met (``REFUSAL_KEY``), raised
    as the route would have raised it."""
    err = scope.pop(REFUSAL_KEY, None)
    if err is not None:
        raise err


__all__ = ["REFUSAL_KEY", "FastPath", "raise_refusal"]
