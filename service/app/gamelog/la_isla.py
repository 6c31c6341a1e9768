"""La Isla in words (docs/rules/la-isla.md).

Places: the landscape spaces of the island are numbered from 1 in the order of the view's
``island.spaces``, the jungle regions likewise in ``island.regions``, and the board draws
those numbers (service/static/games/la-isla.js): "space 16 (swamp)", "jungle region 3". Cards
by their printed names ("Swamp discount"), special functions likewise, animals by their
names ("Golden Frog"), players by their colours ("Red").
"""

from __future__ import annotations

import re
from typing import Any

from .common import Words, plural, title_words

SEATS = ["Red", "Blue", "Orange", "Black"]
SPECIES = {"DODO": "Dodo", "FOSSA": "Giant Fossa", "FROG": "Golden Frog", "PIKA": "Sardinian Pika", "MOTH": "Owl Moth"}
PHASES = {"CARD": "Card phase", "A": "Action A", "B": "Action B", "C": "Action C", "D": "Action D",
          "FINAL": "End of the game", "Final": "End of the game"}
PHASE_OF = {"CARD": "the card phase", "A": "action A", "B": "action B", "C": "action C", "D": "action D"}


def seat_name(seat: Any) -> str:
    return SEATS[seat] if isinstance(seat, int) and 0 <= seat < len(SEATS) else "a player"


def species(z: Any) -> str:
    return SPECIES.get(str(z), title_words(z))


def low(code: Any) -> str:
    return str(code or "").lower()


_SPACE_CODE = re.compile(r"(?:\bspace )?\b(?:P\d+[MO]\d+|C\d+)\b")
_REGION_CODE = re.compile(r"\b[ZIWE]\d+\b")
_FUNCTION_CODE = re.compile(r"\b([A-Z][A-Z_]{3,})(?:\(([A-Z]+)\))?")
_CARD_ID = re.compile(r"\s*\(?\bL\d-\d{3}\b\)?")


