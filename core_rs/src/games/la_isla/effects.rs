//! la-isla: the facts an action produces, and their words. Effects naming a hidden card or
//! a secret choice are private to their seat; a public counterpart without the secret is
//! emitted beside them (and the public reveal follows once every seat has decided).

use serde::{Deserialize, Serialize};

use crate::engine::{Seat, SeatSet, Visibility};

use super::cards::{card_words, Card, Function};
use super::state::EndReason;
use super::types::{seat_name, Colour, Landscape, Letter, Phase, Species, Symbol};

/// Where a resource came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ResourceSource {
    /// §7.3: the B card.
    BCard { card: Card },
    /// §11.3 F06.
    Income,
    /// §7.4 C3.
    TakenInstead,
    /// §11.3 F12.
    Provisions,
    /// §11.3 F03 / F04.
    Arrival { function: Function },
}

/// Why VP were scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum VpReason {
    /// §8: a captured region's value.
    Capture { region: String },
    /// §11.3 G08.
    CaptureBonus { tiles: u8 },
    /// §11.3 F01.
    Landscape { landscape: Landscape },
    /// §11.3 F02.
    Symbol { symbol: Symbol },
    /// §9: a marker advance, 1 VP (2 with DOUBLE_SCORE) per animal owned.
    Animals { species: Species, animals: u32, mult: u8 },
}

/// An optional function a player left unused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Declined {
    ExtraExplorer,
    IncomeMarker { species: Species },
    DoubleStep { species: Species },
    CaptureMarker { species: Species },
    LandscapeMarker,
    SecondMove,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    /// §7.0: a round begins with its card phase.
    RoundStarted {
        round: u32,
        first_player: Seat,
    },
    /// §7.1: the discard pile was shuffled into a new deck.
    DeckReshuffled {
        cards: u32,
    },
    /// §7.1 (private): the card drawn.
    CardDrawn {
        seat: Seat,
        card: Card,
    },
    /// §7.1 (public): how many cards a seat drew.
    CardsDrawn {
        seat: Seat,
        count: u8,
    },
    /// §7.1 (private): a card put face down under a letter.
    CardAssigned {
        seat: Seat,
        letter: Letter,
        card: Card,
    },
    /// (public) the counterpart of `CardAssigned`: a card went face down under `letter`.
    CardFaceDown {
        seat: Seat,
        letter: Letter,
    },
    /// (public) the counterpart of `SecretAnswer`: the seat answered one question.
    AnswerRecorded {
        seat: Seat,
        phase: Phase,
    },
    /// (private) an answer to a secret question of actions A, B or D.
    SecretAnswer {
        seat: Seat,
        phase: Phase,
        answer: String,
    },
    /// (public) a seat has made all of its secret decisions for the phase.
    SeatDecided {
        seat: Seat,
        phase: Phase,
    },
    /// §7.1 step 3: the unassigned fourth card, face up.
    LeftoverDiscarded {
        seat: Seat,
        card: Card,
    },
    /// §7.2: the A cards are revealed.
    ACardRevealed {
        seat: Seat,
        card: Card,
    },
    /// §7.2: the A card goes into a slot (covering `covered`, if any).
    CardPlaced {
        seat: Seat,
        card: Card,
        slot: u8,
        covered: Option<Card>,
    },
    /// §11.3 F10.
    SlotAdded {
        seat: Seat,
        slots: u8,
    },
    /// §11.3 F09.
    ExplorerTaken {
        seat: Seat,
        supply: u8,
        general_left: u8,
    },
    /// An optional function left unused.
    OptionDeclined {
        seat: Seat,
        option: Declined,
    },
    /// §7.3 / §7.5: the B or D card goes to the discard pile.
    CardDiscarded {
        seat: Seat,
        letter: Letter,
        card: Card,
    },
    ResourceGained {
        seat: Seat,
        colour: Colour,
        count: u32,
        source: ResourceSource,
    },
    /// §7.4: placement cost, back to the general supply.
    ResourcesPaid {
        seat: Seat,
        colour: Colour,
        count: u32,
    },
    /// §7.4 C1.
    ExplorerPlaced {
        seat: Seat,
        space: u8,
        space_id: String,
    },
    /// §7.4 C2: the explorer to be relocated is chosen.
    RelocationStarted {
        seat: Seat,
        space: u8,
        space_id: String,
    },
    /// §7.4 C2.
    ExplorerRelocated {
        seat: Seat,
        from: u8,
        from_id: String,
        to: u8,
        to_id: String,
    },
    /// §8.
    TileCaptured {
        seat: Seat,
        region: u8,
        region_id: String,
        species: Species,
        value: u8,
    },
    VpScored {
        seat: Seat,
        vp: u32,
        total: u32,
        reason: VpReason,
    },
    /// §9: `moved` is false at the top of the track.
    MarkerAdvanced {
        seat: Seat,
        species: Species,
        step: u8,
        value: u8,
        moved: bool,
    },
    /// §7.6 / §7.1.
    GameEnded {
        reason: EndReason,
        marker_sum: u32,
    },
    /// §12.
    FinalScored {
        seat: Seat,
        sets: u32,
        set_vp: u32,
        animal_vp: u32,
        resource_vp: u32,
        total: u32,
        resources_left: u32,
    },
}

