//! Self-play: the one loop that plays a game through its legal actions (`Walk`, used by
//! every complete-game test, the benchmarks and the fuzzing helpers), and the checked
//! self-play of complete seeded games between bots (`run`, `play_game`) that
//! `species-arena selfplay` runs; `run_by_name` runs it for a game type by name.
//!
//! Checked after every action (`Checks::Light` and up): the game's invariants (`validate`:
//! pieces conserved, counts in range), no negative score, every pending seat has a legal
//! action. On "deep" steps (`Checks::Deep`: every `every` actions): every listed action is
//! accepted by `apply` on a copy, a non-pending seat is refused with the state unchanged,
//! and snapshot → restore gives the same hash. At the end of `play_game`: an outcome exists,
//! and replaying the seed and the recorded actions in a fresh game reaches the same final
//! hash.

use std::thread;

use serde::Serialize;

use crate::bots::{choose_from, BotKind};
use crate::engine::{ErrorCode, Game, Outcome, Pending, RuleError, Seat, SplitMix64};
use crate::games::{with_game, DynGame, EffectRecord, GameVisitor, Registered};

/// What the loop needs of a game: the typed `Game`s, and the JSON face (`dyn DynGame`).
pub trait Playable {
    type Action: Clone + std::fmt::Debug;
    type Effect;
    fn pending(&self) -> Option<Pending>;
    fn legal_into(&self, seat: Seat, out: &mut Vec<Self::Action>);
    fn play_into(&mut self, seat: Seat, action: &Self::Action, fx: &mut Vec<Self::Effect>) -> Result<(), RuleError>;
}

impl<G: Game> Playable for G {
    type Action = G::Action;
    type Effect = G::Effect;
    fn pending(&self) -> Option<Pending> {
        Game::pending(self)
    }
    fn legal_into(&self, seat: Seat, out: &mut Vec<G::Action>) {
        self.legal_actions_into(seat, out);
    }
    fn play_into(&mut self, seat: Seat, action: &G::Action, fx: &mut Vec<G::Effect>) -> Result<(), RuleError> {
        self.apply_into(seat, action, fx)
    }
}

impl Playable for dyn DynGame {
    type Action = serde_json::Value;
    type Effect = EffectRecord;
    fn pending(&self) -> Option<Pending> {
        DynGame::pending(self)
    }
    fn legal_into(&self, seat: Seat, out: &mut Vec<serde_json::Value>) {
        out.extend(self.legal_actions_json(seat));
    }
    fn play_into(&mut self, seat: Seat, action: &serde_json::Value, fx: &mut Vec<EffectRecord>) -> Result<(), RuleError> {
        fx.extend(self.apply_json(seat, action)?);
        Ok(())
    }
}

/// Which seat acts when several are pending (simultaneous decisions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatOrder {
    /// The lowest pending seat.
    First,
    /// One drawn from the walk's generator.
    Random,
}

/// One decision of a walk: how many came before, who acts, what is pending.
#[derive(Clone, Copy, Debug)]
pub struct Turn {
    pub decision: usize,
    pub seat: Seat,
    pub pending: Pending,
}

/// What a hook tells the walk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    Go,
    /// End the walk here (not a failure).
    Stop,
    /// End the walk with this broken guarantee.
    Fail(String),
}

/// How a walk ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// The game is over.
    Over,
    /// A hook stopped it.
    Stopped,
    /// Still going after the walk's limit of decisions.
    Limit,
    /// A broken guarantee, after `decision` applied actions.
    Failed { decision: usize, reason: String },
}

/// The result of a walk: the actions applied (unless not recorded) and how it ended.
#[derive(Clone, Debug)]
pub struct Walked<A> {
    pub actions: Vec<(Seat, A)>,
    pub decisions: usize,
    pub end: End,
    /// The walk's generator as the walk left it.
    pub rng: SplitMix64,
}

impl<A> Walked<A> {
    /// Panics unless the game ended (`context` goes in the message).
    pub fn over(self, context: &str) -> Self {
        assert_eq!(self.end, End::Over, "{context}: the game did not end normally");
        self
    }
    /// Panics if a guarantee broke or the limit was reached (a stop by a hook is fine).
    pub fn ok(self, context: &str) -> Self {
        assert!(matches!(self.end, End::Over | End::Stopped), "{context}: {:?}", self.end);
        self
    }
}

