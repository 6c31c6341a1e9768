"""The log that says what happened (issue 30 item 1): complete games of every game and
player count, played by random bots through ``core_rs.Engine``; every decision becomes a
timeline entry as each viewer may see it (a spectator while the game is on, each seat,
everyone once it is over), and every entry's log (``service.app.gamelog``) is checked:
one decision item first, of the entry's seat; one seat per item; words only — no empty
text, no lone "moved.", no engine identifier, card id, space code or coordinate; a secret
choice never shows to a viewer who may not see it. Then the same through the API: the
timeline endpoint carries the log, its round and phase, for a complete game of each game."""

from __future__ import annotations

import json
import random
import re
import time
from collections import Counter
from pathlib import Path
from typing import Any

import core_rs
import pytest
from litestar.testing import TestClient

from service.app import gamelog
from service.app.gamelog.common import sentence
from tests.conftest import auth

CASES = [(game, seats) for game, lo, hi in sorted(core_rs.games_list()) for seats in range(lo, hi + 1)]
MAX_DECISIONS = 50_000
#: What the issue names as codes (kept literally here: the test must not share the module's list).
CODES = [
    re.compile(p)
    for p in (r"[A-Z]{2,}-\d", r"L\d-\d{3}", r"[A-Z_]{4,}\(", r"\(\s*-?\d+\s*,\s*-?\d+\s*\)", r"\br\d+c\d+\b",
              r"\bP\d+[MO]\d+\b", r"\b[a-z]+_[a-z_]+\b", r"\b[A-Z]+_[A-Z_]+\b")
]


def visible(effects: list[dict[str, Any]], viewer: int | None, omniscient: bool) -> list[dict[str, Any]]:
    """The effects a viewer sees, in the timeline's shape (``{...data, "text"}``)."""
    return [{**e["data"], "text": e["text"]} for e in effects
            if e["visible_to"] is None or omniscient or (viewer is not None and viewer in e["visible_to"])]


def play(game: str, seats: int, seed: int) -> tuple[list[dict[str, Any]], core_rs.Engine]:
    """A complete game: per decision, the seat, action, secrecy, effects and the context."""
    e = core_rs.Engine.create(game, seats, "{}", seed)
    rng = random.Random(seed)
    out = []
    while (pending := e.pending()) is not None:
        pseats, kind = pending
        progress = json.loads(e.progress())
        seat = rng.choice(pseats)
        action = e.bot_action(seat, "random", rng.getrandbits(63))
        secret = e.action_is_secret(seat, action)
        effects = json.loads(e.apply(seat, action))
        out.append({"seat": seat, "action": json.loads(action), "secret": secret, "effects": effects,
                    "context": {"progress": progress, "pending": {"seats": pseats, "kind": kind}}})
        assert len(out) < MAX_DECISIONS
    return out, e


def entries_for(decisions: list[dict[str, Any]], viewer: int | None, omniscient: bool) -> list[dict[str, Any]]:
    out = []
    for v, d in enumerate(decisions, start=2):
        hidden = d["secret"] and not (omniscient or viewer == d["seat"])
        out.append({"version": v, "seat": d["seat"], "bot": True, "action": None if hidden else d["action"],
                    "action_hidden": hidden, "effects": visible(d["effects"], viewer, omniscient)})
    return out


def check(entries: list[dict[str, Any]], seats: int, where: str, problems: list[str]) -> None:
    for e in entries:
        log = e["log"]
        if not log or log[0]["kind"] != "decision" or log[0]["seat"] != e["seat"]:
            problems.append(f"{where} v{e['version']}: the first item is not the seat's decision: {log[:1]}")
        if sum(1 for i in log if i["kind"] == "decision") != 1:
            problems.append(f"{where} v{e['version']}: not exactly one decision")
        for i in log:
            seat = i["seat"]
            if i["kind"] == "game" and seat is not None or i["kind"] != "game" and not (
                    isinstance(seat, int) and 0 <= seat < seats):
                problems.append(f"{where} v{e['version']}: an item of no one seat: {i}")
            for text in [i["text"], *i["details"]]:
                if not text.strip() or text.strip().lower() == "moved.":
                    problems.append(f"{where} v{e['version']}: empty or 'moved.': {i}")
                for p in CODES:
                    if p.search(text):
                        problems.append(f"{where} v{e['version']}: code {p.search(text).group(0)!r} in {text!r}")
                problems.extend(f"{where} v{e['version']}: {p} in {text!r}" for p in gamelog.problems(text))


