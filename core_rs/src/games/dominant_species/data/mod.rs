//! Dominant Species data, all in one place: animals, elements, terrains, the action
//! display, and the scoring tables (docs/rules/dominant-species.md §1, §6, §9, Appendix A).

use serde::{Deserialize, Serialize};

/// The six animals in food-chain order, strongest first (§1.5). The index is the rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Animal {
    Mammals = 0,
    Reptiles = 1,
    Birds = 2,
    Amphibians = 3,
    Arachnids = 4,
    Insects = 5,
}

impl Animal {
    pub const ALL: [Animal; 6] =
        [Animal::Mammals, Animal::Reptiles, Animal::Birds, Animal::Amphibians, Animal::Arachnids, Animal::Insects];

    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn from_idx(i: usize) -> Option<Animal> {
        Animal::ALL.get(i).copied()
    }
    pub fn name(self) -> &'static str {
        ["Mammals", "Reptiles", "Birds", "Amphibians", "Arachnids", "Insects"][self.idx()]
    }
    /// §1.5 / Appendix A "inherent".
    pub fn inherent(self) -> (Element, u8) {
        match self {
            Animal::Mammals => (Element::Meat, 2),
            Animal::Reptiles => (Element::Sun, 2),
            Animal::Birds => (Element::Seed, 2),
            Animal::Amphibians => (Element::Water, 3),
            Animal::Arachnids => (Element::Grub, 2),
            Animal::Insects => (Element::Grass, 2),
        }
    }
    /// §1.5 key element (the alternative setup, §13.3).
    pub fn key_element(self) -> Element {
        self.inherent().0
    }
}

/// Element types in canonical order (§1.4, §14.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Element {
    Meat = 0,
    Sun = 1,
    Seed = 2,
    Water = 3,
    Grub = 4,
    Grass = 5,
}

impl Element {
    pub const ALL: [Element; 6] =
        [Element::Meat, Element::Sun, Element::Seed, Element::Water, Element::Grub, Element::Grass];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn from_idx(i: usize) -> Option<Element> {
        Element::ALL.get(i).copied()
    }
    pub fn name(self) -> &'static str {
        ["meat", "sun", "seed", "water", "grub", "grass"][self.idx()]
    }
}

/// Discs of each type in the game (§1.1: 120 discs, 20 per type).
pub const DISCS_PER_TYPE: u8 = 20;

/// Terrains (§2). `Tundra` is only ever an effective terrain (a covered large tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Terrain {
    Sea = 0,
    Wetland = 1,
    Savannah = 2,
    Jungle = 3,
    Forest = 4,
    Desert = 5,
    Mountain = 6,
    Tundra = 7,
}

impl Terrain {
    /// The seven large-tile terrains, in the canonical order of §14.2.
    pub const LARGE: [Terrain; 7] = [
        Terrain::Sea,
        Terrain::Wetland,
        Terrain::Savannah,
        Terrain::Jungle,
        Terrain::Forest,
        Terrain::Desert,
        Terrain::Mountain,
    ];
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        ["sea", "wetland", "savannah", "jungle", "forest", "desert", "mountain", "tundra"][self.idx()]
    }
    /// §9.1 tile-scoring row (1st, 2nd, 3rd, 4th; missing places are absent).
    pub fn scoring_row(self) -> &'static [u32] {
        match self {
            Terrain::Sea => &[9, 5, 3, 2],
            Terrain::Wetland => &[8, 4, 2, 1],
            Terrain::Savannah => &[7, 4, 2],
            Terrain::Jungle => &[6, 3, 2],
            Terrain::Forest => &[5, 3, 2],
            Terrain::Desert => &[4, 2],
            Terrain::Mountain => &[3, 2],
            Terrain::Tundra => &[1],
        }
    }
    /// §7.8 Speciation cap per tile.
    pub fn speciation_limit(self) -> u8 {
        match self {
            Terrain::Sea | Terrain::Wetland => 4,
            Terrain::Savannah | Terrain::Jungle | Terrain::Forest => 3,
            Terrain::Desert | Terrain::Mountain => 2,
            Terrain::Tundra => 1,
        }
    }
    /// Large tiles of this terrain in the whole game (§1.2).
    pub fn large_tiles(self) -> u8 {
        match self {
            Terrain::Sea => 7,
            Terrain::Tundra => 0,
            _ => 4,
        }
    }
}

