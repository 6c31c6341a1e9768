//! The state as a viewer may see it: everything on the table is public; the order of the
//! face-down Wanderlust stacks and of the Dominance deck is hidden (only an omniscient
//! viewer sees it). The generator's state is never shown.
//!
//! The view is built from the typed structs below: their doc comments are the
//! descriptions of the JSON Schema that `game_schemas` serves as `view`, so the schema
//! cannot drift from what `view()` produces.

use schemars::JsonSchema;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::Value;

use super::state::board::{Corner, Hex, HexSet};
use super::data::{Animal, Card, Element, Space, Terrain};
use super::state::{Decision, Phase};
use super::state::{Options, State};
use crate::engine::{Seat, Viewer};

/// Counts per element type, as an object keyed by the type's name; a type with none is absent.
#[derive(Clone, Copy)]
pub struct ElementCounts(pub [u8; 6]);

impl Serialize for ElementCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let n = Element::ALL.into_iter().filter(|e| self.0[e.idx()] > 0).count();
        let mut m = s.serialize_map(Some(n))?;
        for e in Element::ALL {
            if self.0[e.idx()] > 0 {
                m.serialize_entry(e.name(), &self.0[e.idx()])?;
            }
        }
        m.end()
    }
}

impl JsonSchema for ElementCounts {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ElementCounts".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let props: serde_json::Map<String, Value> = Element::ALL
            .into_iter()
            .map(|e| (e.name().to_string(), serde_json::json!({"type": "integer", "minimum": 1})))
            .collect();
        schemars::json_schema!({
            "type": "object",
            "description": "element discs counted per type (meat, sun, seed, water, grub, grass); a type with none is absent",
            "properties": props, "additionalProperties": false,
        })
    }
}

/// Cubes per animal on one tile, as an object keyed by the animal's name; an animal with none is absent.
#[derive(Clone, Copy)]
pub struct CubeCounts(pub [u8; 6]);

impl Serialize for CubeCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let n = self.0.iter().filter(|&&c| c > 0).count();
        let mut m = s.serialize_map(Some(n))?;
        for a in Animal::ALL {
            if self.0[a.idx()] > 0 {
                m.serialize_entry(&a, &self.0[a.idx()])?;
            }
        }
        m.end()
    }
}

impl JsonSchema for CubeCounts {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "CubeCounts".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let props: serde_json::Map<String, Value> = Animal::ALL
            .into_iter()
            .map(|a| (a.name().to_lowercase(), serde_json::json!({"type": "integer", "minimum": 1})))
            .collect();
        schemars::json_schema!({
            "type": "object",
            "description": "species cubes counted per animal; an animal with none is absent",
            "properties": props, "additionalProperties": false,
        })
    }
}

/// The action-display spaces that hold an action pawn, as an object from the space id to
/// the animal whose pawn it is; an empty space is absent.
pub struct SpaceHolders(pub Vec<(Space, Animal)>);

impl Serialize for SpaceHolders {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (sp, a) in &self.0 {
            m.serialize_entry(sp.id(), a)?;
        }
        m.end()
    }
}

impl JsonSchema for SpaceHolders {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SpaceHolders".into()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let space = g.subschema_for::<Space>();
        let animal = g.subschema_for::<Animal>();
        schemars::json_schema!({
            "type": "object",
            "description": "the action pawn on each occupied action-display space: space id -> the animal whose pawn it is (empty spaces are absent)",
            "propertyNames": space, "additionalProperties": animal,
        })
    }
}

/// Dominant Species as one viewer sees it (GET /games/{id}/state `view`). Everything is
/// public except the order of the face-down Wanderlust stacks and of the Dominance deck,
/// which only an omniscient viewer (the audit, an admin) sees.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "DominantSpeciesView")]
pub struct View<'a> {
    /// The round number, from 1 (§5).
    pub round: u32,
    /// Where the round stands: planning, execution (with the step and the pending
    /// decision), reset, or over.
    pub phase: &'a Phase,
    /// The animal that decides now, if one does.
    pub acting_animal: Option<Animal>,
    /// The seat controlling `acting_animal` (null when no animal decides).
    pub acting_seat: Option<Seat>,
    /// The decision the game waits for in execution or reset (null in planning and once over).
    pub decision: Option<&'a Decision>,
    /// True once Ice Age has been taken: the game ends after this round (§12).
    pub last_round: bool,
    /// The initiative track, leftmost (first to act) first (§4.2).
    pub initiative: &'a [Animal],
    /// Every hex that holds a tile, in hex order.
    pub tiles: Vec<TileView>,
    /// Every element disc on the earth, with the corner it is on.
    pub elements: Vec<CornerElement>,
    /// The animals in play, in food-chain order.
    pub animals: Vec<AnimalView>,
    /// The action display: the action pawns on its spaces and the discs in its rows and boxes.
    pub action_display: ActionDisplay<'a>,
    /// The element discs left in the draw bag, per type.
    pub bag: ElementCounts,
    /// Tundra tiles left in the supply.
    pub tundra_supply: u8,
    /// The three Wanderlust stacks.
    pub wanderlust_stacks: Vec<StackView<'a>>,
    /// The Dominance cards: face up, taken, and how many remain in the deck.
    pub dominance_cards: DeckView<'a>,
    /// The animal controlling the Survival card, if any.
    pub survival: Option<Animal>,
    /// The tiles already chosen for Domination this round (as hex coordinates).
    pub dominated_this_round: HexSet,
    /// The options (variants) the game was created with.
    pub options: &'a Options,
}

