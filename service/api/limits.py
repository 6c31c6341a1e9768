"""How much one caller may write: rate limits per credential, and quotas on games.

**Rate limits** (``WriteLimitMiddleware``) count the write requests (``POST``, ``PUT``,
``DELETE``) of each caller in a token bucket that refills at its limit per minute and holds
a minute's worth:

* a request with a credential (``Authorization: Bearer <seat token, player key>``) is
  counted against that credential (``SPECIES_ARENA_RATE_LIMIT_CREDENTIAL`` a minute,
  default 60,000: more than one client playing one game as fast as it can ever sends on
  one machine, so such a client is never refused);
* a request without one is counted against its client address
  (``SPECIES_ARENA_RATE_LIMIT``, default 1,200; the address is the connection's peer, or
  what a trusted proxy forwarded, see ``service.api.ops.ForwardedMiddleware``);
* the admin token is never counted;
* a write whose credential is refused (401) is also counted against its address, in a
  bucket of its own at the anonymous limit; once that is empty, the address' writes with
  credentials this server has not yet accepted are refused: made-up tokens cannot buy an
  address fresh buckets, while credentials that work are never slowed by the address.

A refused write is a 429 ``rate-limited`` problem with ``Retry-After`` (whole seconds until
the bucket holds a request again) and the ``RateLimit-*`` headers; every counted write's
response carries the ``RateLimit-*`` headers. Litestar's own rate-limit middleware keeps a
list of every request's time per caller and encodes it to JSON on each request (a cost
that grows with the limit: at 60,000 a minute, a 60,000-number list per write) and sends
no ``Retry-After``; a bucket is two numbers.

**Quotas** (``Quotas``) bound what anonymous callers may leave running: games created per
address per hour (``SPECIES_ARENA_QUOTA_GAMES_PER_HOUR``, default 60), and unfinished
games played only by bots or with a search bot (``SPECIES_ARENA_QUOTA_BOT_GAMES``, default
3) per address. A player key has ten times both; the admin none. Over a quota is a 429
``quota-exceeded`` problem that names the quota, its limit and when it frees
(``Retry-After``). Both are kept in this process's memory (a restart forgets them; with
``--workers N``, each worker counts its own).
"""

from __future__ import annotations

import hashlib
import hmac
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from uuid import UUID

import msgspec
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service.app.errors import ServiceError, title_in
from service.config import Settings
from service.domain import i18n
from service.domain.i18n import msg

#: The methods that write.
WRITE_METHODS = frozenset({"POST", "PUT", "DELETE"})
#: The most callers whose buckets are kept (the least recently used are forgotten: a
#: forgotten bucket is a full one, so forgetting never refuses anybody).
MAX_BUCKETS = 100_000
#: Credentials remembered as accepted (a forgotten one pays the address again once).
MAX_KNOWN = 100_000

_encode = msgspec.json.Encoder().encode


@dataclass(frozen=True)
class Decision:
    """One bucket's answer: allowed or not, what is left, and the seconds until the next
    request is allowed (``retry_after``) and until the bucket is full again (``reset``)."""

    allowed: bool
    limit: int
    remaining: int
    retry_after: int
    reset: int

    def headers(self) -> list[tuple[bytes, bytes]]:
        out = [
            (b"ratelimit-policy", f"{self.limit};w=60".encode()),
            (b"ratelimit-limit", str(self.limit).encode()),
            (b"ratelimit-remaining", str(self.remaining).encode()),
            (b"ratelimit-reset", str(self.reset).encode()),
        ]
        if not self.allowed:
            out.append((b"retry-after", str(self.retry_after).encode()))
        return out


