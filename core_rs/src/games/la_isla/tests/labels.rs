//! Words for every choice: seeded complete games check, at every decision and
//! for every pending seat, the prompt and the label of every legal action (non-empty,
//! plain words, distinct, targets that the seat's view contains, no hidden card named);
//! then exact labels for representative actions of docs/rules/la-isla.md §7.1–§7.5, §11.3.

use std::collections::HashSet;

use serde_json::Value;

use crate::bots::BotKind;
use crate::testing::harness::{Next, SeatOrder, Walk};
use crate::engine::{Game, Label, Target, Viewer};

use super::super::actions::Action;
use super::super::cards::{Card, Function};
use super::super::state::{CStage, FollowUp};
use super::super::types::{CardSet, Colour, Landscape, Letter, Phase, Species, Symbol};
use super::super::{Options, State};
use super::helpers::*;

/// Is the target something the seat's view shows (kind → where in the view)?
fn target_in_view(view: &Value, seat: u8, t: &Target) -> bool {
    let me = &view["players"][seat as usize];
    let ids_of = |list: &Value| -> Vec<String> {
        list.as_array()
            .map(|a| a.iter().filter_map(|x| x["id"].as_str().map(str::to_string)).collect())
            .unwrap_or_default()
    };
    match t.kind {
        "space" => ids_of(&view["island"]["spaces"]).contains(&t.id),
        "region" => ids_of(&view["island"]["regions"]).contains(&t.id),
        "card" => me["hand"].as_array().is_some_and(|h| h.iter().any(|c| c.as_str() == Some(t.id.as_str()))),
        "letter" => me["assigned"].get(&t.id).is_some(),
        "slot" => {
            let n = me["slots"].as_array().map_or(0, |a| a.len());
            t.id.parse::<usize>().is_ok_and(|i| i < n && t.id == i.to_string())
        }
        "animal" => view["markers"].get(&t.id).is_some(),
        "resource" => me["resources"].get(&t.id).is_some(),
        _ => false,
    }
}

/// The card ids `seat` may not see now: the deck, other seats' hands and face-down cards
/// (the A cards are face up during action A).
fn hidden_from(s: &State, seat: u8) -> Vec<String> {
    let mut v: Vec<String> = s.deck.iter().map(|c| c.to_string()).collect();
    for (i, p) in s.players.iter().enumerate() {
        if i == seat as usize {
            continue;
        }
        v.extend(p.hand.iter().map(|c| c.to_string()));
        if s.phase != Phase::A {
            v.extend(p.assigned.a.map(|c| c.to_string()));
        }
        v.extend(p.assigned.b.map(|c| c.to_string()));
        v.extend(p.assigned.d.map(|c| c.to_string()));
    }
    v
}

fn check_words(text: &str, what: &str) {
    assert!(!text.trim().is_empty(), "{what}: empty");
    for bad in ["{", "}", "_", "::", "Some(", "None", "\""] {
        assert!(!text.contains(bad), "{what}: {text:?} contains {bad:?}");
    }
}

/// Everything the brief asks of one decision; returns the number of labels checked.
fn check_decision(s: &State, kinds: &mut HashSet<&'static str>, target_kinds: &mut HashSet<&'static str>) -> usize {
    let pending = s.pending().expect("pending");
    let mut checked = 0;
    for seat in 0..s.seats {
        let prompt = s.prompt(seat).en();
        if !pending.seats.contains(seat) {
            assert_eq!(prompt, "", "seat {seat} is not pending ({}) but has a prompt", pending.kind);
            continue;
        }
        kinds.insert(pending.kind);
        check_words(&prompt, &format!("prompt of seat {seat} ({})", pending.kind));
        let view = s.view(Viewer::Seat(seat));
        let hidden = hidden_from(s, seat);
        for h in &hidden {
            assert!(!prompt.contains(h.as_str()), "prompt {prompt:?} names hidden card {h}");
        }
        let legal = s.legal_actions(seat);
        assert!(!legal.is_empty());
        let mut seen = HashSet::new();
        for a in &legal {
            let Label { msg, targets } = s.label(seat, a);
            let label = msg.en();
            check_words(&label, &format!("label of {a:?}"));
            assert!(seen.insert(label.clone()), "two legal actions of seat {seat} share the label {label:?}");
            for h in &hidden {
                assert!(!label.contains(h.as_str()), "label {label:?} names hidden card {h}");
            }
            for t in &targets {
                target_kinds.insert(t.kind);
                assert!(target_in_view(&view, seat, t), "{a:?}: target {t:?} is not in seat {seat}'s view");
            }
            checked += 1;
        }
    }
    checked
}

