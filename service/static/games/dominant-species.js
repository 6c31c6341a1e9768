// Dominant Species board renderer (rules: docs/rules/dominant-species.md). One ES module;
// its drawing helpers and seat names are the client's shared ones (js/draw.js, js/words.js).
// render(state, ctx) returns an HTML string: the earth and the action display
// (one <svg>), then the Dominance cards, the initiative track, the animals and the bag
// (a second <svg>).
//
// data-target conventions (the engine's labels, core_rs/src/games/dominant_species/labels.rs,
// write the same kind:id):
//   hex:<q>,<r>                a board hex (a tile, or an empty space for Wanderlust)
//   corner:<q,r;q,r;q,r>       a corner: its three positions as the view lists them, sorted
//   cubes:<q>,<r>.<animal>     one animal's cubes on a tile
//   space:<ID>                 an action-display space ("ADA-1")
//   card:<id>                  a face-up Dominance card ("cold_snap")
//   stack:<1|2|3>              a Wanderlust tile stack
//   initiative:<animal>        an initiative marker
//   element:<where>.<which>    a disc: "adaptation_row.2" (index in a row),
//                              "wasteland_box.grub" / "regression_box.sun" / "bag.water",
//                              "birds.grub" (an animal's display)

import { cap, esc, hexPoints, pawn, wrap } from "../js/draw.js";
import { seatName as defaultSeatName } from "../js/words.js";

export const title = "Dominant Species";

const ANIMALS = ["mammals", "reptiles", "birds", "amphibians", "arachnids", "insects"];
const ANIMAL_FILL = {
  mammals: "#f7f7f2", reptiles: "#2b2b2b", birds: "#f2cc1d",
  amphibians: "#2d6cd3", arachnids: "#d3382a", insects: "#2e9a44",
};
const ANIMAL_INK = {
  mammals: "#222", reptiles: "#fff", birds: "#222", amphibians: "#fff", arachnids: "#fff", insects: "#fff",
};
const ELEMENTS = ["meat", "sun", "seed", "water", "grub", "grass"];
const ELEMENT_FILL = {
  meat: "#a93535", sun: "#f6a81c", seed: "#9a6b33", water: "#2b84d8", grub: "#efb3c6", grass: "#79c043",
};
const ELEMENT_INK = { meat: "#fff", sun: "#222", seed: "#fff", water: "#fff", grub: "#222", grass: "#222" };
const TERRAIN_FILL = {
  sea: "#4d8fc6", wetland: "#74b6a6", savannah: "#e6cb6a", jungle: "#2f7a3c",
  forest: "#7aa14d", desert: "#eab57c", mountain: "#9d928a", tundra: "#e3eef3",
};
const TERRAIN_INK = {
  sea: "#fff", wetland: "#12332c", savannah: "#4a3a08", jungle: "#fff",
  forest: "#16300a", desert: "#5a3510", mountain: "#fff", tundra: "#2b4a58",
};
const SCORING = {
  sea: "9/5/3/2", wetland: "8/4/2/1", savannah: "7/4/2", jungle: "6/3/2",
  forest: "5/3/2", desert: "4/2", mountain: "3/2", tundra: "1",
};
const CARDS = {
  aquatic: "Aquatic", biodiversity: "Biodiversity", biomass: "Biomass", blight: "Blight",
  catastrophe: "Catastrophe", cold_snap: "Cold Snap", disease: "Disease", ecodiversity: "Ecodiversity",
  evolution: "Evolution", fecundity: "Fecundity", fertile: "Fertile", habitat: "Habitat",
  hibernation: "Hibernation", ice_age: "Ice Age", ice_sheet: "Ice Sheet", immigrants: "Immigrants",
  instinct: "Instinct", intelligence: "Intelligence", mass_exodus: "Mass Exodus",
  metamorphosis: "Metamorphosis", niche_biomes: "Niche Biomes", nocturnal: "Nocturnal",
  omnivore: "Omnivore", parasitism: "Parasitism", predator: "Predator", symbiotic: "Symbiotic",
};
const CARD_TEXT = {
  aquatic: "A disc of your choice on a sea/wetland corner, then up to 4 cubes there",
  biodiversity: "1 VP per tile you share with opposing cubes",
  biomass: "1 cube eliminated on every overcrowded tile",
  blight: "A tile keeps only one of its discs",
  catastrophe: "A tile keeps one cube; 1 cube eliminated on each adjacent tile",
  cold_snap: "Every other animal loses 1 cube on each tundra tile",
  disease: "Animals with bigger displays discard an element",
  ecodiversity: "1 VP per disc on earth of a type on your display",
  evolution: "Replace up to 2 opposing cubes with yours",
  fecundity: "1 cube on every tile you occupy",
  fertile: "1 VP per cube on a tile you occupy",
  habitat: "A disc of your choice on any vacant corner",
  hibernation: "Up to 5 eliminated cubes back on one tile, safe this round",
  ice_age: "Bonus VP for tiles you dominate; the game ends this round",
  ice_sheet: "One Glaciation of your own",
  immigrants: "Every animal: discard an element, lose a pawn, or thin out",
  instinct: "Place an action pawn on a vacant space",
  intelligence: "You and the animals above you gain an action pawn",
  mass_exodus: "Move every cube off one tile to adjacent tiles",
  metamorphosis: "Exchange an element of your display for one from the bag",
  niche_biomes: "Animals with more VP lose the scored tile's 1st value",
  nocturnal: "Move one place forward on the initiative track",
  omnivore: "Gain an action pawn",
  parasitism: "You and the animals below you gain an action pawn",
  predator: "Eliminate 1 opposing cube on every tile you share",
  symbiotic: "You and smaller displays draw an element",
};
const PHASE_WORDS = { planning: "Planning", execution: "Execution", reset: "Reset", over: "Game over" };
// §3.1 neighbour directions, clockwise from N; corner k lies between d_k and d_k+1 (§3.4).
const DIRS = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

