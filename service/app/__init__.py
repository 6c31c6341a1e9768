"""The application layer: the use cases of species-arena (``service.app.games.Games``), with no web framework."""
