"""Strict request bodies, checked before a write handler runs (``before_request``).

Litestar converts a handler's ``data`` leniently (``"2"`` and ``2.0`` become ``2``) and
parses a body whatever its content type. Every route with a ``data`` parameter is checked
here first, against the same msgspec struct, in msgspec's strict mode:

* a body that is not ``application/json`` (or ``+json``) is 415 ``unsupported-media-type``;
* JSON nested deeper than ``MAX_DEPTH`` is 400 ``invalid-request`` (before decoding: a deep
  enough document would otherwise exhaust the decoder's recursion limit);
* wrong types (no coercion), unknown fields and out-of-range values are 400
  ``invalid-request``.

Nothing is stored when a check fails: the handler never runs. A body that passes is decoded
once: the struct it decoded to is what the handler's ``data`` receives (left where Litestar
keeps a request's decoded JSON, whose conversion passes a struct of the right type as it
is), instead of the body being decoded again, leniently.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
from litestar.utils.scope.state import ScopeState

from service.app.errors import ServiceError
from service.domain.i18n import msg

#: The deepest nesting of arrays and objects accepted in a request body.
MAX_DEPTH = 32
#: The largest request body the service reads, in bytes (a larger one is 413).
MAX_BODY = 64 * 1024

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")

_decoders: dict[Any, msgspec.json.Decoder[Any]] = {}


def json_depth(body: bytes) -> int:
    """The deepest nesting of ``[``/``{`` in a JSON text (brackets inside strings ignored)."""
    brackets = _STRING.sub(b"", body).translate(None, _NOT_BRACKETS)
    depth = deepest = 0
    for b in brackets:
        if b in (0x5B, 0x7B):
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def check_body(body: bytes, media_type: str, body_type: Any) -> Any:
    """``body`` decoded strictly as ``body_type``; ``ServiceError`` unless it is strict JSON of it."""
    media = media_type.split(";", 1)[0].strip().lower()
    if media != "application/json" and not media.endswith("+json"):
        raise ServiceError(
            "unsupported-media-type",
            msg("svc-err-media-type", media=media) if media else msg("svc-err-media-unspecified"),
        )
    # A text with no more brackets than the limit cannot nest deeper (most bodies): counted
    # in C, where the nesting walk below is Python's.
    if body.count(b"[") + body.count(b"{") > MAX_DEPTH:
        depth = json_depth(body)
        if depth > MAX_DEPTH:
            raise ServiceError("invalid-request", msg("svc-err-json-depth", depth=depth, max=MAX_DEPTH))
    decoder = _decoders.get(body_type)
    if decoder is None:
        decoder = _decoders[body_type] = msgspec.json.Decoder(body_type, strict=True)
    try:
        return decoder.decode(body)
    except (msgspec.ValidationError, msgspec.DecodeError) as err:
        raise ServiceError("invalid-request", msg("svc-err-body-invalid", reason=str(err))) from None


async def strict_body(request: Any) -> None:
    """``before_request`` hook: check the body of any route that takes ``data``."""
    field = request.route_handler.parsed_fn_signature.parameters.get("data")
    if field is None:
        return None
    body = await request.body()
    value = check_body(body, request.headers.get("content-type", ""), field.annotation)
    if isinstance(value, msgspec.Struct):
        # Decoded once: Litestar's ``data`` takes the request's decoded JSON from here.
        ScopeState.from_scope(request.scope).json = value
    return None
