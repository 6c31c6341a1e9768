//! The set-up options (docs/rules/evo.md §0.2) and the board override of PD-01: what a new
//! game is asked for. The running game keeps the switches it needs in `state::Rules`.

use serde::{Deserialize, Serialize};
use crate::i18n::Msg;

use super::board::BoardsFile;

/// §8 step 2.2 (PD-07): which players go first on equal tails.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    #[default]
    MoreDinosFirst,
    FewerDinosFirst,
}

/// §4.2 (PD-03): the two map sides used by four players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum FourPlayerBoard {
    #[default]
    #[serde(rename = "S+L")]
    SmallLarge,
    #[serde(rename = "MA+MB")]
    TwoMedium,
}

/// A die space of the round track (§5.5): the meteor strikes on any of `impact`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DieSpace {
    pub space: u8,
    pub impact: Vec<u8>,
}

/// The round (meteor) track, §5.5 (PD-05): spaces 1..=`last_space`; reaching the last space
/// ends the game; die spaces roll for an impact.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundTrack {
    pub last_space: u8,
    pub die_spaces: Vec<DieSpace>,
}

impl Default for RoundTrack {
    /// §5.5: 16 spaces; 13 strikes on 1, 14 on 1–2, 15 on 1–3.
    fn default() -> Self {
        RoundTrack {
            last_space: 16,
            die_spaces: vec![
                DieSpace { space: 13, impact: vec![1] },
                DieSpace { space: 14, impact: vec![1, 2] },
                DieSpace { space: 15, impact: vec![1, 2, 3] },
            ],
        }
    }
}

impl RoundTrack {
    /// The impact numbers of `space`, if it is a die space.
    pub fn die_space(&self, space: u8) -> Option<&[u8]> {
        self.die_spaces.iter().find(|d| d.space == space).map(|d| d.impact.as_slice())
    }

    fn check(&self, seats: u8) -> Result<(), Msg> {
        if self.last_space <= seats {
            return Err(msg!("evo-err-last-space", start = seats, last = self.last_space));
        }
        for (i, d) in self.die_spaces.iter().enumerate() {
            if d.space == 0 || d.space >= self.last_space {
                return Err(msg!("evo-err-die-space-range", space = d.space, last = self.last_space));
            }
            if self.die_spaces[..i].iter().any(|e| e.space == d.space) {
                return Err(msg!("evo-err-die-space-twice", space = d.space));
            }
            if d.impact.iter().any(|&v| !(1..=6).contains(&v)) {
                return Err(msg!("evo-err-die-space-impact", space = d.space));
            }
        }
        Ok(())
    }
}

/// The rule switches of §0.2 (and the board override of PD-01).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// `startingEP` (PD-06): 6 (default) or 10.
    pub starting_ep: u32,
    /// `initiativeTieBreak` (PD-07).
    pub initiative_tie_break: TieBreak,
    /// `fourPlayerBoard` (PD-03): "S+L" (default) or "MA+MB".
    pub four_player_board: FourPlayerBoard,
    /// `hardVariant` (§16): one gene fewer, one pass allowed, meteor still in rounds 1–2.
    pub hard_variant: bool,
    /// `roundTrack` (§5.5, PD-05).
    pub round_track: RoundTrack,
    /// `useBlankCards` (PD-36): only `false` is supported.
    pub use_blank_cards: bool,
    /// Replaces the embedded `data/boards.json` (same shape), PD-01.
    pub boards: Option<BoardsFile>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            starting_ep: 6,
            initiative_tie_break: TieBreak::MoreDinosFirst,
            four_player_board: FourPlayerBoard::SmallLarge,
            hard_variant: false,
            round_track: RoundTrack::default(),
            use_blank_cards: false,
            boards: None,
        }
    }
}

impl Options {
    /// Check the switches for a game of `seats` seats (the board is checked when it is
    /// loaded).
    pub fn check(&self, seats: u8) -> Result<(), Msg> {
        if self.starting_ep != 6 && self.starting_ep != 10 {
            return Err(msg!("evo-err-starting-ep", ep = self.starting_ep));
        }
        if self.use_blank_cards {
            return Err(msg!("evo-err-blank-cards"));
        }
        self.round_track.check(seats)
    }

    /// §4.2: the board configuration for `seats` seats.
    pub fn board_name(&self, seats: u8) -> &'static str {
        match (seats, self.four_player_board) {
            (3, _) => "S+MB",
            (4, FourPlayerBoard::SmallLarge) => "S+L",
            (4, FourPlayerBoard::TwoMedium) => "MA+MB",
            _ => "MA+L",
        }
    }
}
