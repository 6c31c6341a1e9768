"""A webhook receiver on 127.0.0.1 for the tests: it records every call, checks the
signature with the client's ``verify_webhook`` (401 for a bad one), and can be told to be
"down" (answer 503) for its first calls."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from species_arena_client.webhooks import WebhookVerificationError, verify_webhook


@dataclass
class Call:
    headers: dict[str, str]
    body: bytes
    status: int

    @property
    def id(self) -> str:
        return self.headers["webhook-id"]

    @property
    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Receiver:
    port: int = 0
    #: The signing secret the receiver believes (None: it accepts any signature).
    secret: str | None = None
    #: Calls answered 503 before the receiver is "up".
    down_for: int = 0
    calls: list[Call] = field(default_factory=list)
    #: TCP connections accepted (a refused URL must open none).
    connections: int = 0
    #: Seconds each call is held before its answer (a slow receiver).
    delay: float = 0.0
    #: An answer to every call instead of 204 (e.g. a redirect), with a Location header.
    answer: int | None = None
    #: Bytes of body sent with each answer (a receiver that talks too much), and whether
    #: sending them failed (the caller hung up first).
    answer_bytes: int = 0
    answer_cut: bool = False
    #: The id of a call being held now (None: none).
    in_flight_id: str | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def in_flight(self) -> bool:
        return self.in_flight_id is not None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook"

    def accepted(self) -> list[Call]:
        with self.lock:
            return [c for c in self.calls if 200 <= c.status < 300]

    def wait(self, until: Callable[[Receiver], bool], timeout: float = 30.0) -> None:
        deadline = time.monotonic() + timeout
        while not until(self):
            if time.monotonic() > deadline:
                raise AssertionError(f"the receiver did not get what was expected: {[c.headers.get('webhook-id') for c in self.calls]}")
            time.sleep(0.05)


@contextmanager
def receiver(secret: str | None = None, down_for: int = 0) -> Iterator[Receiver]:
    rec = Receiver(secret=secret, down_for=down_for)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 - http.server's name
            body = self.rfile.read(int(self.headers.get("content-length") or 0))
            headers = {k.lower(): v for k, v in self.headers.items()}
            with rec.lock:
                status = 204
                if len(rec.calls) < rec.down_for:
                    status = 503
                elif rec.answer is not None:
                    status = rec.answer
                elif rec.secret is not None:
                    try:
                        verify_webhook(rec.secret, headers, body)
                    except WebhookVerificationError:
                        status = 401
                rec.calls.append(Call(headers, body, status))
            if rec.delay:
                rec.in_flight_id = headers.get("webhook-id")
                time.sleep(rec.delay)
            try:
                self.send_response(status)
                if 300 <= status < 400:
                    self.send_header("Location", f"http://127.0.0.1:{rec.port}/elsewhere")
                self.send_header("Content-Length", str(rec.answer_bytes))
                self.end_headers()
                chunk = b"x" * 65536
                for _ in range(rec.answer_bytes // len(chunk)):
                    self.wfile.write(chunk)
                self.wfile.flush()
            except OSError:  # the caller is gone (hung up, or a server killed mid-call)
                rec.answer_cut = True
            finally:
                rec.in_flight_id = None

        def log_message(self, *args: Any) -> None:
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True

        def get_request(self) -> Any:
            conn = super().get_request()
            with rec.lock:
                rec.connections += 1
            return conn

    server = Server(("127.0.0.1", 0), Handler)
    rec.port = int(server.server_address[1])
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield rec
    finally:
        server.shutdown()
        server.server_close()
