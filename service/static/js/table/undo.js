// Undo: the table's "Undo" button (how many decisions it takes back, or why it is off),
// taking them back (POST .../undo: the board then redraws from the live state), and the
// marks of moves taken back in the timeline and the replay.
import { api, showError, t } from "../api.js";
import { $, app, mySeat, token } from "./state.js";
import { refresh } from "./live.js";

/** The versions of moves taken back, as the timeline has listed them. */
const undone = new Set();

/** Whether the move at version `v` was taken back later (for the replay's words). */
export function wasUndone(v) {
  return undone.has(v);
}

/** Read what an undo would do for the viewing seat and draw the button from it. */
export async function drawUndo(state) {
  const box = $("undo-box");
  const button = $("undo");
  const why = $("undo-why");
  const show = app.mode === "live" && mySeat() !== null && state && !state.finished && !state.abandoned;
  box.hidden = !show;
  if (!show) return;
  const asked = state.version;
  let check;
  try {
    check = await api("GET", `${app.gamePath}/undo`, { token: token() });
  } catch (err) {
    check = { allowed: false, reason: t("web-undo-no-answer") };
  }
  if (!app.liveState || app.liveState.version !== asked) return; // the game moved on meanwhile
  button.disabled = !check.allowed || app.busy;
  button.dataset.decisions = String(check.decisions || 0);
  button.dataset.version = String(check.version || asked);
  const n = check.decisions || 0;
  button.textContent = check.allowed ? t("web-undo-n", { n }) : t("web-undo");
  why.textContent = check.allowed ? "" : t("web-undo-why", { reason: check.reason });
  button.title = why.textContent;
}

async function undo() {
  const button = $("undo");
  if (button.disabled || app.busy) return;
  app.busy = true;
  button.disabled = true;
  try {
    await api("POST", `${app.gamePath}/undo`, {
      token: token(),
      body: { expected_version: parseInt(button.dataset.version, 10) },
    });
  } catch (err) {
    showError(app.errors, err, t("web-err-undo"));
  } finally {
    app.busy = false;
  }
  await refresh();
}

export function wireUndo() {
  $("undo").addEventListener("click", undo);
}

/** A timeline entry: an undo marks the listed moves it took back; a move taken back is
 *  marked itself. `item` is the entry's list item, `list` the timeline. */
export function markUndone(list, e, item) {
  if (e.undone) {
    undone.add(e.version);
    item.classList.add("undone");
    item.dataset.undone = "true";
  }
  if (e.undo && e.action && Array.isArray(e.action.versions)) {
    item.classList.add("undo");
    item.dataset.undo = "true";
    for (const v of e.action.versions) {
      undone.add(v);
      const old = list.querySelector(`li[data-version="${v}"]:not([data-seat-event])`);
      if (old) {
        old.classList.add("undone");
        old.dataset.undone = "true";
      }
    }
  }
}
