// Evo board renderer (rules: docs/rules/evo.md). One ES module; its drawing helpers and
// seat names are the client's shared ones (js/draw.js, js/words.js).
// render(state, ctx) returns an HTML string: the island with the climate and round tracks
// (one <svg>), then the players' species, the auction and the viewer's hand.
//
// data-target conventions (the engine's labels use the same kind:id):
//   region:<id>   a region, by the view's region id ("r3c2")
//   slot:<row>    a row of the bidding board, numbered from 1
//   card:<code>   an event card in the viewer's hand ("weather_gene")
//   seat:<n>      a player (Defensive Gas partner)
//   climate:<p>   a space 0..5 of the climate track (Weather Gene)

import { cap, esc, fit, hexPoints } from "../js/draw.js";
import { seatName as defaultSeatName } from "../js/words.js";
import { t } from "../js/i18n.js";

export const title = "Evo";

const TERRAIN_FILL = { desert: "#ecd48a", plains: "#9fcf78", hills: "#b98d62", mountains: "#a7a7a7" };
const TERRAIN_INK = { desert: "#6b5a1e", plains: "#2f5a1a", hills: "#4a3016", mountains: "#3a3a3a" };
const PLAYER_FILL = ["#d62728", "#1f6fd1", "#1e9e3a", "#f5c400", "#8e44ad"];
const PLAYER_INK = ["#fff", "#fff", "#fff", "#222", "#fff"];
const CLIMATE_LOOP = ["desert", "plains", "hills", "mountains", "hills", "plains"];
const WARMTH = { desert: 0, plains: 1, hills: 2, mountains: 3 };
// Phases 0 (the game is over) to 6, steps and card windows: words in web.ftl
// (web-evo-phase-<n>, web-evo-step-<step>, web-evo-window-<window>).
const STEPS = ["w1_start", "initiative", "w2_start", "climate", "w3_start", "movement", "w4_start", "w4_own",
  "births", "w4_end", "w5_start", "survival", "w5_end", "w6_start", "meteor", "w6_bid", "auction", "w6_pay",
  "payment", "end_of_round", "final", "scoring", "over"];
const WINDOWS = ["w1_start", "w2_start", "w3_start", "w4_start", "w4_own", "w4_end", "w5_start", "w5_end",
  "w6_start", "w6_bid", "w6_pay", "final"];
const kebab = (s) => String(s).toLowerCase().replace(/[^a-z0-9]+/g, "-");
const phaseName = (n) => (n >= 0 && n <= 6 ? t(`web-evo-phase-${n}`) : "");
const stepName = (s) => (STEPS.includes(s) ? t(`web-evo-step-${kebab(s)}`) : String(s || "").replace(/_/g, " "));
const windowName = (w) => (WINDOWS.includes(w) ? t(`web-evo-window-${kebab(w)}`) : "");
const TERRAINS = ["desert", "plains", "hills", "mountains"];
const terrainName = (x) => (TERRAINS.includes(x) ? t(`web-evo-terrain-${x}`) : String(x || ""));
const CLIMATES = ["temperate", "hot", "cold", "scorching", "freezing"];
const climateName = (c) => (CLIMATES.includes(c) ? t(`web-evo-climateclass-${c}`) : String(c || ""));
const CARDS = [
  "sleeping_gene", "accident", "weather_swing", "me_first", "genetic_highflyer", "gene_split", "ice_cold", "killer_rays", "missing_link", "heatproof_skin", "catastrophe", "tough_kids", "cuckoo", "weather_gene", "big_brother", "duplication", "giant_gene", "primal_urge", "pthermodactylus", "birth_control", "survival_gene", "wandering_brood", "unexpected_gene", "vegetarian_diet", "defensive_gas", "flood",
];
const GENES = ["tail", "leg", "horn", "egg", "fur", "parasol", "mutation", "card"];
const ATTRS = ["tails", "legs", "horns", "eggs", "fur", "parasols", "mutations"];
const COLOUR_NAMES = ["Red", "Blue", "Green", "Yellow", "Purple"];
const geneName = (g) => (GENES.includes(g) ? t(`web-evo-gene-${g}`) : String(g || ""));