/// §9.2 bonus-VP table: `min(45, n(n+1)/2)`.
pub fn bonus_vp(n: u32) -> u32 {
    if n >= 9 {
        45
    } else {
        n * (n + 1) / 2
    }
}

/// Tundra tiles in the game (§1.3).
pub const TUNDRA_TILES: u8 = 12;

/// §4.6: (APs per animal, cubes per animal) by the number of seats.
pub fn material(seats: u8) -> (u8, u8) {
    match seats {
        2 => (7, 55),
        3 => (6, 50),
        4 => (5, 45),
        5 => (4, 40),
        _ => (3, 35),
    }
}

/// Cubes per animal in the game, allotted or not (§1.1: 330 / 6).
pub const CUBES_PER_ANIMAL: u8 = 55;
/// Cylinders per animal in the game (§1.1: 60 / 6; §4.6 "never more than 10 APs").
pub const APS_PER_ANIMAL: u8 = 10;

/// The 12 actions in execution order (§5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    Initiative,
    Adaptation,
    Regression,
    Abundance,
    Wasteland,
    Depletion,
    Glaciation,
    Speciation,
    Wanderlust,
    Migration,
    Competition,
    Domination,
}

impl ActionKind {
    pub fn name(self) -> &'static str {
        [
            "Initiative",
            "Adaptation",
            "Regression",
            "Abundance",
            "Wasteland",
            "Depletion",
            "Glaciation",
            "Speciation",
            "Wanderlust",
            "Migration",
            "Competition",
            "Domination",
        ][self as usize]
    }
}

/// Number of AP spaces on the action display (§6).
pub const SPACES: usize = 41;

/// The AP spaces in execution order (§6, Appendix A "apSpaces"): id, action, and the
/// element (Speciation), number (Migration, Glaciation, Wanderlust, ...) it carries.
pub const SPACE_IDS: [&str; SPACES] = [
    "INI", "ADA-1", "ADA-2", "ADA-3", "REG-1", "REG-2", "ABU-1", "ABU-2", "WAS", "DEP", "GLA-1", "GLA-2",
    "GLA-3", "GLA-4", "SPE-MEAT", "SPE-SUN", "SPE-SEED", "SPE-WATER", "SPE-GRUB", "SPE-GRASS", "WAN-1",
    "WAN-2", "WAN-3", "MIG-7", "MIG-6", "MIG-5", "MIG-4", "MIG-3", "MIG-2", "COM-1", "COM-2", "COM-3",
    "COM-4", "COM-5", "COM-6", "COM-7", "DOM-1", "DOM-2", "DOM-3", "DOM-4", "DOM-5",
];

/// An AP space, by its index in `SPACE_IDS` (which is also execution order).
/// Serialized as its id ("ADA-1").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Space(pub u8);

impl Space {
    pub const INI: Space = Space(0);
    pub const ADA: [Space; 3] = [Space(1), Space(2), Space(3)];
    pub const REG: [Space; 2] = [Space(4), Space(5)];
    pub const ABU: [Space; 2] = [Space(6), Space(7)];
    pub const WAS: Space = Space(8);
    pub const DEP: Space = Space(9);
    pub const GLA: [Space; 4] = [Space(10), Space(11), Space(12), Space(13)];
    /// SPE-MEAT … SPE-GRASS, in element order.
    pub const SPE: [Space; 6] = [Space(14), Space(15), Space(16), Space(17), Space(18), Space(19)];
    pub const WAN: [Space; 3] = [Space(20), Space(21), Space(22)];
    /// MIG-7 … MIG-2.
    pub const MIG: [Space; 6] = [Space(23), Space(24), Space(25), Space(26), Space(27), Space(28)];
    pub const COM: [Space; 7] = [Space(29), Space(30), Space(31), Space(32), Space(33), Space(34), Space(35)];
    pub const DOM: [Space; 5] = [Space(36), Space(37), Space(38), Space(39), Space(40)];

