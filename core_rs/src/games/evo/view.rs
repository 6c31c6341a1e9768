//! `view()`: the state as a viewer may see it (docs/rules/evo.md PD-40). Public: the board,
//! genes, EP, supplies, hand sizes, played cards, the auction; a seat also sees its own
//! hand; the omniscient viewer also sees every hand, the bag order and the deck order.
//! The generator and forced dice are never shown.

use serde_json::{json, Value};

use super::state::State;
use super::types::{classify, colour, CLIMATE_TRACK};
use crate::engine::Viewer;

pub fn render(s: &State, viewer: Viewer) -> Value {
    let b = &s.board;
    let regions: Vec<Value> = (0..b.len())
        .map(|i| {
            let r = i as u8;
            json!({
                "index": r,
                "id": b.id(r),
                "terrain": b.terrain(r),
                "climate": classify(s.climate, b.terrain(r)),
                "coastal": b.is_coastal(r),
                "dino": s.dino_at(r),
            })
        })
        .collect();
    let sees_hand = |seat: u8| match viewer {
        Viewer::Omniscient => true,
        Viewer::Seat(v) => v == seat,
        Viewer::Spectator => false,
    };
    let players: Vec<Value> = (0..s.n())
        .map(|seat| {
            let p = s.player(seat);
            let mut v = json!({
                "seat": seat,
                "colour": colour(seat),
                "ep": p.ep,
                "final_bonus": p.final_bonus,
                "supply": p.supply,
                "on_board": s.on_board(seat),
                "genes": p.genes,
                "attributes": {
                    "tails": p.tails(), "legs": p.legs(), "horns": p.horns(), "eggs": p.eggs(),
                    "fur": p.fur(), "parasols": p.parasols(), "mutations": p.mutations(),
                },
                "hand_size": p.hand.len(),
                "played_this_round": s.flags.played.get(usize::from(seat)).map(|&m| {
                    super::types::Card::ALL.iter().filter(|c| m & c.bit() != 0).copied().collect::<Vec<_>>()
                }),
                "survival_deaths": s.flags.survival_deaths.get(usize::from(seat)),
            });
            if sees_hand(seat) {
                v["hand"] = json!(p.hand);
            }
            v
        })
        .collect();
    let mut out = json!({
        "round": s.round,
        "phase": s.step.phase(),
        "step": s.step,
        "board_name": s.board_name,
        "regions": regions,
        "climate": {
            "position": s.climate,
            "temperate": CLIMATE_TRACK[usize::from(s.climate % 6)],
        },
        "meteor": s.meteor,
        "round_track": s.rules.round_track,
        "hard_variant": s.rules.hard_variant,
        "order": s.order,
        "start_player": s.start_player(),
        "players": players,
        "bag_size": s.bag.len(),
        "deck_size": s.deck.len(),
        "discard": s.discard,
        "removed_card_tiles": s.removed_card_tiles,
        "truce": s.flags.truce,
        "window": s.window,
        "response": s.response,
        "movement": s.movement,
        "birth": s.birth,
        "survival": s.survival,
        "auction": s.auction,
        "end": s.end,
    });
    if !s.opening.is_empty() {
        // E9: round 1's automatic start, until the first action reports it.
        out["opening_effects"] = json!(s.opening);
    }
    if viewer == Viewer::Omniscient {
        out["bag"] = json!(s.bag);
        out["deck"] = json!(s.deck);
    }
    out
}
