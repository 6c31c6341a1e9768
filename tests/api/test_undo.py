"""Undo (issue 28): a seat takes back its own decisions while no other seat has acted and
nothing hidden or random was revealed since; recorded as ``ActionsUndone``, replayed by the
audit, shown in the events, the timeline and the read models; never a way to peek."""

from __future__ import annotations

import random
import threading
from typing import Any
from uuid import UUID

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.app.audit import audit_records, export_record
from service.app.errors import ServiceError
from service.config import Settings
from service.domain.engine import Engine, canonical_json
from service.domain.clock import micros
from tests.conftest import auth, new_games
from tests.seat_helpers import FakeClock, with_clock

PROBLEM = "application/problem+json"


def _app(settings: Settings) -> Any:
    return new_games(settings)


def _seated(app: Any, game: str, seats: int, seed: int, bots: dict[int, str] | None = None,
            **kw: Any) -> tuple[UUID, dict[int, str]]:
    g, _ = app.create_game(game, seats, {}, bots or {}, seed, **kw)
    tokens = {}
    for s in range(seats):
        if (bots or {}).get(s) is None:
            _, tokens[s], _ = app.claim_seat(g.id, s, f"p{s}")
    return g.id, tokens


def _act(app: Any, gid: UUID, tokens: dict[int, str], rng: random.Random, seat: int | None = None) -> int:
    """One random legal action of a pending human seat (``seat`` if given); returns the seat."""
    g = app.load(gid)
    pending = g.engine.pending()
    assert pending is not None
    if seat is None:
        seat = rng.choice([s for s in pending.seats if s in tokens])
    legal = g.engine.legal_actions(seat)
    app.act(gid, tokens[seat], rng.choice(legal), g.version)
    return seat


def _hash_at(app: Any, gid: UUID, version: int) -> str:
    """The state hash of the game as its history says it was at ``version``."""
    for rec in reversed(app.history(gid)):
        if rec.version <= version and rec.type in ("ActionApplied", "ActionsUndone"):
            return rec.state_hash
    g = app.load(gid)
    return Engine.create(g.game, g.seats, g.options, int(g.seed, 16)).state_hash()


def _commit_free_prefix(app: Any, gid: UUID, tokens: dict[int, str], rng: random.Random) -> int:
    """Play the DS game until its pending human seat's next decision is not a commit point
    (a planning-phase placement): returns that seat."""
    for _ in range(200):
        g = app.load(gid)
        seat = g.engine.pending().seats[0]
        probe = g.engine.clone()
        action = canonical_json(g.engine.legal_actions(seat)[0])
        if not probe.apply_recorded(seat, action).commit:
            return seat
        _act(app, gid, tokens, rng, seat)
    raise AssertionError("no decision that can be taken back")


# ---- the rules of undo ----


def test_a_misclick_in_a_dominant_species_planning_phase_is_taken_back(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "dominant-species", 2, 11)
    g = app.load(gid)
    assert g.engine.progress()["phase"] == "planning"
    seat = g.engine.pending().seats[0]
    before = g.version
    hash_before = g.engine.state_hash()
    _act(app, gid, tokens, random.Random(1), seat)
    check = app.can_undo(gid, tokens[seat])
    assert check.allowed and check.decisions == 1 and check.to_version == before, check
    out = app.undo(gid, tokens[seat], before + 1)
    assert out.to_version == before and out.decisions == 1 and out.versions == [before + 1]
    g = app.load(gid)
    assert g.version == before + 2
    assert g.engine.state_hash() == hash_before == _hash_at(app, gid, before)
    assert g.engine.pending().seats[0] == seat  # its decision again
    rec = app.history(gid)[-1]
    assert rec.type == "ActionsUndone" and rec.state_hash == hash_before
    assert audit_records(app.history(gid))["verified"]


