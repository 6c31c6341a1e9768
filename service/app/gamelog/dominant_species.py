"""Dominant Species in words (docs/rules/dominant-species.md).

Places: the 35 spaces of earth are numbered 1 to 35 in the order of §3.2 (by q, then r),
and the board draws each space's number (service/static/games/dominant-species.js), so
"the jungle on space 14" can be found at a glance. A corner is named by the spaces that
meet there. Action spaces are named as the action display shows them ("Migration (up to
6 cubes)", "Adaptation 2"), animals by their names ("Amphibians").
"""

from __future__ import annotations

import re
from typing import Any

from .common import Words, listing, plural, title_words

#: §3.2: every (q, r) with max(|q|, |r|, |q + r|) <= 3 except (0, -3) and (0, 3), by q then r.
HEXES: list[tuple[int, int]] = [
    (q, r)
    for q in range(-3, 4)
    for r in range(-3, 4)
    if max(abs(q), abs(r), abs(q + r)) <= 3 and (q, r) not in ((0, -3), (0, 3))
]
NUMBER = {h: i + 1 for i, h in enumerate(HEXES)}

ANIMALS = ["mammals", "reptiles", "birds", "amphibians", "arachnids", "insects"]

ACTIONS = {
    "INI": "Initiative", "ADA": "Adaptation", "REG": "Regression", "ABU": "Abundance", "WAS": "Wasteland",
    "DEP": "Depletion", "GLA": "Glaciation", "SPE": "Speciation", "WAN": "Wanderlust", "MIG": "Migration",
    "COM": "Competition", "DOM": "Domination",
}
#: §6: the two terrains (besides tundra) of each Competition space.
COMPETITION = {
    1: ("jungle", "wetland"), 2: ("wetland", "desert"), 3: ("desert", "forest"), 4: ("forest", "savannah"),
    5: ("savannah", "mountain"), 6: ("mountain", "sea"), 7: ("sea", "jungle"),
}
REASONS = {
    "domination": "Domination", "final_scoring": "the final scoring", "glaciation": "Glaciation",
    "ice_sheet": "Ice Sheet", "wanderlust": "Wanderlust", "survival": "the Survival card", "ice_age": "Ice Age",
    "biodiversity": "Biodiversity", "ecodiversity": "Ecodiversity", "fertile": "Fertile",
    "niche_biomes": "Niche Biomes",
}
PLACES = {1: "1st", 2: "2nd", 3: "3rd"}

#: What passing means in each decision (the engine's pending kinds).
PASSES = {
    "initiative_swap": "keep their place on the initiative track",
    "initiative_place": "take the Initiative pawn back",
    "adaptation": "take no element",
    "regression_protect": "protect nothing more from Regression",
    "take_element": "place no element",
    "place_element": "place no element",
    "wasteland": "remove no disc from the Wasteland box",
    "depletion": "remove no element from earth",
    "glaciation": "do not glaciate",
    "speciation_corner": "do not speciate",
    "insect_speciation": "do not use their free Speciation",
    "wanderlust_tile": "take no tile",
    "wanderlust_hex": "place no tile",
    "domination": "score no tile",
    "mammal_save": "save no cube from extinction",
    "arachnid_competition": "do not use their free Competition",
    "competition": "end the Competition",
    "migration": "end the Migration",
    "evolution": "replace no more cubes",
    "metamorphosis": "exchange no element",
    "aquatic_cubes": "place no cubes",
    "hibernation": "bring back no cubes",
}
DONE = {
    "migration": "end the Migration",
    "competition": "end the Competition",
    "wanderlust_move": "move no more cubes onto the new tile",
    "mass_exodus_move": "move no more cubes",
    "evolution": "replace no more cubes",
}


def space_words(space: str) -> str:
    """An action space as the display names it: "Migration (up to 6 cubes)"."""
    kind, _, rest = str(space).partition("-")
    name = ACTIONS.get(kind, "an action space")
    if kind == "SPE":
        return f"{name} ({rest.lower()})"
    if kind == "MIG" and rest.isdigit():
        return f"{name} (up to {rest} cubes)"
    if kind == "COM" and rest.isdigit() and int(rest) in COMPETITION:
        a, b = COMPETITION[int(rest)]
        return f"{name} {rest} (tundra, {a}, {b})"
    return f"{name} {rest}" if rest else name


def hex_words(h: Any) -> str:
    """A space of earth: "space 14"."""
    try:
        n = NUMBER.get((int(h[0]), int(h[1])))
    except (TypeError, ValueError, IndexError):
        n = None
    return f"space {n}" if n else "a space off the board"


def tile_words(h: Any, terrain: str | None) -> str:
    return f"the {terrain} on {hex_words(h)}" if terrain else hex_words(h)


def corner_words(corner: Any) -> str:
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
        return "a corner at the edge of earth"
    if len(nums) == 1:
        return f"a corner of space {nums[0]} at the edge of earth"
    return f"the corner of spaces {listing([str(n) for n in nums])}"