@pytest.mark.parametrize(("game", "seats"), CASES, ids=lambda v: str(v))
def test_every_entry_of_complete_games_says_what_happened(game: str, seats: int) -> None:
    problems: list[str] = []
    counts: Counter[str] = Counter()
    for seed in (1, 2):
        decisions, engine = play(game, seats, seed)
        view = json.loads(engine.view())
        catalogue = json.loads(core_rs.catalogue(game))
        contexts = {v: d["context"] for v, d in enumerate(decisions, start=2)}
        for viewer, omniscient in ((None, False), (0, False), (None, True)):
            entries = gamelog.annotate(game, view, catalogue, entries_for(decisions, viewer, omniscient), contexts)
            check(entries, seats, f"seed {seed} viewer {viewer}{' (all)' if omniscient else ''}", problems)
            counts["entries"] += len(entries)
            counts["items"] += sum(len(e["log"]) for e in entries)
            assert all(isinstance(e["round"], int) and e["phase"] for e in entries), "round and phase"
            if viewer is None and not omniscient or viewer == 0:
                # Nothing private of another seat shows: what the private effects would say
                # (a drawn card, a card put face down, a secret answer) is in no item.
                w = gamelog.GAMES[game](view, catalogue)
                for e, d in zip(entries, decisions):
                    texts = " ".join(t for i in e["log"] for t in i["details"])
                    for x in d["effects"]:
                        if x["visible_to"] is not None and viewer not in x["visible_to"]:
                            said = w.effect({**x["data"], "text": x["text"]})
                            assert said and sentence(said) not in texts, (viewer, e["version"], said)
                            counts["private"] += 1
    shown = "\n".join(problems[:20])
    assert not problems, f"{len(problems)} problems in {counts['entries']} entries, e.g.:\n{shown}"
    assert counts["entries"] > 50
    if game != "dominant-species":
        assert counts["private"] > 0, "the secrecy check met private effects"


def test_the_checks_recognise_codes() -> None:
    for bad in ("Mammals place an action pawn on MIG-6", "Red puts L1-058 under A", "DOUBLE_STEP(MOTH)",
                "moved.", "", "at (1,-2)", "Blue moves to r7c7", "on P0O0", "INCOME_MARKER", "plays weather_gene"):
        assert gamelog.problems(bad), bad
    for good in ("Mammals place an action pawn on Migration (up to 6 cubes).", "Red moves a dino to region 7 (hills).",
                 "Red puts Swamp discount (brown, Sardinian Pika) face down under A."):
        assert not gamelog.problems(good), good


def test_a_pass_is_said_as_what_it_declines() -> None:
    """Dominant Species' decisions that cause nothing of their own were "moved." before."""
    view = {"animals": [{"animal": "birds", "seat": 0}, {"animal": "mammals", "seat": 1}]}
    entries = [{"version": 5, "seat": 0, "action": {"type": "pass"}, "action_hidden": False,
                "effects": [{"type": "ap_returned", "animal": "mammals", "space": "REG-1", "text": "x"}]}]
    out = gamelog.annotate("dominant-species", view, {}, entries, {5: {"progress": {"round": 2, "phase": "execution"},
                                                                       "pending": {"kind": "glaciation"}}})
    log = out[0]["log"]
    assert log[0] == {"seat": 0, "kind": "decision", "text": "Birds do not glaciate.", "details": ["Birds do not glaciate."],
                      "scoring": False, "quiet": True}
    assert log[1]["seat"] == 1 and log[1]["text"] == "Mammals take back their action pawn from Regression 1."
    assert out[0]["round"] == 2 and out[0]["phase"] == "Execution"


