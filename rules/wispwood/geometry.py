"""Wispwood geometry (spec §2.2, §2.3): cells, bit masks, shapes and their orientations.

A cell is an index ``row * 12 + col`` (col A = 0 ... K = 10, row 1 = 0 ... row 11 = 10). The
twelfth column is a guard that is never on the canvas, so a bit mask shifted by one column
never wraps onto the next row. Masks are Python ints: bit ``i`` set means cell ``i``.
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Callable, Sequence
from operator import getitem, itemgetter
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))

COLS = DATA["canvas"]["columns"]
SIZE = DATA["canvas"]["rows"]
STRIDE = SIZE + 1
WISPS = tuple(DATA["wisp_types"])

BOARD = 0
for _r in range(SIZE):
    for _c in range(SIZE):
        BOARD |= 1 << (_r * STRIDE + _c)

CELLS = tuple(r * STRIDE + c for r in range(SIZE) for c in range(SIZE))


def cell(col: int, row: int) -> int:
    """The index of the cell at column ``col`` and row ``row`` (both 0-based)."""
    return row * STRIDE + col


def col_of(i: int) -> int:
    """Column (0 = A) of a cell index."""
    return i % STRIDE


def row_of(i: int) -> int:
    """Row (0 = row 1) of a cell index."""
    return i // STRIDE


def name(i: int) -> str:
    """The notation of a cell, e.g. ``F6``."""
    return f"{COLS[i % STRIDE]}{i // STRIDE + 1}"


NAME_TO_CELL = {name(i): i for i in CELLS}
CAT_START = NAME_TO_CELL[DATA["canvas"]["cat_start"]]


def bits(mask: int) -> list[int]:
    """The cell indices of a mask, in reading order (increasing index)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cells: object) -> int:
    """The mask of an iterable of cell indices."""
    m = 0
    for i in cells:  # type: ignore[attr-defined]
        m |= 1 << i
    return m


def grow4(mask: int) -> int:
    """The cells orthogonally adjacent to ``mask`` (mask itself included), on the canvas."""
    return (mask | (mask << 1) | (mask >> 1) | (mask << STRIDE) | (mask >> STRIDE)) & BOARD


def box(mask: int) -> tuple[int, int, int, int]:
    """(min col, max col, min row, max row) of a non-empty mask."""
    cs = [c for c in range(SIZE) if mask & COLUMNS[c]]
    lo = (mask & -mask).bit_length() - 1
    hi = mask.bit_length() - 1
    return cs[0], cs[-1], row_of(lo), row_of(hi)


def _line_masks() -> tuple[list[int], list[int], list[int], list[int], list[int], list[int],
                           list[int], list[int]]:
    n4, n8, row, col, fall, rise, below, ring2 = ([0] * (STRIDE * SIZE) for _ in range(8))
    for i in CELLS:
        c, r = col_of(i), row_of(i)
        for j in CELLS:
            dc, dr = col_of(j) - c, row_of(j) - r
            bit = 1 << j
            if abs(dc) + abs(dr) == 1:
                n4[i] |= bit
            if max(abs(dc), abs(dr)) == 1:
                n8[i] |= bit
            if max(abs(dc), abs(dr)) == 2:
                ring2[i] |= bit
            if dr == 0:
                row[i] |= bit
            if dc == 0:
                col[i] |= bit
            if dc == dr and dc != 0:
                fall[i] |= bit
            if dc == -dr and dc != 0:
                rise[i] |= bit
            if dc == 0 and dr > 0:
                below[i] |= bit
    return n4, n8, row, col, fall, rise, below, ring2


N4, N8, ROW_OF, COL_OF, FALL, RISE, BELOW, RING2 = _line_masks()
ROWS = [mask_of(cell(c, r) for c in range(SIZE)) for r in range(SIZE)]
COLUMNS = [mask_of(cell(c, r) for r in range(SIZE)) for c in range(SIZE)]
DIAG = [FALL[i] | RISE[i] for i in range(STRIDE * SIZE)]

# ------------------------------------------------------------------------------ shapes

SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    code: tuple((x, y) for x, y in offsets) for code, offsets in DATA["shapes"].items()
}
SHAPE_CODES = tuple(SHAPES)
ORIENTATIONS = ("R0", "R90", "R180", "R270", "R0M", "R90M", "R180M", "R270M")