const num = (v) => (Number.isFinite(+v) ? +v : 0);
const animalName = (a) => cap(a);
const cardName = (c) => CARDS[c] || String(c || "").replace(/_/g, " ");
const aFill = (a) => ANIMAL_FILL[a] || "#888";
const aInk = (a) => ANIMAL_INK[a] || "#fff";
const eFill = (e) => ELEMENT_FILL[e] || "#bbb";
const eInk = (e) => ELEMENT_INK[e] || "#222";
const tFill = (t) => TERRAIN_FILL[t] || "#ccc";
const tInk = (t) => TERRAIN_INK[t] || "#222";
const f1 = (x) => Math.round(x * 10) / 10;

function onBoard(q, r) {
  const s = -q - r;
  return Math.abs(q) <= 3 && Math.abs(r) <= 3 && Math.abs(s) <= 3 && !(q === 0 && Math.abs(r) === 3);
}
const BOARD = [];
for (let q = -3; q <= 3; q++) for (let r = -3; r <= 3; r++) if (onBoard(q, r)) BOARD.push([q, r]);

const hexId = (q, r) => `${q},${r}`;
// The spaces of earth numbered 1-35 in the order above (§3.2, by q then r): the number is
// drawn on the board and is the place's name in the choices and the log ("space 14").
const SPACE_NUMBER = new Map(BOARD.map(([q, r], i) => [hexId(q, r), i + 1]));
const spaceNo = (id) => SPACE_NUMBER.get(id) || "?";
/** A corner ("q,r;q,r;q,r") by the spaces that meet there: "corner of spaces 9, 14 and 15". */
function cornerName(id) {
  const nums = String(id).split(";").map((p) => SPACE_NUMBER.get(p)).filter(Boolean).sort((a, b) => a - b);
  if (nums.length < 2) return nums.length ? `corner of space ${nums[0]} at the edge of earth` : "corner at the edge of earth";
  return `corner of spaces ${nums.slice(0, -1).join(", ")} and ${nums[nums.length - 1]}`;
}
function cornerKey(q, r, k) {
  const a = DIRS[k], b = DIRS[(k + 1) % 6];
  const t = [[q, r], [q + a[0], r + a[1]], [q + b[0], r + b[1]]];
  t.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return t;
}
const cornerId = (t) => t.map((p) => `${p[0]},${p[1]}`).join(";");

function disc(x, y, r, e, extra = "", label = true) {
  let s = `<circle cx="${f1(x)}" cy="${f1(y)}" r="${r}" fill="${eFill(e)}" stroke="#333" stroke-width="1"${extra}/>`;
  if (label && r >= 9) {
    s += `<text x="${f1(x)}" y="${f1(y + 2.6)}" font-size="${r >= 11 ? 7.5 : 6.5}" text-anchor="middle" fill="${eInk(e)}">${esc(e)}</text>`;
  }
  return s;
}

function cone(x, y, a, s = 9) {
  return `<path d="M${f1(x)} ${f1(y - s)} L${f1(x + s * 0.75)} ${f1(y + s * 0.6)} L${f1(x - s * 0.75)} ${f1(y + s * 0.6)} Z" ` +
    `fill="${aFill(a)}" stroke="#111" stroke-width="1.2"/>`;
}

function countsText(obj) {
  return ELEMENTS.filter((e) => num(obj && obj[e]) > 0).map((e) => (num(obj[e]) > 1 ? `${e} ×${num(obj[e])}` : e)).join(", ");
}

// ---------------------------------------------------------------- the earth

