//! la-isla §4 set-up, §5 island data, §11.6 card list.

use crate::engine::Game;

use super::super::cards::{parse_cards, Card, Function, CARDS_JSON};
use super::super::island::default_island;
use super::super::types::{Colour, Phase, Species};
use super::helpers::*;

/// docs/rules/la-isla.md §13 TV-01: seed 42, 4 players, FULL, random first player.
#[test]
fn tv01_seed_42_setup() {
    let s = game(4, 42);
    assert_eq!(s.island.layout, ["T1", "T10", "T6", "T9", "T7", "T5", "T8", "T3", "T2", "T4"]);
    let expected = "Z0 PIKA, Z1 PIKA, Z2 DODO, Z3 FROG, Z4 MOTH; I0 FOSSA, I1 FOSSA, I2 PIKA, I3 FOSSA, I4 FOSSA, I5 FROG, I6 DODO, I7 FROG, I8 PIKA, I9 MOTH; W0 PIKA, W1 DODO, W2 DODO, W3 MOTH, W4 FOSSA, W5 MOTH, W6 FROG, W7 PIKA, W8 MOTH, W9 MOTH; E0 FOSSA, E1 DODO, E2 MOTH, E3 FROG, E4 PIKA, E5 FOSSA, E6 DODO, E7 DODO, E8 FROG, E9 FROG";
    for item in expected.split([',', ';']) {
        let (r, z) = item.trim().split_once(' ').unwrap();
        let z: Species = serde_json::from_value(serde_json::json!(z)).unwrap();
        assert_eq!(s.tiles[region(&s, r)], Some(z), "region {r}");
    }
    let large: Vec<Species> = s.players.iter().map(|p| p.large_tile).collect();
    assert_eq!(large, [Species::Fossa, Species::Dodo, Species::Frog, Species::Pika]);
    assert_eq!(s.first_player, 3);
    let hands: Vec<Vec<String>> = s.players.iter().map(|p| p.hand.iter().map(|c| c.to_string()).collect()).collect();
    assert_eq!(hands[3], ["L1-101", "L1-052", "L2-056"]);
    assert_eq!(hands[0], ["L1-022", "L1-007", "L1-024"]);
    assert_eq!(hands[1], ["L2-039", "L1-084", "L2-004"]);
    assert_eq!(hands[2], ["L1-096", "L1-002", "L1-009"]);
    assert_eq!(s.deck.len(), 180 - 12);
    for p in &s.players {
        assert_eq!(p.vp, 0);
        assert_eq!(p.resources, [1; 5]);
        assert_eq!(p.supply, 5);
        assert_eq!(p.slots.len(), 3);
    }
    assert_eq!(s.general_explorers, [2, 2, 2, 2]);
    assert_eq!(s.steps, [0; 5]);
    assert_eq!(s.phase, Phase::Card);
    assert_eq!(s.round, 1);
    s.validate().unwrap();
}

/// docs/rules/la-isla.md §11.5–§11.6: the card list is the normative one — 120 value-1 and 60
/// value-2 cards, resource = n mod 5, animal = (n + 2·floor(n/5)) mod 5 in each group,
/// 36 cards per colour and per species, 69 distinct functions.
#[test]
fn s11_card_list_follows_the_formula() {
    let cards = parse_cards(CARDS_JSON).unwrap();
    assert_eq!(cards.len(), 180);
    let mut per_colour = [0; 5];
    let mut per_species = [0; 5];
    let mut functions: Vec<Function> = Vec::new();
    for (i, c) in cards.iter().enumerate() {
        let n = if i < 120 { i } else { i - 120 };
        assert_eq!(c.resource, Colour::ALL[n % 5], "{}", c.id);
        assert_eq!(c.animal, Species::ALL[(n + 2 * (n / 5)) % 5], "{}", c.id);
        assert_eq!(c.value, if i < 120 { 1 } else { 2 });
        assert_eq!(c.function.code().starts_with('F'), i < 120, "{}", c.id);
        per_colour[c.resource.idx()] += 1;
        per_species[c.animal.idx()] += 1;
        if !functions.contains(&c.function) {
            functions.push(c.function);
        }
        assert_eq!(Card(i as u8).to_string(), c.id);
        assert_eq!(Card::parse(&c.id), Some(Card(i as u8)));
    }
    assert_eq!(per_colour, [36; 5]);
    assert_eq!(per_species, [36; 5]);
    assert_eq!(functions.len(), 69);
    // §11.2 copies per parameter value.
    let copies = |f: Function| cards.iter().filter(|c| c.function == f).count();
    assert_eq!(copies(Function::LandscapeVp(super::super::types::Landscape::Desert)), 3);
    assert_eq!(copies(Function::SymbolDiscount(super::super::types::Symbol::Rope)), 1);
    assert_eq!(copies(Function::SecondMove), 5);
    assert_eq!(Card::parse("L1-121"), None);
    assert_eq!(Card::parse("L2-000"), None);
    assert_eq!(Card::parse("L3-001"), None);
}

