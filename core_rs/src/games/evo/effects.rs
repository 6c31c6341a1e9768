//! Effects: the facts the rules of docs/rules/evo.md produce, with their words.

use serde::{Deserialize, Serialize};

use super::types::{colour_arg, Card, EndReason, Gene, Terrain};
use crate::i18n::{Arg, Msg};
use crate::engine::{SeatSet, Visibility};

/// Why a dino left the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Cause {
    Combat,
    Accident,
    Flood,
    Climate,
    Cuckoo,
}

/// A fact produced by the rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    RoundStarted { round: u32 },
    InitiativeRolled { seat: u8, roll: u8 },
    OrderSet { order: Vec<u8> },
    ClimateRolled { seat: u8, roll: u8, from: u8, to: u8, temperate: Terrain },
    ClimateChanged { card: Card, from: u8, to: u8, temperate: Terrain },
    CardPlayed {
        seat: u8,
        card: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        region: Option<String>,
        /// The owner of the dino in `region` (ACCIDENT, CUCKOO).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<u8>,
    },
    Passed { seat: u8 },
    CardTaken { seat: u8, card: Card, from: u8 },
    CardDiscarded { card: Card },
    OrderChanged { order: Vec<u8> },
    DinoMoved { seat: u8, from: String, to: String },
    Combat { attacker: u8, defender: u8, region: String, diff: i32, roll: u8, attacker_won: bool },
    DinoRemoved { seat: u8, region: String, cause: Cause },
    DinoReplaced { seat: u8, by: u8, region: String },
    MovementEnded { seat: u8 },
    NewbornPlaced { seat: u8, region: String },
    BirthsEnded { seat: u8, placed: u32 },
    /// FLOOD (§14.3 #26): `roller` (the card's player) rolls for `seat`'s dino in `region`.
    FloodRolled { roller: u8, seat: u8, region: String, roll: u8, parasols: u32, survives: bool },
    DinoKept { seat: u8, region: String },
    EpGained { seat: u8, amount: u32, total: u32 },
    EpLost { seat: u8, amount: u32, total: u32 },
    MeteorMoved { space: u8 },
    MeteorRolled { seat: u8, roll: u8, struck: bool },
    GameEnded { end: EndReason },
    GenesDrawn { genes: Vec<Gene> },
    BidPlaced { seat: u8, row: u8, value: u32, gene: Gene },
    Outbid { seat: u8, by: u8, row: u8 },
    BidPassed { seat: u8 },
    GeneBought { seat: u8, gene: Gene, bid: u32, price: u32, total: u32 },
    /// Private: the card a player drew (visible to that seat only).
    CardDrawn { seat: u8, card: Card },
    /// Public: that a player drew a card.
    CardDrawnHidden { seat: u8 },
    FinalScores { scores: Vec<i64>, winners: Vec<u8> },
}

/// Items joined by commas ("Red, Blue, Green"), as a message.
fn commas(items: impl IntoIterator<Item = Arg>) -> Arg {
    items
        .into_iter()
        .reduce(|a, b| msg!("evo-comma", a = a, b = b).into())
        .unwrap_or_else(|| msg!("evo-nothing").into())
}

fn colours(seats: &[u8]) -> Arg {
    commas(seats.iter().map(|&s| colour_arg(s)))
}

