//! §7.9 Wanderlust: a new tile, a disc on it, the bonus VPs, and the moves onto it.

use crate::games::dominant_species::data::Animal;
use crate::games::dominant_species::effects::{Effect, Reason};
use crate::games::dominant_species::state::board::{Hex, HexSet};
use crate::games::dominant_species::state::{Decision, Purpose, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.9: a face-up tile and an empty board space next to a tile.
    pub(crate) fn begin_wanderlust(&self, a: Animal) -> Option<Decision> {
        (self.face_up_stacks() != 0 && !self.wanderlust_hexes().is_empty()).then_some(Decision::WanderlustTile { animal: a })
    }

    /// Bitmask of stacks (0..3) whose top tile is face up.
    pub(crate) fn face_up_stacks(&self) -> u8 {
        let mut m = 0;
        for i in 0..3 {
            if self.stack_face_up[i] && !self.stacks[i].is_empty() {
                m |= 1 << i;
            }
        }
        m
    }

    /// §7.9 step 1: empty board spaces adjacent to at least one tile.
    pub(crate) fn wanderlust_hexes(&self) -> HexSet {
        let earth = self.earth();
        let mut s = HexSet::EMPTY;
        for h in Hex::all() {
            if !earth.contains(h) && !h.neighbors().inter(earth).is_empty() {
                s.insert(h);
            }
        }
        s
    }

    /// After a Wanderlust disc (or none): §7.9 step 3 bonus VPs, then the moves.
    pub(crate) fn wanderlust_after_element(&mut self, owner: Animal, hex: Hex, fx: &mut Vec<Effect>) -> Option<Decision> {
        let n = self.adjacent_tiles(hex).len();
        self.gain_bonus(owner, n, Reason::Wanderlust, fx);
        self.wanderlust_moves_from(0, hex)
    }

    /// §7.9: the next animal (food-chain order from index `from`) that could move a cube onto `hex`.
    pub(crate) fn wanderlust_moves_from(&self, from: usize, hex: Hex) -> Option<Decision> {
        let adj = self.adjacent_tiles(hex);
        Animal::ALL
            .into_iter()
            .skip(from)
            .find(|&a| self.in_play(a) && adj.iter().any(|h| self.cubes_on(h, a) > 0))
            .map(|a| Decision::WanderlustMove { animal: a, hex })
    }

    /// Candidate actions of the wanderlust decisions (a superset of the legal ones).
    pub(crate) fn wanderlust_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            WanderlustTile { .. } => {
                out.push(Action::Pass);
                out.extend((1..=3).map(|stack| Action::TakeTile { stack }));
            }
            WanderlustHex { .. } => out.extend(self.wanderlust_hexes().iter().map(|hex| Action::PlaceTile { hex })),
            WanderlustMove { hex, .. } => {
                out.push(Action::Done);
                out.extend(self.adjacent_tiles(hex).iter().map(|from| Action::MoveCube { from, to: hex }));
            }
            _ => {}
        }
    }

    /// Legality of an action for the wanderlust decisions.
    pub(crate) fn wanderlust_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (WanderlustTile { .. }, Action::Pass) => Ok(()),
            (WanderlustTile { .. }, Action::TakeTile { stack }) => {
                if (1..=3).contains(&stack) && self.face_up_stacks() & (1 << (stack - 1)) != 0 {
                    Ok(())
                } else {
                    Err((rule!("§7.9"), "ds-err-stack-has-no-face-up"))
                }
            }
            (WanderlustHex { stack, .. }, Action::PlaceTile { hex }) => {
                if stack >= 3 || self.face_up_stacks() & (1 << stack) == 0 {
                    Err((rule!("§7.9"), "ds-err-stack-has-no-face-up"))
                } else if self.wanderlust_hexes().contains(hex) {
                    Ok(())
                } else {
                    Err((rule!("§7.9"), "ds-err-tile-goes-empty-board-space"))
                }
            }
            (WanderlustMove { .. }, Action::Done) => Ok(()),
            (WanderlustMove { animal, hex }, Action::MoveCube { from, to }) => {
                if to == hex && self.adjacent_tiles(hex).contains(from) && self.cubes_on(from, animal) > 0 {
                    Ok(())
                } else {
                    Err((rule!("§7.9"), "ds-err-move-cube-from-tile-adjacent"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the wanderlust decisions; the next decision of the step, if any.
    pub(crate) fn wanderlust_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (WanderlustTile { animal }, Action::TakeTile { stack }) => Some(WanderlustHex { animal, stack: stack - 1 }),
            (WanderlustHex { animal, stack }, Action::PlaceTile { hex }) => {
                let st = &mut self.stacks[stack as usize];
                let terrain = st.remove(0);
                self.stack_face_up[stack as usize] = false;
                self.tiles[hex.idx()] = Some(terrain);
                fx.push(Effect::TilePlaced { animal, hex, terrain });
                if self.wanderlust_row.iter().any(|e| e.is_some()) && hex.corners().iter().any(|&c| self.vacant_corner(c)) {
                    Some(TakeElement { animal, purpose: Purpose::Wanderlust { hex } })
                } else {
                    self.wanderlust_after_element(animal, hex, fx)
                }
            }
            (WanderlustMove { animal, hex }, Action::Done) => self.wanderlust_moves_from(animal.idx() + 1, hex),
            (WanderlustMove { animal, hex }, Action::MoveCube { from, to }) => {
                self.move_cubes(animal, from, to, 1, fx);
                if self.adjacent_tiles(hex).iter().any(|h| self.cubes_on(h, animal) > 0) {
                    Some(d)
                } else {
                    self.wanderlust_moves_from(animal.idx() + 1, hex)
                }
            }
            _ => None,
        }
    }
}
