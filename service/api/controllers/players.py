"""Players: accounts and their keys, the admin's switch, statistics and ratings, the
leaderboard of a game type, and the caller's games (read models, but the accounts)."""

from __future__ import annotations

from typing import Annotated, Literal
from uuid import UUID

import msgspec
from litestar import Controller, get, post
from litestar.params import FromPath, JSONBody, QueryParameter

from service.api.deps import Limit, Offset, Req, Svc, WaitFor, bearer
from service.app.errors import ServiceError
from service.domain.i18n import msg
from species_arena_client.schemas import (
    DisablePlayerIn,
    LeaderboardOut,
    MyGameOut,
    MyGamesOut,
    PlayerAccountOut,
    PlayerIn,
    PlayerKeyOut,
    PlayerOut,
    PlayerStatsOut,
)

Status = Annotated[str | None, QueryParameter(pattern="^(waiting|in_progress|finished|abandoned)$")]


class PlayersController(Controller):
    path = "/"
    tags = ["players"]

    @post("/players", operation_id="RegisterPlayer", sync_to_thread=True, status_code=201)
    def register(self, data: JSONBody[PlayerIn], svc: Svc) -> PlayerKeyOut:
        """Register a player: its key is returned once (the store keeps its SHA-256). The
        name is unique after NFKC normalisation, case folding and the folding of Cyrillic
        and Greek look-alikes of Latin letters; names mixing scripts are refused, and
        ``admin``, ``me`` and names starting with ``bot`` or ``guest`` are reserved."""
        return svc.games.register_player(data.name)

    @get("/players/me", operation_id="GetMe", sync_to_thread=True)
    def me(self, svc: Svc, request: Req) -> PlayerAccountOut:
        """The player the key (``Authorization: Bearer <player key>``) belongs to."""
        return svc.games.me(bearer(request))

    @post("/players/me/key", operation_id="RotatePlayerKey", sync_to_thread=True, status_code=200)
    def rotate_key(self, svc: Svc, request: Req) -> PlayerKeyOut:
        """A new key for the caller (returned once); the old key is refused from now on.
        Seat tokens issued to the player's seats keep working."""
        return svc.games.rotate_player_key(bearer(request))

    @get("/players/me/games", operation_id="GetMyGames", sync_to_thread=True)
    def my_games(
        self,
        svc: Svc,
        request: Req,
        status: Status = None,
        turn: Annotated[Literal["mine"] | None, QueryParameter(description="`mine`: only the games where "
                                                               "one of the caller's seats decides now")] = None,
        limit: Limit = 50,
        offset: Offset = 0,
        wait_for: WaitFor = None,
    ) -> MyGamesOut:
        """The caller's games (its player key): those where one of its seats decides now
        first (with the seat's prompt and deadline, if the game has a clock), then the
        others, most recently changed first."""
        token = bearer(request)
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-send-player-key"))
        ref = svc.games.player_of_key(token)
        svc.wait_for(wait_for)
        out = []
        for row in svc.view.my_games(ref.id, status, turn == "mine", limit, offset):
            item = MyGameOut(
                id=row["id"], game=row["game"], status=row["status"], seat=row["my_seat"], seats=row["seats_held"],
                my_turn=row["my_turn"], players=row["players"], bots=row["bots"], scores=row["scores"],
                version=row["version"], round=row["round"], phase=row["phase"], updated_at=row["updated_at"],
            )
            if item.my_turn:
                item.prompt, item.deadline = svc.games.turn_details(UUID(item.id), item.seat)
            out.append(item)
        return MyGamesOut(player=ref.name, games=out)

    @post("/players/{name:str}/disable", operation_id="DisablePlayer", sync_to_thread=True, status_code=200)
    def disable(self, name: FromPath[str], data: JSONBody[DisablePlayerIn], svc: Svc, request: Req) -> PlayerAccountOut:
        """The admin disables a player (body ``{}`` or ``{"reason": ...}``): its key is
        refused everywhere (403 ``player-disabled``) until the admin enables it again."""
        return svc.games.set_player_disabled(bearer(request), name, True, data.reason)

    @post("/players/{name:str}/enable", operation_id="EnablePlayer", sync_to_thread=True, status_code=200)
    def enable(self, name: FromPath[str], svc: Svc, request: Req) -> PlayerAccountOut:
        """The admin enables a disabled player again."""
        return svc.games.set_player_disabled(bearer(request), name, False)

    @get("/players/{name:str}", operation_id="GetPlayer", sync_to_thread=True)
    def player(self, name: FromPath[str], svc: Svc, wait_for: WaitFor = None) -> PlayerOut:
        """A registered player's (or a bot kind's, ``bot:<kind>``) finished games per game
        type: played, won, average and best score, resignations, time-outs, the rating
        (``mu``, ``sigma``, the display ``rating`` and the rated games) and its history,
        one point per rated game with its game id."""
        svc.wait_for(wait_for)
        if name.startswith("bot:"):
            stats = svc.view.player(name)
            return PlayerOut(player=name, stats=msgspec.convert(stats, list[PlayerStatsOut]))
        p = svc.games.player_named(name)  # the registry itself: a new or disabled player shows at once
        if p is None:
            raise ServiceError("not-found", msg("svc-err-no-player-with-name"))
        stats = svc.view.player(str(p.id))
        return PlayerOut(player=p.name, stats=msgspec.convert(stats, list[PlayerStatsOut]), registered=True,
                         disabled=p.disabled)

    @get("/leaderboard", operation_id="GetLeaderboard", sync_to_thread=True)
    def leaderboard(
        self,
        svc: Svc,
        game: Annotated[str, QueryParameter(min_length=1, max_length=100)],
        limit: Limit = 50,
        offset: Offset = 0,
        wait_for: WaitFor = None,
    ) -> LeaderboardOut:
        """The registered players and bot kinds of a game type by display rating (then
        rated games); those without a rated game after them. Each entry has its last 30
        rating points (the full history is ``GET /players/{name}``'s)."""
        svc.wait_for(wait_for)
        return LeaderboardOut(game=game, players=msgspec.convert(svc.view.leaderboard(game, limit, offset), list[PlayerStatsOut]))
