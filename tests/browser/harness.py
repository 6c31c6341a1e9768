"""Driving the pages in a real browser: a ``species-arena serve`` process on a free
loopback port with a temporary SQLite file, Debian's headless Chromium through its
chromedriver (Selenium 4, with explicit paths: Selenium Manager never runs, nothing is
downloaded), and the steps a person takes: create a game from the lobby form, take a seat,
click choices on the board or in the list, open the replay.

Shared by the tests (tests/browser/), ``make screenshots`` (tests/browser/screenshots.py)
and the benchmark (benches/test_browser.py)."""

from __future__ import annotations

import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

CHROMIUM = os.environ.get("SPECIES_ARENA_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("SPECIES_ARENA_CHROMEDRIVER", "/usr/bin/chromedriver")
ADMIN = "admin-secret-for-browser-tests"
ROOT = Path(__file__).resolve().parents[2]
#: One keep-alive client for the tests' own REST calls: ``httpx.get`` builds a client (and
#: its TLS context) per call, about 45 ms here, which made a game played over REST take
#: minutes.
HTTP = httpx.Client(timeout=60, trust_env=False)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    base: str
    db: str
    proc: subprocess.Popen[bytes]
    env: dict[str, str] = field(default_factory=dict)

    def get(self, path: str, token: str | None = None, **params: Any) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = HTTP.get(f"{self.base}{path}", headers=headers, params=params, timeout=30)
        assert r.status_code == 200, (path, r.status_code, r.text)
        return r.json()

    def post(self, path: str, body: Any, token: str | None = None) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        r = HTTP.post(f"{self.base}{path}", json=body, headers=headers, timeout=60)
        assert r.status_code in (200, 201), (path, r.status_code, r.text)
        return r.json()


def start_server(db: str, port: int | None = None, extra_env: dict[str, str] | None = None) -> Server:
    port = port or free_port()
    env = {
        **os.environ,
        "SPECIES_ARENA_STORE": "sqlite",
        "SPECIES_ARENA_DB": db,
        "SPECIES_ARENA_ADMIN_TOKEN": ADMIN,
        "SPECIES_ARENA_TICKET_SECRET": "browser-tests-ticket-secret-0123456789abcdef",
        # One address plays whole games at machine speed here; the limit has its own tests.
        "SPECIES_ARENA_RATE_LIMIT": "0",
        "SPECIES_ARENA_QUOTA_GAMES_PER_HOUR": "0",
        "SPECIES_ARENA_QUOTA_BOT_GAMES": "0",
        **(extra_env or {}),
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"],
        env=env,
        cwd=ROOT,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(600):
        if proc.poll() is not None:
            raise AssertionError(f"species-arena serve exited with {proc.returncode}")
        try:
            if HTTP.get(f"{base}/health", timeout=1).status_code == 200:
                return Server(base=base, db=db, proc=proc, env=env)
        except httpx.TransportError:
            pass
        time.sleep(0.05)
    proc.kill()
    raise AssertionError("the server did not start")


def stop_server(server: Server, kill: bool = False) -> None:
    """Stop the server: SIGTERM (open event streams delay a graceful stop, so not for
    long), or at once with ``kill``."""
    if server.proc.poll() is None:
        if kill:
            server.proc.kill()
        else:
            server.proc.terminate()
        try:
            server.proc.wait(timeout=3)
        except subprocess.TimeoutExpired:
            server.proc.kill()
            server.proc.wait()


@contextmanager
def running_server(db: str | None = None) -> Iterator[Server]:
    with tempfile.TemporaryDirectory(prefix="species-arena-browser-") as tmp:
        server = start_server(db or str(Path(tmp) / "games.sqlite"))
        try:
            yield server
        finally:
            stop_server(server)


def new_driver(width: int = 1400, height: int = 1000, lang: str = "en-US") -> Any:
    """Headless Chromium from Debian's packages, its own language ``lang`` (what the pages
    read in ``navigator.languages``). A missing browser or driver is an error (CI installs
    both), never a skip."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    for path in (CHROMIUM, CHROMEDRIVER):
        if not Path(path).is_file():
            raise RuntimeError(f"{path} is missing: install Debian's chromium and chromium-driver (see .ci/run)")
    os.environ.setdefault("SE_OFFLINE", "true")  # belt and braces: Selenium Manager must not fetch anything
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-extensions",
        "--no-first-run",
        "--hide-scrollbars",
        f"--window-size={width},{height}",
        f"--lang={lang}",
    ):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_script_timeout(60)
    driver.set_page_load_timeout(60)
    return driver


def set_viewport(driver: Any, width: int, height: int) -> None:
    """The page's viewport exactly ``width`` x ``height`` CSS pixels (a desktop window may
    not be made narrower than about 500 px; the emulated metrics may). Not the mobile mode:
    that widens the layout to fit what overflows, which would hide an overflow."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def reset_viewport(driver: Any) -> None:
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# ------------------------------------------------------------------ page steps

def wait_for(driver: Any, script: str, *args: Any, timeout: float = 30.0, what: str = "") -> Any:
    """Poll ``script`` (a JS expression body returning a value) in the page until it returns
    something truthy."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        try:
            last = driver.execute_script(script, *args)
        except Exception as err:  # a page being replaced: try again
            last = err
        if last:
            return last
        time.sleep(0.03)
    raise AssertionError(f"timed out waiting for {what or script!r}: {last!r}; errors: {page_errors(driver)}")


def page_errors(driver: Any) -> list[str]:
    try:
        return list(driver.execute_script(
            "return Array.from(document.querySelectorAll('#errors .problem')).map(e => e.textContent)"
        ))
    except Exception:
        return []


def open_lobby(driver: Any, base: str) -> None:
    driver.get(f"{base}/")
    wait_for(driver, "return document.getElementById('lobby')?.dataset.ready === 'true'", what="the lobby")


def create_from_lobby(
    driver: Any,
    base: str,
    game: str,
    seats: int,
    bots: dict[int, str],
    name: str | None,
    options: dict[str, Any] | None = None,
    my_seat: int = 0,
    clock: dict[str, int] | None = None,
    fallback_bot: str | None = None,
    budgets: dict[int, int] | None = None,
) -> str:
    """Fill in the lobby's new-game form like a person and submit it; returns the game id
    once the table page has opened. ``clock``: ``{"turn_seconds": N, "game_seconds": N}``
    (either); ``budgets``: a bot seat's budget (a search bot's iterations); ``name`` None:
    the signed-in player's key claims the seat (no guest name is typed)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    open_lobby(driver, base)
    if name is not None:
        name_box = driver.find_element(By.ID, "player-name")
        name_box.clear()
        name_box.send_keys(name)
    Select(driver.find_element(By.ID, "new-game")).select_by_value(game)
    count = driver.find_element(By.ID, "new-seats")
    count.clear()
    count.send_keys(str(seats))
    wait_for(driver, "return document.querySelectorAll('#new-seat-list select').length === arguments[0]", seats, what="seat rows")
    for seat in range(seats):
        sel = Select(driver.find_element(By.ID, f"seat-{seat}"))
        if seat == my_seat:
            sel.select_by_value("you")
        elif seat in bots:
            sel.select_by_value(f"bot:{bots[seat]}")
        else:
            sel.select_by_value("open")
    for seat, budget in (budgets or {}).items():
        box = driver.find_element(By.ID, f"seat-{seat}-budget")
        assert box.is_displayed(), f"seat {seat}'s bot takes no budget"
        box.clear()
        box.send_keys(str(budget))
    for key, field_id in (("turn_seconds", "clock-turn"), ("game_seconds", "clock-game")):
        if clock and key in clock:
            box = driver.find_element(By.ID, field_id)
            box.clear()
            box.send_keys(str(clock[key]))
    if fallback_bot is not None:
        Select(driver.find_element(By.ID, "fallback-bot")).select_by_value(fallback_bot)
    for key, value in (options or {}).items():
        el = driver.find_element(By.ID, f"opt-{key}")
        if el.tag_name == "input" and el.get_attribute("type") == "checkbox":
            if el.is_selected() != bool(value):
                el.click()
        elif el.tag_name == "select":
            Select(el).select_by_visible_text(str(value))
        else:
            el.clear()
            el.send_keys(str(value))
    driver.find_element(By.ID, "create").click()
    wait_for(driver, "return location.pathname.startsWith('/table/')", what="the table page", timeout=60)
    game_id = driver.execute_script("return location.pathname.split('/')[2]")
    wait_for_table(driver)
    return str(game_id)


