//! Phase 6: the meteor (§13.1, §5.5), the gene auction and payment (§13.2–13.6), the hard
//! variant (§16) and final scoring (§15); test vectors TV-05, TV-11, TV-14, TV-15, TV-20.

use super::super::{Action, Effect};
use super::super::options::Options;
use super::super::state::{State, Step};
use super::super::types::EndReason;
use super::super::types::{Card, Gene};
use super::helpers::*;
use crate::engine::{Game, SeatSet, Visibility};

fn bid(row: u8, value: u32) -> Action {
    Action::Bid { row, value, gene_split: false, sleeping_gene: false }
}

/// A 3-player auction: order A=0, B=1, C=2; all EP 10; rows LEG, EGG, FUR.
fn auction_scene() -> State {
    let mut s = scene(3);
    for p in 0..3 {
        s.player_mut(p).ep = 10;
    }
    bag_front(&mut s, &[Gene::Leg, Gene::Egg, Gene::Fur]);
    let fx = run_from(&mut s, Step::W6Bid, &[]);
    assert!(fx.contains(&Effect::GenesDrawn { genes: vec![Gene::Leg, Gene::Egg, Gene::Fur] }));
    assert_eq!(pending(&s), (0, "bid"));
    s
}

/// docs/rules/evo.md §13.5, §20 TV-11: the cascade of outbids, then payment.
#[test]
fn tv11_auction_cascade() {
    let mut s = auction_scene();
    act(&mut s, 0, bid(1, 2));
    assert_eq!(pending(&s), (1, "bid"));
    let e = reject(&mut s, 1, bid(1, 2), "§13.4");
    assert!(e.detail_text().contains("at least 3"));
    reject(&mut s, 1, Action::PassBid, "§13.5");
    act(&mut s, 1, bid(1, 3));
    assert_eq!(pending(&s), (0, "bid"), "the outbid player acts at once");
    act(&mut s, 0, bid(2, 0));
    assert_eq!(pending(&s), (2, "bid"));
    act(&mut s, 2, bid(2, 1));
    assert_eq!(pending(&s), (0, "bid"));
    act(&mut s, 0, bid(1, 4));
    assert_eq!(pending(&s), (1, "bid"));
    let fx = act(&mut s, 1, bid(3, 0));
    assert!(fx.contains(&Effect::GeneBought { seat: 0, gene: Gene::Leg, bid: 4, price: 4, total: 6 }));
    assert!(fx.contains(&Effect::GeneBought { seat: 1, gene: Gene::Fur, bid: 0, price: 0, total: 10 }));
    assert!(fx.contains(&Effect::GeneBought { seat: 2, gene: Gene::Egg, bid: 1, price: 1, total: 9 }));
    assert_eq!((s.player(0).legs(), s.player(1).fur(), s.player(2).eggs()), (2, 2, 2));
    assert_eq!(s.round, 4, "the round ended");
}

/// docs/rules/evo.md §13.4, §20 TV-14: affordability `max(0, v − M) ≤ EP`.
#[test]
fn tv14_affordability() {
    let mut s = scene(3);
    s.player_mut(0).ep = 3;
    grant(&mut s, 0, Gene::Mutation, 2);
    run_from(&mut s, Step::W6Bid, &[]);
    let values: Vec<u32> = s
        .legal_actions(0)
        .iter()
        .filter_map(|a| match a {
            Action::Bid { row: 1, value, .. } => Some(*value),
            _ => None,
        })
        .collect();
    assert_eq!(values, [0, 1, 2, 3, 4, 5]);
    let e = reject(&mut s, 0, bid(1, 6), "§13.4");
    assert!(e.detail_text().contains("PD-15"));

    let mut s = scene(3);
    s.player_mut(0).ep = 0;
    run_from(&mut s, Step::W6Bid, &[]);
    assert_eq!(s.legal_actions(0), [bid(1, 0), bid(2, 0), bid(3, 0)]);
    reject(&mut s, 0, bid(4, 0), "§13.4");
}

/// docs/rules/evo.md §13.6, §20 TV-05: the price after mutations.
#[test]
fn tv05_price_with_mutations() {
    for (value, price) in [(5, 3), (1, 0)] {
        let mut s = auction_scene();
        grant(&mut s, 0, Gene::Mutation, 2);
        act(&mut s, 0, bid(1, value));
        act(&mut s, 1, bid(2, 0));
        let fx = act(&mut s, 2, bid(3, 0));
        assert!(fx.iter().any(|e| matches!(e, Effect::GeneBought { seat: 0, price: p, .. } if *p == price)));
        assert_eq!(s.player(0).ep, 10 - price);
    }
    // A MUTATION won in this auction does not reduce this auction's price.
    let mut s = scene(3);
    s.player_mut(0).ep = 10;
    bag_front(&mut s, &[Gene::Mutation, Gene::Egg, Gene::Fur]);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, bid(1, 2));
    act(&mut s, 1, bid(2, 0));
    act(&mut s, 2, bid(3, 0));
    assert_eq!((s.player(0).ep, s.player(0).mutations()), (8, 1));
}

