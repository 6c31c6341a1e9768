//! Event cards (docs/rules/evo.md §14): eligibility, preconditions, parameters and effects,
//! and the bookkeeping of windows and the response step (§14.2).

use super::super::actions::Action;
use super::super::effects::{Cause, Effect};
use super::super::state::{HandCard, Response, State, WindowKind};
use super::super::types::{climate_after_die, Card, CLIMATE_TRACK};
use crate::engine::{Rule, RuleError};

/// Where a card is being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardContext {
    Window(WindowKind),
    /// The response step after another card (§14.2).
    Response,
}

/// The parameters of a `PlayCard` action.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardParams {
    pub region: Option<u8>,
    pub player: Option<u8>,
    pub value: Option<u8>,
}

fn rule(card: Card) -> Rule {
    match card {
        Card::SleepingGene => rule!("§14.3 #1"),
        Card::Accident => rule!("§14.3 #2"),
        Card::WeatherSwing => rule!("§14.3 #3"),
        Card::MeFirst => rule!("§14.3 #4"),
        Card::GeneticHighflyer => rule!("§14.3 #5"),
        Card::GeneSplit => rule!("§14.3 #6"),
        Card::IceCold => rule!("§14.3 #7"),
        Card::KillerRays => rule!("§14.3 #8"),
        Card::MissingLink => rule!("§14.3 #9"),
        Card::HeatproofSkin => rule!("§14.3 #10"),
        Card::Catastrophe => rule!("§14.3 #11"),
        Card::ToughKids => rule!("§14.3 #12"),
        Card::Cuckoo => rule!("§14.3 #13"),
        Card::WeatherGene => rule!("§14.3 #14"),
        Card::BigBrother => rule!("§14.3 #15"),
        Card::Duplication => rule!("§14.3 #16"),
        Card::GiantGene => rule!("§14.3 #17"),
        Card::PrimalUrge => rule!("§14.3 #18"),
        Card::Pthermodactylus => rule!("§14.3 #19"),
        Card::BirthControl => rule!("§14.3 #20"),
        Card::SurvivalGene => rule!("§14.3 #21"),
        Card::WanderingBrood => rule!("§14.3 #22"),
        Card::UnexpectedGene => rule!("§14.3 #23"),
        Card::VegetarianDiet => rule!("§14.3 #24"),
        Card::DefensiveGas => rule!("§14.3 #25"),
        Card::Flood => rule!("§14.3 #26"),
    }
}

impl State {
    /// Check a card play: §14.1 general limits, §14.2 eligibility, §14.3 preconditions and
    /// parameters.
    pub(crate) fn check_card(&self, seat: u8, card: Card, params: CardParams, ctx: CardContext) -> Result<(), RuleError> {
        // The card's name is built only for a refusal: the legal listing calls this for
        // every card and parameter.
        let name = || card.term();
        if self.round < 3 {
            return Err(RuleError::illegal(rule!("§14.1"), msg!("evo-err-rounds-1-2")));
        }
        if self.sleeping() {
            return Err(RuleError::illegal(
                rule!("§14.1"),
                msg!("evo-err-sleeping"),
            ));
        }
        let held: Option<HandCard> = self.player(seat).hand.iter().copied().find(|h| h.card == card);
        let Some(held) = held else {
            return Err(RuleError::illegal(rule!("§14.1"), msg!("evo-err-not-held", card = name())));
        };
        if held.playable_from > self.round {
            return Err(RuleError::illegal(
                rule!("§14.1"),
                msg!("evo-err-duplicated", card = name(), round = held.playable_from),
            ));
        }
        match ctx {
            CardContext::Window(kind) if !kind.allows(card) => {
                return Err(RuleError::illegal(rule!("§14.2"), msg!("evo-err-window", card = name(), window = kind.words())));
            }
            CardContext::Response if !matches!(card, Card::Duplication | Card::SleepingGene) => {
                return Err(RuleError::illegal(
                    rule!("§14.2"),
                    msg!("evo-err-response"),
                ));
            }
            _ => {}
        }
        if card.is_climate()
            && [Card::WeatherSwing, Card::Catastrophe, Card::WeatherGene].iter().any(|&c| self.anyone_played(c))
        {
            return Err(RuleError::illegal(rule!("§14.1"), msg!("evo-err-one-climate-card")));
        }
        self.check_params(seat, card, params)
    }

