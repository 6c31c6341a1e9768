//! The Dominant Species state and its setup (docs/rules/dominant-species.md §4, §13.3, §14).

use serde::{Deserialize, Serialize};

use super::data::{
    material, Animal, Card, Element, Terrain, APS_PER_ANIMAL, CUBES_PER_ANIMAL, DISCS_PER_TYPE, SPACES,
    START_CUBES, START_ELEMENTS, START_TILES, TUNDRA_TILES,
};
use crate::engine::{RuleError, Seat, SplitMix64};

pub mod board;
pub mod phase;
mod queries;

use board::{corner_count, Corner, Hex, HexSet, HEXES};
pub use phase::{Decision, Phase, Purpose};

/// Game options (the variants of §13), chosen when the game is created.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Options {
    /// The animals in seat order (one per seat; with `multiple_animals`, 3 per seat for 2
    /// players and 2 per seat for 3, consecutive). Absent: dealt at random (§14.4).
    pub animals: Option<Vec<Animal>>,
    /// §13.1: the four starred cards stay out (22-card deck).
    pub short_game: bool,
    /// §13.2: 2–3 players control all six animals.
    pub multiple_animals: bool,
    /// §13.3: the alternative random earth setup.
    pub random_setup: bool,
}

/// One animal's pieces and display (§4.6).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AnimalState {
    /// Elements added to the display, counted per type (inherent ones are implied by the animal).
    pub added: [u8; 6],
    /// Cubes available to place.
    pub gene_pool: u8,
    /// Cubes eliminated from earth to the box (Hibernation may bring them back).
    pub eliminated: u8,
    /// Cubes never allotted (they never enter play), including the VP marker.
    pub unused: u8,
    pub vp: u32,
    /// APs in the supply, ready to place.
    pub aps: u8,
    /// Cylinders set aside at setup: the only source of extra APs (§4.6).
    pub set_aside: u8,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// The number of seats (2–6).
    #[serde(rename = "players")]
    pub seats: u8,
    pub options: Options,
    pub round: u32,
    /// The seat controlling each animal (food-chain order); `None` = not in play.
    pub controller: [Option<Seat>; 6],
    /// Initiative track, leftmost first (§4.2).
    pub initiative: Vec<Animal>,
    /// The large tile on each hex (by hex id), `None` for an empty space.
    pub tiles: Vec<Option<Terrain>>,
    /// Hexes whose tile is covered by tundra (effective terrain: tundra).
    pub tundra: HexSet,
    /// The disc on each corner (by corner id).
    pub elements: Vec<Option<Element>>,
    /// Cubes per hex per animal.
    pub cubes: Vec<[u8; 6]>,
    pub animals: [AnimalState; 6],
    /// The AP on each action-display space (by space index).
    pub spaces: Vec<Option<Animal>>,
    pub adaptation_row: [Option<Element>; 4],
    pub abundance_row: [Option<Element>; 4],
    pub wanderlust_row: [Option<Element>; 4],
    pub regression_box: [u8; 6],
    pub wasteland_box: [u8; 6],
    pub depletion_box: [u8; 6],
    pub bag: [u8; 6],
    pub tundra_supply: u8,
    /// The three Wanderlust stacks, top first; `stack_face_up[i]` says whether the top is face up.
    pub stacks: [Vec<Terrain>; 3],
    pub stack_face_up: [bool; 3],
    /// The Dominance deck, top first (hidden), and the face-up cards.
    pub deck: Vec<Card>,
    pub face_up: Vec<Card>,
    /// Cards taken (out of play), in the order they were taken.
    pub taken: Vec<Card>,
    /// Tiles chosen for Domination this round.
    pub dominated: HexSet,
    /// Hibernation protections this round: (hex, animal, cubes) (§11 Hibernation).
    pub hibernation: Vec<(Hex, Animal, u8)>,
    /// Set when Ice Age is taken: the game ends after this round (§12).
    pub last_round: bool,
    /// The dominant animal on each hex, kept current after every change (§2 "Dominant").
    pub dominant: Vec<Option<Animal>>,
    pub phase: Phase,
    pub rng: SplitMix64,
}

fn invalid(msg: crate::i18n::Msg) -> RuleError {
    RuleError::invalid(msg)
}

