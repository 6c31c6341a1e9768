"""Service errors with the stable codes of docs/architecture.md ("Errors"), defined once in
``species_arena_client.problems`` (the client raises the same codes); the HTTP layer maps
them to RFC 9457 problem details in one place (``service.api.problems``).

An error's words are a message (``i18n.msg``, from ``service/locales/<locale>/errors.ftl``),
rendered in the caller's locale when it is answered: ``detail`` is the English one (for
logs and the command line)."""

from __future__ import annotations

from typing import Any

from service.domain import i18n
from species_arena_client.problems import STATUS, TITLES

__all__ = ["STATUS", "TITLES", "ServiceError", "title_in"]


class ServiceError(Exception):
    """An error with a stable code and its words as a message; ``extra`` goes into the
    problem details as is."""

    def __init__(self, code: str, message: dict[str, Any], **extra: Any) -> None:
        if not isinstance(message, dict) or "id" not in message:
            raise TypeError(f"a ServiceError's words are a message (i18n.msg), not {message!r}")
        super().__init__(code)
        self.code = code
        self.message = message
        self.extra = extra

    def detail_in(self, locale: str) -> str:
        """What was wrong, in ``locale``."""
        return i18n.render(locale, self.message)

    @property
    def detail(self) -> str:
        """What was wrong, in English."""
        return self.detail_in(i18n.DEFAULT)

    def __str__(self) -> str:
        return self.detail

    @property
    def status(self) -> int:
        return STATUS.get(self.code, 400)


def title_in(code: str, locale: str) -> str:
    """A problem type's title in ``locale`` (``svc-err-title-<code>``; the English titles are
    ``species_arena_client.problems.TITLES``, checked by the tests)."""
    if code not in TITLES and code != "internal-error":
        return code
    return i18n.render(locale, i18n.msg(f"svc-err-title-{code}"))
