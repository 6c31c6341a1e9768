//! Evo (1st edition, EuroGames 2001) for 3–5 players: docs/rules/evo.md.
//!
//! `State` implements the engine's `Game`; this file only delegates (the files of a game are
//! listed in `crate::games`). The round is a machine of steps (`state::Step`): automatic
//! steps run in `rules::round` (`advance`), decisions wait for an action, and `rules` (the
//! module root) dispatches each action to the rule it answers. Card windows and the
//! response step (§14.2) sit on top of the step they interrupt.
//!
//! Engine decisions beyond the rules file's PD-01…PD-52 (also in the helper's report).
//! Audited against docs/rules/evo.md and the published game: E1, E3–E8 confirmed (each only
//! fixes an interface detail the rules leave open, without changing what a player may do;
//! E5 has no observable effect beyond the view, as CUCKOO exists once and a duplicated
//! copy waits for the next round); E2 revised; E9 added.
//! - E1 (§14.2): a window is opened only if some player holds a card, and a player with an
//!   empty hand is passed automatically (hand sizes are public, so nothing leaks); players
//!   holding only cards not yet playable are still asked (they can only pass).
//! - E2 (§14.2 GENE_SPLIT slot): the slot is folded into the `bid` action — `gene_split:
//!   true` plays GENE_SPLIT, `sleeping_gene: true` plays SLEEPING_GENE (eligible in every
//!   window, the slot included) — listed only for a player holding a GENE_SPLIT they may
//!   play now; asking every bidder after each bid would reveal who holds it. One card per
//!   slot: after GENE_SPLIT its holder may still play SLEEPING_GENE in the response step.
//!   (Audit: the first version did not offer SLEEPING_GENE in the slot; fixed.)
//! - E3 (§12): survival choices are made by picking the survivors one at a time
//!   (`keep_dino`), asked only when some but not all of a class survive.
//! - E4 (§10, §11): a movement turn ends by itself when no MP or no legal step is left, a
//!   birth step when no egg, no supply or no legal region is left; `stop_births` is listed
//!   only when just TOUGH_KIDS attacks remain (births are compulsory).
//! - E5 (§14.3 #13): the CUCKOO dino counts as placed in this Phase 4.
//! - E6 (§13.6): a card drawn with a CARD gene is playable at once; as payment follows
//!   W6.pay, that is the next round in practice.
//! - E7 (§15, PD-37): shared winners are ranked among themselves by seat index (the
//!   ranking must be a total order); `outcome().winners` lists all of them.
//! - E8: actions name regions by board index (the view lists index and id of each region),
//!   effects by id; bid rows are numbered from 1 as on the bidding board.
//! - E9 (§6.2 step 9, §8, §9): `new` runs round 1 up to its first decision (the first
//!   movement), so the round-1 roll-off and climate roll happen inside `new`. Their effects
//!   are kept in the state (`opening`, public, shown in the view as `opening_effects`) and
//!   reported at the front of the first accepted action's effect list, then cleared; a
//!   rejected first action leaves them in place. The `Game` trait is unchanged.

/// This game's name in its rule citations (and its REST name).
pub(crate) const GAME: &str = "evo";

/// Cites `section` of this game's rules file as a typed [`crate::engine::Rule`]:
/// `rule!("§5.1")` is "evo §5.1". Every citation of the game is built by it.
macro_rules! rule {
    ($section:expr) => {
        $crate::engine::Rule::new($crate::games::evo::GAME, $section)
    };
}

pub(crate) mod actions;
mod determinize;
pub(crate) mod effects;
mod labels;
pub(crate) mod options;
pub(crate) mod rules;
pub(crate) mod state;
mod validate;
mod view;

#[cfg(test)]
mod tests;

use serde_json::{json, Value};

pub use actions::Action;
pub use effects::Effect;
pub use options::Options;
pub use state::State;
// The model's supporting types (`state/board.rs`, `state/types.rs`), by their short names.
pub(crate) use state::{board, types};

use crate::engine::{check_turn, Game, GameInfo, Label, OptionSpec, Outcome, Pending, RuleError, Seat, Viewer, Visibility};

impl Game for State {
    type Action = Action;
    type Effect = Effect;
    type Options = Options;

    const INFO: GameInfo = GameInfo { name: GAME, min_seats: 3, max_seats: 5 };

    fn new(seats: u8, options: &Options, seed: u64) -> Result<Self, RuleError> {
        State::create(seats, options, seed)
    }

    fn seats(&self) -> u8 {
        self.seats
    }

    fn pending(&self) -> Option<Pending> {
        self.pending_decision()
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        self.legal_into(seat, out);
    }

    fn apply_into(&mut self, seat: Seat, action: &Action, effects: &mut Vec<Effect>) -> Result<(), RuleError> {
        check_turn(self.pending(), seat)?;
        self.apply_action(seat, action, effects)
    }

    fn view(&self, viewer: Viewer) -> Value {
        view::render(self, viewer)
    }

    fn view_json(&self, viewer: Viewer) -> String {
        view::render_json(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_if_over()
    }

    fn scores(&self) -> Vec<i64> {
        self.current_scores()
    }

    fn progress(&self) -> Value {
        json!({
            "round": self.round,
            "phase": self.step.phase_name(),
            "phase_number": self.step.phase(),
            "step": self.step,
            "climate": self.climate,
            "meteor": self.meteor,
            "order": self.order,
        })
    }

    fn validate(&self) -> Result<(), crate::engine::Invariant> {
        validate::check(self).map_err(Into::into)
    }

    /// docs/rules/evo.md §22 (undo): the generator (dice, §17), the gene bag and the event
    /// deck (hidden orders), every hand (hidden from the other seats: a card drawn or
    /// played changes one), and the round (§7).
    fn commit_marker(&self) -> u64 {
        let hands: Vec<&Vec<state::HandCard>> = self.players.iter().map(|p| &p.hand).collect();
        crate::engine::marker(&(self.round, &self.rng, &self.bag, &self.deck, hands, &self.forced_dice, self.end.is_some()))
    }

    fn determinize(&self, seat: Seat, rng: &mut crate::engine::SplitMix64) -> Self {
        self.determinized(seat, rng)
    }

    fn score_scale() -> f64 {
        5.0
    }

    fn effect_visibility(effect: &Effect) -> Visibility {
        effect.visibility()
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

    fn describe(effect: &Effect) -> crate::i18n::Msg {
        effects::describe(effect)
    }
}
