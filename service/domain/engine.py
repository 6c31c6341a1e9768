"""The one typed importer of ``core_rs``: a thin facade that decodes the engine's JSON.

Everything game-specific stays in Rust; this module only knows the generic contract of
the registry (pending decision, legal actions, apply, view, outcome, hash, snapshot).

Test seam
---------
``register_engine_type`` adds a game type backed by a pure-Python object that implements
the same raw interface as ``core_rs.Engine`` (JSON text in and out, ``core_rs.RuleError``
for rejections). It exists for the test-suite only: ``tests/fake_engine.py`` registers a
tiny finishing game under a test-only name in a fixture, and unregisters it afterwards, so
the "game over" paths (``GameFinished``, seed reveal, audit, stats) are tested before any
real game can finish. Production code never calls it; ``game_types()`` lists the Rust
registry plus whatever a test registered.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

import core_rs

# The stored-JSON codec is shared with the read models (``arena_events``).
from arena_events import canonical_json, decode_json  # noqa: F401 - re-exported for the service

RuleError = core_rs.RuleError

_decoder = msgspec.json.Decoder()

#: The stored format of new events' effects (``Engine.apply_recorded``): 1 held each
#: effect's words as English ``text``; 2 holds them as a message (``msg``: id and
#: arguments), rendered in the reader's locale when read. Events of both formats are read,
#: rendered and audited (``service.domain.i18n.effect_texts``, ``service.app.audit``).
STORED_FORMAT = 2


#: Every code of a rule error the engine can raise (``ErrorCode::as_str`` in
#: core_rs/src/engine/mod.rs) -> the problem type the service answers it with (a code of
#: ``service.app.errors.STATUS``, documented per operation in ``service.api.openapi.PROBLEMS``).
#: There is no default: a code missing here is a bug (``UnknownRuleError``), never a
#: silent 400. ``tests/api/test_rule_errors.py`` checks the table against the Rust enum.
RULE_ERROR_PROBLEMS: dict[str, str] = {
    "illegal-action": "illegal-action",
    "not-your-turn": "not-your-turn",
    "game-over": "game-over",
    "invalid-request": "invalid-request",
}


class UnknownRuleError(RuntimeError):
    """The engine raised a rule error with a code ``RULE_ERROR_PROBLEMS`` does not list."""


def _rule_error_field(err: BaseException, name: str, position: int) -> str:
    """One field of a ``RuleError``: the attribute of that name when the binding exposes
    it, else the constructor argument at its documented position (code, detail, rule)."""
    value = getattr(err, name, None)
    if value is None:
        args = tuple(err.args)
        value = args[position] if position < len(args) else ""
    return str(value)


def rule_error_parts(err: BaseException) -> tuple[str, str, str]:
    """(problem type, detail, rule) of a ``core_rs.RuleError``, read by field name; the
    code is mapped through ``RULE_ERROR_PROBLEMS`` (``UnknownRuleError`` if unlisted)."""
    code = _rule_error_field(err, "code", 0)
    problem = RULE_ERROR_PROBLEMS.get(code)
    if problem is None:
        raise UnknownRuleError(f"the engine raised a rule error with an unknown code {code!r}: {err!r}")
    return problem, _rule_error_field(err, "detail", 1), _rule_error_field(err, "rule", 2)


def rule_error_message(err: BaseException) -> dict[str, Any]:
    """A rule error's words as a message: the engine's own (``RuleError.message``), or its
    English ``detail`` as written where the engine gave none."""
    message = getattr(err, "message", None)
    if isinstance(message, str) and message:
        return decode_json(message)
    return {"id": "raw", "args": {"text": rule_error_parts(err)[1]}}


def rule_error_words(err: BaseException) -> dict[str, Any]:
    """A rule error's words as an argument of another message."""
    return {"msg": rule_error_message(err)}


class RawEngine(Protocol):
    """The raw interface of ``core_rs.Engine`` (JSON text in and out)."""

    game: str
    seats: int

    def pending(self) -> tuple[list[int], str] | None: ...
    def legal_actions(self, seat: int) -> str: ...
    def legal_actions_labeled(self, seat: int, lang: str = "en") -> str: ...
    def prompt(self, seat: int, lang: str = "en") -> str: ...
    def apply(self, seat: int, action: str) -> str: ...
    def action_is_secret(self, seat: int, action: str) -> bool: ...
    def view(self, seat: int | None = None, omniscient: bool = False) -> str: ...
    def outcome(self) -> str | None: ...
    def scores(self) -> list[int]: ...
    def progress(self) -> str: ...
    def state_hash(self) -> str: ...
    def snapshot(self) -> str: ...
    def validate(self) -> None: ...
    def bot_action(self, seat: int, kind: str, seed: int) -> str | None: ...
    def clone(self) -> RawEngine: ...


