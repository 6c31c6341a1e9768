//! Fuzzing entry points shared by the cargo-fuzz targets (`core_rs/fuzz/`) and the bounded
//! fuzz tests that run in CI. Each takes arbitrary bytes and drives every registered game
//! through the JSON face (`DynGame`) the binding uses. The engine must never panic, and every
//! rejection must be a typed error that leaves the state unchanged; these functions panic
//! (which the fuzzer reports) only when that contract is broken.

use crate::engine::ErrorCode;
use crate::games::{all_games, new_game, restore_game, DynGame};

/// A cursor over fuzzer bytes.
struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Bytes<'_> {
    fn u8(&mut self) -> Option<u8> {
        let b = self.data.get(self.pos).copied();
        self.pos += 1;
        b
    }
    fn u64(&mut self) -> u64 {
        (0..8).fold(0u64, |acc, _| (acc << 8) | u64::from(self.u8().unwrap_or(0)))
    }
    fn rest(&self) -> &[u8] {
        self.data.get(self.pos..).unwrap_or(&[])
    }
}

fn pick_game(b: &mut Bytes<'_>) -> Option<(String, u8)> {
    let games = all_games();
    let info = games.get(usize::from(b.u8()?) % games.len().max(1))?;
    let span = info.max_seats - info.min_seats + 1;
    Some((info.name.to_string(), info.min_seats + b.u8()? % span))
}

/// A rejected action must be typed and leave the state as it was.
fn check_rejection(g: &dyn DynGame, before: &str, code: ErrorCode) {
    assert!(
        matches!(
            code,
            ErrorCode::IllegalAction | ErrorCode::NotYourTurn | ErrorCode::GameOver | ErrorCode::InvalidRequest
        ),
        "untyped rejection"
    );
    assert_eq!(g.state_hash(), before, "a rejected action changed the state");
}

/// Arbitrary action sequences: each byte picks a seat and an index into its legal actions
/// (listed actions must apply), or — when the high bit is set — replays an action listed
/// for some seat as a different seat (which must be refused or be legal for it too).
pub fn fuzz_actions(data: &[u8]) {
    let mut b = Bytes { data, pos: 0 };
    let Some((name, seats)) = pick_game(&mut b) else { return };
    let seed = b.u64();
    let Ok(mut g) = new_game(&name, seats, &serde_json::Value::Null, seed) else {
        panic!("{name} with {seats} seats must set up");
    };
    while let Some(byte) = b.u8() {
        let Some(p) = g.pending() else { break };
        let seat = if byte & 0x80 != 0 { byte % seats } else {
            let s: Vec<u8> = p.seats.iter().collect();
            s[usize::from(byte) % s.len()]
        };
        let listed_for = p.seats.first().unwrap_or(0);
        let legal = g.legal_actions_json(if byte & 0x80 != 0 { listed_for } else { seat });
        if legal.is_empty() {
            assert!(byte & 0x80 != 0 || !p.seats.contains(seat), "a pending seat has no legal action");
            continue;
        }
        let idx = usize::from(b.u8().unwrap_or(0)) % legal.len();
        let before = g.state_hash();
        match g.apply_json(seat, &legal[idx]) {
            Ok(_) => {
                if let Err(e) = g.validate() {
                    panic!("invariant broken after a legal action: {e}");
                }
            }
            Err(e) => {
                assert!(byte & 0x80 != 0, "a listed action was refused: {e}");
                check_rejection(g.as_ref(), &before, e.code);
            }
        }
    }
}

/// Arbitrary JSON (or non-JSON) as an action, at a state reached by a few legal moves.
pub fn fuzz_json_action(data: &[u8]) {
    let mut b = Bytes { data, pos: 0 };
    let Some((name, seats)) = pick_game(&mut b) else { return };
    let Ok(mut g) = new_game(&name, seats, &serde_json::Value::Null, b.u64()) else { return };
    let steps = b.u8().unwrap_or(0) % 32;
    for _ in 0..steps {
        let Some(p) = g.pending() else { break };
        let seat = p.seats.first().unwrap_or(0);
        let legal = g.legal_actions_json(seat);
        let Some(a) = legal.first() else { break };
        if g.apply_json(seat, a).is_err() {
            panic!("the first listed action was refused");
        }
    }
    let seat = b.u8().unwrap_or(0) % seats;
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(b.rest()) else { return };
    let before = g.state_hash();
    if let Err(e) = g.apply_json(seat, &value) {
        check_rejection(g.as_ref(), &before, e.code);
    } else if let Err(e) = g.validate() {
        panic!("an accepted fuzzed action broke an invariant: {e}");
    }
}

