// The timeline: the recent moves in words (newest first), with the changes of seats and of
// the game's life between them.
import { api, ApiError, h, fill, showError } from "../api.js";
import { botWords, clockWords, seatName } from "../words.js";
import { $, app, token } from "./state.js";
import { markUndone } from "./undo.js";

const KEEP = 300;

export async function loadTimeline(full = false) {
  if (app.timelineBusy && !full) return;
  app.timelineBusy = true;
  try {
    const list = $("timeline");
    // Only the recent past is listed: start a little before the latest version.
    const recent = Math.max(0, (app.liveState ? app.liveState.version : 0) - KEEP);
    if (full || app.timelineAfter < recent) {
      app.timelineAfter = recent;
      fill(list);
    }
    for (let page = 0; page < 20; page++) {
      const data = await api("GET", `${app.gamePath}/timeline?after=${app.timelineAfter}&limit=500`, { token: token() });
      const state = app.liveState;
      const items = [
        ...data.entries.map((e) => ({ version: e.version, order: 1, e })),
        ...(data.seat_events || []).map((x) => ({ version: x.version, order: 0, x })),
      ].sort((a, b) => a.version - b.version || a.order - b.order);
      for (const item of items) {
        app.timelineAfter = Math.max(app.timelineAfter, item.version);
        const li = item.e ? entryItem(state, item.e) : seatEventItem(state, item.x);
        list.prepend(li);
        if (item.e) markUndone(list, item.e, li);
      }
      if (data.entries.length < 500 && (data.seat_events || []).length < 500) break;
    }
    while (list.children.length > KEEP) list.lastElementChild.remove();
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 503)) showError(app.errors, err, "Could not read the timeline");
  } finally {
    app.timelineBusy = false;
  }
}

function entryItem(state, e) {
  const who = seatName(state, e.seat);
  const words = e.texts && e.texts.length ? e.texts.join("; ") : e.action_hidden ? "made a hidden move." : "moved.";
  if (e.timed_out) {
    // The seat's deadline passed: its stand-in bot took this decision.
    const bot = state ? botWords(state.fallback_bot || "greedy") : "stand-in bot";
    return h("li", { class: "timed-out", dataset: { version: e.version, timedOut: "true", seat: e.seat } },
      h("span", { class: "v" }, `#${e.version}`), " ",
      h("span", { class: "who" }, `${who}:`), " ",
      h("span", { class: "badge timed-out" }, "out of time"), ` the ${bot} decided — `,
      words,
    );
  }
  return h("li", { dataset: { version: e.version } },
    h("span", { class: "v" }, `#${e.version}`), " ",
    h("span", { class: "who" }, `${who}${e.bot && !who.includes("bot") ? " (bot)" : ""}:`), " ",
    words,
  );
}

function timeWords(iso) {
  const t = Date.parse(iso);
  return Number.isFinite(t) ? new Date(t).toLocaleTimeString() : String(iso || "");
}

/** A change of seats or of the game's life, in words (the seats numbered from 1). */
function seatEventWords(state, x) {
  const d = x.detail || {};
  const who = seatName(state, x.seat);
  switch (x.kind) {
    case "configured": {
      const clock = clockWords(d);
      return `${clock ? `Clock: ${clock}.` : "No clock."} The ${botWords(d.fallback_bot || "greedy")} stands in for a player who resigns or runs out of time.`;
    }
    case "resigned":
      return `${who} resigned; the ${botWords(d.bot || (state && state.fallback_bot) || "greedy")} plays seat ${x.seat + 1} from now on.`;
    case "timed_out":
      return `${who} ran out of time (the deadline was ${timeWords(d.deadline)}); the ${botWords(d.bot || (state && state.fallback_bot) || "greedy")} decides for seat ${x.seat + 1}.`;
    case "replaced":
      return `Seat ${x.seat + 1} was handed to ${d.player ? d.player : d.bot ? `the ${botWords(d.bot)}` : "someone new"}.`;
    case "token_rotated":
      return `Seat ${x.seat + 1} has a new token; the old one no longer works.`;
    case "token_revoked":
      return `Seat ${x.seat + 1}'s token was revoked: no one may play for it until the admin hands it on.`;
    case "abandoned":
      return `The game was abandoned${d.reason ? ` — ${d.reason}` : ""}${d.by === "server" ? " (by the server)" : ""}.`;
    default:
      return x.text || x.kind;
  }
}

function seatEventItem(state, x) {
  return h("li", { class: `seat-event ${x.kind}`, dataset: { version: x.version, seatEvent: x.kind } },
    h("span", { class: "v" }, `#${x.version}`), " ",
    seatEventWords(state, x),
  );
}
