"""La Isla in words (docs/rules/la-isla.md).

Places: the landscape spaces of the island are numbered from 1 in the order of the view's
``island.spaces``, the jungle regions likewise in ``island.regions``, and the board draws
those numbers (service/static/games/la-isla.js): "space 16 (swamp)", "jungle region 3". Cards
by their printed names ("Swamp discount"), special functions likewise, animals by their
names ("Golden Frog"), players by their colours ("Red"). The sentences are the
``log-li-...`` messages of service/locales/<locale>/log.ftl.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .common import Words, capital, code_id, m, term, title_words

SEATS = ["red", "blue", "orange", "black"]
SPECIES = {"DODO": "Dodo", "FOSSA": "Giant Fossa", "FROG": "Golden Frog", "PIKA": "Sardinian Pika", "MOTH": "Owl Moth"}
#: The engine's English names of the species (in its secret answers) -> their codes.
SPECIES_CODE = {v: k for k, v in SPECIES.items()}
COLOURS = {"YELLOW", "GREEN", "GREY", "WHITE", "BROWN"}
LANDSCAPES = {"DESERT", "GRASSLAND", "MOUNTAIN", "STEPPE", "SWAMP"}
SYMBOLS = {"TENT", "HAT", "ROPE", "BOTTLE", "BACKPACK"}
PHASES = {"CARD": "card", "A": "a", "B": "b", "C": "c", "D": "d", "FINAL": "final", "Final": "final"}
PHASE_OF = {"CARD": "card", "A": "a", "B": "b", "C": "c", "D": "d"}
#: The special functions without a parameter (their names are the glossary's terms).
PLAIN = {"EXTRA_EXPLORER", "EXTRA_SLOT", "WIDER_SEARCH", "PROVISIONS", "FREE_CHOICE", "SCOUT", "DOUBLE_SCORE",
         "CAPTURE_VP", "SECOND_MOVE", "INCOME_MARKER", "LANDSCAPE_MARKER", "CAPTURE_MARKER", "DOUBLE_STEP",
         "LANDSCAPE_VP", "SYMBOL_VP", "SYMBOL_RESOURCE", "LANDSCAPE_RESOURCE", "LANDSCAPE_DISCOUNT", "INCOME",
         "ANY_COLOUR", "SYMBOL_DISCOUNT"}
#: The functions of one landscape, symbol, species or colour: ``log-li-card-<function>``.
WITH_PARAM = {"LANDSCAPE_VP", "SYMBOL_VP", "SYMBOL_RESOURCE", "LANDSCAPE_RESOURCE", "LANDSCAPE_DISCOUNT", "INCOME",
              "INCOME_MARKER", "LANDSCAPE_MARKER", "DOUBLE_STEP", "CAPTURE_MARKER", "ANY_COLOUR", "SYMBOL_DISCOUNT"}
OPTIONS = {"extra_explorer", "income_marker", "double_step", "capture_marker", "landscape_marker", "second_move"}


def seat_name(seat: Any) -> dict[str, Any]:
    return m(f"log-li-seat-{SEATS[seat]}") if isinstance(seat, int) and 0 <= seat < len(SEATS) else m("log-a-player")


def species(z: Any) -> dict[str, Any]:
    return term(f"li-species-{code_id(z)}") if str(z) in SPECIES else m("log-unknown")


def param(p: str) -> dict[str, Any]:
    """A function's parameter (a landscape, a symbol, a species or a colour) as a term."""
    if p in LANDSCAPES:
        return term(f"li-landscape-{code_id(p)}")
    if p in SYMBOLS:
        return term(f"li-symbol-{code_id(p)}")
    if p in COLOURS:
        return term(f"li-colour-{code_id(p)}")
    return species(p)


def colour(c: Any) -> dict[str, Any]:
    return term(f"li-colour-{code_id(c)}") if str(c).upper() in COLOURS else m("log-unknown")


def landscape(c: Any) -> dict[str, Any]:
    return term(f"li-landscape-{code_id(c)}") if str(c).upper() in LANDSCAPES else m("log-unknown")