class TokenBuckets:
    """Token buckets per key: ``per_minute`` tokens a minute, at most ``per_minute`` held.
    ``clock`` is monotonic seconds (tests pass their own)."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic, size: int = MAX_BUCKETS) -> None:
        if per_minute < 1:
            raise ValueError("a bucket needs a limit of at least 1 a minute")
        self.limit = per_minute
        self.rate = per_minute / 60.0
        self.clock = clock
        self.size = size
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # key -> (tokens, at)

    def take(self, key: str, cost: float = 1.0) -> Decision:
        """Take ``cost`` tokens if the bucket holds them."""
        return self._look(key, cost, take=True)

    def peek(self, key: str) -> Decision:
        """Whether the bucket holds a token, taking none."""
        return self._look(key, 1.0, take=False)

    def _look(self, key: str, cost: float, take: bool) -> Decision:
        now = self.clock()
        tokens, at = self._buckets.pop(key, (float(self.limit), now))
        tokens = min(float(self.limit), tokens + (now - at) * self.rate)
        allowed = tokens >= cost
        if allowed and take:
            tokens -= cost
        self._buckets[key] = (tokens, now)
        if len(self._buckets) > self.size:
            self._buckets.popitem(last=False)
        wait = 0 if allowed else max(1, math.ceil((cost - tokens) / self.rate))
        return Decision(allowed, self.limit, int(tokens), wait, math.ceil((self.limit - tokens) / self.rate))


def client_address(scope: Scope) -> str:
    """The caller's address: set by ``ForwardedMiddleware`` (a trusted proxy's word) or the
    connection's peer."""
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def _credential(scope: Scope) -> str | None:
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            token = token.strip()
            return token if scheme.lower() == "bearer" and token else None
    return None


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def send_problem(send: Send, status: int, code: str, detail: dict[str, Any],
                       headers: Iterable[tuple[bytes, bytes]] = (), **extra: Any) -> None:
    """An RFC 9457 problem answered straight from a middleware, in the request's locale
    (``service.api.ops.OuterLocaleMiddleware``, around this one, has set it; the app's
    ``before_send`` adds ``Content-Language``)."""
    locale = i18n.current()
    body = _encode({"status": status, "type": code, "title": title_in(code, locale),
                    "detail": i18n.render(locale, detail), **extra})
    await send({"type": "http.response.start", "status": status, "headers": [
        (b"content-type", b"application/problem+json"), (b"content-length", str(len(body)).encode()), *headers]})
    await send({"type": "http.response.body", "body": body})


class WriteLimitMiddleware:
    """The write rate limits of the module's docstring (plain ASGI; reads pass straight on)."""

    def __init__(self, app: ASGIApp, settings: Settings, clock: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self.admin_token = settings.admin_token
        self.addresses = TokenBuckets(settings.rate_limit, clock) if settings.rate_limit > 0 else None
        self.credentials = (
            TokenBuckets(settings.rate_limit_credential, clock) if settings.rate_limit_credential > 0 else None
        )
        #: Refused credentials (401) per address, at the anonymous limit.
        self.failures = TokenBuckets(settings.rate_limit, clock) if settings.rate_limit > 0 else None
        #: Credentials answered with anything but 401 (most recently used last).
        self.known: OrderedDict[str, None] = OrderedDict()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] not in WRITE_METHODS:
            await self.app(scope, receive, send)
            return
        token = _credential(scope)
        if token is not None and self.admin_token and hmac.compare_digest(token.encode(), self.admin_token.encode()):
            await self.app(scope, receive, send)
            return
        digest = None if token is None else _digest(token)
        address = "addr:" + client_address(scope)
        shown: Decision | None = None
        refused: tuple[Decision, str] | None = None
        if digest is None:
            if self.addresses is not None:
                shown = self.addresses.take(address)
                if not shown.allowed:
                    refused = (shown, "svc-err-rate-address")
        else:
            if digest not in self.known and self.failures is not None:
                failed = self.failures.peek(address)
                if not failed.allowed:
                    refused = (failed, "svc-err-rate-refused")
            if refused is None and self.credentials is not None:
                shown = self.credentials.take(digest)
                if not shown.allowed:
                    refused = (shown, "svc-err-rate-credential")
        if refused is not None:
            decision, why = refused
            await send_problem(
                send, 429, "rate-limited",
                msg(why, limit=decision.limit, retry=decision.retry_after),
                decision.headers(), retry_after=decision.retry_after, limit=decision.limit,
            )
            return
        headers = [] if shown is None else shown.headers()

        async def counted_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                if digest is not None:
                    if message["status"] == 401:
                        if self.failures is not None:
                            self.failures.take(address)
                    else:
                        self._accepted(digest)
                if headers:
                    message["headers"] = [*message.get("headers", []), *headers]
            await send(message)

        await self.app(scope, receive, counted_send)

    def _accepted(self, digest: str) -> None:
        known = self.known
        if digest in known:
            known.move_to_end(digest)
            return
        known[digest] = None
        if len(known) > MAX_KNOWN:
            known.popitem(last=False)


