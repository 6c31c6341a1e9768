"""Every error as RFC 9457 problem details, from one table (``service.app.errors.STATUS``).

``type`` is the stable code (``illegal-action``, ``not-your-turn``, ...), ``title`` its
human name, ``detail`` what was wrong; extra members (``rule``, ``current_version``, ...)
are added at the top level."""

from __future__ import annotations

import logging
from typing import Any

from litestar import Request, Response
from litestar.exceptions import HTTPException
from litestar.plugins.problem_details import ProblemDetailsConfig, ProblemDetailsException, ProblemDetailsPlugin

from service.app.errors import STATUS, TITLES, ServiceError

log = logging.getLogger("species_arena")

_HTTP_CODES = {
    400: "invalid-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "invalid-request",
    409: "version-conflict",
    413: "payload-too-large",
    415: "unsupported-media-type",
    429: "rate-limited",
    422: "invalid-request",
}


def problem(code: str, detail: str, status: int | None = None, **extra: Any) -> ProblemDetailsException:
    return ProblemDetailsException(
        status_code=status or STATUS.get(code, 400),
        type_=code,
        title=TITLES.get(code, code),
        detail=detail,
        extra=extra or None,
    )


def from_service_error(exc: ServiceError) -> ProblemDetailsException:
    out = problem(exc.code, exc.detail, exc.status, **exc.extra)
    if "retry_after" in exc.extra:  # a quota: when to ask again, in whole seconds
        out.headers = {"Retry-After": str(exc.extra["retry_after"])}
    return out


def from_http_exception(exc: HTTPException) -> ProblemDetailsException:
    status = exc.status_code
    code = _HTTP_CODES.get(status, "invalid-request" if status < 500 else "internal-error")
    extra: dict[str, Any] = {}
    if isinstance(exc.extra, (dict, list)) and exc.extra:
        extra["errors"] = exc.extra
    detail = exc.detail or TITLES.get(code, code)
    if status == 400 and code == "invalid-request" and not detail:
        detail = "the request body is not valid"
    out = problem(code, detail, status, **extra)
    if exc.headers:  # e.g. a 429's Retry-After and RateLimit-* headers
        out.headers = exc.headers
    return out


def internal_error(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """The last resort: logged with its traceback; the client sees no internals."""
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return problem("internal-error", "the server failed to handle this request", 500).to_response(request)


def problem_details_plugin() -> ProblemDetailsPlugin:
    return ProblemDetailsPlugin(
        ProblemDetailsConfig(
            exception_to_problem_detail_map={
                ServiceError: from_service_error,
                HTTPException: from_http_exception,
            }
        )
    )
