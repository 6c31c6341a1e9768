// The lobby: signing up (or in, with a key), my games, the leaderboard by rating, the games
// by type and status, open seats, and the new-game form.
import {
  api, h, fill, loadSeat, saveSeat, claimSeat, loadPlayer, savePlayer, forgetPlayer, showError, clearErrors,
  botWords, seatName, statusWords, notificationWords, lobbyTitle, t, tx, listWords,
} from "./api.js";
import { drawSwitch, translatePage, withLang } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const NAME_KEY = "species-arena:player";
const NAME_RE = /^[A-Za-z0-9_.@-]{1,64}$/;

let types = [];
const errors = $("errors");

function typeOf(name) {
  return types.find((gt) => gt.name === name);
}

function titleOf(name) {
  const gt = typeOf(name);
  return gt ? gt.title || gt.name : name;
}

// ---- your name ----

/** The guest name to claim with, or null when a player is signed in (its key claims). */
function playerName() {
  if (loadPlayer()) return null;
  const input = $("player-name");
  const name = input.value.trim();
  if (!NAME_RE.test(name)) {
    input.setAttribute("aria-invalid", "true");
    input.focus();
    throw new Error(t("web-lobby-name-first"));
  }
  input.removeAttribute("aria-invalid");
  localStorage.setItem(NAME_KEY, name);
  return name;
}

// ---- the new-game form ----

function seatCount() {
  const gt = typeOf($("new-game").value);
  let n = parseInt($("new-seats").value, 10);
  if (!gt) return n || 1;
  if (!Number.isInteger(n)) n = gt.min_seats;
  return Math.min(gt.max_seats, Math.max(gt.min_seats, n));
}

function drawOptions() {
  const gt = typeOf($("new-game").value);
  const box = $("new-options");
  const seats = seatCount();
  fill(box, h("legend", {}, t("web-lobby-options")));
  const specs = (gt && gt.options) || [];
  if (!specs.length) box.appendChild(h("p", { class: "hint" }, t("web-lobby-no-options")));
  for (const spec of specs) {
    const id = `opt-${spec.name}`;
    const applies = !spec.seats || !spec.seats.length || spec.seats.includes(seats);
    const note = applies ? null : h("span", { class: "hint" }, ` ${t("web-lobby-only-with", { seats: spec.seats.join(` ${t("web-lobby-or")} `) })}`);
    const help = spec.help ? h("span", { class: "hint help", id: `${id}-help` }, `${spec.help}${spec.rule ? ` (${spec.rule})` : ""}`) : null;
    let control;
    if (spec.kind === "bool") {
      control = h("input", { type: "checkbox", id, name: spec.name, "aria-describedby": help ? `${id}-help` : null });
      control.checked = spec.default === true;
      box.appendChild(h("div", { class: "row option" }, h("label", { class: "check", for: id }, control, ` ${spec.label || spec.name}`), note, help));
    } else if (spec.kind === "choice") {
      control = h("select", { id, name: spec.name, "aria-describedby": help ? `${id}-help` : null });
      const hasDefault = spec.choices.some(([v]) => JSON.stringify(v) === JSON.stringify(spec.default));
      if (!hasDefault) control.appendChild(h("option", { value: "" }, spec.default === null || spec.default === undefined ? t("web-lobby-option-random") : t("web-lobby-option-default")));
      spec.choices.forEach(([value, label], i) => {
        const opt = h("option", { value: String(i) }, label || String(value));
        if (JSON.stringify(value) === JSON.stringify(spec.default)) opt.selected = true;
        control.appendChild(opt);
      });
      box.appendChild(h("div", { class: "row option" }, h("label", { for: id }, spec.label || spec.name), control, note, help));
    } else if (spec.kind === "int") {
      control = h("input", { type: "number", id, name: spec.name, step: "1", min: spec.min ?? null, max: spec.max ?? null, "aria-describedby": help ? `${id}-help` : null });
      if (Number.isInteger(spec.default)) control.value = String(spec.default);
      box.appendChild(h("div", { class: "row option" }, h("label", { for: id }, spec.label || spec.name), control, note, help));
    } else {
      continue; // a kind this page does not know: left at the server's default
    }
    control.disabled = !applies;
    control.dataset.kind = spec.kind;
  }
}