@pytest.mark.parametrize(("game", "seats"), [("dominant-species", 2), ("evo", 3), ("la-isla", 2)])
def test_the_timeline_endpoint_carries_the_log(client: TestClient[Any], game: str, seats: int) -> None:
    """A complete game over the API (seat 0 a client, the others bots): every entry of the
    timeline, as a spectator after the game and as seat 0, carries its round, phase and a
    log that passes the checks; the scoring items are marked."""
    bots = {str(s): "random" for s in range(1, seats)}
    gid = client.post("/games", json={"game": game, "seats": seats, "bots": bots}).json()["id"]
    token = client.post(f"/games/{gid}/seats/0", json={"player": "alice"}).json()["token"]
    rng = random.Random(7)
    while True:
        state = client.get(f"/games/{gid}/state", headers=auth(token)).json()
        if state["outcome"] is not None:
            break
        if 0 not in state["pending"]["seats"]:
            client.get(f"/games/{gid}/state", params={"wait_for_version": state["version"] + 1, "wait_seconds": 30})
            continue
        legal = client.get(f"/games/{gid}/legal-actions", headers=auth(token)).json()
        r = client.post(f"/games/{gid}/actions", headers=auth(token),
                        json={"action": rng.choice(legal["actions"]), "expected_version": state["version"]})
        assert r.status_code == 200, r.text
    events = client.get(f"/games/{gid}/events", params={"limit": 10000}).json()["events"]
    applied = sum(1 for ev in events if ev["type"] == "ActionApplied")
    problems: list[str] = []
    for headers in ({}, auth(token)):
        for _ in range(100):  # the projection catches up in the background
            entries = client.get(f"/games/{gid}/timeline", params={"limit": 5000}, headers=headers).json()["entries"]
            if len(entries) == applied:
                break
            time.sleep(0.1)
        assert len(entries) == applied > 20
        check(entries, seats, f"{game} api", problems)
        assert all(isinstance(e["round"], int) and e["phase"] for e in entries)
        assert any(i["scoring"] for e in entries for i in e["log"])
    assert not problems, "\n".join(problems[:20])


#: Place codes that a label or a prompt must not show (a La Isla card id stays in a label:
#: it is printed on the card the choice is about).
PLACE_CODES = [re.compile(p) for p in (r"\(\s*-?\d+\s*,\s*-?\d+\s*\)", r"\br\d+c\d+\b", r"\bP\d+[MO]\d+\b",
                                       r"\bC\d+\b", r"\b[ZIWE]\d+\b", r"[A-Z_]{4,}\(", r"\b[A-Z]+_[A-Z_]+\b")]


@pytest.mark.parametrize(("game", "seats"), [(g, lo) for g, lo, _ in sorted(core_rs.games_list())], ids=str)
def test_choices_and_prompts_name_places_as_the_board_does(game: str, seats: int) -> None:
    """Every label and prompt of a complete game, as the API serves them (through
    ``gamelog.place_names``), names places by the board's numbers."""
    from types import SimpleNamespace

    e = core_rs.Engine.create(game, seats, "{}", 5)
    g = SimpleNamespace(id=f"test-{game}", game=game,
                        engine=SimpleNamespace(view=lambda seat=None, omniscient=False: json.loads(e.view())))
    named = gamelog.place_names(g)
    rng = random.Random(5)
    problems, checked = [], 0
    while (pending := e.pending()) is not None:
        pseats, _ = pending
        for seat in pseats:
            texts = [named(e.prompt(seat))] + [named(c["label"]) for c in json.loads(e.legal_actions_labeled(seat))]
            checked += len(texts)
            problems += [(p.pattern, t) for t in texts for p in PLACE_CODES if p.search(t)]
        seat = rng.choice(pseats)
        e.apply(seat, e.bot_action(seat, "random", rng.getrandbits(63)))
    assert checked > 100
    assert not problems, problems[:10]


# ---- the log in every locale (issue 29) ----

LOG_FTL = Path(__file__).resolve().parents[2] / "service" / "locales"
#: A message id left in a line (a message rendered as its id, or one the renderer could not find).
MESSAGE_ID = re.compile(r"\b(?:log|ds|evo|li|term|svc)-[a-z0-9]+(?:-[a-z0-9]+)*\b")