def test_another_seats_action_blocks_the_undo_with_the_reason_and_earliest_version(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "dominant-species", 2, 12)
    rng = random.Random(2)
    first = _commit_free_prefix(app, gid, tokens, rng)
    v0 = app.load(gid).version
    _act(app, gid, tokens, rng, first)
    other = app.load(gid).engine.pending().seats[0]
    assert other != first
    _act(app, gid, tokens, rng, other)
    with pytest.raises(ServiceError) as err:
        app.undo(gid, tokens[first], app.load(gid).version)
    assert err.value.code == "undo-not-allowed"
    assert "has acted since" in err.value.detail
    # The other seat may take its own decision back; the first seat then may, too.
    assert app.can_undo(gid, tokens[other]).allowed
    app.undo(gid, tokens[other], app.load(gid).version)
    check = app.can_undo(gid, tokens[first])
    assert check.allowed and check.to_version == v0, check
    # Not before the earliest version: 409 with the earliest reachable version.
    with pytest.raises(ServiceError) as err:
        app.undo(gid, tokens[first], app.load(gid).version, to_version=v0 - 1)
    assert err.value.code == "undo-not-allowed" and err.value.extra["earliest_version"] == v0
    assert audit_records(app.history(gid))["verified"]


def test_a_game_created_without_undo_refuses_it(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "dominant-species", 2, 13, undo=False)
    seat = _act(app, gid, tokens, random.Random(3))
    with pytest.raises(ServiceError) as err:
        app.undo(gid, tokens[seat], app.load(gid).version)
    assert err.value.code == "undo-not-allowed" and "without undo" in err.value.detail
    assert [r.type for r in app.history(gid)][1] == "UndoDisabled"
    assert audit_records(app.history(gid))["verified"]


def test_a_commit_point_cannot_be_taken_back(sqlite_settings: Settings) -> None:
    """Evo: the game's first decisions draw cards and dice; an undo never crosses them."""
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "la-isla", 2, 14)
    rng = random.Random(4)
    crossed = refused = 0
    for _ in range(120):
        g = app.load(gid)
        if g.finished:
            break
        seat = _act(app, gid, tokens, rng)
        last = app.history(gid)[-1]
        g = app.load(gid)
        if last.type == "ActionApplied" and g.undo_line.base_version == last.version:
            refused += 1
            with pytest.raises(ServiceError) as err:
                app.undo(gid, tokens[seat], g.version)
            assert err.value.code == "undo-not-allowed", err.value.detail
            assert "commit point" in err.value.detail
            crossed += 1
    assert refused > 3 and crossed == refused


def test_bot_answers_are_taken_back_with_the_decision_and_replayed_the_same(sqlite_settings: Settings) -> None:
    """A search bot's answer to a decision taken back and made again is the same: its
    seed and its determinization see nothing of what was undone."""
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "dominant-species", 2, 15, bots={1: "search:30"})
    rng = random.Random(5)
    seat = _commit_free_prefix(app, gid, tokens, rng)
    g = app.load(gid)
    action = g.engine.legal_actions(seat)[0]
    out = app.act(gid, tokens[seat], action, g.version)
    assert out.bot_actions >= 1
    after = app.load(gid).engine.state_hash()
    bot_events = [r for r in app.history(gid) if r.version > out.action_version]
    undo = app.undo(gid, tokens[seat], app.load(gid).version)
    assert undo.versions[0] == out.action_version and len(undo.versions) == 1 + out.bot_actions
    g = app.load(gid)
    again = app.act(gid, tokens[seat], action, g.version)
    assert again.bot_actions == out.bot_actions
    assert app.load(gid).engine.state_hash() == after
    replayed = [r for r in app.history(gid) if r.version > again.action_version]
    assert [canonical_json(r.action) for r in replayed] == [canonical_json(r.action) for r in bot_events]
    assert audit_records(app.history(gid))["verified"]


