"""Evo in words (docs/rules/evo.md).

Places: the regions of the board are numbered from 1 in the order of the board's list
(the view's ``regions``), and the board draws each region's number
(service/static/games/evo.js): "region 7 (hills)". Players by their colours ("Red"). The
sentences are the ``log-evo-...`` messages of service/locales/<locale>/log.ftl.
"""

from __future__ import annotations

import re
from typing import Any

from .common import Words, code_id, m, named_after, term

COLOURS = ["red", "blue", "green", "yellow", "purple"]
CARDS = {"sleeping_gene", "accident", "weather_swing", "me_first", "genetic_highflyer", "gene_split", "ice_cold",
         "killer_rays", "missing_link", "heatproof_skin", "catastrophe", "tough_kids", "cuckoo", "weather_gene",
         "big_brother", "duplication", "giant_gene", "primal_urge", "pthermodactylus", "birth_control",
         "survival_gene", "wandering_brood", "unexpected_gene", "vegetarian_diet", "defensive_gas", "flood"}
#: The cards whose effect is said in words (§14.3): ``log-evo-card-does-<card>``.
DOES = {"sleeping_gene", "me_first", "genetic_highflyer", "gene_split", "ice_cold", "killer_rays", "missing_link",
        "heatproof_skin", "catastrophe", "tough_kids", "weather_gene", "big_brother", "giant_gene", "primal_urge",
        "pthermodactylus", "birth_control", "survival_gene", "wandering_brood", "unexpected_gene",
        "vegetarian_diet", "defensive_gas", "flood"}
CAUSES = {"combat", "accident", "flood", "climate", "cuckoo"}
GENES = {"tail", "leg", "horn", "egg", "fur", "parasol", "mutation", "card"}
TERRAINS = {"desert", "plains", "hills", "mountains"}
PHASES = {"initiative", "climate", "movement", "birth", "survival", "auction", "meteor", "over"}


def colour(seat: Any) -> dict[str, Any]:
    return m(f"log-evo-colour-{COLOURS[seat]}") if isinstance(seat, int) and 0 <= seat < len(COLOURS) \
        else m("log-a-player")


def card_title(card: Any) -> dict[str, Any]:
    return term(f"evo-card-{code_id(card)}") if str(card) in CARDS else m("log-unknown")


def terrain(t: Any) -> dict[str, Any]:
    return term(f"evo-terrain-{code_id(t)}") if str(t) in TERRAINS else m("log-unknown")


