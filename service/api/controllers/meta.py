"""Service-level endpoints: health, the hosted game types, their schemas and catalogues."""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec
from litestar import Controller, Response, get
from litestar.datastructures import ResponseHeader
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import FromPath

from service.api.deps import IfNoneMatch, Req, Svc
from service.app.bots import BOT_KINDS
from service.app.errors import ServiceError
from service.domain import i18n
from service.domain.engine import catalogue, game_schemas, game_types, option_specs
from service.runtime.readcache import GZIP_MINIMUM, Body, matches
from species_arena_client.schemas import CatalogueOut, GameTypeOut, GameTypeSchemasOut, HealthOut, OptionSpecOut
from service.domain.i18n import msg

#: A catalogue never changes for a build: caches may keep it for a day.
CATALOGUE_CACHE_CONTROL = "public, max-age=86400"
#: The conditional-request parts of the catalogue's OpenAPI operation.
CATALOGUE_CONDITIONAL = {
    "responses": {304: ResponseSpec(data_container=None, description="Not Modified: the If-None-Match ETag is current")},
    "response_headers": [
        ResponseHeader(name="ETag", documentation_only=True, description="a strong validator of the catalogue's content"),
        ResponseHeader(name="Cache-Control", documentation_only=True, description=CATALOGUE_CACHE_CONTROL),
    ],
}

#: (game type, locale) -> its catalogue's encoded answer (plain, and gzipped once asked
#: for) and the digest its ETags are made of: encoded once per locale, as it never changes
#: while the server runs.
_catalogues: dict[tuple[str, str], tuple[Body, str]] = {}


def _localised(game: str, data: dict[str, Any], lang: str) -> dict[str, Any]:
    """The catalogue with La Isla's card names and abilities in ``lang`` (each card is named
    after its function, as the log names it, and its ability is its function's:
    ``service.app.gamelog.la_isla``)."""
    if game != "la-isla" or not data.get("cards"):
        return data
    from service.app.gamelog import la_isla

    words = la_isla.LaIsla({}, data, lang)
    cards = {cid: {**c, "name": words.function(c.get("function")), "ability": words.ability(c.get("function"))}
             for cid, c in data["cards"].items()}
    return {**data, "cards": cards}


def _catalogue_body(game: str, lang: str) -> tuple[Body, str]:
    kept = _catalogues.get((game, lang))
    if kept is None:
        data = _localised(game, catalogue(game), lang)
        plain = msgspec.json.encode(msgspec.convert({**data, "name": game}, CatalogueOut))
        kept = _catalogues[(game, lang)] = (Body(plain), hashlib.sha256(plain).hexdigest()[:32])
    return kept


class MetaController(Controller):
    path = "/"
    tags = ["service"]

    @get("/health", operation_id="GetHealth", sync_to_thread=True)
    def health(self, svc: Svc) -> HealthOut:
        """Liveness, the game types this server hosts, and how far the read models are."""
        return HealthOut(
            status="ok",
            games=sorted(game_types()),
            position=svc.games.position(),
            projected=svc.view.max_tracking_id(svc.games.name) or 0,
        )

    @get("/game-types", operation_id="ListGameTypes", sync_to_thread=False)
    def game_types(self) -> list[GameTypeOut]:
        """Every game type: its name in words, seat range, setup options (each described for
        a form: words, rules section, kind, default, choices, the seat counts it applies to)
        and the bot kinds a seat may be given."""
        return [
            GameTypeOut(
                name=t.name,
                title=t.title,
                min_seats=t.min_seats,
                max_seats=t.max_seats,
                options=msgspec.convert(option_specs(t.name, i18n.current()), list[OptionSpecOut]),
                bots=list(BOT_KINDS),
            )
            for t in game_types().values()
        ]

    @get("/game-types/{game:str}", operation_id="GetGameTypeSchemas", sync_to_thread=False)
    def game_type_schemas(self, game: FromPath[str]) -> GameTypeSchemasOut:
        """The JSON Schemas of one game type's actions, setup options and view, generated
        from the engine's Rust types (so they cannot drift from what it accepts and shows);
        the OpenAPI document references the same schemas as ``<Game>Action``,
        ``<Game>Options`` and ``<Game>View``."""
        t = game_types().get(game)
        if t is None:
            raise ServiceError("not-found", msg("svc-err-no-game-type", game=game))
        schemas = game_schemas(game)
        return GameTypeSchemasOut(
            name=t.name, title=t.title, action=schemas["action"], options=schemas["options"], view=schemas["view"]
        )

    @get(
        "/game-types/{game:str}/catalogue", operation_id="GetGameTypeCatalogue", sync_to_thread=False,
        **CATALOGUE_CONDITIONAL,  # type: ignore[arg-type]
    )
    def game_type_catalogue(
        self, game: FromPath[str], svc: Svc, request: Req, if_none_match: IfNoneMatch = None
    ) -> Response[CatalogueOut]:
        """The static data one game type's views refer to by id, for a client to draw them
        with: La Isla's ``cards``, the printed face of each of its 180 cards by id (its
        function's label, name and ability in words, the resource it gives under B and the
        animal it advances under D); empty ``cards`` for a game whose views name no cards.
        It is the same for every game and every viewer, and changes only with the server's
        build: fetch it once, not with every state. The answer carries a strong ``ETag``
        of its content (``If-None-Match`` with it answers 304) and may be cached for a day
        (``Cache-Control: public, max-age=86400``)."""
        if game not in game_types():
            raise ServiceError("not-found", msg("svc-err-no-game-type", game=game))
        body, digest = _catalogue_body(game, i18n.current())
        gzipped = (
            svc.settings.compression
            and "gzip" in request.headers.get("accept-encoding", "")
            and len(body.plain) >= GZIP_MINIMUM
        )
        # One tag per representation: the gzip-encoded bytes are another representation.
        tag = f'"catalogue.{digest}{".gzip" if gzipped else ""}"'
        headers = {"ETag": tag, "Cache-Control": CATALOGUE_CACHE_CONTROL, "Vary": "Accept-Encoding"}
        # (``Vary: Accept-Language`` and ``Content-Language`` are added for every answer.)
        if gzipped:
            headers["Content-Encoding"] = "gzip"
        return _conditional(body.encoded() if gzipped else body.plain, headers, matches(if_none_match, tag))


def _conditional(content: bytes, headers: dict[str, str], not_modified: bool) -> Response[Any]:
    """``content`` as JSON, or 304 without a body when the client's tag is current."""
    if not_modified:
        return Response(b"", status_code=304, headers=headers)
    return Response(content, media_type="application/json", headers=headers)
