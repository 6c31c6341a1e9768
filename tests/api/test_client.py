"""The typed client (``species_arena_client``) against the app: typed results and problems,
retries with one Idempotency-Key, the SSE iterator, and the async client."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from litestar.testing import AsyncTestClient, TestClient

from service.api.app import create_app
from species_arena_client import (
    AsyncClient,
    Client,
    GameOver,
    IdempotencyKeyReused,
    IllegalAction,
    InvalidRequest,
    NotFound,
    NotYourTurn,
    ProblemError,
    SeatTaken,
    StreamEvent,
    Unauthorized,
    VersionConflict,
)
from service.config import Settings
from species_arena_client.schemas import ActionOut, GameCreatedOut, LegalActionsOut, StateOut

FAKE = "fake-race"
NOBODY = "00000000-0000-0000-0000-000000000000"


@pytest.fixture
def api(client: TestClient[Any]) -> Client:
    return Client(str(client.base_url), http=client, backoff=0.0)


def _game(api: Client, **kw: Any) -> tuple[GameCreatedOut, list[str]]:
    game = api.create_game(FAKE, 2, **kw)
    tokens = [api.claim_seat(game.id, s, f"p{s}").token if s in game.open_seats else "" for s in range(2)]
    return game, tokens


def test_a_game_through_the_client_with_typed_results(api: Client) -> None:
    game, tokens = _game(api, options={"moves": 2})
    assert isinstance(game, GameCreatedOut) and game.open_seats == [0, 1]
    state = api.state(game.id, token=tokens[0])
    assert isinstance(state, StateOut) and state.pending is not None and state.pending.seat == 0
    legal = api.legal_actions(game.id, token=tokens[0])
    assert isinstance(legal, LegalActionsOut) and legal.actions == [c.action for c in legal.choices]
    out = api.act(game.id, legal.actions[0], legal.version, token=tokens[0])
    assert isinstance(out, ActionOut) and out.version == legal.version + 1 and not out.replayed
    legal = api.legal_actions(game.id, token=tokens[1])
    api.act(game.id, legal.actions[0], legal.version, token=tokens[1])
    assert api.state(game.id).finished
    assert api.audit(game.id).verified
    assert [e.type for e in api.events(game.id).events][-1] == "GameFinished"


def test_problems_are_raised_typed_with_their_codes(api: Client) -> None:
    game, tokens = _game(api, options={"moves": 2})
    with pytest.raises(NotFound) as nf:
        api.state(NOBODY)
    assert nf.value.status == 404 and nf.value.code == "not-found" and nf.value.detail
    with pytest.raises(SeatTaken):
        api.claim_seat(game.id, 0, "late")
    with pytest.raises(InvalidRequest) as bad:
        api.create_game("chess", 2)
    assert FAKE in bad.value.extra["known"]
    with pytest.raises(Unauthorized):
        api.legal_actions(game.id, token="not-a-token")
    with pytest.raises(NotYourTurn):
        api.act(game.id, {"type": "add", "n": 1}, 3, token=tokens[1])
    with pytest.raises(VersionConflict) as conflict:
        api.act(game.id, {"type": "add", "n": 1}, 1, token=tokens[0])
    assert conflict.value.current_version == 3
    with pytest.raises(IllegalAction) as illegal:
        api.act(game.id, {"type": "play", "card": 99}, 3, token=tokens[0])
    assert illegal.value.rule == "fake-race §1" and illegal.value.status == 422
    api.act(game.id, {"type": "add", "n": 1}, 3, idempotency_key="k", token=tokens[0])
    with pytest.raises(IdempotencyKeyReused):
        api.act(game.id, {"type": "add", "n": 2}, 3, idempotency_key="k", token=tokens[0])
    api.act(game.id, {"type": "add", "n": 1}, 4, token=tokens[1])
    with pytest.raises(GameOver) as over:
        api.act(game.id, {"type": "add", "n": 1}, 5, token=tokens[0])
    assert isinstance(over.value, ProblemError) and over.value.code == "game-over"


class _LoseFirstActionResponse(httpx.BaseTransport):
    """Forwards to the app, but the first action's response is lost on the way back (the
    action was applied): the client must retry with the same Idempotency-Key."""

    def __init__(self, client: TestClient[Any]) -> None:
        self.client = client
        self.keys: list[str | None] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.client.send(request)
        response.read()
        if request.url.path.endswith("/actions"):
            self.keys.append(request.headers.get("idempotency-key"))
            if len(self.keys) == 1:
                raise httpx.ReadError("connection reset", request=request)
        return httpx.Response(response.status_code, headers=response.headers, content=response.content)


def test_a_lost_response_is_retried_with_the_same_idempotency_key(client: TestClient[Any]) -> None:
    transport = _LoseFirstActionResponse(client)
    with Client(str(client.base_url), http=httpx.Client(base_url=str(client.base_url), transport=transport),
                backoff=0.0) as api:
        game, tokens = _game(api, bots=[1])
        before = len(api.events(game.id).events)
        out = api.act(game.id, {"type": "add", "n": 2}, 2, token=tokens[0])
    assert out.replayed is True and out.version == 4 and out.bot_actions == 1
    assert len(transport.keys) == 2 and transport.keys[0] == transport.keys[1] and transport.keys[0]
    # Recorded once: the human move and the bot's answer.
    events = Client(str(client.base_url), http=client).events(game.id).events
    assert len(events) == before + 2


def test_no_retries_without_an_idempotency_key_for_creation(client: TestClient[Any]) -> None:
    calls = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        raise httpx.ReadError("reset", request=request)

    with Client("http://x", http=httpx.Client(base_url="http://x", transport=httpx.MockTransport(handler)),
                backoff=0.0, retries=3) as api:
        with pytest.raises(httpx.ReadError):
            api.create_game(FAKE, 2)
        assert len(calls) == 1  # possibly applied: never sent twice
        with pytest.raises(httpx.ReadError):
            api.state(NOBODY)
        assert len(calls) == 1 + 4  # a read: the first attempt and 3 retries


def test_the_stream_iterates_over_the_events(api: Client) -> None:
    game, tokens = _game(api, options={"moves": 2})
    for s, v in ((0, 3), (1, 4)):
        api.act(game.id, {"type": "add", "n": 1}, v, token=tokens[s])
    streamed = list(api.stream(game.id, follow=False))
    assert all(isinstance(e, StreamEvent) for e in streamed)
    listed = api.events(game.id).events
    assert [(e.id, e.event, e.data) for e in streamed] == [(r.version, r.type, r) for r in listed]
    assert list(api.stream(game.id, after=4, follow=False))[0].id == 5
    with pytest.raises(NotFound):
        list(api.stream(NOBODY, follow=False))


def test_the_async_client(settings: Settings) -> None:
    async def run() -> None:
        async with AsyncTestClient(app=create_app(settings)) as http:
            api = AsyncClient(str(http.base_url), http=http, backoff=0.0)
            game = await api.create_game(FAKE, 2, bots=[1], options={"moves": 2})
            seat = await api.claim_seat(game.id, 0, "async")
            api.token = seat.token
            legal = await api.legal_actions(game.id)
            out = await api.act(game.id, legal.actions[0], legal.version)
            assert out.bot_actions == 1
            assert (await api.state(game.id)).finished
            types = [e.event async for e in api.stream(game.id, follow=False)]
            assert types[0] == "GameCreated" and types[-1] == "GameFinished"
            with pytest.raises(GameOver):
                await api.act(game.id, legal.actions[0], out.version)

    asyncio.run(run())


def test_every_problem_code_of_the_service_has_a_typed_exception() -> None:
    """Can fail: a code of the table without its exception class (the client refuses to
    import then), and the service raises exactly the client's codes."""
    from species_arena_client import LAST_RESORT, PROBLEMS as CLIENT_PROBLEMS
    from species_arena_client.problems import code_of

    from service.app.errors import STATUS

    assert set(CLIENT_PROBLEMS) == set(STATUS) | set(LAST_RESORT)
    assert all(code_of(cls.__name__) == code for code, cls in CLIENT_PROBLEMS.items())
    assert code_of("NotYourTurn") == "not-your-turn" and code_of("IdempotencyKeyReused") == "idempotency-key-reused"


