"""Words the read models and the service share."""

from __future__ import annotations

from arena_events import bot_parts

__all__ = ["bot_parts", "bot_words"]

_BOT_WORDS = {"random": "Random bot", "greedy": "Greedy bot", "search": "Search bot"}


def bot_words(kind: str | None) -> str:
    """A bot kind in English words, the one way every page and API text names it (as
    service/static/js/words.js ``botWords``): "Greedy bot", "Search bot (200 iterations)"
    for ``search:200``, "Search bot (200 ms)" for ``search:200ms`` (other languages:
    ``service.app.words.bot_msg``)."""
    name, parts = bot_parts(kind)
    words = _BOT_WORDS.get(name, f"{name.capitalize()} bot")
    said = [f"{n} ms" if unit == "ms" else f"{n} iteration{'' if n == 1 else 's'}" for unit, n in parts]
    return f"{words} ({', '.join(said)})" if said else words