/// docs/rules/la-isla.md §5.2–§5.6: 50 spaces, 35 regions (15×2, 10×3, 10×4, values sum to
/// 100), every space borders two regions, each (landscape, symbol) pair twice; R0 table rows.
#[test]
fn s5_island_geometry_in_layout_r0() {
    let mut s = game(2, 1);
    use_r0(&mut s);
    let isl = &s.island;
    assert_eq!(isl.spaces.len(), 50);
    assert_eq!(isl.regions.len(), 35);
    let count = |v: u8| isl.regions.iter().filter(|r| r.value == v).count();
    assert_eq!((count(2), count(3), count(4)), (15, 10, 10));
    assert_eq!(isl.regions.iter().map(|r| r.value as u32).sum::<u32>(), 100);
    for sp in &isl.spaces {
        assert_eq!(sp.regions.len(), 2, "{}", sp.id);
    }
    let mut pairs = [[0; 5]; 5];
    for sp in &isl.spaces {
        pairs[sp.landscape.idx()][sp.symbol.idx()] += 1;
    }
    assert_eq!(pairs, [[2; 5]; 5]);
    let order: Vec<&str> = isl.regions.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(&order[..6], ["Z0", "Z1", "Z2", "Z3", "Z4", "I0"]);
    assert_eq!(&order[15..17], ["W0", "W1"]);
    assert_eq!(order[34], "E9");
    let ids = |r: &str| -> Vec<String> {
        isl.regions[region(&s, r)].spaces.iter().map(|&i| isl.spaces[i as usize].id.clone()).collect()
    };
    assert_eq!(ids("W9"), ["P9M1", "P9O1", "P0O0", "P0M0"]);
    assert_eq!(ids("I4"), ["C4", "P4M0", "P4M1"]);
    // §5.6 rows.
    let row = |id: &str| {
        let sp = &isl.spaces[space(&s, id) as usize];
        (
            sp.landscape,
            sp.colour(),
            sp.symbol,
            sp.regions.iter().map(|&r| isl.regions[r as usize].id.clone()).collect::<Vec<_>>(),
        )
    };
    use super::super::types::{Landscape as L, Symbol as S};
    assert_eq!(row("P0M0"), (L::Grassland, Colour::Green, S::Backpack, vec!["I0".to_string(), "W9".to_string()]));
    assert_eq!(row("P3O1"), (L::Mountain, Colour::Grey, S::Hat, vec!["W3".to_string(), "E3".to_string()]));
    assert_eq!(row("P9O1"), (L::Desert, Colour::Yellow, S::Hat, vec!["W9".to_string(), "E9".to_string()]));
    assert_eq!(row("C4"), (L::Swamp, Colour::Brown, S::Backpack, vec!["Z2".to_string(), "I4".to_string()]));
}

