//! The rules of docs/rules/evo.md, one file per rule, named after it: setup (§6, §17), the
//! round structure and the card windows (`round`, §7, §14.2), the six phases — initiative
//! (§8), climate (§9), movement and combat (§10), birth (§11), survival (§12), meteor
//! (§13.1) and the gene auction (§13.2–13.6) — the event cards (`cards`, §14) and the end of
//! the game with the final scoring (`scoring`, §15).
//!
//! This root only dispatches: it derives the pending decision from the state, lists the legal
//! actions of the decision and hands each action to the rule that answers it.

pub mod auction;
pub mod birth;
pub mod cards;
pub mod climate;
pub mod initiative;
pub mod meteor;
pub mod movement;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod survival;

use super::actions::Action;
use super::effects::Effect;
use super::state::{State, Step, WindowKind};
use crate::engine::{Pending, Rule, RuleError, Seat};
use auction::SlotCard;
use cards::{CardContext, CardParams};

/// The decision the game waits for, and whose it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Decision {
    /// A card window (§14.2): play an eligible card or pass.
    Window(u8, WindowKind),
    /// The response step after a card (§14.2): DUPLICATION / SLEEPING_GENE or pass.
    Response(u8),
    /// A movement step or the end of the movement turn (§10).
    Movement(u8),
    /// The next newborn (§11.2).
    Birth(u8),
    /// Which cold or hot dino survives (§12).
    Survival(u8),
    /// PLACE or PASS in the auction (§13.5).
    Bid(u8),
}

impl Decision {
    pub(crate) fn seat(self) -> u8 {
        match self {
            Decision::Window(s, _)
            | Decision::Response(s)
            | Decision::Movement(s)
            | Decision::Birth(s)
            | Decision::Survival(s)
            | Decision::Bid(s) => s,
        }
    }
    fn kind(self) -> &'static str {
        match self {
            Decision::Window(..) => "card_window",
            Decision::Response(_) => "card_response",
            Decision::Movement(_) => "movement",
            Decision::Birth(_) => "birth",
            Decision::Survival(_) => "survival",
            Decision::Bid(_) => "bid",
        }
    }
    fn rule(self) -> Rule {
        match self {
            Decision::Window(..) | Decision::Response(_) => rule!("§14.2"),
            Decision::Movement(_) => rule!("§10"),
            Decision::Birth(_) => rule!("§11.2"),
            Decision::Survival(_) => rule!("§12"),
            Decision::Bid(_) => rule!("§13.5"),
        }
    }
}

impl State {
    /// The pending decision, derived from the state.
    pub(crate) fn decision(&self) -> Option<Decision> {
        if let Some(r) = self.response {
            return Some(Decision::Response(r.next));
        }
        if let Some(w) = self.window {
            return Some(Decision::Window(w.next, w.kind));
        }
        match self.step {
            Step::Movement => self.movement.map(|m| Decision::Movement(m.seat)),
            Step::Births => self.birth.map(|b| Decision::Birth(b.seat)),
            Step::Survival => self.survival_chooser().map(Decision::Survival),
            Step::Auction => self.auction.as_ref().and_then(|a| a.actor).map(Decision::Bid),
            _ => None,
        }
    }

