//! §5.1 Planning: in initiative order, one AP at a time onto a vacant, open AP space.

use crate::engine::RuleError;
use super::super::labels::a_animal;
use crate::games::dominant_species::data::Space;
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::{Phase, State};
use crate::games::dominant_species::Action;

/// A Space is an AP space of the display; used by planning and Instinct.
pub(crate) fn space_open(state: &State, s: Space) -> bool {
    if state.spaces.get(s.idx()).copied().flatten().is_some() {
        return false;
    }
    // §5.1 rule 6: WAN-k is closed while fewer than k stacks have a face-up tile.
    if let Some(k) = Space::WAN.iter().position(|&w| w == s) {
        let up = state.stack_face_up.iter().zip(&state.stacks).filter(|(u, st)| **u && !st.is_empty()).count();
        return up > k;
    }
    true
}

impl State {
    /// True while some AP space is open for planning.
    fn any_open_space(&self) -> bool {
        Space::all().any(|s| space_open(self, s))
    }

    /// §5.1: the first initiative index from `from` (cyclically) whose animal still has APs.
    fn next_planner(&self, from: usize) -> Option<usize> {
        let n = self.initiative.len();
        (0..n).map(|k| (from + k) % n).find(|&i| self.animals[self.initiative[i].idx()].aps > 0)
    }

    /// Start (or continue) Planning at initiative index `from`; ends it when nobody can place.
    pub(crate) fn continue_planning(&mut self, from: usize, fx: &mut Vec<Effect>) {
        match self.next_planner(from) {
            Some(i) if self.any_open_space() => self.phase = Phase::Planning { turn: i as u8 },
            _ => {
                fx.push(Effect::PlanningEnded { round: self.round });
                self.run_from(0, fx);
            }
        }
    }

    pub(crate) fn planning_actions(&self, out: &mut Vec<Action>) {
        out.extend(Space::all().filter(|&s| space_open(self, s)).map(|space| Action::PlaceAp { space }));
    }

    /// §5.1: place one AP on a vacant, open AP space.
    pub(crate) fn apply_planning(&mut self, turn: u8, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        let Action::PlaceAp { space } = *action else {
            return Err(RuleError::illegal(rule!("§5.1"), msg!("ds-err-planning-place-ap-only")));
        };
        let animal = self.initiative[turn as usize];
        if self.animals[animal.idx()].aps == 0 {
            return Err(RuleError::illegal(rule!("§5.1"), msg!("ds-err-no-ap-left")));
        }
        if let Some(other) = self.spaces[space.idx()] {
            return Err(RuleError::illegal(
                rule!("§5.1"),
                msg!("ds-err-space-occupied", space = space.id(), animal = a_animal(other)),
            ));
        }
        if !space_open(self, space) {
            return Err(RuleError::illegal(
                rule!("§5.1"),
                msg!("ds-err-space-closed", space = space.id()),
            ));
        }
        self.spaces[space.idx()] = Some(animal);
        self.animals[animal.idx()].aps -= 1;
        fx.push(Effect::ApPlaced { animal, space });
        self.continue_planning(turn as usize + 1, fx);
        Ok(())
    }
}
