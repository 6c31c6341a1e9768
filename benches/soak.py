"""The soak: honest play, spectators, streams and hostile requests at once, for minutes.

``python -m benches.soak [--seconds 300] [--players 8] [--spectators 4]`` starts
``species-arena serve`` on 127.0.0.1 (SQLite in a temporary folder, the environment's
defaults: rate limits, quotas, the bot worker, the 5 s header timeout) and runs, until
``--seconds`` have passed:

* **players**: each creates a game (La Isla, Evo or Dominant Species against cheap and
  search bots, or two humans against each other), claims its human seats and plays them
  to the end with ``?include=next``, noting every action the server acknowledged;
* **spectators**: each follows a live game's event stream for a few seconds, then leaves;
* **hostile callers**: the odd static paths, HEAD on every kind of route, X-Forwarded-For
  spoofing past the rate limit, made-up tokens, all-bot and maximum-budget search-bot
  games past the quotas, oversized and malformed bodies, and sockets that send half a
  request line and stop (a bounded number at a time).

Then it stops the load, lets the server settle, and checks: no answer was a 5xx; every
acknowledged action is in its game's history at the version it was acknowledged at;
every game passes the audit (``GET /games/{id}/audit`` with the admin token); every
refused hostile request got the status the issue names; the server's RSS and open files
are back near where they were after the warm-up. It prints one report and exits non-zero
if anything failed. Nothing leaves 127.0.0.1, and the server is stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from benches.serving import ROOT, serve

ADMIN = "soak-admin-token-0123456789abcdef"
#: RSS may grow this much over the warm-up's (caches fill: games, read answers) and no more.
RSS_SLACK_MB = 150
#: Open files may be this many more than after the warm-up (pooled connections).
FD_SLACK = 40

ODD_PATHS = ["/static/%00", "/static/js/api.js%00.html", "/static/js/api.js/..", "/static/index.html/x",
             "/static/js", "/static/../pyproject.toml", "/static/%2e%2e/x", "/table/%00", "/games/%00/state"]


@dataclass
class Report:
    statuses: Counter[int] = field(default_factory=Counter)
    acknowledged: dict[str, list[int]] = field(default_factory=dict)  # game -> action versions
    games: set[str] = field(default_factory=set)
    finished: int = 0
    stream_events: int = 0
    problems: list[str] = field(default_factory=list)
    hostile: Counter[str] = field(default_factory=Counter)

    def note(self, r: httpx.Response) -> httpx.Response:
        self.statuses[r.status_code] += 1
        if r.status_code >= 500:
            self.problems.append(f"{r.request.method} {r.request.url.path}: {r.status_code} {r.text[:200]}")
        return r

    def fail(self, what: str) -> None:
        self.problems.append(what)


def _proc(pid: int) -> tuple[float, int]:
    """The server's RSS (MB) and open files."""
    rss = 0.0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) / 1024
    return rss, len(os.listdir(f"/proc/{pid}/fd"))


def _stage(what: str) -> None:
    print(f"[soak] {time.strftime('%H:%M:%S')} {what}", file=sys.stderr, flush=True)


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


# ---- the honest ----


GAMES = [("la-isla", 2, {"1": "greedy"}), ("la-isla", 2, {"1": {"kind": "search", "iterations": 100}}),
         ("evo", 3, {"1": "random", "2": "greedy"}), ("dominant-species", 2, {"1": "greedy"}),
         ("la-isla", 2, {})]


async def player(c: httpx.AsyncClient, rep: Report, rng: random.Random, until: float) -> None:
    while time.monotonic() < until:
        game, seats, bots = rng.choice(GAMES)
        r = rep.note(await c.post("/games", json={"game": game, "seats": seats, "bots": bots}, headers=_auth(ADMIN)))
        if r.status_code != 201:
            rep.fail(f"create {game}: {r.status_code} {r.text[:200]}")
            return
        gid = r.json()["id"]
        rep.games.add(gid)
        tokens = {}
        for s in range(seats):
            if str(s) in bots:
                continue
            r = rep.note(await c.post(f"/games/{gid}/seats/{s}", json={"player": f"soak-{s}"}))
            if r.status_code != 201:
                rep.fail(f"claim {gid}/{s}: {r.status_code} {r.text[:200]}")
                return
            tokens[s] = r.json()["token"]
        await play(c, rep, rng, gid, tokens, until)


