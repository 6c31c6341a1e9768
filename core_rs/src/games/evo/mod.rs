//! Evo (1st edition, EuroGames 2001) for 3–5 players: docs/rules/evo.md.
//!
//! `State` implements the engine's `Game`. The round is a machine of steps (`state::Step`):
//! automatic steps run in `rules::flow::advance`, decisions wait for an action. Card
//! windows and the response step (§14.2) sit on top of the step they interrupt.
//!
//! Engine decisions beyond the rules file's PD-01…PD-52 (also in the helper's report).
//! Audited against docs/rules/evo.md and the published game: E1, E3–E8 confirmed (each only
//! fixes an interface detail the rules leave open, without changing what a player may do;
//! E5 has no observable effect beyond the view, as CUCKOO exists once and a duplicated
//! copy waits for the next round); E2 revised; E9 added.
//! - E1 (§14.2): a window is opened only if some player holds a card, and a player with an
//!   empty hand is passed automatically (hand sizes are public, so nothing leaks); players
//!   holding only cards not yet playable are still asked (they can only pass).
//! - E2 (§14.2 GENE_SPLIT slot): the slot is folded into the `bid` action — `gene_split:
//!   true` plays GENE_SPLIT, `sleeping_gene: true` plays SLEEPING_GENE (eligible in every
//!   window, the slot included) — listed only for a player holding a GENE_SPLIT they may
//!   play now; asking every bidder after each bid would reveal who holds it. One card per
//!   slot: after GENE_SPLIT its holder may still play SLEEPING_GENE in the response step.
//!   (Audit: the first version did not offer SLEEPING_GENE in the slot; fixed.)
//! - E3 (§12): survival choices are made by picking the survivors one at a time
//!   (`keep_dino`), asked only when some but not all of a class survive.
//! - E4 (§10, §11): a movement turn ends by itself when no MP or no legal step is left, a
//!   birth step when no egg, no supply or no legal region is left; `stop_births` is listed
//!   only when just TOUGH_KIDS attacks remain (births are compulsory).
//! - E5 (§14.3 #13): the CUCKOO dino counts as placed in this Phase 4.
//! - E6 (§13.6): a card drawn with a CARD gene is playable at once; as payment follows
//!   W6.pay, that is the next round in practice.
//! - E7 (§15, PD-37): shared winners are ranked among themselves by seat index (the
//!   ranking must be a total order); `outcome().winners` lists all of them.
//! - E8: actions name regions by board index (the view lists index and id of each region),
//!   effects by id; bid rows are numbered from 1 as on the bidding board.
//! - E9 (§6.2 step 9, §8, §9): `new` runs round 1 up to its first decision (the first
//!   movement), so the round-1 roll-off and climate roll happen inside `new`. Their effects
//!   are kept in the state (`opening`, public, shown in the view as `opening_effects`) and
//!   reported at the front of the first accepted action's effect list, then cleared; a
//!   rejected first action leaves them in place. The `Game` trait is unchanged.

pub mod actions;
pub mod board;
pub mod rules;
pub mod state;
pub mod types;
mod determinize;
mod invariants;
mod labels;
mod view;

#[cfg(test)]
mod tests;

use serde_json::{json, Value};

pub use actions::{Action, Effect};
pub use state::{Options, State};

use crate::engine::{check_turn, Game, GameInfo, Label, OptionSpec, Outcome, Pending, RuleError, Seat, SeatSet, Viewer, Visibility};
use rules::auction::SlotCard;
use rules::cards::{CardContext, CardParams};
use state::{Step, WindowKind};

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
    fn seat(self) -> u8 {
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
    fn rule(self) -> &'static str {
        match self {
            Decision::Window(..) | Decision::Response(_) => "evo §14.2",
            Decision::Movement(_) => "evo §10",
            Decision::Birth(_) => "evo §11.2",
            Decision::Survival(_) => "evo §12",
            Decision::Bid(_) => "evo §13.5",
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

    /// §15: final scores, ranking (score, then dinos on the board), shared victory (PD-37).
    pub(crate) fn final_outcome(&self) -> Outcome {
        let scores: Vec<i64> =
            self.players.iter().map(|p| i64::from(p.ep) + i64::from(p.final_bonus)).collect();
        let key = |s: u8| (scores.get(usize::from(s)).copied().unwrap_or(0), self.on_board(s));
        let mut ranking: Vec<Seat> = (0..self.n()).collect();
        ranking.sort_by_key(|&s| std::cmp::Reverse(key(s)));
        let best = ranking.first().map(|&s| key(s));
        let winners: Vec<Seat> = ranking.iter().copied().filter(|&s| Some(key(s)) == best).collect();
        let dinos: Vec<u32> = (0..self.n()).map(|s| self.on_board(s)).collect();
        // Per-player results by role (the colour of the species) for score distributions.
        let roles: Vec<Value> = (0..self.n())
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
                    format!("{a:?} does not answer the pending {} decision", d.kind()),
                ));
            }
        }
        Ok(())
    }
}

impl Game for State {
    type Action = Action;
    type Effect = Effect;
    type Options = Options;

    const INFO: GameInfo = GameInfo { name: "evo", min_seats: 3, max_seats: 5 };

    fn new(seats: u8, options: &Options, seed: u64) -> Result<Self, RuleError> {
        State::create(seats, options, seed)
    }

    fn seats(&self) -> u8 {
        self.n()
    }

    fn pending(&self) -> Option<Pending> {
        self.decision().map(|d| Pending::one(d.seat(), d.kind()))
    }

    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
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

    fn apply_into(&mut self, seat: Seat, action: &Action, effects: &mut Vec<Effect>) -> Result<(), RuleError> {
        check_turn(self.pending(), seat)?;
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

    fn view(&self, viewer: Viewer) -> Value {
        view::render(self, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.step == Step::Over && self.decision().is_none()).then(|| self.final_outcome())
    }

    fn scores(&self) -> Vec<i64> {
        self.players.iter().map(|p| i64::from(p.ep) + i64::from(p.final_bonus)).collect()
    }

    fn progress(&self) -> Value {
        json!({
            "round": self.round,
            "phase": self.step.phase_name(),
            "phase_number": self.step.phase(),
            "step": self.step,
            "climate": self.climate,
            "meteor": self.meteor,
            "order": self.order,
        })
    }

    fn validate(&self) -> Result<(), String> {
        invariants::check(self)
    }

    fn determinize(&self, seat: Seat, rng: &mut crate::engine::SplitMix64) -> Self {
        self.determinized(seat, rng)
    }

    fn score_scale() -> f64 {
        5.0
    }

    fn effect_visibility(effect: &Effect) -> Visibility {
        match effect {
            Effect::CardDrawn { seat, .. } => Visibility::Seats(SeatSet::one(*seat)),
            _ => Visibility::Public,
        }
    }

    fn option_specs() -> Vec<OptionSpec> {
        Self::options_described()
    }

    fn label(&self, seat: Seat, action: &Action) -> Label {
        self.action_label(seat, action)
    }

    fn prompt(&self, seat: Seat) -> String {
        self.decision_prompt(seat)
    }

    fn describe(effect: &Effect) -> String {
        actions::describe(effect)
    }
}