    pub fn idx(self) -> usize {
        self.0 as usize
    }
    pub fn id(self) -> &'static str {
        SPACE_IDS.get(self.idx()).copied().unwrap_or("?")
    }
    pub fn parse(s: &str) -> Option<Space> {
        SPACE_IDS.iter().position(|&x| x == s).map(|i| Space(i as u8))
    }
    pub fn all() -> impl Iterator<Item = Space> {
        (0..SPACES as u8).map(Space)
    }
    pub fn action(self) -> ActionKind {
        match self.0 {
            0 => ActionKind::Initiative,
            1..=3 => ActionKind::Adaptation,
            4..=5 => ActionKind::Regression,
            6..=7 => ActionKind::Abundance,
            8 => ActionKind::Wasteland,
            9 => ActionKind::Depletion,
            10..=13 => ActionKind::Glaciation,
            14..=19 => ActionKind::Speciation,
            20..=22 => ActionKind::Wanderlust,
            23..=28 => ActionKind::Migration,
            29..=35 => ActionKind::Competition,
            _ => ActionKind::Domination,
        }
    }
    /// Position within its action, from 0 (ADA-1 → 0, MIG-7 → 0, MIG-2 → 5).
    pub fn ordinal(self) -> usize {
        let first = Space::all().find(|s| s.action() == self.action()).map_or(0, |s| s.idx());
        self.idx() - first
    }
    /// The element printed on a Speciation space.
    pub fn speciation_element(self) -> Option<Element> {
        (self.action() == ActionKind::Speciation).then(|| Element::ALL[self.ordinal()])
    }
    /// The number printed on a Migration space (7 … 2).
    pub fn migration_count(self) -> Option<u8> {
        (self.action() == ActionKind::Migration).then(|| 7 - self.ordinal() as u8)
    }
    /// The three terrains of a Competition space (§6).
    pub fn competition_terrains(self) -> Option<[Terrain; 3]> {
        use Terrain::*;
        if self.action() != ActionKind::Competition {
            return None;
        }
        Some(match self.ordinal() {
            0 => [Tundra, Jungle, Wetland],
            1 => [Tundra, Wetland, Desert],
            2 => [Tundra, Desert, Forest],
            3 => [Tundra, Forest, Savannah],
            4 => [Tundra, Savannah, Mountain],
            5 => [Tundra, Mountain, Sea],
            _ => [Tundra, Sea, Jungle],
        })
    }
}

impl Serialize for Space {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Space {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Space::parse(&s).ok_or_else(|| serde::de::Error::custom(format!("unknown action space {s:?}")))
    }
}

/// JSON Schema: one of the 41 action-space ids, as serialized.
impl schemars::JsonSchema for Space {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Space".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let ids: Vec<&str> = Space::all().map(|s| s.id()).collect();
        schemars::json_schema!({"type": "string", "description": "an action-display space id (§4.1)", "enum": ids})
    }
}

/// The 26 Dominance cards (§11.2), alphabetical: this is the canonical order of §14.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Aquatic,
    Biodiversity,
    Biomass,
    Blight,
    Catastrophe,
    ColdSnap,
    Disease,
    Ecodiversity,
    Evolution,
    Fecundity,
    Fertile,
    Habitat,
    Hibernation,
    IceAge,
    IceSheet,
    Immigrants,
    Instinct,
    Intelligence,
    MassExodus,
    Metamorphosis,
    NicheBiomes,
    Nocturnal,
    Omnivore,
    Parasitism,
    Predator,
    Symbiotic,
}