/// What a played card does, in words (§14.3); `None` when the following effects say it.
fn card_effect_words(card: Card, seat: u8, player: Option<u8>) -> Option<Msg> {
    let who = colour_arg(seat);
    Some(match card {
        Card::SleepingGene => msg!("evo-fx-sleeping-gene"),
        Card::MeFirst => msg!("evo-fx-me-first", player = who),
        Card::GeneticHighflyer => msg!("evo-fx-genetic-highflyer", player = who),
        Card::GeneSplit => msg!("evo-fx-gene-split", player = who),
        Card::IceCold => msg!("evo-fx-ice-cold"),
        Card::KillerRays => msg!("evo-fx-killer-rays"),
        Card::MissingLink => msg!("evo-fx-missing-link"),
        Card::HeatproofSkin => msg!("evo-fx-heatproof-skin", player = who),
        Card::Catastrophe => msg!("evo-fx-catastrophe"),
        Card::ToughKids => msg!("evo-fx-tough-kids", player = who),
        Card::WeatherGene => msg!("evo-fx-weather-gene"),
        Card::BigBrother => msg!("evo-fx-big-brother", player = who),
        Card::GiantGene => msg!("evo-fx-giant-gene", player = who),
        Card::PrimalUrge => msg!("evo-fx-primal-urge", player = who),
        Card::Pthermodactylus => msg!("evo-fx-pthermodactylus", player = who),
        Card::BirthControl => msg!("evo-fx-birth-control"),
        Card::SurvivalGene => msg!("evo-fx-survival-gene"),
        Card::WanderingBrood => msg!("evo-fx-wandering-brood", player = who),
        Card::UnexpectedGene => msg!("evo-fx-unexpected-gene", player = who),
        Card::VegetarianDiet => msg!("evo-fx-vegetarian-diet"),
        Card::DefensiveGas => match player {
            Some(p) => msg!("evo-fx-defensive-gas-with", player = who, other = colour_arg(p)),
            None => msg!("evo-fx-defensive-gas"),
        },
        Card::Flood => msg!("evo-fx-flood"),
        Card::Accident | Card::WeatherSwing | Card::Cuckoo | Card::Duplication => return None,
    })
}

