//! Phase 1 — Initiative (docs/rules/evo.md §8).

use super::super::effects::Effect;
use super::super::options::TieBreak;
use super::super::state::State;

impl State {
    /// §8 step 2–4: order by tails, then dinos on the board (switch), then roll-offs;
    /// then a deferred ME_FIRST (PD-29).
    pub(crate) fn compute_initiative(&mut self, fx: &mut Vec<Effect>) {
        let key = |s: &State, seat: u8| -> (u32, i64) {
            let dinos = i64::from(s.on_board(seat));
            let dinos = match s.rules.initiative_tie_break {
                TieBreak::MoreDinosFirst => dinos,
                TieBreak::FewerDinosFirst => -dinos,
            };
            (s.player(seat).tails(), dinos)
        };
        let mut seats: Vec<u8> = (0..self.seats).collect();
        // Stable: each tied group stays in seat order, which is the rolling order (§8.3).
        seats.sort_by_key(|&seat| std::cmp::Reverse(key(self, seat)));
        let mut order = Vec::with_capacity(seats.len());
        let mut i = 0;
        while i < seats.len() {
            let k = key(self, seats[i]);
            let mut j = i + 1;
            while j < seats.len() && key(self, seats[j]) == k {
                j += 1;
            }
            let group = seats[i..j].to_vec();
            order.extend(self.roll_off(group, fx));
            i = j;
        }
        if let Some(first) = self.flags.me_first_after_initiative.take() {
            order.retain(|&s| s != first);
            order.insert(0, first);
        }
        self.order = order;
        fx.push(Effect::OrderSet { order: self.order.clone() });
    }

    /// §8 step 3 (PD-08): the group (in seat order) rolls in seat order, highest first;
    /// equal rolls re-roll recursively, each sub-group resolved completely, earliest place
    /// first.
    fn roll_off(&mut self, group: Vec<u8>, fx: &mut Vec<Effect>) -> Vec<u8> {
        if group.len() < 2 {
            return group;
        }
        let mut rolls: Vec<(u8, u8)> = Vec::with_capacity(group.len());
        for seat in group {
            let roll = self.roll_die();
            fx.push(Effect::InitiativeRolled { seat, roll });
            rolls.push((seat, roll));
        }
        rolls.sort_by_key(|r| std::cmp::Reverse(r.1));
        let mut out = Vec::with_capacity(rolls.len());
        let mut i = 0;
        while i < rolls.len() {
            let mut j = i + 1;
            while j < rolls.len() && rolls[j].1 == rolls[i].1 {
                j += 1;
            }
            let sub: Vec<u8> = rolls[i..j].iter().map(|r| r.0).collect();
            out.extend(self.roll_off(sub, fx));
            i = j;
        }
        out
    }
}
