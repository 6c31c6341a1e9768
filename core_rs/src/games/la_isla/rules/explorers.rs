//! la-isla §7.4: action C — place (C1), relocate (C2) or take a resource (C3); the cost
//! of §11.4; captures (§8); the capture and arrival functions of §11.3 in the order of
//! §7.4 steps 4–7.

use crate::engine::Seat;

use super::super::cards::Function;
use super::super::effects::{Effect, ResourceSource, VpReason};
use super::super::state::{CStage, FollowUp, State};
use super::super::types::{Colour, Phase, Species};

/// §11.4: what an arrival on a space costs a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cost {
    /// 2, or 1 with LANDSCAPE_DISCOUNT / SYMBOL_DISCOUNT (never below 1).
    pub amount: u32,
    /// The space's colour, or any single colour with ANY_COLOUR.
    pub any_colour: bool,
    pub colour: Colour,
}

/// A validated payment: `amount` resources of `colour`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Payment {
    pub colour: Colour,
    pub amount: u32,
}

/// The cost-changing functions a player has visible (§11.4), looked up once.
#[derive(Clone, Copy, Debug, Default)]
pub struct CostMods {
    landscape_discount: [bool; 5],
    symbol_discount: [bool; 5],
    any_colour: [bool; 5],
}

impl State {
    pub fn cost_mods(&self, seat: Seat) -> CostMods {
        let mut m = CostMods::default();
        for c in self.players[seat as usize].visible() {
            match c.function() {
                Function::LandscapeDiscount(l) => m.landscape_discount[l.idx()] = true,
                Function::SymbolDiscount(s) => m.symbol_discount[s.idx()] = true,
                Function::AnyColour(l) => m.any_colour[l.idx()] = true,
                _ => {}
            }
        }
        m
    }

    /// §11.4 `cost_options` for one space.
    pub fn cost(&self, mods: &CostMods, space: u8) -> Cost {
        let sp = &self.island.spaces[space as usize];
        let discounted = mods.landscape_discount[sp.landscape.idx()] || mods.symbol_discount[sp.symbol.idx()];
        Cost {
            amount: if discounted { 1 } else { 2 },
            any_colour: mods.any_colour[sp.landscape.idx()],
            colour: sp.colour(),
        }
    }

    /// §7.4 / §11.4: can `seat` arrive on `space` paying with `colour`? Returns the amount.
    /// The space must exist and not hold the player's own explorer.
    pub fn payable(&self, seat: Seat, mods: &CostMods, space: u8, colour: Colour) -> Option<u32> {
        let occ = self.explorers.get(space as usize)?;
        if occ.contains(seat) {
            return None;
        }
        let cost = self.cost(mods, space);
        if !cost.any_colour && colour != cost.colour {
            return None;
        }
        (self.players[seat as usize].resources[colour.idx()] >= cost.amount).then_some(cost.amount)
    }

    /// True when `seat` can afford at least one destination (a relocation is possible).
    pub fn any_destination(&self, seat: Seat) -> bool {
        let mods = self.cost_mods(seat);
        (0..self.explorers.len() as u8).any(|s| Colour::ALL.iter().any(|&c| self.payable(seat, &mods, s, c).is_some()))
    }

    /// §7.4 C2 / §11.3 G06: may the seat choose relocation as its action?
    pub fn may_relocate(&self, seat: Seat) -> bool {
        let p = &self.players[seat as usize];
        (p.supply == 0 || p.has(Function::Scout))
            && self.explorers.iter().any(|o| o.contains(seat))
            && self.any_destination(seat)
    }

    fn pay(&mut self, seat: Seat, pay: Payment, fx: &mut Vec<Effect>) {
        self.players[seat as usize].resources[pay.colour.idx()] -= pay.amount;
        fx.push(Effect::ResourcesPaid { seat, colour: pay.colour, count: pay.amount });
    }

    /// §7.4 C1 (already validated).
    pub(crate) fn place(&mut self, seat: Seat, space: u8, pay: Payment, fx: &mut Vec<Effect>) {
        self.pay(seat, pay, fx);
        self.players[seat as usize].supply -= 1;
        let space_id = self.island.spaces[space as usize].id.clone();
        fx.push(Effect::ExplorerPlaced { seat, space, space_id });
        self.arrive(seat, space, false, fx);
    }

    /// §7.4 C2 / §11.3 G09 (already validated): pay, leave the origin, arrive.
    pub(crate) fn relocate(&mut self, seat: Seat, from: u8, to: u8, extra: bool, pay: Payment, fx: &mut Vec<Effect>) {
        self.pay(seat, pay, fx);
        self.explorers[from as usize].remove(seat);
        let from_id = self.island.spaces[from as usize].id.clone();
        let to_id = self.island.spaces[to as usize].id.clone();
        fx.push(Effect::ExplorerRelocated { seat, from, from_id, to, to_id });
        self.arrive(seat, to, extra, fx);
    }

