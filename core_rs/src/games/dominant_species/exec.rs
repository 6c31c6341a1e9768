//! The phases of a round and the decision the game waits for (rules/dominant-species.md §5).
//! Planning is here; the Execution and Reset phases extend `Phase`.

use serde::{Deserialize, Serialize};

use super::data::{Animal, Space};
use super::state::{space_open, State};
use super::{Action, Effect};
use crate::engine::RuleError;

/// Where the round stands.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// §5.1: `turn` indexes the initiative track: the animal that places next.
    Planning { turn: u8 },
    /// §5.2 (not yet implemented beyond its start: issue 3).
    Execution { cursor: u8 },
    /// The game is over (§12).
    Over,
}

impl Phase {
    pub fn start_of_planning() -> Phase {
        Phase::Planning { turn: 0 }
    }
    /// APs of `a` held outside supply, display and set-aside (an Initiative AP being re-placed).
    pub fn aps_in_hand(&self, _a: Animal) -> u32 {
        0
    }
}

impl State {
    /// The animal that must decide now, if any.
    pub fn acting_animal(&self) -> Option<Animal> {
        match &self.phase {
            Phase::Planning { turn } => self.initiative.get(*turn as usize).copied(),
            // Execution decisions arrive with issue 3; until then the game waits here.
            Phase::Execution { .. } => self.initiative.first().copied(),
            Phase::Over => None,
        }
    }

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
    pub(super) fn continue_planning(&mut self, from: usize, fx: &mut Vec<Effect>) {
        match self.next_planner(from) {
            Some(i) if self.any_open_space() => self.phase = Phase::Planning { turn: i as u8 },
            _ => {
                fx.push(Effect::PlanningEnded { round: self.round });
                self.phase = Phase::Execution { cursor: 0 };
            }
        }
    }

    pub(super) fn planning_actions(&self, out: &mut Vec<Action>) {
        out.extend(Space::all().filter(|&s| space_open(self, s)).map(|space| Action::PlaceAp { space }));
    }

    /// §5.1: place one AP on a vacant, open AP space.
    pub(super) fn apply_planning(&mut self, turn: u8, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        let Action::PlaceAp { space } = *action else {
            return Err(RuleError::illegal("dominant-species §5.1", "during Planning the only action is place_ap"));
        };
        let animal = self.initiative[turn as usize];
        if let Some(other) = self.spaces[space.idx()] {
            return Err(RuleError::illegal(
                "dominant-species §5.1",
                format!("{} is already occupied by the {}' AP", space.id(), other.name()),
            ));
        }
        if !space_open(self, space) {
            return Err(RuleError::illegal(
                "dominant-species §5.1",
                format!("{} is closed: fewer Wanderlust stacks have a face-up tile", space.id()),
            ));
        }
        self.spaces[space.idx()] = Some(animal);
        self.animals[animal.idx()].aps -= 1;
        fx.push(Effect::ApPlaced { animal, space });
        self.continue_planning(turn as usize + 1, fx);
        Ok(())
    }
}
