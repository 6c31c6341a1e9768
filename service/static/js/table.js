// The table: the board (drawn by the game's renderer module), the choices of the viewing
// seat, players and scores, the timeline, live updates over server-sent events, and the
// replay of past versions with the audit of a finished game.
import { api, ApiError, h, fill, loadSeat, saveSeat, newKey, showError, clearErrors, seatName, botWords, clockWords, durationWords, serverNow } from "./api.js";

const $ = (id) => document.getElementById(id);
const root = $("table");
const board = $("board");
const errors = $("errors");

const gameId = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const gamePath = `/games/${encodeURIComponent(gameId)}`;

let seat = loadSeat(gameId); // {seat, token} | null
let renderer = null; // the game's module: {title, render(state, ctx)}
let typeTitle = null;

// What the live table last drew.
let liveState = null;
let liveLegal = null; // legal-actions body, or null when the viewer decides nothing now
let latest = 0; // the game's latest version
let lastEvent = 0; // the last stream event's version
let finished = false;
let firstDraw = true;

// The choices on show and the board places they target.
let choices = [];
let choiceVersion = 0;
let byTarget = new Map();
let filter = null; // null, or the indices shown after a click on a board place
let busy = false;

// Replay.
let mode = "live";
let replayVersion = 1;
let replayRequest = 0;
let audited = false;

// ---------------------------------------------------------------- helpers

const token = () => (seat ? seat.token : null);
const mySeat = () => (seat ? seat.seat : null);

function names(state, seats) {
  return seats.map((s) => seatName(state, s, { you: mySeat() }));
}

function listWords(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Each seat's role in words when the view names one (an animal, a colour): the items of a
 *  top-level list of the view that carry a `seat` and a role-like word. */
function roles(state) {
  const out = new Map();
  const view = state.view || {};
  for (const key of Object.keys(view)) {
    const list = view[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!item || typeof item !== "object" || !Number.isInteger(item.seat)) continue;
      const word = ["animal", "colour", "color", "role"].map((k) => item[k]).find((v) => typeof v === "string");
      if (!word) continue;
      const have = out.get(item.seat) || [];
      if (!have.includes(word)) have.push(word);
      out.set(item.seat, have);
    }
  }
  if (state.outcome && state.outcome.detail && Array.isArray(state.outcome.detail.roles)) {
    for (const r of state.outcome.detail.roles) {
      if (!Number.isInteger(r.seat) || typeof r.role !== "string") continue;
      const have = out.get(r.seat) || [];
      if (!have.includes(r.role)) have.push(r.role);
      out.set(r.seat, have);
    }
  }
  return out;
}

function setLiveStatus(text, cls) {
  const el = $("live-status");
  el.textContent = text;
  el.dataset.state = cls;
}

// ---------------------------------------------------------------- drawing

function drawBoard(state, shown) {
  const t0 = performance.now();
  let html;
  if (renderer) {
    try {
      html = renderer.render(state, { seat: mySeat(), choices: shown, seatName });
    } catch (err) {
      console.error(err);
      html = null;
      showError(errors, err, "The board could not be drawn");
    }
  }
  if (typeof html !== "string") {
    board.replaceChildren(h("p", { class: "no-board" }, "The board of this game cannot be drawn here; the choices are listed beside it."));
  } else {
    board.innerHTML = html; // the renderer's own output: built with escaping, by contract
  }
  markLive(shown);
  root.dataset.renderMs = (performance.now() - t0).toFixed(1);
}

function markLive(shown) {
  byTarget = new Map();
  for (const c of shown) {
    for (const t of c.targets || []) {
      const key = `${t.kind}:${t.id}`;
      const list = byTarget.get(key);
      if (list) {
        if (!list.includes(c.index)) list.push(c.index);
      } else byTarget.set(key, [c.index]);
    }
  }
  if (!byTarget.size) return;
  const labels = new Map(shown.map((c) => [c.index, c.label]));
  for (const el of board.querySelectorAll("[data-target]")) {
    const list = byTarget.get(el.getAttribute("data-target"));
    if (!list) continue;
    el.classList.add("live");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", list.length === 1 ? labels.get(list[0]) || "play here" : `${list.length} choices here`);
  }
}