    /// §7.4 steps 3–7: arrive, capture (§8), then queue the capture and arrival functions.
    fn arrive(&mut self, seat: Seat, space: u8, extra: bool, fx: &mut Vec<Effect>) {
        self.explorers[space as usize].insert(seat);
        let island = self.island.0.clone();
        let sp = &island.spaces[space as usize];
        // §8 CAPTURE_CHECK, canonical region order.
        let mut caught = [0u8; 5];
        let mut count = 0u8;
        for &r in &sp.regions {
            let region = &island.regions[r as usize];
            let Some(z) = self.tiles[r as usize] else { continue };
            if region.spaces.iter().all(|&t| self.explorers[t as usize].contains(seat)) {
                self.tiles[r as usize] = None;
                let p = &mut self.players[seat as usize];
                p.small_tiles[z.idx()] += 1;
                caught[z.idx()] += 1;
                count += 1;
                fx.push(Effect::TileCaptured {
                    seat,
                    region: r,
                    region_id: region.id.clone(),
                    species: z,
                    value: region.value,
                });
                self.score(seat, region.value as u32, VpReason::Capture { region: region.id.clone() }, fx);
            }
        }
        let p = &self.players[seat as usize];
        // §7.4 step 5: CAPTURE_VP now, CAPTURE_MARKER as decisions.
        if count > 0 && p.has(Function::CaptureVp) {
            self.score(seat, 2 * count as u32, VpReason::CaptureBonus { tiles: count }, fx);
        }
        let p = &self.players[seat as usize];
        let mut queue = Vec::new();
        for z in Species::ALL {
            if caught[z.idx()] > 0 && p.has(Function::CaptureMarker(z)) {
                queue.push(FollowUp::CaptureMarker { species: z, remaining: caught[z.idx()] });
            }
        }
        // §7.4 step 6: VP, resources, marker; step 7: SECOND_MOVE.
        queue.push(FollowUp::ArrivalVp { space });
        let resource_functions = [Function::LandscapeResource(sp.landscape), Function::SymbolResource(sp.symbol)];
        for f in resource_functions {
            if p.has(f) {
                queue.push(FollowUp::ArrivalResource { source: f });
            }
        }
        if p.has(Function::LandscapeMarker(sp.landscape)) {
            queue.push(FollowUp::LandscapeMarker { source: Function::LandscapeMarker(sp.landscape) });
        }
        if !extra && p.has(Function::SecondMove) {
            queue.push(FollowUp::SecondMove);
        }
        self.followups = queue;
        self.c_stage = CStage::FollowUps;
        self.run_followups(fx);
    }

    /// Resolve the automatic follow-ups at the front; stop at the first decision, or end the
    /// turn when none is left.
    pub(crate) fn run_followups(&mut self, fx: &mut Vec<Effect>) {
        let seat = self.c_seat();
        loop {
            match self.followups.first().copied() {
                None => {
                    self.end_c_turn(fx);
                    return;
                }
                Some(FollowUp::ArrivalVp { space }) => {
                    self.followups.remove(0);
                    let sp = &self.island.spaces[space as usize];
                    let (l, s) = (sp.landscape, sp.symbol);
                    if self.players[seat as usize].has(Function::LandscapeVp(l)) {
                        self.score(seat, 3, VpReason::Landscape { landscape: l }, fx);
                    }
                    if self.players[seat as usize].has(Function::SymbolVp(s)) {
                        self.score(seat, 3, VpReason::Symbol { symbol: s }, fx);
                    }
                }
                Some(FollowUp::CaptureMarker { remaining: 0, .. }) => {
                    self.followups.remove(0);
                }
                Some(FollowUp::SecondMove) if !self.any_destination(seat) => {
                    self.followups.remove(0);
                }
                Some(_) => return,
            }
        }
    }

    /// §7.4 C3 (and the PROVISIONS second resource).
    pub(crate) fn take_resource(&mut self, seat: Seat, colour: Colour, fx: &mut Vec<Effect>) {
        if self.c_stage == CStage::SecondProvision {
            self.gain(seat, colour, 1, ResourceSource::Provisions, fx);
            self.end_c_turn(fx);
            return;
        }
        self.gain(seat, colour, 1, ResourceSource::TakenInstead, fx);
        if self.players[seat as usize].has(Function::Provisions) {
            self.c_stage = CStage::SecondProvision;
        } else {
            self.end_c_turn(fx);
        }
    }

    /// The next player in turn order takes action C; after the last, action D (§7.4).
    fn end_c_turn(&mut self, fx: &mut Vec<Effect>) {
        self.followups.clear();
        self.c_stage = CStage::Choose;
        self.c_index += 1;
        if self.c_index >= self.seats {
            self.phase = Phase::D;
        }
        self.proceed(fx);
    }
}
