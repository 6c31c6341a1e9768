"""``service.app.store.FastJSONTranscoder``: eventsourcing's stored JSON format, written by
msgspec; the same bytes as the standard transcoder, which it falls back to for anything
that is not plain JSON data."""

from __future__ import annotations

import enum
from datetime import datetime, timezone
from decimal import Decimal
from typing import Any
from uuid import uuid4

import pytest
from eventsourcing.persistence import DatetimeAsISO, DecimalAsStr, JSONTranscoder, UUIDAsHex

from service.app.store import FastJSONTranscoder


class Colour(enum.IntEnum):
    RED = 1


def transcoders() -> tuple[JSONTranscoder, FastJSONTranscoder]:
    std, fast = JSONTranscoder(), FastJSONTranscoder()
    for t in (std, fast):
        for tc in (UUIDAsHex(), DecimalAsStr(), DatetimeAsISO()):
            t.register(tc)
    return std, fast


@pytest.mark.parametrize(
    "value",
    [
        {"timestamp": datetime(2026, 1, 2, 3, 4, 5, 6, tzinfo=timezone.utc), "seat": 2, "text": "é \"q\" \n"},
        {"state": {"_created_on": datetime.now(timezone.utc), "ids": [uuid4(), uuid4()], "n": Decimal("1.50")}},
        {"list": [1, 2.5, None, True, ("a", "b")], "nested": {"x": {"y": []}}},
        # Not plain: the standard encoder's output (an IntEnum, non-str keys, NaN).
        {"enum": Colour.RED},
        {"keys": {1: "a", None: "b"}},
        {"nan": float("nan")},
    ],
)
def test_same_bytes_as_the_standard_transcoder(value: Any) -> None:
    std, fast = transcoders()
    assert fast.encode(value) == std.encode(value)


def test_decodes_to_the_same_values() -> None:
    std, fast = transcoders()
    value = {"when": datetime.now(timezone.utc), "id": uuid4(), "n": Decimal("2.25"), "xs": [1, "a", None]}
    assert fast.decode(fast.encode(value)) == value


def test_unregistered_types_are_refused_as_before() -> None:
    std, fast = transcoders()
    with pytest.raises(TypeError):
        std.encode({"s": {1, 2}})
    with pytest.raises(TypeError):
        fast.encode({"s": {1, 2}})
