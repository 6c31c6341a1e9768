"""The service's problem details in four languages (``service/locales/<locale>/errors.ftl``):
every message renders in every locale, every id the code names exists, every error is a
message, and the API answers problems in the caller's locale."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

import pytest

from service.app.errors import TITLES, ServiceError, title_in
from service.domain import i18n
from tests.api.test_game_log import ftl_messages

ROOT = Path(__file__).resolve().parents[2]
ERRORS = ROOT / "service" / "locales"
#: Arguments that are numbers (the others are words or messages).
NUMBERS = {"seat", "own", "held", "version", "latest", "head", "to", "expected", "min", "max", "seats_n", "limit",
           "retry", "wait", "depth", "length", "position", "seconds", "status", "n", "decisions"}


def samples(name: str, n: int) -> Any:
    """A value of the argument ``name`` (``n`` varies the numbers, for the plural forms)."""
    if name in NUMBERS:
        return n
    if name == "what":
        return {"msg": i18n.msg("svc-err-what-resign")}
    if name == "why":
        return {"msg": i18n.msg("svc-undo-why-claimed", seat=1, version=n)}
    if name == "who":
        return {"msg": i18n.msg("svc-undo-who-seat", seat=n)} if n % 2 else "alice"
    if name == "bot":
        return {"msg": i18n.bot_msg("search:200")}
    if name == "problems":
        return {"list": [{"msg": i18n.msg("svc-err-http-parameter", source="query", key="limit", reason="Expected `int`")}] * 2}
    if name == "reason":
        return "Expected `int`, got `str` - at `$.seat`"
    return "x"


def english() -> dict[str, set[str]]:
    return ftl_messages((ERRORS / "en" / "errors.ftl").read_text(encoding="utf-8"))


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_problem_message_renders_in_every_locale(locale: str) -> None:
    """With numbers that take each plural form: no error, no placeable or id left, and the
    Greek, Hungarian and Russian words are not the English ones."""
    problems = []
    for id, args in english().items():
        for n in (1, 2, 5, 21):
            message = i18n.msg(id, **{a: samples(a, n) for a in args})
            said = i18n.render(locale, message)
            if not said or re.search(r"[{}]|\$[a-z]|svc-", said.replace("$.seat", "")):
                problems.append(f"{id} ({n}): {said!r}")
            if locale != "en":
                en = i18n.render("en", message)
                letters = re.sub(r"\{[^}]*\}", "", [line for line in (ERRORS / "en" / "errors.ftl").read_text(
                    encoding="utf-8").splitlines() if line.startswith(f"{id} =")][0].split("=", 1)[1])
                if said == en and re.search(r"[a-z]{3}", letters):
                    problems.append(f"{id} ({n}): English in {locale}: {said!r}")
    assert problems == []


def test_the_english_titles_are_the_clients() -> None:
    assert {code: title_in(code, "en") for code in TITLES} == TITLES
    for locale in i18n.LOCALES[1:]:
        titles = {code: title_in(code, locale) for code in TITLES}
        assert len(set(titles.values())) == len(TITLES), f"{locale}: two problem types share a title"
        assert not set(titles.values()) & set(TITLES.values()), locale


def _source_files() -> list[Path]:
    return sorted(p for d in ("service", "projections", "arena_events") for p in (ROOT / d).rglob("*.py"))


def test_every_message_id_the_service_names_is_in_english() -> None:
    known = set(english()) | set(ftl_messages((ERRORS / "en" / "service.ftl").read_text(encoding="utf-8")))
    named: dict[str, str] = {}
    for path in _source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and re.fullmatch(r"svc-[a-z0-9-]+", node.value):
                named[node.value] = str(path.relative_to(ROOT))
    assert len(named) > 100, "the scan is not reading the code"
    prefixes = ("svc-err-title-", "svc-bot-")  # completed in code: f"svc-err-title-{code}", f"svc-bot-{unit}"
    missing = {i: where for i, where in named.items() if i not in known and not i.endswith("-")}
    assert missing == {}
    assert all(any(i.startswith(p) for i in known) for p in prefixes)


def test_every_service_error_is_a_message() -> None:
    """No ``ServiceError`` is raised with a sentence (it would answer English in every
    locale): its words are ``msg(...)``, a rule error's message, a name's refusal or an undo
    verdict's reason."""
    passed_on = {"rule_error_message", "message", "reason"}  # err.message, v.reason, rule_error_message(err)
    bad = []
    for path in _source_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ServiceError" and len(node.args) >= 2):
                continue
            words = node.args[1]
            if isinstance(words, ast.Call) and getattr(words.func, "id", getattr(words.func, "attr", None)) == "msg":
                continue
            if isinstance(words, ast.IfExp) and all(isinstance(b, ast.Call) for b in (words.body, words.orelse)):
                continue
            name = getattr(words, "attr", None) or getattr(words, "id", None) or getattr(getattr(words, "func", None), "id", None)
            if name in passed_on:
                continue
            bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert bad == []
    with pytest.raises(TypeError):
        ServiceError("not-found", "no game x")  # type: ignore[arg-type]
