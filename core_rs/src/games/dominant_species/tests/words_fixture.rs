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
