//! The game state (docs/rules/evo.md §19) and the options (§0.2). Every field has a plain serde
//! form so tests can describe a state by hand; the generator is part of the state (§17).
//! The model's supporting types live beside it: the island as data (`board`) and the
//! vocabulary of terrain, genes, cards and colours (`types`).

pub(crate) mod board;
pub(crate) mod types;

use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::effects::Effect;
use board::{bits, Board, BoardsFile};
use types::{Card, Gene};
use crate::engine::{SeatSet, SplitMix64};

/// Each player owns this many dinos (§2).
pub const DINOS_PER_PLAYER: u8 = 10;
/// Event cards dealt to each player (§6.1).
pub const HAND_SIZE: usize = 3;

/// §8 step 2.2 (PD-07): which players go first on equal tails.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    #[default]
    MoreDinosFirst,
    FewerDinosFirst,
}

/// §4.2 (PD-03): the two map sides used by four players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum FourPlayerBoard {
    #[default]
    #[serde(rename = "S+L")]
    SmallLarge,
    #[serde(rename = "MA+MB")]
    TwoMedium,
}

/// A die space of the round track (§5.5): the meteor strikes on any of `impact`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DieSpace {
    pub space: u8,
    pub impact: Vec<u8>,
}

/// The round (meteor) track, §5.5 (PD-05): spaces 1..=`last_space`; reaching the last space
/// ends the game; die spaces roll for an impact.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoundTrack {
    pub last_space: u8,
    pub die_spaces: Vec<DieSpace>,
}

impl Default for RoundTrack {
    /// §5.5: 16 spaces; 13 strikes on 1, 14 on 1–2, 15 on 1–3.
    fn default() -> Self {
        RoundTrack {
            last_space: 16,
            die_spaces: vec![
                DieSpace { space: 13, impact: vec![1] },
                DieSpace { space: 14, impact: vec![1, 2] },
                DieSpace { space: 15, impact: vec![1, 2, 3] },
            ],
        }
    }
}

impl RoundTrack {
    /// The impact numbers of `space`, if it is a die space.
    pub fn die_space(&self, space: u8) -> Option<&[u8]> {
        self.die_spaces.iter().find(|d| d.space == space).map(|d| d.impact.as_slice())
    }

    fn check(&self, players: u8) -> Result<(), String> {
        if self.last_space <= players {
            return Err(format!(
                "round_track.last_space must be beyond the meteor's start space {players}, not {}",
                self.last_space
            ));
        }
        for (i, d) in self.die_spaces.iter().enumerate() {
            if d.space == 0 || d.space >= self.last_space {
                return Err(format!("round_track die space {} must lie in 1..{}", d.space, self.last_space));
            }
            if self.die_spaces[..i].iter().any(|e| e.space == d.space) {
                return Err(format!("round_track die space {} is listed twice", d.space));
            }
            if d.impact.iter().any(|&v| !(1..=6).contains(&v)) {
                return Err(format!("round_track die space {}: impact numbers must be 1..6", d.space));
            }
        }
        Ok(())
    }
}

/// The rule switches of §0.2 (and the board override of PD-01).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// `startingEP` (PD-06): 6 (default) or 10.
    pub starting_ep: u32,
    /// `initiativeTieBreak` (PD-07).
    pub initiative_tie_break: TieBreak,
    /// `fourPlayerBoard` (PD-03): "S+L" (default) or "MA+MB".
    pub four_player_board: FourPlayerBoard,
    /// `hardVariant` (§16): one gene fewer, one pass allowed, meteor still in rounds 1–2.
    pub hard_variant: bool,
    /// `roundTrack` (§5.5, PD-05).
    pub round_track: RoundTrack,
    /// `useBlankCards` (PD-36): only `false` is supported.
    pub use_blank_cards: bool,
    /// Replaces the embedded `data/boards.json` (same shape), PD-01.
    pub boards: Option<BoardsFile>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            starting_ep: 6,
            initiative_tie_break: TieBreak::MoreDinosFirst,
            four_player_board: FourPlayerBoard::SmallLarge,
            hard_variant: false,
            round_track: RoundTrack::default(),
            use_blank_cards: false,
            boards: None,
        }
    }
}

impl Options {
    /// Check the switches for `players` seats (the board is checked when it is loaded).
    pub fn check(&self, players: u8) -> Result<(), String> {
        if self.starting_ep != 6 && self.starting_ep != 10 {
            return Err(format!("starting_ep must be 6 or 10 (PD-06), not {}", self.starting_ep));
        }
        if self.use_blank_cards {
            return Err("use_blank_cards: the blank cards are never used (PD-36)".into());
        }
        self.round_track.check(players)
    }

