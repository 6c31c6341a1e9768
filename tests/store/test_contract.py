"""The store contract, on every backend (SQLite; PostgreSQL when POSTGRES_* are set):
concurrency, idempotency, snapshots and cache, durability across instances, audit and
tamper detection, the seed commitment. ``fake-race`` (tests/fake_engine.py) is the game
that can finish; the generic tests also run every game in the Rust registry."""

from __future__ import annotations

import hashlib
import threading
from typing import Any
from uuid import UUID

import pytest

from service.app.games import Games
from service.app.audit import audit_records
from service.config import Settings
from service.domain import Game
from service.domain.engine import game_types
from service.app.errors import ServiceError
from tests.conftest import ADMIN, new_games, registry_and_fake, tamper_event

FAKE = "fake-race"


def seated_game(app: Games, game: str = FAKE, seats: int = 2, options: dict | None = None) -> tuple[UUID, list[str]]:
    g, _ = app.create_game(game, seats, {"moves": 12} if options is None else options)
    tokens = [app.claim_seat(g.id, s, f"player-{s}")[1] for s in range(seats)]
    return g.id, tokens


def pending_move(app: Games, gid: UUID, tokens: list[str], pick: int = 0) -> tuple[str, Any, int]:
    """(token, action, version) of a legal move for the pending seat."""
    g = app.load(gid)
    seat = g.engine.pending().seats[0]
    actions = g.engine.legal_actions(seat)
    return tokens[seat], actions[pick % len(actions)], g.version


