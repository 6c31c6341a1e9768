//! Setup and Planning scenarios (docs/rules/dominant-species.md §3–§5.1, §14, TV-1, TV-23).

use super::*;
use crate::engine::{ErrorCode, Game, SplitMix64};

mod cards;
mod exec;
mod games;
mod labels;
mod variants;
mod words_fixture;

fn hex(q: i8, r: i8) -> Hex {
    Hex::at(q, r).expect("board hex")
}

fn all_six() -> Options {
    Options { animals: Some(Animal::ALL.to_vec()), ..Options::default() }
}

/// TV-1: the initial 6-player state, tile by tile.
#[test]
#[allow(clippy::type_complexity)]
fn tv1_initial_state_six_players() {
    let s = State::setup(6, &all_six(), 1).unwrap();
    use Animal::*;
    let expect: [((i8, i8), Terrain, [(Animal, u8, u32); 3], Animal); 6] = [
        ((0, -1), Terrain::Wetland, [(Amphibians, 2, 6), (Insects, 1, 2), (Arachnids, 1, 2)], Amphibians),
        ((1, -1), Terrain::Savannah, [(Insects, 2, 4), (Amphibians, 1, 3), (Reptiles, 1, 2)], Insects),
        ((1, 0), Terrain::Desert, [(Reptiles, 2, 4), (Insects, 1, 2), (Mammals, 1, 2)], Reptiles),
        ((0, 1), Terrain::Mountain, [(Mammals, 2, 4), (Birds, 1, 2), (Reptiles, 1, 2)], Mammals),
        ((-1, 1), Terrain::Forest, [(Birds, 2, 4), (Arachnids, 1, 2), (Mammals, 1, 2)], Birds),
        ((-1, 0), Terrain::Jungle, [(Arachnids, 2, 4), (Amphibians, 1, 3), (Birds, 1, 2)], Arachnids),
    ];
    for ((q, r), terrain, occupants, dominant) in expect {
        let h = hex(q, r);
        assert_eq!(s.terrain(h), Some(terrain));
        let total: u8 = Animal::ALL.iter().map(|&a| s.cubes_on(h, a)).sum();
        assert_eq!(total, 4, "{terrain:?} holds 4 cubes");
        for (a, n, m) in occupants {
            assert_eq!(s.cubes_on(h, a), n, "{a:?} cubes on {terrain:?}");
            assert_eq!(s.match_count(a, h), m, "m({a:?}, {terrain:?})");
        }
        assert_eq!(s.dominant[h.idx()], Some(dominant));
        assert_eq!(s.compute_dominant(h), Some(dominant));
    }
    let c = hex(0, 0);
    assert_eq!(s.terrain(c), Some(Terrain::Tundra));
    assert_eq!(s.tile_elements(c), [1, 1, 1, 1, 1, 1]);
    assert!(Animal::ALL.iter().all(|&a| s.cubes_on(c, a) == 0));
    for h in Hex::all() {
        for a in Animal::ALL {
            assert!(!s.endangered(a, h));
        }
    }
    assert_eq!(s.survival_controller(), None);
    for a in Animal::ALL {
        assert_eq!(s.animals[a.idx()].gene_pool, 30);
        assert_eq!(s.animals[a.idx()].vp, 0);
    }
    assert_eq!(s.initiative, vec![Insects, Arachnids, Amphibians, Birds, Reptiles, Mammals]);
    // 108 in the bag before the 12 display draws, 96 after.
    assert_eq!(s.bag.iter().map(|&n| u32::from(n)).sum::<u32>(), 96);
    s.check().unwrap();
}

/// §3.5: the resulting elements per starting tile.
#[test]
fn s3_5_starting_elements_per_tile() {
    let s = State::setup(6, &all_six(), 3).unwrap();
    // Meat, Sun, Seed, Water, Grub, Grass
    assert_eq!(s.tile_elements(hex(0, -1)), [0, 0, 0, 2, 1, 1]); // wetland
    assert_eq!(s.tile_elements(hex(1, -1)), [0, 1, 0, 1, 0, 2]); // savannah
    assert_eq!(s.tile_elements(hex(1, 0)), [1, 2, 0, 0, 0, 1]); // desert
    assert_eq!(s.tile_elements(hex(0, 1)), [2, 1, 1, 0, 0, 0]); // mountain
    assert_eq!(s.tile_elements(hex(-1, 1)), [1, 0, 2, 0, 1, 0]); // forest
    assert_eq!(s.tile_elements(hex(-1, 0)), [0, 0, 1, 1, 2, 0]); // jungle
}

