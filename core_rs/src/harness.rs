//! The self-play harness: complete seeded games between bots, checking after every action
//! what every game must guarantee (rules-independent invariants plus the game's own
//! `validate`). Generic over `Game`; `games::selfplay` runs it for a game type by name.
//!
//! Checked after every action: the game's invariants (`validate`: pieces conserved, counts
//! in range), no negative score, every pending seat has a legal action. On "deep" steps
//! (every `check_every` actions, and the last): every listed action is accepted by `apply`
//! on a copy, a non-pending seat is refused with the state unchanged, and snapshot → restore
//! gives the same hash. At the end: an outcome exists, and replaying the seed and the
//! recorded actions in a fresh game reaches the same final hash.

use std::thread;

use serde::Serialize;

use crate::bots::{choose_from, BotKind};
use crate::engine::{ErrorCode, Game, Outcome, Seat, SplitMix64};

#[derive(Clone, Debug)]
pub struct Config {
    pub seats: u8,
    pub options: serde_json::Value,
    /// One bot per seat (cycled if shorter).
    pub bots: Vec<BotKind>,
    pub games: u32,
    /// Game `i` uses seed `seed + i`; the bots draw from their own generator.
    pub seed: u64,
    /// Deep checks every this many actions (0: only at the end).
    pub check_every: u32,
    /// A game that needs more decisions than this is reported as a failure (a hang).
    pub max_decisions: u32,
    pub threads: usize,
}

/// One finished game.
#[derive(Clone, Debug, Serialize)]
pub struct GameRecord {
    pub seed: u64,
    pub decisions: u32,
    pub rounds: u64,
    pub outcome: Outcome,
    pub final_hash: String,
}

/// A broken guarantee, with what is needed to reproduce it.
#[derive(Clone, Debug, Serialize)]
pub struct Failure {
    pub seed: u64,
    pub decision: u32,
    pub reason: String,
    /// The actions applied before the failure, as JSON, seat first.
    pub actions: Vec<(Seat, serde_json::Value)>,
}

#[derive(Clone, Debug, Default, Serialize)]
pub struct Report {
    pub game: String,
    pub seats: u8,
    pub bots: Vec<BotKind>,
    pub games: Vec<GameRecord>,
    pub failures: Vec<Failure>,
    pub actions_applied: u64,
}

fn fail<G: Game>(seed: u64, decision: u32, reason: String, log: &[(Seat, G::Action)]) -> Failure {
    Failure {
        seed,
        decision,
        reason,
        actions: log.iter().map(|(s, a)| (*s, serde_json::to_value(a).unwrap_or_default())).collect(),
    }
}

