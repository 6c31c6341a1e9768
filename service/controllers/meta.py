"""Service-level endpoints: health and the hosted game types."""

from __future__ import annotations

from litestar import Controller, get

from ..deps import Svc
from ..engine import game_types
from ..schemas import GameTypeOut, HealthOut


class MetaController(Controller):
    path = "/"
    tags = ["service"]

    @get("/health", operation_id="GetHealth", sync_to_thread=True)
    def health(self, svc: Svc) -> HealthOut:
        """Liveness, the game types this server hosts, and how far the read models are."""
        return HealthOut(
            status="ok",
            games=sorted(game_types()),
            position=svc.games.position(),
            projected=svc.view.max_tracking_id(svc.games.name) or 0,
        )

    @get("/game-types", operation_id="ListGameTypes", sync_to_thread=False)
    def game_types(self) -> list[GameTypeOut]:
        """Every game type with its seat range."""
        return [GameTypeOut(t.name, t.min_seats, t.max_seats) for t in game_types().values()]
