//! Every word of the game in every locale: the labels, prompts, effects, option words and
//! sampled rule errors of complete games (all player counts and option sets) render in each
//! locale of `LOCALES` without a placeable left over and without a raw message; and every
//! message of `en/evo.ftl` exists in the other locales with the same arguments.

use std::collections::BTreeSet;

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

#[test]
fn every_message_exists_in_every_locale_with_the_same_arguments() {
    let en = crate::i18n::tests::messages_of("en", "evo").expect("en/evo.ftl");
    assert!(en.len() > 300, "the scan found {} messages", en.len());
    assert_eq!(en["evo-label-attack"], BTreeSet::from(["owner", "to", "from", "odds"].map(String::from)));
    let problems = crate::i18n::tests::locale_problems("evo");
    assert!(problems.is_empty(), "{problems:?}");
}