    /// §14.3: the preconditions and parameters of each card.
    fn check_params(&self, seat: u8, card: Card, p: CardParams) -> Result<(), RuleError> {
        let r = rule(card);
        let name = || card.term();
        let wants_region = matches!(card, Card::Accident | Card::Cuckoo);
        let wants_player = card == Card::DefensiveGas;
        let wants_value = card == Card::WeatherGene;
        if p.region.is_some() != wants_region {
            return Err(RuleError::illegal(
                r,
                if wants_region { msg!("evo-err-needs-region", card = name()) } else { msg!("evo-err-no-region-param", card = name()) },
            ));
        }
        if p.player.is_some() != wants_player {
            return Err(RuleError::illegal(
                r,
                if wants_player { msg!("evo-err-needs-player", card = name()) } else { msg!("evo-err-no-player-param", card = name()) },
            ));
        }
        if p.value.is_some() != wants_value {
            return Err(RuleError::illegal(
                r,
                if wants_value { msg!("evo-err-needs-value", card = name()) } else { msg!("evo-err-no-value-param", card = name()) },
            ));
        }
        match card {
            Card::Accident | Card::Cuckoo => {
                let region = p.region.unwrap_or(u8::MAX);
                let Some(target) = self.dino_at(region) else {
                    return Err(RuleError::illegal(r, msg!("evo-err-no-dino-in", region = region)));
                };
                if target.owner == seat {
                    return Err(RuleError::illegal(r, msg!("evo-err-own-dino-target", card = name())));
                }
                if self.on_board(target.owner) < 5 {
                    return Err(RuleError::illegal(
                        r,
                        msg!("evo-err-accident-five", card = name()),
                    ));
                }
                if card == Card::Cuckoo {
                    if !target.newborn {
                        return Err(RuleError::illegal(r, msg!("evo-err-cuckoo-newborn")));
                    }
                    if self.player(seat).supply == 0 {
                        return Err(RuleError::illegal(r, msg!("evo-err-cuckoo-supply")));
                    }
                }
            }
            Card::WeatherSwing if !matches!(self.climate, 1 | 2 | 4 | 5) => {
                return Err(RuleError::illegal(
                    r,
                    msg!("evo-err-weather-swing"),
                ));
            }
            Card::WeatherGene if !(1..=6).contains(&p.value.unwrap_or(0)) => {
                return Err(RuleError::illegal(r, msg!("evo-err-weather-gene-value")));
            }
            Card::DefensiveGas => {
                let other = p.player.unwrap_or(u8::MAX);
                if other == seat || other >= self.seats {
                    return Err(RuleError::illegal(r, msg!("evo-err-defensive-gas")));
                }
            }
            Card::GeneticHighflyer if self.auction.as_ref().is_none_or(|a| a.row_of(seat).is_none()) => {
                return Err(RuleError::illegal(r, msg!("evo-err-highflyer")));
            }
            _ => {}
        }
        Ok(())
    }

    /// Every legal card play of `seat` in `ctx` (parameters enumerated).
    pub(crate) fn legal_cards(&self, seat: u8, ctx: CardContext, out: &mut Vec<Action>) {
        if !self.cards_allowed() {
            return;
        }
        for h in &self.player(seat).hand {
            let card = h.card;
            // What `check_card` would refuse for every parameter, skipped before building
            // its refusal (a message) once per candidate.
            let fits = match ctx {
                CardContext::Window(kind) => kind.allows(card),
                CardContext::Response => matches!(card, Card::Duplication | Card::SleepingGene),
            };
            if !fits || h.playable_from > self.round {
                continue;
            }
            let mut candidates: Vec<CardParams> = Vec::new();
            match card {
                Card::Accident | Card::Cuckoo => {
                    for (i, d) in self.dinos.iter().enumerate() {
                        if d.is_some_and(|d| d.owner != seat) {
                            candidates.push(CardParams { region: Some(i as u8), ..CardParams::default() });
                        }
                    }
                }
                Card::WeatherGene => {
                    for v in 1..=6 {
                        candidates.push(CardParams { value: Some(v), ..CardParams::default() });
                    }
                }
                Card::DefensiveGas => {
                    for q in (0..self.seats).filter(|&q| q != seat) {
                        candidates.push(CardParams { player: Some(q), ..CardParams::default() });
                    }
                }
                _ => candidates.push(CardParams::default()),
            }
            for p in candidates {
                if self.check_card(seat, card, p, ctx).is_ok() {
                    out.push(Action::PlayCard { card, region: p.region, player: p.player, value: p.value });
                }
            }
        }
    }

    /// Take `card` from the hand and record it as played this round (§14.1).
    fn take_played(&mut self, seat: u8, card: Card, p: CardParams, fx: &mut Vec<Effect>) {
        let hand = &mut self.player_mut(seat).hand;
        if let Some(i) = hand.iter().position(|h| h.card == card) {
            hand.remove(i);
        }
        if let Some(m) = self.flags.played.get_mut(usize::from(seat)) {
            *m |= card.bit();
        }
        fx.push(Effect::CardPlayed {
            seat,
            card,
            region: p.region.map(|r| self.board.id(r).to_string()),
            target: p.region.and_then(|r| self.dino_at(r)).map(|d| d.owner),
            player: p.player,
            value: p.value,
        });
    }

    /// Play a checked card in a window (or the GENE_SPLIT slot): resolve it, then open the
    /// response step (§14.2) unless it is SLEEPING_GENE.
    pub(crate) fn play_card(&mut self, seat: u8, card: Card, p: CardParams, kind: Option<WindowKind>, fx: &mut Vec<Effect>) {
        self.take_played(seat, card, p, fx);
        self.resolve_card(seat, card, p, kind, fx);
        if let Some(w) = self.window.as_mut() {
            if kind.is_some() {
                w.passes = 0;
            }
        }
        if kind.is_some_and(|k| k != WindowKind::W4Own) {
            let next = self.after(seat);
            if let Some(w) = self.window.as_mut() {
                w.next = next;
            }
        }
        if card == Card::SleepingGene {
            self.discard.push(card);
            fx.push(Effect::CardDiscarded { card });
        } else {
            self.response = Some(Response { card, player: seat, next: self.after(seat), asked: 0 });
        }
    }