/// §4.6 / §4.7: pawns, cubes and gene pools by player count; §4.4 five face-up cards with
/// Ice Age at the bottom; §4.3 three stacks of 8 with face-up tops; §4.5 twelve display discs.
#[test]
fn s4_setup_for_every_player_count() {
    for (players, aps, pool) in [(2u8, 7u8, 50u8), (3, 6, 45), (4, 5, 40), (5, 4, 35), (6, 3, 30)] {
        let s = State::setup(players, &Options::default(), 11 + u64::from(players)).unwrap();
        s.check().unwrap();
        let playing: Vec<Animal> = s.animals_in_play().collect();
        assert_eq!(playing.len(), players as usize);
        for &a in &playing {
            let st = &s.animals[a.idx()];
            assert_eq!((st.aps, st.set_aside, st.gene_pool), (aps, 10 - aps, pool));
            let on_earth: u32 = Hex::all().map(|h| u32::from(s.cubes_on(h, a))).sum();
            assert_eq!(on_earth, 4);
            // Every animal starts dominant on its 2-cube tile (§4.7).
            let home = Hex::all().find(|&h| s.cubes_on(h, a) == 2).unwrap();
            assert_eq!(s.dominant[home.idx()], Some(a), "{a:?} dominant at home with {players} players");
        }
        // Seats 0..players each control one animal.
        let mut seats: Vec<u8> = playing.iter().map(|&a| s.seat_of(a)).collect();
        seats.sort();
        assert_eq!(seats, (0..players).collect::<Vec<_>>());
        // Initiative: reverse food chain among the animals in play.
        let mut expected = playing.clone();
        expected.reverse();
        assert_eq!(s.initiative, expected);
        assert_eq!(s.face_up.len(), 5);
        assert_eq!(s.deck.len(), 21);
        assert_eq!(s.deck.last(), Some(&Card::IceAge));
        assert!(!s.face_up.contains(&Card::IceAge));
        for st in &s.stacks {
            assert_eq!(st.len(), 8);
        }
        assert_eq!(s.stack_face_up, [true; 3]);
        let drawn = [s.adaptation_row, s.abundance_row, s.wanderlust_row];
        assert!(drawn.iter().all(|row| row.iter().all(|e| e.is_some())));
        assert_eq!(s.regression_box.iter().chain(&s.wasteland_box).chain(&s.depletion_box).sum::<u8>(), 0);
        assert_eq!(s.tundra_supply, 11);
        // §1.2: the stacks hold Sea×6 and 3 of every other terrain.
        let mut n = [0u8; 8];
        for t in s.stacks.iter().flatten() {
            n[t.idx()] += 1;
        }
        assert_eq!(&n[..7], &[6, 3, 3, 3, 3, 3, 3]);
    }
}

/// §14.3: the seed fixes the whole setup; another seed changes it.
#[test]
fn s14_same_seed_same_setup() {
    let a = State::setup(4, &Options::default(), 99).unwrap();
    let b = State::setup(4, &Options::default(), 99).unwrap();
    let c = State::setup(4, &Options::default(), 100).unwrap();
    assert_eq!(a, b);
    assert_eq!(a.state_hash(), b.state_hash());
    assert_ne!(a.state_hash(), c.state_hash());
}

