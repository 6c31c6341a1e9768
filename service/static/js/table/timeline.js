// The timeline: the log of the game in words (newest first), grouped by round and phase,
// with the changes of seats and of the game's life between the moves. Each entry is one
// seat's decision and what followed from it (the server's words: the entry's `log`); it
// opens into every effect. Runs of passes are condensed into one line. Filters: all, the
// viewer's own (what it decided or met), scoring.
import { api, ApiError, h, fill, showError, t } from "../api.js";
import { botWords, clockWords, listWords, seatName } from "../words.js";
import { $, app, mySeat, token } from "./state.js";
import { markUndone } from "./undo.js";

const KEEP = 300;
const FILTERS = [["all", "web-log-all"], ["mine", "web-log-mine"], ["scoring", "web-log-scoring"]];

/**
 * Read the timeline's new entries (``full``: all of the recent past again). One read at a
 * time: a call while one runs is folded into one more read when it ends (its request may
 * have left before the newest move); a read that ends behind the game's version (the read
 * model had not caught up) is made again, a few times, shortly after. A full read empties
 * the list only once its first page has arrived, so the list is never blank meanwhile.
 */
export async function loadTimeline(full = false, retry = 0) {
  if (app.timelineBusy) {
    app.timelineAgain = true;
    app.timelineAgainFull = app.timelineAgainFull || full;
    return;
  }
  app.timelineBusy = true;
  let behind = false;
  try {
    const list = $("timeline");
    drawFilters(list);
    // Only the recent past is listed: start a little before the latest version.
    const recent = Math.max(0, (app.liveState ? app.liveState.version : 0) - KEEP);
    let restart = full || app.timelineAfter < recent;
    for (let page = 0; page < 20; page++) {
      const after = restart ? recent : app.timelineAfter;
      const data = await api("GET", `${app.gamePath}/timeline?after=${after}&limit=500`, { token: token() });
      if (restart) {
        fill(list);
        app.timelineAfter = recent;
        restart = false;
      }
      const state = app.liveState;
      const items = [
        ...data.entries.map((e) => ({ version: e.version, order: 1, e })),
        ...(data.seat_events || []).map((x) => ({ version: x.version, order: 0, x })),
      ].sort((a, b) => a.version - b.version || a.order - b.order);
      for (const item of items) {
        app.timelineAfter = Math.max(app.timelineAfter, item.version);
        if (item.e) addEntry(list, state, item.e);
        else addInGroup(list, seatEventItem(state, item.x));
      }
      if (data.entries.length < 500 && (data.seat_events || []).length < 500) break;
    }
    trim(list);
    behind = Boolean(app.liveState) && app.timelineAfter < app.liveState.version;
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 503)) showError(app.errors, err, t("web-err-timeline"));
  } finally {
    app.timelineBusy = false;
    if (app.timelineAgain) {
      const again = app.timelineAgainFull;
      app.timelineAgain = app.timelineAgainFull = false;
      loadTimeline(again);
    } else if (behind && retry < 5) {
      setTimeout(() => loadTimeline(false, retry + 1), 400);
    }
  }
}

/** The filter buttons above the list (made once). */
function drawFilters(list) {
  if (document.getElementById("log-filters")) return;
  const bar = h("div", { id: "log-filters", class: "log-filters", role: "group", "aria-label": t("web-log-filters") },
    ...FILTERS.map(([key, words]) => h("button", {
      type: "button", class: "log-filter", dataset: { filter: key }, "aria-pressed": key === "all" ? "true" : "false",
      onclick: () => setFilter(list, key),
    }, t(words))));
  list.before(bar);
  list.dataset.filter = "all";
}

function setFilter(list, key) {
  list.dataset.filter = key;
  for (const b of document.querySelectorAll("#log-filters .log-filter")) b.setAttribute("aria-pressed", String(b.dataset.filter === key));
}

function groupKey(e) {
  return Number.isInteger(e.round) ? `${e.round}|${e.phase || ""}` : "";
}

function groupWords(e) {
  if (!Number.isInteger(e.round)) return e.phase || t("web-log-earlier");
  return e.phase ? t("web-log-round-phase", { n: e.round, phase: e.phase }) : t("web-log-round", { n: e.round });
}

/** Put `el` at the top of the newest group (below its heading). */
function addInGroup(list, el) {
  const top = list.firstElementChild;
  if (top && top.classList.contains("log-heading")) top.after(el);
  else list.prepend(el);
}

function addEntry(list, state, e) {
  const key = groupKey(e);
  const top = list.firstElementChild;
  if (key && !(top && top.classList.contains("log-heading") && top.dataset.key === key)) {
    list.prepend(h("li", { class: "log-heading", dataset: { key, round: e.round }, role: "presentation" }, groupWords(e)));
  }
  const log = e.log || [];
  const quiet = log.length === 1 && log[0].quiet && !e.timed_out && !e.undone && !e.undo;
  if (quiet) {
    const newest = list.firstElementChild && list.firstElementChild.classList.contains("log-heading")
      ? list.firstElementChild.nextElementSibling : list.firstElementChild;
    if (newest && newest.classList.contains("log-quiet")) {
      mergeQuiet(state, newest, e);
      return;
    }
  }
  const li = entryItem(state, e, quiet);
  addInGroup(list, li);
  markUndone(list, e, li);
}

function whoWords(state, e) {
  const who = seatName(state, e.seat);
  // A bot seat is named as the bot already; a player's seat played by a bot says so.
  return e.bot && (!state || (state.players && state.players[e.seat])) ? t("web-log-who-bot", { who }) : who;
}

