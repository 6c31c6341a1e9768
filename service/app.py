"""The Litestar app: the REST surface of ARCHITECTURE.md over ``service.application.Games``
and the read models of ``projections``.

``create_app(settings)`` builds everything once: the ``Games`` application, the read-model
view, and (by default) the projection runner inside the server, started and stopped with
the app's lifespan.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Annotated, Any
from uuid import UUID

import anyio
import msgspec
from litestar import Litestar, Request, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.openapi import OpenAPIConfig
from litestar.params import FromPath, FromQuery, HeaderParameter, JSONBody, QueryParameter
from litestar.response import ServerSentEvent
from litestar.response.sse import ServerSentEventMessage

from projections.runner import Runner, open_view, start_runner
from projections.views import ReadModels

from .application import Games, Viewer
from .config import Settings
from .engine import game_types
from .errors import ServiceError
from .problems import internal_error, problem_details_plugin
from .schemas import (
    ActionIn,
    ActionOut,
    AuditOut,
    EventsOut,
    GameCreatedOut,
    GameIn,
    GameTypeOut,
    HealthOut,
    LeaderboardOut,
    LegalActionsOut,
    LobbyOut,
    PlayerOut,
    SeatIn,
    SeatOut,
    StateOut,
    SummaryOut,
    TimelineOut,
)

MAX_BODY = 64 * 1024
#: Seconds between two looks for new events in a stream.
STREAM_POLL = 0.2
#: Seconds between two keep-alive comments in an idle stream.
STREAM_KEEPALIVE = 15.0

Req = Request[Any, Any, Any]
WaitFor = Annotated[
    int | None,
    QueryParameter(ge=1, le=2**62, description="a position (from a write's response) to wait for"),
]
Limit = Annotated[int, QueryParameter(ge=1, le=1000)]
Offset = Annotated[int, QueryParameter(ge=0, le=2**31)]


@dataclass
class Services:
    """What the handlers need, built once per app."""

    settings: Settings
    games: Games
    view: ReadModels
    runner: Runner | None = None

    def wait_for(self, position: int | None) -> None:
        """Read-your-writes: block until the read models have processed ``position``."""
        if position is None:
            return
        if position > self.games.position():
            raise ServiceError("invalid-request", f"no write has position {position} yet")
        try:
            self.view.wait(self.games.name, position, timeout=self.settings.wait_timeout)
        except TimeoutError:
            raise ServiceError(
                "projection-lagging",
                f"the read models have not reached position {position} within {self.settings.wait_timeout}s",
            ) from None


Svc = NamedDependency[Services]


def _services(state: State) -> Services:
    return state.services


def bearer(request: Req) -> str | None:
    """The bearer token, if any; a malformed Authorization header is refused (401)."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ServiceError("unauthorized", "the Authorization header must be 'Bearer <token>'")
    return token.strip()


def parse_id(game_id: FromPath[str]) -> UUID:
    try:
        return UUID(game_id)
    except ValueError:
        raise ServiceError("not-found", f"no game {game_id!r}") from None


# ---- service ----


@get("/health", sync_to_thread=True, tags=["service"])
def health(svc: Svc) -> HealthOut:
    """Liveness, the game types this server hosts, and how far the read models are."""
    return HealthOut(
        status="ok",
        games=sorted(game_types()),
        position=svc.games.position(),
        projected=svc.view.max_tracking_id(svc.games.name) or 0,
    )


@get("/game-types", sync_to_thread=False, tags=["service"])
def list_game_types() -> list[GameTypeOut]:
    """Every game type with its seat range."""
    return [GameTypeOut(t.name, t.min_seats, t.max_seats) for t in game_types().values()]


# ---- games: create, lobby, summary ----


@post("/games", sync_to_thread=True, tags=["games"], status_code=201)
def create_game(data: JSONBody[GameIn], svc: Svc, request: Req) -> GameCreatedOut:
    """Create a game. Bot seats are played by the server; the seed stays secret until the
    end (only the admin token may fix it). ``position`` can be passed as ``wait_for`` to
    the read-model endpoints."""
    games = svc.games
    token = bearer(request)
    if data.seed is not None and not games.is_admin(token):
        raise ServiceError("forbidden", "only the admin token may choose the seed")
    if isinstance(data.bots, dict):
        bots: dict[int, str] = {}
        for k, v in data.bots.items():
            if not k.isdigit() or len(k) > 3:
                raise ServiceError("invalid-request", f"bot seat {k!r} is not a seat number")
            bots[int(k)] = v
    else:
        bots = {s: "random" for s in data.bots}
    seed = None if data.seed is None else int(data.seed, 16)
    g, position = games.create_game(data.game, data.seats, dict(data.options), bots, seed)
    return GameCreatedOut(
        id=str(g.id), game=g.game, seats=g.seats, version=g.version, seed_commitment=g.commitment,
        bots=list(g.bots), open_seats=g.open_seats(), position=position,
    )


