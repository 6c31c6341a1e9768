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

use super::data::{bonus_vp, Animal, Card, Element, Space};
use super::effects::plural;
use super::rules::step_of_space;
use super::state::board::{Corner, Hex};
use super::state::{Decision, Phase, Purpose};
use super::{Action, State};
use crate::engine::{Label, OptionSpec, Seat, Target};

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

/// Corner k of a hex (§3.4: k = 0 lies between the N and NE neighbours, then clockwise).
const CORNER_WORDS: [&str; 6] = ["upper-right", "right", "lower-right", "lower-left", "left", "upper-left"];

/// An AP space in words ("Glaciation 1", "Speciation (meat)", "Migration (up to 7 cubes)").
pub(crate) fn space_words(s: Space) -> String {
    let k = s.ordinal() + 1;
    let kind = s.action().name();
    if let Some(e) = s.speciation_element() {
        return format!("{kind} ({})", e.name());
    }
    if let Some(n) = s.migration_count() {
        return format!("{kind} (up to {n} cubes)");
    }
    if let Some(t) = s.competition_terrains() {
        return format!("{kind} {k} ({}, {}, {})", t[0].name(), t[1].name(), t[2].name());
    }
    if [Space::INI, Space::WAS, Space::DEP].contains(&s) {
        return kind.to_string();
    }
    format!("{kind} {k}")
}

fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn types_in(mask: u8) -> String {
    let v: Vec<String> =
        Element::ALL.iter().filter(|e| mask & (1 << e.idx()) != 0).map(|e| e.name().to_string()).collect();
    list(&v)
}

