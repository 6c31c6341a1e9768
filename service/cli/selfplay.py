"""Self-play at scale and its report (the thin Python entry over ``core_rs.selfplay``).

``species-arena selfplay`` plays complete seeded games between bots for every player count
(and, for Dominant Species, every variant combination), with all the harness checks, and
fails on the first broken guarantee with a reproduction. ``species-arena report`` plays N
games and prints rounds and decisions per game, the score distribution per role (animal,
colour) and the win rates by seat, role and bot type, as a table and a PNG chart.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

import core_rs
from service.cli.options import UsageError, hex_seed, parse_options
from service.domain.engine import canonical_json


def _accepted(game: str, seats: int, options: dict[str, Any]) -> bool:
    """Whether the engine sets up ``game`` for ``seats`` with ``options`` (a choice such as
    La Isla's first player may name a seat that a smaller table does not have)."""
    try:
        core_rs.Engine.create(game, seats, canonical_json(options), 1)
    except core_rs.RuleError:
        return False
    return True


def variants_for(game: str, seats: int) -> list[dict[str, Any]]:
    """The option sets to exercise, read from the engine's registry (``core_rs.option_specs``):
    the defaults; every option at each of its other values alone (a bool on, each other
    choice); and every option at its first other value together. Options limited to other
    player counts, and combinations the engine refuses, are left out."""
    specs = [
        o for o in json.loads(core_rs.option_specs(game)) if not o["seats"] or seats in o["seats"]
    ]
    others: dict[str, list[Any]] = {}
    for o in specs:
        if o["kind"] == "bool":
            values = [not o["default"]]
        else:
            values = [value for value, _ in o["choices"] if value != o["default"]]
        if values:
            others[o["name"]] = values
    candidates: list[dict[str, Any]] = [{}]
    candidates += [{name: v} for name, values in others.items() for v in values]
    candidates.append({name: values[0] for name, values in others.items()})
    out: list[dict[str, Any]] = []
    for opts in candidates:
        if opts not in out and _accepted(game, seats, opts):
            out.append(opts)
    return out


@dataclass
class Run:
    game: str
    seats: int
    options: dict[str, Any]
    bots: str
    report: dict[str, Any]
    seconds: float

    @property
    def failures(self) -> list[dict[str, Any]]:
        return self.report["failures"]


def run(
    game: str,
    seats: int,
    options: dict[str, Any],
    bots: str,
    games: int,
    seed: int,
    check_every: int = 1,
    threads: int = 1,
) -> Run:
    if not hasattr(core_rs, "selfplay"):
        raise UsageError(
            "self-play needs the engine's test kit, which the product build leaves out: install the "
            "development build (`make install` builds core_rs with the `testing` feature)"
        )
    t0 = time.perf_counter()
    report = json.loads(
        core_rs.selfplay(game, seats, canonical_json(options), bots, games, seed, check_every, 200_000, threads)
    )
    return Run(game, seats, options, bots, report, time.perf_counter() - t0)


def plan(games_filter: list[str] | None) -> list[tuple[str, int, dict[str, Any]]]:
    """Every (game, seats, options) combination to play."""
    out = []
    for name, lo, hi in sorted(core_rs.games_list()):
        if games_filter and name not in games_filter:
            continue
        for seats in range(lo, hi + 1):
            for opts in variants_for(name, seats):
                out.append((name, seats, opts))
    return out


def cmd_selfplay(args: argparse.Namespace) -> int:
    combos = plan(args.game)
    per = max(1, args.games // max(1, len(combos)))
    total = 0
    failures = 0
    t0 = time.perf_counter()
    for i, (name, seats, opts) in enumerate(combos):
        bots = ",".join(("random", "greedy")[(s + i) % 2] if args.mix else "random" for s in range(seats))
        r = run(name, seats, opts, bots, per, args.seed + i * 1_000_003, args.check_every, args.threads)
        n = len(r.report["games"])
        total += n
        failures += len(r.failures)
        rate = n / r.seconds if r.seconds else float("inf")
        print(f"{name:17} {seats} seats {canonical_json(opts):60} {n:7} games {rate:9.1f} games/s  failures {len(r.failures)}")
        for f in r.failures[:3]:
            print(f"  FAILURE seed={int(f['seed']):x} decision={f['decision']}: {f['reason']}")
            print(f"  reproduce: {len(f['actions'])} actions recorded")
    secs = time.perf_counter() - t0
    print(f"total: {total} complete games, {failures} failures, {secs:.1f} s")
    return 1 if failures else 0


@dataclass
class Stats:
    rounds: list[int] = field(default_factory=list)
    decisions: list[int] = field(default_factory=list)
    role_scores: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    wins_by_seat: dict[int, float] = field(default_factory=lambda: defaultdict(float))
    wins_by_role: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    wins_by_bot: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    seats_by_bot: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    games: int = 0


def collect(reports: list[Run]) -> Stats:
    st = Stats()
    for r in reports:
        bots = r.bots.split(",")
        for g in r.report["games"]:
            st.games += 1
            st.rounds.append(g["rounds"])
            st.decisions.append(g["decisions"])
            out = g["outcome"]
            winners = out["winners"]
            share = 1 / len(winners) if winners else 0
            for s in range(r.seats):
                st.seats_by_bot[bots[s % len(bots)]] += 1
            for w in winners:
                st.wins_by_seat[w] += share
                st.wins_by_bot[bots[w % len(bots)]] += share
            roles = (out.get("detail") or {}).get("roles") or [
                {"role": f"seat {s}", "seat": s, "score": sc} for s, sc in enumerate(out["scores"])
            ]
            for role in roles:
                st.role_scores[role["role"]].append(role["score"])
                if role["seat"] in winners:
                    st.wins_by_role[role["role"]] += share
    return st


def table(st: Stats) -> str:
    def summary(xs: list[int]) -> str:
        if not xs:
            return "-"
        return f"mean {statistics.mean(xs):7.1f}  min {min(xs):5}  median {statistics.median(xs):7.1f}  max {max(xs):5}"

    lines = [f"games: {st.games}", f"rounds per game:    {summary(st.rounds)}", f"decisions per game: {summary(st.decisions)}", ""]
    lines.append("score per role:")
    for role, xs in sorted(st.role_scores.items()):
        win = 100 * st.wins_by_role.get(role, 0) / max(1, len(xs))
        lines.append(f"  {role:12} {summary(xs)}  wins {win:5.1f}% of its games")
    lines.append("wins by seat:")
    for seat, w in sorted(st.wins_by_seat.items()):
        lines.append(f"  seat {seat}: {100 * w / max(1, st.games):5.1f}%")
    lines.append("wins by bot type (per seat played):")
    for bot, w in sorted(st.wins_by_bot.items()):
        lines.append(f"  {bot:7} {100 * w / max(1, st.seats_by_bot[bot]):5.1f}% of its seats won")
    return "\n".join(lines)


#: The extra that installs the plotting library of ``report --png``.
PLOT_EXTRA = "species-arena[plot]"


def chart(st: Stats, path: str, title: str) -> None:
    try:
        import matplotlib
    except ImportError:

        raise UsageError(f"report --png needs matplotlib: pip install '{PLOT_EXTRA}' (or pip install matplotlib)") from None

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    roles = sorted(st.role_scores)
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.5))
    axes[0].boxplot([st.role_scores[r] for r in roles], tick_labels=roles)
    axes[0].set_title("final score per role")
    axes[0].tick_params(axis="x", rotation=30)
    axes[1].bar(roles, [100 * st.wins_by_role.get(r, 0) / max(1, len(st.role_scores[r])) for r in roles])
    axes[1].set_title("win rate per role (%)")
    axes[1].tick_params(axis="x", rotation=30)
    axes[2].hist(st.decisions, bins=30)
    axes[2].set_title("decisions per game")
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def cmd_report(args: argparse.Namespace) -> int:

    opts = parse_options(args.options)
    if args.game not in core_rs_games():
        raise UsageError(f"unknown game {args.game!r}; known: {', '.join(sorted(core_rs_games()))}")
    if args.png:
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise UsageError(f"report --png needs matplotlib: pip install '{PLOT_EXTRA}' (or pip install matplotlib)") from None
    bots = args.bots or ",".join("random" for _ in range(args.seats))
    r = run(args.game, args.seats, opts, bots, args.games, args.seed, 0, args.threads)
    if r.failures:
        print(f"{len(r.failures)} games failed a check; first: {r.failures[0]['reason']}", file=sys.stderr)
    st = collect([r])
    print(f"{args.game}, {args.seats} seats, options {canonical_json(opts)}, bots {bots}, {r.seconds:.1f} s")
    print(table(st))
    if args.png:
        chart(st, args.png, f"{args.game} · {args.seats} seats · {bots}")
        print(f"chart written to {args.png}")
    return 1 if r.failures else 0


