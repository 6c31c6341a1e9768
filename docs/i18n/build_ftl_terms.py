"""Write the glossary's terms as Fluent messages: the block between the
``# ---- terms`` markers of ``core_rs/locales/<locale>/<file>.ftl`` (file: ``common`` or
the game), one message per term with its grammatical forms as attributes
(``.gen``, ``.acc``, ``.pl``, ``.gen_pl``, ``.acc_pl``, ``.gender``, ...).

Ids: ``<prefix>-<kind>-<name>`` in lower kebab case, the prefix ``term`` (common), ``ds``,
``evo`` or ``li`` (``Animal.birds`` of Dominant Species → ``ds-animal-birds``). Run it
after changing the glossary (``python docs/i18n/build_ftl_terms.py``); the messages
outside the markers are left as they are.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "i18n" / "glossary.toml"
LOCALES_DIR = ROOT / "core_rs" / "locales"
PREFIX = {"common": "term", "dominant-species": "ds", "evo": "evo", "la-isla": "li"}
FILE = {"common": "common", "dominant-species": "dominant-species", "evo": "evo", "la-isla": "la-isla"}
BEGIN = "# ---- terms (docs/i18n/build_ftl_terms.py writes this block from the glossary)"
END = "# ---- end of terms"


def kebab(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", s.lower()).strip("-")


def term_id(game: str, gid: str) -> str:
    kind, _, name = gid.rpartition(".")
    parts = [PREFIX[game]] + ([kebab(kind)] if kind and kind != "term" else []) + [kebab(name)]
    return "-".join(parts)


def ftl_text(v: object) -> str:
    s = "true" if v is True else "false" if v is False else str(v)
    # a value that starts with a special character or has braces is written as a literal
    if not s or s[0] in "[*." or "{" in s or "}" in s or s != s.strip():
        return '{ "' + s.replace("\\", "\\\\").replace('"', '\\"') + '" }'
    return s


def block(terms: list[dict], game: str, locale: str) -> str:
    lines = [BEGIN]
    for t in terms:
        if t["game"] != game:
            continue
        lines.append(f"{term_id(game, t['id'])} = {ftl_text(t[locale])}")
        for k, v in sorted((t.get(f"{locale}_forms") or {}).items()):
            if k == "note":
                continue
            lines.append(f"    .{kebab(k).replace('-', '_')} = {ftl_text(v)}")
    lines.append(END)
    return "\n".join(lines) + "\n"


def write_block(path: Path, new: str, begin: str, end: str) -> None:
    """Put ``new`` (which starts with ``begin`` and ends with ``end``) in place of the block
    between those markers in ``path``, or after its text when it has none yet."""
    old = path.read_text() if path.exists() else ""
    if begin in old and end in old:
        head, rest = old.split(begin, 1)
        tail = rest.split(end, 1)[1].lstrip("\n")
        text = head + new + ("\n" + tail if tail else "")
    else:
        text = old.rstrip("\n") + ("\n\n" if old.strip() else "") + new
    path.write_text(text)


def main() -> None:
    terms = tomllib.loads(GLOSSARY.read_text())["term"]
    for game, file in FILE.items():
        for locale in ("en", "el", "hu", "ru"):
            write_block(LOCALES_DIR / locale / f"{file}.ftl", block(terms, game, locale), BEGIN, END)


if __name__ == "__main__":
    main()