def test_act_with_include_next_returns_the_next_state_and_legal_actions(api: Client) -> None:
    game, tokens = _game(api, options={"moves": 2})
    legal = api.legal_actions(game.id, token=tokens[0])
    out = api.act(game.id, legal.actions[0], legal.version, token=tokens[0], include_next=True)
    assert out.next and isinstance(out.next.state, StateOut) and isinstance(out.next.legal_actions, LegalActionsOut)
    assert out.next.state.version == out.version and out.next.legal_actions.seat == 0
    assert out.next.state == api.state(game.id, token=tokens[0])
    plain = api.act(game.id, api.legal_actions(game.id, token=tokens[1]).actions[0], out.version, token=tokens[1])
    assert not plain.next


def test_the_client_asks_for_its_language(client: TestClient[Any]) -> None:
    greek = Client(str(client.base_url), http=client, backoff=0.0, language="el")
    english = Client(str(client.base_url), http=client, backoff=0.0)
    game = english.create_game("evo", 3, bots={"1": "greedy", "2": "greedy"})
    token = english.claim_seat(game.id, 0, "p0").token
    said = greek.legal_actions(game.id, token=token)
    plain = english.legal_actions(game.id, token=token)
    assert said.actions == plain.actions and said.prompt != plain.prompt
    assert any(ch in (said.prompt or "") for ch in "αεηιοςτ"), said.prompt
    with pytest.raises(ProblemError) as err:
        greek.act(game.id, {"type": "pass"}, said.version, token=token)
    with pytest.raises(ProblemError) as plain_err:
        english.act(game.id, {"type": "pass"}, said.version, token=token)
    assert err.value.detail != plain_err.value.detail
