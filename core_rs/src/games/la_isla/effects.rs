//! la-isla: the facts an action produces, and their words. Effects naming a hidden card or
//! a secret choice are private to their seat; a public counterpart without the secret is
//! emitted beside them (and the public reveal follows once every seat has decided).

use serde::{Deserialize, Serialize};

use crate::engine::{Seat, SeatSet, Visibility};

use super::cards::{Card, Function};
use super::labels::{colour_term, landscape_term, seat_msg, species_term, symbol_term};
use super::state::EndReason;
use super::types::{Colour, Landscape, Letter, Phase, Species, Symbol};
use crate::i18n::Msg;

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

fn phase_words(p: Phase) -> Msg {
    Msg::new(match p {
        Phase::Card => "li-ph-card",
        Phase::A => "li-ph-a",
        Phase::B => "li-ph-b",
        Phase::C => "li-ph-c",
        Phase::D => "li-ph-d",
        Phase::Final => "li-ph-final",
    })
}

/// A card with all its printed facts: "L1-022 SYMBOL_VP(ROPE) / green / Owl Moth".
fn card_words(c: Card) -> Msg {
    let i = c.info();
    msg!(
        "li-card-words",
        card = i.id.clone(),
        code = i.function.label(),
        colour = colour_term(i.resource),
        animal = species_term(i.animal)
    )
}

fn letter_id(l: Letter) -> &'static str {
    match l {
        Letter::A => "A",
        Letter::B => "B",
        Letter::D => "D",
    }
}

