"""The read-model projection: eventsourcing's ``Projection`` over the ``Games`` events."""

from __future__ import annotations

from typing import Any

from eventsourcing.dispatch import singledispatchmethod
from eventsourcing.persistence import Tracking
from eventsourcing.projection import Projection
from eventsourcing.utils import get_topic

from service.domain import Game

from .views import ReadModels

#: The seat events (``projections.seats``).
SEAT_EVENT_CLASSES = (
    Game.GameConfigured,
    Game.SeatResigned,
    Game.TimedOut,
    Game.SeatReplaced,
    Game.SeatTokenRotated,
    Game.SeatTokenRevoked,
    Game.GameAbandoned,
)


class ReadModelsProjection(Projection[ReadModels]):
    """Feeds every game event to the read models (lobby/summary, timeline, stats)."""

    name = "readmodels"
    topics = (
        get_topic(Game.GameCreated),
        get_topic(Game.SeatClaimed),
        get_topic(Game.ActionApplied),
        get_topic(Game.GameFinished),
        *(get_topic(cls) for cls in SEAT_EVENT_CLASSES),
    )

    @singledispatchmethod
    def process_event(self, domain_event: Any, tracking: Tracking) -> None:
        """Events of other types are not subscribed to."""

    @process_event.register
    def _created(self, domain_event: Game.GameCreated, tracking: Tracking) -> None:
        self.view.game_created(domain_event, tracking)

    @process_event.register
    def _claimed(self, domain_event: Game.SeatClaimed, tracking: Tracking) -> None:
        self.view.seat_claimed(domain_event, tracking)

    @process_event.register
    def _applied(self, domain_event: Game.ActionApplied, tracking: Tracking) -> None:
        self.view.action_applied(domain_event, tracking)

    @process_event.register
    def _finished(self, domain_event: Game.GameFinished, tracking: Tracking) -> None:
        self.view.game_finished(domain_event, tracking)

    def _seat_event(self, domain_event: Any, tracking: Tracking) -> None:
        self.view.seat_event(domain_event, tracking)

    for _cls in SEAT_EVENT_CLASSES:
        process_event.register(_cls)(_seat_event)
    del _cls
