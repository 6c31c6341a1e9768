"""The OpenAPI document as a client generator needs it.

Litestar generates the paths, parameters and bodies from the handlers; this module amends
the generated document once, where the handlers cannot say it themselves:

* ``components.securitySchemes.BearerToken`` (HTTP bearer) and a ``security`` requirement
  on every operation that reads a token (``[{BearerToken: []}, {}]`` where a spectator may
  call without one, ``[{BearerToken: []}]`` where a seat token is required);
* every problem response an operation can return, with its status, the RFC 9457 schema
  (``ProblemDetails``, media type ``application/problem+json``) and the ``type`` codes that
  status carries for that operation (in the description and as ``x-problem-types``), in
  place of Litestar's generic 400 ``ValidationException`` body, which the service never
  sends;
* ``text/event-stream`` for ``StreamEvents``;
* each hosted game's action, options and view schemas (generated from the Rust types by
  schemars, ``service.domain.engine.game_schemas``) as components ``<Game>Action``,
  ``<Game>Options`` and ``<Game>View``, referenced from ``ActionIn.action``,
  ``GameIn.options``, ``StateOut.view`` and every response field that carries an action;
  the same schemas are served, as standalone JSON Schema documents, by
  ``GET /game-types/{game}``.

``PROBLEMS`` is the one table of which problems each operation returns; an operation
missing from it (a new endpoint) gets ``FALLBACK``, every client error, until it is listed.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any

from litestar import Request
from litestar.openapi.plugins import JsonRenderPlugin, ScalarRenderPlugin

from service.app.errors import STATUS, TITLES
from service.domain import i18n
from service.domain.engine import game_schemas, game_types
from species_arena_client.problems import LAST_RESORT

PROBLEM_MEDIA_TYPE = "application/problem+json"
SCHEME = "BearerToken"

#: Codes that are not in ``errors.STATUS`` (raised by the HTTP layer or the last resort).
_EXTRA_CODES = LAST_RESORT

#: operation id -> (token use, {status: [problem type codes]}). Token use: ``None`` (the
#: operation reads no token), ``"optional"`` (a spectator may call without one) or
#: ``"required"``. Every operation may also answer 500 ``internal-error``.
PROBLEMS: dict[str, tuple[str | None, dict[int, list[str]]]] = {
    "GetHealth": (None, {}),
    "ListGameTypes": (None, {}),
    "GetGameTypeSchemas": (None, {404: ["not-found"]}),
    "GetGameTypeCatalogue": (None, {400: ["invalid-request"], 404: ["not-found"]}),
    "CreateGame": ("optional", {400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden"],
                                413: ["payload-too-large"]}),
    "ListGames": (None, {400: ["invalid-request"], 503: ["projection-lagging"]}),
    "GetGameSummary": (None, {400: ["invalid-request"], 404: ["not-found"], 503: ["projection-lagging"]}),
    "ClaimSeat": ("optional", {400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden"],
                               404: ["not-found"], 409: ["seat-taken", "game-over", "already-seated"],
                               413: ["payload-too-large"]}),
    "GetState": ("optional", {400: ["invalid-request"], 401: ["unauthorized"], 404: ["not-found"]}),
    "GetLegalActions": ("required", {400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden"],
                                     404: ["not-found"]}),
    "PostAction": ("required", {
        400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden", "not-your-turn"],
        404: ["not-found"], 409: ["version-conflict", "game-over", "seat-resigned", "deadline-passed"],
        413: ["payload-too-large"],
        422: ["illegal-action", "idempotency-key-reused"],
    }),
    "Undo": ("required", {
        400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden"], 404: ["not-found"],
        409: ["version-conflict", "undo-not-allowed"], 413: ["payload-too-large"],
    }),
    "GetUndo": ("required", {400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden"],
                             404: ["not-found"]}),
    "GetEvents": ("optional", {400: ["invalid-request"], 401: ["unauthorized"], 404: ["not-found"]}),
    "CreateStreamTicket": ("optional", {401: ["unauthorized"], 404: ["not-found"]}),
    "StreamEvents": ("optional", {400: ["invalid-request"], 401: ["unauthorized"], 404: ["not-found"]}),
    "GetTimeline": ("optional", {400: ["invalid-request"], 401: ["unauthorized"], 404: ["not-found"],
                                 503: ["projection-lagging"]}),
    "AuditGame": ("optional", {401: ["unauthorized"], 403: ["forbidden"], 404: ["not-found"]}),
    # The seats that come and go (branch "seats"): listed here ahead of their merge; codes
    # this server does not define are left out (``_known``).
    "ResignSeat": ("required", {401: ["unauthorized"], 403: ["forbidden"], 404: ["not-found"],
                                409: ["seat-resigned", "game-over"]}),
    "RotateSeatToken": ("required", {401: ["unauthorized"], 403: ["forbidden"], 404: ["not-found"],
                                     409: ["game-over"]}),
    "RevokeSeatToken": ("required", {401: ["unauthorized"], 403: ["forbidden"], 404: ["not-found"],
                                     409: ["game-over"]}),
    "ReplaceSeat": ("required", {400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden"],
                                 404: ["not-found"], 409: ["seat-resigned", "game-over"],
                                 413: ["payload-too-large"]}),
    "AbandonGame": ("required", {401: ["unauthorized"], 403: ["forbidden"], 404: ["not-found"],
                                 409: ["game-over"]}),
    "GetPlayer": (None, {400: ["invalid-request"], 404: ["not-found"], 503: ["projection-lagging"]}),
    "GetLeaderboard": (None, {400: ["invalid-request"], 503: ["projection-lagging"]}),
    # Players (docs/api.md, "Players").
    "RegisterPlayer": (None, {400: ["invalid-request", "invalid-name", "name-reserved"], 409: ["name-taken"],
                              413: ["payload-too-large"]}),
    "GetMe": ("required", {401: ["unauthorized"]}),
    "RotatePlayerKey": ("required", {401: ["unauthorized"], 409: ["version-conflict"]}),
    "GetMyGames": ("required", {400: ["invalid-request"], 401: ["unauthorized"], 503: ["projection-lagging"]}),
    "DisablePlayer": ("required", {400: ["invalid-request"], 401: ["unauthorized"], 403: ["forbidden"],
                                   404: ["not-found"], 409: ["version-conflict"], 413: ["payload-too-large"]}),
    "EnablePlayer": ("required", {401: ["unauthorized"], 403: ["forbidden"], 404: ["not-found"],
                                  409: ["version-conflict"]}),
    # Notifications and webhooks (docs/api.md, "Notifications and webhooks").
    "GetMyNotifications": ("required", {400: ["invalid-request"], 401: ["unauthorized"]}),
    "CreateFeedTicket": ("required", {401: ["unauthorized"]}),
    "StreamMyFeed": ("optional", {400: ["invalid-request"], 401: ["unauthorized"]}),
    "CreateWebhook": ("required", {400: ["invalid-request"], 401: ["unauthorized"], 413: ["payload-too-large"],
                                   422: ["webhook-url-refused"]}),
    "ListWebhooks": ("required", {401: ["unauthorized"]}),
    "GetWebhook": ("required", {401: ["unauthorized"], 404: ["not-found"]}),
    "DeleteWebhook": ("required", {401: ["unauthorized"], 404: ["not-found"]}),
    "RotateWebhookSecret": ("required", {401: ["unauthorized"], 404: ["not-found"]}),
    "EnableWebhook": ("required", {401: ["unauthorized"], 404: ["not-found"]}),
    "TestWebhook": ("required", {401: ["unauthorized"], 404: ["not-found"]}),
    "GetWebhookDeliveries": ("required", {400: ["invalid-request"], 401: ["unauthorized"], 404: ["not-found"]}),
}


def operation_problems(op_id: str, method: str, has_body: bool) -> tuple[str | None, dict[int, list[str]]]:
    """The token use and problems of one operation: its ``PROBLEMS`` entry, plus 415
    ``unsupported-media-type`` where it takes a body (``service.api.strict``), 429
    ``rate-limited`` for a POST (the write rate limit of ``service.api.ops``) and 403
    ``player-disabled`` wherever a token is read (a disabled player's key is refused
    everywhere), and 400 ``invalid-request`` everywhere (a ``lang`` that names no language:
    ``service.api.ops.LocaleMiddleware``)."""
    token, listed = PROBLEMS.get(op_id, FALLBACK)
    problems = {status: list(codes) for status, codes in listed.items()}
    if "invalid-request" not in problems.get(400, []):
        problems.setdefault(400, []).append("invalid-request")
    if token is not None and "player-disabled" not in problems.get(403, []):
        problems.setdefault(403, []).append("player-disabled")
    if has_body:
        problems.setdefault(415, []).append("unsupported-media-type")
    if method == "post":
        problems.setdefault(429, []).append("rate-limited")
    return token, problems


def _all_codes() -> dict[str, int]:
    return {**STATUS, **_EXTRA_CODES}


def _by_status(codes: Iterable[str]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    for code in codes:
        out.setdefault(_all_codes()[code], []).append(code)
    return out


#: An operation not in ``PROBLEMS``: any client error, a token optional.
FALLBACK: tuple[str | None, dict[int, list[str]]] = (
    "optional",
    {s: c for s, c in _by_status(STATUS).items() if 400 <= s < 500 or s == 503},
)

#: One event of the stream (the schema describes each event, as OpenAPI 3.2's
#: ``itemSchema`` does and schemathesis reads it): its fields as the stream writes them.
SSE_EVENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "title": "ServerSentEvent",
    "required": ["id", "event", "data"],
    "properties": {
        "id": {"type": "string", "pattern": "^[0-9]+$", "description": "the event's version"},
        "event": {"type": "string", "description": "the event's type (GameCreated, ActionApplied...)"},
        "data": {"type": "string", "contentMediaType": "application/json",
                 "description": "the event as JSON, as GET /games/{game_id}/events lists it"},
    },
}

#: One notification of the player feed.
FEED_EVENT_SCHEMA: dict[str, Any] = {
    **SSE_EVENT_SCHEMA,
    "title": "FeedEvent",
    "properties": {
        "id": {"type": "string", "pattern": "^[0-9]+$", "description": "the notification's seq"},
        "event": {"type": "string", "description": "the notification's type (your-turn, game-finished...)"},
        "data": {"type": "string", "contentMediaType": "application/json", "description": "the notification as JSON"},
    },
}

#: Operations whose token may also come as a stream ticket.
_TICKET_OPS = {"StreamEvents", "StreamMyFeed"}


def problem_schema() -> dict[str, Any]:
    """RFC 9457 problem details as the service writes them (``service.api.problems``)."""
    codes = sorted(_all_codes())
    return {
        "type": "object",
        "title": "ProblemDetails",
        "description": "RFC 9457 problem details. `type` is a stable code: "
        + "; ".join(f"`{c}` ({_all_codes()[c]}): {TITLES.get(c, 'an unexpected server error')}" for c in codes)
        + ". Some problems carry extra members: `rule` (illegal-action: the rules section), "
        "`current_version` (version-conflict), `latest_version` (a `?version=` not reached), "
        "`known` (the accepted values), `errors` (the fields that failed validation).",
        "required": ["type", "title", "status", "detail"],
        "properties": {
            "type": {"type": "string", "enum": codes},
            "title": {"type": "string"},
            "status": {"type": "integer", "minimum": 400, "maximum": 599},
            "detail": {"type": "string"},
            "rule": {"type": "string"},
            "current_version": {"type": "integer"},
            "latest_version": {"type": "integer"},
            "known": {"type": "array", "items": {}},
            "errors": {},
        },
        "additionalProperties": True,
    }


def _pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:] for w in name.replace("_", "-").split("-") if w)


def _rewrite_refs(node: Any, prefix: str) -> Any:
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            if k == "$ref" and isinstance(v, str) and v.startswith("#/$defs/"):
                out[k] = f"#/components/schemas/{prefix}{v[len('#/$defs/'):]}"
            else:
                out[k] = _rewrite_refs(v, prefix)
        return out
    if isinstance(node, list):
        return [_rewrite_refs(v, prefix) for v in node]
    return node


def _generator_friendly(node: Any) -> Any:
    """OpenAPI generators type enums of strings and numbers only: an ``enum`` of arrays
    (Dominant Species' hexes and corners, written as coordinates) moves to ``x-enum`` in
    the OpenAPI document (``GET /game-types/{game}`` keeps it as ``enum``)."""
    if isinstance(node, dict):
        out = {k: _generator_friendly(v) for k, v in node.items()}
        values = out.get("enum")
        if isinstance(values, list) and any(isinstance(v, list | dict) for v in values):
            out["x-enum"] = out.pop("enum")
            out["description"] = (out.get("description", "") + f"; one of the {len(values)} values of `x-enum`").lstrip("; ")
        return out
    if isinstance(node, list):
        return [_generator_friendly(v) for v in node]
    return node


def _hoist_variant_objects(components: dict[str, Any]) -> None:
    """openapi-python-client cannot name an object schema written inline in a property of
    a ``oneOf``/``anyOf`` member (a Rust enum's struct variant, externally tagged, such as
    ``{"wanderlust": {"hex": ...}}``): it tries to make the same model twice and drops it.
    Each such inline object becomes a component of its own, ``<Component><Property>``, and
    the member refers to it (the JSON it describes is the same)."""
    for name in list(components):
        schema = components[name]
        for key in ("oneOf", "anyOf"):
            for member in schema.get(key, []) if isinstance(schema, dict) else []:
                if not isinstance(member, dict) or member.get("type") != "object":
                    continue
                for prop, sub in list(member.get("properties", {}).items()):
                    if isinstance(sub, dict) and sub.get("type") == "object" and "properties" in sub:
                        target = f"{name}{_pascal(prop.replace('_', '-'))}"
                        if components.get(target, sub) != sub:
                            raise RuntimeError(f"two different schemas are both named {target!r}")
                        components[target] = {**sub, "title": target}
                        member["properties"][prop] = {"$ref": f"#/components/schemas/{target}"}


#: The parts of ``game_schemas`` that become components (``<Game>Action``...).
PARTS = ("action", "options", "view")


def game_components() -> tuple[dict[str, Any], dict[str, list[str]]]:
    """(components, refs per part) for every hosted game type: ``refs["view"]`` lists the
    ``<Game>View`` references, and so on for each of ``PARTS``. Two games' ``$defs`` never
    collide (each is prefixed with its game); the view's are prefixed with ``<Game>View``
    (its schema describes what the engine writes, where the action's and options' describe
    what it accepts, so one type's two schemas may differ); a name given twice within one
    game's action and options must name the same schema, or the document cannot be built."""
    components: dict[str, Any] = {}
    refs: dict[str, list[str]] = {part: [] for part in PARTS}
    for name in sorted(game_types()):
        prefix = _pascal(name)
        schemas = game_schemas(name)
        for part in PARTS:
            doc = _generator_friendly(copy.deepcopy(schemas[part]))
            defs = doc.pop("$defs", {})
            doc.pop("$schema", None)
            def_prefix = f"{prefix}View" if part == "view" else prefix
            for def_name, def_schema in defs.items():
                key = f"{def_prefix}{def_name}"
                component = _rewrite_refs(def_schema, def_prefix)
                if components.get(key, component) != component:
                    raise RuntimeError(f"two different {name} schemas are both named {def_name!r}")
                components[key] = component
            key = f"{prefix}{_pascal(part)}"
            doc = _rewrite_refs(doc, def_prefix)
            doc["title"] = key
            doc.setdefault("description", f"One {name} {part} (`GET /game-types/{name}` serves it as JSON Schema).")
            components[key] = doc
            refs[part].append(f"#/components/schemas/{key}")
    _hoist_variant_objects(components)
    return components, refs


def _any_of(refs: list[str], description: str) -> dict[str, Any]:
    return {"anyOf": [{"$ref": r} for r in refs], "description": description}


def _set_game_fields(schemas: dict[str, Any], refs: dict[str, list[str]]) -> None:
    action = _any_of(refs["action"], "An action of this game's type (see `GET /game-types/{game}`).")
    nullable_action = {"anyOf": [*action["anyOf"], {"type": "null"}], "description": action["description"]}

    def prop(struct: str, field: str, value: dict[str, Any]) -> None:
        s = schemas.get(struct)
        if s is not None and field in s.get("properties", {}):
            s["properties"][field] = value

    prop("ActionIn", "action", action)
    prop("ChoiceOut", "action", action)
    prop("TimelineEntryOut", "action", nullable_action)
    prop("LegalActionsOut", "actions", {"type": "array", "items": action})
    # (no "default": generators cannot default a union; absent means {})
    prop("GameIn", "options", _any_of(refs["options"], "The setup options of this game's type, `{}` when absent "
                                      "(see `GET /game-types/{game}`)."))
    prop("StateOut", "view", _any_of(refs["view"], "The game as this viewer may see it: the view of the game's "
                                     "type (see `GET /game-types/{game}`); hidden members are absent."))


def _problem_response(status: int, codes: list[str]) -> dict[str, Any]:
    listed = ", ".join(f"`{c}`" for c in codes)
    return {
        "description": f"Problem details with `type` {listed}.",
        "content": {PROBLEM_MEDIA_TYPE: {"schema": {"$ref": "#/components/schemas/ProblemDetails"}}},
        "x-problem-types": codes,
    }


#: ``?lang=``: the language of the answer's words (else ``Accept-Language``, else English).
LANG_PARAMETER: dict[str, Any] = {
    "name": "lang",
    "in": "query",
    "required": False,
    "schema": {"type": "string", "enum": list(i18n.LOCALES)},
    "description": "the language of the words in the answer (labels, prompts, effects, the timeline, problem "
    "details); without it the Accept-Language header decides (RFC 4647 lookup), else English. Events "
    "stored before the words became messages keep their English words.",
}


def amend(doc: dict[str, Any]) -> dict[str, Any]:
    """Amend Litestar's generated document in place (idempotent); returns it."""
    components = doc.setdefault("components", {})
    if SCHEME in components.get("securitySchemes", {}):
        return doc
    schemas = components.setdefault("schemas", {})
    schemas["ProblemDetails"] = problem_schema()
    game_schema_components, refs = game_components()
    schemas.update(game_schema_components)
    _set_game_fields(schemas, refs)
    components.setdefault("securitySchemes", {})[SCHEME] = {
        "type": "http",
        "scheme": "bearer",
        "description": "A seat token (from `POST /games/{game_id}/seats/{seat}`, shown once) or the "
        "admin token. Operations that also allow a spectator accept no token.",
    }
    for path, path_item in doc.get("paths", {}).items():
        for method, op in path_item.items():
            if not isinstance(op, dict) or "responses" not in op:
                continue
            token, problems = operation_problems(op.get("operationId", ""), method, "requestBody" in op)
            if token == "required":
                op["security"] = [{SCHEME: []}]
            elif token == "optional":
                op["security"] = [{SCHEME: []}, {}]
            else:
                op["security"] = [{}]
            responses = op["responses"]
            for status in [s for s in responses if not (s.startswith("2") or s == "304")]:
                del responses[status]  # Litestar's ValidationException body: never sent
            for response in responses.values():
                for header in response.get("headers", {}).values():
                    header.setdefault("schema", {"type": "string"})  # ETag, Cache-Control
            # The words of every answer (``service.api.ops.LocaleMiddleware``).
            op.setdefault("parameters", []).append(LANG_PARAMETER)
            for status, response in responses.items():
                if status.startswith("2"):
                    response.setdefault("headers", {})["Content-Language"] = {
                        "description": "the language of the answer's words", "schema": {"type": "string"}}
            for param in op.get("parameters", []):
                if param.get("name") in ("wait_for_version", "wait_seconds"):
                    param["schema"]["minimum"] = 0  # Litestar drops a bound of 0
            if "304" in responses and "headers" in responses.get("200", {}):
                responses["304"]["headers"] = responses["200"]["headers"]
            server = ["internal-error", "corrupt-history"] if "{game_id}" in path else ["internal-error"]
            for status, codes in sorted({**problems, 500: server}.items()):
                known = [c for c in codes if c in _all_codes()]
                if known:
                    responses[str(status)] = _problem_response(status, known)
            if op.get("operationId") in _TICKET_OPS:
                op["description"] = op.get("description", "") + (
                    "\n\nThe viewer is the bearer token's, or the `ticket` query parameter's (then send no "
                    "Authorization header)."
                )
            if op.get("operationId") == "StreamEvents":
                ok = responses.setdefault("200", {"description": "the stream"})
                ok["description"] = (
                    "Server-sent events: `id` = the event's version, `event` = its type, `data` = the event "
                    "as JSON (as `GET /games/{game_id}/events` lists it); comments keep an idle stream alive."
                )
                ok["content"] = {"text/event-stream": {"schema": SSE_EVENT_SCHEMA}}
            if op.get("operationId") == "StreamMyFeed":
                ok = responses.setdefault("200", {"description": "the feed"})
                ok["description"] = (
                    "Server-sent events: `id` = the notification's `seq`, `event` = its type, `data` = the "
                    "notification as JSON (as `GET /players/me/notifications` lists it, without `seq`)."
                )
                ok["content"] = {"text/event-stream": {"schema": FEED_EVENT_SCHEMA}}
    return doc


class _Amended:
    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return super().render(request, amend(openapi_schema))  # type: ignore[misc]


class AmendedJsonRenderPlugin(_Amended, JsonRenderPlugin):
    """``/schema/openapi.json``, amended."""


class AmendedScalarRenderPlugin(_Amended, ScalarRenderPlugin):
    """The browsable ``/schema``, amended."""


def render_plugins() -> list[Any]:
    return [AmendedScalarRenderPlugin(), AmendedJsonRenderPlugin()]
