// The pages' words in the reader's language: English, Greek, Hungarian or Russian.
//
// The locale is the one the reader picked with the language switch (kept in localStorage),
// else the first of the browser's languages that we have (an RFC 4647 lookup: "el-GR" →
// "el"), else English. Its messages, /static/locales/<locale>/web.ftl, are read once (this
// module waits for them at load, so every module that imports it finds them ready) and
// rendered by t(id, args). A message id missing from the file renders as the id itself
// (tests/test_web_locales.py checks that every locale has every English message, with the
// same variables, and that the files use only the subset below).
//
// The Fluent subset read here (https://projectfluent.org/fluent/guide/):
//   * comments: lines starting with "#" (any number of them);
//   * messages: `web-some-id = pattern`, the pattern on the same line and/or on the indented
//     lines below (joined with a newline; the common indentation removed);
//   * attributes: indented `.name = pattern` lines under a message (rendered with
//     t("web-some-id.name"));
//   * placeables: `{ $var }` (a number or a string argument), `{ "literal" }` (for a brace
//     or leading spaces), `{ web-other-id }` / `{ web-other-id.attr }` (message references);
//   * selects: `{ $var -> [key] pattern ... *[other] pattern }`, the variants on their own
//     lines. A number argument picks the variant whose key is that number, else the one of
//     its plural category (Intl.PluralRules of the locale: one/few/many/other...); a string
//     argument picks the variant named by it; otherwise the default (`*`) variant.
// Not read: terms (`-name`), functions (NUMBER(...)), selects on anything but a variable.
// Number arguments are written with the locale's decimal sign, without grouping
// (Intl.NumberFormat; "2000", as English always wrote them).

export const LOCALES = ["en", "el", "hu", "ru"];
/** Each language in its own words, as the switch offers them. */
export const LANGUAGE_NAMES = { en: "English", el: "Ελληνικά", hu: "Magyar", ru: "Русский" };
export const LANG_KEY = "species-arena:lang";

/** RFC 4647 lookup of the language ranges `ranges` (most preferred first) among LOCALES:
 *  each range is cut back at its last "-" until it names a locale; null when none does. */
export function lookup(ranges) {
  for (const raw of ranges || []) {
    let range = String(raw || "").trim().toLowerCase().replace(/_/g, "-");
    while (range) {
      if (range === "*") break;
      if (LOCALES.includes(range)) return range;
      const cut = range.lastIndexOf("-");
      if (cut < 0) break;
      range = range.slice(0, cut);
      if (/-[a-z0-9]$/.test(range)) range = range.slice(0, -2); // a singleton goes with it
    }
  }
  return null;
}

/** The reader's locale: the one stored, else the browser's languages, else "en". */
export function chooseLocale() {
  let stored = null;
  try {
    stored = localStorage.getItem(LANG_KEY);
  } catch {
    /* no storage: the browser's languages decide */
  }
  if (stored && LOCALES.includes(stored)) return stored;
  const langs = (typeof navigator !== "undefined" && (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language])) || [];
  return lookup(langs) || "en";
}

// ---------------------------------------------------------------- parsing

/** The messages of a web.ftl text: Map id -> {value, attrs: Map name -> pattern}, a pattern
 *  being an array of strings and placeables. Throws on what the subset does not read. */
export function parse(text) {
  const messages = new Map();
  const lines = String(text).replace(/\r\n?/g, "\n").split("\n");
  let i = 0;
  const fail = (why) => {
    throw new SyntaxError(`web.ftl line ${i + 1}: ${why}`);
  };
  // The raw block of one pattern: its first line's rest and the indented lines after it
  // (not attribute lines), with the common indentation removed.
  const block = (first) => {
    const rows = [first];
    while (i + 1 < lines.length) {
      const next = lines[i + 1];
      if (next.trim() === "") {
        // A blank line belongs to the pattern only when an indented line follows it.
        let j = i + 1;
        while (j < lines.length && lines[j].trim() === "") j++;
        if (j < lines.length && /^\s+[^\s.]/.test(lines[j]) && !/^\s+\./.test(lines[j])) {
          for (; i + 1 < j; i++) rows.push("");
          continue;
        }
        break;
      }
      if (!/^\s/.test(next) || /^\s+\.[a-zA-Z]/.test(next)) break;
      rows.push(next);
      i++;
    }
    const body = rows.slice(1);
    const indents = body.filter((r) => r.trim()).map((r) => r.match(/^ */)[0].length);
    const cut = indents.length ? Math.min(...indents) : 0;
    const firstText = rows[0].replace(/^ +/, "");
    const all = [firstText, ...body.map((r) => r.slice(cut))];
    if (!firstText) all.shift();
    return all.join("\n").replace(/\s+$/, "");
  };
  let current = null;
  for (; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === "" || /^#/.test(line)) {
      if (/^#/.test(line)) current = null;
      continue;
    }
    let m = /^([a-zA-Z][a-zA-Z0-9_-]*)\s*=\s?(.*)$/.exec(line);
    if (m) {
      if (messages.has(m[1])) fail(`${m[1]} is defined twice`);
      current = { value: null, attrs: new Map() };
      messages.set(m[1], current);
      const raw = block(m[2]);
      current.value = raw ? parsePattern(raw, fail) : null;
      continue;
    }
    m = /^\s+\.([a-zA-Z][a-zA-Z0-9_-]*)\s*=\s?(.*)$/.exec(line);
    if (m && current) {
      current.attrs.set(m[1], parsePattern(block(m[2]), fail));
      continue;
    }
    if (/^-/.test(line)) fail("terms are not part of the subset");
    fail(`cannot read ${JSON.stringify(line.slice(0, 40))}`);
  }
  return messages;
}

