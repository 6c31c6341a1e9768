"""What the games' words share: an item of the log, and the interface of a game's words."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Items longer than this many sentences show the first ones, and the rest when expanded.
SHOWN = 3


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def listing(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def title_words(code: str) -> str:
    """``"mass_exodus"`` -> ``"Mass Exodus"``."""
    return " ".join(w.capitalize() for w in str(code).replace("-", "_").split("_") if w)


@dataclass
class Item:
    seat: int | None
    kind: str
    words: list[str]
    scoring: bool = False
    quiet: bool = False

    def out(self) -> dict[str, Any]:
        said = [sentence(w) for w in self.words if w]
        shown = said[:SHOWN]
        text = " ".join(shown)
        if len(said) > SHOWN:
            text += f" (and {len(said) - SHOWN} more)"
        return {
            "seat": self.seat,
            "kind": self.kind,
            "text": text,
            "details": said,
            "scoring": self.scoring,
            "quiet": self.quiet,
        }


@dataclass
class Words:
    """A game's words (each game's module subclasses it)."""

    view: dict[str, Any]
    catalogue: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        """A game reads its board's names from the view here."""

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        return title_words(p) if isinstance(p, str) else None

    def prepare(self, effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The effects to say (a game drops those that another one says better)."""
        return effects

    def actor(self, fx: dict[str, Any]) -> int | None:
        s = fx.get("seat")
        return s if isinstance(s, int) else None

    def effect(self, fx: dict[str, Any]) -> str | None:
        raise NotImplementedError

    def scores(self, fx: dict[str, Any]) -> bool:
        return False

    def role(self, seat: int | None) -> str:
        return "a player" if seat is None else f"seat {seat + 1}"

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        """Words for a decision that caused nothing of the seat's own."""
        t = action.get("type") if isinstance(action, dict) else None
        what = str(t or "decision").replace("_", " ")
        return f"{self.role(seat)}: {what}"

    def lead(self, seat: int, action: dict[str, Any], kind: str | None, words: list[str]) -> str | None:
        """Words said before the seat's own effects (None: they say it all)."""
        return None

    def hidden(self, seat: int, kind: str | None) -> str:
        return f"{self.role(seat)} makes a secret choice"

    def quiet(self, action: Any, kind: str | None, words: list[str]) -> bool:
        t = action.get("type") if isinstance(action, dict) else None
        return t in ("pass", "done", "pass_bid", "decline") and len(words) <= 1
