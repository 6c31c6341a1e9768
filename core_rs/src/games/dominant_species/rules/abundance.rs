//! §7.4 Abundance: a disc from the Abundance row onto a vacant corner. Taking and placing a
//! disc is the same two decisions for Wanderlust step 2 and the Habitat and Aquatic cards
//! (`Purpose`).

use crate::games::dominant_species::data::{Animal, Element};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::board::Corner;
use crate::games::dominant_species::state::{Decision, Purpose, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;
use super::take_from_row;

impl State {
    /// §7.4: a disc of the Abundance row, while one is left and a corner is vacant.
    pub(crate) fn begin_abundance(&self, a: Animal) -> Option<Decision> {
        (self.abundance_row.iter().any(|e| e.is_some()) && self.any_vacant_corner())
            .then_some(Decision::TakeElement { animal: a, purpose: Purpose::Abundance })
    }

    /// Candidate actions of the abundance decisions (a superset of the legal ones).
    pub(crate) fn abundance_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            TakeElement { .. } => {
                out.push(Action::Pass);
                out.extend(Element::ALL.map(|element| Action::TakeElement { element }));
            }
            PlaceElement { purpose, .. } => match purpose {
                Purpose::Wanderlust { hex } => out.extend(hex.corners().map(|corner| Action::PlaceElement { corner })),
                _ => out.extend(Corner::all().map(|corner| Action::PlaceElement { corner })),
            },
            _ => {}
        }
    }

    /// Legality of an action for the abundance decisions.
    pub(crate) fn abundance_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (TakeElement { purpose, .. }, Action::Pass) => match purpose {
                Purpose::Abundance | Purpose::Wanderlust { .. } => Ok(()),
                _ => Err((rule!("§11.1"), "ds-err-dominance-card-resolved-as-fully")),
            },
            (TakeElement { purpose, .. }, Action::TakeElement { element }) => {
                let ok = match purpose {
                    Purpose::Abundance => self.abundance_row.contains(&Some(element)),
                    Purpose::Wanderlust { .. } => self.wanderlust_row.contains(&Some(element)),
                    Purpose::Habitat | Purpose::Aquatic => self.bag[element.idx()] > 0,
                };
                if ok {
                    Ok(())
                } else {
                    Err((rule!("§7.4"), "ds-err-element-not-available-there"))
                }
            }
            (PlaceElement { purpose, .. }, Action::PlaceElement { corner }) => {
                let ok = self.vacant_corner(corner)
                    && match purpose {
                        Purpose::Abundance | Purpose::Habitat => true,
                        Purpose::Wanderlust { hex } => hex.corners().contains(&corner),
                        Purpose::Aquatic => self.corner_tiles(corner).iter().any(|h| self.sea_or_wetland(h)),
                    };
                if ok {
                    Ok(())
                } else {
                    Err((rule!("§7.4"), "ds-err-disc-go-vacant-corner-allowed"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the abundance decisions; the next decision of the step, if any.
    pub(crate) fn abundance_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (TakeElement { animal, purpose }, Action::Pass) => match purpose {
                Purpose::Wanderlust { hex } => self.wanderlust_after_element(animal, hex, fx),
                _ => None,
            },
            (TakeElement { animal, purpose }, Action::TakeElement { element }) => {
                match purpose {
                    Purpose::Abundance => take_from_row(&mut self.abundance_row, element),
                    Purpose::Wanderlust { .. } => take_from_row(&mut self.wanderlust_row, element),
                    Purpose::Habitat | Purpose::Aquatic => self.bag[element.idx()] -= 1,
                }
                Some(PlaceElement { animal, element, purpose })
            }
            (PlaceElement { animal, element, purpose }, Action::PlaceElement { corner }) => {
                self.put_element(animal, corner, element, fx);
                match purpose {
                    Purpose::Abundance | Purpose::Habitat => None,
                    Purpose::Wanderlust { hex } => self.wanderlust_after_element(animal, hex, fx),
                    Purpose::Aquatic => self.aquatic_part_two(animal, Some(corner)),
                }
            }
            _ => None,
        }
    }
}
