//! La Isla (Stefan Feld), as specified by docs/rules/la-isla.md: the island as data (§5), set-up
//! (§4), the round (§7), captures (§8), marker advances (§9), the 180 cards and their
//! functions (§10–§11) and final scoring (§12). `State` implements the engine's `Game`; this
//! file only delegates (the files of a game are listed in `crate::games`), and `rules` (the
//! module root) dispatches each action to the rule it answers.
//!
//! Engine decisions where the rules file leaves the form of a decision open (each tested):
//! - §7.1: a seat assigns its cards in the order A, B, D; the last card of a 3-card hand
//!   goes under D without a question (every assignment stays reachable).
//! - §7.0: the secret answers of the card phase and actions A, B, D are collected first,
//!   then applied player by player in turn order (discard order included).
//! - §7.0 / §11.3 G01, G02: which questions a seat is asked depends only on public facts
//!   (its visible functions, its revealed A card, the general supply): FREE_CHOICE asks for
//!   the species; every visible DOUBLE_STEP(z) is asked whatever the D card shows, and
//!   `take: true` is legal only when the advance is of z. Asking only on a match would
//!   tell the other seats, through `pending()`, what the face-down D card shows.
//! - §10: pure gains (VP, resources, an extra slot, the 4th card) apply without a question;
//!   marker advances, the extra explorer and the second move are yes/no decisions;
//!   resources "of choice" and payment colours are choices.

/// This game's name in its rule citations (and its REST name).
pub(crate) const GAME: &str = "la-isla";

/// Cites `section` of this game's rules file as a typed [`crate::engine::Rule`]:
/// `rule!("§5.1")` is "la-isla §5.1". Every citation of the game is built by it.
macro_rules! rule {
    ($section:expr) => {
        $crate::engine::Rule::new($crate::games::la_isla::GAME, $section)
    };
}

pub(crate) mod actions;
mod determinize;
pub(crate) mod effects;
mod labels;
pub(crate) mod rules;
pub(crate) mod state;
mod validate;
mod view;

#[cfg(test)]
mod tests;

use crate::engine::{check_turn, Game, GameInfo, Label, OptionSpec, Outcome, Pending, RuleError, Seat, Viewer, Visibility};

pub use actions::Action;
pub use effects::Effect;
pub use state::{Options, State};
// The model's supporting types (`state/cards.rs`, `state/island.rs`, `state/types.rs`), by
// their short names.
pub(crate) use state::{cards, island, types};

impl Game for State {
    type Action = Action;
    type Effect = Effect;
    type Options = Options;

    const INFO: GameInfo = GameInfo { name: GAME, min_seats: 2, max_seats: 4 };

    fn new(seats: u8, options: &Options, seed: u64) -> Result<Self, RuleError> {
        State::setup(seats, options, seed)
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

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        self.view_for(viewer)
    }

    fn view_json(&self, viewer: Viewer) -> String {
        self.view_json_for(viewer)
    }

    fn catalogue() -> serde_json::Value {
        serde_json::to_value(view::catalogue()).unwrap_or_default()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.final_outcome()
    }

    fn scores(&self) -> Vec<i64> {
        self.current_scores()
    }

    fn progress(&self) -> serde_json::Value {
        serde_json::json!({
            "round": self.round,
            "phase": self.phase,
            "first_player": self.first_player,
            "marker_sum": self.marker_sum(),
            "threshold": self.threshold,
            "deck_size": self.deck.len(),
        })
    }

    fn validate(&self) -> Result<(), crate::engine::Invariant> {
        self.check().map_err(Into::into)
    }

    /// docs/rules/la-isla.md §15 (undo): the generator (§4.4), the deck (hidden order,
    /// §3), and the round and phase (§7.0: a simultaneous phase ends, and its secret
    /// choices are revealed, with the last seat's answer).
    fn commit_marker(&self) -> u64 {
        crate::engine::marker(&(self.round, self.phase, &self.rng, &self.deck, self.end_reason.is_some()))
    }

    fn determinize(&self, seat: Seat, rng: &mut crate::engine::SplitMix64) -> Self {
        self.determinized(seat, rng)
    }

    fn score_scale() -> f64 {
        8.0
    }

    fn effect_visibility(effect: &Effect) -> Visibility {
        effect.visibility()
    }

    fn action_is_secret(&self, _seat: Seat, action: &Action) -> bool {
        action.is_secret()
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
        effect.describe()
    }
}
