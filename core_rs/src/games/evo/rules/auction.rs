//! Phase 6, second part — the gene auction and payment (docs/rules/evo.md §13.2–13.6, §16).

use super::super::effects::Effect;
use super::super::state::{Auction, AuctionRow, Bid, HandCard, State, Step};
use super::super::types::{Card, Gene};
use crate::engine::{RuleError, SeatSet};

/// The card played in the GENE_SPLIT slot right after a `bid` (§14.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotCard {
    None,
    GeneSplit,
    SleepingGene,
    /// Both flags set: rejected.
    Both,
}

impl SlotCard {
    /// From the two flags of `Action::Bid`.
    pub fn of(gene_split: bool, sleeping_gene: bool) -> SlotCard {
        match (gene_split, sleeping_gene) {
            (false, false) => SlotCard::None,
            (true, false) => SlotCard::GeneSplit,
            (false, true) => SlotCard::SleepingGene,
            (true, true) => SlotCard::Both,
        }
    }
    /// The card to play after the placement, if any.
    pub fn card(self) -> Option<Card> {
        match self {
            SlotCard::GeneSplit => Some(Card::GeneSplit),
            SlotCard::SleepingGene => Some(Card::SleepingGene),
            SlotCard::None | SlotCard::Both => None,
        }
    }
}

impl State {
    /// §13.3: genes on offer: N, or N − 1 in the hard variant or with MISSING_LINK (the two
    /// do not add up, PD-31), at most the tiles left (PD-19).
    pub(crate) fn genes_on_offer(&self) -> usize {
        let n = usize::from(self.seats);
        let target = if self.rules.hard_variant || self.anyone_played(Card::MissingLink) { n - 1 } else { n };
        target.min(self.bag.len())
    }

    /// §13.3–13.5: draw the genes, then let players act in order (an outbid player acts at
    /// once). True while a player must bid.
    pub(crate) fn auction_step(&mut self, fx: &mut Vec<Effect>) -> bool {
        if self.auction.is_none() {
            let r = self.genes_on_offer();
            if r == 0 {
                self.step = Step::EndOfRound;
                return false;
            }
            let genes: Vec<Gene> = self.bag.drain(..r).collect();
            fx.push(Effect::GenesDrawn { genes: genes.clone() });
            self.auction = Some(Auction {
                rows: genes.into_iter().map(|gene| AuctionRow { gene, bid: None }).collect(),
                passed: SeatSet::EMPTY,
                passes_allowed: self.seats - r as u8,
                actor: None,
                next_turn: 0,
            });
        }
        let next = self.auction.as_ref().map(|a| (a.actor, a.next_turn));
        match next {
            Some((Some(_), _)) => true,
            Some((None, turn)) => match self.in_order(turn) {
                Some(seat) => {
                    if let Some(a) = self.auction.as_mut() {
                        a.actor = Some(seat);
                        a.next_turn += 1;
                    }
                    true
                }
                None => {
                    self.step = Step::W6Pay;
                    false
                }
            },
            None => false,
        }
    }

    /// §13.4 (PD-15): the highest value `seat` can afford: `max(0, v − M) ≤ EP`.
    pub(crate) fn max_bid(&self, seat: u8) -> u32 {
        let p = self.player(seat);
        p.ep.saturating_add(p.mutations())
    }

    /// §13.4: the lowest legal value on row `row` (0-based): 0 when empty, else the
    /// marker + 1, or + 3 against a GENE_SPLIT player (PD-33).
    pub(crate) fn min_bid(&self, row: usize) -> u32 {
        match self.auction.as_ref().and_then(|a| a.rows.get(row)).and_then(|r| r.bid) {
            None => 0,
            Some(b) => b.value.saturating_add(if self.played(b.seat, Card::GeneSplit) { 3 } else { 1 }),
        }
    }

    /// May `seat` play GENE_SPLIT right after a placement (§14.2, the GENE_SPLIT slot)?
    /// The slot exists only for a player holding a GENE_SPLIT they may play now.
    pub(crate) fn can_gene_split(&self, seat: u8) -> bool {
        self.holds_playable(seat, Card::GeneSplit)
    }

    /// May `seat` play SLEEPING_GENE in their GENE_SPLIT slot (§14.2: SLEEPING_GENE is
    /// eligible in every window, the slot included)?
    pub(crate) fn can_sleep_in_slot(&self, seat: u8) -> bool {
        self.can_gene_split(seat) && self.holds_playable(seat, Card::SleepingGene)
    }

    /// Does `seat` hold `card`, and may cards be played now (§14.1)?
    fn holds_playable(&self, seat: u8, card: Card) -> bool {
        self.cards_allowed() && self.player(seat).hand.iter().any(|h| h.card == card && h.playable_from <= self.round)
    }

