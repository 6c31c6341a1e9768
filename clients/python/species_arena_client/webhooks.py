"""Signing and checking webhook calls, after the Standard Webhooks conventions.

Each call carries ``webhook-id`` (the notification's stable id: the same on every retry),
``webhook-timestamp`` (Unix seconds of this attempt) and ``webhook-signature``:
``v1,<base64 of HMAC-SHA256(key, "<id>.<timestamp>.<body>")>``, where the key is the
subscription's secret ``whsec_<base64>`` decoded. A receiver checks it with
``verify_webhook(secret, headers, body)`` before it believes the body.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import secrets
import time
from collections.abc import Mapping
from typing import Any

__all__ = ["SECRET_PREFIX", "WebhookVerificationError", "new_secret", "sign", "verify_webhook"]

SECRET_PREFIX = "whsec_"
#: How far a call's timestamp may be from the receiver's clock (seconds).
TOLERANCE = 300


class WebhookVerificationError(Exception):
    """The call is not signed with the secret (or is too old, or lacks its headers)."""


def new_secret() -> str:
    """A fresh signing secret (``whsec_`` and 32 random bytes in base64)."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


def _key(secret: str) -> bytes:
    text = secret[len(SECRET_PREFIX):] if secret.startswith(SECRET_PREFIX) else secret
    try:
        return base64.b64decode(text, validate=True)
    except (binascii.Error, ValueError):
        raise WebhookVerificationError("the secret is not a whsec_ secret") from None


def sign(secret: str, msg_id: str, timestamp: int, body: bytes) -> str:
    """The ``webhook-signature`` value of one call."""
    mac = hmac.new(_key(secret), f"{msg_id}.{timestamp}.".encode() + body, hashlib.sha256).digest()
    return "v1," + base64.b64encode(mac).decode()


def verify_webhook(secret: str, headers: Mapping[str, str], body: bytes | str,
                   *, tolerance: int = TOLERANCE, now: float | None = None) -> dict[str, Any]:
    """Check a webhook call and return its JSON body; raises ``WebhookVerificationError``
    when a header is missing, the timestamp is more than ``tolerance`` seconds away, or no
    ``v1`` signature matches. ``headers`` may be any mapping (names in any case)."""
    lower = {k.lower(): v for k, v in headers.items()}
    raw = body.encode() if isinstance(body, str) else bytes(body)
    try:
        msg_id, stamp, given = lower["webhook-id"], lower["webhook-timestamp"], lower["webhook-signature"]
    except KeyError as missing:
        raise WebhookVerificationError(f"the call has no {missing.args[0]} header") from None
    if not stamp.isdigit():
        raise WebhookVerificationError("webhook-timestamp is not a number of seconds")
    if abs((time.time() if now is None else now) - int(stamp)) > tolerance:
        raise WebhookVerificationError("webhook-timestamp is too far from now")
    expected = sign(secret, msg_id, int(stamp), raw)
    if not any(hmac.compare_digest(expected, part) for part in given.split()):
        raise WebhookVerificationError("no signature matches")
    return json.loads(raw)