# ---- quotas ----


@dataclass(frozen=True)
class QuotaLimits:
    games_per_hour: int
    bot_games: int

    def times(self, factor: int) -> QuotaLimits:
        return QuotaLimits(self.games_per_hour * factor, self.bot_games * factor)


#: A player key's quotas, as a multiple of an anonymous address's.
PLAYER_FACTOR = 10
#: The window of the games-per-hour quota.
HOUR = 3600.0


class Quotas:
    """The game quotas of the module's docstring. ``is_running(game_id)`` says whether a
    game counted as a bot game is still unfinished (the app passes a look at the store).
    ``admit`` reserves a place atomically (two requests at once cannot both take the last
    one); the caller then names the created game, or cancels."""

    def __init__(self, limits: QuotaLimits, is_running: Callable[[UUID], bool],
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.is_running = is_running
        self.clock = clock
        self._lock = threading.Lock()
        self._created: dict[str, list[float]] = {}
        #: holder -> its unfinished bot games (None: a place reserved by a request under way).
        self._bot_games: dict[str, list[UUID | None]] = {}

    @contextmanager
    def admit(self, holder: str, *, player: bool, bot_game: bool) -> Iterator[Callable[[UUID], None]]:
        """Reserve a new game for ``holder`` (an address or a player) or refuse it
        (``quota-exceeded``); the body creates it and calls the yielded function with its
        id. If the body raises, the reservation is given back."""
        limits = self.limits.times(PLAYER_FACTOR) if player else self.limits
        with self._lock:
            now = self.clock()
            created = [t for t in self._created.get(holder, []) if now - t < HOUR]
            if limits.games_per_hour and len(created) >= limits.games_per_hour:
                wait = max(1, math.ceil(HOUR - (now - created[0])))
                raise ServiceError(
                    "quota-exceeded",
                    msg("svc-err-quota-games", limit=limits.games_per_hour, player="yes" if player else "no", wait=wait),
                    quota="games-per-hour", limit=limits.games_per_hour, retry_after=wait,
                )
            held = [g for g in self._bot_games.get(holder, []) if g is None or self.is_running(g)]
            if bot_game and limits.bot_games and len(held) >= limits.bot_games:
                raise ServiceError(
                    "quota-exceeded",
                    msg("svc-err-quota-bot-games", limit=limits.bot_games, player="yes" if player else "no"),
                    quota="bot-games", limit=limits.bot_games, retry_after=60,
                )
            created.append(now)
            self._created[holder] = created
            if bot_game:
                held.append(None)
            self._keep(holder, held)
        game: list[UUID] = []
        try:
            yield game.append
        finally:
            with self._lock:
                held = self._bot_games.get(holder, [])
                if bot_game and None in held:
                    held.remove(None)
                    if game:
                        held.append(game[0])
                    self._keep(holder, held)
                if not game:  # nothing was created: the hour's count is given back
                    times = self._created.get(holder, [])
                    if times:
                        times.pop()
                    if not times:
                        self._created.pop(holder, None)

    def _keep(self, holder: str, held: list[UUID | None]) -> None:
        if held:
            self._bot_games[holder] = held
        else:
            self._bot_games.pop(holder, None)
