"""The ``species-arena`` command: serve, play, export, audit, projections run|rebuild.

Every command works on the store the environment configures (``service.config``).
"""

from __future__ import annotations

import argparse
import gc
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any
from uuid import UUID

from service.cli.options import UsageError, hex_seed, parse_options
from service.config import Settings


def _games(settings: Settings) -> Any:
    from service.app.games import Games

    return Games(
        env=settings.eventsourcing_env(),
        admin_token=settings.admin_token,
        snapshot_interval=settings.snapshot_interval,
    )


#: Seconds a thread may hold the GIL while another waits for it (Python's default: 5 ms),
#: set by ``serve`` for its process (Granian's workers are forked from it and keep it).
#: The event loop answers most reads itself and hands writes to worker threads; with the
#: default, a loop waiting for the GIL behind a busy worker thread lets every connection
#: wait up to 5 ms. Measured with 50 games on SQLite (one server process): 98 actions/s
#: with 5 ms, 129 with 1 ms, at the same CPU per action.
GIL_SWITCH_INTERVAL = 0.001
#: The cyclic garbage collector's thresholds in a server process (Python's default: 700, 10,
#: 10). A server's allocations are mostly short-lived and freed by reference counting, while
#: the games it holds are many long-lived objects: with the defaults, an open loop of 1000
#: games at 300 actions/s ran 22 full collections in 45 s, 4.4 s of CPU in all, each stopping
#: the event loop for 150-320 ms (the tail of every latency); with these, none, and a young
#: collection every few seconds (docs/load.md, the third round).
GC_THRESHOLDS = (50_000, 20, 10)


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    settings = Settings.from_env()
    settings.eventsourcing_env()  # a bad setting is one line here, not a traceback in the server
    workers = settings.workers if args.workers is None else args.workers
    if workers < 1:
        raise UsageError(f"--workers must be at least 1, not {workers}")
    from service.runtime.connections import guarded_protocol
    from service.runtime.workers import prepare_store, serve_workers

    # A server process's setting, not the app's: building an app (tests, embedding) leaves
    # the interpreter as it is.
    sys.setswitchinterval(GIL_SWITCH_INTERVAL)
    gc.set_threshold(*GC_THRESHOLDS)
    # Nor do a server's log records need what Python's logging documents as optional (its
    # "Optimization" section): the caller's file and line (a look up the stack per record),
    # the thread's name, the multiprocessing process name. The JSON line has none of them.
    logging._srcfile = None  # type: ignore[attr-defined]
    logging.logThreads = False
    logging.logMultiprocessing = False
    if workers > 1:
        return serve_workers(settings, args.host, args.port, workers, args.log_level)
    prepare_store(settings)  # another server may be starting on the same new store
    # uvicorn's own access line is off: the service logs each request once, as JSON, with
    # its request id and without its query (which may hold a stream ticket) (service.api.ops).
    # Forwarded headers are the app's business (SPECIES_ARENA_TRUSTED_PROXIES,
    # service.api.ops.ForwardedMiddleware), never uvicorn's: it trusts 127.0.0.1 by default.
    uvicorn.run("service.api.app:create_app", factory=True, host=args.host, port=args.port, log_level=args.log_level,
                access_log=False, proxy_headers=False, http=guarded_protocol(settings.header_timeout),
                limit_concurrency=settings.max_connections)
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """Play a whole game with bots through the application, with a progress display."""
    from rich.console import Console
    from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn, TimeElapsedColumn
    from rich.table import Table

    console = Console(stderr=False)
    kinds = [k.strip() for k in args.bots.split(",")] if args.bots else ["random"] * args.seats
    if len(kinds) != args.seats:
        raise UsageError(f"--bots names {len(kinds)} bots for {args.seats} seats")
    options = parse_options(args.options)
    settings = Settings.from_env()
    games = _games(settings)
    g, _ = games.create_game(args.game, args.seats, options, dict(enumerate(kinds)), args.seed, play_bots=False)
    console.print(f"game [bold]{g.id}[/bold] ({args.game}, {args.seats} seats: {', '.join(kinds)})")
    console.print(f"seed commitment {g.commitment}")
    moves = 0
    with Progress(
        SpinnerColumn(), TextColumn("{task.description}"), BarColumn(), TextColumn("{task.completed} moves"),
        TimeElapsedColumn(), console=console, transient=False,
    ) as progress:
        task = progress.add_task("starting", total=args.max_moves)
        limit = args.max_moves if args.max_moves is not None else 10**9
        while moves < limit:
            g, n = games.advance_bots(g.id, min(args.batch, limit - moves))
            moves += n
            p = g.engine.progress()
            progress.update(task, completed=moves, description=f"round {p.get('round', '?')} · {p.get('phase', '?')}")
            if n == 0:
                break
    table = Table(title=f"{args.game}: {'final' if g.finished else 'current'} scores")
    for col in ("seat", "bot", "score", "place"):
        table.add_column(col)
    outcome = g.engine.outcome()
    scores = outcome["scores"] if outcome else g.engine.scores()
    ranking = outcome["ranking"] if outcome else []
    for seat in range(g.seats):
        place = str(ranking.index(seat) + 1) if seat in ranking else "-"
        table.add_row(str(seat), kinds[seat], str(scores[seat]), place)
    console.print(table)
    if g.finished:
        console.print(f"game over after {moves} moves; seed revealed: {g.seed}")
        return 0
    pending = g.engine.pending()
    if pending is not None and moves < limit:
        console.print(
            f"[yellow]stalled after {moves} moves: the engine offers seat {pending.seats[0]} no legal action "
            f"for {pending.kind!r} (its rules stop here)[/yellow]"
        )
        return 3
    console.print(f"[yellow]stopped after --max-moves {limit}[/yellow]")
    return 3