/// Arbitrary described states: raw bytes, and single-value mutations of a real snapshot.
/// `restore` must refuse bad ones with a typed error; a state it accepts must be usable.
pub fn fuzz_state(data: &[u8]) {
    let mut b = Bytes { data, pos: 0 };
    let Some((name, seats)) = pick_game(&mut b) else { return };
    let mode = b.u8().unwrap_or(0);
    let text = if mode % 2 == 0 {
        String::from_utf8_lossy(b.rest()).into_owned()
    } else {
        let Ok(g) = new_game(&name, seats, &serde_json::Value::Null, b.u64()) else { return };
        let Ok(mut v) = serde_json::from_str::<serde_json::Value>(&g.snapshot()) else {
            panic!("a snapshot is not JSON");
        };
        let n = b.u8().unwrap_or(1) % 4 + 1;
        for _ in 0..n {
            let path = b.u64();
            let new = i64::from(b.u8().unwrap_or(0) as i8);
            mutate(&mut v, path, new);
        }
        v.to_string()
    };
    match restore_game(&name, &text) {
        Err(e) => assert_eq!(e.code, ErrorCode::InvalidRequest, "restore refusals are invalid-request"),
        Ok(mut g) => {
            for _ in 0..8 {
                let Some(p) = g.pending() else { break };
                let seat = p.seats.first().unwrap_or(0);
                let _ = g.view(crate::engine::Viewer::Seat(seat));
                let legal = g.legal_actions_json(seat);
                let Some(a) = legal.first() else { break };
                let before = g.state_hash();
                if let Err(e) = g.apply_json(seat, a) {
                    check_rejection(g.as_ref(), &before, e.code);
                    break;
                }
            }
        }
    }
}

/// Replace one leaf somewhere in `v` (the walk is chosen by `path`) with the number `new`.
fn mutate(v: &mut serde_json::Value, path: u64, new: i64) {
    use serde_json::Value;
    let choice = (path % 251) as usize;
    match v {
        Value::Object(m) if !m.is_empty() => {
            let k = m.keys().nth(choice % m.len()).cloned().unwrap_or_default();
            if let Some(child) = m.get_mut(&k) {
                mutate(child, path / 251, new);
            }
        }
        Value::Array(a) if !a.is_empty() => {
            let i = choice % a.len();
            mutate(&mut a[i], path / 251, new);
        }
        _ => *v = Value::from(new),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SplitMix64;

    fn bytes(rng: &mut SplitMix64, n: usize) -> Vec<u8> {
        (0..n).map(|_| rng.next_u64() as u8).collect()
    }

    /// Bounded fuzzing for CI (the long runs use cargo-fuzz, see docs/operations.md).
    #[test]
    fn fuzz_actions_bounded() {
        let mut rng = SplitMix64::new(1);
        for _ in 0..300 {
            let n = 16 + rng.next_int(400) as usize;
            fuzz_actions(&bytes(&mut rng, n));
        }
    }

    #[test]
    fn fuzz_json_actions_bounded() {
        let mut rng = SplitMix64::new(2);
        let samples = [
            r#"{"type":"place_ap","space":"ADA-1"}"#,
            r#"{"type":"place_ap","space":"ADA-1","x":1}"#,
            r#"{"type":"place_ap"}"#,
            r#"{"type":""}"#,
            "[]",
            "null",
            r#"{"type":"done"}"#,
            r#"{"type":"pass"}"#,
            r#"{"type":"place_ap","space":7}"#,
        ];
        for i in 0..600 {
            let mut d = bytes(&mut rng, 12);
            d.extend_from_slice(samples[i % samples.len()].as_bytes());
            fuzz_json_action(&d);
            let n = rng.next_int(64) as usize;
            fuzz_json_action(&bytes(&mut rng, n));
        }
    }

    #[test]
    fn fuzz_states_bounded() {
        let mut rng = SplitMix64::new(3);
        for _ in 0..300 {
            let mut d = bytes(&mut rng, 48);
            d[1] |= 1; // snapshot mutations
            fuzz_state(&d);
            let n = rng.next_int(64) as usize;
            fuzz_state(&bytes(&mut rng, n));
        }
    }
}