    /// §13.4: check PLACE(row, value) (`row` from 1).
    pub(crate) fn check_bid(&self, seat: u8, row: u8, value: u32, slot: SlotCard) -> Result<(), RuleError> {
        let rows = self.auction.as_ref().map_or(0, |a| a.rows.len());
        if row == 0 || usize::from(row) > rows {
            return Err(RuleError::illegal(rule!("§13.4"), msg!("evo-err-no-row", row = row, rows = rows)));
        }
        let max = self.max_bid(seat);
        if value > max {
            return Err(RuleError::illegal(
                rule!("§13.4"),
                msg!("evo-err-bid-too-high", value = value, max = max),
            ));
        }
        let min = self.min_bid(usize::from(row) - 1);
        if value < min {
            return Err(RuleError::illegal(
                rule!("§13.4"),
                msg!("evo-err-row-taken", row = row, min = min),
            ));
        }
        match slot {
            SlotCard::None => Ok(()),
            SlotCard::GeneSplit | SlotCard::SleepingGene if !self.cards_allowed() => Err(RuleError::illegal(
                rule!("§14.1"),
                msg!("evo-err-no-card-now"),
            )),
            SlotCard::GeneSplit if self.can_gene_split(seat) => Ok(()),
            SlotCard::GeneSplit => Err(RuleError::illegal(rule!("§14.3"), msg!("evo-err-gene-split-now"))),
            SlotCard::SleepingGene if self.can_sleep_in_slot(seat) => Ok(()),
            SlotCard::SleepingGene => Err(RuleError::illegal(
                rule!("§14.2"),
                msg!("evo-err-sleeping-slot"),
            )),
            SlotCard::Both => Err(RuleError::illegal(
                rule!("§14.2"),
                msg!("evo-err-both-slot"),
            )),
        }
    }

    /// §13.5: PASS only while fewer than N − R players have passed.
    pub(crate) fn check_pass_bid(&self) -> Result<(), RuleError> {
        match self.auction.as_ref() {
            Some(a) if a.passed.len() < usize::from(a.passes_allowed) => Ok(()),
            _ => Err(RuleError::illegal(
                rule!("§13.5"),
                msg!("evo-err-must-bid"),
            )),
        }
    }

    /// Every legal bid action of the acting player.
    pub(crate) fn legal_bids(&self, seat: u8, out: &mut Vec<super::super::actions::Action>) {
        use super::super::actions::Action;
        let Some(a) = self.auction.as_ref() else { return };
        let max = self.max_bid(seat);
        let split = self.can_gene_split(seat);
        let sleep = self.can_sleep_in_slot(seat);
        for row in 0..a.rows.len() {
            let min = self.min_bid(row);
            if min > max {
                continue;
            }
            let row = row as u8 + 1;
            for value in min..=max {
                out.push(Action::Bid { row, value, gene_split: false, sleeping_gene: false });
                if split {
                    out.push(Action::Bid { row, value, gene_split: true, sleeping_gene: false });
                }
                if sleep {
                    out.push(Action::Bid { row, value, gene_split: false, sleeping_gene: true });
                }
            }
        }
        if self.check_pass_bid().is_ok() {
            out.push(Action::PassBid);
        }
    }

    /// Apply a checked bid: an outbid player acts next (§13.5).
    pub(crate) fn apply_bid(&mut self, seat: u8, row: u8, value: u32, fx: &mut Vec<Effect>) {
        let Some(a) = self.auction.as_mut() else { return };
        let Some(r) = a.rows.get_mut(usize::from(row).saturating_sub(1)) else { return };
        let displaced = r.bid.map(|b| b.seat);
        r.bid = Some(Bid { seat, value });
        let gene = r.gene;
        a.actor = displaced;
        fx.push(Effect::BidPlaced { seat, row, value, gene });
        if let Some(q) = displaced {
            fx.push(Effect::Outbid { seat: q, by: seat, row });
        }
    }

    pub(crate) fn apply_pass_bid(&mut self, seat: u8, fx: &mut Vec<Effect>) {
        if let Some(a) = self.auction.as_mut() {
            a.passed.insert(seat);
            a.actor = None;
        }
        fx.push(Effect::BidPassed { seat });
    }

    /// §13.6 (PD-20): in order, each winner pays `max(0, v − M)` (−3 more with
    /// GENETIC_HIGHFLYER) and takes the gene; a CARD gene draws the top event card.
    pub(crate) fn payment(&mut self, fx: &mut Vec<Effect>) {
        let Some(auction) = self.auction.take() else { return };
        for seat in self.order.clone() {
            let Some(row) = auction.row_of(seat) else { continue };
            let Some(bid) = auction.rows[row].bid else { continue };
            let gene = auction.rows[row].gene;
            let mut price = bid.value.saturating_sub(self.player(seat).mutations());
            if self.played(seat, Card::GeneticHighflyer) {
                price = price.saturating_sub(3);
            }
            let round = self.round;
            let p = self.player_mut(seat);
            p.ep = p.ep.saturating_sub(price);
            let total = p.ep;
            if gene == Gene::Card {
                self.removed_card_tiles += 1;
            } else {
                p.genes.add(gene);
            }
            fx.push(Effect::GeneBought { seat, gene, bid: bid.value, price, total });
            if gene == Gene::Card && !self.deck.is_empty() {
                let card = self.deck.remove(0);
                self.player_mut(seat).hand.push(HandCard { card, playable_from: round });
                fx.push(Effect::CardDrawn { seat, card });
                fx.push(Effect::CardDrawnHidden { seat });
            }
        }
    }
}
