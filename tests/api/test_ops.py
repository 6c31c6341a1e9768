"""The operator's basics: request ids, JSON logs, gzip (never the
event stream), CORS, the write rate limit and Prometheus metrics."""

from __future__ import annotations

import gzip
import json
import os
import re
from pathlib import Path
from typing import Any

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.config import Settings
from service.app.errors import title_in
from service.domain import i18n
from tests.api.test_problems import FAKE, new_game, problem
from tests.conftest import ADMIN, auth, make_settings


def app_client(tmp_path: Path, **overrides: Any) -> TestClient[Any]:
    return TestClient(app=create_app(make_settings("sqlite", tmp_path, **overrides)))


def log_lines(text: str) -> list[dict[str, Any]]:
    return [json.loads(line) for line in text.splitlines() if line.startswith("{")]


def test_every_response_carries_a_request_id(tmp_path: Path) -> None:
    with app_client(tmp_path) as c:
        ids = set()
        for r in (c.get("/health"), c.get("/games/nope/state"), c.get("/no-such-route"),
                  c.post("/games", content=b"x", headers={"content-type": "text/plain"})):
            assert re.fullmatch(r"[0-9a-f]{32}", r.headers["x-request-id"]), r.headers
            ids.add(r.headers["x-request-id"])
        assert len(ids) == 4
        assert c.get("/health", headers={"X-Request-ID": "client-chosen-id-42"}).headers["x-request-id"] == "client-chosen-id-42"
        junk = c.get("/health", headers={"X-Request-ID": "<script>"}).headers["x-request-id"]
        assert junk != "<script>" and re.fullmatch(r"[0-9a-f]{32}", junk)


def test_a_forked_worker_draws_other_request_ids_than_its_parent() -> None:
    """Granian forks its workers: each must draw its own ids, not repeat its parent's."""
    from service.api import ops

    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child process
        os.write(write, ops._new_id().encode())
        os._exit(0)
    os.close(write)
    os.waitpid(child, 0)
    theirs = os.read(read, 64).decode()
    os.close(read)
    ours = ops._new_id()
    assert re.fullmatch(r"[0-9a-f]{32}", theirs) and re.fullmatch(r"[0-9a-f]{32}", ours)
    assert theirs != ours


