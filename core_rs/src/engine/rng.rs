//! The one random generator every game uses: SplitMix64 with the draw procedures the
//! rules files fix (dominant-species §14.1, evo §17, la-isla §4.4). Its state is part of
//! the game state, so a seed and the decisions fix the whole game.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SplitMix64 {
    pub(crate) state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        Self { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Unbiased integer in `0..n` by rejection: `limit = 2^64 - (2^64 mod n)`; repeat
    /// `x = next()` until `x < limit`, return `x mod n`. For `n == 1` the limit is 2^64, so
    /// exactly one output is consumed, as the rules files' procedure says (a bag holding one
    /// disc still advances the generator). `n == 0` has no answer: 0, nothing consumed.
    pub fn next_int(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        let rem = (u64::MAX % n + 1) % n; // 2^64 mod n
        loop {
            let x = self.next_u64();
            if rem == 0 || x < 0u64.wrapping_sub(rem) {
                return x % n;
            }
        }
    }

    /// Fisher–Yates; index 0 is the top afterwards.
    pub fn shuffle<T>(&mut self, a: &mut [T]) {
        for i in (1..a.len()).rev() {
            let j = self.next_int(i as u64 + 1) as usize;
            a.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// dominant-species §15 TV-23, evo §17, la-isla §4.4: reference outputs.
    #[test]
    fn tv23_reference_outputs() {
        let mut r = SplitMix64::new(0);
        assert_eq!(
            [r.next_u64(), r.next_u64(), r.next_u64()],
            [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
        );
        let mut r = SplitMix64::new(42);
        assert_eq!(
            [r.next_u64(), r.next_u64(), r.next_u64()],
            [0xBDD732262FEB6E95, 0x28EFE333B266F103, 0x47526757130F9F52]
        );
    }

    /// TV-23: seed 1 shuffles 0..=9 into [4, 2, 8, 1, 9, 3, 0, 6, 7, 5].
    #[test]
    fn tv23_shuffle_seed_1() {
        let mut r = SplitMix64::new(1);
        let mut a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        r.shuffle(&mut a);
        assert_eq!(a, [4, 2, 8, 1, 9, 3, 0, 6, 7, 5]);
    }

    /// dominant-species §14.1, evo §17, la-isla §4.4: nextInt(1) takes one output.
    #[test]
    fn next_int_of_one_consumes_one_output() {
        let mut a = SplitMix64::new(5);
        let mut b = SplitMix64::new(5);
        assert_eq!(a.next_int(1), 0);
        b.next_u64();
        assert_eq!(a, b);
        let before = a;
        assert_eq!(a.next_int(0), 0);
        assert_eq!(a, before);
    }

    #[test]
    fn next_int_rejects_the_biased_tail() {
        // n = 2^63 + 1: 2^64 mod n = 2^63 - 1, so the limit is 2^64 - (2^63 - 1) = n and every
        // output >= n must be rejected (about half of them). Find a seed whose first output is
        // in that tail and whose second is not: next_int must skip the first, return the second
        // mod n, and have consumed exactly two outputs.
        let n = (1u64 << 63) + 1;
        let seed = (0u64..64)
            .find(|&s| {
                let mut r = SplitMix64::new(s);
                r.next_u64() >= n && r.next_u64() < n
            })
            .expect("some small seed starts with a rejected output");
        let mut a = SplitMix64::new(seed);
        let mut b = SplitMix64::new(seed);
        let rejected = b.next_u64();
        let kept = b.next_u64();
        assert!(rejected >= n && kept < n);
        assert_eq!(a.next_int(n), kept % n);
        assert_eq!(a, b, "exactly the rejected and the kept output were consumed");
        // Without rejection (rejected % n) would have been returned instead: they differ.
        assert_ne!(rejected % n, kept % n);
        // A small n with no biased tail (a power of two) never rejects: one output each.
        let mut c = SplitMix64::new(seed);
        let mut d = SplitMix64::new(seed);
        for _ in 0..100 {
            assert_eq!(c.next_int(8), d.next_u64() % 8);
        }
        let mut e = SplitMix64::new(9);
        let mut f = SplitMix64::new(9);
        assert_eq!(e.next_int(6), f.next_u64() % 6);
    }
}
