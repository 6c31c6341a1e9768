//! Words for every choice: the label and targets of every legal action, the
//! prompt of every pending decision, and the option descriptions; checked at every decision
//! of seeded complete games and, word for word, for representative actions.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::super::actions::Action;
use super::super::options::{FourPlayerBoard, Options, TieBreak};
use super::super::state::{State, Step};
use super::super::types::{Card, Gene, CLIMATE_TRACK};
use super::helpers::*;
use crate::bots::BotKind;
use crate::testing::harness::{Next, Walk};
use crate::engine::{Game, Label, Target, Viewer};

/// The things of `view` a target may name, by kind.
fn view_things(view: &Value, seat: u8) -> BTreeMap<&'static str, BTreeSet<String>> {
    let mut m: BTreeMap<&'static str, BTreeSet<String>> = BTreeMap::new();
    let ids = |v: &Value| v.as_str().map(str::to_string).unwrap_or_else(|| v.to_string());
    m.insert("region", view["regions"].as_array().unwrap().iter().map(|r| ids(&r["id"])).collect());
    m.insert("seat", view["players"].as_array().unwrap().iter().map(|p| ids(&p["seat"])).collect());
    let rows = view["auction"]["rows"].as_array().map_or(0, |r| r.len());
    m.insert("slot", (1..=rows).map(|r| r.to_string()).collect());
    let hand = view["players"][usize::from(seat)]["hand"].as_array().cloned().unwrap_or_default();
    m.insert("card", hand.iter().map(|h| ids(&h["card"])).collect());
    // The climate track: the view names the marker's space 0..5 (`climate.position`).
    assert!(view["climate"]["position"].is_u64());
    m.insert("climate", (0..CLIMATE_TRACK.len()).map(|p| p.to_string()).collect());
    m
}

/// The target kinds an action must carry (in this order).
fn expected_kinds(a: &Action) -> Vec<&'static str> {
    match *a {
        Action::Move { .. } => vec!["region", "region"],
        Action::PlaceNewborn { .. } | Action::KeepDino { .. } => vec!["region"],
        Action::Bid { gene_split, sleeping_gene, .. } => {
            let mut k = vec!["slot"];
            if gene_split {
                k.push("card");
            }
            if sleeping_gene {
                k.push("card");
            }
            k
        }
        Action::PlayCard { region, player, value, .. } => {
            let mut k = vec!["card"];
            if region.is_some() {
                k.push("region");
            }
            if player.is_some() {
                k.push("seat");
            }
            if value.is_some() {
                k.push("climate");
            }
            k
        }
        Action::Pass | Action::EndMovement | Action::StopBirths | Action::PassBid => vec![],
    }
}

fn assert_words(text: &str, what: &str) {
    assert!(!text.trim().is_empty(), "empty {what}");
    for bad in ["{", "}", "_", "::", "Some(", "None", "\""] {
        assert!(!text.contains(bad), "{what} {text:?} contains {bad:?}");
    }
}

/// What the complete games showed, to check they reached every kind of decision.
#[derive(Default)]
struct Seen {
    kinds: BTreeSet<String>,
    cards: BTreeSet<String>,
    decisions: usize,
    labels: usize,
}

fn kind_of(a: &Action, label: &Label) -> String {
    match a {
        Action::Move { .. } if label.label().starts_with("Attack") => "attack".into(),
        Action::PlaceNewborn { .. } if label.label().contains("attack it") => "tough newborn".into(),
        Action::Bid { .. } if label.label().contains("outbidding") => "outbid".into(),
        Action::Bid { gene_split: true, .. } => "bid with gene split".into(),
        _ => {
            let v = serde_json::to_value(a).unwrap();
            v["type"].as_str().unwrap().to_string()
        }
    }
}

