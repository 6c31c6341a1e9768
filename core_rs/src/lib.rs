//! species-arena's rules engines. All game rules, the random generator, hashing and bots
//! live here; `py` (behind the `python` feature) only converts to and from Python.

pub(crate) mod arena;
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
