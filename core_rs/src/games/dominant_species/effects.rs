//! The effects: the facts an action caused, as JSON, and their words (`describe`).

use serde::{Deserialize, Serialize};

use super::data::{ActionKind, Animal, Card, Element, Space, Terrain};
use super::labels::{a_animal, a_card, a_corner, a_element, a_hex, a_kind, a_terrain};
use super::state::board::{Corner, Hex};
use crate::i18n::{Arg, Msg};

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
    /// The reason's term.
    fn term(self) -> Arg {
        let id = match self {
            Reason::Domination => "domination",
            Reason::FinalScoring => "final-scoring",
            Reason::Glaciation => "glaciation",
            Reason::IceSheet => "ice-sheet",
            Reason::Wanderlust => "wanderlust",
            Reason::Survival => "survival",
            Reason::IceAge => "ice-age",
            Reason::Biodiversity => "biodiversity",
            Reason::Ecodiversity => "ecodiversity",
            Reason::Fertile => "fertile",
            Reason::NicheBiomes => "niche-biomes",
        };
        Arg::term(format!("ds-reason-{id}"))
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

/// An Adaptation/Abundance/Wanderlust row: its four slots ("(empty)" for a vacant one).
fn row(r: &[Option<Element>; 4]) -> Msg {
    let slot = |e: Option<Element>| -> Arg { e.map_or_else(|| Msg::new("ds-w-row-empty").into(), a_element) };
    msg!("ds-w-row", a = slot(r[0]), b = slot(r[1]), c = slot(r[2]), d = slot(r[3]))
}

pub(crate) fn describe(e: &Effect) -> Msg {
    let an = |a: &Animal| a_animal(*a);
    let sp = |s: &Space| Arg::Str(s.id().to_string());
    match e {
        Effect::ApPlaced { animal, space } => msg!("ds-fx-ap-placed", animal = an(animal), space = sp(space)),
        Effect::PlanningEnded { round } => msg!("ds-fx-planning-ended", round = *round),
        Effect::DominanceChanged { hex, terrain, from, to } => match (from, to) {
            (_, Some(a)) => msg!("ds-fx-dominance-gained", animal = an(a), terrain = a_terrain(*terrain), hex = a_hex(*hex)),
            (Some(a), None) => msg!("ds-fx-dominance-lost", animal = an(a), terrain = a_terrain(*terrain), hex = a_hex(*hex)),
            (None, None) => msg!("ds-fx-dominance-unchanged", terrain = a_terrain(*terrain), hex = a_hex(*hex)),
        },
        Effect::ApReturned { animal, space } => msg!("ds-fx-ap-returned", animal = an(animal), space = sp(space)),
        Effect::ApMoved { animal, from, to } => msg!("ds-fx-ap-moved", animal = an(animal), from = sp(from), to = sp(to)),
        Effect::ApGained { animal } => msg!("ds-fx-ap-gained", animal = an(animal)),
        Effect::ApLost { animal } => msg!("ds-fx-ap-lost", animal = an(animal)),
        Effect::ActionSkipped { animal, action } => msg!("ds-fx-action-skipped", animal = an(animal), action = a_kind(*action)),
        Effect::InitiativeSwapped { animal, with } => msg!("ds-fx-initiative-swapped", animal = an(animal), other = an(with)),
        Effect::ElementAdapted { animal, element } => msg!("ds-fx-element-adapted", animal = an(animal), element = a_element(*element)),
        Effect::ElementLost { animal, element } => msg!("ds-fx-element-lost", animal = an(animal), element = a_element(*element)),
        Effect::ElementProtected { animal, element } => {
            msg!("ds-fx-element-protected", animal = an(animal), element = a_element(*element))
        }
        Effect::ElementPlaced { animal, element, corner } => {
            msg!("ds-fx-element-placed", animal = an(animal), element = a_element(*element), corner = a_corner(*corner))
        }
        Effect::ElementRemoved { element, corner } => {
            msg!("ds-fx-element-removed", element = a_element(*element), corner = a_corner(*corner))
        }
        Effect::BoxElementRemoved { animal, element } => {
            msg!("ds-fx-box-element-removed", animal = an(animal), element = a_element(*element))
        }
        Effect::TundraPlaced { hex } => msg!("ds-fx-tundra-placed", hex = a_hex(*hex)),
        Effect::CornerChosen { animal, corner } => msg!("ds-fx-corner-chosen", animal = an(animal), corner = a_corner(*corner)),
        Effect::CubesAdded { animal, hex, count } => msg!("ds-fx-cubes-added", animal = an(animal), count = *count, hex = a_hex(*hex)),
        Effect::CubesMoved { animal, from, to, count } => {
            msg!("ds-fx-cubes-moved", animal = an(animal), count = *count, from = a_hex(*from), to = a_hex(*to))
        }
        Effect::CubesEliminated { animal, hex, count } => {
            msg!("ds-fx-cubes-eliminated", animal = an(animal), count = *count, hex = a_hex(*hex))
        }
        Effect::CubesToGenePool { animal, hex, count } => {
            msg!("ds-fx-cubes-to-gene-pool", animal = an(animal), count = *count, hex = a_hex(*hex))
        }
        Effect::CubesHibernated { animal, hex, count } => {
            msg!("ds-fx-cubes-hibernated", animal = an(animal), count = *count, hex = a_hex(*hex))
        }
        Effect::CubeSaved { animal, hex } => msg!("ds-fx-cube-saved", animal = an(animal), hex = a_hex(*hex)),
        Effect::TilePlaced { animal, hex, terrain } => {
            msg!("ds-fx-tile-placed", animal = an(animal), terrain = a_terrain(*terrain), hex = a_hex(*hex))
        }
        Effect::TileChosen { animal, hex, terrain, card } => match card {
            Some(c) => msg!("ds-fx-tile-chosen-card", animal = an(animal), terrain = a_terrain(*terrain), hex = a_hex(*hex), card = a_card(*c)),
            None => msg!("ds-fx-tile-chosen", animal = an(animal), terrain = a_terrain(*terrain), hex = a_hex(*hex)),
        },
        Effect::TileRevealed { stack, terrain } => msg!("ds-fx-tile-revealed", stack = *stack, terrain = a_terrain(*terrain)),
        Effect::VpGained { animal, vp, reason } => msg!("ds-fx-vp-gained", animal = an(animal), vp = *vp, reason = reason.term()),
        Effect::PlaceScored { animal, vp, place, hex, terrain, reason } => {
            let id = if *reason == Reason::FinalScoring { "ds-fx-place-scored-final" } else { "ds-fx-place-scored" };
            msg!(id, animal = an(animal), vp = *vp, place = *place, terrain = a_terrain(*terrain), hex = a_hex(*hex))
        }
        Effect::VpLost { animal, vp, reason } => msg!("ds-fx-vp-lost", animal = an(animal), vp = *vp, reason = reason.term()),
        Effect::CardTaken { animal, card } => msg!("ds-fx-card-taken", animal = an(animal), card = a_card(*card)),
        Effect::CardRevealed { card } => msg!("ds-fx-card-revealed", card = a_card(*card)),
        Effect::ImmigrantsChoice { animal, choice } => {
            let id = match choice {
                ImmigrantsOption::DiscardElement => "ds-fx-immigrants-discard",
                ImmigrantsOption::LoseAp => "ds-fx-immigrants-lose-ap",
                ImmigrantsOption::ThinOut => "ds-fx-immigrants-thin-out",
            };
            msg!(id, animal = an(animal))
        }
        Effect::LastRound { round } => msg!("ds-fx-last-round", round = *round),
        Effect::NoCubesLeft { round } => msg!("ds-fx-no-cubes-left", round = *round),
        Effect::Reseeded { adaptation, abundance, wanderlust } => {
            msg!("ds-fx-reseeded", adaptation = row(adaptation), abundance = row(abundance), wanderlust = row(wanderlust))
        }
        Effect::RoundStarted { round } => msg!("ds-fx-round-started", round = *round),
        Effect::GameEnded { round } => msg!("ds-fx-game-ended", round = *round),
    }
}
