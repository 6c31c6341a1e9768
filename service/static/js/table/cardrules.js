// Rules at hand for the cards on the board: pointing at a card (the mouse over it, the
// keyboard's focus on it, or a tap on a card that is not a choice) names it under the board
// with a link to the rules section that governs the game's cards. The link sits outside the
// drawing, so it never covers a click target.
import { h, t } from "../api.js";
import { $, app } from "./state.js";

/** The section of each game's rules that lists its cards (docs/rules/<game>.md). */
export const CARD_SECTIONS = { "dominant-species": "sec-11-2", evo: "sec-14-3", "la-isla": "sec-11-2" };

function cardOf(el) {
  const g = el && el.closest ? el.closest('[data-target^="card:"], [data-card]') : null;
  if (!g || !$("board").contains(g)) return null;
  const title = g.querySelector("title");
  const id = g.dataset.card || g.dataset.target.slice("card:".length);
  // The card's words as the drawing gives them (its <title>: "name: what it does").
  const words = (title ? title.textContent : g.getAttribute("aria-label") || g.textContent || id).trim();
  return { id, words };
}

function show(card) {
  const strip = $("card-rule");
  const game = app.liveState && app.liveState.game;
  if (!strip || !card || !CARD_SECTIONS[game]) return;
  strip.replaceChildren(
    h("span", { class: "rules-card-words" }, card.words), " ",
    h("a", { id: "card-rule-link", class: "rules-link", href: `/rules/${game}#${CARD_SECTIONS[game]}`, target: "_blank", rel: "noopener" }, t("web-card-rules")));
  strip.dataset.card = card.id;
  strip.hidden = false;
}

export function wireCardRules() {
  const board = $("board");
  if (!board || !$("card-rule")) return;
  board.addEventListener("pointerover", (ev) => show(cardOf(ev.target)));
  board.addEventListener("focusin", (ev) => show(cardOf(ev.target)));
  board.addEventListener("click", (ev) => show(cardOf(ev.target)));
}
