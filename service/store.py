"""Store plumbing that eventsourcing 9.5 leaves to us for SQLite.

``eventsourcing.sqlite``'s application recorder cannot be subscribed to (PostgreSQL's can,
with LISTEN/NOTIFY). Projections (``ProjectionRunner``) need a subscription, so SQLite
stores use ``PollingSQLiteApplicationRecorder``: eventsourcing's own pull-based
``ListenNotifySubscription``, woken by a timer instead of a database notification. It is
selected with eventsourcing's ``APPLICATION_RECORDER_TOPIC`` setting (see
``service.config.Settings.eventsourcing_env``).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from eventsourcing.persistence import ApplicationRecorder, ListenNotifySubscription, Subscription
from eventsourcing.sqlite import SQLiteApplicationRecorder

#: Seconds between two looks for new events.
POLL_INTERVAL = 0.05


class PollingSubscription(ListenNotifySubscription[ApplicationRecorder]):
    """eventsourcing's pull loop, woken every ``POLL_INTERVAL`` seconds."""

    def __init__(self, recorder: ApplicationRecorder, gt: int | None = None, topics: Sequence[str] = ()) -> None:
        super().__init__(recorder=recorder, gt=gt, topics=topics)
        self._stopped = threading.Event()
        self._timer = threading.Thread(target=self._tick, name="sqlite-subscription-poll", daemon=True)
        self._timer.start()

    def _tick(self) -> None:
        while not self._stopped.wait(POLL_INTERVAL):
            self._has_been_notified.set()

    def stop(self) -> None:
        self._stopped.set()
        super().stop()

    def __exit__(self, *args: Any, **kwargs: Any) -> None:
        try:
            super().__exit__(*args, **kwargs)
        finally:
            self._timer.join()


class PollingSQLiteApplicationRecorder(SQLiteApplicationRecorder):
    """The SQLite application recorder, plus a polling subscription."""

    def subscribe(self, gt: int | None = None, topics: Sequence[str] = ()) -> Subscription[ApplicationRecorder]:
        return PollingSubscription(self, gt=gt, topics=topics)
