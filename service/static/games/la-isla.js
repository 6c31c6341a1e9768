// La Isla board renderer (rules: docs/rules/la-isla.md). One ES module; its drawing helpers
// and seat names are the client's shared ones (js/draw.js, js/words.js). What a card shows
// (its function in words, resource and animal) is in the game type's catalogue
// (GET /game-types/la-isla/catalogue, fetched once per page), handed over as `ctx.catalogue`.
// render(state, ctx) returns an HTML string: the island (concentric rings, §5.2) with the
// animal-value tracks (§6.2) and the round's facts in one <svg>, then one <svg> per player
// (resources, explorers, animals, card holder, face-down cards, and the viewer's own hand).
//
// data-target conventions (the engine's labels, core_rs/src/games/la_isla/labels.rs):
//   space:<id>     a landscape space, by the view's id ("C1", "P3M0", "P7O1")
//   region:<id>    a jungle region ("Z0", "I4", "W3", "E9")
//   animal:<id>    an animal-value track ("DODO", "FOSSA", "FROG", "PIKA", "MOTH")
//   card:<id>      a card of the viewer's hand ("L1-022")
//   letter:<L>     a letter of the viewer's card holder ("A", "B", "D")
//   slot:<i>       a slot of the viewer's card holder, 0-based ("0"); shown as "slot i+1"
//   resource:<id>  a resource colour of the viewer's supply ("YELLOW", ...)

import { esc, fit, pawn, wrap } from "../js/draw.js";
import { listWords, seatName as defaultSeatName } from "../js/words.js";
import { t } from "../js/i18n.js";

export const title = "La Isla";

// ---------------------------------------------------------------- vocabulary (§0.3)

// The words are the glossary's (web.ftl's terms block: web-li-landscape-desert, ...).
const word = (kind, id) => t(`web-li-${kind}-${String(id).toLowerCase()}`);
const LANDSCAPES = {
  DESERT: { fill: "#eac86a", ink: "#5c4510" },
  GRASSLAND: { fill: "#8cc45a", ink: "#223f10" },
  MOUNTAIN: { fill: "#a9adb1", ink: "#2a2d30" },
  STEPPE: { fill: "#f3ecd6", ink: "#4d4530" },
  SWAMP: { fill: "#8f6c4a", ink: "#fff6e6" },
};
for (const [id, l] of Object.entries(LANDSCAPES)) l.name = word("landscape", id);
const COLOURS = ["YELLOW", "GREEN", "GREY", "WHITE", "BROWN"];
const RESOURCE = {
  YELLOW: { fill: "#f2c230", ink: "#3d2f00" },
  GREEN: { fill: "#4f9d35", ink: "#fff" },
  GREY: { fill: "#8a8f94", ink: "#fff" },
  WHITE: { fill: "#f6f1e2", ink: "#3a3a3a" },
  BROWN: { fill: "#7a5231", ink: "#fff" },
};
for (const [id, r] of Object.entries(RESOURCE)) r.name = word("colour", id);
const SPECIES_IDS = ["DODO", "FOSSA", "FROG", "PIKA", "MOTH"];
const SPECIES = {
  DODO: { fill: "#8a63c4", ink: "#fff" },
  FOSSA: { fill: "#d4701f", ink: "#fff" },
  FROG: { fill: "#e7b90c", ink: "#2d2400" },
  PIKA: { fill: "#9b6f4e", ink: "#fff" },
  MOTH: { fill: "#2f8ca3", ink: "#fff" },
};
for (const [id, z] of Object.entries(SPECIES)) {
  z.name = word("species", id);
  z.short = t(`web-li-species-${id.toLowerCase()}.short`);
}
const SYMBOLS = Object.fromEntries(["TENT", "HAT", "ROPE", "BOTTLE", "BACKPACK"].map((id) => [id, word("symbol", id)]));
const SEAT_FILL = ["#d7263d", "#1b64c8", "#f08a12", "#262626"];
const SEAT_INK = ["#fff", "#fff", "#231400", "#fff"];
const SEAT_NAMES = ["red", "blue", "orange", "black"].map((c) => t(`web-li-seat-${c}`));
const PHASES = Object.fromEntries(["CARD", "A", "B", "C", "D", "FINAL"].map((p) => [p, t(`web-li-phase-${p.toLowerCase()}`)]));
const TRACK_VALUE = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5];

// ---------------------------------------------------------------- helpers

function n1(x) {
  return Math.round(x * 10) / 10;
}

function polar(cx, cy, r, deg) {
  const a = (deg * Math.PI) / 180;
  return [n1(cx + r * Math.cos(a)), n1(cy + r * Math.sin(a))];
}

