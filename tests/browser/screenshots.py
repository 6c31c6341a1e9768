"""``make screenshots``: a PNG of a mid-game table of each game, seen by a seat whose
turn it is (its choices listed and the places it may pick highlighted on the board), in
docs/screenshots/<game>.png, and the same table on a phone-sized screen (400 x 800) in
docs/screenshots/<game>-narrow.png; then the same table in each language of the pages
(docs/screenshots/<game>-<locale>.png: en, el, hu, ru, chosen as the language switch keeps
it) and the lobby listing these games in each language (docs/screenshots/lobby-<locale>.png).

Each game is created with a fixed seed (the admin token may fix one) and bots on the other
seats, a seat is taken, and some moves are played by clicking on the page, in headless
Chromium against a temporary server."""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any

from tests.browser.harness import ADMIN, ROOT, new_driver, open_lobby, play, reset_viewport, running_server, set_viewport, wait_for, wait_for_table

#: The pages' languages (service/static/js/i18n.js LOCALES).
LOCALES = ("en", "el", "hu", "ru")

#: game -> (seats, bots on the other seats, options, seed, this seat's moves before the picture)
GAMES: dict[str, tuple[int, list[str], dict[str, object], str, int]] = {
    "dominant-species": (4, ["greedy", "random", "greedy"], {}, "5eed0001", 40),
    "evo": (4, ["greedy", "random", "greedy"], {}, "5eed0002", 14),
    "la-isla": (3, ["greedy", "random"], {}, "5eed0003", 12),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--width", type=int, default=1500)
    parser.add_argument("--height", type=int, default=1000)
    parser.add_argument("--narrow", default="400x800", help="the phone-sized picture's WIDTHxHEIGHT ('' for none)")
    parser.add_argument("--locales", default=",".join(LOCALES), help="the languages of the per-language pictures ('' for none)")
    parser.add_argument("games", nargs="*", default=list(GAMES))
    args = parser.parse_args()
    locales = [x for x in args.locales.split(",") if x]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    with running_server() as server:
        driver = new_driver(args.width, args.height)
        try:
            for game in args.games:
                seats, bots, options, seed, moves = GAMES[game]
                created = server.post(
                    "/games",
                    {"game": game, "seats": seats, "options": options, "seed": seed,
                     "bots": {str(i + 1): kind for i, kind in enumerate(bots)}},
                    token=ADMIN,
                )
                gid = created["id"]
                seat = server.post(f"/games/{gid}/seats/0", {"player": "alice"})
                driver.get(f"{server.base}/static/css/arena.css")
                driver.execute_script(
                    "localStorage.setItem(arguments[0], JSON.stringify({seat: 0, token: arguments[1]}));"
                    " localStorage.removeItem('species-arena:lang')",  # English, the browser's language
                    f"species-arena:seat:{gid}", seat["token"],
                )
                driver.get(f"{server.base}/table/{gid}")
                wait_for_table(driver)
                snap, _ = play(driver, random.Random(seed), moves=moves, board_share=0.5)
                if snap.get("finished"):
                    raise SystemExit(f"{game}: the game ended before the picture; take fewer moves")
                wait_for(driver, "return document.querySelectorAll('#timeline li').length > 3", what="the timeline")
                driver.execute_script("window.scrollTo(0, 0)")
                path = out / f"{game}.png"
                driver.save_screenshot(str(path))
                print(f"{path} (version {snap['version']})")
                if args.narrow:
                    w, h = (int(x) for x in args.narrow.split("x"))
                    set_viewport(driver, w, h)
                    try:
                        wait_for(driver, "return document.documentElement.clientWidth === arguments[0]", w, what="the narrow window")
                        driver.execute_script("window.scrollTo(0, 0)")
                        narrow = out / f"{game}-narrow.png"
                        driver.save_screenshot(str(narrow))
                        print(narrow)
                    finally:
                        reset_viewport(driver)
                for locale in locales:
                    shoot_in(driver, out / f"{game}-{locale}.png", locale, f"{server.base}/table/{gid}", table=True)
            for locale in locales:
                shoot_in(driver, out / f"lobby-{locale}.png", locale, f"{server.base}/", table=False)
        finally:
            driver.quit()


def shoot_in(driver: Any, path: Path, locale: str, url: str, table: bool) -> None:
    """The page at ``url`` in ``locale`` (as the language switch keeps it), into ``path``."""
    driver.execute_script("localStorage.setItem('species-arena:lang', arguments[0])", locale)
    if table:
        driver.get(url)
        wait_for_table(driver)
        wait_for(driver, "return document.querySelectorAll('#timeline li').length > 3", what="the timeline")
    else:
        open_lobby(driver, url.rstrip("/"))
    wait_for(driver, "return document.documentElement.lang === arguments[0]", locale, what=f"the page in {locale}")
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(str(path))
    print(path)


if __name__ == "__main__":
    main()