def wait_for_table(driver: Any) -> None:
    wait_for(driver, "const r = document.getElementById('table'); return r && r.dataset.ready === 'true' && r.dataset.version", what="the table")


def stored_seat(driver: Any, game_id: str) -> dict[str, Any] | None:
    raw = driver.execute_script("return localStorage.getItem(arguments[0])", f"species-arena:seat:{game_id}")
    return json.loads(raw) if raw else None


#: One step in the page: optionally make a decision (``act``: pick a highlighted board
#: place or a button of the list, from the random numbers given), then wait for the table
#: to settle on a drawn state newer than ``prev`` that is finished or asks this seat to
#: decide; or for an error to be shown. Returns what it clicked and the settled snapshot.
_STEP = """
const [prev, act, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
const root = () => document.getElementById('table');
const problems = () => parseInt(document.body.dataset.problems || '0', 10);
const liveTargets = () => Array.from(new Set(Array.from(document.querySelectorAll('#board [data-target].live')).map(e => e.getAttribute('data-target'))));
const clicked = {};
const errorsBefore = problems();
// A move the page asks to confirm (a preference; Dominant Species' planning by default) is
// confirmed, as a person would.
const confirmIfAsked = () => {
  const box = document.getElementById('move-assist');
  const yes = document.getElementById('confirm-send');
  if (box && !box.hidden && yes) { clicked.confirmed = (clicked.confirmed || 0) + 1; yes.click(); }
};
if (act) {
  const live = liveTargets();
  if (act.board && live.length) {
    const t = live[Math.floor(act.r1 * live.length)];
    const el = document.querySelector('#board [data-target="' + CSS.escape(t) + '"].live');
    el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
    clicked.board = t;
    const all = document.getElementById('choices-all');
    if (all && !all.hidden && root().dataset.busy !== 'true') {
      const bs = document.querySelectorAll('#choices button.choice');
      const b = bs[Math.floor(act.r2 * bs.length)];
      clicked.filtered = parseInt(b.dataset.index, 10);
      b.click();
    }
    confirmIfAsked();
  } else {
    const bs = document.querySelectorAll('#choices button.choice');
    const b = bs[Math.floor(act.r1 * bs.length)];
    clicked.list = parseInt(b.dataset.index, 10);
    b.click();
    confirmIfAsked();
  }
}
const t0 = performance.now();
function look() {
  const r = root();
  if (problems() > errorsBefore) {
    const errs = document.querySelectorAll('#errors .problem');
    return {error: errs.length ? errs[errs.length - 1].textContent : 'a problem'};
  }
  if (!r || r.dataset.ready !== 'true' || r.dataset.busy === 'true') return null;
  const v = parseInt(r.dataset.version || '0', 10);
  if (r.dataset.finished === 'true') return {finished: true, version: v};
  if (v <= prev || r.dataset.myTurn !== 'true') return null;
  return {
    version: v,
    choices: Array.from(document.querySelectorAll('#choices button.choice')).map(b => parseInt(b.dataset.index, 10)),
    live: liveTargets(),
  };
}
(function poll() {
  const out = look();
  if (out) { out.clicked = clicked; return done(out); }
  if (performance.now() - t0 > 45000) {
    const r = root();
    return done({timeout: true, clicked, table: r ? Object.assign({}, r.dataset) : null,
                 choices: document.querySelectorAll('#choices button.choice').length,
                 turn: (document.getElementById('turn') || {}).textContent, live: (document.getElementById('live-status') || {}).textContent});
  }
  setTimeout(poll, 4);
})();
"""


