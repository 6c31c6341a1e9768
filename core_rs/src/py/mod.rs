//! The Python binding: conversions only. JSON text in and out (the service decodes it with
//! msgspec), Rust `RuleError`s raised as one Python exception type, `core_rs.RuleError`,
//! whose args are `(code, detail, rule)` with a stable kebab-case code, also set by name
//! on the exception (`code`, `detail`, `rule`, and the citation's `game` and `section`).

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;

use crate::bots::BotKind;
use crate::engine::{RuleError, SplitMix64, Viewer};
use crate::games::{self, DynGame, Scratch};

create_exception!(
    core_rs,
    PyRuleError,
    PyException,
    "A rules engine rejection: args are (code, detail, rule); also attributes code, detail (English), message (the detail as a message, JSON), rule, game, section."
);

/// The rejection as a `core_rs.RuleError`: args `(code, detail, rule)` (the rule as displayed,
/// "" when none), and the same fields by name with the citation's `game` and `section`
/// ("" when none).
fn to_py(e: RuleError) -> PyErr {
    let rule = e.rule.map(|r| r.to_string()).unwrap_or_default();
    let (game, section) = e.rule.map_or(("", ""), |r| (r.game, r.section));
    let detail = e.detail_text();
    let message = e.detail.to_json();
    let err = PyRuleError::new_err((e.code().to_string(), detail.clone(), rule.clone()));
    Python::attach(|py| {
        let value = err.value(py);
        let fields = [
            ("code", e.code()),
            ("detail", detail.as_str()),
            ("message", message.as_str()),
            ("rule", rule.as_str()),
            ("game", game),
            ("section", section),
        ];
        for (name, v) in fields {
            if let Err(set) = value.setattr(name, v) {
                return set;
            }
        }
        err
    })
}

fn invalid(msg: String) -> PyErr {
    to_py(RuleError::invalid(msg))
}

fn parse_json(s: &str, what: &str) -> PyResult<serde_json::Value> {
    serde_json::from_str(s).map_err(|e| invalid(format!("{what} is not valid JSON: {e}")))
}

fn to_json<T: serde::Serialize>(t: &T) -> String {
    serde_json::to_string(t).unwrap_or_else(|_| "null".into())
}

/// Effect records with their words in English, as `apply` returns them (and as events of
/// the first stored format hold them):
/// `[{"data": {...}, "visible_to": null | [seats], "text": "..."}, ...]`.
fn effects_json(fx: &[crate::games::EffectRecord]) -> String {
    let out: Vec<serde_json::Value> = fx
        .iter()
        .map(|e| serde_json::json!({"data": e.data, "visible_to": e.visible_to(), "text": e.msg.en()}))
        .collect();
    to_json(&out)
}

/// Effect records with their words as messages (the second stored format):
/// `[{"data": {...}, "visible_to": null | [seats], "msg": {"id", "args"}}, ...]`, rendered
/// in the reader's locale when read. Nothing is rendered here.
fn effects_json_v2(fx: &[crate::games::EffectRecord]) -> String {
    let out: Vec<serde_json::Value> = fx
        .iter()
        .map(|e| serde_json::json!({"data": e.data, "visible_to": e.visible_to(), "msg": e.msg}))
        .collect();
    to_json(&out)
}

/// The effects in stored format `format` (1: English text, 2: messages).
fn effects_in(fx: &[crate::games::EffectRecord], format: u8) -> PyResult<String> {
    match format {
        1 => Ok(effects_json(fx)),
        2 => Ok(effects_json_v2(fx)),
        other => Err(invalid(format!("stored format {other} is not one of 1, 2"))),
    }
}

fn render_err(e: crate::i18n::RenderError) -> PyErr {
    invalid(format!("the words cannot be rendered: {e}"))
}

fn viewer(seat: Option<i64>, omniscient: bool) -> PyResult<Viewer> {
    Ok(match (omniscient, seat) {
        (true, _) => Viewer::Omniscient,
        (false, None) => Viewer::Spectator,
        (false, Some(s)) => Viewer::Seat(seat_u8(s)?),
    })
}

fn seat_u8(seat: i64) -> PyResult<u8> {
    u8::try_from(seat).ok().filter(|&s| s < 16).ok_or_else(|| invalid(format!("seat {seat} out of range")))
}

