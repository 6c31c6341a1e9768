"""A typed Python client of the species-arena REST API, sync (``Client``) and async
(``AsyncClient``), over httpx, decoding every body into the service's own msgspec structs
(``species_arena_client.schemas``: the same types the server encodes, so they cannot drift).

* Problem details (RFC 9457) are raised as ``ProblemError`` subclasses, one per stable
  ``type`` code (``IllegalAction``, ``VersionConflict``, ``NotYourTurn``...), carrying
  ``code``, ``status``, ``title``, ``detail`` and the extra members (``rule``,
  ``current_version``...) in ``extra``.
* Retries: reads, and actions (each sent with an ``Idempotency-Key``, generated once per
  call and reused by every retry, so a retried action is recorded at most once), are
  retried on connection errors and 502/503/504 with exponential back-off; creating a game
  and claiming a seat are retried only when the request was never sent (connect errors).
* ``stream()`` iterates over the server-sent events of a game as ``StreamEvent`` values;
  ``feed()`` over the caller's notifications across games (``FeedEvent``), resumable from
  the last ``id`` it gave.
* Webhooks: ``create_webhook`` (the signing secret is in its answer only), ``webhooks``,
  ``webhook``, ``delete_webhook``, ``rotate_webhook_secret``, ``enable_webhook``,
  ``test_webhook``, ``webhook_deliveries``; a receiver checks each call with
  ``species_arena_client.verify_webhook(secret, headers, body)``.
* ``state()`` and ``legal_actions()`` revalidate: the client keeps the last answer and its
  ``ETag`` per game and token and sends ``If-None-Match``, so an unchanged game costs a
  304 without a body; ``wait_for_version=N`` long-polls until the game reaches version N.

    from species_arena_client import Client
    with Client("http://127.0.0.1:8000") as api:
        api.token = api.register_player("alice").key   # shown once: keep it
        game = api.create_game("la-isla", seats=2, bots={"1": "greedy"})
        api.claim_seat(game.id, 0)                      # alice's seat: her key acts for it
        legal = api.legal_actions(game.id)
        api.act(game.id, legal.actions[0], legal.version)

* Players: ``register_player``, ``me``, ``rotate_player_key`` (the client then sends the
  new key), ``my_games``, ``player`` and ``leaderboard`` (ratings), and the admin's
  ``disable_player`` / ``enable_player``. ``claim_seat(game, seat)`` claims for the
  player whose key the client sends; ``claim_seat(game, seat, "name")`` without a player
  key claims a guest seat (``guest:name``).
"""

from __future__ import annotations

import asyncio
import time
import urllib.parse
import uuid
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from typing import Any, TypeVar

import httpx
import msgspec

from species_arena_client.problems import PROBLEMS, ProblemError
from species_arena_client.schemas import (
    ActionOut,
    AuditOut,
    CatalogueOut,
    DeliveriesOut,
    EventOut,
    EventsOut,
    GameCreatedOut,
    GameTypeOut,
    GameTypeSchemasOut,
    HealthOut,
    LeaderboardOut,
    LegalActionsOut,
    LobbyOut,
    MyGamesOut,
    NotificationOut,
    NotificationsOut,
    PlayerAccountOut,
    PlayerKeyOut,
    PlayerOut,
    SeatOut,
    StateOut,
    StreamTicketOut,
    SummaryOut,
    TimelineOut,
    UndoCheckOut,
    UndoOut,
    WebhookCreatedOut,
    WebhookOut,
    WebhookSecretOut,
    WebhooksOut,
    WebhookTestOut,
)

__all__ = ["AsyncClient", "Client", "FeedEvent", "StreamEvent", "problem_from_response"]

T = TypeVar("T")

#: Statuses worth retrying (the server or a proxy in front of it was briefly unable).
RETRY_STATUSES = frozenset({502, 503, 504})
#: Revalidated answers a client keeps (``state`` / ``legal_actions`` per game and token).
ETAG_MEMORY = 256


_PROBLEM_MEMBERS = {"type", "title", "status", "detail"}


def problem_from_response(response: httpx.Response) -> ProblemError:
    """The typed exception for an error response (a body that is not problem details
    becomes a ``ProblemError`` with code ``http-<status>``)."""
    try:
        body = msgspec.json.decode(response.content)
    except msgspec.DecodeError:
        body = None
    if not isinstance(body, dict) or not isinstance(body.get("type"), str):
        return ProblemError(response.status_code, f"http-{response.status_code}", response.reason_phrase,
                            response.text[:200], {})
    code = body["type"]
    cls = PROBLEMS.get(code, ProblemError)
    extra = {k: v for k, v in body.items() if k not in _PROBLEM_MEMBERS}
    return cls(response.status_code, code, str(body.get("title", "")), str(body.get("detail", "")), extra)


