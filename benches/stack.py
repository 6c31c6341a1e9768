"""The per-request stack, measured in one process without sockets: the server CPU of one
decision (GET state + GET legal actions + POST action, or one POST with ``?include=next``)
through the whole app, with each part of the stack switched off in turn, against the same
decisions taken by the application layer alone (``Games.act`` and the two reads).

``python -m benches.stack [--decisions N]`` prints one table (ms of CPU per decision, all
threads of the process: the group commit's writer and the projection included). Nothing
leaves the process.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import json
import tempfile
import time
from pathlib import Path
from typing import Any

import msgspec

from service.api.app import create_app
from service.config import Settings

GAME, SEATS = "la-isla", 2


async def call(app: Any, method: str, path: str, token: str | None = None, body: Any = None,
               extra: dict[str, str] | None = None) -> tuple[int, bytes]:
    path, _, query = path.partition("?")
    headers = [(b"host", b"127.0.0.1"), (b"accept-encoding", b"gzip")]
    if token:
        headers.append((b"authorization", f"Bearer {token}".encode()))
    raw = b""
    if body is not None:
        raw = msgspec.json.encode(body)
        headers += [(b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode())]
    for k, v in (extra or {}).items():
        headers.append((k.lower().encode(), v.encode()))
    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": method, "scheme": "http",
             "path": path, "raw_path": path.encode(), "query_string": query.encode(), "root_path": "",
             "headers": headers, "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 8000), "state": {}}
    messages = [{"type": "http.request", "body": raw, "more_body": False}]
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return messages.pop(0) if messages else {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app(scope, receive, send)
    return sent[0]["status"], b"".join(m.get("body", b"") for m in sent[1:])


def _json(body: bytes) -> Any:
    import gzip

    try:
        return msgspec.json.decode(body)
    except msgspec.DecodeError:
        return msgspec.json.decode(gzip.decompress(body))


async def measure(settings: Settings, decisions: int, include_next: bool) -> float:
    """CPU ms per decision through the app with ``settings``."""
    from litestar.testing import AsyncTestClient

    app = create_app(settings)
    async with AsyncTestClient(app=app):
        tables = []
        for _ in range(8):
            status, body = await call(app, "POST", "/games", body={"game": GAME, "seats": SEATS})
            gid = _json(body)["id"]
            tokens = [_json((await call(app, "POST", f"/games/{gid}/seats/{s}", body={"player": f"p{s}"}))[1])["token"]
                      for s in range(SEATS)]
            tables.append((gid, tokens))
        done = 0
        t0 = time.process_time()
        nexts: dict[str, Any] = {}
        while done < decisions:
            for i, (gid, tokens) in enumerate(tables):
                nxt = nexts.get(gid)
                if nxt is None:
                    state = _json((await call(app, "GET", f"/games/{gid}/state", tokens[0]))[1])
                    if state["finished"]:
                        status, body = await call(app, "POST", "/games", body={"game": GAME, "seats": SEATS})
                        if status != 201:
                            raise RuntimeError(f"creating a game: {status} {body[:300]!r}")
                        ngid = _json(body)["id"]
                        tokens = [_json((await call(app, "POST", f"/games/{ngid}/seats/{s}", body={"player": f"p{s}"}))[1])["token"]
                                  for s in range(SEATS)]
                        tables[i] = (ngid, tokens)
                        continue
                    seat = state["pending"]["seat"]
                    legal = _json((await call(app, "GET", f"/games/{gid}/legal-actions", tokens[seat]))[1])
                else:
                    state, legal = nxt
                    if state["finished"]:
                        nexts.pop(gid)
                        continue
                    seat = state["pending"]["seat"]
                    if legal["seat"] != seat:
                        legal = _json((await call(app, "GET", f"/games/{gid}/legal-actions", tokens[seat]))[1])
                path = f"/games/{gid}/actions" + ("?include=next" if include_next else "")
                status, body = await call(app, "POST", path, tokens[seat],
                                          {"action": legal["actions"][0], "expected_version": legal["version"]})
                if status != 200:
                    raise RuntimeError(f"{status} {body[:300]!r}")
                out = _json(body)
                if include_next:
                    nexts[gid] = (out["next"]["state"], out["next"]["legal_actions"])
                done += 1
        return (time.process_time() - t0) * 1000 / done


def app_alone(settings: Settings, decisions: int) -> float:
    """CPU ms per decision of the application layer alone (act and the two reads)."""
    from service.app.games import Games

    games = Games(env=settings.eventsourcing_env(), admin_token=settings.admin_token)
    tables = []
    for _ in range(8):
        g, _ = games.create_game(GAME, SEATS)
        tables.append((g.id, [games.claim_seat(g.id, s, f"p{s}")[1] for s in range(SEATS)]))
    done = 0
    t0 = time.process_time()
    while done < decisions:
        for i, (gid, tokens) in enumerate(tables):
            state = games.state(gid, tokens[0])
            if state.finished:
                g, _ = games.create_game(GAME, SEATS)
                tables[i] = (g.id, [games.claim_seat(g.id, s, f"p{s}")[1] for s in range(SEATS)])
                continue
            seat = state.pending.seat  # type: ignore[union-attr]
            legal = games.legal_actions(gid, tokens[seat])
            games.act(gid, tokens[seat], legal.actions[0], legal.version)
            done += 1
    return (time.process_time() - t0) * 1000 / done


VARIANTS: dict[str, dict[str, Any]] = {
    "full stack": {},
    "without metrics": {"metrics": False},
    "without compression": {"compression": False},
    "without rate limit": {"rate_limit": 0},
    "without access log": {"log_level": "WARNING"},
    "bare (all of the above off)": {"metrics": False, "compression": False, "rate_limit": 0, "log_level": "WARNING"},
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=1500)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        # No game quota: a run creates more games than an anonymous address may in an hour.
        base = Settings.from_env({"SPECIES_ARENA_DB": str(Path(tmp) / "alone.sqlite"), "SPECIES_ARENA_LOG_FORMAT": "json",
                                  "SPECIES_ARENA_QUOTA_GAMES_PER_HOUR": "0"})
        alone = app_alone(base, args.decisions)
        rows.append(("application layer alone", "", alone))
        for n, (name, change) in enumerate(VARIANTS.items()):
            for include_next in (False, True):
                s = dataclasses.replace(base, sqlite_path=str(Path(tmp) / f"{n}-{include_next}.sqlite"), **change)
                ms = asyncio.run(measure(s, args.decisions, include_next))
                rows.append((name, "include=next" if include_next else "3 requests", ms))
    width = max(len(r[0]) for r in rows)
    print(f"{'stack':<{width}}  {'requests':<13} ms CPU/decision  x app layer")
    for name, mode, ms in rows:
        print(f"{name:<{width}}  {mode:<13} {ms:7.3f}          {ms / alone:5.2f}")
    if args.json:
        args.json.write_text(json.dumps([{"stack": r[0], "requests": r[1], "ms": r[2]} for r in rows], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