/** The words of an entry without a log (a server older than the log): its effects' texts. */
function fallbackLog(e) {
  const text = e.texts && e.texts.length ? e.texts.join(" ") : e.action_hidden ? t("web-log-secret") : t("web-log-decided");
  return [{ seat: e.seat, kind: "decision", text, details: e.texts || [], scoring: false, quiet: false }];
}

function classes(e, log, extra = "") {
  const me = mySeat();
  const mine = me !== null && log.some((i) => i.seat === me);
  const scoring = log.some((i) => i.scoring);
  return ["log-entry", mine ? "log-mine" : "", scoring ? "log-scoring" : "", extra].filter(Boolean).join(" ");
}

function entryItem(state, e, quiet) {
  const log = e.log && e.log.length ? e.log : fallbackLog(e);
  const [decision, ...followed] = log;
  // An undo's words name its player already ("Alice took back 3 decisions").
  const head = [h("span", { class: "v" }, `#${e.version}`), " ",
    ...(e.undo ? [] : [h("span", { class: "who" }, `${whoWords(state, e)}:`), " "])];
  if (e.timed_out) {
    // The seat's deadline passed: its stand-in bot took this decision.
    const bot = state ? botWords(state.fallback_bot || "greedy") : t("web-log-stand-in");
    head.push(h("span", { class: "badge timed-out" }, t("web-log-out-of-time")), ` ${t("web-log-bot-decided", { bot })} — `);
  }
  const details = log.flatMap((i) => (i.details && i.details.length ? i.details : [i.text]).map((t) => h("li", { class: i.seat === e.seat ? "" : "log-other" }, t)));
  const summary = h("summary", {}, ...head, h("span", { class: "log-text" }, decision.text),
    ...followed.map((i) => h("span", { class: `log-followed${i.scoring ? " log-points" : ""}`, dataset: { seat: i.seat === null ? "" : i.seat } }, i.text)));
  return h("li", {
    class: classes(e, log, `${e.timed_out ? "timed-out" : ""} ${quiet ? "log-quiet" : ""}`.trim()),
    dataset: { version: e.version, seat: e.seat, ...(e.timed_out ? { timedOut: "true" } : {}) },
  }, h("details", { class: "log-details" }, summary, h("ul", { class: "log-effects" }, ...details)));
}

/** A pass joins the run of passes above it: "Red, Blue and Green: Red plays no card. …". */
function mergeQuiet(state, run, e) {
  const seats = (run.dataset.seats || run.dataset.seat).split(",").map(Number);
  seats.push(e.seat);
  run.dataset.seats = seats.join(",");
  run.dataset.version = e.version; // the newest version of the run
  const count = Number(run.dataset.count || 1) + 1;
  run.dataset.count = count;
  const me = mySeat();
  if (me !== null && e.seat === me) run.classList.add("log-mine");
  const names = [...new Set(seats)].map((s) => seatName(state, s));
  const summary = run.querySelector("summary");
  fill(summary, h("span", { class: "v" }, `#${e.version}`), " ", h("span", { class: "who" }, `${listWords(names)}:`), " ",
    h("span", { class: "log-text" }, t("web-log-passes", { n: count })));
  run.querySelector(".log-effects").prepend(h("li", {}, `${seatName(state, e.seat)}: ${e.log[0].text}`));
}

function trim(list) {
  let entries = list.querySelectorAll("li.log-entry, li.seat-event").length;
  while (entries > KEEP && list.lastElementChild) {
    const last = list.lastElementChild;
    if (!last.classList.contains("log-heading")) entries--;
    last.remove();
  }
  while (list.lastElementChild && list.lastElementChild.classList.contains("log-heading")) list.lastElementChild.remove();
}

function timeWords(iso) {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? new Date(at).toLocaleTimeString(document.documentElement.lang) : String(iso || "");
}

/** A change of seats or of the game's life, in words (the seats numbered from 1). */
function seatEventWords(state, x) {
  const d = x.detail || {};
  const who = seatName(state, x.seat);
  switch (x.kind) {
    case "configured": {
      const clock = clockWords(d);
      return t(clock ? "web-seat-event-configured" : "web-seat-event-configured-no-clock", { clock, bot: botWords(d.fallback_bot || "greedy") });
    }
    case "resigned":
      return t("web-seat-event-resigned", { who, bot: botWords(d.bot || (state && state.fallback_bot) || "greedy"), n: x.seat + 1 });
    case "timed_out":
      return t("web-seat-event-timed-out", { who, time: timeWords(d.deadline), bot: botWords(d.bot || (state && state.fallback_bot) || "greedy"), n: x.seat + 1 });
    case "replaced":
      return d.player ? t("web-seat-event-replaced-player", { n: x.seat + 1, player: d.player }) : d.bot ? t("web-seat-event-replaced-bot", { n: x.seat + 1, bot: botWords(d.bot) }) : t("web-seat-event-replaced", { n: x.seat + 1 });
    case "token_rotated":
      return t("web-seat-event-token-rotated", { n: x.seat + 1 });
    case "token_revoked":
      return t("web-seat-event-token-revoked", { n: x.seat + 1 });
    case "abandoned":
      return `${d.reason ? t("web-seat-event-abandoned-why", { reason: d.reason }) : t("web-seat-event-abandoned")}${d.by === "server" ? ` ${t("web-by-server")}` : ""}.`;
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