/** A seat's colour on this board ("Red"). */
function colourOf(view, seat) {
  const p = view.players && view.players[seat];
  const i = ["Red", "Blue", "Orange", "Black"].indexOf(p && p.name);
  return i >= 0 ? SEAT_NAMES[i] : (p && p.name) || SEAT_NAMES[seat] || t("web-li-seat", { n: seat + 1 });
}

/** The face of a card, from the catalogue's `cards` (`faces`), or null. */
function faceOf(faces, id) {
  const c = faces && faces[id];
  return c && RESOURCE[c.resource] && SPECIES[c.animal] ? c : null;
}

function cardWords(faces, id) {
  const c = faceOf(faces, id);
  if (!c) return String(id);
  return `${c.name} (${id})`;
}

function cardTitle(faces, id) {
  const c = faceOf(faces, id);
  if (!c) return String(id);
  return t("web-li-card-title", { name: c.name, id, ability: c.ability, resource: RESOURCE[c.resource].name, animal: SPECIES[c.animal].name });
}

/** A symbol printed on landscape spaces, drawn around (0, 0), about 12 units wide. */
function symbolIcon(sym, x, y, ink) {
  const t = `transform="translate(${x},${y})" fill="none" stroke="${ink}" stroke-width="1.4" stroke-linejoin="round"`;
  switch (sym) {
    case "TENT": return `<g ${t}><path d="M-6,4 L0,-5 L6,4 Z M0,-5 L0,4 M-2,4 L0,0 L2,4"/></g>`;
    case "HAT": return `<g ${t}><path d="M-7,3 L7,3 M-4,3 L-3,-4 L3,-4 L4,3"/></g>`;
    case "ROPE": return `<g ${t}><circle r="5"/><circle r="2.4"/></g>`;
    case "BOTTLE": return `<g ${t}><path d="M-1.5,-6 L1.5,-6 L1.5,-3 L3.5,-1 L3.5,5 L-3.5,5 L-3.5,-1 L-1.5,-3 Z"/></g>`;
    case "BACKPACK": return `<g ${t}><rect x="-5" y="-3" width="10" height="9" rx="2.5"/><path d="M-2,-3 L-2,-5 L2,-5 L2,-3 M-5,1 L5,1"/></g>`;
    default: return "";
  }
}

/** An explorer of `seat`. */
const explorer = (x, y, seat, r = 5) => pawn(x, y, SEAT_FILL[seat] || "#777", { r, stroke: "#fff" });

// ---------------------------------------------------------------- the island (§5.2)

const CX = 385;
const CY = 385;
const R = { Z: 60, C: 112, I: 162, M: 212, W: 252, O: 292, E: 338, SEA: 372 };
const SPACE_R = 22;

function posAngle(k) {
  return -90 + 36 * k;
}

const PLACES = new Map();

/** Where a space or region lies on the rings, from its id alone (cached). */
function placeOf(id) {
  let p = PLACES.get(id);
  if (p === undefined) {
    p = computePlace(id);
    if (PLACES.size < 2000) PLACES.set(id, p);
  }
  return p;
}

function computePlace(id) {
  let m = /^C(\d+)$/.exec(id);
  if (m) return polar(CX, CY, R.C, posAngle(+m[1]));
  m = /^P(\d+)([MO])([01])$/.exec(id);
  if (m) return polar(CX, CY, m[2] === "M" ? R.M : R.O, posAngle(+m[1]) + (m[3] === "0" ? -9 : 9));
  m = /^Z(\d+)$/.exec(id);
  if (m) return polar(CX, CY, R.Z, posAngle(2 * +m[1]) + 18);
  m = /^I(\d+)$/.exec(id);
  if (m) return polar(CX, CY, R.I, posAngle(+m[1]));
  m = /^W(\d+)$/.exec(id);
  if (m) return polar(CX, CY, R.W, posAngle(+m[1]) + 18);
  m = /^E(\d+)$/.exec(id);
  if (m) return polar(CX, CY, R.E, posAngle(+m[1]));
  return null;
}

