//! Every word of the game in every locale: the labels, prompts, effects, option words and
//! sampled rule errors of complete games (all player counts and option sets) render in each
//! locale of `LOCALES` without a placeable left over and without a raw message; and every
//! message of `en/evo.ftl` exists in the other locales with the same arguments.

use std::collections::{BTreeMap, BTreeSet};

use super::words_fixture::collect;
use crate::i18n::{render_all, Arg, Msg, LOCALES, RAW};

/// Fails on a raw message anywhere inside `m` (nested messages and lists included).
fn assert_no_raw(m: &Msg) {
    assert_ne!(m.id, RAW, "a raw message: {m:?}");
    fn arg(a: &Arg) {
        match a {
            Arg::Msg { msg } => assert_no_raw(msg),
            Arg::List { list } => list.iter().for_each(arg),
            _ => {}
        }
    }
    m.args.values().for_each(arg);
}

/// The verbatim strings of `m` (a region id, an action as the engine writes it), which may
/// hold any character.
fn verbatim(m: &Msg, out: &mut Vec<String>) {
    fn arg(a: &Arg, out: &mut Vec<String>) {
        match a {
            Arg::Str(s) => out.push(s.clone()),
            Arg::Msg { msg } => verbatim(msg, out),
            Arg::List { list } => list.iter().for_each(|a| arg(a, out)),
            _ => {}
        }
    }
    m.args.values().for_each(|a| arg(a, out));
}

#[test]
fn every_word_renders_in_every_locale() {
    let w = collect(1);
    let kinds: [(&str, &[Msg]); 5] = [
        ("labels", &w.labels),
        ("prompts", &w.prompts),
        ("effects", &w.effects),
        ("errors", &w.errors),
        ("options", &w.options),
    ];
    for (kind, msgs) in kinds {
        assert!(msgs.len() > 3, "{kind}: too few messages collected");
        for m in msgs {
            assert_no_raw(m);
        }
        for locale in LOCALES {
            let texts = render_all(locale, msgs).unwrap_or_else(|e| panic!("{kind} in {locale}: {e}"));
            for (m, t) in msgs.iter().zip(&texts) {
                let mut bare = t.clone();
                let mut strs = Vec::new();
                verbatim(m, &mut strs);
                for v in strs.iter().filter(|v| !v.is_empty()) {
                    bare = bare.replace(v.as_str(), "");
                }
                assert!(!bare.contains('{') && !bare.contains('}'), "{locale} {kind}: {t:?} from {m:?}");
                // An empty prompt is "no decision"; every other word says something.
                assert!(!t.trim().is_empty() || m.is_empty(), "{locale} {kind}: empty text from {m:?}");
                assert!(!t.contains("evo-label") && !t.contains("evo-fx") && !t.contains("evo-err"), "{locale}: {t:?}");
            }
        }
    }
}

/// The messages of a Fluent file and the arguments each uses (a form `$x-gen` counts as
/// `x`): a small scan, enough for the files of this game.
fn messages(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
            if let Some((id, _)) = line.split_once(" =") {
                current = Some(id.trim().to_string());
                out.entry(id.trim().to_string()).or_default();
            }
        }
        let Some(id) = &current else { continue };
        let mut rest = line;
        while let Some(k) = rest.find('$') {
            rest = &rest[k + 1..];
            let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect();
            let base = name.split('-').next().unwrap_or_default().to_string();
            out.get_mut(id).expect("the current message").insert(base);
        }
    }
    out
}

fn file(locale: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("locales/{locale}/evo.ftl"));
    std::fs::read_to_string(path).expect("the locale's evo.ftl")
}

#[test]
fn every_message_exists_in_every_locale_with_the_same_arguments() {
    let en = messages(&file("en"));
    assert!(en.len() > 300, "the scan found {} messages", en.len());
    assert_eq!(en["evo-label-attack"], BTreeSet::from(["owner", "to", "from", "odds"].map(String::from)));
    for locale in LOCALES.iter().filter(|l| **l != "en") {
        let other = messages(&file(locale));
        for (id, args) in &en {
            let Some(theirs) = other.get(id) else { panic!("{locale}: no message {id}") };
            assert_eq!(args, theirs, "{locale}: {id} uses other arguments than English");
        }
        let extra: Vec<&String> = other.keys().filter(|id| !en.contains_key(*id)).collect();
        assert!(extra.is_empty(), "{locale}: messages English lacks: {extra:?}");
    }
}
