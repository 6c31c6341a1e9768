//! The games, and the registry: every game type, and one object-safe JSON face (`DynGame`)
//! over the typed `Game` trait, for the binding and for generic callers. A caller that
//! needs the typed game behind a name (the arena, the test kit) asks `with_game` with a
//! `GameVisitor`.
//!
//! # One shape for every game
//!
//! Every game lives in `games/<game>/` and has the same files, so a question about any game
//! has the same answer in each. The rules themselves are specified in `docs/rules/<game>.md`;
//! the code cites their sections (`§7.4`) everywhere.
//!
//! | File | What it holds |
//! |---|---|
//! | `mod.rs` | The module's docs (the engine's decisions where the rules file leaves a form open) and the `Game` impl for the game's `State`. It only delegates: no rule logic. |
//! | `actions.rs` | The `Action` enum (serde and schemars, so its JSON Schema cannot drift), each variant citing the rule it answers. |
//! | `effects.rs` | The `Effect` enum (the facts the rules produce), who may see each one, and their words (`describe`). |
//! | `state.rs` | `State` and `Options` (the set-up options and variants; Evo, whose options are many, keeps them in `options.rs`). Supporting model types that are not rules live in `state/<thing>.rs`, submodules of `state`: `state/board.rs`, `state/cards.rs`, `state/types.rs`, ... The state does not produce effects: the rules do. |
//! | `rules/mod.rs` | The dispatch: the pending decision, the legal actions of a seat, and each action handed to the rule that answers it; small shared helpers. |
//! | `rules/<rule>.rs` | One file per rule, named after it (`rules/movement.rs`, `rules/scoring.rs`, `rules/glaciation.rs`), holding that rule's checks (every rejection names its section), its effects on the state and its automatic steps. |
//! | `view.rs` | What one seat (or a spectator, or the omniscient viewer) may see; and the game's catalogue (`Game::catalogue`), the static data its views name by id (La Isla's card faces), if it has one. |
//! | `validate.rs` | `check`, the invariants every reachable state keeps (`Game::validate`); an action is validated by the rule that answers it. |
//! | `labels.rs` | Words for every legal action and the prompt of the pending decision. |
//! | `determinize.rs` | Hidden-information resampling for the search bots: a state consistent with what one seat sees. |
//! | `data/` | Static tables: JSON files (embedded with `include_str!`) and/or Rust modules. |
//! | `tests/` | Unit and scenario tests: `tests/mod.rs` plus one file per topic (`tests/helpers.rs` for the shared set-up). |
//!
//! Where is the rule for X? In `rules/<X>.rs`, named after the rule (the section it cites is
//! in the file's first line); the order in which rules run is in the dispatch (`rules/mod.rs`)
//! and, for automatic steps, in the round's flow rule. The words for X are in `effects.rs` (what
//! happened) and `labels.rs` (what a seat may choose).
//!
//! Every citation is a typed `engine::Rule` (game + section), built one way: `mod.rs` names
//! the game once (`GAME`) and defines the game's `rule!` macro, and every refusal, option and
//! dispatch cites through it (`RuleError::illegal(rule!("§7.4"), ...)`, displayed
//! "la-isla §7.4"). `Game::validate` returns a typed `engine::Invariant`.
//!
//! Only what the binding, the benches and the fuzz targets need is `pub`: the game module
//! re-exports `State`, `Options`, `Action` and `Effect`; its files are private modules, so
//! everything else is visible inside the crate only.
//!
//! # Adding a game
//!
//! 1. Write its rules file, `docs/rules/<game>.md`, with numbered sections to cite.
//! 2. Make `games/<game>/` with the files above (copy the shape, not the rules, of an existing
//!    game) and implement `Game` for its `State` in `mod.rs`, delegating to `rules`, `view`,
//!    `validate`, `labels` and `determinize`.
//! 3. Add `pub mod <game>;` below and one line to the `registry!` call of this file; the
//!    binding, the service, the bots, the harness and the benches then know the game.
//! 4. Add its tests in `tests/`, and a golden playthrough (`tests/fixtures/golden`) once its
//!    rules are settled.

pub mod dominant_species;
pub mod evo;
pub mod la_isla;

