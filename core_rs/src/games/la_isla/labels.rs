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
use super::types::{Colour, Landscape, Letter, Phase, Species, Symbol};
use crate::engine::{Label, OptionSpec, Seat, Target};
use crate::i18n::{Arg, Msg};

/// The glossary term of a species (`li-species-dodo`).
pub(crate) fn species_term(z: Species) -> Arg {
    Arg::term(["li-species-dodo", "li-species-fossa", "li-species-frog", "li-species-pika", "li-species-moth"][z.idx()])
}

/// A resource colour, with the forms the sentences about resources need
/// (`li-colour-res-yellow`; the glossary's `li-colour-yellow` in English).
pub(crate) fn colour_term(c: Colour) -> Arg {
    Arg::from(Msg::new(format!("li-colour-res-{}", c.name())))
}

/// The glossary term of a landscape (`li-landscape-desert`).
pub(crate) fn landscape_term(l: Landscape) -> Arg {
    Arg::term(format!("li-landscape-{}", l.name()))
}

/// The glossary term of a symbol (`li-symbol-tent`).
pub(crate) fn symbol_term(s: Symbol) -> Arg {
    Arg::term(format!("li-symbol-{}", s.name()))
}

/// A player by the colour of the seat ("Red").
pub(crate) fn seat_msg(seat: Seat) -> Msg {
    msg!("li-seat", seat = seat)
}

/// "a Dodo", "an Owl Moth".
fn a_name(z: Species) -> Msg {
    Msg::new(["li-an-species-dodo", "li-an-species-fossa", "li-an-species-frog", "li-an-species-pika", "li-an-species-moth"][z.idx()])
}

/// The name of a special function (§11.2): `LANDSCAPE_VP(DESERT)` is "Desert VP".
pub fn function_msg(f: Function) -> Msg {
    use Function::*;
    match f {
        LandscapeVp(l) => msg!("li-fn-landscape-vp", landscape = landscape_term(l)),
        SymbolVp(s) => msg!("li-fn-symbol-vp", symbol = symbol_term(s)),
        SymbolResource(s) => msg!("li-fn-symbol-resource", symbol = symbol_term(s)),
        LandscapeResource(l) => msg!("li-fn-landscape-resource", landscape = landscape_term(l)),
        LandscapeDiscount(l) => msg!("li-fn-landscape-discount", landscape = landscape_term(l)),
        Income(c) => msg!("li-fn-income", colour = colour_term(c)),
        IncomeMarker(z) => msg!("li-fn-income-marker", animal = species_term(z)),
        LandscapeMarker(l) => msg!("li-fn-landscape-marker", landscape = landscape_term(l)),
        ExtraExplorer => msg!("li-fn-extra-explorer"),
        ExtraSlot => msg!("li-fn-extra-slot"),
        WiderSearch => msg!("li-fn-wider-search"),
        Provisions => msg!("li-fn-provisions"),
        DoubleStep(z) => msg!("li-fn-double-step", animal = species_term(z)),
        FreeChoice => msg!("li-fn-free-choice"),
        CaptureMarker(z) => msg!("li-fn-capture-marker", animal = species_term(z)),
        AnyColour(l) => msg!("li-fn-any-colour", landscape = landscape_term(l)),
        SymbolDiscount(s) => msg!("li-fn-symbol-discount", symbol = symbol_term(s)),
        Scout => msg!("li-fn-scout"),
        DoubleScore => msg!("li-fn-double-score"),
        CaptureVp => msg!("li-fn-capture-vp"),
        SecondMove => msg!("li-fn-second-move"),
    }
}

