"""The service's own words as messages (``service/locales/<locale>/service.ftl``): bot
kinds and the seat events of the timeline, rendered in the reader's locale when read."""

from __future__ import annotations

from typing import Any

from service.domain import i18n
from service.domain.i18n import bot_msg

__all__ = ["bot_msg", "seat_event_msg", "seat_events_in"]

def seat_event_msg(kind: str, seat: int | None, detail: dict[str, Any]) -> dict[str, Any]:
    """One seat event of the read model (its kind, seat and public facts) as a message."""
    bot = {"msg": bot_msg(detail.get("bot"))}
    if kind == "configured":
        clock = []
        if detail.get("turn_seconds"):
            clock.append({"msg": i18n.msg("svc-clock-turn", n=detail["turn_seconds"])})
        if detail.get("game_seconds"):
            clock.append({"msg": i18n.msg("svc-clock-game", n=detail["game_seconds"])})
        fallback = {"msg": bot_msg(detail.get("fallback_bot"))}
        if clock:
            return i18n.msg("svc-seat-configured-clock", bot=fallback, clock={"list": clock})
        return i18n.msg("svc-seat-configured", bot=fallback)
    if kind == "resigned":
        return i18n.msg("svc-seat-resigned", seat=seat, bot=bot)
    if kind == "timed_out":
        return i18n.msg("svc-seat-timed-out", seat=seat, deadline=str(detail.get("deadline")), bot=bot)
    if kind == "replaced":
        if detail.get("player") is not None:
            return i18n.msg("svc-seat-replaced-player", seat=seat, player=str(detail["player"]))
        return i18n.msg("svc-seat-replaced-bot", seat=seat, bot=bot)
    if kind == "token_rotated":
        return i18n.msg("svc-seat-token-rotated-admin" if detail.get("by") == "admin" else "svc-seat-token-rotated-seat",
                        seat=seat)
    if kind == "token_revoked":
        return i18n.msg("svc-seat-token-revoked", seat=seat)
    if kind == "abandoned":
        return i18n.msg("svc-game-abandoned", by=str(detail.get("by")), reason=str(detail.get("reason")))
    raise ValueError(f"no words for the seat event {kind!r}")


def seat_events_in(rows: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """The read model's seat events with their ``text`` in ``lang``."""
    texts = i18n.render_many(lang, [seat_event_msg(r["kind"], r["seat"], r["detail"]) for r in rows])
    return [{**r, "text": t} for r, t in zip(rows, texts, strict=True)]
