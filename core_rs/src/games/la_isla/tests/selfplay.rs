//! Seeded complete games for 2, 3 and 4 players, both card sets, random and greedy bots,
//! driven through legal actions and checked after every action (docs/rules/la-isla.md §13
//! TV-25 invariants, hidden information of §3, determinism).

use std::time::Instant;

use crate::bots::{choose, BotKind};
use crate::engine::{Game, Viewer, Visibility};
use crate::testing::harness::{self, Next, SeatOrder, Walk};

use super::super::actions::Action;
use super::super::cards::Card;
use super::super::types::{CardSet, Colour, Letter, Phase};
use super::super::{Options, State};

pub struct Played {
    pub state: State,
    pub actions: Vec<(u8, Action)>,
    /// Every decision kind met.
    pub kinds: Vec<&'static str>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Checks {
    /// Only play (and validate at the end).
    None,
    /// validate() after every action.
    Light,
    /// Everything the brief asks for, after every action.
    Full,
}

/// The cards `seat` may know that some other seat (or a spectator) must not: its hand and
/// its face-down assigned cards (the A card is public during action A).
fn secrets_of(s: &State, seat: usize) -> Vec<Card> {
    let p = &s.players[seat];
    let mut v = p.hand.clone();
    if s.phase != Phase::A {
        v.extend(p.assigned.a);
    }
    v.extend(p.assigned.b);
    v.extend(p.assigned.d);
    v
}

fn quoted(c: Card) -> String {
    format!("\"{c}\"")
}

fn hidden_cards(s: &State) -> Vec<String> {
    let mut hidden: Vec<String> = s.deck.iter().map(|&c| quoted(c)).collect();
    for seat in 0..usize::from(s.seats) {
        hidden.extend(secrets_of(s, seat).into_iter().map(quoted));
    }
    hidden
}

/// §3: no view shows another seat's hand, face-down cards or answers, nor the deck order;
/// public effects name no card hidden before or after the action, except the effects that
/// turn a card face up by rule (reveal of A, discards, placement into the holder).
fn check_hidden_information(s: &State, hidden_before: &[String], fx: &[super::super::effects::Effect]) {
    use super::super::effects::Effect;
    let n = usize::from(s.seats);
    let deck: Vec<String> = s.deck.iter().map(|&c| quoted(c)).collect();
    let mut viewers: Vec<(Viewer, Option<usize>)> = (0..n).map(|v| (Viewer::Seat(v as u8), Some(v))).collect();
    viewers.push((Viewer::Spectator, None));
    for (viewer, me) in viewers {
        let view = s.view(viewer);
        let text = view.to_string();
        for d in &deck {
            assert!(!text.contains(d.as_str()), "deck card {d} visible to {viewer:?}");
        }
        for other in 0..n {
            if Some(other) == me {
                continue;
            }
            for c in secrets_of(s, other) {
                assert!(!text.contains(&quoted(c)), "seat {other}'s hidden {c} visible to {viewer:?}");
            }
            assert!(view["players"][other].get("answers").is_none());
            assert!(view["players"][other].get("hand").is_none());
        }
        assert!(!text.contains("\"rng\""));
    }
    let mut hidden = hidden_cards(s);
    hidden.extend(hidden_before.iter().cloned());
    let mut revealed: Vec<String> = Vec::new();
    for e in fx {
        let text = serde_json::to_string(e).unwrap();
        let reveals = match e {
            Effect::ACardRevealed { card, .. }
            | Effect::LeftoverDiscarded { card, .. }
            | Effect::CardDiscarded { card, .. }
            | Effect::CardPlaced { card, .. } => Some(quoted(*card)),
            _ => None,
        };
        match State::effect_visibility(e) {
            Visibility::Public if reveals.is_some() => revealed.extend(reveals),
            Visibility::Public => {
                for h in hidden.iter().filter(|h| !revealed.contains(h)) {
                    assert!(!text.contains(h.as_str()), "public effect {text} names hidden card {h}");
                }
            }
            Visibility::Seats(set) => assert_eq!(set.len(), 1),
        }
    }
}