def ftl_messages(text: str) -> dict[str, set[str]]:
    """Message id -> the argument names its value and attributes use (``$who-gen`` is
    ``who``: an attribute of an argument), from a Fluent file."""
    out: dict[str, set[str]] = {}
    current = None
    for line in text.splitlines():
        m = re.match(r"^([a-z][a-z0-9-]*) =", line)
        if m:
            current = m[1]
            out[current] = set()
        elif line and not line[0].isspace() and not line.startswith("}"):
            current = None  # a comment or a blank line's successor: no message
        if current is not None:
            out[current] |= {a for a in re.findall(r"\$([a-z][a-z0-9_]*)", line)}
    return out


def test_every_log_message_is_in_every_locale_with_the_same_arguments() -> None:
    en = ftl_messages((LOG_FTL / "en" / "log.ftl").read_text(encoding="utf-8"))
    assert len(en) > 300
    assert all(i.startswith("log-") for i in en)
    for locale in ("el", "hu", "ru"):
        other = ftl_messages((LOG_FTL / locale / "log.ftl").read_text(encoding="utf-8"))
        assert sorted(set(en) - set(other)) == [], f"{locale} lacks these messages"
        assert sorted(set(other) - set(en)) == [], f"{locale} has messages English has not"
        differ = {i: (sorted(en[i]), sorted(other[i])) for i in en if en[i] != other[i]}
        assert not differ, f"{locale}: other arguments than English: {differ}"


@pytest.mark.parametrize(("name", "some"), [
    ("service.ftl", {"svc-undo-taken-back", "svc-seat-resigned", "svc-bot-greedy"}),
    ("errors.ftl", {"svc-err-title-not-found", "svc-err-no-game", "svc-undo-no-decision"}),
])
def test_every_service_message_is_in_every_locale_with_the_same_arguments(name: str, some: set[str]) -> None:
    """The service's own words (``service/locales/<locale>/service.ftl``: undo, bots, seat
    events; ``errors.ftl``: problem titles and details, undo refusals)."""
    en = ftl_messages((LOG_FTL / "en" / name).read_text(encoding="utf-8"))
    assert some <= set(en)
    assert all(i.startswith("svc-") for i in en)
    for locale in ("el", "hu", "ru"):
        other = ftl_messages((LOG_FTL / locale / name).read_text(encoding="utf-8"))
        assert sorted(set(en) ^ set(other)) == [], f"{locale}: messages English has not, or lacks"
        differ = {i: (sorted(en[i]), sorted(other[i])) for i in en if en[i] != other[i]}
        assert not differ, f"{locale}: other arguments than English: {differ}"


def test_a_place_name_does_not_say_the_messages_noun_again() -> None:
    from service.app.gamelog.common import named_after

    def put(text: str, code: str, name: str) -> str:
        return text.replace(code, named_after(text, text.index(code), name))

    assert put("στην περιοχή r3c2 μένει", "r3c2", "περιοχή 4") == "στην περιοχή 4 μένει"
    assert put("из угла X", "X", "угол гексов 5, 6 и 11") == "из угла гексов 5, 6 и 11"
    assert put("в регионе X", "X", "регион 7") == "в регионе 7"
    assert put("places a disc at X", "X", "the corner of spaces 1 and 2") == "places a disc at the corner of spaces 1 and 2"
    assert put("moves to X", "X", "region 4") == "moves to region 4"
    assert put("lerakva ide: X", "X", "sarok (mezők: 1)") == "lerakva ide: sarok (mezők: 1)"


def test_the_argument_check_can_fail() -> None:
    assert ftl_messages("log-a = { $who-gen } x { $n ->\n  [one] a\n *[other] { $m }\n}\n") == {"log-a": {"who", "n", "m"}}
    assert ftl_messages("log-a = x\n    .gen = { $b }\n# c { $d }\n") == {"log-a": {"b"}}
    assert ftl_messages("log-a = { $n ->\n  [one] a\n *[other] b\n} on { $x }\n") == {"log-a": {"n", "x"}}


def lines(entries: list[dict[str, Any]]) -> list[str]:
    return [t for e in entries for i in e["log"] for t in [i["text"], *i["details"]]] + [
        e["phase"] for e in entries if e["phase"]]