function readOptions() {
  const gt = typeOf($("new-game").value);
  const out = {};
  for (const spec of (gt && gt.options) || []) {
    const el = $(`opt-${spec.name}`);
    if (!el || el.disabled) continue;
    if (spec.kind === "bool") {
      if (el.checked !== (spec.default === true)) out[spec.name] = el.checked;
    } else if (spec.kind === "choice") {
      if (el.value === "") continue;
      const value = spec.choices[parseInt(el.value, 10)][0];
      if (JSON.stringify(value) !== JSON.stringify(spec.default)) out[spec.name] = value;
    } else if (spec.kind === "int") {
      if (el.value !== "") {
        const n = Number(el.value);
        if (!Number.isInteger(n)) throw new Error(t("web-lobby-whole-number", { field: spec.label || spec.name }));
        out[spec.name] = n;
      }
    }
  }
  return out;
}

// ---- bots and their budgets ----

/** Bot kinds known to take a budget per decision, when the game types do not describe it. */
const KNOWN_BUDGETS = {
  search: { name: "iterations", label: t("web-lobby-budget-iterations"), default: 200, min: 1, max: null },
};

/** A `bots` entry of GET /game-types as `{kind, budget}`: a plain name ("greedy"), or an
 *  object naming its kind and, optionally, its budget (`{name, label, default, min, max}`,
 *  or a bare field name such as "iterations"). */
function botSpec(entry) {
  if (typeof entry === "string") return { kind: entry, budget: KNOWN_BUDGETS[entry] || null };
  if (!entry || typeof entry !== "object") return null;
  const kind = entry.kind || entry.name;
  if (typeof kind !== "string") return null;
  let budget = KNOWN_BUDGETS[kind] || null;
  const b = entry.budget;
  if (typeof b === "string") budget = { name: b, label: t("web-lobby-budget-per-decision", { name: b }), default: 200, min: 1, max: null };
  else if (b && typeof b === "object" && typeof b.name === "string")
    budget = { name: b.name, label: b.label || t("web-lobby-budget-per-decision", { name: b.name }), default: Number.isInteger(b.default) ? b.default : 200, min: b.min ?? 1, max: b.max ?? null };
  return { kind, budget };
}

function botSpecs(gt) {
  return ((gt && gt.bots) || []).map(botSpec).filter(Boolean);
}

function drawSeats() {
  const gt = typeOf($("new-game").value);
  const box = $("new-seat-list");
  const previous = Array.from(box.querySelectorAll("select")).map((s) => s.value);
  const budgets = Array.from(box.querySelectorAll("input.budget")).map((b) => b.value);
  const n = seatCount();
  fill(box, h("legend", {}, t("web-lobby-who-plays")));
  const bots = botSpecs(gt);
  for (let i = 0; i < n; i++) {
    const id = `seat-${i}`;
    const sel = h("select", { id, name: id, class: "seat-kind" },
      h("option", { value: "you" }, t("web-lobby-seat-you")),
      h("option", { value: "open" }, t("web-lobby-seat-open")),
      bots.map((b) => h("option", { value: `bot:${b.kind}` }, botWords(b.kind))),
    );
    sel.value = previous[i] || (i === 0 ? "you" : bots.length ? `bot:${bots[0].kind}` : "open");
    if (!sel.value) sel.value = "open";
    // A bot that takes a budget (a search bot's iterations) gets a number field beside it.
    const budgetId = `${id}-budget`;
    const budgetInput = h("input", { type: "number", id: budgetId, class: "budget", step: "1", min: "1" });
    const budgetBox = h("span", { class: "budget-box" }, budgetInput, " ", h("label", { for: budgetId, id: `${budgetId}-label` }, ""));
    const showBudget = () => {
      const spec = bots.find((b) => `bot:${b.kind}` === sel.value);
      const budget = spec && spec.budget;
      budgetBox.hidden = !budget;
      budgetInput.disabled = !budget;
      if (!budget) return;
      budgetInput.dataset.name = budget.name;
      budgetInput.min = String(budget.min ?? 1);
      if (budget.max) budgetInput.max = String(budget.max);
      else budgetInput.removeAttribute("max");
      budgetBox.querySelector("label").textContent = budget.label;
      if (!budgetInput.value) budgetInput.value = String(budget.default);
    };
    if (budgets[i]) budgetInput.value = budgets[i];
    sel.addEventListener("change", () => {
      showBudget();
      if (sel.value !== "you") return;
      for (const other of box.querySelectorAll("select")) if (other !== sel && other.value === "you") {
        other.value = "open";
        other.dispatchEvent(new Event("change"));
      }
    });
    showBudget();
    box.appendChild(h("div", { class: "row" }, h("label", { for: id }, t("web-lobby-seat-n", { n: i + 1 })), sel, budgetBox));
  }
}

