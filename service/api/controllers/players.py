"""Players: per-player statistics and the leaderboard of a game type (read models)."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get
from litestar.params import FromPath, QueryParameter

from service.api.deps import Limit, Offset, Svc, WaitFor
from species_arena_client.schemas import LeaderboardOut, PlayerOut, PlayerStatsOut


class PlayersController(Controller):
    path = "/"
    tags = ["players"]

    @get("/players/{player_id:str}", operation_id="GetPlayer", sync_to_thread=True)
    def player(self, player_id: FromPath[str], svc: Svc, wait_for: WaitFor = None) -> PlayerOut:
        """A player's finished games per game type: played, won, average and best score."""
        svc.wait_for(wait_for)
        return PlayerOut(player=player_id, stats=msgspec.convert(svc.view.player(player_id), list[PlayerStatsOut]))

    @get("/leaderboard", operation_id="GetLeaderboard", sync_to_thread=True)
    def leaderboard(
        self,
        svc: Svc,
        game: Annotated[str, QueryParameter(min_length=1, max_length=100)],
        limit: Limit = 50,
        offset: Offset = 0,
        wait_for: WaitFor = None,
    ) -> LeaderboardOut:
        """The players of a game type by wins, then average score."""
        svc.wait_for(wait_for)
        return LeaderboardOut(game=game, players=msgspec.convert(svc.view.leaderboard(game, limit, offset), list[PlayerStatsOut]))