/// docs/rules/evo.md §13.6 (PD-20): a CARD gene draws the top event card (private to the buyer,
/// public that a card was drawn); the tile leaves the game; nothing is drawn from an empty
/// deck.
#[test]
fn s13_6_card_gene_draws_an_event_card() {
    let mut s = scene(3);
    bag_front(&mut s, &[Gene::Card, Gene::Card, Gene::Fur]);
    s.deck.retain(|&c| c != Card::Flood);
    s.deck.insert(0, Card::Flood);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, bid(1, 0));
    act(&mut s, 1, bid(2, 0));
    s.deck.retain(|&c| c == Card::Flood);
    let others: Vec<Card> = Card::ALL.iter().copied().filter(|&c| c != Card::Flood).collect();
    s.discard.extend(others);
    let fx = act(&mut s, 2, bid(3, 0));
    assert_eq!(s.player(0).hand[0].card, Card::Flood);
    assert!(s.player(1).hand.is_empty(), "the deck was empty for the second card");
    assert_eq!(s.removed_card_tiles, 2);
    let drawn = fx.iter().find(|e| matches!(e, Effect::CardDrawn { .. })).unwrap();
    assert_eq!(State::effect_visibility(drawn), Visibility::Seats(SeatSet::one(0)));
    let public = fx.iter().find(|e| matches!(e, Effect::CardDrawnHidden { .. })).unwrap();
    assert_eq!(State::effect_visibility(public), Visibility::Public);
    assert!(!serde_json::to_string(public).unwrap().contains("flood"));
    assert_eq!(fx.iter().filter(|e| matches!(e, Effect::CardDrawn { .. })).count(), 1);
}

/// docs/rules/evo.md §13.3 (PD-19): with fewer tiles than players, fewer rows and passes; with
/// none, no auction.
#[test]
fn pd19_bag_running_short() {
    let mut s = scene(3);
    let rest: Vec<Gene> = s.bag.drain(2..).collect();
    for g in rest {
        if g == Gene::Card {
            s.removed_card_tiles += 1;
        } else {
            s.player_mut(0).genes.add(g);
        }
    }
    run_from(&mut s, Step::W6Bid, &[]);
    assert_eq!(s.auction.as_ref().unwrap().rows.len(), 2);
    assert!(s.legal_actions(0).contains(&Action::PassBid));
    act(&mut s, 0, Action::PassBid);
    reject(&mut s, 1, Action::PassBid, "§13.5");
    act(&mut s, 1, bid(1, 0));
    act(&mut s, 2, bid(2, 0));
    assert!(s.bag.is_empty());
    let fx = run_from(&mut s, Step::W6Bid, &[]);
    assert!(!fx.iter().any(|e| matches!(e, Effect::GenesDrawn { .. })), "R = 0: no auction");
    assert_eq!(s.round, 5);
}

/// docs/rules/evo.md §16 items 1–2: one gene fewer; one player may pass, also right after being
/// outbid; after that pass bidding is compulsory.
#[test]
fn s16_hard_variant_auction() {
    let opts = Options { hard_variant: true, ..Options::default() };
    let mut s = scene_with(3, &opts);
    run_from(&mut s, Step::W6Bid, &[]);
    assert_eq!(s.auction.as_ref().unwrap().rows.len(), 2);
    act(&mut s, 0, bid(1, 0));
    act(&mut s, 1, bid(1, 1));
    assert_eq!(pending(&s), (0, "bid"));
    act(&mut s, 0, Action::PassBid);
    assert_eq!(pending(&s), (2, "bid"));
    reject(&mut s, 2, Action::PassBid, "§13.5");
    let fx = act(&mut s, 2, bid(2, 0));
    assert!(!fx.iter().any(|e| matches!(e, Effect::GeneBought { seat: 0, .. })), "the passer gets nothing");
    assert_eq!(s.player(0).ep, 6);
}

/// docs/rules/evo.md §13.1, §5.5, §20 TV-15: the meteor track with 4 players.
#[test]
fn tv15_meteor_track() {
    // Round r: the meteor stands on 3 + r before Phase 6 and moves to 4 + r.
    for (round, die, ends) in [(9, 1, true), (9, 2, false), (10, 2, true), (10, 3, false), (11, 3, true), (11, 4, false)] {
        let mut s = scene(4);
        s.round = round;
        s.meteor = 3 + round as u8;
        let fx = run_from(&mut s, Step::W6Start, &[die]);
        assert_eq!(s.meteor, 4 + round as u8);
        assert!(fx.iter().any(|e| matches!(e, Effect::MeteorRolled { roll, .. } if *roll == die)));
        if ends {
            assert_eq!(s.end, Some(EndReason::MeteorStrike { roll: die }));
            assert!(s.pending().is_none(), "no auction in the last round");
            assert!(!fx.iter().any(|e| matches!(e, Effect::GenesDrawn { .. })));
            assert!(s.outcome().is_some());
        } else {
            assert_eq!(pending(&s).1, "bid");
        }
    }
    // Round 12: space 16 ends the game without a roll.
    let mut s = scene(4);
    s.round = 12;
    s.meteor = 15;
    let fx = run_from(&mut s, Step::W6Start, &[1]);
    assert_eq!(s.end, Some(EndReason::LastSpace));
    assert_eq!(s.forced_dice, [1], "no die rolled");
    assert!(fx.contains(&Effect::GameEnded { end: EndReason::LastSpace }));
    // Plain spaces never roll.
    let mut s = scene(4);
    s.round = 5;
    s.meteor = 8;
    run_from(&mut s, Step::W6Start, &[1]);
    assert_eq!((s.meteor, s.end, s.forced_dice.len()), (9, None, 1));
}