async def play(c: httpx.AsyncClient, rep: Report, rng: random.Random, gid: str, tokens: dict[int, str],
               until: float) -> None:
    acked = rep.acknowledged.setdefault(gid, [])
    while time.monotonic() < until:
        state = None
        for seat, token in tokens.items():
            r = rep.note(await c.get(f"/games/{gid}/legal-actions", headers=_auth(token)))
            if r.status_code != 200:
                rep.fail(f"legal {gid}: {r.status_code}")
                return
            legal = r.json()
            if legal["actions"]:
                state = (seat, token, legal)
                break
        if state is None:
            s = rep.note(await c.get(f"/games/{gid}/state", params={"wait_for_version": 1 + legal["version"],
                                                                     "wait_seconds": 5})).json()
            if s["finished"]:
                rep.finished += 1
                return
            continue
        seat, token, legal = state
        action = rng.choice(legal["actions"])
        r = rep.note(await c.post(f"/games/{gid}/actions", params={"include": "next"},
                                  json={"action": action, "expected_version": legal["version"]},
                                  headers={**_auth(token), "Idempotency-Key": f"{gid}-{legal['version']}-{seat}"}))
        if r.status_code == 200:
            acked.append(r.json()["action_version"])
            if r.json().get("next", {}).get("state", {}).get("finished"):
                rep.finished += 1
                return
        elif r.status_code == 409:
            continue  # a bot or the other seat moved first
        else:
            rep.fail(f"act {gid}: {r.status_code} {r.text[:200]}")
            return


async def spectator(c: httpx.AsyncClient, rep: Report, rng: random.Random, until: float) -> None:
    while time.monotonic() < until:
        if not rep.games:
            await asyncio.sleep(0.2)
            continue
        gid = rng.choice(sorted(rep.games))
        watch = min(rng.uniform(1, 4), max(0.1, until - time.monotonic()))
        try:
            async with asyncio.timeout(watch), c.stream("GET", f"/games/{gid}/events/stream") as r:
                rep.statuses[r.status_code] += 1
                async for line in r.aiter_lines():
                    if line.startswith("data:"):
                        rep.stream_events += 1
        except TimeoutError:
            pass  # watched long enough: leave


# ---- the hostile ----


def half_sent(port: int, n: int) -> list[socket.socket]:
    socks = []
    for _ in range(n):
        s = socket.create_connection(("127.0.0.1", port), timeout=10)
        s.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        socks.append(s)
    return socks


async def hostile(c: httpx.AsyncClient, rep: Report, rng: random.Random, port: int, until: float) -> None:
    raw = httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30)
    try:
        while time.monotonic() < until:
            what = rng.randrange(7)
            if what == 0:
                path = rng.choice(ODD_PATHS)
                # Sent as written (httpx would normalise the dots): the raw request line.
                status = await asyncio.to_thread(_raw_status, port, f"GET {path} HTTP/1.1")
                rep.statuses[status] += 1
                rep.hostile["odd-static"] += 1
                if status not in (400, 404):
                    rep.fail(f"odd path {path}: {status}")
            elif what == 1:
                path = rng.choice(["/", "/health", "/games", "/static/js/api.js", "/leaderboard?game=evo"])
                r = rep.note(await raw.head(path))
                rep.hostile["head"] += 1
                if r.status_code != 200 or r.content:
                    rep.fail(f"HEAD {path}: {r.status_code} with {len(r.content)} bytes")
            elif what == 2:
                r = rep.note(await raw.post("/games", json={"game": "nope", "seats": 2},
                                            headers={"X-Forwarded-For": f"203.0.113.{rng.randrange(256)}"}))
                rep.hostile["forwarded-spoof"] += 1
                if r.status_code == 429 and "retry-after" not in r.headers:
                    rep.fail("a 429 without Retry-After")
            elif what == 3:
                r = rep.note(await raw.post(f"/games/{rng.choice(sorted(rep.games) or ['x'])}/actions",
                                            json={"action": {}, "expected_version": 1},
                                            headers=_auth(f"made-up-{rng.random()}")))
                rep.hostile["made-up-token"] += 1
                if r.status_code not in (401, 404, 429):
                    rep.fail(f"a made-up token got {r.status_code}")
            elif what == 4:
                body = {"game": "dominant-species", "seats": 6,
                        "bots": {str(s): {"kind": "search", "ms": 3_600_000} for s in range(6)}}
                r = rep.note(await raw.post("/games", json=body))
                rep.hostile["max-search-game"] += 1
                if r.status_code == 201:
                    rep.games.add(r.json()["id"])
                elif r.status_code != 429:
                    rep.fail(f"a maximum-budget game got {r.status_code}")
            elif what == 5:
                r = rep.note(await raw.post("/games", content=b"{" * 5000, headers={"content-type": "application/json"}))
                rep.hostile["malformed"] += 1
                if r.status_code not in (400, 413, 429):
                    rep.fail(f"a malformed body got {r.status_code}")
            else:
                socks = await asyncio.to_thread(half_sent, port, 20)
                await asyncio.sleep(0.5)
                for s in socks:
                    s.close()
                rep.hostile["half-sent"] += 20
            await asyncio.sleep(0.01)
    finally:
        await raw.aclose()


