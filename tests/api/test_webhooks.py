"""Webhooks (issue 27, item 3 and 5) on every backend: signed calls after the Standard
Webhooks conventions, retries with the same ``webhook-id`` until the receiver is up, a
receiver refusing a bad signature, the delivery log, a subscription disabled by failures
and enabled again, two deliverers on one store never sending one attempt twice, and URLs
to private addresses refused without any connection (at registration and before a
delivery, after a rebinding of the name)."""

from __future__ import annotations

import asyncio
import dataclasses
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from litestar.testing import TestClient

from service.api.app import create_app
from service.config import Settings
from service.runtime.webhooks import Deliverer
from species_arena_client.webhooks import WebhookVerificationError, sign, verify_webhook
from tests.conftest import ADMIN, auth, services
from tests.player_helpers import claim, register
from tests.webhook_helpers import receiver

FAKE = "fake-race"
EVENTS = ["your-turn", "game-finished", "timed-out", "seat-replaced", "game-abandoned"]


def fast(settings: Settings, **overrides: Any) -> Settings:
    """Settings with short retry delays and quick rounds (tests never wait for minutes)."""
    base: dict[str, Any] = {"webhook_allow_private": True, "webhook_retry_delays": (0.2, 0.2, 0.2, 0.2),
                            "webhook_poll": 0.05, "webhook_lease": 5.0, "webhook_timeout": 2.0}
    base.update(overrides)
    return dataclasses.replace(settings, **base)


@contextmanager
def app(settings: Settings) -> Iterator[TestClient[Any]]:
    with TestClient(app=create_app(settings)) as c:
        yield c


def hook(c: TestClient[Any], key: str, url: str, events: list[str] | None = None) -> dict[str, Any]:
    r = c.post("/players/me/webhooks", json={"url": url, "events": events or EVENTS}, headers=auth(key))
    assert r.status_code == 201, r.text
    return r.json()


def play(c: TestClient[Any], gid: str, keys: dict[int, str], moves: int | None = None) -> None:
    """Play the fake race (add 1 each turn) to its end, or ``moves`` actions."""
    n = 0
    while moves is None or n < moves:
        st = c.get(f"/games/{gid}/state", headers=auth(ADMIN)).json()
        if st["finished"]:
            return
        seat = st["pending"]["seat"]
        r = c.post(f"/games/{gid}/actions", json={"action": {"type": "add", "n": 1}, "expected_version": st["version"]},
                   headers=auth(keys[seat]))
        assert r.status_code == 200, r.text
        n += 1


def game(c: TestClient[Any], keys: list[str], moves: int = 4) -> str:
    r = c.post("/games", json={"game": FAKE, "seats": len(keys), "options": {"moves": moves}})
    assert r.status_code == 201, r.text
    gid = str(r.json()["id"])
    for seat, key in enumerate(keys):
        claim(c, gid, seat, key)
    return gid


def notifications(c: TestClient[Any], key: str) -> list[dict[str, Any]]:
    c.get(f"/games?wait_for={c.get('/health').json()['position']}")
    return c.get("/players/me/notifications", headers=auth(key)).json()["notifications"]


def deliveries(c: TestClient[Any], key: str, hook_id: str) -> list[dict[str, Any]]:
    r = c.get(f"/players/me/webhooks/{hook_id}/deliveries", headers=auth(key))
    assert r.status_code == 200, r.text
    return r.json()["deliveries"]


def recorded(c: TestClient[Any], key: str, hook_id: str, check: Any) -> list[dict[str, Any]]:
    """The delivery log once ``check`` holds for it. The receiver sees a call before the
    deliverer has read its answer and written the attempt down, so a log read right after
    the receiver's may still show the attempt before."""
    wait_until(lambda: check(deliveries(c, key, hook_id)))
    return deliveries(c, key, hook_id)


def wait_until(check: Any, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.05)


# ---- signed, in order, at least once ----


