"""Following the store's notification log from a position, for the keepers that act on
what other processes wrote: the deadline keeper (``service.runtime.deadlines``) and the bot worker
(``service.runtime.botworker``). Each reads only the topics it cares about and notes them one by
one (``_note``); ``position`` is the last notification read (None: not started)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: Notifications read per query.
BATCH = 500


class NotificationFollower:
    """Reads notifications of ``topics`` after ``position`` (up to ``stop``, when given) in
    batches and hands each to ``_note``. Subclasses set ``games`` (the application) and
    implement ``_note``."""

    games: Any
    position: int | None = None

    def _note(self, n: Any) -> None:
        raise NotImplementedError

    def _read(self, topics: Sequence[str], stop: int | None = None) -> None:
        recorder = self.games.recorder
        while True:
            start = (self.position or 0) + 1
            if stop is not None and start > stop:
                return
            batch = recorder.select_notifications(start=start, limit=BATCH, stop=stop, topics=topics)
            for n in batch:
                self._note(n)
                self.position = n.id
            if len(batch) < BATCH:
                if stop is not None:
                    self.position = max(self.position or 0, stop)
                return