/// One game, any type in the registry.
#[pyclass(module = "core_rs", name = "Engine")]
pub struct Engine {
    inner: Box<dyn DynGame>,
    /// The index fast path's reused lists; `listed` names the seat whose legal actions
    /// for the current state they hold (`None` after any change of state).
    scratch: Scratch,
    listed: Option<u8>,
}

impl Engine {
    fn new(inner: Box<dyn DynGame>) -> Engine {
        Engine { inner, scratch: Scratch::default(), listed: None }
    }
}

#[pymethods]
impl Engine {
    /// A new game: `options` is a JSON object (or "null"), `seed` a 64-bit unsigned integer.
    #[staticmethod]
    fn create(game: &str, seats: i64, options: &str, seed: u64) -> PyResult<Engine> {
        let seats = u8::try_from(seats).map_err(|_| invalid(format!("{seats} seats is out of range")))?;
        let opts = parse_json(options, "options")?;
        Ok(Engine::new(games::new_game(game, seats, &opts, seed).map_err(to_py)?))
    }

    /// Load a snapshot or a described state (JSON) of a game of type `game`.
    #[staticmethod]
    fn restore(game: &str, snapshot: &str) -> PyResult<Engine> {
        Ok(Engine::new(games::restore_game(game, snapshot).map_err(to_py)?))
    }