function onBoardActivate(ev) {
  const el = ev.target.closest && ev.target.closest("[data-target].live");
  if (!el || !board.contains(el) || mode !== "live") return;
  if (ev.type === "keydown" && ev.key !== "Enter" && ev.key !== " ") return;
  ev.preventDefault();
  const list = byTarget.get(el.getAttribute("data-target")) || [];
  for (const other of board.querySelectorAll(".selected")) other.classList.remove("selected");
  if (list.length === 1) {
    play(list[0]);
  } else if (list.length > 1) {
    el.classList.add("selected");
    filter = list;
    drawChoices();
    const first = $("choices").querySelector("button");
    if (first) first.focus();
  }
}

function drawChoices() {
  const box = $("choices-box");
  const list = $("choices");
  const note = $("choices-note");
  const all = $("choices-all");
  if (mode !== "live" || !choices.length) {
    box.hidden = true;
    fill(list);
    return;
  }
  box.hidden = false;
  const shown = filter ? choices.filter((c) => filter.includes(c.index)) : choices;
  fill(list, shown.map((c) =>
    h("li", {}, h("button", {
      type: "button",
      class: "choice",
      dataset: { index: c.index },
      disabled: busy,
      onclick: () => play(c.index),
    }, c.label || describe(c.action))),
  ));
  all.hidden = !filter;
  if (filter) note.textContent = `${shown.length} choices at the place you picked — choose one, or show all choices.`;
  else {
    const live = choices.filter((c) => (c.targets || []).length).length;
    note.textContent = `${choices.length} choice${choices.length === 1 ? "" : "s"}${live ? "; the highlighted places on the board can be clicked" : ""}.`;
  }
}

/** Words for an action without a label (a fallback: the labels carry the real words). */
function describe(action) {
  const parts = Object.entries(action || {}).filter(([k]) => k !== "type").map(([k, v]) => `${k.replace(/_/g, " ")} ${typeof v === "object" ? JSON.stringify(v) : v}`);
  return [String((action && action.type) || "action").replace(/_/g, " "), ...parts].join(", ");
}

function drawPlayers(state) {
  const body = $("players").tBodies[0];
  const who = roles(state);
  const pending = (!state.finished && state.pending && state.pending.seats) || [];
  const winners = (state.outcome && state.outcome.winners) || [];
  fill(body);
  for (let s = 0; s < state.seats; s++) {
    const role = who.get(s);
    const marks = [];
    if (pending.includes(s)) marks.push(h("span", { class: "badge turn" }, "to play"));
    if (state.finished && winners.includes(s)) marks.push(h("span", { class: "badge win" }, "winner"));
    const resigned = (state.resigned || []).includes(s);
    const outs = (state.timeouts || [])[s] || 0;
    const notes = [];
    if (resigned) notes.push(h("span", { class: "badge resigned" }, "resigned"), h("span", { class: "seat-note" }, `played by the ${botWords(state.bots[s] || state.fallback_bot || "greedy")}`));
    if (outs) notes.push(h("span", { class: "badge timed-out" }, `${outs} time-out${outs === 1 ? "" : "s"}`));
    const clock = state.clock;
    if (clock && clock.game_seconds && !state.finished && !resigned && !(state.bots && state.bots[s])) {
      const left = clock.game_seconds - ((clock.used_seconds || [])[s] || 0);
      notes.push(h("span", { class: "seat-note" }, left > 0 ? `${durationWords(left)} left on the game clock` : "out of game time: the bot decides"));
    }
    const name = seatName(state, s); // a resigned seat keeps its player's name
    body.appendChild(h("tr", { class: s === mySeat() ? "me" : "", dataset: { seat: s, resigned: String(resigned), timeouts: outs } },
      h("td", {}, String(s + 1)),
      h("td", {},
        h("span", { class: "name" }, name),
        s === mySeat() ? h("span", { class: "badge you" }, "you") : null,
        role ? h("span", { class: "role" }, ` — ${role.join(", ")}`) : null,
        notes.length ? h("div", { class: "seat-notes" }, notes) : null,
      ),
      h("td", { class: "score", dataset: { seat: s } }, String(state.scores && state.scores[s] !== undefined ? state.scores[s] : "")),
      h("td", {}, marks),
    ));
  }
}

