//! Seeded complete games driven through legal actions (random and greedy bots), with the
//! conservation checks after every action (docs/rules/dominant-species.md §4–§13).

use super::super::state::board;
use super::super::*;
use crate::bots::{choose, BotKind};
use crate::engine::{Game, SplitMix64};

pub(super) struct Played {
    pub state: State,
    pub actions: Vec<(u8, Action)>,
    pub steps: usize,
}

/// Play a whole game; with `paranoid`, check every invariant after every action.
pub(super) fn play(players: u8, options: &Options, seed: u64, bot: BotKind, paranoid: bool) -> Played {
    let mut s = State::setup(players, options, seed).expect("setup");
    let mut rng = SplitMix64::new(seed ^ 0xB07);
    let mut actions = Vec::new();
    let mut steps = 0usize;
    while let Some(p) = s.pending() {
        let seat = p.seats.first().expect("a pending seat");
        let legal = s.legal_actions(seat);
        assert!(!legal.is_empty(), "seat {seat} pending {} with no legal action (seed {seed})", p.kind);
        if paranoid {
            for a in &legal {
                // The listed action round-trips through JSON unchanged and applies.
                let json = serde_json::to_value(a).unwrap();
                assert_eq!(&serde_json::from_value::<Action>(json).unwrap(), a);
                let mut c = s.clone();
                let fx = c.apply(seat, a).unwrap_or_else(|e| panic!("listed {a:?} rejected: {e} (seed {seed})"));
                for e in &fx {
                    let json = serde_json::to_value(e).unwrap();
                    assert_eq!(&serde_json::from_value::<Effect>(json).unwrap(), e);
                    assert!(!State::describe(e).is_empty());
                }
            }
            let _ = s.view(crate::engine::Viewer::Seat(seat));
            // A rejected action leaves the hash unchanged.
            let before = s.state_hash();
            let mut c = s.clone();
            let bogus = Action::Save { hex: Hex(0) };
            if !legal.contains(&bogus) {
                assert!(c.apply(seat, &bogus).is_err());
                assert_eq!(c.state_hash(), before);
            }
            let other = (seat + 1) % players;
            assert!(c.apply(other, &legal[0]).is_err() || other == seat);
            assert_eq!(c.state_hash(), before);
        }
        let a = pick(&s, seat, &legal, bot, &mut rng);
        s.apply(seat, &a).unwrap_or_else(|e| panic!("bot action {a:?} rejected: {e} (seed {seed})"));
        actions.push((seat, a));
        steps += 1;
        if paranoid {
            s.check().unwrap_or_else(|e| panic!("invariant broken after {a:?}: {e} (seed {seed}, step {steps})"));
            assert!(s.scores().iter().all(|&x| x >= 0), "no negative score");
            let r = State::restore(&s.snapshot()).expect("restore");
            assert_eq!(r.state_hash(), s.state_hash());
        }
        if s.round >= 60 {
            assert!(!paranoid, "game too long (seed {seed})");
            break;
        }
    }
    Played { state: s, actions, steps }
}

/// The test driver's choice among the legal actions: the bot's, except that (so that games
/// reach Ice Age in a few dozen rounds instead of drifting into a barren earth) it often
/// prefers Domination and Speciation spaces, full Speciations and tiles with a dominant
/// animal. Every choice is still one of the listed legal actions.
pub(super) fn pick(s: &State, seat: u8, legal: &[Action], bot: BotKind, rng: &mut SplitMix64) -> Action {
    if rng.next_int(3) != 0 {
        let prefer = |a: &Action| match *a {
            Action::PlaceAp { space } => {
                if Space::DOM.contains(&space) {
                    3
                } else if Space::SPE.contains(&space) || Space::ADA.contains(&space) || Space::ABU.contains(&space) {
                    2
                } else {
                    0
                }
            }
            Action::Dominate { hex } if s.dominant[hex.idx()].is_some() => 3,
            Action::AddCubes { count, .. } => u32::from(count),
            Action::ChooseCorner { .. } | Action::TakeElement { .. } | Action::PlaceElement { .. } => 1,
            _ => 0,
        };
        let best = legal.iter().map(prefer).max().unwrap_or(0);
        if best > 0 {
            let top: Vec<&Action> = legal.iter().filter(|a| prefer(a) == best).collect();
            return *top[rng.next_int(top.len() as u64) as usize];
        }
    }
    choose(s, seat, bot, rng).expect("bot action")
}

/// A recorded game: players, seed, the seats' actions.
type Recorded = (u8, u64, Vec<(u8, Action)>);

