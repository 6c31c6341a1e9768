"""Read models built from the ``Games`` event stream with eventsourcing projections:
the lobby/summary/scoreboard (``games``), the per-game ``timeline`` and player ``stats``.
See ``projections.views`` and ``projections.runner``.

The public interface (what the service's composition root uses) is re-exported here;
this package depends on the service only through ``arena_events`` (event topics and the
stored-JSON codec) and the application class the caller passes in.
"""

from .runner import (
    Runner,
    open_view,
    rebuild,
    run_forever,
    run_until_caught_up,
    start_runner,
)
from .views import ReadModels
from .words import bot_parts, bot_words

__all__ = ["ReadModels", "Runner", "bot_parts", "bot_words", "open_view", "rebuild", "run_forever", "run_until_caught_up",
           "start_runner"]
