"""The caller's notifications (paged, and live as server-sent events) and its webhook
subscriptions with their delivery log (issue 27; ``service.app.webhooks``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Annotated

import anyio
import msgspec
from litestar import Controller, Response, delete, get, post
from litestar.params import FromPath, FromQuery, JSONBody, QueryParameter
from litestar.response import ServerSentEvent
from litestar.response.sse import ServerSentEventMessage

from service.api.deps import Limit, Req, Svc, bearer
from service.app.errors import ServiceError
from service.app.tickets import MAX_TICKET
from service.app.webhooks import Webhooks
from service.domain.i18n import msg
from species_arena_client.schemas import (
    DeliveriesOut,
    NotificationOut,
    NotificationsOut,
    StreamTicketOut,
    WebhookCreatedOut,
    WebhookIn,
    WebhookOut,
    WebhookSecretOut,
    WebhooksOut,
    WebhookTestOut,
)

#: Seconds between two looks for new notifications in an open feed.
FEED_POLL = 0.5
#: Seconds between two keep-alive comments in an idle feed.
FEED_KEEPALIVE = 15.0
Seq = Annotated[int, QueryParameter(ge=0, le=2**62, description="only notifications after this `seq`")]
HookId = Annotated[str, FromPath]
NO_STORE = {"Cache-Control": "no-store"}


def _hooks(svc: Svc) -> Webhooks:
    assert svc.webhooks is not None
    return svc.webhooks


class FeedController(Controller):
    path = "/players/me"
    tags = ["notifications"]

    @get("/notifications", operation_id="GetMyNotifications", sync_to_thread=True)
    def notifications(self, svc: Svc, request: Req, after: Seq = 0, limit: Limit = 100) -> NotificationsOut:
        """The caller's notifications after ``seq`` ``after``, oldest first: ``your-turn``,
        ``game-finished``, ``timed-out``, ``seat-replaced``, ``game-abandoned`` (see
        docs/api.md, "Notifications")."""
        hooks = _hooks(svc)
        ref = hooks.player(bearer(request))
        items = hooks.notifications_of(ref.id, after, limit)
        return NotificationsOut(notifications=msgspec.convert(items, list[NotificationOut]),
                                next_after=items[-1]["seq"] if items else after)

    @post("/stream-ticket", operation_id="CreateFeedTicket", sync_to_thread=True, status_code=200)
    def feed_ticket(self, svc: Svc, request: Req) -> Response[StreamTicketOut]:
        """A short-lived ticket to open the caller's feed with ``?ticket=`` (for a browser's
        EventSource); it dies with the player key it was asked with."""
        ticket, ttl = _hooks(svc).feed_ticket(bearer(request), svc.tickets)
        return Response(StreamTicketOut(ticket=ticket, expires_in=ttl), headers=NO_STORE)

    @get("/feed", operation_id="StreamMyFeed")
    async def feed(
        self,
        svc: Svc,
        request: Req,
        after: Annotated[int | None, QueryParameter(ge=0, le=2**62)] = None,
        follow: FromQuery[bool] = True,
        ticket: Annotated[
            str | None,
            QueryParameter(min_length=1, max_length=MAX_TICKET,
                           description="a ticket from POST /players/me/stream-ticket, instead of an Authorization header"),
        ] = None,
    ) -> ServerSentEvent:
        """The caller's notifications as server-sent events (``id`` = ``seq``, ``event`` =
        the type, ``data`` = the notification), from ``Last-Event-ID`` or ``?after=``; with
        ``follow=false`` it ends once it has caught up."""
        hooks = _hooks(svc)
        if ticket is not None:
            if request.headers.get("authorization") is not None:
                raise ServiceError("invalid-request", msg("svc-err-ticket-or-auth"))
            player = await anyio.to_thread.run_sync(hooks.ticket_player, ticket, svc.tickets)
        else:
            player = (await anyio.to_thread.run_sync(hooks.player, bearer(request))).id
        start = after
        if start is None:
            last = request.headers.get("last-event-id", "0").strip()
            if not last.isdigit() or len(last) > 19:
                raise ServiceError("invalid-request", msg("svc-err-last-event-seq"))
            start = int(last)

        async def messages() -> AsyncIterator[ServerSentEventMessage]:
            position = start
            idle = 0.0
            while True:
                items = await anyio.to_thread.run_sync(hooks.notifications_of, player, position, 100)
                for item in items:
                    position = item.pop("seq")
                    yield ServerSentEventMessage(data=msgspec.json.encode(item).decode(), event=item["type"],
                                                 id=str(position))
                if items:
                    idle = 0.0
                    continue
                if not follow:
                    return
                if idle >= FEED_KEEPALIVE:
                    idle = 0.0
                    yield ServerSentEventMessage(comment="keep-alive")
                await anyio.sleep(FEED_POLL)
                idle += FEED_POLL

        return ServerSentEvent(messages())

    # ---- webhooks ----

    @post("/webhooks", operation_id="CreateWebhook", sync_to_thread=True, status_code=201)
    def create_webhook(self, data: JSONBody[WebhookIn], svc: Svc, request: Req) -> Response[WebhookCreatedOut]:
        """Subscribe ``url`` to the caller's notifications of the ``events`` types. The
        signing secret is in this answer only. The URL must be ``http``/``https`` and
        resolve to public addresses only (422 ``webhook-url-refused``)."""
        hook = _hooks(svc).create(bearer(request), data.url, list(data.events))
        return Response(hook, headers=NO_STORE, status_code=201)

    @get("/webhooks", operation_id="ListWebhooks", sync_to_thread=True)
    def list_webhooks(self, svc: Svc, request: Req) -> WebhooksOut:
        """The caller's subscriptions (never their secrets)."""
        return WebhooksOut(webhooks=_hooks(svc).listed(bearer(request)))

    @get("/webhooks/{hook_id:str}", operation_id="GetWebhook", sync_to_thread=True)
    def get_webhook(self, hook_id: HookId, svc: Svc, request: Req) -> WebhookOut:
        return _hooks(svc).get(bearer(request), hook_id)

    @delete("/webhooks/{hook_id:str}", operation_id="DeleteWebhook", sync_to_thread=True, status_code=204)
    def delete_webhook(self, hook_id: HookId, svc: Svc, request: Req) -> None:
        """Delete the subscription and its pending deliveries."""
        _hooks(svc).delete(bearer(request), hook_id)

    @post("/webhooks/{hook_id:str}/rotate-secret", operation_id="RotateWebhookSecret", sync_to_thread=True,
          status_code=200)
    def rotate_secret(self, hook_id: HookId, svc: Svc, request: Req) -> Response[WebhookSecretOut]:
        """A new signing secret (shown once): the deliveries from now on are signed with it."""
        secret = _hooks(svc).rotate(bearer(request), hook_id)
        return Response(WebhookSecretOut(id=hook_id, secret=secret), headers=NO_STORE)

    @post("/webhooks/{hook_id:str}/enable", operation_id="EnableWebhook", sync_to_thread=True, status_code=200)
    def enable_webhook(self, hook_id: HookId, svc: Svc, request: Req) -> WebhookOut:
        """Enable a subscription that failing deliveries disabled: its pending deliveries resume."""
        return _hooks(svc).enable(bearer(request), hook_id)

    @post("/webhooks/{hook_id:str}/test", operation_id="TestWebhook", sync_to_thread=True, status_code=202)
    def test_webhook(self, hook_id: HookId, svc: Svc, request: Req) -> WebhookTestOut:
        """Queue a signed ``{"type": "test"}`` delivery after the pending ones; its entry
        in the delivery log tells how it went."""
        delivery, nid = _hooks(svc).test(bearer(request), hook_id)
        return WebhookTestOut(delivery=delivery, notification_id=nid)

    @get("/webhooks/{hook_id:str}/deliveries", operation_id="GetWebhookDeliveries", sync_to_thread=True)
    def deliveries(self, hook_id: HookId, svc: Svc, request: Req, limit: Limit = 100) -> DeliveriesOut:
        """The subscription's deliveries, the newest first: status (``pending``,
        ``delivered``, ``failed``), attempts, the next attempt, the last response code,
        error and time."""
        return DeliveriesOut(deliveries=_hooks(svc).deliveries(bearer(request), hook_id, limit))
