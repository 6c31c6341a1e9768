//! One scenario per Dominance card and per clarification (docs/rules/dominant-species.md §11,
//! §16 G15–G16, G31–G36, G47, G50–G54, G62–G64), TV-19 and TV-20.

use super::super::rules::step_of_space;
use super::exec::{ap, blank, corner, cubes, display, h, pending_animal, put, tile, vp};
use super::super::*;
use crate::testing::scenario::{act_pending, reject_pending};
use crate::engine::Game;
use Animal::*;
use Element::*;

const ALL6: [Animal; 6] = Animal::ALL;

/// Make `card` face up and let `taker` choose it after DOM-1 scored `hex`; an AP of the taker
/// on DOM-2 is where play stops once the card is resolved.
fn offer(s: &mut State, taker: Animal, card: Card, hex: Hex) {
    if !s.face_up.contains(&card) {
        let i = s.deck.iter().position(|&c| c == card).expect("card in the deck");
        s.deck.remove(i);
        let back = s.face_up.remove(0);
        s.deck.insert(0, back);
        s.face_up.push(card);
    }
    ap(s, "DOM-2", taker);
    let step = step_of_space(Space::DOM[0]).unwrap();
    s.phase = Phase::Execution { step, decision: Decision::ChooseCard { animal: taker, hex } };
    s.check().unwrap();
}

fn take(s: &mut State, taker: Animal, card: Card, hex: Hex) -> Vec<Effect> {
    offer(s, taker, card, hex);
    let fx = act_pending(s, Action::TakeCard { card });
    assert!(s.taken.contains(&card) && !s.face_up.contains(&card), "the card leaves the game");
    fx
}

/// The card is fully resolved: play went on to DOM-2.
fn resolved(s: &State) -> bool {
    s.pending().map(|p| p.kind) == Some("domination")
}

fn kind(s: &State) -> &'static str {
    s.pending().unwrap().kind
}

fn total_bag(s: &State) -> u32 {
    s.bag.iter().map(|&n| u32::from(n)).sum()
}

/// Aquatic: a chosen disc from the bag on a sea/wetland corner, then up to 4 cubes on one
/// sea/wetland tile touching it.
#[test]
fn s11_aquatic() {
    let mut s = blank(&ALL6);
    tile(&mut s, -1, -1, Terrain::Sea);
    take(&mut s, Birds, Card::Aquatic, h(0, -1));
    assert_eq!(kind(&s), "take_element");
    reject_pending(&mut s, Action::Pass, "§11.1");
    act_pending(&mut s, Action::TakeElement { element: Meat });
    reject_pending(&mut s, Action::PlaceElement { corner: corner([(0, 0), (0, 1), (1, 0)]) }, "§7.4");
    let c = corner([(-1, -1), (-1, 0), (-2, 0)]);
    act_pending(&mut s, Action::PlaceElement { corner: c });
    assert_eq!(s.element_at(c), Some(Meat));
    assert_eq!(kind(&s), "aquatic_cubes");
    reject_pending(&mut s, Action::AddCubes { hex: h(-1, 0), count: 1 }, "§11 Aquatic"); // jungle
    reject_pending(&mut s, Action::AddCubes { hex: h(0, -1), count: 1 }, "§11 Aquatic"); // not touching the disc
    reject_pending(&mut s, Action::AddCubes { hex: h(-1, -1), count: 5 }, "§11 Aquatic");
    act_pending(&mut s, Action::AddCubes { hex: h(-1, -1), count: 4 });
    assert_eq!(s.cubes_on(h(-1, -1), Birds), 4);
    assert!(resolved(&s));
}

/// Aquatic skip cases: no vacant sea/wetland corner → part 2 on any sea/wetland tile (G32);
/// an empty gene pool forfeits part 2.
#[test]
fn s11_aquatic_forfeits() {
    let mut s = blank(&ALL6);
    for c in h(0, -1).corners() {
        if s.element_at(c).is_none() {
            s.elements[c.idx()] = Some(Grass);
            s.bag[Grass.idx()] -= 1;
        }
    }
    s.recompute_dominance_all();
    take(&mut s, Birds, Card::Aquatic, h(0, -1));
    assert_eq!(kind(&s), "aquatic_cubes");
    act_pending(&mut s, Action::AddCubes { hex: h(0, -1), count: 2 });
    assert!(resolved(&s));
    let mut t = blank(&ALL6);
    t.animals[Birds.idx()].unused += t.animals[Birds.idx()].gene_pool;
    t.animals[Birds.idx()].gene_pool = 0;
    take(&mut t, Birds, Card::Aquatic, h(0, -1));
    act_pending(&mut t, Action::TakeElement { element: Sun });
    act_pending(&mut t, Action::PlaceElement { corner: corner([(0, -1), (0, 0), (1, -1)]) });
    assert!(resolved(&t), "no cubes to place");
}

/// Biodiversity (G15): 1 VP per occupied tile shared with any opposing cubes.
#[test]
fn s11_biodiversity() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Birds, 1);
    cubes(&mut s, 1, 0, Mammals, 2);
    cubes(&mut s, 0, 1, Birds, 2);
    cubes(&mut s, -1, 1, Birds, 1);
    cubes(&mut s, -1, 1, Insects, 1);
    cubes(&mut s, -1, 1, Arachnids, 1);
    let fx = take(&mut s, Birds, Card::Biodiversity, h(1, 0));
    assert!(fx.contains(&Effect::VpGained { animal: Birds, vp: 2, reason: Reason::Biodiversity }));
    assert!(resolved(&s));
}

