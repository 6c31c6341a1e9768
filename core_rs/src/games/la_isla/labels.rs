//! Every legal action in words, with the places on the board it refers to, and the
//! one-line prompt of the pending decision (issue 14: "words for every choice").

use super::actions::Action;
use super::State;
use crate::engine::{Label, OptionSpec, Seat};

impl State {
    /// STUB (to be replaced): the setup options, in words.
    pub(crate) fn options_described() -> Vec<OptionSpec> {
        Vec::new()
    }

    /// STUB (to be replaced): the action in words.
    pub(crate) fn action_label(&self, _seat: Seat, action: &Action) -> Label {
        Label::text(format!("{action:?}"))
    }

    /// STUB (to be replaced): what `seat` is deciding now.
    pub(crate) fn decision_prompt(&self, _seat: Seat) -> String {
        String::new()
    }
}
