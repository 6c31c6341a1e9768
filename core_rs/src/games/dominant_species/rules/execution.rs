//! §5.2 Execution (docs/rules/dominant-species.md): the step machine. Execution walks a fixed list of steps (`STEPS`: the AP spaces in display order plus
//! the automatic parts: Regression, Wasteland's sweep, the insects' and arachnids' free
//! actions, and Reset); each step either finishes at once or waits for one atomic decision.

use crate::games::dominant_species::data::{ActionKind, Animal, Space};
use crate::games::dominant_species::effects::Effect;
use crate::games::dominant_species::state::{Decision, Phase, State};

/// One step of the Execution phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    Space(Space),
    /// §7.3, after all Adaptation spaces; also returns the REG-1/REG-2 APs.
    Regression,
    /// §7.5 step 2 (always).
    WastelandSweep,
    /// §7.8 SPE-I (always, if Insects play).
    InsectSpeciation,
    /// §7.11 COM-A, before COM-1 (always, if Arachnids play).
    ArachnidCompetition,
    /// §5.3.
    Reset,
}

const fn sp(i: u8) -> Step {
    Step::Space(Space(i))
}

/// §5.2 execution order. GLA-2…4 are not steps: only GLA-1 resolves (§7.7).
pub(crate) const STEPS: [Step; 41] = [
    sp(0),
    sp(1),
    sp(2),
    sp(3),
    Step::Regression,
    sp(6),
    sp(7),
    sp(8),
    Step::WastelandSweep,
    sp(9),
    sp(10),
    sp(14),
    sp(15),
    sp(16),
    sp(17),
    sp(18),
    sp(19),
    Step::InsectSpeciation,
    sp(20),
    sp(21),
    sp(22),
    sp(23),
    sp(24),
    sp(25),
    sp(26),
    sp(27),
    sp(28),
    Step::ArachnidCompetition,
    sp(29),
    sp(30),
    sp(31),
    sp(32),
    sp(33),
    sp(34),
    sp(35),
    sp(36),
    sp(37),
    sp(38),
    sp(39),
    sp(40),
    Step::Reset,
];

/// The step at which an AP on `s` resolves (REG spaces: the Regression step; GLA-2…4: none).
pub(crate) fn step_of_space(s: Space) -> Option<u8> {
    if Space::REG.contains(&s) {
        return STEPS.iter().position(|&x| x == Step::Regression).map(|i| i as u8);
    }
    STEPS.iter().position(|&x| x == Step::Space(s)).map(|i| i as u8)
}

impl State {

    // ---- the step machine ----

    /// Run Execution from `step` until a decision is needed or the round is reset.
    pub(crate) fn run_from(&mut self, mut step: u8, fx: &mut Vec<Effect>) {
        while let Some(&st) = STEPS.get(step as usize) {
            if st == Step::Reset {
                self.start_reset(fx);
                return;
            }
            self.phase = Phase::Execution { step, decision: Decision::Domination { animal: Animal::Mammals } };
            if let Some(d) = self.start_step(st, fx) {
                self.phase = Phase::Execution { step, decision: d };
                return;
            }
            step += 1;
        }
    }

    /// The current step is finished: go on with the next one.
    pub(crate) fn finish_step(&mut self, fx: &mut Vec<Effect>) {
        match self.phase {
            Phase::Execution { step, .. } => self.run_from(step + 1, fx),
            Phase::Reset { .. } => self.finish_reset(None, fx),
            Phase::Planning { .. } | Phase::Over => {}
        }
    }

    /// Wait for `d` within the current step, or finish the step when `None`.
    pub(crate) fn wait_or_finish(&mut self, d: Option<Decision>, fx: &mut Vec<Effect>) {
        match (d, &mut self.phase) {
            (Some(d), Phase::Execution { decision, .. }) | (Some(d), Phase::Reset { decision }) => *decision = d,
            _ => self.finish_step(fx),
        }
    }

    // ---- §7.3 Regression ----

    // ---- §7.5 Wasteland step 2 ----

    // ---- queries used by several actions ----

    // ---- candidates, checks and effects of each decision ----


    fn start_step(&mut self, st: Step, fx: &mut Vec<Effect>) -> Option<Decision> {
        match st {
            Step::Space(s) => {
                let a = self.spaces[s.idx()]?;
                if s == Space::INI {
                    return self.begin_initiative(a, fx);
                }
                self.return_ap(s, fx);
                let d = self.begin_action(a, s);
                if d.is_none() {
                    fx.push(Effect::ActionSkipped { animal: a, action: s.action() });
                }
                d
            }
            Step::Regression => self.regression_from(0, fx),
            Step::WastelandSweep => {
                self.wasteland_sweep(fx);
                None
            }
            Step::InsectSpeciation => self.begin_insect_speciation(),
            Step::ArachnidCompetition => self.begin_arachnid_competition(),
            Step::Reset => None,
        }
    }

    /// The first decision of the action on `s` for its owner `a`, or `None` when it can do nothing.
    fn begin_action(&self, a: Animal, s: Space) -> Option<Decision> {
        match s.action() {
            ActionKind::Initiative | ActionKind::Regression => None,
            ActionKind::Adaptation => self.begin_adaptation(a),
            ActionKind::Abundance => self.begin_abundance(a),
            ActionKind::Wasteland => self.begin_wasteland(a),
            ActionKind::Depletion => self.begin_depletion(a),
            ActionKind::Glaciation => self.begin_glaciation(a, s),
            ActionKind::Speciation => self.begin_speciation(a, s),
            ActionKind::Wanderlust => self.begin_wanderlust(a),
            ActionKind::Migration => self.begin_migration(a, s),
            ActionKind::Competition => self.begin_competition(a, s),
            ActionKind::Domination => self.begin_domination(a),
        }
    }

    /// §5.2: the AP reached is removed and returned to its owner's supply.
    pub(crate) fn return_ap(&mut self, s: Space, fx: &mut Vec<Effect>) -> Option<Animal> {
        let a = self.spaces[s.idx()].take()?;
        self.animals[a.idx()].aps += 1;
        fx.push(Effect::ApReturned { animal: a, space: s });
        Some(a)
    }
}
