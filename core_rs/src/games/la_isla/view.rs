//! la-isla §3 "Public vs hidden information": the state as one viewer may see it. Hands,
//! face-down assignments, secret answers and the deck order are shown only to their owner
//! (the deck order to nobody but an omniscient viewer); the generator never appears.
//!
//! The view is built from the typed structs below: their doc comments are the
//! descriptions of the JSON Schema that `game_schemas` serves as `view`, so the schema
//! cannot drift from what the view is.
//!
//! The view names cards by id only. Their printed faces (what a board draws: the function
//! in words, the resource and the animal) are static, the same for every game, so they are
//! served once per game type, in the catalogue (`catalogue`, `Game::catalogue`), and a
//! client needs no card list of its own.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
use serde_json::Value;

use crate::engine::{Outcome, Pending, Seat, SeatSet, Viewer};

use super::cards::{table_ok, Card, Function};
use super::labels::{function_help, function_name};
use super::state::{Answers, CStage, EndReason, FollowUp, State};
use super::types::{seat_name, CardSet, Colour, Landscape, Phase, Species, Symbol};

/// A value per resource colour, as an object with one member per colour (YELLOW, GREEN,
/// GREY, WHITE, BROWN).
pub struct PerColour<T>(pub [T; 5]);

impl<T: Serialize> Serialize for PerColour<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(5))?;
        for c in Colour::ALL {
            m.serialize_entry(&c, &self.0[c.idx()])?;
        }
        m.end()
    }
}

impl<T: JsonSchema> JsonSchema for PerColour<T> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("PerColour_{}", T::schema_name()).into()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let names: Vec<Value> = Colour::ALL.iter().map(|c| serde_json::to_value(c).unwrap_or(Value::Null)).collect();
        keyed_schema(g.subschema_for::<T>(), &names, "one value per resource colour")
    }
}

/// A value per species, as an object with one member per species (DODO, FOSSA, FROG,
/// PIKA, MOTH).
pub struct PerSpecies<T>(pub [T; 5]);

impl<T: Serialize> Serialize for PerSpecies<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(5))?;
        for z in Species::ALL {
            m.serialize_entry(&z, &self.0[z.idx()])?;
        }
        m.end()
    }
}

impl<T: JsonSchema> JsonSchema for PerSpecies<T> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("PerSpecies_{}", T::schema_name()).into()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let names: Vec<Value> = Species::ALL.iter().map(|z| serde_json::to_value(z).unwrap_or(Value::Null)).collect();
        keyed_schema(g.subschema_for::<T>(), &names, "one value per species")
    }
}

fn keyed_schema(value: schemars::Schema, names: &[Value], description: &str) -> schemars::Schema {
    let props: serde_json::Map<String, Value> =
        names.iter().filter_map(|n| n.as_str()).map(|n| (n.to_string(), value.clone().to_value())).collect();
    schemars::json_schema!({
        "type": "object", "description": description,
        "properties": props, "required": names, "additionalProperties": false,
    })
}

/// A card under a letter of a holder: the card when its owner looks (or when it is
/// public), the word "hidden" when it is face down for this viewer.
pub enum Shown {
    Card(Card),
    Hidden,
}

impl Serialize for Shown {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Shown::Card(c) => c.serialize(s),
            Shown::Hidden => s.serialize_str("hidden"),
        }
    }
}

impl JsonSchema for Shown {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "ShownCard".into()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let card = g.subschema_for::<Card>();
        schemars::json_schema!({
            "description": "the card, or \"hidden\" when it lies face down for this viewer",
            "anyOf": [card, {"const": "hidden"}],
        })
    }
}

/// JSON Schema: a card's special function, as its label ("SYMBOL_VP(ROPE)").
impl JsonSchema for Function {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Function".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string", "description": "a card's special function (§11.3), as its label, e.g. SYMBOL_VP(ROPE)",
        })
    }
}

