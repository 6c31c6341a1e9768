//! Determinization for the search bots (rules/evo.md PD-40: what a seat sees).
//! Hidden from a seat: the order of the gene bag (its contents are public counts), the order
//! of the event deck, the other seats' hands (their sizes are public) and the generator
//! (future dice). The deck and the other hands form one pool of unseen cards, dealt again
//! keeping every hand size; a redealt card is playable at once (when another seat's card
//! came from DUPLICATION is not in the view). Forced dice (a test hook) are dropped.

use super::state::{HandCard, State};
use crate::engine::{Seat, SplitMix64};

impl State {
    /// A state `seat` cannot tell apart from this one, everything hidden resampled from
    /// `rng`; hidden items are sorted before each shuffle, so only the view and `rng` count.
    pub fn determinized(&self, seat: Seat, rng: &mut SplitMix64) -> State {
        let mut s = self.clone();
        s.bag.sort_unstable();
        rng.shuffle(&mut s.bag);
        let mut pool = std::mem::take(&mut s.deck);
        for (i, p) in s.players.iter_mut().enumerate() {
            if i != usize::from(seat) {
                pool.extend(p.hand.drain(..).map(|h| h.card));
            }
        }
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let mut rest = pool.into_iter();
        for (i, p) in s.players.iter_mut().enumerate() {
            if i != usize::from(seat) {
                let n = self.players[i].hand.len();
                p.hand.extend(rest.by_ref().take(n).map(|card| HandCard { card, playable_from: 1 }));
            }
        }
        s.deck = rest.collect();
        s.forced_dice.clear();
        s.rng = SplitMix64::new(rng.next_u64());
        s
    }
}
