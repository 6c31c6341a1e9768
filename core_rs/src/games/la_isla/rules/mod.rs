//! la-isla rules, one file per part of the rules file: set-up (§4, `setup`), the round
//! (§7.1–§7.3, §7.5, §7.6 and the marker advance of §9, `round`), action C with its captures
//! and arrival functions (§7.4, §8, §11.3–§11.4, `explorers`) and final scoring (§12,
//! `scoring`).
//!
//! This root dispatches: the pending decision, its complete list of legal actions, and the
//! validation and application of one action (every rejection names the rule it breaks).

pub mod explorers;
pub mod round;
pub mod scoring;
pub mod setup;

use crate::engine::{Pending, RuleError, Seat, SeatSet};

use super::actions::Action;
use super::cards::Function;
use super::labels::{colour_term, species_term};
use crate::i18n::Msg;
use super::effects::{Declined, Effect, ResourceSource};
use super::state::{CStage, FollowUp, State};
use super::types::{Colour, Phase, Species};
use explorers::Payment;
use round::Question;

fn illegal(section: &'static str, detail: Msg) -> RuleError {
    RuleError::illegal(rule!(section), detail)
}

impl State {
    /// The seats that must decide now and the kind of decision (§7.0: several seats in the
    /// simultaneous phases, one in action C); `None` once the game is over.
    pub fn pending_decision(&self) -> Option<Pending> {
        match self.phase {
            Phase::Final => None,
            Phase::C => {
                let kind = match self.c_stage {
                    CStage::Choose => "explorer_action",
                    CStage::Destination { .. } => "relocation_destination",
                    CStage::SecondProvision => "provisions_resource",
                    CStage::FollowUps => match self.followups.first() {
                        Some(FollowUp::CaptureMarker { .. }) => "capture_marker",
                        Some(FollowUp::ArrivalResource { .. }) => "arrival_resource",
                        Some(FollowUp::LandscapeMarker { .. }) => "landscape_marker",
                        Some(FollowUp::SecondMove) => "second_move",
                        Some(FollowUp::ArrivalVp { .. }) | None => "explorer_action",
                    },
                };
                Some(Pending::one(self.c_seat(), kind))
            }
            phase => {
                let mut seats = SeatSet::EMPTY;
                for s in 0..self.seats {
                    if self.question(s).is_some() {
                        seats.insert(s);
                    }
                }
                let kind = match phase {
                    Phase::Card => "assign_cards",
                    Phase::A => "card_holder",
                    Phase::B => "income_marker",
                    _ => "animal_marker",
                };
                Some(Pending { seats, kind })
            }
        }
    }

    /// Every legal action of `seat` for the pending decision.
    pub fn legal_into(&self, seat: Seat, out: &mut Vec<Action>) {
        match self.pending_decision() {
            Some(p) if p.seats.contains(seat) => {}
            _ => return,
        }
        if self.phase != Phase::C {
            let Some(q) = self.question(seat) else { return };
            let p = &self.players[seat as usize];
            match q {
                Question::Assign(letter) => out.extend(p.hand.iter().map(|&card| Action::AssignCard { letter, card })),
                Question::Cover => out.extend((0..p.slots.len() as u8).map(|slot| Action::CoverSlot { slot })),
                Question::TakeExplorer => {
                    out.extend([true, false].map(|take| Action::TakeExplorer { take }));
                }
                Question::IncomeMarker(species) => {
                    out.extend([true, false].map(|advance| Action::IncomeMarker { species, advance }));
                }
                Question::ChooseAnimal => out.extend(Species::ALL.map(|species| Action::ChooseAnimal { species })),
                Question::DoubleStep(species) => {
                    if self.d_species(seat) == Some(species) {
                        out.push(Action::DoubleStep { species, take: true });
                    }
                    out.push(Action::DoubleStep { species, take: false });
                }
            }
            return;
        }
        let mods = self.cost_mods(seat);
        let n_spaces = self.explorers.len() as u8;
        let destinations = |out: &mut Vec<Action>, relocate: bool| {
            for space in 0..n_spaces {
                for colour in Colour::ALL {
                    if self.payable(seat, &mods, space, colour).is_some() {
                        out.push(if relocate {
                            Action::RelocateExplorer { space, colour }
                        } else {
                            Action::PlaceExplorer { space, colour }
                        });
                    }
                }
            }
        };
        let own_spaces = |out: &mut Vec<Action>| {
            for space in 0..n_spaces {
                if self.explorers[space as usize].contains(seat) {
                    out.push(Action::PickUpExplorer { space });
                }
            }
        };
        match self.c_stage {
            CStage::Choose => {
                if self.players[seat as usize].supply > 0 {
                    destinations(out, false);
                }
                if self.may_relocate(seat) {
                    own_spaces(out);
                }
                out.extend(Colour::ALL.map(|colour| Action::TakeResource { colour }));
            }
            CStage::Destination { .. } => destinations(out, true),
            CStage::SecondProvision => out.extend(Colour::ALL.map(|colour| Action::TakeResource { colour })),
            CStage::FollowUps => match self.followups.first() {
                Some(FollowUp::CaptureMarker { species, .. }) => {
                    out.push(Action::AdvanceMarker { species: *species });
                    out.push(Action::Decline);
                }
                Some(FollowUp::ArrivalResource { .. }) => {
                    out.extend(Colour::ALL.map(|colour| Action::GainResource { colour }));
                }
                Some(FollowUp::LandscapeMarker { .. }) => {
                    out.extend(Species::ALL.map(|species| Action::AdvanceMarker { species }));
                    out.push(Action::Decline);
                }
                Some(FollowUp::SecondMove) => {
                    own_spaces(out);
                    out.push(Action::Decline);
                }
                Some(FollowUp::ArrivalVp { .. }) | None => {}
            },
        }
    }