/// The printed face of a card (§11.1): what a board draws for it.
#[derive(Serialize)]
#[serde(deny_unknown_fields)]
pub struct CardFace {
    /// Its special function (§11.2), as its label, e.g. SYMBOL_VP(ROPE).
    pub function: Function,
    /// The function's name in words, as the choices write it, e.g. "Rope VP".
    pub name: String,
    /// What the function does, in one sentence (§11.3).
    pub ability: String,
    /// The resource colour the card gives under the letter B (§7.3).
    pub resource: Colour,
    /// The species whose marker the card advances under the letter D (§7.5).
    pub animal: Species,
}

/// La Isla's catalogue (`Game::catalogue`): the static data its views refer to by id.
#[derive(Serialize)]
pub struct Catalogue {
    /// The printed face of every card of the engine's card list (both sets, 180 cards),
    /// by card id (none if the list is unusable, in which case no game starts).
    pub cards: BTreeMap<Card, CardFace>,
}

/// The catalogue, from the engine's card list and the words of `labels`.
pub fn catalogue() -> Catalogue {
    let cards = if table_ok() {
        (0..Card::COUNT as u8)
            .map(|i| {
                let info = Card(i).info();
                let face = CardFace {
                    function: info.function,
                    name: function_name(info.function),
                    ability: function_help(info.function),
                    resource: info.resource,
                    animal: info.animal,
                };
                (Card(i), face)
            })
            .collect()
    } else {
        BTreeMap::new()
    };
    Catalogue { cards }
}

/// La Isla as one viewer sees it (GET /games/{id}/state `view`, §3 "Public vs hidden
/// information"). Hidden: a seat's hand, its face-down assignments (B and D always, A until
/// phase A) and its secret answers (the seat itself and an omniscient viewer see them), and
/// the deck order (an omniscient viewer only).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "LaIslaView")]
pub struct View<'a> {
    /// The game type, always "la-isla".
    pub game: &'static str,
    /// The number of players.
    #[serde(rename = "n_players")]
    pub seats: u8,
    /// The card set in play: the basic 120 cards or all 180 (§4.1).
    pub card_set: CardSet,
    /// The marker sum that ends the game (§7.6).
    pub threshold: u8,
    /// The round number, from 1.
    pub round: u32,
    /// The phase of the round (FINAL once the game is over).
    pub phase: Phase,
    /// The first player's seat.
    pub first_player: Seat,
    /// The seats in turn order, clockwise from the first player (§0.3).
    pub turn_order: Vec<Seat>,
    /// The assembled island.
    pub island: IslandView<'a>,
    /// Each species' marker: its step on the track and the value it shows.
    pub markers: PerSpecies<Marker>,
    /// The sum of the five marker values (§7.6).
    pub marker_sum: u32,
    /// The number of cards left in the draw pile.
    pub deck_size: usize,
    /// The discard pile, top last (public).
    pub discard: &'a [Card],
    /// Per seat: explorers of that colour left in the general supply.
    pub general_explorers: &'a [u8],
    /// Every player, by seat.
    pub players: Vec<PlayerView<'a>>,
    /// The decision the game waits for: the seats that may act and its kind (null once over).
    pub pending: Option<Pending>,
    /// Why the game ended, once it has.
    pub end_reason: Option<EndReason>,
    /// Action C in progress: present only in phase C.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub action_c: Option<ActionC<'a>>,
    /// Hidden: the draw pile, top first. Only an omniscient viewer sees it; absent for every
    /// seat and spectator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck: Option<&'a [Card]>,
    /// The final result: present only once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

/// The assembled island.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct IslandView<'a> {
    /// The piece id at each position of the layout.
    pub layout: &'a [String],
    /// Every space, in island order.
    pub spaces: Vec<SpaceView<'a>>,
    /// Every jungle region, in canonical order.
    pub regions: Vec<RegionView<'a>>,
}

/// One space of the island.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SpaceView<'a> {
    /// The space's index (the number actions use).
    pub index: usize,
    /// The space's id.
    pub id: &'a str,
    /// Its landscape.
    pub landscape: Landscape,
    /// The resource colour of its landscape.
    pub colour: Colour,
    /// The symbol printed on it.
    pub symbol: Symbol,
    /// The ids of the regions it borders.
    pub regions: Vec<&'a str>,
    /// The seats with an explorer on it.
    pub explorers: SeatSet,
}

