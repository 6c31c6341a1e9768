"""The rules at hand (issue 30 item 3): ``/rules/{game}`` serves each game's rules file as
HTML with an anchor per section, every section the table links to exists, and so does
every section the engine cites in its refusals (``rule!("§…")`` in core_rs)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import core_rs
import pytest
from litestar.testing import TestClient

from service.app import rulebook

ROOT = Path(__file__).resolve().parents[2]
GAMES = [g for g, _, _ in core_rs.games_list()]
#: The engine's source folder of each game.
SOURCES = {"dominant-species": "dominant_species", "evo": "evo", "la-isla": "la_isla"}


def anchors(page: str) -> set[str]:
    return set(re.findall(r'<h[1-6] id="([^"]+)"', page))


def engine_citations(game: str) -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "core_rs" / "src" / "games" / SOURCES[game]).rglob("*.rs"):
        found |= set(re.findall(r'"(§\d[^"]*)"', path.read_text()))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_page_has_an_anchor_for_every_cited_section(client: TestClient[Any], game: str) -> None:
    r = client.get(f"/rules/{game}")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert "content-security-policy" in r.headers
    have = anchors(r.text)
    numbered = {a for a in have if a.startswith("sec-")}
    assert len(numbered) >= 30, "a heading per section"
    cited = set(rulebook.DECISION_RULES[game].values()) | {rulebook.CARD_RULES[game]}
    engine = engine_citations(game)
    assert len(engine) >= 8, "the engine's own citations are found"
    missing = sorted(c for c in cited | engine if rulebook.section_id(c) not in have)
    assert not missing, f"cited sections without an anchor on /rules/{game}: {missing}"
    # The markdown is rendered, not shown raw: tables are tables, headings are not '#' lines.
    assert "<table>" in r.text and "\n## " not in r.text and '<a id="back-to-lobby"' not in r.text


def test_section_ids_are_stable() -> None:
    assert rulebook.section_id("7.12 Domination") == "sec-7-12" == rulebook.section_id("§7.12")
    assert rulebook.section_id("16. Engine decisions") == "sec-16" == rulebook.section_id("§16")
    assert rulebook.section_id("§14.3 #5") == "sec-14-3" == rulebook.section_id("§14.3")
    assert rulebook.section_id("§6.1 (PD-06)") == "sec-6-1"
    assert rulebook.section_id("Board and component facts") == "h-board-and-component-facts"
    assert rulebook.rule_href("evo", "§13.4") == "/rules/evo#sec-13-4"


def test_every_decision_a_game_asks_has_its_rule(client: TestClient[Any]) -> None:
    """Every pending kind met in short random games of every game has a section, and the
    legal actions of a seat carry it (the table links its prompt to it)."""
    import json
    import random

    for game in GAMES:
        lo = next(lo for g, lo, _ in core_rs.games_list() if g == game)
        e = core_rs.Engine.create(game, lo, "{}", 3)
        rng = random.Random(3)
        seen = set()
        while (p := e.pending()) is not None:
            seats, kind = p
            seen.add(kind)
            seat = rng.choice(seats)
            e.apply(seat, e.bot_action(seat, "random", rng.getrandbits(63)))
        unknown = sorted(k for k in seen if rulebook.decision_rule(game, k) is None)
        assert not unknown, f"{game}: decisions without a rule section: {unknown}"
    gid = client.post("/games", json={"game": "evo", "seats": 3}).json()["id"]
    token = client.post(f"/games/{gid}/seats/0", json={"player": "alice"}).json()["token"]
    state = client.get(f"/games/{gid}/state").json()
    seat = state["pending"]["seats"][0]
    if seat != 0:
        token = client.post(f"/games/{gid}/seats/{seat}", json={"player": "bob"}).json()["token"]
    legal = client.get(f"/games/{gid}/legal-actions", headers={"Authorization": f"Bearer {token}"}).json()
    assert legal["rule"] == rulebook.decision_rule("evo", state["pending"]["kind"])
    assert legal["rule_url"] == rulebook.rule_href("evo", legal["rule"])
    assert json.dumps(legal)  # JSON all through
