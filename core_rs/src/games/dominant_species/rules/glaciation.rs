//! §7.7 Glaciation: all of it: when GLA-1 may act, which tiles may be glaciated, and the
//! glaciation itself (steps 2–7; also the Ice Sheet card, §11).

use crate::games::dominant_species::data::{Animal, Space};
use crate::games::dominant_species::effects::{Effect, Reason};
use crate::games::dominant_species::state::board::{Corner, Hex, HexSet};
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.7: only GLA-1 resolves, and only when a tile can be glaciated.
    pub(crate) fn begin_glaciation(&self, a: Animal, s: Space) -> Option<Decision> {
        (s == Space::GLA[0] && self.can_glaciate()).then_some(Decision::Glaciation { animal: a, card: false })
    }

    /// §7.7 step 1: non-tundra tiles adjacent to a tundra tile.
    pub(crate) fn glaciation_targets(&self) -> HexSet {
        let mut s = HexSet::EMPTY;
        for h in self.earth().iter() {
            if !self.tundra.contains(h) && !h.neighbors().inter(self.tundra).is_empty() {
                s.insert(h);
            }
        }
        s
    }

    pub(crate) fn can_glaciate(&self) -> bool {
        self.tundra_supply > 0 && !self.glaciation_targets().is_empty()
    }

    /// §7.7 steps 2–7 on `h` (Glaciation or Ice Sheet).
    pub(crate) fn glaciate(&mut self, a: Animal, h: Hex, reason: Reason, fx: &mut Vec<Effect>) {
        self.tundra.insert(h);
        self.tundra_supply -= 1;
        fx.push(Effect::TundraPlaced { hex: h });
        for c in Corner::all() {
            if self.element_at(c).is_some() && c.is_interior() && c.hexes().all(|x| self.tundra.contains(x)) {
                self.remove_element(c, fx);
            }
        }
        let n = h.neighbors().inter(self.tundra).len();
        self.gain_bonus(a, n, reason, fx);
        for b in Animal::ALL {
            let k = self.cubes_on(h, b);
            if k > 1 {
                self.cubes[h.idx()][b.idx()] = 1;
                self.animals[b.idx()].gene_pool += k - 1;
                fx.push(Effect::CubesToGenePool { animal: b, hex: h, count: k - 1 });
            }
        }
        self.refresh(HexSet::one(h), fx);
    }

    /// Candidate actions of the glaciation decisions (a superset of the legal ones).
    pub(crate) fn glaciation_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            Glaciation { .. } => {
                out.push(Action::Pass);
                out.extend(self.glaciation_targets().iter().map(|hex| Action::Glaciate { hex }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the glaciation decisions.
    pub(crate) fn glaciation_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (Glaciation { card, .. }, Action::Pass) => {
                if card {
                    Err((rule!("§11 Ice Sheet"), "ds-err-card-resolved-as-fully-as"))
                } else {
                    Ok(())
                }
            }
            (Glaciation { .. }, Action::Glaciate { hex }) => {
                if self.glaciation_targets().contains(hex) && self.tundra_supply > 0 {
                    Ok(())
                } else {
                    Err((rule!("§7.7"), "ds-err-glaciate-non-tundra-tile-adjacent"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the glaciation decisions; the next decision of the step, if any.
    pub(crate) fn glaciation_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (Glaciation { animal, card }, Action::Glaciate { hex }) => {
                self.glaciate(animal, hex, if card { Reason::IceSheet } else { Reason::Glaciation }, fx);
                None
            }
            _ => None,
        }
    }
}