/** The seat's bot as POST /games takes it: a name, or `{kind, <budget>: n}`. */
function readBot(i, kind) {
  const spec = botSpecs(typeOf($("new-game").value)).find((b) => b.kind === kind);
  if (!spec || !spec.budget) return kind;
  const el = $(`seat-${i}-budget`);
  const n = Number(el.value);
  if (!Number.isInteger(n) || n < (spec.budget.min ?? 1) || (spec.budget.max && n > spec.budget.max)) {
    el.setAttribute("aria-invalid", "true");
    el.focus();
    throw new Error(spec.budget.max
      ? t("web-lobby-budget-range", { n: i + 1, bot: botWords(kind), budget: spec.budget.label, min: spec.budget.min ?? 1, max: spec.budget.max })
      : t("web-lobby-budget-min", { n: i + 1, bot: botWords(kind), budget: spec.budget.label }));
  }
  el.removeAttribute("aria-invalid");
  return { kind, [spec.budget.name]: n };
}

// ---- the clock and the stand-in bot ----

const MAX_CLOCK = 365 * 24 * 3600;

function drawFallback() {
  const sel = $("fallback-bot");
  const before = sel.value;
  const kinds = [];
  for (const gt of types) for (const b of botSpecs(gt)) if (!b.budget && !kinds.includes(b.kind)) kinds.push(b.kind);
  fill(sel, kinds.map((k) => h("option", { value: k }, botWords(k))));
  if (!kinds.length) sel.appendChild(h("option", { value: "" }, t("web-lobby-server-default")));
  sel.value = kinds.includes(before) ? before : kinds.includes("greedy") ? "greedy" : kinds[0] || "";
}

/** `{clock, fallback_bot}` from the form (each only when given). */
function readClock() {
  const out = {};
  const clock = {};
  for (const [id, key, words] of [["clock-turn", "turn_seconds", t("web-lobby-clock-turn")], ["clock-game", "game_seconds", t("web-lobby-clock-game")]]) {
    const el = $(id);
    const raw = el.value.trim();
    if (raw === "") {
      el.removeAttribute("aria-invalid");
      continue;
    }
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1 || n > MAX_CLOCK) {
      el.setAttribute("aria-invalid", "true");
      el.focus();
      throw new Error(t("web-lobby-clock-bad", { field: words, max: MAX_CLOCK }));
    }
    el.removeAttribute("aria-invalid");
    clock[key] = n;
  }
  if (Object.keys(clock).length) out.clock = clock;
  if ($("fallback-bot").value) out.fallback_bot = $("fallback-bot").value;
  if (!$("new-undo").checked) out.undo = false;
  return out;
}

function onGameChange() {
  const gt = typeOf($("new-game").value);
  if (!gt) return;
  const seats = $("new-seats");
  seats.min = String(gt.min_seats);
  seats.max = String(gt.max_seats);
  seats.value = String(Math.min(gt.max_seats, Math.max(gt.min_seats, parseInt(seats.value, 10) || gt.min_seats)));
  $("seat-range").textContent = gt.min_seats === gt.max_seats ? t("web-lobby-seats-exactly", { n: gt.min_seats }) : t("web-lobby-seats-range", { min: gt.min_seats, max: gt.max_seats });
  drawOptions();
  drawSeats();
}

async function claim(gameId, seat, name) {
  return claimSeat(gameId, seat, name);
}

// ---- signing up, or in with a key ----

function drawMe() {
  const me = loadPlayer();
  if (!me) closeFeed();
  else if (types.length) openFeed();  // at the start: once the game types are known (main)
  $("signed-in").hidden = !me;
  $("signed-out").hidden = Boolean(me);
  $("my-games-card").hidden = !me;
  fill($("signed-in-as"), tx("web-lobby-signed-in", { name: h("strong", { id: "me-name" }, me ? me.name : "") }));
  $("lobby").dataset.player = me ? me.name : "";
}