/// Biomass: one cube off every tile with more cubes than discs; alone → your own cube;
/// several animals → the taker chooses (G63: the tiles are fixed when the card resolves).
#[test]
fn s11_biomass() {
    let mut s = blank(&ALL6);
    put(&mut s, [(0, 1), (1, 0), (1, 1)], Seed);
    put(&mut s, [(-1, 1), (0, 0), (-1, 0)], Seed);
    put(&mut s, [(-1, 1), (-1, 2), (0, 1)], Seed);
    cubes(&mut s, 1, 0, Birds, 2);
    cubes(&mut s, 1, 0, Mammals, 1);
    cubes(&mut s, -1, 2, Birds, 0);
    cubes(&mut s, 1, 1, Birds, 0);
    cubes(&mut s, -1, 1, Reptiles, 1); // 1 cube, 2 discs: not overcrowded
    cubes(&mut s, 0, 0, Reptiles, 2); // 2 cubes, 1 disc, alone
    take(&mut s, Birds, Card::Biomass, h(1, 0));
    assert_eq!(s.cubes_on(h(0, 0), Reptiles), 1, "alone: its own cube goes");
    assert_eq!(kind(&s), "biomass_eliminate");
    reject_pending(&mut s, Action::Eliminate { hex: h(1, 0), animal: Insects }, "§11");
    act_pending(&mut s, Action::Eliminate { hex: h(1, 0), animal: Mammals });
    assert_eq!(s.cubes_on(h(1, 0), Mammals), 0);
    assert_eq!(s.cubes_on(h(-1, 1), Reptiles), 1);
    assert!(resolved(&s));
}

/// Blight (G62): any tile; keep one disc, the others (shared ones too) go to the bag;
/// a tile with 0 or 1 disc has no effect.
#[test]
fn s11_blight() {
    let mut s = blank(&ALL6);
    put(&mut s, [(0, 1), (1, 0), (1, 1)], Seed);
    put(&mut s, [(0, 0), (0, 1), (1, 0)], Sun);
    put(&mut s, [(1, -1), (1, 0), (2, -1)], Meat);
    take(&mut s, Birds, Card::Blight, h(1, 0));
    reject_pending(&mut s, Action::ChooseTile { hex: h(2, 1) }, "§11");
    act_pending(&mut s, Action::ChooseTile { hex: h(1, 0) });
    reject_pending(&mut s, Action::KeepElement { corner: corner([(1, 0), (1, 1), (2, 0)]) }, "§11 Blight");
    let bag = total_bag(&s);
    act_pending(&mut s, Action::KeepElement { corner: corner([(0, 1), (1, 0), (1, 1)]) });
    assert_eq!(s.tile_elements(h(1, 0)), [0, 0, 1, 0, 0, 0]);
    assert_eq!(s.tile_elements(h(1, -1)), [0, 0, 0, 0, 0, 0], "the shared Meat left the Savannah too");
    assert_eq!(total_bag(&s), bag + 2);
    let mut t = blank(&ALL6);
    put(&mut t, [(0, 1), (1, 0), (1, 1)], Seed);
    take(&mut t, Birds, Card::Blight, h(1, 0));
    act_pending(&mut t, Action::ChooseTile { hex: h(1, 0) });
    assert!(resolved(&t), "one disc: nothing to remove");
}

/// Catastrophe (G16): all but one cube on the tile (the taker picks the survivor), then
/// 1 cube on every adjacent tile with cubes, mandatory even for the taker's own cubes.
#[test]
fn s11_catastrophe() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Birds, 3);
    cubes(&mut s, 1, 0, Mammals, 2);
    cubes(&mut s, 0, 1, Birds, 2);
    cubes(&mut s, 1, -1, Insects, 2);
    cubes(&mut s, 1, -1, Birds, 1);
    cubes(&mut s, -1, 1, Reptiles, 2); // not adjacent to the Desert
    take(&mut s, Birds, Card::Catastrophe, h(1, 0));
    act_pending(&mut s, Action::ChooseTile { hex: h(1, 0) });
    reject_pending(&mut s, Action::KeepCube { animal: Insects }, "§11 Catastrophe");
    act_pending(&mut s, Action::KeepCube { animal: Mammals });
    assert_eq!((s.cubes_on(h(1, 0), Birds), s.cubes_on(h(1, 0), Mammals)), (0, 1));
    assert_eq!(s.cubes_on(h(0, 1), Birds), 1, "own cube, only animal there: automatic");
    assert_eq!(kind(&s), "catastrophe_adjacent");
    act_pending(&mut s, Action::Eliminate { hex: h(1, -1), animal: Insects });
    assert_eq!(s.cubes_on(h(1, -1), Insects), 1);
    assert_eq!(s.cubes_on(h(-1, 1), Reptiles), 2);
    assert!(resolved(&s));
}