class EngineBackend(Protocol):
    """What ``register_engine_type`` needs: the static side of ``core_rs.Engine``."""

    @staticmethod
    def create(game: str, seats: int, options: str, seed: int) -> RawEngine: ...
    @staticmethod
    def restore(game: str, snapshot: str) -> RawEngine: ...
    @staticmethod
    def describe_effect(game: str, effect: str) -> str: ...
    @staticmethod
    def option_specs(game: str, lang: str = "en") -> str: ...


@dataclass(frozen=True, slots=True)
class GameType:
    """A registered game type and its seat range."""

    name: str
    min_seats: int
    max_seats: int

    @property
    def title(self) -> str:
        """The game's name in words: its type name with each hyphen-separated word
        capitalised ("dominant-species" -> "Dominant Species", "la-isla" -> "La Isla")."""
        return " ".join(w[:1].upper() + w[1:] for w in self.name.split("-") if w)


_extra_types: dict[str, tuple[GameType, EngineBackend]] = {}


def register_engine_type(name: str, min_seats: int, max_seats: int, backend: EngineBackend) -> None:
    """TEST SEAM (see the module docstring): host a pure-Python engine under ``name``."""
    _extra_types[name] = (GameType(name, min_seats, max_seats), backend)


def unregister_engine_type(name: str) -> None:
    """Undo ``register_engine_type``."""
    _extra_types.pop(name, None)


def game_types() -> dict[str, GameType]:
    """Every hosted game type: the Rust registry (plus test-registered types)."""
    types = {n: GameType(n, lo, hi) for n, lo, hi in core_rs.games_list()}
    types.update({n: t for n, (t, _) in _extra_types.items()})
    return types


def _backend(game: str) -> Any:
    extra = _extra_types.get(game)
    return core_rs.Engine if extra is None else extra[1]


def option_specs(game: str, lang: str = "en") -> list[dict[str, Any]]:
    """The setup options of a game type, described for a form (the engine's
    ``OptionSpec`` list: name, label, help, rule, kind, default, choices, seats), the
    words in ``lang``."""
    extra = _extra_types.get(game)
    text = core_rs.option_specs(game, lang) if extra is None else extra[1].option_specs(game, lang)
    return _decoder.decode(text)


#: The schemas of a game type without Rust types (a test-registered engine): any action
#: object with a ``type``, any options object, any view object.
_GENERIC_SCHEMAS: dict[str, Any] = {
    "action": {"type": "object", "required": ["type"], "properties": {"type": {"type": "string"}}},
    "options": {"type": "object"},
    "view": {"type": "object"},
}


def game_schemas(game: str) -> dict[str, Any]:
    """The JSON Schemas (2020-12) of a game type's ``action``, ``options`` and ``view``, generated
    from the Rust types by schemars (``core_rs.game_schemas``), so they cannot drift from
    what the engine accepts. A test-registered engine type gets generic ones."""
    if game in _extra_types:
        return dict(_GENERIC_SCHEMAS)
    return _decoder.decode(core_rs.game_schemas(game))


def catalogue(game: str) -> dict[str, Any]:
    """The static data a game type's views refer to by id, for a client to draw them with
    (``core_rs.catalogue``; La Isla: every card's printed face, ``cards``), ``{}`` for a
    type without any (a test-registered engine type has none). The same for every game of
    the type, for the life of a build."""
    if game in _extra_types:
        return {}
    return _decoder.decode(core_rs.catalogue(game))


#: ``Engine._pending`` before the state's pending decision has been asked.
_UNKNOWN = object()


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision a game waits for: which seats may act, and of what kind."""

    seats: tuple[int, ...]
    kind: str

    def to_json(self) -> dict[str, Any]:
        """The public form served and recorded in events."""
        return {"seat": self.seats[0], "seats": list(self.seats), "kind": self.kind}


@dataclass(frozen=True, slots=True)
class Applied:
    """One applied action: its effect records, whether the action was a secret choice,
    and the new state's hash, progress, scores and pending decision."""

    effects: list[dict[str, Any]]
    secret: bool
    state_hash: str
    progress: dict[str, Any]
    scores: list[int]
    pending: Pending | None
    #: Undo: whether the action was a commit point (nobody may take it back).
    commit: bool = True