def test_idempotency_keys_of_undone_actions_answer_as_before(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "dominant-species", 2, 16)
    seat = _commit_free_prefix(app, gid, tokens, random.Random(6))
    g = app.load(gid)
    action = g.engine.legal_actions(seat)[0]
    first = app.act(gid, tokens[seat], action, g.version, idempotency_key="k1")
    app.undo(gid, tokens[seat], app.load(gid).version)
    version = app.load(gid).version
    again = app.act(gid, tokens[seat], action, g.version, idempotency_key="k1")
    assert again.replayed and again.action_version == first.action_version and again.effects == first.effects
    assert app.load(gid).version == version  # nothing recorded


def test_the_clock_keeps_running_through_an_undo(sqlite_settings: Settings) -> None:
    clock = FakeClock()
    app = with_clock(_app(sqlite_settings), clock)
    gid, tokens = _seated(app, "dominant-species", 2, 17, clock={"game_seconds": 600})
    seat = _commit_free_prefix(app, gid, tokens, random.Random(7))
    start = app.load(gid).clock_used[seat]
    clock.advance(100)
    _act(app, gid, tokens, random.Random(7), seat)
    used = app.load(gid).clock_used[seat]
    assert used - start >= 100_000_000
    clock.advance(50)
    app.undo(gid, tokens[seat], app.load(gid).version)
    g = app.load(gid)
    assert g.clock_used[seat] >= used  # nothing given back
    left = g.deadlines()[seat] - micros(clock())
    assert left <= 600_000_000 - used  # the 100 s spent before the undo stay spent
    assert audit_records(app.history(gid))["verified"]


# ---- the audit ----


def test_the_audit_names_an_undo_that_broke_the_rules(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "dominant-species", 2, 18)
    rng = random.Random(8)
    first = _commit_free_prefix(app, gid, tokens, rng)
    _act(app, gid, tokens, rng, first)
    other = app.load(gid).engine.pending().seats[0]
    _act(app, gid, tokens, rng, other)
    g = app.load(gid)
    # Forge an undo by the first seat across the other seat's action (the command refuses it).
    versions = [v for v, *_ in g.undo_line.entries][-2:]
    g.undo(first, versions[0] - 1, versions, 1)
    app._save(g)
    report = audit_records(app.history(gid))
    assert not report["verified"]
    assert report["first_divergence"]["version"] == g.version
    assert "rules of undo refuse" in report["first_divergence"]["reason"]


def test_an_exported_history_with_undos_verifies(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "dominant-species", 2, 19)
    seat = _commit_free_prefix(app, gid, tokens, random.Random(9))
    _act(app, gid, tokens, random.Random(9), seat)
    app.undo(gid, tokens[seat], app.load(gid).version)
    events = list(app.events.get(gid))
    report = audit_records([export_record(e) for e in events])
    assert report["verified"] and report["chain"] == "intact", report


# ---- never a way to peek (item 5) ----


GAMES = [("dominant-species", 2), ("dominant-species", 3), ("evo", 3), ("la-isla", 2), ("la-isla", 3)]