use serde::Serialize;
use serde_json::Value;

use crate::bots::{self, BotKind};
use crate::i18n::Msg;
use crate::engine::{Game, GameInfo, Label, Outcome, Pending, RuleError, Seat, SplitMix64, Viewer, Visibility};

/// One legal action with its words (`label.msg`) and the places it refers to.
#[derive(Clone, Debug)]
pub struct LabeledAction {
    pub action: Value,
    pub label: Label,
}

/// Legal actions as the binding serves them, their words rendered in `locale`:
/// `[{"action": {...}, "label": "...", "targets": [...]}]`.
pub fn labeled_json(actions: &[LabeledAction], locale: &str) -> Result<String, crate::i18n::RenderError> {
    /// One labelled action as the binding answers it (written straight to JSON text: no
    /// `Value` tree in between).
    #[derive(Serialize)]
    struct Out<'a> {
        action: &'a Value,
        label: &'a str,
        targets: &'a [crate::engine::Target],
    }
    let words = crate::i18n::render_each(locale, actions.iter().map(|a| &a.label.msg))?;
    let out: Vec<Out<'_>> = actions
        .iter()
        .zip(&words)
        .map(|(a, w)| Out { action: &a.action, label: w, targets: &a.label.targets })
        .collect();
    Ok(serde_json::to_string(&out).unwrap_or_else(|_| "[]".into()))
}

/// One effect as the outside world sees it: its data (a JSON object with a "type"), who may
/// see it, and the effect in words (a message).
#[derive(Clone, Debug)]
pub struct EffectRecord {
    pub data: Value,
    pub visibility: Visibility,
    pub msg: Msg,
}

impl EffectRecord {
    /// `None` = everyone; otherwise the seats that may see it.
    pub fn visible_to(&self) -> Option<Vec<Seat>> {
        match self.visibility {
            Visibility::Public => None,
            Visibility::Seats(s) => Some(s.iter().collect()),
        }
    }
}

/// The JSON face of any game.
pub trait DynGame: Send + Sync {
    fn info(&self) -> GameInfo;
    fn seats(&self) -> u8;
    fn pending(&self) -> Option<Pending>;
    fn legal_actions_json(&self, seat: Seat) -> Vec<Value>;
    /// The legal actions of `seat`, each with its label and targets, in the same order.
    fn legal_actions_labeled(&self, seat: Seat) -> Vec<LabeledAction>;
    /// What `seat` is deciding now, in one line (`Msg::empty()` when it decides nothing).
    fn prompt(&self, seat: Seat) -> Msg;
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<EffectRecord>, RuleError>;
    fn action_is_secret_json(&self, seat: Seat, action: &Value) -> bool;
    /// `apply_json`, and whether the action was a commit point (`engine::commit_point`:
    /// nobody may take it back). The marker is taken around the apply, not inside it.
    fn apply_json_commit(&mut self, seat: Seat, action: &Value) -> Result<(Vec<EffectRecord>, bool), RuleError>;
    fn view(&self, viewer: Viewer) -> Value;
    /// The view as JSON text (`Game::view_json`): the same value as `view`, written
    /// without building it.
    fn view_json(&self, viewer: Viewer) -> String;
    fn outcome(&self) -> Option<Outcome>;
    fn scores(&self) -> Vec<i64>;
    fn progress(&self) -> Value;
    fn validate(&self) -> Result<(), crate::engine::Invariant>;
    fn state_hash(&self) -> String;
    fn snapshot(&self) -> String;
    fn bot_action(&self, seat: Seat, kind: BotKind, rng: &mut SplitMix64) -> Option<Value>;
    /// The number of legal actions of `seat` (the index space of `apply_legal`).
    fn legal_count(&self, seat: Seat) -> usize;
    /// Apply the `index`-th legal action of `seat` without JSON; returns the effect count.
    fn apply_legal(&mut self, seat: Seat, index: usize) -> Result<usize, RuleError>;
    /// As `legal_count`, keeping the list in `scratch` (the caller's buffer, reused).
    fn legal_count_into(&self, seat: Seat, scratch: &mut Scratch) -> usize;
    /// As `apply_legal`, taking the action from the list `legal_count_into` left in
    /// `scratch` for this state and `seat` when `listed`, else listing again.
    fn apply_legal_from(&mut self, seat: Seat, index: usize, listed: bool, scratch: &mut Scratch)
        -> Result<usize, RuleError>;
    /// See `Game::recompute_derived`.
    fn recompute_derived(&mut self);
    fn clone_box(&self) -> Box<dyn DynGame>;
}