function parsePattern(src, fail) {
  let pos = 0;
  const ws = () => {
    while (pos < src.length && /\s/.test(src[pos])) pos++;
  };
  const expect = (s) => {
    if (src.slice(pos, pos + s.length) !== s) fail(`expected ${s} in ${JSON.stringify(src)}`);
    pos += s.length;
  };
  // A pattern up to the end, a closing brace, or (inside a select) the next variant.
  const pattern = (inSelect) => {
    const out = [];
    let text = "";
    while (pos < src.length) {
      const c = src[pos];
      if (c === "{") {
        if (text) out.push(text);
        text = "";
        pos++;
        out.push(placeable());
        continue;
      }
      if (c === "}") {
        if (!inSelect) fail(`a lone } in ${JSON.stringify(src)}`);
        break;
      }
      if (inSelect && c === "\n") {
        const rest = src.slice(pos).replace(/^\s+/, "");
        if (rest.startsWith("[") || rest.startsWith("*[") || rest.startsWith("}")) break;
      }
      text += c;
      pos++;
    }
    if (inSelect) text = text.replace(/\s+$/, "");
    if (text) out.push(text);
    return out;
  };
  const name = () => {
    const m = /^[a-zA-Z][a-zA-Z0-9_-]*/.exec(src.slice(pos));
    if (!m) fail(`expected a name in ${JSON.stringify(src)}`);
    pos += m[0].length;
    return m[0];
  };
  const placeable = () => {
    ws();
    let node;
    if (src[pos] === "$") {
      pos++;
      node = { var: name() };
    } else if (src[pos] === '"') {
      const m = /^"((?:[^"\\]|\\.)*)"/.exec(src.slice(pos));
      if (!m) fail("an unclosed string literal");
      pos += m[0].length;
      node = { lit: m[1].replace(/\\(.)/g, "$1") };
    } else if (/[a-zA-Z]/.test(src[pos] || "")) {
      const ref = name();
      let attr = null;
      if (src[pos] === ".") {
        pos++;
        attr = name();
      }
      if (src[pos] === "(") fail("functions are not part of the subset");
      node = { ref, attr };
    } else {
      fail(`cannot read the placeable in ${JSON.stringify(src)}`);
    }
    ws();
    if (src.slice(pos, pos + 2) === "->") {
      if (!node.var) fail("a select must be on a variable");
      pos += 2;
      const variants = [];
      let def = -1;
      for (;;) {
        ws();
        if (src[pos] === "}") break;
        let star = false;
        if (src[pos] === "*") {
          star = true;
          pos++;
        }
        expect("[");
        const close = src.indexOf("]", pos);
        if (close < 0) fail("an unclosed variant key");
        const key = src.slice(pos, close).trim();
        pos = close + 1;
        while (src[pos] === " ") pos++;
        if (src[pos] === "\n") {
          pos++;
          while (src[pos] === " ") pos++;
        }
        if (star) def = variants.length;
        variants.push({ key, value: pattern(true) });
      }
      if (def < 0) fail("a select needs a default (*) variant");
      expect("}");
      return { select: node.var, variants, def };
    }
    expect("}");
    return node;
  };
  const out = pattern(false);
  if (pos < src.length) fail(`unexpected ${JSON.stringify(src.slice(pos, pos + 10))}`);
  return out;
}

// ---------------------------------------------------------------- rendering

export let locale = "en";
let messages = new Map();
let plurals = new Intl.PluralRules("en");
let numbers = new Intl.NumberFormat("en", { maximumFractionDigits: 2, useGrouping: false });

