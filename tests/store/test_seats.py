"""Seats that come and go, on every backend (SQLite; PostgreSQL when POSTGRES_*
are set): time-outs decided by the store's version check (two servers racing, a time-out
against the player's own move), a restart while a deadline is pending, resignation played
to the end by the fallback bot, abandonment and its audit, token rotation, revocation and
replacement, and the audit of every new event kind (and of tampering with them).

Time is a ``FakeClock`` given to each application (one per "server"): nothing sleeps."""

from __future__ import annotations

import json
import threading
from typing import Any
from uuid import UUID

import msgspec
import pytest

from service.app.games import Games
from service.app.audit import audit_records
from service.domain.clock import iso
from service.config import Settings
from service.runtime.deadlines import DeadlineKeeper
from service.app.errors import ServiceError
from species_arena_client.schemas import DeadlineOut
from tests.conftest import ADMIN, new_games, tamper_event
from tests.seat_helpers import FakeClock, clocked_game, deadline_of, history_types, move_for, pending_seat, with_clock


def apps(settings: Settings, n: int, clock: Any) -> list[Games]:
    return [with_clock(new_games(settings), clock) for _ in range(n)]


def at_version(app: Games, gid: UUID, version: int) -> dict[str, Any]:
    """The exported record of ``version`` (as JSON values)."""
    return next(r.to_dict() for r in app.history(gid) if r.version == version)


def verified(app: Games, gid: UUID) -> dict[str, Any]:
    report = audit_records(app.history(gid))
    assert report["verified"], report["first_divergence"]
    return report


