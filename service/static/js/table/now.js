// The "Now" box: what the viewer is asked, whose turn it is (with the countdowns of a
// game with a clock), what happened to the game or the viewing seat, and the clock.
import { api, h, fill, serverNow, t, tx } from "../api.js";
import { botWords, clockWords, listWords, seatName } from "../words.js";
import { $, app, mySeat } from "./state.js";
import { drawJoin, drawResign } from "./seats.js";

export function drawNow(state, legal) {
  const prompt = $("prompt");
  const turn = $("turn");
  const resignedMe = mySeat() !== null && (state.resigned || []).includes(mySeat());
  if (app.mode === "replay") {
    prompt.textContent = t("web-now-replay", { version: state.version, latest: app.latest });
  } else if (state.abandoned) {
    prompt.textContent = t("web-now-abandoned");
  } else if (state.finished) {
    prompt.textContent = t("web-now-over");
  } else if (resignedMe) {
    prompt.textContent = t("web-now-resigned");
  } else if (legal && legal.choices && legal.choices.length) {
    prompt.textContent = legal.prompt || state.prompt || t("web-now-decide");
    if (legal.rule_url) {
      // The section of the rules that governs this decision (a new tab: the table stays).
      prompt.append(" ", h("a", { class: "rules-link", id: "prompt-rule", href: legal.rule_url, target: "_blank", rel: "noopener" }, t("web-now-rule", { rule: legal.rule })));
    }
  } else if (mySeat() === null) {
    prompt.textContent = t("web-now-watching");
  } else {
    prompt.textContent = state.prompt || t("web-now-nothing");
  }
  const pending = (!state.finished && state.pending && state.pending.seats) || [];
  if (state.finished) turn.textContent = "";
  else if (state.open_seats && state.open_seats.length && !pending.length)
    turn.textContent = t("web-now-waiting", { n: state.open_seats.length, seats: listWords(state.open_seats.map((s) => String(s + 1))) });
  else if (pending.length) drawTurn(turn, state, pending);
  else turn.textContent = "";
  drawStatus(state);
  drawClock(state);
  drawResign(state);
  drawJoin(state);
}

/** "To play: alice (you) — 0:12 left and Greedy bot.": each pending seat with its live
 *  deadline, when the game has a clock (the live table only; a past state's deadlines are
 *  long gone). */
function drawTurn(turn, state, pending) {
  const live = app.mode === "live";
  const due = new Map(live ? (state.deadlines || []).map((d) => [d.seat, d.deadline]) : []);
  const parts = [];
  pending.forEach((s, i) => {
    if (i) parts.push(i === pending.length - 1 ? ` ${t("web-list-and")} ` : ", ");
    parts.push(h("span", { class: "who", dataset: { seat: s } }, seatName(state, s, { you: mySeat() })));
    const at = due.get(s);
    if (at) parts.push(" — ", h("span", { class: "countdown", dataset: { seat: s, deadline: at } }, countdownWords(Date.parse(at))));
    // A search bot decides in the server's background after the last move was accepted;
    // its move arrives on the event stream.
    if (live && !state.finished && state.bots && state.bots[s]) parts.push(h("span", { class: "thinking", dataset: { seat: s } }, ` ${t("web-now-thinking")}`));
  });
  fill(turn, ...tx("web-now-to-play", { seats: h("span", { class: "to-play" }, parts) }));
  tick();
}

function countdownWords(at) {
  const ms = at - serverNow();
  if (!Number.isFinite(ms)) return "";
  if (ms <= 0) return t("web-now-time-up");
  const secs = Math.ceil(ms / 1000);
  const m = Math.floor(secs / 60);
  const rest = String(secs % 60).padStart(2, "0");
  return t("web-now-left", { time: `${m}:${rest}` });
}

/** The countdowns on show, every quarter of a second. */
function tick() {
  for (const el of document.querySelectorAll("#turn .countdown")) {
    const at = Date.parse(el.dataset.deadline);
    el.textContent = countdownWords(at);
    const ms = at - serverNow();
    el.classList.toggle("low", ms < 10000);
    el.classList.toggle("up", ms <= 0);
  }
}

export function startCountdowns() {
  setInterval(tick, 250);
  // A hidden tab's timers are slowed down (to once a minute after a while): the countdown
  // is brought up to date the moment the tab is shown again.
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) tick();
  });
}

/** What happened to the game or the viewing seat, in words: abandoned, or resigned. */
function drawStatus(state) {
  const el = $("game-status");
  const me = mySeat();
  let words = "";
  let kind = "";
  if (state.abandoned) {
    kind = "abandoned";
    const why = app.abandonedWhy;
    words = why ? t("web-now-status-abandoned-why", { why }) : t("web-now-status-abandoned");
    if (why === null && app.mode === "live") {
      app.abandonedWhy = "";
      api("GET", app.gamePath).then((g) => {
        app.abandonedWhy = g.abandoned_reason ? `${g.abandoned_reason}${g.abandoned_by === "server" ? ` ${t("web-by-server")}` : ""}` : "";
        if (app.liveState && app.mode === "live") drawStatus(app.liveState);
      }).catch(() => {});
    }
  } else if (me !== null && (state.resigned || []).includes(me)) {
    kind = "resigned";
    words = t(state.finished ? "web-now-status-resigned-over" : "web-now-status-resigned", { n: me + 1, bot: botWords(state.bots[me] || state.fallback_bot || "greedy") });
  }
  el.textContent = words;
  el.dataset.kind = kind;
  el.hidden = !words;
}

/** The clock's settings in words. */
function drawClock(state) {
  const el = $("clock");
  const words = clockWords(state.clock);
  el.hidden = !words;
  el.textContent = words ? t(state.clock.running || state.finished ? "web-now-clock" : "web-now-clock-waiting", { clock: words, bot: botWords(state.fallback_bot || "greedy") }) : "";
}
