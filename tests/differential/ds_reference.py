"""A plainly written reference of Dominant Species matching and dominance
(docs/rules/dominant-species.md §2, §3), independent of the Rust engine, for differential tests.

A board here is plain data:

* ``tiles``: {(q, r): terrain name} for every tile on earth ("tundra" when covered);
* ``elements``: {corner: element name}, a corner being a sorted tuple of three (q, r);
* ``cubes``: {(q, r): {animal: count}};
* ``displays``: {animal: {element: count}} including the inherent elements.
"""

from __future__ import annotations

ANIMALS = ["mammals", "reptiles", "birds", "amphibians", "arachnids", "insects"]  # food chain
ELEMENTS = ["meat", "sun", "seed", "water", "grub", "grass"]
DIRECTIONS = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]  # N, NE, SE, S, SW, NW
INHERENT = {
    "mammals": ("meat", 2),
    "reptiles": ("sun", 2),
    "birds": ("seed", 2),
    "amphibians": ("water", 3),
    "arachnids": ("grub", 2),
    "insects": ("grass", 2),
}

Hex = tuple[int, int]
Corner = tuple[Hex, Hex, Hex]


def on_board(q: int, r: int) -> bool:
    """§3.2: the radius-3 hexagon minus (0, -3) and (0, 3)."""
    s = -q - r
    if max(abs(q), abs(r), abs(s)) > 3:
        return False
    return not (q == 0 and abs(r) == 3)


def board_hexes() -> list[Hex]:
    return [(q, r) for q in range(-3, 4) for r in range(-3, 4) if on_board(q, r)]


def corners_of(h: Hex) -> list[Corner]:
    """§3.4: corner k of h is {h, h + d_k, h + d_(k+1)}, as a sorted triple."""
    q, r = h
    out = []
    for k in range(6):
        a = DIRECTIONS[k]
        b = DIRECTIONS[(k + 1) % 6]
        out.append(tuple(sorted([(q, r), (q + a[0], r + a[1]), (q + b[0], r + b[1])])))
    return out


def tile_elements(board: dict, h: Hex) -> dict[str, int]:
    counts = {e: 0 for e in ELEMENTS}
    for c in corners_of(h):
        e = board["elements"].get(c)
        if e is not None:
            counts[e] += 1
    return counts


def match(board: dict, animal: str, h: Hex) -> int:
    """§2 Matching: for each element type, display count times tile count, summed."""
    display = board["displays"][animal]
    tile = tile_elements(board, h)
    total = 0
    for e in ELEMENTS:
        total += display.get(e, 0) * tile[e]
    return total


def occupants(board: dict, h: Hex) -> list[str]:
    cubes = board["cubes"].get(h, {})
    return [a for a in ANIMALS if cubes.get(a, 0) > 0]


def endangered(board: dict, animal: str, h: Hex) -> bool:
    """§2: occupies the tile and matches 0."""
    return animal in occupants(board, h) and match(board, animal, h) == 0


def dominant(board: dict, h: Hex) -> str | None:
    """§2: the occupying animal whose match is at least 1 and strictly above every other
    occupant's; a tie for the highest means nobody."""
    best = None
    best_match = 0
    tie = False
    for a in occupants(board, h):
        m = match(board, a, h)
        if m > best_match:
            best, best_match, tie = a, m, False
        elif m == best_match and m > 0:
            tie = True
    if best is None or tie:
        return None
    return best
