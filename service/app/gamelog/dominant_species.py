"""Dominant Species in words (docs/rules/dominant-species.md).

Places: the 35 spaces of earth are numbered 1 to 35 in the order of §3.2 (by q, then r),
and the board draws each space's number (service/static/games/dominant-species.js), so
"the jungle on space 14" can be found at a glance. A corner is named by the spaces that
meet there. Action spaces are named as the action display shows them ("Migration (up to
6 cubes)", "Adaptation 2"), animals by their names ("Amphibians"). The sentences are the
``log-ds-...`` messages of service/locales/<locale>/log.ftl.
"""

from __future__ import annotations

import re
from typing import Any

from service.domain import i18n

from .common import Words, code_id, m, named_after, term

#: §3.2: every (q, r) with max(|q|, |r|, |q + r|) <= 3 except (0, -3) and (0, 3), by q then r.
HEXES: list[tuple[int, int]] = [
    (q, r)
    for q in range(-3, 4)
    for r in range(-3, 4)
    if max(abs(q), abs(r), abs(q + r)) <= 3 and (q, r) not in ((0, -3), (0, 3))
]
NUMBER = {h: i + 1 for i, h in enumerate(HEXES)}

ANIMALS = ["mammals", "reptiles", "birds", "amphibians", "arachnids", "insects"]
ELEMENTS = ["meat", "sun", "seed", "water", "grub", "grass"]
TERRAINS = ["sea", "wetland", "savannah", "jungle", "forest", "desert", "mountain", "tundra"]
CARDS = ["aquatic", "biodiversity", "biomass", "blight", "catastrophe", "cold_snap", "disease", "ecodiversity",
         "evolution", "fecundity", "fertile", "habitat", "hibernation", "ice_age", "ice_sheet", "immigrants",
         "instinct", "intelligence", "mass_exodus", "metamorphosis", "niche_biomes", "nocturnal", "omnivore",
         "parasitism", "predator", "symbiotic"]

ACTIONS = {
    "INI": "initiative", "ADA": "adaptation", "REG": "regression", "ABU": "abundance", "WAS": "wasteland",
    "DEP": "depletion", "GLA": "glaciation", "SPE": "speciation", "WAN": "wanderlust", "MIG": "migration",
    "COM": "competition", "DOM": "domination",
}
#: §6: the two terrains (besides tundra) of each Competition space.
COMPETITION = {
    1: ("jungle", "wetland"), 2: ("wetland", "desert"), 3: ("desert", "forest"), 4: ("forest", "savannah"),
    5: ("savannah", "mountain"), 6: ("mountain", "sea"), 7: ("sea", "jungle"),
}
REASONS = {"domination", "final_scoring", "glaciation", "ice_sheet", "wanderlust", "survival", "ice_age",
           "biodiversity", "ecodiversity", "fertile", "niche_biomes"}

#: What passing means in each decision (the engine's pending kinds): ``log-ds-pass-<kind>``.
PASSES = {"initiative_swap", "initiative_place", "adaptation", "regression_protect", "take_element", "place_element",
          "wasteland", "depletion", "glaciation", "speciation_corner", "insect_speciation", "wanderlust_tile",
          "wanderlust_hex", "domination", "mammal_save", "arachnid_competition", "competition", "migration",
          "evolution", "metamorphosis", "aquatic_cubes", "hibernation"}
#: ``log-ds-done-<kind>``.
DONE = {"migration", "competition", "wanderlust_move", "mass_exodus_move", "evolution"}
PHASES = {"planning", "execution", "reset", "over"}


def _term(prefix: str, code: Any, known: list[str] | set[str]) -> dict[str, Any]:
    """A term argument, or the words for an unknown code (never the code itself)."""
    c = str(code or "")
    return term(f"{prefix}-{code_id(c)}") if c in known else m("log-unknown")


def animal(a: Any) -> dict[str, Any]:
    return _term("ds-animal", a, ANIMALS)


def element(e: Any) -> dict[str, Any]:
    return _term("ds-element", e, ELEMENTS)


def terrain(t: Any) -> dict[str, Any]:
    return _term("ds-terrain", t, TERRAINS)


