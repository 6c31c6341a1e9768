"""A game's history: events (paged and streamed), the timeline in words, the audit."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

import anyio
import msgspec
from litestar import Controller, Response, get, post
from litestar.params import FromPath, FromQuery, QueryParameter
from litestar.response import ServerSentEvent
from litestar.response.sse import ServerSentEventMessage

from service.api.deps import After, Req, Svc, WaitFor, bearer, parse_id
from service.app import gamelog, words
from service.app.errors import ServiceError
from service.app.reads import Viewer
from service.app.tickets import MAX_TICKET
from service.domain import i18n
from service.domain.i18n import msg
from species_arena_client.schemas import (
    AuditOut,
    EventsOut,
    SeatEventOut,
    StreamTicketOut,
    TimelineEntryOut,
    TimelineOut,
)

#: Seconds between two looks for new events in a stream when the server has no version
#: watch (``service.runtime.readcache.VersionWatch``, which wakes a stream at the next write).
STREAM_POLL = 0.2
#: Seconds between two keep-alive comments in an idle stream.
STREAM_KEEPALIVE = 15.0
#: Events a stream reads from the store at a time.
STREAM_PAGE = 1000

PageSize = Annotated[int, QueryParameter(ge=1, le=10000)]


class HistoryController(Controller):
    path = "/games/{game_id:str}"
    tags = ["history"]

    @get("/events", operation_id="GetEvents", sync_to_thread=True)
    def events(self, game_id: FromPath[str], svc: Svc, request: Req, after: After = 0, limit: PageSize = 1000) -> EventsOut:
        """The history after version ``after``, redacted for the caller."""
        events = svc.games.event_records(parse_id(game_id), bearer(request), after, limit)
        return EventsOut(events=events, next_after=events[-1].version if events else after)

    @post("/stream-ticket", operation_id="CreateStreamTicket", sync_to_thread=True, status_code=200)
    def stream_ticket(self, game_id: FromPath[str], svc: Svc, request: Req) -> Response[StreamTicketOut]:
        """A short-lived ticket to open the event stream as the caller (a seat token, the
        admin token, or none: a spectator) with ``?ticket=``, for clients such as a browser's
        EventSource that cannot send an Authorization header. It is signed by the server,
        bound to this game and this viewer, contains no token, and must be used within
        ``expires_in`` seconds (an open stream keeps running)."""
        ticket, ttl = svc.games.stream_ticket(parse_id(game_id), bearer(request), svc.tickets)
        return Response(StreamTicketOut(ticket=ticket, expires_in=ttl), headers={"Cache-Control": "no-store"})

    @get("/events/stream", operation_id="StreamEvents")
    async def stream(
        self,
        game_id: FromPath[str],
        svc: Svc,
        request: Req,
        after: Annotated[int | None, QueryParameter(ge=0, le=2**31)] = None,
        follow: FromQuery[bool] = True,
        ticket: Annotated[
            str | None,
            QueryParameter(
                min_length=1,
                max_length=MAX_TICKET,
                description="a ticket from POST /games/{game_id}/stream-ticket, instead of an Authorization header",
            ),
        ] = None,
    ) -> ServerSentEvent:
        """New events as server-sent events (``id`` = version, ``event`` = type, ``data`` =
        the event as the caller may see it). Resume with ``Last-Event-ID`` or ``?after=``.
        With ``follow=false`` the stream ends once it has caught up; it always ends after
        ``GameFinished``. The caller is the bearer token's viewer, or the ``ticket``'s
        (an expired, forged or other game's ticket is 401)."""
        games = svc.games
        g = await anyio.to_thread.run_sync(games.load, parse_id(game_id))
        if ticket is not None:
            if request.headers.get("authorization") is not None:
                raise ServiceError("invalid-request", msg("svc-err-ticket-or-auth"))
            viewer: Viewer = games.ticket_viewer(g, ticket, svc.tickets)
        else:
            viewer = games.viewer(g, bearer(request))
        start = after
        if start is None:
            last = request.headers.get("last-event-id", "0").strip()
            if not last.isdigit() or len(last) > 10:
                raise ServiceError("invalid-request", msg("svc-err-last-event-version"))
            start = int(last)

        watch = svc.watch

        async def messages() -> AsyncIterator[ServerSentEventMessage]:
            position = start
            idle = 0.0
            while True:
                records = await anyio.to_thread.run_sync(games.events_for, g, viewer, position, STREAM_PAGE)
                for r in records:
                    position = r.version
                    yield ServerSentEventMessage(data=msgspec.json.encode(r).decode(), event=r.type, id=str(position))
                    if r.type in ("GameFinished", "GameAbandoned"):
                        return
                if records:
                    idle = 0.0
                    # A full page may have more behind it, and without a watch (or when not
                    # following) only another read tells; else the watch does: it answers at
                    # once when the game is already past ``position`` (a move recorded while
                    # these were sent), so a caught-up stream is not read again for nothing.
                    if len(records) >= STREAM_PAGE or watch is None or not follow:
                        continue
                else:
                    if g.finished or not follow:
                        return
                    if idle >= STREAM_KEEPALIVE:
                        idle = 0.0
                        yield ServerSentEventMessage(comment="keep-alive")
                    if watch is None:
                        await anyio.sleep(STREAM_POLL)
                        idle += STREAM_POLL
                        continue
                # Woken by the next write (this process's at once, another's by the
                # watch's poller), or at the next keep-alive.
                began = anyio.current_time()
                await watch.wait(g.id, position + 1, STREAM_KEEPALIVE - idle)
                idle += anyio.current_time() - began

        return ServerSentEvent(messages())

    @get("/timeline", operation_id="GetTimeline", sync_to_thread=True)
    def timeline(
        self,
        game_id: FromPath[str],
        svc: Svc,
        request: Req,
        after: After = 0,
        limit: PageSize = 1000,
        wait_for: WaitFor = None,
    ) -> TimelineOut:
        """Every action's effects in order, in words (a read model), redacted for the caller."""
        gid = parse_id(game_id)
        g = svc.games.load(gid)
        viewer = svc.games.viewer(g, bearer(request))
        svc.wait_for(wait_for)
        lang = i18n.current()
        entries = svc.view.timeline(str(gid), viewer, after, limit, gamelog.effect_sayer(g, lang))
        contexts = svc.view.timeline_contexts(str(gid), [e["version"] for e in entries])
        entries = gamelog.annotate_game(g, entries, contexts, lang=lang)
        return TimelineOut(
            id=str(gid),
            entries=msgspec.convert(entries, list[TimelineEntryOut]),
            seat_events=msgspec.convert(words.seat_events_in(svc.view.seat_events(str(gid), after, limit), lang),
                                        list[SeatEventOut]),
        )

    @get("/audit", operation_id="AuditGame", sync_to_thread=True)
    def audit(self, game_id: FromPath[str], svc: Svc, request: Req) -> AuditOut:
        """Replay the history from the seed in a fresh engine and compare every effect list
        and state hash; check the seed commitment; report the first divergence. The seed is
        secret until the game ends, so an unfinished game may be audited by the admin only."""
        return svc.games.audit(parse_id(game_id), bearer(request))
