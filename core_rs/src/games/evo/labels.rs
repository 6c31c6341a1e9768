//! Every legal action in words, with the places on the board it refers to, and the
//! one-line prompt of the pending decision: words for every choice a seat has.
//!
//! Targets (kind → id, each id exactly as `view` writes the thing):
//! - `region` → the region's `id` ("r3c2"), not its index;
//! - `slot` → a row of the bidding board, numbered from 1 as in the `bid` action (the
//!   view's `auction.rows[row - 1]`);
//! - `card` → the card's code as in a hand of the view ("weather_gene");
//! - `seat` → a player's seat number ("2", the view's `players[].seat`);
//! - `climate` → a space of the climate track, 0..5 (the view's `climate.position`), for
//!   the space a Weather Gene value moves the marker to.

use serde_json::json;

use super::actions::Action;
use super::rules::movement::winning_rolls;
use super::options::{FourPlayerBoard, RoundTrack, TieBreak};
use super::state::WindowKind;
use super::types::{classify, climate_after_die, colour, Card, ClimateClass, Gene, CLIMATE_TRACK};
use super::rules::Decision;
use super::state::State;
use crate::engine::{Label, OptionSpec, Seat, Target};

/// The code a value has in the view (its serde name), e.g. `Card::WeatherGene` → "weather_gene".
fn code<T: serde::Serialize>(value: T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

fn climate_word(c: ClimateClass) -> &'static str {
    match c {
        ClimateClass::Temperate => "temperate",
        ClimateClass::Hot => "hot",
        ClimateClass::Cold => "cold",
        ClimateClass::Scorching => "scorching",
        ClimateClass::Freezing => "freezing",
    }
}

fn gene_words(g: Gene) -> String {
    format!("the {} gene", g.word())
}

