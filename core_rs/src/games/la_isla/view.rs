//! la-isla §3 "Public vs hidden information": the state as one viewer may see it. Hands,
//! face-down assignments, secret answers and the deck order are shown only to their owner
//! (the deck order to nobody but an omniscient viewer); the generator never appears.

use serde_json::{json, Value};

use crate::engine::{Seat, Viewer};

use super::cards::Card;
use super::state::State;
use super::types::{seat_name, Colour, Phase, Species};

fn colours(v: &[u32; 5]) -> Value {
    let mut m = serde_json::Map::new();
    for c in Colour::ALL {
        m.insert(json!(c).as_str().unwrap_or_default().to_string(), json!(v[c.idx()]));
    }
    Value::Object(m)
}

fn per_species(f: impl Fn(Species) -> Value) -> Value {
    let mut m = serde_json::Map::new();
    for z in Species::ALL {
        m.insert(json!(z).as_str().unwrap_or_default().to_string(), f(z));
    }
    Value::Object(m)
}

impl State {
    pub fn view_for(&self, viewer: Viewer) -> Value {
        let sees_seat = |s: Seat| match viewer {
            Viewer::Omniscient => true,
            Viewer::Seat(v) => v == s,
            Viewer::Spectator => false,
        };
        let island = &self.island;
        let spaces: Vec<Value> = island
            .spaces
            .iter()
            .enumerate()
            .map(|(i, s)| {
                json!({
                    "index": i, "id": s.id, "landscape": s.landscape, "colour": s.colour(), "symbol": s.symbol,
                    "regions": s.regions.iter().map(|&r| island.regions[r as usize].id.clone()).collect::<Vec<_>>(),
                    "explorers": self.explorers[i],
                })
            })
            .collect();
        let regions: Vec<Value> = island
            .regions
            .iter()
            .enumerate()
            .map(|(i, r)| {
                json!({
                    "index": i, "id": r.id, "value": r.value,
                    "spaces": r.spaces.iter().map(|&s| island.spaces[s as usize].id.clone()).collect::<Vec<_>>(),
                    "tile": self.tiles[i],
                })
            })
            .collect();
        let players: Vec<Value> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = i as Seat;
                let own = sees_seat(seat);
                let a_public = self.phase == Phase::A;
                let show = |c: Option<Card>, public: bool| match c {
                    Some(card) if own || public => json!(card),
                    Some(_) => json!("hidden"),
                    None => Value::Null,
                };
                let mut v = json!({
                    "seat": seat,
                    "name": seat_name(seat),
                    "vp": p.vp,
                    "resources": colours(&p.resources),
                    "supply_explorers": p.supply,
                    "island_explorers": self.explorers.iter().filter(|o| o.contains(seat)).count(),
                    "large_tile": p.large_tile,
                    "small_tiles": per_species(|z| json!(p.small_tiles[z.idx()])),
                    "animals": per_species(|z| json!(p.animals(z))),
                    "slot_count": p.slots.len(),
                    "slots": p.slots,
                    "visible_functions": p.visible().map(|c| c.function()).collect::<Vec<_>>(),
                    "hand_size": p.hand.len(),
                    "assigned": {
                        "A": show(p.assigned.a, a_public),
                        "B": show(p.assigned.b, false),
                        "D": show(p.assigned.d, false),
                    },
                    "deciding": self.question(seat).is_some(),
                });
                if own {
                    v["hand"] = json!(p.hand);
                    v["answers"] = json!(p.answers);
                }
                v
            })
            .collect();
        let mut view = json!({
            "game": "la-isla",
            "n_players": self.n_players,
            "card_set": self.card_set,
            "threshold": self.threshold,
            "round": self.round,
            "phase": self.phase,
            "first_player": self.first_player,
            "turn_order": self.turn_order().collect::<Vec<_>>(),
            "island": { "layout": island.layout, "spaces": spaces, "regions": regions },
            "markers": per_species(|z| json!({"step": self.steps[z.idx()], "value": self.value(z)})),
            "marker_sum": self.marker_sum(),
            "deck_size": self.deck.len(),
            "discard": self.discard,
            "general_explorers": self.general_explorers,
            "players": players,
            "pending": self.pending_decision(),
            "end_reason": self.end_reason,
        });
        if self.phase == Phase::C {
            view["action_c"] = json!({
                "seat": self.c_seat(), "stage": self.c_stage, "followups": self.followups,
            });
        }
        if viewer == Viewer::Omniscient {
            view["deck"] = json!(self.deck);
        }
        if let Some(o) = self.final_outcome() {
            view["outcome"] = json!(o);
        }
        view
    }
}
