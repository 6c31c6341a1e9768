//! §4 board data, §6 setup, §17 randomness, §0.2 options.

use super::super::board::{BoardData, BoardsFile};
use super::super::options::{FourPlayerBoard, Options};
use super::super::state::{State, Step};
use super::super::types::{Card, Gene, Terrain};
use super::helpers::*;
use crate::engine::{ErrorCode, Game, SplitMix64};

/// The four map sides exactly as printed in docs/rules/evo.md §4.3.2 (local coordinates).
const S: [&str; 9] = ["......", "....DP", "...DPH", "..DPHM", ".DPHMM", "..DPHM", "....DP", "......", "......"];
const MA: [&str; 9] = ["....DP", "...DPH", "..DPHM", ".DPHMM", "DPHMMH", ".DPHMP", "...DHP", "....DP", "......"];
const MB: [&str; 9] = ["PD....", "HPD...", "MHPD..", "MMHPD.", "HMMHPD", "MMHPD.", "HPD...", "PD....", "......"];
const L: [&str; 9] = ["PD....", "HPPD..", "MHHPD.", "MMHHPD", "HMMHPD", "MMHHPD", "HMHPD.", "PHPD..", "DP...."];

/// §4.3.1: odd-r neighbours.
fn neighbours(r: i32, c: i32) -> [(i32, i32); 6] {
    if r % 2 == 0 {
        [(r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c), (r + 1, c - 1), (r + 1, c)]
    } else {
        [(r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c), (r + 1, c + 1)]
    }
}

/// Derive a board from two map sides by the rules of §4.3.1 and compare with the data file.
fn check_assembled(name: &str, a: &[&str; 9], b: &[&str; 9], stars: &[(i32, i32)]) {
    let cell = |r: i32, c: i32| -> Option<char> {
        if !(0..9).contains(&r) || !(0..12).contains(&c) {
            return None;
        }
        let row = if c < 6 { a[r as usize] } else { b[r as usize] };
        let ch = row.as_bytes()[(c % 6) as usize] as char;
        (ch != '.').then_some(ch)
    };
    let data: &BoardData = &BoardsFile::default_boards().boards[name];
    let mut k = 0;
    for r in 0..9 {
        for c in 0..12 {
            let Some(ch) = cell(r, c) else { continue };
            let reg = &data.regions[k];
            k += 1;
            assert_eq!(reg.id, format!("r{r}c{c}"), "{name}: regions listed by row then column");
            let t = match ch {
                'D' => Terrain::Desert,
                'P' => Terrain::Plains,
                'H' => Terrain::Hills,
                _ => Terrain::Mountains,
            };
            assert_eq!(reg.terrain, t, "{name} {}", reg.id);
            let adj: Vec<String> = neighbours(r, c)
                .iter()
                .filter(|&&(x, y)| cell(x, y).is_some())
                .map(|&(x, y)| format!("r{x}c{y}"))
                .collect();
            assert_eq!(reg.adjacent, adj, "{name} {}", reg.id);
            let coastal = neighbours(r, c).iter().any(|&(x, y)| cell(x, y).is_none());
            assert_eq!(reg.coastal, coastal, "{name} {} coastal", reg.id);
            assert_eq!(reg.star, stars.contains(&(r, c)), "{name} {} star", reg.id);
        }
    }
    assert_eq!(k, data.regions.len(), "{name}: no extra regions");
}

/// docs/rules/evo.md §4.3 (PD-01, PD-02): the embedded data is the default geometry.
#[test]
fn s4_3_data_file_matches_default_maps() {
    check_assembled("S+MB", &S, &MB, &[(3, 2), (0, 7), (7, 7)]);
    check_assembled("S+L", &S, &L, &[(3, 2), (0, 7), (4, 11), (8, 6)]);
    check_assembled("MA+MB", &MA, &MB, &[(1, 3), (5, 1), (0, 7), (7, 7)]);
    check_assembled("MA+L", &MA, &L, &[(1, 3), (5, 1), (0, 7), (4, 11), (8, 6)]);
}

