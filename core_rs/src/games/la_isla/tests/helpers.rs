//! Builders for described states.

use crate::engine::{Game, Seat};

use super::super::actions::Action;
use super::super::cards::{Card, Function};
use super::super::effects::Effect;
use super::super::island::{default_island, SharedIsland};
use super::super::state::{CStage, State};
use super::super::types::Phase;
use super::super::Options;

pub fn game(n: u8, seed: u64) -> State {
    State::new(n, &Options::default(), seed).expect("new game")
}

pub fn game_first(n: u8, seed: u64, first: Seat) -> State {
    State::new(n, &Options { first_player: Some(first), ..Options::default() }, seed).expect("new game")
}

pub fn card(id: &str) -> Card {
    Card::parse(id).expect("card id")
}

pub fn space(s: &State, id: &str) -> u8 {
    s.island.space_index(id).expect("space id")
}

pub fn region(s: &State, id: &str) -> usize {
    s.island.region_index(id).expect("region id") as usize
}

/// Replace the island by layout R0 (§5.6: T1 at position 0, ..., T10 at position 9).
pub fn use_r0(s: &mut State) {
    let data = default_island().unwrap();
    let ident: Vec<usize> = (0..10).collect();
    s.island = SharedIsland(std::sync::Arc::new(data.resolve(&ident).unwrap()));
}

/// Take a card out of wherever it is (deck, discard, hands, assignments, holders).
pub fn take_card(s: &mut State, c: Card) {
    s.deck.retain(|&x| x != c);
    s.discard.retain(|&x| x != c);
    for p in &mut s.players {
        p.hand.retain(|&x| x != c);
        for st in &mut p.slots {
            st.retain(|&x| x != c);
        }
        for a in [&mut p.assigned.a, &mut p.assigned.b, &mut p.assigned.d] {
            if *a == Some(c) {
                *a = None;
            }
        }
    }
}

/// The first card carrying a function.
pub fn card_with(f: Function) -> Card {
    (0..180u8).map(Card).find(|c| c.function() == f).expect("card with function")
}

/// Put a card on top of the seat's lowest empty slot (a fourth slot is added if needed).
pub fn give_function(s: &mut State, seat: Seat, f: Function) -> Card {
    let c = card_with(f);
    give_card(s, seat, c);
    c
}

pub fn give_card(s: &mut State, seat: Seat, c: Card) {
    take_card(s, c);
    let p = &mut s.players[seat as usize];
    match p.slots.iter().position(|st| st.is_empty()) {
        Some(i) => p.slots[i].push(c),
        None => p.slots.push(vec![c]),
    }
}

/// A game in action C with `first` as first player (and so first to act): the drawn hands
/// go back to the deck except one card kept under D; no explorers placed.
pub fn at_action_c(n: u8, seed: u64, first: Seat) -> State {
    let mut s = game_first(n, seed, first);
    for i in 0..n as usize {
        let mut hand = std::mem::take(&mut s.players[i].hand);
        s.players[i].assigned.d = hand.pop();
        for c in hand {
            s.deck.insert(0, c);
        }
    }
    s.phase = Phase::C;
    s.c_index = 0;
    s.c_stage = CStage::Choose;
    s.validate().expect("valid action-C state");
    s
}

/// Put the seat's explorers (from the supply) on these spaces without any effect.
pub fn put_explorers(s: &mut State, seat: Seat, ids: &[&str]) {
    for id in ids {
        let i = space(s, id);
        s.explorers[i as usize].insert(seat);
        s.players[seat as usize].supply -= 1;
    }
}

pub fn apply(s: &mut State, seat: Seat, a: Action) -> Vec<Effect> {
    match s.apply(seat, &a) {
        Ok(fx) => fx,
        Err(e) => panic!("{a:?} by seat {seat} rejected: {e}\npending {:?}", s.pending()),
    }
}

/// Apply and expect a rejection naming `rule`; the state must not change.
pub fn reject(s: &mut State, seat: Seat, a: Action, rule: &str) {
    let before = s.state_hash();
    match s.apply(seat, &a) {
        Ok(_) => panic!("{a:?} by seat {seat} was accepted; expected a rejection by {rule}"),
        Err(e) => {
            assert!(e.rule.contains(rule), "{a:?}: rejected by {:?} ({}), expected {rule}", e.rule, e.detail);
            assert_eq!(e.code(), "illegal-action");
        }
    }
    assert_eq!(before, s.state_hash(), "a rejected action changed the state");
}

pub fn vp_sum(fx: &[Effect]) -> u32 {
    fx.iter().map(|e| if let Effect::VpScored { vp, .. } = e { *vp } else { 0 }).sum()
}
