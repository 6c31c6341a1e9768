//! `cargo bench`: the core without Python. For each game and player count: decisions per
//! second for apply alone and for legal-action generation + apply over a recorded random
//! game, complete random games per second driven from Rust, and the time of one state hash,
//! one snapshot (the state as JSON) and one restore (JSON read back, derived state
//! recomputed, invariants checked), over every tenth position of the recorded game.
//!
//! With `SPECIES_BENCH_CARGO_JSON=FILE` set (as `make bench` does), the figures are also
//! written to FILE as one JSON object for `benches/summary.py`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use core_rs::bots::BotKind;
use core_rs::testing::bench::{bot_game, random_game, random_playout, record, replay_apply, replay_legal_and_apply};
use core_rs::engine::{Game, SplitMix64};
use core_rs::search;
use core_rs::games::{dominant_species, evo, la_isla};

/// Run `f` until at least `min` has passed; returns seconds per call.
fn time<F: FnMut() -> usize>(mut f: F, min: Duration) -> f64 {
    let t0 = Instant::now();
    let mut calls = 0u32;
    while t0.elapsed() < min || calls < 3 {
        black_box(f());
        calls += 1;
    }
    t0.elapsed().as_secs_f64() / f64::from(calls)
}

fn bench<G: Game>(seats: u8, out: &mut serde_json::Map<String, serde_json::Value>) {
    let opts = G::Options::default();
    let Some(rec) = (1..50).find_map(|seed| record::<G>(seats, &opts, seed)) else {
        println!("{:17} {seats} seats: no complete game recorded", G::INFO.name);
        return;
    };
    let n = rec.actions.len() as f64;
    let min = Duration::from_millis(700);
    let apply = time(|| replay_apply(&rec), min);
    let both = time(|| replay_legal_and_apply(&rec), min);
    // Every tenth position of the recorded game, for hash / snapshot / restore.
    let mut positions = Vec::new();
    let mut g = rec.start.clone();
    let mut fx = Vec::new();
    for (i, (s, a)) in rec.actions.iter().enumerate() {
        if i % 10 == 0 {
            positions.push(g.clone());
        }
        fx.clear();
        if g.apply_into(*s, a, &mut fx).is_err() {
            println!("{:17} {seats} seats: a recorded action was refused", G::INFO.name);
            return;
        }
    }
    let k = positions.len() as f64;
    let snapshots: Vec<String> = positions.iter().map(Game::snapshot).collect();
    let min_short = Duration::from_millis(300);
    let hash = time(|| positions.iter().map(|p| p.state_hash().len()).sum(), min_short) / k;
    let snapshot = time(|| positions.iter().map(|p| p.snapshot().len()).sum(), min_short) / k;
    let restore = time(|| snapshots.iter().map(|j| G::restore(j).map_or(0, |g| g.seats() as usize)).sum(), min_short) / k;
    let bytes = snapshots.iter().map(String::len).sum::<usize>() as f64 / k;
    let mut seed = 0u64;
    let mut played = 0usize;
    let game = time(
        || {
            seed += 1;
            let d = random_game::<G>(seats, &opts, seed) as usize;
            played += d;
            d
        },
        min,
    );
    // `seed` counts the games played; `played` their decisions.
    let random_per_s = played as f64 / (game * seed as f64);
    println!(
        "{:17} {seats} seats: {:6} decisions/game | apply {:10.0} /s | legal+apply {:10.0} /s | random games from Rust {:8.1} games/s ({:.0} decisions/s) | hash {:.1} µs, snapshot {:.1} µs ({:.0} B), restore {:.1} µs",
        G::INFO.name,
        rec.actions.len(),
        n / apply,
        n / both,
        1.0 / game,
        random_per_s,
        hash * 1e6,
        snapshot * 1e6,
        bytes,
        restore * 1e6
    );
    let key = |what: &str| format!("{}.{seats}.{what}", G::INFO.name);
    out.insert(key("decisions"), n.into());
    out.insert(key("apply_per_s"), (n / apply).into());
    out.insert(key("legal_apply_per_s"), (n / both).into());
    out.insert(key("random_game_s"), game.into());
    out.insert(key("random_decisions_per_s"), random_per_s.into());
    out.insert(key("hash_s"), hash.into());
    out.insert(key("snapshot_s"), snapshot.into());
    out.insert(key("restore_s"), restore.into());
    out.insert(key("snapshot_bytes"), bytes.into());
}