const R = 46;
const SQ3 = Math.sqrt(3);
function centre(q, r, ox, oy) {
  return [ox + 1.5 * R * q, oy + SQ3 * R * (r + q / 2)];
}

// Board geometry, computed once per origin: each hex's centre and outline, and its six
// corners (id and position: the centroid of the three hex centres).
const GEO = new Map();
function geometry(ox, oy) {
  const key = `${ox},${oy}`;
  if (GEO.has(key)) return GEO.get(key);
  const g = new Map();
  for (const [q, r] of BOARD) {
    const [x, y] = centre(q, r, ox, oy);
    const corners = [];
    for (let k = 0; k < 6; k++) {
      const t = cornerKey(q, r, k);
      let cx = 0, cy = 0;
      for (const [a, b] of t) {
        const c = centre(a, b, ox, oy);
        cx += c[0] / 3;
        cy += c[1] / 3;
      }
      corners.push({ id: cornerId(t), x: cx, y: cy });
    }
    g.set(hexId(q, r), { x, y, outline: hexPoints(x, y, R - 1.5), inner: hexPoints(x, y, R - 8), corners });
  }
  GEO.set(key, g);
  return g;
}

function earth(view, ox, oy) {
  const geo = geometry(ox, oy);
  const tiles = new Map();
  const dominated = new Set((Array.isArray(view.dominated_this_round) ? view.dominated_this_round : [])
    .filter(Array.isArray).map((h) => hexId(h[0], h[1])));
  for (const t of view.tiles || []) {
    if (Array.isArray(t.hex)) tiles.set(hexId(t.hex[0], t.hex[1]), t);
  }
  const out = [];
  // Empty board spaces (Wanderlust places tiles there).
  for (const [q, r] of BOARD) {
    const id = hexId(q, r);
    if (tiles.has(id)) continue;
    const { x, y, outline } = geo.get(id);
    out.push(`<g data-target="hex:${id}"><polygon class="hl" points="${outline}" fill="#f4f1ea" ` +
      `stroke="#c9c1b0" stroke-width="1.2" stroke-dasharray="4 3"/><title>Empty space ${spaceNo(id)}</title>` +
      `<text x="${f1(x)}" y="${f1(y + 3)}" font-size="9" text-anchor="middle" fill="#b1a891">${spaceNo(id)}</text></g>`);
  }
  // Tiles.
  const cubesOut = [];
  for (const [id, t] of tiles) {
    const hg = geo.get(id);
    if (!hg) continue;
    const { x, y } = hg;
    const terr = String(t.terrain || "");
    const large = String(t.large_tile || terr);
    const tundra = terr === "tundra";
    const cubes = t.cubes || {};
    const present = ANIMALS.filter((a) => num(cubes[a]) > 0);
    const endangered = new Set(Array.isArray(t.endangered) ? t.endangered : []);
    const dom = t.dominant || null;
    const tip = [`${cap(terr)} on space ${spaceNo(id)}${tundra && large !== "tundra" ? ` on ${large}` : ""}; scores ${SCORING[terr] || ""}`];
    tip.push(dom ? `dominant: ${animalName(dom)}` : "no dominant animal");
    if (present.length) tip.push("cubes: " + present.map((a) => `${animalName(a)} ${num(cubes[a])}${endangered.has(a) ? " (endangered)" : ""}`).join(", "));
    const el = countsText(t.elements);
    tip.push(el ? `elements: ${el}` : "no elements");
    let g = "";
    if (tundra) {
      g += `<polygon class="hl" points="${hg.outline}" fill="${tFill(large)}" stroke="#555" stroke-width="1.2"/>`;
      g += `<polygon points="${hg.inner}" fill="${tFill("tundra")}" stroke="#9fb9c4" stroke-width="1"/>`;
    } else {
      g += `<polygon class="hl" points="${hg.outline}" fill="${tFill(terr)}" stroke="#555" stroke-width="1.2"/>`;
    }
    g += `<text x="${f1(x)}" y="${f1(y - 22)}" font-size="10" font-weight="600" text-anchor="middle" fill="${tInk(terr)}">${esc(terr)}</text>`;
    const scored = dominated.has(id);
    if (scored) tip.push("already chosen for Domination this round");
    g += `<text x="${f1(x)}" y="${f1(y + 36)}" font-size="7.5" text-anchor="middle" fill="${tInk(terr)}" opacity="0.8">${spaceNo(id)}${scored ? " · scored" : ""}</text>`;
    if (dom) g += cone(x + 25, y - 20, dom, 7);
    g = `<g data-target="hex:${id}"><title>${esc(tip.join("; "))}</title>${g}</g>`;
    out.push(g);
    // Cubes: one square per animal with its count (3 columns, 2 rows).
    const n = present.length;
    present.forEach((a, i) => {
      const cols = n <= 3 ? n : 3;
      const row = n <= 3 ? 0 : Math.floor(i / 3);
      const inRow = n <= 3 ? n : row === 0 ? 3 : n - 3;
      const col = n <= 3 ? i : i % 3;
      const w = 17, gap = 3;
      const cx = x - ((inRow - 1) * (w + gap)) / 2 + col * (w + gap);
      const cy = (n <= 3 ? y + 2 : y - 7 + row * (w + gap)) + 1;
      void cols;
      const end = endangered.has(a);
      cubesOut.push(`<g class="ov" data-target="cubes:${id}.${a}"><title>${esc(`${animalName(a)}: ${num(cubes[a])} on the ${terr} on space ${spaceNo(id)}${end ? ", endangered" : ""}${dom === a ? ", dominant" : ""}`)}</title>` +
        `<rect x="${f1(cx - w / 2)}" y="${f1(cy - w / 2)}" width="${w}" height="${w}" rx="2" fill="${aFill(a)}" ` +
        `stroke="${end ? "#e0162b" : "#111"}" stroke-width="${end ? 2.6 : 1}"${end ? ' stroke-dasharray="3 2"' : ""}/>` +
        `<text x="${f1(cx)}" y="${f1(cy + 4)}" font-size="11" font-weight="700" text-anchor="middle" fill="${aInk(a)}">${num(cubes[a])}</text></g>`);
    });
  }
  out.push(...cubesOut);
  // The tile (or corner) the pending decision is about, ringed.
  const d = view.decision || {};
  const focus = Array.isArray(d.hex) ? d.hex : Array.isArray(d.remaining) && Array.isArray(d.remaining[0]) ? d.remaining[0] : null;
  if (focus && geo.has(hexId(focus[0], focus[1]))) {
    const { x, y } = geo.get(hexId(focus[0], focus[1]));
    out.push(`<polygon points="${hexPoints(x, y, R + 2)}" fill="none" stroke="#ff7a00" stroke-width="3" stroke-dasharray="7 4" pointer-events="none"/>`);
  }
  // Corners: the discs, and the vacant corners of the tiles (targets for new discs).
  const discs = new Map();
  for (const e of view.elements || []) {
    if (Array.isArray(e.corner) && e.corner.length === 3) discs.set(cornerId(e.corner), e);
  }
  const seen = new Set();
  const focusCorner = Array.isArray(d.corner) && d.corner.length === 3 ? cornerId(d.corner) : null;
  for (const id0 of tiles.keys()) {
    const hg = geo.get(id0);
    if (!hg) continue;
    for (const { id, x, y } of hg.corners) {
      if (seen.has(id)) continue;
      seen.add(id);
      const d = discs.get(id);
      if (focusCorner === id) {
        out.push(`<circle cx="${f1(x)}" cy="${f1(y)}" r="15" fill="none" stroke="#ff7a00" stroke-width="3" stroke-dasharray="5 3" pointer-events="none"/>`);
      }
      if (d) {
        out.push(`<g class="ov" data-target="corner:${id}"><title>${esc(`${cap(d.element)} disc on the ${cornerName(id)}`)}</title>` +
          disc(x, y, 10.5, d.element, ' class="hl"') + "</g>");
      } else {
        out.push(`<circle class="ov hl" data-target="corner:${id}" cx="${f1(x)}" cy="${f1(y)}" r="6" fill="#fff" fill-opacity="0.35" ` +
          `stroke="#333" stroke-opacity="0.25" stroke-width="1"><title>${esc(`Vacant ${cornerName(id)}`)}</title></circle>`);
      }
    }
  }
  return out.join("");
}

