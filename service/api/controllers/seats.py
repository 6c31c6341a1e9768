"""Seats that come and go: resign, rotate, replace, revoke; abandon a game.

Every change is an event of the game (replayed by the audit); tokens are returned once and
only their SHA-256 is stored. Errors are problem details like everywhere else.
"""

from __future__ import annotations

from typing import Any

from litestar import Controller, Response, delete, post, put
from litestar.params import FromPath, JSONBody

from service.api.deps import Req, Svc, bearer, parse_id
from species_arena_client.schemas import AbandonOut, ReplaceSeatIn, ReplaceSeatOut, ResignOut, SeatChangeOut, TokenOut

NO_STORE = {"Cache-Control": "no-store"}


class SeatsController(Controller):
    path = "/games/{game_id:str}"
    tags = ["seats"]

    @post("/seats/{seat:int}/resign", operation_id="ResignSeat", sync_to_thread=True, status_code=200)
    def resign(self, game_id: FromPath[str], seat: FromPath[int], svc: Svc, request: Req) -> ResignOut:
        """Resign the seat (its own token only). From now on the game's fallback bot plays
        it (at once if the seat is deciding) and the game goes on for the others; the
        resignation counts as a loss in the player's statistics, whatever the bot scores.
        A resignation is final (409 ``seat-resigned`` the second time)."""
        return svc.games.resign(parse_id(game_id), bearer(request), seat)

    @post("/seats/{seat:int}/token", operation_id="RotateSeatToken", sync_to_thread=True, status_code=200)
    def rotate(self, game_id: FromPath[str], seat: FromPath[int], svc: Svc, request: Req) -> Response[TokenOut]:
        """A new token for the seat, with the seat's own token or the admin token (after a
        revocation too). The new token is returned once; from now on the old one is 401."""
        out = svc.games.rotate_token(parse_id(game_id), bearer(request), seat)
        return Response(out, headers=NO_STORE)

    @delete("/seats/{seat:int}/token", operation_id="RevokeSeatToken", sync_to_thread=True, status_code=200)
    def revoke(self, game_id: FromPath[str], seat: FromPath[int], svc: Svc, request: Req) -> SeatChangeOut:
        """Revoke the seat's token (admin token): nobody may act for the seat until the
        admin rotates its token or replaces it; its deadlines keep running."""
        return svc.games.revoke_token(parse_id(game_id), bearer(request), seat)

    @post("/abandon", operation_id="AbandonGame", sync_to_thread=True, status_code=200)
    def abandon(self, game_id: FromPath[str], svc: Svc, request: Req) -> AbandonOut:
        """Abandon the game (admin token): no further action, the lobby shows it as
        ``abandoned``, the seed is revealed, and the audit verifies the history up to here."""
        return svc.games.abandon(parse_id(game_id), bearer(request))


#: ``PUT /games/{id}/seats/{seat}`` shares its path with ``POST`` (claim a seat), so it is
#: mounted on ``PlayController`` (one controller per path), but lives here with its kin.
@put("/seats/{seat:int}", operation_id="ReplaceSeat", sync_to_thread=True, status_code=200)
def replace_seat(
    self: Any, game_id: FromPath[str], seat: FromPath[int], data: JSONBody[ReplaceSeatIn], svc: Svc, request: Req
) -> Response[ReplaceSeatOut]:
    """Hand the seat to a new player (``{"player": ...}``: a new token, returned once;
    the old one stops working) or to a bot (``{"bot": "greedy"}``: it plays at once if
    the seat is deciding). Admin token only; a resigned seat cannot be replaced."""
    out = svc.games.replace_seat(parse_id(game_id), bearer(request), seat, data.player, data.bot)
    return Response(out, headers=NO_STORE)
