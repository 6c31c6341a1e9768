//! la-isla §7.1 card phase, §7.2 action A, §7.3 action B, §7.5 action D, §7.6 end of round,
//! §9 marker advances, and the functions acting in those phases.

use crate::engine::{Game, Visibility};

use super::super::actions::Action;
use super::super::cards::{Card, Function};
use super::super::effects::{Declined, Effect};
use super::super::state::EndReason;
use super::super::types::{Colour, Landscape, Letter, Phase, Species, Symbol};
use super::super::State;
use super::helpers::*;

/// Cards in the deck with no effect in the card phase or actions A, B, D when played in A.
fn plain(n: usize) -> Vec<Card> {
    let mut v: Vec<Card> = (0..180u8)
        .map(Card)
        .filter(|c| matches!(c.function(), Function::SymbolVp(_)) && *c != card("L1-022"))
        .collect();
    v.truncate(n);
    v
}

/// docs/rules/la-isla.md §7.1, §7.0: each seat assigns A, then B (D follows), secretly; the
/// choices are private effects; the A cards are revealed once all have assigned.
#[test]
fn s7_1_card_phase_secret_assignment_then_reveal() {
    let mut s = game_first(2, 40, 0);
    assert_eq!(s.pending().unwrap().kind, "assign_cards");
    assert_eq!(s.pending().unwrap().seats.len(), 2);
    let hand = s.players[0].hand.clone();
    assert_eq!(
        s.legal_actions(0),
        hand.iter().map(|&card| Action::AssignCard { letter: Letter::A, card }).collect::<Vec<_>>()
    );
    reject(&mut s, 0, Action::AssignCard { letter: Letter::B, card: hand[0] }, "§7.1");
    let foreign = s.players[1].hand[0];
    reject(&mut s, 0, Action::AssignCard { letter: Letter::A, card: foreign }, "§7.1");
    assert!(s.action_is_secret(0, &Action::AssignCard { letter: Letter::A, card: hand[0] }));
    let fx = act(&mut s, 0, Action::AssignCard { letter: Letter::A, card: hand[0] });
    assert_eq!(fx.len(), 2);
    assert_eq!(State::effect_visibility(&fx[0]), Visibility::Seats(crate::engine::SeatSet::one(0)));
    assert_eq!(fx[1], Effect::CardFaceDown { seat: 0, letter: Letter::A });
    assert_eq!(State::effect_visibility(&fx[1]), Visibility::Public);
    let fx = act(&mut s, 0, Action::AssignCard { letter: Letter::B, card: hand[1] });
    assert_eq!(s.players[0].assigned.d, Some(hand[2]), "the last card goes under D");
    assert!(fx.contains(&Effect::SeatDecided { seat: 0, phase: Phase::Card }));
    assert_eq!(s.pending().unwrap().seats.iter().collect::<Vec<_>>(), [1]);
    let e = s.apply(0, &Action::AssignCard { letter: Letter::A, card: hand[0] }).unwrap_err();
    assert_eq!(e.code(), "not-your-turn");
    let h1 = s.players[1].hand.clone();
    act(&mut s, 1, Action::AssignCard { letter: Letter::A, card: h1[2] });
    let fx = act(&mut s, 1, Action::AssignCard { letter: Letter::B, card: h1[0] });
    let reveals: Vec<(u8, Card)> = fx
        .iter()
        .filter_map(|e| if let Effect::ACardRevealed { seat, card } = e { Some((*seat, *card)) } else { None })
        .collect();
    assert_eq!(reveals, [(0, hand[0]), (1, h1[2])]);
    for e in &fx {
        if matches!(e, Effect::ACardRevealed { .. } | Effect::CardPlaced { .. }) {
            assert_eq!(State::effect_visibility(e), Visibility::Public);
        }
    }
}