/// docs/rules/la-isla.md §5: the island may be overridden through the options; a bad
/// override is rejected with a clear error.
#[test]
fn s5_island_override_option() {
    use super::super::Options;
    use crate::engine::Game as _;
    let mut data = default_island().unwrap();
    data.pieces[0].spaces[0].landscape = super::super::types::Landscape::Swamp;
    let opts = Options { island: Some(data.clone()), first_player: Some(0), ..Options::default() };
    let s = super::super::State::new(2, &opts, 5).unwrap();
    let t1 = s.island.layout.iter().position(|p| p == "T1").unwrap();
    let sp = &s.island.spaces[space(&s, &format!("P{t1}M0")) as usize];
    assert_eq!(sp.landscape, super::super::types::Landscape::Swamp);
    // A region whose value does not match its spaces.
    let mut bad = default_island().unwrap();
    bad.centre.regions[0].value = 3;
    let err = super::super::State::new(2, &Options { island: Some(bad), ..Options::default() }, 5).unwrap_err();
    assert!(err.detail_text().contains("Z0") && err.detail_text().contains("value 3"), "{}", err.detail_text());
    // Unknown space reference.
    let mut bad = default_island().unwrap();
    bad.position_regions[0].spaces[0] = "X{k}".into();
    let err = super::super::State::new(2, &Options { island: Some(bad), ..Options::default() }, 5).unwrap_err();
    assert!(err.detail_text().contains("unknown space"), "{}", err.detail_text());
    // Wrong number of regions.
    let mut bad = default_island().unwrap();
    bad.centre.regions.pop();
    let err = super::super::State::new(2, &Options { island: Some(bad), ..Options::default() }, 5).unwrap_err();
    assert!(err.detail_text().contains("34 jungle regions"), "{}", err.detail_text());
    // Through the JSON face: unknown fields are refused.
    let e = crate::games::new_game(
        "la-isla",
        2,
        &serde_json::json!({"island": {"centre": {"spaces": []}, "pieces": [], "bogus": 1}}),
        1,
    );
    assert!(e.is_err());
    // A bad first player.
    let e = super::super::State::new(3, &Options { first_player: Some(3), ..Options::default() }, 1).unwrap_err();
    assert!(e.detail_text().contains("first_player"));
}

/// docs/rules/la-isla.md §4.3 S6: a host-chosen first player skips RNG use #4, so the deck
/// differs from the random-first-player game with the same seed; BASIC has 120 cards.
#[test]
fn s4_options_first_player_and_basic_deck() {
    let s = game_first(4, 42, 3);
    assert_eq!(s.first_player, 3);
    assert_ne!(s.players[3].hand, game(4, 42).players[3].hand);
    let b = super::super::State::new(
        2,
        &super::super::Options { card_set: super::super::types::CardSet::Basic, ..Default::default() },
        9,
    )
    .unwrap();
    assert_eq!(b.deck.len() + 6, 120);
    assert!(b.players.iter().flat_map(|p| &p.hand).chain(&b.deck).all(|c| c.0 < 120));
    b.validate().unwrap();
    for n in 2..=4u8 {
        let s = game(n, 7);
        assert_eq!(s.threshold, [7, 9, 11][n as usize - 2]);
        assert_eq!(s.general_explorers.len(), n as usize);
        let mut large: Vec<Species> = s.players.iter().map(|p| p.large_tile).collect();
        large.dedup();
        assert_eq!(large.len(), n as usize);
    }
}

#[test]
fn helper_space_indices_match_the_island() {
    let s = game(2, 3);
    for (i, spc) in s.island.spaces.iter().enumerate() {
        assert_eq!(sp(&spc.id) as usize, i);
    }
}

