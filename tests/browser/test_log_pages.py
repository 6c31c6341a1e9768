"""The table's log, its rules links and its error pages in a real browser (issue 30,
items 1, 3 and 5): a finished game of each game reads without a code, one seat per entry,
grouped by round; the filters show a seat's own entries and the scoring ones; an entry
opens into its effects; the prompt's rule link opens the rules page at the section's
anchor; a bad or unknown game id is an HTML page with the way back to the lobby."""

from __future__ import annotations

import re
import time
import uuid
from typing import Any

import pytest
from selenium.webdriver.common.by import By

from tests.browser.harness import ADMIN, Server, wait_for, wait_for_table

CODES = [re.compile(p) for p in (r"[A-Z]{2,}-\d", r"L\d-\d{3}", r"[A-Z_]{4,}\(", r"\(\s*-?\d+\s*,\s*-?\d+\s*\)",
                                 r"\br\d+c\d+\b", r"\bP\d+[MO]\d+\b", r"\b[a-z]+_[a-z_]+\b")]


def finished_game(server: Server, game: str, seats: int) -> tuple[str, str]:
    """A game played to its end by random bots on seats 1.., seat 0 by this test over REST.
    Its seed is fixed (the admin's), so the same game is played every run: with a seed of the
    server's choosing, a Dominant Species game's recent past held its few scoring entries at
    its far end in some runs, and the scoring filter below had nothing to show."""
    import random

    gid = server.post("/games", {"game": game, "seats": seats, "bots": {str(s): "random" for s in range(1, seats)},
                                 "seed": "5eed"}, ADMIN)["id"]
    token = server.post(f"/games/{gid}/seats/0", {"player": "alice"})["token"]
    rng = random.Random(3)
    for _ in range(5000):
        state = server.get(f"/games/{gid}/state", token)
        if state["finished"]:
            return gid, token
        if 0 not in state["pending"]["seats"]:
            server.get(f"/games/{gid}/state", wait_for_version=state["version"] + 1, wait_seconds=30)
            continue
        legal = server.get(f"/games/{gid}/legal-actions", token)
        server.post(f"/games/{gid}/actions", {"action": rng.choice(legal["actions"]), "expected_version": state["version"]}, token)
    raise AssertionError("the game did not end")


def open_table(page: Any, server: Server, gid: str, token: str | None) -> None:
    if token:
        page.execute_script("localStorage.setItem(arguments[0], JSON.stringify({seat: 0, token: arguments[1]}))",
                            f"species-arena:seat:{gid}", token)
    page.get(f"{server.base}/table/{gid}")
    wait_for_table(page)


@pytest.mark.parametrize(("game", "seats"), [("dominant-species", 2), ("evo", 3), ("la-isla", 2)])
def test_the_log_of_a_finished_game_reads_without_codes(page: Any, server: Server, game: str, seats: int) -> None:
    gid, token = finished_game(server, game, seats)
    state = server.get(f"/games/{gid}/state")
    after = max(0, state["version"] - 50)
    # The last decision is the last ActionApplied in the history; the timeline is a read
    # model that follows the history, so it is read once it has caught up.
    last = [e["version"] for e in server.get(f"/games/{gid}/events", after=after)["events"]
            if e["type"] == "ActionApplied"][-1]
    for _ in range(600):
        if server.get(f"/games/{gid}/timeline", after=after)["entries"][-1]["version"] == last:
            break
        time.sleep(0.05)
    else:
        raise AssertionError(f"the timeline did not reach version {last}")
    open_table(page, server, gid, token)
    # The whole recent log is drawn: the newest entry is the last decision, and the list
    # has been trimmed to the recent past (the table draws the last 300 entries).
    settled = ("const li = document.querySelector('#timeline li.log-entry');"
               " return !!li && li.dataset.version === arguments[0]"
               " && document.querySelectorAll('#timeline li.log-entry, #timeline li.seat-event').length <= 300")
    wait_for(page, settled, str(last), what="the log up to the last decision")
    time.sleep(1.0)
    wait_for(page, settled, str(last), what="the log, settled")
    texts = page.execute_script(
        "return [...document.querySelectorAll('#timeline li.log-entry')].map((li) => li.textContent)")
    assert texts and all(t.strip() for t in texts)
    bad = [(p.pattern, t) for t in texts for p in CODES if p.search(t)]
    assert not bad, bad[:5]
    assert not [t for t in texts if t.strip().endswith(": moved.")]
    headings = page.execute_script("return [...document.querySelectorAll('#timeline li.log-heading')].map((li) => li.textContent)")
    assert headings and all(h.startswith("Round ") for h in headings), headings[:5]
    if game == "evo":
        # Runs of passes ("plays no card") are condensed into one line that lists them all.
        runs = page.execute_script("return [...document.querySelectorAll('#timeline li.log-quiet')]"
                                   ".map((li) => [Number(li.dataset.count || 1), li.querySelectorAll('.log-effects li').length])")
        assert any(n >= 2 for n, _ in runs), runs[:10]
        assert all(n == shown for n, shown in runs), "every pass of a run is listed in it"
    # Every entry is one seat's, and names it.
    seats_of = page.execute_script("return [...document.querySelectorAll('#timeline li.log-entry')].map((li) => li.dataset.seat)")
    assert all(s is not None and s.isdigit() for s in seats_of)

    # The filters: mine shows only entries that concern seat 0; scoring only those with points.
    def shown() -> list[Any]:
        return page.execute_script(
            "return [...document.querySelectorAll('#timeline li.log-entry')].filter((li) => li.offsetParent !== null)"
            ".map((li) => [li.classList.contains('log-mine'), li.classList.contains('log-scoring')])")

    every = len(shown())
    page.find_element(By.CSS_SELECTOR, '#log-filters button[data-filter="mine"]').click()
    mine = shown()
    assert mine and all(m for m, _ in mine) and len(mine) < every
    page.find_element(By.CSS_SELECTOR, '#log-filters button[data-filter="scoring"]').click()
    scoring = shown()
    assert scoring and all(s for _, s in scoring) and len(scoring) < every
    page.find_element(By.CSS_SELECTOR, '#log-filters button[data-filter="all"]').click()
    assert len(shown()) == every

    # An entry opens into its effects.
    entry = page.find_element(By.CSS_SELECTOR, "#timeline li.log-entry details")
    effects = entry.find_elements(By.CSS_SELECTOR, ".log-effects li")
    assert effects and not effects[0].is_displayed()
    entry.find_element(By.TAG_NAME, "summary").click()
    assert effects[0].is_displayed() and effects[0].text.strip()