/// docs/rules/la-isla.md §11.3 F11, §7.1 step 3: WIDER_SEARCH draws 4 cards from the next card
/// phase on; the unassigned card is discarded face up after all have assigned.
#[test]
fn s11_3_wider_search_draws_four_and_discards_the_leftover() {
    let mut s = game_first(2, 41, 0);
    let ws = card_with(Function::WiderSearch);
    let [b0, d0, a1, b1, d1] = plain(5)[..] else { unreachable!() };
    assign_abd(&mut s, 0, ws, b0, d0);
    assign_abd(&mut s, 1, a1, b1, d1);
    assert_eq!(s.phase, Phase::C);
    assert!(s.players[0].has(Function::WiderSearch));
    pass_action_c(&mut s);
    assert_eq!(s.phase, Phase::Card);
    assert_eq!(s.players[0].hand.len(), 4);
    assert_eq!(s.players[1].hand.len(), 3);
    let h = s.players[0].hand.clone();
    act(&mut s, 0, Action::AssignCard { letter: Letter::A, card: h[0] });
    act(&mut s, 0, Action::AssignCard { letter: Letter::B, card: h[1] });
    assert_eq!(s.legal_actions(0).len(), 2, "D is chosen from the two cards left");
    act(&mut s, 0, Action::AssignCard { letter: Letter::D, card: h[3] });
    assert_eq!(s.players[0].hand, [h[2]], "the leftover stays hidden until all have assigned");
    let h1 = s.players[1].hand.clone();
    act(&mut s, 1, Action::AssignCard { letter: Letter::A, card: h1[0] });
    let fx = act(&mut s, 1, Action::AssignCard { letter: Letter::B, card: h1[1] });
    assert!(fx.contains(&Effect::LeftoverDiscarded { seat: 0, card: h[2] }));
    assert!(s.players[0].hand.is_empty());
    assert!(s.discard.contains(&h[2]));
}

/// docs/rules/la-isla.md §13 TV-23 (§7.1): the deck runs out during a draw; the discard pile is
/// shuffled (next RNG use) into a new deck and the draw continues; the pile is then empty.
#[test]
fn tv23_reshuffle() {
    let mut s = at_action_c(2, 42, 0);
    // Deck: 2 cards; discard: 30 cards; everything else in one covered stack of seat 0.
    let mut rest = std::mem::take(&mut s.deck);
    let keep: Vec<Card> = rest.drain(..2).collect();
    let disc: Vec<Card> = rest.drain(..30).collect();
    let top = card("L1-001");
    rest.retain(|&c| c != top);
    take_card(&mut s, top);
    rest.push(top);
    s.players[0].slots[0] = rest;
    s.deck = keep.clone();
    s.discard = disc;
    s.validate().unwrap();
    let fx = pass_action_c(&mut s);
    // Action D discarded 2 more cards, so 32 are reshuffled.
    assert!(fx.contains(&Effect::DeckReshuffled { cards: 32 }));
    let first = s.first_player as usize;
    assert_eq!(&s.players[first].hand[..2], &keep[..]);
    assert_eq!(s.players[first].hand.len(), 3);
    assert_eq!(s.players[1 - first].hand.len(), 3);
    assert!(s.discard.is_empty());
    assert_eq!(s.deck.len(), 32 - 4);
    s.validate().unwrap();
}

/// docs/rules/la-isla.md §7.1 (PROJECT DECISION): with no card left in the deck or the discard
/// pile when one must be drawn, the game ends at once and is scored.
#[test]
fn s7_1_no_card_left_ends_the_game() {
    let mut s = at_action_c(2, 43, 0);
    let mut rest = std::mem::take(&mut s.deck);
    let top = card("L1-001");
    rest.retain(|&c| c != top);
    take_card(&mut s, top);
    rest.push(top);
    s.players[0].slots[0] = rest;
    s.validate().unwrap();
    let fx = pass_action_c(&mut s);
    assert_eq!(s.phase, Phase::Final);
    assert_eq!(s.end_reason, Some(EndReason::CardsExhausted));
    assert!(s.pending().is_none());
    assert!(s.outcome().is_some());
    assert!(fx.iter().any(|e| matches!(e, Effect::GameEnded { reason: EndReason::CardsExhausted, .. })));
    s.validate().unwrap();
}

fn play_round_with_a(s: &mut State, a_cards: &[Card], cover: Option<u8>) -> Vec<Effect> {
    let mut fx = Vec::new();
    let n = s.seats;
    for seat in 0..n {
        let hand: Vec<Card> = s.players[seat as usize].hand.iter().copied().filter(|c| !a_cards.contains(c)).collect();
        fx.extend(assign_abd(s, seat, a_cards[seat as usize], hand[0], hand[1]));
    }
    if let Some(slot) = cover {
        while s.phase == Phase::A {
            let seat = s.pending().unwrap().seats.first().unwrap();
            fx.extend(act(s, seat, Action::CoverSlot { slot }));
        }
    }
    assert_eq!(s.phase, Phase::C);
    fx.extend(pass_action_c(s));
    fx
}

