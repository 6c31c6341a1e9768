//! Board geometry (docs/rules/dominant-species.md §3): the 35 hex spaces in axial flat-top
//! coordinates, their neighbours, and the corners where element discs sit. Everything is
//! computed once into tables; hexes and corners are small integer ids, sets are bitsets.

use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// §3.1 neighbour directions, clockwise from N: N, NE, SE, S, SW, NW.
pub const DIRS: [(i8, i8); 6] = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];

pub const HEXES: usize = 35;
const NONE: u8 = u8::MAX;

/// A board hex space, by id (0..35, ordered by (q, r)). Serialized as `[q, r]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hex(pub u8);

/// A corner (element position), by id (ordered by its sorted triple of positions).
/// Serialized as its three positions `[[q, r], [q, r], [q, r]]`, sorted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Corner(pub u8);

/// §3.2: the board's hex spaces.
pub fn on_board(q: i8, r: i8) -> bool {
    let s = -q - r;
    q.abs() <= 3 && r.abs() <= 3 && s.abs() <= 3 && !(q == 0 && r.abs() == 3)
}

pub struct Geometry {
    pub coords: [(i8, i8); HEXES],
    /// Neighbour in each direction, or `NONE` off the board.
    pub neighbors: [[u8; 6]; HEXES],
    /// The six corners of each hex, k = 0..5 (§3.4: corner k lies between d_k and d_k+1).
    pub hex_corners: [[u8; 6]; HEXES],
    /// Each corner's three positions, sorted.
    pub corner_positions: Vec<[(i8, i8); 3]>,
    /// Each corner's board hexes (up to three; `NONE` for off-grid positions).
    pub corner_hexes: Vec<[u8; 3]>,
    pub neighbor_mask: [HexSet; HEXES],
}

impl Geometry {
    fn build() -> Geometry {
        let mut coords = [(0i8, 0i8); HEXES];
        let mut n = 0;
        for q in -3i8..=3 {
            for r in -3i8..=3 {
                if on_board(q, r) {
                    coords[n] = (q, r);
                    n += 1;
                }
            }
        }
        let find = |p: (i8, i8)| coords.iter().position(|&c| c == p).map_or(NONE, |i| i as u8);
        let mut neighbors = [[NONE; 6]; HEXES];
        let mut neighbor_mask = [HexSet::EMPTY; HEXES];
        for (i, &(q, r)) in coords.iter().enumerate() {
            for (k, &(dq, dr)) in DIRS.iter().enumerate() {
                let p = (q + dq, r + dr);
                if on_board(p.0, p.1) {
                    neighbors[i][k] = find(p);
                    neighbor_mask[i].insert(Hex(neighbors[i][k]));
                }
            }
        }
        let corner_key = |(q, r): (i8, i8), k: usize| {
            let a = DIRS[k];
            let b = DIRS[(k + 1) % 6];
            let mut t = [(q, r), (q + a.0, r + a.1), (q + b.0, r + b.1)];
            t.sort();
            t
        };
        let mut keys: Vec<[(i8, i8); 3]> = Vec::new();
        for &c in &coords {
            for k in 0..6 {
                keys.push(corner_key(c, k));
            }
        }
        keys.sort();
        keys.dedup();
        let mut hex_corners = [[0u8; 6]; HEXES];
        for (row, &c) in hex_corners.iter_mut().zip(coords.iter()) {
            for (k, slot) in row.iter_mut().enumerate() {
                let key = corner_key(c, k);
                *slot = keys.iter().position(|x| *x == key).map_or(NONE, |p| p as u8);
            }
        }
        let corner_hexes = keys
            .iter()
            .map(|t| {
                let mut h = [NONE; 3];
                for (j, &p) in t.iter().enumerate() {
                    if on_board(p.0, p.1) {
                        h[j] = find(p);
                    }
                }
                h
            })
            .collect();
        Geometry { coords, neighbors, hex_corners, corner_positions: keys, corner_hexes, neighbor_mask }
    }
}

pub fn geometry() -> &'static Geometry {
    static G: OnceLock<Geometry> = OnceLock::new();
    G.get_or_init(Geometry::build)
}

/// Number of corners (element positions) on the board.
pub fn corner_count() -> usize {
    geometry().corner_positions.len()
}

