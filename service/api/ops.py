"""The operator's basics, with Litestar's own tools, configured from
``service.config.Settings``:

* CORS (``CORSConfig``) for the origins in ``SPECIES_ARENA_CORS_ORIGINS`` (none: off);
* gzip response compression (``CompressionConfig``), except the event stream, which must
  reach the client event by event;
* ``HEAD`` on every ``GET`` route (``HeadMiddleware``), and the caller's address from
  ``X-Forwarded-For`` only behind the proxies the operator trusts (``ForwardedMiddleware``);
* rate limits on writes per credential, or per address for anonymous writes
  (``service.api.limits``), 429 ``rate-limited`` with ``Retry-After``;
* a request id on every response (``X-Request-ID``: the client's, if it is a sane one,
  else a new one) and on every log line written while the request is handled, plus one
  access line per request (method, path without its query, status, milliseconds);
* structured JSON logs (``SPECIES_ARENA_LOG_FORMAT=json``, the default; ``text`` for
  people);
* Prometheus metrics at ``/metrics`` (``PrometheusConfig`` + ``PrometheusController``):
  Litestar's request counts and latencies, and ours: actions applied, bot decisions,
  cache hits and misses, and the read models' lag behind the store.
"""

from __future__ import annotations

import asyncio
import contextvars
import ipaddress
import json
import logging
import os
import random
import re
import time
import urllib.parse
from collections.abc import Awaitable, Callable
from typing import Any

import msgspec
from litestar import Request, Response, get
from litestar.config.compression import CompressionConfig
from litestar.config.cors import CORSConfig
from litestar.datastructures import MutableScopeHeaders
from litestar.logging.config import LoggingConfig
from litestar.middleware.compression import CompressionMiddleware
from litestar.plugins.prometheus import PrometheusConfig, PrometheusController
from litestar.plugins.prometheus.middleware import PrometheusMiddleware
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from litestar.utils.empty import value_or_default
from litestar.utils.scope.state import ScopeState

from service.app.errors import ServiceError
from service.app.metrics import PROJECTION_LAG
from service.domain import i18n
from service.config import Settings
from service.runtime.readcache import GZIP_MINIMUM, gzip_body

#: The request being handled (its id), for every log line written meanwhile.
REQUEST_ID: contextvars.ContextVar[str | None] = contextvars.ContextVar("request_id", default=None)
#: A client's own X-Request-ID is kept only when it looks like an id (never echoes junk).
_SANE_ID = re.compile(r"^[A-Za-z0-9._:-]{8,128}$")
#: New request ids: 128 random bits from a generator seeded from the system's randomness at
#: start and again in each forked worker. An id only has to be unique, not unguessable, and
#: ``os.urandom`` is a system call per request (19 µs each here under load).
_IDS = random.Random(os.urandom(32))
os.register_at_fork(after_in_child=lambda: _IDS.seed(os.urandom(32)))


def _new_id() -> str:
    return f"{_IDS.getrandbits(128):032x}"

#: The event stream is never compressed (each event must leave at once).
STREAM_PATH = r"/games/[^/]+/events/stream"
#: State and legal actions are gzipped once per cached answer by ``service.runtime.readcache``.
READ_PATHS = r"/games/[^/]+/(state|legal-actions)$"
#: A game type's catalogue is gzipped once by its handler (``controllers.meta``), under its own ETag.
CATALOGUE_PATH = r"/game-types/[^/]+/catalogue$"

log = logging.getLogger("species_arena")
access_log = logging.getLogger("species_arena.access")

class MetricsController(PrometheusController):
    """``GET /metrics``: Prometheus' text format; the projection lag is measured now."""

    path = "/metrics"
    include_in_schema = False

    @get(include_in_schema=False)
    async def get(self, request: Request[Any, Any, Any]) -> Response[Any]:  # type: ignore[override]
        svc = getattr(request.app.state, "services", None)
        if svc is not None:
            try:
                PROJECTION_LAG.set(max(0, svc.games.position() - (svc.view.max_tracking_id(svc.games.name) or 0)))
            except Exception:  # noqa: BLE001 - metrics must not fail on a busy store
                log.warning("projection lag not measured")
        return await super().get.fn(self)  # type: ignore[attr-defined, no-any-return]