// ---------------------------------------------------------------- the action display

const ROWS = [
  ["Initiative", ["INI"]],
  ["Adaptation", ["ADA-1", "ADA-2", "ADA-3"]],
  ["Regression", ["REG-1", "REG-2"]],
  ["Abundance", ["ABU-1", "ABU-2"]],
  ["Wasteland", ["WAS"]],
  ["Depletion", ["DEP"]],
  ["Glaciation", ["GLA-1", "GLA-2", "GLA-3", "GLA-4"]],
  ["Speciation", ["SPE-MEAT", "SPE-SUN", "SPE-SEED", "SPE-WATER", "SPE-GRUB", "SPE-GRASS"]],
  ["Wanderlust", ["WAN-1", "WAN-2", "WAN-3"]],
  ["Migration", ["MIG-7", "MIG-6", "MIG-5", "MIG-4", "MIG-3", "MIG-2"]],
  ["Competition", ["COM-1", "COM-2", "COM-3", "COM-4", "COM-5", "COM-6", "COM-7"]],
  ["Domination", ["DOM-1", "DOM-2", "DOM-3", "DOM-4", "DOM-5"]],
];
const COMPETITION = {
  "COM-1": ["jungle", "wetland"], "COM-2": ["wetland", "desert"], "COM-3": ["desert", "forest"],
  "COM-4": ["forest", "savannah"], "COM-5": ["savannah", "mountain"], "COM-6": ["mountain", "sea"],
  "COM-7": ["sea", "jungle"],
};

