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

import { cap, esc, fit, hexPoints, pawn, wrap } from "../js/draw.js";
import { listWords, seatName as defaultSeatName } from "../js/words.js";
import { t } from "../js/i18n.js";

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
const CARDS = [
  "aquatic", "biodiversity", "biomass", "blight", "catastrophe", "cold_snap", "disease", "ecodiversity",
  "evolution", "fecundity", "fertile", "habitat", "hibernation", "ice_age", "ice_sheet", "immigrants",
  "instinct", "intelligence", "mass_exodus", "metamorphosis", "niche_biomes", "nocturnal",
  "omnivore", "parasitism", "predator", "symbiotic",
];
const PHASES = ["planning", "execution", "reset", "over"];
// §3.1 neighbour directions, clockwise from N; corner k lies between d_k and d_k+1 (§3.4).
const DIRS = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]];

const num = (v) => (Number.isFinite(+v) ? +v : 0);
const kebab = (s) => String(s).toLowerCase().replace(/[^a-z0-9]+/g, "-");
/** A game term in the page's language (the glossary's word: web.ftl's terms block). */
const term = (kind, id, fallback = id) => {
  const key = `web-ds-${kind}-${kebab(id)}`;
  return KNOWN[kind] && KNOWN[kind].includes(id) ? t(key) : String(fallback || "");
};
const KNOWN = { animal: ANIMALS, element: ELEMENTS, terrain: Object.keys(TERRAIN_FILL), card: CARDS };
const animalName = (a) => term("animal", a, cap(a));
const elementName = (e) => term("element", e);
const terrainName = (x) => term("terrain", x);
const cardName = (c) => term("card", c, String(c || "").replace(/_/g, " "));
const cardText = (c) => (CARDS.includes(c) ? t(`web-ds-card-text-${kebab(c)}`) : "");
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
  if (nums.length < 2) return nums.length ? t("web-ds-corner-edge-of", { n: nums[0] }) : t("web-ds-corner-edge");
  return t("web-ds-corner-of", { spaces: listWords(nums.map(String)) });
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
    const size = r >= 11 ? 7.5 : 6.5;
    const word = elementName(e);
    s += `<text x="${f1(x)}" y="${f1(y + 2.6)}" font-size="${size}" text-anchor="middle" fill="${eInk(e)}"${fit(word, size, 2 * r - 2)}>${esc(word)}</text>`;
  }
  return s;
}

function cone(x, y, a, s = 9) {
  return `<path d="M${f1(x)} ${f1(y - s)} L${f1(x + s * 0.75)} ${f1(y + s * 0.6)} L${f1(x - s * 0.75)} ${f1(y + s * 0.6)} Z" ` +
    `fill="${aFill(a)}" stroke="#111" stroke-width="1.2"/>`;
}