def test_signed_deliveries_in_order_match_the_notifications(settings: Settings) -> None:
    with receiver() as rec, app(fast(settings)) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        created = hook(c, ann, rec.url)
        assert created["secret"].startswith("whsec_") and created["enabled"] is True
        rec.secret = created["secret"]
        listed = c.get("/players/me/webhooks", headers=auth(ann)).json()["webhooks"]
        assert [h["id"] for h in listed] == [created["id"]] and "secret" not in listed[0]
        gid = game(c, [ann, bob])
        play(c, gid, {0: ann, 1: bob})
        mine = notifications(c, ann)
        assert [n["type"] for n in mine] == ["your-turn", "your-turn", "game-finished"]
        rec.wait(lambda r: len(r.accepted()) == 3)
        calls = rec.accepted()
        # The order of the notifications, the same ids, bodies without the feed's seq.
        assert [call.id for call in calls] == [n["id"] for n in mine]
        for call, n in zip(calls, mine, strict=True):
            assert call.json == {k: v for k, v in n.items() if k != "seq"}
            assert call.headers["content-type"] == "application/json"
            verify_webhook(created["secret"], call.headers, call.body)
        assert calls[0].json["prompt"].startswith("Seat 0: add points") and calls[0].json["game"] == gid
        finished = calls[2].json
        assert finished["place"] == 1 and finished["outcome"]["ranking"] == [0, 1]
        assert finished["rating"]["after"] > 0
        log = recorded(c, ann, created["id"], lambda log: [d["status"] for d in log] == ["delivered"] * 3)
        assert [d["status"] for d in log] == ["delivered"] * 3 and all(d["last_code"] == 204 for d in log)
        # Bob has no subscription: nothing of his was sent.
        assert {call.json["seat"] for call in calls} == {0}


def test_a_receiver_down_for_three_attempts_gets_the_fourth_with_the_same_id(settings: Settings) -> None:
    with receiver(down_for=3) as rec, app(fast(settings)) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        h = hook(c, ann, rec.url, ["your-turn"])
        rec.secret = h["secret"]
        gid = game(c, [ann, bob], moves=2)
        rec.wait(lambda r: len(r.calls) >= 4)
        first = rec.calls[:4]
        assert [call.status for call in first] == [503, 503, 503, 204]
        assert len({call.id for call in first}) == 1 and first[0].id == notifications(c, ann)[0]["id"]
        assert len({call.body for call in first}) == 1  # the same body every time
        (log,) = recorded(c, ann, h["id"], lambda log: log[0]["status"] == "delivered")
        assert log["status"] == "delivered" and log["attempts"] == 4 and log["last_code"] == 204
        assert gid in first[3].json["game"]


def test_retries_run_out_and_the_delivery_is_failed_then_the_next_one_goes(settings: Settings) -> None:
    with receiver(down_for=3) as rec, app(fast(settings, webhook_retry_delays=(0.1, 0.1))) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        h = hook(c, ann, rec.url, ["your-turn", "game-finished"])
        gid = game(c, [ann, bob], moves=2)
        play(c, gid, {0: ann, 1: bob})
        rec.wait(lambda r: len(r.accepted()) == 1)
        log = {d["type"]: d for d in recorded(c, ann, h["id"],
                                              lambda log: {d["status"] for d in log} == {"failed", "delivered"})}
        assert log["your-turn"]["status"] == "failed" and log["your-turn"]["attempts"] == 3
        assert log["your-turn"]["last_code"] == 503 and "503" in log["your-turn"]["last_error"]
        assert log["game-finished"]["status"] == "delivered"
        assert [call.status for call in rec.calls] == [503, 503, 503, 204]


def test_a_receiver_rejects_a_bad_signature(settings: Settings) -> None:
    with receiver() as rec, app(fast(settings, webhook_retry_delays=(0.2,) * 10)) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        h = hook(c, ann, rec.url, ["your-turn"])
        # The receiver holds the old secret: after a rotation every call is refused (401).
        rotated = c.post(f"/players/me/webhooks/{h['id']}/rotate-secret", headers=auth(ann))
        assert rotated.status_code == 200 and rotated.json()["secret"] != h["secret"]
        rec.secret = h["secret"]
        game(c, [ann, bob], moves=2)
        rec.wait(lambda r: len(r.calls) >= 2)
        assert {call.status for call in rec.calls} == {401} and not rec.accepted()
        log = recorded(c, ann, h["id"], lambda log: log[0]["last_code"] == 401)
        assert log[0]["status"] == "pending" and log[0]["last_code"] == 401
        # With the new secret, the same delivery (same id) is accepted.
        rec.secret = rotated.json()["secret"]
        rec.wait(lambda r: len(r.accepted()) == 1)
        assert rec.accepted()[0].id == rec.calls[0].id