/// docs/rules/la-isla.md §13 TV-12 (§7.2): rounds 1–3 fill slots 0, 1, 2 without a choice; in
/// round 4 the player must cover, and the covered function is inactive at once.
#[test]
fn tv12_card_holder_rounds_1_to_4() {
    let mut s = game_first(2, 44, 0);
    let fs = [
        Function::LandscapeVp(Landscape::Desert),
        Function::SymbolVp(Symbol::Tent),
        Function::Income(Colour::Grey),
        Function::LandscapeVp(Landscape::Swamp),
    ];
    for (round, f) in fs.iter().enumerate() {
        let a0 = card_with(*f);
        let a1 = nth_card_with(*f, 1);
        if round < 3 {
            play_round_with_a(&mut s, &[a0, a1], None);
            assert_eq!(s.players[0].slots[round], [a0]);
            assert_eq!(s.players[0].slots.iter().filter(|x| !x.is_empty()).count(), round + 1);
        } else {
            for seat in 0..2 {
                let hand: Vec<Card> =
                    s.players[seat as usize].hand.iter().copied().filter(|c| *c != a0 && *c != a1).collect();
                assign_abd(&mut s, seat, [a0, a1][seat as usize], hand[0], hand[1]);
            }
            assert_eq!(s.phase, Phase::A);
            assert_eq!(s.pending().unwrap().kind, "card_holder");
            assert_eq!(s.legal_actions(0), (0..3).map(|slot| Action::CoverSlot { slot }).collect::<Vec<_>>());
            reject(&mut s, 0, Action::CoverSlot { slot: 3 }, "§7.2");
            reject(&mut s, 0, Action::TakeExplorer { take: true }, "§7.0");
            assert!(s.action_is_secret(0, &Action::CoverSlot { slot: 2 }));
            let fx = act(&mut s, 0, Action::CoverSlot { slot: 2 });
            assert!(matches!(fx[0], Effect::SecretAnswer { seat: 0, .. }));
            assert!(
                fx.iter().all(|e| !matches!(e, Effect::CardPlaced { .. })),
                "nothing is revealed before all have chosen"
            );
            let fx = act(&mut s, 1, Action::CoverSlot { slot: 0 });
            let grey = fx.iter().any(|e| {
                matches!(
                    e,
                    Effect::ResourceGained { seat: 0, source: super::super::effects::ResourceSource::Income, .. }
                )
            });
            assert!(!grey, "the covered INCOME(GREY) no longer acts in action B of round 4");
            assert_eq!(s.players[0].slots[2].len(), 2);
            assert!(!s.players[0].has(Function::Income(Colour::Grey)));
        }
    }
}

/// docs/rules/la-isla.md §13 TV-13 (§7.2): an identical function must go on its visible twin,
/// even with an empty slot; a similar one goes into the empty slot.
#[test]
fn tv13_identical_function() {
    let mut s = game_first(2, 45, 0);
    give_card(&mut s, 0, card("L1-001"));
    give_card(&mut s, 0, card("L1-022"));
    let others = plain(6);
    let h: Vec<Card> = others.into_iter().filter(|&c| c != card("L1-001") && c != card("L1-022")).collect();
    let mut t = s.clone();
    assign_abd(&mut s, 0, card("L1-002"), h[0], h[1]);
    assign_abd(&mut s, 1, h[2], h[3], card("L1-100"));
    assert_eq!(s.players[0].slots[0], [card("L1-001"), card("L1-002")]);
    assert!(s.players[0].slots[2].is_empty());
    assert_eq!(s.players[0].visible().filter(|c| c.function() == Function::LandscapeVp(Landscape::Desert)).count(), 1);
    // Counter-case: F01(GRASSLAND) is similar, not identical.
    assign_abd(&mut t, 0, card("L1-004"), h[0], h[1]);
    assign_abd(&mut t, 1, h[2], h[3], card("L1-100"));
    assert_eq!(t.players[0].slots[2], [card("L1-004")]);
}

