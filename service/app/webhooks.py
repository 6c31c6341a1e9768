"""A player's notifications and webhook subscriptions (issue 27).

The notifications are a read model (``projections.notifications``): the projection writes
them, and queues each in the outbox of the player's subscriptions, in the transaction that
records its tracking position. This module is the service's side:

* ``Webhooks``: the caller's notifications (with the prompt of a ``your-turn`` filled in
  from the seat's own view of the game, ``fill``), its subscriptions (register, list,
  delete, rotate the secret, enable again, queue a test) and their delivery log;
* ``check_url`` / ``refusal``: what may be called. Only ``http``/``https`` URLs without
  credentials, whose name resolves to addresses that are all public: loopback, private,
  link-local, multicast, unspecified and other non-global addresses are refused (unless the
  operator allows them, ``SPECIES_ARENA_WEBHOOK_ALLOW_PRIVATE``), at registration and again
  before each delivery, which then connects to the very address that was checked.

A refusal's words are messages (``service/locales/<locale>/errors.ftl``, rendered in the
caller's locale); the words that go out without a request (a disabled webhook's reason,
the test delivery's prompt) are in ``MESSAGES``, in English.
"""

from __future__ import annotations

import ipaddress
import logging
import secrets
import socket
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any
from urllib.parse import urlsplit
from uuid import UUID

import msgspec

from projections import notifications as notes
from projections import webhooks as store
from service.app import gamelog
from service.app.errors import ServiceError
from service.app.tickets import Tickets, subject
from service.domain.clock import iso
from species_arena_client.schemas import DeliveryOut, WebhookCreatedOut, WebhookOut
from species_arena_client.webhooks import new_secret
from service.domain.i18n import msg
from service.domain import i18n

log = logging.getLogger("species_arena.webhooks")

#: Words shown to people (problem details, the delivery log), in one place.
MESSAGES = {
    "disabled": "disabled at {since}: its deliveries kept failing (enable it again when the receiver is back)",
    "test-prompt": "This is a test delivery from species-arena.",
}

#: Seconds a name may take to resolve.
RESOLVE_TIMEOUT = 3.0
_resolver_pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="webhook-dns")

Resolver = Callable[[str, int], list[str]]


def system_resolve(host: str, port: int) -> list[str]:
    """Every address ``host`` resolves to (the system's resolver, bounded in time)."""
    future = _resolver_pool.submit(socket.getaddrinfo, host, port, 0, socket.SOCK_STREAM)
    try:
        infos = future.result(timeout=RESOLVE_TIMEOUT)
    except (OSError, FutureTimeout, UnicodeError):
        return []
    return sorted({str(info[4][0]) for info in infos})


def refusal(address: str) -> str | None:
    """Why an address may not be called (None: it is a public address)."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return "unparsable"
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    for kind in ("loopback", "unspecified", "link_local", "multicast", "private", "reserved"):
        if getattr(ip, f"is_{kind}"):
            return kind.replace("_", "-")
    if not ip.is_global:
        return "non-global"
    return None


@dataclass(frozen=True, slots=True)
class Target:
    """A checked URL: where to connect (``address``) and what to say (``host``)."""

    scheme: str
    host: str
    port: int
    path: str
    address: str

    @property
    def connect_url(self) -> str:
        """The URL with the checked address in place of the name (nothing resolves it again)."""
        addr = f"[{self.address}]" if ":" in self.address else self.address
        return f"{self.scheme}://{addr}:{self.port}{self.path}"

    @property
    def host_header(self) -> str:
        default = 443 if self.scheme == "https" else 80
        name = f"[{self.host}]" if ":" in self.host else self.host
        return name if self.port == default else f"{name}:{self.port}"


def check_url(url: str, allow_private: bool, resolve: Resolver = system_resolve) -> Target:
    """The URL's target, or 422 ``webhook-url-refused`` (see the module's description)."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        raise ServiceError("webhook-url-refused", msg("svc-err-hook-port")) from None
    if parts.scheme not in ("http", "https"):
        raise ServiceError("webhook-url-refused", msg("svc-err-hook-scheme"))
    if parts.username is not None or parts.password is not None:
        raise ServiceError("webhook-url-refused", msg("svc-err-hook-credentials"))
    host = parts.hostname
    if not host:
        raise ServiceError("webhook-url-refused", msg("svc-err-hook-no-host"))
    port = port or (443 if parts.scheme == "https" else 80)
    addresses = resolve(host, port)
    if not addresses:
        raise ServiceError("webhook-url-refused", msg("svc-err-hook-unresolved", host=host))
    if not allow_private:
        for address in addresses:
            kind = refusal(address)
            if kind is not None:
                raise ServiceError("webhook-url-refused",
                                   msg("svc-err-hook-refused", host=host, address=address, kind=kind))
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return Target(parts.scheme, host, port, path, addresses[0])