@dataclass(frozen=True)
class StreamEvent:
    """One server-sent event: ``id`` (the version), ``event`` (the event type), ``data``
    (the event record as ``events()`` lists it)."""

    id: int
    event: str
    data: EventOut


@dataclass(frozen=True)
class FeedEvent:
    """One notification of the player feed: ``id`` (its ``seq``, to resume after),
    ``event`` (its type), ``data`` (the notification: ``data.id`` is its stable id)."""

    id: int
    event: str
    data: NotificationOut


@dataclass
class _SseParser:
    """The ``text/event-stream`` format, line by line (comments ignored)."""

    fields: dict[str, list[str]] = field(default_factory=dict)
    out: Any = EventOut
    make: Any = StreamEvent

    def feed(self, line: str) -> Any:
        if line == "":
            f, self.fields = self.fields, {}
            if "data" not in f:
                return None
            data = msgspec.json.decode("\n".join(f["data"]), type=self.out)
            return self.make(id=int(f.get("id", ["0"])[-1] or 0), event=f.get("event", ["message"])[-1], data=data)
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        self.fields.setdefault(name, []).append(value[1:] if value.startswith(" ") else value)
        return None


@dataclass(frozen=True)
class _Call:
    """One API request, as both clients send it."""

    method: str
    path: str
    out: Any
    params: dict[str, Any] | None = None
    body: Any = None
    headers: dict[str, str] | None = None
    #: Retry on 5xx / read errors as well (safe: a read, or an action with an Idempotency-Key).
    retry_any: bool = True
    #: Send If-None-Match with the ETag of the last answer, and reuse it on a 304.
    revalidate: bool = False
    #: This request's timeout in seconds (None: the client's).
    timeout: float | None = None


def _clean(params: dict[str, Any]) -> dict[str, Any]:
    return {k: (str(v).lower() if isinstance(v, bool) else v) for k, v in params.items() if v is not None}