def space_words(space: str) -> dict[str, Any]:
    """An action space as the display names it: "Migration (up to 6 cubes)"."""
    code, _, rest = str(space).partition("-")
    if code not in ACTIONS:
        return m("log-ds-action-space-unknown")
    kind = term(f"ds-actionkind-{ACTIONS[code]}")
    if code == "SPE" and rest.lower() in ELEMENTS:
        return m("log-ds-action-space-speciation", kind=kind, element=element(rest.lower()))
    if code == "MIG" and rest.isdigit():
        return m("log-ds-action-space-migration", kind=kind, n=int(rest))
    if code == "COM" and rest.isdigit() and int(rest) in COMPETITION:
        a, b = COMPETITION[int(rest)]
        return m("log-ds-action-space-competition", kind=kind, n=int(rest), a=terrain(a), b=terrain(b))
    if rest:
        return m("log-ds-action-space-numbered", kind=kind, n=int(rest) if rest.isdigit() else rest)
    return m("log-ds-action-space", kind=kind)


def hex_words(h: Any) -> dict[str, Any]:
    """A space of earth: "space 14"."""
    try:
        n = NUMBER.get((int(h[0]), int(h[1])))
    except (TypeError, ValueError, IndexError):
        n = None
    return m("log-ds-space", n=n) if n else m("log-ds-space-off")


def tile_words(h: Any, t: str | None) -> dict[str, Any]:
    return m("log-ds-tile-on", terrain=terrain(t), space=hex_words(h)) if t else hex_words(h)


def corner_words(corner: Any) -> dict[str, Any]:
    """A corner: "the corner of spaces 9, 14 and 15" (the spaces of earth that meet there)."""
    nums = []
    for p in corner or []:
        try:
            n = NUMBER.get((int(p[0]), int(p[1])))
        except (TypeError, ValueError, IndexError):
            n = None
        if n:
            nums.append(n)
    nums.sort()
    if not nums:
        return m("log-ds-corner-off")
    if len(nums) == 1:
        return m("log-ds-corner-edge", n=nums[0])
    return m("log-ds-corner", spaces={"list": nums})


def card_words(card: Any) -> dict[str, Any]:
    if not card:
        return term("ds-actionkind-domination")
    return _term("ds-card", card, CARDS)


#: The engine's words for a hex, a corner and a space code, to say in the board's names.
_CORNER_CODE = re.compile(r"\((-?\d+),(-?\d+)\)\((-?\d+),(-?\d+)\)\((-?\d+),(-?\d+)\)")
_HEX_CODE = re.compile(r"\((-?\d+),(-?\d+)\)")
#: An action space's code in an effect's words ("on MIG-5", "on INI"): ``space_words``.
_SPACE_CODE = re.compile(r"\b(?:" + "|".join(ACTIONS) + r")(?:-[A-Z0-9]+)?\b")


def place_namer(lang: str = "en"):  # noqa: ANN201 - a str -> str function
    """The function that puts the board's names for places into the engine's labels and
    prompts, in ``lang`` ("at (1,0)" -> "at space 20", a corner's three coordinates -> the
    spaces that meet there)."""
    said: dict[str, str] = {}

    def r(msg: dict[str, Any]) -> str:
        key = repr(msg)
        if key not in said:
            said[key] = i18n.render(lang, msg["msg"])
        return said[key]

    def names(text: str) -> str:
        text = _CORNER_CODE.sub(lambda x: named_after(x.string, x.start(), r(corner_words(
            [(x[1], x[2]), (x[3], x[4]), (x[5], x[6])]))), text)
        text = _SPACE_CODE.sub(lambda x: named_after(x.string, x.start(), r(space_words(x[0]))), text)
        return _HEX_CODE.sub(lambda x: named_after(x.string, x.start(), r(hex_words((x[1], x[2])))), text)

    return names


place_names = place_namer("en")