/// Compare a new game with a set-up computed independently from §4.3–§4.4 (a separate
/// SplitMix64 / Fisher–Yates transcription of the rules file): layout, region tiles,
/// large tiles, first player, hands drawn in turn order, the next deck cards, and the
/// per-player-count items of §4.2.
fn check_setup(
    s: &super::super::State,
    layout: &[&str],
    tiles: &str,
    large: &[&str],
    first: u8,
    hands: &[[&str; 3]],
    deck_top: &[&str],
) {
    let n = s.seats as usize;
    assert_eq!(s.island.layout, layout);
    for item in tiles.split(", ") {
        let (r, z) = item.split_once(' ').unwrap();
        let z: Species = serde_json::from_value(serde_json::json!(z)).unwrap();
        assert_eq!(s.tiles[region(s, r)], Some(z), "region {r}");
    }
    let got_large: Vec<serde_json::Value> = s.players.iter().map(|p| serde_json::json!(p.large_tile)).collect();
    assert_eq!(serde_json::json!(got_large), serde_json::json!(large));
    assert_eq!(s.first_player, first);
    for (seat, hand) in hands.iter().enumerate() {
        let got: Vec<String> = s.players[seat].hand.iter().map(|c| c.to_string()).collect();
        assert_eq!(got, hand, "seat {seat}");
    }
    let top: Vec<String> = s.deck.iter().take(deck_top.len()).map(|c| c.to_string()).collect();
    assert_eq!(top, deck_top);
    assert_eq!(s.deck.len() + 3 * n, s.card_set.size());
    assert_eq!(s.threshold, [7, 9, 11][n - 2]);
    assert_eq!(s.general_explorers, vec![2; n]);
    for p in &s.players {
        assert_eq!((p.vp, p.resources, p.supply, p.slots.len()), (0, [1; 5], 5, 3));
    }
    assert_eq!(s.steps, [0; 5]);
    s.validate().unwrap();
}

/// docs/rules/la-isla.md §4.2–§4.4: 2 players, BASIC, random first player (RNG use #4), seed 7.
#[test]
fn s4_two_players_basic_seed_7() {
    let s = super::super::State::new(
        2,
        &super::super::Options { card_set: super::super::types::CardSet::Basic, ..Default::default() },
        7,
    )
    .unwrap();
    check_setup(
        &s,
        &["T9", "T2", "T6", "T10", "T1", "T5", "T4", "T3", "T7", "T8"],
        "Z0 PIKA, Z1 FROG, Z2 FROG, Z3 FOSSA, Z4 MOTH, I0 PIKA, I1 PIKA, I2 FROG, I3 DODO, I4 DODO, I5 FOSSA, I6 PIKA, I7 DODO, I8 DODO, I9 FROG, W0 MOTH, W1 FOSSA, W2 DODO, W3 MOTH, W4 PIKA, W5 FOSSA, W6 DODO, W7 MOTH, W8 FOSSA, W9 MOTH, E0 FOSSA, E1 FROG, E2 FROG, E3 PIKA, E4 MOTH, E5 FOSSA, E6 FROG, E7 MOTH, E8 PIKA, E9 DODO",
        &["MOTH", "PIKA"],
        0,
        &[["L1-099", "L1-117", "L1-088"], ["L1-038", "L1-087", "L1-044"]],
        &["L1-002", "L1-006", "L1-096", "L1-051", "L1-052"],
    );
}

/// docs/rules/la-isla.md §4.2–§4.4: 3 players, FULL, host-chosen first player 1 (RNG use #4 skipped), seed 2024.
#[test]
fn s4_three_players_host_first_player_seed_2024() {
    let s = game_first(3, 2024, 1);
    check_setup(
        &s,
        &["T10", "T1", "T7", "T4", "T5", "T3", "T6", "T8", "T9", "T2"],
        "Z0 PIKA, Z1 PIKA, Z2 FROG, Z3 FROG, Z4 DODO, I0 FROG, I1 FROG, I2 MOTH, I3 PIKA, I4 FOSSA, I5 PIKA, I6 DODO, I7 FOSSA, I8 MOTH, I9 DODO, W0 DODO, W1 DODO, W2 DODO, W3 PIKA, W4 MOTH, W5 DODO, W6 FROG, W7 FOSSA, W8 FROG, W9 FROG, E0 MOTH, E1 MOTH, E2 FOSSA, E3 FOSSA, E4 PIKA, E5 PIKA, E6 FOSSA, E7 MOTH, E8 MOTH, E9 FOSSA",
        &["DODO", "MOTH", "FROG"],
        1,
        &[["L2-012", "L1-071", "L1-064"], ["L1-043", "L1-029", "L1-014"], ["L2-043", "L1-007", "L2-028"]],
        &["L1-054", "L1-006", "L1-104", "L1-086", "L1-044"],
    );
}
