//! A search bot for every game, generic over `Game`: single-observer
//! information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).
//!
//! Why this variant: one tree is grown for the searching seat's information set. Every
//! iteration starts from a fresh determinization (`Game::determinize`: everything hidden
//! from the seat resampled, so the bot never reads hidden state, the seed or the game's
//! generator), then walks the tree restricted to the actions legal in that
//! determinization, with UCB1 corrected by availability counts (a child's exploration term
//! counts the iterations in which it was available, not the parent's visits). Unlike
//! per-decision determinization with one UCT tree per sample (PIMC), the statistics of all
//! samples are shared in one tree, so the whole budget goes to one set of root
//! statistics, and no vote between trees is needed.
//!
//! Multi-player: every node keeps the sum of rewards of the seat that moved into it; a seat
//! selects by its own rewards (max^n). Rewards are in [0, 1]: at the end of the game 1 for a
//! winner (shared on a tie), 0 otherwise, blended with the score margin; when the playout
//! is cut off (after `playout_depth` decisions) a logistic of the score margin to the best
//! other seat, scaled by `Game::score_scale`.
//!
//! Simultaneous decisions (several pending seats, La Isla's secret choices): they are
//! sequential in the tree, the searching seat first at the root, otherwise the lowest
//! pending seat. The determinization has already resampled the secret answers of the other
//! seats, so the searching seat never sees their real choices. The price of sequencing is
//! that, inside the tree, an opponent that answers after the searching seat may adapt to
//! the searching seat's secret answer (a pessimistic bias, not a leak: it concerns the
//! bot's own hypothetical moves).
//!
//! Deterministic for a given bot seed when the budget is in iterations (`ms == 0`). Never
//! panics: an action an engine refuses ends the iteration as a cut-off.

use std::time::{Duration, Instant};

use crate::engine::{Game, Seat, SplitMix64};

/// The search's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Iterations per decision (0: no limit; then `ms` limits).
    pub iterations: u32,
    /// Milliseconds per decision (0: no limit; then `iterations` limits).
    pub ms: u32,
    /// Decisions of the random playout before it is cut off and evaluated.
    pub playout_depth: u32,
    /// UCB1 exploration constant.
    pub exploration: f64,
}

impl Default for Config {
    fn default() -> Self {
        Config { iterations: 200, ms: 0, playout_depth: 24, exploration: 0.7 }
    }
}

impl Config {
    pub fn budget(iterations: u32, ms: u32) -> Self {
        let mut c = Config { iterations, ms, ..Config::default() };
        if iterations == 0 && ms == 0 {
            c.iterations = Config::default().iterations;
        }
        c
    }
}

/// What a search did (for benches and tests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub iterations: u32,
    pub nodes: u32,
    /// Decisions played in playouts.
    pub playout_decisions: u64,
}

struct Node<A> {
    /// The seat that moved into this node and its action (the root has none).
    mover: Seat,
    action: Option<A>,
    children: Vec<u32>,
    visits: u32,
    avail: u32,
    /// Sum of the mover's rewards.
    reward: f64,
}

/// The search bot's action for `seat` (`None` when it has no legal action).
pub(crate) fn choose<G: Game>(game: &G, seat: Seat, cfg: &Config, rng: &mut SplitMix64) -> Option<G::Action> {
    search(game, seat, cfg, rng).0
}

/// As `choose`, with what the search did.
pub fn search<G: Game>(game: &G, seat: Seat, cfg: &Config, rng: &mut SplitMix64) -> (Option<G::Action>, Stats) {
    let mut stats = Stats::default();
    let mut legal = Vec::new();
    game.legal_actions_into(seat, &mut legal);
    if legal.len() <= 1 {
        return (legal.pop(), stats);
    }
    let mut rng = SplitMix64::new(rng.next_u64());
    let start = Instant::now();
    let deadline = (cfg.ms > 0).then(|| Duration::from_millis(u64::from(cfg.ms)));
    let mut tree: Vec<Node<G::Action>> =
        vec![Node { mover: seat, action: None, children: Vec::new(), visits: 0, avail: 0, reward: 0.0 }];
    let mut ws = Workspace::<G>::default();
    loop {
        if cfg.iterations > 0 && stats.iterations >= cfg.iterations {
            break;
        }
        if let Some(d) = deadline {
            if start.elapsed() >= d {
                break;
            }
        }
        iterate(game, seat, cfg, &mut rng, &mut tree, &mut ws, &mut stats);
        stats.iterations += 1;
    }
    stats.nodes = tree.len() as u32;
    // The most visited root action that is legal in the real state.
    let mut best: Option<(u32, f64, usize)> = None;
    for &c in &tree[0].children {
        let n = &tree[c as usize];
        let Some(a) = &n.action else { continue };
        let Some(i) = legal.iter().position(|l| l == a) else { continue };
        let mean = if n.visits > 0 { n.reward / f64::from(n.visits) } else { 0.0 };
        if best.is_none_or(|(v, m, _)| n.visits > v || (n.visits == v && mean > m)) {
            best = Some((n.visits, mean, i));
        }
    }
    let i = match best {
        Some((_, _, i)) => i,
        None => rng.next_int(legal.len() as u64) as usize,
    };
    (Some(legal.swap_remove(i)), stats)
}