fn replay(players: u8, options: &Options, seed: u64, actions: &[(u8, Action)]) -> State {
    let mut s = State::setup(players, options, seed).unwrap();
    for (seat, a) in actions {
        s.apply(*seat, a).unwrap();
    }
    s
}

fn run(players: u8, options: Options, seeds: std::ops::Range<u64>, bot: BotKind) {
    for seed in seeds {
        let g = play(players, &options, seed, bot, true);
        let o = g.state.outcome().expect("outcome at the end");
        assert_eq!(o.ranking.len(), players as usize);
        assert_eq!(o.winners.len(), 1);
        let roles = o.detail["roles"].as_array().expect("detail.roles");
        assert_eq!(roles.len(), g.state.animals_in_play().count(), "one role per animal in play");
        for (r, a) in roles.iter().zip(g.state.animals_in_play()) {
            assert_eq!(r["score"], serde_json::json!(g.state.animals[a.idx()].vp));
            assert_eq!(r["seat"], serde_json::json!(g.state.seat_of(a)));
        }
        assert!(g.state.taken.contains(&Card::IceAge));
        let r = replay(players, &options, seed, &g.actions);
        assert_eq!(r.state_hash(), g.state.state_hash(), "replay reaches the same final hash");
    }
}

/// §4–§12: complete games for 2 to 6 players with the random bot.
#[test]
fn complete_games_random_2_to_6_players() {
    for players in 2..=6u8 {
        run(players, Options::default(), 0..2, BotKind::Random);
    }
}



/// §4–§12: a few complete games with the greedy bot.
#[test]
fn complete_games_greedy() {
    for players in [2u8, 4, 6] {
        run(players, Options::default(), 10..11, BotKind::Greedy);
    }
}

/// §13.1: the short game: 22 cards, complete games.
#[test]
fn complete_games_short_game() {
    let opts = Options { short_game: true, ..Options::default() };
    let s = State::setup(4, &opts, 3).unwrap();
    assert_eq!(s.deck.len() + s.face_up.len(), 22);
    assert!(s.deck.iter().chain(&s.face_up).all(|c| !c.starred()));
    for players in [2u8, 5] {
        run(players, opts.clone(), 20..22, BotKind::Random);
    }
}

/// §13.2: the multiple-animals variant, 2 and 3 players.
#[test]
fn complete_games_multiple_animals() {
    let opts = Options { multiple_animals: true, ..Options::default() };
    for players in [2u8, 3] {
        run(players, opts.clone(), 30..33, BotKind::Random);
    }
    run(3, opts, 33..34, BotKind::Greedy);
}

/// §13.3: the alternative setup, alone and combined with §13.1 and §13.2.
#[test]
fn complete_games_random_setup_and_combinations() {
    let rs = Options { random_setup: true, ..Options::default() };
    for players in 2..=6u8 {
        run(players, rs.clone(), 40..41, BotKind::Random);
    }
    let all = Options { random_setup: true, multiple_animals: true, short_game: true, ..Options::default() };
    run(2, all.clone(), 50..52, BotKind::Random);
    run(3, all, 52..54, BotKind::Random);
    let rm = Options { random_setup: true, multiple_animals: true, ..Options::default() };
    run(3, rm, 54..55, BotKind::Greedy);
}

/// Determinism: the same seed and actions give the same hashes step by step; views for
/// seats and spectators never show the deck or stack order, nor the generator.
#[test]
fn determinism_and_hidden_information() {
    let g = play(4, &Options::default(), 77, BotKind::Random, false);
    let mut a = State::setup(4, &Options::default(), 77).unwrap();
    let mut b = State::setup(4, &Options::default(), 77).unwrap();
    for (i, (seat, act)) in g.actions.iter().enumerate() {
        let fa = a.apply(*seat, act).unwrap();
        let fb = b.apply(*seat, act).unwrap();
        assert_eq!(fa, fb);
        assert_eq!(a.state_hash(), b.state_hash());
        if i % 25 == 0 {
            for viewer in [crate::engine::Viewer::Spectator, crate::engine::Viewer::Seat(*seat)] {
                let v = a.view(viewer);
                assert!(v["dominance_cards"].get("order").is_none());
                assert!(v["wanderlust_stacks"][0].get("order").is_none());
                assert!(!v.to_string().contains("rng"));
            }
        }
    }
    assert_eq!(a.state_hash(), g.state.state_hash());
}

