//! The effects: the facts an action caused, as JSON, and their words (`describe`).

use serde::{Deserialize, Serialize};

use super::data::{ActionKind, Animal, Card, Element, Space, Terrain};
use super::state::board::{Corner, Hex};

/// §11 Immigrants: the three options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ImmigrantsOption {
    DiscardElement,
    LoseAp,
    ThinOut,
}

/// Why VPs changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    Domination,
    FinalScoring,
    Glaciation,
    IceSheet,
    Wanderlust,
    Survival,
    IceAge,
    Biodiversity,
    Ecodiversity,
    Fertile,
    NicheBiomes,
}

impl Reason {
    fn words(self) -> &'static str {
        match self {
            Reason::Domination => "Domination",
            Reason::FinalScoring => "final scoring",
            Reason::Glaciation => "Glaciation",
            Reason::IceSheet => "Ice Sheet",
            Reason::Wanderlust => "Wanderlust",
            Reason::Survival => "the Survival card",
            Reason::IceAge => "Ice Age",
            Reason::Biodiversity => "Biodiversity",
            Reason::Ecodiversity => "Ecodiversity",
            Reason::Fertile => "Fertile",
            Reason::NicheBiomes => "Niche Biomes",
        }
    }
}

/// A fact that happened. JSON: `{"type": "ap_placed", "animal": "birds", "space": "ADA-1"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    ApPlaced { animal: Animal, space: Space },
    PlanningEnded { round: u32 },
    DominanceChanged { hex: Hex, terrain: Terrain, from: Option<Animal>, to: Option<Animal> },
    ApReturned { animal: Animal, space: Space },
    ApMoved { animal: Animal, from: Space, to: Space },
    ApGained { animal: Animal },
    ApLost { animal: Animal },
    ActionSkipped { animal: Animal, action: ActionKind },
    InitiativeSwapped { animal: Animal, with: Animal },
    ElementAdapted { animal: Animal, element: Element },
    ElementLost { animal: Animal, element: Element },
    ElementProtected { animal: Animal, element: Element },
    ElementPlaced { animal: Animal, element: Element, corner: Corner },
    ElementRemoved { element: Element, corner: Corner },
    BoxElementRemoved { animal: Animal, element: Element },
    TundraPlaced { hex: Hex },
    CornerChosen { animal: Animal, corner: Corner },
    CubesAdded { animal: Animal, hex: Hex, count: u8 },
    CubesMoved { animal: Animal, from: Hex, to: Hex, count: u8 },
    CubesEliminated { animal: Animal, hex: Hex, count: u8 },
    CubesToGenePool { animal: Animal, hex: Hex, count: u8 },
    CubesHibernated { animal: Animal, hex: Hex, count: u8 },
    CubeSaved { animal: Animal, hex: Hex },
    TilePlaced { animal: Animal, hex: Hex, terrain: Terrain },
    /// A tile chosen by `animal` for Domination (`card: None`) or for a card's effect.
    TileChosen { animal: Animal, hex: Hex, terrain: Terrain, card: Option<Card> },
    TileRevealed { stack: u8, terrain: Terrain },
    VpGained { animal: Animal, vp: u32, reason: Reason },
    /// §7.12 steps 1–4 / §12.3: `place` (1st = 1) on the tile `hex` pays `vp`.
    PlaceScored { animal: Animal, vp: u32, place: u8, hex: Hex, terrain: Terrain, reason: Reason },
    VpLost { animal: Animal, vp: u32, reason: Reason },
    CardTaken { animal: Animal, card: Card },
    CardRevealed { card: Card },
    ImmigrantsChoice { animal: Animal, choice: ImmigrantsOption },
    LastRound { round: u32 },
    NoCubesLeft { round: u32 },
    Reseeded { adaptation: [Option<Element>; 4], abundance: [Option<Element>; 4], wanderlust: [Option<Element>; 4] },
    RoundStarted { round: u32 },
    GameEnded { round: u32 },
}