/// A caller-owned buffer for the index fast path (`legal_count_into`, `apply_legal_from`):
/// a game's legal-action list and effect list, reused from one decision to the next.
#[derive(Default)]
pub struct Scratch(Option<Box<dyn std::any::Any + Send + Sync>>);

impl Scratch {
    fn lists<G: Game>(&mut self) -> &mut (Vec<G::Action>, Vec<G::Effect>)
    where
        G::Action: Send + Sync + 'static,
        G::Effect: Send + Sync + 'static,
    {
        if !self.0.as_ref().is_some_and(|b| b.is::<(Vec<G::Action>, Vec<G::Effect>)>()) {
            self.0 = Some(Box::new((Vec::<G::Action>::new(), Vec::<G::Effect>::new())));
        }
        match self.0.as_mut().and_then(|b| b.downcast_mut()) {
            Some(lists) => lists,
            None => unreachable!("the scratch lists were just made for this game"),
        }
    }
}

fn index_error(seat: Seat, index: usize, len: usize) -> RuleError {
    RuleError::invalid(msg!("err-action-index", index = index, seat = seat, count = len))
}

pub(crate) fn parse_action<G: Game>(action: &Value) -> Result<G::Action, RuleError> {
    let parsed = G::Action::deserialize(action)
        .map_err(|e| RuleError::invalid(msg!("err-not-an-action", game = G::INFO.name, why = e.to_string())))?;
    // `deny_unknown_fields` refuses extra fields of struct variants, but serde ignores
    // them on the unit variants of an internally tagged enum (`{"type": "pass", "x": 1}`):
    // an action written back as its tag alone must have been given as its tag alone.
    if let Value::Object(given) = action {
        if given.len() > 1 {
            if let Value::Object(written) = to_value(&parsed) {
                if written.len() == 1 {
                    if let Some(extra) = given.keys().find(|k| !written.contains_key(*k)) {
                        return Err(RuleError::invalid(msg!(
                            "err-not-an-action",
                            game = G::INFO.name,
                            why = format!("unknown field `{extra}`")
                        )));
                    }
                }
            }
        }
    }
    Ok(parsed)
}

use serde::Deserialize;

fn to_value<T: Serialize>(t: &T) -> Value {
    serde_json::to_value(t).unwrap_or(Value::Null)
}

