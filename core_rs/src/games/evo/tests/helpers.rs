//! Builders for described states.

use super::super::state::{Options, State, Step};
use super::super::{Action, Effect};
use crate::engine::{Game, RuleError};

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

/// Apply an action that must be legal (and listed).
pub fn act(s: &mut State, seat: u8, a: Action) -> Vec<Effect> {
    let listed = s.legal_actions(seat);
    assert!(listed.contains(&a), "{a:?} not listed for seat {seat}: {listed:?} (pending {:?})", s.pending());
    let fx = s.apply(seat, &a).unwrap_or_else(|e| panic!("{a:?} rejected: {e}"));
    s.validate().unwrap_or_else(|e| panic!("invalid after {a:?}: {e}"));
    fx
}

/// Apply an action that must be rejected with the given rule; the state must not change.
pub fn reject(s: &mut State, seat: u8, a: Action, rule: &str) -> RuleError {
    let before = s.state_hash();
    let listed = s.legal_actions(seat);
    assert!(!listed.contains(&a), "{a:?} should not be listed");
    let err = s.apply(seat, &a).expect_err("must be rejected");
    assert_eq!(err.rule, rule, "wrong rule for {a:?}: {err}");
    assert_eq!(s.state_hash(), before, "a rejected action changed the state");
    err
}

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

/// Pass every pending card window / response until something else is pending.
pub fn pass_cards(s: &mut State) {
    while let Some(p) = s.pending() {
        if p.kind != "card_window" && p.kind != "card_response" {
            break;
        }
        let seat = p.seats.first().unwrap();
        act(s, seat, Action::Pass);
    }
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