/// One tile of the earth.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TileView {
    /// The hex the tile is on.
    pub hex: Hex,
    /// The tile's effective terrain (tundra when a tundra tile covers it).
    pub terrain: Option<Terrain>,
    /// The terrain of the large tile under any tundra tile.
    pub large_tile: Option<Terrain>,
    /// The species cubes on the tile, per animal.
    pub cubes: CubeCounts,
    /// The element discs on the tile's corners, per type.
    pub elements: ElementCounts,
    /// The tile's dominant animal (null when none dominates).
    pub dominant: Option<Animal>,
    /// The animals whose cubes on this tile are endangered, in food-chain order.
    pub endangered: Vec<Animal>,
}

/// An element disc on a corner of the earth.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CornerElement {
    /// The corner the disc is on.
    pub corner: Corner,
    /// The disc's type.
    pub element: Element,
}

/// One animal in play: its display and pieces.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AnimalView {
    /// The animal.
    pub animal: Animal,
    /// The seat that controls it.
    pub seat: Seat,
    /// Its inherent element discs (printed on its display), as `{type: count}`.
    pub inherent: ElementCounts,
    /// The element discs added to its display, per type.
    pub added: ElementCounts,
    /// The number of element discs its display shows (inherent and added).
    pub display_size: u8,
    /// Cubes in its gene pool, ready to place.
    pub gene_pool: u8,
    /// Cubes eliminated from the earth.
    pub eliminated: u8,
    /// Its victory points.
    pub vp: u32,
    /// Action pawns in its supply, ready to place.
    pub aps: u8,
    /// Action pawns set aside at setup (the only source of extra pawns).
    pub set_aside_aps: u8,
}

/// The action display (§4.1).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ActionDisplay<'a> {
    /// The action pawn on each occupied space.
    pub spaces: SpaceHolders,
    /// The four discs of the Adaptation row (null: an empty place).
    pub adaptation_row: &'a [Option<Element>; 4],
    /// The four discs of the Abundance row (null: an empty place).
    pub abundance_row: &'a [Option<Element>; 4],
    /// The four discs of the Wanderlust row (null: an empty place).
    pub wanderlust_row: &'a [Option<Element>; 4],
    /// The discs in the Regression box, per type.
    pub regression_box: ElementCounts,
    /// The discs in the Wasteland box, per type.
    pub wasteland_box: ElementCounts,
    /// The discs in the Depletion box, per type.
    pub depletion_box: ElementCounts,
}

/// One Wanderlust stack.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StackView<'a> {
    /// The terrain of the top tile when it is face up (null when face down or the stack is empty).
    pub face_up: Option<Terrain>,
    /// The number of tiles in the stack.
    pub tiles: usize,
    /// Hidden: the whole stack, top first. Only an omniscient viewer sees it; absent for
    /// every seat and spectator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<&'a [Terrain]>,
}

/// The Dominance cards.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DeckView<'a> {
    /// The face-up cards available to a Domination winner.
    pub face_up: &'a [Card],
    /// The number of cards left in the deck.
    pub remaining: usize,
    /// The cards taken (out of play), in the order they were taken.
    pub taken: &'a [Card],
    /// Hidden: the deck, top first. Only an omniscient viewer sees it; absent for every
    /// seat and spectator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub order: Option<&'a [Card]>,
}