impl<G> DynGame for G
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync + 'static,
    G::Effect: Send + Sync + 'static,
{
    fn info(&self) -> GameInfo {
        G::INFO
    }
    fn seats(&self) -> u8 {
        Game::seats(self)
    }
    fn pending(&self) -> Option<Pending> {
        Game::pending(self)
    }
    fn legal_actions_json(&self, seat: Seat) -> Vec<Value> {
        self.legal_actions(seat).iter().map(to_value).collect()
    }
    fn legal_actions_labeled(&self, seat: Seat) -> Vec<LabeledAction> {
        self.legal_actions(seat)
            .iter()
            .map(|a| LabeledAction { action: to_value(a), label: self.label(seat, a) })
            .collect()
    }
    fn prompt(&self, seat: Seat) -> Msg {
        Game::prompt(self, seat)
    }
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<EffectRecord>, RuleError> {
        let a = parse_action::<G>(action)?;
        let fx = self.apply(seat, &a)?;
        Ok(fx
            .iter()
            .map(|e| EffectRecord { data: to_value(e), visibility: G::effect_visibility(e), msg: G::describe(e) })
            .collect())
    }
    fn apply_json_commit(&mut self, seat: Seat, action: &Value) -> Result<(Vec<EffectRecord>, bool), RuleError> {
        let before = self.commit_marker();
        let fx = self.apply_json(seat, action)?;
        Ok((fx, crate::engine::commit_point(before, self)))
    }
    fn action_is_secret_json(&self, seat: Seat, action: &Value) -> bool {
        // An action that does not parse is never stored, so treating it as secret is safe.
        parse_action::<G>(action).map_or(true, |a| self.action_is_secret(seat, &a))
    }
    fn view(&self, viewer: Viewer) -> Value {
        Game::view(self, viewer)
    }
    fn view_json(&self, viewer: Viewer) -> String {
        Game::view_json(self, viewer)
    }
    fn outcome(&self) -> Option<Outcome> {
        Game::outcome(self)
    }
    fn scores(&self) -> Vec<i64> {
        Game::scores(self)
    }
    fn progress(&self) -> Value {
        Game::progress(self)
    }
    fn validate(&self) -> Result<(), crate::engine::Invariant> {
        Game::validate(self)
    }
    fn state_hash(&self) -> String {
        Game::state_hash(self)
    }
    fn snapshot(&self) -> String {
        Game::snapshot(self)
    }
    fn bot_action(&self, seat: Seat, kind: BotKind, rng: &mut SplitMix64) -> Option<Value> {
        bots::choose(self, seat, kind, rng).map(|a| to_value(&a))
    }
    fn legal_count(&self, seat: Seat) -> usize {
        self.legal_actions(seat).len()
    }
    fn apply_legal(&mut self, seat: Seat, index: usize) -> Result<usize, RuleError> {
        let mut legal = self.legal_actions(seat);
        if index >= legal.len() {
            return Err(index_error(seat, index, legal.len()));
        }
        let a = legal.swap_remove(index);
        Ok(self.apply(seat, &a)?.len())
    }
    fn legal_count_into(&self, seat: Seat, scratch: &mut Scratch) -> usize {
        let (legal, _) = scratch.lists::<G>();
        legal.clear();
        self.legal_actions_into(seat, legal);
        legal.len()
    }
    fn apply_legal_from(
        &mut self,
        seat: Seat,
        index: usize,
        listed: bool,
        scratch: &mut Scratch,
    ) -> Result<usize, RuleError> {
        let (legal, fx) = scratch.lists::<G>();
        if !listed {
            legal.clear();
            self.legal_actions_into(seat, legal);
        }
        let Some(a) = legal.get(index) else { return Err(index_error(seat, index, legal.len())) };
        fx.clear();
        self.apply_into(seat, a, fx)?;
        Ok(fx.len())
    }
    fn recompute_derived(&mut self) {
        Game::recompute_derived(self)
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
}

/// A game type as the registry holds it: a `Game` whose states, actions and effects may
/// cross threads (the JSON face, the arena and the self-play harness need that), with the
/// JSON Schemas of its types.
pub trait Registered:
    Game<Action: Send + Sync + 'static, Effect: Send + Sync + 'static, Options: Sync> + Send + Sync + 'static
{
    /// The JSON Schemas (draft 2020-12, by `schemars` from the Rust types, so they cannot
    /// drift from what the engine accepts): `{"action": <schema of one Action>,
    /// "options": <schema of the Options>, "view": <schema of the view>}`.
    fn schemas() -> Value;
}

/// Something to do with one game type, picked by its name at run time: [`with_game`] calls
/// `visit` with the type registered under that name. The by-name entry points of this
/// module, of the arena and of the test kit are all visitors.
pub trait GameVisitor {
    type Output;
    fn visit<G: Registered>(self) -> Self::Output;
}

fn unknown_game(name: &str) -> RuleError {
    RuleError::invalid(msg!(
        "err-unknown-game",
        name = format!("{name:?}"),
        known = crate::i18n::Arg::list(all_games().iter().map(|i| i.name.into()))
    ))
}

fn info_of(name: &str) -> Result<GameInfo, RuleError> {
    all_games().into_iter().find(|i| i.name == name).ok_or_else(|| unknown_game(name))
}

/// The facts of the game type `name`, once `seats` is checked to be a seat count it is
/// played by.
pub(crate) fn check_seats(name: &str, seats: u8) -> Result<GameInfo, RuleError> {
    let info = info_of(name)?;
    if seats < info.min_seats || seats > info.max_seats {
        return Err(RuleError::invalid(msg!(
            "err-seat-count",
            game = name,
            min = info.min_seats,
            max = info.max_seats,
            seats = seats
        )));
    }
    Ok(info)
}

/// The options object of a game of type `G` (null = the defaults).
pub(crate) fn parse_options<G: Game>(options: &Value) -> Result<G::Options, RuleError> {
    if options.is_null() {
        return Ok(Default::default());
    }
    Deserialize::deserialize(options)
        .map_err(|e| RuleError::invalid(msg!("err-options", game = G::INFO.name, why = e.to_string())))
}

macro_rules! registry {
    ($($ty:path),* $(,)?) => {
        /// Every registered game type.
        pub fn all_games() -> Vec<GameInfo> {
            vec![$(<$ty as Game>::INFO),*]
        }

        /// Run `visitor` on the game type registered as `name`.
        pub fn with_game<V: GameVisitor>(name: &str, visitor: V) -> Result<V::Output, RuleError> {
            $(
                if name == <$ty as Game>::INFO.name {
                    return Ok(visitor.visit::<$ty>());
                }
            )*
            Err(unknown_game(name))
        }

        $(
            impl Registered for $ty {
                fn schemas() -> Value {
                    let action = schemars::schema_for!(<$ty as Game>::Action);
                    let options = schemars::schema_for!(<$ty as Game>::Options);
                    serde_json::json!({"action": action, "options": options, "view": <$ty>::view_schema()})
                }
            }
        )*
    };
}

registry! {
    dominant_species::State,
    evo::State,
    la_isla::State,
}

/// A new game of type `name`; `options` is the game's options object (null = defaults).
pub fn new_game(name: &str, seats: u8, options: &Value, seed: u64) -> Result<Box<dyn DynGame>, RuleError> {
    struct New<'a> {
        seats: u8,
        options: &'a Value,
        seed: u64,
    }
    impl GameVisitor for New<'_> {
        type Output = Result<Box<dyn DynGame>, RuleError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let opts = parse_options::<G>(self.options)?;
            Ok(Box::new(G::new(self.seats, &opts, self.seed)?))
        }
    }
    check_seats(name, seats)?;
    with_game(name, New { seats, options, seed })?
}

