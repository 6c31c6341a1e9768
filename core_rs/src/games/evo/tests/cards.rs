//! Event cards (docs/rules/evo.md §14): the general rules (§14.1), the window procedure and the
//! response step (§14.2), and every one of the 26 cards (§14.3); test vectors TV-02 (card
//! rows), TV-04 (variants), TV-05 (derived), TV-08, TV-12, TV-13, TV-16–TV-19.

use super::super::{Action, Effect};
use super::super::rules::cards::{CardContext, CardParams};
use super::super::options::Options;
use super::super::state::{State, Step, WindowKind};
use super::super::types::{Card, Gene, Terrain};
use super::helpers::*;
use crate::engine::Game;

fn card(c: Card) -> Action {
    Action::PlayCard { card: c, region: None, player: None, value: None }
}

fn card_at(s: &State, c: Card, id: &str) -> Action {
    Action::PlayCard { card: c, region: Some(at(s, id)), player: None, value: None }
}

fn bid(row: u8, value: u32) -> Action {
    Action::Bid { row, value, gene_split: false, sleeping_gene: false }
}

/// A 3-player scene (order 0, 1, 2; round 3) with these hands, run from `step`.
fn cards_scene(hands: &[(u8, &[Card])], step: Step, dice: &[u8]) -> State {
    let mut s = scene(3);
    for (seat, cards) in hands {
        give(&mut s, *seat, cards);
    }
    run_from(&mut s, step, dice);
    s
}

fn pending_kind(s: &State) -> Option<(u8, &'static str)> {
    s.pending().map(|p| (p.seats.first().unwrap(), p.kind))
}

// ---------------------------------------------------------------- §14.1 general rules

/// docs/rules/evo.md §14.1, PD-48: no card in rounds 1 and 2 — no window opens.
#[test]
fn s14_1_no_cards_in_rounds_one_and_two() {
    for round in [1, 2] {
        let mut s = scene(3);
        s.round = round;
        give(&mut s, 0, &[Card::Flood]);
        put(&mut s, 0, "r3c2");
        run_from(&mut s, Step::W2Start, &[2]);
        assert_eq!(pending_kind(&s), Some((0, "movement")), "round {round}: no window");
        let e = s.check_card(0, Card::Flood, CardParams::default(), CardContext::Window(WindowKind::W2Start));
        assert_eq!(e.unwrap_err().rule, Some(rule!("§14.1")));
    }
    let mut s = cards_scene(&[(0, &[Card::Flood])], Step::W2Start, &[]);
    assert_eq!(pending_kind(&s), Some((0, "card_window")), "round 3: the window opens");
    assert_eq!(s.legal_actions(0), [card(Card::Flood), Action::Pass]);
    act(&mut s, 0, card(Card::Flood));
}

/// docs/rules/evo.md §14.1, PD-22, §20 TV-02: one climate card per round.
#[test]
fn tv02_one_climate_card_per_round() {
    let mut s = cards_scene(&[(0, &[Card::Catastrophe]), (1, &[Card::WeatherGene, Card::WeatherSwing])], Step::W2Start, &[]);
    act(&mut s, 0, card(Card::Catastrophe));
    pass_cards_until(&mut s, 1, "card_window");
    let wg = Action::PlayCard { card: Card::WeatherGene, region: None, player: None, value: Some(3) };
    assert_eq!(s.legal_actions(1), [Action::Pass]);
    reject(&mut s, 1, wg, "§14.1");
}

/// Pass windows and responses until `seat` is asked for `kind`.
fn pass_cards_until(s: &mut State, seat: u8, kind: &str) {
    while let Some((p, k)) = pending_kind(s) {
        if p == seat && k == kind {
            return;
        }
        assert!(k == "card_window" || k == "card_response", "stuck at {k} of {p}");
        act(s, p, Action::Pass);
    }
    panic!("seat {seat} was never asked for {kind}");
}

// ---------------------------------------------------------------- §14.2 windows

/// docs/rules/evo.md §14.2: asked in order from the start player, cyclically; a player who
/// passed is asked again after a card; the window closes after N consecutive passes; each
/// card is followed by the response step (from the next player round to the card's
/// player); players with no cards are skipped.
#[test]
fn s14_2_window_procedure() {
    let mut s = cards_scene(
        &[(0, &[Card::Flood]), (1, &[Card::Catastrophe]), (2, &[Card::IceCold])],
        Step::W2Start,
        &[],
    );
    let mut seen = Vec::new();
    let script = [
        (0, Action::Pass),
        (1, card(Card::Catastrophe)),
        (2, Action::Pass),
        (0, Action::Pass),
        (2, Action::Pass),
        (0, card(Card::Flood)),
        (2, Action::Pass),
        (2, Action::Pass),
    ];
    for (seat, a) in script {
        seen.push(pending_kind(&s).unwrap());
        assert_eq!(pending_kind(&s).unwrap().0, seat);
        act(&mut s, seat, a);
    }
    assert_eq!(
        seen.iter().map(|x| x.1).collect::<Vec<_>>(),
        [
            "card_window",
            "card_window",
            "card_response",
            "card_response",
            "card_window",
            "card_window",
            "card_response",
            "card_window"
        ]
    );
    // W3.start opens at once: only seat 2 still holds a card.
    assert_eq!((s.step, s.window.map(|w| w.kind)), (Step::Movement, Some(WindowKind::W3Start)));
    assert_eq!(pending_kind(&s), Some((2, "card_window")));
    assert_eq!(s.climate, 2, "Catastrophe: no roll");
    assert!(s.discard.contains(&Card::Catastrophe) && s.discard.contains(&Card::Flood));
    // Ice Cold is not eligible at the start of Phase 2.
    let e = s.check_card(2, Card::IceCold, CardParams::default(), CardContext::Window(WindowKind::W2Start));
    assert_eq!(e.unwrap_err().rule, Some(rule!("§14.2")));
}

