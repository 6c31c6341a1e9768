"""The words of every answer in the caller's language (issue 29): ``?lang=`` or
``Accept-Language`` choose the locale, answered with ``Content-Language`` and ``Vary``; labels,
prompts, option words, effects, the timeline and problem details are rendered per request
from the messages the engine and the service store; the read cache keeps one answer per
locale; new events store messages, and the audit compares their ids and arguments."""

from __future__ import annotations

from typing import Any

from litestar.testing import TestClient

from service.app.audit import audit_records
from service.domain import i18n
from tests.conftest import ADMIN, auth, services

LOCALES = ("en", "el", "hu", "ru")


def _game(client: TestClient[Any], game: str = "evo", seats: int = 3) -> tuple[str, str]:
    bots = {str(s): "greedy" for s in range(1, seats)}
    gid = client.post("/games", json={"game": game, "seats": seats, "bots": bots}).json()["id"]
    token = client.post(f"/games/{gid}/seats/0", json={"player": "alice"}).json()["token"]
    return gid, token


def _play(client: TestClient[Any], gid: str, token: str, moves: int) -> int:
    """Seat 0's last legal action, ``moves`` times; the last write's position."""
    position = 0
    for _ in range(moves):
        state = client.get(f"/games/{gid}/state", headers=auth(token)).json()
        if state["outcome"] is not None or 0 not in state["pending"]["seats"]:
            break
        legal = client.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()
        r = client.post(f"/games/{gid}/actions", headers=auth(token),
                        json={"action": legal["actions"][-1], "expected_version": state["version"]})
        assert r.status_code == 200, r.text
        position = r.json()["position"]
    return position


def test_the_locale_is_chosen_by_lang_then_accept_language_and_answered(client: TestClient[Any]) -> None:
    gid, token = _game(client)
    r = client.get(f"/games/{gid}/legal-actions", headers=auth(token))
    assert r.headers["content-language"] == "en"
    assert "Accept-Language" in r.headers.get("vary", "")
    r = client.get(f"/games/{gid}/legal-actions", headers={**auth(token), "Accept-Language": "ru-RU,ru;q=0.9"})
    assert r.headers["content-language"] == "ru"
    r = client.get(f"/games/{gid}/legal-actions?lang=hu", headers={**auth(token), "Accept-Language": "ru"})
    assert r.headers["content-language"] == "hu", "?lang= wins over Accept-Language"
    r = client.get(f"/games/{gid}/legal-actions", headers={**auth(token), "Accept-Language": "fr, de;q=0.5"})
    assert r.headers["content-language"] == "en", "no language we have: the default"


def test_an_unknown_lang_is_a_precise_problem_and_stores_nothing(client: TestClient[Any]) -> None:
    gid, token = _game(client)
    before = client.get(f"/games/{gid}/state").json()["version"]
    legal = client.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()
    r = client.post(f"/games/{gid}/actions?lang=xx", headers=auth(token),
                    json={"action": legal["actions"][0], "expected_version": before})
    assert r.status_code == 400 and r.json()["type"].endswith("invalid-request")
    assert "'xx'" in r.json()["detail"] and "el" in r.json()["detail"]
    assert client.get(f"/games/{gid}/state").json()["version"] == before


def test_labels_prompts_and_option_words_differ_per_locale(client: TestClient[Any]) -> None:
    gid, token = _game(client, "dominant-species", 4)
    labels, prompts, options = {}, {}, {}
    for lang in LOCALES:
        legal = client.get(f"/games/{gid}/legal-actions?lang={lang}", headers=auth(token)).json()
        labels[lang] = [c["label"] for c in legal["choices"]]
        prompts[lang] = legal["prompt"]
        assert client.get(f"/games/{gid}/state?lang={lang}", headers=auth(token)).json()["prompt"] == legal["prompt"]
        types = client.get(f"/game-types?lang={lang}").json()
        options[lang] = [o["label"] for t in types for o in t["options"]]
    for lang in ("el", "hu", "ru"):
        assert prompts[lang] != prompts["en"], lang
        assert len(labels[lang]) == len(labels["en"])
        assert sum(a != b for a, b in zip(labels[lang], labels["en"], strict=True)) >= len(labels["en"]) // 2, lang
        assert options[lang] != options["en"], lang
    assert any(ch in "".join(labels["el"]) for ch in "αεοι") and any(ch in "".join(labels["ru"]) for ch in "аеои")


