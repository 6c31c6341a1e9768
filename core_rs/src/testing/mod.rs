//! The test kit, kept out of the product: compiled only with the `testing` cargo feature
//! (the Python build's `selfplay` command and benchmarks, the fuzz targets, the benches and
//! examples turn it on) and in this crate's unit tests.
//!
//! - `harness`: the one self-play loop (`Walk`) and the checked self-play of complete games
//!   (`run`, `play_game`) behind `species-arena selfplay`;
//! - `scenario`: the helpers every game's rule tests share (`act`, `reject`, ...);
//! - `fuzzing`: the entry points of the cargo-fuzz targets (also run, bounded, as tests);
//! - `bench`: recorded games and replays for the benchmarks;
//! - `view_fixtures`: the golden view fixtures every game's view tests check (tests only);
//! - `undo_tests`: every action that shows a seat anything hidden or random is a commit point.

pub mod bench;
pub mod fuzzing;
pub mod harness;
#[cfg(test)]
pub(crate) mod scenario;
#[cfg(test)]
pub(crate) mod view_fixtures;
#[cfg(test)]
mod undo_tests;
