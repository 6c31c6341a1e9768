//! Words in the players' languages: every sentence a person reads is a [`Msg`], a message
//! id with named arguments, rendered in a locale by [`render`] from Project Fluent files
//! (`core_rs/locales/<locale>/<file>.ftl`, one per game and locale plus `common.ftl`; the
//! service adds its own files at start-up with [`add_resource`]). The engine never builds a
//! finished sentence: labels, prompts, effects, option words and rule-error details are
//! messages, and a caller renders them in the reader's locale when they are read.
//!
//! Arguments ([`Arg`]) are numbers (plural rules from CLDR through Fluent's selectors),
//! verbatim strings (a name typed by a player), game terms (a message id such as
//! `ds-animal-birds`), nested messages and lists. A term or nested message also passes its
//! grammatical forms: for an argument `animal` whose term has attributes `.acc` and `.gen`,
//! a pattern may use `{ $animal }`, `{ $animal-acc }` and `{ $animal-gen }`. So a language
//! picks the case it needs by naming the form, never by gluing words. Argument names never
//! contain `-`; what follows the first `-` in a variable names a form.
//!
//! Lists are joined with the locale's `list-more` and `list-last` messages from
//! `common.ftl` ("a, b and c"); each form of a list joins the same form of its items.
//!
//! Rendering never falls back: a missing message, locale, form or argument is an error.

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// The locales every message exists in; the first is the default.
pub const LOCALES: [&str; 4] = ["en", "el", "hu", "ru"];

/// The built-in Fluent files: `(locale, file, text)`.
const BUILT_IN: &[(&str, &str, &str)] = &[
    ("en", "common", include_str!("../../locales/en/common.ftl")),
    ("el", "common", include_str!("../../locales/el/common.ftl")),
    ("hu", "common", include_str!("../../locales/hu/common.ftl")),
    ("ru", "common", include_str!("../../locales/ru/common.ftl")),
    ("en", "dominant-species", include_str!("../../locales/en/dominant-species.ftl")),
    ("el", "dominant-species", include_str!("../../locales/el/dominant-species.ftl")),
    ("hu", "dominant-species", include_str!("../../locales/hu/dominant-species.ftl")),
    ("ru", "dominant-species", include_str!("../../locales/ru/dominant-species.ftl")),
    ("en", "evo", include_str!("../../locales/en/evo.ftl")),
    ("el", "evo", include_str!("../../locales/el/evo.ftl")),
    ("hu", "evo", include_str!("../../locales/hu/evo.ftl")),
    ("ru", "evo", include_str!("../../locales/ru/evo.ftl")),
    ("en", "la-isla", include_str!("../../locales/en/la-isla.ftl")),
    ("el", "la-isla", include_str!("../../locales/el/la-isla.ftl")),
    ("hu", "la-isla", include_str!("../../locales/hu/la-isla.ftl")),
    ("ru", "la-isla", include_str!("../../locales/ru/la-isla.ftl")),
];

/// The id of the transitional message that carries a finished English sentence. No game
/// may produce it (the completeness tests fail on it); it exists so that code not yet
/// turned into messages keeps compiling while it is.
pub const RAW: &str = "raw";

/// A message: an id and its named arguments (sorted by name, so that equal messages
/// serialize to equal JSON: `{"id": "...", "args": {...}}`, `args` left out when empty).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Msg {
    pub id: String,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub args: BTreeMap<String, Arg>,
}

/// One argument of a message. JSON: a number, a string, `{"term": id}`, `{"msg": {...}}`
/// or `{"list": [...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    Num(i64),
    Str(String),
    Term { term: String },
    Msg { msg: Box<Msg> },
    List { list: Vec<Arg> },
}

impl Arg {
    /// A game term: the id of a message (with its forms as attributes).
    pub fn term(id: impl Into<String>) -> Arg {
        Arg::Term { term: id.into() }
    }
    /// A list of arguments, joined in the locale's way.
    pub fn list(items: impl IntoIterator<Item = Arg>) -> Arg {
        Arg::List { list: items.into_iter().collect() }
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg { msg: Box::new(m) }
    }
}
impl From<Vec<Arg>> for Arg {
    fn from(items: Vec<Arg>) -> Arg {
        Arg::List { list: items }
    }
}

/// `msg!("id")`, `msg!("id", count = 3, animal = Arg::term("ds-animal-birds"))`: a message;
/// each value goes through `Arg::from`.
#[macro_export]
macro_rules! msg {
    ($id:expr) => {
        $crate::i18n::Msg::new($id)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::Msg::new($id)$(.arg(stringify!($name), $value))+
    };
}

