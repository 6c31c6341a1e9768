//! §5.3 Reset (docs/rules/dominant-species.md: Extinction, Survival, Reseed), the end
//! of the game (§12) and the outcome (§12.4, §13.2).

use crate::games::dominant_species::data::{Animal, Space};
use crate::games::dominant_species::effects::{Effect, Reason};
use crate::games::dominant_species::state::board::Hex;
use crate::games::dominant_species::state::{Decision, Phase, State};
use super::{unanswered, Why};
use crate::games::dominant_species::Action;
use crate::engine::{Outcome, Seat};

impl State {
    /// §5.3.1 step 1: the mammals choose a save only when there is an endangered mammal tile.
    pub(crate) fn start_reset(&mut self, fx: &mut Vec<Effect>) {
        let m = Animal::Mammals;
        if self.in_play(m) && self.earth().iter().any(|h| self.save_candidate(m, h)) {
            self.phase = Phase::Reset { decision: Decision::MammalSave { animal: m } };
        } else {
            self.finish_reset(None, fx);
        }
    }

    /// Extinction (with the spared mammal cube on `saved`), Survival, then Reseed and the next
    /// round's Planning — or, after the Ice Age round, the final scoring (§12).
    pub(crate) fn finish_reset(&mut self, saved: Option<Hex>, fx: &mut Vec<Effect>) {
        if let Some(h) = saved {
            fx.push(Effect::CubeSaved { animal: Animal::Mammals, hex: h });
        }
        for h in self.earth().iter() {
            for a in Animal::ALL {
                if !self.endangered(a, h) {
                    continue;
                }
                let spared = self.protected(h, a) + u8::from(a == Animal::Mammals && saved == Some(h));
                let kill = self.cubes_on(h, a).saturating_sub(spared);
                self.eliminate(a, h, kill, fx);
            }
        }
        self.hibernation.clear();
        // §5.3.2 Survival.
        if let Some(a) = self.survival_controller() {
            let n = self.tundra.iter().filter(|&h| self.cubes_on(h, a) > 0).count() as u32;
            self.gain_bonus(a, n, Reason::Survival, fx);
        }
        // [PD] A game where no cube is on earth and every gene pool is empty can never give
        // a Dominance card again (dominance needs cubes, and only a card — Hibernation —
        // brings eliminated cubes back), so Ice Age could never come: it ends now, scored
        // as after Ice Age. Without this the rules of §12 (G58) would loop forever.
        if !self.last_round && self.occupied().is_empty() && self.animals_in_play().all(|a| self.animals[a.idx()].gene_pool == 0) {
            fx.push(Effect::NoCubesLeft { round: self.round });
            self.last_round = true;
        }
        if self.last_round {
            // §12.3: every tile scores like Domination steps 1–4.
            for h in self.earth().iter() {
                self.score_tile(h, Reason::FinalScoring, fx);
            }
            self.phase = Phase::Over;
            fx.push(Effect::GameEnded { round: self.round });
            return;
        }
        self.reseed(fx);
        self.round += 1;
        fx.push(Effect::RoundStarted { round: self.round });
        self.phase = Phase::start_of_planning();
        self.continue_planning(0, fx);
    }

    /// §5.3.3 Reseed, steps 1–9 in order.
    pub(crate) fn reseed(&mut self, fx: &mut Vec<Effect>) {
        for i in 0..6 {
            // 1. Regression box to the bag; unclaimed Adaptation discs into it.
            self.bag[i] += std::mem::take(&mut self.regression_box[i]);
            // 2. Depletion box to the bag; the Wasteland box into it.
            self.bag[i] += self.depletion_box[i];
            self.depletion_box[i] = std::mem::take(&mut self.wasteland_box[i]);
        }
        for e in self.adaptation_row.iter_mut().filter_map(|x| x.take()) {
            self.regression_box[e.idx()] += 1;
        }
        // 3. Unclaimed Abundance discs into the Wasteland box.
        for e in self.abundance_row.iter_mut().filter_map(|x| x.take()) {
            self.wasteland_box[e.idx()] += 1;
        }
        // 4. Unclaimed Wanderlust discs to the bag.
        for e in self.wanderlust_row.iter_mut().filter_map(|x| x.take()) {
            self.bag[e.idx()] += 1;
        }
        // 5. Draw 4 + 4 + 4 (spaces stay empty if the bag runs out).
        for r in 0..3 {
            for k in 0..4 {
                let e = self.draw();
                match r {
                    0 => self.adaptation_row[k] = e,
                    1 => self.abundance_row[k] = e,
                    _ => self.wanderlust_row[k] = e,
                }
            }
        }
        fx.push(Effect::Reseeded {
            adaptation: self.adaptation_row,
            abundance: self.abundance_row,
            wanderlust: self.wanderlust_row,
        });
        // 6. Glaciation APs on spaces 2, 3, 4 move one space left if it is vacant.
        for k in 1..4 {
            let (from, to) = (Space::GLA[k], Space::GLA[k - 1]);
            if let (Some(a), None) = (self.spaces[from.idx()], self.spaces[to.idx()]) {
                self.spaces[to.idx()] = Some(a);
                self.spaces[from.idx()] = None;
                fx.push(Effect::ApMoved { animal: a, from, to });
            }
        }
        // 7. Refill the face-up cards to 5.
        while self.face_up.len() < 5 && !self.deck.is_empty() {
            let c = self.deck.remove(0);
            self.face_up.push(c);
            fx.push(Effect::CardRevealed { card: c });
        }
        // 8. Turn up a tile on each stack without a face-up one.
        for i in 0..3 {
            if !self.stack_face_up[i] {
                if let Some(&t) = self.stacks[i].first() {
                    self.stack_face_up[i] = true;
                    fx.push(Effect::TileRevealed { stack: i as u8 + 1, terrain: t });
                }
            }
        }
        // 9. Clear the tiles chosen for Domination.
        self.dominated = Default::default();
    }

