//! la-isla §5: the island as data. `data/island.json` describes the central piece, the ten
//! toothed pieces and the jungle regions; `IslandData::resolve` assembles it for a layout
//! (the piece at each position, §4.3 S1) into the spaces and regions the rules use.
//!
//! Format (a transcription of the printed pieces may replace the file, or be passed as the
//! `island` option, without code changes):
//! ```text
//! { "note": "...",                                  (optional, ignored)
//!   "centre": { "spaces":  [ {"id": "C0", "landscape": "DESERT", "symbol": "TENT"}, ... ],
//!               "regions": [ {"id": "Z0", "value": 2, "spaces": ["C0", "C1"]}, ... ] },
//!   "pieces": [ {"id": "T1", "spaces": [ {"slot": "M0", "landscape": ..., "symbol": ...}, ... ],
//!                "regions": [ ... ] },                       (optional, per-piece regions)
//!               ... ],
//!   "position_regions": [ {"id": "W{k}", "value": 4,
//!                          "spaces": ["P{k}M1", "P{k}O1", "P{k+1}O0", "P{k+1}M0"]}, ... ] }
//! ```
//! The piece at position `k` contributes the spaces `P{k}{slot}`. In region ids and space
//! references, `{k}`, `{k+N}` and `{k-N}` stand for the position (mod the number of pieces):
//! a `position_regions` entry is repeated for every position k; a piece's own `regions` are
//! instantiated with k = the position where the piece lies. Canonical region order (§5.2):
//! the centre's regions as listed, then each `position_regions` entry for k = 0, 1, ...,
//! then the pieces' own regions by position. Spaces are numbered: the centre's spaces as
//! listed, then for k = 0, 1, ... the slots of the piece at k as listed.

use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::types::{Colour, Landscape, Symbol};

