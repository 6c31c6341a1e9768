//! la-isla §7.0 (G-16) and §3: the secret simultaneous phases (card phase, actions A, B,
//! D) reveal nothing of one seat's hidden cards or answers to the others before every seat
//! has decided — not through `pending()`, the views, the public effects, nor the legal
//! actions of the other seats. Each test plays two worlds that differ only in one seat's
//! secret and checks that everything another seat can see is identical.

use crate::engine::{Game, Seat, Viewer};

use super::super::actions::Action;
use super::super::cards::{Card, Function};
use super::super::effects::Effect;
use super::super::types::{Phase, Species};
use super::super::State;
use super::helpers::*;

/// Everything `observer` (and a spectator) may see: pending, views, the observer's legal
/// actions, and the effects visible to the observer.
fn public_trace(s: &State, fx: &[Effect], observer: Seat) -> String {
    let visible: Vec<String> = fx
        .iter()
        .filter(|e| Viewer::Seat(observer).sees(State::effect_visibility(e)))
        .map(|e| format!("{} | {}", serde_json::to_string(e).unwrap(), State::describe(e).en()))
        .collect();
    format!(
        "pending {:?}\nlegal {:?}\nspectator {}\nobserver {}\neffects {visible:?}",
        s.pending(),
        s.legal_actions(observer),
        s.view(Viewer::Spectator),
        s.view(Viewer::Seat(observer))
    )
}

/// Panic with the first difference (shortened) when two traces differ.
fn same(a: &str, b: &str, context: &str) {
    if a == b {
        return;
    }
    let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let from = at.saturating_sub(120);
    let cut = |t: &str| t.get(from..(at + 120).min(t.len())).unwrap_or("").to_string();
    panic!("{context}: the worlds differ at byte {at}:\n  {}\n  {}", cut(a), cut(b));
}

/// Seat `actor` answers every secret question with its last legal action, in both worlds,
/// while `observer` has not answered yet; after each answer the observer's trace must be
/// the same in both worlds. Returns the number of answers given.
fn answer_alone(a: &mut State, b: &mut State, actor: Seat, observer: Seat) -> usize {
    same(&public_trace(a, &[], observer), &public_trace(b, &[], observer), "before any answer");
    let mut answers = 0;
    loop {
        let pa = a.pending().is_some_and(|p| p.seats.contains(actor));
        let pb = b.pending().is_some_and(|p| p.seats.contains(actor));
        assert_eq!(pa, pb, "after {answers} answers, {actor} is pending in one world only");
        if !pa {
            return answers;
        }
        let la = *a.legal_actions(actor).last().unwrap();
        let lb = *b.legal_actions(actor).last().unwrap();
        let fa = act(a, actor, la);
        let fb = act(b, actor, lb);
        answers += 1;
        assert!(a.pending().unwrap().seats.contains(observer), "the observer still has to decide");
        same(
            &public_trace(a, &fa, observer),
            &public_trace(b, &fb, observer),
            &format!("after answer {answers} of seat {actor}"),
        );
    }
}

/// Two action-D worlds: seat 1 has FREE_CHOICE (so it stays pending), seat 0 the given
/// functions; seat 0's D card is `d0` in one world and `d0_other` in the other.
fn d_worlds(seed: u64, seat0: &[Function], d0: &str, d0_other: &str) -> (State, State) {
    let mut s = at_action_c(2, seed, 0);
    set_d_card(&mut s, 1, card("L1-005"));
    for &f in seat0 {
        give_function(&mut s, 0, f);
    }
    give_card(&mut s, 1, nth_card_with(Function::FreeChoice, 1));
    let mut a = s.clone();
    let mut b = s;
    set_d_card(&mut a, 0, card(d0));
    set_d_card(&mut b, 0, card(d0_other));
    // Same deck order apart from the swapped cards is irrelevant: the deck is hidden.
    a.validate().unwrap();
    b.validate().unwrap();
    let fa = pass_action_c(&mut a);
    let fb = pass_action_c(&mut b);
    assert_eq!(a.phase, Phase::D);
    same(&public_trace(&a, &fa, 1), &public_trace(&b, &fb, 1), "entering action D");
    (a, b)
}

/// docs/rules/la-isla.md §7.0, §11.3 G01: with DOUBLE_STEP(FROG) visible, whether the D card
/// shows a Frog (second step possible) or not must not show in `pending()` (the number of
/// questions), the views or the effects before every seat has decided.
#[test]
fn s7_0_double_step_question_does_not_reveal_the_d_card() {
    // L1-003 shows FROG, L1-001 DODO.
    let (mut a, mut b) = d_worlds(120, &[Function::DoubleStep(Species::Frog)], "L1-003", "L1-001");
    let n = answer_alone(&mut a, &mut b, 0, 1);
    assert_eq!(n, 1, "one question per visible DOUBLE_STEP, whatever the D card");
}