    /// §4.2: the board configuration for `players`.
    pub fn board_name(&self, players: u8) -> &'static str {
        match (players, self.four_player_board) {
            (3, _) => "S+MB",
            (4, FourPlayerBoard::SmallLarge) => "S+L",
            (4, FourPlayerBoard::TwoMedium) => "MA+MB",
            _ => "MA+L",
        }
    }
}

/// The switches the running game needs (kept in the state).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub starting_ep: u32,
    pub initiative_tie_break: TieBreak,
    pub four_player_board: FourPlayerBoard,
    pub hard_variant: bool,
    pub round_track: RoundTrack,
}

/// Gene tiles on a portrait (§3.1: the printed base is added by `Player` methods).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Portrait {
    pub tail: u8,
    pub leg: u8,
    pub horn: u8,
    pub egg: u8,
    pub fur: u8,
    pub parasol: u8,
    pub mutation: u8,
}

impl Portrait {
    /// Tiles of `gene` on the portrait (CARD tiles are never placed: 0).
    pub fn tiles(&self, gene: Gene) -> u8 {
        match gene {
            Gene::Tail => self.tail,
            Gene::Leg => self.leg,
            Gene::Horn => self.horn,
            Gene::Egg => self.egg,
            Gene::Fur => self.fur,
            Gene::Parasol => self.parasol,
            Gene::Mutation => self.mutation,
            Gene::Card => 0,
        }
    }
    /// Put one tile of `gene` on the portrait (§13.6); CARD tiles never go there.
    pub fn add(&mut self, gene: Gene) {
        let slot = match gene {
            Gene::Tail => &mut self.tail,
            Gene::Leg => &mut self.leg,
            Gene::Horn => &mut self.horn,
            Gene::Egg => &mut self.egg,
            Gene::Fur => &mut self.fur,
            Gene::Parasol => &mut self.parasol,
            Gene::Mutation => &mut self.mutation,
            Gene::Card => return,
        };
        *slot = slot.saturating_add(1);
    }
}

/// A card in a hand; a card taken with DUPLICATION waits for the next round (§14.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HandCard {
    pub card: Card,
    #[serde(default)]
    pub playable_from: u32,
}

/// One player (species).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Player {
    pub ep: u32,
    #[serde(default)]
    pub genes: Portrait,
    /// Dinos not on the board (§0.3).
    pub supply: u8,
    #[serde(default)]
    pub hand: Vec<HandCard>,
    /// Final-score bonus from UNEXPECTED_GENE (§15).
    #[serde(default)]
    pub final_bonus: u32,
}

impl Player {
    /// §3.1: printed base + tiles.
    pub fn tails(&self) -> u32 {
        1 + u32::from(self.genes.tail)
    }
    pub fn legs(&self) -> u32 {
        1 + u32::from(self.genes.leg)
    }
    pub fn horns(&self) -> i32 {
        i32::from(self.genes.horn)
    }
    pub fn eggs(&self) -> u32 {
        1 + u32::from(self.genes.egg)
    }
    pub fn fur(&self) -> u32 {
        1 + u32::from(self.genes.fur)
    }
    pub fn parasols(&self) -> u32 {
        1 + u32::from(self.genes.parasol)
    }
    pub fn mutations(&self) -> u32 {
        u32::from(self.genes.mutation)
    }
    #[cfg(test)]
    pub fn has_card(&self, card: Card) -> bool {
        self.hand.iter().any(|h| h.card == card)
    }
}

/// A dino on the board. `newborn`: placed in this round's Phase 4 (§11.2, CUCKOO).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Dino {
    pub owner: u8,
    #[serde(default)]
    pub newborn: bool,
}

/// Where the round stands (§7). Window steps open a card window (§14.2) and move on when
/// it closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    W1Start,
    Initiative,
    W2Start,
    Climate,
    W3Start,
    Movement,
    W4Start,
    W4Own,
    Births,
    W4End,
    W5Start,
    Survival,
    W5End,
    W6Start,
    Meteor,
    W6Bid,
    Auction,
    W6Pay,
    Payment,
    EndOfRound,
    Final,
    Scoring,
    Over,
}

