// Replay: any past version of the game on the board (a slider, steps, `#replay=<v>` in the
// address), and the audit of a finished game.
import { api, showError } from "../api.js";
import { $, app, token } from "./state.js";
import { drawAll, refresh } from "./live.js";
import { wasUndone } from "./undo.js";

export function updateReplayRange() {
  $("replay-slider").max = String(Math.max(1, app.latest));
  app.root.dataset.latest = String(app.latest);
  if (app.mode === "replay") showReplayStatus(app.replayVersion);
}

/** The header says which version is shown, in place of the live status. */
function showReplayStatus(v) {
  const el = $("replay-status");
  el.hidden = app.mode !== "replay";
  el.textContent = `Replay — version ${v} of ${Math.max(1, app.latest)}`;
}

/** The version the address asks for (`#replay` alone: the latest), or null. */
export function hashVersion() {
  const m = /^#replay(?:=(\d+))?$/.exec(location.hash);
  if (!m) return null;
  return m[1] ? parseInt(m[1], 10) : app.latest;
}

async function showVersion(v) {
  const latest = app.latest;
  v = Math.min(Math.max(1, v), Math.max(1, latest));
  app.replayVersion = v;
  const slider = $("replay-slider");
  slider.value = String(v);
  slider.setAttribute("aria-valuetext", `version ${v} of ${latest}`);
  $("replay-where").textContent = `Version ${v} of ${latest}${wasUndone(v) ? " (a move taken back later)" : ""}`;
  showReplayStatus(v);
  history.replaceState(null, "", `#replay=${v}`);
  const request = ++app.replayRequest;
  app.root.dataset.busy = "true";
  try {
    const state = await api("GET", `${app.gamePath}/state?version=${v}`, { token: token() });
    if (request !== app.replayRequest || app.mode !== "replay") return;
    drawAll(state, null);
  } catch (err) {
    if (request === app.replayRequest) showError(app.errors, err, `Could not read version ${v}`);
  } finally {
    if (request === app.replayRequest) app.root.dataset.busy = "false";
  }
}

export async function loadAudit() {
  const el = $("audit");
  el.hidden = false;
  if (!app.finished) {
    el.textContent = "The audit can be run once the game has finished (the seed stays secret until then).";
    el.dataset.verified = "";
    return;
  }
  if (app.audited) return;
  app.audited = true;
  el.textContent = "Auditing: replaying every move from the revealed seed…";
  try {
    const a = await api("GET", `${app.gamePath}/audit`, { token: token() });
    el.dataset.verified = String(a.verified);
    if (a.verified) el.textContent = `Audit: verified — all ${a.events} events replayed from the revealed seed give the same results and state hashes.`;
    else if (a.first_divergence) el.textContent = `Audit failed: the first divergence is at version ${a.first_divergence.version}: ${a.first_divergence.reason}`;
    else el.textContent = "Audit failed.";
  } catch (err) {
    app.audited = false;
    el.textContent = "";
    showError(app.errors, err, "Could not audit the game");
  }
}

/** Into replay (at `version`, or the latest) or back to the live table. */
export function setMode(next, version = null) {
  app.mode = next;
  app.root.dataset.mode = next;
  const replaying = next === "replay";
  const toggle = $("replay-toggle");
  toggle.setAttribute("aria-pressed", String(replaying));
  toggle.textContent = replaying ? "Back to the table" : "Replay";
  $("replay-box").hidden = !replaying;
  document.body.classList.toggle("replaying", replaying);
  $("replay-status").hidden = !replaying;
  if (replaying) {
    updateReplayRange();
    loadAudit();
    showVersion(version ?? app.latest);
  } else {
    ++app.replayRequest;
    app.drawnKey = null;
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
    if (app.liveState) drawAll(app.liveState, app.liveLegal);
    refresh();
  }
}

export function wireReplay() {
  const slider = $("replay-slider");
  let timer = null;
  slider.addEventListener("input", () => {
    $("replay-where").textContent = `Version ${slider.value} of ${app.latest}`;
    showReplayStatus(slider.value);
    clearTimeout(timer);
    timer = setTimeout(() => showVersion(parseInt(slider.value, 10)), 120);
  });
  slider.addEventListener("change", () => {
    clearTimeout(timer);
    showVersion(parseInt(slider.value, 10));
  });
  $("replay-first").addEventListener("click", () => showVersion(1));
  $("replay-prev").addEventListener("click", () => showVersion(app.replayVersion - 1));
  $("replay-next").addEventListener("click", () => showVersion(app.replayVersion + 1));
  $("replay-last").addEventListener("click", () => showVersion(app.latest));
  $("replay-toggle").addEventListener("click", () => setMode(app.mode === "replay" ? "live" : "replay"));
  window.addEventListener("hashchange", () => {
    const v = hashVersion();
    if (v === null && app.mode === "replay") setMode("live");
    else if (v !== null && app.mode !== "replay") setMode("replay", v);
    else if (v !== null && v !== app.replayVersion) showVersion(v);
  });
}
