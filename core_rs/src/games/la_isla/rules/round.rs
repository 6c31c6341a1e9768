//! la-isla §7: the round — card phase (§7.1), action A (§7.2), action B (§7.3), action D
//! (§7.5), the end of round (§7.6) — and the marker advance of §9. Action C is in
//! `explorers.rs`. Simultaneous phases collect every seat's secret answers first and then
//! resolve player by player in turn order (§7.0).

use crate::engine::Seat;

use super::super::cards::{Card, Function};
use super::super::effects::{Declined, Effect, ResourceSource, VpReason};
use super::super::state::{Answers, CStage, EndReason, State};
use super::super::types::{Colour, Letter, Phase, Species, TOP_STEP};

/// §7.2: where the A card will go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// On top of the visible identical function in this slot (forced).
    Twin(u8),
    /// Into the lowest empty slot (forced).
    Empty(u8),
    /// Every slot is full: the player chooses the slot to cover.
    Cover,
}

/// The next secret question a seat must answer in a simultaneous phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// §7.1: the card to put under this letter.
    Assign(Letter),
    /// §7.2: the slot to cover.
    Cover,
    /// §11.3 F09: take the explorer?
    TakeExplorer,
    /// §11.3 F07: advance this species in action B?
    IncomeMarker(Species),
    /// §7.5 / G02: the species to advance.
    ChooseAnimal,
    /// §11.3 G01: the second step, should the D advance be of this species?
    DoubleStep(Species),
}

impl State {
    // ---------------------------------------------------------------- card phase (§7.1)

    /// §7.1 step 1: announce the round and draw, in turn order, 3 cards (4 with
    /// WIDER_SEARCH). If no card is left anywhere, the game ends at once.
    pub(crate) fn start_card_phase(&mut self, fx: &mut Vec<Effect>) {
        self.phase = Phase::Card;
        fx.push(Effect::RoundStarted { round: self.round, first_player: self.first_player });
        let order: Vec<Seat> = self.turn_order().collect();
        for seat in order {
            let count = if self.players[seat as usize].has(Function::WiderSearch) { 4 } else { 3 };
            let mut drawn = 0u8;
            for _ in 0..count {
                match self.draw_card(fx) {
                    Some(card) => {
                        self.players[seat as usize].hand.push(card);
                        fx.push(Effect::CardDrawn { seat, card });
                        drawn += 1;
                    }
                    None => {
                        fx.push(Effect::CardsDrawn { seat, count: drawn });
                        self.finish(EndReason::CardsExhausted, fx);
                        return;
                    }
                }
            }
            fx.push(Effect::CardsDrawn { seat, count: drawn });
        }
    }

