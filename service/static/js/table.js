// The table page's entry: it wires the table's modules (js/table/) and opens the game.
// The board (drawn by the game's renderer module) and its live places: board.js; the
// viewing seat's choices: choices.js; the "Now" box: now.js; players, ranking, resigning
// and taking a seat: seats.js; the timeline: timeline.js; reading the live state and
// drawing it: live.js; the event stream: stream.js; replay and audit: replay.js. What
// they share is the one object of state.js.
import { api, ApiError, h, showError, t } from "./api.js";
import { drawSwitch, translatePage } from "./i18n.js";
import { $, app } from "./table/state.js";
import { wireBoard } from "./table/board.js";
import { wireChoices } from "./table/choices.js";
import { startCountdowns } from "./table/now.js";
import { drawYou, wireResign } from "./table/seats.js";
import { readLive, refresh } from "./table/live.js";
import { connect, setLiveStatus } from "./table/stream.js";
import { hashVersion, setMode, wireReplay } from "./table/replay.js";
import { wireZoom } from "./table/zoom.js";
import { drawPrefs, wirePrefs } from "./table/prefs.js";
import { onPrefChange, wireAlerts } from "./table/alerts.js";
import { replanForced } from "./table/assist.js";
import { wireUndo } from "./table/undo.js";
import { CARD_SECTIONS, wireCardRules } from "./table/cardrules.js";

async function loadRenderer(game) {
  if (!/^[a-z0-9-]+$/.test(game)) throw new Error(`unexpected game type ${game}`);
  return import(`/static/games/${game}.js`);
}

/** The game type's catalogue (the static faces its views name by id, e.g. La Isla's
 *  cards), read once per page; the browser may keep it (it is cacheable for a day). */
async function loadCatalogue(game) {
  return api("GET", `/game-types/${encodeURIComponent(game)}/catalogue`, { cache: "default" });
}

async function main() {
  translatePage();
  drawSwitch($("lang-box"));
  wireChoices();
  wireBoard();
  wireZoom();
  wirePrefs((name, value) => {
    onPrefChange(name, value);
    if (name === "forced") replanForced();
  });
  wireAlerts();
  wireReplay();
  wireResign();
  wireUndo();
  wireCardRules();
  startCountdowns();
  drawYou();
  let state;
  let first = readLive();
  try {
    [state] = await first;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401 && app.seat) {
      showError(app.errors, err, t("web-err-seat-refused"));
      app.seat = null;
      first = null;
      state = await api("GET", `${app.gamePath}/state`).catch((e) => {
        showError(app.errors, e, t("web-err-open-table"));
        return null;
      });
    } else {
      showError(app.errors, err, t("web-err-open-table"));
    }
    if (!state) {
      app.root.dataset.ready = "true";
      return;
    }
  }
  const catalogue = loadCatalogue(state.game).catch((err) => {
    showError(app.errors, err, t("web-err-catalogue"));
    return {};
  });
  try {
    app.renderer = await loadRenderer(state.game);
  } catch (err) {
    showError(app.errors, err, t("web-err-renderer"));
  }
  app.catalogue = (await catalogue) || {};
  const renderer = app.renderer;
  api("GET", "/game-types").then((types) => {
    const type = types.find((x) => x.name === state.game);
    app.typeTitle = type ? type.title : null;
    const title = app.typeTitle || (renderer && renderer.title) || state.game;
    $("game-title").textContent = title;
    document.title = t("web-table-title-game", { title });
  }).catch(() => {});
  if (renderer && renderer.title) $("game-title").textContent = renderer.title;
  drawPrefs(state);
  rulesLinks(state.game);
  app.latest = state.latest_version || state.version;
  app.lastEvent = state.version;
  const v = hashVersion();
  if (v !== null) {
    app.liveState = state;
    if (state.finished) app.finished = true;
    setMode("replay", v);
    refresh(first);
  } else {
    await refresh(first);
  }
  if (!app.finished) connect();
  else setLiveStatus(state.abandoned ? t("web-live-abandoned") : t("web-live-over"), "over");
}

main();

//: Where each game's rules describe its cards (service/app/rulebook.py CARD_RULES).

/** The game's rules and its cards' section, beside the game's title (new tabs). */
function rulesLinks(game) {
  if (document.getElementById("rules-link")) return;
  const links = h("span", { class: "rules-links" }, " · ",
    h("a", { id: "rules-link", class: "rules-link", href: `/rules/${game}`, target: "_blank", rel: "noopener" }, t("web-rules")));
  if (CARD_SECTIONS[game]) {
    links.append(" · ", h("a", { id: "cards-rule-link", class: "rules-link", href: `/rules/${game}#${CARD_SECTIONS[game]}`, target: "_blank", rel: "noopener" }, t("web-cards")));
  }
  $("game-title").after(links);
}