function islandSvg(view, out) {
  const island = view.island || {};
  const spaces = island.spaces || [];
  const regions = island.regions || [];
  const layout = island.layout || [];
  const npos = Math.max(layout.length, 10);
  const at = new Map();
  // Spaces whose id does not follow the ring pattern (a replacement island) go on a spiral.
  let extra = 0;
  const where = (id) => {
    if (!at.has(id)) {
      let p = placeOf(id);
      if (!p) {
        p = polar(CX, CY, R.SEA - 10, extra * 23);
        extra += 1;
      }
      at.set(id, p);
    }
    return at.get(id);
  };
  out.push(`<circle cx="${CX}" cy="${CY}" r="${R.SEA}" fill="#bfe1ee"/>`);
  // The toothed pieces (annular sectors) and the central ten-sided piece.
  for (let k = 0; k < npos; k++) {
    const a0 = posAngle(k) - 18;
    const a1 = posAngle(k) + 18;
    const [x0, y0] = polar(CX, CY, 138, a0);
    const [x1, y1] = polar(CX, CY, 138, a1);
    const [x2, y2] = polar(CX, CY, 318, a1);
    const [x3, y3] = polar(CX, CY, 318, a0);
    out.push(`<path d="M${x0},${y0} L${x1},${y1} L${x2},${y2} A318,318 0 0,0 ${x3},${y3} Z" fill="#e9dfb8" stroke="#b9a878" stroke-width="1.5"/>`);
    if (layout[k]) {
      const [lx, ly] = polar(CX, CY, 358, posAngle(k) + 12);
      out.push(`<text x="${lx}" y="${ly}" class="piece">${esc(layout[k])}</text>`);
    }
  }
  const deca = [];
  for (let k = 0; k < 10; k++) deca.push(polar(CX, CY, 138, posAngle(k) - 18).join(","));
  out.push(`<polygon points="${deca.join(" ")}" fill="#efe6c4" stroke="#b9a878" stroke-width="1.5"/>`);
  // Region–space links under everything.
  const links = [];
  for (const r of regions) {
    const [rx, ry] = where(r.id);
    for (const s of r.spaces || []) {
      const [sx, sy] = where(s);
      links.push(`M${rx},${ry} L${sx},${sy}`);
    }
  }
  out.push(`<path d="${links.join(" ")}" stroke="#2f6b36" stroke-width="3" stroke-opacity="0.45" fill="none"/>`);
  // Regions: value and the animal tile lying there.
  // Spaces and jungle regions are numbered from 1 in the view's lists: the numbers drawn
  // here are their names in the choices and the log ("space 16 (swamp)", "jungle region 3").
  const spaceNo = new Map(spaces.map((s, i) => [s.id, (Number.isInteger(s.index) ? s.index : i) + 1]));
  const nameOf = (id) => (spaceNo.has(id) ? t("web-li-space-n", { n: spaceNo.get(id) }) : t("web-li-a-space"));
  regions.forEach((r, i) => {
    const rno = (Number.isInteger(r.index) ? r.index : i) + 1;
    const [x, y] = where(r.id);
    const tile = r.tile && SPECIES[r.tile];
    const desc = tile
      ? t("web-li-region", { n: rno, vp: r.value, animal: tile.name, spaces: (r.spaces || []).map(nameOf).join(", ") })
      : t("web-li-region-taken", { n: rno, vp: r.value });
    out.push(`<g data-target="region:${esc(r.id)}" class="region"><title>${esc(desc)}</title>`);
    out.push(`<circle class="hl" cx="${x}" cy="${y}" r="21" fill="${tile ? "#2f6b36" : "#6f8f72"}" stroke="#163d1b" stroke-width="1.5"/>`);
    if (tile) {
      out.push(`<rect x="${n1(x - 17)}" y="${n1(y - 7)}" width="34" height="14" rx="4" fill="${tile.fill}" stroke="#fff" stroke-width="0.8"/>`);
      out.push(`<text x="${x}" y="${n1(y + 3.3)}" class="tile" fill="${tile.ink}"${fit(tile.short, 8.5, 32, true)}>${esc(tile.short)}</text>`);
      out.push(`<text x="${x}" y="${n1(y - 10)}" class="rv">${esc(r.value)}</text>`);
      out.push(`<text x="${x}" y="${n1(y + 17)}" class="rid">${rno}</text>`);
    } else {
      out.push(`<text x="${x}" y="${n1(y + 1)}" class="rv">${esc(r.value)}</text>`);
      out.push(`<text x="${x}" y="${n1(y + 12)}" class="rid">${rno}</text>`);
    }
    out.push(`</g>`);
  });
  // Action C: the explorer being relocated leaves this space (§7.4 C2).
  const stage = view.action_c && view.action_c.stage;
  const from = stage && stage.stage === "destination" && spaces[stage.from] ? spaces[stage.from].id : null;
  // Landscape spaces with their symbol and explorers.
  for (const s of spaces) {
    const [x, y] = where(s.id);
    const land = LANDSCAPES[s.landscape] || { name: String(s.landscape).toLowerCase(), fill: "#ddd", ink: "#222" };
    const ex = s.explorers || [];
    const who = ex.map((e) => SEAT_NAMES[e] || t("web-li-seat", { n: e + 1 })).join(", ");
    const desc = t("web-li-space", { n: spaceNo.get(s.id), landscape: land.name, colour: RESOURCE[s.colour] ? RESOURCE[s.colour].name : s.colour, symbol: SYMBOLS[s.symbol] || s.symbol })
      + (who ? `; ${t("web-li-space-explorers", { who })}` : "");
    out.push(`<g data-target="space:${esc(s.id)}" class="space"><title>${esc(desc)}</title>`);
    out.push(`<circle class="hl" cx="${x}" cy="${y}" r="${SPACE_R}" fill="${land.fill}" stroke="#4b4b3a" stroke-width="1.5"/>`);
    out.push(symbolIcon(s.symbol, x, n1(y - 11), land.ink));
    out.push(`<text x="${x}" y="${n1(y + 4)}" class="sid" fill="${land.ink}">${spaceNo.get(s.id)}</text>`);
    const w = 10;
    ex.forEach((seat, i) => {
      out.push(explorer(n1(x - ((ex.length - 1) * w) / 2 + i * w), n1(y + 12.5), seat, 4.6));
    });
    out.push(`</g>`);
    if (s.id === from) {
      out.push(`<circle cx="${x}" cy="${y}" r="${SPACE_R + 5}" fill="none" stroke="${SEAT_FILL[view.action_c.seat] || "#333"}" stroke-width="2.5" stroke-dasharray="5 3"><title>${esc(t("web-li-explorer-leaving", { space: nameOf(s.id) }))}</title></circle>`);
    }
  }
}

