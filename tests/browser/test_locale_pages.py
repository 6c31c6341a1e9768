"""The pages in the reader's language, in a real browser: a game played to its end by
clicking, in Greek (Chromium's own language is Greek: the pages start in it by themselves)
and in Russian (chosen by clicking the language switch in the lobby), each checked for the
page's words in that language, `<html lang>`, `?lang=` on every API request, and for no
message id (`web-...`) and no `{`/`}` placeholder left anywhere on the page; and the switch
keeps a table's seat and replay position."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from tests.browser.harness import (
    Server,
    board_matches,
    create_from_lobby,
    new_driver,
    open_lobby,
    play,
    stored_seat,
    wait_for,
    wait_for_table,
)

#: Words of each language's page, as web.ftl has them (a change there must change these).
WORDS = {
    "el": {"switch": "Ελληνικά", "replay": "Επανάληψη", "over": "Το παιχνίδι τελείωσε.", "create": "Δημιουργία παιχνιδιού",
           "timeline": "Χρονολόγιο", "result": "Τελική κατάταξη", "winner": "νικητής", "verified": "επαληθεύτηκε",
           "version": "Έκδοση 1 από", "back": "Πίσω στο ταμπλό"},
    "ru": {"switch": "Русский", "replay": "Повтор", "over": "Игра окончена.", "create": "Создать игру",
           "timeline": "Хроника", "result": "Итоговые места", "winner": "победитель", "verified": "Проверка пройдена",
           "version": "Версия 1 из", "back": "Вернуться к столу"},
}


def leftovers(driver: Any) -> list[str]:
    """Message ids and Fluent placeholders left in what the page shows, its attributes that
    a person reads (labels, placeholders, tooltips) and the board's tooltips."""
    text = driver.execute_script("""
      const parts = [document.body.innerText, document.title];
      for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [aria-valuetext]'))
        for (const a of ['aria-label', 'placeholder', 'title', 'aria-valuetext']) if (el.hasAttribute(a)) parts.push(el.getAttribute(a));
      for (const t of document.querySelectorAll('#board title')) parts.push(t.textContent);
      return parts.join('\\n');""")
    found = re.findall(r"\bweb-[a-z0-9-]+", text)
    found += [m for m in re.findall(r".{0,30}[{}].{0,30}", text)]
    return found


def api_requests(driver: Any) -> list[str]:
    """The addresses of the API requests the page made (fetch and event streams)."""
    return list(driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name)"
        ".filter(u => /^\\/(games|game-types|players|leaderboard)(\\/|$)/.test(new URL(u).pathname))"))


def check_language(driver: Any, locale: str) -> None:
    words = WORDS[locale]
    assert driver.execute_script("return document.documentElement.lang") == locale
    switch = Select(driver.find_element(By.ID, "lang-switch"))
    assert switch.first_selected_option.text == words["switch"]
    assert [o.text for o in switch.options] == ["English", "Ελληνικά", "Magyar", "Русский"]
    assert driver.execute_script("return localStorage.getItem('species-arena:lang')") in (None, locale)
    left = leftovers(driver)
    assert left == [], f"{locale}: ids or placeholders on the page: {left[:10]}"
    requests = api_requests(driver)
    assert requests, "no API request seen"
    untagged = [u for u in requests if f"lang={locale}" not in u]
    assert untagged == [], f"API requests without ?lang={locale}: {untagged[:5]}"


