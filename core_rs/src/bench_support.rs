//! Shared pieces of the benchmarks (`benches/core.rs`, `examples/callgrind.rs`) and the
//! Python benchmark entry points: record a random game, replay it, play one from Rust.

use crate::bots::{choose_from, BotKind};
use crate::engine::{Game, Seat, SplitMix64};

/// A complete random game: the seeded initial state and every (seat, action) taken.
pub struct Recorded<G: Game> {
    pub start: G,
    pub actions: Vec<(Seat, G::Action)>,
}

/// Play one complete game with random bots and keep the actions.
pub fn record<G: Game>(seats: u8, options: &G::Options, seed: u64) -> Option<Recorded<G>> {
    let start = G::new(seats, options, seed).ok()?;
    let mut g = start.clone();
    let mut rng = SplitMix64::new(seed ^ 0x5EED);
    let mut legal = Vec::new();
    let mut fx = Vec::new();
    let mut actions = Vec::new();
    while let Some(p) = g.pending() {
        let s: Vec<Seat> = p.seats.iter().collect();
        let seat = s[rng.next_int(s.len() as u64) as usize];
        legal.clear();
        g.legal_actions_into(seat, &mut legal);
        let a = choose_from(&g, seat, BotKind::Random, &mut rng, &mut legal)?;
        fx.clear();
        g.apply_into(seat, &a, &mut fx).ok()?;
        actions.push((seat, a));
        if actions.len() > 1_000_000 {
            return None;
        }
    }
    Some(Recorded { start, actions })
}

/// Replay the recorded actions on a copy of the start: apply only. Returns the effects count.
#[inline(never)]
pub fn replay_apply<G: Game>(r: &Recorded<G>) -> usize {
    let mut g = r.start.clone();
    let mut fx = Vec::with_capacity(64);
    let mut n = 0;
    for (s, a) in &r.actions {
        fx.clear();
        if g.apply_into(*s, a, &mut fx).is_err() {
            return usize::MAX;
        }
        n += fx.len();
    }
    n
}

/// Replay with legal-action generation before every decision (what a driver does).
#[inline(never)]
pub fn replay_legal_and_apply<G: Game>(r: &Recorded<G>) -> usize {
    let mut g = r.start.clone();
    let mut fx = Vec::with_capacity(64);
    let mut legal = Vec::with_capacity(256);
    let mut n = 0;
    for (s, a) in &r.actions {
        legal.clear();
        g.legal_actions_into(*s, &mut legal);
        n += legal.len();
        fx.clear();
        if g.apply_into(*s, a, &mut fx).is_err() {
            return usize::MAX;
        }
    }
    n
}

/// A complete game driven from Rust by random bots; returns the number of decisions.
pub fn random_game<G: Game>(seats: u8, options: &G::Options, seed: u64) -> u32 {
    let Ok(mut g) = G::new(seats, options, seed) else { return 0 };
    let mut rng = SplitMix64::new(seed ^ 0x5EED);
    let mut legal = Vec::new();
    let mut fx = Vec::new();
    let mut n = 0;
    while let Some(p) = g.pending() {
        let seat = p.seats.first().unwrap_or(0);
        legal.clear();
        g.legal_actions_into(seat, &mut legal);
        if legal.is_empty() {
            return n;
        }
        let i = rng.next_int(legal.len() as u64) as usize;
        fx.clear();
        if g.apply_into(seat, &legal[i], &mut fx).is_err() {
            return n;
        }
        n += 1;
    }
    n
}
