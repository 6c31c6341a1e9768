//! The Plan (input) and the Result (output): the JSON of `benches/load/client.py`'s
//! `Plan` and `Result` dataclasses, member for member.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

fn default_setup_concurrency() -> usize {
    16
}

fn default_setup_timeout() -> f64 {
    300.0
}

/// What one client process does (`client.Plan`).
#[derive(Debug, Deserialize)]
pub struct Plan {
    pub base_url: String,
    /// The game type of each of this client's tables.
    pub games: Vec<String>,
    pub seats: BTreeMap<String, usize>,
    pub spectators: usize,
    pub followers: usize,
    pub duration: f64,
    pub spectator_interval: f64,
    pub long_poll: bool,
    pub seed: u64,
    #[serde(default = "default_setup_concurrency")]
    pub setup_concurrency: usize,
    /// Seconds the set-up may take; the tables not set up by then are left out.
    #[serde(default = "default_setup_timeout")]
    pub setup_timeout: f64,
    /// One request per decision: `POST /games/{id}/actions?include=next`, whose answer's
    /// `next` (state and legal actions of the acting seat) replaces the two reads.
    #[serde(default)]
    pub include_next: bool,
    /// Open loop: actions/s offered in total across this process's tables (0: closed loop).
    #[serde(default)]
    pub rate: f64,
}

/// One acknowledged action: (game id, seat, action_version, action, idempotency key).
pub type Ack = (std::sync::Arc<str>, usize, i64, Box<RawValue>, String);

/// What one client process reports (`client.Result`).
#[derive(Debug, Default, Serialize)]
pub struct Outcome {
    pub latencies: BTreeMap<&'static str, Vec<f64>>,
    /// When each latency's request ended (Unix seconds), in the same order.
    pub ended: BTreeMap<&'static str, Vec<f64>>,
    pub statuses: BTreeMap<&'static str, BTreeMap<String, u64>>,
    pub errors: u64,
    pub error_samples: Vec<String>,
    pub acks: Vec<Ack>,
    pub in_doubt: u64,
    pub actions_in_window: u64,
    pub games: Vec<std::sync::Arc<str>>,
    pub finished_games: u64,
    pub stream_events: u64,
    pub streams_opened: u64,
    pub not_modified: u64,
    pub cpu_seconds: f64,
    pub play_seconds: f64,
    pub tables_played: usize,
    pub setup_seconds: f64,
    pub setup_errors: u64,
    /// Open loop: the scheduled instants in the window, and those whose table was still
    /// busy with its previous action (skipped, not queued).
    pub slots: u64,
    pub missed_slots: u64,
    /// Which client wrote this, and how it ran.
    pub client: String,
}
