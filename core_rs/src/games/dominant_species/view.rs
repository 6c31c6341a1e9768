//! The state as a viewer may see it: everything on the table is public; the order of the
//! face-down Wanderlust stacks and of the Dominance deck is hidden (only an omniscient
//! viewer sees it). The generator's state is never shown.

use serde_json::{json, Value};

use super::state::board::{Corner, Hex};
use super::data::{Animal, Element, Space};
use super::state::State;
use crate::engine::Viewer;

fn counts(c: &[u8; 6]) -> Value {
    let mut m = serde_json::Map::new();
    for e in Element::ALL {
        if c[e.idx()] > 0 {
            m.insert(e.name().into(), json!(c[e.idx()]));
        }
    }
    Value::Object(m)
}

pub fn view(s: &State, viewer: Viewer) -> Value {
    let tiles: Vec<Value> = Hex::all()
        .filter(|&h| s.has_tile(h))
        .map(|h| {
            let mut cubes = serde_json::Map::new();
            for a in Animal::ALL {
                let n = s.cubes_on(h, a);
                if n > 0 {
                    cubes.insert(a.name().to_lowercase(), json!(n));
                }
            }
            let endangered: Vec<Animal> = Animal::ALL.into_iter().filter(|&a| s.endangered(a, h)).collect();
            json!({
                "hex": h,
                "terrain": s.terrain(h),
                "large_tile": s.tiles[h.idx()],
                "cubes": cubes,
                "elements": counts(&s.tile_elements(h)),
                "dominant": s.dominant[h.idx()],
                "endangered": endangered,
            })
        })
        .collect();
    let elements: Vec<Value> = Corner::all()
        .filter_map(|c| s.element_at(c).map(|e| json!({"corner": c, "element": e})))
        .collect();
    let animals: Vec<Value> = s
        .animals_in_play()
        .map(|a| {
            let st = &s.animals[a.idx()];
            let (inh, n) = a.inherent();
            json!({
                "animal": a,
                "seat": s.seat_of(a),
                "inherent": {inh.name(): n},
                "added": counts(&st.added),
                "display_size": s.display_size(a),
                "gene_pool": st.gene_pool,
                "eliminated": st.eliminated,
                "vp": st.vp,
                "aps": st.aps,
                "set_aside_aps": st.set_aside,
            })
        })
        .collect();
    let spaces: serde_json::Map<String, Value> =
        Space::all().filter_map(|sp| s.spaces[sp.idx()].map(|a| (sp.id().to_string(), json!(a)))).collect();
    let omniscient = viewer == Viewer::Omniscient;
    let stacks: Vec<Value> = (0..3)
        .map(|i| {
            let st = &s.stacks[i];
            let top = if s.stack_face_up[i] { st.first().copied() } else { None };
            let mut v = json!({ "face_up": top, "tiles": st.len() });
            if omniscient {
                v["order"] = json!(st);
            }
            v
        })
        .collect();
    let mut deck = json!({ "face_up": s.face_up, "remaining": s.deck.len(), "taken": s.taken });
    if omniscient {
        deck["order"] = json!(s.deck);
    }
    json!({
        "round": s.round,
        "phase": s.phase,
        "acting_animal": s.acting_animal(),
        "acting_seat": s.acting_animal().map(|a| s.seat_of(a)),
        "decision": s.phase.decision(),
        "last_round": s.last_round,
        "initiative": s.initiative,
        "tiles": tiles,
        "elements": elements,
        "animals": animals,
        "action_display": {
            "spaces": spaces,
            "adaptation_row": s.adaptation_row,
            "abundance_row": s.abundance_row,
            "wanderlust_row": s.wanderlust_row,
            "regression_box": counts(&s.regression_box),
            "wasteland_box": counts(&s.wasteland_box),
            "depletion_box": counts(&s.depletion_box),
        },
        "bag": counts(&s.bag),
        "tundra_supply": s.tundra_supply,
        "wanderlust_stacks": stacks,
        "dominance_cards": deck,
        "survival": s.survival_controller(),
        "dominated_this_round": s.dominated,
        "options": s.options,
    })
}
