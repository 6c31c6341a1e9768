//! la-isla §12 final scoring and tie-breaks.

use crate::engine::Game;

use super::super::effects::Effect;
use super::super::state::{EndReason, State};
use super::super::types::{Phase, Species};
use super::helpers::*;

/// Give a player exact animal counts (large tile = MOTH counts 2) without caring for
/// tile conservation (pure scoring tests).
fn with_animals(s: &mut State, seat: u8, counts: [u32; 5]) {
    set_large(s, seat, Species::Moth);
    let p = &mut s.players[seat as usize];
    for z in Species::ALL {
        let large = if z == Species::Moth { 2 } else { 0 };
        p.small_tiles[z.idx()] = (counts[z.idx()] - large) as u8;
    }
    assert_eq!(Species::ALL.map(|z| p.animals(z)), counts);
}

/// docs/rules/la-isla.md §13 TV-06 (§12): Katerina's final scoring adds 57 VP.
#[test]
fn tv06_katerinas_final_scoring() {
    let mut s = game(4, 60);
    s.steps = [6, 6, 9, 6, 6];
    assert_eq!(s.marker_sum(), 11);
    with_animals(&mut s, 0, [3, 2, 4, 2, 5]);
    s.players[0].resources = [1, 0, 2, 0, 0];
    let b = s.final_breakdown(&s.players[0]);
    assert_eq!((b.sets, b.set_vp, b.animal_vp, b.resource_vp), (2, 20, 36, 1));
    assert_eq!(b.added(), 57);
}

/// docs/rules/la-isla.md §13 TV-19 (§12): a large tile counts as 2 animals for sets.
#[test]
fn tv19_sets_with_a_large_tile() {
    let mut s = game(2, 61);
    set_large(&mut s, 0, Species::Dodo);
    s.players[0].small_tiles = [0, 2, 1, 3, 2];
    let b = s.final_breakdown(&s.players[0]);
    assert_eq!(b.sets, 1);
    assert_eq!(b.set_vp, 10);
}

fn ended(vp: [u32; 2], res: [[u32; 5]; 2]) -> State {
    let mut s = game(2, 62);
    s.phase = Phase::Final;
    s.end_reason = Some(EndReason::Threshold);
    for i in 0..2 {
        s.players[i].vp = vp[i];
        s.players[i].resources = res[i];
    }
    s
}

/// docs/rules/la-isla.md §13 TV-11 (§12): most VP, then most resources left; full ties share.
#[test]
fn tv11_tie_breaks() {
    // (a) 85 / 5 left beats 85 / 3 left.
    let o = ended([85, 85], [[3, 0, 0, 0, 0], [5, 0, 0, 0, 0]]).outcome().unwrap();
    assert_eq!(o.winners, [1]);
    assert_eq!(o.ranking, [1, 0]);
    // (b) 85 / 4 and 85 / 4 share the victory.
    let o = ended([85, 85], [[4, 0, 0, 0, 0], [0, 2, 2, 0, 0]]).outcome().unwrap();
    assert_eq!(o.winners, [0, 1]);
    assert_eq!(o.detail["ranks"], serde_json::json!([1, 1]));
    assert_eq!(
        o.detail["roles"],
        serde_json::json!([{"role": "Red", "seat": 0, "score": 85}, {"role": "Blue", "seat": 1, "score": 85}])
    );
    assert_eq!(o.detail["players"][0]["total"], 85);
    // More VP wins whatever the resources.
    let o = ended([86, 85], [[0; 5], [9, 0, 0, 0, 0]]).outcome().unwrap();
    assert_eq!(o.winners, [0]);
    // (c) 5 left gives 2 VP, 4 left gives 2 VP.
    let s = ended([0, 0], [[5, 0, 0, 0, 0], [1, 1, 1, 1, 0]]);
    assert_eq!(s.final_breakdown(&s.players[0]).resource_vp, 2);
    assert_eq!(s.final_breakdown(&s.players[1]).resource_vp, 2);
    // No outcome while the game runs.
    assert!(game(2, 1).outcome().is_none());
}

/// docs/rules/la-isla.md §12: the final additions are made once, at the end, into VP; the
/// outcome's scores are the final totals.
#[test]
fn s12_final_scoring_is_added_at_the_end() {
    let mut s = at_action_c(2, 63, 0);
    for (seat, id) in ["L1-001", "L1-003"].iter().enumerate() {
        set_d_card(&mut s, seat as u8, card(id));
    }
    s.steps = [14, 14, 14, 0, 0];
    s.players[0].vp = 30;
    s.players[0].resources = [3, 0, 0, 0, 0];
    let fx = pass_action_c(&mut s);
    assert_eq!(s.phase, Phase::Final);
    let p = &s.players[0];
    // After action D: DODO at 15 (value 5); every other value unchanged.
    let animals: u32 = Species::ALL.iter().map(|&z| p.animals(z) * s.value(z) as u32).sum();
    let totals: Vec<u32> = fx
        .iter()
        .filter_map(|e| if let Effect::FinalScored { seat: 0, total, .. } = e { Some(*total) } else { None })
        .collect();
    assert_eq!(totals, [p.vp]);
    let in_game = 30 + (p.animals(Species::Dodo)); // the D advance of DODO
    assert_eq!(p.vp, in_game + animals + 2 + 10 * Species::ALL.iter().map(|&z| p.animals(z)).min().unwrap());
    assert_eq!(s.outcome().unwrap().scores[0], p.vp as i64);
    assert_eq!(s.scores()[0], p.vp as i64);
}
