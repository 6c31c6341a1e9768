"""The notifications read model and the webhook outbox (issue 27).

* ``arena_notifications``: what a registered player is told about the seats it holds
  (``projections.players``' seat holders; a guest's seat and a bot's are nobody's):
  ``your-turn``, ``game-finished``, ``timed-out``, ``seat-replaced``, ``game-abandoned``.
  Each row is a JSON object ``{"id", "type", "game", "seat", "version", ...}`` whose ``id``
  comes from the game, version, type and seat (``notification_id``), so a rebuild writes
  the same ids again and a receiver can drop what it has seen. ``seq`` orders a player's
  notifications (the feed's ``Last-Event-ID``): the store position of the event times
  ``SEQ_SPAN`` plus its rank among that event's notifications, so a rebuild gives the same
  numbers. Nothing secret is written: no action, no effect, no hand, no seed; the prompt of
  a ``your-turn`` (the seat's own words, which need an engine) is filled in by the service
  when the notification is first read or delivered (``prompt_pending``).
* ``arena_webhooks``: the players' webhook subscriptions (written by the service,
  ``service.app.webhooks``), and ``arena_webhook_outbox``: one row per subscription and
  notification to deliver, inserted here in the transaction that writes the notification
  and the projection's tracking position, so that no notification is lost or queued twice
  across restarts. These two tables are *not* read models: a rebuild keeps them (and its
  ``INSERT ... ON CONFLICT DO NOTHING`` queues nothing delivered already; a subscription
  gets only the notifications of events processed after it was made, ``since_seq``).
"""

from __future__ import annotations

import hashlib
from typing import Any

from arena_events import canonical_json, decode_json

from . import games, ratings
from .sql import Tx

TABLE = "arena_notifications"
WEBHOOKS = "arena_webhooks"
OUTBOX = "arena_webhook_outbox"
#: The read model's own tables (dropped by a rebuild); the webhook tables are kept.
TABLES = (TABLE,)

#: Notifications one event may give (``seq`` = position * SEQ_SPAN + rank).
SEQ_SPAN = 1024
TYPES = ("your-turn", "game-finished", "timed-out", "seat-replaced", "game-abandoned")

DDL = [
    f"""CREATE TABLE IF NOT EXISTS {TABLE} (
        seq BIGINT PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        player TEXT NOT NULL,
        game_id TEXT NOT NULL,
        type TEXT NOT NULL,
        body TEXT NOT NULL,
        complete INTEGER NOT NULL,
        at TEXT NOT NULL
    )""",
    f"CREATE INDEX IF NOT EXISTS {TABLE}_player ON {TABLE} (player, seq)",
    f"""CREATE TABLE IF NOT EXISTS {WEBHOOKS} (
        id TEXT PRIMARY KEY,
        player TEXT NOT NULL,
        url TEXT NOT NULL,
        events TEXT NOT NULL,
        secret TEXT NOT NULL,
        enabled INTEGER NOT NULL,
        disabled_reason TEXT,
        failing_since DOUBLE PRECISION,
        since_seq BIGINT NOT NULL,
        created_at TEXT NOT NULL
    )""",
    f"CREATE INDEX IF NOT EXISTS {WEBHOOKS}_player ON {WEBHOOKS} (player)",
    f"""CREATE TABLE IF NOT EXISTS {OUTBOX} (
        id TEXT PRIMARY KEY,
        webhook_id TEXT NOT NULL,
        seq BIGINT NOT NULL,
        notification_id TEXT NOT NULL,
        type TEXT NOT NULL,
        body TEXT NOT NULL,
        complete INTEGER NOT NULL,
        status TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        next_at DOUBLE PRECISION NOT NULL,
        lease_until DOUBLE PRECISION,
        lease_owner TEXT,
        last_code INTEGER,
        last_error TEXT,
        last_at TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (webhook_id, notification_id)
    )""",
    f"CREATE INDEX IF NOT EXISTS {OUTBOX}_queue ON {OUTBOX} (webhook_id, status, seq)",
]