fn phase_words(p: Phase) -> &'static str {
    match p {
        Phase::Card => "card phase",
        Phase::A => "action A",
        Phase::B => "action B",
        Phase::C => "action C",
        Phase::D => "action D",
        Phase::Final => "end of game",
    }
}

impl Effect {
    /// Private effects: a drawn card, an assignment, a secret answer.
    pub fn visibility(&self) -> Visibility {
        match self {
            Effect::CardDrawn { seat, .. } | Effect::CardAssigned { seat, .. } | Effect::SecretAnswer { seat, .. } => {
                Visibility::Seats(SeatSet::one(*seat))
            }
            _ => Visibility::Public,
        }
    }

    pub fn describe(&self) -> String {
        let name = |s: &Seat| seat_name(*s);
        match self {
            Effect::RoundStarted { round, first_player } => {
                format!("Round {round} begins; {} is first player", name(first_player))
            }
            Effect::DeckReshuffled { cards } => format!("The discard pile ({cards} cards) is shuffled into a new deck"),
            Effect::CardDrawn { seat, card } => format!("{} draws {}", name(seat), card_words(*card)),
            Effect::CardsDrawn { seat, count } => format!("{} draws {count} cards", name(seat)),
            Effect::CardAssigned { seat, letter, card } => {
                format!("{} puts {} face down under {letter:?}", name(seat), card_words(*card))
            }
            Effect::CardFaceDown { seat, letter } => format!("{} puts a card face down under {letter:?}", name(seat)),
            Effect::SecretAnswer { seat, answer, .. } => format!("{} decides: {answer}", name(seat)),
            Effect::AnswerRecorded { seat, phase } => {
                format!("{} makes a secret choice ({})", name(seat), phase_words(*phase))
            }
            Effect::SeatDecided { seat, phase } => {
                format!("{} has made all secret choices ({})", name(seat), phase_words(*phase))
            }
            Effect::LeftoverDiscarded { seat, card } => {
                format!("{} discards the unused card {}", name(seat), card_words(*card))
            }
            Effect::ACardRevealed { seat, card } => format!("{} reveals A card {}", name(seat), card_words(*card)),
            Effect::CardPlaced { seat, card, slot, covered } => match covered {
                Some(c) => format!(
                    "{} puts {} {} into slot {slot} of the card holder, covering {} {} (no longer active)",
                    name(seat),
                    card,
                    card.function().label(),
                    c,
                    c.function().label()
                ),
                None => format!(
                    "{} puts {} {} into slot {slot} of the card holder",
                    name(seat),
                    card,
                    card.function().label()
                ),
            },
            Effect::SlotAdded { seat, slots } => format!("{}'s card holder now has {slots} slots", name(seat)),
            Effect::ExplorerTaken { seat, supply, .. } => {
                format!("{} takes an explorer from the general supply ({supply} in supply)", name(seat))
            }
            Effect::OptionDeclined { seat, option } => {
                let what = match option {
                    Declined::ExtraExplorer => "the extra explorer".to_string(),
                    Declined::IncomeMarker { species } => format!("the {} advance of INCOME_MARKER", species.name()),
                    Declined::DoubleStep { species } => format!("the second {} step", species.name()),
                    Declined::CaptureMarker { species } => format!("the {} advance of CAPTURE_MARKER", species.name()),
                    Declined::LandscapeMarker => "the advance of LANDSCAPE_MARKER".to_string(),
                    Declined::SecondMove => "the SECOND_MOVE relocation".to_string(),
                };
                format!("{} declines {what}", name(seat))
            }
            Effect::CardDiscarded { seat, letter, card } => {
                format!("{} discards {letter:?} card {}", name(seat), card_words(*card))
            }
            Effect::ResourceGained { seat, colour, count, source } => {
                let why = match source {
                    ResourceSource::BCard { card } => format!("for the B card {card}"),
                    ResourceSource::Income => "from INCOME".to_string(),
                    ResourceSource::TakenInstead => "instead of placing an explorer".to_string(),
                    ResourceSource::Provisions => "from PROVISIONS".to_string(),
                    ResourceSource::Arrival { function } => format!("from {}", function.label()),
                };
                let s = if *count == 1 { "" } else { "s" };
                format!("{} takes {count} {} resource{s} {why}", name(seat), colour.name())
            }
            Effect::ResourcesPaid { seat, colour, count } => {
                format!("{} pays {count} {} resource{}", name(seat), colour.name(), if *count == 1 { "" } else { "s" })
            }
            Effect::ExplorerPlaced { seat, space_id, .. } => {
                format!("{} places an explorer from the supply on {space_id}", name(seat))
            }
            Effect::RelocationStarted { seat, space_id, .. } => {
                format!("{} will relocate the explorer on {space_id}", name(seat))
            }
            Effect::ExplorerRelocated { seat, from_id, to_id, .. } => {
                format!("{} relocates an explorer from {from_id} to {to_id}", name(seat))
            }
            Effect::TileCaptured { seat, region_id, species, value, .. } => {
                format!("{} surrounds {region_id} and takes its {} tile (worth {value} VP)", name(seat), species.name())
            }
            Effect::VpScored { seat, vp, total, reason } => {
                let why = match reason {
                    VpReason::Capture { region } => format!("for surrounding {region}"),
                    VpReason::CaptureBonus { tiles } => {
                        format!("from CAPTURE_VP for {tiles} captured tile{}", if *tiles == 1 { "" } else { "s" })
                    }
                    VpReason::Landscape { landscape } => format!("from LANDSCAPE_VP for a {} space", landscape.name()),
                    VpReason::Symbol { symbol } => format!("from SYMBOL_VP for a {} space", symbol.name()),
                    VpReason::Animals { species, animals, mult } => {
                        let per = if *mult == 2 { "2 VP each with DOUBLE_SCORE" } else { "1 VP each" };
                        format!(
                            "for {animals} {} animal{} ({per})",
                            species.name(),
                            if *animals == 1 { "" } else { "s" }
                        )
                    }
                };
                format!("{} scores {vp} VP {why} (total {total})", name(seat))
            }
            Effect::MarkerAdvanced { seat, species, step, value, moved } => {
                if *moved {
                    format!("{} advances the {} marker to step {step} (value {value})", name(seat), species.name())
                } else {
                    format!("{} advances the {} marker, already at the top (value {value})", name(seat), species.name())
                }
            }
            Effect::GameEnded { reason, marker_sum } => match reason {
                EndReason::Threshold => format!("The animal values sum to {marker_sum}: the game ends"),
                EndReason::CardsExhausted => "No card is left to draw: the game ends".to_string(),
            },
            Effect::FinalScored { seat, set_vp, animal_vp, resource_vp, total, .. } => format!(
                "{} scores {set_vp} for sets, {animal_vp} for animals, {resource_vp} for resources: {total} VP",
                name(seat)
            ),
        }
    }
}