/// Throughput (run with `cargo test --release -- --ignored selfplay`): complete games with
/// the test driver, and pure random-bot games with a round cap.
#[test]
#[ignore]
fn selfplay_throughput() {
    let t = std::time::Instant::now();
    let mut actions = 0usize;
    let mut ended = 0;
    let n = 1000u64;
    for seed in 0..n {
        let g = play(2 + (seed % 5) as u8, &Options::default(), seed, BotKind::Random, false);
        actions += g.steps;
        ended += usize::from(g.state.pending().is_none());
    }
    eprintln!("{ended}/{n} driver games ended within 60 rounds");
    let dt = t.elapsed().as_secs_f64();
    eprintln!("{n} games, {actions} actions in {dt:.2}s: {:.0} games/s, {:.0} ns/action", n as f64 / dt, dt * 1e9 / actions as f64);
    // Pure random bots (crate::bots), every game to its end.
    let t = std::time::Instant::now();
    let (mut rounds, mut acts, mut ice_age) = (0u32, 0usize, 0usize);
    for seed in 0..n {
        let players = 2 + (seed % 5) as u8;
        let mut s = State::setup(players, &Options::default(), seed).unwrap();
        let mut rng = SplitMix64::new(seed);
        let mut buf = Vec::new();
        while let Some(p) = s.pending() {
            let seat = p.seats.first().unwrap();
            buf.clear();
            s.legal_actions_into(seat, &mut buf);
            let a = crate::bots::choose_from(&s, seat, BotKind::Random, &mut rng, &mut buf).unwrap();
            s.apply(seat, &a).unwrap();
            acts += 1;
        }
        rounds += s.round;
        ice_age += usize::from(s.taken.contains(&Card::IceAge));
    }
    let dt = t.elapsed().as_secs_f64();
    eprintln!("pure random: {ice_age}/{n} games ended by Ice Age, the others with no cube left");
    // Apply only: replay recorded games.
    let games: Vec<Recorded> = (0..200u64)
        .map(|seed| {
            let players = 2 + (seed % 5) as u8;
            let g = play(players, &Options::default(), seed, BotKind::Random, false);
            (players, seed, g.actions)
        })
        .collect();
    let t2 = std::time::Instant::now();
    let mut applied = 0usize;
    let mut fx = Vec::new();
    for (players, seed, actions) in &games {
        let mut s = State::setup(*players, &Options::default(), *seed).unwrap();
        for (seat, a) in actions {
            fx.clear();
            s.apply_into(*seat, a, &mut fx).unwrap();
            applied += 1;
        }
    }
    let dt2 = t2.elapsed().as_secs_f64();
    eprintln!("apply only: {applied} actions in {dt2:.3}s: {:.0} ns/action", dt2 * 1e9 / applied as f64);
    eprintln!("pure random: {n} games, mean {} rounds, {acts} actions in {dt:.2}s: {:.0} games/s, {:.0} ns/action", rounds / n as u32, n as f64 / dt, dt * 1e9 / acts as f64);
    let t = std::time::Instant::now();
    let (mut ended, mut rounds, mut acts) = (0, 0, 0usize);
    for seed in 0..50u64 {
        let players = 2 + (seed % 5) as u8;
        let mut s = State::setup(players, &Options::default(), seed).unwrap();
        let mut rng = SplitMix64::new(seed);
        while let Some(p) = s.pending() {
            let seat = p.seats.first().unwrap();
            let a = choose(&s, seat, BotKind::Greedy, &mut rng).unwrap();
            s.apply(seat, &a).unwrap();
            acts += 1;
                    }
        if s.pending().is_none() {
            ended += 1;
            rounds += s.round;
        }
    }
    eprintln!("pure greedy: {ended}/50 games end within 500 rounds (mean {} rounds), {acts} actions in {:.2}s", rounds / ended.max(1), t.elapsed().as_secs_f64());
}

/// Instructions per applied action (run under `perf stat` with DS_REPS=0 and DS_REPS=N and
/// divide the difference by N × the printed action count): pure random-bot games replayed.
#[test]
#[ignore]
fn apply_replay_for_perf() {
    let reps: usize = std::env::var("DS_REPS").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let games: Vec<Recorded> = (0..100u64)
        .map(|seed| {
            let players = 2 + (seed % 5) as u8;
            let mut s = State::setup(players, &Options::default(), seed).unwrap();
            let mut rng = SplitMix64::new(seed);
            let mut actions = Vec::new();
            while let Some(p) = s.pending() {
                let seat = p.seats.first().unwrap();
                let a = choose(&s, seat, BotKind::Random, &mut rng).unwrap();
                s.apply(seat, &a).unwrap();
                actions.push((seat, a));
            }
            (players, seed, actions)
        })
        .collect();
    let total: usize = games.iter().map(|g| g.2.len()).sum();
    let mut fx = Vec::new();
    for _ in 0..reps {
        for (players, seed, actions) in &games {
            let mut s = State::setup(*players, &Options::default(), *seed).unwrap();
            for (seat, a) in actions {
                fx.clear();
                s.apply_into(*seat, a, &mut fx).unwrap();
            }
            std::hint::black_box(&s);
        }
    }
    eprintln!("actions per rep: {total}");
}