/// §14.3 order of randomness: with explicit animals, the tile shuffle comes first, then the
/// cards, then the 12 display draws; reproduced here with the generator by hand.
#[test]
fn s14_3_consumption_order() {
    let s = State::setup(6, &all_six(), 5).unwrap();
    let mut rng = SplitMix64::new(5);
    let mut tiles: Vec<Terrain> = Vec::new();
    for (t, n) in [
        (Terrain::Sea, 6),
        (Terrain::Wetland, 3),
        (Terrain::Savannah, 3),
        (Terrain::Jungle, 3),
        (Terrain::Forest, 3),
        (Terrain::Desert, 3),
        (Terrain::Mountain, 3),
    ] {
        tiles.extend(std::iter::repeat_n(t, n));
    }
    rng.shuffle(&mut tiles);
    assert_eq!(s.stacks[0], tiles[0..8].to_vec());
    assert_eq!(s.stacks[2], tiles[16..24].to_vec());
    let mut cards: Vec<Card> = Card::ALL.iter().copied().filter(|&c| c != Card::IceAge).collect();
    rng.shuffle(&mut cards);
    assert_eq!(s.face_up, cards[..5].to_vec());
    let mut bag = [18u8; 6];
    let first = state::draw_from(&mut bag, &mut rng);
    assert_eq!(s.adaptation_row[0], first);
}

/// §14.4: random assignment shuffles the six animals and deals them in seat order.
#[test]
fn s14_4_random_animals() {
    let s = State::setup(3, &Options::default(), 21).unwrap();
    let mut all = Animal::ALL;
    SplitMix64::new(21).shuffle(&mut all);
    for (seat, a) in all[..3].iter().enumerate() {
        assert_eq!(s.controller[a.idx()], Some(seat as u8));
    }
    for a in &all[3..] {
        assert_eq!(s.controller[a.idx()], None);
    }
}

/// §13.2 multiple animals: six animals, 3 APs and 30 gene-pool cubes each, consecutive deal.
#[test]
fn s13_2_multiple_animals_setup() {
    let opts = Options { multiple_animals: true, ..Options::default() };
    let s = State::setup(2, &opts, 8).unwrap();
    assert_eq!(s.animals_in_play().count(), 6);
    for a in Animal::ALL {
        assert_eq!((s.animals[a.idx()].aps, s.animals[a.idx()].gene_pool), (3, 30));
    }
    let seats: Vec<u8> = Animal::ALL.iter().map(|&a| s.seat_of(a)).collect();
    assert_eq!(seats.iter().filter(|&&x| x == 0).count(), 3);
    assert!(State::setup(4, &opts, 1).is_err());
}

/// Invalid setups are typed errors, never panics.
#[test]
fn invalid_setups_are_rejected() {
    for players in [0u8, 1, 7, 200] {
        assert_eq!(State::setup(players, &Options::default(), 1).unwrap_err().code, ErrorCode::InvalidRequest);
    }
    let dup = Options { animals: Some(vec![Animal::Birds, Animal::Birds]), ..Options::default() };
    assert!(State::setup(2, &dup, 1).is_err());
    let short = Options { animals: Some(vec![Animal::Birds]), ..Options::default() };
    assert!(State::setup(2, &short, 1).is_err());
}

fn place(s: &mut State, space: &str) -> Result<Vec<Effect>, crate::engine::RuleError> {
    let seat = s.pending().unwrap().seats.first().unwrap();
    s.apply(seat, &Action::PlaceAp { space: Space::parse(space).unwrap() })
}

/// §5.1: placement in initiative order, one AP at a time, cycling; occupied spaces refused
/// with the state unchanged; the wrong seat refused.
#[test]
fn s5_1_planning_order_and_occupied_spaces() {
    let mut s = State::setup(3, &Options { animals: Some(vec![Animal::Mammals, Animal::Birds, Animal::Insects]), ..Default::default() }, 4).unwrap();
    // Initiative: Insects (seat 2), Birds (seat 1), Mammals (seat 0).
    assert_eq!(s.pending().unwrap().seats.first(), Some(2));
    assert_eq!(s.legal_actions(2).len(), 41);
    assert!(s.legal_actions(0).is_empty());
    let err = s.apply(0, &Action::PlaceAp { space: Space::INI }).unwrap_err();
    assert_eq!(err.code, ErrorCode::NotYourTurn);
    place(&mut s, "INI").unwrap();
    assert_eq!(s.pending().unwrap().seats.first(), Some(1));
    let before = s.state_hash();
    let err = place(&mut s, "INI").unwrap_err();
    assert_eq!(err.code, ErrorCode::IllegalAction);
    assert_eq!(err.rule, Some(rule!("§5.1")));
    assert_eq!(s.state_hash(), before, "a rejected action changes nothing");
    assert!(!s.legal_actions(1).contains(&Action::PlaceAp { space: Space::INI }));
    place(&mut s, "ADA-1").unwrap();
    place(&mut s, "ADA-2").unwrap();
    // Back to Insects.
    assert_eq!(s.pending().unwrap().seats.first(), Some(2));
    assert_eq!(s.spaces[Space::INI.idx()], Some(Animal::Insects));
    assert_eq!(s.animals[Animal::Insects.idx()].aps, 5);
}

