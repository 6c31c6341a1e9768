"""Undo in the browser (issue 28): a newcomer misclicks in a Dominant Species planning
phase and takes it back with the table's Undo button; the board redraws as it was, the
timeline names the undo and marks the move taken back, and the button says why it is off
once another player has acted."""

from __future__ import annotations

from typing import Any

from selenium.webdriver.common.by import By

from tests.browser.harness import Server, confirm_if_asked, wait_for, wait_for_table


def sit(page: Any, server: Server, gid: str, seat: int, token: str) -> None:
    page.execute_script("localStorage.setItem(arguments[0], JSON.stringify({seat: arguments[1], token: arguments[2]}))",
                        f"species-arena:seat:{gid}", seat, token)
    page.get(f"{server.base}/table/{gid}")
    wait_for_table(page)


def board_svg(page: Any) -> str:
    return str(page.execute_script("return document.getElementById('board').innerHTML"))


def test_a_planning_misclick_is_taken_back_with_the_undo_button(page: Any, server: Server) -> None:
    created = server.post("/games", {"game": "dominant-species", "seats": 2})
    gid = created["id"]
    tokens = [server.post(f"/games/{gid}/seats/{s}", {"player": f"newcomer{s}"})["token"] for s in range(2)]
    state = server.get(f"/games/{gid}/state", tokens[0])
    me = state["pending"]["seat"]
    assert state["progress"]["phase"] == "planning"
    sit(page, server, gid, me, tokens[me])
    wait_for(page, "return document.getElementById('table').dataset.myTurn === 'true'", what="the first decision")
    before_version = state["version"]
    before_board = board_svg(page)
    undo = page.find_element(By.ID, "undo")
    assert undo.is_displayed() and not undo.is_enabled()  # nothing to take back yet
    # Why: the server's reason, which the table asks for once the decision is shown.
    wait_for(page, "return document.getElementById('undo-why').textContent.includes('no decision to take back')",
             what="the reason there is nothing to take back")

    # The misclick: the first choice in the list (placing an action pawn), sent (Dominant
    # Species' planning asks to confirm a placement by default; the newcomer confirms).
    page.find_element(By.CSS_SELECTOR, "#choices button.choice").click()
    confirm_if_asked(page)
    wait_for(page, "return parseInt(document.getElementById('table').dataset.version, 10) > arguments[0]",
             before_version, what="the placement drawn")
    assert board_svg(page) != before_board
    wait_for(page, "const b = document.getElementById('undo'); return !b.disabled && b.dataset.decisions === '1'",
             what="the Undo button offering one decision")
    assert "takes back 1 decision" in page.find_element(By.ID, "undo").text

    page.find_element(By.ID, "undo").click()
    wait_for(page, "return parseInt(document.getElementById('table').dataset.version, 10) === arguments[0] + 2 &&"
                   " document.getElementById('table').dataset.myTurn === 'true'",
             before_version, what="the board as it was before the placement")
    after = server.get(f"/games/{gid}/state", tokens[me])
    assert after["version"] == before_version + 2
    assert after["pending"] == state["pending"] and after["view"] == state["view"]
    wait_for(page, "return document.getElementById('board').innerHTML === arguments[0]", before_board,
             what="the board redrawn as before")
    # The timeline names the undo and marks the placement as taken back.
    text = wait_for(page, "const li = document.querySelector('#timeline li[data-undo=\"true\"]'); return li && li.innerText",
                    what="the undo in the timeline")
    assert f"newcomer{me} took back 1 decision" in text
    wait_for(page, "return document.querySelector('#timeline li[data-undone=\"true\"][data-version=\"' + arguments[0] + '\"]')",
             str(before_version + 1), what="the placement marked as taken back")

    # Once the other player has acted, the button is off and says why.
    page.find_element(By.CSS_SELECTOR, "#choices button.choice").click()
    confirm_if_asked(page)
    wait_for(page, "return parseInt(document.getElementById('table').dataset.version, 10) === arguments[0] + 3",
             before_version, what="the placement made again")
    other = 1 - me
    st = server.get(f"/games/{gid}/state", tokens[other])
    legal = server.get(f"/games/{gid}/legal-actions", tokens[other])
    server.post(f"/games/{gid}/actions", {"action": legal["actions"][0], "expected_version": st["version"]}, tokens[other])
    wait_for(page, "const b = document.getElementById('undo'); return b.disabled &&"
                   " document.getElementById('undo-why').textContent.includes('has acted since')",
             what="Undo off: the other player has acted")