def test_the_read_cache_keeps_one_answer_per_locale(client: TestClient[Any]) -> None:
    gid, token = _game(client)
    en = client.get(f"/games/{gid}/legal-actions", headers=auth(token))
    el = client.get(f"/games/{gid}/legal-actions?lang=el", headers=auth(token))
    again = client.get(f"/games/{gid}/legal-actions", headers=auth(token))
    assert en.json() == again.json() and en.json() != el.json()
    assert en.headers["etag"] != el.headers["etag"]
    r = client.get(f"/games/{gid}/legal-actions?lang=el", headers={**auth(token), "If-None-Match": en.headers["etag"]})
    assert r.status_code == 200, "an English ETag does not validate the Greek answer"
    r = client.get(f"/games/{gid}/legal-actions?lang=el", headers={**auth(token), "If-None-Match": el.headers["etag"]})
    assert r.status_code == 304


def test_new_events_store_messages_rendered_when_read(client: TestClient[Any]) -> None:
    gid, token = _game(client)
    position = _play(client, gid, token, 4)
    history = client.get(f"/games/{gid}/events?limit=1000", headers={"Authorization": f"Bearer {ADMIN}"}).json()
    effects = {lang: [e["text"] for ev in client.get(f"/games/{gid}/events?limit=1000&lang={lang}", headers=auth(token))
                      .json()["events"] if ev["type"] == "ActionApplied" for e in ev["effects"]] for lang in LOCALES}
    assert history["events"] and effects["en"]
    for lang in ("el", "hu", "ru"):
        assert len(effects[lang]) == len(effects["en"]) and effects[lang] != effects["en"], lang
    # Stored: ids and arguments, no words.
    records = [r.to_dict() for r in services(client).games.history(__import__("uuid").UUID(gid))]
    stored = [e for r in records if r["type"] == "ActionApplied" for e in r["effects"]]
    assert stored and all("msg" in e and "text" not in e for e in stored)
    assert [i18n.render("el", e["msg"]) for e in stored if e.get("visible_to") is None] != []
    # The timeline's texts are the same words as the events'.
    timeline = {lang: client.get(f"/games/{gid}/timeline?lang={lang}&wait_for={position}", headers=auth(token)).json()["entries"]
                for lang in LOCALES}
    for lang in LOCALES:
        assert [t for e in timeline[lang] for t in e["texts"]] == effects[lang], lang
        lines = [i["text"] for e in timeline[lang] for i in e["log"]]
        assert lines and all(lines), lang
    assert [i["text"] for e in timeline["hu"] for i in e["log"]] != [i["text"] for e in timeline["en"] for i in e["log"]]


def test_the_audit_compares_ids_and_arguments_of_new_events(client: TestClient[Any]) -> None:
    gid, token = _game(client, "la-isla", 2)
    _play(client, gid, token, 3)
    records = [r.to_dict() for r in services(client).games.history(__import__("uuid").UUID(gid))]
    assert audit_records(records)["verified"] is True
    # An argument changed after the fact (the chain left out: the replay's finding).
    changed = [dict(r) for r in records]
    for r in changed:
        r.pop("recorded", None), r.pop("topic", None), r.pop("prev_hash", None), r.pop("chain_hash", None)
    target = next(r for r in changed if r["type"] == "ActionApplied" and any(e["msg"].get("args") for e in r["effects"]))
    effect = next(e for e in target["effects"] if e["msg"].get("args"))
    name = next(iter(effect["msg"]["args"]))
    effect["msg"] = {**effect["msg"], "args": {**effect["msg"]["args"], name: "something else"}}
    report = audit_records(changed)
    assert report["verified"] is False and report["first_divergence"]["version"] == target["version"]
    assert "effects differ" in report["first_divergence"]["reason"]


def test_an_undo_is_stored_as_a_message_and_read_in_each_locale(client: TestClient[Any]) -> None:
    gid, token = _game(client, "la-isla", 2)
    _play(client, gid, token, 1)
    state = client.get(f"/games/{gid}/state", headers=auth(token)).json()
    r = client.post(f"/games/{gid}/undo", json={"expected_version": state["version"]}, headers=auth(token))
    assert r.status_code == 200, r.text
    position = r.json()["position"]
    words = {}
    for lang in LOCALES:
        events = client.get(f"/games/{gid}/events?lang={lang}", headers=auth(token)).json()["events"]
        undo = [e for e in events if e["type"] == "ActionsUndone"]
        assert len(undo) == 1 and "alice" in undo[0]["text"]
        words[lang] = undo[0]["text"]
        entries = client.get(f"/games/{gid}/timeline?lang={lang}&wait_for={position}",
                             headers=auth(token)).json()["entries"]
        assert [e["log"][0]["text"] for e in entries if e["undo"]] == [f"{words[lang]}."]
    assert len(set(words.values())) == 4, words
    records = [r.to_dict() for r in services(client).games.history(__import__("uuid").UUID(gid))]
    undo = next(r for r in records if r["type"] == "ActionsUndone")
    assert undo["msg"]["id"] == "svc-undo-taken-back" and "text" not in undo
    assert audit_records(records)["verified"] is True