impl State {
    /// The setup options of §13, in words. (`animals`, the seat order of the animals, is
    /// left to the client: absent means dealt at random, §14.4.)
    pub(crate) fn options_described() -> Vec<OptionSpec> {
        vec![
            OptionSpec {
                name: "short_game",
                label: "Short game".into(),
                help: "Leave Immigrants, Intelligence, Omnivore and Parasitism out: a 22-card Dominance deck.".into(),
                rule: rule!("§13.1"),
                kind: "bool",
                default: serde_json::json!(false),
                choices: Vec::new(),
                seats: Vec::new(),
            },
            OptionSpec {
                name: "multiple_animals",
                label: "Multiple animals".into(),
                help: "With 2 or 3 players all six animals play: 3 per player with 2 players, 2 with 3; \
                       a player's score is their lowest animal's VP.".into(),
                rule: rule!("§13.2"),
                kind: "bool",
                default: serde_json::json!(false),
                choices: Vec::new(),
                seats: vec![2, 3],
            },
            OptionSpec {
                name: "random_setup",
                label: "Random earth setup".into(),
                help: "The seven starting tiles and twelve starting elements are drawn at random; \
                       cubes follow each animal's key element and uneven starts are made up in VP.".into(),
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
    fn tile_words(&self, h: Hex) -> String {
        match self.terrain(h) {
            Some(t) => format!("the {} at {}", t.name(), h.label()),
            None => format!("the empty space at {}", h.label()),
        }
    }

    /// A corner, named from one of its tiles (`from` if it is one of them, else its first
    /// tile), e.g. "the upper-right corner of the wetland at (0,-1) (also touching the
    /// tundra at (0,0) and the savannah at (1,-1))". Different corners get different words.
    fn corner_words(&self, c: Corner, from: Option<Hex>) -> String {
        let tiles: Vec<Hex> = c.hexes().filter(|&h| self.has_tile(h)).collect();
        let base = match from.filter(|h| c.hexes().any(|x| x == *h)).or_else(|| tiles.first().copied()) {
            Some(h) => h,
            None => return format!("the corner {}", c.label()),
        };
        let k = base.corners().iter().position(|&x| x == c).unwrap_or(0);
        let mut s = format!("the {} corner of {}", CORNER_WORDS[k], self.tile_words(base));
        let others: Vec<String> = tiles.iter().filter(|&&h| h != base).map(|&h| self.tile_words(h)).collect();
        if !others.is_empty() {
            s.push_str(&format!(" (also touching {})", list(&others)));
        }
        s
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
                let text = match d {
                    Some(D::InitiativePlace { .. }) => format!("Place the Initiative pawn on {}", space_words(space)),
                    Some(D::Instinct { .. }) => {
                        let now = match (self.phase, step_of_space(space)) {
                            (Phase::Execution { step, .. }, Some(at)) => at > step,
                            _ => false,
                        };
                        let when = if now { "it acts this round" } else { "it acts next round" };
                        format!("Place an action pawn on {} ({when})", space_words(space))
                    }
                    _ => format!("Place an action pawn on {}", space_words(space)),
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
                            format!("Move ahead of the {} on the initiative track", other.name()),
                            vec![Target::new("initiative", lower(a)), Target::new("initiative", lower(other))],
                        )
                    }
                    _ => Label::text("Move one place forward on the initiative track"),
                }
            }
            Action::Pass => Label::text(match d {
                Some(D::InitiativeSwap { .. }) => "Keep your place on the initiative track".to_string(),
                Some(D::InitiativePlace { .. }) => "Take the Initiative pawn back to your supply".to_string(),
                Some(D::Adaptation { .. }) => "Take no element".to_string(),
                Some(D::RegressionProtect { losing, .. }) => {
                    format!("Protect nothing more (lose {})", types_in(losing))
                }
                Some(D::TakeElement { purpose: Purpose::Wanderlust { .. }, .. }) => {
                    "Place no element on the new tile".to_string()
                }
                Some(D::TakeElement { .. }) => "Take no element".to_string(),
                Some(D::Wasteland { .. }) => "Remove no disc from the Wasteland box".to_string(),
                Some(D::Depletion { .. }) => "Remove no element from earth".to_string(),
                Some(D::Glaciation { .. }) => "Do not glaciate".to_string(),
                Some(D::SpeciationCorner { .. }) => "Do not speciate".to_string(),
                Some(D::InsectSpeciation { .. }) | Some(D::AquaticCubes { .. }) => "Place no cube".to_string(),
                Some(D::WanderlustTile { .. }) => "Take no tile".to_string(),
                Some(D::ArachnidCompetition { .. }) => "Eliminate no cube".to_string(),
                Some(D::Domination { .. }) => "Score no tile".to_string(),
                Some(D::Hibernation { .. }) => "Bring back no cube".to_string(),
                Some(D::MammalSave { .. }) => "Save no cube".to_string(),
                _ => "Pass".to_string(),
            }),
            Action::Done => Label::text(match d {
                Some(D::WanderlustMove { .. }) => "Move no more cubes onto the new tile".to_string(),
                Some(D::Migration { left, .. }) => {
                    format!("End the Migration ({} unused)", plural(left, "move", "moves"))
                }
                Some(D::Competition { .. }) => "End the Competition".to_string(),
                Some(D::Evolution { .. }) => "Make no more replacements".to_string(),
                _ => "Done".to_string(),
            }),
            Action::TakeElement { element } => {
                let e = element.name();
                match d {
                    Some(D::Adaptation { .. }) => Label::at(
                        format!("Add the {e} from the Adaptation row to your display"),
                        Self::row_slots(&self.adaptation_row, "adaptation_row", element),
                    ),
                    Some(D::TakeElement { purpose: Purpose::Abundance, .. }) => Label::at(
                        format!("Take the {e} from the Abundance row"),
                        Self::row_slots(&self.abundance_row, "abundance_row", element),
                    ),
                    Some(D::TakeElement { purpose: Purpose::Wanderlust { .. }, .. }) => Label::at(
                        format!("Take the {e} from the Wanderlust row"),
                        Self::row_slots(&self.wanderlust_row, "wanderlust_row", element),
                    ),
                    Some(D::TakeElement { .. }) => {
                        Label::at(format!("Take a {e} from the bag"), vec![t_element("bag", e)])
                    }
                    _ => Label::text(format!("Take a {e}")),
                }
            }
            Action::PlaceElement { corner } => {
                let (what, from) = match d {
                    Some(D::PlaceElement { element, purpose, .. }) => (
                        format!("the {}", element.name()),
                        match purpose {
                            Purpose::Wanderlust { hex } => Some(hex),
                            _ => None,
                        },
                    ),
                    _ => ("the disc".to_string(), None),
                };
                Label::at(format!("Place {what} on {}", self.corner_words(corner, from)), vec![t_corner(corner)])
            }
            Action::Protect { element } => {
                let e = element.name();
                let t = me.map(|a| vec![t_display(a, element)]).unwrap_or_default();
                Label::at(format!("Protect your {e} from Regression"), t)
            }
            Action::RemoveFromBox { element } => {
                let e = element.name();
                Label::at(
                    format!("Return a {e} from the Wasteland box to the bag"),
                    vec![t_element("wasteland_box", e)],
                )
            }
            Action::RemoveElement { corner } => {
                let what = self.element_at(corner).map_or("disc", |e| e.name());
                Label::at(format!("Remove the {what} on {}", self.corner_words(corner, None)), vec![t_corner(corner)])
            }
            Action::Glaciate { hex } => {
                let n = hex.neighbors().inter(self.tundra).len();
                Label::at(
                    format!(
                        "Glaciate {} (next to {}: {} VP)",
                        self.tile_words(hex),
                        plural(n, "tundra tile", "tundra tiles"),
                        bonus_vp(n)
                    ),
                    vec![t_hex(hex)],
                )
            }
            Action::ChooseCorner { corner } => {
                let what = self.element_at(corner).map_or("disc", |e| e.name());
                Label::at(
                    format!("Speciate from the {what} on {}", self.corner_words(corner, None)),
                    vec![t_corner(corner)],
                )
            }
            Action::AddCubes { hex, count } => {
                let tile = self.tile_words(hex);
                let text = match d {
                    Some(D::Hibernation { .. }) => {
                        format!("Bring back {} onto {tile}", plural(count, "eliminated cube", "eliminated cubes"))
                    }
                    Some(D::InsectSpeciation { animal }) => {
                        format!(
                            "Place {count} {} {} on {tile}",
                            animal.name(),
                            if count == 1 { "cube" } else { "cubes" }
                        )
                    }
                    _ if count == 0 => format!("Place no cube on {tile}"),
                    _ => format!("Place {} on {tile}", plural(count, "cube", "cubes")),
                };
                Label::at(text, vec![t_hex(hex)])
            }
            Action::TakeTile { stack } => {
                let i = usize::from(stack.saturating_sub(1)).min(2);
                let top = if self.stack_face_up[i] { self.stacks[i].first().copied() } else { None };
                let text = match top {
                    Some(t) => format!("Take the {} tile from stack {stack}", t.name()),
                    None => format!("Take the tile from stack {stack}"),
                };
                Label::at(text, vec![Target::new("stack", stack.to_string())])
            }
            Action::PlaceTile { hex } => {
                let what = match d {
                    Some(D::WanderlustHex { stack, .. }) => {
                        self.stacks.get(stack as usize).and_then(|s| s.first()).map_or("new", |t| t.name())
                    }
                    _ => "new",
                };
                let n = self.adjacent_tiles(hex).len();
                Label::at(
                    format!(
                        "Place the {what} tile at {} (next to {}: {} VP)",
                        hex.label(),
                        plural(n, "tile", "tiles"),
                        bonus_vp(n)
                    ),
                    vec![t_hex(hex)],
                )
            }
            Action::MoveCube { from, to } => {
                let text = match d {
                    Some(D::WanderlustMove { .. }) => {
                        format!(
                            "Move 1 cube from {} onto the new {}",
                            self.tile_words(from),
                            self.tile_words(to).trim_start_matches("the ")
                        )
                    }
                    _ => format!("Move 1 cube from {} to {}", self.tile_words(from), self.tile_words(to)),
                };
                Label::at(text, vec![t_hex(from), t_hex(to)])
            }
            Action::Eliminate { hex, animal } => Label::at(
                format!("Eliminate 1 {} cube on {}", animal.name(), self.tile_words(hex)),
                vec![t_hex(hex), t_cubes(hex, animal)],
            ),
            Action::Dominate { hex } => {
                let who = match self.dominant.get(hex.idx()).copied().flatten() {
                    Some(a) => format!("{} dominant", a.name()),
                    None => "no dominant animal".to_string(),
                };
                Label::at(format!("Score {} ({who})", self.tile_words(hex)), vec![t_hex(hex)])
            }
            Action::TakeCard { card } => Label::at(format!("Take the {} card", card.name()), vec![t_card(card)]),
            Action::ChooseTile { hex } => {
                let tile = self.tile_words(hex);
                let text = match d {
                    Some(D::BlightTile { .. }) => {
                        let n = hex.corners().iter().filter(|&&c| self.element_at(c).is_some()).count() as u32;
                        format!("Blight {tile} ({} there)", plural(n, "disc", "discs"))
                    }
                    Some(D::CatastropheTile { .. }) => format!("Strike {tile} with Catastrophe"),
                    Some(D::FertileTile { .. }) => {
                        format!("Score {tile} for Fertile ({} VP)", self.total_cubes(hex))
                    }
                    Some(D::MassExodusTile { .. }) => {
                        format!("Empty {tile} ({} to move)", plural(self.total_cubes(hex), "cube", "cubes"))
                    }
                    _ => format!("Choose {tile}"),
                };
                Label::at(text, vec![t_hex(hex)])
            }
            Action::KeepElement { corner } => {
                let from = match d {
                    Some(D::BlightKeep { hex, .. }) => Some(hex),
                    _ => None,
                };
                let what = self.element_at(corner).map_or("disc", |e| e.name());
                Label::at(
                    format!("Keep the {what} on {} and remove the others", self.corner_words(corner, from)),
                    vec![t_corner(corner)],
                )
            }
            Action::KeepCube { animal } => match d {
                Some(D::CatastropheKeep { hex, .. }) => Label::at(
                    format!("Keep one {} cube on {} and eliminate the rest", animal.name(), self.tile_words(hex)),
                    vec![t_hex(hex), t_cubes(hex, animal)],
                ),
                _ => Label::text(format!("Keep one {} cube", animal.name())),
            },
            Action::DiscardElement { element } => {
                let t = me.map(|a| vec![t_display(a, element)]).unwrap_or_default();
                let text = match d {
                    Some(D::Immigrants { .. }) => format!("Discard a {} from your display (option a)", element.name()),
                    _ => format!("Discard a {} from your display", element.name()),
                };
                Label::at(text, t)
            }
            Action::ReplaceCube { hex, animal } => Label::at(
                format!("Replace 1 {} cube on {} with one of yours", animal.name(), self.tile_words(hex)),
                vec![t_hex(hex), t_cubes(hex, animal)],
            ),
            Action::LoseAp => Label::text("Lose 1 action pawn (option b)"),
            Action::ThinOut => Label::text("Keep only one cube on each tile you occupy (option c)"),
            Action::ExchangeElement { give, take } => {
                let mut t = me.map(|a| vec![t_display(a, give)]).unwrap_or_default();
                t.push(t_element("bag", take.name()));
                Label::at(format!("Exchange your {} for a {} from the bag", give.name(), take.name()), t)
            }
            Action::MoveOut { animal, to } => match d {
                Some(D::MassExodusMove { hex, .. }) => Label::at(
                    format!("Move 1 {} cube from {} to {}", animal.name(), self.tile_words(hex), self.tile_words(to)),
                    vec![t_hex(hex), t_hex(to), t_cubes(hex, animal)],
                ),
                _ => Label::at(format!("Move 1 {} cube to {}", animal.name(), self.tile_words(to)), vec![t_hex(to)]),
            },
            Action::Save { hex } => {
                Label::at(format!("Save one Mammals cube on {}", self.tile_words(hex)), vec![t_hex(hex)])
            }
        }
    }

    // ---- prompts ----

    /// What `seat` is deciding now, in one line; empty when `seat` is not pending.
    pub(crate) fn decision_prompt(&self, seat: Seat) -> String {
        use Decision as D;
        let Some(a) = self.deciding(seat) else { return String::new() };
        let who = a.name();
        let st = &self.animals[a.idx()];
        let d = match self.phase {
            Phase::Planning { .. } => {
                return format!("Planning ({who}): choose where to place your next action pawn ({} left)", st.aps)
            }
            Phase::Execution { decision, .. } | Phase::Reset { decision } => decision,
            Phase::Over => return String::new(),
        };
        match d {
            D::InitiativeSwap { .. } => {
                let ahead = self
                    .initiative
                    .iter()
                    .position(|&x| x == a)
                    .and_then(|i| i.checked_sub(1))
                    .map_or("the animal ahead".to_string(), |i| format!("the {}", self.initiative[i].name()));
                format!("Initiative ({who}): move ahead of {ahead} on the initiative track, or keep your place")
            }
            D::InitiativePlace { .. } => {
                format!("Initiative ({who}): place the pawn on another vacant space, or take it back")
            }
            D::Adaptation { .. } => format!(
                "Adaptation ({who}): choose an element from the Adaptation row for your display ({} of 6)",
                self.display_size(a)
            ),
            D::RegressionProtect { protections, losing, .. } => format!(
                "Regression ({who}): choose a type to protect ({} left; at risk: {})",
                plural(protections, "protection", "protections"),
                types_in(losing)
            ),
            D::TakeElement { purpose, .. } => match purpose {
                Purpose::Abundance => {
                    format!("Abundance ({who}): choose an element from the Abundance row to place on earth")
                }
                Purpose::Wanderlust { hex } => format!(
                    "Wanderlust ({who}): choose an element from the Wanderlust row for the new tile at {}",
                    hex.label()
                ),
                Purpose::Habitat => format!("Habitat ({who}): choose an element type from the bag"),
                Purpose::Aquatic => {
                    format!("Aquatic ({who}): choose an element type from the bag for a sea or wetland corner")
                }
            },
            D::PlaceElement { element, purpose, .. } => {
                let (card, where_) = match purpose {
                    Purpose::Abundance => ("Abundance", "on earth".to_string()),
                    Purpose::Wanderlust { hex } => ("Wanderlust", format!("of the new tile at {}", hex.label())),
                    Purpose::Habitat => ("Habitat", "on earth".to_string()),
                    Purpose::Aquatic => ("Aquatic", "of a sea or wetland tile".to_string()),
                };
                format!("{card} ({who}): choose a vacant corner {where_} for the {}", element.name())
            }
            D::Wasteland { .. } => {
                format!("Wasteland ({who}): choose a disc to return from the Wasteland box to the bag")
            }
            D::Depletion { .. } => {
                format!("Depletion ({who}): choose an element on earth of a type in the Depletion box to remove")
            }
            D::Glaciation { card, .. } => {
                let what = if card { "Ice Sheet" } else { "Glaciation" };
                format!("{what} ({who}): choose a tile next to tundra to glaciate")
            }
            D::SpeciationCorner { element, .. } => {
                format!("Speciation ({who}): choose a {} disc on earth to speciate from", element.name())
            }
            D::SpeciationCubes { remaining, .. } => match remaining.first() {
                Some(h) => {
                    let cap = self.terrain(h).map_or(0, |t| t.speciation_limit()).min(st.gene_pool);
                    format!("Speciation ({who}): how many cubes on {}? (0 to {cap})", self.tile_words(h))
                }
                None => format!("Speciation ({who}): place your cubes"),
            },
            D::InsectSpeciation { .. } => {
                format!("Free Speciation ({who}): choose a tile for 1 cube from your gene pool")
            }
            D::WanderlustTile { .. } => format!("Wanderlust ({who}): choose a face-up tile to add to earth"),
            D::WanderlustHex { stack, .. } => {
                let t = self.stacks.get(stack as usize).and_then(|s| s.first()).map_or("new", |t| t.name());
                format!("Wanderlust ({who}): choose an empty space next to earth for the {t} tile")
            }
            D::WanderlustMove { hex, .. } => format!(
                "Wanderlust ({who}): move cubes from adjacent tiles onto the new tile at {}, one at a time",
                hex.label()
            ),
            D::Migration { left, .. } => {
                let reach = if a == Animal::Birds { "up to two tiles away" } else { "to an adjacent tile" };
                format!("Migration ({who}): move a cube {reach} ({} left)", plural(left, "move", "moves"))
            }
            D::ArachnidCompetition { .. } => {
                format!("Free Competition ({who}): eliminate one opposing cube on a tile you share")
            }
            D::Competition { terrains, used, .. } => {
                let open: Vec<String> = terrains
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| used & (1 << i) == 0)
                    .map(|(_, t)| t.name().to_string())
                    .collect();
                format!(
                    "Competition ({who}): eliminate an opposing cube on one tile of each terrain (still open: {})",
                    list(&open)
                )
            }
            D::Domination { .. } => format!("Domination ({who}): choose a tile to score"),
            D::ChooseCard { hex, .. } => {
                format!("Domination ({who}): dominant on {}, choose a Dominance card", self.tile_words(hex))
            }
            D::AquaticCubes { .. } => {
                format!("Aquatic ({who}): place up to 4 cubes on one sea or wetland tile")
            }
            D::BiomassEliminate { remaining, .. } => match remaining.first() {
                Some(h) => format!(
                    "Biomass ({who}): choose whose cube to eliminate on the overcrowded {}",
                    self.tile_words(h).trim_start_matches("the ")
                ),
                None => format!("Biomass ({who}): eliminate a cube"),
            },
            D::Predator { remaining, .. } => match remaining.first() {
                Some(h) => format!("Predator ({who}): choose an opposing cube to eliminate on {}", self.tile_words(h)),
                None => format!("Predator ({who}): eliminate an opposing cube"),
            },
            D::BlightTile { .. } => format!("Blight ({who}): choose a tile to keep only one disc on"),
            D::BlightKeep { hex, .. } => {
                format!("Blight ({who}): choose the one disc that stays on {}", self.tile_words(hex))
            }
            D::CatastropheTile { .. } => format!("Catastrophe ({who}): choose a tile to strike"),
            D::CatastropheKeep { hex, .. } => {
                format!("Catastrophe ({who}): choose the one cube that survives on {}", self.tile_words(hex))
            }
            D::CatastropheAdjacent { remaining, .. } => match remaining.first() {
                Some(h) => format!("Catastrophe ({who}): choose a cube to eliminate on {}", self.tile_words(h)),
                None => format!("Catastrophe ({who}): eliminate a cube"),
            },
            D::DiseaseDiscard { .. } => format!("Disease ({who}): discard one non-inherent element"),
            D::Evolution { left, .. } => format!(
                "Evolution ({who}): replace an opposing cube with one of yours ({} left)",
                plural(left, "replacement", "replacements")
            ),
            D::Fecundity { remaining, .. } => format!(
                "Fecundity ({who}): choose a tile for 1 more cube ({} to choose from, {} in your gene pool)",
                plural(remaining.len(), "tile", "tiles"),
                plural(st.gene_pool, "cube", "cubes")
            ),
            D::FertileTile { .. } => {
                format!("Fertile ({who}): choose a tile you occupy to score 1 VP per cube on it")
            }
            D::Hibernation { .. } => format!(
                "Hibernation ({who}): bring back up to 5 eliminated cubes onto one tile ({} eliminated)",
                st.eliminated
            ),
            D::Immigrants { .. } => {
                format!("Immigrants ({who}): discard an element, lose an action pawn, or keep one cube per tile")
            }
            D::Instinct { .. } => format!("Instinct ({who}): place an action pawn on a vacant space"),
            D::MassExodusTile { .. } => format!("Mass Exodus ({who}): choose a tile to empty"),
            D::MassExodusMove { hex, .. } => format!(
                "Mass Exodus ({who}): move the cubes off {} to adjacent tiles ({} left)",
                self.tile_words(hex),
                self.total_cubes(hex)
            ),
            D::Metamorphosis { .. } => {
                format!("Metamorphosis ({who}): exchange a non-inherent element for one from the bag")
            }
            D::MammalSave { .. } => {
                format!("Extinction ({who}): save one endangered Mammals cube on a tile, or none")
            }
        }
    }
}