# ---- HEAD, forwarded addresses ----


class HeadMiddleware:
    """Plain ASGI middleware, the outermost: ``HEAD`` on any ``GET`` route answers what
    ``GET`` would (status and headers, ``Content-Length`` included) with no body. The
    request is handled as a ``GET``; once its headers are sent the handler is told the
    client went away, so an event stream ends at once."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return
        # A copy: the server's own scope still says HEAD (uvicorn then writes no body
        # whatever it is sent), and so does the one Litestar's before_send hooks see (the
        # access line); the request id is made first so that both share it.
        _request_info(scope)
        scope = {**scope, "method": "GET"}  # type: ignore[misc]
        started = asyncio.Event()
        ended = False

        async def head_receive() -> Message:
            if started.is_set():
                return {"type": "http.disconnect"}
            waiting = asyncio.ensure_future(receive())
            told = asyncio.ensure_future(started.wait())
            done, _ = await asyncio.wait({waiting, told}, return_when=asyncio.FIRST_COMPLETED)
            if waiting in done:
                told.cancel()
                return waiting.result()
            waiting.cancel()
            return {"type": "http.disconnect"}

        async def head_send(message: Message) -> None:
            nonlocal ended
            if message["type"] == "http.response.start":
                await send(message)
                started.set()
            elif message["type"] == "http.response.body" and not ended:
                ended = True
                await send({"type": "http.response.body", "body": b"", "more_body": False})

        await self.app(scope, head_receive, head_send)


def trusted_networks(entries: tuple[str, ...]) -> tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]:
    """``SPECIES_ARENA_TRUSTED_PROXIES``' addresses and networks (``ValueError`` names a bad one)."""
    out = []
    for entry in entries:
        try:
            out.append(ipaddress.ip_network(entry, strict=False))
        except ValueError:
            raise ValueError(f"SPECIES_ARENA_TRUSTED_PROXIES: {entry!r} is not an address or a network") from None
    return tuple(out)


class ForwardedMiddleware:
    """Plain ASGI middleware: when the connection comes from a trusted proxy
    (``SPECIES_ARENA_TRUSTED_PROXIES``, none by default), the caller's address is the
    rightmost address of ``X-Forwarded-For`` that is not itself a trusted proxy; from
    anybody else the header is ignored (it is the caller's own word)."""

    def __init__(self, app: ASGIApp, trusted: tuple[str, ...]) -> None:
        self.app = app
        self.trusted = trusted_networks(trusted)

    def _is_trusted(self, address: str) -> bool:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in net for net in self.trusted)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        client = scope.get("client") if scope["type"] in ("http", "websocket") else None
        if self.trusted and client and self._is_trusted(client[0]):
            forwarded = b",".join(v for k, v in scope.get("headers", ()) if k == b"x-forwarded-for")
            hops = [h.strip() for h in forwarded.decode("latin-1").split(",") if h.strip()]
            for hop in reversed(hops):
                if not self._is_trusted(hop):
                    try:
                        ipaddress.ip_address(hop)
                    except ValueError:
                        break  # junk where an address should be: keep the proxy's own address
                    scope["client"] = (hop, 0)
                    break
        await self.app(scope, receive, send)


# ---- request ids and logs ----


def _header(scope: Scope, name: bytes) -> str:
    """The first value of the (lower-case) header ``name`` of a request ("" without one)."""
    for key, value in scope.get("headers") or ():
        if key == name:
            return value.decode("latin-1")
    return ""


#: Where a request's id and start time are kept in its ASGI scope.
_SCOPE_KEY = "species_arena.request"


def _request_info(scope: Scope) -> dict[str, Any]:
    info = scope.get(_SCOPE_KEY)  # type: ignore[call-overload]
    if info is None:
        given = _header(scope, b"x-request-id")
        info = {"id": given if _SANE_ID.match(given) else _new_id(), "start": time.perf_counter()}
        scope[_SCOPE_KEY] = info  # type: ignore[literal-required]
    return info