/// docs/rules/evo.md §14.2: W4.own(p) asks only p, only for TOUGH_KIDS / WANDERING_BROOD /
/// SLEEPING_GENE, and continues after the response step.
#[test]
fn s14_2_own_birth_window() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    give(&mut s, 0, &[Card::WanderingBrood, Card::Flood]);
    give(&mut s, 1, &[Card::ToughKids]);
    run_from(&mut s, Step::W4Start, &[]);
    for seat in [0, 1, 2] {
        if pending_kind(&s) == Some((seat, "card_window")) {
            act(&mut s, seat, Action::Pass);
        }
    }
    assert_eq!(s.window.map(|w| w.kind), Some(WindowKind::W4Own));
    assert_eq!(pending_kind(&s), Some((0, "card_window")));
    assert_eq!(s.legal_actions(0), [card(Card::WanderingBrood), Action::Pass]);
    reject(&mut s, 0, card(Card::Flood), "§14.2");
    act(&mut s, 0, card(Card::WanderingBrood));
    assert_eq!(pending_kind(&s), Some((1, "card_response")));
    act(&mut s, 1, Action::Pass);
    assert_eq!(pending_kind(&s), Some((0, "card_response")));
    act(&mut s, 0, Action::Pass);
    assert_eq!(pending_kind(&s), Some((0, "card_window")), "W4.own continues with p");
    act(&mut s, 0, Action::Pass);
    assert_eq!(pending_kind(&s), Some((0, "birth")));
    let far = Action::PlaceNewborn { region: at(&s, "r3c5") };
    act(&mut s, 0, far);
    // Seat 1's own window: seat 1 is asked alone.
    assert_eq!(pending_kind(&s), Some((1, "card_window")));
    assert_eq!(s.window.map(|w| w.kind), Some(WindowKind::W4Own));
}

/// docs/rules/evo.md §14.2: W1.start asks in the previous round's order; ME_FIRST played
/// there applies after the initiative (PD-29).
#[test]
fn s14_2_first_window_uses_previous_order() {
    let mut s = scene(3);
    s.order = vec![2, 0, 1];
    give(&mut s, 1, &[Card::MeFirst]);
    give(&mut s, 2, &[Card::Flood]);
    // Tied on tails and dinos: the roll-off 6, 5, 4 gives 0, 1, 2 — then seat 1 first.
    run_from(&mut s, Step::W1Start, &[6, 5, 4, 2]);
    assert_eq!(pending_kind(&s), Some((2, "card_window")));
    act(&mut s, 2, Action::Pass);
    act(&mut s, 1, card(Card::MeFirst));
    assert_eq!(s.order, [2, 0, 1], "not before the initiative");
    pass_cards(&mut s);
    assert_eq!(s.order, [1, 0, 2]);
}

// ---------------------------------------------------------------- the 26 cards

/// docs/rules/evo.md §14.3 #1 SLEEPING_GENE (PD-44): no more cards this round — not even
/// DUPLICATION in answer, nor later windows.
#[test]
fn c01_sleeping_gene() {
    let mut s = cards_scene(
        &[(0, &[Card::Duplication, Card::BigBrother]), (1, &[Card::Flood]), (2, &[Card::SleepingGene])],
        Step::W2Start,
        &[],
    );
    act(&mut s, 0, Action::Pass);
    act(&mut s, 1, card(Card::Flood));
    assert_eq!(pending_kind(&s), Some((2, "card_response")));
    assert_eq!(s.legal_actions(2), [card(Card::SleepingGene), Action::Pass]);
    act(&mut s, 2, card(Card::SleepingGene));
    assert!(s.window.is_none() && s.response.is_none());
    assert!(s.player(0).has_card(Card::Duplication), "Duplication was never asked");
    assert!(s.discard.contains(&Card::Flood));
    // Phase 3 begins without a window although seat 0 holds Big Brother.
    assert_ne!(pending_kind(&s).map(|k| k.1), Some("card_window"));
    let e = s.check_card(0, Card::BigBrother, CardParams::default(), CardContext::Window(WindowKind::W3Start));
    assert!(e.unwrap_err().detail_text().contains("Sleeping Gene"));
}

/// docs/rules/evo.md §14.3 #2 ACCIDENT: remove a dino of a player with ≥ 5 on the board.
#[test]
fn c02_accident() {
    let mut s = scene(3);
    give(&mut s, 0, &[Card::Accident]);
    let p = free_regions(&s, Terrain::Plains, 9);
    put_all(&mut s, 1, &p[0..5]);
    put_all(&mut s, 2, &p[5..9]);
    put(&mut s, 0, "r3c2");
    run_from(&mut s, Step::W2Start, &[2]);
    let legal = s.legal_actions(0);
    assert_eq!(legal.len(), 6, "five targets of seat 1, and pass");
    let four = Action::PlayCard { card: Card::Accident, region: Some(p[5]), player: None, value: None };
    let e = reject(&mut s, 0, four, "§14.3 #2");
    assert!(e.detail_text().contains("at least 5"));
    let own = card_at(&s, Card::Accident, "r3c2");
    reject(&mut s, 0, own, "§14.3 #2");
    reject(&mut s, 0, card(Card::Accident), "§14.3 #2");
    let hit = Action::PlayCard { card: Card::Accident, region: Some(p[2]), player: None, value: None };
    act(&mut s, 0, hit);
    assert_eq!((s.on_board(1), s.player(1).supply), (4, 6));
    assert!(s.dino_at(p[2]).is_none());
}

