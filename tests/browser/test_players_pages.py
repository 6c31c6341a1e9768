"""Players in the browser: signing up in the lobby (the key kept in localStorage, never in a
URL), playing a rated game against a bot to the end, and seeing the rating in the
leaderboard (with its chart) and the game in "My games"; using the key in another
browser profile. Each step is checked against the REST answers it stands for."""

from __future__ import annotations

import json
import random
from typing import Any

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from tests.browser.harness import Server, create_from_lobby, open_lobby, page_errors, play, stored_seat, wait_for


def sign_up(page: Any, server: Server, name: str) -> str:
    open_lobby(page, server.base)
    assert page.find_element(By.ID, "signed-out").is_displayed()
    assert not page.find_element(By.ID, "my-games-card").is_displayed()
    page.find_element(By.ID, "sign-up-name").send_keys(name)
    page.find_element(By.ID, "sign-up-button").click()
    wait_for(page, "return document.getElementById('lobby').dataset.player === arguments[0]", name, what="signed in")
    shown_key = page.find_element(By.ID, "new-key-text").text
    stored = json.loads(page.execute_script("return localStorage.getItem('species-arena:me')"))
    assert stored == {"name": name, "key": shown_key} and shown_key.startswith("sap_")
    assert page.find_element(By.ID, "me-name").text == name
    assert server.get("/players/me", shown_key)["name"] == name
    return shown_key


def urls_seen(page: Any) -> list[str]:
    return [page.current_url, *page.execute_script("return performance.getEntries().map(e => e.name)")]


def board_row(page: Any, name: str) -> Any:
    return wait_for(page, "return document.querySelector('#leaderboard tbody tr[data-player=\"' + arguments[0] + '\"]')",
                    name, what=f"{name} in the leaderboard")


def test_sign_up_play_a_rated_game_against_a_bot_and_see_the_rating(page: Any, server: Server) -> None:
    key = sign_up(page, server, "Rosa")
    gid = create_from_lobby(page, server.base, "la-isla", 2, {1: "greedy"}, None)
    seat = stored_seat(page, gid)
    assert seat is not None and seat["seat"] == 0 and seat["token"] != key
    state = server.get(f"/games/{gid}/state", key)
    assert state["players"] == ["Rosa", None] and state["viewer"]["seat"] == 0
    assert all("sap_" not in u for u in urls_seen(page)), "the key went into a URL"

    snap, _ = play(page, random.Random(26), board_share=0.3, native_every=0)
    assert snap.get("finished")
    final = server.get(f"/games/{gid}/state")
    assert final["finished"]
    record = server.get("/players/Rosa", wait_for=server.get("/health")["position"])["stats"][0]
    assert record["played"] == 1 and record["rating"]["games"] == 1
    assert [p["game_id"] for p in record["history"]] == [gid]
    won = 0 in final["outcome"]["winners"]
    assert record["won"] == (1 if won else 0)
    # A first win raises the rating above a new player's (ordinal 0), a loss lowers it.
    assert (record["rating"]["rating"] > 0) if won else (record["rating"]["rating"] < 0)

    # The lobby: the leaderboard by rating, with Rosa's chart, and the game in My games.
    open_lobby(page, server.base)
    Select(page.find_element(By.ID, "board-game")).select_by_value("la-isla")
    row = board_row(page, "Rosa")
    assert float(row.get_attribute("data-rating")) == record["rating"]["rating"]
    assert f"{record['rating']['rating']:.1f}" in row.text and f"{record['won']} of 1" in row.text
    bot = board_row(page, "bot:greedy")
    ranks = page.execute_script("return Array.from(document.querySelectorAll('#leaderboard tbody tr')).map(r => r.dataset.player)")
    assert ranks == sorted(["Rosa", "bot:greedy"], key=lambda p: -float(board_row(page, p).get_attribute("data-rating")))
    assert bot.get_attribute("data-games") == "1"
    points = page.execute_script("const l = arguments[0].querySelector('svg.spark polyline');"
                                 " return l ? l.getAttribute('points').split(' ').length : 0", row)
    assert points == 1
    label = row.find_element(By.CSS_SELECTOR, "svg.spark").get_attribute("aria-label")
    assert "1 rated games" in label and f"{record['rating']['rating']:.1f}" in label
    mine = wait_for(page, "return document.querySelector('#my-games li[data-game=\"' + arguments[0] + '\"]')", gid,
                    what="the game in My games")
    title = next(t["title"] for t in server.get("/game-types") if t["name"] == "la-isla")
    assert mine.get_attribute("data-my-turn") == "false" and title in mine.text and "Final table" in mine.text
    assert page_errors(page) == []


def test_use_my_key_signs_in_and_lists_the_games_waiting_for_me_first(page: Any, server: Server) -> None:
    out = server.post("/players", {"name": "Ulla"})
    key = out["key"]
    waiting = server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"1": "greedy"}})["id"]
    server.post(f"/games/{waiting}/seats/0", {}, key)
    open_lobby(page, server.base)
    page.find_element(By.ID, "use-key-text").send_keys("sap_not-a-key")
    page.find_element(By.ID, "use-key-button").click()
    wait_for(page, "return document.getElementById('errors').textContent.includes('refused')", what="a bad key refused")
    assert page.execute_script("return localStorage.getItem('species-arena:me')") is None
    box = page.find_element(By.ID, "use-key-text")
    box.clear()
    box.send_keys(key)
    page.find_element(By.ID, "use-key-button").click()
    wait_for(page, "return document.getElementById('lobby').dataset.player === 'Ulla'", what="signed in with the key")
    first = wait_for(page, "return document.querySelector('#my-games li')", what="My games")
    assert first.get_attribute("data-game") == waiting and first.get_attribute("data-my-turn") == "true"
    listed = server.get("/players/me/games", key)["games"][0]
    assert listed["prompt"] and listed["prompt"] in first.text
    # Its link opens the table as Ulla's seat (no seat token in this browser: the key holds it).
    first.find_element(By.CSS_SELECTOR, "a").click()
    wait_for(page, "return document.getElementById('table')?.dataset.myTurn === 'true'", what="Ulla's decision at the table")
    assert all("sap_" not in u for u in urls_seen(page))
    page.get(f"{server.base}/")
    wait_for(page, "return document.getElementById('lobby')?.dataset.ready === 'true'", what="the lobby")
    page.find_element(By.ID, "sign-out").click()
    assert page.execute_script("return localStorage.getItem('species-arena:me')") is None
    assert page.find_element(By.ID, "signed-out").is_displayed()
