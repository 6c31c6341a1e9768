"""The table for people, in the browser: the pages on a phone (400 x 800) and on a desktop
(1500 x 900), zooming and panning the board, every highlighted place taking a real click,
turn alerts (title and favicon), the preferences (confirm a move, play my forced moves), the
replay's header and seat names, the favicon, and the countdown after a reload."""

from __future__ import annotations

import os
import random
import re
import time
from datetime import datetime
from typing import Any

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from tests.browser.harness import (
    ADMIN,
    HTTP,
    Server,
    open_lobby,
    play,
    reset_viewport,
    set_viewport,
    settled,
    wait_for,
    wait_for_table,
)

NARROW = (400, 800)
WIDE = (1500, 900)

#: game -> (seats, bots of the other seats, seed)
GAMES: dict[str, tuple[int, list[str], str]] = {
    "dominant-species": (3, ["greedy", "random"], "5eed00a1"),
    "evo": (3, ["greedy", "random"], "5eed00a2"),
    "la-isla": (2, ["greedy"], "5eed00a3"),
}

#: Decisions with places on the board probed per game.
DECISIONS = int(os.environ.get("SPECIES_ARENA_PROBE_DECISIONS", "3"))

OVERFLOW = "return [document.documentElement.scrollWidth, window.innerWidth]"


@pytest.fixture
def narrow(page: Any) -> Any:
    set_viewport(page, *NARROW)
    yield page
    reset_viewport(page)


def sit(page: Any, server: Server, gid: str, seat: int, token: str) -> None:
    page.get(f"{server.base}/static/css/arena.css")
    page.execute_script("localStorage.setItem(arguments[0], JSON.stringify({seat: arguments[1], token: arguments[2]}))",
                        f"species-arena:seat:{gid}", seat, token)
    page.get(f"{server.base}/table/{gid}")
    wait_for_table(page)


def new_table(page: Any, server: Server, game: str, name: str = "alice", seed: str | None = None,
              bots: list[str] | None = None, seats: int | None = None) -> tuple[str, str]:
    """A game with bots on the other seats (a fixed seed), seat 0 taken by ``name``, and its
    table open. Returns the game id and the seat's token."""
    n, default_bots, default_seed = GAMES[game]
    seats = seats or n
    bots = default_bots if bots is None else bots
    body: dict[str, Any] = {"game": game, "seats": seats, "seed": seed or default_seed,
                            "bots": {str(i + 1): kind for i, kind in enumerate(bots)}}
    gid = server.post("/games", body, token=ADMIN)["id"]
    token = server.post(f"/games/{gid}/seats/0", {"player": name})["token"]
    sit(page, server, gid, 0, token)
    return gid, token


def fits(page: Any, where: str) -> None:
    width, inner = page.execute_script(OVERFLOW)
    assert width <= inner, f"{where}: the page is {width} px wide in a {inner} px window"