/// docs/rules/evo.md §14.3 #3 WEATHER_SWING, §20 TV-02: 2 → 4, then the roll 1 → 3; not on
/// yellow or grey (PD-23).
#[test]
fn c03_weather_swing() {
    let mut s = scene(3);
    s.climate = 2;
    give(&mut s, 0, &[Card::WeatherSwing]);
    run_from(&mut s, Step::W2Start, &[1]);
    act(&mut s, 0, card(Card::WeatherSwing));
    assert_eq!(s.climate, 3);
    for pos in [0, 3] {
        let mut s = scene(3);
        s.climate = pos;
        give(&mut s, 0, &[Card::WeatherSwing]);
        run_from(&mut s, Step::W2Start, &[]);
        reject(&mut s, 0, card(Card::WeatherSwing), "§14.3 #3");
    }
}

/// docs/rules/evo.md §14.3 #4 ME_FIRST, §20 TV-19: C first for the rest of the round — moves
/// first, rolls the meteor die, bids first.
#[test]
fn tv19_me_first() {
    let mut s = scene(3);
    s.round = 10;
    s.meteor = 12;
    for (seat, id) in [(0, "r3c2"), (1, "r0c7"), (2, "r7c7")] {
        put(&mut s, seat, id);
    }
    give(&mut s, 2, &[Card::MeFirst]);
    run_from(&mut s, Step::W3Start, &[]);
    let fx = act(&mut s, 2, card(Card::MeFirst));
    assert!(fx.contains(&Effect::OrderChanged { order: vec![2, 0, 1] }));
    assert_eq!(pending_kind(&s), Some((2, "movement")));
    for seat in [2, 0, 1] {
        act(&mut s, seat, Action::EndMovement);
    }
    s.climate = 0;
    s.forced_dice = vec![6];
    let mut fx = Vec::new();
    for seat in [2, 0, 1] {
        let a = s.legal_actions(seat)[0];
        fx.extend(act(&mut s, seat, a));
    }
    while s.pending().is_none_or(|p| p.kind != "bid") {
        let (seat, _) = pending(&s);
        let a = s.legal_actions(seat)[0];
        fx.extend(act(&mut s, seat, a));
    }
    assert!(fx.iter().any(|e| matches!(e, Effect::MeteorRolled { seat: 2, .. })));
    assert_eq!(pending(&s), (2, "bid"));
}

/// docs/rules/evo.md §14.3 #5 GENETIC_HIGHFLYER, §20 TV-05 (derived): bid 4, 1 mutation → 0;
/// only a player who won a gene may play it.
#[test]
fn c05_genetic_highflyer() {
    let mut s = scene(3);
    s.player_mut(0).ep = 10;
    grant(&mut s, 0, Gene::Mutation, 1);
    give(&mut s, 0, &[Card::GeneticHighflyer]);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, Action::Pass);
    act(&mut s, 0, bid(1, 4));
    act(&mut s, 1, bid(2, 0));
    act(&mut s, 2, bid(3, 0));
    assert_eq!(pending_kind(&s), Some((0, "card_window")));
    act(&mut s, 0, card(Card::GeneticHighflyer));
    pass_cards(&mut s);
    assert_eq!(s.player(0).ep, 10, "max(0, 4 − 1 − 3) = 0");

    let opts = Options { hard_variant: true, ..Options::default() };
    let mut s = scene_with(3, &opts);
    give(&mut s, 0, &[Card::GeneticHighflyer]);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, Action::Pass);
    act(&mut s, 0, Action::PassBid);
    act(&mut s, 1, bid(1, 0));
    act(&mut s, 2, bid(2, 0));
    assert_eq!(pending_kind(&s), Some((0, "card_window")));
    reject(&mut s, 0, card(Card::GeneticHighflyer), "§14.3 #5");
}

/// docs/rules/evo.md §14.3 #6 GENE_SPLIT, §20 TV-12: right after the holder's placement,
/// outbidding them needs +3.
#[test]
fn tv12_gene_split_slot() {
    let mut s = scene(3);
    for p in 0..3 {
        s.player_mut(p).ep = 10;
    }
    give(&mut s, 0, &[Card::GeneSplit]);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, Action::Pass);
    assert!(s.legal_actions(0).contains(&Action::Bid { row: 1, value: 2, gene_split: true, sleeping_gene: false }));
    act(&mut s, 0, Action::Bid { row: 1, value: 2, gene_split: true, sleeping_gene: false });
    assert!(s.played(0, Card::GeneSplit));
    reject(&mut s, 1, bid(1, 4), "§13.4");
    reject(&mut s, 1, Action::Bid { row: 2, value: 0, gene_split: true, sleeping_gene: false }, "§14.3");
    act(&mut s, 1, bid(1, 5));
    assert_eq!(pending(&s), (0, "bid"));
}