// ---------------------------------------------------------------- tracks and facts

function tracksSvg(view, out, x0, y0) {
  const markers = view.markers || {};
  const cell = 20;
  const left = 122;
  out.push(`<text x="${x0}" y="${y0}" class="h">${esc(t("web-li-animal-values"))}</text>`);
  out.push(`<text x="${x0 + 440}" y="${y0}" class="note" text-anchor="end">${esc(t("web-li-sum", { sum: view.marker_sum, threshold: view.threshold }))}</text>`);
  SPECIES_IDS.forEach((z, row) => {
    const m = markers[z] || { step: 0, value: 0 };
    const y = y0 + 14 + row * 44;
    const sp = SPECIES[z];
    out.push(`<g data-target="animal:${z}" class="track"><title>${esc(t("web-li-track", { animal: sp.name, step: m.step, value: m.value }))}</title>`);
    out.push(`<rect class="hl" x="${x0 - 4}" y="${y - 2}" width="${left + 16 * cell + 8}" height="38" rx="6" fill="#fbf8ee" stroke="#d8cfb0"/>`);
    out.push(`<rect x="${x0 + 2}" y="${y + 6}" width="16" height="16" rx="4" fill="${sp.fill}"/>`);
    out.push(`<text x="${x0 + 24}" y="${y + 14}" class="tname"${fit(sp.name, 11.5, 94, true)}>${esc(sp.name)}</text>`);
    out.push(`<text x="${x0 + 24}" y="${y + 27}" class="note">${esc(t("web-li-value", { value: m.value }))}</text>`);
    for (let i = 0; i < 16; i++) {
      const v = TRACK_VALUE[i];
      const cx = x0 + left + i * cell;
      out.push(`<rect x="${cx}" y="${y + 4}" width="${cell - 2}" height="20" rx="3" fill="${v % 2 ? "#e4dcc0" : "#f1ead2"}" stroke="#cbbf97" stroke-width="0.8"/>`);
      if (i % 3 === 1 || i === 15) out.push(`<text x="${cx + (cell - 2) / 2}" y="${y + 34}" class="tv">${v}</text>`);
    }
    const mx = x0 + left + Math.min(15, Math.max(0, m.step)) * cell + (cell - 2) / 2;
    out.push(`<circle cx="${mx}" cy="${y + 14}" r="8" fill="#7b2d8e" stroke="#fff" stroke-width="2"/>`);
    out.push(`</g>`);
  });
}