function countsText(obj) {
  return ELEMENTS.filter((e) => num(obj && obj[e]) > 0).map((e) => (num(obj[e]) > 1 ? `${elementName(e)} ×${num(obj[e])}` : elementName(e))).join(", ");
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
      `stroke="#c9c1b0" stroke-width="1.2" stroke-dasharray="4 3"/><title>${esc(t("web-ds-empty-space", { n: spaceNo(id) }))}</title>` +
      `<text x="${f1(x)}" y="${f1(y + 3)}" font-size="9" text-anchor="middle" fill="#b1a891">${spaceNo(id)}</text></g>`);
  }
  // Tiles.
  const cubesOut = [];
  for (const [id, tile] of tiles) {
    const hg = geo.get(id);
    if (!hg) continue;
    const { x, y } = hg;
    const terr = String(tile.terrain || "");
    const large = String(tile.large_tile || terr);
    const tundra = terr === "tundra";
    const cubes = tile.cubes || {};
    const present = ANIMALS.filter((a) => num(cubes[a]) > 0);
    const endangered = new Set(Array.isArray(tile.endangered) ? tile.endangered : []);
    const dom = tile.dominant || null;
    const tip = [tundra && large !== "tundra"
      ? t("web-ds-tile-tundra-on", { terrain: cap(terrainName(terr)), n: spaceNo(id), large: terrainName(large), scores: SCORING[terr] || "" })
      : t("web-ds-tile", { terrain: cap(terrainName(terr)), n: spaceNo(id), scores: SCORING[terr] || "" })];
    tip.push(dom ? t("web-ds-tile-dominant", { animal: animalName(dom) }) : t("web-ds-tile-no-dominant"));
    if (present.length) tip.push(t("web-ds-tile-cubes", { cubes: present.map((a) => `${animalName(a)} ${num(cubes[a])}${endangered.has(a) ? ` ${t("web-ds-endangered-mark")}` : ""}`).join(", ") }));
    const el = countsText(tile.elements);
    tip.push(el ? t("web-ds-tile-elements", { elements: el }) : t("web-ds-tile-no-elements"));
    let g = "";
    if (tundra) {
      g += `<polygon class="hl" points="${hg.outline}" fill="${tFill(large)}" stroke="#555" stroke-width="1.2"/>`;
      g += `<polygon points="${hg.inner}" fill="${tFill("tundra")}" stroke="#9fb9c4" stroke-width="1"/>`;
    } else {
      g += `<polygon class="hl" points="${hg.outline}" fill="${tFill(terr)}" stroke="#555" stroke-width="1.2"/>`;
    }
    const tname = terrainName(terr);
    g += `<text x="${f1(x)}" y="${f1(y - 22)}" font-size="10" font-weight="600" text-anchor="middle" fill="${tInk(terr)}"${fit(tname, 10, 56, true)}>${esc(tname)}</text>`;
    const scored = dominated.has(id);
    if (scored) tip.push(t("web-ds-tile-scored-tip"));
    g += `<text x="${f1(x)}" y="${f1(y + 36)}" font-size="7.5" text-anchor="middle" fill="${tInk(terr)}" opacity="0.8">${spaceNo(id)}${scored ? esc(` · ${t("web-ds-tile-scored")}`) : ""}</text>`;
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
      const cubeTip = t("web-ds-cubes-tip", { animal: animalName(a), n: num(cubes[a]), terrain: terrainName(terr), space: spaceNo(id) }) +
        (end ? `, ${t("web-ds-endangered")}` : "") + (dom === a ? `, ${t("web-ds-dominant")}` : "");
      cubesOut.push(`<g class="ov" data-target="cubes:${id}.${a}"><title>${esc(cubeTip)}</title>` +
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
        out.push(`<g class="ov" data-target="corner:${id}"><title>${esc(t("web-ds-disc-on", { element: cap(elementName(d.element)), corner: cornerName(id) }))}</title>` +
          disc(x, y, 10.5, d.element, ' class="hl"') + "</g>");
      } else {
        out.push(`<circle class="ov hl" data-target="corner:${id}" cx="${f1(x)}" cy="${f1(y)}" r="6" fill="#fff" fill-opacity="0.35" ` +
          `stroke="#333" stroke-opacity="0.25" stroke-width="1"><title>${esc(t("web-ds-corner-vacant", { corner: cornerName(id) }))}</title></circle>`);
      }
    }
  }
  return out.join("");
}

// ---------------------------------------------------------------- the action display

// The rows of the action display: the action's name in English (its role in the code
// below), its glossary id, its spaces.
const ROWS = [
  ["Initiative", "initiative", ["INI"]],
  ["Adaptation", "adaptation", ["ADA-1", "ADA-2", "ADA-3"]],
  ["Regression", "regression", ["REG-1", "REG-2"]],
  ["Abundance", "abundance", ["ABU-1", "ABU-2"]],
  ["Wasteland", "wasteland", ["WAS"]],
  ["Depletion", "depletion", ["DEP"]],
  ["Glaciation", "glaciation", ["GLA-1", "GLA-2", "GLA-3", "GLA-4"]],
  ["Speciation", "speciation", ["SPE-MEAT", "SPE-SUN", "SPE-SEED", "SPE-WATER", "SPE-GRUB", "SPE-GRASS"]],
  ["Wanderlust", "wanderlust", ["WAN-1", "WAN-2", "WAN-3"]],
  ["Migration", "migration", ["MIG-7", "MIG-6", "MIG-5", "MIG-4", "MIG-3", "MIG-2"]],
  ["Competition", "competition", ["COM-1", "COM-2", "COM-3", "COM-4", "COM-5", "COM-6", "COM-7"]],
  ["Domination", "domination", ["DOM-1", "DOM-2", "DOM-3", "DOM-4", "DOM-5"]],
];
const actionName = (key) => t(`web-ds-actionkind-${key}`);
const COMPETITION = {
  "COM-1": ["jungle", "wetland"], "COM-2": ["wetland", "desert"], "COM-3": ["desert", "forest"],
  "COM-4": ["forest", "savannah"], "COM-5": ["savannah", "mountain"], "COM-6": ["mountain", "sea"],
  "COM-7": ["sea", "jungle"],
};

