"""Undo: which of a seat's decisions it may take back, and the game as it was before them.

Pure bookkeeping over the engine, shared by the aggregate (live and on replay) and the
audit (from exported records), so both judge an undo the same way (docs/architecture.md,
"Undo").

A seat may take back its own decisions after a version ``M`` when every action after
``M`` is its own (a bot's answer to it counts as its own), none of them is a *commit
point* (the engine's verdict: it drew or revealed something random or hidden, ended a
round or phase the rules treat as final, or ended the game: each rules file lists its
game's), and the game allows undo. Nothing before the latest commit point (or the latest
event that settles the table: a timeout, a resignation, a replaced seat) can ever be
reached again, so the line keeps only what follows it:

* ``base_version`` and ``base``: the version of that latest commit point and a frozen
  engine of the state after it (cloned, never changed);
* ``entries``: the actions recorded since, still standing, in order:
  ``(version, seat, bot, action_json)``;
* ``undone``: the version ranges ``(to, from]`` taken back since (a version inside one has
  no state of its own any more).

Every ``Line`` is immutable: each change returns a new one (the aggregate's copies share it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: An action still standing since the latest commit point: (version, seat, bot, action JSON).
Entry = tuple[int, int, bool, str]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to "may ``seat`` take back its decisions after ``to_version``?"."""

    allowed: bool
    reason: str
    #: The earliest version the seat could go back to now (None: none).
    earliest: int | None
    #: The version it goes back to (the asked one, or by default before its last decision).
    to_version: int | None = None
    #: The seat's own decisions taken back (its bots' answers not counted).
    decisions: int = 0
    #: The versions of every action taken back (the seat's and the answers to it).
    versions: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Line:
    base_version: int
    base: Any = field(repr=False)  # service.domain.engine.Engine, frozen
    #: Why nothing before ``base_version`` can be taken back, in words.
    base_reason: str = "the game has just begun"
    entries: tuple[Entry, ...] = ()
    undone: tuple[tuple[int, int], ...] = ()

    @classmethod
    def start(cls, version: int, engine: Any, reason: str) -> Line:
        """A line whose base is ``engine`` as it is now (cloned) at ``version``."""
        return cls(version, engine.clone(), reason)

    def after_action(self, version: int, seat: int, bot: bool, action_json: str, commit: bool,
                     engine: Any, who: str) -> Line:
        """The line after an action (``engine``: the game after it)."""
        if commit:
            what = "a bot's answer" if bot else f"{who}'s decision"
            return Line.start(version, engine, f"{what} at version {version} drew or revealed something hidden "
                                               "or random, or ended a round, phase or the game (a commit point)")
        return Line(self.base_version, self.base, self.base_reason, (*self.entries, (version, seat, bot, action_json)),
                    self.undone)

    def judge(self, seat: int, to_version: int | None, head: int, names: list[str]) -> Verdict:
        """May ``seat`` take back its decisions after ``to_version`` (None: its last
        decision) in a game at version ``head``? ``names``: each seat's name, for the reason."""
        # The suffix of standing actions that are the seat's own, or bots' answers to it.
        start = len(self.entries)
        blocker: str | None = None
        i = len(self.entries) - 1
        pending_bots = 0
        while i >= 0:
            version, s, bot, _ = self.entries[i]
            if bot:
                pending_bots += 1
            elif s == seat:
                start = i
                pending_bots = 0
            else:
                blocker = f"{names[s]} has acted since (version {version})"
                break
            i -= 1
        if blocker is None and pending_bots:
            first_bot = self.entries[i + 1][0] if i + 1 < len(self.entries) else head
            blocker = f"the bot move at version {first_bot} was not an answer to {names[seat]}'s decision"
        if blocker is None:
            blocker = self.base_reason
        own = self.entries[start:]
        earliest = own[0][0] - 1 if own else None
        if not own:
            return Verdict(False, f"{names[seat]} has no decision to take back: {blocker}", None)
        if to_version is None:
            to_version = max(v for v, s, bot, _ in own if s == seat and not bot) - 1
        if to_version >= head:
            return Verdict(False, f"version {to_version} is not before the game's version {head}", earliest)
        if earliest is not None and to_version < earliest:
            return Verdict(False, f"version {to_version} cannot be reached: {blocker}", earliest)
        for lo, hi in self.undone:
            if lo < to_version <= hi:
                return Verdict(False, f"version {to_version} was itself taken back (by the undo to version {lo})",
                               earliest)
        back = [e for e in own if e[0] > to_version]
        if not back:
            return Verdict(False, f"{names[seat]} has made no decision after version {to_version}", earliest)
        decisions = sum(1 for _, s, bot, _ in back if not bot)
        return Verdict(True, "", earliest, to_version, decisions, tuple(e[0] for e in back))

    def restored(self, to_version: int) -> Any:
        """A new engine: the game as it was at ``to_version`` (the base, then the standing
        actions up to it)."""
        engine = self.base.clone()
        for version, seat, _, action_json in self.entries:
            if version > to_version:
                break
            engine.apply(seat, action_json)
        return engine

    def after_undo(self, to_version: int, from_version: int) -> Line:
        """The line once the actions after ``to_version`` (up to ``from_version``) are taken back."""
        kept = tuple(e for e in self.entries if e[0] <= to_version)
        return Line(self.base_version, self.base, self.base_reason, kept, (*self.undone, (to_version, from_version)))

    # ---- snapshots ----

    def to_state(self) -> dict[str, Any]:
        return {"base_version": self.base_version, "base": self.base.snapshot(), "base_reason": self.base_reason,
                "entries": [list(e) for e in self.entries], "undone": [list(r) for r in self.undone]}

    @classmethod
    def from_state(cls, state: dict[str, Any], restore: Any) -> Line:
        """The line of a snapshot; ``restore(text)`` rebuilds an engine from its snapshot text."""
        return cls(state["base_version"], restore(state["base"]), state["base_reason"],
                   tuple((int(v), int(s), bool(b), str(a)) for v, s, b, a in state["entries"]),
                   tuple((int(lo), int(hi)) for lo, hi in state["undone"]))