/// Load a snapshot (or a described state) of a game of type `name`.
pub fn restore_game(name: &str, json: &str) -> Result<Box<dyn DynGame>, RuleError> {
    struct Restore<'a>(&'a str);
    impl GameVisitor for Restore<'_> {
        type Output = Result<Box<dyn DynGame>, RuleError>;
        fn visit<G: Registered>(self) -> Self::Output {
            Ok(Box::new(G::restore(self.0)?))
        }
    }
    with_game(name, Restore(json))?
}

/// The setup options of a game of type `name`.
pub fn option_specs(name: &str) -> Result<Vec<crate::engine::OptionSpec>, RuleError> {
    struct Specs;
    impl GameVisitor for Specs {
        type Output = Vec<crate::engine::OptionSpec>;
        fn visit<G: Registered>(self) -> Self::Output {
            G::option_specs()
        }
    }
    with_game(name, Specs)
}

/// The setup options of a game of type `name` as JSON, their words rendered in `locale`:
/// each `OptionSpec` with `label`, `help` and the choices' labels as text.
pub fn option_specs_json(name: &str, locale: &str) -> Result<Value, RuleError> {
    let render = |m: &Msg| crate::i18n::render(locale, m).map_err(|e| RuleError::invalid(msg!("err-render", why = e.0)));
    let mut out = Vec::new();
    for spec in option_specs(name)? {
        let mut v = to_value(&spec);
        v["label"] = Value::from(render(&spec.label)?);
        v["help"] = Value::from(render(&spec.help)?);
        let choices: Vec<Value> = spec
            .choices
            .iter()
            .map(|(value, label)| Ok(serde_json::json!([value, render(label)?])))
            .collect::<Result<_, RuleError>>()?;
        v["choices"] = Value::Array(choices);
        out.push(v);
    }
    Ok(Value::Array(out))
}