def test_a_rule_error_detail_is_in_the_callers_language(client: TestClient[Any]) -> None:
    gid, token = _game(client)
    version = client.get(f"/games/{gid}/state").json()["version"]
    details = {}
    for lang in LOCALES:
        r = client.post(f"/games/{gid}/actions?lang={lang}", headers=auth(token),
                        json={"action": {"type": "pass"}, "expected_version": version})
        assert r.status_code in (400, 409, 422), r.text
        details[lang] = r.json()["detail"]
        assert r.headers["content-language"] == lang
    assert len(set(details.values())) == 4, details


def test_seat_events_of_the_timeline_are_in_the_callers_language(client: TestClient[Any]) -> None:
    from service.app import words

    kinds = [("configured", None, {"fallback_bot": "search:200ms", "turn_seconds": 30, "game_seconds": 600}),
             ("resigned", 1, {"bot": "search:3"}), ("timed_out", 2, {"deadline": "2026-01-01T00:00:00Z", "bot": "greedy"}),
             ("replaced", 1, {"player": "bob", "bot": None}), ("replaced", 1, {"player": None, "bot": "random"}),
             ("token_rotated", 0, {"by": "admin"}), ("token_rotated", 0, {"by": "seat"}), ("token_revoked", 0, {}),
             ("abandoned", None, {"by": "admin", "reason": "why", "seed": "s"})]
    rows = [{"kind": k, "seat": s, "detail": d} for k, s, d in kinds]
    said = {lang: [r["text"] for r in words.seat_events_in(rows, lang)] for lang in LOCALES}
    assert said["en"][1] == "Seat 1 resigned; the Search bot (3 iterations) plays it"
    for lang in ("el", "hu", "ru"):
        assert all(a != b for a, b in zip(said[lang][:-1], said["en"][:-1], strict=True)), lang
    # Over the API: a seat resigns, the timeline says so in Russian.
    gid, token = _game(client, "la-isla", 2)
    r = client.post(f"/games/{gid}/seats/0/resign", headers=auth(token), json={})
    assert r.status_code == 200, r.text
    body = client.get(f"/games/{gid}/timeline?lang=ru&wait_for={r.json()['position']}").json()
    texts = [e["text"] for e in body["seat_events"]]
    assert any(t.startswith("Место 0 сдалось") for t in texts), texts


def test_effect_lines_name_places_as_the_board_does_in_every_locale(client: TestClient[Any]) -> None:
    """An effect's words come from the engine with codes of places (``MIG-5``, a region id);
    read, they say the board's names, in every locale and every game (La Isla's to its end:
    regions surrounded, tiles taken), never a word twice."""
    from service.app import gamelog

    assert gamelog.problems("την περιοχή περιοχή ζούγκλας 2") and not gamelog.problems("2 2 τα τα")
    for game, seats, moves in (("dominant-species", 3, 12), ("evo", 3, 12), ("la-isla", 2, 400)):
        gid, token = _game(client, game, seats)
        _play(client, gid, token, moves)
        for lang in LOCALES:
            events = client.get(f"/games/{gid}/events?limit=1000&lang={lang}", headers=auth(token)).json()["events"]
            texts = [e["text"] for ev in events if ev["type"] == "ActionApplied" for e in ev["effects"]]
            assert texts, (game, lang)
            bad = {t: gamelog.problems(t) for t in texts if gamelog.problems(t)}
            assert not bad, (game, lang, list(bad.items())[:5])


def test_la_isla_card_names_in_the_catalogue_are_in_the_callers_language(client: TestClient[Any]) -> None:
    en = client.get("/game-types/la-isla/catalogue")
    el = client.get("/game-types/la-isla/catalogue?lang=el")
    assert en.headers["etag"] != el.headers["etag"] and el.headers["content-language"] == "el"
    names = {cid: c["name"] for cid, c in el.json()["cards"].items()}
    assert names["L1-001"] != en.json()["cards"]["L1-001"]["name"] == "Desert VP"
    assert sum(n != en.json()["cards"][cid]["name"] for cid, n in names.items()) == len(names)
    r = client.get("/game-types/la-isla/catalogue?lang=el", headers={"If-None-Match": en.headers["etag"]})
    assert r.status_code == 200


