"""Players who are somebody, over REST on every backend: accounts and keys, seats claimed
with a key, guests, the one-seat rule, ratings that equal openskill's own numbers (and a
rebuild that reproduces them), and the attacks of issue 26's item 7: a name claim cannot
touch a player's record, a disabled key is refused everywhere, a key never acts for
another's seat, hostile and reserved names are refused with a clear problem."""

from __future__ import annotations

from typing import Any

import pytest
from litestar.testing import TestClient
from openskill.models import PlackettLuce

from projections import runner
from service.app.games import Games
from service.config import Settings
from tests.conftest import ADMIN, auth, services
from tests.player_helpers import claim, register

FAKE = "fake-race"
PROBLEM = "application/problem+json"


def problem(r: Any, status: int, code: str) -> dict[str, Any]:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith(PROBLEM)
    body = r.json()
    assert body["type"] == code and body["status"] == status
    return body


def synced(c: TestClient[Any]) -> None:
    c.get(f"/games?wait_for={c.get('/health').json()['position']}")


def new_game(c: TestClient[Any], seats: int = 2, moves: int = 4, **body: Any) -> str:
    r = c.post("/games", json={"game": FAKE, "seats": seats, "options": {"moves": moves}, **body})
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def play_out(c: TestClient[Any], gid: str, credentials: dict[int, str], adds: dict[int, int]) -> None:
    """Play the fake race to its end: each seat adds ``adds[seat]`` on its turns (with the
    credential of ``credentials[seat]``: a seat token or a player key)."""
    while True:
        st = c.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["finished"]:
            return
        seat = st["pending"]["seat"]
        r = c.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": adds[seat]},
                                                  "expected_version": st["version"], "seat": seat},
                   headers=auth(credentials[seat]))
        assert r.status_code == 200, r.text


def race(c: TestClient[Any], keys: list[str], adds: list[int]) -> str:
    """One finished game of ``keys`` (seat i adds ``adds[i]`` on each of its two turns)."""
    gid = new_game(c, seats=len(keys), moves=2 * len(keys))
    for seat, key in enumerate(keys):
        claim(c, gid, seat, key)
    play_out(c, gid, dict(enumerate(keys)), dict(enumerate(adds)))
    return gid


# ---- accounts and keys ----


def test_register_rotate_and_the_key_is_shown_once_and_stored_as_a_hash(client: TestClient[Any], settings: Settings) -> None:
    r = client.post("/players", json={"name": "Ann Smith"})
    assert r.status_code == 201
    body = r.json()
    key = body["key"]
    assert body["name"] == "Ann Smith" and key.startswith("sap_")
    me = client.get("/players/me", headers=auth(key)).json()
    assert me["name"] == "Ann Smith" and me["id"] == body["id"] and "key" not in me and me["disabled"] is False
    rotated = client.post("/players/me/key", headers=auth(key))
    assert rotated.status_code == 200
    new = rotated.json()["key"]
    assert new != key and new.startswith("sap_")
    problem(client.get("/players/me", headers=auth(key)), 401, "unauthorized")
    problem(client.post("/players/me/key", headers=auth(key)), 401, "unauthorized")
    assert client.get("/players/me", headers=auth(new)).json()["name"] == "Ann Smith"
    problem(client.get("/players/me"), 401, "unauthorized")
    problem(client.get("/players/me", headers=auth("a-seat-token-or-anything")), 401, "unauthorized")
    # The store holds neither key, only their SHA-256 (in the player's own events).
    import hashlib

    games: Games = services(client).games
    stored = b"".join(bytes(n.state) for n in games.recorder.select_notifications(start=1, limit=1000))
    assert key.encode() not in stored and new.encode() not in stored
    assert hashlib.sha256(new.encode()).hexdigest().encode() in stored
    # ... and the player's events are no game: nothing shows them.
    problem(client.get(f"/games/{body['id']}/state"), 404, "not-found")
    problem(client.get(f"/games/{body['id']}/events"), 404, "not-found")
    problem(client.get(f"/games/{body['id']}/audit"), 404, "not-found")


