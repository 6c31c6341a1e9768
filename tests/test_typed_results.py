"""The application layer answers with msgspec structs: no public method
of ``Games`` or ``SeatCommands`` is annotated to return a ``dict`` (or ``Any``), alone or
inside a list, tuple or union. Internal helpers (a leading underscore) are not checked."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Iterator, Mapping
from typing import Any

import msgspec
import pytest

from service.app.games import Games
from species_arena_client.schemas import ActionOut, EventOut, HistoryRecord, LegalActionsOut, SeatStateOut, StateOut
from service.app.seats import SeatCommands


def _return_type(fn: Any) -> Any:
    """The evaluated return annotation of ``fn`` (through its decorators)."""
    annotation = inspect.signature(fn).return_annotation
    if isinstance(annotation, str):
        namespace = {**vars(typing), **inspect.unwrap(fn).__globals__}
        annotation = eval(annotation, namespace)  # noqa: S307 - our own source's annotations
    return annotation


def _untyped_parts(tp: Any) -> Iterator[str]:
    """The parts of a type that are plain dicts or ``Any``."""
    if tp is Any:
        yield "Any"
        return
    origin = typing.get_origin(tp)
    if tp in (dict, Mapping) or origin in (dict, Mapping):
        yield repr(tp)
        return
    for arg in typing.get_args(tp):
        if arg is not Ellipsis:
            yield from _untyped_parts(arg)


def _public_methods(cls: type) -> Iterator[tuple[str, Any]]:
    """The public methods ``cls`` and its classes from this project define."""
    seen: set[str] = set()
    for klass in cls.__mro__:
        if not klass.__module__.startswith("service."):
            continue
        for name, member in vars(klass).items():
            if name.startswith("_") or name in seen:
                continue
            if isinstance(member, (staticmethod, classmethod)):
                member = member.__func__
            if inspect.isfunction(member):
                seen.add(name)
                yield name, member


def violations(cls: type) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, fn in _public_methods(cls):
        bad = list(_untyped_parts(_return_type(fn)))
        if bad:
            out[name] = bad
    return out


@pytest.mark.parametrize("cls", [Games, SeatCommands])
def test_no_public_method_returns_a_dict(cls: type) -> None:
    assert violations(cls) == {}


def test_the_read_and_write_paths_are_checked_and_typed() -> None:
    methods = dict(_public_methods(Games))
    expected = {
        "act": ActionOut,
        "state": StateOut,
        "state_body": StateOut,
        "legal_actions": LegalActionsOut,
        "legal_actions_body": LegalActionsOut,
        "event_records": list[EventOut],
        "events_for": list[EventOut],
        "history": list[HistoryRecord],
        "seat_state": SeatStateOut,
    }
    for name, tp in expected.items():
        assert _return_type(methods[name]) == tp, name
    for tp in (ActionOut, StateOut, LegalActionsOut, EventOut, HistoryRecord, SeatStateOut):
        assert issubclass(tp, msgspec.Struct)


class _Untyped:
    def one(self) -> dict[str, Any]:
        return {}

    def many(self) -> list[dict[str, Any]]:
        return []

    def maybe(self) -> tuple[int, dict[str, int]] | None:
        return None

    def anything(self) -> Any:
        return None

    def fine(self) -> list[StateOut]:
        return []

    def _internal(self) -> dict[str, Any]:
        return {}


def test_the_check_finds_dicts_anywhere_in_a_return_type(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_Untyped, "__module__", "service.example")
    assert set(violations(_Untyped)) == {"one", "many", "maybe", "anything"}


def test_the_record_structs_hold_every_member_of_every_event_kind() -> None:
    """A new event field must be added to the records (``history`` would fail loudly)."""
    from service.domain.seat_audit import FIELDS

    common = {"version", "type", "timestamp", "prev_hash", "chain_hash"}
    served = {"game", "seats", "options", "bots", "seed_commitment", "seed", "progress", "pending", "seat",
              "player", "action", "action_hidden", "effects", "state_hash", "scores", "bot", "outcome"}
    for fields in FIELDS.values():
        served |= set(fields) - {"token_hash"}
    assert common | served <= set(EventOut.__struct_fields__)
    assert "token_hash" not in EventOut.__struct_fields__ and "secret" not in EventOut.__struct_fields__
    exported = (common | served | {"id", "token_hash", "secret", "topic", "recorded", "error"}) - {"action_hidden"}
    assert exported <= set(HistoryRecord.__struct_fields__)
