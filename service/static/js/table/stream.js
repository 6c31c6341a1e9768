// Live updates: the game's server-sent events (opened with a short-lived ticket, so the
// seat token never goes into a URL); each new version read again, reconnecting with a
// growing delay when the stream drops.
import { api, t, withLang } from "../api.js";
import { $, app, token } from "./state.js";
import { refresh } from "./live.js";

const EVENT_TYPES = ["GameCreated", "SeatClaimed", "ActionApplied", "GameFinished", "GameConfigured", "SeatResigned", "TimedOut", "SeatReplaced", "SeatTokenRotated", "SeatTokenRevoked", "GameAbandoned", "ActionsUndone", "message"];

export function setLiveStatus(text, cls) {
  const el = $("live-status");
  el.textContent = text;
  el.dataset.state = cls;
}

/** The header's status once the game is over. */
export function showOver() {
  setLiveStatus(app.liveState && app.liveState.abandoned ? t("web-live-abandoned") : t("web-live-over"), "over");
}

export async function connect() {
  if (app.retryTimer) {
    clearTimeout(app.retryTimer);
    app.retryTimer = null;
  }
  if (app.source) {
    app.source.close();
    app.source = null;
  }
  if (app.finished) return;
  let ticket;
  try {
    ticket = (await api("POST", `${app.gamePath}/stream-ticket`, { token: token() })).ticket;
  } catch (err) {
    setLiveStatus(t("web-live-offline"), "down");
    reconnectLater();
    return;
  }
  const es = new EventSource(withLang(`${app.gamePath}/events/stream?ticket=${encodeURIComponent(ticket)}&after=${app.lastEvent}`));
  app.source = es;
  es.onopen = () => {
    app.retryDelay = 500;
    setLiveStatus(t("web-live-live"), "up");
  };
  const onEvent = (ev) => {
    const v = parseInt(ev.lastEventId, 10);
    if (Number.isInteger(v)) app.lastEvent = Math.max(app.lastEvent, v);
    const drawn = app.liveState ? app.liveState.version : 0;
    if (!Number.isInteger(v) || v > drawn) {
      if (!app.refreshing && !app.eventMark) {
        app.eventMark = `sse-event-${v}`;
        performance.mark(app.eventMark);
      }
      refresh();
    }
  };
  for (const type of EVENT_TYPES) es.addEventListener(type, onEvent);
  es.onerror = () => {
    if (app.source !== es) return;
    es.close();
    app.source = null;
    refresh();
    if (app.finished) {
      showOver();
      return;
    }
    setLiveStatus(t("web-live-reconnecting"), "down");
    reconnectLater();
  };
}

function reconnectLater() {
  if (app.retryTimer || app.finished) return;
  app.retryTimer = setTimeout(() => {
    app.retryTimer = null;
    connect();
  }, app.retryDelay);
  app.retryDelay = Math.min(app.retryDelay * 2, 4000);
}
