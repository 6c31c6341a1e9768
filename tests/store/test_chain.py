"""The hash chain (service.domain.chain), on every backend: changing any field
of any event (metadata included), deleting, inserting or reordering events is caught by
the audit and named (version and kind); the head is published; an export is verified
offline the same way; a history recorded before the chain is reported ``unchained``."""

from __future__ import annotations

import copy
import json
from typing import Any
from uuid import UUID

import msgspec
import pytest

from service.app.audit import audit_records
from service.domain.chain import GENESIS
from service.config import Settings
from tests.conftest import ADMIN, _pg_connect, new_games, tamper_event
from tests.store.test_contract import pending_move, play_to_end, seated_game


def finished_game(settings: Settings, moves: int = 3) -> tuple[UUID, int]:
    app = new_games(settings)
    gid, tokens = seated_game(app)
    for _ in range(moves):
        token, action, v = pending_move(app, gid, tokens)
        app.act(gid, token, action, v)
    play_to_end(app, gid, tokens)
    report = app.audit(gid, None)
    assert report.verified is True and report.chain == "intact", report
    return gid, app.load(gid).version


def run_sql(settings: Settings, sqlite_sql: str, params: tuple[Any, ...]) -> None:
    """One statement on the events table (``{t}``), written with ``?`` placeholders."""
    if settings.store == "sqlite":
        import sqlite3

        conn = sqlite3.connect(settings.sqlite_path)
        conn.execute(sqlite_sql.format(t="stored_events"), params)
        conn.commit()
        conn.close()
        return
    schema = settings.postgres["POSTGRES_SCHEMA"]
    with _pg_connect() as conn:
        conn.execute(sqlite_sql.format(t=f'"{schema}".speciesarena_events').replace("?", "%s"), params)


def gid_param(settings: Settings, gid: UUID) -> Any:
    return gid.hex if settings.store == "sqlite" else gid


def audit(settings: Settings, gid: UUID) -> dict[str, Any]:
    """The audit report (``AuditOut``) as plain JSON data, the form exports are audited in."""
    return msgspec.to_builtins(new_games(settings).audit(gid, ADMIN))


def assert_named(report: dict[str, Any], version: int, kinds: tuple[str, ...]) -> None:
    assert report["verified"] is False, report
    first = report["first_divergence"]
    assert first["version"] == version, report
    assert first["kind"] in kinds, report


