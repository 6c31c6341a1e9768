//! Gene types (§3), views and hidden information (PD-40), effects in words, snapshots and
//! `validate` (restore of described states), and robustness against arbitrary actions.

use super::super::{Action, Effect};
use super::super::options::Options;
use super::super::state::{State, Step};
use super::super::types::{Card, Gene};
use super::helpers::*;
use crate::bots::{choose_from, BotKind};
use crate::testing::harness::Walk;
use crate::engine::{Game, SplitMix64, Viewer};

/// docs/rules/evo.md §3.1–3.2: the printed base genes, and every gene type bought takes effect
/// (CARD draws a card and leaves the game).
#[test]
fn s3_every_gene_type_takes_effect() {
    let s = scene(3);
    let p = s.player(0);
    assert_eq!(
        (p.tails(), p.legs(), p.horns(), p.eggs(), p.fur(), p.parasols(), p.mutations()),
        (1, 1, 0, 1, 1, 1, 0),
        "§3.1 printed base"
    );
    let attr = |s: &State| {
        let p = s.player(0);
        [p.tails(), p.legs(), p.horns() as u32, p.eggs(), p.fur(), p.parasols(), p.mutations(), p.hand.len() as u32]
    };
    for (i, (gene, _)) in Gene::TILES.iter().enumerate() {
        let mut s = scene(3);
        bag_front(&mut s, &[*gene, Gene::Leg, Gene::Leg]);
        run_from(&mut s, Step::W6Bid, &[]);
        let before = attr(&s);
        act(&mut s, 0, Action::Bid { row: 1, value: 0, gene_split: false, sleeping_gene: false });
        act(&mut s, 1, Action::Bid { row: 2, value: 0, gene_split: false, sleeping_gene: false });
        act(&mut s, 2, Action::Bid { row: 3, value: 0, gene_split: false, sleeping_gene: false });
        let after = attr(&s);
        for k in 0..8 {
            assert_eq!(after[k], before[k] + u32::from(k == i), "{} changes only its attribute", gene.word());
        }
    }
    // The tile count of §3.2 is 62.
    assert_eq!(Gene::canonical_pile().len(), 62);
    assert_eq!(Card::ALL.len(), 26);
}

/// docs/rules/evo.md PD-40: spectators see no hand and no bag/deck order; a seat sees its own
/// hand only; the omniscient viewer sees everything but never the generator.
#[test]
fn pd40_views_hide_hands_and_piles() {
    let mut s = scene(3);
    give(&mut s, 0, &[Card::Flood]);
    give(&mut s, 1, &[Card::Cuckoo]);
    let spectator = s.view(Viewer::Spectator);
    assert!(spectator["players"][0].get("hand").is_none());
    assert_eq!(spectator["players"][0]["hand_size"], 1);
    assert!(spectator.get("bag").is_none() && spectator.get("deck").is_none());
    let seat0 = s.view(Viewer::Seat(0)).to_string();
    assert!(seat0.contains("\"flood\"") && !seat0.contains("\"cuckoo\""));
    let all = s.view(Viewer::Omniscient);
    assert!(all.to_string().contains("\"cuckoo\""));
    assert_eq!(all["bag"].as_array().unwrap().len(), s.bag.len());
    assert_eq!(all["deck"].as_array().unwrap().len(), s.deck.len());
    for v in [spectator, all] {
        assert!(v.get("rng").is_none() && v.get("forced_dice").is_none());
    }
    let progress = s.progress();
    assert_eq!((progress["round"].as_u64(), progress["phase"].as_str()), (Some(3), Some("initiative")));
    assert_eq!(progress["phase_number"].as_u64(), Some(1));
}

