"""The read side of the application: who is asking (``Viewer``), redaction, and the
response bodies of the reads (state, legal actions, events, history, audit).

Redaction happens here, once, for every read path (state, legal actions, events, the
stream, the timeline): a viewer is a seat (its token), a spectator (no token), or
omniscient (the admin token, or anyone once the game has finished).
"""

from __future__ import annotations

import functools
import hashlib
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from uuid import UUID

import msgspec

from service.app import gamelog, rulebook
from service.app.audit import audit_records, export_record
from service.app.errors import ServiceError
from service.app.tickets import Tickets
from arena_events import PLAYER_TOPIC_PREFIX
from service.domain import Game, i18n, token_hash
from service.domain.engine import decode_json
from service.domain.seat_audit import FIELDS as SEAT_FIELDS
from service.domain.i18n import msg
from species_arena_client.schemas import (
    AuditOut,
    ChoiceOut,
    EventOut,
    HistoryRecord,
    LegalActionsOut,
    PendingOut,
    StateOut,
    TargetOut,
    ViewerOut,
)

if TYPE_CHECKING:
    from service.app.repository import GameStore
    from service.app.seats import SeatCommands

    class _Base(GameStore, SeatCommands): ...
else:
    _Base = object


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who is asking: a seat, a spectator (seat None), or omniscient (admin / game over)."""

    seat: int | None = None
    omniscient: bool = False
    admin: bool = False
    #: The registered player a player key stands for (its id), if the token is one.
    player: str | None = None
    #: The seats that player holds in the game (``seat`` is one of them).
    held: tuple[int, ...] = ()

    def sees(self, visible_to: list[int] | None) -> bool:
        """May this viewer see an effect with this visibility (None = everyone)?"""
        return visible_to is None or self.omniscient or (self.seat is not None and self.seat in visible_to)


@functools.lru_cache(maxsize=None)
def seat_viewer(seat: int | None, omniscient: bool) -> Viewer:
    """A seat's viewer (a spectator's for None), made once: a ``Viewer`` is immutable and
    equal by value, and a request asks for one several times."""
    return Viewer(seat=seat, omniscient=omniscient)


class _Labeled(msgspec.Struct):
    """One of the engine's labelled legal actions (``Engine.legal_actions_labeled``)."""

    action: Any
    label: str
    targets: list[TargetOut]


class _LabeledRaw(msgspec.Struct):
    """``_Labeled`` with the action left as the engine's JSON text."""

    action: msgspec.Raw
    label: str
    targets: list[TargetOut]


_LABELED = msgspec.json.Decoder(list[_Labeled])
_LABELED_RAW = msgspec.json.Decoder(list[_LabeledRaw])


def redact_effects(effects: list[dict[str, Any]], viewer: Viewer, g: Game) -> list[dict[str, Any]]:
    """The effects of game ``g`` this viewer may see, as ``{...data, "text"}``, the text in
    the request's locale (``service.app.gamelog.effect_sayer``)."""
    seen = [e for e in effects if viewer.sees(e.get("visible_to"))]
    texts = gamelog.effect_sayer(g, i18n.current())(seen)
    return [{**e["data"], "text": t} for e, t in zip(seen, texts, strict=True)]


