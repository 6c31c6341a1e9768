//! Every legal action in words, with the places on the board it refers to, and the
//! one-line prompt of the pending decision: words for every choice a seat has.
//!
//! Target ids (kind → id), each written exactly as the view writes the thing:
//! - `hex` → `"q,r"` (a tile's `hex` `[q, r]`; also an empty board space for Wanderlust);
//! - `corner` → `"q,r;q,r;q,r"`: the corner's three positions as the view lists them
//!   (`elements[].corner`, sorted by (q, r)), joined by `;`;
//! - `space` → an `action_display.spaces` key (`"ADA-1"`);
//! - `card` → the card as in `dominance_cards.face_up` (`"cold_snap"`);
//! - `stack` → `"1"`, `"2"`, `"3"`: the Wanderlust stack (`wanderlust_stacks[k-1]`);
//! - `initiative` → an animal on the `initiative` track (`"birds"`);
//! - `cubes` → `"q,r.animal"`: one animal's cubes on a tile (`tiles[].cubes` key);
//! - `element` → `"<where>.<which>"`: a disc in a row (`"adaptation_row.2"`, the index in
//!   `action_display.adaptation_row` / `abundance_row` / `wanderlust_row`), in a box or the
//!   bag (`"wasteland_box.grub"`, `"regression_box.sun"`, `"bag.water"`), or on an animal's
//!   display (`"birds.grub"`).

use super::data::{bonus_vp, ActionKind, Animal, Card, Element, Space, Terrain};
use super::rules::step_of_space;
use super::state::board::{Corner, Hex};
use super::state::{Decision, Phase, Purpose};
use super::{Action, State};
use crate::engine::{Label, OptionSpec, Seat, Target};
use crate::i18n::{Arg, Msg};

/// The id of a hex as the view writes it (`[q, r]` → `"q,r"`).
pub(crate) fn hex_id(h: Hex) -> String {
    let (q, r) = h.coords();
    format!("{q},{r}")
}

/// The id of a corner: its three sorted positions, `"q,r;q,r;q,r"`.
pub(crate) fn corner_id(c: Corner) -> String {
    let p = c.positions();
    format!("{},{};{},{};{},{}", p[0].0, p[0].1, p[1].0, p[1].1, p[2].0, p[2].1)
}