def _game_id(text: str) -> UUID:
    try:
        return UUID(text)
    except ValueError:
        raise UsageError(f"not a game id or an existing file: {text}") from None


def cmd_export(args: argparse.Namespace) -> int:
    """Write a game's full history as JSON lines (seed included: operator use)."""
    games = _games(Settings.from_env())
    records = [r.to_dict() for r in games.history(_game_id(args.game))]
    out = sys.stdout if args.output in (None, "-") else open(args.output, "w", encoding="utf-8")  # noqa: SIM115
    try:
        for rec in records:
            out.write(json.dumps(rec, sort_keys=True, separators=(",", ":")) + "\n")
    finally:
        if out is not sys.stdout:
            out.close()
    if not any(r["type"] == "GameFinished" for r in records):
        print("warning: the game has not finished; the export contains its secret seed", file=sys.stderr)
    return 0


def cmd_audit(args: argparse.Namespace) -> int:
    """Audit an exported file offline, or a game in the store; exit 1 when not verified."""
    from service.app.audit import audit_records

    path = Path(args.target)
    if path.is_file():
        records = []
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError as err:
                print(json.dumps({"verified": False, "events": len(records),
                                  "first_divergence": {"version": n, "reason": f"line {n} is not JSON: {err}"}}))
                return 1
        report = audit_records(records)
    else:
        games = _games(Settings.from_env())
        report = audit_records(games.history(_game_id(args.target)))
    print(json.dumps(report, indent=2))
    return 0 if report["verified"] else 1


def cmd_projections(args: argparse.Namespace) -> int:
    import projections
    from service.app.games import Games

    env = Settings.from_env().eventsourcing_env()
    if args.action == "rebuild":
        position = projections.rebuild(env, Games)
        print(f"read models rebuilt up to position {position}")
    else:
        projections.run_forever(env, Games, stop_after=args.stop_after)
    return 0


