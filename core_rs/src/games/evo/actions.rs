//! Actions: the atomic decisions of docs/rules/evo.md §18, each citing the rule it answers.

use serde::{Deserialize, Serialize};

use super::types::Card;

fn is_false(b: &bool) -> bool {
    !*b
}

/// One atomic decision. Regions are board indices (the view lists each region's index and
/// id); bid rows are numbered from 1 as on the bidding board (§13.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Play an event card in the open window or response step (§14). `region`: the target
    /// dino of ACCIDENT / the target newborn of CUCKOO; `player`: the DEFENSIVE_GAS
    /// partner; `value`: the WEATHER_GENE die value.
    PlayCard {
        card: Card,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        region: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<u8>,
    },
    /// Pass the card window or the response step (§14.2).
    Pass,
    /// One movement step of one dino (§10.3); into an enemy region it is an attack.
    Move { from: u8, to: u8 },
    /// End the movement turn; unused movement points are lost (§10.2).
    EndMovement,
    /// Place the next newborn (§11.2); into an enemy region only under TOUGH_KIDS.
    PlaceNewborn { region: u8 },
    /// Stop births: only when no legal empty region is left (§11.2).
    StopBirths,
    /// Choose one cold or hot dino that survives (§12 step 2).
    KeepDino { region: u8 },
    /// PLACE(row, value) (§13.5). The GENE_SPLIT slot right after it (§14.2), listed only
    /// for a player holding a playable GENE_SPLIT: `gene_split` plays GENE_SPLIT (§14.3 #6),
    /// or `sleeping_gene` plays SLEEPING_GENE there instead (§14.3 #1); never both.
    Bid {
        row: u8,
        value: u32,
        #[serde(default, skip_serializing_if = "is_false")]
        gene_split: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        sleeping_gene: bool,
    },
    /// PASS in the auction (§13.5), only while passes are allowed.
    PassBid,
}