@pytest.mark.parametrize(("game", "seats"), CASES, ids=lambda v: str(v))
def test_the_log_of_complete_games_reads_in_every_locale(game: str, seats: int) -> None:
    """Every entry of a complete game, in every locale, as a spectator and as someone who
    sees everything: no code, no placeholder, no message id; Greek and Russian lines are
    not English; the same items in every locale."""
    decisions, engine = play(game, seats, 3)
    view = json.loads(engine.view())
    catalogue = json.loads(core_rs.catalogue(game))
    contexts = {v: d["context"] for v, d in enumerate(decisions, start=2)}
    viewers = ((None, True),) if game == "dominant-species" else ((None, False), (None, True))
    problems: list[str] = []
    for viewer, omniscient in viewers:
        english = gamelog.annotate(game, view, catalogue, entries_for(decisions, viewer, omniscient), contexts)
        said = set(lines(english))
        for locale in core_rs.locales():
            entries = gamelog.annotate(game, view, catalogue, entries_for(decisions, viewer, omniscient), contexts,
                                       lang=locale)
            check(entries, seats, f"{locale} viewer {viewer}", problems)
            assert [[(i["seat"], i["kind"], len(i["details"])) for i in e["log"]] for e in entries] == [
                [(i["seat"], i["kind"], len(i["details"])) for i in e["log"]] for e in english]
            for text in lines(entries):
                if "{" in text or "}" in text or MESSAGE_ID.search(text):
                    problems.append(f"{locale}: placeholder or id in {text!r}")
                if locale in ("el", "ru") and text in said and not re.fullmatch(r"[\W\d]*", text):
                    problems.append(f"{locale}: English line {text!r}")
                if locale in ("el", "ru") and re.search(r"[A-Za-z]{3,}", text):
                    problems.append(f"{locale}: Latin words in {text!r}")
    assert not problems, f"{len(problems)} problems, e.g.:\n" + "\n".join(problems[:20])


def test_the_locale_checks_can_fail() -> None:
    """What the test above rejects: an English line in Greek, a placeholder, a message id."""
    assert MESSAGE_ID.search("Τα Πτηνά log-ds-space")
    assert MESSAGE_ID.search("ds-animal-birds")
    assert not MESSAGE_ID.search("Τα Πτηνά τοποθετούν 3 ζώα στο εξάγωνο 17")
    view = {"animals": [{"animal": "birds", "seat": 0}]}
    entry = {"version": 2, "seat": 0, "action": {"type": "pass"}, "action_hidden": False,
             "effects": [{"type": "cubes_added", "animal": "birds", "count": 3, "hex": [0, 0]}]}
    ctx = {2: {"progress": {"round": 1, "phase": "execution"}, "pending": {"kind": "glaciation"}}}
    texts = {loc: gamelog.annotate("dominant-species", view, {}, [dict(entry)], ctx, lang=loc)[0]["log"][0]["text"]
             for loc in core_rs.locales()}
    assert texts["en"] == "Birds place 3 cubes from their gene pool on space 18."
    assert texts["el"] == "Τα Πτηνά τοποθετούν 3 ζώα από το απόθεμα είδους τους στο εξάγωνο 18."
    assert texts["ru"] == "Птицы выставляют из генофонда 3 особи на гекс 18."
    assert texts["hu"] == "A Madarak 3 egyedet helyeznek génállományukból a 18. mezőre."
    assert out_phase(ctx, "ru") == "Выполнение"


def out_phase(ctx: dict[int, dict[str, Any]], locale: str) -> str:
    entry = {"version": 2, "seat": 0, "action": {"type": "pass"}, "action_hidden": False, "effects": []}
    view = {"animals": [{"animal": "birds", "seat": 0}]}
    return gamelog.annotate("dominant-species", view, {}, [entry], ctx, lang=locale)[0]["phase"]