/// The search bot's speed on a mid-game state: random playouts to the end per second,
/// search iterations per second (the default playout depth), and how closely a 50 ms
/// budget is kept (elapsed / budget over several decisions).
fn bench_search<G: Game>(seats: u8, out: &mut serde_json::Map<String, serde_json::Value>) {
    let opts = G::Options::default();
    let Some(rec) = (1..50).find_map(|seed| record::<G>(seats, &opts, seed)) else { return };
    // A state a third into the game where the deciding seat has a real choice.
    let mut mid = rec.start.clone();
    let mut found = None;
    for (k, (s, a)) in rec.actions.iter().enumerate() {
        if k >= rec.actions.len() / 3 {
            if let Some(seat) = mid.pending().and_then(|p| p.seats.first()) {
                if mid.legal_actions(seat).len() >= 2 {
                    found = Some(seat);
                    break;
                }
            }
        }
        if mid.apply(*s, a).is_err() {
            return;
        }
    }
    let Some(seat) = found else { return };
    let min = Duration::from_millis(700);
    let mut rng = SplitMix64::new(7);
    let playout = time(
        || {
            let mut g = mid.determinize(seat, &mut rng);
            random_playout(&mut g, &mut rng) as usize
        },
        min,
    );
    let cfg = search::Config { iterations: 200, ..search::Config::default() };
    let per_search = time(|| search::search(&mid, seat, &cfg, &mut rng).1.iterations as usize, min);
    let budget = search::Config { iterations: 0, ms: 50, ..search::Config::default() };
    let mut worst: f64 = 0.0;
    let mut total = 0.0;
    for _ in 0..10 {
        let t0 = Instant::now();
        black_box(search::search(&mid, seat, &budget, &mut rng));
        let r = t0.elapsed().as_secs_f64() / 0.050;
        worst = worst.max(r);
        total += r;
    }
    println!(
        "{:17} {seats} seats: search {:9.0} iterations/s | random playouts to the end {:8.0} /s | 50 ms budget: mean {:.3}, worst {:.3} of the budget {}",
        G::INFO.name,
        200.0 / per_search,
        1.0 / playout,
        total / 10.0,
        worst,
        if worst <= 1.10 { "(PASS, within 10%)" } else { "(FAIL, over 10%)" }
    );
    let key = |what: &str| format!("{}.{seats}.{what}", G::INFO.name);
    out.insert(key("search_iterations_per_s"), (200.0 / per_search).into());
    out.insert(key("playouts_per_s"), (1.0 / playout).into());
    out.insert(key("search_budget_ratio_worst"), worst.into());
}

/// Complete games between greedy bots (one-step lookahead at every seat) per second, and
/// their length: the cost of the cheapest bot that looks ahead.
fn bench_greedy<G: Game>(seats: u8, out: &mut serde_json::Map<String, serde_json::Value>) {
    let opts = G::Options::default();
    let (mut seed, mut decisions, mut ended) = (0u64, 0usize, 0usize);
    let game = time(
        || {
            seed += 1;
            let d = bot_game::<G>(seats, &opts, seed, BotKind::Greedy) as usize;
            decisions += d;
            ended += usize::from(d > 0);
            d
        },
        Duration::from_millis(700),
    );
    println!(
        "{:17} {seats} seats: greedy games {:8.2} games/s, {ended}/{seed} ended, {:.0} decisions/game",
        G::INFO.name,
        1.0 / game,
        decisions as f64 / ended.max(1) as f64
    );
    let key = |what: &str| format!("{}.{seats}.{what}", G::INFO.name);
    out.insert(key("greedy_game_s"), game.into());
}

/// The words of one decision in each locale: at the decision of a recorded game with the
/// most legal actions, the labeled legal actions (labels as messages, then rendered: what a
/// legal-actions answer costs beyond listing them) and the prompt, per locale. Rendering is
/// per request and not part of apply.
fn bench_words<G: Game + Send + Sync + 'static>(seats: u8, out: &mut serde_json::Map<String, serde_json::Value>)
where
    G::Action: Send + Sync + 'static,
    G::Effect: Send + Sync + 'static,
{
    use core_rs::games::{labeled_json, DynGame};
    let opts = G::Options::default();
    let Some(rec) = (1..50).find_map(|seed| record::<G>(seats, &opts, seed)) else { return };
    let mut g = rec.start.clone();
    let mut best: Option<(usize, G, u8)> = None;
    for (s, a) in &rec.actions {
        if let Some(seat) = g.pending().and_then(|p| p.seats.first()) {
            let n = g.legal_actions(seat).len();
            if best.as_ref().map_or(true, |b| n > b.0) {
                best = Some((n, g.clone(), seat));
            }
        }
        if g.apply(*s, a).is_err() {
            return;
        }
    }
    let Some((n, state, seat)) = best else { return };
    let min = Duration::from_millis(300);
    let list = time(|| DynGame::legal_actions_labeled(&state, seat).len(), min);
    for locale in core_rs::i18n::LOCALES {
        let labeled = DynGame::legal_actions_labeled(&state, seat);
        let t = time(
            || {
                let words = labeled_json(&DynGame::legal_actions_labeled(&state, seat), locale).map_or(0, |v| v.to_string().len());
                words + core_rs::i18n::render(locale, &Game::prompt(&state, seat)).map_or(0, |p| p.len())
            },
            min,
        );
        let bytes = labeled_json(&labeled, locale).map_or(0, |v| v.to_string().len());
        println!(
            "{:17} {seats} seats: words of a {n}-action decision in {locale}: {:.1} µs ({:.1} µs listing the messages, {bytes} B of JSON)",
            G::INFO.name,
            t * 1e6,
            list * 1e6
        );
        out.insert(format!("{}.{seats}.words_{locale}_s", G::INFO.name), t.into());
    }
}

fn main() {
    let mut out = serde_json::Map::new();
    bench_words::<dominant_species::State>(6, &mut out);
    for seats in [4, 6] {
        bench::<dominant_species::State>(seats, &mut out);
    }
    for seats in [3, 5] {
        bench::<evo::State>(seats, &mut out);
    }
    for seats in [2, 4] {
        bench::<la_isla::State>(seats, &mut out);
    }
    bench_search::<dominant_species::State>(2, &mut out);
    bench_search::<dominant_species::State>(4, &mut out);
    bench_search::<evo::State>(3, &mut out);
    bench_search::<la_isla::State>(2, &mut out);
    bench_greedy::<dominant_species::State>(4, &mut out);
    bench_greedy::<evo::State>(3, &mut out);
    bench_greedy::<la_isla::State>(2, &mut out);
    if let Some(path) = std::env::var_os("SPECIES_BENCH_CARGO_JSON") {
        let text = serde_json::to_string_pretty(&serde_json::Value::Object(out)).unwrap_or_default();
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("cannot write {}: {e}", path.to_string_lossy());
            std::process::exit(1);
        }
    }
}
