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

Each response leaves in as few writes as it can: uvicorn writes a response's head (status
line and headers) as soon as the app starts the response, and its body with the next
message, two system calls and two TCP segments for an answer that is one message, as
almost all of ours are. The guarded protocol hands each request's cycle a ``_OneWrite``
transport that keeps the head until the body's first write and sends both at once; a head
whose body does not follow before the event loop's next turn (an event stream waiting for
its first event) leaves by itself then.
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


class _OneWrite:
    """A connection's transport as one request's cycle sees it: the response's head (the
    first write after the cycle has started its response) is held, and leaves with the
    body's first write, or on the loop's next turn if none comes by then, or before the
    connection is closed. Everything else is the connection's transport itself."""

    __slots__ = ("_cycle", "_flush", "_head", "_loop", "_transport")

    def __init__(self, transport: Any, loop: asyncio.AbstractEventLoop, cycle: Any) -> None:
        self._transport = transport
        self._loop = loop
        self._cycle = cycle
        self._head: bytes | None = None
        self._flush: asyncio.Handle | None = None

    def write(self, data: bytes) -> None:
        head = self._head
        if head is not None:
            self._head = None
            if self._flush is not None:
                self._flush.cancel()
                self._flush = None
            self._transport.write(head + data)
        elif self._cycle is not None and self._cycle.response_started:
            # The head: held for the body that the app is about to send.
            self._cycle = None  # one head per cycle
            self._head = data
            self._flush = self._loop.call_soon(self._send_head)
        else:
            self._transport.write(data)  # before the response (100 Continue)

    def _send_head(self) -> None:
        self._flush = None
        head, self._head = self._head, None
        if head is not None and not self._transport.is_closing():
            self._transport.write(head)

    def close(self) -> None:
        if self._flush is not None:
            self._flush.cancel()
        self._send_head()
        self._transport.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._transport, name)


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
            before = self.cycle
            super().on_headers_complete()
            cycle = self.cycle
            if cycle is not None and cycle is not before:
                cycle.transport = _OneWrite(self.transport, self.loop, cycle)  # type: ignore[assignment]

        def on_response_complete(self) -> None:
            super().on_response_complete()
            # Idle until the next request: uvicorn's keep-alive timeout watches that; the
            # next request's first byte arms this timer again (on_message_begin).
            self._disarm()

    return GuardedHttpToolsProtocol
