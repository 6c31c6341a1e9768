//! Dominant Species (docs/rules/dominant-species.md): 2–6 players, the multiple-animals
//! variant, the alternative setup and the short game.
//!
//! Layout (the template every game folder follows): `mod.rs` (the `Game` impl, delegating
//! only), `actions` (the `Action` enum), `effects` (the `Effect` enum and its words), `state`
//! (State, setup and `Options`; `state/board` geometry, `state/phase` the phases and pending
//! decisions, `state/queries` the board queries every rule asks), `rules` (the dispatch and
//! action legality in `rules/mod.rs`, `rules/ops` the primitives that change the board and
//! keep the dominance cache current, and one file per rule: `planning` §5.1, `execution`
//! §5.2, `initiative` … `domination` §7.1–§7.12, `cards` §11, `reset` §5.3 and §12),
//! `validate` (`check()`, the invariants), `view`, `labels`, `determinize`, `data` (tables),
//! `tests`.
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

/// This game's name in its rule citations (and its REST name).
pub(crate) const GAME: &str = "dominant-species";

/// Cites `section` of this game's rules file as a typed [`crate::engine::Rule`]:
/// `rule!("§5.1")` is "dominant-species §5.1". Every citation of the game is built by it.
macro_rules! rule {
    ($section:expr) => {
        $crate::engine::Rule::new($crate::games::dominant_species::GAME, $section)
    };
}

mod actions;
pub mod data;
mod determinize;
mod effects;
mod labels;
mod rules;
pub mod state;
mod validate;
mod view;

#[cfg(test)]
mod tests;

pub use actions::Action;
pub use data::{ActionKind, Animal, Card, Element, Space, Terrain};
pub use effects::{Effect, ImmigrantsOption, Reason};
pub use state::board::{Corner, Hex, HexSet};
pub use state::{Decision, Options, Phase, Purpose, State};

use effects::describe;
use crate::engine::{check_turn, Game, GameInfo, Label, OptionSpec, Outcome, Pending, RuleError, Seat, Viewer};

impl Game for State {
    type Action = Action;
    type Effect = Effect;
    type Options = Options;

    const INFO: GameInfo = GameInfo { name: GAME, min_seats: 2, max_seats: 6 };

    fn new(seats: u8, options: &Options, seed: u64) -> Result<Self, RuleError> {
        State::setup(seats, options, seed)
    }

    fn seats(&self) -> u8 {
        self.seats
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
            Phase::Execution { decision, .. } | Phase::Reset { decision } => self.decision_actions(decision, out),
            Phase::Over => {}
        }
    }

    fn apply_into(&mut self, seat: Seat, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        check_turn(self.pending(), seat)?;
        match self.phase {
            Phase::Planning { turn } => self.apply_planning(turn, action, fx),
            Phase::Execution { decision, .. } | Phase::Reset { decision } => self.apply_decision(decision, action, fx),
            Phase::Over => Err(RuleError::game_over()),
        }
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        view::view(self, viewer)
    }

    fn view_json(&self, viewer: Viewer) -> String {
        view::view_json(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn scores(&self) -> Vec<i64> {
        self.seat_scores()
    }

    fn progress(&self) -> serde_json::Value {
        serde_json::json!({ "round": self.round, "phase": self.phase.name(), "last_round": self.last_round })
    }

    fn validate(&self) -> Result<(), crate::engine::Invariant> {
        self.check().map_err(Into::into)
    }

    /// docs/rules/dominant-species.md §17 (undo): the generator (bag draws, shuffles), the
    /// Dominance deck and the Wanderlust stacks (hidden orders, §14), and the round (each
    /// Reset, §6, is final).
    fn commit_marker(&self) -> u64 {
        crate::engine::marker(&(self.round, self.last_round, &self.rng, &self.deck, &self.stacks, &self.stack_face_up))
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

    fn prompt(&self, seat: Seat) -> crate::i18n::Msg {
        self.decision_prompt(seat)
    }

    fn describe(e: &Effect) -> crate::i18n::Msg {
        describe(e)
    }

    /// §2: dominance on every tile from scratch (the cache is derived state).
    fn recompute_derived(&mut self) {
        self.recompute_dominance_all();
    }
}