function spaceWords(id) {
  const [kind, n] = id.split("-");
  const row = ROWS.find(([, ids]) => ids.includes(id));
  const name = row ? row[0] : id;
  if (kind === "SPE") return `${name} (${String(n).toLowerCase()})`;
  if (kind === "MIG") return `${name} (up to ${n} cubes)`;
  if (kind === "COM") return `${name} ${n} (tundra, ${COMPETITION[id].join(", ")})`;
  return n ? `${name} ${n}` : name;
}

/** An animal's action pawn. */
const actionPawn = (x, y, a, dashed = false, r = 8.5) => pawn(x, y, aFill(a), { r, dashed });

function actionDisplay(view, ox, oy, inPlay) {
  const ad = view.action_display || {};
  const spaces = ad.spaces || {};
  const W = 40, H = 34, GAP = 4, ROWH = 41;
  const out = [];
  ROWS.forEach(([name, ids], i) => {
    const y = oy + i * ROWH;
    out.push(`<text x="${ox}" y="${f1(y + H / 2 + 4)}" font-size="12" font-weight="600" fill="#333">${name}</text>`);
    let x = ox + 84;
    if (name === "Competition") {
      // COM-A: the arachnids' free Competition, resolved first.
      out.push(`<g opacity="${inPlay.has("arachnids") ? 1 : 0.3}"><title>Arachnids' free Competition (every round, first)</title>` +
        `<rect x="${x}" y="${y}" width="${W - 8}" height="${H}" rx="5" fill="#f3ece6" stroke="#b9a" stroke-dasharray="3 2"/>` +
        actionPawn(x + (W - 8) / 2, y + H / 2, "arachnids", true) + "</g>");
      x += W - 8 + GAP;
    }
    for (const id of ids) {
      const a = spaces[id];
      const [kind, n] = id.split("-");
      let lab = n || "";
      if (kind === "SPE") lab = "";
      const tip = `${spaceWords(id)}: ${a ? `${animalName(a)}' action pawn` : "vacant"}` +
        (id === "GLA-1" ? " (only this Glaciation space acts)" : "");
      let g = `<g data-target="space:${id}"><title>${esc(tip)}</title>` +
        `<rect class="hl" x="${x}" y="${y}" width="${W}" height="${H}" rx="5" fill="#fbfaf6" stroke="#8a8172" stroke-width="1"/>`;
      if (kind === "SPE") {
        const e = String(n).toLowerCase();
        g += `<circle cx="${x + 8}" cy="${y + 8}" r="5" fill="${eFill(e)}" stroke="#333" stroke-width="0.8"/>`;
        g += `<text x="${x + W / 2}" y="${y + H - 3}" font-size="7" text-anchor="middle" fill="#555">${esc(e)}</text>`;
      } else if (kind === "COM") {
        const [t1, t2] = COMPETITION[id];
        g += `<rect x="${x + 3}" y="${y + 3}" width="7" height="7" fill="${tFill("tundra")}" stroke="#777" stroke-width="0.6"/>`;
        g += `<rect x="${x + 11}" y="${y + 3}" width="7" height="7" fill="${tFill(t1)}" stroke="#777" stroke-width="0.6"/>`;
        g += `<rect x="${x + 19}" y="${y + 3}" width="7" height="7" fill="${tFill(t2)}" stroke="#777" stroke-width="0.6"/>`;
        g += `<text x="${x + W - 4}" y="${y + 10}" font-size="8" text-anchor="end" fill="#555">${esc(lab)}</text>`;
      } else if (lab) {
        g += `<text x="${x + 4}" y="${y + 10}" font-size="8.5" fill="#555">${esc(lab)}</text>`;
      }
      if (a) g += actionPawn(x + W / 2, y + H / 2 + 2, a);
      g += "</g>";
      out.push(g);
      x += W + GAP;
    }
    if (name === "Regression") {
      // REG-R: the reptiles' permanent free pawn.
      out.push(`<g opacity="${inPlay.has("reptiles") ? 1 : 0.3}"><title>Reptiles' permanent Regression pawn</title>` +
        `<rect x="${x}" y="${y}" width="${W - 8}" height="${H}" rx="5" fill="#f3ece6" stroke="#b9a" stroke-dasharray="3 2"/>` +
        actionPawn(x + (W - 8) / 2, y + H / 2, "reptiles", true) + "</g>");
      x += W - 8 + GAP;
    }
    if (name === "Speciation") {
      out.push(`<g opacity="${inPlay.has("insects") ? 1 : 0.3}"><title>Insects' free Speciation of one cube (every round)</title>` +
        `<rect x="${x}" y="${y}" width="${W - 8}" height="${H}" rx="5" fill="#f3ece6" stroke="#b9a" stroke-dasharray="3 2"/>` +
        actionPawn(x + (W - 8) / 2, y + H / 2, "insects", true) + "</g>");
      x += W - 8 + GAP;
    }
    x += 8;
    const rowKey = { Adaptation: "adaptation_row", Abundance: "abundance_row", Wanderlust: "wanderlust_row" }[name];
    if (rowKey) x = elementRow(out, ad[rowKey], rowKey, x, y + H / 2);
    const boxKey = { Regression: "regression_box", Wasteland: "wasteland_box", Depletion: "depletion_box" }[name];
    if (boxKey) x = elementBox(out, ad[boxKey], boxKey, name, x, y + H / 2);
    if (name === "Wanderlust") stacks(out, view.wanderlust_stacks, x + 6, y + H / 2);
    if (name === "Glaciation") {
      out.push(`<text x="${x}" y="${f1(y + H / 2 + 4)}" font-size="10" fill="#555">tundra supply: ${num(view.tundra_supply)}</text>`);
    }
  });
  return out.join("");
}