async function onSignUp(ev) {
  ev.preventDefault();
  clearErrors(errors);
  const name = $("sign-up-name").value;
  try {
    $("sign-up-button").disabled = true;
    const out = await api("POST", "/players", { body: { name } });
    savePlayer(out.name, out.key);
    $("new-key-text").textContent = out.key;
    $("new-key").hidden = false;
    drawMe();
    await Promise.all([loadMyGames(), loadGames()]);
  } catch (err) {
    showError(errors, err, t("web-lobby-err-sign-up"));
  } finally {
    $("sign-up-button").disabled = false;
  }
}

async function onUseKey(ev) {
  ev.preventDefault();
  clearErrors(errors);
  const key = $("use-key-text").value.trim();
  try {
    const me = await api("GET", "/players/me", { token: key });
    savePlayer(me.name, key);
    $("use-key-text").value = "";
    drawMe();
    await Promise.all([loadMyGames(), loadGames()]);
  } catch (err) {
    showError(errors, err, t("web-lobby-err-key"));
  }
}

function onSignOut() {
  closeFeed();
  document.title = lobbyTitle(0);
  forgetPlayer();
  $("new-key").hidden = true;
  $("new-key-text").textContent = "";
  drawMe();
  loadGames();
}

// ---- my games ----

async function loadMyGames() {
  const me = loadPlayer();
  const list = $("my-games");
  if (!me) {
    fill(list);
    delete list.dataset.drawn;
    return;
  }
  try {
    const data = await api("GET", "/players/me/games?limit=20", { token: me.key });
    const mine = await api("GET", "/players/me/games?turn=mine&limit=1000", { token: me.key });
    document.title = lobbyTitle(mine.games.length);
    $("lobby").dataset.waiting = String(mine.games.length);
    // A reload after news that changed nothing here leaves the list as it is.
    const drawn = JSON.stringify(data.games);
    if (drawn === list.dataset.drawn) return;
    list.dataset.drawn = drawn;
    fill(list);
    for (const g of data.games) {
      const table = `/table/${encodeURIComponent(g.id)}`;
      const words = [titleOf(g.game), t("web-seat-n", { n: g.seat + 1 }), statusWords(g.status)];
      const link = h("a", { class: g.my_turn ? "button primary" : "button", href: table, onclick: () => {
        // The table reads with the seat token kept here, else with the key (which holds the seat).
        if (!loadSeat(g.id)) saveSeat(g.id, g.seat, me.key);
      } }, g.my_turn ? t("web-lobby-your-turn-play") : g.status === "finished" || g.status === "abandoned" ? t("web-lobby-final-table") : t("web-lobby-open"));
      list.appendChild(h("li", { class: g.my_turn ? "my-turn" : "", dataset: { game: g.id, myTurn: g.my_turn } },
        h("span", {}, words.join(" · ")),
        g.prompt ? h("span", { class: "hint" }, ` — ${g.prompt}`) : null,
        g.deadline ? h("span", { class: "hint" }, ` ${t("web-lobby-until", { time: new Date(g.deadline).toLocaleTimeString(document.documentElement.lang) })}`) : null,
        " ", link));
    }
    const waiting = data.games.filter((g) => g.my_turn).length;
    $("my-games-count").textContent = data.games.length
      ? t("web-lobby-my-count", { waiting, others: data.games.length - waiting })
      : t("web-lobby-no-games-yet");
  } catch (err) {
    if (err.status === 401 || err.status === 403) {
      showError(errors, err, t("web-lobby-err-stored-key"));
      forgetPlayer();
      drawMe();
    } else {
      showError(errors, err, t("web-lobby-err-my-games"));
    }
  }
}

// ---- the feed: the player's notifications, live ----

const FEED_SHOWN = 10;
let feed = null;
let feedLast = 0;
let feedOwner = null;
let refreshing = null;

function closeFeed() {
  if (feed) feed.close();
  feed = null;
  feedOwner = null;
  feedLast = 0;
  fill($("feed"));
}

function showNotification(n) {
  const list = $("feed");
  const table = `/table/${encodeURIComponent(n.game)}`;
  const item = h("li", { class: n.type === "your-turn" ? "my-turn" : "", dataset: { type: n.type, game: n.game, id: n.id } },
    h("a", { href: table }, notificationWords(n, titleOf(n.game_type))));
  list.prepend(item);
  while (list.children.length > FEED_SHOWN) list.lastElementChild.remove();
}

