//! Scenario tests for the Execution and Reset phases (docs/rules/dominant-species.md §7, §5.3,
//! §10, §12) and the worked examples TV-2…TV-18, built with a small state loader.

use super::super::rules::{step_of_space, Step, STEPS};
use super::super::*;
use crate::testing::scenario::{act_pending, reject_pending};
use crate::engine::Game;

// ---- the state loader ----

pub(super) fn h(q: i8, r: i8) -> Hex {
    Hex::at(q, r).expect("board hex")
}

pub(super) fn corner(p: [(i8, i8); 3]) -> Corner {
    Corner::from_positions(p).expect("corner")
}

/// The standard setup for `animals` (one seat each), elements untouched.
pub(super) fn standard(animals: &[Animal]) -> State {
    let opts = Options { animals: Some(animals.to_vec()), ..Options::default() };
    State::setup(animals.len() as u8, &opts, 7).unwrap()
}

/// As `standard`, but with no disc on earth or in the rows and no cube on earth.
pub(super) fn blank(animals: &[Animal]) -> State {
    let mut s = standard(animals);
    for c in Corner::all() {
        if let Some(e) = s.elements[c.idx()].take() {
            s.bag[e.idx()] += 1;
        }
    }
    for row in [&mut s.adaptation_row, &mut s.abundance_row, &mut s.wanderlust_row] {
        for x in row.iter_mut() {
            if let Some(e) = x.take() {
                s.bag[e.idx()] += 1;
            }
        }
    }
    for hx in Hex::all() {
        for a in Animal::ALL {
            let n = std::mem::take(&mut s.cubes[hx.idx()][a.idx()]);
            s.animals[a.idx()].gene_pool += n;
        }
    }
    s.recompute_dominance_all();
    s
}

/// A disc from the bag onto a corner.
pub(super) fn put(s: &mut State, p: [(i8, i8); 3], e: Element) {
    let c = corner(p);
    if let Some(old) = s.elements[c.idx()].replace(e) {
        s.bag[old.idx()] += 1;
    }
    s.bag[e.idx()] -= 1;
    s.recompute_dominance_all();
}

/// Exactly `n` cubes of `a` on (q, r), from or to the gene pool.
pub(super) fn cubes(s: &mut State, q: i8, r: i8, a: Animal, n: u8) {
    let hx = h(q, r);
    let old = s.cubes[hx.idx()][a.idx()];
    s.animals[a.idx()].gene_pool = s.animals[a.idx()].gene_pool + old - n;
    s.cubes[hx.idx()][a.idx()] = n;
    s.recompute_dominance_all();
}

/// The added (non-inherent) elements of a display, from the bag.
pub(super) fn display(s: &mut State, a: Animal, added: &[Element]) {
    for e in Element::ALL {
        s.bag[e.idx()] += s.animals[a.idx()].added[e.idx()];
        s.animals[a.idx()].added[e.idx()] = 0;
    }
    for &e in added {
        s.bag[e.idx()] -= 1;
        s.animals[a.idx()].added[e.idx()] += 1;
    }
    s.recompute_dominance_all();
}

/// An element row's contents (rows: 0 Adaptation, 1 Abundance, 2 Wanderlust), from the bag.
pub(super) fn row(s: &mut State, which: usize, es: &[Element]) {
    let r = match which {
        0 => &mut s.adaptation_row,
        1 => &mut s.abundance_row,
        _ => &mut s.wanderlust_row,
    };
    for x in r.iter_mut() {
        if let Some(e) = x.take() {
            s.bag[e.idx()] += 1;
        }
    }
    for (i, &e) in es.iter().enumerate() {
        r[i] = Some(e);
        s.bag[e.idx()] -= 1;
    }
}

/// A box's contents (0 Regression, 1 Wasteland, 2 Depletion), from the bag.
pub(super) fn boxed(s: &mut State, which: usize, es: &[Element]) {
    let b = match which {
        0 => &mut s.regression_box,
        1 => &mut s.wasteland_box,
        _ => &mut s.depletion_box,
    };
    for (bag, n) in s.bag.iter_mut().zip(b.iter_mut()) {
        *bag += std::mem::take(n);
    }
    for &e in es {
        b[e.idx()] += 1;
        s.bag[e.idx()] -= 1;
    }
}

/// An AP of `a` from its supply onto `space`.
pub(super) fn ap(s: &mut State, space: &str, a: Animal) {
    let sp = Space::parse(space).unwrap();
    assert!(s.spaces[sp.idx()].is_none());
    s.spaces[sp.idx()] = Some(a);
    s.animals[a.idx()].aps -= 1;
}

/// A large tile of `t` taken from the Wanderlust stacks onto the empty (q, r).
pub(super) fn tile(s: &mut State, q: i8, r: i8, t: Terrain) {
    let i = (0..3).find(|&i| s.stacks[i].contains(&t)).expect("tile in a stack");
    let k = s.stacks[i].iter().rposition(|&x| x == t).unwrap();
    s.stacks[i].remove(k);
    s.tiles[h(q, r).idx()] = Some(t);
}

pub(super) fn tundra(s: &mut State, q: i8, r: i8) {
    s.tundra.insert(h(q, r));
    s.tundra_supply -= 1;
}

/// Start Execution at the step of `space` (or at a special step).
pub(super) fn start(s: &mut State, space: &str) -> Vec<Effect> {
    let step = step_of_space(Space::parse(space).unwrap()).unwrap();
    let mut fx = Vec::new();
    s.check().unwrap();
    s.run_from(step, &mut fx);
    fx
}

pub(super) fn start_step(s: &mut State, st: Step) -> Vec<Effect> {
    let step = STEPS.iter().position(|&x| x == st).unwrap() as u8;
    let mut fx = Vec::new();
    s.check().unwrap();
    s.run_from(step, &mut fx);
    fx
}

pub(super) fn pending_animal(s: &State) -> Animal {
    s.acting_animal().expect("a pending decision")
}

pub(super) fn vp(s: &State, a: Animal) -> u32 {
    s.animals[a.idx()].vp
}

pub(super) fn changes(fx: &[Effect]) -> Vec<(Hex, Option<Animal>, Option<Animal>)> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::DominanceChanged { hex, from, to, .. } => Some((*hex, *from, *to)),
            _ => None,
        })
        .collect()
}

use Animal::*;
use Element::*;

const ALL6: [Animal; 6] = Animal::ALL;

// ---- TV-2 matching ----

/// TV-2 / §2: matching multiplies display and tile counts; dominance follows every change.
#[test]
fn tv2_matching_example() {
    let mut s = blank(&ALL6);
    put(&mut s, [(1, -1), (1, 0), (2, -1)], Sun);
    put(&mut s, [(0, 0), (0, 1), (1, 0)], Sun);
    put(&mut s, [(1, 0), (2, -1), (2, 0)], Sun);
    put(&mut s, [(0, 1), (1, 0), (1, 1)], Grass);
    put(&mut s, [(1, 0), (1, 1), (2, 0)], Grub);
    put(&mut s, [(0, -1), (0, 0), (1, -1)], Water);
    display(&mut s, Insects, &[Grub, Water]);
    display(&mut s, Amphibians, &[Grub, Grub, Meat]);
    cubes(&mut s, 1, 0, Insects, 1);
    cubes(&mut s, 1, 0, Amphibians, 3);
    cubes(&mut s, 1, -1, Reptiles, 1);
    let (d, sa) = (h(1, 0), h(1, -1));
    assert_eq!(s.match_count(Insects, d), 3);
    assert_eq!(s.match_count(Amphibians, d), 2);
    assert_eq!(s.dominant[d.idx()], Some(Insects));
    assert_eq!(s.match_count(Reptiles, sa), 2);
    assert_eq!(s.match_count(Amphibians, sa), 3);
    // Amphibians moving to Sa would match 3 > 2 and dominate it.
    let mut m = s.clone();
    let mut fx = Vec::new();
    m.move_cubes(Amphibians, d, sa, 1, &mut fx);
    assert_eq!(m.dominant[sa.idx()], Some(Amphibians));
    // Removing the shared Sun: reptiles endangered on Sa, 4 on D.
    let mut t = s.clone();
    let mut fx = Vec::new();
    t.remove_element(corner([(1, -1), (1, 0), (2, -1)]), &mut fx);
    assert_eq!(t.match_count(Reptiles, sa), 0);
    assert!(t.endangered(Reptiles, sa));
    assert_eq!(t.match_count(Reptiles, d), 4);
    assert_eq!(changes(&fx), vec![(sa, Some(Reptiles), None)]);
    // The reptile moves Sa → D: 6, dominant on D.
    let mut fx = Vec::new();
    s.move_cubes(Reptiles, sa, d, 1, &mut fx);
    assert_eq!(s.match_count(Reptiles, d), 6);
    assert_eq!(changes(&fx), vec![(sa, Some(Reptiles), None), (d, Some(Insects), Some(Reptiles))]);
    s.check().unwrap();
}

