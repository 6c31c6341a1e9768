// The viewing seat's choices: the list beside the board (all of them, or those of the
// board place clicked), and playing one.
import { api, ApiError, h, fill, newKey, clearErrors, showError, t } from "../api.js";
import { $, app, mySeat, token } from "./state.js";
import { clearSelection } from "./board.js";
import { refresh } from "./live.js";
import { askFirst } from "./assist.js";

export function drawChoices() {
  const box = $("choices-box");
  const list = $("choices");
  const note = $("choices-note");
  const all = $("choices-all");
  const { choices, filter } = app;
  if (app.mode !== "live" || !choices.length) {
    box.hidden = true;
    fill(list);
    return;
  }
  box.hidden = false;
  const shown = filter ? choices.filter((c) => filter.includes(c.index)) : choices;
  fill(list, shown.map((c) =>
    h("li", {}, h("button", {
      type: "button",
      class: "choice",
      dataset: { index: c.index },
      disabled: app.busy,
      onclick: () => play(c.index),
    }, c.label || describe(c.action))),
  ));
  all.hidden = !filter;
  if (filter) note.textContent = t("web-choices-at-place", { n: shown.length });
  else {
    const live = choices.filter((c) => (c.targets || []).length).length;
    note.textContent = live ? t("web-choices-count-board", { n: choices.length }) : t("web-choices-count", { n: choices.length });
  }
  if (app.legalRule && app.legalRule.url) {
    // Every choice of this list answers one decision: the section of the rules that governs it.
    note.append(" ", h("a", { class: "rules-link", id: "choices-rule", href: app.legalRule.url, target: "_blank", rel: "noopener" }, t("web-choices-rule", { rule: app.legalRule.rule })));
  }
}

/** Words for an action without a label (a fallback: the labels carry the real words). */
function describe(action) {
  const parts = Object.entries(action || {}).filter(([k]) => k !== "type").map(([k, v]) => `${k.replace(/_/g, " ")} ${typeof v === "object" ? JSON.stringify(v) : v}`);
  return [String((action && action.type) || "action").replace(/_/g, " "), ...parts].join(", ");
}

export async function play(index, { confirmed = false } = {}) {
  const c = app.choices.find((x) => x.index === index);
  if (!c || app.busy || app.mode !== "live") return;
  if (!confirmed && askFirst(c, () => play(index, { confirmed: true }))) return;
  app.busy = true;
  app.root.dataset.busy = "true";
  for (const b of $("choices").querySelectorAll("button")) b.disabled = true;
  const key = newKey();
  // One round trip: the answer carries this seat's next state and legal actions
  // (?include=next), which the redraw below uses instead of reading them again.
  let next = null;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const out = await api("POST", `${app.gamePath}/actions?include=next`, { token: token(), key, body: { action: c.action, expected_version: app.choiceVersion } });
        next = out && out.next ? out.next : null;
        clearErrors(app.errors);
        break;
      } catch (err) {
        if (err instanceof ApiError && err.status === 0 && attempt < 2) continue; // the same key: never played twice
        showError(app.errors, err, t("web-err-move"));
        break;
      }
    }
  } finally {
    app.busy = false;
    app.root.dataset.busy = "false";
    app.filter = null;
    // The list may have been drawn (disabled) while the move was on its way, for the very
    // state that the next read finds: enable it now, not only on the next new state.
    drawChoices();
    await refresh(next ? Promise.resolve([next.state, mySeat() === null ? null : next.legal_actions]) : null);
  }
}

export function wireChoices() {
  $("choices-all").addEventListener("click", () => {
    app.filter = null;
    clearSelection();
    drawChoices();
  });
}