function refreshSoon() {
  // Several notifications at once: one reload of my games (and the title) after them.
  if (refreshing) return;
  refreshing = setTimeout(() => {
    refreshing = null;
    loadMyGames();
  }, 150);
}

/** Open the feed (a stream ticket: the key never goes into a URL) from the last one seen;
 *  opened again with a new ticket when the connection is lost. */
async function openFeed() {
  const me = loadPlayer();
  if (!me || typeof EventSource === "undefined") return;
  if (feed && feedOwner === me.key) return;
  if (feed) closeFeed();
  feedOwner = me.key;
  let ticket;
  try {
    ticket = (await api("POST", "/players/me/stream-ticket", { token: me.key })).ticket;
  } catch (err) {
    feedOwner = null;
    showError(errors, err, t("web-lobby-err-feed"));
    return;
  }
  if (feedOwner !== me.key) return;
  const source = new EventSource(withLang(`/players/me/feed?after=${feedLast}&ticket=${encodeURIComponent(ticket)}`));
  feed = source;
  const onNote = (ev) => {
    feedLast = Math.max(feedLast, Number(ev.lastEventId) || 0);
    showNotification(JSON.parse(ev.data));
    $("lobby").dataset.feed = String(feedLast);
    refreshSoon();
  };
  for (const type of ["your-turn", "game-finished", "timed-out", "seat-replaced", "game-abandoned"]) {
    source.addEventListener(type, onNote);
  }
  source.addEventListener("open", () => { $("lobby").dataset.feedOpen = "true"; });
  source.addEventListener("error", () => {
    if (source.readyState !== EventSource.CLOSED || feed !== source) return;
    // The ticket was refused (expired on a reconnection): ask for a new one.
    feed = null;
    feedOwner = null;
    setTimeout(openFeed, 2000);
  });
}

// ---- the leaderboard ----

const SVG = "http://www.w3.org/2000/svg";

function svg(tag, attrs) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** A small line chart of the ratings after each rated game. */
function chart(points) {
  const w = 120;
  const ht = 28;
  const box = svg("svg", { width: w, height: ht, viewBox: `0 0 ${w} ${ht}`, class: "spark", role: "img" });
  const values = points.map((p) => p.rating);
  const label = values.length ? t("web-board-chart", { n: values.length, values: values.map((v) => v.toFixed(1)).join(", ") }) : t("web-board-chart-none");
  box.appendChild(svg("title", {})).textContent = label;
  box.setAttribute("aria-label", label);
  if (!values.length) return box;
  const lo = Math.min(0, ...values);
  const hi = Math.max(lo + 1, ...values);
  const x = (i) => (values.length === 1 ? w / 2 : 2 + (i * (w - 4)) / (values.length - 1));
  const y = (v) => ht - 2 - ((v - lo) * (ht - 4)) / (hi - lo);
  if (lo < 0) box.appendChild(svg("line", { x1: 0, x2: w, y1: y(0), y2: y(0), class: "spark-zero" }));
  box.appendChild(svg("polyline", { points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" "), class: "spark-line" }));
  const last = values.length - 1;
  box.appendChild(svg("circle", { cx: x(last).toFixed(1), cy: y(values[last]).toFixed(1), r: 2, class: "spark-dot" }));
  return box;
}

let boardRequest = 0;

async function loadBoard() {
  const game = $("board-game").value;
  if (!game) return;
  const request = ++boardRequest;
  const body = $("leaderboard").tBodies[0];
  try {
    const data = await api("GET", `/leaderboard?game=${encodeURIComponent(game)}&limit=50`);
    if (request !== boardRequest) return;
    fill(body);
    data.players.forEach((p, i) => {
      const rating = p.rating ? p.rating.rating.toFixed(1) : "—";
      body.appendChild(h("tr", { dataset: { player: p.player, rating: p.rating ? p.rating.rating : "", games: p.rating ? p.rating.games : 0 } },
        h("td", {}, String(i + 1)),
        h("td", {}, String(p.player).startsWith("bot:") ? botWords(String(p.player).slice(4)) : p.player),
        h("td", { title: p.rating ? `mu ${p.rating.mu.toFixed(2)}, sigma ${p.rating.sigma.toFixed(2)}` : "" }, rating),
        h("td", {}, String(p.rating ? p.rating.games : 0)),
        h("td", {}, t("web-board-won-of", { won: p.won, played: p.played })),
        h("td", {}, chart(p.history || [])),
      ));
    });
    if (!data.players.length) body.appendChild(h("tr", {}, h("td", { colspan: "6", class: "hint" }, t("web-board-none"))));
    $("lobby").dataset.board = `${game}:${data.players.length}`;
  } catch (err) {
    showError(errors, err, t("web-lobby-err-board"));
  }
}

