"""Read models built from the ``Games`` event stream with eventsourcing projections:
the lobby/summary/scoreboard (``games``), the per-game ``timeline`` and player ``stats``.
See ``projections.views`` and ``projections.runner``."""