def notification_id(game_id: str, version: int, kind: str, seat: int) -> str:
    """The stable id of a notification: from its game, version, type and seat."""
    return "ntf_" + hashlib.sha256(f"{game_id}|{version}|{kind}|{seat}".encode()).hexdigest()[:32]


def _seat_players(tx: Tx, game_id: str) -> dict[int, str]:
    """Seat -> the registered player holding it (bots and guests hold nothing here)."""
    rows = tx.all("SELECT seat, holder FROM arena_seat_holders WHERE game_id = ?", (game_id,))
    return {int(r["seat"]): r["holder"] for r in rows if not str(r["holder"]).startswith("bot:")}


def _playing(tx: Tx, game_id: str) -> dict[int, str]:
    """``_seat_players`` but the seats that resigned (their bot decides for them now)."""
    held = _seat_players(tx, game_id)
    for r in tx.all("SELECT seat FROM arena_seat_events WHERE game_id = ? AND kind = 'resigned'", (game_id,)):
        held.pop(int(r["seat"]), None)
    return held


class Writer:
    """The notifications of one transaction: numbers them per event (``position``) and
    queues each in the outbox of its player's subscriptions."""

    def __init__(self, tx: Tx) -> None:
        self.tx = tx
        self._rank: dict[int, int] = {}
        self._hooks: dict[str, list[dict[str, Any]]] = {}

    def _subscriptions(self, player: str) -> list[dict[str, Any]]:
        hooks = self._hooks.get(player)
        if hooks is None:
            hooks = self._hooks[player] = self.tx.all(
                f"SELECT id, events, since_seq FROM {WEBHOOKS} WHERE player = ?", (player,)
            )
        return hooks

    def add(self, position: int, player: str, e: Any, kind: str, seat: int, game_type: str,
            extra: dict[str, Any], complete: bool = True) -> None:
        gid = str(e.originator_id)
        rank = self._rank.get(position, 0)
        self._rank[position] = rank + 1
        seq = position * SEQ_SPAN + rank
        nid = notification_id(gid, e.originator_version, kind, seat)
        at = e.timestamp.isoformat()
        body = {"id": nid, "type": kind, "game": gid, "game_type": game_type, "seat": seat,
                "version": e.originator_version, "at": at, **extra}
        text = canonical_json(body)
        self.tx.execute(
            f"INSERT INTO {TABLE} (seq, id, player, game_id, type, body, complete, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
            " ON CONFLICT DO NOTHING",
            (seq, nid, player, gid, kind, text, int(complete), at),
        )
        for hook in self._subscriptions(player):
            if seq <= int(hook["since_seq"]) or kind not in decode_json(hook["events"]):
                continue
            self.tx.execute(
                f"INSERT INTO {OUTBOX} (id, webhook_id, seq, notification_id, type, body, complete, status, attempts,"
                " next_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', 0, 0, ?) ON CONFLICT DO NOTHING",
                (delivery_id(hook["id"], nid), hook["id"], seq, nid, kind, text, int(complete), at),
            )


def delivery_id(webhook_id: str, nid: str) -> str:
    return "dlv_" + hashlib.sha256(f"{webhook_id}|{nid}".encode()).hexdigest()[:32]


def _writer(tx: Tx) -> Writer:
    w = getattr(tx, "notifications", None)
    if w is None:
        w = Writer(tx)
        tx.notifications = w  # type: ignore[attr-defined]
    return w


def _position(tx: Tx, e: Any) -> int:
    return int(tx.positions[(e.originator_id, e.originator_version)])  # type: ignore[attr-defined]


def _pending_seats(pending: Any) -> set[int]:
    return set((pending or {}).get("seats") or [])


def _your_turn(tx: Tx, e: Any, seat: int, player: str, game_type: str) -> None:
    # The prompt and deadline are the seat's own view of the game at this version: the
    # service fills them in (``prompt_pending``) before anyone reads the notification.
    _writer(tx).add(_position(tx, e), player, e, "your-turn", seat, game_type, {}, complete=False)