/// docs/rules/evo.md §16 item 3, §20 TV-15: in the hard variant the meteor stands still in
/// rounds 1 and 2.
#[test]
fn tv15_hard_variant_meteor() {
    let opts = Options { hard_variant: true, ..Options::default() };
    let mut s = scene_with(4, &opts);
    for round in 1..=11 {
        s.round = round;
        s.forced_dice = vec![6];
        let mut fx = Vec::new();
        s.meteor_step(&mut fx);
        if round == 2 {
            assert_eq!(s.meteor, 4);
        }
    }
    assert_eq!(s.meteor, 13);
    assert_eq!(s.end, None);
}

/// docs/rules/evo.md §5.5 (PD-05): the round track is data (`round_track`).
#[test]
fn pd05_custom_round_track() {
    let mut opts = Options::default();
    opts.round_track.last_space = 8;
    opts.round_track.die_spaces = vec![super::super::options::DieSpace { space: 6, impact: vec![4, 5, 6] }];
    let mut s = scene_with(3, &opts);
    s.meteor = 5;
    run_from(&mut s, Step::W6Start, &[5]);
    assert_eq!(s.end, Some(EndReason::MeteorStrike { roll: 5 }));
}

/// docs/rules/evo.md §15, §20 TV-20: final score, tie-break by dinos, shared victory.
#[test]
fn tv20_final_scoring() {
    let mut s = scene(3);
    s.player_mut(0).ep = 31;
    s.player_mut(0).final_bonus = 2;
    s.player_mut(1).ep = 33;
    s.player_mut(2).ep = 12;
    let p = free_regions(&s, super::super::types::Terrain::Plains, 11);
    put_all(&mut s, 0, &p[0..6]);
    put_all(&mut s, 1, &p[6..11]);
    assert!(s.outcome().is_none(), "no outcome before the end");
    let o = s.final_outcome();
    assert_eq!(o.scores, [33, 33, 12]);
    assert_eq!(o.winners, [0]);
    assert_eq!(o.ranking, [0, 1, 2]);
    assert_eq!(o.detail["roles"][0], serde_json::json!({"role": "Red", "seat": 0, "score": 33}), "EP + 2");
    assert_eq!(o.detail["shared_victory"], false);

    let mut s = scene(3);
    s.player_mut(0).ep = 30;
    s.player_mut(1).ep = 30;
    let p = free_regions(&s, super::super::types::Terrain::Plains, 10);
    put_all(&mut s, 0, &p[0..5]);
    put_all(&mut s, 1, &p[5..10]);
    let o = s.final_outcome();
    assert_eq!(o.winners, [0, 1], "PD-37 shared victory");
    assert_eq!(o.ranking, [0, 1, 2], "E7: shared winners ranked by seat index");
    assert_eq!(o.detail["shared_victory"], true);
    assert_eq!(o.detail["dinos_on_board"], serde_json::json!([5, 5, 0]));
    // Per-player results by role (colour), for score distributions per role.
    assert_eq!(
        o.detail["roles"],
        serde_json::json!([
            {"role": "Red", "seat": 0, "score": 30},
            {"role": "Blue", "seat": 1, "score": 30},
            {"role": "Green", "seat": 2, "score": 6},
        ])
    );
}

/// docs/rules/evo.md §15, PD-51: the game ends in Phase 6 after the Phase 5 income; the
/// outcome is reported once nothing is pending.
#[test]
fn s15_game_end_after_income() {
    let mut s = scene(3);
    s.round = 13;
    s.meteor = 15;
    let hills = free_regions(&s, super::super::types::Terrain::Hills, 2);
    put_all(&mut s, 1, &hills);
    s.climate = 2;
    let fx = run_from(&mut s, Step::W5Start, &[]);
    assert!(fx.contains(&Effect::EpGained { seat: 1, amount: 2, total: 8 }));
    assert!(matches!(fx.last(), Some(Effect::FinalScores { .. })));
    assert_eq!(s.step, Step::Over);
    let o = s.outcome().unwrap();
    assert_eq!(o.winners, [1]);
    let e = s.apply(0, &Action::Pass).unwrap_err();
    assert_eq!(e.code(), "game-over");
}
