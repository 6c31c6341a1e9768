// The REST client of the pages, the seat token store and small DOM helpers.
// Every string that comes from the server goes into the page as text (textContent),
// never as markup; the board renderers escape their own output. Every request carries the
// page's locale (`?lang=`): the server writes labels, prompts, the timeline and problems in it.
import { t, withLang } from "./i18n.js";

export { t, withLang };

/** An RFC 9457 problem from the API (or a network failure) as an Error. */
export class ApiError extends Error {
  constructor(status, problem) {
    const title = (problem && problem.title) || (status ? `HTTP ${status}` : t("web-error-network"));
    super(title);
    this.status = status;
    this.title = title;
    this.detail = (problem && problem.detail) || "";
    this.type = (problem && problem.type) || "";
    this.problem = problem || {};
  }
}

/** One JSON request. `token` becomes a bearer header; `key` an Idempotency-Key; `cache` the
 *  fetch cache mode ("no-store" unless the answer may come from the browser's cache). */
export async function api(method, path, { token = null, body = undefined, key = null, cache = "no-store" } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  if (key) headers["Idempotency-Key"] = key;
  let res;
  const sentAt = Date.now();
  try {
    res = await fetch(withLang(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache,
    });
  } catch (err) {
    throw new ApiError(0, { title: t("web-error-unreachable"), detail: String(err && err.message ? err.message : err) });
  }
  // Only an answer that came over the network tells the server's time (a copy from the
  // browser's cache keeps the Date of the day it was stored).
  if (cache === "no-store") noteServerTime(res.headers.get("Date"), sentAt);
  const text = await res.text();
  let data = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

// ---- the server's clock ----

/** How much older than the moment it is sent a Date header may be: it counts whole seconds
 *  (up to 1 s lost), and servers such as uvicorn format it once a second (up to 1 s more). */
const DATE_LAG_MS = 2000;
/** What is known of the server's clock minus ours: it lies in [lo, hi] (ms), the
 *  intersection of what every answer read from the network tells; null before the first. */
let bounds = null;
let skew = 0;

/** One answer's Date header, for a request sent at `sentAt` and answered at `readAt` (our
 *  clock): the server wrote it at some moment of that span, and its clock then read between
 *  the header's time and DATE_LAG_MS later. An answer from the browser's cache must never
 *  come here (its Date is as old as the copy). When the answers disagree (a clock was set),
 *  the newest one is believed. The skew used is the smallest that all of them allow (0 when
 *  the clocks may agree), so the header's rounding never moves a countdown. */
export function noteServerTime(header, sentAt, readAt = Date.now()) {
  const at = header ? Date.parse(header) : NaN;
  if (!Number.isFinite(at) || !Number.isFinite(sentAt) || readAt < sentAt) return;
  const lo = at - readAt;
  const hi = at + DATE_LAG_MS - sentAt;
  if (bounds && Math.max(bounds.lo, lo) <= Math.min(bounds.hi, hi)) bounds = { lo: Math.max(bounds.lo, lo), hi: Math.min(bounds.hi, hi) };
  else bounds = { lo, hi };
  skew = bounds.lo > 0 ? bounds.lo : bounds.hi < 0 ? bounds.hi : 0;
}

/** Forget what was learnt of the server's clock (for tests). */
export function resetServerTime() {
  bounds = null;
  skew = 0;
}

/** Now, in milliseconds, as the server's clock has it (for deadlines). */
export function serverNow() {
  return Date.now() + skew;
}

// ---- the seat token, in localStorage only (never in a URL) ----

export const seatKey = (gameId) => `species-arena:seat:${gameId}`;

/** The stored `{seat, token}` for a game, or null. */
export function loadSeat(gameId) {
  try {
    const raw = localStorage.getItem(seatKey(gameId));
    if (!raw) return null;
    const v = JSON.parse(raw);
    if (v && Number.isInteger(v.seat) && typeof v.token === "string" && v.token) return { seat: v.seat, token: v.token };
  } catch {
    /* unreadable: treated as no seat */
  }
  return null;
}

export function saveSeat(gameId, seat, token) {
  localStorage.setItem(seatKey(gameId), JSON.stringify({ seat, token }));
}

export function forgetSeat(gameId) {
  localStorage.removeItem(seatKey(gameId));
}

// ---- the player key, in localStorage only (never in a URL) ----

export const PLAYER_KEY = "species-arena:me";

/** The stored `{name, key}` of the signed-in player, or null. */
export function loadPlayer() {
  try {
    const v = JSON.parse(localStorage.getItem(PLAYER_KEY) || "null");
    if (v && typeof v.name === "string" && typeof v.key === "string" && v.key.startsWith("sap_")) return { name: v.name, key: v.key };
  } catch {
    /* unreadable: nobody signed in */
  }
  return null;
}

export function savePlayer(name, key) {
  localStorage.setItem(PLAYER_KEY, JSON.stringify({ name, key }));
}

export function forgetPlayer() {
  localStorage.removeItem(PLAYER_KEY);
}

/** Claim a seat: for the signed-in player (its key; the seat token is kept as today), or
 *  for the guest `guestName` when nobody is signed in. */
export async function claimSeat(gameId, seat, guestName = null) {
  const me = loadPlayer();
  const path = `/games/${encodeURIComponent(gameId)}/seats/${seat}`;
  const out = me
    ? await api("POST", path, { token: me.key, body: {} })
    : await api("POST", path, { body: { player: guestName } });
  saveSeat(gameId, out.seat, out.token);
  return out;
}

/** A fresh Idempotency-Key. */
export function newKey() {
  if (globalThis.crypto && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

// ---- DOM ----

/** `h("button", {class: "x", type: "button", onclick: f, dataset: {index: 3}}, "text", child)`:
 *  an element whose string children become text nodes. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = String(v);
    else if (k === "dataset") for (const [dk, dv] of Object.entries(v)) el.dataset[dk] = String(dv);
    else if (k.startsWith("on") && typeof v === "function") el.addEventListener(k.slice(2), v);
    else if (v === true) el.setAttribute(k, "");
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else if (c instanceof Node) el.appendChild(c);
    else el.appendChild(document.createTextNode(String(c)));
  }
}

/** A message whose arguments may be DOM nodes (a name in <strong>): its words as a list of
 *  strings and those nodes, in the locale's order, for h() or fill(). */
export function tx(id, args = {}) {
  const nodes = [];
  const plain = {};
  for (const [k, v] of Object.entries(args)) {
    if (v instanceof Node) {
      plain[k] = `\u0000${nodes.length}\u0000`;
      nodes.push(v);
    } else plain[k] = v;
  }
  return t(id, plain).split(/\u0000(\d+)\u0000/).map((part, i) => (i % 2 ? nodes[Number(part)] : part)).filter((x) => x !== "");
}

/** Replace an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

// ---- words and markup, for the pages that import this module ----

export { esc } from "./draw.js";
export { botWords, durationWords, clockWords, listWords, seatName, statusWords, notificationWords, lobbyTitle } from "./words.js";

/** Render an error (ApiError or other) into `box` as title + detail. */
export function showError(box, err, context = "") {
  document.body.dataset.problems = String(parseInt(document.body.dataset.problems || "0", 10) + 1);
  const title = err instanceof ApiError ? err.title : t("web-error-generic");
  const detail = err instanceof ApiError ? err.detail : String(err && err.message ? err.message : err);
  box.hidden = false;
  box.appendChild(
    h("div", { class: "problem" },
      h("strong", { class: "problem-title" }, context ? t("web-error-in-context", { context, title }) : title),
      detail ? h("span", { class: "problem-detail" }, ` — ${detail}`) : null,
      h("button", { type: "button", class: "dismiss", "aria-label": t("web-error-dismiss"), onclick: (e) => {
        e.currentTarget.parentElement.remove();
        if (!box.children.length) box.hidden = true;
      } }, "×"),
    ),
  );
  while (box.children.length > 4) box.firstElementChild.remove();
}

export function clearErrors(box) {
  box.replaceChildren();
  box.hidden = true;
}
