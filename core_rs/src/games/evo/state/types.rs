//! The vocabulary of Evo: terrain and climate (docs/rules/evo.md §1.1, §5), genes (§1.2, §3),
//! event cards (§1.3, §14), the player colours and why a game ends (§13.1).

use serde::{Deserialize, Serialize};

/// A region's terrain, warmest first (§1.1: warmth index 0..3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Desert,
    Plains,
    Hills,
    Mountains,
}

impl Terrain {
    /// The warmth index of §1.1 (Desert 0 … Mountains 3).
    pub fn warmth(self) -> i8 {
        self as i8
    }
    pub fn word(self) -> &'static str {
        match self {
            Terrain::Desert => "desert",
            Terrain::Plains => "plains",
            Terrain::Hills => "hills",
            Terrain::Mountains => "mountains",
        }
    }
}

/// How a terrain fares under the current climate (§1.1, §5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ClimateClass {
    Temperate,
    Hot,
    Cold,
    Scorching,
    Freezing,
}

/// The climate table as a loop of six spaces (§5.2, PD-04): the temperate terrain of each.
pub const CLIMATE_TRACK: [Terrain; 6] =
    [Terrain::Desert, Terrain::Plains, Terrain::Hills, Terrain::Mountains, Terrain::Hills, Terrain::Plains];

/// §5.1: classify a terrain with the climate marker on `position` (0..6).
pub fn classify(position: u8, terrain: Terrain) -> ClimateClass {
    let temperate = CLIMATE_TRACK[usize::from(position % 6)];
    match terrain.warmth() - temperate.warmth() {
        0 => ClimateClass::Temperate,
        -1 => ClimateClass::Hot,
        1 => ClimateClass::Cold,
        d if d < 0 => ClimateClass::Scorching,
        _ => ClimateClass::Freezing,
    }
}

/// §5.3: the climate die moves the marker back on 1, keeps it on 2, forward on 3–6.
pub fn climate_after_die(position: u8, die: u8) -> u8 {
    match die {
        1 => (position + 5) % 6,
        2 => position % 6,
        _ => (position + 1) % 6,
    }
}

/// A gene tile type (§1.2, §3.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Gene {
    Tail,
    Leg,
    Horn,
    Egg,
    Fur,
    Parasol,
    Mutation,
    Card,
}

impl Gene {
    /// The canonical order of §17 (TAIL×6, LEG×12, …, CARD×6) with the tile counts of §3.2.
    pub const TILES: [(Gene, u8); 8] = [
        (Gene::Tail, 6),
        (Gene::Leg, 12),
        (Gene::Horn, 8),
        (Gene::Egg, 8),
        (Gene::Fur, 8),
        (Gene::Parasol, 8),
        (Gene::Mutation, 6),
        (Gene::Card, 6),
    ];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn word(self) -> &'static str {
        match self {
            Gene::Tail => "tail",
            Gene::Leg => "leg",
            Gene::Horn => "horn",
            Gene::Egg => "egg",
            Gene::Fur => "fur",
            Gene::Parasol => "parasol",
            Gene::Mutation => "mutation",
            Gene::Card => "card",
        }
    }
    /// The 62 tiles in the canonical order of §17.
    pub fn canonical_pile() -> Vec<Gene> {
        Gene::TILES.iter().flat_map(|&(g, n)| std::iter::repeat_n(g, usize::from(n))).collect()
    }
}

/// The 26 event cards, in the order of §1.3 (also the canonical deck order of §17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    SleepingGene,
    Accident,
    WeatherSwing,
    MeFirst,
    GeneticHighflyer,
    GeneSplit,
    IceCold,
    KillerRays,
    MissingLink,
    HeatproofSkin,
    Catastrophe,
    ToughKids,
    Cuckoo,
    WeatherGene,
    BigBrother,
    Duplication,
    GiantGene,
    PrimalUrge,
    Pthermodactylus,
    BirthControl,
    SurvivalGene,
    WanderingBrood,
    UnexpectedGene,
    VegetarianDiet,
    DefensiveGas,
    Flood,
}