/// One jungle region of the island.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RegionView<'a> {
    /// The region's index (the number actions use).
    pub index: usize,
    /// The region's id.
    pub id: &'a str,
    /// The region's value.
    pub value: u8,
    /// The ids of the spaces around it.
    pub spaces: Vec<&'a str>,
    /// The small animal tile still lying there (null once taken).
    pub tile: Option<Species>,
}

/// A species' marker on its track.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Marker {
    /// The marker's step on the track, 0 to 15.
    pub step: u8,
    /// The value the marker shows at that step (§6.2).
    pub value: u8,
}

/// One player (§3).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerView<'a> {
    /// The seat.
    pub seat: Seat,
    /// The seat's name (its colour).
    pub name: &'static str,
    /// Victory points.
    pub vp: u32,
    /// Resources in the personal supply, per colour.
    pub resources: PerColour<u32>,
    /// Explorers in the personal supply.
    pub supply_explorers: u8,
    /// Explorers of this seat on the island.
    pub island_explorers: usize,
    /// The species of the seat's large animal tile (it counts as two animals).
    pub large_tile: Species,
    /// Captured small animal tiles, per species.
    pub small_tiles: PerSpecies<u8>,
    /// Animals per species (small tiles, plus two for the large tile's species).
    pub animals: PerSpecies<u32>,
    /// The number of slots of the card holder.
    pub slot_count: usize,
    /// The card holder's slots, each a stack of cards, visible top card last.
    pub slots: &'a [Vec<Card>],
    /// The special functions of the visible (top) cards.
    pub visible_functions: Vec<Function>,
    /// The number of cards in the hand.
    pub hand_size: usize,
    /// The cards face down under the letters A, B and D of the holder (null: none there).
    pub assigned: AssignedView,
    /// True while this seat has a question to answer.
    pub deciding: bool,
    /// Hidden: the hand. Only the seat itself and an omniscient viewer see it; absent for
    /// the other seats and spectators.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<&'a [Card]>,
    /// Hidden: the seat's answers to the secret, simultaneous questions of actions A, B
    /// and D (§7.0). Only the seat itself and an omniscient viewer see them; absent for the
    /// other seats and spectators.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answers: Option<&'a Answers>,
}

/// The cards under the letters of a holder (§7.1 step 2).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AssignedView {
    /// The card under A: shown to its owner, to everyone in phase A, else "hidden".
    #[serde(rename = "A")]
    pub a: Option<Shown>,
    /// The card under B: shown to its owner only, "hidden" to the others.
    #[serde(rename = "B")]
    pub b: Option<Shown>,
    /// The card under D: shown to its owner only, "hidden" to the others.
    #[serde(rename = "D")]
    pub d: Option<Shown>,
}

/// Action C in progress (§7.4).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ActionC<'a> {
    /// The seat acting in action C.
    pub seat: Seat,
    /// Where that seat stands in its turn.
    pub stage: CStage,
    /// What remains to be resolved after an arrival, front first.
    pub followups: &'a [FollowUp],
}

