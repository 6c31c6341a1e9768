"""Games as a resource: create one, the lobby, one game's summary and scoreboard."""

from __future__ import annotations

import asyncio
import hashlib
import time
from contextlib import nullcontext
from typing import Annotated

import anyio
import msgspec
from litestar import Controller, Response, get, post
from litestar.datastructures import ResponseHeader
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath, FromQuery, JSONBody, QueryParameter

from service.api.deps import (
    IfNoneMatch,
    Limit,
    Offset,
    Req,
    Svc,
    WaitFor,
    WaitForVersion,
    WaitSeconds,
    bearer,
    parse_id,
)
from service.api.limits import client_address
from service.app.bots import thinks_long
from service.app.errors import ServiceError
from service.runtime.readcache import matches
from species_arena_client.schemas import GameCreatedOut, GameIn, LobbyOut, SearchBotIn, SummaryOut
from service.domain.i18n import msg

#: Seconds between two looks at a long-polled summary once the store has the version
#: (the projection is catching up).
SUMMARY_POLL = 0.05
#: The conditional-request parts of the summary's OpenAPI operation.
SUMMARY_CONDITIONAL = {
    "responses": {304: ResponseSpec(data_container=None, description="Not Modified: the If-None-Match ETag is current")},
    "response_headers": [
        ResponseHeader(name="ETag", documentation_only=True, description="a strong validator of the summary's content"),
        ResponseHeader(name="Cache-Control", documentation_only=True, description="no-cache"),
    ],
}