/// docs/rules/evo.md §14.2 (eligibility: SLEEPING_GENE in every window, the GENE_SPLIT slot
/// included), §14.3 #1: a GENE_SPLIT holder who also holds SLEEPING_GENE may play it in
/// their slot right after their own bid; it blocks every later card of the round (here
/// GENETIC_HIGHFLYER in W6.pay), and GENE_SPLIT stays in the hand. Not for a player
/// without GENE_SPLIT, and not both cards in one slot.
#[test]
fn s14_2_sleeping_gene_in_the_gene_split_slot() {
    let mut s = scene(3);
    for p in 0..3 {
        s.player_mut(p).ep = 10;
    }
    give(&mut s, 0, &[Card::GeneSplit, Card::SleepingGene]);
    give(&mut s, 2, &[Card::GeneticHighflyer]);
    run_from(&mut s, Step::W6Bid, &[]);
    pass_cards(&mut s);
    assert_eq!(pending(&s), (0, "bid"));
    let sleep = Action::Bid { row: 1, value: 2, gene_split: false, sleeping_gene: true };
    let both = Action::Bid { row: 1, value: 2, gene_split: true, sleeping_gene: true };
    assert!(s.legal_actions(0).contains(&sleep));
    reject(&mut s, 0, both, "§14.2");
    let fx = act(&mut s, 0, sleep);
    assert!(fx.contains(&Effect::BidPlaced { seat: 0, row: 1, value: 2, gene: s.auction.as_ref().unwrap().rows[0].gene }));
    assert!(fx.contains(&Effect::CardDiscarded { card: Card::SleepingGene }));
    assert!(s.sleeping() && s.response.is_none(), "no response step after Sleeping Gene");
    assert!(s.player(0).has_card(Card::GeneSplit), "Gene Split was not played");
    assert_eq!(s.min_bid(0), 3, "no Gene Split protection: +1");
    assert_eq!(pending(&s), (1, "bid"));
    assert!(s.legal_actions(1).iter().all(|a| matches!(a, Action::Bid { gene_split: false, sleeping_gene: false, .. })));
    act(&mut s, 1, bid(2, 0));
    act(&mut s, 2, bid(3, 1));
    // W6.pay opens no window: Genetic Highflyer cannot be played; seat 2 pays 1.
    assert_eq!(s.round, 4);
    assert_eq!(s.player(2).ep, 9);

    // Without Gene Split there is no slot: Sleeping Gene cannot follow a bid.
    let mut s = scene(3);
    give(&mut s, 0, &[Card::SleepingGene]);
    run_from(&mut s, Step::W6Bid, &[]);
    pass_cards(&mut s);
    let sleep = Action::Bid { row: 1, value: 0, gene_split: false, sleeping_gene: true };
    let e = reject(&mut s, 0, sleep, "§14.2");
    assert!(e.detail_text().contains("Gene Split slot"));
}

/// docs/rules/evo.md §14.3 #6 GENE_SPLIT in W6.bid protects bids placed later.
#[test]
fn c06_gene_split_in_bid_window() {
    let mut s = cards_scene(&[(1, &[Card::GeneSplit])], Step::W6Bid, &[]);
    act(&mut s, 1, card(Card::GeneSplit));
    pass_cards(&mut s);
    act(&mut s, 0, bid(1, 0));
    act(&mut s, 1, bid(2, 1));
    reject(&mut s, 2, bid(2, 3), "§13.4");
    act(&mut s, 2, bid(2, 4));
}

/// docs/rules/evo.md §14.3 #7 ICE_COLD, #19 PTHERMODACTYLUS, §20 TV-04 variants.
#[test]
fn tv04_ice_cold_and_pthermodactylus() {
    let setup = |hands: &[(u8, &[Card])]| {
        let mut s = scene(3);
        s.climate = 0;
        grant(&mut s, 0, Gene::Fur, 1);
        for (t, n) in [(Terrain::Desert, 1), (Terrain::Plains, 2), (Terrain::Hills, 5), (Terrain::Mountains, 2)] {
            let r = free_regions(&s, t, n);
            put_all(&mut s, 0, &r);
        }
        for (seat, c) in hands {
            give(&mut s, *seat, c);
        }
        run_from(&mut s, Step::W5Start, &[]);
        s
    };
    let mut s = setup(&[(1, &[Card::IceCold])]);
    act(&mut s, 1, card(Card::IceCold));
    pass_cards(&mut s);
    assert_eq!(pending(&s), (0, "survival"), "fur 1 for 2 cold dinos: a choice");
    let a = s.legal_actions(0)[0];
    let fx = act(&mut s, 0, a);
    assert!(fx.contains(&Effect::EpGained { seat: 0, amount: 2, total: 8 }));

    let mut s = setup(&[(0, &[Card::Pthermodactylus]), (1, &[Card::IceCold])]);
    act(&mut s, 0, card(Card::Pthermodactylus));
    pass_cards_until(&mut s, 1, "card_window");
    let fx = act(&mut s, 1, card(Card::IceCold));
    let mut all = fx;
    while let Some((p, k)) = pending_kind(&s) {
        if k != "card_window" && k != "card_response" {
            break;
        }
        all.extend(act(&mut s, p, Action::Pass));
    }
    assert!(all.contains(&Effect::EpGained { seat: 0, amount: 3, total: 9 }));
    let e = s.check_card(0, Card::Pthermodactylus, CardParams::default(), CardContext::Window(WindowKind::W3Start));
    assert!(e.is_err(), "played cards are gone");
}

/// Seat 0 on brown with 2 plains (hot) and 1 desert (scorching) dinos, parasols 1.
fn hot_scene(hands: &[(u8, &[Card])]) -> (State, Vec<u8>) {
    let mut s = scene(3);
    s.climate = 2;
    let mut r = free_regions(&s, Terrain::Plains, 2);
    r.extend(free_regions(&s, Terrain::Desert, 1));
    put_all(&mut s, 0, &r);
    for (seat, c) in hands {
        give(&mut s, *seat, c);
    }
    run_from(&mut s, Step::W5Start, &[]);
    (s, r)
}

