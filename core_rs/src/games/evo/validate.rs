//! `Game::validate`: `check`, every invariant of the state (pieces conserved, counts in range).
//! An action is validated by the rule that answers it (`rules/`, the `check_*` functions).

use super::state::{State, Step, DINOS_PER_PLAYER};
use super::types::{Card, Gene};

/// Check the whole state; the first broken invariant is reported.
pub fn check(s: &State) -> Result<(), String> {
    let n = s.seats;
    if !(3..=5).contains(&n) {
        return Err(format!("players_count {n} is not 3..5"));
    }
    let nu = usize::from(n);
    if s.players.len() != nu {
        return Err(format!("{} players for {n} seats", s.players.len()));
    }
    let mut sorted = s.order.clone();
    sorted.sort_unstable();
    if sorted != (0..n).collect::<Vec<u8>>() {
        return Err(format!("order {:?} is not a permutation of the seats", s.order));
    }
    if s.dinos.len() != s.board.len() {
        return Err(format!("{} dino cells for {} regions", s.dinos.len(), s.board.len()));
    }
    if s.round == 0 {
        return Err("round must be at least 1".into());
    }
    // Dinos: each player's 10 are on the board or in the supply (§2).
    for seat in 0..n {
        let on = s.on_board(seat);
        let supply = u32::from(s.player(seat).supply);
        if on + supply != u32::from(DINOS_PER_PLAYER) {
            return Err(format!("seat {seat}: {on} dinos on the board + {supply} in supply ≠ 10"));
        }
    }
    if let Some(owner) = s.dinos.iter().flatten().map(|d| d.owner).find(|&o| o >= n) {
        return Err(format!("a dino belongs to seat {owner}, not a player"));
    }
    // Gene tiles: bag + portraits + auction rows + removed CARD tiles = the 62 of §3.2.
    for (gene, count) in Gene::TILES {
        let bag = s.bag.iter().filter(|&&g| g == gene).count();
        let portraits: usize = s.players.iter().map(|p| usize::from(p.genes.tiles(gene))).sum();
        let offered = s.auction.as_ref().map_or(0, |a| a.rows.iter().filter(|r| r.gene == gene).count());
        let removed = if gene == Gene::Card { usize::from(s.removed_card_tiles) } else { 0 };
        let total = bag + portraits + offered + removed;
        if total != usize::from(count) {
            return Err(format!("{} gene tiles: {total} found, {count} expected", gene.word()));
        }
    }
    // Event cards: each of the 26 exactly once (hands, deck, played, being answered).
    for card in Card::ALL {
        let in_hands: usize = s.players.iter().map(|p| p.hand.iter().filter(|h| h.card == card).count()).sum();
        let found = in_hands
            + s.deck.iter().filter(|&&c| c == card).count()
            + s.discard.iter().filter(|&&c| c == card).count()
            + usize::from(s.response.is_some_and(|r| r.card == card));
        if found != 1 {
            return Err(format!("{} is found {found} times, expected once", card.title()));
        }
    }
    if s.climate >= 6 {
        return Err(format!("climate position {} is not 0..5", s.climate));
    }
    if s.meteor < n || s.meteor > s.rules.round_track.last_space {
        return Err(format!("meteor on space {} outside {n}..{}", s.meteor, s.rules.round_track.last_space));
    }
    if s.flags.played.len() != nu || s.flags.survival_deaths.len() != nu {
        return Err("per-seat round flags must have one entry per seat".into());
    }
    if s.flags.truce.is_some_and(|t| t[0] >= n || t[1] >= n || t[0] == t[1]) {
        return Err("the truce must name two different seats".into());
    }
    if s.flags.me_first_after_initiative.is_some_and(|p| p >= n) {
        return Err("me_first_after_initiative names no seat".into());
    }
    if s.forced_dice.iter().any(|&d| !(1..=6).contains(&d)) {
        return Err("forced dice must be 1..6".into());
    }
    if usize::from(s.turn) > nu {
        return Err(format!("turn {} beyond the order", s.turn));
    }
    check_substates(s, n)
}

fn check_substates(s: &State, n: u8) -> Result<(), String> {
    if let Some(w) = s.window {
        if w.next >= n || w.passes > n {
            return Err("window asks no seat".into());
        }
    }
    if let Some(r) = s.response {
        if r.next >= n || r.player >= n || r.asked > n {
            return Err("response step asks no seat".into());
        }
    }
    if let Some(m) = s.movement {
        if m.seat >= n || s.step != Step::Movement {
            return Err("a movement turn outside Phase 3".into());
        }
    }
    if let Some(b) = s.birth {
        if b.seat >= n || s.step != Step::Births {
            return Err("a birth step outside Phase 4".into());
        }
    }
    if let Some(sv) = s.survival.as_ref() {
        if s.step != Step::Survival || usize::from(sv.turn) >= usize::from(n) {
            return Err("a survival step outside Phase 5".into());
        }
        let len = s.board.len();
        if sv.candidates.iter().chain(sv.doomed.iter()).any(|&r| usize::from(r) >= len || s.dino_at(r).is_none()) {
            return Err("survival names a region without a dino".into());
        }
    }
    if let Some(a) = s.auction.as_ref() {
        if a.rows.len() > usize::from(n) || usize::from(a.passes_allowed) > usize::from(n) {
            return Err("the auction has too many rows or passes".into());
        }
        let mut seen = 0u32;
        for b in a.rows.iter().filter_map(|r| r.bid) {
            if b.seat >= n || seen & (1 << b.seat) != 0 || a.passed.contains(b.seat) {
                return Err(format!("seat {} holds an impossible bid marker", b.seat));
            }
            seen |= 1 << b.seat;
        }
        if a.actor.is_some_and(|x| x >= n || seen & (1 << x) != 0) {
            return Err("the acting bidder is no seat or already holds a marker".into());
        }
        if a.passed.iter().any(|p| p >= n) || a.passed.len() > usize::from(a.passes_allowed) {
            return Err("impossible passes in the auction".into());
        }
        // §13.5 DERIVED: once everybody has acted, every row holds a marker and exactly
        // N − R players passed (no gene is left unsold).
        let over = a.actor.is_none() && a.next_turn >= n;
        if over && (a.rows.iter().any(|r| r.bid.is_none()) || a.passed.len() != usize::from(a.passes_allowed)) {
            return Err("the auction ended with an unsold gene or a wrong number of passes".into());
        }
    }
    for p in &s.players {
        if p.hand.iter().any(|h| h.playable_from > s.round + 1) {
            return Err("a card in hand waits beyond the next round".into());
        }
    }
    Ok(())
}