impl Step {
    /// The phase number (1..6) of §7; 0 once the game is over.
    pub fn phase(self) -> u8 {
        match self {
            Step::W1Start | Step::Initiative => 1,
            Step::W2Start | Step::Climate => 2,
            Step::W3Start | Step::Movement => 3,
            Step::W4Start | Step::W4Own | Step::Births | Step::W4End => 4,
            Step::W5Start | Step::Survival | Step::W5End => 5,
            Step::W6Start | Step::Meteor | Step::W6Bid | Step::Auction | Step::W6Pay | Step::Payment => 6,
            Step::EndOfRound | Step::Final | Step::Scoring => 6,
            Step::Over => 0,
        }
    }

    /// The phase in one word, as every game's `progress.phase` is a string: §7's phase
    /// names (`phase()` is its number, kept as `progress.phase_number`).
    pub fn phase_name(self) -> &'static str {
        match self.phase() {
            1 => "initiative",
            2 => "climate",
            3 => "movement",
            4 => "birth",
            5 => "survival",
            6 => "meteor",
            _ => "over",
        }
    }
}

/// The card windows of §14.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum WindowKind {
    W1Start,
    W2Start,
    W3Start,
    W4Start,
    /// W4.own(p): only the birth player is asked.
    W4Own,
    W4End,
    W5Start,
    W5End,
    W6Start,
    W6Bid,
    W6Pay,
    /// W.final, after the game has ended (§15).
    Final,
}

impl WindowKind {
    /// §14.2 eligibility table (SLEEPING_GENE everywhere, ME_FIRST in every Wn.start).
    pub fn allows(self, card: Card) -> bool {
        if card == Card::SleepingGene {
            return true;
        }
        match self {
            WindowKind::W1Start | WindowKind::W6Start => card == Card::MeFirst,
            WindowKind::W2Start => matches!(
                card,
                Card::MeFirst
                    | Card::Accident
                    | Card::WeatherSwing
                    | Card::Catastrophe
                    | Card::WeatherGene
                    | Card::Flood
            ),
            WindowKind::W3Start => matches!(
                card,
                Card::MeFirst
                    | Card::BigBrother
                    | Card::GiantGene
                    | Card::PrimalUrge
                    | Card::VegetarianDiet
                    | Card::DefensiveGas
            ),
            WindowKind::W4Start => {
                matches!(card, Card::MeFirst | Card::BirthControl | Card::ToughKids | Card::WanderingBrood)
            }
            WindowKind::W4Own => matches!(card, Card::ToughKids | Card::WanderingBrood),
            WindowKind::W4End => card == Card::Cuckoo,
            WindowKind::W5Start => matches!(
                card,
                Card::MeFirst | Card::IceCold | Card::KillerRays | Card::HeatproofSkin | Card::Pthermodactylus
            ),
            WindowKind::W5End => card == Card::SurvivalGene,
            WindowKind::W6Bid => matches!(card, Card::MissingLink | Card::GeneSplit),
            WindowKind::W6Pay => card == Card::GeneticHighflyer,
            WindowKind::Final => card == Card::UnexpectedGene,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            WindowKind::W1Start => "the start of Phase 1",
            WindowKind::W2Start => "the start of Phase 2",
            WindowKind::W3Start => "the start of Phase 3",
            WindowKind::W4Start => "the start of Phase 4",
            WindowKind::W4Own => "the player's own birth window",
            WindowKind::W4End => "the end of Phase 4",
            WindowKind::W5Start => "the start of Phase 5",
            WindowKind::W5End => "the end of Phase 5",
            WindowKind::W6Start => "the start of Phase 6",
            WindowKind::W6Bid => "the bidding window of Phase 6",
            WindowKind::W6Pay => "the payment window of Phase 6",
            WindowKind::Final => "the end of the game",
        }
    }
}

/// An open card window (§14.2): `next` is asked; it closes after `N` consecutive passes
/// (one pass for W4.own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Window {
    pub kind: WindowKind,
    pub next: u8,
    pub passes: u8,
}

/// The response step after a card (§14.2): players from the one after the card's player
/// round to the card's player are asked for DUPLICATION (or SLEEPING_GENE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Response {
    pub card: Card,
    pub player: u8,
    pub next: u8,
    pub asked: u8,
}

/// A movement turn in progress (§10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MoveTurn {
    pub seat: u8,
    pub mp_left: u32,
}

/// A birth step in progress (§11.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BirthTurn {
    pub seat: u8,
    pub eggs_left: u32,
}

