"""Service errors with the stable codes of docs/architecture.md ("Errors"), defined once in
``species_arena_client.problems`` (the client raises the same codes); the HTTP layer maps
them to RFC 9457 problem details in one place (``service.api.problems``)."""

from __future__ import annotations

from typing import Any

from species_arena_client.problems import STATUS, TITLES

__all__ = ["STATUS", "TITLES", "ServiceError"]


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