class GamesController(Controller):
    path = "/games"
    tags = ["games"]

    @post("/", operation_id="CreateGame", sync_to_thread=True, status_code=201)
    def create(self, data: JSONBody[GameIn], svc: Svc, request: Req) -> GameCreatedOut:
        """Create a game. Bot seats are played by the server (search bots after the
        response, in its bot worker); the seed stays secret until
        the end (only the admin token may fix it). ``position`` can be passed as
        ``wait_for`` to the read-model endpoints."""
        games = svc.games
        player = games.player_or_none(bearer(request))  # a player key that is not valid is refused here too
        admin = games.is_admin(bearer(request))
        if data.seed is not None and not admin:
            raise ServiceError("forbidden", msg("svc-err-seed-admin"))
        if isinstance(data.bots, dict):
            bots: dict[int, str] = {}
            for k, v in data.bots.items():
                # One spelling per seat ("1", never "01"), so two keys cannot name one seat.
                if not k.isdigit() or len(k) > 3 or str(int(k)) != k:
                    raise ServiceError("invalid-request", msg("svc-err-bot-seat-number", seat=k))
                if isinstance(v, SearchBotIn):
                    if v.iterations is None and v.ms is None:
                        raise ServiceError("invalid-request", msg("svc-err-search-budget"))
                    parts = ([str(v.iterations)] if v.iterations else []) + ([f"{v.ms}ms"] if v.ms else [])
                    bots[int(k)] = "search:" + ":".join(parts)
                else:
                    bots[int(k)] = v
        else:
            if len(set(data.bots)) != len(data.bots):
                raise ServiceError("invalid-request", msg("svc-err-bots-twice", seats=", ".join(str(s) for s in data.bots)))
            bots = {s: "random" for s in data.bots}
        seed = None if data.seed is None else int(data.seed, 16)
        clock = None if data.clock is None else {"turn_seconds": data.clock.turn_seconds, "game_seconds": data.clock.game_seconds}
        # Quotas: per address for anonymous callers, per player (ten times larger) for a
        # player key, none for the admin (service.api.limits).
        bot_game = len(bots) >= data.seats or any(thinks_long(kind) for kind in bots.values())
        holder = f"player:{player.id}" if player is not None else "addr:" + client_address(request.scope)
        admission = (
            nullcontext(lambda _gid: None) if admin or svc.quotas is None
            else svc.quotas.admit(holder, player=player is not None, bot_game=bot_game)
        )
        with admission as created:
            g, position = games.create_game(
                data.game, data.seats, dict(data.options), bots, seed, fallback_bot=data.fallback_bot, clock=clock,
                allow_same_player=data.allow_same_player, undo=data.undo is not False,
            )
            created(g.id)
        return GameCreatedOut(
            id=str(g.id), game=g.game, seats=g.seats, version=g.version, seed_commitment=g.commitment,
            bots=list(g.bots), open_seats=g.open_seats(), position=position,
            fallback_bot=g.fallback_bot, clock=games.seat_state(g).clock, allow_same_player=g.allow_same_player,
            undo=g.undo_allowed and any(b is None for b in g.bots),
        )

    @get("/", operation_id="ListGames", sync_to_thread=True)
    def lobby(
        self,
        svc: Svc,
        game: FromQuery[str | None] = None,
        status: Annotated[str | None, QueryParameter(pattern="^(waiting|in_progress|finished|abandoned)$")] = None,
        open_seats: Annotated[bool, QueryParameter(name="open")] = False,
        limit: Limit = 50,
        offset: Offset = 0,
        wait_for: WaitFor = None,
    ) -> LobbyOut:
        """The lobby (a read model): games by type and status (``waiting`` for players,
        ``in_progress``, ``finished``, ``abandoned``), newest first; ``open=true`` keeps games with a free
        seat."""
        svc.wait_for(wait_for)
        items, total = svc.view.lobby(game=game, status=status, open_only=open_seats, limit=limit, offset=offset)
        return LobbyOut(games=msgspec.convert(items, list[SummaryOut]), total=total, limit=limit, offset=offset)

    @get("/{game_id:str}", operation_id="GetGameSummary", **SUMMARY_CONDITIONAL)  # type: ignore[arg-type]
    async def summary(
        self,
        game_id: FromPath[str],
        svc: Svc,
        wait_for: WaitFor = None,
        wait_for_version: WaitForVersion = None,
        wait_seconds: WaitSeconds = None,
        if_none_match: IfNoneMatch = None,
    ) -> Response[SummaryOut]:
        """The summary and scoreboard of a game (a read model): round, phase, whose
        decision is pending, each seat's score, and the final ranking once it has ended.
        ``?wait_for_version=N`` long-polls until the summary's ``version`` is N or later
        (or ``wait_seconds`` have passed: then the summary as it is). The answer carries
        an ``ETag`` of its content; ``If-None-Match`` with it answers 304 while the summary
        has not changed."""
        gid = parse_id(game_id)
        if wait_for is not None:
            await anyio.to_thread.run_sync(svc.wait_for, wait_for)
        row = await anyio.to_thread.run_sync(svc.view.summary, str(gid))
        behind = row is None or row["version"] < (wait_for_version or 0)
        if wait_for_version is not None and behind and (
            row is not None or await anyio.to_thread.run_sync(svc.games.current_version, gid) > 0
        ):
            # A game the store has but the read models have not reached yet waits like a
            # stale one; a game the store does not have is refused at once (below).
            limit = svc.settings.long_poll_timeout
            deadline = time.monotonic() + (limit if wait_seconds is None else min(wait_seconds, limit))
            if svc.watch is not None:  # the store first (woken by the write), then the read model
                await svc.watch.wait(gid, wait_for_version, max(0.0, deadline - time.monotonic()))
            while (row is None or row["version"] < wait_for_version) and time.monotonic() < deadline:
                await asyncio.sleep(SUMMARY_POLL)
                row = await anyio.to_thread.run_sync(svc.view.summary, str(gid))
        if row is None:
            raise ServiceError("not-found", msg("svc-err-no-summary", game=str(game_id)))
        body = msgspec.json.encode(msgspec.convert(row, SummaryOut))
        # The summary is the same for every caller (it shows nothing hidden), so its tag
        # is a digest of its bytes.
        tag = f'"summary.{hashlib.sha256(body).hexdigest()[:32]}"'
        headers = {"ETag": tag, "Cache-Control": "no-cache"}
        if matches(if_none_match, tag):
            return Response(b"", status_code=304, headers=headers)
        return Response(body, media_type="application/json", headers=headers)
