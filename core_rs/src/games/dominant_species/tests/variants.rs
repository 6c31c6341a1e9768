//! The variants (docs/rules/dominant-species.md §13): multiple animals ("your species" is the
//! acting animal only, the pending seat is its controller, final score = lowest animal,
//! §13.2 tie-breaks, TV-21) and the alternative setup (TV-22).

use super::super::rules::step_of_space;
use super::exec::{ap, blank, corner, cubes, h, pending_animal, tundra};
use super::super::*;
use crate::testing::scenario::act_pending;
use crate::engine::{Game, SplitMix64, Viewer};
use Animal::*;
use Element::*;

fn variant(players: u8, animals: &[Animal]) -> State {
    let opts = Options { animals: Some(animals.to_vec()), multiple_animals: true, ..Options::default() };
    State::setup(players, &opts, 9).unwrap()
}

/// §13.2: 3 players × 2 animals, consecutive; each animal plans in its own initiative seat,
/// and the pending seat is the controller of the acting animal.
#[test]
fn s13_2_pending_seat_is_the_controller() {
    let s = variant(3, &[Mammals, Reptiles, Birds, Amphibians, Arachnids, Insects]);
    assert_eq!(s.seat_of(Mammals), 0);
    assert_eq!(s.seat_of(Reptiles), 0);
    assert_eq!(s.seat_of(Insects), 2);
    // Initiative Insects, Arachnids, Amphibians, Birds, Reptiles, Mammals → seats 2, 2, 1, 1, 0, 0.
    let mut s = s;
    let mut seats = Vec::new();
    for _ in 0..6 {
        let p = s.pending().unwrap();
        seats.push(p.seats.first().unwrap());
        assert_eq!(s.view(Viewer::Spectator)["acting_animal"], serde_json::json!(s.acting_animal()));
        let a = s.legal_actions(seats[seats.len() - 1])[0];
        s.apply(*seats.last().unwrap(), &a).unwrap();
    }
    assert_eq!(seats, vec![2, 2, 1, 1, 0, 0]);
}

/// §13.2 / G53: "your species" is the acting animal only: Cold Snap hits the same player's
/// other animal; Predator eliminates its cubes too.
#[test]
fn s13_2_your_other_animals_are_opponents() {
    let mut s = variant(3, &[Mammals, Reptiles, Birds, Amphibians, Arachnids, Insects]);
    // Make a blank-ish board: loader helpers work on any state.
    let mut b = blank(&Animal::ALL);
    b.options.multiple_animals = true;
    b.seats = 3;
    for a in Animal::ALL {
        b.controller[a.idx()] = s.controller[a.idx()];
    }
    s = b;
    tundra(&mut s, 0, -1);
    cubes(&mut s, 0, -1, Mammals, 2);
    cubes(&mut s, 0, -1, Reptiles, 2);
    cubes(&mut s, 1, 0, Mammals, 1);
    cubes(&mut s, 1, 0, Reptiles, 1);
    s.check().unwrap();
    // Mammals (seat 0) take Cold Snap after scoring: Reptiles (also seat 0) lose a cube.
    let step = step_of_space(Space::DOM[0]).unwrap();
    ap(&mut s, "DOM-2", Mammals);
    for card in [Card::ColdSnap, Card::Predator] {
        if !s.face_up.contains(&card) {
            let i = s.deck.iter().position(|&c| c == card).unwrap();
            s.deck.remove(i);
            let k = s.face_up.iter().position(|c| ![Card::ColdSnap, Card::Predator].contains(c)).unwrap();
            let back = s.face_up.remove(k);
            s.deck.insert(0, back);
            s.face_up.push(card);
        }
    }
    s.phase = Phase::Execution { step, decision: Decision::ChooseCard { animal: Mammals, hex: h(0, -1) } };
    assert_eq!(s.pending().unwrap().seats.first(), Some(0));
    act_pending(&mut s, Action::TakeCard { card: Card::ColdSnap });
    assert_eq!((s.cubes_on(h(0, -1), Mammals), s.cubes_on(h(0, -1), Reptiles)), (2, 1));
    // Predator by the Mammals: the Reptiles' cube on the Desert goes too.
    s.phase = Phase::Execution { step, decision: Decision::ChooseCard { animal: Mammals, hex: h(0, -1) } };
    act_pending(&mut s, Action::TakeCard { card: Card::Predator });
    assert_eq!(s.cubes_on(h(1, 0), Reptiles), 0);
    assert_eq!(s.cubes_on(h(0, -1), Reptiles), 0);
    assert_eq!(pending_animal(&s), Mammals);
}

