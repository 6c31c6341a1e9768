"""The service's side of the words: its own Fluent files, the locale of a request, and
rendering messages through the one renderer in ``core_rs`` (``core_rs/src/i18n``).

A *message* is ``{"id": str, "args": {...}}`` (arguments: numbers, strings,
``{"term": id}``, ``{"msg": message}``, ``{"list": [...]}``); the engine produces them for
labels, prompts, effects and rule errors, and the service for its own words. The service's
files are ``service/locales/<locale>/<name>.ftl``; ``load()`` adds them to the renderer once
per process (``render`` calls it). Nothing falls back: a message that cannot be rendered in
the asked locale raises ``core_rs.RuleError``.
"""

from __future__ import annotations

import contextvars
import threading
from pathlib import Path
from collections.abc import Callable
from typing import Any

import core_rs
import msgspec
from arena_events import bot_parts, undo_words

#: Where the service's Fluent files are: ``<locale>/<name>.ftl``.
LOCALES_DIR = Path(__file__).resolve().parent.parent / "locales"
#: Every locale, the default first.
LOCALES: tuple[str, ...] = tuple(core_rs.locales())
DEFAULT = LOCALES[0]

#: The locale of the request being answered (set by ``service.api.ops.LocaleMiddleware``);
#: the default outside a request (bots, webhooks, the command line).
LOCALE: contextvars.ContextVar[str] = contextvars.ContextVar("species_arena_locale", default=DEFAULT)

_loaded = False
_lock = threading.Lock()


def service_files() -> list[tuple[str, str, Path]]:
    """``(locale, name, path)`` of every Fluent file of the service."""
    out = []
    for locale in LOCALES:
        for path in sorted((LOCALES_DIR / locale).glob("*.ftl")):
            out.append((locale, f"service/{path.stem}", path))
    return out


def load() -> None:
    """Add the service's files to the renderer (once per process)."""
    global _loaded
    if _loaded:
        return
    with _lock:
        if _loaded:
            return
        for locale, name, path in service_files():
            core_rs.add_messages(locale, name, path.read_text(encoding="utf-8"))
        _loaded = True


def msg(id: str, /, **args: Any) -> dict[str, Any]:
    """A message: ``msg("svc-undo-taken-back", who="alice", decisions=2)``."""
    return {"id": id, "args": args} if args else {"id": id}


_BOTS = {"random": "svc-bot-random", "greedy": "svc-bot-greedy", "search": "svc-bot-search"}


def bot_msg(kind: str | None) -> dict[str, Any]:
    """A bot kind as a message: "Greedy bot", "Search bot (200 iterations)" for
    ``search:200``, "Search bot (200 ms)" for ``search:200ms`` (as ``projections.bot_words``
    says it in English)."""
    name, budget = bot_parts(kind)
    bot = msg(_BOTS[name]) if name in _BOTS else msg("raw", text=f"{name.capitalize()} bot")
    parts = [{"msg": msg(f"svc-bot-{unit}", n=n)} for unit, n in budget]
    return msg("svc-bot-budget", bot={"msg": bot}, budget={"list": parts}) if parts else bot


def term(id: str) -> dict[str, str]:
    """A game term as a message argument (``term("ds-animal-birds")``)."""
    return {"term": id}


#: Messages go to the engine as JSON text (msgspec's: a tenth of the standard library's
#: ``json.dumps`` for the same JSON value).
_encode = msgspec.json.Encoder().encode


def render(locale: str, message: dict[str, Any]) -> str:
    """One message in ``locale``."""
    load()
    return core_rs.render(locale, _encode(message).decode())


def render_many(locale: str, messages: list[dict[str, Any]]) -> list[str]:
    """Many messages in ``locale``, in order."""
    load()
    if not messages:
        return []
    return core_rs.render_many(locale, _encode(messages).decode())


def negotiate(lang: str | None, accept_language: str | None) -> str | None:
    """The locale of a request: ``?lang=`` when given (``None`` if it names no locale we
    have, for the caller to refuse), else the RFC 4647 lookup of ``Accept-Language``, else
    the default."""
    if lang is not None:
        return lang if lang in LOCALES else None
    if accept_language:
        return core_rs.negotiate_locale(accept_language) or DEFAULT
    return DEFAULT


def current() -> str:
    """The locale of the request being answered (the default outside one)."""
    return LOCALE.get()


def effect_texts(effects: list[dict[str, Any]], locale: str,
                 names: Callable[[str], str] | None = None) -> list[str]:
    """The words of stored effect records in ``locale``: an effect of the first stored
    format keeps its English ``text`` as written; one of the second renders its ``msg``,
    and ``names`` (``service.app.gamelog.place_names`` of the game) puts the board's names
    of places for their codes."""
    msgs = [e["msg"] for e in effects if "text" not in e]
    said = render_many(locale, msgs) if msgs else []
    rendered = iter([names(t) for t in said] if names is not None else said)
    return [e["text"] if "text" in e else next(rendered) for e in effects]


def undo_text(event: Any, locale: str) -> str:
    """The words of an undo (``ActionsUndone``): its stored English ``text`` (first
    format) or its ``msg`` rendered in ``locale``."""
    said = undo_words(event)
    return said["text"] if "text" in said else render(locale, said["msg"])
