//! la-isla §13 TV-25: every invariant check of `validate()` can fail; restore refuses a
//! broken state; views show each seat its own secrets only (§3).

use crate::engine::{Game, Viewer};

use super::super::cards::Function;
use super::super::types::{Landscape, Species};
use super::super::State;
use super::helpers::*;

fn broken(f: impl FnOnce(&mut State)) -> String {
    let mut s = at_action_c(3, 90, 0);
    s.validate().unwrap();
    f(&mut s);
    let e = s.validate().unwrap_err();
    assert!(State::restore(&s.snapshot()).is_err());
    e.what
}

/// docs/rules/la-isla.md §13 TV-25: explorers, tiles, cards, markers, holders, surrounded regions.
#[test]
fn tv25_each_invariant_is_checked() {
    assert!(broken(|s| s.players[0].supply += 1).contains("explorers are not conserved"));
    assert!(broken(|s| s.general_explorers[1] = 3).contains("general supply"));
    assert!(broken(|s| s.tiles[0] = None).contains("!= 7"));
    assert!(broken(|s| {
        let c = s.deck[0];
        s.discard.push(c);
    })
    .contains("duplicated"));
    assert!(broken(|s| {
        s.deck.pop();
    })
    .contains("cards found"));
    assert!(broken(|s| s.steps[2] = 16).contains("top step"));
    assert!(broken(|s| {
        give_function(s, 0, Function::LandscapeVp(Landscape::Desert));
        give_card(s, 0, nth_card_with(Function::LandscapeVp(Landscape::Desert), 1));
    })
    .contains("identical"));
    assert!(broken(|s| {
        set_tile(s, "Z0", Species::Dodo);
        put_explorers(s, 1, &["C0", "C1"]);
    })
    .contains("surrounds"));
    assert!(broken(|s| {
        let l = s.players[1].large_tile;
        s.players[0].large_tile = l;
    })
    .contains("dealt twice"));
    assert!(broken(|s| s.c_index = 3).contains("c_index"));
    assert!(broken(|s| {
        let d = s.players[0].assigned.d.take().unwrap();
        s.players[0].hand.push(d);
    })
    .contains("do not fit phase"));
    assert!(broken(|s| s.explorers[0].insert(3)).contains("not in play"));
    // §7.0: answers outside their phase, or to questions nobody asked.
    assert!(broken(|s| s.players[0].answers.d_species = Some(Species::Frog)).contains("secret answers"));
}

/// docs/rules/la-isla.md §3: a seat sees its own hand and assignments; others see counts only;
/// the omniscient viewer also sees the deck order; nobody sees the generator.
#[test]
fn s3_views_show_each_seat_its_own_secrets() {
    let s = game(3, 91);
    let own = s.view(Viewer::Seat(1));
    assert_eq!(own["players"][1]["hand"], serde_json::json!(s.players[1].hand));
    assert!(own["players"][0].get("hand").is_none());
    assert_eq!(own["players"][0]["hand_size"], 3);
    assert!(own.get("deck").is_none());
    let spect = s.view(Viewer::Spectator);
    assert!(spect["players"].as_array().unwrap().iter().all(|p| p.get("hand").is_none()));
    let all = s.view(Viewer::Omniscient);
    assert_eq!(all["deck"].as_array().unwrap().len(), s.deck.len());
    assert!(!all.to_string().contains("rng"));
    assert_eq!(s.progress()["round"], 1);
    assert_eq!(s.progress()["phase"], "CARD");
}

/// docs/rules/la-isla.md §7.0: a hand-written state may not carry answers no question asked
/// (they would change the resolution), nor an action-C stage outside action C.
#[test]
fn s7_0_answers_and_stages_are_checked() {
    use super::super::state::CStage;
    // Action D, seat 0 with FREE_CHOICE still deciding.
    let mut d = at_action_c(2, 92, 0);
    give_function(&mut d, 0, Function::FreeChoice);
    give_function(&mut d, 0, Function::DoubleStep(Species::Dodo));
    while d.phase == super::super::types::Phase::C {
        let seat = d.c_seat();
        act(&mut d, seat, super::super::actions::Action::TakeResource { colour: super::super::types::Colour::Grey });
    }
    d.validate().unwrap();
    let mut t = d.clone();
    t.players[0].answers.double_step[Species::Frog.idx()] = Some(true);
    assert!(t.validate().unwrap_err().what.contains("secret answers"));
    let mut t = d.clone();
    t.players[0].answers.d_species = Some(Species::Moth);
    t.validate().unwrap();
    t.players[1].answers.d_species = Some(Species::Moth);
    assert!(t.validate().unwrap_err().what.contains("secret answers"));
    let mut t = d.clone();
    t.players[0].answers.cover_slot = Some(0);
    assert!(t.validate().unwrap_err().what.contains("secret answers"));
    // A card-phase state with an action-C stage.
    let mut c = game(2, 93);
    c.c_stage = CStage::SecondProvision;
    assert!(c.validate().unwrap_err().what.contains("action-C stage"));
}
