//! Built-in bots, the same for every game: they only look at legal actions.
//! `Random` picks uniformly; `Greedy` tries each legal action on a copy of the state and keeps
//! one that most raises its own score (one-step lookahead), ties broken by its own generator.
//! `Search` is the information-set MCTS bot of `crate::search`, which decides only
//! from determinizations of what its seat may see.
//! The bot's generator is its own, never the game's: bot choices are recorded as actions, so
//! a replay needs only the actions.

use serde::{Deserialize, Serialize};

use crate::engine::{Game, Seat, SplitMix64};
use crate::search;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    Random,
    Greedy,
    /// The information-set MCTS bot (`crate::search`), with its budget per decision:
    /// `iterations` (deterministic) and/or `ms` (wall clock); 0 means no limit of that kind.
    Search { iterations: u32, ms: u32 },
}

impl BotKind {
    /// `random`, `greedy`, `search` (200 iterations), `search:N` (N iterations),
    /// `search:Nms` (N milliseconds) or `search:N:Mms` (whichever ends first).
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "random" => Some(BotKind::Random),
            "greedy" => Some(BotKind::Greedy),
            "search" => Some(BotKind::Search { iterations: search::Config::default().iterations, ms: 0 }),
            _ => {
                let rest = s.strip_prefix("search:")?;
                let (mut iterations, mut ms) = (0u32, 0u32);
                for part in rest.split(':') {
                    match part.strip_suffix("ms") {
                        Some(m) => ms = m.parse().ok()?,
                        None => iterations = part.parse().ok()?,
                    }
                }
                (iterations > 0 || ms > 0).then_some(BotKind::Search { iterations, ms })
            }
        }
    }

    /// The kind as `parse` reads it.
    pub fn name(self) -> String {
        match self {
            BotKind::Random => "random".into(),
            BotKind::Greedy => "greedy".into(),
            BotKind::Search { iterations, ms } => match (iterations, ms) {
                (i, 0) => format!("search:{i}"),
                (0, m) => format!("search:{m}ms"),
                (i, m) => format!("search:{i}:{m}ms"),
            },
        }
    }
}

/// The bot's choice for `seat`, or `None` when the seat has no legal action.
pub(crate) fn choose<G: Game>(game: &G, seat: Seat, kind: BotKind, rng: &mut SplitMix64) -> Option<G::Action> {
    let mut actions = Vec::new();
    game.legal_actions_into(seat, &mut actions);
    choose_from(game, seat, kind, rng, &mut actions)
}

/// As `choose`, reusing the caller's list of legal actions (already filled).
pub(crate) fn choose_from<G: Game>(
    game: &G,
    seat: Seat,
    kind: BotKind,
    rng: &mut SplitMix64,
    actions: &mut Vec<G::Action>,
) -> Option<G::Action> {
    if actions.is_empty() {
        return None;
    }
    match kind {
        BotKind::Random => {
            let i = rng.next_int(actions.len() as u64) as usize;
            Some(actions.swap_remove(i))
        }
        BotKind::Search { iterations, ms } => {
            search::choose(game, seat, &search::Config::budget(iterations, ms), rng)
        }
        BotKind::Greedy => {
            let base = game.scores().get(seat as usize).copied().unwrap_or(0);
            let mut best = i64::MIN;
            let mut best_idx: Vec<usize> = Vec::new();
            let mut fx = Vec::new();
            for (i, a) in actions.iter().enumerate() {
                let mut g = game.clone();
                fx.clear();
                let gain = match g.apply_into(seat, a, &mut fx) {
                    Ok(()) => g.scores().get(seat as usize).copied().unwrap_or(0) - base,
                    Err(_) => continue,
                };
                if gain > best {
                    best = gain;
                    best_idx.clear();
                }
                if gain == best {
                    best_idx.push(i);
                }
            }
            if best_idx.is_empty() {
                return None;
            }
            let k = best_idx[rng.next_int(best_idx.len() as u64) as usize];
            Some(actions.swap_remove(k))
        }
    }
}
