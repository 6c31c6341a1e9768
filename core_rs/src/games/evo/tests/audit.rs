//! Scenario tests added by the rules audit: rows of docs/rules/evo.md that had no test asserting
//! their exact outcome (gene pile, transition table, eligibility table, auction corners,
//! payment order, card details, tie-breaks).

use super::super::{Action, Effect};
use super::super::options::{DieSpace, Options};
use super::super::state::{State, Step, WindowKind};
use super::super::types::{climate_after_die, Card, Gene, Terrain};
use super::helpers::*;
use crate::engine::Game;

fn card(c: Card) -> Action {
    Action::PlayCard { card: c, region: None, player: None, value: None }
}

fn bid(row: u8, value: u32) -> Action {
    Action::Bid { row, value, gene_split: false, sleeping_gene: false }
}

/// The values `seat` may bid on `row`.
fn bid_values(s: &State, seat: u8, row: u8) -> Vec<u32> {
    s.legal_actions(seat)
        .iter()
        .filter_map(|a| match a {
            Action::Bid { row: r, value, gene_split: false, sleeping_gene: false } if *r == row => Some(*value),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------- §3.2 / §17 gene tiles

/// docs/rules/evo.md §3.2, §17 step 1(a): the 62 tiles, 8 types, in the canonical order
/// TAIL×6, LEG×12, HORN×8, EGG×8, FUR×8, PARASOL×8, MUTATION×6, CARD×6; a new game's bag
/// holds exactly these.
#[test]
fn s3_2_the_62_gene_tiles() {
    let mut want = Vec::new();
    for (g, n) in [
        (Gene::Tail, 6),
        (Gene::Leg, 12),
        (Gene::Horn, 8),
        (Gene::Egg, 8),
        (Gene::Fur, 8),
        (Gene::Parasol, 8),
        (Gene::Mutation, 6),
        (Gene::Card, 6),
    ] {
        want.extend(std::iter::repeat_n(g, n));
    }
    assert_eq!(Gene::canonical_pile(), want);
    let s = State::new(5, &Options::default(), 3).unwrap();
    let mut bag = s.bag.clone();
    bag.sort();
    assert_eq!(bag, want, "the bag is a permutation of the 62 tiles");
}

// ---------------------------------------------------------------- §5.4 transitions

/// docs/rules/evo.md §5.4: the whole transition table — dice 1, 2, 3–6, CATASTROPHE (+2, no
/// roll) and WEATHER_SWING (1↔5, 2↔4, then the roll; not on 0 or 3).
#[test]
fn s5_4_transition_table() {
    let table: [(u8, u8, u8, u8, u8, Option<u8>); 6] = [
        (0, 5, 0, 1, 2, None),
        (1, 0, 1, 2, 3, Some(5)),
        (2, 1, 2, 3, 4, Some(4)),
        (3, 2, 3, 4, 5, None),
        (4, 3, 4, 5, 0, Some(2)),
        (5, 4, 5, 0, 1, Some(1)),
    ];
    for (from, die1, die2, die3to6, catastrophe, swing) in table {
        assert_eq!(climate_after_die(from, 1), die1);
        assert_eq!(climate_after_die(from, 2), die2);
        for d in 3..=6 {
            assert_eq!(climate_after_die(from, d), die3to6);
        }
        // CATASTROPHE in W2.start: +2 and no roll.
        let mut s = scene(3);
        s.climate = from;
        give(&mut s, 0, &[Card::Catastrophe]);
        run_from(&mut s, Step::W2Start, &[6]);
        act(&mut s, 0, card(Card::Catastrophe));
        pass_cards(&mut s);
        assert_eq!((s.climate, s.forced_dice.len()), (catastrophe, 1), "Catastrophe from {from}");
        // WEATHER_SWING, then the start player's roll of 2 (stays).
        let mut s = scene(3);
        s.climate = from;
        give(&mut s, 0, &[Card::WeatherSwing]);
        run_from(&mut s, Step::W2Start, &[2]);
        match swing {
            Some(to) => {
                act(&mut s, 0, card(Card::WeatherSwing));
                pass_cards(&mut s);
                assert_eq!((s.climate, s.forced_dice.len()), (to, 0), "Weather Swing from {from}, then the roll");
            }
            None => {
                assert_eq!(s.legal_actions(0), [Action::Pass]);
                reject(&mut s, 0, card(Card::WeatherSwing), "§14.3 #3");
            }
        }
    }
}

// ---------------------------------------------------------------- §14.2 eligibility

/// docs/rules/evo.md §14.2: the eligibility table, every card against every window
/// (SLEEPING_GENE everywhere, ME_FIRST in every Wn.start, DUPLICATION only as a response).
#[test]
fn s14_2_eligibility_table() {
    use Card::*;
    let rows: [(WindowKind, &[Card]); 12] = [
        (WindowKind::W1Start, &[MeFirst]),
        (WindowKind::W2Start, &[MeFirst, Accident, WeatherSwing, Catastrophe, WeatherGene, Flood]),
        (WindowKind::W3Start, &[MeFirst, BigBrother, GiantGene, PrimalUrge, VegetarianDiet, DefensiveGas]),
        (WindowKind::W4Start, &[MeFirst, BirthControl, ToughKids, WanderingBrood]),
        (WindowKind::W4Own, &[ToughKids, WanderingBrood]),
        (WindowKind::W4End, &[Cuckoo]),
        (WindowKind::W5Start, &[MeFirst, IceCold, KillerRays, HeatproofSkin, Pthermodactylus]),
        (WindowKind::W5End, &[SurvivalGene]),
        (WindowKind::W6Start, &[MeFirst]),
        (WindowKind::W6Bid, &[MissingLink, GeneSplit]),
        (WindowKind::W6Pay, &[GeneticHighflyer]),
        (WindowKind::Final, &[UnexpectedGene]),
    ];
    for (kind, cards) in rows {
        for c in Card::ALL {
            let want = c == SleepingGene || cards.contains(&c);
            assert_eq!(kind.allows(c), want, "{} at {}", c.title(), kind.words().en());
        }
    }
}

// ---------------------------------------------------------------- §13 auction

/// docs/rules/evo.md §13.4 (PD-16): values above 6 are allowed (the printed scale just ends);
/// (PD-15) the affordability limit counts mutations but never GENETIC_HIGHFLYER in hand.
#[test]
fn s13_4_bids_above_six_and_affordability_without_cards() {
    let mut s = scene(3);
    s.player_mut(0).ep = 10;
    run_from(&mut s, Step::W6Bid, &[]);
    assert_eq!(bid_values(&s, 0, 1), (0..=10).collect::<Vec<_>>());
    act(&mut s, 0, bid(1, 8));
    act(&mut s, 1, bid(2, 0));
    act(&mut s, 2, bid(3, 0));
    assert_eq!(s.player(0).ep, 2, "a bid of 8 costs 8");

    let mut s = scene(3);
    s.player_mut(0).ep = 2;
    give(&mut s, 0, &[Card::GeneticHighflyer]);
    run_from(&mut s, Step::W6Bid, &[]);
    pass_cards(&mut s);
    assert_eq!(bid_values(&s, 0, 1), [0, 1, 2], "the card in hand does not raise the limit");
    reject(&mut s, 0, bid(1, 3), "§13.4");
}

/// docs/rules/evo.md §13.5 (PD-17): an outbid player may raise on the same row; the chain of
/// outbids is resolved at once, before the next player in order.
#[test]
fn s13_5_outbid_player_raises_on_the_same_row() {
    let mut s = scene(3);
    for p in 0..3 {
        s.player_mut(p).ep = 10;
    }
    bag_front(&mut s, &[Gene::Leg, Gene::Egg, Gene::Fur]);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, bid(1, 2));
    act(&mut s, 1, bid(1, 3));
    assert_eq!(pending(&s), (0, "bid"));
    assert_eq!(bid_values(&s, 0, 1), (4..=10).collect::<Vec<_>>(), "raise by at least 1");
    let fx = act(&mut s, 0, bid(1, 5));
    assert!(fx.contains(&Effect::Outbid { seat: 1, by: 0, row: 1 }));
    assert_eq!(pending(&s), (1, "bid"), "B acts again before C");
    act(&mut s, 1, bid(1, 6));
    act(&mut s, 0, bid(2, 0));
    assert_eq!(pending(&s), (2, "bid"));
    let fx = act(&mut s, 2, bid(3, 0));
    assert!(fx.contains(&Effect::GeneBought { seat: 1, gene: Gene::Leg, bid: 6, price: 6, total: 4 }));
    assert!(fx.contains(&Effect::GeneBought { seat: 0, gene: Gene::Egg, bid: 0, price: 0, total: 10 }));
}

/// docs/rules/evo.md §13.6 (PD-20): payment and card draws go in turn order, not seat order:
/// the first CARD buyer in order draws the top event card.
#[test]
fn s13_6_payment_in_turn_order() {
    let mut s = scene(3);
    s.order = vec![2, 0, 1];
    bag_front(&mut s, &[Gene::Card, Gene::Card, Gene::Fur]);
    s.deck.retain(|&c| c != Card::Flood && c != Card::Cuckoo);
    s.deck.insert(0, Card::Cuckoo);
    s.deck.insert(0, Card::Flood);
    run_from(&mut s, Step::W6Bid, &[]);
    assert_eq!(pending(&s), (2, "bid"));
    act(&mut s, 2, bid(2, 1));
    act(&mut s, 0, bid(1, 0));
    let fx = act(&mut s, 1, bid(3, 0));
    let bought: Vec<u8> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::GeneBought { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(bought, [2, 0, 1]);
    assert_eq!(s.player(2).hand[0].card, Card::Flood, "first in order draws first");
    assert_eq!(s.player(0).hand[0].card, Card::Cuckoo);
    assert_eq!((s.player(2).ep, s.removed_card_tiles), (5, 2));
}

// ---------------------------------------------------------------- §14.3 card details

/// docs/rules/evo.md §14.3 #5 (PD-32): GENETIC_HIGHFLYER never adds EP: a price of 1 becomes 0.
#[test]
fn c05_genetic_highflyer_never_adds_ep() {
    let mut s = scene(3);
    s.player_mut(0).ep = 2;
    give(&mut s, 0, &[Card::GeneticHighflyer]);
    run_from(&mut s, Step::W6Bid, &[]);
    pass_cards(&mut s);
    act(&mut s, 0, bid(1, 1));
    act(&mut s, 1, bid(2, 0));
    act(&mut s, 2, bid(3, 0));
    assert_eq!(s.window.map(|w| w.kind), Some(WindowKind::W6Pay));
    let fx = {
        let mut all = act(&mut s, 0, card(Card::GeneticHighflyer));
        all.extend(pass_cards(&mut s));
        all
    };
    assert!(fx.iter().any(|e| matches!(e, Effect::GeneBought { seat: 0, bid: 1, price: 0, total: 2, .. })));
    assert_eq!(s.player(0).ep, 2);
}

/// docs/rules/evo.md §14.3 #4 ME_FIRST (PD-29, PD-46) in W2.start: the new start player rolls the
/// climate die.
#[test]
fn c04_me_first_before_the_climate_roll() {
    let mut s = scene(3);
    give(&mut s, 2, &[Card::MeFirst]);
    run_from(&mut s, Step::W2Start, &[3]);
    assert_eq!(pending(&s), (2, "card_window"), "seats 0 and 1 hold no card");
    let fx = act(&mut s, 2, card(Card::MeFirst));
    assert!(fx.contains(&Effect::OrderChanged { order: vec![2, 0, 1] }));
    assert!(fx.contains(&Effect::ClimateRolled { seat: 2, roll: 3, from: 0, to: 1, temperate: Terrain::Plains }));
}

/// docs/rules/evo.md §14.3 #13 CUCKOO (PD-24): the card's player needs a dino in supply.
#[test]
fn c13_cuckoo_needs_a_dino_in_supply() {
    let mut s = scene(5);
    let plains = free_regions(&s, Terrain::Plains, 4);
    put_all(&mut s, 1, &plains);
    let r = at(&s, "r4c9");
    s.put_dino(1, r, true);
    let hills = free_regions(&s, Terrain::Hills, 10);
    put_all(&mut s, 0, &hills);
    assert_eq!(s.player(0).supply, 0);
    give(&mut s, 0, &[Card::Cuckoo]);
    run_from(&mut s, Step::W4End, &[]);
    assert_eq!(s.legal_actions(0), [Action::Pass]);
    let hit = Action::PlayCard { card: Card::Cuckoo, region: Some(r), player: None, value: None };
    let e = reject(&mut s, 0, hit, "§14.3 #13");
    assert!(e.detail_text().contains("supply"));
}

/// docs/rules/evo.md §14.3 #15 BIG_BROTHER also defends against TOUGH_KIDS newborns (Phase 4):
/// newborn 1 + 1 horns against 1 + 2 → diff −1 → the newborn wins on 1 only.
#[test]
fn c15_big_brother_in_tough_kids_fights() {
    for (roll, newborn_wins) in [(2, false), (1, true)] {
        let mut s = scene(3);
        grant(&mut s, 0, Gene::Horn, 1);
        grant(&mut s, 1, Gene::Horn, 1);
        put(&mut s, 0, "r3c2");
        put(&mut s, 1, "r3c3");
        s.flags.played[0] |= Card::ToughKids.bit();
        s.flags.played[1] |= Card::BigBrother.bit();
        run_from(&mut s, Step::W4Start, &[roll]);
        assert_eq!(pending(&s), (0, "birth"));
        let target = Action::PlaceNewborn { region: at(&s, "r3c3") };
        let fx = act(&mut s, 0, target);
        assert!(fx.iter().any(|e| matches!(e, Effect::Combat { diff: -1, attacker_won, .. } if *attacker_won == newborn_wins)));
        assert_eq!(s.dino_at(at(&s, "r3c3")).unwrap().owner, if newborn_wins { 0 } else { 1 });
    }
}

/// docs/rules/evo.md §14.3 #12 TOUGH_KIDS (PD-35, PD-39): DEFENSIVE_GAS forbids placing on the
/// partner's dinos (not on a third player's), and so does a horn difference of −2.
#[test]
fn c12_tough_kids_restricted_by_truce_and_horns() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    put(&mut s, 2, "r4c3");
    s.flags.played[0] |= Card::ToughKids.bit();
    s.flags.truce = Some([1, 0]);
    run_from(&mut s, Step::W4Start, &[]);
    let t = s.birth_targets(0);
    assert_eq!(State::regions(t.attack).collect::<Vec<_>>(), [at(&s, "r4c3")]);
    let on_partner = Action::PlaceNewborn { region: at(&s, "r3c3") };
    let e = reject(&mut s, 0, on_partner, "§10.4");
    assert!(e.detail_text().contains("Defensive Gas"));

    let mut s = scene(3);
    grant(&mut s, 1, Gene::Horn, 3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    s.flags.played[0] |= Card::ToughKids.bit();
    run_from(&mut s, Step::W4Start, &[]);
    let on_strong = Action::PlaceNewborn { region: at(&s, "r3c3") };
    let e = reject(&mut s, 0, on_strong, "§10.4");
    assert!(e.detail_text().contains("two or more horns"), "0 + 1 against 3: diff −2");
}

/// docs/rules/evo.md §14.3 #16 DUPLICATION (PD-30): the card's own player may take it back;
/// the response step asks the others first, in order, and ends with the card's player.
#[test]
fn c16_duplication_by_the_cards_own_player() {
    let mut s = scene(3);
    give(&mut s, 0, &[Card::Flood, Card::Duplication]);
    give(&mut s, 1, &[Card::BigBrother]);
    run_from(&mut s, Step::W2Start, &[2]);
    act(&mut s, 0, card(Card::Flood));
    assert_eq!(pending(&s), (1, "card_response"), "seat 1 first; seat 2 holds nothing");
    assert_eq!(s.legal_actions(1), [Action::Pass]);
    act(&mut s, 1, Action::Pass);
    assert_eq!(pending(&s), (0, "card_response"));
    assert_eq!(s.legal_actions(0), [card(Card::Duplication), Action::Pass]);
    let fx = act(&mut s, 0, card(Card::Duplication));
    assert!(fx.contains(&Effect::CardTaken { seat: 0, card: Card::Flood, from: 0 }));
    let held = s.player(0).hand[0];
    assert_eq!((held.card, held.playable_from), (Card::Flood, 4));
    assert!(s.response.is_none(), "no response to Duplication");
    assert_eq!(pending(&s), (1, "card_window"), "the window goes on after the card's player");
    act(&mut s, 1, Action::Pass);
    assert_eq!(pending(&s), (0, "card_window"), "seat 0 is asked though its card waits for round 4");
    assert_eq!(s.legal_actions(0), [Action::Pass]);
}

/// docs/rules/evo.md §14.3 #21 SURVIVAL_GENE: only the other players lose EP — the card's
/// player keeps theirs although they lost dinos too.
#[test]
fn c21_survival_gene_spares_its_player() {
    let mut s = scene(3);
    s.climate = 2; // desert scorching
    let deserts = free_regions(&s, Terrain::Desert, 5);
    put_all(&mut s, 0, &deserts[0..2]);
    put_all(&mut s, 1, &deserts[2..5]);
    let hills = free_regions(&s, Terrain::Hills, 2);
    put_all(&mut s, 0, &hills[0..1]);
    put_all(&mut s, 1, &hills[1..2]);
    give(&mut s, 0, &[Card::SurvivalGene]);
    run_from(&mut s, Step::W5Start, &[]);
    act(&mut s, 0, Action::Pass);
    assert_eq!((s.player(0).ep, s.player(1).ep), (7, 7));
    assert_eq!(s.flags.survival_deaths, [2, 3, 0]);
    let fx = act(&mut s, 0, card(Card::SurvivalGene));
    assert!(fx.contains(&Effect::EpLost { seat: 1, amount: 3, total: 4 }));
    assert!(!fx.iter().any(|e| matches!(e, Effect::EpLost { seat: 0, .. })));
    assert_eq!((s.player(0).ep, s.player(1).ep, s.player(2).ep), (7, 4, 6));
}

/// docs/rules/evo.md §14.3 #26 FLOOD: with 2 parasols a dino drowns on 1 only; inland dinos are
/// not rolled for; the card's player's own dinos are affected too.
#[test]
fn c26_flood_with_two_parasols() {
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Parasol, 1);
    grant(&mut s, 2, Gene::Parasol, 1);
    put(&mut s, 0, "r3c2");
    put(&mut s, 2, "r0c7");
    put(&mut s, 2, "r3c3");
    give(&mut s, 2, &[Card::Flood]);
    run_from(&mut s, Step::W2Start, &[1, 2, 2]);
    let fx = act(&mut s, 2, card(Card::Flood));
    let rolls: Vec<(u8, String, u8, u32, bool)> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::FloodRolled { seat, region, roll, parasols, survives, .. } => {
                Some((*seat, region.clone(), *roll, *parasols, *survives))
            }
            _ => None,
        })
        .collect();
    assert_eq!(rolls, [(0, "r3c2".to_string(), 1, 2, false), (2, "r0c7".to_string(), 2, 2, true)]);
    assert_eq!((s.on_board(0), s.on_board(2)), (0, 2));
}