impl Msg {
    pub fn new(id: impl Into<String>) -> Msg {
        Msg { id: id.into(), args: BTreeMap::new() }
    }
    /// The message with one more argument.
    pub fn arg(mut self, name: &str, value: impl Into<Arg>) -> Msg {
        self.args.insert(name.to_string(), value.into());
        self
    }
    /// Transitional: a finished English sentence (see [`RAW`]).
    pub fn raw(text: impl Into<String>) -> Msg {
        Msg::new(RAW).arg("text", Arg::Str(text.into()))
    }
    /// Nothing to say (a prompt when the seat decides nothing): renders as "".
    pub fn empty() -> Msg {
        Msg::new("")
    }
    pub fn is_empty(&self) -> bool {
        self.id.is_empty()
    }
    /// The message in English (the default locale); a rendering error shows as the
    /// message's id in brackets, so that a test comparing words sees it.
    pub fn en(&self) -> String {
        render("en", self).unwrap_or_else(|e| format!("[{}: {e}]", self.id))
    }
    /// The message as JSON (`{"id": ..., "args": {...}}`).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl From<String> for Msg {
    fn from(s: String) -> Msg {
        Msg::raw(s)
    }
}
impl From<&str> for Msg {
    fn from(s: &str) -> Msg {
        Msg::raw(s)
    }
}

impl fmt::Display for Msg {
    /// English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en())
    }
}

/// Why a message could not be rendered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderError(pub String);

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RenderError {}

type Bundle = FluentBundle<FluentResource>;

/// How many renderings a locale's [`Words`] keeps of each kind before it starts again.
const REMEMBERED: usize = 50_000;

/// A locale's bundle and what it has rendered. A message's words depend only on the message
/// and the bundle, and the same labels, terms and effects are rendered again and again (a
/// term's forms for every label that names it, a game's labels on each new version), so
/// they are kept with the bundle: a rebuilt bundle starts with none. Only successes are
/// kept; an error is worked out again each time.
struct Words {
    bundle: Bundle,
    /// A message's value (a top-level render).
    values: Mutex<HashMap<Msg, String>>,
    /// A term's or nested message's forms (its value and attributes), shared, not copied,
    /// by every label that names it.
    forms: Mutex<HashMap<Msg, Forms>>,
}

/// The rendered forms of a message or argument: `""` → its value, then one entry per attribute.
type Forms = Arc<BTreeMap<String, String>>;

/// What `memo` holds for `key`, or `make()`'s success, remembered (the lock is not held
/// while making: a message's forms render its arguments' forms).
fn remembered<V: Clone>(
    memo: &Mutex<HashMap<Msg, V>>,
    key: &Msg,
    make: impl FnOnce() -> Result<V, RenderError>,
) -> Result<V, RenderError> {
    if let Some(v) = memo.lock().unwrap_or_else(|p| p.into_inner()).get(key) {
        return Ok(v.clone());
    }
    let v = make()?;
    let mut m = memo.lock().unwrap_or_else(|p| p.into_inner());
    if m.len() >= REMEMBERED {
        m.clear();
    }
    m.insert(key.clone(), v.clone());
    Ok(v)
}

/// Every locale's bundle, built from the built-in files and those added at run time.
struct Catalog {
    /// `(locale, file) → text`, in the order added (a file added again replaces its text).
    files: Vec<(String, String, String)>,
    bundles: HashMap<String, Arc<Words>>,
}

fn catalog() -> &'static RwLock<Catalog> {
    static CATALOG: OnceLock<RwLock<Catalog>> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let files = BUILT_IN.iter().map(|(l, f, t)| (l.to_string(), f.to_string(), t.to_string())).collect();
        let mut c = Catalog { files, bundles: HashMap::new() };
        // The built-in files are checked by the tests; an error here is a build defect
        // that `check_resources` reports, so the bundles are built with what parses.
        let _ = c.rebuild();
        RwLock::new(c)
    })
}

impl Catalog {
    /// Build every locale's bundle again; returns the problems found (parse errors and
    /// messages defined twice), each naming its file.
    fn rebuild(&mut self) -> Vec<String> {
        let mut problems = Vec::new();
        let mut bundles = HashMap::new();
        for locale in LOCALES {
            let lang: LanguageIdentifier = locale.parse().expect("a valid language tag");
            let mut bundle = Bundle::new_concurrent(vec![lang]);
            bundle.set_use_isolating(false);
            for (l, file, text) in &self.files {
                if l != locale {
                    continue;
                }
                let res = match FluentResource::try_new(text.clone()) {
                    Ok(r) => r,
                    Err((r, errs)) => {
                        for e in errs {
                            problems.push(format!("{locale}/{file}.ftl: {e:?}"));
                        }
                        r
                    }
                };
                if let Err(errs) = bundle.add_resource(res) {
                    for e in errs {
                        problems.push(format!("{locale}/{file}.ftl: {e}"));
                    }
                }
            }
            bundles.insert(
                locale.to_string(),
                Arc::new(Words { bundle, values: Mutex::default(), forms: Mutex::default() }),
            );
        }
        self.bundles = bundles;
        problems
    }
}