// ---- §7.1 Initiative ----

/// TV-3 / §7.1: swap with the marker to the left, then re-place the same AP; it resolves
/// this round.
#[test]
fn tv3_initiative_swap_and_replacement() {
    let mut s = standard(&ALL6);
    ap(&mut s, "INI", Reptiles);
    start(&mut s, "INI");
    assert_eq!(s.pending().unwrap().kind, "initiative_swap");
    assert_eq!(s.phase.aps_in_hand(Reptiles), 1);
    let fx = act_pending(&mut s, Action::SwapInitiative);
    assert!(fx.contains(&Effect::InitiativeSwapped { animal: Reptiles, with: Birds }));
    assert_eq!(s.initiative, vec![Insects, Arachnids, Amphibians, Reptiles, Birds, Mammals]);
    assert_eq!(s.pending().unwrap().kind, "initiative_place");
    assert_eq!(s.phase.aps_in_hand(Reptiles), 1);
    reject_pending(&mut s, Action::PlaceAp { space: Space::INI }, "§7.1");
    act_pending(&mut s, Action::PlaceAp { space: Space::ABU[1] });
    // Nothing on Adaptation: Abundance (ABU-2) is next, for the Reptiles.
    assert_eq!(s.pending().unwrap().kind, "take_element");
    assert_eq!(pending_animal(&s), Reptiles);
}

/// §7.1: the leftmost animal keeps its place; declining the re-placement returns the AP.
#[test]
fn s7_1_initiative_leftmost_and_pass() {
    let mut s = standard(&ALL6);
    ap(&mut s, "INI", Insects);
    let fx = start(&mut s, "INI");
    assert!(!fx.iter().any(|e| matches!(e, Effect::InitiativeSwapped { .. })));
    assert_eq!(s.initiative[0], Insects);
    assert_eq!(s.pending().unwrap().kind, "initiative_place", "leftmost: no swap to decide");
    let aps = s.animals[Insects.idx()].aps;
    act_pending(&mut s, Action::Pass);
    assert_eq!(s.animals[Insects.idx()].aps, aps + 1);
}

/// §7.1 / G20: the swap may be declined; the AP may still be re-placed.
#[test]
fn s7_1_initiative_swap_declined() {
    let mut s = standard(&ALL6);
    ap(&mut s, "INI", Mammals);
    start(&mut s, "INI");
    reject_pending(&mut s, Action::Save { hex: h(0, 0) }, "§5.2");
    act_pending(&mut s, Action::Pass);
    assert_eq!(s.initiative[5], Mammals);
    assert_eq!(s.pending().unwrap().kind, "initiative_place");
    act_pending(&mut s, Action::PlaceAp { space: Space::DOM[0] });
    assert_eq!(s.spaces[Space::DOM[0].idx()], Some(Mammals));
}

// ---- §7.2 Adaptation ----

/// TV-4 / §7.2: one disc each, left to right; the unclaimed one goes to Regression at Reseed.
#[test]
fn tv4_adaptation() {
    let mut s = standard(&ALL6);
    row(&mut s, 0, &[Meat, Grass, Grub, Grub]);
    ap(&mut s, "ADA-1", Insects);
    ap(&mut s, "ADA-2", Birds);
    ap(&mut s, "ADA-3", Mammals);
    start(&mut s, "ADA-1");
    assert_eq!(pending_animal(&s), Insects);
    reject_pending(&mut s, Action::TakeElement { element: Sun }, "§7.2");
    act_pending(&mut s, Action::TakeElement { element: Meat });
    assert_eq!(s.display(Insects), [1, 0, 0, 0, 0, 2]);
    assert!(!s.legal_actions(s.seat_of(Birds)).contains(&Action::TakeElement { element: Meat }));
    act_pending(&mut s, Action::TakeElement { element: Grass });
    act_pending(&mut s, Action::TakeElement { element: Grub });
    assert_eq!(s.adaptation_row.iter().flatten().collect::<Vec<_>>(), vec![&Grub]);
    let mut fx = Vec::new();
    s.reseed(&mut fx);
    assert_eq!(s.regression_box, [0, 0, 0, 0, 1, 0]);
}

/// §7.2: a display of 6 elements skips; passing is allowed.
#[test]
fn s7_2_full_display_skips() {
    let mut s = standard(&ALL6);
    display(&mut s, Birds, &[Sun, Sun, Meat, Meat]);
    ap(&mut s, "ADA-1", Birds);
    ap(&mut s, "ADA-2", Mammals);
    let fx = start(&mut s, "ADA-1");
    assert!(fx.contains(&Effect::ActionSkipped { animal: Birds, action: ActionKind::Adaptation }));
    assert_eq!(pending_animal(&s), Mammals);
    assert!(s.legal_actions(s.seat_of(Mammals)).contains(&Action::Pass));
    act_pending(&mut s, Action::Pass);
    assert_eq!(s.display_size(Mammals), 2);
}

// ---- §7.3 Regression ----

/// TV-5 / §7.3: one removal per type in the box; APs (and the reptiles' slot) protect;
/// inherent elements are immune; the box is not consumed. Animals without an AP, or with
/// nothing at risk, are not asked.
#[test]
fn tv5_regression() {
    let mut s = blank(&ALL6);
    boxed(&mut s, 0, &[Grub, Grub]);
    ap(&mut s, "REG-1", Insects);
    display(&mut s, Insects, &[Grub, Sun]);
    display(&mut s, Reptiles, &[Grub]);
    display(&mut s, Birds, &[Grub, Grub]);
    display(&mut s, Mammals, &[Water]);
    let bag = s.bag[Grub.idx()];
    let mut fx = start_step(&mut s, Step::Regression);
    // Food-chain order: the Reptiles' free slot, then the Insects' REG-1 AP protect Grub.
    assert_eq!(pending_animal(&s), Reptiles);
    fx.extend(act_pending(&mut s, Action::Protect { element: Grub }));
    assert_eq!(pending_animal(&s), Insects);
    assert_eq!(s.display(Birds), [0, 0, 2, 0, 1, 0], "Birds have no AP: they lost a Grub at once");
    fx.extend(act_pending(&mut s, Action::Protect { element: Grub }));
    assert_eq!(s.display(Insects), [0, 1, 0, 0, 1, 2]);
    assert_eq!(s.display(Reptiles), [0, 2, 0, 0, 1, 0]);
    assert_eq!(s.display(Birds), [0, 0, 2, 0, 1, 0]);
    assert_eq!(s.display(Arachnids), [0, 0, 0, 0, 2, 0]);
    assert_eq!(s.display(Mammals), [2, 0, 0, 1, 0, 0]);
    assert_eq!(s.bag[Grub.idx()], bag + 1);
    assert_eq!(s.regression_box[Grub.idx()], 2);
    assert!(fx.contains(&Effect::ApReturned { animal: Insects, space: Space::REG[0] }));
    assert!(fx.contains(&Effect::ElementLost { animal: Birds, element: Grub }));
    assert!(fx.contains(&Effect::ElementProtected { animal: Reptiles, element: Grub }));
    assert!(fx.contains(&Effect::ElementProtected { animal: Insects, element: Grub }));
    assert_eq!(s.pending().unwrap().kind, "insect_speciation");
}

/// §7.3: a real protection choice (2 types to lose, 1 protection) is a decision.
#[test]
fn s7_3_regression_protection_choice() {
    let mut s = blank(&ALL6);
    boxed(&mut s, 0, &[Grub, Sun]);
    ap(&mut s, "REG-2", Birds);
    display(&mut s, Birds, &[Grub, Sun]);
    display(&mut s, Reptiles, &[Grub]);
    start_step(&mut s, Step::Regression);
    assert_eq!(pending_animal(&s), Reptiles);
    act_pending(&mut s, Action::Protect { element: Grub });
    assert_eq!(s.pending().unwrap().kind, "regression_protect");
    assert_eq!(pending_animal(&s), Birds);
    assert_eq!(
        s.legal_actions(s.seat_of(Birds)),
        vec![Action::Pass, Action::Protect { element: Sun }, Action::Protect { element: Grub }]
    );
    reject_pending(&mut s, Action::Protect { element: Meat }, "§7.3");
    act_pending(&mut s, Action::Protect { element: Sun });
    assert_eq!(s.display(Birds), [0, 1, 2, 0, 0, 0]);
    assert_eq!(s.display(Reptiles), [0, 2, 0, 0, 1, 0], "the reptile slot protects the grub");
    assert_eq!(s.spaces[Space::REG[1].idx()], None);
}