/// Play one complete game and check it; `Err` names the first broken guarantee.
pub fn play_game<G: Game>(cfg: &Config, options: &G::Options, seed: u64) -> Result<GameRecord, Failure> {
    let mut g = G::new(cfg.seats, options, seed).map_err(|e| fail::<G>(seed, 0, format!("setup: {e}"), &[]))?;
    let mut bot_rng = SplitMix64::new(seed ^ 0xB07_B07_B07);
    let mut log: Vec<(Seat, G::Action)> = Vec::new();
    let mut legal: Vec<G::Action> = Vec::new();
    let mut fx = Vec::new();
    let mut decision = 0u32;
    loop {
        let Some(p) = g.pending() else { break };
        if decision >= cfg.max_decisions {
            return Err(fail::<G>(seed, decision, format!("no end after {decision} decisions"), &log));
        }
        let deep = cfg.check_every > 0 && decision % cfg.check_every == 0;
        // Pick the acting seat first, so its list is generated once and kept.
        let seats: Vec<Seat> = p.seats.iter().collect();
        let seat = seats[bot_rng.next_int(seats.len() as u64) as usize];
        for &s in seats.iter().filter(|&&s| s != seat) {
            legal.clear();
            g.legal_actions_into(s, &mut legal);
            if legal.is_empty() {
                return Err(fail::<G>(seed, decision, format!("pending seat {s} has no legal action ({})", p.kind), &log));
            }
        }
        legal.clear();
        g.legal_actions_into(seat, &mut legal);
        if legal.is_empty() {
            return Err(fail::<G>(seed, decision, format!("pending seat {seat} has no legal action ({})", p.kind), &log));
        }
        if deep {
            for a in &legal {
                let mut c = g.clone();
                if let Err(e) = c.apply(seat, a) {
                    return Err(fail::<G>(seed, decision, format!("listed action {a:?} refused: {e}"), &log));
                }
            }
            if let Some(other) = (0..cfg.seats).find(|s| !p.seats.contains(*s)) {
                let before = g.state_hash();
                match g.clone().apply(other, &legal[0]) {
                    Ok(_) => {
                        return Err(fail::<G>(seed, decision, format!("seat {other} acted out of turn"), &log));
                    }
                    Err(e) if e.code != ErrorCode::NotYourTurn => {
                        return Err(fail::<G>(seed, decision, format!("out-of-turn error has code {}", e.code()), &log));
                    }
                    Err(_) => {}
                }
                let mut probe = g.clone();
                let _ = probe.apply(other, &legal[0]);
                if probe.state_hash() != before {
                    return Err(fail::<G>(seed, decision, "a refused action changed the state".into(), &log));
                }
            }
        }
        let kind = cfg.bots.get(seat as usize % cfg.bots.len().max(1)).copied().unwrap_or(BotKind::Random);
        let Some(a) = choose_from(&g, seat, kind, &mut bot_rng, &mut legal) else {
            return Err(fail::<G>(seed, decision, format!("bot found no action for seat {seat}"), &log));
        };
        fx.clear();
        if let Err(e) = g.apply_into(seat, &a, &mut fx) {
            return Err(fail::<G>(seed, decision, format!("chosen action {a:?} refused: {e}"), &log));
        }
        log.push((seat, a));
        decision += 1;
        if let Err(e) = g.validate() {
            return Err(fail::<G>(seed, decision, format!("invariant broken: {e}"), &log));
        }
        if let Some(s) = g.scores().iter().position(|&x| x < 0) {
            return Err(fail::<G>(seed, decision, format!("seat {s} has a negative score"), &log));
        }
        if deep {
            match G::restore(&g.snapshot()) {
                Ok(r) if r.state_hash() == g.state_hash() => {}
                Ok(_) => return Err(fail::<G>(seed, decision, "snapshot/restore changed the hash".into(), &log)),
                Err(e) => return Err(fail::<G>(seed, decision, format!("snapshot does not restore: {e}"), &log)),
            }
        }
    }
    let Some(outcome) = g.outcome() else {
        return Err(fail::<G>(seed, decision, "game over without an outcome".into(), &log));
    };
    let mut ranked = outcome.ranking.clone();
    ranked.sort_unstable();
    if ranked != (0..cfg.seats).collect::<Vec<_>>() || outcome.scores.len() != cfg.seats as usize {
        return Err(fail::<G>(seed, decision, "the outcome does not rank every seat once".into(), &log));
    }
    let final_hash = g.state_hash();
    // Replay from the seed.
    let mut r = G::new(cfg.seats, options, seed).map_err(|e| fail::<G>(seed, decision, format!("replay setup: {e}"), &log))?;
    for (s, a) in &log {
        if let Err(e) = r.apply(*s, a) {
            return Err(fail::<G>(seed, decision, format!("replay refused {a:?}: {e}"), &log));
        }
    }
    if r.state_hash() != final_hash {
        return Err(fail::<G>(seed, decision, "replay from the seed reached another final hash".into(), &log));
    }
    let rounds = g.progress().get("round").and_then(serde_json::Value::as_u64).unwrap_or(0);
    Ok(GameRecord { seed, decisions: decision, rounds, outcome, final_hash })
}

