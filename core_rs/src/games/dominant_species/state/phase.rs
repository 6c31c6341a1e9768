//! Where the round stands (§5) and the decision the game waits for: the `Phase` of a round,
//! each pending `Decision` with the animal that takes it, and the `Purpose` of a disc being
//! taken. The rules that move from one to the next are in `rules/`.

use serde::{Deserialize, Serialize};

use super::board::{Corner, Hex, HexCounts, HexSet};
use super::State;
use crate::games::dominant_species::data::{Animal, Element, Terrain};

/// Where the round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// §5.1: `turn` indexes the initiative track: the animal that places next.
    Planning { turn: u8 },
    /// §5.2: `step` indexes `STEPS`; `decision` is what the game waits for there.
    Execution { step: u8, decision: Decision },
    /// §5.3.1: Extinction waits for the mammals' save.
    Reset { decision: Decision },
    /// The game is over (§12).
    Over,
}

/// Why an element disc is being taken and where it may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// §7.4: from the Abundance row to any vacant on-earth corner.
    Abundance,
    /// §7.9 step 2: from the Wanderlust row to a vacant corner of the new tile.
    Wanderlust { hex: Hex },
    /// §11 Habitat: a chosen type from the bag to any vacant on-earth corner.
    Habitat,
    /// §11 Aquatic part 1: a chosen type from the bag to a vacant corner of a sea or wetland tile.
    Aquatic,
}

/// One pending decision. `animal` is the animal that decides; its controller is the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// §7.1 step 1 (optional, G20): move the initiative marker one place forward.
    InitiativeSwap { animal: Animal },
    /// §7.1 step 2: re-place the Initiative AP (held in hand) or pass.
    InitiativePlace { animal: Animal },
    /// §7.2: take one disc from the Adaptation row.
    Adaptation { animal: Animal },
    /// §7.3: choose which of the `losing` types (bitmask) to protect.
    RegressionProtect { animal: Animal, protections: u8, losing: u8 },
    /// Take a disc (from a row or the bag) for `purpose`.
    TakeElement { animal: Animal, purpose: Purpose },
    /// Put the disc just taken on a corner allowed by `purpose`.
    PlaceElement { animal: Animal, element: Element, purpose: Purpose },
    /// §7.5 step 1.
    Wasteland { animal: Animal },
    /// §7.6.
    Depletion { animal: Animal },
    /// §7.7 (or Ice Sheet when `card`; then it is mandatory).
    Glaciation { animal: Animal, card: bool },
    /// §7.8: choose a disc of `element`.
    SpeciationCorner { animal: Animal, element: Element },
    /// §7.8: cubes on each tile of `corner`; `remaining` tiles still to decide (lowest first).
    SpeciationCubes { animal: Animal, corner: Corner, remaining: HexSet },
    /// §7.8 SPE-I.
    InsectSpeciation { animal: Animal },
    /// §7.9 step 1: choose a stack.
    WanderlustTile { animal: Animal },
    /// §7.9 step 1: choose the hex for the tile of `stack` (0-based).
    WanderlustHex { animal: Animal, stack: u8 },
    /// §7.9: `animal` may move cubes from adjacent tiles onto the new tile `hex`.
    WanderlustMove { animal: Animal, hex: Hex },
    /// §7.10: `left` moves remain; `arrived` counts cubes already moved (they may not move again).
    Migration { animal: Animal, left: u8, arrived: HexCounts },
    /// §7.11 COM-A.
    ArachnidCompetition { animal: Animal },
    /// §7.11: `used` marks the space's terrains already picked (bit i = `terrains[i]`).
    Competition { animal: Animal, terrains: [Terrain; 3], used: u8 },
    /// §7.12: choose a tile to score.
    Domination { animal: Animal },
    /// §7.12 step 5: the dominant animal of `hex` chooses a face-up card.
    ChooseCard { animal: Animal, hex: Hex },
    /// §11 Aquatic part 2; `corner` is where part 1 put its disc (None if forfeited).
    AquaticCubes { animal: Animal, corner: Option<Corner> },
    /// §11 Biomass: the taker picks whose cube goes on the lowest `remaining` tile.
    BiomassEliminate { animal: Animal, remaining: HexSet },
    BlightTile { animal: Animal },
    BlightKeep { animal: Animal, hex: Hex },
    CatastropheTile { animal: Animal },
    CatastropheKeep { animal: Animal, hex: Hex },
    CatastropheAdjacent { animal: Animal, remaining: HexSet },
    /// §11 Disease: `animal` (an affected one) discards; `remaining` animals follow (bitmask).
    DiseaseDiscard { animal: Animal, remaining: u8 },
    /// §11 Evolution: `hit` animals already replaced (bitmask), `left` replacements.
    Evolution { animal: Animal, hit: u8, left: u8 },
    Fecundity { animal: Animal, remaining: HexSet },
    FertileTile { animal: Animal },
    Hibernation { animal: Animal },
    /// §11 Immigrants: `animal` chooses; `remaining` animals follow (bitmask).
    Immigrants { animal: Animal, remaining: u8 },
    Instinct { animal: Animal },
    MassExodusTile { animal: Animal },
    MassExodusMove { animal: Animal, hex: Hex },
    Metamorphosis { animal: Animal },
    Predator { animal: Animal, remaining: HexSet },
    /// §5.3.1: the mammals may spare one endangered cube.
    MammalSave { animal: Animal },
}

