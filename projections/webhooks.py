"""The SQL of the webhook subscriptions and their delivery outbox (tables of
``projections.notifications``), for the service's commands (``service.app.webhooks``) and
its deliverer (``service.runtime.webhooks``).

A delivery is one outbox row: ``pending`` (with the time of its next attempt, ``next_at``),
``delivered`` or ``failed``. Only the oldest pending row of a subscription may be attempted
(deliveries are in order per subscription), and only under a lease: the deliverer that
sets ``lease_until``/``lease_owner`` on a row whose lease is free or has run out owns that
attempt, so two servers on one store never send the same attempt twice; a server killed
mid-attempt leaves a lease that runs out, and the attempt is made again (same id).
"""

from __future__ import annotations

from typing import Any

from arena_events import canonical_json, decode_json

from .notifications import OUTBOX, SEQ_SPAN, WEBHOOKS
from .sql import Tx

#: The outbox columns a delivery log shows.
LOG_COLUMNS = "id, notification_id, type, status, attempts, next_at, last_code, last_error, last_at, created_at"


def _hook(r: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": r["id"], "url": r["url"], "events": decode_json(r["events"]), "enabled": bool(r["enabled"]),
        "disabled_reason": r["disabled_reason"], "created_at": r["created_at"],
        "failing_since": None if r["failing_since"] is None else float(r["failing_since"]),
    }


def create(tx: Tx, hook_id: str, player: str, url: str, events: list[str], secret: str, position: int,
           at: str) -> dict[str, Any]:
    """A new subscription; it gets the notifications of events after ``position``."""
    tx.execute(
        f"INSERT INTO {WEBHOOKS} (id, player, url, events, secret, enabled, disabled_reason, failing_since,"
        " since_seq, created_at) VALUES (?, ?, ?, ?, ?, 1, NULL, NULL, ?, ?)",
        (hook_id, player, url, canonical_json(events), secret, position * SEQ_SPAN + SEQ_SPAN - 1, at),
    )
    row = tx.one(f"SELECT * FROM {WEBHOOKS} WHERE id = ?", (hook_id,))
    assert row is not None
    return _hook(row)


def of_player(tx: Tx, player: str) -> list[dict[str, Any]]:
    return [_hook(r) for r in tx.all(f"SELECT * FROM {WEBHOOKS} WHERE player = ? ORDER BY created_at, id", (player,))]


def one(tx: Tx, player: str, hook_id: str) -> dict[str, Any] | None:
    r = tx.one(f"SELECT * FROM {WEBHOOKS} WHERE id = ? AND player = ?", (hook_id, player))
    return None if r is None else _hook(r)


def secret(tx: Tx, hook_id: str) -> tuple[str, str] | None:
    """(url, signing secret) of a subscription."""
    r = tx.one(f"SELECT url, secret FROM {WEBHOOKS} WHERE id = ?", (hook_id,))
    return None if r is None else (r["url"], r["secret"])


def delete(tx: Tx, player: str, hook_id: str) -> bool:
    tx.execute(f"DELETE FROM {WEBHOOKS} WHERE id = ? AND player = ?", (hook_id, player))
    if tx.rowcount == 0:
        return False
    tx.execute(f"DELETE FROM {OUTBOX} WHERE webhook_id = ?", (hook_id,))
    return True


def set_secret(tx: Tx, player: str, hook_id: str, new: str) -> bool:
    tx.execute(f"UPDATE {WEBHOOKS} SET secret = ? WHERE id = ? AND player = ?", (new, hook_id, player))
    return tx.rowcount == 1


def enable(tx: Tx, player: str, hook_id: str) -> bool:
    tx.execute(
        f"UPDATE {WEBHOOKS} SET enabled = 1, disabled_reason = NULL, failing_since = NULL WHERE id = ? AND player = ?",
        (hook_id, player),
    )
    return tx.rowcount == 1


