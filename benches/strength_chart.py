"""The strength chart of docs/bots.md: every matchup of ``make strength`` in one PNG,
read from the tables that ``species-arena arena`` printed into ``docs/strength/*.txt``."""

from __future__ import annotations

import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "docs" / "strength"
MATCHUPS = [
    ("dominant-species-vs-greedy", "DS 2p vs greedy", 0.70),
    ("la-isla-vs-greedy", "La Isla 2p vs greedy", 0.70),
    ("evo-vs-greedy", "Evo 3p vs 2 greedy", 0.55),
    ("dominant-species-vs-random", "DS 2p vs random", 0.95),
    ("la-isla-vs-random", "La Isla 2p vs random", 0.95),
    ("evo-vs-random", "Evo 3p vs 2 random", 0.95),
]
ROW = re.compile(r"^(search\S*)\s+(\d+)\s+([\d.]+)%\s+([\d.]+)–\s*([\d.]+)%\s+(-?[\d.]+)$")


def main() -> int:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names, rates, los, his, targets = [], [], [], [], []
    for stem, label, target in MATCHUPS:
        f = OUT / f"{stem}.txt"
        if not f.exists():
            continue
        for line in f.read_text().splitlines():
            m = ROW.match(line.strip())
            if m:
                rate, lo, hi = float(m[3]), float(m[4]), float(m[5])
                names.append(f"{label}\n{m[1]}, n={m[2]}")
                rates.append(rate)
                los.append(max(0.0, rate - lo))
                his.append(max(0.0, hi - rate))
                targets.append(100 * target)
    fig, ax = plt.subplots(figsize=(11, 4.5))
    xs = range(len(names))
    ax.bar(xs, rates, yerr=[los, his], capsize=6, color="#4c78a8", label="search bot's win rate (95% Wilson)")
    ax.scatter(xs, targets, marker="_", s=900, color="#e45756", zorder=3, label="target")
    ax.set_xticks(list(xs), names, fontsize=8)
    ax.set_ylim(0, 105)
    ax.set_ylabel("games won (%)")
    ax.set_title("species-arena search bot (SO-ISMCTS) against the built-in bots")
    ax.legend(loc="lower right")
    fig.tight_layout()
    path = OUT / "strength.png"
    fig.savefig(path, dpi=100)
    print(f"chart written to {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