def race(writers: list[tuple[Games, Any]], gid: UUID, token: str, version: int) -> list[tuple[str, Any]]:
    """Submit each (application, action) at ``version`` from its own thread, all released
    at once; returns ("ok", response) or (error code, error extra) per writer."""
    barrier = threading.Barrier(len(writers))
    results: list[tuple[str, Any]] = [("", None)] * len(writers)

    def write(i: int, app: Games, action: Any) -> None:
        barrier.wait()
        try:
            results[i] = ("ok", app.act(gid, token, action, version))
        except ServiceError as err:
            results[i] = (err.code, err.extra)

    threads = [threading.Thread(target=write, args=(i, app, action)) for i, (app, action) in enumerate(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def play_to_end(app: Games, gid: UUID, tokens: list[str]) -> None:
    for i in range(100):
        g = app.load(gid)
        if g.finished:
            return
        token, action, version = pending_move(app, gid, tokens, i)
        app.act(gid, token, action, version)
    raise AssertionError("the game did not end")


class TestGamesContract:
    """One contract, parametrized by backend through the ``settings`` fixture."""

    def test_two_writers_racing_one_decision(self, settings: Settings) -> None:
        """Two application instances (two server processes) submit different actions at
        the same version: exactly one wins, the other gets version-conflict with the
        current version, and no event is lost or doubled."""
        app1, app2 = new_games(settings), new_games(settings)
        gid, tokens = seated_game(app1, options={"moves": 20})
        for round_no in range(6):
            token, _, version = pending_move(app1, gid, tokens)
            app2.load(gid)  # both caches warm and current
            actions = [{"type": "add", "n": 1}, {"type": "add", "n": 2}]
            results = race([(app1, actions[0]), (app2, actions[1])], gid, token, version)
            codes = sorted(r[0] for r in results)
            assert codes == ["ok", "version-conflict"], (round_no, results)
            winner = next(i for i, r in enumerate(results) if r[0] == "ok")
            loser = results[1 - winner]
            assert loser[1]["current_version"] == version + 1
            events = list(app1.events.get(gid))
            assert [e.originator_version for e in events] == list(range(1, len(events) + 1))
            applied = [e for e in events if isinstance(e, Game.ActionApplied)]
            assert len(applied) == round_no + 1
            assert applied[-1].originator_version == version + 1
            assert applied[-1].action == f'{{"n":{actions[winner]["n"]},"type":"add"}}'

    def test_stale_expected_version_is_a_conflict_with_the_current_version(self, settings: Settings) -> None:
        app = new_games(settings)
        gid, tokens = seated_game(app)
        token, action, version = pending_move(app, gid, tokens)
        with pytest.raises(ServiceError) as err:
            app.act(gid, token, action, version - 1)
        assert err.value.code == "version-conflict" and err.value.extra["current_version"] == version
        assert app.load(gid).version == version

    def test_idempotent_retry_returns_the_first_response_and_appends_nothing(self, settings: Settings) -> None:
        app = new_games(settings)
        gid, tokens = seated_game(app)
        token, action, version = pending_move(app, gid, tokens)
        first = app.act(gid, token, action, version, idempotency_key="key-1")
        n_events = len(list(app.events.get(gid)))
        again = new_games(settings).act(gid, token, action, version, idempotency_key="key-1")
        assert again.replayed is True
        for field in ("version", "action_version", "effects", "bot_actions"):
            assert getattr(again, field) == getattr(first, field)
        assert len(list(app.events.get(gid))) == n_events
        # Still a replay after the game moved on.
        t2, a2, v2 = pending_move(app, gid, tokens)
        app.act(gid, t2, a2, v2)
        assert app.act(gid, token, action, version, idempotency_key="key-1").action_version == first.action_version
        # The same key for another request is refused, and records nothing.
        n_events = len(list(app.events.get(gid)))
        with pytest.raises(ServiceError) as err:
            app.act(gid, token, {"type": "add", "n": 2 if action.get("n") == 1 else 1}, version, idempotency_key="key-1")
        assert err.value.code == "idempotency-key-reused"
        assert len(list(app.events.get(gid))) == n_events

    def test_concurrent_retries_of_one_request_record_it_once(self, settings: Settings) -> None:
        app1, app2 = new_games(settings), new_games(settings)
        gid, tokens = seated_game(app1)
        token, action, version = pending_move(app1, gid, tokens)
        app2.load(gid)
        barrier = threading.Barrier(2)
        out: list[Any] = [None, None]

        def send(i: int, app: Games) -> None:
            barrier.wait()
            out[i] = app.act(gid, token, action, version, idempotency_key="retry-me")

        threads = [threading.Thread(target=send, args=(i, a)) for i, a in enumerate((app1, app2))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert out[0].action_version == out[1].action_version == version + 1
        assert out[0].effects == out[1].effects
        applied = [e for e in app1.events.get(gid) if isinstance(e, Game.ActionApplied)]
        assert len(applied) == 1

    def test_two_instances_with_caches_alternate_writes_correctly(self, settings: Settings) -> None:
        """Correctness never depends on the cache: each instance's cached game is stale
        after the other's write, and every load still sees the latest version."""
        apps = [new_games(settings), new_games(settings)]
        gid, tokens = seated_game(apps[0], options={"moves": 14})
        for i in range(14):
            app = apps[i % 2]
            token, action, version = pending_move(app, gid, tokens, i)
            app.act(gid, token, action, version)
        assert apps[0].load(gid).finished and apps[1].load(gid).finished
        assert audit_records(apps[1].history(gid))["verified"] is True

    def test_actions_on_a_stale_cache_are_decided_by_the_store(self, settings: Settings) -> None:
        """An action runs on the cached game without asking the store first: when another
        instance wrote meanwhile, the action is decided on the stored game — accepted at
        the store's version, a version conflict at the cached one, a replay for a key the
        other instance recorded — and nothing is lost or doubled."""
        app1, app2 = new_games(settings), new_games(settings)
        gid, tokens = seated_game(app1, options={"moves": 20})
        app1.load(gid)  # app1's cache holds the game; app2 writes from now on
        token, action, version = pending_move(app2, gid, tokens)
        first = app2.act(gid, token, action, version, idempotency_key="k-1")
        # A retry of that request on app1 (cache one version behind) is a replay.
        again = app1.act(gid, token, action, version, idempotency_key="k-1")
        assert again.replayed is True and again.action_version == first.action_version
        # The next move at the store's version, sent to app1 without reading first: accepted.
        assert pending_move(app2, gid, tokens)[2] == version + 1
        app1.load(gid)
        t3, a3, v3 = pending_move(app2, gid, tokens, 1)
        app2.act(gid, t3, a3, v3)  # app1 is stale again
        t4, a4, v4 = pending_move(app2, gid, tokens)
        assert app1.act(gid, t4, a4, v4).action_version == v4 + 1
        # A move at a version the store has passed: a conflict naming the store's version.
        app2.load(gid)
        t5, a5, v5 = pending_move(app2, gid, tokens)
        app1.act(gid, t5, a5, v5)  # app2 is now stale
        with pytest.raises(ServiceError) as err:
            app2.act(gid, t5, a5, v5)
        assert err.value.code == "version-conflict" and err.value.extra["current_version"] == v5 + 1
        events = list(app1.events.get(gid))
        assert [e.originator_version for e in events] == list(range(1, len(events) + 1))
        assert len([e for e in events if isinstance(e, Game.ActionApplied)]) == 4
        assert audit_records(app1.history(gid))["verified"] is True

    def test_snapshots_load_the_same_game_as_a_full_replay(self, settings: Settings) -> None:
        app = new_games(settings, snapshot_interval=3)
        gid, tokens = seated_game(app, options={"moves": 11})
        for i in range(7):
            token, action, version = pending_move(app, gid, tokens, i)
            app.act(gid, token, action, version)
        snapshots = list(app.snapshots.get(gid))
        assert [s.originator_version for s in snapshots] == [v for v in range(3, app.load(gid).version + 1, 3)]
        fresh = Games(env={**settings.eventsourcing_env(), "AGGREGATE_CACHE_MAXSIZE": ""}, snapshot_interval=3)
        from_snapshot = fresh.repository.get(gid)
        replayed: Any = None
        for event in fresh.events.get(gid):
            replayed = event.mutate(replayed)
        assert from_snapshot.version == replayed.version
        assert from_snapshot.engine.state_hash() == replayed.engine.state_hash()
        assert from_snapshot.engine.view(omniscient=True) == replayed.engine.view(omniscient=True)
        assert from_snapshot.token_hashes == replayed.token_hashes
        # Playing on from a snapshot-loaded game still verifies.
        play_to_end(fresh, gid, tokens)
        assert audit_records(fresh.history(gid))["verified"] is True

    def test_finished_game_reveals_a_seed_matching_its_commitment(self, settings: Settings) -> None:
        app = new_games(settings)
        gid, tokens = seated_game(app)
        created = next(iter(app.events.get(gid)))
        assert isinstance(created, Game.GameCreated)
        play_to_end(app, gid, tokens)
        finished = list(app.events.get(gid))[-1]
        assert isinstance(finished, Game.GameFinished)
        assert finished.seed == created.seed and len(finished.seed) == 16
        assert hashlib.sha256(f"{finished.seed}{gid}".encode()).hexdigest() == created.commitment
        report = app.audit(gid, token=None)
        assert (report.verified, report.first_divergence, report.events) == (True, None, len(list(app.events.get(gid))))

    def test_audit_of_an_unfinished_game_is_for_the_admin_only(self, settings: Settings) -> None:
        app = new_games(settings)
        gid, tokens = seated_game(app)
        with pytest.raises(ServiceError) as err:
            app.audit(gid, token=tokens[0])
        assert err.value.code == "forbidden"
        assert app.audit(gid, token=ADMIN).verified is True

    @pytest.mark.parametrize(
        ("version", "field", "value", "reason"),
        [
            (6, "action", '{"n":2,"type":"add"}', "effects differs"),
            (5, "state_hash", "0" * 64, "state hash differs"),
            (7, "scores", [99, 0], "scores differs"),
            (1, "commitment", "f" * 64, "commitment"),
        ],
    )
    def test_audit_names_a_tampered_event(self, settings: Settings, version: int, field: str, value: Any, reason: str) -> None:
        app = new_games(settings)
        gid, tokens = seated_game(app)
        for _ in range(6):
            token, _, v = pending_move(app, gid, tokens)
            app.act(gid, token, {"type": "add", "n": 1}, v)
        play_to_end(app, gid, tokens)
        assert app.audit(gid, None).verified is True
        tamper_event(settings, gid, version, lambda payload: payload.__setitem__(field, value))
        report = new_games(settings).audit(gid, None)
        assert report.verified is False
        assert report.first_divergence.version == version
        assert reason in report.first_divergence.reason

    def test_a_history_that_no_longer_replays_is_named_not_a_crash(self, settings: Settings) -> None:
        """A stored action altered into one the rules refuse: loading the game is a typed
        ``corrupt-history`` error (never an unhandled exception), and the audit still runs
        from the raw history and names the altered event."""
        app = new_games(settings)
        gid, tokens = seated_game(app)
        for _ in range(4):
            token, _, v = pending_move(app, gid, tokens)
            app.act(gid, token, {"type": "add", "n": 1}, v)
        tamper_event(settings, gid, 5, lambda payload: payload.__setitem__("action", '{"n":99,"type":"add"}'))
        fresh = new_games(settings)
        with pytest.raises(ServiceError) as err:
            fresh.load(gid)
        assert err.value.code == "corrupt-history" and err.value.status == 500
        report = fresh.audit(gid, ADMIN)
        assert report.verified is False
        assert report.first_divergence.version == 5

    def test_a_forged_revealed_seed_is_detected(self, settings: Settings) -> None:
        app = new_games(settings)
        gid, tokens = seated_game(app)
        play_to_end(app, gid, tokens)
        last = app.load(gid).version
        tamper_event(settings, gid, last, lambda p: p.__setitem__("seed", "0" * 16))
        report = new_games(settings).audit(gid, None)
        assert report.first_divergence.version == last
        assert "seed" in report.first_divergence.reason

    @pytest.mark.parametrize("game", [g for g, _, _ in registry_and_fake()])
    def test_every_registered_game_is_stored_and_audited(self, settings: Settings, game: str) -> None:
        """Bounded legal play of every game in the registry (and the fake): the stored
        history replays to the same hashes (admin audit) in a second instance."""
        t = game_types()[game]
        app = new_games(settings, snapshot_interval=4)
        gid, tokens = seated_game(app, game, t.min_seats, options={} if game != FAKE else {"moves": 10})
        for i in range(16):
            g = app.load(gid)
            pending = g.engine.pending()
            if pending is None or not g.engine.legal_actions(pending.seats[0]):
                break
            token, action, version = pending_move(app, gid, tokens, 7 * i)
            out = app.act(gid, token, action, version)
            assert out.version == version + 1 + out.bot_actions + (1 if app.load(gid).finished else 0)
        other = new_games(settings)
        assert other.load(gid).engine.state_hash() == app.load(gid).engine.state_hash()
        assert other.audit(gid, ADMIN).verified is True


def test_fake_game_is_only_hosted_inside_the_fixture() -> None:
    """The test seam registers fake-race per test; the Rust registry never has it."""
    import core_rs

    assert FAKE not in [n for n, _, _ in core_rs.games_list()]
    assert FAKE in game_types()
