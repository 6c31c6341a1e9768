//! Instructions per applied action, per legal-action list, per whole-board recompute, per
//! state hash, snapshot and restore, counted by callgrind, which is stable
//! on a noisy machine where wall time is not.
//!
//! For one game and player count, records one complete random game (outside the
//! measurement), then replays it calling, once per decision, `PREFIX_legal_one` (legal-action
//! generation), `PREFIX_recompute_one` (Dominant Species only: dominance recomputed on the
//! whole board from scratch) and `PREFIX_apply_one` (apply), and every `SAMPLE`-th decision
//! `PREFIX_hash_one` (the SHA-256 state hash), `PREFIX_snapshot_one` (the state as JSON) and
//! `PREFIX_restore_one` (that JSON read back, derived state recomputed, invariants checked).
//! PREFIX is `ds`, `evo` or `isla`. Every one of them is `#[no_mangle]` + `#[inline(never)]`,
//! so
//!
//! ```text
//! valgrind --tool=callgrind --collect-atstart=no --toggle-collect=ds_apply_one \
//!     target/release/examples/callgrind dominant-species 4
//! ```
//!
//! counts exactly the instructions executed inside that function (and what it calls),
//! nothing else; `benches/callgrind.py` toggles all of them in one run and reads each one's
//! inclusive count, then divides by the number of calls this program prints.
//!
//! `SPECIES_BENCH_PLANT=N` (read once, before anything is counted) plants a regression for
//! the gate's own test (`tests/test_benches.py`): every apply also spins a loop of N
//! iterations (at least N instructions) inside `PREFIX_apply_one`. Unset, it costs one
//! branch on a zero.
//!
//! Usage: `callgrind GAME SEATS [SEED]`; prints
//! `game=.. seats=.. seed=.. decisions=.. sampled=.. effects=.. listed=..`.

use std::hint::black_box;

use core_rs::testing::bench::record;
use core_rs::engine::{Game, Seat};
use core_rs::games::{dominant_species, evo, la_isla};

/// Every `SAMPLE`-th decision (and the first) also hashes, snapshots and restores the state.
const SAMPLE: usize = 10;

/// Spin `n` iterations: the planted regression (see the module doc). Zero when unplanted.
#[inline(always)]
fn plant(n: u64) {
    let mut i = 0u64;
    while i < n {
        black_box(i);
        i += 1;
    }
}

/// Defines the counted functions of one game and its `run` driver.
macro_rules! counted {
    ($module:ident, $G:ty, $apply:ident, $legal:ident, $recompute:ident, $hash:ident, $snapshot:ident, $restore:ident) => {
        mod $module {
            use super::*;
            type G = $G;
            type A = <G as Game>::Action;
            type E = <G as Game>::Effect;

            /// Apply one recorded action: counted with `--toggle-collect=PREFIX_apply_one`.
            #[no_mangle]
            #[inline(never)]
            pub extern "Rust" fn $apply(g: &mut G, seat: Seat, a: &A, fx: &mut Vec<E>, planted: u64) -> bool {
                plant(planted);
                g.apply_into(seat, a, fx).is_ok()
            }

            /// Generate the legal actions of `seat`.
            #[no_mangle]
            #[inline(never)]
            pub extern "Rust" fn $legal(g: &G, seat: Seat, out: &mut Vec<A>) -> usize {
                g.legal_actions_into(seat, out);
                out.len()
            }

            /// Recompute every derived quantity from scratch (Dominant Species: dominance on
            /// the whole board, item 1's kernel without the binding).
            #[no_mangle]
            #[inline(never)]
            pub extern "Rust" fn $recompute(g: &mut G) {
                g.recompute_derived();
            }

            /// The state hash (what the service records after every action).
            #[no_mangle]
            #[inline(never)]
            pub extern "Rust" fn $hash(g: &G) -> String {
                g.state_hash()
            }

            /// The whole state as JSON (a snapshot).
            #[no_mangle]
            #[inline(never)]
            pub extern "Rust" fn $snapshot(g: &G) -> String {
                g.snapshot()
            }

            /// A snapshot read back (parse, recompute, validate).
            #[no_mangle]
            #[inline(never)]
            pub extern "Rust" fn $restore(json: &str) -> Option<G> {
                G::restore(json).ok()
            }

            pub fn run(seats: u8, first_seed: u64, recompute: bool, planted: u64) {
                let opts = <G as Game>::Options::default();
                let (seed, rec) = (first_seed..first_seed + 50)
                    .find_map(|s| record::<G>(seats, &opts, s).map(|r| (s, r)))
                    .expect("no complete game recorded");
                let mut g = rec.start.clone();
                let mut fx: Vec<E> = Vec::with_capacity(4096);
                let mut legal: Vec<A> = Vec::with_capacity(4096);
                let (mut effects, mut listed, mut sampled) = (0usize, 0usize, 0usize);
                for (i, (seat, a)) in rec.actions.iter().enumerate() {
                    if i % SAMPLE == 0 {
                        let h = $hash(black_box(&g));
                        let json = $snapshot(black_box(&g));
                        let back = $restore(black_box(&json)).expect("a snapshot did not restore");
                        assert_eq!(back.state_hash(), h, "a restored snapshot hashes differently");
                        sampled += 1;
                    }
                    legal.clear();
                    listed += $legal(black_box(&g), *seat, &mut legal);
                    if recompute {
                        $recompute(black_box(&mut g));
                    }
                    fx.clear();
                    assert!($apply(black_box(&mut g), *seat, a, &mut fx, planted), "a recorded action was refused");
                    effects += fx.len();
                }
                assert!(g.pending().is_none(), "the replayed game did not end");
                println!(
                    "game={} seats={seats} seed={seed} decisions={} sampled={sampled} effects={effects} listed={listed}",
                    G::INFO.name,
                    rec.actions.len()
                );
            }
        }
    };
}

counted!(ds, dominant_species::State, ds_apply_one, ds_legal_one, ds_recompute_one, ds_hash_one, ds_snapshot_one, ds_restore_one);
counted!(evo_game, evo::State, evo_apply_one, evo_legal_one, evo_recompute_one, evo_hash_one, evo_snapshot_one, evo_restore_one);
counted!(isla, la_isla::State, isla_apply_one, isla_legal_one, isla_recompute_one, isla_hash_one, isla_snapshot_one, isla_restore_one);

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_else(|| "dominant-species".into());
    let seats: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(4);
    let first_seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let planted: u64 = std::env::var("SPECIES_BENCH_PLANT").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    match game.as_str() {
        "dominant-species" => ds::run(seats, first_seed, true, planted),
        "evo" => evo_game::run(seats, first_seed, false, planted),
        "la-isla" => isla::run(seats, first_seed, false, planted),
        other => {
            eprintln!("unknown game {other:?} (dominant-species, evo, la-isla)");
            std::process::exit(2);
        }
    }
}
