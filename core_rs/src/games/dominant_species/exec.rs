//! The phases of a round and the decision the game waits for (docs/rules/dominant-species.md §5,
//! §7). Execution walks a fixed list of steps (`STEPS`: the AP spaces in display order plus
//! the automatic parts: Regression, Wasteland's sweep, the insects' and arachnids' free
//! actions, and Reset); each step either finishes at once or waits for one atomic decision.

use serde::{Deserialize, Serialize};

use super::board::{Corner, Hex, HexCounts, HexSet};
use super::data::{ActionKind, Animal, Element, Space, Terrain};
use super::state::{space_open, State};
use super::{Action, Effect, Reason};
use crate::engine::RuleError;

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
    pub fn animal(&self) -> Animal {
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
    pub fn kind(&self) -> &'static str {
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

/// One step of the Execution phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Space(Space),
    /// §7.3, after all Adaptation spaces; also returns the REG-1/REG-2 APs.
    Regression,
    /// §7.5 step 2 (always).
    WastelandSweep,
    /// §7.8 SPE-I (always, if Insects play).
    InsectSpeciation,
    /// §7.11 COM-A, before COM-1 (always, if Arachnids play).
    ArachnidCompetition,
    /// §5.3.
    Reset,
}

const fn sp(i: u8) -> Step {
    Step::Space(Space(i))
}

/// §5.2 execution order. GLA-2…4 are not steps: only GLA-1 resolves (§7.7).
pub const STEPS: [Step; 41] = [
    sp(0),
    sp(1),
    sp(2),
    sp(3),
    Step::Regression,
    sp(6),
    sp(7),
    sp(8),
    Step::WastelandSweep,
    sp(9),
    sp(10),
    sp(14),
    sp(15),
    sp(16),
    sp(17),
    sp(18),
    sp(19),
    Step::InsectSpeciation,
    sp(20),
    sp(21),
    sp(22),
    sp(23),
    sp(24),
    sp(25),
    sp(26),
    sp(27),
    sp(28),
    Step::ArachnidCompetition,
    sp(29),
    sp(30),
    sp(31),
    sp(32),
    sp(33),
    sp(34),
    sp(35),
    sp(36),
    sp(37),
    sp(38),
    sp(39),
    sp(40),
    Step::Reset,
];

/// The step at which an AP on `s` resolves (REG spaces: the Regression step; GLA-2…4: none).
pub fn step_of_space(s: Space) -> Option<u8> {
    if Space::REG.contains(&s) {
        return STEPS.iter().position(|&x| x == Step::Regression).map(|i| i as u8);
    }
    STEPS.iter().position(|&x| x == Step::Space(s)).map(|i| i as u8)
}

pub type Why = (&'static str, &'static str);

pub(super) fn bit(e: Element) -> u8 {
    1 << e.idx()
}

impl Phase {
    pub fn start_of_planning() -> Phase {
        Phase::Planning { turn: 0 }
    }
    /// APs of `a` held outside supply, display and set-aside (the Initiative AP being re-placed).
    pub fn aps_in_hand(&self, a: Animal) -> u32 {
        match self {
            Phase::Execution {
                decision: Decision::InitiativePlace { animal } | Decision::InitiativeSwap { animal }, ..
            } if *animal == a => 1,
            _ => 0,
        }
    }
    pub fn decision(&self) -> Option<&Decision> {
        match self {
            Phase::Execution { decision, .. } | Phase::Reset { decision } => Some(decision),
            _ => None,
        }
    }
    pub fn name(&self) -> &'static str {
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
    pub fn acting_animal(&self) -> Option<Animal> {
        match &self.phase {
            Phase::Planning { turn } => self.initiative.get(*turn as usize).copied(),
            Phase::Execution { decision, .. } | Phase::Reset { decision } => Some(decision.animal()),
            Phase::Over => None,
        }
    }

    /// True while some AP space is open for planning.
    fn any_open_space(&self) -> bool {
        Space::all().any(|s| space_open(self, s))
    }

    /// §5.1: the first initiative index from `from` (cyclically) whose animal still has APs.
    fn next_planner(&self, from: usize) -> Option<usize> {
        let n = self.initiative.len();
        (0..n).map(|k| (from + k) % n).find(|&i| self.animals[self.initiative[i].idx()].aps > 0)
    }

    /// Start (or continue) Planning at initiative index `from`; ends it when nobody can place.
    pub(super) fn continue_planning(&mut self, from: usize, fx: &mut Vec<Effect>) {
        match self.next_planner(from) {
            Some(i) if self.any_open_space() => self.phase = Phase::Planning { turn: i as u8 },
            _ => {
                fx.push(Effect::PlanningEnded { round: self.round });
                self.run_from(0, fx);
            }
        }
    }

    pub(super) fn planning_actions(&self, out: &mut Vec<Action>) {
        out.extend(Space::all().filter(|&s| space_open(self, s)).map(|space| Action::PlaceAp { space }));
    }