@pytest.mark.parametrize("game,seats", GAMES)
def test_random_undos_never_show_a_seat_anything_new(sqlite_settings: Settings, game: str, seats: int) -> None:
    """Seats act and undo at random. Afterwards: every undo crossed no commit point (each
    action it took back, applied again to the game as it stood, is no commit point); each
    seat's view after each undo is the view of the same game played without the undone
    actions; and the game as it stands is that game (same state hash)."""
    app = _app(sqlite_settings)
    rng = random.Random(f"{game}{seats}")
    gid, tokens = _seated(app, game, seats, rng.randrange(2**32))
    views: list[tuple[int, int, Any]] = []  # (version, seat, view) after each undo
    undos = refusals = 0
    for _ in range(150):
        g = app.load(gid)
        if g.finished:
            break
        if rng.random() < 0.3:
            seat = rng.randrange(seats)
            try:
                app.undo(gid, tokens[seat], g.version)
                undos += 1
                g = app.load(gid)
                views.extend((g.version, s, g.engine.view(s)) for s in range(seats))
            except ServiceError as err:
                assert err.code == "undo-not-allowed", err.detail
                refusals += 1
            continue
        _act(app, gid, tokens, rng)
    assert undos > 0 and refusals > 0
    records = app.history(gid)
    by_version = {r.version: r for r in records}
    undone = {v for r in records if r.type == "ActionsUndone" for v in r.versions}
    for r in records:
        if r.type != "ActionsUndone":
            continue
        # The same game played without the actions undone so far, in a fresh engine from the seed.
        clean = _state_before(records, r.to_version, undone_before=r.version + 1)
        assert clean.state_hash() == r.state_hash
        for at, s, view in views:
            if at == r.version:
                assert view == clean.view(s), (r.version, s)
        # No action it took back was a commit point where it was played.
        engine = _state_before(records, r.to_version, undone_before=r.version)
        for v in r.versions:
            act = by_version[v]
            assert not engine.apply_recorded(act.seat, canonical_json(act.action)).commit, (r.version, v)
    final = _state_before(records, records[-1].version, undone_before=records[-1].version + 1)
    assert app.load(gid).engine.state_hash() == final.state_hash()
    assert any(v in undone for v in by_version)
    assert audit_records(records)["verified"]


def _state_before(records: list[Any], to_version: int, undone_before: int) -> Engine:
    """The game as it stood at ``to_version``: the standing actions up to it (those undone by
    undos recorded before ``undone_before`` left out)."""
    undone = {v for r in records if r.type == "ActionsUndone" and r.version < undone_before for v in r.versions}
    first = records[0]
    e = Engine.create(first.game, first.seats, first.options, int(first.seed, 16))
    for r in records[1:]:
        if r.version > to_version:
            break
        if r.type == "ActionApplied" and r.version not in undone:
            e.apply(r.seat, canonical_json(r.action))
    return e


# ---- two servers on one store ----