def test_verify_webhook_refuses_what_was_not_signed_so() -> None:
    secret = "whsec_" + "A" * 43 + "="
    body = b'{"id":"ntf_1","type":"your-turn"}'
    now = int(time.time())
    good = {"webhook-id": "ntf_1", "webhook-timestamp": str(now), "webhook-signature": sign(secret, "ntf_1", now, body)}
    assert verify_webhook(secret, good, body)["type"] == "your-turn"
    assert verify_webhook(secret, {k.upper(): v for k, v in good.items()}, body.decode())["id"] == "ntf_1"
    bad = [
        ({**good}, body + b" "),  # the body changed
        ({**good, "webhook-id": "ntf_2"}, body),  # another id
        ({**good, "webhook-timestamp": str(now + 1)}, body),  # another time
        ({**good, "webhook-timestamp": str(now - 3600),
          "webhook-signature": sign(secret, "ntf_1", now - 3600, body)}, body),  # an old call replayed
        ({**good, "webhook-signature": sign("whsec_" + "B" * 43 + "=", "ntf_1", now, body)}, body),  # another secret
        ({k: v for k, v in good.items() if k != "webhook-signature"}, body),
    ]
    for headers, data in bad:
        with pytest.raises(WebhookVerificationError):
            verify_webhook(secret, headers, data)


def test_the_test_delivery_and_the_management_problems(settings: Settings) -> None:
    with receiver() as rec, app(fast(settings)) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        h = hook(c, ann, rec.url, ["game-finished"])
        rec.secret = h["secret"]
        r = c.post(f"/players/me/webhooks/{h['id']}/test", headers=auth(ann))
        assert r.status_code == 202, r.text
        rec.wait(lambda r_: len(r_.accepted()) == 1)
        assert rec.accepted()[0].json["type"] == "test" and rec.accepted()[0].id == r.json()["notification_id"]
        assert recorded(c, ann, h["id"], lambda log: log[0]["status"] == "delivered")[0]["status"] == "delivered"
        # Another player's subscription does not exist for Bob; no key is 401.
        for method, path in [("get", ""), ("delete", ""), ("post", "/rotate-secret"), ("post", "/test"),
                             ("post", "/enable"), ("get", "/deliveries")]:
            r = getattr(c, method)(f"/players/me/webhooks/{h['id']}{path}", headers=auth(bob))
            assert r.status_code == 404 and r.json()["type"] == "not-found", (method, path, r.text)
        assert c.get("/players/me/webhooks").status_code == 401
        assert c.get("/players/me/notifications").status_code == 401
        bad = c.post("/players/me/webhooks", json={"url": rec.url, "events": ["your-move"]}, headers=auth(ann))
        assert bad.status_code == 400 and bad.json()["type"] == "invalid-request"
        for url in ["ftp://example.com/x", "http://user:pw@127.0.0.1/x", "http:///nohost", "http://127.0.0.1:99999/"]:
            r = c.post("/players/me/webhooks", json={"url": url, "events": ["your-turn"]}, headers=auth(ann))
            assert r.status_code == 422 and r.json()["type"] == "webhook-url-refused", (url, r.text)
        assert c.delete(f"/players/me/webhooks/{h['id']}", headers=auth(ann)).status_code == 204
        assert c.get("/players/me/webhooks", headers=auth(ann)).json()["webhooks"] == []


def test_a_failing_subscription_is_disabled_and_its_owner_enables_it(settings: Settings) -> None:
    s = fast(settings, webhook_retry_delays=(0.1,) * 50, webhook_disable_after=0.3)
    with receiver(down_for=10**6) as rec, app(s) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        h = hook(c, ann, rec.url, ["your-turn"])
        game(c, [ann, bob], moves=2)
        wait_until(lambda: c.get(f"/players/me/webhooks/{h['id']}", headers=auth(ann)).json()["enabled"] is False)
        state = c.get(f"/players/me/webhooks/{h['id']}", headers=auth(ann)).json()
        assert "failing" in state["disabled_reason"] and state["failing_since"] is not None
        calls = len(rec.calls)
        time.sleep(0.5)
        assert len(rec.calls) == calls  # disabled: nothing is sent
        assert deliveries(c, ann, h["id"])[0]["status"] == "pending"
        rec.down_for = 0
        enabled = c.post(f"/players/me/webhooks/{h['id']}/enable", headers=auth(ann))
        assert enabled.status_code == 200 and enabled.json()["enabled"] is True
        rec.wait(lambda r: len(r.accepted()) == 1)
        assert recorded(c, ann, h["id"], lambda log: log[0]["status"] == "delivered")[0]["status"] == "delivered"


