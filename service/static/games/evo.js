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

import { cap, esc, hexPoints } from "../js/draw.js";
import { seatName as defaultSeatName } from "../js/words.js";

export const title = "Evo";

const TERRAIN_FILL = { desert: "#ecd48a", plains: "#9fcf78", hills: "#b98d62", mountains: "#a7a7a7" };
const TERRAIN_INK = { desert: "#6b5a1e", plains: "#2f5a1a", hills: "#4a3016", mountains: "#3a3a3a" };
const PLAYER_FILL = ["#d62728", "#1f6fd1", "#1e9e3a", "#f5c400", "#8e44ad"];
const PLAYER_INK = ["#fff", "#fff", "#fff", "#222", "#fff"];
const CLIMATE_LOOP = ["desert", "plains", "hills", "mountains", "hills", "plains"];
const WARMTH = { desert: 0, plains: 1, hills: 2, mountains: 3 };
const PHASES = {
  1: "Initiative", 2: "Climate", 3: "Movement and combat", 4: "Birth",
  5: "Survival and evolution", 6: "Meteor and bidding", 0: "Game over",
};
const STEPS = {
  w1_start: "card window", initiative: "initiative", w2_start: "card window", climate: "climate roll",
  w3_start: "card window", movement: "movement", w4_start: "card window", w4_own: "own birth window",
  births: "births", w4_end: "card window", w5_start: "card window", survival: "survival",
  w5_end: "card window", w6_start: "card window", meteor: "meteor", w6_bid: "card window",
  auction: "gene auction", w6_pay: "card window", payment: "payment", end_of_round: "end of round",
  final: "final card window", scoring: "final scoring", over: "game over",
};
const WINDOWS = {
  w1_start: "start of Phase 1", w2_start: "start of Phase 2", w3_start: "start of Phase 3",
  w4_start: "start of Phase 4", w4_own: "own birth window", w4_end: "end of Phase 4",
  w5_start: "start of Phase 5", w5_end: "end of Phase 5", w6_start: "start of Phase 6",
  w6_bid: "bidding window", w6_pay: "payment window", final: "end of the game",
};
const CARDS = {
  sleeping_gene: "Sleeping Gene", accident: "Accident", weather_swing: "Weather Swing", me_first: "Me First!",
  genetic_highflyer: "Genetic Highflyer", gene_split: "Gene Split", ice_cold: "Ice Cold!", killer_rays: "Killer Rays",
  missing_link: "Missing Link", heatproof_skin: "Heatproof Skin", catastrophe: "Catastrophe!", tough_kids: "Tough Kids",
  cuckoo: "Cuckoo", weather_gene: "Weather Gene", big_brother: "Big Brother", duplication: "Duplication",
  giant_gene: "Giant Gene", primal_urge: "Primal Urge", pthermodactylus: "Pthermodactylus",
  birth_control: "Birth Control", survival_gene: "Survival Gene", wandering_brood: "Wandering Brood",
  unexpected_gene: "Unexpected Gene", vegetarian_diet: "Vegetarian Diet", defensive_gas: "Defensive Gas", flood: "Flood",
};
const CARD_WHEN = {
  sleeping_gene: "any window: no more cards this round", accident: "Phase 2: remove a dino (owner has 5+)",
  weather_swing: "Phase 2: swap green/brown space", me_first: "start of a phase: go first",
  genetic_highflyer: "payment: price 3 lower", gene_split: "auction: outbidding you costs 3 more",
  ice_cold: "Phase 5: one fur fewer for all", killer_rays: "Phase 5: one parasol fewer for all",
  missing_link: "auction: one gene fewer", heatproof_skin: "Phase 5: your hot dinos survive",
  catastrophe: "Phase 2: climate 2 forward", tough_kids: "Phase 4: newborns may attack",
  cuckoo: "end of Phase 4: replace a newborn", weather_gene: "Phase 2: choose the climate die",
  big_brother: "Phase 3: defend +2 horns", duplication: "after a card: take it",
  giant_gene: "Phase 3: attack +2 horns", primal_urge: "Phase 3: steps = your dinos",
  pthermodactylus: "Phase 5: your cold dinos survive", birth_control: "Phase 4: no births",
  survival_gene: "end of Phase 5: others lose EP", wandering_brood: "Phase 4: newborns up to 3 away",
  unexpected_gene: "game end: +2 EP", vegetarian_diet: "Phase 3: no fighting",
  defensive_gas: "Phase 3: truce with a player", flood: "Phase 2: coastal dinos may drown",
};
const GENES = ["tail", "leg", "horn", "egg", "fur", "parasol", "mutation", "card"];
const ATTRS = [
  ["tails", "Tails"], ["legs", "Legs"], ["horns", "Horns"], ["eggs", "Eggs"],
  ["fur", "Fur"], ["parasols", "Parasols"], ["mutations", "Mutations"],
];
const COLOUR_NAMES = ["Red", "Blue", "Green", "Yellow", "Purple"];

