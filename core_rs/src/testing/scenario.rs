//! The helpers every game's rule tests share, over the `Game` trait: play an action that
//! must be legal, or one that must be refused by exactly one rule section, on a described
//! state. Each panics with a message that says what was expected and what happened.

use crate::engine::{ErrorCode, Game, Rule, RuleError, Seat};

/// The rule citation of a refusal in game `G` for `section` ("§7.4"): the game's name and
/// the section, as the engines build it (displayed "dominant-species §7.4").
pub fn citation<G: Game>(section: &'static str) -> Rule {
    Rule::new(G::INFO.name, section)
}

/// The single seat whose decision is pending (panics when none or several are).
pub fn pending_seat<G: Game>(g: &G) -> Seat {
    let p = g.pending().expect("a decision is pending");
    assert_eq!(p.seats.len(), 1, "several seats are pending ({}): name the seat", p.kind);
    p.seats.first().expect("a pending seat")
}

/// `seat` plays `action`, which must be listed among its legal actions and be accepted; a
/// state that validated before must still validate after (a test's hand-described scene
/// may leave out what the scene does not need, so one that did not is not checked).
/// Returns the effects.
pub fn act<G: Game>(g: &mut G, seat: Seat, action: G::Action) -> Vec<G::Effect> {
    let was_valid = g.validate().is_ok();
    let listed = g.legal_actions(seat);
    assert!(
        listed.contains(&action),
        "{action:?} is not listed for seat {seat} (pending {:?}); listed: {listed:?}",
        g.pending()
    );
    let fx = g
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} by seat {seat} was refused: {e} (pending {:?})", g.pending()));
    if was_valid {
        g.validate().unwrap_or_else(|e| panic!("the state is invalid after {action:?} by seat {seat}: {e}"));
    }
    fx
}

/// As `act`, for the single pending seat.
pub fn act_pending<G: Game>(g: &mut G, action: G::Action) -> Vec<G::Effect> {
    let seat = pending_seat(g);
    act(g, seat, action)
}

/// `seat` plays `action`, which must not be listed and must be refused as an illegal action
/// citing exactly `section` of `G`'s rules ("§7.4": the citation is "<game> §7.4"); the
/// state must not change. Returns the error.
pub fn reject<G: Game>(g: &mut G, seat: Seat, action: G::Action, section: &str) -> RuleError {
    let before = g.state_hash();
    let listed = g.legal_actions(seat);
    assert!(!listed.contains(&action), "{action:?} is listed for seat {seat}; expected a refusal by {section}");
    let e = match g.apply(seat, &action) {
        Ok(_) => panic!("{action:?} by seat {seat} was accepted; expected a refusal by {section}"),
        Err(e) => e,
    };
    assert_eq!(e.code, ErrorCode::IllegalAction, "{action:?} by seat {seat}: {e}");
    assert_eq!(
        e.rule.map(|r| (r.game, r.section)),
        Some((G::INFO.name, section)),
        "{action:?} by seat {seat} cites another rule: {e}"
    );
    assert_eq!(g.state_hash(), before, "the refusal of {action:?} changed the state");
    e
}

/// As `reject`, for the single pending seat.
pub fn reject_pending<G: Game>(g: &mut G, action: G::Action, section: &str) -> RuleError {
    let seat = pending_seat(g);
    reject(g, seat, action, section)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::la_isla;

    #[test]
    fn act_and_reject_check_what_they_say() {
        let mut g = <la_isla::State as Game>::new(2, &Default::default(), 1).unwrap();
        let seat = g.pending().unwrap().seats.first().unwrap();
        let a = g.legal_actions(seat)[0].clone();
        // A listed action is accepted; played again by a seat that is not pending, refused.
        let listed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut c = g.clone();
            reject(&mut c, seat, a.clone(), "§0")
        }));
        assert!(listed.is_err(), "reject must fail for a listed action");
        act(&mut g, seat, a);
        assert_eq!(citation::<la_isla::State>("§7.1").to_string(), "la-isla §7.1");
    }
}