/// docs/rules/la-isla.md §13 TV-14 (§11.3 F10): EXTRA_SLOT adds a permanent slot; a second one
/// covers its visible twin and still adds a slot.
#[test]
fn tv14_extra_slot_survives_covering() {
    let mut s = game_first(2, 46, 0);
    let p = plain(8);
    assign_abd(&mut s, 0, card("L1-106"), p[0], p[1]);
    assign_abd(&mut s, 1, p[2], p[3], p[4]);
    assert_eq!(s.players[0].slots.len(), 4);
    assert_eq!(s.players[0].slots[0], [card("L1-106")]);
    // Fill slots 1..3, then a round-5 covering of slot 0 keeps 4 slots.
    for c in ["L1-004", "L1-016", "L1-031"] {
        give_card(&mut s, 0, card(c));
    }
    pass_action_c(&mut s);
    let mut t = s.clone();
    let hand = s.players[0].hand.clone();
    set_hand(&mut s, 0, &[card("L1-101"), hand[0], hand[1]]);
    act(&mut s, 0, Action::AssignCard { letter: Letter::A, card: card("L1-101") });
    act(&mut s, 0, Action::AssignCard { letter: Letter::B, card: hand[0] });
    let h1 = s.players[1].hand.clone();
    act(&mut s, 1, Action::AssignCard { letter: Letter::A, card: h1[0] });
    act(&mut s, 1, Action::AssignCard { letter: Letter::B, card: h1[1] });
    assert_eq!(s.legal_actions(0).len(), 4, "four slots to cover");
    act(&mut s, 0, Action::CoverSlot { slot: 0 });
    if s.phase == Phase::A {
        act(&mut s, 0, Action::TakeExplorer { take: false });
    }
    assert_eq!(s.players[0].slots.len(), 4);
    assert!(!s.players[0].has(Function::ExtraSlot));
    // A second EXTRA_SLOT while the first is visible goes on it and adds a fifth slot.
    let hand = t.players[0].hand.clone();
    set_hand(&mut t, 0, &[card("L1-107"), hand[0], hand[1]]);
    act(&mut t, 0, Action::AssignCard { letter: Letter::A, card: card("L1-107") });
    act(&mut t, 0, Action::AssignCard { letter: Letter::B, card: hand[0] });
    let h1 = t.players[1].hand.clone();
    act(&mut t, 1, Action::AssignCard { letter: Letter::A, card: h1[0] });
    act(&mut t, 1, Action::AssignCard { letter: Letter::B, card: h1[1] });
    assert_eq!(t.players[0].slots[0], [card("L1-106"), card("L1-107")]);
    assert_eq!(t.players[0].slots.len(), 5);
}

/// docs/rules/la-isla.md §13 TV-15 (§11.3 F09): the extra explorer is optional, comes from the
/// general supply of the player's colour, and stays when the card is covered.
#[test]
fn tv15_extra_explorer() {
    let mut s = game_first(4, 47, 0);
    let p = plain(12);
    assign_abd(&mut s, 0, p[0], p[1], p[2]);
    assign_abd(&mut s, 1, card("L1-101"), p[3], p[4]);
    assign_abd(&mut s, 2, p[5], p[6], p[7]);
    let mut declined = s.clone();
    assign_abd(&mut s, 3, p[8], p[9], p[10]);
    assert_eq!(s.pending().unwrap().seats.iter().collect::<Vec<_>>(), [1]);
    assert_eq!(s.legal_actions(1), [Action::TakeExplorer { take: true }, Action::TakeExplorer { take: false }]);
    let fx = act(&mut s, 1, Action::TakeExplorer { take: true });
    assert!(fx.contains(&Effect::ExplorerTaken { seat: 1, supply: 6, general_left: 1 }));
    assert_eq!(s.general_explorers, [2, 1, 2, 2]);
    s.validate().unwrap();
    // Covering the card later keeps the explorer.
    let c = s.deck.remove(0);
    s.players[1].slots[0].push(c);
    assert_eq!(s.players[1].supply, 6);
    s.validate().unwrap();
    // Declining leaves the general supply alone.
    assign_abd(&mut declined, 3, p[8], p[9], p[10]);
    let fx = act(&mut declined, 1, Action::TakeExplorer { take: false });
    assert!(fx.contains(&Effect::OptionDeclined { seat: 1, option: Declined::ExtraExplorer }));
    assert_eq!(declined.general_explorers[1], 2);
    // With none of the colour left, nothing is asked and nothing happens.
    let mut none = game_first(2, 48, 0);
    none.general_explorers[0] = 0;
    none.players[0].supply = 7;
    assign_abd(&mut none, 0, card("L1-101"), p[1], p[2]);
    assign_abd(&mut none, 1, p[5], p[6], p[7]);
    assert_eq!(none.phase, Phase::C);
    assert_eq!(none.players[0].supply, 7);
}