    #[getter]
    fn game(&self) -> &'static str {
        self.inner.info().name
    }

    #[getter]
    fn seats(&self) -> u8 {
        self.inner.seats()
    }

    /// `(seats, kind)` of the pending decision, or `None` when the game is over.
    fn pending(&self) -> Option<(Vec<i64>, &'static str)> {
        self.inner.pending().map(|p| (p.seats.iter().map(i64::from).collect(), p.kind))
    }

    /// The legal actions of `seat` as a JSON array (empty when it has no decision).
    fn legal_actions(&self, seat: i64) -> PyResult<String> {
        Ok(to_json(&self.inner.legal_actions_json(seat_u8(seat)?)))
    }

    /// The legal actions of `seat` as a JSON array of `{"action", "label", "targets"}`, in
    /// the order of `legal_actions`, the labels in `lang` (one of `core_rs.locales()`).
    #[pyo3(signature = (seat, lang="en"))]
    fn legal_actions_labeled(&self, seat: i64, lang: &str) -> PyResult<String> {
        let labeled = self.inner.legal_actions_labeled(seat_u8(seat)?);
        games::labeled_json(&labeled, lang).map_err(render_err)
    }

    /// What `seat` is deciding now, in one line in `lang` (empty when it decides nothing).
    #[pyo3(signature = (seat, lang="en"))]
    fn prompt(&self, seat: i64, lang: &str) -> PyResult<String> {
        crate::i18n::render(lang, &self.inner.prompt(seat_u8(seat)?)).map_err(render_err)
    }

    /// What `seat` is deciding now as a message (JSON `{"id", "args"}`; id "" when it
    /// decides nothing).
    fn prompt_msg(&self, seat: i64) -> PyResult<String> {
        Ok(self.inner.prompt(seat_u8(seat)?).to_json())
    }

    /// Apply one action (JSON); returns the effects as a JSON array of
    /// `{"data": {...}, "visible_to": null | [seats], "text": "..."}` (`format` 1, the
    /// default) or, with `format=2`, of `{"data", "visible_to", "msg": {"id", "args"}}`.
    #[pyo3(signature = (seat, action, format=1))]
    fn apply(&mut self, seat: i64, action: &str, format: u8) -> PyResult<String> {
        let seat = seat_u8(seat)?;
        let a = parse_json(action, "action")?;
        if format != 1 && format != 2 {
            return effects_in(&[], format);
        }
        let fx = self.inner.apply_json(seat, &a).map_err(to_py)?;
        self.listed = None;
        effects_in(&fx, format)
    }

    /// What the service records for one action, in one call: applies it and returns
    /// `(effects, secret, state_hash, progress, scores, pending, commit)` — `effects` as `apply`
    /// returns them (the stored format: their words in English), `secret` as `action_is_secret` judged it before the action, then the
    /// new state's hash, progress (JSON), scores and pending decision (as `pending`),
    /// and, last, whether the action was a commit point (undo: nobody may take it back; see
    /// `Game::commit_marker`).
    /// `format`: the stored format of the effects, as `apply` takes it (1, the default, or 2).
    #[allow(clippy::type_complexity)]
    #[pyo3(signature = (seat, action, format=1))]
    fn apply_commit(
        &mut self,
        seat: i64,
        action: &str,
        format: u8,
    ) -> PyResult<(String, bool, String, String, Vec<i64>, Option<(Vec<i64>, &'static str)>, bool)> {
        let seat = seat_u8(seat)?;
        let a = parse_json(action, "action")?;
        if format != 1 && format != 2 {
            effects_in(&[], format)?;
        }
        let secret = self.inner.action_is_secret_json(seat, &a);
        let (fx, commit) = self.inner.apply_json_commit(seat, &a).map_err(to_py)?;
        self.listed = None;
        let state_hash = self.inner.state_hash();
        Ok((effects_in(&fx, format)?, secret, state_hash, to_json(&self.inner.progress()), self.inner.scores(), self.pending(), commit))
    }

    /// Apply one action (JSON) as a replay does, without building its effects' JSON;
    /// returns whether it was a commit point.
    fn apply_replay(&mut self, seat: i64, action: &str) -> PyResult<bool> {
        let seat = seat_u8(seat)?;
        let a = parse_json(action, "action")?;
        let (_, commit) = self.inner.apply_json_commit(seat, &a).map_err(to_py)?;
        self.listed = None;
        Ok(commit)
    }

    /// True when the action is a secret choice that other seats must not see.
    fn action_is_secret(&self, seat: i64, action: &str) -> PyResult<bool> {
        let a = parse_json(action, "action")?;
        Ok(self.inner.action_is_secret_json(seat_u8(seat)?, &a))
    }

    /// The state as JSON for a seat, a spectator (`seat=None`) or an omniscient viewer:
    /// the game's typed view written straight to text (its members in their declaration
    /// order).
    #[pyo3(signature = (seat=None, omniscient=false))]
    fn view(&self, seat: Option<i64>, omniscient: bool) -> PyResult<String> {
        Ok(self.inner.view_json(viewer(seat, omniscient)?))
    }

    /// The outcome as JSON once the game is over, else `None`.
    fn outcome(&self) -> Option<String> {
        self.inner.outcome().map(|o| to_json(&o))
    }

    fn scores(&self) -> Vec<i64> {
        self.inner.scores()
    }

    /// Public progress facts (round, phase) as JSON.
    fn progress(&self) -> String {
        to_json(&self.inner.progress())
    }

    fn state_hash(&self) -> String {
        self.inner.state_hash()
    }

    fn snapshot(&self) -> String {
        self.inner.snapshot()
    }

    /// Raise `RuleError("invalid-request", ...)` if an invariant is broken.
    fn validate(&self) -> PyResult<()> {
        self.inner.validate().map_err(|e| invalid(e.to_string()))
    }

    /// The built-in bot's action for `seat` ("random", "greedy", or "search", "search:N",
    /// "search:Nms", "search:N:Mms" with its budget per decision), from its own seed.
    /// Releases the GIL while the bot thinks.
    fn bot_action(&self, py: Python<'_>, seat: i64, kind: &str, seed: u64) -> PyResult<Option<String>> {
        let k = BotKind::parse(kind).ok_or_else(|| invalid(format!("unknown bot kind {kind:?}")))?;
        let seat = seat_u8(seat)?;
        let inner = &self.inner;
        Ok(py.detach(move || {
            let mut rng = SplitMix64::new(seed);
            inner.bot_action(seat, k, &mut rng).map(|a| to_json(&a))
        }))
    }

    /// How many legal actions `seat` has: the index space of `apply_legal`. The list is
    /// kept, so that `apply_legal` on the same state does not list it again.
    fn legal_count(&mut self, seat: i64) -> PyResult<usize> {
        let seat = seat_u8(seat)?;
        let n = self.inner.legal_count_into(seat, &mut self.scratch);
        self.listed = Some(seat);
        Ok(n)
    }

    /// The first pending seat and how many legal actions it has, or `None` once the game
    /// is over: `pending` and `legal_count` in one call, for drivers and bots.
    fn next_decision(&mut self) -> Option<(u8, usize)> {
        let seat = self.inner.pending()?.seats.first()?;
        let n = self.inner.legal_count_into(seat, &mut self.scratch);
        self.listed = Some(seat);
        Some((seat, n))
    }

    /// Apply the `index`-th legal action of `seat` (the order of `legal_actions`), without
    /// JSON: the fast path for drivers and bots. Returns the number of effects.
    fn apply_legal(&mut self, seat: i64, index: usize) -> PyResult<usize> {
        let seat = seat_u8(seat)?;
        let listed = self.listed.take() == Some(seat);
        self.inner.apply_legal_from(seat, index, listed, &mut self.scratch).map_err(to_py)
    }

    /// Recompute every derived quantity from scratch `times` times (kernel benchmark).
    fn recompute_derived(&mut self, times: u32) {
        for _ in 0..times {
            self.inner.recompute_derived();
        }
    }

    fn clone(&self) -> Engine {
        Engine::new(self.inner.clone_box())
    }

    fn __copy__(&self) -> Engine {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Engine {
        self.clone()
    }
}

/// Run the self-play harness (see `testing/harness.rs`; with the `testing` feature): `games` complete games of type `game`
/// between the given bots (comma-separated, one per seat, cycled), with every check.
/// Returns the report as JSON. Releases the GIL while it runs.
#[cfg(feature = "testing")]
#[pyfunction]
#[pyo3(signature = (game, seats, options, bots, games, seed, check_every=1, max_decisions=200_000, threads=1))]
#[allow(clippy::too_many_arguments)]
fn selfplay(
    py: Python<'_>,
    game: &str,
    seats: u8,
    options: &str,
    bots: &str,
    games: u32,
    seed: u64,
    check_every: u32,
    max_decisions: u32,
    threads: usize,
) -> PyResult<String> {
    let bots: Vec<BotKind> = bots
        .split(',')
        .map(|b| BotKind::parse(b.trim()).ok_or_else(|| invalid(format!("unknown bot kind {b:?}"))))
        .collect::<PyResult<_>>()?;
    let cfg = crate::testing::harness::Config {
        seats,
        options: parse_json(options, "options")?,
        bots,
        games,
        seed,
        check_every,
        max_decisions,
        threads,
    };
    let game = game.to_string();
    let report = py.detach(move || crate::testing::harness::run_by_name(&game, &cfg)).map_err(to_py)?;
    Ok(to_json(&report))
}

/// An arena, for the bots' strength table: `games` seeded games of `game` between the bots
/// (comma-separated, padded to one per seat by repeating the last, seats rotated every
/// game; see `arena.rs`). Returns one JSON object per game (seed, bots per seat, scores,
/// winners, decisions). Releases the GIL while it runs.
#[pyfunction]
#[pyo3(signature = (game, seats, bots, games, seed, options="null", threads=1))]
#[allow(clippy::too_many_arguments)]
fn arena(
    py: Python<'_>,
    game: &str,
    seats: u8,
    bots: &str,
    games: u64,
    seed: u64,
    options: &str,
    threads: usize,
) -> PyResult<String> {
    let kinds: Vec<BotKind> = bots
        .split(',')
        .map(|b| BotKind::parse(b.trim()).ok_or_else(|| invalid(format!("unknown bot kind {b:?}"))))
        .collect::<PyResult<_>>()?;
    let opts = parse_json(options, "options")?;
    let game = game.to_string();
    let res = py.detach(move || crate::arena::run_by_name(&game, seats, &opts, &kinds, games, seed, threads)).map_err(to_py)?;
    Ok(to_json(&res))
}

/// A complete game of `game` driven from Rust by a uniform random choice among the legal
/// actions each decision (the first pending seat acts); returns the number of decisions.
/// With the `testing` feature (the benchmarks use it).
#[cfg(feature = "testing")]
#[pyfunction]
#[pyo3(signature = (game, seats, seed, options="null"))]
fn random_game(py: Python<'_>, game: &str, seats: u8, seed: u64, options: &str) -> PyResult<u32> {
    let opts = parse_json(options, "options")?;
    let game = game.to_string();
    py.detach(move || crate::testing::bench::random_game_by_name(&game, seats, &opts, seed)).map_err(to_py)
}

/// Every registered game type: `(name, min_seats, max_seats)`.
#[pyfunction]
fn games_list() -> Vec<(&'static str, u8, u8)> {
    games::all_games().into_iter().map(|i| (i.name, i.min_seats, i.max_seats)).collect()
}

/// The setup options of a game type as a JSON array (see `engine::OptionSpec`), their
/// words in `lang`.
#[pyfunction]
#[pyo3(signature = (game, lang="en"))]
fn option_specs(game: &str, lang: &str) -> PyResult<String> {
    Ok(to_json(&crate::games::option_specs_json(game, lang).map_err(to_py)?))
}

/// The JSON Schemas of a game type's action and options, as JSON:
/// `{"action": {...}, "options": {...}}` (generated from the Rust types by schemars).
#[pyfunction]
fn game_schemas(game: &str) -> PyResult<String> {
    Ok(to_json(&crate::games::game_schemas(game).map_err(to_py)?))
}

/// The catalogue of a game type as JSON: the static data its views refer to by id (La
/// Isla: `{"cards": {id: {"function", "name", "ability", "resource", "animal"}}}`), `{}` for
/// a game without any. The same for every game of the type and every build's lifetime.
#[pyfunction]
fn catalogue(game: &str) -> PyResult<String> {
    Ok(to_json(&crate::games::catalogue(game).map_err(to_py)?))
}

/// Every error code a `RuleError` may carry (`ErrorCode::as_str`), so that a client can
/// check its own table of codes against the engine's.
#[pyfunction]
fn error_codes() -> Vec<&'static str> {
    crate::engine::ErrorCode::ALL.iter().map(|c| c.as_str()).collect()
}