    /// Play a checked DUPLICATION or SLEEPING_GENE in the response step.
    pub(crate) fn play_response(&mut self, seat: u8, card: Card, fx: &mut Vec<Effect>) {
        self.take_played(seat, card, CardParams::default(), fx);
        self.discard.push(card);
        fx.push(Effect::CardDiscarded { card });
        if card == Card::Duplication {
            // PD-30: the card goes to the DUPLICATION player, playable from next round.
            if let Some(r) = self.response.take() {
                let next_round = self.round + 1;
                self.player_mut(seat).hand.push(HandCard { card: r.card, playable_from: next_round });
                fx.push(Effect::CardTaken { seat, card: r.card, from: r.player });
            }
        } else {
            self.end_response(fx);
        }
    }

    /// §14.3: the effect of each card.
    fn resolve_card(&mut self, seat: u8, card: Card, p: CardParams, kind: Option<WindowKind>, fx: &mut Vec<Effect>) {
        match card {
            Card::Accident => {
                if let Some(region) = p.region {
                    if let Some(owner) = self.remove_dino(region) {
                        fx.push(Effect::DinoRemoved {
                            seat: owner,
                            region: self.board.id(region).to_string(),
                            cause: Cause::Accident,
                        });
                    }
                }
            }
            Card::WeatherSwing => {
                let to = match self.climate {
                    1 => 5,
                    5 => 1,
                    2 => 4,
                    4 => 2,
                    c => c,
                };
                self.set_climate(card, to, fx);
            }
            Card::Catastrophe => self.set_climate(card, (self.climate + 2) % 6, fx),
            Card::WeatherGene => {
                let to = climate_after_die(self.climate, p.value.unwrap_or(2));
                self.set_climate(card, to, fx);
            }
            Card::MeFirst => {
                if kind == Some(WindowKind::W1Start) {
                    self.flags.me_first_after_initiative = Some(seat);
                } else {
                    self.order.retain(|&s| s != seat);
                    self.order.insert(0, seat);
                    fx.push(Effect::OrderChanged { order: self.order.clone() });
                }
            }
            Card::Cuckoo => {
                if let Some(region) = p.region {
                    if let Some(owner) = self.remove_dino(region) {
                        let id = self.board.id(region).to_string();
                        fx.push(Effect::DinoRemoved { seat: owner, region: id.clone(), cause: Cause::Cuckoo });
                        self.put_dino(seat, region, true);
                        fx.push(Effect::DinoReplaced { seat: owner, by: seat, region: id });
                    }
                }
            }
            Card::DefensiveGas => {
                if let Some(other) = p.player {
                    self.flags.truce = Some([seat, other]);
                }
            }
            Card::SurvivalGene => {
                for other in self.order.clone() {
                    if other == seat {
                        continue;
                    }
                    let lost = u32::from(self.flags.survival_deaths.get(usize::from(other)).copied().unwrap_or(0));
                    let pl = self.player_mut(other);
                    let amount = lost.min(pl.ep);
                    pl.ep -= amount;
                    let total = pl.ep;
                    if lost > 0 {
                        fx.push(Effect::EpLost { seat: other, amount, total });
                    }
                }
            }
            Card::UnexpectedGene => {
                let pl = self.player_mut(seat);
                pl.final_bonus = pl.final_bonus.saturating_add(2);
            }
            Card::Flood => self.flood(seat, fx),
            // The other cards only set this round's flags (`played`).
            _ => {}
        }
    }

    fn set_climate(&mut self, card: Card, to: u8, fx: &mut Vec<Effect>) {
        let from = self.climate;
        self.climate = to % 6;
        fx.push(Effect::ClimateChanged { card, from, to: self.climate, temperate: CLIMATE_TRACK[usize::from(self.climate)] });
    }

    /// FLOOD (§14.3 #26, PD-25): the card's player rolls a die per dino on a coastal region,
    /// players in order, each player's dinos by region; roll + parasols ≤ 3 drowns.
    fn flood(&mut self, roller: u8, fx: &mut Vec<Effect>) {
        for seat in self.order.clone() {
            let parasols = self.player(seat).parasols();
            for region in State::regions(self.dinos_of(seat)) {
                if !self.board.is_coastal(region) {
                    continue;
                }
                let roll = self.roll_die();
                let survives = u32::from(roll) + parasols > 3;
                let id = self.board.id(region).to_string();
                fx.push(Effect::FloodRolled { roller, seat, region: id.clone(), roll, parasols, survives });
                if !survives {
                    self.remove_dino(region);
                    fx.push(Effect::DinoRemoved { seat, region: id, cause: Cause::Flood });
                }
            }
        }
    }
}