    /// Each seat's animals' VP totals, lowest first (one entry outside §13.2).
    fn seat_totals(&self, seat: Seat) -> Vec<u32> {
        let mut v: Vec<u32> =
            self.animals_in_play().filter(|&a| self.seat_of(a) == seat).map(|a| self.animals[a.idx()].vp).collect();
        v.sort_unstable();
        v
    }

    /// The food-chain rank of the seat's deciding animal for ties: its lowest-scoring animal
    /// (§13.2 [PD]); among equally low animals, the one highest in the food chain.
    fn tie_rank(&self, seat: Seat) -> usize {
        let low = self.seat_totals(seat).first().copied().unwrap_or(0);
        self.animals_in_play()
            .filter(|&a| self.seat_of(a) == seat && self.animals[a.idx()].vp == low)
            .map(|a| a.idx())
            .min()
            .unwrap_or(6)
    }

    /// §12.4 / §13.2: scores, the full ranking with ties broken, and the winner.
    pub(crate) fn final_outcome(&self) -> Outcome {
        let seats: Vec<Seat> = (0..self.seats).collect();
        let scores: Vec<i64> = seats.iter().map(|&s| self.seat_totals(s).first().map_or(0, |&v| i64::from(v))).collect();
        let mut ranking = seats.clone();
        ranking.sort_by(|&x, &y| {
            // Lowest totals first, then second-lowest, ... (higher is better), then food chain.
            let (tx, ty) = (self.seat_totals(x), self.seat_totals(y));
            ty.cmp(&tx).then_with(|| self.tie_rank(x).cmp(&self.tie_rank(y)))
        });
        // `roles`: one entry per animal in play with its own VP total (in §13.2 a seat's
        // score is its lowest animal; the per-animal totals are kept here for reports).
        let detail = serde_json::json!({
            "animals": self.animals_in_play().map(|a| serde_json::json!({
                "animal": a, "seat": self.seat_of(a), "vp": self.animals[a.idx()].vp
            })).collect::<Vec<_>>(),
            "roles": self.animals_in_play().map(|a| serde_json::json!({
                "role": a, "seat": self.seat_of(a), "score": self.animals[a.idx()].vp
            })).collect::<Vec<_>>(),
        });
        Outcome { scores, winners: ranking.first().copied().into_iter().collect(), ranking, detail }
    }

    /// §5.3.1: a tile where saving one mammal cube changes something.
    pub(crate) fn save_candidate(&self, a: Animal, h: Hex) -> bool {
        self.endangered(a, h) && self.cubes_on(h, a) > self.protected(h, a)
    }

    /// §13.2: each seat's score now, the lowest VP total of its animals.
    pub(crate) fn seat_scores(&self) -> Vec<i64> {
        // §13.2: a player's score is the lowest of their animals.
        let mut s = vec![i64::MAX; self.seats as usize];
        for a in self.animals_in_play() {
            if let Some(x) = s.get_mut(self.seat_of(a) as usize) {
                *x = (*x).min(i64::from(self.animals[a.idx()].vp));
            }
        }
        for x in &mut s {
            if *x == i64::MAX {
                *x = 0;
            }
        }
        s
    }

    /// Candidate actions of the mammals' save (§5.3.1).
    pub(crate) fn reset_candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision as D;
        let earth = self.earth();
        match *d {
            D::MammalSave { .. } => {
                out.push(Action::Pass);
                out.extend(earth.iter().map(|hex| Action::Save { hex }));
            }
            _ => {}
        }
    }

    /// Legality of the mammals' save (§5.3.1).
    pub(crate) fn reset_check(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision as D;
        let no = |rule: crate::engine::Rule, why: &'static str| Err((rule, why));
        match (*d, *act) {
            (D::MammalSave { .. }, Action::Pass) => Ok(()),
            (D::MammalSave { animal }, Action::Save { hex }) => {
                if self.save_candidate(animal, hex) {
                    Ok(())
                } else {
                    no(rule!("§5.3.1"), "ds-err-mammals-save-cube-tile-where")
                }
            }
            _ => Err(unanswered(d, act)),
        }
    }
}
