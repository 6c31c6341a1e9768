//! Phases 1–5: initiative (§8), climate (§5, §9), movement and combat (§10), birth (§11),
//! survival and EP (§12), with test vectors TV-01–TV-04, TV-06, TV-07, TV-09, TV-10.

use super::super::{Action, Effect};
use super::super::options::{Options, TieBreak};
use super::super::state::{State, Step};
use super::super::types::{classify, Card, ClimateClass, Gene, Terrain};
use super::helpers::*;
use crate::engine::Game;

use ClimateClass::*;
use Terrain::*;

// ---------------------------------------------------------------- §8 initiative

fn initiative_scene(tie: TieBreak) -> State {
    let mut s = scene_with(4, &Options { initiative_tie_break: tie, ..Options::default() });
    // TV-10: A 2 tails, 3 dinos; B 1 tail, 5 dinos; C 1 tail, 2 dinos; D 1 tail, 5 dinos.
    grant(&mut s, 0, Gene::Tail, 1);
    let plains = free_regions(&s, Plains, 15);
    put_all(&mut s, 0, &plains[0..3]);
    put_all(&mut s, 1, &plains[3..8]);
    put_all(&mut s, 2, &plains[8..10]);
    put_all(&mut s, 3, &plains[10..15]);
    s
}

/// docs/rules/evo.md §8, §20 TV-10: tails, then more dinos, then a recursive roll-off.
#[test]
fn tv10_initiative_more_dinos_first() {
    let mut s = initiative_scene(TieBreak::MoreDinosFirst);
    let fx = run_from(&mut s, Step::Initiative, &[4, 4, 2, 6]);
    assert_eq!(s.order, [0, 3, 1, 2]);
    let rolls: Vec<(u8, u8)> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::InitiativeRolled { seat, roll } => Some((*seat, *roll)),
            _ => None,
        })
        .collect();
    assert_eq!(rolls, [(1, 4), (3, 4), (1, 2), (3, 6)], "B and D roll in seat order, twice");
}

/// docs/rules/evo.md §8 step 2.2, PD-07: the `FEWER_DINOS_FIRST` switch.
#[test]
fn tv10_initiative_fewer_dinos_first() {
    let mut s = initiative_scene(TieBreak::FewerDinosFirst);
    run_from(&mut s, Step::Initiative, &[4, 4, 2, 6]);
    assert_eq!(s.order, [0, 2, 3, 1]);
}

/// docs/rules/evo.md §20 TV-10 (round 1): everything tied, dice 3, 5, 3 then 6, 1.
#[test]
fn tv10_round_one_roll_off() {
    let mut s = table(3);
    s.forced_dice = vec![3, 5, 3, 6, 1, 2];
    let mut fx = Vec::new();
    s.advance(&mut fx);
    assert_eq!(s.order, [1, 0, 2]);
    // The climate roll (the sixth die, 2) follows the roll-off; the start player rolls it.
    assert!(fx.contains(&Effect::ClimateRolled { seat: 1, roll: 2, from: 0, to: 0, temperate: Desert }));
}

/// docs/rules/evo.md §8 step 3 (PD-08): several tied groups, each resolved completely, earliest
/// place first.
#[test]
fn s8_3_several_tied_groups_in_place_order() {
    let mut s = scene(5);
    grant(&mut s, 0, Gene::Tail, 1);
    grant(&mut s, 1, Gene::Tail, 1);
    // A, B (2 tails) tie; C, D, E (1 tail) tie; no dinos anywhere.
    run_from(&mut s, Step::Initiative, &[3, 3, 1, 2, 5, 5, 2, 1, 6]);
    assert_eq!(s.order, [1, 0, 3, 2, 4]);
    assert!(s.forced_dice.is_empty());
}

// ---------------------------------------------------------------- §5 / §9 climate