/// Add (or replace) a Fluent file of `locale` named `file`; the service adds its own words
/// this way. Returns an error naming every problem (a parse error, a message that another
/// file already defines); the file is kept out of the bundles then.
pub fn add_resource(locale: &str, file: &str, text: &str) -> Result<(), RenderError> {
    if !LOCALES.contains(&locale) {
        return Err(RenderError(format!("unknown locale {locale:?}; known: {}", LOCALES.join(", "))));
    }
    let mut c = catalog().write().unwrap_or_else(|p| p.into_inner());
    let before = c.files.clone();
    c.files.retain(|(l, f, _)| !(l == locale && f == file));
    c.files.push((locale.to_string(), file.to_string(), text.to_string()));
    let problems = c.rebuild();
    if problems.is_empty() {
        return Ok(());
    }
    c.files = before;
    c.rebuild();
    Err(RenderError(problems.join("; ")))
}

/// The problems of the files loaded now (empty when all parse and no id is defined twice).
pub fn check_resources() -> Vec<String> {
    let mut c = catalog().write().unwrap_or_else(|p| p.into_inner());
    c.rebuild()
}

/// The text of every file loaded now: `(locale, file, text)`.
pub fn resources() -> Vec<(String, String, String)> {
    catalog().read().unwrap_or_else(|p| p.into_inner()).files.clone()
}

fn bundle(locale: &str) -> Result<Arc<Words>, RenderError> {
    let c = catalog().read().unwrap_or_else(|p| p.into_inner());
    c.bundles
        .get(locale)
        .cloned()
        .ok_or_else(|| RenderError(format!("unknown locale {locale:?}; known: {}", LOCALES.join(", "))))
}

/// `msg` in `locale`, or why it cannot be (no fallback to another locale or to the id).
pub fn render(locale: &str, msg: &Msg) -> Result<String, RenderError> {
    if msg.id.is_empty() {
        return Ok(String::new());
    }
    if msg.id == RAW {
        return match msg.args.get("text") {
            Some(Arg::Str(s)) => Ok(s.clone()),
            _ => Err(RenderError("a raw message without its text".into())),
        };
    }
    let b = bundle(locale)?;
    value(&b, locale, msg)
}

/// Every message of `msgs` in `locale` (one bundle lookup for all).
pub fn render_all(locale: &str, msgs: &[Msg]) -> Result<Vec<String>, RenderError> {
    render_each(locale, msgs.iter())
}

/// `render_all` of borrowed messages.
pub fn render_each<'m>(locale: &str, msgs: impl Iterator<Item = &'m Msg>) -> Result<Vec<String>, RenderError> {
    let b = bundle(locale)?;
    msgs.map(|m| match m.id.as_str() {
            "" | RAW => render(locale, m),
            _ => value(&b, locale, m),
        })
        .collect()
}

/// The message's value alone (what a top-level render needs: its attributes are only read
/// through an argument).
fn value(b: &Words, locale: &str, msg: &Msg) -> Result<String, RenderError> {
    remembered(&b.values, msg, || Ok(forms_of(b, locale, msg, false)?.remove("").unwrap_or_default()))
}

/// The rendered forms of a message: `""` → its value, then one entry per attribute.
fn forms(b: &Words, locale: &str, msg: &Msg) -> Result<Forms, RenderError> {
    remembered(&b.forms, msg, || Ok(Arc::new(forms_of(b, locale, msg, true)?)))
}

fn forms_of(w: &Words, locale: &str, msg: &Msg, attributes: bool) -> Result<BTreeMap<String, String>, RenderError> {
    let b = &w.bundle;
    let message = b
        .get_message(&msg.id)
        .ok_or_else(|| RenderError(format!("no message {:?} in {locale}", msg.id)))?;
    let args = fluent_args(w, locale, msg)?;
    let mut out = BTreeMap::new();
    let mut errors = Vec::new();
    if let Some(pattern) = message.value() {
        out.insert(String::new(), b.format_pattern(pattern, Some(&args), &mut errors).into_owned());
    }
    for attr in message.attributes().filter(|_| attributes) {
        out.insert(attr.id().to_string(), b.format_pattern(attr.value(), Some(&args), &mut errors).into_owned());
    }
    if !errors.is_empty() {
        let what: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        return Err(RenderError(format!("{} in {locale}: {}", msg.id, what.join("; "))));
    }
    if !out.contains_key("") {
        return Err(RenderError(format!("message {:?} has no value in {locale}", msg.id)));
    }
    Ok(out)
}

