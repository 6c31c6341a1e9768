//! Scenario tests for the Execution and Reset phases (rules/dominant-species.md §7, §5.3,
//! §10, §12) and the worked examples TV-2…TV-18, built with a small state loader.

use super::exec::{step_of_space, Step, STEPS};
use super::*;
use crate::engine::{ErrorCode, Game, RuleError};

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
    for i in 0..6 {
        s.bag[i] += std::mem::take(&mut b[i]);
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

/// Apply `a` for the pending seat; the action must be listed, and the state stays valid.
pub(super) fn act(s: &mut State, a: Action) -> Vec<Effect> {
    let seat = s.pending().expect("pending").seats.first().unwrap();
    assert!(s.legal_actions(seat).contains(&a), "{a:?} not listed in {:?}", s.legal_actions(seat));
    let fx = s.apply(seat, &a).unwrap_or_else(|e| panic!("{a:?}: {e}"));
    s.check().unwrap();
    fx
}

/// `a` is refused with an illegal-action error naming `section`, and nothing changes.
pub(super) fn reject(s: &mut State, a: Action, section: &str) -> RuleError {
    let seat = s.pending().expect("pending").seats.first().unwrap();
    assert!(!s.legal_actions(seat).contains(&a), "{a:?} should not be listed");
    let before = s.state_hash();
    let e = s.apply(seat, &a).unwrap_err();
    assert_eq!(e.code, ErrorCode::IllegalAction);
    assert!(e.rule.contains(section), "{} should cite {section}", e.rule);
    assert_eq!(s.state_hash(), before);
    e
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
    let fx = start(&mut s, "INI");
    assert!(fx.contains(&Effect::InitiativeSwapped { animal: Reptiles, with: Birds }));
    assert_eq!(s.initiative, vec![Insects, Arachnids, Amphibians, Reptiles, Birds, Mammals]);
    assert_eq!(s.pending().unwrap().kind, "initiative_place");
    assert_eq!(s.phase.aps_in_hand(Reptiles), 1);
    reject(&mut s, Action::PlaceAp { space: Space::INI }, "§7.1");
    act(&mut s, Action::PlaceAp { space: Space::ABU[1] });
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
    let aps = s.animals[Insects.idx()].aps;
    act(&mut s, Action::Pass);
    assert_eq!(s.animals[Insects.idx()].aps, aps + 1);
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
    reject(&mut s, Action::TakeElement { element: Sun }, "§7.2");
    act(&mut s, Action::TakeElement { element: Meat });
    assert_eq!(s.display(Insects), [1, 0, 0, 0, 0, 2]);
    assert!(!s.legal_actions(s.seat_of(Birds)).contains(&Action::TakeElement { element: Meat }));
    act(&mut s, Action::TakeElement { element: Grass });
    act(&mut s, Action::TakeElement { element: Grub });
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
    act(&mut s, Action::Pass);
    assert_eq!(s.display_size(Mammals), 2);
}

// ---- §7.3 Regression ----

/// TV-5 / §7.3: one removal per type in the box; APs (and the reptiles' slot) protect;
/// inherent elements are immune; the box is not consumed. No decision when nothing to choose.
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
    let fx = start_step(&mut s, Step::Regression);
    assert_eq!(s.display(Insects), [0, 1, 0, 0, 1, 2]);
    assert_eq!(s.display(Reptiles), [0, 2, 0, 0, 1, 0]);
    assert_eq!(s.display(Birds), [0, 0, 2, 0, 1, 0]);
    assert_eq!(s.display(Arachnids), [0, 0, 0, 0, 2, 0]);
    assert_eq!(s.display(Mammals), [2, 0, 0, 1, 0, 0]);
    assert_eq!(s.bag[Grub.idx()], bag + 1);
    assert_eq!(s.regression_box[Grub.idx()], 2);
    assert!(fx.contains(&Effect::ApReturned { animal: Insects, space: Space::REG[0] }));
    assert!(fx.contains(&Effect::ElementLost { animal: Birds, element: Grub }));
    // Nothing needed a decision: the insects' free Speciation is what waits now.
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
    assert_eq!(s.pending().unwrap().kind, "regression_protect");
    assert_eq!(pending_animal(&s), Birds);
    assert_eq!(s.legal_actions(s.seat_of(Birds)).len(), 2);
    reject(&mut s, Action::Protect { element: Meat }, "§7.3");
    act(&mut s, Action::Protect { element: Sun });
    assert_eq!(s.display(Birds), [0, 1, 2, 0, 0, 0]);
    assert_eq!(s.display(Reptiles), [0, 2, 0, 0, 1, 0], "the reptile slot protects the grub");
    assert_eq!(s.spaces[Space::REG[1].idx()], None);
}

// ---- §7.4 Abundance ----

/// TV-6: Water on the vacant Savannah corner makes the Amphibians dominant (6 vs 4).
#[test]
fn tv6_abundance_from_initial_state() {
    let mut s = standard(&ALL6);
    row(&mut s, 1, &[Water, Meat]);
    ap(&mut s, "ABU-1", Amphibians);
    start(&mut s, "ABU-1");
    act(&mut s, Action::TakeElement { element: Water });
    assert_eq!(s.pending().unwrap().kind, "place_element");
    // An occupied corner is refused.
    reject(&mut s, Action::PlaceElement { corner: corner([(0, -1), (0, 0), (1, -1)]) }, "§7.4");
    let fx = act(&mut s, Action::PlaceElement { corner: corner([(1, -1), (2, -2), (2, -1)]) });
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
    act(&mut s, Action::TakeElement { element: Seed });
    let tip = h(3, -3).corners().into_iter().find(|c| c.hexes().count() == 1).unwrap();
    act(&mut s, Action::PlaceElement { corner: tip });
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
    reject(&mut s, Action::RemoveFromBox { element: Meat }, "§7.5");
    act(&mut s, Action::RemoveFromBox { element: Grub });
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
    reject(&mut s, Action::RemoveElement { corner: corner([(0, 0), (0, 1), (1, 0)]) }, "§7.6");
    let fx = act(&mut s, Action::RemoveElement { corner: corner([(1, -1), (1, 0), (2, -1)]) });
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
    reject(&mut s, Action::Glaciate { hex: h(0, 0) }, "§7.7");
    reject(&mut s, Action::Glaciate { hex: h(2, 0) }, "§7.7"); // an empty hex
    let pools = (s.animals[Birds.idx()].gene_pool, s.animals[Amphibians.idx()].gene_pool);
    act(&mut s, Action::Glaciate { hex: h(1, 0) });
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
    act(&mut s, Action::Glaciate { hex: h(1, -1) });
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