def play_in(driver: Any, server: Server, locale: str, game: str, seats: int, bots: dict[int, str], seed: int) -> None:
    words = WORDS[locale]
    gid = create_from_lobby(driver, server.base, game, seats, bots, "alice")
    seat = stored_seat(driver, gid)
    assert seat is not None and seat["seat"] == 0
    check_language(driver, locale)
    _, stats = play(driver, random.Random(seed))
    print(f"{game} in {locale}: {stats}")
    assert stats.board_clicks > 0 and stats.list_clicks > 0, stats
    state = server.get(f"/games/{gid}/state", seat["token"])
    assert state["finished"]
    wait_for(driver, "return document.getElementById('table').dataset.version === arguments[0]", str(state["version"]),
             what="the final version on the page")
    same, _, _ = board_matches(driver, state, seat["seat"])
    assert same, "the board differs from the page's own renderer on the REST state"
    assert driver.find_element(By.ID, "prompt").text == words["over"]
    assert driver.find_element(By.ID, "replay-toggle").text == words["replay"]
    assert driver.find_element(By.ID, "timeline-h").text == words["timeline"]
    assert driver.find_element(By.ID, "result-h").text == words["result"]
    ranking = driver.find_elements(By.CSS_SELECTOR, "#ranking li")
    assert [int(li.get_attribute("data-seat")) for li in ranking] == state["outcome"]["ranking"]
    first = ranking[0]
    assert words["winner"] in first.text
    wait_for(driver, "return document.querySelectorAll('#timeline li.log-entry').length > 3", what="the timeline")
    check_language(driver, locale)
    # The replay in the same language: the first version, and the audit.
    driver.find_element(By.ID, "replay-toggle").click()
    wait_for(driver, "return document.getElementById('table').dataset.mode === 'replay'", what="the replay")
    driver.find_element(By.ID, "replay-first").click()
    wait_for(driver, "const r = document.getElementById('table'); return r.dataset.busy !== 'true' && r.dataset.version === '1'",
             what="version 1")
    assert words["version"] in driver.find_element(By.ID, "replay-where").text
    wait_for(driver, "return document.getElementById('audit').dataset.verified === 'true'", what="the audit", timeout=60)
    assert words["verified"] in driver.find_element(By.ID, "audit").text
    assert driver.find_element(By.ID, "replay-toggle").text == words["back"]
    check_language(driver, locale)


@pytest.fixture
def greek_browser(server: Server) -> Iterator[Any]:
    """A Chromium whose own language is Greek, on this server's origin with nothing stored."""
    driver = new_driver(lang="el-GR")
    try:
        driver.get(f"{server.base}/static/css/arena.css")
        driver.execute_script("localStorage.clear()")
        yield driver
    finally:
        driver.quit()


def test_la_isla_played_to_the_end_in_greek(greek_browser: Any, server: Server) -> None:
    driver = greek_browser
    assert driver.execute_script("return navigator.languages[0]").startswith("el")
    open_lobby(driver, server.base)
    # Nothing stored: the browser's language (el-GR → el) decides.
    assert driver.execute_script("return document.documentElement.lang") == "el"
    assert driver.find_element(By.ID, "create").text == WORDS["el"]["create"]
    assert driver.title == "species-arena — αίθουσα αναμονής"
    check_language(driver, "el")
    play_in(driver, server, "el", "la-isla", 2, {1: "greedy"}, seed=11)


def test_evo_played_to_the_end_in_russian_chosen_with_the_switch(page: Any, server: Server) -> None:
    open_lobby(page, server.base)
    assert page.execute_script("return document.documentElement.lang") == "en"
    assert page.find_element(By.ID, "create").text == "Create game"
    Select(page.find_element(By.ID, "lang-switch")).select_by_visible_text("Русский")
    wait_for(page, "return document.documentElement.lang === 'ru' && document.getElementById('lobby').dataset.ready === 'true'",
             what="the lobby in Russian")
    assert page.execute_script("return localStorage.getItem('species-arena:lang')") == "ru"
    assert page.find_element(By.ID, "create").text == WORDS["ru"]["create"]
    check_language(page, "ru")
    play_in(page, server, "ru", "evo", 3, {1: "greedy", 2: "random"}, seed=4)


def test_the_switch_keeps_the_table_seat_and_replay_position(page: Any, server: Server) -> None:
    gid = create_from_lobby(page, server.base, "la-isla", 2, {1: "greedy"}, "hanna")
    seat = stored_seat(page, gid)
    play(page, random.Random(2), moves=3)
    page.find_element(By.ID, "replay-toggle").click()
    wait_for(page, "return document.getElementById('table').dataset.mode === 'replay'", what="the replay")
    page.find_element(By.ID, "replay-first").click()
    wait_for(page, "const r = document.getElementById('table'); return r.dataset.busy !== 'true' && r.dataset.version === '1'",
             what="version 1")
    Select(page.find_element(By.ID, "lang-switch")).select_by_visible_text("Magyar")
    wait_for(page, "return document.documentElement.lang === 'hu'", what="the page in Hungarian")
    wait_for_table(page)
    wait_for(page, "const r = document.getElementById('table'); return r.dataset.mode === 'replay' && r.dataset.version === '1'",
             what="the same replay version after the switch")
    assert "#replay=1" in page.current_url
    assert stored_seat(page, gid) == seat
    assert page.find_element(By.ID, "you").text.startswith("Te: ")
    assert page.find_element(By.ID, "replay-toggle").text == "Vissza a táblához"
    assert leftovers(page) == []