def _raw_status(port: int, request_line: str) -> int:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        s.sendall(f"{request_line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode("latin-1"))
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    return int(data.split(b" ", 2)[1])


# ---- the run ----


async def soak(port: int, pid: int, seconds: float, players: int, spectators: int, seed: int) -> dict[str, Any]:
    rep = Report()
    base = f"http://127.0.0.1:{port}"
    async with httpx.AsyncClient(base_url=base, timeout=60, limits=httpx.Limits(max_connections=64)) as c:
        # Warm-up: one game of each kind, then the reference figures.
        warm = time.monotonic() + min(20.0, seconds / 5)
        await asyncio.gather(*(player(c, rep, random.Random(i), warm) for i in range(2)))
        await asyncio.sleep(2)
        rss0, fds0 = _proc(pid)
        _stage("warmed up")
        until = time.monotonic() + seconds
        tasks = [player(c, rep, random.Random(seed + i), until) for i in range(players)]
        tasks += [spectator(c, rep, random.Random(seed + 100 + i), until) for i in range(spectators)]
        tasks += [hostile(c, rep, random.Random(seed + 200), port, until)]
        await asyncio.gather(*tasks)
        _stage(f"load stopped ({len(rep.games)} games)")
        await asyncio.sleep(5)  # the bot worker finishes what it thinks; late sockets close
        rss1, fds1 = _proc(pid)
        # Nothing lost: every acknowledged action is in its game's history.
        audited = verified = 0
        for gid in sorted(rep.games):
            events = rep.note(await c.get(f"/games/{gid}/events", params={"limit": 10000},
                                          headers=_auth(ADMIN))).json()["events"]
            versions = {e["version"]: e for e in events}
            for v in rep.acknowledged.get(gid, []):
                e = versions.get(v)
                if e is None or e["type"] != "ActionApplied" or e.get("bot"):
                    rep.fail(f"game {gid}: the acknowledged action at version {v} is not in its history")
            audit = rep.note(await c.get(f"/games/{gid}/audit", headers=_auth(ADMIN))).json()
            audited += 1
            if audit.get("verified") and audit.get("chain") in ("intact", None):
                verified += 1
            else:
                rep.fail(f"game {gid}: the audit failed: {json.dumps(audit)[:300]}")
    _stage("audited")
    if rss1 > rss0 + RSS_SLACK_MB:
        rep.fail(f"RSS grew from {rss0:.0f} MB to {rss1:.0f} MB")
    if fds1 > fds0 + FD_SLACK:
        rep.fail(f"open files grew from {fds0} to {fds1}")
    if rep.finished == 0:
        rep.fail("no game was played to the end")
    return {
        "seconds": seconds, "games": len(rep.games), "finished": rep.finished,
        "actions_acknowledged": sum(len(v) for v in rep.acknowledged.values()),
        "stream_events": rep.stream_events, "audited": audited, "verified": verified,
        "statuses": dict(sorted(rep.statuses.items())), "hostile": dict(rep.hostile),
        "rss_mb": [round(rss0), round(rss1)], "open_files": [fds0, fds1], "problems": rep.problems,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=300)
    p.add_argument("--players", type=int, default=8)
    p.add_argument("--spectators", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", type=Path)
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        env = {**{k: v for k, v in os.environ.items() if not k.startswith(("SPECIES_ARENA_", "POSTGRES_"))},
               "SPECIES_ARENA_DB": f"{tmp}/games.sqlite", "SPECIES_ARENA_ADMIN_TOKEN": ADMIN,
               "SPECIES_ARENA_LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT)}
        log = Path(tmp) / "server.log"
        with log.open("wb") as out, serve(env, out) as (port, server):
            _stage("server up")
            result = asyncio.run(soak(port, server.pid, args.seconds, args.players, args.spectators, args.seed))
        _stage("server stopped")
        text = log.read_text(errors="replace")
        if "Traceback" in text:
            result["problems"].append("the server's log holds a traceback: " + text[text.index("Traceback"):][:500])
        if ADMIN in text:
            result["problems"].append("the admin token is in the server's log")
    print(json.dumps({k: v for k, v in result.items() if k != "problems"}, indent=1))
    for problem in result["problems"][:50]:
        print("PROBLEM:", problem)
    print("soak:", "nothing lost, nothing failed" if not result["problems"] else f"{len(result['problems'])} problems")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0 if not result["problems"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
