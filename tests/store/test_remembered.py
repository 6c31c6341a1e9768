"""What the service remembers instead of asking again holds only for the state it was
asked of: the engine wrapper's pending decision (until the next apply, whichever kind), and
the prompts said per game, version, seat and locale."""

from __future__ import annotations

import json
import random
from pathlib import Path

import core_rs
import pytest

from service.app import gamelog
from service.domain import i18n
from service.domain.engine import Engine, Pending
from tests.conftest import make_settings, new_games

GAMES = [("dominant-species", 2), ("evo", 3), ("la-isla", 2)]


def _fresh(e: Engine) -> Pending | None:
    """The pending decision asked of the engine itself, past the wrapper's memory."""
    p = e._e.pending()
    return None if p is None else Pending(tuple(p[0]), p[1])


@pytest.mark.parametrize(("game", "seats"), GAMES)
def test_the_remembered_pending_decision_follows_every_apply(game: str, seats: int) -> None:
    rng = random.Random(5)
    e = Engine.create(game, seats, None, 11)
    appliers = [
        lambda seat, a: e.apply(seat, a),
        lambda seat, a: e.apply_recorded(seat, a),
        lambda seat, a: e.apply_replay(seat, a),
    ]
    for step in range(120):
        before = e.pending()
        assert before == _fresh(e)
        if before is None:
            break
        seat = before.seats[0]
        legal = e.legal_actions(seat)
        with pytest.raises(core_rs.RuleError):
            e.apply(seat, json.dumps({"no such": "action"}))
        assert e.pending() == before == _fresh(e)  # a refused action changes nothing
        appliers[step % 3](seat, json.dumps(rng.choice(legal), sort_keys=True, separators=(",", ":")))
        assert e.pending() == _fresh(e)
    assert step > 10


def test_a_remembered_prompt_is_the_prompt_of_its_version(tmp_path: Path) -> None:
    games = new_games(make_settings("sqlite", tmp_path))
    g, _ = games.create_game("evo", 3)
    tokens = [games.claim_seat(g.id, s, f"p{s}")[1] for s in range(3)]
    said = set()
    for _ in range(12):
        g = games.load(g.id)
        seat = g.engine.pending().seats[0]
        for lang in ("en", "hu"):
            token = i18n.LOCALE.set(lang)
            try:
                prompt = games.state(g.id, tokens[seat]).prompt
                assert prompt == gamelog.place_names(g, lang=lang)(g.engine.prompt(seat, lang))
                assert games.legal_actions(g.id, tokens[seat]).prompt == prompt
            finally:
                i18n.LOCALE.reset(token)
            said.add((lang, prompt))
        action = games.legal_actions(g.id, tokens[seat]).actions[0]
        games.act(g.id, tokens[seat], action, g.version)
    assert len(said) > 2  # the prompts changed as the game went on, in both locales