def test_a_deliverer_stops_when_an_attempt_ends_as_it_is_stopped(settings: Settings) -> None:
    """The deliverer's round waits for a wake-up (an attempt that ends wakes it); a stop that
    lands while that wake-up completes still stops it. On Python 3.11 ``asyncio.wait_for``
    loses a cancel in that case, and the server's shutdown waited for ever (seen in CI)."""
    with app(fast(settings, webhook_concurrency=0)) as c:
        hooks = services(c).webhooks
        assert hooks is not None
        on = dataclasses.replace(services(c).settings, webhook_concurrency=2, webhook_poll=30.0)

        async def wake_and_stop() -> int:
            stopped = 0
            for _ in range(20):
                d = await Deliverer(hooks, on).start()
                await asyncio.sleep(0.02)  # the round is waiting for a wake-up now
                d.wake()
                try:
                    await asyncio.wait_for(d.stop(), 5)
                except TimeoutError:
                    d._stopping = True  # noqa: SLF001 - let the stuck round end before the loop closes
                    continue
                stopped += 1
            return stopped

        result: list[int] = []
        thread = threading.Thread(target=lambda: result.append(asyncio.run(wake_and_stop())))
        thread.start()
        thread.join(150)
        assert result == [20]


def test_two_deliverers_on_one_store_never_send_the_same_attempt(settings: Settings) -> None:
    """Deliveries of many subscriptions by two deliverers at once (two servers): each
    notification reaches its receiver exactly once (every call succeeds, so any second
    call would be a second send of one attempt)."""
    s = fast(settings, webhook_concurrency=0)
    with receiver() as rec, app(s) as c:
        keys = [register(c, f"P{i}") for i in range(4)]
        for key in keys:
            for _ in range(3):
                hook(c, key, rec.url, ["your-turn", "game-finished"])
        for pair in ([keys[0], keys[1]], [keys[2], keys[3]]):
            play(c, game(c, pair, moves=4), dict(enumerate(pair)))
        expected = 4 * 3 * 3  # 4 players x 3 subscriptions x (2 turns + the end)
        hooks = services(c).webhooks
        assert hooks is not None
        on = dataclasses.replace(s, webhook_concurrency=4)

        async def both() -> list[int]:
            one, two = Deliverer(hooks, on), Deliverer(hooks, on)
            await one.start()
            await two.start()
            while len(rec.accepted()) < expected:
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.3)
            await one.stop()
            await two.stop()
            return [one.attempts, two.attempts]

        result: list[Any] = []
        thread = threading.Thread(target=lambda: result.append(asyncio.run(asyncio.wait_for(both(), 60))))
        thread.start()
        thread.join(90)
        attempts = result[0]
        calls = rec.accepted()
        pairs = [(call.headers["webhook-signature"], call.id) for call in calls]
        assert len(calls) == expected == sum(attempts)
        ids = [call.id for call in calls]
        assert len(set(ids)) == expected // 3  # each notification, to each of its 3 subscriptions
        # Per subscription (its signing secret differs), every id once.
        assert len(set(pairs)) == expected
        assert all(a > 0 for a in attempts), f"one deliverer did everything: {attempts}"


# ---- what may be called ----


