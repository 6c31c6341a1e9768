"""The web pages' messages (service/static/locales/<locale>/web.ftl): every English message
exists in el, hu and ru with the same attributes and the same variables; every file uses only
the Fluent subset that service/static/js/i18n.js reads (read here by a small scanner with the
same rules); Russian plural selects name one, few and many; every message id the pages'
scripts name literally exists; the game terms block is the glossary's."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "service" / "static"
LOCALES = ("en", "el", "hu", "ru")
#: CLDR plural categories of cardinal numbers (https://cldr.unicode.org, plurals.xml).
PLURALS = {"en": {"one", "other"}, "el": {"one", "other"}, "hu": {"one", "other"}, "ru": {"one", "few", "many", "other"}}

_NAME = re.compile(r"[a-zA-Z][a-zA-Z0-9_-]*")


class SubsetError(ValueError):
    pass


@dataclass
class Pattern:
    variables: set[str] = field(default_factory=set)
    refs: set[str] = field(default_factory=set)
    #: (selector variable, variant keys, default key) of each select
    selects: list[tuple[str, list[str], str]] = field(default_factory=list)
    text: str = ""


def scan_pattern(src: str) -> Pattern:
    """The placeables of one pattern, by the rules of i18n.js's parsePattern."""
    out = Pattern()
    pos = 0

    def fail(why: str) -> None:
        raise SubsetError(f"{why} in {src!r}")

    def ws() -> None:
        nonlocal pos
        while pos < len(src) and src[pos].isspace():
            pos += 1

    def name() -> str:
        nonlocal pos
        m = _NAME.match(src, pos)
        if not m:
            fail("expected a name")
        assert m
        pos = m.end()
        return m.group(0)

    def pattern(in_select: bool) -> None:
        nonlocal pos
        while pos < len(src):
            c = src[pos]
            if c == "{":
                pos += 1
                placeable()
                continue
            if c == "}":
                if not in_select:
                    fail("a lone }")
                return
            if in_select and c == "\n":
                rest = src[pos:].lstrip()
                if rest.startswith(("[", "*[", "}")):
                    return
            out.text += c
            pos += 1

    def placeable() -> None:
        nonlocal pos
        ws()
        var = None
        if src.startswith("$", pos):
            pos += 1
            var = name()
            out.variables.add(var)
        elif src.startswith('"', pos):
            m = re.compile(r'"((?:[^"\\]|\\.)*)"').match(src, pos)
            if not m:
                fail("an unclosed string literal")
            assert m
            pos = m.end()
        elif pos < len(src) and src[pos].isalpha():
            ref = name()
            if src.startswith(".", pos):
                pos += 1
                ref += "." + name()
            if src.startswith("(", pos):
                fail("a function (not part of the subset)")
            out.refs.add(ref)
        else:
            fail("an unreadable placeable (terms and functions are not part of the subset)")
        ws()
        if src.startswith("->", pos):
            if var is None:
                fail("a select on something other than a variable")
            pos += 2
            keys: list[str] = []
            default = None
            while True:
                ws()
                if src.startswith("}", pos):
                    break
                star = src.startswith("*", pos)
                if star:
                    pos += 1
                if not src.startswith("[", pos):
                    fail("expected a variant [key]")
                close = src.find("]", pos)
                if close < 0:
                    fail("an unclosed variant key")
                key = src[pos + 1:close].strip()
                pos = close + 1
                keys.append(key)
                if star:
                    default = key
                pattern(True)
            if default is None:
                fail("a select without a default (*) variant")
            assert var is not None and default is not None
            out.selects.append((var, keys, default))
        if not src.startswith("}", pos):
            fail("expected }")
        pos += 1

    pattern(False)
    if pos < len(src):
        fail("unexpected text")
    return out


def scan_file(text: str) -> dict[str, dict[str, Pattern]]:
    """Message id -> {"": value, "attr": attribute, ...}, by the rules of i18n.js's parse."""
    lines = text.replace("\r\n", "\n").split("\n")
    messages: dict[str, dict[str, Pattern]] = {}
    current: dict[str, Pattern] | None = None
    i = 0

    def block(first: str) -> str:
        nonlocal i
        rows = [first]
        while i + 1 < len(lines):
            nxt = lines[i + 1]
            if not nxt.strip():
                j = i + 1
                while j < len(lines) and not lines[j].strip():
                    j += 1
                if j < len(lines) and re.match(r"^\s+[^\s.]", lines[j]):
                    rows.extend([""] * (j - i - 1))
                    i = j - 1
                    continue
                break
            if not nxt[:1].isspace() or re.match(r"^\s+\.[a-zA-Z]", nxt):
                break
            rows.append(nxt)
            i += 1
        body = rows[1:]
        indents = [len(r) - len(r.lstrip(" ")) for r in body if r.strip()]
        cut = min(indents) if indents else 0
        first_text = rows[0].lstrip(" ")
        parts = ([first_text] if first_text else []) + [r[cut:] for r in body]
        return "\n".join(parts).rstrip()

    while i < len(lines):
        line = lines[i]
        if not line.strip() or line.startswith("#"):
            if line.startswith("#"):
                current = None
            i += 1
            continue
        m = re.match(r"^([a-zA-Z][a-zA-Z0-9_-]*)\s*=\s?(.*)$", line)
        if m:
            if m.group(1) in messages:
                raise SubsetError(f"line {i + 1}: {m.group(1)} is defined twice")
            current = messages[m.group(1)] = {}
            raw = block(m.group(2))
            if raw:
                current[""] = scan_pattern(raw)
            i += 1
            continue
        m = re.match(r"^\s+\.([a-zA-Z][a-zA-Z0-9_-]*)\s*=\s?(.*)$", line)
        if m and current is not None:
            current[m.group(1)] = scan_pattern(block(m.group(2)))
            i += 1
            continue
        raise SubsetError(f"line {i + 1}: not part of the subset: {line[:60]!r}")
    return messages