impl State {
    /// §4 setup (with §13 variants), consuming randomness in the order of §14.3.
    pub(crate) fn setup(seats: u8, options: &Options, seed: u64) -> Result<State, RuleError> {
        if !(2..=6).contains(&seats) {
            return Err(invalid(msg!("ds-err-setup-players", seats = seats)));
        }
        if options.multiple_animals && seats > 3 {
            return Err(invalid(msg!("ds-err-setup-multiple-animals")));
        }
        let per_seat = if options.multiple_animals { (6 / seats) as usize } else { 1 };
        let mut rng = SplitMix64::new(seed);

        // §14.3 step 1 / §14.4: animals.
        let dealt: Vec<Animal> = match &options.animals {
            Some(list) => {
                if list.len() != seats as usize * per_seat {
                    return Err(invalid(msg!(
                        "ds-err-setup-animals-count",
                        want = seats as usize * per_seat,
                        per = per_seat,
                        got = list.len()
                    )));
                }
                let mut seen = [false; 6];
                for a in list {
                    if std::mem::replace(&mut seen[a.idx()], true) {
                        return Err(invalid(msg!("ds-err-setup-animal-twice", animal = super::labels::a_animal(*a))));
                    }
                }
                list.clone()
            }
            None => {
                let mut all = Animal::ALL;
                rng.shuffle(&mut all);
                all[..seats as usize * per_seat].to_vec()
            }
        };
        let mut controller = [None; 6];
        for (i, a) in dealt.iter().enumerate() {
            controller[a.idx()] = Some((i / per_seat) as Seat);
        }

        // §4.2 initiative: reverse food-chain order.
        let initiative: Vec<Animal> = Animal::ALL.iter().rev().copied().filter(|a| controller[a.idx()].is_some()).collect();

        // §4.3 / §13.3 tiles.
        let mut tiles = vec![None; HEXES];
        let mut tundra = HexSet::EMPTY;
        let mut stacks: [Vec<Terrain>; 3] = Default::default();
        let mut pool: Vec<Terrain> = Vec::new();
        let start_hex = |i: usize| -> Hex {
            let (q, r) = START_TILES[i].0;
            Hex::at(q, r).unwrap_or(Hex(0))
        };
        if options.random_setup {
            for t in Terrain::LARGE {
                pool.extend(std::iter::repeat_n(t, t.large_tiles() as usize));
            }
            rng.shuffle(&mut pool);
            for i in 0..7 {
                tiles[start_hex(i).idx()] = Some(pool[i]);
            }
            pool.drain(..7);
        } else {
            for (i, &(_, t)) in START_TILES.iter().enumerate() {
                tiles[start_hex(i).idx()] = Some(t);
            }
            for t in Terrain::LARGE {
                pool.extend(std::iter::repeat_n(t, t.large_tiles() as usize - 1));
            }
            rng.shuffle(&mut pool);
        }
        for (i, stack) in stacks.iter_mut().enumerate() {
            *stack = pool[i * 8..(i + 1) * 8].to_vec();
        }
        tundra.insert(start_hex(0));

        // §4.4 / §13.1 / §14.2 the Dominance deck.
        let mut deck: Vec<Card> = Card::ALL
            .iter()
            .copied()
            .filter(|&c| c != Card::IceAge && !(options.short_game && c.starred()))
            .collect();
        rng.shuffle(&mut deck);
        deck.push(Card::IceAge);
        let face_up: Vec<Card> = deck.drain(..5).collect();

        // §4.5 / §13.3 elements.
        let mut elements = vec![None; corner_count()];
        let mut bag = [DISCS_PER_TYPE; 6];
        let start_corner = |i: usize| Corner::from_positions(START_ELEMENTS[i].0).unwrap_or(Corner(0));
        for i in 0..12 {
            let e = if options.random_setup {
                draw_from(&mut bag, &mut rng).ok_or_else(|| invalid(msg!("ds-err-setup-bag-empty")))?
            } else {
                let e = START_ELEMENTS[i].1;
                bag[e.idx()] -= 1;
                e
            };
            elements[start_corner(i).idx()] = Some(e);
        }
        let mut rows = [[None; 4]; 3];
        for row in rows.iter_mut() {
            for slot in row.iter_mut() {
                *slot = draw_from(&mut bag, &mut rng);
            }
        }

        // §4.6 material, §4.7 / §13.3 starting cubes.
        let (aps, allotted) = if options.multiple_animals { material(6) } else { material(seats) };
        let mut animals: [AnimalState; 6] = Default::default();
        let mut cubes = vec![[0u8; 6]; HEXES];
        for a in Animal::ALL {
            let st = &mut animals[a.idx()];
            if controller[a.idx()].is_none() {
                st.unused = CUBES_PER_ANIMAL;
                continue;
            }
            st.aps = aps;
            st.set_aside = APS_PER_ANIMAL - aps;
            st.unused = CUBES_PER_ANIMAL - allotted + 1; // surplus cubes + the VP marker
            st.gene_pool = allotted - 1;
        }
        let mut state = State {
            seats,
            options: options.clone(),
            round: 1,
            controller,
            initiative,
            tiles,
            tundra,
            elements,
            cubes: Vec::new(),
            animals,
            spaces: vec![None; SPACES],
            adaptation_row: rows[0],
            abundance_row: rows[1],
            wanderlust_row: rows[2],
            regression_box: [0; 6],
            wasteland_box: [0; 6],
            depletion_box: [0; 6],
            bag,
            tundra_supply: TUNDRA_TILES - 1,
            stacks,
            stack_face_up: [true; 3],
            deck,
            face_up,
            taken: Vec::new(),
            dominated: HexSet::EMPTY,
            hibernation: Vec::new(),
            last_round: false,
            dominant: vec![None; HEXES],
            phase: Phase::start_of_planning(),
            rng,
        };
        if options.random_setup {
            state.cubes = cubes;
            state.random_start_cubes();
        } else {
            let playing: Vec<Animal> = state.animals_in_play().collect();
            for a in playing {
                let [two, one_a, one_b] = START_CUBES[a.idx()];
                for (pos, n) in [(two, 2u8), (one_a, 1), (one_b, 1)] {
                    cubes[start_hex(pos).idx()][a.idx()] += n;
                    state.animals[a.idx()].gene_pool -= n;
                }
            }
            state.cubes = cubes;
        }
        state.recompute_dominance_all();
        Ok(state)
    }

