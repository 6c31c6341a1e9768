// Drawing helpers shared by the board renderers (service/static/games/*.js) and the pages:
// each defined here once. Pure functions over strings and numbers; no DOM.

const ESC = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const ESC_RE = /[&<>"']/g;
const ESC_TEST = /[&<>"']/;

/** Text escaped for HTML and SVG markup (null and undefined are the empty string). */
export function esc(v) {
  const s = String(v ?? "");
  return ESC_TEST.test(s) ? s.replace(ESC_RE, (c) => ESC[c]) : s;
}

/** A word with a capital first letter ("desert" → "Desert"). */
export function cap(w) {
  if (!w) return "";
  const s = String(w);
  return s[0].toUpperCase() + s.slice(1);
}

/** A number rounded to one decimal, for compact SVG coordinates. */
export function round1(x) {
  return Math.round(x * 10) / 10;
}

/** The points of a regular hexagon around (x, y) with corner radius `r`: flat-topped (a
 *  corner at 0°), or `pointy` (a corner at -30°, a point at the top). */
export function hexPoints(x, y, r, { pointy = false } = {}) {
  const p = [];
  for (let i = 0; i < 6; i++) {
    const a = pointy ? (Math.PI / 180) * (60 * i - 30) : (Math.PI / 3) * i;
    p.push(`${round1(x + r * Math.cos(a))},${round1(y + r * Math.sin(a))}`);
  }
  return p.join(" ");
}

/** A round playing piece (an action pawn, an explorer) at (x, y). */
export function pawn(x, y, fill, { r = 8.5, stroke = "#111", width = 1.3, dashed = false } = {}) {
  return `<circle cx="${round1(x)}" cy="${round1(y)}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="${width}"${dashed ? ' stroke-dasharray="2 2"' : ""}/>`;
}

/** SVG text attributes that squeeze `text` (drawn at `size`, `bold` or not) into `max`
 *  units when it would be wider (a longer word of another language on a small label):
 *  "" when it fits. The width is estimated from the number of characters. */
export function fit(text, size, max, bold = false) {
  const width = String(text ?? "").length * size * (bold ? 0.68 : 0.6);
  return width > max ? ` textLength="${round1(max)}" lengthAdjust="spacingAndGlyphs"` : "";
}

/** Words broken into lines of about `width` characters; beyond `lines` lines the last one
 *  kept ends with "…". */
export function wrap(text, width, lines = Infinity) {
  const out = [];
  let cur = "";
  for (const w of String(text).split(" ")) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && next.length > width) {
      out.push(cur);
      cur = w;
    } else cur = next;
  }
  if (cur) out.push(cur);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] += "…";
  }
  return out;
}
