//! What every game shares: seats, the pending decision, typed rule errors, visibility,
//! the `Game` trait, the random generator and the stable state hash.

pub(crate) mod hash;
pub(crate) mod rng;

use std::fmt;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

pub(crate) use hash::stable_hash;
pub use rng::SplitMix64;
pub use crate::i18n::Msg;

/// A seat at the table, numbered from 0.
pub type Seat = u8;

/// A small set of seats (at most 16), as a bitmask. Serialized as a sorted list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SeatSet(pub u16);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);
    pub fn one(s: Seat) -> Self {
        SeatSet(1u16 << s)
    }
    pub fn all(n: u8) -> Self {
        SeatSet(((1u32 << n) - 1) as u16)
    }
    pub fn contains(self, s: Seat) -> bool {
        s < 16 && self.0 & (1u16 << s) != 0
    }
    pub fn insert(&mut self, s: Seat) {
        self.0 |= 1u16 << s;
    }
    pub fn remove(&mut self, s: Seat) {
        self.0 &= !(1u16 << s);
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn first(self) -> Option<Seat> {
        (!self.is_empty()).then(|| self.0.trailing_zeros() as Seat)
    }
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |&s| self.contains(s))
    }
}

impl Serialize for SeatSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// JSON Schema: a set of seats as the sorted list of their numbers.
impl schemars::JsonSchema for SeatSet {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "SeatSet".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "array", "description": "a set of seats, as their numbers in increasing order",
            "items": {"type": "integer", "minimum": 0, "maximum": 15}, "uniqueItems": true,
        })
    }
}

impl<'de> Deserialize<'de> for SeatSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v: Vec<u8> = Vec::deserialize(d)?;
        let mut set = SeatSet::EMPTY;
        for s in v {
            if s >= 16 {
                return Err(serde::de::Error::custom("seat out of range"));
            }
            set.insert(s);
        }
        Ok(set)
    }
}

/// Who is looking at the game. `Omniscient` is the admin, an auditor, or anyone once the
/// game is over: it sees every hidden thing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    Spectator,
    Seat(Seat),
    Omniscient,
}

impl Viewer {
    pub fn sees(self, v: Visibility) -> bool {
        match (self, v) {
            (_, Visibility::Public) | (Viewer::Omniscient, _) => true,
            (Viewer::Seat(s), Visibility::Seats(set)) => set.contains(s),
            (Viewer::Spectator, Visibility::Seats(_)) => false,
        }
    }
}

/// Who may see an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    Public,
    Seats(SeatSet),
}

/// The decision the game waits for: which seats may act now, and of what kind. Several
/// seats are pending at once only where the rules have players decide simultaneously.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct Pending {
    pub seats: SeatSet,
    pub kind: &'static str,
}

impl Pending {
    pub fn one(seat: Seat, kind: &'static str) -> Self {
        Pending { seats: SeatSet::one(seat), kind }
    }
}

/// The stable error codes (docs/architecture.md, "Errors").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ErrorCode {
    /// The action is well-formed but the rules do not allow it now.
    IllegalAction,
    /// The seat is not one whose decision is pending.
    NotYourTurn,
    /// The game has ended.
    GameOver,
    /// The input could not be parsed, names an unknown game, or describes an impossible state.
    InvalidRequest,
}

impl ErrorCode {
    /// Every code, for clients that check their own table against the engine's.
    pub const ALL: [ErrorCode; 4] = [ErrorCode::IllegalAction, ErrorCode::NotYourTurn, ErrorCode::GameOver, ErrorCode::InvalidRequest];
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::IllegalAction => "illegal-action",
            ErrorCode::NotYourTurn => "not-your-turn",
            ErrorCode::GameOver => "game-over",
            ErrorCode::InvalidRequest => "invalid-request",
        }
    }
}

/// A rule citation: the game (its REST name, "dominant-species") and the section of its
/// rules file ("§5.1", or with the detail the rules file gives it: "§11 Aquatic",
/// "§6.1 (PD-06)"). Each game builds its citations one way, with its own `rule!` macro;
/// displayed (and serialized) as "<game> <section>": "dominant-species §5.1".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    pub game: &'static str,
    pub section: &'static str,
}

impl Rule {
    pub const fn new(game: &'static str, section: &'static str) -> Self {
        Rule { game, section }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.game, self.section)
    }
}