    /// §5.1: place one AP on a vacant, open AP space.
    pub(super) fn apply_planning(&mut self, turn: u8, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        let Action::PlaceAp { space } = *action else {
            return Err(RuleError::illegal("dominant-species §5.1", "during Planning the only action is place_ap"));
        };
        let animal = self.initiative[turn as usize];
        if self.animals[animal.idx()].aps == 0 {
            return Err(RuleError::illegal("dominant-species §5.1", "no AP left in supply"));
        }
        if let Some(other) = self.spaces[space.idx()] {
            return Err(RuleError::illegal(
                "dominant-species §5.1",
                format!("{} is already occupied by the {}' AP", space.id(), other.name()),
            ));
        }
        if !space_open(self, space) {
            return Err(RuleError::illegal(
                "dominant-species §5.1",
                format!("{} is closed: fewer Wanderlust stacks have a face-up tile", space.id()),
            ));
        }
        self.spaces[space.idx()] = Some(animal);
        self.animals[animal.idx()].aps -= 1;
        fx.push(Effect::ApPlaced { animal, space });
        self.continue_planning(turn as usize + 1, fx);
        Ok(())
    }

    // ---- the step machine ----

    /// Run Execution from `step` until a decision is needed or the round is reset.
    pub(super) fn run_from(&mut self, mut step: u8, fx: &mut Vec<Effect>) {
        while let Some(&st) = STEPS.get(step as usize) {
            if st == Step::Reset {
                self.start_reset(fx);
                return;
            }
            self.phase = Phase::Execution { step, decision: Decision::Domination { animal: Animal::Mammals } };
            if let Some(d) = self.start_step(st, fx) {
                self.phase = Phase::Execution { step, decision: d };
                return;
            }
            step += 1;
        }
    }

    /// The current step is finished: go on with the next one.
    pub(super) fn finish_step(&mut self, fx: &mut Vec<Effect>) {
        match self.phase {
            Phase::Execution { step, .. } => self.run_from(step + 1, fx),
            Phase::Reset { .. } => self.finish_reset(None, fx),
            Phase::Planning { .. } | Phase::Over => {}
        }
    }

    /// Wait for `d` within the current step, or finish the step when `None`.
    pub(super) fn wait_or_finish(&mut self, d: Option<Decision>, fx: &mut Vec<Effect>) {
        match (d, &mut self.phase) {
            (Some(d), Phase::Execution { decision, .. }) | (Some(d), Phase::Reset { decision }) => *decision = d,
            _ => self.finish_step(fx),
        }
    }

    fn start_step(&mut self, st: Step, fx: &mut Vec<Effect>) -> Option<Decision> {
        match st {
            Step::Space(s) => {
                let a = self.spaces[s.idx()]?;
                if s == Space::INI {
                    // §7.1: the AP is lifted (held); the marker may move forward (not when
                    // already leftmost), then the AP may be re-placed.
                    self.spaces[s.idx()] = None;
                    if self.initiative.first() != Some(&a) {
                        return Some(Decision::InitiativeSwap { animal: a });
                    }
                    return self.initiative_placement(a, fx);
                }
                self.return_ap(s, fx);
                let d = self.begin_action(a, s);
                if d.is_none() {
                    fx.push(Effect::ActionSkipped { animal: a, action: s.action() });
                }
                d
            }
            Step::Regression => self.regression_from(0, fx),
            Step::WastelandSweep => {
                self.wasteland_sweep(fx);
                None
            }
            Step::InsectSpeciation => {
                let a = Animal::Insects;
                (self.in_play(a) && self.animals[a.idx()].gene_pool > 0)
                    .then_some(Decision::InsectSpeciation { animal: a })
            }
            Step::ArachnidCompetition => {
                let a = Animal::Arachnids;
                (self.in_play(a) && self.earth().iter().any(|h| self.cubes_on(h, a) > 0 && self.has_opponent_on(h, a)))
                    .then_some(Decision::ArachnidCompetition { animal: a })
            }
            Step::Reset => None,
        }
    }

    /// §7.1 step 2: the re-placement, if any other AP space is vacant; else the AP goes home.
    fn initiative_placement(&mut self, a: Animal, fx: &mut Vec<Effect>) -> Option<Decision> {
        if Space::all().any(|x| x != Space::INI && space_open(self, x)) {
            return Some(Decision::InitiativePlace { animal: a });
        }
        self.animals[a.idx()].aps += 1;
        fx.push(Effect::ApReturned { animal: a, space: Space::INI });
        None
    }

