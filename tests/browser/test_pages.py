"""The lobby and the table in a real browser (headless Chromium, Selenium 4).

Each game is created from the lobby's form with bots on the other seats, a seat is taken,
and the game is played to its end by clicking the choices on the page — highlighted board
places and the choices list, mixed — then the page's board, scores and ranking are checked
against the REST state, and the replay is stepped to version 1 and back to the last."""

from __future__ import annotations

import random
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from tests.browser.harness import (
    HTTP,
    Server,
    board_matches,
    create_from_lobby,
    open_lobby,
    page_errors,
    play,
    start_server,
    stop_server,
    stored_seat,
    wait_for,
    wait_for_table,
)

def dataset(driver: Any, key: str) -> str | None:
    return driver.execute_script("return document.getElementById('table').dataset[arguments[0]]", key)


def check_final_table(page: Any, server: Server, gid: str, seat: dict[str, Any]) -> dict[str, Any]:
    """The finished table shows the REST state: the same board, scores and ranking."""
    state = server.get(f"/games/{gid}/state", seat["token"])
    assert state["finished"] and state["outcome"] is not None
    wait_for(page, "return document.getElementById('table').dataset.version === arguments[0]", str(state["version"]),
             what="the final version on the page")
    assert dataset(page, "finished") == "true"
    same, expected, shown = board_matches(page, state, seat["seat"])
    assert same, f"the board differs from the REST state's:\n{shown[:600]}\n---\n{expected[:600]}"
    assert "data-target" in shown, "the board has no place for actions to target"
    for s, score in enumerate(state["scores"]):
        cell = page.find_element(By.CSS_SELECTOR, f'#players td.score[data-seat="{s}"]')
        assert cell.text == str(score)
    ranking = page.find_elements(By.CSS_SELECTOR, "#ranking li")
    assert [int(li.get_attribute("data-seat")) for li in ranking] == state["outcome"]["ranking"]
    for li in ranking:
        s = int(li.get_attribute("data-seat"))
        assert f"{state['outcome']['scores'][s]} point" in li.text
        if s in state["outcome"]["winners"]:
            assert "winner" in li.text
    me = page.find_element(By.CSS_SELECTOR, f'#players tr[data-seat="{seat["seat"]}"]')
    assert state["players"][seat["seat"]] in me.text and "you" in me.text
    assert page.find_element(By.ID, "prompt").text == "The game is over."
    assert seat["token"] not in page.current_url
    timeline = server.get(f"/games/{gid}/timeline", seat["token"], after=max(0, state["version"] - 50))["entries"]
    last = timeline[-1]
    # The entry's words are read in the same script that finds it: the list may be redrawn
    # (a full reload of the timeline) between two calls.
    newest = wait_for(page, "const li = document.querySelector('#timeline li.log-entry');"
                            " return li && li.dataset.version === arguments[0] && li.textContent",
                      str(last["version"]), what="the last move in the timeline")
    assert all(item["text"] in newest for item in last["log"]), (newest, last["log"])
    return state


