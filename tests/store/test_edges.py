"""The edges between the packages: ``service`` and ``projections`` share only
``arena_events``, and the topics it names are the stored topics of the event classes."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from eventsourcing.domain import DomainEvent
from eventsourcing.utils import get_topic

import arena_events
from service.domain import Game
from service.domain.players import Player

ROOT = Path(__file__).resolve().parents[2]

#: Constant name in ``arena_events`` -> the class whose stored topic it must be.
TOPICS = {
    "GAME_CREATED": Game.GameCreated,
    "SEAT_CLAIMED": Game.SeatClaimed,
    "ACTION_APPLIED": Game.ActionApplied,
    "GAME_FINISHED": Game.GameFinished,
    "GAME_CONFIGURED": Game.GameConfigured,
    "SEAT_RESIGNED": Game.SeatResigned,
    "TIMED_OUT": Game.TimedOut,
    "SEAT_REPLACED": Game.SeatReplaced,
    "SEAT_TOKEN_ROTATED": Game.SeatTokenRotated,
    "SEAT_TOKEN_REVOKED": Game.SeatTokenRevoked,
    "GAME_ABANDONED": Game.GameAbandoned,
    "PLAYER_SEATED": Game.PlayerSeated,
    "SAME_PLAYER_ALLOWED": Game.SamePlayerAllowed,
    "ACTIONS_UNDONE": Game.ActionsUndone,
    "UNDO_DISABLED": Game.UndoDisabled,
}
#: The same for the events of the players (``service.domain.players``).
PLAYER_TOPICS = {
    "PLAYER_REGISTERED": Player.Registered,
    "PLAYER_KEY_ROTATED": Player.KeyRotated,
    "PLAYER_DISABLED": Player.Disabled,
    "PLAYER_ENABLED": Player.Enabled,
}


@pytest.mark.parametrize("name", sorted(TOPICS))
def test_topic_constants_are_the_stored_topics(name: str) -> None:
    cls = TOPICS[name]
    assert getattr(arena_events, name) == get_topic(cls)
    # The literal form stored in databases, exports and the golden fixtures.
    assert getattr(arena_events, name) == f"service.domain:Game.{cls.__name__}"


@pytest.mark.parametrize("name", sorted(PLAYER_TOPICS))
def test_player_topic_constants_are_the_stored_topics(name: str) -> None:
    cls = PLAYER_TOPICS[name]
    assert getattr(arena_events, name) == get_topic(cls)
    assert getattr(arena_events, name) == f"service.domain.players:Player.{cls.__name__}"


def test_every_player_event_is_followed() -> None:
    """Every event class of the player aggregate has a topic in ``PLAYER_TOPICS``, and the
    projection subscribes to all of them."""
    from projections.projection import ReadModelsProjection

    events = {
        get_topic(v)
        for k, v in vars(Player).items()
        if isinstance(v, type) and issubclass(v, DomainEvent) and k not in ("Event", "Created", "Snapshot")
    }
    assert events == set(arena_events.PLAYER_TOPICS) == {get_topic(c) for c in PLAYER_TOPICS.values()}
    assert set(ReadModelsProjection.topics) == set(arena_events.GAME_TOPICS) | events


def test_every_game_event_is_followed() -> None:
    """Every event class of the aggregate (except snapshots) has a topic in
    ``GAME_TOPICS``: a new event that the read models do not know about fails here.
    (``Event`` and ``Created`` are the bases eventsourcing derives for the aggregate; no
    event of theirs is ever stored.)"""
    events = {
        get_topic(v)
        for k, v in vars(Game).items()
        if isinstance(v, type) and issubclass(v, DomainEvent) and v is not Game.Snapshot and k not in ("Event", "Created")
    }
    assert len(events) == len(TOPICS)
    assert set(arena_events.GAME_TOPICS) == events
    assert len(arena_events.GAME_TOPICS) == len(set(arena_events.GAME_TOPICS))


def _imports(package: str) -> list[tuple[str, str]]:
    """(file, imported module) for every absolute import in a package's modules."""
    found = []
    for path in sorted((ROOT / package).rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found += [(path.name, alias.name) for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.append((path.name, node.module))
    assert found, f"no imports found in {package}: the scan is not reading the files"
    return found


def _top(module: str) -> str:
    return module.split(".")[0]


def test_projections_do_not_import_the_service() -> None:
    bad = [(f, m) for f, m in _imports("projections") if _top(m) == "service"]
    assert bad == []


def test_the_service_uses_only_the_public_interface_of_projections() -> None:
    imports = _imports("service")
    assert any(m == "projections" for _, m in imports), "the composition root should wire the read models"
    bad = [(f, m) for f, m in imports if _top(m) == "projections" and m != "projections"]
    assert bad == []


def test_the_shared_package_depends_on_neither() -> None:
    bad = [(f, m) for f, m in _imports("arena_events") if _top(m) in ("service", "projections", "core_rs")]
    assert bad == []


def test_the_application_keeps_its_stored_name() -> None:
    """PostgreSQL's event table (``speciesarena_events``) and every tracking row of the
    read models carry the application's name: a class that eventsourcing renamed after
    itself would start an empty store and a projection from zero."""
    from service.app.games import Games

    assert Games.name == "SpeciesArena"
