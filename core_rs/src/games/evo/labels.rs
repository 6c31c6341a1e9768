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
use super::types::{classify, climate_after_die, colour_arg, Card, ClimateClass, CLIMATE_TRACK};
use super::rules::Decision;
use super::state::State;
use crate::engine::{Label, OptionSpec, Seat, Target};
use crate::i18n::{Arg, Msg};

/// The code a value has in the view (its serde name), e.g. `Card::WeatherGene` → "weather_gene".
fn code<T: serde::Serialize>(value: T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}

fn climate_term(c: ClimateClass) -> Arg {
    Arg::term(match c {
        ClimateClass::Temperate => "evo-climateclass-temperate",
        ClimateClass::Hot => "evo-climateclass-hot",
        ClimateClass::Cold => "evo-climateclass-cold",
        ClimateClass::Scorching => "evo-climateclass-scorching",
        ClimateClass::Freezing => "evo-climateclass-freezing",
    })
}

/// "you win on a roll of 1 to 4" for a horn difference.
fn odds_words(diff: i32) -> Msg {
    msg!("evo-odds", max = winning_rolls(diff))
}

/// "space 3 (mountains temperate)".
fn climate_space_words(pos: u8) -> Msg {
    msg!("evo-climate-space", pos = pos, temperate = CLIMATE_TRACK[usize::from(pos % 6)].term())
}

/// "your" / "Blue's" / "the" dino: the selector `whose` and the owner's colour.
fn whose(seat: Seat, owner: Option<u8>) -> (&'static str, Arg) {
    match owner {
        Some(o) if o == seat => ("own", colour_arg(o)),
        Some(o) => ("other", colour_arg(o)),
        None => ("none", colour_arg(seat)),
    }
}

