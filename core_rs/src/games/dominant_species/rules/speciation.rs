//! §7.8 Speciation: cubes onto the tiles around a disc of the space's element, and the
//! insects' SPE-I cube.

use crate::games::dominant_species::data::{Animal, Space};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::board::{Corner, HexSet};
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.8: a disc of the space's element on earth and a cube in the gene pool.
    pub(crate) fn begin_speciation(&self, a: Animal, s: Space) -> Option<Decision> {
        let e = s.speciation_element()?;
        (self.animals[a.idx()].gene_pool > 0 && Corner::all().any(|c| self.element_at(c) == Some(e)))
            .then_some(Decision::SpeciationCorner { animal: a, element: e })
    }

    /// §7.8 SPE-I: the insects' free cube, while they have one.
    pub(crate) fn begin_insect_speciation(&self) -> Option<Decision> {
        let a = Animal::Insects;
        (self.in_play(a) && self.animals[a.idx()].gene_pool > 0).then_some(Decision::InsectSpeciation { animal: a })
    }

    /// §7.8: the next tile of the corner that can take a cube.
    fn speciation_next(&self, animal: Animal, corner: Corner, remaining: HexSet) -> Option<Decision> {
        if self.animals[animal.idx()].gene_pool == 0 {
            return None;
        }
        remaining.first().map(|_| Decision::SpeciationCubes { animal, corner, remaining })
    }

    /// Candidate actions of the speciation decisions (a superset of the legal ones).
    pub(crate) fn speciation_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            SpeciationCorner { .. } => {
                out.push(Action::Pass);
                out.extend(Corner::all().map(|corner| Action::ChooseCorner { corner }));
            }
            SpeciationCubes { remaining, .. } => {
                if let Some(hex) = remaining.first() {
                    out.extend((0..=4).map(|count| Action::AddCubes { hex, count }));
                }
            }
            InsectSpeciation { .. } => {
                out.push(Action::Pass);
                out.extend(self.earth().iter().map(|hex| Action::AddCubes { hex, count: 1 }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the speciation decisions.
    pub(crate) fn speciation_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (SpeciationCorner { .. }, Action::Pass) => Ok(()),
            (SpeciationCorner { element, .. }, Action::ChooseCorner { corner }) => {
                if self.element_at(corner) == Some(element) {
                    Ok(())
                } else {
                    Err((rule!("§7.8"), "ds-err-choose-disc-element-printed-space"))
                }
            }
            (SpeciationCubes { animal, remaining, .. }, Action::AddCubes { hex, count }) => {
                let cap = self.terrain(hex).map_or(0, |t| t.speciation_limit()).min(self.animals[animal.idx()].gene_pool);
                if remaining.first() != Some(hex) {
                    Err((rule!("§7.8"), "ds-err-cubes-go-corner-s-tiles"))
                } else if count > cap {
                    Err((rule!("§7.8"), "ds-err-more-cubes-than-terrain-s"))
                } else {
                    Ok(())
                }
            }
            (InsectSpeciation { .. }, Action::Pass) => Ok(()),
            (InsectSpeciation { animal }, Action::AddCubes { hex, count }) => {
                if count == 1 && self.has_tile(hex) && self.animals[animal.idx()].gene_pool > 0 {
                    Ok(())
                } else {
                    Err((rule!("§7.8"), "ds-err-insects-place-exactly-1-cube"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the speciation decisions; the next decision of the step, if any.
    pub(crate) fn speciation_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (SpeciationCorner { animal, .. }, Action::ChooseCorner { corner }) => {
                fx.push(Effect::CornerChosen { animal, corner });
                self.speciation_next(animal, corner, self.corner_tiles(corner))
            }
            (SpeciationCubes { animal, corner, mut remaining }, Action::AddCubes { hex, count }) => {
                self.add_cubes(animal, hex, count, fx);
                remaining.remove(hex);
                self.speciation_next(animal, corner, remaining)
            }
            (InsectSpeciation { animal }, Action::AddCubes { hex, count }) => {
                self.add_cubes(animal, hex, count, fx);
                None
            }
            _ => None,
        }
    }
}
