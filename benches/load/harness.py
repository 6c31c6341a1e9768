"""``make load``: a bounded, self-stopping load test.

For each store (SQLite, and PostgreSQL when ``POSTGRES_HOST`` is set) and each N, the
harness starts its own server on 127.0.0.1 on a fresh store, lets client processes
(``benches.load.client``) set up N concurrent games (the three game types in turn, every
seat claimed by the harness) and play them for a fixed time with the realistic mix (per
action: read the state, read the legal actions, post the action with ``expected_version``
and an ``Idempotency-Key``; spectators polling the state; followers on the event stream),
stops the server, and audits every game played in the store: each acknowledged action must
be in the history exactly once, at its version, and the history must replay (the offline
audit). It also measures the application layer's own append rate on the same store kind,
and prints every load target (docs/load/) as a ratio.

Before the steps it measures the HTTP floor (``benches.load.floor``): the server CPU a bare
Litestar route costs per request on this machine in this run, so that the report can say how
much of an action's CPU any server of this stack would spend before the service does any work.

The load-generating clients are ``species-loadgen`` (``benches/loadgen``, Rust: tokio and
hyper, built here once with ``cargo build --release -p species-loadgen``) or
``benches.load.client`` (Python, aiohttp), ``--client``; both take the same Plan and give the
same Result, and every step prints the clients' CPU per request next to the server's. Steps
are closed loops (each table acts as soon as its previous action is answered), with
``--include-next`` one request per decision, and ``--open-loop G:R:S`` adds open-loop steps:
G tables, R actions/s offered on a fixed schedule, S seconds (``--open-loop-next``: the same
with one request per decision). With the Rust client each open-loop step's latencies are also
followed second by second (``latency_by_second``), and the window without its first
``WARMUP_SECONDS`` (``latency_after_warmup_ms``) says how much of a tail its start makes.

Nothing is sent anywhere but the servers it starts (127.0.0.1, ports from ``--port``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import multiprocessing as mp
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any
from uuid import UUID

import httpx

from . import floor, procstat, profile
from .client import DRAIN, Plan, Result, run

KINDS = ("dominant-species", "evo", "la-isla")
SEATS = {"dominant-species": 2, "evo": 3, "la-isla": 2}
ROOT = Path(__file__).resolve().parents[2]
ENDPOINTS = ("state", "legal", "action", "spectate", "ticket", "stream", "create", "claim")
#: The floor's server listens on ``--port`` + this (the steps' servers use ``--port`` itself).
FLOOR_PORT_OFFSET = 1
#: Requests per action (state, legal actions, post): the floor of an action is this many bare requests.
REQUESTS_PER_ACTION = 3
#: The Rust load generator's crate (benches/loadgen) and binary.
LOADGEN = "species-loadgen"
CLIENTS = ("rust", "python")


def log(msg: str) -> None:
    print(f"[load {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


def serve_command(port: int, workers: int) -> list[str]:
    cmd = [sys.executable, "-m", "service.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"]
    if workers > 1:
        cmd += ["--workers", str(workers)]
    return cmd


def workers_available() -> bool:
    """Whether ``species-arena serve`` has ``--workers``."""
    out = subprocess.run(
        [sys.executable, "-m", "service.cli", "serve", "--help"], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    return "--workers" in out.stdout


def percentile(values: list[float], q: float) -> float | None:
    if not values:
        return None
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))
    return s[k]


# ---- stores ----


class Store:
    """A fresh, empty store for one step (a SQLite file, or a PostgreSQL schema)."""

    def __init__(self, kind: str, workdir: Path, tag: str) -> None:
        self.kind, self.tag = kind, tag
        self.env: dict[str, str] = {"SPECIES_ARENA_STORE": kind}
        if kind == "sqlite":
            self.env["SPECIES_ARENA_DB"] = str(workdir / f"{tag}.sqlite")
        else:
            self.schema = f"load_{tag}_{secrets.token_hex(3)}"
            self._sql(f'CREATE SCHEMA "{self.schema}"')
            self.env["POSTGRES_SCHEMA"] = self.schema

    @staticmethod
    def _sql(statement: str) -> None:
        import psycopg

        e = os.environ
        with psycopg.connect(
            host=e.get("POSTGRES_HOST", "127.0.0.1"), port=e.get("POSTGRES_PORT", "5432"),
            user=e.get("POSTGRES_USER"), password=e.get("POSTGRES_PASSWORD"),
            dbname=e.get("POSTGRES_DBNAME", "species_arena"), autocommit=True,
        ) as conn:
            conn.execute(statement)

    def drop(self) -> None:
        if self.kind == "postgres":
            self._sql(f'DROP SCHEMA IF EXISTS "{self.schema}" CASCADE')


def step_env(store: Store, admin: str, ticket_secret: str, extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SPECIES_ARENA_")}
    env.update(store.env)
    env.update(
        SPECIES_ARENA_ADMIN_TOKEN=admin,
        SPECIES_ARENA_TICKET_SECRET=ticket_secret,
        # The load is the harness's own: no per-address write limit, warnings only in the log.
        SPECIES_ARENA_RATE_LIMIT="0", SPECIES_ARENA_RATE_LIMIT_CREDENTIAL="0",
        SPECIES_ARENA_QUOTA_GAMES_PER_HOUR="0", SPECIES_ARENA_QUOTA_BOT_GAMES="0",
        SPECIES_ARENA_LOG_LEVEL="WARNING",
        # Every table of the step stays in the in-process cache.
        SPECIES_ARENA_CACHE_SIZE=os.environ.get("SPECIES_ARENA_CACHE_SIZE", "5000"),
    )
    env.update(extra or {})
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


# ---- the server ----


class Server:
    def __init__(self, port: int, workers: int, env: dict[str, str], logfile: Path) -> None:
        self.url = f"http://127.0.0.1:{port}"
        self._log = open(logfile, "w", encoding="utf-8")  # noqa: SIM115 - closed in stop()
        self.proc = subprocess.Popen(
            serve_command(port, workers), env=env, cwd=ROOT, stdout=self._log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.logfile = logfile

    def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited ({self.proc.returncode}); see {self.logfile}")
            try:
                if httpx.get(self.url + "/health", timeout=2, trust_env=False).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError(f"the server did not answer within {timeout} s; see {self.logfile}")

    def long_poll(self) -> bool:
        """Whether GET /games/{id}/state takes ``wait_for_version`` (the read branch)."""
        try:
            spec = httpx.get(self.url + "/schema/openapi.json", timeout=10, trust_env=False).json()
            params = spec["paths"]["/games/{game_id}/state"]["get"].get("parameters", [])
            return any(p.get("name") == "wait_for_version" for p in params)
        except (httpx.HTTPError, KeyError, ValueError):
            return False

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)  # the server's own process group
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=10)
        self._log.close()


# ---- the load-generating clients ----


_loadgen: Path | None = None


def loadgen_binary() -> Path:
    """Build ``species-loadgen`` (release) once per process and return its path; a
    RuntimeError says why when it cannot be built."""
    global _loadgen
    if _loadgen is not None:
        return _loadgen
    cmd = ["cargo", "build", "--release", "-p", LOADGEN, "--message-format=json-render-diagnostics"]
    log(f"building the Rust load generator: {' '.join(cmd[:5])}")
    try:
        out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=1800, check=False)
    except FileNotFoundError as e:
        raise RuntimeError(f"cannot build {LOADGEN}: cargo is not installed ({e})") from e
    except subprocess.TimeoutExpired as e:
        raise RuntimeError(f"cannot build {LOADGEN}: cargo build took more than {e.timeout} s") from e
    exe = None
    for line in out.stdout.splitlines():
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if msg.get("reason") == "compiler-artifact" and msg.get("target", {}).get("name") == LOADGEN:
            exe = msg.get("executable") or exe
    if out.returncode != 0 or exe is None:
        raise RuntimeError(f"cannot build {LOADGEN} (cargo exit {out.returncode}):\n{out.stderr[-3000:]}")
    _loadgen = Path(exe)
    return _loadgen


def resolve_client(requested: str) -> str:
    """``auto``: rust when species-loadgen builds, else python (said in the log)."""
    if requested != "auto":
        if requested == "rust":
            loadgen_binary()
        return requested
    try:
        loadgen_binary()
    except RuntimeError as e:
        log(f"the Rust load generator is not available, using the Python client: {e}")
        return "python"
    return "rust"


def crashed(what: str, client: str = "python aiohttp") -> dict[str, Any]:
    """The Result of a client process that gave none."""
    r = Result(client=client)
    r.errors = 1
    r.error_samples.append(f"client crashed: {what}"[:300])
    return dataclasses.asdict(r)


class PythonClient:
    """``benches.load.client.run`` in a spawned process."""

    def __init__(self, ctx: Any, plan: Plan, start: Any) -> None:
        self.ready, self.out, self.start_value = ctx.Event(), ctx.Queue(), start
        self.proc = ctx.Process(target=run, args=(plan, self.ready, start, self.out), daemon=True)
        self.proc.start()

    def wait_ready(self, timeout: float) -> None:
        self.ready.wait(timeout=timeout)

    def go(self, start_at: float) -> None:
        self.start_value.value = start_at  # shared by all the step's Python clients

    def result(self, timeout: float) -> dict[str, Any]:
        try:
            return json.loads(self.out.get(timeout=timeout))
        except Exception as e:  # noqa: BLE001 - queue.Empty, or a process that died
            return crashed(f"no result in {timeout:.0f} s ({type(e).__name__})")

    def stop(self) -> None:
        self.proc.join(timeout=30)
        if self.proc.is_alive():
            self.proc.kill()

    def kill(self) -> None:
        if self.proc.is_alive():
            self.proc.kill()


class RustClient:
    """``species-loadgen PLAN --out RESULT --sync``: it prints ``ready`` once set up, starts at
    the instant written to its stdin, and writes its Result to RESULT."""

    def __init__(self, binary: Path, plan: Plan, workdir: Path, name: str, threads: int = 0) -> None:
        plan_path = workdir / f"{name}.plan.json"
        plan_path.write_text(json.dumps(dataclasses.asdict(plan)), encoding="utf-8")
        self.result_path = workdir / f"{name}.result.json"
        self.log_path = workdir / f"{name}.log"
        self._log = open(self.log_path, "w", encoding="utf-8")  # noqa: SIM115 - closed in stop()
        cmd = [str(binary), str(plan_path), "--out", str(self.result_path), "--sync", "--threads", str(threads)]
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._log, text=True, cwd=ROOT,
        )
        self._ready = threading.Event()
        self._watcher = threading.Thread(target=self._watch, daemon=True)
        self._watcher.start()

    def _watch(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            if line.strip() == "ready":
                self._ready.set()
        self._ready.set()  # it exited: no use waiting

    def wait_ready(self, timeout: float) -> None:
        self._ready.wait(timeout=timeout)

    def go(self, start_at: float) -> None:
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(f"{start_at!r}\n")
            self.proc.stdin.close()
        except (OSError, ValueError):
            pass  # it exited: result() says so

    def result(self, timeout: float) -> dict[str, Any]:
        try:
            code = self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return crashed(f"no result in {timeout:.0f} s", LOADGEN)
        try:
            return json.loads(self.result_path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            tail = self.log_path.read_text(encoding="utf-8", errors="replace")[-200:] if self.log_path.exists() else ""
            return crashed(f"exit code {code}, no result ({e}): {tail}", LOADGEN)

    def stop(self) -> None:
        self.kill()
        self._watcher.join(timeout=10)
        for f in (self.proc.stdin, self.proc.stdout):
            if f is not None:
                try:
                    f.close()
                except OSError:
                    pass
        self._log.close()

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(timeout=10)


# ---- the lost-write audit ----


def audit_store(env: dict[str, str], results: list[dict[str, Any]], replay_budget: float) -> dict[str, Any]:
    """Check every acknowledged action against the store, after the server stopped; replay
    (the offline audit) as many games as ``replay_budget`` seconds allow."""
    saved = dict(os.environ)
    os.environ.update({k: v for k, v in env.items() if k.startswith(("SPECIES_ARENA_", "POSTGRES_"))})
    try:
        from service.app.games import Games
        from service.app.audit import audit_records
        from service.config import Settings

        settings = Settings.from_env()
        games = Games(env=settings.eventsourcing_env())
    finally:
        os.environ.clear()
        os.environ.update(saved)
    acks: dict[str, list[tuple[int, int, Any]]] = {}
    for r in results:
        for gid, seat, version, action, _key in r["acks"]:
            acks.setdefault(gid, []).append((version, seat, action))
    played = sorted({g for r in results for g in r["games"]})
    in_doubt = sum(r["in_doubt"] for r in results)
    missing: list[str] = []
    unacknowledged = 0
    replayed = verified = 0
    t0 = time.perf_counter()
    try:
        for gid in played:
            records = [h.to_dict() for h in games.history(UUID(gid))]
            by_version: dict[int, list[dict[str, Any]]] = {}
            for rec in records:
                by_version.setdefault(rec["version"], []).append(rec)
            human = [r for r in records if r["type"] == "ActionApplied" and not r["bot"]]
            mine = acks.get(gid, [])
            seen_versions: set[int] = set()
            for version, seat, action in mine:
                found = [
                    r for r in by_version.get(version, [])
                    if r["type"] == "ActionApplied" and r["seat"] == seat and r["action"] == action
                ]
                if len(found) != 1 or version in seen_versions:
                    missing.append(f"{gid} v{version} seat {seat}: {len(found)} matching events")
                seen_versions.add(version)
            unacknowledged += len(human) - len(seen_versions)
            if time.perf_counter() - t0 < replay_budget:
                replayed += 1
                verified += bool(audit_records(records)["verified"])
    finally:
        games.close()
    return {
        "games": len(played),
        "acknowledged": sum(len(v) for v in acks.values()),
        "missing_or_duplicated": len(missing),
        "samples": missing[:10],
        # Writes with no 200 answer (a post cut off at the end of the window or failed).
        "unacknowledged_writes": unacknowledged,
        "in_doubt_posts": in_doubt,
        "replayed": replayed,
        "replay_verified": verified,
        "ok": not missing and unacknowledged <= in_doubt and verified == replayed,
        "seconds": round(time.perf_counter() - t0, 2),
    }


# ---- one step ----


def append_rate(store: Store, env: dict[str, str], seconds: float) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-m", "benches.load.append", "--seconds", str(seconds)],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=seconds + 120,
    )
    if out.returncode != 0:
        raise RuntimeError(f"the append-rate measurement failed: {out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def clients_for(n: int, requested: int) -> int:
    if requested > 0:
        return requested
    return 1 if n < 100 else 2


def run_step(
    args: argparse.Namespace, kind: str, n: int, workers: int, workdir: Path, keep: dict[str, Any] | None = None,
    rate: float = 0.0,
) -> dict[str, Any]:
    """One step: a server on a fresh store, N games played for ``args.duration`` seconds,
    the audit. ``keep`` (tests) receives the store's settings and the clients' raw results.
    ``rate`` > 0: an open loop offering that many actions/s in total. The clients are
    ``args.client`` (``rust`` or ``python``; python when ``args`` has none) with
    ``args.include_next``."""
    tag = f"{kind}_{n}_{workers}w" + (f"_open{rate:g}" if rate else "") + ("_next" if getattr(args, "include_next", False) else "")
    store = Store(kind, workdir, tag)
    try:
        return _run_step(args, store, tag, n, workers, workdir, keep, rate)
    finally:
        store.drop()


#: Latency series that are not requests of their own (the open loop's action from its slot).
NOT_REQUESTS = ("action-scheduled",)


def _run_step(
    args: argparse.Namespace, store: Store, tag: str, n: int, workers: int, workdir: Path, keep: dict[str, Any] | None,
    rate: float = 0.0,
) -> dict[str, Any]:
    kind = store.kind
    client_kind = getattr(args, "client", "python")
    include_next = bool(getattr(args, "include_next", False))
    if client_kind not in CLIENTS:
        raise ValueError(f"client {client_kind!r}: one of {', '.join(CLIENTS)}")
    binary = loadgen_binary() if client_kind == "rust" else None
    admin, ticket_secret = secrets.token_urlsafe(24), secrets.token_urlsafe(36)
    env = step_env(store, admin, ticket_secret, dict(kv.split("=", 1) for kv in getattr(args, "server_env", None) or []))
    server = Server(args.port, workers, env, workdir / f"{tag}.log")
    row: dict[str, Any] = {"store": kind, "n": n, "workers": workers, "duration": args.duration,
                           "client": client_kind, "include_next": include_next,
                           "mode": "open" if rate else "closed", "offered_actions_per_s": rate or None}
    procs: list[PythonClient | RustClient] = []
    try:
        server.wait_ready()
        long_poll = server.long_poll()
        n_clients = min(clients_for(n, args.clients), n)
        ctx = mp.get_context("spawn")
        start = ctx.Value("d", 0.0)
        tables = [KINDS[i % 3] for i in range(n)]
        spectators = max(1, round(n * args.spectators))
        followers = max(1, round(n * args.followers))
        for c in range(n_clients):
            games = tables[c::n_clients]
            plan = Plan(
                base_url=server.url, games=games, seats=SEATS,
                spectators=len(range(c, spectators, n_clients)), followers=len(range(c, followers, n_clients)),
                duration=args.duration, spectator_interval=args.spectator_interval, long_poll=long_poll,
                seed=args.seed * 1000 + c, setup_timeout=60 + n * 0.3,
                include_next=include_next, rate=rate * len(games) / n if rate else 0.0,
            )
            if binary is not None:
                procs.append(RustClient(binary, plan, workdir, f"{tag}.client{c}", getattr(args, "client_threads", 0)))
            else:
                procs.append(PythonClient(ctx, plan, start))
        t_setup = time.monotonic()
        setup_limit = 60 + n * 0.3 + 30
        for proc in procs:
            proc.wait_ready(timeout=max(0.1, setup_limit - (time.monotonic() - t_setup)))
        row["setup_seconds"] = round(time.monotonic() - t_setup, 1)
        pid = server.proc.pid
        load0 = procstat.load_average()
        with procstat.PeakRss(pid) as rss:
            start_at = time.time() + 0.3
            for proc in procs:
                proc.go(start_at)
            time.sleep(max(0.0, start_at - time.time()))
            cpu0, own0, wait0 = procstat.cpu_seconds(pid), time.process_time(), procstat.run_queue_seconds(pid)
            spy = None
            if getattr(args, "py_spy", False):
                spy_out = workdir / f"{tag}.pyspy.txt"
                spy = profile.start(pid, min(args.duration - 1, 15), spy_out)
            time.sleep(args.duration)
            cpu1, own1, wait1 = procstat.cpu_seconds(pid), time.process_time(), procstat.run_queue_seconds(pid)
            results = [proc.result(timeout=DRAIN + 60) for proc in procs]
        for proc in procs:
            proc.stop()
        if spy is not None:
            spy.wait(timeout=60)
            row["profile_percent"] = profile.split(spy_out) if spy_out.exists() else {}
            row["profile_activities"] = profile.activities(spy_out) if spy_out.exists() else {}
        elif getattr(args, "py_spy", False):
            row["profile_percent"] = {"py-spy not installed": 100.0}
        row["load_average"] = [round(load0, 2), round(procstat.load_average(), 2)]
        row["peak_rss_mb"] = round(rss.peak / 2**20, 1)
        row["server_cpu_seconds"] = round(cpu1 - cpu0, 2)
        # The share of one core the server got (all its processes): on a shared machine,
        # throughput is at most this share divided by the CPU seconds one action costs.
        row["server_cpu_percent"] = round(100 * (cpu1 - cpu0) / args.duration, 1)
        # Thread-seconds the server was ready to run but waited for a CPU (the machine's share).
        row["server_run_queue_seconds"] = round(wait1 - wait0, 2)
        row["long_poll"] = long_poll
        row["clients"] = n_clients
        row["spectators"], row["followers"] = spectators, followers
    finally:
        for proc in procs:
            proc.kill()
            if isinstance(proc, RustClient):
                proc.stop()
        server.stop()
    actions = sum(r["actions_in_window"] for r in results)
    latencies: dict[str, list[float]] = {}
    statuses: dict[str, dict[str, int]] = {}
    for r in results:
        for ep, values in r["latencies"].items():
            latencies.setdefault(ep, []).extend(values)
        for ep, counts in r["statuses"].items():
            for status, c in counts.items():
                statuses.setdefault(ep, {})[status] = statuses.setdefault(ep, {}).get(status, 0) + c
    row["actions"] = actions
    # Tables that were set up in time and played (the rest count as set-up errors).
    row["tables"] = sum(r["tables_played"] for r in results)
    row["actions_per_s"] = round(actions / args.duration, 1)
    row["requests"] = sum(len(v) for ep, v in latencies.items() if ep not in NOT_REQUESTS)
    row["latency_ms"] = {
        ep: {f"p{q}": round(1000 * percentile(v, q), 1) for q in (50, 95, 99)} | {"count": len(v)}
        for ep, v in latencies.items()
        if v
    }
    row["statuses"] = statuses
    # Where an open loop's tail is, second by second (a closed loop's latency is its own queue).
    seconds = by_second(results) if rate else {}
    if seconds:
        row["latency_by_second"] = seconds
        row["latency_after_warmup_ms"] = after_warmup(results, WARMUP_SECONDS)
    row["errors"] = sum(r["errors"] for r in results)
    # Set-up errors include the tables not set up in time.
    row["setup_errors"] = sum(r["setup_errors"] for r in results) + (n - row["tables"])
    row["error_samples"] = [s for r in results for s in r["error_samples"]][:10]
    row["server_cpu_ms_per_action"] = round(1000 * row["server_cpu_seconds"] / actions, 3) if actions else None
    measured = sum(
        c for ep, counts in statuses.items() if ep not in ("create", "claim", *NOT_REQUESTS) for c in counts.values()
    )
    row["server_cpu_ms_per_request"] = round(1000 * row["server_cpu_seconds"] / measured, 3) if measured else None
    client_cpu = [r["cpu_seconds"] for r in results]
    play = [r["play_seconds"] or args.duration for r in results]
    row["client_cpu_seconds"] = round(sum(client_cpu), 2)
    # Each client process's share of one core while it played (near 100%: it is the bottleneck).
    row["client_cpu_percent"] = [round(100 * c / w, 1) for c, w in zip(client_cpu, play, strict=True)]
    # The clients' CPU per request they made in the window (all of them, set-ups of new games
    # included): what a request costs the load generator, next to the server's.
    row["client_cpu_ms_per_request"] = round(1000 * sum(client_cpu) / row["requests"], 4) if row["requests"] else None
    row["client_programs"] = sorted({r.get("client", "python aiohttp") for r in results})
    if rate:
        row["slots"] = sum(r.get("slots", 0) for r in results)
        row["missed_slots"] = sum(r.get("missed_slots", 0) for r in results)
    row["harness_cpu_seconds"] = round(own1 - own0, 2)
    row["stream_events"] = sum(r["stream_events"] for r in results)
    row["not_modified"] = sum(r["not_modified"] for r in results)
    row["finished_games"] = sum(r["finished_games"] for r in results)
    row["audit"] = audit_store(env, results, args.replay_budget)
    if keep is not None:
        keep.update(env=env, results=results)
    if args.append_seconds > 0 and workers == 1:
        astore = Store(kind, workdir, tag + "_append")
        try:
            row["append"] = append_rate(astore, step_env(astore, admin, ticket_secret), args.append_seconds)
        finally:
            astore.drop()
    return row


# ---- latency over the window ----

#: The endpoints whose latency is followed second by second.
OVER_TIME = ("action", "action-scheduled", "state", "legal", "spectate-wait")
#: The first seconds of a window, left out of ``latency_after_warmup_ms``: every table's
#: first decision reads the state and legal actions of a game no request has read yet.
WARMUP_SECONDS = 5


def _ended(results: list[dict[str, Any]]) -> dict[str, list[tuple[float, float]]]:
    """(end, latency) of each request of ``OVER_TIME`` (the Rust client says when each ended;
    the Python client does not: empty then)."""
    out: dict[str, list[tuple[float, float]]] = {}
    for r in results:
        ended = r.get("ended") or {}
        for ep in OVER_TIME:
            if ep in ended and len(ended[ep]) == len(r["latencies"].get(ep, [])):
                out.setdefault(ep, []).extend(zip(ended[ep], r["latencies"][ep], strict=True))
    return out


def by_second(results: list[dict[str, Any]]) -> dict[str, list[list[float]]]:
    """Per endpoint, per second of the window (from its first answer): [second, count, p50
    ms, p99 ms], where the latency tail is."""
    ended = _ended(results)
    if not ended:
        return {}
    t0 = min(t for pairs in ended.values() for t, _ in pairs)
    out: dict[str, list[list[float]]] = {}
    for ep, pairs in ended.items():
        seconds: dict[int, list[float]] = {}
        for t, lat in pairs:
            seconds.setdefault(int(t - t0), []).append(lat)
        out[ep] = [[s, len(v), round(1000 * percentile(v, 50), 1), round(1000 * percentile(v, 99), 1)]
                   for s, v in sorted(seconds.items())]
    return out


def after_warmup(results: list[dict[str, Any]], warmup: float) -> dict[str, dict[str, float]]:
    """p50/p99 of each endpoint over the window without its first ``warmup`` seconds."""
    ended = _ended(results)
    if not ended:
        return {}
    t0 = min(t for pairs in ended.values() for t, _ in pairs)
    out = {}
    for ep, pairs in ended.items():
        v = [lat for t, lat in pairs if t - t0 >= warmup]
        if v:
            out[ep] = {"p50": round(1000 * percentile(v, 50), 1), "p99": round(1000 * percentile(v, 99), 1),
                       "count": len(v)}
    return out


# ---- targets and output ----


def floor_ms_per_action(floor_report: dict[str, Any] | None) -> float | None:
    """Server CPU ms of an action's three requests on a bare route (``report["floor"]``)."""
    us = (floor_report or {}).get("route", {}).get("server_cpu_us_per_request")
    return REQUESTS_PER_ACTION * us / 1000 if us else None


