//! Phase 2 — Climate (docs/rules/evo.md §9, §5).

use super::super::effects::Effect;
use super::super::state::State;
use super::super::types::{climate_after_die, Card, CLIMATE_TRACK};

impl State {
    /// §9 steps 2–3: the start player rolls unless CATASTROPHE or WEATHER_GENE set the
    /// climate this round.
    pub(crate) fn climate_roll(&mut self, fx: &mut Vec<Effect>) {
        if self.anyone_played(Card::Catastrophe) || self.anyone_played(Card::WeatherGene) {
            return;
        }
        let seat = self.start_player();
        let roll = self.roll_die();
        let from = self.climate;
        self.climate = climate_after_die(from, roll);
        fx.push(Effect::ClimateRolled {
            seat,
            roll,
            from,
            to: self.climate,
            temperate: CLIMATE_TRACK[usize::from(self.climate % 6)],
        });
    }
}
