//! la-isla §3: the state model. Field names follow the rules file; arrays indexed by a
//! colour or species use the canonical order of §0.3. The options of a game (§4.1) are here
//! too. The model's supporting types live beside it: the 180 cards and their functions as
//! data (`cards`), the island as data (`island`) and the small vocabularies (`types`).

pub(crate) mod cards;
pub(crate) mod island;
pub(crate) mod types;

use serde::{Deserialize, Serialize};

use crate::engine::{Seat, SeatSet, SplitMix64};

use cards::{Card, Function};
use island::{IslandData, SharedIsland};
use types::{CardSet, Phase, Species, TRACK_VALUE};

/// la-isla §4.1: the options of a game.
#[derive(Clone, Debug, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// BASIC (120 value-1 cards) or FULL (all 180; default).
    pub card_set: CardSet,
    /// The first player's seat; random (§4.3 S6, RNG use #4) when absent.
    pub first_player: Option<Seat>,
    /// An island to use instead of `data/island.json`, in the same format (§5).
    pub island: Option<IslandData>,
}

/// Cards face down under the letters of a holder (§7.1 step 2).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Assigned {
    pub a: Option<Card>,
    pub b: Option<Card>,
    pub d: Option<Card>,
}

/// A player's answers to the secret, simultaneous questions of actions A, B and D (§7.0).
/// They are kept hidden from the other seats until every seat has answered.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Answers {
    /// §7.2: the slot the A card will cover.
    pub cover_slot: Option<u8>,
    /// §11.3 F09: whether to take the explorer.
    pub take_explorer: Option<bool>,
    /// §11.3 F07: per species, whether to advance its marker in action B.
    pub income_marker: [Option<bool>; 5],
    /// §7.5 / §11.3 G02: the species to advance in action D.
    pub d_species: Option<Species>,
    /// §11.3 G01: per species with a visible DOUBLE_STEP, whether to take the second step
    /// should the D advance be of that species (asked whatever the D card shows, §7.0).
    pub double_step: [Option<bool>; 5],
}

/// One player (§3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub vp: u32,
    /// Resources in the personal supply, by colour.
    pub resources: [u32; 5],
    /// Explorers in the personal supply ("below letter C").
    pub supply: u8,
    pub large_tile: Species,
    /// Captured small tiles, by species.
    pub small_tiles: [u8; 5],
    /// The card holder's slots, each a stack (last element = visible top card).
    pub slots: Vec<Vec<Card>>,
    pub hand: Vec<Card>,
    pub assigned: Assigned,
    pub answers: Answers,
}

impl Player {
    /// §3: `animals(p, z)`; the large tile counts as two animals.
    pub fn animals(&self, z: Species) -> u32 {
        self.small_tiles[z.idx()] as u32 + if self.large_tile == z { 2 } else { 0 }
    }

    /// §3: the visible (top) cards of the non-empty slots.
    pub fn visible(&self) -> impl Iterator<Item = Card> + '_ {
        self.slots.iter().filter_map(|s| s.last().copied())
    }

    /// §10: a function is active iff a visible card carries it.
    pub fn has(&self, f: Function) -> bool {
        self.visible().any(|c| c.function() == f)
    }

    pub fn total_resources(&self) -> u32 {
        self.resources.iter().sum()
    }
}

/// la-isla §7.4: where the acting player of action C stands in their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum CStage {
    /// Choose C1 (place), C2 (relocate: pick up an explorer) or C3 (take a resource).
    Choose,
    /// An explorer on `from` is being relocated: choose the destination. `extra` marks the
    /// SECOND_MOVE relocation (§11.3 G09).
    Destination { from: u8, extra: bool },
    /// §11.3 F12: the second resource of PROVISIONS.
    SecondProvision,
    /// Working through `followups` (front first).
    FollowUps,
}

/// la-isla §7.4 steps 5–7: what remains to be resolved after an arrival, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FollowUp {
    /// §11.3 G03: up to `remaining` advances of `species`.
    CaptureMarker { species: Species, remaining: u8 },
    /// §11.3 F01, F02 for the arrival space (automatic).
    ArrivalVp { space: u8 },
    /// §11.3 F04 / F03: one resource of choice, granted by `source`.
    ArrivalResource { source: Function },
    /// §11.3 F08: an optional advance of a species of choice.
    LandscapeMarker { source: Function },
    /// §11.3 G09: an optional extra relocation.
    SecondMove,
}

/// Why the game ended (§7.6, §7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    Threshold,
    CardsExhausted,
}

/// The whole game (§3).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    /// The number of seats (2–4).
    #[serde(rename = "n_players")]
    pub seats: u8,
    pub card_set: CardSet,
    pub threshold: u8,
    pub round: u32,
    pub phase: Phase,
    pub first_player: Seat,
    pub island: SharedIsland,
    /// Per space (island order): the colours of the explorers on it.
    pub explorers: Vec<SeatSet>,
    /// Per region (canonical order): the small animal tile still lying there.
    pub tiles: Vec<Option<Species>>,
    /// Per species: the marker's step on its track (0..=15).
    pub steps: [u8; 5],
    /// Draw pile, first element = top (hidden).
    pub deck: Vec<Card>,
    /// Discard pile, last element = top (public).
    pub discard: Vec<Card>,
    /// Per seat: explorers of that colour left in the general supply.
    pub general_explorers: Vec<u8>,
    pub players: Vec<Player>,
    /// Action C: index in turn order of the acting player.
    pub c_index: u8,
    pub c_stage: CStage,
    pub followups: Vec<FollowUp>,
    pub end_reason: Option<EndReason>,
    pub rng: SplitMix64,
}

impl State {
    /// §0.3: turn order, clockwise from the first player.
    pub fn turn_order(&self) -> impl Iterator<Item = Seat> + '_ {
        let n = self.seats;
        (0..n).map(move |i| (self.first_player + i) % n)
    }

    /// §6.2: the value of a species' marker.
    pub fn value(&self, z: Species) -> u8 {
        TRACK_VALUE[(self.steps[z.idx()] as usize).min(15)]
    }

    /// §7.6: the sum of the five marker values.
    pub fn marker_sum(&self) -> u32 {
        Species::ALL.iter().map(|&z| self.value(z) as u32).sum()
    }

    /// The seat acting in action C.
    pub fn c_seat(&self) -> Seat {
        (self.first_player + self.c_index) % self.seats.max(1)
    }

    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat as usize]
    }
}