function factsSvg(state, view, faces, out, x0, y0, name) {
  const lines = [];
  const stage = view.action_c && view.action_c.stage;
  const spaces = (view.island && view.island.spaces) || [];
  const from = stage && stage.stage === "destination" && spaces[stage.from] ? spaces[stage.from].id : null;
  const phase = PHASES[view.phase] || String(view.phase || "");
  lines.push([t("web-li-round", { n: view.round }), "h"]);
  lines.push([phase, "t"]);
  if (view.phase === "C" && view.action_c && view.action_c.seat != null) {
    lines.push([from ? t("web-li-acting-moving", { who: name(view.action_c.seat), from }) : t("web-li-acting", { who: name(view.action_c.seat) }), "t"]);
  } else if (state.pending && Array.isArray(state.pending.seats) && state.pending.seats.length) {
    lines.push([t("web-li-deciding", { who: state.pending.seats.map((s) => SEAT_NAMES[s] || s).join(", ") }), "t"]);
  }
  const order = (view.turn_order || []).map((s) => SEAT_NAMES[s] || s).join(", ");
  lines.push([t("web-li-first-player", { who: name(view.first_player), order }), "t"]);
  const discard = view.discard || [];
  const deck = t(view.card_set === "BASIC" ? "web-li-deck-basic" : "web-li-deck-full", { n: view.deck_size, discard: discard.length });
  const top = discard.length ? `; ${t("web-li-discard-top", { card: cardWords(faces, discard[discard.length - 1]) })}` : "";
  lines.push([`${deck}${top}`, "t"]);
  const gen = (view.general_explorers || []).map((n, s) => `${SEAT_NAMES[s] || s} ${n}`).join(", ");
  lines.push([t("web-li-general-supply", { list: gen }), "t"]);
  if (view.outcome) {
    const o = view.outcome;
    const win = listWords((o.winners || []).map((s) => name(s)));
    lines.push([t((o.winners || []).length > 1 ? "web-li-shared-victory" : "web-li-winner", { who: win }), "h"]);
    const detail = (o.detail && o.detail.players) || [];
    for (const s of o.ranking || []) {
      const d = detail[s];
      const parts = d
        ? ` = ${t("web-li-score-parts", { game: d.in_game_vp, setvp: d.set_vp, sets: d.sets, animals: d.animal_vp, resvp: d.resource_vp, left: d.resources_left })}`
        : "";
      lines.push([`${SEAT_NAMES[s] || s}: ${t("web-li-vp", { n: (o.scores || [])[s] ?? "" })}${parts}`, "t"]);
    }
  }
  if (state.prompt) lines.push([state.prompt, "prompt"]);
  let y = y0;
  for (const [text, cls] of lines) {
    if (cls === "h" && y > y0) y += 8;
    for (const part of wrap(text, cls === "h" ? 40 : cls === "prompt" ? 56 : 66, 3)) {
      out.push(`<text x="${x0}" y="${y}" class="${cls}">${esc(part)}</text>`);
      y += cls === "h" ? 20 : 16;
    }
  }
  return y;
}

function legendSvg(out, x0, y0) {
  out.push(`<text x="${x0}" y="${y0}" class="lbl">${esc(t("web-li-legend-landscapes"))}</text>`);
  Object.keys(LANDSCAPES).forEach((id, i) => {
    const l = LANDSCAPES[id];
    const x = x0 + (i % 3) * 150;
    const y = y0 + 18 + Math.floor(i / 3) * 18;
    out.push(`<circle cx="${x + 6}" cy="${y - 4}" r="6.5" fill="${l.fill}" stroke="#555" stroke-width="0.8"/>`);
    const words = `${l.name}: ${RESOURCE[COLOURS[i]].name}`;
    out.push(`<text x="${x + 17}" y="${y}" class="note"${fit(words, 10.5, 128)}>${esc(words)}</text>`);
  });
  const y1 = y0 + 64;
  out.push(`<text x="${x0}" y="${y1}" class="lbl"${fit(t("web-li-legend-symbols"), 11.5, 50, true)}>${esc(t("web-li-legend-symbols"))}</text>`);
  Object.entries(SYMBOLS).forEach(([id, name], i) => {
    const x = x0 + 58 + i * 78;
    out.push(symbolIcon(id, x + 6, y1 - 4, "#333"));
    out.push(`<text x="${x + 16}" y="${y1}" class="note"${fit(name, 10.5, 60)}>${esc(name)}</text>`);
  });
  wrap(t("web-li-legend-regions"), 76, 3).forEach((line, i) => {
    out.push(`<text x="${x0}" y="${y1 + 22 + i * 14}" class="note"${fit(line, 10.5, 440)}>${esc(line)}</text>`);
  });
}

// ---------------------------------------------------------------- players

const CARD_W = 104;
const CARD_H = 62;