    /// The first decision of the action on `s` for its owner `a`, or `None` when it can do nothing.
    fn begin_action(&self, a: Animal, s: Space) -> Option<Decision> {
        match s.action() {
            ActionKind::Initiative | ActionKind::Regression => None,
            ActionKind::Adaptation => (self.display_size(a) < 6 && self.adaptation_row.iter().any(|e| e.is_some()))
                .then_some(Decision::Adaptation { animal: a }),
            ActionKind::Abundance => (self.abundance_row.iter().any(|e| e.is_some()) && self.any_vacant_corner())
                .then_some(Decision::TakeElement { animal: a, purpose: Purpose::Abundance }),
            ActionKind::Wasteland => {
                (self.wasteland_box.iter().any(|&n| n > 0)).then_some(Decision::Wasteland { animal: a })
            }
            ActionKind::Depletion => Corner::all()
                .any(|c| self.depletion_target(c))
                .then_some(Decision::Depletion { animal: a }),
            ActionKind::Glaciation => {
                (s == Space::GLA[0] && self.can_glaciate()).then_some(Decision::Glaciation { animal: a, card: false })
            }
            ActionKind::Speciation => {
                let e = s.speciation_element()?;
                (self.animals[a.idx()].gene_pool > 0 && Corner::all().any(|c| self.element_at(c) == Some(e)))
                    .then_some(Decision::SpeciationCorner { animal: a, element: e })
            }
            ActionKind::Wanderlust => (self.face_up_stacks() != 0 && !self.wanderlust_hexes().is_empty())
                .then_some(Decision::WanderlustTile { animal: a }),
            ActionKind::Migration => {
                let d = Decision::Migration {
                    animal: a,
                    left: s.migration_count().unwrap_or(0),
                    arrived: HexCounts::default(),
                };
                self.has_legal(&d).then_some(d)
            }
            ActionKind::Competition => {
                let d = Decision::Competition { animal: a, terrains: s.competition_terrains()?, used: 0 };
                self.has_legal(&d).then_some(d)
            }
            ActionKind::Domination => {
                (!self.earth().inter(HexSet(!self.dominated.0)).is_empty()).then_some(Decision::Domination { animal: a })
            }
        }
    }

    /// True when a repeated-choice decision (Migration, Competition, Evolution) still has a
    /// legal action other than done; computed without listing the actions.
    pub(super) fn has_legal(&self, d: &Decision) -> bool {
        let earth = self.earth();
        match *d {
            Decision::Migration { animal, left, arrived } => {
                left > 0
                    && earth.iter().any(|h| {
                        self.cubes_on(h, animal) > arrived.get(h) && !self.migration_targets(animal, h).is_empty()
                    })
            }
            Decision::Competition { animal, terrains, used } => earth.iter().any(|h| {
                let t = self.terrain(h);
                terrains.iter().enumerate().any(|(i, &x)| Some(x) == t && used & (1 << i) == 0)
                    && self.cubes_on(h, animal) > 0
                    && self.has_opponent_on(h, animal)
            }),
            Decision::Evolution { animal, hit, left } => {
                let targets = !(hit | (1 << animal.idx()));
                left > 0
                    && self.animals[animal.idx()].gene_pool > 0
                    && earth.iter().any(|h| self.animals_on(h) & targets != 0)
            }
            _ => {
                let mut v = Vec::new();
                self.candidates(d, &mut v);
                v.iter().any(|x| !matches!(x, Action::Pass | Action::Done) && self.check_action(d, x).is_ok())
            }
        }
    }

    // ---- §7.3 Regression ----

    /// Regression for the animals from food-chain index `from` on: the next animal with a
    /// Regression AP and a type at risk decides its protections; animals without an AP lose
    /// at once. When everyone is done, the REG-1/REG-2 APs go home.
    pub(super) fn regression_from(&mut self, from: usize, fx: &mut Vec<Effect>) -> Option<Decision> {
        let mut types = 0u8;
        for e in Element::ALL {
            if self.regression_box[e.idx()] > 0 {
                types |= bit(e);
            }
        }
        for a in Animal::ALL.into_iter().skip(from) {
            if !self.in_play(a) {
                continue;
            }
            let losing = types & self.added_mask(a);
            if losing == 0 {
                continue;
            }
            let mut p = Space::REG.iter().filter(|&&s| self.spaces[s.idx()] == Some(a)).count() as u8;
            if a == Animal::Reptiles {
                p += 1;
            }
            // §5.2 "every action is optional": each protection is the AP owner's choice
            // (`pass` declines the rest), so an animal with an AP is always asked.
            if p == 0 {
                self.lose_types(a, losing, fx);
            } else {
                return Some(Decision::RegressionProtect { animal: a, protections: p, losing });
            }
        }
        for s in Space::REG {
            self.return_ap(s, fx);
        }
        None
    }

    fn lose_types(&mut self, a: Animal, mask: u8, fx: &mut Vec<Effect>) {
        for e in Element::ALL {
            if mask & bit(e) != 0 {
                self.display_remove(a, e, fx);
            }
        }
    }

    // ---- §7.5 Wasteland step 2 ----

