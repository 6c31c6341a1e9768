//! la-isla §10–§11.4: the timing and exact effect of the special functions not covered by
//! the test vectors, §6.2 track values, §7.0 application order, §12 ranking with three
//! players, and TV-23's exact reshuffle.

use crate::engine::{Game, SplitMix64};

use super::super::actions::Action;
use super::super::cards::{Card, Function};
use super::super::effects::{Declined, Effect, ResourceSource};
use super::super::state::EndReason;
use super::super::types::{Colour, Landscape, Phase, Species, Symbol, TRACK_VALUE};
use super::helpers::*;

/// Plain A/B/D cards (SYMBOL_VP, no effect outside action C): L1-016.. L1-021.
fn plain(i: usize) -> Card {
    card(&format!("L1-{:03}", 16 + i))
}

fn colours(y: u32, g: u32, gr: u32, w: u32, b: u32) -> [u32; 5] {
    [y, g, gr, w, b]
}

/// docs/rules/la-isla.md §11.3 F03, F04, §7.4 step 6, §10: on C6 (GRASSLAND, ROPE) both
/// LANDSCAPE_RESOURCE(GRASSLAND) and SYMBOL_RESOURCE(ROPE) act, once each, landscape first.
#[test]
fn s11_3_f03_and_f04_each_give_one_resource_of_choice() {
    let mut s = at_action_c(2, 200, 0);
    use_r0(&mut s);
    give_function(&mut s, 0, Function::SymbolResource(Symbol::Rope));
    give_function(&mut s, 0, Function::LandscapeResource(Landscape::Grassland));
    s.players[0].resources = colours(0, 2, 0, 0, 0);
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C6"), colour: Colour::Green });
    assert_eq!(s.pending().unwrap().kind, "arrival_resource");
    reject(&mut s, 0, Action::Decline, "§10");
    let fx = act(&mut s, 0, Action::GainResource { colour: Colour::Brown });
    assert!(fx.contains(&Effect::ResourceGained {
        seat: 0,
        colour: Colour::Brown,
        count: 1,
        source: ResourceSource::Arrival { function: Function::LandscapeResource(Landscape::Grassland) },
    }));
    assert_eq!(s.pending().unwrap().kind, "arrival_resource");
    let fx = act(&mut s, 0, Action::GainResource { colour: Colour::Brown });
    assert!(fx.contains(&Effect::ResourceGained {
        seat: 0,
        colour: Colour::Brown,
        count: 1,
        source: ResourceSource::Arrival { function: Function::SymbolResource(Symbol::Rope) },
    }));
    assert_eq!(s.players[0].resources, colours(0, 0, 0, 0, 2));
    assert_eq!(s.c_seat(), 1, "exactly two resources, then the turn passes");
}

/// Seat 0 (large tile DODO, no PIKA) occupies C3, P2M0, P2M1; Z1 and I2 hold PIKA; GREY 2.
fn two_pika_capture(seed: u64, f: Function) -> super::super::State {
    let mut s = at_action_c(2, seed, 0);
    use_r0(&mut s);
    set_large(&mut s, 0, Species::Dodo);
    set_tile(&mut s, "Z1", Species::Pika);
    set_tile(&mut s, "I2", Species::Pika);
    put_explorers(&mut s, 0, &["C3", "P2M0", "P2M1"]);
    give_function(&mut s, 0, f);
    s.players[0].resources = colours(0, 0, 2, 0, 0);
    s.validate().unwrap();
    s
}

