"""One load-generating client process (``benches.load.harness`` starts several).

The process sets up its share of the games (create, claim every seat), tells the harness
it is ready, waits for the common start instant, then plays for the step's duration:

* one *player* coroutine per game: read the state, read the pending seat's legal actions,
  post one of them (with ``expected_version`` and an ``Idempotency-Key``); a finished
  game is replaced by a new one of the same type;
* *spectators*: read a game's state without a token, with ``If-None-Match`` once the
  server sends an ``ETag`` (and ``?wait_for_version=`` when the server offers it);
* *followers*: take a stream ticket and follow ``/games/{id}/events/stream``.

Two more modes, from the Plan: ``include_next`` posts ``/games/{id}/actions?include=next``,
whose answer's ``next`` (the state and legal actions of the acting seat after the action)
replaces the two reads of the next decision while the same seat keeps the turn (another
pending seat reads its legal actions; an answer without ``next`` falls back to the three
requests); ``rate`` > 0 is an open loop: evenly spaced instants, ``rate`` per second over all
of this process's tables in turn, at each of which one table makes one decision; a table
still busy with its previous one misses the slot (counted, not queued), and the action's
latency is also timed from its scheduled instant (``action-scheduled``).

``benches/loadgen`` (``species-loadgen``) is the same client in Rust, reading this Plan and
writing this Result as JSON, at a fraction of the CPU per request (the harness's
``--client``).

It reports latencies per endpoint, errors, every acknowledged action (for the lost-write
audit) and its own CPU time during the measured window.

The HTTP client is aiohttp (one ``ClientSession`` over a ``TCPConnector`` per process), not
httpx: with a hundred or more connections open, its CPU per request is a fraction of
httpx's, and the load generator must not be what limits the measurement. A latency covers
sending the request and reading the whole answer; bodies are decoded with msgspec afterwards.
"""

from __future__ import annotations

import asyncio
import json
import random
import resource
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import msgspec
from aiohttp.http_exceptions import HttpProcessingError

#: Seconds a single request may take before it counts as an error.
REQUEST_TIMEOUT = 30.0
#: Attempts of one action post (a retry keeps its Idempotency-Key).
POST_ATTEMPTS = 3
#: Seconds a spectator's long-poll (``?wait_for_version=``) may wait for the next move.
LONG_POLL_WAIT = 5
#: Seconds after the end of the window after which unfinished requests are cancelled.
DRAIN = 15.0
#: Seconds an idle keep-alive connection is kept: less than the server's keep-alive timeout
#: (uvicorn: 5 s), so a request never races the server closing its connection.
KEEPALIVE = 3.0
#: Bytes of one event-stream line the follower accepts (aiohttp's default is 128 KiB).
STREAM_LINE_BUFFER = 1 << 20

#: What a failed request raises (timeouts are ``TimeoutError``s, hence ``OSError``s, too).
HTTP_ERRORS = (aiohttp.ClientError, HttpProcessingError, asyncio.TimeoutError, OSError)
#: Every request: REQUEST_TIMEOUT to get a connection (from the pool or a new one) and
#: REQUEST_TIMEOUT between two reads of the answer; no limit on the whole.
TIMEOUT = aiohttp.ClientTimeout(total=None, connect=REQUEST_TIMEOUT, sock_read=REQUEST_TIMEOUT)
#: The event stream: the same connect timeout, no read timeout (events come when moves do).
STREAM_TIMEOUT = aiohttp.ClientTimeout(total=None, connect=REQUEST_TIMEOUT, sock_read=None)
JSON_HEADERS = {"Content-Type": "application/json"}

_decode = msgspec.json.Decoder().decode
_encode = msgspec.json.Encoder().encode


@dataclass
class Plan:
    """What one client process does (picklable)."""

    base_url: str
    games: list[str]  # the game type of each of this client's tables
    seats: dict[str, int]
    spectators: int
    followers: int
    duration: float
    spectator_interval: float
    long_poll: bool
    seed: int
    setup_concurrency: int = 16
    #: Seconds the set-up may take; the tables not set up by then are left out.
    setup_timeout: float = 300.0
    #: One request per decision: POST ``?include=next`` and use the answer's ``next``.
    include_next: bool = False
    #: Open loop: actions/s offered over all of this process's tables (0: closed loop).
    rate: float = 0.0