/// docs/rules/evo.md §5.1, §20 TV-01: the classification table.
#[test]
fn tv01_climate_classification() {
    let row = |pos| [Desert, Plains, Hills, Mountains].map(|t| classify(pos, t));
    for pos in [1, 5] {
        assert_eq!(row(pos), [Hot, Temperate, Cold, Freezing]);
    }
    assert_eq!(row(3), [Scorching, Scorching, Hot, Temperate]);
    for pos in [2, 4] {
        assert_eq!(row(pos), [Scorching, Hot, Temperate, Cold]);
    }
    assert_eq!(row(0), [Temperate, Cold, Freezing, Freezing]);
}

/// docs/rules/evo.md §5.3, §9, §20 TV-02: the start player's die moves the marker.
#[test]
fn tv02_climate_transitions() {
    for (from, die, to) in [(0, 1, 5), (0, 2, 0), (0, 5, 1), (3, 4, 4), (5, 6, 0), (2, 1, 1), (4, 3, 5)] {
        let mut s = scene(3);
        s.order = vec![2, 0, 1];
        s.climate = from;
        let fx = run_from(&mut s, Step::Climate, &[die]);
        assert_eq!(s.climate, to, "from {from} with {die}");
        assert!(matches!(fx[0], Effect::ClimateRolled { seat: 2, .. }), "the start player rolls");
    }
    let mut s = scene(3);
    s.climate = 3;
    run_from(&mut s, Step::Climate, &[4]);
    let class = |t| classify(s.climate, t);
    assert_eq!([class(Hills), class(Mountains), class(Plains), class(Desert)], [Temperate, Cold, Hot, Scorching]);
}

// ---------------------------------------------------------------- §10 movement and combat

/// A 3-player scene in Phase 3 with seat 0 to move.
fn movement_scene(legs: u8, dinos: &[&str], enemies: &[(u8, &str)]) -> State {
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Leg, legs - 1);
    for id in dinos {
        put(&mut s, 0, id);
    }
    for (seat, id) in enemies {
        put(&mut s, *seat, id);
    }
    run_from(&mut s, Step::W3Start, &[]);
    assert_eq!(pending(&s), (0, "movement"));
    s
}

fn mv(s: &State, from: &str, to: &str) -> Action {
    Action::Move { from: at(s, from), to: at(s, to) }
}

/// docs/rules/evo.md §10.2, §20 TV-06: one leg = one step of one dino; then the turn ends.
#[test]
fn tv06_one_leg_one_step() {
    let mut s = movement_scene(1, &["r3c2", "r4c2"], &[(1, "r0c7")]);
    let far = mv(&s, "r3c2", "r2c4");
    reject(&mut s, 0, far, "§10.3");
    let a = mv(&s, "r3c2", "r2c3");
    act(&mut s, 0, a);
    assert_eq!(s.dino_at(at(&s, "r2c3")).unwrap().owner, 0);
    assert!(s.dino_at(at(&s, "r3c2")).is_none());
    assert_eq!(pending(&s).0, 1, "no MP left: the next player moves");
}

/// docs/rules/evo.md §10.2, §20 TV-06: two legs — one dino two regions, or two dinos one each.
#[test]
fn tv06_two_legs() {
    let mut s = movement_scene(2, &["r3c2"], &[(1, "r0c7")]);
    let a = mv(&s, "r3c2", "r2c3");
    act(&mut s, 0, a);
    let b = mv(&s, "r2c3", "r2c4");
    act(&mut s, 0, b);
    assert_eq!(s.dino_at(at(&s, "r2c4")).unwrap().owner, 0);
    assert_eq!(pending(&s).0, 1);

    let mut s = movement_scene(2, &["r3c2", "r5c3"], &[(1, "r0c7")]);
    let a = mv(&s, "r3c2", "r3c3");
    act(&mut s, 0, a);
    let b = mv(&s, "r5c3", "r5c4");
    act(&mut s, 0, b);
    assert_eq!(pending(&s).0, 1);
}