/// Effects are rendered in words without the state: who, what, how many and where.
#[test]
fn effects_in_words() {
    use super::super::effects::Cause;
    use super::super::types::Terrain;
    let cases = [
        (Effect::EpGained { seat: 0, amount: 4, total: 10 }, "Red scores 4 EP (10 EP)"),
        (Effect::DinoMoved { seat: 1, from: "r3c2".into(), to: "r2c3".into() }, "Blue moves a dino from r3c2 to r2c3"),
        (Effect::CardDrawnHidden { seat: 2 }, "Green draws an event card"),
        (
            Effect::CardPlayed { seat: 0, card: Card::DefensiveGas, region: None, target: None, player: Some(1), value: None },
            "Red plays Defensive Gas: Red and Blue may not attack each other this round",
        ),
        (
            Effect::CardPlayed {
                seat: 2,
                card: Card::Accident,
                region: Some("r4c9".into()),
                target: Some(1),
                player: None,
                value: None,
            },
            "Green plays Accident on Blue's dino in r4c9",
        ),
        (
            Effect::CardPlayed { seat: 0, card: Card::WeatherGene, region: None, target: None, player: None, value: Some(1) },
            "Red plays Weather Gene, choosing the die result 1: no climate roll this round",
        ),
        (
            Effect::CardPlayed { seat: 3, card: Card::IceCold, region: None, target: None, player: None, value: None },
            "Yellow plays Ice Cold!: every species has one fur fewer this round",
        ),
        (
            Effect::ClimateRolled { seat: 1, roll: 1, from: 0, to: 5, temperate: Terrain::Plains },
            "Blue rolls 1 for the climate: the marker moves back from space 0 to space 5 (plains temperate)",
        ),
        (
            Effect::ClimateRolled { seat: 1, roll: 2, from: 3, to: 3, temperate: Terrain::Mountains },
            "Blue rolls 2 for the climate: the marker stays on space 3 (mountains temperate)",
        ),
        (Effect::OrderSet { order: vec![2, 0, 1] }, "Turn order this round: Green, Red, Blue"),
        (
            Effect::FloodRolled { roller: 1, seat: 0, region: "r3c2".into(), roll: 2, parasols: 1, survives: false },
            "Flood: Blue rolls 2 for Red's dino on the coast in r3c2; 2 + 1 parasol = 3: it drowns (3 or less)",
        ),
        (
            Effect::Combat { attacker: 0, defender: 1, region: "r3c3".into(), diff: 1, roll: 4, attacker_won: true },
            "Red attacks Blue in r3c3 (horn difference +1), rolls 4: Red wins",
        ),
        (
            Effect::DinoRemoved { seat: 1, region: "r3c3".into(), cause: Cause::Combat },
            "Blue's dino in r3c3 lost a fight and returns to the supply",
        ),
        (
            Effect::GenesDrawn { genes: vec![Gene::Leg, Gene::Egg, Gene::Fur] },
            "Genes on offer: row 1 leg, row 2 egg, row 3 fur",
        ),
        (
            Effect::GeneBought { seat: 2, gene: Gene::Egg, bid: 1, price: 1, total: 9 },
            "Green pays 1 EP for a bid of 1 (9 EP left) and gets an egg gene",
        ),
        (
            Effect::GeneBought { seat: 0, gene: Gene::Card, bid: 5, price: 3, total: 7 },
            "Red pays 3 EP for a bid of 5 (7 EP left) and gets a card gene and draws an event card",
        ),
        (Effect::BirthsEnded { seat: 4, placed: 1 }, "Purple's births end: 1 newborn placed"),
    ];
    for (e, words) in cases {
        assert_eq!(State::describe(&e).en(), words);
        let json = serde_json::to_value(&e).unwrap();
        let back: Effect = serde_json::from_value(json).unwrap();
        assert_eq!(back, e);
    }
}

