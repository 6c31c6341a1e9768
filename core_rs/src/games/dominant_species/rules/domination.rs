//! §7.12 Domination: a tile scores (steps 1–4, also the final scoring of §12.3), then its
//! dominant animal takes a Dominance card (step 5).

use crate::games::dominant_species::data::{Animal, Terrain};
use crate::games::dominant_species::effects::{Effect, Reason};
use crate::games::dominant_species::state::board::{Hex, HexSet};
use crate::games::dominant_species::state::{Decision, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;

impl State {
    /// §7.12: a tile not yet chosen this round.
    pub(crate) fn begin_domination(&self, a: Animal) -> Option<Decision> {
        (!self.earth().inter(HexSet(!self.dominated.0)).is_empty()).then_some(Decision::Domination { animal: a })
    }

    /// §7.12 steps 1–5 for the chosen tile.
    fn dominate(&mut self, by: Animal, h: Hex, fx: &mut Vec<Effect>) -> Option<Decision> {
        self.dominated.insert(h);
        fx.push(Effect::TileChosen { animal: by, hex: h, terrain: self.terrain(h).unwrap_or(Terrain::Tundra), card: None });
        self.score_tile(h, Reason::Domination, fx);
        let d = self.dominant[h.idx()]?;
        (!self.face_up.is_empty()).then_some(Decision::ChooseCard { animal: d, hex: h })
    }

    /// §7.12 steps 1–4 / §12.3: score one tile by cube counts, ties by food chain.
    pub(crate) fn score_tile(&mut self, h: Hex, reason: Reason, fx: &mut Vec<Effect>) {
        let Some(t) = self.terrain(h) else { return };
        let row = t.scoring_row();
        let mut order: [(u8, usize); 6] = [(0, 0); 6];
        for (i, slot) in order.iter_mut().enumerate() {
            *slot = (self.cubes[h.idx()][i], i);
        }
        // Most cubes first; equal counts keep food-chain order (stable sort).
        order.sort_by_key(|x| std::cmp::Reverse(x.0));
        for (place, &(n, i)) in order.iter().enumerate() {
            if n == 0 || place >= row.len() {
                break;
            }
            if let Some(a) = Animal::from_idx(i) {
                let vp = row[place];
                self.animals[a.idx()].vp += vp;
                fx.push(Effect::PlaceScored { animal: a, vp, place: place as u8 + 1, hex: h, terrain: t, reason });
            }
        }
    }

    /// Candidate actions of the domination decisions (a superset of the legal ones).
    pub(crate) fn domination_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            Domination { .. } => {
                out.push(Action::Pass);
                out.extend(self.earth().iter().map(|hex| Action::Dominate { hex }));
            }
            ChooseCard { .. } => out.extend(self.face_up.iter().map(|&card| Action::TakeCard { card })),
            _ => {}
        }
    }

    /// Legality of an action for the domination decisions.
    pub(crate) fn domination_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match (*d, *act) {
            (Domination { .. }, Action::Pass) => Ok(()),
            (Domination { .. }, Action::Dominate { hex }) => {
                if !self.has_tile(hex) {
                    Err((rule!("§7.12"), "ds-err-choose-tile-earth"))
                } else if self.dominated.contains(hex) {
                    Err((rule!("§7.12"), "ds-err-tile-was-already-chosen-for"))
                } else {
                    Ok(())
                }
            }
            (ChooseCard { .. }, Action::TakeCard { card }) => {
                if self.face_up.contains(&card) {
                    Ok(())
                } else {
                    Err((rule!("§11.1"), "ds-err-card-not-face-up"))
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked action of the domination decisions; the next decision of the step, if any.
    pub(crate) fn domination_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision::*;
        match (d, act) {
            (Domination { animal }, Action::Dominate { hex }) => self.dominate(animal, hex, fx),
            (ChooseCard { animal, hex }, Action::TakeCard { card }) => {
                self.face_up.retain(|&c| c != card);
                self.taken.push(card);
                fx.push(Effect::CardTaken { animal, card });
                self.resolve_card(animal, card, hex, fx)
            }
            _ => None,
        }
    }
}
