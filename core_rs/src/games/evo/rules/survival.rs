//! Phase 5 — Survival and evolution points (docs/rules/evo.md §12).

use super::super::effects::{Cause, Effect};
use super::super::state::{State, Step, Survival};
use super::super::types::{classify, Card, ClimateClass};
use crate::engine::RuleError;

impl State {
    /// `seat`'s dinos whose region has climate `class`, ascending.
    fn dinos_in_class(&self, seat: u8, class: ClimateClass) -> Vec<u8> {
        State::regions(self.dinos_of(seat))
            .filter(|&r| classify(self.climate, self.board.terrain(r)) == class)
            .collect()
    }

    /// §12 step 2: how many of `count` cold (or hot) dinos of `seat` survive: fur (parasols),
    /// one fewer with ICE_COLD (KILLER_RAYS), all with PTHERMODACTYLUS (HEATPROOF_SKIN).
    pub(crate) fn survivors_allowed(&self, seat: u8, hot: bool, count: u32) -> u32 {
        let (own_card, reducer, protection) = if hot {
            (Card::HeatproofSkin, Card::KillerRays, self.player(seat).parasols())
        } else {
            (Card::Pthermodactylus, Card::IceCold, self.player(seat).fur())
        };
        if self.played(seat, own_card) {
            return count;
        }
        let protection =
            if self.anyone_played(reducer) { protection.saturating_sub(1) } else { protection };
        protection.min(count)
    }

    /// Set up the cold (`hot == false`) or hot stage of the player at `s.turn`.
    fn setup_stage(&self, s: &mut Survival, seat: u8, hot: bool) {
        let class = if hot { ClimateClass::Hot } else { ClimateClass::Cold };
        s.hot = hot;
        s.candidates = self.dinos_in_class(seat, class);
        s.keep_left = self.survivors_allowed(seat, hot, s.candidates.len() as u32);
    }

    /// Begin the survival of the player at `turn`: deadly regions die, then the cold stage.
    fn begin_player(&self, s: &mut Survival, seat: u8) {
        s.doomed.extend(self.dinos_in_class(seat, ClimateClass::Scorching));
        s.doomed.extend(self.dinos_in_class(seat, ClimateClass::Freezing));
        self.setup_stage(s, seat, false);
    }

    /// §12 step 2: players in order, cold then hot dinos; a choice is asked only when some
    /// but not all of them survive. True while a player must choose.
    pub(crate) fn survival_step(&mut self, fx: &mut Vec<Effect>) -> bool {
        let mut s = match self.survival.take() {
            Some(s) => s,
            None => {
                let mut s = Survival { turn: 0, hot: false, keep_left: 0, candidates: Vec::new(), doomed: Vec::new() };
                if let Some(seat) = self.in_order(0) {
                    self.begin_player(&mut s, seat);
                }
                s
            }
        };
        loop {
            if s.keep_left > 0 && (s.keep_left as usize) < s.candidates.len() {
                self.survival = Some(s);
                return true;
            }
            // The stage is decided: with no protection left the undecided dinos die,
            // otherwise they all survive.
            if s.keep_left == 0 {
                s.doomed.append(&mut s.candidates);
            }
            s.candidates.clear();
            s.keep_left = 0;
            let Some(seat) = self.in_order(s.turn) else { break };
            if s.hot {
                s.turn += 1;
                let Some(next) = self.in_order(s.turn) else { break };
                self.begin_player(&mut s, next);
            } else {
                self.setup_stage(&mut s, seat, true);
            }
        }
        self.finish_survival(s.doomed, fx);
        false
    }

    /// §12 steps 2–3: remove all doomed dinos together (PD-13), then 1 EP per dino.
    fn finish_survival(&mut self, mut doomed: Vec<u8>, fx: &mut Vec<Effect>) {
        doomed.sort_unstable();
        for region in doomed {
            if let Some(owner) = self.remove_dino(region) {
                if let Some(d) = self.flags.survival_deaths.get_mut(usize::from(owner)) {
                    *d = d.saturating_add(1);
                }
                fx.push(Effect::DinoRemoved {
                    seat: owner,
                    region: self.board.id(region).to_string(),
                    cause: Cause::Climate,
                });
            }
        }
        for seat in self.order.clone() {
            let amount = self.on_board(seat);
            let p = self.player_mut(seat);
            p.ep = p.ep.saturating_add(amount);
            let total = p.ep;
            if amount > 0 {
                fx.push(Effect::EpGained { seat, amount, total });
            }
        }
        self.survival = None;
        self.step = Step::W5End;
    }

    /// The player whose survival choice is pending.
    pub(crate) fn survival_chooser(&self) -> Option<u8> {
        self.survival.as_ref().and_then(|s| self.in_order(s.turn))
    }

    /// §12 step 2: the kept dino must be one of the undecided cold (hot) dinos.
    pub(crate) fn check_keep(&self, region: u8) -> Result<(), RuleError> {
        let ok = self.survival.as_ref().is_some_and(|s| s.candidates.contains(&region));
        if ok {
            Ok(())
        } else {
            let kind = if self.survival.as_ref().is_some_and(|s| s.hot) { "hot" } else { "cold" };
            Err(RuleError::illegal(
                rule!("§12"),
                msg!("evo-err-not-a-candidate", region = self.board.id(region), class = kind),
            ))
        }
    }

    pub(crate) fn apply_keep(&mut self, seat: u8, region: u8, fx: &mut Vec<Effect>) {
        if let Some(s) = self.survival.as_mut() {
            s.candidates.retain(|&r| r != region);
            s.keep_left = s.keep_left.saturating_sub(1);
        }
        fx.push(Effect::DinoKept { seat, region: self.board.id(region).to_string() });
    }
}
