//! §7.10 Migration: cube moves to adjacent tiles (birds: up to two).

use crate::games::dominant_species::data::{Animal, Space};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::board::{Hex, HexCounts, HexSet};
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.10: the space's number of moves, when one cube can move.
    pub(crate) fn begin_migration(&self, a: Animal, s: Space) -> Option<Decision> {
        let d = Decision::Migration { animal: a, left: s.migration_count().unwrap_or(0), arrived: HexCounts::default() };
        self.has_legal(&d).then_some(d)
    }

    /// §7.10: where a cube of `a` may migrate from `from` (adjacent tiles; birds also two
    /// steps through an existing tile, never across an empty hex).
    pub(crate) fn migration_targets(&self, a: Animal, from: Hex) -> HexSet {
        let earth = self.earth();
        let adj = from.neighbors().inter(earth);
        if a != Animal::Birds {
            return adj;
        }
        let mut reach = adj;
        for m in adj.iter() {
            reach = reach.union(m.neighbors().inter(earth));
        }
        reach.remove(from);
        reach
    }

    /// Candidate actions of the migration decisions (a superset of the legal ones).
    pub(crate) fn migration_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            Migration { animal, .. } => {
                out.push(Action::Done);
                for from in self.earth().iter() {
                    if self.cubes_on(from, animal) > 0 {
                        out.extend(self.migration_targets(animal, from).iter().map(|to| Action::MoveCube { from, to }));
                    }
                }
            }
            _ => {}
        }
    }

    /// Legality of an action for the migration decisions.
    pub(crate) fn migration_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (Migration { .. }, Action::Done) => Ok(()),
            (Migration { animal, left, arrived }, Action::MoveCube { from, to }) => {
                if left == 0 {
                    Err((rule!("§7.10"), "ds-err-no-moves-left"))
                } else if !self.has_tile(from) || self.cubes_on(from, animal) <= arrived.get(from) {
                    Err((rule!("§7.10"), "ds-err-no-cube-yours-there-has"))
                } else if !self.migration_targets(animal, from).contains(to) {
                    Err((rule!("§7.10"), "ds-err-cube-move-adjacent-tile-birds"))
                } else {
                    Ok(())
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the migration decisions; the next decision of the step, if any.
    pub(crate) fn migration_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (Migration { animal, left, mut arrived }, Action::MoveCube { from, to }) => {
                self.move_cubes(animal, from, to, 1, fx);
                arrived.add(to, 1);
                let d = Migration { animal, left: left - 1, arrived };
                (left > 1 && self.has_legal(&d)).then_some(d)
            }
            _ => None,
        }
    }
}