function elementRow(out, row, key, x, cy) {
  const list = Array.isArray(row) ? row : [];
  out.push(`<rect x="${x - 4}" y="${f1(cy - 14)}" width="${4 * 26 + 4}" height="28" rx="14" fill="#e9f2df" stroke="#b8cca4"/>`);
  for (let i = 0; i < 4; i++) {
    const e = list[i];
    const cx = x + 11 + i * 26;
    if (e) {
      out.push(`<g data-target="element:${key}.${i}"><title>${esc(`${cap(e)} in the ${key.replace("_row", "")} row`)}</title>` +
        disc(cx, cy, 11, e, ' class="hl"') + "</g>");
    } else {
      out.push(`<circle cx="${cx}" cy="${f1(cy)}" r="9" fill="none" stroke="#b8cca4" stroke-dasharray="2 2"/>`);
    }
  }
  return x + 4 * 26 + 10;
}

function elementBox(out, box, key, name, x, cy) {
  const counts = box || {};
  const present = ELEMENTS.filter((e) => num(counts[e]) > 0);
  const w = Math.max(1, present.length) * 40 + 6;
  out.push(`<rect x="${x - 4}" y="${f1(cy - 14)}" width="${w}" height="28" rx="4" fill="#f2ebe3" stroke="#c7b9a8">` +
    `<title>${esc(`${name} box: ${countsText(counts) || "empty"}`)}</title></rect>`);
  if (!present.length) {
    out.push(`<text x="${x + 2}" y="${f1(cy + 4)}" font-size="9" fill="#998">empty</text>`);
  }
  present.forEach((e, i) => {
    const cx = x + 11 + i * 40;
    out.push(`<g data-target="element:${key}.${e}"><title>${esc(`${cap(e)} ×${num(counts[e])} in the ${name} box`)}</title>` +
      disc(cx, cy, 10, e, ' class="hl"') +
      (num(counts[e]) > 1 ? `<text x="${cx + 12}" y="${f1(cy + 4)}" font-size="9" fill="#444">×${num(counts[e])}</text>` : "") + "</g>");
  });
  return x + w + 6;
}

function stacks(out, list, x, cy) {
  (Array.isArray(list) ? list : []).forEach((s, i) => {
    const k = i + 1;
    const cx = x + 16 + i * 40;
    const up = s && s.face_up;
    const n = num(s && s.tiles);
    const tip = `Wanderlust stack ${k}: ${up ? `${up} face up` : n ? "face down" : "empty"}, ${n} tile${n === 1 ? "" : "s"}`;
    out.push(`<g data-target="stack:${k}"><title>${esc(tip)}</title>` +
      `<polygon class="hl" points="${hexPoints(cx, cy, 15)}" fill="${up ? tFill(up) : n ? "#8c8478" : "none"}" stroke="#444" stroke-width="1"${n ? "" : ' stroke-dasharray="2 2"'}/>` +
      `<text x="${cx}" y="${f1(cy + 3.5)}" font-size="9" font-weight="700" text-anchor="middle" fill="${up ? tInk(up) : "#fff"}">${n}</text></g>`);
  });
}

// ---------------------------------------------------------------- cards, animals, bag

