//! la-isla §7.4 action C, §8 captures, §11.3–§11.4 functions acting in action C.

use crate::engine::{Game, Viewer};

use super::super::actions::Action;
use super::super::cards::Function;
use super::super::effects::{Declined, Effect};
use super::super::state::CStage;
use super::super::types::{Colour, Landscape, Phase, Species, Symbol};
use super::helpers::*;

fn colours(y: u32, g: u32, gr: u32, w: u32, b: u32) -> [u32; 5] {
    [y, g, gr, w, b]
}

/// docs/rules/la-isla.md §13 TV-02 (§7.4): Anna pays two yellow for the desert space C0.
#[test]
fn tv02_anna_pays_for_a_desert_space() {
    let mut s = at_action_c(2, 11, 0);
    use_r0(&mut s);
    s.players[0].resources = colours(2, 1, 1, 1, 1);
    let c0 = sp("C0");
    reject(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::Green }, "§11.4");
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::Yellow });
    assert_eq!(s.players[0].resources, colours(0, 1, 1, 1, 1));
    assert!(s.explorers[c0 as usize].contains(0));
    assert_eq!(s.players[0].supply, 4);
    assert_eq!(s.players[0].vp, 0);
    assert!(!fx.iter().any(|e| matches!(e, Effect::TileCaptured { .. })));
    assert_eq!(s.c_seat(), 1, "the next player in turn order takes action C");
    s.validate().unwrap();
}

/// docs/rules/la-isla.md §13 TV-03 (§8): Paul completes Z1 and I2 with one placement on C2.
#[test]
fn tv03_paul_captures_two_animals_with_one_placement() {
    let mut s = at_action_c(2, 12, 0);
    use_r0(&mut s);
    set_tile(&mut s, "Z1", Species::Moth);
    set_tile(&mut s, "I2", Species::Pika);
    put_explorers(&mut s, 0, &["C3", "P2M0", "P2M1"]);
    s.players[0].resources = colours(0, 0, 2, 0, 0);
    s.players[0].vp = 10;
    let before = s.players[0].small_tiles;
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C2"), colour: Colour::Grey });
    let caught: Vec<(String, Species)> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::TileCaptured { region_id, species, .. } => Some((region_id.clone(), *species)),
            _ => None,
        })
        .collect();
    assert_eq!(caught, [("Z1".to_string(), Species::Moth), ("I2".to_string(), Species::Pika)]);
    assert_eq!(s.players[0].vp, 15);
    assert_eq!(s.players[0].resources[Colour::Grey.idx()], 0);
    assert_eq!(s.players[0].small_tiles[Species::Moth.idx()], before[Species::Moth.idx()] + 1);
    assert_eq!(s.players[0].small_tiles[Species::Pika.idx()], before[Species::Pika.idx()] + 1);
    assert_eq!(s.tiles[region(&s, "Z1")], None);
    assert_eq!(s.tiles[region(&s, "I2")], None);
    s.validate().unwrap();
}

/// docs/rules/la-isla.md §13 TV-05 (§10, §11.3 F01, F02, F03): Petros scores 3 + 3 and takes a
/// resource of his choice.
#[test]
fn tv05_petros_combines_three_functions() {
    let mut s = at_action_c(2, 13, 0);
    use_r0(&mut s);
    for id in ["L1-004", "L1-022", "L1-035"] {
        give_card(&mut s, 0, card(id));
    }
    s.players[0].resources = colours(0, 2, 0, 0, 0);
    s.players[0].vp = 20;
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C6"), colour: Colour::Green });
    assert_eq!(s.pending().unwrap().kind, "arrival_resource");
    assert_eq!(s.legal_actions(0), Colour::ALL.map(|colour| Action::GainResource { colour }).to_vec());
    reject(&mut s, 0, Action::Decline, "§10");
    reject(&mut s, 0, Action::TakeResource { colour: Colour::White }, "§7.4");
    act(&mut s, 0, Action::GainResource { colour: Colour::White });
    assert_eq!(s.players[0].vp, 26);
    assert_eq!(s.players[0].resources, colours(0, 0, 0, 1, 0));
    assert_eq!(s.c_seat(), 1);
}

