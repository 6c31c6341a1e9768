"""Random Dominant Species boards for the differential test, built as plain data (the
reference's board form), and encoded into a described engine state for ``restore``.

Every generated board is a legal described state: pieces are conserved (31 large tiles,
12 tundra tiles, 20 discs per type, 55 cubes per animal), so the engine accepts it."""

from __future__ import annotations

import json
import random
from typing import Any

import core_rs

from . import ds_reference as ref

ELEMENT_INDEX = {e: i for i, e in enumerate(ref.ELEMENTS)}
HEXES = ref.board_hexes()  # the engine's hex ids are this order
CORNERS = sorted({c for h in HEXES for c in ref.corners_of(h)})  # the engine's corner ids


def base_snapshot(players: int, seed: int) -> dict[str, Any]:
    return json.loads(core_rs.Engine.create("dominant-species", players, "null", seed).snapshot())


def random_board(rng: random.Random, players: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """(reference board, described state) for one random board."""
    state = base_snapshot(players, rng.getrandbits(32))
    in_play = [ref.ANIMALS[i] for i, c in enumerate(state["controller"]) if c is not None]
    tiles: dict[tuple[int, int], str] = {}
    for i, t in enumerate(state["tiles"]):
        if t is not None:
            tiles[HEXES[i]] = t
    # Move up to 7 tiles from each stack onto random empty hexes.
    empty = [h for h in HEXES if h not in tiles]
    rng.shuffle(empty)
    for stack in state["stacks"]:
        for _ in range(rng.randrange(0, 8)):
            if not empty:
                break
            tiles[empty.pop()] = stack.pop(0)
    state["tiles"] = [tiles.get(h) for h in HEXES]
    # Tundra on a random subset (at most 12).
    placed = list(tiles)
    tundra = rng.sample(placed, rng.randrange(0, min(12, len(placed)) + 1))
    state["tundra"] = [list(h) for h in tundra]
    state["tundra_supply"] = 12 - len(tundra)
    # Discs: displays first, then corners on earth, the rest in the bag.
    remaining = {e: 20 for e in ref.ELEMENTS}
    displays: dict[str, dict[str, int]] = {}
    for idx, a in enumerate(ref.ANIMALS):
        inh, n = ref.INHERENT[a]
        added = [0] * 6
        if a in in_play:
            for _ in range(rng.randrange(0, 6 - n + 1)):
                e = rng.choice(ref.ELEMENTS)
                if remaining[e] > 0:
                    remaining[e] -= 1
                    added[ELEMENT_INDEX[e]] += 1
        state["animals"][idx]["added"] = added
        disp = {e: added[ELEMENT_INDEX[e]] for e in ref.ELEMENTS}
        disp[inh] += n
        displays[a] = disp
    on_earth = [c for c in CORNERS if any(h in tiles for h in c)]
    density = rng.random()
    elements: dict[tuple, str] = {}
    for c in on_earth:
        if rng.random() < density:
            e = rng.choice(ref.ELEMENTS)
            if remaining[e] > 0:
                remaining[e] -= 1
                elements[c] = e
    state["elements"] = [elements.get(c) for c in CORNERS]
    for row in ("adaptation_row", "abundance_row", "wanderlust_row"):
        state[row] = [None] * 4
    for box in ("regression_box", "wasteland_box", "depletion_box"):
        state[box] = [0] * 6
    state["bag"] = [remaining[e] for e in ref.ELEMENTS]
    # Cubes: a few per animal on random tiles, taken from the gene pool.
    cubes: dict[tuple[int, int], dict[str, int]] = {}
    state_cubes = [[0] * 6 for _ in HEXES]
    for idx, a in enumerate(ref.ANIMALS):
        if a not in in_play:
            continue
        st = state["animals"][idx]
        allotted = st["gene_pool"] + sum(row[idx] for row in state["cubes"])
        budget = allotted
        for h in placed:
            if rng.random() < 0.4 and budget > 0:
                n = min(budget, rng.randrange(1, 5))
                budget -= n
                cubes.setdefault(h, {})[a] = n
                state_cubes[HEXES.index(h)][idx] = n
        st["gene_pool"] = budget
        st["eliminated"] = 0
    state["cubes"] = state_cubes
    state["hibernation"] = []
    state["dominated"] = []
    state["dominant"] = [None] * len(HEXES)
    board = {
        "tiles": {h: ("tundra" if h in tundra else t) for h, t in tiles.items()},
        "elements": elements,
        "cubes": cubes,
        "displays": displays,
    }
    return board, state


def encode(board: dict[str, Any], state: dict[str, Any]) -> str:
    """The described state with the board's cubes and elements (after shrinking)."""
    s = dict(state)
    cubes = [[0] * 6 for _ in HEXES]
    totals = [0] * 6
    for h, per in board["cubes"].items():
        for a, n in per.items():
            cubes[HEXES.index(h)][ref.ANIMALS.index(a)] = n
            totals[ref.ANIMALS.index(a)] += n
    s["animals"] = [dict(x) for x in state["animals"]]
    for idx, st in enumerate(s["animals"]):
        if state["controller"][idx] is not None:
            st["gene_pool"] = 55 - st["unused"] - totals[idx]
    s["cubes"] = cubes
    counts = {e: 0 for e in ref.ELEMENTS}
    for e in board["elements"].values():
        counts[e] += 1
    for idx in range(6):
        for i, e in enumerate(ref.ELEMENTS):
            counts[e] += s["animals"][idx]["added"][i]
    s["elements"] = [board["elements"].get(c) for c in CORNERS]
    s["bag"] = [20 - counts[e] for e in ref.ELEMENTS]
    return json.dumps(s)


def board_from_view(view: dict[str, Any]) -> dict[str, Any]:
    """The reference's board form of an engine view (tiles, corners, cubes, displays)."""
    tiles = {tuple(t["hex"]): t["terrain"] for t in view["tiles"]}
    elements = {tuple(tuple(p) for p in x["corner"]): x["element"] for x in view["elements"]}
    cubes = {tuple(t["hex"]): dict(t["cubes"]) for t in view["tiles"] if t["cubes"]}
    displays = {}
    for a in ref.ANIMALS:
        displays[a] = {e: 0 for e in ref.ELEMENTS}
    for a in view["animals"]:
        d = displays[a["animal"]]
        for e, n in a["inherent"].items():
            d[e] += n
        for e, n in a["added"].items():
            d[e] += n
    return {"tiles": tiles, "elements": elements, "cubes": cubes, "displays": displays}


def engine_result(text: str) -> dict[tuple[int, int], tuple[str | None, list[str]]]:
    """Dominant animal and endangered animals per tile, as the engine computes them."""
    e = core_rs.Engine.restore("dominant-species", text)
    view = json.loads(e.view(None, True))
    return {tuple(t["hex"]): (t["dominant"], sorted(t["endangered"])) for t in view["tiles"]}


def reference_result(board: dict[str, Any]) -> dict[tuple[int, int], tuple[str | None, list[str]]]:
    return {
        h: (ref.dominant(board, h), sorted(a for a in ref.ANIMALS if ref.endangered(board, a, h)))
        for h in board["tiles"]
    }