def cmd_remote_play(args: argparse.Namespace) -> int:
    """Play one seat of a game on a running server through the typed client
    (``species_arena_client``): claim it (or use ``--token``), then act on every decision."""
    import random

    import httpx

    from species_arena_client import Client, ProblemError, VersionConflict

    rng = random.Random(args.rng_seed)
    try:
        with Client(args.url, args.token, language=args.lang) as api:
            if api.token is None:
                seat = api.claim_seat(args.game_id, args.seat, args.player)
                api.token = seat.token
                print(f"claimed seat {args.seat} as {args.player}")
            moves = 0
            # One round trip per decision: each action's answer carries the seat's next
            # state and legal actions (?include=next); only a wait or a conflict reads again.
            state, legal = api.state(args.game_id), api.legal_actions(args.game_id)
            while not state.finished:
                if args.max_moves is not None and moves >= args.max_moves:
                    print(f"stopped after --max-moves {args.max_moves}")
                    return 3
                if not legal.choices:
                    next(api.stream(args.game_id, after=state.version), None)  # wait for a move
                    state, legal = api.state(args.game_id), api.legal_actions(args.game_id)
                    continue
                choice = legal.choices[0] if args.policy == "first" else rng.choice(legal.choices)
                try:
                    out = api.act(args.game_id, choice.action, legal.version, include_next=True)
                except VersionConflict:
                    # a search bot deciding at the same time moved first: choose again
                    state, legal = api.state(args.game_id), api.legal_actions(args.game_id)
                    continue
                moves += 1
                print(f"v{out.action_version}: {choice.label}" + (f" (+{out.bot_actions} bot moves)" if out.bot_actions else ""))
                if out.next:
                    state, legal = out.next.state, out.next.legal_actions
                else:  # pragma: no cover - a server without ?include=next
                    state, legal = api.state(args.game_id), api.legal_actions(args.game_id)
            print(f"game over after {moves} moves of this seat; scores: {state.scores}")
            return 0
    except ProblemError as err:
        print(f"{err.status} {err.code}: {err.detail}", file=sys.stderr)
        return 1
    except (httpx.TransportError, OSError) as err:
        print(f"cannot reach {args.url}: {err}", file=sys.stderr)
        return 2


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="species-arena", description="An event-sourced species board-game service.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("serve", help="run the HTTP service (SQLite under ./var by default)")
    s.add_argument("--host", default="127.0.0.1", help="the address to listen on (default: %(default)s)")
    s.add_argument("--port", type=int, default=8000, help="the port to listen on (default: %(default)s)")
    s.add_argument("--log-level", default="info", choices=["critical", "error", "warning", "info", "debug", "trace"],
                   help="uvicorn's log level (default: %(default)s)")
    s.add_argument("--workers", type=int, default=None,
                   help="worker processes sharing the port and the store (default: $SPECIES_ARENA_WORKERS or 1)")
    s.set_defaults(func=cmd_serve)

    s = sub.add_parser("play", help="play a whole game with bots, showing progress and the final scores")
    s.add_argument("game", help="a game type, e.g. dominant-species")
    s.add_argument("--seats", type=int, required=True, help="the number of seats (every seat is a bot)")
    s.add_argument("--bots", help="one bot kind per seat, comma-separated: random, greedy or search[:N][:Mms] (default: all random)")
    s.add_argument("--seed", type=hex_seed, help="the seed as hex, 1 to 16 digits (default: a secret random one)")
    s.add_argument("--options", help="the game's setup options as JSON")
    s.add_argument("--max-moves", type=int, default=None, help="stop after this many moves")
    s.add_argument("--batch", type=int, default=25, help="bot moves recorded per transaction")
    s.set_defaults(func=cmd_play)

    s = sub.add_parser("export", help="write a game's history as JSON lines")
    s.add_argument("game", help="the game id")
    s.add_argument("-o", "--output", help="the file to write (default: standard output)")
    s.set_defaults(func=cmd_export)

    s = sub.add_parser("audit", help="replay and verify a game (an exported FILE, or a GAME id in the store)")
    s.add_argument("target", metavar="FILE|GAME", help="a file written by export, or a game id in the store")
    s.set_defaults(func=cmd_audit)

    s = sub.add_parser("projections", help="run the read-model projection, or rebuild it from position 0")
    s.add_argument("action", choices=["run", "rebuild"], help="run: follow the store; rebuild: drop the read models and replay")
    s.add_argument("--stop-after", type=float, default=None, help="run: stop after this many seconds")
    s.set_defaults(func=cmd_projections)

    from service.cli.arena import add_command as add_arena
    s = sub.add_parser("remote", help="use a running server through its REST API (the typed client)")
    remote = s.add_subparsers(dest="remote_command", required=True)
    r = remote.add_parser("play", help="claim a seat of a game on a server and play it to the end")
    r.add_argument("url", help="the server's base URL, e.g. http://127.0.0.1:8000")
    r.add_argument("game_id", help="the game id")
    r.add_argument("--seat", type=int, default=0, help="the seat to claim (default 0)")
    r.add_argument("--player", default="cli", help="the player name to claim it under (default: cli)")
    r.add_argument("--token", default=os.environ.get("SPECIES_ARENA_TOKEN"),
                   help="play with this seat token instead of claiming (default: $SPECIES_ARENA_TOKEN)")
    r.add_argument("--policy", choices=["random", "first"], default="random",
                   help="how to choose among the legal actions (default: random)")
    r.add_argument("--rng-seed", type=int, default=None, help="seed of the random policy's choices")
    r.add_argument("--max-moves", type=int, default=None, help="stop after this many moves of the seat")
    r.add_argument("--lang", choices=["en", "el", "hu", "ru"], default=None,
                   help="the language of the server's words: the choices printed and its problem details "
                        "(default: the server's, English)")
    r.set_defaults(func=cmd_remote_play)

    from service.cli.selfplay import add_commands

    add_commands(sub)
    add_arena(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    from service.app.errors import ServiceError

    try:
        return int(args.func(args))
    except UsageError as err:
        print(f"species-arena {args.command}: error: {err}", file=sys.stderr)
    except ServiceError as err:
        print(f"species-arena {args.command}: error: {err.code}: {err.detail}", file=sys.stderr)
    except ValueError as err:  # the environment's settings (service.config)
        print(f"species-arena {args.command}: error: {err}", file=sys.stderr)
    except OSError as err:
        print(f"species-arena {args.command}: error: {err}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