def gene(g: Any) -> dict[str, Any]:
    return term(f"evo-gene-{code_id(g)}") if str(g) in GENES else m("log-unknown")


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
        self._named: dict[str, str] = {}

    def region(self, rid: Any) -> dict[str, Any]:
        n, t = self.regions.get(str(rid), (None, ""))
        if n is None:
            return m("log-evo-region-unknown")
        if t:
            return m("log-evo-region-terrain", n=n, terrain=terrain(t))
        return m("log-evo-region", n=n)

    def place_names(self, text: str) -> str:
        """The engine's words with the board's numbers for regions ("r3c2" -> "region 4")."""
        def sub(x: re.Match[str]) -> str:
            code = x.group(0)
            if code not in self._named:
                n = self.regions.get(code, (None, ""))[0]
                self._named[code] = self.say("log-evo-region", n=n) if n else self.say("log-evo-region-unknown")
            return named_after(x.string, x.start(), self._named[code])
        return _REGION_CODE.sub(sub, text)

    def phase(self, progress: dict[str, Any]) -> str | None:
        p = progress.get("phase")
        if p in PHASES:
            return self.say(f"log-evo-phase-{p}")
        return super().phase(progress)

    def role(self, seat: int | None) -> Any:
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

    def action(self, seat: int, action: dict[str, Any], kind: str | None) -> str:
        say, who, t = self.say, colour(seat), action.get("type")
        if t in ("pass", "pass_bid", "end_movement", "stop_births"):
            return say(f"log-evo-{code_id(t)}", who=who)
        if t == "move":
            return say("log-evo-dino-moved", who=who, src=self.region(self.by_index.get(action.get("from"))),
                       dst=self.region(self.by_index.get(action.get("to"))))
        if t == "place_newborn":
            return say("log-evo-newborn-placed", who=who, region=self.region(self.by_index.get(action.get("region"))))
        if t == "keep_dino":
            return say("log-evo-dino-kept", who=who, region=self.region(self.by_index.get(action.get("region"))))
        if t == "bid":
            return say("log-evo-bid", who=who, value=action.get("value"), row=action.get("row"))
        if t == "play_card":
            return say("log-evo-play-card", who=who, card=card_title(action.get("card")))
        return say("log-action-code", who=who, what=str(t).replace("_", " "))

    def order(self, seats: Any) -> str:
        return ", ".join(self.say("log-evo-seat", who=colour(s)) for s in seats or [])

    def effect(self, fx: dict[str, Any]) -> str | None:
        say, t = self.say, fx.get("type")
        who = colour(fx.get("seat"))
        if t == "round_started":
            return say("log-round-started", round=fx.get("round"))
        if t == "initiative_rolled":
            return say("log-evo-initiative-rolled", who=who, roll=fx.get("roll"))
        if t in ("order_set", "order_changed"):
            return say(f"log-evo-{code_id(t)}", order=self.order(fx.get("order")))
        if t == "climate_rolled":
            roll = fx.get("roll")
            how = "back" if roll == 1 else "stays" if roll == 2 else "forward"
            return say(f"log-evo-climate-rolled-{how}", who=who, roll=roll, src=fx.get("from"), dst=fx.get("to"),
                       temperate=terrain(fx.get("temperate")))
        if t == "climate_changed":
            return say("log-evo-climate-changed", card=card_title(fx.get("card")), src=fx.get("from"),
                       dst=fx.get("to"), temperate=terrain(fx.get("temperate")))
        if t == "card_played":
            card = fx.get("card")
            if fx.get("region") is not None:
                target = fx.get("target")
                if isinstance(target, int):
                    s = m("log-evo-card-played-on", who=who, card=card_title(card), target=colour(target),
                          region=self.region(fx.get("region")))
                else:
                    s = m("log-evo-card-played-on-dino", who=who, card=card_title(card),
                          region=self.region(fx.get("region")))
            else:
                s = m("log-evo-card-played", who=who, card=card_title(card))
            if fx.get("value") is not None:
                s = m("log-evo-card-played-value", played=s, value=fx.get("value"))
            if str(card) in DOES:
                seat, player = fx.get("seat"), fx.get("player")
                if card == "defensive_gas" and not isinstance(player, int):
                    does = m("log-evo-card-does-defensive-gas-anyone")
                else:
                    args = {"who": colour(seat)} if card != "defensive_gas" else {"who": colour(seat),
                                                                                  "other": colour(player)}
                    does = m(f"log-evo-card-does-{code_id(card)}", **args)
                return say("log-evo-card-does", played=s, does=does)
            return say("log-evo-said", said=s)
        if t == "passed":
            return say("log-evo-pass", who=who)
        if t == "card_taken":
            return say("log-evo-card-taken", who=who, card=card_title(fx.get("card")), other=colour(fx.get("from")))
        if t == "card_discarded":
            return say("log-evo-card-discarded", card=card_title(fx.get("card")))
        if t == "dino_moved":
            return say("log-evo-dino-moved", who=who, src=self.region(fx.get("from")), dst=self.region(fx.get("to")))
        if t == "combat":
            att, dfn = fx.get("attacker"), fx.get("defender")
            diff = int(fx.get("diff") or 0)
            return say("log-evo-combat", attacker=colour(att), defender=colour(dfn), region=self.region(fx.get("region")),
                       diff=f"{diff:+d}", roll=fx.get("roll"), winner=colour(att if fx.get("attacker_won") else dfn))
        if t == "dino_removed":
            c = fx.get("cause")
            return say(f"log-evo-dino-removed-{code_id(c) if c in CAUSES else 'other'}", who=who,
                       region=self.region(fx.get("region")))
        if t == "dino_replaced":
            return say("log-evo-dino-replaced", by=colour(fx.get("by")), region=self.region(fx.get("region")), who=who)
        if t == "movement_ended":
            return say("log-evo-end-movement", who=who)
        if t == "newborn_placed":
            return say("log-evo-newborn-placed", who=who, region=self.region(fx.get("region")))
        if t == "births_ended":
            return say("log-evo-births-ended", who=who, n=int(fx.get("placed") or 0))
        if t == "flood_rolled":
            roll, par = int(fx.get("roll") or 0), int(fx.get("parasols") or 0)
            return say("log-evo-flood-rolled-" + ("survives" if fx.get("survives") else "drowns"),
                       roller=colour(fx.get("roller")), who=who, region=self.region(fx.get("region")), roll=roll,
                       parasols=par, sum=roll + par)
        if t == "dino_kept":
            return say("log-evo-dino-kept", who=who, region=self.region(fx.get("region")))
        if t in ("ep_gained", "ep_lost"):
            return say(f"log-evo-{code_id(t)}", who=who, amount=fx.get("amount"), total=fx.get("total"))
        if t == "meteor_moved":
            return say("log-evo-meteor-moved", space=fx.get("space"))
        if t == "meteor_rolled":
            return say("log-evo-meteor-" + ("strikes" if fx.get("struck") else "misses"), who=who, roll=fx.get("roll"))
        if t == "game_ended":
            end = (fx.get("end") or {}).get("reason")
            return say("log-evo-game-ended-last-space" if end == "last_space" else "log-evo-game-ended-strike")
        if t == "genes_drawn":
            rows = [self.say("log-evo-gene-row", row=i + 1, gene=gene(g)) for i, g in enumerate(fx.get("genes") or [])]
            return say("log-evo-genes-drawn", genes=", ".join(rows))
        if t == "bid_placed":
            return say("log-evo-bid-placed", who=who, value=fx.get("value"), gene=gene(fx.get("gene")), row=fx.get("row"))
        if t == "outbid":
            return say("log-evo-outbid", who=who, row=fx.get("row"), by=colour(fx.get("by")))
        if t == "bid_passed":
            return say("log-evo-pass-bid", who=who)
        if t == "gene_bought":
            g = fx.get("gene")
            gets = (m("log-evo-gets-card") if g == "card" else m("log-evo-gets-egg") if g == "egg"
                    else m("log-evo-gets-gene", gene=gene(g)))
            return say("log-evo-gene-bought", who=who, price=fx.get("price"), bid=fx.get("bid"), total=fx.get("total"),
                       gets=gets)
        if t == "card_drawn":
            return say("log-evo-card-drawn", who=who, card=card_title(fx.get("card")))
        if t == "card_drawn_hidden":
            return say("log-evo-card-drawn-hidden", who=who)
        if t == "final_scores":
            scores = ", ".join(self.say("log-evo-score", who=colour(s), ep=v) for s, v in enumerate(fx.get("scores") or []))
            winners = [colour(s) for s in fx.get("winners") or []]
            return say("log-evo-final-scores", scores=scores, winners={"list": winners})
        return None

    def quiet(self, action: Any, kind: str | None, words: list[str]) -> bool:
        t = action.get("type") if isinstance(action, dict) else None
        return t in ("pass", "pass_bid") and len(words) <= 1


def words(view: dict[str, Any], catalogue: dict[str, Any], lang: str = "en") -> Words:
    return Evo(view, catalogue, lang)