def test_a_rule_opens_from_the_table(page: Any, server: Server) -> None:
    """The prompt of a pending decision links to its rules section; the page opens at it."""
    gid = server.post("/games", {"game": "dominant-species", "seats": 2, "bots": {"1": "random"}})["id"]
    token = server.post(f"/games/{gid}/seats/0", {"player": "alice"})["token"]
    open_table(page, server, gid, token)
    legal = server.get(f"/games/{gid}/legal-actions", token)
    link = wait_for(page, "return document.getElementById('prompt-rule')", what="the prompt's rule link")
    assert link.get_attribute("href").endswith(legal["rule_url"]) and legal["rule"] in link.text
    assert page.find_element(By.ID, "choices-rule").get_attribute("href").endswith(legal["rule_url"])
    assert page.find_element(By.ID, "rules-link").get_attribute("href").endswith("/rules/dominant-species")
    table = page.current_window_handle
    link.click()
    wait_for(page, "return true", what="a tab")
    for _ in range(50):
        if len(page.window_handles) > 1:
            break
        time.sleep(0.1)
    page.switch_to.window([w for w in page.window_handles if w != table][0])
    try:
        anchor = legal["rule_url"].split("#")[1]
        heading = wait_for(page, "return document.getElementById(arguments[0])", anchor, what="the rule's section")
        assert heading.tag_name in ("h2", "h3", "h4") and legal["rule"].lstrip("§") in heading.text
        assert page.execute_script("return location.hash") == f"#{anchor}"
        # Every card link of the table resolves too.
        cards = page.execute_script("return document.querySelectorAll('h1, h2, h3, h4').length")
        assert cards > 30
    finally:
        page.close()
        page.switch_to.window(table)
    card_link = page.find_element(By.ID, "cards-rule-link").get_attribute("href")
    page.get(card_link)
    assert page.execute_script("return !!document.getElementById(location.hash.slice(1))")


@pytest.mark.parametrize(("game", "seats"), [("dominant-species", 2), ("evo", 3), ("la-isla", 2)])
def test_a_card_on_the_board_names_its_rule(page: Any, server: Server, game: str, seats: int) -> None:
    """Pointing at a card on the board (a Dominance card, a card of the viewer's hand) names
    it under the board with a link to the rules section of the game's cards, which exists."""
    from selenium.webdriver.common.action_chains import ActionChains

    gid = server.post("/games", {"game": game, "seats": seats})["id"]
    token = server.post(f"/games/{gid}/seats/0", {"player": "alice"})["token"]
    for s in range(1, seats):
        server.post(f"/games/{gid}/seats/{s}", {"player": f"p{s}"})
    open_table(page, server, gid, token)
    cards = wait_for(page, "const c = document.querySelectorAll('#board [data-target^=\"card:\"]'); return c.length ? c : null",
                     what="a card on the board")
    card = cards[0]
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", card)
    ActionChains(page).move_to_element(card).perform()
    strip = wait_for(page, "const s = document.getElementById('card-rule'); return s && !s.hidden && s", what="the card's rule")
    assert strip.get_attribute("data-card") == card.get_attribute("data-target").split(":", 1)[1]
    assert strip.text.strip() and "Rules for this card" in strip.text
    href = page.find_element(By.ID, "card-rule-link").get_attribute("href")
    assert f"/rules/{game}#sec-" in href
    page.get(href)
    assert page.execute_script("return !!document.getElementById(location.hash.slice(1))")


@pytest.mark.parametrize("path", ["/table/no-such-game", f"/table/{uuid.UUID(int=12345)}", "/rules/no-such-game"])
def test_a_page_address_naming_nothing_is_a_page_with_the_way_back(page: Any, server: Server, path: str) -> None:
    page.get(f"{server.base}{path}")
    assert page.find_element(By.TAG_NAME, "h1").text
    assert "{" not in page.find_element(By.TAG_NAME, "body").text, "no problem JSON"
    page.find_element(By.ID, "back-to-lobby").click()
    wait_for(page, "return location.pathname === '/' && !!document.getElementById('create-form') || location.pathname === '/'",
             what="the lobby")
