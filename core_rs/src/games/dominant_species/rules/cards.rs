//! §11 Dominance cards (docs/rules/dominant-species.md): what each does when taken, and
//! the atomic decisions some of them need. "You" is the taking animal only (§11.1, §13.2).

use crate::games::dominant_species::data::{Animal, Card, Element, Space, Terrain};
use crate::games::dominant_species::effects::{Effect, ImmigrantsOption, Reason};
use crate::games::dominant_species::state::board::{Corner, Hex, HexSet};
use crate::games::dominant_species::state::{Decision, Purpose, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;
use super::planning::space_open;
use super::bit;

/// Animals in play as a bitmask (by food-chain index).
fn mask_of(a: Animal) -> u8 {
    1 << a.idx()
}

fn first_animal(mask: u8) -> Option<Animal> {
    (mask != 0).then(|| Animal::from_idx(mask.trailing_zeros() as usize)).flatten()
}

/// Which of a tile's animals may lose a cube in a tile-by-tile card.
#[derive(Clone, Copy)]
enum Victims {
    /// Biomass, Catastrophe's adjacent tiles: any animal there.
    Any,
    /// Predator: opposing animals only.
    Opposing(Animal),
}

impl State {
    fn victims(&self, h: Hex, v: Victims) -> u8 {
        match v {
            Victims::Any => self.animals_on(h),
            Victims::Opposing(a) => self.animals_on(h) & !mask_of(a),
        }
    }

    /// Tile-by-tile eliminations (lowest hex first): automatic where only one animal can
    /// lose a cube, else the taker chooses (`make`).
    fn one_per_tile(
        &mut self,
        mut remaining: HexSet,
        v: Victims,
        make: impl Fn(HexSet) -> Decision,
        fx: &mut Vec<Effect>,
    ) -> Option<Decision> {
        while let Some(h) = remaining.first() {
            let m = self.victims(h, v);
            if m.count_ones() > 1 {
                return Some(make(remaining));
            }
            if let Some(b) = first_animal(m) {
                self.eliminate(b, h, 1, fx);
            }
            remaining.remove(h);
        }
        None
    }

    /// §11 Disease: the next affected animal with a real choice (others resolve at once).
    fn disease_next(&mut self, mut remaining: u8, fx: &mut Vec<Effect>) -> Option<Decision> {
        while let Some(b) = first_animal(remaining) {
            remaining &= !mask_of(b);
            let m = self.added_mask(b);
            if m.count_ones() > 1 {
                return Some(Decision::DiseaseDiscard { animal: b, remaining });
            }
            if let Some(e) = Element::ALL.into_iter().find(|&e| m & bit(e) != 0) {
                self.display_remove(b, e, fx);
            }
        }
        None
    }

    /// §11 Immigrants: the next animal; one with only option (c) resolves at once.
    fn immigrants_next(&mut self, mut remaining: u8, fx: &mut Vec<Effect>) -> Option<Decision> {
        while let Some(b) = first_animal(remaining) {
            remaining &= !mask_of(b);
            if self.added_mask(b) != 0 || self.animals[b.idx()].aps > 0 {
                return Some(Decision::Immigrants { animal: b, remaining });
            }
            self.thin_out(b, fx);
        }
        None
    }

    /// §11 Immigrants (c): all but one cube on every tile.
    fn thin_out(&mut self, b: Animal, fx: &mut Vec<Effect>) {
        fx.push(Effect::ImmigrantsChoice { animal: b, choice: ImmigrantsOption::ThinOut });
        for h in self.earth().iter() {
            let n = self.cubes_on(h, b);
            if n > 1 {
                self.eliminate(b, h, n - 1, fx);
            }
        }
    }

    /// §11 Aquatic part 2.
    pub(crate) fn aquatic_part_two(&self, t: Animal, corner: Option<Corner>) -> Option<Decision> {
        if self.animals[t.idx()].gene_pool == 0 {
            return None;
        }
        let d = Decision::AquaticCubes { animal: t, corner };
        self.aquatic_tiles(corner).first().map(|_| d)
    }

    fn aquatic_tiles(&self, corner: Option<Corner>) -> HexSet {
        let base = corner.map_or(self.earth(), |c| self.corner_tiles(c));
        let mut s = HexSet::EMPTY;
        for h in base.iter() {
            if self.sea_or_wetland(h) {
                s.insert(h);
            }
        }
        s
    }

    /// §11: resolve `card` taken by `t` after scoring `hex`.
    pub(crate) fn resolve_card(&mut self, t: Animal, card: Card, hex: Hex, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision as D;
        let playing: u8 = self.animals_in_play().fold(0, |m, a| m | mask_of(a));
        match card {
            Card::Aquatic => {
                let vacant = Corner::all().any(|c| self.vacant_corner(c) && self.corner_tiles(c).iter().any(|h| self.sea_or_wetland(h)));
                if vacant && self.bag.iter().any(|&n| n > 0) {
                    Some(D::TakeElement { animal: t, purpose: Purpose::Aquatic })
                } else {
                    self.aquatic_part_two(t, None)
                }
            }
            Card::Biodiversity => {
                let n = self.earth().iter().filter(|&h| self.cubes_on(h, t) > 0 && self.has_opponent_on(h, t)).count();
                self.gain_vp(t, n as u32, Reason::Biodiversity, fx);
                None
            }
            Card::Biomass => {
                let mut s = HexSet::EMPTY;
                for h in self.earth().iter() {
                    let discs: u32 = self.tile_elements(h).iter().map(|&n| u32::from(n)).sum();
                    if self.total_cubes(h) > discs {
                        s.insert(h);
                    }
                }
                self.one_per_tile(s, Victims::Any, |remaining| D::BiomassEliminate { animal: t, remaining }, fx)
            }
            Card::Blight => Some(D::BlightTile { animal: t }),
            Card::Catastrophe => Some(D::CatastropheTile { animal: t }),
            Card::ColdSnap => {
                for h in self.tundra.iter() {
                    for b in Animal::ALL {
                        if b != t && self.cubes_on(h, b) > 0 {
                            self.eliminate(b, h, 1, fx);
                        }
                    }
                }
                None
            }
            Card::Disease => {
                let n = self.display_size(t);
                let affected = Animal::ALL
                    .into_iter()
                    .filter(|&b| b != t && self.in_play(b) && self.display_size(b) > n)
                    .fold(0, |m, b| m | mask_of(b));
                self.disease_next(affected, fx)
            }
            Card::Ecodiversity => {
                let d = self.display(t);
                let n = Corner::all()
                    .filter(|&c| self.element_at(c).is_some_and(|e| d[e.idx()] > 0))
                    .count();
                self.gain_vp(t, n as u32, Reason::Ecodiversity, fx);
                None
            }
            Card::Evolution => {
                let d = D::Evolution { animal: t, hit: 0, left: 2 };
                self.has_legal(&d).then_some(d)
            }
            Card::Fecundity => {
                let mut tiles = HexSet::EMPTY;
                for h in self.earth().iter() {
                    if self.cubes_on(h, t) > 0 {
                        tiles.insert(h);
                    }
                }
                let pool = u32::from(self.animals[t.idx()].gene_pool);
                if pool >= tiles.len() {
                    for h in tiles.iter() {
                        self.add_cubes(t, h, 1, fx);
                    }
                    None
                } else {
                    (pool > 0).then_some(D::Fecundity { animal: t, remaining: tiles })
                }
            }
            Card::Fertile => self.earth().iter().any(|h| self.cubes_on(h, t) > 0).then_some(D::FertileTile { animal: t }),
            Card::Habitat => (self.bag.iter().any(|&n| n > 0) && self.any_vacant_corner())
                .then_some(D::TakeElement { animal: t, purpose: Purpose::Habitat }),
            Card::Hibernation => (self.animals[t.idx()].eliminated > 0).then_some(D::Hibernation { animal: t }),
            Card::IceAge => {
                for b in Animal::ALL {
                    if self.in_play(b) {
                        let n = self.dominant.iter().filter(|&&x| x == Some(b)).count();
                        self.gain_bonus(b, n as u32, Reason::IceAge, fx);
                    }
                }
                self.last_round = true;
                fx.push(Effect::LastRound { round: self.round });
                None
            }
            Card::IceSheet => self.can_glaciate().then_some(D::Glaciation { animal: t, card: true }),
            Card::Immigrants => self.immigrants_next(playing, fx),
            Card::Instinct => (self.animals[t.idx()].aps > 0 && Space::all().any(|s| space_open(self, s)))
                .then_some(D::Instinct { animal: t }),
            Card::Intelligence => {
                for b in Animal::ALL.into_iter().take(t.idx() + 1) {
                    if self.in_play(b) {
                        self.gain_ap(b, fx);
                    }
                }
                None
            }
            Card::MassExodus => Some(D::MassExodusTile { animal: t }),
            Card::Metamorphosis => (self.added_mask(t) != 0 && self.bag.iter().any(|&n| n > 0))
                .then_some(D::Metamorphosis { animal: t }),
            Card::NicheBiomes => {
                let first = self.terrain(hex).map_or(0, |x| x.scoring_row()[0]);
                let mine = self.animals[t.idx()].vp;
                for b in Animal::ALL {
                    if b != t && self.in_play(b) && self.animals[b.idx()].vp > mine {
                        self.lose_vp(b, first, Reason::NicheBiomes, fx);
                    }
                }
                None
            }
            Card::Nocturnal => {
                self.advance_initiative(t, fx);
                None
            }
            Card::Omnivore => {
                self.gain_ap(t, fx);
                None
            }
            Card::Parasitism => {
                for b in Animal::ALL.into_iter().skip(t.idx()) {
                    if self.in_play(b) {
                        self.gain_ap(b, fx);
                    }
                }
                None
            }
            Card::Predator => {
                let mut s = HexSet::EMPTY;
                for h in self.earth().iter() {
                    if self.cubes_on(h, t) > 0 && self.has_opponent_on(h, t) {
                        s.insert(h);
                    }
                }
                self.one_per_tile(s, Victims::Opposing(t), |remaining| D::Predator { animal: t, remaining }, fx)
            }
            Card::Symbiotic => {
                let n = self.display_size(t);
                let others: Vec<Animal> =
                    Animal::ALL.into_iter().filter(|&b| b != t && self.in_play(b) && self.display_size(b) < n).collect();
                for b in std::iter::once(t).chain(others) {
                    if self.display_size(b) < 6 {
                        if let Some(e) = self.draw() {
                            self.display_add(b, e, fx);
                        }
                    }
                }
                None
            }
        }
    }

    /// §11 Catastrophe part 2: 1 cube on each adjacent tile holding cubes (mandatory, §16 G16).
    fn catastrophe_adjacent(&mut self, t: Animal, hex: Hex, fx: &mut Vec<Effect>) -> Option<Decision> {
        let mut s = HexSet::EMPTY;
        for h in self.adjacent_tiles(hex).iter() {
            if self.total_cubes(h) > 0 {
                s.insert(h);
            }
        }
        self.one_per_tile(s, Victims::Any, |remaining| Decision::CatastropheAdjacent { animal: t, remaining }, fx)
    }

    /// Candidate actions of the card decisions.
    pub(crate) fn card_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision as D;
        let earth = self.earth();
        match *d {
            D::Instinct { .. } => {
                out.push(Action::Pass);
                out.extend(Space::all().map(|space| Action::PlaceAp { space }));
            }
            D::AquaticCubes { .. } => {
                out.push(Action::Pass);
                for hex in earth.iter() {
                    out.extend((1..=4).map(|count| Action::AddCubes { hex, count }));
                }
            }
            D::Hibernation { .. } => {
                out.push(Action::Pass);
                for hex in earth.iter() {
                    out.extend((1..=5).map(|count| Action::AddCubes { hex, count }));
                }
            }
            D::BiomassEliminate { remaining, .. } | D::CatastropheAdjacent { remaining, .. } | D::Predator { remaining, .. } => {
                if let Some(hex) = remaining.first() {
                    out.extend(Animal::ALL.map(|animal| Action::Eliminate { hex, animal }));
                }
            }
            D::BlightTile { .. } | D::CatastropheTile { .. } | D::FertileTile { .. } | D::MassExodusTile { .. } => {
                out.extend(earth.iter().map(|hex| Action::ChooseTile { hex }));
            }
            D::BlightKeep { hex, .. } => out.extend(hex.corners().map(|corner| Action::KeepElement { corner })),
            D::CatastropheKeep { .. } => out.extend(Animal::ALL.map(|animal| Action::KeepCube { animal })),
            D::DiseaseDiscard { .. } => out.extend(Element::ALL.map(|element| Action::DiscardElement { element })),
            D::Evolution { .. } => {
                out.push(Action::Done);
                for hex in earth.iter() {
                    out.extend(Animal::ALL.map(|animal| Action::ReplaceCube { hex, animal }));
                }
            }
            D::Fecundity { remaining, .. } => out.extend(remaining.iter().map(|hex| Action::AddCubes { hex, count: 1 })),
            D::Immigrants { .. } => {
                out.extend(Element::ALL.map(|element| Action::DiscardElement { element }));
                out.push(Action::LoseAp);
                out.push(Action::ThinOut);
            }
            D::MassExodusMove { hex, .. } => {
                let adj = self.adjacent_tiles(hex);
                for animal in Animal::ALL {
                    out.extend(adj.iter().map(|to| Action::MoveOut { animal, to }));
                }
            }
            D::Metamorphosis { .. } => {
                for give in Element::ALL {
                    out.extend(Element::ALL.map(|take| Action::ExchangeElement { give, take }));
                }
            }
            _ => {}
        }
    }

    /// Legality of the card decisions' actions.
    pub(crate) fn card_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision as D;
        let no = |rule: crate::engine::Rule, why: &'static str| Err((rule, why));
        match (*d, *act) {
            (D::AquaticCubes { .. }, Action::Pass) | (D::Hibernation { .. }, Action::Pass) => Ok(()),
            (D::AquaticCubes { animal, corner }, Action::AddCubes { hex, count }) => {
                let max = self.animals[animal.idx()].gene_pool.min(4);
                if !self.aquatic_tiles(corner).contains(hex) {
                    no(rule!("§11 Aquatic"), "ds-err-cubes-go-sea-wetland-tile")
                } else if count == 0 || count > max {
                    no(rule!("§11 Aquatic"), "ds-err-place-1-4-cubes-within")
                } else {
                    Ok(())
                }
            }
            (D::Hibernation { animal }, Action::AddCubes { hex, count }) => {
                let max = self.animals[animal.idx()].eliminated.min(5);
                if !self.has_tile(hex) {
                    no(rule!("§11 Hibernation"), "ds-err-choose-tile-earth")
                } else if count == 0 || count > max {
                    no(rule!("§11 Hibernation"), "ds-err-place-1-5-previously-eliminated")
                } else {
                    Ok(())
                }
            }
            (D::BiomassEliminate { remaining, .. }, Action::Eliminate { hex, animal })
            | (D::CatastropheAdjacent { remaining, .. }, Action::Eliminate { hex, animal }) => {
                if remaining.first() == Some(hex) && self.cubes_on(hex, animal) > 0 {
                    Ok(())
                } else {
                    no(rule!("§11"), "ds-err-eliminate-cube-present-tile-being")
                }
            }
            (D::Predator { animal: t, remaining }, Action::Eliminate { hex, animal }) => {
                if remaining.first() == Some(hex) && animal != t && self.cubes_on(hex, animal) > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Predator"), "ds-err-eliminate-opposing-cube-tile-being")
                }
            }
            (D::BlightTile { .. } | D::CatastropheTile { .. } | D::MassExodusTile { .. }, Action::ChooseTile { hex }) => {
                if self.has_tile(hex) {
                    Ok(())
                } else {
                    no(rule!("§11"), "ds-err-choose-tile-earth")
                }
            }
            (D::FertileTile { animal }, Action::ChooseTile { hex }) => {
                if self.cubes_on(hex, animal) > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Fertile"), "ds-err-choose-tile-you-occupy")
                }
            }
            (D::BlightKeep { hex, .. }, Action::KeepElement { corner }) => {
                if hex.corners().contains(&corner) && self.element_at(corner).is_some() {
                    Ok(())
                } else {
                    no(rule!("§11 Blight"), "ds-err-keep-tile-s-discs")
                }
            }
            (D::CatastropheKeep { hex, .. }, Action::KeepCube { animal }) => {
                if self.cubes_on(hex, animal) > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Catastrophe"), "ds-err-surviving-cube-tile")
                }
            }
            (D::DiseaseDiscard { animal, .. }, Action::DiscardElement { element }) => {
                if self.animals[animal.idx()].added[element.idx()] > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Disease"), "ds-err-discard-non-inherent-element-display")
                }
            }
            (D::Evolution { .. }, Action::Done) => Ok(()),
            (D::Evolution { animal: t, hit, left }, Action::ReplaceCube { hex, animal }) => {
                if left == 0 || self.animals[t.idx()].gene_pool == 0 {
                    no(rule!("§11 Evolution"), "ds-err-no-replacement-left-gene-pool")
                } else if animal == t || self.cubes_on(hex, animal) == 0 {
                    no(rule!("§11 Evolution"), "ds-err-replace-opposing-cube-earth")
                } else if hit & mask_of(animal) != 0 {
                    no(rule!("§11 Evolution"), "ds-err-two-replacements-hit-two-different")
                } else {
                    Ok(())
                }
            }
            (D::Fecundity { animal, remaining }, Action::AddCubes { hex, count }) => {
                if remaining.contains(hex) && count == 1 && self.animals[animal.idx()].gene_pool > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Fecundity"), "ds-err-1-cube-tile-you-occupied")
                }
            }
            (D::Immigrants { animal, .. }, Action::DiscardElement { element }) => {
                if self.animals[animal.idx()].added[element.idx()] > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Immigrants"), "ds-err-option-needs-non-inherent-element")
                }
            }
            (D::Immigrants { animal, .. }, Action::LoseAp) => {
                if self.animals[animal.idx()].aps > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Immigrants"), "ds-err-option-b-needs-ap-supply")
                }
            }
            (D::Immigrants { .. }, Action::ThinOut) => Ok(()),
            (D::Instinct { animal }, Action::PlaceAp { space }) => {
                if space_open(self, space) && self.animals[animal.idx()].aps > 0 {
                    Ok(())
                } else {
                    no(rule!("§11 Instinct"), "ds-err-place-ap-vacant-ap-space")
                }
            }
            (D::MassExodusMove { hex, .. }, Action::MoveOut { animal, to }) => {
                if self.cubes_on(hex, animal) > 0 && self.adjacent_tiles(hex).contains(to) {
                    Ok(())
                } else {
                    no(rule!("§11 Mass Exodus"), "ds-err-move-cube-tile-adjacent-tile")
                }
            }
            (D::Metamorphosis { animal }, Action::ExchangeElement { give, take }) => {
                if self.animals[animal.idx()].added[give.idx()] == 0 {
                    no(rule!("§11 Metamorphosis"), "ds-err-give-non-inherent-element-display")
                } else if self.bag[take.idx()] == 0 {
                    no(rule!("§11 Metamorphosis"), "ds-err-element-not-bag")
                } else {
                    Ok(())
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }

    /// Carry out a checked card-decision action.
    pub(crate) fn card_exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) -> Option<Decision> {
        use Decision as D;
        match (d, act) {
            (D::AquaticCubes { animal, .. }, Action::AddCubes { hex, count })
            | (D::Fecundity { animal, .. }, Action::AddCubes { hex, count }) => {
                self.add_cubes(animal, hex, count, fx);
                match d {
                    D::Fecundity { mut remaining, .. } if self.animals[animal.idx()].gene_pool > 0 => {
                        remaining.remove(hex);
                        Some(D::Fecundity { animal, remaining })
                    }
                    _ => None,
                }
            }
            (D::Hibernation { animal }, Action::AddCubes { hex, count }) => {
                self.animals[animal.idx()].eliminated -= count;
                self.cubes[hex.idx()][animal.idx()] += count;
                self.hibernation.push((hex, animal, count));
                fx.push(Effect::CubesHibernated { animal, hex, count });
                self.refresh(HexSet::one(hex), fx);
                None
            }
            (D::BiomassEliminate { animal: t, mut remaining }, Action::Eliminate { hex, animal }) => {
                self.eliminate(animal, hex, 1, fx);
                remaining.remove(hex);
                self.one_per_tile(remaining, Victims::Any, |remaining| D::BiomassEliminate { animal: t, remaining }, fx)
            }
            (D::CatastropheAdjacent { animal: t, mut remaining }, Action::Eliminate { hex, animal }) => {
                self.eliminate(animal, hex, 1, fx);
                remaining.remove(hex);
                self.one_per_tile(remaining, Victims::Any, |remaining| D::CatastropheAdjacent { animal: t, remaining }, fx)
            }
            (D::Predator { animal: t, mut remaining }, Action::Eliminate { hex, animal }) => {
                self.eliminate(animal, hex, 1, fx);
                remaining.remove(hex);
                self.one_per_tile(remaining, Victims::Opposing(t), |remaining| D::Predator { animal: t, remaining }, fx)
            }
            (D::BlightTile { animal }, Action::ChooseTile { hex }) => {
                fx.push(Effect::TileChosen { animal, hex, terrain: self.terrain(hex).unwrap_or(Terrain::Tundra), card: Some(Card::Blight) });
                let discs = hex.corners().iter().filter(|&&c| self.element_at(c).is_some()).count();
                (discs > 1).then_some(D::BlightKeep { animal, hex })
            }
            (D::BlightKeep { hex, .. }, Action::KeepElement { corner }) => {
                for c in hex.corners() {
                    if c != corner {
                        self.remove_element(c, fx);
                    }
                }
                None
            }
            (D::CatastropheTile { animal }, Action::ChooseTile { hex }) => {
                fx.push(Effect::TileChosen { animal, hex, terrain: self.terrain(hex).unwrap_or(Terrain::Tundra), card: Some(Card::Catastrophe) });
                let m = self.animals_on(hex);
                if m.count_ones() > 1 {
                    return Some(D::CatastropheKeep { animal, hex });
                }
                if let Some(b) = first_animal(m) {
                    let n = self.cubes_on(hex, b);
                    self.eliminate(b, hex, n - 1, fx);
                }
                self.catastrophe_adjacent(animal, hex, fx)
            }
            (D::CatastropheKeep { animal: t, hex }, Action::KeepCube { animal }) => {
                for b in Animal::ALL {
                    let n = self.cubes_on(hex, b);
                    self.eliminate(b, hex, if b == animal { n - 1 } else { n }, fx);
                }
                self.catastrophe_adjacent(t, hex, fx)
            }
            (D::DiseaseDiscard { animal, remaining }, Action::DiscardElement { element }) => {
                self.display_remove(animal, element, fx);
                self.disease_next(remaining, fx)
            }
            (D::Evolution { animal: t, hit, left }, Action::ReplaceCube { hex, animal }) => {
                self.eliminate(animal, hex, 1, fx);
                self.add_cubes(t, hex, 1, fx);
                let d = D::Evolution { animal: t, hit: hit | mask_of(animal), left: left - 1 };
                self.has_legal(&d).then_some(d)
            }
            (D::FertileTile { animal }, Action::ChooseTile { hex }) => {
                let n = self.total_cubes(hex);
                self.gain_vp(animal, n, Reason::Fertile, fx);
                None
            }
            (D::Immigrants { animal, remaining }, a) => {
                match a {
                    Action::DiscardElement { element } => {
                        fx.push(Effect::ImmigrantsChoice { animal, choice: ImmigrantsOption::DiscardElement });
                        self.display_remove(animal, element, fx);
                    }
                    Action::LoseAp => {
                        fx.push(Effect::ImmigrantsChoice { animal, choice: ImmigrantsOption::LoseAp });
                        let st = &mut self.animals[animal.idx()];
                        st.aps -= 1;
                        st.set_aside += 1;
                        fx.push(Effect::ApLost { animal });
                    }
                    _ => self.thin_out(animal, fx),
                }
                self.immigrants_next(remaining, fx)
            }
            (D::Instinct { animal }, Action::PlaceAp { space }) => {
                self.spaces[space.idx()] = Some(animal);
                self.animals[animal.idx()].aps -= 1;
                fx.push(Effect::ApPlaced { animal, space });
                None
            }
            (D::MassExodusTile { animal }, Action::ChooseTile { hex }) => {
                fx.push(Effect::TileChosen { animal, hex, terrain: self.terrain(hex).unwrap_or(Terrain::Tundra), card: Some(Card::MassExodus) });
                (self.total_cubes(hex) > 0 && !self.adjacent_tiles(hex).is_empty())
                    .then_some(D::MassExodusMove { animal, hex })
            }
            (D::MassExodusMove { .. }, Action::MoveOut { animal, to }) => {
                let D::MassExodusMove { hex, .. } = d else { return None };
                self.move_cubes(animal, hex, to, 1, fx);
                (self.total_cubes(hex) > 0).then_some(d)
            }
            (D::Metamorphosis { animal }, Action::ExchangeElement { give, take }) => {
                self.bag[take.idx()] -= 1;
                self.display_add(animal, take, fx);
                self.display_remove(animal, give, fx);
                None
            }
            _ => None,
        }
    }

    pub(crate) fn sea_or_wetland(&self, h: Hex) -> bool {
        matches!(self.terrain(h), Some(Terrain::Sea | Terrain::Wetland))
    }
}