function format(node, args, depth) {
  if (typeof node === "string") return node;
  if (node.lit !== undefined) return node.lit;
  if (node.var !== undefined) {
    const v = args[node.var];
    if (v === undefined || v === null) return `{$${node.var}}`;
    return typeof v === "number" ? numbers.format(v) : String(v);
  }
  if (node.ref !== undefined) {
    if (depth > 8) return node.ref;
    return t(node.attr ? `${node.ref}.${node.attr}` : node.ref, args, depth + 1);
  }
  if (node.select !== undefined) {
    const v = args[node.select];
    let pick = null;
    if (typeof v === "number") {
      pick = node.variants.find((x) => /^-?\d+(\.\d+)?$/.test(x.key) && Number(x.key) === v)
        || node.variants.find((x) => x.key === plurals.select(v));
    } else if (v !== undefined && v !== null) {
      pick = node.variants.find((x) => x.key === String(v));
    }
    return render((pick || node.variants[node.def]).value, args, depth);
  }
  return "";
}

function render(pattern, args, depth) {
  let s = "";
  for (const node of pattern) s += format(node, args, depth);
  return s;
}

/** The message `id` ("web-x", or "web-x.attr" for an attribute) in the page's locale, its
 *  `{ $name }` placeables filled from `args`. A missing message is its id. */
export function t(id, args = {}, depth = 0) {
  const dot = id.indexOf(".");
  const msgId = dot < 0 ? id : id.slice(0, dot);
  const m = messages.get(msgId);
  const pattern = m ? (dot < 0 ? m.value : m.attrs.get(id.slice(dot + 1))) : null;
  if (!pattern) {
    if (typeof console !== "undefined") console.warn(`i18n: no message ${id} in ${locale}`);
    return id;
  }
  return render(pattern, args || {}, depth);
}

/** Whether the locale has the message `id` (or "id.attr"). */
export function has(id) {
  const dot = id.indexOf(".");
  const m = messages.get(dot < 0 ? id : id.slice(0, dot));
  return Boolean(m && (dot < 0 ? m.value : m.attrs.get(id.slice(dot + 1))));
}

/** A number in the locale's writing (decimal separator, grouping). */
export function num(n, digits = 2) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping: false }).format(n);
}

/** Read `loc`'s messages (once per page) and make them the page's. */
export async function loadLocale(loc, text = null) {
  locale = LOCALES.includes(loc) ? loc : "en";
  plurals = new Intl.PluralRules(locale);
  numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  if (text === null) {
    try {
      const res = await fetch(`/static/locales/${locale}/web.ftl`, { cache: "default" });
      text = res.ok ? await res.text() : "";
    } catch {
      text = "";
    }
  }
  try {
    messages = parse(text);
  } catch (err) {
    console.error(err);
    messages = new Map();
  }
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** `url` with `lang=<locale>` added to its query (every API request carries it). */
export function withLang(url) {
  const s = String(url);
  if (/[?&]lang=/.test(s)) return s;
  const hash = s.indexOf("#");
  const [base, frag] = hash < 0 ? [s, ""] : [s.slice(0, hash), s.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}lang=${encodeURIComponent(locale)}${frag}`;
}

// ---------------------------------------------------------------- the page

/** The fixed words of the page's markup: an element with `data-i18n="web-id"` gets the
 *  message as its text; `data-i18n-attrs="aria-label=web-id.aria, placeholder=web-id2"`
 *  sets attributes. */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-attrs]")) {
    for (const pair of el.dataset.i18nAttrs.split(",")) {
      const [attr, id] = pair.split("=").map((x) => x.trim());
      if (attr && id) el.setAttribute(attr, t(id));
    }
  }
}

/** Choose another language: kept in this browser, and the page read again in it (the
 *  table keeps its seat and replay position: both are in the storage and the address). */
export function setLocale(loc) {
  if (!LOCALES.includes(loc) || loc === locale) return;
  try {
    localStorage.setItem(LANG_KEY, loc);
  } catch {
    /* not kept: the switch lasts for this page */
  }
  location.reload();
}

/** The language switch (a labelled <select>) into `container`. */
export function drawSwitch(container) {
  if (!container || document.getElementById("lang-switch")) return;
  const label = document.createElement("label");
  label.className = "lang";
  label.htmlFor = "lang-switch";
  label.textContent = t("web-lang-label");
  const sel = document.createElement("select");
  sel.id = "lang-switch";
  sel.setAttribute("aria-label", t("web-lang-label"));
  for (const loc of LOCALES) {
    const opt = document.createElement("option");
    opt.value = loc;
    opt.lang = loc;
    opt.textContent = LANGUAGE_NAMES[loc];
    if (loc === locale) opt.selected = true;
    sel.appendChild(opt);
  }
  sel.addEventListener("change", () => setLocale(sel.value));
  container.append(label, sel);
}

await loadLocale(chooseLocale());
