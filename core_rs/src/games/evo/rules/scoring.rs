//! End of game and final scoring (docs/rules/evo.md §15): the scores, the ranking with its
//! tie-break (dinos on the board) and shared victory (PD-37).

use serde_json::{json, Value};

use super::super::state::{State, Step};
use super::super::types;
use crate::engine::{Outcome, Seat};

impl State {
    /// §15: each player's score now (EP plus the final bonus of UNEXPECTED_GENE).
    pub(crate) fn current_scores(&self) -> Vec<i64> {
        self.players.iter().map(|p| i64::from(p.ep) + i64::from(p.final_bonus)).collect()
    }

    /// The outcome once the game is over (after the final window), else `None`.
    pub(crate) fn outcome_if_over(&self) -> Option<Outcome> {
        (self.step == Step::Over && self.decision().is_none()).then(|| self.final_outcome())
    }

    /// §15: final scores, ranking (score, then dinos on the board), shared victory (PD-37).
    pub(crate) fn final_outcome(&self) -> Outcome {
        let scores: Vec<i64> =
            self.players.iter().map(|p| i64::from(p.ep) + i64::from(p.final_bonus)).collect();
        let key = |s: u8| (scores.get(usize::from(s)).copied().unwrap_or(0), self.on_board(s));
        let mut ranking: Vec<Seat> = (0..self.seats).collect();
        ranking.sort_by_key(|&s| std::cmp::Reverse(key(s)));
        let best = ranking.first().map(|&s| key(s));
        let winners: Vec<Seat> = ranking.iter().copied().filter(|&s| Some(key(s)) == best).collect();
        let dinos: Vec<u32> = (0..self.seats).map(|s| self.on_board(s)).collect();
        // Per-player results by role (the colour of the species) for score distributions.
        let roles: Vec<Value> = (0..self.seats)
            .map(|s| json!({"role": types::colour(s), "seat": s, "score": scores.get(usize::from(s)).copied().unwrap_or(0)}))
            .collect();
        Outcome {
            scores,
            ranking,
            winners: winners.clone(),
            detail: json!({
                "dinos_on_board": dinos,
                "shared_victory": winners.len() > 1,
                "end": self.end,
                "roles": roles,
            }),
        }
    }
}