/// Play one seeded game to its end with the bot, checking every decision.
fn walk(n: u8, card_set: CardSet, kind: BotKind, seed: u64) -> (HashSet<&'static str>, HashSet<&'static str>, usize) {
    let mut s = State::new(n, &Options { card_set, ..Options::default() }, seed).unwrap();
    let (mut kinds, mut target_kinds, mut labels) = (HashSet::new(), HashSet::new(), 0);
    Walk::<State>::new(seed.wrapping_mul(31) ^ 0xabcd)
        .order(SeatOrder::Random)
        .bots(&[kind])
        .before(|s: &State, _, _| {
            labels += check_decision(s, &mut kinds, &mut target_kinds);
            Next::Go
        })
        .run(&mut s)
        .over(&format!("seed {seed}"));
    for seat in 0..n {
        assert_eq!(s.prompt(seat).en(), "", "a finished game has no prompt");
    }
    (kinds, target_kinds, labels)
}

#[test]
fn every_decision_of_seeded_games_has_words_and_targets_in_the_view() {
    let mut kinds = HashSet::new();
    let mut target_kinds = HashSet::new();
    let mut labels = 0;
    let mut seed = 11;
    for n in 2..=4 {
        for card_set in [CardSet::Basic, CardSet::Full] {
            for kind in [BotKind::Random, BotKind::Greedy] {
                let (k, t, l) = walk(n, card_set, kind, seed);
                kinds.extend(k);
                target_kinds.extend(t);
                labels += l;
                seed += 1;
            }
        }
    }
    // The walk must have met the common decisions and every kind of target.
    for k in [
        "assign_cards",
        "card_holder",
        "income_marker",
        "explorer_action",
        "relocation_destination",
        "arrival_resource",
        "landscape_marker",
        "second_move",
        "animal_marker",
    ] {
        assert!(kinds.contains(k), "no {k} decision met; met {kinds:?}");
    }
    for t in ["space", "region", "card", "letter", "slot", "animal", "resource"] {
        assert!(target_kinds.contains(t), "no {t} target met; met {target_kinds:?}");
    }
    assert!(labels > 10_000, "only {labels} labels checked");
}

fn label_of(s: &State, seat: u8, a: Action) -> Label {
    assert!(s.legal_actions(seat).contains(&a), "{a:?} is not legal for seat {seat}");
    s.label(seat, &a)
}

fn targets(l: &Label) -> Vec<(&str, &str)> {
    l.targets.iter().map(|t| (t.kind, t.id.as_str())).collect()
}

/// §7.1, TV-01: seat 0 holds L1-022 SYMBOL_VP(ROPE) / green / Owl Moth in round 1.
#[test]
fn card_phase_labels_name_the_card_and_what_the_letter_does() {
    let s = game(4, 42);
    let c = card("L1-022");
    assert!(s.players[0].hand.contains(&c));
    assert_eq!(
        s.prompt(0).en(),
        "Round 1: choose a card to put under A (its special function goes into your card holder; 3 cards in hand)"
    );
    let l = label_of(&s, 0, Action::AssignCard { letter: Letter::A, card: c });
    assert_eq!(l.label(), "Put Rope VP (L1-022) under A: its function goes into your card holder");
    assert_eq!(targets(&l), vec![("card", "L1-022"), ("letter", "A")]);

    // After A, under B: the resource, and the last card goes under D by itself.
    let mut s = s;
    let b = card("L1-007");
    act(&mut s, 0, Action::AssignCard { letter: Letter::A, card: card("L1-024") });
    let l = label_of(&s, 0, Action::AssignCard { letter: Letter::B, card: b });
    assert_eq!(
        l.label(),
        format!(
            "Put Mountain VP (L1-007) under B: take 1 green resource; {} goes under D, for the {}",
            super::super::labels::card_name(c),
            c.animal().name()
        )
    );
    assert_eq!(b.function(), Function::LandscapeVp(Landscape::Mountain));
    // Another seat's prompt never names this seat's cards, and a seat that has decided
    // everything has no prompt.
    assert!(!s.prompt(1).en().contains("L1-022"));
    act(&mut s, 0, Action::AssignCard { letter: Letter::B, card: b });
    assert_eq!(s.prompt(0).en(), "");
}

