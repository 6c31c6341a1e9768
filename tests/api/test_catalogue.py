"""GET /game-types/{game}/catalogue: the static data a game type's views refer to by id
(La Isla: the printed face of each of its 180 cards), served once per type with a strong
ETag and a day's caching, instead of in every view; and the typed client's ``catalogue``."""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

import core_rs
import pytest
from litestar.testing import AsyncTestClient, TestClient

from service.api.app import create_app
from service.config import Settings
from species_arena_client import AsyncClient, Client, NotFound
from species_arena_client.schemas import CardFaceOut, CatalogueOut

GAMES = [g for g, _, _ in sorted(core_rs.games_list())]
#: A few faces as the rules' card list (§11.6) and the engine's words give them.
KNOWN_FACES = {
    "L1-001": {"function": "LANDSCAPE_VP(DESERT)", "name": "Desert VP",
               "ability": "+3 VP whenever one of your explorers arrives on a desert space",
               "resource": "YELLOW", "animal": "DODO"},
    "L2-060": {"function": "SECOND_MOVE", "name": "Second move",
               "ability": "one extra relocation after each placement or relocation in action C",
               "resource": "BROWN", "animal": "FOSSA"},
}
CARD_ID = re.compile(r"^L[12]-\d{3}$")


def test_la_isla_catalogue_has_the_face_of_each_of_its_180_cards(client: TestClient[Any]) -> None:
    r = client.get("/game-types/la-isla/catalogue")
    assert r.status_code == 200, r.text
    body = r.json()
    assert set(body) == {"name", "cards"} and body["name"] == "la-isla"
    cards = body["cards"]
    expected = [f"L1-{i:03}" for i in range(1, 121)] + [f"L2-{i:03}" for i in range(1, 61)]
    assert list(cards) == expected  # exactly the 180 cards, in card order
    for card_id, face in cards.items():
        assert set(face) == {"function", "name", "ability", "resource", "animal"}, card_id
        assert all(isinstance(v, str) and v for v in face.values()), card_id
        assert face["resource"] in {"YELLOW", "GREEN", "GREY", "WHITE", "BROWN"}, card_id
        assert face["animal"] in {"DODO", "FOSSA", "FROG", "PIKA", "MOTH"}, card_id
    for card_id, face in KNOWN_FACES.items():
        assert cards[card_id] == face
    # The engine's own catalogue, word for word.
    assert cards == json.loads(core_rs.catalogue("la-isla"))["cards"]


@pytest.mark.parametrize("game", [g for g in GAMES if g != "la-isla"])
def test_a_game_whose_views_name_no_cards_has_an_empty_catalogue(client: TestClient[Any], game: str) -> None:
    assert json.loads(core_rs.catalogue(game)) == {}
    assert client.get(f"/game-types/{game}/catalogue").json() == {"name": game, "cards": {}}


def test_no_la_isla_view_carries_card_faces_and_the_catalogue_has_every_card_they_name(
    client: TestClient[Any],
) -> None:
    cards = client.get("/game-types/la-isla/catalogue").json()["cards"]
    named: set[str] = set()

    def ids(v: Any) -> None:
        if isinstance(v, str) and CARD_ID.match(v):
            named.add(v)
        elif isinstance(v, list):
            for x in v:
                ids(x)
        elif isinstance(v, dict):
            for x in v.values():
                ids(x)

    for seats in (2, 4):
        e = core_rs.Engine.create("la-isla", seats, "{}", 40 + seats)
        rng = random.Random(seats)
        for step in range(400):
            if step % 20 == 0:
                for seat, omniscient in [*((s, False) for s in range(seats)), (None, False), (None, True)]:
                    view = json.loads(e.view(seat, omniscient))
                    assert "cards" not in view, (seats, step, seat, omniscient)
                    ids(view)
            d = e.next_decision()
            if d is None:
                break
            e.apply_legal(d[0], rng.randrange(d[1]))
    assert len(named) > 60 and named <= set(cards)


