//! la-isla §4: set-up, with the RNG uses of §4.3/§4.4 in their fixed order.

use crate::engine::{RuleError, SeatSet, SplitMix64};

use super::super::cards::{self, Card};
use super::super::island::{default_island, SharedIsland};
use super::super::state::{Answers, Assigned, CStage, Player, State};
use super::super::types::{Phase, Species};
use super::super::Options;

/// §4.2: the end threshold for 2, 3 and 4 players.
pub fn threshold(n: u8) -> u8 {
    match n {
        2 => 7,
        3 => 9,
        _ => 11,
    }
}

/// §4.2: explorers of each colour in the general supply at the start.
pub const GENERAL_EXPLORERS: u8 = 2;
/// §4.2: explorers in the personal supply at the start.
pub const SUPPLY_EXPLORERS: u8 = 5;
/// §2: explorers per colour (1 VP marker + 5 supply + 2 general).
pub const EXPLORERS_PER_COLOUR: u8 = 8;

impl State {
    /// §4.3 S1–S8, then the first card phase's draw (§7.1 step 1).
    pub fn setup(seats: u8, options: &Options, seed: u64) -> Result<State, RuleError> {
        if !(2..=4).contains(&seats) {
            return Err(RuleError::invalid(msg!("li-err-seats", seats = seats)));
        }
        if !cards::table_ok() {
            return Err(RuleError::invalid(msg!("li-err-card-table")));
        }
        let data = match &options.island {
            Some(d) => d.clone(),
            None => default_island().map_err(|e| RuleError::invalid(msg!("li-err-island-data", detail = e)))?,
        };
        data.check().map_err(|e| RuleError::invalid(msg!("li-err-island-option", detail = e)))?;
        if let Some(fp) = options.first_player {
            if fp >= seats {
                return Err(RuleError::invalid(msg!("li-err-first-player", first = fp, seats = seats)));
            }
        }
        let mut rng = SplitMix64::new(seed);
        // S1: the toothed pieces in random order (RNG use #1).
        let mut layout: Vec<usize> = (0..data.pieces.len()).collect();
        rng.shuffle(&mut layout);
        let island = data.resolve(&layout).map_err(|e| RuleError::invalid(msg!("li-err-island", detail = e)))?;
        // S2: 7 small tiles of each species over the 35 regions (RNG use #2).
        let mut tiles: Vec<Species> = Species::ALL.iter().flat_map(|&z| std::iter::repeat_n(z, 7)).collect();
        rng.shuffle(&mut tiles);
        // S5: one large tile per player (RNG use #3).
        let mut large = Species::ALL;
        rng.shuffle(&mut large);
        // S6: the first player (RNG use #4 only when random).
        let first_player = match options.first_player {
            Some(fp) => fp,
            None => rng.next_int(seats as u64) as u8,
        };
        // S7: one draw pile in card-id order, shuffled (RNG use #5).
        let mut deck: Vec<Card> = (0..options.card_set.size()).map(|i| Card(i as u8)).collect();
        rng.shuffle(&mut deck);
        // S4, S8.
        let players = (0..seats as usize)
            .map(|i| Player {
                vp: 0,
                resources: [1; 5],
                supply: SUPPLY_EXPLORERS,
                large_tile: large[i],
                small_tiles: [0; 5],
                slots: vec![Vec::new(); 3],
                hand: Vec::new(),
                assigned: Assigned::default(),
                answers: Answers::default(),
            })
            .collect();
        let n_spaces = island.spaces.len();
        let mut state = State {
            seats,
            card_set: options.card_set,
            threshold: threshold(seats),
            round: 1,
            phase: Phase::Card,
            first_player,
            island: SharedIsland(std::sync::Arc::new(island)),
            explorers: vec![SeatSet::EMPTY; n_spaces],
            tiles: tiles.into_iter().map(Some).collect(),
            steps: [0; 5],
            deck,
            discard: Vec::new(),
            general_explorers: vec![GENERAL_EXPLORERS; seats as usize],
            players,
            c_index: 0,
            c_stage: CStage::Choose,
            followups: Vec::new(),
            end_reason: None,
            rng,
        };
        // The first card phase's draw happens at once; its effects are not reported (the
        // hands are in each seat's view).
        let mut fx = Vec::new();
        state.start_card_phase(&mut fx);
        Ok(state)
    }
}