impl State {
    /// The setup options a client may set in a form (docs/rules/evo.md §0.2). `boards` (a board
    /// file replacing the default geometry) and `use_blank_cards` (never used, PD-36) are
    /// not offered.
    pub(crate) fn options_described() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "starting_ep",
                label: msg!("evo-opt-starting-ep"),
                help: msg!("evo-opt-starting-ep-help"),
                rule: rule!("§6.1 (PD-06)"),
                kind: "choice",
                default: json!(6),
                choices: vec![(json!(6), msg!("evo-opt-starting-ep-6")), (json!(10), msg!("evo-opt-starting-ep-10"))],
                seats: Vec::new(),
            },
            OptionSpec {
                name: "initiative_tie_break",
                label: msg!("evo-opt-tie-break"),
                help: msg!("evo-opt-tie-break-help"),
                rule: rule!("§8 (PD-07)"),
                kind: "choice",
                default: json!(code(TieBreak::MoreDinosFirst)),
                choices: vec![
                    (json!(code(TieBreak::MoreDinosFirst)), msg!("evo-opt-tie-break-more")),
                    (json!(code(TieBreak::FewerDinosFirst)), msg!("evo-opt-tie-break-fewer")),
                ],
                seats: Vec::new(),
            },
            OptionSpec {
                name: "four_player_board",
                label: msg!("evo-opt-board"),
                help: msg!("evo-opt-board-help"),
                rule: rule!("§4.2 (PD-03)"),
                kind: "choice",
                default: json!(code(FourPlayerBoard::SmallLarge)),
                choices: vec![
                    (json!(code(FourPlayerBoard::SmallLarge)), msg!("evo-opt-board-s-l")),
                    (json!(code(FourPlayerBoard::TwoMedium)), msg!("evo-opt-board-two-medium")),
                ],
                seats: vec![4],
            },
            OptionSpec {
                name: "hard_variant",
                label: msg!("evo-opt-hard"),
                help: msg!("evo-opt-hard-help"),
                rule: rule!("§16"),
                kind: "bool",
                default: json!(false),
                choices: Vec::new(),
                seats: Vec::new(),
            },
            OptionSpec {
                name: "round_track",
                label: msg!("evo-opt-round-track"),
                help: msg!("evo-opt-round-track-help"),
                rule: rule!("§5.5 (PD-05)"),
                kind: "choice",
                default: json!(RoundTrack::default()),
                choices: vec![(json!(RoundTrack::default()), msg!("evo-opt-round-track-16"))],
                seats: Vec::new(),
            },
        ]
    }

    /// "the hills (r4c5)"; with `climate`, "the hills (r4c5, cold)" unless temperate.
    fn region_words(&self, region: u8, climate: bool) -> Msg {
        let terrain = self.board.terrain(region);
        let id = self.board.id(region).to_string();
        let class = classify(self.climate, terrain);
        if climate && class != ClimateClass::Temperate {
            msg!("evo-place-climate", terrain = terrain.term(), id = id, climate = climate_term(class))
        } else {
            msg!("evo-place", terrain = terrain.term(), id = id)
        }
    }

    fn region_target(&self, region: u8) -> Target {
        Target::new("region", self.board.id(region))
    }

    /// The action in words, for `seat` who would take it.
    pub(crate) fn action_label(&self, seat: Seat, action: &Action) -> Label {
        match *action {
            Action::Pass => match self.decision() {
                Some(Decision::Response(_)) => match self.response {
                    Some(r) => Label::text(msg!("evo-label-pass-answer", card = r.card.term())),
                    None => Label::text(msg!("evo-label-pass")),
                },
                Some(Decision::Window(_, WindowKind::W4Own)) => Label::text(msg!("evo-label-pass-own-births")),
                _ => Label::text(msg!("evo-label-pass")),
            },
            Action::Move { from, to } => {
                let targets = vec![self.region_target(from), self.region_target(to)];
                match self.dino_at(to) {
                    Some(d) if d.owner != seat => {
                        let diff = self.horn_difference(seat, d.owner, false);
                        Label::at(
                            msg!(
                                "evo-label-attack",
                                owner = colour_arg(d.owner),
                                to = self.region_words(to, true),
                                from = self.region_words(from, true),
                                odds = odds_words(diff)
                            ),
                            targets,
                        )
                    }
                    _ => Label::at(
                        msg!("evo-label-move", from = self.region_words(from, true), to = self.region_words(to, true)),
                        targets,
                    ),
                }
            }
            Action::EndMovement => {
                let left = self.movement.filter(|m| m.seat == seat).map_or(0, |m| m.mp_left);
                if left == 0 {
                    Label::text(msg!("evo-label-end-movement"))
                } else {
                    Label::text(msg!("evo-label-end-movement-unused", left = left))
                }
            }
            Action::PlaceNewborn { region } => {
                let target = vec![self.region_target(region)];
                match self.dino_at(region) {
                    Some(d) if d.owner != seat => {
                        let diff = self.horn_difference(seat, d.owner, true);
                        Label::at(
                            msg!(
                                "evo-label-newborn-attack",
                                owner = colour_arg(d.owner),
                                region = self.region_words(region, true),
                                odds = odds_words(diff)
                            ),
                            target,
                        )
                    }
                    _ => Label::at(msg!("evo-label-newborn", region = self.region_words(region, true)), target),
                }
            }
            Action::StopBirths => Label::text(msg!("evo-label-stop-births")),
            Action::KeepDino { region } => Label::at(
                msg!("evo-label-keep", region = self.region_words(region, true)),
                vec![self.region_target(region)],
            ),
            Action::Bid { row, value, gene_split, sleeping_gene } => self.bid_label(seat, row, value, gene_split, sleeping_gene),
            Action::PassBid => Label::text(msg!("evo-label-pass-bid")),
            Action::PlayCard { card, region, player, value } => self.card_label(seat, card, region, player, value),
        }
    }

    fn bid_label(&self, seat: Seat, row: u8, value: u32, gene_split: bool, sleeping_gene: bool) -> Label {
        let auction_row = self.auction.as_ref().and_then(|a| a.rows.get(usize::from(row).saturating_sub(1)));
        let gene = auction_row.map_or_else(|| msg!("evo-a-gene"), |r| msg!("evo-the-gene", gene = r.gene.term()));
        let nothing = || msg!("evo-nothing");
        let outbid = match auction_row.and_then(|r| r.bid) {
            Some(b) if b.seat != seat => msg!("evo-label-bid-outbidding", rival = colour_arg(b.seat), value = b.value),
            _ => nothing(),
        };
        let mut targets = vec![Target::new("slot", row.to_string())];
        let split = if gene_split {
            targets.push(Target::new("card", code(Card::GeneSplit)));
            msg!("evo-label-bid-then", card = Card::GeneSplit.term())
        } else {
            nothing()
        };
        let sleep = if sleeping_gene {
            targets.push(Target::new("card", code(Card::SleepingGene)));
            msg!("evo-label-bid-then", card = Card::SleepingGene.term())
        } else {
            nothing()
        };
        let mutations = self.player(seat).mutations();
        let pay = if mutations > 0 { msg!("evo-label-bid-pay", ep = value.saturating_sub(mutations)) } else { nothing() };
        Label::at(
            msg!("evo-label-bid", value = value, gene = gene, row = row, outbid = outbid, split = split, sleep = sleep, pay = pay),
            targets,
        )
    }

    fn card_label(&self, seat: Seat, card: Card, region: Option<u8>, player: Option<u8>, value: Option<u8>) -> Label {
        let name = card.term();
        let mut targets = vec![Target::new("card", code(card))];
        let what: Msg = match card {
            Card::SleepingGene => msg!("evo-what-sleeping-gene"),
            Card::Accident => match region {
                Some(r) => {
                    targets.push(self.region_target(r));
                    let (whose, owner) = whose(seat, self.dino_at(r).map(|d| d.owner));
                    return Label::at(
                        msg!("evo-label-accident", card = name, whose = whose, owner = owner, region = self.region_words(r, false)),
                        targets,
                    );
                }
                None => msg!("evo-what-accident"),
            },
            Card::Cuckoo => match region {
                Some(r) => {
                    targets.push(self.region_target(r));
                    let (whose, owner) = whose(seat, self.dino_at(r).map(|d| d.owner));
                    return Label::at(
                        msg!("evo-label-cuckoo", card = name, whose = whose, owner = owner, region = self.region_words(r, false)),
                        targets,
                    );
                }
                None => msg!("evo-what-cuckoo"),
            },
            Card::WeatherSwing => {
                let to = match self.climate {
                    1 => 5,
                    5 => 1,
                    2 => 4,
                    4 => 2,
                    c => c,
                };
                msg!("evo-what-weather-swing", from = self.climate, space = climate_space_words(to))
            }
            Card::WeatherGene => match value {
                Some(v) => {
                    let to = climate_after_die(self.climate, v);
                    targets.push(Target::new("climate", to.to_string()));
                    return Label::at(
                        msg!("evo-label-weather-gene", card = name, value = v, space = climate_space_words(to)),
                        targets,
                    );
                }
                None => msg!("evo-what-weather-gene"),
            },
            Card::MeFirst => msg!("evo-what-me-first"),
            Card::GeneticHighflyer => msg!("evo-what-genetic-highflyer"),
            Card::GeneSplit => msg!("evo-what-gene-split"),
            Card::IceCold => msg!("evo-what-ice-cold"),
            Card::KillerRays => msg!("evo-what-killer-rays"),
            Card::MissingLink => msg!("evo-what-missing-link"),
            Card::HeatproofSkin => msg!("evo-what-heatproof-skin"),
            Card::Catastrophe => msg!("evo-what-catastrophe", space = climate_space_words((self.climate + 2) % 6)),
            Card::ToughKids => msg!("evo-what-tough-kids"),
            Card::BigBrother => msg!("evo-what-big-brother"),
            Card::GiantGene => msg!("evo-what-giant-gene"),
            Card::PrimalUrge => msg!("evo-what-primal-urge", dinos = self.on_board(seat)),
            Card::Pthermodactylus => msg!("evo-what-pthermodactylus"),
            Card::BirthControl => msg!("evo-what-birth-control"),
            Card::SurvivalGene => msg!("evo-what-survival-gene"),
            Card::WanderingBrood => msg!("evo-what-wandering-brood"),
            Card::UnexpectedGene => msg!("evo-what-unexpected-gene"),
            Card::VegetarianDiet => msg!("evo-what-vegetarian-diet"),
            Card::DefensiveGas => match player {
                Some(p) => {
                    targets.push(Target::new("seat", p.to_string()));
                    return Label::at(msg!("evo-label-defensive-gas", card = name, player = colour_arg(p)), targets);
                }
                None => msg!("evo-what-defensive-gas"),
            },
            Card::Flood => msg!("evo-what-flood"),
            Card::Duplication => match self.response {
                Some(r) if r.player == seat => msg!("evo-what-duplication-self", card = r.card.term()),
                Some(r) => msg!("evo-what-duplication-from", card = r.card.term(), from = colour_arg(r.player)),
                None => msg!("evo-what-duplication"),
            },
        };
        Label::at(msg!("evo-label-play", card = name, what = what), targets)
    }

    /// What `seat` is deciding now, in one line; empty when `seat` is not pending.
    pub(crate) fn decision_prompt(&self, seat: Seat) -> Msg {
        let Some(d) = self.decision() else { return Msg::empty() };
        if d.seat() != seat {
            return Msg::empty();
        }
        match d {
            Decision::Window(_, WindowKind::W4Own) => msg!("evo-prompt-own-births"),
            Decision::Window(_, WindowKind::Final) => msg!("evo-prompt-final"),
            Decision::Window(_, kind) => msg!("evo-prompt-window", window = kind.words()),
            Decision::Response(_) => match self.response {
                Some(r) if r.player == seat => msg!("evo-prompt-response-own", card = r.card.term()),
                Some(r) => msg!("evo-prompt-response", player = colour_arg(r.player), card = r.card.term()),
                None => msg!("evo-prompt-response-any"),
            },
            Decision::Movement(_) => msg!("evo-prompt-movement", left = self.movement.map_or(0, |m| m.mp_left)),
            Decision::Birth(_) => {
                let eggs = self.birth.map_or(0, |b| b.eggs_left);
                let supply = u32::from(self.player(seat).supply);
                if self.birth_targets(seat).empty == 0 {
                    msg!("evo-prompt-tough-kids")
                } else {
                    msg!("evo-prompt-birth", eggs = eggs, supply = supply)
                }
            }
            Decision::Survival(_) => match self.survival.as_ref() {
                Some(s) => msg!(
                    "evo-prompt-survival",
                    hot = if s.hot { "hot" } else { "cold" },
                    keep = s.keep_left,
                    candidates = s.candidates.len()
                ),
                None => msg!("evo-prompt-survival-any"),
            },
            Decision::Bid(_) => {
                let p = self.player(seat);
                let auction = self.auction.as_ref();
                let outbid = auction.is_some_and(|a| {
                    a.actor == Some(seat) && self.in_order(a.next_turn.saturating_sub(1)) != Some(seat)
                });
                let may_pass = self.check_pass_bid().is_ok();
                let yes = |b: bool| if b { "yes" } else { "no" };
                msg!("evo-prompt-bid", outbid = yes(outbid), pass = yes(may_pass), ep = p.ep, mutations = p.mutations())
            }
        }
    }
}
