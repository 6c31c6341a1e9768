//! Phase 3 — Movement and combat (docs/rules/evo.md §10).

use super::super::effects::{Cause, Effect};
use super::super::state::{MoveTurn, State, Step};
use super::super::types::Card;
use crate::engine::RuleError;
use crate::i18n::Msg;

/// §10.5: the highest roll with which the attacker wins, for a horn difference ≥ −1.
pub fn winning_rolls(diff: i32) -> u8 {
    match diff {
        d if d <= -1 => 1,
        0 => 2,
        1 => 4,
        _ => 5,
    }
}

impl State {
    /// §10.4: why `attacker` may not attack a dino of `defender` (`newborn`: a TOUGH_KIDS
    /// birth with +1 horn) as the id of its message, or `None` when the attack is
    /// permitted. An id, not a `Msg`: the legal-move listing asks this of every step, and
    /// only a refusal needs the message.
    pub(crate) fn attack_block(&self, attacker: u8, defender: u8, newborn: bool) -> Option<&'static str> {
        if self.anyone_played(Card::VegetarianDiet) {
            return Some("evo-err-vegetarian");
        }
        if !self.fighting_allowed(attacker, defender) {
            return Some("evo-err-gas");
        }
        if self.horn_difference(attacker, defender, newborn) <= -2 {
            return Some("evo-err-two-horns-down");
        }
        None
    }

    /// §10.5: roll a fight; true when the attacker wins.
    pub(crate) fn fight(&mut self, attacker: u8, defender: u8, region: u8, newborn: bool, fx: &mut Vec<Effect>) -> bool {
        let diff = self.horn_difference(attacker, defender, newborn);
        let roll = self.roll_die();
        let attacker_won = roll <= winning_rolls(diff);
        fx.push(Effect::Combat {
            attacker,
            defender,
            region: self.board.id(region).to_string(),
            diff,
            roll,
            attacker_won,
        });
        attacker_won
    }

    /// §10.3 without errors: may `seat` step from `from` to `to`?
    fn step_allowed(&self, seat: u8, from: u8, to: u8) -> bool {
        if !self.board.are_adjacent(from, to) || self.dino_at(from).is_none_or(|d| d.owner != seat) {
            return false;
        }
        match self.dino_at(to) {
            None => true,
            Some(d) if d.owner == seat => false,
            Some(d) => self.attack_block(seat, d.owner, false).is_none(),
        }
    }

    /// §10.3: check one step; `Ok(Some(defender))` for an attack.
    pub(crate) fn check_move(&self, seat: u8, from: u8, to: u8) -> Result<Option<u8>, RuleError> {
        let rule = rule!("§10.3");
        let len = self.board.len();
        if usize::from(from) >= len || usize::from(to) >= len {
            return Err(RuleError::illegal(rule, msg!("evo-err-no-such-region", region = from.max(to))));
        }
        if self.movement.is_none_or(|m| m.mp_left == 0) {
            return Err(RuleError::illegal(rule!("§10.2"), msg!("evo-err-no-mp")));
        }
        if self.dino_at(from).is_none_or(|d| d.owner != seat) {
            return Err(RuleError::illegal(rule, msg!("evo-err-no-dino-of-yours", region = self.board.id(from))));
        }
        if !self.board.are_adjacent(from, to) {
            return Err(RuleError::illegal(
                rule,
                msg!("evo-err-not-adjacent", to = self.board.id(to), from = self.board.id(from)),
            ));
        }
        match self.dino_at(to) {
            None => Ok(None),
            Some(d) if d.owner == seat => Err(RuleError::illegal(
                rule,
                msg!("evo-err-own-dino-there", region = self.board.id(to)),
            )),
            Some(d) => match self.attack_block(seat, d.owner, false) {
                Some(why) => Err(RuleError::illegal(rule!("§10.4"), Msg::new(why))),
                None => Ok(Some(d.owner)),
            },
        }
    }

    /// Every legal step of the moving player (§10.3).
    pub(crate) fn legal_moves(&self, seat: u8, mut each: impl FnMut(u8, u8)) {
        for from in State::regions(self.dinos_of(seat)) {
            for to in State::regions(self.board.adjacent(from)) {
                if self.step_allowed(seat, from, to) {
                    each(from, to);
                }
            }
        }
    }

    fn has_legal_step(&self, seat: u8) -> bool {
        let mut any = false;
        self.legal_moves(seat, |_, _| any = true);
        any
    }

    /// §10.1: movement turns in order; true while the moving player must decide.
    pub(crate) fn movement_step(&mut self, fx: &mut Vec<Effect>) -> bool {
        loop {
            match self.movement {
                Some(m) => {
                    if m.mp_left > 0 && self.has_legal_step(m.seat) {
                        return true;
                    }
                    fx.push(Effect::MovementEnded { seat: m.seat });
                    self.movement = None;
                    self.turn += 1;
                }
                None => match self.in_order(self.turn) {
                    Some(seat) => {
                        // §10.2, PD-28: PRIMAL_URGE replaces legs by the dinos on the board.
                        let mp = if self.played(seat, Card::PrimalUrge) {
                            self.on_board(seat)
                        } else {
                            self.player(seat).legs()
                        };
                        self.movement = Some(MoveTurn { seat, mp_left: mp });
                    }
                    None => {
                        self.step = Step::W4Start;
                        return false;
                    }
                },
            }
        }
    }

    /// Apply a checked step (§10.3, §10.5, PD-11).
    pub(crate) fn apply_move(&mut self, seat: u8, from: u8, to: u8, defender: Option<u8>, fx: &mut Vec<Effect>) {
        if let Some(m) = self.movement.as_mut() {
            m.mp_left = m.mp_left.saturating_sub(1);
        }
        let attacker_moves = match defender {
            None => true,
            Some(def) => {
                if self.fight(seat, def, to, false, fx) {
                    self.remove_dino(to);
                    fx.push(Effect::DinoRemoved { seat: def, region: self.board.id(to).to_string(), cause: Cause::Combat });
                    true
                } else {
                    self.remove_dino(from);
                    fx.push(Effect::DinoRemoved {
                        seat,
                        region: self.board.id(from).to_string(),
                        cause: Cause::Combat,
                    });
                    false
                }
            }
        };
        if attacker_moves {
            let (f, t) = (usize::from(from), usize::from(to));
            if let Some(d) = self.dinos.get_mut(f).and_then(Option::take) {
                if let Some(cell) = self.dinos.get_mut(t) {
                    *cell = Some(d);
                }
            }
            fx.push(Effect::DinoMoved {
                seat,
                from: self.board.id(from).to_string(),
                to: self.board.id(to).to_string(),
            });
        }
    }
}