/// docs/rules/evo.md §4.3.3: region, terrain and coastal counts per configuration.
#[test]
fn s4_3_3_configuration_counts() {
    let cases: [(&str, [usize; 7]); 4] = [
        ("S+MB", [50, 14, 14, 11, 11, 26, 3]),
        ("S+L", [60, 15, 17, 16, 12, 30, 4]),
        ("MA+MB", [60, 16, 17, 14, 13, 28, 4]),
        ("MA+L", [70, 17, 20, 19, 14, 31, 5]),
    ];
    for (name, [regions, d, p, h, m, coastal, stars]) in cases {
        let data = &BoardsFile::default_boards().boards[name];
        let count = |t: Terrain| data.regions.iter().filter(|r| r.terrain == t).count();
        assert_eq!(data.regions.len(), regions, "{name}");
        assert_eq!(
            [count(Terrain::Desert), count(Terrain::Plains), count(Terrain::Hills), count(Terrain::Mountains)],
            [d, p, h, m],
            "{name}"
        );
        assert_eq!(data.regions.iter().filter(|r| r.coastal).count(), coastal, "{name}");
        assert_eq!(data.regions.iter().filter(|r| r.star).count(), stars, "{name}");
    }
}

/// docs/rules/evo.md §20 TV-21: neighbours and coasts of the default maps.
#[test]
fn tv21_board_geometry() {
    let five = table(5);
    let b = &five.board;
    let ids = |set: u128| -> Vec<String> { State::regions(set).map(|r| b.id(r).to_string()).collect() };
    let r4c5 = at(&five, "r4c5");
    assert_eq!(b.terrain(r4c5), Terrain::Hills);
    let mut n = ids(b.adjacent(r4c5));
    n.sort();
    assert_eq!(n, ["r3c4", "r3c5", "r4c4", "r4c6", "r5c4", "r5c5"]);
    assert!(!b.is_coastal(r4c5));
    let r3c6 = at(&five, "r3c6");
    assert_eq!(b.terrain(r3c6), Terrain::Mountains);
    let mut n = ids(b.adjacent(r3c6));
    n.sort();
    assert_eq!(n, ["r2c6", "r2c7", "r3c5", "r3c7", "r4c6", "r4c7"]);
    let terr: Vec<Terrain> = ["r3c5", "r3c7", "r2c6", "r2c7", "r4c6", "r4c7"].iter().map(|i| b.terrain(at(&five, i))).collect();
    use Terrain::*;
    assert_eq!(terr, [Mountains, Mountains, Mountains, Hills, Hills, Mountains]);

    let four = table(4);
    let r8c6 = at(&four, "r8c6");
    let mut n: Vec<String> = State::regions(four.board.adjacent(r8c6)).map(|r| four.board.id(r).to_string()).collect();
    n.sort();
    assert_eq!(n, ["r7c6", "r8c7"]);
    assert!(four.board.is_coastal(r8c6));
    let mut n = ids(b.adjacent(at(&five, "r8c6")));
    n.sort();
    assert_eq!(n, ["r7c5", "r7c6", "r8c7"]);
}