def test_la_isla_card_abilities_follow_their_function_in_every_language(client: TestClient[Any]) -> None:
    """The English catalogue is the engine's, byte for byte (its abilities rendered from the
    functions' messages are the printed sentences); the other languages say every ability."""
    from service.domain.engine import catalogue

    printed = catalogue("la-isla")["cards"]
    en = client.get("/game-types/la-isla/catalogue").json()["cards"]
    assert {cid: (c["name"], c["ability"]) for cid, c in en.items()} == {
        cid: (c["name"], c["ability"]) for cid, c in printed.items()}
    for lang in ("el", "hu", "ru"):
        cards = client.get(f"/game-types/la-isla/catalogue?lang={lang}").json()["cards"]
        assert all(cards[cid]["ability"] != printed[cid]["ability"] for cid in printed), lang
        assert all("{" not in c["ability"] and c["ability"].strip() for c in cards.values()), lang


def _problem(client: TestClient[Any], method: str, path: str, lang: str, **kw: Any) -> dict[str, Any]:
    r = client.request(method, f"{path}{'&' if '?' in path else '?'}lang={lang}", **kw)
    assert r.status_code >= 400, r.text
    assert r.headers["content-language"] == lang and r.headers["content-type"].startswith("application/problem+json")
    return r.json()


def test_the_services_own_problems_are_in_the_callers_language(client: TestClient[Any]) -> None:
    """Title and detail of the service's problems (not only the rules'): an unknown game,
    a seat already taken, a body of the wrong type, a query parameter of the wrong type, an
    unknown route. The type (the code) stays the same; the words differ per locale, and
    the English ones are the client's titles."""
    gid, token = _game(client)
    cases = {
        "no game": ("GET", "/games/00000000-0000-0000-0000-000000000000/state", {}),
        "seat taken": ("POST", f"/games/{gid}/seats/0", {"json": {"player": "bob"}}),
        "body": ("POST", "/games", {"json": {"game": "evo", "seats": "three"}}),
        "query": ("GET", "/games?limit=many", {}),
        "route": ("GET", "/no-such-route", {}),
    }
    for what, (method, path, kw) in cases.items():
        said = {lang: _problem(client, method, path, lang, **kw) for lang in LOCALES}
        assert len({p["type"] for p in said.values()}) == 1, what
        assert len({p["detail"] for p in said.values()}) == 4, (what, said)
        assert len({p["title"] for p in said.values()}) == 4, (what, said)
    taken = _problem(client, "POST", f"/games/{gid}/seats/0", "ru", json={"player": "bob"})
    assert taken["detail"] == i18n.render("ru", i18n.msg("svc-err-seat-taken", seat=0))
    query = _problem(client, "GET", "/games?limit=many", "hu")
    assert "limit" in query["detail"] and query["errors"], query


def test_an_undo_refusal_is_in_the_callers_language(client: TestClient[Any]) -> None:
    """GET /games/{id}/undo's reason and POST /undo's 409 say why in the caller's words."""
    gid, token = _game(client)
    reasons = {}
    for lang in LOCALES:
        check = client.get(f"/games/{gid}/undo?lang={lang}", headers=auth(token)).json()
        assert check["allowed"] is False and check["reason"], check
        reasons[lang] = check["reason"]
        version = client.get(f"/games/{gid}/state").json()["version"]
        refused = _problem(client, "POST", f"/games/{gid}/undo", lang, headers=auth(token),
                           json={"expected_version": version})
        assert refused["type"] == "undo-not-allowed" and refused["detail"] == check["reason"]
    assert len(set(reasons.values())) == 4, reasons
    assert reasons["en"].startswith("alice has no decision to take back"), reasons["en"]


def test_a_notifications_prompt_is_in_the_readers_language(client: TestClient[Any]) -> None:
    """A your-turn's prompt, read in Greek, is the seat's Greek prompt at that version (as
    its legal actions say it); in English it is the words a webhook delivers."""
    from tests.player_helpers import claim, register

    ann, bob = register(client, "Ann"), register(client, "Bob")
    gid = client.post("/games", json={"game": "la-isla", "seats": 2}).json()["id"]
    claim(client, gid, 0, ann)
    position = claim(client, gid, 1, bob)["position"]
    client.get(f"/games?wait_for={position}")
    seat = client.get(f"/games/{gid}/state").json()["pending"]["seats"][0]
    key = (ann, bob)[seat]
    said = {}
    for lang in LOCALES:
        notes = client.get(f"/players/me/notifications?lang={lang}", headers=auth(key)).json()["notifications"]
        turn = [n for n in notes if n["type"] == "your-turn" and n["game"] == gid]
        assert len(turn) == 1, notes
        said[lang] = turn[0]["prompt"]
        legal = client.get(f"/games/{gid}/legal-actions?lang={lang}", headers=auth(key)).json()
        assert said[lang] == legal["prompt"], lang
    assert len(set(said.values())) == 4, said
