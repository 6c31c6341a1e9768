// Two helps with sending moves, both the player's preferences (prefs.js): a move confirmed
// before it is sent, and a forced move (passing, when it is the only legal choice) sent by
// the page after a short, visible delay that the player may cancel. The forced move is
// sent with the seat's own token like any click: it is the player's action.
import { h, fill, t, tx } from "../api.js";
import { $, app } from "./state.js";
import { pref } from "./prefs.js";

/** Seconds the page waits before sending a forced move. */
export const FORCED_DELAY_MS = 2500;

const box = () => $("move-assist");

function planning() {
  const s = app.liveState;
  return Boolean(s && s.game === "dominant-species" && s.pending && s.pending.kind === "place_ap");
}

/** A lone pass is a forced move. */
export function forcedChoice() {
  if (app.mode !== "live" || app.choices.length !== 1) return null;
  const c = app.choices[0];
  const type = String((c.action && c.action.type) || "");
  return /^pass(_|$)/.test(type) ? c : null;
}

function hide() {
  const el = box();
  el.hidden = true;
  el.dataset.kind = "";
  fill(el);
}

// ---------------------------------------------------------------- confirming

/** When the player wants moves confirmed: the confirmation is asked instead of sending, and
 *  true is returned; `send()` sends the move once confirmed. False: send it now. */
export function askFirst(choice, send) {
  cancelForced(); // the player chose: nothing is sent for them
  if (!(pref("confirm") || (pref("confirmPlanning") && planning()))) return false;
  const el = box();
  const yes = h("button", { type: "button", class: "primary", id: "confirm-send" }, t("web-assist-send"));
  const no = h("button", { type: "button", id: "confirm-cancel" }, t("web-assist-cancel"));
  yes.addEventListener("click", () => {
    hide();
    send();
  });
  no.addEventListener("click", () => {
    hide();
    const again = $("choices").querySelector(`button[data-index="${choice.index}"]`);
    if (again) again.focus();
  });
  fill(el, h("p", {}, tx("web-assist-confirm", { move: h("strong", { class: "assist-move" }, choice.label || t("web-assist-this-choice")) })), h("div", { class: "assist-buttons" }, yes, " ", no));
  el.dataset.kind = "confirm";
  el.dataset.index = String(choice.index);
  el.hidden = false;
  el.onkeydown = (ev) => {
    if (ev.key === "Escape") no.click();
  };
  yes.focus();
  return true;
}

// ---------------------------------------------------------------- forced moves

/** The preference changed: the decision on show is looked at again (a countdown starts, or
 *  stops). */
export function replanForced() {
  if (app.forcedSend) planForced(app.forcedSend);
}

function cancelForced() {
  if (app.forcedTimer) {
    clearInterval(app.forcedTimer);
    app.forcedTimer = null;
  }
  app.forcedFor = null;
  if (box().dataset.kind === "forced") hide();
}

/** After each drawing of the table: a forced move is planned (or the one planned dropped
 *  when the choices changed). `send(index)` sends it. */
export function planForced(send) {
  app.forcedSend = send;
  const c = pref("forced") ? forcedChoice() : null;
  const key = c ? `${app.choiceVersion}:${c.index}` : null;
  if (key && key === app.forcedFor) return; // already counting down
  cancelForced();
  if (box().dataset.kind === "confirm" && !app.choices.some((x) => String(x.index) === box().dataset.index)) hide();
  if (!c || key === app.forcedCancelled || app.busy) return;
  app.forcedFor = key;
  const due = performance.now() + FORCED_DELAY_MS;
  const el = box();
  const left = h("span", { class: "assist-left" });
  const stop = h("button", { type: "button", id: "forced-cancel" }, t("web-assist-cancel"));
  stop.addEventListener("click", () => {
    app.forcedCancelled = key;
    cancelForced();
  });
  fill(el, h("p", {}, tx("web-assist-forced", { move: h("strong", { class: "assist-move" }, c.label || t("web-assist-pass")), left })), h("div", { class: "assist-buttons" }, stop));
  el.dataset.kind = "forced";
  el.hidden = false;
  const tick = () => {
    const ms = due - performance.now();
    if (app.forcedFor !== key) return;
    if (ms > 0) {
      left.textContent = t("web-assist-in", { n: Math.ceil(ms / 1000) });
      return;
    }
    cancelForced();
    if (app.busy || app.mode !== "live") return;
    app.root.dataset.forcedSent = String(parseInt(app.root.dataset.forcedSent || "0", 10) + 1);
    send(c.index);
  };
  tick();
  app.forcedTimer = setInterval(tick, 200);
}
