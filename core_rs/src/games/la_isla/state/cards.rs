//! la-isla §11: the 180 cards, read from `data/cards.json` (the list of §11.6), and the 21
//! kinds of special function (§11.2–§11.3).

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::types::{Colour, Landscape, Species, Symbol};

/// la-isla §11.2: a special function, identified by its code and parameter. Two functions
/// are identical (§7.2) iff they are equal as values of this type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Function {
    /// F01: +3 VP on each arrival on a space of the landscape.
    LandscapeVp(Landscape),
    /// F02: +3 VP on each arrival on a space showing the symbol.
    SymbolVp(Symbol),
    /// F03: one resource of choice on each arrival on a space showing the symbol.
    SymbolResource(Symbol),
    /// F04: one resource of choice on each arrival on a space of the landscape.
    LandscapeResource(Landscape),
    /// F05: placing on the landscape costs 1 instead of 2.
    LandscapeDiscount(Landscape),
    /// F06: one extra resource of the colour in every action B.
    Income(Colour),
    /// F07: an optional advance of the species in every action B.
    IncomeMarker(Species),
    /// F08: an optional advance of a species of choice on each arrival on the landscape.
    LandscapeMarker(Landscape),
    /// F09: take an explorer from the general supply when placed.
    ExtraExplorer,
    /// F10: one more card slot when placed (permanent).
    ExtraSlot,
    /// F11: draw 4 cards in the card phase.
    WiderSearch,
    /// F12: the resource alternative of action C gives 2 resources.
    Provisions,
    /// G01: a second advance in action D when the advanced species is this one.
    DoubleStep(Species),
    /// G02: advance any species in action D.
    FreeChoice,
    /// G03: up to k advances of the species after capturing k tiles of it.
    CaptureMarker(Species),
    /// G04: pay for the landscape with any one colour.
    AnyColour(Landscape),
    /// G05: placing on the symbol costs 1 instead of 2.
    SymbolDiscount(Symbol),
    /// G06: relocate in action C even with explorers in the supply.
    Scout,
    /// G07: advances in action D score double.
    DoubleScore,
    /// G08: +2 VP per captured tile.
    CaptureVp,
    /// G09: one extra relocation after a placement or relocation in action C.
    SecondMove,
}