/// Actions have the documented JSON shape and round-trip.
#[test]
fn actions_json_shape() {
    let a: Action = serde_json::from_str(r#"{"type": "move", "from": 3, "to": 4}"#).unwrap();
    assert_eq!(a, Action::Move { from: 3, to: 4 });
    let b: Action = serde_json::from_str(r#"{"type": "bid", "row": 1, "value": 2}"#).unwrap();
    assert_eq!(b, Action::Bid { row: 1, value: 2, gene_split: false, sleeping_gene: false });
    let c: Action = serde_json::from_str(r#"{"type": "play_card", "card": "weather_gene", "value": 3}"#).unwrap();
    assert_eq!(c, Action::PlayCard { card: Card::WeatherGene, region: None, player: None, value: Some(3) });
    assert_eq!(serde_json::to_string(&Action::Pass).unwrap(), r#"{"type":"pass"}"#);
    assert!(serde_json::from_str::<Action>(r#"{"type": "move", "from": 3}"#).is_err());
}

/// `validate` (through `restore`) rejects states that break conservation or ranges.
#[test]
fn restore_rejects_broken_states() {
    let s = State::new(4, &Options::default(), 3).unwrap();
    let ok = s.snapshot();
    assert!(State::restore(&ok).is_ok());
    let corrupt = |f: &dyn Fn(&mut State)| {
        let mut c = s.clone();
        f(&mut c);
        State::restore(&c.snapshot()).map(|_| ()).unwrap_err().detail_text()
    };
    assert!(corrupt(&|c| c.players[0].supply = 10).contains("≠ 10"));
    assert!(corrupt(&|c| {
        c.bag.pop();
    })
    .contains("gene tiles"));
    assert!(corrupt(&|c| c.deck.push(Card::Flood)).contains("Flood"));
    assert!(corrupt(&|c| c.climate = 6).contains("climate"));
    assert!(corrupt(&|c| c.order = vec![0, 0, 1, 2]).contains("permutation"));
    assert!(corrupt(&|c| c.forced_dice = vec![7]).contains("forced dice"));
    assert!(State::restore("{\"players_count\": 3}").is_err());
}

/// Arbitrary actions never panic; rejected ones leave the state unchanged.
#[test]
fn arbitrary_actions_never_panic() {
    let mut s = State::new(5, &Options::default(), 8).unwrap();
    let mut steps = 0;
    // The probes draw from the walk's generator, before each choice.
    let probe_then_choose = |s: &State, seat: u8, legal: &mut Vec<Action>, rng: &mut SplitMix64| {
        steps += 1;
        if steps % 3 == 0 {
            for _ in 0..20 {
                let r = |rng: &mut SplitMix64, n: u64| rng.next_int(n) as u8;
                let card = Card::ALL[rng.next_int(26) as usize];
                let a = match rng.next_int(9) {
                    0 => Action::Move { from: r(rng, 256), to: r(rng, 256) },
                    1 => Action::PlaceNewborn { region: r(rng, 256) },
                    2 => Action::KeepDino { region: r(rng, 256) },
                    3 => Action::Bid { row: r(rng, 256), value: rng.next_u64() as u32, gene_split: rng.next_int(2) == 1, sleeping_gene: false },
                    4 => Action::PlayCard {
                        card,
                        region: Some(r(rng, 256)),
                        player: Some(r(rng, 256)),
                        value: Some(r(rng, 256)),
                    },
                    5 => Action::PlayCard { card, region: None, player: None, value: None },
                    6 => Action::StopBirths,
                    7 => Action::PassBid,
                    _ => Action::EndMovement,
                };
                let seat = r(rng, 8);
                let before = s.state_hash();
                let mut c = s.clone();
                if c.apply(seat, &a).is_err() {
                    assert_eq!(c.state_hash(), before);
                }
            }
        }
        choose_from(s, seat, BotKind::Random, rng, legal)
    };
    Walk::<State>::new(42).chooser(probe_then_choose).run(&mut s).over("seed 8");
    assert!(s.apply(0, &Action::Pass).is_err());
}

/// The game is registered as "evo" for 3–5 seats; options arrive as JSON.
#[test]
fn registered_as_evo() {
    use crate::games::{new_game, restore_game};
    use serde_json::json;
    let g = new_game("evo", 4, &json!({"four_player_board": "MA+MB", "hard_variant": true}), 9).unwrap();
    assert_eq!(g.info().name, "evo");
    assert_eq!(g.view(Viewer::Spectator)["board_name"], "MA+MB");
    assert!(new_game("evo", 6, &json!(null), 1).is_err());
    let e = new_game("evo", 3, &json!({"starting_ep": 8}), 1).err().unwrap();
    assert!(e.detail_text().contains("starting_ep"));
    let e = new_game("evo", 3, &json!({"boards": {"boards": {}}}), 1).err().unwrap();
    assert!(e.detail_text().contains("options.boards") && e.detail_text().contains("S+MB"), "{}", e.detail_text());
    let back = restore_game("evo", &g.snapshot()).unwrap();
    assert_eq!(back.state_hash(), g.state_hash());
    let seat = g.pending().unwrap().seats.first().unwrap();
    let listed = g.legal_actions_json(seat);
    let mut c = g.clone_box();
    c.apply_json(seat, &listed[0]).unwrap();
}

/// docs/rules/evo.md §13.5 DERIVED, asserted by `validate`: an auction in which everybody has
/// acted has a marker on every row and exactly N − R passes.
#[test]
fn s13_5_validate_asserts_the_auction_end() {
    let mut s = scene(3);
    run_from(&mut s, Step::W6Bid, &[]);
    act(&mut s, 0, Action::Bid { row: 1, value: 0, gene_split: false, sleeping_gene: false });
    act(&mut s, 1, Action::Bid { row: 2, value: 0, gene_split: false, sleeping_gene: false });
    let mut broken = s.clone();
    if let Some(a) = broken.auction.as_mut() {
        a.actor = None;
        a.next_turn = 3;
    }
    assert!(broken.validate().unwrap_err().what.contains("unsold"));
    act(&mut s, 2, Action::Bid { row: 3, value: 0, gene_split: false, sleeping_gene: false });
}