def rect(page: Any, element_id: str) -> dict[str, float]:
    return dict(page.execute_script("const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                                    "return {left: r.left, right: r.right, top: r.top + scrollY, bottom: r.bottom + scrollY}", element_id))


# ---------------------------------------------------------------- phones and desktops

@pytest.mark.parametrize("size", [NARROW, WIDE], ids=["400x800", "1500x900"])
def test_nothing_overflows_sideways(page: Any, server: Server, size: tuple[int, int]) -> None:
    """The lobby (with games listed) and a table of each game, a few decisions in, are no
    wider than the window; the side panel is beside the board on a desktop, below it on a
    phone; at 400 px a few decisions are played by clicking."""
    set_viewport(page, *size)
    try:
        # Games of every status in the lobby's list (its table overflowed at 400 px).
        server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"1": "random"}})
        done = server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"0": "greedy", "1": "random"}})
        server.get("/games", wait_for=done["position"])
        open_lobby(page, server.base)
        wait_for(page, "return document.querySelectorAll('#games tbody tr[data-game]').length >= 2", what="the games listed")
        fits(page, "the lobby")
        for game in GAMES:
            new_table(page, server, game)
            narrow = size == NARROW
            # Real clicks (WebDriver's) on every decision at 400 px, on the board or the list.
            snap, stats = play(page, random.Random(3), moves=4 if narrow else 2, native_every=1 if narrow else 4)
            assert stats.moves >= (4 if narrow else 2) and (stats.native_clicks == stats.moves or not narrow), stats
            fits(page, f"the {game} table")
            page.execute_script("window.scrollTo(0, 0)")
            board, side = rect(page, "board-area"), rect(page, "side")
            if narrow:
                assert side["top"] >= board["bottom"] - 1, (game, board, side)
                assert board["right"] <= size[0] + 0.5 and side["right"] <= size[0] + 0.5
            else:
                assert side["left"] >= board["right"] - 1 and abs(side["top"] - board["top"]) < 2, (game, board, side)
            # The board fills its frame at 100%: nothing of it is cut off sideways.
            view = page.execute_script("const v = document.getElementById('board-view'); return [v.scrollWidth, v.clientWidth]")
            assert view[0] <= view[1] + 1, (game, view)
            # The replay too.
            page.find_element(By.ID, "replay-toggle").click()
            wait_for(page, "const r = document.getElementById('table'); return r.dataset.mode === 'replay' && r.dataset.busy !== 'true'", what="replay")
            fits(page, f"the {game} replay")
    finally:
        reset_viewport(page)


def zoom(page: Any) -> float:
    return float(page.execute_script("return parseFloat(document.getElementById('table').dataset.zoom || '1')"))


