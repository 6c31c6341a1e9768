// The live table: the state and the viewing seat's legal actions read (again, on each
// stream event), and everything drawn from them.
import { api, ApiError, showError, t } from "../api.js";
import { app, mySeat, player, token } from "./state.js";
import { drawBoard } from "./board.js";
import { drawChoices } from "./choices.js";
import { drawNow } from "./now.js";
import { drawPlayers, drawResult, drawYou } from "./seats.js";
import { loadTimeline } from "./timeline.js";
import { loadAudit, updateReplayRange } from "./replay.js";
import { showOver } from "./stream.js";
import { noteTurn } from "./alerts.js";
import { planForced } from "./assist.js";
import { play } from "./choices.js";
import { drawUndo } from "./undo.js";

/** Everything drawn for `state` (live, with the seat's `legal` actions; or a past version,
 *  with none). */
export function drawAll(state, legal) {
  const live = app.mode === "live";
  const shown = live && legal && legal.choices ? legal.choices : [];
  if (live) {
    if (legal && legal.version !== app.choiceVersion) app.filter = null;
    app.choices = shown;
    app.choiceVersion = legal ? legal.version : 0;
    app.legalRule = legal && legal.rule_url ? { rule: legal.rule, url: legal.rule_url } : null;
    if (!shown.length) app.filter = null;
  }
  drawBoard(state, shown);
  drawNow(state, legal);
  drawChoices();
  drawPlayers(state);
  drawResult(state);
  drawYou();
  drawUndo(state);
  const data = app.root.dataset;
  data.version = String(state.version);
  data.latest = String(app.latest);
  data.finished = String(Boolean(state.finished));
  data.myTurn = String(shown.length > 0);
  data.mode = app.mode;
  planForced((index) => play(index, { confirmed: true }));
}

/** The state and, for a seat, its legal actions, read at once (two requests in flight). */
export function readLive() {
  const state = api("GET", `${app.gamePath}/state`, { token: token() });
  const legal = mySeat() === null ? Promise.resolve(null) : api("GET", `${app.gamePath}/legal-actions`, { token: token() });
  return Promise.all([state, legal]);
}

async function loadLive(prefetched = null) {
  const [state, listed] = await (prefetched || readLive());
  if (!app.seat && player && state.viewer && state.viewer.seat !== null && state.viewer.seat !== undefined) {
    // The signed-in player's key holds a seat of this game (taken in another browser).
    app.seat = { seat: state.viewer.seat, token: player.key };
    app.again = true; // read its legal actions too
  }
  const me = mySeat();
  let legal = null;
  // A bot deciding at the same time as this seat is a search bot thinking in the server's
  // background (the others answer within the request): its move comes first (on the
  // stream), so the choices wait for it rather than race it into a version conflict.
  const botThinking = Boolean(state.pending && state.bots && state.pending.seats.some((s) => s !== me && state.bots[s]));
  if (me !== null && listed && !botThinking && !state.finished && !state.abandoned && !(state.resigned || []).includes(me) && state.pending && state.pending.seats.includes(me)) {
    legal = listed;
    if (legal.version !== state.version) app.again = true; // moved in between: look again
  }
  app.liveState = state;
  app.liveLegal = legal;
  noteTurn();
  app.latest = Math.max(app.latest, state.latest_version || state.version);
  app.lastEvent = Math.max(app.lastEvent, state.version);
  const key = `${state.version}:${legal ? legal.version : "-"}:${mySeat()}:${state.finished}:${(state.deadlines || []).map((d) => d.deadline).join(",")}`;
  if (app.mode === "live" && key !== app.drawnKey) {
    app.drawnKey = key;
    drawAll(state, legal);
    if (app.firstDraw) {
      app.firstDraw = false;
      performance.mark("board-drawn");
    }
    if (app.eventMark) {
      performance.mark("board-redrawn");
      performance.measure("redraw", app.eventMark, "board-redrawn");
      app.eventMark = null;
    }
  }
  if (app.mode !== "live") updateReplayRange();
  if (state.finished && !app.finished) {
    app.finished = true;
    onFinished();
  }
  loadTimeline();
}

/** Re-read the live state; calls while one runs are folded into one more read. */
export function refresh(prefetched = null) {
  if (app.refreshing) {
    app.again = true;
    return app.refreshing;
  }
  app.refreshing = (async () => {
    try {
      do {
        app.again = false;
        try {
          await loadLive(prefetched);
        } catch (err) {
          if (err instanceof ApiError && err.status === 401 && app.seat) {
            showError(app.errors, err, t("web-err-seat-refused"));
            app.seat = null;
            app.again = true;
          } else {
            showError(app.errors, err, t("web-err-read-game"));
            app.eventMark = null;
            retryRefresh();
            break;
          }
        }
        prefetched = null;
      } while (app.again);
    } finally {
      app.refreshing = null;
      app.root.dataset.ready = "true";
    }
  })();
  return app.refreshing;
}

/** After a failed read, read again a little later (a server restarting, a lost request). */
function retryRefresh() {
  if (app.refreshRetry) return;
  app.refreshRetry = setTimeout(() => {
    app.refreshRetry = null;
    refresh();
  }, 1500);
}

function onFinished() {
  showOver();
  // Everything is revealed at the end: read the whole timeline again, once the read
  // model has caught up with the last move.
  setTimeout(() => loadTimeline(true), 300);
  setTimeout(() => loadTimeline(), 2000);
  if (app.mode === "replay") loadAudit();
}
