//! §7.2 Adaptation: a disc of the Adaptation row onto the display.

use crate::games::dominant_species::data::{Animal, Element};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;
use super::take_from_row;

impl State {
    /// §7.2: the owner of the AP may take a disc while its display has room and the row a disc.
    pub(crate) fn begin_adaptation(&self, a: Animal) -> Option<Decision> {
        (self.display_size(a) < 6 && self.adaptation_row.iter().any(|e| e.is_some()))
            .then_some(Decision::Adaptation { animal: a })
    }

    /// Candidate actions of the adaptation decisions (a superset of the legal ones).
    pub(crate) fn adaptation_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            Adaptation { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::TakeElement { element }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the adaptation decisions.
    pub(crate) fn adaptation_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (Adaptation { .. }, Action::Pass) => Ok(()),
            (Adaptation { .. }, Action::TakeElement { element }) => {
                if self.adaptation_row.contains(&Some(element)) {
                    Ok(())
                } else {
                    Err((rule!("§7.2"), "ds-err-element-not-adaptation-row"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the adaptation decisions; the next decision of the step, if any.
    pub(crate) fn adaptation_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (Adaptation { animal }, Action::TakeElement { element }) => {
                take_from_row(&mut self.adaptation_row, element);
                self.display_add(animal, element, fx);
                None
            }
            _ => None,
        }
    }
}