/// The survival step (§12 step 2): players in order, cold dinos then hot dinos; the
/// chosen deaths are applied together at the end (PD-13).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Survival {
    /// Index into the order of the player being resolved.
    pub turn: u8,
    /// false: cold dinos are resolved; true: hot dinos.
    pub hot: bool,
    /// Dinos the player still has to choose to keep from `candidates`.
    pub keep_left: u32,
    /// Regions of the player's dinos of the current class not yet kept.
    pub candidates: Vec<u8>,
    /// Regions whose dinos die when survival ends.
    pub doomed: Vec<u8>,
}

/// A bid marker on a row (§13.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Bid {
    pub seat: u8,
    pub value: u32,
}

/// A row of the bidding board: the gene on offer and the marker on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AuctionRow {
    pub gene: Gene,
    pub bid: Option<Bid>,
}

/// The gene auction (§13.3–13.5).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Auction {
    pub rows: Vec<AuctionRow>,
    pub passed: SeatSet,
    pub passes_allowed: u8,
    /// The player whose `act` is in progress (an outbid player acts at once).
    pub actor: Option<u8>,
    /// Index into the order of the next player to act in order.
    pub next_turn: u8,
}

impl Auction {
    /// The row (0-based) holding `seat`'s marker.
    pub fn row_of(&self, seat: u8) -> Option<usize> {
        self.rows.iter().position(|r| r.bid.is_some_and(|b| b.seat == seat))
    }
}

/// Why the game ended (§13.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case", tag = "reason")]
pub enum EndReason {
    LastSpace,
    MeteorStrike { roll: u8 },
}

/// Facts that last until the end of the round (§14.1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RoundFlags {
    /// Per seat: the cards that seat played this round, one bit per card.
    pub played: Vec<u32>,
    /// DEFENSIVE_GAS: the two players who may not attack each other.
    pub truce: Option<[u8; 2]>,
    /// ME_FIRST played in W1.start: applied after the initiative (PD-29).
    pub me_first_after_initiative: Option<u8>,
    /// Per seat: dinos lost in this round's survival step (PD-27).
    pub survival_deaths: Vec<u8>,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    pub(crate) players_count: u8,
    pub(crate) rules: Rules,
    pub(crate) board_name: String,
    #[serde(serialize_with = "ser_board", deserialize_with = "de_board")]
    pub(crate) board: Arc<Board>,
    pub(crate) round: u32,
    pub(crate) step: Step,
    /// Index into `order` for the per-player steps (movement, births).
    pub(crate) turn: u8,
    /// Climate marker position 0..6 (§5.2).
    pub(crate) climate: u8,
    /// Meteor marker space (§5.5).
    pub(crate) meteor: u8,
    /// The order of the round, first player first (§0.3).
    pub(crate) order: Vec<u8>,
    /// Per region (board index): the dino standing there.
    pub(crate) dinos: Vec<Option<Dino>>,
    pub(crate) players: Vec<Player>,
    /// The gene pile (the bag), drawn from the front (§17).
    pub(crate) bag: Vec<Gene>,
    /// The event deck, drawn from the front (§17).
    pub(crate) deck: Vec<Card>,
    /// Played cards, out of the game (§14.1).
    pub(crate) discard: Vec<Card>,
    /// CARD gene tiles removed from the game (§3.2).
    pub(crate) removed_card_tiles: u8,
    pub(crate) flags: RoundFlags,
    pub(crate) window: Option<Window>,
    pub(crate) response: Option<Response>,
    pub(crate) movement: Option<MoveTurn>,
    pub(crate) birth: Option<BirthTurn>,
    pub(crate) survival: Option<Survival>,
    pub(crate) auction: Option<Auction>,
    pub(crate) end: Option<EndReason>,
    pub(crate) rng: SplitMix64,
    /// What `new` did automatically before the first decision (round 1's roll-off and
    /// climate roll, §6.2 step 9, §8, §9): reported at the front of the first `apply`'s
    /// effects, then cleared (decision E9).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) opening: Vec<Effect>,
    /// Test hook: die results consumed before the generator (empty in real games).
    #[serde(default)]
    pub(crate) forced_dice: Vec<u8>,
}

fn ser_board<S: Serializer>(board: &Arc<Board>, s: S) -> Result<S::Ok, S::Error> {
    board.as_ref().serialize(s)
}

fn de_board<'de, D: Deserializer<'de>>(d: D) -> Result<Arc<Board>, D::Error> {
    Board::deserialize(d).map(Arc::new)
}

impl State {
    pub(crate) fn n(&self) -> u8 {
        self.players_count
    }