def test_undo_entries_render_stored_texts_or_messages() -> None:
    """An undo of the old format keeps its stored English; one that stores messages is
    rendered in the reader's locale."""
    view = {"animals": [{"animal": "birds", "seat": 0}]}
    old = {"version": 3, "seat": 0, "undo": True, "texts": ["alice took back 1 decision"]}
    assert gamelog.annotate("dominant-species", view, {}, [dict(old)], {}, lang="ru")[0]["log"][0]["text"] == \
        "alice took back 1 decision."
    new = {"version": 3, "seat": 0, "undo": True, "msgs": [{"id": "log-ds-space", "args": {"n": 4}}]}
    said = {loc: gamelog.annotate("dominant-species", view, {}, [dict(new)], {}, lang=loc)[0]["log"][0]["text"]
            for loc in ("en", "el", "ru")}
    assert said == {"en": "space 4.", "el": "εξάγωνο 4.", "ru": "гекс 4."}


@pytest.mark.parametrize("game", ["dominant-species", "evo", "la-isla"])
def test_place_names_are_in_the_locale(game: str) -> None:
    """``place_names`` in each locale: the engine's labels and prompts in that locale keep
    no place code, and the names put in are the locale's."""
    from types import SimpleNamespace

    lo = next(lo for g, lo, _ in core_rs.games_list() if g == game)
    e = core_rs.Engine.create(game, lo, "{}", 5)
    g = SimpleNamespace(id=f"test-locale-{game}", game=game,
                        engine=SimpleNamespace(view=lambda seat=None, omniscient=False: json.loads(e.view())))
    word = {"dominant-species": {"en": "space ", "el": "εξάγωνο ", "hu": ". mező", "ru": "гекс "},
            "evo": {"en": "region ", "el": "περιοχή ", "hu": ". régió", "ru": "регион "},
            "la-isla": {"en": "space ", "el": "θέση ", "hu": ". tájmező", "ru": "клетка "}}[game]
    rng = random.Random(5)
    problems, named = [], Counter()
    for _ in range(400):
        pending = e.pending()
        if pending is None:
            break
        for seat in pending[0]:
            for locale in core_rs.locales():
                name = gamelog.place_names(g, lang=locale)
                for raw in [e.prompt(seat, locale)] + [c["label"] for c in json.loads(e.legal_actions_labeled(seat, locale))]:
                    text = name(raw)
                    problems += [(locale, p.pattern, text) for p in PLACE_CODES if p.search(text)]
                    if text != raw and word[locale] in text:
                        named[locale] += 1
        seat = rng.choice(pending[0])
        e.apply(seat, e.bot_action(seat, "random", rng.getrandbits(63)))
    assert not problems, problems[:10]
    assert all(named[locale] > 0 for locale in core_rs.locales()), named


def test_board_words_stay_for_the_games_in_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's board words are made once and kept while it is used, however many games are
    in play (up to the map's size): the least recently used are forgotten first, and a label
    named before is named again from memory, the same words."""
    from types import SimpleNamespace
    from uuid import uuid4

    from service.app.gamelog import la_isla

    kept = gamelog._Kept(3)
    for k in "abc":
        kept.put(k, k.upper())
    assert kept.get("a") == "A"  # used: now the most recent
    kept.put("d", "D")
    assert kept.get("b") is None and [kept.get(k) for k in "acd"] == ["A", "C", "D"] and len(kept) == 3

    made = Counter[str]()
    real = la_isla.LaIsla.__post_init__

    def counted(self: Any) -> None:
        made["la-isla"] += 1
        real(self)

    monkeypatch.setattr(la_isla.LaIsla, "__post_init__", counted)
    monkeypatch.setattr(gamelog, "_NAMERS", gamelog._Kept(9))  # three games, three entries each
    engine = core_rs.Engine.create("la-isla", 2, "{}", 7)
    view = SimpleNamespace(view=lambda seat, omniscient: json.loads(engine.view(None, False)))
    games = [SimpleNamespace(id=uuid4(), game="la-isla", engine=view) for _ in range(3)]
    first = gamelog.place_names(games[0], lang="en")
    for _ in range(5):  # games in play, used in turn: each made once
        for g in games:
            gamelog.place_names(g, lang="en")
            gamelog.effect_sayer(g, "en")
    assert made["la-isla"] == 3
    assert gamelog.place_names(games[0], lang="en") is first
    label = "Move to P1M3"
    assert first(label) == first(label)