/// Check every decision of one seeded game.
fn walk(players: u8, options: &Options, seed: u64, kinds: &[BotKind], seen: &mut Seen) {
    let mut s = State::new(players, options, seed).expect("new game");
    Walk::<State>::new(seed ^ 0x1abe1)
        .bots(kinds)
        .before(|s: &State, turn, legal| {
            let seat = turn.seat;
            for other in (0..players).filter(|&o| o != seat) {
                assert_eq!(s.prompt(other).en(), "", "seat {other} is not pending but has a prompt");
            }
            let prompt = s.prompt(seat).en();
            assert_words(&prompt, "prompt");
            let view = s.view(Viewer::Seat(seat));
            let things = view_things(&view, seat);
            let mut texts = BTreeSet::new();
            for a in legal {
                let l = s.label(seat, a);
                assert_words(&l.label(), "label");
                assert!(texts.insert(l.label().clone()), "two legal actions read {:?} ({a:?})", l.label());
                let kinds: Vec<&str> = l.targets.iter().map(|t| t.kind).collect();
                assert_eq!(kinds, expected_kinds(a), "targets of {a:?}: {:?}", l.targets);
                for t in &l.targets {
                    let known = things.get(t.kind).unwrap_or_else(|| panic!("unknown target kind {}", t.kind));
                    assert!(known.contains(&t.id), "{a:?}: target {}:{} is not in the view", t.kind, t.id);
                }
                if let Action::PlayCard { card, .. } = a {
                    seen.cards.insert(card.title().to_string());
                }
                seen.kinds.insert(kind_of(a, &l));
                seen.labels += 1;
            }
            seen.decisions += 1;
            Next::Go
        })
        .run(&mut s)
        .over(&format!("seed {seed}"));
    for seat in 0..players {
        assert_eq!(s.prompt(seat).en(), "", "no prompt once the game is over");
    }
}

/// Every decision of complete games for 3, 4 and 5 players and every variant: prompts and
/// labels in words, distinct labels per decision, targets naming things of the view.
#[test]
fn labels_at_every_decision_of_complete_games() {
    let mut seen = Seen::default();
    let random = [BotKind::Random];
    let mixed = [BotKind::Greedy, BotKind::Random];
    for players in 3..=5 {
        walk(players, &Options::default(), 10 + u64::from(players), &random, &mut seen);
        walk(players, &Options::default(), 20 + u64::from(players), &mixed, &mut seen);
    }
    let hard = Options { hard_variant: true, ..Options::default() };
    for players in 3..=5 {
        walk(players, &hard, 30 + u64::from(players), &random, &mut seen);
    }
    let two_medium = Options { four_player_board: FourPlayerBoard::TwoMedium, ..Options::default() };
    walk(4, &two_medium, 41, &random, &mut seen);
    walk(4, &two_medium, 42, &mixed, &mut seen);
    let rich = Options { starting_ep: 10, initiative_tie_break: TieBreak::FewerDinosFirst, ..Options::default() };
    walk(3, &rich, 51, &random, &mut seen);
    walk(5, &rich, 52, &random, &mut seen);
    for seed in 60..66 {
        walk(3 + (seed % 3) as u8, &Options::default(), seed, &random, &mut seen);
    }
    eprintln!("evo labels: {} decisions, {} labels checked; kinds {:?}; {} cards", seen.decisions, seen.labels, seen.kinds, seen.cards.len());
    for kind in [
        "move",
        "attack",
        "end_movement",
        "place_newborn",
        "keep_dino",
        "bid",
        "outbid",
        "pass_bid",
        "play_card",
        "pass",
    ] {
        assert!(seen.kinds.contains(kind), "the games never offered a {kind} action: {:?}", seen.kinds);
    }
    assert!(seen.cards.len() >= 15, "only these cards were offered: {:?}", seen.cards);
}

// ------------------------------------------------------------------ exact words

fn texts(l: &Label) -> (&str, Vec<(&str, &str)>) {
    // the English words, leaked for the comparisons (a test process lives briefly)
    (Box::leak(l.label().into_boxed_str()), l.targets.iter().map(|t| (t.kind, t.id.as_str())).collect())
}

fn play(card: Card) -> Action {
    Action::PlayCard { card, region: None, player: None, value: None }
}

/// §10.3, §10.5: a step and an attack in words, with both regions as targets.
#[test]
fn movement_words() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    put(&mut s, 1, "r4c2");
    grant(&mut s, 0, Gene::Horn, 1);
    run_from(&mut s, Step::W3Start, &[]);
    assert_eq!(pending(&s), (0, "movement"));
    assert_eq!(s.prompt(0).en(), "Move a dino (1 movement point left), or end your movement");
    assert_eq!(s.prompt(1).en(), "");
    let step = Action::Move { from: at(&s, "r3c2"), to: at(&s, "r3c3") };
    assert_eq!(
        texts(&s.label(0, &step)),
        (
            "Move your dino from the desert (r3c2) to the plains (r3c3, cold)",
            vec![("region", "r3c2"), ("region", "r3c3")]
        )
    );
    let attack = Action::Move { from: at(&s, "r3c2"), to: at(&s, "r4c2") };
    assert!(s.legal_actions(0).contains(&attack));
    assert_eq!(
        texts(&s.label(0, &attack)),
        (
            "Attack Blue's dino in the plains (r4c2, cold) from the desert (r3c2): you win on a roll of 1 to 4",
            vec![("region", "r3c2"), ("region", "r4c2")]
        )
    );
    assert_eq!(s.label(0, &Action::EndMovement).label(), "End your movement (1 movement point unused)");
}