/// docs/rules/la-isla.md §13 TV-22 (§7.3, §11.3 F06, F07): action B with INCOME and
/// INCOME_MARKER; the B card ends on top of the discard pile.
#[test]
fn tv22_action_b_with_functions() {
    let mut s = game_first(2, 49, 0);
    give_function(&mut s, 1, Function::Income(Colour::Grey));
    give_function(&mut s, 1, Function::IncomeMarker(Species::Pika));
    set_large(&mut s, 1, Species::Pika);
    s.steps[Species::Pika.idx()] = 2;
    let p = plain(6);
    assign_abd(&mut s, 0, p[0], p[1], p[2]);
    assign_abd(&mut s, 1, p[3], card("L1-001"), p[4]);
    assert_eq!(s.phase, Phase::B);
    assert_eq!(s.pending().unwrap().kind, "income_marker");
    assert_eq!(s.pending().unwrap().seats.iter().collect::<Vec<_>>(), [1]);
    reject(&mut s, 1, Action::IncomeMarker { species: Species::Dodo, advance: true }, "§11.3 F07");
    assert!(s.action_is_secret(1, &Action::IncomeMarker { species: Species::Pika, advance: true }));
    let fx = act(&mut s, 1, Action::IncomeMarker { species: Species::Pika, advance: true });
    assert_eq!(s.players[1].resources, [2, 1, 2, 1, 1]);
    assert_eq!(s.steps[Species::Pika.idx()], 3);
    assert_eq!(s.value(Species::Pika), 1);
    assert_eq!(vp_of(&fx, 1), 2);
    assert_eq!(s.discard.last(), Some(&card("L1-001")));
}

/// Put seats at the start of action D with given D cards (action C already passed).
fn at_action_d(n: u8, seed: u64, d_cards: &[&str]) -> State {
    let mut s = at_action_c(n, seed, 0);
    for (seat, id) in d_cards.iter().enumerate() {
        set_d_card(&mut s, seat as u8, card(id));
    }
    s
}

/// docs/rules/la-isla.md §13 TV-04 (§7.5, §9): Eleni advances the Dodo and scores 3; Nikos
/// advances the Frog and scores nothing, and nothing for Eleni's Dodo advance.
#[test]
fn tv04_eleni_advances_the_dodo() {
    // L1-001 shows DODO, L1-003 shows FROG.
    let mut s = at_action_d(2, 50, &["L1-001", "L1-003"]);
    set_large(&mut s, 0, Species::Dodo);
    own_small(&mut s, 0, Species::Dodo, 1);
    if s.players[1].large_tile == Species::Frog {
        set_large(&mut s, 1, Species::Moth);
    }
    own_small(&mut s, 1, Species::Dodo, 2);
    s.steps[Species::Dodo.idx()] = 4;
    s.steps[Species::Frog.idx()] = 0;
    s.validate().unwrap();
    let fx = pass_action_c(&mut s);
    assert_eq!(s.steps[Species::Dodo.idx()], 5);
    assert_eq!(s.steps[Species::Frog.idx()], 1);
    assert_eq!(vp_of(&fx, 0), 3);
    assert_eq!(vp_of(&fx, 1), 0);
}

/// docs/rules/la-isla.md §13 TV-09 (§6.2, §9): at the top the marker stays but still scores.
#[test]
fn tv09_marker_at_the_top_still_scores() {
    // L1-005 shows MOTH.
    let mut s = at_action_d(2, 51, &["L1-005", "L1-001"]);
    set_large(&mut s, 0, Species::Moth);
    own_small(&mut s, 0, Species::Moth, 1);
    s.steps[Species::Moth.idx()] = 15;
    let fx = pass_action_c(&mut s);
    assert_eq!(s.steps[Species::Moth.idx()], 15);
    assert_eq!(vp_of(&fx, 0), 3);
    assert!(fx.iter().any(|e| matches!(e, Effect::MarkerAdvanced { seat: 0, moved: false, .. })));
}

