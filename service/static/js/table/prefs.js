// The player's preferences at the table, kept in this browser (localStorage, one object for
// every game): a sound and a browser notification when it becomes their turn, confirming a
// move before it is sent, and having the page play their forced moves (a lone pass).
import { $, app } from "./state.js";
import { t } from "../i18n.js";

export const PREFS_KEY = "species-arena:prefs";

/** Each preference and its default. `confirmPlanning`: confirm the action-pawn placements
 *  of Dominant Species' planning even when `confirm` is off. */
export const DEFAULTS = Object.freeze({ sound: false, notify: false, confirm: false, confirmPlanning: true, forced: false });

/** The page's checkbox of each preference. */
const BOXES = { sound: "pref-sound", notify: "pref-notify", confirm: "pref-confirm", confirmPlanning: "pref-confirm-planning", forced: "pref-forced" };

export function loadPrefs() {
  let stored = {};
  try {
    const v = JSON.parse(localStorage.getItem(PREFS_KEY) || "{}");
    if (v && typeof v === "object") stored = v;
  } catch {
    /* unreadable: the defaults */
  }
  const out = { ...DEFAULTS };
  for (const k of Object.keys(DEFAULTS)) if (typeof stored[k] === "boolean") out[k] = stored[k];
  return out;
}

export function savePref(name, value) {
  const all = loadPrefs();
  all[name] = Boolean(value);
  try {
    localStorage.setItem(PREFS_KEY, JSON.stringify(all));
  } catch {
    /* storage full or refused: the preference lasts for this page only */
  }
  app.prefs = all;
}

export const pref = (name) => (app.prefs || loadPrefs())[name];

/** Ask for the browser's permission to notify (only ever from the player's click). */
async function askNotify(box, note) {
  if (!("Notification" in window)) {
    box.checked = false;
    note.textContent = t("web-prefs-no-notifications");
    return false;
  }
  let perm = Notification.permission;
  if (perm === "default") {
    try {
      perm = await Notification.requestPermission();
    } catch {
      perm = "denied";
    }
  }
  if (perm !== "granted") {
    box.checked = false;
    note.textContent = t("web-prefs-notify-refused");
    return false;
  }
  note.textContent = "";
  return true;
}

/** Show the checkboxes as the preferences are, and keep each change. `onChange(name,
 *  value)` is told of every change (the sound primes its audio on the same click). */
export function wirePrefs(onChange = () => {}) {
  app.prefs = loadPrefs();
  const note = $("prefs-note");
  for (const [name, id] of Object.entries(BOXES)) {
    const box = $(id);
    if (!box) continue;
    box.checked = app.prefs[name];
    box.addEventListener("change", async () => {
      if (name === "notify" && box.checked && !(await askNotify(box, note))) return;
      savePref(name, box.checked);
      onChange(name, box.checked);
    });
  }
  if (app.prefs.notify && (!("Notification" in window) || Notification.permission !== "granted")) {
    $(BOXES.notify).checked = false;
    savePref("notify", false);
  }
}

/** The planning preference is offered on a Dominant Species table only. */
export function drawPrefs(state) {
  const row = $("pref-confirm-planning-row");
  if (row) row.hidden = !(state && state.game === "dominant-species");
}