/// Actions that must be refused now (a seat that is not pending, nonsense values).
fn near_misses(s: &State) -> Vec<(u8, Action)> {
    let mut v = vec![
        (0, Action::PlaceExplorer { space: 250, colour: Colour::Yellow }),
        (0, Action::AssignCard { letter: Letter::D, card: Card(179) }),
        (1, Action::CoverSlot { slot: 40 }),
    ];
    if let Some(p) = s.pending() {
        for seat in 0..s.seats {
            if !p.seats.contains(seat) {
                v.push((seat, Action::TakeResource { colour: Colour::Grey }));
                v.push((seat, Action::Decline));
            }
        }
    }
    v
}

fn play(n: u8, seed: u64, card_set: CardSet, kind: BotKind, checks: Checks) -> Played {
    let opts = Options { card_set, ..Options::default() };
    let mut s = State::new(n, &opts, seed).unwrap();
    let mut kinds = Vec::new();
    // What the last action may not lower (VP) or reveal (hidden cards) at the next one.
    let mut vp_before: Vec<u32> = s.players.iter().map(|p| p.vp).collect();
    let mut hidden_before = if checks == Checks::Full { hidden_cards(&s) } else { Vec::new() };
    let harness_checks = match checks {
        Checks::None => harness::Checks::None,
        Checks::Light => harness::Checks::Light,
        Checks::Full => harness::Checks::Deep { every: 1 },
    };
    let listed = |c: &State, _: u8, a: &Action, _: &[super::super::effects::Effect]| {
        c.validate().unwrap_or_else(|e| panic!("after {a:?}: {e}"));
        Next::Go
    };
    // Simultaneous phases: the seats submit in an order picked by the bot's generator.
    let walked = Walk::<State>::new(seed ^ 0x5eed_1234)
        .order(SeatOrder::Random)
        .bots(&[kind])
        .checks_with(harness_checks, Some(Box::new(listed)))
        .before(|s: &State, turn, _| {
            let p = turn.pending;
            if !kinds.contains(&p.kind) {
                kinds.push(p.kind);
            }
            if checks == Checks::Full {
                for other in 0..n {
                    if !p.seats.contains(other) {
                        assert!(s.legal_actions(other).is_empty());
                    }
                }
                let hash = s.state_hash();
                for (who, a) in near_misses(s) {
                    if s.legal_actions(who).contains(&a) {
                        continue;
                    }
                    let mut c = s.clone();
                    assert!(c.apply(who, &a).is_err(), "{a:?} by {who} accepted");
                    assert_eq!(c.state_hash(), hash, "a rejected action changed the state");
                }
            }
            Next::Go
        })
        .after(|s, _, _, fx| {
            if checks != Checks::None {
                assert!(s.players.iter().zip(&vp_before).all(|(p, b)| p.vp >= *b), "VP decreased");
                vp_before = s.players.iter().map(|p| p.vp).collect();
            }
            if checks == Checks::Full {
                check_hidden_information(s, &hidden_before, fx);
                hidden_before = hidden_cards(s);
                let _ = s.progress();
                for e in fx {
                    assert!(!State::describe(e).en().is_empty());
                }
            }
            Next::Go
        })
        .run(&mut s)
        .over(&format!("{n} players, seed {seed}"));
    s.validate().unwrap();
    assert!(s.outcome().is_some());
    Played { state: s, actions: walked.actions, kinds }
}

/// Replay the same seed and actions: the same hashes after every action and at the end.
fn replay(n: u8, seed: u64, card_set: CardSet, played: &Played) {
    let opts = Options { card_set, ..Options::default() };
    let mut s = State::new(n, &opts, seed).unwrap();
    for (seat, a) in &played.actions {
        s.apply(*seat, a).unwrap();
    }
    assert_eq!(s.state_hash(), played.state.state_hash());
    assert_eq!(s.outcome(), played.state.outcome());
}

