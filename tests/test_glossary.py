"""The i18n glossary (docs/i18n/glossary.toml, issue 29) is complete and well formed.

* Every entry has an id, a known game and a kind, and a non-empty word in en, el, hu and ru;
  its ``source`` names each of el, hu, ru as ``rulebook`` or ``ours``.
* A word marked ``rulebook`` comes with the rulebook section it was taken from, and only a
  language that has a rulebook for that game may say ``rulebook`` (Evo has only a Hungarian
  one, La Isla only a Greek one, Dominant Species a Greek and a Russian one).
* Ids are unique within a game.
* The glossary covers exactly the identifiers the engine exposes, no more and no fewer:
  - through the Python API of the compiled engine (``core_rs.game_schemas``: the string enums
    of the action, options and view schemas such as animals, elements, terrains, cards,
    spaces, genes, climate classes, species, colours, landscapes, symbols, phases; the
    ``type`` of every action; ``core_rs.catalogue("la-isla")``: the special-function kinds);
  - for the enums that no Python API exposes (Dominant Species' ``ActionKind``, ``Reason``
    and ``ImmigrantsOption``, and Evo's phase names of ``Step::phase_name``), through a regex
    over their definitions in ``core_rs/src``.
* glossary.md and glossary.toml are what ``docs/i18n/build_glossary.py`` makes of the term
  lists (so both carry the same content), and the Markdown names every id.
"""

from __future__ import annotations

import importlib.util
import json
import re
import tomllib
from collections import Counter
from pathlib import Path

import pytest

core_rs = pytest.importorskip("core_rs")

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "docs" / "i18n"
GAMES_SRC = ROOT / "core_rs" / "src" / "games"
LANGS = ("el", "hu", "ru")
GAMES = ("common", "dominant-species", "evo", "la-isla")
#: languages with an original rulebook, per game (the seeds of docs/rules/*.md)
HAS_RULEBOOK = {
    "common": {"el", "hu", "ru"},
    "dominant-species": {"el", "ru"},
    "evo": {"hu"},
    "la-isla": {"el"},
}
#: schema $defs (string enums) whose values the glossary must name, as "<def>.<value>"
SCHEMA_ENUMS = {
    "dominant-species": ("Animal", "Element", "Terrain", "Card", "Space", "Phase"),
    "evo": ("Card", "Gene", "Terrain", "ClimateClass", "Cause", "Step", "EndReason", "TieBreak", "FourPlayerBoard"),
    "la-isla": ("Species", "Colour", "Landscape", "Symbol", "Phase", "EndReason", "CardSet", "Letter"),
}
GENDERS = {"m", "f", "n", "pl"}


def load() -> list[dict]:
    with open(I18N / "glossary.toml", "rb") as f:
        return tomllib.load(f)["term"]


TERMS = load()


def string_values(schema: dict) -> list[str]:
    """The string values a schema def allows: its ``enum``, or the constant of each ``oneOf``
    branch (a bare ``const`` or the one constant property of a tagged object)."""
    if "enum" in schema:
        return [v for v in schema["enum"] if isinstance(v, str)]
    out = []
    for branch in schema.get("oneOf", []):
        if "const" in branch:
            out.append(branch["const"])
        elif "enum" in branch:
            out.extend(branch["enum"])
        else:
            consts = [p["const"] for p in branch.get("properties", {}).values() if isinstance(p.get("const"), str)]
            assert len(consts) == 1, f"cannot read a tag from {branch}"
            out.extend(consts)
    return out


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def rust_enum(path: Path, enum: str) -> list[str]:
    """The variants of ``pub enum <enum> { ... }`` in ``path``, in snake_case (their serde
    names: these enums are all ``rename_all = "snake_case"``)."""
    text = path.read_text(encoding="utf-8")
    m = re.search(r"pub enum " + enum + r"\s*\{(.*?)\n\}", text, re.S)
    assert m, f"enum {enum} not found in {path}"
    body = re.sub(r"//[^\n]*", "", m.group(1))
    return [snake(v) for v in re.findall(r"^\s*([A-Z][A-Za-z0-9]*)\s*[,{(]", body, re.M)]