/// docs/rules/evo.md §4.2, §6.1: the board per player count and the 4-player switch (PD-03).
#[test]
fn s4_2_board_per_player_count_and_switch() {
    assert_eq!(table(3).board_name, "S+MB");
    assert_eq!(table(4).board_name, "S+L");
    assert_eq!(table(5).board_name, "MA+L");
    let alt = Options { four_player_board: FourPlayerBoard::TwoMedium, ..Options::default() };
    let s = table_with(4, &alt);
    assert_eq!(s.board_name, "MA+MB");
    assert_eq!(s.board.len(), 60);
    let opts: Options = serde_json::from_str(r#"{"four_player_board": "MA+MB"}"#).unwrap();
    assert_eq!(opts.four_player_board, FourPlayerBoard::TwoMedium);
    assert!(serde_json::from_str::<Options>(r#"{"four_player_board": "S+MB"}"#).is_err());
}

/// docs/rules/evo.md §6 (PD-42, PD-45): setup per player count.
#[test]
fn s6_setup() {
    for n in 3..=5u8 {
        let s = State::new(n, &Options::default(), 99).unwrap();
        s.validate().unwrap();
        assert_eq!(s.deck.len(), 26 - 3 * usize::from(n), "§6.1 cards left in the deck");
        assert_eq!(s.bag.len(), 62);
        assert_eq!(s.meteor, n, "§6.2 step 4");
        assert!(s.climate_after_setup_roll());
        for seat in 0..n {
            let p = s.player(seat);
            assert_eq!(p.hand.len(), 3);
            assert_eq!(p.ep, 6);
            assert_eq!(s.on_board(seat), 1);
            assert_eq!(p.supply, 9);
            let r = State::regions(s.dinos_of(seat)).next().unwrap();
            assert!(s.board.stars().contains(&r), "each player starts on a star");
        }
        assert_eq!(s.round, 1);
    }
    let ten = Options { starting_ep: 10, ..Options::default() };
    assert_eq!(State::new(3, &ten, 1).unwrap().player(0).ep, 10, "PD-06 switch");
}

impl State {
    /// Round 1: the climate was rolled once from position 0 (so it is 5, 0 or 1).
    fn climate_after_setup_roll(&self) -> bool {
        [5, 0, 1].contains(&self.climate)
    }
}

/// docs/rules/evo.md §17: the consumption order of setup — gene pile, event deck (dealt one
/// card at a time), start regions — reproduced by hand from the generator.
#[test]
fn s17_setup_consumption_order() {
    let seed = 2024;
    let s = State::set_up(4, &Options::default(), seed).unwrap();
    let mut rng = SplitMix64::new(seed);
    let mut bag = Gene::canonical_pile();
    rng.shuffle(&mut bag);
    let mut deck = Card::ALL.to_vec();
    rng.shuffle(&mut deck);
    let mut stars = s.board.stars().to_vec();
    rng.shuffle(&mut stars);
    assert_eq!(s.bag, bag);
    for seat in 0..4usize {
        let hand: Vec<Card> = s.players[seat].hand.iter().map(|h| h.card).collect();
        assert_eq!(hand, [deck[seat], deck[4 + seat], deck[8 + seat]], "PD-45 dealing");
        let r = State::regions(s.dinos_of(seat as u8)).next().unwrap();
        assert_eq!(r, stars[seat], "PD-42");
    }
    assert_eq!(s.deck, deck[12..]);
    assert_eq!(s.rng, rng, "nothing else consumed");
}

/// docs/rules/evo.md §17, PD-41: same seed ⇒ same game; another seed ⇒ another game.
#[test]
fn s17_determinism() {
    let a = State::new(4, &Options::default(), 5).unwrap();
    let b = State::new(4, &Options::default(), 5).unwrap();
    let c = State::new(4, &Options::default(), 6).unwrap();
    assert_eq!(a.state_hash(), b.state_hash());
    assert_ne!(a.state_hash(), c.state_hash());
}

/// docs/rules/evo.md §0.2: option validation and unknown fields.
#[test]
fn s0_2_options_are_validated() {
    let bad = |o: Options| State::new(3, &o, 1).expect_err("rejected");
    assert_eq!(bad(Options { starting_ep: 7, ..Options::default() }).code, ErrorCode::InvalidRequest);
    assert_eq!(bad(Options { use_blank_cards: true, ..Options::default() }).code, ErrorCode::InvalidRequest);
    let mut short = Options::default();
    short.round_track.last_space = 3;
    assert!(bad(short).detail_text().contains("last_space"));
    assert!(serde_json::from_str::<Options>(r#"{"no_such_switch": 1}"#).is_err());
    assert!(State::new(2, &Options::default(), 1).is_err());
    assert!(State::new(6, &Options::default(), 1).is_err());
}

/// docs/rules/evo.md PD-01: a `boards` override replaces the maps; invalid ones are rejected
/// with a clear error.
#[test]
fn pd01_boards_override() {
    let mut file = BoardsFile::default_boards().clone();
    // A valid override: the 3-player board with one more plains region hanging off r0c6.
    let board = file.boards.get_mut("S+MB").unwrap();
    board.regions.push(super::super::board::RegionData {
        id: "islet".into(),
        map: String::new(),
        terrain: Terrain::Plains,
        coastal: true,
        star: false,
        adjacent: vec!["r0c6".into()],
    });
    board.regions.iter_mut().find(|r| r.id == "r0c6").unwrap().adjacent.push("islet".into());
    let opts = Options { boards: Some(file.clone()), ..Options::default() };
    let s = State::new(3, &opts, 1).unwrap();
    assert_eq!(s.board.len(), 51);
    assert!(s.board.index_of("islet").is_some());
    // The override travels through JSON options too.
    let json = serde_json::json!({ "boards": file });
    let parsed: Options = serde_json::from_value(json).unwrap();
    assert!(State::new(3, &parsed, 1).is_ok());

    let err_of = |f: BoardsFile, n: u8| State::new(n, &Options { boards: Some(f), ..Options::default() }, 1).unwrap_err();
    // Asymmetric adjacency.
    let mut f = file.clone();
    f.boards.get_mut("S+MB").unwrap().regions.iter_mut().find(|r| r.id == "r0c6").unwrap().adjacent.retain(|a| a != "islet");
    let e = err_of(f, 3);
    assert_eq!(e.code, ErrorCode::InvalidRequest);
    assert!(e.detail_text().contains("options.boards") && e.detail_text().contains("symmetric"), "{}", e.detail_text());
    // Unknown neighbour.
    let mut f = file.clone();
    f.boards.get_mut("S+MB").unwrap().regions[0].adjacent.push("nowhere".into());
    assert!(err_of(f, 3).detail_text().contains("unknown neighbour"));
    // Missing board for the player count.
    let mut f = file.clone();
    f.boards.remove("MA+L");
    assert!(err_of(f, 5).detail_text().contains("MA+L"));
    // Wrong number of stars.
    let mut f = file.clone();
    f.boards.get_mut("S+MB").unwrap().regions.iter_mut().for_each(|r| r.star = false);
    assert!(err_of(f, 3).detail_text().contains("start regions"));
    // Duplicate id.
    let mut f = file;
    let b = f.boards.get_mut("S+MB").unwrap();
    let id = b.regions[0].id.clone();
    b.regions[1].id = id;
    assert!(err_of(f, 3).detail_text().contains("twice"));
    // An unknown field in the board shape.
    assert!(serde_json::from_str::<Options>(r#"{"boards": {"boards": {}, "extra": 1}}"#).is_err());
}

/// docs/rules/evo.md §7, §6.2 step 9: a new game runs round 1 up to the first movement decision.
#[test]
fn s7_round_one_starts_with_movement() {
    let s = State::new(3, &Options::default(), 11).unwrap();
    assert_eq!(s.step, Step::Movement);
    assert_eq!(pending(&s), (s.order[0], "movement"));
}

/// docs/rules/evo.md §6.2 step 9, §8, §9 (decision E9): round 1's roll-off and climate roll
/// happen inside `new`; their effects wait in the state (and the public view) and are
/// reported at the front of the first accepted action's effects, exactly once. A rejected
/// first action keeps them; snapshot → restore keeps them.
#[test]
fn e9_round_one_start_is_reported_with_the_first_action() {
    use super::super::{Action, Effect};
    use crate::engine::Viewer;
    let mut s = State::new(3, &Options::default(), 11).unwrap();
    // Replay the same start by hand: the roll-off of all three seats, then the climate.
    let mut by_hand = State::set_up(3, &Options::default(), 11).unwrap();
    let mut expected = Vec::new();
    by_hand.start_round(&mut expected);
    by_hand.advance(&mut expected);
    assert_eq!(s.opening, expected);
    assert_eq!(expected[0], Effect::RoundStarted { round: 1 });
    let rolls = expected.iter().filter(|e| matches!(e, Effect::InitiativeRolled { .. })).count();
    assert!(rolls >= 3, "everybody rolls in round 1");
    assert!(expected.contains(&Effect::OrderSet { order: s.order.clone() }));
    let climate = expected.iter().find(|e| matches!(e, Effect::ClimateRolled { .. })).unwrap();
    assert!(matches!(climate, Effect::ClimateRolled { seat, from: 0, .. } if *seat == s.order[0]));
    assert_eq!(s.view(Viewer::Spectator)["opening_effects"], serde_json::to_value(&expected).unwrap());

    let restored = State::restore(&s.snapshot()).unwrap();
    assert_eq!(restored.opening, expected);

    let (seat, _) = pending(&s);
    let before = s.state_hash();
    assert!(s.apply(seat, &Action::Move { from: 200, to: 201 }).is_err());
    assert_eq!((s.state_hash(), s.opening.len()), (before, expected.len()), "a rejected action reports nothing");

    let fx = s.apply(seat, &Action::EndMovement).unwrap();
    assert_eq!(&fx[..expected.len()], &expected[..]);
    assert_eq!(fx[expected.len()], Effect::MovementEnded { seat });
    assert!(s.opening.is_empty());
    assert!(s.view(Viewer::Spectator).get("opening_effects").is_none());
    let (next, _) = pending(&s);
    let fx = s.apply(next, &Action::EndMovement).unwrap();
    assert_eq!(fx[0], Effect::MovementEnded { seat: next }, "reported once");
}
