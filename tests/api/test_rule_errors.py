"""Rule errors: every code the engine can raise maps, through one explicit table, to a
documented problem type; an unknown code is a bug, not a silent 400."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import core_rs
from service.app.games import _rule_error
from service.domain.engine import (
    RULE_ERROR_PROBLEMS,
    Engine,
    RuleError,
    UnknownRuleError,
    canonical_json,
    rule_error_parts,
)
from service.app.errors import STATUS, TITLES
from service.api.openapi import PROBLEMS

ENGINE_SOURCE = Path(__file__).resolve().parents[2] / "core_rs" / "src" / "engine" / "mod.rs"


def engine_codes() -> set[str]:
    """The codes of ``ErrorCode::as_str`` in the Rust engine."""
    text = ENGINE_SOURCE.read_text()
    body = text[text.index("impl ErrorCode"):]
    body = body[: body.index("\n}\n")]
    codes = set(re.findall(r'ErrorCode::\w+\s*=>\s*"([a-z-]+)"', body))
    variants = set(re.findall(r"^\s*(\w+),\s*$", text[text.index("pub enum ErrorCode"):text.index("impl ErrorCode")], re.MULTILINE))
    assert codes and len(codes) == len(variants), (codes, variants)
    return codes


def documented_problem_types() -> set[str]:
    return {code for _, statuses in PROBLEMS.values() for codes in statuses.values() for code in codes}


def test_the_table_lists_exactly_the_engines_codes() -> None:
    assert set(RULE_ERROR_PROBLEMS) == engine_codes()


@pytest.mark.parametrize("code", sorted(RULE_ERROR_PROBLEMS))
def test_each_code_maps_to_a_documented_problem_type(code: str) -> None:
    problem = RULE_ERROR_PROBLEMS[code]
    assert problem in STATUS and problem in TITLES
    assert problem in documented_problem_types()
    err = _rule_error(core_rs.RuleError(code, "some detail", "§1.2"))
    assert (err.code, err.detail, err.extra, err.status) == (problem, "some detail", {"rule": "§1.2"}, STATUS[problem])


def test_an_unknown_code_is_a_bug() -> None:
    with pytest.raises(UnknownRuleError, match="no-such-code"):
        rule_error_parts(core_rs.RuleError("no-such-code", "detail", ""))
    with pytest.raises(UnknownRuleError):
        _rule_error(core_rs.RuleError("no-such-code", "detail", ""))


def test_fields_are_read_by_name_when_the_binding_names_them() -> None:
    class Named(Exception):
        code = "not-your-turn"
        detail = "seat 2 decides"
        rule = ""

    # Positional arguments in another order must not be read.
    assert rule_error_parts(Named("x", "y", "z")) == ("not-your-turn", "seat 2 decides", "")


def test_real_engine_errors_carry_listed_codes() -> None:
    seen = set()
    with pytest.raises(RuleError) as bad_seats:
        Engine.create("evo", 99, None, 1)
    seen.add(rule_error_parts(bad_seats.value)[0])
    engine = Engine.create("evo", 3, None, 1)
    pending = engine.pending()
    assert pending is not None
    seat = pending.seats[0]
    other = next(s for s in range(3) if s not in pending.seats)
    action = canonical_json(engine.legal_actions(seat)[0])
    with pytest.raises(RuleError) as wrong_seat:
        engine.apply(other, action)
    seen.add(rule_error_parts(wrong_seat.value)[0])
    with pytest.raises(RuleError) as garbage:
        engine.apply(seat, "{not json")
    seen.add(rule_error_parts(garbage.value)[0])
    assert seen == {"invalid-request", "not-your-turn"}
