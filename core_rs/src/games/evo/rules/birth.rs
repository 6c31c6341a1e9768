//! Phase 4 — Birth (docs/rules/evo.md §11, with TOUGH_KIDS and WANDERING_BROOD of §14.3).

use super::super::effects::{Cause, Effect};
use super::super::state::{BirthTurn, State, Step};
use super::super::types::Card;
use crate::engine::RuleError;
use crate::i18n::Msg;

/// The legal birth regions of a player right now (§11.2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BirthTargets {
    /// Empty regions within the allowed distance.
    pub empty: u128,
    /// Enemy-occupied regions a TOUGH_KIDS newborn may attack.
    pub attack: u128,
}

impl State {
    /// §11.2: the regions within distance `k` (1, or 3 with WANDERING_BROOD) of the old
    /// dinos (REF); with no old dino on the board, of this phase's surviving newborns, or
    /// anywhere when there are none (PD-12).
    pub(crate) fn birth_targets(&self, seat: u8) -> BirthTargets {
        let mut old = 0u128;
        let mut young = 0u128;
        let mut occupied = 0u128;
        for (i, d) in self.dinos.iter().enumerate() {
            if let Some(d) = d {
                occupied |= 1u128 << i;
                if d.owner == seat {
                    if d.newborn {
                        young |= 1u128 << i;
                    } else {
                        old |= 1u128 << i;
                    }
                }
            }
        }
        let k = if self.played(seat, Card::WanderingBrood) { 3 } else { 1 };
        let reach = if old != 0 {
            self.board.within(old, k)
        } else if young != 0 {
            self.board.within(young, k)
        } else {
            all_regions(self.board.len())
        };
        let empty = reach & !occupied;
        let mut attack = 0u128;
        if self.played(seat, Card::ToughKids) {
            for r in State::regions(reach & occupied) {
                if let Some(d) = self.dino_at(r) {
                    if d.owner != seat && self.attack_block(seat, d.owner, true).is_none() {
                        attack |= 1u128 << r;
                    }
                }
            }
        }
        BirthTargets { empty, attack }
    }

    /// §11.2: births go on while eggs, supply and a legal region remain.
    fn birth_open(&self, b: BirthTurn) -> bool {
        if b.eggs_left == 0 || self.player(b.seat).supply == 0 {
            return false;
        }
        let t = self.birth_targets(b.seat);
        t.empty | t.attack != 0
    }

    /// §11.1 step 2.2: the birth step of the player at `turn`; true while they must decide.
    pub(crate) fn birth_step(&mut self, fx: &mut Vec<Effect>) -> bool {
        let b = match self.birth {
            Some(b) => b,
            None => {
                let Some(seat) = self.in_order(self.turn) else {
                    self.step = Step::W4End;
                    return false;
                };
                let b = BirthTurn { seat, eggs_left: self.player(seat).eggs() };
                self.birth = Some(b);
                b
            }
        };
        if self.birth_open(b) {
            return true;
        }
        let placed = self.player(b.seat).eggs().saturating_sub(b.eggs_left);
        fx.push(Effect::BirthsEnded { seat: b.seat, placed });
        self.birth = None;
        self.turn += 1;
        self.step = Step::W4Own;
        false
    }

    /// §11.2: check a placement; `Ok(Some(defender))` for a TOUGH_KIDS attack.
    pub(crate) fn check_birth(&self, seat: u8, region: u8) -> Result<Option<u8>, RuleError> {
        let rule = rule!("§11.2");
        if usize::from(region) >= self.board.len() {
            return Err(RuleError::illegal(rule, msg!("evo-err-no-such-region", region = region)));
        }
        let t = self.birth_targets(seat);
        let bit = 1u128 << region;
        if t.empty & bit != 0 {
            return Ok(None);
        }
        if t.attack & bit != 0 {
            return Ok(self.dino_at(region).map(|d| d.owner));
        }
        let id = self.board.id(region);
        Err(match self.dino_at(region) {
            Some(d) if d.owner == seat => RuleError::illegal(rule, msg!("evo-err-own-dino-birth", region = id)),
            Some(_) if !self.played(seat, Card::ToughKids) => {
                RuleError::illegal(rule, msg!("evo-err-occupied", region = id))
            }
            Some(d) => match self.attack_block(seat, d.owner, true) {
                Some(why) => RuleError::illegal(rule!("§10.4"), Msg::new(why)),
                None => RuleError::illegal(rule, msg!("evo-err-too-far", region = id)),
            },
            None => RuleError::illegal(
                rule,
                msg!("evo-err-too-far-range", region = id, range = if self.played(seat, Card::WanderingBrood) { 3 } else { 1 }),
            ),
        })
    }

    /// §11.2: STOP is legal only when no legal empty region is left (births are
    /// compulsory; TOUGH_KIDS attacks are optional).
    pub(crate) fn check_stop_births(&self, seat: u8) -> Result<(), RuleError> {
        if self.birth_targets(seat).empty != 0 {
            return Err(RuleError::illegal(
                rule!("§11.2"),
                msg!("evo-err-births-compulsory"),
            ));
        }
        Ok(())
    }

    /// Apply a checked placement (§11.2; TOUGH_KIDS fight, §14.3 #12).
    pub(crate) fn apply_birth(&mut self, seat: u8, region: u8, defender: Option<u8>, fx: &mut Vec<Effect>) {
        if let Some(b) = self.birth.as_mut() {
            b.eggs_left = b.eggs_left.saturating_sub(1);
        }
        let id = self.board.id(region).to_string();
        match defender {
            None => {
                self.put_dino(seat, region, true);
                fx.push(Effect::NewbornPlaced { seat, region: id });
            }
            Some(def) => {
                if self.fight(seat, def, region, true, fx) {
                    self.remove_dino(region);
                    fx.push(Effect::DinoRemoved { seat: def, region: id.clone(), cause: Cause::Combat });
                    self.put_dino(seat, region, true);
                    fx.push(Effect::NewbornPlaced { seat, region: id });
                }
                // A newborn that loses never leaves the supply; its egg is spent.
            }
        }
    }

    /// End the birth step early (checked by `check_stop_births`).
    pub(crate) fn apply_stop_births(&mut self) {
        if let Some(b) = self.birth.as_mut() {
            b.eggs_left = 0;
        }
    }
}

/// The set of all regions of a board with `len` regions.
pub fn all_regions(len: usize) -> u128 {
    if len >= 128 {
        u128::MAX
    } else {
        (1u128 << len) - 1
    }
}