/// §13 TV-25 and the brief's per-action checks, for 2, 3, 4 players and both card sets.
#[test]
fn tv25_complete_games_random_bot_fully_checked() {
    for n in 2..=4u8 {
        for (i, set) in [CardSet::Full, CardSet::Basic].into_iter().enumerate() {
            let seed = 1000 + 10 * n as u64 + i as u64;
            let g = play(n, seed, set, BotKind::Random, Checks::Full);
            replay(n, seed, set, &g);
        }
    }
}

/// A few games with the greedy bot (validated after every action).
#[test]
fn complete_games_greedy_bot() {
    for n in 2..=4u8 {
        let seed = 2000 + n as u64;
        let g = play(n, seed, CardSet::Full, BotKind::Greedy, Checks::Light);
        replay(n, seed, CardSet::Full, &g);
        let o = g.state.outcome().unwrap();
        assert!(!o.winners.is_empty());
        // detail.roles: one entry per seat with its colour name and final score.
        let roles = o.detail["roles"].as_array().unwrap();
        assert_eq!(roles.len(), n as usize);
        for (s, r) in roles.iter().enumerate() {
            assert_eq!(r["seat"], s);
            assert_eq!(r["role"], ["Red", "Blue", "Orange", "Black"][s]);
            assert_eq!(r["score"].as_i64(), Some(o.scores[s]));
        }
    }
}

/// Many seeded games, validated after every action; prints the throughput.
#[test]
fn many_complete_games_and_throughput() {
    let mut games = 0;
    let mut actions = 0;
    let mut rounds = 0;
    let mut kinds: Vec<&str> = Vec::new();
    let mut exhausted = 0;
    let start = Instant::now();
    for n in 2..=4u8 {
        for seed in 0..40u64 {
            let set = if seed % 4 == 3 { CardSet::Basic } else { CardSet::Full };
            let g = play(n, 3000 + seed, set, BotKind::Random, Checks::Light);
            // §13 TV-25 termination: at most N/n - 2 completed rounds.
            assert!((g.state.round as usize) < set.size() / n as usize);
            games += 1;
            actions += g.actions.len();
            rounds += g.state.round as usize;
            kinds.extend(g.kinds);
            exhausted += usize::from(g.state.end_reason == Some(super::super::state::EndReason::CardsExhausted));
        }
    }
    // Every kind of decision occurs in these games.
    for k in [
        "assign_cards",
        "card_holder",
        "income_marker",
        "explorer_action",
        "relocation_destination",
        "provisions_resource",
        "capture_marker",
        "arrival_resource",
        "landscape_marker",
        "second_move",
        "animal_marker",
    ] {
        assert!(kinds.contains(&k), "no game met a {k} decision");
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "la-isla: {games} validated random games ({exhausted} ended by exhausted cards), {rounds} rounds, \
         {actions} actions in {secs:.2}s ({:.0} games/s)",
        games as f64 / secs
    );
    // Unchecked throughput.
    let start = Instant::now();
    for seed in 0..100u64 {
        play(3, 5000 + seed, CardSet::Full, BotKind::Random, Checks::None);
    }
    let secs = start.elapsed().as_secs_f64();
    eprintln!("la-isla: 100 unchecked 3-player random games in {secs:.2}s ({:.0} games/s)", 100.0 / secs);
}

/// Determinism: same seed and same actions give the same hash after every action.
#[test]
fn same_seed_same_actions_same_hashes() {
    let a = play(3, 77, CardSet::Full, BotKind::Random, Checks::None);
    let mut s1 = State::new(3, &Options::default(), 77).unwrap();
    let mut s2 = State::new(3, &Options::default(), 77).unwrap();
    for (seat, act) in &a.actions {
        let f1 = s1.apply(*seat, act).unwrap();
        let f2 = s2.apply(*seat, act).unwrap();
        assert_eq!(f1, f2);
        assert_eq!(s1.state_hash(), s2.state_hash());
    }
    // A different seed gives a different game.
    assert_ne!(
        State::new(3, &Options::default(), 78).unwrap().state_hash(),
        State::new(3, &Options::default(), 77).unwrap().state_hash()
    );
}

