"""One round trip per decision: ``POST /games/{id}/actions?include=next`` answers the
action and the acting seat's next state and legal actions, exactly as the two GETs would
answer them, which are then cache hits; without ``include`` the answer is unchanged."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from litestar.testing import TestClient

from species_arena_client.schemas import ActionOut
from tests.api.test_read_path import fresh, start
from tests.conftest import ADMIN, auth, services


def _pending(client: TestClient[Any], gid: str) -> tuple[int, int]:
    st = client.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    return st["pending"]["seat"], st["version"]


@pytest.mark.parametrize(("game", "seats"), [("la-isla", 2), ("evo", 3), ("dominant-species", 2)])
def test_next_is_what_the_two_reads_answer_and_they_are_then_cache_hits(client: TestClient[Any], game: str, seats: int) -> None:
    gid, tokens = start(client, game, seats)
    cache = services(client).reads.cache  # type: ignore[union-attr]
    for _ in range(6):
        seat, version = _pending(client, gid)
        token = tokens[seat]
        action = client.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()["actions"][0]
        r = client.post(f"/games/{gid}/actions?include=next", json={"action": action, "expected_version": version},
                        headers=auth(token))
        assert r.status_code == 200, r.text
        body = r.json()
        nxt = body.pop("next")
        assert set(body) == set(ActionOut.__struct_fields__) - {"next"}
        assert nxt["state"]["version"] == body["version"] and nxt["legal_actions"]["version"] == body["version"]
        # The same JSON as the reads computed afresh, for the same token.
        assert nxt["state"] == msgspec.json.decode(fresh(client, "state", gid, token))
        assert nxt["legal_actions"] == msgspec.json.decode(fresh(client, "legal", gid, token))
        hits = cache.hits
        s = client.get(f"/games/{gid}/state", headers=auth(token))
        legal = client.get(f"/games/{gid}/legal-actions", headers=auth(token))
        assert s.json() == nxt["state"] and legal.json() == nxt["legal_actions"]
        assert cache.hits >= hits + 2, "the reads after include=next were not served from the cache"
    typed = msgspec.json.decode(r.content, type=ActionOut)
    assert typed.next and typed.next.state.version == typed.version


def test_without_include_the_answer_has_no_next(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    seat, version = _pending(client, gid)
    action = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"][0]
    r = client.post(f"/games/{gid}/actions", json={"action": action, "expected_version": version}, headers=auth(tokens[seat]))
    assert r.status_code == 200 and "next" not in r.json()
    assert set(r.json()) == set(ActionOut.__struct_fields__) - {"next"}


def test_an_unknown_include_is_a_problem_and_records_nothing(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    seat, version = _pending(client, gid)
    action = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"][0]
    r = client.post(f"/games/{gid}/actions?include=everything", json={"action": action, "expected_version": version},
                    headers=auth(tokens[seat]))
    assert r.status_code == 400 and r.json()["type"] == "invalid-request"
    assert _pending(client, gid)[1] == version


def test_a_replayed_action_with_include_next_answers_the_current_state(client: TestClient[Any]) -> None:
    gid, tokens = start(client, "la-isla", 2)
    seat, version = _pending(client, gid)
    action = client.get(f"/games/{gid}/legal-actions", headers=auth(tokens[seat])).json()["actions"][0]
    headers = {**auth(tokens[seat]), "Idempotency-Key": "include-next-replay-1"}
    first = client.post(f"/games/{gid}/actions?include=next", json={"action": action, "expected_version": version}, headers=headers)
    again = client.post(f"/games/{gid}/actions?include=next", json={"action": action, "expected_version": version}, headers=headers)
    assert first.status_code == again.status_code == 200
    assert again.json()["replayed"] is True and again.json()["next"] == first.json()["next"]
