//! Seeded complete games (every player count, both card sets, random and greedy bots),
//! checked after every action.

use crate::bots::{choose, BotKind};
use crate::engine::{Game, SplitMix64, Viewer};

use super::super::actions::Action;
use super::super::types::CardSet;
use super::super::{Options, State};

pub struct Played {
    pub state: State,
    pub actions: Vec<(u8, Action)>,
}

/// Play a game to its end; `thorough` adds the per-action checks of the brief.
pub fn play(n: u8, seed: u64, card_set: CardSet, kind: BotKind, thorough: bool) -> Played {
    let opts = Options { card_set, ..Options::default() };
    let mut s = State::new(n, &opts, seed).unwrap();
    let mut bot = SplitMix64::new(seed ^ 0x5eed);
    let mut actions = Vec::new();
    let mut steps = 0;
    while let Some(p) = s.pending() {
        steps += 1;
        assert!(steps < 20_000, "game does not end");
        // Several seats may be pending: pick one with the bot's generator.
        let seats: Vec<u8> = p.seats.iter().collect();
        assert!(!seats.is_empty());
        let seat = seats[bot.next_int(seats.len() as u64) as usize];
        let legal = s.legal_actions(seat);
        assert!(!legal.is_empty(), "pending seat {seat} has no legal action ({})", p.kind);
        if thorough {
            for other in 0..n {
                if !p.seats.contains(other) {
                    assert!(s.legal_actions(other).is_empty());
                }
            }
            for a in &legal {
                let mut c = s.clone();
                c.apply(seat, a).unwrap_or_else(|e| panic!("listed {a:?} rejected: {e}"));
                c.validate().unwrap_or_else(|e| panic!("after {a:?}: {e}"));
            }
        }
        let a = choose(&s, seat, kind, &mut bot).unwrap();
        let before = s.vp_all();
        s.apply(seat, &a).unwrap();
        actions.push((seat, a));
        if thorough {
            s.validate().unwrap_or_else(|e| panic!("invalid after {a:?}: {e}"));
            assert!(s.vp_all().iter().zip(&before).all(|(a, b)| a >= b), "VP decreased");
            let snap = s.snapshot();
            let back = State::restore(&snap).unwrap();
            assert_eq!(back.state_hash(), s.state_hash());
        }
    }
    Played { state: s, actions }
}

impl State {
    fn vp_all(&self) -> Vec<u32> {
        self.players.iter().map(|p| p.vp).collect()
    }
}

#[test]
fn smoke_random_games() {
    for n in 2..=4 {
        for seed in 0..3 {
            let g = play(n, seed, CardSet::Full, BotKind::Random, true);
            assert!(g.state.outcome().is_some());
            let _ = g.state.view(Viewer::Spectator);
        }
    }
}

