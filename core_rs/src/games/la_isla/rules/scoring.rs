//! la-isla §12: final scoring and the ranking with its tie-breaks.

use serde::Serialize;

use crate::engine::{Outcome, Seat};

use super::super::effects::Effect;
use super::super::state::{CStage, EndReason, Player, State};
use super::super::types::{seat_name, Phase, Species};

/// §12: the final additions of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FinalBreakdown {
    /// `min_z animals(p, z)`.
    pub sets: u32,
    /// 10 per set.
    pub set_vp: u32,
    /// `sum_z animals(p, z) * value(z)`.
    pub animal_vp: u32,
    /// `floor(total resources / 2)`.
    pub resource_vp: u32,
    pub resources_left: u32,
}

impl FinalBreakdown {
    pub fn added(&self) -> u32 {
        self.set_vp + self.animal_vp + self.resource_vp
    }
}

impl State {
    /// Each player's score now: the victory points (§6.1, §12).
    pub(crate) fn current_scores(&self) -> Vec<i64> {
        self.players.iter().map(|p| p.vp as i64).collect()
    }

    /// §12 items 1–3 for one player, with the markers as they stand.
    pub fn final_breakdown(&self, p: &Player) -> FinalBreakdown {
        let sets = Species::ALL.iter().map(|&z| p.animals(z)).min().unwrap_or(0);
        let animal_vp = Species::ALL.iter().map(|&z| p.animals(z) * self.value(z) as u32).sum();
        let resources_left = p.total_resources();
        FinalBreakdown { sets, set_vp: 10 * sets, animal_vp, resource_vp: resources_left / 2, resources_left }
    }

    /// §7.6 / §7.1: the game ends; §12 final scoring is added to each player's VP.
    pub(crate) fn finish(&mut self, reason: EndReason, fx: &mut Vec<Effect>) {
        self.phase = Phase::Final;
        self.end_reason = Some(reason);
        self.c_stage = CStage::Choose;
        self.followups.clear();
        fx.push(Effect::GameEnded { reason, marker_sum: self.marker_sum() });
        for seat in 0..self.seats {
            let b = self.final_breakdown(&self.players[seat as usize]);
            let p = &mut self.players[seat as usize];
            p.vp += b.added();
            fx.push(Effect::FinalScored {
                seat,
                sets: b.sets,
                set_vp: b.set_vp,
                animal_vp: b.animal_vp,
                resource_vp: b.resource_vp,
                total: p.vp,
                resources_left: b.resources_left,
            });
        }
    }

    /// §12 winner and tie-breaks: most VP, then most resources left; complete ties share
    /// the rank (`detail.ranks`: 1 = first place, equal numbers = shared). `detail.roles`
    /// gives each seat's colour (§2, display name) and final VP, for per-colour statistics.
    pub fn final_outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Final {
            return None;
        }
        let key = |s: Seat| {
            let p = &self.players[s as usize];
            (p.vp, p.total_resources())
        };
        let mut ranking: Vec<Seat> = (0..self.seats).collect();
        ranking.sort_by(|&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
        let ranks: Vec<usize> =
            (0..self.seats).map(|s| 1 + ranking.iter().filter(|&&o| key(o) > key(s)).count()).collect();
        let winners: Vec<Seat> = ranking.iter().copied().filter(|&s| ranks[s as usize] == 1).collect();
        let breakdown: Vec<serde_json::Value> = self
            .players
            .iter()
            .map(|p| {
                let b = self.final_breakdown(p);
                serde_json::json!({
                    "in_game_vp": p.vp.saturating_sub(b.added()),
                    "sets": b.sets, "set_vp": b.set_vp, "animal_vp": b.animal_vp,
                    "resource_vp": b.resource_vp, "resources_left": b.resources_left, "total": p.vp,
                })
            })
            .collect();
        let roles: Vec<serde_json::Value> = self
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| serde_json::json!({ "role": seat_name(s as Seat), "seat": s, "score": p.vp }))
            .collect();
        Some(Outcome {
            scores: self.players.iter().map(|p| p.vp as i64).collect(),
            ranking,
            winners,
            detail: serde_json::json!({
                "ranks": ranks,
                "end_reason": self.end_reason,
                "players": breakdown,
                "roles": roles,
            }),
        })
    }
}