def test_names_are_unique_after_folding_and_nothing_is_stored_from_a_refused_name(client: TestClient[Any]) -> None:
    register(client, "alice")
    register(client, "ape")
    position = client.get("/health").json()["position"]
    taken = {
        "ALICE": "case", "Alice": "case", "ａｌｉｃｅ": "fullwidth (NFKC)", "\u0391\u03a1\u0395": "Greek APE",
        "аре": "Cyrillic ape",
    }
    for name in taken:
        body = problem(client.post("/players", json={"name": name}), 409, "name-taken")
        assert "taken" in body["detail"]
    invalid = {
        "аlice": "mixed scripts",  # a Cyrillic а among Latin letters
        "ali\u0441e": "mixed scripts",
        "ann\x00": "control character",
        "a\nb": "newline",
        "al\u200bice": "zero-width space",
        "al\u202eice": "right-to-left override",
        " ann": "leading space",
        "ann ": "trailing space",
        "a  b": "two spaces",
        "": "empty",
        "...": "no letter or digit",
        "a" * 33: "too long",
        "x" * 10_000: "10 kB",
        "ann/../x": "slash",
        "ann<script>": "markup",
        "😀": "emoji",
    }
    for name, why in invalid.items():
        body = problem(client.post("/players", json={"name": name}), 400, "invalid-name")
        assert body["detail"], why
        assert "\x00" not in body["detail"] and "\u202e" not in body["detail"]
    for name in ("admin", "ADMIN", "Bot", "bot-9", "Botany", "guest", "GuestStar", "вот", "me", "ＡＤＭＩＮ"):
        problem(client.post("/players", json={"name": name}), 400, "name-reserved")
    problem(client.post("/players", json={"name": 7}), 400, "invalid-request")
    problem(client.post("/players", json={"name": "bea", "admin": True}), 400, "invalid-request")
    assert client.get("/health").json()["position"] == position
    # Valid names of other scripts, and Japanese mixing its scripts, are fine.
    for name in ("Zoë", "Дмитрий", "Σωκράτης", "山田たろう", "o'k"[0:1] + "k", "x" * 32, "a.b-c_d e"):
        assert client.post("/players", json={"name": name}).status_code == 201, name
    assert client.get("/players/%D0%94%D0%BC%D0%B8%D1%82%D1%80%D0%B8%D0%B9").json()["player"] == "Дмитрий"


def test_names_race_for_one_aggregate(settings: Settings) -> None:
    """Two registrations of one folded name in two applications: the store lets one in."""
    from tests.conftest import new_games

    a, b = new_games(settings), new_games(settings)
    try:
        a.register_player("Zed")
        with pytest.raises(Exception) as err:
            b.register_player("zed")
        assert getattr(err.value, "code", None) == "name-taken"
    finally:
        a.close()
        b.close()


# ---- seats ----