/// An arbitrary action of any kind with random fields (valid ids only).
fn random_action(rng: &mut SplitMix64) -> Action {
    let hex = Hex(rng.next_int(35) as u8);
    let hex2 = Hex(rng.next_int(35) as u8);
    let corner = Corner(rng.next_int(board::corner_count() as u64) as u8);
    let e = Element::ALL[rng.next_int(6) as usize];
    let e2 = Element::ALL[rng.next_int(6) as usize];
    let animal = Animal::ALL[rng.next_int(6) as usize];
    let space = Space(rng.next_int(41) as u8);
    let card = Card::ALL[rng.next_int(26) as usize];
    let n = rng.next_int(7) as u8;
    match rng.next_int(28) {
        0 => Action::PlaceAp { space },
        1 => Action::Pass,
        2 => Action::Done,
        3 => Action::TakeElement { element: e },
        4 => Action::PlaceElement { corner },
        5 => Action::Protect { element: e },
        6 => Action::RemoveFromBox { element: e },
        7 => Action::RemoveElement { corner },
        8 => Action::Glaciate { hex },
        9 => Action::ChooseCorner { corner },
        10 => Action::AddCubes { hex, count: n },
        11 => Action::TakeTile { stack: n },
        12 => Action::PlaceTile { hex },
        13 => Action::MoveCube { from: hex, to: hex2 },
        14 => Action::Eliminate { hex, animal },
        15 => Action::Dominate { hex },
        16 => Action::TakeCard { card },
        17 => Action::ChooseTile { hex },
        18 => Action::KeepElement { corner },
        19 => Action::KeepCube { animal },
        20 => Action::DiscardElement { element: e },
        21 => Action::ReplaceCube { hex, animal },
        22 => Action::LoseAp,
        23 => Action::ThinOut,
        24 => Action::ExchangeElement { give: e, take: e2 },
        25 => Action::MoveOut { animal, to: hex },
        26 => Action::Save { hex },
        _ => Action::SwapInitiative,
    }
}

/// Legal ⇔ accepted: arbitrary actions of every kind are accepted exactly when listed;
/// refused ones change nothing and never panic.
#[test]
fn arbitrary_actions_are_accepted_exactly_when_listed() {
    for seed in 0..6u64 {
        let players = 2 + (seed % 5) as u8;
        let opts = Options { multiple_animals: players <= 3 && seed % 2 == 0, ..Options::default() };
        let mut s = State::setup(players, &opts, seed).unwrap();
        let mut rng = SplitMix64::new(seed + 1000);
        while let Some(p) = s.pending() {
            let seat = p.seats.first().unwrap();
            let legal = s.legal_actions(seat);
            let before = s.state_hash();
            for _ in 0..12 {
                let a = random_action(&mut rng);
                let mut c = s.clone();
                match c.apply(seat, &a) {
                    Ok(_) => assert!(legal.contains(&a), "{a:?} accepted but not listed ({})", p.kind),
                    Err(e) => {
                        assert!(!legal.contains(&a), "{a:?} listed but refused: {e}");
                        assert_eq!(c.state_hash(), before);
                    }
                }
            }
            let a = pick(&s, seat, &legal, BotKind::Random, &mut rng);
            s.apply(seat, &a).unwrap();
            if s.round >= 60 {
                break;
            }
        }
    }
}

/// The registry's JSON face: a game created by name plays through listed JSON actions.
#[test]
fn registry_json_face() {
    let mut g = crate::games::new_game("dominant-species", 3, &serde_json::json!({"short_game": true}), 5).unwrap();
    let mut rng = SplitMix64::new(5);
    for _ in 0..300 {
        let Some(p) = g.pending() else { break };
        let seat = p.seats.first().unwrap();
        let acts = g.legal_actions_json(seat);
        assert!(!acts.is_empty());
        let a = acts[rng.next_int(acts.len() as u64) as usize].clone();
        let fx = g.apply_json(seat, &a).unwrap();
        assert!(fx.iter().all(|e| !e.text.is_empty() && e.visible_to().is_none()));
    }
    g.validate().unwrap();
    let snap = g.snapshot();
    let r = crate::games::restore_game("dominant-species", &snap).unwrap();
    assert_eq!(r.state_hash(), g.state_hash());
    assert!(crate::games::new_game("dominant-species", 3, &serde_json::json!({"bogus": 1}), 5).is_err());
}
