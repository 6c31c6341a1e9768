"""What every controller shares: the per-app ``Services`` (injected as ``svc``), the
bearer token, game-id parsing and common query parameters."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any
from uuid import UUID

from litestar import Request
from litestar.datastructures import State
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, QueryParameter

from projections import ReadModels, Runner
from service.api.limits import Quotas
from service.app.errors import ServiceError
from service.app.games import Games
from service.app.tickets import Tickets
from service.app.webhooks import Webhooks
from service.config import Settings
from service.runtime.readcache import ReadPath, VersionWatch
from service.domain.i18n import msg

Req = Request[Any, Any, Any]
WaitFor = Annotated[
    int | None,
    QueryParameter(ge=1, le=2**62, description="a write's position (from its response) to wait for: read your own write"),
]
#: ``If-None-Match``: an ETag of an earlier answer (state, legal actions, summary).
IfNoneMatch = Annotated[
    str | None,
    HeaderParameter(
        name="If-None-Match", required=False, max_length=2000,
        description="an ETag of an earlier response: 304 without a body while it is still current",
    ),
]

WaitForVersion = Annotated[
    int | None,
    QueryParameter(
        ge=0,
        le=2**31,
        description="long-poll: answer once the game has reached this version (or after wait_seconds, "
        "with the current version); clients need not poll",
    ),
]
WaitSeconds = Annotated[
    float | None,
    QueryParameter(
        ge=0,
        le=3600,
        description="the longest wait of wait_for_version, in seconds (at most the server's "
        "SPECIES_ARENA_LONG_POLL_TIMEOUT, its default)",
    ),
]
Limit = Annotated[int, QueryParameter(ge=1, le=1000)]
Offset = Annotated[int, QueryParameter(ge=0, le=2**31)]
After = Annotated[int, QueryParameter(ge=0, le=2**31, description="only events after this version")]


@dataclass
class Services:
    """What the handlers need, built once per app (``service.api.app.create_app``)."""

    settings: Settings
    games: Games
    view: ReadModels
    runner: Runner | None = None
    tickets: Tickets = field(default_factory=lambda: Tickets.from_secret(None))
    #: The cached, conditional read path and the long-poll waiters (``service.runtime.readcache``).
    reads: ReadPath | None = None
    watch: VersionWatch | None = None
    #: The game quotas of anonymous callers and players (``service.api.limits``; None: none).
    quotas: Quotas | None = None
    #: Notifications and webhook subscriptions (``service.app.webhooks``), and this server's
    #: deliverer (``service.runtime.webhooks``; None: it delivers nothing).
    webhooks: Webhooks | None = None
    deliverer: Any = None

    def wait_for(self, position: int | None) -> None:
        """Read-your-writes: block until the read models have processed ``position``."""
        if position is None:
            return
        if position > self.games.position():
            raise ServiceError("invalid-request", msg("svc-err-no-position", position=position))
        try:
            self.view.wait(self.games.name, position, timeout=self.settings.wait_timeout)
        except TimeoutError:
            raise ServiceError(
                "projection-lagging",
                msg("svc-err-projection-lagging", position=position, seconds=f"{self.settings.wait_timeout:g}"),
            ) from None


Svc = NamedDependency[Services]


def provide_services(state: State) -> Services:
    """The ``svc`` dependency."""
    return state.services


def bearer(request: Req) -> str | None:
    """The bearer token, if any; a malformed Authorization header is refused (401)."""
    return bearer_of(request.headers.get("authorization"))


def bearer_of(header: str | None) -> str | None:
    """``bearer`` of an ``Authorization`` header's value."""
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ServiceError("unauthorized", msg("svc-err-bearer-form"))
    return token.strip()


def parse_id(game_id: str) -> UUID:
    """A game id from a path; anything that is not a UUID names no game (404)."""
    try:
        return UUID(game_id)
    except ValueError:
        raise ServiceError("not-found", msg("svc-err-no-game-id", game=game_id)) from None