/// Cold Snap: every other animal loses 1 cube on every tundra tile where it has cubes.
#[test]
fn s11_cold_snap() {
    let mut s = blank(&ALL6);
    super::exec::tundra(&mut s, 0, -1);
    cubes(&mut s, 0, 0, Birds, 2);
    cubes(&mut s, 0, 0, Mammals, 1);
    cubes(&mut s, 0, 0, Insects, 1);
    cubes(&mut s, 0, -1, Mammals, 2);
    cubes(&mut s, 1, 0, Mammals, 2);
    take(&mut s, Birds, Card::ColdSnap, h(0, 0));
    assert_eq!([Birds, Mammals, Insects].map(|a| s.cubes_on(h(0, 0), a)), [2, 0, 0]);
    assert_eq!(s.cubes_on(h(0, -1), Mammals), 1);
    assert_eq!(s.cubes_on(h(1, 0), Mammals), 2, "not tundra");
    assert!(resolved(&s));
}

/// TV-20 Disease: animals with more elements than the taker discard 1 non-inherent element,
/// in food-chain order; inherent elements never go.
#[test]
fn tv20_disease() {
    let mut s = blank(&ALL6);
    display(&mut s, Reptiles, &[Meat]);
    display(&mut s, Amphibians, &[Grub]);
    display(&mut s, Birds, &[Sun, Sun]);
    let fx = take(&mut s, Reptiles, Card::Disease, h(0, 0));
    let lost: Vec<(Animal, Element)> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::ElementLost { animal, element } => Some((*animal, *element)),
            _ => None,
        })
        .collect();
    assert_eq!(lost, vec![(Birds, Sun), (Amphibians, Grub)]);
    assert_eq!(s.display_size(Mammals), 2);
    assert!(resolved(&s));
}

/// Disease: an affected animal with several non-inherent types chooses (its controller decides).
#[test]
fn s11_disease_choice_by_the_affected_animal() {
    let mut s = blank(&ALL6);
    display(&mut s, Insects, &[Meat, Seed, Sun]);
    take(&mut s, Reptiles, Card::Disease, h(0, 0));
    assert_eq!(kind(&s), "disease_discard");
    assert_eq!(pending_animal(&s), Insects);
    assert_eq!(s.pending().unwrap().seats.first(), Some(s.seat_of(Insects)));
    reject_pending(&mut s, Action::DiscardElement { element: Grass }, "§11 Disease");
    act_pending(&mut s, Action::DiscardElement { element: Seed });
    assert_eq!(s.display(Insects), [1, 1, 0, 0, 0, 2]);
    assert!(resolved(&s));
}

/// TV-20 Ecodiversity: 1 VP per disc on earth of a type on the display, each type once.
#[test]
fn tv20_ecodiversity() {
    let mut s = blank(&ALL6);
    display(&mut s, Reptiles, &[Water]);
    let sun = [[(0, 0), (0, 1), (1, 0)], [(1, -1), (1, 0), (2, -1)], [(0, 1), (1, 0), (1, 1)], [(-1, 1), (0, 0), (0, 1)], [(-1, 0), (-1, 1), (0, 0)]];
    for p in sun {
        put(&mut s, p, Sun);
    }
    for p in [[(0, -1), (0, 0), (1, -1)], [(-1, -1), (-1, 0), (0, -1)], [(0, 0), (1, -1), (1, 0)]] {
        put(&mut s, p, Water);
    }
    for p in [[(0, -1), (1, -2), (1, -1)], [(-1, 1), (-1, 2), (0, 1)], [(-1, 0), (0, -1), (0, 0)], [(-2, 1), (-1, 0), (-1, 1)]] {
        put(&mut s, p, Grass);
    }
    let fx = take(&mut s, Reptiles, Card::Ecodiversity, h(0, 0));
    assert!(fx.contains(&Effect::VpGained { animal: Reptiles, vp: 8, reason: Reason::Ecodiversity }));
}

/// Evolution (G31): up to two opposing cubes replaced by your own, two different animals;
/// the gene pool limits it; the replaced cubes are eliminated.
#[test]
fn s11_evolution() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Mammals, 1);
    cubes(&mut s, 1, 0, Insects, 1);
    cubes(&mut s, 0, 1, Mammals, 2);
    cubes(&mut s, 0, 1, Birds, 1);
    take(&mut s, Birds, Card::Evolution, h(1, 0));
    reject_pending(&mut s, Action::ReplaceCube { hex: h(0, 1), animal: Birds }, "§11 Evolution");
    act_pending(&mut s, Action::ReplaceCube { hex: h(1, 0), animal: Mammals });
    reject_pending(&mut s, Action::ReplaceCube { hex: h(0, 1), animal: Mammals }, "§11 Evolution");
    act_pending(&mut s, Action::ReplaceCube { hex: h(1, 0), animal: Insects });
    assert_eq!(s.cubes_on(h(1, 0), Birds), 2);
    assert_eq!((s.animals[Mammals.idx()].eliminated, s.animals[Insects.idx()].eliminated), (1, 1));
    assert!(resolved(&s));
    // One cube in the gene pool: one replacement; "done" may stop earlier.
    let mut t = blank(&ALL6);
    cubes(&mut t, 1, 0, Mammals, 1);
    cubes(&mut t, 1, 0, Insects, 1);
    let pool = t.animals[Birds.idx()].gene_pool;
    t.animals[Birds.idx()].unused += pool - 1;
    t.animals[Birds.idx()].gene_pool = 1;
    take(&mut t, Birds, Card::Evolution, h(1, 0));
    act_pending(&mut t, Action::ReplaceCube { hex: h(1, 0), animal: Insects });
    assert!(resolved(&t));
}