class RequestIdMiddleware:
    """Plain ASGI middleware: the request's id (the client's ``X-Request-ID`` if it looks
    like one, else a new one) is set for every log line written while handling it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await _with(REQUEST_ID, _request_info(scope)["id"], self.app, scope, receive, send)


async def with_request_id(scope: Scope, fn: Callable[..., Awaitable[None]], *args: Any) -> None:
    """``fn(*args)`` with the request's id set for the log lines written meanwhile (as
    ``RequestIdMiddleware`` sets it for a routed request)."""
    await _with(REQUEST_ID, _request_info(scope)["id"], fn, *args)


async def _with(var: contextvars.ContextVar[Any], value: Any, fn: Callable[..., Awaitable[None]], *args: Any) -> None:
    """``fn(*args)`` (an app answering a request) with the context variable ``var`` set to ``value``."""
    token = var.set(value)
    try:
        await fn(*args)
    finally:
        var.reset(token)


#: Where ``LocaleMiddleware`` leaves the request's locale in the ASGI scope.
LOCALE_KEY = "species_arena.locale"
#: Where ``OuterLocaleMiddleware`` leaves the locale it read (None: ``?lang=`` named none of ours).
OUTER_LOCALE_KEY = "species_arena.locale_asked"


def request_locale(scope: Scope) -> str:
    """The locale of a request: ``?lang=`` (one of ``i18n.LOCALES``, else 400
    ``invalid-request``), else the RFC 4647 lookup of ``Accept-Language``, else ``en``."""
    lang = None
    query = scope.get("query_string") or b""
    if b"lang=" in query:
        values = urllib.parse.parse_qs(query.decode("latin-1")).get("lang")
        if values:
            lang = values[-1]
    locale = i18n.negotiate(lang, _header(scope, b"accept-language") or None)
    if locale is None:
        shown = lang if len(lang or "") <= 20 else f"{lang[:20]}..."
        raise ServiceError("invalid-request", i18n.msg("svc-err-lang", lang=shown, locales=", ".join(i18n.LOCALES)))
    return locale


class LocaleMiddleware:
    """Plain ASGI middleware of the API's routes (not the pages, which choose their words in
    the browser): the request's locale (``request_locale``) is set for everything that
    renders words while answering it (``i18n.current()``), and ``before_send`` answers it
    with ``Content-Language`` and ``Vary: Accept-Language``."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        handler = scope.get("route_handler")
        if scope["type"] != "http" or (handler is not None and handler.include_in_schema is False):
            await self.app(scope, receive, send)
            return
        # Read once per request, by OuterLocaleMiddleware; a refused ?lang= is read again to
        # say why (a 400).
        locale = scope.get(OUTER_LOCALE_KEY) or request_locale(scope)
        scope[LOCALE_KEY] = locale  # type: ignore[literal-required]
        await _with(i18n.LOCALE, locale, self.app, scope, receive, send)


class OuterLocaleMiddleware:
    """Plain ASGI, around the whole app: the request's locale for the words answered before
    a route is found (an unknown route's 404, a refused method's 405), when ``?lang=`` or
    ``Accept-Language`` name one of ours (an unknown ``?lang=`` is refused by
    ``LocaleMiddleware`` on the API's routes)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        try:
            asked: str | None = request_locale(scope)
        except ServiceError:
            asked = None
        scope[OUTER_LOCALE_KEY] = asked  # type: ignore[literal-required]
        await _with(i18n.LOCALE, asked or i18n.DEFAULT, self.app, scope, receive, send)


async def before_send(message: Message, scope: Scope) -> None:
    """App-level ``before_send``: every HTTP response (problem details and 404s of
    unknown routes included) carries ``X-Request-ID``, and gets one access log line:
    method, path without its query (a query may hold a stream ticket), status, ms."""
    if scope["type"] != "http" or message["type"] != "http.response.start":
        return
    info = _request_info(scope)
    headers = [*message.get("headers", []), (b"x-request-id", info["id"].encode())]
    locale = scope.get(LOCALE_KEY)
    if locale is None and any(k == b"content-type" and v.startswith(b"application/problem+json")
                              for k, v in message.get("headers", [])):
        locale = i18n.current()  # a problem answered before any route (OuterLocaleMiddleware)
    if locale is not None:
        headers += [(b"content-language", locale.encode()), (b"vary", b"Accept-Language")]
    message["headers"] = headers
    if not access_log.isEnabledFor(logging.INFO):
        return
    method = scope.get("method")
    access_log.info(
        "%s %s %s", method, scope.get("path"), message["status"],
        extra={"request_id": info["id"], "method": method, "path": scope.get("path"),
               "status": message["status"], "duration_ms": round((time.perf_counter() - info["start"]) * 1000, 2)},
    )


class RequestIdFilter(logging.Filter):
    """Puts the current request id on every record (None outside a request)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "request_id", None) is None:
            record.request_id = REQUEST_ID.get()
        return True