function drawNow(state, legal) {
  const prompt = $("prompt");
  const turn = $("turn");
  const resignedMe = mySeat() !== null && (state.resigned || []).includes(mySeat());
  if (mode === "replay") {
    prompt.textContent = `Replay: the game as it was at version ${state.version} of ${latest}.`;
  } else if (state.abandoned) {
    prompt.textContent = "This game was abandoned: nothing more can be played in it.";
  } else if (state.finished) {
    prompt.textContent = "The game is over.";
  } else if (resignedMe) {
    prompt.textContent = "You resigned: you are watching the rest of the game.";
  } else if (legal && legal.choices && legal.choices.length) {
    prompt.textContent = legal.prompt || state.prompt || "Your decision.";
  } else if (mySeat() === null) {
    prompt.textContent = "You are watching this game.";
  } else {
    prompt.textContent = state.prompt || "Nothing to decide right now.";
  }
  const pending = (!state.finished && state.pending && state.pending.seats) || [];
  if (state.finished) turn.textContent = "";
  else if (state.open_seats && state.open_seats.length && !pending.length)
    turn.textContent = `Waiting for players: seat${state.open_seats.length === 1 ? "" : "s"} ${listWords(state.open_seats.map((s) => String(s + 1)))} ${state.open_seats.length === 1 ? "is" : "are"} open.`;
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
  const due = new Map(mode === "live" ? (state.deadlines || []).map((d) => [d.seat, d.deadline]) : []);
  const who = names(state, pending);
  const parts = [];
  pending.forEach((s, i) => {
    if (i) parts.push(i === pending.length - 1 ? " and " : ", ");
    parts.push(h("span", { class: "who", dataset: { seat: s } }, who[i]));
    const at = due.get(s);
    if (at) parts.push(" — ", h("span", { class: "countdown", dataset: { seat: s, deadline: at } }, countdownWords(Date.parse(at))));
    // A search bot decides in the server's background after the last move was accepted;
    // its move arrives on the event stream.
    if (mode === "live" && !state.finished && state.bots && state.bots[s]) parts.push(h("span", { class: "thinking", dataset: { seat: s } }, " (thinking…)"));
  });
  fill(turn, "To play: ", parts, ".");
  tick();
}

