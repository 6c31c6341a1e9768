"""``species-arena arena``: bot against bot over seeded games, the thin Python
entry over ``core_rs.arena``.

Game ``k`` uses seed ``seed + k``; the bot list is padded to one bot per seat by repeating
its last bot (``search:2000,greedy`` at 3 seats is one search bot against two greedy ones)
and rotated every game, so each bot plays every seat equally often. Prints, per bot, the
share of its seats that won (a tie for first counts as a shared win) with a 95% Wilson
interval, and its mean score margin (its score minus the best other seat's); writes a PNG.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from dataclasses import dataclass
from typing import Any

import core_rs
from service.cli.options import hex_seed

Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion ``wins / n``."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class BotLine:
    bot: str
    seats: int = 0
    wins: float = 0.0
    margin: float = 0.0

    @property
    def rate(self) -> float:
        return self.wins / self.seats if self.seats else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.seats)

    @property
    def mean_margin(self) -> float:
        return self.margin / self.seats if self.seats else 0.0


def summarize(results: list[dict[str, Any]], bots: list[str]) -> tuple[list[BotLine], int]:
    """Per listed bot: seats played, seat wins and score margins; and unfinished games."""
    lines = [BotLine(b) for b in bots]
    unfinished = 0
    for r in results:
        scores = r["scores"]
        if scores is None:
            unfinished += 1
            continue
        winners = r["winners"]
        for seat, bi in enumerate(r["bot_index"]):
            line = lines[bi]
            line.seats += 1
            if seat in winners:
                line.wins += 1 / len(winners)
            others = [s for j, s in enumerate(scores) if j != seat]
            line.margin += scores[seat] - max(others)
    return lines, unfinished


def table(lines: list[BotLine]) -> str:
    out = [f"{'bot':20} {'seats':>6} {'win rate':>9} {'95% CI (Wilson)':>17} {'mean margin':>12}"]
    for ln in lines:
        lo, hi = ln.interval
        out.append(
            f"{ln.bot:20} {ln.seats:6} {100 * ln.rate:8.1f}% {100 * lo:7.1f}–{100 * hi:5.1f}% {ln.mean_margin:12.2f}"
        )
    return "\n".join(out)


def chart(lines: list[BotLine], path: str, title: str, chance: float) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    names = [ln.bot for ln in lines]
    rates = [100 * ln.rate for ln in lines]
    lo = [max(0.0, 100 * (ln.rate - ln.interval[0])) for ln in lines]
    hi = [max(0.0, 100 * (ln.interval[1] - ln.rate)) for ln in lines]
    ax.bar(names, rates, yerr=[lo, hi], capsize=6, color="#4c78a8")
    ax.axhline(100 * chance, color="grey", linestyle="--", label=f"chance {100 * chance:.0f}%")
    ax.set_ylim(0, 100)
    ax.set_ylabel("seats won (%), 95% Wilson interval")
    ax.set_title(title)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def cmd_arena(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    t0 = time.perf_counter()
    results = json.loads(
        core_rs.arena(args.game, args.seats, ",".join(bots), args.games, args.seed, args.options, args.threads)
    )
    seconds = time.perf_counter() - t0
    lines, unfinished = summarize(results, bots)
    last = (args.seed + args.games - 1) % 2**64
    print(f"{args.game}, {args.seats} seats, {args.games} games (seeds {args.seed:x}..{last:x}, hex), "
          f"bots {','.join(bots)}, options {args.options}, {seconds:.1f} s")
    print(table(lines))
    if unfinished:
        print(f"{unfinished} games did not finish")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"game": args.game, "seats": args.seats, "bots": bots, "seed": f"{args.seed:x}",
                       "seconds": seconds,
                       "games": [{**r, "seed": f"{r['seed']:x}"} if isinstance(r.get("seed"), int) else r
                                 for r in results]}, f)
    if args.png:
        chart(lines, args.png, f"{args.game} · {args.seats} seats · {args.games} games", 1 / args.seats)
        print(f"chart written to {args.png}")
    return 0


def add_command(sub: Any) -> None:
    a = sub.add_parser("arena", help="bot against bot over seeded games: win rates with 95%% intervals")
    a.add_argument("game", help="the game type: dominant-species, evo or la-isla")
    a.add_argument("--seats", type=int, default=2, help="the number of seats (default 2)")
    a.add_argument("--bots", default="search,greedy",
                   help="comma-separated bots (random, greedy, search[:N][:Mms]); the last repeats to fill the seats")
    a.add_argument("--games", type=int, default=40, help="the number of seeded games (default 40)")

    a.add_argument("--seed", type=hex_seed, default=1,
                   help="the first game's seed as hex, 1 to 16 digits; game i uses seed + i (default 1)")
    a.add_argument("--options", default="null", help="the game's setup options as JSON")
    a.add_argument("--threads", type=int, default=2, help="worker threads (default 2)")
    a.add_argument("--json", default="", help="write every game's result to this JSON file")
    a.add_argument("--png", default="", help="write the win-rate chart to this PNG file")
    a.set_defaults(func=cmd_arena)
