"""A player's notifications (issue 27, items 1, 2 and 5) on every backend: what is
notified and to whom, the stable ids and a rebuild that writes them again (and queues no
delivery twice), the feed over server-sent events (``Last-Event-ID``, the stream ticket),
and no hidden information in any notification, checked with the redaction walker of
tests/api/test_redaction.py on the games with hands and decks."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from litestar.testing import TestClient

from projections import runner
from projections.notifications import notification_id
from service.api.app import create_app
from service.app.games import Games
from service.app.webhooks import Webhooks
from service.config import Settings
from service.domain.engine import canonical_json
from tests.api.test_redaction import SEED, hidden_values, owner, scalar_values
from tests.conftest import ADMIN, auth, new_games, services
from tests.player_helpers import claim, register
from tests.seat_helpers import FakeClock, with_clock

FAKE = "fake-race"


@pytest.fixture
def server(settings: Settings) -> Iterator[tuple[TestClient[Any], FakeClock]]:
    """A server on a fake clock (its deadline keeper swept by hand), no deliverer."""
    clock = FakeClock()
    games = with_clock(new_games(settings), clock)
    with TestClient(app=create_app(replace(settings, clock_poll=0, webhook_concurrency=0), games=games)) as c:
        yield c, clock
    games.close()


def synced(c: TestClient[Any]) -> None:
    c.get(f"/games?wait_for={c.get('/health').json()['position']}")


def mine(c: TestClient[Any], key: str, after: int = 0) -> list[dict[str, Any]]:
    synced(c)
    r = c.get(f"/players/me/notifications?after={after}", headers=auth(key))
    assert r.status_code == 200, r.text
    return r.json()["notifications"]


def move(c: TestClient[Any], gid: str, key: str, n: int = 1) -> None:
    st = c.get(f"/games/{gid}/state", headers=auth(key)).json()
    r = c.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": n}, "expected_version": st["version"]},
               headers=auth(key))
    assert r.status_code == 200, r.text


def new_game(c: TestClient[Any], keys: list[str | None], moves: int = 4, **body: Any) -> str:
    r = c.post("/games", json={"game": FAKE, "seats": len(keys), "options": {"moves": moves}, **body})
    assert r.status_code == 201, r.text
    gid = str(r.json()["id"])
    for seat, key in enumerate(keys):
        if key is not None:
            claim(c, gid, seat, key)
    return gid


def test_your_turn_and_game_finished_go_to_the_seats_players_only(server: tuple[TestClient[Any], FakeClock]) -> None:
    c, _ = server
    ann, bob = register(c, "Ann"), register(c, "Bob")
    gid = new_game(c, [ann, None])
    assert mine(c, ann) == []  # a game waiting for players is nobody's turn
    claim(c, gid, 1, bob)
    assert [(n["type"], n["seat"], n["version"]) for n in mine(c, ann)] == [("your-turn", 0, 4)]
    assert mine(c, bob) == []
    move(c, gid, ann, 2)
    move(c, gid, bob)
    move(c, gid, ann, 2)
    move(c, gid, bob)
    ann_n, bob_n = mine(c, ann), mine(c, bob)
    assert [(n["type"], n["version"]) for n in ann_n] == [("your-turn", 4), ("your-turn", 7), ("game-finished", 10)]
    assert [(n["type"], n["version"]) for n in bob_n] == [("your-turn", 6), ("your-turn", 8), ("game-finished", 10)]
    first = ann_n[0]
    assert first["id"] == notification_id(gid, 4, "your-turn", 0) and first["game"] == gid
    assert first["game_type"] == FAKE and first["prompt"] == "Seat 0: add points or play a card (4 moves left in the game)"
    assert first["deadline"] is None
    ann_end, bob_end = ann_n[-1], bob_n[-1]
    assert ann_end["place"] == 1 and bob_end["place"] == 2 and ann_end["outcome"]["ranking"] == [0, 1]
    assert ann_end["rating"]["before"] is None and bob_end["rating"]["before"] is None
    board = {p["player"]: p["rating"]["rating"] for p in c.get(f"/leaderboard?game={FAKE}").json()["players"]}
    assert ann_end["rating"]["after"] == board["Ann"] and bob_end["rating"]["after"] == board["Bob"]
    # A second game: the change is after - before.
    gid2 = new_game(c, [bob, ann])
    move(c, gid2, bob, 2)
    move(c, gid2, ann)
    move(c, gid2, bob, 2)
    move(c, gid2, ann)
    end = mine(c, ann)[-1]
    assert end["type"] == "game-finished" and end["game"] == gid2 and end["place"] == 2
    assert end["rating"]["before"] == board["Ann"] and end["rating"]["change"] == end["rating"]["after"] - board["Ann"]
    # Paging: after= the seq of one, the rest; seqs increase.
    seqs = [n["seq"] for n in mine(c, ann)]
    assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
    rest = mine(c, ann, after=seqs[1])
    assert [n["seq"] for n in rest] == seqs[2:]
    assert c.get("/players/me/notifications?limit=2", headers=auth(ann)).json()["next_after"] == seqs[1]


def test_a_guests_seat_and_bots_get_nothing_and_a_bot_reply_tells_the_player(server: tuple[TestClient[Any], FakeClock]) -> None:
    c, _ = server
    ann = register(c, "Ann")
    gid = new_game(c, [ann, None], bots={"1": "greedy"})
    move(c, gid, ann)  # the bot answers: Ann's turn again
    kinds = [(n["type"], n["version"]) for n in mine(c, ann)]
    assert kinds[0][0] == "your-turn" and len(kinds) == 2 and kinds[1][1] > kinds[0][1]
    guest = new_game(c, [None, None])
    claim(c, guest, 0, "guest-ann")
    claim(c, guest, 1, ann)
    assert all(n["game"] != guest or n["seat"] == 1 for n in mine(c, ann))


def test_timed_out_seat_replaced_and_abandoned(server: tuple[TestClient[Any], FakeClock]) -> None:
    c, clock = server
    ann, bob = register(c, "Ann"), register(c, "Bob")
    gid = new_game(c, [ann, bob], moves=6, clock={"turn_seconds": 60}, fallback_bot="random")
    (turn,) = mine(c, ann)
    deadline = c.get(f"/games/{gid}/state").json()["deadlines"][0]["deadline"]
    assert turn["type"] == "your-turn" and turn["deadline"] == deadline
    clock.advance(61)
    assert c.app.state.deadline_keeper.sweep() == 1
    out = [n for n in mine(c, ann) if n["type"] == "timed-out"]
    assert len(out) == 1 and out[0]["deadline"] == deadline and out[0]["bot"] == "random" and out[0]["seat"] == 0
    r = c.put(f"/games/{gid}/seats/1", json={"bot": "greedy"}, headers=auth(ADMIN))
    assert r.status_code == 200, r.text
    replaced = [n for n in mine(c, bob) if n["type"] == "seat-replaced"]
    assert len(replaced) == 1 and replaced[0]["to"] == "bot" and replaced[0]["bot"] == "greedy"
    assert not any(n["type"] == "seat-replaced" for n in mine(c, ann))
    assert c.post(f"/games/{gid}/abandon", json={"reason": "a test"}, headers=auth(ADMIN)).status_code == 200
    gone = [n for n in mine(c, ann) if n["type"] == "game-abandoned"]
    assert len(gone) == 1 and gone[0]["by"] == "admin" and "seed" not in gone[0]
    # Bob no longer holds his seat: he is not told of the abandonment.
    assert not any(n["type"] == "game-abandoned" for n in mine(c, bob))


def test_a_rebuild_writes_the_same_notifications_and_queues_nothing_again(settings: Settings) -> None:
    s = replace(settings, webhook_concurrency=0, webhook_allow_private=True)
    with TestClient(app=create_app(s)) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        early = new_game(c, [ann, bob], moves=2)
        move(c, early, ann)
        synced(c)
        h = c.post("/players/me/webhooks", json={"url": "http://127.0.0.1:9/", "events": ["your-turn", "game-finished"]},
                   headers=auth(ann)).json()
        gid = new_game(c, [ann, bob], moves=2)
        move(c, gid, ann)
        move(c, gid, bob)
        before = mine(c, ann)
        log = c.get(f"/players/me/webhooks/{h['id']}/deliveries", headers=auth(ann)).json()["deliveries"]
        # Only what happened after the subscription is queued.
        assert {d["notification_id"] for d in log} == {n["id"] for n in before if n["game"] == gid}
        env = s.eventsourcing_env()
        services(c).runner.__exit__(None, None, None)  # type: ignore[union-attr]
        runner.rebuild(env, Games)
        view = runner.open_view(env)
        hooks = Webhooks(services(c).games, view, True)
        ann_id = c.get("/players/me", headers=auth(ann)).json()["id"]
        again = hooks.notifications_of(ann_id, 0, 100)
        assert again == before
        with view.tx(commit=False) as t:
            rows = t.all("SELECT notification_id FROM arena_webhook_outbox")
        assert sorted(r["notification_id"] for r in rows) == sorted(d["notification_id"] for d in log)


def sse(text: str) -> list[dict[str, Any]]:
    out = []
    for block in text.replace("\r\n", "\n").strip().split("\n\n"):
        fields: dict[str, Any] = {}
        for line in block.splitlines():
            name, _, value = line.partition(": ")
            fields[name] = value
        if "data" in fields:
            out.append({"id": int(fields["id"]), "event": fields["event"], "data": json.loads(fields["data"])})
    return out


def test_the_feed_resumes_from_last_event_id_and_opens_with_a_ticket(server: tuple[TestClient[Any], FakeClock]) -> None:
    c, _ = server
    ann, bob = register(c, "Ann"), register(c, "Bob")
    gid = new_game(c, [ann, bob])
    for key in (ann, bob, ann, bob):
        move(c, gid, key)
    listed = mine(c, ann)
    with c.stream("GET", "/players/me/feed?follow=false", headers=auth(ann)) as r:
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
        events = sse("".join(r.iter_text()))
    assert [e["id"] for e in events] == [n["seq"] for n in listed]
    assert [e["event"] for e in events] == [n["type"] for n in listed]
    assert [e["data"] for e in events] == [{k: v for k, v in n.items() if k != "seq"} for n in listed]
    with c.stream("GET", "/players/me/feed?follow=false",
                  headers={**auth(ann), "Last-Event-ID": str(events[0]["id"])}) as r:
        assert [e["id"] for e in sse("".join(r.iter_text()))] == [e["id"] for e in events[1:]]
    # A browser: a ticket instead of the key; it is bound to the key (a rotation kills it).
    t = c.post("/players/me/stream-ticket", headers=auth(ann))
    assert t.status_code == 200 and t.headers["cache-control"] == "no-store"
    ticket = t.json()["ticket"]
    assert ann not in ticket
    with c.stream("GET", f"/players/me/feed?follow=false&ticket={ticket}") as r:
        assert [e["id"] for e in sse("".join(r.iter_text()))] == [e["id"] for e in events]
    game_ticket = c.post(f"/games/{gid}/stream-ticket", headers=auth(ann)).json()["ticket"]
    assert c.get(f"/players/me/feed?follow=false&ticket={game_ticket}").status_code == 401
    assert c.get("/players/me/feed?follow=false&ticket=abc.def").status_code == 401
    assert c.get("/players/me/feed", headers={**auth(ann), "Last-Event-ID": "x"}).status_code == 400
    assert c.get("/players/me/feed").status_code == 401
    c.post("/players/me/key", headers=auth(ann))
    assert c.get(f"/players/me/feed?follow=false&ticket={ticket}").status_code == 401


# ---- hidden information (item 5) ----

#: (game, seats, moves): games with hands and decks (La Isla's hands, Dominant Species'
#: deck order, Evo's hands), played by registered players far enough for secrets.
HIDDEN = [("la-isla", 3, 12), ("dominant-species", 3, 12), ("evo", 3, 12)]


def play_registered(c: TestClient[Any], game: str, seats: int, moves: int) -> tuple[str, list[str]]:
    keys = [register(c, f"{game[:4]}-p{s}") for s in range(seats)]
    r = c.post("/games", json={"game": game, "seats": seats, "options": {}, "seed": SEED}, headers=auth(ADMIN))
    assert r.status_code == 201, r.text
    gid = str(r.json()["id"])
    for s, key in enumerate(keys):
        claim(c, gid, s, key)
    for i in range(moves):
        st = c.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["pending"] is None:
            break
        key = keys[st["pending"]["seat"]]
        actions = c.get(f"/games/{gid}/legal-actions", headers=auth(key)).json()["actions"]
        r = c.post(f"/games/{gid}/actions", json={"action": actions[(i * 5) % len(actions)],
                                                  "expected_version": st["version"]}, headers=auth(key))
        assert r.status_code == 200, r.text
    return gid, keys


def leaks(c: TestClient[Any], gid: str, keys: list[str]) -> dict[int, int]:
    """Check each seat's notifications (paged and streamed) hold nothing the seat may not
    see; returns, per seat, how many hidden values were checked (raises on a leak)."""
    admin = c.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
    assert admin["finished"] is False
    omniscient = admin["view"]
    seed = c.get(f"/games/{gid}/events", headers=auth(ADMIN)).json()["events"][0]["seed"]
    spectator = hidden_values(omniscient, c.get(f"/games/{gid}/state").json()["view"])
    checked = {}
    for seat, key in enumerate(keys):
        view = c.get(f"/games/{gid}/state", headers=auth(key)).json()["view"]
        scalars, lists = hidden_values(omniscient, view)
        scalars += [(p, v) for p, v in spectator[0] if owner(p) not in (None, seat) and (p, v) not in scalars]
        lists += [(p, v) for p, v in spectator[1] if owner(p) not in (None, seat) and (p, v) not in lists]
        notes = mine(c, key)
        assert notes, f"seat {seat} was told nothing: the check would check nothing"
        with c.stream("GET", "/players/me/feed?follow=false", headers=auth(key)) as r:
            streamed = "".join(r.iter_text())
        blob = "\n".join([canonical_json(n) for n in notes] + [streamed])
        assert seed not in blob and admin["state_hash"] not in blob
        public = scalar_values(view)
        for path, value in scalars:
            if isinstance(value, str) and value not in public and len(value) >= 3:
                assert json.dumps(value) not in blob, f"seat {seat} is told hidden {value!r} ({path})"
        for path, value in lists:
            if len(value) >= 2:
                assert canonical_json(value) not in blob, f"seat {seat} is told hidden {value} ({path})"
        checked[seat] = len(scalars) + len(lists)
    return checked


@pytest.mark.parametrize(("game", "seats", "moves"), HIDDEN)
def test_no_notification_holds_hidden_information(client: TestClient[Any], game: str, seats: int, moves: int) -> None:
    gid, keys = play_registered(client, game, seats, moves)
    checked = leaks(client, gid, keys)
    assert all(n > 0 for n in checked.values()), f"{game}: nothing hidden was checked: {checked}"


def test_the_walker_catches_a_notification_that_leaks(client: TestClient[Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above can fail: a notification that carried the omniscient view (in the
    feed's bodies, which are the stored notifications as they are) is caught."""
    fill = Webhooks.fill

    def leaky(self: Webhooks, body: dict[str, Any]) -> dict[str, Any]:
        out = fill(self, body)
        g = self.games.load_version(__import__("uuid").UUID(body["game"]), int(body["version"]))
        return {**out, "view": g.engine.view(None, True)}

    monkeypatch.setattr(Webhooks, "fill", leaky)
    gid, keys = play_registered(client, "la-isla", 3, 12)
    with pytest.raises(AssertionError, match="is told hidden"):
        leaks(client, gid, keys)


def test_a_resigned_seat_is_told_the_end_but_no_more_turns(server: tuple[TestClient[Any], FakeClock]) -> None:
    c, _ = server
    ann, bob = register(c, "Ann"), register(c, "Bob")
    r = c.post("/games", json={"game": FAKE, "seats": 2, "options": {"moves": 8}, "fallback_bot": "greedy"})
    gid = str(r.json()["id"])
    token = claim(c, gid, 0, ann)["token"]
    claim(c, gid, 1, bob)
    move(c, gid, ann)
    r = c.post(f"/games/{gid}/seats/0/resign", headers=auth(token))
    assert r.status_code == 200, r.text
    turns_before = [n for n in mine(c, ann) if n["type"] == "your-turn"]
    while not c.get(f"/games/{gid}/state").json()["finished"]:
        move(c, gid, bob)
    after = mine(c, ann)
    assert [n for n in after if n["type"] == "your-turn"] == turns_before  # the bot plays Ann's seat
    assert after[-1]["type"] == "game-finished" and after[-1]["place"] == 2
    assert len([n for n in mine(c, bob) if n["type"] == "your-turn"]) == 4
