//! Setup (docs/rules/evo.md §6) with the random consumption order of §17.

use std::sync::Arc;

use super::super::effects::Effect;
use super::super::board::{Board, BoardsFile};
use super::super::options::Options;
use super::super::state::{HandCard, Player, Portrait, RoundFlags, Rules, State, Step, DINOS_PER_PLAYER, HAND_SIZE};
use super::super::types::{Card, Gene};
use crate::engine::{RuleError, SplitMix64};

impl State {
    /// §6.2: a new game for `seats` seats, started: round 1 runs up to the first decision
    /// and what happened on the way (the roll-off, the climate roll) waits in `opening`
    /// to be reported with the first action's effects (E9).
    pub fn create(seats: u8, options: &Options, seed: u64) -> Result<State, RuleError> {
        let mut state = State::set_up(seats, options, seed)?;
        let mut fx: Vec<Effect> = Vec::new();
        state.start_round(&mut fx);
        state.advance(&mut fx);
        state.opening = fx;
        Ok(state)
    }

    /// §6.2 steps 1–8: the set-up table before round 1 begins (no die rolled yet).
    pub(crate) fn set_up(seats: u8, options: &Options, seed: u64) -> Result<State, RuleError> {
        if !(3..=5).contains(&seats) {
            return Err(RuleError::invalid(msg!("evo-err-players", seats = seats)));
        }
        options.check(seats).map_err(|e| RuleError::invalid(msg!("evo-err-options", why = e)))?;
        let name = options.board_name(seats);
        let board = match &options.boards {
            Some(file) => Board::from_file(file, name, usize::from(seats))
                .map_err(|e| RuleError::invalid(msg!("evo-err-boards", why = e.to_string())))?,
            None => Board::from_file(BoardsFile::default_boards(), name, usize::from(seats))
                .map_err(|e| RuleError::invalid(msg!("evo-err-embedded-boards", why = e.to_string())))?,
        };

        let n = usize::from(seats);
        let mut rng = SplitMix64::new(seed);
        // §17 1(a): the gene pile from its canonical order.
        let mut bag = Gene::canonical_pile();
        rng.shuffle(&mut bag);
        // §17 1(b), PD-45: the event deck, dealt one card at a time in seat order, 3 passes.
        let mut deck = Card::ALL.to_vec();
        rng.shuffle(&mut deck);
        let mut players_v: Vec<Player> = (0..n)
            .map(|_| Player {
                ep: options.starting_ep,
                genes: Portrait::default(),
                supply: DINOS_PER_PLAYER,
                hand: Vec::new(),
                final_bonus: 0,
            })
            .collect();
        let mut dealt = deck.drain(..HAND_SIZE * n);
        for _ in 0..HAND_SIZE {
            for p in players_v.iter_mut() {
                if let Some(card) = dealt.next() {
                    p.hand.push(HandCard { card, playable_from: 1 });
                }
            }
        }
        drop(dealt);
        // §17 1(c), PD-42: start regions shuffled and assigned to seats 0..N-1.
        let mut stars = board.stars().to_vec();
        rng.shuffle(&mut stars);

        let mut state = State {
            seats,
            rules: Rules {
                starting_ep: options.starting_ep,
                initiative_tie_break: options.initiative_tie_break,
                four_player_board: options.four_player_board,
                hard_variant: options.hard_variant,
                round_track: options.round_track.clone(),
            },
            board_name: name.to_string(),
            dinos: vec![None; board.len()],
            board: Arc::new(board),
            round: 1,
            step: Step::W1Start,
            turn: 0,
            climate: 0,
            meteor: seats,
            order: (0..seats).collect(),
            players: players_v,
            bag,
            deck,
            discard: Vec::new(),
            removed_card_tiles: 0,
            flags: RoundFlags::default(),
            window: None,
            response: None,
            movement: None,
            birth: None,
            survival: None,
            auction: None,
            end: None,
            rng,
            opening: Vec::new(),
            forced_dice: Vec::new(),
        };
        for (seat, &region) in stars.iter().enumerate() {
            state.put_dino(seat as u8, region, false);
        }
        Ok(state)
    }
}
