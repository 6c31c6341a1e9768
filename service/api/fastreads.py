"""Cached reads of state and legal actions answered before Litestar's routing.

Most requests of a game in play are ``GET /games/{id}/state`` and ``GET
/games/{id}/legal-actions`` of a version whose answer ``service.runtime.readcache`` already
holds: the answer is a version check and a lookup (about 30 µs here), while Litestar's
routing, parameter parsing, dependency injection, response object and middleware stack cost
several times that. ``CachedReads`` (plain ASGI, inside the outer middlewares of
``service.api.app``) answers such a request itself, with the same status, headers and body
as the route would (``service.api.controllers.play``), the same request id, access line,
``Content-Language`` (Litestar's ``before_send`` hooks still run: this sits inside
``Litestar.__call__``) and the same Prometheus metrics.

It answers only the plain case, and hands anything else to Litestar untouched: a query
other than ``lang=``, a past ``version`` or a long poll, a header it would have to check
(a duplicated ``Authorization``, ``If-None-Match`` or ``Accept-Encoding``, an
``If-None-Match`` longer than the route accepts), a cross-origin request when CORS is on,
a malformed bearer header, an unknown game or token, and every read that is not in the
cache (the route then loads the game in a worker thread). Whatever it hands on is answered
by the route exactly as before, problem details included; nothing is sent before it has
decided to answer.
"""

from __future__ import annotations

import re
import time
from typing import Any
from uuid import UUID

from litestar.types import ASGIApp, Receive, Scope, Send

from service.api import ops
from service.app.errors import ServiceError

#: The two routes, and the path template their metrics are labelled with (Litestar's).
_ROUTE = re.compile(r"/games/([^/]+)/(state|legal-actions)")
_KINDS = {"state": ("state", "/games/{game_id}/state"), "legal-actions": ("legal", "/games/{game_id}/legal-actions")}
#: A query this path answers: none, or one ``lang=`` (the locale is read by ``OuterLocaleMiddleware``).
_LANG_ONLY = re.compile(rb"lang=[A-Za-z0-9-]{1,20}")
#: ``If-None-Match``'s longest accepted value (``service.api.deps.IfNoneMatch``).
_MAX_IF_NONE_MATCH = 2000
#: The headers the route reads.
_READ_HEADERS = (b"authorization", b"if-none-match", b"accept-encoding")
_COMMON = ((b"cache-control", b"private, no-cache"), (b"vary", b"Authorization, Accept-Encoding"))


class CachedReads:
    """The cache hits of state and legal actions, answered without routing (see the module)."""

    def __init__(self, app: ASGIApp, litestar: Any, *, cors: bool, metrics: bool) -> None:
        self.app = app
        self.litestar = litestar
        self.cors = cors
        self.metrics: ops.LeanPrometheusMiddleware | None = (
            ops.LeanPrometheusMiddleware(app, ops.prometheus_config()) if metrics else None
        )
        #: Requests answered here, and handed on (read by the tests and benchmarks).
        self.answered = 0
        self.handed_on = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "GET":
            match = _ROUTE.fullmatch(scope["path"])
            if match is not None:
                if await self._answer(scope, send, match):
                    self.answered += 1
                    return
                self.handed_on += 1
        await self.app(scope, receive, send)

    def _request(self, scope: Scope) -> tuple[str | None, str | None, str] | None:
        """(bearer token, If-None-Match, Accept-Encoding) as the route reads them, or None
        when the route has something to check or refuse."""
        found: dict[bytes, str] = {}
        for key, value in scope["headers"]:
            if key in _READ_HEADERS:
                if key in found:
                    return None
                found[key] = value.decode("latin-1")
            elif key == b"origin" and self.cors:
                return None
        token = None
        header = found.get(b"authorization")
        if header is not None:
            scheme, _, rest = header.partition(" ")
            token = rest.strip()
            if scheme.lower() != "bearer" or not token:
                return None  # the route's 401
        if_none_match = found.get(b"if-none-match")
        if if_none_match is not None and len(if_none_match) > _MAX_IF_NONE_MATCH:
            return None
        return token, if_none_match, found.get(b"accept-encoding", "")

    async def _answer(self, scope: Scope, send: Send, match: re.Match[str]) -> bool:
        start = time.perf_counter()
        query = scope.get("query_string") or b""
        if query and _LANG_ONLY.fullmatch(query) is None:
            return False
        locale = scope.get(ops.OUTER_LOCALE_KEY)
        services = getattr(self.litestar.state, "services", None)
        if locale is None or services is None or services.reads is None:
            return False
        request = self._request(scope)
        if request is None:
            return False
        token, if_none_match, accept_encoding = request
        try:
            game_id = UUID(match.group(1))
        except ValueError:
            return False
        kind, template = _KINDS[match.group(2)]
        try:
            read = services.reads.read_cached(kind, game_id, token, if_none_match, accept_encoding)
        except ServiceError:
            return False  # the route raises it again, as a problem response
        if read is None:
            return False
        headers = [(b"etag", read.etag.encode()), *_COMMON]
        if read.gzipped:
            headers.append((b"content-encoding", b"gzip"))
        if read.body is not None:
            headers += [(b"content-type", b"application/json"), (b"content-length", str(len(read.body)).encode())]
        scope[ops.LOCALE_KEY] = locale  # type: ignore[literal-required]
        scope["path_template"] = template  # type: ignore[typeddict-unknown-key]
        await ops.with_request_id(scope, self._send, scope, send, start, read.status, headers, read.body or b"")
        return True

    async def _send(self, scope: Scope, send: Send, start: float, status: int, headers: list[tuple[bytes, bytes]],
                    body: bytes) -> None:
        metrics = self.metrics
        if metrics is None:
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await send({"type": "http.response.body", "body": body, "more_body": False})
            return
        progress = metrics._in_progress("GET", scope["path_template"])  # type: ignore[typeddict-item]
        progress.inc()
        try:
            await send({"type": "http.response.start", "status": status, "headers": headers})
            await send({"type": "http.response.body", "body": body, "more_body": False})
            elapsed = time.perf_counter() - start
        finally:
            progress.dec()
        count, duration, _ = metrics._finished("GET", scope["path_template"], status)  # type: ignore[typeddict-item]
        count.inc()
        duration.observe(elapsed)
