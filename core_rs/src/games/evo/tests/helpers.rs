//! Builders for described states.

use super::super::options::Options;
use super::super::state::{State, Step};
use super::super::{Action, Effect};
use crate::engine::Game;

/// A set-up game (§6) before round 1 starts: no die rolled, no decision pending.
pub fn table(players: u8) -> State {
    table_with(players, &Options::default())
}

pub fn table_with(players: u8, options: &Options) -> State {
    let mut s = State::set_up(players, options, 7).expect("set up");
    let mut fx = Vec::new();
    s.start_round(&mut fx);
    s
}

/// The board index of a region id.
pub fn at(s: &State, id: &str) -> u8 {
    s.board.index_of(id).unwrap_or_else(|| panic!("no region {id}"))
}

/// Remove every dino from the board (back to the supplies).
pub fn clear_board(s: &mut State) {
    for r in 0..s.board.len() as u8 {
        s.remove_dino(r);
    }
}

/// Put a dino of `seat` on the region with this id.
pub fn put(s: &mut State, seat: u8, id: &str) {
    let r = at(s, id);
    s.remove_dino(r);
    s.put_dino(seat, r, false);
}

/// Continue the flow from `step` (windows closed) with these forced dice.
pub fn run_from(s: &mut State, step: Step, dice: &[u8]) -> Vec<Effect> {
    s.step = step;
    s.window = None;
    s.response = None;
    s.movement = None;
    s.birth = None;
    s.survival = None;
    s.forced_dice = dice.to_vec();
    let mut fx = Vec::new();
    s.advance(&mut fx);
    fx
}

/// `act` (a listed action, accepted, state valid after) and `reject` (refused by exactly that
/// rule section, state unchanged): the helpers all games' tests share.
pub use crate::testing::scenario::{act, reject};

/// Give `seat` these cards (taken from wherever they are) with `playable_from = 1`.
pub fn give(s: &mut State, seat: u8, cards: &[super::super::types::Card]) {
    for &c in cards {
        s.deck.retain(|&d| d != c);
        s.discard.retain(|&d| d != c);
        for p in s.players.iter_mut() {
            p.hand.retain(|h| h.card != c);
        }
        s.player_mut(seat).hand.push(super::super::state::HandCard { card: c, playable_from: 1 });
    }
}

/// Move every card in the hands to the deck (no windows open).
pub fn empty_hands(s: &mut State) {
    for p in 0..s.players.len() {
        let hand: Vec<_> = s.players[p].hand.drain(..).map(|h| h.card).collect();
        s.deck.extend(hand);
    }
}

/// Pass every pending card window / response until something else is pending; returns
/// the effects.
pub fn pass_cards(s: &mut State) -> Vec<Effect> {
    let mut fx = Vec::new();
    while let Some(p) = s.pending() {
        if p.kind != "card_window" && p.kind != "card_response" {
            break;
        }
        let seat = p.seats.first().unwrap();
        fx.extend(act(s, seat, Action::Pass));
    }
    fx
}

/// A described scene for `players`: round 3 (cards allowed), empty board, empty hands,
/// order = seat order, no window. Tests then place dinos, give cards and genes, and run
/// the flow from a step with `run_from`.
pub fn scene(players: u8) -> State {
    scene_with(players, &Options::default())
}

pub fn scene_with(players: u8, options: &Options) -> State {
    let mut s = table_with(players, options);
    clear_board(&mut s);
    empty_hands(&mut s);
    s.round = 3;
    s.order = (0..players).collect();
    s
}

/// The seat of the single pending decision, and its kind.
pub fn pending(s: &State) -> (u8, &'static str) {
    let p = s.pending().expect("a decision is pending");
    (p.seats.first().unwrap(), p.kind)
}

/// The first `count` regions of the board with this terrain, not holding a dino.
pub fn free_regions(s: &State, terrain: super::super::types::Terrain, count: usize) -> Vec<u8> {
    (0..s.board.len() as u8)
        .filter(|&r| s.board.terrain(r) == terrain && s.dino_at(r).is_none())
        .take(count)
        .collect()
}

/// Put a dino of `seat` on each region index.
pub fn put_all(s: &mut State, seat: u8, regions: &[u8]) {
    for &r in regions {
        s.put_dino(seat, r, false);
    }
}

/// Arrange the bag so that `genes` are drawn first (tiles stay conserved).
pub fn bag_front(s: &mut State, genes: &[super::super::types::Gene]) {
    for (i, &g) in genes.iter().enumerate() {
        let j = s.bag[i..].iter().position(|&b| b == g).expect("tile in the bag") + i;
        s.bag.swap(i, j);
    }
}

/// Give `seat` `count` gene tiles of `gene` from the bag (tiles stay conserved).
pub fn grant(s: &mut State, seat: u8, gene: super::super::types::Gene, count: u8) {
    for _ in 0..count {
        let i = s.bag.iter().position(|&g| g == gene).expect("tile in the bag");
        s.bag.remove(i);
        s.player_mut(seat).genes.add(gene);
    }
}