class _Api:
    """The calls, independent of how they are sent."""

    def __init__(self, base_url: str, token: str | None, retries: int, backoff: float,
                 language: str | None = None) -> None:
        self.base_url = base_url.rstrip("/")
        #: The language of the answers' words (labels, prompts, effects, the timeline,
        #: problem details): sent as ``Accept-Language`` ("el", "hu", "ru"; None: English).
        self.language = language
        #: The bearer token sent with every call (a seat's token, or the admin token).
        self.token = token
        self.retries = retries
        self.backoff = backoff
        #: The longest ``Retry-After`` of a rate-limited write that is waited out and sent
        #: again (seconds; a longer one, or a quota, is raised as the problem it is).
        self.max_rate_limit_wait = 10.0
        #: (path, token) -> (ETag, decoded answer) of revalidated reads, least recent first.
        self._etags: OrderedDict[tuple[str, str | None], tuple[str, Any]] = OrderedDict()

    def _headers(self, call: _Call, token: str | None) -> dict[str, str]:
        h = dict(call.headers or {})
        if call.body is not None:
            h["Content-Type"] = "application/json"
        t = token if token is not None else self.token
        if t:
            h["Authorization"] = f"Bearer {t}"
        if self.language:
            h["Accept-Language"] = self.language
        if call.revalidate:
            kept = self._etags.get((call.path, t))
            if kept is not None:
                h["If-None-Match"] = kept[0]
        return h

    def _summary(self, game_id: str, wait_for: int | None, wait_for_version: int | None,
                 wait_seconds: float | None) -> _Call:
        call = self._read_call(f"/games/{game_id}", SummaryOut, wait_for_version, wait_seconds, wait_for=wait_for)
        return _Call(call.method, call.path, call.out, params=call.params, timeout=call.timeout)

    def _read_call(self, path: str, out: Any, wait_for_version: int | None, wait_seconds: float | None,
                   **params: Any) -> _Call:
        """A revalidated read, long-polling with ``wait_for_version``."""
        timeout = None if wait_for_version is None else (wait_seconds if wait_seconds is not None else 30.0) + 15.0
        params.update(wait_for_version=wait_for_version, wait_seconds=wait_seconds)
        return _Call("GET", path, out, params=params, revalidate=params.get("version") is None, timeout=timeout)

    # The calls: each returns a _Call.
    @staticmethod
    def _create_game(game: str, seats: int, bots: Any, options: dict[str, Any] | None, seed: str | None) -> _Call:
        body: dict[str, Any] = {"game": game, "seats": seats}
        if bots is not None:
            body["bots"] = bots
        if options is not None:
            body["options"] = options
        if seed is not None:
            body["seed"] = seed
        return _Call("POST", "/games", GameCreatedOut, body=body, retry_any=False)

    @staticmethod
    def _act(game_id: str, action: dict[str, Any], expected_version: int, seat: int | None, key: str | None,
             include_next: bool = False) -> _Call:
        body: dict[str, Any] = {"action": action, "expected_version": expected_version}
        if seat is not None:
            body["seat"] = seat
        return _Call("POST", f"/games/{game_id}/actions", ActionOut, body=body,
                     params={"include": "next"} if include_next else None,
                     headers={"Idempotency-Key": key or uuid.uuid4().hex})

    @staticmethod
    def _undo(game_id: str, expected_version: int, to_version: int | None, seat: int | None) -> _Call:
        body: dict[str, Any] = {"expected_version": expected_version}
        if to_version is not None:
            body["to_version"] = to_version
        if seat is not None:
            body["seat"] = seat
        return _Call("POST", f"/games/{game_id}/undo", UndoOut, body=body, retry_any=False)

    @staticmethod
    def _undo_check(game_id: str, seat: int | None) -> _Call:
        return _Call("GET", f"/games/{game_id}/undo", UndoCheckOut, params={"seat": seat})

    # ---- players ----

    @staticmethod
    def _claim(game_id: str, seat: int, player: str | None) -> _Call:
        return _Call("POST", f"/games/{game_id}/seats/{seat}", SeatOut,
                     body={} if player is None else {"player": player}, retry_any=False)

    @staticmethod
    def _register(name: str) -> _Call:
        return _Call("POST", "/players", PlayerKeyOut, body={"name": name}, retry_any=False)

    @staticmethod
    def _my_games(status: str | None, mine_only: bool, limit: int | None, offset: int | None,
                  wait_for: int | None) -> _Call:
        params = {"status": status, "turn": "mine" if mine_only else None, "limit": limit, "offset": offset,
                  "wait_for": wait_for}
        return _Call("GET", "/players/me/games", MyGamesOut, params=params)

    @staticmethod
    def _player(name: str, wait_for: int | None) -> _Call:
        return _Call("GET", f"/players/{urllib.parse.quote(name, safe=':')}", PlayerOut, params={"wait_for": wait_for})

    @staticmethod
    def _switch_player(name: str, disabled: bool, reason: str | None) -> _Call:
        path = f"/players/{urllib.parse.quote(name, safe=':')}/{'disable' if disabled else 'enable'}"
        body = ({"reason": reason} if reason is not None else {}) if disabled else None  # enable takes none
        return _Call("POST", path, PlayerAccountOut, body=body, retry_any=False)

    # ---- notifications and webhooks ----

    @staticmethod
    def _notifications(after: int, limit: int | None) -> _Call:
        return _Call("GET", "/players/me/notifications", NotificationsOut, params={"after": after, "limit": limit})

    @staticmethod
    def _webhook(method: str, hook_id: str | None = None, action: str = "", out: Any = WebhookOut,
                 body: Any = None, params: dict[str, Any] | None = None) -> _Call:
        path = "/players/me/webhooks" + (f"/{urllib.parse.quote(hook_id, safe='')}" if hook_id else "") + action
        return _Call(method, path, out, body=body, params=params, retry_any=method == "GET")

    @staticmethod
    def _feed_call(after: int, follow: bool) -> _Call:
        return _Call("GET", "/players/me/feed", None, params={"follow": follow},
                     headers={"Last-Event-ID": str(after)})

    def _rotated(self, old: str | None, out: PlayerKeyOut) -> PlayerKeyOut:
        """After a key rotation: the client sends the new key if it sent the old one."""
        if old is None or old == self.token:
            self.token = out.key
        return out

    def _decode(self, call: _Call, response: httpx.Response, token: str | None = None) -> Any:
        if response.status_code >= 400:
            raise problem_from_response(response)
        if call.out is None:
            return None
        key = (call.path, token if token is not None else self.token)
        if call.revalidate and response.status_code == 304 and key in self._etags:
            self._etags.move_to_end(key)
            return self._etags[key][1]
        value = msgspec.json.decode(response.content, type=call.out)
        tag = response.headers.get("etag")
        if call.revalidate and tag:
            self._etags[key] = (tag, value)
            self._etags.move_to_end(key)
            while len(self._etags) > ETAG_MEMORY:
                self._etags.popitem(last=False)
        return value

    def _should_retry(self, call: _Call, attempt: int, error: BaseException | None, status: int | None) -> bool:
        if attempt >= self.retries:
            return False
        if isinstance(error, httpx.ConnectError | httpx.ConnectTimeout):
            return True
        if not call.retry_any:
            return False
        return isinstance(error, httpx.TransportError) or status in RETRY_STATUSES

    def _rate_limit_wait(self, attempt: int, response: httpx.Response) -> float | None:
        """A write refused by the rate limit (429 with ``Retry-After``, nothing done) is
        sent again after the wait the server names, if that is at most
        ``max_rate_limit_wait`` seconds and retries are left; None: do not wait."""
        if response.status_code != 429 or attempt >= self.retries:
            return None
        try:
            wait = float(response.headers.get("retry-after", ""))
        except ValueError:
            return None
        if response.headers.get("content-type", "").startswith("application/problem+json"):
            try:
                if msgspec.json.decode(response.content).get("type") != "rate-limited":
                    return None  # a quota: waiting minutes is the caller's decision
            except (msgspec.DecodeError, AttributeError):
                return None
        return wait if 0 <= wait <= self.max_rate_limit_wait else None

    def _delay(self, attempt: int) -> float:
        return self.backoff * (2**attempt)