impl Function {
    /// The function code of §11.2 (F01..F12, G01..G09).
    pub fn code(self) -> &'static str {
        match self {
            Function::LandscapeVp(_) => "F01",
            Function::SymbolVp(_) => "F02",
            Function::SymbolResource(_) => "F03",
            Function::LandscapeResource(_) => "F04",
            Function::LandscapeDiscount(_) => "F05",
            Function::Income(_) => "F06",
            Function::IncomeMarker(_) => "F07",
            Function::LandscapeMarker(_) => "F08",
            Function::ExtraExplorer => "F09",
            Function::ExtraSlot => "F10",
            Function::WiderSearch => "F11",
            Function::Provisions => "F12",
            Function::DoubleStep(_) => "G01",
            Function::FreeChoice => "G02",
            Function::CaptureMarker(_) => "G03",
            Function::AnyColour(_) => "G04",
            Function::SymbolDiscount(_) => "G05",
            Function::Scout => "G06",
            Function::DoubleScore => "G07",
            Function::CaptureVp => "G08",
            Function::SecondMove => "G09",
        }
    }

    /// The function name of §11.2 (`LANDSCAPE_VP`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Function::LandscapeVp(_) => "LANDSCAPE_VP",
            Function::SymbolVp(_) => "SYMBOL_VP",
            Function::SymbolResource(_) => "SYMBOL_RESOURCE",
            Function::LandscapeResource(_) => "LANDSCAPE_RESOURCE",
            Function::LandscapeDiscount(_) => "LANDSCAPE_DISCOUNT",
            Function::Income(_) => "INCOME",
            Function::IncomeMarker(_) => "INCOME_MARKER",
            Function::LandscapeMarker(_) => "LANDSCAPE_MARKER",
            Function::ExtraExplorer => "EXTRA_EXPLORER",
            Function::ExtraSlot => "EXTRA_SLOT",
            Function::WiderSearch => "WIDER_SEARCH",
            Function::Provisions => "PROVISIONS",
            Function::DoubleStep(_) => "DOUBLE_STEP",
            Function::FreeChoice => "FREE_CHOICE",
            Function::CaptureMarker(_) => "CAPTURE_MARKER",
            Function::AnyColour(_) => "ANY_COLOUR",
            Function::SymbolDiscount(_) => "SYMBOL_DISCOUNT",
            Function::Scout => "SCOUT",
            Function::DoubleScore => "DOUBLE_SCORE",
            Function::CaptureVp => "CAPTURE_VP",
            Function::SecondMove => "SECOND_MOVE",
        }
    }

    /// The parameter as its id (`DESERT`, `ROPE`, ...), if the function has one.
    pub fn param(self) -> Option<&'static str> {
        use Function::*;
        let l = |x: Landscape| ["DESERT", "GRASSLAND", "MOUNTAIN", "STEPPE", "SWAMP"][x.idx()];
        let s = |x: Symbol| ["TENT", "HAT", "ROPE", "BOTTLE", "BACKPACK"][x.idx()];
        let c = |x: Colour| ["YELLOW", "GREEN", "GREY", "WHITE", "BROWN"][x.idx()];
        let z = |x: Species| ["DODO", "FOSSA", "FROG", "PIKA", "MOTH"][x.idx()];
        match self {
            LandscapeVp(x) | LandscapeResource(x) | LandscapeDiscount(x) | LandscapeMarker(x) | AnyColour(x) => {
                Some(l(x))
            }
            SymbolVp(x) | SymbolResource(x) | SymbolDiscount(x) => Some(s(x)),
            Income(x) => Some(c(x)),
            IncomeMarker(x) | DoubleStep(x) | CaptureMarker(x) => Some(z(x)),
            ExtraExplorer | ExtraSlot | WiderSearch | Provisions | FreeChoice | Scout | DoubleScore | CaptureVp
            | SecondMove => None,
        }
    }

    /// Build a function from its §11.6 name and parameter id.
    fn parse(name: &str, param: Option<&str>) -> Result<Function, String> {
        fn p<T: for<'de> Deserialize<'de>>(param: Option<&str>, name: &str) -> Result<T, String> {
            let v = param.ok_or_else(|| format!("{name} needs a parameter"))?;
            serde_json::from_value(serde_json::Value::String(v.to_string()))
                .map_err(|_| format!("{name}: bad parameter {v:?}"))
        }
        let none = |f: Function| match param {
            None => Ok(f),
            Some(x) => Err(format!("{name} takes no parameter, got {x:?}")),
        };
        match name {
            "LANDSCAPE_VP" => Ok(Function::LandscapeVp(p(param, name)?)),
            "SYMBOL_VP" => Ok(Function::SymbolVp(p(param, name)?)),
            "SYMBOL_RESOURCE" => Ok(Function::SymbolResource(p(param, name)?)),
            "LANDSCAPE_RESOURCE" => Ok(Function::LandscapeResource(p(param, name)?)),
            "LANDSCAPE_DISCOUNT" => Ok(Function::LandscapeDiscount(p(param, name)?)),
            "INCOME" => Ok(Function::Income(p(param, name)?)),
            "INCOME_MARKER" => Ok(Function::IncomeMarker(p(param, name)?)),
            "LANDSCAPE_MARKER" => Ok(Function::LandscapeMarker(p(param, name)?)),
            "EXTRA_EXPLORER" => none(Function::ExtraExplorer),
            "EXTRA_SLOT" => none(Function::ExtraSlot),
            "WIDER_SEARCH" => none(Function::WiderSearch),
            "PROVISIONS" => none(Function::Provisions),
            "DOUBLE_STEP" => Ok(Function::DoubleStep(p(param, name)?)),
            "FREE_CHOICE" => none(Function::FreeChoice),
            "CAPTURE_MARKER" => Ok(Function::CaptureMarker(p(param, name)?)),
            "ANY_COLOUR" => Ok(Function::AnyColour(p(param, name)?)),
            "SYMBOL_DISCOUNT" => Ok(Function::SymbolDiscount(p(param, name)?)),
            "SCOUT" => none(Function::Scout),
            "DOUBLE_SCORE" => none(Function::DoubleScore),
            "CAPTURE_VP" => none(Function::CaptureVp),
            "SECOND_MOVE" => none(Function::SecondMove),
            other => Err(format!("unknown function {other:?}")),
        }
    }

    /// Words for a player: "LANDSCAPE_VP(DESERT)".
    pub fn label(self) -> String {
        match self.param() {
            Some(p) => format!("{}({p})", self.name()),
            None => self.name().to_string(),
        }
    }
}

impl Serialize for Function {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.label())
    }
}