def check_replay(page: Any, server: Server, gid: str, seat: dict[str, Any], latest: int) -> None:
    """Replay: the slider spans 1..latest; first shows version 1, next version 2, last the
    final version — each the REST state of that version; the audit is verified."""
    page.find_element(By.ID, "replay-toggle").click()
    wait_for(page, "const r = document.getElementById('table'); return r.dataset.mode === 'replay' && r.dataset.busy !== 'true' && r.dataset.version === arguments[0]",
             str(latest), what="the replay at the last version")
    slider = page.find_element(By.ID, "replay-slider")
    assert (slider.get_attribute("min"), slider.get_attribute("max")) == ("1", str(latest))
    assert page.find_element(By.ID, "choices-box").get_attribute("hidden") is not None

    def at(version: int) -> None:
        wait_for(page, "const r = document.getElementById('table'); return r.dataset.busy !== 'true' && r.dataset.version === arguments[0]",
                 str(version), what=f"version {version}")
        past = server.get(f"/games/{gid}/state", seat["token"], version=version)
        assert past["version"] == version
        same, expected, shown = board_matches(page, past, seat["seat"])
        assert same, f"version {version}: the board differs from the REST state's"
        assert f"Version {version} of {latest}" in page.find_element(By.ID, "replay-where").text
        assert page.find_element(By.ID, "replay-slider").get_attribute("value") == str(version)
        for s, score in enumerate(past["scores"]):
            assert page.find_element(By.CSS_SELECTOR, f'#players td.score[data-seat="{s}"]').text == str(score)

    page.find_element(By.ID, "replay-first").click()
    at(1)
    assert "#replay=1" in page.current_url
    page.find_element(By.ID, "replay-next").click()
    at(2)
    page.find_element(By.ID, "replay-last").click()
    at(latest)
    wait_for(page, "return document.getElementById('audit').dataset.verified === 'true'", what="the audit", timeout=60)
    assert "verified" in page.find_element(By.ID, "audit").text
    page.find_element(By.ID, "replay-toggle").click()
    wait_for(page, "return document.getElementById('table').dataset.mode === 'live'", what="back to the table")


def play_game(page: Any, server: Server, game: str, seats: int, bots: dict[int, str], options: dict[str, Any], seed: int) -> None:
    gid = create_from_lobby(page, server.base, game, seats, bots, "alice", options)
    seat = stored_seat(page, gid)
    assert seat is not None and seat["seat"] == 0 and seat["token"]
    assert seat["token"] not in page.current_url
    created = server.get(f"/games/{gid}/state")
    assert created["game"] == game and created["seats"] == seats
    assert created["bots"] == [bots.get(s) for s in range(seats)]
    assert created["players"][0] == "guest:alice"  # a guest seat (nobody signed in)
    for key, value in options.items():  # the form's options reached the game
        assert created["view"]["options"][key] == value
    _, stats = play(page, random.Random(seed))
    print(f"{game}: {stats}")
    assert stats.list_clicks > 0 and stats.board_clicks > 0, stats
    assert stats.native_clicks > 0
    state = check_final_table(page, server, gid, seat)
    check_replay(page, server, gid, seat, state["latest_version"])


def test_evo_played_to_the_end_in_the_browser(page: Any, server: Server) -> None:
    play_game(page, server, "evo", 3, {1: "greedy", 2: "random"}, {}, seed=3)


def test_la_isla_played_to_the_end_in_the_browser(page: Any, server: Server) -> None:
    play_game(page, server, "la-isla", 2, {1: "greedy"}, {}, seed=5)
    # The cards are drawn with their faces from the catalogue (the views name them by id).
    titles = page.execute_script(
        "return [...document.querySelectorAll('#board g.card > title')].map(t => t.textContent)")
    assert titles and all("Under B: 1 " in t and "Under D: the " in t for t in titles), titles[:3]


@pytest.mark.slow  # 500 to 900 decisions of one seat: about two minutes
@pytest.mark.timeout(900)
def test_dominant_species_played_to_the_end_in_the_browser(page: Any, server: Server) -> None:
    play_game(page, server, "dominant-species", 2, {1: "random"}, {"short_game": True}, seed=7)


def test_board_places_answer_the_keyboard(page: Any, server: Server) -> None:
    """A highlighted board place is a focusable button: Enter on it plays its one choice,
    or lists the choices at that place."""
    from selenium.webdriver.common.keys import Keys

    gid = create_from_lobby(page, server.base, "la-isla", 2, {1: "random"}, "carol")
    snap = play(page, random.Random(2), moves=0)[0]
    rng = random.Random(4)
    for _ in range(30):  # until a decision with a place on the board
        if snap.get("finished") or snap["live"]:
            break
        snap = play(page, rng, moves=1, board_share=0)[0]
    assert snap["live"], "no decision with a board place in 30 moves"
    place = page.find_element(By.CSS_SELECTOR, f'#board [data-target="{snap["live"][0]}"].live')
    assert place.get_attribute("tabindex") == "0" and place.get_attribute("role") == "button"
    assert place.get_attribute("aria-label")
    place.send_keys(Keys.ENTER)
    outcome = wait_for(page, "const r = document.getElementById('table');"
                       "if (!document.getElementById('choices-all').hidden) return 'listed';"
                       "return r.dataset.busy !== 'true' && parseInt(r.dataset.version, 10) > arguments[0] && 'played'",
                       snap["version"], what="the place's choice played or listed")
    if outcome == "listed":
        shown = page.find_elements(By.CSS_SELECTOR, "#choices button.choice")
        assert 1 < len(shown) < len(snap["choices"]) + 1
        assert page.switch_to.active_element == shown[0]
    assert stored_seat(page, gid) is not None