    /// §13.3 starting cubes and VPs: on each non-tundra starting tile, min(key discs, 3)
    /// cubes per animal; every animal starts at N − its own cubes (N = the most cubes).
    pub(super) fn random_start_cubes(&mut self) {
        let mut on_earth = [0u32; 6];
        let playing: Vec<Animal> = self.animals_in_play().collect();
        for &(pos, _) in &START_TILES {
            let Some(h) = Hex::at(pos.0, pos.1) else { continue };
            if self.tundra.contains(h) {
                continue;
            }
            for &a in &playing {
                let k = self.tile_elements(h)[a.key_element().idx()].min(3).min(self.animals[a.idx()].gene_pool);
                self.cubes[h.idx()][a.idx()] += k;
                self.animals[a.idx()].gene_pool -= k;
                on_earth[a.idx()] += u32::from(k);
            }
        }
        let n = on_earth.iter().copied().max().unwrap_or(0);
        for &a in &playing {
            self.animals[a.idx()].vp = n - on_earth[a.idx()];
        }
    }

    // ---- queries ----

    pub(crate) fn in_play(&self, a: Animal) -> bool {
        self.controller[a.idx()].is_some()
    }
    pub(crate) fn animals_in_play(&self) -> impl Iterator<Item = Animal> + '_ {
        Animal::ALL.into_iter().filter(|&a| self.in_play(a))
    }
    pub(crate) fn seat_of(&self, a: Animal) -> Seat {
        self.controller[a.idx()].unwrap_or(0)
    }
    /// The effective terrain of the tile on `h` (tundra when covered), `None` if empty.
    pub(crate) fn terrain(&self, h: Hex) -> Option<Terrain> {
        let base = self.tiles.get(h.idx()).copied().flatten()?;
        Some(if self.tundra.contains(h) { Terrain::Tundra } else { base })
    }
    pub(crate) fn has_tile(&self, h: Hex) -> bool {
        self.tiles.get(h.idx()).is_some_and(|t| t.is_some())
    }
    /// Hexes holding a tile.
    pub(crate) fn earth(&self) -> HexSet {
        let mut s = HexSet::EMPTY;
        for h in Hex::all() {
            if self.has_tile(h) {
                s.insert(h);
            }
        }
        s
    }
    pub(crate) fn element_at(&self, c: Corner) -> Option<Element> {
        self.elements.get(c.idx()).copied().flatten()
    }
    /// §2 "Elements of a tile": the discs on its six corners, counted per type.
    pub(crate) fn tile_elements(&self, h: Hex) -> [u8; 6] {
        let mut n = [0u8; 6];
        for c in h.corners() {
            if let Some(e) = self.element_at(c) {
                n[e.idx()] += 1;
            }
        }
        n
    }
    /// A corner is on earth when at least one of its hexes holds a tile (§3.4).
    pub(crate) fn corner_on_earth(&self, c: Corner) -> bool {
        c.hexes().any(|h| self.has_tile(h))
    }
    /// The display of `a`, counted per element type (inherent + added).
    pub(crate) fn display(&self, a: Animal) -> [u8; 6] {
        let mut d = self.animals[a.idx()].added;
        let (e, n) = a.inherent();
        d[e.idx()] += n;
        d
    }
    pub(crate) fn display_size(&self, a: Animal) -> u8 {
        self.display(a).iter().sum()
    }
    /// §2 Matching: Σ display count × tile count.
    pub(crate) fn match_count(&self, a: Animal, h: Hex) -> u32 {
        let d = self.display(a);
        let t = self.tile_elements(h);
        (0..6).map(|i| u32::from(d[i]) * u32::from(t[i])).sum()
    }
    pub(crate) fn cubes_on(&self, h: Hex, a: Animal) -> u8 {
        self.cubes.get(h.idx()).map_or(0, |c| c[a.idx()])
    }
    /// §2 Endangered: occupies the tile with a match of 0.
    pub(crate) fn endangered(&self, a: Animal, h: Hex) -> bool {
        self.cubes_on(h, a) > 0 && self.match_count(a, h) == 0
    }
    /// §2 Dominant, computed from scratch.
    pub(crate) fn compute_dominant(&self, h: Hex) -> Option<Animal> {
        let cubes = self.cubes.get(h.idx())?;
        dominant_by(cubes, &self.tile_elements(h), |a| self.display(a))
    }
    /// §2 Dominant on every hex from scratch (the whole-board kernel: each display is
    /// summed once, and hexes without cubes are skipped, as nobody dominates them).
    pub(crate) fn recompute_dominance_all(&mut self) {
        let displays = Animal::ALL.map(|a| self.display(a));
        for h in Hex::all() {
            let i = h.idx();
            self.dominant[i] = match self.cubes.get(i) {
                Some(c) if *c != [0; 6] => dominant_by(c, &self.tile_elements(h), |a| displays[a.idx()]),
                _ => None,
            };
        }
    }
    /// §10: the unique animal with most cubes on tundra, if any.
    pub(crate) fn survival_controller(&self) -> Option<Animal> {
        let mut tot = [0u32; 6];
        for h in self.tundra.iter() {
            for a in Animal::ALL {
                tot[a.idx()] += u32::from(self.cubes_on(h, a));
            }
        }
        let max = *tot.iter().max()?;
        if max == 0 || tot.iter().filter(|&&x| x == max).count() > 1 {
            return None;
        }
        Animal::from_idx(tot.iter().position(|&x| x == max)?)
    }

    // ---- bag ----

    /// §14.2 bag draw: `idx = nextInt(total)`, walked through the canonical element order.
    pub(crate) fn draw(&mut self) -> Option<Element> {
        draw_from(&mut self.bag, &mut self.rng)
    }

}