/// docs/rules/la-isla.md §13 TV-20 (§11.3 G01, G02, G07): FREE_CHOICE + DOUBLE_STEP(FROG) +
/// DOUBLE_SCORE: two double-scoring Frog advances (+8), the Dodo stays.
#[test]
fn tv20_d_phase_function_stack() {
    let mut s = at_action_d(2, 52, &["L1-001", "L1-003"]);
    give_function(&mut s, 0, Function::FreeChoice);
    give_function(&mut s, 0, Function::DoubleStep(Species::Frog));
    give_function(&mut s, 0, Function::DoubleScore);
    if s.players[0].large_tile == Species::Frog {
        set_large(&mut s, 0, Species::Moth);
    }
    own_small(&mut s, 0, Species::Frog, 2);
    s.steps[Species::Frog.idx()] = 14;
    s.steps[Species::Dodo.idx()] = 3;
    pass_action_c(&mut s);
    assert_eq!(s.phase, Phase::D);
    assert_eq!(s.pending().unwrap().kind, "animal_marker");
    assert_eq!(s.pending().unwrap().seats.iter().collect::<Vec<_>>(), [0]);
    assert_eq!(s.legal_actions(0).len(), 5);
    act(&mut s, 0, Action::ChooseAnimal { species: Species::Frog });
    let frog = Species::Frog;
    assert_eq!(
        s.legal_actions(0),
        [Action::DoubleStep { species: frog, take: true }, Action::DoubleStep { species: frog, take: false }]
    );
    let vp0 = s.players[0].vp;
    let fx = act(&mut s, 0, Action::DoubleStep { species: frog, take: true });
    assert_eq!(vp_of(&fx, 0), 8);
    assert_eq!(s.players[0].vp - vp0, 8);
    assert_eq!(s.steps[Species::Frog.idx()], 15);
    assert_eq!(s.steps[Species::Dodo.idx()], 3);
}

/// docs/rules/la-isla.md §7.5 / §11.3 G01, §7.0: without FREE_CHOICE no species is asked; every
/// visible DOUBLE_STEP is asked about whatever the D card shows (so being asked reveals
/// nothing), but the second step can only be taken when the D card's animal matches; a
/// matching one can be declined, or taken (+1 step, scored again).
#[test]
fn s7_5_double_step_without_free_choice() {
    let frog = Species::Frog;
    let mut s = at_action_d(2, 53, &["L1-001", "L1-003"]);
    give_function(&mut s, 0, Function::DoubleStep(frog));
    give_card(&mut s, 1, nth_card_with(Function::DoubleStep(frog), 1));
    set_large(&mut s, 1, frog);
    pass_action_c(&mut s);
    assert_eq!(s.pending().unwrap().seats.len(), 2);
    // Seat 0's D card shows a Dodo: only "no" is possible.
    assert_eq!(s.legal_actions(0), [Action::DoubleStep { species: frog, take: false }]);
    reject(&mut s, 0, Action::DoubleStep { species: frog, take: true }, "§11.3 G01");
    reject(&mut s, 0, Action::DoubleStep { species: Species::Dodo, take: false }, "§11.3 G01");
    reject(&mut s, 0, Action::ChooseAnimal { species: Species::Dodo }, "§7.0");
    let fx = act(&mut s, 0, Action::DoubleStep { species: frog, take: false });
    assert!(fx.contains(&Effect::SeatDecided { seat: 0, phase: Phase::D }));
    // Seat 1's D card shows a Frog.
    assert_eq!(
        s.legal_actions(1),
        [Action::DoubleStep { species: frog, take: true }, Action::DoubleStep { species: frog, take: false }]
    );
    let (f0, d0) = (s.steps[frog.idx()], s.steps[Species::Dodo.idx()]);
    let mut taken = s.clone();
    let fx = act(&mut s, 1, Action::DoubleStep { species: frog, take: false });
    assert!(fx.contains(&Effect::OptionDeclined { seat: 1, option: Declined::DoubleStep { species: frog } }));
    assert!(!fx.contains(&Effect::OptionDeclined { seat: 0, option: Declined::DoubleStep { species: frog } }));
    assert_eq!(s.steps[frog.idx()], f0 + 1);
    assert_eq!(s.steps[Species::Dodo.idx()], d0 + 1);
    assert_eq!(vp_of(&fx, 1), 2);
    let fx = act(&mut taken, 1, Action::DoubleStep { species: frog, take: true });
    assert_eq!(taken.steps[frog.idx()], f0 + 2);
    assert_eq!(vp_of(&fx, 1), 4);
}

/// docs/rules/la-isla.md §11.3 G07: DOUBLE_SCORE doubles D advances only.
#[test]
fn s11_3_double_score_in_action_d() {
    let mut s = at_action_d(2, 54, &["L1-001", "L1-003"]);
    give_function(&mut s, 0, Function::DoubleScore);
    set_large(&mut s, 0, Species::Dodo);
    let fx = pass_action_c(&mut s);
    assert_eq!(vp_of(&fx, 0), 4);
}

