"""Words the read models and the service share."""

from __future__ import annotations


_BOT_WORDS = {"random": "Random bot", "greedy": "Greedy bot", "search": "Search bot"}


def bot_words(kind: str | None) -> str:
    """A bot kind in words, the one way every page and API text names it (as
    service/static/js/words.js ``botWords``): "Greedy bot", "Search bot (200 iterations)"
    for ``search:200``, "Search bot (200 ms)" for ``search:200ms``."""
    k = str(kind or "greedy")
    name, _, budget = k.partition(":")
    words = _BOT_WORDS.get(name, f"{name.capitalize()} bot")
    if not budget:
        return words
    parts = []
    for p in budget.split(":"):
        if p.endswith("ms") and p[:-2].isdigit():
            parts.append(f"{p[:-2]} ms")
        elif p.isdigit():
            parts.append(f"{p} iteration{'' if p == '1' else 's'}")
    return f"{words} ({', '.join(parts)})" if parts else words