# ---------------------------------------------------------------- the lobby

def test_lobby_lists_filters_and_seats_a_player(page: Any, server: Server) -> None:
    waiting = server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"0": "random"}})
    done = server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"0": "greedy", "1": "random"}})
    server.get("/games", wait_for=done["position"])
    open_lobby(page, server.base)

    rows = lambda: {r.get_attribute("data-game"): r for r in page.find_elements(By.CSS_SELECTOR, "#games tbody tr[data-game]")}  # noqa: E731
    assert {waiting["id"], done["id"]} <= set(rows())
    Select(page.find_element(By.ID, "filter-status")).select_by_value("finished")
    wait_for(page, "return document.getElementById('lobby').dataset.listed === 'finished:all' && document.querySelector('#games tbody tr[data-status=\"finished\"]')",
             what="only finished games")
    assert not page.find_elements(By.CSS_SELECTOR, '#games tbody tr[data-status="waiting"]')
    row = rows()[done["id"]]
    assert "Finished" in row.text and "Won by" in row.text
    assert row.find_element(By.LINK_TEXT, "Replay").get_attribute("href").endswith(f"/table/{done['id']}#replay")
    Select(page.find_element(By.ID, "filter-status")).select_by_value("waiting")
    page.find_element(By.ID, "filter-open").click()
    wait_for(page, "return document.getElementById('lobby').dataset.listed === 'waiting:open' && document.querySelector('#games tbody tr[data-game=\"' + arguments[0] + '\"]')",
             waiting["id"], what="the waiting game")
    assert done["id"] not in rows()
    row = rows()[waiting["id"]]
    assert "Waiting for players" in row.text and "Random bot" in row.text and "open seat" in row.text
    assert row.find_element(By.LINK_TEXT, "Watch").get_attribute("href").endswith(f"/table/{waiting['id']}")

    # Taking a seat needs a name; then it stores the token and opens the table.
    join = row.find_element(By.CSS_SELECTOR, 'button.join[data-seat="1"]')
    join.click()
    wait_for(page, "return document.getElementById('player-name').getAttribute('aria-invalid') === 'true'", what="the name asked for")
    assert "name" in " ".join(page_errors(page)).lower()
    page.find_element(By.ID, "player-name").send_keys("bob.b")
    join.click()
    wait_for(page, "return location.pathname === '/table/' + arguments[0]", waiting["id"], what="the table")
    wait_for_table(page)
    seat = stored_seat(page, waiting["id"])
    assert seat is not None and seat["seat"] == 1
    assert server.get(f"/games/{waiting['id']}/state")["players"] == [None, "guest:bob.b"]  # a guest seat
    assert "bob.b" in page.find_element(By.ID, "you").text
    wait_for(page, "return document.getElementById('table').dataset.myTurn === 'true' || document.getElementById('table').dataset.finished === 'true'",
             what="the seat's first decision")