function countdownWords(at) {
  const ms = at - serverNow();
  if (!Number.isFinite(ms)) return "";
  if (ms <= 0) return "time is up";
  const secs = Math.ceil(ms / 1000);
  const m = Math.floor(secs / 60);
  const rest = String(secs % 60).padStart(2, "0");
  return `${m}:${rest} left`;
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
setInterval(tick, 250);

let abandonedWhy = null; // the summary's reason, read once

/** What happened to the game or the viewing seat, in words: abandoned, or resigned. */
function drawStatus(state) {
  const el = $("game-status");
  const me = mySeat();
  let words = "";
  let kind = "";
  if (state.abandoned) {
    kind = "abandoned";
    words = `Abandoned${abandonedWhy ? ` — ${abandonedWhy}` : ""}. No one can play in this game any more.`;
    if (abandonedWhy === null && mode === "live") {
      abandonedWhy = "";
      api("GET", gamePath).then((g) => {
        abandonedWhy = g.abandoned_reason ? `${g.abandoned_reason}${g.abandoned_by === "server" ? " (by the server)" : ""}` : "";
        if (liveState && mode === "live") drawStatus(liveState);
      }).catch(() => {});
    }
  } else if (me !== null && (state.resigned || []).includes(me)) {
    kind = "resigned";
    words = `You resigned from seat ${me + 1}: the ${botWords(state.bots[me] || state.fallback_bot || "greedy")} plays it${state.finished ? "" : " to the end"}, and the game counts as a loss for you.`;
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
  el.textContent = words ? `Clock: ${words}${state.clock.running || state.finished ? "" : " (it starts once every seat is taken)"}. A player out of time has the ${botWords(state.fallback_bot || "greedy")} decide for them.` : "";
}

/** The Resign button: for the viewing seat's player, in a live game still being played. */
function drawResign(state) {
  const box = $("resign-box");
  const me = mySeat();
  const can = mode === "live" && me !== null && !state.finished && !state.abandoned
    && !(state.resigned || []).includes(me) && Boolean(state.players && state.players[me]);
  box.hidden = !can;
  if (!can) hideResignConfirm();
  else $("resign-question").textContent = `Resign from seat ${me + 1}? The ${botWords(state.fallback_bot || "greedy")} plays your seat to the end, and the game counts as a loss for you. This cannot be undone.`;
}

function hideResignConfirm() {
  $("resign-confirm").hidden = true;
  $("resign").setAttribute("aria-expanded", "false");
}

async function resign() {
  const me = mySeat();
  if (me === null || busy) return;
  const yes = $("resign-yes");
  yes.disabled = true;
  busy = true;
  root.dataset.busy = "true";
  try {
    await api("POST", `${gamePath}/seats/${me}/resign`, { token: token() });
    clearErrors(errors);
    hideResignConfirm();
  } catch (err) {
    showError(errors, err, "Could not resign");
  } finally {
    yes.disabled = false;
    busy = false;
    root.dataset.busy = "false";
    drawnKey = null;
    await refresh();
  }
}

function wireResign() {
  $("resign").addEventListener("click", () => {
    const box = $("resign-confirm");
    box.hidden = !box.hidden;
    $("resign").setAttribute("aria-expanded", String(!box.hidden));
    if (!box.hidden) $("resign-no").focus();
  });
  $("resign-no").addEventListener("click", () => {
    hideResignConfirm();
    $("resign").focus();
  });
  $("resign-yes").addEventListener("click", resign);
}

function drawJoin(state) {
  const old = $("join");
  if (old) old.remove();
  if (mode !== "live" || seat || state.finished || !state.open_seats || !state.open_seats.length) return;
  const input = h("input", { id: "join-name", maxlength: "64", pattern: "[A-Za-z0-9_.@\\-]+", autocomplete: "nickname" });
  input.value = localStorage.getItem("species-arena:player") || "";
  const form = h("form", { id: "join", class: "join" },
    h("label", { for: "join-name" }, "Your name"), input,
    state.open_seats.map((s) => h("button", { type: "submit", value: String(s), dataset: { seat: s } }, `Take seat ${s + 1}`)),
  );
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const s = parseInt((ev.submitter && ev.submitter.value) || String(state.open_seats[0]), 10);
    const name = input.value.trim();
    if (!/^[A-Za-z0-9_.@-]{1,64}$/.test(name)) {
      input.setAttribute("aria-invalid", "true");
      input.focus();
      return;
    }
    try {
      const out = await api("POST", `${gamePath}/seats/${s}`, { body: { player: name } });
      localStorage.setItem("species-arena:player", name);
      saveSeat(gameId, out.seat, out.token);
      seat = { seat: out.seat, token: out.token };
      drawYou();
      connect();
      refresh();
    } catch (err) {
      showError(errors, err, `Could not take seat ${s + 1}`);
    }
  });
  $("now-box").appendChild(form);
}

