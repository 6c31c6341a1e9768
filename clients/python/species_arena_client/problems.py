"""The problem types of the species-arena API: each stable ``type`` code with its HTTP
status and title (the one definition: the server answers with these, and this client
raises them), and one exception class per code.

A class is named after its code (``not-your-turn`` -> ``NotYourTurn``); a code without a
class, or a class without a code, fails at import.
"""

from __future__ import annotations

import re
from typing import Any

#: code -> HTTP status: the problems the service raises (rule errors from the engine keep their code).
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
    "invalid-name": 400,
    "name-reserved": 400,
    "name-taken": 409,
    "player-disabled": 403,
    "already-seated": 409,
    "undo-not-allowed": 409,
    "webhook-url-refused": 422,
    "idempotency-key-reused": 422,
    "illegal-action": 422,
    "payload-too-large": 413,
    "unsupported-media-type": 415,
    "rate-limited": 429,
    "quota-exceeded": 429,
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
    "invalid-name": "The name may not be registered",
    "name-reserved": "The name is reserved",
    "name-taken": "The name is taken",
    "player-disabled": "The player is disabled",
    "already-seated": "The player already holds a seat of this game",
    "undo-not-allowed": "These decisions cannot be taken back",
    "webhook-url-refused": "The webhook URL may not be called",
    "idempotency-key-reused": "The idempotency key was used for another request",
    "illegal-action": "The rules do not allow this action",
    "payload-too-large": "The request body is too large",
    "unsupported-media-type": "The request body must be JSON",
    "rate-limited": "Too many write requests from this client",
    "quota-exceeded": "Over a quota of this caller",
    "corrupt-history": "The game's stored history cannot be replayed",
    "projection-lagging": "The read models have not caught up yet",
}


#: Codes only the HTTP layer's last resort answers (an unexpected server error).
LAST_RESORT: dict[str, int] = {"internal-error": 500}


def code_of(class_name: str) -> str:
    """The problem code a class stands for: ``NotYourTurn`` -> ``not-your-turn``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", class_name).lower()


class ProblemError(Exception):
    """An RFC 9457 problem answered by the service. ``code`` is its stable ``type``; each
    subclass stands for the code its name spells."""

    code: str = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.code = code_of(cls.__name__)

    def __init__(self, status: int, code: str, title: str, detail: str, extra: dict[str, Any]) -> None:
        super().__init__(f"{status} {code}: {detail}")
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
        self.extra = extra


class InvalidRequest(ProblemError):
    pass


class Unauthorized(ProblemError):
    pass


class Forbidden(ProblemError):
    pass


class NotYourTurn(ProblemError):
    pass


class NotFound(ProblemError):
    pass


class VersionConflict(ProblemError):
    @property
    def current_version(self) -> int | None:
        return self.extra.get("current_version")


class GameOver(ProblemError):
    pass


class SeatTaken(ProblemError):
    pass


class UndoNotAllowed(ProblemError):
    """The undo was refused: ``detail`` says why in words; ``earliest_version`` is the
    earliest version the seat could go back to now (None: none)."""

    @property
    def earliest_version(self) -> int | None:
        return self.extra.get("earliest_version")


class PayloadTooLarge(ProblemError):
    pass


class IllegalAction(ProblemError):
    @property
    def rule(self) -> str | None:
        """The rules section that refuses the action."""
        return self.extra.get("rule")


class IdempotencyKeyReused(ProblemError):
    pass


class ProjectionLagging(ProblemError):
    pass


class CorruptHistory(ProblemError):
    pass


class InternalError(ProblemError):
    pass


class SeatResigned(ProblemError):
    pass


class DeadlinePassed(ProblemError):
    @property
    def deadline(self) -> str | None:
        """The deadline the action missed."""
        return self.extra.get("deadline")


class UnsupportedMediaType(ProblemError):
    pass


class RateLimited(ProblemError):
    @property
    def retry_after(self) -> int | None:
        """Seconds until the caller may write again."""
        return self.extra.get("retry_after")


class QuotaExceeded(ProblemError):
    @property
    def quota(self) -> str | None:
        """Which quota: ``games-per-hour`` or ``bot-games``."""
        return self.extra.get("quota")

    @property
    def retry_after(self) -> int | None:
        return self.extra.get("retry_after")


class InvalidName(ProblemError):
    pass


class NameReserved(ProblemError):
    pass


class NameTaken(ProblemError):
    pass


class PlayerDisabled(ProblemError):
    pass


class AlreadySeated(ProblemError):
    @property
    def seat(self) -> int | None:
        """The seat of the game the player holds already."""
        return self.extra.get("seat")


class WebhookUrlRefused(ProblemError):
    """The webhook URL is not http(s), does not resolve, or resolves to a loopback,
    private, link-local, multicast or unspecified address."""


#: type code -> exception class.
PROBLEMS: dict[str, type[ProblemError]] = {c.code: c for c in ProblemError.__subclasses__()}

if set(PROBLEMS) != set(STATUS) | set(LAST_RESORT):  # pragma: no cover - a class or a code is missing
    raise ImportError(f"problem classes and codes differ: {sorted(set(PROBLEMS) ^ (set(STATUS) | set(LAST_RESORT)))}")