const num = (v) => (Number.isFinite(+v) ? +v : 0);
const fill = (s) => PLAYER_FILL[s] || "#555";
const ink = (s) => PLAYER_INK[s] || "#fff";
const cardName = (c) => (CARDS.includes(c) ? t(`web-evo-card-${kebab(c)}`) : String(c || "").replace(/_/g, " "));
const cardWhen = (c) => (CARDS.includes(c) ? t(`web-evo-card-when-${kebab(c)}`) : "");

/** The letter that marks a species' dinos on the map (its colour's initial, or more where
 *  two colours of a language share one: web-evo-colour-<c>.letter). */
function colourLetter(view, seat) {
  const p = (view.players || [])[seat];
  const c = (p && p.colour) || COLOUR_NAMES[seat];
  if (COLOUR_NAMES.includes(c)) return t(`web-evo-colour-${c.toLowerCase()}.letter`);
  return String(colourOf(view, seat))[0] || "?";
}

/** A species' colour in the page's language ("Red"; the view names it in English). */
function colourOf(view, seat) {
  const p = (view.players || [])[seat];
  const c = (p && p.colour) || COLOUR_NAMES[seat];
  if (COLOUR_NAMES.includes(c)) return t(`web-evo-colour-${c.toLowerCase()}`);
  return c || t("web-evo-seat", { n: seat });
}

// ---------------------------------------------------------------- the island

const SIZE = 30; // hexagon radius
const HW = Math.sqrt(3) * SIZE; // hexagon width
const ROWH = 1.5 * SIZE;

/** Centres of the regions: from "r{row}c{col}" ids on the odd-r grid of §4.3.1, or a
 *  compact grid by index when a custom board uses other ids. */
function layout(regions) {
  const pos = [];
  let grid = regions.length > 0;
  for (const r of regions) {
    const m = /^r(\d+)c(\d+)$/.exec(String(r.id));
    if (!m) { grid = false; break; }
    const row = +m[1], col = +m[2];
    pos.push([col * HW + (row % 2 ? HW / 2 : 0), row * ROWH]);
  }
  if (!grid) {
    pos.length = 0;
    const cols = Math.max(1, Math.ceil(Math.sqrt(regions.length * 1.4)));
    regions.forEach((_, i) => {
      const row = Math.floor(i / cols), col = i % cols;
      pos.push([col * HW + (row % 2 ? HW / 2 : 0), row * ROWH]);
    });
  }
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [x, y] of pos) {
    minX = Math.min(minX, x); minY = Math.min(minY, y);
    maxX = Math.max(maxX, x); maxY = Math.max(maxY, y);
  }
  if (!pos.length) { minX = minY = maxX = maxY = 0; }
  const pad = SIZE + 6;
  return {
    pos: pos.map(([x, y]) => [x - minX + pad, y - minY + pad]),
    width: maxX - minX + 2 * pad,
    height: maxY - minY + 2 * pad,
  };
}

const CLIMATE_BADGE = {
  hot: ["hot", "#c0392b"], cold: ["cold", "#1f5fa8"],
  scorching: ["deadly", "#7a0000"], freezing: ["deadly", "#00306b"],
};
const badgeWords = (c) => t(`web-evo-badge-${CLIMATE_BADGE[c][0]}`);