def test_the_board_zooms_and_pans_on_a_phone(narrow: Any, server: Server) -> None:
    page = narrow
    gid, token = new_table(page, server, "dominant-species")
    settled(page, 0)
    view = page.find_element(By.ID, "board-view")
    base_width = page.execute_script("return document.getElementById('board').offsetWidth")
    assert zoom(page) == 1 and page.find_element(By.ID, "zoom-out").get_attribute("disabled") is not None

    # The buttons.
    page.find_element(By.ID, "zoom-in").click()
    page.find_element(By.ID, "zoom-in").click()
    assert zoom(page) == pytest.approx(1.56, abs=0.01)
    assert page.find_element(By.ID, "zoom-level").text == "156%"
    width = page.execute_script("return document.getElementById('board').offsetWidth")
    assert width == pytest.approx(base_width * 1.56, rel=0.03)
    svg = page.execute_script("return document.querySelector('#board svg').getBoundingClientRect().width")
    assert svg > base_width * 1.4, "the drawing itself is larger"
    fits(page, "the zoomed table")  # the frame scrolls, not the page

    # Dragging pans it (a mouse drag from WebDriver), and the click that ends a drag plays nothing.
    version = page.execute_script("return document.getElementById('table').dataset.version")
    before = page.execute_script("return [arguments[0].scrollLeft, arguments[0].scrollTop]", view)
    ActionChains(page).move_to_element(view).click_and_hold().move_by_offset(-120, -60).release().perform()
    after = page.execute_script("return [arguments[0].scrollLeft, arguments[0].scrollTop]", view)
    assert after[0] > before[0] + 60, (before, after)
    time.sleep(0.5)
    assert page.execute_script("return document.getElementById('table').dataset.version") == version

    # Ctrl + wheel zooms (the browser's own wheel input, with the Ctrl modifier).
    cx, cy = page.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + 50]", view)
    z0 = zoom(page)
    page.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": cx, "y": cy, "deltaX": 0, "deltaY": -200, "modifiers": 2})
    wait_for(page, "return parseFloat(document.getElementById('table').dataset.zoom) > arguments[0] + 0.2", z0, what="zoomed by the wheel")
    # A plain wheel does not zoom.
    z1 = zoom(page)
    page.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseWheel", "x": cx, "y": cy, "deltaX": 0, "deltaY": 100, "modifiers": 0})
    time.sleep(0.2)
    assert zoom(page) == z1

    # A two-finger pinch (touch points through the browser's input, as pointer events).
    page.find_element(By.ID, "zoom-fit").click()
    assert zoom(page) == 1
    r = page.execute_script("const r = document.getElementById('board-view').getBoundingClientRect(); return [r.left + r.width / 2, r.top + 60]")
    cx, cy = r

    def touch(kind: str, spread: float) -> None:
        points = [] if kind == "touchEnd" else [{"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}]
        page.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", 30)
    for spread in range(35, 100, 5):
        touch("touchMove", spread)
    touch("touchEnd", 0)
    pinched = zoom(page)
    assert pinched > 2.0, f"a pinch from 60 to 190 px between the fingers zoomed to {pinched}"
    # And back: the buttons stop at the bounds.
    for _ in range(12):
        if page.find_element(By.ID, "zoom-out").get_attribute("disabled") is not None:
            break
        page.find_element(By.ID, "zoom-out").click()
    assert zoom(page) == 1
    assert page.execute_script("return document.getElementById('board').style.width") == ""
    assert server.get(f"/games/{gid}/state", token)["version"] == int(version)


# ---------------------------------------------------------------- every target takes its click

CATCH = """
window.__hits = [];
window.__catch = (e) => {
  const t = e.target;
  window.__hits.push({target: (t.closest && t.closest('[data-target]') || {getAttribute: () => null}).getAttribute('data-target'),
                      tag: t.tagName, cls: String(t.getAttribute && t.getAttribute('class') || '')});
  e.stopImmediatePropagation(); e.preventDefault();
};
window.addEventListener('click', window.__catch, true);
"""

PROBE = """
const el = arguments[0];
el.scrollIntoView({block: 'center', inline: 'center'});
const r = el.getBoundingClientRect();
const x = r.left + r.width / 2, y = r.top + r.height / 2;
const hit = document.elementFromPoint(x, y);
return {inside: Boolean(hit && (hit === el || el.contains(hit))), hit: hit ? hit.tagName + '.' + (hit.getAttribute('class') || '') + ' ' + (hit.textContent || '').slice(0, 40) : null,
        dx: Math.round(r.width / 2), dy: Math.round(r.height / 2)};
"""


@pytest.mark.parametrize("game", list(GAMES))
def test_every_highlighted_place_takes_a_real_click(page: Any, server: Server, game: str) -> None:
    """For a few decisions with places on the board (each targeting a kind of place not seen
    before), every highlighted place is clicked at its centre with a real mouse click: the element at that point is the place or inside it,
    and the click reaches the place (caught before it plays). Then one of them is played."""
    set_viewport(page, *WIDE)
    try:
        new_table(page, server, game)
        rng = random.Random(17)
        snap = settled(page, 0)
        probed = decisions = 0
        misses: list[str] = []
        kinds: set[str] = set()
        for _ in range(80):
            if snap.get("finished") or decisions >= DECISIONS:
                break
            # A decision is probed when it targets a kind of place not probed yet (the
            # first one whatever it targets); the others are played from the list.
            fresh = {t.split(":")[0] for t in snap["live"]} - kinds
            if not snap["live"] or (decisions and not fresh):
                snap = play(page, rng, moves=1, board_share=0, native_every=0)[0]
                continue
            decisions += 1
            page.execute_script(CATCH)
            places = page.find_elements(By.CSS_SELECTOR, "#board [data-target].live")
            for el in places:
                where = el.get_attribute("data-target")
                kinds.add(where.split(":")[0])
                probe = page.execute_script(PROBE, el)
                if not probe["inside"]:
                    misses.append(f"{where}: the point at its centre is {probe['hit']}")
                    continue
                ActionChains(page).move_to_element(el).click().perform()
                hits = page.execute_script("return window.__hits.splice(0)")
                assert hits, f"{where}: no click arrived"
                if hits[-1]["target"] != where:
                    misses.append(f"{where}: the click went to {hits[-1]}")
                probed += 1
            page.execute_script("window.removeEventListener('click', window.__catch, true)")
            assert page.execute_script("return document.getElementById('table').dataset.version") == str(snap["version"])
            snap = play(page, rng, moves=1, board_share=1, native_every=1)[0]
        assert decisions >= 2, f"{game}: only {decisions} decisions with places on the board"
        assert probed and len(kinds) >= 2, f"{game}: places probed: {probed}, of kinds {sorted(kinds)}"
        assert not misses, f"{game}: {len(misses)} of {probed + len(misses)} places miss their click:\n" + "\n".join(misses[:20])
    finally:
        reset_viewport(page)


# ---------------------------------------------------------------- turn alerts

def test_the_title_and_favicon_say_when_it_is_my_turn(page: Any, server: Server) -> None:
    """Against a person playing through the API: while the seat decides, the title starts
    with "● Your turn" and the favicon carries the turn mark; otherwise neither. The turn
    arriving (not the page's opening) counts one alert, and rings when the sound is on."""
    gid = server.post("/games", {"game": "la-isla", "seats": 2, "seed": "5eed00b1"}, token=ADMIN)["id"]
    other = server.post(f"/games/{gid}/seats/1", {"player": "bob"})["token"]
    mine = server.post(f"/games/{gid}/seats/0", {"player": "alice"})["token"]
    sit(page, server, gid, 0, mine)
    # The sound, ticked in the preferences (it rings once as it is ticked).
    page.find_element(By.ID, "prefs-h").click()
    page.find_element(By.ID, "pref-sound").click()
    wait_for(page, "return document.getElementById('table').dataset.beeps === '1'", what="the sample beep")
    assert page.execute_script("return JSON.parse(localStorage.getItem('species-arena:prefs')).sound") is True

    def looks() -> dict[str, Any]:
        return dict(page.execute_script(
            "const r = document.getElementById('table');"
            "return {title: document.title, icon: document.querySelector('link[rel=icon]').getAttribute('href'),"
            " mine: r.dataset.myTurn === 'true', alerts: parseInt(r.dataset.turnAlerts || '0', 10), beeps: parseInt(r.dataset.beeps || '0', 10),"
            " version: parseInt(r.dataset.version, 10)}"))

    rng = random.Random(5)
    seen_mine = seen_other = 0
    alerts_at_open = looks()["alerts"]
    assert alerts_at_open == 0
    for _ in range(60):
        wait_for(page, "const r = document.getElementById('table'); return r.dataset.busy !== 'true' && r.dataset.ready === 'true'")
        state = server.get(f"/games/{gid}/state", mine)
        wait_for(page, "return document.getElementById('table').dataset.version === arguments[0]", str(state["version"]))
        wait_for(page, "return (document.getElementById('table').dataset.myTurn === 'true') === (document.title.startsWith('● Your turn'))",
                 what="the title following the turn")
        now = looks()
        if now["mine"]:
            seen_mine += 1
            assert now["title"].startswith("● Your turn — ") and now["title"].endswith("species-arena"), now
            assert now["icon"] == "/static/favicon-turn.svg", now
            if seen_other:
                break
            page.find_elements(By.CSS_SELECTOR, "#choices button.choice")[0].click()
            wait_for(page, "return parseInt(document.getElementById('table').dataset.version, 10) > arguments[0]", now["version"])
        else:
            seen_other += 1
            assert not now["title"].startswith("●") and now["icon"] == "/static/favicon.svg", now
            legal = server.get(f"/games/{gid}/legal-actions", other)
            if not legal["actions"]:
                time.sleep(0.1)
                continue
            server.post(f"/games/{gid}/actions", {"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}, other)
    final = looks()
    assert seen_mine >= 2 and seen_other >= 1, (seen_mine, seen_other)
    assert final["mine"] and final["alerts"] >= 1, final
    assert final["beeps"] == 1 + final["alerts"], final  # the sample, then one per turn
    assert re.match(r"^● Your turn — ", page.title)
    # The favicon the title points to is served.
    r = HTTP.get(f"{server.base}/static/favicon-turn.svg", timeout=10)
    assert r.status_code == 200 and r.headers["content-type"].startswith("image/svg+xml")


# ---------------------------------------------------------------- preferences

def assist(page: Any) -> dict[str, Any]:
    return dict(page.execute_script(
        "const b = document.getElementById('move-assist'); const r = document.getElementById('table');"
        "return {shown: !b.hidden, kind: b.dataset.kind || '', text: b.textContent, version: parseInt(r.dataset.version, 10),"
        " forced: parseInt(r.dataset.forcedSent || '0', 10)}"))


def test_confirm_before_sending_a_move(page: Any, server: Server) -> None:
    """Dominant Species' planning asks by default; Cancel sends nothing, Send sends the move.
    Unticking the planning preference sends at once; "Confirm each move" asks in any game."""
    gid, token = new_table(page, server, "dominant-species", seed="5eed00c1")
    snap = settled(page, 0)
    assert server.get(f"/games/{gid}/state", token)["pending"]["kind"] == "place_ap"
    first = page.find_elements(By.CSS_SELECTOR, "#choices button.choice")[0]
    label = first.text
    first.click()
    a = assist(page)
    assert a["shown"] and a["kind"] == "confirm" and label in a["text"], a
    time.sleep(0.6)
    assert server.get(f"/games/{gid}/state", token)["version"] == snap["version"], "sent before it was confirmed"
    page.find_element(By.ID, "confirm-cancel").click()
    assert not assist(page)["shown"]
    # Escape cancels too (the focus is on "Send").
    page.find_elements(By.CSS_SELECTOR, "#choices button.choice")[1].click()
    assert assist(page)["kind"] == "confirm" and page.switch_to.active_element.get_attribute("id") == "confirm-send"
    page.switch_to.active_element.send_keys("\ue00c")
    assert not assist(page)["shown"]
    time.sleep(0.3)
    assert server.get(f"/games/{gid}/state", token)["version"] == snap["version"]
    page.find_elements(By.CSS_SELECTOR, "#choices button.choice")[0].click()
    page.find_element(By.ID, "confirm-send").click()
    snap = settled(page, snap["version"])
    events = server.get(f"/games/{gid}/events", token)["events"]
    assert any(e["type"] == "ActionApplied" and e["seat"] == 0 and not e.get("bot") for e in events)

    # Planning no longer confirmed: a click sends.
    page.find_element(By.ID, "prefs-h").click()
    planning = page.find_element(By.ID, "pref-confirm-planning")
    assert planning.is_displayed() and planning.is_selected()
    planning.click()
    assert server.get(f"/games/{gid}/state", token)["pending"]["kind"] == "place_ap"
    page.find_elements(By.CSS_SELECTOR, "#choices button.choice")[0].click()
    assert not assist(page)["shown"]
    snap = settled(page, snap["version"])

    # "Confirm each move", on a La Isla table (where the planning box is not offered).
    gid2, token2 = new_table(page, server, "la-isla")
    assert not page.find_element(By.ID, "pref-confirm-planning-row").is_displayed()
    page.find_element(By.ID, "prefs-h").click()
    page.find_element(By.ID, "pref-confirm").click()
    snap2 = settled(page, 0)
    page.find_elements(By.CSS_SELECTOR, "#choices button.choice")[0].click()
    assert assist(page)["kind"] == "confirm"
    time.sleep(0.4)
    assert server.get(f"/games/{gid2}/state", token2)["version"] == snap2["version"]
    page.find_element(By.ID, "confirm-send").click()
    settled(page, snap2["version"])
    assert page.execute_script("return JSON.parse(localStorage.getItem('species-arena:prefs'))") == {
        "sound": False, "notify": False, "confirm": True, "confirmPlanning": False, "forced": False}


def test_play_my_forced_moves(page: Any, server: Server) -> None:
    """With "Play my forced moves", a lone pass is sent by the page after a visible delay,
    as the seat's own action (no bot); Cancel keeps it for the player to click. Without the
    preference nothing is sent. Evo's hand stays below the island throughout."""
    gid, token = new_table(page, server, "evo", seed="5eed00d1")
    rng = random.Random(8)
    snap = settled(page, 0)

    def lone_pass() -> bool:
        return bool(page.execute_script(
            "const b = document.querySelectorAll('#choices button.choice'); return b.length === 1 && /^Pass/i.test(b[0].textContent)"))

    def hand_below_map() -> None:
        ok = page.execute_script(
            "const m = document.querySelector('#board svg.evo-map'); const hand = [...document.querySelectorAll('#board .evo-box')].find(b => /hand/.test(b.textContent));"
            "return !hand || Boolean(m.compareDocumentPosition(hand) & Node.DOCUMENT_POSITION_FOLLOWING)")
        assert ok, "Evo's hand is drawn above the island"
        text = page.find_element(By.ID, "board").text
        assert not ("Step: gene auction" in text and "No auction open" in text), "the step and the auction panel disagree"

    # Without the preference: a lone pass waits for the player.
    for _ in range(80):
        hand_below_map()
        if snap.get("finished") or lone_pass():
            break
        snap = play(page, rng, moves=1, native_every=0)[0]
    assert lone_pass(), "no lone pass in 80 decisions"
    time.sleep(3.5)
    assert assist(page)["shown"] is False and server.get(f"/games/{gid}/state", token)["version"] == snap["version"]

    # The preference ticked: the page counts down, and Cancel stops it.
    page.find_element(By.ID, "prefs-h").click()
    page.find_element(By.ID, "pref-forced").click()
    wait_for(page, "return document.getElementById('move-assist').dataset.kind === 'forced'", what="the forced move announced")
    a = assist(page)
    assert "only choice" in a["text"] and "Sending it for you in" in a["text"], a
    page.find_element(By.ID, "forced-cancel").click()
    time.sleep(3.5)
    assert not assist(page)["shown"] and server.get(f"/games/{gid}/state", token)["version"] == snap["version"]
    # The preference stays for the next tables (and a reload of this one keeps it).
    page.refresh()
    wait_for_table(page)
    assert page.execute_script("return JSON.parse(localStorage.getItem('species-arena:prefs')).forced") is True
    wait_for(page, "return document.getElementById('move-assist').dataset.kind === 'forced'", what="the forced move announced again")
    page.find_element(By.ID, "forced-cancel").click()
    snap = play(page, rng, moves=1, native_every=1)[0]  # the player passes by hand

    # The next lone passes go by themselves.
    sent = 0
    for _ in range(120):
        if snap.get("finished") or sent >= 2:
            break
        hand_below_map()
        if lone_pass():
            before = snap["version"]
            wait_for(page, "return document.getElementById('move-assist').dataset.kind === 'forced'", what="the countdown")
            snap = settled(page, before)
            sent += 1
            ev = [e for e in server.get(f"/games/{gid}/events", token)["events"] if e["type"] == "ActionApplied" and e["version"] == before + 1]
            assert ev and ev[0]["seat"] == 0 and not ev[0].get("bot") and ev[0]["action"]["type"].startswith("pass"), ev
            continue
        snap = play(page, rng, moves=1, native_every=0)[0]
    assert sent >= 1, "no forced move sent"
    assert assist(page)["forced"] == sent


# ---------------------------------------------------------------- replay, favicon, countdown

def test_replay_says_which_version_and_names_seats_as_they_were(page: Any, server: Server) -> None:
    gid = server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"1": "greedy"}, "seed": "5eed00e1"}, token=ADMIN)["id"]
    token = server.post(f"/games/{gid}/seats/0", {"player": "alice"})["token"]  # taken after version 1
    sit(page, server, gid, 0, token)
    play(page, random.Random(2), moves=3, native_every=0)
    wait_for(page, "return document.getElementById('live-status').dataset.state === 'up'", what="the stream")
    latest = int(page.execute_script("return document.getElementById('table').dataset.latest"))
    page.find_element(By.ID, "replay-toggle").click()
    page.find_element(By.ID, "replay-first").click()
    wait_for(page, "const r = document.getElementById('table'); return r.dataset.busy !== 'true' && r.dataset.version === '1'", what="version 1")
    header = page.find_element(By.ID, "replay-status")
    assert header.is_displayed() and header.text == f"Replay — version 1 of {latest}", header.text
    assert not page.find_element(By.ID, "live-status").is_displayed(), "the header still says live"
    body = page.find_element(By.TAG_NAME, "body").text
    assert "open seat (you)" not in body
    row = page.find_element(By.CSS_SELECTOR, '#players tr[data-seat="0"]')
    assert "open seat" in row.text and "you" not in row.text.replace("open seat", ""), row.text
    page.find_element(By.ID, "replay-last").click()
    wait_for(page, "const r = document.getElementById('table'); return r.dataset.busy !== 'true' && r.dataset.version === arguments[0]", str(latest))
    assert header.text == f"Replay — version {latest} of {latest}"
    row = page.find_element(By.CSS_SELECTOR, '#players tr[data-seat="0"]')
    assert "guest:alice" in row.text and "you" in row.text
    page.find_element(By.ID, "replay-toggle").click()
    wait_for(page, "return document.getElementById('table').dataset.mode === 'live'")
    assert not header.is_displayed() and page.find_element(By.ID, "live-status").text == "live"


def test_the_favicon(page: Any, server: Server) -> None:
    ico = HTTP.get(f"{server.base}/favicon.ico", timeout=10)
    svg = HTTP.get(f"{server.base}/static/favicon.svg", timeout=10)
    assert ico.status_code == 200 and ico.headers["content-type"].startswith("image/svg+xml")
    assert ico.content == svg.content and b"<svg" in ico.content
    for path in ("/", f"/table/{server.post('/games', {'game': 'evo', 'seats': 3})['id']}"):
        page.get(f"{server.base}{path}")
        href = page.execute_script("const l = document.querySelector('link[rel=icon]'); return l && l.href")
        assert href == f"{server.base}/static/favicon.svg", (path, href)


def countdown_error(page: Any) -> float:
    """Seconds between what the countdown says and the deadline seen from this machine's
    clock (the server's, in these tests)."""
    el = wait_for(page, "return document.querySelector('#turn .countdown[data-seat=\"0\"]')", what="the countdown")
    m = re.fullmatch(r"(\d+):(\d\d) left", el.text)
    assert m, el.text
    shown = int(m[1]) * 60 + int(m[2])
    left = datetime.fromisoformat(el.get_attribute("data-deadline")).timestamp() - time.time()
    return shown - left


def test_the_countdown_stays_right_after_a_reload_and_in_a_background_tab(page: Any, server: Server) -> None:
    """A copy of the catalogue from the browser's cache (with the Date of the day it was
    stored) once taught the page a server clock seconds behind: after a reload the countdown
    read several seconds too many. It reads the deadline to within a second and a half."""
    gid = server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"1": "greedy"}, "clock": {"turn_seconds": 300}})["id"]
    try:
        token = server.post(f"/games/{gid}/seats/0", {"player": "clara"})["token"]
        sit(page, server, gid, 0, token)
        assert abs(countdown_error(page)) < 1.5
        time.sleep(5)  # the catalogue's copy in the browser's cache ages
        page.refresh()
        wait_for_table(page)
        wait_for(page, "return document.getElementById('live-status').dataset.state === 'up'", what="the stream")
        time.sleep(0.5)
        assert abs(countdown_error(page)) < 1.5, "the countdown after a reload"
        # The catalogue's copy (5 s old, from the cache) teaches the page nothing of the clock.
        off = page.execute_async_script("""
const done = arguments[arguments.length - 1];
import('/static/js/api.js').then(async (m) => {
  await m.api('GET', '/game-types/la-isla/catalogue', {cache: 'force-cache'});
  done(m.serverNow() - Date.now());
});
""")
        assert abs(off) < 1000, f"a cached answer moved the server's clock by {off} ms"
        # A frozen (background) tab, woken up: the countdown is right at once.
        page.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "frozen"})
        time.sleep(3)
        page.execute_cdp_cmd("Page.setWebLifecycleState", {"state": "active"})
        time.sleep(0.4)
        assert abs(countdown_error(page)) < 1.5, "the countdown after the tab slept"
        # The estimate itself: answers from a server 42 s ahead, slow or quick, teach 42 s.
        out = page.execute_async_script("""
const done = arguments[arguments.length - 1];
import('/static/js/api.js').then((m) => {
  m.resetServerTime();
  const ahead = 42000, res = [];
  let t = Date.now();
  for (const [rtt, at] of [[900, 0.1], [40, 0.7], [3000, 0.5], [15, 0.95], [120, 0.3]]) {
    const server = t + ahead + rtt * at;
    m.noteServerTime(new Date(Math.floor(server / 1000) * 1000).toUTCString(), t, t + rtt);
    res.push(m.serverNow() - Date.now());
    t += 777;
  }
  m.resetServerTime();
  m.noteServerTime(new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString(), Date.now() - 20, Date.now());
  res.push(m.serverNow() - Date.now());
  done(res);
});
""")
        assert all(40000 <= x <= 42100 for x in out[:5]), out
        assert out[-1] == 0, out  # clocks that agree: no correction at all
    finally:
        server.post(f"/games/{gid}/abandon", {}, ADMIN)