@get("/games", sync_to_thread=True, tags=["games"])
def lobby(
    svc: Svc,
    game: FromQuery[str | None] = None,
    status: Annotated[str | None, QueryParameter(pattern="^(waiting|in_progress|finished)$")] = None,
    open_seats: Annotated[bool, QueryParameter(name="open")] = False,
    limit: Limit = 50,
    offset: Offset = 0,
    wait_for: WaitFor = None,
) -> LobbyOut:
    """The lobby (a read model): games by type and status (``waiting`` for players,
    ``in_progress``, ``finished``), newest first; ``open=true`` keeps games with a free seat."""
    svc.wait_for(wait_for)
    items, total = svc.view.lobby(game=game, status=status, open_only=open_seats, limit=limit, offset=offset)
    return LobbyOut(games=msgspec.convert(items, list[SummaryOut]), total=total, limit=limit, offset=offset)


@get("/games/{game_id:str}", sync_to_thread=True, tags=["games"])
def summary(game_id: FromPath[str], svc: Svc, wait_for: WaitFor = None) -> SummaryOut:
    """The summary and scoreboard of a game (a read model): round, phase, whose decision
    is pending, each seat's score, and the final ranking once it has ended."""
    svc.wait_for(wait_for)
    row = svc.view.summary(str(parse_id(game_id)))
    if row is None:
        raise ServiceError("not-found", f"no game {game_id} in the read models (yet)")
    return msgspec.convert(row, SummaryOut)


# ---- seats and play ----


@post("/games/{game_id:str}/seats/{seat:int}", sync_to_thread=True, tags=["play"], status_code=201)
def claim_seat(game_id: FromPath[str], seat: FromPath[int], data: JSONBody[SeatIn], svc: Svc) -> SeatOut:
    """Claim a seat: the token is shown once, and only its hash is stored."""
    g, token, position = svc.games.claim_seat(parse_id(game_id), seat, data.player)
    return SeatOut(seat=seat, player=data.player, token=token, version=g.version, position=position)


@get("/games/{game_id:str}/state", sync_to_thread=True, tags=["play"])
def get_state(game_id: FromPath[str], svc: Svc, request: Req) -> StateOut:
    """The game as the caller may see it (seat token, admin token, or spectator)."""
    return msgspec.convert(svc.games.state(parse_id(game_id), bearer(request)), StateOut)


@get("/games/{game_id:str}/legal-actions", sync_to_thread=True, tags=["play"])
def get_legal_actions(game_id: FromPath[str], svc: Svc, request: Req) -> LegalActionsOut:
    """The caller's legal actions for its pending decision (empty when it has none)."""
    return msgspec.convert(svc.games.legal_actions(parse_id(game_id), bearer(request)), LegalActionsOut)


@post("/games/{game_id:str}/actions", sync_to_thread=True, tags=["play"], status_code=200)
def post_action(
    game_id: FromPath[str],
    data: JSONBody[ActionIn],
    svc: Svc,
    request: Req,
    idempotency_key: Annotated[
        str | None, HeaderParameter(name="Idempotency-Key", min_length=1, max_length=200, required=False)
    ] = None,
) -> ActionOut:
    """Submit one action as listed by legal-actions, with the version it was chosen at.
    A stale ``expected_version`` is a 409 ``version-conflict`` carrying the current
    version. An ``Idempotency-Key`` header makes a retry return the first response and
    record nothing."""
    out = svc.games.act(parse_id(game_id), bearer(request), data.action, data.expected_version, idempotency_key, data.seat)
    return ActionOut(**out)


# ---- history ----


@get("/games/{game_id:str}/events", sync_to_thread=True, tags=["history"])
def get_events(
    game_id: FromPath[str],
    svc: Svc,
    request: Req,
    after: Annotated[int, QueryParameter(ge=0, le=2**31)] = 0,
    limit: Annotated[int, QueryParameter(ge=1, le=10000)] = 1000,
) -> EventsOut:
    """The history after version ``after``, redacted for the caller."""
    events = svc.games.event_records(parse_id(game_id), bearer(request), after, limit)
    nxt = events[-1]["version"] if events else after
    return EventsOut(events=events, next_after=nxt)


