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


@pytest.mark.parametrize(
    "text",
    [
        # Transcoded objects inside lists and objects, innermost first; objects that only
        # look like one (another key, a third member) stay objects.
        b'{"a":[{"_type_":"uuid_hex","_data_":"%s"},{"_type_":"x"}],"b":{"_type_":"decimal_str","_data_":"1.50"}}'
        % uuid4().hex.encode(),
        b'{"c":{"_type_":"datetime_iso","_data_":"2026-01-02T03:04:05+00:00","d":1},"e":{"_data_":2}}',
        b'[[[{"_type_":"decimal_str","_data_":"7"}]]]',
        # The key written with an escape is the same key.
        b'{"a":{"\\u005ftype_":"decimal_str","_data_":"7"}}',
        # What msgspec refuses and the standard library reads: read by the standard decoder.
        b'{"x":NaN,"y":-Infinity}',
        b'{"x":1e400}',
        b'{"x":"\\ud800"}',
        b'{"big":123456789012345678901234567890,"u":"\\u00e9\\u2028"}',
        b'{"a":1,"a":2}',
    ],
)
def test_decodes_as_the_standard_transcoder(text: bytes) -> None:
    std, fast = transcoders()
    assert repr(fast.decode(text)) == repr(std.decode(text))


def test_decodes_what_it_does_not_know_as_before() -> None:
    std, fast = transcoders()
    text = b'{"a":{"_type_":"no-such-type","_data_":1}}'
    with pytest.raises(TypeError):
        std.decode(text)
    with pytest.raises(TypeError):
        fast.decode(text)


def test_unregistered_types_are_refused_as_before() -> None:
    std, fast = transcoders()
    with pytest.raises(TypeError):
        std.encode({"s": {1, 2}})
    with pytest.raises(TypeError):
        fast.encode({"s": {1, 2}})