// ---------------------------------------------------------------- §15 end and scoring

/// docs/rules/evo.md §15: the dino tie-break only separates the tied players; a three-way tie on
/// EP with dinos 2, 5, 5 is a shared victory of the two with 5 (PD-37).
#[test]
fn s15_tie_break_among_the_tied_only() {
    let mut s = scene(3);
    for p in 0..3 {
        s.player_mut(p).ep = 30;
    }
    let plains = free_regions(&s, Terrain::Plains, 12);
    put_all(&mut s, 0, &plains[0..2]);
    put_all(&mut s, 1, &plains[2..7]);
    put_all(&mut s, 2, &plains[7..12]);
    let o = s.final_outcome();
    assert_eq!(o.winners, [1, 2]);
    assert_eq!(o.ranking, [1, 2, 0]);
}

/// docs/rules/evo.md §15, §14.1: with a custom track that ends in round 2, W.final opens no
/// window (no cards in rounds 1–2): UNEXPECTED_GENE cannot be played.
#[test]
fn s15_no_final_window_in_round_two() {
    let mut opts = Options::default();
    opts.round_track.last_space = 5;
    opts.round_track.die_spaces = vec![DieSpace { space: 4, impact: vec![6] }];
    let mut s = scene_with(3, &opts);
    s.round = 2;
    s.meteor = 4;
    give(&mut s, 0, &[Card::UnexpectedGene]);
    run_from(&mut s, Step::W6Start, &[]);
    assert!(s.pending().is_none());
    assert_eq!(s.outcome().unwrap().scores, [6, 6, 6]);
    assert!(s.player(0).has_card(Card::UnexpectedGene));
}