def test_the_catalogue_is_cacheable_and_revalidates_with_its_etag(client: TestClient[Any]) -> None:
    first = client.get("/game-types/la-isla/catalogue", headers={"Accept-Encoding": "identity"})
    tag = first.headers["etag"]
    assert re.fullmatch(r'"catalogue\.[0-9a-f]{32}"', tag), tag  # strong: no W/
    assert first.headers["cache-control"] == "public, max-age=86400"
    assert "content-encoding" not in first.headers
    again = client.get("/game-types/la-isla/catalogue", headers={"Accept-Encoding": "identity"})
    assert again.headers["etag"] == tag and again.content == first.content
    for header in (tag, f"W/{tag}", f'"other", {tag}', "*"):
        r = client.get("/game-types/la-isla/catalogue",
                       headers={"If-None-Match": header, "Accept-Encoding": "identity"})
        assert r.status_code == 304 and r.content == b"", header
        assert r.headers["etag"] == tag and r.headers["cache-control"] == "public, max-age=86400"
    stale = client.get("/game-types/la-isla/catalogue", headers={"If-None-Match": '"catalogue.0"'})
    assert stale.status_code == 200 and stale.json() == first.json()
    # Another game type's catalogue has another tag.
    assert client.get("/game-types/evo/catalogue").headers["etag"] != tag


def test_the_gzipped_catalogue_is_another_representation_with_its_own_tag(client: TestClient[Any]) -> None:
    plain = client.get("/game-types/la-isla/catalogue", headers={"Accept-Encoding": "identity"})
    r = client.get("/game-types/la-isla/catalogue", headers={"Accept-Encoding": "gzip"})
    assert r.headers["content-encoding"] == "gzip"
    assert [v.strip() for v in r.headers["vary"].split(",")] == ["Accept-Encoding", "Accept-Language"]
    assert r.headers["etag"] != plain.headers["etag"] and r.headers["etag"].endswith('.gzip"')
    assert r.content == plain.content  # (httpx decodes it) encoded once, by the handler only
    again = client.get("/game-types/la-isla/catalogue",
                       headers={"Accept-Encoding": "gzip", "If-None-Match": r.headers["etag"]})
    assert again.status_code == 304
    # The plain representation's tag does not match the gzipped one, nor the other way round.
    assert client.get("/game-types/la-isla/catalogue",
                      headers={"Accept-Encoding": "gzip", "If-None-Match": plain.headers["etag"]}).status_code == 200


def test_an_unknown_game_type_has_no_catalogue(client: TestClient[Any]) -> None:
    r = client.get("/game-types/chess/catalogue")
    assert r.status_code == 404 and r.json()["type"] == "not-found"


def test_the_typed_clients_read_the_catalogue(client: TestClient[Any], settings: Settings) -> None:
    api = Client(str(client.base_url), http=client, backoff=0.0)
    out = api.catalogue("la-isla")
    assert isinstance(out, CatalogueOut) and out.name == "la-isla" and len(out.cards) == 180
    assert out.cards["L1-001"] == CardFaceOut(**KNOWN_FACES["L1-001"])
    assert api.catalogue("la-isla") == out  # revalidated: a 304 reuses the answer
    assert api.catalogue("evo") == CatalogueOut(name="evo", cards={})
    with pytest.raises(NotFound):
        api.catalogue("chess")

    async def run() -> None:
        async with AsyncTestClient(app=create_app(settings)) as http:
            aapi = AsyncClient(str(http.base_url), http=http, backoff=0.0)
            assert await aapi.catalogue("la-isla") == out
            assert (await aapi.catalogue("dominant-species")).cards == {}

    asyncio.run(run())


def test_the_openapi_document_describes_the_catalogue(client: TestClient[Any]) -> None:
    doc = client.get("/schema/openapi.json").json()
    op = doc["paths"]["/game-types/{game}/catalogue"]["get"]
    assert op["operationId"] == "GetGameTypeCatalogue" and op["security"] == [{}]
    ok = op["responses"]["200"]
    assert ok["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/CatalogueOut"}
    assert set(ok["headers"]) == {"ETag", "Cache-Control", "Content-Language"} == set(op["responses"]["304"]["headers"])
    assert op["responses"]["404"]["x-problem-types"] == ["not-found"]
    schemas = doc["components"]["schemas"]
    assert set(schemas["CatalogueOut"]["properties"]) == {"name", "cards"}
    assert set(schemas["CardFaceOut"]["required"]) == {"function", "name", "ability", "resource", "animal"}
