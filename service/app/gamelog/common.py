"""What the games' words share: an item of the log, and the interface of a game's words.

Every sentence is a message (``service/locales/<locale>/log.ftl``, ids ``log-...``)
rendered in the locale the words were made for (``Words.lang``); game terms are the
glossary's term messages (``core_rs/locales/<locale>/<game>.ftl``) passed as arguments."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import msgspec

from service.domain import i18n

#: Items longer than this many sentences show the first ones, and the rest when expanded.
SHOWN = 3

#: How many rendered sentences a ``Words`` keeps.
_SAID_KEPT = 20_000
#: A message's key among them: its JSON text (also ``service.app.gamelog``'s effect sayers').
message_key = msgspec.json.Encoder().encode

#: A message: ``{"id": ..., "args": {...}}`` (see ``service.domain.i18n``).
Msg = dict[str, Any]


def m(id: str, **args: Any) -> Msg:
    """A message argument: ``{"msg": {"id", "args"}}``."""
    return {"msg": i18n.msg(id, **args)}


def term(id: str) -> dict[str, str]:
    return i18n.term(id)


def code_id(code: Any) -> str:
    """An engine code as a term id's tail: ``"mass_exodus"`` -> ``"mass-exodus"``."""
    return str(code or "").strip().lower().replace("_", "-")


_WORD_BEFORE = re.compile(r"(\w+)\s+$")


def named_after(text: str, start: int, name: str) -> str:
    """The board's ``name`` of a place, put for the code at ``start`` of ``text``: without
    its first word when the word just before the code is that noun already, in any case form
    (the Greek and Russian messages say the noun themselves: "στην περιοχή r3c2" -> "στην
    περιοχή 4", "из угла <corner>" -> "из угла гексов 5, 6 и 11", not the noun twice)."""
    head, _, rest = name.partition(" ")
    before = _WORD_BEFORE.search(text, 0, start)
    if not rest or before is None:
        return name
    a, b = before.group(1).lower(), head.lower()
    common = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return rest if common >= 2 and common >= min(len(a), len(b)) - 2 else name


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


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

    def out(self, lang: str = "en") -> dict[str, Any]:
        said = [sentence(w) for w in self.words if w]
        shown = said[:SHOWN]
        text = " ".join(shown)
        if len(said) > SHOWN:
            text += i18n.render(lang, i18n.msg("log-and-more", n=len(said) - SHOWN))
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
    """A game's words in one locale (each game's module subclasses it)."""

    view: dict[str, Any]
    catalogue: dict[str, Any] = field(default_factory=dict)
    lang: str = "en"

    _said: dict[bytes, str] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """A game reads its board's names from the view here."""

    def say(self, id: str, **args: Any) -> str:
        """The message ``id`` with ``args``, rendered in this locale (a game's log says
        the same sentences many times: each is rendered once per ``Words``)."""
        message = i18n.msg(id, **args)
        key = message_key(message)
        said = self._said.get(key)
        if said is None:
            if len(self._said) >= _SAID_KEPT:
                self._said.clear()
            said = self._said[key] = i18n.render(self.lang, message)
        return said

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        return self.say("log-phase-code", code=title_words(p)) if isinstance(p, str) else None

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

    def role(self, seat: int | None) -> Any:
        """A seat as a message argument."""
        return m("log-a-player") if seat is None else m("log-seat", n=seat + 1)

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        """Words for a decision that caused nothing of the seat's own."""
        t = action.get("type") if isinstance(action, dict) else None
        return self.say("log-action-code", who=self.role(seat), what=str(t or "decision").replace("_", " "))

    def hidden(self, seat: int, kind: str | None) -> str:
        return self.say("log-secret-choice", who=self.role(seat))

    def quiet(self, action: Any, kind: str | None, words: list[str]) -> bool:
        t = action.get("type") if isinstance(action, dict) else None
        return t in ("pass", "done", "pass_bid", "decline") and len(words) <= 1