/// docs/rules/la-isla.md §13 TV-07 (§8): the first to complete a ring takes the tile; the later
/// completion of the emptied region gives nothing; different colours share spaces.
#[test]
fn tv07_capture_race_first_to_complete_wins() {
    let mut s = at_action_c(2, 14, 0);
    use_r0(&mut s);
    set_tile(&mut s, "E3", Species::Frog);
    put_explorers(&mut s, 0, &["P3O0"]);
    put_explorers(&mut s, 1, &["P3O1"]);
    s.players[0].resources = colours(0, 0, 2, 0, 0);
    s.players[1].resources = colours(0, 2, 0, 0, 0);
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("P3O1"), colour: Colour::Grey });
    assert_eq!(vp_of(&fx, 0), 2);
    assert_eq!(s.players[0].vp, 2);
    assert_eq!(s.tiles[region(&s, "E3")], None);
    let tiles_y = s.players[1].small_tiles;
    let fx = act(&mut s, 1, Action::PlaceExplorer { space: sp("P3O0"), colour: Colour::Green });
    // (Action D follows at once; only the absence of a capture matters here.)
    assert!(!fx.iter().any(|e| matches!(e, Effect::TileCaptured { .. })));
    assert_eq!(s.players[1].small_tiles, tiles_y);
    for id in ["P3O0", "P3O1"] {
        assert_eq!(s.explorers[space(&s, id) as usize].iter().collect::<Vec<_>>(), [0, 1]);
    }
}

/// docs/rules/la-isla.md §13 TV-08 (§7.4): a space never holds two explorers of one colour.
#[test]
fn tv08_same_colour_may_not_share_a_space() {
    let mut s = at_action_c(2, 15, 0);
    use_r0(&mut s);
    put_explorers(&mut s, 0, &["C0"]);
    put_explorers(&mut s, 1, &["C5"]);
    s.players[0].resources = colours(2, 0, 0, 0, 0);
    let c0 = sp("C0");
    let c5 = sp("C5");
    assert!(!s.legal_actions(0).contains(&Action::PlaceExplorer { space: c0, colour: Colour::Yellow }));
    reject(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::Yellow }, "§7.4");
    reject(&mut s, 0, Action::PlaceExplorer { space: 200, colour: Colour::Yellow }, "§5.2");
    // Relocation onto an own space is refused too (SCOUT allows relocating now).
    give_function(&mut s, 0, Function::Scout);
    act(&mut s, 0, Action::PickUpExplorer { space: c0 });
    reject(&mut s, 0, Action::RelocateExplorer { space: c0, colour: Colour::Yellow }, "§7.4");
    act(&mut s, 0, Action::RelocateExplorer { space: c5, colour: Colour::Yellow });
    assert!(s.explorers[c5 as usize].contains(0) && s.explorers[c5 as usize].contains(1));
}

/// docs/rules/la-isla.md §13 TV-16 (§7.4 C2, §8): relocation with capture; the origin keeps no
/// explorer and the tile taken from it earlier stays taken.
#[test]
fn tv16_relocation_with_capture() {
    let mut s = at_action_c(2, 16, 0);
    use_r0(&mut s);
    s.round = 6;
    set_tile(&mut s, "I0", Species::Dodo);
    put_explorers(&mut s, 0, &["C0", "C1", "P0M0", "P5O0", "P5O1"]);
    captured_earlier(&mut s, 0, "Z0");
    captured_earlier(&mut s, 0, "E5");
    s.players[0].resources = colours(0, 0, 2, 0, 0);
    s.validate().unwrap();
    let tiles_before = s.players[0].small_tiles;
    let (p5o1, p0m1) = (sp("P5O1"), sp("P0M1"));
    reject(&mut s, 0, Action::PlaceExplorer { space: p0m1, colour: Colour::Grey }, "§7.4 C1");
    assert!(s.legal_actions(0).iter().all(|a| !matches!(a, Action::PlaceExplorer { .. })));
    // With an explorer in the supply (and no SCOUT) the relocation is illegal.
    let mut t = s.clone();
    t.general_explorers[0] -= 1;
    t.players[0].supply = 1;
    reject(&mut t, 0, Action::PickUpExplorer { space: p5o1 }, "§7.4 C2");
    act(&mut s, 0, Action::PickUpExplorer { space: p5o1 });
    assert_eq!(s.pending().unwrap().kind, "relocation_destination");
    let fx = act(&mut s, 0, Action::RelocateExplorer { space: p0m1, colour: Colour::Grey });
    assert!(!s.explorers[p5o1 as usize].contains(0));
    assert!(s.explorers[p0m1 as usize].contains(0));
    assert_eq!(s.players[0].resources[Colour::Grey.idx()], 0);
    assert_eq!(vp_of(&fx, 0), 3);
    let mut expected = tiles_before;
    expected[Species::Dodo.idx()] += 1;
    assert_eq!(s.players[0].small_tiles, expected);
    assert!(s.tiles[region(&s, "W0")].is_some());
    s.validate().unwrap();
}

