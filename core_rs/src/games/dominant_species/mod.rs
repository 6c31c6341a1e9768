//! Dominant Species (docs/rules/dominant-species.md): 2–6 players, the multiple-animals
//! variant, the alternative setup and the short game.
//!
//! Layout: `board` (geometry), `data` (tables), `state` (State, setup, `check()`), `exec`
//! (phases, decisions, Planning and the Execution step machine), `cards` (§11), `reset`
//! (§5.3, §12), `ops` (primitives that keep the dominance cache current), `view`.
//!
//! Engine decisions on points the rules file leaves open (each also noted where coded):
//! - Every decision is atomic; a choice with no legal option is skipped (`action_skipped`).
//!   Forced single options resolve without asking where the card text leaves no choice
//!   (Biomass / Catastrophe / Predator tiles with one possible victim, Disease victims with
//!   one non-inherent type, Immigrants animals with only option (c)).
//! - §7.1 (G20): the swap is a decision only when the owner is not leftmost; the AP is held
//!   meanwhile and counted in `check()`.
//! - §7.3 / §5.2: protection is optional like every action: an animal with a Regression AP
//!   (the reptiles' slot included) and a type at risk chooses one type at a time, and `pass`
//!   gives up the protections left.
//! - §7.8: the corner's tiles get their cubes one tile at a time in hex order, 0 allowed.
//! - §7.9: the disc step is offered when the row has a disc and the new tile a vacant
//!   corner; every animal with a cube next to the new tile moves one cube per action.
//! - §7.10 / §7.11: a Migration or Competition ends by itself when nothing legal is left.
//! - §7.12: Domination may be passed; any tile (even empty) may be chosen.
//! - §11: "up to N" (Aquatic part 2, Hibernation, Evolution) lets the taker stop at 0;
//!   every other card part is mandatory when possible (§11.1). Metamorphosis is one
//!   `exchange_element` action. Instinct obeys the Wanderlust closing rule.
//! - §12 (project decision): with no cube on earth and every gene pool empty no card can ever be taken,
//!   so the game ends at that Reset, scored as after Ice Age (`no_cubes_left`). It is the only
//!   such dead end: cubes reach earth only from gene pools, or from the box through the
//!   Hibernation card, which needs a dominant animal, i.e. a cube on earth; while one cube is
//!   on earth or in a gene pool some sequence of choices still reaches a card (Abundance and
//!   Adaptation keep bringing elements), and every face-up card can always be taken.
//! - §14.1: a bag draw from a bag of one disc still consumes one generator output
//!   (`nextInt(1)` with limit 2^64), as the shared `next_int` does for every `n >= 1`.
//! - Outcome `detail.roles`: one `{role: animal, seat, score: its own VP}` per animal in play.
//! - §13.2: if a player's animals tie for lowest, the higher of them in the food chain is
//!   the one compared by the last tie-break.

pub mod board;
mod cards;
pub mod data;
mod determinize;
pub mod exec;
mod ops;
mod reset;
pub mod state;
mod labels;
mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use board::{Corner, Hex, HexSet};
pub use data::{ActionKind, Animal, Card, Element, Space, Terrain};
pub use exec::{Decision, Phase, Purpose};
pub use state::{Options, State};

use crate::engine::{check_turn, Game, GameInfo, Label, OptionSpec, Outcome, Pending, RuleError, Seat, Viewer};

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

impl Game for State {
    type Action = Action;
    type Effect = Effect;
    type Options = Options;

    const INFO: GameInfo = GameInfo { name: "dominant-species", min_seats: 2, max_seats: 6 };

    fn new(seats: u8, options: &Options, seed: u64) -> Result<Self, RuleError> {
        State::setup(seats, options, seed)
    }

    fn seats(&self) -> u8 {
        self.players
    }

    fn pending(&self) -> Option<Pending> {
        let kind = match &self.phase {
            Phase::Planning { .. } => "place_ap",
            Phase::Execution { decision, .. } | Phase::Reset { decision } => decision.kind(),
            Phase::Over => return None,
        };
        let animal = self.acting_animal()?;
        Some(Pending::one(self.seat_of(animal), kind))
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(p) = self.pending() else { return };
        if !p.seats.contains(seat) {
            return;
        }
        match &self.phase {
            Phase::Planning { .. } => self.planning_actions(out),
            Phase::Execution { decision, .. } | Phase::Reset { decision } => {
                let start = out.len();
                self.candidates(decision, out);
                let mut i = start;
                while i < out.len() {
                    if self.check_action(decision, &out[i]).is_ok() {
                        i += 1;
                    } else {
                        out.swap_remove(i);
                    }
                }
                out[start..].sort_unstable_by_key(action_order);
            }
            Phase::Over => {}
        }
    }

    fn apply_into(&mut self, seat: Seat, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        check_turn(self.pending(), seat)?;
        match self.phase {
            Phase::Planning { turn } => self.apply_planning(turn, action, fx),
            Phase::Execution { decision, .. } | Phase::Reset { decision } => {
                self.check_action(&decision, action).map_err(|(rule, why)| RuleError::illegal(rule, why))?;
                if let Decision::MammalSave { .. } = decision {
                    let saved = if let Action::Save { hex } = *action { Some(hex) } else { None };
                    self.finish_reset(saved, fx);
                } else {
                    self.exec(decision, *action, fx);
                }
                Ok(())
            }
            Phase::Over => Err(RuleError::game_over()),
        }
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        view::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn scores(&self) -> Vec<i64> {
        // §13.2: a player's score is the lowest of their animals.
        let mut s = vec![i64::MAX; self.players as usize];
        for a in self.animals_in_play() {
            if let Some(x) = s.get_mut(self.seat_of(a) as usize) {
                *x = (*x).min(i64::from(self.animals[a.idx()].vp));
            }
        }
        for x in &mut s {
            if *x == i64::MAX {
                *x = 0;
            }
        }
        s
    }

    fn progress(&self) -> serde_json::Value {
        serde_json::json!({ "round": self.round, "phase": self.phase.name(), "last_round": self.last_round })
    }

    fn validate(&self) -> Result<(), String> {
        self.check()
    }

    fn determinize(&self, seat: Seat, rng: &mut crate::engine::SplitMix64) -> Self {
        self.determinized(seat, rng)
    }

    fn score_scale() -> f64 {
        20.0
    }

    fn option_specs() -> Vec<OptionSpec> {
        Self::options_described()
    }

    fn label(&self, seat: Seat, action: &Action) -> Label {
        self.action_label(seat, action)
    }

    fn prompt(&self, seat: Seat) -> String {
        self.decision_prompt(seat)
    }

    fn describe(e: &Effect) -> String {
        describe(e)
    }

    /// §2: dominance on every tile from scratch (the cache is derived state).
    fn recompute_derived(&mut self) {
        self.recompute_dominance_all();
    }
}

/// A stable order for listed actions (pass/done first, then by kind and fields).
fn action_order(a: &Action) -> (u8, u32) {
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

fn plural(n: impl Into<u32>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

fn describe(e: &Effect) -> String {
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
