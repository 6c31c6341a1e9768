//! Phase 6, first part — the meteor (docs/rules/evo.md §13.1, §5.5, §16).

use super::super::effects::Effect;
use super::super::state::{State, Step};
use super::super::types::EndReason;

impl State {
    /// §13.1 steps 2–5: advance the meteor (not in rounds 1–2 of the hard variant), end
    /// on the last space or on a strike; otherwise go on to the auction.
    pub(crate) fn meteor_step(&mut self, fx: &mut Vec<Effect>) {
        let stands_still = self.rules.hard_variant && self.round <= 2;
        if !stands_still {
            self.meteor = self.meteor.saturating_add(1);
            fx.push(Effect::MeteorMoved { space: self.meteor });
            if self.meteor >= self.rules.round_track.last_space {
                self.end = Some(EndReason::LastSpace);
            } else if let Some(impact) = self.rules.round_track.die_space(self.meteor) {
                let struck_on = impact.to_vec();
                let seat = self.start_player();
                let roll = self.roll_die();
                let struck = struck_on.contains(&roll);
                fx.push(Effect::MeteorRolled { seat, roll, struck });
                if struck {
                    self.end = Some(EndReason::MeteorStrike { roll });
                }
            }
        }
        match self.end {
            Some(end) => {
                fx.push(Effect::GameEnded { end });
                self.step = Step::Final;
            }
            None => self.step = Step::W6Bid,
        }
    }
}
