//! Undo's commit points (docs/architecture.md "Undo"; the undo section of each rules file):
//! whole random games of every game and player count, checking at every action that an
//! action which shows any seat something hidden or random is a commit point.
//!
//! "Shows something hidden or random" is judged without the games' commit markers: the
//! action is applied again to states the looking seat cannot tell apart from the real one
//! (`Game::determinize` resamples everything hidden from it, the generator's future
//! included). If the seat's view after the action (or the pending decision) differs between
//! the real state and such a state, or the action is not even legal there, what it saw
//! depended on something hidden from it: the action must be a commit point. A secret action
//! (La Isla's simultaneous choices) is not seen by the other seats, so for them any legal
//! action of the acting seat in the resampled state stands in for it.

use crate::engine::{commit_point, Game, Seat, SplitMix64, Viewer};

/// Why `t` learns something hidden or random from `seat` playing `action` on `state`
/// (giving `after`), or `None` when two resampled states show it nothing new.
fn revealed_to<G: Game>(state: &G, seat: Seat, action: &G::Action, after: &G, t: Seat, rng: &mut SplitMix64) -> Option<String> {
    let hidden_action = t != seat && state.action_is_secret(seat, action);
    for _ in 0..2 {
        let mut d = state.determinize(t, rng);
        assert_eq!(d.view_json(Viewer::Seat(t)), state.view_json(Viewer::Seat(t)), "determinize keeps seat {t}'s view");
        if hidden_action {
            // The resampled state may have dropped the acting seat's earlier answers of the
            // phase (they are hidden from `t`): its own secret choices, as many as it takes
            // (at most a phase's questions), stand in for the one it made.
            let mut same = false;
            for _ in 0..6 {
                let Some(a) = d.legal_actions(seat).into_iter().next() else { break };
                if !d.action_is_secret(seat, &a) || d.apply(seat, &a).is_err() {
                    break;
                }
                if d.view(Viewer::Seat(t)) == after.view(Viewer::Seat(t)) && d.pending() == after.pending() {
                    same = true;
                    break;
                }
            }
            if !same {
                let diff = first_difference(&d.view(Viewer::Seat(t)), &after.view(Viewer::Seat(t)), String::new());
                return Some(format!("seat {t}'s view after it depends on seat {seat}'s hidden choices (at {diff})"));
            }
            continue;
        }
        if d.apply(seat, action).is_err() {
            return Some(format!("the action is illegal in a state seat {t} cannot tell apart"));
        }
        let (seen, real) = (d.view(Viewer::Seat(t)), after.view(Viewer::Seat(t)));
        if seen != real {
            return Some(format!(
                "seat {t}'s view after it depends on what was hidden from it (at {})",
                first_difference(&seen, &real, String::new())
            ));
        }
        if d.pending() != after.pending() {
            return Some(format!("the pending decision after it depends on what was hidden from seat {t}"));
        }
    }
    None
}

/// Where two JSON values first differ, as a path.
fn first_difference(a: &serde_json::Value, b: &serde_json::Value, path: String) -> String {
    use serde_json::Value;
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, v) in x {
                match y.get(k) {
                    Some(w) if w == v => {}
                    Some(w) => return first_difference(v, w, format!("{path}.{k}")),
                    None => return format!("{path}.{k} (only on one side)"),
                }
            }
            format!("{path} (members)")
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            let i = x.iter().zip(y).position(|(v, w)| v != w).unwrap_or(0);
            first_difference(&x[i], &y[i], format!("{path}[{i}]"))
        }
        _ => format!("{path}: {a} vs {b}"),
    }
}

#[derive(Debug, Default)]
struct Counts {
    actions: usize,
    commits: usize,
    revealing: usize,
    secret_undoable: usize,
}

