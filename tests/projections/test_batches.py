"""The projection in batches: the events waiting are processed in one transaction (one
tracking write, one row update per game per run of actions, one statement for the
timeline rows), giving exactly the read models of one event at a time; a batch that
overlaps what another runner processed applies only the rest."""

from __future__ import annotations

from typing import Any

import pytest
from eventsourcing.persistence import ListenNotifySubscription, Tracking

from arena_events import topic_of
from projections import runner
from projections.views import ReadModels
from service.app.games import Games
from service.config import Settings
from tests.conftest import new_games
from tests.projections.test_read_models import FAKE


def _games(settings: Settings) -> Games:
    games = new_games(settings)
    for i in range(6):
        games.create_game(FAKE, 2, {"moves": 8 + i}, {0: "random", 1: "greedy"})
    g, _ = games.create_game(FAKE, 2, {"moves": 5}, play_bots=False)
    games.claim_seat(g.id, 0, "ann")
    return games


def test_a_rebuild_in_batches_equals_one_event_at_a_time(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    games = _games(settings)
    env = settings.eventsourcing_env()
    total = games.position()
    calls: list[int] = []
    real = ReadModels.record_batch

    def counted(self: ReadModels, items: Any) -> int:
        calls.append(len(items))
        return real(self, items)

    monkeypatch.setattr(ReadModels, "record_batch", counted)
    assert runner.rebuild(env, Games) == total
    batched = runner.open_view(env).dump()
    assert calls and sum(calls) >= total - 1, "the rebuild did not go through batches"
    assert len(calls) * 10 < total, f"{len(calls)} batches for {total} events"
    monkeypatch.setattr(ReadModels, "batches", property(lambda self: False))
    calls.clear()
    assert runner.rebuild(env, Games) == total
    assert calls == []
    assert runner.open_view(env).dump() == batched
    assert len(batched["arena_games"]) == 7


def test_a_batch_applies_only_the_events_after_the_tracked_position(settings: Settings) -> None:
    games = _games(settings)
    env = settings.eventsourcing_env()
    view = runner.open_view(env)
    items = []
    for n in games.recorder.select_notifications(start=1, limit=100000):
        e = games.mapper.to_domain_event(n)
        items.append((topic_of(e), e, Tracking(games.name, n.id)))
    half = len(items) // 2
    assert view.record_batch(items[:half]) == half
    assert view.max_tracking_id(games.name) == items[half - 1][2].notification_id
    # Another runner's batch that overlaps: only the unseen half is applied.
    assert view.record_batch(items[half // 2:]) == len(items) - half
    assert view.record_batch(items) == 0
    dump = view.dump()
    applied = sum(1 for it in items if it[0].endswith("ActionApplied"))
    assert len(dump["arena_timeline"]) == applied
    assert runner.rebuild(env, Games) == games.position()
    assert runner.open_view(env).dump() == dump


def test_the_subscription_internals_the_batches_read(settings: Settings) -> None:
    """``projections.runner.ready`` reads the page and index of eventsourcing's
    ``ListenNotifySubscription`` (pinned here: a release that renames them fails)."""
    games = _games(settings)
    from eventsourcing.projection import ApplicationSubscription

    with ApplicationSubscription(games, gt=0) as sub:
        assert isinstance(sub.subscription, ListenNotifySubscription)
        next(sub)
        inner = sub.subscription
        assert isinstance(inner._notifications, list | tuple) and inner._notifications_index == 1
        assert runner.ready(sub) == (len(inner._notifications) > 1)
        sub.stop()
