//! species-arena's rules engines. All game rules, the random generator, hashing and bots
//! live here; `py` (behind the `python` feature) only converts to and from Python.

pub mod arena;
pub mod bench_support;
pub mod bots;
pub mod engine;
pub mod games;
pub mod fuzzing;
pub mod harness;
pub mod search;
#[cfg(test)]
mod search_tests;

#[cfg(feature = "python")]
mod py;