/// docs/rules/la-isla.md §11.3 G03: capturing k = 2 tiles of the species allows up to 2
/// advances, each scoring the animals owned (the new tiles count); one may stop early.
#[test]
fn s11_3_g03_two_tiles_allow_two_advances() {
    let pika = Species::Pika;
    let mut s = two_pika_capture(201, Function::CaptureMarker(pika));
    let step = s.steps[pika.idx()];
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C2"), colour: Colour::Grey });
    assert_eq!(vp_of(&fx, 0), 5, "Z1 (2) + I2 (3)");
    assert_eq!(s.players[0].animals(pika), 2);
    let mut once = s.clone();
    for _ in 0..2 {
        assert_eq!(s.pending().unwrap().kind, "capture_marker");
        assert_eq!(s.legal_actions(0), [Action::AdvanceMarker { species: pika }, Action::Decline]);
        let fx = act(&mut s, 0, Action::AdvanceMarker { species: pika });
        assert_eq!(vp_of(&fx, 0), 2);
    }
    assert_eq!(s.steps[pika.idx()], step + 2);
    assert_eq!(s.players[0].vp, 9);
    assert_eq!(s.c_seat(), 1, "no third advance");
    // One advance, then decline the second.
    act(&mut once, 0, Action::AdvanceMarker { species: pika });
    let fx = act(&mut once, 0, Action::Decline);
    assert!(fx.contains(&Effect::OptionDeclined { seat: 0, option: Declined::CaptureMarker { species: pika } }));
    assert_eq!(once.steps[pika.idx()], step + 1);
    assert_eq!(once.players[0].vp, 7);
}

/// docs/rules/la-isla.md §11.3 G08: 2 extra VP per tile captured: two tiles → +4.
#[test]
fn s11_3_g08_two_tiles_give_four_extra() {
    let mut s = two_pika_capture(202, Function::CaptureVp);
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C2"), colour: Colour::Grey });
    assert_eq!(vp_of(&fx, 0), 2 + 3 + 4);
    assert_eq!(s.players[0].vp, 9);
}

/// docs/rules/la-isla.md §11.3 G07: DOUBLE_SCORE doubles only the advances of action D; the
/// INCOME_MARKER advance of action B and the LANDSCAPE_MARKER advance of action C score 1
/// VP per animal.
#[test]
fn s11_3_g07_double_score_not_in_actions_b_and_c() {
    let pika = Species::Pika;
    let mut s = game_first(2, 203, 0);
    use_r0(&mut s);
    give_function(&mut s, 0, Function::DoubleScore);
    give_function(&mut s, 0, Function::IncomeMarker(pika));
    give_function(&mut s, 0, Function::LandscapeMarker(Landscape::Desert));
    set_large(&mut s, 0, pika);
    s.players[0].slots.push(Vec::new());
    // D card L1-004 shows PIKA.
    assign_abd(&mut s, 0, plain(0), plain(1), card("L1-004"));
    assign_abd(&mut s, 1, plain(2), plain(3), plain(4));
    let fx = act(&mut s, 0, Action::IncomeMarker { species: pika, advance: true });
    assert_eq!(vp_of(&fx, 0), 2, "action B: 1 VP per animal");
    assert_eq!(s.phase, Phase::C);
    s.players[0].resources = colours(2, 0, 0, 0, 0);
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    let fx = act(&mut s, 0, Action::AdvanceMarker { species: pika });
    assert_eq!(vp_of(&fx, 0), 2, "action C: 1 VP per animal");
    let fx = act(&mut s, 1, Action::TakeResource { colour: Colour::Grey });
    assert_eq!(vp_of(&fx, 0), 4, "action D: 2 VP per animal");
    assert_eq!(s.steps[pika.idx()], 3);
}

/// docs/rules/la-isla.md §11.4 (last point), §11.3 G09: a resource gained from the first
/// arrival pays for the SECOND_MOVE relocation; a relocation onto a non-matching landscape
/// triggers nothing.
#[test]
fn s11_4_second_move_spends_a_resource_gained_on_arrival() {
    let mut s = at_action_c(2, 204, 0);
    use_r0(&mut s);
    give_function(&mut s, 0, Function::SecondMove);
    give_function(&mut s, 0, Function::LandscapeResource(Landscape::Desert));
    give_function(&mut s, 0, Function::LandscapeDiscount(Landscape::Grassland));
    s.players[0].resources = colours(2, 0, 0, 0, 0);
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(s.pending().unwrap().kind, "arrival_resource");
    act(&mut s, 0, Action::GainResource { colour: Colour::Green });
    assert_eq!(s.pending().unwrap().kind, "second_move");
    assert_eq!(s.legal_actions(0), [Action::PickUpExplorer { space: sp("C0") }, Action::Decline]);
    act(&mut s, 0, Action::PickUpExplorer { space: sp("C0") });
    reject(&mut s, 0, Action::RelocateExplorer { space: sp("C5"), colour: Colour::Yellow }, "§11.4");
    let fx = act(&mut s, 0, Action::RelocateExplorer { space: sp("C1"), colour: Colour::Green });
    assert!(fx.contains(&Effect::ResourcesPaid { seat: 0, colour: Colour::Green, count: 1 }));
    assert_eq!(s.players[0].resources, [0; 5]);
    assert!(!s.explorers[sp("C0") as usize].contains(0));
    assert!(s.explorers[sp("C1") as usize].contains(0));
    assert_eq!(s.players[0].vp, 0, "Z0 needs C0 and C1 together");
    assert_eq!(s.c_seat(), 1);
}