/// docs/rules/la-isla.md §13 TV-17 (§7.4 C3, §11.3 F12): take a resource instead; with
/// PROVISIONS two of choice; no arrival function triggers.
#[test]
fn tv17_taking_a_resource_instead() {
    let mut s = at_action_c(2, 17, 0);
    give_function(&mut s, 0, Function::LandscapeVp(Landscape::Desert));
    let fx = act(&mut s, 0, Action::TakeResource { colour: Colour::Brown });
    assert_eq!(s.players[0].resources, colours(1, 1, 1, 1, 2));
    assert_eq!(s.players[0].supply, 5);
    assert_eq!(vp_of(&fx, 0), 0);
    assert_eq!(s.c_seat(), 1);
    // PROVISIONS for seat 1.
    give_function(&mut s, 1, Function::Provisions);
    act(&mut s, 1, Action::TakeResource { colour: Colour::Brown });
    assert_eq!(s.pending().unwrap().kind, "provisions_resource");
    reject(&mut s, 1, Action::PlaceExplorer { space: 0, colour: Colour::Yellow }, "§7.4");
    act(&mut s, 1, Action::TakeResource { colour: Colour::Grey });
    assert_eq!(s.players[1].resources, colours(1, 1, 2, 1, 2));
    assert_ne!(s.phase, Phase::C, "action C ended after both players");
}

/// docs/rules/la-isla.md §13 TV-18 (§11.4): cost modifiers on C0 (DESERT, YELLOW, TENT).
#[test]
fn tv18_cost_modifiers() {
    let base = at_action_c(2, 18, 0);
    let c0 = sp("C0");
    let options = |s: &super::super::State| -> Vec<Colour> {
        s.legal_actions(0)
            .into_iter()
            .filter_map(|a| match a {
                Action::PlaceExplorer { space, colour } if space == c0 => Some(colour),
                _ => None,
            })
            .collect()
    };
    // (a) F05(DESERT): 1 yellow.
    let mut s = base.clone();
    give_function(&mut s, 0, Function::LandscapeDiscount(Landscape::Desert));
    s.players[0].resources = colours(1, 0, 0, 0, 0);
    assert_eq!(options(&s), [Colour::Yellow]);
    act(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::Yellow });
    assert_eq!(s.players[0].resources, [0; 5]);
    // (b) G04(DESERT): 2 yellow or 2 of any other single colour.
    let mut s = base.clone();
    give_function(&mut s, 0, Function::AnyColour(Landscape::Desert));
    s.players[0].resources = colours(2, 1, 0, 0, 2);
    assert_eq!(options(&s), [Colour::Yellow, Colour::Brown]);
    act(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::Brown });
    assert_eq!(s.players[0].resources, colours(2, 1, 0, 0, 0));
    // (c) F05 + G04: 1 of any colour.
    let mut s = base.clone();
    give_function(&mut s, 0, Function::AnyColour(Landscape::Desert));
    give_function(&mut s, 0, Function::LandscapeDiscount(Landscape::Desert));
    s.players[0].resources = colours(0, 1, 0, 1, 0);
    assert_eq!(options(&s), [Colour::Green, Colour::White]);
    act(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::White });
    assert_eq!(s.players[0].resources, colours(0, 1, 0, 0, 0));
    // (d) F05(DESERT) + G05(TENT): still 1 yellow.
    let mut s = base.clone();
    give_function(&mut s, 0, Function::LandscapeDiscount(Landscape::Desert));
    give_function(&mut s, 0, Function::SymbolDiscount(Symbol::Tent));
    s.players[0].resources = colours(3, 0, 0, 0, 0);
    act(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::Yellow });
    assert_eq!(s.players[0].resources, colours(2, 0, 0, 0, 0));
    // (e) nothing active, YELLOW 1: C0 cannot be placed on.
    let mut s = base.clone();
    s.players[0].resources = colours(1, 0, 0, 0, 0);
    assert!(options(&s).is_empty());
    reject(&mut s, 0, Action::PlaceExplorer { space: c0, colour: Colour::Yellow }, "§11.4");
    // G05 alone: C2 (ROPE) costs 1 grey with SYMBOL_DISCOUNT(ROPE).
    let mut s = base.clone();
    give_function(&mut s, 0, Function::SymbolDiscount(Symbol::Rope));
    s.players[0].resources = colours(0, 0, 1, 0, 0);
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C2"), colour: Colour::Grey });
    assert_eq!(s.players[0].resources, [0; 5]);
}

