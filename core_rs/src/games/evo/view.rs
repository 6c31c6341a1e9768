//! `view()`: the state as a viewer may see it (docs/rules/evo.md PD-40). Public: the board,
//! genes, EP, supplies, hand sizes, played cards, the auction; a seat also sees its own
//! hand; the omniscient viewer also sees every hand, the bag order and the deck order.
//! The generator and forced dice are never shown.
//!
//! The view is built from the typed structs below: their doc comments are the
//! descriptions of the JSON Schema that `game_schemas` serves as `view`, so the schema
//! cannot drift from what `view()` produces.

use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;

use super::effects::Effect;
use super::options::RoundTrack;
use super::state::{Auction, BirthTurn, HandCard, MoveTurn, Portrait, Response, State, Step, Survival, Window};
use super::types::{classify, colour, Card, ClimateClass, EndReason, Gene, Terrain, CLIMATE_TRACK};
use crate::engine::Viewer;

/// Evo as one viewer sees it (GET /games/{id}/state `view`). Public: the board, genes,
/// EP, supplies, hand sizes, played cards, the auction. Hidden: each hand (its owner and
/// an omniscient viewer see it), the gene bag and the event deck order (an omniscient
/// viewer only). The generator and forced dice are never shown.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "EvoView")]
pub struct View<'a> {
    /// The round number, from 1.
    pub round: u32,
    /// The phase number (1 to 6) of the current step (§7); 0 once the game is over.
    pub phase: u8,
    /// The step of the round the game is at (§7).
    pub step: Step,
    /// The board's name (its layout).
    pub board_name: &'a str,
    /// Every region of the board, in board order.
    pub regions: Vec<RegionView<'a>>,
    /// The climate marker.
    pub climate: ClimateView,
    /// The meteor marker's space (§5.5).
    pub meteor: u8,
    /// The round track in use (its spaces and the meteor).
    pub round_track: &'a RoundTrack,
    /// True when the hard variant is played.
    pub hard_variant: bool,
    /// The seats in this round's order, first player first (§0.3).
    pub order: &'a [u8],
    /// The start player's seat (§0.3).
    pub start_player: u8,
    /// Every player, by seat.
    pub players: Vec<PlayerView<'a>>,
    /// The number of gene tiles left in the bag.
    pub bag_size: usize,
    /// The number of event cards left in the deck.
    pub deck_size: usize,
    /// The played cards, out of the game (§14.1).
    pub discard: &'a [Card],
    /// CARD gene tiles removed from the game (§3.2).
    pub removed_card_tiles: u8,
    /// DEFENSIVE_GAS: the two seats that may not attack each other this round (null when not played).
    pub truce: Option<[u8; 2]>,
    /// The open card window (§14.2), if any.
    pub window: Option<Window>,
    /// The response step after a card (§14.2), if one is in progress.
    pub response: Option<Response>,
    /// The movement turn in progress (§10), if any.
    pub movement: Option<MoveTurn>,
    /// The birth step in progress (§11.2), if any.
    pub birth: Option<BirthTurn>,
    /// The survival step in progress (§12), if any.
    pub survival: Option<&'a Survival>,
    /// The gene auction in progress (§13.3–13.5), if any.
    pub auction: Option<&'a Auction>,
    /// Why the game ended (§13.1), once it has.
    pub end: Option<EndReason>,
    /// Round 1's automatic start (roll-off, climate roll), present only until the first
    /// action reports it (decision E9).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opening_effects: Option<&'a [Effect]>,
    /// Hidden: the gene bag, drawn from the front. Only an omniscient viewer sees it;
    /// absent for every seat and spectator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bag: Option<&'a [Gene]>,
    /// Hidden: the event deck, drawn from the front. Only an omniscient viewer sees it;
    /// absent for every seat and spectator.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deck: Option<&'a [Card]>,
}

/// One region of the board.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RegionView<'a> {
    /// The region's index on the board (the number actions use).
    pub index: u8,
    /// The region's id (its name on the board).
    pub id: &'a str,
    /// The region's terrain.
    pub terrain: Terrain,
    /// How the terrain fares under the current climate (§1.1, §5.1).
    pub climate: ClimateClass,
    /// True when the region touches the sea.
    pub coastal: bool,
    /// The dino standing there, if any.
    pub dino: Option<DinoView>,
}

/// A dino on the board.
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DinoView {
    /// The seat that owns it.
    pub owner: u8,
    /// True when it was born in this round's Phase 4 (§11.2).
    pub newborn: bool,
}

/// The climate marker (§5.2).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClimateView {
    /// The marker's position on the climate loop, 0 to 5.
    pub position: u8,
    /// The terrain that is temperate at this position.
    pub temperate: Terrain,
}

/// One player (species).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PlayerView<'a> {
    /// The seat.
    pub seat: u8,
    /// The seat's colour (Red, Blue, Green, Yellow, Purple).
    pub colour: String,
    /// Evolution points.
    pub ep: u32,
    /// The final-score bonus from UNEXPECTED_GENE (§15).
    pub final_bonus: u32,
    /// Dinos in the supply, not on the board (§0.3).
    pub supply: u8,
    /// Dinos on the board.
    pub on_board: u32,
    /// The gene tiles on the portrait, per gene (the printed base not included).
    pub genes: &'a Portrait,
    /// The species' attributes, the printed base included (§3.1).
    pub attributes: Attributes,
    /// The number of cards in the hand.
    pub hand_size: usize,
    /// The cards this seat played this round (null when the round's record has no entry for it).
    pub played_this_round: Option<Vec<Card>>,
    /// Dinos this seat lost in this round's survival step (null when there is no entry for it).
    pub survival_deaths: Option<u8>,
    /// Hidden: the hand. Only the seat itself and an omniscient viewer see it; absent for
    /// the other seats and spectators.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<&'a [HandCard]>,
}