class LaIsla(Words):
    def __post_init__(self) -> None:
        island = self.view.get("island") or {}
        self.spaces: dict[str, str] = {}
        for i, s in enumerate(island.get("spaces") or []):
            if isinstance(s, dict):
                n = (s.get("index") if isinstance(s.get("index"), int) else i) + 1
                self.spaces[str(s.get("id"))] = f"space {n} ({low(s.get('landscape'))})"
        self.regions: dict[str, str] = {}
        for i, r in enumerate(island.get("regions") or []):
            if isinstance(r, dict):
                n = (r.get("index") if isinstance(r.get("index"), int) else i) + 1
                self.regions[str(r.get("id"))] = f"jungle region {n}"
        cards = (self.catalogue or {}).get("cards") or {}
        self.cards: dict[str, dict[str, Any]] = cards if isinstance(cards, dict) else {}
        self.functions: dict[str, str] = {}
        for c in self.cards.values():
            if isinstance(c, dict) and c.get("function") and c.get("name"):
                self.functions[str(c["function"])] = str(c["name"])

    # ---- names ----

    def space(self, sid: Any) -> str:
        return self.spaces.get(str(sid), "a space")

    def region(self, rid: Any) -> str:
        return self.regions.get(str(rid), "a jungle region")

    def card(self, cid: Any) -> str:
        """A card by its printed name and what it is worth: "Swamp discount (brown, Sardinian Pika)"."""
        c = self.cards.get(str(cid))
        if not isinstance(c, dict):
            return "a card"
        return f"{c.get('name')} ({low(c.get('resource'))}, {species(c.get('animal'))})"

    def card_name(self, cid: Any) -> str:
        c = self.cards.get(str(cid))
        return str(c.get("name")) if isinstance(c, dict) else "a card"

    def function(self, code: Any) -> str:
        code = str(code or "")
        if code in self.functions:
            return self.functions[code]
        name, _, param = code.partition("(")
        param = param.rstrip(")")
        words = title_words(name).capitalize()
        return f"{words} ({species(param) if param in SPECIES else low(param)})" if param else words

    def place_names(self, text: str) -> str:
        """The engine's words with the board's numbers and the cards' names (labels, prompts)."""
        def space(m: re.Match[str]) -> str:
            code = m.group(0).removeprefix("space ")
            return self.spaces.get(code, "a space").split(" (")[0] if code in self.spaces else m.group(0)
        text = _SPACE_CODE.sub(space, text)
        text = _REGION_CODE.sub(lambda m: self.regions.get(m.group(0), m.group(0)), text)
        return _FUNCTION_CODE.sub(lambda m: self.function(m.group(0)) if m.group(0) in self.functions or "_" in m.group(1)
                                  else m.group(0), text)

    # ---- the interface ----

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        return PHASES.get(p, title_words(p) if isinstance(p, str) else None)

    def role(self, seat: int | None) -> str:
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

    def hidden(self, seat: int, kind: str | None) -> str:
        return f"{seat_name(seat)} makes a secret choice"

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        who = seat_name(seat)
        t = action.get("type")
        spaces = list(self.spaces.values())
        where = action.get("space")
        place = spaces[where] if isinstance(where, int) and 0 <= where < len(spaces) else "a space"
        if t == "decline":
            return f"{who} declines"
        if t in ("place_explorer", "relocate_explorer"):
            return f"{who} {'places' if t == 'place_explorer' else 'relocates'} an explorer on {place}"
        if t == "pick_up_explorer":
            return f"{who} picks up their explorer on {place}"
        if t in ("take_resource", "gain_resource"):
            return f"{who} takes a {low(action.get('colour'))} resource"
        if t in ("advance_marker", "choose_animal"):
            return f"{who} chooses the {species(action.get('species'))}"
        if t == "assign_card":
            return f"{who} puts a card face down under {action.get('letter')}"
        return f"{who} decides"

    def answer(self, text: str) -> str:
        """A secret answer as the engine wrote it, in words."""
        m = re.fullmatch(r"cover slot (\d+)", text)
        if m:
            return f"will cover slot {int(m[1]) + 1} of the card holder with the A card"
        m = re.fullmatch(r"take the extra explorer: (true|false)", text)
        if m:
            return "will take the extra explorer" if m[1] == "true" else "will not take the extra explorer"
        m = re.fullmatch(r"advance the (.+) marker in action B: (true|false)", text)
        if m:
            return f"will {'' if m[2] == 'true' else 'not '}advance the {m[1]} marker in action B"
        m = re.fullmatch(r"advance the (.+) marker in action D \(FREE_CHOICE\)", text)
        if m:
            return f"will advance the {m[1]} marker in action D (Free choice)"
        m = re.fullmatch(r"take the second (.+) step: (true|false)", text)
        if m:
            return f"will {'' if m[2] == 'true' else 'not '}take the second {m[1]} step"
        m = re.fullmatch(r"(\S+) does not apply this round", text)
        if m:
            return f"{self.function(m[1])} does not apply this round"
        return "makes a secret choice"

    def effect(self, fx: dict[str, Any]) -> str | None:
        t = fx.get("type")
        who = seat_name(fx.get("seat"))
        if t == "round_started":
            return f"Round {fx.get('round')} begins; {seat_name(fx.get('first_player'))} is first player"
        if t == "deck_reshuffled":
            return f"The discard pile ({plural(int(fx.get('cards') or 0), 'card')}) is shuffled into a new deck"
        if t == "card_drawn":
            return f"{who} draws {self.card(fx.get('card'))}"
        if t == "cards_drawn":
            return f"{who} draws {plural(int(fx.get('count') or 0), 'card')}"
        if t == "card_assigned":
            return f"{who} puts {self.card(fx.get('card'))} face down under {fx.get('letter')}"
        if t == "card_face_down":
            return f"{who} puts a card face down under {fx.get('letter')}"
        if t == "secret_answer":
            return f"{who} {self.answer(str(fx.get('answer') or ''))}"
        if t == "answer_recorded":
            return f"{who} makes a secret choice for {PHASE_OF.get(fx.get('phase'), 'this action')}"
        if t == "seat_decided":
            return f"{who} has made every secret choice of {PHASE_OF.get(fx.get('phase'), 'this action')}"
        if t == "leftover_discarded":
            return f"{who} discards the unused card {self.card(fx.get('card'))}"
        if t == "a_card_revealed":
            return f"{who} reveals the A card {self.card(fx.get('card'))}"
        if t == "card_placed":
            slot = int(fx.get("slot") or 0) + 1
            s = f"{who} puts {self.card_name(fx.get('card'))} into slot {slot} of the card holder"
            if fx.get("covered"):
                s += f", covering {self.card_name(fx.get('covered'))} (no longer active)"
            return s
        if t == "slot_added":
            return f"{who}'s card holder now has {fx.get('slots')} slots"
        if t == "explorer_taken":
            return f"{who} takes an explorer from the general supply ({fx.get('supply')} in their supply)"
        if t == "option_declined":
            o = fx.get("option") or {}
            k = o.get("kind")
            what = {
                "extra_explorer": "the extra explorer",
                "income_marker": f"the {species(o.get('species'))} advance of the income marker",
                "double_step": f"the second {species(o.get('species'))} step",
                "capture_marker": f"the {species(o.get('species'))} advance of the capture marker",
                "landscape_marker": "the advance of the landscape marker",
                "second_move": "the second move",
            }.get(k, "an option")
            return f"{who} declines {what}"
        if t == "card_discarded":
            return f"{who} discards the {fx.get('letter')} card {self.card(fx.get('card'))}"
        if t == "resource_gained":
            src = fx.get("source") or {}
            k = src.get("kind")
            why = {
                "b_card": f"for the B card {self.card_name(src.get('card'))}",
                "income": "from income",
                "taken_instead": "instead of placing an explorer",
                "provisions": "from Provisions",
                "arrival": f"from {self.function(src.get('function'))}",
            }.get(k, "")
            n = int(fx.get("count") or 0)
            return f"{who} takes {n} {low(fx.get('colour'))} resource{'' if n == 1 else 's'} {why}".rstrip()
        if t == "resources_paid":
            n = int(fx.get("count") or 0)
            return f"{who} pays {n} {low(fx.get('colour'))} resource{'' if n == 1 else 's'}"
        if t == "explorer_placed":
            return f"{who} places an explorer from their supply on {self.space(fx.get('space_id'))}"
        if t == "relocation_started":
            return f"{who} picks up their explorer on {self.space(fx.get('space_id'))} to relocate it"
        if t == "explorer_relocated":
            return f"{who} relocates an explorer from {self.space(fx.get('from_id'))} to {self.space(fx.get('to_id'))}"
        if t == "tile_captured":
            return (f"{who} surrounds {self.region(fx.get('region_id'))} and takes its {species(fx.get('species'))} "
                    f"tile (worth {fx.get('value')} VP)")
        if t == "vp_scored":
            r = fx.get("reason") or {}
            k = r.get("kind")
            if k == "capture":
                why = f"for surrounding {self.region(r.get('region'))}"
            elif k == "capture_bonus":
                why = f"from Capture VP for {plural(int(r.get('tiles') or 0), 'captured tile')}"
            elif k == "landscape":
                why = f"from {low(r.get('landscape')).capitalize()} VP"
            elif k == "symbol":
                why = f"from {low(r.get('symbol')).capitalize()} VP"
            elif k == "animals":
                per = "2 VP each with Double score" if r.get("mult") == 2 else "1 VP each"
                why = f"for {plural(int(r.get('animals') or 0), species(r.get('species')) + ' animal')} ({per})"
            else:
                why = ""
            return f"{who} scores {fx.get('vp')} VP {why} (total {fx.get('total')})"
        if t == "marker_advanced":
            z = species(fx.get("species"))
            if fx.get("moved"):
                return f"{who} advances the {z} marker to step {fx.get('step')} (value {fx.get('value')})"
            return f"{who} advances the {z} marker, already at the top (value {fx.get('value')})"
        if t == "game_ended":
            if fx.get("reason") == "threshold":
                return f"The animal values sum to {fx.get('marker_sum')}: the game ends"
            return "No card is left to draw: the game ends"
        if t == "final_scored":
            return (f"{who} scores {fx.get('set_vp')} for sets, {fx.get('animal_vp')} for animals and "
                    f"{fx.get('resource_vp')} for resources: {fx.get('total')} VP")
        return None

    def quiet(self, action: Any, kind: str | None, words: list[str]) -> bool:
        return False


def words(view: dict[str, Any], catalogue: dict[str, Any]) -> Words:
    return LaIsla(view, catalogue)
