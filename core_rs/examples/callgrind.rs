//! Instructions per applied action (issue 8, item 2), counted by callgrind, which is stable
//! on a noisy machine where wall time is not.
//!
//! Records one complete random Dominant Species game (outside the measurement), then replays
//! it calling `ds_apply_one` (apply only) and `ds_legal_one` (legal-action generation only)
//! once per decision. Both are `#[no_mangle]` + `#[inline(never)]`, so
//!
//! ```text
//! valgrind --tool=callgrind --collect-atstart=no --toggle-collect=ds_apply_one \
//!     target/release/examples/callgrind 4
//! ```
//!
//! counts exactly the instructions executed inside `apply` (and what it calls), nothing
//! else; dividing the total by the number of decisions printed gives instructions per applied
//! action. `ds_recompute_one` (dominance recomputed on the whole board before each decision)
//! is counted the same way. `benches/callgrind.py` runs this for 4 and 6 players.
//!
//! Usage: `callgrind SEATS [SEED]`; prints `seats=.. seed=.. decisions=.. effects=..`.

use std::hint::black_box;

use core_rs::bench_support::record;
use core_rs::engine::{Game, Seat};
use core_rs::games::dominant_species::{Action, Effect, Options, State};

/// Apply one recorded action: the only code counted with `--toggle-collect=ds_apply_one`.
#[no_mangle]
#[inline(never)]
pub extern "Rust" fn ds_apply_one(g: &mut State, seat: Seat, a: &Action, fx: &mut Vec<Effect>) -> bool {
    g.apply_into(seat, a, fx).is_ok()
}

/// Recompute dominance on the whole board from scratch (item 1's kernel, without the
/// binding): counted with `--toggle-collect=ds_recompute_one`.
#[no_mangle]
#[inline(never)]
pub extern "Rust" fn ds_recompute_one(g: &mut State) {
    g.recompute_derived();
}

/// Generate the legal actions of `seat`: counted with `--toggle-collect=ds_legal_one`.
#[no_mangle]
#[inline(never)]
pub extern "Rust" fn ds_legal_one(g: &State, seat: Seat, out: &mut Vec<Action>) -> usize {
    g.legal_actions_into(seat, out);
    out.len()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let seats: u8 = args.next().and_then(|s| s.parse().ok()).unwrap_or(4);
    let first_seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let opts = Options::default();
    let (seed, rec) = (first_seed..first_seed + 50)
        .find_map(|s| record::<State>(seats, &opts, s).map(|r| (s, r)))
        .expect("no complete game recorded");
    let mut g = rec.start.clone();
    let mut fx: Vec<Effect> = Vec::with_capacity(4096);
    let mut legal: Vec<Action> = Vec::with_capacity(4096);
    let mut effects = 0usize;
    let mut listed = 0usize;
    for (seat, a) in &rec.actions {
        legal.clear();
        listed += ds_legal_one(black_box(&g), *seat, &mut legal);
        ds_recompute_one(black_box(&mut g));
        fx.clear();
        assert!(ds_apply_one(black_box(&mut g), *seat, a, &mut fx), "a recorded action was refused");
        effects += fx.len();
    }
    assert!(g.pending().is_none(), "the replayed game did not end");
    println!("seats={seats} seed={seed} decisions={} effects={effects} listed={listed}", rec.actions.len());
}