/// A uniform random choice among the legal actions (the `Random` bot's).
fn uniform<P: Playable + ?Sized>(_: &P, _: Seat, legal: &mut Vec<P::Action>, rng: &mut SplitMix64) -> Option<P::Action> {
    (!legal.is_empty()).then(|| legal.swap_remove(rng.next_int(legal.len() as u64) as usize))
}

/// The self-play loop: while a decision is pending, pick the acting seat, list its legal
/// actions, run the `before` hooks, let the chooser pick one, apply it, run the `after`
/// hooks. The chooser draws from the walk's own generator (never the game's), so a replay
/// needs only the actions. Build one, then `run` it on a game:
///
/// ```text
/// let walked = Walk::<State>::new(seed ^ 0xB07).bots(&[BotKind::Random]).checks(Checks::Light).run(&mut g);
/// ```
pub struct Walk<'a, P: Playable + ?Sized> {
    rng: SplitMix64,
    order: SeatOrder,
    limit: usize,
    record: bool,
    #[allow(clippy::type_complexity)]
    chooser: Box<dyn FnMut(&P, Seat, &mut Vec<P::Action>, &mut SplitMix64) -> Option<P::Action> + 'a>,
    #[allow(clippy::type_complexity)]
    before: Vec<Box<dyn FnMut(&P, &Turn, &[P::Action]) -> Next + 'a>>,
    #[allow(clippy::type_complexity)]
    after: Vec<Box<dyn FnMut(&P, &Turn, &P::Action, &[P::Effect]) -> Next + 'a>>,
}

impl<'a, P: Playable + ?Sized + 'a> Walk<'a, P> {
    /// A walk whose generator is seeded with `seed`: the first pending seat acts, with a
    /// uniform random choice among its legal actions, for at most 20,000 decisions.
    pub fn new(seed: u64) -> Self {
        Walk {
            rng: SplitMix64::new(seed),
            order: SeatOrder::First,
            limit: 20_000,
            record: true,
            chooser: Box::new(uniform::<P>),
            before: Vec::new(),
            after: Vec::new(),
        }
    }
    /// Use this generator (e.g. one the caller goes on drawing from: see `Walked::rng`).
    pub fn rng(mut self, rng: SplitMix64) -> Self {
        self.rng = rng;
        self
    }
    /// Which pending seat acts (default: the first).
    pub fn order(mut self, order: SeatOrder) -> Self {
        self.order = order;
        self
    }
    /// End with `End::Limit` when a decision is still pending after this many.
    pub fn limit(mut self, decisions: usize) -> Self {
        self.limit = decisions;
        self
    }
    /// Do not keep the actions (for throughput runs).
    pub fn unrecorded(mut self) -> Self {
        self.record = false;
        self
    }
    /// How the acting seat chooses among its legal actions (the list is its own to reorder).
    pub fn chooser(
        mut self,
        f: impl FnMut(&P, Seat, &mut Vec<P::Action>, &mut SplitMix64) -> Option<P::Action> + 'a,
    ) -> Self {
        self.chooser = Box::new(f);
        self
    }
    /// A hook before each choice, with the acting seat's legal actions.
    pub fn before(mut self, f: impl FnMut(&P, &Turn, &[P::Action]) -> Next + 'a) -> Self {
        self.before.push(Box::new(f));
        self
    }
    /// A hook after each applied action, with the action and its effects.
    pub fn after(mut self, f: impl FnMut(&P, &Turn, &P::Action, &[P::Effect]) -> Next + 'a) -> Self {
        self.after.push(Box::new(f));
        self
    }

    /// Play `g` until the game is over, a hook stops or fails, or the limit is reached.
    pub fn run(mut self, g: &mut P) -> Walked<P::Action> {
        let mut actions = Vec::new();
        let mut legal = Vec::new();
        let mut fx = Vec::new();
        let mut decision = 0usize;
        let failed = |decision: usize, reason: String| End::Failed { decision, reason };
        let end = loop {
            let Some(pending) = g.pending() else { break End::Over };
            if decision >= self.limit {
                break End::Limit;
            }
            let seat = match self.order {
                SeatOrder::First => pending.seats.first(),
                SeatOrder::Random => {
                    let seats: Vec<Seat> = pending.seats.iter().collect();
                    (!seats.is_empty()).then(|| seats[self.rng.next_int(seats.len() as u64) as usize])
                }
            };
            let Some(seat) = seat else { break failed(decision, format!("no seat is pending ({})", pending.kind)) };
            let turn = Turn { decision, seat, pending };
            legal.clear();
            g.legal_into(seat, &mut legal);
            if legal.is_empty() {
                break failed(decision, format!("pending seat {seat} has no legal action ({})", pending.kind));
            }
            let view: &P = g;
            match self.before.iter_mut().map(|h| h(view, &turn, &legal[..])).find(|n| *n != Next::Go) {
                Some(Next::Stop) => break End::Stopped,
                Some(Next::Fail(reason)) => break failed(decision, reason),
                _ => {}
            }
            let Some(a) = (self.chooser)(&*g, seat, &mut legal, &mut self.rng) else {
                break failed(decision, format!("bot found no action for seat {seat}"));
            };
            fx.clear();
            if let Err(e) = g.play_into(seat, &a, &mut fx) {
                break failed(decision, format!("chosen action {a:?} refused: {e}"));
            }
            decision += 1;
            let view: &P = g;
            let next = self.after.iter_mut().map(|h| h(view, &turn, &a, &fx[..])).find(|n| *n != Next::Go);
            if self.record {
                actions.push((seat, a));
            }
            match next {
                Some(Next::Stop) => break End::Stopped,
                Some(Next::Fail(reason)) => break failed(decision, reason),
                _ => {}
            }
        };
        Walked { actions, decisions: decision, end, rng: self.rng }
    }
}