/// A species' attributes: printed base plus gene tiles (§3.1).
#[derive(Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Attributes {
    /// Tails (movement points).
    pub tails: u32,
    /// Legs.
    pub legs: u32,
    /// Horns (combat).
    pub horns: i32,
    /// Eggs (births).
    pub eggs: u32,
    /// Fur (cold survival).
    pub fur: u32,
    /// Parasols (heat survival).
    pub parasols: u32,
    /// Mutations.
    pub mutations: u32,
}

/// The typed view of `s` for `viewer` (what `render` serializes).
pub fn typed(s: &State, viewer: Viewer) -> View<'_> {
    let b = &s.board;
    let regions = (0..b.len())
        .map(|i| {
            let r = i as u8;
            RegionView {
                index: r,
                id: b.id(r),
                terrain: b.terrain(r),
                climate: classify(s.climate, b.terrain(r)),
                coastal: b.is_coastal(r),
                dino: s.dino_at(r).map(|d| DinoView { owner: d.owner, newborn: d.newborn }),
            }
        })
        .collect();
    let sees_hand = |seat: u8| match viewer {
        Viewer::Omniscient => true,
        Viewer::Seat(v) => v == seat,
        Viewer::Spectator => false,
    };
    let players = (0..s.seats)
        .map(|seat| {
            let p = s.player(seat);
            PlayerView {
                seat,
                colour: colour(seat),
                ep: p.ep,
                final_bonus: p.final_bonus,
                supply: p.supply,
                on_board: s.on_board(seat),
                genes: &p.genes,
                attributes: Attributes {
                    tails: p.tails(),
                    legs: p.legs(),
                    horns: p.horns(),
                    eggs: p.eggs(),
                    fur: p.fur(),
                    parasols: p.parasols(),
                    mutations: p.mutations(),
                },
                hand_size: p.hand.len(),
                played_this_round: s
                    .flags
                    .played
                    .get(usize::from(seat))
                    .map(|&m| Card::ALL.iter().filter(|c| m & c.bit() != 0).copied().collect()),
                survival_deaths: s.flags.survival_deaths.get(usize::from(seat)).copied(),
                hand: sees_hand(seat).then_some(p.hand.as_slice()),
            }
        })
        .collect();
    let omniscient = viewer == Viewer::Omniscient;
    View {
        round: s.round,
        phase: s.step.phase(),
        step: s.step,
        board_name: &s.board_name,
        regions,
        climate: ClimateView { position: s.climate, temperate: CLIMATE_TRACK[usize::from(s.climate % 6)] },
        meteor: s.meteor,
        round_track: &s.rules.round_track,
        hard_variant: s.rules.hard_variant,
        order: &s.order,
        start_player: s.start_player(),
        players,
        bag_size: s.bag.len(),
        deck_size: s.deck.len(),
        discard: &s.discard,
        removed_card_tiles: s.removed_card_tiles,
        truce: s.flags.truce,
        window: s.window,
        response: s.response,
        movement: s.movement,
        birth: s.birth,
        survival: s.survival.as_ref(),
        auction: s.auction.as_ref(),
        end: s.end,
        opening_effects: (!s.opening.is_empty()).then_some(s.opening.as_slice()),
        bag: omniscient.then_some(s.bag.as_slice()),
        deck: omniscient.then_some(s.deck.as_slice()),
    }
}

pub fn render(s: &State, viewer: Viewer) -> Value {
    // Serializing these types cannot fail (every map key is a string).
    serde_json::to_value(typed(s, viewer)).unwrap_or(Value::Null)
}

/// `render` as JSON text, written straight from the typed view.
pub fn render_json(s: &State, viewer: Viewer) -> String {
    serde_json::to_string(&typed(s, viewer)).unwrap_or_else(|_| "null".into())
}

impl State {
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
    //! (`core_rs/tests/fixtures/views/evo-<seats>.json`, see `testing::view_fixtures`), and
    //! the schema names the view's members.
    use super::super::state::State;
    use crate::engine::{Game, Viewer};
    use crate::testing::harness::{member_names, required_members};
    use crate::testing::view_fixtures::{self, Pinned};

    #[test]
    fn views_equal_the_golden_view_fixtures() {
        let pinned = [Pinned { seats: 3, seed: 1, at: &[0, 150], end: true }, Pinned { seats: 4, seed: 3, at: &[150], end: true }];
        let views = view_fixtures::check::<State>(&pinned, view_fixtures::both_ways);
        // The fixtures show round 1's opening, a hand, and the bag and deck orders.
        assert!(views.iter().any(|i| i["view"].get("opening_effects").is_some()), "the opening");
        assert!(views.iter().any(|i| i["viewer"] == "seat1" && i["view"]["players"][1].get("hand").is_some()), "a hand");
        assert!(views.iter().all(|i| (i["viewer"] == "omniscient") == i["view"].get("bag").is_some()), "the bag");
    }

    #[test]
    fn view_schema_names_every_member_and_marks_the_hidden_ones_optional() {
        let schema = State::view_schema();
        assert_eq!(schema["title"], "EvoView");
        let required = required_members(&schema);
        let s = State::new(3, &Default::default(), 9).expect("a new game");
        let mut v = super::render(&s, Viewer::Seat(0));
        for optional in ["opening_effects", "bag", "deck"] {
            assert!(!required.contains(&optional), "{optional}");
            assert!(schema["properties"][optional]["description"].is_string(), "{optional}");
            v.as_object_mut().expect("an object").remove(optional);
        }
        assert_eq!(required, member_names(&v));
    }
}
