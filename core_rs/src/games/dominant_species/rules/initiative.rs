//! §7.1 Initiative: the marker moves one place forward, then the AP may be re-placed
//! (also Nocturnal's move, §11).

use crate::games::dominant_species::data::{Animal, Space};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;
use super::planning::space_open;

impl State {
    /// §7.1: the AP is lifted (held); the marker may move forward (not when already
    /// leftmost), then the AP may be re-placed.
    pub(crate) fn begin_initiative(&mut self, a: Animal, fx: &mut Vec<Effect>) -> Option<Decision> {
        self.spaces[Space::INI.idx()] = None;
        if self.initiative.first() != Some(&a) {
            return Some(Decision::InitiativeSwap { animal: a });
        }
        self.initiative_placement(a, fx)
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

    /// §7.1 step 1 / Nocturnal: swap with the marker directly to the left.
    pub(crate) fn advance_initiative(&mut self, a: Animal, fx: &mut Vec<Effect>) {
        if let Some(i) = self.initiative.iter().position(|&x| x == a) {
            if i > 0 {
                let other = self.initiative[i - 1];
                self.initiative.swap(i, i - 1);
                fx.push(Effect::InitiativeSwapped { animal: a, with: other });
            }
        }
    }

    /// Candidate actions of the initiative decisions (a superset of the legal ones).
    pub(crate) fn initiative_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            InitiativeSwap { .. } => out.extend([Action::Pass, Action::SwapInitiative]),
            InitiativePlace { .. } => {
                out.push(Action::Pass);
                out.extend(Space::all().map(|space| Action::PlaceAp { space }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the initiative decisions.
    pub(crate) fn initiative_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        const INI: crate::engine::Rule = rule!("§7.1");
        match (*d, *act) {
            (InitiativeSwap { .. }, Action::Pass | Action::SwapInitiative) => Ok(()),
            (InitiativePlace { .. }, Action::Pass) => Ok(()),
            (InitiativePlace { .. }, Action::PlaceAp { space }) => {
                if space == Space::INI {
                    Err((INI, "ds-err-ap-go-another-space-than"))
                } else if !space_open(self, space) {
                    Err((INI, "ds-err-ap-space-not-vacant-closed"))
                } else {
                    Ok(())
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the initiative decisions; the next decision of the step, if any.
    pub(crate) fn initiative_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
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
            _ => None,
        }
    }
}