    /// Validate and apply one action of a pending seat; on error nothing has changed.
    pub fn apply_action(&mut self, seat: Seat, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        match *action {
            Action::AssignCard { .. }
            | Action::CoverSlot { .. }
            | Action::TakeExplorer { .. }
            | Action::IncomeMarker { .. }
            | Action::ChooseAnimal { .. }
            | Action::DoubleStep { .. } => self.apply_secret(seat, action, fx),
            _ => self.apply_explorer_action(seat, action, fx),
        }
    }

    fn wrong_phase(&self, action: &Action, rule: &'static str) -> RuleError {
        illegal(
            rule,
            msg!(
                "li-err-wrong-step",
                action = format!("{action:?}"),
                phase = format!("{:?}", self.phase),
                kind = format!("{:?}", self.pending_decision().map(|p| p.kind))
            ),
        )
    }

    /// The secret answers of the card phase and actions A, B, D (§7.0).
    fn apply_secret(&mut self, seat: Seat, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        let q = self.question(seat);
        let p = &self.players[seat as usize];
        let phase = self.phase;
        let answer: String;
        match (*action, q) {
            (Action::AssignCard { letter, card }, Some(Question::Assign(next))) => {
                if letter != next {
                    return Err(illegal(
                        "§7.1",
                        msg!("li-err-next-letter", letter = format!("{next:?}")),
                    ));
                }
                if !p.hand.contains(&card) {
                    return Err(illegal("§7.1", msg!("li-err-not-in-hand", card = card.to_string())));
                }
                self.assign(seat, letter, card, fx);
                self.proceed(fx);
                return Ok(());
            }
            (Action::CoverSlot { slot }, Some(Question::Cover)) => {
                if slot as usize >= p.slots.len() {
                    return Err(illegal(
                        "§7.2",
                        msg!("li-err-no-slot", slots = p.slots.len(), slot = slot),
                    ));
                }
                self.players[seat as usize].answers.cover_slot = Some(slot);
                answer = format!("cover slot {slot}");
            }
            (Action::TakeExplorer { take }, Some(Question::TakeExplorer)) => {
                self.players[seat as usize].answers.take_explorer = Some(take);
                answer = format!("take the extra explorer: {take}");
            }
            (Action::IncomeMarker { species, advance }, Some(Question::IncomeMarker(z))) => {
                if species != z {
                    return Err(illegal("§11.3 F07", msg!("li-err-income-question", animal = species_term(z))));
                }
                self.players[seat as usize].answers.income_marker[z.idx()] = Some(advance);
                answer = format!("advance the {} marker in action B: {advance}", z.name());
            }
            (Action::ChooseAnimal { species }, Some(Question::ChooseAnimal)) => {
                self.players[seat as usize].answers.d_species = Some(species);
                answer = format!("advance the {} marker in action D (FREE_CHOICE)", species.name());
            }
            (Action::DoubleStep { species, take }, Some(Question::DoubleStep(z))) => {
                if species != z {
                    return Err(illegal(
                        "§11.3 G01",
                        msg!("li-err-double-step-question", code = Function::DoubleStep(z).label()),
                    ));
                }
                let advanced = self.d_species(seat);
                if take && advanced != Some(z) {
                    return Err(illegal(
                        "§11.3 G01",
                        match advanced {
                            Some(a) => msg!(
                                "li-err-double-step-other",
                                code = Function::DoubleStep(z).label(),
                                animal = species_term(z),
                                advanced = species_term(a)
                            ),
                            None => msg!(
                                "li-err-double-step-none",
                                code = Function::DoubleStep(z).label(),
                                animal = species_term(z)
                            ),
                        },
                    ));
                }
                self.players[seat as usize].answers.double_step[z.idx()] = Some(take);
                answer = if advanced == Some(z) {
                    format!("take the second {} step: {take}", z.name())
                } else {
                    format!("{} does not apply this round", Function::DoubleStep(z).label())
                };
            }
            _ => return Err(self.wrong_phase(action, "§7.0")),
        }
        fx.push(Effect::SecretAnswer { seat, phase, answer });
        fx.push(Effect::AnswerRecorded { seat, phase });
        if self.question(seat).is_none() {
            fx.push(Effect::SeatDecided { seat, phase });
        }
        self.proceed(fx);
        Ok(())
    }