/// docs/rules/evo.md §14.3 #8 KILLER_RAYS: one parasol fewer for every species.
#[test]
fn c08_killer_rays() {
    let (mut s, _) = hot_scene(&[(2, &[Card::KillerRays])]);
    act(&mut s, 2, card(Card::KillerRays));
    pass_cards(&mut s);
    assert_eq!(s.on_board(0), 0, "parasols 1 − 1 = 0: both hot dinos die");
    assert_eq!(s.flags.survival_deaths[0], 3);
}

/// docs/rules/evo.md §14.3 #10 HEATPROOF_SKIN: all the player's hot dinos survive, not the
/// scorching ones.
#[test]
fn c10_heatproof_skin() {
    let (mut s, r) = hot_scene(&[(0, &[Card::HeatproofSkin])]);
    act(&mut s, 0, card(Card::HeatproofSkin));
    pass_cards(&mut s);
    assert!(s.dino_at(r[0]).is_some() && s.dino_at(r[1]).is_some());
    assert!(s.dino_at(r[2]).is_none());
    // Without the card a choice would be asked.
    let (s, _) = hot_scene(&[]);
    assert_eq!(pending(&s), (0, "survival"));
}

/// docs/rules/evo.md §14.3 #9 MISSING_LINK, §20 TV-13: one gene fewer, one pass.
#[test]
fn tv13_missing_link() {
    let mut s = cards_scene(&[(0, &[Card::MissingLink])], Step::W6Bid, &[]);
    for p in 0..3 {
        s.player_mut(p).ep = 10;
    }
    act(&mut s, 0, card(Card::MissingLink));
    assert_eq!(s.auction.as_ref().unwrap().rows.len(), 2);
    assert_eq!(s.auction.as_ref().unwrap().passes_allowed, 1);
    act(&mut s, 0, bid(1, 1));
    act(&mut s, 1, Action::PassBid);
    act(&mut s, 2, bid(1, 2));
    assert_eq!(pending(&s), (0, "bid"));
    reject(&mut s, 0, Action::PassBid, "§13.5");
    let fx = act(&mut s, 0, bid(2, 0));
    let bought: Vec<(u8, u32)> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::GeneBought { seat, price, .. } => Some((*seat, *price)),
            _ => None,
        })
        .collect();
    assert_eq!(bought, [(0, 0), (2, 2)]);

    // Alternative: A and B take both rows; C must outbid or pass.
    let mut s = cards_scene(&[(0, &[Card::MissingLink])], Step::W6Bid, &[]);
    act(&mut s, 0, card(Card::MissingLink));
    act(&mut s, 0, bid(1, 0));
    act(&mut s, 1, bid(2, 0));
    let legal = s.legal_actions(2);
    assert!(legal.contains(&Action::PassBid));
    assert!(!legal.contains(&bid(1, 0)) && !legal.contains(&bid(2, 0)));
    assert!(legal.contains(&bid(1, 1)) && legal.contains(&bid(2, 1)));
}

/// docs/rules/evo.md §14.3 #9, PD-31: in the hard variant MISSING_LINK adds nothing.
#[test]
fn pd31_missing_link_in_hard_variant() {
    let mut s = scene_with(3, &Options { hard_variant: true, ..Options::default() });
    give(&mut s, 0, &[Card::MissingLink]);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, card(Card::MissingLink));
    assert_eq!(s.auction.as_ref().unwrap().rows.len(), 2);
}

/// docs/rules/evo.md §14.3 #11 CATASTROPHE, §20 TV-02: two spaces forward, no roll.
#[test]
fn c11_catastrophe() {
    for (from, to) in [(0, 2), (5, 1)] {
        let mut s = scene(3);
        s.climate = from;
        give(&mut s, 1, &[Card::Catastrophe]);
        run_from(&mut s, Step::W2Start, &[1]);
        act(&mut s, 1, card(Card::Catastrophe));
        pass_cards(&mut s);
        assert_eq!(s.climate, to);
        assert_eq!(s.forced_dice, [1], "no climate roll");
    }
}

/// docs/rules/evo.md §14.3 #14 WEATHER_GENE, §20 TV-02: the player sets the die value.
#[test]
fn c14_weather_gene() {
    let mut s = scene(3);
    s.climate = 1;
    give(&mut s, 0, &[Card::WeatherGene]);
    run_from(&mut s, Step::W2Start, &[6]);
    let listed: Vec<Action> = s.legal_actions(0);
    assert_eq!(listed.len(), 7, "values 1–6 and pass");
    for v in [0, 7] {
        let a = Action::PlayCard { card: Card::WeatherGene, region: None, player: None, value: Some(v) };
        reject(&mut s, 0, a, "§14.3 #14");
    }
    reject(&mut s, 0, card(Card::WeatherGene), "§14.3 #14");
    let a = Action::PlayCard { card: Card::WeatherGene, region: None, player: None, value: Some(1) };
    act(&mut s, 0, a);
    assert_eq!(s.climate, 0);
    pass_cards(&mut s);
    assert_eq!(s.forced_dice, [6], "no roll after Weather Gene");
}