    fn wasteland_sweep(&mut self, fx: &mut Vec<Effect>) {
        if self.wasteland_box.iter().all(|&n| n == 0) || self.tundra.is_empty() {
            return;
        }
        for c in Corner::all() {
            if let Some(e) = self.element_at(c) {
                if self.wasteland_box[e.idx()] > 0 && c.hexes().any(|h| self.tundra.contains(h)) {
                    self.remove_element(c, fx);
                }
            }
        }
    }

    // ---- queries used by several actions ----

    pub(super) fn depletion_target(&self, c: Corner) -> bool {
        self.element_at(c).is_some_and(|e| self.depletion_box[e.idx()] > 0)
    }

    /// §7.7 step 1: non-tundra tiles adjacent to a tundra tile.
    pub(super) fn glaciation_targets(&self) -> HexSet {
        let mut s = HexSet::EMPTY;
        for h in self.earth().iter() {
            if !self.tundra.contains(h) && !h.neighbors().inter(self.tundra).is_empty() {
                s.insert(h);
            }
        }
        s
    }

    pub(super) fn can_glaciate(&self) -> bool {
        self.tundra_supply > 0 && !self.glaciation_targets().is_empty()
    }

    /// Bitmask of stacks (0..3) whose top tile is face up.
    pub(super) fn face_up_stacks(&self) -> u8 {
        let mut m = 0;
        for i in 0..3 {
            if self.stack_face_up[i] && !self.stacks[i].is_empty() {
                m |= 1 << i;
            }
        }
        m
    }

    /// §7.9 step 1: empty board spaces adjacent to at least one tile.
    pub(super) fn wanderlust_hexes(&self) -> HexSet {
        let earth = self.earth();
        let mut s = HexSet::EMPTY;
        for h in Hex::all() {
            if !earth.contains(h) && !h.neighbors().inter(earth).is_empty() {
                s.insert(h);
            }
        }
        s
    }

    /// §7.10: where a cube of `a` may migrate from `from` (adjacent tiles; birds also two
    /// steps through an existing tile, never across an empty hex).
    pub(super) fn migration_targets(&self, a: Animal, from: Hex) -> HexSet {
        let earth = self.earth();
        let adj = from.neighbors().inter(earth);
        if a != Animal::Birds {
            return adj;
        }
        let mut reach = adj;
        for m in adj.iter() {
            reach = reach.union(m.neighbors().inter(earth));
        }
        reach.remove(from);
        reach
    }

    /// §7.11: is `(hex, victim)` a legal elimination for `a` on a tile of an allowed terrain?
    pub(super) fn can_compete(&self, a: Animal, h: Hex, victim: Animal) -> bool {
        victim != a && self.has_tile(h) && self.cubes_on(h, a) > 0 && self.cubes_on(h, victim) > 0
    }

    /// After a Wanderlust disc (or none): §7.9 step 3 bonus VPs, then the moves.
    pub(super) fn wanderlust_after_element(&mut self, owner: Animal, hex: Hex, fx: &mut Vec<Effect>) -> Option<Decision> {
        let n = self.adjacent_tiles(hex).len();
        self.gain_bonus(owner, n, Reason::Wanderlust, fx);
        self.wanderlust_moves_from(0, hex)
    }

    /// §7.9: the next animal (food-chain order from index `from`) that could move a cube onto `hex`.
    pub(super) fn wanderlust_moves_from(&self, from: usize, hex: Hex) -> Option<Decision> {
        let adj = self.adjacent_tiles(hex);
        Animal::ALL
            .into_iter()
            .skip(from)
            .find(|&a| self.in_play(a) && adj.iter().any(|h| self.cubes_on(h, a) > 0))
            .map(|a| Decision::WanderlustMove { animal: a, hex })
    }

    /// §7.7 steps 2–7 on `h` (Glaciation or Ice Sheet).
    pub(super) fn glaciate(&mut self, a: Animal, h: Hex, reason: Reason, fx: &mut Vec<Effect>) {
        self.tundra.insert(h);
        self.tundra_supply -= 1;
        fx.push(Effect::TundraPlaced { hex: h });
        for c in Corner::all() {
            if self.element_at(c).is_some() && c.is_interior() && c.hexes().all(|x| self.tundra.contains(x)) {
                self.remove_element(c, fx);
            }
        }
        let n = h.neighbors().inter(self.tundra).len();
        self.gain_bonus(a, n, reason, fx);
        for b in Animal::ALL {
            let k = self.cubes_on(h, b);
            if k > 1 {
                self.cubes[h.idx()][b.idx()] = 1;
                self.animals[b.idx()].gene_pool += k - 1;
                fx.push(Effect::CubesToGenePool { animal: b, hex: h, count: k - 1 });
            }
        }
        self.refresh(HexSet::one(h), fx);
    }

    /// §7.12 steps 1–5 for the chosen tile.
    fn dominate(&mut self, by: Animal, h: Hex, fx: &mut Vec<Effect>) -> Option<Decision> {
        self.dominated.insert(h);
        fx.push(Effect::TileChosen { animal: by, hex: h, terrain: self.terrain(h).unwrap_or(Terrain::Tundra), card: None });
        self.score_tile(h, Reason::Domination, fx);
        let d = self.dominant[h.idx()]?;
        (!self.face_up.is_empty()).then_some(Decision::ChooseCard { animal: d, hex: h })
    }

