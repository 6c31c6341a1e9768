//! Bot against bot over seeded games, for the strength table
//! (`species-arena arena`). Game `k` uses seed `seed + k`. The bot list is padded to one bot
//! per seat by repeating its last bot, and the seats rotate with `k` (the bot listed first
//! sits in seat `k mod seats`), so every bot plays every seat equally often. Each seat's bot has its own generator, derived from the game's index and the
//! seat, never from the game's state.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;

use serde::Serialize;
use serde_json::Value;

use crate::bots::{self, BotKind};
use crate::engine::{Game, RuleError, Seat, SplitMix64};
use crate::games::{check_seats, parse_options, with_game, GameVisitor, Registered};

/// One game's result.
#[derive(Clone, Debug, Serialize)]
pub struct MatchResult {
    pub index: u64,
    pub seed: u64,
    /// The bot of each seat (as `BotKind::name` writes it).
    pub bots: Vec<String>,
    /// Index into the caller's bot list, per seat.
    pub bot_index: Vec<usize>,
    /// Final scores per seat (`None` when the game did not finish).
    pub scores: Option<Vec<i64>>,
    pub winners: Vec<Seat>,
    pub decisions: u64,
    pub seconds: f64,
}

/// Play game `index` of an arena.
pub(crate) fn play_one<G: Game>(seats: u8, options: &G::Options, seed: u64, index: u64, kinds: &[BotKind]) -> MatchResult {
    let t0 = std::time::Instant::now();
    let game_seed = seed.wrapping_add(index);
    let n = usize::from(seats);
    // The list is padded to one bot per seat by repeating its last bot, then rotated.
    let last = kinds.len().saturating_sub(1);
    let bot_index: Vec<usize> = (0..n).map(|s| ((s + n - (index as usize % n)) % n).min(last)).collect();
    let bots: Vec<BotKind> = bot_index.iter().map(|&i| kinds.get(i).copied().unwrap_or(BotKind::Random)).collect();
    let mut rngs: Vec<SplitMix64> = (0..n)
        .map(|s| {
            let mut r = SplitMix64::new(index.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (s as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03) ^ seed);
            r.next_u64();
            r
        })
        .collect();
    let mut res = MatchResult {
        index,
        seed: game_seed,
        bots: bots.iter().map(|b| b.name()).collect(),
        bot_index: bot_index.clone(),
        scores: None,
        winners: Vec::new(),
        decisions: 0,
        seconds: 0.0,
    };
    let Ok(mut g) = G::new(seats, options, game_seed) else { return res };
    let mut legal = Vec::new();
    let mut fx = Vec::new();
    while let Some(p) = g.pending() {
        let Some(seat) = p.seats.first() else { break };
        legal.clear();
        g.legal_actions_into(seat, &mut legal);
        let Some(r) = rngs.get_mut(usize::from(seat)) else { break };
        let kind = bots.get(usize::from(seat)).copied().unwrap_or(BotKind::Random);
        let Some(a) = bots::choose_from(&g, seat, kind, r, &mut legal) else { break };
        fx.clear();
        if g.apply_into(seat, &a, &mut fx).is_err() {
            break;
        }
        res.decisions += 1;
        if res.decisions > 2_000_000 {
            break;
        }
    }
    if let Some(o) = g.outcome() {
        res.scores = Some(o.scores);
        res.winners = o.winners;
    }
    res.seconds = t0.elapsed().as_secs_f64();
    res
}

/// Play `games` games on `threads` threads; results in game order.
pub(crate) fn run<G: Game + Send + Sync>(
    seats: u8,
    options: &G::Options,
    kinds: &[BotKind],
    games: u64,
    seed: u64,
    threads: usize,
) -> Vec<MatchResult>
where
    G::Options: Sync,
{
    let next = AtomicUsize::new(0);
    let out = Mutex::new(Vec::new());
    thread::scope(|sc| {
        for _ in 0..threads.max(1) {
            sc.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed) as u64;
                if k >= games {
                    break;
                }
                let r = play_one::<G>(seats, options, seed, k, kinds);
                if let Ok(mut o) = out.lock() {
                    o.push(r);
                }
            });
        }
    });
    let mut v = out.into_inner().unwrap_or_default();
    v.sort_by_key(|r| r.index);
    v
}

/// An arena of bots over seeded games of the game type `name` (see [`run`]).
pub fn run_by_name(
    name: &str,
    seats: u8,
    options: &Value,
    kinds: &[BotKind],
    games: u64,
    seed: u64,
    threads: usize,
) -> Result<Vec<MatchResult>, RuleError> {
    struct Arena<'a> {
        seats: u8,
        options: &'a Value,
        kinds: &'a [BotKind],
        games: u64,
        seed: u64,
        threads: usize,
    }
    impl GameVisitor for Arena<'_> {
        type Output = Result<Vec<MatchResult>, RuleError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let opts = parse_options::<G>(self.options)?;
            G::new(self.seats, &opts, self.seed)?;
            Ok(run::<G>(self.seats, &opts, self.kinds, self.games, self.seed, self.threads))
        }
    }
    check_seats(name, seats)?;
    if kinds.is_empty() {
        return Err(RuleError::invalid("name at least one bot"));
    }
    with_game(name, Arena { seats, options, kinds, games, seed, threads })?
}
