//! la-isla §13 TV-25: the invariants of every reachable state, checked on restore and after
//! every action in the tests.

use super::cards::{Card, Function};
use super::rules::round::Placement;
use super::rules::setup::{threshold, EXPLORERS_PER_COLOUR, GENERAL_EXPLORERS};
use super::state::{Answers, CStage, FollowUp, State};
use super::types::{Phase, Species, TOP_STEP};

impl State {
    /// Every invariant of the state; the first broken one is reported. An action is validated
    /// by the dispatch in `rules` (and the rule it reaches), which names the rule it breaks.
    pub(crate) fn check(&self) -> Result<(), String> {
        let n = usize::from(self.seats);
        if !(2..=4).contains(&self.seats) {
            return Err(format!("n_players {} not in 2..=4", self.seats));
        }
        if self.players.len() != n || self.general_explorers.len() != n {
            return Err("players / general_explorers length differs from n_players".into());
        }
        if self.threshold != threshold(self.seats) {
            return Err(format!("threshold {} is not the §4.2 value", self.threshold));
        }
        if self.first_player >= self.seats {
            return Err("first_player is not a seat".into());
        }
        if self.round == 0 {
            return Err("round starts at 1".into());
        }
        self.island.check()?;
        if self.explorers.len() != self.island.spaces.len() || self.tiles.len() != self.island.regions.len() {
            return Err("explorers / tiles do not match the island".into());
        }
        // Explorers: island + supply + VP marker + general supply = 8 per colour.
        for (s, p) in self.players.iter().enumerate() {
            let on_island = self.explorers.iter().filter(|o| o.contains(s as u8)).count();
            let general = self.general_explorers[s];
            if general > GENERAL_EXPLORERS {
                return Err(format!("seat {s}: {general} explorers in the general supply"));
            }
            if on_island + p.supply as usize + 1 + general as usize != EXPLORERS_PER_COLOUR as usize {
                return Err(format!("seat {s}: explorers are not conserved"));
            }
            if p.slots.len() < 3 {
                return Err(format!("seat {s}: fewer than 3 slots"));
            }
            let vis: Vec<Function> = p.visible().map(|c| c.function()).collect();
            for (i, f) in vis.iter().enumerate() {
                if vis[..i].contains(f) {
                    return Err(format!("seat {s}: two identical functions visible ({})", f.label()));
                }
            }
        }
        if self.explorers.iter().any(|o| o.iter().any(|s| s >= self.seats)) {
            return Err("an explorer of a colour not in play".into());
        }
        // Tiles: 7 small tiles per species between regions and players; distinct large tiles.
        for z in Species::ALL {
            let on_island = self.tiles.iter().filter(|t| **t == Some(z)).count();
            let owned: usize = self.players.iter().map(|p| p.small_tiles[z.idx()] as usize).sum();
            if on_island + owned != 7 {
                return Err(format!("{z:?}: {on_island} on the island + {owned} owned != 7"));
            }
            if self.players.iter().filter(|p| p.large_tile == z).count() > 1 {
                return Err(format!("large {z:?} tile dealt twice"));
            }
        }
        for (r, region) in self.island.regions.iter().enumerate() {
            if self.tiles[r].is_some() {
                for s in 0..self.seats {
                    if region.spaces.iter().all(|&t| self.explorers[t as usize].contains(s)) {
                        return Err(format!("region {} still has its tile but seat {s} surrounds it", region.id));
                    }
                }
            }
        }
        if self.steps.iter().any(|&s| s > TOP_STEP) {
            return Err("a marker beyond the top step".into());
        }
        // Cards: each card of the set exactly once.
        let size = self.card_set.size();
        let mut seen = [false; Card::COUNT];
        let mut count = 0usize;
        let mut see = |c: Card| -> Result<(), String> {
            let i = c.0 as usize;
            if i >= size || seen[i] {
                return Err(format!("card {c} is duplicated or not in the card set"));
            }
            seen[i] = true;
            count += 1;
            Ok(())
        };
        for &c in self.deck.iter().chain(&self.discard) {
            see(c)?;
        }
        for p in &self.players {
            for &c in p.hand.iter().chain(p.slots.iter().flatten()) {
                see(c)?;
            }
            for c in [p.assigned.a, p.assigned.b, p.assigned.d].into_iter().flatten() {
                see(c)?;
            }
        }
        if count != size {
            return Err(format!("{count} cards found, {size} in the game"));
        }
        // Phase consistency.
        for (s, p) in self.players.iter().enumerate() {
            let (a, b, d) = (p.assigned.a.is_some(), p.assigned.b.is_some(), p.assigned.d.is_some());
            let ok = match self.phase {
                Phase::Card => {
                    let assigned = a as usize + b as usize + d as usize;
                    p.hand.len() + assigned <= 4 && p.hand.len() + assigned >= 3
                }
                Phase::A => p.hand.is_empty() && a && b && d,
                Phase::B => p.hand.is_empty() && !a && b && d,
                Phase::C => p.hand.is_empty() && !a && !b && d,
                Phase::D => p.hand.is_empty() && !a && !b,
                Phase::Final => true,
            };
            if !ok {
                return Err(format!("seat {s}: hand/assigned cards do not fit phase {:?}", self.phase));
            }
        }
        self.check_answers()?;
        if self.phase != Phase::C && (self.c_stage != CStage::Choose || !self.followups.is_empty()) {
            return Err("an action-C stage outside action C".into());
        }
        if self.phase == Phase::C {
            if self.c_index >= self.seats {
                return Err("c_index beyond the last player".into());
            }
            match self.c_stage {
                CStage::Destination { from, .. } => {
                    if !self.explorers.get(from as usize).is_some_and(|o| o.contains(self.c_seat())) {
                        return Err("relocation origin holds no explorer of the acting player".into());
                    }
                }
                CStage::FollowUps => {
                    if self.followups.is_empty() || matches!(self.followups[0], FollowUp::ArrivalVp { .. }) {
                        return Err("follow-up stage without a pending decision".into());
                    }
                    let n_spaces = self.explorers.len();
                    if self
                        .followups
                        .iter()
                        .any(|f| matches!(f, FollowUp::ArrivalVp { space } if *space as usize >= n_spaces))
                    {
                        return Err("follow-up names a space not on the island".into());
                    }
                }
                CStage::Choose | CStage::SecondProvision => {}
            }
            if self.c_stage != CStage::FollowUps && !self.followups.is_empty() {
                return Err("follow-ups outside the follow-up stage".into());
            }
        }
        if self.phase == Phase::Final {
            if self.end_reason.is_none() {
                return Err("final phase without an end reason".into());
            }
        } else {
            if self.end_reason.is_some() {
                return Err("end reason before the end".into());
            }
            if self.pending_decision().is_none_or(|p| p.seats.is_empty()) {
                return Err("no seat is pending in a running game".into());
            }
        }
        Ok(())
    }