    /// Action C and its follow-ups (§7.4, §11.3).
    fn apply_explorer_action(&mut self, seat: Seat, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        if self.phase != Phase::C || seat != self.c_seat() {
            return Err(self.wrong_phase(action, "§7.4"));
        }
        let mods = self.cost_mods(seat);
        let n_spaces = self.explorers.len();
        let check_space = |space: u8| {
            if space as usize >= n_spaces {
                Err(illegal("§5.2", msg!("li-err-no-space", space = space, spaces = n_spaces)))
            } else {
                Ok(())
            }
        };
        let check_destination = |st: &State, space: u8, colour: Colour| -> Result<u32, RuleError> {
            check_space(space)?;
            if st.explorers[space as usize].contains(seat) {
                return Err(illegal("§7.4", msg!("li-err-same-colour")));
            }
            st.payable(seat, &mods, space, colour).ok_or_else(|| {
                let c = st.cost(&mods, space);
                let detail = if c.any_colour {
                    msg!("li-err-cost-any", amount = c.amount, with = colour_term(colour))
                } else {
                    msg!("li-err-cost", amount = c.amount, colour = colour_term(c.colour), with = colour_term(colour))
                };
                illegal("§11.4", detail)
            })
        };
        let front = self.followups.first().copied();
        match (*action, self.c_stage) {
            (Action::PlaceExplorer { space, colour }, CStage::Choose) => {
                if self.players[seat as usize].supply == 0 {
                    return Err(illegal("§7.4 C1", msg!("li-err-no-supply")));
                }
                let amount = check_destination(self, space, colour)?;
                self.place(seat, space, Payment { colour, amount }, fx);
            }
            (Action::PickUpExplorer { space }, stage) => {
                let second = stage == CStage::FollowUps && front == Some(FollowUp::SecondMove);
                if stage != CStage::Choose && !second {
                    return Err(self.wrong_phase(action, "§7.4 C2"));
                }
                check_space(space)?;
                if !self.explorers[space as usize].contains(seat) {
                    return Err(illegal("§7.4 C2", msg!("li-err-no-explorer-there")));
                }
                if !second
                    && self.players[seat as usize].supply > 0
                    && !self.players[seat as usize].has(Function::Scout)
                {
                    return Err(illegal(
                        "§7.4 C2",
                        msg!("li-err-relocate-supply"),
                    ));
                }
                if !self.any_destination(seat) {
                    return Err(illegal("§7.4 C2", msg!("li-err-no-destination")));
                }
                if second {
                    self.followups.remove(0);
                }
                self.c_stage = CStage::Destination { from: space, extra: second };
                let space_id = self.island.spaces[space as usize].id.clone();
                fx.push(Effect::RelocationStarted { seat, space, space_id });
            }
            (Action::RelocateExplorer { space, colour }, CStage::Destination { from, extra }) => {
                let amount = check_destination(self, space, colour)?;
                self.relocate(seat, from, space, extra, Payment { colour, amount }, fx);
            }
            (Action::TakeResource { colour }, CStage::Choose | CStage::SecondProvision) => {
                self.take_resource(seat, colour, fx);
            }
            (Action::GainResource { colour }, CStage::FollowUps) => {
                let Some(FollowUp::ArrivalResource { source }) = front else {
                    return Err(self.wrong_phase(action, "§11.3 F03/F04"));
                };
                self.followups.remove(0);
                self.gain(seat, colour, 1, ResourceSource::Arrival { function: source }, fx);
                self.run_followups(fx);
            }
            (Action::AdvanceMarker { species }, CStage::FollowUps) => {
                match front {
                    Some(FollowUp::CaptureMarker { species: z, remaining }) => {
                        if z != species {
                            return Err(illegal(
                                "§11.3 G03",
                                msg!("li-err-capture-marker", animal = species_term(z)),
                            ));
                        }
                        self.followups[0] =
                            FollowUp::CaptureMarker { species: z, remaining: remaining.saturating_sub(1) };
                    }
                    Some(FollowUp::LandscapeMarker { .. }) => {
                        self.followups.remove(0);
                    }
                    _ => return Err(self.wrong_phase(action, "§11.3 G03/F08")),
                }
                self.advance(seat, species, 1, fx);
                self.run_followups(fx);
            }
            (Action::Decline, CStage::FollowUps) => {
                let option = match front {
                    Some(FollowUp::CaptureMarker { species, .. }) => Declined::CaptureMarker { species },
                    Some(FollowUp::LandscapeMarker { .. }) => Declined::LandscapeMarker,
                    Some(FollowUp::SecondMove) => Declined::SecondMove,
                    _ => return Err(illegal("§10", msg!("li-err-nothing-to-decline"))),
                };
                self.followups.remove(0);
                fx.push(Effect::OptionDeclined { seat, option });
                self.run_followups(fx);
            }
            _ => return Err(self.wrong_phase(action, "§7.4")),
        }
        Ok(())
    }
}
