//! la-isla tests: scenario tests per rule (citing docs/rules/la-isla.md sections), the test
//! vectors of §13, and seeded complete games.

mod data;
mod explorer;
mod function;
mod helpers;
mod hidden;
mod invariant;
mod labels;
mod round;
mod rules_tables;
mod scoring;
mod selfplay;
mod setup;
mod words;