/// docs/rules/evo.md §10.3, §20 TV-06: an own dino blocks a region, even as an intermediate step.
#[test]
fn tv06_own_dino_blocks_the_way() {
    let mut s = movement_scene(2, &["r3c2", "r2c3"], &[(1, "r0c7")]);
    let into_own = mv(&s, "r3c2", "r2c3");
    let e = reject(&mut s, 0, into_own, "§10.3");
    assert!(e.detail_text().contains("own"));
    // r2c4 is two steps away via r2c3 only through the own dino: not reachable in one step.
    let jump = mv(&s, "r3c2", "r2c4");
    reject(&mut s, 0, jump, "§10.3");
}

/// docs/rules/evo.md §10.2: moving is optional; unused MP are lost at the end of the turn.
#[test]
fn s10_2_end_movement_forfeits_points() {
    let mut s = movement_scene(3, &["r3c2"], &[(1, "r0c7")]);
    let a = mv(&s, "r3c2", "r2c3");
    act(&mut s, 0, a);
    assert_eq!(s.movement.unwrap().mp_left, 2);
    act(&mut s, 0, Action::EndMovement);
    assert_eq!(pending(&s).0, 1);
    let stale = mv(&s, "r2c3", "r2c4");
    let e = s.apply(0, &stale).unwrap_err();
    assert_eq!(e.code(), "not-your-turn");
}

/// One attack from r3c2 (seat 0, `a` horns) on r3c3 (seat 1, `d` horns) with a forced roll.
fn attack(a: u8, d: u8, roll: u8) -> State {
    let mut s = movement_scene(1, &["r3c2"], &[(1, "r3c3")]);
    grant(&mut s, 0, Gene::Horn, a);
    grant(&mut s, 1, Gene::Horn, d);
    s.forced_dice = vec![roll];
    let a = mv(&s, "r3c2", "r3c3");
    act(&mut s, 0, a);
    s
}

/// docs/rules/evo.md §10.5, §20 TV-07: the combat table.
#[test]
fn tv07_combat_table() {
    for (a, d, roll, attacker_wins) in
        [(0, 0, 2, true), (0, 0, 3, false), (1, 0, 4, true), (1, 0, 5, false), (2, 0, 5, true), (3, 0, 6, false), (0, 1, 1, true), (0, 1, 2, false)]
    {
        let s = attack(a, d, roll);
        let r3c2 = at(&s, "r3c2");
        let r3c3 = at(&s, "r3c3");
        assert!(s.dino_at(r3c2).is_none(), "the attacker's region is empty either way");
        let winner = if attacker_wins { 0 } else { 1 };
        assert_eq!(s.dino_at(r3c3).unwrap().owner, winner, "{a} vs {d} horns, roll {roll}");
        let loser = 1 - winner;
        assert_eq!(s.player(loser).supply, 10, "the loser returns to the supply");
        assert!(s.movement.is_none_or(|m| m.seat != 0), "the attack cost the only MP");
    }
}

/// docs/rules/evo.md §10.4, §20 TV-07: an attack two horns down is impossible.
#[test]
fn tv07_two_horns_down_is_illegal() {
    let mut s = movement_scene(1, &["r3c2"], &[(1, "r3c3")]);
    grant(&mut s, 1, Gene::Horn, 2);
    let a = mv(&s, "r3c2", "r3c3");
    let e = reject(&mut s, 0, a, "§10.4");
    assert!(e.detail_text().contains("two or more horns"));
    let mut s = movement_scene(1, &["r3c2"], &[(1, "r3c3")]);
    grant(&mut s, 1, Gene::Horn, 1);
    assert!(s.legal_actions(0).contains(&a), "one horn down is allowed");
}

