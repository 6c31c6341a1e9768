//! Every legal action in words, with the places on the board it refers to, and the
//! one-line prompt of the pending decision: words for every choice a seat has.
//!
//! Targets (kind → id, each id exactly as `view` writes it):
//! - `space` → a space id of `island.spaces` ("C1", "P3M0", "P7O1");
//! - `region` → a region id of `island.regions` ("Z0", "I4", "W3", "E9"), the regions a
//!   placement or relocation would capture;
//! - `card` → a card id of the seat's `hand` ("L1-022");
//! - `letter` → a key of the seat's `assigned` ("A", "B", "D");
//! - `slot` → the 0-based index of a slot in the seat's `slots` ("0", "1", ...); the words
//!   count slots from 1;
//! - `animal` → a key of `markers` ("DODO", "FOSSA", "FROG", "PIKA", "MOTH");
//! - `resource` → a key of the seat's `resources` ("YELLOW", "GREEN", ...).
//!
//! Words and targets use only what the seat may see: its own hand, its own face-down
//! cards and the public board (§3); never another seat's cards nor the deck.

use serde_json::json;

use super::actions::Action;
use super::cards::{Card, Function};
use super::rules::round::Question;
use super::state::{CStage, FollowUp, State};
use super::types::{Colour, Letter, Phase, Species};
use crate::engine::{Label, OptionSpec, Seat, Target};

/// A landscape, symbol or colour name with a capital first letter ("Desert").
fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// The name of a special function in words (§11.2): `LANDSCAPE_VP(DESERT)` is "Desert VP".
pub fn function_name(f: Function) -> String {
    use Function::*;
    match f {
        LandscapeVp(l) => format!("{} VP", capital(l.name())),
        SymbolVp(s) => format!("{} VP", capital(s.name())),
        SymbolResource(s) => format!("{} resource", capital(s.name())),
        LandscapeResource(l) => format!("{} resource", capital(l.name())),
        LandscapeDiscount(l) => format!("{} discount", capital(l.name())),
        Income(c) => format!("{} income", capital(c.name())),
        IncomeMarker(z) => format!("{} income marker", z.name()),
        LandscapeMarker(l) => format!("{} marker", capital(l.name())),
        ExtraExplorer => "Extra explorer".into(),
        ExtraSlot => "Extra slot".into(),
        WiderSearch => "Wider search".into(),
        Provisions => "Provisions".into(),
        DoubleStep(z) => format!("{} double step", z.name()),
        FreeChoice => "Free choice".into(),
        CaptureMarker(z) => format!("{} capture marker", z.name()),
        AnyColour(l) => format!("{} any colour", capital(l.name())),
        SymbolDiscount(s) => format!("{} discount", capital(s.name())),
        Scout => "Scout".into(),
        DoubleScore => "Double score".into(),
        CaptureVp => "Capture VP".into(),
        SecondMove => "Second move".into(),
    }
}

/// What a special function does, in one sentence (§11.3): `LANDSCAPE_DISCOUNT(DESERT)` is
/// "desert spaces cost you 1 resource instead of 2".
pub fn function_help(f: Function) -> String {
    use Function::*;
    match f {
        LandscapeVp(l) => format!("+3 VP whenever one of your explorers arrives on a {} space", l.name()),
        SymbolVp(s) => format!("+3 VP whenever one of your explorers arrives on a space showing a {}", s.name()),
        SymbolResource(s) => {
            format!("a resource of your choice whenever one of your explorers arrives on a space showing a {}", s.name())
        }
        LandscapeResource(l) => {
            format!("a resource of your choice whenever one of your explorers arrives on a {} space", l.name())
        }
        LandscapeDiscount(l) => format!("{} spaces cost you 1 resource instead of 2", l.name()),
        SymbolDiscount(s) => format!("spaces showing a {} cost you 1 resource instead of 2", s.name()),
        Income(c) => format!("1 more {} resource in every action B", c.name()),
        IncomeMarker(z) => format!("you may advance the {} marker in every action B", z.name()),
        LandscapeMarker(l) => {
            format!("you may advance any marker whenever one of your explorers arrives on a {} space", l.name())
        }
        ExtraExplorer => "when placed: take one of your explorers from the general supply".into(),
        ExtraSlot => "when placed: your card holder gets one more slot, for good".into(),
        WiderSearch => "draw 4 cards instead of 3 in the card phase".into(),
        Provisions => "taking a resource in action C gives you two".into(),
        DoubleStep(z) => format!("a second step when your action D advances the {}", z.name()),
        FreeChoice => "your D card may advance the marker of any animal".into(),
        CaptureMarker(z) => format!("after capturing {0} tiles, advance the {0} marker once per tile", z.name()),
        AnyColour(l) => format!("pay for {} spaces with any one resource colour", l.name()),
        Scout => "you may relocate in action C even with explorers in your supply".into(),
        DoubleScore => "your marker advances in action D score double".into(),
        CaptureVp => "+2 VP for every tile you capture".into(),
        SecondMove => "one extra relocation after each placement or relocation in action C".into(),
    }
}