/// docs/rules/la-isla.md §11.3 G06 + G09: a SCOUT relocation (C2 with explorers in the supply)
/// is followed by the SECOND_MOVE offer; the supply is untouched.
#[test]
fn s11_3_second_move_after_a_scout_relocation() {
    let mut s = at_action_c(2, 205, 0);
    use_r0(&mut s);
    give_function(&mut s, 0, Function::Scout);
    give_function(&mut s, 0, Function::SecondMove);
    put_explorers(&mut s, 0, &["C5"]);
    s.players[0].resources = colours(0, 2, 2, 0, 0);
    act(&mut s, 0, Action::PickUpExplorer { space: sp("C5") });
    act(&mut s, 0, Action::RelocateExplorer { space: sp("C1"), colour: Colour::Green });
    assert_eq!(s.pending().unwrap().kind, "second_move");
    act(&mut s, 0, Action::PickUpExplorer { space: sp("C1") });
    act(&mut s, 0, Action::RelocateExplorer { space: sp("C2"), colour: Colour::Grey });
    assert_eq!(s.players[0].supply, 4);
    assert_eq!(s.players[0].resources, [0; 5]);
    assert_eq!(s.c_seat(), 1, "one extra relocation only");
}

/// docs/rules/la-isla.md §7.2 step 3 (G-18): with every slot full, an A card identical to a
/// visible one goes on its twin without a covering question.
#[test]
fn s7_2_identical_function_on_a_full_holder_is_forced() {
    let mut s = game_first(2, 206, 0);
    for id in ["L1-004", "L1-001", "L1-022"] {
        give_card(&mut s, 0, card(id));
    }
    assign_abd(&mut s, 0, card("L1-002"), plain(0), plain(1));
    assign_abd(&mut s, 1, plain(2), plain(3), plain(4));
    assert_eq!(s.phase, Phase::C, "no question in action A");
    assert_eq!(s.players[0].slots[1], [card("L1-001"), card("L1-002")]);
    assert_eq!(s.players[0].slots.len(), 3);
}

/// docs/rules/la-isla.md §11.3 F09 with §7.2: a second EXTRA_EXPLORER goes on its visible twin
/// and still offers the last explorer of the colour; then the general supply is empty.
#[test]
fn s11_3_f09_second_extra_explorer_takes_the_last_one() {
    let mut s = game_first(2, 207, 0);
    give_card(&mut s, 0, card("L1-101"));
    s.general_explorers[0] = 1;
    s.players[0].supply = 6;
    s.validate().unwrap();
    assign_abd(&mut s, 0, card("L1-102"), plain(0), plain(1));
    assign_abd(&mut s, 1, plain(2), plain(3), plain(4));
    assert_eq!(s.pending().unwrap().kind, "card_holder");
    act(&mut s, 0, Action::TakeExplorer { take: true });
    assert_eq!(s.players[0].slots[0], [card("L1-101"), card("L1-102")]);
    assert_eq!((s.players[0].supply, s.general_explorers[0]), (7, 0));
    s.validate().unwrap();
}

/// docs/rules/la-isla.md §10: a function placed in action A acts in the same round (INCOME in
/// action B).
#[test]
fn s10_function_placed_in_a_acts_in_the_same_round() {
    let mut s = game_first(2, 208, 0);
    // plain(0) = L1-016 shows YELLOW.
    assign_abd(&mut s, 0, card_with(Function::Income(Colour::Grey)), plain(0), plain(1));
    assign_abd(&mut s, 1, plain(2), plain(3), plain(4));
    assert_eq!(s.phase, Phase::C);
    assert_eq!(s.players[0].resources, colours(2, 1, 2, 1, 1));
}