/// The name of a special function in English (the catalogue's `name`).
pub fn function_name(f: Function) -> String {
    function_msg(f).en()
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
pub fn card_name(c: Card) -> Msg {
    if card_known(c) {
        msg!("li-card-name", function = function_msg(c.function()), card = c.to_string())
    } else {
        msg!("li-card-unknown", card = c.to_string())
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

impl State {
    /// la-isla §4.1: the set-up options, in words. (`island`, a replacement island, is not
    /// offered in a form.)
    pub(crate) fn options_described() -> Vec<OptionSpec> {
        let mut first: Vec<(serde_json::Value, Msg)> = vec![(serde_json::Value::Null, msg!("li-opt-first-random"))];
        for (seat, words) in [(0u8, "li-opt-first-0"), (1, "li-opt-first-1"), (2, "li-opt-first-2"), (3, "li-opt-first-3")] {
            first.push((json!(seat), Msg::new(words)));
        }
        vec![
            OptionSpec {
                name: "card_set",
                label: msg!("li-opt-card-set"),
                help: msg!("li-opt-card-set-help"),
                rule: rule!("§4.1"),
                kind: "choice",
                default: json!("FULL"),
                choices: vec![
                    (json!("BASIC"), msg!("li-opt-card-set-basic")),
                    (json!("FULL"), msg!("li-opt-card-set-full")),
                ],
                seats: Vec::new(),
            },
            OptionSpec {
                name: "first_player",
                label: msg!("li-opt-first-player"),
                help: msg!("li-opt-first-player-help"),
                rule: rule!("§4.3 S6"),
                kind: "choice",
                default: serde_json::Value::Null,
                choices: first,
                seats: Vec::new(),
            },
        ]
    }

    /// "the grassland space C1 (hat)".
    fn space_words(&self, space: u8) -> Msg {
        match self.island.spaces.get(space as usize) {
            Some(sp) => msg!(
                "li-space-words",
                landscape = landscape_term(sp.landscape),
                space = sp.id.clone(),
                symbol = symbol_term(sp.symbol)
            ),
            None => msg!("li-space-unknown", space = space),
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
    /// tile of Z0 (+2 VP)" and its targets (the space, then the captured regions). `head`
    /// is the message of the move without its arguments of the arrival.
    fn arrival_label(&self, seat: Seat, head: Msg, space: u8, colour: Colour, leaving: Option<u8>) -> Label {
        let mods = self.cost_mods(seat);
        let amount = self.payable(seat, &mods, space, colour).unwrap_or(2);
        let mut targets = Vec::new();
        if let Some(id) = self.space_id(space) {
            targets.push(Target::new("space", id));
        }
        let mut captured = Vec::new();
        for r in self.would_capture(seat, space, leaving) {
            let region = &self.island.regions[r];
            if let Some(z) = self.tiles[r] {
                captured.push((z, region.id.clone(), region.value as u32));
                targets.push(Target::new("region", region.id.clone()));
            }
        }
        let mut captures = msg!("li-take-tile-end");
        for (z, id, vp) in captured.into_iter().rev() {
            captures = msg!("li-take-tile", animal = species_term(z), region = id, vp = vp, then = captures);
        }
        let text = head
            .arg("space", self.space_words(space))
            .arg("amount", amount)
            .arg("colour", colour_term(colour))
            .arg("captures", captures);
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
            return Label::text(msg!("li-label-not-a-seat"));
        };
        match *action {
            Action::AssignCard { letter, card } => {
                let targets = vec![Target::new("card", card.to_string()), Target::new("letter", letter_str(letter))];
                let known = card_known(card);
                // §7.1: with two cards left, the one not put under B goes under D at once.
                let mut rest = msg!("li-assign-rest-none");
                if letter == Letter::B && p.hand.len() == 2 && p.hand.contains(&card) {
                    if let Some(&other) = p.hand.iter().find(|&&c| c != card) {
                        rest = if card_known(other) {
                            msg!("li-assign-rest-d", card = card_name(other), animal = species_term(other.animal()))
                        } else {
                            msg!("li-assign-rest-d-unknown", card = card_name(other))
                        };
                    }
                }
                let text = match letter {
                    Letter::A => msg!("li-label-assign-a", card = card_name(card)),
                    Letter::B if known => msg!(
                        "li-label-assign-b",
                        card = card_name(card),
                        colour = colour_term(card.resource()),
                        rest = rest
                    ),
                    Letter::D if known => {
                        msg!("li-label-assign-d", card = card_name(card), animal = species_term(card.animal()))
                    }
                    _ => msg!("li-label-assign-use", card = card_name(card), letter = letter_str(letter), rest = rest),
                };
                Label::at(text, targets)
            }
            Action::CoverSlot { slot } => {
                let shown = p.slots.get(slot as usize).and_then(|s| s.last().copied());
                let covered = shown.map_or(msg!("li-the-card"), card_name);
                let with = p.assigned.a.map_or(msg!("li-your-a-card"), |c| msg!("li-your-a-card-named", card = card_name(c)));
                Label::at(
                    msg!("li-label-cover", covered = covered, slot = slot as u32 + 1, with = with),
                    vec![Target::new("slot", slot.to_string())],
                )
            }
            Action::TakeExplorer { take: true } => {
                let left = self.general_explorers.get(seat as usize).copied().unwrap_or(0);
                Label::text(msg!("li-label-take-explorer", left = left))
            }
            Action::TakeExplorer { take: false } => Label::text(msg!("li-label-leave-explorer")),
            Action::IncomeMarker { species, advance: true } => Label::at(
                msg!(
                    "li-label-income-marker",
                    animal = species_term(species),
                    function = function_msg(Function::IncomeMarker(species)),
                    vp = self.advance_vp(seat, species)
                ),
                vec![Self::animal_target(species)],
            ),
            Action::IncomeMarker { species, advance: false } => {
                Label::text(msg!("li-label-income-marker-no", animal = species_term(species)))
            }
            Action::ChooseAnimal { species } => {
                let own = p.assigned.d.filter(|&c| card_known(c)).map(|c| c.animal());
                let id = if own == Some(species) { "li-label-choose-animal-own" } else { "li-label-choose-animal" };
                Label::at(msg!(id, animal = species_term(species)), vec![Self::animal_target(species)])
            }
            Action::DoubleStep { species, take: true } => Label::at(
                msg!(
                    "li-label-double-step",
                    animal = species_term(species),
                    function = function_msg(Function::DoubleStep(species))
                ),
                vec![Self::animal_target(species)],
            ),
            Action::DoubleStep { species, take: false } => {
                if self.phase == Phase::D && self.d_species(seat) == Some(species) {
                    Label::text(msg!("li-label-double-step-no", animal = species_term(species)))
                } else {
                    Label::text(msg!(
                        "li-label-double-step-na",
                        function = function_msg(Function::DoubleStep(species)),
                        species = a_name(species)
                    ))
                }
            }
            Action::PlaceExplorer { space, colour } => {
                self.arrival_label(seat, msg!("li-label-place"), space, colour, None)
            }
            Action::PickUpExplorer { space } => {
                let second = self.c_stage == CStage::FollowUps;
                let id = if second { "li-label-pick-up-second" } else { "li-label-pick-up" };
                Label::at(
                    msg!(id, space = self.space_words(space)),
                    self.space_id(space).map(|id| Target::new("space", id)).into_iter().collect(),
                )
            }
            Action::RelocateExplorer { space, colour } => {
                let from = match self.c_stage {
                    CStage::Destination { from, .. } => Some(from),
                    _ => None,
                };
                let head = match from.and_then(|f| self.space_id(f)) {
                    Some(id) => msg!("li-label-move-from", from = id),
                    None => msg!("li-label-move"),
                };
                self.arrival_label(seat, head, space, colour, from)
            }
            Action::TakeResource { colour } => {
                let targets = vec![Target::new("resource", colour_id(colour))];
                let id = if self.c_stage == CStage::SecondProvision {
                    "li-label-take-second"
                } else if p.has(Function::Provisions) {
                    "li-label-take-instead-provisions"
                } else {
                    "li-label-take-instead"
                };
                Label::at(msg!(id, colour = colour_term(colour)), targets)
            }
            Action::GainResource { colour } => {
                let text = match self.followups.first() {
                    Some(FollowUp::ArrivalResource { source }) => {
                        msg!("li-label-gain-from", colour = colour_term(colour), function = function_msg(*source))
                    }
                    _ => msg!("li-label-gain", colour = colour_term(colour)),
                };
                Label::at(text, vec![Target::new("resource", colour_id(colour))])
            }
            Action::AdvanceMarker { species } => {
                let animal = species_term(species);
                let vp = self.advance_vp(seat, species);
                let text = match self.followups.first() {
                    Some(FollowUp::CaptureMarker { species: z, remaining }) => msg!(
                        "li-label-advance-capture",
                        animal = animal,
                        function = function_msg(Function::CaptureMarker(*z)),
                        left = *remaining,
                        vp = vp
                    ),
                    Some(FollowUp::LandscapeMarker { source }) => {
                        msg!("li-label-advance-by", animal = animal, function = function_msg(*source), vp = vp)
                    }
                    _ => msg!("li-label-advance", animal = animal, vp = vp),
                };
                Label::at(text, vec![Self::animal_target(species)])
            }
            Action::Decline => Label::text(match self.followups.first() {
                Some(FollowUp::CaptureMarker { species, .. }) => msg!(
                    "li-label-decline-capture",
                    animal = species_term(*species),
                    function = function_msg(Function::CaptureMarker(*species))
                ),
                Some(FollowUp::LandscapeMarker { source }) => {
                    msg!("li-label-decline-landscape", function = function_msg(*source))
                }
                Some(FollowUp::SecondMove) => msg!("li-label-decline-second"),
                _ => msg!("li-label-decline"),
            }),
        }
    }

    /// One line for the pending decision of `seat`; empty when `seat` is not pending.
    pub(crate) fn decision_prompt(&self, seat: Seat) -> Msg {
        let Some(pending) = self.pending_decision() else { return Msg::empty() };
        if !pending.seats.contains(seat) {
            return Msg::empty();
        }
        let Some(p) = self.players.get(seat as usize) else { return Msg::empty() };
        if self.phase != Phase::C {
            return match self.question(seat) {
                Some(Question::Assign(letter)) => {
                    let id = match letter {
                        Letter::A => "li-prompt-assign-a",
                        Letter::B => "li-prompt-assign-b",
                        Letter::D => "li-prompt-assign-d",
                    };
                    msg!(id, round = self.round, cards = p.hand.len())
                }
                Some(Question::Cover) => {
                    let card = p.assigned.a.map_or(msg!("li-your-a-card"), card_name);
                    msg!("li-prompt-cover", card = card)
                }
                Some(Question::TakeExplorer) => msg!(
                    "li-prompt-take-explorer",
                    left = self.general_explorers.get(seat as usize).copied().unwrap_or(0)
                ),
                Some(Question::IncomeMarker(z)) => msg!(
                    "li-prompt-income-marker",
                    function = function_msg(Function::IncomeMarker(z)),
                    animal = species_term(z)
                ),
                Some(Question::ChooseAnimal) => msg!("li-prompt-choose-animal"),
                Some(Question::DoubleStep(z)) => msg!(
                    "li-prompt-double-step",
                    function = function_msg(Function::DoubleStep(z)),
                    species = a_name(z)
                ),
                None => Msg::empty(),
            };
        }
        match self.c_stage {
            CStage::Choose => {
                let mods = self.cost_mods(seat);
                let can_place = p.supply > 0
                    && (0..self.explorers.len() as u8)
                        .any(|s| Colour::ALL.iter().any(|&c| self.payable(seat, &mods, s, c).is_some()));
                match (can_place, self.may_relocate(seat)) {
                    (true, true) => msg!("li-prompt-c-all", supply = p.supply),
                    (true, false) => msg!("li-prompt-c-place", supply = p.supply),
                    (false, true) => msg!("li-prompt-c-relocate"),
                    (false, false) => msg!("li-prompt-c-take"),
                }
            }
            CStage::Destination { from, .. } => {
                msg!("li-prompt-destination", from = self.space_id(from).unwrap_or_default())
            }
            CStage::SecondProvision => msg!("li-prompt-second-provision"),
            CStage::FollowUps => match self.followups.first() {
                Some(FollowUp::CaptureMarker { species, remaining }) => msg!(
                    "li-prompt-capture-marker",
                    function = function_msg(Function::CaptureMarker(*species)),
                    animal = species_term(*species),
                    left = *remaining
                ),
                Some(FollowUp::ArrivalResource { source }) => {
                    msg!("li-prompt-arrival-resource", function = function_msg(*source))
                }
                Some(FollowUp::LandscapeMarker { source }) => {
                    msg!("li-prompt-landscape-marker", function = function_msg(*source))
                }
                Some(FollowUp::SecondMove) => msg!("li-prompt-second-move"),
                Some(FollowUp::ArrivalVp { .. }) | None => msg!("li-prompt-c-explorer"),
            },
        }
    }
}
