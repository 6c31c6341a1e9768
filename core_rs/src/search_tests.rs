//! The no-peeking tests of the determinizations and the search bot: a bot decides only from
//! what its seat may see.
//!
//! (b) A determinization shows its seat exactly the view it had (and the same pending
//!     decision and legal actions), and it validates.
//! (a) Two states that differ only in what a seat cannot see (each game's `perturb` below
//!     changes hidden things by hand: deck and bag orders, other hands, face-down cards,
//!     secret answers, the generator) determinize to the same state for the same generator,
//!     and the search bot makes the same choice from them for the same bot seed.

use crate::bots::BotKind;
use crate::engine::{Game, Seat, SplitMix64, Viewer};
use crate::games::{dominant_species as ds, evo, la_isla as li};
use crate::search::{self, Config};
use crate::testing::harness::{Next, Walk};

/// States along a seeded game between random bots, every `every`-th decision.
fn states<G: Game>(seats: u8, seed: u64, every: usize, max: usize) -> Vec<G> {
    let Ok(mut g) = G::new(seats, &G::Options::default(), seed) else { panic!("setup") };
    let mut out = Vec::new();
    Walk::<G>::new(seed ^ 0xABCD)
        .bots(&[BotKind::Random])
        .before(|g: &G, turn, _| {
            if turn.decision % every == 0 {
                out.push(g.clone());
                if out.len() >= max {
                    return Next::Stop;
                }
            }
            Next::Go
        })
        .run(&mut g)
        .ok("states along a random game");
    out
}

fn check_view_kept<G: Game>(s: &G, rng: &mut SplitMix64) {
    for seat in 0..s.seats() {
        let d = s.determinize(seat, rng);
        d.validate().unwrap_or_else(|e| panic!("determinized state invalid: {e}"));
        assert_eq!(d.view(Viewer::Seat(seat)), s.view(Viewer::Seat(seat)), "seat {seat} sees a different view");
        assert_eq!(d.pending(), s.pending());
        assert_eq!(d.legal_actions(seat), s.legal_actions(seat));
        assert_eq!(d.scores(), s.scores());
    }
}

/// Same determinization and same search choice for two states that `seat` cannot tell apart.
fn check_same_choice<G: Game>(a: &G, b: &G, seat: Seat, seed: u64) {
    assert_eq!(a.view(Viewer::Seat(seat)), b.view(Viewer::Seat(seat)), "the perturbation is visible to seat {seat}");
    let da = a.determinize(seat, &mut SplitMix64::new(seed));
    let db = b.determinize(seat, &mut SplitMix64::new(seed));
    assert_eq!(da.state_hash(), db.state_hash(), "determinizations differ for seat {seat}");
    if a.pending().is_some_and(|p| p.seats.contains(seat)) {
        let cfg = Config { iterations: 40, ..Config::default() };
        let ca = search::choose(a, seat, &cfg, &mut SplitMix64::new(seed));
        let cb = search::choose(b, seat, &cfg, &mut SplitMix64::new(seed));
        assert_eq!(ca, cb, "the search chose differently from states seat {seat} cannot tell apart");
    }
}

fn swap_some<T>(v: &mut [T], rng: &mut SplitMix64) {
    if v.len() >= 2 {
        rng.shuffle(v);
    }
}

// ---------------------------------------------------------------- Dominant Species

fn perturb_ds(s: &ds::State, rng: &mut SplitMix64) -> ds::State {
    let mut p = s.clone();
    let n = p.deck.len();
    let keep = usize::from(p.deck.last() == Some(&ds::Card::IceAge));
    swap_some(&mut p.deck[..n - keep], rng);
    for i in 0..3 {
        let k = usize::from(p.stack_face_up[i] && !p.stacks[i].is_empty());
        swap_some(&mut p.stacks[i][k..], rng);
    }
    // One hidden tile moved between two stacks (sizes and tops kept).
    let (i, j) = (0usize, 1usize);
    let ki = usize::from(p.stack_face_up[i] && !p.stacks[i].is_empty());
    let kj = usize::from(p.stack_face_up[j] && !p.stacks[j].is_empty());
    if p.stacks[i].len() > ki && p.stacks[j].len() > kj {
        let (x, y) = (p.stacks[i][ki], p.stacks[j][kj]);
        p.stacks[i][ki] = y;
        p.stacks[j][kj] = x;
    }
    p.rng = SplitMix64::new(rng.next_u64());
    p
}

#[test]
fn ds_determinization_keeps_the_view() {
    let mut rng = SplitMix64::new(1);
    for (seats, seed) in [(2u8, 3u64), (4, 4)] {
        for s in states::<ds::State>(seats, seed, 37, 40) {
            check_view_kept(&s, &mut rng);
        }
    }
}