/// The id of a card as the view writes it (`"cold_snap"`).
pub(crate) fn card_id(c: Card) -> String {
    serde_json::to_value(c).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

fn lower(a: Animal) -> String {
    a.name().to_lowercase()
}

// ---- game terms as message arguments (ids of the glossary's term messages) ----

pub(crate) fn a_animal(a: Animal) -> Arg {
    Arg::term(format!("ds-animal-{}", lower(a)))
}
pub(crate) fn a_element(e: Element) -> Arg {
    Arg::term(format!("ds-element-{}", e.name()))
}
pub(crate) fn a_terrain(t: Terrain) -> Arg {
    Arg::term(format!("ds-terrain-{}", t.name()))
}
pub(crate) fn a_card(c: Card) -> Arg {
    Arg::term(format!("ds-card-{}", card_id(c).replace('_', "-")))
}
pub(crate) fn a_kind(k: ActionKind) -> Arg {
    Arg::term(format!("ds-actionkind-{}", k.name().to_lowercase()))
}
/// A hex as today's text writes it ("(1,0)"), verbatim in every locale.
pub(crate) fn a_hex(h: Hex) -> Arg {
    Arg::Str(h.label())
}
/// A corner as today's text writes it, verbatim in every locale.
pub(crate) fn a_corner(c: Corner) -> Arg {
    Arg::Str(c.label())
}
/// An element's term, or "disc" when the corner is vacant.
fn a_disc(e: Option<Element>) -> Arg {
    e.map_or_else(|| Msg::new("ds-w-disc").into(), a_element)
}

fn t_hex(h: Hex) -> Target {
    Target::new("hex", hex_id(h))
}
fn t_corner(c: Corner) -> Target {
    Target::new("corner", corner_id(c))
}
fn t_space(s: Space) -> Target {
    Target::new("space", s.id())
}
fn t_card(c: Card) -> Target {
    Target::new("card", card_id(c))
}
fn t_cubes(h: Hex, a: Animal) -> Target {
    Target::new("cubes", format!("{}.{}", hex_id(h), lower(a)))
}
fn t_element(place: &str, which: &str) -> Target {
    Target::new("element", format!("{place}.{which}"))
}
fn t_display(a: Animal, e: Element) -> Target {
    t_element(&lower(a), e.name())
}

/// Corner k of a hex (§3.4: k = 0 lies between the N and NE neighbours, then clockwise):
/// the messages naming its position.
const CORNER_WORDS: [&str; 6] = [
    "ds-w-corner-upper-right",
    "ds-w-corner-right",
    "ds-w-corner-lower-right",
    "ds-w-corner-lower-left",
    "ds-w-corner-left",
    "ds-w-corner-upper-left",
];

/// An AP space in words ("Glaciation 1", "Speciation (meat)", "Migration (up to 7 cubes)").
pub(crate) fn space_words(s: Space) -> Msg {
    if let Some(n) = s.migration_count() {
        return msg!("ds-w-space-migration", n = n);
    }
    if let Some(t) = s.competition_terrains() {
        return msg!(
            "ds-w-space-competition",
            k = s.ordinal() + 1,
            a = a_terrain(t[0]),
            b = a_terrain(t[1]),
            c = a_terrain(t[2])
        );
    }
    Msg::new(format!("ds-space-{}", s.id().to_lowercase()))
}

fn types_in(mask: u8) -> Arg {
    Arg::list(Element::ALL.iter().filter(|e| mask & (1 << e.idx()) != 0).map(|&e| a_element(e)))
}

impl State {
    /// The setup options of §13, in words. (`animals`, the seat order of the animals, is
    /// left to the client: absent means dealt at random, §14.4.)
    pub(crate) fn options_described() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "short_game",
                label: msg!("ds-option-short-game"),
                help: msg!("ds-opt-short-game-help"),
                rule: rule!("§13.1"),
                kind: "bool",
                default: serde_json::json!(false),
                choices: Vec::new(),
                seats: Vec::new(),
            },
            OptionSpec {
                name: "multiple_animals",
                label: msg!("ds-option-multiple-animals"),
                help: msg!("ds-opt-multiple-animals-help"),
                rule: rule!("§13.2"),
                kind: "bool",
                default: serde_json::json!(false),
                choices: Vec::new(),
                seats: vec![2, 3],
            },
            OptionSpec {
                name: "random_setup",
                label: msg!("ds-option-random-setup"),
                help: msg!("ds-opt-random-setup-help"),
                rule: rule!("§13.3"),
                kind: "bool",
                default: serde_json::json!(false),
                choices: Vec::new(),
                seats: Vec::new(),
            },
        ]
    }

    // ---- words for the things on the table ----

    /// "the jungle at (-1,0)", or "the empty space at (2,-1)".
    fn tile_words(&self, h: Hex) -> Msg {
        match self.terrain(h) {
            Some(t) => msg!("ds-w-tile", terrain = a_terrain(t), hex = a_hex(h)),
            None => msg!("ds-w-empty-space", hex = a_hex(h)),
        }
    }

    /// The same without the article: "jungle at (-1,0)" (after "the new", "the overcrowded").
    fn tile_words_bare(&self, h: Hex) -> Msg {
        match self.terrain(h) {
            Some(t) => msg!("ds-w-tile-bare", terrain = a_terrain(t), hex = a_hex(h)),
            None => msg!("ds-w-empty-space-bare", hex = a_hex(h)),
        }
    }

    /// A corner, named from one of its tiles (`from` if it is one of them, else its first
    /// tile), e.g. "the upper-right corner of the wetland at (0,-1) (also touching the
    /// tundra at (0,0) and the savannah at (1,-1))". Different corners get different words.
    fn corner_words(&self, c: Corner, from: Option<Hex>) -> Msg {
        let tiles: Vec<Hex> = c.hexes().filter(|&h| self.has_tile(h)).collect();
        let base = match from.filter(|h| c.hexes().any(|x| x == *h)).or_else(|| tiles.first().copied()) {
            Some(h) => h,
            None => return msg!("ds-w-corner-alone", corner = a_corner(c)),
        };
        let k = base.corners().iter().position(|&x| x == c).unwrap_or(0);
        let pos = Arg::term(CORNER_WORDS[k]);
        let others: Vec<Arg> = tiles.iter().filter(|&&h| h != base).map(|&h| self.tile_words(h).into()).collect();
        if others.is_empty() {
            msg!("ds-w-corner", pos = pos, tile = self.tile_words(base))
        } else {
            msg!("ds-w-corner-also", pos = pos, tile = self.tile_words(base), others = Arg::list(others))
        }
    }

    fn row_slots(row: &[Option<Element>; 4], name: &str, e: Element) -> Vec<Target> {
        row.iter().enumerate().filter(|(_, x)| **x == Some(e)).map(|(i, _)| t_element(name, &i.to_string())).collect()
    }

    /// The animal deciding for `seat` now (the decision's animal), if `seat` is pending.
    fn deciding(&self, seat: Seat) -> Option<Animal> {
        let p = crate::engine::Game::pending(self)?;
        if !p.seats.contains(seat) {
            return None;
        }
        self.acting_animal()
    }

    // ---- actions ----

    /// The action in words, with the board places it refers to (see the module doc for ids).
    pub(crate) fn action_label(&self, _seat: Seat, action: &Action) -> Label {
        use Decision as D;
        let d = self.phase.decision().copied();
        let me = self.acting_animal();
        match *action {
            Action::PlaceAp { space } => {
                let sp = space_words(space);
                let text = match d {
                    Some(D::InitiativePlace { .. }) => msg!("ds-label-place-initiative", space = sp),
                    Some(D::Instinct { .. }) => {
                        let now = match (self.phase, step_of_space(space)) {
                            (Phase::Execution { step, .. }, Some(at)) => at > step,
                            _ => false,
                        };
                        if now {
                            msg!("ds-label-place-ap-now", space = sp)
                        } else {
                            msg!("ds-label-place-ap-next", space = sp)
                        }
                    }
                    _ => msg!("ds-label-place-ap", space = sp),
                };
                Label::at(text, vec![t_space(space)])
            }
            Action::SwapInitiative => {
                let me = match d {
                    Some(D::InitiativeSwap { animal }) => Some(animal),
                    _ => me,
                };
                let pos = me.and_then(|a| self.initiative.iter().position(|&x| x == a));
                match (me, pos) {
                    (Some(a), Some(i)) if i > 0 => {
                        let other = self.initiative[i - 1];
                        Label::at(
                            msg!("ds-label-swap-ahead", other = a_animal(other)),
                            vec![Target::new("initiative", lower(a)), Target::new("initiative", lower(other))],
                        )
                    }
                    _ => Label::text(msg!("ds-label-swap")),
                }
            }
            Action::Pass => Label::text(match d {
                Some(D::InitiativeSwap { .. }) => msg!("ds-label-keep-place"),
                Some(D::InitiativePlace { .. }) => msg!("ds-label-take-pawn-back"),
                Some(D::Adaptation { .. }) => msg!("ds-label-take-no-element"),
                Some(D::RegressionProtect { losing, .. }) => msg!("ds-label-protect-nothing", types = types_in(losing)),
                Some(D::TakeElement { purpose: Purpose::Wanderlust { .. }, .. }) => msg!("ds-label-no-element-new-tile"),
                Some(D::TakeElement { .. }) => msg!("ds-label-take-no-element"),
                Some(D::Wasteland { .. }) => msg!("ds-label-no-box-disc"),
                Some(D::Depletion { .. }) => msg!("ds-label-no-removal"),
                Some(D::Glaciation { .. }) => msg!("ds-label-no-glaciation"),
                Some(D::SpeciationCorner { .. }) => msg!("ds-label-no-speciation"),
                Some(D::InsectSpeciation { .. }) | Some(D::AquaticCubes { .. }) => msg!("ds-label-no-cube"),
                Some(D::WanderlustTile { .. }) => msg!("ds-label-no-tile"),
                Some(D::ArachnidCompetition { .. }) => msg!("ds-label-no-elimination"),
                Some(D::Domination { .. }) => msg!("ds-label-no-scoring"),
                Some(D::Hibernation { .. }) => msg!("ds-label-no-hibernation"),
                Some(D::MammalSave { .. }) => msg!("ds-label-no-save"),
                _ => msg!("ds-label-pass"),
            }),
            Action::Done => Label::text(match d {
                Some(D::WanderlustMove { .. }) => msg!("ds-label-done-wanderlust"),
                Some(D::Migration { left, .. }) => msg!("ds-label-done-migration", left = left),
                Some(D::Competition { .. }) => msg!("ds-label-done-competition"),
                Some(D::Evolution { .. }) => msg!("ds-label-done-evolution"),
                _ => msg!("ds-label-done"),
            }),
            Action::TakeElement { element } => {
                let e = a_element(element);
                match d {
                    Some(D::Adaptation { .. }) => Label::at(
                        msg!("ds-label-adapt", element = e),
                        Self::row_slots(&self.adaptation_row, "adaptation_row", element),
                    ),
                    Some(D::TakeElement { purpose: Purpose::Abundance, .. }) => Label::at(
                        msg!("ds-label-take-abundance", element = e),
                        Self::row_slots(&self.abundance_row, "abundance_row", element),
                    ),
                    Some(D::TakeElement { purpose: Purpose::Wanderlust { .. }, .. }) => Label::at(
                        msg!("ds-label-take-wanderlust", element = e),
                        Self::row_slots(&self.wanderlust_row, "wanderlust_row", element),
                    ),
                    Some(D::TakeElement { .. }) => {
                        Label::at(msg!("ds-label-take-bag", element = e), vec![t_element("bag", element.name())])
                    }
                    _ => Label::text(msg!("ds-label-take", element = e)),
                }
            }
            Action::PlaceElement { corner } => {
                let (what, from) = match d {
                    Some(D::PlaceElement { element, purpose, .. }) => (
                        Some(element),
                        match purpose {
                            Purpose::Wanderlust { hex } => Some(hex),
                            _ => None,
                        },
                    ),
                    _ => (None, None),
                };
                Label::at(
                    msg!("ds-label-place-element", what = a_disc(what), corner = self.corner_words(corner, from)),
                    vec![t_corner(corner)],
                )
            }
            Action::Protect { element } => {
                let t = me.map(|a| vec![t_display(a, element)]).unwrap_or_default();
                Label::at(msg!("ds-label-protect", element = a_element(element)), t)
            }
            Action::RemoveFromBox { element } => Label::at(
                msg!("ds-label-return-from-box", element = a_element(element)),
                vec![t_element("wasteland_box", element.name())],
            ),
            Action::RemoveElement { corner } => Label::at(
                msg!(
                    "ds-label-remove-element",
                    what = a_disc(self.element_at(corner)),
                    corner = self.corner_words(corner, None)
                ),
                vec![t_corner(corner)],
            ),
            Action::Glaciate { hex } => {
                let n = hex.neighbors().inter(self.tundra).len();
                Label::at(
                    msg!("ds-label-glaciate", tile = self.tile_words(hex), n = n, vp = bonus_vp(n)),
                    vec![t_hex(hex)],
                )
            }
            Action::ChooseCorner { corner } => Label::at(
                msg!(
                    "ds-label-speciate-from",
                    what = a_disc(self.element_at(corner)),
                    corner = self.corner_words(corner, None)
                ),
                vec![t_corner(corner)],
            ),
            Action::AddCubes { hex, count } => {
                let tile = self.tile_words(hex);
                let text = match d {
                    Some(D::Hibernation { .. }) => msg!("ds-label-hibernate", count = count, tile = tile),
                    Some(D::InsectSpeciation { animal }) => {
                        msg!("ds-label-insect-cubes", count = count, animal = a_animal(animal), tile = tile)
                    }
                    _ if count == 0 => msg!("ds-label-no-cube-on", tile = tile),
                    _ => msg!("ds-label-add-cubes", count = count, tile = tile),
                };
                Label::at(text, vec![t_hex(hex)])
            }
            Action::TakeTile { stack } => {
                let i = usize::from(stack.saturating_sub(1)).min(2);
                let top = if self.stack_face_up[i] { self.stacks[i].first().copied() } else { None };
                let text = match top {
                    Some(t) => msg!("ds-label-take-tile-top", terrain = a_terrain(t), stack = stack),
                    None => msg!("ds-label-take-tile", stack = stack),
                };
                Label::at(text, vec![Target::new("stack", stack.to_string())])
            }
            Action::PlaceTile { hex } => {
                let what = match d {
                    Some(D::WanderlustHex { stack, .. }) => self.stacks.get(stack as usize).and_then(|s| s.first()).copied(),
                    _ => None,
                };
                let n = self.adjacent_tiles(hex).len();
                let text = match what {
                    Some(t) => msg!("ds-label-place-tile", terrain = a_terrain(t), hex = a_hex(hex), n = n, vp = bonus_vp(n)),
                    None => msg!("ds-label-place-new-tile", hex = a_hex(hex), n = n, vp = bonus_vp(n)),
                };
                Label::at(text, vec![t_hex(hex)])
            }
            Action::MoveCube { from, to } => {
                let text = match d {
                    Some(D::WanderlustMove { .. }) => {
                        msg!("ds-label-move-onto-new", from = self.tile_words(from), to = self.tile_words_bare(to))
                    }
                    _ => msg!("ds-label-move-cube", from = self.tile_words(from), to = self.tile_words(to)),
                };
                Label::at(text, vec![t_hex(from), t_hex(to)])
            }
            Action::Eliminate { hex, animal } => Label::at(
                msg!("ds-label-eliminate", animal = a_animal(animal), tile = self.tile_words(hex)),
                vec![t_hex(hex), t_cubes(hex, animal)],
            ),
            Action::Dominate { hex } => {
                let text = match self.dominant.get(hex.idx()).copied().flatten() {
                    Some(a) => msg!("ds-label-dominate", tile = self.tile_words(hex), animal = a_animal(a)),
                    None => msg!("ds-label-dominate-none", tile = self.tile_words(hex)),
                };
                Label::at(text, vec![t_hex(hex)])
            }
            Action::TakeCard { card } => Label::at(msg!("ds-label-take-card", card = a_card(card)), vec![t_card(card)]),
            Action::ChooseTile { hex } => {
                let tile = self.tile_words(hex);
                let text = match d {
                    Some(D::BlightTile { .. }) => {
                        let n = hex.corners().iter().filter(|&&c| self.element_at(c).is_some()).count();
                        msg!("ds-label-blight", tile = tile, n = n)
                    }
                    Some(D::CatastropheTile { .. }) => msg!("ds-label-catastrophe", tile = tile),
                    Some(D::FertileTile { .. }) => msg!("ds-label-fertile", tile = tile, vp = self.total_cubes(hex)),
                    Some(D::MassExodusTile { .. }) => msg!("ds-label-exodus", tile = tile, n = self.total_cubes(hex)),
                    _ => msg!("ds-label-choose-tile", tile = tile),
                };
                Label::at(text, vec![t_hex(hex)])
            }
            Action::KeepElement { corner } => {
                let from = match d {
                    Some(D::BlightKeep { hex, .. }) => Some(hex),
                    _ => None,
                };
                Label::at(
                    msg!(
                        "ds-label-keep-element",
                        what = a_disc(self.element_at(corner)),
                        corner = self.corner_words(corner, from)
                    ),
                    vec![t_corner(corner)],
                )
            }
            Action::KeepCube { animal } => match d {
                Some(D::CatastropheKeep { hex, .. }) => Label::at(
                    msg!("ds-label-keep-cube-on", animal = a_animal(animal), tile = self.tile_words(hex)),
                    vec![t_hex(hex), t_cubes(hex, animal)],
                ),
                _ => Label::text(msg!("ds-label-keep-cube", animal = a_animal(animal))),
            },
            Action::DiscardElement { element } => {
                let t = me.map(|a| vec![t_display(a, element)]).unwrap_or_default();
                let text = match d {
                    Some(D::Immigrants { .. }) => msg!("ds-label-discard-immigrants", element = a_element(element)),
                    _ => msg!("ds-label-discard", element = a_element(element)),
                };
                Label::at(text, t)
            }
            Action::ReplaceCube { hex, animal } => Label::at(
                msg!("ds-label-replace-cube", animal = a_animal(animal), tile = self.tile_words(hex)),
                vec![t_hex(hex), t_cubes(hex, animal)],
            ),
            Action::LoseAp => Label::text(msg!("ds-label-lose-ap")),
            Action::ThinOut => Label::text(msg!("ds-label-thin-out")),
            Action::ExchangeElement { give, take } => {
                let mut t = me.map(|a| vec![t_display(a, give)]).unwrap_or_default();
                t.push(t_element("bag", take.name()));
                Label::at(msg!("ds-label-exchange", give = a_element(give), take = a_element(take)), t)
            }
            Action::MoveOut { animal, to } => match d {
                Some(D::MassExodusMove { hex, .. }) => Label::at(
                    msg!(
                        "ds-label-exodus-move",
                        animal = a_animal(animal),
                        from = self.tile_words(hex),
                        to = self.tile_words(to)
                    ),
                    vec![t_hex(hex), t_hex(to), t_cubes(hex, animal)],
                ),
                _ => Label::at(msg!("ds-label-move-out", animal = a_animal(animal), to = self.tile_words(to)), vec![t_hex(to)]),
            },
            Action::Save { hex } => Label::at(msg!("ds-label-save", tile = self.tile_words(hex)), vec![t_hex(hex)]),
        }
    }

    // ---- prompts ----

    /// What `seat` is deciding now, in one line; empty when `seat` is not pending.
    pub(crate) fn decision_prompt(&self, seat: Seat) -> Msg {
        use Decision as D;
        let Some(a) = self.deciding(seat) else { return Msg::empty() };
        let who = a_animal(a);
        let st = &self.animals[a.idx()];
        let d = match self.phase {
            Phase::Planning { .. } => return msg!("ds-prompt-planning", animal = who, aps = st.aps),
            Phase::Execution { decision, .. } | Phase::Reset { decision } => decision,
            Phase::Over => return Msg::empty(),
        };
        match d {
            D::InitiativeSwap { .. } => {
                match self.initiative.iter().position(|&x| x == a).and_then(|i| i.checked_sub(1)) {
                    Some(i) => msg!("ds-prompt-initiative-swap", animal = who, other = a_animal(self.initiative[i])),
                    None => msg!("ds-prompt-initiative-swap-ahead", animal = who),
                }
            }
            D::InitiativePlace { .. } => msg!("ds-prompt-initiative-place", animal = who),
            D::Adaptation { .. } => msg!("ds-prompt-adaptation", animal = who, size = self.display_size(a)),
            D::RegressionProtect { protections, losing, .. } => {
                msg!("ds-prompt-regression", animal = who, n = protections, types = types_in(losing))
            }
            D::TakeElement { purpose, .. } => match purpose {
                Purpose::Abundance => msg!("ds-prompt-abundance-take", animal = who),
                Purpose::Wanderlust { hex } => msg!("ds-prompt-wanderlust-take", animal = who, hex = a_hex(hex)),
                Purpose::Habitat => msg!("ds-prompt-habitat-take", animal = who),
                Purpose::Aquatic => msg!("ds-prompt-aquatic-take", animal = who),
            },
            D::PlaceElement { element, purpose, .. } => {
                let e = a_element(element);
                match purpose {
                    Purpose::Abundance => msg!("ds-prompt-abundance-place", animal = who, element = e),
                    Purpose::Wanderlust { hex } => {
                        msg!("ds-prompt-wanderlust-place", animal = who, element = e, hex = a_hex(hex))
                    }
                    Purpose::Habitat => msg!("ds-prompt-habitat-place", animal = who, element = e),
                    Purpose::Aquatic => msg!("ds-prompt-aquatic-place", animal = who, element = e),
                }
            }
            D::Wasteland { .. } => msg!("ds-prompt-wasteland", animal = who),
            D::Depletion { .. } => msg!("ds-prompt-depletion", animal = who),
            D::Glaciation { card, .. } => {
                if card {
                    msg!("ds-prompt-ice-sheet", animal = who)
                } else {
                    msg!("ds-prompt-glaciation", animal = who)
                }
            }
            D::SpeciationCorner { element, .. } => {
                msg!("ds-prompt-speciation-corner", animal = who, element = a_element(element))
            }
            D::SpeciationCubes { remaining, .. } => match remaining.first() {
                Some(h) => {
                    let cap = self.terrain(h).map_or(0, |t| t.speciation_limit()).min(st.gene_pool);
                    msg!("ds-prompt-speciation-cubes", animal = who, tile = self.tile_words(h), cap = cap)
                }
                None => msg!("ds-prompt-speciation-place", animal = who),
            },
            D::InsectSpeciation { .. } => msg!("ds-prompt-insect-speciation", animal = who),
            D::WanderlustTile { .. } => msg!("ds-prompt-wanderlust-tile", animal = who),
            D::WanderlustHex { stack, .. } => match self.stacks.get(stack as usize).and_then(|s| s.first()) {
                Some(&t) => msg!("ds-prompt-wanderlust-hex", animal = who, terrain = a_terrain(t)),
                None => msg!("ds-prompt-wanderlust-hex-new", animal = who),
            },
            D::WanderlustMove { hex, .. } => msg!("ds-prompt-wanderlust-move", animal = who, hex = a_hex(hex)),
            D::Migration { left, .. } => {
                if a == Animal::Birds {
                    msg!("ds-prompt-migration-birds", animal = who, left = left)
                } else {
                    msg!("ds-prompt-migration", animal = who, left = left)
                }
            }
            D::ArachnidCompetition { .. } => msg!("ds-prompt-arachnid-competition", animal = who),
            D::Competition { terrains, used, .. } => {
                let open: Vec<Arg> = terrains
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| used & (1 << i) == 0)
                    .map(|(_, &t)| a_terrain(t))
                    .collect();
                msg!("ds-prompt-competition", animal = who, open = Arg::list(open))
            }
            D::Domination { .. } => msg!("ds-prompt-domination", animal = who),
            D::ChooseCard { hex, .. } => msg!("ds-prompt-choose-card", animal = who, tile = self.tile_words(hex)),
            D::AquaticCubes { .. } => msg!("ds-prompt-aquatic-cubes", animal = who),
            D::BiomassEliminate { remaining, .. } => match remaining.first() {
                Some(h) => msg!("ds-prompt-biomass", animal = who, tile = self.tile_words_bare(h)),
                None => msg!("ds-prompt-biomass-any", animal = who),
            },
            D::Predator { remaining, .. } => match remaining.first() {
                Some(h) => msg!("ds-prompt-predator", animal = who, tile = self.tile_words(h)),
                None => msg!("ds-prompt-predator-any", animal = who),
            },
            D::BlightTile { .. } => msg!("ds-prompt-blight-tile", animal = who),
            D::BlightKeep { hex, .. } => msg!("ds-prompt-blight-keep", animal = who, tile = self.tile_words(hex)),
            D::CatastropheTile { .. } => msg!("ds-prompt-catastrophe-tile", animal = who),
            D::CatastropheKeep { hex, .. } => {
                msg!("ds-prompt-catastrophe-keep", animal = who, tile = self.tile_words(hex))
            }
            D::CatastropheAdjacent { remaining, .. } => match remaining.first() {
                Some(h) => msg!("ds-prompt-catastrophe-adjacent", animal = who, tile = self.tile_words(h)),
                None => msg!("ds-prompt-catastrophe-any", animal = who),
            },
            D::DiseaseDiscard { .. } => msg!("ds-prompt-disease", animal = who),
            D::Evolution { left, .. } => msg!("ds-prompt-evolution", animal = who, left = left),
            D::Fecundity { remaining, .. } => {
                msg!("ds-prompt-fecundity", animal = who, tiles = remaining.len(), pool = st.gene_pool)
            }
            D::FertileTile { .. } => msg!("ds-prompt-fertile", animal = who),
            D::Hibernation { .. } => msg!("ds-prompt-hibernation", animal = who, eliminated = st.eliminated),
            D::Immigrants { .. } => msg!("ds-prompt-immigrants", animal = who),
            D::Instinct { .. } => msg!("ds-prompt-instinct", animal = who),
            D::MassExodusTile { .. } => msg!("ds-prompt-exodus-tile", animal = who),
            D::MassExodusMove { hex, .. } => {
                msg!("ds-prompt-exodus-move", animal = who, tile = self.tile_words(hex), left = self.total_cubes(hex))
            }
            D::Metamorphosis { .. } => msg!("ds-prompt-metamorphosis", animal = who),
            D::MammalSave { .. } => msg!("ds-prompt-mammal-save", animal = who),
        }
    }
}
