"""Playing a game: claim a seat, read the state and the legal actions, act."""

from __future__ import annotations

from typing import Annotated, Any, Literal
from uuid import UUID

import anyio
import msgspec
from litestar import Controller, Response, get, post
from litestar.datastructures import ResponseHeader
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, HeaderParameter, JSONBody, QueryParameter

from service.api.controllers import seats as seat_handlers
from service.api.fastpath import raise_refusal
from service.api.deps import IfNoneMatch, Req, Services, Svc, WaitForVersion, WaitSeconds, bearer, parse_id
from service.runtime.readcache import Read, ReadPath
from species_arena_client.schemas import (
    ActionIn,
    ActionOut,
    LegalActionsOut,
    SeatIn,
    SeatOut,
    StateOut,
    UndoCheckOut,
    UndoIn,
    UndoOut,
)

PastVersion = Annotated[
    int | None,
    QueryParameter(
        ge=1,
        le=2**31,
        description="a past version of the game (1 to latest_version): the game as it was then, "
        "redacted for the caller as the event history is; a version the game has not reached is 400",
    ),
]


#: The conditional-request parts of the OpenAPI document of state and legal actions.
CONDITIONAL = {
    "responses": {304: ResponseSpec(data_container=None, description="Not Modified: the If-None-Match ETag is current")},
    "response_headers": [
        ResponseHeader(
            name="ETag", documentation_only=True,
            description="a strong validator of this response: game, version, viewer class and representation",
        ),
        ResponseHeader(name="Cache-Control", documentation_only=True, description="private, no-cache"),
    ],
}


async def _wait(svc: Services, game_id: UUID, target: int | None, seconds: float | None) -> None:
    """``?wait_for_version=``: wait (on the event loop) until the game reaches ``target``."""
    if target is None or svc.watch is None:
        return
    limit = svc.settings.long_poll_timeout
    await svc.watch.wait(game_id, target, limit if seconds is None else min(seconds, limit))


async def _conditional(
    svc: Services, request: Req, kind: str, gid: UUID, token: str | None, if_none_match: str | None,
    wait_for_version: int | None, wait_seconds: float | None,
) -> Response[Any]:
    """The current state or legal actions through the read cache, after waiting for
    ``wait_for_version`` if the game has not reached it (the token is checked first)."""
    if svc.reads is None:  # pragma: no cover - create_app always builds it
        raise RuntimeError("no read path")
    encoding = request.headers.get("accept-encoding", "")
    read = await _read(svc.reads, kind, gid, token, if_none_match, encoding)
    if wait_for_version is not None and read.version < wait_for_version:
        await _wait(svc, gid, wait_for_version, wait_seconds)
        read = await _read(svc.reads, kind, gid, token, if_none_match, encoding)
    return _response(read)


async def _read(reads: ReadPath, kind: str, gid: UUID, token: str | None, if_none_match: str | None,
                encoding: str) -> Read:
    """A cached answer on the event loop when there is one (a version check and a lookup:
    cheaper than handing the request to a thread), else the whole read in a worker thread."""
    read = await reads.read_cached_async(kind, gid, token, if_none_match, encoding)
    if read is None:
        read = await anyio.to_thread.run_sync(reads.read, kind, gid, token, if_none_match, encoding)
    return read


def _response(read: Read) -> Response[Any]:
    headers = dict(read.headers())
    if read.body is None:
        return Response(b"", status_code=304, headers=headers)
    return Response(read.body, media_type="application/json", headers=headers)