class DominantSpecies(Words):
    def __post_init__(self) -> None:
        self.seat_of: dict[str, int] = {}
        for a in self.view.get("animals") or []:
            if isinstance(a, dict) and isinstance(a.get("seat"), int):
                self.seat_of[str(a.get("animal"))] = a["seat"]

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        if p in PHASES:
            return self.say(f"log-ds-phase-{p}")
        return super().phase(progress)

    def actor(self, fx: dict[str, Any]) -> int | None:
        a = fx.get("animal")
        if fx.get("type") == "dominance_changed":
            a = fx.get("to") or fx.get("from")
        return self.seat_of.get(a) if isinstance(a, str) else None

    def role(self, seat: int | None) -> Any:
        names = [animal(a) for a, s in self.seat_of.items() if s == seat]
        if not names:
            return super().role(seat)
        who = names[-1]
        for n in reversed(names[:-1]):
            who = m("log-ds-animals", a=n, b=who)
        return who

    def scores(self, fx: dict[str, Any]) -> bool:
        return fx.get("type") in ("vp_gained", "vp_lost", "place_scored")

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        say, who, t = self.say, self.role(seat), action.get("type")
        if t == "pass":
            return say(f"log-ds-pass-{code_id(kind)}" if kind in PASSES else "log-ds-pass", who=who)
        if t == "done":
            return say(f"log-ds-done-{code_id(kind)}" if kind in DONE else "log-ds-done", who=who)
        if t == "take_tile":
            return say("log-ds-do-take-tile", who=who, stack=action.get("stack"))
        if t == "take_element":
            return say("log-ds-do-take-element", who=who, element=element(action.get("element")))
        if t == "add_cubes":
            return say("log-ds-do-add-cubes", who=who, n=int(action.get("count") or 0),
                       space=hex_words(action.get("hex")))
        if t == "glaciate":
            return say("log-ds-do-glaciate", who=who, space=hex_words(action.get("hex")))
        if t == "eliminate":
            return say("log-ds-do-eliminate", who=who, animal=animal(action.get("animal")),
                       space=hex_words(action.get("hex")))
        if t == "replace_cube":
            return say("log-ds-do-replace-cube", who=who, animal=animal(action.get("animal")),
                       space=hex_words(action.get("hex")))
        if t == "remove_element":
            return say("log-ds-do-remove-element", who=who, corner=corner_words(action.get("corner")))
        if t in ("choose_tile", "dominate"):
            return say("log-ds-do-choose-space", who=who, space=hex_words(action.get("hex")))
        if t == "save":
            return say("log-ds-do-save", who=who, space=hex_words(action.get("hex")))
        if t == "move_cube":
            return say("log-ds-do-move-cube", who=who, src=hex_words(action.get("from")), dst=hex_words(action.get("to")))
        if t == "place_tile":
            return say("log-ds-do-place-tile", who=who, space=hex_words(action.get("hex")))
        if t in ("place_element", "choose_corner"):
            return say("log-ds-do-choose-corner", who=who, corner=corner_words(action.get("corner")))
        if t == "swap_initiative":
            return say("log-ds-do-swap-initiative", who=who)
        if t == "exchange_element":
            return say("log-ds-do-exchange-element", who=who, give=element(action.get("give")),
                       take=element(action.get("take")))
        if t == "take_card":
            return say("log-ds-do-take-card", who=who, card=card_words(action.get("card")))
        if t in ("protect", "discard_element", "remove_from_box"):
            return say(f"log-ds-do-{code_id(t)}", who=who, element=element(action.get("element")))
        if t in ("lose_ap", "thin_out", "keep_element", "keep_cube", "move_out", "place_ap"):
            return say(f"log-ds-do-{code_id(t)}", who=who)
        return say("log-action-code", who=who, what=str(t).replace("_", " "))

    def effect(self, fx: dict[str, Any]) -> str | None:
        say, t = self.say, fx.get("type")
        a = animal(fx.get("animal")) if fx.get("animal") else ""
        n = int(fx.get("count") or 0)
        if t == "ap_placed":
            return say("log-ds-ap-placed", who=a, space=space_words(fx["space"]))
        if t == "planning_ended":
            return say("log-ds-planning-ended", round=fx.get("round"))
        if t == "dominance_changed":
            to, frm = fx.get("to"), fx.get("from")
            where = tile_words(fx.get("hex"), fx.get("terrain"))
            if to:
                return say("log-ds-dominance-gained", who=animal(to), tile=where)
            if frm:
                return say("log-ds-dominance-lost", who=animal(frm), tile=where)
            return say("log-ds-dominance-unchanged", tile=where)
        if t == "ap_returned":
            return say("log-ds-ap-returned", who=a, space=space_words(fx["space"]))
        if t == "ap_moved":
            return say("log-ds-ap-moved", who=a, src=space_words(fx["from"]), dst=space_words(fx["to"]))
        if t in ("ap_gained", "ap_lost"):
            return say(f"log-ds-{code_id(t)}", who=a)
        if t == "action_skipped":
            kind = str(fx.get("action") or "").lower()
            what = term(f"ds-actionkind-{kind}") if kind in ACTIONS.values() else m("log-unknown")
            return say("log-ds-action-skipped", who=a, action=what)
        if t == "initiative_swapped":
            return say("log-ds-initiative-swapped", who=a, other=animal(fx.get("with")))
        if t in ("element_adapted", "element_lost", "element_protected", "box_element_removed"):
            return say(f"log-ds-{code_id(t)}", who=a, element=element(fx.get("element")))
        if t == "element_placed":
            return say("log-ds-element-placed", who=a, element=element(fx.get("element")),
                       corner=corner_words(fx.get("corner")))
        if t == "element_removed":
            return say("log-ds-element-removed", element=element(fx.get("element")), corner=corner_words(fx.get("corner")))
        if t == "tundra_placed":
            return say("log-ds-tundra-placed", space=hex_words(fx.get("hex")))
        if t == "corner_chosen":
            return say("log-ds-corner-chosen", who=a, corner=corner_words(fx.get("corner")))
        if t in ("cubes_added", "cubes_eliminated", "cubes_to_gene_pool", "cubes_hibernated", "cube_saved"):
            return say(f"log-ds-{code_id(t)}", who=a, n=n, space=hex_words(fx.get("hex")))
        if t == "cubes_moved":
            return say("log-ds-cubes-moved", who=a, n=n, src=hex_words(fx.get("from")), dst=hex_words(fx.get("to")))
        if t == "tile_placed":
            return say("log-ds-tile-placed", who=a, terrain=terrain(fx.get("terrain")), space=hex_words(fx.get("hex")))
        if t == "tile_chosen":
            return say("log-ds-tile-chosen", who=a, tile=tile_words(fx.get("hex"), fx.get("terrain")),
                       card=card_words(fx.get("card")))
        if t == "tile_revealed":
            return say("log-ds-tile-revealed", stack=fx.get("stack"), terrain=terrain(fx.get("terrain")))
        if t in ("vp_gained", "vp_lost"):
            r = fx.get("reason")
            if r == "final_scoring":
                why = m("log-ds-final-scoring")
            elif r in REASONS:
                why = term(f"ds-reason-{code_id(r)}")
            else:
                return say(f"log-{code_id(t).replace('vp', 'ds-vp')}-other", who=a, vp=fx.get("vp"))
            return say(f"log-ds-{code_id(t)}", who=a, vp=fx.get("vp"), reason=why)
        if t == "place_scored":
            final = "-final" if fx.get("reason") == "final_scoring" else ""
            return say(f"log-ds-place-scored{final}", who=a, vp=fx.get("vp"), place=fx.get("place"),
                       tile=tile_words(fx.get("hex"), fx.get("terrain")))
        if t == "card_taken":
            return say("log-ds-card-taken", who=a, card=card_words(fx.get("card")))
        if t == "card_revealed":
            return say("log-ds-card-revealed", card=card_words(fx.get("card")))
        if t == "immigrants_choice":
            c = fx.get("choice")
            if c in ("discard_element", "lose_ap", "thin_out"):
                return say(f"log-ds-immigrants-{code_id(c)}", who=a)
            return say("log-ds-immigrants", who=a)
        if t == "last_round":
            return say("log-ds-last-round", round=fx.get("round"))
        if t == "no_cubes_left":
            return say("log-ds-no-cubes-left", round=fx.get("round"))
        if t == "reseeded":
            def row(r: Any) -> str:
                return ", ".join(self.say("log-term", term=element(e)) if e else self.say("log-ds-empty")
                                 for e in (r or []))
            return say("log-ds-reseeded", adaptation=row(fx.get("adaptation")), abundance=row(fx.get("abundance")),
                       wanderlust=row(fx.get("wanderlust")))
        if t == "round_started":
            return say("log-round-started", round=fx.get("round"))
        if t == "game_ended":
            return say("log-ds-game-ended", round=fx.get("round"))
        return None


def words(view: dict[str, Any], catalogue: dict[str, Any], lang: str = "en") -> Words:
    return DominantSpecies(view, catalogue, lang)
