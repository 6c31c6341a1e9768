//! Queries of the board that every rule asks: occupied hexes, the tiles around a corner or
//! a hex, the cubes on a hex, vacant corners, the Hibernation protections. The changes that
//! report an effect are the rules' primitives (`rules/ops.rs`).

use super::board::{Corner, Hex, HexSet};
use super::State;
use crate::games::dominant_species::data::Animal;

impl State {
    /// Hexes holding at least one cube.
    pub(crate) fn occupied(&self) -> HexSet {
        let mut s = HexSet::EMPTY;
        for (i, c) in self.cubes.iter().enumerate() {
            if c.iter().any(|&n| n > 0) {
                s.insert(Hex(i as u8));
            }
        }
        s
    }

    /// The tiles (placed hexes) among a corner's three positions.
    pub(crate) fn corner_tiles(&self, c: Corner) -> HexSet {
        let mut s = HexSet::EMPTY;
        for h in c.hexes() {
            if self.has_tile(h) {
                s.insert(h);
            }
        }
        s
    }

    /// Tiles adjacent to `h`.
    pub(crate) fn adjacent_tiles(&self, h: Hex) -> HexSet {
        h.neighbors().inter(self.earth())
    }

    /// Total cubes on a hex, all animals together.
    pub(crate) fn total_cubes(&self, h: Hex) -> u32 {
        self.cubes.get(h.idx()).map_or(0, |c| c.iter().map(|&n| u32::from(n)).sum())
    }

    /// Animals (bitmask by food-chain index) with cubes on `h`.
    pub(crate) fn animals_on(&self, h: Hex) -> u8 {
        let mut m = 0u8;
        if let Some(c) = self.cubes.get(h.idx()) {
            for (i, &n) in c.iter().enumerate() {
                if n > 0 {
                    m |= 1 << i;
                }
            }
        }
        m
    }

    /// True when some animal other than `a` has a cube on `h`.
    pub(crate) fn has_opponent_on(&self, h: Hex, a: Animal) -> bool {
        self.animals_on(h) & !(1u8 << a.idx()) != 0
    }

    /// Non-inherent element types on a display, as a bitmask by element index.
    pub(crate) fn added_mask(&self, a: Animal) -> u8 {
        let mut m = 0;
        for (i, &n) in self.animals[a.idx()].added.iter().enumerate() {
            if n > 0 {
                m |= 1 << i;
            }
        }
        m
    }

    /// Vacant corners on earth (§3.4).
    pub(crate) fn vacant_corner(&self, c: Corner) -> bool {
        self.element_at(c).is_none() && self.corner_on_earth(c)
    }

    /// True when some vacant on-earth corner exists.
    pub(crate) fn any_vacant_corner(&self) -> bool {
        Corner::all().any(|c| self.vacant_corner(c))
    }

    /// §11 Hibernation: protected cubes of `a` on `h` this round.
    pub(crate) fn protected(&self, h: Hex, a: Animal) -> u8 {
        self.hibernation.iter().filter(|p| p.0 == h && p.1 == a).map(|p| p.2).sum()
    }
}
