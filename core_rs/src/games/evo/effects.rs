//! Effects: the facts the rules of docs/rules/evo.md produce, with their words.

use serde::{Deserialize, Serialize};

use super::types::{colour, Card, EndReason, Gene, Terrain};
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

fn colours(seats: &[u8]) -> String {
    seats.iter().map(|&s| colour(s)).collect::<Vec<_>>().join(", ")
}

/// What a played card does, in words (§14.3); `None` when the following effects say it.
fn card_effect_words(card: Card, seat: u8, player: Option<u8>) -> Option<String> {
    let who = colour(seat);
    Some(match card {
        Card::SleepingGene => "no more cards may be played this round".into(),
        Card::MeFirst => format!("{who} goes first for the rest of the round"),
        Card::GeneticHighflyer => format!("{who}'s price in this auction is 3 EP lower"),
        Card::GeneSplit => format!("outbidding {who} takes 3 more EP in this auction"),
        Card::IceCold => "every species has one fur fewer this round".into(),
        Card::KillerRays => "every species has one parasol fewer this round".into(),
        Card::MissingLink => "one gene fewer is auctioned this round, and one player may pass".into(),
        Card::HeatproofSkin => format!("all of {who}'s dinos in hot regions survive this round"),
        Card::Catastrophe => "the climate marker moves two spaces forward; no climate roll".into(),
        Card::ToughKids => {
            format!("{who}'s newborns may be placed on other species' dinos and attack with +1 horn")
        }
        Card::WeatherGene => "no climate roll this round".into(),
        Card::BigBrother => format!("{who}'s dinos defend with +2 horns this round"),
        Card::GiantGene => format!("{who}'s dinos attack with +2 horns this round"),
        Card::PrimalUrge => format!("{who} moves as many steps as it has dinos on the board, whatever its legs"),
        Card::Pthermodactylus => format!("all of {who}'s dinos in cold regions survive this round"),
        Card::BirthControl => "nobody gets newborns this round".into(),
        Card::SurvivalGene => "every other player loses 1 EP per dino the climate killed this round".into(),
        Card::WanderingBrood => format!("{who}'s newborns may be placed up to 3 regions away"),
        Card::UnexpectedGene => format!("{who} scores 2 more EP in the final scoring"),
        Card::VegetarianDiet => "no fighting for the rest of the round".into(),
        Card::DefensiveGas => match player {
            Some(p) => format!("{who} and {} may not attack each other this round", colour(p)),
            None => "two players may not attack each other this round".into(),
        },
        Card::Flood => "a die for every dino on the coast; a roll plus parasols of 3 or less drowns it".into(),
        Card::Accident | Card::WeatherSwing | Card::Cuckoo | Card::Duplication => return None,
    })
}

fn climate_words(pos: u8, temperate: Terrain) -> String {
    format!("space {pos} ({} temperate)", temperate.word())
}

