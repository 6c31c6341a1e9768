"""Commands that are not decided at a version the client names (claim a seat, resign,
rotate or revoke a token, replace a seat, abandon) are retried on the game as the store
has it when their write loses the store's version check: since search bots move in the
background (``service.runtime.botworker``), a bot's move may be recorded between such a command's
load and its save, which must not refuse it. Each attempt loads, checks and decides
again, so a retry never records anything the command would refuse now."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from service.app.errors import ServiceError

F = TypeVar("F", bound=Callable[..., Any])

#: Attempts before the conflict is the caller's (each lost race means someone else wrote).
ATTEMPTS = 5


def retried(method: F) -> F:
    """Run the command again (from its load) when another writer got there first."""

    @functools.wraps(method)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        for attempt in range(ATTEMPTS):
            try:
                return method(*args, **kwargs)
            except ServiceError as err:
                if err.code != "version-conflict" or attempt == ATTEMPTS - 1:
                    raise
        raise AssertionError("unreachable")

    return wrapper  # type: ignore[return-value]