async function onCreate(ev) {
  ev.preventDefault();
  clearErrors(errors);
  const status = $("create-status");
  const button = $("create");
  try {
    const game = $("new-game").value;
    const seats = seatCount();
    $("new-seats").value = String(seats);
    const kinds = Array.from($("new-seat-list").querySelectorAll("select")).map((s) => s.value);
    const mine = kinds.indexOf("you");
    const name = mine >= 0 ? playerName() : null;
    const bots = {};
    kinds.forEach((k, i) => {
      if (k.startsWith("bot:")) bots[String(i)] = readBot(i, k.slice(4));
    });
    const options = readOptions();
    const timing = readClock();
    button.disabled = true;
    status.textContent = t("web-lobby-creating");
    const created = await api("POST", "/games", { body: { game, seats, options, bots, ...timing } });
    if (mine >= 0) {
      status.textContent = t("web-lobby-taking-seat");
      await claim(created.id, mine, name);
    }
    status.textContent = t("web-lobby-opening");
    location.assign(`/table/${encodeURIComponent(created.id)}`);
  } catch (err) {
    status.textContent = "";
    showError(errors, err, t("web-lobby-err-create"));
  } finally {
    button.disabled = false;
  }
}

// ---- the games list ----

function progressWords(g) {
  if (g.status === "abandoned") return g.abandoned_reason ? t("web-lobby-abandoned-reason", { reason: g.abandoned_reason }) : t("web-status-abandoned");
  if (g.status === "finished") {
    const winners = (g.winners || []).map((s) => seatName(g, s));
    return winners.length ? t("web-lobby-won-by", { winners: listWords(winners) }) : t("web-status-finished");
  }
  const parts = [];
  if (g.round !== null && g.round !== undefined) parts.push(t("web-lobby-round", { n: g.round }));
  if (g.phase) parts.push(String(g.phase).replace(/_/g, " "));
  if (g.pending && g.pending.seats && g.status === "in_progress") parts.push(t("web-lobby-to-play", { seats: g.pending.seats.map((s) => seatName(g, s)).join(", ") }));
  return parts.join(" · ") || "—";
}

function seatCell(g) {
  const list = h("ul", { class: "seats" });
  for (let i = 0; i < g.seats; i++) {
    const score = g.status !== "waiting" && g.scores && g.scores[i] !== undefined ? ` (${g.scores[i]})` : "";
    const open = g.open_seats.includes(i);
    const notes = [];
    if ((g.resigned || []).includes(i)) {
      const bot = g.bots && g.bots[i];
      notes.push(h("span", { class: "badge resigned" }, t("web-badge-resigned")), bot ? h("span", { class: "hint" }, ` ${t("web-lobby-bot-plays", { bot: botWords(bot) })}`) : null);
    }
    const outs = (g.timeouts || [])[i] || 0;
    if (outs) notes.push(h("span", { class: "badge timed-out" }, t("web-badge-timeouts", { n: outs })));
    // A resigned seat keeps its player's name (the bot plays for it).
    const who = seatName(g, i);
    list.appendChild(h("li", { class: open ? "open" : "", dataset: { seat: i } }, `${i + 1}. ${who}${score}`, notes));
  }
  return list;
}