def _in_chunks(ids: list[str], size: int = 500) -> list[list[str]]:
    return [ids[i:i + size] for i in range(0, len(ids), size)]


def _batch_meta(tx: Tx, gids: list[str]) -> tuple[dict[str, tuple[str, dict[int, str]]], dict[str, set[int]]]:
    """For each of ``gids``: its game type and the seats held by registered players that
    play (``_playing``), and the seats that decided before (its row's ``pending``), in three
    statements for the whole list (per chunk of ids) instead of three per game."""
    rows: dict[str, dict[str, Any]] = {}
    held: dict[str, dict[int, str]] = {gid: {} for gid in gids}
    resigned: dict[str, set[int]] = {gid: set() for gid in gids}
    for part in _in_chunks(gids):
        marks = ", ".join("?" * len(part))
        for r in tx.all(f"SELECT game_id, game, pending FROM {games.TABLE} WHERE game_id IN ({marks})", part):
            rows[r["game_id"]] = r
        for r in tx.all(f"SELECT game_id, seat, holder FROM arena_seat_holders WHERE game_id IN ({marks})", part):
            if not str(r["holder"]).startswith("bot:"):
                held[r["game_id"]][int(r["seat"])] = r["holder"]
        for r in tx.all(
            f"SELECT game_id, seat FROM arena_seat_events WHERE game_id IN ({marks}) AND kind = 'resigned'", part
        ):
            resigned[r["game_id"]].add(int(r["seat"]))
    meta: dict[str, tuple[str, dict[int, str]]] = {}
    prev: dict[str, set[int]] = {}
    for gid in gids:
        row = rows.get(gid)
        playing = {seat: player for seat, player in held[gid].items() if seat not in resigned[gid]}
        meta[gid] = (row["game"] if row else "", playing)
        prev[gid] = _pending_seats(decode_json(row["pending"]) if row and row["pending"] else None)
    return meta, prev


def actions_applied(tx: Tx, actions: list[Any]) -> None:
    """A run of ``ActionApplied`` events, *before* the games rows are updated: a seat held
    by a registered player that now decides, and did not decide before this action (or
    whose decision a bot just took for it, after a time-out), is told it is its turn."""
    meta, prev = _batch_meta(tx, list(dict.fromkeys(str(e.originator_id) for e in actions)))
    for e in actions:
        gid = str(e.originator_id)
        game_type, held = meta[gid]
        now = _pending_seats(e.pending)
        for seat in sorted(now):
            player = held.get(seat)
            if player is None:
                continue
            if seat not in prev[gid] or (seat == e.seat and e.bot):
                _your_turn(tx, e, seat, player, game_type)
        prev[gid] = now


def _full_and_pending(tx: Tx, gid: str) -> tuple[str, set[int]] | None:
    """(game type, deciding seats) of a game whose seats are all taken, else None."""
    row = tx.one(f"SELECT game, pending, status, open_count FROM {games.TABLE} WHERE game_id = ?", (gid,))
    if row is None or row["status"] in ("finished", "abandoned") or int(row["open_count"]) > 0:
        return None
    return row["game"], _pending_seats(decode_json(row["pending"]) if row["pending"] else None)


def seat_claimed(tx: Tx, e: Any) -> None:
    """The claim that fills a game starts it (and its clock): each deciding seat a player
    already holds is told it is its turn (after the games row is updated). A game is
    not anybody's turn while it waits for players."""
    gid = str(e.originator_id)
    full = _full_and_pending(tx, gid)
    if full is None:
        return
    held = _playing(tx, gid)
    for seat in sorted(full[1]):
        if seat in held and seat != e.seat:
            _your_turn(tx, e, seat, held[seat], full[0])


