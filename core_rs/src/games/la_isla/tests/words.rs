//! Every word the game produces, collected from seeded complete games of every player count
//! and option set: the labels of all legal actions of every pending seat at every decision,
//! the prompts, the effects' words, a sample of rule errors (illegal actions tried at every
//! decision), the set-up errors and the option words.
//!
//! - `english_words_match_the_fixture`: the English of all of them is the fixture
//!   `words_en.json` (written by the code before the words became messages; `WRITE_WORDS=1`
//!   writes it again).
//! - `every_word_renders_in_every_locale`: each renders in every locale, without a raw
//!   message, braces or a message id left in the text.
//! - `every_message_exists_in_every_locale_with_the_same_arguments`: la-isla.ftl of el, hu
//!   and ru define every message of English, each with the same argument names.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use crate::bots::BotKind;
use crate::engine::{Game, Seat};
use crate::i18n::{Arg, Msg};
use crate::testing::harness::{Next, SeatOrder, Walk};

use super::super::actions::Action;
use super::super::cards::Card;
use super::super::types::{CardSet, Colour, Letter, Species};
use super::super::{Options, State};

/// The words of the games, each message once (by its JSON).
#[derive(Default)]
pub struct Words {
    pub labels: BTreeMap<String, Msg>,
    pub prompts: BTreeMap<String, Msg>,
    pub effects: BTreeMap<String, Msg>,
    pub errors: BTreeMap<String, Msg>,
    pub options: BTreeMap<String, Msg>,
}

fn put(map: &mut BTreeMap<String, Msg>, m: Msg) {
    map.entry(m.to_json()).or_insert(m);
}

/// Actions of every kind, most of them illegal at any one decision.
fn wrong_actions(s: &State, seat: Seat) -> Vec<Action> {
    let mut v = Vec::new();
    let hand = &s.players[seat as usize].hand;
    let mine = hand.first().copied().unwrap_or(Card(0));
    // a card that is not in the hand
    let other = (0..180u8).map(Card).find(|c| !hand.contains(c)).unwrap_or(Card(0));
    for letter in Letter::ALL {
        v.push(Action::AssignCard { letter, card: mine });
        v.push(Action::AssignCard { letter, card: other });
    }
    v.push(Action::CoverSlot { slot: 9 });
    v.push(Action::CoverSlot { slot: 0 });
    v.push(Action::TakeExplorer { take: true });
    for species in Species::ALL {
        v.push(Action::IncomeMarker { species, advance: true });
        v.push(Action::DoubleStep { species, take: true });
        v.push(Action::AdvanceMarker { species });
    }
    v.push(Action::ChooseAnimal { species: Species::Dodo });
    for space in [0u8, 7, 15, 250] {
        for colour in Colour::ALL {
            v.push(Action::PlaceExplorer { space, colour });
            v.push(Action::RelocateExplorer { space, colour });
        }
        v.push(Action::PickUpExplorer { space });
    }
    v.push(Action::TakeResource { colour: Colour::Yellow });
    v.push(Action::GainResource { colour: Colour::Yellow });
    v.push(Action::Decline);
    v
}

/// The errors of trying `actions` as `seat` (each on a copy of the state).
fn try_all(s: &State, seat: Seat, actions: &[Action], errors: &mut BTreeMap<String, Msg>) {
    for a in actions {
        let mut t = s.clone();
        let mut fx = Vec::new();
        if let Err(e) = t.apply_into(seat, a, &mut fx) {
            put(errors, e.detail);
        }
    }
}

fn record_decision(s: &State, w: &mut Words) {
    let Some(pending) = s.pending() else { return };
    for seat in 0..s.seats() {
        let prompt = s.prompt(seat);
        if !pending.seats.contains(seat) {
            continue;
        }
        put(&mut w.prompts, prompt);
        let legal = s.legal_actions(seat);
        for a in &legal {
            put(&mut w.labels, s.label(seat, a).msg);
        }
        // another seat's legal actions, then actions of every kind
        for other in pending.seats.iter().filter(|&o| o != seat).take(1) {
            let theirs = s.legal_actions(other);
            try_all(s, seat, &theirs[..theirs.len().min(8)], &mut w.errors);
        }
        try_all(s, seat, &wrong_actions(s, seat), &mut w.errors);
    }
}

fn play(n: u8, options: Options, kind: BotKind, seed: u64, w: &RefCell<Words>) {
    let mut s = State::new(n, &options, seed).expect("new game");
    Walk::<State>::new(seed.wrapping_mul(77) ^ 0x51ab)
        .order(SeatOrder::Random)
        .bots(&[kind])
        .before(|s: &State, _, _| {
            record_decision(s, &mut w.borrow_mut());
            Next::Go
        })
        .after(|_, _, _, fx| {
            let mut w = w.borrow_mut();
            for e in fx {
                put(&mut w.effects, State::describe(e));
            }
            Next::Go
        })
        .run(&mut s)
        .over(&format!("{n} players, seed {seed}"));
    for seat in 0..n {
        put(&mut w.borrow_mut().prompts, s.prompt(seat));
    }
}

