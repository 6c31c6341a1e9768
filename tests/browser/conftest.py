"""Fixtures of the browser tests: one ``species-arena serve`` process (temporary SQLite
file, free loopback port) and one headless Chromium for the module; each test starts from
a blank page with an empty localStorage."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.harness import Server, new_driver, start_server, stop_server


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    db = tmp_path_factory.mktemp("browser") / "games.sqlite"
    s = start_server(str(db))
    try:
        yield s
    finally:
        stop_server(s)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    driver = new_driver()
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def page(request: pytest.FixtureRequest, browser: Any, server: Server) -> Iterator[Any]:
    """The browser on this server's origin with nothing stored. On failure, a screenshot
    of the page is kept under .pytest_cache/."""
    browser.get(f"{server.base}/static/css/arena.css")
    browser.execute_script("localStorage.clear()")
    yield browser
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        out = Path(request.config.rootpath) / ".pytest_cache" / f"browser-{request.node.name}.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        browser.save_screenshot(str(out))
    browser.get("about:blank")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[Any]) -> Iterator[None]:
    outcome = yield
    rep = outcome.get_result()
    if rep.when == "call":
        item.rep_call = rep  # type: ignore[attr-defined]