/// docs/rules/la-isla.md §13 TV-21 (§8): one placement completes W3 (4) and E3 (2).
#[test]
fn tv21_double_capture_four_plus_two() {
    let mut s = at_action_c(2, 21, 0);
    use_r0(&mut s);
    set_tile(&mut s, "W3", Species::Fossa);
    set_tile(&mut s, "E3", Species::Frog);
    put_explorers(&mut s, 0, &["P3M1", "P4O0", "P4M0", "P3O0"]);
    s.players[0].resources = colours(0, 0, 2, 0, 0);
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("P3O1"), colour: Colour::Grey });
    assert_eq!(s.players[0].vp, 6);
    let caught: Vec<Species> = fx
        .iter()
        .filter_map(|e| if let Effect::TileCaptured { species, .. } = e { Some(*species) } else { None })
        .collect();
    assert_eq!(caught, [Species::Fossa, Species::Frog]);
}

/// docs/rules/la-isla.md §13 TV-24 (§7.4 order, §11.3 G03, F08): captured tiles count for the
/// capture marker, and arrival markers come after.
#[test]
fn tv24_captures_before_arrival_markers() {
    let mut s = at_action_c(2, 24, 0);
    use_r0(&mut s);
    if s.players[0].large_tile == Species::Pika {
        set_large(&mut s, 0, Species::Dodo);
    }
    own_small(&mut s, 0, Species::Pika, 1);
    set_tile(&mut s, "I2", Species::Pika);
    set_tile(&mut s, "Z1", Species::Dodo);
    put_explorers(&mut s, 0, &["P2M0", "P2M1"]);
    give_function(&mut s, 0, Function::CaptureMarker(Species::Pika));
    give_function(&mut s, 0, Function::LandscapeMarker(Landscape::Mountain));
    s.players[0].resources = colours(0, 0, 2, 0, 0);
    s.validate().unwrap();
    let step0 = s.steps[Species::Pika.idx()];
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C2"), colour: Colour::Grey });
    assert_eq!(vp_of(&fx, 0), 3);
    assert_eq!(s.tiles[region(&s, "Z1")], Some(Species::Dodo));
    assert_eq!(s.pending().unwrap().kind, "capture_marker");
    assert_eq!(s.legal_actions(0), [Action::AdvanceMarker { species: Species::Pika }, Action::Decline]);
    reject(&mut s, 0, Action::AdvanceMarker { species: Species::Dodo }, "§11.3 G03");
    let fx = act(&mut s, 0, Action::AdvanceMarker { species: Species::Pika });
    assert_eq!(vp_of(&fx, 0), 2);
    assert_eq!(s.pending().unwrap().kind, "landscape_marker");
    assert_eq!(s.legal_actions(0).len(), 6);
    let fx = act(&mut s, 0, Action::AdvanceMarker { species: Species::Pika });
    assert_eq!(vp_of(&fx, 0), 2);
    assert_eq!(s.players[0].vp, 7);
    assert_eq!(s.steps[Species::Pika.idx()], step0 + 2);
    assert_eq!(s.c_seat(), 1);
}

/// docs/rules/la-isla.md §11.3 G03 / F08 (§10 optional): both may be declined.
#[test]
fn s11_3_capture_and_landscape_markers_may_be_declined() {
    let mut s = at_action_c(2, 25, 0);
    use_r0(&mut s);
    set_tile(&mut s, "Z0", Species::Frog);
    put_explorers(&mut s, 0, &["C1"]);
    give_function(&mut s, 0, Function::CaptureMarker(Species::Frog));
    give_function(&mut s, 0, Function::LandscapeMarker(Landscape::Desert));
    s.players[0].resources = colours(2, 0, 0, 0, 0);
    let steps = s.steps;
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    let fx = act(&mut s, 0, Action::Decline);
    assert!(
        fx.contains(&Effect::OptionDeclined { seat: 0, option: Declined::CaptureMarker { species: Species::Frog } })
    );
    assert_eq!(s.pending().unwrap().kind, "landscape_marker");
    act(&mut s, 0, Action::Decline);
    assert_eq!(s.steps, steps);
    assert_eq!(s.players[0].vp, 2);
    assert_eq!(s.c_seat(), 1);
}