function panel(state, view, ctx) {
  const seatName = (ctx && ctx.seatName) || defaultSeatName;
  const out = [];
  const W = 1060;
  let y = 8;
  // Dominance cards.
  const deck = view.dominance_cards || {};
  const faceUp = Array.isArray(deck.face_up) ? deck.face_up : [];
  out.push(`<text x="10" y="${y + 14}" font-size="13" font-weight="700" fill="#333">Dominance cards</text>`);
  out.push(`<text x="150" y="${y + 14}" font-size="11" fill="#555">${num(deck.remaining)} in the deck · ${Array.isArray(deck.taken) ? deck.taken.length : 0} taken</text>`);
  y += 22;
  faceUp.forEach((c, i) => {
    const x = 10 + i * 176;
    const text = CARD_TEXT[c] || "";
    out.push(`<g data-target="card:${esc(c)}"><title>${esc(`${cardName(c)}: ${text}`)}</title>` +
      `<rect class="hl" x="${x}" y="${y}" width="168" height="58" rx="6" fill="#fff8e6" stroke="#a5894a" stroke-width="1.2"/>` +
      `<text x="${x + 84}" y="${y + 20}" font-size="13" font-weight="700" text-anchor="middle" fill="#4a3a10">${esc(cardName(c))}</text>` +
      wrap(text, 34).slice(0, 2).map((line, j) =>
        `<text x="${x + 84}" y="${y + 35 + j * 11}" font-size="8.5" text-anchor="middle" fill="#6b5a2a">${esc(line)}</text>`).join("") +
      "</g>");
  });
  // Survival card.
  const sx = 10 + 5 * 176 + 4;
  const surv = view.survival;
  out.push(`<g><title>Survival: the animal with the most cubes on tundra scores bonus VP for its tundra tiles at each Reset</title>` +
    `<rect x="${sx}" y="${y}" width="150" height="58" rx="6" fill="#eef5f8" stroke="#7d9aa6" stroke-width="1.2"/>` +
    `<text x="${sx + 75}" y="${y + 20}" font-size="13" font-weight="700" text-anchor="middle" fill="#2b4a58">Survival</text>` +
    (surv ? cone(sx + 40, y + 40, surv, 8) + `<text x="${sx + 54}" y="${y + 44}" font-size="11" fill="#2b4a58">${esc(animalName(surv))}</text>`
      : `<text x="${sx + 75}" y="${y + 44}" font-size="11" text-anchor="middle" fill="#667">uncontrolled</text>`) + "</g>");
  y += 72;
  // Initiative track.
  out.push(`<text x="10" y="${y + 14}" font-size="13" font-weight="700" fill="#333">Initiative</text>`);
  (Array.isArray(view.initiative) ? view.initiative : []).forEach((a, i) => {
    const x = 100 + i * 112;
    out.push(`<g data-target="initiative:${esc(a)}"><title>${esc(`${i + 1}. ${animalName(a)}`)}</title>` +
      `<rect class="hl" x="${x}" y="${y}" width="104" height="22" rx="4" fill="${aFill(a)}" stroke="#333"/>` +
      `<text x="${x + 52}" y="${y + 15}" font-size="11" font-weight="600" text-anchor="middle" fill="${aInk(a)}">${i + 1}. ${esc(animalName(a))}</text></g>`);
  });
  y += 34;
  // Animals.
  const acting = view.acting_animal;
  const cols = [["Animal", 10], ["Player", 130], ["VP", 290], ["Action pawns", 340], ["Gene pool", 560], ["Eliminated", 640], ["Display", 730]];
  for (const [h, x] of cols) out.push(`<text x="${x}" y="${y + 12}" font-size="10" font-weight="700" fill="#666">${h}</text>`);
  y += 18;
  const animals = Array.isArray(view.animals) ? view.animals : [];
  for (const st of animals) {
    const a = st.animal;
    const seat = num(st.seat);
    const me = ctx && ctx.seat != null && num(ctx.seat) === seat;
    out.push(`<rect x="4" y="${y}" width="${W - 8}" height="30" rx="4" fill="${a === acting ? "#fff5c2" : me ? "#eef6ff" : "#faf9f6"}" stroke="${a === acting ? "#e0b000" : "#ddd"}"/>`);
    out.push(`<rect x="12" y="${y + 7}" width="16" height="16" rx="2" fill="${aFill(a)}" stroke="#111"/>`);
    out.push(`<text x="34" y="${y + 20}" font-size="12" font-weight="700" fill="#222">${esc(animalName(a))}</text>`);
    out.push(`<text x="130" y="${y + 20}" font-size="11" fill="#333">${esc(seatName(state, seat, { you: me ? seat : null }))}</text>`);
    out.push(`<text x="290" y="${y + 20}" font-size="13" font-weight="700" fill="#222">${num(st.vp)}</text>`);
    let px = 340;
    for (let i = 0; i < num(st.aps) && i < 10; i++) { out.push(actionPawn(px + 6, y + 15, a, false, 6)); px += 13; }
    out.push(`<text x="${px + 2}" y="${y + 19}" font-size="9.5" fill="#666">${num(st.aps)} in supply, ${num(st.set_aside_aps)} set aside</text>`);
    out.push(`<text x="560" y="${y + 20}" font-size="12" fill="#333">${num(st.gene_pool)}</text>`);
    out.push(`<text x="640" y="${y + 20}" font-size="12" fill="#333">${num(st.eliminated)}</text>`);
    let dx = 742;
    for (const [which, inh] of [[st.inherent || {}, true], [st.added || {}, false]]) {
      for (const e of ELEMENTS) {
        for (let k = 0; k < num(which[e]); k++) {
          const tip = `${cap(e)} (${inh ? "inherent" : "added"})`;
          out.push(inh
            ? `<g><title>${esc(tip)}</title>${disc(dx, y + 15, 10, e, ' stroke-dasharray="2 1.5"')}</g>`
            : `<g data-target="element:${esc(a)}.${e}"><title>${esc(tip)}</title>${disc(dx, y + 15, 10, e, ' class="hl"')}</g>`);
          dx += 23;
        }
      }
    }
    out.push(`<text x="${dx + 2}" y="${y + 19}" font-size="9.5" fill="#666">${num(st.display_size)} of 6</text>`);
    y += 34;
  }
  y += 6;
  // The bag.
  out.push(`<text x="10" y="${y + 16}" font-size="13" font-weight="700" fill="#333">Bag</text>`);
  const bag = view.bag || {};
  ELEMENTS.forEach((e, i) => {
    const x = 60 + i * 70;
    const n = num(bag[e]);
    const body = disc(x, y + 12, 10, e, ' class="hl"') + `<text x="${x + 14}" y="${y + 16}" font-size="11" fill="#333">×${n}</text>`;
    out.push(n > 0 ? `<g data-target="element:bag.${e}"><title>${esc(`${cap(e)}: ${n} in the bag`)}</title>${body}</g>`
      : `<g opacity="0.35"><title>${esc(`No ${e} in the bag`)}</title>${body}</g>`);
  });
  y += 30;
  return [out.join(""), y];
}

