"""The one typed importer of ``core_rs``: a thin facade that decodes the engine's JSON.

Everything game-specific stays in Rust; this module only knows the generic contract of
the registry (pending decision, legal actions, apply, view, outcome, hash, snapshot).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import core_rs
import msgspec

RuleError = core_rs.RuleError

_decoder = msgspec.json.Decoder()
_encoder = msgspec.json.Encoder(order="sorted")


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and no spaces: the form actions are stored in."""
    return _encoder.encode(value).decode()


def rule_error_parts(err: BaseException) -> tuple[str, str, str]:
    """(code, detail, rule) of a ``core_rs.RuleError``."""
    args = tuple(err.args) + ("", "", "")
    return str(args[0]), str(args[1]), str(args[2])


@dataclass(frozen=True, slots=True)
class GameType:
    name: str
    min_seats: int
    max_seats: int


def game_types() -> dict[str, GameType]:
    return {n: GameType(n, lo, hi) for n, lo, hi in core_rs.games_list()}


@dataclass(frozen=True, slots=True)
class Pending:
    seats: tuple[int, ...]
    kind: str


class Engine:
    """One game's rules engine (any registered type)."""

    __slots__ = ("_e",)

    def __init__(self, inner: Any) -> None:
        self._e = inner

    @classmethod
    def create(cls, game: str, seats: int, options: dict[str, Any] | None, seed: int) -> Engine:
        return cls(core_rs.Engine.create(game, seats, canonical_json(options), seed))

    @classmethod
    def restore(cls, game: str, snapshot: str) -> Engine:
        return cls(core_rs.Engine.restore(game, snapshot))

    @property
    def game(self) -> str:
        return self._e.game

    @property
    def seats(self) -> int:
        return self._e.seats

    def pending(self) -> Pending | None:
        p = self._e.pending()
        return None if p is None else Pending(tuple(p[0]), p[1])

    def legal_actions(self, seat: int) -> list[Any]:
        return _decoder.decode(self._e.legal_actions(seat))

    def legal_actions_json(self, seat: int) -> str:
        return self._e.legal_actions(seat)

    def apply(self, seat: int, action_json: str) -> list[dict[str, Any]]:
        """Apply a canonical-JSON action; returns effect records (data, visible_to, text)."""
        return _decoder.decode(self._e.apply(seat, action_json))

    def action_is_secret(self, seat: int, action_json: str) -> bool:
        return self._e.action_is_secret(seat, action_json)

    def view(self, seat: int | None = None, omniscient: bool = False) -> Any:
        return _decoder.decode(self._e.view(seat, omniscient))

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
        return self._e.bot_action(seat, kind, seed)

    def clone(self) -> Engine:
        return Engine(self._e.clone())

    def __deepcopy__(self, memo: dict[int, Any]) -> Engine:
        return Engine(self._e.clone())


def describe_effect(game: str, effect: dict[str, Any]) -> str:
    return core_rs.describe_effect(game, canonical_json(effect))