/// One attack in Phase 3: seat 0 (horns `a`) from r3c2 on seat 1 (horns `d`) at r3c3,
/// after these cards were played in W3.start.
fn attack_with(a: u8, d: u8, cards: &[(u8, Card)], roll: u8) -> Option<State> {
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Horn, a);
    grant(&mut s, 1, Gene::Horn, d);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    for &(seat, c) in cards {
        give(&mut s, seat, &[c]);
    }
    run_from(&mut s, Step::W3Start, &[]);
    for &(seat, c) in cards {
        pass_cards_until(&mut s, seat, "card_window");
        act(&mut s, seat, card(c));
    }
    pass_cards(&mut s);
    assert_eq!(pending(&s), (0, "movement"));
    let m = Action::Move { from: at(&s, "r3c2"), to: at(&s, "r3c3") };
    if !s.legal_actions(0).contains(&m) {
        return None;
    }
    s.forced_dice = vec![roll];
    act(&mut s, 0, m);
    Some(s)
}

fn attacker_won(s: &State) -> bool {
    s.dino_at(at(s, "r3c3")).is_some_and(|d| d.owner == 0)
}

/// docs/rules/evo.md §14.3 #17 GIANT_GENE, §20 TV-08: 0 horns + 2 vs 2 → diff 0, wins on 1–2.
#[test]
fn tv08_giant_gene() {
    assert!(attack_with(0, 2, &[], 1).is_none(), "without the card the attack is illegal");
    assert!(attacker_won(&attack_with(0, 2, &[(0, Card::GiantGene)], 2).unwrap()));
    assert!(!attacker_won(&attack_with(0, 2, &[(0, Card::GiantGene)], 3).unwrap()));
}

/// docs/rules/evo.md §14.3 #15 BIG_BROTHER, §20 TV-08: 3 vs 1 + 2 → diff 0.
#[test]
fn tv08_big_brother() {
    assert!(attacker_won(&attack_with(3, 1, &[], 5).unwrap()), "diff +2 wins on 5");
    assert!(attacker_won(&attack_with(3, 1, &[(1, Card::BigBrother)], 2).unwrap()));
    assert!(!attacker_won(&attack_with(3, 1, &[(1, Card::BigBrother)], 3).unwrap()));
}

/// docs/rules/evo.md §14.3 #24 VEGETARIAN_DIET, §20 TV-08: no fighting all round.
#[test]
fn tv08_vegetarian_diet() {
    assert!(attack_with(1, 0, &[(1, Card::VegetarianDiet)], 1).is_none());
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    give(&mut s, 1, &[Card::VegetarianDiet]);
    run_from(&mut s, Step::W3Start, &[]);
    act(&mut s, 1, card(Card::VegetarianDiet));
    pass_cards(&mut s);
    let m = Action::Move { from: at(&s, "r3c2"), to: at(&s, "r3c3") };
    let e = reject(&mut s, 0, m, "§10.4");
    assert!(e.detail_text().contains("Vegetarian"));
    // Phase 4: a Tough Kids newborn may not attack either.
    s.flags.played[0] |= Card::ToughKids.bit();
    assert_eq!(s.birth_targets(0).attack, 0);
}

/// docs/rules/evo.md §14.3 #25 DEFENSIVE_GAS: the two players may not attack each other.
#[test]
fn c25_defensive_gas() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    put(&mut s, 2, "r4c3");
    give(&mut s, 0, &[Card::DefensiveGas]);
    run_from(&mut s, Step::W3Start, &[]);
    let listed = s.legal_actions(0);
    assert_eq!(listed.len(), 3, "two partners and pass");
    let own = Action::PlayCard { card: Card::DefensiveGas, region: None, player: Some(0), value: None };
    reject(&mut s, 0, own, "§14.3 #25");
    let gas = Action::PlayCard { card: Card::DefensiveGas, region: None, player: Some(1), value: None };
    act(&mut s, 0, gas);
    pass_cards(&mut s);
    let on_one = Action::Move { from: at(&s, "r3c2"), to: at(&s, "r3c3") };
    reject(&mut s, 0, on_one, "§10.4");
    let on_two = Action::Move { from: at(&s, "r3c2"), to: at(&s, "r4c3") };
    assert!(s.legal_actions(0).contains(&on_two));
    act(&mut s, 0, Action::EndMovement);
    let back = Action::Move { from: at(&s, "r3c3"), to: at(&s, "r3c2") };
    reject(&mut s, 1, back, "§10.4");
    act(&mut s, 1, Action::EndMovement);
    let third = Action::Move { from: at(&s, "r4c3"), to: at(&s, "r3c2") };
    assert!(s.legal_actions(2).contains(&third), "the third player may attack");
}

/// docs/rules/evo.md §14.3 #18 PRIMAL_URGE (PD-28): MP = dinos on the board, replacing legs.
#[test]
fn c18_primal_urge() {
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Leg, 4);
    let p = free_regions(&s, Terrain::Plains, 3);
    put_all(&mut s, 0, &p);
    give(&mut s, 0, &[Card::PrimalUrge]);
    run_from(&mut s, Step::W3Start, &[]);
    act(&mut s, 0, card(Card::PrimalUrge));
    pass_cards(&mut s);
    assert_eq!(s.movement.unwrap().mp_left, 3, "3 dinos, not 5 legs");
}

/// A birth scene for TOUGH_KIDS: seat 0 (horns 1) at r3c2 surrounded by seat 1 (horns 1)
/// at r3c3 and seat 2 at r2c3, r4c2, r4c3.
fn tough_scene(extra: &[Card]) -> State {
    let mut s = scene(3);
    grant(&mut s, 0, Gene::Horn, 1);
    grant(&mut s, 1, Gene::Horn, 1);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    for id in ["r2c3", "r4c2", "r4c3"] {
        put(&mut s, 2, id);
    }
    give(&mut s, 0, &[Card::ToughKids]);
    for &c in extra {
        s.flags.played[0] |= c.bit();
    }
    run_from(&mut s, Step::W4Start, &[]);
    act(&mut s, 0, card(Card::ToughKids));
    pass_cards(&mut s);
    assert_eq!(pending(&s), (0, "birth"));
    s
}