    /// One die (§17): a forced result first (tests), else the generator.
    pub(crate) fn roll_die(&mut self) -> u8 {
        if self.forced_dice.is_empty() {
            1 + self.rng.next_int(6) as u8
        } else {
            self.forced_dice.remove(0)
        }
    }

    pub(crate) fn player(&self, seat: u8) -> &Player {
        &self.players[usize::from(seat)]
    }

    pub(crate) fn player_mut(&mut self, seat: u8) -> &mut Player {
        &mut self.players[usize::from(seat)]
    }

    /// The start player (§0.3).
    pub(crate) fn start_player(&self) -> u8 {
        self.order.first().copied().unwrap_or(0)
    }

    /// The player after `seat` in the current order, cyclically.
    pub(crate) fn after(&self, seat: u8) -> u8 {
        let n = self.order.len();
        match self.order.iter().position(|&s| s == seat) {
            Some(i) if n > 0 => self.order[(i + 1) % n],
            _ => self.start_player(),
        }
    }

    /// The seat at position `turn` of the order.
    pub(crate) fn in_order(&self, turn: u8) -> Option<u8> {
        self.order.get(usize::from(turn)).copied()
    }

    /// The regions holding `seat`'s dinos, as a set.
    pub(crate) fn dinos_of(&self, seat: u8) -> u128 {
        let mut set = 0u128;
        for (i, d) in self.dinos.iter().enumerate() {
            if d.is_some_and(|d| d.owner == seat) {
                set |= 1u128 << i;
            }
        }
        set
    }

    /// `seat`'s dinos on the board.
    pub(crate) fn on_board(&self, seat: u8) -> u32 {
        self.dinos.iter().filter(|d| d.is_some_and(|d| d.owner == seat)).count() as u32
    }

    pub(crate) fn dino_at(&self, region: u8) -> Option<Dino> {
        self.dinos.get(usize::from(region)).copied().flatten()
    }

    /// Did `seat` play `card` this round?
    pub(crate) fn played(&self, seat: u8, card: Card) -> bool {
        self.flags.played.get(usize::from(seat)).is_some_and(|m| m & card.bit() != 0)
    }

    /// Did anybody play `card` this round?
    pub(crate) fn anyone_played(&self, card: Card) -> bool {
        self.flags.played.iter().any(|m| m & card.bit() != 0)
    }

    /// §14.1 / PD-44: SLEEPING_GENE blocks every further card this round.
    pub(crate) fn sleeping(&self) -> bool {
        self.anyone_played(Card::SleepingGene)
    }

    /// §14.1: may cards be played at all right now (round ≥ 3, no SLEEPING_GENE)?
    pub(crate) fn cards_allowed(&self) -> bool {
        self.round >= 3 && !self.sleeping()
    }

    /// Put a dino of `seat` on `region` from the supply.
    pub(crate) fn put_dino(&mut self, seat: u8, region: u8, newborn: bool) {
        if let Some(cell) = self.dinos.get_mut(usize::from(region)) {
            *cell = Some(Dino { owner: seat, newborn });
            let p = self.player_mut(seat);
            p.supply = p.supply.saturating_sub(1);
        }
    }

    /// Return the dino on `region` to its owner's supply; its owner.
    pub(crate) fn remove_dino(&mut self, region: u8) -> Option<u8> {
        let d = self.dinos.get_mut(usize::from(region))?.take()?;
        let p = self.player_mut(d.owner);
        p.supply = p.supply.saturating_add(1);
        Some(d.owner)
    }

    /// §10.4: may a dino of `attacker` attack one of `defender` (ignoring horns)?
    pub(crate) fn fighting_allowed(&self, attacker: u8, defender: u8) -> bool {
        if self.anyone_played(Card::VegetarianDiet) {
            return false;
        }
        !matches!(self.flags.truce, Some([a, b]) if (a == attacker && b == defender) || (a == defender && b == attacker))
    }

    /// §10.5: the effective horn difference of an attack (`newborn`: a TOUGH_KIDS birth).
    pub(crate) fn horn_difference(&self, attacker: u8, defender: u8, newborn: bool) -> i32 {
        let mut a = self.player(attacker).horns();
        if self.played(attacker, Card::GiantGene) {
            a += 2;
        }
        if newborn {
            a += 1;
        }
        let mut d = self.player(defender).horns();
        if self.played(defender, Card::BigBrother) {
            d += 2;
        }
        a - d
    }

    /// Iterate the regions of a set.
    pub(crate) fn regions(set: u128) -> impl Iterator<Item = u8> {
        bits(set)
    }
}