def targets(
    rows: list[dict[str, Any]], have_workers: bool, floor_report: dict[str, Any] | None = None
) -> list[dict[str, Any]]:
    """The load targets, each with its measured value and its ratio to the target; the
    server-CPU rows note the HTTP floor when ``floor_report`` (``report["floor"]``) has one."""

    def find(store: str, n: int, workers: int = 1) -> dict[str, Any] | None:
        return next((r for r in rows if r["store"] == store and r["n"] == n and r["workers"] == workers), None)

    def p99(r: dict[str, Any]) -> float | None:
        return r["latency_ms"].get("action", {}).get("p99")

    # The closed-loop targets use the closed-loop steps (an open loop's throughput is what it
    # offered); the open-loop targets use the open-loop steps.
    all_rows = rows
    open_rows = [r for r in rows if r.get("mode") == "open"]
    rows = [r for r in rows if r.get("mode", "closed") == "closed"]
    out: list[dict[str, Any]] = []

    def add(name: str, value: float | None, target: float, higher: bool, unit: str, note: str = "") -> None:
        if value is None:
            out.append({"target": name, "value": None, "goal": target, "ratio": None, "met": None, "note": note or "not measured"})
            return
        ratio = value / target if higher else (target / value if value else float("inf"))
        out.append({"target": name, "value": round(value, 3), "goal": target, "unit": unit,
                    "ratio": round(ratio, 3), "met": ratio >= 1, "note": note})

    def closed(store: str, n: int, include_next: bool) -> dict[str, Any] | None:
        return next((r for r in rows if r["store"] == store and r["n"] == n and r["workers"] == 1
                     and bool(r.get("include_next")) == include_next), None)

    r200 = closed("sqlite", 200, False)
    if r200 is not None:
        alone = (r200.get("append") or {}).get("cpu_ms", {}).get("with_projection")
        cpu = r200["server_cpu_ms_per_action"]
        if alone:
            add("SQLite, 200 games, 3 requests: server CPU per action <= 1.5x the application layer alone", cpu,
                round(1.5 * alone, 3), False, "ms", f"application layer alone {alone:.2f} ms (act, two reads, projection)")
        else:
            add("SQLite, 200 games, 3 requests: server CPU per action <= 1.5x the application layer alone", None, 0,
                False, "ms", "the application layer was not measured (--append-seconds 0)")
        add("SQLite, 200 games, 3 requests: server CPU per action <= 2.0 ms", cpu, 2.0, False, "ms")
    else:
        add("SQLite, 200 games, 3 requests (targets)", None, 0, True, "", "N=200 not in this run")
    n200 = closed("sqlite", 200, True)
    if n200 is not None:
        add("SQLite, 200 games, include=next: server CPU per action <= 1.3 ms", n200["server_cpu_ms_per_action"], 1.3,
            False, "ms")
        add("SQLite, 200 games, include=next: actions/s >= 600", n200["actions_per_s"], 600, True, "actions/s")
    else:
        add("SQLite, 200 games, include=next (targets)", None, 0, True, "", "no include=next step at N=200 (--next-n 200)")
    for r in open_rows:
        if r["n"] != 1000 or r["store"] != "sqlite":
            continue
        errors = r["errors"] + r.get("setup_errors", 0)
        out.append({"target": f"{r['store']}, open loop, 1000 games, {r['offered_actions_per_s']:g}/s: no error",
                    "value": errors, "goal": 0, "unit": "errors", "ratio": None, "met": errors == 0,
                    "note": "a count (set-up included): no ratio"})
        lat = r["latency_ms"]
        warm = r.get("latency_after_warmup_ms") or {}
        later = (lambda ep: f"; after the first {WARMUP_SECONDS} s: p99 {warm[ep]['p99']} ms"
                 if ep in warm else "")
        mode = ", include=next" if r.get("include_next") else ""
        add(f"{r['store']}, open loop, 1000 games{mode}: action p99 < 50 ms (from its slot)",
            lat.get("action-scheduled", {}).get("p99"), 50, False, "ms",
            f"from its send: p99 {lat.get('action', {}).get('p99')} ms" + later("action-scheduled"))
        add(f"{r['store']}, open loop, 1000 games{mode}: state p99 < 20 ms", lat.get("state", {}).get("p99"), 20,
            False, "ms", later("state").lstrip("; "))
    pg = closed("postgres", 200, False)
    if pg is not None and r200 is not None and r200["actions_per_s"]:
        add("PostgreSQL, 200 games: actions/s >= half of SQLite's", pg["actions_per_s"],
            round(0.5 * r200["actions_per_s"], 1), True, "actions/s", f"SQLite {r200['actions_per_s']:.0f}/s")
    else:
        add("PostgreSQL, 200 games: actions/s >= half of SQLite's", None, 0, True, "", "not measured in this run")
    audits = [r for r in all_rows]
    lost = [r for r in audits if not r["audit"]["ok"]]
    out.append({"target": "every run: nothing lost or doubled (the audit)", "value": len(lost), "goal": 0,
                "unit": "steps failing the audit", "ratio": None, "met": not lost and bool(audits),
                "note": f"{len(audits)} steps audited"})
    floor_ms = floor_ms_per_action(floor_report)
    floor_note = f"floor {floor_ms:.2f} ms ({REQUESTS_PER_ACTION} bare requests)" if floor_ms is not None else ""
    for r in rows:
        if r["server_cpu_ms_per_action"] is not None:
            mode = "include=next" if r.get("include_next") else "3 requests"
            out.append({"target": f"{r['store']}, {r['n']} games, {r['workers']} worker(s), {mode}: server CPU per action",
                        "value": r["server_cpu_ms_per_action"], "goal": None, "unit": "ms", "ratio": None, "met": None,
                        "note": floor_note})
    if not have_workers:
        out.append({"target": "PostgreSQL: 2 workers >= 1.6x 1 worker", "value": None, "goal": 1.6, "ratio": None,
                    "met": None, "note": "not available (species-arena serve has no --workers)"})
    else:
        pairs = [(r, find("postgres", r["n"], 1)) for r in rows if r["store"] == "postgres" and r["workers"] == 2]
        pairs = [(two, one) for two, one in pairs if one is not None and one["actions_per_s"]]
        if not pairs:
            out.append({"target": "PostgreSQL: 2 workers >= 1.6x 1 worker", "value": None, "goal": 1.6, "ratio": None,
                        "met": None, "note": "not measured (no PostgreSQL in this run)"})
        for two, one in pairs:
            add(f"PostgreSQL, {two['n']} games: 2 workers >= 1.6x 1 worker",
                two["actions_per_s"] / one["actions_per_s"], 1.6, True, "x")
    return out


