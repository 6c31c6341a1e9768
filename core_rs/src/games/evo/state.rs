//! The game state (docs/rules/evo.md §19). Every field has a plain serde form so tests can
//! describe a state by hand; the generator is part of the state (§17). The model's
//! supporting types live beside it: the island as data (`board`), the vocabulary of terrain,
//! genes, cards and colours (`types`) and the steps of the round with the turns in progress
//! (`step`). The set-up options are in `options.rs`.

pub(crate) mod board;
pub(crate) mod step;
pub(crate) mod types;

use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::effects::Effect;
use super::options::{FourPlayerBoard, RoundTrack, TieBreak};
use board::{bits, Board};
pub(crate) use step::{Auction, AuctionRow, Bid, BirthTurn, MoveTurn, Response, Step, Survival, Window, WindowKind};
use types::{Card, EndReason, Gene};
use crate::engine::SplitMix64;

/// Each player owns this many dinos (§2).
pub const DINOS_PER_PLAYER: u8 = 10;
/// Event cards dealt to each player (§6.1).
pub const HAND_SIZE: usize = 3;

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
    /// The number of seats (3–5).
    #[serde(rename = "players_count")]
    pub(crate) seats: u8,
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