    /// §7.1: the top card; an empty deck is first replaced by the shuffled discard pile.
    fn draw_card(&mut self, fx: &mut Vec<Effect>) -> Option<Card> {
        if self.deck.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            let mut pile = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut pile);
            fx.push(Effect::DeckReshuffled { cards: pile.len() as u32 });
            self.deck = pile;
        }
        Some(self.deck.remove(0))
    }

    /// §7.1 step 2: the next letter still without a card (A, then B, then D).
    pub fn next_letter(&self, seat: Seat) -> Option<Letter> {
        let a = &self.players[seat as usize].assigned;
        [(Letter::A, a.a), (Letter::B, a.b), (Letter::D, a.d)].into_iter().find(|(_, c)| c.is_none()).map(|(l, _)| l)
    }

    /// §7.1 step 2: put `card` from the hand under `letter`; the last card of a 3-card hand
    /// goes under D without a choice.
    pub(crate) fn assign(&mut self, seat: Seat, letter: Letter, card: Card, fx: &mut Vec<Effect>) {
        let p = &mut self.players[seat as usize];
        p.hand.retain(|&c| c != card);
        match letter {
            Letter::A => p.assigned.a = Some(card),
            Letter::B => p.assigned.b = Some(card),
            Letter::D => p.assigned.d = Some(card),
        }
        fx.push(Effect::CardAssigned { seat, letter, card });
        fx.push(Effect::CardFaceDown { seat, letter });
        if self.next_letter(seat) == Some(Letter::D) && self.players[seat as usize].hand.len() == 1 {
            let last = self.players[seat as usize].hand[0];
            self.assign(seat, Letter::D, last, fx);
            return;
        }
        if self.next_letter(seat).is_none() {
            fx.push(Effect::SeatDecided { seat, phase: Phase::Card });
        }
    }

    /// §7.1 steps 3–4: leftover cards face up, then action A begins with the reveal of the
    /// A cards (§7.2 step 1).
    fn end_card_phase(&mut self, fx: &mut Vec<Effect>) {
        let order: Vec<Seat> = self.turn_order().collect();
        for &seat in &order {
            let left = std::mem::take(&mut self.players[seat as usize].hand);
            for card in left {
                self.discard.push(card);
                fx.push(Effect::LeftoverDiscarded { seat, card });
            }
        }
        self.phase = Phase::A;
        for &seat in &order {
            if let Some(card) = self.players[seat as usize].assigned.a {
                fx.push(Effect::ACardRevealed { seat, card });
            }
        }
    }

    // ---------------------------------------------------------------- action A (§7.2)

    /// §7.2 steps 2–3: the identical-function rule first, then the lowest empty slot, else
    /// the player must cover.
    pub fn a_placement(&self, seat: Seat) -> Placement {
        let p = &self.players[seat as usize];
        let f = p.assigned.a.map(|c| c.function());
        if let Some(i) = p.slots.iter().position(|s| s.last().map(|c| c.function()) == f && f.is_some()) {
            return Placement::Twin(i as u8);
        }
        match p.slots.iter().position(|s| s.is_empty()) {
            Some(i) => Placement::Empty(i as u8),
            None => Placement::Cover,
        }
    }

    fn a_question(&self, seat: Seat) -> Option<Question> {
        let p = &self.players[seat as usize];
        let card = p.assigned.a?;
        if self.a_placement(seat) == Placement::Cover && p.answers.cover_slot.is_none() {
            return Some(Question::Cover);
        }
        if card.function() == Function::ExtraExplorer
            && self.general_explorers[seat as usize] > 0
            && p.answers.take_explorer.is_none()
        {
            return Some(Question::TakeExplorer);
        }
        None
    }

    /// §7.2 step 1–4 for every player in turn order.
    fn resolve_a(&mut self, fx: &mut Vec<Effect>) {
        let order: Vec<Seat> = self.turn_order().collect();
        for seat in order {
            let Some(card) = self.players[seat as usize].assigned.a else { continue };
            let slot = match self.a_placement(seat) {
                Placement::Twin(i) | Placement::Empty(i) => i,
                Placement::Cover => self.players[seat as usize].answers.cover_slot.unwrap_or(0),
            };
            let s = seat as usize;
            let p = &mut self.players[s];
            let covered = p.slots.get(slot as usize).and_then(|st| st.last().copied());
            if let Some(stack) = p.slots.get_mut(slot as usize) {
                stack.push(card);
            }
            p.assigned.a = None;
            fx.push(Effect::CardPlaced { seat, card, slot, covered });
            match card.function() {
                Function::ExtraSlot => {
                    p.slots.push(Vec::new());
                    fx.push(Effect::SlotAdded { seat, slots: p.slots.len() as u8 });
                }
                Function::ExtraExplorer if self.general_explorers[s] > 0 => {
                    if p.answers.take_explorer == Some(true) {
                        self.general_explorers[s] -= 1;
                        p.supply += 1;
                        fx.push(Effect::ExplorerTaken {
                            seat,
                            supply: p.supply,
                            general_left: self.general_explorers[s],
                        });
                    } else {
                        fx.push(Effect::OptionDeclined { seat, option: Declined::ExtraExplorer });
                    }
                }
                _ => {}
            }
            p.answers = Answers::default();
        }
    }

    // ---------------------------------------------------------------- action B (§7.3)

    fn b_question(&self, seat: Seat) -> Option<Question> {
        let p = &self.players[seat as usize];
        Species::ALL
            .into_iter()
            .find(|&z| p.has(Function::IncomeMarker(z)) && p.answers.income_marker[z.idx()].is_none())
            .map(Question::IncomeMarker)
    }

    /// §7.3 for every player in turn order: discard B, its resource, INCOME, INCOME_MARKER.
    fn resolve_b(&mut self, fx: &mut Vec<Effect>) {
        let order: Vec<Seat> = self.turn_order().collect();
        for seat in order {
            let s = seat as usize;
            if let Some(card) = self.players[s].assigned.b.take() {
                self.discard.push(card);
                fx.push(Effect::CardDiscarded { seat, letter: Letter::B, card });
                self.gain(seat, card.resource(), 1, ResourceSource::BCard { card }, fx);
            }
            for c in Colour::ALL {
                if self.players[s].has(Function::Income(c)) {
                    self.gain(seat, c, 1, ResourceSource::Income, fx);
                }
            }
            for z in Species::ALL {
                if self.players[s].has(Function::IncomeMarker(z)) {
                    if self.players[s].answers.income_marker[z.idx()] == Some(true) {
                        self.advance(seat, z, 1, fx);
                    } else {
                        fx.push(Effect::OptionDeclined { seat, option: Declined::IncomeMarker { species: z } });
                    }
                }
            }
            self.players[s].answers = Answers::default();
        }
    }

    // ---------------------------------------------------------------- action D (§7.5)

    /// §7.5: the species the D card advances (after FREE_CHOICE).
    pub fn d_species(&self, seat: Seat) -> Option<Species> {
        let p = &self.players[seat as usize];
        p.answers.d_species.or_else(|| p.assigned.d.map(|c| c.animal()))
    }

    /// §7.0 / §11.3 G01, G02: the D questions depend only on the visible functions, which
    /// are public: FREE_CHOICE asks for the species, and every visible DOUBLE_STEP(z) asks
    /// whether to take the second step should the advance be of z — whatever the D card
    /// shows. (Asking the DOUBLE_STEP question only when the species matches would tell the
    /// other seats, through `pending()`, what the face-down D card shows.)
    fn d_question(&self, seat: Seat) -> Option<Question> {
        let p = &self.players[seat as usize];
        p.assigned.d?;
        if p.has(Function::FreeChoice) && p.answers.d_species.is_none() {
            return Some(Question::ChooseAnimal);
        }
        Species::ALL
            .into_iter()
            .find(|&z| p.has(Function::DoubleStep(z)) && p.answers.double_step[z.idx()].is_none())
            .map(Question::DoubleStep)
    }

    /// §7.5 for every player in turn order: discard D, ADV, DOUBLE_STEP.
    fn resolve_d(&mut self, fx: &mut Vec<Effect>) {
        let order: Vec<Seat> = self.turn_order().collect();
        for seat in order {
            let s = seat as usize;
            let Some(card) = self.players[s].assigned.d else { continue };
            let z = self.d_species(seat).unwrap_or(card.animal());
            self.players[s].assigned.d = None;
            self.discard.push(card);
            fx.push(Effect::CardDiscarded { seat, letter: Letter::D, card });
            let mult = if self.players[s].has(Function::DoubleScore) { 2 } else { 1 };
            self.advance(seat, z, mult, fx);
            if self.players[s].has(Function::DoubleStep(z)) {
                if self.players[s].answers.double_step[z.idx()] == Some(true) {
                    self.advance(seat, z, mult, fx);
                } else {
                    fx.push(Effect::OptionDeclined { seat, option: Declined::DoubleStep { species: z } });
                }
            }
            self.players[s].answers = Answers::default();
        }
    }

    // ---------------------------------------------------------------- shared

    /// The seat's next secret question in the current simultaneous phase.
    pub fn question(&self, seat: Seat) -> Option<Question> {
        if seat as usize >= self.players.len() {
            return None;
        }
        match self.phase {
            Phase::Card => self.next_letter(seat).map(Question::Assign),
            Phase::A => self.a_question(seat),
            Phase::B => self.b_question(seat),
            Phase::D => self.d_question(seat),
            Phase::C | Phase::Final => None,
        }
    }

    /// §9 `ADV(p, z, mult)`.
    pub(crate) fn advance(&mut self, seat: Seat, z: Species, mult: u8, fx: &mut Vec<Effect>) {
        let step = &mut self.steps[z.idx()];
        let moved = *step < TOP_STEP;
        if moved {
            *step += 1;
        }
        let step = *step;
        fx.push(Effect::MarkerAdvanced { seat, species: z, step, value: self.value(z), moved });
        let animals = self.players[seat as usize].animals(z);
        self.score(seat, mult as u32 * animals, VpReason::Animals { species: z, animals, mult }, fx);
    }

    /// Add VP (nothing is reported for 0).
    pub(crate) fn score(&mut self, seat: Seat, vp: u32, reason: VpReason, fx: &mut Vec<Effect>) {
        if vp == 0 {
            return;
        }
        let p = &mut self.players[seat as usize];
        p.vp += vp;
        fx.push(Effect::VpScored { seat, vp, total: p.vp, reason });
    }

    /// Take resources from the (unlimited) general supply.
    pub(crate) fn gain(
        &mut self,
        seat: Seat,
        colour: Colour,
        count: u32,
        source: ResourceSource,
        fx: &mut Vec<Effect>,
    ) {
        self.players[seat as usize].resources[colour.idx()] += count;
        fx.push(Effect::ResourceGained { seat, colour, count, source });
    }

    /// Move the game forward through every step that needs no decision (§7.7).
    pub(crate) fn proceed(&mut self, fx: &mut Vec<Effect>) {
        loop {
            let n = self.seats;
            let waiting = (0..n).any(|s| self.question(s).is_some());
            match self.phase {
                Phase::Final => return,
                Phase::Card | Phase::A | Phase::B | Phase::D if waiting => return,
                Phase::Card => self.end_card_phase(fx),
                Phase::A => {
                    self.resolve_a(fx);
                    self.phase = Phase::B;
                }
                Phase::B => {
                    self.resolve_b(fx);
                    self.phase = Phase::C;
                    self.c_index = 0;
                    self.c_stage = CStage::Choose;
                    self.followups.clear();
                }
                Phase::C => {
                    if self.c_index < n {
                        return;
                    }
                    self.phase = Phase::D;
                }
                Phase::D => {
                    self.resolve_d(fx);
                    self.end_of_round(fx);
                }
            }
        }
    }

    /// §7.6: the end-game test, else the next round.
    fn end_of_round(&mut self, fx: &mut Vec<Effect>) {
        if self.marker_sum() >= self.threshold as u32 {
            self.finish(EndReason::Threshold, fx);
            return;
        }
        self.first_player = (self.first_player + 1) % self.seats;
        self.round += 1;
        self.start_card_phase(fx);
    }
}