function drawResult(state) {
  const box = $("result-box");
  const out = state.outcome;
  if (!state.finished || !out) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const scores = out.scores || state.scores || [];
  const ranking = out.ranking || scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
  const winners = out.winners || [];
  const who = roles(state);
  // Places follow the engine's ranking (its tie-breaks included); winners share the
  // first place, and others share a place only when the engine ranks them level.
  let place = 0;
  let prev = null;
  fill($("ranking"), ranking.map((s, i) => {
    if (winners.includes(s)) place = 1;
    else if (prev === null || scores[s] !== prev || winners.includes(ranking[i - 1])) place = i + 1;
    prev = scores[s];
    const role = who.get(s);
    return h("li", { dataset: { seat: s, place } },
      h("span", { class: "place" }, `${place}.`), " ",
      h("span", { class: "name" }, seatName(state, s)),
      role ? ` (${role.join(", ")})` : "",
      ` — ${scores[s]} point${scores[s] === 1 ? "" : "s"}`,
      winners.includes(s) ? h("span", { class: "badge win" }, "winner") : null,
    );
  }));
}

function drawYou() {
  const el = $("you");
  if (seat && liveState) el.textContent = `You: ${seatName(liveState, seat.seat)}, seat ${seat.seat + 1}`;
  else if (seat) el.textContent = `You: seat ${seat.seat + 1}`;
  else el.textContent = "Watching";
}

function drawAll(state, legal) {
  const shown = mode === "live" && legal && legal.choices ? legal.choices : [];
  if (mode === "live") {
    if (legal && legal.version !== choiceVersion) filter = null;
    choices = shown;
    choiceVersion = legal ? legal.version : 0;
    if (!shown.length) filter = null;
  }
  drawBoard(state, shown);
  drawNow(state, legal);
  drawChoices();
  drawPlayers(state);
  drawResult(state);
  drawYou();
  root.dataset.version = String(state.version);
  root.dataset.latest = String(latest);
  root.dataset.finished = String(Boolean(state.finished));
  root.dataset.myTurn = String(shown.length > 0);
  root.dataset.mode = mode;
}

// ---------------------------------------------------------------- live state

let refreshing = null;
let again = false;
let eventMark = null;
let drawnKey = null; // what the live board shows: not drawn again for the same state

/** The state and, for a seat, its legal actions, read at once (two requests in flight). */
function readLive() {
  const state = api("GET", `${gamePath}/state`, { token: token() });
  const legal = mySeat() === null ? Promise.resolve(null) : api("GET", `${gamePath}/legal-actions`, { token: token() });
  return Promise.all([state, legal]);
}

async function loadLive(prefetched = null) {
  const [state, listed] = await (prefetched || readLive());
  const me = mySeat();
  let legal = null;
  // A bot deciding at the same time as this seat is a search bot thinking in the server's
  // background (the others answer within the request): its move comes first (on the
  // stream), so the choices wait for it rather than race it into a version conflict.
  const botThinking = Boolean(state.pending && state.bots && state.pending.seats.some((s) => s !== me && state.bots[s]));
  if (me !== null && listed && !botThinking && !state.finished && !state.abandoned && !(state.resigned || []).includes(me) && state.pending && state.pending.seats.includes(me)) {
    legal = listed;
    if (legal.version !== state.version) again = true; // moved in between: look again
  }
  liveState = state;
  liveLegal = legal;
  latest = Math.max(latest, state.latest_version || state.version);
  lastEvent = Math.max(lastEvent, state.version);
  const key = `${state.version}:${legal ? legal.version : "-"}:${mySeat()}:${state.finished}:${(state.deadlines || []).map((d) => d.deadline).join(",")}`;
  if (mode === "live" && key !== drawnKey) {
    drawnKey = key;
    drawAll(state, legal);
    if (firstDraw) {
      firstDraw = false;
      performance.mark("board-drawn");
    }
    if (eventMark) {
      performance.mark("board-redrawn");
      performance.measure("redraw", eventMark, "board-redrawn");
      eventMark = null;
    }
  }
  if (mode !== "live") updateReplayRange();
  if (state.finished && !finished) {
    finished = true;
    onFinished();
  }
  loadTimeline();
}