def test_lobby_form_offers_each_games_options(page: Any, server: Server) -> None:
    """Options come from GET /game-types with their kinds, and an option limited to some
    seat counts is offered only with those."""
    types = {t["name"]: t for t in server.get("/game-types")}
    open_lobby(page, server.base)
    for name, t in types.items():
        Select(page.find_element(By.ID, "new-game")).select_by_value(name)
        for spec in t["options"]:
            el = page.find_element(By.ID, f"opt-{spec['name']}")
            expected = {"bool": ("input", "checkbox"), "choice": ("select", None), "int": ("input", "number")}[spec["kind"]]
            assert el.tag_name == expected[0] and el.get_attribute("type") == (expected[1] or el.get_attribute("type"))
            if spec["kind"] == "choice":
                words = [o.text for o in Select(el).options]
                assert all(label in words for _, label in spec["choices"])
        kinds = [o.get_attribute("value") for o in Select(page.find_element(By.ID, "seat-0")).options]
        assert kinds == ["you", "open", *[f"bot:{b}" for b in t["bots"]]]
    ds = types["dominant-species"]
    limited = [o for o in ds["options"] if o["seats"]]
    assert limited, "Dominant Species offers an option for some seat counts only (multiple animals)"
    Select(page.find_element(By.ID, "new-game")).select_by_value("dominant-species")
    seats = page.find_element(By.ID, "new-seats")
    for n in (2, 4):
        seats.clear()
        seats.send_keys(str(n))
        wait_for(page, "return document.querySelectorAll('#new-seat-list select').length === arguments[0]", n, what=f"{n} seats")
        for o in limited:
            enabled = page.find_element(By.ID, f"opt-{o['name']}").is_enabled()
            assert enabled == (n in o["seats"]), (o["name"], n)


# ---------------------------------------------------------------- watching, the stream, errors

