"""The README's API walk-through and its Python bot run as written.

Each block is found by the HTML comment above it in README.md (``<!-- walkthrough: ...``,
``<!-- bot: ...``) and run against a server started here on 127.0.0.1 on a free port, with
a fresh SQLite file. The only substitution: the walk-through's first line,
``BASE=http://127.0.0.1:8000``, becomes ``BASE=http://127.0.0.1:<port>``.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from species_arena_client import Client
from service.domain import i18n

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCUMENTED_BASE = "BASE=http://127.0.0.1:8000"


def readme_block(marker: str) -> str:
    """The fenced code block right after the ``<!-- marker: ...`` comment."""
    text = README.read_text(encoding="utf-8")
    m = re.search(rf"<!-- {marker}:[^\n]*-->\n```[a-z]*\n(.*?)\n```", text, re.S)
    assert m is not None, f"README.md has no block marked {marker!r}"
    return m.group(1)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A fresh ``species-arena serve`` on a free port of 127.0.0.1."""
    port = _free_port()
    home = tmp_path_factory.mktemp("readme")
    db = home / "games.sqlite"
    log = open(home / "server.log", "wb")  # noqa: SIM115
    env = {**os.environ, "SPECIES_ARENA_DB": str(db), "SPECIES_ARENA_STORE": "sqlite",
           "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("SPECIES_ARENA_ADMIN_TOKEN", None)
    env["SPECIES_ARENA_WEBHOOK_ALLOW_PRIVATE"] = "1"  # the README's receiver is on 127.0.0.1
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--port", str(port), "--log-level", "warning"],
        env=env, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                out = (home / "server.log").read_text(errors="replace")
                pytest.fail(f"the server did not start: {out[-2000:]}")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def test_the_walkthrough_runs_verbatim(server: str) -> None:
    if shutil.which("jq") is None or shutil.which("curl") is None:
        pytest.fail("the walk-through needs curl and jq (apt-get install curl jq; .ci/run installs them)")
    block = readme_block("walkthrough")
    lines = block.splitlines()
    assert lines[0] == DOCUMENTED_BASE, "the walk-through must start with the documented BASE line"
    script = "\n".join([f"BASE={server}", *lines[1:]])
    r = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, (r.stdout[-3000:], r.stderr[-3000:])
    out = r.stdout
    # The action was accepted (its response shows the new version and the effects)...
    assert '"effects"' in out and "ap_placed" in out, out[-3000:]
    # ...and is in the history and the stream, which ended by itself (follow=false).
    assert '"type":"ActionApplied","seat":0' in out, out[-3000:]
    assert "event: ActionApplied" in out and "id: " in out, out[-3000:]
    # Nothing secret was shown: no seed before the end, no state hash to a seat.
    assert '"seed"' not in out and "state_hash" not in out


def test_the_players_block_runs_verbatim_and_shows_a_rating(server: str) -> None:
    """The README's players block: sign up, claim with the key, play the seat to the end
    with the key, and see the player's rating and the leaderboard."""
    if shutil.which("jq") is None or shutil.which("curl") is None:
        pytest.fail("the players block needs curl and jq (apt-get install curl jq; .ci/run installs them)")
    lines = readme_block("players").splitlines()
    assert lines[0] == DOCUMENTED_BASE
    script = "\n".join([f"BASE={server}", *lines[1:]])
    r = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, (r.stdout[-3000:], r.stderr[-3000:])
    out = r.stdout.splitlines()
    assert out[0] == '{"seat":0,"player":"alice"}', out
    assert '"seat":0' in out[1] and '"prompt":"' in out[1], out
    stats = [line for line in out if line.startswith('{"game":"la-isla"')]
    assert len(stats) == 1 and '"played":1' in stats[0] and '"games":1' in stats[0], out
    board = [line for line in out if line.startswith('{"player"')]
    assert {line.split('"')[3] for line in board} == {"alice", "bot:greedy"}, out
    assert "sap_" not in r.stdout and "key" not in r.stdout


def test_the_walkthrough_stops_on_a_refused_request(server: str) -> None:
    """Can fail: the same lines against a game id that does not exist stop at the first
    refusal (``--fail-with-body``) with the problem details shown."""
    if shutil.which("jq") is None or shutil.which("curl") is None:
        pytest.fail("the walk-through needs curl and jq (apt-get install curl jq; .ci/run installs them)")
    lines = readme_block("walkthrough").splitlines()
    # Skip the creation: ID names no game.
    start = next(i for i, line in enumerate(lines) if line.startswith("TOKEN="))
    script = "\n".join([f"BASE={server}", "ID=00000000-0000-0000-0000-000000000000", *lines[start:]])
    r = subprocess.run(["bash", "-euo", "pipefail", "-c", script], capture_output=True, text=True, timeout=60)
    assert r.returncode != 0


def test_the_readme_bot_plays_a_game_to_the_end(server: str, tmp_path: Path) -> None:
    bot = tmp_path / "bot.py"
    bot.write_text(readme_block("bot") + "\n", encoding="utf-8")
    with Client(server) as api:
        game = api.create_game("la-isla", 2, bots={"1": "greedy"})
        seat = api.claim_seat(game.id, 0, "readme-bot")
        env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
        r = subprocess.run([sys.executable, str(bot), server, game.id, seat.token], capture_output=True, text=True,
                           timeout=600, env=env, cwd=tmp_path)
        assert r.returncode == 0, (r.stdout[-2000:], r.stderr[-2000:])
        state = api.state(game.id)
        assert state.finished
        assert f"final scores: {state.scores}" in r.stdout
        human_moves = [e for e in api.events(game.id, limit=10000).events
                       if e.type == "ActionApplied" and not e.bot]
        assert human_moves and all(e.seat == 0 for e in human_moves)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("SPECIES_ARENA_TOKEN", None)
    return subprocess.run([sys.executable, "-m", "service.cli", *args], capture_output=True, text=True,
                          timeout=300, env=env, cwd=ROOT)


def test_cli_remote_play_claims_and_plays_a_seat(server: str) -> None:
    with Client(server) as api:
        game = api.create_game("la-isla", 2, bots={"1": "random"})
        r = _cli("remote", "play", server, game.id, "--seat", "0", "--player", "cli", "--max-moves", "3",
                 "--rng-seed", "7")
        assert r.returncode == 3, (r.stdout, r.stderr)  # stopped by --max-moves
        assert "claimed seat 0 as cli" in r.stdout and "stopped after --max-moves 3" in r.stdout
        events = api.events(game.id).events
        assert [e.seat for e in events if e.type == "ActionApplied" and not e.bot] == [0, 0, 0]
        assert "token" not in r.stdout.lower()  # the token is never printed
        # The seat is now taken: a typed problem, one line, exit 1.
        r = _cli("remote", "play", server, game.id, "--seat", "0")
        assert r.returncode == 1 and r.stderr.strip() == "409 seat-taken: seat 0 is already taken", r.stderr
        # In the player's language (--lang): the server's problem detail in Russian.
        r = _cli("remote", "play", server, game.id, "--seat", "0", "--lang", "ru")
        russian = i18n.render("ru", i18n.msg("svc-err-seat-taken", seat=0))
        assert russian != "seat 0 is already taken" and re.search("[а-я]", russian)
        assert r.returncode == 1 and r.stderr.strip() == f"409 seat-taken: {russian}", r.stderr
        # An unreachable server: one line, exit 2.
        r = _cli("remote", "play", "http://127.0.0.1:9", game.id)
        assert r.returncode == 2 and r.stderr.startswith("cannot reach") and "Traceback" not in r.stderr


def test_the_webhook_blocks_receive_signed_your_turn_and_game_finished(server: str, tmp_path: Path) -> None:
    """The README's receiver and its player: the receiver gets (and checks) a signed
    ``your-turn`` with the prompt and the ``game-finished``; a call signed otherwise is
    refused (401)."""
    (tmp_path / "receiver.py").write_text(readme_block("receiver") + "\n", encoding="utf-8")
    (tmp_path / "play.py").write_text(readme_block("webhook") + "\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "clients" / "python"),
                                                       os.environ.get("PYTHONPATH", "")])}
    port = _free_port()
    out = open(tmp_path / "receiver.out", "w+")  # noqa: SIM115
    rec = subprocess.Popen([sys.executable, "receiver.py", str(port)], cwd=tmp_path, env=env, stdout=out,
                           stderr=subprocess.STDOUT)
    try:
        r = subprocess.run([sys.executable, "play.py", server, f"http://127.0.0.1:{port}/hook"], cwd=tmp_path,
                           env=env, capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, (r.stdout[-2000:], r.stderr[-2000:])
        assert r.stdout.startswith("finished, place "), r.stdout
        deadline = time.monotonic() + 60
        while True:
            lines = (tmp_path / "receiver.out").read_text().splitlines()
            kinds = [line.split()[0] for line in lines if line.split() and line.split()[0] in ("your-turn", "game-finished")]
            if "game-finished" in kinds or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        assert "your-turn" in kinds and kinds[-1] == "game-finished", lines
        turn = next(line for line in lines if line.startswith("your-turn"))
        assert len(turn.split()) > 2, turn  # the prompt in words
        forged = httpx.post(f"http://127.0.0.1:{port}/hook", content=b"{}", timeout=5,
                            headers={"webhook-id": "x", "webhook-timestamp": str(int(time.time())),
                                     "webhook-signature": "v1,AAAA"})
        assert forged.status_code == 401
    finally:
        rec.terminate()
        rec.wait(10)
        out.close()
