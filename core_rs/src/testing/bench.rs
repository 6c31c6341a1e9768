//! Shared pieces of the benchmarks (`benches/core.rs`, `examples/callgrind.rs`) and the
//! Python benchmark entry points: record a random game, replay it, play one from Rust.

use serde_json::Value;

use super::harness::{End, SeatOrder, Walk};
use crate::bots::BotKind;
use crate::engine::{Game, RuleError, Seat, SplitMix64};
use crate::games::{parse_options, with_game, GameVisitor, Registered};

/// A complete random game: the seeded initial state and every (seat, action) taken.
pub struct Recorded<G: Game> {
    pub start: G,
    pub actions: Vec<(Seat, G::Action)>,
}

/// Play one complete game with random bots and keep the actions.
pub fn record<G: Game>(seats: u8, options: &G::Options, seed: u64) -> Option<Recorded<G>> {
    let start = G::new(seats, options, seed).ok()?;
    let mut g = start.clone();
    let walked = Walk::<G>::new(seed ^ 0x5EED).order(SeatOrder::Random).limit(1_000_001).bots(&[BotKind::Random]).run(&mut g);
    (walked.end == End::Over).then_some(Recorded { start, actions: walked.actions })
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
    random_playout(&mut g, &mut SplitMix64::new(seed ^ 0x5EED))
}

/// `random_game` for the game type `name` (the Python benchmarks' entry point).
pub fn random_game_by_name(name: &str, seats: u8, options: &Value, seed: u64) -> Result<u32, RuleError> {
    struct RandomGame<'a> {
        seats: u8,
        options: &'a Value,
        seed: u64,
    }
    impl GameVisitor for RandomGame<'_> {
        type Output = Result<u32, RuleError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let opts = parse_options::<G>(self.options)?;
            Ok(random_game::<G>(self.seats, &opts, self.seed))
        }
    }
    with_game(name, RandomGame { seats, options, seed })?
}

/// Play `g` to its end by a uniform random choice among the first pending seat's legal
/// actions, drawing from `rng`; returns the number of decisions (a rollout's cost).
pub fn random_playout<G: Game>(g: &mut G, rng: &mut SplitMix64) -> u32 {
    let walked = Walk::<G>::new(0).rng(*rng).unrecorded().limit(usize::MAX).run(g);
    *rng = walked.rng;
    walked.decisions as u32
}

/// A complete game with one bot kind at every seat; returns the number of decisions, or 0
/// when it does not end within a million.
pub fn bot_game<G: Game>(seats: u8, options: &G::Options, seed: u64, kind: BotKind) -> u32 {
    let Ok(mut g) = G::new(seats, options, seed) else { return 0 };
    let walked = Walk::<G>::new(seed ^ 0x5EED).unrecorded().limit(1_000_000).bots(&[kind]).run(&mut g);
    if walked.end == End::Over {
        walked.decisions as u32
    } else {
        0
    }
}
