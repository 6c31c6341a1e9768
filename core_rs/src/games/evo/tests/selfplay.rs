//! Seeded complete games (3, 4, 5 players, the variants) played through legal actions by
//! the bots, with the invariant checks of the common brief after every action.

use std::time::Instant;

use super::super::options::{FourPlayerBoard, Options, TieBreak};
use super::super::state::State;
use super::super::{Action, Effect};
use crate::bots::BotKind;
use crate::engine::{Game, Viewer};
use crate::testing::harness::{Checks, Next, Walk};

/// Everything a seat must not see of another seat: its hand.
fn assert_views_hide_secrets(s: &State) {
    let n = s.seats;
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

/// Play one game to the end (a harness walk with light checks, and the deep ones after every
/// action when `deep`); returns the final state.
fn play(players: u8, options: &Options, seed: u64, kinds: &[BotKind], deep: bool) -> State {
    let mut s = State::new(players, options, seed).expect("new game");
    let mut hashes = Vec::new();
    let checks = if deep { Checks::Deep { every: 1 } } else { Checks::Light };
    let listed = |c: &State, _: u8, _: &Action, _: &[Effect]| {
        c.validate().unwrap();
        Next::Go
    };
    let walked = Walk::<State>::new(seed ^ 0xB07)
        .bots(kinds)
        .checks_with(checks, Some(Box::new(listed)))
        .before(|s: &State, turn, legal| {
            let seat = turn.seat;
            assert_eq!(turn.pending.seats.len(), 1, "Evo has no simultaneous decisions");
            for other in (0..players).filter(|&o| o != seat) {
                assert!(s.legal_actions(other).is_empty());
            }
            if deep {
                // Near-misses are rejected and leave the state as it was.
                let before = s.state_hash();
                for bogus in [
                    Action::Move { from: 200, to: 201 },
                    Action::PlaceNewborn { region: 255 },
                    Action::KeepDino { region: 255 },
                    Action::Bid { row: 9, value: 0, gene_split: false, sleeping_gene: false },
                    Action::Bid { row: 1, value: u32::MAX, gene_split: false, sleeping_gene: false },
                    Action::PlayCard { card: super::super::types::Card::Flood, region: Some(250), player: Some(9), value: Some(9) },
                    Action::StopBirths,
                    Action::PassBid,
                ] {
                    if !legal.contains(&bogus) {
                        let mut c = s.clone();
                        assert!(c.apply(seat, &bogus).is_err(), "{bogus:?} accepted");
                        assert_eq!(c.state_hash(), before);
                    }
                }
                let mut c = s.clone();
                assert!(c.apply((seat + 1) % players, &legal[0]).is_err());
                assert_eq!(c.state_hash(), before);
                assert_views_hide_secrets(s);
            }
            Next::Go
        })
        .after(|s, _, _, fx| {
            for e in fx {
                assert!(!State::describe(e).en().is_empty());
            }
            hashes.push(s.state_hash());
            Next::Go
        })
        .run(&mut s)
        .over(&format!("{players} players, seed {seed}"));
    let outcome = s.outcome().expect("outcome at the end");
    assert!(outcome.scores.iter().all(|&v| v >= 0));
    assert!(!outcome.winners.is_empty());
    assert_eq!(outcome.ranking.len(), usize::from(players));
    assert!((0..players).all(|p| s.legal_actions(p).is_empty()));
    // Replay: same seed and actions give the same hash after every action.
    let mut r = State::new(players, options, seed).unwrap();
    for ((seat, a), h) in walked.actions.iter().zip(&hashes) {
        r.apply(*seat, a).unwrap();
        assert_eq!(&r.state_hash(), h);
    }
    s
}

/// §5.5 / §16: game length in rounds for the default track.
fn rounds(players: u8, hard: bool) -> std::ops::RangeInclusive<u32> {
    let shortest = 13 - u32::from(players) + if hard { 2 } else { 0 };
    shortest..=shortest + 3
}

fn check_games(players: u8, options: &Options, seeds: std::ops::Range<u64>, kinds: &[BotKind]) {
    for seed in seeds.clone() {
        let deep = seed == seeds.start;
        let s = play(players, options, seed, kinds, deep);
        assert!(
            rounds(players, options.hard_variant).contains(&s.round),
            "{players} players: {} rounds",
            s.round
        );
    }
}

/// docs/rules/evo.md §7–§15: seeded complete games for 3, 4 and 5 players (random bot).
#[test]
fn complete_games_default() {
    for players in 3..=5 {
        check_games(players, &Options::default(), 100..104, &[BotKind::Random]);
    }
}

/// docs/rules/evo.md §16: complete games of the harder variant.
#[test]
fn complete_games_hard_variant() {
    let opts = Options { hard_variant: true, ..Options::default() };
    for players in 3..=5 {
        check_games(players, &opts, 200..203, &[BotKind::Random]);
    }
}

/// docs/rules/evo.md §0.2: complete games with the other switch values.
#[test]
fn complete_games_switches() {
    let alt = Options { four_player_board: FourPlayerBoard::TwoMedium, ..Options::default() };
    check_games(4, &alt, 300..303, &[BotKind::Random]);
    let other = Options { initiative_tie_break: TieBreak::FewerDinosFirst, starting_ep: 10, ..Options::default() };
    for players in 3..=5 {
        check_games(players, &other, 400..402, &[BotKind::Random]);
    }
}

/// Complete games driven (partly) by the greedy bot.
#[test]
fn complete_games_greedy() {
    for players in 3..=5 {
        check_games(players, &Options::default(), 500..501, &[BotKind::Greedy, BotKind::Random]);
    }
    let hard = Options { hard_variant: true, ..Options::default() };
    check_games(4, &hard, 600..601, &[BotKind::Greedy]);
}

/// Determinism: the same seed and bot give the same game; throughput is printed.
#[test]
fn determinism_and_throughput() {
    let a = play(4, &Options::default(), 77, &[BotKind::Random], false);
    let b = play(4, &Options::default(), 77, &[BotKind::Random], false);
    assert_eq!(a.state_hash(), b.state_hash());
    let start = Instant::now();
    let mut actions = 0usize;
    let games = 60u64;
    for seed in 0..games {
        let players = 3 + (seed % 3) as u8;
        let mut s = State::new(players, &Options::default(), seed).unwrap();
        let walked = Walk::<State>::new(seed).unrecorded().bots(&[BotKind::Random]).run(&mut s).over(&format!("seed {seed}"));
        actions += walked.decisions;
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "evo self-play: {games} games, {actions} actions in {secs:.2}s = {:.0} games/s, {:.0} actions/s",
        games as f64 / secs,
        actions as f64 / secs
    );
}
