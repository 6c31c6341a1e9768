"""species-arena's typed Python client: ``Client`` (sync) and ``AsyncClient`` over httpx,
the request and response structs (``species_arena_client.schemas``, the same types the
server encodes) and one exception class per problem code (``species_arena_client.problems``).

    from species_arena_client import Client
    with Client("http://127.0.0.1:8000") as api:
        print(api.health())
"""

from species_arena_client.client import AsyncClient, Client, FeedEvent, StreamEvent, problem_from_response
from species_arena_client.problems import (
    LAST_RESORT,
    PROBLEMS,
    STATUS,
    TITLES,
    CorruptHistory,
    DeadlinePassed,
    Forbidden,
    GameOver,
    IdempotencyKeyReused,
    IllegalAction,
    InternalError,
    InvalidRequest,
    NotFound,
    NotYourTurn,
    PayloadTooLarge,
    ProblemError,
    ProjectionLagging,
    RateLimited,
    SeatResigned,
    SeatTaken,
    Unauthorized,
    UndoNotAllowed,
    UnsupportedMediaType,
    VersionConflict,
    WebhookUrlRefused,
)
from species_arena_client.webhooks import WebhookVerificationError, verify_webhook

__all__ = [
    "LAST_RESORT", "PROBLEMS", "STATUS", "TITLES", "AsyncClient", "Client", "CorruptHistory", "DeadlinePassed",
    "FeedEvent", "Forbidden", "GameOver", "IdempotencyKeyReused", "IllegalAction", "InternalError", "InvalidRequest", "NotFound",
    "NotYourTurn", "PayloadTooLarge", "ProblemError", "ProjectionLagging", "RateLimited", "SeatResigned", "SeatTaken",
    "StreamEvent", "Unauthorized", "UndoNotAllowed", "UnsupportedMediaType", "VersionConflict", "WebhookUrlRefused",
    "WebhookVerificationError", "problem_from_response", "verify_webhook",
]