/// The checks a walk of a typed game makes (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checks {
    None,
    /// After every action.
    Light,
    /// `Light`, and the deep checks every `every` decisions (from the first).
    Deep { every: u32 },
}

/// Called with a copy of the state after a listed action was applied to it (deep steps).
type Listed<'a, G> = Box<dyn FnMut(&G, Seat, &<G as Game>::Action, &[<G as Game>::Effect]) -> Next + 'a>;

impl<'a, G: Game + 'a> Walk<'a, G> {
    /// One bot per seat (cycled if shorter), as `bots::choose_from` decides.
    pub fn bots(self, kinds: &[BotKind]) -> Self {
        let kinds = kinds.to_vec();
        self.chooser(move |g, seat, legal, rng| {
            let kind = kinds.get(seat as usize % kinds.len().max(1)).copied().unwrap_or(BotKind::Random);
            choose_from(g, seat, kind, rng, legal)
        })
    }

    /// The harness's checks (see the module documentation).
    pub fn checks(self, checks: Checks) -> Self {
        self.checks_with(checks, None)
    }

    /// As `checks`, and on deep steps `listed` sees each copy a listed action was applied to.
    pub fn checks_with(self, checks: Checks, mut listed: Option<Listed<'a, G>>) -> Self {
        let every = match checks {
            Checks::None => return self,
            Checks::Light => 0,
            Checks::Deep { every } => every,
        };
        let deep = move |decision: usize| every > 0 && decision % every as usize == 0;
        self.before(move |g, turn, legal| {
            let seat = turn.seat;
            let p = turn.pending;
            let mut others = Vec::new();
            for s in p.seats.iter().filter(|&s| s != seat) {
                others.clear();
                g.legal_actions_into(s, &mut others);
                if others.is_empty() {
                    return Next::Fail(format!("pending seat {s} has no legal action ({})", p.kind));
                }
            }
            if !deep(turn.decision) {
                return Next::Go;
            }
            for a in legal {
                let mut c = g.clone();
                match c.apply(seat, a) {
                    Err(e) => return Next::Fail(format!("listed action {a:?} refused: {e}")),
                    Ok(fx) => {
                        if let Some(f) = listed.as_mut() {
                            let n = f(&c, seat, a, &fx[..]);
                            if n != Next::Go {
                                return n;
                            }
                        }
                    }
                }
            }
            if let Some(other) = (0..g.seats()).find(|s| !p.seats.contains(*s)) {
                let before = g.state_hash();
                let mut probe = g.clone();
                match probe.apply(other, &legal[0]) {
                    Ok(_) => return Next::Fail(format!("seat {other} acted out of turn")),
                    Err(e) if e.code != ErrorCode::NotYourTurn => {
                        return Next::Fail(format!("out-of-turn error has code {}", e.code()));
                    }
                    Err(_) => {}
                }
                if probe.state_hash() != before {
                    return Next::Fail("a refused action changed the state".into());
                }
            }
            Next::Go
        })
        .after(move |g, turn, _, _| {
            if let Err(e) = g.validate() {
                return Next::Fail(format!("invariant broken: {e}"));
            }
            if let Some(s) = g.scores().iter().position(|&x| x < 0) {
                return Next::Fail(format!("seat {s} has a negative score"));
            }
            if deep(turn.decision) {
                match G::restore(&g.snapshot()) {
                    Ok(r) if r.state_hash() == g.state_hash() => {}
                    Ok(_) => return Next::Fail("snapshot/restore changed the hash".into()),
                    Err(e) => return Next::Fail(format!("snapshot does not restore: {e}")),
                }
            }
            Next::Go
        })
    }
}