def test_two_servers_racing_an_undo_against_the_other_seats_move(settings: Settings) -> None:
    creator = _app(settings)
    gid, tokens = _seated(creator, "dominant-species", 2, 20)
    rng = random.Random(10)
    first = _commit_free_prefix(creator, gid, tokens, rng)
    _act(creator, gid, tokens, rng, first)
    g = creator.load(gid)
    other = g.engine.pending().seats[0]
    version = g.version
    move = g.engine.legal_actions(other)[0]
    apps = [_app(settings), _app(settings)]
    for a in apps:
        assert a.load(gid).version == version
    barrier = threading.Barrier(2)
    results: list[str] = ["", ""]

    def race(i: int) -> None:
        barrier.wait()
        try:
            if i == 0:
                apps[0].undo(gid, tokens[first], version)
            else:
                apps[1].act(gid, tokens[other], move, version)
            results[i] = "ok"
        except ServiceError as err:
            results[i] = err.code

    threads = [threading.Thread(target=race, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == ["ok", "version-conflict"] or sorted(results) == ["ok", "undo-not-allowed"], results
    history = creator.history(gid)
    assert history[-1].version == version + 1
    assert history[-1].type == ("ActionsUndone" if results[0] == "ok" else "ActionApplied")
    assert audit_records(history)["verified"]


# ---- over HTTP ----


def test_undo_over_http(sqlite_settings: Settings) -> None:
    with TestClient(app=create_app(sqlite_settings)) as c:
        r = c.post("/games", json={"game": "dominant-species", "seats": 2})
        assert r.status_code == 201 and r.json()["undo"] is True
        gid = r.json()["id"]
        tokens = [c.post(f"/games/{gid}/seats/{s}", json={"player": f"p{s}"}).json()["token"] for s in range(2)]
        state = c.get(f"/games/{gid}/state", headers=auth(tokens[0])).json()
        seat = state["pending"]["seat"]
        legal = c.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()
        action = legal["actions"][0]
        r = c.post(f"/games/{gid}/actions", json={"action": action, "expected_version": state["version"]},
                   headers=auth(tokens[seat]))
        assert r.status_code == 200, r.text
        v = r.json()["version"]
        check = c.get(f"/games/{gid}/undo", headers=auth(tokens[seat])).json()
        assert check["allowed"] and check["decisions"] == 1
        refused = c.get(f"/games/{gid}/undo", headers=auth(tokens[1 - seat])).json()
        assert not refused["allowed"] and refused["reason"]
        r = c.post(f"/games/{gid}/undo", json={"expected_version": v}, headers=auth(tokens[1 - seat]))
        assert r.status_code == 409 and r.headers["content-type"].startswith(PROBLEM)
        assert r.json()["type"] == "undo-not-allowed" and "earliest_version" in r.json()
        r = c.post(f"/games/{gid}/undo", json={"expected_version": v}, headers=auth(tokens[seat]))
        assert r.status_code == 200, r.text
        assert r.json()["decisions"] == 1 and r.json()["to_version"] == state["version"]
        events = c.get(f"/games/{gid}/events", headers=auth(tokens[1 - seat])).json()["events"]
        assert events[-1]["type"] == "ActionsUndone" and "state_hash" not in events[-1]
        assert events[-1]["text"] == "p{} took back 1 decision".format(seat)
        pos = c.get("/health").json()["position"]
        timeline = c.get(f"/games/{gid}/timeline?wait_for={pos}").json()["entries"]
        assert timeline[-1]["undo"] and timeline[-1]["texts"] == [f"p{seat} took back 1 decision"]
        assert [e["version"] for e in timeline if e["undone"]] == [v]
        # The log says the undo in its own words, the player's name as written.
        assert timeline[-1]["log"] == [{"seat": seat, "kind": "undo", "text": f"p{seat} took back 1 decision.",
                                        "details": [f"p{seat} took back 1 decision."], "scoring": False,
                                        "quiet": False}]
        summary = c.get(f"/games/{gid}?wait_for={pos}").json()
        assert summary["version"] == v + 1
        assert c.get(f"/games/{gid}/audit").status_code in (200, 403)


# ---- snapshots and player keys ----


def test_snapshots_keep_the_line_of_undo(sqlite_settings: Settings) -> None:
    """With a snapshot every few events, a game loaded from a snapshot taken after some
    decisions still takes them back, to the same state as without snapshots."""
    app = new_games(sqlite_settings, snapshot_interval=3)
    gid, tokens = _seated(app, "dominant-species", 2, 26)
    rng = random.Random(11)
    seat = _commit_free_prefix(app, gid, tokens, rng)
    v0 = app.load(gid).version
    h0 = app.load(gid).engine.state_hash()
    _act(app, gid, tokens, rng, seat)
    fresh = new_games(sqlite_settings, snapshot_interval=3)  # no cache: from the store's snapshot
    g = fresh.load(gid)
    assert fresh.snapshots is not None and list(fresh.snapshots.get(gid)), "a snapshot was taken"
    assert [v for v, *_ in g.undo_line.entries][-1] == v0 + 1
    out = fresh.undo(gid, tokens[seat], g.version)
    assert out.to_version == v0
    again = new_games(sqlite_settings, snapshot_interval=3)
    assert again.load(gid).engine.state_hash() == h0
    assert audit_records(again.history(gid))["verified"]


def test_a_player_key_takes_back_its_seats_decision(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    key = app.register_player("ulla").key
    g, _ = app.create_game("dominant-species", 2, {}, {}, 27)
    app.claim_seat(g.id, 0, None, key)
    _, other, _ = app.claim_seat(g.id, 1, "guest")
    tokens = {0: key, 1: other}
    seat = _commit_free_prefix(app, g.id, tokens, random.Random(12))
    _act(app, g.id, tokens, random.Random(12), seat)
    out = app.undo(g.id, tokens[seat], app.load(g.id).version)
    assert out.decisions == 1
    text = app.history(g.id)[-1]
    assert text.type == "ActionsUndone"


def test_la_isla_secret_choices_can_be_taken_back_until_the_last_seat_has_chosen(sqlite_settings: Settings) -> None:
    app = _app(sqlite_settings)
    gid, tokens = _seated(app, "la-isla", 2, 28)
    rng = random.Random(13)
    g = app.load(gid)
    assert g.engine.pending().kind == "assign_cards" and set(g.engine.pending().seats) == {0, 1}
    # Seat 0's secret choices: each can be taken back (seat 1 has not chosen since).
    v0 = g.version
    while 0 in app.load(gid).engine.pending().seats:
        _act(app, gid, tokens, rng, 0)
        check = app.can_undo(gid, tokens[0])
        assert check.allowed and check.to_version == app.load(gid).version - 1, check
    assert app.can_undo(gid, tokens[0]).earliest_version == v0
    # Seat 1 chooses too: seat 0 may no longer go back; seat 1's last choice reveals them all.
    _act(app, gid, tokens, rng, 1)
    assert "has acted since" in app.can_undo(gid, tokens[0]).reason
    while app.load(gid).engine.pending().kind == "assign_cards":
        _act(app, gid, tokens, rng, 1)
    check = app.can_undo(gid, tokens[1])
    assert not check.allowed and "commit point" in check.reason, check


# ---- the line itself (service.domain.undo) ----


class _Engine:
    """A stand-in engine for the line's bookkeeping (its copies are itself)."""

    def clone(self) -> _Engine:
        return self


def test_the_line_counts_bot_answers_as_the_decisions_they_answer() -> None:
    from service.domain.i18n import msg
    from service.domain.undo import Line

    names = ["Ann", "Bob", "the greedy bot"]
    e = _Engine()
    line = Line.start(1, e, msg("svc-undo-why-begun"))
    line = line.after_action(2, 1, False, "b", False, e, "Bob")
    line = line.after_action(3, 2, True, "x", False, e, "bot")  # the bot answers Bob
    line = line.after_action(4, 0, False, "a", False, e, "Ann")
    line = line.after_action(5, 2, True, "y", False, e, "bot")  # ...and Ann
    v = line.judge(0, None, 5, names)
    assert v.allowed and v.to_version == 3 and v.versions == (4, 5) and v.decisions == 1
    assert line.judge(0, 2, 5, names).earliest == 3 and not line.judge(0, 2, 5, names).allowed
    assert line.judge(0, 2, 5, names).reason_in("en") == "version 2 cannot be reached: Bob has acted since (version 2)"
    assert "Bob" in line.judge(0, 2, 5, names).reason_in("ru")
    assert not line.judge(1, None, 5, names).allowed  # Bob's last decision is followed by Ann's
    # A bot's answer that is a commit point is the line's new base: nothing before it.
    committed = line.after_action(6, 0, False, "a2", False, e, "Ann").after_action(7, 2, True, "z", True, e, "bot")
    v = committed.judge(0, None, 7, names)
    assert not v.allowed and "a bot's answer at version 7" in v.reason_in("en") and "commit point" in v.reason_in("en")
    # A version inside a range taken back has no state of its own.
    ann = Line.start(1, e, msg("svc-undo-why-begun")).after_action(2, 0, False, "a", False, e, "Ann")
    ann = ann.after_action(3, 0, False, "b", False, e, "Ann").after_undo(2, 3)  # the undo is version 4
    ann = ann.after_action(5, 0, False, "c", False, e, "Ann")
    refused = ann.judge(0, 3, 5, names)
    assert not refused.allowed and "was itself taken back" in refused.reason_in("en") and refused.earliest == 1
    assert ann.judge(0, 4, 5, names).versions == (5,)  # the undo's own version: the game at version 2
    assert ann.judge(0, 1, 5, names).versions == (2, 5) and ann.judge(0, 1, 5, names).decisions == 2