class Client(_Api):
    """The synchronous client. ``token`` is sent as the bearer token unless a call names
    another; ``retries`` is the number of retries after the first attempt."""

    def __init__(
        self, base_url: str, token: str | None = None, *, timeout: float = 30.0, retries: int = 3,
        backoff: float = 0.2, http: httpx.Client | None = None, language: str | None = None,
    ) -> None:
        super().__init__(base_url, token, retries, backoff, language)
        self._http = http or httpx.Client(base_url=self.base_url, timeout=timeout)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _send(self, call: _Call, token: str | None = None) -> Any:
        attempt = 0
        while True:
            try:
                response = self._http.request(
                    call.method, call.path, params=_clean(call.params or {}), headers=self._headers(call, token),
                    content=None if call.body is None else msgspec.json.encode(call.body),
                    **({} if call.timeout is None else {"timeout": call.timeout}),
                )
            except httpx.TransportError as err:
                if not self._should_retry(call, attempt, err, None):
                    raise
            else:
                wait = self._rate_limit_wait(attempt, response)
                if wait is not None:
                    time.sleep(wait)
                    attempt += 1
                    continue
                if not self._should_retry(call, attempt, None, response.status_code):
                    return self._decode(call, response, token)
            time.sleep(self._delay(attempt))
            attempt += 1

    def health(self) -> HealthOut:
        return self._send(_Call("GET", "/health", HealthOut))

    def game_types(self) -> list[GameTypeOut]:
        return self._send(_Call("GET", "/game-types", list[GameTypeOut]))

    def game_type_schemas(self, game: str) -> GameTypeSchemasOut:
        return self._send(_Call("GET", f"/game-types/{game}", GameTypeSchemasOut))

    def catalogue(self, game: str) -> CatalogueOut:
        """The static data the game type's views refer to by id (La Isla: each card's face,
        ``cards``); revalidated with its ETag when asked again."""
        return self._send(_Call("GET", f"/game-types/{game}/catalogue", CatalogueOut, revalidate=True))

    def create_game(self, game: str, seats: int, *, bots: Any = None, options: dict[str, Any] | None = None,
                    seed: str | None = None, token: str | None = None) -> GameCreatedOut:
        """``bots``: a list of seats (random bots) or ``{"seat": "random"|"greedy"}``."""
        return self._send(self._create_game(game, seats, bots, options, seed), token)

    def claim_seat(self, game_id: str, seat: int, player: str | None = None, *, token: str | None = None) -> SeatOut:
        """Claim a seat: for the player whose key is sent (``player`` left out), or, with no
        player key, for the guest ``player`` (shown as ``guest:<player>``). The answer's
        ``token`` is the seat's own (shown once)."""
        return self._send(self._claim(game_id, seat, player), token)

    def register_player(self, name: str) -> PlayerKeyOut:
        """Register a player; the answer's ``key`` is shown once."""
        return self._send(self._register(name))

    def me(self, *, token: str | None = None) -> PlayerAccountOut:
        return self._send(_Call("GET", "/players/me", PlayerAccountOut), token)

    def rotate_player_key(self, *, token: str | None = None) -> PlayerKeyOut:
        """A new key (shown once); the old one is refused from now on, and this client
        sends the new one if it sent the old."""
        return self._rotated(token, self._send(_Call("POST", "/players/me/key", PlayerKeyOut, retry_any=False), token))

    def my_games(self, *, status: str | None = None, mine_only: bool = False, limit: int | None = None,
                 offset: int | None = None, wait_for: int | None = None, token: str | None = None) -> MyGamesOut:
        """The player's games, those where it decides now first (``mine_only``: only those)."""
        return self._send(self._my_games(status, mine_only, limit, offset, wait_for), token)

    def disable_player(self, name: str, *, reason: str | None = None, token: str | None = None) -> PlayerAccountOut:
        """(admin) The player's key is refused everywhere until ``enable_player``."""
        return self._send(self._switch_player(name, True, reason), token)

    def enable_player(self, name: str, *, token: str | None = None) -> PlayerAccountOut:
        return self._send(self._switch_player(name, False, None), token)

    def state(self, game_id: str, *, version: int | None = None, token: str | None = None,
              wait_for_version: int | None = None, wait_seconds: float | None = None) -> StateOut:
        """The state (with ``version``: as it was then); ``wait_for_version``: once the game
        has reached that version, or after ``wait_seconds`` (the server's limit by default)."""
        call = self._read_call(f"/games/{game_id}/state", StateOut, wait_for_version, wait_seconds, version=version)
        return self._send(call, token)

    def legal_actions(self, game_id: str, *, token: str | None = None, wait_for_version: int | None = None,
                      wait_seconds: float | None = None) -> LegalActionsOut:
        call = self._read_call(f"/games/{game_id}/legal-actions", LegalActionsOut, wait_for_version, wait_seconds)
        return self._send(call, token)

    def act(self, game_id: str, action: dict[str, Any], expected_version: int, *, seat: int | None = None,
            idempotency_key: str | None = None, token: str | None = None, include_next: bool = False) -> ActionOut:
        """One action; sent with ``idempotency_key`` (default: a fresh random key), which
        every retry reuses. With ``include_next`` the answer's ``next`` holds the seat's
        state and legal actions after it (one round trip per decision)."""
        return self._send(self._act(game_id, action, expected_version, seat, idempotency_key, include_next), token)

    def undo(self, game_id: str, expected_version: int, *, to_version: int | None = None, seat: int | None = None,
             token: str | None = None) -> UndoOut:
        """Take back this seat's own decisions after ``to_version`` (default: its last
        decision); raises ``UndoNotAllowed`` (with the reason and ``earliest_version``)
        when the rules of undo refuse it."""
        return self._send(self._undo(game_id, expected_version, to_version, seat), token)

    def undo_check(self, game_id: str, *, seat: int | None = None, token: str | None = None) -> UndoCheckOut:
        """What ``undo`` would do now: allowed or not (and why), how many decisions."""
        return self._send(self._undo_check(game_id, seat), token)

    def events(self, game_id: str, *, after: int = 0, limit: int | None = None, token: str | None = None) -> EventsOut:
        return self._send(_Call("GET", f"/games/{game_id}/events", EventsOut, params={"after": after, "limit": limit}),
                          token)

    def summary(self, game_id: str, *, wait_for: int | None = None, wait_for_version: int | None = None,
                wait_seconds: float | None = None) -> SummaryOut:
        return self._send(self._summary(game_id, wait_for, wait_for_version, wait_seconds))

    def lobby(self, *, game: str | None = None, status: str | None = None, open_seats: bool | None = None,
              limit: int | None = None, offset: int | None = None, wait_for: int | None = None) -> LobbyOut:
        params = {"game": game, "status": status, "open": open_seats, "limit": limit, "offset": offset,
                  "wait_for": wait_for}
        return self._send(_Call("GET", "/games", LobbyOut, params=params))

    def timeline(self, game_id: str, *, after: int = 0, wait_for: int | None = None,
                 token: str | None = None) -> TimelineOut:
        return self._send(_Call("GET", f"/games/{game_id}/timeline", TimelineOut,
                                params={"after": after, "wait_for": wait_for}), token)

    def audit(self, game_id: str, *, token: str | None = None) -> AuditOut:
        return self._send(_Call("GET", f"/games/{game_id}/audit", AuditOut), token)

    def stream_ticket(self, game_id: str, *, token: str | None = None) -> StreamTicketOut:
        return self._send(_Call("POST", f"/games/{game_id}/stream-ticket", StreamTicketOut), token)

    def player(self, name: str, *, wait_for: int | None = None) -> PlayerOut:
        """A registered player's (or ``bot:<kind>``'s) statistics and ratings per game type."""
        return self._send(self._player(name, wait_for))

    def leaderboard(self, game: str, *, wait_for: int | None = None) -> LeaderboardOut:
        return self._send(_Call("GET", "/leaderboard", LeaderboardOut, params={"game": game, "wait_for": wait_for}))

    def notifications(self, *, after: int = 0, limit: int | None = None, token: str | None = None) -> NotificationsOut:
        """The caller's notifications after ``seq`` ``after`` (a page; ``next_after`` for the next)."""
        return self._send(self._notifications(after, limit), token)

    def feed_ticket(self, *, token: str | None = None) -> StreamTicketOut:
        return self._send(_Call("POST", "/players/me/stream-ticket", StreamTicketOut), token)

    def create_webhook(self, url: str, events: list[str], *, token: str | None = None) -> WebhookCreatedOut:
        """Subscribe ``url`` to the caller's notifications of these types; keep the
        returned ``secret`` (shown once) to check the calls with ``verify_webhook``."""
        return self._send(self._webhook("POST", out=WebhookCreatedOut, body={"url": url, "events": events}), token)

    def webhooks(self, *, token: str | None = None) -> list[WebhookOut]:
        return self._send(self._webhook("GET", out=WebhooksOut), token).webhooks

    def webhook(self, hook_id: str, *, token: str | None = None) -> WebhookOut:
        return self._send(self._webhook("GET", hook_id), token)

    def delete_webhook(self, hook_id: str, *, token: str | None = None) -> None:
        self._send(self._webhook("DELETE", hook_id, out=None), token)

    def rotate_webhook_secret(self, hook_id: str, *, token: str | None = None) -> WebhookSecretOut:
        return self._send(self._webhook("POST", hook_id, "/rotate-secret", WebhookSecretOut), token)

    def enable_webhook(self, hook_id: str, *, token: str | None = None) -> WebhookOut:
        return self._send(self._webhook("POST", hook_id, "/enable"), token)

    def test_webhook(self, hook_id: str, *, token: str | None = None) -> WebhookTestOut:
        return self._send(self._webhook("POST", hook_id, "/test", WebhookTestOut), token)

    def webhook_deliveries(self, hook_id: str, *, limit: int | None = None, token: str | None = None) -> DeliveriesOut:
        return self._send(self._webhook("GET", hook_id, "/deliveries", DeliveriesOut, params={"limit": limit}), token)

    def feed(self, *, after: int = 0, follow: bool = True, token: str | None = None) -> Iterator[FeedEvent]:
        """The caller's notifications after ``seq`` ``after``, as they come (``follow=False``:
        up to now). A dropped connection is opened again from the last ``id`` given, so
        nothing is missed (and nothing given twice)."""
        last, attempt = after, 0
        while True:
            call = self._feed_call(last, follow)
            try:
                with self._http.stream("GET", call.path, params=_clean(call.params or {}),
                                       headers=self._headers(call, token),
                                       timeout=httpx.Timeout(30.0, read=None)) as response:
                    if response.status_code >= 400:
                        response.read()
                        raise problem_from_response(response)
                    parser = _SseParser(out=NotificationOut, make=FeedEvent)
                    for line in response.iter_lines():
                        ev = parser.feed(line)
                        if ev is not None:
                            last, attempt = ev.id, 0
                            yield ev
                if not follow:
                    return
            except httpx.TransportError:
                if attempt >= self.retries:
                    raise
            time.sleep(self._delay(attempt))
            attempt += 1

    def stream(self, game_id: str, *, after: int = 0, follow: bool = True,
               token: str | None = None) -> Iterator[StreamEvent]:
        """The game's events after version ``after`` as they happen (``follow=False``: up
        to now). Ends after ``GameFinished``."""
        call = _Call("GET", f"/games/{game_id}/events/stream", None, params={"after": after, "follow": follow})
        with self._http.stream("GET", call.path, params=_clean(call.params or {}), headers=self._headers(call, token),
                               timeout=httpx.Timeout(30.0, read=None)) as response:
            if response.status_code >= 400:
                response.read()
                raise problem_from_response(response)
            parser = _SseParser()
            for line in response.iter_lines():
                ev = parser.feed(line)
                if ev is not None:
                    yield ev