/// §7.4 C1 and §8: a placement names the landscape, the payment and the capture.
#[test]
fn placement_label_names_space_payment_and_capture() {
    let mut s = at_action_c(2, 5, 0);
    set_tile(&mut s, "Z0", Species::Dodo);
    s.players[0].resources[Colour::Green.idx()] = 2;
    let a = Action::PlaceExplorer { space: sp("C1"), colour: Colour::Green };
    let l = label_of(&s, 0, a);
    assert_eq!(l.label(), "Place an explorer on the grassland space C1 (hat), paying 2 green");
    assert_eq!(targets(&l), vec![("space", "C1")]);
    put_explorers(&mut s, 0, &["C0"]);
    let l = label_of(&s, 0, a);
    assert_eq!(
        l.label(),
        "Place an explorer on the grassland space C1 (hat), paying 2 green; take the Dodo tile of Z0 (+2 VP)"
    );
    assert_eq!(targets(&l), vec![("space", "C1"), ("region", "Z0")]);
    // F05 LANDSCAPE_DISCOUNT(GRASSLAND): the payment shown is 1.
    give_function(&mut s, 0, Function::LandscapeDiscount(Landscape::Grassland));
    assert!(label_of(&s, 0, a).label().contains("paying 1 green"));
    // C3 and the seat's prompt; the other seat is not pending.
    let l = label_of(&s, 0, Action::TakeResource { colour: Colour::Brown });
    assert_eq!(l.label(), "Take 1 brown resource instead of placing an explorer");
    assert_eq!(targets(&l), vec![("resource", "BROWN")]);
    assert_eq!(s.prompt(0).en(), "Action C: place an explorer (4 in your supply), or take a resource");
    assert_eq!(s.prompt(1).en(), "");
}

/// §7.4 C2: relocation labels name the origin and the destination; the origin no longer
/// counts for a capture.
#[test]
fn relocation_labels_name_origin_and_destination() {
    let mut s = at_action_c(2, 5, 0);
    set_tile(&mut s, "Z0", Species::Frog);
    put_explorers(&mut s, 0, &["C0", "C2", "C3", "C4", "C5"]);
    s.players[0].resources[Colour::Green.idx()] = 2;
    assert!(s.prompt(0).en().contains("relocate one of your explorers"));
    let l = label_of(&s, 0, Action::PickUpExplorer { space: sp("C0") });
    assert_eq!(l.label(), "Relocate your explorer from the desert space C0 (tent)");
    assert_eq!(targets(&l), vec![("space", "C0")]);
    act(&mut s, 0, Action::PickUpExplorer { space: sp("C2") });
    assert_eq!(s.prompt(0).en(), "Choose where your explorer from C2 goes");
    let l = label_of(&s, 0, Action::RelocateExplorer { space: sp("C1"), colour: Colour::Green });
    assert_eq!(l.label(), "Move your explorer from C2 to the grassland space C1 (hat), paying 2 green; take the Golden Frog tile of Z0 (+2 VP)");
    assert_eq!(targets(&l), vec![("space", "C1"), ("region", "Z0")]);
    // Moving the explorer that completes Z0 away does not capture Z0.
    let mut t = s.clone();
    t.c_stage = CStage::Destination { from: sp("C0"), extra: false };
    let l = t.label(0, &Action::RelocateExplorer { space: sp("C1"), colour: Colour::Green });
    assert!(!l.label().contains("tile"), "{}", l.label());
}

/// §7.2: the covering choice names the covered card and the A card.
#[test]
fn cover_slot_labels_name_both_cards() {
    let mut s = game_first(2, 3, 0);
    let fs =
        [Function::LandscapeVp(Landscape::Desert), Function::SymbolVp(Symbol::Rope), Function::Income(Colour::Grey)];
    for f in fs {
        give_function(&mut s, 0, f);
    }
    let a_card = card_with(Function::SymbolVp(Symbol::Tent));
    take_card(&mut s, a_card);
    let (b, d) = (s.deck[s.deck.len() - 1], s.deck[s.deck.len() - 2]);
    assign_abd(&mut s, 0, a_card, b, d);
    while s.phase == Phase::Card {
        let a = s.legal_actions(1)[0];
        act(&mut s, 1, a);
    }
    assert_eq!(s.phase, Phase::A);
    assert_eq!(s.prompt(0).en(), format!("Your card holder is full: choose the slot that Tent VP ({a_card}) will cover"));
    let covered = s.players[0].slots[1].last().copied().unwrap();
    let l = label_of(&s, 0, Action::CoverSlot { slot: 1 });
    assert_eq!(l.label(), format!("Cover Rope VP ({covered}) in slot 2 with your A card Tent VP ({a_card})"));
    assert_eq!(targets(&l), vec![("slot", "1")]);
}

