//! Every word the game produces, collected from seeded complete games of every player count
//! and option set: the labels of all legal actions of the pending seats at every decision,
//! the prompts, the effects' words, the refusals of sampled illegal actions, the setup
//! refusals and the option words. `words_en_match_the_fixture` compares today's English
//! with `words_en.json` (written when `WRITE_WORDS=1`); `every_word_renders_in_every_locale`
//! renders every message in every locale.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use super::super::*;
use super::games::{pick, random_action};
use crate::bots::BotKind;
use crate::engine::{Game, SplitMix64};
use crate::i18n::{render, Msg, LOCALES, RAW};

/// The messages of one kind ("label", "prompt", "effect", "error", "option").
pub(super) type Words = BTreeMap<&'static str, Vec<Msg>>;

fn configs() -> Vec<(u8, Options, u64)> {
    let d = Options::default();
    let short = Options { short_game: true, ..d.clone() };
    let multi = Options { multiple_animals: true, ..d.clone() };
    let rs = Options { random_setup: true, ..d.clone() };
    let all = Options { random_setup: true, multiple_animals: true, short_game: true, ..d.clone() };
    let mut v = Vec::new();
    for p in 2..=6u8 {
        v.push((p, d.clone(), 100 + u64::from(p)));
        v.push((p, rs.clone(), 200 + u64::from(p)));
    }
    for p in [2u8, 4] {
        v.push((p, short.clone(), 300 + u64::from(p)));
    }
    for p in [2u8, 3] {
        v.push((p, multi.clone(), 400 + u64::from(p)));
        v.push((p, all.clone(), 500 + u64::from(p)));
    }
    v
}

/// Collect every message (deduplicated) from the games of `configs`.
pub(super) fn collect() -> Words {
    let mut seen: BTreeMap<&'static str, HashSet<Msg>> = BTreeMap::new();
    let mut add = |kind: &'static str, m: Msg| {
        seen.entry(kind).or_default().insert(m);
    };
    for spec in State::option_specs() {
        add("option", spec.label);
        add("option", spec.help);
        for (_, m) in spec.choices {
            add("option", m);
        }
    }
    // Setup refusals.
    let bad: Vec<(u8, Options)> = vec![
        (1, Options::default()),
        (7, Options::default()),
        (4, Options { multiple_animals: true, ..Options::default() }),
        (3, Options { animals: Some(vec![Animal::Birds, Animal::Mammals]), ..Options::default() }),
        (2, Options { animals: Some(vec![Animal::Birds, Animal::Birds]), ..Options::default() }),
    ];
    for (p, o) in bad {
        if let Err(e) = State::setup(p, &o, 1) {
            add("error", e.detail);
        }
    }
    for (players, options, seed) in configs() {
        let mut s = State::setup(players, &options, seed).expect("setup");
        let mut rng = SplitMix64::new(seed ^ 0xB07);
        let mut bogus = SplitMix64::new(seed ^ 0xBAD);
        let mut steps = 0u32;
        while let Some(p) = s.pending() {
            steps += 1;
            assert!(steps < 200_000, "game too long (seed {seed})");
            if s.round >= 60 {
                break;
            }
            let mut chosen = None;
            for seat in p.seats.iter() {
                add("prompt", s.prompt(seat));
                let legal = s.legal_actions(seat);
                for a in &legal {
                    add("label", s.label(seat, a).msg);
                }
                for _ in 0..4 {
                    let a = random_action(&mut bogus);
                    if legal.contains(&a) {
                        continue;
                    }
                    let mut c = s.clone();
                    if let Err(e) = c.apply(seat, &a) {
                        add("error", e.detail);
                    }
                }
                if chosen.is_none() && !legal.is_empty() {
                    chosen = Some((seat, pick(&s, seat, &legal, BotKind::Random, &mut rng)));
                }
            }
            let (seat, a) = chosen.expect("a pending seat has a legal action");
            for e in s.apply(seat, &a).expect("a legal action") {
                add("effect", State::describe(&e));
            }
        }
    }
    seen.into_iter()
        .map(|(k, v)| {
            let mut v: Vec<Msg> = v.into_iter().collect();
            v.sort_by_key(|m| m.to_json());
            (k, v)
        })
        .collect()
}

const FIXTURE: &str = "src/games/dominant_species/tests/words_en.json";