/// Play `cfg.games` games on `cfg.threads` threads.
pub fn run<G: Game + Send + Sync>(cfg: &Config) -> Result<Report, String>
where
    G::Options: Sync,
{
    let options: G::Options = if cfg.options.is_null() {
        G::Options::default()
    } else {
        serde::Deserialize::deserialize(&cfg.options).map_err(|e| format!("invalid options: {e}"))?
    };
    let threads = cfg.threads.clamp(1, 64);
    let results: Vec<Result<GameRecord, Failure>> = thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let options = &options;
                scope.spawn(move || {
                    (0..cfg.games)
                        .filter(|i| *i as usize % threads == t)
                        .map(|i| play_game::<G>(cfg, options, cfg.seed.wrapping_add(u64::from(i))))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    });
    let mut report = Report { game: G::INFO.name.into(), seats: cfg.seats, bots: cfg.bots.clone(), ..Report::default() };
    for r in results {
        match r {
            Ok(g) => {
                report.actions_applied += u64::from(g.decisions);
                report.games.push(g);
            }
            Err(f) => report.failures.push(f),
        }
    }
    report.games.sort_by_key(|g| g.seed);
    report.failures.sort_by_key(|f| f.seed);
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{check_turn, GameInfo, Pending, RuleError, Viewer};
    use serde::{Deserialize, Serialize};

    /// A toy game for the harness itself: seats take 1 or 2 from a pile in turn and score
    /// what they take; `bug` plants one defect so each check can be seen to fail.
    #[derive(Clone, Debug, Hash, Serialize, Deserialize)]
    struct Toy {
        pile: u8,
        turn: u8,
        seats: u8,
        scores: Vec<i64>,
        bug: u8,
        moves: u32,
    }

    #[derive(Clone, Debug, Default, Serialize, Deserialize)]
    struct ToyOptions {
        bug: u8,
    }

    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Take {
        k: u8,
    }

    impl Game for Toy {
        type Action = Take;
        type Effect = u8;
        type Options = ToyOptions;
        const INFO: GameInfo = GameInfo { name: "toy", min_seats: 2, max_seats: 4 };
        fn new(seats: u8, o: &ToyOptions, seed: u64) -> Result<Self, RuleError> {
            Ok(Toy { pile: 10 + (seed % 5) as u8, turn: 0, seats, scores: vec![0; seats as usize], bug: o.bug, moves: 0 })
        }
        fn seats(&self) -> u8 {
            self.seats
        }
        fn pending(&self) -> Option<Pending> {
            (self.pile > 0).then(|| Pending::one(self.turn, "take"))
        }
        fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Take>) {
            if self.pending().is_some_and(|p| p.seats.contains(seat)) {
                out.extend((1..=self.pile.min(2)).map(|k| Take { k }));
                if self.bug == 2 {
                    out.push(Take { k: 9 });
                }
            }
        }
        fn apply_into(&mut self, seat: Seat, a: &Take, fx: &mut Vec<u8>) -> Result<(), RuleError> {
            check_turn(self.pending(), seat)?;
            if a.k == 0 || a.k > 2 || a.k > self.pile {
                return Err(RuleError::illegal("toy", "take 1 or 2"));
            }
            self.pile -= a.k;
            self.scores[seat as usize] += if self.bug == 1 && self.pile == 0 { -100 } else { i64::from(a.k) };
            self.turn = (self.turn + 1) % self.seats;
            self.moves += 1;
            fx.push(a.k);
            Ok(())
        }
        fn view(&self, _: Viewer) -> serde_json::Value {
            serde_json::json!({ "pile": self.pile })
        }
        fn outcome(&self) -> Option<Outcome> {
            let mut ranking: Vec<Seat> = (0..self.seats).collect();
            ranking.sort_by_key(|&s| -self.scores[s as usize]);
            (self.pile == 0).then(|| Outcome { scores: self.scores.clone(), winners: vec![ranking[0]], ranking, detail: serde_json::Value::Null })
        }
        fn scores(&self) -> Vec<i64> {
            self.scores.clone()
        }
        fn progress(&self) -> serde_json::Value {
            serde_json::json!({ "round": self.moves / u32::from(self.seats) + 1 })
        }
        fn validate(&self) -> Result<(), String> {
            Ok(())
        }
        fn determinize(&self, _seat: Seat, _rng: &mut crate::engine::SplitMix64) -> Self {
            self.clone() // nothing is hidden in the toy game
        }
        fn describe(e: &u8) -> String {
            format!("takes {e}")
        }
        fn option_specs() -> Vec<crate::engine::OptionSpec> {
            Vec::new()
        }
        fn label(&self, _seat: Seat, a: &Take) -> crate::engine::Label {
            crate::engine::Label::text(format!("Take {}", a.k))
        }
        fn prompt(&self, _seat: Seat) -> String {
            "Choose how many to take".into()
        }
        fn snapshot(&self) -> String {
            let mut c = self.clone();
            if self.bug == 3 {
                c.moves += 1;
            }
            serde_json::to_string(&c).unwrap_or_default()
        }
    }

    fn cfg(games: u32, bug: u8) -> Config {
        Config {
            seats: 3,
            options: serde_json::json!({ "bug": bug }),
            bots: vec![BotKind::Random, BotKind::Greedy],
            games,
            seed: 1,
            check_every: 1,
            max_decisions: 100,
            threads: 2,
        }
    }

    #[test]
    fn a_sound_game_passes_every_check() {
        let r = run::<Toy>(&cfg(20, 0)).unwrap();
        assert!(r.failures.is_empty(), "{:?}", r.failures);
        assert_eq!(r.games.len(), 20);
        let seeds: Vec<u64> = r.games.iter().map(|g| g.seed).collect();
        assert_eq!(seeds, (1..=20).collect::<Vec<_>>());
        assert!(r.games.iter().all(|g| g.outcome.scores.iter().sum::<i64>() == (10 + (g.seed % 5)) as i64));
        // Deterministic: the same configuration gives the same games.
        let again = run::<Toy>(&cfg(20, 0)).unwrap();
        let h = |r: &Report| r.games.iter().map(|g| g.final_hash.clone()).collect::<Vec<_>>();
        assert_eq!(h(&r), h(&again));
    }

    #[test]
    fn each_planted_defect_is_reported() {
        for (bug, needle) in [(1u8, "negative score"), (2, "refused"), (3, "snapshot/restore")] {
            let r = run::<Toy>(&cfg(3, bug)).unwrap();
            assert_eq!(r.failures.len(), 3, "bug {bug}");
            assert!(r.failures[0].reason.contains(needle), "bug {bug}: {}", r.failures[0].reason);
        }
    }

    #[test]
    fn a_game_that_never_ends_is_a_failure() {
        let mut c = cfg(1, 0);
        c.max_decisions = 3;
        let r = run::<Toy>(&c).unwrap();
        assert!(r.failures[0].reason.contains("no end"));
    }
}