    fn apply_checked(&mut self, d: Decision, seat: u8, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        match (d, *action) {
            (Decision::Window(_, kind), Action::PlayCard { card, region, player, value }) => {
                let p = CardParams { region, player, value };
                self.check_card(seat, card, p, CardContext::Window(kind))?;
                self.play_card(seat, card, p, Some(kind), fx);
            }
            (Decision::Window(_, kind), Action::Pass) => {
                if let Some(w) = self.window.as_mut() {
                    w.passes += 1;
                }
                if kind != WindowKind::W4Own {
                    let next = self.after(seat);
                    if let Some(w) = self.window.as_mut() {
                        w.next = next;
                    }
                }
                fx.push(Effect::Passed { seat });
            }
            (Decision::Response(_), Action::PlayCard { card, region, player, value }) => {
                let p = CardParams { region, player, value };
                self.check_card(seat, card, p, CardContext::Response)?;
                self.play_response(seat, card, fx);
            }
            (Decision::Response(_), Action::Pass) => {
                let next = self.after(seat);
                if let Some(r) = self.response.as_mut() {
                    r.asked += 1;
                    r.next = next;
                }
                fx.push(Effect::Passed { seat });
            }
            (Decision::Movement(_), Action::Move { from, to }) => {
                let defender = self.check_move(seat, from, to)?;
                self.apply_move(seat, from, to, defender, fx);
            }
            (Decision::Movement(_), Action::EndMovement) => {
                self.movement = None;
                self.turn += 1;
                fx.push(Effect::MovementEnded { seat });
            }
            (Decision::Birth(_), Action::PlaceNewborn { region }) => {
                let defender = self.check_birth(seat, region)?;
                self.apply_birth(seat, region, defender, fx);
            }
            (Decision::Birth(_), Action::StopBirths) => {
                self.check_stop_births(seat)?;
                self.apply_stop_births();
            }
            (Decision::Survival(_), Action::KeepDino { region }) => {
                self.check_keep(region)?;
                self.apply_keep(seat, region, fx);
            }
            (Decision::Bid(_), Action::Bid { row, value, gene_split, sleeping_gene }) => {
                let slot = SlotCard::of(gene_split, sleeping_gene);
                self.check_bid(seat, row, value, slot)?;
                self.apply_bid(seat, row, value, fx);
                if let Some(card) = slot.card() {
                    // §14.2: the GENE_SPLIT slot right after the holder's own placement.
                    self.play_card(seat, card, CardParams::default(), None, fx);
                }
            }
            (Decision::Bid(_), Action::PassBid) => {
                self.check_pass_bid()?;
                self.apply_pass_bid(seat, fx);
            }
            (d, a) => {
                return Err(RuleError::illegal(
                    d.rule(),
                    msg!("evo-err-wrong-decision", action = format!("{a:?}"), kind = d.kind()),
                ));
            }
        }
        Ok(())
    }

    /// The pending decision as the engine reports it (`Game::pending`).
    pub(crate) fn pending_decision(&self) -> Option<Pending> {
        self.decision().map(|d| Pending::one(d.seat(), d.kind()))
    }

    /// Every legal action of `seat` now, in a fixed order (`Game::legal_actions_into`).
    pub(crate) fn legal_into(&self, seat: Seat, out: &mut Vec<Action>) {
        let Some(d) = self.decision() else { return };
        if d.seat() != seat {
            return;
        }
        match d {
            Decision::Window(_, kind) => {
                self.legal_cards(seat, CardContext::Window(kind), out);
                out.push(Action::Pass);
            }
            Decision::Response(_) => {
                self.legal_cards(seat, CardContext::Response, out);
                out.push(Action::Pass);
            }
            Decision::Movement(_) => {
                self.legal_moves(seat, |from, to| out.push(Action::Move { from, to }));
                out.push(Action::EndMovement);
            }
            Decision::Birth(_) => {
                let t = self.birth_targets(seat);
                for region in State::regions(t.empty | t.attack) {
                    out.push(Action::PlaceNewborn { region });
                }
                if t.empty == 0 {
                    out.push(Action::StopBirths);
                }
            }
            Decision::Survival(_) => {
                if let Some(s) = self.survival.as_ref() {
                    for &region in &s.candidates {
                        out.push(Action::KeepDino { region });
                    }
                }
            }
            Decision::Bid(_) => self.legal_bids(seat, out),
        }
    }

    /// Apply one action of `seat` (whose turn the caller has checked), then run the automatic
    /// steps up to the next decision (`Game::apply_into`).
    pub(crate) fn apply_action(&mut self, seat: Seat, action: &Action, effects: &mut Vec<Effect>) -> Result<(), RuleError> {
        let Some(d) = self.decision() else { return Err(RuleError::game_over()) };
        let start = effects.len();
        self.apply_checked(d, seat, action, effects)?;
        if !self.opening.is_empty() {
            // E9: round 1's automatic start, reported before the first action's effects.
            let opening = std::mem::take(&mut self.opening);
            effects.splice(start..start, opening);
        }
        self.advance(effects);
        Ok(())
    }
}
