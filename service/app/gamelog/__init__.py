"""The log of a game in words: what each seat decided and what followed from it.

The timeline's stored rows (``projections.timeline``) keep the engine's effects as data
(and the engine's own one-line texts, which name places and cards by their codes). This
package renders them for people, at read time, from the data: one *item* per seat, never
a code, a card id or a coordinate — places are named as the board labels them (see
``places``), cards by their printed names.

``annotate(game, board, entries)`` adds to every timeline entry (as its viewer may see it):

* ``round`` and ``phase``: when the decision was taken (from the progress before it);
* ``log``: the items, in order. The first is the ``decision`` of the entry's seat (its
  words, and its own effects as ``details``); then what followed from it, one item per
  seat (``followed``), or for the game itself (``game``: a round begins, discs are
  reseeded, the game ends). An item carries ``scoring`` when points changed in it, and
  ``quiet`` when nothing happened but a pass (a client condenses runs of those).

The stored events never change: words are made here, from effects as they were stored,
in the reader's locale: every sentence is a message of service/locales/<locale>/log.ftl
(``log-...``), with the glossary's game terms as its arguments. ``problems(text)`` says what in a text is not words (the checks of the tests).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from service.domain import i18n

from . import dominant_species, evo, la_isla
from .common import Item, Words, message_key

#: game type -> its words (``make(view, catalogue, lang)``).
GAMES: dict[str, Callable[..., Words]] = {
    "dominant-species": dominant_species.words,
    "evo": evo.words,
    "la-isla": la_isla.words,
}

#: What may never be read in the log: an engine code, a card id, a coordinate.
CODE_PATTERNS = [
    re.compile(r"[A-Z]{2,}-\d"),  # space codes: ADA-1, MIG-6
    re.compile(r"\bL\d-\d{3}\b"),  # La Isla card ids
    re.compile(r"[A-Z_]{4,}\("),  # function codes: DOUBLE_STEP(MOTH
    re.compile(r"\b[A-Z]{2,}_[A-Z_]+\b"),  # INCOME_MARKER, SECOND_MOVE
    re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)"),  # hex coordinates (1,-2)
    re.compile(r"\br\d+c\d+\b"),  # Evo region ids
    re.compile(r"\b(?:P\d+[MO]\d+|[CZIWE]\d+)\b"),  # La Isla space and region ids
    re.compile(r"\b[a-z]+_[a-z_]+\b"),  # snake_case identifiers (weather_gene, ap_placed)
]


def problems(text: str) -> list[str]:
    """Why ``text`` is not fit for the log (empty when it is)."""
    out = []
    if not text or not text.strip():
        out.append("empty text")
    if text.strip().lower() in ("moved.", "moved"):
        out.append('only "moved."')
    for p in CODE_PATTERNS:
        m = p.search(text)
        if m:
            out.append(f"code {m.group(0)!r}")
    m = _DOUBLED.search(text)
    if m:  # a message's own noun before a place name that says it again
        out.append(f"a word twice: {m.group(0)!r}")
    return out


#: A word said twice in a row ("την περιοχή περιοχή ζούγκλας 2").
_DOUBLED = re.compile(r"\b([^\W\d_]{3,}) \1\b", re.IGNORECASE)


def annotate(game: str, view: dict[str, Any], catalogue: dict[str, Any], entries: list[dict[str, Any]],
             contexts: dict[int, dict[str, Any]] | None = None, words: Words | None = None, *,
             lang: str = "en") -> list[dict[str, Any]]:
    """Add ``round``, ``phase`` and ``log`` to each entry (see the module's text), in the
    locale ``lang``. ``view`` is the game's public view (its board: where places are);
    ``contexts`` maps an entry's version to ``{"progress", "pending"}`` as they were before it;
    ``words`` (made for ``lang``) saves making them."""
    make = GAMES.get(game)
    if make is None:
        return entries
    w = words or make(view, catalogue, lang)
    for e in entries:
        ctx = (contexts or {}).get(e["version"]) or {}
        progress = ctx.get("progress") or {}
        pending = ctx.get("pending") or {}
        e["round"] = progress.get("round") if isinstance(progress.get("round"), int) else None
        e["phase"] = w.phase(progress) if progress else None
        if e.get("undo"):
            # An undo (``ActionsUndone``): its own words ("Alice took back 3 decisions"),
            # the moves it took back keep their entries, marked ``undone``. Events of the old
            # format stored English ``texts``; newer ones store messages (``msgs``).
            # The words begin with the player's name: kept as written (no capital added).
            if e.get("msgs"):
                texts = i18n.render_many(lang, e["msgs"])
            else:
                texts = e.get("texts") or [w.say("log-undo")]
            said = [t if t.endswith(".") else f"{t}." for t in texts]
            e["log"] = [{"seat": e["seat"], "kind": "undo", "text": " ".join(said), "details": said,
                         "scoring": False, "quiet": False}]
        else:
            e["log"] = [i.out(lang) for i in items_of(w, e, pending.get("kind"))]
    return entries


def items_of(w: Words, e: dict[str, Any], kind: str | None) -> list[Item]:
    """The items of one entry: the decision, then what followed, one seat per item."""
    seat = e["seat"]
    effects = w.prepare(e.get("effects") or [])
    runs: list[tuple[int | None, list[dict[str, Any]]]] = []
    for fx in effects:
        actor = w.actor(fx)
        if runs and runs[-1][0] == actor:
            runs[-1][1].append(fx)
        else:
            runs.append((actor, [fx]))
    items: list[Item] = []
    decision: Item | None = None
    for n, (actor, group) in enumerate(runs):
        words = [t for t in (w.effect(fx) for fx in group) if t]
        if not words:
            continue
        scoring = any(w.scores(fx) for fx in group)
        if n == 0 and actor == seat:
            # What the seat did, said by its own first effects.
            decision = Item(seat, "decision", words, scoring)
            items.append(decision)
        else:
            items.append(Item(actor, "game" if actor is None else "followed", words, scoring))
    action = e.get("action")
    if decision is None:
        # The decision caused nothing of the seat's own first: say the decision itself
        # (a pass, a choice whose effects are another seat's or the board's).
        if e.get("action_hidden") or action is None:
            said = w.hidden(seat, kind)
        else:
            said = w.action(seat, action, kind)
        decision = Item(seat, "decision", [said], False)
        items.insert(0, decision)
    decision.quiet = w.quiet(action, kind, decision.words)
    return items


@lru_cache(maxsize=8)
def _catalogue(game: str) -> dict[str, Any]:
    from service.domain.engine import catalogue

    try:
        return catalogue(game)
    except Exception:  # noqa: BLE001 - a type without a catalogue: names without it
        return {}


def annotate_game(g: Any, entries: list[dict[str, Any]], contexts: dict[int, dict[str, Any]], *,
                  lang: str = "en") -> list[dict[str, Any]]:
    """``annotate`` for the game ``g`` (``service.domain.Game``) in ``lang``: its board from
    the public view (where the places are and what they are called: nothing secret), its
    catalogue."""
    if g.game not in GAMES or not entries:
        return entries
    key = (str(g.id), lang)
    w = _WORDS.get(key)
    if w is None:
        # A game's board (its places, who plays which animal) never changes: its words are
        # made once per process and locale from the public view.
        w = _WORDS.put(key, GAMES[g.game](g.engine.view(None, False), _catalogue(g.game), lang))
    return annotate(g.game, {}, {}, entries, contexts, words=w, lang=lang)


class _Kept:
    """A bounded map that forgets what was used longest ago, read as a dict: None for what
    it does not hold, ``put`` answering what it keeps. The boards of the games being played
    stay, however many there are up to ``size`` (a game's words are made from its whole
    public view, so making them again for each request would cost more than the request).

    A plain dict in the order of use (a hit moves its key to the end, the oldest is
    forgotten first): a hit costs a fraction of a microsecond, where a locked map cost
    several, and several are looked up per answer. Safe across threads: each step is one
    dict operation under the GIL, and a key another thread moved or forgot meanwhile is
    only a miss (the caller makes the value again, the same value)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: dict[Any, Any] = {}

    def get(self, key: Any) -> Any:
        items = self._items
        try:
            value = items.pop(key)
        except KeyError:
            return None
        items[key] = value
        return value

    def put(self, key: Any, value: Any) -> Any:
        items = self._items
        items.pop(key, None)
        items[key] = value
        while len(items) > self.size:
            try:
                del items[next(iter(items))]
            except (KeyError, RuntimeError, StopIteration):  # another thread changed it meanwhile
                break
        return value

    def __len__(self) -> int:
        return len(self._items)


#: Games (and locales) whose board words are kept: more than the games cache keeps
#: (``SPECIES_ARENA_CACHE_SIZE``, 1000 by default), with up to three entries of
#: ``_NAMERS`` per game and locale.
_NAMERS_KEPT = 4096
_WORDS = _Kept(_NAMERS_KEPT)
#: Each game's board names, by game id and locale (a board's places never change within a
#: game), La Isla's card namers, by game id, "cards" and locale, and each game's effect
#: sayer, by game id, "sayer" and locale.
_NAMERS = _Kept(_NAMERS_KEPT)
#: Prompts said, by game id, version, seat and locale (``prompt``).
_PROMPTS = _Kept(_NAMERS_KEPT)
#: Texts a namer remembers (the labels and prompts of a game repeat from version to version),
#: and sentences an effect sayer remembers.
_SAID_KEPT = 512


def _remembered(namer: Callable[[str], str]) -> Callable[[str], str]:
    """``namer`` (a function of the text alone: a board's names never change) remembering
    its last answers, so that a label it has named before costs a lookup, not its regular
    expressions (the standard library's ``lru_cache``: thread-safe, and a lookup costs a
    tenth of a locked map's, which counts at one lookup per label of every answer)."""
    return lru_cache(maxsize=_SAID_KEPT)(namer)


def place_names(g: Any, *, lang: str = "en") -> Callable[[str], str]:
    """The function that puts the board's names for places, in ``lang``, into the engine's
    labels and prompts of the game ``g`` (rendered in ``lang``: the engine writes the same
    codes in every locale): Dominant Species' coordinates, Evo's region ids, La Isla's space
    and region ids and function codes; the identity for other games."""
    key = (g.id, lang)
    namer = _NAMERS.get(key)
    if namer is not None:
        return namer
    if g.game == "dominant-species":
        namer = dominant_species.place_namer(lang)
    elif g.game == "evo":
        namer = evo.Evo(g.engine.view(None, False), {}, lang).place_names
    elif g.game == "la-isla":
        namer = _la_isla_words(g, lang).place_names
    else:
        return lambda text: text
    return _NAMERS.put(key, _remembered(namer))  # type: ignore[no-any-return]


def prompt(g: Any, seat: int, lang: str) -> str:
    """The engine's prompt of ``seat`` in the game ``g``, in ``lang``, its places named as the
    board names them (``place_names``). Remembered per game, version, seat and locale: a
    version stands for one state (every change of the engine is an event), and an action's
    answer says its seat's prompt twice (in the state and in the legal actions)."""
    key = (g.id, g.version, seat, lang)
    said = _PROMPTS.get(key)
    if said is None:
        said = _PROMPTS.put(key, place_names(g, lang=lang)(g.engine.prompt(seat, lang)))
    return said  # type: ignore[no-any-return]


def _la_isla_words(g: Any, lang: str) -> la_isla.LaIsla:
    """La Isla's words of the game ``g`` in ``lang`` (its board's and its cards' names), made once."""
    key = (g.id, "cards", lang)
    li = _NAMERS.get(key)
    if li is None:
        li = _NAMERS.put(key, la_isla.LaIsla(g.engine.view(None, False), _catalogue(g.game), lang))
    return li  # type: ignore[no-any-return]


_SPACES = re.compile(r" {2,}")


class _Sayer:
    """The words of stored effect records of one game in one locale (``effect_sayer``),
    remembering each message's sentence (up to ``_SAID_KEPT``): a game's effects repeat
    their messages (a cube placed, a card drawn, points scored) from action to action, and
    an answered action's effects are said before its answer is sent. A sentence depends on its message and the
    game's board names alone, so a remembered one is the one that would be made again."""

    __slots__ = ("_render", "_said")

    def __init__(self, render: Callable[[list[dict[str, Any]]], list[str]]) -> None:
        self._render = render
        self._said: dict[bytes, str] = {}

    def __call__(self, effects: list[dict[str, Any]]) -> list[str]:
        said = self._said
        out: list[str | None] = []
        missing: list[int] = []
        keys: list[bytes] = []
        for i, e in enumerate(effects):
            if "text" in e:  # the first stored format: its English text as written
                out.append(e["text"])
                continue
            key = message_key(e["msg"])
            text = said.get(key)
            if text is None:
                missing.append(i)
                keys.append(key)
            out.append(text)
        if missing:
            made = self._render([effects[i] for i in missing])
            if len(said) + len(missing) > _SAID_KEPT:
                said.clear()
            for i, key, text in zip(missing, keys, made, strict=True):
                out[i] = said[key] = text
        return out  # type: ignore[return-value]


def effect_sayer(g: Any, lang: str) -> Callable[[list[dict[str, Any]]], list[str]]:
    """The words of stored effect records of the game ``g`` in ``lang``
    (``i18n.effect_texts``): places named as the board names them, and La Isla's cards as
    the log names them (their printed name, colour and animal, not their id and code).
    One sayer per game and locale, kept with the game's namers (``_Sayer``)."""
    key = (g.id, "sayer", lang)
    sayer = _NAMERS.get(key)
    if sayer is None:
        sayer = _NAMERS.put(key, _Sayer(_said_by(g, lang)))
    return sayer  # type: ignore[no-any-return]


def _said_by(g: Any, lang: str) -> Callable[[list[dict[str, Any]]], list[str]]:
    """``effect_sayer``'s rendering, without its memory."""
    names = place_names(g, lang=lang)
    if g.game != "la-isla":
        return lambda effects: i18n.effect_texts(effects, lang, names)
    li = _la_isla_words(g, lang)

    def say(effects: list[dict[str, Any]]) -> list[str]:
        named = [e if "text" in e else {**e, "msg": li.cards_named(e["msg"])} for e in effects]
        said = i18n.effect_texts(named, lang, names)
        # A left-out ``code`` leaves two spaces: one.
        return [t if "text" in e else _SPACES.sub(" ", t) for e, t in zip(effects, said, strict=True)]

    return say