impl Card {
    pub const ALL: [Card; 26] = [
        Card::Aquatic,
        Card::Biodiversity,
        Card::Biomass,
        Card::Blight,
        Card::Catastrophe,
        Card::ColdSnap,
        Card::Disease,
        Card::Ecodiversity,
        Card::Evolution,
        Card::Fecundity,
        Card::Fertile,
        Card::Habitat,
        Card::Hibernation,
        Card::IceAge,
        Card::IceSheet,
        Card::Immigrants,
        Card::Instinct,
        Card::Intelligence,
        Card::MassExodus,
        Card::Metamorphosis,
        Card::NicheBiomes,
        Card::Nocturnal,
        Card::Omnivore,
        Card::Parasitism,
        Card::Predator,
        Card::Symbiotic,
    ];
    /// The four cards left out of the shorter game (§13.1).
    pub fn starred(self) -> bool {
        matches!(self, Card::Immigrants | Card::Intelligence | Card::Omnivore | Card::Parasitism)
    }
    pub fn name(self) -> &'static str {
        match self {
            Card::Aquatic => "Aquatic",
            Card::Biodiversity => "Biodiversity",
            Card::Biomass => "Biomass",
            Card::Blight => "Blight",
            Card::Catastrophe => "Catastrophe",
            Card::ColdSnap => "Cold Snap",
            Card::Disease => "Disease",
            Card::Ecodiversity => "Ecodiversity",
            Card::Evolution => "Evolution",
            Card::Fecundity => "Fecundity",
            Card::Fertile => "Fertile",
            Card::Habitat => "Habitat",
            Card::Hibernation => "Hibernation",
            Card::IceAge => "Ice Age",
            Card::IceSheet => "Ice Sheet",
            Card::Immigrants => "Immigrants",
            Card::Instinct => "Instinct",
            Card::Intelligence => "Intelligence",
            Card::MassExodus => "Mass Exodus",
            Card::Metamorphosis => "Metamorphosis",
            Card::NicheBiomes => "Niche Biomes",
            Card::Nocturnal => "Nocturnal",
            Card::Omnivore => "Omnivore",
            Card::Parasitism => "Parasitism",
            Card::Predator => "Predator",
            Card::Symbiotic => "Symbiotic",
        }
    }
}

/// §4.7 starting cubes: (2-cube tile, 1-cube tile, 1-cube tile) by starting position index
/// into `START_TILES` (N=1 Wetland, NE=2 Savannah, SE=3 Desert, S=4 Mountain, SW=5 Forest,
/// NW=6 Jungle), per animal in food-chain order.
pub const START_CUBES: [[usize; 3]; 6] = [
    [4, 3, 5], // Mammals: Mountain 2, Desert 1, Forest 1
    [3, 2, 4], // Reptiles: Desert 2, Savannah 1, Mountain 1
    [5, 4, 6], // Birds: Forest 2, Mountain 1, Jungle 1
    [1, 6, 2], // Amphibians: Wetland 2, Jungle 1, Savannah 1
    [6, 5, 1], // Arachnids: Jungle 2, Forest 1, Wetland 1
    [2, 1, 3], // Insects: Savannah 2, Wetland 1, Desert 1
];

/// §3.3 the seven starting positions C, N, NE, SE, S, SW, NW with their standard terrains.
pub const START_TILES: [((i8, i8), Terrain); 7] = [
    ((0, 0), Terrain::Sea),
    ((0, -1), Terrain::Wetland),
    ((1, -1), Terrain::Savannah),
    ((1, 0), Terrain::Desert),
    ((0, 1), Terrain::Mountain),
    ((-1, 1), Terrain::Forest),
    ((-1, 0), Terrain::Jungle),
];