function miniCard(out, faces, id, x, y, opts = {}) {
  const c = faceOf(faces, id);
  const w = opts.w || CARD_W;
  const h = opts.h || CARD_H;
  const tgt = opts.target ? ` data-target="${esc(opts.target)}"` : "";
  out.push(`<g${tgt} class="card"><title>${esc(cardTitle(faces, id))}</title>`);
  out.push(`<rect class="hl" x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fffdf6" stroke="#8a7d55" stroke-width="1.2"/>`);
  if (!c) {
    out.push(`<text x="${x + 6}" y="${y + 16}" class="cf">${esc(id)}</text></g>`);
    return;
  }
  out.push(`<text x="${x + w - 5}" y="${y + 10}" class="cid" text-anchor="end">${esc(id)}</text>`);
  wrap(c.name, 16, 2).forEach((line, i) => {
    out.push(`<text x="${x + 6}" y="${y + 22 + i * 12}" class="cf"${fit(line, 10.5, w - 10, true)}>${esc(line)}</text>`);
  });
  const r = RESOURCE[c.resource];
  const z = SPECIES[c.animal];
  out.push(`<rect x="${x + 6}" y="${y + h - 17}" width="11" height="11" rx="2" fill="${r.fill}" stroke="#555" stroke-width="0.6"/>`);
  out.push(`<text x="${x + 20}" y="${y + h - 8.5}" class="cr"${fit(r.name, 8.5, w - 72)}>${esc(r.name)}</text>`);
  out.push(`<rect x="${x + w - 48}" y="${y + h - 18}" width="42" height="13" rx="3" fill="${z.fill}"/>`);
  out.push(`<text x="${x + w - 27}" y="${y + h - 8.5}" class="ca" fill="${z.ink}"${fit(z.short, 8.5, 40, true)}>${esc(z.short)}</text>`);
  out.push(`</g>`);
}

function faceDown(out, x, y, text, w = CARD_W, h = CARD_H) {
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#3d6b45" stroke="#22402a"/>`);
  out.push(`<text x="${x + w / 2}" y="${y + h / 2 + 4}" class="back">${esc(text)}</text>`);
}