def event_record(ev: Any, viewer: Viewer, reveal: bool, g: Game) -> EventOut:
    """One stored event as ``viewer`` may see it (``reveal`` once the game has finished):
    the members of ``history_record`` (but the game id), redacted: the seed until it is
    revealed, token hashes always, a secret action and hidden effects from other seats,
    the state hash and the hash chain from all but omniscient viewers."""
    kind = type(ev).__name__
    rec = EventOut(version=ev.originator_version, type=kind, timestamp=ev.timestamp.isoformat())
    if isinstance(ev, Game.GameCreated):
        rec.game, rec.seats, rec.options, rec.bots = ev.game, ev.seats, ev.options, ev.bots
        rec.seed_commitment = ev.commitment
        if reveal or viewer.omniscient:
            rec.seed = ev.seed
        rec.progress, rec.pending = ev.progress, ev.pending
    elif isinstance(ev, Game.SeatClaimed):
        rec.seat, rec.player = ev.seat, ev.player
    elif isinstance(ev, Game.ActionApplied):
        hidden = ev.secret and not (viewer.omniscient or viewer.seat == ev.seat)
        rec.seat = ev.seat
        rec.action = None if hidden else decode_json(ev.action)
        rec.effects = redact_effects(decode_json(ev.effects), viewer, g)
        if viewer.omniscient:
            rec.state_hash = ev.state_hash
        rec.progress, rec.scores, rec.pending, rec.bot = ev.progress, ev.scores, ev.pending, ev.bot
        rec.action_hidden = hidden
    elif isinstance(ev, Game.GameFinished):
        rec.outcome, rec.seed = ev.outcome, ev.seed
    elif isinstance(ev, Game.ActionsUndone):
        rec.seat, rec.from_version, rec.to_version = ev.seat, ev.from_version, ev.to_version
        rec.versions, rec.decisions, rec.text = list(ev.versions), ev.decisions, i18n.undo_text(ev, i18n.current())
        if viewer.omniscient:
            rec.state_hash = ev.state_hash
        rec.progress, rec.scores, rec.pending = ev.progress, ev.scores, ev.pending
    elif kind in SEAT_FIELDS:
        for name in SEAT_FIELDS[kind]:
            if name != "token_hash":
                setattr(rec, name, getattr(ev, name))
    if viewer.omniscient:
        # The chain's hashes cover hidden state: shown once everything is (or to the admin).
        rec.prev_hash = getattr(ev, "prev_hash", None)
        rec.chain_hash = getattr(ev, "chain_hash", None)
    return rec


