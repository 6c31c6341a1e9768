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

/// `act` (a listed action, accepted, state valid after) and `reject` (refused by exactly that
/// rule section, state unchanged): the helpers all games' tests share.
pub use crate::testing::scenario::{act, reject};

/// VP scored by one seat in these effects.
pub fn vp_of(fx: &[Effect], who: Seat) -> u32 {
    fx.iter()
        .map(|e| {
            if let Effect::VpScored { seat, vp, .. } = e {
                if *seat == who {
                    *vp
                } else {
                    0
                }
            } else {
                0
            }
        })
        .sum()
}

/// The n-th card (from 0) carrying a function.
pub fn nth_card_with(f: Function, n: usize) -> Card {
    (0..180u8).map(Card).filter(|c| c.function() == f).nth(n).expect("card with function")
}

/// Give the seat exactly these cards in hand (its old hand goes back on top of the deck).
pub fn set_hand(s: &mut State, seat: Seat, cards: &[Card]) {
    let old = std::mem::take(&mut s.players[seat as usize].hand);
    for c in old {
        s.deck.insert(0, c);
    }
    for &c in cards {
        take_card(s, c);
    }
    s.players[seat as usize].hand = cards.to_vec();
}

/// Card phase for one seat: hand = [a, b, d]; assign A then B (D follows by itself).
pub fn assign_abd(s: &mut State, seat: Seat, a: Card, b: Card, d: Card) -> Vec<Effect> {
    use super::super::types::Letter;
    set_hand(s, seat, &[a, b, d]);
    let mut fx = act(s, seat, Action::AssignCard { letter: Letter::A, card: a });
    fx.extend(act(s, seat, Action::AssignCard { letter: Letter::B, card: b }));
    fx
}

/// Action C: every seat takes one YELLOW resource, until action C is over.
pub fn pass_action_c(s: &mut State) -> Vec<Effect> {
    use super::super::types::Colour;
    let mut fx = Vec::new();
    while s.phase == Phase::C {
        let seat = s.c_seat();
        fx.extend(act(s, seat, Action::TakeResource { colour: Colour::Yellow }));
    }
    fx
}

/// Put tile `z` on a region, swapping with the highest-numbered other region holding `z`
/// (so that tiles stay conserved).
pub fn set_tile(s: &mut State, rid: &str, z: super::super::types::Species) {
    let r = region(s, rid);
    if s.tiles[r] == Some(z) {
        return;
    }
    if let Some(o) = (0..s.tiles.len()).rev().find(|&o| o != r && s.tiles[o] == Some(z)) {
        s.tiles.swap(r, o);
    } else {
        s.tiles[r] = Some(z);
    }
}

/// The seat captured this region earlier (its tile moves to the seat).
pub fn captured_earlier(s: &mut State, seat: Seat, rid: &str) {
    let r = region(s, rid);
    if let Some(z) = s.tiles[r].take() {
        s.players[seat as usize].small_tiles[z.idx()] += 1;
    }
}

/// The seat owns `count` more small tiles of `z`, taken from the highest-numbered regions
/// holding `z` (tiles stay conserved).
pub fn own_small(s: &mut State, seat: Seat, z: super::super::types::Species, count: u8) {
    for _ in 0..count {
        let r = (0..s.tiles.len()).rev().find(|&o| s.tiles[o] == Some(z)).expect("a region with that tile");
        s.tiles[r] = None;
        s.players[seat as usize].small_tiles[z.idx()] += 1;
    }
}

/// Give the seat the large tile `z` (swapping with whoever holds it).
pub fn set_large(s: &mut State, seat: Seat, z: super::super::types::Species) {
    let old = s.players[seat as usize].large_tile;
    for p in s.players.iter_mut() {
        if p.large_tile == z {
            p.large_tile = old;
        }
    }
    s.players[seat as usize].large_tile = z;
}

/// Replace the seat's face-down D card.
pub fn set_d_card(s: &mut State, seat: Seat, c: Card) {
    let old = s.players[seat as usize].assigned.d.take();
    take_card(s, c);
    if let Some(o) = old.filter(|&o| o != c) {
        s.deck.insert(0, o);
    }
    s.players[seat as usize].assigned.d = Some(c);
}

/// The index of a space of the shipped island, in any layout: `Ck` is k, `PkXY` is
/// 10 + 4k + the slot (M0, M1, O0, O1).
pub fn sp(id: &str) -> u8 {
    if let Some(k) = id.strip_prefix('C') {
        return k.parse().expect("space id");
    }
    let body = id.strip_prefix('P').expect("space id");
    let (k, slot) = body.split_at(body.len() - 2);
    let slot = ["M0", "M1", "O0", "O1"].iter().position(|&s| s == slot).expect("slot") as u8;
    10 + 4 * k.parse::<u8>().expect("position") + slot
}