/// Today's English of every collected word equals the fixture's (byte for byte).
#[test]
fn words_en_match_the_fixture() {
    let words = collect();
    let mut en: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (kind, msgs) in &words {
        let set = en.entry(kind.to_string()).or_default();
        for m in msgs {
            set.insert(render("en", m).unwrap_or_else(|e| panic!("{}: {e}", m.to_json())));
        }
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    if std::env::var("WRITE_WORDS").is_ok_and(|v| v == "1") {
        std::fs::write(&path, serde_json::to_string_pretty(&en).unwrap() + "\n").unwrap();
    }
    let text = std::fs::read_to_string(&path).expect("the fixture (write it with WRITE_WORDS=1)");
    let want: BTreeMap<String, BTreeSet<String>> = serde_json::from_str(&text).unwrap();
    assert!(en.values().map(BTreeSet::len).sum::<usize>() > 1000, "too few words collected");
    for kind in want.keys().chain(en.keys()).collect::<BTreeSet<_>>() {
        let got = en.get(kind).cloned().unwrap_or_default();
        let exp = want.get(kind).cloned().unwrap_or_default();
        let missing: Vec<&String> = exp.difference(&got).take(10).collect();
        let extra: Vec<&String> = got.difference(&exp).take(10).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{kind}: missing {missing:#?}\nnew {extra:#?}");
    }
}

/// Does `m` (or a message nested in its arguments) have the id `RAW`?
fn has_raw(m: &Msg) -> bool {
    fn arg_raw(a: &crate::i18n::Arg) -> bool {
        match a {
            crate::i18n::Arg::Msg { msg } => has_raw(msg),
            crate::i18n::Arg::List { list } => list.iter().any(arg_raw),
            crate::i18n::Arg::Term { term } => term == RAW,
            _ => false,
        }
    }
    m.id == RAW || m.args.values().any(arg_raw)
}

/// The board tokens "(q,r)" of a text, in order (hexes, and the three of a corner label).
fn coords(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'(' {
            if let Some(end) = text[i..].find(')') {
                let inner = &text[i + 1..i + end];
                let ok = inner.split(',').count() == 2
                    && inner.split(',').all(|p| {
                        let p = p.strip_prefix('-').unwrap_or(p);
                        !p.is_empty() && p.bytes().all(|c| c.is_ascii_digit())
                    });
                if ok {
                    out.push(text[i..=i + end].to_string());
                    i += end + 1;
                    continue;
                }
            }
        }
        i += 1;
    }
    out.sort();
    out
}

/// Every collected label, prompt, effect, refusal and option renders in every locale,
/// without leftover braces or message ids, never as a raw message, and keeps the board
/// tokens of the English text verbatim.
#[test]
fn every_word_renders_in_every_locale() {
    let words = collect();
    let mut count = 0;
    // DUMP_WORDS=<dir>: write every rendered word per locale there (for reading them over).
    let dump = std::env::var("DUMP_WORDS").ok();
    let mut dumped: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (kind, msgs) in &words {
        for m in msgs {
            assert!(!has_raw(m), "{kind}: a raw message {}", m.to_json());
            let en = render("en", m).unwrap_or_else(|e| panic!("{kind} en: {e}"));
            for locale in LOCALES {
                let text = render(locale, m).unwrap_or_else(|e| panic!("{kind} {locale} {}: {e}", m.to_json()));
                assert!(!m.is_empty() == !text.is_empty(), "{kind} {locale}: empty words for {}", m.to_json());
                assert!(!text.contains('{') && !text.contains('}'), "{kind} {locale}: {text}");
                assert!(!text.contains("ds-"), "{kind} {locale}: an id in {text}");
                assert_eq!(coords(&text), coords(&en), "{kind} {locale}: board tokens of {en:?} in {text:?}");
                if dump.is_some() {
                    dumped.entry(locale).or_default().push(format!("{kind}\t{}\t{text}", m.id));
                }
                count += 1;
            }
        }
    }
    if let Some(dir) = dump {
        for (locale, lines) in dumped {
            std::fs::write(format!("{dir}/words_{locale}.tsv"), lines.join("\n") + "\n").unwrap();
        }
    }
    assert!(words.len() == 5, "all kinds collected: {:?}", words.keys().collect::<Vec<_>>());
    assert!(count > 4000, "too few words rendered ({count})");
}

/// Every message of the English file exists in el, hu and ru with the same arguments.
#[test]
fn every_message_exists_in_every_locale_with_the_same_arguments() {
    let en = crate::i18n::tests::messages_of("en", "dominant-species").expect("en/dominant-species.ftl");
    assert!(en.len() > 300, "the English file has {} messages", en.len());
    assert!(en.contains_key("ds-label-glaciate") && en["ds-label-glaciate"].contains("tile"));
    let problems = crate::i18n::tests::locale_problems("dominant-species");
    assert!(problems.is_empty(), "{problems:?}");
    assert!(crate::i18n::check_resources().is_empty(), "{:?}", crate::i18n::check_resources());
}
