"""Words the read models and the service share."""

from __future__ import annotations


_BOT_WORDS = {"random": "Random bot", "greedy": "Greedy bot", "search": "Search bot"}


def bot_parts(kind: str | None) -> tuple[str, list[tuple[str, int]]]:
    """A bot kind's name and budget: ``"search:200ms"`` -> ``("search", [("ms", 200)])``,
    ``"search:200"`` -> ``("search", [("iterations", 200)])``, ``None`` -> ``("greedy", [])``;
    a budget part that is neither is left out."""
    name, _, budget = str(kind or "greedy").partition(":")
    parts: list[tuple[str, int]] = []
    for p in budget.split(":") if budget else []:
        if p.endswith("ms") and p[:-2].isdigit():
            parts.append(("ms", int(p[:-2])))
        elif p.isdigit():
            parts.append(("iterations", int(p)))
    return name, parts


def bot_words(kind: str | None) -> str:
    """A bot kind in English words, the one way every page and API text names it (as
    service/static/js/words.js ``botWords``): "Greedy bot", "Search bot (200 iterations)"
    for ``search:200``, "Search bot (200 ms)" for ``search:200ms`` (other languages:
    ``service.app.words.bot_msg``)."""
    name, parts = bot_parts(kind)
    words = _BOT_WORDS.get(name, f"{name.capitalize()} bot")
    said = [f"{n} ms" if unit == "ms" else f"{n} iteration{'' if n == 1 else 's'}" for unit, n in parts]
    return f"{words} ({', '.join(said)})" if said else words