// ---- §7.4 Abundance ----

/// §5.2 "every action is optional" / §7.3: a Regression AP (the reptiles' permanent slot
/// included) protects only if its owner wants: each protection is offered with `pass`, and
/// passing loses every type not yet protected.
#[test]
fn s5_2_s7_3_regression_protection_may_be_declined() {
    let mut s = blank(&ALL6);
    boxed(&mut s, 0, &[Grub, Sun]);
    display(&mut s, Reptiles, &[Grub]);
    ap(&mut s, "REG-1", Birds);
    ap(&mut s, "REG-2", Birds);
    display(&mut s, Birds, &[Grub, Sun, Meat]);
    start_step(&mut s, Step::Regression);
    // Reptiles (food-chain order first): the free slot could save the grub; they decline.
    assert_eq!((s.pending().unwrap().kind, pending_animal(&s)), ("regression_protect", Reptiles));
    assert_eq!(s.legal_actions(s.seat_of(Reptiles)), vec![Action::Pass, Action::Protect { element: Grub }]);
    reject_pending(&mut s, Action::Protect { element: Sun }, "§7.3"); // inherent: never at risk
    let fx = act_pending(&mut s, Action::Pass);
    assert!(fx.contains(&Effect::ElementLost { animal: Reptiles, element: Grub }));
    assert_eq!(s.display(Reptiles), [0, 2, 0, 0, 0, 0]);
    // Birds: two APs, two types at risk; they protect the sun, then decline the grub.
    assert_eq!(pending_animal(&s), Birds);
    act_pending(&mut s, Action::Protect { element: Sun });
    assert_eq!(pending_animal(&s), Birds, "the second protection is a decision too");
    assert_eq!(s.legal_actions(s.seat_of(Birds)), vec![Action::Pass, Action::Protect { element: Grub }]);
    act_pending(&mut s, Action::Pass);
    assert_eq!(s.display(Birds), [1, 1, 2, 0, 0, 0]);
    assert_eq!(s.spaces[Space::REG[0].idx()], None, "the APs go home");
    assert_eq!(s.spaces[Space::REG[1].idx()], None);
    assert_eq!(s.pending().unwrap().kind, "insect_speciation");
}

/// TV-6: Water on the vacant Savannah corner makes the Amphibians dominant (6 vs 4).
#[test]
fn tv6_abundance_from_initial_state() {
    let mut s = standard(&ALL6);
    row(&mut s, 1, &[Water, Meat]);
    ap(&mut s, "ABU-1", Amphibians);
    start(&mut s, "ABU-1");
    act_pending(&mut s, Action::TakeElement { element: Water });
    assert_eq!(s.pending().unwrap().kind, "place_element");
    // An occupied corner is refused.
    reject_pending(&mut s, Action::PlaceElement { corner: corner([(0, -1), (0, 0), (1, -1)]) }, "§7.4");
    let fx = act_pending(&mut s, Action::PlaceElement { corner: corner([(1, -1), (2, -2), (2, -1)]) });
    let sa = h(1, -1);
    assert_eq!(s.tile_elements(sa)[Water.idx()], 2);
    assert_eq!(s.match_count(Amphibians, sa), 6);
    assert_eq!(s.match_count(Insects, sa), 4);
    assert_eq!(s.match_count(Reptiles, sa), 2);
    assert_eq!(changes(&fx), vec![(sa, Some(Insects), Some(Amphibians))]);
    assert_eq!(s.abundance_row[1], Some(Meat));
}

/// §7.4: an edge corner touching only one tile is legal (G25).
#[test]
fn s7_4_edge_corner_is_legal() {
    let mut s = standard(&ALL6);
    tile(&mut s, 3, -3, Terrain::Sea);
    row(&mut s, 1, &[Seed]);
    ap(&mut s, "ABU-1", Birds);
    start(&mut s, "ABU-1");
    act_pending(&mut s, Action::TakeElement { element: Seed });
    let tip = h(3, -3).corners().into_iter().find(|c| c.hexes().count() == 1).unwrap();
    act_pending(&mut s, Action::PlaceElement { corner: tip });
    assert_eq!(s.tile_elements(h(3, -3))[Seed.idx()], 1);
}

// ---- §7.5 Wasteland ----

/// TV-7: the AP removes Grub from the box; every Water on a tundra corner goes.
#[test]
fn tv7_wasteland() {
    let mut s = standard(&ALL6);
    boxed(&mut s, 1, &[Grub, Water]);
    ap(&mut s, "WAS", Arachnids);
    start(&mut s, "WAS");
    reject_pending(&mut s, Action::RemoveFromBox { element: Meat }, "§7.5");
    act_pending(&mut s, Action::RemoveFromBox { element: Grub });
    assert_eq!(s.wasteland_box, [0, 0, 0, 1, 0, 0]);
    assert_eq!(s.element_at(corner([(0, -1), (0, 0), (1, -1)])), None, "P1 removed");
    assert_eq!(s.element_at(corner([(-1, -1), (-1, 0), (0, -1)])), Some(Water), "P2 stays");
    assert_eq!(s.element_at(corner([(-1, 0), (0, -1), (0, 0)])), Some(Grub), "P11 stays");
    assert!(s.endangered(Amphibians, h(1, -1)));
    assert_eq!(s.dominant[h(0, -1).idx()], Some(Amphibians));
}

/// §7.5 step 2 happens without any AP.
#[test]
fn s7_5_wasteland_sweep_without_ap() {
    let mut s = standard(&ALL6);
    boxed(&mut s, 1, &[Grass]);
    start(&mut s, "WAS");
    assert_eq!(s.element_at(corner([(0, 0), (1, -1), (1, 0)])), None, "P3 grass touches tundra C");
    assert_eq!(s.element_at(corner([(0, -1), (1, -2), (1, -1)])), Some(Grass), "P4 does not");
    assert_eq!(s.wasteland_box[Grass.idx()], 1, "the box stays");
}

// ---- §7.6 Depletion ----

/// TV-8: removing the shared Seed turns Desert to a tie and the Savannah to the Mammals.
#[test]
fn tv8_depletion() {
    let mut s = blank(&ALL6);
    boxed(&mut s, 2, &[Seed]);
    put(&mut s, [(0, 0), (0, 1), (1, 0)], Sun);
    put(&mut s, [(1, -1), (1, 0), (2, -1)], Seed);
    put(&mut s, [(1, 0), (1, 1), (2, 0)], Seed);
    put(&mut s, [(1, -2), (1, -1), (2, -2)], Seed);
    put(&mut s, [(0, -1), (0, 0), (1, -1)], Meat);
    put(&mut s, [(0, -1), (1, -2), (1, -1)], Meat);
    cubes(&mut s, 1, 0, Birds, 1);
    cubes(&mut s, 1, 0, Reptiles, 1);
    cubes(&mut s, 1, -1, Birds, 1);
    cubes(&mut s, 1, -1, Mammals, 1);
    let (d, sa) = (h(1, 0), h(1, -1));
    assert_eq!((s.match_count(Birds, d), s.match_count(Reptiles, d)), (4, 2));
    assert_eq!((s.match_count(Birds, sa), s.match_count(Mammals, sa)), (4, 4));
    assert_eq!((s.dominant[d.idx()], s.dominant[sa.idx()]), (Some(Birds), None));
    ap(&mut s, "DEP", Mammals);
    start(&mut s, "DEP");
    reject_pending(&mut s, Action::RemoveElement { corner: corner([(0, 0), (0, 1), (1, 0)]) }, "§7.6");
    let fx = act_pending(&mut s, Action::RemoveElement { corner: corner([(1, -1), (1, 0), (2, -1)]) });
    assert_eq!((s.match_count(Birds, d), s.match_count(Reptiles, d)), (2, 2));
    assert_eq!((s.match_count(Birds, sa), s.match_count(Mammals, sa)), (2, 4));
    assert_eq!(changes(&fx), vec![(sa, None, Some(Mammals)), (d, Some(Birds), None)]);
    assert_eq!(s.depletion_box[Seed.idx()], 1);
}