/// docs/rules/evo.md §14.3 #12 TOUGH_KIDS (PD-39), §20 TV-08: newborns may attack with +1 horn;
/// placing there is optional.
#[test]
fn tv08_tough_kids() {
    let mut s = tough_scene(&[]);
    let listed = s.legal_actions(0);
    assert_eq!(listed.len(), 5, "four attack targets and stop");
    assert!(listed.contains(&Action::StopBirths), "attacks are optional");
    s.forced_dice = vec![4];
    let target = Action::PlaceNewborn { region: at(&s, "r3c3") };
    act(&mut s, 0, target);
    assert_eq!(s.dino_at(at(&s, "r3c3")).unwrap().owner, 0, "diff +1 wins on 4");
    assert_eq!(s.player(1).supply, 10);

    let mut s = tough_scene(&[]);
    s.forced_dice = vec![5];
    act(&mut s, 0, target);
    assert_eq!(s.dino_at(at(&s, "r3c3")).unwrap().owner, 1, "5 loses");
    assert_eq!(s.player(0).supply, 9, "the newborn returned to the supply");
    assert_ne!(pending(&s), (0, "birth"), "the egg was spent");

    let mut s = tough_scene(&[Card::GiantGene]);
    s.forced_dice = vec![5];
    act(&mut s, 0, target);
    assert_eq!(s.dino_at(at(&s, "r3c3")).unwrap().owner, 0, "diff +3 wins on 5");

    let mut s = tough_scene(&[]);
    act(&mut s, 0, Action::StopBirths);
    assert_eq!(s.on_board(0), 1);
    // Without Tough Kids an occupied region is no target.
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    run_from(&mut s, Step::W4Start, &[]);
    let occupied = Action::PlaceNewborn { region: at(&s, "r3c3") };
    reject(&mut s, 0, occupied, "§11.2");
}

/// docs/rules/evo.md §14.3 #13 CUCKOO, §20 TV-18.
#[test]
fn tv18_cuckoo() {
    let build = |b_dinos: usize| {
        let mut s = scene(5);
        let p = free_regions(&s, Terrain::Plains, b_dinos);
        put_all(&mut s, 1, &p[..b_dinos - 1]);
        let r = at(&s, "r4c9");
        s.remove_dino(r);
        s.put_dino(1, r, true);
        give(&mut s, 0, &[Card::Cuckoo]);
        run_from(&mut s, Step::W4End, &[]);
        (s, p)
    };
    let (mut s, p) = build(5);
    assert_eq!(pending(&s), (0, "card_window"));
    assert_eq!(s.legal_actions(0).len(), 2, "only the newborn, and pass");
    let old = Action::PlayCard { card: Card::Cuckoo, region: Some(p[0]), player: None, value: None };
    reject(&mut s, 0, old, "§14.3 #13");
    let hit = card_at(&s, Card::Cuckoo, "r4c9");
    act(&mut s, 0, hit);
    assert_eq!(s.dino_at(at(&s, "r4c9")).unwrap().owner, 0);
    assert_eq!((s.on_board(1), s.player(1).supply, s.player(0).supply), (4, 6, 9));

    let (mut s, _) = build(4);
    let hit = card_at(&s, Card::Cuckoo, "r4c9");
    let e = reject(&mut s, 0, hit, "§14.3 #13");
    assert!(e.detail_text().contains("at least 5"));
}

/// docs/rules/evo.md §14.3 #16 DUPLICATION (PD-30): the card still works for its player, then
/// goes to the DUPLICATION player, playable from the next round.
#[test]
fn c16_duplication() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    give(&mut s, 1, &[Card::Flood]);
    give(&mut s, 2, &[Card::Duplication]);
    run_from(&mut s, Step::W2Start, &[2, 2]);
    let e = s.check_card(2, Card::Duplication, CardParams::default(), CardContext::Window(WindowKind::W2Start));
    assert_eq!(e.unwrap_err().rule, Some(rule!("§14.2")), "Duplication only answers a card");
    act(&mut s, 1, card(Card::Flood));
    assert_eq!(s.player(0).supply, 10, "Flood worked: roll 2 + 1 parasol drowns");
    assert_eq!(pending(&s), (2, "card_response"));
    let fx = act(&mut s, 2, card(Card::Duplication));
    assert!(fx.contains(&Effect::CardTaken { seat: 2, card: Card::Flood, from: 1 }));
    let held = s.player(2).hand[0];
    assert_eq!((held.card, held.playable_from), (Card::Flood, 4));
    assert!(s.discard.contains(&Card::Duplication) && !s.discard.contains(&Card::Flood));
    let e = s.check_card(2, Card::Flood, CardParams::default(), CardContext::Window(WindowKind::W2Start));
    assert!(e.unwrap_err().detail_text().contains("from round 4"));
    s.round = 4;
    assert!(s.check_card(2, Card::Flood, CardParams::default(), CardContext::Window(WindowKind::W2Start)).is_ok());
}