function spaceWords(id) {
  const [kind, n] = id.split("-");
  const row = ROWS.find(([, , ids]) => ids.includes(id));
  const name = row ? actionName(row[1]) : id;
  if (kind === "SPE") return `${name} (${elementName(String(n).toLowerCase())})`;
  if (kind === "MIG") return t("web-ds-space-migration", { name, n: Number(n) });
  if (kind === "COM") return `${name} ${n} (${[terrainName("tundra"), ...COMPETITION[id].map(terrainName)].join(", ")})`;
  return n ? `${name} ${n}` : name;
}

/** An animal's action pawn. */
const actionPawn = (x, y, a, dashed = false, r = 8.5) => pawn(x, y, aFill(a), { r, dashed });

function actionDisplay(view, ox, oy, inPlay) {
  const ad = view.action_display || {};
  const spaces = ad.spaces || {};
  const W = 40, H = 34, GAP = 4, ROWH = 41;
  const out = [];
  ROWS.forEach(([name, key, ids], i) => {
    const y = oy + i * ROWH;
    const shown = actionName(key);
    out.push(`<text x="${ox}" y="${f1(y + H / 2 + 4)}" font-size="12" font-weight="600" fill="#333"${fit(shown, 12, 80, true)}>${esc(shown)}</text>`);
    let x = ox + 84;
    if (name === "Competition") {
      // COM-A: the arachnids' free Competition, resolved first.
      out.push(`<g opacity="${inPlay.has("arachnids") ? 1 : 0.3}"><title>${esc(t("web-ds-icon-com-a"))}</title>` +
        `<rect x="${x}" y="${y}" width="${W - 8}" height="${H}" rx="5" fill="#f3ece6" stroke="#b9a" stroke-dasharray="3 2"/>` +
        actionPawn(x + (W - 8) / 2, y + H / 2, "arachnids", true) + "</g>");
      x += W - 8 + GAP;
    }
    for (const id of ids) {
      const a = spaces[id];
      const [kind, n] = id.split("-");
      let lab = n || "";
      if (kind === "SPE") lab = "";
      const tip = `${spaceWords(id)}: ${a ? t("web-ds-space-pawn", { animal: animalName(a) }) : t("web-ds-space-vacant")}` +
        (id === "GLA-1" ? ` ${t("web-ds-space-gla-1")}` : "");
      let g = `<g data-target="space:${id}"><title>${esc(tip)}</title>` +
        `<rect class="hl" x="${x}" y="${y}" width="${W}" height="${H}" rx="5" fill="#fbfaf6" stroke="#8a8172" stroke-width="1"/>`;
      if (kind === "SPE") {
        const e = String(n).toLowerCase();
        g += `<circle cx="${x + 8}" cy="${y + 8}" r="5" fill="${eFill(e)}" stroke="#333" stroke-width="0.8"/>`;
        const word = elementName(e);
        g += `<text x="${x + W / 2}" y="${y + H - 3}" font-size="7" text-anchor="middle" fill="#555"${fit(word, 7, W - 4)}>${esc(word)}</text>`;
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
      out.push(`<g opacity="${inPlay.has("reptiles") ? 1 : 0.3}"><title>${esc(t("web-ds-icon-reg-r"))}</title>` +
        `<rect x="${x}" y="${y}" width="${W - 8}" height="${H}" rx="5" fill="#f3ece6" stroke="#b9a" stroke-dasharray="3 2"/>` +
        actionPawn(x + (W - 8) / 2, y + H / 2, "reptiles", true) + "</g>");
      x += W - 8 + GAP;
    }
    if (name === "Speciation") {
      out.push(`<g opacity="${inPlay.has("insects") ? 1 : 0.3}"><title>${esc(t("web-ds-icon-spe-i"))}</title>` +
        `<rect x="${x}" y="${y}" width="${W - 8}" height="${H}" rx="5" fill="#f3ece6" stroke="#b9a" stroke-dasharray="3 2"/>` +
        actionPawn(x + (W - 8) / 2, y + H / 2, "insects", true) + "</g>");
      x += W - 8 + GAP;
    }
    x += 8;
    const rowKey = { Adaptation: "adaptation_row", Abundance: "abundance_row", Wanderlust: "wanderlust_row" }[name];
    if (rowKey) x = elementRow(out, ad[rowKey], rowKey, x, y + H / 2);
    const boxKey = { Regression: "regression_box", Wasteland: "wasteland_box", Depletion: "depletion_box" }[name];
    if (boxKey) x = elementBox(out, ad[boxKey], boxKey, shown, x, y + H / 2);
    if (name === "Wanderlust") stacks(out, view.wanderlust_stacks, x + 6, y + H / 2);
    if (name === "Glaciation") {
      out.push(`<text x="${x}" y="${f1(y + H / 2 + 4)}" font-size="10" fill="#555">${esc(t("web-ds-tundra-supply", { n: num(view.tundra_supply) }))}</text>`);
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
      out.push(`<g data-target="element:${key}.${i}"><title>${esc(t(`web-ds-in-row-${key.replace("_row", "")}`, { element: cap(elementName(e)) }))}</title>` +
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
    `<title>${esc(t("web-ds-box", { name, contents: countsText(counts) || t("web-ds-empty") }))}</title></rect>`);
  if (!present.length) {
    out.push(`<text x="${x + 2}" y="${f1(cy + 4)}" font-size="9" fill="#998">${esc(t("web-ds-empty"))}</text>`);
  }
  present.forEach((e, i) => {
    const cx = x + 11 + i * 40;
    out.push(`<g data-target="element:${key}.${e}"><title>${esc(t("web-ds-in-box", { element: cap(elementName(e)), n: num(counts[e]), name }))}</title>` +
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
    const tip = t("web-ds-stack", { k, face: up ? t("web-ds-stack-face-up", { terrain: terrainName(up) }) : n ? t("web-ds-stack-face-down") : t("web-ds-empty"), n });
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
  out.push(`<text x="10" y="${y + 14}" font-size="13" font-weight="700" fill="#333">${esc(t("web-ds-dominance-cards"))}</text>`);
  out.push(`<text x="10" y="${y + 14}" dx="${f1(Math.max(140, t("web-ds-dominance-cards").length * 8.8 + 12))}" font-size="11" fill="#555">${esc(t("web-ds-deck", { n: num(deck.remaining), taken: Array.isArray(deck.taken) ? deck.taken.length : 0 }))}</text>`);
  y += 22;
  faceUp.forEach((c, i) => {
    const x = 10 + i * 176;
    const text = cardText(c);
    const cname = cardName(c);
    out.push(`<g data-target="card:${esc(c)}"><title>${esc(`${cname}: ${text}`)}</title>` +
      `<rect class="hl" x="${x}" y="${y}" width="168" height="58" rx="6" fill="#fff8e6" stroke="#a5894a" stroke-width="1.2"/>` +
      `<text x="${x + 84}" y="${y + 20}" font-size="13" font-weight="700" text-anchor="middle" fill="#4a3a10"${fit(cname, 13, 160, true)}>${esc(cname)}</text>` +
      wrap(text, 34, 2).map((line, j) =>
        `<text x="${x + 84}" y="${y + 35 + j * 11}" font-size="8.5" text-anchor="middle" fill="#6b5a2a"${fit(line, 8.5, 160)}>${esc(line)}</text>`).join("") +
      "</g>");
  });
  // Survival card.
  const sx = 10 + 5 * 176 + 4;
  const surv = view.survival;
  const sname = t("web-ds-survival");
  out.push(`<g><title>${esc(t("web-ds-survival-tip"))}</title>` +
    `<rect x="${sx}" y="${y}" width="150" height="58" rx="6" fill="#eef5f8" stroke="#7d9aa6" stroke-width="1.2"/>` +
    `<text x="${sx + 75}" y="${y + 20}" font-size="13" font-weight="700" text-anchor="middle" fill="#2b4a58"${fit(sname, 13, 140, true)}>${esc(sname)}</text>` +
    (surv ? cone(sx + 40, y + 40, surv, 8) + `<text x="${sx + 54}" y="${y + 44}" font-size="11" fill="#2b4a58"${fit(animalName(surv), 11, 92)}>${esc(animalName(surv))}</text>`
      : `<text x="${sx + 75}" y="${y + 44}" font-size="11" text-anchor="middle" fill="#667">${esc(t("web-ds-uncontrolled"))}</text>`) + "</g>");
  y += 72;
  // Initiative track.
  out.push(`<text x="10" y="${y + 14}" font-size="13" font-weight="700" fill="#333"${fit(actionName("initiative"), 13, 86, true)}>${esc(actionName("initiative"))}</text>`);
  (Array.isArray(view.initiative) ? view.initiative : []).forEach((a, i) => {
    const x = 100 + i * 112;
    out.push(`<g data-target="initiative:${esc(a)}"><title>${esc(`${i + 1}. ${animalName(a)}`)}</title>` +
      `<rect class="hl" x="${x}" y="${y}" width="104" height="22" rx="4" fill="${aFill(a)}" stroke="#333"/>` +
      `<text x="${x + 52}" y="${y + 15}" font-size="11" font-weight="600" text-anchor="middle" fill="${aInk(a)}"${fit(`${i + 1}. ${animalName(a)}`, 11, 98, true)}>${i + 1}. ${esc(animalName(a))}</text></g>`);
  });
  y += 34;
  // Animals.
  const acting = view.acting_animal;
  const cols = [["animal", 10, 116], ["player", 130, 156], ["vp", 290, 46], ["aps", 340, 216], ["gene-pool", 560, 76], ["eliminated", 640, 86], ["display", 730, 200]];
  for (const [k, x, w] of cols) {
    const head = t(`web-ds-col-${k}`);
    out.push(`<text x="${x}" y="${y + 12}" font-size="10" font-weight="700" fill="#666"${fit(head, 10, w, true)}>${esc(head)}</text>`);
  }
  y += 18;
  const animals = Array.isArray(view.animals) ? view.animals : [];
  for (const st of animals) {
    const a = st.animal;
    const seat = num(st.seat);
    const me = ctx && ctx.seat != null && num(ctx.seat) === seat;
    out.push(`<rect x="4" y="${y}" width="${W - 8}" height="30" rx="4" fill="${a === acting ? "#fff5c2" : me ? "#eef6ff" : "#faf9f6"}" stroke="${a === acting ? "#e0b000" : "#ddd"}"/>`);
    out.push(`<rect x="12" y="${y + 7}" width="16" height="16" rx="2" fill="${aFill(a)}" stroke="#111"/>`);
    out.push(`<text x="34" y="${y + 20}" font-size="12" font-weight="700" fill="#222"${fit(animalName(a), 12, 92, true)}>${esc(animalName(a))}</text>`);
    out.push(`<text x="130" y="${y + 20}" font-size="11" fill="#333">${esc(seatName(state, seat, { you: me ? seat : null }))}</text>`);
    out.push(`<text x="290" y="${y + 20}" font-size="13" font-weight="700" fill="#222">${num(st.vp)}</text>`);
    let px = 340;
    for (let i = 0; i < num(st.aps) && i < 10; i++) { out.push(actionPawn(px + 6, y + 15, a, false, 6)); px += 13; }
    const apWords = t("web-ds-aps", { n: num(st.aps), aside: num(st.set_aside_aps) });
    out.push(`<text x="${px + 2}" y="${y + 19}" font-size="9.5" fill="#666"${fit(apWords, 9.5, 556 - px)}>${esc(apWords)}</text>`);
    out.push(`<text x="560" y="${y + 20}" font-size="12" fill="#333">${num(st.gene_pool)}</text>`);
    out.push(`<text x="640" y="${y + 20}" font-size="12" fill="#333">${num(st.eliminated)}</text>`);
    let dx = 742;
    for (const [which, inh] of [[st.inherent || {}, true], [st.added || {}, false]]) {
      for (const e of ELEMENTS) {
        for (let k = 0; k < num(which[e]); k++) {
          const tip = t(inh ? "web-ds-element-inherent" : "web-ds-element-added", { element: cap(elementName(e)) });
          out.push(inh
            ? `<g><title>${esc(tip)}</title>${disc(dx, y + 15, 10, e, ' stroke-dasharray="2 1.5"')}</g>`
            : `<g data-target="element:${esc(a)}.${e}"><title>${esc(tip)}</title>${disc(dx, y + 15, 10, e, ' class="hl"')}</g>`);
          dx += 23;
        }
      }
    }
    out.push(`<text x="${dx + 2}" y="${y + 19}" font-size="9.5" fill="#666">${esc(t("web-ds-display-size", { n: num(st.display_size) }))}</text>`);
    y += 34;
  }
  y += 6;
  // The bag.
  out.push(`<text x="10" y="${y + 16}" font-size="13" font-weight="700" fill="#333"${fit(t("web-ds-bag"), 13, 34, true)}>${esc(t("web-ds-bag"))}</text>`);
  const bag = view.bag || {};
  ELEMENTS.forEach((e, i) => {
    const x = 60 + i * 70;
    const n = num(bag[e]);
    const body = disc(x, y + 12, 10, e, ' class="hl"') + `<text x="${x + 14}" y="${y + 16}" font-size="11" fill="#333">×${n}</text>`;
    out.push(n > 0 ? `<g data-target="element:bag.${e}"><title>${esc(t("web-ds-in-bag", { element: cap(elementName(e)), n }))}</title>${body}</g>`
      : `<g opacity="0.35"><title>${esc(t("web-ds-none-in-bag", { element: elementName(e) }))}</title>${body}</g>`);
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
  const head = [t("web-ds-round", { n: num(view.round) }), PHASES.includes(phase) ? t(`web-ds-phase-${phase}`) : cap(phase)];
  if (acting && phase !== "over") head.push(t("web-ds-to-act", { animal: animalName(acting) }));
  if (view.last_round) head.push(t("web-ds-last-round"));
  const opts = view.options || {};
  const variants = [opts.short_game && t("web-ds-variant-short"), opts.multiple_animals && t("web-ds-variant-multiple"), opts.random_setup && t("web-ds-variant-random")].filter(Boolean);
  // The earth (left) and the action display (right).
  const ox = 270, oy = 270;
  let board = `<svg class="dsb" viewBox="0 0 1050 560" width="100%" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(t("web-ds-aria-board"))}">${STYLE}`;
  board += `<rect x="0" y="0" width="1050" height="560" fill="#fdfcf8"/>`;
  board += `<text x="10" y="20" font-size="14" font-weight="700" fill="#222">${esc(head.join(" · "))}</text>`;
  if (variants.length) board += `<text x="10" y="36" font-size="10" fill="#777">${esc(variants.join(", "))}</text>`;
  board += earth(view, ox, oy + 6);
  board += actionDisplay(view, 560, 14, inPlay);
  board += "</svg>";
  const [pan, h] = panel(state, view, ctx);
  const second = `<svg class="dsb" viewBox="0 0 1060 ${Math.ceil(h)}" width="100%" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${esc(t("web-ds-aria-panel"))}">${STYLE}` +
    `<rect x="0" y="0" width="1060" height="${Math.ceil(h)}" fill="#fdfcf8"/>${pan}</svg>`;
  return board + second;
}

/** A seat's role as the view names it (an animal, "mammals") in the page's language. */
export function roleWords(word) {
  return ANIMALS.includes(word) ? animalName(word) : word;
}