def test_a_player_key_claims_acts_and_reads_for_its_seat_only(client: TestClient[Any]) -> None:
    ann, bob, cy = register(client, "ann"), register(client, "bob"), register(client, "cy")
    gid = new_game(client)
    seat0 = claim(client, gid, 0, ann)
    assert seat0["player"] == "ann" and seat0["token"] and not seat0["token"].startswith("sap_")
    problem(client.post(f"/games/{gid}/seats/1", json={}, headers=auth(ann)), 409, "already-seated")
    problem(client.post(f"/games/{gid}/seats/1", json={"player": "bob"}, headers=auth(ann)), 403, "forbidden")
    claim(client, gid, 1, bob)
    # The key shows its seat's view, as the seat token does.
    by_key = client.get(f"/games/{gid}/state", headers=auth(ann)).json()
    by_token = client.get(f"/games/{gid}/state", headers=auth(seat0["token"])).json()
    assert by_key["viewer"] == by_token["viewer"] == {"seat": 0, "omniscient": False}
    assert by_key["view"] == by_token["view"]
    assert client.get(f"/games/{gid}/legal-actions", headers=auth(ann)).json()["seat"] == 0
    # It is ann's turn; bob's key never acts for ann's seat, nor ann's for bob's.
    body = {"action": {"type": "add", "n": 1}, "expected_version": by_key["version"]}
    problem(client.post(f"/games/{gid}/actions", json={**body, "seat": 0}, headers=auth(bob)), 403, "forbidden")
    problem(client.post(f"/games/{gid}/actions", json=body, headers=auth(bob)), 403, "not-your-turn")
    problem(client.post(f"/games/{gid}/seats/0/resign", headers=auth(bob)), 403, "forbidden")
    problem(client.post(f"/games/{gid}/seats/0/token", headers=auth(bob)), 403, "forbidden")
    # cy holds no seat: a spectator's view, and no action.
    spectator = client.get(f"/games/{gid}/state", headers=auth(cy)).json()
    assert spectator["viewer"] == {"seat": None, "omniscient": False}
    problem(client.post(f"/games/{gid}/actions", json=body, headers=auth(cy)), 403, "forbidden")
    problem(client.get(f"/games/{gid}/legal-actions", headers=auth(cy)), 403, "forbidden")
    assert client.get(f"/games/{gid}/state").json()["version"] == by_key["version"]
    r = client.post(f"/games/{gid}/actions", json=body, headers=auth(ann))
    assert r.status_code == 200
    ticket = client.post(f"/games/{gid}/stream-ticket", headers=auth(bob))
    assert ticket.status_code == 201 or ticket.status_code == 200
    # Events name the player's id, never a key or a hash.
    events = client.get(f"/games/{gid}/events", headers=auth(ann)).json()["events"]
    seated = [e for e in events if e["type"] == "PlayerSeated"]
    assert [e["seat"] for e in seated] == [0, 1] and all("player_id" in e for e in seated)
    text = str(events)
    assert ann not in text and bob not in text and "token_hash" not in text and "key_hash" not in text


def test_guests_and_the_same_player_rule(client: TestClient[Any]) -> None:
    ann = register(client, "ann")
    gid = new_game(client)
    assert claim(client, gid, 0, "ann")["player"] == "guest:ann"
    assert claim(client, gid, 1, "ann")["player"] == "guest:ann"  # a guest name is only a label
    problem(client.post(f"/games/{new_game(client)}/seats/0", json={}), 400, "invalid-request")
    both = new_game(client, allow_same_player=True)
    assert client.get(f"/games/{both}/state").json()["players"] == [None, None]
    t0, t1 = claim(client, both, 0, ann)["token"], claim(client, both, 1, ann)["token"]
    play_out(client, both, {0: ann, 1: ann}, {0: 2, 1: 1})
    assert client.get(f"/games/{both}/audit").json()["verified"] is True
    assert t0 != t1
    synced(client)
    # Neither game counts for ann: one had guests only, the other allowed one player both seats.
    assert client.get("/players/ann").json()["stats"] == []
    assert client.get(f"/leaderboard?game={FAKE}").json()["players"] == []


def test_a_name_claim_cannot_touch_a_players_statistics(client: TestClient[Any]) -> None:
    ann, bob = register(client, "ann"), register(client, "bob")
    race(client, [ann, bob], [2, 1])
    synced(client)
    before = client.get("/players/ann").json()
    board = client.get(f"/leaderboard?game={FAKE}").json()
    # Others claim seats as "ann" and "bob": farm wins for "ann", resign for "bob".
    for _ in range(3):
        gid = new_game(client)
        tokens = [claim(client, gid, 0, "ann")["token"], claim(client, gid, 1, "bob")["token"]]
        r = client.post(f"/games/{gid}/seats/1/resign", headers=auth(tokens[1]))
        assert r.status_code == 200
        play_out(client, gid, {0: tokens[0]}, {0: 2})
    # A registered player's name claimed over its key's seat is refused too.
    gid = new_game(client)
    claim(client, gid, 0, ann)
    problem(client.post(f"/games/{gid}/seats/1", json={"player": "bob"}, headers=auth(ann)), 403, "forbidden")
    synced(client)
    assert client.get("/players/ann").json() == before
    assert client.get(f"/leaderboard?game={FAKE}").json() == board
    assert client.get("/players/bob").json()["stats"][0]["resigned"] == 0