/// The typed view of `s` for `viewer` (what `view` serializes).
pub fn typed(s: &State, viewer: Viewer) -> View<'_> {
    let omniscient = viewer == Viewer::Omniscient;
    let tiles = Hex::all()
        .filter(|&h| s.has_tile(h))
        .map(|h| {
            let mut cubes = [0u8; 6];
            for a in Animal::ALL {
                cubes[a.idx()] = s.cubes_on(h, a);
            }
            TileView {
                hex: h,
                terrain: s.terrain(h),
                large_tile: s.tiles[h.idx()],
                cubes: CubeCounts(cubes),
                elements: ElementCounts(s.tile_elements(h)),
                dominant: s.dominant[h.idx()],
                endangered: Animal::ALL.into_iter().filter(|&a| s.endangered(a, h)).collect(),
            }
        })
        .collect();
    let elements = Corner::all()
        .filter_map(|c| s.element_at(c).map(|element| CornerElement { corner: c, element }))
        .collect();
    let animals = s
        .animals_in_play()
        .map(|a| {
            let st = &s.animals[a.idx()];
            let (inh, n) = a.inherent();
            let mut inherent = [0u8; 6];
            inherent[inh.idx()] = n;
            AnimalView {
                animal: a,
                seat: s.seat_of(a),
                inherent: ElementCounts(inherent),
                added: ElementCounts(st.added),
                display_size: s.display_size(a),
                gene_pool: st.gene_pool,
                eliminated: st.eliminated,
                vp: st.vp,
                aps: st.aps,
                set_aside_aps: st.set_aside,
            }
        })
        .collect();
    let spaces = SpaceHolders(Space::all().filter_map(|sp| s.spaces[sp.idx()].map(|a| (sp, a))).collect());
    let wanderlust_stacks = (0..3)
        .map(|i| {
            let st = &s.stacks[i];
            StackView {
                face_up: if s.stack_face_up[i] { st.first().copied() } else { None },
                tiles: st.len(),
                order: omniscient.then_some(st.as_slice()),
            }
        })
        .collect();
    let acting_animal = s.acting_animal();
    View {
        round: s.round,
        phase: &s.phase,
        acting_animal,
        acting_seat: acting_animal.map(|a| s.seat_of(a)),
        decision: s.phase.decision(),
        last_round: s.last_round,
        initiative: &s.initiative,
        tiles,
        elements,
        animals,
        action_display: ActionDisplay {
            spaces,
            adaptation_row: &s.adaptation_row,
            abundance_row: &s.abundance_row,
            wanderlust_row: &s.wanderlust_row,
            regression_box: ElementCounts(s.regression_box),
            wasteland_box: ElementCounts(s.wasteland_box),
            depletion_box: ElementCounts(s.depletion_box),
        },
        bag: ElementCounts(s.bag),
        tundra_supply: s.tundra_supply,
        wanderlust_stacks,
        dominance_cards: DeckView {
            face_up: &s.face_up,
            remaining: s.deck.len(),
            taken: &s.taken,
            order: omniscient.then_some(s.deck.as_slice()),
        },
        survival: s.survival_controller(),
        dominated_this_round: s.dominated,
        options: &s.options,
    }
}

pub fn view(s: &State, viewer: Viewer) -> Value {
    // Serializing these types cannot fail (every map key is a string).
    serde_json::to_value(typed(s, viewer)).unwrap_or(Value::Null)
}

/// `view` as JSON text, written straight from the typed view.
pub fn view_json(s: &State, viewer: Viewer) -> String {
    serde_json::to_string(&typed(s, viewer)).unwrap_or_else(|_| "null".into())
}

/// The JSON Schema (draft 2020-12) of `view`, generated from the types above.
pub fn schema() -> Value {
    // The serialize contract: a member is optional exactly when it may be absent from
    // what `view` writes (an `Option` written as null is required).
    let generator = schemars::generate::SchemaSettings::draft2020_12().for_serialize().into_generator();
    serde_json::to_value(generator.into_root_schema_for::<View<'static>>()).unwrap_or(Value::Null)
}

impl State {
    /// The JSON Schema of this game's view (served by `game_schemas`).
    pub fn view_schema() -> Value {
        schema()
    }
}

#[cfg(test)]
mod typed_view_tests {
    //! Every viewer's views of seeded games equal the golden fixtures
    //! (`core_rs/tests/fixtures/views/dominant-species-<seats>.json`, see
    //! `testing::view_fixtures`), and the schema describes the view.
    use super::super::state::State;
    use crate::engine::{Game, Viewer};
    use crate::testing::harness::{member_names, required_members};
    use crate::testing::view_fixtures::{self, Pinned};

    #[test]
    fn views_equal_the_golden_view_fixtures() {
        let pinned = [
            Pinned { seats: 2, seed: 1, at: &[0, 500, 1000], end: true },
            Pinned { seats: 4, seed: 3, at: &[0, 1000], end: true },
        ];
        let views = view_fixtures::check::<State>(&pinned, view_fixtures::both_ways);
        // Only the omniscient viewer sees the order of the dominance deck.
        assert!(views.iter().all(|i| (i["viewer"] == "omniscient") == i["view"]["dominance_cards"].get("order").is_some()));
    }

    #[test]
    fn view_schema_describes_the_view_and_its_hidden_fields() {
        let schema = State::view_schema();
        let text = schema.to_string();
        assert_eq!(schema["title"], "DominantSpeciesView");
        for key in ["round", "tiles", "animals", "action_display", "wanderlust_stacks", "dominance_cards"] {
            assert!(schema["properties"][key]["description"].is_string() || text.contains(&format!("\"{key}\"")), "{key}");
        }
        assert!(text.contains("Only an omniscient viewer sees it"));
        let required = required_members(&schema);
        let s = State::new(2, &Default::default(), 9).expect("a new game");
        let v = super::view(&s, Viewer::Spectator);
        assert_eq!(required, member_names(&v));
    }
}
