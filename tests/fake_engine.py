"""A tiny pure-Python game for the tests of the "game over" paths.

No game in the Rust registry can finish yet, so ``fake-race`` (registered through the test
seam ``service.domain.engine.register_engine_type``, only inside test fixtures) stands in for one.
It implements the raw interface of ``core_rs.Engine`` exactly: JSON text in and out,
``core_rs.RuleError(code, detail, rule)`` for rejections.

The game: seats take turns; on its turn a seat either adds 1 or 2 to its score, or plays a
card from its hand for the card's value. Adding also draws the top card of a face-down deck
(shuffled from the seed) into the hand: the card is visible to that seat only, the deck
order to nobody. The game ends after ``options["moves"]`` turns (default 6). With
``options["secret_actions"]`` the "add" actions are secret choices.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import core_rs

NAME = "fake-race"


def _dumps(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _error(code: str, detail: str, rule: str = "") -> core_rs.RuleError:
    return core_rs.RuleError(code, detail, rule)


class FakeRace:
    """One game of ``fake-race``; its whole state is a JSON-able dict."""

    def __init__(self, state: dict[str, Any]) -> None:
        self.s = state

    # ---- the static side (EngineBackend) ----

    @staticmethod
    def create(game: str, seats: int, options: str, seed: int) -> FakeRace:
        opts = json.loads(options) or {}
        if not isinstance(opts, dict) or set(opts) - {"moves", "secret_actions"}:
            raise _error("invalid-request", f"invalid options for {NAME}")
        moves = opts.get("moves", 6)
        if not isinstance(moves, int) or not 1 <= moves <= 20:
            raise _error("invalid-request", "moves must be 1 to 20")
        deck = list(range(1, 21))
        random.Random(seed).shuffle(deck)
        return FakeRace(
            {
                "seats": seats,
                "moves": moves,
                "secret_actions": bool(opts.get("secret_actions", False)),
                "turn": 0,
                "scores": [0] * seats,
                "hands": [[] for _ in range(seats)],
                "deck": deck,
            }
        )

    @staticmethod
    def restore(game: str, snapshot: str) -> FakeRace:
        return FakeRace(json.loads(snapshot))

    @staticmethod
    def describe_effect(game: str, effect: str) -> str:
        return _describe(json.loads(effect))

    @staticmethod
    def option_specs(game: str, lang: str = "en") -> str:
        return _dumps(OPTION_SPECS)

    # ---- the instance side (RawEngine) ----

    game = NAME

    @property
    def seats(self) -> int:
        return self.s["seats"]

    def _over(self) -> bool:
        return self.s["turn"] >= self.s["moves"]

    def pending(self) -> tuple[list[int], str] | None:
        if self._over():
            return None
        return [self.s["turn"] % self.seats], "move"

    def _legal(self, seat: int) -> list[dict[str, Any]]:
        p = self.pending()
        if p is None or seat not in p[0]:
            return []
        actions: list[dict[str, Any]] = [{"type": "add", "n": 1}, {"type": "add", "n": 2}]
        actions += [{"type": "play", "card": c} for c in sorted(self.s["hands"][seat])]
        return actions

    def legal_actions(self, seat: int) -> str:
        return _dumps(self._legal(seat))

    def legal_actions_labeled(self, seat: int, lang: str = "en") -> str:
        labeled = []
        for a in self._legal(seat):
            if a["type"] == "add":
                labeled.append({"action": a, "label": f"Add {a['n']} and draw a card", "targets": [{"kind": "track", "id": str(seat)}]})
            else:
                labeled.append({"action": a, "label": f"Play card {a['card']}", "targets": [{"kind": "card", "id": str(a["card"])}]})
        return _dumps(labeled)

    def prompt(self, seat: int, lang: str = "en") -> str:
        p = self.pending()
        if p is None or seat not in p[0]:
            return ""
        left = self.s["moves"] - self.s["turn"]
        return f"Seat {seat}: add points or play a card ({left} moves left in the game)"

    def apply(self, seat: int, action: str) -> str:
        a = json.loads(action)
        p = self.pending()
        if p is None:
            raise _error("game-over", "the game has ended")
        if seat not in p[0]:
            raise _error("not-your-turn", f"seat {seat} may not act now; waiting for seat(s) {p[0]}")
        if not isinstance(a, dict) or a.get("type") not in ("add", "play"):
            raise _error("invalid-request", f"not a {NAME} action")
        if a not in self._legal(seat):
            raise _error("illegal-action", "that action is not allowed now", "fake-race §1")
        effects: list[dict[str, Any]] = []
        if a["type"] == "add":
            self.s["scores"][seat] += a["n"]
            effects.append(_fx({"type": "scored", "seat": seat, "points": a["n"]}))
            if self.s["deck"]:
                card = self.s["deck"].pop(0)
                self.s["hands"][seat].append(card)
                effects.append(_fx({"type": "card_drawn", "seat": seat, "card": card}, [seat]))
                effects.append(_fx({"type": "card_drawn_face_down", "seat": seat}))
        else:
            self.s["hands"][seat].remove(a["card"])
            self.s["scores"][seat] += a["card"]
            effects.append(_fx({"type": "card_played", "seat": seat, "card": a["card"]}))
        self.s["turn"] += 1
        if self._over():
            effects.append(_fx({"type": "game_ended"}))
        return _dumps(effects)

    def action_is_secret(self, seat: int, action: str) -> bool:
        a = json.loads(action)
        return bool(self.s["secret_actions"]) and isinstance(a, dict) and a.get("type") == "add"

    def view(self, seat: int | None = None, omniscient: bool = False) -> str:
        v: dict[str, Any] = {
            "turn": self.s["turn"],
            "scores": self.s["scores"],
            "hand_sizes": [len(h) for h in self.s["hands"]],
            "deck_size": len(self.s["deck"]),
        }
        if omniscient:
            v["hands"] = {str(i): h for i, h in enumerate(self.s["hands"])}
            v["deck"] = self.s["deck"]
        elif seat is not None:
            v["hands"] = {str(seat): self.s["hands"][seat]}
        return _dumps(v)

    def outcome(self) -> str | None:
        if not self._over():
            return None
        scores = self.s["scores"]
        ranking = sorted(range(self.seats), key=lambda i: (-scores[i], i))
        winners = [i for i in ranking if scores[i] == scores[ranking[0]]]
        return _dumps({"scores": scores, "ranking": ranking, "winners": winners, "detail": {}})

    def scores(self) -> list[int]:
        return list(self.s["scores"])

    def progress(self) -> str:
        phase = "over" if self._over() else "play"
        return _dumps({"round": self.s["turn"] // self.seats + 1, "phase": phase})

    def state_hash(self) -> str:
        return hashlib.sha256(_dumps(self.s).encode()).hexdigest()

    def snapshot(self) -> str:
        return _dumps(self.s)

    def validate(self) -> None:
        return None

    def bot_action(self, seat: int, kind: str, seed: int) -> str | None:
        actions = self._legal(seat)
        if not actions:
            return None
        if kind == "greedy":
            def gain(a: dict[str, Any]) -> int:
                return a["n"] if a["type"] == "add" else a["card"]

            best = max(gain(a) for a in actions)
            actions = [a for a in actions if gain(a) == best]
        return _dumps(actions[seed % len(actions)])

    def clone(self) -> FakeRace:
        return FakeRace(json.loads(_dumps(self.s)))


#: The setup options, described as ``core_rs.option_specs`` describes a game's.
OPTION_SPECS: list[dict[str, Any]] = [
    {
        "name": "moves", "label": "Moves", "help": "How many turns the game lasts.", "rule": "fake-race §1",
        "kind": "int", "default": 6, "choices": [], "seats": [], "min": 1, "max": 20,
    },
    {
        "name": "secret_actions", "label": "Secret additions", "help": "Other seats do not see what a seat adds.",
        "rule": "fake-race §2", "kind": "bool", "default": False, "choices": [], "seats": [],
    },
]


def _fx(data: dict[str, Any], visible_to: list[int] | None = None) -> dict[str, Any]:
    return {"data": data, "visible_to": visible_to, "text": _describe(data)}


def _describe(data: dict[str, Any]) -> str:
    kind = data.get("type")
    if kind == "scored":
        return f"Seat {data['seat']} scores {data['points']}"
    if kind == "card_drawn":
        return f"Seat {data['seat']} draws card {data['card']}"
    if kind == "card_drawn_face_down":
        return f"Seat {data['seat']} draws a card"
    if kind == "card_played":
        return f"Seat {data['seat']} plays card {data['card']} for {data['card']} points"
    return "The game ends"
