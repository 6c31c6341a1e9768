"""Players who are somebody: registration, keys, the admin's switch, and who a key is.

``PlayerCommands`` is a mixin of ``service.app.games.Games``: players are aggregates of
the same application as the games (``service.domain.players.Player``), so their events are
in the one store, in one order with the games' (the read models follow both, and a rebuild
replays both). A key is shown once, at registration and at each rotation; the store keeps
its SHA-256, and no response, event served to a viewer or log line holds either.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any
from uuid import UUID

from eventsourcing.application import AggregateNotFoundError
from eventsourcing.persistence import IntegrityError

from service.app.errors import ServiceError
from service.domain import i18n
from service.domain.clock import iso, stamped
from service.domain.players import NameError_, Player, check_name, key_player, new_key, normalise, player_id
from species_arena_client.schemas import PlayerAccountOut, PlayerKeyOut
from service.domain.i18n import msg

log = logging.getLogger("species_arena")


@dataclass(frozen=True, slots=True)
class PlayerRef:
    """The registered player a valid key stands for."""

    id: str
    name: str


class PlayerCommands:
    """The player use cases (a mixin of ``Games``)."""

    repository: Any

    if False:  # pragma: no cover - for type checkers only

        def save(self, *objs: Any, **kwargs: Any) -> Any: ...
        def position(self) -> int: ...
        def is_admin(self, token: str | None) -> bool: ...
        def load(self, game_id: UUID) -> Any: ...

    # ---- reading players ----

    def _player(self, pid: UUID) -> Player | None:
        """The player with this id, brought up to date from the store (a private copy), or
        None when there is none (or the id is another aggregate's)."""
        try:
            p = self.repository.get(pid)
        except AggregateNotFoundError:
            return None
        return p if isinstance(p, Player) else None

    def player_named(self, name: str) -> Player | None:
        """The registered player whose name folds like ``name`` (None: nobody, or not a name)."""
        try:
            normalise(name)
        except NameError_:
            return None
        return self._player(player_id(name))

    @staticmethod
    def is_player_key(token: str | None) -> bool:
        """Whether a bearer value has the form of a player key (nothing is checked yet)."""
        return key_player(token) is not None

    def player_of_key(self, token: str) -> PlayerRef:
        """The player a key stands for: 401 ``unauthorized`` for a key that is not (or no
        longer) a player's, 403 ``player-disabled`` for a disabled player's."""
        pid = key_player(token)
        p = None if pid is None else self._player(pid)
        if p is None or not p.holds(token):
            raise ServiceError("unauthorized", msg("svc-err-key-not-valid"))
        if p.disabled:
            raise ServiceError("player-disabled", msg("svc-err-player-disabled", name=p.name))
        return PlayerRef(id=str(p.id), name=p.name)

    def player_or_none(self, token: str | None) -> PlayerRef | None:
        """``player_of_key`` for a bearer value in the form of a player key; None for any
        other value (a seat token, the admin token, no token)."""
        if token is None or key_player(token) is None:
            return None
        return self.player_of_key(token)

    # ---- commands ----

    @stamped
    def register_player(self, name: str) -> PlayerKeyOut:
        """Register a player: the key is returned once. A name that folds like a
        registered one is 409 ``name-taken`` (the store's unique version 1 decides a race)."""
        try:
            text, _ = check_name(name)
        except NameError_ as err:
            raise ServiceError(err.code, err.message) from None
        pid = player_id(text)
        if self._player(pid) is not None:
            raise ServiceError("name-taken", msg("svc-err-name-taken", name=text))
        key = new_key(pid)
        p = Player.register(text, key)
        try:
            recordings = self.save(p)
        except IntegrityError:
            raise ServiceError("name-taken", msg("svc-err-name-taken", name=text)) from None
        log.info("player %s registered", p.id)
        return PlayerKeyOut(id=str(p.id), name=p.name, key=key, position=recordings[-1].notification.id)

    @stamped
    def rotate_player_key(self, token: str | None) -> PlayerKeyOut:
        """A new key for the player whose key this is; the old one is refused at once."""
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-rotate-needs-key"))
        ref = self.player_of_key(token)
        p = self._player(UUID(ref.id))
        assert p is not None
        key = new_key(p.id)
        p.rotate_key(key)
        try:
            recordings = self.save(p)
        except IntegrityError:
            raise ServiceError("version-conflict", msg("svc-err-player-changed")) from None
        return PlayerKeyOut(id=str(p.id), name=p.name, key=key, position=recordings[-1].notification.id)

    def _admin_player(self, token: str | None, name: str, what: str) -> Player:
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-needs-admin", what={"msg": msg(what)}))
        if not self.is_admin(token):
            raise ServiceError("forbidden", msg("svc-err-admin-only", what={"msg": msg(what)}))
        p = self.player_named(name)
        if p is None:
            raise ServiceError("not-found", msg("svc-err-no-player-named", name=name))
        return p

    @stamped
    def set_player_disabled(self, token: str | None, name: str, disabled: bool, reason: str | None = None) -> PlayerAccountOut:
        """The admin disables a player (its key is refused everywhere) or enables it again;
        a player already in that state is left as it is (nothing is recorded)."""
        p = self._admin_player(token, name, "svc-err-what-disable-player")
        position = None
        if p.disabled != disabled:
            if disabled:
                p.disable(reason or "disabled by the admin")
            else:
                p.enable()
            try:
                recordings = self.save(p)
            except IntegrityError:
                raise ServiceError("version-conflict", msg("svc-err-player-changed")) from None
            position = recordings[-1].notification.id
            log.info("player %s %s by the admin", p.id, "disabled" if disabled else "enabled")
        return self.account(p, position)

    def account(self, p: Player, position: int | None = None) -> PlayerAccountOut:
        return PlayerAccountOut(
            id=str(p.id), name=p.name, disabled=p.disabled, registered=p.created_on.isoformat(),
            position=self.position() if position is None else position,
        )

    def turn_details(self, game_id: UUID, seat: int) -> tuple[str | None, str | None]:
        """The seat's prompt and deadline (ISO 8601) when it decides now (``my games``)."""
        try:
            g = self.load(game_id)
        except ServiceError:
            return None, None
        pending = g.engine.pending()
        if g.finished or pending is None or seat not in pending.seats:
            return None, None
        deadline = g.deadlines().get(seat)
        from service.app.gamelog import prompt

        return prompt(g, seat, i18n.current()), None if deadline is None else iso(deadline)

    def me(self, token: str | None) -> PlayerAccountOut:
        """Who the player key is."""
        if token is None:
            raise ServiceError("unauthorized", msg("svc-err-send-player-key"))
        ref = self.player_of_key(token)
        p = self._player(UUID(ref.id))
        assert p is not None
        return self.account(p)