def load(locale: str) -> dict[str, dict[str, Pattern]]:
    return scan_file((STATIC / "locales" / locale / "web.ftl").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def files() -> dict[str, dict[str, dict[str, Pattern]]]:
    return {loc: load(loc) for loc in LOCALES}


def test_the_scanner_refuses_what_the_subset_does_not_read() -> None:
    for bad in ["-term = x\n", "web-a = { NUMBER($n) }\n", "web-a = { $n ->\n    [one] x\n}\n",
                "web-a = a } b\n", "web-a = { -brand }\n", "web-a = x\nweb-a = y\n"]:
        with pytest.raises(SubsetError):
            scan_file(bad)
    ok = scan_file('web-a = { $n ->\n        [one] { $n } x\n       *[other] { $n } xs\n    }\n    .title = { web-b } { "{" }\nweb-b = b\n')
    assert ok["web-a"][""].variables == {"n"} and ok["web-a"][""].selects == [("n", ["one", "other"], "other")]
    assert ok["web-a"]["title"].refs == {"web-b"}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_is_a_web_message_of_the_subset(files: dict, locale: str) -> None:
    msgs = files[locale]
    assert len(msgs) > 100
    for mid, parts in msgs.items():
        assert mid.startswith("web-"), mid
        assert "" in parts, f"{locale}: {mid} has no value"
        for attr, pat in parts.items():
            for ref in pat.refs:
                rid, _, rattr = ref.partition(".")
                assert rid in msgs and (rattr or "") in msgs[rid], f"{locale}: {mid} refers to a missing {ref}"
            for var, keys, default in pat.selects:
                assert default in keys
                words = [k for k in keys if not re.fullmatch(r"-?\d+(\.\d+)?", k)]
                plural = [k for k in words if k in {"zero", "one", "two", "few", "many", "other"}]
                if plural and set(words) <= {"zero", "one", "two", "few", "many", "other"}:
                    assert set(words) <= PLURALS[locale], f"{locale}: {mid}: {words} are not all {locale} plural categories"
                    if locale == "ru" and len(words) > 1:
                        assert {"one", "few", "many"} <= set(words), f"ru: {mid}: a plural select needs one, few and many"


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
def test_every_english_message_is_translated_with_the_same_variables(files: dict, locale: str) -> None:
    en, other = files["en"], files[locale]
    assert sorted(set(en) - set(other)) == [], f"{locale} lacks these messages"
    assert sorted(set(other) - set(en)) == [], f"{locale} has messages English has not"
    for mid, parts in en.items():
        assert set(parts) == set(other[mid]), f"{locale}: {mid} has other attributes"
        for attr, pat in parts.items():
            theirs = other[mid][attr]
            assert pat.variables == theirs.variables, f"{locale}: {mid}{'.' + attr if attr else ''}: {sorted(theirs.variables)} ≠ {sorted(pat.variables)}"
            if locale != "en" and len(pat.text.strip()) > 12 and not pat.variables:
                assert theirs.text != pat.text or mid.startswith(("web-brand", "web-evo-card-pthermodactylus")), f"{locale}: {mid} is still English"


#: Literal ids in the pages' scripts: t("web-..."), tx("web-..."), data-i18n="web-...".
_USED = re.compile(r"""\b(?:t|tx)\(\s*["'](web-[a-z0-9-]+(?:\.[a-z0-9_-]+)?)["']|data-i18n=["'](web-[a-z0-9-]+)["']|=(web-[a-z0-9-]+(?:\.[a-z0-9_-]+)?)\b""")


def test_every_message_the_pages_name_exists(files: dict) -> None:
    en = files["en"]
    sources = [*STATIC.glob("js/*.js"), *STATIC.glob("js/table/*.js"), *STATIC.glob("games/*.js"), *STATIC.glob("*.html")]
    used: set[str] = set()
    for path in sources:
        if path.name == "i18n.js":  # its comments show made-up ids
            continue
        for m in _USED.finditer(path.read_text(encoding="utf-8")):
            used.add(next(g for g in m.groups() if g))
    assert len(used) > 150
    missing = []
    for ref in sorted(used):
        mid, _, attr = ref.partition(".")
        if mid not in en or (attr and attr not in en[mid]):
            missing.append(ref)
    assert missing == []


def test_the_terms_block_is_the_glossarys() -> None:
    sys.path.insert(0, str(ROOT / "docs" / "i18n"))
    try:
        import build_web_terms  # type: ignore[import-not-found]
    finally:
        sys.path.pop(0)
    import tomllib

    terms = tomllib.loads(build_web_terms.GLOSSARY.read_text(encoding="utf-8"))["term"]
    for locale in LOCALES:
        text = (STATIC / "locales" / locale / "web.ftl").read_text(encoding="utf-8")
        assert build_web_terms.block(terms, locale) in text, f"{locale}: run docs/i18n/build_web_terms.py"