impl Decision {
    pub(crate) fn animal(&self) -> Animal {
        use Decision::*;
        match *self {
            InitiativeSwap { animal }
            | InitiativePlace { animal }
            | Adaptation { animal }
            | RegressionProtect { animal, .. }
            | TakeElement { animal, .. }
            | PlaceElement { animal, .. }
            | Wasteland { animal }
            | Depletion { animal }
            | Glaciation { animal, .. }
            | SpeciationCorner { animal, .. }
            | SpeciationCubes { animal, .. }
            | InsectSpeciation { animal }
            | WanderlustTile { animal }
            | WanderlustHex { animal, .. }
            | WanderlustMove { animal, .. }
            | Migration { animal, .. }
            | ArachnidCompetition { animal }
            | Competition { animal, .. }
            | Domination { animal }
            | ChooseCard { animal, .. }
            | AquaticCubes { animal, .. }
            | BiomassEliminate { animal, .. }
            | BlightTile { animal }
            | BlightKeep { animal, .. }
            | CatastropheTile { animal }
            | CatastropheKeep { animal, .. }
            | CatastropheAdjacent { animal, .. }
            | DiseaseDiscard { animal, .. }
            | Evolution { animal, .. }
            | Fecundity { animal, .. }
            | FertileTile { animal }
            | Hibernation { animal }
            | Immigrants { animal, .. }
            | Instinct { animal }
            | MassExodusTile { animal }
            | MassExodusMove { animal, .. }
            | Metamorphosis { animal }
            | Predator { animal, .. }
            | MammalSave { animal } => animal,
        }
    }

    /// The pending decision kind (`Pending::kind`).
    pub(crate) fn kind(&self) -> &'static str {
        use Decision::*;
        match self {
            InitiativeSwap { .. } => "initiative_swap",
            InitiativePlace { .. } => "initiative_place",
            Adaptation { .. } => "adaptation",
            RegressionProtect { .. } => "regression_protect",
            TakeElement { .. } => "take_element",
            PlaceElement { .. } => "place_element",
            Wasteland { .. } => "wasteland",
            Depletion { .. } => "depletion",
            Glaciation { .. } => "glaciation",
            SpeciationCorner { .. } => "speciation_corner",
            SpeciationCubes { .. } => "speciation_cubes",
            InsectSpeciation { .. } => "insect_speciation",
            WanderlustTile { .. } => "wanderlust_tile",
            WanderlustHex { .. } => "wanderlust_hex",
            WanderlustMove { .. } => "wanderlust_move",
            Migration { .. } => "migration",
            ArachnidCompetition { .. } => "arachnid_competition",
            Competition { .. } => "competition",
            Domination { .. } => "domination",
            ChooseCard { .. } => "choose_card",
            AquaticCubes { .. } => "aquatic_cubes",
            BiomassEliminate { .. } => "biomass_eliminate",
            BlightTile { .. } => "blight_tile",
            BlightKeep { .. } => "blight_keep",
            CatastropheTile { .. } => "catastrophe_tile",
            CatastropheKeep { .. } => "catastrophe_keep",
            CatastropheAdjacent { .. } => "catastrophe_adjacent",
            DiseaseDiscard { .. } => "disease_discard",
            Evolution { .. } => "evolution",
            Fecundity { .. } => "fecundity",
            FertileTile { .. } => "fertile_tile",
            Hibernation { .. } => "hibernation",
            Immigrants { .. } => "immigrants",
            Instinct { .. } => "instinct",
            MassExodusTile { .. } => "mass_exodus_tile",
            MassExodusMove { .. } => "mass_exodus_move",
            Metamorphosis { .. } => "metamorphosis",
            Predator { .. } => "predator",
            MammalSave { .. } => "mammal_save",
        }
    }
}

impl Phase {
    pub(crate) fn start_of_planning() -> Phase {
        Phase::Planning { turn: 0 }
    }
    /// APs of `a` held outside supply, display and set-aside (the Initiative AP being re-placed).
    pub(crate) fn aps_in_hand(&self, a: Animal) -> u32 {
        match self {
            Phase::Execution {
                decision: Decision::InitiativePlace { animal } | Decision::InitiativeSwap { animal }, ..
            } if *animal == a => 1,
            _ => 0,
        }
    }
    pub(crate) fn decision(&self) -> Option<&Decision> {
        match self {
            Phase::Execution { decision, .. } | Phase::Reset { decision } => Some(decision),
            _ => None,
        }
    }
    pub(crate) fn name(&self) -> &'static str {
        match self {
            Phase::Planning { .. } => "planning",
            Phase::Execution { .. } => "execution",
            Phase::Reset { .. } => "reset",
            Phase::Over => "over",
        }
    }
}

impl State {
    /// The animal that must decide now, if any.
    pub(crate) fn acting_animal(&self) -> Option<Animal> {
        match &self.phase {
            Phase::Planning { turn } => self.initiative.get(*turn as usize).copied(),
            Phase::Execution { decision, .. } | Phase::Reset { decision } => Some(decision.animal()),
            Phase::Over => None,
        }
    }
}