impl<'de> Deserialize<'de> for Function {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        let (name, param) = match s.split_once('(') {
            Some((n, rest)) => (n, Some(rest.strip_suffix(')').unwrap_or(rest))),
            None => (s.as_str(), None),
        };
        Function::parse(name, param).map_err(serde::de::Error::custom)
    }
}

/// One printed card (§11.1): id, value, special function, resource and animal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardInfo {
    pub id: String,
    pub value: u8,
    pub function: Function,
    pub resource: Colour,
    pub animal: Species,
}

/// One row of `data/cards.json`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardRow {
    id: String,
    value: u8,
    code: String,
    function: String,
    #[serde(default)]
    param: Option<String>,
    resource: Colour,
    animal: Species,
}

/// The card list of §11.6, as shipped in `data/cards.json`.
pub const CARDS_JSON: &str = include_str!("../data/cards.json");

/// Parse and check a card list: 120 value-1 cards `L1-001..L1-120` then 60 value-2 cards
/// `L2-001..L2-060`, in that order, each code matching its function.
pub fn parse_cards(json: &str) -> Result<Vec<CardInfo>, String> {
    let rows: Vec<CardRow> = serde_json::from_str(json).map_err(|e| format!("cards.json: {e}"))?;
    if rows.len() != 180 {
        return Err(format!("cards.json: {} cards, expected 180", rows.len()));
    }
    let mut out = Vec::with_capacity(180);
    for (i, r) in rows.into_iter().enumerate() {
        let expected = Card(i as u8).id_string();
        if r.id != expected {
            return Err(format!("cards.json: card {i} is {:?}, expected {expected:?}", r.id));
        }
        let function = Function::parse(&r.function, r.param.as_deref()).map_err(|e| format!("{}: {e}", r.id))?;
        if function.code() != r.code {
            return Err(format!("{}: code {} does not match {}", r.id, r.code, r.function));
        }
        let value = if i < 120 { 1 } else { 2 };
        if r.value != value {
            return Err(format!("{}: value {} expected {value}", r.id, r.value));
        }
        out.push(CardInfo { id: r.id, value, function, resource: r.resource, animal: r.animal });
    }
    Ok(out)
}

fn table() -> &'static [CardInfo] {
    static TABLE: OnceLock<Vec<CardInfo>> = OnceLock::new();
    // The embedded list is checked by a test; should it ever fail to parse, the table is
    // empty and `State::new` refuses to start a game.
    TABLE.get_or_init(|| parse_cards(CARDS_JSON).unwrap_or_default())
}

/// True when the embedded card list is usable.
pub fn table_ok() -> bool {
    table().len() == 180
}

/// A card, by its 0-based position in the §11.6 list (0..119 = L1-001..L1-120,
/// 120..179 = L2-001..L2-060). Serialized as its id, e.g. `"L1-022"`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(pub u8);

impl Card {
    pub const COUNT: usize = 180;

    /// The printed data of this card. Card numbers are checked (< 180) wherever a card is
    /// made, and the table is checked at game creation.
    pub fn info(self) -> &'static CardInfo {
        &table()[self.0 as usize]
    }
    pub fn function(self) -> Function {
        self.info().function
    }
    pub fn resource(self) -> Colour {
        self.info().resource
    }
    pub fn animal(self) -> Species {
        self.info().animal
    }
    pub fn id_string(self) -> String {
        if self.0 < 120 {
            format!("L1-{:03}", self.0 as u32 + 1)
        } else {
            format!("L2-{:03}", self.0 as u32 - 119)
        }
    }
    pub fn parse(s: &str) -> Option<Card> {
        let (group, num) = s.split_once('-')?;
        if num.len() != 3 || !num.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let n: u32 = num.parse().ok()?;
        match group {
            "L1" if (1..=120).contains(&n) => Some(Card((n - 1) as u8)),
            "L2" if (1..=60).contains(&n) => Some(Card((n + 119) as u8)),
            _ => None,
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.id_string())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.id_string())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.id_string())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Card::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("not a card id: {s:?}")))
    }
}

/// JSON Schema: a card id of the §11.6 list, L1-001..L1-120 or L2-001..L2-060.
impl schemars::JsonSchema for Card {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Card".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string", "description": "a card id (§11.6): L1-001..L1-120, L2-001..L2-060",
            "pattern": "^(L1-(0[0-9][1-9]|0[1-9]0|1[01][0-9]|120)|L2-(0[0-5][1-9]|0[1-5]0|060))$",
        })
    }
}