#[test]
fn ds_hidden_differences_do_not_change_the_choice() {
    let mut rng = SplitMix64::new(2);
    let mut differed = 0;
    for s in states::<ds::State>(2, 5, 97, 8) {
        let p = perturb_ds(&s, &mut rng);
        differed += usize::from(p.state_hash() != s.state_hash());
        let seat = s.pending().and_then(|p| p.seats.first()).unwrap_or(0);
        check_same_choice(&s, &p, seat, 11);
    }
    assert!(differed > 0, "the perturbation changed nothing");
}

#[test]
fn ds_determinization_resamples_the_hidden_orders() {
    let s = ds::State::new(2, &ds::Options::default(), 9).unwrap();
    let a = s.determinize(0, &mut SplitMix64::new(1));
    let b = s.determinize(0, &mut SplitMix64::new(2));
    assert_ne!(a.deck, b.deck);
    assert_ne!(a.rng, s.rng);
    assert_eq!(a.deck.last(), Some(&ds::Card::IceAge));
}

// ---------------------------------------------------------------- Evo

fn perturb_evo(s: &evo::State, seat: Seat, rng: &mut SplitMix64) -> evo::State {
    let mut p = s.clone();
    swap_some(&mut p.bag, rng);
    swap_some(&mut p.deck, rng);
    for (i, pl) in p.players.iter_mut().enumerate() {
        if i != usize::from(seat) && !pl.hand.is_empty() && !p.deck.is_empty() {
            let k = rng.next_int(pl.hand.len() as u64) as usize;
            let d = rng.next_int(p.deck.len() as u64) as usize;
            std::mem::swap(&mut pl.hand[k].card, &mut p.deck[d]);
            pl.hand[k].playable_from = 0;
        }
    }
    p.rng = SplitMix64::new(rng.next_u64());
    p
}

#[test]
fn evo_determinization_keeps_the_view() {
    let mut rng = SplitMix64::new(3);
    for (seats, seed) in [(3u8, 3u64), (5, 4)] {
        for s in states::<evo::State>(seats, seed, 29, 40) {
            check_view_kept(&s, &mut rng);
        }
    }
}

#[test]
fn evo_hidden_differences_do_not_change_the_choice() {
    let mut rng = SplitMix64::new(4);
    let mut differed = 0;
    for s in states::<evo::State>(3, 6, 61, 10) {
        let seat = s.pending().and_then(|p| p.seats.first()).unwrap_or(0);
        let p = perturb_evo(&s, seat, &mut rng);
        differed += usize::from(p.state_hash() != s.state_hash());
        check_same_choice(&s, &p, seat, 12);
    }
    assert!(differed > 0, "the perturbation changed nothing");
}

#[test]
fn evo_determinization_redeals_the_other_hands_only() {
    let s = states::<evo::State>(4, 8, 1, 1).remove(0);
    let d = s.determinize(1, &mut SplitMix64::new(5));
    assert_eq!(d.players[1].hand, s.players[1].hand, "the seat's own hand is known");
    for i in [0usize, 2, 3] {
        assert_eq!(d.players[i].hand.len(), s.players[i].hand.len());
    }
    // Over a few determinizations each other hand takes several values, and cards move
    // between the other hands and the deck.
    for i in [0usize, 2, 3] {
        let hands: std::collections::HashSet<String> =
            (0..16).map(|k| format!("{:?}", s.determinize(1, &mut SplitMix64::new(k)).players[i].hand)).collect();
        assert!(hands.len() > 1, "seat {i}'s hand was not resampled");
    }
    let from_deck = (0..16).any(|k| {
        let e = s.determinize(1, &mut SplitMix64::new(k));
        [0usize, 2, 3].iter().any(|&i| e.players[i].hand.iter().any(|h| s.deck.contains(&h.card)))
    });
    assert!(from_deck, "no card of the deck ever reached another seat's hand");
}

// ---------------------------------------------------------------- La Isla

fn perturb_li(s: &li::State, seat: Seat, rng: &mut SplitMix64) -> li::State {
    let mut p = s.clone();
    swap_some(&mut p.deck, rng);
    let a_public = p.phase == li::types::Phase::A;
    for i in 0..p.players.len() {
        if i == usize::from(seat) || p.deck.is_empty() {
            continue;
        }
        let d = rng.next_int(p.deck.len() as u64) as usize;
        let pl = &mut p.players[i];
        if let Some(c) = pl.hand.first_mut() {
            std::mem::swap(c, &mut p.deck[d]);
        } else if let Some(c) = pl.assigned.d.as_mut() {
            std::mem::swap(c, &mut p.deck[d]);
        } else if let (false, Some(c)) = (a_public, pl.assigned.a.as_mut()) {
            std::mem::swap(c, &mut p.deck[d]);
        }
        // A decided seat's secret answers, changed to other legal ones.
        let ans = &mut pl.answers;
        if let Some(t) = ans.take_explorer.as_mut() {
            *t = !*t;
        }
        for m in ans.income_marker.iter_mut().flatten() {
            *m = !*m;
        }
    }
    p.rng = SplitMix64::new(rng.next_u64());
    p
}

