//! la-isla rules, one file per part of the rules file.

pub mod decisions;
pub mod explorers;
pub mod round;
pub mod scoring;
pub mod setup;
