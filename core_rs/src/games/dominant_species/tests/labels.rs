//! Words for every choice (labels.rs): every legal action of every decision of seeded
//! complete games is labelled in words, distinctly, with targets that exist in the
//! viewer's view; every pending seat has a prompt; plus exact labels for representative
//! actions.

use std::collections::HashSet;

use serde_json::Value;

use super::super::data::SPACE_IDS;
use super::super::state::{Decision, Phase, Purpose};
use super::super::labels::{card_id, corner_id, hex_id};
use super::games::pick;
use super::super::state::board;
use super::super::*;
use crate::bots::BotKind;
use crate::engine::{Game, SplitMix64, Target, Viewer};
use crate::testing::harness::{Next, Walk};

/// The view facts a target may refer to.
struct Seen {
    tiles: HashSet<String>,
    cubes: HashSet<String>,
    spaces: HashSet<String>,
    face_up: HashSet<String>,
    initiative: HashSet<String>,
    stacks_up: HashSet<String>,
    elements: HashSet<String>,
}

fn seen(v: &Value) -> Seen {
    let hex = |h: &Value| format!("{},{}", h[0], h[1]);
    let mut tiles = HashSet::new();
    let mut cubes = HashSet::new();
    for t in v["tiles"].as_array().expect("tiles") {
        let id = hex(&t["hex"]);
        for (a, n) in t["cubes"].as_object().expect("cubes") {
            if n.as_u64().unwrap_or(0) > 0 {
                cubes.insert(format!("{id}.{a}"));
            }
        }
        tiles.insert(id);
    }
    let ad = &v["action_display"];
    let spaces = ad["spaces"].as_object().expect("spaces").keys().cloned().collect();
    let strs = |x: &Value| -> HashSet<String> {
        x.as_array().map(|a| a.iter().filter_map(|s| s.as_str().map(str::to_string)).collect()).unwrap_or_default()
    };
    let face_up = strs(&v["dominance_cards"]["face_up"]);
    let initiative = strs(&v["initiative"]);
    let mut stacks_up = HashSet::new();
    for (i, s) in v["wanderlust_stacks"].as_array().expect("stacks").iter().enumerate() {
        if !s["face_up"].is_null() {
            stacks_up.insert((i + 1).to_string());
        }
    }
    let mut elements = HashSet::new();
    for row in ["adaptation_row", "abundance_row", "wanderlust_row"] {
        for (i, e) in ad[row].as_array().expect("row").iter().enumerate() {
            if !e.is_null() {
                elements.insert(format!("{row}.{i}"));
            }
        }
    }
    let counted = |place: &str, obj: &Value, out: &mut HashSet<String>| {
        for (e, n) in obj.as_object().expect("counts") {
            if n.as_u64().unwrap_or(0) > 0 {
                out.insert(format!("{place}.{e}"));
            }
        }
    };
    for b in ["regression_box", "wasteland_box", "depletion_box"] {
        counted(b, &ad[b], &mut elements);
    }
    counted("bag", &v["bag"], &mut elements);
    for a in v["animals"].as_array().expect("animals") {
        let name = a["animal"].as_str().expect("animal name");
        counted(name, &a["added"], &mut elements);
        counted(name, &a["inherent"], &mut elements);
    }
    Seen { tiles, cubes, spaces, face_up, initiative, stacks_up, elements }
}

/// Does `t` refer to something present in the view (for `action`)?
fn target_ok(t: &Target, s: &Seen, action: &Action) -> Result<(), String> {
    let ok = match t.kind {
        "hex" => {
            let valid = t.id.split_once(',').and_then(|(q, r)| Hex::at(q.parse().ok()?, r.parse().ok()?)).is_some();
            if matches!(action, Action::PlaceTile { .. }) {
                valid && !s.tiles.contains(&t.id)
            } else {
                s.tiles.contains(&t.id)
            }
        }
        "corner" => {
            let pos: Option<Vec<(i8, i8)>> =
                t.id.split(';')
                    .map(|p| p.split_once(',').and_then(|(q, r)| Some((q.parse().ok()?, r.parse().ok()?))))
                    .collect();
            match pos.as_deref() {
                Some(&[a, b, c]) => Corner::from_positions([a, b, c]).is_some_and(|k| {
                    corner_id(k) == t.id && [a, b, c].iter().any(|&(q, r)| s.tiles.contains(&format!("{q},{r}")))
                }),
                _ => false,
            }
        }
        "space" => {
            let known = Space::parse(&t.id).is_some();
            // A pawn goes on a vacant space: it is not among the view's occupied spaces.
            known && !(matches!(action, Action::PlaceAp { .. }) && s.spaces.contains(&t.id))
        }
        "card" => s.face_up.contains(&t.id),
        "stack" => s.stacks_up.contains(&t.id),
        "initiative" => s.initiative.contains(&t.id),
        "cubes" => s.cubes.contains(&t.id),
        "element" => s.elements.contains(&t.id),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("target {}:{} not in the view", t.kind, t.id))
    }
}

