"""Service-level endpoints: health and the hosted game types."""

from __future__ import annotations

import msgspec
from litestar import Controller, get

from ..application import BOT_KINDS
from ..deps import Svc
from ..engine import game_types, option_specs
from ..schemas import GameTypeOut, HealthOut, OptionSpecOut


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
