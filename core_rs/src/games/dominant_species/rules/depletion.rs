//! §7.6 Depletion: a disc of a type in the Depletion box leaves the earth.

use crate::games::dominant_species::data::Animal;
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::board::Corner;
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.6: a disc on earth matching a type in the Depletion box.
    pub(crate) fn begin_depletion(&self, a: Animal) -> Option<Decision> {
        Corner::all().any(|c| self.depletion_target(c)).then_some(Decision::Depletion { animal: a })
    }

    pub(crate) fn depletion_target(&self, c: Corner) -> bool {
        self.element_at(c).is_some_and(|e| self.depletion_box[e.idx()] > 0)
    }

    /// Candidate actions of the depletion decisions (a superset of the legal ones).
    pub(crate) fn depletion_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            Depletion { .. } => {
                out.push(Action::Pass);
                out.extend(Corner::all().map(|corner| Action::RemoveElement { corner }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the depletion decisions.
    pub(crate) fn depletion_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (Depletion { .. }, Action::Pass) => Ok(()),
            (Depletion { .. }, Action::RemoveElement { corner }) => {
                if self.depletion_target(corner) {
                    Ok(())
                } else {
                    Err((rule!("§7.6"), "ds-err-disc-match-type-depletion-box"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the depletion decisions; the next decision of the step, if any.
    pub(crate) fn depletion_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (Depletion { .. }, Action::RemoveElement { corner }) => {
                self.remove_element(corner, fx);
                None
            }
            _ => None,
        }
    }
}
