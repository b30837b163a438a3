"""Board geometry and component data, computed once at import from ``data.json``.

Squares are ints ``file * 9 + rank`` in the 9 x 9 frame (``a1`` = 0, ``i9`` = 80), so a
board is a flat list of 81 cells and sorting by index equals sorting by square name.
Kinds, sides and orientations are small ints in the order of the data file.
"""

from __future__ import annotations

import json
from pathlib import Path

_DATA = json.loads((Path(__file__).resolve().parent / "data.json").read_text("utf-8"))["halali"]

FILES: str = "".join(_DATA["board"]["files"])
RANKS: tuple[int, ...] = tuple(_DATA["board"]["ranks"])
SIZE = len(FILES)
CELLS = SIZE * SIZE

SIDES: tuple[str, ...] = tuple(_DATA["sides"])  # ("blue", "brown"); index 0 moves first
BLUE, BROWN = 0, 1
NEUTRAL = 2
KINDS: tuple[str, ...] = tuple(_DATA["kinds"])
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}
LETTERS = {"bear": "B", "fox": "F", "lumberjack": "L", "hunter": "H",
           "pheasant": "P", "duck": "D", "tree": "T"}
LETTER_KIND = {v: KIND_INDEX[k] for k, v in LETTERS.items()}
ORIENTATIONS: tuple[str, ...] = tuple(_DATA["orientations"])
ORIENT_INDEX = {o: i for i, o in enumerate(ORIENTATIONS)}

_COLOUR_INDEX = {"blue": BLUE, "brown": BROWN, "neutral": NEUTRAL}
KIND_COUNT = tuple(_DATA["kinds"][k]["count"] for k in KINDS)
KIND_COLOUR = tuple(_COLOUR_INDEX[_DATA["kinds"][k]["colour"]] for k in KINDS)
KIND_POINTS = tuple(_DATA["kinds"][k]["points"] for k in KINDS)
#: max distance per kind; unlimited becomes the frame size, longer than any ray.
KIND_RANGE = tuple(
    SIZE if _DATA["kinds"][k]["max_distance"] is None else _DATA["kinds"][k]["max_distance"]
    for k in KINDS
)
#: MOVED_BY[kind][side]
MOVED_BY = tuple(
    tuple(s in _DATA["kinds"][k]["moved_by"] for s in SIDES) for k in KINDS
)
#: CAPTURES[mover] is a bitmask over victim kinds.
CAPTURES = tuple(
    sum(1 << KIND_INDEX[v] for v in _DATA["kinds"][k]["captures"]) for k in KINDS
)
GUN_ONLY = tuple(_DATA["kinds"][k]["gun_direction_only"] for k in KINDS)
BEAR, FOX, LUMBERJACK, HUNTER, PHEASANT, DUCK, TREE = (
    KIND_INDEX[k] for k in ("bear", "fox", "lumberjack", "hunter", "pheasant", "duck", "tree")
)
NEUTRAL_MOVERS = frozenset(i for i in range(len(KINDS)) if KIND_COLOUR[i] == NEUTRAL
                           and any(MOVED_BY[i]))
TOTAL_TILES: int = _DATA["total_tiles"]
END_TURNS: int = _DATA["end_phase_turns_per_player"]
QUIET_LIMIT: int = _DATA["quiet_turn_draw_limit"]
MATCH_GAMES: int = _DATA["match"]["games"]


def square_index(name: str) -> int:
    """Index of a frame square name such as ``c4``; KeyError outside the frame."""
    return SQUARE_INDEX[name]


SQUARE_NAMES: tuple[str, ...] = tuple(
    f"{FILES[i // SIZE]}{RANKS[i % SIZE]}" for i in range(CELLS)
)
SQUARE_INDEX = {n: i for i, n in enumerate(SQUARE_NAMES)}

_forest = _DATA["board"]["forest"]
FOREST: tuple[int, ...] = tuple(
    SQUARE_INDEX[f"{f}{r}"] for f in _forest["files"] for r in _forest["ranks"]
)
IS_FOREST = tuple(i in set(FOREST) for i in range(CELLS))
CENTRE = SQUARE_INDEX[_DATA["board"]["centre"]]

DIRECTIONS: tuple[str, ...] = tuple(_DATA["board"]["directions"])  # N, E, S, W
DIR_INDEX = {d: i for i, d in enumerate(DIRECTIONS)}
#: index delta of one step in each direction
DIR_STEP = tuple(dx * SIZE + dy for dx, dy in _DATA["board"]["directions"].values())
assert DIRECTIONS == ORIENTATIONS  # gun direction and move direction share indices

EXITS: dict[int, tuple[int, int]] = {
    SQUARE_INDEX[name]: (SQUARE_INDEX[e["edge_square"]], DIR_INDEX[e["direction"]])
    for name, e in _DATA["board"]["exits"].items()
}
IS_EXIT = tuple(i in EXITS for i in range(CELLS))


def _ray(start: int, d: int) -> tuple[int, ...]:
    dx, dy = _DATA["board"]["directions"][DIRECTIONS[d]]
    x, y = divmod(start, SIZE)
    out = []
    while True:
        x, y = x + dx, y + dy
        if not (0 <= x < SIZE and 0 <= y < SIZE):
            break
        sq = x * SIZE + y
        if IS_FOREST[sq]:
            out.append(sq)
            continue
        if sq in EXITS and EXITS[sq] == ((x - dx) * SIZE + (y - dy), d):
            out.append(sq)
        break
    return tuple(out)


#: RAYS[sq][d]: forest squares from ``sq`` in direction ``d``, ending with the exit square
#: when the line leaves the forest through an exit.
RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(sq, d) for d in range(4)) if IS_FOREST[sq] else ((), (), (), ())
    for sq in range(CELLS)
)

#: CAPTURE_RAYS[kind | gun << 3][sq]: the squares within the kind's range, per direction,
#: along which that tile could capture (a hunter along its gun only; the gun is bits 3-4 of
#: a board code, so ``board[sq] & 31`` indexes it), worked out once for the move scans.
CAPTURE_RAYS: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(
        tuple(ray[:KIND_RANGE[code & 7]] for d, ray in enumerate(RAYS[sq])
              if not GUN_ONLY[code & 7] or d == code >> 3 & 3)
        for sq in range(CELLS))
    if code & 7 < len(KINDS) else ()
    for code in range(32))


def line(a: int, b: int) -> tuple[int, int] | None:
    """(direction, distance) from ``a`` to ``b`` if on one orthogonal line and distinct."""
    ax, ay = divmod(a, SIZE)
    bx, by = divmod(b, SIZE)
    if ax == bx and ay != by:
        return (DIR_INDEX["N"], by - ay) if by > ay else (DIR_INDEX["S"], ay - by)
    if ay == by and ax != bx:
        return (DIR_INDEX["E"], bx - ax) if bx > ax else (DIR_INDEX["W"], ax - bx)
    return None