/// The words of games of 2, 3 and 4 players with both card sets and a chosen first player,
/// the set-up errors and the option words.
pub fn collect() -> Words {
    let w = RefCell::new(Words::default());
    let mut seed = 901;
    for n in 2..=4u8 {
        for card_set in [CardSet::Basic, CardSet::Full] {
            for (kind, first) in [(BotKind::Random, None), (BotKind::Greedy, Some(n - 1))] {
                play(n, Options { card_set, first_player: first, ..Options::default() }, kind, seed, &w);
                seed += 1;
            }
        }
    }
    let mut w = w.into_inner();
    for (n, first) in [(1u8, None), (5, None), (2, Some(2u8)), (3, Some(3))] {
        if let Err(e) = State::new(n, &Options { first_player: first, ..Options::default() }, 1) {
            put(&mut w.errors, e.detail);
        } else {
            panic!("{n} players with first player {first:?} should not set up");
        }
    }
    for o in State::option_specs() {
        put(&mut w.options, o.label);
        put(&mut w.options, o.help);
        for (_, c) in o.choices {
            put(&mut w.options, c);
        }
    }
    w
}

fn english(map: &BTreeMap<String, Msg>) -> BTreeSet<String> {
    map.values().map(|m| m.en()).collect()
}

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/la_isla/tests/words_en.json");

#[test]
fn english_words_match_the_fixture() {
    let w = collect();
    let now = serde_json::json!({
        "labels": english(&w.labels),
        "prompts": english(&w.prompts),
        "effects": english(&w.effects),
        "errors": english(&w.errors),
        "options": english(&w.options),
    });
    if std::env::var("WRITE_WORDS").is_ok_and(|v| v == "1") {
        std::fs::write(FIXTURE, serde_json::to_string_pretty(&now).unwrap() + "\n").unwrap();
    }
    let text = std::fs::read_to_string(FIXTURE).expect("the fixture (WRITE_WORDS=1 writes it)");
    let want: serde_json::Value = serde_json::from_str(&text).unwrap();
    for part in ["labels", "prompts", "effects", "errors", "options"] {
        let want: BTreeSet<&str> = want[part].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        let got: BTreeSet<&str> = now[part].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
        let missing: Vec<&&str> = want.difference(&got).take(10).collect();
        let extra: Vec<&&str> = got.difference(&want).take(10).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{part}: {} of the fixture not produced (first: {missing:#?}), {} new (first: {extra:#?})",
            want.difference(&got).count(),
            got.difference(&want).count()
        );
        assert!(want.len() > 3, "{part}: only {} words", want.len());
    }
}

/// Every message id inside `m` (itself, nested messages, list items), and every verbatim
/// string argument (a neutral id, or a `Debug` form of an action in a rule error).
fn ids(m: &Msg, out: &mut Vec<String>, verbatim: &mut Vec<String>) {
    out.push(m.id.clone());
    fn arg(a: &Arg, out: &mut Vec<String>, verbatim: &mut Vec<String>) {
        match a {
            Arg::Msg { msg } => ids(msg, out, verbatim),
            Arg::List { list } => list.iter().for_each(|a| arg(a, out, verbatim)),
            Arg::Term { term } => out.push(term.clone()),
            Arg::Str(s) => verbatim.push(s.clone()),
            Arg::Num(_) => {}
        }
    }
    m.args.values().for_each(|a| arg(a, out, verbatim));
}

#[test]
fn every_word_renders_in_every_locale() {
    let w = collect();
    // `LI_DUMP_MSGS=<file>` writes every message as JSON, one a line (to check words by hand).
    if let Ok(path) = std::env::var("LI_DUMP_MSGS") {
        let all: Vec<String> = [&w.labels, &w.prompts, &w.effects, &w.errors, &w.options]
            .iter()
            .flat_map(|m| m.keys().cloned())
            .collect();
        std::fs::write(path, all.join("\n") + "\n").unwrap();
    }
    let mut checked = 0;
    for (part, map) in
        [("label", &w.labels), ("prompt", &w.prompts), ("effect", &w.effects), ("error", &w.errors), ("option", &w.options)]
    {
        for m in map.values() {
            let (mut all, mut verbatim) = (Vec::new(), Vec::new());
            ids(m, &mut all, &mut verbatim);
            // longest first, so that a string inside another goes with it
            verbatim.sort_by_key(|v| std::cmp::Reverse(v.len()));
            assert!(!all.iter().any(|i| i == crate::i18n::RAW), "{part} {} is (or holds) a raw message", m.to_json());
            for locale in crate::i18n::LOCALES {
                let text = crate::i18n::render(locale, m).unwrap_or_else(|e| panic!("{part} {} in {locale}: {e}", m.to_json()));
                let mut words = text.clone();
                for v in &verbatim {
                    words = words.replace(v.as_str(), "");
                }
                assert!(!words.contains('{') && !words.contains('}'), "{part} in {locale}: {text:?}");
                for id in all.iter().filter(|i| !i.is_empty()) {
                    assert!(!text.contains(id.as_str()), "{part} in {locale} shows the id {id}: {text:?}");
                }
                if part != "prompt" {
                    assert!(!text.trim().is_empty(), "{part} {} is empty in {locale}", m.to_json());
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 4 * 1000, "only {checked} renderings");
}

#[test]
fn every_message_exists_in_every_locale_with_the_same_arguments() {
    let en = crate::i18n::tests::messages_of("en", "la-isla").expect("en/la-isla.ftl");
    assert!(en.len() > 150, "only {} messages in en/la-isla.ftl", en.len());
    assert!(en.values().any(|a| !a.is_empty()));
    let problems = crate::i18n::tests::locale_problems("la-isla");
    assert!(problems.is_empty(), "{problems:?}");
}