@dataclass
class Result:
    latencies: dict[str, list[float]] = field(default_factory=dict)
    statuses: dict[str, dict[str, int]] = field(default_factory=dict)
    errors: int = 0
    error_samples: list[str] = field(default_factory=list)
    #: (game id, seat, action_version, action, idempotency key) of every 200 answer.
    acks: list[tuple[str, int, int, Any, str]] = field(default_factory=list)
    #: Posts whose outcome is unknown (cancelled or failed without an answer).
    in_doubt: int = 0
    actions_in_window: int = 0
    games: list[str] = field(default_factory=list)
    finished_games: int = 0
    stream_events: int = 0
    streams_opened: int = 0
    not_modified: int = 0
    cpu_seconds: float = 0.0
    play_seconds: float = 0.0
    tables_played: int = 0
    setup_seconds: float = 0.0
    setup_errors: int = 0
    #: Open loop: the scheduled instants in the window, and those whose table was still
    #: busy with its previous decision (skipped, not queued).
    slots: int = 0
    missed_slots: int = 0
    #: Which client wrote this.
    client: str = "python aiohttp"


#: What a decision came to (``Client.decide``).
ACTED, AGAIN, PAUSE = "acted", "again", "pause"


class Table:
    """A player's table: its game, the seat that acts, and what the last answer's ``next``
    said about the game after it (``include_next``)."""

    __slots__ = ("game", "known", "seat", "table")

    def __init__(self, table: int, game: dict[str, Any]) -> None:
        self.table, self.game, self.seat = table, game, 0
        self.known: dict[str, Any] | None = None


class Answer:
    """An answered request, its body read: what ``Client.request`` returns."""

    __slots__ = ("status_code", "headers", "content")

    def __init__(self, status_code: int, headers: Any, content: bytes) -> None:
        self.status_code = status_code
        self.headers = headers
        self.content = content

    def json(self) -> Any:
        return _decode(self.content)

    @property
    def text(self) -> str:
        return self.content.decode("utf-8", "replace")


