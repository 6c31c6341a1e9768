//! la-isla §11.6 and §5: the shipped data files, row by row against the tables of the
//! rules file (copied verbatim in `rules_tables.rs`), and the assembled island in R0 and
//! in a shuffled layout.

use super::super::cards::Card;
use super::super::island::default_island;
use super::super::types::Phase;
use super::helpers::*;
use super::rules_tables::{rows, CARD_TABLE, PIECE_TABLE, R0_TABLE, REGION_TABLE};

fn id<T: serde::Serialize>(x: T) -> String {
    serde_json::to_value(x).unwrap().as_str().unwrap().to_string()
}

/// docs/rules/la-isla.md §11.6: every one of the 180 cards — id, value, code, function,
/// parameter, resource, animal — is the row of the rules file's list.
#[test]
fn s11_6_every_card_is_the_rules_row() {
    let table: Vec<Vec<&str>> = rows(CARD_TABLE).collect();
    assert_eq!(table.len(), 180);
    for (i, row) in table.iter().enumerate() {
        let info = Card(i as u8).info();
        let param = info.function.param().unwrap_or("—");
        let got = [
            info.id.clone(),
            info.value.to_string(),
            info.function.code().to_string(),
            info.function.name().to_string(),
            param.to_string(),
            id(info.resource),
            id(info.animal),
        ];
        assert_eq!(got.to_vec(), *row, "card {i}");
        assert_eq!(Card::parse(row[0]), Some(Card(i as u8)));
    }
}

/// docs/rules/la-isla.md §5.4: the ten toothed pieces of `data/island.json`.
#[test]
fn s5_4_toothed_pieces_are_the_rules_table() {
    let data = default_island().unwrap();
    let table: Vec<Vec<&str>> = rows(PIECE_TABLE).collect();
    assert_eq!(table.len(), 10);
    assert_eq!(data.pieces.len(), 10);
    for (piece, row) in data.pieces.iter().zip(&table) {
        assert_eq!(piece.id, row[0]);
        let slots: Vec<&str> = piece.spaces.iter().map(|s| s.slot.as_str()).collect();
        assert_eq!(slots, ["M0", "M1", "O0", "O1"]);
        for (s, cell) in piece.spaces.iter().zip(&row[1..]) {
            let want: Vec<&str> = cell.split('/').map(str::trim).collect();
            assert_eq!([id(s.landscape), id(s.landscape.colour()), id(s.symbol)].to_vec(), want, "{}", piece.id);
        }
    }
}

/// docs/rules/la-isla.md §5.3, §5.5, §5.6: layout R0 — every space (landscape, colour, symbol,
/// bordering regions) and every region (value, surrounding spaces), in canonical order.
#[test]
fn s5_6_reference_layout_r0_row_by_row() {
    let mut s = game(2, 3);
    use_r0(&mut s);
    let isl = &s.island;
    assert_eq!(isl.layout, ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10"]);
    let spaces: Vec<Vec<&str>> = rows(R0_TABLE).collect();
    assert_eq!(spaces.len(), isl.spaces.len());
    for (sp, row) in isl.spaces.iter().zip(&spaces) {
        assert_eq!(sp.id, row[0]);
        let borders: Vec<String> = sp.regions.iter().map(|&r| isl.regions[r as usize].id.clone()).collect();
        let got = [id(sp.landscape), id(sp.colour()), id(sp.symbol), borders.join(", ")];
        assert_eq!(got.to_vec(), row[2..], "{}", sp.id);
    }
    let regions: Vec<Vec<&str>> = rows(REGION_TABLE).collect();
    assert_eq!(regions.len(), 35);
    for (r, row) in isl.regions.iter().zip(&regions) {
        let names: Vec<String> = r.spaces.iter().map(|&i| isl.spaces[i as usize].id.clone()).collect();
        assert_eq!([r.id.clone(), r.value.to_string(), names.join(", ")].to_vec(), *row);
    }
}

/// docs/rules/la-isla.md §5.2, §5.6: in any other layout the central rows are unchanged and the
/// spaces `Pk…` take the attributes of the piece at position k (TV-01's layout), while the
/// regions and the space–region adjacency stay those of §5.5.
#[test]
fn s5_2_a_shuffled_layout_takes_each_pieces_attributes() {
    let s = game(4, 42);
    let isl = &s.island;
    let mut r0 = game(4, 42);
    use_r0(&mut r0);
    let pieces: Vec<Vec<&str>> = rows(PIECE_TABLE).collect();
    for (k, piece) in isl.layout.iter().enumerate() {
        let row = pieces.iter().find(|r| r[0] == piece).unwrap();
        for (j, slot) in ["M0", "M1", "O0", "O1"].iter().enumerate() {
            let sp = &isl.spaces[space(&s, &format!("P{k}{slot}")) as usize];
            let want: Vec<&str> = row[1 + j].split('/').map(str::trim).collect();
            assert_eq!([id(sp.landscape), id(sp.colour()), id(sp.symbol)].to_vec(), want, "P{k}{slot}");
        }
    }
    for i in 0..10 {
        assert_eq!(isl.spaces[i], r0.island.spaces[i]);
    }
    for (a, b) in isl.spaces.iter().zip(&r0.island.spaces) {
        assert_eq!((&a.id, &a.regions), (&b.id, &b.regions));
    }
    assert_eq!(isl.regions, r0.island.regions);
    assert_eq!(s.phase, Phase::Card);
}