/// §11.2: a newborn's region in words.
#[test]
fn birth_words() {
    let mut s = scene(3);
    put(&mut s, 0, "r3c2");
    run_from(&mut s, Step::W4Start, &[]);
    assert_eq!(pending(&s), (0, "birth"));
    assert_eq!(s.prompt(0).en(), "Place a newborn (1 egg left, 9 dinos in your supply)");
    let a = Action::PlaceNewborn { region: at(&s, "r4c3") };
    assert!(s.legal_actions(0).contains(&a));
    assert_eq!(
        texts(&s.label(0, &a)),
        ("Place a newborn in the hills (r4c3, freezing)", vec![("region", "r4c3")])
    );
}

/// §13.4–13.5: bids in words, the outbid marker named, the row as the target.
#[test]
fn bid_words() {
    let mut s = scene(3);
    for p in 0..3 {
        s.player_mut(p).ep = 10;
    }
    bag_front(&mut s, &[Gene::Leg, Gene::Horn, Gene::Fur]);
    run_from(&mut s, Step::W6Bid, &[]);
    assert_eq!(pending(&s), (0, "bid"));
    assert_eq!(s.prompt(0).en(), "Bid on a gene; you must bid (you have 10 EP)");
    let first = Action::Bid { row: 2, value: 3, gene_split: false, sleeping_gene: false };
    assert_eq!(texts(&s.label(0, &first)), ("Bid 3 on the horn gene in row 2", vec![("slot", "2")]));
    act(&mut s, 0, first);
    grant(&mut s, 1, Gene::Mutation, 2);
    let over = Action::Bid { row: 2, value: 5, gene_split: false, sleeping_gene: false };
    assert_eq!(
        texts(&s.label(1, &over)),
        ("Bid 5 on the horn gene in row 2, outbidding Red's 3 (you would pay 3 EP)", vec![("slot", "2")])
    );
    act(&mut s, 1, over);
    assert_eq!(s.prompt(0).en(), "You were outbid: bid again on a gene (you have 10 EP)");
    // The Gene Split slot (§14.2) folded into the bid: the card is a second target.
    give(&mut s, 2, &[Card::GeneSplit]);
    act(&mut s, 0, Action::Bid { row: 1, value: 0, gene_split: false, sleeping_gene: false });
    assert_eq!(pending(&s), (2, "bid"));
    let split = Action::Bid { row: 3, value: 0, gene_split: true, sleeping_gene: false };
    assert!(s.legal_actions(2).contains(&split));
    assert_eq!(
        texts(&s.label(2, &split)),
        ("Bid 0 on the fur gene in row 3, then play Gene Split", vec![("slot", "3"), ("card", "gene_split")])
    );
}