/// The number of jungle regions: one per small animal tile (§4.3 S2: 7 per species).
pub const REGION_COUNT: usize = 35;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IslandData {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    pub centre: CentreData,
    pub pieces: Vec<PieceData>,
    #[serde(default)]
    pub position_regions: Vec<RegionData>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CentreData {
    pub spaces: Vec<CentreSpace>,
    #[serde(default)]
    pub regions: Vec<RegionData>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CentreSpace {
    pub id: String,
    pub landscape: Landscape,
    pub symbol: Symbol,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PieceData {
    pub id: String,
    pub spaces: Vec<PieceSpace>,
    #[serde(default)]
    pub regions: Vec<RegionData>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PieceSpace {
    pub slot: String,
    pub landscape: Landscape,
    pub symbol: Symbol,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RegionData {
    pub id: String,
    pub value: u8,
    pub spaces: Vec<String>,
}

/// The island shipped with the engine (§5.3–§5.5).
pub const ISLAND_JSON: &str = include_str!("../data/island.json");

pub fn default_island() -> Result<IslandData, String> {
    serde_json::from_str(ISLAND_JSON).map_err(|e| format!("island.json: {e}"))
}

/// One landscape space of the assembled island.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpaceInfo {
    pub id: String,
    pub landscape: Landscape,
    pub symbol: Symbol,
    /// The regions this space borders, ascending (= canonical region order).
    pub regions: Vec<u8>,
}

impl SpaceInfo {
    pub fn colour(&self) -> Colour {
        self.landscape.colour()
    }
}

/// One jungle region of the assembled island.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegionInfo {
    pub id: String,
    pub value: u8,
    pub spaces: Vec<u8>,
}

/// The assembled island: the piece id at each position, the spaces and the regions.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Island {
    pub layout: Vec<String>,
    pub spaces: Vec<SpaceInfo>,
    pub regions: Vec<RegionInfo>,
}

/// Replace `{k}`, `{k+N}`, `{k-N}` by the position, mod `n`.
fn substitute(template: &str, k: usize, n: usize) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let close = after.find('}').ok_or_else(|| format!("unclosed '{{' in {template:?}"))?;
        let expr = &after[..close];
        let offset: i64 = if expr == "k" {
            0
        } else if let Some(d) = expr.strip_prefix("k+") {
            d.parse().map_err(|_| format!("bad placeholder {{{expr}}} in {template:?}"))?
        } else if let Some(d) = expr.strip_prefix("k-") {
            -d.parse::<i64>().map_err(|_| format!("bad placeholder {{{expr}}} in {template:?}"))?
        } else {
            return Err(format!("bad placeholder {{{expr}}} in {template:?}"));
        };
        let pos = (k as i64 + offset).rem_euclid(n as i64);
        out.push_str(&pos.to_string());
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

impl IslandData {
    /// Assemble the island with `layout[k]` = index (into `pieces`) of the piece at position k.
    /// Checks everything §5 requires; the error says what is wrong.
    pub fn resolve(&self, layout: &[usize]) -> Result<Island, String> {
        let n = self.pieces.len();
        if n == 0 || n > 64 {
            return Err(format!("island: {n} toothed pieces; expected 1 to 64"));
        }
        if layout.len() != n {
            return Err(format!("island: layout has {} positions for {n} pieces", layout.len()));
        }
        let mut seen_piece = vec![false; n];
        for &p in layout {
            match seen_piece.get_mut(p) {
                Some(s) if !*s => *s = true,
                _ => return Err(format!("island: layout {layout:?} is not a permutation of the pieces")),
            }
        }
        for (i, p) in self.pieces.iter().enumerate() {
            if self.pieces[..i].iter().any(|q| q.id == p.id) {
                return Err(format!("island: piece id {:?} appears twice", p.id));
            }
            if p.spaces.is_empty() {
                return Err(format!("island: piece {:?} has no spaces", p.id));
            }
            for (j, s) in p.spaces.iter().enumerate() {
                if s.slot.is_empty() || p.spaces[..j].iter().any(|t| t.slot == s.slot) {
                    return Err(format!("island: piece {:?} has an empty or repeated slot {:?}", p.id, s.slot));
                }
            }
        }
        let mut spaces: Vec<SpaceInfo> = Vec::new();
        for s in &self.centre.spaces {
            spaces.push(SpaceInfo { id: s.id.clone(), landscape: s.landscape, symbol: s.symbol, regions: vec![] });
        }
        for (k, &p) in layout.iter().enumerate() {
            for s in &self.pieces[p].spaces {
                spaces.push(SpaceInfo {
                    id: format!("P{k}{}", s.slot),
                    landscape: s.landscape,
                    symbol: s.symbol,
                    regions: vec![],
                });
            }
        }
        if spaces.len() > 250 {
            return Err(format!("island: {} spaces; at most 250 are supported", spaces.len()));
        }
        for (i, s) in spaces.iter().enumerate() {
            if s.id.is_empty() || spaces[..i].iter().any(|t| t.id == s.id) {
                return Err(format!("island: space id {:?} is empty or appears twice", s.id));
            }
        }
        // Regions in canonical order: centre, position templates, pieces' own.
        let mut raw: Vec<(String, u8, Vec<String>)> = Vec::new();
        for r in &self.centre.regions {
            raw.push((r.id.clone(), r.value, r.spaces.clone()));
        }
        for r in &self.position_regions {
            for k in 0..n {
                let sp = r.spaces.iter().map(|s| substitute(s, k, n)).collect::<Result<Vec<_>, _>>()?;
                raw.push((substitute(&r.id, k, n)?, r.value, sp));
            }
        }
        for (k, &p) in layout.iter().enumerate() {
            for r in &self.pieces[p].regions {
                let sp = r.spaces.iter().map(|s| substitute(s, k, n)).collect::<Result<Vec<_>, _>>()?;
                raw.push((substitute(&r.id, k, n)?, r.value, sp));
            }
        }
        if raw.len() != REGION_COUNT {
            return Err(format!("island: {} jungle regions; the 35 small animal tiles need exactly 35", raw.len()));
        }
        let mut regions: Vec<RegionInfo> = Vec::new();
        for (ri, (id, value, names)) in raw.into_iter().enumerate() {
            if id.is_empty() || regions.iter().any(|r| r.id == id) {
                return Err(format!("island: region id {id:?} is empty or appears twice"));
            }
            if !(2..=4).contains(&value) {
                return Err(format!("island: region {id} has value {value}; printed values are 2, 3 or 4"));
            }
            if names.len() != value as usize {
                return Err(format!(
                    "island: region {id} has value {value} but {} surrounding spaces (§5.1: they must be equal)",
                    names.len()
                ));
            }
            let mut idx = Vec::new();
            for name in &names {
                let si = spaces
                    .iter()
                    .position(|s| &s.id == name)
                    .ok_or_else(|| format!("island: region {id} names unknown space {name:?}"))?;
                if idx.contains(&(si as u8)) {
                    return Err(format!("island: region {id} names space {name} twice"));
                }
                idx.push(si as u8);
                spaces[si].regions.push(ri as u8);
            }
            regions.push(RegionInfo { id, value, spaces: idx });
        }
        let layout = layout.iter().map(|&p| self.pieces[p].id.clone()).collect();
        Ok(Island { layout, spaces, regions })
    }

    /// Check the data by assembling it in the identity layout.
    pub fn check(&self) -> Result<(), String> {
        let ident: Vec<usize> = (0..self.pieces.len()).collect();
        self.resolve(&ident).map(|_| ())
    }
}

impl Island {
    /// The consistency of an assembled island (for restored states).
    pub fn check(&self) -> Result<(), String> {
        if self.regions.len() != REGION_COUNT {
            return Err(format!("island has {} regions, expected 35", self.regions.len()));
        }
        if self.spaces.len() > 250 || self.spaces.is_empty() {
            return Err("island space count out of range".into());
        }
        for (ri, r) in self.regions.iter().enumerate() {
            if r.spaces.len() != r.value as usize || !(2..=4).contains(&r.value) {
                return Err(format!("region {} value {} does not match its {} spaces", r.id, r.value, r.spaces.len()));
            }
            for (j, &s) in r.spaces.iter().enumerate() {
                let sp = self.spaces.get(s as usize).ok_or_else(|| format!("region {} names space {s}", r.id))?;
                if !sp.regions.contains(&(ri as u8)) || r.spaces[..j].contains(&s) {
                    return Err(format!("region {} and space {} disagree", r.id, sp.id));
                }
            }
        }
        for (si, s) in self.spaces.iter().enumerate() {
            if s.regions.windows(2).any(|w| w[0] >= w[1]) {
                return Err(format!("space {}: regions not ascending", s.id));
            }
            for &r in &s.regions {
                let reg = self.regions.get(r as usize).ok_or_else(|| format!("space {} names region {r}", s.id))?;
                if !reg.spaces.contains(&(si as u8)) {
                    return Err(format!("space {} and region {} disagree", s.id, reg.id));
                }
            }
        }
        Ok(())
    }

    pub fn space_index(&self, id: &str) -> Option<u8> {
        self.spaces.iter().position(|s| s.id == id).map(|i| i as u8)
    }

    pub fn region_index(&self, id: &str) -> Option<u8> {
        self.regions.iter().position(|r| r.id == id).map(|i| i as u8)
    }
}

/// The assembled island, shared between clones of a state (it never changes in a game).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SharedIsland(pub Arc<Island>);

impl std::ops::Deref for SharedIsland {
    type Target = Island;
    fn deref(&self) -> &Island {
        &self.0
    }
}

impl Serialize for SharedIsland {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de> Deserialize<'de> for SharedIsland {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Island::deserialize(d).map(|i| SharedIsland(Arc::new(i)))
    }
}
