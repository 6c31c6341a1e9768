"""Every error as RFC 9457 problem details, from one table (``service.app.errors.STATUS``).

``type`` is the stable code (``illegal-action``, ``not-your-turn``, ...), ``title`` its
human name, ``detail`` what was wrong, both in the request's locale (``i18n.current()``,
from ``service/locales/<locale>/errors.ftl``); extra members (``rule``,
``current_version``, ...) are added at the top level."""

from __future__ import annotations

import logging
from typing import Any

from litestar import Request, Response
from litestar.exceptions import HTTPException
from litestar.plugins.problem_details import ProblemDetailsConfig, ProblemDetailsException, ProblemDetailsPlugin

from service.app.errors import STATUS, ServiceError, title_in
from service.api.strict import MAX_BODY
from service.domain import i18n
from service.domain.i18n import msg

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


def problem(code: str, detail: dict[str, Any], status: int | None = None, **extra: Any) -> ProblemDetailsException:
    """A problem with ``detail`` (a message) and its title in the request's locale."""
    locale = i18n.current()
    return ProblemDetailsException(
        status_code=status or STATUS.get(code, 400),
        type_=code,
        title=title_in(code, locale),
        detail=i18n.render(locale, detail),
        extra=extra or None,
    )


def from_service_error(exc: ServiceError) -> ProblemDetailsException:
    out = problem(exc.code, exc.message, exc.status, **exc.extra)
    if "retry_after" in exc.extra:  # a quota: when to ask again, in whole seconds
        out.headers = {"Retry-After": str(exc.extra["retry_after"])}
    return out


def from_http_exception(exc: HTTPException) -> ProblemDetailsException:
    status = exc.status_code
    code = _HTTP_CODES.get(status, "invalid-request" if status < 500 else "internal-error")
    extra: dict[str, Any] = {}
    if isinstance(exc.extra, (dict, list)) and exc.extra:
        extra["errors"] = exc.extra
    out = problem(code, http_detail(exc), status, **extra)
    if exc.headers:  # e.g. a 429's Retry-After and RateLimit-* headers
        out.headers = exc.headers
    return out


def http_detail(exc: HTTPException) -> dict[str, Any]:
    """The words of an error Litestar raised itself (an unknown route, a refused method, a
    query parameter of the wrong type, a body too large) as a message: a parameter's own
    problem names the parameter, with the decoder's reason (English) as it gave it."""
    status = exc.status_code
    errors = exc.extra if isinstance(exc.extra, list) else []
    said = [
        msg("svc-err-http-parameter", source=str(e.get("source") or "other"), key=str(e["key"]), reason=str(e.get("message", "")))
        for e in errors if isinstance(e, dict) and e.get("key")
    ]
    if said:
        return said[0] if len(said) == 1 else msg("svc-err-http-parameters", problems={"list": [{"msg": m} for m in said]})
    if status == 404:
        return msg("svc-err-http-not-found")
    if status == 405:
        return msg("svc-err-http-method", method=str(getattr(exc, "method", "") or "?"))
    if status == 413:
        return msg("svc-err-http-too-large", max=MAX_BODY)
    if status == 415:
        return msg("svc-err-http-media-type")
    if status in (400, 422):
        return msg("svc-err-http-invalid")
    return msg("svc-err-http-other", status=status)


def internal_error(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """The last resort: logged with its traceback; the client sees no internals."""
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return problem("internal-error", msg("svc-err-internal"), 500).to_response(request)


def problem_details_plugin() -> ProblemDetailsPlugin:
    return ProblemDetailsPlugin(
        ProblemDetailsConfig(
            exception_to_problem_detail_map={
                ServiceError: from_service_error,
                HTTPException: from_http_exception,
            }
        )
    )