/// docs/rules/la-isla.md §11.3 G02: FREE_CHOICE advances the chosen species instead of the D
/// card's, scoring for the chosen one; any species may be chosen.
#[test]
fn s11_3_g02_free_choice() {
    let mut s = at_action_c(2, 209, 0);
    set_d_card(&mut s, 0, card("L1-001"));
    set_d_card(&mut s, 1, card("L1-003"));
    give_function(&mut s, 0, Function::FreeChoice);
    set_large(&mut s, 0, Species::Pika);
    pass_action_c(&mut s);
    assert_eq!(s.pending().unwrap().seats.iter().collect::<Vec<_>>(), [0]);
    assert_eq!(s.legal_actions(0), Species::ALL.map(|species| Action::ChooseAnimal { species }).to_vec());
    reject(&mut s, 0, Action::DoubleStep { species: Species::Dodo, take: true }, "§7.0");
    let fx = act(&mut s, 0, Action::ChooseAnimal { species: Species::Pika });
    assert_eq!(vp_of(&fx, 0), 2);
    assert_eq!(s.steps[Species::Pika.idx()], 1);
    assert_eq!(s.steps[Species::Dodo.idx()], 0);
    assert_eq!(s.steps[Species::Frog.idx()], 1, "seat 1's D card");
    assert!(s.discard.contains(&card("L1-001")));
}

/// docs/rules/la-isla.md §7.0: the effects of simultaneous phases are applied in turn order,
/// which fixes the discard order (3 players, first player 2: seats 2, 0, 1).
#[test]
fn s7_0_discards_in_turn_order() {
    let mut s = game_first(3, 210, 2);
    for seat in [0u8, 1, 2] {
        let i = 3 * seat as usize;
        assign_abd(&mut s, seat, plain(i), card(&format!("L1-{:03}", 101 + i)), card(&format!("L1-{:03}", 51 + i)));
    }
    assert_eq!(s.phase, Phase::C);
    assert_eq!(s.discard, ["L1-107", "L1-101", "L1-104"].map(card));
    pass_action_c(&mut s);
    assert_eq!(s.discard, ["L1-107", "L1-101", "L1-104", "L1-057", "L1-051", "L1-054"].map(card));
    assert_eq!(s.first_player, 0, "the first-player card passed clockwise");
}

/// docs/rules/la-isla.md §6.2: TRACK_VALUE as data; a marker crossing 2→3 reaches value 1 and
/// one crossing 14→15 value 5; the end test sums these values.
#[test]
fn s6_2_track_values() {
    assert_eq!(TRACK_VALUE, [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5]);
    let mut s = at_action_c(2, 211, 0);
    set_d_card(&mut s, 0, card("L1-001"));
    set_d_card(&mut s, 1, card("L1-003"));
    s.steps = [2, 0, 14, 0, 0];
    let fx = pass_action_c(&mut s);
    let moves: Vec<(Species, u8, u8)> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::MarkerAdvanced { species, step, value, .. } => Some((*species, *step, *value)),
            _ => None,
        })
        .collect();
    assert_eq!(moves, [(Species::Dodo, 3, 1), (Species::Frog, 15, 5)]);
    assert_eq!(s.marker_sum(), 6);
    assert_eq!(s.phase, Phase::Card, "6 < 7: the 2-player game goes on");
}

/// docs/rules/la-isla.md §12: three players — a clear winner, then two tied on VP and resources
/// share second place.
#[test]
fn s12_three_player_ranking_with_a_shared_second_place() {
    let mut s = game(3, 212);
    s.phase = Phase::Final;
    s.end_reason = Some(EndReason::Threshold);
    for (p, vp) in s.players.iter_mut().zip([85, 90, 85]) {
        p.vp = vp;
        p.resources = [1, 1, 0, 0, 0];
    }
    let o = s.outcome().unwrap();
    assert_eq!(o.winners, [1]);
    assert_eq!(o.ranking, [1, 0, 2]);
    assert_eq!(o.detail["ranks"], serde_json::json!([2, 1, 2]));
    assert_eq!(o.scores, [85, 90, 85]);
}