/// Every label rule for one decision of `seat`; returns the number of labels checked.
fn check_decision(st: &State, seat: u8, ctx: &str) -> usize {
    let prompt = st.prompt(seat).en();
    assert!(!prompt.trim().is_empty(), "empty prompt ({ctx})");
    assert_clean(&prompt, ctx);
    for other in 0..st.seats {
        if other != seat && !st.pending().is_some_and(|p| p.seats.contains(other)) {
            assert_eq!(st.prompt(other).en(), "", "a seat that is not pending has no prompt ({ctx})");
        }
    }
    let v = st.view(Viewer::Seat(seat));
    let s = seen(&v);
    let legal = st.legal_actions(seat);
    let mut texts = HashSet::new();
    for a in &legal {
        let l = st.label(seat, a);
        let c = format!("{ctx}, action {a:?}, label {:?}", l.label());
        assert!(!l.label().trim().is_empty(), "empty label ({c})");
        assert_clean(&l.label(), &c);
        assert!(texts.insert(l.label().clone()), "two legal actions share a label ({c})");
        for t in &l.targets {
            target_ok(t, &s, a).unwrap_or_else(|e| panic!("{e} ({c})"));
        }
    }
    legal.len()
}

fn assert_clean(text: &str, ctx: &str) {
    for bad in ["{", "}", "_", "::", "Some(", "None", "[", "]"] {
        assert!(!text.contains(bad), "{bad:?} in {text:?} ({ctx})");
    }
    for id in SPACE_IDS {
        assert!(!text.contains(id), "raw space code {id} in {text:?} ({ctx})");
    }
}

/// A handful of arbitrary actions (mostly not legal now): labelling them must not panic.
fn odd_actions() -> Vec<Action> {
    let h = Hex(3);
    let c = Corner(5);
    vec![
        Action::PlaceAp { space: Space::DOM[4] },
        Action::SwapInitiative,
        Action::Pass,
        Action::Done,
        Action::TakeElement { element: Element::Grub },
        Action::PlaceElement { corner: c },
        Action::Protect { element: Element::Sun },
        Action::RemoveFromBox { element: Element::Seed },
        Action::RemoveElement { corner: c },
        Action::Glaciate { hex: h },
        Action::ChooseCorner { corner: c },
        Action::AddCubes { hex: h, count: 4 },
        Action::TakeTile { stack: 0 },
        Action::TakeTile { stack: 9 },
        Action::PlaceTile { hex: h },
        Action::MoveCube { from: h, to: Hex(34) },
        Action::Eliminate { hex: h, animal: Animal::Birds },
        Action::Dominate { hex: h },
        Action::TakeCard { card: Card::IceAge },
        Action::ChooseTile { hex: h },
        Action::KeepElement { corner: c },
        Action::KeepCube { animal: Animal::Insects },
        Action::DiscardElement { element: Element::Water },
        Action::ReplaceCube { hex: h, animal: Animal::Mammals },
        Action::LoseAp,
        Action::ThinOut,
        Action::ExchangeElement { give: Element::Meat, take: Element::Grass },
        Action::MoveOut { animal: Animal::Reptiles, to: h },
        Action::Save { hex: h },
    ]
}

struct Walked {
    decisions: usize,
    labels: usize,
    kinds: HashSet<&'static str>,
}