/// §7.6: with no matching disc on earth the action is skipped.
#[test]
fn s7_6_depletion_without_match_is_skipped() {
    let mut s = blank(&ALL6);
    boxed(&mut s, 2, &[Seed]);
    ap(&mut s, "DEP", Mammals);
    let fx = start(&mut s, "DEP");
    assert!(fx.contains(&Effect::ActionSkipped { animal: Mammals, action: ActionKind::Depletion }));
}

// ---- §7.7 Glaciation ----

fn tv9() -> State {
    let mut s = blank(&ALL6);
    tundra(&mut s, 0, -1);
    put(&mut s, [(0, -1), (0, 0), (1, -1)], Sun);
    cubes(&mut s, 0, 0, Reptiles, 2);
    cubes(&mut s, 0, -1, Arachnids, 2);
    cubes(&mut s, 0, 0, Insects, 1);
    cubes(&mut s, 1, 0, Insects, 1);
    cubes(&mut s, 1, 0, Birds, 2);
    cubes(&mut s, 1, 0, Amphibians, 4);
    cubes(&mut s, 1, -1, Reptiles, 1);
    ap(&mut s, "GLA-1", Reptiles);
    start(&mut s, "GLA-1");
    s
}

/// TV-9 option A: glaciate the Desert: +1 VP, cubes back to 1 each, the rest to gene pools.
#[test]
fn tv9_glaciation_option_a() {
    let mut s = tv9();
    assert_eq!(pending_animal(&s), Reptiles);
    reject_pending(&mut s, Action::Glaciate { hex: h(0, 0) }, "§7.7");
    reject_pending(&mut s, Action::Glaciate { hex: h(2, 0) }, "§7.7"); // an empty hex
    let pools = (s.animals[Birds.idx()].gene_pool, s.animals[Amphibians.idx()].gene_pool);
    act_pending(&mut s, Action::Glaciate { hex: h(1, 0) });
    assert_eq!(vp(&s, Reptiles), 1);
    assert_eq!(s.terrain(h(1, 0)), Some(Terrain::Tundra));
    assert_eq!([s.cubes_on(h(1, 0), Insects), s.cubes_on(h(1, 0), Birds), s.cubes_on(h(1, 0), Amphibians)], [1, 1, 1]);
    assert_eq!(s.animals[Birds.idx()].gene_pool, pools.0 + 1);
    assert_eq!(s.animals[Amphibians.idx()].gene_pool, pools.1 + 3);
    assert_eq!(s.element_at(corner([(0, -1), (0, 0), (1, -1)])), Some(Sun));
    assert_eq!(s.survival_controller(), None);
    assert_eq!(s.tundra_supply, 9);
}

/// TV-9 option B: glaciate the Savannah: +3 VP, the all-tundra Sun goes, Reptiles hold Survival.
#[test]
fn tv9_glaciation_option_b() {
    let mut s = tv9();
    act_pending(&mut s, Action::Glaciate { hex: h(1, -1) });
    assert_eq!(vp(&s, Reptiles), 3);
    assert_eq!(s.element_at(corner([(0, -1), (0, 0), (1, -1)])), None);
    assert_eq!(s.survival_controller(), Some(Reptiles));
}

/// §7.7: only GLA-1 acts; an empty tundra supply skips the action.
#[test]
fn s7_7_glaciation_needs_supply() {
    let mut s = blank(&ALL6);
    s.tundra_supply = 0;
    for hx in [h(0, -1), h(1, -1), h(1, 0), h(0, 1), h(-1, 1), h(-1, 0)] {
        s.tundra.insert(hx);
    }
    // Conservation needs 12 tundra tiles in all: put the rest on placed tiles.
    for (q, r, t) in [(0, -2, Terrain::Sea), (1, -2, Terrain::Sea), (2, -2, Terrain::Sea), (2, -1, Terrain::Sea), (2, 0, Terrain::Sea)] {
        tile(&mut s, q, r, t);
        s.tundra.insert(h(q, r));
    }
    ap(&mut s, "GLA-1", Mammals);
    let fx = start(&mut s, "GLA-1");
    assert!(fx.contains(&Effect::ActionSkipped { animal: Mammals, action: ActionKind::Glaciation }));
    s.check().unwrap();
}

// ---- §7.8 Speciation ----

/// TV-10: caps per terrain on each tile of the chosen disc's corner; dominance ties;
/// then the insects' free Speciation anywhere.
#[test]
fn tv10_speciation() {
    let mut s = blank(&ALL6);
    put(&mut s, [(0, 0), (1, -1), (1, 0)], Grass);
    put(&mut s, [(0, 0), (0, 1), (1, 0)], Sun);
    put(&mut s, [(1, -1), (1, 0), (2, -1)], Sun);
    display(&mut s, Arachnids, &[Grass, Sun]);
    display(&mut s, Amphibians, &[Sun, Grass]);
    cubes(&mut s, 1, 0, Amphibians, 2);
    assert_eq!(s.dominant[h(1, 0).idx()], Some(Amphibians));
    ap(&mut s, "SPE-GRASS", Arachnids);
    start(&mut s, "SPE-GRASS");
    reject_pending(&mut s, Action::ChooseCorner { corner: corner([(0, 0), (0, 1), (1, 0)]) }, "§7.8");
    act_pending(&mut s, Action::ChooseCorner { corner: corner([(0, 0), (1, -1), (1, 0)]) });
    // Tiles in hex order: C (tundra, 1), Sa (3), D (2).
    reject_pending(&mut s, Action::AddCubes { hex: h(0, 0), count: 2 }, "§7.8");
    act_pending(&mut s, Action::AddCubes { hex: h(0, 0), count: 1 });
    reject_pending(&mut s, Action::AddCubes { hex: h(1, -1), count: 4 }, "§7.8");
    act_pending(&mut s, Action::AddCubes { hex: h(1, -1), count: 3 });
    let fx = act_pending(&mut s, Action::AddCubes { hex: h(1, 0), count: 2 });
    assert_eq!(s.match_count(Arachnids, h(1, 0)), 3);
    assert_eq!(s.match_count(Amphibians, h(1, 0)), 3);
    assert!(changes(&fx).contains(&(h(1, 0), Some(Amphibians), None)));
    assert_eq!(s.pending().unwrap().kind, "insect_speciation");
    reject_pending(&mut s, Action::AddCubes { hex: h(2, 1), count: 1 }, "§7.8");
    act_pending(&mut s, Action::AddCubes { hex: h(1, -1), count: 1 });
    assert_eq!(s.cubes_on(h(1, -1), Insects), 1);
}

/// §7.8: with an empty gene pool Speciation is skipped; the gene pool limits the count.
#[test]
fn s7_8_gene_pool_limits() {
    let mut s = blank(&ALL6);
    put(&mut s, [(0, 0), (1, -1), (1, 0)], Grass);
    s.animals[Birds.idx()].unused += s.animals[Birds.idx()].gene_pool - 2;
    s.animals[Birds.idx()].gene_pool = 2;
    ap(&mut s, "SPE-GRASS", Birds);
    start(&mut s, "SPE-GRASS");
    act_pending(&mut s, Action::ChooseCorner { corner: corner([(0, 0), (1, -1), (1, 0)]) });
    act_pending(&mut s, Action::AddCubes { hex: h(0, 0), count: 0 });
    reject_pending(&mut s, Action::AddCubes { hex: h(1, -1), count: 3 }, "§7.8");
    act_pending(&mut s, Action::AddCubes { hex: h(1, -1), count: 2 });
    // Pool empty: the Desert is not asked; the insects' free Speciation follows.
    assert_eq!(s.pending().unwrap().kind, "insect_speciation");
    let mut t = blank(&ALL6);
    put(&mut t, [(0, 0), (1, -1), (1, 0)], Grass);
    t.animals[Birds.idx()].unused += t.animals[Birds.idx()].gene_pool;
    t.animals[Birds.idx()].gene_pool = 0;
    ap(&mut t, "SPE-GRASS", Birds);
    let fx = start(&mut t, "SPE-GRASS");
    assert!(fx.contains(&Effect::ActionSkipped { animal: Birds, action: ActionKind::Speciation }));
}

// ---- §7.9 Wanderlust ----

fn wetland_on_top(s: &mut State) {
    let (i, k) = (0..3)
        .flat_map(|i| (0..s.stacks[i].len()).map(move |k| (i, k)))
        .find(|&(i, k)| s.stacks[i][k] == Terrain::Wetland)
        .unwrap();
    let t = s.stacks[i].remove(k);
    s.stacks[0].insert(0, t);
    let moved = s.stacks[0].remove(1);
    s.stacks[i].push(moved);
    // Keep 8/8/8 irrelevant: only counts are conserved.
}

