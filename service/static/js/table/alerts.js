// Turn alerts: while the viewing seat has a decision to make, the page's title starts with
// "● Your turn" and the favicon carries a red mark; when it becomes the seat's turn (not
// on opening the page), a short beep (Web Audio, generated here) and a browser notification
// when the player asked for them (prefs.js) and the page is not in front.
import { $, app } from "./state.js";
import { pref } from "./prefs.js";
import { t } from "../i18n.js";

export const TURN_MARK = t("web-turn-mark");
const ICON = "/static/favicon.svg";
const TURN_ICON = "/static/favicon-turn.svg";

let audio = null;

/** The viewing seat decides now, on the live table (whatever the board shows). */
export function myTurnNow() {
  const s = app.liveState;
  return Boolean(app.liveLegal && app.liveLegal.choices && app.liveLegal.choices.length && s && !s.finished && !s.abandoned);
}

function showTitle(mine) {
  const base = document.title.startsWith(TURN_MARK) ? document.title.slice(TURN_MARK.length) : document.title;
  const want = mine ? TURN_MARK + base : base;
  if (document.title !== want) document.title = want;
  const icon = document.querySelector('link[rel="icon"]');
  if (icon && icon.getAttribute("href") !== (mine ? TURN_ICON : ICON)) icon.setAttribute("href", mine ? TURN_ICON : ICON);
}

/** A short two-note beep. The audio context is made (or resumed) on a click of the player's
 *  where the browser requires one. */
export function beep() {
  const Ctx = window.AudioContext || window.webkitAudioContext;
  if (!Ctx) return false;
  try {
    if (!audio) audio = new Ctx();
    if (audio.state === "suspended") audio.resume().catch(() => {});
    const t = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = "sine";
    osc.frequency.setValueAtTime(880, t);
    osc.frequency.setValueAtTime(1175, t + 0.12);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start(t);
    osc.stop(t + 0.32);
  } catch {
    return false;
  }
  app.root.dataset.beeps = String(parseInt(app.root.dataset.beeps || "0", 10) + 1);
  return true;
}

function notify() {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  if (!document.hidden && document.hasFocus()) return; // the player is looking at the table
  try {
    const title = $("game-title").textContent || "species-arena";
    const n = new Notification(t("web-turn-notification", { title }), { body: $("prompt").textContent || "", tag: `species-arena:${app.gameId}` });
    n.onclick = () => {
      window.focus();
      n.close();
    };
    app.root.dataset.notified = String(parseInt(app.root.dataset.notified || "0", 10) + 1);
  } catch {
    /* notifications refused at the last moment */
  }
}

/** After each read of the live state: the title and icon, and the alerts on a new turn. */
export function noteTurn() {
  const mine = myTurnNow();
  showTitle(mine);
  const key = mine ? `${app.liveLegal.version}` : null;
  if (mine && app.turnWas === false && key !== app.turnAlerted) {
    app.turnAlerted = key;
    app.root.dataset.turnAlerts = String(parseInt(app.root.dataset.turnAlerts || "0", 10) + 1);
    if (pref("sound")) beep();
    if (pref("notify")) notify();
  }
  app.turnWas = mine;
  app.root.dataset.turnTitle = String(mine);
}

export function wireAlerts() {
  app.turnWas = null; // unknown until the first read: opening the page rings nothing
  app.turnAlerted = null;
  // The page sets its title once the game type is known: keep the mark on it.
  const title = document.querySelector("title");
  if (title) new MutationObserver(() => showTitle(myTurnNow())).observe(title, { childList: true, characterData: true, subtree: true });
  // Browsers start audio only after a click or a key on the page.
  const prime = () => {
    if (pref("sound") && audio && audio.state === "suspended") audio.resume().catch(() => {});
  };
  window.addEventListener("pointerdown", prime, { passive: true });
  window.addEventListener("keydown", prime);
}

/** A preference just ticked: the sound rings once (the player hears what it will be, and
 *  the click lets the browser start the audio). */
export function onPrefChange(name, value) {
  if (name === "sound" && value) beep();
}