function island(view, out, ox, oy) {
  const regions = view.regions || [];
  const L = layout(regions);
  const parts = [];
  parts.push(`<g transform="translate(${ox},${oy})">`);
  regions.forEach((r, i) => {
    const [x, y] = L.pos[i];
    const terr = r.terrain;
    const deadly = r.climate === "scorching" || r.climate === "freezing";
    const id = esc(r.id);
    // The region's number (its place in the board's list, from 1): drawn here, and the
    // region's name in the choices and the log ("region 7 (hills)").
    const no = (Number.isInteger(r.index) ? r.index : i) + 1;
    const who = r.dino ? ` — ${t(r.dino.newborn ? "web-evo-region-newborn" : "web-evo-region-dino", { colour: colourOf(view, num(r.dino.owner)) })}` : "";
    const tip = `${t("web-evo-region", { n: no, terrain: terrainName(terr), climate: climateName(r.climate) })}${r.coastal ? `, ${t("web-evo-coast")}` : ""}${who}`;
    parts.push(`<g class="evo-region" data-target="region:${id}"><title>${esc(tip)}</title>`);
    parts.push(`<polygon class="hl" points="${hexPoints(x, y, SIZE - 1, { pointy: true })}" fill="${TERRAIN_FILL[terr] || "#ddd"}" stroke="#fff" stroke-width="1.5"/>`);
    if (deadly) {
      parts.push(`<polygon points="${hexPoints(x, y, SIZE - 5, { pointy: true })}" fill="url(#evo-deadly)" stroke="${CLIMATE_BADGE[r.climate][1]}" stroke-width="1.5" stroke-dasharray="3 2" pointer-events="none"/>`);
    }
    const badge = CLIMATE_BADGE[r.climate];
    if (badge) {
      const words = badgeWords(r.climate);
      parts.push(`<text x="${x.toFixed(1)}" y="${(y - 15).toFixed(1)}" class="evo-badge" fill="${badge[1]}"${fit(words, 9, 40, true)}>${esc(words)}</text>`);
    }
    parts.push(`<text x="${x.toFixed(1)}" y="${(y + 22).toFixed(1)}" class="evo-rid" fill="${TERRAIN_INK[terr] || "#333"}">${no}</text>`);
    if (r.dino) {
      const s = num(r.dino.owner);
      parts.push(`<circle cx="${x.toFixed(1)}" cy="${(y + 1).toFixed(1)}" r="11" fill="${fill(s)}" stroke="#222" stroke-width="1.5"/>`);
      if (r.dino.newborn) {
        parts.push(`<circle cx="${x.toFixed(1)}" cy="${(y + 1).toFixed(1)}" r="14.5" fill="none" stroke="#222" stroke-width="1.2" stroke-dasharray="2.5 2"/>`);
      }
      const letter = colourLetter(view, s);
      parts.push(`<text x="${x.toFixed(1)}" y="${(y + 5.5).toFixed(1)}" class="evo-dino" fill="${ink(s)}"${fit(letter, 12, 17, true)}>${esc(letter)}</text>`);
    }
    parts.push(`</g>`);
  });
  parts.push(`</g>`);
  out.push(parts.join(""));
  return L;
}

// ---------------------------------------------------------------- tracks and status

