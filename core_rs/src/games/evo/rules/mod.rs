//! The rules of docs/rules/evo.md, one file per part: setup (§6, §17), the round flow and the
//! card windows (§7, §14.2), and the six phases.

pub mod auction;
pub mod birth;
pub mod cards;
pub mod climate;
pub mod flow;
pub mod initiative;
pub mod meteor;
pub mod movement;
pub mod setup;
pub mod survival;