/// §5.1 rule 2: an animal out of APs is skipped; Planning ends when every AP is placed.
#[test]
fn s5_1_players_out_of_pawns_are_skipped() {
    let mut s = State::setup(2, &Options { animals: Some(vec![Animal::Mammals, Animal::Birds]), ..Default::default() }, 4).unwrap();
    s.animals[Animal::Birds.idx()].aps = 1;
    s.animals[Animal::Birds.idx()].set_aside = 9;
    // Birds first (reverse food chain), then Mammals; after Birds' only AP, Mammals place alone.
    place(&mut s, "DOM-1").unwrap();
    let mut placed = 0;
    while let Phase::Planning { .. } = s.phase {
        assert_eq!(s.pending().unwrap().seats.first(), Some(0));
        let a = s.legal_actions(0)[0];
        s.apply(0, &a).unwrap();
        placed += 1;
    }
    assert_eq!(placed, 7);
    assert_eq!(s.animals[Animal::Mammals.idx()].aps, 0);
    s.check().unwrap();
}

/// §5.1 rule 6: WAN-k closes while fewer than k stacks have a face-up tile.
#[test]
fn s5_1_wanderlust_spaces_close_with_the_stacks() {
    let mut s = State::setup(2, &Options::default(), 4).unwrap();
    s.stack_face_up = [true, false, false];
    let seat = s.pending().unwrap().seats.first().unwrap();
    let legal = s.legal_actions(seat);
    assert!(legal.contains(&Action::PlaceAp { space: Space::WAN[0] }));
    assert!(!legal.contains(&Action::PlaceAp { space: Space::WAN[1] }));
    let err = place(&mut s, "WAN-2").unwrap_err();
    assert_eq!(err.code, ErrorCode::IllegalAction);
}

/// §5.1 rule 5: with no vacant space left, the remaining APs stay in supply.
#[test]
fn s5_1_planning_ends_when_no_space_is_vacant() {
    let mut s = State::setup(2, &Options { animals: Some(vec![Animal::Mammals, Animal::Birds]), ..Default::default() }, 4).unwrap();
    // Occupy every space but INI and ADA-1 by hand; Mammals have no APs left to place.
    for sp in Space::all().skip(2) {
        s.spaces[sp.idx()] = Some(Animal::Mammals);
    }
    s.animals[Animal::Mammals.idx()].aps = 0;
    place(&mut s, "INI").unwrap(); // Birds
    // Mammals have no APs: Birds place again on the last space, then Planning ends.
    place(&mut s, "ADA-1").unwrap();
    assert!(matches!(s.phase, Phase::Execution { .. }));
    // Execution began: the INI AP found no other vacant space (§7.1) and went back to supply,
    // and the ADA-1 AP was returned when reached (§5.2); Adaptation now waits for Birds.
    assert_eq!(s.animals[Animal::Birds.idx()].aps, 7);
    assert_eq!(s.pending().unwrap().kind, "adaptation");
}

