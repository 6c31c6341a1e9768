"""Stream tickets: how a browser's ``EventSource`` (which cannot send an Authorization
header) opens ``GET /games/{id}/events/stream`` as a seat or as the admin without the
long-lived bearer token ever appearing in a URL.

``POST /games/{id}/stream-ticket`` (authenticated like any other request) returns a ticket:

    base64url(payload) "." base64url(HMAC-SHA256(key, DOMAIN || payload || 0x00 || binding))

where ``payload`` is ``v1|<game id>|<role>|<expiry, unix seconds>|<nonce>`` and ``role`` is
``spectator``, ``admin`` or ``seat:<n>``. The payload carries no token and no token hash.
The MAC also covers a *binding* that the server looks up again when the ticket is used and
that never travels: the seat's stored token hash (so a ticket dies with the seat's token),
the SHA-256 of the admin token (so admin tickets die when it changes), nothing for a
spectator. A ticket is good for opening a stream until its expiry (``TTL`` seconds); a
stream already open keeps running. The key is ``SPECIES_ARENA_TICKET_SECRET`` (servers
behind one address must share it), or random per process when that is unset.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from uuid import UUID

from service.app.errors import ServiceError
from service.domain.i18n import msg

#: Seconds a new ticket may be used to open a stream.
TTL = 60
_DOMAIN = b"species-arena stream ticket\x00"
#: Longest accepted ticket text (a real one is about 120 characters).
MAX_TICKET = 512


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _refused(id: str) -> ServiceError:
    return ServiceError("unauthorized", msg(id))


@dataclass(frozen=True)
class Tickets:
    """Issues and checks stream tickets under one key."""

    key: bytes = field(repr=False)
    ttl: int = TTL
    clock: Callable[[], float] = time.time

    @classmethod
    def from_secret(cls, secret: str | None, ttl: int = TTL) -> Tickets:
        """Tickets keyed by ``secret`` (UTF-8), or by 32 random bytes when it is None."""
        key = secret.encode() if secret else secrets.token_bytes(32)
        return cls(key=key, ttl=ttl)

    def _mac(self, payload: bytes, binding: str) -> bytes:
        return hmac.new(self.key, _DOMAIN + payload + b"\x00" + binding.encode(), hashlib.sha256).digest()

    def issue(self, game_id: UUID, role: str, binding: str) -> str:
        """A ticket for ``role`` on ``game_id``, valid for ``ttl`` seconds."""
        expires = int(self.clock()) + self.ttl
        payload = f"v1|{game_id}|{role}|{expires}|{secrets.token_hex(8)}".encode()
        return f"{_b64(payload)}.{_b64(self._mac(payload, binding))}"

    def verify(self, ticket: str, game_id: UUID, binding_of: Callable[[str], str | None]) -> str:
        """The role a ticket stands for on ``game_id``, or 401 ``unauthorized`` when it is
        malformed, forged, for another game, expired, or its role no longer exists
        (``binding_of(role)`` returns None)."""
        if len(ticket) > MAX_TICKET:
            raise _refused("svc-err-ticket-not-valid")
        body, dot, mac_text = ticket.partition(".")
        try:
            payload = _unb64(body)
            mac = _unb64(mac_text)
            parts = payload.decode().split("|")
        except (binascii.Error, ValueError):
            raise _refused("svc-err-ticket-not-valid") from None
        if not dot or len(parts) != 5 or parts[0] != "v1" or len(mac) != hashlib.sha256().digest_size:
            raise _refused("svc-err-ticket-not-valid")
        _, gid, role, expires, _nonce = parts
        binding = binding_of(role)
        # Compare the MAC even when the role is unknown, so that a refusal takes as long.
        good = hmac.compare_digest(mac, self._mac(payload, binding or ""))
        if not good or binding is None:
            raise _refused("svc-err-ticket-not-valid")
        if gid != str(game_id):
            raise _refused("svc-err-ticket-other-game")
        if not expires.isdigit() or int(expires) < self.clock():
            raise _refused("svc-err-ticket-expired")
        return role


def subject(ticket: str) -> str | None:
    """The id a ticket names (a game's, or a player's for the feed), unverified: the
    caller looks up what the ticket is bound to by it, then ``Tickets.verify`` checks all."""
    if len(ticket) > MAX_TICKET:
        return None
    try:
        parts = _unb64(ticket.partition(".")[0]).decode().split("|")
    except (binascii.Error, ValueError):
        return None
    return parts[1] if len(parts) == 5 and parts[0] == "v1" else None