def engine_ids() -> dict[str, set[str]]:
    """Every id the glossary must hold, per game, read from the engine."""
    want: dict[str, set[str]] = {g: set() for g in GAMES}
    for game, defs in SCHEMA_ENUMS.items():
        schemas = json.loads(core_rs.game_schemas(game))
        seen = {}
        for part in ("action", "options", "view"):
            seen.update(schemas[part].get("$defs", {}))
        for d in defs:
            assert d in seen, f"{game}: the engine no longer has a {d} schema"
            want[game].update(f"{d}.{v}" for v in string_values(seen[d]))
        want[game].update(f"Action.{t}" for t in string_values({"oneOf": schemas["action"]["oneOf"]}))
    cards = json.loads(core_rs.catalogue("la-isla"))["cards"]
    want["la-isla"].update("Function." + c["function"].split("(")[0] for c in cards.values())
    ds = GAMES_SRC / "dominant_species"
    want["dominant-species"].update(f"ActionKind.{v}" for v in rust_enum(ds / "data" / "mod.rs", "ActionKind"))
    want["dominant-species"].update(f"Reason.{v}" for v in rust_enum(ds / "effects.rs", "Reason"))
    want["dominant-species"].update(f"ImmigrantsOption.{v}" for v in rust_enum(ds / "effects.rs", "ImmigrantsOption"))
    step = (GAMES_SRC / "evo" / "state" / "step.rs").read_text(encoding="utf-8")
    body = re.search(r"fn phase_name\(self\).*?\n    \}", step, re.S)
    assert body, "Step::phase_name not found"
    want["evo"].update(f"Phase.{v}" for v in re.findall(r'=> "([a-z_]+)"', body.group(0)))
    return want


def test_glossary_has_terms_of_every_game():
    count = Counter(t["game"] for t in TERMS)
    assert set(count) == set(GAMES), count
    assert min(count.values()) > 30, count


@pytest.mark.parametrize("term", TERMS, ids=lambda t: f"{t.get('game')}:{t.get('id')}")
def test_entry_is_complete(term):
    for key in ("id", "game", "kind", "en", *LANGS):
        assert isinstance(term.get(key), str) and term[key].strip(), f"{key} missing or empty"
    assert term["game"] in GAMES
    source = term.get("source")
    assert isinstance(source, dict) and set(source) == set(LANGS), f"source must name {LANGS}: {source}"
    sections = term.get("rulebook_section", {})
    for lang in LANGS:
        assert source[lang] in ("rulebook", "ours"), f"unknown source {source[lang]!r} for {lang}"
        if source[lang] == "rulebook":
            assert lang in HAS_RULEBOOK[term["game"]], f"{term['game']} has no {lang} rulebook, so {lang} is ours"
            assert sections.get(lang, "").strip(), f"the {lang} rulebook section is missing"
    for lang in ("el", "ru"):
        forms = term.get(f"{lang}_forms", {})
        if forms:
            assert forms.get("gender") in GENDERS, f"{lang} forms need a gender: {forms}"
            assert all(isinstance(v, (str, bool)) and str(v).strip() for v in forms.values()), forms
    assert term.get("hu_forms", {}).get("article") in ("a", "az")


def test_ids_are_unique_per_game():
    count = Counter((t["game"], t["id"]) for t in TERMS)
    assert [k for k, n in count.items() if n > 1] == []


@pytest.mark.parametrize("game", GAMES[1:])
def test_glossary_covers_exactly_the_engine_ids(game):
    want = engine_ids()[game]
    have = {t["id"] for t in TERMS if t["game"] == game}
    prefixes = {i.split(".", 1)[0] for i in want}
    missing = sorted(want - have)
    stale = sorted(i for i in have - want if i.split(".", 1)[0] in prefixes)
    assert not missing, f"{game}: the glossary lacks {missing}"
    assert not stale, f"{game}: the engine has no {stale}"


def test_markdown_and_toml_are_built_from_the_term_lists():
    spec = importlib.util.spec_from_file_location("build_glossary", I18N / "build_glossary.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    entries = build.entries()
    assert (I18N / "glossary.toml").read_text(encoding="utf-8") == build.render_toml(entries)
    md = (I18N / "glossary.md").read_text(encoding="utf-8")
    assert md == build.render_md(entries)
    assert md.startswith("# ") and "\n## Conventions\n" in md
    for t in TERMS:
        assert f"`{t['id']}`" in md, t["id"]
