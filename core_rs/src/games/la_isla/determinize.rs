//! Determinization for the search bots (la-isla §3 "Public vs hidden information").
//! Hidden from a seat: the order of the draw pile, the other seats' hands (sizes public),
//! their face-down B and D cards (and A before action A reveals it), their secret answers
//! of actions A, B and D (§7.0), and the generator (the reshuffles of the discard pile).
//! The pile and the other seats' unseen cards form one pool, dealt again keeping every
//! hand size and every filled letter. A seat's answers show only as "still deciding" or
//! "decided": a seat that has decided gets fresh random legal answers; a seat still
//! deciding gets none yet (how far it got is not shown).

use super::state::{Answers, State};
use super::types::{Phase, Species};
use crate::engine::{Seat, SplitMix64};

impl State {
    /// A state `seat` cannot tell apart from this one, everything hidden resampled from
    /// `rng`; hidden cards are sorted before the shuffle, so only the view and `rng` count.
    pub fn determinized(&self, seat: Seat, rng: &mut SplitMix64) -> State {
        let mut s = self.clone();
        let a_public = s.phase == Phase::A;
        let others: Vec<usize> = (0..s.players.len()).filter(|&i| i != usize::from(seat)).collect();
        let mut pool = std::mem::take(&mut s.deck);
        for &i in &others {
            let p = &mut s.players[i];
            pool.append(&mut p.hand);
            if !a_public {
                pool.extend(p.assigned.a.take());
            }
            pool.extend(p.assigned.b.take());
            pool.extend(p.assigned.d.take());
        }
        pool.sort_unstable_by_key(|c| c.0);
        rng.shuffle(&mut pool);
        let mut rest = pool.into_iter();
        for &i in &others {
            let orig = &self.players[i];
            let p = &mut s.players[i];
            p.hand.extend(rest.by_ref().take(orig.hand.len()));
            if !a_public && orig.assigned.a.is_some() {
                p.assigned.a = rest.next();
            }
            if orig.assigned.b.is_some() {
                p.assigned.b = rest.next();
            }
            if orig.assigned.d.is_some() {
                p.assigned.d = rest.next();
            }
        }
        s.deck = rest.collect();
        // Secret answers (only the phases A, B and D have any).
        for &i in &others {
            let deciding = self.question(i as Seat).is_some();
            s.players[i].answers = Answers::default();
            if deciding || !matches!(s.phase, Phase::A | Phase::B | Phase::D) {
                continue;
            }
            // Answer every question the seat was asked, as the rules ask them.
            let mut guard = 0;
            while let Some(q) = s.question(i as Seat) {
                guard += 1;
                if guard > 16 {
                    break;
                }
                s.answer_randomly(i as Seat, q, rng);
            }
        }
        s.rng = SplitMix64::new(rng.next_u64());
        s
    }

    /// Record a uniformly random legal answer to `q` without resolving anything.
    fn answer_randomly(&mut self, seat: Seat, q: super::rules::round::Question, rng: &mut SplitMix64) {
        use super::rules::round::Question;
        let coin = |rng: &mut SplitMix64| rng.next_int(2) == 1;
        let slots = self.players[seat as usize].slots.len() as u64;
        let advanced = self.d_species(seat);
        let a = &mut self.players[seat as usize].answers;
        match q {
            Question::Assign(_) => {} // not asked in A, B or D
            Question::Cover => a.cover_slot = Some(rng.next_int(slots.max(1)) as u8),
            Question::TakeExplorer => a.take_explorer = Some(coin(rng)),
            Question::IncomeMarker(z) => a.income_marker[z.idx()] = Some(coin(rng)),
            Question::ChooseAnimal => a.d_species = Some(Species::ALL[rng.next_int(5) as usize]),
            Question::DoubleStep(z) => a.double_step[z.idx()] = Some(advanced == Some(z) && coin(rng)),
        }
    }
}