_SPACE_CODE = r"\b(?:P\d+[MO]\d+|C\d+)\b"
_REGION_CODE = re.compile(r"\b[ZIWE]\d+\b")
_FUNCTION_CODE = re.compile(r"\b([A-Z][A-Z_]{3,})(?:\(([A-Z]+)\))?")
#: What any of the three finds starts with (a text without it is left as it is).
_ANY_CODE = re.compile(rf"{_SPACE_CODE}|{_REGION_CODE.pattern}|\b[A-Z][A-Z_]{{3,}}")


#: A card's id (``L1-022``).
_CARD_ID = re.compile(r"L\d-\d{3}")
#: The engine's messages that put a card's function label (``code``) beside its id.
_CARD_AND_CODE = {"li-fx-card-placed", "li-fx-card-placed-covering"}

class LaIsla(Words):
    def __post_init__(self) -> None:
        island = self.view.get("island") or {}
        self.spaces: dict[str, tuple[int, str]] = {}
        for i, s in enumerate(island.get("spaces") or []):
            if isinstance(s, dict):
                n = (s.get("index") if isinstance(s.get("index"), int) else i) + 1
                self.spaces[str(s.get("id"))] = (n, str(s.get("landscape") or ""))
        self.space_ids = list(self.spaces)
        self.regions: dict[str, int] = {}
        for i, r in enumerate(island.get("regions") or []):
            if isinstance(r, dict):
                n = (r.get("index") if isinstance(r.get("index"), int) else i) + 1
                self.regions[str(r.get("id"))] = n
        cards = (self.catalogue or {}).get("cards") or {}
        self.cards: dict[str, dict[str, Any]] = cards if isinstance(cards, dict) else {}
        self.functions: set[str] = {str(c["function"]) for c in self.cards.values()
                                    if isinstance(c, dict) and c.get("function") and c.get("name")}
        self._names: dict[str, str] = {}
        #: (kind, code as found in a text) -> its words (``place_names``): a board's codes are few.
        self._coded: dict[tuple[str, str], str] = {}
        # The word the engine puts before a space's id in this locale ("space P1M3"): the
        # board's name for the space says it already.
        self._space_code = re.compile(rf"(?:\b(?:{self.say('log-li-space-word')}) )?{_SPACE_CODE}")

    # ---- names ----

    def space(self, sid: Any) -> dict[str, Any]:
        if str(sid) not in self.spaces:
            return m("log-li-space-unknown")
        n, ls = self.spaces[str(sid)]
        return m("log-li-space", n=n, landscape=landscape(ls))

    def region(self, rid: Any) -> dict[str, Any]:
        n = self.regions.get(str(rid))
        return m("log-li-region", n=n) if n else m("log-li-region-unknown")

    def card(self, cid: Any) -> dict[str, Any]:
        """A card by its printed name and what it is worth: "Swamp discount (brown, Sardinian Pika)"."""
        c = self.cards.get(str(cid))
        if not isinstance(c, dict):
            return m("log-li-a-card")
        return m("log-li-card", name=self.function(c.get("function")), colour=colour(c.get("resource")),
                 species=species(c.get("animal")))

    def cards_named(self, message: dict[str, Any]) -> dict[str, Any]:
        """An engine message with each card it names by id (``"L1-022"``, or by its printed
        facts: ``li-card-words``, "L1-022 SYMBOL_VP(ROPE) / green / Owl Moth") named as the
        log names it instead ("Swamp discount (brown, Sardinian Pika)"); the function's
        English label beside a card (``code``, ``coveredcode``) is left out, the card's name
        says it. (The English words of first-format events are kept as stored.)"""
        if message.get("id") == "li-card-words":
            return self.card((message.get("args") or {}).get("card"))["msg"]
        args = message.get("args")
        if not args:
            return message
        beside = ("code", "coveredcode") if message.get("id") in _CARD_AND_CODE else ()
        out: dict[str, Any] | None = None  # made only when an argument changes
        for k, v in args.items():
            new = "" if k in beside else self._card_arg(v)
            if new is not v:
                if out is None:
                    out = dict(args)
                out[k] = new
        return message if out is None else {**message, "args": out}

    def _card_arg(self, a: Any) -> Any:
        """A message argument with the cards it names named (``a`` itself when it names none)."""
        if type(a) is str:
            return self.card(a) if a in self.cards and _CARD_ID.fullmatch(a) else a
        if type(a) is dict:
            inner = a.get("msg")
            if isinstance(inner, dict):
                named = self.cards_named(inner)
                return a if named is inner else {"msg": named}
            items = a.get("list")
            if isinstance(items, list):
                new = [self._card_arg(x) for x in items]
                return a if all(n is o for n, o in zip(new, items, strict=True)) else {"list": new}
        return a

    def ability(self, code: Any) -> str:
        """What a card's function does, in words (``log-li-ability-<function>``):
        ``"LANDSCAPE_VP(DESERT)"`` -> "+3 VP whenever one of your explorers arrives on a desert space"."""
        name, _, p = str(code or "").partition("(")
        p = p.rstrip(")")
        return self.say(f"log-li-ability-{code_id(name)}", **({"x": param(p)} if p else {}))

    def card_name(self, cid: Any) -> str:
        c = self.cards.get(str(cid))
        return self.function(c.get("function")) if isinstance(c, dict) else self.say("log-li-a-card")

    def function(self, code: Any) -> str:
        """A special function (as its cards are named): ``"DOUBLE_STEP(MOTH)"`` -> "Owl Moth double step"."""
        code = str(code or "")
        if code not in self._names:
            name, _, p = code.partition("(")
            p = p.rstrip(")")
            if p and name in WITH_PARAM:
                said = self.say(f"log-li-card-{code_id(name)}", x=param(p))
            elif not p and name in PLAIN:
                said = self.say("log-term", term=term(f"li-function-{code_id(name)}"))
            else:
                said = self.say("log-li-function-code", code=title_words(name).capitalize())
            self._names[code] = capital(said)
        return self._names[code]

    def place_names(self, text: str) -> str:
        """The engine's words with the board's numbers and the cards' names (labels, prompts)."""
        if _ANY_CODE.search(text) is None:
            return text  # most effects' words name no code: one search instead of three substitutions

        def space(found: str, _: re.Match[str]) -> str:
            code = re.search(_SPACE_CODE, found)
            c = code.group(0) if code else ""
            return self.say("log-li-space-number", n=self.spaces[c][0]) if c in self.spaces else found

        def region(found: str, _: re.Match[str]) -> str:
            return self.say("log-li-region", n=self.regions[found]) if found in self.regions else found

        def function(found: str, x: re.Match[str]) -> str:
            return self.function(found) if found in self.functions or "_" in x.group(1) else found

        text = self._space_code.sub(self._once("space", space), text)
        text = _REGION_CODE.sub(self._once("region", region), text)
        return _FUNCTION_CODE.sub(self._once("function", function), text)

    def _once(self, kind: str, name: Callable[[str, re.Match[str]], str]) -> Callable[[re.Match[str]], str]:
        """A substitution of ``place_names`` that names each code it finds once: a board's codes are few."""
        def sub(x: re.Match[str]) -> str:
            key = (kind, x.group(0))
            said = self._coded.get(key)
            if said is None:
                said = self._coded[key] = name(x.group(0), x)
            return said
        return sub

    # ---- the interface ----

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        if p in PHASES:
            return self.say(f"log-li-phase-{PHASES[p]}")
        return super().phase(progress)

    def role(self, seat: int | None) -> Any:
        return seat_name(seat)

    def actor(self, fx: dict[str, Any]) -> int | None:
        if fx.get("type") in ("round_started", "deck_reshuffled", "game_ended"):
            return None
        s = fx.get("seat")
        return s if isinstance(s, int) else None

    def scores(self, fx: dict[str, Any]) -> bool:
        return fx.get("type") in ("vp_scored", "final_scored")

    def prepare(self, effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """A card put face down is said once: with its name where the viewer sees it; a
        secret answer likewise (the public "made a secret choice" is dropped beside it)."""
        named = {(fx.get("seat"), fx.get("letter")) for fx in effects if fx.get("type") == "card_assigned"}
        answered = {(fx.get("seat"), fx.get("phase")) for fx in effects if fx.get("type") == "secret_answer"}
        out = []
        for fx in effects:
            t = fx.get("type")
            if t == "card_face_down" and (fx.get("seat"), fx.get("letter")) in named:
                continue
            if t == "answer_recorded" and (fx.get("seat"), fx.get("phase")) in answered:
                continue
            out.append(fx)
        return out

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        say, who, t = self.say, seat_name(seat), action.get("type")
        where = action.get("space")
        place = (self.space(self.space_ids[where]) if isinstance(where, int) and 0 <= where < len(self.space_ids)
                 else m("log-li-space-unknown"))
        if t == "decline":
            return say("log-li-declines", who=who)
        if t in ("place_explorer", "relocate_explorer", "pick_up_explorer"):
            return say(f"log-li-do-{code_id(t)}", who=who, space=place)
        if t in ("take_resource", "gain_resource"):
            return say("log-li-do-take-resource", who=who, colour=colour(action.get("colour")))
        if t in ("advance_marker", "choose_animal"):
            return say("log-li-do-choose-species", who=who, species=species(action.get("species")))
        if t == "assign_card":
            return say("log-li-card-face-down", who=who, letter=str(action.get("letter")))
        return say("log-li-decides", who=who)

    def answer(self, who: Any, answer: Any) -> str:
        """A secret answer as the engine wrote it, in words."""
        if isinstance(answer, dict) and "id" in answer:  # a message
            return self.say("log-li-answer", who=who, answer={"msg": answer})
        text = str(answer or "")
        x = re.fullmatch(r"cover slot (\d+)", text)
        if x:
            return self.say("log-li-answer-cover-slot", who=who, slot=int(x[1]) + 1)
        x = re.fullmatch(r"take the extra explorer: (true|false)", text)
        if x:
            return self.say(f"log-li-answer-extra-explorer-{x[1]}", who=who)
        x = re.fullmatch(r"advance the (.+) marker in action B: (true|false)", text)
        if x and x[1] in SPECIES_CODE:
            return self.say(f"log-li-answer-income-marker-{x[2]}", who=who, species=species(SPECIES_CODE[x[1]]))
        x = re.fullmatch(r"advance the (.+) marker in action D \(FREE_CHOICE\)", text)
        if x and x[1] in SPECIES_CODE:
            return self.say("log-li-answer-free-choice", who=who, species=species(SPECIES_CODE[x[1]]),
                            function=self.function("FREE_CHOICE"))
        x = re.fullmatch(r"take the second (.+) step: (true|false)", text)
        if x and x[1] in SPECIES_CODE:
            return self.say(f"log-li-answer-double-step-{x[2]}", who=who, species=species(SPECIES_CODE[x[1]]))
        x = re.fullmatch(r"(\S+) does not apply this round", text)
        if x:
            return self.say("log-li-answer-does-not-apply", who=who, function=self.function(x[1]))
        return self.say("log-secret-choice", who=who)

    def effect(self, fx: dict[str, Any]) -> str | None:
        say, t = self.say, fx.get("type")
        who = seat_name(fx.get("seat"))
        if t == "round_started":
            return say("log-li-round-started", round=fx.get("round"), first=seat_name(fx.get("first_player")))
        if t == "deck_reshuffled":
            return say("log-li-deck-reshuffled", n=int(fx.get("cards") or 0))
        if t == "card_drawn":
            return say("log-li-card-drawn", who=who, card=self.card(fx.get("card")))
        if t == "cards_drawn":
            return say("log-li-cards-drawn", who=who, n=int(fx.get("count") or 0))
        if t == "card_assigned":
            return say("log-li-card-assigned", who=who, card=self.card(fx.get("card")), letter=str(fx.get("letter")))
        if t == "card_face_down":
            return say("log-li-card-face-down", who=who, letter=str(fx.get("letter")))
        if t == "secret_answer":
            return self.answer(who, fx.get("answer"))
        if t in ("answer_recorded", "seat_decided"):
            p = fx.get("phase")
            return say(f"log-li-{code_id(t)}", who=who,
                       phase=m(f"log-li-phase-of-{PHASE_OF[p]}") if p in PHASE_OF else m("log-li-phase-of-unknown"))
        if t == "leftover_discarded":
            return say("log-li-leftover-discarded", who=who, card=self.card(fx.get("card")))
        if t == "a_card_revealed":
            return say("log-li-a-card-revealed", who=who, card=self.card(fx.get("card")))
        if t == "card_placed":
            slot = int(fx.get("slot") or 0) + 1
            if fx.get("covered"):
                return say("log-li-card-placed-covering", who=who, card=self.card_name(fx.get("card")), slot=slot,
                           covered=self.card_name(fx.get("covered")))
            return say("log-li-card-placed", who=who, card=self.card_name(fx.get("card")), slot=slot)
        if t == "slot_added":
            return say("log-li-slot-added", who=who, n=fx.get("slots"))
        if t == "explorer_taken":
            return say("log-li-explorer-taken", who=who, n=fx.get("supply"))
        if t == "option_declined":
            o = fx.get("option") or {}
            k = o.get("kind")
            what = (m(f"log-li-option-{code_id(k)}", species=species(o.get("species")))
                    if k in ("income_marker", "double_step", "capture_marker")
                    else m(f"log-li-option-{code_id(k)}") if k in OPTIONS else m("log-li-option-unknown"))
            return say("log-li-option-declined", who=who, option=what)
        if t == "card_discarded":
            return say("log-li-card-discarded", who=who, letter=str(fx.get("letter")), card=self.card(fx.get("card")))
        if t == "resource_gained":
            src = fx.get("source") or {}
            k = src.get("kind")
            n, c = int(fx.get("count") or 0), colour(fx.get("colour"))
            if k == "b_card":
                return say("log-li-resources-b-card", who=who, n=n, colour=c, card=self.card_name(src.get("card")))
            if k == "arrival":
                return say("log-li-resources-arrival", who=who, n=n, colour=c,
                           function=self.function(src.get("function")))
            if k in ("income", "taken_instead", "provisions"):
                return say(f"log-li-resources-{code_id(k)}", who=who, n=n, colour=c)
            return say("log-li-resources", who=who, n=n, colour=c)
        if t == "resources_paid":
            return say("log-li-resources-paid", who=who, n=int(fx.get("count") or 0), colour=colour(fx.get("colour")))
        if t == "explorer_placed":
            return say("log-li-explorer-placed", who=who, space=self.space(fx.get("space_id")))
        if t == "relocation_started":
            return say("log-li-relocation-started", who=who, space=self.space(fx.get("space_id")))
        if t == "explorer_relocated":
            return say("log-li-explorer-relocated", who=who, src=self.space(fx.get("from_id")),
                       dst=self.space(fx.get("to_id")))
        if t == "tile_captured":
            return say("log-li-tile-captured", who=who, region=self.region(fx.get("region_id")),
                       species=species(fx.get("species")), vp=fx.get("value"))
        if t == "vp_scored":
            r = fx.get("reason") or {}
            k = r.get("kind")
            vp, total = fx.get("vp"), fx.get("total")
            if k == "capture":
                return say("log-li-vp-capture", who=who, vp=vp, total=total, region=self.region(r.get("region")))
            if k == "capture_bonus":
                return say("log-li-vp-capture-bonus", who=who, vp=vp, total=total, n=int(r.get("tiles") or 0),
                           function=self.function("CAPTURE_VP"))
            if k == "landscape":
                return say("log-li-vp-function", who=who, vp=vp, total=total,
                           function=self.function(f"LANDSCAPE_VP({str(r.get('landscape')).upper()})"))
            if k == "symbol":
                return say("log-li-vp-function", who=who, vp=vp, total=total,
                           function=self.function(f"SYMBOL_VP({str(r.get('symbol')).upper()})"))
            if k == "animals":
                double = "-double" if r.get("mult") == 2 else ""
                return say(f"log-li-vp-animals{double}", who=who, vp=vp, total=total, n=int(r.get("animals") or 0),
                           species=species(r.get("species")))
            return say("log-li-vp", who=who, vp=vp, total=total)
        if t == "marker_advanced":
            z = species(fx.get("species"))
            if fx.get("moved"):
                return say("log-li-marker-advanced", who=who, species=z, step=fx.get("step"), value=fx.get("value"))
            return say("log-li-marker-at-top", who=who, species=z, value=fx.get("value"))
        if t == "game_ended":
            if fx.get("reason") == "threshold":
                return say("log-li-game-ended-threshold", sum=fx.get("marker_sum"))
            return say("log-li-game-ended-cards")
        if t == "final_scored":
            return say("log-li-final-scored", who=who, sets=fx.get("set_vp"), animals=fx.get("animal_vp"),
                       resources=fx.get("resource_vp"), total=fx.get("total"))
        return None

    def quiet(self, action: Any, kind: str | None, words: list[str]) -> bool:
        return False


def words(view: dict[str, Any], catalogue: dict[str, Any], lang: str = "en") -> Words:
    return LaIsla(view, catalogue, lang)