/// Fecundity (G33): +1 cube on every tile you occupy; with a smaller gene pool you choose.
#[test]
fn s11_fecundity() {
    let mut s = blank(&ALL6);
    for (q, r) in [(1, 0), (0, 1), (-1, 1)] {
        cubes(&mut s, q, r, Birds, 1);
    }
    take(&mut s, Birds, Card::Fecundity, h(1, 0));
    assert_eq!([(1, 0), (0, 1), (-1, 1)].map(|(q, r)| s.cubes_on(h(q, r), Birds)), [2, 2, 2]);
    assert!(resolved(&s));
    let mut t = blank(&ALL6);
    for (q, r) in [(1, 0), (0, 1), (-1, 1)] {
        cubes(&mut t, q, r, Birds, 1);
    }
    let pool = t.animals[Birds.idx()].gene_pool;
    t.animals[Birds.idx()].unused += pool - 2;
    t.animals[Birds.idx()].gene_pool = 2;
    take(&mut t, Birds, Card::Fecundity, h(1, 0));
    assert_eq!(kind(&t), "fecundity");
    reject_pending(&mut t, Action::AddCubes { hex: h(1, -1), count: 1 }, "§11 Fecundity");
    act_pending(&mut t, Action::AddCubes { hex: h(0, 1), count: 1 });
    reject_pending(&mut t, Action::AddCubes { hex: h(0, 1), count: 1 }, "§11 Fecundity");
    act_pending(&mut t, Action::AddCubes { hex: h(-1, 1), count: 1 });
    assert!(resolved(&t));
    assert_eq!(t.cubes_on(h(1, 0), Birds), 1);
}

/// Fertile: 1 VP per cube (every animal's) on one tile you occupy.
#[test]
fn s11_fertile() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Birds, 1);
    cubes(&mut s, 1, 0, Mammals, 3);
    cubes(&mut s, 0, 1, Mammals, 5);
    take(&mut s, Birds, Card::Fertile, h(1, 0));
    reject_pending(&mut s, Action::ChooseTile { hex: h(0, 1) }, "§11 Fertile");
    act_pending(&mut s, Action::ChooseTile { hex: h(1, 0) });
    assert_eq!(vp(&s, Birds), 4);
    // Occupying nothing: no effect.
    let mut t = blank(&ALL6);
    take(&mut t, Birds, Card::Fertile, h(1, 0));
    assert!(resolved(&t));
}

/// Habitat: a chosen type from the bag on any vacant corner (mandatory).
#[test]
fn s11_habitat() {
    let mut s = blank(&ALL6);
    take(&mut s, Birds, Card::Habitat, h(1, 0));
    reject_pending(&mut s, Action::Pass, "§11.1");
    act_pending(&mut s, Action::TakeElement { element: Grub });
    act_pending(&mut s, Action::PlaceElement { corner: corner([(0, 1), (1, 0), (1, 1)]) });
    assert_eq!(s.tile_elements(h(1, 0))[Grub.idx()], 1);
    assert!(resolved(&s));
}

/// Hibernation (G34, G50): up to 5 previously eliminated cubes on any tile, protected from
/// this round's Extinction only; nothing without eliminated cubes.
#[test]
fn s11_hibernation() {
    let mut s = blank(&ALL6);
    s.animals[Birds.idx()].gene_pool -= 6;
    s.animals[Birds.idx()].eliminated = 6;
    take(&mut s, Birds, Card::Hibernation, h(1, 0));
    reject_pending(&mut s, Action::AddCubes { hex: h(1, 0), count: 6 }, "§11 Hibernation");
    act_pending(&mut s, Action::AddCubes { hex: h(0, 0), count: 5 });
    assert_eq!(s.cubes_on(h(0, 0), Birds), 5);
    assert_eq!(s.animals[Birds.idx()].eliminated, 1);
    assert!(s.endangered(Birds, h(0, 0)));
    let mut fx = Vec::new();
    s.start_reset(&mut fx);
    assert_eq!(s.cubes_on(h(0, 0), Birds), 5, "protected this round");
    assert!(s.hibernation.is_empty());
    let mut t = blank(&ALL6);
    take(&mut t, Birds, Card::Hibernation, h(1, 0));
    assert!(resolved(&t), "no eliminated cube: no effect (gene pool cubes do not count)");
}