    // ---- candidates, checks and effects of each decision ----

    /// Push a superset of the legal actions of `d` (filtered by `check`).
    pub(super) fn candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            InitiativeSwap { .. } => out.extend([Action::Pass, Action::SwapInitiative]),
            InitiativePlace { .. } | Instinct { .. } => {
                out.push(Action::Pass);
                out.extend(Space::all().map(|space| Action::PlaceAp { space }));
            }
            Adaptation { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::TakeElement { element }));
            }
            RegressionProtect { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::Protect { element }));
            }
            TakeElement { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::TakeElement { element }));
            }
            PlaceElement { purpose, .. } => match purpose {
                Purpose::Wanderlust { hex } => out.extend(hex.corners().map(|corner| Action::PlaceElement { corner })),
                _ => out.extend(Corner::all().map(|corner| Action::PlaceElement { corner })),
            },
            Wasteland { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::RemoveFromBox { element }));
            }
            Depletion { .. } => {
                out.push(Action::Pass);
                out.extend(Corner::all().map(|corner| Action::RemoveElement { corner }));
            }
            Glaciation { .. } => {
                out.push(Action::Pass);
                out.extend(self.glaciation_targets().iter().map(|hex| Action::Glaciate { hex }));
            }
            SpeciationCorner { .. } => {
                out.push(Action::Pass);
                out.extend(Corner::all().map(|corner| Action::ChooseCorner { corner }));
            }
            SpeciationCubes { remaining, .. } => {
                if let Some(hex) = remaining.first() {
                    out.extend((0..=4).map(|count| Action::AddCubes { hex, count }));
                }
            }
            InsectSpeciation { .. } => {
                out.push(Action::Pass);
                out.extend(self.earth().iter().map(|hex| Action::AddCubes { hex, count: 1 }));
            }
            WanderlustTile { .. } => {
                out.push(Action::Pass);
                out.extend((1..=3).map(|stack| Action::TakeTile { stack }));
            }
            WanderlustHex { .. } => out.extend(self.wanderlust_hexes().iter().map(|hex| Action::PlaceTile { hex })),
            WanderlustMove { hex, .. } => {
                out.push(Action::Done);
                out.extend(self.adjacent_tiles(hex).iter().map(|from| Action::MoveCube { from, to: hex }));
            }
            Migration { animal, .. } => {
                out.push(Action::Done);
                for from in self.earth().iter() {
                    if self.cubes_on(from, animal) > 0 {
                        out.extend(self.migration_targets(animal, from).iter().map(|to| Action::MoveCube { from, to }));
                    }
                }
            }
            ArachnidCompetition { animal } | Competition { animal, .. } => {
                out.push(if matches!(d, Competition { .. }) { Action::Done } else { Action::Pass });
                for hex in self.earth().iter() {
                    if self.cubes_on(hex, animal) > 0 {
                        for victim in Animal::ALL {
                            out.push(Action::Eliminate { hex, animal: victim });
                        }
                    }
                }
            }
            Domination { .. } => {
                out.push(Action::Pass);
                out.extend(self.earth().iter().map(|hex| Action::Dominate { hex }));
            }
            ChooseCard { .. } => out.extend(self.face_up.iter().map(|&card| Action::TakeCard { card })),
            _ => self.card_candidates(d, out),
        }
    }

    /// Is `act` legal for `d`? (The one place that decides legality; `candidates` only proposes.)
    pub(super) fn check_action(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        const INI: &str = "dominant-species §7.1";
        match (*d, *act) {
            (InitiativeSwap { .. }, Action::Pass | Action::SwapInitiative) => Ok(()),
            (InitiativePlace { .. }, Action::Pass) => Ok(()),
            (InitiativePlace { .. }, Action::PlaceAp { space }) => {
                if space == Space::INI {
                    Err((INI, "the AP must go on another space than Initiative"))
                } else if !space_open(self, space) {
                    Err((INI, "that AP space is not vacant (or is a closed Wanderlust space)"))
                } else {
                    Ok(())
                }
            }
            (Adaptation { .. }, Action::Pass) => Ok(()),
            (Adaptation { .. }, Action::TakeElement { element }) => {
                if self.adaptation_row.contains(&Some(element)) {
                    Ok(())
                } else {
                    Err(("dominant-species §7.2", "that element is not in the Adaptation row"))
                }
            }
            (RegressionProtect { .. }, Action::Pass) => Ok(()),
            (RegressionProtect { losing, .. }, Action::Protect { element }) => {
                if losing & bit(element) != 0 {
                    Ok(())
                } else {
                    Err(("dominant-species §7.3", "only a type about to be lost can be protected"))
                }
            }
            (TakeElement { purpose, .. }, Action::Pass) => match purpose {
                Purpose::Abundance | Purpose::Wanderlust { .. } => Ok(()),
                _ => Err(("dominant-species §11.1", "a Dominance card must be resolved as fully as possible")),
            },
            (TakeElement { purpose, .. }, Action::TakeElement { element }) => {
                let ok = match purpose {
                    Purpose::Abundance => self.abundance_row.contains(&Some(element)),
                    Purpose::Wanderlust { .. } => self.wanderlust_row.contains(&Some(element)),
                    Purpose::Habitat | Purpose::Aquatic => self.bag[element.idx()] > 0,
                };
                if ok {
                    Ok(())
                } else {
                    Err(("dominant-species §7.4", "that element is not available there"))
                }
            }
            (PlaceElement { purpose, .. }, Action::PlaceElement { corner }) => {
                let ok = self.vacant_corner(corner)
                    && match purpose {
                        Purpose::Abundance | Purpose::Habitat => true,
                        Purpose::Wanderlust { hex } => hex.corners().contains(&corner),
                        Purpose::Aquatic => self.corner_tiles(corner).iter().any(|h| self.sea_or_wetland(h)),
                    };
                if ok {
                    Ok(())
                } else {
                    Err(("dominant-species §7.4", "the disc must go on a vacant corner allowed here"))
                }
            }
            (Wasteland { .. }, Action::Pass) => Ok(()),
            (Wasteland { .. }, Action::RemoveFromBox { element }) => {
                if self.wasteland_box[element.idx()] > 0 {
                    Ok(())
                } else {
                    Err(("dominant-species §7.5", "that element is not in the Wasteland box"))
                }
            }
            (Depletion { .. }, Action::Pass) => Ok(()),
            (Depletion { .. }, Action::RemoveElement { corner }) => {
                if self.depletion_target(corner) {
                    Ok(())
                } else {
                    Err(("dominant-species §7.6", "the disc must match a type in the Depletion box"))
                }
            }
            (Glaciation { card, .. }, Action::Pass) => {
                if card {
                    Err(("dominant-species §11 Ice Sheet", "the card must be resolved as fully as possible"))
                } else {
                    Ok(())
                }
            }
            (Glaciation { .. }, Action::Glaciate { hex }) => {
                if self.glaciation_targets().contains(hex) && self.tundra_supply > 0 {
                    Ok(())
                } else {
                    Err(("dominant-species §7.7", "glaciate a non-tundra tile adjacent to a tundra tile"))
                }
            }
            (SpeciationCorner { .. }, Action::Pass) => Ok(()),
            (SpeciationCorner { element, .. }, Action::ChooseCorner { corner }) => {
                if self.element_at(corner) == Some(element) {
                    Ok(())
                } else {
                    Err(("dominant-species §7.8", "choose a disc of the element printed on the space"))
                }
            }
            (SpeciationCubes { animal, remaining, .. }, Action::AddCubes { hex, count }) => {
                let cap = self.terrain(hex).map_or(0, |t| t.speciation_limit()).min(self.animals[animal.idx()].gene_pool);
                if remaining.first() != Some(hex) {
                    Err(("dominant-species §7.8", "cubes go on the corner's tiles one tile at a time"))
                } else if count > cap {
                    Err(("dominant-species §7.8", "more cubes than the terrain's limit or the gene pool allows"))
                } else {
                    Ok(())
                }
            }
            (InsectSpeciation { .. }, Action::Pass) => Ok(()),
            (InsectSpeciation { animal }, Action::AddCubes { hex, count }) => {
                if count == 1 && self.has_tile(hex) && self.animals[animal.idx()].gene_pool > 0 {
                    Ok(())
                } else {
                    Err(("dominant-species §7.8", "the insects place exactly 1 cube on a tile"))
                }
            }
            (WanderlustTile { .. }, Action::Pass) => Ok(()),
            (WanderlustTile { .. }, Action::TakeTile { stack }) => {
                if (1..=3).contains(&stack) && self.face_up_stacks() & (1 << (stack - 1)) != 0 {
                    Ok(())
                } else {
                    Err(("dominant-species §7.9", "that stack has no face-up tile"))
                }
            }
            (WanderlustHex { stack, .. }, Action::PlaceTile { hex }) => {
                if stack >= 3 || self.face_up_stacks() & (1 << stack) == 0 {
                    Err(("dominant-species §7.9", "that stack has no face-up tile"))
                } else if self.wanderlust_hexes().contains(hex) {
                    Ok(())
                } else {
                    Err(("dominant-species §7.9", "the tile goes on an empty board space adjacent to a tile"))
                }
            }
            (WanderlustMove { .. }, Action::Done) => Ok(()),
            (WanderlustMove { animal, hex }, Action::MoveCube { from, to }) => {
                if to == hex && self.adjacent_tiles(hex).contains(from) && self.cubes_on(from, animal) > 0 {
                    Ok(())
                } else {
                    Err(("dominant-species §7.9", "move a cube from a tile adjacent to the new tile onto it"))
                }
            }
            (Migration { .. }, Action::Done) => Ok(()),
            (Migration { animal, left, arrived }, Action::MoveCube { from, to }) => {
                if left == 0 {
                    Err(("dominant-species §7.10", "no moves left"))
                } else if !self.has_tile(from) || self.cubes_on(from, animal) <= arrived.get(from) {
                    Err(("dominant-species §7.10", "no cube of yours there that has not moved yet"))
                } else if !self.migration_targets(animal, from).contains(to) {
                    Err(("dominant-species §7.10", "the cube must move to an adjacent tile (birds: up to two, never across an empty hex)"))
                } else {
                    Ok(())
                }
            }
            (ArachnidCompetition { .. }, Action::Pass) => Ok(()),
            (ArachnidCompetition { animal }, Action::Eliminate { hex, animal: v }) => {
                if self.can_compete(animal, hex, v) {
                    Ok(())
                } else {
                    Err(("dominant-species §7.11", "pick a tile shared with an opposing cube of that animal"))
                }
            }
            (Competition { .. }, Action::Done) => Ok(()),
            (Competition { animal, terrains, used }, Action::Eliminate { hex, animal: v }) => {
                let t = self.terrain(hex);
                let free = terrains.iter().enumerate().any(|(i, &x)| Some(x) == t && used & (1 << i) == 0);
                if !free {
                    Err(("dominant-species §7.11", "that tile's terrain is not linked to the space or was already picked"))
                } else if !self.can_compete(animal, hex, v) {
                    Err(("dominant-species §7.11", "pick a tile shared with an opposing cube of that animal"))
                } else {
                    Ok(())
                }
            }
            (Domination { .. }, Action::Pass) => Ok(()),
            (Domination { .. }, Action::Dominate { hex }) => {
                if !self.has_tile(hex) {
                    Err(("dominant-species §7.12", "choose a tile on earth"))
                } else if self.dominated.contains(hex) {
                    Err(("dominant-species §7.12", "that tile was already chosen for Domination this round"))
                } else {
                    Ok(())
                }
            }
            (ChooseCard { .. }, Action::TakeCard { card }) => {
                if self.face_up.contains(&card) {
                    Ok(())
                } else {
                    Err(("dominant-species §11.1", "that card is not face up"))
                }
            }
            _ => self.card_check(d, act),
        }
    }

    /// Carry out a checked action.
    pub(super) fn exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) {
        use Decision::*;
        let next: Option<Decision> = match (d, act) {
            (InitiativeSwap { animal }, a) => {
                if a == Action::SwapInitiative {
                    self.advance_initiative(animal, fx);
                }
                self.initiative_placement(animal, fx)
            }
            (InitiativePlace { animal }, Action::Pass) => {
                self.animals[animal.idx()].aps += 1;
                fx.push(Effect::ApReturned { animal, space: Space::INI });
                None
            }
            (InitiativePlace { animal }, Action::PlaceAp { space }) => {
                self.spaces[space.idx()] = Some(animal);
                fx.push(Effect::ApPlaced { animal, space });
                None
            }
            (Adaptation { animal }, Action::TakeElement { element }) => {
                take_from_row(&mut self.adaptation_row, element);
                self.display_add(animal, element, fx);
                None
            }
            (RegressionProtect { animal, protections, losing }, Action::Protect { element }) => {
                fx.push(Effect::ElementProtected { animal, element });
                let (p, losing) = (protections.saturating_sub(1), losing & !bit(element));
                if p > 0 && losing != 0 {
                    return self.wait_or_finish(Some(RegressionProtect { animal, protections: p, losing }), fx);
                }
                self.lose_types(animal, losing, fx);
                self.regression_from(animal.idx() + 1, fx)
            }
            (RegressionProtect { animal, losing, .. }, Action::Pass) => {
                self.lose_types(animal, losing, fx);
                self.regression_from(animal.idx() + 1, fx)
            }
            (TakeElement { animal, purpose }, Action::Pass) => match purpose {
                Purpose::Wanderlust { hex } => self.wanderlust_after_element(animal, hex, fx),
                _ => None,
            },
            (TakeElement { animal, purpose }, Action::TakeElement { element }) => {
                match purpose {
                    Purpose::Abundance => take_from_row(&mut self.abundance_row, element),
                    Purpose::Wanderlust { .. } => take_from_row(&mut self.wanderlust_row, element),
                    Purpose::Habitat | Purpose::Aquatic => self.bag[element.idx()] -= 1,
                }
                Some(PlaceElement { animal, element, purpose })
            }
            (PlaceElement { animal, element, purpose }, Action::PlaceElement { corner }) => {
                self.put_element(animal, corner, element, fx);
                match purpose {
                    Purpose::Abundance | Purpose::Habitat => None,
                    Purpose::Wanderlust { hex } => self.wanderlust_after_element(animal, hex, fx),
                    Purpose::Aquatic => self.aquatic_part_two(animal, Some(corner)),
                }
            }
            (Wasteland { animal }, Action::RemoveFromBox { element }) => {
                self.wasteland_box[element.idx()] -= 1;
                self.bag[element.idx()] += 1;
                fx.push(Effect::BoxElementRemoved { animal, element });
                None
            }
            (Depletion { .. }, Action::RemoveElement { corner }) => {
                self.remove_element(corner, fx);
                None
            }
            (Glaciation { animal, card }, Action::Glaciate { hex }) => {
                self.glaciate(animal, hex, if card { Reason::IceSheet } else { Reason::Glaciation }, fx);
                None
            }
            (SpeciationCorner { animal, .. }, Action::ChooseCorner { corner }) => {
                fx.push(Effect::CornerChosen { animal, corner });
                self.speciation_next(animal, corner, self.corner_tiles(corner))
            }
            (SpeciationCubes { animal, corner, mut remaining }, Action::AddCubes { hex, count }) => {
                self.add_cubes(animal, hex, count, fx);
                remaining.remove(hex);
                self.speciation_next(animal, corner, remaining)
            }
            (InsectSpeciation { animal }, Action::AddCubes { hex, count }) => {
                self.add_cubes(animal, hex, count, fx);
                None
            }
            (WanderlustTile { animal }, Action::TakeTile { stack }) => Some(WanderlustHex { animal, stack: stack - 1 }),
            (WanderlustHex { animal, stack }, Action::PlaceTile { hex }) => {
                let st = &mut self.stacks[stack as usize];
                let terrain = st.remove(0);
                self.stack_face_up[stack as usize] = false;
                self.tiles[hex.idx()] = Some(terrain);
                fx.push(Effect::TilePlaced { animal, hex, terrain });
                if self.wanderlust_row.iter().any(|e| e.is_some()) && hex.corners().iter().any(|&c| self.vacant_corner(c)) {
                    Some(TakeElement { animal, purpose: Purpose::Wanderlust { hex } })
                } else {
                    self.wanderlust_after_element(animal, hex, fx)
                }
            }
            (WanderlustMove { animal, hex }, Action::Done) => self.wanderlust_moves_from(animal.idx() + 1, hex),
            (WanderlustMove { animal, hex }, Action::MoveCube { from, to }) => {
                self.move_cubes(animal, from, to, 1, fx);
                if self.adjacent_tiles(hex).iter().any(|h| self.cubes_on(h, animal) > 0) {
                    Some(d)
                } else {
                    self.wanderlust_moves_from(animal.idx() + 1, hex)
                }
            }
            (Migration { animal, left, mut arrived }, Action::MoveCube { from, to }) => {
                self.move_cubes(animal, from, to, 1, fx);
                arrived.add(to, 1);
                let d = Migration { animal, left: left - 1, arrived };
                (left > 1 && self.has_legal(&d)).then_some(d)
            }
            (ArachnidCompetition { .. }, Action::Eliminate { hex, animal: v }) => {
                self.eliminate(v, hex, 1, fx);
                None
            }
            (Competition { animal, terrains, used }, Action::Eliminate { hex, animal: v }) => {
                self.eliminate(v, hex, 1, fx);
                let t = self.terrain(hex);
                let i = terrains.iter().enumerate().position(|(i, &x)| Some(x) == t && used & (1 << i) == 0).unwrap_or(0);
                let d = Competition { animal, terrains, used: used | (1 << i) };
                self.has_legal(&d).then_some(d)
            }
            (Domination { animal }, Action::Dominate { hex }) => self.dominate(animal, hex, fx),
            (ChooseCard { animal, hex }, Action::TakeCard { card }) => {
                self.face_up.retain(|&c| c != card);
                self.taken.push(card);
                fx.push(Effect::CardTaken { animal, card });
                self.resolve_card(animal, card, hex, fx)
            }
            (_, Action::Pass | Action::Done) => None,
            (d, act) => self.card_exec(d, act, fx),
        };
        self.wait_or_finish(next, fx);
    }

    /// §7.8: the next tile of the corner that can take a cube.
    fn speciation_next(&self, animal: Animal, corner: Corner, remaining: HexSet) -> Option<Decision> {
        if self.animals[animal.idx()].gene_pool == 0 {
            return None;
        }
        remaining.first().map(|_| Decision::SpeciationCubes { animal, corner, remaining })
    }

    pub(super) fn sea_or_wetland(&self, h: Hex) -> bool {
        matches!(self.terrain(h), Some(Terrain::Sea | Terrain::Wetland))
    }
}

/// Remove one disc of `e` from an element row (leftmost first).
pub(super) fn take_from_row(row: &mut [Option<Element>; 4], e: Element) {
    if let Some(slot) = row.iter_mut().find(|x| **x == Some(e)) {
        *slot = None;
    }
}