/// Play a complete seeded game, checking the words at every decision.
fn walk(players: u8, options: &Options, seed: u64, bot: BotKind, w: &mut Walked) {
    let mut s = State::setup(players, options, seed).expect("setup");
    let odd = odd_actions();
    Walk::<State>::new(seed ^ 0x1AB)
        .limit(1_000_000)
        .before(|s: &State, turn, _| {
            let p = turn.pending;
            for seat in p.seats.iter() {
                let ctx = format!("{players} players {options:?} seed {seed} round {} {}", s.round, p.kind);
                w.labels += check_decision(s, seat, &ctx);
                for a in &odd {
                    let _ = s.label(seat, a);
                    let _ = s.label((seat + 1) % players, a);
                }
            }
            w.decisions += 1;
            w.kinds.insert(p.kind);
            Next::Go
        })
        .chooser(move |s, seat, legal, rng| Some(pick(s, seat, legal, bot, rng)))
        .after(|s, _, _, _| {
            assert!(s.round < 80, "game too long (seed {seed})");
            Next::Go
        })
        .run(&mut s)
        .over(&format!("seed {seed}"));
    for seat in 0..players {
        assert_eq!(s.prompt(seat).en(), "", "no prompt once the game is over");
    }
}

/// Every decision of complete games for 2–6 players and every variant: prompts,
/// labels (in words, distinct) and targets (present in the viewer's view).
#[test]
fn every_choice_of_complete_games_has_words_and_real_targets() {
    let base = Options::default();
    let short = Options { short_game: true, ..Options::default() };
    let multi = Options { multiple_animals: true, ..Options::default() };
    let random = Options { random_setup: true, ..Options::default() };
    let all = Options { short_game: true, multiple_animals: true, random_setup: true, animals: None };
    let mut configs: Vec<(u8, Options)> = (2..=6).map(|n| (n, base.clone())).collect();
    configs.extend([(4, short), (2, multi.clone()), (3, multi), (5, random.clone()), (2, random), (3, all)]);
    let mut w = Walked { decisions: 0, labels: 0, kinds: HashSet::new() };
    for (i, (n, o)) in configs.iter().enumerate() {
        let bot = if i % 3 == 2 { BotKind::Greedy } else { BotKind::Random };
        walk(*n, o, 100 + i as u64, bot, &mut w);
    }
    // The walk must have met the common decisions (else it checked little).
    for k in [
        "place_ap",
        "adaptation",
        "take_element",
        "place_element",
        "speciation_corner",
        "speciation_cubes",
        "wanderlust_tile",
        "wanderlust_hex",
        "wanderlust_move",
        "migration",
        "competition",
        "domination",
        "choose_card",
        "glaciation",
    ] {
        assert!(w.kinds.contains(k), "no {k} decision met (kinds: {:?})", w.kinds);
    }
    eprintln!("labels walk: {} decisions, {} labels, kinds {:?}", w.decisions, w.labels, w.kinds);
    assert!(w.decisions > 1000 && w.labels > 10_000, "{} decisions, {} labels", w.decisions, w.labels);
}

/// The card decisions, reached by taking each card from a mid-game state (the walk above
/// meets only the cards the bots happened to take).
#[test]
fn every_card_decision_has_words_and_real_targets() {
    let mut met = HashSet::new();
    for (n, seed) in [(4u8, 7u64), (6, 11), (3, 5)] {
        // Play on until a card is chosen, then try every face-up card from that point.
        let mut s = State::setup(n, &Options::default(), seed).expect("setup");
        let tries = std::cell::Cell::new(0);
        let explore = |s: &State, seat: u8, legal: &mut Vec<Action>, rng: &mut SplitMix64| {
            if s.pending().is_some_and(|p| p.kind == "choose_card") && tries.get() < 6 {
                tries.set(tries.get() + 1);
                for card in s.face_up.clone() {
                    let mut c = s.clone();
                    c.apply(seat, &Action::TakeCard { card }).expect("take card");
                    // Follow the card's decisions with random choices (from the same
                    // generator), checking each.
                    let followed = Walk::<State>::new(0)
                        .rng(*rng)
                        .before(|c: &State, turn, _| {
                            if !matches!(c.phase, Phase::Execution { .. } | Phase::Reset { .. }) || turn.decision > 60 {
                                return Next::Stop;
                            }
                            met.insert(turn.pending.kind);
                            check_decision(c, turn.seat, &format!("after {} ({})", card.name(), turn.pending.kind));
                            Next::Go
                        })
                        .chooser(|c, st, legal, rng| Some(pick(c, st, legal, BotKind::Random, rng)))
                        .run(&mut c)
                        .ok(card.name());
                    *rng = followed.rng;
                }
            }
            Some(pick(s, seat, legal, BotKind::Random, rng))
        };
        // Play on, trying every face-up card at the first six card choices.
        Walk::<State>::new(seed)
            .limit(1_000_000)
            .before(|_, _, _| if tries.get() >= 6 { Next::Stop } else { Next::Go })
            .chooser(explore)
            .run(&mut s)
            .ok(&format!("seed {seed}"));
    }
    eprintln!("card decisions met: {met:?}");
    assert!(met.len() >= 12, "few card decisions met: {met:?}");
}