/// TV-11: tile, disc, +3 VP, then moves in food-chain order; Birds become dominant.
#[test]
fn tv11_wanderlust() {
    let mut s = standard(&ALL6);
    wetland_on_top(&mut s);
    row(&mut s, 2, &[Seed]);
    display(&mut s, Birds, &[Grass]);
    cubes(&mut s, 0, -1, Birds, 1);
    ap(&mut s, "WAN-1", Birds);
    start(&mut s, "WAN-1");
    reject_pending(&mut s, Action::TakeTile { stack: 4 }, "§7.9");
    act_pending(&mut s, Action::TakeTile { stack: 1 });
    reject_pending(&mut s, Action::PlaceTile { hex: h(0, 0) }, "§7.9");
    reject_pending(&mut s, Action::PlaceTile { hex: h(3, -3) }, "§7.9");
    act_pending(&mut s, Action::PlaceTile { hex: h(1, -2) });
    assert!(!s.stack_face_up[0], "the next tile is revealed only at Reseed");
    act_pending(&mut s, Action::TakeElement { element: Seed });
    reject_pending(&mut s, Action::PlaceElement { corner: corner([(1, -1), (1, 0), (2, -1)]) }, "§7.4");
    act_pending(&mut s, Action::PlaceElement { corner: corner([(0, -2), (0, -1), (1, -2)]) });
    assert_eq!(vp(&s, Birds), 3);
    // Food-chain order: Reptiles (on Sa) first, Birds, Amphibians, Arachnids, Insects.
    assert_eq!(pending_animal(&s), Reptiles);
    act_pending(&mut s, Action::Done);
    assert_eq!(pending_animal(&s), Birds);
    reject_pending(&mut s, Action::MoveCube { from: h(0, 0), to: h(1, -2) }, "§7.9");
    act_pending(&mut s, Action::MoveCube { from: h(0, -1), to: h(1, -2) });
    assert_eq!(pending_animal(&s), Amphibians, "Birds have no more cubes adjacent");
    act_pending(&mut s, Action::Done);
    assert_eq!(pending_animal(&s), Arachnids);
    act_pending(&mut s, Action::Done);
    assert_eq!(pending_animal(&s), Insects);
    act_pending(&mut s, Action::MoveCube { from: h(1, -1), to: h(1, -2) });
    act_pending(&mut s, Action::MoveCube { from: h(1, -1), to: h(1, -2) });
    act_pending(&mut s, Action::Done);
    let w2 = h(1, -2);
    assert_eq!(s.match_count(Birds, w2), 3);
    assert_eq!(s.match_count(Insects, w2), 2);
    assert_eq!(s.dominant[w2.idx()], Some(Birds));
}

/// §7.9 / §5.1 rule 6: a stack without a face-up tile cannot be used; with none left the
/// action is skipped; the disc is optional.
#[test]
fn s7_9_wanderlust_stacks_and_optional_disc() {
    let mut s = standard(&ALL6);
    s.stack_face_up = [false, true, false];
    ap(&mut s, "WAN-1", Mammals);
    ap(&mut s, "WAN-2", Reptiles);
    start(&mut s, "WAN-1");
    reject_pending(&mut s, Action::TakeTile { stack: 1 }, "§7.9");
    act_pending(&mut s, Action::TakeTile { stack: 2 });
    act_pending(&mut s, Action::PlaceTile { hex: h(2, -2) });
    let before = vp(&s, Mammals);
    act_pending(&mut s, Action::Pass); // no disc
    assert_eq!(vp(&s, Mammals), before + 1, "one adjacent tile, the Savannah");
    while s.pending().unwrap().kind == "wanderlust_move" {
        act_pending(&mut s, Action::Done);
    }
    // WAN-2: no face-up stack remains this round.
    assert_eq!(s.spaces[Space::WAN[1].idx()], None);
    assert_eq!(s.face_up_stacks(), 0);
}

// ---- §7.10 Migration ----

/// TV-12: 7 moves at most, each cube once, to adjacent tiles.
#[test]
fn tv12_migration() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Insects, 1);
    cubes(&mut s, 0, 0, Insects, 6);
    // Grass around so that the insects survive the Extinction that ends this round.
    put(&mut s, [(0, 0), (1, -1), (1, 0)], Grass);
    put(&mut s, [(0, 0), (0, 1), (1, 0)], Grass);
    ap(&mut s, "MIG-7", Insects);
    start(&mut s, "MIG-7");
    act_pending(&mut s, Action::MoveCube { from: h(1, 0), to: h(1, -1) });
    reject_pending(&mut s, Action::MoveCube { from: h(1, -1), to: h(1, 0) }, "§7.10"); // already moved
    reject_pending(&mut s, Action::MoveCube { from: h(0, 0), to: h(2, -1) }, "§7.10"); // not a tile
    for _ in 0..4 {
        act_pending(&mut s, Action::MoveCube { from: h(0, 0), to: h(1, 0) });
    }
    reject_pending(&mut s, Action::MoveCube { from: h(1, 0), to: h(0, 1) }, "§7.10");
    act_pending(&mut s, Action::MoveCube { from: h(0, 0), to: h(0, 1) });
    act_pending(&mut s, Action::MoveCube { from: h(0, 0), to: h(0, 1) });
    assert_eq!((s.cubes_on(h(1, -1), Insects), s.cubes_on(h(1, 0), Insects), s.cubes_on(h(0, 1), Insects)), (1, 4, 2));
    assert_ne!(s.pending().unwrap().kind, "migration", "7 moves is the maximum");
}

/// TV-12 birds: two steps through an existing tile, never across an empty hex.
#[test]
fn tv12_birds_move_two() {
    let mut s = blank(&ALL6);
    tile(&mut s, 1, -2, Terrain::Sea);
    tile(&mut s, 1, -3, Terrain::Sea);
    tundra(&mut s, 1, -3);
    cubes(&mut s, 1, -1, Birds, 1);
    ap(&mut s, "MIG-6", Birds);
    let mut t = s.clone();
    start(&mut s, "MIG-6");
    act_pending(&mut s, Action::MoveCube { from: h(1, -1), to: h(1, -3) });
    // Without the sea at (1,-2) the same move is illegal.
    t.tiles[h(1, -2).idx()] = None;
    t.stacks[0].push(Terrain::Sea);
    start(&mut t, "MIG-6");
    reject_pending(&mut t, Action::MoveCube { from: h(1, -1), to: h(1, -3) }, "§7.10");
    // Non-birds move one tile only.
    let mut u = blank(&ALL6);
    cubes(&mut u, 1, -1, Mammals, 1);
    ap(&mut u, "MIG-6", Mammals);
    start(&mut u, "MIG-6");
    reject_pending(&mut u, Action::MoveCube { from: h(1, -1), to: h(0, 1) }, "§7.10");
}

// ---- §7.11 Competition ----

/// TV-13: one tile per linked terrain; only linked terrains; eliminated cubes go to the box.
#[test]
fn tv13_competition() {
    let mut s = blank(&ALL6);
    tile(&mut s, -2, 1, Terrain::Forest);
    tile(&mut s, -1, -1, Terrain::Sea);
    cubes(&mut s, -1, 1, Reptiles, 1);
    cubes(&mut s, -1, 1, Mammals, 2);
    cubes(&mut s, -2, 1, Reptiles, 1);
    cubes(&mut s, -2, 1, Birds, 1);
    cubes(&mut s, 0, 0, Reptiles, 1);
    cubes(&mut s, 0, 0, Insects, 1);
    cubes(&mut s, -1, -1, Reptiles, 1);
    cubes(&mut s, -1, -1, Birds, 1);
    cubes(&mut s, 1, 0, Birds, 1);
    ap(&mut s, "COM-3", Reptiles);
    start(&mut s, "COM-3");
    reject_pending(&mut s, Action::Eliminate { hex: h(-1, -1), animal: Birds }, "§7.11"); // sea not linked
    reject_pending(&mut s, Action::Eliminate { hex: h(1, 0), animal: Birds }, "§7.11"); // no reptile there
    reject_pending(&mut s, Action::Eliminate { hex: h(-1, 1), animal: Reptiles }, "§7.11"); // own cube
    act_pending(&mut s, Action::Eliminate { hex: h(-1, 1), animal: Mammals });
    assert_eq!(s.cubes_on(h(-1, 1), Mammals), 1);
    assert_eq!(s.animals[Mammals.idx()].eliminated, 1);
    reject_pending(&mut s, Action::Eliminate { hex: h(-2, 1), animal: Birds }, "§7.11"); // forest used
    act_pending(&mut s, Action::Eliminate { hex: h(0, 0), animal: Insects });
    assert_ne!(s.pending().map(|p| p.kind), Some("competition"), "nothing left to pick");
}