def core_rs_games() -> list[str]:
    return [name for name, _, _ in core_rs.games_list()]


def add_commands(sub: Any) -> None:

    s = sub.add_parser("selfplay", help="complete seeded bot games with every invariant check")
    s.add_argument("--games", type=int, default=1000, help="total games, split over every combination")
    s.add_argument("--game", action="append", help="only this game type (repeatable)")
    s.add_argument("--seed", type=hex_seed, default=1, help="the first game's seed, as hex (default: 1)")
    s.add_argument("--check-every", type=int, default=1, help="deep checks every N actions (0: end only)")
    s.add_argument("--threads", type=int, default=2, help="worker threads (default: %(default)s)")
    s.add_argument("--mix", action="store_true", help="alternate random and greedy bots")
    s.set_defaults(func=cmd_selfplay)
    r = sub.add_parser("report", help="play N games and report scores, win rates and lengths")
    r.add_argument("game", help="a game type, e.g. dominant-species")
    r.add_argument("--seats", type=int, default=4, help="the number of seats (default: %(default)s)")
    r.add_argument("--games", type=int, default=1000, help="games to play (default: %(default)s)")
    r.add_argument("--options", default="{}", help="the game's setup options as a JSON object")
    r.add_argument("--bots", default="", help="comma-separated bot kind per seat")
    r.add_argument("--seed", type=hex_seed, default=1, help="the first game's seed, as hex (default: 1)")
    r.add_argument("--threads", type=int, default=2, help="worker threads (default: %(default)s)")
    r.add_argument("--png", default="", help="write a chart to this PNG file")
    r.set_defaults(func=cmd_report)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="species-arena")
    add_commands(p.add_subparsers(dest="command", required=True))
    args = p.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
