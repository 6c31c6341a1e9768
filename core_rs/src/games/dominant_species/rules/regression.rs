//! §7.3 Regression: types in the Regression box leave the displays, minus the protections
//! (REG APs, the reptiles' slot).

use crate::games::dominant_species::data::{Animal, Element, Space};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;
use super::bit;

impl State {
    /// Regression for the animals from food-chain index `from` on: the next animal with a
    /// Regression AP and a type at risk decides its protections; animals without an AP lose
    /// at once. When everyone is done, the REG-1/REG-2 APs go home.
    pub(crate) fn regression_from(&mut self, from: usize, fx: &mut Vec<Effect>) -> Option<Decision> {
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

    /// Candidate actions of the regression decisions (a superset of the legal ones).
    pub(crate) fn regression_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            RegressionProtect { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::Protect { element }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the regression decisions.
    pub(crate) fn regression_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (RegressionProtect { .. }, Action::Pass) => Ok(()),
            (RegressionProtect { losing, .. }, Action::Protect { element }) => {
                if losing & bit(element) != 0 {
                    Ok(())
                } else {
                    Err((rule!("§7.3"), "ds-err-only-type-about-lost-can"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the regression decisions; the next decision of the step, if any.
    pub(crate) fn regression_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (RegressionProtect { animal, protections, losing }, Action::Protect { element }) => {
                fx.push(Effect::ElementProtected { animal, element });
                let (p, losing) = (protections.saturating_sub(1), losing & !bit(element));
                if p > 0 && losing != 0 {
                    return Some(RegressionProtect { animal, protections: p, losing });
                }
                self.lose_types(animal, losing, fx);
                self.regression_from(animal.idx() + 1, fx)
            }
            (RegressionProtect { animal, losing, .. }, Action::Pass) => {
                self.lose_types(animal, losing, fx);
                self.regression_from(animal.idx() + 1, fx)
            }
            _ => None,
        }
    }
}