/// The forms of one argument (`""` → the plain value).
fn arg_forms(b: &Words, locale: &str, arg: &Arg) -> Result<Forms, RenderError> {
    Ok(match arg {
        Arg::Num(n) => Arc::new(BTreeMap::from([(String::new(), n.to_string())])),
        Arg::Str(s) => Arc::new(BTreeMap::from([(String::new(), s.clone())])),
        Arg::Term { term } => forms(b, locale, &Msg::new(term.clone()))?,
        Arg::Msg { msg } => forms(b, locale, msg)?,
        Arg::List { list } => {
            let items: Vec<Forms> = list.iter().map(|a| arg_forms(b, locale, a)).collect::<Result<_, _>>()?;
            let Some(first) = items.first() else {
                return Ok(Arc::new(BTreeMap::from([(String::new(), String::new())])));
            };
            let mut out = BTreeMap::new();
            for form in first.keys() {
                if !items.iter().all(|i| i.contains_key(form)) {
                    continue;
                }
                let words: Vec<&str> = items.iter().map(|i| i[form].as_str()).collect();
                out.insert(form.clone(), join(b, locale, &words)?);
            }
            Arc::new(out)
        }
    })
}

/// "a, b and c" in the locale's words (`list-more`, `list-last`).
fn join(b: &Words, locale: &str, words: &[&str]) -> Result<String, RenderError> {
    let pair = |id: &str, a: &str, c: &str| -> Result<String, RenderError> {
        value(b, locale, &Msg::new(id).arg("a", a).arg("b", c))
    };
    match words {
        [] => Ok(String::new()),
        [one] => Ok(one.to_string()),
        [init @ .., last] => {
            let mut head = init[0].to_string();
            for w in &init[1..] {
                head = pair("list-more", &head, w)?;
            }
            pair("list-last", &head, last)
        }
    }
}

fn fluent_args<'a>(b: &Words, locale: &str, msg: &'a Msg) -> Result<FluentArgs<'a>, RenderError> {
    let mut args = FluentArgs::new();
    for (name, arg) in &msg.args {
        match arg {
            Arg::Num(n) => args.set(name.as_str(), FluentValue::from(*n)),
            Arg::Str(s) => args.set(name.as_str(), FluentValue::from(s.as_str())),
            _ => {
                for (form, text) in arg_forms(b, locale, arg)?.iter() {
                    let key = if form.is_empty() { name.clone() } else { format!("{name}-{form}") };
                    args.set(key, FluentValue::from(text.clone()));
                }
            }
        }
    }
    Ok(args)
}

/// The locale for a request: RFC 4647 lookup of the ranges in an `Accept-Language` value
/// (or a single tag) against [`LOCALES`], in the order of their q-values; `None` when none
/// matches (the caller then uses the default, `en`).
pub fn negotiate(accept: &str) -> Option<&'static str> {
    let mut ranges: Vec<(f32, usize, String)> = Vec::new();
    for (i, part) in accept.split(',').enumerate() {
        let mut bits = part.split(';');
        let tag = bits.next().unwrap_or("").trim().to_ascii_lowercase();
        if tag.is_empty() {
            continue;
        }
        let mut q = 1.0f32;
        for p in bits {
            if let Some(v) = p.trim().strip_prefix("q=") {
                q = v.trim().parse().unwrap_or(0.0);
            }
        }
        if q > 0.0 {
            ranges.push((q, i, tag));
        }
    }
    ranges.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal).then(a.1.cmp(&b.1)));
    for (_, _, tag) in ranges {
        if tag == "*" {
            return Some(LOCALES[0]);
        }
        // Lookup: drop subtags from the end until a locale matches.
        let mut t = tag.as_str();
        loop {
            if let Some(l) = LOCALES.iter().find(|l| **l == t) {
                return Some(l);
            }
            match t.rfind('-') {
                Some(k) => {
                    t = &t[..k];
                    // a singleton left at the end ("x" of "de-x-...") goes with it
                    if let Some(k2) = t.rfind('-') {
                        if t.len() - k2 == 2 {
                            t = &t[..k2];
                        }
                    }
                }
                None => break,
            }
        }
    }
    None
}

#[cfg(test)]
pub(crate) mod tests;