fn card_known(c: Card) -> bool {
    (c.0 as usize) < Card::COUNT && super::cards::table_ok()
}

/// A card by its name (its special function) and its id: "Rope VP (L1-022)".
pub fn card_name(c: Card) -> String {
    if card_known(c) {
        format!("{} ({})", function_name(c.function()), c)
    } else {
        format!("card {c}")
    }
}

fn letter_str(l: Letter) -> &'static str {
    match l {
        Letter::A => "A",
        Letter::B => "B",
        Letter::D => "D",
    }
}

fn species_id(z: Species) -> &'static str {
    ["DODO", "FOSSA", "FROG", "PIKA", "MOTH"][z.idx()]
}

fn colour_id(c: Colour) -> &'static str {
    ["YELLOW", "GREEN", "GREY", "WHITE", "BROWN"][c.idx()]
}

fn vp_words(vp: u32) -> String {
    format!("+{vp} VP")
}

/// "a Dodo", "an Owl Moth".
fn a_name(z: Species) -> String {
    let name = z.name();
    let an = name.starts_with(['A', 'E', 'I', 'O', 'U']);
    format!("{} {name}", if an { "an" } else { "a" })
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

impl State {
    /// la-isla §4.1: the set-up options, in words. (`island`, a replacement island, is not
    /// offered in a form.)
    pub(crate) fn options_described() -> Vec<OptionSpec> {
        let mut first: Vec<(serde_json::Value, crate::i18n::Msg)> = vec![(serde_json::Value::Null, "Random (drawn from the seed)".into())];
        for (seat, words) in [
            (0u8, "Red (seat 1)"),
            (1, "Blue (seat 2)"),
            (2, "Orange (seat 3; 3 or 4 players)"),
            (3, "Black (seat 4; 4 players only)"),
        ] {
            first.push((json!(seat), words.into()));
        }
        vec![
            OptionSpec {
                name: "card_set",
                label: "Card set".into(),
                help: "Basic plays with the 120 value-1 cards (recommended for a first game); Full adds the 60 value-2 cards.".into(),
                rule: rule!("§4.1"),
                kind: "choice",
                default: json!("FULL"),
                choices: vec![
                    (json!("BASIC"), "Basic: the 120 value-1 cards".into()),
                    (json!("FULL"), "Full: all 180 cards".into()),
                ],
                seats: Vec::new(),
            },
            OptionSpec {
                name: "first_player",
                label: "First player".into(),
                help: "The seat that holds the first-player card in round 1; random when not chosen.".into(),
                rule: rule!("§4.3 S6"),
                kind: "choice",
                default: serde_json::Value::Null,
                choices: first,
                seats: Vec::new(),
            },
        ]
    }

    fn space_words(&self, space: u8) -> String {
        match self.island.spaces.get(space as usize) {
            Some(sp) => format!("the {} space {} ({})", sp.landscape.name(), sp.id, sp.symbol.name()),
            None => format!("space {space}"),
        }
    }

    fn space_id(&self, space: u8) -> Option<String> {
        self.island.spaces.get(space as usize).map(|s| s.id.clone())
    }

    /// §8: the regions (by index) `seat` would capture by arriving on `space`, the explorer
    /// on `leaving` (a relocation's origin) having left.
    fn would_capture(&self, seat: Seat, space: u8, leaving: Option<u8>) -> Vec<usize> {
        let Some(sp) = self.island.spaces.get(space as usize) else { return Vec::new() };
        sp.regions
            .iter()
            .map(|&r| r as usize)
            .filter(|&r| {
                self.tiles.get(r).copied().flatten().is_some()
                    && self.island.regions[r].spaces.iter().all(|&t| {
                        t == space
                            || (Some(t) != leaving && self.explorers.get(t as usize).is_some_and(|o| o.contains(seat)))
                    })
            })
            .collect()
    }

    /// "Place an explorer on the grassland space C1 (hat), paying 2 green; take the Dodo
    /// tile of Z0 (+2 VP)" and its targets (the space, then the captured regions).
    fn arrival_label(&self, seat: Seat, head: String, space: u8, colour: Colour, leaving: Option<u8>) -> Label {
        let mods = self.cost_mods(seat);
        let amount = self.payable(seat, &mods, space, colour).unwrap_or(2);
        let mut text = format!("{head} {}, paying {amount} {}", self.space_words(space), colour.name());
        let mut targets = Vec::new();
        if let Some(id) = self.space_id(space) {
            targets.push(Target::new("space", id));
        }
        for r in self.would_capture(seat, space, leaving) {
            let region = &self.island.regions[r];
            if let Some(z) = self.tiles[r] {
                text.push_str(&format!(
                    "; take the {} tile of {} ({})",
                    z.name(),
                    region.id,
                    vp_words(region.value as u32)
                ));
                targets.push(Target::new("region", region.id.clone()));
            }
        }
        Label::at(text, targets)
    }

    /// The VP one advance of `z` would score `seat` now (§9, before DOUBLE_SCORE).
    fn advance_vp(&self, seat: Seat, z: Species) -> u32 {
        self.players.get(seat as usize).map_or(0, |p| p.animals(z))
    }

    fn animal_target(z: Species) -> Target {
        Target::new("animal", species_id(z))
    }

    /// A legal action of `seat` in words (see the module comment for the targets).
    pub(crate) fn action_label(&self, seat: Seat, action: &Action) -> Label {
        let Some(p) = self.players.get(seat as usize) else {
            return Label::text("Not a seat of this game");
        };
        match *action {
            Action::AssignCard { letter, card } => {
                let targets = vec![Target::new("card", card.to_string()), Target::new("letter", letter_str(letter))];
                let known = card_known(card);
                let what = match letter {
                    Letter::A => "its function goes into your card holder".to_string(),
                    Letter::B if known => format!("take 1 {} resource", card.resource().name()),
                    Letter::D if known => format!("advance the {} marker", card.animal().name()),
                    _ => "use it".to_string(),
                };
                let mut text = format!("Put {} under {}: {what}", card_name(card), letter_str(letter));
                // §7.1: with two cards left, the one not put under B goes under D at once.
                if letter == Letter::B && p.hand.len() == 2 && p.hand.contains(&card) {
                    if let Some(&other) = p.hand.iter().find(|&&c| c != card) {
                        let animal = if card_known(other) {
                            format!(", for the {}", other.animal().name())
                        } else {
                            String::new()
                        };
                        text.push_str(&format!("; {} goes under D{animal}", card_name(other)));
                    }
                }
                Label::at(text, targets)
            }
            Action::CoverSlot { slot } => {
                let shown = p.slots.get(slot as usize).and_then(|s| s.last().copied());
                let covered = shown.map_or("the card".to_string(), card_name);
                let with = p.assigned.a.map_or("your A card".to_string(), |c| format!("your A card {}", card_name(c)));
                Label::at(
                    format!("Cover {covered} in slot {} with {with}", slot as u32 + 1),
                    vec![Target::new("slot", slot.to_string())],
                )
            }
            Action::TakeExplorer { take: true } => {
                let left = self.general_explorers.get(seat as usize).copied().unwrap_or(0);
                Label::text(format!(
                    "Take an explorer from the general supply into your supply ({} of your colour there)",
                    left
                ))
            }
            Action::TakeExplorer { take: false } => Label::text("Leave the explorer in the general supply"),
            Action::IncomeMarker { species, advance: true } => Label::at(
                format!(
                    "Advance the {} marker in action B ({}, {})",
                    species.name(),
                    function_name(Function::IncomeMarker(species)),
                    vp_words(self.advance_vp(seat, species))
                ),
                vec![Self::animal_target(species)],
            ),
            Action::IncomeMarker { species, advance: false } => {
                Label::text(format!("Do not advance the {} marker in action B", species.name()))
            }
            Action::ChooseAnimal { species } => {
                let own = p.assigned.d.filter(|&c| card_known(c)).map(|c| c.animal());
                let note = if own == Some(species) { ", the animal of your D card" } else { "" };
                Label::at(
                    format!("Advance the {} marker in action D (Free choice{note})", species.name()),
                    vec![Self::animal_target(species)],
                )
            }
            Action::DoubleStep { species, take: true } => Label::at(
                format!(
                    "Take the second {} step in action D ({})",
                    species.name(),
                    function_name(Function::DoubleStep(species))
                ),
                vec![Self::animal_target(species)],
            ),
            Action::DoubleStep { species, take: false } => {
                if self.phase == Phase::D && self.d_species(seat) == Some(species) {
                    Label::text(format!("Do not take the second {} step", species.name()))
                } else {
                    Label::text(format!(
                        "Go on: {} does not apply, your D advance is not {}",
                        function_name(Function::DoubleStep(species)),
                        a_name(species)
                    ))
                }
            }
            Action::PlaceExplorer { space, colour } => {
                self.arrival_label(seat, "Place an explorer on".to_string(), space, colour, None)
            }
            Action::PickUpExplorer { space } => {
                let second = self.c_stage == CStage::FollowUps;
                let head = if second { "Second move: relocate" } else { "Relocate" };
                Label::at(
                    format!("{head} your explorer from {}", self.space_words(space)),
                    self.space_id(space).map(|id| Target::new("space", id)).into_iter().collect(),
                )
            }
            Action::RelocateExplorer { space, colour } => {
                let from = match self.c_stage {
                    CStage::Destination { from, .. } => Some(from),
                    _ => None,
                };
                let head = match from.and_then(|f| self.space_id(f)) {
                    Some(id) => format!("Move your explorer from {id} to"),
                    None => "Move your explorer to".to_string(),
                };
                self.arrival_label(seat, head, space, colour, from)
            }
            Action::TakeResource { colour } => {
                let targets = vec![Target::new("resource", colour_id(colour))];
                if self.c_stage == CStage::SecondProvision {
                    Label::at(format!("Take 1 {} resource as the second resource (Provisions)", colour.name()), targets)
                } else {
                    let what = if p.has(Function::Provisions) { ", then a second one (Provisions)" } else { "" };
                    Label::at(
                        format!("Take 1 {} resource instead of placing an explorer{what}", colour.name()),
                        targets,
                    )
                }
            }
            Action::GainResource { colour } => {
                let source = match self.followups.first() {
                    Some(FollowUp::ArrivalResource { source }) => format!(" ({})", function_name(*source)),
                    _ => String::new(),
                };
                Label::at(
                    format!("Take 1 {} resource{source}", colour.name()),
                    vec![Target::new("resource", colour_id(colour))],
                )
            }
            Action::AdvanceMarker { species } => {
                let why = match self.followups.first() {
                    Some(FollowUp::CaptureMarker { species: z, remaining }) => format!(
                        "{}, {} left",
                        function_name(Function::CaptureMarker(*z)),
                        plural(*remaining as usize, "advance", "advances")
                    ),
                    Some(FollowUp::LandscapeMarker { source }) => function_name(*source),
                    _ => "marker advance".to_string(),
                };
                Label::at(
                    format!(
                        "Advance the {} marker ({why}; {})",
                        species.name(),
                        vp_words(self.advance_vp(seat, species))
                    ),
                    vec![Self::animal_target(species)],
                )
            }
            Action::Decline => Label::text(match self.followups.first() {
                Some(FollowUp::CaptureMarker { species, .. }) => format!(
                    "Do not advance the {} marker ({})",
                    species.name(),
                    function_name(Function::CaptureMarker(*species))
                ),
                Some(FollowUp::LandscapeMarker { source }) => {
                    format!("Do not advance any marker ({})", function_name(*source))
                }
                Some(FollowUp::SecondMove) => "Do not make a second move".to_string(),
                _ => "Decline".to_string(),
            }),
        }
    }

    /// One line for the pending decision of `seat`; empty when `seat` is not pending.
    pub(crate) fn decision_prompt(&self, seat: Seat) -> String {
        let Some(pending) = self.pending_decision() else { return String::new() };
        if !pending.seats.contains(seat) {
            return String::new();
        }
        let Some(p) = self.players.get(seat as usize) else { return String::new() };
        if self.phase != Phase::C {
            return match self.question(seat) {
                Some(Question::Assign(letter)) => {
                    let use_ = match letter {
                        Letter::A => "its special function goes into your card holder",
                        Letter::B => "its resource",
                        Letter::D => "its animal's marker advances",
                    };
                    format!(
                        "Round {}: choose a card to put under {} ({use_}; {} in hand)",
                        self.round,
                        letter_str(letter),
                        plural(p.hand.len(), "card", "cards")
                    )
                }
                Some(Question::Cover) => {
                    let card = p.assigned.a.map_or("your A card".to_string(), card_name);
                    format!("Your card holder is full: choose the slot that {card} will cover")
                }
                Some(Question::TakeExplorer) => format!(
                    "Extra explorer: take one of your explorers from the general supply ({} there)?",
                    self.general_explorers.get(seat as usize).copied().unwrap_or(0)
                ),
                Some(Question::IncomeMarker(z)) => format!(
                    "{}: advance the {} marker in action B?",
                    function_name(Function::IncomeMarker(z)),
                    z.name()
                ),
                Some(Question::ChooseAnimal) => {
                    "Free choice: choose the animal whose marker your D card advances".to_string()
                }
                Some(Question::DoubleStep(z)) => format!(
                    "{}: take a second step should your D advance be {}?",
                    function_name(Function::DoubleStep(z)),
                    a_name(z)
                ),
                None => String::new(),
            };
        }
        match self.c_stage {
            CStage::Choose => {
                let mods = self.cost_mods(seat);
                let can_place = p.supply > 0
                    && (0..self.explorers.len() as u8)
                        .any(|s| Colour::ALL.iter().any(|&c| self.payable(seat, &mods, s, c).is_some()));
                let mut ways = Vec::new();
                if can_place {
                    ways.push(format!("place an explorer ({} in your supply)", p.supply));
                }
                if self.may_relocate(seat) {
                    ways.push("relocate one of your explorers".to_string());
                }
                ways.push("take a resource".to_string());
                let last = ways.pop().unwrap_or_default();
                let ways = if ways.is_empty() { last } else { format!("{}, or {last}", ways.join(", ")) };
                format!("Action C: {ways}")
            }
            CStage::Destination { from, .. } => {
                format!("Choose where your explorer from {} goes", self.space_id(from).unwrap_or_default())
            }
            CStage::SecondProvision => "Provisions: choose a second resource".to_string(),
            CStage::FollowUps => match self.followups.first() {
                Some(FollowUp::CaptureMarker { species, remaining }) => format!(
                    "{}: advance the {} marker? ({} left)",
                    function_name(Function::CaptureMarker(*species)),
                    species.name(),
                    plural(*remaining as usize, "advance", "advances")
                ),
                Some(FollowUp::ArrivalResource { source }) => {
                    format!("{}: choose a resource to take", function_name(*source))
                }
                Some(FollowUp::LandscapeMarker { source }) => {
                    format!("{}: advance the marker of an animal of your choice?", function_name(*source))
                }
                Some(FollowUp::SecondMove) => "Second move: relocate one more of your explorers?".to_string(),
                Some(FollowUp::ArrivalVp { .. }) | None => "Action C: your explorer".to_string(),
            },
        }
    }
}