impl Serialize for Rule {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A typed rejection. `rule` cites the rules-file section that forbids the action
/// (e.g. "dominant-species §5.1"; `None` for the codes that cite none); `detail` says what
/// was wrong, without hidden information, as a message (rendered in the reader's locale;
/// `detail_text` is English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub code: ErrorCode,
    pub rule: Option<Rule>,
    pub detail: Msg,
}

impl RuleError {
    pub fn illegal(rule: Rule, detail: impl Into<Msg>) -> Self {
        RuleError { code: ErrorCode::IllegalAction, rule: Some(rule), detail: detail.into() }
    }
    pub fn invalid(detail: impl Into<Msg>) -> Self {
        RuleError { code: ErrorCode::InvalidRequest, rule: None, detail: detail.into() }
    }
    pub(crate) fn not_your_turn(seat: Seat, pending: Option<Pending>) -> Self {
        let detail = match pending {
            Some(p) => msg!(
                "err-not-your-turn-waiting",
                seat = seat,
                waiting = format!("{:?}", p.seats.iter().collect::<Vec<_>>()),
                kind = p.kind
            ),
            None => msg!("err-not-your-turn", seat = seat),
        };
        RuleError { code: ErrorCode::NotYourTurn, rule: None, detail }
    }
    pub(crate) fn game_over() -> Self {
        RuleError { code: ErrorCode::GameOver, rule: None, detail: msg!("err-game-over") }
    }
    pub fn code(&self) -> &'static str {
        self.code.as_str()
    }
    /// The detail in English.
    pub fn detail_text(&self) -> String {
        self.detail.en()
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.rule {
            None => write!(f, "{}: {}", self.code(), self.detail.en()),
            Some(rule) => write!(f, "{} ({}): {}", self.code(), rule, self.detail.en()),
        }
    }
}

impl std::error::Error for RuleError {}

/// A state that breaks an invariant of its game's rules (`Game::validate`): the rule it
/// breaks when one is cited apart, and what is wrong. Displayed as "<rule>: <what>", or
/// `what` alone when no rule is cited apart (today's checks name it inside `what`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invariant {
    pub rule: Option<Rule>,
    pub what: String,
}

impl From<String> for Invariant {
    fn from(what: String) -> Self {
        Invariant { rule: None, what }
    }
}

impl fmt::Display for Invariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.rule {
            None => f.write_str(&self.what),
            Some(rule) => write!(f, "{rule}: {}", self.what),
        }
    }
}

impl std::error::Error for Invariant {}

/// The end of a game: a score per seat, and the seats from first to last place with every
/// tie already broken by the game's rules. `detail` carries game-specific extras.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub ranking: Vec<Seat>,
    pub winners: Vec<Seat>,
    #[serde(default)]
    pub detail: serde_json::Value,
}

/// A place on the board that an action refers to, so that a client can draw it and
/// highlight it: `kind` says what it is ("hex", "corner", "region", "space", "card",
/// "track", "seat", ... as each game's view names them) and `id` is its identifier exactly
/// as the game's view writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Target {
    pub kind: &'static str,
    pub id: String,
}

impl Target {
    pub fn new(kind: &'static str, id: impl Into<String>) -> Self {
        Target { kind, id: id.into() }
    }
}

/// One legal action in words, from the rules' own vocabulary ("Place an action pawn on
/// Glaciation 1"), with the places on the board it refers to (empty when it has none).
/// The words are a message, rendered in the reader's locale (`label()`: English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    pub msg: Msg,
    pub targets: Vec<Target>,
}

impl Label {
    pub fn text(label: impl Into<Msg>) -> Self {
        Label { msg: label.into(), targets: Vec::new() }
    }
    pub fn at(label: impl Into<Msg>, targets: Vec<Target>) -> Self {
        Label { msg: label.into(), targets }
    }
    /// The words in English.
    pub fn label(&self) -> String {
        self.msg.en()
    }
}

/// One setup option of a game type, described for a client that offers it in a form: the
/// key in the `options` object, its words, and the values it takes.
#[derive(Clone, Debug, Serialize)]
pub struct OptionSpec {
    /// The key in the game's `options` object.
    pub name: &'static str,
    /// The option in words ("Short game"), a message.
    pub label: Msg,
    /// What it does, in one sentence, a message.
    pub help: Msg,
    /// The rules section that defines it (serialized "<game> <section>").
    pub rule: Rule,
    /// `"bool"`, `"choice"` (one of `choices`) or `"int"` (between `min` and `max`).
    pub kind: &'static str,
    /// The value used when the option is absent (`null`: decided at random or by the rules).
    pub default: serde_json::Value,
    /// For `"choice"`: each value with its words, as `[value, label]` pairs.
    pub choices: Vec<(serde_json::Value, Msg)>,
    /// Which seat counts the option applies to (empty: all).
    pub seats: Vec<u8>,
}