/// docs/rules/la-isla.md §11.3 F04 (and F01): a resource of choice (and 3 VP) only on arrival
/// on the landscape; nothing elsewhere.
#[test]
fn s11_3_landscape_resource_and_vp_only_on_their_landscape() {
    let mut s = at_action_c(2, 26, 0);
    use_r0(&mut s);
    give_function(&mut s, 0, Function::LandscapeResource(Landscape::Swamp));
    give_function(&mut s, 0, Function::LandscapeVp(Landscape::Swamp));
    give_card(&mut s, 1, nth_card_with(Function::LandscapeResource(Landscape::Swamp), 1));
    s.players[0].resources = colours(0, 0, 0, 0, 2);
    s.players[1].resources = colours(2, 0, 0, 0, 0);
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C4"), colour: Colour::Brown });
    assert_eq!(vp_of(&fx, 0), 3);
    assert_eq!(s.pending().unwrap().kind, "arrival_resource");
    act(&mut s, 0, Action::GainResource { colour: Colour::Green });
    assert_eq!(s.players[0].resources, colours(0, 1, 0, 0, 0));
    // Seat 1 places on a desert space: no prompt, turn passes.
    act(&mut s, 1, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_ne!(s.phase, Phase::C);
}

/// docs/rules/la-isla.md §11.3 G06: SCOUT allows relocating while the supply holds explorers,
/// and a relocation triggers arrival functions (§10, G-25).
#[test]
fn s11_3_scout_relocates_with_supply_and_triggers_arrival() {
    let mut s = at_action_c(2, 27, 0);
    use_r0(&mut s);
    put_explorers(&mut s, 0, &["C0"]);
    s.players[0].resources = colours(0, 0, 2, 0, 0);
    let c0 = sp("C0");
    reject(&mut s, 0, Action::PickUpExplorer { space: c0 }, "§7.4 C2");
    give_function(&mut s, 0, Function::Scout);
    give_function(&mut s, 0, Function::LandscapeVp(Landscape::Mountain));
    assert!(s.legal_actions(0).contains(&Action::PickUpExplorer { space: c0 }));
    act(&mut s, 0, Action::PickUpExplorer { space: c0 });
    let fx = act(&mut s, 0, Action::RelocateExplorer { space: sp("C7"), colour: Colour::Grey });
    assert_eq!(vp_of(&fx, 0), 3);
    assert!(!s.explorers[c0 as usize].contains(0));
    assert_eq!(s.players[0].supply, 4);
}

/// docs/rules/la-isla.md §11.3 G08: +2 VP per captured tile.
#[test]
fn s11_3_capture_vp_bonus() {
    let mut s = at_action_c(2, 28, 0);
    use_r0(&mut s);
    set_tile(&mut s, "Z0", Species::Moth);
    put_explorers(&mut s, 0, &["C1"]);
    give_function(&mut s, 0, Function::CaptureVp);
    s.players[0].resources = colours(2, 0, 0, 0, 0);
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(vp_of(&fx, 0), 4);
}

/// docs/rules/la-isla.md §11.3 G09: one extra relocation after C1/C2 (not after C3, not twice),
/// paid normally, resolved fully (captures), and declinable.
#[test]
fn s11_3_second_move() {
    let mut s = at_action_c(2, 29, 0);
    use_r0(&mut s);
    set_tile(&mut s, "Z0", Species::Moth);
    give_function(&mut s, 0, Function::SecondMove);
    put_explorers(&mut s, 0, &["C5"]);
    s.players[0].resources = colours(2, 2, 0, 0, 0);
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(s.pending().unwrap().kind, "second_move");
    let legal = s.legal_actions(0);
    assert!(legal.contains(&Action::Decline));
    assert!(legal.contains(&Action::PickUpExplorer { space: sp("C5") }));
    reject(&mut s, 0, Action::PlaceExplorer { space: sp("C1"), colour: Colour::Green }, "§7.4");
    act(&mut s, 0, Action::PickUpExplorer { space: sp("C5") });
    let fx = act(&mut s, 0, Action::RelocateExplorer { space: sp("C1"), colour: Colour::Green });
    assert_eq!(vp_of(&fx, 0), 2, "the extra relocation captures Z0");
    assert_eq!(s.c_seat(), 1, "no second extra relocation");
    // Not after C3, and declinable.
    let mut s = at_action_c(2, 30, 0);
    give_function(&mut s, 0, Function::SecondMove);
    act(&mut s, 0, Action::TakeResource { colour: Colour::Grey });
    assert_eq!(s.c_seat(), 1);
    give_function(&mut s, 1, Function::SecondMove);
    s.players[1].resources = colours(4, 0, 0, 0, 0);
    act(&mut s, 1, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    let fx = act(&mut s, 1, Action::Decline);
    assert!(fx.contains(&Effect::OptionDeclined { seat: 1, option: Declined::SecondMove }));
    // With nothing left to pay, the offer is skipped.
    let mut s = at_action_c(2, 31, 0);
    give_function(&mut s, 0, Function::SecondMove);
    s.players[0].resources = colours(2, 0, 0, 0, 0);
    act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(s.c_seat(), 1);
}

/// docs/rules/la-isla.md §7.4: one player at a time in turn order; other seats are refused.
#[test]
fn s7_4_action_c_turn_order() {
    let mut s = at_action_c(3, 32, 2);
    assert_eq!(s.pending().unwrap().seats.iter().collect::<Vec<_>>(), [2]);
    let e = s.apply(0, &Action::TakeResource { colour: Colour::Green }).unwrap_err();
    assert_eq!(e.code(), "not-your-turn");
    act(&mut s, 2, Action::TakeResource { colour: Colour::Green });
    assert_eq!(s.c_seat(), 0);
    act(&mut s, 0, Action::TakeResource { colour: Colour::Green });
    assert_eq!(s.c_seat(), 1);
    assert_eq!(s.c_stage, CStage::Choose);
    act(&mut s, 1, Action::TakeResource { colour: Colour::Green });
    assert_ne!(s.phase, Phase::C);
    let _ = s.view(Viewer::Spectator);
}

/// docs/rules/la-isla.md §8: only the acting player's own explorers count; another colour on a
/// surrounding space neither helps nor hinders.
#[test]
fn s8_only_own_explorers_count() {
    let mut s = at_action_c(2, 33, 0);
    set_tile(&mut s, "Z0", Species::Dodo);
    put_explorers(&mut s, 1, &["C0"]);
    s.players[0].resources = colours(2, 2, 0, 0, 0);
    // X on C1 with Y on C0: Z0 is not X's.
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C1"), colour: Colour::Green });
    assert!(!fx.iter().any(|e| matches!(e, Effect::TileCaptured { .. })));
    assert_eq!(s.tiles[region(&s, "Z0")], Some(Species::Dodo));
    // With X already on C1, X shares C0 with Y and completes Z0.
    let mut t = at_action_c(2, 33, 0);
    set_tile(&mut t, "Z0", Species::Dodo);
    put_explorers(&mut t, 1, &["C0"]);
    put_explorers(&mut t, 0, &["C1"]);
    t.players[0].resources = colours(2, 0, 0, 0, 0);
    let fx = act(&mut t, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(vp_of(&fx, 0), 2);
}

/// docs/rules/la-isla.md §7.4 (G-41): a player who can pay for nothing has only C3.
#[test]
fn s7_4_without_resources_only_the_resource_alternative() {
    let mut s = at_action_c(2, 34, 0);
    s.players[0].resources = colours(1, 1, 1, 1, 1);
    assert_eq!(s.legal_actions(0), Colour::ALL.map(|colour| Action::TakeResource { colour }).to_vec());
    reject(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow }, "§11.4");
}

/// docs/rules/la-isla.md §10: each active function triggers once per arrival, and a function
/// acts only while visible (a covered card does nothing).
#[test]
fn s10_functions_act_only_while_visible() {
    let mut s = at_action_c(2, 35, 0);
    let c = give_function(&mut s, 0, Function::SymbolVp(Symbol::Tent));
    s.players[0].resources = colours(4, 0, 0, 0, 0);
    let mut t = s.clone();
    let fx = act(&mut s, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(vp_of(&fx, 0), 3);
    // Cover the card: no VP.
    let cover = card("L1-050");
    take_card(&mut t, cover);
    let slot = t.players[0].slots.iter().position(|st| st.last() == Some(&c)).unwrap();
    t.players[0].slots[slot].push(cover);
    let fx = act(&mut t, 0, Action::PlaceExplorer { space: sp("C0"), colour: Colour::Yellow });
    assert_eq!(vp_of(&fx, 0), 0);
}