/// Ice Age: every animal scores Bonus(tiles it dominates); the game ends after this round.
#[test]
fn s11_ice_age() {
    let mut s = blank(&[Mammals, Birds, Insects]);
    put(&mut s, [(0, 1), (1, 0), (1, 1)], Seed);
    put(&mut s, [(-1, 1), (-1, 2), (0, 1)], Seed);
    put(&mut s, [(0, -1), (1, -2), (1, -1)], Meat);
    cubes(&mut s, 1, 0, Birds, 1);
    cubes(&mut s, 0, 1, Birds, 1);
    cubes(&mut s, 1, -1, Mammals, 1);
    let fx = take(&mut s, Insects, Card::IceAge, h(1, 0));
    assert!(fx.contains(&Effect::VpGained { animal: Birds, vp: 3, reason: Reason::IceAge }));
    assert!(fx.contains(&Effect::VpGained { animal: Mammals, vp: 1, reason: Reason::IceAge }));
    assert!(s.last_round);
    act_pending(&mut s, Action::Pass); // DOM-2
    assert_eq!(s.phase, Phase::Over);
    assert!(s.outcome().is_some());
}

/// Ice Sheet: one Glaciation by the taker (mandatory); nothing when no tile qualifies.
#[test]
fn s11_ice_sheet() {
    let mut s = blank(&ALL6);
    take(&mut s, Birds, Card::IceSheet, h(1, 0));
    assert_eq!(kind(&s), "glaciation");
    reject_pending(&mut s, Action::Pass, "§11 Ice Sheet");
    let fx = act_pending(&mut s, Action::Glaciate { hex: h(1, 0) });
    assert!(fx.contains(&Effect::VpGained { animal: Birds, vp: 1, reason: Reason::IceSheet }));
    assert!(resolved(&s));
    let mut t = blank(&ALL6);
    t.tundra_supply = 0;
    for (q, r) in [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)] {
        t.tundra.insert(h(q, r));
    }
    for (q, r) in [(0, -2), (1, -2), (2, -2), (2, -1), (2, 0)] {
        tile(&mut t, q, r, Terrain::Sea);
        t.tundra.insert(h(q, r));
    }
    take(&mut t, Birds, Card::IceSheet, h(1, 0));
    assert!(resolved(&t));
}

/// Immigrants (G35): every animal in food-chain order chooses (a) an element, (b) an AP,
/// (c) all but one cube per tile; an animal with only (c) resolves at once.
#[test]
fn s11_immigrants() {
    let mut s = blank(&ALL6);
    display(&mut s, Mammals, &[Sun]);
    cubes(&mut s, 1, 0, Birds, 3);
    cubes(&mut s, 0, 1, Birds, 1);
    cubes(&mut s, 1, 0, Insects, 4);
    let ins = &mut s.animals[Insects.idx()];
    ins.set_aside += ins.aps;
    ins.aps = 0;
    take(&mut s, Birds, Card::Immigrants, h(1, 0));
    assert_eq!(pending_animal(&s), Mammals);
    act_pending(&mut s, Action::DiscardElement { element: Sun });
    assert_eq!(pending_animal(&s), Reptiles);
    reject_pending(&mut s, Action::DiscardElement { element: Sun }, "§11 Immigrants");
    let (aps, aside) = (s.animals[Reptiles.idx()].aps, s.animals[Reptiles.idx()].set_aside);
    act_pending(&mut s, Action::LoseAp);
    assert_eq!((s.animals[Reptiles.idx()].aps, s.animals[Reptiles.idx()].set_aside), (aps - 1, aside + 1));
    assert_eq!(pending_animal(&s), Birds);
    act_pending(&mut s, Action::ThinOut);
    assert_eq!((s.cubes_on(h(1, 0), Birds), s.cubes_on(h(0, 1), Birds)), (1, 1));
    act_pending(&mut s, Action::ThinOut); // Amphibians
    act_pending(&mut s, Action::LoseAp); // Arachnids
    // Insects: no element, no AP in supply → (c) at once.
    assert_eq!(s.cubes_on(h(1, 0), Insects), 1);
    assert!(resolved(&s));
}

/// Instinct (G19): an AP from supply on any vacant space; a later space resolves this round,
/// an earlier one waits for next round.
#[test]
fn s11_instinct() {
    let mut s = blank(&ALL6);
    take(&mut s, Birds, Card::Instinct, h(1, 0));
    reject_pending(&mut s, Action::PlaceAp { space: Space::DOM[1] }, "§11 Instinct");
    reject_pending(&mut s, Action::Pass, "§11.1");
    act_pending(&mut s, Action::PlaceAp { space: Space::DOM[4] });
    assert_eq!(pending_animal(&s), Birds);
    act_pending(&mut s, Action::Pass); // DOM-2
    assert_eq!(s.pending().unwrap().kind, "domination", "DOM-5 resolves this round");
    let mut t = blank(&ALL6);
    take(&mut t, Birds, Card::Instinct, h(1, 0));
    act_pending(&mut t, Action::PlaceAp { space: Space::ADA[0] });
    act_pending(&mut t, Action::Pass); // DOM-2
    assert_eq!(t.round, 2);
    assert_eq!(t.spaces[Space::ADA[0].idx()], Some(Birds), "stays for next round");
    // Empty supply: no effect.
    let mut v = blank(&ALL6);
    offer(&mut v, Birds, Card::Instinct, h(1, 0));
    let b = &mut v.animals[Birds.idx()];
    b.set_aside += b.aps;
    b.aps = 0;
    act_pending(&mut v, Action::TakeCard { card: Card::Instinct });
    assert!(resolved(&v));
}