impl Hex {
    pub fn at(q: i8, r: i8) -> Option<Hex> {
        if !on_board(q, r) {
            return None;
        }
        geometry().coords.iter().position(|&c| c == (q, r)).map(|i| Hex(i as u8))
    }
    pub fn idx(self) -> usize {
        self.0 as usize
    }
    pub fn coords(self) -> (i8, i8) {
        geometry().coords[self.idx() % HEXES]
    }
    pub fn all() -> impl Iterator<Item = Hex> {
        (0..HEXES as u8).map(Hex)
    }
    /// §3.1: the neighbour in direction `d` (0..6), `None` off the board.
    pub fn neighbor(self, d: usize) -> Option<Hex> {
        let n = geometry().neighbors[self.idx() % HEXES][d % 6];
        (n != NONE).then_some(Hex(n))
    }
    pub fn neighbors(self) -> HexSet {
        geometry().neighbor_mask[self.idx() % HEXES]
    }
    pub fn corners(self) -> [Corner; 6] {
        geometry().hex_corners[self.idx() % HEXES].map(Corner)
    }
    pub fn distance(self, other: Hex) -> u8 {
        let (a, b) = (self.coords(), other.coords());
        let dq = (a.0 - b.0).abs();
        let dr = (a.1 - b.1).abs();
        let ds = (a.0 + a.1 - b.0 - b.1).abs();
        dq.max(dr).max(ds) as u8
    }
    pub fn label(self) -> String {
        let (q, r) = self.coords();
        format!("({q},{r})")
    }
}

impl Corner {
    pub fn idx(self) -> usize {
        self.0 as usize
    }
    pub fn all() -> impl Iterator<Item = Corner> {
        (0..corner_count() as u8).map(Corner)
    }
    /// The board hexes of this corner (tiles or not).
    pub fn hexes(self) -> impl Iterator<Item = Hex> {
        let h = geometry().corner_hexes.get(self.idx()).copied().unwrap_or([NONE; 3]);
        h.into_iter().filter(|&x| x != NONE).map(Hex)
    }
    /// True when all three positions are board hexes.
    pub fn is_interior(self) -> bool {
        geometry().corner_hexes.get(self.idx()).is_some_and(|h| h.iter().all(|&x| x != NONE))
    }
    pub fn positions(self) -> [(i8, i8); 3] {
        geometry().corner_positions.get(self.idx()).copied().unwrap_or_default()
    }
    pub fn from_positions(mut p: [(i8, i8); 3]) -> Option<Corner> {
        p.sort();
        geometry().corner_positions.iter().position(|x| *x == p).map(|i| Corner(i as u8))
    }
    pub fn label(self) -> String {
        let p = self.positions();
        format!("({},{})({},{})({},{})", p[0].0, p[0].1, p[1].0, p[1].1, p[2].0, p[2].1)
    }
}

impl Serialize for Hex {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (q, r) = self.coords();
        [q, r].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Hex {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let [q, r] = <[i8; 2]>::deserialize(d)?;
        Hex::at(q, r).ok_or_else(|| serde::de::Error::custom(format!("({q},{r}) is not a board hex space")))
    }
}

impl Serialize for Corner {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.positions().map(|(q, r)| [q, r]).serialize(s)
    }
}

impl<'de> Deserialize<'de> for Corner {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let p = <[[i8; 2]; 3]>::deserialize(d)?;
        Corner::from_positions(p.map(|[q, r]| (q, r)))
            .ok_or_else(|| serde::de::Error::custom(format!("{p:?} is not a corner of the board")))
    }
}

/// JSON Schema: a board hex space as its `[q, r]` axial coordinates, one of the board's.
impl schemars::JsonSchema for Hex {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Hex".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let all: Vec<[i8; 2]> = Hex::all().map(|h| { let (q, r) = h.coords(); [q, r] }).collect();
        schemars::json_schema!({
            "type": "array", "description": "a hex space as [q, r] axial coordinates",
            "items": {"type": "integer"}, "minItems": 2, "maxItems": 2, "enum": all,
        })
    }
}

/// JSON Schema: a corner as the `[q, r]` coordinates of its three hexes, sorted.
impl schemars::JsonSchema for Corner {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Corner".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let all: Vec<[[i8; 2]; 3]> = Corner::all().map(|c| c.positions().map(|(q, r)| [q, r])).collect();
        schemars::json_schema!({
            "type": "array", "description": "a corner as the sorted [q, r] coordinates of its three hexes",
            "items": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2},
            "minItems": 3, "maxItems": 3, "enum": all,
        })
    }
}

/// A set of hexes as a bitmask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HexSet(pub u64);