/// The JSON Schemas of a game of type `name` (see [`Registered::schemas`]).
pub fn game_schemas(name: &str) -> Result<Value, RuleError> {
    struct Schemas;
    impl GameVisitor for Schemas {
        type Output = Value;
        fn visit<G: Registered>(self) -> Self::Output {
            G::schemas()
        }
    }
    with_game(name, Schemas)
}

/// The catalogue of a game of type `name` (see [`Game::catalogue`]): the static data its
/// views refer to by id, `{}` for a game without any.
pub fn catalogue(name: &str) -> Result<Value, RuleError> {
    struct Catalogue;
    impl GameVisitor for Catalogue {
        type Output = Value;
        fn visit<G: Registered>(self) -> Self::Output {
            G::catalogue()
        }
    }
    with_game(name, Catalogue)
}

/// The words for a stored effect of a game of type `name`, as a message.
pub fn describe_effect(name: &str, effect: &Value) -> Result<Msg, RuleError> {
    struct Describe<'a>(&'a Value);
    impl GameVisitor for Describe<'_> {
        type Output = Result<Msg, RuleError>;
        fn visit<G: Registered>(self) -> Self::Output {
            let e: G::Effect = Deserialize::deserialize(self.0)
                .map_err(|e| RuleError::invalid(msg!("err-not-an-effect", game = G::INFO.name, why = e.to_string())))?;
            Ok(G::describe(&e))
        }
    }
    with_game(name, Describe(effect))?
}

#[cfg(test)]
mod strict_action_tests {
    //! Every game's actions refuse unknown fields, including unit
    //! variants of the internally tagged enums, and serialize exactly as before.
    use super::*;
    use serde_json::json;

    fn refused<G: Game>(action: Value) {
        let err = parse_action::<G>(&action).expect_err("an unknown field must be refused");
        assert!(err.detail_text().contains("unknown field"), "{}", err.detail_text());
    }

    fn accepted<G: Game>(action: Value) {
        let parsed = parse_action::<G>(&action).expect("a well-formed action");
        assert_eq!(to_value(&parsed), action, "serialization unchanged");
    }

    #[test]
    fn unknown_fields_are_refused_in_every_game() {
        use crate::games::{dominant_species as ds, evo, la_isla};
        accepted::<ds::State>(json!({"type": "pass"}));
        refused::<ds::State>(json!({"type": "pass", "extra": 1}));
        refused::<ds::State>(json!({"type": "swap_initiative", "x": null}));
        accepted::<la_isla::State>(json!({"type": "decline"}));
        refused::<la_isla::State>(json!({"type": "decline", "extra": 1}));
        accepted::<la_isla::State>(json!({"type": "take_explorer", "take": true}));
        refused::<la_isla::State>(json!({"type": "take_explorer", "take": true, "extra": 1}));
        refused::<la_isla::State>(json!({"type": "cover_slot", "slot": 1, "Slot": 2}));
        accepted::<evo::State>(json!({"type": "pass"}));
        refused::<evo::State>(json!({"type": "pass", "extra": 1}));
    }
}

#[cfg(test)]
mod view_json_tests {
    //! The view text the binding serves (`view_json`, the typed view written straight to
    //! text) is the same JSON value as `view`, for every viewer over whole random games.
    use crate::engine::Game;
    use crate::testing::harness::{all_viewers, checked_random_game};
    use crate::testing::view_fixtures::both_ways;

    fn every_viewer_over_random_games<G: Game>(seats: &[u8], stride: usize) -> usize {
        let mut compared = 0;
        for (i, &n) in seats.iter().enumerate() {
            let seed = 100 + i as u64;
            let mut g = G::new(n, &Default::default(), seed).expect("a new game");
            checked_random_game(&mut g, seed, stride, |s: &G, _| {
                for viewer in all_viewers(n) {
                    both_ways(s, viewer);
                    compared += 1;
                }
            });
        }
        compared
    }

    #[test]
    fn view_json_is_view_in_every_game() {
        assert!(every_viewer_over_random_games::<super::dominant_species::State>(&[2, 3, 6], 25) > 300);
        assert!(every_viewer_over_random_games::<super::evo::State>(&[3, 5], 5) > 300);
        assert!(every_viewer_over_random_games::<super::la_isla::State>(&[2, 4], 2) > 300);
    }
}
