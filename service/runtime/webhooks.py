"""The webhook deliverer: one asyncio task in the server that sends the outbox's due
deliveries (``projections.webhooks``), a bounded number at once, off every request path.

Each round takes the due head of each enabled subscription (one delivery in flight per
subscription: in order) under a lease, and sends it in its own task:

* the URL is checked again (``service.app.webhooks.check_url``: resolved here, every
  address public unless the operator allows private ones) and the request goes to the
  address that was checked, with the name in ``Host`` and TLS's server name, so a name
  that resolves elsewhere a moment later cannot redirect it;
* ``POST`` with the notification's JSON, ``webhook-id`` (the notification's id: the same on
  every attempt), ``webhook-timestamp`` and ``webhook-signature`` (``species_arena_client.webhooks``),
  no redirect followed, the whole attempt bounded by ``SPECIES_ARENA_WEBHOOK_TIMEOUT`` and at
  most ``MAX_RESPONSE`` bytes of the answer read;
* a 2xx answer delivers it; anything else schedules the next attempt after the next delay
  of ``SPECIES_ARENA_WEBHOOK_RETRY_DELAYS`` (times a jitter of 0.8 to 1.2), or marks it failed
  when they are used up; a subscription failing for ``SPECIES_ARENA_WEBHOOK_DISABLE_AFTER``
  seconds is disabled.

A server killed mid-attempt leaves its lease, which runs out after ``SPECIES_ARENA_WEBHOOK_LEASE``
seconds; then this or another server makes the attempt again.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import time
from datetime import datetime, timezone
from typing import Any

import anyio
import httpx

from arena_events import canonical_json, decode_json
from projections import webhooks as store
from service.app.errors import ServiceError
from service.app.webhooks import MESSAGES, Webhooks, check_url
from service.config import Settings
from species_arena_client.webhooks import sign

log = logging.getLogger("species_arena.webhooks")

#: The most bytes of a receiver's answer that are read.
MAX_RESPONSE = 64 * 1024
USER_AGENT = "species-arena-webhooks/1"


class Deliverer:
    """Sends due deliveries (see the module's description); ``start``/``stop`` with the app."""

    def __init__(self, hooks: Webhooks, settings: Settings) -> None:
        self.hooks = hooks
        self.view = hooks.view
        self.s = settings
        self.owner = "d_" + secrets.token_hex(8)
        self._task: asyncio.Task[None] | None = None
        self._inflight: dict[str, asyncio.Task[None]] = {}
        self._wake = asyncio.Event()
        self._stopping = False
        self._client: httpx.AsyncClient | None = None
        #: Attempts made by this deliverer (for tests and logs).
        self.attempts = 0

    async def start(self) -> Deliverer:
        self._client = httpx.AsyncClient(follow_redirects=False, trust_env=False, verify=True,
                                         limits=httpx.Limits(max_connections=max(1, self.s.webhook_concurrency)))
        self._task = asyncio.create_task(self._run(), name="webhook-deliverer")
        return self

    def wake(self) -> None:
        self._wake.set()

    async def stop(self) -> None:
        # The flag as well as the cancel: on Python 3.11, a cancel that lands while the
        # awaited future is completing (an attempt that ends wakes the round) can be lost.
        self._stopping = True
        if self._task is not None:
            self._task.cancel()
            for t in list(self._inflight.values()):
                t.cancel()
            await asyncio.gather(self._task, *self._inflight.values(), return_exceptions=True)
        if self._client is not None:
            await self._client.aclose()

    # ---- the rounds ----

    async def _run(self) -> None:
        while not self._stopping:
            try:
                free = self.s.webhook_concurrency - len(self._inflight)
                if free > 0:
                    for row in await anyio.to_thread.run_sync(self._claim, free):
                        task = asyncio.create_task(self._deliver(row))
                        self._inflight[row["webhook_id"]] = task
                        task.add_done_callback(lambda _t, hook=row["webhook_id"]: self._done(hook))
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - the store may be briefly unavailable; try again
                log.exception("webhook deliverer: a round failed")
            try:
                async with asyncio.timeout(self.s.webhook_poll):
                    await self._wake.wait()
            except TimeoutError:
                pass
            self._wake.clear()

    def _done(self, hook: str) -> None:
        self._inflight.pop(hook, None)
        self._wake.set()

    def _claim(self, limit: int) -> list[dict[str, Any]]:
        """Lease up to ``limit`` due heads of subscriptions with nothing in flight here."""
        now = time.time()
        with self.view.tx(commit=False) as t:
            due = [r for r in store.due(t, now, limit + len(self._inflight)) if r["webhook_id"] not in self._inflight]
        taken: list[dict[str, Any]] = []
        if not due:
            return taken
        with self.view.tx(commit=True) as t:
            for row in due[:limit]:
                if store.lease(t, row["id"], self.owner, now, now + self.s.webhook_lease):
                    taken.append(row)
        return taken

    # ---- one attempt ----

    async def _deliver(self, row: dict[str, Any]) -> None:
        body = decode_json(row["body"])
        if not row["complete"]:
            body = await anyio.to_thread.run_sync(self.hooks.fill, body)
            await anyio.to_thread.run_sync(self._store_body, row["id"], row["notification_id"], body)
        data = canonical_json(body).encode()
        code: int | None = None
        error: str | None = None
        try:
            target = await anyio.to_thread.run_sync(check_url, row["url"], self.hooks.allow_private, self.hooks.resolve)
        except ServiceError as refused:
            error = refused.detail
        else:
            stamp = int(time.time())
            headers = {
                "Host": target.host_header,
                "Content-Type": "application/json",
                "User-Agent": USER_AGENT,
                "webhook-id": row["notification_id"],
                "webhook-timestamp": str(stamp),
                "webhook-signature": sign(row["secret"], row["notification_id"], stamp, data),
            }
            extensions = {"sni_hostname": target.host} if target.scheme == "https" else {}
            self.attempts += 1
            try:
                async with asyncio.timeout(self.s.webhook_timeout):
                    code = await self._post(target.connect_url, data, headers, extensions)
            except TimeoutError:
                error = "the receiver did not answer in time"
            except httpx.HTTPError as err:
                error = f"{type(err).__name__}: {err}"[:300] or type(err).__name__
        ok = code is not None and 200 <= code < 300
        if error is None and not ok:
            error = f"the receiver answered {code}"
        await anyio.to_thread.run_sync(self._record, row, ok, code, error)

    async def _post(self, url: str, data: bytes, headers: dict[str, str], extensions: dict[str, Any]) -> int:
        assert self._client is not None
        request = self._client.build_request("POST", url, content=data, headers=headers, extensions=extensions)
        response = await self._client.send(request, stream=True)
        try:
            read = 0
            async for chunk in response.aiter_raw():
                read += len(chunk)
                if read >= MAX_RESPONSE:
                    break
        finally:
            await response.aclose()
        return response.status_code

    def _store_body(self, delivery: str, nid: str, body: dict[str, Any]) -> None:
        with self.view.tx(commit=True) as t:
            store.set_body(t, delivery, body)
            if not nid.startswith("test_"):
                from projections import notifications

                notifications.complete(t, nid, body)

    def _record(self, row: dict[str, Any], ok: bool, code: int | None, error: str | None) -> None:
        attempts = int(row["attempts"]) + 1
        now = time.time()
        at = datetime.fromtimestamp(now, timezone.utc).isoformat()
        delays = self.s.webhook_retry_delays
        if ok:
            status, next_at = "delivered", now
        elif attempts > len(delays):
            status, next_at = "failed", now
        else:
            status, next_at = "pending", now + delays[attempts - 1] * random.uniform(0.8, 1.2)
        with self.view.tx(commit=True) as t:
            if not store.record_attempt(t, row["id"], self.owner, status, attempts, next_at, code, error, at):
                log.warning("delivery %s: its lease ran out before the attempt ended", row["id"])
                return
            if ok:
                store.succeeded(t, row["webhook_id"])
            elif store.failing(t, row["webhook_id"], now, self.s.webhook_disable_after,
                               MESSAGES["disabled"].format(since=at)):
                log.warning("webhook %s disabled: its deliveries fail", row["webhook_id"])
        log.info("delivery %s of webhook %s: %s (attempt %s%s)", row["id"], row["webhook_id"], status, attempts,
                 "" if ok else f", {error}")