/// docs/rules/evo.md §10.5, §20 TV-06: an attack costs 1 MP whatever the outcome; a lost
/// attack leaves the other MP for another dino; a winner may move on.
#[test]
fn tv06_lost_attack_leaves_points() {
    let mut s = movement_scene(2, &["r3c2", "r5c3"], &[(1, "r3c3")]);
    s.forced_dice = vec![6];
    let a = mv(&s, "r3c2", "r3c3");
    act(&mut s, 0, a);
    assert_eq!(s.movement.unwrap().mp_left, 1);
    assert_eq!(s.on_board(0), 1);
    let b = mv(&s, "r5c3", "r5c4");
    act(&mut s, 0, b);

    let mut s = movement_scene(2, &["r3c2"], &[(1, "r3c3")]);
    s.forced_dice = vec![1];
    let a = mv(&s, "r3c2", "r3c3");
    act(&mut s, 0, a);
    let on = mv(&s, "r3c3", "r3c4");
    act(&mut s, 0, on);
    assert_eq!(s.dino_at(at(&s, "r3c4")).unwrap().owner, 0);
}

/// docs/rules/evo.md §10.1: players move in order, each completing their turn.
#[test]
fn s10_1_players_move_in_order() {
    let mut s = scene(3);
    s.order = vec![2, 0, 1];
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r0c7");
    put(&mut s, 2, "r7c7");
    run_from(&mut s, Step::W3Start, &[]);
    assert_eq!(pending(&s), (2, "movement"));
    act(&mut s, 2, Action::EndMovement);
    assert_eq!(pending(&s), (0, "movement"));
    act(&mut s, 0, Action::EndMovement);
    assert_eq!(pending(&s), (1, "movement"));
}

// ---------------------------------------------------------------- §11 birth

/// A 3-player birth scene: seat 0 to place; other seats have dinos far away.
fn birth_scene(eggs: u8, dinos: &[&str]) -> State {
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Egg, eggs - 1);
    for id in dinos {
        put(&mut s, 0, id);
    }
    put(&mut s, 1, "r0c7");
    put(&mut s, 2, "r7c7");
    run_from(&mut s, Step::W4Start, &[]);
    assert_eq!(pending(&s), (0, "birth"));
    s
}

fn targets(s: &State) -> Vec<String> {
    let mut v: Vec<String> = s
        .legal_actions(pending(s).0)
        .iter()
        .filter_map(|a| match a {
            Action::PlaceNewborn { region } => Some(s.board.id(*region).to_string()),
            _ => None,
        })
        .collect();
    v.sort();
    v
}

/// docs/rules/evo.md §11.2, §20 TV-09: one egg, the newborn goes next to the old dino.
#[test]
fn tv09_birth_next_to_the_start_dino() {
    let mut s = birth_scene(1, &["r3c2"]);
    assert_eq!(targets(&s), ["r2c3", "r3c3", "r4c2", "r4c3"]);
    assert!(!s.legal_actions(0).contains(&Action::StopBirths), "births are compulsory");
    reject(&mut s, 0, Action::StopBirths, "§11.2");
    let far = Action::PlaceNewborn { region: at(&s, "r2c4") };
    reject(&mut s, 0, far, "§11.2");
    let a = Action::PlaceNewborn { region: at(&s, "r4c3") };
    act(&mut s, 0, a);
    assert!(s.dino_at(at(&s, "r4c3")).unwrap().newborn);
    assert_eq!(s.player(0).supply, 8);
    assert_eq!(pending(&s).0, 1, "one egg: births end, the next player places");
}

/// docs/rules/evo.md §14.3 #22, §20 TV-09: WANDERING_BROOD adds distances 2 and 3.
#[test]
fn tv09_wandering_brood_distances() {
    let mut s = birth_scene(1, &["r3c2"]);
    s.flags.played[0] |= Card::WanderingBrood.bit();
    let mut want = vec![
        "r2c3", "r3c3", "r4c2", "r4c3", "r2c4", "r3c4", "r4c1", "r4c4", "r5c2", "r5c3", "r1c4", "r2c5", "r3c5",
        "r4c5", "r5c4", "r6c4",
    ];
    want.sort();
    assert_eq!(targets(&s), want);
}