/// Static facts about a game type.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The game type name used over REST ("dominant-species").
    pub name: &'static str,
    pub min_seats: u8,
    pub max_seats: u8,
}

/// One game's rules. Engines keep the state untouched when `apply_into` returns an error.
pub trait Game: Clone + Hash + Serialize + DeserializeOwned {
    type Action: Clone + PartialEq + fmt::Debug + Serialize + DeserializeOwned;
    type Effect: Clone + fmt::Debug + Serialize + DeserializeOwned;
    type Options: Default + Clone + fmt::Debug + Serialize + DeserializeOwned;

    const INFO: GameInfo;

    /// A new game for `seats` players with the options of the rules file's variants.
    fn new(seats: u8, options: &Self::Options, seed: u64) -> Result<Self, RuleError>;
    /// The number of seats.
    fn seats(&self) -> u8;
    /// The decision the game waits for; `None` once it is over.
    fn pending(&self) -> Option<Pending>;
    /// Every legal action of `seat` for the pending decision (empty if it has none).
    fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Self::Action>);
    /// Apply one action, pushing its effects. On error nothing changes.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        effects: &mut Vec<Self::Effect>,
    ) -> Result<(), RuleError>;
    /// The state as `viewer` may see it.
    fn view(&self, viewer: Viewer) -> serde_json::Value;
    /// `view(viewer)` as JSON text: what the binding serves. The games serialize their
    /// typed view straight to text (no `serde_json::Value` built in between, so its members
    /// come in their declaration order rather than sorted); the same JSON value as `view`.
    fn view_json(&self, viewer: Viewer) -> String {
        serde_json::to_string(&self.view(viewer)).unwrap_or_else(|_| "null".into())
    }
    /// The static data the views of this game type refer to by id, for a client to draw
    /// them with: the same for every game of the type and never hidden, so it is served
    /// once per type (GET /game-types/{game}/catalogue), not in every view. A JSON object:
    /// `{}` unless a game has such data (La Isla: `{"cards": {id: face}}`).
    fn catalogue() -> serde_json::Value {
        serde_json::Value::Object(serde_json::Map::new())
    }
    /// The final result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Each seat's current score (VP, EP, ...).
    fn scores(&self) -> Vec<i64>;
    /// Round, phase and similar public progress facts for scoreboards.
    fn progress(&self) -> serde_json::Value;
    /// Every invariant the rules imply (pieces conserved, counts in range, ...).
    fn validate(&self) -> Result<(), Invariant>;
    /// Who may see an effect; public unless a game says otherwise.
    fn effect_visibility(_effect: &Self::Effect) -> Visibility {
        Visibility::Public
    }
    /// True when the action itself must be hidden from the other seats (a secret choice).
    fn action_is_secret(&self, _seat: Seat, _action: &Self::Action) -> bool {
        false
    }
    /// The effect in words a player understands, as a message.
    fn describe(effect: &Self::Effect) -> Msg;
    /// The setup options a client may offer (the variants of the rules file).
    fn option_specs() -> Vec<OptionSpec>;
    /// A legal action of `seat` in words, with the places on the board it refers to.
    fn label(&self, seat: Seat, action: &Self::Action) -> Label;
    /// One line saying what `seat` is deciding now ("Choose where to place your next action
    /// pawn (3 left)"), as a message; `Msg::empty()` when `seat` has no pending decision.
    fn prompt(&self, seat: Seat) -> Msg;
    /// For search bots that cannot cheat: a state that `seat` cannot tell apart from
    /// this one, with everything hidden from it resampled from `rng` (the order of draw
    /// piles and bags, the other seats' hands and face-down cards and secret answers, the
    /// generator's future). It is a function of `view(Viewer::Seat(seat))` and `rng` only:
    /// two states that look the same to `seat` give the same result for the same `rng`,
    /// and the result shows `seat` exactly the view it had. Always `validate()`s.
    fn determinize(&self, seat: Seat, rng: &mut SplitMix64) -> Self;
    /// The score difference that search evaluations treat as decisive (about a typical
    /// winning margin); used to turn a mid-game score margin into a value in (0, 1).
    fn score_scale() -> f64 {
        10.0
    }
    /// Recompute every derived quantity the state caches (e.g. dominance on every tile)
    /// from scratch. Used by `restore` and by the kernel benchmark; no-op by default.
    fn recompute_derived(&mut self) {}
    /// Undo: a fingerprint of everything an action may not change without being a *commit
    /// point*, an action no seat may take back (docs/architecture.md "Undo"; each rules file
    /// lists its game's commit points): the hidden and random parts of the state (the
    /// generator, draw piles and bags, hands where they are hidden) and the steps its rules
    /// treat as final. Computed apart from `apply_into`, before and after it
    /// (`commit_point`), so that applying costs the same. The default fingerprints the whole
    /// state: in a game that says nothing, every action is a commit point.
    fn commit_marker(&self) -> u64 {
        marker(self)
    }

    // ---- provided ----

    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action> {
        let mut v = Vec::new();
        self.legal_actions_into(seat, &mut v);
        v
    }

    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Self::Effect>, RuleError> {
        let mut fx = Vec::new();
        self.apply_into(seat, action, &mut fx)?;
        Ok(fx)
    }

    fn is_over(&self) -> bool {
        self.pending().is_none()
    }

    /// A stable hash of the whole state, random generator included.
    fn state_hash(&self) -> String {
        stable_hash(self)
    }

    /// The whole state as JSON; `restore` reads it back.
    fn snapshot(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Load a snapshot or a described state; never returns a half-valid state.
    fn restore(json: &str) -> Result<Self, RuleError> {
        let mut s: Self = serde_json::from_str(json)
            .map_err(|e| RuleError::invalid(format!("state does not parse: {e}")))?;
        s.recompute_derived();
        s.validate().map_err(|e| RuleError::invalid(format!("state is not valid: {e}")))?;
        Ok(s)
    }
}