fn plural(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// "you win on a roll of 1 to 4" for a horn difference.
fn odds_words(diff: i32) -> String {
    match winning_rolls(diff) {
        1 => "you win only on a roll of 1".to_string(),
        2 => "you win on a roll of 1 or 2".to_string(),
        w => format!("you win on a roll of 1 to {w}"),
    }
}

fn climate_space_words(pos: u8) -> String {
    format!("space {pos} ({} temperate)", CLIMATE_TRACK[usize::from(pos % 6)].word())
}

impl State {
    /// The setup options a client may set in a form (docs/rules/evo.md §0.2). `boards` (a board
    /// file replacing the default geometry) and `use_blank_cards` (never used, PD-36) are
    /// not offered.
    pub(crate) fn options_described() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "starting_ep",
                label: "Starting evolution points".into(),
                help: "The EP every player starts with: 6 as in the rulebook translated here, or 10 as in the English rulebook.".into(),
                rule: rule!("§6.1 (PD-06)"),
                kind: "choice",
                default: json!(6),
                choices: vec![(json!(6), "6 EP".into()), (json!(10), "10 EP (English rulebook)".into())],
                seats: Vec::new(),
            },
            OptionSpec {
                name: "initiative_tie_break",
                label: "Initiative tie-break".into(),
                help: "Between players with equally many tails: the one with more dinos on the board goes first, or the one with fewer.".into(),
                rule: rule!("§8 (PD-07)"),
                kind: "choice",
                default: json!(code(TieBreak::MoreDinosFirst)),
                choices: vec![
                    (json!(code(TieBreak::MoreDinosFirst)), "More dinos go first".into()),
                    (json!(code(TieBreak::FewerDinosFirst)), "Fewer dinos go first".into()),
                ],
                seats: Vec::new(),
            },
            OptionSpec {
                name: "four_player_board",
                label: "Board for four players".into(),
                help: "The two map sides that form the island for four players: the small and the large map, or the two medium maps.".into(),
                rule: rule!("§4.2 (PD-03)"),
                kind: "choice",
                default: json!(code(FourPlayerBoard::SmallLarge)),
                choices: vec![
                    (json!(code(FourPlayerBoard::SmallLarge)), "Small + large map".into()),
                    (json!(code(FourPlayerBoard::TwoMedium)), "The two medium maps".into()),
                ],
                seats: vec![4],
            },
            OptionSpec {
                name: "hard_variant",
                label: "Hard variant".into(),
                help: "One gene fewer than players in every auction, so one player may pass; the meteor does not move in rounds 1 and 2, so the game is longer.".into(),
                rule: rule!("§16"),
                kind: "bool",
                default: json!(false),
                choices: Vec::new(),
                seats: Vec::new(),
            },
            OptionSpec {
                name: "round_track",
                label: "Round track (meteor)".into(),
                help: "The meteor's track: 16 spaces; on space 13 the meteor strikes on a roll of 1, on 14 on 1 or 2, on 15 on 1 to 3; space 16 ends the game.".into(),
                rule: rule!("§5.5 (PD-05)"),
                kind: "choice",
                default: json!(RoundTrack::default()),
                choices: vec![(json!(RoundTrack::default()), "16 spaces, die spaces 13 to 15".into())],
                seats: Vec::new(),
            },
        ]
    }

    /// "the hills (r4c5)"; with `climate`, "the hills (r4c5, cold)" unless temperate.
    fn region_words(&self, region: u8, climate: bool) -> String {
        let terrain = self.board.terrain(region);
        let id = self.board.id(region);
        let class = classify(self.climate, terrain);
        if climate && class != ClimateClass::Temperate {
            format!("the {} ({id}, {})", terrain.word(), climate_word(class))
        } else {
            format!("the {} ({id})", terrain.word())
        }
    }

    fn region_target(&self, region: u8) -> Target {
        Target::new("region", self.board.id(region))
    }

    /// "your dino" / "Blue's dino" in `region` (seen by `seat`).
    fn whose(&self, seat: Seat, owner: u8) -> String {
        if owner == seat {
            "your".to_string()
        } else {
            format!("{}'s", colour(owner))
        }
    }

    /// The action in words, for `seat` who would take it.
    pub(crate) fn action_label(&self, seat: Seat, action: &Action) -> Label {
        match *action {
            Action::Pass => match self.decision() {
                Some(Decision::Response(_)) => match self.response {
                    Some(r) => Label::text(format!("Pass: do not answer {}", r.card.title())),
                    None => Label::text("Pass: play no card"),
                },
                Some(Decision::Window(_, WindowKind::W4Own)) => {
                    Label::text("Pass: play no card before your births")
                }
                _ => Label::text("Pass: play no card"),
            },
            Action::Move { from, to } => {
                let targets = vec![self.region_target(from), self.region_target(to)];
                match self.dino_at(to) {
                    Some(d) if d.owner != seat => {
                        let diff = self.horn_difference(seat, d.owner, false);
                        Label::at(
                            format!(
                                "Attack {} dino in {} from {}: {}",
                                self.whose(seat, d.owner),
                                self.region_words(to, true),
                                self.region_words(from, true),
                                odds_words(diff)
                            ),
                            targets,
                        )
                    }
                    _ => Label::at(
                        format!(
                            "Move your dino from {} to {}",
                            self.region_words(from, true),
                            self.region_words(to, true)
                        ),
                        targets,
                    ),
                }
            }
            Action::EndMovement => {
                let left = self.movement.filter(|m| m.seat == seat).map_or(0, |m| m.mp_left);
                if left == 0 {
                    Label::text("End your movement")
                } else {
                    Label::text(format!(
                        "End your movement ({} unused)",
                        plural(left, "movement point", "movement points")
                    ))
                }
            }
            Action::PlaceNewborn { region } => {
                let target = vec![self.region_target(region)];
                match self.dino_at(region) {
                    Some(d) if d.owner != seat => {
                        let diff = self.horn_difference(seat, d.owner, true);
                        Label::at(
                            format!(
                                "Place a newborn on {} dino in {} and attack it (Tough Kids): {}",
                                self.whose(seat, d.owner),
                                self.region_words(region, true),
                                odds_words(diff)
                            ),
                            target,
                        )
                    }
                    _ => Label::at(format!("Place a newborn in {}", self.region_words(region, true)), target),
                }
            }
            Action::StopBirths => Label::text("Stop your births (place no more newborns)"),
            Action::KeepDino { region } => Label::at(
                format!("Keep your dino in {} alive", self.region_words(region, true)),
                vec![self.region_target(region)],
            ),
            Action::Bid { row, value, gene_split, sleeping_gene } => self.bid_label(seat, row, value, gene_split, sleeping_gene),
            Action::PassBid => Label::text("Pass in the auction: take no gene this round"),
            Action::PlayCard { card, region, player, value } => self.card_label(seat, card, region, player, value),
        }
    }

    fn bid_label(&self, seat: Seat, row: u8, value: u32, gene_split: bool, sleeping_gene: bool) -> Label {
        let auction_row = self.auction.as_ref().and_then(|a| a.rows.get(usize::from(row).saturating_sub(1)));
        let gene = auction_row.map_or_else(|| "a gene".to_string(), |r| gene_words(r.gene));
        let mut s = format!("Bid {value} on {gene} in row {row}");
        if let Some(b) = auction_row.and_then(|r| r.bid) {
            if b.seat != seat {
                s.push_str(&format!(", outbidding {}'s {}", colour(b.seat), b.value));
            }
        }
        let mut targets = vec![Target::new("slot", row.to_string())];
        if gene_split {
            s.push_str(", then play Gene Split");
            targets.push(Target::new("card", code(Card::GeneSplit)));
        }
        if sleeping_gene {
            s.push_str(", then play Sleeping Gene");
            targets.push(Target::new("card", code(Card::SleepingGene)));
        }
        let mutations = self.player(seat).mutations();
        if mutations > 0 {
            s.push_str(&format!(" (you would pay {} EP)", value.saturating_sub(mutations)));
        }
        Label::at(s, targets)
    }

    fn card_label(&self, seat: Seat, card: Card, region: Option<u8>, player: Option<u8>, value: Option<u8>) -> Label {
        let name = card.title();
        let mut targets = vec![Target::new("card", code(card))];
        let what: String = match card {
            Card::SleepingGene => "no more cards may be played this round".into(),
            Card::Accident => match region {
                Some(r) => {
                    targets.push(self.region_target(r));
                    let whose = self.dino_at(r).map_or_else(|| "the".to_string(), |d| self.whose(seat, d.owner));
                    return Label::at(
                        format!("Play {name} on {whose} dino in {}: it returns to the supply", self.region_words(r, false)),
                        targets,
                    );
                }
                None => "remove a dino of a player with 5 or more dinos on the board".into(),
            },
            Card::Cuckoo => match region {
                Some(r) => {
                    targets.push(self.region_target(r));
                    let owner = self.dino_at(r).map(|d| d.owner);
                    let whose = owner.map_or_else(|| "the".to_string(), |o| self.whose(seat, o));
                    return Label::at(
                        format!(
                            "Play {name} on {whose} newborn in {}: one of your dinos takes its place",
                            self.region_words(r, false)
                        ),
                        targets,
                    );
                }
                None => "replace another player's newborn with one of your dinos".into(),
            },
            Card::WeatherSwing => {
                let to = match self.climate {
                    1 => 5,
                    5 => 1,
                    2 => 4,
                    4 => 2,
                    c => c,
                };
                format!(
                    "the climate marker moves from space {} to {}, then the climate die is rolled",
                    self.climate,
                    climate_space_words(to)
                )
            }
            Card::WeatherGene => match value {
                Some(v) => {
                    let to = climate_after_die(self.climate, v);
                    targets.push(Target::new("climate", to.to_string()));
                    let how = match v {
                        1 => "moves back to",
                        2 => "stays on",
                        _ => "moves forward to",
                    };
                    return Label::at(
                        format!(
                            "Play {name} as a die result of {v}: the climate marker {how} {}",
                            climate_space_words(to)
                        ),
                        targets,
                    );
                }
                None => "choose the climate die result".into(),
            },
            Card::MeFirst => "you go first for the rest of the round".into(),
            Card::GeneticHighflyer => "your price in this auction is 3 EP lower".into(),
            Card::GeneSplit => "outbidding you takes 3 more EP in this auction".into(),
            Card::IceCold => "every species has one fur fewer this round".into(),
            Card::KillerRays => "every species has one parasol fewer this round".into(),
            Card::MissingLink => "one gene fewer is auctioned this round, and one player may pass".into(),
            Card::HeatproofSkin => "all your dinos in hot regions survive this round".into(),
            Card::Catastrophe => format!(
                "the climate marker moves two spaces forward to {}; no climate roll",
                climate_space_words((self.climate + 2) % 6)
            ),
            Card::ToughKids => "your newborns may be placed on other species' dinos and attack with one more horn".into(),
            Card::BigBrother => "your dinos defend with two more horns this round".into(),
            Card::GiantGene => "your dinos attack with two more horns this round".into(),
            Card::PrimalUrge => format!(
                "one movement point per dino you have on the board (now {}) instead of your legs",
                self.on_board(seat)
            ),
            Card::Pthermodactylus => "all your dinos in cold regions survive this round".into(),
            Card::BirthControl => "nobody gets newborns this round".into(),
            Card::SurvivalGene => "every other player loses 1 EP per dino the climate killed this round".into(),
            Card::WanderingBrood => "your newborns may be placed up to 3 regions away".into(),
            Card::UnexpectedGene => "you score 2 more EP in the final scoring".into(),
            Card::VegetarianDiet => "no fighting for the rest of the round".into(),
            Card::DefensiveGas => match player {
                Some(p) => {
                    targets.push(Target::new("seat", p.to_string()));
                    return Label::at(
                        format!("Play {name} with {}: you and {} may not attack each other this round", colour(p), colour(p)),
                        targets,
                    );
                }
                None => "two players may not attack each other this round".into(),
            },
            Card::Flood => {
                "a die for every dino on the coast; a roll plus its owner's parasols of 3 or less drowns it".into()
            }
            Card::Duplication => match self.response {
                Some(r) => format!(
                    "take {} from {} (you may play it from next round on)",
                    r.card.title(),
                    if r.player == seat { "yourself".to_string() } else { colour(r.player) }
                ),
                None => "take the card just played".into(),
            },
        };
        Label::at(format!("Play {name}: {what}"), targets)
    }

    /// What `seat` is deciding now, in one line; empty when `seat` is not pending.
    pub(crate) fn decision_prompt(&self, seat: Seat) -> String {
        let Some(d) = self.decision() else { return String::new() };
        if d.seat() != seat {
            return String::new();
        }
        match d {
            Decision::Window(_, WindowKind::W4Own) => {
                "Your births are next: play Tough Kids or Wandering Brood, or pass".to_string()
            }
            Decision::Window(_, WindowKind::Final) => {
                "The game is over: play Unexpected Gene for 2 more EP, or pass".to_string()
            }
            Decision::Window(_, kind) => format!("Play an event card at {}, or pass", kind.word()),
            Decision::Response(_) => match self.response {
                Some(r) => format!(
                    "{} played {}: answer with Duplication or Sleeping Gene, or pass",
                    if r.player == seat { "You".to_string() } else { colour(r.player) },
                    r.card.title()
                ),
                None => "Answer the card just played with Duplication or Sleeping Gene, or pass".to_string(),
            },
            Decision::Movement(_) => {
                let left = self.movement.map_or(0, |m| m.mp_left);
                format!(
                    "Move a dino ({} left), or end your movement",
                    plural(left, "movement point", "movement points")
                )
            }
            Decision::Birth(_) => {
                let eggs = self.birth.map_or(0, |b| b.eggs_left);
                let supply = u32::from(self.player(seat).supply);
                if self.birth_targets(seat).empty == 0 {
                    "Place a newborn on another species' dino (Tough Kids), or stop your births".to_string()
                } else {
                    format!(
                        "Place a newborn ({} left, {} in your supply)",
                        plural(eggs, "egg", "eggs"),
                        plural(supply, "dino", "dinos")
                    )
                }
            }
            Decision::Survival(_) => match self.survival.as_ref() {
                Some(s) => format!(
                    "Your dinos in {} regions: choose {} more of these {} to survive (the others die)",
                    if s.hot { "hot" } else { "cold" },
                    s.keep_left,
                    s.candidates.len()
                ),
                None => "Choose which of your dinos survive".to_string(),
            },
            Decision::Bid(_) => {
                let p = self.player(seat);
                let mut means = plural(p.ep, "EP", "EP");
                if p.mutations() > 0 {
                    means.push_str(&format!(
                        " and {}, so every price is {} lower",
                        plural(p.mutations(), "mutation", "mutations"),
                        p.mutations()
                    ));
                }
                let auction = self.auction.as_ref();
                let outbid = auction.is_some_and(|a| {
                    a.actor == Some(seat) && self.in_order(a.next_turn.saturating_sub(1)) != Some(seat)
                });
                let may_pass = self.check_pass_bid().is_ok();
                match (outbid, may_pass) {
                    (true, true) => format!("You were outbid: bid again on a gene or pass (you have {means})"),
                    (true, false) => format!("You were outbid: bid again on a gene (you have {means})"),
                    (false, true) => format!("Bid on a gene or pass (you have {means})"),
                    (false, false) => format!("Bid on a gene; you must bid (you have {means})"),
                }
            }
        }
    }
}