def test_a_notification_when_my_turn_comes_while_i_look_elsewhere(page: Any, server: Server) -> None:
    """The notification is asked for on the player's click (the browser's permission), and
    shown when the turn arrives while the table's tab is in the background."""
    page.execute_cdp_cmd("Browser.grantPermissions", {"permissions": ["notifications"], "origin": server.base})
    try:
        gid = server.post("/games", {"game": "la-isla", "seats": 2, "seed": "5eed00f1"}, token=ADMIN)["id"]
        other = server.post(f"/games/{gid}/seats/1", {"player": "bob"})["token"]
        mine = server.post(f"/games/{gid}/seats/0", {"player": "alice"})["token"]
        sit(page, server, gid, 0, mine)
        page.find_element(By.ID, "prefs-h").click()
        page.find_element(By.ID, "pref-notify").click()
        wait_for(page, "const p = JSON.parse(localStorage.getItem('species-arena:prefs') || '{}'); return p.notify === true", what="the preference kept")
        rng = random.Random(3)
        # Alice decides until it is Bob's turn alone.
        for _ in range(20):
            wait_for(page, "const r = document.getElementById('table'); return r.dataset.busy !== 'true' && r.dataset.ready === 'true'")
            time.sleep(0.3)
            if page.execute_script("return document.getElementById('table').dataset.myTurn !== 'true'"):
                break
            v = int(page.execute_script("return document.getElementById('table').dataset.version"))
            page.find_elements(By.CSS_SELECTOR, "#choices button.choice")[0].click()
            wait_for(page, "return parseInt(document.getElementById('table').dataset.version, 10) > arguments[0]", v)
        assert page.execute_script("return document.getElementById('table').dataset.myTurn") == "false"
        table = page.current_window_handle
        page.switch_to.new_window("tab")  # the table's tab goes to the background
        try:
            for _ in range(30):
                legal = server.get(f"/games/{gid}/legal-actions", other)
                if not legal["actions"]:
                    break
                server.post(f"/games/{gid}/actions", {"action": rng.choice(legal["actions"]), "expected_version": legal["version"]}, other)
            time.sleep(1.5)
        finally:
            page.close()
            page.switch_to.window(table)
        wait_for(page, "return parseInt(document.getElementById('table').dataset.notified || '0', 10) >= 1", what="a notification")
        assert page.execute_script("return document.getElementById('table').dataset.myTurn") == "true"
    finally:
        page.execute_cdp_cmd("Browser.resetPermissions", {})
