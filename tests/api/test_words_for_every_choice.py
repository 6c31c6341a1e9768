"""Words for every choice: complete games of every game type, player count and
variant the engine describes (``core_rs.option_specs``), played by random bots through
``core_rs.Engine``. At every decision, every pending seat has a non-empty prompt, and
every legal action of every pending seat has a non-empty label that is not the action's
Rust debug text (the stubs' ``PlaceAp { space: Space(0) }``), with well-formed board
targets, in the order of ``legal_actions``. The table page shows these words instead of
JSON, so a game whose labels are missing is not playable in the browser."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import core_rs
import pytest

SEEDS = (1, 2)
#: A Rust debug rendering of an enum variant with fields: `Name { a: 1 }` or `Name(1, 2)`.
DEBUG_WITH_FIELDS = re.compile(r"^[A-Z][A-Za-z0-9_]*(?: \{ .* \}|\(.*\))$")
#: Stop a game that does not end (the harness's own tests own that property).
MAX_DECISIONS = 50_000


def camel(name: str) -> str:
    """A serde snake_case tag as its Rust variant name: ``place_ap`` -> ``PlaceAp``."""
    return "".join(w[:1].upper() + w[1:] for w in name.split("_"))


def debug_text(label: str, action: Any) -> bool:
    """Is ``label`` the action's debug text rather than words?"""
    if DEBUG_WITH_FIELDS.match(label):
        return True
    # A unit variant prints as its bare name; one with two or more words is never a label.
    kind = action.get("type") if isinstance(action, dict) else None
    return isinstance(kind, str) and "_" in kind and label == camel(kind)


def accepted(game: str, seats: int, options: dict[str, Any]) -> bool:
    """Does the engine set up a game with these options for this many seats? (A described
    value may fit some seat counts only: La Isla's first player "seat 3; 3 or 4 players".)"""
    try:
        core_rs.Engine.create(game, seats, json.dumps(options), 0)
    except core_rs.RuleError:
        return False
    return True


def variants(game: str, seats: int) -> list[dict[str, Any]]:
    """No options, then each described option at each of its other values, one at a time
    (those the engine accepts for this seat count)."""
    out: list[dict[str, Any]] = [{}]
    for spec in json.loads(core_rs.option_specs(game)):
        if spec.get("seats") and seats not in spec["seats"]:
            continue
        default = spec.get("default")
        if spec["kind"] == "bool":
            values = [v for v in (True, False) if v != default]
        elif spec["kind"] == "choice":
            values = [value for value, _ in spec["choices"] if value != default]
        else:
            values = [v for v in (spec.get("min"), spec.get("max")) if v is not None and v != default]
        out += [{spec["name"]: v} for v in values if accepted(game, seats, {spec["name"]: v})]
    return out


CASES = [
    pytest.param(game, seats, options, id=f"{game}-{seats}p-{json.dumps(options, sort_keys=True)}")
    for game, lo, hi in sorted(core_rs.games_list())
    for seats in range(lo, hi + 1)
    for options in variants(game, seats)
]


def check_decision(e: Any, seats: list[int], where: str, problems: list[str]) -> None:
    for seat in seats:
        prompt = e.prompt(seat)
        if not prompt.strip():
            problems.append(f"{where}: seat {seat} has no prompt")
        labeled = json.loads(e.legal_actions_labeled(seat))
        if [c["action"] for c in labeled] != json.loads(e.legal_actions(seat)):
            problems.append(f"{where}: labeled actions differ from legal_actions for seat {seat}")
        for c in labeled:
            label = c["label"].strip()
            if not label:
                problems.append(f"{where}: seat {seat}: empty label for {c['action']}")
            elif debug_text(label, c["action"]):
                problems.append(f"{where}: seat {seat}: debug text {label!r} for {c['action']}")
            for t in c["targets"]:
                if not (isinstance(t.get("kind"), str) and t["kind"] and isinstance(t.get("id"), str) and t["id"]):
                    problems.append(f"{where}: seat {seat}: malformed target {t} for {c['action']}")


@pytest.mark.parametrize(("game", "seats", "options"), CASES)
def test_every_choice_and_decision_has_words(game: str, seats: int, options: dict[str, Any]) -> None:
    problems: list[str] = []
    games = 0
    for seed in SEEDS:
        e = core_rs.Engine.create(game, seats, json.dumps(options), seed)
        rng = random.Random(seed)
        decisions = 0
        while (pending := e.pending()) is not None:
            pending_seats, kind = pending
            check_decision(e, pending_seats, f"seed {seed}, decision {decisions} ({kind})", problems)
            seat = rng.choice(pending_seats)
            action = e.bot_action(seat, "random", rng.getrandbits(63))
            assert action is not None, f"seed {seed}: pending seat {seat} has no legal action ({kind})"
            e.apply(seat, action)
            decisions += 1
            assert decisions < MAX_DECISIONS, f"seed {seed}: the game does not end"
            if len(problems) > 10_000:
                break
        games += 1
    assert games == len(SEEDS)
    shown = "\n".join(problems[:15])
    assert not problems, f"{len(problems)} decisions/choices without words, e.g.:\n{shown}"


def test_the_debug_text_detector() -> None:
    """The check above recognises the stubs' output and accepts words."""
    assert debug_text("PlaceAp { space: Space(0) }", {"type": "place_ap", "space": "INI"})
    assert debug_text("Move { from: 14, to: 7 }", {"type": "move", "from": 14, "to": 7})
    assert debug_text("Speciate(3)", {"type": "speciate"})
    assert debug_text("EndMovement", {"type": "end_movement"})
    assert not debug_text("Place an action pawn on Initiative", {"type": "place_ap", "space": "INI"})
    assert not debug_text("Pass", {"type": "pass"})
    assert not debug_text("Move from Desert 14 to Forest 7", {"type": "move"})
    assert not debug_text("End movement", {"type": "end_movement"})
    assert variants("dominant-species", 4)[0] == {}
    assert accepted("dominant-species", 4, {}) and not accepted("dominant-species", 4, {"no_such_option": True})