#[test]
fn la_isla_determinization_keeps_the_view() {
    let mut rng = SplitMix64::new(5);
    for (seats, seed) in [(2u8, 3u64), (4, 4)] {
        for s in states::<li::State>(seats, seed, 7, 60) {
            check_view_kept(&s, &mut rng);
        }
    }
}

#[test]
fn la_isla_hidden_differences_do_not_change_the_choice() {
    let mut rng = SplitMix64::new(6);
    let mut differed = 0;
    for s in states::<li::State>(3, 7, 13, 12) {
        for seat in s.pending().map(|p| p.seats.iter().collect::<Vec<_>>()).unwrap_or_default() {
            let p = perturb_li(&s, seat, &mut rng);
            if p.validate().is_err() {
                continue; // a swap the rules forbid (two identical visible functions): skip
            }
            differed += usize::from(p.state_hash() != s.state_hash());
            check_same_choice(&s, &p, seat, 13);
        }
    }
    assert!(differed > 0, "the perturbation changed nothing");
}

/// A seat that has answered its secret question in action A, B or D: another seat's
/// determinization must not keep the answer (it is hidden), and must stay valid.
#[test]
fn la_isla_secret_answers_are_resampled() {
    let mut seen = 0;
    for seed in 0..40u64 {
        for s in states::<li::State>(2, seed, 1, 400) {
            let Some(p) = s.pending() else { continue };
            if !matches!(s.phase, li::types::Phase::A | li::types::Phase::B | li::types::Phase::D) || p.seats.len() != 1 {
                continue;
            }
            let waiting = p.seats.first().unwrap();
            let decided = 1 - waiting;
            if s.players[usize::from(decided)].answers == li::state::Answers::default() {
                continue;
            }
            seen += 1;
            let mut answers = std::collections::HashSet::new();
            for k in 0..64 {
                let d = s.determinize(waiting, &mut SplitMix64::new(k));
                d.validate().unwrap();
                answers.insert(format!("{:?}", d.players[usize::from(decided)].answers));
            }
            assert!(answers.len() > 1, "the decided seat's answers were copied, not resampled");
        }
        if seen >= 3 {
            return;
        }
    }
    assert!(seen > 0, "no state with a decided secret answer was found");
}

// ---------------------------------------------------------------- the search bot

/// A couple of short searches per game: legal, deterministic for a seed, never panicking.
#[test]
fn search_smoke() {
    fn smoke<G: Game>(seats: u8, seed: u64) {
        for s in states::<G>(seats, seed, 53, 4) {
            let Some(p) = s.pending() else { continue };
            for seat in p.seats.iter() {
                let cfg = Config { iterations: 30, ..Config::default() };
                let (a, st) = search::search(&s, seat, &cfg, &mut SplitMix64::new(1));
                let a = a.expect("a pending seat has an action");
                assert!(s.legal_actions(seat).contains(&a));
                let b = search::choose(&s, seat, &cfg, &mut SplitMix64::new(1));
                assert_eq!(Some(a), b, "not deterministic");
                assert!(st.iterations == 30 || s.legal_actions(seat).len() == 1);
            }
        }
    }
    smoke::<ds::State>(2, 21);
    smoke::<evo::State>(3, 22);
    smoke::<li::State>(2, 23);
}

/// A whole short game with a search seat (a tiny budget), through the bot interface.
#[test]
fn search_plays_a_whole_la_isla_game() {
    let kinds = [BotKind::Search { iterations: 8, ms: 0 }, BotKind::Random];
    let r = crate::arena::play_one::<li::State>(2, &Default::default(), 31, 0, &kinds);
    assert!(r.scores.is_some(), "the game did not finish");
    assert_eq!(r.bots, vec!["search:8".to_string(), "random".to_string()]);
}

#[test]
fn bot_kind_parses_budgets() {
    assert_eq!(BotKind::parse("search:500"), Some(BotKind::Search { iterations: 500, ms: 0 }));
    assert_eq!(BotKind::parse("search:200ms"), Some(BotKind::Search { iterations: 0, ms: 200 }));
    assert_eq!(BotKind::parse("search:100:50ms"), Some(BotKind::Search { iterations: 100, ms: 50 }));
    assert_eq!(BotKind::parse("search:0"), None);
    assert_eq!(BotKind::parse("search:x"), None);
    assert_eq!(BotKind::parse("greedy"), Some(BotKind::Greedy));
    for k in ["search:500", "search:200ms", "search:100:50ms", "random"] {
        assert_eq!(BotKind::parse(k).map(|b| b.name()), Some(k.to_string()));
    }
}