/** Re-read the live state; calls while one runs are folded into one more read. */
function refresh(prefetched = null) {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    try {
      do {
        again = false;
        try {
          await loadLive(prefetched);
        } catch (err) {
          if (err instanceof ApiError && err.status === 401 && seat) {
            showError(errors, err, "Your stored seat was refused; watching instead");
            seat = null;
            again = true;
          } else {
            showError(errors, err, "Could not read the game");
            eventMark = null;
            retryRefresh();
            break;
          }
        }
        prefetched = null;
      } while (again);
    } finally {
      refreshing = null;
      root.dataset.ready = "true";
    }
  })();
  return refreshing;
}

let refreshRetry = null;

/** After a failed read, read again a little later (a server restarting, a lost request). */
function retryRefresh() {
  if (refreshRetry) return;
  refreshRetry = setTimeout(() => {
    refreshRetry = null;
    refresh();
  }, 1500);
}

async function play(index) {
  const c = choices.find((x) => x.index === index);
  if (!c || busy || mode !== "live") return;
  busy = true;
  root.dataset.busy = "true";
  for (const b of $("choices").querySelectorAll("button")) b.disabled = true;
  const key = newKey();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await api("POST", `${gamePath}/actions`, { token: token(), key, body: { action: c.action, expected_version: choiceVersion } });
        clearErrors(errors);
        break;
      } catch (err) {
        if (err instanceof ApiError && err.status === 0 && attempt < 2) continue; // the same key: never played twice
        showError(errors, err, "That move was not accepted");
        break;
      }
    }
  } finally {
    busy = false;
    root.dataset.busy = "false";
    filter = null;
    // The list may have been drawn (disabled) while the move was on its way, for the very
    // state that the next read finds: enable it now, not only on the next new state.
    drawChoices();
    await refresh();
  }
}

// ---------------------------------------------------------------- timeline

let timelineAfter = 0;
let timelineBusy = false;
const TIMELINE_KEEP = 300;

