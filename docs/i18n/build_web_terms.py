"""Write the game terms that the board renderers draw (service/static/games/*.js) into the
web pages' messages: the block between the ``# ---- terms`` markers of
``service/static/locales/<locale>/web.ftl``, one message per term, its value the word of the
glossary (docs/i18n/glossary.toml) and, where a board has little room, a ``.short`` form.

Ids: ``web-`` and the glossary's Fluent id (``build_ftl_terms.term_id``): ``Animal.birds``
of Dominant Species → ``web-ds-animal-birds``. Run it after changing the glossary
(``python docs/i18n/build_web_terms.py``); the messages outside the markers stay as they are.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from build_ftl_terms import GLOSSARY, ftl_text, term_id, write_block  # type: ignore[import-not-found]

ROOT = Path(__file__).resolve().parents[2]
WEB_LOCALES = ROOT / "service" / "static" / "locales"
LOCALES = ("en", "el", "hu", "ru")
BEGIN = "# ---- terms (docs/i18n/build_web_terms.py writes this block from the glossary)"
END = "# ---- end of terms"

#: The kinds of terms the boards draw, per game.
KINDS = {
    "dominant-species": ("Animal", "Element", "Terrain", "ActionKind", "Card"),
    "evo": ("Gene", "Terrain", "ClimateClass", "Card"),
    "la-isla": ("Species", "Colour", "Landscape", "Symbol"),
}

#: Short names for the small tiles and chips of the La Isla board (before the glossary's
#: `.short`: a tile is 34 units wide).
SHORT = {
    "Species.DODO": {"en": "Dodo", "el": "Ντόντο", "hu": "Dodó", "ru": "Додо"},
    "Species.FOSSA": {"en": "Fossa", "el": "Φόσα", "hu": "Fossza", "ru": "Фосса"},
    "Species.FROG": {"en": "Frog", "el": "Βάτραχος", "hu": "Varangy", "ru": "Жаба"},
    "Species.PIKA": {"en": "Pika", "el": "Πίκα", "hu": "Pika", "ru": "Пищуха"},
    "Species.MOTH": {"en": "Moth", "el": "Νυχτ.", "hu": "Lepke", "ru": "Совка"},
}


def block(terms: list[dict], locale: str) -> str:
    lines = [BEGIN]
    for game, kinds in KINDS.items():
        for t in terms:
            kind = t["id"].rpartition(".")[0]
            if t["game"] != game or kind not in kinds:
                continue
            lines.append(f"web-{term_id(game, t['id'])} = {ftl_text(t[locale])}")
            short = SHORT.get(t["id"], {}).get(locale) or (t.get(f"{locale}_forms") or {}).get("short")
            if short:
                lines.append(f"    .short = {ftl_text(short)}")
    lines.append(END)
    return "\n".join(lines) + "\n"


def main() -> None:
    terms = tomllib.loads(GLOSSARY.read_text())["term"]
    for locale in LOCALES:
        write_block(WEB_LOCALES / locale / "web.ftl", block(terms, locale), BEGIN, END)

if __name__ == "__main__":
    main()