impl Card {
    pub const ALL: [Card; 26] = [
        Card::SleepingGene,
        Card::Accident,
        Card::WeatherSwing,
        Card::MeFirst,
        Card::GeneticHighflyer,
        Card::GeneSplit,
        Card::IceCold,
        Card::KillerRays,
        Card::MissingLink,
        Card::HeatproofSkin,
        Card::Catastrophe,
        Card::ToughKids,
        Card::Cuckoo,
        Card::WeatherGene,
        Card::BigBrother,
        Card::Duplication,
        Card::GiantGene,
        Card::PrimalUrge,
        Card::Pthermodactylus,
        Card::BirthControl,
        Card::SurvivalGene,
        Card::WanderingBrood,
        Card::UnexpectedGene,
        Card::VegetarianDiet,
        Card::DefensiveGas,
        Card::Flood,
    ];

    /// One bit per card, for the per-round "played" sets.
    pub fn bit(self) -> u32 {
        1u32 << (self as u32)
    }

    /// The climate cards of PD-22: at most one of them per round (§14.1).
    pub fn is_climate(self) -> bool {
        matches!(self, Card::WeatherSwing | Card::Catastrophe | Card::WeatherGene)
    }

    /// The card's English name as in §1.3.
    pub fn title(self) -> &'static str {
        match self {
            Card::SleepingGene => "Sleeping Gene",
            Card::Accident => "Accident",
            Card::WeatherSwing => "Weather Swing",
            Card::MeFirst => "Me First!",
            Card::GeneticHighflyer => "Genetic Highflyer",
            Card::GeneSplit => "Gene Split",
            Card::IceCold => "Ice Cold!",
            Card::KillerRays => "Killer Rays",
            Card::MissingLink => "Missing Link",
            Card::HeatproofSkin => "Heatproof Skin",
            Card::Catastrophe => "Catastrophe!",
            Card::ToughKids => "Tough Kids",
            Card::Cuckoo => "Cuckoo",
            Card::WeatherGene => "Weather Gene",
            Card::BigBrother => "Big Brother",
            Card::Duplication => "Duplication",
            Card::GiantGene => "Giant Gene",
            Card::PrimalUrge => "Primal Urge",
            Card::Pthermodactylus => "Pthermodactylus",
            Card::BirthControl => "Birth Control",
            Card::SurvivalGene => "Survival Gene",
            Card::WanderingBrood => "Wandering Brood",
            Card::UnexpectedGene => "Unexpected Gene",
            Card::VegetarianDiet => "Vegetarian Diet",
            Card::DefensiveGas => "Defensive Gas",
            Card::Flood => "Flood",
        }
    }
}

/// The player colours, by seat index (cosmetic; used in effect texts).
pub const COLOURS: [&str; 5] = ["Red", "Blue", "Green", "Yellow", "Purple"];

/// The colour name of a seat ("Seat 7" for an out-of-range seat, never a panic).
pub fn colour(seat: u8) -> String {
    COLOURS.get(usize::from(seat)).map_or_else(|| format!("Seat {seat}"), |c| (*c).to_string())
}

/// A player in words: the colour of the seat as a term (`evo-colour-red`), or "Seat 7" for an
/// out-of-range seat.
pub fn colour_arg(seat: u8) -> crate::i18n::Arg {
    const IDS: [&str; 5] = ["evo-colour-red", "evo-colour-blue", "evo-colour-green", "evo-colour-yellow", "evo-colour-purple"];
    match IDS.get(usize::from(seat)) {
        Some(id) => crate::i18n::Arg::term(*id),
        None => crate::msg!("evo-seat-n", seat = seat).into(),
    }
}

/// The message id of a card's name, its serde code with dashes ("evo-card-weather-gene").
fn card_term(card: Card) -> crate::i18n::Arg {
    let code = serde_json::to_value(card).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default();
    crate::i18n::Arg::term(format!("evo-card-{}", code.replace('_', "-")))
}

impl Card {
    /// The card's name as a term argument.
    pub fn term(self) -> crate::i18n::Arg {
        card_term(self)
    }
}

impl Gene {
    /// The gene's name as a term argument (`evo-gene-horn`).
    pub fn term(self) -> crate::i18n::Arg {
        crate::i18n::Arg::term(format!("evo-gene-{}", self.word()))
    }
}

impl Terrain {
    /// The terrain's name as a term argument (`evo-terrain-hills`).
    pub fn term(self) -> crate::i18n::Arg {
        crate::i18n::Arg::term(format!("evo-terrain-{}", self.word()))
    }
}

/// Why the game ended (§13.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum EndReason {
    LastSpace,
    MeteorStrike { roll: u8 },
}