/// docs/rules/la-isla.md §13 TV-23 (§7.1, §4.4): the reshuffle is the next use of the game's
/// generator applied to the discard pile as it stands (last discarded = last element).
#[test]
fn tv23_reshuffle_uses_the_next_generator_draws() {
    let mut s = at_action_c(2, 213, 0);
    let mut rest = std::mem::take(&mut s.deck);
    let keep: Vec<Card> = rest.drain(..2).collect();
    let disc: Vec<Card> = rest.drain(..30).collect();
    // A covered stack whose visible card (L1-001) does nothing in the card phase or D.
    let top = card("L1-001");
    rest.retain(|&c| c != top);
    take_card(&mut s, top);
    rest.push(top);
    s.players[0].slots[0] = rest;
    s.deck = keep.clone();
    s.discard = disc.clone();
    s.validate().unwrap();
    // Action D discards seat 0's D card, then seat 1's, on top of the pile.
    let mut pile = disc;
    pile.push(s.players[0].assigned.d.unwrap());
    pile.push(s.players[1].assigned.d.unwrap());
    let mut rng: SplitMix64 = s.rng;
    rng.shuffle(&mut pile);
    pass_action_c(&mut s);
    // Round 2: seat 1 is first; it draws the 2 kept cards, then the top of the new deck.
    assert_eq!(s.first_player, 1);
    assert_eq!(s.players[1].hand, [keep[0], keep[1], pile[0]]);
    assert_eq!(s.players[0].hand, pile[1..4]);
    assert_eq!(s.deck, pile[4..]);
    assert!(s.discard.is_empty());
    assert_eq!(s.rng, rng);
}

/// The effects in words (brief: who, what, how many, where).
#[test]
fn effects_in_words() {
    use super::super::effects::VpReason;
    use super::super::State;
    let d = |e: Effect| State::describe(&e).en();
    let vp = |vp, reason| Effect::VpScored { seat: 1, vp, total: 23, reason };
    assert_eq!(d(vp(2, VpReason::Capture { region: "Z1".into() })), "Blue scores 2 VP for surrounding Z1 (total 23)");
    assert_eq!(
        d(vp(4, VpReason::CaptureBonus { tiles: 2 })),
        "Blue scores 4 VP from CAPTURE_VP for 2 captured tiles (total 23)"
    );
    assert_eq!(
        d(vp(3, VpReason::Landscape { landscape: Landscape::Desert })),
        "Blue scores 3 VP from LANDSCAPE_VP for a desert space (total 23)"
    );
    assert_eq!(
        d(vp(6, VpReason::Animals { species: Species::Dodo, animals: 3, mult: 2 })),
        "Blue scores 6 VP for 3 Dodo animals (2 VP each with DOUBLE_SCORE) (total 23)"
    );
    assert_eq!(
        d(Effect::ResourceGained {
            seat: 0,
            colour: Colour::White,
            count: 1,
            source: ResourceSource::Arrival { function: Function::SymbolResource(Symbol::Rope) }
        }),
        "Red takes 1 white resource from SYMBOL_RESOURCE(ROPE)"
    );
    assert_eq!(
        d(Effect::CardPlaced { seat: 2, card: card("L1-002"), slot: 0, covered: Some(card("L1-001")) }),
        "Orange puts L1-002 LANDSCAPE_VP(DESERT) into slot 0 of the card holder, covering L1-001 \
         LANDSCAPE_VP(DESERT) (no longer active)"
    );
    assert_eq!(
        d(Effect::MarkerAdvanced { seat: 3, species: Species::Moth, step: 15, value: 5, moved: false }),
        "Black advances the Owl Moth marker, already at the top (value 5)"
    );
    assert_eq!(
        d(Effect::TileCaptured { seat: 0, region: 6, region_id: "Z1".into(), species: Species::Moth, value: 2 }),
        "Red surrounds Z1 and takes its Owl Moth tile (worth 2 VP)"
    );
}