/// Intelligence (G24, G54): the taker and every animal above it gain an AP from set-aside.
#[test]
fn s11_intelligence() {
    let mut s = blank(&ALL6);
    s.animals[Reptiles.idx()].aps += s.animals[Reptiles.idx()].set_aside;
    s.animals[Reptiles.idx()].set_aside = 0;
    let before: Vec<u8> = ALL6.iter().map(|a| s.animals[a.idx()].aps).collect();
    take(&mut s, Birds, Card::Intelligence, h(1, 0));
    let after: Vec<u8> = ALL6.iter().map(|a| s.animals[a.idx()].aps).collect();
    // Birds' DOM-2 AP (from the loader) is back in supply now that DOM-2 is reached.
    assert_eq!(after, vec![before[0] + 1, before[1], before[2] + 1, before[3], before[4], before[5]]);
    assert_eq!(s.animals[Birds.idx()].set_aside, 6);
}

/// Mass Exodus: every cube of the tile moves to adjacent tiles, as the taker distributes.
#[test]
fn s11_mass_exodus() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Birds, 2);
    cubes(&mut s, 1, 0, Mammals, 1);
    take(&mut s, Birds, Card::MassExodus, h(1, 0));
    act_pending(&mut s, Action::ChooseTile { hex: h(1, 0) });
    reject_pending(&mut s, Action::MoveOut { animal: Mammals, to: h(-1, 1) }, "§11 Mass Exodus");
    reject_pending(&mut s, Action::MoveOut { animal: Insects, to: h(0, 1) }, "§11 Mass Exodus");
    act_pending(&mut s, Action::MoveOut { animal: Mammals, to: h(0, 1) });
    act_pending(&mut s, Action::MoveOut { animal: Birds, to: h(0, 0) });
    act_pending(&mut s, Action::MoveOut { animal: Birds, to: h(1, -1) });
    assert_eq!(s.total_cubes(h(1, 0)), 0);
    assert!(resolved(&s));
}

/// Metamorphosis (G64): a non-inherent element for a chosen disc from the bag.
#[test]
fn s11_metamorphosis() {
    let mut s = blank(&ALL6);
    display(&mut s, Birds, &[Sun]);
    take(&mut s, Birds, Card::Metamorphosis, h(1, 0));
    reject_pending(&mut s, Action::ExchangeElement { give: Seed, take: Water }, "§11 Metamorphosis");
    act_pending(&mut s, Action::ExchangeElement { give: Sun, take: Water });
    assert_eq!(s.display(Birds), [0, 0, 2, 1, 0, 0]);
    let mut t = blank(&ALL6);
    take(&mut t, Birds, Card::Metamorphosis, h(1, 0));
    assert!(resolved(&t), "only inherent elements: no effect");
}

/// TV-19 Niche Biomes (G47): every animal above the taker loses the tile's 1st value, min 0.
#[test]
fn tv19_niche_biomes() {
    let mut s = blank(&ALL6);
    for (a, v) in [(Birds, 20), (Mammals, 25), (Reptiles, 22), (Amphibians, 18), (Arachnids, 5), (Insects, 20)] {
        s.animals[a.idx()].vp = v;
    }
    take(&mut s, Birds, Card::NicheBiomes, h(1, -1));
    assert_eq!([Mammals, Reptiles, Amphibians, Arachnids, Insects, Birds].map(|a| vp(&s, a)), [18, 15, 18, 5, 20, 20]);
    let mut t = blank(&ALL6);
    tile(&mut t, -1, -1, Terrain::Sea);
    t.animals[Mammals.idx()].vp = 24;
    t.animals[Reptiles.idx()].vp = 5;
    take(&mut t, Birds, Card::NicheBiomes, h(-1, -1));
    assert_eq!((vp(&t, Mammals), vp(&t, Reptiles)), (15, 0));
}

/// Nocturnal: one place forward on the initiative track; nothing when already first.
#[test]
fn s11_nocturnal() {
    let mut s = blank(&ALL6);
    take(&mut s, Birds, Card::Nocturnal, h(1, 0));
    assert_eq!(s.initiative, vec![Insects, Arachnids, Birds, Amphibians, Reptiles, Mammals]);
    let mut t = blank(&ALL6);
    take(&mut t, Insects, Card::Nocturnal, h(1, 0));
    assert_eq!(t.initiative[0], Insects);
}

/// Omnivore: +1 AP from set-aside; none left means nothing.
#[test]
fn s11_omnivore() {
    let mut s = blank(&ALL6);
    let aps = s.animals[Birds.idx()].aps;
    take(&mut s, Birds, Card::Omnivore, h(1, 0));
    assert_eq!(s.animals[Birds.idx()].aps, aps + 1); // the DOM-2 AP is back, +1 gained
    let mut t = blank(&ALL6);
    t.animals[Birds.idx()].aps += t.animals[Birds.idx()].set_aside;
    t.animals[Birds.idx()].set_aside = 0;
    let fx = take(&mut t, Birds, Card::Omnivore, h(1, 0));
    assert!(!fx.iter().any(|e| matches!(e, Effect::ApGained { .. })));
}