/// One complete random game: every action that reveals anything to any seat must be a
/// commit point. Returns the counts, for the callers' sanity checks.
fn walk<G: Game>(seats: u8, seed: u64, max_actions: usize) -> Counts {
    let mut g = G::new(seats, &Default::default(), seed).expect("a new game");
    let mut rng = SplitMix64::new(seed ^ 0x0dd0);
    let mut probe = SplitMix64::new(seed ^ 0xbeef);
    let mut counts = Counts::default();
    while let Some(p) = g.pending() {
        assert!(counts.actions < max_actions, "{} seed {seed}: the game did not end in {max_actions} actions", G::INFO.name);
        let pending: Vec<Seat> = p.seats.iter().collect();
        let seat = pending[rng.next_int(pending.len() as u64) as usize];
        let legal = g.legal_actions(seat);
        assert!(!legal.is_empty(), "a pending seat has a legal action");
        let action = legal[rng.next_int(legal.len() as u64) as usize].clone();
        let before = g.commit_marker();
        let mut after = g.clone();
        after.apply(seat, &action).expect("a legal action applies");
        let commit = commit_point(before, &after);
        for t in 0..seats {
            if let Some(why) = revealed_to(&g, seat, &action, &after, t, &mut probe) {
                counts.revealing += 1;
                assert!(
                    commit,
                    "{} {seats} seats seed {seed}, action {} of seat {seat} ({action:?}) is not a commit point, yet {why}",
                    G::INFO.name,
                    counts.actions
                );
                break;
            }
        }
        if !commit && g.action_is_secret(seat, &action) {
            counts.secret_undoable += 1;
        }
        counts.commits += usize::from(commit);
        counts.actions += 1;
        g = after;
    }
    counts
}

fn every_seat_count<G: Game>(seeds: &[u64], max_actions: usize) -> Vec<Counts> {
    let mut out = Vec::new();
    for n in G::INFO.min_seats..=G::INFO.max_seats {
        for &seed in seeds {
            let c = walk::<G>(n, seed + u64::from(n), max_actions);
            assert!(c.commits < c.actions, "{} {n} seats: some actions can be taken back ({c:?})", G::INFO.name);
            assert!(c.revealing > 0, "{} {n} seats: the check found something hidden or random ({c:?})", G::INFO.name);
            out.push(c);
        }
    }
    out
}

#[test]
fn revealing_actions_are_commit_points_in_dominant_species() {
    every_seat_count::<crate::games::dominant_species::State>(&[11], 20_000);
}

#[test]
fn revealing_actions_are_commit_points_in_evo() {
    every_seat_count::<crate::games::evo::State>(&[21], 20_000);
}

#[test]
fn revealing_actions_are_commit_points_in_la_isla() {
    let counts = every_seat_count::<crate::games::la_isla::State>(&[31], 20_000);
    // §15: a secret choice other than the one that completes a phase can be taken back.
    assert!(counts.iter().all(|c| c.secret_undoable > 0), "{counts:?}");
}

/// The check can fail: a marker that ignores the generator and the hidden piles (as if
/// nothing were ever a commit point) is caught in every game.
#[test]
fn the_check_catches_a_game_without_commit_points() {
    fn caught<G: Game>(seats: u8, seed: u64) -> bool {
        let mut g = G::new(seats, &Default::default(), seed).expect("a new game");
        let mut rng = SplitMix64::new(seed);
        let mut probe = SplitMix64::new(seed ^ 1);
        for _ in 0..5_000 {
            let Some(p) = g.pending() else { return false };
            let seat = p.seats.first().expect("a pending seat");
            let legal = g.legal_actions(seat);
            let action = legal[rng.next_int(legal.len() as u64) as usize].clone();
            let mut after = g.clone();
            after.apply(seat, &action).expect("legal");
            if (0..seats).any(|t| revealed_to(&g, seat, &action, &after, t, &mut probe).is_some()) {
                return true;
            }
            g = after;
        }
        false
    }
    assert!(caught::<crate::games::dominant_species::State>(2, 5));
    assert!(caught::<crate::games::evo::State>(3, 5));
    assert!(caught::<crate::games::la_isla::State>(2, 5));
}