async function loadTimeline(full = false) {
  if (timelineBusy && !full) return;
  timelineBusy = true;
  try {
    const list = $("timeline");
    // Only the recent past is listed: start a little before the latest version.
    const recent = Math.max(0, (liveState ? liveState.version : 0) - TIMELINE_KEEP);
    if (full || timelineAfter < recent) {
      timelineAfter = recent;
      fill(list);
    }
    for (let page = 0; page < 20; page++) {
      const data = await api("GET", `${gamePath}/timeline?after=${timelineAfter}&limit=500`, { token: token() });
      const state = liveState;
      const items = [
        ...data.entries.map((e) => ({ version: e.version, order: 1, e })),
        ...(data.seat_events || []).map((x) => ({ version: x.version, order: 0, x })),
      ].sort((a, b) => a.version - b.version || a.order - b.order);
      for (const item of items) {
        timelineAfter = Math.max(timelineAfter, item.version);
        list.prepend(item.e ? entryItem(state, item.e) : seatEventItem(state, item.x));
      }
      if (data.entries.length < 500 && (data.seat_events || []).length < 500) break;
    }
    while (list.children.length > TIMELINE_KEEP) list.lastElementChild.remove();
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 503)) showError(errors, err, "Could not read the timeline");
  } finally {
    timelineBusy = false;
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

function onFinished() {
  setLiveStatus(liveState && liveState.abandoned ? "abandoned" : "game over", "over");
  // Everything is revealed at the end: read the whole timeline again, once the read
  // model has caught up with the last move.
  setTimeout(() => loadTimeline(true), 300);
  setTimeout(() => loadTimeline(), 2000);
  if (mode === "replay") loadAudit();
}

// ---------------------------------------------------------------- the event stream

let source = null;
let retryDelay = 500;
let retryTimer = null;

async function connect() {
  if (retryTimer) {
    clearTimeout(retryTimer);
    retryTimer = null;
  }
  if (source) {
    source.close();
    source = null;
  }
  if (finished) return;
  let ticket;
  try {
    ticket = (await api("POST", `${gamePath}/stream-ticket`, { token: token() })).ticket;
  } catch (err) {
    setLiveStatus("offline — retrying", "down");
    reconnectLater();
    return;
  }
  const es = new EventSource(`${gamePath}/events/stream?ticket=${encodeURIComponent(ticket)}&after=${lastEvent}`);
  source = es;
  es.onopen = () => {
    retryDelay = 500;
    setLiveStatus("live", "up");
  };
  const onEvent = (ev) => {
    const v = parseInt(ev.lastEventId, 10);
    if (Number.isInteger(v)) lastEvent = Math.max(lastEvent, v);
    const drawn = liveState ? liveState.version : 0;
    if (!Number.isInteger(v) || v > drawn) {
      if (!refreshing && !eventMark) {
        eventMark = `sse-event-${v}`;
        performance.mark(eventMark);
      }
      refresh();
    }
  };
  for (const type of ["GameCreated", "SeatClaimed", "ActionApplied", "GameFinished", "GameConfigured", "SeatResigned", "TimedOut", "SeatReplaced", "SeatTokenRotated", "SeatTokenRevoked", "GameAbandoned", "message"]) es.addEventListener(type, onEvent);
  es.onerror = () => {
    if (source !== es) return;
    es.close();
    source = null;
    refresh();
    if (finished) {
      setLiveStatus(liveState && liveState.abandoned ? "abandoned" : "game over", "over");
      return;
    }
    setLiveStatus("reconnecting…", "down");
    reconnectLater();
  };
}

function reconnectLater() {
  if (retryTimer || finished) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, 4000);
}

// ---------------------------------------------------------------- replay

function updateReplayRange() {
  const slider = $("replay-slider");
  slider.max = String(Math.max(1, latest));
  root.dataset.latest = String(latest);
}

function hashVersion() {
  const m = /^#replay(?:=(\d+))?$/.exec(location.hash);
  if (!m) return null;
  return m[1] ? parseInt(m[1], 10) : latest;
}

async function showVersion(v) {
  v = Math.min(Math.max(1, v), Math.max(1, latest));
  replayVersion = v;
  const slider = $("replay-slider");
  slider.value = String(v);
  slider.setAttribute("aria-valuetext", `version ${v} of ${latest}`);
  $("replay-where").textContent = `Version ${v} of ${latest}`;
  history.replaceState(null, "", `#replay=${v}`);
  const request = ++replayRequest;
  root.dataset.busy = "true";
  try {
    const state = await api("GET", `${gamePath}/state?version=${v}`, { token: token() });
    if (request !== replayRequest || mode !== "replay") return;
    drawAll(state, null);
  } catch (err) {
    if (request === replayRequest) showError(errors, err, `Could not read version ${v}`);
  } finally {
    if (request === replayRequest) root.dataset.busy = "false";
  }
}

async function loadAudit() {
  const el = $("audit");
  el.hidden = false;
  if (!finished) {
    el.textContent = "The audit can be run once the game has finished (the seed stays secret until then).";
    el.dataset.verified = "";
    return;
  }
  if (audited) return;
  audited = true;
  el.textContent = "Auditing: replaying every move from the revealed seed…";
  try {
    const a = await api("GET", `${gamePath}/audit`, { token: token() });
    el.dataset.verified = String(a.verified);
    if (a.verified) el.textContent = `Audit: verified — all ${a.events} events replayed from the revealed seed give the same results and state hashes.`;
    else if (a.first_divergence) el.textContent = `Audit failed: the first divergence is at version ${a.first_divergence.version}: ${a.first_divergence.reason}`;
    else el.textContent = "Audit failed.";
  } catch (err) {
    audited = false;
    el.textContent = "";
    showError(errors, err, "Could not audit the game");
  }
}

