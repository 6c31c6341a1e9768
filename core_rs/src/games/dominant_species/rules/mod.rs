//! The rules (docs/rules/dominant-species.md §5, §7, §11, §12), one file per rule, named after
//! it: `planning` (§5.1), `execution` (§5.2, the step machine), one file per action of §7
//! (`initiative` … `domination`), `cards` (§11) and `reset` (§5.3, §12). Each rule file holds,
//! for its decisions, when the action can start, the candidate actions, their legality and
//! their effect. This file dispatches: the candidates, the legality (`check_action`) and the
//! execution of an action for the pending decision, each handed to the rule that answers it;
//! it also holds the small helpers several rules share, and `ops` the primitives every rule
//! changes the board with.

use super::actions::action_order;
use super::data::Element;
use super::effects::Effect;
use super::state::{Decision, State};
use super::Action;
use crate::engine::RuleError;

mod abundance;
mod adaptation;
mod cards;
mod competition;
mod depletion;
mod domination;
mod execution;
mod glaciation;
mod initiative;
mod migration;
mod ops;
mod planning;
mod regression;
mod reset;
mod speciation;
mod wanderlust;
mod wasteland;

pub(crate) use execution::{step_of_space, Step, STEPS};

/// A refusal: the rule section cited and why (the id of a message without arguments).
pub(crate) type Why = (crate::engine::Rule, &'static str);

/// The refusal of an action that answers none of the pending decision's choices
/// (§11.1: some choices are mandatory, so `pass`/`done` are refused there).
pub(crate) fn unanswered(d: &Decision, act: &Action) -> Why {
    use Decision as D;
    const WRONG: Why = (rule!("§5.2"), "ds-err-action-does-not-answer-pending");
    match (*d, *act) {
        (D::Instinct { .. } | D::ChooseCard { .. } | D::PlaceElement { .. }, Action::Pass)
        | (D::TakeElement { .. } | D::WanderlustHex { .. } | D::SpeciationCubes { .. }, Action::Done) => {
            (rule!("§11.1"), "ds-err-this-choice-mandatory")
        }
        _ => WRONG,
    }
}

pub(crate) fn bit(e: Element) -> u8 {
    1 << e.idx()
}

/// Remove one disc of `e` from an element row (leftmost first).
pub(crate) fn take_from_row(row: &mut [Option<Element>; 4], e: Element) {
    if let Some(slot) = row.iter_mut().find(|x| **x == Some(e)) {
        *slot = None;
    }
}

impl State {
    /// The legal actions of the pending `decision`, in listing order (`action_order`).
    pub(crate) fn decision_actions(&self, decision: &Decision, out: &mut Vec<Action>) {
        let start = out.len();
        self.candidates(decision, out);
        let mut i = start;
        while i < out.len() {
            if self.check_action(decision, &out[i]).is_ok() {
                i += 1;
            } else {
                out.swap_remove(i);
            }
        }
        out[start..].sort_unstable_by_key(action_order);
    }

    /// Check `action` against the pending `decision` and carry it out.
    pub(crate) fn apply_decision(&mut self, decision: Decision, action: &Action, fx: &mut Vec<Effect>) -> Result<(), RuleError> {
        self.check_action(&decision, action).map_err(|(rule, why)| RuleError::illegal(rule, crate::i18n::Msg::new(why)))?;
        if let Decision::MammalSave { .. } = decision {
            let saved = if let Action::Save { hex } = *action { Some(hex) } else { None };
            self.finish_reset(saved, fx);
        } else {
            self.exec(decision, *action, fx);
        }
        Ok(())
    }

    /// Is `act` legal for `d`? (The one place that decides legality; `candidates` only proposes.)
    pub(crate) fn check_action(&self, d: &Decision, act: &Action) -> Result<(), Why> {
        use Decision::*;
        match *d {
            InitiativeSwap { .. } | InitiativePlace { .. } => self.initiative_check(d, act),
            Adaptation { .. } => self.adaptation_check(d, act),
            RegressionProtect { .. } => self.regression_check(d, act),
            TakeElement { .. } | PlaceElement { .. } => self.abundance_check(d, act),
            Wasteland { .. } => self.wasteland_check(d, act),
            Depletion { .. } => self.depletion_check(d, act),
            Glaciation { .. } => self.glaciation_check(d, act),
            SpeciationCorner { .. } | SpeciationCubes { .. } | InsectSpeciation { .. } => self.speciation_check(d, act),
            WanderlustTile { .. } | WanderlustHex { .. } | WanderlustMove { .. } => self.wanderlust_check(d, act),
            Migration { .. } => self.migration_check(d, act),
            ArachnidCompetition { .. } | Competition { .. } => self.competition_check(d, act),
            Domination { .. } | ChooseCard { .. } => self.domination_check(d, act),
            MammalSave { .. } => self.reset_check(d, act),
            _ => self.card_check(d, act),
        }
    }

    /// Push a superset of the legal actions of `d` (filtered by `check_action`).
    pub(crate) fn candidates(&self, d: &Decision, out: &mut Vec<Action>) {
        use Decision::*;
        match *d {
            InitiativeSwap { .. } | InitiativePlace { .. } => self.initiative_candidates(d, out),
            Adaptation { .. } => self.adaptation_candidates(d, out),
            RegressionProtect { .. } => self.regression_candidates(d, out),
            TakeElement { .. } | PlaceElement { .. } => self.abundance_candidates(d, out),
            Wasteland { .. } => self.wasteland_candidates(d, out),
            Depletion { .. } => self.depletion_candidates(d, out),
            Glaciation { .. } => self.glaciation_candidates(d, out),
            SpeciationCorner { .. } | SpeciationCubes { .. } | InsectSpeciation { .. } => self.speciation_candidates(d, out),
            WanderlustTile { .. } | WanderlustHex { .. } | WanderlustMove { .. } => self.wanderlust_candidates(d, out),
            Migration { .. } => self.migration_candidates(d, out),
            ArachnidCompetition { .. } | Competition { .. } => self.competition_candidates(d, out),
            Domination { .. } | ChooseCard { .. } => self.domination_candidates(d, out),
            MammalSave { .. } => self.reset_candidates(d, out),
            _ => self.card_candidates(d, out),
        }
    }

    /// Carry out a checked action.
    pub(crate) fn exec(&mut self, d: Decision, act: Action, fx: &mut Vec<Effect>) {
        use Decision::*;
        let next: Option<Decision> = match d {
            InitiativeSwap { .. } | InitiativePlace { .. } => self.initiative_exec(d, act, fx),
            Adaptation { .. } => self.adaptation_exec(d, act, fx),
            RegressionProtect { .. } => self.regression_exec(d, act, fx),
            TakeElement { .. } | PlaceElement { .. } => self.abundance_exec(d, act, fx),
            Wasteland { .. } => self.wasteland_exec(d, act, fx),
            Depletion { .. } => self.depletion_exec(d, act, fx),
            Glaciation { .. } => self.glaciation_exec(d, act, fx),
            SpeciationCorner { .. } | SpeciationCubes { .. } | InsectSpeciation { .. } => self.speciation_exec(d, act, fx),
            WanderlustTile { .. } | WanderlustHex { .. } | WanderlustMove { .. } => self.wanderlust_exec(d, act, fx),
            Migration { .. } => self.migration_exec(d, act, fx),
            ArachnidCompetition { .. } | Competition { .. } => self.competition_exec(d, act, fx),
            Domination { .. } | ChooseCard { .. } => self.domination_exec(d, act, fx),
            _ => match act {
                Action::Pass | Action::Done => None,
                _ => self.card_exec(d, act, fx),
            },
        };
        self.wait_or_finish(next, fx);
    }

    /// True when a repeated-choice decision (Migration, Competition, Evolution) still has a
    /// legal action other than done; computed without listing the actions.
    pub(crate) fn has_legal(&self, d: &Decision) -> bool {
        let earth = self.earth();
        match *d {
            Decision::Migration { animal, left, arrived } => {
                left > 0
                    && earth.iter().any(|h| {
                        self.cubes_on(h, animal) > arrived.get(h) && !self.migration_targets(animal, h).is_empty()
                    })
            }
            Decision::Competition { animal, terrains, used } => earth.iter().any(|h| {
                let t = self.terrain(h);
                terrains.iter().enumerate().any(|(i, &x)| Some(x) == t && used & (1 << i) == 0)
                    && self.cubes_on(h, animal) > 0
                    && self.has_opponent_on(h, animal)
            }),
            Decision::Evolution { animal, hit, left } => {
                let targets = !(hit | (1 << animal.idx()));
                left > 0
                    && self.animals[animal.idx()].gene_pool > 0
                    && earth.iter().any(|h| self.animals_on(h) & targets != 0)
            }
            _ => {
                let mut v = Vec::new();
                self.candidates(d, &mut v);
                v.iter().any(|x| !matches!(x, Action::Pass | Action::Done) && self.check_action(d, x).is_ok())
            }
        }
    }
}