pub(crate) fn plural(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

pub(crate) fn describe(e: &Effect) -> String {
    match e {
        Effect::ApPlaced { animal, space } => format!("{} place an action pawn on {}", animal.name(), space.id()),
        Effect::PlanningEnded { round } => format!("Planning of round {round} ends"),
        Effect::DominanceChanged { hex, terrain, from, to } => match (from, to) {
            (_, Some(a)) => format!("{} become dominant on the {} {}", a.name(), terrain.name(), hex.label()),
            (Some(a), None) => format!("{} lose dominance on the {} {}", a.name(), terrain.name(), hex.label()),
            (None, None) => format!("Dominance on the {} {} is unchanged", terrain.name(), hex.label()),
        },
        Effect::ApReturned { animal, space } => format!("{} take back their action pawn from {}", animal.name(), space.id()),
        Effect::ApMoved { animal, from, to } => {
            format!("{}' Glaciation pawn moves from {} to {}", animal.name(), from.id(), to.id())
        }
        Effect::ApGained { animal } => format!("{} gain an action pawn", animal.name()),
        Effect::ApLost { animal } => format!("{} lose an action pawn", animal.name()),
        Effect::ActionSkipped { animal, action } => {
            format!("{} can do nothing with {}", animal.name(), action.name())
        }
        Effect::InitiativeSwapped { animal, with } => {
            format!("{} move ahead of {} on the initiative track", animal.name(), with.name())
        }
        Effect::ElementAdapted { animal, element } => format!("{} add {} to their display", animal.name(), element.name()),
        Effect::ElementLost { animal, element } => format!("{} lose {} from their display", animal.name(), element.name()),
        Effect::ElementProtected { animal, element } => {
            format!("{} protect their {} from Regression", animal.name(), element.name())
        }
        Effect::ElementPlaced { animal, element, corner } => {
            format!("{} place a {} disc at {}", animal.name(), element.name(), corner.label())
        }
        Effect::ElementRemoved { element, corner } => {
            format!("The {} disc at {} returns to the bag", element.name(), corner.label())
        }
        Effect::BoxElementRemoved { animal, element } => {
            format!("{} return a {} disc from the Wasteland box to the bag", animal.name(), element.name())
        }
        Effect::TundraPlaced { hex } => format!("The tile at {} becomes tundra", hex.label()),
        Effect::CornerChosen { animal, corner } => format!("{} speciate from the disc at {}", animal.name(), corner.label()),
        Effect::CubesAdded { animal, hex, count } => {
            format!("{} place {} from their gene pool at {}", animal.name(), plural(*count, "cube", "cubes"), hex.label())
        }
        Effect::CubesMoved { animal, from, to, count } => format!(
            "{} move {} from {} to {}",
            animal.name(),
            plural(*count, "cube", "cubes"),
            from.label(),
            to.label()
        ),
        Effect::CubesEliminated { animal, hex, count } => {
            format!("{} lose {} at {} (eliminated to the box)", animal.name(), plural(*count, "cube", "cubes"), hex.label())
        }
        Effect::CubesToGenePool { animal, hex, count } => format!(
            "{} take {} back to their gene pool from {}",
            animal.name(),
            plural(*count, "cube", "cubes"),
            hex.label()
        ),
        Effect::CubesHibernated { animal, hex, count } => format!(
            "{} bring back {} from hibernation at {}",
            animal.name(),
            plural(*count, "cube", "cubes"),
            hex.label()
        ),
        Effect::CubeSaved { animal, hex } => format!("{} save one cube from extinction at {}", animal.name(), hex.label()),
        Effect::TilePlaced { animal, hex, terrain } => {
            format!("{} place a {} tile at {}", animal.name(), terrain.name(), hex.label())
        }
        Effect::TileChosen { animal, hex, terrain, card } => format!(
            "{} choose the {} at {} for {}",
            animal.name(),
            terrain.name(),
            hex.label(),
            card.map_or("Domination", |c| c.name())
        ),
        Effect::TileRevealed { stack, terrain } => format!("Wanderlust stack {stack} turns up a {} tile", terrain.name()),
        Effect::VpGained { animal, vp, reason } => {
            format!("{} score {} for {}", animal.name(), plural(*vp, "VP", "VP"), reason.words())
        }
        Effect::PlaceScored { animal, vp, place, hex, terrain, reason } => {
            let nth = match place {
                1 => "1st",
                2 => "2nd",
                3 => "3rd",
                _ => "4th",
            };
            let when = if *reason == Reason::FinalScoring { " in the final scoring" } else { "" };
            format!("{} score {} VP for {nth} place on the {} {}{when}", animal.name(), vp, terrain.name(), hex.label())
        }
        Effect::VpLost { animal, vp, reason } => {
            format!("{} lose {} to {}", animal.name(), plural(*vp, "VP", "VP"), reason.words())
        }
        Effect::CardTaken { animal, card } => format!("{} take the {} card", animal.name(), card.name()),
        Effect::CardRevealed { card } => format!("The {} card is revealed", card.name()),
        Effect::ImmigrantsChoice { animal, choice } => {
            let what = match choice {
                ImmigrantsOption::DiscardElement => "discard an element",
                ImmigrantsOption::LoseAp => "lose an action pawn",
                ImmigrantsOption::ThinOut => "keep only one cube per tile",
            };
            format!("{} choose to {what}", animal.name())
        }
        Effect::LastRound { round } => format!("Ice Age: round {round} is the last"),
        Effect::NoCubesLeft { round } => {
            format!("No cube is left on earth or in any gene pool: the game ends after round {round}")
        }
        Effect::Reseeded { adaptation, abundance, wanderlust } => {
            let row = |r: &[Option<Element>; 4]| {
                let v: Vec<&str> = r.iter().map(|e| e.map_or("(empty)", |e| e.name())).collect();
                v.join(", ")
            };
            format!(
                "Reseed: new discs for Adaptation: {}; Abundance: {}; Wanderlust: {}",
                row(adaptation),
                row(abundance),
                row(wanderlust)
            )
        }
        Effect::RoundStarted { round } => format!("Round {round} begins"),
        Effect::GameEnded { round } => format!("The game ends after round {round}"),
    }
}