def _now_iso() -> str:
    return datetime.now(timezone.utc).isoformat()


def _delivery(r: dict[str, Any]) -> dict[str, Any]:
    pending = r["status"] == "pending"
    return {
        "id": r["id"], "notification_id": r["notification_id"], "type": r["type"], "status": r["status"],
        "attempts": int(r["attempts"]), "last_code": r["last_code"], "last_error": r["last_error"],
        "last_at": r["last_at"], "created_at": r["created_at"],
        "next_attempt_at": datetime.fromtimestamp(float(r["next_at"]), timezone.utc).isoformat() if pending else None,
    }


class Webhooks:
    """The notification and webhook use cases over ``games`` (``service.app.games.Games``)
    and the read models' store (``view``)."""

    def __init__(self, games: Any, view: Any, allow_private: bool, resolve: Resolver = system_resolve) -> None:
        self.games = games
        self.view = view
        self.allow_private = allow_private
        self.resolve = resolve

    # ---- who ----

    def player(self, token: str | None) -> Any:
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-send-player-key"))
        return self.games.player_of_key(token)

    def feed_ticket(self, token: str | None, tickets: Tickets) -> tuple[str, int]:
        """A stream ticket for the caller's feed, bound to its current key."""
        ref = self.player(token)
        p = self.games._player(UUID(ref.id))  # noqa: SLF001 - the registry's own copy
        return tickets.issue(UUID(ref.id), "player", p.key_hash), tickets.ttl

    def ticket_player(self, ticket: str, tickets: Tickets) -> str:
        """The player id a feed ticket stands for (401 otherwise)."""
        pid = subject(ticket)
        p = None
        if pid is not None:
            try:
                p = self.games._player(UUID(pid))  # noqa: SLF001
            except ValueError:
                p = None
        if p is None or p.disabled:
            raise ServiceError("unauthorized", msg("svc-err-feed-ticket"))
        tickets.verify(ticket, p.id, lambda role: p.key_hash if role == "player" else None)
        return str(p.id)

    # ---- notifications ----

    def fill(self, body: dict[str, Any]) -> dict[str, Any]:
        """A ``your-turn`` with the seat's prompt and deadline as the seat saw them at the
        notification's version (``prompt`` null when it could not be read)."""
        if body.get("type") != "your-turn" or "prompt" in body:
            return body
        prompt = deadline = None
        try:
            g = self.games.load_version(UUID(body["game"]), int(body["version"]))
            pending = g.engine.pending()
            seat = int(body["seat"])
            if pending is not None and seat in pending.seats and not g.finished:
                # Places named as the board labels them, as the table's prompt says them.
                prompt = gamelog.prompt(g, seat, i18n.DEFAULT) or None
                d = g.deadlines().get(seat)
                deadline = None if d is None else iso(d)
        except ServiceError:
            log.warning("notification %s: its game could not be read", body.get("id"))
        return {**body, "prompt": prompt, "deadline": deadline}

    def notifications_of(self, player_id: str, after: int, limit: int) -> list[dict[str, Any]]:
        """A player's notifications after ``seq`` ``after`` (each its body with ``seq``)."""
        rows = self.view.notifications(player_id, after, limit)
        out = []
        for r in rows:
            body = r["body"]
            if not r["complete"]:
                body = self.fill(body)
                self.view.complete_notification(body["id"], body)
            out.append({**self.said_in(body, i18n.current()), "seq": r["seq"]})
        return out

    def said_in(self, body: dict[str, Any], lang: str) -> dict[str, Any]:
        """A notification as a reader in ``lang`` reads it: a ``your-turn``'s prompt is kept
        in English (the words a webhook delivers, without a reader), and said again in
        another locale from the game at the notification's version."""
        if lang == i18n.DEFAULT or body.get("type") != "your-turn" or body.get("prompt") is None:
            return body
        try:
            g = self.games.load_version(UUID(body["game"]), int(body["version"]))
            prompt = gamelog.prompt(g, int(body["seat"]), lang) or None
        except ServiceError:
            log.warning("notification %s: its game could not be read for its prompt in %s", body.get("id"), lang)
            return {**body, "prompt": None}
        return {**body, "prompt": prompt}

    # ---- subscriptions ----

    def create(self, token: str | None, url: str, events: list[str]) -> WebhookCreatedOut:
        ref = self.player(token)
        check_url(url, self.allow_private, self.resolve)
        hook_id = "wh_" + secrets.token_hex(12)
        secret = new_secret()
        kinds = [k for k in notes.TYPES if k in set(events)]
        with self.view.tx(commit=True) as t:
            position = self.view.projection_position(t, self.games.name)
            hook = store.create(t, hook_id, ref.id, url, kinds, secret, position, _now_iso())
        log.info("webhook %s registered by player %s", hook_id, ref.id)
        return msgspec.convert({**hook, "secret": secret}, WebhookCreatedOut)

    def _own(self, token: str | None, hook_id: str) -> tuple[Any, dict[str, Any]]:
        ref = self.player(token)
        with self.view.tx(commit=False) as t:
            hook = store.one(t, ref.id, hook_id)
        if hook is None:
            raise ServiceError("not-found", msg("svc-err-no-webhook", webhook=hook_id))
        return ref, hook

    def listed(self, token: str | None) -> list[WebhookOut]:
        ref = self.player(token)
        with self.view.tx(commit=False) as t:
            return msgspec.convert(store.of_player(t, ref.id), list[WebhookOut])

    def get(self, token: str | None, hook_id: str) -> WebhookOut:
        return msgspec.convert(self._own(token, hook_id)[1], WebhookOut)

    def delete(self, token: str | None, hook_id: str) -> None:
        ref, _ = self._own(token, hook_id)
        with self.view.tx(commit=True) as t:
            store.delete(t, ref.id, hook_id)

    def rotate(self, token: str | None, hook_id: str) -> str:
        ref, _ = self._own(token, hook_id)
        secret = new_secret()
        with self.view.tx(commit=True) as t:
            store.set_secret(t, ref.id, hook_id, secret)
        return secret

    def enable(self, token: str | None, hook_id: str) -> WebhookOut:
        ref, _ = self._own(token, hook_id)
        with self.view.tx(commit=True) as t:
            store.enable(t, ref.id, hook_id)
            hook = store.one(t, ref.id, hook_id)
        assert hook is not None
        return msgspec.convert(hook, WebhookOut)

    def test(self, token: str | None, hook_id: str) -> tuple[str, str]:
        """Queue a test delivery (after the subscription's pending ones)."""
        _, hook = self._own(token, hook_id)
        nid = "test_" + secrets.token_hex(12)
        delivery = "dlv_" + secrets.token_hex(16)
        at = _now_iso()
        body = {"id": nid, "type": "test", "webhook": hook_id, "at": at, "prompt": MESSAGES["test-prompt"]}
        with self.view.tx(commit=True) as t:
            store.queue(t, delivery, hook_id, nid, "test", body, at)
        return delivery, nid

    def deliveries(self, token: str | None, hook_id: str, limit: int) -> list[DeliveryOut]:
        self._own(token, hook_id)
        with self.view.tx(commit=False) as t:
            return msgspec.convert([_delivery(r) for r in store.log(t, hook_id, limit)], list[DeliveryOut])