impl State {
    /// The typed view of this state for `viewer` (what `view_for` serializes).
    pub fn typed_view(&self, viewer: Viewer) -> View<'_> {
        let sees_seat = |s: Seat| match viewer {
            Viewer::Omniscient => true,
            Viewer::Seat(v) => v == s,
            Viewer::Spectator => false,
        };
        let island = &self.island;
        let spaces = island
            .spaces
            .iter()
            .enumerate()
            .map(|(i, s)| SpaceView {
                index: i,
                id: &s.id,
                landscape: s.landscape,
                colour: s.colour(),
                symbol: s.symbol,
                regions: s.regions.iter().map(|&r| island.regions[r as usize].id.as_str()).collect(),
                explorers: self.explorers[i],
            })
            .collect();
        let regions = island
            .regions
            .iter()
            .enumerate()
            .map(|(i, r)| RegionView {
                index: i,
                id: &r.id,
                value: r.value,
                spaces: r.spaces.iter().map(|&s| island.spaces[s as usize].id.as_str()).collect(),
                tile: self.tiles[i],
            })
            .collect();
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let seat = i as Seat;
                let own = sees_seat(seat);
                let a_public = self.phase == Phase::A;
                let show = |c: Option<Card>, public: bool| {
                    c.map(|card| if own || public { Shown::Card(card) } else { Shown::Hidden })
                };
                PlayerView {
                    seat,
                    name: seat_name(seat),
                    vp: p.vp,
                    resources: PerColour(p.resources),
                    supply_explorers: p.supply,
                    island_explorers: self.explorers.iter().filter(|o| o.contains(seat)).count(),
                    large_tile: p.large_tile,
                    small_tiles: PerSpecies(p.small_tiles),
                    animals: PerSpecies(Species::ALL.map(|z| p.animals(z))),
                    slot_count: p.slots.len(),
                    slots: &p.slots,
                    visible_functions: p.visible().map(|c| c.function()).collect(),
                    hand_size: p.hand.len(),
                    assigned: AssignedView {
                        a: show(p.assigned.a, a_public),
                        b: show(p.assigned.b, false),
                        d: show(p.assigned.d, false),
                    },
                    deciding: self.question(seat).is_some(),
                    hand: own.then_some(p.hand.as_slice()),
                    answers: own.then_some(&p.answers),
                }
            })
            .collect::<Vec<PlayerView<'_>>>();
        View {
            game: "la-isla",
            seats: self.seats,
            card_set: self.card_set,
            threshold: self.threshold,
            round: self.round,
            phase: self.phase,
            first_player: self.first_player,
            turn_order: self.turn_order().collect(),
            island: IslandView { layout: &island.layout, spaces, regions },
            markers: PerSpecies(Species::ALL.map(|z| Marker { step: self.steps[z.idx()], value: self.value(z) })),
            marker_sum: self.marker_sum(),
            deck_size: self.deck.len(),
            discard: &self.discard,
            general_explorers: &self.general_explorers,
            players,
            pending: self.pending_decision(),
            end_reason: self.end_reason,
            action_c: (self.phase == Phase::C).then(|| ActionC {
                seat: self.c_seat(),
                stage: self.c_stage,
                followups: &self.followups,
            }),
            deck: (viewer == Viewer::Omniscient).then_some(self.deck.as_slice()),
            outcome: self.final_outcome(),
        }
    }

    pub fn view_for(&self, viewer: Viewer) -> Value {
        // Serializing these types cannot fail (every map key is a string).
        serde_json::to_value(self.typed_view(viewer)).unwrap_or(Value::Null)
    }

    /// `view_for` as JSON text, written straight from the typed view.
    pub fn view_json_for(&self, viewer: Viewer) -> String {
        serde_json::to_string(&self.typed_view(viewer)).unwrap_or_else(|_| "null".into())
    }

    /// The JSON Schema (draft 2020-12) of this game's view, generated from the types above
    /// (served by `game_schemas`).
    pub fn view_schema() -> Value {
        // The serialize contract: a member is optional exactly when it may be absent from
        // what `view` writes (an `Option` written as null is required).
        let generator = schemars::generate::SchemaSettings::draft2020_12().for_serialize().into_generator();
        serde_json::to_value(generator.into_root_schema_for::<View<'static>>()).unwrap_or(Value::Null)
    }
}

#[cfg(test)]
mod typed_view_tests {
    //! Every viewer's views of seeded games equal the golden fixtures
    //! (`core_rs/tests/fixtures/views/la-isla-<seats>.json`, see `testing::view_fixtures`),
    //! and the schema names the view's members.
    use std::collections::BTreeSet;

    use serde_json::Value;

    use crate::engine::{Game, Viewer};
    use crate::testing::harness::{member_names, required_members};
    use crate::testing::view_fixtures::{self, Pinned};