@dataclass
class PlayStats:
    moves: int = 0
    board_clicks: int = 0
    list_clicks: int = 0
    filtered_picks: int = 0
    #: Clicks through WebDriver's input (the others are click events dispatched in the page).
    native_clicks: int = 0
    seconds: float = 0.0


def step(driver: Any, prev: int, act: dict[str, Any] | None = None) -> dict[str, Any]:
    out = driver.execute_async_script(_STEP, prev, act)
    assert not out.get("timeout"), f"the table did not settle after version {prev}: {out}; {page_errors(driver)}"
    assert "error" not in out, f"the page shows an error: {out['error']}"
    return dict(out)


def settled(driver: Any, prev: int) -> dict[str, Any]:
    return step(driver, prev, None)


def click(driver: Any, element: Any) -> None:
    """A real (WebDriver) click; if something drawn on top of the target takes the click
    (a label over a tile), a click event dispatched on the element itself."""
    from selenium.common.exceptions import ElementClickInterceptedException, ElementNotInteractableException

    try:
        element.click()
    except (ElementClickInterceptedException, ElementNotInteractableException):
        driver.execute_script(
            "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}))", element
        )


def confirm_if_asked(driver: Any) -> bool:
    """Click "Send" when the page asks to confirm the move just chosen."""
    from selenium.webdriver.common.by import By

    asked = driver.execute_script("const b = document.getElementById('move-assist'); return Boolean(b && !b.hidden && b.dataset.kind === 'confirm')")
    if asked:
        driver.find_element(By.ID, "confirm-send").click()
    return bool(asked)