class PlayController(Controller):
    path = "/games/{game_id:str}"
    tags = ["play"]

    @post("/seats/{seat:int}", operation_id="ClaimSeat", sync_to_thread=True, status_code=201)
    def claim_seat(self, game_id: FromPath[str], seat: FromPath[int], data: JSONBody[SeatIn], svc: Svc,
                   request: Req) -> SeatOut:
        """Claim a seat: the token is shown once, and only its hash is stored. With
        ``Authorization: Bearer <player key>`` the seat is that registered player's (its
        key then acts for the seat too, and the game counts in its statistics and
        rating); a player holds one seat of a game unless the game allows several. Without
        a player key, ``player`` names a guest: the seat shows as ``guest:<player>`` and
        counts in no statistics or rating."""
        g, token, position = svc.games.claim_seat(parse_id(game_id), seat, data.player, bearer(request))
        return SeatOut(seat=seat, player=str(g.players[seat]), token=token, version=g.version, position=position)

    #: ``PUT /games/{id}/seats/{seat}``: hand a seat to a player or a bot (admin).
    replace_seat = seat_handlers.replace_seat

    @get("/state", operation_id="GetState", **CONDITIONAL)  # type: ignore[arg-type]
    async def state(
        self,
        game_id: FromPath[str],
        svc: Svc,
        request: Req,
        version: PastVersion = None,
        wait_for_version: WaitForVersion = None,
        wait_seconds: WaitSeconds = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[StateOut]:
        """The game as the caller may see it (seat token, admin token, or spectator), with
        the viewing seat's ``prompt`` when its decision is pending and the
        ``latest_version``. With ``?version=N`` the game as it was at version N: a seat sees
        its own secrets of then, a spectator none until the game has finished (then all),
        the admin all; the seed and state hash only as today (omniscient viewers).
        The current state carries an ``ETag`` (``If-None-Match`` answers 304 while the game
        has not changed); ``?wait_for_version=N`` answers once the game is at version N or
        later (or after ``wait_seconds``, with the state as it is then)."""
        gid, token = parse_id(game_id), bearer(request)
        if version is not None:
            await _wait(svc, gid, wait_for_version, wait_seconds)
            body = await anyio.to_thread.run_sync(svc.games.state, gid, token, version)
            return Response(body)
        return await _conditional(svc, request, "state", gid, token, if_none_match, wait_for_version, wait_seconds)

    @get("/legal-actions", operation_id="GetLegalActions", **CONDITIONAL)  # type: ignore[arg-type]
    async def legal_actions(
        self,
        game_id: FromPath[str],
        svc: Svc,
        request: Req,
        wait_for_version: WaitForVersion = None,
        wait_seconds: WaitSeconds = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[LegalActionsOut]:
        """The caller's legal actions for its pending decision (empty when it has none);
        ``choices`` lists the same actions in the same order with their words and the board
        places they refer to, ``prompt`` says what is being decided. ``ETag``,
        ``If-None-Match`` and ``?wait_for_version=`` as for the state."""
        gid, token = parse_id(game_id), bearer(request)
        return await _conditional(svc, request, "legal", gid, token, if_none_match, wait_for_version, wait_seconds)

    @post("/actions", operation_id="PostAction", status_code=200)
    async def act(
        self,
        game_id: FromPath[str],
        data: JSONBody[ActionIn],
        svc: Svc,
        request: Req,
        idempotency_key: Annotated[
            str | None, HeaderParameter(name="Idempotency-Key", min_length=1, max_length=200, required=False)
        ] = None,
        include: Annotated[
            Literal["next"] | None,
            QueryParameter(description="`next`: answer also the acting seat's state and legal actions after "
                           "the action and the bot moves it triggered (the `next` member), so that one round "
                           "trip serves a decision"),
        ] = None,
    ) -> Response[ActionOut]:
        """Submit one action as listed by legal-actions, with the version it was chosen at.
        A stale ``expected_version`` is a 409 ``version-conflict`` carrying the current
        version. An ``Idempotency-Key`` header makes a retry return the first response and
        record nothing. Random and greedy bots answer inside the request (``bot_actions``);
        a search bot answers after it, in the server's bot worker: follow the event stream
        or read the state again to see its move. With ``?include=next`` the answer carries
        ``next``: the state and legal actions that ``GET .../state`` and ``GET
        .../legal-actions`` would now answer this token (and those GETs are then cache hits)."""
        raise_refusal(request.scope)  # the application's refusal, met by the fast path (service.api.fastpath)
        token = bearer(request)
        out, g = await svc.games.act_async(
            parse_id(game_id), token, data.action, data.expected_version, idempotency_key, data.seat
        )
        body = _encode(out)
        if include == "next" and token is not None and svc.reads is not None:
            state, legal = svc.reads.encode_next(g, token)
            body = b"".join((body[:-1], b',"next":{"state":', state, b',"legal_actions":', legal, b"}}"))
        return Response(body, media_type="application/json")

    @post("/undo", operation_id="Undo", sync_to_thread=True, status_code=200)
    def undo(self, game_id: FromPath[str], data: JSONBody[UndoIn], svc: Svc, request: Req) -> UndoOut:
        """Take back the caller's own decisions after ``to_version`` (default: its last
        decision), with its seat token or player key, expecting the game at
        ``expected_version``. Allowed when every action since was the caller's own (or a
        bot's answer to it), none of them a commit point (it drew or revealed anything
        random or hidden, or ended a round, phase or the game: each rules file lists its
        game's), and the game was created with undo. Otherwise 409 ``undo-not-allowed``
        with the reason in ``detail`` and ``earliest_version``, the earliest version that
        could be reached. Recorded as an ``ActionsUndone`` event: the game is then as it was
        at ``to_version``; the actions taken back stay in the history, marked undone."""
        return svc.games.undo(parse_id(game_id), bearer(request), data.expected_version, data.to_version, data.seat)

    @get("/undo", operation_id="GetUndo", sync_to_thread=True)
    def can_undo(
        self,
        game_id: FromPath[str],
        svc: Svc,
        request: Req,
        seat: Annotated[int | None, QueryParameter(ge=0, le=15, description="which of a player key's seats")] = None,
    ) -> UndoCheckOut:
        """What ``POST .../undo`` would do for the caller now: whether it is allowed, how
        many of its decisions it would take back and the version it would go back to, or
        the reason in words why not."""
        return svc.games.can_undo(parse_id(game_id), bearer(request), seat)


_encode = msgspec.json.Encoder().encode
