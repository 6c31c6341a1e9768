//! The actions: one atomic decision each, as JSON (`{"type": "place_ap", "space": "ADA-1"}`),
//! with the rule section it answers, and the stable order in which legal actions are listed.

use serde::{Deserialize, Serialize};

use super::data::{Animal, Card, Element, Space};
use super::state::board::{Corner, Hex};

/// One atomic decision. JSON: `{"type": "place_ap", "space": "ADA-1"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// §5.1 / §7.1 / Instinct: place one AP on a vacant AP space.
    PlaceAp { space: Space },
    /// §7.1 step 1: swap the initiative marker with the one directly to its left.
    SwapInitiative,
    /// Decline an optional action (§5.2 "every action is optional").
    Pass,
    /// End a sequence of repeated choices (moves, eliminations, replacements).
    Done,
    /// Take a disc of this type (from a row, or from the bag for Habitat/Aquatic).
    TakeElement { element: Element },
    /// Put the disc just taken on a corner.
    PlaceElement { corner: Corner },
    /// §7.3: protect one type from Regression.
    Protect { element: Element },
    /// §7.5: remove one disc of this type from the Wasteland box.
    RemoveFromBox { element: Element },
    /// §7.6: remove the disc on this corner.
    RemoveElement { corner: Corner },
    /// §7.7: glaciate this tile.
    Glaciate { hex: Hex },
    /// §7.8: speciate from the disc on this corner.
    ChooseCorner { corner: Corner },
    /// Place `count` gene-pool cubes (Hibernation: eliminated cubes) on `hex`.
    AddCubes { hex: Hex, count: u8 },
    /// §7.9: take the face-up tile of stack 1, 2 or 3.
    TakeTile { stack: u8 },
    /// §7.9: put the tile on this empty board space.
    PlaceTile { hex: Hex },
    /// Move one of your cubes (Migration, Wanderlust).
    MoveCube { from: Hex, to: Hex },
    /// Eliminate one cube of `animal` on `hex`.
    Eliminate { hex: Hex, animal: Animal },
    /// §7.12: score this tile.
    Dominate { hex: Hex },
    /// §7.12 step 5: take a face-up Dominance card.
    TakeCard { card: Card },
    /// A card's tile choice (Blight, Catastrophe, Fertile, Mass Exodus).
    ChooseTile { hex: Hex },
    /// Blight: the disc that stays.
    KeepElement { corner: Corner },
    /// Catastrophe: the animal whose cube survives.
    KeepCube { animal: Animal },
    /// Disease, Immigrants (a): discard a non-inherent element.
    DiscardElement { element: Element },
    /// Evolution: replace a cube of `animal` on `hex` by one of yours.
    ReplaceCube { hex: Hex, animal: Animal },
    /// Immigrants (b).
    LoseAp,
    /// Immigrants (c).
    ThinOut,
    /// Metamorphosis.
    ExchangeElement { give: Element, take: Element },
    /// Mass Exodus: move one cube of `animal` off the chosen tile to `to`.
    MoveOut { animal: Animal, to: Hex },
    /// §5.3.1: the mammals spare one endangered cube on `hex`.
    Save { hex: Hex },
}

/// A stable order for listed actions (pass/done first, then by kind and fields).
pub(crate) fn action_order(a: &Action) -> (u8, u32) {
    let k = |h: Hex| u32::from(h.0);
    match *a {
        Action::Pass => (0, 0),
        Action::Done => (1, 0),
        Action::PlaceAp { space } => (2, u32::from(space.0)),
        Action::TakeElement { element } => (3, element as u32),
        Action::PlaceElement { corner } => (4, u32::from(corner.0)),
        Action::Protect { element } => (5, element as u32),
        Action::RemoveFromBox { element } => (6, element as u32),
        Action::RemoveElement { corner } => (7, u32::from(corner.0)),
        Action::Glaciate { hex } => (8, k(hex)),
        Action::ChooseCorner { corner } => (9, u32::from(corner.0)),
        Action::AddCubes { hex, count } => (10, k(hex) * 256 + u32::from(count)),
        Action::TakeTile { stack } => (11, u32::from(stack)),
        Action::PlaceTile { hex } => (12, k(hex)),
        Action::MoveCube { from, to } => (13, k(from) * 256 + k(to)),
        Action::Eliminate { hex, animal } => (14, k(hex) * 256 + animal as u32),
        Action::Dominate { hex } => (15, k(hex)),
        Action::TakeCard { card } => (16, card as u32),
        Action::ChooseTile { hex } => (17, k(hex)),
        Action::KeepElement { corner } => (18, u32::from(corner.0)),
        Action::KeepCube { animal } => (19, animal as u32),
        Action::DiscardElement { element } => (20, element as u32),
        Action::ReplaceCube { hex, animal } => (21, k(hex) * 256 + animal as u32),
        Action::LoseAp => (22, 0),
        Action::ThinOut => (23, 0),
        Action::ExchangeElement { give, take } => (24, give as u32 * 8 + take as u32),
        Action::MoveOut { animal, to } => (25, animal as u32 * 256 + k(to)),
        Action::Save { hex } => (26, k(hex)),
        Action::SwapInitiative => (27, 0),
    }
}