/// docs/rules/evo.md §14.3 #20 BIRTH_CONTROL (PD-43): no births, no W4.own, no W4.end.
#[test]
fn c20_birth_control() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r0c7");
    give(&mut s, 1, &[Card::BirthControl, Card::Cuckoo]);
    run_from(&mut s, Step::W4Start, &[]);
    assert_eq!(pending(&s), (1, "card_window"));
    act(&mut s, 1, card(Card::BirthControl));
    while s.window.is_none_or(|w| w.kind == WindowKind::W4Start) {
        let (seat, kind) = pending(&s);
        assert!(kind == "card_window" || kind == "card_response", "no births: {kind}");
        act(&mut s, seat, Action::Pass);
    }
    assert_eq!(pending(&s), (1, "card_window"), "W5.start: no W4.own, no births, no W4.end");
    assert_eq!((s.step, s.window.map(|w| w.kind)), (Step::Survival, Some(WindowKind::W5Start)));
    assert_eq!((s.on_board(0), s.on_board(1)), (1, 1));
    assert!(s.player(1).has_card(Card::Cuckoo), "W4.end was not opened");
}

/// docs/rules/evo.md §14.3 #21 SURVIVAL_GENE, §20 TV-17.
#[test]
fn tv17_survival_gene() {
    let mut s = scene(3);
    s.climate = 2;
    s.player_mut(1).ep = 0;
    let deserts = free_regions(&s, Terrain::Desert, 3);
    put_all(&mut s, 1, &deserts);
    let hills = free_regions(&s, Terrain::Hills, 1);
    put_all(&mut s, 1, &hills);
    give(&mut s, 0, &[Card::SurvivalGene]);
    run_from(&mut s, Step::W5Start, &[]);
    let fx = act(&mut s, 0, Action::Pass);
    assert!(fx.contains(&Effect::EpGained { seat: 1, amount: 1, total: 1 }));
    assert_eq!(s.window.map(|w| w.kind), Some(WindowKind::W5End));
    let fx = act(&mut s, 0, card(Card::SurvivalGene));
    assert!(fx.contains(&Effect::EpLost { seat: 1, amount: 1, total: 0 }), "clamped at 0 (PD-14)");
    assert_eq!(s.player(0).ep, 6, "the card's player is not affected");
    assert_eq!(s.player(1).ep, 0);
}

/// docs/rules/evo.md §14.3 #22 WANDERING_BROOD: distance 3 allowed, 4 not.
#[test]
fn c22_wandering_brood() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    give(&mut s, 0, &[Card::WanderingBrood]);
    run_from(&mut s, Step::W4Start, &[]);
    act(&mut s, 0, card(Card::WanderingBrood));
    pass_cards(&mut s);
    let four = Action::PlaceNewborn { region: at(&s, "r3c6") };
    reject(&mut s, 0, four, "§11.2");
    let three = Action::PlaceNewborn { region: at(&s, "r3c5") };
    act(&mut s, 0, three);
}

/// docs/rules/evo.md §14.3 #23 UNEXPECTED_GENE (PD-34): +2 in W.final only; blocked by a
/// SLEEPING_GENE played in the final round.
#[test]
fn c23_unexpected_gene() {
    let mut s = scene(3);
    give(&mut s, 0, &[Card::UnexpectedGene]);
    run_from(&mut s, Step::W2Start, &[2]);
    assert_eq!(s.legal_actions(0), [Action::Pass], "not during the game");
    reject(&mut s, 0, card(Card::UnexpectedGene), "§14.2");

    let ending = |order: Vec<u8>, hands: &[(u8, &[Card])]| {
        let mut s = scene(3);
        s.order = order;
        s.meteor = 15;
        s.player_mut(0).ep = 10;
        s.player_mut(1).ep = 11;
        for (seat, c) in hands {
            give(&mut s, *seat, c);
        }
        run_from(&mut s, Step::W6Start, &[]);
        s
    };
    let mut s = ending(vec![0, 1, 2], &[(0, &[Card::UnexpectedGene])]);
    assert_eq!(s.window.map(|w| w.kind), Some(WindowKind::W6Start));
    act(&mut s, 0, Action::Pass);
    assert_eq!(s.window.map(|w| w.kind), Some(WindowKind::Final));
    assert!(s.outcome().is_none());
    act(&mut s, 0, card(Card::UnexpectedGene));
    pass_cards(&mut s);
    let o = s.outcome().unwrap();
    assert_eq!((o.scores[0], o.winners.clone()), (12, vec![0]));

    let mut s = ending(vec![1, 0, 2], &[(0, &[Card::UnexpectedGene]), (1, &[Card::SleepingGene])]);
    act(&mut s, 1, Action::Pass);
    act(&mut s, 0, Action::Pass);
    assert_eq!(s.window.map(|w| w.kind), Some(WindowKind::Final));
    act(&mut s, 1, card(Card::SleepingGene));
    assert!(s.pending().is_none(), "seat 0 is never asked");
    assert_eq!(s.outcome().unwrap().winners, [1]);
}

/// docs/rules/evo.md §14.3 #26 FLOOD, §20 TV-16.
#[test]
fn tv16_flood() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r3c3");
    put(&mut s, 2, "r0c7");
    grant(&mut s, 2, Gene::Parasol, 2);
    give(&mut s, 1, &[Card::Flood]);
    run_from(&mut s, Step::W2Start, &[2, 1, 2]);
    assert!(s.board.is_coastal(at(&s, "r3c2")) && !s.board.is_coastal(at(&s, "r3c3")));
    let fx = act(&mut s, 1, card(Card::Flood));
    let rolls: Vec<(u8, u8, u8, bool)> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::FloodRolled { roller, seat, roll, survives, .. } => Some((*roller, *seat, *roll, *survives)),
            _ => None,
        })
        .collect();
    assert_eq!(rolls, [(1, 0, 2, false), (1, 2, 1, true)], "B, the card's player, rolls (PD-25)");
    assert_eq!((s.on_board(0), s.on_board(1), s.on_board(2)), (0, 1, 1));
}