/// §7.11 COM-A: the arachnids' free Competition on any terrain, before COM-1.
#[test]
fn s7_11_arachnid_free_competition() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 0, 1, Arachnids, 1);
    cubes(&mut s, 0, 1, Birds, 2);
    ap(&mut s, "COM-1", Mammals);
    start_step(&mut s, Step::ArachnidCompetition);
    assert_eq!(s.pending().unwrap().kind, "arachnid_competition");
    reject_pending(&mut s, Action::Eliminate { hex: h(1, 0), animal: Birds }, "§7.11");
    let fx = act_pending(&mut s, Action::Eliminate { hex: h(0, 1), animal: Birds });
    assert_eq!(fx[0], Effect::CubesEliminated { animal: Birds, hex: h(0, 1), count: 1 });
    // COM-1 comes next (Mammals have no cube: skipped).
    assert_eq!(s.spaces[Space::COM[0].idx()], None);
}

// ---- §7.12 Domination ----

fn tv14() -> State {
    let mut s = blank(&ALL6);
    put(&mut s, [(0, -1), (0, 0), (1, -1)], Sun);
    put(&mut s, [(0, -1), (1, -2), (1, -1)], Sun);
    put(&mut s, [(-1, -1), (-1, 0), (0, -1)], Water);
    cubes(&mut s, 0, -1, Amphibians, 4);
    cubes(&mut s, 0, -1, Reptiles, 2);
    cubes(&mut s, 0, -1, Birds, 2);
    s
}

/// TV-14: places by cubes with food-chain ties; the dominant animal must take a card.
#[test]
fn tv14_domination() {
    let mut s = tv14();
    ap(&mut s, "DOM-1", Birds);
    start(&mut s, "DOM-1");
    reject_pending(&mut s, Action::Dominate { hex: h(2, 1) }, "§7.12");
    let fx = act_pending(&mut s, Action::Dominate { hex: h(0, -1) });
    assert_eq!((vp(&s, Amphibians), vp(&s, Reptiles), vp(&s, Birds)), (8, 4, 2));
    // The effects name who scores what, for which place, on which tile.
    let words: Vec<String> = fx.iter().map(|e| State::describe(e).en()).collect();
    assert_eq!(
        words[..4],
        [
            "Birds choose the wetland at (0,-1) for Domination",
            "Amphibians score 8 VP for 1st place on the wetland (0,-1)",
            "Reptiles score 4 VP for 2nd place on the wetland (0,-1)",
            "Birds score 2 VP for 3rd place on the wetland (0,-1)",
        ]
    );
    assert_eq!(
        fx[2],
        Effect::PlaceScored { animal: Reptiles, vp: 4, place: 2, hex: h(0, -1), terrain: Terrain::Wetland, reason: Reason::Domination }
    );
    assert_eq!(s.dominant[h(0, -1).idx()], Some(Reptiles));
    assert_eq!(s.pending().unwrap().kind, "choose_card");
    assert_eq!(pending_animal(&s), Reptiles, "the dominant animal chooses, not the AP owner");
    assert!(!s.legal_actions(s.seat_of(Reptiles)).contains(&Action::Pass));
    let card = s.face_up[0];
    reject_pending(&mut s, Action::TakeCard { card: Card::IceAge }, "§11.1");
    let seat = s.seat_of(Reptiles);
    let fx = s.apply(seat, &Action::TakeCard { card }).unwrap();
    assert_eq!(fx[0], Effect::CardTaken { animal: Reptiles, card });
    assert!(s.taken.contains(&card) && !s.face_up.contains(&card));
}

/// §7.12: a tile can be chosen once per round; a tile without a dominant animal gives no card.
#[test]
fn s7_12_once_per_round_and_no_card_without_dominance() {
    let mut s = tv14();
    cubes(&mut s, 0, -1, Reptiles, 0);
    cubes(&mut s, 0, -1, Mammals, 1);
    // Amph 3 (water), Mammals 2 + 1 = 3: a tie, nobody dominant.
    display(&mut s, Mammals, &[Sun, Water]);
    assert_eq!(s.dominant[h(0, -1).idx()], None);
    ap(&mut s, "DOM-1", Birds);
    ap(&mut s, "DOM-2", Birds);
    start(&mut s, "DOM-1");
    act_pending(&mut s, Action::Dominate { hex: h(0, -1) });
    assert_eq!(pending_animal(&s), Birds, "no card: DOM-2 is next");
    reject_pending(&mut s, Action::Dominate { hex: h(0, -1) }, "§7.12");
    act_pending(&mut s, Action::Pass);
}

/// TV-15: sea places with food-chain tie-breaks; tundra pays only 1st.
#[test]
fn tv15_sea_tie_breaks() {
    let mut s = blank(&ALL6);
    tile(&mut s, -1, -1, Terrain::Sea);
    for (a, n) in [(Mammals, 1), (Reptiles, 3), (Birds, 3), (Amphibians, 2), (Insects, 1)] {
        cubes(&mut s, -1, -1, a, n);
        cubes(&mut s, 0, 0, a, n);
    }
    let mut fx = Vec::new();
    s.score_tile(h(-1, -1), Reason::Domination, &mut fx);
    assert_eq!([Reptiles, Birds, Amphibians, Mammals, Insects].map(|a| vp(&s, a)), [9, 5, 3, 2, 0]);
    s.score_tile(h(0, 0), Reason::Domination, &mut fx);
    assert_eq!([Reptiles, Birds, Amphibians, Mammals, Insects].map(|a| vp(&s, a)), [10, 5, 3, 2, 0]);
}

// ---- §5.3 Reset ----

/// TV-16 / §10: the unique animal with most tundra cubes scores Bonus(tundra tiles occupied).
#[test]
fn tv16_survival() {
    let build = |mammals: u8| {
        let mut s = blank(&[Mammals, Birds, Insects]);
        for (q, r) in [(0, -1), (1, -1), (1, 0), (0, 1)] {
            tundra(&mut s, q, r);
        }
        // Elements so nobody is endangered: seeds and meat around the tundra tiles.
        put(&mut s, [(0, -1), (0, 0), (1, -1)], Seed);
        put(&mut s, [(0, 0), (1, 0), (0, 1)], Seed);
        put(&mut s, [(0, 0), (1, -1), (1, 0)], Meat);
        put(&mut s, [(-1, 0), (0, -1), (0, 0)], Meat);
        cubes(&mut s, 0, -1, Birds, 2);
        cubes(&mut s, 1, -1, Birds, 1);
        cubes(&mut s, 1, 0, Birds, 1);
        cubes(&mut s, 0, 1, Birds, 1);
        cubes(&mut s, 0, 0, Mammals, mammals);
        s
    };
    let mut s = build(3);
    assert_eq!(s.survival_controller(), Some(Birds));
    let mut fx = Vec::new();
    s.finish_reset(None, &mut fx);
    assert!(fx.contains(&Effect::VpGained { animal: Birds, vp: 10, reason: Reason::Survival }));
    let mut s = build(5);
    let mut fx = Vec::new();
    s.finish_reset(None, &mut fx);
    assert!(!fx.iter().any(|e| matches!(e, Effect::VpGained { reason: Reason::Survival, .. })));
}

/// TV-17: the Reseed element flow, then 4 + 4 + 4 draws.
#[test]
fn tv17_reseed_flow() {
    let mut s = blank(&ALL6);
    row(&mut s, 0, &[Sun]);
    boxed(&mut s, 0, &[Grub, Meat]);
    row(&mut s, 1, &[Water, Water]);
    boxed(&mut s, 1, &[Seed]);
    boxed(&mut s, 2, &[Grass]);
    row(&mut s, 2, &[Sun, Meat]);
    let bag: u32 = s.bag.iter().map(|&n| u32::from(n)).sum();
    let mut fx = Vec::new();
    s.reseed(&mut fx);
    assert_eq!(s.regression_box, [0, 1, 0, 0, 0, 0]);
    assert_eq!(s.depletion_box, [0, 0, 1, 0, 0, 0]);
    assert_eq!(s.wasteland_box, [0, 0, 0, 2, 0, 0]);
    assert_eq!(s.bag.iter().map(|&n| u32::from(n)).sum::<u32>(), bag + 5 - 12);
    assert!([s.adaptation_row, s.abundance_row, s.wanderlust_row].iter().all(|r| r.iter().all(|e| e.is_some())));
    s.check().unwrap();
}

