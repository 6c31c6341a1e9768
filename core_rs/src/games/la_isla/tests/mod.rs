//! la-isla tests: scenario tests per rule (citing docs/rules/la-isla.md sections), the test
//! vectors of §13, and seeded complete games.

mod data_tests;
mod explorer_tests;
mod function_tests;
mod helpers;
mod hidden_tests;
mod invariant_tests;
mod labels_tests;
mod round_tests;
mod rules_tables;
mod scoring_tests;
mod selfplay;
mod setup_tests;