class Reads(_Base):
    """The reads of ``Games`` (a mixin over ``GameStore`` and ``SeatCommands``)."""

    admin_token: str | None

    if TYPE_CHECKING:
        from service.app.players import PlayerRef

        def player_or_none(self, token: str | None) -> PlayerRef | None: ...

    def is_admin(self, token: str | None) -> bool:
        return bool(self.admin_token) and token is not None and secrets.compare_digest(
            token.encode(), str(self.admin_token).encode()
        )

    def viewer(self, game: Game, token: str | None, seat: int | None = None) -> Viewer:
        """The viewer a bearer token stands for; an unknown token is refused (401).

        A player key (``service.app.players``) stands for the seat its player holds; where
        it holds several (a game that allows it), for ``seat`` if that is one of them,
        else the first of them that decides now, else the first. A player holding no seat
        of the game views it as a spectator (and may not act). A disabled player's key is
        refused (403 ``player-disabled``)."""
        if token is None:
            return seat_viewer(None, game.finished)
        if self.is_admin(token):
            return Viewer(omniscient=True, admin=True)
        ref = self.player_or_none(token)
        if ref is not None:
            held = game.seats_of_player(ref.id)
            if not held:
                return Viewer(omniscient=game.finished, player=ref.id)
            chosen = seat if seat in held else None
            if chosen is None:
                pending = game.engine.pending()
                deciding = [s for s in held if pending is not None and s in pending.seats]
                chosen = (deciding or held)[0]
            return Viewer(seat=chosen, omniscient=game.finished, player=ref.id, held=tuple(held))
        seat = game.seat_of_token(token)
        if seat is None:
            raise ServiceError("unauthorized", msg("svc-err-token-not-valid"))
        return seat_viewer(seat, game.finished)

    # ---- stream tickets (service.app.tickets) ----

    def _ticket_binding(self, g: Game, role: str) -> str | None:
        """What a ticket for ``role`` is bound to besides its payload (never sent): the
        seat's stored token hash, the admin token's SHA-256, or nothing for a spectator.
        None when the role does not exist (any more)."""
        if role == "spectator":
            return ""
        if role == "admin":
            return hashlib.sha256(str(self.admin_token).encode()).hexdigest() if self.admin_token else None
        kind, _, number = role.partition(":")
        if kind != "seat" or not number.isdigit() or len(number) > 3 or int(number) >= g.seats:
            return None
        return g.token_hashes[int(number)]

    def stream_ticket(self, game_id: UUID, token: str | None, tickets: Tickets) -> tuple[str, int]:
        """A ticket for the viewer ``token`` stands for (401 for an unknown token)."""
        g = self.load(game_id)
        v = self.viewer(g, token)
        role = "admin" if v.admin else "spectator" if v.seat is None else f"seat:{v.seat}"
        binding = self._ticket_binding(g, role)
        if binding is None:
            raise ServiceError("unauthorized", msg("svc-err-token-not-valid"))
        return tickets.issue(g.id, role, binding), tickets.ttl

    def ticket_viewer(self, g: Game, ticket: str, tickets: Tickets) -> Viewer:
        """The viewer a stream ticket stands for (401 when it is not valid for ``g``)."""
        role = tickets.verify(ticket, g.id, lambda r: self._ticket_binding(g, r))
        if role == "admin":
            return Viewer(omniscient=True, admin=True)
        if role == "spectator":
            return Viewer(omniscient=g.finished)
        return Viewer(seat=int(role.partition(":")[2]), omniscient=g.finished)

    def state(self, game_id: UUID, token: str | None, version: int | None = None) -> StateOut:
        """The game as the caller may see it; with ``version``, as it was then.

        A past state is redacted like the event history: the viewer is who the token
        stands for *now* and what it may see is decided *now* (a seat sees its own past
        secrets, nobody else's; a spectator sees no secret until the game has finished,
        then all; the admin all), applied to the engine as it was at ``version``. The
        engine's view of that past state shows only what was visible then, so a secret
        revealed later stays hidden in the past of an unfinished game."""
        g = self.load(game_id)
        v = self.viewer(g, token)
        if version is None or version == g.version:
            return self._state_body(g, v, g.version)
        if not 1 <= version <= g.version:
            raise ServiceError(
                "invalid-request",
                msg("svc-err-no-version", version=version, latest=g.version),
                latest_version=g.version,
            )
        return self._state_body(self.load_version(game_id, version), v, g.version)

    @staticmethod
    def _prompt(g: Game, seat: int | None) -> str | None:
        """The seat's prompt when its decision is pending, else None (places named as the
        board labels them, remembered per version: ``service.app.gamelog.prompt``)."""
        if seat is None:
            return None
        pending = g.engine.pending()
        if pending is None or seat not in pending.seats:
            return None
        return gamelog.prompt(g, seat, i18n.current())

    def state_body(self, g: Game, v: Viewer, *, raw_view: bool = False) -> StateOut:
        """The current state of ``g`` as ``v`` may see it (``service.runtime.readcache`` encodes it).
        With ``raw_view`` the ``view`` member is the engine's JSON text itself
        (``msgspec.Raw``), for a caller that only encodes the answer: the view is then
        neither decoded nor encoded again."""
        return self._state_body(g, v, g.version, raw_view=raw_view)

    def _state_body(self, g: Game, v: Viewer, latest: int, *, raw_view: bool = False) -> StateOut:
        engine = g.engine
        pending = engine.pending()
        seats = self.seat_state(g)
        return StateOut(
            id=str(g.id),
            game=g.game,
            version=g.version,
            seats=g.seats,
            pending=None if pending is None else PendingOut(seat=pending.seats[0], seats=list(pending.seats), kind=pending.kind),
            outcome=engine.outcome(),
            progress=engine.progress(),
            scores=engine.scores(),
            players=g.players,
            bots=g.bots,
            open_seats=g.open_seats(),
            finished=g.finished,
            seed_commitment=g.commitment,
            seed=g.seed if v.omniscient else None,
            state_hash=engine.state_hash() if v.omniscient else None,
            view=engine.view_raw(v.seat, v.omniscient) if raw_view else engine.view(v.seat, v.omniscient),
            viewer=ViewerOut(seat=v.seat, omniscient=v.omniscient),
            prompt=self._prompt(g, v.seat),
            latest_version=latest,
            fallback_bot=seats.fallback_bot,
            resigned=seats.resigned,
            timeouts=seats.timeouts,
            abandoned=seats.abandoned,
            clock=seats.clock,
            deadlines=seats.deadlines,
        )

    def legal_actions(self, game_id: UUID, token: str | None) -> LegalActionsOut:
        """The legal actions of the token's seat for its pending decision, with their
        words and board targets (``choices``, same order) and the seat's prompt."""
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-legal-needs-token"))
        g = self.load(game_id)
        return self.legal_actions_body(g, self.viewer(g, token))

    def legal_actions_body(self, g: Game, v: Viewer, *, raw_actions: bool = False) -> LegalActionsOut:
        """``legal_actions`` of ``g`` for the viewer ``v`` (403 unless it is a seat). With
        ``raw_actions`` each action is the engine's JSON text itself (``msgspec.Raw``), for a
        caller that only encodes the answer: the actions are then neither decoded nor
        encoded again."""
        if v.seat is None:
            raise ServiceError("forbidden", msg("svc-err-legal-own-token"))
        lang = i18n.current()
        decoder = _LABELED_RAW if raw_actions else _LABELED
        labeled = decoder.decode(g.engine.legal_actions_labeled_json(v.seat, lang))
        named = gamelog.place_names(g, lang=lang)
        pending = g.engine.pending()
        rule = rulebook.decision_rule(g.game, pending.kind) if pending is not None and v.seat in pending.seats else None
        return LegalActionsOut(
            version=g.version,
            seat=v.seat,
            actions=[c.action for c in labeled],
            choices=[ChoiceOut(index=i, action=c.action, label=named(c.label), targets=c.targets)
                     for i, c in enumerate(labeled)],
            prompt=self._prompt(g, v.seat),
            rule=rule,
            rule_url=None if rule is None else rulebook.rule_href(g.game, rule),
        )

    def event_records(self, game_id: UUID, token: str | None, after: int = 0, limit: int = 1000) -> list[EventOut]:
        """The history after version ``after``, redacted for the caller."""
        g = self.load(game_id)
        return self.events_for(g, self.viewer(g, token), after, limit)

    def events_for(self, g: Game, viewer: Viewer, after: int, limit: int = 1000) -> list[EventOut]:
        """Stored events of ``g`` after ``after`` as ``viewer`` may see them. Events newer
        than ``g`` are included; a finish among them reveals what it reveals."""
        events = list(self.events.get(g.id, gt=after, limit=limit))
        reveal = g.finished or any(isinstance(e, (Game.GameFinished, Game.GameAbandoned)) for e in events)
        if reveal and not viewer.omniscient:
            viewer = Viewer(seat=viewer.seat, omniscient=True, admin=viewer.admin)
        return [event_record(ev, viewer, reveal, g) for ev in events]

    def history(self, game_id: UUID) -> list[HistoryRecord]:
        """The full, unredacted history (operator use: export and audit). Read straight
        from the store, so a history too damaged to rebuild the game can still be audited."""
        records = []
        stored_events = self.recorder.select_events(game_id)
        if stored_events and stored_events[0].topic.startswith(PLAYER_TOPIC_PREFIX):
            raise ServiceError("not-found", msg("svc-err-no-game", game=str(game_id)))
        for stored in stored_events:
            try:
                rec = export_record(self.mapper.to_domain_event(stored))
            except Exception as err:  # noqa: BLE001 - a damaged event is the audit's finding
                records.append(HistoryRecord(
                    id=str(game_id), version=stored.originator_version, type="undecodable",
                    topic=stored.topic, error=str(err)[:300],
                ))
                continue
            # Outside the guard: a member HistoryRecord lacks is a bug, not a damaged event.
            records.append(HistoryRecord(**rec))
        if not records:
            raise ServiceError("not-found", msg("svc-err-no-game", game=str(game_id)))
        return records

    def audit(self, game_id: UUID, token: str | None) -> AuditOut:
        """Replay and verify. Before the game ends the seed is secret, so only the admin
        may audit an unfinished game (anyone else gets 403 ``forbidden``)."""
        records = [r.to_dict() for r in self.history(game_id)]
        finished = any(r["type"] in ("GameFinished", "GameAbandoned") for r in records)
        if token is not None and not self.is_admin(token):
            # An unknown token is 401 here as on every endpoint; a seat's own token is
            # known, but only the admin may audit an unfinished game (403 below).
            # A valid player key is known too (a spectator's rights); a bad one is refused.
            known = self.player_or_none(token) is not None
            try:
                known = known or self.load(game_id).seat_of_token(token) is not None
            except ServiceError:  # a history too damaged to rebuild: its claims decide
                known = token_hash(token) in {r.get("token_hash") for r in records if r["type"] == "SeatClaimed"}
            if not known:
                raise ServiceError("unauthorized", msg("svc-err-token-not-valid"))
        if not finished and not self.is_admin(token):
            raise ServiceError(
                "forbidden",
                msg("svc-err-audit-unfinished"),
                finished=False,
            )
        return msgspec.convert(audit_records(records), AuditOut)