/// The effect in words.
pub fn describe(effect: &Effect) -> String {
    match effect {
        Effect::RoundStarted { round } => format!("Round {round} begins"),
        Effect::InitiativeRolled { seat, roll } => format!("{} rolls {roll} for the initiative", colour(*seat)),
        Effect::OrderSet { order } => format!("Turn order this round: {}", colours(order)),
        Effect::OrderChanged { order } => format!("Turn order is now: {}", colours(order)),
        Effect::ClimateRolled { seat, roll, from, to, temperate } => {
            let how = match roll {
                1 => format!("moves back from space {from} to"),
                2 => "stays on".to_string(),
                _ => format!("moves forward from space {from} to"),
            };
            format!(
                "{} rolls {roll} for the climate: the marker {how} {}",
                colour(*seat),
                climate_words(*to, *temperate)
            )
        }
        Effect::ClimateChanged { card, from, to, temperate } => format!(
            "{}: the climate marker moves from space {from} to {}",
            card.title(),
            climate_words(*to, *temperate)
        ),
        Effect::CardPlayed { seat, card, region, target, player, value } => {
            let mut s = format!("{} plays {}", colour(*seat), card.title());
            if let Some(r) = region {
                match target {
                    Some(t) => s.push_str(&format!(" on {}'s dino in {r}", colour(*t))),
                    None => s.push_str(&format!(" on the dino in {r}")),
                }
            }
            if let Some(v) = value {
                s.push_str(&format!(", choosing the die result {v}"));
            }
            if let Some(what) = card_effect_words(*card, *seat, *player) {
                s.push_str(": ");
                s.push_str(&what);
            }
            s
        }
        Effect::Passed { seat } => format!("{} plays no card", colour(*seat)),
        Effect::CardTaken { seat, card, from } => {
            format!("{} takes {} from {} with Duplication", colour(*seat), card.title(), colour(*from))
        }
        Effect::CardDiscarded { card } => format!("{} leaves the game", card.title()),
        Effect::DinoMoved { seat, from, to } => format!("{} moves a dino from {from} to {to}", colour(*seat)),
        Effect::Combat { attacker, defender, region, diff, roll, attacker_won } => format!(
            "{} attacks {} in {region} (horn difference {diff:+}), rolls {roll}: {} wins",
            colour(*attacker),
            colour(*defender),
            if *attacker_won { colour(*attacker) } else { colour(*defender) }
        ),
        Effect::DinoRemoved { seat, region, cause } => {
            let why = match cause {
                Cause::Combat => "lost a fight",
                Cause::Accident => "had an accident",
                Cause::Flood => "drowned in the flood",
                Cause::Climate => "died of the climate",
                Cause::Cuckoo => "was replaced by a cuckoo",
            };
            format!("{}'s dino in {region} {why} and returns to the supply", colour(*seat))
        }
        Effect::DinoReplaced { seat, by, region } => {
            format!("{} puts a dino in {region} in place of {}'s newborn", colour(*by), colour(*seat))
        }
        Effect::MovementEnded { seat } => format!("{} ends the movement", colour(*seat)),
        Effect::NewbornPlaced { seat, region } => format!("{} places a newborn in {region}", colour(*seat)),
        Effect::BirthsEnded { seat, placed } => {
            format!("{}'s births end: {placed} newborn{} placed", colour(*seat), if *placed == 1 { "" } else { "s" })
        }
        Effect::FloodRolled { roller, seat, region, roll, parasols, survives } => format!(
            "Flood: {} rolls {roll} for {}'s dino on the coast in {region}; {roll} + {parasols} parasol{} = {}: {}",
            colour(*roller),
            colour(*seat),
            if *parasols == 1 { "" } else { "s" },
            u32::from(*roll) + parasols,
            if *survives { "it survives (more than 3)" } else { "it drowns (3 or less)" }
        ),
        Effect::DinoKept { seat, region } => format!("{} keeps the dino in {region} alive", colour(*seat)),
        Effect::EpGained { seat, amount, total } => format!("{} scores {amount} EP ({total} EP)", colour(*seat)),
        Effect::EpLost { seat, amount, total } => format!("{} loses {amount} EP ({total} EP)", colour(*seat)),
        Effect::MeteorMoved { space } => format!("The meteor moves to space {space}"),
        Effect::MeteorRolled { seat, roll, struck } => format!(
            "{} rolls {roll} for the meteor: {}",
            colour(*seat),
            if *struck { "it strikes!" } else { "it misses" }
        ),
        Effect::GameEnded { end } => match end {
            EndReason::LastSpace => "The meteor reaches the last space: the game ends".into(),
            EndReason::MeteorStrike { .. } => "The meteor strikes: the game ends".into(),
        },
        Effect::GenesDrawn { genes } => format!(
            "Genes on offer: {}",
            genes.iter().enumerate().map(|(i, g)| format!("row {} {}", i + 1, g.word())).collect::<Vec<_>>().join(", ")
        ),
        Effect::BidPlaced { seat, row, value, gene } => {
            format!("{} bids {value} on row {row} ({})", colour(*seat), gene.word())
        }
        Effect::Outbid { seat, by, row } => format!("{} is outbid on row {row} by {}", colour(*seat), colour(*by)),
        Effect::BidPassed { seat } => format!("{} passes in the auction", colour(*seat)),
        Effect::GeneBought { seat, gene, bid, price, total } => {
            let gets = match gene {
                Gene::Card => "a card gene and draws an event card".to_string(),
                Gene::Egg => "an egg gene".to_string(),
                g => format!("a {} gene", g.word()),
            };
            format!("{} pays {price} EP for a bid of {bid} ({total} EP left) and gets {gets}", colour(*seat))
        }
        Effect::CardDrawn { seat, card } => format!("{} draws {}", colour(*seat), card.title()),
        Effect::CardDrawnHidden { seat } => format!("{} draws an event card", colour(*seat)),
        Effect::FinalScores { scores, winners } => format!(
            "Final scores: {}; winner(s): {}",
            scores.iter().enumerate().map(|(s, v)| format!("{} {v}", colour(s as u8))).collect::<Vec<_>>().join(", "),
            winners.iter().map(|&s| colour(s)).collect::<Vec<_>>().join(", ")
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