/// docs/rules/evo.md §11.2, §20 TV-09: births stop with the supply, or with the legal regions.
#[test]
fn tv09_births_limited_by_supply_and_space() {
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Egg, 2);
    let plains = free_regions(&s, Plains, 9);
    put_all(&mut s, 0, &plains);
    assert_eq!(s.player(0).supply, 1);
    run_from(&mut s, Step::W4Start, &[]);
    assert_eq!(pending(&s), (0, "birth"));
    let t = s.legal_actions(0)[0];
    act(&mut s, 0, t);
    assert_eq!(s.player(0).supply, 0);
    assert_eq!(pending(&s).0, 1, "eggs 3, supply 1: exactly one newborn");

    // Eggs 2, every legal region but one occupied: exactly one newborn.
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Egg, 1);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r2c3");
    put(&mut s, 1, "r3c3");
    put(&mut s, 2, "r4c2");
    run_from(&mut s, Step::W4Start, &[]);
    assert_eq!(targets(&s), ["r4c3"]);
    let a = Action::PlaceNewborn { region: at(&s, "r4c3") };
    act(&mut s, 0, a);
    assert_eq!(pending(&s).0, 1, "the newborn is no reference dino: births end");
}

/// docs/rules/evo.md §11.2 (PD-12), §20 TV-09: no dinos on the board — first newborn anywhere,
/// the next adjacent to it.
#[test]
fn tv09_empty_board_births() {
    let mut s = birth_scene(2, &[]);
    assert_eq!(targets(&s).len(), s.board.len() - 2, "any empty region");
    let a = Action::PlaceNewborn { region: at(&s, "r3c2") };
    act(&mut s, 0, a);
    assert_eq!(targets(&s), ["r2c3", "r3c3", "r4c2", "r4c3"]);
    let far = Action::PlaceNewborn { region: at(&s, "r5c5") };
    reject(&mut s, 0, far, "§11.2");

    // The first newborn is boxed in: births end with one newborn.
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Egg, 1);
    put(&mut s, 1, "r0c7");
    put(&mut s, 2, "r1c5");
    put(&mut s, 2, "r1c6");
    run_from(&mut s, Step::W4Start, &[]);
    let a = Action::PlaceNewborn { region: at(&s, "r0c6") };
    act(&mut s, 0, a);
    assert_eq!(s.on_board(0), 1);
    assert_eq!(pending(&s).0, 1);
}

/// docs/rules/evo.md §11.1: players place newborns in order; one egg each in round 1.
#[test]
fn s11_1_births_in_order() {
    let mut s = scene(3);
    s.order = vec![1, 2, 0];
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r0c7");
    put(&mut s, 2, "r7c7");
    run_from(&mut s, Step::W4Start, &[]);
    for seat in [1, 2, 0] {
        assert_eq!(pending(&s), (seat, "birth"));
        let a = s.legal_actions(seat)[0];
        act(&mut s, seat, a);
    }
    assert_ne!(pending(&s).1, "birth");
    assert!((0..3).all(|p| s.on_board(p) == 2));
}

// ---------------------------------------------------------------- §12 survival and EP

/// TV-03/TV-04: X = seat 0 with 1 desert, 2 plains, 5 hills, 2 mountains, fur 2, parasols 1.
fn survival_scene(climate: u8) -> (State, Vec<u8>) {
    let mut s = scene(3);
    s.climate = climate;
    grant(&mut s, 0, Gene::Fur, 1);
    let mut regions = Vec::new();
    for (t, n) in [(Desert, 1), (Plains, 2), (Hills, 5), (Mountains, 2)] {
        let r = free_regions(&s, t, n);
        put_all(&mut s, 0, &r);
        regions.extend(r);
    }
    (s, regions)
}