/// §2 Dominant among the animals with `cubes` on a tile whose elements are `tile`: the
/// occupant whose match (Σ display × tile, per element type) is at least 1 and strictly
/// above every other occupant's; a tie for the highest means nobody.
#[inline]
fn dominant_by(cubes: &[u8; 6], tile: &[u8; 6], display: impl Fn(Animal) -> [u8; 6]) -> Option<Animal> {
    let mut best: Option<Animal> = None;
    let mut best_m = 0u32;
    let mut tied = false;
    for a in Animal::ALL {
        if cubes[a.idx()] == 0 {
            continue;
        }
        let d = display(a);
        let m: u32 = (0..6).map(|i| u32::from(d[i]) * u32::from(tile[i])).sum();
        if m > best_m {
            best_m = m;
            best = Some(a);
            tied = false;
        } else if m == best_m && m > 0 {
            tied = true;
        }
    }
    if tied {
        None
    } else {
        best
    }
}

/// §14.2 bag draw from counts; `None` when the bag is empty.
pub(crate) fn draw_from(bag: &mut [u8; 6], rng: &mut SplitMix64) -> Option<Element> {
    let total: u64 = bag.iter().map(|&n| u64::from(n)).sum();
    if total == 0 {
        return None;
    }
    // §14.1: nextInt(1) has limit 2^64, so the last disc still takes one output.
    let mut idx = rng.next_int(total);
    for (i, n) in bag.iter_mut().enumerate() {
        if idx < u64::from(*n) {
            *n -= 1;
            return Element::from_idx(i);
        }
        idx -= u64::from(*n);
    }
    None
}