def _changed(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "0"
    if value is None:
        return "x"
    if isinstance(value, dict) and "_data_" in value:  # a transcoded value (the timestamp)
        return {**value, "_data_": value["_data_"].replace("20", "19", 1)}
    if isinstance(value, list):
        return [*value, 0]
    return {**value, "tampered": 1}


def stored_fields(settings: Settings, gid: UUID, version: int) -> list[str]:
    fields: list[str] = []
    tamper_event(settings, gid, version, lambda payload: fields.extend(payload))
    return fields


def test_the_chain_links_every_event_and_the_head_is_published(settings: Settings) -> None:
    gid, last = finished_game(settings)
    history = [h.to_dict() for h in new_games(settings).history(gid)]
    assert history[0]["prev_hash"] == GENESIS
    for before, after in zip(history, history[1:]):
        assert after["prev_hash"] == before["chain_hash"]
    final = history[-1]
    assert final["type"] == "GameFinished" and final["version"] == last
    assert audit(settings, gid)["head"] == final["chain_hash"]
    # GameFinished publishes the head: everyone reads it once the game has ended.
    public = new_games(settings).event_records(gid, None, after=last - 1)
    assert public[-1].chain_hash == final["chain_hash"] and public[-1].prev_hash == history[-2]["chain_hash"]


def test_the_hashes_are_hidden_before_the_end(settings: Settings) -> None:
    app = new_games(settings)
    gid, tokens = seated_game(app)
    token, action, v = pending_move(app, gid, tokens)
    app.act(gid, token, action, v)
    for viewer in (None, tokens[0], tokens[1]):
        for rec in msgspec.to_builtins(app.event_records(gid, viewer)):
            assert "chain_hash" not in rec and "prev_hash" not in rec
    assert all(rec.chain_hash for rec in app.event_records(gid, ADMIN))


def test_changing_any_stored_field_of_any_event_is_caught(settings: Settings) -> None:
    """Every field of every event class (GameCreated, SeatClaimed, ActionApplied,
    GameFinished), the metadata included: timestamp, bot flag, seat, idempotency key."""
    gid, last = finished_game(settings)
    checked: set[tuple[str, str]] = set()
    for version in range(1, last + 1):
        kind = new_games(settings).history(gid)[version - 1].type
        for field in stored_fields(settings, gid, version):
            if (kind, field) in checked and version not in (1, last):
                continue
            checked.add((kind, field))
            original: dict[str, Any] = {}
            tamper_event(settings, gid, version, lambda p: (original.update(p), p.__setitem__(field, _changed(p[field]))))
            report = audit(settings, gid)
            assert_named(report, version, ("altered", "replay")) if field != "prev_hash" else assert_named(
                report, version, ("deleted", "inserted", "reordered", "altered"))
            tamper_event(settings, gid, version, lambda p: (p.clear(), p.update(original)))
            assert audit(settings, gid)["verified"] is True
    for field in ("timestamp", "bot", "seat", "idempotency_key", "request_hash", "secret", "token_hash", "player",
                  "seed", "outcome", "prev_hash", "chain_hash"):
        assert any(f == field for _, f in checked), field


def test_an_undecodable_event_is_named(settings: Settings) -> None:
    gid, last = finished_game(settings)
    tamper_event(settings, gid, 4, lambda p: p.__setitem__("timestamp", {"_type_": "datetime_iso", "_data_": "garbage"}))
    assert_named(audit(settings, gid), 4, ("altered",))


def test_a_deleted_event_is_named(settings: Settings) -> None:
    gid, last = finished_game(settings)
    run_sql(settings, "DELETE FROM {t} WHERE originator_id = ? AND originator_version = ?", (gid_param(settings, gid), 5))
    assert_named(audit(settings, gid), 5, ("deleted",))


def test_a_deleted_last_event_is_named(settings: Settings) -> None:
    gid, last = finished_game(settings)
    run_sql(settings, "DELETE FROM {t} WHERE originator_id = ? AND originator_version = ?", (gid_param(settings, gid), last))
    report = audit(settings, gid)
    assert report["verified"] is False and "GameFinished is missing" in report["first_divergence"]["reason"]


def _shift_up(settings: Settings, gid: UUID, above: int) -> None:
    """Renumber the events after ``above`` one version up (through negative numbers, so
    that no two rows ever share a version)."""
    p = gid_param(settings, gid)
    run_sql(settings, "UPDATE {t} SET originator_version = -(originator_version + 1) WHERE originator_id = ? AND originator_version > ?", (p, above))
    run_sql(settings, "UPDATE {t} SET originator_version = -originator_version WHERE originator_id = ? AND originator_version < 0", (p,))


def test_an_inserted_event_is_named(settings: Settings) -> None:
    gid, last = finished_game(settings)
    p = gid_param(settings, gid)
    # A copy of version 5 inserted after it, the later events renumbered.
    _shift_up(settings, gid, 5)
    run_sql(
        settings,
        "INSERT INTO {t} (originator_id, originator_version, topic, state) "
        "SELECT originator_id, 6, topic, state FROM {t} WHERE originator_id = ? AND originator_version = 5",
        (p,),
    )
    assert_named(audit(settings, gid), 6, ("inserted",))


def test_an_event_appended_after_the_end_is_named(settings: Settings) -> None:
    gid, last = finished_game(settings)
    run_sql(
        settings,
        "INSERT INTO {t} (originator_id, originator_version, topic, state) "
        "SELECT originator_id, ?, topic, state FROM {t} WHERE originator_id = ? AND originator_version = ?",
        (last + 1, gid_param(settings, gid), last - 1),
    )
    assert_named(audit(settings, gid), last + 1, ("inserted",))


def test_reordered_events_are_named(settings: Settings) -> None:
    gid, last = finished_game(settings)
    p = gid_param(settings, gid)
    run_sql(settings, "UPDATE {t} SET originator_version = -1 WHERE originator_id = ? AND originator_version = 5", (p,))
    run_sql(settings, "UPDATE {t} SET originator_version = 5 WHERE originator_id = ? AND originator_version = 6", (p,))
    run_sql(settings, "UPDATE {t} SET originator_version = 6 WHERE originator_id = ? AND originator_version = -1", (p,))
    assert_named(audit(settings, gid), 5, ("reordered",))


def test_a_history_recorded_before_the_chain_is_unchained(settings: Settings) -> None:
    gid, last = finished_game(settings)
    for version in range(1, last + 1):
        tamper_event(settings, gid, version, lambda p: (p.pop("prev_hash"), p.pop("chain_hash")))
    report = audit(settings, gid)
    assert report["verified"] is True and report["chain"] == "unchained" and report["head"] is None
    # Stripping the chain from part of a chained history is not "unchained": it is caught.
    gid, last = finished_game(settings)
    tamper_event(settings, gid, 4, lambda p: (p.pop("prev_hash"), p.pop("chain_hash")))
    assert_named(audit(settings, gid), 4, ("inserted",))


def test_a_legacy_game_goes_on_unchained(settings: Settings) -> None:
    app = new_games(settings)
    gid, tokens = seated_game(app)
    for version in range(1, app.load(gid).version + 1):
        tamper_event(settings, gid, version, lambda p: (p.pop("prev_hash"), p.pop("chain_hash")))
    later = new_games(settings)
    play_to_end(later, gid, tokens)
    report = later.audit(gid, None)
    assert report.verified is True and report.chain == "unchained"


# ---- the export, audited offline ----


def exported(settings: Settings) -> list[dict[str, Any]]:
    gid, _ = finished_game(settings)
    return json.loads(msgspec.json.encode(new_games(settings).history(gid)))


def test_an_export_is_verified_offline_with_its_chain(sqlite_settings: Settings) -> None:
    records = exported(sqlite_settings)
    report = audit_records(records)
    assert report["verified"] is True and report["chain"] == "intact" and report["head"] == records[-1]["chain_hash"]


@pytest.mark.parametrize(
    ("tamper", "version", "kinds"),
    [
        (lambda r: r[4].__setitem__("bot", not r[4]["bot"]), 5, ("altered",)),
        (lambda r: r[4]["recorded"].__setitem__("bot", not r[4]["recorded"]["bot"]), 5, ("altered",)),
        (lambda r: r[4].__setitem__("timestamp", "2020-01-01T00:00:00+00:00"), 5, ("altered",)),
        (lambda r: r[-1].__setitem__("timestamp", "2020-01-01T00:00:00+00:00"), -1, ("altered",)),
        (lambda r: r[2]["recorded"].__setitem__("player", "mallory"), 3, ("altered",)),
        (lambda r: r.pop(4), 5, ("deleted",)),
        (lambda r: r.insert(5, copy.deepcopy(r[4])), 6, ("inserted",)),
        (lambda r: r.insert(4, r.pop(5)), 5, ("reordered",)),
    ],
)
def test_a_tampered_export_is_named_offline(sqlite_settings: Settings, tamper: Any, version: int, kinds: tuple[str, ...]) -> None:
    records = exported(sqlite_settings)
    tamper(records)
    report = audit_records(records)
    assert_named(report, version if version > 0 else len(records), kinds)


# ---- the canonical text: the fast path writes exactly the standard library's text ----

from hypothesis import given, settings as hsettings, strategies as st  # noqa: E402

from service.domain import chain  # noqa: E402

_text = st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(["\x7f", "\x00", "\u2028", "😀", "é"]))
_plain = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**63), max_value=2**63 - 1) | _text,
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner) | st.dictionaries(_text, inner, max_size=4),
    max_leaves=20,
)