def queue(tx: Tx, delivery: str, hook_id: str, nid: str, kind: str, body: dict[str, Any], at: str) -> None:
    """A delivery outside the notifications (``POST .../test``), after the queued ones."""
    top = tx.one(f"SELECT MAX(seq) AS s FROM {OUTBOX} WHERE webhook_id = ?", (hook_id,))
    seq = (int(top["s"]) if top and top["s"] is not None else 0) + 1
    tx.execute(
        f"INSERT INTO {OUTBOX} (id, webhook_id, seq, notification_id, type, body, complete, status, attempts,"
        " next_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, 'pending', 0, 0, ?)",
        (delivery, hook_id, seq, nid, kind, canonical_json(body), at),
    )


def log(tx: Tx, hook_id: str, limit: int) -> list[dict[str, Any]]:
    """The subscription's deliveries, the newest first."""
    return tx.all(f"SELECT {LOG_COLUMNS} FROM {OUTBOX} WHERE webhook_id = ? ORDER BY seq DESC LIMIT ?",
                  (hook_id, limit))


# ---- the deliverer ----


def due(tx: Tx, now: float, limit: int) -> list[dict[str, Any]]:
    """The head (oldest pending delivery) of each enabled subscription, when it is due and
    not leased."""
    return tx.all(
        f"SELECT o.id, o.webhook_id, o.seq, o.notification_id, o.type, o.body, o.complete, o.attempts,"
        f" w.url, w.secret, w.player FROM {OUTBOX} o JOIN {WEBHOOKS} w ON w.id = o.webhook_id"
        f" WHERE w.enabled = 1 AND o.status = 'pending'"
        f" AND o.seq = (SELECT MIN(o2.seq) FROM {OUTBOX} o2 WHERE o2.webhook_id = o.webhook_id AND o2.status = 'pending')"
        " AND o.next_at <= ? AND (o.lease_until IS NULL OR o.lease_until < ?) ORDER BY o.next_at, o.seq LIMIT ?",
        (now, now, limit),
    )


def lease(tx: Tx, delivery: str, owner: str, now: float, until: float) -> bool:
    """Take the lease of one pending delivery (False: another deliverer holds it, or it is
    no longer pending)."""
    tx.execute(
        f"UPDATE {OUTBOX} SET lease_until = ?, lease_owner = ? WHERE id = ? AND status = 'pending'"
        " AND (lease_until IS NULL OR lease_until < ?)",
        (until, owner, delivery, now),
    )
    return tx.rowcount == 1


def set_body(tx: Tx, delivery: str, body: dict[str, Any]) -> None:
    tx.execute(f"UPDATE {OUTBOX} SET body = ?, complete = 1 WHERE id = ?", (canonical_json(body), delivery))


def record_attempt(tx: Tx, delivery: str, owner: str, status: str, attempts: int, next_at: float,
                   code: int | None, error: str | None, at: str) -> bool:
    """The result of an attempt, by the lease's owner (False: its lease was lost)."""
    tx.execute(
        f"UPDATE {OUTBOX} SET status = ?, attempts = ?, next_at = ?, last_code = ?, last_error = ?, last_at = ?,"
        " lease_until = NULL, lease_owner = NULL WHERE id = ? AND lease_owner = ?",
        (status, attempts, next_at, code, error, at, delivery, owner),
    )
    return tx.rowcount == 1


def failing(tx: Tx, hook_id: str, now: float, disable_after: float, reason: str) -> bool:
    """A failed attempt: the subscription is failing since its first failure and is
    disabled once that was ``disable_after`` seconds ago. Returns whether it was disabled."""
    tx.execute(f"UPDATE {WEBHOOKS} SET failing_since = ? WHERE id = ? AND failing_since IS NULL", (now, hook_id))
    tx.execute(
        f"UPDATE {WEBHOOKS} SET enabled = 0, disabled_reason = ? WHERE id = ? AND enabled = 1 AND failing_since <= ?",
        (reason, hook_id, now - disable_after),
    )
    return tx.rowcount == 1


def succeeded(tx: Tx, hook_id: str) -> None:
    tx.execute(f"UPDATE {WEBHOOKS} SET failing_since = NULL WHERE id = ? AND failing_since IS NOT NULL", (hook_id,))