def _native_move(driver: Any, snap: dict[str, Any], rng: random.Random, stats: PlayStats, board: bool) -> bool:
    """One decision through WebDriver's clicks. False when the page was drawn again between
    the look and the click (nothing was played)."""
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.common.by import By

    try:
        if board:
            target = rng.choice(snap["live"])
            els = driver.find_elements(By.CSS_SELECTOR, f'#board [data-target="{target}"].live')
            if not els:
                return False
            click(driver, els[0])
            stats.board_clicks += 1
            several = driver.execute_script(
                "const b = document.getElementById('choices-all');"
                "return b && !b.hidden && document.getElementById('table').dataset.busy !== 'true'"
            )
            if several:
                buttons = driver.find_elements(By.CSS_SELECTOR, "#choices button.choice")
                assert buttons, "a board place with several choices shows no choice"
                click(driver, rng.choice(buttons))
                stats.filtered_picks += 1
        else:
            index = rng.choice(snap["choices"])
            click(driver, driver.find_element(By.CSS_SELECTOR, f'#choices button.choice[data-index="{index}"]'))
            stats.list_clicks += 1
        confirm_if_asked(driver)
    except StaleElementReferenceException:
        return False
    stats.native_clicks += 1
    stats.moves += 1
    return True


def play(driver: Any, rng: random.Random, moves: int | None = None, board_share: float = 0.5,
         native_every: int = 4, max_moves: int = 5000) -> tuple[dict[str, Any], PlayStats]:
    """Play this seat's decisions on the page, to the end (or ``moves`` of them): a
    highlighted board place about ``board_share`` of the time when there is one, else a
    button of the choices list. Every ``native_every``-th decision clicks through
    WebDriver's input; the others dispatch the click in the page (one round trip a move)."""
    stats = PlayStats()
    t0 = time.monotonic()
    snap = settled(driver, 0)
    while not snap.get("finished") and (moves is None or stats.moves < moves):
        assert stats.moves < max_moves, f"no end after {max_moves} moves"
        assert snap["choices"], "my turn with no choice listed"
        board = bool(snap["live"]) and rng.random() < board_share
        if native_every and stats.moves % native_every == 0:
            if not _native_move(driver, snap, rng, stats, board):
                snap = settled(driver, snap["version"] - 1)
                continue
            snap = settled(driver, snap["version"])
            continue
        out = step(driver, snap["version"], {"board": board, "r1": rng.random(), "r2": rng.random()})
        c = out["clicked"]
        if "board" in c:
            stats.board_clicks += 1
            stats.filtered_picks += "filtered" in c
        else:
            stats.list_clicks += 1
        stats.moves += 1
        snap = out
    stats.seconds = time.monotonic() - t0
    return snap, stats


def play_to_end(driver: Any, rng: random.Random, **kw: Any) -> PlayStats:
    return play(driver, rng, **kw)[1]


#: Draw ``state`` with the page's own renderer (and the game type's catalogue, from REST)
#: into a detached element and return both serialisations (the page's board and the
#: expected one), normalised by the browser.
_RENDER_COMPARE = """
const [state, seat, done] = [arguments[0], arguments[1], arguments[arguments.length - 1]];
Promise.all([
  import('/static/games/' + state.game + '.js'),
  fetch('/game-types/' + state.game + '/catalogue?lang=' + document.documentElement.lang).then(r => r.json()),
]).then(([mod, catalogue]) => {
  const t = document.createElement('div');
  t.innerHTML = mod.render(state, {seat: seat, choices: [], catalogue: catalogue});
  const b = document.getElementById('board').cloneNode(true);
  for (const e of b.querySelectorAll('.live, .selected')) {
    e.classList.remove('live', 'selected');
    if (!e.getAttribute('class')) e.removeAttribute('class');
    e.removeAttribute('tabindex'); e.removeAttribute('role'); e.removeAttribute('aria-label');
  }
  done({expected: t.innerHTML, shown: b.innerHTML});
}).catch(err => done({error: String(err)}));
"""


def board_matches(driver: Any, state: dict[str, Any], seat: int | None) -> tuple[bool, str, str]:
    out = driver.execute_async_script(_RENDER_COMPARE, state, seat)
    assert "error" not in out, out
    return out["expected"] == out["shown"], out["expected"], out["shown"]
