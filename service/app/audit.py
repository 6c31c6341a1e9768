"""Replay-and-verify: the audit of one game's history, from the store or from a file.

A history is a list of full event records (``history_record``), the same form
``species-arena export`` writes as JSON lines. The audit replays it from the seed in a
fresh engine and compares everything the events recorded (effect lists, state hashes,
progress, scores, pending decision, outcome), checks that the seed matches its
commitment ``sha256(seed || game id)``, and names the first divergence. It never trusts
an aggregate or a snapshot: only the seed and the recorded actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from arena_events import undo_words
from service.domain import Game, seed_commitment
from service.domain.chain import event_from_export, plain_state, recorded_state, topic_of, verify_chain
from service.domain.engine import Engine, RuleError, canonical_json, decode_json, rule_error_parts
from service.domain.seat_audit import FIELDS as SEAT_FIELDS
from service.domain.seat_audit import SEAT_EVENTS, SeatReplay
from service.domain.undo import Line
from species_arena_client.schemas import HistoryRecord
from service.domain.i18n import DEFAULT, msg


def history_record(event: Any) -> dict[str, Any]:
    """The full, unredacted record of one stored event (the export format)."""
    rec: dict[str, Any] = {
        "id": str(event.originator_id),
        "version": event.originator_version,
        "type": type(event).__name__,
        "timestamp": event.timestamp.isoformat(),
    }
    if isinstance(event, Game.GameCreated):
        rec.update(
            game=event.game,
            seats=event.seats,
            options=event.options,
            bots=event.bots,
            seed_commitment=event.commitment,
            seed=event.seed,
            progress=event.progress,
            pending=event.pending,
        )
    elif isinstance(event, Game.SeatClaimed):
        rec.update(seat=event.seat, player=event.player, token_hash=event.token_hash)
    elif isinstance(event, Game.ActionApplied):
        rec.update(
            seat=event.seat,
            action=decode_json(event.action),
            effects=decode_json(event.effects),
            state_hash=event.state_hash,
            progress=event.progress,
            scores=event.scores,
            pending=event.pending,
            bot=event.bot,
            secret=event.secret,
        )
    elif isinstance(event, Game.GameFinished):
        rec.update(outcome=event.outcome, seed=event.seed)
    elif isinstance(event, Game.ActionsUndone):
        rec.update(
            seat=event.seat,
            from_version=event.from_version,
            to_version=event.to_version,
            versions=list(event.versions),
            decisions=event.decisions,
            **undo_words(event),
            state_hash=event.state_hash,
            progress=event.progress,
            scores=event.scores,
            pending=event.pending,
        )
    elif rec["type"] in SEAT_FIELDS:
        rec.update({name: getattr(event, name) for name in SEAT_FIELDS[rec["type"]]})
    # The hash chain (service.domain.chain), on every event class alike; absent before it existed.
    rec["prev_hash"] = getattr(event, "prev_hash", None)
    rec["chain_hash"] = getattr(event, "chain_hash", None)
    return rec


def export_record(event: Any) -> dict[str, Any]:
    """``history_record`` plus what the chain covers: the event's topic and its full
    recorded state (the export format; ``service.domain.chain.event_from_export`` reverses it)."""
    rec = history_record(event)
    rec["topic"] = topic_of(event)
    rec["recorded"] = plain_state(recorded_state(event))
    return rec


def _from_recorded(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The history as the recorded states say (what the chain covers): an exported line
    whose plain fields disagree with its recorded state was altered."""
    out = []
    for rec in records:
        if not isinstance(rec, dict) or "recorded" not in rec or "topic" not in rec:
            out.append(rec)
            continue
        try:
            derived = export_record(event_from_export(rec))
        except Exception as err:  # noqa: BLE001 - any damage is a finding, not a crash
            raise Divergence(rec.get("version", 0), f"the recorded state cannot be read: {err}", "altered") from None
        for key, value in derived.items():
            if key in rec and not _same(rec[key], value):
                raise Divergence(derived["version"], f"{key} differs from the event's recorded state", "altered")
        out.append(derived)
    return out


class Divergence(Exception):
    """The first place where the history and the replay disagree."""

    def __init__(self, version: int, reason: str, kind: str = "replay") -> None:
        super().__init__(f"version {version}: {reason}")
        self.version = version
        self.reason = reason
        self.kind = kind


def _same(a: Any, b: Any) -> bool:
    return canonical_json(a) == canonical_json(b)


def _progress(recorded: Any, replayed: dict[str, Any]) -> Any:
    """The replayed progress in the recorded history's format. Evo's ``phase`` was
    recorded as a number before every game's phase became a string (the number is now
    ``phase_number``): such a history is compared in its own format."""
    if isinstance(recorded, dict) and isinstance(recorded.get("phase"), int) and "phase_number" not in recorded \
            and "phase_number" in replayed:
        legacy = {k: v for k, v in replayed.items() if k != "phase_number"}
        legacy["phase"] = replayed["phase_number"]
        return legacy
    return replayed