/// §3.5 the 12 starting element positions P1…P12 and their standard elements.
pub const START_ELEMENTS: [([(i8, i8); 3], Element); 12] = [
    ([(0, -1), (0, 0), (1, -1)], Element::Water),
    ([(-1, -1), (-1, 0), (0, -1)], Element::Water),
    ([(0, 0), (1, -1), (1, 0)], Element::Grass),
    ([(0, -1), (1, -2), (1, -1)], Element::Grass),
    ([(0, 0), (0, 1), (1, 0)], Element::Sun),
    ([(1, -1), (1, 0), (2, -1)], Element::Sun),
    ([(-1, 1), (0, 0), (0, 1)], Element::Meat),
    ([(0, 1), (1, 0), (1, 1)], Element::Meat),
    ([(-1, 0), (-1, 1), (0, 0)], Element::Seed),
    ([(-1, 1), (-1, 2), (0, 1)], Element::Seed),
    ([(-1, 0), (0, -1), (0, 0)], Element::Grub),
    ([(-2, 1), (-1, 0), (-1, 1)], Element::Grub),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// §9.2 / TV-16: the bonus table.
    #[test]
    fn s9_2_bonus_vp_table() {
        let table: Vec<u32> = (0..=12).map(bonus_vp).collect();
        assert_eq!(table, vec![0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 45, 45, 45]);
    }

    /// §9.1 every terrain's scoring row.
    #[test]
    fn s9_1_tile_scoring_rows() {
        let rows: Vec<(&str, &[u32])> = [
            Terrain::Sea,
            Terrain::Wetland,
            Terrain::Savannah,
            Terrain::Jungle,
            Terrain::Forest,
            Terrain::Desert,
            Terrain::Mountain,
            Terrain::Tundra,
        ]
        .iter()
        .map(|t| (t.name(), t.scoring_row()))
        .collect();
        assert_eq!(
            rows,
            vec![
                ("sea", &[9, 5, 3, 2][..]),
                ("wetland", &[8, 4, 2, 1][..]),
                ("savannah", &[7, 4, 2][..]),
                ("jungle", &[6, 3, 2][..]),
                ("forest", &[5, 3, 2][..]),
                ("desert", &[4, 2][..]),
                ("mountain", &[3, 2][..]),
                ("tundra", &[1][..]),
            ]
        );
    }

    /// §7.8 Speciation caps.
    #[test]
    fn s7_8_speciation_limits() {
        let caps: Vec<u8> = [
            Terrain::Sea,
            Terrain::Wetland,
            Terrain::Savannah,
            Terrain::Jungle,
            Terrain::Forest,
            Terrain::Desert,
            Terrain::Mountain,
            Terrain::Tundra,
        ]
        .iter()
        .map(|t| t.speciation_limit())
        .collect();
        assert_eq!(caps, vec![4, 4, 3, 3, 3, 2, 2, 1]);
    }

    /// §6: 41 AP spaces, ids round-trip, Migration numbers and Competition terrains.
    #[test]
    fn s6_action_display_spaces() {
        assert_eq!(Space::all().count(), 41);
        for s in Space::all() {
            assert_eq!(Space::parse(s.id()), Some(s));
        }
        assert_eq!(Space::MIG.map(|s| s.migration_count().unwrap_or(0)), [7, 6, 5, 4, 3, 2]);
        assert_eq!(Space::SPE[3].speciation_element(), Some(Element::Water));
        assert_eq!(
            Space::COM[2].competition_terrains(),
            Some([Terrain::Tundra, Terrain::Desert, Terrain::Forest])
        );
        assert_eq!(Space::parse("DOM-6"), None);
        let counts: Vec<usize> = [
            ActionKind::Initiative,
            ActionKind::Adaptation,
            ActionKind::Regression,
            ActionKind::Abundance,
            ActionKind::Wasteland,
            ActionKind::Depletion,
            ActionKind::Glaciation,
            ActionKind::Speciation,
            ActionKind::Wanderlust,
            ActionKind::Migration,
            ActionKind::Competition,
            ActionKind::Domination,
        ]
        .iter()
        .map(|k| Space::all().filter(|s| s.action() == *k).count())
        .collect();
        assert_eq!(counts, vec![1, 3, 2, 2, 1, 1, 4, 6, 3, 6, 7, 5]);
    }

    /// §1.6 / §13.1: 26 cards, four starred.
    #[test]
    fn s13_1_starred_cards() {
        assert_eq!(Card::ALL.len(), 26);
        let starred: Vec<Card> = Card::ALL.iter().copied().filter(|c| c.starred()).collect();
        assert_eq!(starred, vec![Card::Immigrants, Card::Intelligence, Card::Omnivore, Card::Parasitism]);
    }
}