def fmt(v: Any) -> str:
    return "–" if v is None else str(v)


def _round(v: float | None, digits: int) -> float | None:
    return None if v is None else round(v, digits)


def markdown(report: dict[str, Any]) -> str:
    client = {"rust": f"{LOADGEN} (Rust)", "python": "benches.load.client (Python, aiohttp)"}.get(
        report.get("client", ""), report.get("client"))
    lines = [
        f"Load test of {report['date']} ({report['duration']} s per step, {report['cpus']} CPUs, "
        f"load average before the run {report['load_average_before']})"
        + (f"; load client {client}" if client else "")
        + ("; one request per decision (POST ?include=next)" if report.get("include_next") else "") + ".",
        "",
    ]
    fl = report.get("floor")
    if fl is not None:
        if fl.get("error"):
            lines += [f"HTTP floor on this machine: not measured ({fl['error']}).", ""]
        else:
            route, thread = fl["route"]["server_cpu_us_per_request"], fl["thread"]["server_cpu_us_per_request"]
            least = fmt(_round(floor_ms_per_action(fl), 2))
            lines += [
                (f"HTTP floor on this machine, same run: a bare Litestar route costs {fmt(route)} µs of server CPU "
                 f"per request ({fmt(thread)} µs with a thread hop) at {fl['concurrency']} connections, so an "
                 f"action's three requests cost at least {least} ms before any work."),
                "",
            ]
    lines += [
        "| store | workers | N | actions/s | action p50/p95/p99 ms | state p50/p99 ms | legal p50/p99 ms "
        "| spectate p50/p99 ms | errors | server CPU ms/action | server CPU % (run-queue wait s) | peak RSS MB "
        "| client CPU % per process | client CPU ms/request "
        "| load avg | lost-write check |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in report["steps"]:
        lat = r["latency_ms"]

        def pq(ep: str, qs: tuple[int, ...]) -> str:
            d = lat.get(ep)
            return "/".join(fmt(d.get(f"p{q}")) for q in qs) if d else "–"

        a = r["audit"]
        n_label = str(r["n"]) if r["tables"] == r["n"] else f"{r['n']} ({r['tables']} set up)"
        if r.get("include_next"):
            n_label += ", include=next"
        if r.get("mode") == "open":
            n_label += f", open loop {r['offered_actions_per_s']:g}/s offered ({r['missed_slots']} of {r['slots']} slots missed)"
        err_label = str(r["errors"]) + (f" (+{r['setup_errors']} in set-up)" if r["setup_errors"] else "")
        check = (f"{'ok' if a['ok'] else 'FAILED'}: {a['acknowledged']} acks in {a['games']} games, "
                 f"{a['missing_or_duplicated']} missing, {a['replay_verified']}/{a['replayed']} replayed")
        lines.append(
            f"| {r['store']} | {r['workers']} | {n_label} | {r['actions_per_s']} | {pq('action', (50, 95, 99))} "
            f"| {pq('state', (50, 99))} | {pq('legal', (50, 99))} | {pq('spectate', (50, 99))} | {err_label} "
            f"| {fmt(r['server_cpu_ms_per_action'])} | {r['server_cpu_percent']} ({fmt(r.get('server_run_queue_seconds'))}) "
            f"| {r['peak_rss_mb']} "
            f"| {', '.join(str(c) for c in r['client_cpu_percent'])} "
            f"| {fmt(r.get('client_cpu_ms_per_request'))} ({r.get('client', 'python')}) "
            f"| {r['load_average'][0]}→{r['load_average'][1]} "
            f"| {check} |"
        )
    appends = [(r["store"], r["append"]) for r in report["steps"] if "append" in r]
    if appends:
        lines += ["", "Application layer alone (`Games.act`, no HTTP, same store kind, measured after each step):", ""]
        lines += [
            f"- {s}, after N={r['n']}: {a['append_rate']:.0f} actions/s; CPU per action "
            f"{a['cpu_ms']['total']:.2f} ms (state {a['cpu_ms']['state']:.2f} + legal actions "
            f"{a['cpu_ms']['legal']:.2f} + act {a['cpu_ms']['act']:.2f}), plus {a['act_wait_ms']:.2f} ms "
            f"waiting for the commit per act (a 4 KiB write + fsync here: {a['fsync_ms']:.2f} ms); "
            f"the server spent {fmt(r['server_cpu_ms_per_action'])} ms CPU per action over HTTP"
            for (s, a), r in zip(appends, [r for r in report["steps"] if "append" in r], strict=True)
        ]
    profiled = [r for r in report["steps"] if r.get("profile_percent")]
    if profiled:
        lines += ["", "Where the server's active CPU samples fall (py-spy, innermost frame naming a layer):", ""]
        lines += [f"- {r['store']}, N={r['n']}, {r['workers']} worker(s), {r['profile_percent'].get('samples')} samples: "
                  + ", ".join(f"{k} {v}%" for k, v in r["profile_percent"].items() if k != "samples")
                  + ("; by activity: " + ", ".join(f"{k} {v}%" for k, v in r["profile_activities"].items())
                     if r.get("profile_activities") else "")
                  for r in profiled]
    lines += ["", "| target | measured | goal | ratio (≥ 1 is met) | met | note |", "|---|---|---|---|---|---|"]
    for t in report["targets"]:
        met = {True: "yes", False: "**no**", None: "–"}[t["met"]]
        lines.append(f"| {t['target']} | {fmt(t['value'])} | {fmt(t['goal'])} | {fmt(t['ratio'])} | {met} | {t.get('note', '')} |")
    return "\n".join(lines) + "\n"


def chart(report: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.2), dpi=110)
    series: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for r in report["steps"]:
        series.setdefault((r["store"], r["workers"]), []).append(r)
    for (store, workers), rows in sorted(series.items()):
        rows = sorted((r for r in rows if "action" in r["latency_ms"]), key=lambda r: r["n"])
        if not rows:
            continue
        label = store + (f", {workers} workers" if workers > 1 else "")
        ns = [r["n"] for r in rows]
        line = ax.plot(ns, [r["latency_ms"]["action"]["p99"] for r in rows], marker="o", label=f"{label}: p99")[0]
        ax.plot(ns, [r["latency_ms"]["action"]["p50"] for r in rows], marker="s", linestyle="--",
                color=line.get_color(), label=f"{label}: p50")
    ax.axhline(100, color="grey", linewidth=0.8, linestyle=":")
    ax.axhline(500, color="grey", linewidth=0.8, linestyle=":")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("concurrent games (N)")
    ax.set_ylabel("POST /actions latency (ms)")
    ax.set_title(f"Action latency against load ({report['duration']} s per step, shared 2-core machine)")
    ax.legend(fontsize=8)
    ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def parse_open_loop(text: str) -> tuple[int, float, float]:
    """``G:R:S`` (games, actions/s offered, seconds)."""
    parts = text.split(":")
    try:
        if len(parts) != 3:
            raise ValueError
        g, r, secs = int(parts[0]), float(parts[1]), float(parts[2])
    except ValueError:
        raise ValueError(f"--open-loop {text!r}: expected G:R:S, e.g. 200:500:20") from None
    if g < 1 or not r > 0 or not secs > 0:
        raise ValueError(f"--open-loop {text!r}: G >= 1, R > 0 and S > 0")
    return g, r, secs


