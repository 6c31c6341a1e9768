// Replay: any past version of the game on the board (a slider, steps, `#replay=<v>` in the
// address), and the audit of a finished game.
import { api, showError, t } from "../api.js";
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
  el.textContent = t("web-replay-status", { version: v, latest: Math.max(1, app.latest) });
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
  slider.setAttribute("aria-valuetext", t("web-replay-valuetext", { version: v, latest }));
  $("replay-where").textContent = t(wasUndone(v) ? "web-replay-where-undone" : "web-replay-where", { version: v, latest });
  showReplayStatus(v);
  history.replaceState(null, "", `#replay=${v}`);
  const request = ++app.replayRequest;
  app.root.dataset.busy = "true";
  try {
    const state = await api("GET", `${app.gamePath}/state?version=${v}`, { token: token() });
    if (request !== app.replayRequest || app.mode !== "replay") return;
    drawAll(state, null);
  } catch (err) {
    if (request === app.replayRequest) showError(app.errors, err, t("web-err-version", { version: v }));
  } finally {
    if (request === app.replayRequest) app.root.dataset.busy = "false";
  }
}

export async function loadAudit() {
  const el = $("audit");
  el.hidden = false;
  if (!app.finished) {
    el.textContent = t("web-audit-later");
    el.dataset.verified = "";
    return;
  }
  if (app.audited) return;
  app.audited = true;
  el.textContent = t("web-audit-running");
  try {
    const a = await api("GET", `${app.gamePath}/audit`, { token: token() });
    el.dataset.verified = String(a.verified);
    if (a.verified) el.textContent = t("web-audit-verified", { n: a.events });
    else if (a.first_divergence) el.textContent = t("web-audit-diverged", { version: a.first_divergence.version, reason: a.first_divergence.reason });
    else el.textContent = t("web-audit-failed");
  } catch (err) {
    app.audited = false;
    el.textContent = "";
    showError(app.errors, err, t("web-err-audit"));
  }
}

/** Into replay (at `version`, or the latest) or back to the live table. */
export function setMode(next, version = null) {
  app.mode = next;
  app.root.dataset.mode = next;
  const replaying = next === "replay";
  const toggle = $("replay-toggle");
  toggle.setAttribute("aria-pressed", String(replaying));
  toggle.textContent = replaying ? t("web-replay-back") : t("web-replay");
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
    $("replay-where").textContent = t("web-replay-where", { version: Number(slider.value), latest: app.latest });
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
