"""The typed client as its own distribution (``clients/python``): installed alone into a
fresh virtual environment, with none of the server's dependencies, it plays against a
server and raises the service's problems as its own exception classes."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from tests.test_readme import server  # noqa: F401 - the module's server fixture

ROOT = Path(__file__).resolve().parents[1]
SERVER_SIDE = ("litestar", "eventsourcing", "core_rs", "service", "projections", "arena_events", "psycopg", "granian")

SCRIPT = textwrap.dedent('''
    import sys
    from species_arena_client import Client, IllegalAction, InvalidRequest, ProblemError, VersionConflict

    with Client(sys.argv[1]) as api:
        game = api.create_game("la-isla", seats=2, bots={"1": "greedy"})
        api.token = api.claim_seat(game.id, 0, "alice").token
        legal = api.legal_actions(game.id)
        out = api.act(game.id, legal.actions[0], legal.version)
        assert out.version > legal.version, out
        try:
            api.act(game.id, legal.actions[0], legal.version)  # the game has moved on
        except VersionConflict as err:
            assert err.current_version == api.state(game.id).version, err.extra
        else:
            raise SystemExit("a stale expected_version was accepted")
        try:
            api.create_game("no-such-game", seats=2)
        except InvalidRequest as err:
            assert isinstance(err, ProblemError) and err.status == 400 and err.code == "invalid-request"
        else:
            raise SystemExit("an unknown game type was accepted")
        print("played", out.version, IllegalAction.code)
''')


def test_the_client_installs_alone_and_plays(tmp_path: Path, server: str) -> None:  # noqa: F811
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    py = str(venv / "bin" / "python")
    install = subprocess.run([py, "-m", "pip", "install", "-q", "--disable-pip-version-check", str(ROOT / "clients/python")],
                             capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stderr[-2000:]
    # Run from a folder outside the checkout, so nothing of the repository is importable.
    probe = subprocess.run(
        [py, "-c", "import importlib.util as u, sys; print(','.join(m for m in sys.argv[1:] if u.find_spec(m)))", *SERVER_SIDE],
        capture_output=True, text=True, cwd=tmp_path, timeout=60,
    )
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.strip() == "", f"the client's environment has server packages: {probe.stdout}"
    script = tmp_path / "play.py"
    script.write_text(SCRIPT)
    run = subprocess.run([py, str(script), server], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    assert run.stdout.startswith("played ") and run.stdout.strip().endswith("illegal-action")