def step_summary(row: dict[str, Any]) -> str:
    """One step in a line: throughput, latency, errors, and the CPU per request of the
    server and of the load clients."""
    lat = row["latency_ms"].get("action", {})
    out = ""
    if row.get("mode") == "open":
        sched = row["latency_ms"].get("action-scheduled", {})
        out = (f"offered {row['offered_actions_per_s']:g}/s: {row['slots']} slots, {row['missed_slots']} missed, "
               f"action from its slot p50 {sched.get('p50')} p99 {sched.get('p99')} ms; ")
    return out + (
        f"{row['actions_per_s']} actions/s, action p50 {lat.get('p50')} p99 {lat.get('p99')} ms, "
        f"{row['errors']} errors, server CPU {row['server_cpu_ms_per_action']} ms/action "
        f"{row['server_cpu_ms_per_request']} ms/request, "
        f"client CPU {row['client_cpu_ms_per_request']} ms/request ({row['client']}, "
        f"{row['client_cpu_percent']}% of a core), audit {'ok' if row['audit']['ok'] else 'FAILED'}"
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benches.load", description=__doc__.split("\n\n")[0])
    p.add_argument("--n", default=None,
                   help="concurrent games per step (comma-separated; default 10,50,200,1000, none with --open-loop)")
    p.add_argument("--duration", type=float, default=20.0, help="seconds of measured play per step")
    p.add_argument("--stores", default="auto", help="sqlite,postgres or auto (postgres when POSTGRES_HOST is set)")
    p.add_argument("--workers", type=int, default=1, help="server worker processes (serve --workers) for every step")
    p.add_argument("--compare-workers", type=int, default=200,
                   help="PostgreSQL: also run this N with 2 workers (when serve --workers exists; 0: never)")
    p.add_argument("--clients", type=int, default=0, help="client processes (0: 1 below N=100, else 2)")
    p.add_argument("--spectators", type=float, default=0.1, help="spectators per game (at least one)")
    p.add_argument("--followers", type=float, default=0.05, help="event-stream followers per game (at least one)")
    p.add_argument("--spectator-interval", type=float, default=1.0, help="seconds between a spectator's polls")
    p.add_argument("--append-seconds", type=float, default=5.0, help="the Games.act measurement per step (0: skip)")
    p.add_argument("--replay-budget", type=float, default=60.0, help="seconds of offline replay audit per step")
    p.add_argument("--port", type=int, default=8120,
                   help=f"the steps' server port (the HTTP floor's server uses this + {FLOOR_PORT_OFFSET})")
    p.add_argument("--floor-seconds", type=float, default=3.0,
                   help="seconds of each bare-route measurement (the HTTP floor) before the steps (0: skip)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default="docs/load", help="directory for results.json, results.md and latency.png")
    p.add_argument("--no-chart", action="store_true")
    p.add_argument("--server-env", action="append", metavar="NAME=VALUE",
                   help="an extra environment setting of the servers, e.g. SPECIES_ARENA_PROJECTIONS=external")
    p.add_argument("--py-spy", action="store_true",
                   help="sample the server with py-spy during each step and split its CPU by layer")
    p.add_argument("--client", choices=("auto", *CLIENTS), default="auto",
                   help=f"the load generator: rust ({LOADGEN}, built with cargo once per run), python "
                        "(benches.load.client, aiohttp), or auto (rust when it builds)")
    p.add_argument("--client-threads", type=int, default=0,
                   help=f"{LOADGEN}'s tokio worker threads (0: its current-thread runtime)")
    p.add_argument("--include-next", action="store_true",
                   help="one request per decision: POST ?include=next and play from the answer's next")
    p.add_argument("--next-n", default="",
                   help="N[,N]: closed-loop steps played with POST ?include=next, besides the --n steps (SQLite)")
    p.add_argument("--open-loop", action="append", default=[], metavar="G:R:S",
                   help="an open-loop step: G games, R actions/s offered on a fixed schedule, S seconds "
                        "(repeatable; on every store; --n steps only when --n is given too)")
    p.add_argument("--open-loop-next", action="append", default=[], metavar="G:R:S",
                   help="an open-loop step played with POST ?include=next, as the web table plays "
                        "(repeatable; SQLite)")
    args = p.parse_args(argv)

    try:
        open_loops = [parse_open_loop(x) for x in args.open_loop]
        open_next = [parse_open_loop(x) for x in args.open_loop_next]
    except ValueError as e:
        p.error(str(e))
    if args.n is None:
        args.n = "" if open_loops or open_next else "10,50,200,1000"
    ns = [int(x) for x in args.n.split(",") if x.strip()]
    stores = (["sqlite", "postgres"] if os.environ.get("POSTGRES_HOST") else ["sqlite"]) if args.stores == "auto" \
        else [s.strip() for s in args.stores.split(",") if s.strip()]
    have_workers = workers_available()
    # (store, N, workers, (rate, seconds) of an open loop, "next" for include=next, or None)
    plan: list[tuple[str, int, int, Any]] = [(s, n, args.workers, None) for s in stores for n in ns]
    if ns and "postgres" in stores and have_workers and args.compare_workers and args.workers == 1:
        plan.append(("postgres", args.compare_workers, 2, None))
        if args.compare_workers not in ns:
            plan.append(("postgres", args.compare_workers, 1, None))
    plan += [(s, g, args.workers, (r, secs, False)) for s in stores for g, r, secs in open_loops]
    plan += [("sqlite", g, args.workers, (r, secs, True)) for g, r, secs in open_next]
    # Closed-loop steps with one request per decision (?include=next): (store, N, workers, "next").
    plan += [("sqlite", int(x), args.workers, "next") for x in args.next_n.split(",") if x.strip()]
    # Every SQLite step before the PostgreSQL ones: a PostgreSQL server on this machine may go
    # on working after a step (checkpoints, autovacuum); a SQLite step run right after the
    # PostgreSQL open loop once stalled for 15 s, its server waiting 14 s for a core.
    plan.sort(key=lambda step: step[0] != "sqlite")
    try:
        args.client = resolve_client(args.client)
    except RuntimeError as e:
        log(str(e))
        return 2
    log(f"load client: {args.client}" + (" (include=next)" if args.include_next else ""))
    report: dict[str, Any] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "duration": args.duration,
        "cpus": os.cpu_count(),
        "load_average_before": [round(x, 2) for x in os.getloadavg()],
        "workers_available": have_workers,
        "client": args.client,
        "include_next": args.include_next,
        "steps": [],
    }
    if args.floor_seconds > 0:
        log(f"HTTP floor: a bare Litestar route, {args.floor_seconds} s per route")
        try:
            report["floor"] = floor.measure(args.port + FLOOR_PORT_OFFSET, args.floor_seconds)
        except (RuntimeError, OSError) as e:
            report["floor"] = {"error": str(e)}
            log(f"  not measured: {e}")
        else:
            fl = report["floor"]
            log(f"  {fl['route']['server_cpu_us_per_request']} µs server CPU per request "
                f"({fl['thread']['server_cpu_us_per_request']} µs with a thread hop), "
                f"{fl['route']['requests_per_s']} requests/s at {fl['concurrency']} connections")
    workdir = Path(tempfile.mkdtemp(prefix="species-load-"))
    try:
        for kind, n, workers, open_loop in plan:
            if open_loop is None:
                log(f"{kind}, N={n}, {workers} worker(s): {args.duration} s")
                row = run_step(args, kind, n, workers, workdir)
            elif open_loop == "next":
                log(f"{kind}, N={n}, {workers} worker(s), include=next: {args.duration} s")
                row = run_step(argparse.Namespace(**{**vars(args), "include_next": True}), kind, n, workers, workdir)
            else:
                rate, seconds, next_ = open_loop
                log(f"{kind}, N={n}, {workers} worker(s), open loop{', include=next' if next_ else ''}: "
                    f"{rate:g} actions/s offered for {seconds:g} s")
                step_args = {**vars(args), "duration": seconds, "include_next": args.include_next or next_}
                row = run_step(argparse.Namespace(**step_args), kind, n, workers, workdir, rate=rate)
            report["steps"].append(row)
            log("  " + step_summary(row))
    finally:
        if os.environ.get("SPECIES_LOAD_KEEP"):  # the stores, plans, logs and py-spy samples, for a closer look
            log(f"kept {workdir}")
        else:
            shutil.rmtree(workdir, ignore_errors=True)
    report["targets"] = targets(report["steps"], have_workers, report.get("floor"))
    out = ROOT / args.out if not Path(args.out).is_absolute() else Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    md = markdown(report)
    (out / "results.md").write_text(md, encoding="utf-8")
    if not args.no_chart:
        chart(report, out / "latency.png")
    print(md)
    ok = all(r["audit"]["ok"] for r in report["steps"])
    return 0 if ok else 1