/// Parasitism: the taker and every animal below it gain an AP; Insects gain alone.
#[test]
fn s11_parasitism() {
    let mut s = blank(&ALL6);
    let fx = take(&mut s, Amphibians, Card::Parasitism, h(1, 0));
    let gained: Vec<Animal> = fx
        .iter()
        .filter_map(|e| if let Effect::ApGained { animal } = e { Some(*animal) } else { None })
        .collect();
    assert_eq!(gained, vec![Amphibians, Arachnids, Insects]);
    let mut t = blank(&ALL6);
    let fx = take(&mut t, Insects, Card::Parasitism, h(1, 0));
    assert_eq!(fx.iter().filter(|e| matches!(e, Effect::ApGained { .. })).count(), 1);
}

/// Predator: 1 opposing cube on every tile you share; never your own; a choice per tile.
#[test]
fn s11_predator() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Birds, 1);
    cubes(&mut s, 1, 0, Mammals, 1);
    cubes(&mut s, 1, 0, Insects, 2);
    cubes(&mut s, 0, 1, Birds, 1);
    cubes(&mut s, 0, 1, Reptiles, 2);
    cubes(&mut s, -1, 1, Birds, 3);
    take(&mut s, Birds, Card::Predator, h(1, 0));
    assert_eq!(s.cubes_on(h(0, 1), Reptiles), 1, "one opposing animal: automatic");
    reject_pending(&mut s, Action::Eliminate { hex: h(1, 0), animal: Birds }, "§11 Predator");
    act_pending(&mut s, Action::Eliminate { hex: h(1, 0), animal: Insects });
    assert_eq!(s.cubes_on(h(1, 0), Insects), 1);
    assert_eq!(s.cubes_on(h(-1, 1), Birds), 3);
    assert!(resolved(&s));
}

/// Symbiotic (G36): the taker, then each animal with fewer elements (food-chain order),
/// draws a random disc; an animal at 6 gets nothing.
#[test]
fn s11_symbiotic() {
    let mut s = blank(&ALL6);
    display(&mut s, Birds, &[Sun, Sun]);
    display(&mut s, Reptiles, &[Sun]);
    display(&mut s, Insects, &[Sun, Sun, Meat]);
    let bag = total_bag(&s);
    let fx = take(&mut s, Birds, Card::Symbiotic, h(1, 0));
    let order: Vec<Animal> = fx
        .iter()
        .filter_map(|e| if let Effect::ElementAdapted { animal, .. } = e { Some(*animal) } else { None })
        .collect();
    // Birds 4: Mammals 2, Reptiles 3, Amphibians 3, Arachnids 2 have fewer; Insects 5 not.
    assert_eq!(order, vec![Birds, Mammals, Reptiles, Amphibians, Arachnids]);
    assert_eq!(total_bag(&s), bag - 5);
    let mut t = blank(&ALL6);
    display(&mut t, Birds, &[Sun, Sun, Sun, Sun]);
    let fx = take(&mut t, Birds, Card::Symbiotic, h(1, 0));
    assert!(!fx.iter().any(|e| matches!(e, Effect::ElementAdapted { animal: Birds, .. })), "a full display gets nothing");
    assert_eq!(t.display_size(Birds), 6);
    assert_eq!(fx.iter().filter(|e| matches!(e, Effect::ElementAdapted { .. })).count(), 5, "the five others draw");
}

/// §11.1: only a face-up card can be taken.
#[test]
fn s11_1_only_face_up_cards() {
    let mut s = blank(&ALL6);
    offer(&mut s, Birds, Card::Omnivore, h(1, 0));
    let hidden = *s.deck.iter().find(|&&c| c != Card::IceAge).unwrap();
    reject_pending(&mut s, Action::TakeCard { card: hidden }, "§11.1");
}

/// Skip cases: Habitat with an empty bag; Disease on an animal with only inherent
/// elements; Fecundity with an empty gene pool.
#[test]
fn s11_skip_cases() {
    let mut s = blank(&ALL6);
    s.regression_box = s.bag;
    s.bag = [0; 6];
    take(&mut s, Birds, Card::Habitat, h(1, 0));
    assert!(resolved(&s), "empty bag: Habitat does nothing");
    let mut t = blank(&ALL6);
    let fx = take(&mut t, Arachnids, Card::Disease, h(1, 0)); // Amphibians have 3 > 2, all inherent
    assert!(!fx.iter().any(|e| matches!(e, Effect::ElementLost { .. })));
    assert!(resolved(&t));
    let mut u = blank(&ALL6);
    cubes(&mut u, 1, 0, Birds, 1);
    let st = &mut u.animals[Birds.idx()];
    st.unused += st.gene_pool;
    st.gene_pool = 0;
    take(&mut u, Birds, Card::Fecundity, h(1, 0));
    assert!(resolved(&u));
    assert_eq!(u.cubes_on(h(1, 0), Birds), 1);
}

