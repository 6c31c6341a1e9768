//! Seeded complete games driven through legal actions (random and greedy bots), with the
//! conservation checks after every action (docs/rules/dominant-species.md §4–§13).

use super::super::state::board;
use super::super::*;
use crate::bots::{choose, BotKind};
use crate::engine::{Game, SplitMix64};
use crate::testing::harness::{replay, Checks, End, Next, Walk};

pub(super) struct Played {
    pub state: State,
    pub actions: Vec<(u8, Action)>,
}

/// Play a whole game (a harness walk, stopped at round 60 unless checked); with
/// `paranoid`, the harness's deep checks after every action, and: every listed action and
/// its effects round-trip through JSON, effects have words, a bogus action is refused.
pub(super) fn play(players: u8, options: &Options, seed: u64, bot: BotKind, paranoid: bool) -> Played {
    let mut s = State::setup(players, options, seed).expect("setup");
    let mut walk = Walk::<State>::new(seed ^ 0xB07)
        .limit(1_000_000)
        .chooser(move |s: &State, seat, legal, rng| Some(pick(s, seat, legal, bot, rng)));
    if paranoid {
        let listed = |_: &State, _: u8, a: &Action, fx: &[Effect]| {
            // The listed action round-trips through JSON unchanged, and so do its effects.
            let json = serde_json::to_value(a).unwrap();
            assert_eq!(&serde_json::from_value::<Action>(json).unwrap(), a);
            for e in fx {
                let json = serde_json::to_value(e).unwrap();
                assert_eq!(&serde_json::from_value::<Effect>(json).unwrap(), e);
                assert!(!State::describe(e).en().is_empty());
            }
            Next::Go
        };
        walk = walk.checks_with(Checks::Deep { every: 1 }, Some(Box::new(listed))).before(|s, turn, legal| {
            let _ = s.view(crate::engine::Viewer::Seat(turn.seat));
            // A rejected action leaves the hash unchanged.
            let before = s.state_hash();
            let mut c = s.clone();
            let bogus = Action::Save { hex: Hex(0) };
            if !legal.contains(&bogus) {
                assert!(c.apply(turn.seat, &bogus).is_err());
                assert_eq!(c.state_hash(), before);
            }
            Next::Go
        });
    }
    let walked = walk
        .after(move |s, _, _, _| {
            if s.round >= 60 {
                assert!(!paranoid, "game too long (seed {seed})");
                return Next::Stop;
            }
            Next::Go
        })
        .run(&mut s)
        .ok(&format!("seed {seed}"));
    Played { state: s, actions: walked.actions }
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
        let r = replay::<State>(players, &options, seed, &g.actions).unwrap();
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

/// An arbitrary action of any kind with random fields (valid ids only).
pub(super) fn random_action(rng: &mut SplitMix64) -> Action {
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
        // The probes draw from the walk's generator, before the choice.
        let probe_then_pick = |s: &State, seat: u8, legal: &mut Vec<Action>, rng: &mut SplitMix64| {
            let kind = s.pending().map_or("", |p| p.kind);
            let before = s.state_hash();
            for _ in 0..12 {
                let a = random_action(rng);
                let mut c = s.clone();
                match c.apply(seat, &a) {
                    Ok(_) => assert!(legal.contains(&a), "{a:?} accepted but not listed ({kind})"),
                    Err(e) => {
                        assert!(!legal.contains(&a), "{a:?} listed but refused: {e}");
                        assert_eq!(c.state_hash(), before);
                    }
                }
            }
            Some(pick(s, seat, legal, BotKind::Random, rng))
        };
        Walk::<State>::new(seed + 1000)
            .limit(1_000_000)
            .chooser(probe_then_pick)
            .after(|s, _, _, _| if s.round >= 60 { Next::Stop } else { Next::Go })
            .run(&mut s)
            .ok(&format!("seed {seed}"));
    }
}

/// The registry's JSON face: a game created by name plays through listed JSON actions.
#[test]
fn registry_json_face() {
    let mut g = crate::games::new_game("dominant-species", 3, &serde_json::json!({"short_game": true}), 5).unwrap();
    let walked = Walk::<dyn crate::games::DynGame>::new(5)
        .limit(300)
        .after(|_, _, _, fx| {
            assert!(fx.iter().all(|e| !e.msg.en().is_empty() && e.visible_to().is_none()));
            Next::Go
        })
        .run(g.as_mut());
    assert!(matches!(walked.end, End::Over | End::Limit), "{:?}", walked.end);
    g.validate().unwrap();
    let snap = g.snapshot();
    let r = crate::games::restore_game("dominant-species", &snap).unwrap();
    assert_eq!(r.state_hash(), g.state_hash());
    assert!(crate::games::new_game("dominant-species", 3, &serde_json::json!({"bogus": 1}), 5).is_err());
}