// ---------------------------------------------------------------- §14.1 general limits

/// docs/rules/evo.md §14.1 (PD-22): after any climate card, neither of the other two is
/// playable that round (all six ordered pairs), whoever holds it.
#[test]
fn s14_1_one_climate_card_all_pairs() {
    let climate = [Card::WeatherSwing, Card::Catastrophe, Card::WeatherGene];
    let play = |c: Card| Action::PlayCard {
        card: c,
        region: None,
        player: None,
        value: (c == Card::WeatherGene).then_some(3),
    };
    for first in climate {
        for second in climate.into_iter().filter(|&c| c != first) {
            let mut s = scene(3);
            s.climate = 1;
            give(&mut s, 0, &[first]);
            give(&mut s, 1, &[second]);
            run_from(&mut s, Step::W2Start, &[2]);
            act(&mut s, 0, play(first));
            while pending(&s) != (1, "card_window") {
                let (seat, _) = pending(&s);
                act(&mut s, seat, Action::Pass);
            }
            assert_eq!(s.legal_actions(1), [Action::Pass], "{} after {}", second.title(), first.title());
            reject(&mut s, 1, play(second), "§14.1");
        }
    }
}

/// docs/rules/evo.md §14.1 (PD-48): in rounds 1 and 2 the GENE_SPLIT slot is not offered either.
#[test]
fn s14_1_no_gene_split_slot_in_round_two() {
    let mut s = scene(3);
    s.round = 2;
    give(&mut s, 0, &[Card::GeneSplit, Card::SleepingGene]);
    run_from(&mut s, Step::W6Bid, &[]);
    assert_eq!(pending(&s), (0, "bid"), "no W6.bid window in round 2");
    assert!(s.legal_actions(0).iter().all(|a| matches!(a, Action::Bid { gene_split: false, sleeping_gene: false, .. })));
    let split = Action::Bid { row: 1, value: 0, gene_split: true, sleeping_gene: false };
    reject(&mut s, 0, split, "§14.1");
    let sleep = Action::Bid { row: 1, value: 0, gene_split: false, sleeping_gene: true };
    reject(&mut s, 0, sleep, "§14.1");
}