function actionsCell(g) {
  const cell = h("div", { class: "actions" });
  const mine = loadSeat(g.id);
  const table = `/table/${encodeURIComponent(g.id)}`;
  const over = g.status === "finished" || g.status === "abandoned";
  const resigned = mine && (g.resigned || []).includes(mine.seat);
  if (mine && !over && !resigned) {
    cell.appendChild(h("a", { class: "button primary", href: table }, t("web-lobby-play-seat", { n: mine.seat + 1 })));
  }
  if (!mine && !over) {
    for (const seat of g.open_seats) {
      cell.appendChild(h("button", {
        type: "button",
        class: "join",
        dataset: { game: g.id, seat },
        onclick: async (e) => {
          clearErrors(errors);
          const btn = e.currentTarget;
          try {
            const name = playerName();
            btn.disabled = true;
            await claim(g.id, seat, name);
            location.assign(table);
          } catch (err) {
            btn.disabled = false;
            showError(errors, err, t("web-err-take-seat", { n: seat + 1 }));
          }
        },
      }, t("web-take-seat", { n: seat + 1 })));
    }
  }
  if (!over) cell.appendChild(h("a", { class: "button watch", href: table }, resigned ? t("web-lobby-watch-resigned") : t("web-lobby-watch")));
  else {
    cell.appendChild(h("a", { class: "button", href: table }, g.status === "abandoned" ? t("web-lobby-table") : t("web-lobby-final-table")));
    cell.appendChild(h("a", { class: "button replay", href: `${table}#replay` }, t("web-replay")));
  }
  return cell;
}

let listRequest = 0;

async function loadGames(ev) {
  if (ev) ev.preventDefault();
  const request = ++listRequest;
  const params = new URLSearchParams({ limit: "50" });
  if ($("filter-game").value) params.set("game", $("filter-game").value);
  if ($("filter-status").value) params.set("status", $("filter-status").value);
  if ($("filter-open").checked) params.set("open", "true");
  const body = $("games").tBodies[0];
  try {
    const data = await api("GET", `/games?${params}`);
    if (request !== listRequest) return; // a newer list is on its way
    fill(body);
    for (const g of data.games) {
      body.appendChild(h("tr", { dataset: { game: g.id, status: g.status } },
        h("td", {}, titleOf(g.game)),
        h("td", {}, statusWords(g.status)),
        h("td", {}, seatCell(g)),
        h("td", {}, progressWords(g)),
        h("td", {}, actionsCell(g)),
      ));
    }
    if (!data.games.length) body.appendChild(h("tr", {}, h("td", { colspan: "5", class: "hint" }, t("web-lobby-no-match"))));
    $("lobby").dataset.listed = `${$("filter-status").value || "any"}:${$("filter-open").checked ? "open" : "all"}`;
    $("games-count").textContent = data.total > data.games.length ? t("web-lobby-count-some", { shown: data.games.length, total: data.total }) : t("web-lobby-count-all", { total: data.total });
  } catch (err) {
    showError(errors, err, t("web-lobby-err-games"));
  }
}

/** The words of the page's markup, in the page's locale. */
function translateMarkup() {
  translatePage();
  drawSwitch($("lang-box"));
  fill($("player-name-label"), tx("web-lobby-guest-name", { chars: h("code", {}, "_ . @ -") }));
  fill($("board-hint"), tx("web-lobby-board-hint", { formula: h("code", {}, "mu − 3 sigma"), bot: h("code", {}, "bot:<kind>") }));
}

async function main() {
  translateMarkup();
  $("player-name").value = localStorage.getItem(NAME_KEY) || "";
  drawMe();
  $("sign-up").addEventListener("submit", onSignUp);
  $("use-key").addEventListener("submit", onUseKey);
  $("sign-out").addEventListener("click", onSignOut);
  try {
    types = await api("GET", "/game-types");
  } catch (err) {
    showError(errors, err, t("web-lobby-err-types"));
    types = [];
  }
  const sel = $("new-game");
  for (const gt of types) {
    sel.appendChild(h("option", { value: gt.name }, gt.title || gt.name));
    $("filter-game").appendChild(h("option", { value: gt.name }, gt.title || gt.name));
    $("board-game").appendChild(h("option", { value: gt.name }, gt.title || gt.name));
  }
  $("board-game").addEventListener("change", () => loadBoard());
  drawFallback();
  sel.addEventListener("change", onGameChange);
  $("new-seats").addEventListener("input", () => {
    drawOptions();
    drawSeats();
  });
  $("create-form").addEventListener("submit", onCreate);
  $("filters").addEventListener("submit", loadGames);
  for (const id of ["filter-game", "filter-status", "filter-open"]) $(id).addEventListener("change", () => loadGames());
  onGameChange();
  openFeed();
  await Promise.all([loadGames(), loadMyGames(), loadBoard()]);
  $("lobby").dataset.ready = "true";
}

main();