    /// §7.0: secret answers exist only in their own phase, and only for a question that the
    /// seat's holder (or A card) actually asks, with an answer that is legal.
    fn check_answers(&self) -> Result<(), String> {
        for (s, p) in self.players.iter().enumerate() {
            let a = &p.answers;
            let no_a = a.cover_slot.is_none() && a.take_explorer.is_none();
            let no_b = a.income_marker == [None; 5];
            let no_d = a.d_species.is_none() && a.double_step == [None; 5];
            let ok = match self.phase {
                Phase::A => {
                    let a_fn = p.assigned.a.map(|c| c.function());
                    no_b && no_d
                        && a.cover_slot.is_none_or(|c| {
                            (c as usize) < p.slots.len() && self.a_placement(s as u8) == Placement::Cover
                        })
                        && (a.take_explorer.is_none()
                            || (a_fn == Some(Function::ExtraExplorer) && self.general_explorers[s] > 0))
                }
                Phase::B => {
                    no_a && no_d
                        && Species::ALL
                            .iter()
                            .all(|&z| a.income_marker[z.idx()].is_none() || p.has(Function::IncomeMarker(z)))
                }
                Phase::D => {
                    let advanced = self.d_species(s as u8);
                    no_a && no_b
                        && (a.d_species.is_none() || p.has(Function::FreeChoice))
                        && Species::ALL.iter().all(|&z| match a.double_step[z.idx()] {
                            None => true,
                            Some(take) => p.has(Function::DoubleStep(z)) && (!take || advanced == Some(z)),
                        })
                }
                Phase::Card | Phase::C | Phase::Final => *a == Answers::default(),
            };
            if !ok {
                return Err(format!("seat {s}: secret answers that no question of phase {:?} asks", self.phase));
            }
        }
        Ok(())
    }
}