function climateTrack(view, out, x, y) {
  const pos = num(view.climate && view.climate.position);
  const temperate = (view.climate && view.climate.temperate) || CLIMATE_LOOP[pos % 6];
  out.push(`<text x="${x}" y="${y}" class="evo-h">${esc(t("web-evo-climate-head", { terrain: cap(terrainName(temperate)) }))}</text>`);
  const w = 46;
  CLIMATE_LOOP.forEach((terr, i) => {
    const cx = x + i * (w + 4);
    const name = terrainName(terr);
    out.push(`<g data-target="climate:${i}"><title>${esc(t("web-evo-climate-space", { n: i, terrain: name }))}</title>`);
    out.push(`<rect class="hl" x="${cx}" y="${y + 13}" width="${w}" height="30" rx="4" fill="${TERRAIN_FILL[terr]}" stroke="${i === pos ? "#111" : "#fff"}" stroke-width="${i === pos ? 3 : 1}"/>`);
    out.push(`<text x="${cx + w / 2}" y="${y + 26}" class="evo-small" fill="${TERRAIN_INK[terr]}">${i}</text>`);
    out.push(`<text x="${cx + w / 2}" y="${y + 38}" class="evo-tiny" fill="${TERRAIN_INK[terr]}"${fit(name, 9.5, w - 4)}>${esc(name)}</text>`);
    if (i === pos) out.push(`<path d="M${cx + w / 2 - 6},${y + 5} l12,0 l-6,7 z" fill="#111"/>`);
    out.push(`</g>`);
  });
  // What each terrain is this round (§5.1).
  const tw = WARMTH[temperate] ?? 0;
  const cls = (terr) => {
    const d = WARMTH[terr] - tw;
    return d === 0 ? "temperate" : d === -1 ? "hot" : d === 1 ? "cold" : d < 0 ? "scorching" : "freezing";
  };
  const terr = ["desert", "plains", "hills", "mountains"];
  terr.forEach((tr, i) => {
    const cx = x + (i % 2) * 150, cy = y + 51 + Math.floor(i / 2) * 17;
    const c = cls(tr);
    const col = c === "temperate" ? "#2b6b2b" : (CLIMATE_BADGE[c] || ["", "#333"])[1];
    const words = `${cap(terrainName(tr))}: ${c === "temperate" ? climateName(c) : badgeWords(c)}`;
    out.push(`<rect x="${cx}" y="${cy}" width="12" height="12" fill="${TERRAIN_FILL[tr]}" stroke="#666"/>`);
    out.push(`<text x="${cx + 17}" y="${cy + 10}" class="evo-left evo-small" fill="${col}"${fit(words, 11.5, 128)}>${esc(words)}</text>`);
  });
}

function meteorTrack(view, out, x, y) {
  const track = view.round_track || { last_space: 16, die_spaces: [] };
  const last = Math.max(1, num(track.last_space));
  const die = {};
  for (const d of track.die_spaces || []) die[num(d.space)] = (d.impact || []).map(num);
  const meteor = num(view.meteor);
  out.push(`<text x="${x}" y="${y}" class="evo-h">${esc(t("web-evo-meteor-head", { n: meteor, last }))}</text>`);
  const perRow = Math.min(last, 8), w = 33, h = 26;
  for (let s = 1; s <= last; s++) {
    const i = s - 1, cx = x + (i % perRow) * (w + 3), cy = y + 8 + Math.floor(i / perRow) * (h + 4);
    const isDie = die[s] !== undefined, here = s === meteor;
    const bg = s === last ? "#444" : isDie ? "#f3d6c4" : "#eee";
    out.push(`<rect x="${cx}" y="${cy}" width="${w}" height="${h}" rx="3" fill="${bg}" stroke="${here ? "#b00" : "#999"}" stroke-width="${here ? 3 : 1}"/>`);
    out.push(`<text x="${cx + w / 2}" y="${cy + 11}" class="evo-tiny" fill="${s === last ? "#fff" : "#333"}">${s}</text>`);
    const sub = s === last ? t("web-evo-track-end") : isDie ? `⚀ ${die[s].join(",")}` : "";
    if (sub) out.push(`<text x="${cx + w / 2}" y="${cy + 22}" class="evo-tiny" fill="${s === last ? "#fff" : "#8a2a00"}"${fit(sub, 9.5, w - 3)}>${esc(sub)}</text>`);
    if (here) out.push(`<circle cx="${cx + w - 5}" cy="${cy + 5}" r="5" fill="#b00" stroke="#fff"/>`);
  }
  return y + 8 + Math.ceil(last / perRow) * (h + 4);
}

function pendingWords(state, view) {
  const p = state.pending;
  if (!p) return state.finished ? t("web-evo-over") : "";
  const seats = Array.isArray(p.seats) ? p.seats : [p.seat];
  const who = seats.map((s) => colourOf(view, s)).join(", ");
  const known = ["card_window", "card_response", "movement", "birth", "survival", "bid"];
  if (!known.includes(p.kind)) return `${who} ${String(p.kind || "").replace(/_/g, " ")}`;
  return t(`web-evo-pending-${kebab(p.kind)}`, { who });
}

