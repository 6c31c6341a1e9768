"""The rules at hand: each game's rules file (``docs/rules/<game>.md``) as an HTML page with
an anchor per section, and which section governs each decision a seat is asked to make.

A heading that starts with a section number ("### 7.12 Domination", "## 16. Engine
decisions") gets the id ``sec-7-12`` / ``sec-16``; a heading without one gets a slug of its
words. A citation ("§7.12", "§14.3 #5", "§6.1 (PD-06)") links to the anchor of its number.
The markdown is rendered with markdown-it-py (CommonMark and tables, raw HTML off: the
files are ours, but a stray ``<`` must still print as text).
"""

from __future__ import annotations

import html
import re
from functools import lru_cache
from pathlib import Path

from markdown_it import MarkdownIt

#: The rules files in the source tree (absent from an installed wheel: the page is then 404).
RULES_DIR = Path(__file__).resolve().parents[2] / "docs" / "rules"

_NUMBER = re.compile(r"^§?\s*(\d+(?:\.\d+)*)\.?(?=\s|$)")
_SLUG = re.compile(r"[^a-z0-9]+")


def section_id(heading: str) -> str:
    """The anchor of a heading or a citation: ``sec-7-12`` for "7.12 Domination" and
    "§7.12", a slug of the words for a heading without a number."""
    m = _NUMBER.match(heading.strip())
    if m:
        return "sec-" + m.group(1).replace(".", "-")
    return "h-" + (_SLUG.sub("-", heading.lower()).strip("-") or "section")


def rule_href(game: str, citation: str) -> str:
    """The page address of a citation: ``/rules/evo#sec-14-3`` for ``("evo", "§14.3 #5")``."""
    return f"/rules/{game}#{section_id(citation)}"


#: The section that governs each kind of decision (the engine's ``pending`` kinds).
DECISION_RULES: dict[str, dict[str, str]] = {
    "dominant-species": {
        "place_ap": "§5.1",
        "initiative_swap": "§7.1",
        "initiative_place": "§7.1",
        "adaptation": "§7.2",
        "regression_protect": "§7.3",
        "take_element": "§7.4",
        "place_element": "§7.4",
        "wasteland": "§7.5",
        "depletion": "§7.6",
        "glaciation": "§7.7",
        "speciation_corner": "§7.8",
        "speciation_cubes": "§7.8",
        "insect_speciation": "§8",
        "wanderlust_tile": "§7.9",
        "wanderlust_hex": "§7.9",
        "wanderlust_move": "§7.9",
        "migration": "§7.10",
        "competition": "§7.11",
        "arachnid_competition": "§8",
        "domination": "§7.12",
        "choose_card": "§11.1",
        "mammal_save": "§5.3.1",
        "instinct": "§11.2",
        "immigrants": "§11.2",
        "mass_exodus_tile": "§11.2",
        "mass_exodus_move": "§11.2",
        "fertile_tile": "§11.2",
        "evolution": "§11.2",
        "blight_tile": "§11.2",
        "catastrophe_tile": "§11.2",
        "catastrophe_adjacent": "§11.2",
        "catastrophe_keep": "§11.2",
        "hibernation": "§11.2",
        "metamorphosis": "§11.2",
        "aquatic_cubes": "§11.2",
        "disease_discard": "§11.2",
        "biomass_eliminate": "§11.2",
    },
    "evo": {
        "card_window": "§14.2",
        "card_response": "§14.1",
        "movement": "§10",
        "birth": "§11",
        "survival": "§12",
        "bid": "§13.4",
    },
    "la-isla": {
        "assign_cards": "§7.1",
        "card_holder": "§7.2",
        "income_marker": "§7.3",
        "explorer_action": "§7.4",
        "relocation_destination": "§11.4",
        "second_move": "§11.3",
        "provisions_resource": "§11.3",
        "arrival_resource": "§11.3",
        "landscape_marker": "§9",
        "animal_marker": "§7.5",
    },
}

#: Where each game's cards are described (a card on the table links here).
CARD_RULES: dict[str, str] = {"dominant-species": "§11.2", "evo": "§14.3", "la-isla": "§11.2"}


def decision_rule(game: str, kind: str | None) -> str | None:
    """The citation of the section that governs a pending decision of this kind."""
    return DECISION_RULES.get(game, {}).get(kind or "")


def _path(game: str) -> Path | None:
    if not re.fullmatch(r"[a-z][a-z0-9-]{0,40}", game):
        return None
    path = RULES_DIR / f"{game}.md"
    return path if path.is_file() else None


def has_rules(game: str) -> bool:
    return _path(game) is not None


@lru_cache(maxsize=8)
def _render(game: str, mtime: float) -> tuple[str, str, tuple[str, ...]]:
    """(title, body HTML, the ids of its headings) of a rules file."""
    path = _path(game)
    assert path is not None
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    tokens = md.parse(path.read_text(encoding="utf-8"))
    ids: list[str] = []
    title = game
    for i, tok in enumerate(tokens):
        if tok.type != "heading_open":
            continue
        text = tokens[i + 1].content
        if tok.tag == "h1" and title == game:
            title = text
        anchor = section_id(text)
        base, n = anchor, 2
        while anchor in ids:  # two headings of the same words: keep ids unique
            anchor, n = f"{base}-{n}", n + 1
        ids.append(anchor)
        tok.attrSet("id", anchor)
        tok.attrSet("class", "rules-section")
    body = md.renderer.render(tokens, md.options, {})
    return title, body, tuple(ids)


def rules(game: str) -> tuple[str, str, tuple[str, ...]] | None:
    """(title, body HTML, anchors) of a game's rules page, or None without its file."""
    path = _path(game)
    if path is None:
        return None
    return _render(game, path.stat().st_mtime)


def page(game: str) -> str | None:
    """The whole HTML page of a game's rules (None without its file)."""
    found = rules(game)
    if found is None:
        return None
    title, body, _ = found
    t = html.escape(title)
    return (
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{t} — species-arena</title>\n"
        "<link rel=\"stylesheet\" href=\"/static/css/arena.css\">\n</head>\n"
        "<body class=\"rules-page\">\n<header class=\"site\"><a class=\"brand\" href=\"/\">species-arena</a>"
        f" <span class=\"where\"><a href=\"/\">Lobby</a> › Rules</span></header>\n"
        f"<main class=\"rules-body\" data-game=\"{html.escape(game)}\">\n{body}</main>\n</body>\n</html>\n"
    )


def error_page(status: int, title: str, detail: str) -> str:
    """A page for a page address that names nothing (404), with the way back to the lobby."""
    t, d = html.escape(title), html.escape(detail)
    return (
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        f"<title>{t} — species-arena</title>\n"
        "<link rel=\"stylesheet\" href=\"/static/css/arena.css\">\n</head>\n"
        f"<body class=\"error-page\" data-status=\"{status}\">\n<header class=\"site\"><a class=\"brand\" href=\"/\">species-arena</a></header>\n"
        f"<main class=\"rules-body\">\n<h1>{t}</h1>\n<p>{d}</p>\n"
        "<p><a id=\"back-to-lobby\" href=\"/\">Back to the lobby</a></p>\n</main>\n</body>\n</html>\n"
    )