def orient(offsets: tuple[tuple[int, int], ...], code: str) -> tuple[tuple[int, int], ...]:
    """§2.3: mirror (if ``M``), rotate clockwise per 90 degrees, translate to the origin."""
    pts = [(-x, y) if code.endswith("M") else (x, y) for x, y in offsets]
    for _ in range(int(code[1:].rstrip("M")) // 90):
        pts = [(-y, x) for x, y in pts]
    mx = min(x for x, _ in pts)
    my = min(y for _, y in pts)
    return tuple(sorted(((x - mx, y - my) for x, y in pts), key=lambda p: (p[1], p[0])))


class Orientation:
    """One distinct orientation of a shape: its base mask at the origin and its extent."""

    __slots__ = ("mask", "width", "height", "offsets", "steps")

    def __init__(self, offsets: tuple[tuple[int, int], ...]) -> None:
        self.offsets = offsets
        self.steps = tuple(sorted(y * STRIDE + x for x, y in offsets))  # reading order
        self.mask = mask_of(self.steps)
        self.width = max(x for x, _ in offsets) + 1
        self.height = max(y for _, y in offsets) + 1


def _distinct(code: str) -> tuple[Orientation, ...]:
    seen: dict[tuple[tuple[int, int], ...], Orientation] = {}
    for o in ORIENTATIONS:
        pts = orient(SHAPES[code], o)
        seen.setdefault(pts, Orientation(pts))
    return tuple(seen.values())


SHAPE_ORIENTATIONS = {code: _distinct(code) for code in SHAPES}
SHAPE_SIZE = {code: len(offsets) for code, offsets in SHAPES.items()}


def normal_form(mask: int) -> tuple[tuple[int, int], ...]:
    """A mask's cells as offsets from its bounding box's top-left corner, in reading order."""
    cells = bits(mask)
    mc = min(col_of(i) for i in cells)
    mr = min(row_of(i) for i in cells)
    return tuple(sorted(((col_of(i) - mc, row_of(i) - mr) for i in cells),
                        key=lambda p: (p[1], p[0])))


SHAPE_FORMS = {code: {o.offsets for o in SHAPE_ORIENTATIONS[code]} for code in SHAPES}


def is_shape(mask: int, code: str) -> bool:
    """Whether the cells of ``mask`` form ``code`` in one of its 8 orientations."""
    return mask.bit_count() == SHAPE_SIZE[code] and normal_form(mask) in SHAPE_FORMS[code]


def anchored(code: str, anchor: int, orientation: str) -> list[int] | None:
    """The cells covered by ``code`` at ``anchor`` in ``orientation`` (None: off the canvas)."""
    out = []
    for x, y in orient(SHAPES[code], orientation):
        c, r = col_of(anchor) + x, row_of(anchor) + y
        if c >= SIZE or r >= SIZE:
            return None
        out.append(cell(c, r))
    return sorted(out)


def fits(mask: int, n: int) -> bool:
    """Whether the cells of ``mask`` fit in an n x n square."""
    c0, c1, r0, r1 = box(mask)
    return c1 - c0 < n and r1 - r0 < n


def _placed(o: Orientation) -> list[tuple[int, tuple[int, ...]] | None]:
    """(mask, cells in reading order) of ``o`` at every anchor index (None: off the canvas)."""
    out: list[tuple[int, tuple[int, ...]] | None] = [None] * (STRIDE * SIZE)
    for r in range(SIZE - o.height + 1):
        for c in range(SIZE - o.width + 1):
            base = r * STRIDE + c
            out[base] = (o.mask << base, tuple(base + step for step in o.steps))
    return out


# Every orientation of every shape placed at every anchor, made once at import (as chess
# programs precompute attack tables), so a listing only tests masks.
PLACED = {code: [(o, _placed(o)) for o in SHAPE_ORIENTATIONS[code]] for code in SHAPES}


def _cells_key(p: tuple[int, tuple[int, ...]]) -> tuple[int, ...]:
    return p[1]


def placements(occupied: int, n: int, code: str) -> list[tuple[int, tuple[int, ...]]]:
    """Every placement of ``code`` that is free, touches ``occupied`` along a side and keeps
    everything inside an n x n window, as (mask, cells in reading order), sorted by cells."""
    c0, c1, r0, r1 = box(occupied)
    touch = grow4(occupied) & ~occupied
    out = []
    for o, placed in PLACED[code]:
        # The anchor range keeps the union's bounding box within n (and on the canvas).
        cols = range(max(0, c1 - n + 1), min(SIZE - o.width, c0 + n - o.width) + 1)
        for ar in range(max(0, r1 - n + 1), min(SIZE - o.height, r0 + n - o.height) + 1):
            row = ar * STRIDE
            for p in placed[row + cols.start:row + cols.stop]:
                m = p[0]  # type: ignore[index]
                if not m & occupied and m & touch:
                    out.append(p)
    out.sort(key=_cells_key)
    return out  # type: ignore[return-value]


# ------------------------------------------------------------------ placement tables
#
# Every placement of every shape on the canvas is numbered once, at import, shape by shape
# and within a shape in the listing's order (by its cells in reading order). A set of
# placements is then one int with a bit per number, so which placements are legal for a
# forest is a few ORs and ANDs of such ints (as chess programs keep bitboards), and a
# placement's takes are found by its number in tables instead of being tested one by one.

#: per shape: every placement on the canvas as (mask, cells in reading order), in order
PLACEMENTS_OF: dict[str, tuple[tuple[int, tuple[int, ...]], ...]] = {
    code: tuple(sorted((p for _o, placed in PLACED[code] for p in placed if p is not None),
                       key=_cells_key))
    for code in SHAPES}
#: per shape: the number of its first placement (shapes follow each other in SHAPE_CODES)
PLACEMENT_BASE: dict[str, int] = {}
_base = 0
for _code in SHAPE_CODES:
    PLACEMENT_BASE[_code] = _base
    _base += len(PLACEMENTS_OF[_code])
PLACEMENT_COUNT = _base


def _placement_sets() -> tuple[list[int], list[int], list[int], list[int], list[int]]:
    cover = [0] * (STRIDE * SIZE)
    col_from, col_to, row_from, row_to = ([0] * SIZE for _ in range(4))
    for code in SHAPE_CODES:
        for k, (m, cells) in enumerate(PLACEMENTS_OF[code]):
            bit = 1 << (PLACEMENT_BASE[code] + k)
            for c in cells:
                cover[c] |= bit
            c0, c1, r0, r1 = box(m)
            for v in range(SIZE):
                if c0 >= v:
                    col_from[v] |= bit
                if c1 <= v:
                    col_to[v] |= bit
                if r0 >= v:
                    row_from[v] |= bit
                if r1 <= v:
                    row_to[v] |= bit
    return cover, col_from, col_to, row_from, row_to


#: per cell, the placements covering it; per column or row v, the placements lying in
#: columns >= v (COL_FROM), <= v (COL_TO), and rows likewise
COVER, COL_FROM, COL_TO, ROW_FROM, ROW_TO = _placement_sets()


def legal_placement_bits(occupied: int, n: int, placed: int = 0) -> int:
    """The placements (of every shape, as bits of their numbers) that are free, touch
    ``occupied`` along a side and keep everything inside an n x n window: the set
    ``placements`` lists shape by shape. ``placed``: the cells the forest gained last, a
    hint that lets the set be updated from the forest before them (see ``touching_bits``)."""
    c0, c1, r0, r1 = box(occupied)
    return (touching_bits(occupied, placed)
            & COL_FROM[max(0, c1 - n + 1)] & COL_TO[min(SIZE - 1, c0 + n - 1)]
            & ROW_FROM[max(0, r1 - n + 1)] & ROW_TO[min(SIZE - 1, r0 + n - 1)])


# Per forest (its occupied cells): the placements that are free and touch it, and those that
# cover one of its cells. A forest grows by a few cells at a time, and the placements that
# change are only those covering the new cells or their neighbours, so the sets of the forest
# before a placement give those after it in a few operations instead of one per cell.
_TOUCHING: dict[int, tuple[int, int]] = {}
_TOUCHING_LIMIT = 2_000


def touching_bits(occupied: int, placed: int = 0) -> int:
    """The placements (as bits of their numbers) that are free and touch ``occupied`` along
    a side, whatever the window. With ``placed`` (cells of ``occupied``), the sets of the
    forest without them are updated when known; the answer is the same either way."""
    got = _TOUCHING.get(occupied)
    if got is not None:
        return got[0]
    before = None
    if placed and placed & occupied == placed:
        before = _TOUCHING.get(occupied & ~placed)
    if before is None:
        touching = blocked = 0
        for c in bits(grow4(occupied) & ~occupied):
            touching |= COVER[c]
        for c in bits(occupied):
            blocked |= COVER[c]
    else:
        # Placements touching the old forest still touch the new one unless they cover a
        # new cell; the new cells' free neighbours add theirs.
        touching, blocked = before
        for c in bits(placed):
            blocked |= COVER[c]
        for c in bits(grow4(placed) & ~occupied):
            touching |= COVER[c]
    touching &= ~blocked
    if len(_TOUCHING) >= _TOUCHING_LIMIT:
        _TOUCHING.clear()
    _TOUCHING[occupied] = (touching, blocked)
    return touching


class _ByteTable(dict):  # type: ignore[type-arg]
    """The take numbers of the placements whose bits are one byte of a placement set, as the
    bytes of an ``array("H")``; the key is the byte's value. Filled on first use."""

    __slots__ = ("first", "size")

    def __init__(self, first: int, size: int) -> None:
        super().__init__()
        self.first = first   # the placement number of the byte's lowest bit (in its shape)
        self.size = size     # takes per placement (one per cell)

    def __missing__(self, value: int) -> bytes:
        # As machine 16-bit numbers, so a set's bytes join into one buffer in one C call.
        got = array("H", [(self.first + i) * self.size + j
                          for i in range(8) if value >> i & 1 for j in range(self.size)])
        self[value] = data = got.tobytes()
        return data


_BYTE_TABLES = {code: [_ByteTable(8 * k, SHAPE_SIZE[code])
                       for k in range((len(PLACEMENTS_OF[code]) + 7) // 8)]
                for code in SHAPE_CODES}
_FULL = {code: (1 << len(PLACEMENTS_OF[code])) - 1 for code in SHAPE_CODES}

#: per shape, the cell of each take number: placement number * shape size + index of the
#: wisp cell among the placement's cells (reading order)
TAKE_CELL = {code: [c for _m, cells in PLACEMENTS_OF[code] for c in cells]
             for code in SHAPE_CODES}
#: per shape, the placement (mask, cells) of each take number
TAKE_PLACEMENT = {code: [p for p in PLACEMENTS_OF[code] for _c in p[1]] for code in SHAPE_CODES}


def take_numbers(placement_bits: int, code: str) -> list[int]:
    """The take numbers (see ``TAKE_CELL``) of the placements of ``code`` in a placement set,
    in order: each placement's cells as wisp cells in reading order, placements in the
    listing's order. Built from whole bytes of the set, without testing each bit."""
    local = (placement_bits >> PLACEMENT_BASE[code]) & _FULL[code]
    if not local:
        return []
    lo = ((local & -local).bit_length() - 1) >> 3
    hi = (local.bit_length() - 1) >> 3
    chunk = (local >> (8 * lo)).to_bytes(hi - lo + 1, "little")
    joined = b"".join(map(getitem, _BYTE_TABLES[code][lo:hi + 1], chunk))
    return memoryview(joined).cast("H").tolist()


def pick(seq: Sequence[T], numbers: Sequence[int]) -> Sequence[T]:
    """``seq``'s items at ``numbers``, in that order (one C call, not a loop)."""
    if len(numbers) > 1:
        return itemgetter(*numbers)(seq)  # type: ignore[no-any-return]
    return [seq[numbers[0]]] if numbers else []


def _nothing(seq: Sequence[T]) -> Sequence[T]:
    return ()


def picker(numbers: Sequence[int]) -> Callable[[Sequence[T]], Sequence[T]]:
    """A function giving a sequence's items at ``numbers`` (``pick`` made once, used on
    several sequences)."""
    if len(numbers) > 1:
        return itemgetter(*numbers)
    if numbers:
        one = numbers[0]
        return lambda seq: (seq[one],)
    return _nothing