fn start6() -> State {
    State::setup(6, &Options::default(), 7).expect("setup")
}

fn at(q: i8, r: i8) -> Hex {
    Hex::at(q, r).expect("board hex")
}

fn with(mut s: State, d: Decision) -> State {
    s.phase = Phase::Execution { step: 20, decision: d };
    s
}

fn targets(l: &crate::engine::Label) -> Vec<String> {
    l.targets.iter().map(|t| format!("{}:{}", t.kind, t.id)).collect()
}

/// §5.1 / §6: planning words and the prompt of the first planner only.
#[test]
fn planning_labels_and_prompt() {
    let s = start6();
    let seat = s.seat_of(Animal::Insects);
    let l = s.label(seat, &Action::PlaceAp { space: Space::GLA[0] });
    assert_eq!(l.label(), "Place an action pawn on Glaciation 1");
    assert_eq!(targets(&l), vec!["space:GLA-1"]);
    let words: Vec<String> = [Space::INI, Space::SPE[0], Space::MIG[0], Space::COM[2], Space::DOM[4], Space::WAS]
        .iter()
        .map(|&space| s.label(seat, &Action::PlaceAp { space }).label())
        .collect();
    assert_eq!(
        words,
        vec![
            "Place an action pawn on Initiative",
            "Place an action pawn on Speciation (meat)",
            "Place an action pawn on Migration (up to 7 cubes)",
            "Place an action pawn on Competition 3 (tundra, desert, forest)",
            "Place an action pawn on Domination 5",
            "Place an action pawn on Wasteland",
        ]
    );
    assert_eq!(s.prompt(seat).en(), "Planning (Insects): choose where to place your next action pawn (3 left)");
    let other = s.seat_of(Animal::Mammals);
    assert_eq!(s.prompt(other).en(), "");
}

/// §7.8 / §3.4: a corner in words, and its id as the view writes the corner.
#[test]
fn speciation_corner_words_and_ids() {
    let s = with(start6(), Decision::SpeciationCorner { animal: Animal::Birds, element: Element::Meat });
    let seat = s.seat_of(Animal::Birds);
    let p7 = Corner::from_positions([(-1, 1), (0, 0), (0, 1)]).expect("P7");
    let l = s.label(seat, &Action::ChooseCorner { corner: p7 });
    assert_eq!(
        l.label(),
        "Speciate from the meat on the right corner of the forest at (-1,1) \
         (also touching the tundra at (0,0) and the mountain at (0,1))"
    );
    assert_eq!(targets(&l), vec!["corner:-1,1;0,0;0,1"]);
    // The id is the view's corner list joined: [[-1,1],[0,0],[0,1]].
    let v = s.view(Viewer::Seat(seat));
    let listed: Vec<String> = v["elements"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let c = &e["corner"];
            format!("{},{};{},{};{},{}", c[0][0], c[0][1], c[1][0], c[1][1], c[2][0], c[2][1])
        })
        .collect();
    assert!(listed.contains(&corner_id(p7)));
    assert_eq!(s.label(seat, &Action::Pass).label(), "Do not speciate");
    assert_eq!(s.prompt(seat).en(), "Speciation (Birds): choose a meat disc on earth to speciate from");
    // Cubes on one of the corner's tiles.
    let s = with(s, Decision::SpeciationCubes { animal: Animal::Birds, corner: p7, remaining: HexSet::one(at(0, 1)) });
    let l = s.label(seat, &Action::AddCubes { hex: at(0, 1), count: 2 });
    assert_eq!(l.label(), "Place 2 cubes on the mountain at (0,1)");
    assert_eq!(targets(&l), vec!["hex:0,1"]);
    assert_eq!(
        s.label(seat, &Action::AddCubes { hex: at(0, 1), count: 0 }).label(),
        "Place no cube on the mountain at (0,1)"
    );
    assert_eq!(s.prompt(seat).en(), "Speciation (Birds): how many cubes on the mountain at (0,1)? (0 to 2)");
}

