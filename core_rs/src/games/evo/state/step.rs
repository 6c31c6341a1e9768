//! The round as a machine of steps (docs/rules/evo.md §7): where the round stands (`Step`),
//! the card windows of §14.2 and the turns in progress (a movement, a birth step, the
//! survival choices, the gene auction).

use serde::{Deserialize, Serialize};

use super::types::{Card, Gene};
use crate::engine::SeatSet;

/// Where the round stands (§7). Window steps open a card window (§14.2) and move on when
/// it closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    W1Start,
    Initiative,
    W2Start,
    Climate,
    W3Start,
    Movement,
    W4Start,
    W4Own,
    Births,
    W4End,
    W5Start,
    Survival,
    W5End,
    W6Start,
    Meteor,
    W6Bid,
    Auction,
    W6Pay,
    Payment,
    EndOfRound,
    Final,
    Scoring,
    Over,
}

impl Step {
    /// The phase number (1..6) of §7; 0 once the game is over.
    pub fn phase(self) -> u8 {
        match self {
            Step::W1Start | Step::Initiative => 1,
            Step::W2Start | Step::Climate => 2,
            Step::W3Start | Step::Movement => 3,
            Step::W4Start | Step::W4Own | Step::Births | Step::W4End => 4,
            Step::W5Start | Step::Survival | Step::W5End => 5,
            Step::W6Start | Step::Meteor | Step::W6Bid | Step::Auction | Step::W6Pay | Step::Payment => 6,
            Step::EndOfRound | Step::Final | Step::Scoring => 6,
            Step::Over => 0,
        }
    }

    /// The phase in one word, as every game's `progress.phase` is a string: §7's phase
    /// names (`phase()` is its number, kept as `progress.phase_number`).
    pub fn phase_name(self) -> &'static str {
        match self.phase() {
            1 => "initiative",
            2 => "climate",
            3 => "movement",
            4 => "birth",
            5 => "survival",
            6 => "meteor",
            _ => "over",
        }
    }
}

/// The card windows of §14.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WindowKind {
    W1Start,
    W2Start,
    W3Start,
    W4Start,
    /// W4.own(p): only the birth player is asked.
    W4Own,
    W4End,
    W5Start,
    W5End,
    W6Start,
    W6Bid,
    W6Pay,
    /// W.final, after the game has ended (§15).
    Final,
}

impl WindowKind {
    /// §14.2 eligibility table (SLEEPING_GENE everywhere, ME_FIRST in every Wn.start).
    pub fn allows(self, card: Card) -> bool {
        if card == Card::SleepingGene {
            return true;
        }
        match self {
            WindowKind::W1Start | WindowKind::W6Start => card == Card::MeFirst,
            WindowKind::W2Start => matches!(
                card,
                Card::MeFirst
                    | Card::Accident
                    | Card::WeatherSwing
                    | Card::Catastrophe
                    | Card::WeatherGene
                    | Card::Flood
            ),
            WindowKind::W3Start => matches!(
                card,
                Card::MeFirst
                    | Card::BigBrother
                    | Card::GiantGene
                    | Card::PrimalUrge
                    | Card::VegetarianDiet
                    | Card::DefensiveGas
            ),
            WindowKind::W4Start => {
                matches!(card, Card::MeFirst | Card::BirthControl | Card::ToughKids | Card::WanderingBrood)
            }
            WindowKind::W4Own => matches!(card, Card::ToughKids | Card::WanderingBrood),
            WindowKind::W4End => card == Card::Cuckoo,
            WindowKind::W5Start => matches!(
                card,
                Card::MeFirst | Card::IceCold | Card::KillerRays | Card::HeatproofSkin | Card::Pthermodactylus
            ),
            WindowKind::W5End => card == Card::SurvivalGene,
            WindowKind::W6Bid => matches!(card, Card::MissingLink | Card::GeneSplit),
            WindowKind::W6Pay => card == Card::GeneticHighflyer,
            WindowKind::Final => card == Card::UnexpectedGene,
        }
    }

    /// The window in words, as "at …" names it (`evo-window-w1-start`).
    pub fn words(self) -> crate::i18n::Msg {
        crate::i18n::Msg::new(match self {
            WindowKind::W1Start => "evo-window-w1-start",
            WindowKind::W2Start => "evo-window-w2-start",
            WindowKind::W3Start => "evo-window-w3-start",
            WindowKind::W4Start => "evo-window-w4-start",
            WindowKind::W4Own => "evo-window-w4-own",
            WindowKind::W4End => "evo-window-w4-end",
            WindowKind::W5Start => "evo-window-w5-start",
            WindowKind::W5End => "evo-window-w5-end",
            WindowKind::W6Start => "evo-window-w6-start",
            WindowKind::W6Bid => "evo-window-w6-bid",
            WindowKind::W6Pay => "evo-window-w6-pay",
            WindowKind::Final => "evo-window-final",
        })
    }
}

/// An open card window (§14.2): `next` is asked; it closes after `N` consecutive passes
/// (one pass for W4.own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Window {
    pub kind: WindowKind,
    pub next: u8,
    pub passes: u8,
}

/// The response step after a card (§14.2): players from the one after the card's player
/// round to the card's player are asked for DUPLICATION (or SLEEPING_GENE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Response {
    pub card: Card,
    pub player: u8,
    pub next: u8,
    pub asked: u8,
}

/// A movement turn in progress (§10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveTurn {
    pub seat: u8,
    pub mp_left: u32,
}

/// A birth step in progress (§11.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BirthTurn {
    pub seat: u8,
    pub eggs_left: u32,
}

/// The survival step (§12 step 2): players in order, cold dinos then hot dinos; the
/// chosen deaths are applied together at the end (PD-13).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Survival {
    /// Index into the order of the player being resolved.
    pub turn: u8,
    /// false: cold dinos are resolved; true: hot dinos.
    pub hot: bool,
    /// Dinos the player still has to choose to keep from `candidates`.
    pub keep_left: u32,
    /// Regions of the player's dinos of the current class not yet kept.
    pub candidates: Vec<u8>,
    /// Regions whose dinos die when survival ends.
    pub doomed: Vec<u8>,
}

/// A bid marker on a row (§13.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Bid {
    pub seat: u8,
    pub value: u32,
}

/// A row of the bidding board: the gene on offer and the marker on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuctionRow {
    pub gene: Gene,
    pub bid: Option<Bid>,
}

/// The gene auction (§13.3–13.5).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Auction {
    pub rows: Vec<AuctionRow>,
    pub passed: SeatSet,
    pub passes_allowed: u8,
    /// The player whose `act` is in progress (an outbid player acts at once).
    pub actor: Option<u8>,
    /// Index into the order of the next player to act in order.
    pub next_turn: u8,
}

impl Auction {
    /// The row (0-based) holding `seat`'s marker.
    pub fn row_of(&self, seat: u8) -> Option<usize> {
        self.rows.iter().position(|r| r.bid.is_some_and(|b| b.seat == seat))
    }
}