/// §11.3 G03, F04, G09 follow-ups and the D questions (G01, G02): the function by name.
#[test]
fn function_decisions_name_the_function() {
    let mut s = at_action_c(2, 5, 0);
    give_function(&mut s, 0, Function::LandscapeResource(Landscape::Desert));
    give_function(&mut s, 0, Function::SecondMove);
    s.players[0].resources[Colour::Yellow.idx()] = 2;
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(
        s.followups.first(),
        Some(&FollowUp::ArrivalResource { source: Function::LandscapeResource(Landscape::Desert) })
    );
    assert_eq!(s.prompt(0).en(), "Desert resource: choose a resource to take");
    let l = label_of(&s, 0, Action::GainResource { colour: Colour::White });
    assert_eq!(l.label(), "Take 1 white resource (Desert resource)");
    act(&mut s, 0, Action::GainResource { colour: Colour::Grey });
    assert_eq!(s.prompt(0).en(), "Second move: relocate one more of your explorers?");
    assert_eq!(label_of(&s, 0, Action::Decline).label(), "Do not make a second move");
    assert_eq!(
        label_of(&s, 0, Action::PickUpExplorer { space: sp("C0") }).label(),
        "Second move: relocate your explorer from the desert space C0 (tent)"
    );

    // G03 after a capture (TV-24): Z1 = C2 + C3 holds a Pika.
    let mut s = at_action_c(2, 5, 0);
    give_function(&mut s, 0, Function::CaptureMarker(Species::Pika));
    set_tile(&mut s, "Z1", Species::Pika);
    put_explorers(&mut s, 0, &["C3"]);
    s.players[0].resources[Colour::Grey.idx()] = 2;
    let l = label_of(&s, 0, Action::PlaceExplorer { space: sp("C2"), colour: Colour::Grey });
    assert!(l.label().ends_with("; take the Sardinian Pika tile of Z1 (+2 VP)"), "{}", l.label());
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C2"), colour: Colour::Grey });
    assert_eq!(s.prompt(0).en(), "Sardinian Pika capture marker: advance the Sardinian Pika marker? (1 advance left)");
    let vp = s.players[0].animals(Species::Pika);
    let l = label_of(&s, 0, Action::AdvanceMarker { species: Species::Pika });
    assert_eq!(
        l.label(),
        format!("Advance the Sardinian Pika marker (Sardinian Pika capture marker, 1 advance left; +{vp} VP)")
    );
    assert_eq!(targets(&l), vec![("animal", "PIKA")]);
    assert_eq!(
        label_of(&s, 0, Action::Decline).label(),
        "Do not advance the Sardinian Pika marker (Sardinian Pika capture marker)"
    );

    // Action D with FREE_CHOICE and DOUBLE_STEP(FROG): own D card shows a Dodo.
    let mut s = game_first(2, 9, 0);
    give_function(&mut s, 0, Function::FreeChoice);
    give_function(&mut s, 0, Function::DoubleStep(Species::Frog));
    let d = (0..120u8)
        .map(Card)
        .find(|c| c.animal() == Species::Dodo && !s.players[0].slots.iter().any(|st| st.contains(c)))
        .unwrap();
    set_d_card(&mut s, 0, d);
    s.players[0].hand.clear();
    s.players[0].assigned.b = None;
    s.phase = Phase::D;
    s.players[1].hand.clear();
    assert_eq!(s.prompt(0).en(), "Free choice: choose the animal whose marker your D card advances");
    let l = label_of(&s, 0, Action::ChooseAnimal { species: Species::Dodo });
    assert_eq!(l.label(), "Advance the Dodo marker in action D (Free choice, the animal of your D card)");
    assert_eq!(targets(&l), vec![("animal", "DODO")]);
    act(&mut s, 0, Action::ChooseAnimal { species: Species::Frog });
    assert_eq!(s.prompt(0).en(), "Golden Frog double step: take a second step should your D advance be a Golden Frog?");
    let l = label_of(&s, 0, Action::DoubleStep { species: Species::Frog, take: true });
    assert_eq!(l.label(), "Take the second Golden Frog step in action D (Golden Frog double step)");
    assert_eq!(
        label_of(&s, 0, Action::DoubleStep { species: Species::Frog, take: false }).label(),
        "Do not take the second Golden Frog step"
    );
}

/// §4.1: the options offered, with their defaults; the island is not one of them.
#[test]
fn options_are_card_set_and_first_player() {
    let specs = State::option_specs();
    let names: Vec<&str> = specs.iter().map(|o| o.name).collect();
    assert_eq!(names, vec!["card_set", "first_player"]);
    assert_eq!(specs[0].default, serde_json::json!("FULL"));
    let values: Vec<Value> = specs[0].choices.iter().map(|c| c.0.clone()).collect();
    assert_eq!(values, vec![serde_json::json!("BASIC"), serde_json::json!("FULL")]);
    assert!(specs[1].default.is_null());
    assert_eq!(specs[1].choices.len(), 5);
    // Every value offered is accepted by the options it describes.
    for (v, _) in &specs[1].choices {
        let o: Options = serde_json::from_value(serde_json::json!({ "first_player": v })).unwrap();
        assert!(State::new(4, &o, 1).is_ok());
    }
    for (v, _) in &specs[0].choices {
        let o: Options = serde_json::from_value(serde_json::json!({ "card_set": v })).unwrap();
        assert!(State::new(2, &o, 1).is_ok());
    }
}