/// snapshot → restore gives the same state and hash; a corrupted snapshot is refused.
#[test]
fn snapshot_round_trip_and_validation() {
    let mut s = State::setup(5, &Options::default(), 77).unwrap();
    place(&mut s, "GLA-1").unwrap();
    let snap = s.snapshot();
    let r = State::restore(&snap).unwrap();
    assert_eq!(r.state_hash(), s.state_hash());
    let mut bad: serde_json::Value = serde_json::from_str(&snap).unwrap();
    bad["bag"][0] = serde_json::json!(19);
    assert_eq!(State::restore(&bad.to_string()).unwrap_err().code, ErrorCode::InvalidRequest);
    assert!(State::restore("{").is_err());
    // A phase that cannot arise is refused: the Reset phase waits only for the mammals' save,
    // and Execution never stops on its Reset step.
    let mut bad: serde_json::Value = serde_json::from_str(&snap).unwrap();
    bad["phase"] = serde_json::json!({"phase": "reset", "decision": {"kind": "domination", "animal": s.initiative[0]}});
    assert_eq!(State::restore(&bad.to_string()).unwrap_err().code, ErrorCode::InvalidRequest);
    let reset_step = super::rules::STEPS.len() - 1;
    bad["phase"] = serde_json::json!({"phase": "execution", "step": reset_step, "decision": {"kind": "domination", "animal": s.initiative[0]}});
    assert_eq!(State::restore(&bad.to_string()).unwrap_err().code, ErrorCode::InvalidRequest);
    bad["phase"] = serde_json::json!({"phase": "execution", "step": 0, "decision": {"kind": "mammal_save", "animal": s.initiative[0]}});
    assert_eq!(State::restore(&bad.to_string()).unwrap_err().code, ErrorCode::InvalidRequest);
}

/// The view hides the stack and deck order from everyone but an omniscient viewer.
#[test]
fn view_hides_stack_and_deck_order() {
    let s = State::setup(4, &Options::default(), 5).unwrap();
    let v = s.view(crate::engine::Viewer::Seat(0));
    assert!(v["wanderlust_stacks"][0].get("order").is_none());
    assert!(v["dominance_cards"].get("order").is_none());
    assert!(v.to_string().find("rng").is_none());
    let o = s.view(crate::engine::Viewer::Omniscient);
    assert_eq!(o["dominance_cards"]["order"].as_array().unwrap().len(), 21);
}

/// TV-23 / §14.1: the SplitMix64 reference outputs and the seed-1 shuffle, through the
/// generator this game keeps in its state.
#[test]
fn tv23_splitmix64_reference() {
    let mut r = SplitMix64::new(0);
    assert_eq!([r.next_u64(), r.next_u64(), r.next_u64()], [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]);
    let mut r = SplitMix64::new(42);
    assert_eq!([r.next_u64(), r.next_u64(), r.next_u64()], [0xBDD732262FEB6E95, 0x28EFE333B266F103, 0x47526757130F9F52]);
    let mut a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    SplitMix64::new(1).shuffle(&mut a);
    assert_eq!(a, [4, 2, 8, 1, 9, 3, 0, 6, 7, 5]);
    let s = State::setup(6, &all_six(), 0).unwrap();
    assert_ne!(s.rng, SplitMix64::new(0), "setup consumed the generator kept in the state");
}

/// §14.1 / §14.2: a bag draw is `nextInt(total)`, and nextInt(1) still takes one output of
/// the generator (limit = 2^64, so one `next()`): drawing the last disc consumes it; an
/// empty bag draws nothing and consumes nothing.
#[test]
fn s14_2_drawing_the_last_disc_consumes_one_output() {
    let mut bag = [0, 0, 0, 1, 0, 0];
    let mut rng = SplitMix64::new(9);
    assert_eq!(state::draw_from(&mut bag, &mut rng), Some(Element::Water));
    let mut expected = SplitMix64::new(9);
    expected.next_u64();
    assert_eq!(rng, expected);
    assert_eq!(state::draw_from(&mut bag, &mut rng), None);
    assert_eq!(rng, expected);
    // Two discs: nextInt(2) as usual.
    let mut bag = [1, 0, 0, 0, 0, 1];
    let mut rng = SplitMix64::new(9);
    let want = if SplitMix64::new(9).next_u64().is_multiple_of(2) { Element::Meat } else { Element::Grass };
    assert_eq!(state::draw_from(&mut bag, &mut rng), Some(want));
}