def card_words(card: Any) -> str:
    return title_words(card) if card else "Domination"


#: The engine's words for a hex, a corner and a space code, to say in the board's names.
_CORNER_CODE = re.compile(r"\((-?\d+),(-?\d+)\)\((-?\d+),(-?\d+)\)\((-?\d+),(-?\d+)\)")
_HEX_CODE = re.compile(r"\((-?\d+),(-?\d+)\)")


def place_names(text: str) -> str:
    """The engine's labels and prompts with the board's names for places ("at (1,0)" ->
    "at space 20", a corner's three coordinates -> the spaces that meet there)."""
    text = _CORNER_CODE.sub(lambda m: corner_words([(m[1], m[2]), (m[3], m[4]), (m[5], m[6])]), text)
    return _HEX_CODE.sub(lambda m: hex_words((m[1], m[2])), text)


class DominantSpecies(Words):
    def __post_init__(self) -> None:
        self.seat_of: dict[str, int] = {}
        for a in self.view.get("animals") or []:
            if isinstance(a, dict) and isinstance(a.get("seat"), int):
                self.seat_of[str(a.get("animal"))] = a["seat"]

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        return {"planning": "Planning", "execution": "Execution", "reset": "Reset", "over": "Game over"}.get(
            p, title_words(p) if isinstance(p, str) else None)

    def actor(self, fx: dict[str, Any]) -> int | None:
        a = fx.get("animal")
        if fx.get("type") == "dominance_changed":
            a = fx.get("to") or fx.get("from")
        return self.seat_of.get(a) if isinstance(a, str) else None

    def role(self, seat: int | None) -> str:
        names = [title_words(a) for a, s in self.seat_of.items() if s == seat]
        return " / ".join(names) if names else super().role(seat)

    def scores(self, fx: dict[str, Any]) -> bool:
        return fx.get("type") in ("vp_gained", "vp_lost", "place_scored")

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        who = self.role(seat)
        t = action.get("type")
        if t == "pass":
            return f"{who} {PASSES.get(kind or '', 'pass')}"
        if t == "done":
            return f"{who} {DONE.get(kind or '', 'are done')}"
        if t == "take_tile":
            return f"{who} take the face-up tile of Wanderlust stack {action.get('stack')}"
        if t == "take_element":
            return f"{who} take a {action.get('element')} disc"
        if t == "add_cubes":
            n = int(action.get("count") or 0)
            return f"{who} place {plural(n, 'cube')} on {hex_words(action.get('hex'))}"
        if t == "glaciate":
            return f"{who} glaciate {hex_words(action.get('hex'))}"
        if t == "eliminate":
            return f"{who} eliminate a {title_words(action.get('animal'))} cube on {hex_words(action.get('hex'))}"
        if t == "replace_cube":
            return (f"{who} replace a {title_words(action.get('animal'))} cube on {hex_words(action.get('hex'))} "
                    "with one of theirs")
        if t == "remove_element":
            return f"{who} remove the disc on {corner_words(action.get('corner'))}"
        if t in ("choose_tile", "dominate"):
            return f"{who} choose {hex_words(action.get('hex'))}"
        if t == "save":
            return f"{who} save a cube on {hex_words(action.get('hex'))}"
        if t == "move_cube":
            return f"{who} move a cube from {hex_words(action.get('from'))} to {hex_words(action.get('to'))}"
        if t == "place_tile":
            return f"{who} place the tile on {hex_words(action.get('hex'))}"
        if t in ("place_element", "choose_corner"):
            return f"{who} choose {corner_words(action.get('corner'))}"
        if t == "swap_initiative":
            return f"{who} move ahead on the initiative track"
        if t == "exchange_element":
            return f"{who} exchange their {action.get('give')} for a {action.get('take')}"
        if t in ("take_card", "protect", "discard_element", "remove_from_box"):
            what = title_words(action.get("card")) if t == "take_card" else action.get("element")
            verb = {"take_card": "take the card", "protect": "protect their", "discard_element": "discard their",
                    "remove_from_box": "return from the Wasteland box a"}[t]
            return f"{who} {verb} {what}"
        if t in ("lose_ap", "thin_out"):
            return f"{who} {'lose an action pawn' if t == 'lose_ap' else 'keep only one cube on each tile'}"
        return f"{who} {str(t).replace('_', ' ')}"

    def effect(self, fx: dict[str, Any]) -> str | None:
        t = fx.get("type")
        a = title_words(fx.get("animal") or "")
        n = int(fx.get("count") or 0)
        if t == "ap_placed":
            return f"{a} place an action pawn on {space_words(fx['space'])}"
        if t == "planning_ended":
            return f"Planning of round {fx.get('round')} ends"
        if t == "dominance_changed":
            to, frm = fx.get("to"), fx.get("from")
            where = tile_words(fx.get("hex"), fx.get("terrain"))
            if to:
                return f"{title_words(to)} become dominant on {where}"
            if frm:
                return f"{title_words(frm)} lose dominance on {where}"
            return f"Dominance on {where} is unchanged"
        if t == "ap_returned":
            return f"{a} take back their action pawn from {space_words(fx['space'])}"
        if t == "ap_moved":
            return f"{a}' Glaciation pawn moves from {space_words(fx['from'])} to {space_words(fx['to'])}"
        if t == "ap_gained":
            return f"{a} gain an action pawn"
        if t == "ap_lost":
            return f"{a} lose an action pawn"
        if t == "action_skipped":
            return f"{a} can do nothing with {title_words(fx.get('action'))}"
        if t == "initiative_swapped":
            return f"{a} move ahead of the {title_words(fx.get('with'))} on the initiative track"
        if t == "element_adapted":
            return f"{a} add {fx.get('element')} to their display"
        if t == "element_lost":
            return f"{a} lose {fx.get('element')} from their display"
        if t == "element_protected":
            return f"{a} protect their {fx.get('element')} from Regression"
        if t == "element_placed":
            return f"{a} place a {fx.get('element')} disc on {corner_words(fx.get('corner'))}"
        if t == "element_removed":
            return f"The {fx.get('element')} disc on {corner_words(fx.get('corner'))} goes back to the bag"
        if t == "box_element_removed":
            return f"{a} return a {fx.get('element')} disc from the Wasteland box to the bag"
        if t == "tundra_placed":
            return f"{hex_words(fx.get('hex')).capitalize()} becomes tundra"
        if t == "corner_chosen":
            return f"{a} speciate from the disc on {corner_words(fx.get('corner'))}"
        if t == "cubes_added":
            return f"{a} place {plural(n, 'cube')} from their gene pool on {hex_words(fx.get('hex'))}"
        if t == "cubes_moved":
            return f"{a} move {plural(n, 'cube')} from {hex_words(fx.get('from'))} to {hex_words(fx.get('to'))}"
        if t == "cubes_eliminated":
            return f"{a} lose {plural(n, 'cube')} on {hex_words(fx.get('hex'))} (eliminated)"
        if t == "cubes_to_gene_pool":
            return f"{a} take {plural(n, 'cube')} from {hex_words(fx.get('hex'))} back to their gene pool"
        if t == "cubes_hibernated":
            return f"{a} bring back {plural(n, 'cube')} from hibernation onto {hex_words(fx.get('hex'))}"
        if t == "cube_saved":
            return f"{a} save one cube on {hex_words(fx.get('hex'))} from extinction"
        if t == "tile_placed":
            return f"{a} place a {fx.get('terrain')} tile on {hex_words(fx.get('hex'))}"
        if t == "tile_chosen":
            return (f"{a} choose {tile_words(fx.get('hex'), fx.get('terrain'))} for "
                    f"{card_words(fx.get('card'))}")
        if t == "tile_revealed":
            return f"Wanderlust stack {fx.get('stack')} turns up a {fx.get('terrain')} tile"
        if t == "vp_gained":
            return f"{a} score {fx.get('vp')} VP for {REASONS.get(fx.get('reason'), 'their play')}"
        if t == "place_scored":
            place = PLACES.get(fx.get("place"), f"{fx.get('place')}th")
            when = " in the final scoring" if fx.get("reason") == "final_scoring" else ""
            return (f"{a} score {fx.get('vp')} VP for {place} place on "
                    f"{tile_words(fx.get('hex'), fx.get('terrain'))}{when}")
        if t == "vp_lost":
            return f"{a} lose {fx.get('vp')} VP to {REASONS.get(fx.get('reason'), 'a card')}"
        if t == "card_taken":
            return f"{a} take the {card_words(fx.get('card'))} card"
        if t == "card_revealed":
            return f"The {card_words(fx.get('card'))} card is revealed"
        if t == "immigrants_choice":
            what = {"discard_element": "discard an element", "lose_ap": "lose an action pawn",
                    "thin_out": "keep only one cube on each tile"}.get(fx.get("choice"), "answer Immigrants")
            return f"{a} choose to {what}"
        if t == "last_round":
            return f"Ice Age: round {fx.get('round')} is the last"
        if t == "no_cubes_left":
            return f"No cube is left on earth or in any gene pool: the game ends after round {fx.get('round')}"
        if t == "reseeded":
            def row(r: Any) -> str:
                return ", ".join(e or "(empty)" for e in (r or []))
            return (f"New discs: Adaptation {row(fx.get('adaptation'))}; Abundance {row(fx.get('abundance'))}; "
                    f"Wanderlust {row(fx.get('wanderlust'))}")
        if t == "round_started":
            return f"Round {fx.get('round')} begins"
        if t == "game_ended":
            return f"The game ends after round {fx.get('round')}"
        return None


def words(view: dict[str, Any], catalogue: dict[str, Any]) -> Words:
    return DominantSpecies(view, catalogue)