    use super::super::cards::Card;
    use super::super::state::State;

    /// Every card id anywhere in a view (as a value: "L1-022").
    fn card_ids(v: &Value, out: &mut BTreeSet<String>) {
        match v {
            Value::String(s) if Card::parse(s).is_some() => {
                out.insert(s.clone());
            }
            Value::Array(a) => a.iter().for_each(|x| card_ids(x, out)),
            Value::Object(m) => m.values().for_each(|x| card_ids(x, out)),
            _ => {}
        }
    }

    #[test]
    fn views_equal_the_golden_view_fixtures() {
        let pinned = [Pinned { seats: 2, seed: 1, at: &[40], end: true }, Pinned { seats: 3, seed: 3, at: &[60], end: false }];
        let views = view_fixtures::check::<State>(&pinned, view_fixtures::both_ways);
        // The fixtures show action C, a face-down card, a hand and the outcome.
        fn view(i: &Value) -> &Value {
            &i["view"]
        }
        assert!(views.iter().any(|i| view(i).get("action_c").is_some()), "action C");
        assert!(views.iter().any(|i| view(i).to_string().contains("\"hidden\"")), "a hidden card");
        assert!(views.iter().any(|i| i["viewer"] == "seat1" && view(i)["players"][1].get("hand").is_some()), "a hand");
        assert!(views.iter().any(|i| view(i).get("outcome").is_some()), "the outcome");
        // The faces of the cards are in the catalogue, not in the view: it has every card
        // the views name.
        let catalogue = State::catalogue();
        let mut named = BTreeSet::new();
        for i in &views {
            assert!(view(i).get("cards").is_none());
            card_ids(view(i), &mut named);
        }
        assert!(named.len() > 60, "{} cards named", named.len());
        assert!(named.iter().all(|id| catalogue["cards"].get(id).is_some()));
    }

    #[test]
    fn view_schema_names_every_member_and_marks_the_hidden_ones_optional() {
        let schema = State::view_schema();
        assert_eq!(schema["title"], "LaIslaView");
        let required = required_members(&schema);
        let s = State::new(3, &Default::default(), 9).expect("a new game");
        let mut v = s.view_for(Viewer::Seat(0));
        for optional in ["action_c", "deck", "outcome"] {
            assert!(!required.contains(&optional), "{optional}");
            assert!(schema["properties"][optional]["description"].is_string(), "{optional}");
            v.as_object_mut().expect("an object").remove(optional);
        }
        assert_eq!(required, member_names(&v));
    }
}

#[cfg(test)]
mod catalogue_tests {
    //! The catalogue: the face of every card of the engine's card list, by id, in the
    //! words of the labels.
    use serde_json::json;

    use super::super::cards::Card;
    use super::super::labels::{function_help, function_name};
    use crate::engine::Game;

    #[test]
    fn the_catalogue_gives_the_face_of_each_of_the_180_cards() {
        let catalogue = <super::super::state::State as Game>::catalogue();
        let cards = catalogue["cards"].as_object().expect("cards by id");
        assert_eq!(catalogue.as_object().map(|m| m.len()), Some(1), "only `cards`");
        assert_eq!(cards.len(), 180);
        for (i, (id, face)) in cards.iter().enumerate() {
            let card = Card::parse(id).expect("a card id");
            assert_eq!(card, Card(i as u8), "in card order");
            let f = card.function();
            let want = json!({
                "function": f,
                "name": function_name(f),
                "ability": function_help(f),
                "resource": card.resource(),
                "animal": card.animal(),
            });
            assert_eq!(face, &want, "{id}");
        }
        assert_eq!(cards["L1-001"], json!({
            "function": "LANDSCAPE_VP(DESERT)", "name": "Desert VP",
            "ability": "+3 VP whenever one of your explorers arrives on a desert space",
            "resource": "YELLOW", "animal": "DODO",
        }));
        assert!(cards.contains_key("L2-060") && !cards.contains_key("L2-061"));
    }
}
