"""Service errors with the stable codes of docs/architecture.md ("Errors"); the HTTP layer maps
them to RFC 9457 problem details in one place (``service/problems.py``)."""

from __future__ import annotations

from typing import Any

#: code -> HTTP status. Rule errors from the engine keep their code.
STATUS: dict[str, int] = {
    "invalid-request": 400,
    "unauthorized": 401,
    "forbidden": 403,
    "not-your-turn": 403,
    "not-found": 404,
    "version-conflict": 409,
    "game-over": 409,
    "seat-taken": 409,
    "seat-resigned": 409,
    "deadline-passed": 409,
    "idempotency-key-reused": 422,
    "illegal-action": 422,
    "payload-too-large": 413,
    "unsupported-media-type": 415,
    "rate-limited": 429,
    "corrupt-history": 500,
    "projection-lagging": 503,
}

TITLES: dict[str, str] = {
    "invalid-request": "The request is not valid",
    "unauthorized": "A valid token is required",
    "forbidden": "This token may not do that",
    "not-your-turn": "It is not this seat's decision",
    "not-found": "No such resource",
    "version-conflict": "The game has moved on",
    "game-over": "The game has ended",
    "seat-taken": "The seat is already taken",
    "seat-resigned": "The seat has resigned",
    "deadline-passed": "The seat's time ran out",
    "idempotency-key-reused": "The idempotency key was used for another request",
    "illegal-action": "The rules do not allow this action",
    "payload-too-large": "The request body is too large",
    "unsupported-media-type": "The request body must be JSON",
    "rate-limited": "Too many write requests from this client",
    "corrupt-history": "The game's stored history cannot be replayed",
    "projection-lagging": "The read models have not caught up yet",
}


class ServiceError(Exception):
    """An error with a stable code; ``extra`` goes into the problem details as is."""

    def __init__(self, code: str, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.extra = extra

    @property
    def status(self) -> int:
        return STATUS.get(self.code, 400)
