"""Evo in words (docs/rules/evo.md).

Places: the regions of the board are numbered from 1 in the order of the board's list
(the view's ``regions``), and the board draws each region's number
(service/static/games/evo.js): "region 7 (hills)". Players by their colours ("Red").
"""

from __future__ import annotations

import re
from typing import Any

from .common import Words, listing, plural, title_words

COLOURS = ["Red", "Blue", "Green", "Yellow", "Purple"]
#: The printed titles that are not the id's words.
CARD_TITLES = {"me_first": "Me First!", "ice_cold": "Ice Cold!", "catastrophe": "Catastrophe!"}
CAUSES = {
    "combat": "lost a fight", "accident": "had an accident", "flood": "drowned in the flood",
    "climate": "died of the climate", "cuckoo": "was replaced by a cuckoo",
}
PHASES = {
    "initiative": "Phase 1: initiative", "climate": "Phase 2: climate", "movement": "Phase 3: movement and combat",
    "birth": "Phase 4: birth", "survival": "Phase 5: survival", "auction": "Phase 6: meteor and auction",
    "meteor": "Phase 6: meteor and auction", "over": "Game over",
}


def card_effect(card: Any, seat: Any, player: Any) -> str | None:
    """What a played event card does, in words (§14.3); None for the cards whose effects
    follow as effects of their own."""
    who = colour(seat)
    return {
        "sleeping_gene": "no more cards may be played this round",
        "me_first": f"{who} goes first for the rest of the round",
        "genetic_highflyer": f"{who}'s price in this auction is 3 EP lower",
        "gene_split": f"outbidding {who} costs 3 more EP in this auction",
        "ice_cold": "every species has one fur fewer this round",
        "killer_rays": "every species has one parasol fewer this round",
        "missing_link": "one gene fewer is auctioned this round, and one player may pass",
        "heatproof_skin": f"all of {who}'s dinos in hot regions survive this round",
        "catastrophe": "the climate marker moves two spaces forward; no climate roll",
        "tough_kids": f"{who}'s newborns may be placed on other species' dinos and attack with one more horn",
        "weather_gene": "no climate roll this round",
        "big_brother": f"{who}'s dinos defend with two more horns this round",
        "giant_gene": f"{who}'s dinos attack with two more horns this round",
        "primal_urge": f"{who} moves as many steps as it has dinos on the board, whatever its legs",
        "pthermodactylus": f"all of {who}'s dinos in cold regions survive this round",
        "birth_control": "nobody gets newborns this round",
        "survival_gene": "every other player loses 1 EP per dino the climate killed this round",
        "wandering_brood": f"{who}'s newborns may be placed up to 3 regions away",
        "unexpected_gene": f"{who} scores 2 more EP in the final scoring",
        "vegetarian_diet": "no fighting for the rest of the round",
        "defensive_gas": (f"{who} and {colour(player)} may not attack each other this round" if isinstance(player, int)
                          else "two players may not attack each other this round"),
        "flood": "a die for every dino on the coast; a roll plus parasols of 3 or less drowns it",
    }.get(str(card))


def colour(seat: Any) -> str:
    return COLOURS[seat] if isinstance(seat, int) and 0 <= seat < len(COLOURS) else "a player"


def card_title(card: Any) -> str:
    return CARD_TITLES.get(str(card), title_words(card))


_REGION_CODE = re.compile(r"\br(\d+)c(\d+)\b")