/// TV-18: only GLA-1 resolves; the others advance at Reseed; an Instinct AP on GLA-1 blocks.
#[test]
fn tv18_glaciation_queue() {
    let mut s = blank(&[Mammals, Birds, Insects]);
    ap(&mut s, "GLA-1", Mammals);
    ap(&mut s, "GLA-2", Birds);
    ap(&mut s, "GLA-4", Insects);
    start(&mut s, "GLA-1");
    act_pending(&mut s, Action::Pass);
    assert_eq!(s.spaces[Space::GLA[0].idx()], None);
    assert_eq!(s.spaces[Space::GLA[1].idx()], Some(Birds));
    let mut fx = Vec::new();
    s.reseed(&mut fx);
    let gla = |s: &State| Space::GLA.map(|g| s.spaces[g.idx()]);
    assert_eq!(gla(&s), [Some(Birds), None, Some(Insects), None]);
    // With Instinct: an AP put on GLA-1 blocks the one on GLA-2.
    let mut t = blank(&[Mammals, Birds, Insects]);
    ap(&mut t, "GLA-1", Mammals);
    ap(&mut t, "GLA-2", Birds);
    let mut fx = Vec::new();
    t.reseed(&mut fx);
    assert_eq!(gla(&t), [Some(Mammals), Some(Birds), None, None]);
}

/// §5.3.1: endangered cubes die; the mammals may save one cube (a decision only when they
/// are endangered somewhere); Hibernation protection holds this round only.
#[test]
fn s5_3_1_extinction_and_mammal_save() {
    let mut s = blank(&[Mammals, Birds, Insects]);
    cubes(&mut s, 0, 1, Mammals, 2);
    cubes(&mut s, 1, 0, Mammals, 3);
    cubes(&mut s, 1, 0, Birds, 2);
    put(&mut s, [(0, 1), (1, 0), (1, 1)], Seed); // Birds fine on the Desert, Mammals not.
    let mut fx = Vec::new();
    s.start_reset(&mut fx);
    assert_eq!(s.pending().unwrap().kind, "mammal_save");
    reject_pending(&mut s, Action::Save { hex: h(-1, 1) }, "§5.3.1");
    act_pending(&mut s, Action::Save { hex: h(1, 0) });
    assert_eq!(s.cubes_on(h(1, 0), Mammals), 1);
    assert_eq!(s.cubes_on(h(0, 1), Mammals), 0);
    assert_eq!(s.cubes_on(h(1, 0), Birds), 2);
    assert_eq!(s.animals[Mammals.idx()].eliminated, 4);
    assert_eq!(s.phase, Phase::Planning { turn: 0 });
    assert_eq!(s.round, 2);
    // No endangered mammal: no decision.
    let mut t = blank(&[Mammals, Birds, Insects]);
    cubes(&mut t, 1, 0, Birds, 2);
    let mut fx = Vec::new();
    t.start_reset(&mut fx);
    assert!(matches!(t.phase, Phase::Planning { .. }));
    assert_eq!(t.cubes_on(h(1, 0), Birds), 0);
    // Hibernation protection: cubes survive this Extinction, then the protection is gone.
    let mut u = blank(&[Mammals, Birds, Insects]);
    cubes(&mut u, 1, 0, Birds, 3);
    u.hibernation.push((h(1, 0), Birds, 2));
    let mut fx = Vec::new();
    u.start_reset(&mut fx);
    assert_eq!(u.cubes_on(h(1, 0), Birds), 2);
    assert!(u.hibernation.is_empty());
}

/// §12: after the Ice Age round, Extinction and Survival, no Reseed, every tile scored;
/// the winner has most VPs, ties go to the higher animal in the food chain.
#[test]
fn s12_end_of_game_and_winner() {
    let mut s = blank(&[Mammals, Birds, Insects]);
    put(&mut s, [(0, 1), (1, 0), (1, 1)], Seed);
    put(&mut s, [(0, 0), (0, 1), (1, 0)], Grass);
    cubes(&mut s, 1, 0, Birds, 2);
    cubes(&mut s, 1, 0, Insects, 1);
    cubes(&mut s, 0, 0, Insects, 1);
    s.animals[Mammals.idx()].vp = 10;
    s.animals[Birds.idx()].vp = 5;
    s.animals[Insects.idx()].vp = 8;
    s.last_round = true;
    let rows = (s.adaptation_row, s.bag);
    let mut fx = Vec::new();
    s.start_reset(&mut fx);
    assert_eq!(s.phase, Phase::Over);
    assert!(s.pending().is_none());
    assert_eq!((s.adaptation_row, s.bag), rows, "no Reseed");
    // Survival: Insects alone on tundra (+1). Desert: Birds 4, Insects 2. Tundra C: Insects 1.
    assert_eq!((vp(&s, Birds), vp(&s, Insects), vp(&s, Mammals)), (9, 12, 10));
    let o = s.outcome().unwrap();
    let seat = |a: Animal| s.seat_of(a);
    assert_eq!(o.ranking, vec![seat(Insects), seat(Mammals), seat(Birds)]);
    assert_eq!(o.winners, vec![seat(Insects)]);
    // The outcome's detail gives every animal's own VP total (one entry per animal in play).
    let roles = serde_json::json!([
        {"role": "mammals", "seat": seat(Mammals), "score": 10},
        {"role": "birds", "seat": seat(Birds), "score": 9},
        {"role": "insects", "seat": seat(Insects), "score": 12},
    ]);
    assert_eq!(o.detail["roles"], roles);
    assert_eq!(o.detail["animals"].as_array().map(Vec::len), Some(3), "the older field stays");
    // A tie goes to the higher animal in the food chain.
    let mut t = s.clone();
    t.animals[Mammals.idx()].vp = 12;
    assert_eq!(t.final_outcome().winners, vec![seat(Mammals)]);
    assert!(s.apply(0, &Action::Pass).is_err());
}

/// [PD] (§12, G58): with no cube on earth and every gene pool empty no card can ever be
/// taken again, so the game ends at that Reset, scored as after Ice Age.
#[test]
fn s12_pd_game_ends_when_no_cube_is_left() {
    let mut s = blank(&[Mammals, Birds, Insects]);
    for a in [Mammals, Birds, Insects] {
        let st = &mut s.animals[a.idx()];
        st.eliminated += st.gene_pool;
        st.gene_pool = 0;
    }
    s.animals[Birds.idx()].vp = 3;
    let mut fx = Vec::new();
    s.start_reset(&mut fx);
    assert!(fx.contains(&Effect::NoCubesLeft { round: 1 }));
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.outcome().unwrap().winners, vec![s.seat_of(Birds)]);
    // One cube left in a gene pool: play goes on.
    let mut t = blank(&[Mammals, Birds, Insects]);
    for a in [Mammals, Birds] {
        let st = &mut t.animals[a.idx()];
        st.eliminated += st.gene_pool;
        st.gene_pool = 0;
    }
    let st = &mut t.animals[Insects.idx()];
    st.eliminated += st.gene_pool - 1;
    st.gene_pool = 1;
    let mut fx = Vec::new();
    t.start_reset(&mut fx);
    assert!(matches!(t.phase, Phase::Planning { .. }));
}

/// [PD] no_cubes_left fires only when no path can ever bring a cube to earth: one cube left
/// on earth (every gene pool empty) keeps the game going, since it can still become dominant
/// and take cards; eliminated cubes alone do not, since only the Hibernation card (which
/// needs a dominant animal) brings them back, even when Hibernation is face up.
#[test]
fn s12_pd_no_cubes_left_is_minimal() {
    let empty_pools = |s: &mut State| {
        for a in [Mammals, Birds, Insects] {
            let st = &mut s.animals[a.idx()];
            st.eliminated += st.gene_pool;
            st.gene_pool = 0;
        }
    };
    // One bird cube on a tile where it matches: it survives Extinction, the game goes on.
    let mut t = blank(&[Mammals, Birds, Insects]);
    put(&mut t, [(0, 1), (1, 0), (1, 1)], Seed);
    cubes(&mut t, 1, 0, Birds, 1);
    empty_pools(&mut t);
    let mut fx = Vec::new();
    t.start_reset(&mut fx);
    assert!(!fx.iter().any(|e| matches!(e, Effect::NoCubesLeft { .. })));
    assert_eq!((t.round, t.phase), (2, Phase::Planning { turn: 0 }));
    // The same cube endangered: it dies in this Extinction, and then nothing can come back.
    let mut u = blank(&[Mammals, Birds, Insects]);
    cubes(&mut u, 1, 0, Birds, 1);
    empty_pools(&mut u);
    if !u.face_up.contains(&Card::Hibernation) {
        let i = u.deck.iter().position(|&c| c == Card::Hibernation).unwrap();
        let c = u.deck.remove(i);
        let back = u.face_up.remove(0);
        u.deck.insert(0, back);
        u.face_up.push(c);
    }
    u.animals[Birds.idx()].vp = 4;
    let mut fx = Vec::new();
    u.start_reset(&mut fx);
    assert!(fx.contains(&Effect::CubesEliminated { animal: Birds, hex: h(1, 0), count: 1 }));
    assert!(fx.contains(&Effect::NoCubesLeft { round: 1 }));
    assert_eq!(
        State::describe(&Effect::NoCubesLeft { round: 1 }).en(),
        "No cube is left on earth or in any gene pool: the game ends after round 1"
    );
    assert_eq!(u.phase, Phase::Over);
    assert_eq!(u.outcome().unwrap().winners, vec![u.seat_of(Birds)]);
    assert!(!u.taken.contains(&Card::IceAge));
}