/// A fingerprint of `parts` for `Game::commit_marker` (only compared within one process,
/// never stored).
pub fn marker<T: Hash + ?Sized>(parts: &T) -> u64 {
    use std::hash::Hasher;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    parts.hash(&mut h);
    h.finish()
}

/// Whether the action that took a game from a state whose `commit_marker` was `before` to
/// `after` is a commit point: it changed a hidden or random part of the state or a step
/// the rules treat as final (the marker moved), or it ended the game.
pub fn commit_point<G: Game>(before: u64, after: &G) -> bool {
    after.is_over() || after.commit_marker() != before
}

/// Standard check at the top of `apply_into`: the game is not over and `seat` is pending.
pub(crate) fn check_turn(pending: Option<Pending>, seat: Seat) -> Result<Pending, RuleError> {
    match pending {
        None => Err(RuleError::game_over()),
        Some(p) if p.seats.contains(seat) => Ok(p),
        Some(p) => Err(RuleError::not_your_turn(seat, Some(p))),
    }
}

#[cfg(test)]
mod citation_tests {
    use super::*;

    #[test]
    fn a_citation_displays_and_serializes_as_game_space_section() {
        let r = Rule::new("evo", "§6.1 (PD-06)");
        assert_eq!(r.to_string(), "evo §6.1 (PD-06)");
        assert_eq!(serde_json::to_string(&r).unwrap(), "\"evo §6.1 (PD-06)\"");
        let e = RuleError::illegal(Rule::new("dominant-species", "§5.1"), "no AP left in supply");
        assert_eq!(e.to_string(), "illegal-action (dominant-species §5.1): no AP left in supply");
        assert_eq!(RuleError::invalid("bad").to_string(), "invalid-request: bad");
        assert_eq!(RuleError::game_over().rule, None);
        let broken = Invariant::from("3 cubes missing".to_string());
        assert_eq!(broken.to_string(), "3 cubes missing");
        let cited = Invariant { rule: Some(Rule::new("la-isla", "§7.4")), what: "two explorers".into() };
        assert_eq!(cited.to_string(), "la-isla §7.4: two explorers");
        let codes: Vec<&str> = ErrorCode::ALL.iter().map(|c| c.as_str()).collect();
        assert_eq!(codes, ["illegal-action", "not-your-turn", "game-over", "invalid-request"]);
    }
}