struct Workspace<G: Game> {
    legal: Vec<G::Action>,
    fx: Vec<G::Effect>,
    path: Vec<u32>,
    untried: Vec<usize>,
}

impl<G: Game> Default for Workspace<G> {
    fn default() -> Self {
        Workspace { legal: Vec::new(), fx: Vec::new(), path: Vec::new(), untried: Vec::new() }
    }
}

/// The seat that decides next in the tree: the searching seat at the root when it is
/// pending, otherwise the lowest pending seat.
fn acting<G: Game>(g: &G, prefer: Option<Seat>) -> Option<Seat> {
    let p = g.pending()?;
    match prefer {
        Some(s) if p.seats.contains(s) => Some(s),
        _ => p.seats.first(),
    }
}

fn iterate<G: Game>(
    root: &G,
    seat: Seat,
    cfg: &Config,
    rng: &mut SplitMix64,
    tree: &mut Vec<Node<G::Action>>,
    ws: &mut Workspace<G>,
    stats: &mut Stats,
) {
    let mut g = root.determinize(seat, rng);
    ws.path.clear();
    ws.path.push(0);
    let mut node = 0u32;
    let mut prefer = Some(seat);
    let mut broken = false;
    // Selection and expansion.
    loop {
        let Some(actor) = acting(&g, prefer) else { break };
        prefer = None;
        ws.legal.clear();
        g.legal_actions_into(actor, &mut ws.legal);
        if ws.legal.is_empty() {
            broken = true; // a pending seat without an action: evaluate here
            break;
        }
        // Children available in this determinization; untried legal actions.
        ws.untried.clear();
        let children = tree[node as usize].children.clone();
        let mut best: Option<(f64, u32)> = None;
        for (i, a) in ws.legal.iter().enumerate() {
            let found = children.iter().copied().find(|&c| {
                let n = &tree[c as usize];
                n.mover == actor && n.action.as_ref() == Some(a)
            });
            match found {
                None => ws.untried.push(i),
                Some(c) => {
                    let n = &mut tree[c as usize];
                    n.avail += 1;
                    let visits = f64::from(n.visits.max(1));
                    let ucb = n.reward / visits + cfg.exploration * (f64::from(n.avail).ln() / visits).sqrt();
                    if best.is_none_or(|(b, _)| ucb > b) {
                        best = Some((ucb, c));
                    }
                }
            }
        }
        let (next, action) = if !ws.untried.is_empty() {
            let i = ws.untried[rng.next_int(ws.untried.len() as u64) as usize];
            let a = ws.legal[i].clone();
            let id = tree.len() as u32;
            tree.push(Node { mover: actor, action: Some(a.clone()), children: Vec::new(), visits: 0, avail: 1, reward: 0.0 });
            tree[node as usize].children.push(id);
            (id, a)
        } else {
            let Some((_, c)) = best else { break };
            let Some(a) = tree[c as usize].action.clone() else { break };
            (c, a)
        };
        ws.fx.clear();
        if g.apply_into(actor, &action, &mut ws.fx).is_err() {
            broken = true;
            break;
        }
        ws.path.push(next);
        node = next;
        if tree[node as usize].visits == 0 {
            break; // just expanded
        }
    }
    // Playout by the random policy, cut off after `playout_depth` decisions.
    if !broken {
        let mut depth = 0;
        while depth < cfg.playout_depth {
            let Some(actor) = acting(&g, None) else { break };
            ws.legal.clear();
            g.legal_actions_into(actor, &mut ws.legal);
            if ws.legal.is_empty() {
                break;
            }
            let i = rng.next_int(ws.legal.len() as u64) as usize;
            ws.fx.clear();
            if g.apply_into(actor, &ws.legal[i], &mut ws.fx).is_err() {
                break;
            }
            depth += 1;
        }
        stats.playout_decisions += u64::from(depth);
    }
    let rewards = evaluate(&g);
    for &id in &ws.path {
        let n = &mut tree[id as usize];
        n.visits += 1;
        n.reward += rewards.get(usize::from(n.mover)).copied().unwrap_or(0.0);
    }
}

/// Each seat's value of a state in [0, 1] (see the module notes).
pub(crate) fn evaluate<G: Game>(g: &G) -> Vec<f64> {
    let n = usize::from(g.seats());
    let scale = G::score_scale().max(1e-9);
    let margins = |scores: &[i64]| -> Vec<f64> {
        (0..n)
            .map(|i| {
                let mine = scores.get(i).copied().unwrap_or(0);
                let best_other = (0..n).filter(|&j| j != i).filter_map(|j| scores.get(j).copied()).max().unwrap_or(mine);
                1.0 / (1.0 + (-((mine - best_other) as f64) / scale).exp())
            })
            .collect()
    };
    match g.outcome() {
        Some(o) => {
            let m = margins(&o.scores);
            let share = 1.0 / o.winners.len().max(1) as f64;
            (0..n)
                .map(|i| {
                    let win = if o.winners.contains(&(i as Seat)) { share } else { 0.0 };
                    0.8 * win + 0.2 * m[i]
                })
                .collect()
        }
        None => margins(&g.scores()),
    }
}