impl HexSet {
    pub const EMPTY: HexSet = HexSet(0);
    pub(crate) fn one(h: Hex) -> HexSet {
        let mut s = HexSet::EMPTY;
        s.insert(h);
        s
    }
    pub fn contains(self, h: Hex) -> bool {
        self.0 & (1u64 << h.0) != 0
    }
    pub fn insert(&mut self, h: Hex) {
        self.0 |= 1u64 << h.0;
    }
    pub fn remove(&mut self, h: Hex) {
        self.0 &= !(1u64 << h.0);
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn union(self, o: HexSet) -> HexSet {
        HexSet(self.0 | o.0)
    }
    pub fn inter(self, o: HexSet) -> HexSet {
        HexSet(self.0 & o.0)
    }
    /// The hex with the lowest id, if any.
    pub fn first(self) -> Option<Hex> {
        (self.0 != 0).then(|| Hex(self.0.trailing_zeros() as u8))
    }
    pub fn iter(self) -> impl Iterator<Item = Hex> {
        let mut m = self.0;
        std::iter::from_fn(move || {
            if m == 0 {
                None
            } else {
                let i = m.trailing_zeros();
                m &= m - 1;
                Some(Hex(i as u8))
            }
        })
    }
}

impl Serialize for HexSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for HexSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<Hex> = Vec::deserialize(d)?;
        let mut set = HexSet::EMPTY;
        for h in v {
            set.insert(h);
        }
        Ok(set)
    }
}

/// A count per hex (35 small counters), serialized as a list of 35 numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HexCounts(pub [u8; HEXES]);

impl Default for HexCounts {
    fn default() -> Self {
        HexCounts([0; HEXES])
    }
}

impl HexCounts {
    pub fn get(&self, h: Hex) -> u8 {
        self.0.get(h.idx()).copied().unwrap_or(0)
    }
    pub fn add(&mut self, h: Hex, n: u8) {
        if let Some(c) = self.0.get_mut(h.idx()) {
            *c = c.saturating_add(n);
        }
    }
}

impl Serialize for HexCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.iter())
    }
}

impl<'de> Deserialize<'de> for HexCounts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<u8> = Vec::deserialize(d)?;
        let a: [u8; HEXES] =
            v.try_into().map_err(|_| serde::de::Error::custom("a per-hex count list has 35 entries"))?;
        Ok(HexCounts(a))
    }
}

/// JSON Schema: a set of hexes as the list of their `[q, r]` coordinates, in hex order.
impl schemars::JsonSchema for HexSet {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "HexSet".into()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let hex = g.subschema_for::<Hex>();
        schemars::json_schema!({"type": "array", "description": "a set of hexes, in hex order", "items": hex, "uniqueItems": true})
    }
}

/// JSON Schema: a count per hex, as a list of 35 numbers in hex order.
impl schemars::JsonSchema for HexCounts {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "HexCounts".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "array", "description": "a count per hex, in hex order",
            "items": {"type": "integer", "minimum": 0}, "minItems": HEXES, "maxItems": HEXES,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// §3.2: 35 spaces, (0,±3) excluded.
    #[test]
    fn s3_2_board_extent() {
        assert_eq!(Hex::all().count(), 35);
        assert!(Hex::at(0, -3).is_none() && Hex::at(0, 3).is_none());
        assert!(Hex::at(1, -3).is_some() && Hex::at(-3, 3).is_some());
        assert!(Hex::at(4, 0).is_none());
    }

    /// §3.1 neighbours and distance; off-board neighbours are None.
    #[test]
    fn s3_1_neighbors_and_distance() {
        let c = Hex::at(0, 0).unwrap();
        let ring: Vec<(i8, i8)> = (0..6).map(|d| c.neighbor(d).unwrap().coords()).collect();
        assert_eq!(ring, vec![(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]);
        assert_eq!(c.neighbors().len(), 6);
        let top = Hex::at(0, -2).unwrap();
        assert_eq!(top.neighbor(0), None); // (0,-3) is not a board space
        let edge = Hex::at(3, -3).unwrap();
        assert_eq!(edge.neighbors().len(), 3);
        assert_eq!(c.distance(Hex::at(1, -3).unwrap()), 3);
    }

    /// §3.4: corners are shared by exactly three positions; the centre's corner 0 is
    /// {C, N, NE} (P1's corner).
    #[test]
    fn s3_4_corners() {
        let c = Hex::at(0, 0).unwrap();
        let k0 = c.corners()[0];
        assert_eq!(k0.positions(), [(0, -1), (0, 0), (1, -1)]);
        assert!(k0.is_interior());
        for h in Hex::all() {
            for k in h.corners() {
                assert!(k.hexes().any(|x| x == h));
            }
        }
        // Each interior hex shares each corner with two neighbours.
        let shared = c.corners().iter().filter(|k| k.hexes().count() == 3).count();
        assert_eq!(shared, 6);
        // A rim hex at the tip has corners touching only itself.
        let tip = Hex::at(3, -3).unwrap();
        assert!(tip.corners().iter().any(|k| k.hexes().count() == 1));
        assert_eq!(Corner::from_positions([(1, -1), (0, -1), (0, 0)]), Some(k0));
    }
}