/// §7.10, §7.11, §7.12, §11: moves, eliminations, scoring and cards.
#[test]
fn board_action_labels() {
    let s =
        with(start6(), Decision::Migration { animal: Animal::Reptiles, left: 3, arrived: board::HexCounts::default() });
    let seat = s.seat_of(Animal::Reptiles);
    let l = s.label(seat, &Action::MoveCube { from: at(-1, 0), to: at(0, 1) });
    assert_eq!(l.label(), "Move 1 cube from the jungle at (-1,0) to the mountain at (0,1)");
    assert_eq!(targets(&l), vec!["hex:-1,0", "hex:0,1"]);
    assert_eq!(s.label(seat, &Action::Done).label(), "End the Migration (3 moves unused)");
    assert_eq!(s.prompt(seat).en(), "Migration (Reptiles): move a cube to an adjacent tile (3 moves left)");

    let s = with(s, Decision::ArachnidCompetition { animal: Animal::Arachnids });
    let seat = s.seat_of(Animal::Arachnids);
    let l = s.label(seat, &Action::Eliminate { hex: at(-1, 0), animal: Animal::Birds });
    assert_eq!(l.label(), "Eliminate 1 Birds cube on the jungle at (-1,0)");
    assert_eq!(targets(&l), vec!["hex:-1,0", "cubes:-1,0.birds"]);

    let s = with(s, Decision::Domination { animal: Animal::Mammals });
    let seat = s.seat_of(Animal::Mammals);
    assert_eq!(
        s.label(seat, &Action::Dominate { hex: at(-1, 0) }).label(),
        "Score the jungle at (-1,0) (Arachnids dominant)"
    );
    assert_eq!(
        s.label(seat, &Action::Dominate { hex: at(0, 0) }).label(),
        "Score the tundra at (0,0) (no dominant animal)"
    );

    let mut s = with(s, Decision::ChooseCard { animal: Animal::Arachnids, hex: at(-1, 0) });
    s.face_up = vec![Card::ColdSnap, Card::Hibernation];
    let seat = s.seat_of(Animal::Arachnids);
    let l = s.label(seat, &Action::TakeCard { card: Card::ColdSnap });
    assert_eq!(l.label(), "Take the Cold Snap card");
    assert_eq!(targets(&l), vec!["card:cold_snap"]);
    assert_eq!(card_id(Card::Hibernation), "hibernation");
    assert_eq!(s.prompt(seat).en(), "Domination (Arachnids): dominant on the jungle at (-1,0), choose a Dominance card");

    let s = with(s, Decision::Evolution { animal: Animal::Arachnids, hit: 0, left: 2 });
    let l = s.label(seat, &Action::ReplaceCube { hex: at(-1, 0), animal: Animal::Amphibians });
    assert_eq!(l.label(), "Replace 1 Amphibians cube on the jungle at (-1,0) with one of yours");
    assert_eq!(targets(&l), vec!["hex:-1,0", "cubes:-1,0.amphibians"]);
    assert_eq!(s.label(seat, &Action::Done).label(), "Make no more replacements");
    assert_eq!(s.prompt(seat).en(), "Evolution (Arachnids): replace an opposing cube with one of yours (2 replacements left)");

    let s = with(s, Decision::Glaciation { animal: Animal::Birds, card: false });
    let seat = s.seat_of(Animal::Birds);
    let l = s.label(seat, &Action::Glaciate { hex: at(1, 0) });
    assert_eq!(l.label(), "Glaciate the desert at (1,0) (next to 1 tundra tile: 1 VP)");
    assert_eq!(hex_id(at(1, 0)), "1,0");
}

/// §7.2 / §7.4 / §7.9: element rows as targets, and tiles placed on empty spaces.
#[test]
fn element_and_tile_labels() {
    let mut s = with(start6(), Decision::Adaptation { animal: Animal::Birds });
    s.adaptation_row = [Some(Element::Grub), None, Some(Element::Sun), Some(Element::Grub)];
    let seat = s.seat_of(Animal::Birds);
    let l = s.label(seat, &Action::TakeElement { element: Element::Grub });
    assert_eq!(l.label(), "Add the grub from the Adaptation row to your display");
    assert_eq!(targets(&l), vec!["element:adaptation_row.0", "element:adaptation_row.3"]);

    let s =
        with(s, Decision::PlaceElement { animal: Animal::Birds, element: Element::Water, purpose: Purpose::Abundance });
    let c = Corner::from_positions([(1, -1), (2, -2), (2, -1)]).expect("corner");
    let l = s.label(seat, &Action::PlaceElement { corner: c });
    assert_eq!(l.label(), "Place the water on the right corner of the savannah at (1,-1)");
    assert_eq!(targets(&l), vec!["corner:1,-1;2,-2;2,-1"]);

    let mut s = with(s, Decision::WanderlustHex { animal: Animal::Birds, stack: 1 });
    s.stacks[1].insert(0, Terrain::Wetland);
    s.stacks[0].insert(0, Terrain::Sea);
    let l = s.label(seat, &Action::PlaceTile { hex: at(1, -2) });
    assert_eq!(l.label(), "Place the wetland tile at (1,-2) (next to 2 tiles: 3 VP)");
    let s = with(s, Decision::WanderlustTile { animal: Animal::Birds });
    let l = s.label(seat, &Action::TakeTile { stack: 1 });
    assert_eq!(l.label(), "Take the sea tile from stack 1");
    assert_eq!(targets(&l), vec!["stack:1"]);
}