function playerSvg(state, view, faces, seat, me, name) {
  const p = view.players[seat];
  const out = [];
  const W = 590;
  const own = me === seat && Array.isArray(p.hand);
  const slots = p.slots || [];
  const holderRows = Math.ceil(Math.max(slots.length, 1) / 5);
  const H = 330 + (holderRows - 1) * 82 + (own ? 92 : 0);
  const fill = SEAT_FILL[seat] || "#777";
  const ink = SEAT_INK[seat] || "#fff";
  const pending = !!(state.pending && Array.isArray(state.pending.seats) && state.pending.seats.includes(seat));
  out.push(`<svg class="isla-player" viewBox="0 0 ${W} ${H}" width="100%" role="img" aria-label="${esc(name(seat))}">`);
  out.push(`<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="10" fill="#fffaf0" stroke="${fill}" stroke-width="${pending ? 4 : 2}"/>`);
  out.push(`<rect x="1" y="1" width="${W - 2}" height="30" rx="10" fill="${fill}"/>`);
  const tags = [];
  if (me === seat && (state.players || [])[seat]) tags.push(t("web-li-tag-you"));
  if (view.first_player === seat) tags.push(t("web-li-tag-first"));
  if (pending) tags.push(t("web-li-tag-deciding"));
  out.push(`<text x="14" y="21" class="ph" fill="${ink}">${esc(name(seat))}${tags.length ? esc(` · ${tags.join(" · ")}`) : ""}</text>`);
  out.push(`<text x="${W - 14}" y="22" class="vp" fill="${ink}" text-anchor="end">${esc(t("web-li-vp", { n: p.vp }))}</text>`);
  // Resources.
  let y = 54;
  out.push(`<text x="14" y="${y}" class="lbl"${fit(t("web-li-resources"), 11.5, 82, true)}>${esc(t("web-li-resources"))}</text>`);
  COLOURS.forEach((c, i) => {
    const r = RESOURCE[c];
    const x = 100 + i * 66;
    const n = (p.resources || {})[c] ?? 0;
    const tgt = me === seat ? ` data-target="resource:${c}"` : "";
    out.push(`<g${tgt} class="res"><title>${esc(t("web-li-resource-count", { n, colour: r.name }))}</title>`);
    out.push(`<rect class="hl" x="${x}" y="${y - 15}" width="58" height="21" rx="5" fill="${r.fill}" stroke="#555" stroke-width="0.8"/>`);
    out.push(`<text x="${x + 29}" y="${y + 0.5}" class="rc" fill="${r.ink}">${esc(n)}</text></g>`);
  });
  const total = COLOURS.reduce((t, c) => t + ((p.resources || {})[c] ?? 0), 0);
  out.push(`<text x="${W - 14}" y="${y}" class="note" text-anchor="end">${esc(t("web-li-in-all", { n: total }))}</text>`);
  // Explorers.
  y += 28;
  const gen = (view.general_explorers || [])[seat] ?? 0;
  out.push(`<text x="14" y="${y}" class="lbl"${fit(t("web-li-explorers"), 11.5, 82, true)}>${esc(t("web-li-explorers"))}</text>`);
  const sup = Math.min(p.supply_explorers || 0, 8);
  for (let i = 0; i < sup; i++) out.push(explorer(108 + i * 13, y - 4, seat, 5.2));
  const exWords = t("web-li-explorer-counts", { supply: p.supply_explorers, island: p.island_explorers, general: gen });
  out.push(`<text x="${112 + Math.max(sup, 1) * 13}" y="${y}" class="note"${fit(exWords, 10.5, W - 126 - Math.max(sup, 1) * 13)}>${esc(exWords)}</text>`);
  // Animals.
  y += 28;
  out.push(`<text x="14" y="${y}" class="lbl"${fit(t("web-li-animals"), 11.5, 82, true)}>${esc(t("web-li-animals"))}</text>`);
  SPECIES_IDS.forEach((z, i) => {
    const sp = SPECIES[z];
    const x = 100 + i * 96;
    const n = (p.animals || {})[z] ?? 0;
    const large = p.large_tile === z;
    const small = (p.small_tiles || {})[z] ?? 0;
    const title = `${t("web-li-animal-count", { animal: sp.name, n })}${large ? ` ${t("web-li-large-counts")}` : ""}; ${t("web-li-small-tiles", { n: small })}`;
    out.push(`<g><title>${esc(title)}</title><rect x="${x}" y="${y - 15}" width="90" height="21" rx="5" fill="${n ? sp.fill : "#eee9da"}" stroke="${large ? "#222" : "#bbb"}" stroke-width="${large ? 2 : 0.8}"/>`);
    const chip = `${sp.short} ${n}${large ? ` ${t("web-li-large")}` : ""}`;
    out.push(`<text x="${x + 45}" y="${y + 0.5}" class="rc" fill="${n ? sp.ink : "#888"}"${fit(chip, 11, 86, true)}>${esc(chip)}</text></g>`);
  });
  // Card holder.
  y += 26;
  out.push(`<text x="14" y="${y}" class="lbl">${esc(t("web-li-holder", { n: slots.length }))}</text>`);
  y += 8;
  slots.forEach((stack, i) => {
    const x = 14 + (i % 5) * (CARD_W + 10);
    const yy = y + Math.floor(i / 5) * 82;
    const mine = me === seat;
    if (mine) out.push(`<g data-target="slot:${i}" class="slot">`);
    const top = stack.length ? stack[stack.length - 1] : null;
    if (top) miniCard(out, faces, top, x, yy);
    if (mine || !top) {
      const dash = top ? ` stroke="none"` : ` stroke="#aaa" stroke-dasharray="4 3"`;
      out.push(`<rect class="hl" x="${x}" y="${yy}" width="${CARD_W}" height="${CARD_H}" rx="6" fill="none"${dash}/>`);
    }
    const under = stack.length > 1 ? `, ${t("web-li-covered-n", { n: stack.length - 1 })}` : "";
    const covered = stack.slice(0, -1).map((id) => cardWords(faces, id)).join("; ");
    out.push(`<text x="${x + CARD_W / 2}" y="${yy + CARD_H + 12}" class="note" text-anchor="middle">${esc(`${t("web-li-slot", { n: i + 1 })}${top ? under : `, ${t("web-li-empty")}`}`)}${covered ? `<title>${esc(t("web-li-covered", { cards: covered }))}</title>` : ""}</text>`);
    if (mine) out.push(`</g>`);
  });
  y += holderRows * 82 + 6;
  // The cards under A, B and D (face down to the other seats).
  out.push(`<text x="14" y="${y}" class="lbl"${fit(t("web-li-under"), 11.5, 400, true)}>${esc(t("web-li-under"))}</text>`);
  if (!own && p.hand_size) {
    out.push(`<text x="${W - 14}" y="${y}" class="note" text-anchor="end">${esc(t("web-li-hand-size", { n: p.hand_size }))}</text>`);
  }
  y += 8;
  const assigned = p.assigned || {};
  ["A", "B", "D"].forEach((L, i) => {
    const x = 14 + i * (CARD_W + 30);
    const v = assigned[L];
    const mine = me === seat;
    out.push(`<text x="${x + 3}" y="${y + 38}" class="letter">${L}</text>`);
    if (mine) out.push(`<g data-target="letter:${L}" class="letter-slot">`);
    const cx = x + 22;
    if (v == null) {
      out.push(`<rect class="hl" x="${cx}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="6" fill="none" stroke="#aaa" stroke-dasharray="4 3"/>`);
    } else if (v === "hidden") {
      faceDown(out, cx, y, t("web-li-face-down"));
    } else {
      miniCard(out, faces, v, cx, y);
    }
    if (mine && v != null) out.push(`<rect class="hl" x="${cx}" y="${y}" width="${CARD_W}" height="${CARD_H}" rx="6" fill="none" stroke="none"/>`);
    if (mine) out.push(`</g>`);
  });
  y += CARD_H + 22;
  if (own) {
    out.push(`<text x="14" y="${y}" class="lbl">${esc(t("web-li-your-hand", { n: p.hand.length }))}</text>`);
    p.hand.forEach((id, i) => miniCard(out, faces, id, 14 + i * (CARD_W + 10), y + 8, { target: `card:${id}` }));
    if (!p.hand.length) out.push(`<text x="170" y="${y}" class="note">${esc(t("web-li-empty"))}</text>`);
  }
  out.push(`</svg>`);
  return out.join("");
}

