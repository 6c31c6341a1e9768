//! §7.11 Competition: eliminations on tiles of the space's terrains, and the arachnids'
//! COM-A elimination.

use crate::games::dominant_species::data::{Animal, Space};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::board::Hex;
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.11: the space's terrains, when one elimination is possible.
    pub(crate) fn begin_competition(&self, a: Animal, s: Space) -> Option<Decision> {
        let d = Decision::Competition { animal: a, terrains: s.competition_terrains()?, used: 0 };
        self.has_legal(&d).then_some(d)
    }

    /// §7.11 COM-A: the arachnids' free elimination, when they share a tile with an opponent.
    pub(crate) fn begin_arachnid_competition(&self) -> Option<Decision> {
        let a = Animal::Arachnids;
        (self.in_play(a) && self.earth().iter().any(|h| self.cubes_on(h, a) > 0 && self.has_opponent_on(h, a)))
            .then_some(Decision::ArachnidCompetition { animal: a })
    }

    /// §7.11: is `(hex, victim)` a legal elimination for `a` on a tile of an allowed terrain?
    pub(crate) fn can_compete(&self, a: Animal, h: Hex, victim: Animal) -> bool {
        victim != a && self.has_tile(h) && self.cubes_on(h, a) > 0 && self.cubes_on(h, victim) > 0
    }

    /// Candidate actions of the competition decisions (a superset of the legal ones).
    pub(crate) fn competition_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            ArachnidCompetition { animal } | Competition { animal, .. } => {
                out.push(if matches!(d, Competition { .. }) { Action::Done } else { Action::Pass });
                for hex in self.earth().iter() {
                    if self.cubes_on(hex, animal) > 0 {
                        for victim in Animal::ALL {
                            out.push(Action::Eliminate { hex, animal: victim });
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Legality of an action for the competition decisions.
    pub(crate) fn competition_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (ArachnidCompetition { .. }, Action::Pass) => Ok(()),
            (ArachnidCompetition { animal }, Action::Eliminate { hex, animal: v }) => {
                if self.can_compete(animal, hex, v) {
                    Ok(())
                } else {
                    Err((rule!("§7.11"), "ds-err-pick-tile-shared-with-opposing"))
                }
            }
            (Competition { .. }, Action::Done) => Ok(()),
            (Competition { animal, terrains, used }, Action::Eliminate { hex, animal: v }) => {
                let t = self.terrain(hex);
                let free = terrains.iter().enumerate().any(|(i, &x)| Some(x) == t && used & (1 << i) == 0);
                if !free {
                    Err((rule!("§7.11"), "ds-err-tile-s-terrain-not-linked"))
                } else if !self.can_compete(animal, hex, v) {
                    Err((rule!("§7.11"), "ds-err-pick-tile-shared-with-opposing"))
                } else {
                    Ok(())
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the competition decisions; the next decision of the step, if any.
    pub(crate) fn competition_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (ArachnidCompetition { .. }, Action::Eliminate { hex, animal: v }) => {
                self.eliminate(v, hex, 1, fx);
                None
            }
            (Competition { animal, terrains, used }, Action::Eliminate { hex, animal: v }) => {
                self.eliminate(v, hex, 1, fx);
                let t = self.terrain(hex);
                let i = terrains.iter().enumerate().position(|(i, &x)| Some(x) == t && used & (1 << i) == 0).unwrap_or(0);
                let d = Competition { animal, terrains, used: used | (1 << i) };
                self.has_legal(&d).then_some(d)
            }
            _ => None,
        }
    }
}
