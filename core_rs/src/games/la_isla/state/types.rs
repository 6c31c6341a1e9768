//! The small vocabularies of la-isla §0.3: species, resource colours, landscapes, symbols,
//! the letters of the card holder, phases and card sets. Every enum is indexed in the
//! canonical order of §0.3 and serialized with the rules file's ids (`DODO`, `YELLOW`, ...).

use serde::{Deserialize, Serialize};

/// la-isla §0.3: the five animal species, in canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Species {
    Dodo,
    Fossa,
    Frog,
    Pika,
    Moth,
}

impl Species {
    pub const ALL: [Species; 5] = [Species::Dodo, Species::Fossa, Species::Frog, Species::Pika, Species::Moth];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Species::Dodo => "Dodo",
            Species::Fossa => "Giant Fossa",
            Species::Frog => "Golden Frog",
            Species::Pika => "Sardinian Pika",
            Species::Moth => "Owl Moth",
        }
    }
}

/// la-isla §0.3: the five resource colours, in canonical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Colour {
    Yellow,
    Green,
    Grey,
    White,
    Brown,
}

impl Colour {
    pub const ALL: [Colour; 5] = [Colour::Yellow, Colour::Green, Colour::Grey, Colour::White, Colour::Brown];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Grey => "grey",
            Colour::White => "white",
            Colour::Brown => "brown",
        }
    }
}

/// la-isla §0.3: the five landscape types; each has exactly one resource colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Landscape {
    Desert,
    Grassland,
    Mountain,
    Steppe,
    Swamp,
}

impl Landscape {
    pub const ALL: [Landscape; 5] =
        [Landscape::Desert, Landscape::Grassland, Landscape::Mountain, Landscape::Steppe, Landscape::Swamp];
    pub fn idx(self) -> usize {
        self as usize
    }
    /// §0.3: desert–yellow, grassland–green, mountain–grey, steppe–white, swamp–brown.
    pub fn colour(self) -> Colour {
        Colour::ALL[self.idx()]
    }
    pub fn name(self) -> &'static str {
        match self {
            Landscape::Desert => "desert",
            Landscape::Grassland => "grassland",
            Landscape::Mountain => "mountain",
            Landscape::Steppe => "steppe",
            Landscape::Swamp => "swamp",
        }
    }
}

/// la-isla §0.3: the five symbols printed on landscape spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Symbol {
    Tent,
    Hat,
    Rope,
    Bottle,
    Backpack,
}

impl Symbol {
    pub const ALL: [Symbol; 5] = [Symbol::Tent, Symbol::Hat, Symbol::Rope, Symbol::Bottle, Symbol::Backpack];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Symbol::Tent => "tent",
            Symbol::Hat => "hat",
            Symbol::Rope => "rope",
            Symbol::Bottle => "bottle",
            Symbol::Backpack => "backpack",
        }
    }
}

/// la-isla §7.1: the letters of the card holder that receive a card in the card phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Letter {
    A,
    B,
    D,
}

impl Letter {
    pub const ALL: [Letter; 3] = [Letter::A, Letter::B, Letter::D];
}

/// la-isla §3: the phase of the round (FINAL once the game is over).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Phase {
    Card,
    A,
    B,
    C,
    D,
    Final,
}

/// la-isla §4.1: the basic deck (120 value-1 cards) or all 180 cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CardSet {
    Basic,
    #[default]
    Full,
}

impl CardSet {
    /// §4.3 S7: the number of cards in play.
    pub fn size(self) -> usize {
        match self {
            CardSet::Basic => 120,
            CardSet::Full => 180,
        }
    }
}

/// la-isla §6.2 (PROJECT DECISION, kept as data): the value of each step of an animal track.
pub const TRACK_VALUE: [u8; 16] = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5];
/// la-isla §6.2: the top step of an animal track.
pub const TOP_STEP: u8 = 15;

/// Display names of the player colours PC0..PC3 (§2, cosmetic).
pub const SEAT_NAMES: [&str; 4] = ["Red", "Blue", "Orange", "Black"];

pub fn seat_name(seat: u8) -> &'static str {
    SEAT_NAMES.get(seat as usize).copied().unwrap_or("Player")
}