class AsyncClient(_Api):
    """The asynchronous client: the same calls as ``Client``, awaited."""

    def __init__(
        self, base_url: str, token: str | None = None, *, timeout: float = 30.0, retries: int = 3,
        backoff: float = 0.2, http: httpx.AsyncClient | None = None, language: str | None = None,
    ) -> None:
        super().__init__(base_url, token, retries, backoff, language)
        self._http = http or httpx.AsyncClient(base_url=self.base_url, timeout=timeout)

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _send(self, call: _Call, token: str | None = None) -> Any:
        attempt = 0
        while True:
            try:
                response = await self._http.request(
                    call.method, call.path, params=_clean(call.params or {}), headers=self._headers(call, token),
                    content=None if call.body is None else msgspec.json.encode(call.body),
                    **({} if call.timeout is None else {"timeout": call.timeout}),
                )
            except httpx.TransportError as err:
                if not self._should_retry(call, attempt, err, None):
                    raise
            else:
                wait = self._rate_limit_wait(attempt, response)
                if wait is not None:
                    await asyncio.sleep(wait)
                    attempt += 1
                    continue
                if not self._should_retry(call, attempt, None, response.status_code):
                    return self._decode(call, response, token)
            await asyncio.sleep(self._delay(attempt))
            attempt += 1

    async def health(self) -> HealthOut:
        return await self._send(_Call("GET", "/health", HealthOut))

    async def game_types(self) -> list[GameTypeOut]:
        return await self._send(_Call("GET", "/game-types", list[GameTypeOut]))

    async def game_type_schemas(self, game: str) -> GameTypeSchemasOut:
        return await self._send(_Call("GET", f"/game-types/{game}", GameTypeSchemasOut))

    async def catalogue(self, game: str) -> CatalogueOut:
        return await self._send(_Call("GET", f"/game-types/{game}/catalogue", CatalogueOut, revalidate=True))

    async def create_game(self, game: str, seats: int, *, bots: Any = None, options: dict[str, Any] | None = None,
                          seed: str | None = None, token: str | None = None) -> GameCreatedOut:
        return await self._send(self._create_game(game, seats, bots, options, seed), token)

    async def claim_seat(self, game_id: str, seat: int, player: str | None = None, *,
                         token: str | None = None) -> SeatOut:
        return await self._send(self._claim(game_id, seat, player), token)

    async def register_player(self, name: str) -> PlayerKeyOut:
        return await self._send(self._register(name))

    async def me(self, *, token: str | None = None) -> PlayerAccountOut:
        return await self._send(_Call("GET", "/players/me", PlayerAccountOut), token)

    async def rotate_player_key(self, *, token: str | None = None) -> PlayerKeyOut:
        out = await self._send(_Call("POST", "/players/me/key", PlayerKeyOut, retry_any=False), token)
        return self._rotated(token, out)

    async def my_games(self, *, status: str | None = None, mine_only: bool = False, limit: int | None = None,
                       offset: int | None = None, wait_for: int | None = None,
                       token: str | None = None) -> MyGamesOut:
        return await self._send(self._my_games(status, mine_only, limit, offset, wait_for), token)

    async def disable_player(self, name: str, *, reason: str | None = None,
                             token: str | None = None) -> PlayerAccountOut:
        return await self._send(self._switch_player(name, True, reason), token)

    async def enable_player(self, name: str, *, token: str | None = None) -> PlayerAccountOut:
        return await self._send(self._switch_player(name, False, None), token)

    async def player(self, name: str, *, wait_for: int | None = None) -> PlayerOut:
        return await self._send(self._player(name, wait_for))

    async def leaderboard(self, game: str, *, wait_for: int | None = None) -> LeaderboardOut:
        return await self._send(_Call("GET", "/leaderboard", LeaderboardOut, params={"game": game, "wait_for": wait_for}))

    async def state(self, game_id: str, *, version: int | None = None, token: str | None = None,
                    wait_for_version: int | None = None, wait_seconds: float | None = None) -> StateOut:
        call = self._read_call(f"/games/{game_id}/state", StateOut, wait_for_version, wait_seconds, version=version)
        return await self._send(call, token)

    async def legal_actions(self, game_id: str, *, token: str | None = None, wait_for_version: int | None = None,
                            wait_seconds: float | None = None) -> LegalActionsOut:
        call = self._read_call(f"/games/{game_id}/legal-actions", LegalActionsOut, wait_for_version, wait_seconds)
        return await self._send(call, token)

    async def act(self, game_id: str, action: dict[str, Any], expected_version: int, *, seat: int | None = None,
                  idempotency_key: str | None = None, token: str | None = None,
                  include_next: bool = False) -> ActionOut:
        return await self._send(self._act(game_id, action, expected_version, seat, idempotency_key, include_next),
                                token)

    async def undo(self, game_id: str, expected_version: int, *, to_version: int | None = None,
                   seat: int | None = None, token: str | None = None) -> UndoOut:
        return await self._send(self._undo(game_id, expected_version, to_version, seat), token)

    async def undo_check(self, game_id: str, *, seat: int | None = None, token: str | None = None) -> UndoCheckOut:
        return await self._send(self._undo_check(game_id, seat), token)

    async def events(self, game_id: str, *, after: int = 0, limit: int | None = None,
                     token: str | None = None) -> EventsOut:
        return await self._send(_Call("GET", f"/games/{game_id}/events", EventsOut,
                                      params={"after": after, "limit": limit}), token)

    async def summary(self, game_id: str, *, wait_for: int | None = None, wait_for_version: int | None = None,
                      wait_seconds: float | None = None) -> SummaryOut:
        return await self._send(self._summary(game_id, wait_for, wait_for_version, wait_seconds))

    async def audit(self, game_id: str, *, token: str | None = None) -> AuditOut:
        return await self._send(_Call("GET", f"/games/{game_id}/audit", AuditOut), token)

    async def notifications(self, *, after: int = 0, limit: int | None = None,
                            token: str | None = None) -> NotificationsOut:
        return await self._send(self._notifications(after, limit), token)

    async def create_webhook(self, url: str, events: list[str], *, token: str | None = None) -> WebhookCreatedOut:
        return await self._send(self._webhook("POST", out=WebhookCreatedOut, body={"url": url, "events": events}),
                                token)

    async def webhooks(self, *, token: str | None = None) -> list[WebhookOut]:
        return (await self._send(self._webhook("GET", out=WebhooksOut), token)).webhooks

    async def delete_webhook(self, hook_id: str, *, token: str | None = None) -> None:
        await self._send(self._webhook("DELETE", hook_id, out=None), token)

    async def rotate_webhook_secret(self, hook_id: str, *, token: str | None = None) -> WebhookSecretOut:
        return await self._send(self._webhook("POST", hook_id, "/rotate-secret", WebhookSecretOut), token)

    async def enable_webhook(self, hook_id: str, *, token: str | None = None) -> WebhookOut:
        return await self._send(self._webhook("POST", hook_id, "/enable"), token)

    async def test_webhook(self, hook_id: str, *, token: str | None = None) -> WebhookTestOut:
        return await self._send(self._webhook("POST", hook_id, "/test", WebhookTestOut), token)

    async def webhook_deliveries(self, hook_id: str, *, limit: int | None = None,
                                 token: str | None = None) -> DeliveriesOut:
        return await self._send(self._webhook("GET", hook_id, "/deliveries", DeliveriesOut,
                                              params={"limit": limit}), token)

    async def feed(self, *, after: int = 0, follow: bool = True,
                   token: str | None = None) -> AsyncIterator[FeedEvent]:
        """``Client.feed``, asynchronously."""
        last, attempt = after, 0
        while True:
            call = self._feed_call(last, follow)
            try:
                async with self._http.stream("GET", call.path, params=_clean(call.params or {}),
                                             headers=self._headers(call, token),
                                             timeout=httpx.Timeout(30.0, read=None)) as response:
                    if response.status_code >= 400:
                        await response.aread()
                        raise problem_from_response(response)
                    parser = _SseParser(out=NotificationOut, make=FeedEvent)
                    async for line in response.aiter_lines():
                        ev = parser.feed(line)
                        if ev is not None:
                            last, attempt = ev.id, 0
                            yield ev
                if not follow:
                    return
            except httpx.TransportError:
                if attempt >= self.retries:
                    raise
            await asyncio.sleep(self._delay(attempt))
            attempt += 1

    async def stream(self, game_id: str, *, after: int = 0, follow: bool = True,
                     token: str | None = None) -> AsyncIterator[StreamEvent]:
        call = _Call("GET", f"/games/{game_id}/events/stream", None, params={"after": after, "follow": follow})
        async with self._http.stream("GET", call.path, params=_clean(call.params or {}),
                                     headers=self._headers(call, token),
                                     timeout=httpx.Timeout(30.0, read=None)) as response:
            if response.status_code >= 400:
                await response.aread()
                raise problem_from_response(response)
            parser = _SseParser()
            async for line in response.aiter_lines():
                ev = parser.feed(line)
                if ev is not None:
                    yield ev
