"""Playing a game: claim a seat, read the state and the legal actions, act."""

from __future__ import annotations

from typing import Annotated

import msgspec
from litestar import Controller, get, post
from litestar.params import FromPath, HeaderParameter, JSONBody, QueryParameter

from ..deps import Req, Svc, bearer, parse_id
from ..schemas import ActionIn, ActionOut, LegalActionsOut, SeatIn, SeatOut, StateOut
from . import seats as seat_handlers

PastVersion = Annotated[
    int | None,
    QueryParameter(
        ge=1,
        le=2**31,
        description="a past version of the game (1 to latest_version): the game as it was then, "
        "redacted for the caller as the event history is; a version the game has not reached is 400",
    ),
]


class PlayController(Controller):
    path = "/games/{game_id:str}"
    tags = ["play"]

    @post("/seats/{seat:int}", operation_id="ClaimSeat", sync_to_thread=True, status_code=201)
    def claim_seat(self, game_id: FromPath[str], seat: FromPath[int], data: JSONBody[SeatIn], svc: Svc) -> SeatOut:
        """Claim a seat: the token is shown once, and only its hash is stored."""
        g, token, position = svc.games.claim_seat(parse_id(game_id), seat, data.player)
        return SeatOut(seat=seat, player=data.player, token=token, version=g.version, position=position)

    #: ``PUT /games/{id}/seats/{seat}``: hand a seat to a player or a bot (admin).
    replace_seat = seat_handlers.replace_seat

    @get("/state", operation_id="GetState", sync_to_thread=True)
    def state(self, game_id: FromPath[str], svc: Svc, request: Req, version: PastVersion = None) -> StateOut:
        """The game as the caller may see it (seat token, admin token, or spectator), with
        the viewing seat's ``prompt`` when its decision is pending and the
        ``latest_version``. With ``?version=N`` the game as it was at version N: a seat sees
        its own secrets of then, a spectator none until the game has finished (then all),
        the admin all; the seed and state hash only as today (omniscient viewers)."""
        return msgspec.convert(svc.games.state(parse_id(game_id), bearer(request), version), StateOut)

    @get("/legal-actions", operation_id="GetLegalActions", sync_to_thread=True)
    def legal_actions(self, game_id: FromPath[str], svc: Svc, request: Req) -> LegalActionsOut:
        """The caller's legal actions for its pending decision (empty when it has none);
        ``choices`` lists the same actions in the same order with their words and the board
        places they refer to, ``prompt`` says what is being decided."""
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
        record nothing. Random and greedy bots answer inside the request (``bot_actions``);
        a search bot answers after it, in the server's bot worker: follow the event stream
        or read the state again to see its move."""
        out = svc.games.act(
            parse_id(game_id), bearer(request), data.action, data.expected_version, idempotency_key, data.seat
        )
        return ActionOut(**out)