def player_seated(tx: Tx, e: Any) -> None:
    """A registered player took a seat that decides now in a game that is full: its turn
    (after the holder row)."""
    full = _full_and_pending(tx, str(e.originator_id))
    if full is not None and e.seat in full[1]:
        _your_turn(tx, e, e.seat, e.player_id, full[0])


def ratings_before(tx: Tx, game_id: str, game_type: str) -> dict[str, float | None]:
    """The display ratings of a game's players before it is rated (``game_finished``)."""
    out: dict[str, float | None] = {}
    for player in set(_seat_players(tx, game_id).values()):
        r = tx.one(f"SELECT ordinal FROM {ratings.TABLE} WHERE player = ? AND game = ?", (player, game_type))
        out[player] = None if r is None else float(r["ordinal"])
    return out


def game_finished(tx: Tx, e: Any, game_row: dict[str, Any], before: dict[str, float | None],
                  resigned: list[int], counted: bool) -> None:
    """Each player's seat: the outcome, its place and its rating change (after rating)."""
    gid = str(e.originator_id)
    game_type = game_row["game"]
    places = ratings.places(e.outcome, int(game_row["seats"]), resigned)
    for seat, player in sorted(_seat_players(tx, gid).items()):
        change = None
        if counted:
            r = tx.one(f"SELECT ordinal FROM {ratings.TABLE} WHERE player = ? AND game = ?", (player, game_type))
            after = None if r is None else float(r["ordinal"])
            if after is not None and after != before.get(player):
                old = before.get(player)
                change = {"before": old, "after": after, "change": None if old is None else after - old}
        extra = {"outcome": e.outcome, "place": places.get(seat), "rating": change}
        _writer(tx).add(_position(tx, e), player, e, "game-finished", seat, game_type, extra)


def seat_event(tx: Tx, kind: str, e: Any) -> None:
    """A time-out, a seat handed over or an abandoned game (*before* the holders change)."""
    gid = str(e.originator_id)
    row = tx.one(f"SELECT game FROM {games.TABLE} WHERE game_id = ?", (gid,))
    game_type = row["game"] if row else ""
    held = _seat_players(tx, gid)
    w = _writer(tx)
    if kind == "timed_out" and e.seat in held:
        w.add(_position(tx, e), held[e.seat], e, "timed-out", e.seat, game_type,
              {"deadline": e.deadline, "bot": e.bot})
    elif kind == "replaced" and e.seat in held:
        w.add(_position(tx, e), held[e.seat], e, "seat-replaced", e.seat, game_type,
              {"to": "bot" if e.bot is not None else "player", "bot": e.bot})
    elif kind == "abandoned":
        for seat, player in sorted(held.items()):
            w.add(_position(tx, e), player, e, "game-abandoned", seat, game_type, {"reason": e.reason, "by": e.by})


# ---- reads ----


def _out(r: dict[str, Any]) -> dict[str, Any]:
    return {"seq": int(r["seq"]), "complete": bool(r["complete"]), "body": decode_json(r["body"])}


def after(tx: Tx, player: str, seq: int, limit: int) -> list[dict[str, Any]]:
    """A player's notifications after ``seq``, oldest first."""
    rows = tx.all(f"SELECT * FROM {TABLE} WHERE player = ? AND seq > ? ORDER BY seq LIMIT ?", (player, seq, limit))
    return [_out(r) for r in rows]


def complete(tx: Tx, nid: str, body: dict[str, Any]) -> None:
    """Store a notification's filled-in body (the prompt of a ``your-turn``) in its row and
    its outbox rows not yet sent."""
    text = canonical_json(body)
    tx.execute(f"UPDATE {TABLE} SET body = ?, complete = 1 WHERE id = ? AND complete = 0", (text, nid))
    tx.execute(f"UPDATE {OUTBOX} SET body = ?, complete = 1 WHERE notification_id = ? AND complete = 0", (text, nid))


def dump(tx: Tx) -> list[dict[str, Any]]:
    return tx.all(f"SELECT seq, id, player, game_id, type, at FROM {TABLE} ORDER BY seq")
