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
        // With n = 2^63 + 1 the limit is 2^63 + 1: roughly half of all outputs are rejected,
        // so the result must still be below n and the generator must have advanced.
        let n = (1u64 << 63) + 1;
        let mut r = SplitMix64::new(7);
        for _ in 0..100 {
            assert!(r.next_int(n) < n);
        }
        let mut a = SplitMix64::new(9);
        let mut b = SplitMix64::new(9);
        assert_eq!(a.next_int(6), b.next_u64() % 6);
    }
}
