// The board: drawn by the game's renderer module, its places that the choices target
// made clickable (and reachable with the keyboard).
import { h, showError, t } from "../api.js";
import { seatName } from "../words.js";
import { app, mySeat } from "./state.js";
import { drawChoices, play } from "./choices.js";

export function drawBoard(state, shown) {
  const t0 = performance.now();
  let html;
  if (app.renderer) {
    try {
      html = app.renderer.render(state, { seat: mySeat(), choices: shown, seatName, catalogue: app.catalogue });
    } catch (err) {
      console.error(err);
      html = null;
      showError(app.errors, err, t("web-err-board"));
    }
  }
  if (typeof html !== "string") {
    app.board.replaceChildren(h("p", { class: "no-board" }, t("web-no-board")));
  } else {
    app.board.innerHTML = html; // the renderer's own output: built with escaping, by contract
  }
  markLive(shown);
  app.root.dataset.renderMs = (performance.now() - t0).toFixed(1);
}

function markLive(shown) {
  const byTarget = new Map();
  app.byTarget = byTarget;
  for (const c of shown) {
    for (const target of c.targets || []) {
      const key = `${target.kind}:${target.id}`;
      const list = byTarget.get(key);
      if (list) {
        if (!list.includes(c.index)) list.push(c.index);
      } else byTarget.set(key, [c.index]);
    }
  }
  if (!byTarget.size) return;
  const labels = new Map(shown.map((c) => [c.index, c.label]));
  for (const el of app.board.querySelectorAll("[data-target]")) {
    const list = byTarget.get(el.getAttribute("data-target"));
    if (!list) continue;
    el.classList.add("live");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", list.length === 1 ? labels.get(list[0]) || t("web-board-play-here") : t("web-board-choices-here", { n: list.length }));
  }
}

/** A click (or Enter, Space) on a live place: its one choice is played; several are
 *  listed alone beside the board. */
function onBoardActivate(ev) {
  const board = app.board;
  const el = ev.target.closest && ev.target.closest("[data-target].live");
  if (!el || !board.contains(el) || app.mode !== "live") return;
  if (ev.type === "keydown" && ev.key !== "Enter" && ev.key !== " ") return;
  ev.preventDefault();
  const list = app.byTarget.get(el.getAttribute("data-target")) || [];
  clearSelection();
  if (list.length === 1) {
    play(list[0]);
  } else if (list.length > 1) {
    el.classList.add("selected");
    app.filter = list;
    drawChoices();
    const first = document.getElementById("choices").querySelector("button");
    if (first) first.focus();
  }
}

/** The board place picked last is no longer marked. */
export function clearSelection() {
  for (const other of app.board.querySelectorAll(".selected")) other.classList.remove("selected");
}

export function wireBoard() {
  app.board.addEventListener("click", onBoardActivate);
  app.board.addEventListener("keydown", onBoardActivate);
}