function statusHtml(state, view) {
  // An open card window belongs to the phase it names (w4_end is still Phase 4).
  const wm = view.window ? /^w(\d)_/.exec(String(view.window.kind)) : null;
  const phase = wm ? +wm[1] : num(view.phase);
  const head = phase ? t("web-evo-head", { round: num(view.round), n: phase, phase: phaseName(phase) }) : t("web-evo-head-over", { round: num(view.round) });
  let line = t("web-evo-step", { step: stepName(view.step) });
  if (view.step === "auction" && !view.auction) line += ` ${t("web-evo-genes-next")}`;
  if (view.window) line += ` ${t("web-evo-window-asking", { window: windowName(view.window.kind), colour: colourOf(view, view.window.next) })}`;
  const extra = [];
  if (view.end) {
    extra.push(view.end.reason === "meteor_strike"
      ? t("web-evo-end-strike", { roll: num(view.end.roll) })
      : t("web-evo-end-last"));
  }
  if (view.response) extra.push(t("web-evo-response", { colour: colourOf(view, view.response.player), card: cardName(view.response.card), next: colourOf(view, view.response.next) }));
  if (view.movement) extra.push(t("web-evo-moving", { colour: colourOf(view, view.movement.seat), n: num(view.movement.mp_left) }));
  if (view.birth) extra.push(t("web-evo-birth", { colour: colourOf(view, view.birth.seat), n: num(view.birth.eggs_left) }));
  if (view.survival) {
    const who = (view.order || [])[num(view.survival.turn)];
    const whose = who === undefined ? t("web-evo-survival") : t("web-evo-survival-of", { colour: colourOf(view, who) });
    extra.push(t(view.survival.hot ? "web-evo-survival-hot" : "web-evo-survival-cold", { whose, n: num(view.survival.keep_left) }));
  }
  if (view.truce) extra.push(t("web-evo-truce", { card: cardName("defensive_gas"), a: colourOf(view, view.truce[0]), b: colourOf(view, view.truce[1]) }));
  const pk = state.pending && state.pending.kind;
  const pw = ["movement", "birth", "survival"].includes(pk) ? "" : pendingWords(state, view);
  if (pw) extra.push(pw);
  const order = (view.order || []).map((s, i) =>
    `<span class="evo-chip" style="background:${fill(s)};color:${ink(s)}">${i + 1}. ${esc(colourOf(view, s))}</span>`).join("");
  return `<div class="evo-status"><div class="evo-head">${esc(head)}</div>`
    + `<div>${esc(line)}${extra.length ? " · " : ""}${extra.map(esc).join(" · ")}</div>`
    + `<div class="evo-order">${esc(t("web-evo-turn-order"))} ${order}</div></div>`;
}

function legend(out, x, y) {
  const line = (id, tx, ty, max) => {
    const words = t(id);
    return `<text x="${tx}" y="${ty}" class="evo-left evo-small"${fit(words, 11.5, max)}>${esc(words)}</text>`;
  };
  out.push(`<text x="${x}" y="${y}" class="evo-h">${esc(t("web-evo-legend"))}</text>`);
  out.push(`<circle cx="${x + 10}" cy="${y + 18}" r="8" fill="#999" stroke="#222"/>${line("web-evo-legend-dino", x + 24, y + 22, 270)}`);
  out.push(`<circle cx="${x + 10}" cy="${y + 42}" r="8" fill="#999" stroke="#222"/><circle cx="${x + 10}" cy="${y + 42}" r="11" fill="none" stroke="#222" stroke-dasharray="2.5 2"/>${line("web-evo-legend-newborn", x + 24, y + 46, 270)}`);
  out.push(line("web-evo-legend-protect", x, y + 68, 294));
  out.push(line("web-evo-legend-deadly", x, y + 84, 294));
}

