//! The registry: every game type, and one object-safe JSON face (`DynGame`) over the typed
//! `Game` trait, for the binding and for generic callers. To add a game, add its module and
//! one line to `registry!` below; nothing else changes.

pub mod dominant_species;

use serde::Serialize;
use serde_json::Value;

use crate::bots::{self, BotKind};
use crate::engine::{Game, GameInfo, Outcome, Pending, RuleError, Seat, SplitMix64, Viewer, Visibility};

/// One effect as the outside world sees it: its data (a JSON object with a "type"), who may
/// see it, and the effect in words.
#[derive(Clone, Debug, Serialize)]
pub struct EffectRecord {
    pub data: Value,
    #[serde(skip)]
    pub visibility: Visibility,
    pub text: String,
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
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<EffectRecord>, RuleError>;
    fn action_is_secret_json(&self, seat: Seat, action: &Value) -> bool;
    fn view(&self, viewer: Viewer) -> Value;
    fn outcome(&self) -> Option<Outcome>;
    fn scores(&self) -> Vec<i64>;
    fn progress(&self) -> Value;
    fn validate(&self) -> Result<(), String>;
    fn state_hash(&self) -> String;
    fn snapshot(&self) -> String;
    fn bot_action(&self, seat: Seat, kind: BotKind, rng: &mut SplitMix64) -> Option<Value>;
    fn clone_box(&self) -> Box<dyn DynGame>;
}

pub(crate) fn parse_action<G: Game>(action: &Value) -> Result<G::Action, RuleError> {
    G::Action::deserialize(action)
        .map_err(|e| RuleError::invalid(format!("not a {} action: {e}", G::INFO.name)))
}

use serde::Deserialize;

fn to_value<T: Serialize>(t: &T) -> Value {
    serde_json::to_value(t).unwrap_or(Value::Null)
}

impl<G> DynGame for G
where
    G: Game + Send + Sync + 'static,
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
    fn apply_json(&mut self, seat: Seat, action: &Value) -> Result<Vec<EffectRecord>, RuleError> {
        let a = parse_action::<G>(action)?;
        let fx = self.apply(seat, &a)?;
        Ok(fx
            .iter()
            .map(|e| EffectRecord { data: to_value(e), visibility: G::effect_visibility(e), text: G::describe(e) })
            .collect())
    }
    fn action_is_secret_json(&self, seat: Seat, action: &Value) -> bool {
        // An action that does not parse is never stored, so treating it as secret is safe.
        parse_action::<G>(action).map_or(true, |a| self.action_is_secret(seat, &a))
    }
    fn view(&self, viewer: Viewer) -> Value {
        Game::view(self, viewer)
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
    fn validate(&self) -> Result<(), String> {
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
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
}

macro_rules! registry {
    ($($ty:path),* $(,)?) => {
        /// Every registered game type.
        pub fn all_games() -> Vec<GameInfo> {
            vec![$(<$ty as Game>::INFO),*]
        }

        fn info_of(name: &str) -> Result<GameInfo, RuleError> {
            all_games()
                .into_iter()
                .find(|i| i.name == name)
                .ok_or_else(|| RuleError::invalid(format!(
                    "unknown game type {name:?}; known: {}",
                    all_games().iter().map(|i| i.name).collect::<Vec<_>>().join(", ")
                )))
        }

        /// A new game of type `name`; `options` is the game's options object (null = defaults).
        pub fn new_game(name: &str, seats: u8, options: &Value, seed: u64) -> Result<Box<dyn DynGame>, RuleError> {
            let info = info_of(name)?;
            if seats < info.min_seats || seats > info.max_seats {
                return Err(RuleError::invalid(format!(
                    "{name} is played by {} to {} seats, not {seats}", info.min_seats, info.max_seats
                )));
            }
            $(
                if name == <$ty as Game>::INFO.name {
                    let opts: <$ty as Game>::Options = if options.is_null() {
                        Default::default()
                    } else {
                        Deserialize::deserialize(options)
                            .map_err(|e| RuleError::invalid(format!("invalid options for {name}: {e}")))?
                    };
                    return Ok(Box::new(<$ty as Game>::new(seats, &opts, seed)?));
                }
            )*
            Err(RuleError::invalid(format!("unknown game type {name:?}")))
        }

        /// Load a snapshot (or a described state) of a game of type `name`.
        pub fn restore_game(name: &str, json: &str) -> Result<Box<dyn DynGame>, RuleError> {
            info_of(name)?;
            $(
                if name == <$ty as Game>::INFO.name {
                    return Ok(Box::new(<$ty as Game>::restore(json)?));
                }
            )*
            Err(RuleError::invalid(format!("unknown game type {name:?}")))
        }

        /// The words for a stored effect of a game of type `name`.
        pub fn describe_effect(name: &str, effect: &Value) -> Result<String, RuleError> {
            info_of(name)?;
            $(
                if name == <$ty as Game>::INFO.name {
                    let e: <$ty as Game>::Effect = Deserialize::deserialize(effect)
                        .map_err(|e| RuleError::invalid(format!("not a {name} effect: {e}")))?;
                    return Ok(<$ty as Game>::describe(&e));
                }
            )*
            Err(RuleError::invalid(format!("unknown game type {name:?}")))
        }
    };
}

registry! {
    dominant_species::State,
}
