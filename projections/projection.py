"""The read-model projection: eventsourcing's ``Projection`` over the game events.

It follows the events by their stored topics (``arena_events``), not by their classes,
so the read models never import the service that writes the events.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import Tracking
from eventsourcing.projection import Projection

from arena_events import (
    ACTION_APPLIED,
    ACTIONS_UNDONE,
    UNDO_DISABLED,
    GAME_CREATED,
    GAME_FINISHED,
    GAME_TOPICS,
    PLAYER_SEATED,
    PLAYER_TOPICS,
    SAME_PLAYER_ALLOWED,
    SEAT_CLAIMED,
    SEAT_EVENT_TOPICS,
    topic_of,
)

from .views import ReadModels

log = logging.getLogger("species_arena.projections")


class ReadModelsProjection(Projection[ReadModels]):
    """Feeds every game and player event to the read models (lobby/summary, timeline,
    players, stats, ratings)."""

    name = "readmodels"
    topics = (*GAME_TOPICS, *PLAYER_TOPICS)

    def process_event(self, domain_event: Any, tracking: Tracking) -> None:
        """Hand one event to the view method for its topic; other topics are not
        subscribed to (and are ignored should one arrive)."""
        topic = topic_of(domain_event)
        if topic == GAME_CREATED:
            self.view.game_created(domain_event, tracking)
        elif topic == SEAT_CLAIMED:
            self.view.seat_claimed(domain_event, tracking)
        elif topic == ACTION_APPLIED:
            self.view.action_applied(domain_event, tracking)
        elif topic == GAME_FINISHED:
            self.view.game_finished(domain_event, tracking)
        elif topic in SEAT_EVENT_TOPICS:
            self.view.seat_event(domain_event, tracking)
        elif topic in (PLAYER_SEATED, SAME_PLAYER_ALLOWED, ACTIONS_UNDONE, UNDO_DISABLED, *PLAYER_TOPICS):
            self.view.other_event(topic, domain_event, tracking)

    def process_batch(self, items: Sequence[tuple[Any, Tracking]]) -> None:
        """Several events that were waiting, in one transaction (``ReadModels.record_batch``).
        Should the batch fail (another runner's write got in between, or a view without
        batches), each event is processed on its own, exactly once by its tracking."""
        if len(items) > 1 and self.view.batches:
            try:
                self.view.record_batch([(topic_of(e), e, tracking) for e, tracking in items])
                return
            except Exception as err:  # noqa: BLE001 - decided again event by event below
                log.info("a batch of %s events is processed event by event (%s)", len(items), err)
        for e, tracking in items:
            self.process_event(e, tracking)
