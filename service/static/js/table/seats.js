// The seats: the players table and the final ranking, the "You:" label of the header,
// resigning, and taking an open seat.
import { api, h, fill, claimSeat, loadPlayer, showError, clearErrors, t } from "../api.js";
import { botWords, durationWords, seatName } from "../words.js";
import { $, app, mySeat, token } from "./state.js";
import { refresh } from "./live.js";
import { connect } from "./stream.js";

/** Each seat's role in words when the view names one (an animal, a colour): the items of a
 *  top-level list of the view that carry a `seat` and a role-like word. */
function roles(state) {
  const out = new Map();
  const local = app.renderer && typeof app.renderer.roleWords === "function" ? app.renderer.roleWords : (w) => w;
  const add = (seat, raw) => {
    const word = local(raw);
    const have = out.get(seat) || [];
    if (!have.includes(word)) have.push(word);
    out.set(seat, have);
  };
  const view = state.view || {};
  for (const key of Object.keys(view)) {
    const list = view[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!item || typeof item !== "object" || !Number.isInteger(item.seat)) continue;
      const word = ["animal", "colour", "color", "role"].map((k) => item[k]).find((v) => typeof v === "string");
      if (word) add(item.seat, word);
    }
  }
  if (state.outcome && state.outcome.detail && Array.isArray(state.outcome.detail.roles)) {
    for (const r of state.outcome.detail.roles) {
      if (Number.isInteger(r.seat) && typeof r.role === "string") add(r.seat, r.role);
    }
  }
  return out;
}

export function drawPlayers(state) {
  const body = $("players").tBodies[0];
  const who = roles(state);
  const me = mySeat();
  const pending = (!state.finished && state.pending && state.pending.seats) || [];
  const winners = (state.outcome && state.outcome.winners) || [];
  fill(body);
  for (let s = 0; s < state.seats; s++) {
    const role = who.get(s);
    const marks = [];
    if (pending.includes(s)) marks.push(h("span", { class: "badge turn" }, t("web-badge-to-play")));
    if (state.finished && winners.includes(s)) marks.push(h("span", { class: "badge win" }, t("web-badge-winner")));
    const resigned = (state.resigned || []).includes(s);
    const outs = (state.timeouts || [])[s] || 0;
    const notes = [];
    if (resigned) notes.push(h("span", { class: "badge resigned" }, t("web-badge-resigned")), h("span", { class: "seat-note" }, t("web-seat-played-by", { bot: botWords(state.bots[s] || state.fallback_bot || "greedy") })));
    if (outs) notes.push(h("span", { class: "badge timed-out" }, t("web-badge-timeouts", { n: outs })));
    const clock = state.clock;
    if (clock && clock.game_seconds && !state.finished && !resigned && !(state.bots && state.bots[s])) {
      const left = clock.game_seconds - ((clock.used_seconds || [])[s] || 0);
      notes.push(h("span", { class: "seat-note" }, left > 0 ? t("web-seat-game-clock", { time: durationWords(left) }) : t("web-seat-out-of-time")));
    }
    body.appendChild(h("tr", { class: s === me ? "me" : "", dataset: { seat: s, resigned: String(resigned), timeouts: outs } },
      h("td", {}, String(s + 1)),
      h("td", {},
        h("span", { class: "name" }, seatName(state, s)),
        s === me && (state.players || [])[s] ? h("span", { class: "badge you" }, t("web-badge-you")) : null,
        role ? h("span", { class: "role" }, ` — ${role.join(", ")}`) : null,
        notes.length ? h("div", { class: "seat-notes" }, notes) : null,
      ),
      h("td", { class: "score", dataset: { seat: s } }, String(state.scores && state.scores[s] !== undefined ? state.scores[s] : "")),
      h("td", {}, marks),
    ));
  }
}

export function drawResult(state) {
  const box = $("result-box");
  const out = state.outcome;
  if (!state.finished || !out) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const scores = out.scores || state.scores || [];
  const ranking = out.ranking || scores.map((_, i) => i).sort((a, b) => scores[b] - scores[a]);
  const winners = out.winners || [];
  const who = roles(state);
  // Places follow the engine's ranking (its tie-breaks included); winners share the
  // first place, and others share a place only when the engine ranks them level.
  let place = 0;
  let prev = null;
  fill($("ranking"), ranking.map((s, i) => {
    if (winners.includes(s)) place = 1;
    else if (prev === null || scores[s] !== prev || winners.includes(ranking[i - 1])) place = i + 1;
    prev = scores[s];
    const role = who.get(s);
    return h("li", { dataset: { seat: s, place } },
      h("span", { class: "place" }, `${place}.`), " ",
      h("span", { class: "name" }, seatName(state, s)),
      role ? ` (${role.join(", ")})` : "",
      ` — ${t("web-result-points", { n: scores[s] })}`,
      winners.includes(s) ? h("span", { class: "badge win" }, t("web-badge-winner")) : null,
    );
  }));
}