class Evo(Words):
    def __post_init__(self) -> None:
        self.regions: dict[str, tuple[int, str]] = {}
        self.by_index: dict[int, str] = {}
        for i, r in enumerate(self.view.get("regions") or []):
            if isinstance(r, dict):
                n = (r.get("index") if isinstance(r.get("index"), int) else i) + 1
                self.regions[str(r.get("id"))] = (n, str(r.get("terrain") or ""))
                self.by_index[n - 1] = str(r.get("id"))

    def region(self, rid: Any) -> str:
        n, terrain = self.regions.get(str(rid), (None, ""))
        if n is None:
            return "a region"
        return f"region {n} ({terrain})" if terrain else f"region {n}"

    def place_names(self, text: str) -> str:
        """The engine's words with the board's numbers for regions ("r3c2" -> "region 4")."""
        def sub(m: re.Match[str]) -> str:
            n = self.regions.get(m.group(0), (None, ""))[0]
            return f"region {n}" if n else "a region"
        return _REGION_CODE.sub(sub, text)

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        return PHASES.get(p, title_words(p) if isinstance(p, str) else None)

    def role(self, seat: int | None) -> str:
        return colour(seat)

    def actor(self, fx: dict[str, Any]) -> int | None:
        t = fx.get("type")
        if t == "combat":
            return fx.get("attacker")
        if t == "dino_replaced":
            return fx.get("by")
        if t in ("round_started", "order_set", "order_changed", "climate_changed", "card_discarded", "meteor_moved",
                 "game_ended", "genes_drawn", "final_scores"):
            return None
        s = fx.get("seat")
        return s if isinstance(s, int) else None

    def scores(self, fx: dict[str, Any]) -> bool:
        return fx.get("type") in ("ep_gained", "ep_lost", "final_scores")

    def hidden(self, seat: int, kind: str | None) -> str:
        return f"{colour(seat)} makes a secret choice"

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        who = colour(seat)
        t = action.get("type")
        if t == "pass":
            return f"{who} plays no card"
        if t == "pass_bid":
            return f"{who} passes in the auction"
        if t == "end_movement":
            return f"{who} ends the movement"
        if t == "stop_births":
            return f"{who} places no more newborns"
        if t == "move":
            return (f"{who} moves a dino from {self.region(self.by_index.get(action.get('from')))} to "
                    f"{self.region(self.by_index.get(action.get('to')))}")
        if t == "place_newborn":
            return f"{who} places a newborn in {self.region(self.by_index.get(action.get('region')))}"
        if t == "keep_dino":
            return f"{who} keeps the dino in {self.region(self.by_index.get(action.get('region')))} alive"
        if t == "bid":
            return f"{who} bids {action.get('value')} on row {action.get('row')}"
        if t == "play_card":
            return f"{who} plays {card_title(action.get('card'))}"
        return f"{who} {str(t).replace('_', ' ')}"

    def effect(self, fx: dict[str, Any]) -> str | None:
        t = fx.get("type")
        who = colour(fx.get("seat"))
        if t == "round_started":
            return f"Round {fx.get('round')} begins"
        if t == "initiative_rolled":
            return f"{who} rolls {fx.get('roll')} for the initiative"
        if t == "order_set":
            return f"Turn order this round: {', '.join(colour(s) for s in fx.get('order') or [])}"
        if t == "order_changed":
            return f"Turn order is now: {', '.join(colour(s) for s in fx.get('order') or [])}"
        if t == "climate_rolled":
            roll, frm, to = fx.get("roll"), fx.get("from"), fx.get("to")
            how = (f"moves back from space {frm} to" if roll == 1 else "stays on" if roll == 2
                   else f"moves forward from space {frm} to")
            return (f"{who} rolls {roll} for the climate: the climate marker {how} space {to} "
                    f"({fx.get('temperate')} temperate)")
        if t == "climate_changed":
            return (f"{card_title(fx.get('card'))}: the climate marker moves from space {fx.get('from')} to space "
                    f"{fx.get('to')} ({fx.get('temperate')} temperate)")
        if t == "card_played":
            s = f"{who} plays {card_title(fx.get('card'))}"
            if fx.get("region") is not None:
                target = fx.get("target")
                s += f" on {colour(target)}'s dino in " if isinstance(target, int) else " on the dino in "
                s += self.region(fx.get("region"))
            if fx.get("value") is not None:
                s += f", choosing the die result {fx.get('value')}"
            does = card_effect(fx.get("card"), fx.get("seat"), fx.get("player"))
            return f"{s}: {does}" if does else s
        if t == "passed":
            return f"{who} plays no card"
        if t == "card_taken":
            return f"{who} takes {card_title(fx.get('card'))} from {colour(fx.get('from'))} with Duplication"
        if t == "card_discarded":
            return f"{card_title(fx.get('card'))} leaves the game"
        if t == "dino_moved":
            return f"{who} moves a dino from {self.region(fx.get('from'))} to {self.region(fx.get('to'))}"
        if t == "combat":
            att, dfn = colour(fx.get("attacker")), colour(fx.get("defender"))
            diff = int(fx.get("diff") or 0)
            won = att if fx.get("attacker_won") else dfn
            return (f"{att} attacks {dfn} in {self.region(fx.get('region'))} (horn difference {diff:+d}), "
                    f"rolls {fx.get('roll')}: {won} wins")
        if t == "dino_removed":
            why = CAUSES.get(fx.get("cause"), "is removed")
            return f"{who}'s dino in {self.region(fx.get('region'))} {why} and goes back to the supply"
        if t == "dino_replaced":
            return (f"{colour(fx.get('by'))} puts a dino in {self.region(fx.get('region'))} in place of "
                    f"{who}'s newborn")
        if t == "movement_ended":
            return f"{who} ends the movement"
        if t == "newborn_placed":
            return f"{who} places a newborn in {self.region(fx.get('region'))}"
        if t == "births_ended":
            return f"{who}'s births end: {plural(int(fx.get('placed') or 0), 'newborn')} placed"
        if t == "flood_rolled":
            roll, par = int(fx.get("roll") or 0), int(fx.get("parasols") or 0)
            fate = "it survives (more than 3)" if fx.get("survives") else "it drowns (3 or less)"
            return (f"Flood: {colour(fx.get('roller'))} rolls {roll} for {who}'s dino on the coast in "
                    f"{self.region(fx.get('region'))}; {roll} + {plural(par, 'parasol')} = {roll + par}: {fate}")
        if t == "dino_kept":
            return f"{who} keeps the dino in {self.region(fx.get('region'))} alive"
        if t == "ep_gained":
            return f"{who} scores {fx.get('amount')} EP ({fx.get('total')} EP)"
        if t == "ep_lost":
            return f"{who} loses {fx.get('amount')} EP ({fx.get('total')} EP)"
        if t == "meteor_moved":
            return f"The meteor moves to space {fx.get('space')} of the round track"
        if t == "meteor_rolled":
            return f"{who} rolls {fx.get('roll')} for the meteor: {'it strikes!' if fx.get('struck') else 'it misses'}"
        if t == "game_ended":
            end = (fx.get("end") or {}).get("reason")
            return ("The meteor reaches the last space: the game ends" if end == "last_space"
                    else "The meteor strikes: the game ends")
        if t == "genes_drawn":
            genes = [f"row {i + 1} {g}" for i, g in enumerate(fx.get("genes") or [])]
            return f"Genes on offer: {', '.join(genes)}"
        if t == "bid_placed":
            return f"{who} bids {fx.get('value')} on the {fx.get('gene')} gene in row {fx.get('row')}"
        if t == "outbid":
            return f"{who} is outbid on row {fx.get('row')} by {colour(fx.get('by'))}"
        if t == "bid_passed":
            return f"{who} passes in the auction"
        if t == "gene_bought":
            gene = fx.get("gene")
            gets = ("a card gene and draws an event card" if gene == "card" else
                    "an egg gene" if gene == "egg" else f"a {gene} gene")
            return (f"{who} pays {fx.get('price')} EP for a bid of {fx.get('bid')} ({fx.get('total')} EP left) "
                    f"and gets {gets}")
        if t == "card_drawn":
            return f"{who} draws {card_title(fx.get('card'))}"
        if t == "card_drawn_hidden":
            return f"{who} draws an event card"
        if t == "final_scores":
            scores = [f"{colour(s)} {v}" for s, v in enumerate(fx.get("scores") or [])]
            return f"Final scores: {', '.join(scores)}; {listing([colour(s) for s in fx.get('winners') or []])} won"
        return None

    def quiet(self, action: Any, kind: str | None, words: list[str]) -> bool:
        t = action.get("type") if isinstance(action, dict) else None
        return t in ("pass", "pass_bid") and len(words) <= 1


def words(view: dict[str, Any], catalogue: dict[str, Any]) -> Words:
    return Evo(view, catalogue)