def _check(version: int, what: str, recorded: Any, replayed: Any) -> None:
    if not _same(recorded, replayed):
        raise Divergence(version, f"{what} differs: recorded {canonical_json(recorded)[:300]}, "
                                  f"replayed {canonical_json(replayed)[:300]}")


def _replay(records: list[dict[str, Any]]) -> None:
    if not records:
        raise Divergence(1, "the history is empty")
    first = records[0]
    if first.get("type") != "GameCreated" or first.get("version") != 1:
        raise Divergence(1, "the history does not start with GameCreated at version 1")
    game_id = first.get("id")
    seed = first.get("seed")
    if not isinstance(seed, str):
        raise Divergence(1, "the seed is not in the history")
    if seed_commitment(seed, str(game_id)) != first.get("seed_commitment"):
        raise Divergence(1, "the seed does not match its published commitment sha256(seed || game id)")
    try:
        engine = Engine.create(first["game"], first["seats"], first["options"], int(seed, 16))
    except (RuleError, KeyError, ValueError) as err:
        raise Divergence(1, f"the game cannot be set up again: {err}") from None
    _check(1, "progress", first.get("progress"), _progress(first.get("progress"), engine.progress()))
    _check(1, "pending decision", first.get("pending"), engine.pending_json())
    seats = SeatReplay(first)
    finished = False
    # Undo (service.domain.undo): what could be taken back, judged as the game judged it.
    line = Line.start(1, engine, msg("svc-undo-why-begun"))
    undo_allowed = True
    acted = False
    for expected_version, rec in enumerate(records, start=1):
        version = rec.get("version")
        if version != expected_version:
            raise Divergence(expected_version, f"event version {version} found where {expected_version} was expected")
        if rec.get("id") != game_id:
            raise Divergence(expected_version, "the event belongs to another game")
        kind = rec.get("type")
        if kind == "undecodable":
            raise Divergence(expected_version, f"the stored event cannot be decoded: {rec.get('error')}", "altered")
        if version == 1:
            continue
        if finished:
            raise Divergence(version, "an event follows " + ("GameAbandoned" if seats.abandoned else "GameFinished"))
        if kind == "GameCreated":
            raise Divergence(version, "a second GameCreated")
        try:
            seats.before(rec)
        except ValueError as err:
            raise Divergence(version, str(err)) from None
        if kind == "SeatClaimed":
            seat = rec.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < engine.seats:
                raise Divergence(version, f"seat {seat} is not a seat of this game")
            try:
                seats.claimed(rec, engine)
            except ValueError as err:
                raise Divergence(version, str(err)) from None
            if line.entries:
                line = Line.start(version, engine, msg("svc-undo-why-claimed", seat=seat, version=version))
        elif kind in SEAT_EVENTS:
            try:
                finished = seats.event(rec, engine, seed)
            except ValueError as err:
                raise Divergence(version, str(err)) from None
            if kind in ("SeatResigned", "TimedOut", "SeatReplaced", "GameAbandoned"):
                line = Line.start(version, engine, msg("raw", text=f"{kind} at version {version}"))
        elif kind == "UndoDisabled":
            if acted:
                raise Divergence(version, "UndoDisabled must come before the first action")
            undo_allowed = False
        elif kind == "ActionsUndone":
            line, engine = _undo(rec, version, line, seats, undo_allowed)
        elif kind == "ActionApplied":
            acted = True
            seat = rec.get("seat")
            action = canonical_json(rec.get("action"))
            if not isinstance(seat, int):
                raise Divergence(version, "the action has no seat")
            try:
                seats.before_action(rec)
            except ValueError as err:
                raise Divergence(version, str(err)) from None
            # The stored format the event was written in (``STORED_FORMAT``): the first
            # held each effect's English text, compared as words; the second its message,
            # compared as ids and arguments.
            recorded = rec.get("effects")
            fmt = 1 if isinstance(recorded, list) and any(isinstance(e, dict) and "text" in e for e in recorded) else 2
            try:
                applied = engine.apply_recorded(seat, action, fmt)
                secret, effects = applied.secret, applied.effects
            except RuleError as err:
                code, detail, _ = rule_error_parts(err)
                raise Divergence(version, f"the rules refuse the recorded action on replay ({code}: {detail})") from None
            _check(version, "effects", rec.get("effects"), effects)
            _check(version, "state hash", rec.get("state_hash"), engine.state_hash())
            _check(version, "progress", rec.get("progress"), _progress(rec.get("progress"), engine.progress()))
            _check(version, "scores", rec.get("scores"), engine.scores())
            _check(version, "pending decision", rec.get("pending"), engine.pending_json())
            _check(version, "secrecy", rec.get("secret"), secret)
            try:
                seats.after_action(rec)
            except ValueError as err:
                raise Divergence(version, str(err)) from None
            line = line.after_action(version, seat, rec.get("bot") is True, action, applied.commit, engine,
                                     {"msg": msg("svc-undo-who-seat", seat=seat)})
        elif kind == "GameFinished":
            if engine.pending() is not None:
                raise Divergence(version, "GameFinished recorded while the replayed game is not over")
            _check(version, "outcome", rec.get("outcome"), engine.outcome() or {})
            if rec.get("seed") != seed:
                raise Divergence(version, "the revealed seed differs from the seed the game was set up with")
            finished = True
        else:
            raise Divergence(version, f"unknown event type {kind!r}")
    try:
        seats.end()
    except ValueError as err:
        raise Divergence(len(records) + 1, str(err)) from None
    if engine.pending() is None and not finished:
        raise Divergence(len(records) + 1, "the replayed game is over but GameFinished is missing")