/// The options of §13 as the form offers them; every name is a key `Options` accepts.
#[test]
fn options_described_match_the_options() {
    let specs = State::options_described();
    let names: Vec<&str> = specs.iter().map(|o| o.name).collect();
    assert_eq!(names, vec!["short_game", "multiple_animals", "random_setup"]);
    let mut obj = serde_json::Map::new();
    for o in &specs {
        assert!(!o.label.en().is_empty() && !o.help.en().is_empty() && o.rule.game == "dominant-species" && o.rule.section.starts_with('§'));
        assert_eq!(o.kind, "bool");
        obj.insert(o.name.to_string(), o.default.clone());
    }
    let parsed: Options = serde_json::from_value(Value::Object(obj)).expect("every option name parses");
    assert_eq!(parsed, Options::default());
    let multi = specs.iter().find(|o| o.name == "multiple_animals").expect("multiple animals");
    assert_eq!(multi.seats, vec![2, 3]);
    assert!(State::setup(4, &Options { multiple_animals: true, ..Options::default() }, 1).is_err());
}

/// The target checker of the walk rejects what the view does not contain (so that the walk
/// can fail): an empty hex, a corner off earth or written out of order, a card not face up,
/// an occupied space for a new pawn, an element absent from a row.
#[test]
fn target_checker_rejects_absent_things() {
    let s = start6();
    let v = seen(&s.view(Viewer::Seat(0)));
    let t = |kind: &'static str, id: &str| Target::new(kind, id);
    let place = Action::PlaceAp { space: Space::INI };
    let dom = Action::Dominate { hex: at(0, 0) };
    assert!(target_ok(&t("hex", "0,0"), &v, &dom).is_ok());
    assert!(target_ok(&t("hex", "2,-2"), &v, &dom).is_err());
    assert!(target_ok(&t("hex", "2,-2"), &v, &Action::PlaceTile { hex: at(2, -2) }).is_ok());
    assert!(target_ok(&t("hex", "0,3"), &v, &Action::PlaceTile { hex: at(2, -2) }).is_err());
    assert!(target_ok(&t("corner", "-1,1;0,0;0,1"), &v, &dom).is_ok());
    assert!(target_ok(&t("corner", "0,0;-1,1;0,1"), &v, &dom).is_err());
    assert!(target_ok(&t("corner", "2,-3;3,-3;3,-2"), &v, &dom).is_err());
    let card = card_id(s.face_up[0]);
    assert!(target_ok(&t("card", &card), &v, &dom).is_ok());
    assert!(target_ok(&t("card", "ice_age"), &v, &dom).is_err());
    assert!(target_ok(&t("space", "DOM-1"), &v, &place).is_ok());
    assert!(target_ok(&t("space", "DOM-6"), &v, &place).is_err());
    assert!(target_ok(&t("element", "bag.grub"), &v, &dom).is_ok());
    assert!(target_ok(&t("element", "wasteland_box.grub"), &v, &dom).is_err());
    assert!(target_ok(&t("element", "birds.seed"), &v, &dom).is_ok());
    assert!(target_ok(&t("element", "birds.grub"), &v, &dom).is_err());
    assert!(target_ok(&t("cubes", "-1,0.arachnids"), &v, &dom).is_ok());
    assert!(target_ok(&t("cubes", "-1,0.mammals"), &v, &dom).is_err());
    assert!(target_ok(&t("region", "0,0"), &v, &dom).is_err());
    let mut occupied = s.clone();
    occupied.spaces[Space::DOM[0].idx()] = Some(Animal::Birds);
    let w = seen(&occupied.view(Viewer::Seat(0)));
    assert!(target_ok(&t("space", "DOM-1"), &w, &place).is_err());
}
