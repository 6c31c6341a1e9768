//! Determinization for the search bots. Everything on the Dominant Species table is
//! public (`view.rs`); hidden are only the order of the Dominance deck (Ice Age stays at the
//! bottom, §4.4), the order of the Wanderlust stacks below their face-up tops, and the
//! generator (the order of future bag draws; the bag's contents are public counts).
//! The same for every seat.

use super::data::Card;
use super::state::State;
use crate::engine::{Seat, SplitMix64};

impl State {
    /// A state the seat cannot tell apart from this one, hidden orders resampled from `rng`.
    /// Hidden cards and tiles are sorted before the shuffle, so the result depends only on
    /// what is public and on `rng`.
    pub(crate) fn determinized(&self, _seat: Seat, rng: &mut SplitMix64) -> State {
        let mut s = self.clone();
        // The Dominance deck: Ice Age is always the bottom card while it is in the deck.
        let ice_at_bottom = s.deck.last() == Some(&Card::IceAge);
        if ice_at_bottom {
            s.deck.pop();
        }
        s.deck.sort_unstable();
        rng.shuffle(&mut s.deck);
        if ice_at_bottom {
            s.deck.push(Card::IceAge);
        }
        // The Wanderlust stacks: each keeps its size and its face-up top; the tiles below
        // (all of a face-down stack) are one hidden pool.
        let known = |i: usize, st: &State| usize::from(st.stack_face_up[i] && !st.stacks[i].is_empty());
        let mut pool = Vec::new();
        for i in 0..3 {
            let k = known(i, &s);
            pool.extend(s.stacks[i].drain(k..));
        }
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        let mut rest = pool.into_iter();
        for i in 0..3 {
            let k = known(i, self);
            let n = self.stacks[i].len() - k;
            s.stacks[i].extend(rest.by_ref().take(n));
        }
        // The generator's future.
        s.rng = SplitMix64::new(rng.next_u64());
        s
    }
}
