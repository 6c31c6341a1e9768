"""The player feed in the browser (issue 27, item 2): the lobby follows the signed-in
player's notifications live over a stream ticket (the key never in a URL) and shows
"Your turn in game ..." as they happen, and the page title counts the games waiting for
the player. Each step is checked against the REST answers it stands for."""

from __future__ import annotations

from typing import Any

from tests.browser.harness import ADMIN, Server, page_errors, wait_for
from tests.browser.test_players_pages import sign_up, urls_seen


def waiting(server: Server, key: str) -> int:
    return len(server.get("/players/me/games", key, turn="mine")["games"])


def test_the_lobby_shows_my_turns_live_and_counts_them_in_the_title(page: Any, server: Server) -> None:
    key = sign_up(page, server, "Fenna")
    wait_for(page, "return document.getElementById('lobby').dataset.feedOpen === 'true'", what="the feed open")
    assert not page.title.startswith("(")
    title = next(t["title"] for t in server.get("/game-types") if t["name"] == "la-isla")
    games = []
    for n in (1, 2):
        gid = server.post("/games", {"game": "la-isla", "seats": 2, "bots": {"1": "greedy"}})["id"]
        server.post(f"/games/{gid}/seats/0", {}, key)  # the game starts: Fenna's turn
        games.append(gid)
        item = wait_for(page, "return document.querySelector('#feed li[data-type=\"your-turn\"][data-game=\"'"
                              " + arguments[0] + '\"]')", gid, what=f"your turn in game {n}")
        note = server.get("/players/me/notifications", key)["notifications"][-1]
        assert note["game"] == gid and note["type"] == "your-turn"
        assert item.text.startswith(f"Your turn in game {title} ({gid[:8]})") and note["prompt"] in item.text
        assert item.get_attribute("data-id") == note["id"]
        wait_for(page, "return document.title.startsWith(arguments[0])", f"({n}) ", what=f"the title counting {n}")
        assert waiting(server, key) == n
    # The admin abandons the first game: the news says so and the title counts one.
    server.post(f"/games/{games[0]}/abandon", {}, ADMIN)
    gone = wait_for(page, "return document.querySelector('#feed li[data-type=\"game-abandoned\"]')", what="the abandonment")
    told = [n for n in server.get("/players/me/notifications", key)["notifications"] if n["type"] == "game-abandoned"]
    assert len(told) == 1 and gone.text == f"Game {title} ({games[0][:8]}) was abandoned: {told[0]['reason']}"
    wait_for(page, "return document.title.startsWith('(1) ')", what="the title counting one")
    assert waiting(server, key) == 1
    # The news is newest first and links each game's table.
    first = page.execute_script("return document.querySelector('#feed li').dataset.type")
    assert first == "game-abandoned"
    link = gone.find_element("css selector", "a").get_attribute("href")
    assert link.endswith(f"/table/{games[0]}")
    assert all("sap_" not in u for u in urls_seen(page)), "the key went into a URL"
    assert page_errors(page) == []