class Engine:
    """One game's rules engine (any registered type)."""

    __slots__ = ("_e", "_pending")

    def __init__(self, inner: RawEngine) -> None:
        self._e = inner
        #: ``pending()`` of the state as it is (``_UNKNOWN`` until asked): it is asked several
        #: times per request, and only an apply changes it.
        self._pending: Pending | None | object = _UNKNOWN

    @classmethod
    def create(cls, game: str, seats: int, options: dict[str, Any] | None, seed: int) -> Engine:
        """A new game; raises ``RuleError`` for an unknown type, seat count or options."""
        return cls(_backend(game).create(game, seats, canonical_json(options), seed))

    @classmethod
    def restore(cls, game: str, snapshot: str) -> Engine:
        """An engine from its own snapshot text."""
        return cls(_backend(game).restore(game, snapshot))

    @property
    def game(self) -> str:
        return self._e.game

    @property
    def seats(self) -> int:
        return self._e.seats

    def pending(self) -> Pending | None:
        known = self._pending
        if known is _UNKNOWN:
            p = self._e.pending()
            known = self._pending = None if p is None else Pending(tuple(p[0]), p[1])
        return known  # type: ignore[return-value]

    def pending_json(self) -> dict[str, Any] | None:
        p = self.pending()
        return None if p is None else p.to_json()

    def legal_actions(self, seat: int) -> list[Any]:
        return _decoder.decode(self._e.legal_actions(seat))

    def legal_actions_labeled(self, seat: int, lang: str = "en") -> list[dict[str, Any]]:
        """The legal actions of ``seat`` in ``legal_actions`` order, each as
        ``{"action", "label", "targets": [{"kind", "id"}]}``, the labels in ``lang``."""
        return _decoder.decode(self._e.legal_actions_labeled(seat, lang))

    def legal_actions_labeled_json(self, seat: int, lang: str = "en") -> str:
        """``legal_actions_labeled`` as the engine's JSON text (for a typed decoder)."""
        return self._e.legal_actions_labeled(seat, lang)

    def prompt(self, seat: int, lang: str = "en") -> str:
        """What ``seat`` is deciding now, in one line in ``lang`` (empty when it decides nothing)."""
        return self._e.prompt(seat, lang)

    def apply(self, seat: int, action_json: str) -> list[dict[str, Any]]:
        """Apply a canonical-JSON action; returns effect records (data, visible_to, text)."""
        self._pending = _UNKNOWN
        return _decoder.decode(self._e.apply(seat, action_json))

    def action_is_secret(self, seat: int, action_json: str) -> bool:
        return self._e.action_is_secret(seat, action_json)

    def apply_recorded(self, seat: int, action_json: str, format: int = STORED_FORMAT) -> Applied:
        """Apply a canonical-JSON action and return everything an ``ActionApplied`` event
        records (one call into Rust where the backend offers ``apply_commit``; the effects
        in stored ``format``), and whether it was a commit point (undo). A test-registered
        engine's effects carry English ``text`` whatever the format."""
        self._pending = _UNKNOWN
        fast = getattr(self._e, "apply_commit", None)
        if fast is None:
            # An engine without commit points (a test-registered one): every action is one.
            secret = self.action_is_secret(seat, action_json)
            effects = self.apply(seat, action_json)
            return Applied(effects, secret, self.state_hash(), self.progress(), self.scores(), self.pending())
        fx, secret, state_hash, progress, scores, p, commit = fast(seat, action_json, format)
        pending = self._pending = None if p is None else Pending(tuple(p[0]), p[1])
        return Applied(_decoder.decode(fx), secret, state_hash, _decoder.decode(progress), list(scores), pending,
                       commit)

    def apply_replay(self, seat: int, action_json: str) -> bool:
        """Apply a canonical-JSON action as a replay does; returns whether it was a commit
        point (always, for an engine that does not say)."""
        self._pending = _UNKNOWN
        fast = getattr(self._e, "apply_replay", None)
        if fast is None:
            self._e.apply(seat, action_json)
            return True
        return bool(fast(seat, action_json))

    def view(self, seat: int | None = None, omniscient: bool = False) -> Any:
        return _decoder.decode(self._e.view(seat, omniscient))

    def view_raw(self, seat: int | None = None, omniscient: bool = False) -> msgspec.Raw:
        """``view`` as the engine's JSON text, to be placed in an encoded answer as it is."""
        return msgspec.Raw(self._e.view(seat, omniscient))

    def outcome(self) -> dict[str, Any] | None:
        o = self._e.outcome()
        return None if o is None else _decoder.decode(o)

    def scores(self) -> list[int]:
        return list(self._e.scores())

    def progress(self) -> dict[str, Any]:
        return _decoder.decode(self._e.progress())

    def state_hash(self) -> str:
        return self._e.state_hash()

    def snapshot(self) -> str:
        return self._e.snapshot()

    def validate(self) -> None:
        self._e.validate()

    def bot_action(self, seat: int, kind: str, seed: int) -> str | None:
        """The built-in bot's choice for ``seat`` (JSON), or None without a legal action."""
        return self._e.bot_action(seat, kind, seed)

    def clone(self) -> Engine:
        return Engine(self._e.clone())

    def __deepcopy__(self, memo: dict[int, Any]) -> Engine:
        return Engine(self._e.clone())


def describe_effect(game: str, effect: dict[str, Any]) -> str:
    """The words for a stored effect's data."""
    extra = _extra_types.get(game)
    if extra is not None:
        return extra[1].describe_effect(game, canonical_json(effect))
    return core_rs.render("en", core_rs.describe_effect(game, canonical_json(effect)))
