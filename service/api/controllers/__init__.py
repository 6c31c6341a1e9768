"""One controller per resource of the REST surface (docs/architecture.md)."""

from service.api.controllers.feed import FeedController
from service.api.controllers.games import GamesController
from service.api.controllers.history import HistoryController
from service.api.controllers.meta import MetaController
from service.api.controllers.play import PlayController
from service.api.controllers.players import PlayersController
from service.api.controllers.seats import SeatsController

CONTROLLERS = [MetaController, GamesController, PlayController, HistoryController, PlayersController, SeatsController,
               FeedController]

__all__ = ["CONTROLLERS"]
