"""The browser pages: the lobby (``GET /``), a table (``GET /table/{id}``, play and replay)
and their assets under ``/static/...``, all files of ``service/static/`` served as they
are (no build step). None of it is part of the OpenAPI schema."""

from __future__ import annotations

import mimetypes
from pathlib import Path
from typing import Any

from litestar import Response, Router, get
from litestar.datastructures import CacheControlHeader
from litestar.params import FromPath
from litestar.response import File
from litestar.static_files import create_static_files_router

from service.api.deps import parse_id
from service.app.errors import ServiceError

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


def _page(directory: Path, name: str) -> File:
    path = directory / name
    if not path.is_file():
        raise ServiceError("not-found", f"the page {name} is not installed on this server")
    return File(path=path, filename=name, media_type="text/html; charset=utf-8", content_disposition_type="inline")


def pages_router(static_dir: Path | None = None) -> Router:
    """The lobby, the table page and ``/static/...`` from ``static_dir`` (default:
    ``service/static``)."""
    directory = (static_dir or STATIC_DIR).resolve()

    @get("/", name="page-lobby", include_in_schema=False, sync_to_thread=False)
    def lobby() -> File:
        return _page(directory, "index.html")

    @get("/table/{game_id:str}", name="page-table", include_in_schema=False, sync_to_thread=False)
    def table(game_id: FromPath[str]) -> File:
        parse_id(game_id)
        return _page(directory, "table.html")

    static = create_static_files_router(
        path="/static",
        directories=[directory],
        include_in_schema=False,
        cache_control=_CACHE,
        after_request=_add_page_headers,
        name="static",
    )
    return Router(
        path="/",
        route_handlers=[lobby, table, static],
        include_in_schema=False,
        cache_control=_CACHE,
        after_request=_add_page_headers,
    )
