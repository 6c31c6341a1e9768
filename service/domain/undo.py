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

from service.domain.i18n import msg, render

#: A message (``i18n.msg``): the words of a refusal, rendered in the reader's locale.
Message = dict[str, Any]
#: A seat in a message's arguments: its player's name, or ``{"msg": svc-undo-who-*}``.
Who = str | dict[str, Any]

#: An action still standing since the latest commit point: (version, seat, bot, action JSON).
Entry = tuple[int, int, bool, str]


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to "may ``seat`` take back its decisions after ``to_version``?"."""

    allowed: bool
    #: Why not, as a message (None when allowed).
    reason: Message | None
    #: The earliest version the seat could go back to now (None: none).
    earliest: int | None
    #: The version it goes back to (the asked one, or by default before its last decision).
    to_version: int | None = None
    #: The seat's own decisions taken back (its bots' answers not counted).
    decisions: int = 0
    #: The versions of every action taken back (the seat's and the answers to it).
    versions: tuple[int, ...] = ()

    def reason_in(self, locale: str) -> str:
        """Why not, in ``locale`` ("" when allowed)."""
        return "" if self.reason is None else render(locale, self.reason)


@dataclass(frozen=True, slots=True)
class Line:
    base_version: int
    base: Any = field(repr=False)  # service.domain.engine.Engine, frozen
    #: Why nothing before ``base_version`` can be taken back, as a message.
    base_reason: Message = field(default_factory=lambda: msg("svc-undo-why-begun"))
    entries: tuple[Entry, ...] = ()
    undone: tuple[tuple[int, int], ...] = ()

    @classmethod
    def start(cls, version: int, engine: Any, reason: Message) -> Line:
        """A line whose base is ``engine`` as it is now (cloned) at ``version``."""
        return cls(version, engine.clone(), reason)

    def after_action(self, version: int, seat: int, bot: bool, action_json: str, commit: bool,
                     engine: Any, who: Who) -> Line:
        """The line after an action (``engine``: the game after it)."""
        if commit:
            why = msg("svc-undo-why-commit-bot", version=version) if bot else msg("svc-undo-why-commit", who=who, version=version)
            return Line.start(version, engine, why)
        return Line(self.base_version, self.base, self.base_reason, (*self.entries, (version, seat, bot, action_json)),
                    self.undone)

    def judge(self, seat: int, to_version: int | None, head: int, names: list[Who]) -> Verdict:
        """May ``seat`` take back its decisions after ``to_version`` (None: its last
        decision) in a game at version ``head``? ``names``: each seat as the reason names it."""
        # The suffix of standing actions that are the seat's own, or bots' answers to it.
        start = len(self.entries)
        blocker: Message | None = None
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
                blocker = msg("svc-undo-acted-since", who=names[s], version=version)
                break
            i -= 1
        if blocker is None and pending_bots:
            first_bot = self.entries[i + 1][0] if i + 1 < len(self.entries) else head
            blocker = msg("svc-undo-bot-not-answer", version=first_bot, who=names[seat])
        if blocker is None:
            blocker = self.base_reason
        own = self.entries[start:]
        earliest = own[0][0] - 1 if own else None
        if not own:
            return Verdict(False, msg("svc-undo-no-decision", who=names[seat], why={"msg": blocker}), None)
        if to_version is None:
            to_version = max(v for v, s, bot, _ in own if s == seat and not bot) - 1
        if to_version >= head:
            return Verdict(False, msg("svc-undo-not-before", version=to_version, head=head), earliest)
        if earliest is not None and to_version < earliest:
            return Verdict(False, msg("svc-undo-unreachable", version=to_version, why={"msg": blocker}), earliest)
        for lo, hi in self.undone:
            if lo < to_version <= hi:
                return Verdict(False, msg("svc-undo-already-back", version=to_version, to=lo), earliest)
        back = [e for e in own if e[0] > to_version]
        if not back:
            return Verdict(False, msg("svc-undo-none-after", who=names[seat], version=to_version), earliest)
        decisions = sum(1 for _, s, bot, _ in back if not bot)
        return Verdict(True, None, earliest, to_version, decisions, tuple(e[0] for e in back))

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
        """The line of a snapshot; ``restore(text)`` rebuilds an engine from its snapshot text.
        A snapshot taken before the reasons were messages holds English words: kept as written."""
        reason = state["base_reason"]
        if isinstance(reason, str):
            reason = msg("raw", text=reason)
        return cls(state["base_version"], restore(state["base"]), reason,
                   tuple((int(v), int(s), bool(b), str(a)) for v, s, b, a in state["entries"]),
                   tuple((int(lo), int(hi)) for lo, hi in state["undone"]))