export function drawYou() {
  const el = $("you");
  const { seat, liveState } = app;
  if (seat && liveState) el.textContent = t("web-you-seat", { name: seatName(liveState, seat.seat), n: seat.seat + 1 });
  else if (seat) el.textContent = t("web-you-seat-n", { n: seat.seat + 1 });
  else el.textContent = t("web-you-watching");
}

// ---------------------------------------------------------------- resigning

/** The Resign button: for the viewing seat's player, in a live game still being played. */
export function drawResign(state) {
  const box = $("resign-box");
  const me = mySeat();
  const can = app.mode === "live" && me !== null && !state.finished && !state.abandoned
    && !(state.resigned || []).includes(me) && Boolean(state.players && state.players[me]);
  box.hidden = !can;
  if (!can) hideResignConfirm();
  else $("resign-question").textContent = t("web-resign-question", { n: me + 1, bot: botWords(state.fallback_bot || "greedy") });
}

function hideResignConfirm() {
  $("resign-confirm").hidden = true;
  $("resign").setAttribute("aria-expanded", "false");
}

async function resign() {
  const me = mySeat();
  if (me === null || app.busy) return;
  const yes = $("resign-yes");
  yes.disabled = true;
  app.busy = true;
  app.root.dataset.busy = "true";
  try {
    await api("POST", `${app.gamePath}/seats/${me}/resign`, { token: token() });
    clearErrors(app.errors);
    hideResignConfirm();
  } catch (err) {
    showError(app.errors, err, t("web-err-resign"));
  } finally {
    yes.disabled = false;
    app.busy = false;
    app.root.dataset.busy = "false";
    app.drawnKey = null;
    await refresh();
  }
}

export function wireResign() {
  $("resign").addEventListener("click", () => {
    const box = $("resign-confirm");
    box.hidden = !box.hidden;
    $("resign").setAttribute("aria-expanded", String(!box.hidden));
    if (!box.hidden) $("resign-no").focus();
  });
  $("resign-no").addEventListener("click", () => {
    hideResignConfirm();
    $("resign").focus();
  });
  $("resign-yes").addEventListener("click", resign);
}

// ---------------------------------------------------------------- taking a seat

/** The form to take an open seat, for a viewer without one. */
export function drawJoin(state) {
  const old = $("join");
  if (old) old.remove();
  if (app.mode !== "live" || app.seat || state.finished || !state.open_seats || !state.open_seats.length) return;
  const me = loadPlayer();
  const input = me ? null : h("input", { id: "join-name", maxlength: "64", pattern: "[A-Za-z0-9_.@\\-]+", autocomplete: "nickname" });
  if (input) input.value = localStorage.getItem("species-arena:player") || "";
  const form = h("form", { id: "join", class: "join" },
    me ? h("span", { class: "hint" }, t("web-join-as", { name: me.name })) : [h("label", { for: "join-name" }, t("web-join-guest-name")), input],
    state.open_seats.map((s) => h("button", { type: "submit", value: String(s), dataset: { seat: s } }, t("web-take-seat", { n: s + 1 }))),
  );
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const s = parseInt((ev.submitter && ev.submitter.value) || String(state.open_seats[0]), 10);
    const name = input ? input.value.trim() : null;
    if (input && !/^[A-Za-z0-9_.@-]{1,64}$/.test(name)) {
      input.setAttribute("aria-invalid", "true");
      input.focus();
      return;
    }
    try {
      const out = await claimSeat(app.gameId, s, name);
      if (input) localStorage.setItem("species-arena:player", name);
      app.seat = { seat: out.seat, token: out.token };
      drawYou();
      connect();
      refresh();
    } catch (err) {
      showError(app.errors, err, t("web-err-take-seat", { n: s + 1 }));
    }
  });
  $("now-box").appendChild(form);
}
