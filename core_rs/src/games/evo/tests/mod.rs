//! Tests for docs/rules/evo.md: scenario tests per rule (named after their section), the test
//! vectors of §20, and seeded complete games.

mod api;
mod audit;
mod auction;
mod board;
mod cards;
mod helpers;
mod labels;
mod phases;
mod selfplay;
mod words_fixture;
mod words_locales;