_STANDARD = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime", "request_id"}
#: JSON log lines are encoded by msgspec (the standard encoder for values it refuses).
_encode_log = msgspec.json.Encoder().encode


class JSONFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request id, the record's
    ``extra`` fields, and the exception's traceback text when there is one."""

    #: The last second formatted, and its text (a busy server writes many lines a second).
    _second: tuple[int, str] = (-1, "")

    def format(self, record: logging.LogRecord) -> str:
        second = int(record.created)
        if second != self._second[0]:
            self._second = (second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second)))
        out: dict[str, Any] = {
            "time": f"{self._second[1]}.{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", None),
            "pid": record.process,
        }
        for key, value in vars(record).items():
            if key not in _STANDARD and not key.startswith("_"):
                out[key] = value
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        try:
            return _encode_log(out).decode()
        except (TypeError, ValueError, OverflowError):  # a value msgspec cannot encode
            return json.dumps(out, default=str)


JSONFormatter.converter = time.gmtime  # type: ignore[assignment]


def logging_config(settings: Settings) -> LoggingConfig:
    """Litestar's ``LoggingConfig``: our loggers (and Litestar's) through one handler,
    JSON lines or text, each with the request id."""
    formatter: dict[str, Any] = (
        {"()": JSONFormatter}
        if settings.log_format == "json"
        else {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"}
    )
    handler = {"class": "logging.StreamHandler", "formatter": "species_arena", "filters": ["request_id"]}
    return LoggingConfig(
        configure_root_logger=False,
        filters={"request_id": {"()": RequestIdFilter}},
        formatters={"species_arena": formatter},
        handlers={"species_arena": handler},
        loggers={
            "species_arena": {"level": settings.log_level, "handlers": ["species_arena"], "propagate": False},
            "litestar": {"level": "WARNING", "handlers": ["species_arena"], "propagate": False},
        },
        log_exceptions="debug",
    )


# ---- the Litestar configs ----


def cors_config(settings: Settings) -> CORSConfig | None:
    if not settings.cors_origins:
        return None
    return CORSConfig(
        allow_origins=list(settings.cors_origins),
        allow_methods=["GET", "POST", "OPTIONS"],
        allow_headers=["Authorization", "Content-Type", "Idempotency-Key", "Last-Event-ID", "X-Request-ID"],
        expose_headers=["X-Request-ID", "RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Retry-After"],
        max_age=600,
    )


def compression_config(settings: Settings) -> CompressionConfig | None:
    if not settings.compression:
        return None
    # An answer in one message is deflated as the read cache's are (``readcache.gzip_body``,
    # ISA-L's fastest level, a seventh of the standard library's level 1 CPU); the level
    # here is the standard library's, for the rare answer in several messages that Litestar's
    # own wrapper compresses. The catalogue is encoded by its own handler (once per server).
    return CompressionConfig(
        backend="gzip", minimum_size=GZIP_MINIMUM, gzip_compress_level=1, exclude=[STREAM_PATH, READ_PATHS, CATALOGUE_PATH],
        middleware_class=LeanCompressionMiddleware,
    )


class LeanCompressionMiddleware(CompressionMiddleware):
    """Litestar's gzip compression (the same exclusions, minimum size, level and headers)
    without its cost for the answers that are one message: such an answer at least
    ``minimum_size`` long is gzipped in one call (ISA-L's, ``readcache.gzip_body``), a
    shorter one passes as it is, and
    neither makes a compressor object (Litestar's makes one, with zlib's state, for every
    request that accepts gzip). An answer in several messages goes through Litestar's own
    wrapper."""

    def __init__(self, app: ASGIApp, config: CompressionConfig) -> None:
        super().__init__(app, config)
        if config.backend != "gzip" or config.gzip_fallback is not True:
            raise ValueError("LeanCompressionMiddleware compresses with gzip only")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if "gzip" not in _header(scope, b"accept-encoding"):
            await self.app(scope, receive, send)
            return
        config = self.config
        start: Message | None = None
        streaming: Send | None = None

        async def lean_send(message: Message) -> None:
            nonlocal start, streaming
            if streaming is not None:
                await streaming(message)
                return
            kind = message["type"]
            if kind == "http.response.start":
                start = message
                return
            if start is None or kind != "http.response.body":
                await send(message)
                return
            state = ScopeState.from_scope(scope)
            cached = value_or_default(state.is_cached, False)  # a response from Litestar's response cache
            if message.get("more_body") and not cached:
                streaming = self.create_compression_send_wrapper(send, "gzip", scope)
                await streaming(start)
                await streaming(message)
                return
            body = message["body"]
            if len(body) >= config.minimum_size and not cached:
                body = gzip_body(body)
                headers = MutableScopeHeaders(start)
                headers["Content-Encoding"] = "gzip"
                headers["Content-Length"] = str(len(body))
                headers.extend_header_value("vary", "Accept-Encoding")
                message = {**message, "body": body}  # type: ignore[assignment]
                state.response_compressed = True
            await send(start)
            await send(message)

        await self.app(scope, receive, lean_send)


class LeanPrometheusMiddleware(PrometheusMiddleware):
    """Litestar's Prometheus middleware, the same metrics and labels (method, path
    template, status code, app name), with each label set's children looked up once and
    kept: a request costs the increments and the observation, not a ``Request`` object,
    two label dicts and four label lookups."""

    def __init__(self, app: ASGIApp, config: PrometheusConfig) -> None:
        super().__init__(app, config)
        if config.labels or config.exemplars or config.excluded_http_methods:
            raise ValueError("LeanPrometheusMiddleware takes no extra labels, exemplars or excluded methods")
        self._progress: dict[tuple[str, str], Any] = {}
        self._done: dict[tuple[str, str, int], tuple[Any, Any, Any]] = {}

    def _labels(self, method: str, path: str, status: int) -> dict[str, str | int | float]:
        return {"method": method, "path": path, "status_code": status, "app_name": self._config.app_name}

    def _in_progress(self, method: str, path: str) -> Any:
        child = self._progress.get((method, path))
        if child is None:
            labels = self._labels(method, path, 200)
            child = self._progress[(method, path)] = self.requests_in_progress(labels).labels(*labels.values())
        return child

    def _finished(self, method: str, path: str, status: int) -> tuple[Any, Any, Any]:
        children = self._done.get((method, path, status))
        if children is None:
            labels = self._labels(method, path, status)
            values = list(labels.values())
            children = self._done[(method, path, status)] = (
                self.request_count(labels).labels(*values),
                self.request_time(labels).labels(*values),
                self.requests_error_count(labels).labels(*values) if status >= 500 else None,
            )
        return children

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        method = scope["method"] if scope["type"] == "http" else scope["type"]
        path = scope.get("path_template") or scope["path"]
        span = [time.perf_counter(), 0.0, 200]  # start, duration, status

        async def timed_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                span[2] = message["status"]
            elif message["type"] == "http.response.body":
                span[1] = time.perf_counter() - span[0]
            await send(message)

        progress = self._in_progress(method, path)
        progress.inc()
        try:
            await self.app(scope, receive, timed_send)
        finally:
            progress.dec()
            count, duration, errors = self._finished(method, path, int(span[2]))
            if errors is not None:
                errors.inc()
            count.inc()
            duration.observe(span[1])


def prometheus_config() -> PrometheusConfig:
    return PrometheusConfig(app_name="species_arena", prefix="species_arena", group_path=True, exclude=["^/metrics"],
                            middleware_class=LeanPrometheusMiddleware)