/// §14.3: cards with a die value, a partner, and the response step in words.
#[test]
fn card_words() {
    let mut s = scene(3);
    give(&mut s, 0, &[Card::WeatherGene, Card::Flood]);
    give(&mut s, 1, &[Card::Duplication]);
    run_from(&mut s, Step::W2Start, &[]);
    assert_eq!(pending(&s), (0, "card_window"));
    assert_eq!(s.prompt(0).en(), "Play an event card at the start of Phase 2, or pass");
    let wg = Action::PlayCard { card: Card::WeatherGene, region: None, player: None, value: Some(4) };
    assert_eq!(
        texts(&s.label(0, &wg)),
        (
            "Play Weather Gene as a die result of 4: the climate marker moves forward to space 1 (plains temperate)",
            vec![("card", "weather_gene"), ("climate", "1")]
        )
    );
    let back = Action::PlayCard { card: Card::WeatherGene, region: None, player: None, value: Some(1) };
    assert_eq!(
        s.label(0, &back).label(),
        "Play Weather Gene as a die result of 1: the climate marker moves back to space 5 (plains temperate)"
    );
    act(&mut s, 0, play(Card::Flood));
    assert_eq!(pending(&s), (1, "card_response"));
    assert_eq!(s.prompt(1).en(), "Red played Flood: answer with Duplication or Sleeping Gene, or pass");
    assert_eq!(
        texts(&s.label(1, &play(Card::Duplication))),
        ("Play Duplication: take Flood from Red (you may play it from next round on)", vec![("card", "duplication")])
    );
    assert_eq!(s.label(1, &Action::Pass).label(), "Pass: do not answer Flood");

    let mut s = scene(3);
    give(&mut s, 2, &[Card::DefensiveGas]);
    run_from(&mut s, Step::W3Start, &[]);
    assert_eq!(pending(&s), (2, "card_window"));
    let gas = Action::PlayCard { card: Card::DefensiveGas, region: None, player: Some(0), value: None };
    assert!(s.legal_actions(2).contains(&gas));
    assert_eq!(
        texts(&s.label(2, &gas)),
        (
            "Play Defensive Gas with Red: you and Red may not attack each other this round",
            vec![("card", "defensive_gas"), ("seat", "0")]
        )
    );
}

/// §12: the survival choice in words.
#[test]
fn survival_words() {
    let mut s = scene(3);
    // Climate 0: plains are cold; one fur keeps one of the two plains dinos.
    put(&mut s, 0, "r3c3");
    put(&mut s, 0, "r4c2");
    run_from(&mut s, Step::W5Start, &[]);
    assert_eq!(pending(&s), (0, "survival"));
    assert_eq!(s.prompt(0).en(), "Your dinos in cold regions: choose 1 more of these 2 to survive (the others die)");
    let keep = Action::KeepDino { region: at(&s, "r4c2") };
    assert_eq!(
        texts(&s.label(0, &keep)),
        ("Keep your dino in the plains (r4c2, cold) alive", vec![("region", "r4c2")])
    );
}

/// §0.2: the options offered in a form; every default and choice is a valid option value,
/// and the defaults are the engine's defaults.
#[test]
fn options_in_words() {
    let specs = State::option_specs();
    let names: Vec<&str> = specs.iter().map(|o| o.name).collect();
    assert_eq!(names, ["starting_ep", "initiative_tie_break", "four_player_board", "hard_variant", "round_track"]);
    let mut defaults = serde_json::Map::new();
    for o in &specs {
        assert!(!o.label.en().is_empty() && !o.help.en().is_empty() && o.rule.game == "evo" && o.rule.section.starts_with('§'), "{}", o.name);
        defaults.insert(o.name.to_string(), o.default.clone());
        match o.kind {
            "bool" => assert!(o.default.is_boolean() && o.choices.is_empty()),
            "choice" => {
                assert!(o.choices.iter().any(|(v, _)| *v == o.default), "{}: default not a choice", o.name);
                for (v, words) in &o.choices {
                    assert_words(&words.en(), "choice");
                    let one: Options = serde_json::from_value(serde_json::json!({ o.name: v }))
                        .unwrap_or_else(|e| panic!("{}: {v} is not a valid value: {e}", o.name));
                    one.check(4).unwrap();
                }
            }
            k => panic!("unexpected kind {k}"),
        }
    }
    let parsed: Options = serde_json::from_value(Value::Object(defaults)).unwrap();
    assert_eq!(parsed, Options::default());
    let four = specs.iter().find(|o| o.name == "four_player_board").unwrap();
    assert_eq!(four.seats, [4]);
    assert!(specs.iter().filter(|o| o.name != "four_player_board").all(|o| o.seats.is_empty()));
    let starting: Vec<&Value> = specs[0].choices.iter().map(|(v, _)| v).collect();
    assert_eq!(starting, [&serde_json::json!(6), &serde_json::json!(10)]);
}

/// A target names the thing as the view writes it: regions by id, never by index.
#[test]
fn targets_use_view_ids() {
    let s = State::new(3, &Options::default(), 5).unwrap();
    let (seat, _) = pending(&s);
    for a in s.legal_actions(seat) {
        for Target { kind, id } in s.label(seat, &a).targets {
            if kind == "region" {
                assert!(id.starts_with('r') && id.contains('c'), "{id}");
                assert!(s.board.index_of(&id).is_some());
            }
        }
    }
}