def test_a_disabled_players_key_is_refused_everywhere(client: TestClient[Any]) -> None:
    ann, bob = register(client, "ann"), register(client, "bob")
    gid = new_game(client)
    token = claim(client, gid, 0, ann)["token"]
    claim(client, gid, 1, bob)
    other = new_game(client)
    problem(client.post("/players/ann/disable", json={}, headers=auth(bob)), 403, "forbidden")
    problem(client.post("/players/ann/disable", json={}), 401, "unauthorized")
    problem(client.post("/players/nobody/disable", json={}, headers=auth(ADMIN)), 404, "not-found")
    r = client.post("/players/ANN/disable", json={"reason": "abuse"}, headers=auth(ADMIN))
    assert r.status_code == 200 and r.json()["disabled"] is True and "key" not in r.json()
    version = client.get(f"/games/{gid}/state").json()["version"]
    body = {"action": {"type": "add", "n": 1}, "expected_version": version}
    calls = [
        ("get", f"/games/{gid}/state", None), ("get", f"/games/{gid}/legal-actions", None),
        ("post", f"/games/{gid}/actions", body), ("get", f"/games/{gid}/events", None),
        ("get", f"/games/{gid}/events/stream?follow=false", None), ("post", f"/games/{gid}/stream-ticket", None),
        ("get", f"/games/{gid}/timeline", None), ("get", f"/games/{gid}/audit", None),
        ("post", f"/games/{gid}/seats/0/resign", None), ("post", f"/games/{gid}/seats/0/token", None),
        ("post", f"/games/{other}/seats/0", {}), ("post", "/games", {"game": FAKE, "seats": 2}),
        ("get", "/players/me", None), ("post", "/players/me/key", None), ("get", "/players/me/games", None),
    ]
    position = client.get("/health").json()["position"]
    for method, path, data in calls:
        r = client.request(method.upper(), path, json=data, headers=auth(ann))
        assert r.status_code == 403, (method, path, r.text)
        problem(r, 403, "player-disabled")
    assert client.get("/health").json()["position"] == position
    assert client.get("/players/ann").json()["disabled"] is True
    # The seat token issued before keeps its seat (the admin may revoke it).
    assert client.get(f"/games/{gid}/state", headers=auth(token)).json()["viewer"]["seat"] == 0
    assert client.post("/players/ann/enable", headers=auth(ADMIN)).json()["disabled"] is False
    assert client.get(f"/games/{gid}/state", headers=auth(ann)).json()["viewer"]["seat"] == 0


# ---- ratings ----


def test_ratings_equal_openskills_own_numbers_and_a_rebuild_reproduces_them(client: TestClient[Any],
                                                                           settings: Settings) -> None:
    ann, bob, cy = register(client, "ann"), register(client, "bob"), register(client, "cy")
    model = PlackettLuce()
    r = {name: model.rating() for name in ("ann", "bob", "cy")}

    def rate(names: list[str], ranks: list[int]) -> None:
        new = model.rate([[r[n]] for n in names], ranks=ranks)
        for n, team in zip(names, new, strict=True):
            r[n] = team[0]

    games = [
        (race(client, [ann, bob], [2, 1]), ["ann", "bob"], [1, 2]),   # ann wins
        (race(client, [bob, ann], [2, 1]), ["bob", "ann"], [1, 2]),   # bob wins
        (race(client, [ann, bob], [1, 1]), ["ann", "bob"], [1, 1]),   # a tie: both win
        (race(client, [ann, bob, cy], [1, 2, 2]), ["ann", "bob", "cy"], [3, 1, 1]),  # cy and bob share first
        (race(client, [cy, ann], [2, 1]), ["cy", "ann"], [1, 2]),
    ]
    for _, names, ranks in games:
        rate(names, ranks)
    synced(client)
    for name in ("ann", "bob", "cy"):
        stats = client.get(f"/players/{name}").json()["stats"]
        assert len(stats) == 1
        got = stats[0]["rating"]
        assert got["mu"] == r[name].mu and got["sigma"] == r[name].sigma
        assert got["rating"] == r[name].ordinal()
        played = [gid for gid, names, _ in games if name in names]
        assert got["games"] == len(played) == stats[0]["played"]
        assert [p["game_id"] for p in stats[0]["history"]] == played
        assert stats[0]["history"][-1]["rating"] == got["rating"]
    board = client.get(f"/leaderboard?game={FAKE}").json()["players"]
    assert [p["player"] for p in board] == sorted(("ann", "bob", "cy"), key=lambda n: -r[n].ordinal())
    # The rating is a projection: a rebuild from the events computes every number again.
    before = services(client).view.dump()
    env = settings.eventsourcing_env()
    services(client).runner.__exit__(None, None, None)  # type: ignore[union-attr]
    runner.rebuild(env, Games)
    after = runner.open_view(env).dump()
    assert after["arena_ratings"] == before["arena_ratings"] and after == before


