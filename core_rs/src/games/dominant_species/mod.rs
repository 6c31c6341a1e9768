//! Dominant Species (rules/dominant-species.md): 2–6 players, the multiple-animals
//! variant, the alternative setup and the short game.

pub mod board;
pub mod data;
pub mod exec;
pub mod state;
mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use board::{Corner, Hex, HexSet};
pub use data::{Animal, Card, Element, Space, Terrain};
pub use exec::Phase;
pub use state::{Options, State};

use crate::engine::{check_turn, Game, GameInfo, Outcome, Pending, RuleError, Seat, Viewer};

/// One atomic decision. JSON: `{"type": "place_ap", "space": "ADA-1"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// §5.1: place one AP on a vacant AP space.
    PlaceAp { space: Space },
}

/// A fact that happened. JSON: `{"type": "ap_placed", "animal": "birds", "space": "ADA-1"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    ApPlaced { animal: Animal, space: Space },
    PlanningEnded { round: u32 },
    DominanceChanged { hex: Hex, terrain: Terrain, from: Option<Animal>, to: Option<Animal> },
}

impl Game for State {
    type Action = Action;
    type Effect = Effect;
    type Options = Options;

    const INFO: GameInfo = GameInfo { name: "dominant-species", min_seats: 2, max_seats: 6 };

    fn new(seats: u8, options: &Options, seed: u64) -> Result<Self, RuleError> {
        State::setup(seats, options, seed)
    }

    fn seats(&self) -> u8 {
        self.players
    }

    fn pending(&self) -> Option<Pending> {
        let kind = match self.phase {
            Phase::Planning { .. } => "place_ap",
            Phase::Execution { .. } => "execution",
            Phase::Over => return None,
        };
        let animal = self.acting_animal()?;
        Some(Pending::one(self.seat_of(animal), kind))
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(p) = self.pending() else { return };
        if !p.seats.contains(seat) {
            return;
        }
        if let Phase::Planning { .. } = self.phase {
            self.planning_actions(out);
        }
    }

    fn apply_into(&mut self, seat: Seat, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        check_turn(self.pending(), seat)?;
        match self.phase {
            Phase::Planning { turn } => self.apply_planning(turn, action, fx),
            Phase::Execution { .. } => Err(RuleError::illegal("dominant-species §5.2", "not implemented yet")),
            Phase::Over => Err(RuleError::game_over()),
        }
    }

    fn view(&self, viewer: Viewer) -> serde_json::Value {
        view::view(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        None
    }

    fn scores(&self) -> Vec<i64> {
        let mut s = vec![0i64; self.players as usize];
        for a in self.animals_in_play() {
            let seat = self.seat_of(a) as usize;
            let vp = i64::from(self.animals[a.idx()].vp);
            // §13.2: a player's score is the lowest of their animals.
            s[seat] = if self.options.multiple_animals {
                if self.animals_in_play().filter(|&b| self.seat_of(b) as usize == seat).next() == Some(a) {
                    vp
                } else {
                    s[seat].min(vp)
                }
            } else {
                vp
            };
        }
        s
    }

    fn progress(&self) -> serde_json::Value {
        let phase = match self.phase {
            Phase::Planning { .. } => "planning",
            Phase::Execution { .. } => "execution",
            Phase::Over => "over",
        };
        serde_json::json!({ "round": self.round, "phase": phase })
    }

    fn validate(&self) -> Result<(), String> {
        self.check()
    }

    fn describe(e: &Effect) -> String {
        match e {
            Effect::ApPlaced { animal, space } => format!("{} place an action pawn on {}", animal.name(), space.id()),
            Effect::PlanningEnded { round } => format!("Planning of round {round} ends"),
            Effect::DominanceChanged { hex, terrain, from, to } => match (from, to) {
                (_, Some(a)) => format!("{} become dominant on the {} {}", a.name(), terrain.name(), hex.label()),
                (Some(a), None) => format!("{} lose dominance on the {} {}", a.name(), terrain.name(), hex.label()),
                (None, None) => format!("Dominance on the {} {} is unchanged", terrain.name(), hex.label()),
            },
        }
    }
}
