"""Service-level endpoints: health and the hosted game types."""

from __future__ import annotations

import msgspec
from litestar import Controller, get
from litestar.params import FromPath

from service.api.deps import Svc
from service.app.bots import BOT_KINDS
from service.app.errors import ServiceError
from service.domain.engine import game_schemas, game_types, option_specs
from species_arena_client.schemas import GameTypeOut, GameTypeSchemasOut, HealthOut, OptionSpecOut


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
        """Every game type: its name in words, seat range, setup options (each described for
        a form: words, rules section, kind, default, choices, the seat counts it applies to)
        and the bot kinds a seat may be given."""
        return [
            GameTypeOut(
                name=t.name,
                title=t.title,
                min_seats=t.min_seats,
                max_seats=t.max_seats,
                options=msgspec.convert(option_specs(t.name), list[OptionSpecOut]),
                bots=list(BOT_KINDS),
            )
            for t in game_types().values()
        ]

    @get("/game-types/{game:str}", operation_id="GetGameTypeSchemas", sync_to_thread=False)
    def game_type_schemas(self, game: FromPath[str]) -> GameTypeSchemasOut:
        """The JSON Schemas of one game type's actions, setup options and view, generated
        from the engine's Rust types (so they cannot drift from what it accepts and shows);
        the OpenAPI document references the same schemas as ``<Game>Action``,
        ``<Game>Options`` and ``<Game>View``."""
        t = game_types().get(game)
        if t is None:
            raise ServiceError("not-found", f"no game type {game!r}")
        schemas = game_schemas(game)
        return GameTypeSchemasOut(
            name=t.name, title=t.title, action=schemas["action"], options=schemas["options"], view=schemas["view"]
        )