/// The words for a stored effect (its `data` object as JSON) of a game of type `game`, as a
/// message (JSON `{"id", "args"}`).
#[pyfunction]
fn describe_effect(game: &str, effect: &str) -> PyResult<String> {
    let e = parse_json(effect, "effect")?;
    Ok(games::describe_effect(game, &e).map_err(to_py)?.to_json())
}

/// A message (JSON `{"id", "args"}`) in `lang`. Raises `RuleError("invalid-request")` when it
/// cannot be rendered: no message, form or argument falls back to anything.
#[pyfunction]
fn render(lang: &str, message: &str) -> PyResult<String> {
    let m: crate::i18n::Msg =
        serde_json::from_str(message).map_err(|e| invalid(format!("not a message: {e}")))?;
    crate::i18n::render(lang, &m).map_err(render_err)
}

/// Many messages (a JSON array of `{"id", "args"}`) in `lang`, as a list of strings.
#[pyfunction]
fn render_many(lang: &str, messages: &str) -> PyResult<Vec<String>> {
    let m: Vec<crate::i18n::Msg> =
        serde_json::from_str(messages).map_err(|e| invalid(format!("not a list of messages: {e}")))?;
    crate::i18n::render_all(lang, &m).map_err(render_err)
}

/// The locales every message exists in; the first is the default.
#[pyfunction]
fn locales() -> Vec<&'static str> {
    crate::i18n::LOCALES.to_vec()
}