def test_a_private_address_is_refused_at_registration_without_a_connection(settings: Settings) -> None:
    with receiver() as rec, app(fast(settings, webhook_allow_private=False)) as c:
        ann = register(c, "Ann")
        for url in [rec.url, f"http://localhost:{rec.port}/hook", f"http://[::1]:{rec.port}/", "http://0.0.0.0/",
                    "http://169.254.169.254/latest/meta-data", "http://10.1.2.3/", "http://192.168.0.1/",
                    "http://224.0.0.1/", "http://[::ffff:127.0.0.1]/", "http://[fe80::1]/"]:
            r = c.post("/players/me/webhooks", json={"url": url, "events": ["your-turn"]}, headers=auth(ann))
            assert r.status_code == 422, (url, r.text)
            assert r.json()["type"] == "webhook-url-refused" and "not allowed" in r.json()["detail"], url
        # A name the resolver maps to a private address is refused the same way.
        hooks = services(c).webhooks
        assert hooks is not None
        hooks.resolve = lambda host, port: ["10.0.0.7"] if host == "hooks.example" else []
        r = c.post("/players/me/webhooks", json={"url": "https://hooks.example/x", "events": ["your-turn"]},
                   headers=auth(ann))
        assert r.status_code == 422 and "10.0.0.7" in r.json()["detail"]
        r = c.post("/players/me/webhooks", json={"url": "https://nowhere.example/x", "events": ["your-turn"]},
                   headers=auth(ann))
        assert r.status_code == 422 and "does not resolve" in r.json()["detail"]
        time.sleep(0.2)
        assert rec.connections == 0 and rec.calls == []


def test_a_name_rebound_to_a_private_address_after_registration_is_not_called(settings: Settings) -> None:
    with receiver() as rec, app(fast(settings, webhook_allow_private=False, webhook_retry_delays=(0.1,) * 20)) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        hooks = services(c).webhooks
        assert hooks is not None
        answers = {"hooks.example": ["93.184.216.34"]}
        hooks.resolve = lambda host, port: answers.get(host, [])
        h = hook(c, ann, f"http://hooks.example:{rec.port}/hook", ["your-turn"])
        answers["hooks.example"] = ["127.0.0.1"]  # the name now points at the server's own side
        game(c, [ann, bob], moves=2)
        wait_until(lambda: (deliveries(c, ann, h["id"]) or [{}])[0].get("last_error") is not None)
        log = deliveries(c, ann, h["id"])[0]
        assert log["status"] == "pending" and log["last_code"] is None and "127.0.0.1" in log["last_error"]
        time.sleep(0.3)
        assert rec.connections == 0 and rec.calls == []


def test_the_delivery_connects_to_the_address_that_was_checked(settings: Settings) -> None:
    """A name only this server's resolver knows is delivered to the address it gave: the
    HTTP client never resolves the name again (the Host header still names it)."""
    with receiver() as rec, app(fast(settings)) as c:
        ann, bob = register(c, "Ann"), register(c, "Bob")
        hooks = services(c).webhooks
        assert hooks is not None
        hooks.resolve = lambda host, port: ["127.0.0.1"] if host == "hooks.invalid" else []
        h = hook(c, ann, f"http://hooks.invalid:{rec.port}/hook?x=1", ["your-turn"])
        rec.secret = h["secret"]
        game(c, [ann, bob], moves=2)
        rec.wait(lambda r: len(r.accepted()) == 1)
        assert rec.accepted()[0].headers["host"] == f"hooks.invalid:{rec.port}"


def test_a_slow_receiver_holds_no_request(settings: Settings) -> None:
    """While a receiver holds a call, the server answers requests and plays on (the
    deliveries run in their own task): every request below is answered while the call
    is still held."""
    with receiver() as rec, app(fast(settings, webhook_timeout=20.0, webhook_lease=30.0)) as c:
        rec.delay = 4.0
        ann, bob = register(c, "Ann"), register(c, "Bob")
        hook(c, ann, rec.url, ["your-turn"])
        gid = game(c, [ann, bob], moves=4)
        wait_until(lambda: rec.in_flight)
        held = rec.in_flight_id
        assert c.get("/health").status_code == 200
        play(c, gid, {0: ann, 1: bob}, moves=2)
        assert len(notifications(c, ann)) == 2
        assert rec.in_flight_id == held, "the requests waited for the receiver"