/// docs/rules/la-isla.md §7.0, §11.3 G01, G02: FREE_CHOICE with two DOUBLE_STEP functions: the
/// same questions whichever species the seat picks.
#[test]
fn s7_0_free_choice_and_double_steps_reveal_nothing() {
    let fs = [Function::FreeChoice, Function::DoubleStep(Species::Frog), Function::DoubleStep(Species::Dodo)];
    // The last legal species is MOTH in both worlds; the worlds differ by the card shown.
    let (mut a, mut b) = d_worlds(121, &fs, "L1-003", "L1-001");
    assert_eq!(answer_alone(&mut a, &mut b, 0, 1), 3);
    // And a world where the chosen species has a DOUBLE_STEP against one where it has not.
    let (mut a, mut b) = d_worlds(122, &fs, "L1-003", "L1-001");
    act(&mut a, 0, Action::ChooseAnimal { species: Species::Frog });
    act(&mut b, 0, Action::ChooseAnimal { species: Species::Pika });
    same(&public_trace(&a, &[], 1), &public_trace(&b, &[], 1), "after the species choice");
    assert_eq!(answer_alone(&mut a, &mut b, 0, 1), 2);
}

/// docs/rules/la-isla.md §7.0, §7.3: the B card stays hidden while INCOME_MARKER questions are
/// answered.
#[test]
fn s7_0_action_b_questions_reveal_nothing() {
    let mk = |b0: &str| {
        let mut s = game_first(2, 123, 0);
        give_function(&mut s, 0, Function::IncomeMarker(Species::Moth));
        give_function(&mut s, 1, Function::IncomeMarker(Species::Pika));
        let p: Vec<Card> = ["L1-016", "L1-017", "L1-018", "L1-019", "L1-020"].map(card).to_vec();
        assign_abd(&mut s, 0, p[0], card(b0), p[1]);
        assign_abd(&mut s, 1, p[2], p[3], p[4]);
        assert_eq!(s.phase, Phase::B);
        s
    };
    let (mut a, mut b) = (mk("L1-001"), mk("L1-010"));
    assert_eq!(answer_alone(&mut a, &mut b, 0, 1), 1);
}

/// docs/rules/la-isla.md §7.0, §7.1: the card phase — assignments stay hidden, and the number of
/// questions does not depend on the cards.
#[test]
fn s7_0_card_phase_reveals_nothing() {
    let mk = |hand: [&str; 3]| {
        let mut s = game_first(2, 124, 0);
        set_hand(&mut s, 0, &hand.map(card));
        set_hand(&mut s, 1, &["L1-016", "L1-017", "L1-018"].map(card));
        s
    };
    let (mut a, mut b) = (mk(["L1-101", "L1-106", "L2-001"]), mk(["L1-001", "L1-002", "L1-003"]));
    assert_eq!(answer_alone(&mut a, &mut b, 0, 1), 2);
}

/// docs/rules/la-isla.md §7.0, §7.2: action A — covering and EXTRA_EXPLORER questions — reveals
/// nothing of the face-down B and D cards, nor of the slot chosen.
#[test]
fn s7_0_action_a_questions_reveal_nothing() {
    let mk = |b0: &str, d0: &str| {
        let mut s = game_first(2, 125, 0);
        for (seat, ids) in [(0, ["L1-004", "L1-007", "L1-010"]), (1, ["L1-013", "L1-019", "L1-022"])] {
            for id in ids {
                give_card(&mut s, seat, card(id));
            }
        }
        s.validate().unwrap();
        assign_abd(&mut s, 0, card("L1-101"), card(b0), card(d0));
        assign_abd(&mut s, 1, card("L1-016"), card("L1-017"), card("L1-018"));
        assert_eq!(s.phase, Phase::A);
        s.validate().unwrap();
        s
    };
    let (mut a, mut b) = (mk("L1-001", "L1-002"), mk("L1-011", "L2-011"));
    assert_eq!(answer_alone(&mut a, &mut b, 0, 1), 2, "cover, then the explorer");
    // A different slot chosen does not show either.
    let (mut a, mut b) = (mk("L1-001", "L1-002"), mk("L1-001", "L1-002"));
    act(&mut a, 0, Action::CoverSlot { slot: 0 });
    act(&mut b, 0, Action::CoverSlot { slot: 2 });
    same(&public_trace(&a, &[], 1), &public_trace(&b, &[], 1), "after covering different slots");
}

/// docs/rules/la-isla.md §7.0, §11.3 F11: with WIDER_SEARCH the D card is chosen from two and a
/// fourth card is left over; which ones stays hidden until every seat has assigned.
#[test]
fn s7_0_wider_search_card_phase_reveals_nothing() {
    let mk = |hand: [&str; 4]| {
        let mut s = game_first(2, 126, 0);
        give_function(&mut s, 0, Function::WiderSearch);
        set_hand(&mut s, 0, &hand.map(card));
        set_hand(&mut s, 1, &["L1-016", "L1-017", "L1-018"].map(card));
        s
    };
    let (mut a, mut b) = (mk(["L1-101", "L1-106", "L2-001", "L2-002"]), mk(["L1-001", "L1-002", "L1-003", "L1-004"]));
    assert_eq!(answer_alone(&mut a, &mut b, 0, 1), 3);
}
