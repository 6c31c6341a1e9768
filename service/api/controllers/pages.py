"""The browser pages: the lobby (``GET /``), a table (``GET /table/{id}``, play and replay),
a game's rules (``GET /rules/{game}``, ``service.app.rulebook``) and their assets under
``/static/...``, all files of ``service/static/`` served as they are (no build step). A page
address that names nothing (a bad or unknown game id, an unknown game type) is an HTML 404
page with a link back to the lobby, never a problem JSON (those are for the API's
addresses). None of it is part of the OpenAPI schema."""

from __future__ import annotations

import mimetypes
import re
from pathlib import Path
from typing import Any

from litestar import Response, Router, get
from litestar.datastructures import CacheControlHeader
from litestar.params import FromPath
from litestar.response import File

from service.api.deps import Svc, parse_id
from service.app import rulebook
from service.app.errors import ServiceError
from service.domain.i18n import msg

#: The pages' directory in the source tree.
STATIC_DIR = Path(__file__).resolve().parents[2] / "static"

# The standard types, whatever the platform's table says (Python 3.11 on some systems
# maps .js to application/javascript): ES modules must be served as JavaScript.
for _type, _ext in (("text/javascript", ".js"), ("text/javascript", ".mjs"), ("text/css", ".css"),
                    ("image/svg+xml", ".svg"), ("application/json", ".json"), ("text/html", ".html")):
    mimetypes.add_type(_type, _ext)

#: Scripts only from this server's files (no inline script, no event-handler attribute,
#: no eval: a player name that slipped through a renderer unescaped cannot run), requests
#: only to this server, styles also inline (the boards' SVG carry their own <style>).
CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
])
#: Every page and asset: revalidated on each load (file names carry no version), never
#: sniffed as another type, never framed by another site (the table is clickable), and
#: no Referer leaves the table.
PAGE_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
}
_CACHE = CacheControlHeader(no_cache=True)


def _add_page_headers(response: Response[Any]) -> Response[Any]:
    response.headers.update(PAGE_HEADERS)
    return response


def not_found_page(title: str, detail: str) -> Response[str]:
    """The HTML 404 of a page address that names nothing."""
    return Response(
        rulebook.error_page(404, title, detail), status_code=404, media_type="text/html"
    )


def _page(directory: Path, name: str) -> File:
    path = directory / name
    if not path.is_file():
        raise ServiceError("not-found", msg("svc-err-pages-missing", name=name))
    return File(path=path, filename=name, media_type="text/html; charset=utf-8", content_disposition_type="inline")


#: One segment of an asset's path: letters, digits, ``-``, ``_`` and dots, never only dots.
_SEGMENT = re.compile(r"^(?!\.+$)[A-Za-z0-9._-]{1,100}$")
#: The deepest asset path served (``js/table/x.js`` is 3).
_MAX_DEPTH = 8


def asset(directory: Path, name: str) -> Path:
    """The file under ``directory`` that ``/static/<name>`` names, or ``ServiceError``
    ``not-found``: a NUL byte, a backslash, an empty, ``.`` or ``..`` segment, a segment
    with other characters, a folder, a file used as a folder, a link out of the folder or a
    missing file are all the same 404, and its detail never names a file-system path."""
    segments = name.split("/")
    missing = ServiceError("not-found", msg("svc-err-static-missing"))
    if not 1 <= len(segments) <= _MAX_DEPTH or not all(_SEGMENT.match(seg) for seg in segments):
        raise missing
    path = directory.joinpath(*segments)
    try:
        resolved = path.resolve(strict=True)
    except (OSError, RuntimeError):  # missing, a file used as a folder, a link loop
        raise missing from None
    if not resolved.is_relative_to(directory) or not resolved.is_file():
        raise missing
    return resolved


def pages_router(static_dir: Path | None = None) -> Router:
    """The lobby, the table page and ``/static/...`` from ``static_dir`` (default:
    ``service/static``)."""
    directory = (static_dir or STATIC_DIR).resolve()

    @get("/", name="page-lobby", include_in_schema=False, sync_to_thread=False)
    def lobby() -> File:
        return _page(directory, "index.html")

    @get("/table/{game_id:str}", name="page-table", include_in_schema=False, sync_to_thread=True)
    def table(game_id: FromPath[str], svc: Svc) -> File | Response[str]:
        missing = not_found_page(
            "No such game", "There is no game at this address: it may have been mistyped, or the game was never created."
        )
        try:
            svc.games.load(parse_id(game_id))
        except ServiceError as err:
            if err.code == "not-found":
                return missing
            raise
        return _page(directory, "table.html")

    @get("/favicon.ico", name="favicon", include_in_schema=False, sync_to_thread=False)
    def favicon() -> File:
        # Browsers ask for /favicon.ico by themselves; the pages name the same SVG icon.
        return File(path=asset(directory, "favicon.svg"), filename="favicon.svg", media_type="image/svg+xml",
                    content_disposition_type="inline")

    @get("/rules/{game:str}", name="page-rules", include_in_schema=False, sync_to_thread=True)
    def rules_page(game: FromPath[str]) -> Response[str]:
        text = rulebook.page(game)
        if text is None:
            return not_found_page("No such rules", "This server has no rules page for that game.")
        return Response(text, media_type="text/html")

    @get("/static/{name:path}", name="static", include_in_schema=False, sync_to_thread=False)
    def static(name: FromPath[str]) -> File:
        path = asset(directory, name.lstrip("/"))
        media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return File(path=path, filename=path.name, media_type=media_type, content_disposition_type="inline")

    return Router(
        path="/",
        route_handlers=[lobby, table, favicon, rules_page, static],
        include_in_schema=False,
        cache_control=_CACHE,
        after_request=_add_page_headers,
    )