def test_the_webhook_settings_from_the_environment() -> None:
    d = Settings.from_env({})
    assert d.webhook_allow_private is False and d.webhook_retry_delays == (10, 60, 300, 1800, 7200, 21600)
    assert (d.webhook_timeout, d.webhook_concurrency, d.webhook_lease, d.webhook_disable_after) == (5, 8, 60, 86400)
    s = Settings.from_env({"SPECIES_ARENA_WEBHOOK_ALLOW_PRIVATE": "1", "SPECIES_ARENA_WEBHOOK_RETRY_DELAYS": "0.5, 2",
                           "SPECIES_ARENA_WEBHOOK_CONCURRENCY": "0"})
    assert s.webhook_allow_private is True and s.webhook_retry_delays == (0.5, 2.0) and s.webhook_concurrency == 0
    for bad in ({"SPECIES_ARENA_WEBHOOK_RETRY_DELAYS": "10,soon"}, {"SPECIES_ARENA_WEBHOOK_RETRY_DELAYS": "-1"},
                {"SPECIES_ARENA_WEBHOOK_ALLOW_PRIVATE": "maybe"}, {"SPECIES_ARENA_WEBHOOK_LEASE": "2"},
                {"SPECIES_ARENA_WEBHOOK_POLL": "0"}):
        with pytest.raises(ValueError, match="SPECIES_ARENA_WEBHOOK"):
            Settings.from_env(bad)


def test_the_python_client_manages_webhooks_and_reads_the_feed(settings: Settings) -> None:
    from species_arena_client import Client, NotFound, WebhookUrlRefused

    with receiver() as rec, app(fast(settings, webhook_allow_private=False)) as c:
        api = Client(str(c.base_url), http=c, backoff=0.0)
        ann = api.register_player("Ann").key
        bob = register(c, "Bob")
        api.token = ann
        with pytest.raises(WebhookUrlRefused):
            api.create_webhook(rec.url, ["your-turn"])
        hooks = services(c).webhooks
        assert hooks is not None
        hooks.resolve = lambda host, port: ["93.184.216.34"]  # a public address (never called here)
        made = api.create_webhook("https://hooks.example/x", ["your-turn", "game-finished"])
        assert made.secret.startswith("whsec_") and [h.id for h in api.webhooks()] == [made.id]
        assert api.webhook(made.id).events == ["your-turn", "game-finished"]
        assert api.rotate_webhook_secret(made.id).secret != made.secret
        assert api.enable_webhook(made.id).enabled is True
        queued = api.test_webhook(made.id)
        assert api.webhook_deliveries(made.id).deliveries[0].id == queued.delivery
        gid = game(c, [ann, bob], moves=2)
        play(c, gid, {0: ann, 1: bob})
        synced = c.get("/health").json()["position"]
        c.get(f"/games?wait_for={synced}")
        page = api.notifications()
        events = list(api.feed(follow=False))
        assert [e.data.id for e in events] == [n.id for n in page.notifications] and events
        assert [e.id for e in events] == [n.seq for n in page.notifications]
        assert events[-1].event == "game-finished" and events[-1].data.place is not None
        assert list(api.feed(after=events[0].id, follow=False))[0].id == events[1].id
        api.delete_webhook(made.id)
        with pytest.raises(NotFound):
            api.webhook(made.id)
        assert rec.connections == 0


def test_a_redirect_is_not_followed(settings: Settings) -> None:
    with receiver() as rec, app(fast(settings, webhook_retry_delays=(0.1,))) as c:
        rec.answer = 307
        ann, bob = register(c, "Ann"), register(c, "Bob")
        h = hook(c, ann, rec.url, ["your-turn"])
        game(c, [ann, bob], moves=2)
        wait_until(lambda: (deliveries(c, ann, h["id"]) or [{}])[0].get("status") == "failed")
        (log,) = deliveries(c, ann, h["id"])
        assert log["attempts"] == 2 and log["last_code"] == 307
        # Two attempts, both to the subscribed URL: the Location was never called.
        assert len(rec.calls) == 2


def test_at_most_64_kib_of_an_answer_is_read(settings: Settings) -> None:
    """A receiver that answers 64 MiB: the deliverer takes the status, reads 64 KiB and
    hangs up (the receiver's sending fails), and the delivery counts as delivered."""
    with receiver() as rec, app(fast(settings)) as c:
        rec.answer, rec.answer_bytes = 200, 64 * 1024 * 1024
        ann, bob = register(c, "Ann"), register(c, "Bob")
        h = hook(c, ann, rec.url, ["your-turn"])
        game(c, [ann, bob], moves=2)
        wait_until(lambda: (deliveries(c, ann, h["id"]) or [{}])[0].get("status") == "delivered")
        wait_until(lambda: rec.answer_cut)
        assert len(rec.calls) == 1