/// docs/rules/la-isla.md §13 TV-10 (§7.6): the end test is made only at the end of a round.
#[test]
fn tv10_end_of_game_test_only_at_the_end_of_a_round() {
    // (a) steps (6, 6, 3, 3, 0): values sum to 6 even after this round's advances
    // (FOSSA 6→7, PIKA 3→4, MOTH 0→1): play continues, the first player passes clockwise.
    // L1-010 FOSSA, L1-004 PIKA, L1-005 MOTH.
    let mut s = at_action_d(3, 55, &["L1-010", "L1-004", "L1-005"]);
    s.steps = [6, 6, 3, 3, 0];
    pass_action_c(&mut s);
    assert_eq!(s.marker_sum(), 6);
    assert_eq!(s.phase, Phase::Card);
    assert_eq!((s.round, s.first_player), (2, 1));
    // (b) steps (9, 6, 6, 3, 3): 3+2+2+1+1 = 9: the game ends.
    let mut s = at_action_d(3, 56, &["L1-010", "L1-004", "L1-005"]);
    s.steps = [9, 6, 6, 3, 3];
    let fx = pass_action_c(&mut s);
    assert_eq!(s.phase, Phase::Final);
    assert!(fx.iter().any(|e| matches!(e, Effect::GameEnded { reason: EndReason::Threshold, .. })));
    // (c) the first player's D advance (DODO 8→9) makes the sum 9; the others still resolve
    // action D, then the test ends the game.
    let mut s = at_action_d(3, 57, &["L1-001", "L1-004", "L1-005"]);
    s.steps = [8, 6, 6, 3, 5];
    let fx = pass_action_c(&mut s);
    let pos = |f: &dyn Fn(&Effect) -> bool| fx.iter().position(f).unwrap();
    let last_d = pos(&|e| matches!(e, Effect::CardDiscarded { seat: 2, letter: Letter::D, .. }));
    let end = pos(&|e| matches!(e, Effect::GameEnded { .. }));
    assert!(last_d < end);
    assert_eq!(s.phase, Phase::Final);
}

/// docs/rules/la-isla.md §14 G-18: a covered (invisible) twin does not count; the new card goes
/// into the empty slot.
#[test]
fn s7_2_covered_twin_does_not_count() {
    let mut s = game_first(2, 58, 0);
    give_card(&mut s, 0, card("L1-001"));
    s.players[0].slots[0].push(card("L1-016"));
    take_card(&mut s, card("L1-016"));
    s.players[0].slots[0].push(card("L1-016"));
    let p = plain(6);
    let h: Vec<Card> = p.into_iter().filter(|&c| c != card("L1-016")).collect();
    assign_abd(&mut s, 0, card("L1-002"), h[0], h[1]);
    assign_abd(&mut s, 1, h[2], h[3], h[4]);
    assert_eq!(s.players[0].slots[1], [card("L1-002")]);
}

/// docs/rules/la-isla.md §11.3 F07: one yes/no question per visible INCOME_MARKER, in species
/// order; a "no" leaves the marker alone.
#[test]
fn s11_3_income_marker_questions_in_species_order() {
    let mut s = game_first(2, 59, 0);
    give_function(&mut s, 0, Function::IncomeMarker(Species::Moth));
    give_function(&mut s, 0, Function::IncomeMarker(Species::Fossa));
    let p = plain(6);
    assign_abd(&mut s, 0, p[0], p[1], p[2]);
    assign_abd(&mut s, 1, p[3], p[4], p[5]);
    assert_eq!(
        s.legal_actions(0),
        [
            Action::IncomeMarker { species: Species::Fossa, advance: true },
            Action::IncomeMarker { species: Species::Fossa, advance: false }
        ]
    );
    act(&mut s, 0, Action::IncomeMarker { species: Species::Fossa, advance: false });
    let fx = act(&mut s, 0, Action::IncomeMarker { species: Species::Moth, advance: true });
    assert!(
        fx.contains(&Effect::OptionDeclined { seat: 0, option: Declined::IncomeMarker { species: Species::Fossa } })
    );
    assert_eq!(s.steps[Species::Fossa.idx()], 0);
    assert_eq!(s.steps[Species::Moth.idx()], 1);
}