// ---------------------------------------------------------------- panels (HTML)

function playersPanel(state, view, seatName) {
  const players = view.players || [];
  const pendingSeats = state.pending ? (state.pending.seats || [state.pending.seat]) : [];
  const me = state.viewer ? state.viewer.seat : null;
  const orderPos = {};
  (view.order || []).forEach((s, i) => { orderPos[s] = i + 1; });
  const rows = players.map((p) => {
    const s = num(p.seat);
    const you = me === s && (state.players || [])[s] ? ` ${t("web-evo-you")}` : "";
    const played = (p.played_this_round || []).map(cardName).join(", ");
    const attrs = p.attributes || {};
    const genes = ATTRS.map((k) => {
      const w = esc(t(`web-evo-attr-${k}`));
      return `<span class="evo-gene" title="${w}">${w} <b>${num(attrs[k])}</b></span>`;
    }).join("");
    const score = num(p.ep) + num(p.final_bonus);
    return `<tr data-target="seat:${s}" class="${pendingSeats.includes(s) ? "evo-pending" : ""}">`
      + `<td><span class="evo-swatch" style="background:${fill(s)}"></span><b>${esc(colourOf(view, s))}</b>${esc(you)}<br><span class="evo-muted">${esc(seatName(state, s))}</span></td>`
      + `<td class="evo-num"><b>${score}</b> ${esc(t("web-evo-ep"))}${num(p.final_bonus) ? `<br><span class="evo-muted">${esc(t("web-evo-bonus", { n: num(p.final_bonus) }))}</span>` : ""}</td>`
      + `<td class="evo-num">${orderPos[s] || "–"}</td>`
      + `<td class="evo-num">${num(p.on_board)} / ${num(p.supply)}</td>`
      + `<td>${genes}</td>`
      + `<td class="evo-num">${num(p.hand_size)}</td>`
      + `<td>${esc(played) || "<span class=\"evo-muted\">–</span>"}</td>`
      + `</tr>`;
  }).join("");
  const heads = ["species", "score", "order", "dinos", "genes", "cards", "played"].map((k) => `<th>${esc(t(`web-evo-col-${k}`))}</th>`).join("");
  return `<div class="evo-scroll"><table class="evo-table"><thead><tr>${heads}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

function auctionPanel(view) {
  const a = view.auction;
  const bag = `<span class="evo-muted">${esc(t("web-evo-bag", { tiles: num(view.bag_size), cards: num(view.deck_size) }))}</span>`;
  if (!a) {
    // The step is the auction's while the card window before it (W6) is open: the genes
    // are drawn once it closes.
    const why = view.step === "auction" ? t("web-evo-auction-soon") : t("web-evo-auction-none");
    return `<div class="evo-box"><div class="evo-h2">${esc(t("web-evo-auction"))}</div><div class="evo-muted">${esc(why)}</div>${bag}</div>`;
  }
  const rows = (a.rows || []).map((r, i) => {
    const b = r.bid;
    const marker = b
      ? `<span class="evo-bid" style="background:${fill(b.seat)};color:${ink(b.seat)}">${esc(colourOf(view, b.seat))} ${num(b.value)}</span>`
      : `<span class="evo-muted">${esc(t("web-evo-no-bid"))}</span>`;
    return `<div class="evo-slot" data-target="slot:${i + 1}"><span class="evo-rowno">${i + 1}</span>${esc(t("web-evo-gene-row", { gene: cap(geneName(r.gene)) }))} ${marker}</div>`;
  }).join("");
  const passed = Array.isArray(a.passed) ? a.passed : [];
  const passInfo = esc(t("web-evo-passes", { n: num(a.passes_allowed) })) + (passed.length ? ` · ${esc(t("web-evo-passed", { who: passed.map((s) => colourOf(view, s)).join(", ") }))}` : "");
  const actor = a.actor !== null && a.actor !== undefined ? ` · ${esc(t("web-evo-bidding", { who: colourOf(view, a.actor) }))}` : "";
  return `<div class="evo-box"><div class="evo-h2">${esc(t("web-evo-auction"))}</div>${rows}<div class="evo-muted">${passInfo}${actor}</div>${bag}</div>`;
}

function cardsPanel(state, view) {
  const me = state.viewer ? state.viewer.seat : null;
  const parts = [];
  const shown = (view.players || []).filter((p) => Array.isArray(p.hand));
  for (const p of shown) {
    const s = num(p.seat);
    const whose = esc(s === me ? t("web-evo-your-hand") : t("web-evo-hand-of", { colour: colourOf(view, s) }));
    const cards = p.hand.map((h) => {
      const later = num(h.playable_from) > num(view.round) ? ` <span class="evo-muted">${esc(t("web-evo-from-round", { n: num(h.playable_from) }))}</span>` : "";
      const target = s === me ? ` data-target="card:${esc(h.card)}"` : "";
      return `<div class="evo-card"${target}><b>${esc(cardName(h.card))}</b>${later}<br><span class="evo-muted">${esc(cardWhen(h.card))}</span></div>`;
    }).join("") || `<span class="evo-muted">${esc(t("web-evo-no-cards"))}</span>`;
    parts.push(`<div class="evo-h2">${whose}</div><div class="evo-cards">${cards}</div>`);
  }
  if (num(view.round) < 3) parts.push(`<div class="evo-muted">${esc(t("web-evo-no-cards-yet"))}</div>`);
  const discard = (view.discard || []).map(cardName);
  parts.push(`<div class="evo-muted">${esc(t("web-evo-played-cards", { cards: discard.length ? discard.join(", ") : t("web-evo-none") }))}</div>`);
  return `<div class="evo-box">${parts.join("")}</div>`;
}

function outcomePanel(state, view) {
  const o = state.outcome;
  if (!o) return "";
  const winners = (o.winners || []).map((s) => esc(colourOf(view, s))).join(", ");
  const ranking = (o.ranking || []).map((s) => `${esc(colourOf(view, s))} ${num((o.scores || [])[s])}`).join(" · ");
  return `<div class="evo-box evo-final"><b>${esc(t("web-evo-final-over"))}</b> ${esc(t("web-evo-final-winners", { n: (o.winners || []).length }))} ${winners}. ${esc(t("web-evo-final-ranking"))} ${ranking}</div>`;
}

const STYLE = `<style>
.evo-wrap{font:13px/1.35 system-ui,sans-serif;color:#222}
.evo-wrap svg{width:100%;height:auto;display:block}
.evo-wrap svg.evo-map{max-width:880px;margin:0 auto}
.evo-wrap svg.evo-tracks{max-width:960px;margin:6px auto 0}
.evo-status{margin:0 0 6px}
.evo-top{margin:0 0 8px}
.evo-head{font-size:16px;font-weight:700}
.evo-order{margin-top:3px}
.evo-chip{display:inline-block;border:1px solid #222;border-radius:4px;padding:0 6px;margin:0 3px 2px 0;font-size:12px}
.evo-wrap svg text{text-anchor:middle;font-family:system-ui,sans-serif}
.evo-wrap svg .evo-left{text-anchor:start}
.evo-badge{font-size:9px;font-weight:700;paint-order:stroke;stroke:#fff;stroke-opacity:.75;stroke-width:2.5px;pointer-events:none}
.evo-rid{font-size:8.5px;paint-order:stroke;stroke:#fff;stroke-opacity:.6;stroke-width:2px;pointer-events:none}
.evo-dino{font-size:12px;font-weight:700;pointer-events:none}
.evo-h{font-size:13px;font-weight:700;text-anchor:start!important}
.evo-title{font-size:14px;font-weight:700;text-anchor:start!important}
.evo-small{font-size:11.5px}
.evo-tiny{font-size:9.5px}
.evo-wrap [data-target].live{cursor:pointer}
.evo-wrap [data-target].live .hl{stroke:#ffd400!important;stroke-width:4!important}
.evo-wrap [data-target].live:hover .hl{stroke:#ff9800!important}
.evo-wrap div[data-target].live,.evo-wrap tr[data-target].live{outline:3px solid #ffd400;cursor:pointer}
.evo-panels{display:flex;flex-wrap:wrap;gap:10px;margin-top:8px;align-items:flex-start}
.evo-box{border:1px solid #ccc;border-radius:6px;padding:8px;background:#fafafa;flex:1 1 260px}
.evo-final{flex-basis:100%;background:#fff6d6}
.evo-h2{font-weight:700;margin:2px 0 6px}
.evo-scroll{overflow-x:auto;max-width:100%}
.evo-table{border-collapse:collapse;width:100%;margin-top:8px}
.evo-table th,.evo-table td{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}
.evo-table th{font-size:12px;color:#555}
.evo-num{text-align:right!important;white-space:nowrap}
.evo-pending{background:#fff6d6}
.evo-swatch{display:inline-block;width:12px;height:12px;border:1px solid #222;border-radius:50%;margin-right:5px;vertical-align:-1px}
.evo-gene{display:inline-block;margin:0 8px 2px 0;white-space:nowrap}
.evo-muted{color:#777;font-size:12px}
.evo-slot{padding:4px 6px;margin:3px 0;border:1px solid #ddd;border-radius:4px;background:#fff}
.evo-rowno{display:inline-block;width:18px;color:#777}
.evo-bid{border-radius:10px;padding:1px 8px;margin-left:8px;border:1px solid #222}
.evo-cards{display:flex;flex-wrap:wrap;gap:6px;margin-bottom:6px}
.evo-card{border:1px solid #8a6d3b;border-radius:5px;background:#fffbe8;padding:4px 8px;min-width:120px}
</style>`;

/** The board of an Evo game (see the contract in tools/CONTRACT.md). */
export function render(state, ctx) {
  const view = (state && state.view) || {};
  const out = [];
  const islandParts = [];
  const L = island(view, islandParts, 0, 0);
  const width = Math.ceil(L.width), height = Math.ceil(L.height);
  const tracks = [];
  climateTrack(view, tracks, 10, 18);
  const end = meteorTrack(view, tracks, 340, 18);
  legend(tracks, 660, 18);
  const th = Math.ceil(Math.max(end, 18 + 84) + 10);
  out.push(`<div class="evo-wrap">${STYLE}`);
  out.push(statusHtml(state, view));
  out.push(outcomePanel(state, view));
  // The auction and the hands keep one place, right below the island, whatever is being
  // decided: nothing above the island comes and goes between two decisions.
  const panels = [auctionPanel(view), cardsPanel(state, view)];
  out.push(`<svg class="evo-map" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(t("web-evo-aria-island", { n: num(view.round) }))}">`);
  out.push(`<defs><pattern id="evo-deadly" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="none"/><line x1="0" y1="0" x2="0" y2="6" stroke="#000" stroke-opacity="0.28" stroke-width="2"/></pattern></defs>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${height}" rx="8" fill="#dbeef7"/>`);
  out.push(islandParts.join(""));
  out.push(`</svg>`);
  out.push(`<div class="evo-panels">${panels.join("")}</div>`);
  out.push(`<svg class="evo-tracks" viewBox="0 0 960 ${th}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(t("web-evo-aria-tracks"))}">`);
  out.push(tracks.join(""));
  out.push(`</svg>`);
  out.push(playersPanel(state, view, (ctx && ctx.seatName) || defaultSeatName));
  out.push(`</div>`);
  return out.join("");
}

/** A seat's role as the view names it (a colour, "Red") in the page's language. */
export function roleWords(word) {
  return COLOUR_NAMES.includes(word) ? t(`web-evo-colour-${word.toLowerCase()}`) : word;
}