/// TV-18 with Instinct, played through: A's Glaciation resolved; B waits on GLA-2 and C on
/// GLA-4. During Domination the Insects take Instinct and put an AP on GLA-1: at Reseed it
/// stays there and blocks B (C advances to GLA-3); next round the Insects glaciate first,
/// and only at the following Reseed does B reach GLA-1.
#[test]
fn tv18_instinct_on_gla_1_blocks_the_queue() {
    let mut s = blank(&[Mammals, Birds, Insects]);
    ap(&mut s, "GLA-2", Birds);
    ap(&mut s, "GLA-4", Mammals);
    take(&mut s, Insects, Card::Instinct, h(1, 0));
    let aps = s.animals[Insects.idx()].aps;
    let fx = act_pending(&mut s, Action::PlaceAp { space: Space::GLA[0] });
    assert_eq!(fx[0], Effect::ApPlaced { animal: Insects, space: Space::GLA[0] });
    // One AP left the supply for GLA-1; the DOM-2 AP came back when DOM-2 was reached.
    assert!(fx.contains(&Effect::ApReturned { animal: Insects, space: Space::DOM[1] }));
    assert_eq!(s.animals[Insects.idx()].aps, aps);
    act_pending(&mut s, Action::Pass); // the Insects' DOM-2: the round ends
    let gla = |s: &State| Space::GLA.map(|g| s.spaces[g.idx()]);
    assert_eq!(s.round, 2);
    assert_eq!(gla(&s), [Some(Insects), Some(Birds), Some(Mammals), None]);
    // Round 2: the Instinct AP resolves at Glaciation (it is not in the supply to plan).
    assert!(!s.legal_actions(s.pending().unwrap().seats.first().unwrap()).contains(&Action::PlaceAp { space: Space::GLA[0] }));
    let step = step_of_space(Space::GLA[0]).unwrap();
    let mut fx = Vec::new();
    s.run_from(step, &mut fx);
    assert!(fx.contains(&Effect::ApReturned { animal: Insects, space: Space::GLA[0] }));
    assert_eq!((pending_animal(&s), kind(&s)), (Insects, "glaciation"));
    let fx = act_pending(&mut s, Action::Glaciate { hex: h(1, 0) });
    assert!(fx.contains(&Effect::VpGained { animal: Insects, vp: 1, reason: Reason::Glaciation }));
    assert_eq!(gla(&s), [None, Some(Birds), Some(Mammals), None]);
    while matches!(s.phase, Phase::Execution { .. } | Phase::Reset { .. }) {
        act_pending(&mut s, Action::Pass);
    }
    assert_eq!(s.round, 3);
    assert_eq!(gla(&s), [Some(Birds), Some(Mammals), None, None]);
}

/// §12.2: in the Ice Age round the remaining Domination APs still resolve and may take
/// further cards; then Extinction and Survival, no Reseed, and the final scoring.
#[test]
fn s12_2_ice_age_round_goes_on() {
    let mut s = blank(&[Mammals, Birds, Insects]);
    put(&mut s, [(0, 1), (1, 0), (1, 1)], Seed);
    cubes(&mut s, 1, 0, Birds, 2);
    cubes(&mut s, 1, -1, Insects, 1); // endangered: no element on the Savannah
    take(&mut s, Insects, Card::IceAge, h(1, 0));
    assert!(s.last_round);
    assert_eq!(vp(&s, Birds), 1, "Ice Age: Bonus(1) for the desert the Birds dominate");
    if !s.face_up.contains(&Card::Nocturnal) {
        let i = s.deck.iter().position(|&c| c == Card::Nocturnal).unwrap();
        let k = s.face_up.len() - 1;
        std::mem::swap(&mut s.deck[i], &mut s.face_up[k]);
    }
    let faced = s.face_up.clone();
    let rows = (s.adaptation_row, s.abundance_row, s.wanderlust_row);
    // DOM-2 (the Insects' AP): the Desert again gives the Birds a card.
    act_pending(&mut s, Action::Dominate { hex: h(1, 0) });
    assert_eq!((pending_animal(&s), kind(&s)), (Birds, "choose_card"));
    act_pending(&mut s, Action::TakeCard { card: Card::Nocturnal });
    assert_eq!(s.initiative, vec![Birds, Insects, Mammals], "Nocturnal resolved");
    while s.phase != Phase::Over {
        let seat = s.pending().unwrap().seats.first().unwrap();
        let a = s.legal_actions(seat)[0];
        act_pending(&mut s, a);
    }
    assert_eq!(s.cubes_on(h(1, -1), Insects), 0, "Extinction ran");
    assert_eq!((s.adaptation_row, s.abundance_row, s.wanderlust_row), rows, "no Reseed");
    assert_eq!(s.face_up.len(), faced.len() - 1, "no refill");
    assert!(s.outcome().is_some());
}

/// Catastrophe with a single animal on the chosen tile: its survivor needs no choice (every
/// one of its cubes is alike); the adjacent part follows at once.
#[test]
fn s11_catastrophe_single_animal_tile() {
    let mut s = blank(&ALL6);
    cubes(&mut s, 1, 0, Mammals, 3);
    cubes(&mut s, 0, 1, Insects, 2);
    take(&mut s, Birds, Card::Catastrophe, h(1, 0));
    let fx = act_pending(&mut s, Action::ChooseTile { hex: h(1, 0) });
    assert_eq!(s.cubes_on(h(1, 0), Mammals), 1);
    assert!(fx.contains(&Effect::CubesEliminated { animal: Mammals, hex: h(1, 0), count: 2 }));
    assert!(fx.contains(&Effect::CubesEliminated { animal: Insects, hex: h(0, 1), count: 1 }));
    assert!(resolved(&s), "no keep_cube decision, no adjacent choice");
}
