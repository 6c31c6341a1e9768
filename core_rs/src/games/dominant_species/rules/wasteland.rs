//! §7.5 Wasteland: a disc out of the Wasteland box (step 1), and the sweep of matching
//! discs next to tundra (step 2).

use crate::games::dominant_species::data::{Animal, Element};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::board::Corner;
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.5 step 1: a disc out of the Wasteland box, if it holds one.
    pub(crate) fn begin_wasteland(&self, a: Animal) -> Option<Decision> {
        (self.wasteland_box.iter().any(|&n| n > 0)).then_some(Decision::Wasteland { animal: a })
    }

    pub(crate) fn wasteland_sweep(&mut self, fx: &mut Vec<Effect>) {
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

    /// Candidate actions of the wasteland decisions (a superset of the legal ones).
    pub(crate) fn wasteland_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            Wasteland { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::RemoveFromBox { element }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the wasteland decisions.
    pub(crate) fn wasteland_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (Wasteland { .. }, Action::Pass) => Ok(()),
            (Wasteland { .. }, Action::RemoveFromBox { element }) => {
                if self.wasteland_box[element.idx()] > 0 {
                    Ok(())
                } else {
                    Err((rule!("§7.5"), "ds-err-element-not-wasteland-box"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the wasteland decisions; the next decision of the step, if any.
    pub(crate) fn wasteland_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (Wasteland { animal }, Action::RemoveFromBox { element }) => {
                self.wasteland_box[element.idx()] -= 1;
                self.bag[element.idx()] += 1;
                fx.push(Effect::BoxElementRemoved { animal, element });
                None
            }
            _ => None,
        }
    }
}