def _stdlib(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=str)


@hsettings(max_examples=400, deadline=None)
@given(_plain)
def test_the_canonical_text_is_the_standard_librarys(value: Any) -> None:
    assert chain.canonical(value) == _stdlib(value)


@pytest.mark.parametrize("value", [
    {"f": 1.5}, {1: "int key"}, {"s": "\ud800"}, {"big": 2**70}, {"u": UUID(int=7)}, [float("inf")],
])
def test_values_outside_plain_json_take_the_standard_librarys_path(value: Any) -> None:
    assert chain.canonical(value) == _stdlib(value)


def test_plain_state_is_the_round_trip_of_the_standard_library() -> None:
    for state in ({"a": [1, {"b": "é"}]}, {"t": (1, 2)}, {"u": UUID(int=1)}, {"k": {2: 3}}):
        assert chain.plain_state(state) == json.loads(json.dumps(state, default=str))


#: The names an event's state may use: not Python's own attributes (``__dict__``, which
#: Hypothesis draws from the strings it finds in the code) nor the header's fields.
_field = _text.filter(lambda k: not k.startswith("__") and k not in {"originator_id", "originator_version", "timestamp"})


@hsettings(max_examples=200, deadline=None)
@given(st.dictionaries(_field, _plain, max_size=4), st.integers(min_value=1, max_value=2**31))
def test_an_events_hash_is_the_hash_of_its_canonical_record(state: dict[str, Any], version: int) -> None:
    """``event_hash`` (which skips the second walk of plain state) hashes what ``record_hash``
    hashes: the standard library's text of the record, whatever the state holds."""
    import datetime
    import hashlib

    from service.domain import Game

    ev = object.__new__(Game.SeatClaimed)
    fields = {"originator_id": UUID(int=version), "originator_version": version,
              "timestamp": datetime.datetime(2026, 12, 4, tzinfo=datetime.timezone.utc), **state}
    for k, v in fields.items():
        object.__setattr__(ev, k, v)
    prev = "ab" * 32
    record = {"topic": chain.topic_of(ev), "id": str(ev.originator_id), "version": version,
              "timestamp": ev.timestamp.isoformat(), "state": chain.plain_state(chain.recorded_state(ev)),
              "prev_hash": prev}
    assert chain.event_hash(ev, prev) == hashlib.sha256(_stdlib(record).encode()).hexdigest()
