//! Seeded complete games (3, 4, 5 players, the variants) played through legal actions by
//! the bots, with the invariant checks of the common brief after every action.

use std::time::Instant;

use super::super::state::{Options, State};
use super::super::Action;
use crate::bots::{choose, BotKind};
use crate::engine::{Game, SplitMix64, Viewer};

/// Everything a seat must not see of another seat: its hand.
fn assert_views_hide_secrets(s: &State) {
    let n = s.n();
    let spectator = s.view(Viewer::Spectator).to_string();
    assert!(!spectator.contains("\"bag\"") && !spectator.contains("\"deck\""));
    assert!(!spectator.contains("\"rng\"") && !spectator.contains("forced_dice"));
    for viewer in 0..n {
        let v = s.view(Viewer::Seat(viewer)).to_string();
        assert!(!v.contains("\"bag\"") && !v.contains("\"deck\""));
        for other in (0..n).filter(|&o| o != viewer) {
            // A card taken with Duplication this round was seen by all when it was played.
            for h in s.player(other).hand.iter().filter(|h| !s.anyone_played(h.card)) {
                let name = format!("\"{}\"", serde_json::to_value(h.card).unwrap().as_str().unwrap());
                assert!(!v.contains(&name), "seat {viewer} sees {name} of seat {other}");
                assert!(!spectator.contains(&name), "spectators see {name}");
            }
        }
    }
}

/// Play one game to the end with full checks; returns (actions, final hash).
fn play(players: u8, options: &Options, seed: u64, kind: BotKind, deep: bool) -> (Vec<(u8, Action)>, String) {
    let mut s = State::new(players, options, seed).expect("new game");
    let mut bot = SplitMix64::new(seed ^ 0xB07);
    let mut log = Vec::new();
    let mut steps = 0;
    while let Some(p) = s.pending() {
        steps += 1;
        assert!(steps < 20_000, "game does not end");
        let seat = p.seats.first().unwrap();
        let legal = s.legal_actions(seat);
        assert!(!legal.is_empty(), "pending seat {seat} ({}) has no legal action", p.kind);
        for other in (0..players).filter(|&o| o != seat) {
            assert!(s.legal_actions(other).is_empty());
        }
        if deep {
            for a in &legal {
                let mut c = s.clone();
                c.apply(seat, a).unwrap_or_else(|e| panic!("listed {a:?} rejected: {e}"));
            }
            // A near-miss is rejected and leaves the state as it was.
            let before = s.state_hash();
            let bogus = Action::Move { from: 200, to: 201 };
            if !legal.contains(&bogus) {
                assert!(s.clone().apply(seat, &bogus).is_err());
                let mut c = s.clone();
                let _ = c.apply(seat, &bogus);
                assert_eq!(c.state_hash(), before);
            }
            let wrong_seat = (seat + 1) % players;
            let mut c = s.clone();
            assert!(c.apply(wrong_seat, &legal[0]).is_err());
            assert_eq!(c.state_hash(), before);
            let restored = State::restore(&s.snapshot()).expect("restore");
            assert_eq!(restored.state_hash(), before);
            assert_views_hide_secrets(&s);
        }
        let a = choose(&s, seat, kind, &mut bot).unwrap();
        s.apply(seat, &a).unwrap_or_else(|e| panic!("bot action {a:?} rejected: {e}"));
        s.validate().unwrap_or_else(|e| panic!("invalid after {a:?}: {e}"));
        assert!(s.scores().iter().all(|&v| v >= 0));
        log.push((seat, a));
    }
    let outcome = s.outcome().expect("outcome at the end");
    assert!(outcome.scores.iter().all(|&v| v >= 0));
    assert!(!outcome.winners.is_empty());
    assert!(s.legal_actions(0).is_empty());
    // Replay: same seed and actions give the same final hash.
    let mut r = State::new(players, options, seed).unwrap();
    for (seat, a) in &log {
        r.apply(*seat, a).unwrap();
    }
    assert_eq!(r.state_hash(), s.state_hash());
    (log, s.state_hash())
}

#[test]
fn complete_games_three_four_five_players() {
    let t = Instant::now();
    let mut games = 0;
    for players in 3..=5 {
        for seed in 0..3 {
            play(players, &Options::default(), seed * 31 + u64::from(players), BotKind::Random, seed == 0);
            games += 1;
        }
    }
    eprintln!("{games} games in {:?}", t.elapsed());
}