// ---------------------------------------------------------------- render

const STYLE = `<style>
.isla svg text{font-family:system-ui,-apple-system,"Segoe UI",sans-serif}
.isla .sid{font-size:9px;font-weight:700;text-anchor:middle}
.isla .rid{font-size:7.5px;fill:#d9ecd9;text-anchor:middle}
.isla .rv{font-size:10px;font-weight:800;fill:#fff;text-anchor:middle}
.isla .tile{font-size:8.5px;font-weight:800;text-anchor:middle}
.isla .piece{font-size:10px;fill:#3b6f85;text-anchor:middle}
.isla .h{font-size:16px;font-weight:700;fill:#222}
.isla .t{font-size:12.5px;fill:#333}
.isla .prompt{font-size:13px;font-weight:700;fill:#7b2d8e}
.isla .note{font-size:10.5px;fill:#555}
.isla .tname{font-size:11.5px;font-weight:700;fill:#222}
.isla .tv{font-size:9px;fill:#7a6d45;text-anchor:middle}
.isla .ph{font-size:14px;font-weight:700}
.isla .vp{font-size:15px;font-weight:800}
.isla .lbl{font-size:11.5px;font-weight:700;fill:#333}
.isla .rc{font-size:11px;font-weight:700;text-anchor:middle}
.isla .cf{font-size:10.5px;font-weight:700;fill:#222}
.isla .cid{font-size:8px;fill:#888}
.isla .cr{font-size:8.5px;fill:#555}
.isla .ca{font-size:8.5px;font-weight:700;text-anchor:middle}
.isla .back{font-size:10px;fill:#e8f2e4;text-anchor:middle}
.isla .letter{font-size:22px;font-weight:800;fill:#8a7d55}
.isla [data-target].live{cursor:pointer}
.isla [data-target] rect[fill="none"]{pointer-events:all}
.isla [data-target].live>.hl{stroke:#ffc400;stroke-width:4px;stroke-dasharray:none;filter:drop-shadow(0 0 2px #b34700)}
.isla [data-target].live:hover>.hl,.isla [data-target].live:focus>.hl,.isla [data-target].selected>.hl{stroke:#ff7b00;stroke-width:5px}
.isla .isla-players{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px;margin-top:8px}
@media (max-width:760px){.isla .isla-players{grid-template-columns:minmax(0,1fr)}}
</style>`;

export function render(state, ctx) {
  const view = (state && state.view) || {};
  // The cards' faces, by id (without the catalogue a card shows its id only).
  const faces = (ctx && ctx.catalogue && ctx.catalogue.cards) || {};
  const seatCtx = ctx && ctx.seat != null ? ctx.seat : state && state.viewer ? state.viewer.seat : null;
  const me = typeof seatCtx === "number" ? seatCtx : null;
  const seatName = (ctx && ctx.seatName) || defaultSeatName;
  const name = (s) => seatName(state || {}, s, { role: colourOf(view, s) });
  const out = [];
  out.push(`<div class="isla">${STYLE}`);
  out.push(`<svg class="isla-board" viewBox="0 0 1250 770" width="100%" role="img" aria-label="${esc(t("web-li-aria-board"))}">`);
  out.push(`<rect width="1250" height="770" fill="#f7f3e6"/>`);
  islandSvg(view, out);
  tracksSvg(view, out, 790, 28);
  const y = factsSvg(state || {}, view, faces, out, 790, 278, name);
  legendSvg(out, 790, Math.max(y + 14, 650));
  out.push(`</svg>`);
  const players = view.players || [];
  if (players.length) {
    out.push(`<div class="isla-players">`);
    // The viewer's own board first.
    const order = players.map((_, i) => i);
    if (me != null && me < players.length) order.sort((a, b) => (a === me ? -1 : b === me ? 1 : a - b));
    for (const s of order) out.push(playerSvg(state || {}, view, faces, s, me, name));
    out.push(`</div>`);
  }
  out.push(`</div>`);
  return out.join("");
}

/** A seat's role as the view names it (a colour, "Red") in the page's language. */
export function roleWords(word) {
  const i = ["Red", "Blue", "Orange", "Black"].indexOf(word);
  return i >= 0 ? SEAT_NAMES[i] : word;
}
