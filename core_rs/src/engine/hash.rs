//! The state hash: SHA-256 over a canonical byte stream of the state. States derive `Hash`;
//! this `Hasher` feeds every integer as 8 little-endian bytes (`usize` and `isize` as 64-bit)
//! into SHA-256, so the same state gives the same hash on every machine and in every process
//! (unlike `std`'s randomly keyed `DefaultHasher`). It is cryptographic on purpose: published
//! hashes cover hidden information (deck orders, the generator's state) and must not let
//! anyone recover it.

use std::hash::{Hash, Hasher};

use sha2::{Digest, Sha256};

/// Bytes gathered before they are handed to SHA-256 in one call (a state feeds hundreds of
/// 8-byte words; one `update` per word costs more than hashing them). The byte stream, and
/// so the hash, is the same.
const BUFFER: usize = 256;

pub struct StableHasher {
    sha: Sha256,
    buf: [u8; BUFFER],
    len: usize,
}

impl StableHasher {
    pub fn new() -> Self {
        Self { sha: Sha256::new(), buf: [0; BUFFER], len: 0 }
    }
    #[inline]
    fn word(&mut self, w: u64) {
        self.bytes(&w.to_le_bytes());
    }
    #[inline]
    fn bytes(&mut self, b: &[u8]) {
        if self.len + b.len() > BUFFER {
            self.flush();
            if b.len() > BUFFER {
                self.sha.update(b);
                return;
            }
        }
        self.buf[self.len..self.len + b.len()].copy_from_slice(b);
        self.len += b.len();
    }
    fn flush(&mut self) {
        self.sha.update(&self.buf[..self.len]);
        self.len = 0;
    }
    /// The full digest as 64 lowercase hex digits.
    pub fn hex(mut self) -> String {
        self.flush();
        let d = self.sha.finalize();
        let mut s = String::with_capacity(64);
        for b in d {
            s.push_str(&format!("{b:02x}"));
        }
        s
    }
}

impl Default for StableHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl Hasher for StableHasher {
    /// Not used for state hashes (they are 256-bit, see `hex`); the first 8 digest bytes.
    fn finish(&self) -> u64 {
        let mut sha = self.sha.clone();
        sha.update(&self.buf[..self.len]);
        let d = sha.finalize();
        let mut b = [0u8; 8];
        b.copy_from_slice(&d[..8]);
        u64::from_le_bytes(b)
    }
    fn write(&mut self, bytes: &[u8]) {
        self.word(bytes.len() as u64);
        self.bytes(bytes);
    }
    fn write_u8(&mut self, i: u8) {
        self.word(u64::from(i));
    }
    fn write_u16(&mut self, i: u16) {
        self.word(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.word(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.word(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.word(i as u64);
    }
    fn write_i8(&mut self, i: i8) {
        self.word(i as u64);
    }
    fn write_i16(&mut self, i: i16) {
        self.word(i as u64);
    }
    fn write_i32(&mut self, i: i32) {
        self.word(i as u64);
    }
    fn write_i64(&mut self, i: i64) {
        self.word(i as u64);
    }
    fn write_isize(&mut self, i: isize) {
        self.word(i as u64);
    }
}

/// The SHA-256 state hash of any `Hash` value, as 64 lowercase hex digits.
pub fn stable_hash<T: Hash + ?Sized>(value: &T) -> String {
    let mut h = StableHasher::new();
    value.hash(&mut h);
    h.hex()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_hash_equal_and_order_matters() {
        assert_eq!(stable_hash(&(1u8, vec![2u32, 3])), stable_hash(&(1u8, vec![2u32, 3])));
        assert_ne!(stable_hash(&vec![2u32, 3]), stable_hash(&vec![3u32, 2]));
        // Pinned: the encoding is 8 little-endian bytes per integer, so hashing 0u64 is
        // SHA-256 of eight zero bytes. This must not drift between builds or machines.
        assert_eq!(
            stable_hash(&0u64),
            "af5570f5a1810b7af78caf4bc70a660f0df51e42baf91d4de5b2328de0e83dfc"
        );
        assert_eq!(stable_hash(&1u8), stable_hash(&1u64));
    }

    /// The unbuffered hasher this one replaced: one SHA-256 update per word or string.
    struct Unbuffered(Sha256);

    impl Hasher for Unbuffered {
        fn finish(&self) -> u64 {
            0
        }
        fn write(&mut self, bytes: &[u8]) {
            self.0.update((bytes.len() as u64).to_le_bytes());
            self.0.update(bytes);
        }
        fn write_u8(&mut self, i: u8) {
            self.0.update(u64::from(i).to_le_bytes());
        }
        fn write_u16(&mut self, i: u16) {
            self.0.update(u64::from(i).to_le_bytes());
        }
        fn write_u32(&mut self, i: u32) {
            self.0.update(u64::from(i).to_le_bytes());
        }
        fn write_u64(&mut self, i: u64) {
            self.0.update(i.to_le_bytes());
        }
        fn write_usize(&mut self, i: usize) {
            self.0.update((i as u64).to_le_bytes());
        }
        fn write_isize(&mut self, i: isize) {
            self.0.update((i as u64).to_le_bytes());
        }
    }

    /// Buffering changes nothing: words and strings straddling the buffer's end, and
    /// strings longer than it, give the hash of the unbuffered stream.
    #[test]
    fn buffering_does_not_change_the_stream() {
        let value = (
            vec![Some(1u8), None, Some(3)].repeat(40),
            "abc".to_string(),
            vec![7u8; 3 * BUFFER + 5],
            (0..70u32).collect::<Vec<_>>(),
            [Some(-2isize); 9],
            (5u16, 6usize),
        );
        let mut plain = Unbuffered(Sha256::new());
        value.hash(&mut plain);
        let expected: String = plain.0.finalize().iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(stable_hash(&value), expected);
    }
}