const STYLE = `<style>
.dsb text{pointer-events:none;font-family:system-ui,-apple-system,"Segoe UI",sans-serif}
.dsb .ov:not(.live){pointer-events:none}
.dsb [data-target].live{cursor:pointer}
.dsb [data-target].live>.hl,.dsb .hl.live{stroke:#ffcc00;stroke-width:4;stroke-opacity:1;stroke-dasharray:none}
.dsb circle.ov.live{fill-opacity:0.9;r:8}
.dsb [data-target].live:hover>.hl,.dsb .hl.live:hover{stroke:#ff8800}
.dsb [data-target].selected>.hl,.dsb .hl.selected{stroke:#ff5a00;stroke-width:5}
.dsb [data-target].live:focus{outline:none}
.dsb [data-target].live:focus>.hl,.dsb .hl.live:focus{stroke:#ff8800}
.dsb [data-target^="cubes:"].live>rect{stroke:#ff1f8f;stroke-width:3.5;stroke-dasharray:none}
</style>`;

export function render(state, ctx) {
  const view = (state && state.view) || {};
  ctx = ctx || {};
  const inPlay = new Set((view.animals || []).map((a) => a.animal));
  const phase = view.phase && view.phase.phase;
  const acting = view.acting_animal;
  const head = [`Round ${num(view.round)}`, PHASE_WORDS[phase] || cap(phase)];
  if (acting && phase !== "over") head.push(`${animalName(acting)} to act`);
  if (view.last_round) head.push("last round");
  const opts = view.options || {};
  const variants = [opts.short_game && "short game", opts.multiple_animals && "multiple animals", opts.random_setup && "random setup"].filter(Boolean);
  // The earth (left) and the action display (right).
  const ox = 270, oy = 270;
  let board = `<svg class="dsb" viewBox="0 0 1050 560" width="100%" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Dominant Species board">${STYLE}`;
  board += `<rect x="0" y="0" width="1050" height="560" fill="#fdfcf8"/>`;
  board += `<text x="10" y="20" font-size="14" font-weight="700" fill="#222">${esc(head.join(" · "))}</text>`;
  if (variants.length) board += `<text x="10" y="36" font-size="10" fill="#777">${esc(variants.join(", "))}</text>`;
  board += earth(view, ox, oy + 6);
  board += actionDisplay(view, 560, 14, inPlay);
  board += "</svg>";
  const [pan, h] = panel(state, view, ctx);
  const second = `<svg class="dsb" viewBox="0 0 1060 ${Math.ceil(h)}" width="100%" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Dominant Species cards and animals">${STYLE}` +
    `<rect x="0" y="0" width="1060" height="${Math.ceil(h)}" fill="#fdfcf8"/>${pan}</svg>`;
  return board + second;
}