const num = (v) => (Number.isFinite(+v) ? +v : 0);
const fill = (s) => PLAYER_FILL[s] || "#555";
const ink = (s) => PLAYER_INK[s] || "#fff";
const cardName = (c) => CARDS[c] || String(c || "").replace(/_/g, " ");

function colourOf(view, seat) {
  const p = (view.players || [])[seat];
  return (p && p.colour) || COLOUR_NAMES[seat] || `Seat ${seat}`;
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

function island(view, out, ox, oy) {
  const regions = view.regions || [];
  const L = layout(regions);
  const parts = [];
  parts.push(`<g transform="translate(${ox},${oy})">`);
  regions.forEach((r, i) => {
    const [x, y] = L.pos[i];
    const t = r.terrain;
    const deadly = r.climate === "scorching" || r.climate === "freezing";
    const id = esc(r.id);
    // The region's number (its place in the board's list, from 1): drawn here, and the
    // region's name in the choices and the log ("region 7 (hills)").
    const no = (Number.isInteger(r.index) ? r.index : i) + 1;
    const who = r.dino ? ` — ${colourOf(view, num(r.dino.owner))}'s ${r.dino.newborn ? "newborn" : "dino"}` : "";
    parts.push(`<g class="evo-region" data-target="region:${id}"><title>Region ${no} (${esc(t)}) — ${esc(r.climate)}${r.coastal ? ", coast" : ""}${esc(who)}</title>`);
    parts.push(`<polygon class="hl" points="${hexPoints(x, y, SIZE - 1, { pointy: true })}" fill="${TERRAIN_FILL[t] || "#ddd"}" stroke="#fff" stroke-width="1.5"/>`);
    if (deadly) {
      parts.push(`<polygon points="${hexPoints(x, y, SIZE - 5, { pointy: true })}" fill="url(#evo-deadly)" stroke="${CLIMATE_BADGE[r.climate][1]}" stroke-width="1.5" stroke-dasharray="3 2" pointer-events="none"/>`);
    }
    const badge = CLIMATE_BADGE[r.climate];
    if (badge) {
      parts.push(`<text x="${x.toFixed(1)}" y="${(y - 15).toFixed(1)}" class="evo-badge" fill="${badge[1]}">${badge[0]}</text>`);
    }
    parts.push(`<text x="${x.toFixed(1)}" y="${(y + 22).toFixed(1)}" class="evo-rid" fill="${TERRAIN_INK[t] || "#333"}">${no}</text>`);
    if (r.dino) {
      const s = num(r.dino.owner);
      parts.push(`<circle cx="${x.toFixed(1)}" cy="${(y + 1).toFixed(1)}" r="11" fill="${fill(s)}" stroke="#222" stroke-width="1.5"/>`);
      if (r.dino.newborn) {
        parts.push(`<circle cx="${x.toFixed(1)}" cy="${(y + 1).toFixed(1)}" r="14.5" fill="none" stroke="#222" stroke-width="1.2" stroke-dasharray="2.5 2"/>`);
      }
      parts.push(`<text x="${x.toFixed(1)}" y="${(y + 5.5).toFixed(1)}" class="evo-dino" fill="${ink(s)}">${esc(colourOf(view, s)[0])}</text>`);
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
  out.push(`<text x="${x}" y="${y}" class="evo-h">Climate: ${esc(cap(temperate))} is temperate</text>`);
  const w = 46;
  CLIMATE_LOOP.forEach((t, i) => {
    const cx = x + i * (w + 4);
    out.push(`<g data-target="climate:${i}"><title>Climate space ${i}: ${t} temperate</title>`);
    out.push(`<rect class="hl" x="${cx}" y="${y + 13}" width="${w}" height="30" rx="4" fill="${TERRAIN_FILL[t]}" stroke="${i === pos ? "#111" : "#fff"}" stroke-width="${i === pos ? 3 : 1}"/>`);
    out.push(`<text x="${cx + w / 2}" y="${y + 26}" class="evo-small" fill="${TERRAIN_INK[t]}">${i}</text>`);
    out.push(`<text x="${cx + w / 2}" y="${y + 38}" class="evo-tiny" fill="${TERRAIN_INK[t]}">${t}</text>`);
    if (i === pos) out.push(`<path d="M${cx + w / 2 - 6},${y + 5} l12,0 l-6,7 z" fill="#111"/>`);
    out.push(`</g>`);
  });
  // What each terrain is this round (§5.1).
  const tw = WARMTH[temperate] ?? 0;
  const cls = (t) => {
    const d = WARMTH[t] - tw;
    return d === 0 ? "temperate" : d === -1 ? "hot" : d === 1 ? "cold" : d < 0 ? "scorching" : "freezing";
  };
  const terr = ["desert", "plains", "hills", "mountains"];
  terr.forEach((t, i) => {
    const cx = x + (i % 2) * 150, cy = y + 51 + Math.floor(i / 2) * 17;
    const c = cls(t);
    const col = c === "temperate" ? "#2b6b2b" : (CLIMATE_BADGE[c] || ["", "#333"])[1];
    out.push(`<rect x="${cx}" y="${cy}" width="12" height="12" fill="${TERRAIN_FILL[t]}" stroke="#666"/>`);
    out.push(`<text x="${cx + 17}" y="${cy + 10}" class="evo-left evo-small" fill="${col}">${cap(t)}: ${c === "scorching" || c === "freezing" ? "deadly" : c}</text>`);
  });
}

function meteorTrack(view, out, x, y) {
  const track = view.round_track || { last_space: 16, die_spaces: [] };
  const last = Math.max(1, num(track.last_space));
  const die = {};
  for (const d of track.die_spaces || []) die[num(d.space)] = (d.impact || []).map(num);
  const meteor = num(view.meteor);
  out.push(`<text x="${x}" y="${y}" class="evo-h">Meteor on space ${meteor} of ${last}</text>`);
  const perRow = Math.min(last, 8), w = 33, h = 26;
  for (let s = 1; s <= last; s++) {
    const i = s - 1, cx = x + (i % perRow) * (w + 3), cy = y + 8 + Math.floor(i / perRow) * (h + 4);
    const isDie = die[s] !== undefined, here = s === meteor;
    const bg = s === last ? "#444" : isDie ? "#f3d6c4" : "#eee";
    out.push(`<rect x="${cx}" y="${cy}" width="${w}" height="${h}" rx="3" fill="${bg}" stroke="${here ? "#b00" : "#999"}" stroke-width="${here ? 3 : 1}"/>`);
    out.push(`<text x="${cx + w / 2}" y="${cy + 11}" class="evo-tiny" fill="${s === last ? "#fff" : "#333"}">${s}</text>`);
    const sub = s === last ? "end" : isDie ? `⚀ ${die[s].join(",")}` : "";
    if (sub) out.push(`<text x="${cx + w / 2}" y="${cy + 22}" class="evo-tiny" fill="${s === last ? "#fff" : "#8a2a00"}">${esc(sub)}</text>`);
    if (here) out.push(`<circle cx="${cx + w - 5}" cy="${cy + 5}" r="5" fill="#b00" stroke="#fff"/>`);
  }
  return y + 8 + Math.ceil(last / perRow) * (h + 4);
}

function pendingWords(state, view) {
  const p = state.pending;
  if (!p) return state.finished ? "The game is over" : "";
  const seats = Array.isArray(p.seats) ? p.seats : [p.seat];
  const who = seats.map((s) => colourOf(view, s)).join(", ");
  const kind = {
    card_window: "may play an event card", card_response: "may answer the card just played",
    movement: "is moving", birth: "is placing newborns", survival: "chooses survivors", bid: "is bidding",
  }[p.kind] || String(p.kind || "").replace(/_/g, " ");
  return `${who} ${kind}`;
}

function statusHtml(state, view) {
  // An open card window belongs to the phase it names (w4_end is still Phase 4).
  const wm = view.window ? /^w(\d)_/.exec(String(view.window.kind)) : null;
  const phase = wm ? +wm[1] : num(view.phase);
  const head = phase ? `Round ${num(view.round)} · Phase ${phase}: ${PHASES[phase] || ""}` : `Round ${num(view.round)} · Game over`;
  let line = `Step: ${STEPS[view.step] || String(view.step || "").replace(/_/g, " ")}`;
  if (view.step === "auction" && !view.auction) line += " (the genes are drawn next)";
  if (view.window) line += ` (${WINDOWS[view.window.kind] || ""}, asking ${colourOf(view, view.window.next)})`;
  const extra = [];
  if (view.end) {
    extra.push(view.end.reason === "meteor_strike"
      ? `The meteor struck (roll ${num(view.end.roll)}): the game ends`
      : "The meteor reached the last space: the game ends");
  }
  if (view.response) extra.push(`${colourOf(view, view.response.player)} played ${cardName(view.response.card)}: asking ${colourOf(view, view.response.next)}`);
  if (view.movement) extra.push(`${colourOf(view, view.movement.seat)} moves: ${num(view.movement.mp_left)} movement point(s) left`);
  if (view.birth) extra.push(`${colourOf(view, view.birth.seat)} places newborns: ${num(view.birth.eggs_left)} egg(s) left`);
  if (view.survival) {
    const who = (view.order || [])[num(view.survival.turn)];
    const whose = who === undefined ? "Survival" : `${colourOf(view, who)}'s survival`;
    extra.push(`${whose}: ${view.survival.hot ? "hot" : "cold"} dinos, ${num(view.survival.keep_left)} more to keep`);
  }
  if (view.truce) extra.push(`Defensive Gas: ${colourOf(view, view.truce[0])} and ${colourOf(view, view.truce[1])} may not attack each other`);
  const pk = state.pending && state.pending.kind;
  const pw = ["movement", "birth", "survival"].includes(pk) ? "" : pendingWords(state, view);
  if (pw) extra.push(pw);
  const order = (view.order || []).map((s, i) =>
    `<span class="evo-chip" style="background:${fill(s)};color:${ink(s)}">${i + 1}. ${esc(colourOf(view, s))}</span>`).join("");
  return `<div class="evo-status"><div class="evo-head">${esc(head)}</div>`
    + `<div>${esc(line)}${extra.length ? " · " : ""}${extra.map(esc).join(" · ")}</div>`
    + `<div class="evo-order">Turn order: ${order}</div></div>`;
}

function legend(out, x, y) {
  out.push(`<text x="${x}" y="${y}" class="evo-h">Legend</text>`);
  out.push(`<circle cx="${x + 10}" cy="${y + 18}" r="8" fill="#999" stroke="#222"/><text x="${x + 24}" y="${y + 22}" class="evo-left evo-small">dino (letter = colour)</text>`);
  out.push(`<circle cx="${x + 10}" cy="${y + 42}" r="8" fill="#999" stroke="#222"/><circle cx="${x + 10}" cy="${y + 42}" r="11" fill="none" stroke="#222" stroke-dasharray="2.5 2"/><text x="${x + 24}" y="${y + 46}" class="evo-left evo-small">newborn this round</text>`);
  out.push(`<text x="${x}" y="${y + 68}" class="evo-left evo-small">hot: parasols protect · cold: fur protects</text>`);
  out.push(`<text x="${x}" y="${y + 84}" class="evo-left evo-small">deadly (hatched): every dino there dies</text>`);
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
    const you = me === s && (state.players || [])[s] ? " (you)" : "";
    const played = (p.played_this_round || []).map(cardName).join(", ");
    const attrs = p.attributes || {};
    const genes = ATTRS.map(([k, w]) => `<span class="evo-gene" title="${w}">${w} <b>${num(attrs[k])}</b></span>`).join("");
    const score = num(p.ep) + num(p.final_bonus);
    return `<tr data-target="seat:${s}" class="${pendingSeats.includes(s) ? "evo-pending" : ""}">`
      + `<td><span class="evo-swatch" style="background:${fill(s)}"></span><b>${esc(p.colour || colourOf(view, s))}</b>${esc(you)}<br><span class="evo-muted">${esc(seatName(state, s))}</span></td>`
      + `<td class="evo-num"><b>${score}</b> EP${num(p.final_bonus) ? `<br><span class="evo-muted">incl. +${num(p.final_bonus)} bonus</span>` : ""}</td>`
      + `<td class="evo-num">${orderPos[s] || "–"}</td>`
      + `<td class="evo-num">${num(p.on_board)} / ${num(p.supply)}</td>`
      + `<td>${genes}</td>`
      + `<td class="evo-num">${num(p.hand_size)}</td>`
      + `<td>${esc(played) || "<span class=\"evo-muted\">–</span>"}</td>`
      + `</tr>`;
  }).join("");
  return `<div class="evo-scroll"><table class="evo-table"><thead><tr><th>Species</th><th>Score</th><th>Order</th><th>Dinos board / supply</th><th>Genes (with printed base)</th><th>Cards</th><th>Played this round</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function auctionPanel(view) {
  const a = view.auction;
  const bag = `<span class="evo-muted">Gene bag: ${num(view.bag_size)} tiles · event deck: ${num(view.deck_size)} cards</span>`;
  if (!a) {
    // The step is the auction's while the card window before it (W6) is open: the genes
    // are drawn once it closes.
    const why = view.step === "auction" ? "The genes are drawn once the card window before the auction closes." : "No auction open: the gene auction comes in Phase 6.";
    return `<div class="evo-box"><div class="evo-h2">Gene auction</div><div class="evo-muted">${why}</div>${bag}</div>`;
  }
  const rows = (a.rows || []).map((r, i) => {
    const b = r.bid;
    const marker = b
      ? `<span class="evo-bid" style="background:${fill(b.seat)};color:${ink(b.seat)}">${esc(colourOf(view, b.seat))} ${num(b.value)}</span>`
      : `<span class="evo-muted">no bid</span>`;
    return `<div class="evo-slot" data-target="slot:${i + 1}"><span class="evo-rowno">${i + 1}</span><b>${esc(cap(r.gene))}</b> gene ${marker}</div>`;
  }).join("");
  const passed = Array.isArray(a.passed) ? a.passed : [];
  const passInfo = `Passes allowed: ${num(a.passes_allowed)}${passed.length ? ` · passed: ${passed.map((s) => esc(colourOf(view, s))).join(", ")}` : ""}`;
  const actor = a.actor !== null && a.actor !== undefined ? ` · bidding: ${esc(colourOf(view, a.actor))}` : "";
  return `<div class="evo-box"><div class="evo-h2">Gene auction</div>${rows}<div class="evo-muted">${passInfo}${actor}</div>${bag}</div>`;
}

function cardsPanel(state, view) {
  const me = state.viewer ? state.viewer.seat : null;
  const parts = [];
  const shown = (view.players || []).filter((p) => Array.isArray(p.hand));
  for (const p of shown) {
    const s = num(p.seat);
    const whose = s === me ? "Your hand" : `${esc(p.colour || colourOf(view, s))}'s hand`;
    const cards = p.hand.map((h) => {
      const later = num(h.playable_from) > num(view.round) ? ` <span class="evo-muted">(from round ${num(h.playable_from)})</span>` : "";
      const target = s === me ? ` data-target="card:${esc(h.card)}"` : "";
      return `<div class="evo-card"${target}><b>${esc(cardName(h.card))}</b>${later}<br><span class="evo-muted">${esc(CARD_WHEN[h.card] || "")}</span></div>`;
    }).join("") || `<span class="evo-muted">no cards</span>`;
    parts.push(`<div class="evo-h2">${whose}</div><div class="evo-cards">${cards}</div>`);
  }
  if (num(view.round) < 3) parts.push(`<div class="evo-muted">No event cards may be played in rounds 1 and 2.</div>`);
  const discard = (view.discard || []).map(cardName);
  parts.push(`<div class="evo-muted">Played cards (out of the game): ${discard.length ? esc(discard.join(", ")) : "none"}</div>`);
  return `<div class="evo-box">${parts.join("")}</div>`;
}

function outcomePanel(state, view) {
  const o = state.outcome;
  if (!o) return "";
  const winners = (o.winners || []).map((s) => esc(colourOf(view, s))).join(", ");
  const ranking = (o.ranking || []).map((s) => `${esc(colourOf(view, s))} ${num((o.scores || [])[s])}`).join(" · ");
  return `<div class="evo-box evo-final"><b>Game over.</b> Winner${(o.winners || []).length > 1 ? "s" : ""}: ${winners}. Ranking: ${ranking}</div>`;
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
  out.push(`<svg class="evo-map" viewBox="0 0 ${width} ${height}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Evo island, round ${num(view.round)}">`);
  out.push(`<defs><pattern id="evo-deadly" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="none"/><line x1="0" y1="0" x2="0" y2="6" stroke="#000" stroke-opacity="0.28" stroke-width="2"/></pattern></defs>`);
  out.push(`<rect x="0" y="0" width="${width}" height="${height}" rx="8" fill="#dbeef7"/>`);
  out.push(islandParts.join(""));
  out.push(`</svg>`);
  out.push(`<div class="evo-panels">${panels.join("")}</div>`);
  out.push(`<svg class="evo-tracks" viewBox="0 0 960 ${th}" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Climate and round tracks">`);
  out.push(tracks.join(""));
  out.push(`</svg>`);
  out.push(playersPanel(state, view, (ctx && ctx.seatName) || defaultSeatName));
  out.push(`</div>`);
  return out.join("");
}
