//! `Game::validate`: `check`, everything the rules conserve, and every count in range (run by
//! the self-play harness after every action). An action is validated by the rule that
//! answers it (`rules/`, `check_action` and the `*_check` functions).

use super::data::{Animal, Card, Terrain, APS_PER_ANIMAL, CUBES_PER_ANIMAL, DISCS_PER_TYPE, SPACES, TUNDRA_TILES};
use super::state::board::{corner_count, Corner, Hex, HEXES};
use super::rules::{Step, STEPS};
use super::state::{Decision, Phase, State};

impl State {
    /// Everything the rules conserve, and every count in range.
    pub(crate) fn check(&self) -> Result<(), String> {
        if !(2..=6).contains(&self.seats) {
            return Err(format!("players {} out of range", self.seats));
        }
        if self.tiles.len() != HEXES || self.cubes.len() != HEXES || self.dominant.len() != HEXES {
            return Err("tiles, cubes and dominant must have one entry per hex (35)".into());
        }
        if self.elements.len() != corner_count() {
            return Err(format!("elements must have one entry per corner ({})", corner_count()));
        }
        if self.spaces.len() != SPACES {
            return Err(format!("spaces must have one entry per AP space ({SPACES})"));
        }
        for s in self.controller.iter().flatten() {
            if *s >= self.seats {
                return Err(format!("controller seat {s} out of range"));
            }
        }
        let mut init = self.initiative.clone();
        init.sort();
        let in_play: Vec<Animal> = self.animals_in_play().collect();
        if init != in_play {
            return Err("initiative must list each animal in play once".into());
        }
        // Tiles: 31 large tiles per terrain counts, 12 tundra tiles.
        let mut large = [0u8; 8];
        for t in self.tiles.iter().flatten() {
            large[t.idx()] += 1;
        }
        for st in &self.stacks {
            for t in st {
                large[t.idx()] += 1;
            }
        }
        for t in Terrain::LARGE {
            if large[t.idx()] != t.large_tiles() {
                return Err(format!("{} large {} tiles instead of {}", large[t.idx()], t.name(), t.large_tiles()));
            }
        }
        if large[Terrain::Tundra.idx()] != 0 {
            return Err("a large tile cannot be tundra".into());
        }
        for h in self.tundra.iter() {
            if !self.has_tile(h) {
                return Err(format!("tundra on empty hex {}", h.label()));
            }
        }
        if self.tundra.len() + u32::from(self.tundra_supply) != u32::from(TUNDRA_TILES) {
            return Err("tundra tiles not conserved".into());
        }
        // Elements: 20 per type across earth, rows, boxes, bag and displays.
        let mut discs = [0u32; 6];
        for (i, e) in self.elements.iter().enumerate() {
            if let Some(e) = e {
                if !self.corner_on_earth(Corner(i as u8)) {
                    return Err(format!("element on corner {} which is not on earth", Corner(i as u8).label()));
                }
                discs[e.idx()] += 1;
            }
        }
        for row in [&self.adaptation_row, &self.abundance_row, &self.wanderlust_row] {
            for e in row.iter().flatten() {
                discs[e.idx()] += 1;
            }
        }
        for b in [&self.regression_box, &self.wasteland_box, &self.depletion_box, &self.bag] {
            for i in 0..6 {
                discs[i] += u32::from(b[i]);
            }
        }
        for a in Animal::ALL {
            for (d, &n) in discs.iter_mut().zip(self.animals[a.idx()].added.iter()) {
                *d += u32::from(n);
            }
            if self.display_size(a) > 6 {
                return Err(format!("{} display holds more than 6 elements", a.name()));
            }
        }
        if let Some(Decision::PlaceElement { element, .. }) = self.phase.decision() {
            discs[element.idx()] += 1; // the disc in the taker's hand
        }
        if discs.iter().any(|&d| d != u32::from(DISCS_PER_TYPE)) {
            return Err(format!("element discs not conserved: {discs:?}"));
        }
        // Cubes: 55 per animal; APs: 10 per animal.
        for a in Animal::ALL {
            let st = &self.animals[a.idx()];
            let on_earth: u32 = self.cubes.iter().map(|c| u32::from(c[a.idx()])).sum();
            let total = on_earth + u32::from(st.gene_pool) + u32::from(st.eliminated) + u32::from(st.unused);
            if total != u32::from(CUBES_PER_ANIMAL) {
                return Err(format!("{} cubes not conserved: {total}", a.name()));
            }
            let on_display = self.spaces.iter().filter(|s| **s == Some(a)).count() as u32;
            let aps = u32::from(st.aps) + u32::from(st.set_aside) + on_display + self.phase.aps_in_hand(a);
            if self.in_play(a) && aps != u32::from(APS_PER_ANIMAL) {
                return Err(format!("{} APs not conserved: {aps}", a.name()));
            }
            if !self.in_play(a) && (on_earth > 0 || st.gene_pool > 0 || on_display > 0) {
                return Err(format!("{} is not in play but has pieces in play", a.name()));
            }
        }
        for (h, c) in self.cubes.iter().enumerate() {
            if !self.has_tile(Hex(h as u8)) && c.iter().any(|&n| n > 0) {
                return Err(format!("cubes on empty hex {}", Hex(h as u8).label()));
            }
        }
        // Cards: every card exactly once across deck, face-up and taken.
        let mut seen = [0u8; 26];
        for c in self.deck.iter().chain(&self.face_up).chain(&self.taken) {
            seen[*c as usize] += 1;
        }
        for c in Card::ALL {
            let expected = u8::from(!(self.options.short_game && c.starred()));
            if seen[c as usize] != expected {
                return Err(format!("card {} appears {} times", c.name(), seen[c as usize]));
            }
        }
        // Hibernation protections (counts are capped at the cubes present when used, §11).
        for &(h, a, _) in &self.hibernation {
            if !self.in_play(a) || !self.has_tile(h) {
                return Err(format!("hibernation protection of {} at {} is not possible", a.name(), h.label()));
            }
        }
        // The pending decision belongs to an animal in play.
        match &self.phase {
            Phase::Planning { turn } if *turn as usize >= self.initiative.len() => {
                return Err("planning turn out of range".into());
            }
            Phase::Planning { turn } if self.animals[self.initiative[*turn as usize].idx()].aps == 0 => {
                return Err("the animal to plan has no AP in supply".into());
            }
            Phase::Execution { step, .. }
                if STEPS.get(*step as usize).is_none_or(|&st| st == Step::Reset) =>
            {
                return Err("execution step out of range".into());
            }
            // Only the mammals' save waits in the Reset phase, and only there (§5.3.1).
            Phase::Reset { decision } if !matches!(decision, Decision::MammalSave { .. }) => {
                return Err("the Reset phase only waits for the mammals' save".into());
            }
            Phase::Execution { decision: Decision::MammalSave { .. }, .. } => {
                return Err("the mammals' save belongs to the Reset phase".into());
            }
            _ => {}
        }
        if let Some(d) = self.phase.decision() {
            if !self.in_play(d.animal()) {
                return Err(format!("the pending decision belongs to {}, not in play", d.animal().name()));
            }
        }
        if self.round == 0 {
            return Err("rounds are numbered from 1".into());
        }
        for h in Hex::all() {
            if self.dominant[h.idx()] != self.compute_dominant(h) {
                return Err(format!("dominance cache stale on {}", h.label()));
            }
        }
        Ok(())
    }
}
