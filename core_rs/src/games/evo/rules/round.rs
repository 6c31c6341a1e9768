//! The round structure (docs/rules/evo.md §7) and the card-window procedure (§14.2).
//! `advance` runs every automatic step until a player must decide or the game is over.

use super::super::effects::Effect;
use super::super::state::{RoundFlags, State, Step, Window, WindowKind};
use super::super::types::Card;

impl State {
    /// Start a round: per-round card effects end, newborns become old dinos (§11.2).
    pub(crate) fn start_round(&mut self, fx: &mut Vec<Effect>) {
        let n = usize::from(self.seats);
        self.flags = RoundFlags {
            played: vec![0; n],
            truce: None,
            me_first_after_initiative: None,
            survival_deaths: vec![0; n],
        };
        for d in self.dinos.iter_mut().flatten() {
            d.newborn = false;
        }
        self.step = Step::W1Start;
        fx.push(Effect::RoundStarted { round: self.round });
    }

    /// §14.2: open a window asked in order from the start player. No window opens in
    /// rounds 1–2, after SLEEPING_GENE, or when no player holds a card (hand sizes are
    /// public, so skipping reveals nothing).
    pub(crate) fn open_window(&mut self, kind: WindowKind) {
        self.window = None;
        if self.cards_allowed() && self.players.iter().any(|p| !p.hand.is_empty()) {
            self.window = Some(Window { kind, next: self.start_player(), passes: 0 });
        }
    }

    /// §11.1 step 2.1: W4.own(p), asked of `seat` only.
    pub(crate) fn open_own_window(&mut self, seat: u8) {
        self.window = None;
        if self.cards_allowed() && !self.player(seat).hand.is_empty() {
            self.window = Some(Window { kind: WindowKind::W4Own, next: seat, passes: 0 });
        }
    }

    /// Close the window when it is done; players without cards pass automatically.
    /// True when a player must be asked.
    fn settle_window(&mut self) -> bool {
        while let Some(mut w) = self.window {
            let needed = if w.kind == WindowKind::W4Own { 1 } else { self.seats };
            if !self.cards_allowed() || w.passes >= needed {
                self.window = None;
                return false;
            }
            if self.player(w.next).hand.is_empty() {
                w.passes += 1;
                if w.kind != WindowKind::W4Own {
                    w.next = self.after(w.next);
                }
                self.window = Some(w);
                continue;
            }
            return true;
        }
        false
    }

    /// Finish the response step when everybody was asked; true when a player must be asked.
    fn settle_response(&mut self, fx: &mut Vec<Effect>) -> bool {
        while let Some(mut r) = self.response {
            if self.sleeping() || r.asked >= self.seats {
                self.end_response(fx);
                return false;
            }
            if self.player(r.next).hand.is_empty() {
                r.asked += 1;
                r.next = self.after(r.next);
                self.response = Some(r);
                continue;
            }
            return true;
        }
        false
    }

    /// Nobody took the card: it leaves the game (§14.1).
    pub(crate) fn end_response(&mut self, fx: &mut Vec<Effect>) {
        if let Some(r) = self.response.take() {
            self.discard.push(r.card);
            fx.push(Effect::CardDiscarded { card: r.card });
        }
    }

    /// Run automatic steps until a decision is pending or the game is over.
    pub(crate) fn advance(&mut self, fx: &mut Vec<Effect>) {
        loop {
            if self.settle_response(fx) || self.settle_window() {
                return;
            }
            match self.step {
                Step::W1Start => {
                    self.open_window(WindowKind::W1Start);
                    self.step = Step::Initiative;
                }
                Step::Initiative => {
                    self.compute_initiative(fx);
                    self.step = Step::W2Start;
                }
                Step::W2Start => {
                    self.open_window(WindowKind::W2Start);
                    self.step = Step::Climate;
                }
                Step::Climate => {
                    self.climate_roll(fx);
                    self.step = Step::W3Start;
                }
                Step::W3Start => {
                    self.open_window(WindowKind::W3Start);
                    self.step = Step::Movement;
                    self.turn = 0;
                    self.movement = None;
                }
                Step::Movement => {
                    if self.movement_step(fx) {
                        return;
                    }
                }
                Step::W4Start => {
                    self.open_window(WindowKind::W4Start);
                    self.step = Step::W4Own;
                    self.turn = 0;
                }
                Step::W4Own => {
                    // §11.1 step 1, PD-43: BIRTH_CONTROL skips births, W4.own and W4.end.
                    if self.anyone_played(Card::BirthControl) {
                        self.step = Step::W5Start;
                        continue;
                    }
                    match self.in_order(self.turn) {
                        Some(seat) => {
                            self.open_own_window(seat);
                            self.birth = None;
                            self.step = Step::Births;
                        }
                        None => self.step = Step::W4End,
                    }
                }
                Step::Births => {
                    if self.birth_step(fx) {
                        return;
                    }
                }
                Step::W4End => {
                    self.open_window(WindowKind::W4End);
                    self.step = Step::W5Start;
                }
                Step::W5Start => {
                    self.open_window(WindowKind::W5Start);
                    self.step = Step::Survival;
                    self.survival = None;
                }
                Step::Survival => {
                    if self.survival_step(fx) {
                        return;
                    }
                }
                Step::W5End => {
                    self.open_window(WindowKind::W5End);
                    self.step = Step::W6Start;
                }
                Step::W6Start => {
                    self.open_window(WindowKind::W6Start);
                    self.step = Step::Meteor;
                }
                Step::Meteor => self.meteor_step(fx),
                Step::W6Bid => {
                    self.open_window(WindowKind::W6Bid);
                    self.auction = None;
                    self.step = Step::Auction;
                }
                Step::Auction => {
                    if self.auction_step(fx) {
                        return;
                    }
                }
                Step::W6Pay => {
                    self.open_window(WindowKind::W6Pay);
                    self.step = Step::Payment;
                }
                Step::Payment => {
                    self.payment(fx);
                    self.step = Step::EndOfRound;
                }
                Step::EndOfRound => {
                    self.round += 1;
                    self.start_round(fx);
                }
                Step::Final => {
                    self.open_window(WindowKind::Final);
                    self.step = Step::Scoring;
                }
                Step::Scoring => {
                    let outcome = self.final_outcome();
                    fx.push(Effect::FinalScores { scores: outcome.scores, winners: outcome.winners });
                    self.step = Step::Over;
                }
                Step::Over => return,
            }
        }
    }
}