/// G38 / §7.12: an empty tile may be chosen for Domination; it scores nothing and gives no
/// card, and it counts as chosen this round.
#[test]
fn g38_domination_of_an_empty_tile() {
    let mut s = blank(&ALL6);
    ap(&mut s, "DOM-1", Birds);
    ap(&mut s, "DOM-2", Mammals);
    start(&mut s, "DOM-1");
    let fx = act_pending(&mut s, Action::Dominate { hex: h(0, 0) });
    assert!(!fx.iter().any(|e| matches!(e, Effect::PlaceScored { .. } | Effect::VpGained { .. })));
    assert_eq!((pending_animal(&s), s.pending().unwrap().kind), (Mammals, "domination"));
    reject_pending(&mut s, Action::Dominate { hex: h(0, 0) }, "§7.12");
    assert!(ALL6.iter().all(|&a| vp(&s, a) == 0));
}

/// G46 / §7.8: Speciation from an edge corner touching a single tile places cubes on that
/// tile only (up to its terrain limit).
#[test]
fn g46_speciation_from_an_edge_corner() {
    let mut s = blank(&ALL6);
    tile(&mut s, 3, -3, Terrain::Desert);
    let tip = h(3, -3).corners().into_iter().find(|c| c.hexes().count() == 1).unwrap();
    s.elements[tip.idx()] = Some(Meat);
    s.bag[Meat.idx()] -= 1;
    ap(&mut s, "SPE-MEAT", Reptiles);
    start(&mut s, "SPE-MEAT");
    act_pending(&mut s, Action::ChooseCorner { corner: tip });
    assert_eq!(s.legal_actions(s.seat_of(Reptiles)).len(), 3, "0, 1 or 2 cubes on the desert");
    reject_pending(&mut s, Action::AddCubes { hex: h(3, -3), count: 3 }, "§7.8");
    reject_pending(&mut s, Action::AddCubes { hex: h(2, -2), count: 1 }, "§7.8");
    act_pending(&mut s, Action::AddCubes { hex: h(3, -3), count: 2 });
    assert_eq!(s.cubes_on(h(3, -3), Reptiles), 2);
    assert_eq!(s.pending().unwrap().kind, "insect_speciation", "no other tile to ask about");
}

/// G23 / §5.3.3 step 5: when the bag runs out, the remaining row spaces stay empty.
#[test]
fn g23_reseed_with_a_short_bag() {
    let mut s = blank(&ALL6);
    // 5 grass discs in the bag; the other 115 in the Wasteland box, which moves to the
    // Depletion box at Reseed and so does not refill the bag.
    for i in 0..6 {
        let keep = if i == Grass.idx() { 5 } else { 0 };
        s.wasteland_box[i] = s.bag[i] - keep;
        s.bag[i] = keep;
    }
    s.recompute_dominance_all();
    s.check().unwrap();
    let mut fx = Vec::new();
    s.reseed(&mut fx);
    assert_eq!(s.adaptation_row, [Some(Grass); 4]);
    assert_eq!(s.abundance_row, [Some(Grass), None, None, None]);
    assert_eq!(s.wanderlust_row, [None; 4]);
    assert_eq!(s.bag, [0; 6]);
    assert!(State::describe(&fx[0]).en().contains("Abundance: grass, (empty), (empty), (empty)"));
    s.check().unwrap();
}

/// §7.4 / §5.2: Abundance is optional: the owner may pass and the row keeps its discs.
#[test]
fn s7_4_abundance_may_be_passed() {
    let mut s = standard(&ALL6);
    row(&mut s, 1, &[Water, Meat]);
    ap(&mut s, "ABU-1", Amphibians);
    start(&mut s, "ABU-1");
    reject_pending(&mut s, Action::TakeElement { element: Sun }, "§7.4");
    act_pending(&mut s, Action::Pass);
    assert_eq!(s.abundance_row, [Some(Water), Some(Meat), None, None]);
    assert_eq!(s.spaces[Space::ABU[0].idx()], None, "the AP still goes home");
}

/// §5.3.3 steps 7–8: face-up cards refill to 5 (or what remains); a stack whose tile was
/// taken turns up its next tile; Domination choices are cleared.
#[test]
fn s5_3_3_reseed_refills_cards_and_stacks() {
    let mut s = blank(&ALL6);
    let taken: Vec<Card> = s.face_up.drain(..2).collect();
    s.taken.extend(taken);
    let top = s.stacks[1].remove(0);
    s.tiles[h(2, -2).idx()] = Some(top);
    s.stack_face_up[1] = false;
    s.dominated.insert(h(1, 0));
    let deck = s.deck.len();
    let mut fx = Vec::new();
    s.reseed(&mut fx);
    assert_eq!(s.face_up.len(), 5);
    assert_eq!(s.deck.len(), deck - 2);
    assert!(s.stack_face_up[1]);
    assert!(fx.contains(&Effect::TileRevealed { stack: 2, terrain: s.stacks[1][0] }));
    assert!(s.dominated.is_empty());
    // A short deck refills only what remains (G56).
    let mut t = blank(&ALL6);
    let rest: Vec<Card> = t.deck.drain(..).collect();
    t.taken.extend(rest);
    let one = t.face_up.remove(0);
    t.taken.push(one);
    let mut fx = Vec::new();
    t.reseed(&mut fx);
    assert_eq!(t.face_up.len(), 4);
}

/// Effects in words: who, what, how many and where.
#[test]
fn effects_in_words() {
    let c = corner([(0, -1), (0, 0), (1, -1)]);
    let cases = [
        (Effect::ElementPlaced { animal: Amphibians, element: Water, corner: c }, "Amphibians place a water disc at (0,-1)(0,0)(1,-1)"),
        (Effect::BoxElementRemoved { animal: Arachnids, element: Grub }, "Arachnids return a grub disc from the Wasteland box to the bag"),
        (Effect::ElementProtected { animal: Reptiles, element: Grub }, "Reptiles protect their grub from Regression"),
        (
            Effect::TileChosen { animal: Birds, hex: h(1, 0), terrain: Terrain::Desert, card: Some(Card::Catastrophe) },
            "Birds choose the desert at (1,0) for Catastrophe",
        ),
        (Effect::CubesEliminated { animal: Mammals, hex: h(1, 0), count: 2 }, "Mammals lose 2 cubes at (1,0) (eliminated to the box)"),
        (Effect::CubesAdded { animal: Insects, hex: h(1, -1), count: 1 }, "Insects place 1 cube from their gene pool at (1,-1)"),
        (Effect::TileRevealed { stack: 2, terrain: Terrain::Sea }, "Wanderlust stack 2 turns up a sea tile"),
        (
            Effect::PlaceScored { animal: Birds, vp: 1, place: 1, hex: h(0, 0), terrain: Terrain::Tundra, reason: Reason::FinalScoring },
            "Birds score 1 VP for 1st place on the tundra (0,0) in the final scoring",
        ),
        (Effect::VpGained { animal: Birds, vp: 10, reason: Reason::Survival }, "Birds score 10 VP for the Survival card"),
        (Effect::VpLost { animal: Mammals, vp: 7, reason: Reason::NicheBiomes }, "Mammals lose 7 VP to Niche Biomes"),
        (
            Effect::Reseeded { adaptation: [Some(Sun); 4], abundance: [Some(Meat), None, None, None], wanderlust: [None; 4] },
            "Reseed: new discs for Adaptation: sun, sun, sun, sun; Abundance: meat, (empty), (empty), (empty); Wanderlust: (empty), (empty), (empty), (empty)",
        ),
    ];
    for (e, words) in cases {
        assert_eq!(State::describe(&e).en(), words);
    }
}