def test_spectator_follows_the_game_over_the_stream(page: Any, server: Server) -> None:
    created = server.post("/games", {"game": "la-isla", "seats": 2})
    gid = created["id"]
    tokens = [server.post(f"/games/{gid}/seats/{s}", {"player": f"p{s}"})["token"] for s in range(2)]
    page.get(f"{server.base}/table/{gid}")
    wait_for_table(page)
    assert page.find_element(By.ID, "you").text == "Watching"
    assert page.find_element(By.ID, "prompt").text == "You are watching this game."
    assert page.find_element(By.ID, "choices-box").get_attribute("hidden") is not None
    wait_for(page, "return document.getElementById('live-status').dataset.state === 'up'", what="the stream")
    rng = random.Random(11)
    for _ in range(6):
        st = server.get(f"/games/{gid}/state")
        mover = st["pending"]["seats"][0]
        legal = server.get(f"/games/{gid}/legal-actions", tokens[mover])
        r = HTTP.post(f"{server.base}/games/{gid}/actions", headers={"Authorization": f"Bearer {tokens[mover]}"},
                       json={"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}, timeout=30)
        assert r.status_code == 200, r.text
        version = r.json()["version"]
        wait_for(page, "return document.getElementById('table').dataset.version === arguments[0]", str(version),
                 what=f"version {version} from the stream")
    state = server.get(f"/games/{gid}/state")
    same, _, _ = board_matches(page, state, None)
    assert same
    names = page.find_element(By.ID, "turn").text
    assert names.startswith("To play: guest:p")  # guest seats
    # No seat token anywhere in the page's storage or address.
    assert page.execute_script("return localStorage.length") == 0


def test_stream_reconnects_with_a_fresh_ticket(page: Any, tmp_path: Any) -> None:
    """When the server goes away and comes back, the page opens a new stream (a fresh
    ticket) and shows what happened meanwhile and after."""
    db = str(tmp_path / "games.sqlite")
    srv = start_server(db)
    try:
        created = srv.post("/games", {"game": "la-isla", "seats": 2})
        gid = created["id"]
        mine = srv.post(f"/games/{gid}/seats/0", {"player": "me"})
        other = srv.post(f"/games/{gid}/seats/1", {"player": "them"})
        page.get(f"{srv.base}/static/css/arena.css")
        page.execute_script("localStorage.setItem(arguments[0], JSON.stringify({seat: 0, token: arguments[1]}))",
                            f"species-arena:seat:{gid}", mine["token"])
        page.get(f"{srv.base}/table/{gid}")
        wait_for_table(page)
        wait_for(page, "return document.getElementById('live-status').dataset.state === 'up'", what="the stream")
        port = srv.base.rsplit(":", 1)[1]
        stop_server(srv, kill=True)
        wait_for(page, "return document.getElementById('live-status').dataset.state === 'down'", what="the stream lost")
        srv = start_server(db, port=int(port))
        wait_for(page, "return document.getElementById('live-status').dataset.state === 'up'", what="the stream back", timeout=40)
        for _ in range(4):
            st = srv.get(f"/games/{gid}/state")
            mover = st["pending"]["seats"][0]
            token = (mine if mover == 0 else other)["token"]
            legal = srv.get(f"/games/{gid}/legal-actions", token)
            out = srv.post(f"/games/{gid}/actions", {"action": legal["actions"][0], "expected_version": legal["version"]}, token)
            wait_for(page, "return document.getElementById('table').dataset.version === arguments[0]", str(out["version"]),
                     what=f"version {out['version']} after the reconnection")
    finally:
        stop_server(srv)


def test_problems_are_shown_in_words(page: Any, server: Server) -> None:
    created = server.post("/games", {"game": "evo", "seats": 3, "bots": {"1": "random", "2": "random"}})
    gid = created["id"]
    page.execute_script("localStorage.setItem(arguments[0], JSON.stringify({seat: 0, token: 'not-a-real-token'}))",
                        f"species-arena:seat:{gid}")
    page.get(f"{server.base}/table/{gid}")
    wait_for_table(page)
    errors = wait_for(page, "const e = Array.from(document.querySelectorAll('#errors .problem')).map(x => x.textContent); return e.length && e",
                      what="the refused token's problem")
    assert any("refused" in e for e in errors), errors
    assert page.find_element(By.ID, "you").text == "Watching"
    # A game that does not exist is a page that says so, with the way back to the lobby
    # (never an empty board stuck at "connecting…").
    page.get(f"{server.base}/table/00000000-0000-0000-0000-000000000000")
    assert page.find_element(By.TAG_NAME, "h1").text == "No such game"
    assert not page.find_elements(By.ID, "board")
    assert page.find_element(By.ID, "back-to-lobby").get_attribute("href") == f"{server.base}/"


def test_server_strings_are_shown_as_text(page: Any, server: Server) -> None:
    """Strings from the server reach the page as text: a problem whose title and detail
    carry markup shows the markup literally and creates no element."""
    open_lobby(page, server.base)
    out = page.execute_async_script("""
const done = arguments[arguments.length - 1];
import('/static/js/api.js').then(({ApiError, showError, h, esc}) => {
  const box = document.getElementById('errors');
  const evil = '<img src=x onerror="window.__owned=1"><b>bold</b>';
  showError(box, new ApiError(409, {title: evil, detail: evil + ' & more'}), 'ctx');
  const cell = h('td', {}, evil);
  done({imgs: box.querySelectorAll('img, b').length + cell.querySelectorAll('img, b').length,
        text: box.textContent, cell: cell.textContent, esc: esc(evil), owned: window.__owned || 0});
});
""")
    assert out["imgs"] == 0 and out["owned"] == 0
    assert '<img src=x onerror="window.__owned=1"><b>bold</b>' in out["text"]
    assert out["cell"].startswith("<img")
    assert out["esc"] == "&lt;img src=x onerror=&quot;window.__owned=1&quot;&gt;&lt;b&gt;bold&lt;/b&gt;"


def test_the_browser_starts_without_selenium_manager(monkeypatch: pytest.MonkeyPatch) -> None:
    """Debian's chromium and chromedriver are named explicitly: Selenium Manager (which
    would look for, or download, a browser and a driver) is never asked."""
    from selenium.webdriver.common.selenium_manager import SeleniumManager

    from tests.browser.harness import new_driver

    def refuse(*_: Any, **__: Any) -> Any:
        raise AssertionError("Selenium Manager was asked for a browser or driver")

    monkeypatch.setattr(SeleniumManager, "binary_paths", refuse)
    driver = new_driver(800, 600)
    try:
        caps = driver.capabilities
        assert caps["browserName"].lower() in ("chrome", "chromium", "chrome-headless-shell")
        assert caps["browserVersion"]
    finally:
        driver.quit()
