"""Connections a server accepts: the time a request's headers may take, and how many are
served at once (``species-arena serve``).

uvicorn closes an idle keep-alive connection, but not one that sends part of a request
line or of its headers and then nothing: each such socket would stay open for as long as
its sender likes. ``GuardedHttpToolsProtocol`` is uvicorn's httptools protocol with one
timer more: from the moment a connection opens, or a new request on it begins, its headers
must be complete within ``SPECIES_ARENA_HEADER_TIMEOUT`` seconds, or the connection is
answered 408 and closed. (Granian, behind ``--workers N``, has the same timer as
``header_read_timeout``.) The number of connections served at once is uvicorn's
``limit_concurrency`` (Granian's ``backpressure``): beyond ``SPECIES_ARENA_MAX_CONNECTIONS``
a request is answered 503 at once instead of queueing without bound.
"""

from __future__ import annotations

import asyncio
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

#: What a connection that was too slow with its headers is told before it is closed.
_TIMED_OUT_BODY = (
    b'{"status":408,"type":"invalid-request","title":"The request is not valid",'
    b'"detail":"the request headers did not arrive in time"}'
)
_TIMED_OUT = (
    b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/problem+json\r\nconnection: close\r\n"
    b"content-length: " + str(len(_TIMED_OUT_BODY)).encode() + b"\r\n\r\n" + _TIMED_OUT_BODY
)


def guarded_protocol(header_timeout: float) -> type[HttpToolsProtocol]:
    """uvicorn's httptools protocol that closes a connection whose request headers are not
    complete ``header_timeout`` seconds after it opened or the request began."""

    class GuardedHttpToolsProtocol(HttpToolsProtocol):
        _header_timer: asyncio.TimerHandle | None = None

        def _arm(self) -> None:
            self._disarm()
            self._header_timer = self.loop.call_later(header_timeout, self._headers_too_late)

        def _disarm(self) -> None:
            if self._header_timer is not None:
                self._header_timer.cancel()
                self._header_timer = None

        def _headers_too_late(self) -> None:
            self._header_timer = None
            if not self.transport.is_closing():
                self.transport.write(_TIMED_OUT)
                self.transport.close()

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def on_message_begin(self) -> None:
            super().on_message_begin()
            if self._header_timer is None:
                self._arm()

        def on_headers_complete(self) -> None:
            self._disarm()
            super().on_headers_complete()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            # Idle until the next request: uvicorn's keep-alive timeout watches that; the
            # next request's first byte arms this timer again (on_message_begin).
            self._disarm()

    return GuardedHttpToolsProtocol
