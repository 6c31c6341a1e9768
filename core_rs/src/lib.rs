//! species-arena's rules engines. All game rules, the random generator, hashing and bots
//! live here; `py` (behind the `python` feature) only converts to and from Python.
//!
//! - [`engine`]: the `Game` trait every game implements, rule errors, seats and viewers, the
//!   random generator and state hashing.
//! - [`games`]: the games and their registry. Every game folder has the same shape — the
//!   table of its files, where to find the rule for X (`games/<game>/rules/<X>.rs`) and how
//!   to add a game are in the docs of [`games`].
//! - [`i18n`]: messages (an id and arguments) and their rendering in each locale with
//!   Project Fluent; every word a person reads comes from there.
//! - [`bots`] and [`search`]: the bots; [`arena`]: bots playing each other over many games.
//! - The test kit: self-play with invariant checks (`harness`), the fuzzing entry points and
//!   the benchmark drivers.

#[macro_use]
pub mod i18n;
pub mod arena;
pub mod bots;
pub mod engine;
pub mod games;
pub mod search;
/// The test kit (self-play harness, fuzz entry points, scenario helpers, benchmark
/// helpers): only with the `testing` feature, and in this crate's own tests.
#[cfg(any(test, feature = "testing"))]
pub mod testing;
#[cfg(test)]
mod search_tests;

#[cfg(feature = "python")]
mod py;
