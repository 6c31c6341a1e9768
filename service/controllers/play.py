"""Playing a game: claim a seat, read the state and the legal actions, act."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get, post
from litestar.params import FromPath, HeaderParameter, JSONBody

from ..deps import Req, Svc, bearer, parse_id
from ..schemas import ActionIn, ActionOut, LegalActionsOut, SeatIn, SeatOut, StateOut


class PlayController(Controller):
    path = "/games/{game_id:str}"
    tags = ["play"]

    @post("/seats/{seat:int}", operation_id="ClaimSeat", sync_to_thread=True, status_code=201)
    def claim_seat(self, game_id: FromPath[str], seat: FromPath[int], data: JSONBody[SeatIn], svc: Svc) -> SeatOut:
        """Claim a seat: the token is shown once, and only its hash is stored."""
        g, token, position = svc.games.claim_seat(parse_id(game_id), seat, data.player)
        return SeatOut(seat=seat, player=data.player, token=token, version=g.version, position=position)

    @get("/state", operation_id="GetState", sync_to_thread=True)
    def state(self, game_id: FromPath[str], svc: Svc, request: Req) -> StateOut:
        """The game as the caller may see it (seat token, admin token, or spectator)."""
        return msgspec.convert(svc.games.state(parse_id(game_id), bearer(request)), StateOut)

    @get("/legal-actions", operation_id="GetLegalActions", sync_to_thread=True)
    def legal_actions(self, game_id: FromPath[str], svc: Svc, request: Req) -> LegalActionsOut:
        """The caller's legal actions for its pending decision (empty when it has none)."""
        return msgspec.convert(svc.games.legal_actions(parse_id(game_id), bearer(request)), LegalActionsOut)

    @post("/actions", operation_id="PostAction", sync_to_thread=True, status_code=200)
    def act(
        self,
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
        out = svc.games.act(
            parse_id(game_id), bearer(request), data.action, data.expected_version, idempotency_key, data.seat
        )
        return ActionOut(**out)