/// TV-21 / §13.2: each player's score is their lowest animal; N (75) beats M (70).
#[test]
fn tv21_multiple_animals_final_score() {
    let mut s = variant(2, &[Mammals, Reptiles, Birds, Amphibians, Arachnids, Insects]);
    for (a, v) in [(Mammals, 70), (Reptiles, 145), (Birds, 160), (Amphibians, 75), (Arachnids, 85), (Insects, 95)] {
        s.animals[a.idx()].vp = v;
    }
    assert_eq!(s.scores(), vec![70, 75]);
    s.phase = Phase::Over;
    let o = s.outcome().unwrap();
    assert_eq!(o.scores, vec![70, 75]);
    assert_eq!(o.winners, vec![1]);
    assert_eq!(o.ranking, vec![1, 0]);
    // Per-animal results: all six animals, each with its own total and controlling seat.
    let roles: Vec<(String, u64, u64)> = o.detail["roles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["role"].as_str().unwrap().to_string(), r["seat"].as_u64().unwrap(), r["score"].as_u64().unwrap()))
        .collect();
    let expect = [("mammals", 0, 70), ("reptiles", 0, 145), ("birds", 0, 160), ("amphibians", 1, 75), ("arachnids", 1, 85), ("insects", 1, 95)];
    assert_eq!(roles, expect.map(|(r, s, v)| (r.to_string(), s, v)).to_vec());
}

/// §13.2 [PD] G22: tie on the lowest → second-lowest decides; all equal → the player whose
/// lowest animal is higher in the food chain.
#[test]
fn s13_2_tie_breaks() {
    let mut s = variant(2, &[Mammals, Reptiles, Birds, Amphibians, Arachnids, Insects]);
    s.phase = Phase::Over;
    for (a, v) in [(Mammals, 70), (Reptiles, 80), (Birds, 90), (Amphibians, 70), (Arachnids, 85), (Insects, 86)] {
        s.animals[a.idx()].vp = v;
    }
    assert_eq!(s.outcome().unwrap().winners, vec![1]);
    for (a, v) in [(Mammals, 90), (Reptiles, 80), (Birds, 70), (Amphibians, 70), (Arachnids, 80), (Insects, 90)] {
        s.animals[a.idx()].vp = v;
    }
    // Lowest: Birds (seat 0) vs Amphibians (seat 1): Birds are higher in the food chain.
    assert_eq!(s.outcome().unwrap().winners, vec![0]);
}

/// TV-22 / §13.3: cubes = min(key discs, 3) per non-tundra starting tile; VP = N − cubes.
#[test]
fn tv22_alternative_setup() {
    let mut s = blank(&Animal::ALL);
    let draws = [Meat, Meat, Sun, Water, Water, Water, Grass, Seed, Grub, Meat, Sun, Grass];
    for (i, e) in draws.into_iter().enumerate() {
        let c = Corner::from_positions(data::START_ELEMENTS[i].0).unwrap();
        s.elements[c.idx()] = Some(e);
        s.bag[e.idx()] -= 1;
    }
    s.random_start_cubes();
    s.recompute_dominance_all();
    s.check().unwrap();
    let ring = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]; // W, Sa, D, M, F, J
    let table = |a: Animal| ring.map(|(q, r)| s.cubes_on(h(q, r), a));
    assert_eq!(table(Mammals), [2, 1, 0, 1, 1, 1]);
    assert_eq!(table(Reptiles), [1, 1, 1, 0, 0, 1]);
    assert_eq!(table(Birds), [0, 0, 1, 1, 0, 0]);
    assert_eq!(table(Amphibians), [1, 2, 2, 1, 0, 0]);
    assert_eq!(table(Arachnids), [0, 0, 0, 0, 1, 1]);
    assert_eq!(table(Insects), [0, 0, 0, 1, 2, 1]);
    let vps = Animal::ALL.map(|a| s.animals[a.idx()].vp);
    assert_eq!(vps, [0, 2, 4, 0, 4, 2]);
    assert_eq!(s.tile_elements(h(0, -1)), [2, 1, 0, 1, 0, 0]);
}

/// §13.3 / §14.3: the 31-tile shuffle fills C, N, …, NW then the stacks; 12 draws fill
/// P1…P12 from a full bag of 120; C is tundra whatever its terrain.
#[test]
fn s13_3_random_setup_consumption_order() {
    let opts = Options { animals: Some(Animal::ALL.to_vec()), random_setup: true, ..Options::default() };
    let s = State::setup(6, &opts, 12).unwrap();
    let mut rng = SplitMix64::new(12);
    let mut tiles: Vec<Terrain> = Vec::new();
    for t in Terrain::LARGE {
        tiles.extend(std::iter::repeat_n(t, t.large_tiles() as usize));
    }
    rng.shuffle(&mut tiles);
    for (i, &((q, r), _)) in data::START_TILES.iter().enumerate() {
        assert_eq!(s.tiles[h(q, r).idx()], Some(tiles[i]));
    }
    assert_eq!(s.stacks[0], tiles[7..15].to_vec());
    assert_eq!(s.terrain(h(0, 0)), Some(Terrain::Tundra));
    let mut cards: Vec<Card> = Card::ALL.iter().copied().filter(|&c| c != Card::IceAge).collect();
    rng.shuffle(&mut cards);
    let mut bag = [20u8; 6];
    for i in 0..12 {
        let e = state::draw_from(&mut bag, &mut rng);
        let c = Corner::from_positions(data::START_ELEMENTS[i].0).unwrap();
        assert_eq!(s.element_at(c), e);
    }
    assert_eq!(s.bag.iter().map(|&n| u32::from(n)).sum::<u32>(), 96);
    let on_earth: Vec<u32> =
        Animal::ALL.iter().map(|&a| Hex::all().map(|x| u32::from(s.cubes_on(x, a))).sum()).collect();
    let n = *on_earth.iter().max().unwrap();
    for a in Animal::ALL {
        assert_eq!(s.animals[a.idx()].vp, n - on_earth[a.idx()]);
    }
    let _ = corner;
}
