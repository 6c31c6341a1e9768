//! la-isla: the atomic decisions a seat can submit. Every decision of §7 is a sequence of
//! these; `legal_actions` lists exactly the ones allowed now.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::types::{Colour, Letter, Species};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// §7.1 step 2: put a card of the hand face down under letter A, B or D (secret).
    AssignCard { letter: Letter, card: Card },
    /// §7.2 step 2: cover the visible card of this slot with the A card (secret until all
    /// seats have decided).
    CoverSlot { slot: u8 },
    /// §11.3 F09: take (or leave) an explorer from the general supply (secret).
    TakeExplorer { take: bool },
    /// §11.3 F07: advance (or not) this species' marker in action B (secret).
    IncomeMarker { species: Species, advance: bool },
    /// §11.3 G02 FREE_CHOICE: the species whose marker the D card advances (secret).
    ChooseAnimal { species: Species },
    /// §11.3 G01: take (or not) the second advance of DOUBLE_STEP(`species`) (secret). Asked
    /// for every visible DOUBLE_STEP; `take: true` is legal only when the D advance is of
    /// that species.
    DoubleStep { species: Species, take: bool },
    /// §7.4 C1: place an explorer from the supply on `space`, paying with `colour`.
    PlaceExplorer { space: u8, colour: Colour },
    /// §7.4 C2 / §11.3 G09: choose the explorer (by its space) to relocate.
    PickUpExplorer { space: u8 },
    /// §7.4 C2: the destination of the explorer being relocated, paying with `colour`.
    RelocateExplorer { space: u8, colour: Colour },
    /// §7.4 C3 (and the second resource of §11.3 F12): take one resource.
    TakeResource { colour: Colour },
    /// §11.3 F03 / F04: the resource of choice after an arrival.
    GainResource { colour: Colour },
    /// §11.3 G03 / F08: advance this species' marker.
    AdvanceMarker { species: Species },
    /// Decline the optional function now offered (G03, F08, G09).
    Decline,
}

impl Action {
    /// §7.0: the card-phase assignments and the answers of actions A, B and D are secret
    /// until every seat has decided.
    pub(crate) fn is_secret(&self) -> bool {
        matches!(
            self,
            Action::AssignCard { .. }
                | Action::CoverSlot { .. }
                | Action::TakeExplorer { .. }
                | Action::IncomeMarker { .. }
                | Action::ChooseAnimal { .. }
                | Action::DoubleStep { .. }
        )
    }
}