def test_bots_count_under_their_kind_and_an_abandoned_game_changes_nothing(client: TestClient[Any]) -> None:
    ann = register(client, "ann")
    gid = new_game(client, bots={"1": "greedy"})
    claim(client, gid, 0, ann)
    play_out(client, gid, {0: ann}, {0: 2})
    abandoned = new_game(client, bots={"1": "greedy"})
    claim(client, abandoned, 0, ann)
    assert client.post(f"/games/{abandoned}/abandon", headers=auth(ADMIN)).status_code == 200
    synced(client)
    bot = client.get("/players/bot:greedy").json()
    assert bot["registered"] is False and bot["stats"][0]["played"] == 1 and bot["stats"][0]["rating"]["games"] == 1
    assert client.get("/players/ann").json()["stats"][0]["rating"]["games"] == 1
    assert {p["player"] for p in client.get(f"/leaderboard?game={FAKE}").json()["players"]} == {"ann", "bot:greedy"}


def test_my_games_lists_my_turn_first_with_the_prompt_and_deadline(client: TestClient[Any]) -> None:
    ann, bob = register(client, "ann"), register(client, "bob")
    waiting_on_bob = new_game(client)
    claim(client, waiting_on_bob, 0, bob)
    claim(client, waiting_on_bob, 1, ann)  # bob (seat 0) decides first
    mine = new_game(client, clock={"turn_seconds": 600})
    claim(client, mine, 0, ann)
    claim(client, mine, 1, bob)
    done = race(client, [ann, bob], [1, 2])
    synced(client)
    listed = client.get("/players/me/games", headers=auth(ann)).json()
    assert listed["player"] == "ann"
    assert listed["games"][0]["id"] == mine
    first = listed["games"][0]
    assert first["my_turn"] is True and first["seat"] == 0 and first["prompt"] and first["deadline"]
    assert {g["id"] for g in listed["games"]} == {waiting_on_bob, mine, done}
    rest = {g["id"]: g for g in listed["games"][1:]}
    assert rest[waiting_on_bob]["my_turn"] is False and rest[waiting_on_bob]["seat"] == 1
    assert rest[waiting_on_bob]["prompt"] is None
    only_mine = client.get("/players/me/games?turn=mine", headers=auth(ann)).json()["games"]
    assert [g["id"] for g in only_mine] == [mine]
    finished = client.get("/players/me/games?status=finished", headers=auth(ann)).json()["games"]
    assert [g["id"] for g in finished] == [done]
    bobs = client.get("/players/me/games?turn=mine", headers=auth(bob)).json()["games"]
    assert [g["id"] for g in bobs] == [waiting_on_bob]
    problem(client.get("/players/me/games?turn=yours", headers=auth(ann)), 400, "invalid-request")
    problem(client.get("/players/me/games"), 401, "unauthorized")


def test_a_player_is_never_snapshotted_as_a_game(settings: Settings) -> None:
    """With a snapshot every 2 events, a player's rotations store no snapshot (only games
    are snapshotted) and its latest key stays the one that works."""
    from service.app.errors import ServiceError
    from tests.conftest import new_games

    app = new_games(settings, snapshot_interval=2)
    try:
        key = app.register_player("Sven").key
        for _ in range(4):
            key = app.rotate_player_key(key).key
        assert app.player_of_key(key).name == "Sven"
        pid = app.player_named("sven").id  # type: ignore[union-attr]
        assert app.snapshots is not None and list(app.snapshots.get(pid)) == []
        with pytest.raises(ServiceError) as err:
            app.load(pid)
        assert err.value.code == "not-found"
    finally:
        app.close()