@get("/games/{game_id:str}/events/stream", tags=["history"])
async def stream_events(
    game_id: FromPath[str],
    svc: Svc,
    request: Req,
    after: Annotated[int | None, QueryParameter(ge=0, le=2**31)] = None,
    follow: FromQuery[bool] = True,
) -> ServerSentEvent:
    """New events as server-sent events (``id`` = version, ``event`` = type, ``data`` = the
    event as the caller may see it). Resume with ``Last-Event-ID`` or ``?after=``. With
    ``follow=false`` the stream ends once it has caught up; it always ends after
    ``GameFinished``."""
    gid = parse_id(game_id)
    token = bearer(request)
    games = svc.games
    g = await anyio.to_thread.run_sync(games.load, gid)
    viewer: Viewer = games.viewer(g, token)
    start = after
    if start is None:
        last = request.headers.get("last-event-id", "0").strip()
        if not last.isdigit() or len(last) > 10:
            raise ServiceError("invalid-request", "Last-Event-ID must be an event version")
        start = int(last)

    async def messages() -> AsyncIterator[ServerSentEventMessage]:
        position = start
        idle = 0.0
        while True:
            records = await anyio.to_thread.run_sync(games.events_for, g, viewer, position)
            for r in records:
                position = r["version"]
                yield ServerSentEventMessage(data=msgspec.json.encode(r).decode(), event=r["type"], id=str(position))
                if r["type"] == "GameFinished":
                    return
            if not records:
                if g.finished or not follow:
                    return
                idle += STREAM_POLL
                if idle >= STREAM_KEEPALIVE:
                    idle = 0.0
                    yield ServerSentEventMessage(comment="keep-alive")
                await anyio.sleep(STREAM_POLL)
            else:
                idle = 0.0

    return ServerSentEvent(messages())


@get("/games/{game_id:str}/timeline", sync_to_thread=True, tags=["history"])
def get_timeline(
    game_id: FromPath[str],
    svc: Svc,
    request: Req,
    after: Annotated[int, QueryParameter(ge=0, le=2**31)] = 0,
    limit: Annotated[int, QueryParameter(ge=1, le=10000)] = 1000,
    wait_for: WaitFor = None,
) -> TimelineOut:
    """Every action's effects in order, in words (a read model), redacted for the caller."""
    gid = parse_id(game_id)
    g = svc.games.load(gid)
    viewer = svc.games.viewer(g, bearer(request))
    svc.wait_for(wait_for)
    entries = svc.view.timeline(str(gid), viewer, after, limit)
    return TimelineOut(id=str(gid), entries=entries)


@get("/games/{game_id:str}/audit", sync_to_thread=True, tags=["history"])
def get_audit(game_id: FromPath[str], svc: Svc, request: Req) -> AuditOut:
    """Replay the history from the seed in a fresh engine and compare every effect list and
    state hash; check the seed commitment; report the first divergence. The seed is
    secret until the game ends, so an unfinished game may be audited by the admin only."""
    return msgspec.convert(svc.games.audit(parse_id(game_id), bearer(request)), AuditOut)


# ---- players ----


@get("/players/{player_id:str}", sync_to_thread=True, tags=["players"])
def get_player(player_id: FromPath[str], svc: Svc, wait_for: WaitFor = None) -> PlayerOut:
    """A player's finished games per game type: played, won, average and best score."""
    svc.wait_for(wait_for)
    return PlayerOut(player=player_id, stats=svc.view.player(player_id))


@get("/leaderboard", sync_to_thread=True, tags=["players"])
def get_leaderboard(
    svc: Svc,
    game: Annotated[str, QueryParameter(min_length=1, max_length=100)],
    limit: Limit = 50,
    offset: Offset = 0,
    wait_for: WaitFor = None,
) -> LeaderboardOut:
    """The players of a game type by wins, then average score."""
    svc.wait_for(wait_for)
    return LeaderboardOut(game=game, players=svc.view.leaderboard(game, limit, offset))


ROUTES = [
    health, list_game_types, create_game, lobby, summary, claim_seat, get_state, get_legal_actions,
    post_action, get_events, stream_events, get_timeline, get_audit, get_player, get_leaderboard,
]


def create_app(settings: Settings | None = None, *, games: Games | None = None) -> Litestar:
    """Build the app from ``settings`` (default: the environment's). The projection runs
    inside the server unless ``settings.projections == "external"``."""
    s = settings or Settings.from_env()
    env = s.eventsourcing_env()

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        g = games or Games(env=env, admin_token=s.admin_token, snapshot_interval=s.snapshot_interval)
        runner = start_runner(env) if s.projections == "inprocess" else None
        view = runner.view if runner is not None else open_view(env)
        app.state.services = Services(settings=s, games=g, view=view, runner=runner)
        try:
            yield
        finally:
            if runner is not None:
                await anyio.to_thread.run_sync(runner.__exit__, None, None, None)
            if games is None:
                g.close()

    return Litestar(
        route_handlers=ROUTES,
        dependencies={"svc": Provide(_services, sync_to_thread=False)},
        plugins=[problem_details_plugin()],
        exception_handlers={Exception: internal_error},
        lifespan=[lifespan],
        openapi_config=OpenAPIConfig(
            title="species-arena",
            version="0.1.0",
            description="An event-sourced service for species board games. Errors are RFC 9457 problem details.",
        ),
        request_max_body_size=MAX_BODY,
        debug=False,
    )