/// docs/rules/evo.md §12, §20 TV-03: marker brown — the player chooses which hot dino survives.
#[test]
fn tv03_survival_on_brown() {
    let (mut s, r) = survival_scene(2);
    run_from(&mut s, Step::W5Start, &[]);
    assert_eq!(pending(&s), (0, "survival"));
    let plains = [r[1], r[2]];
    let mut listed = s.legal_actions(0);
    listed.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(listed, plains.map(|region| Action::KeepDino { region }));
    reject(&mut s, 0, Action::KeepDino { region: r[3] }, "§12");
    let fx = act(&mut s, 0, Action::KeepDino { region: plains[1] });
    assert_eq!(s.on_board(0), 8);
    assert!(s.dino_at(r[0]).is_none(), "desert is scorching");
    assert!(s.dino_at(plains[0]).is_none() && s.dino_at(plains[1]).is_some(), "the chosen plains dino lives");
    assert!(r[5..].iter().all(|&x| s.dino_at(x).is_some()), "hills temperate, mountains cold with 2 furs");
    assert!(fx.contains(&Effect::EpGained { seat: 0, amount: 8, total: 14 }));
    assert_eq!(s.flags.survival_deaths[0], 2);
}

/// docs/rules/evo.md §12, §20 TV-04: marker yellow.
#[test]
fn tv04_survival_on_yellow() {
    let (mut s, r) = survival_scene(0);
    let fx = run_from(&mut s, Step::W5Start, &[]);
    assert_eq!(s.on_board(0), 3, "no choice: 2 cold dinos, 2 furs");
    assert!(s.dino_at(r[0]).is_some() && s.dino_at(r[1]).is_some() && s.dino_at(r[2]).is_some());
    assert!(fx.contains(&Effect::EpGained { seat: 0, amount: 3, total: 9 }));
}

/// docs/rules/evo.md §12 step 2 (PD-13): choices are made in order and removals happen together
/// after all choices; fur and parasol limits are totals over regions.
#[test]
fn s12_2_choices_in_order_removals_together() {
    let mut s = scene(3);
    s.climate = 1; // plains temperate: desert hot, hills cold
    s.order = vec![1, 0, 2];
    let hills = free_regions(&s, Hills, 4);
    put_all(&mut s, 0, &hills[0..2]);
    put_all(&mut s, 1, &hills[2..4]);
    let deserts = free_regions(&s, Desert, 2);
    put_all(&mut s, 1, &deserts);
    run_from(&mut s, Step::W5Start, &[]);
    assert_eq!(pending(&s), (1, "survival"), "seat 1 is first in order");
    act(&mut s, 1, Action::KeepDino { region: hills[3] });
    assert_eq!(s.on_board(1), 4, "nothing removed before all choices");
    assert_eq!(pending(&s), (1, "survival"), "then seat 1's hot dinos");
    act(&mut s, 1, Action::KeepDino { region: deserts[0] });
    assert_eq!(pending(&s), (0, "survival"));
    act(&mut s, 0, Action::KeepDino { region: hills[0] });
    assert_eq!((s.on_board(0), s.on_board(1)), (1, 2));
    assert_eq!((s.player(0).ep, s.player(1).ep), (7, 8));
}

/// docs/rules/evo.md §12 step 3: 1 EP per surviving dino; temperate dinos always survive.
#[test]
fn s12_3_income_per_dino() {
    let mut s = scene(4);
    s.climate = 3;
    let m = free_regions(&s, Mountains, 4);
    put_all(&mut s, 2, &m);
    let fx = run_from(&mut s, Step::W5Start, &[]);
    assert!(fx.contains(&Effect::EpGained { seat: 2, amount: 4, total: 10 }));
    assert!(!fx.iter().any(|e| matches!(e, Effect::EpGained { seat: 0, .. })));
}