function setMode(next, version = null) {
  mode = next;
  root.dataset.mode = next;
  const toggle = $("replay-toggle");
  toggle.setAttribute("aria-pressed", String(next === "replay"));
  toggle.textContent = next === "replay" ? "Back to the table" : "Replay";
  $("replay-box").hidden = next !== "replay";
  document.body.classList.toggle("replaying", next === "replay");
  if (next === "replay") {
    updateReplayRange();
    loadAudit();
    showVersion(version ?? latest);
  } else {
    ++replayRequest;
    drawnKey = null;
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
    if (liveState) drawAll(liveState, liveLegal);
    refresh();
  }
}

function wireReplay() {
  const slider = $("replay-slider");
  let timer = null;
  slider.addEventListener("input", () => {
    $("replay-where").textContent = `Version ${slider.value} of ${latest}`;
    clearTimeout(timer);
    timer = setTimeout(() => showVersion(parseInt(slider.value, 10)), 120);
  });
  slider.addEventListener("change", () => {
    clearTimeout(timer);
    showVersion(parseInt(slider.value, 10));
  });
  $("replay-first").addEventListener("click", () => showVersion(1));
  $("replay-prev").addEventListener("click", () => showVersion(replayVersion - 1));
  $("replay-next").addEventListener("click", () => showVersion(replayVersion + 1));
  $("replay-last").addEventListener("click", () => showVersion(latest));
  $("replay-toggle").addEventListener("click", () => setMode(mode === "replay" ? "live" : "replay"));
  window.addEventListener("hashchange", () => {
    const v = hashVersion();
    if (v === null && mode === "replay") setMode("live");
    else if (v !== null && mode !== "replay") setMode("replay", v);
    else if (v !== null && v !== replayVersion) showVersion(v);
  });
}

// ---------------------------------------------------------------- start

async function loadRenderer(game) {
  if (!/^[a-z0-9-]+$/.test(game)) throw new Error(`unexpected game type ${game}`);
  return import(`/static/games/${game}.js`);
}

async function main() {
  $("choices-all").addEventListener("click", () => {
    filter = null;
    for (const el of board.querySelectorAll(".selected")) el.classList.remove("selected");
    drawChoices();
  });
  board.addEventListener("click", onBoardActivate);
  board.addEventListener("keydown", onBoardActivate);
  wireReplay();
  wireResign();
  drawYou();
  let state;
  let first = readLive();
  try {
    [state] = await first;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && seat) {
      showError(errors, err, "Your stored seat was refused; watching instead");
      seat = null;
      first = null;
      state = await api("GET", `${gamePath}/state`).catch((e) => {
        showError(errors, e, "Could not open the table");
        return null;
      });
    } else {
      showError(errors, err, "Could not open the table");
    }
    if (!state) {
      root.dataset.ready = "true";
      return;
    }
  }
  try {
    renderer = await loadRenderer(state.game);
  } catch (err) {
    showError(errors, err, "The board drawing for this game could not be loaded");
  }
  api("GET", "/game-types").then((types) => {
    const t = types.find((x) => x.name === state.game);
    typeTitle = t ? t.title : null;
    const title = typeTitle || (renderer && renderer.title) || state.game;
    $("game-title").textContent = title;
    document.title = `${title} — species-arena`;
  }).catch(() => {});
  if (renderer && renderer.title) $("game-title").textContent = renderer.title;
  latest = state.latest_version || state.version;
  lastEvent = state.version;
  const v = hashVersion();
  if (v !== null) {
    liveState = state;
    if (state.finished) {
      finished = true;
    }
    setMode("replay", v);
    refresh(first);
  } else {
    await refresh(first);
  }
  if (!finished) connect();
  else setLiveStatus(state.abandoned ? "abandoned" : "game over", "over");
}

main();