fn climate_words(pos: u8, temperate: Terrain) -> Msg {
    msg!("evo-climate-space", pos = pos, temperate = temperate.term())
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// The effect in words.
pub fn describe(effect: &Effect) -> Msg {
    let c = |s: &u8| colour_arg(*s);
    match effect {
        Effect::RoundStarted { round } => msg!("evo-fx-round", round = *round),
        Effect::InitiativeRolled { seat, roll } => msg!("evo-fx-initiative", player = c(seat), roll = *roll),
        Effect::OrderSet { order } => msg!("evo-fx-order-set", order = colours(order)),
        Effect::OrderChanged { order } => msg!("evo-fx-order-changed", order = colours(order)),
        Effect::ClimateRolled { seat, roll, from, to, temperate } => msg!(
            "evo-fx-climate-rolled",
            player = c(seat),
            roll = *roll,
            from = *from,
            space = climate_words(*to, *temperate)
        ),
        Effect::ClimateChanged { card, from, to, temperate } => {
            msg!("evo-fx-climate-changed", card = card.term(), from = *from, space = climate_words(*to, *temperate))
        }
        Effect::CardPlayed { seat, card, region, target, player, value } => {
            let on = match (region, target) {
                (Some(r), Some(t)) => msg!("evo-fx-on-dino-of", owner = c(t), region = r.as_str()),
                (Some(r), None) => msg!("evo-fx-on-dino", region = r.as_str()),
                (None, _) => msg!("evo-nothing"),
            };
            let choosing = match value {
                Some(v) => msg!("evo-fx-choosing", value = *v),
                None => msg!("evo-nothing"),
            };
            let what = match card_effect_words(*card, *seat, *player) {
                Some(what) => msg!("evo-fx-what", what = what),
                None => msg!("evo-nothing"),
            };
            msg!("evo-fx-card-played", player = c(seat), card = card.term(), on = on, choosing = choosing, what = what)
        }
        Effect::Passed { seat } => msg!("evo-fx-passed", player = c(seat)),
        Effect::CardTaken { seat, card, from } => {
            msg!("evo-fx-card-taken", player = c(seat), card = card.term(), from = c(from))
        }
        Effect::CardDiscarded { card } => msg!("evo-fx-card-discarded", card = card.term()),
        Effect::DinoMoved { seat, from, to } => {
            msg!("evo-fx-dino-moved", player = c(seat), from = from.as_str(), to = to.as_str())
        }
        Effect::Combat { attacker, defender, region, diff, roll, attacker_won } => msg!(
            "evo-fx-combat",
            attacker = c(attacker),
            defender = c(defender),
            region = region.as_str(),
            diff = format!("{diff:+}"),
            roll = *roll,
            winner = if *attacker_won { c(attacker) } else { c(defender) }
        ),
        Effect::DinoRemoved { seat, region, cause } => {
            let cause = match cause {
                Cause::Combat => "combat",
                Cause::Accident => "accident",
                Cause::Flood => "flood",
                Cause::Climate => "climate",
                Cause::Cuckoo => "cuckoo",
            };
            msg!("evo-fx-dino-removed", player = c(seat), region = region.as_str(), cause = cause)
        }
        Effect::DinoReplaced { seat, by, region } => {
            msg!("evo-fx-dino-replaced", by = c(by), region = region.as_str(), player = c(seat))
        }
        Effect::MovementEnded { seat } => msg!("evo-fx-movement-ended", player = c(seat)),
        Effect::NewbornPlaced { seat, region } => msg!("evo-fx-newborn-placed", player = c(seat), region = region.as_str()),
        Effect::BirthsEnded { seat, placed } => msg!("evo-fx-births-ended", player = c(seat), placed = *placed),
        Effect::FloodRolled { roller, seat, region, roll, parasols, survives } => msg!(
            "evo-fx-flood-rolled",
            roller = c(roller),
            player = c(seat),
            region = region.as_str(),
            roll = *roll,
            parasols = *parasols,
            sum = u32::from(*roll) + parasols,
            survives = yes(*survives)
        ),
        Effect::DinoKept { seat, region } => msg!("evo-fx-dino-kept", player = c(seat), region = region.as_str()),
        Effect::EpGained { seat, amount, total } => {
            msg!("evo-fx-ep-gained", player = c(seat), amount = *amount, total = *total)
        }
        Effect::EpLost { seat, amount, total } => msg!("evo-fx-ep-lost", player = c(seat), amount = *amount, total = *total),
        Effect::MeteorMoved { space } => msg!("evo-fx-meteor-moved", space = *space),
        Effect::MeteorRolled { seat, roll, struck } => {
            msg!("evo-fx-meteor-rolled", player = c(seat), roll = *roll, struck = yes(*struck))
        }
        Effect::GameEnded { end } => match end {
            EndReason::LastSpace => msg!("evo-fx-end-last-space"),
            EndReason::MeteorStrike { .. } => msg!("evo-fx-end-strike"),
        },
        Effect::GenesDrawn { genes } => msg!(
            "evo-fx-genes-drawn",
            genes = commas(genes.iter().enumerate().map(|(i, g)| msg!("evo-fx-offer-row", row = i + 1, gene = g.term()).into()))
        ),
        Effect::BidPlaced { seat, row, value, gene } => {
            msg!("evo-fx-bid-placed", player = c(seat), value = *value, row = *row, gene = gene.term())
        }
        Effect::Outbid { seat, by, row } => msg!("evo-fx-outbid", player = c(seat), row = *row, by = c(by)),
        Effect::BidPassed { seat } => msg!("evo-fx-bid-passed", player = c(seat)),
        Effect::GeneBought { seat, gene, bid, price, total } => msg!(
            "evo-fx-gene-bought",
            player = c(seat),
            price = *price,
            bid = *bid,
            total = *total,
            kind = gene.word(),
            gene = gene.term()
        ),
        Effect::CardDrawn { seat, card } => msg!("evo-fx-card-drawn", player = c(seat), card = card.term()),
        Effect::CardDrawnHidden { seat } => msg!("evo-fx-card-drawn-hidden", player = c(seat)),
        Effect::FinalScores { scores, winners } => msg!(
            "evo-fx-final-scores",
            scores = commas(scores.iter().enumerate().map(|(s, v)| msg!("evo-fx-score", player = colour_arg(s as u8), score = *v).into())),
            winners = colours(winners)
        ),
    }
}

impl Effect {
    /// Who may see the effect: the card a player draws is that player's alone (PD-40).
    pub(crate) fn visibility(&self) -> Visibility {
        match self {
            Effect::CardDrawn { seat, .. } => Visibility::Seats(SeatSet::one(*seat)),
            _ => Visibility::Public,
        }
    }
}
