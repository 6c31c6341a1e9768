//! The primitives every rule changes the board with: each one changes one thing, reports
//! it as an effect, and refreshes the dominance cache of exactly the hexes it touched (§2
//! "Dominant": dominance changes instantly with elements, cubes and displays).

use crate::games::dominant_species::data::{bonus_vp, Animal, Element, Terrain};
use crate::games::dominant_species::effects::{Effect, Reason};
use crate::games::dominant_species::state::board::{Corner, Hex, HexSet};
use crate::games::dominant_species::state::State;

impl State {
    /// Re-evaluate dominance on `hexes`, reporting every change.
    pub(crate) fn refresh(&mut self, hexes: HexSet, fx: &mut Vec<Effect>) {
        for h in hexes.iter() {
            let new = self.compute_dominant(h);
            let old = self.dominant[h.idx()];
            if new != old {
                self.dominant[h.idx()] = new;
                let terrain = self.terrain(h).unwrap_or(Terrain::Tundra);
                fx.push(Effect::DominanceChanged { hex: h, terrain, from: old, to: new });
            }
        }
    }

    /// A display changed: every occupied tile may change (§2).
    pub(crate) fn refresh_all(&mut self, fx: &mut Vec<Effect>) {
        let occ = self.occupied();
        self.refresh(occ, fx);
    }

    /// Gene pool → earth.
    pub(crate) fn add_cubes(&mut self, a: Animal, h: Hex, n: u8, fx: &mut Vec<Effect>) {
        if n == 0 {
            return;
        }
        self.animals[a.idx()].gene_pool -= n;
        self.cubes[h.idx()][a.idx()] += n;
        fx.push(Effect::CubesAdded { animal: a, hex: h, count: n });
        self.refresh(HexSet::one(h), fx);
    }

    /// Earth → box (§2: eliminated cubes are out of play; Hibernation may bring them back).
    pub(crate) fn eliminate(&mut self, a: Animal, h: Hex, n: u8, fx: &mut Vec<Effect>) {
        if n == 0 {
            return;
        }
        self.cubes[h.idx()][a.idx()] -= n;
        self.animals[a.idx()].eliminated += n;
        fx.push(Effect::CubesEliminated { animal: a, hex: h, count: n });
        self.refresh(HexSet::one(h), fx);
    }

    pub(crate) fn move_cubes(&mut self, a: Animal, from: Hex, to: Hex, n: u8, fx: &mut Vec<Effect>) {
        self.cubes[from.idx()][a.idx()] -= n;
        self.cubes[to.idx()][a.idx()] += n;
        fx.push(Effect::CubesMoved { animal: a, from, to, count: n });
        let mut s = HexSet::one(from);
        s.insert(to);
        self.refresh(s, fx);
    }

    /// `a` puts a disc onto a vacant corner.
    pub(crate) fn put_element(&mut self, a: Animal, c: Corner, e: Element, fx: &mut Vec<Effect>) {
        self.elements[c.idx()] = Some(e);
        fx.push(Effect::ElementPlaced { animal: a, element: e, corner: c });
        let t = self.corner_tiles(c);
        self.refresh(t, fx);
    }

    /// A disc from earth back to the bag.
    pub(crate) fn remove_element(&mut self, c: Corner, fx: &mut Vec<Effect>) {
        if let Some(e) = self.elements[c.idx()].take() {
            self.bag[e.idx()] += 1;
            fx.push(Effect::ElementRemoved { element: e, corner: c });
            let t = self.corner_tiles(c);
            self.refresh(t, fx);
        }
    }

    /// A disc added to a display (from a row or the bag; the caller removed it there).
    pub(crate) fn display_add(&mut self, a: Animal, e: Element, fx: &mut Vec<Effect>) {
        self.animals[a.idx()].added[e.idx()] += 1;
        fx.push(Effect::ElementAdapted { animal: a, element: e });
        self.refresh_all(fx);
    }

    /// A non-inherent disc from a display back to the bag.
    pub(crate) fn display_remove(&mut self, a: Animal, e: Element, fx: &mut Vec<Effect>) {
        self.animals[a.idx()].added[e.idx()] -= 1;
        self.bag[e.idx()] += 1;
        fx.push(Effect::ElementLost { animal: a, element: e });
        self.refresh_all(fx);
    }

    pub(crate) fn gain_vp(&mut self, a: Animal, vp: u32, reason: Reason, fx: &mut Vec<Effect>) {
        if vp == 0 {
            return;
        }
        self.animals[a.idx()].vp += vp;
        fx.push(Effect::VpGained { animal: a, vp, reason });
    }

    pub(crate) fn gain_bonus(&mut self, a: Animal, count: u32, reason: Reason, fx: &mut Vec<Effect>) {
        self.gain_vp(a, bonus_vp(count), reason, fx);
    }

    /// §9.3: never below 0.
    pub(crate) fn lose_vp(&mut self, a: Animal, vp: u32, reason: Reason, fx: &mut Vec<Effect>) {
        let lost = vp.min(self.animals[a.idx()].vp);
        if lost == 0 {
            return;
        }
        self.animals[a.idx()].vp -= lost;
        fx.push(Effect::VpLost { animal: a, vp: lost, reason });
    }

    /// §4.6: an extra AP from the set-aside cylinders, if any remain.
    pub(crate) fn gain_ap(&mut self, a: Animal, fx: &mut Vec<Effect>) {
        let st = &mut self.animals[a.idx()];
        if st.set_aside > 0 {
            st.set_aside -= 1;
            st.aps += 1;
            fx.push(Effect::ApGained { animal: a });
        }
    }
}
