"""The Litestar app: the REST surface of ARCHITECTURE.md over ``service.application.Games``."""

from __future__ import annotations

from typing import Annotated, Any
from uuid import UUID

from litestar import Litestar, Request, get, post
from litestar.datastructures import State
from litestar.di import NamedDependency, Provide
from litestar.openapi import OpenAPIConfig
from litestar.params import FromPath, JSONBody, QueryParameter

from .application import Games
from .config import Settings
from .engine import game_types
from .errors import ServiceError
from .problems import internal_error, problem_details_plugin
from .schemas import (
    ActionIn,
    ActionOut,
    EventsOut,
    GameCreatedOut,
    GameIn,
    GameTypeOut,
    HealthOut,
    LegalActionsOut,
    SeatIn,
    SeatOut,
    StateOut,
)

MAX_BODY = 64 * 1024


def _games(state: State) -> Games:
    return state.games


def bearer(request: Request[Any, Any, Any]) -> str | None:
    """The bearer token, if any; a malformed Authorization header is refused (401)."""
    header = request.headers.get("authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ServiceError("unauthorized", "the Authorization header must be 'Bearer <token>'")
    return token.strip()


def parse_id(game_id: str) -> UUID:
    try:
        return UUID(game_id)
    except ValueError:
        raise ServiceError("not-found", f"no game {game_id!r}") from None


@get("/health", sync_to_thread=False, tags=["service"])
def health() -> HealthOut:
    """Liveness, and the game types this server hosts."""
    return HealthOut(status="ok", games=sorted(game_types()))


@get("/game-types", sync_to_thread=False, tags=["games"])
def list_game_types() -> list[GameTypeOut]:
    """Every game type with its seat range."""
    return [GameTypeOut(t.name, t.min_seats, t.max_seats) for t in game_types().values()]


@post("/games", sync_to_thread=True, tags=["games"], status_code=201)
def create_game(data: JSONBody[GameIn], games: NamedDependency[Games], request: Request[Any, Any, Any]) -> GameCreatedOut:
    """Create a game. Bot seats are played by the server; the seed stays secret until the end
    (only the admin token may fix it)."""
    token = bearer(request)
    if data.seed is not None and not (games.admin_token and token == games.admin_token):
        raise ServiceError("forbidden", "only the admin token may choose the seed")
    if isinstance(data.bots, dict):
        bots: dict[int, str] = {}
        for k, v in data.bots.items():
            if not k.isdigit():
                raise ServiceError("invalid-request", f"bot seat {k!r} is not a seat number")
            bots[int(k)] = v
    else:
        bots = {s: "random" for s in data.bots}
    types = game_types()
    t = types.get(data.game)
    if t is None:
        raise ServiceError("invalid-request", f"unknown game type {data.game!r}", known=sorted(types))
    if not t.min_seats <= data.seats <= t.max_seats:
        raise ServiceError(
            "invalid-request", f"{data.game} is played by {t.min_seats} to {t.max_seats} seats, not {data.seats}"
        )
    seed = None if data.seed is None else int(data.seed, 16)
    g = games.create_game(data.game, data.seats, dict(data.options), bots, seed)
    return GameCreatedOut(str(g.id), g.game, g.seats, g.version, g.commitment, list(g.bots))


@post("/games/{game_id:str}/seats/{seat:int}", sync_to_thread=True, tags=["seats"], status_code=201)
def claim_seat(game_id: FromPath[str], seat: FromPath[int], data: JSONBody[SeatIn], games: NamedDependency[Games]) -> SeatOut:
    """Claim a seat: the token is shown once, and only its hash is stored."""
    g, token = games.claim_seat(parse_id(game_id), seat, data.player)
    return SeatOut(seat=seat, player=data.player, token=token, version=g.version)


@get("/games/{game_id:str}/state", sync_to_thread=True, tags=["play"])
def get_state(game_id: FromPath[str], games: NamedDependency[Games], request: Request[Any, Any, Any]) -> StateOut:
    """The game as the caller may see it (seat token, admin token, or spectator)."""
    import msgspec

    return msgspec.convert(games.state(parse_id(game_id), bearer(request)), StateOut)


@get("/games/{game_id:str}/legal-actions", sync_to_thread=True, tags=["play"])
def get_legal_actions(game_id: FromPath[str], games: NamedDependency[Games], request: Request[Any, Any, Any]) -> LegalActionsOut:
    """The caller's legal actions for its pending decision (empty when it has none)."""
    import msgspec

    return msgspec.convert(games.legal_actions(parse_id(game_id), bearer(request)), LegalActionsOut)


@post("/games/{game_id:str}/actions", sync_to_thread=True, tags=["play"], status_code=200)
def post_action(game_id: FromPath[str], data: JSONBody[ActionIn], games: NamedDependency[Games], request: Request[Any, Any, Any]) -> ActionOut:
    """Submit one action as listed by legal-actions, with the version it was chosen at.
    An ``Idempotency-Key`` header makes a retry return the first response."""
    key = request.headers.get("idempotency-key")
    if key is not None and not 1 <= len(key) <= 200:
        raise ServiceError("invalid-request", "Idempotency-Key must be 1 to 200 characters")
    out = games.act(parse_id(game_id), bearer(request), data.action, data.expected_version, key, data.seat)
    return ActionOut(**out)


@get("/games/{game_id:str}/events", sync_to_thread=True, tags=["history"])
def get_events(
    game_id: FromPath[str],
    games: NamedDependency[Games],
    request: Request[Any, Any, Any],
    after: Annotated[int, QueryParameter(ge=0)] = 0,
    limit: Annotated[int, QueryParameter(ge=1, le=10000)] = 1000,
) -> EventsOut:
    """The history after version ``after``, redacted for the caller."""
    events = games.event_records(parse_id(game_id), bearer(request), after, limit)
    nxt = events[-1]["version"] if events else after
    return EventsOut(events=events, next_after=nxt)


def create_app(games: NamedDependency[Games] | None = None, settings: Settings | None = None) -> Litestar:
    """Build the app over ``games`` (or one built from the environment's settings)."""
    if games is None:
        s = settings or Settings.from_env()
        games = Games(env=s.eventsourcing_env(), admin_token=s.admin_token, snapshot_interval=s.snapshot_interval)

    def on_startup(app: Litestar) -> None:
        app.state.games = games

    return Litestar(
        route_handlers=[
            health,
            list_game_types,
            create_game,
            claim_seat,
            get_state,
            get_legal_actions,
            post_action,
            get_events,
        ],
        dependencies={"games": Provide(_games, sync_to_thread=False)},
        plugins=[problem_details_plugin()],
        exception_handlers={Exception: internal_error},
        on_startup=[on_startup],
        openapi_config=OpenAPIConfig(title="species-arena", version="0.1.0"),
        request_max_body_size=MAX_BODY,
        debug=False,
    )
