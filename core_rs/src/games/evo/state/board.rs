//! The island as data (docs/rules/evo.md §4, PD-01): regions with terrain, a coastal flag, a
//! star flag and an adjacency list. The default boards of §4.3 live in `data/boards.json`
//! (embedded); `Options::boards` may replace them with a file of the same shape, so a
//! transcription of the printed maps needs no code change.
//!
//! Region order: the position of a region in its board's `regions` list is its index (used
//! in actions); the default data lists regions by row, then column, so index order is the
//! "region ID (row, then column)" order that FLOOD (§14.3) and the start-region shuffle
//! (§17) use.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::types::Terrain;

/// The most regions a board may have (adjacency is a 128-bit set).
pub const MAX_REGIONS: usize = 128;

/// The embedded default boards (§4.3).
const DEFAULT_BOARDS: &str = include_str!("../data/boards.json");

/// One region as written in a boards file.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RegionData {
    pub id: String,
    /// The half-board map side the region belongs to (informational, e.g. "S", "MB").
    #[serde(default)]
    pub map: String,
    pub terrain: Terrain,
    /// §4.1: on the seashore (used only by FLOOD).
    pub coastal: bool,
    /// §4.1: a start region (white star).
    #[serde(default)]
    pub star: bool,
    /// Ids of the land regions sharing an edge with this one.
    pub adjacent: Vec<String>,
}

/// One assembled board (two half-board sides) as written in a boards file.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardData {
    /// The two map sides (§4.2), informational.
    #[serde(default)]
    pub maps: Vec<String>,
    pub regions: Vec<RegionData>,
}

/// The shape of `data/boards.json` and of `Options::boards`: boards by configuration name
/// ("S+MB", "S+L", "MA+MB", "MA+L", §4.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardsFile {
    pub boards: BTreeMap<String, BoardData>,
}

impl BoardsFile {
    /// The embedded default boards of §4.3.
    pub fn default_boards() -> &'static BoardsFile {
        static CELL: OnceLock<BoardsFile> = OnceLock::new();
        CELL.get_or_init(|| {
            // The embedded file is checked by the tests; an unreadable one gives no boards,
            // so `new` reports a clear error instead of panicking.
            serde_json::from_str(DEFAULT_BOARDS).unwrap_or(BoardsFile { boards: BTreeMap::new() })
        })
    }
}

/// A validated board with precomputed bitsets. Serializes as its `BoardData`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "BoardData", into = "BoardData")]
pub struct Board {
    data: BoardData,
    adjacency: Vec<u128>,
    coastal: u128,
    stars: Vec<u8>,
}

impl TryFrom<BoardData> for Board {
    type Error = String;

    /// Checks: 1..=128 regions, unique non-empty ids, adjacency to existing other regions,
    /// without repeats, and symmetric; stars on desert regions (§4.1).
    fn try_from(data: BoardData) -> Result<Self, String> {
        let n = data.regions.len();
        if n == 0 || n > MAX_REGIONS {
            return Err(format!("a board needs 1 to {MAX_REGIONS} regions, not {n}"));
        }
        let mut index: BTreeMap<&str, usize> = BTreeMap::new();
        for (i, r) in data.regions.iter().enumerate() {
            if r.id.is_empty() {
                return Err(format!("region #{i} has an empty id"));
            }
            if index.insert(r.id.as_str(), i).is_some() {
                return Err(format!("region id {:?} appears twice", r.id));
            }
        }
        let mut adjacency = vec![0u128; n];
        let mut coastal = 0u128;
        let mut stars = Vec::new();
        for (i, r) in data.regions.iter().enumerate() {
            for a in &r.adjacent {
                let j = *index
                    .get(a.as_str())
                    .ok_or_else(|| format!("region {:?} lists unknown neighbour {a:?}", r.id))?;
                if j == i {
                    return Err(format!("region {:?} lists itself as a neighbour", r.id));
                }
                if adjacency[i] & (1u128 << j) != 0 {
                    return Err(format!("region {:?} lists neighbour {a:?} twice", r.id));
                }
                adjacency[i] |= 1u128 << j;
            }
            if r.coastal {
                coastal |= 1u128 << i;
            }
            if r.star {
                if r.terrain != Terrain::Desert {
                    return Err(format!("start region {:?} is not a desert region (§4.1)", r.id));
                }
                stars.push(i as u8);
            }
        }
        for i in 0..n {
            for j in bits(adjacency[i]) {
                if adjacency[usize::from(j)] & (1u128 << i) == 0 {
                    return Err(format!(
                        "adjacency is not symmetric: {:?} lists {:?} but not the reverse",
                        data.regions[i].id, data.regions[usize::from(j)].id
                    ));
                }
            }
        }
        Ok(Board { data, adjacency, coastal, stars })
    }
}

impl From<Board> for BoardData {
    fn from(b: Board) -> BoardData {
        b.data
    }
}

/// The indices of the set bits of `set`, ascending.
pub fn bits(mut set: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        if set == 0 {
            None
        } else {
            let i = set.trailing_zeros() as u8;
            set &= set - 1;
            Some(i)
        }
    })
}

impl Board {
    /// Resolve the board `name` from `file` and check it has `stars` start regions.
    pub fn from_file(file: &BoardsFile, name: &str, stars: usize) -> Result<Board, String> {
        let data = file
            .boards
            .get(name)
            .ok_or_else(|| format!("no board named {name:?} (known: {:?})", file.boards.keys().collect::<Vec<_>>()))?;
        let board = Board::try_from(data.clone()).map_err(|e| format!("board {name:?}: {e}"))?;
        if board.stars.len() != stars {
            return Err(format!(
                "board {name:?} has {} start regions but {stars} players need {stars} (§4.1)",
                board.stars.len()
            ));
        }
        Ok(board)
    }

    pub fn len(&self) -> usize {
        self.data.regions.len()
    }
    pub fn is_empty(&self) -> bool {
        self.data.regions.is_empty()
    }
    /// The region's id ("r3c2"); "?" for an index out of range.
    pub fn id(&self, region: u8) -> &str {
        self.data.regions.get(usize::from(region)).map_or("?", |r| r.id.as_str())
    }
    /// The index of the region with this id.
    pub fn index_of(&self, id: &str) -> Option<u8> {
        self.data.regions.iter().position(|r| r.id == id).map(|i| i as u8)
    }
    pub fn terrain(&self, region: u8) -> Terrain {
        self.data.regions.get(usize::from(region)).map_or(Terrain::Mountains, |r| r.terrain)
    }
    pub fn is_coastal(&self, region: u8) -> bool {
        region < 128 && self.coastal & (1u128 << region) != 0
    }
    /// The neighbours of one region as a set.
    pub fn adjacent(&self, region: u8) -> u128 {
        self.adjacency.get(usize::from(region)).copied().unwrap_or(0)
    }
    pub fn are_adjacent(&self, a: u8, b: u8) -> bool {
        b < 128 && self.adjacent(a) & (1u128 << b) != 0
    }
    /// All regions within `k` steps of some region of `set` (§4.3.1 distance, ignoring
    /// occupancy), `set` included.
    pub fn within(&self, set: u128, k: u8) -> u128 {
        let mut reach = set;
        for _ in 0..k {
            let mut next = reach;
            for i in bits(reach) {
                next |= self.adjacent(i);
            }
            if next == reach {
                break;
            }
            reach = next;
        }
        reach
    }
    /// Start regions in index order (§17 step 1c sorts them this way).
    pub fn stars(&self) -> &[u8] {
        &self.stars
    }
}