def test_logs_are_json_lines_with_the_request_id_and_no_secrets(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with app_client(tmp_path) as c:
        gid, tokens = new_game(c)
        ticket = c.post(f"/games/{gid}/stream-ticket", headers=auth(tokens[0])).json()["ticket"]
        r = c.get(f"/games/{gid}/events/stream?follow=false&ticket={ticket}")
        assert r.status_code == 200
        rid = c.get(f"/games/{gid}/state", headers=auth(tokens[0])).headers["x-request-id"]
    err = capsys.readouterr().err
    lines = log_lines(err)
    access = [rec for rec in lines if rec["logger"] == "species_arena.access"]
    assert access and all({"time", "level", "message", "request_id", "method", "path", "status", "duration_ms"} <= set(rec) for rec in access)
    assert any(rec["request_id"] == rid and rec["path"] == f"/games/{gid}/state" and rec["status"] == 200 for rec in access)
    for secret in (*tokens, ticket, ADMIN):
        assert secret not in err


def test_text_logs_when_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with app_client(tmp_path, log_format="text") as c:
        rid = c.get("/health").headers["x-request-id"]
    assert re.search(rf"INFO species_arena.access \[{rid}\] GET /health 200", capsys.readouterr().err)


def test_responses_are_gzipped_but_the_stream_is_not(tmp_path: Path) -> None:
    with app_client(tmp_path) as c:
        gid, tokens = new_game(c)
        for _ in range(3):
            v = c.get(f"/games/{gid}/state").json()["version"]
            pending = c.get(f"/games/{gid}/state").json()["pending"]["seat"]
            c.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": v}, headers=auth(tokens[pending]))
        gz = {"Accept-Encoding": "gzip"}
        r = c.get("/game-types", headers=gz)
        assert r.headers.get("content-encoding") == "gzip" and r.json()
        plain = c.get("/game-types", headers={"Accept-Encoding": "identity"})
        assert "content-encoding" not in plain.headers
        s = c.get(f"/games/{gid}/events/stream?follow=false", headers=gz)
        assert s.status_code == 200 and "content-encoding" not in s.headers
        assert s.headers["content-type"].startswith("text/event-stream") and "event: ActionApplied" in s.text
        page = c.get("/", headers=gz)
        assert page.status_code == 200 and "default-src 'self'" in page.headers["content-security-policy"]
        assert c.get("/static/table.html", headers=gz).status_code in (200, 404)


def test_gzip_keeps_every_answer_whole(tmp_path: Path) -> None:
    """One-message answers are gzipped in one call (LeanCompressionMiddleware), answers sent
    in parts (static files) by Litestar's own wrapper; either way the client reads the bytes
    it would have read plain, with the length of what was sent and ``Vary:
    Accept-Encoding``; a short answer is sent as it is."""
    gz = {"Accept-Encoding": "gzip"}
    with app_client(tmp_path) as c:
        for path in ("/game-types", "/static/js/table.js", "/schema/openapi.json"):
            plain = c.get(path, headers={"Accept-Encoding": "identity"})
            packed = c.get(path, headers=gz)
            assert plain.status_code == packed.status_code == 200, path
            assert len(plain.content) >= 1024 and "content-encoding" not in plain.headers, path
            assert packed.headers["content-encoding"] == "gzip", path
            assert "accept-encoding" in packed.headers["vary"].lower(), path
            assert packed.content == plain.content, path
            if "content-length" in packed.headers:
                assert int(packed.headers["content-length"]) < len(plain.content), path
        short = c.get("/health", headers=gz)
        assert short.status_code == 200 and "content-encoding" not in short.headers


def test_cors_only_for_the_configured_origins(tmp_path: Path) -> None:
    preflight = {"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type"}
    with app_client(tmp_path, cors_origins=("https://arena.example",)) as c:
        r = c.options("/games", headers={**preflight, "Origin": "https://arena.example"})
        assert r.status_code in (200, 204) and r.headers["access-control-allow-origin"] == "https://arena.example"
        r = c.get("/health", headers={"Origin": "https://arena.example"})
        assert r.headers["access-control-allow-origin"] == "https://arena.example"
        assert "x-request-id" in r.headers["access-control-expose-headers"].lower()
        r = c.get("/health", headers={"Origin": "https://evil.example"})
        assert "access-control-allow-origin" not in r.headers
    with app_client(tmp_path / "off") as c:
        assert "access-control-allow-origin" not in c.get("/health", headers={"Origin": "https://arena.example"}).headers


def test_writes_are_rate_limited_per_client_and_reads_are_not(tmp_path: Path) -> None:
    with app_client(tmp_path, rate_limit=3) as c:
        for _ in range(3):
            assert c.post("/games", json={"game": FAKE, "seats": 2}).status_code == 201
        r = c.post("/games", json={"game": FAKE, "seats": 2})
        body = problem(r, 429, "rate-limited")
        assert body["status"] == 429 and r.headers["ratelimit-remaining"] == "0" and "x-request-id" in r.headers
        assert body["detail"].startswith("too many writes from this address") and r.headers["content-language"] == "en"
        # Refused before any route, still in the caller's language.
        r = c.post("/games?lang=hu", json={"game": FAKE, "seats": 2})
        hu = problem(r, 429, "rate-limited")
        assert r.headers["content-language"] == "hu" and hu["title"] == title_in("rate-limited", "hu") != body["title"]
        assert hu["detail"] == i18n.render("hu", i18n.msg("svc-err-rate-address", limit=3, retry=hu["retry_after"]))
        for _ in range(10):
            assert c.get("/health").status_code == 200


def test_metrics(tmp_path: Path) -> None:
    with app_client(tmp_path) as c:
        gid, tokens = new_game(c, seats=3, bots=[2])
        for _ in range(4):
            state = c.get(f"/games/{gid}/state").json()
            seat = state["pending"]["seat"]
            r = c.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": state["version"]},
                       headers=auth(tokens[seat]))
            assert r.status_code == 200, r.text
        m = c.get("/metrics")
        assert m.status_code == 200 and m.headers["content-type"].startswith("text/plain")
        text = m.text

    def value(pattern: str) -> float:
        found = re.search(pattern + r" ([0-9.e+]+)$", text, re.M)
        assert found, pattern
        return float(found.group(1))

    assert value(r'species_arena_requests_total\{[^}]*method="POST",path="/games/\{game_id\}/actions",status_code="200"\}') >= 4
    assert 'species_arena_request_duration_seconds_bucket{' in text
    assert value(r'species_arena_actions_applied_total\{actor="seat",game="fake-race"\}') >= 4
    assert value(r'species_arena_bot_decisions_total\{bot="random",game="fake-race"\}') >= 1
    assert value(r'species_arena_cache_lookups_total\{result="hit"\}') >= 1
    assert value(r"species_arena_projection_lag") >= 0
    assert "/metrics" not in re.findall(r'path="([^"]+)"', text)


def test_the_settings_come_from_the_environment() -> None:
    s = Settings.from_env({
        "SPECIES_ARENA_CORS_ORIGINS": "https://a.example, https://b.example",
        "SPECIES_ARENA_COMPRESSION": "off",
        "SPECIES_ARENA_RATE_LIMIT": "30",
        "SPECIES_ARENA_LOG_FORMAT": "text",
        "SPECIES_ARENA_LOG_LEVEL": "debug",
    })
    assert s.cors_origins == ("https://a.example", "https://b.example") and not s.compression
    assert s.rate_limit == 30 and s.log_format == "text" and s.log_level == "DEBUG"
    d = Settings.from_env({})
    assert d.cors_origins == () and d.compression and d.rate_limit == 1200 and d.log_format == "json"
    for bad in ({"SPECIES_ARENA_RATE_LIMIT": "many"}, {"SPECIES_ARENA_COMPRESSION": "maybe"}, {"SPECIES_ARENA_LOG_FORMAT": "xml"}):
        with pytest.raises(ValueError, match=next(iter(bad))):
            Settings.from_env(bad)


def test_compression_can_be_turned_off(tmp_path: Path) -> None:
    with app_client(tmp_path, compression=False) as c:
        assert "content-encoding" not in c.get("/game-types", headers={"Accept-Encoding": "gzip"}).headers
    assert gzip  # the module is the test's, not the app's


def test_metrics_can_be_switched_off(tmp_path: Path) -> None:
    """``SPECIES_ARENA_METRICS=off``: no Prometheus middleware (its bookkeeping costs each
    request ~0.2 ms of CPU on the load test's machine) and no ``/metrics``."""
    from service.config import Settings

    assert Settings.from_env({"SPECIES_ARENA_METRICS": "off"}).metrics is False
    assert Settings.from_env({}).metrics is True
    with app_client(tmp_path, metrics=False) as c:
        assert c.get("/metrics").status_code == 404
        gid, tokens = new_game(c, seats=3, bots=[2])
        assert c.get(f"/games/{gid}/state").status_code == 200
    with app_client(tmp_path / "on") as c:
        assert c.get("/metrics").status_code == 200