/// The best locale for an `Accept-Language` value (RFC 4647 lookup), or `None`.
#[pyfunction]
fn negotiate_locale(accept: &str) -> Option<&'static str> {
    crate::i18n::negotiate(accept)
}

/// Add (or replace) a Fluent file of `lang` named `name` (the service's own words). Raises
/// `RuleError("invalid-request")` naming every problem (a parse error, an id defined twice).
#[pyfunction]
fn add_messages(lang: &str, name: &str, text: &str) -> PyResult<()> {
    crate::i18n::add_resource(lang, name, text).map_err(render_err)
}

/// Every Fluent file loaded now, as `(lang, name, text)`.
#[pyfunction]
fn message_files() -> Vec<(String, String, String)> {
    crate::i18n::resources()
}

#[pymodule]
fn core_rs(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("RuleError", m.py().get_type::<PyRuleError>())?;
    m.add_class::<Engine>()?;
    m.add_function(wrap_pyfunction!(games_list, m)?)?;
    m.add_function(wrap_pyfunction!(describe_effect, m)?)?;
    m.add_function(wrap_pyfunction!(render, m)?)?;
    m.add_function(wrap_pyfunction!(render_many, m)?)?;
    m.add_function(wrap_pyfunction!(locales, m)?)?;
    m.add_function(wrap_pyfunction!(negotiate_locale, m)?)?;
    m.add_function(wrap_pyfunction!(add_messages, m)?)?;
    m.add_function(wrap_pyfunction!(message_files, m)?)?;
    m.add_function(wrap_pyfunction!(error_codes, m)?)?;
    m.add_function(wrap_pyfunction!(option_specs, m)?)?;
    m.add_function(wrap_pyfunction!(game_schemas, m)?)?;
    m.add_function(wrap_pyfunction!(catalogue, m)?)?;
    #[cfg(feature = "testing")]
    m.add_function(wrap_pyfunction!(selfplay, m)?)?;
    #[cfg(feature = "testing")]
    m.add_function(wrap_pyfunction!(random_game, m)?)?;
    m.add_function(wrap_pyfunction!(arena, m)?)?;
    Ok(())
}