def watched(k: int, count: int, n: int, offset: int) -> int:
    """The table the ``k``th of ``count`` watchers of one kind watches: evenly spaced over the
    ``n`` tables, the first at ``offset`` (species-loadgen's ``watched``)."""
    return (k * n // max(count, 1) + offset) % max(n, 1)


def arrival(k: int, count: int, spread: float) -> float:
    """When the ``k``th of ``count`` watchers starts after the window opens: evenly spread
    over ``spread`` seconds (species-loadgen's ``arrival``)."""
    return min(max(spread, 0.0) * (k + 0.5) / max(count, 1), 60.0)


class Client:
    def __init__(self, plan: Plan, result: Result) -> None:
        self.plan = plan
        self.r = result
        self.rng = random.Random(plan.seed)
        self.t_end = 0.0
        #: The current game id of each table (spectators and followers watch tables).
        self.tables: list[str | None] = [None] * len(plan.games)
        self.http: aiohttp.ClientSession | None = None

    # ---- measurement ----

    def _record(self, endpoint: str, seconds: float, status: int | str) -> None:
        self.r.latencies.setdefault(endpoint, []).append(seconds)
        counts = self.r.statuses.setdefault(endpoint, {})
        counts[str(status)] = counts.get(str(status), 0) + 1

    def _error(self, endpoint: str, what: str) -> None:
        self.r.errors += 1
        if len(self.r.error_samples) < 20:
            self.r.error_samples.append(f"{endpoint}: {what}"[:300])

    async def request(
        self,
        endpoint: str,
        method: str,
        url: str,
        *,
        ok: tuple[int, ...] = (200,),
        body: Any = None,
        headers: dict[str, str] | None = None,
        params: dict[str, Any] | None = None,
    ) -> Answer | None:
        """One timed request, its body read; None (and an error counted) unless its status is
        in ``ok``. ``body`` is sent as JSON."""
        assert self.http is not None
        data = None
        if body is not None:
            data = _encode(body)
            headers = {**headers, **JSON_HEADERS} if headers else JSON_HEADERS
        t0 = time.perf_counter()
        try:
            # Leaving the block releases the connection: back to the pool once the body is
            # read, closed if it is not (an error or a cancellation half-way).
            async with self.http.request(method, url, data=data, headers=headers, params=params) as resp:
                answer = Answer(resp.status, resp.headers, await resp.read())
        except asyncio.CancelledError:
            # Still unanswered when the harness stopped waiting (the end of the drain).
            self._record(endpoint, time.perf_counter() - t0, "cancelled")
            raise
        except HTTP_ERRORS as err:
            self._record(endpoint, time.perf_counter() - t0, type(err).__name__)
            self._error(endpoint, f"{type(err).__name__}: {err}")
            return None
        self._record(endpoint, time.perf_counter() - t0, answer.status_code)
        if answer.status_code not in ok:
            self._error(endpoint, f"{answer.status_code} {answer.text[:200]}")
            return None
        return answer

    # ---- set-up ----

    async def new_game(self, kind: str) -> dict[str, Any] | None:
        """Create a game with every seat claimed by this client: {id, tokens}."""
        resp = await self.request("create", "POST", "/games", body={"game": kind, "seats": self.plan.seats[kind]}, ok=(201,))
        if resp is None:
            return None
        gid = resp.json()["id"]
        tokens = {}
        for seat in range(self.plan.seats[kind]):
            claim = await self.request(
                "claim", "POST", f"/games/{gid}/seats/{seat}", body={"player": f"load-{seat}"}, ok=(201,)
            )
            if claim is None:
                return None
            tokens[seat] = claim.json()["token"]
        self.r.games.append(gid)
        return {"id": gid, "kind": kind, "tokens": tokens}

    # ---- the three roles ----

    async def player(self, table: int, game: dict[str, Any]) -> None:
        """Play the table's games until the end of the window."""
        t = Table(table, game)
        while time.monotonic() < self.t_end:
            if await self.decide(t) == PAUSE:
                await asyncio.sleep(0.5)

    async def decide(self, t: Table) -> str:
        """One decision: the state (read, or the last answer's ``next``), the legal actions of
        a pending seat (read, or ``next``'s when that seat acted last), one action posted."""
        gid, tokens = t.game["id"], t.game["tokens"]
        self.tables[t.table] = gid
        known, t.known = t.known, None
        if known is None:
            auth = {"Authorization": f"Bearer {tokens[t.seat]}"}
            state = await self.request("state", "GET", f"/games/{gid}/state", headers=auth)
            if state is None:
                return PAUSE
            body, legal, acting = state.json(), None, None
        else:
            body, legal, acting = known["state"], known["legal_actions"], known["acting"]
        pending = body.get("pending")
        if body["finished"] or pending is None:
            self.r.finished_games += body["finished"]
            nxt = await self.new_game(t.game["kind"])
            if nxt is None:
                return PAUSE
            t.game, t.seat = nxt, 0
            return AGAIN
        # The seat that acted keeps the turn while it is pending (its legal actions came
        # with the answer); otherwise a pending seat at random.
        seat = acting if acting in pending["seats"] else self.rng.choice(pending["seats"])
        t.seat = seat
        auth = {"Authorization": f"Bearer {tokens[seat]}"}
        if legal is None or acting != seat or legal.get("version") != body["version"] or legal.get("seat", seat) != seat:
            answer = await self.request("legal", "GET", f"/games/{gid}/legal-actions", headers=auth)
            if answer is None:
                return PAUSE
            legal = answer.json()
        choices = legal
        if not choices["actions"]:
            self._error("legal", f"game {gid} seat {seat}: no legal action for its pending decision")
            nxt = await self.new_game(t.game["kind"])
            if nxt is not None:
                t.game, t.seat = nxt, 0
            return AGAIN
        action = self.rng.choice(choices["actions"])
        return await self.post_action(t, gid, seat, auth, action, choices["version"])

    async def post_action(self, t: Table, gid: str, seat: int, auth: dict[str, str], action: Any, version: int) -> str:
        key = uuid.uuid4().hex
        headers = {**auth, "Idempotency-Key": key}
        body = {"action": action, "expected_version": version}
        params = {"include": "next"} if self.plan.include_next else None
        for _attempt in range(POST_ATTEMPTS):
            try:
                resp = await self.request(
                    "action", "POST", f"/games/{gid}/actions", body=body, headers=headers, params=params
                )
            except asyncio.CancelledError:
                self.r.in_doubt += 1
                raise
            if resp is not None:
                out = resp.json()
                self.r.acks.append((gid, seat, out["action_version"], action, key))
                if time.monotonic() <= self.t_end:
                    self.r.actions_in_window += 1
                nxt = out.get("next")
                if nxt is not None:
                    t.known = {"state": nxt["state"], "legal_actions": nxt["legal_actions"], "acting": seat}
                return ACTED
            if time.monotonic() > self.t_end:
                break
        self.r.in_doubt += 1
        return AGAIN

    async def open_loop(self, tables: list[Table]) -> None:
        """Evenly spaced slots, ``rate`` per second, over the tables in turn: at each, that
        table makes one decision unless it is still busy with its previous one (a missed slot)."""
        n, interval = len(tables), 1.0 / self.plan.rate
        busy = [False] * n
        running: set[asyncio.Task[None]] = set()
        start, k = time.monotonic(), 0

        async def slot(g: int, at: float) -> None:
            try:
                for _ in range(3):  # a finished game replaced, then its first decision
                    flow = await self.decide(tables[g])
                    if flow == ACTED:
                        self._record("action-scheduled", time.monotonic() - at, 200)
                    if flow != AGAIN:
                        break
            finally:
                busy[g] = False

        while n:
            at = start + k * interval
            if at >= self.t_end:
                break
            delay = at - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
            g, k = k % n, k + 1
            self.r.slots += 1
            if busy[g]:
                self.r.missed_slots += 1
                continue
            busy[g] = True
            task = asyncio.create_task(slot(g, at))
            running.add(task)
            task.add_done_callback(running.discard)
        try:
            if running:
                await asyncio.gather(*running)
        finally:
            for task in running:
                task.cancel()

    async def spectator(self, table: int, arrive: float) -> None:
        await asyncio.sleep(arrive)
        etag: str | None = None
        version = 0
        gid = None
        while time.monotonic() < self.t_end:
            if self.tables[table] != gid:
                gid, etag, version = self.tables[table], None, 0
            if gid is None:
                await asyncio.sleep(0.2)
                continue
            headers = {"If-None-Match": etag} if etag else {}
            # A long-poll's latency is mostly waiting for the next move: it is timed apart.
            waiting = self.plan.long_poll and version > 0
            # A long-poll does not outlast the window (no move may come after it).
            left = self.t_end - time.monotonic()
            wait = LONG_POLL_WAIT if left >= LONG_POLL_WAIT else round(max(0.0, left), 3)
            params = {"wait_for_version": version + 1, "wait_seconds": wait} if waiting else None
            resp = await self.request(
                "spectate-wait" if waiting else "spectate", "GET", f"/games/{gid}/state",
                headers=headers, params=params, ok=(200, 304),
            )
            if resp is not None:
                if resp.status_code == 304:
                    self.r.not_modified += 1
                else:
                    etag = resp.headers.get("etag")
                    version = resp.json()["version"]
            if not self.plan.long_poll:
                await asyncio.sleep(self.plan.spectator_interval * (0.5 + self.rng.random()))

    async def follower(self, table: int, arrive: float) -> None:
        assert self.http is not None
        await asyncio.sleep(arrive)
        while time.monotonic() < self.t_end:
            gid = self.tables[table]
            if gid is None:
                await asyncio.sleep(0.2)
                continue
            ticket = await self.request("ticket", "POST", f"/games/{gid}/stream-ticket")
            if ticket is None:
                await asyncio.sleep(0.5)
                continue
            failed = False
            t0 = time.perf_counter()
            try:
                async with self.http.get(
                    f"/games/{gid}/events/stream", params={"ticket": ticket.json()["ticket"]},
                    timeout=STREAM_TIMEOUT, read_bufsize=STREAM_LINE_BUFFER,
                ) as resp:
                    self._record("stream", time.perf_counter() - t0, resp.status)
                    if resp.status != 200:
                        self._error("stream", f"{resp.status}")
                        await resp.read()  # a short error body: the connection goes back to the pool
                        failed = True
                    else:
                        self.r.streams_opened += 1
                        try:
                            # Until the end of the window even if no event comes (the open
                            # loop's last slot may be answered before it).
                            async with asyncio.timeout(max(0.0, self.t_end - time.monotonic())):
                                async for line in resp.content:
                                    if line.startswith(b"id:"):
                                        self.r.stream_events += 1
                                    if time.monotonic() >= self.t_end:
                                        return  # leaving the block closes the stream's connection
                        except TimeoutError:
                            return
            except HTTP_ERRORS as err:
                self._error("stream", f"{type(err).__name__}: {err}")
                failed = True
            if failed:
                await asyncio.sleep(0.5)

    # ---- the whole run ----

    async def setup(self) -> list[dict[str, Any] | None]:
        sem = asyncio.Semaphore(self.plan.setup_concurrency)

        async def one(kind: str) -> dict[str, Any] | None:
            async with sem:
                return await self.new_game(kind)

        tasks = [asyncio.create_task(one(k)) for k in self.plan.games]
        await asyncio.wait(tasks, timeout=self.plan.setup_timeout)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return [t.result() if t.done() and not t.cancelled() and t.exception() is None else None for t in tasks]

    async def play(self, start_at: float, tables: list[dict[str, Any] | None]) -> None:
        self.t_end = start_at + self.plan.duration
        n = len(tables)
        self.r.tables_played = sum(g is not None for g in tables)
        if self.plan.rate > 0:
            players = [Table(i, g) for i, g in enumerate(tables) if g is not None]
            tasks = [asyncio.create_task(self.open_loop(players))]
        else:
            tasks = [asyncio.create_task(self.player(i, g)) for i, g in enumerate(tables) if g is not None]
        for i, g in enumerate(tables):
            if g is not None:
                self.tables[i] = g["id"]
        # Watchers are spread over the tables (an open loop's slots go over the tables in
        # turn: watchers of neighbouring tables would all be woken within a few slots) and
        # over their first second (viewers do not all arrive at the same instant).
        spread = self.plan.spectator_interval
        for k in range(self.plan.spectators):
            tasks.append(asyncio.create_task(self.spectator(watched(k, self.plan.spectators, n, 0),
                                                            arrival(k, self.plan.spectators, spread))))
        for k in range(self.plan.followers):
            tasks.append(asyncio.create_task(self.follower(watched(k, self.plan.followers, n, n // 2),
                                                           arrival(k, self.plan.followers, spread))))
        done, pending = await asyncio.wait(tasks, timeout=self.plan.duration + DRAIN)
        for t in pending:
            t.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        for t in done:
            if t.exception() is not None:
                self._error("client", repr(t.exception()))


def _cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def run(plan: Plan, ready: Any, start: Any, out: Any) -> None:
    """The body of a client process: set up, signal ``ready``, wait for ``start`` (a shared
    value holding the wall-clock start instant), play, put the Result on ``out``."""
    result = Result()
    client = Client(plan, result)

    async def main() -> None:
        n = len(plan.games) + plan.spectators + plan.followers
        # One connection per coroutine and a few spare; idle ones are closed after KEEPALIVE.
        connector = aiohttp.TCPConnector(limit=n + 8, keepalive_timeout=KEEPALIVE)
        async with aiohttp.ClientSession(
            base_url=plan.base_url, connector=connector, timeout=TIMEOUT, trust_env=False
        ) as http:
            client.http = http
            t0 = time.perf_counter()
            tables = await client.setup()
            result.setup_seconds = time.perf_counter() - t0
            result.setup_errors = result.errors
            # The set-up requests are not part of the measurement.
            result.latencies.clear()
            result.statuses.clear()
            result.errors = 0
            ready.set()
            while start.value == 0.0:
                await asyncio.sleep(0.01)
            await asyncio.sleep(max(0.0, start.value - time.time()))
            cpu0, w0 = _cpu(), time.perf_counter()
            await client.play(time.monotonic(), tables)
            result.cpu_seconds = _cpu() - cpu0
            result.play_seconds = time.perf_counter() - w0

    try:
        asyncio.run(main())
    except BaseException as err:  # noqa: BLE001 - reported to the harness, which fails the step
        result.errors += 1
        result.error_samples.append(f"client crashed: {err!r}")
        ready.set()
    out.put(json.dumps(result.__dict__))