class TestTimeLimits:
    def test_the_state_shows_each_pending_seats_deadline(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, tokens = clocked_game(app, clock={"turn_seconds": 30})
        state = app.state(gid, tokens[0])
        seat = pending_seat(app, gid)
        # The clock started when the last seat was claimed (at the fake clock's time).
        assert state.deadlines == [DeadlineOut(seat=seat, deadline=clock.advance(30).isoformat())]
        assert state.clock is not None and state.clock.running is True and state.clock.turn_seconds == 30

    def test_no_clock_before_every_seat_is_filled(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        g, _ = app.create_game("fake-race", 2, {"moves": 4}, clock={"turn_seconds": 5})
        app.claim_seat(g.id, 0, "alice")
        clock.advance(3600)
        assert app.state(g.id, None).deadlines == []
        assert app.expire(g.id)[0] == 0
        app.claim_seat(g.id, 1, "bob")
        assert app.state(g.id, None).deadlines[0].deadline == clock.advance(5).isoformat()

    def test_a_missed_deadline_is_a_timed_out_event_then_the_fallback_bots_move(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, tokens = clocked_game(app, fallback_bot="random")
        seat = pending_seat(app, gid)
        deadline = deadline_of(app, gid, seat)
        clock.advance(29.999999)
        assert app.expire(gid)[0] == 0, "a time-out before the deadline"
        clock.advance(0.000001)
        version = app.load(gid).version
        n, upcoming, live = app.expire(gid)
        assert (n, live) == (1, True)
        timed_out, action = at_version(app, gid, version + 1), at_version(app, gid, version + 2)
        assert timed_out["type"] == "TimedOut" and timed_out["seat"] == seat
        assert timed_out["deadline"] == iso(deadline) and timed_out["bot"] == "random"
        assert action["type"] == "ActionApplied" and action["seat"] == seat and action["bot"] is True
        # The next seat's decision started at the time-out: its deadline is 30 s later.
        assert upcoming == deadline + 30_000_000
        assert app.load(gid).timeouts == [1, 0] if seat == 0 else [0, 1]
        verified(app, gid)

    def test_a_move_after_the_deadline_is_refused_with_409(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, tokens = clocked_game(app)
        seat = pending_seat(app, gid)
        version = app.load(gid).version
        clock.advance(30)
        with pytest.raises(ServiceError) as err:
            app.act(gid, tokens[seat], move_for(app, gid, seat), version)
        assert err.value.code == "deadline-passed" and err.value.status == 409
        assert err.value.extra["deadline"] == clock().isoformat()
        assert app.load(gid).version == version

    def test_a_game_clock_is_spent_across_decisions_and_then_the_bot_plays(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, tokens = clocked_game(app, moves=8, clock={"game_seconds": 10})
        for spent in (4, 5):  # each seat spends 4 s, then 5 s: 9 of its 10 s
            for _ in range(2):
                seat = pending_seat(app, gid)
                clock.advance(spent)
                app.act(gid, tokens[seat], move_for(app, gid, seat), app.load(gid).version)
        g = app.load(gid)
        assert g.clock_used == [9_000_000, 9_000_000]
        seat = pending_seat(app, gid)
        assert deadline_of(app, gid, seat) == int(clock().timestamp() * 1_000_000) + 1_000_000
        clock.advance(1)
        n, _, _ = app.expire(gid)
        # The seat's clock is spent; the other seat still has 1 s, so exactly one time-out.
        assert n == 1
        clock.advance(1)
        # Now both clocks are spent: every remaining decision times out, one after another.
        n, upcoming, live = app.expire(gid)
        assert n == 3 and upcoming is None and live is False
        assert app.load(gid).finished
        assert history_types(app, gid).count("TimedOut") == 4
        verified(app, gid)


class TestRaces:
    """The store's version check decides; a decision is never played twice."""

    @pytest.mark.parametrize("rounds", [3])
    def test_two_servers_racing_to_time_out_the_same_decision(self, settings: Settings, rounds: int) -> None:
        clock = FakeClock()
        app1, app2 = apps(settings, 2, clock)
        gid, _ = clocked_game(app1, moves=12)
        for _ in range(rounds):
            clock.advance(30)
            before = history_types(app1, gid).count("TimedOut")
            barrier = threading.Barrier(2)
            results: list[Any] = [None, None]

            def expire(i: int, app: Games) -> None:
                barrier.wait()
                try:
                    results[i] = app.expire(gid)[0]
                except ServiceError as err:
                    results[i] = err.code

            threads = [threading.Thread(target=expire, args=(i, a)) for i, a in enumerate((app1, app2))]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            # Exactly one time-out; the other server either lost the store's version check
            # (409) or found the decision already played (0).
            assert sorted(map(str, results)) in (["0", "1"], ["1", "version-conflict"]), results
            assert history_types(app1, gid).count("TimedOut") == before + 1
        verified(app1, gid)

    def test_two_deadline_keepers_on_one_database_record_one_time_out(self, settings: Settings) -> None:
        clock = FakeClock()
        app1, app2 = apps(settings, 2, clock)
        gid, _ = clocked_game(app1)
        keepers = [DeadlineKeeper(app1), DeadlineKeeper(app2)]
        assert [k.sweep() for k in keepers] == [0, 0]
        clock.advance(30)
        barrier = threading.Barrier(2)
        done: list[int] = [0, 0]

        def sweep(i: int) -> None:
            barrier.wait()
            done[i] = keepers[i].sweep()

        threads = [threading.Thread(target=sweep, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sum(done) == 1
        assert history_types(app1, gid).count("TimedOut") == 1
        assert [k.sweep() for k in keepers] == [0, 0]

    def test_the_keeper_reads_no_actions_while_no_game_has_a_clock(self, settings: Settings) -> None:
        """Games without a clock are never watched, so their actions' events are not read;
        a clocked game that appears later, with a move in the same read, is watched from
        then on, its deadline counted from that move, and a later move moves it again."""
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        keeper = DeadlineKeeper(app)
        noted: list[str] = []
        real_note = keeper._note

        def note(n: Any) -> None:
            noted.append(n.topic.rsplit(".", 1)[-1])
            real_note(n)

        keeper._note = note  # type: ignore[method-assign]
        plain, plain_tokens = app.create_game("fake-race", 2, {"moves": 6})[0].id, [None, None]
        for s in range(2):
            plain_tokens[s] = app.claim_seat(plain, s, f"p{s}")[1]
        keeper.sweep()
        for _ in range(3):
            seat = pending_seat(app, plain)
            app.act(plain, plain_tokens[seat], move_for(app, plain, seat), app.load(plain).version)
        assert keeper.sweep() == 0
        assert "ActionApplied" not in noted and not keeper.watched
        # A clocked game and its first move, both before the next sweep.
        gid, tokens = clocked_game(app, clock={"turn_seconds": 30})
        clock.advance(20)
        seat = pending_seat(app, gid)
        app.act(gid, tokens[seat], move_for(app, gid, seat), app.load(gid).version)
        assert keeper.sweep() == 0 and gid in keeper.watched
        clock.advance(20)  # past the first decision's deadline, not the second's
        assert keeper.sweep() == 0
        seat = pending_seat(app, gid)
        app.act(gid, tokens[seat], move_for(app, gid, seat), app.load(gid).version)
        noted.clear()
        clock.advance(25)  # 45 s after the second decision began, 25 s after the third
        assert keeper.sweep() == 0 and "ActionApplied" in noted
        clock.advance(5)
        assert keeper.sweep() == 1
        assert history_types(app, gid).count("TimedOut") == 1
        assert history_types(app, plain).count("TimedOut") == 0

    def test_the_time_out_first_then_the_players_move_is_409(self, settings: Settings) -> None:
        """The player's server still sees time left (its clock is 1 µs behind the keeper's):
        both write at the same version; the time-out is stored first; the move is 409."""
        keeper_clock = FakeClock()
        app_keeper, app_player = apps(settings, 2, keeper_clock)
        gid, tokens = clocked_game(app_keeper)
        seat = pending_seat(app_keeper, gid)
        deadline = deadline_of(app_keeper, gid, seat)
        keeper_clock.at_micros(deadline)
        player_clock = FakeClock()
        player_clock.at_micros(deadline - 1)
        app_player.clock = player_clock
        version = app_player.load(gid).version  # the player's server has the game cached
        action = move_for(app_player, gid, seat)
        assert app_keeper.expire(gid)[0] == 1
        with pytest.raises(ServiceError) as err:
            app_player.act(gid, tokens[seat], action, version)
        assert err.value.code == "version-conflict" and err.value.status == 409
        assert err.value.extra["current_version"] == version + 2
        assert at_version(app_keeper, gid, version + 1)["type"] == "TimedOut"
        verified(app_keeper, gid)

    def test_the_players_move_first_then_the_time_out_is_409(self, settings: Settings) -> None:
        keeper_clock = FakeClock()
        app_keeper, app_player = apps(settings, 2, keeper_clock)
        gid, tokens = clocked_game(app_keeper)
        seat = pending_seat(app_keeper, gid)
        deadline = deadline_of(app_keeper, gid, seat)
        keeper_clock.at_micros(deadline)
        player_clock = FakeClock()
        player_clock.at_micros(deadline - 1)
        app_player.clock = player_clock
        version = app_keeper.load(gid).version
        # The keeper has decided the time-out on the game it loaded (the same instant) ...
        g = app_keeper.load(gid)
        from service.app.bots import bot_seed
        from service.domain.clock import using

        with using(keeper_clock):
            g.time_out(seat, deadline, g.engine.bot_action(seat, g.fallback_bot, bot_seed(g.seed, g.version)))
        # ... but the player's move is stored first.
        app_player.act(gid, tokens[seat], move_for(app_player, gid, seat), version)
        with pytest.raises(ServiceError) as err:
            app_keeper._save(g)
        assert err.value.code == "version-conflict" and err.value.status == 409
        assert "TimedOut" not in history_types(app_keeper, gid)
        record = at_version(app_keeper, gid, version + 1)
        assert record["type"] == "ActionApplied" and record["bot"] is False
        verified(app_keeper, gid)

    def test_a_time_out_racing_the_players_move_exactly_one_wins(self, settings: Settings) -> None:
        for _ in range(3):
            keeper_clock = FakeClock()
            app_keeper, app_player = apps(settings, 2, keeper_clock)
            gid, tokens = clocked_game(app_keeper)
            seat = pending_seat(app_keeper, gid)
            deadline = deadline_of(app_keeper, gid, seat)
            keeper_clock.at_micros(deadline)
            player_clock = FakeClock()
            player_clock.at_micros(deadline - 1)
            app_player.clock = player_clock
            version = app_player.load(gid).version
            action = move_for(app_player, gid, seat)
            barrier = threading.Barrier(2)
            results: list[Any] = [None, None]

            def player() -> None:
                barrier.wait()
                try:
                    results[0] = app_player.act(gid, tokens[seat], action, version).action_version
                except ServiceError as err:
                    results[0] = (err.code, err.status)

            def keeper() -> None:
                barrier.wait()
                try:
                    results[1] = app_keeper.expire(gid)[0]
                except ServiceError as err:
                    results[1] = (err.code, err.status)

            threads = [threading.Thread(target=player), threading.Thread(target=keeper)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            first = at_version(app_keeper, gid, version + 1)
            if first["type"] == "TimedOut":
                assert results == [("version-conflict", 409), 1], results
            else:
                assert first["type"] == "ActionApplied" and first["bot"] is False
                assert results[0] == version + 1 and results[1] in (0, ("version-conflict", 409)), results
            types = history_types(app_keeper, gid)
            assert types.count("TimedOut") + sum(
                1 for r in app_keeper.history(gid) if r.type == "ActionApplied" and r.seat == seat and not r.bot
            ) == 1
            for a in (app_keeper, app_player):
                a.close()


class TestRestart:
    def test_a_restart_while_a_deadline_is_pending(self, settings: Settings) -> None:
        clock = FakeClock()
        first = with_clock(new_games(settings), clock)
        gid, _ = clocked_game(first, clock={"turn_seconds": 60})
        seat = pending_seat(first, gid)
        deadline = deadline_of(first, gid, seat)
        keeper = DeadlineKeeper(first)
        clock.advance(59)
        assert keeper.sweep() == 0
        first.close()
        # The server is down when the deadline passes; a new one starts later.
        clock.advance(120)
        second = with_clock(new_games(settings), clock)
        assert DeadlineKeeper(second).sweep() == 1
        record = next(r.to_dict() for r in second.history(gid) if r.type == "TimedOut")
        assert record["deadline"] == iso(deadline) and record["seat"] == seat
        verified(second, gid)


class TestResign:
    def test_a_resigned_seats_bot_finishes_the_game(self, settings: Settings) -> None:
        (app,) = apps(settings, 1, FakeClock())
        g, _ = app.create_game("fake-race", 2, {"moves": 10})
        tokens = [app.claim_seat(g.id, s, f"player-{s}")[1] for s in range(2)]
        app.act(g.id, tokens[0], {"type": "add", "n": 2}, app.load(g.id).version)
        out = app.resign(g.id, tokens[0], 0)
        assert out.bot == "greedy" and out.bot_actions == 0  # seat 1 decides now
        for _ in range(10):
            game = app.load(g.id)
            if game.finished:
                break
            assert pending_seat(app, g.id) == 1, "the resigned seat's bot plays without being asked"
            app.act(g.id, tokens[1], {"type": "add", "n": 1}, game.version)
        game = app.load(g.id)
        assert game.finished and game.resigned == [0] and game.bots[0] == "greedy"
        history = [h.to_dict() for h in app.history(g.id)]
        resigned_at = next(r["version"] for r in history if r["type"] == "SeatResigned")
        seat0 = [r for r in history if r["type"] == "ActionApplied" and r["seat"] == 0]
        assert seat0 and all(r["bot"] for r in seat0 if r["version"] > resigned_at)
        assert len([r for r in seat0 if r["version"] > resigned_at]) == 4
        # The resigned seat's token still reads its own view, but may not act.
        assert app.state(g.id, tokens[0]).resigned == [0]
        verified(app, g.id)

    def test_a_resigned_seat_cannot_act_resign_again_or_be_replaced(self, settings: Settings) -> None:
        (app,) = apps(settings, 1, FakeClock())
        g, _ = app.create_game("fake-race", 3, {"moves": 10})
        tokens = [app.claim_seat(g.id, s, f"player-{s}")[1] for s in range(3)]
        app.resign(g.id, tokens[2], 2)
        with pytest.raises(ServiceError) as err:
            app.resign(g.id, tokens[2], 2)
        assert err.value.code == "seat-resigned"
        with pytest.raises(ServiceError) as err:
            app.replace_seat(g.id, ADMIN, 2, player="mallory")
        assert err.value.code == "seat-resigned"
        for token, code in ((tokens[1], "forbidden"), (ADMIN, "forbidden"), ("nope", "unauthorized"), (None, "unauthorized")):
            with pytest.raises(ServiceError) as err:
                app.resign(g.id, token, 0)
            assert err.value.code == code
        assert app.load(g.id).resigned == [2]


class TestAbandon:
    def test_an_abandoned_games_audit_and_what_it_reveals(self, settings: Settings) -> None:
        (app,) = apps(settings, 1, FakeClock())
        g, _ = app.create_game("fake-race", 2, {"moves": 10})
        tokens = [app.claim_seat(g.id, s, f"player-{s}")[1] for s in range(2)]
        app.act(g.id, tokens[0], {"type": "add", "n": 1}, app.load(g.id).version)
        with pytest.raises(ServiceError) as err:
            app.abandon(g.id, tokens[0])
        assert err.value.code == "forbidden"
        with pytest.raises(ServiceError) as err:
            app.audit(g.id, None)
        assert err.value.code == "forbidden", "the seed is secret before the abandonment"
        out = app.abandon(g.id, ADMIN)
        seed = app.load(g.id).seed
        assert out.seed == seed
        # Anyone may audit it now; it verifies up to the abandonment.
        report = app.audit(g.id, None)
        assert report.verified and report.abandoned is True and report.finished is False
        assert report.events == out.version
        # The seed is revealed to spectators; nothing more may happen.
        events = app.event_records(g.id, None)
        assert events[0].seed == seed and events[-1].type == "GameAbandoned" and events[-1].seed == seed
        with pytest.raises(ServiceError) as err:
            app.act(g.id, tokens[1], {"type": "add", "n": 1}, out.version)
        assert err.value.code == "game-over"
        for call in (lambda: app.abandon(g.id, ADMIN), lambda: app.resign(g.id, tokens[1], 1),
                     lambda: app.rotate_token(g.id, tokens[1], 1)):
            with pytest.raises(ServiceError) as err:
                call()
            assert err.value.code == "game-over"
        assert app.load(g.id).version == out.version

    def test_an_abandoned_game_cannot_be_joined(self, settings: Settings) -> None:
        (app,) = apps(settings, 1, FakeClock())
        g, _ = app.create_game("fake-race", 2, {"moves": 4})
        app.abandon(g.id, ADMIN)
        with pytest.raises(ServiceError) as err:
            app.claim_seat(g.id, 0, "late")
        assert err.value.code == "game-over"
        assert app.load(g.id).open_seats() == []

    def test_games_nobody_joined_are_abandoned_after_the_configured_time(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        lonely, _ = app.create_game("fake-race", 2, {"moves": 4})
        joined, _ = app.create_game("fake-race", 2, {"moves": 4})
        app.claim_seat(joined.id, 0, "alice")
        bots_only, _ = app.create_game("fake-race", 2, {"moves": 20}, {0: "random", 1: "random"})
        keeper = DeadlineKeeper(app, abandon_unclaimed=600)
        clock.advance(599)
        keeper.sweep()
        assert not app.load(lonely.id).abandoned
        clock.advance(1)
        keeper.sweep()
        assert app.load(lonely.id).abandoned and not app.load(joined.id).abandoned
        record = app.history(lonely.id)[-1].to_dict()
        assert record["type"] == "GameAbandoned" and record["by"] == "server"
        assert app.load(bots_only.id).finished and not app.load(bots_only.id).abandoned
        verified(app, lonely.id)


class TestTokens:
    def test_a_rotated_tokens_old_value_gets_401(self, settings: Settings) -> None:
        (app,) = apps(settings, 1, FakeClock())
        g, _ = app.create_game("fake-race", 2, {"moves": 6})
        tokens = [app.claim_seat(g.id, s, f"player-{s}")[1] for s in range(2)]
        old = tokens[0]
        new = app.rotate_token(g.id, old, 0).token
        assert new != old
        for call in (lambda: app.state(g.id, old), lambda: app.legal_actions(g.id, old),
                     lambda: app.act(g.id, old, {"type": "add", "n": 1}, app.load(g.id).version),
                     lambda: app.rotate_token(g.id, old, 0)):
            with pytest.raises(ServiceError) as err:
                call()
            assert err.value.code == "unauthorized" and err.value.status == 401
        assert app.state(g.id, new).viewer.seat == 0
        app.act(g.id, new, {"type": "add", "n": 1}, app.load(g.id).version)
        # The admin may rotate too; another seat's token may not.
        with pytest.raises(ServiceError) as err:
            app.rotate_token(g.id, tokens[1], 0)
        assert err.value.code == "forbidden"
        newer = app.rotate_token(g.id, ADMIN, 0).token
        with pytest.raises(ServiceError):
            app.state(g.id, new)
        assert app.state(g.id, newer).viewer.seat == 0

    def test_revoke_and_replace(self, settings: Settings) -> None:
        (app,) = apps(settings, 1, FakeClock())
        g, _ = app.create_game("fake-race", 3, {"moves": 9})
        tokens = [app.claim_seat(g.id, s, f"player-{s}")[1] for s in range(3)]
        for token, code in ((tokens[0], "forbidden"), (None, "unauthorized")):
            with pytest.raises(ServiceError) as err:
                app.revoke_token(g.id, token, 1)
            assert err.value.code == code
        app.revoke_token(g.id, ADMIN, 1)
        with pytest.raises(ServiceError) as err:
            app.state(g.id, tokens[1])
        assert err.value.code == "unauthorized"
        with pytest.raises(ServiceError) as err:
            app.revoke_token(g.id, ADMIN, 1)
        assert err.value.code == "not-found"
        # Hand seat 1 to a new player, seat 2 to a bot.
        out = app.replace_seat(g.id, ADMIN, 1, player="carol")
        assert app.state(g.id, out.token).viewer.seat == 1
        assert app.load(g.id).players[1] == "guest:carol"  # a name handed a seat is a guest
        old2 = tokens[2]
        app.replace_seat(g.id, ADMIN, 2, bot="random")
        with pytest.raises(ServiceError) as err:
            app.state(g.id, old2)
        assert err.value.code == "unauthorized"
        # Seat 0 moves; seat 1 (carol) moves; seat 2's bot answers at once.
        app.act(g.id, tokens[0], {"type": "add", "n": 1}, app.load(g.id).version)
        res = app.act(g.id, out.token, {"type": "add", "n": 1}, app.load(g.id).version)
        assert res.bot_actions == 1
        for bad in ({"player": "x", "bot": "random"}, {}, {"bot": "clever"}):
            with pytest.raises(ServiceError) as err:
                app.replace_seat(g.id, ADMIN, 0, **bad)
            assert err.value.code == "invalid-request"
        with pytest.raises(ServiceError) as err:
            app.replace_seat(g.id, ADMIN, 7, player="x")
        assert err.value.code == "not-found"
        verified(app, g.id)

    def test_no_token_is_stored_in_any_event(self, settings: Settings) -> None:
        (app,) = apps(settings, 1, FakeClock())
        g, _ = app.create_game("fake-race", 2, {"moves": 6})
        tokens = [app.claim_seat(g.id, s, f"player-{s}")[1] for s in range(2)]
        tokens.append(app.rotate_token(g.id, tokens[0], 0).token)
        tokens.append(app.rotate_token(g.id, ADMIN, 1).token)
        tokens.append(app.replace_seat(g.id, ADMIN, 1, player="dave").token)
        app.revoke_token(g.id, ADMIN, 1)
        stored = json.dumps([h.to_dict() for h in app.history(g.id)])
        for token in tokens:
            assert token not in stored
        # The hashes are stored (as for claims), but no reader sees them.
        assert "token_hash" in stored
        for viewer in (None, tokens[2], ADMIN):
            assert "token_hash" not in msgspec.json.encode(app.event_records(g.id, viewer)).decode()


class TestAuditOfSeatEvents:
    def test_a_history_with_every_new_event_kind_verifies(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, tokens = clocked_game(app, seats=3, moves=20, clock={"turn_seconds": 20, "game_seconds": 50})
        seat = pending_seat(app, gid)
        clock.advance(5)
        app.act(gid, tokens[seat], move_for(app, gid, seat), app.load(gid).version)
        clock.advance(20)
        assert app.expire(gid)[0] == 1
        tokens[0] = app.rotate_token(gid, tokens[0], 0).token
        app.revoke_token(gid, ADMIN, 1)
        tokens[1] = app.replace_seat(gid, ADMIN, 1, player="erin").token
        app.resign(gid, tokens[2], 2)
        app.abandon(gid, ADMIN)
        kinds = set(history_types(app, gid))
        assert kinds >= {"GameConfigured", "TimedOut", "SeatTokenRotated", "SeatTokenRevoked", "SeatReplaced",
                         "SeatResigned", "GameAbandoned"}
        verified(app, gid)

    @pytest.mark.parametrize(
        ("change", "reason"),
        [
            (lambda p: p.update(deadline="2030-01-01T12:00:31+00:00"), "missed deadline differs"),
            (lambda p: p.update(bot="random"), "not the fallback bot"),
        ],
    )
    def test_a_tampered_time_out_is_named(self, settings: Settings, change: Any, reason: str) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, _ = clocked_game(app)
        clock.advance(30)
        app.expire(gid)
        version = next(r.version for r in app.history(gid) if r.type == "TimedOut")
        tamper_event(settings, gid, version, change)
        report = audit_records(app.history(gid))
        assert not report["verified"]
        assert report["first_divergence"]["version"] == version and reason in report["first_divergence"]["reason"]

    def test_a_players_move_recorded_after_its_deadline_is_named(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, tokens = clocked_game(app)
        seat = pending_seat(app, gid)
        clock.advance(10)
        app.act(gid, tokens[seat], move_for(app, gid, seat), app.load(gid).version)
        history = [h.to_dict() for h in app.history(gid)]
        version = history[-1]["version"]
        late = clock.advance(25).isoformat()  # 35 s after the decision started: too late
        records = [dict(r, timestamp=late) if r["version"] == version else r for r in history]
        report = audit_records(records)
        assert not report["verified"] and report["first_divergence"]["version"] == version
        assert "deadline" in report["first_divergence"]["reason"]

    def test_a_time_out_without_its_bot_move_or_a_forged_abandon_seed_is_named(self, settings: Settings) -> None:
        clock = FakeClock()
        (app,) = apps(settings, 1, clock)
        gid, _ = clocked_game(app)
        clock.advance(30)
        app.expire(gid)
        history = [h.to_dict() for h in app.history(gid)]
        cut = next(i for i, r in enumerate(history) if r["type"] == "TimedOut")
        report = audit_records(history[: cut + 1])
        assert not report["verified"] and "not followed by its bot's action" in report["first_divergence"]["reason"]
        app.abandon(gid, ADMIN)
        version = app.history(gid)[-1].version
        tamper_event(settings, gid, version, lambda p: p.update(seed="0" * 16))
        report = audit_records(app.history(gid))
        assert not report["verified"] and report["first_divergence"]["version"] == version
        assert "seed" in report["first_divergence"]["reason"]


class TestSnapshots:
    def test_the_clock_and_the_seats_survive_snapshots_and_a_fresh_load(self, settings: Settings) -> None:
        clock = FakeClock()
        app = with_clock(new_games(settings, snapshot_interval=3), clock)
        gid, tokens = clocked_game(app, seats=3, moves=20, clock={"turn_seconds": 40, "game_seconds": 100})
        for spent in (3, 7, 11, 13):
            seat = pending_seat(app, gid)
            clock.advance(spent)
            app.act(gid, tokens[seat], move_for(app, gid, seat), app.load(gid).version)
        app.resign(gid, tokens[2], 2)
        live = app.load(gid)
        fresh = with_clock(new_games(settings, snapshot_interval=3), clock).load(gid)
        replayed = with_clock(new_games(settings, snapshot_interval=0), clock)
        replayed.repository.snapshot_store = None  # a full replay from the events, no snapshot
        full = replayed.load(gid)
        for g in (fresh, full):
            assert g.deadlines() == live.deadlines() and g.deadlines()
            assert (g.clock_since, g.clock_used) == (live.clock_since, live.clock_used)
            assert list(g.resigned) == [2] and g.bots == live.bots and g.fallback_bot == "greedy"
        assert live.clock_used[:2] != [0, 0]