/// The JSON face (registry): legal actions round-trip through JSON and play a game.
#[test]
fn registry_json_face_plays_a_game() {
    let mut g = crate::games::new_game("la-isla", 2, &serde_json::Value::Null, 9).unwrap();
    let walked = Walk::<dyn crate::games::DynGame>::new(1)
        .chooser(|g, seat, legal, bot| {
            let a = legal[bot.next_int(legal.len() as u64) as usize].clone();
            let kind = g.pending().map_or("", |p| p.kind);
            let secret = g.action_is_secret_json(seat, &a);
            assert_eq!(secret, matches!(kind, "assign_cards" | "card_holder" | "income_marker" | "animal_marker"));
            Some(a)
        })
        .after(|_, _, _, fx| {
            for e in fx {
                let text = crate::games::describe_effect("la-isla", &e.data).unwrap();
                assert_eq!(text, e.msg);
            }
            Next::Go
        })
        .run(g.as_mut())
        .over("seed 9");
    assert!(walked.decisions > 10);
    assert!(g.outcome().is_some());
    let back = crate::games::restore_game("la-isla", &g.snapshot()).unwrap();
    assert_eq!(back.state_hash(), g.state_hash());
    assert!(choose(&State::new(2, &Options::default(), 1).unwrap(), 0, BotKind::Random, &mut walked.rng.clone()).is_some());
}

/// Every well-formed action of every kind, with in-range and out-of-range fields.
fn all_candidate_actions(s: &State) -> Vec<Action> {
    use super::super::types::Species;
    let mut v = Vec::new();
    let cards: Vec<Card> =
        s.players.iter().flat_map(|p| p.hand.iter().copied()).chain(s.deck.iter().take(3).copied()).collect();
    for letter in Letter::ALL {
        for &card in &cards {
            v.push(Action::AssignCard { letter, card });
        }
    }
    let n_spaces = s.explorers.len() as u8;
    for slot in 0..7 {
        v.push(Action::CoverSlot { slot });
    }
    for b in [true, false] {
        v.push(Action::TakeExplorer { take: b });
        for species in Species::ALL {
            v.push(Action::IncomeMarker { species, advance: b });
            v.push(Action::DoubleStep { species, take: b });
        }
    }
    for species in Species::ALL {
        v.push(Action::ChooseAnimal { species });
        v.push(Action::AdvanceMarker { species });
    }
    for space in (0..n_spaces + 2).chain([255]) {
        v.push(Action::PickUpExplorer { space });
        for colour in Colour::ALL {
            v.push(Action::PlaceExplorer { space, colour });
            v.push(Action::RelocateExplorer { space, colour });
        }
    }
    for colour in Colour::ALL {
        v.push(Action::TakeResource { colour });
        v.push(Action::GainResource { colour });
    }
    v.push(Action::Decline);
    v
}

/// engine contract: an action is accepted iff `legal_actions` lists it, and a rejected
/// action leaves the state unchanged — checked for every seat and every candidate action
/// at every 4th state of three random games (2, 3, 4 players).
#[test]
fn legal_iff_accepted_over_arbitrary_actions() {
    for n in 2..=4u8 {
        let g = play(n, 4000 + n as u64, CardSet::Full, BotKind::Random, Checks::None);
        let mut s = State::new(n, &Options::default(), 4000 + n as u64).unwrap();
        for (i, (seat, a)) in g.actions.iter().enumerate() {
            if i % 4 == 0 {
                let hash = s.state_hash();
                let candidates = all_candidate_actions(&s);
                for who in 0..n {
                    let legal = s.legal_actions(who);
                    for c in &candidates {
                        let mut t = s.clone();
                        match t.apply(who, c) {
                            Ok(_) => assert!(legal.contains(c), "{c:?} by {who} accepted but not listed"),
                            Err(e) => {
                                assert!(!legal.contains(c), "listed {c:?} by {who} rejected: {e}");
                                assert_eq!(t.state_hash(), hash, "rejected {c:?} changed the state");
                            }
                        }
                    }
                }
            }
            s.apply(*seat, a).unwrap();
        }
    }
}
