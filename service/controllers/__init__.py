"""One controller per resource of the REST surface (docs/architecture.md)."""

from .games import GamesController
from .history import HistoryController
from .meta import MetaController
from .play import PlayController
from .players import PlayersController
from .seats import SeatsController

CONTROLLERS = [MetaController, GamesController, PlayController, HistoryController, PlayersController, SeatsController]

__all__ = ["CONTROLLERS"]