/// The words of a secret answer, from the answer the rules recorded (`rules::apply_secret`
/// writes these forms; an answer of another form is shown as it is).
fn answer_words(answer: &str) -> Msg {
    let species = |name: &str| Species::ALL.into_iter().find(|z| z.name() == name);
    let yes_no = |rest: &str, yes: &str, no: &str| match rest {
        "true" => Some(yes.to_string()),
        "false" => Some(no.to_string()),
        _ => None,
    };
    if let Some(slot) = answer.strip_prefix("cover slot ").and_then(|n| n.parse::<u32>().ok()) {
        return msg!("li-answer-cover", slot = slot);
    }
    if let Some(id) =
        answer.strip_prefix("take the extra explorer: ").and_then(|r| yes_no(r, "li-answer-take-explorer-yes", "li-answer-take-explorer-no"))
    {
        return Msg::new(id);
    }
    if let Some(rest) = answer.strip_prefix("advance the ") {
        if let Some((name, tail)) = rest.split_once(" marker in action B: ") {
            if let (Some(z), Some(id)) = (species(name), yes_no(tail, "li-answer-income-yes", "li-answer-income-no")) {
                return msg!(id, animal = species_term(z));
            }
        }
        if let Some(z) = rest.strip_suffix(" marker in action D (FREE_CHOICE)").and_then(species) {
            return msg!("li-answer-choose-animal", animal = species_term(z));
        }
    }
    if let Some((name, tail)) = answer.strip_prefix("take the second ").and_then(|r| r.split_once(" step: ")) {
        if let (Some(z), Some(id)) = (species(name), yes_no(tail, "li-answer-double-step-yes", "li-answer-double-step-no")) {
            return msg!(id, animal = species_term(z));
        }
    }
    if let Some(code) = answer.strip_suffix(" does not apply this round") {
        return msg!("li-answer-double-step-na", code = code);
    }
    msg!("li-answer-other", answer = answer)
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

    pub fn describe(&self) -> Msg {
        let name = |s: &Seat| seat_msg(*s);
        match self {
            Effect::RoundStarted { round, first_player } => {
                msg!("li-fx-round-started", round = *round, player = name(first_player))
            }
            Effect::DeckReshuffled { cards } => msg!("li-fx-deck-reshuffled", cards = *cards),
            Effect::CardDrawn { seat, card } => msg!("li-fx-card-drawn", player = name(seat), card = card_words(*card)),
            Effect::CardsDrawn { seat, count } => msg!("li-fx-cards-drawn", player = name(seat), count = *count),
            Effect::CardAssigned { seat, letter, card } => msg!(
                "li-fx-card-assigned",
                player = name(seat),
                card = card_words(*card),
                letter = letter_id(*letter)
            ),
            Effect::CardFaceDown { seat, letter } => {
                msg!("li-fx-card-face-down", player = name(seat), letter = letter_id(*letter))
            }
            Effect::SecretAnswer { seat, answer, .. } => {
                msg!("li-fx-secret-answer", player = name(seat), answer = answer_words(answer))
            }
            Effect::AnswerRecorded { seat, phase } => {
                msg!("li-fx-answer-recorded", player = name(seat), phase = phase_words(*phase))
            }
            Effect::SeatDecided { seat, phase } => {
                msg!("li-fx-seat-decided", player = name(seat), phase = phase_words(*phase))
            }
            Effect::LeftoverDiscarded { seat, card } => {
                msg!("li-fx-leftover-discarded", player = name(seat), card = card_words(*card))
            }
            Effect::ACardRevealed { seat, card } => {
                msg!("li-fx-a-card-revealed", player = name(seat), card = card_words(*card))
            }
            Effect::CardPlaced { seat, card, slot, covered } => match covered {
                Some(c) => msg!(
                    "li-fx-card-placed-covering",
                    player = name(seat),
                    card = card.to_string(),
                    code = card.function().label(),
                    slot = *slot,
                    covered = c.to_string(),
                    coveredcode = c.function().label()
                ),
                None => msg!(
                    "li-fx-card-placed",
                    player = name(seat),
                    card = card.to_string(),
                    code = card.function().label(),
                    slot = *slot
                ),
            },
            Effect::SlotAdded { seat, slots } => msg!("li-fx-slot-added", player = name(seat), slots = *slots),
            Effect::ExplorerTaken { seat, supply, .. } => {
                msg!("li-fx-explorer-taken", player = name(seat), supply = *supply)
            }
            Effect::OptionDeclined { seat, option } => match option {
                Declined::ExtraExplorer => msg!("li-fx-declined-extra-explorer", player = name(seat)),
                Declined::IncomeMarker { species } => {
                    msg!("li-fx-declined-income-marker", player = name(seat), animal = species_term(*species))
                }
                Declined::DoubleStep { species } => {
                    msg!("li-fx-declined-double-step", player = name(seat), animal = species_term(*species))
                }
                Declined::CaptureMarker { species } => {
                    msg!("li-fx-declined-capture-marker", player = name(seat), animal = species_term(*species))
                }
                Declined::LandscapeMarker => msg!("li-fx-declined-landscape-marker", player = name(seat)),
                Declined::SecondMove => msg!("li-fx-declined-second-move", player = name(seat)),
            },
            Effect::CardDiscarded { seat, letter, card } => msg!(
                "li-fx-card-discarded",
                player = name(seat),
                letter = letter_id(*letter),
                card = card_words(*card)
            ),
            Effect::ResourceGained { seat, colour, count, source } => {
                let m = match source {
                    ResourceSource::BCard { card } => msg!("li-fx-gained-b-card", card = card.to_string()),
                    ResourceSource::Income => msg!("li-fx-gained-income"),
                    ResourceSource::TakenInstead => msg!("li-fx-gained-instead"),
                    ResourceSource::Provisions => msg!("li-fx-gained-provisions"),
                    ResourceSource::Arrival { function } => msg!("li-fx-gained-arrival", code = function.label()),
                };
                m.arg("player", name(seat)).arg("count", *count).arg("colour", colour_term(*colour))
            }
            Effect::ResourcesPaid { seat, colour, count } => {
                msg!("li-fx-paid", player = name(seat), count = *count, colour = colour_term(*colour))
            }
            Effect::ExplorerPlaced { seat, space_id, .. } => {
                msg!("li-fx-explorer-placed", player = name(seat), space = space_id.clone())
            }
            Effect::RelocationStarted { seat, space_id, .. } => {
                msg!("li-fx-relocation-started", player = name(seat), space = space_id.clone())
            }
            Effect::ExplorerRelocated { seat, from_id, to_id, .. } => {
                msg!("li-fx-explorer-relocated", player = name(seat), from = from_id.clone(), to = to_id.clone())
            }
            Effect::TileCaptured { seat, region_id, species, value, .. } => msg!(
                "li-fx-tile-captured",
                player = name(seat),
                region = region_id.clone(),
                animal = species_term(*species),
                value = *value
            ),
            Effect::VpScored { seat, vp, total, reason } => {
                let m = match reason {
                    VpReason::Capture { region } => msg!("li-fx-vp-capture", region = region.clone()),
                    VpReason::CaptureBonus { tiles } => msg!("li-fx-vp-capture-bonus", tiles = *tiles),
                    VpReason::Landscape { landscape } => {
                        msg!("li-fx-vp-landscape", landscape = landscape_term(*landscape))
                    }
                    VpReason::Symbol { symbol } => msg!("li-fx-vp-symbol", symbol = symbol_term(*symbol)),
                    VpReason::Animals { species, animals, mult } => {
                        let id = if *mult == 2 { "li-fx-vp-animals-double" } else { "li-fx-vp-animals" };
                        msg!(id, animals = *animals, animal = species_term(*species))
                    }
                };
                m.arg("player", name(seat)).arg("vp", *vp).arg("total", *total)
            }
            Effect::MarkerAdvanced { seat, species, step, value, moved } => {
                let id = if *moved { "li-fx-marker-advanced" } else { "li-fx-marker-at-top" };
                let m = msg!(id, player = name(seat), animal = species_term(*species), value = *value);
                if *moved {
                    m.arg("step", *step)
                } else {
                    m
                }
            }
            Effect::GameEnded { reason, marker_sum } => match reason {
                EndReason::Threshold => msg!("li-fx-game-ended-threshold", sum = *marker_sum),
                EndReason::CardsExhausted => msg!("li-fx-game-ended-cards"),
            },
            Effect::FinalScored { seat, set_vp, animal_vp, resource_vp, total, .. } => msg!(
                "li-fx-final-scored",
                player = name(seat),
                sets = *set_vp,
                animals = *animal_vp,
                resources = *resource_vp,
                total = *total
            ),
        }
    }
}