def _undo(rec: dict[str, Any], version: int, line: Line, seats: SeatReplay, allowed: bool) -> tuple[Line, Any]:
    """Audit one ``ActionsUndone``: the rules of undo allowed exactly what it records, and
    the game it leaves is the game at ``to_version``. Returns the line and engine after it."""
    seat, to_version = rec.get("seat"), rec.get("to_version")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats.seats:
        raise Divergence(version, f"the undo names seat {seat!r}, not a seat of this game")
    if not isinstance(to_version, int) or isinstance(to_version, bool):
        raise Divergence(version, "the undo names no version to go back to")
    if not allowed:
        raise Divergence(version, "an undo in a game created without undo")
    if rec.get("from_version") != version - 1:
        raise Divergence(version, f"the undo says it was made at version {rec.get('from_version')}, not {version - 1}")
    if seats.bots[seat] is not None:
        raise Divergence(version, f"an undo by seat {seat}, which a bot plays")
    verdict = line.judge(seat, to_version, version - 1, [{"msg": msg("svc-undo-who-seat", seat=s)} for s in range(seats.seats)])
    if not verdict.allowed:
        raise Divergence(version, f"an undo the rules of undo refuse: {verdict.reason_in(DEFAULT)}")
    _check(version, "versions taken back", rec.get("versions"), list(verdict.versions))
    _check(version, "decisions taken back", rec.get("decisions"), verdict.decisions)
    if "text" not in rec:
        said = rec.get("msg")
        _check(version, "undo words", said.get("id") if isinstance(said, dict) else said, "svc-undo-taken-back")
        _check(version, "decisions in the undo's words", said.get("args", {}).get("decisions"), verdict.decisions)
    engine = line.restored(to_version)
    _check(version, "state hash", rec.get("state_hash"), engine.state_hash())
    _check(version, "progress", rec.get("progress"), _progress(rec.get("progress"), engine.progress()))
    _check(version, "scores", rec.get("scores"), engine.scores())
    _check(version, "pending decision", rec.get("pending"), engine.pending_json())
    seats.after_undo(rec)
    return line.after_undo(to_version, version - 1), engine


def audit_records(records: Iterable[dict[str, Any] | HistoryRecord]) -> dict[str, Any]:
    """The audit report of a full history: ``{"verified", "events", "first_divergence",
    "chain", "head"}``. ``chain`` is ``intact`` (every event's hash and link checked),
    ``unchained`` (recorded before the chain existed: verified by replay only) or
    ``broken``; ``head`` is the last verified ``chain_hash``. A broken chain or a replay
    divergence is not verified; ``first_divergence`` is the earliest of them, with its
    ``kind`` (``altered``, ``deleted``, ``inserted``, ``reordered``, or ``replay``)."""
    # Records from the store (``Games.history``) are read as their exported JSON.
    history: list[Any] = [r.to_dict() if isinstance(r, HistoryRecord) else r for r in records]
    report: dict[str, Any] = {"verified": True, "events": len(history), "first_divergence": None}
    if history:
        report["id"] = history[0].get("id")
        report["game"] = history[0].get("game")
        report["finished"] = any(r.get("type") == "GameFinished" for r in history)
        report["abandoned"] = any(r.get("type") == "GameAbandoned" for r in history)
    history = [r for r in history]
    chain = verify_chain(history) if all(isinstance(r, dict) for r in history) else {
        "status": "broken", "head": None, "tampering": {"version": 0, "kind": "altered", "reason": "a record is not an object"}}
    report["chain"] = chain["status"]
    report["head"] = chain["head"]
    divergences = []
    if chain["tampering"] is not None:
        t = chain["tampering"]
        divergences.append({"version": t["version"], "reason": f"hash chain broken ({t['kind']}): {t['reason']}", "kind": t["kind"]})
    try:
        _replay(_from_recorded(history))
    except Divergence as d:
        divergences.append({"version": d.version, "reason": d.reason, "kind": d.kind})
    if divergences:
        report["verified"] = False
        def at(d: dict[str, Any]) -> int:
            return d["version"] if isinstance(d["version"], int) else 0

        first = min(divergences, key=at)
        same = [d for d in divergences if at(d) == at(first)]
        if len(same) > 1:  # both at one version: the replay's finding, then the chain's kind
            replay, chained = same[-1], same[0]
            first = {"version": first["version"], "reason": f"{replay['reason']}; {chained['reason']}", "kind": chained["kind"]}
        report["first_divergence"] = first
    return report