/// Replay `actions` on a fresh game from the seed: the final state, or the first refusal.
pub fn replay<G: Game>(seats: u8, options: &G::Options, seed: u64, actions: &[(Seat, G::Action)]) -> Result<G, String> {
    let mut r = G::new(seats, options, seed).map_err(|e| format!("replay setup: {e}"))?;
    for (s, a) in actions {
        r.apply(*s, a).map_err(|e| format!("replay refused {a:?}: {e}"))?;
    }
    Ok(r)
}

#[derive(Clone, Debug)]
pub struct Config {
    pub seats: u8,
    pub options: serde_json::Value,
    /// One bot per seat (cycled if shorter).
    pub bots: Vec<BotKind>,
    pub games: u32,
    /// Game `i` uses seed `seed + i`; the bots draw from their own generator.
    pub seed: u64,
    /// Deep checks every this many actions (0: none).
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

fn fail<G: Game>(seed: u64, decision: usize, reason: String, log: &[(Seat, G::Action)]) -> Failure {
    Failure {
        seed,
        decision: decision as u32,
        reason,
        actions: log.iter().map(|(s, a)| (*s, serde_json::to_value(a).unwrap_or_default())).collect(),
    }
}

/// Play one complete game and check it; `Err` names the first broken guarantee.
fn play_game<G: Game>(cfg: &Config, options: &G::Options, seed: u64) -> Result<GameRecord, Failure> {
    let mut g = G::new(cfg.seats, options, seed).map_err(|e| fail::<G>(seed, 0, format!("setup: {e}"), &[]))?;
    let walked = Walk::<G>::new(seed ^ 0xB07_B07_B07)
        .order(SeatOrder::Random)
        .limit(cfg.max_decisions as usize)
        .bots(&cfg.bots)
        .checks(Checks::Deep { every: cfg.check_every })
        .run(&mut g);
    let (decision, log) = (walked.decisions, walked.actions);
    match walked.end {
        End::Over => {}
        End::Limit => return Err(fail::<G>(seed, decision, format!("no end after {decision} decisions"), &log)),
        End::Stopped => return Err(fail::<G>(seed, decision, "stopped".into(), &log)),
        End::Failed { decision, reason } => return Err(fail::<G>(seed, decision, reason, &log)),
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
    let r = replay::<G>(cfg.seats, options, seed, &log).map_err(|e| fail::<G>(seed, decision, e, &log))?;
    if r.state_hash() != final_hash {
        return Err(fail::<G>(seed, decision, "replay from the seed reached another final hash".into(), &log));
    }
    let rounds = g.progress().get("round").and_then(serde_json::Value::as_u64).unwrap_or(0);
    Ok(GameRecord { seed, decisions: decision as u32, rounds, outcome, final_hash })
}

/// Play `cfg.games` games on `cfg.threads` threads.
pub(crate) fn run<G: Game + Send + Sync>(cfg: &Config) -> Result<Report, String>
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

/// `run` for the game type `name` (what `species-arena selfplay` calls).
pub fn run_by_name(name: &str, cfg: &Config) -> Result<Report, RuleError> {
    struct SelfPlay<'a>(&'a Config);
    impl GameVisitor for SelfPlay<'_> {
        type Output = Result<Report, String>;
        fn visit<G: Registered>(self) -> Self::Output {
            run::<G>(self.0)
        }
    }
    with_game(name, SelfPlay(cfg))?.map_err(RuleError::invalid)
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
            if Game::pending(self).is_some_and(|p| p.seats.contains(seat)) {
                out.extend((1..=self.pile.min(2)).map(|k| Take { k }));
                if self.bug == 2 {
                    out.push(Take { k: 9 });
                }
            }
        }
        fn apply_into(&mut self, seat: Seat, a: &Take, fx: &mut Vec<u8>) -> Result<(), RuleError> {
            check_turn(Game::pending(self), seat)?;
            if a.k == 0 || a.k > 2 || a.k > self.pile {
                return Err(RuleError::illegal(crate::engine::Rule::new("toy", "§1"), "take 1 or 2"));
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
        fn validate(&self) -> Result<(), crate::engine::Invariant> {
            Ok(())
        }
        fn determinize(&self, _seat: Seat, _rng: &mut crate::engine::SplitMix64) -> Self {
            self.clone() // nothing is hidden in the toy game
        }
        fn describe(e: &u8) -> crate::i18n::Msg {
            format!("takes {e}").into()
        }
        fn option_specs() -> Vec<crate::engine::OptionSpec> {
            Vec::new()
        }
        fn label(&self, _seat: Seat, a: &Take) -> crate::engine::Label {
            crate::engine::Label::text(format!("Take {}", a.k))
        }
        fn prompt(&self, _seat: Seat) -> crate::i18n::Msg {
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

/// A whole random game of `g`, walked from the generator `SplitMix64::new(seed ^ 0x5eed)`
/// (the first pending seat, a uniform choice), with `check(state, decision)` called every
/// `stride`th decision and once more at the end (decision `usize::MAX`). Panics unless the
/// game ends. The typed-view tests compare every viewer's view this way.
#[cfg(test)]
pub(crate) fn checked_random_game<G: Game>(g: &mut G, seed: u64, stride: usize, mut check: impl FnMut(&G, usize)) {
    Walk::<G>::new(0)
        .rng(SplitMix64::new(seed ^ 0x5eed))
        .before(|s, turn, _| {
            if turn.decision % stride == 0 {
                check(s, turn.decision);
            }
            Next::Go
        })
        .run(g)
        .over(&format!("seed {seed}"));
    check(g, usize::MAX);
}

/// Every viewer of a game of `seats` seats: each seat, then a spectator and an omniscient
/// viewer (the viewers the typed-view tests compare).
#[cfg(test)]
pub(crate) fn all_viewers(seats: u8) -> Vec<crate::engine::Viewer> {
    use crate::engine::Viewer;
    let mut v: Vec<Viewer> = (0..seats).map(Viewer::Seat).collect();
    v.extend([Viewer::Spectator, Viewer::Omniscient]);
    v
}

/// A view schema's `required` member names, sorted (none when it has no such list).
#[cfg(test)]
pub(crate) fn required_members(schema: &serde_json::Value) -> Vec<&str> {
    let mut names: Vec<&str> =
        schema["required"].as_array().map(|a| a.iter().filter_map(serde_json::Value::as_str).collect()).unwrap_or_default();
    names.sort_unstable();
    names
}

/// A view's member names, sorted (none when it is not an object).
#[cfg(test)]
pub(crate) fn member_names(view: &serde_json::Value) -> Vec<&str> {
    let mut names: Vec<&str> = view.as_object().map(|o| o.keys().map(String::as_str).collect()).unwrap_or_default();
    names.sort_unstable();
    names
}
