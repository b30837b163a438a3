"""Objective cards (spec §2.4, §5.2, §5.3): every card's formula on bit masks.

A forest for scoring is a ``Grid``: masks of trees and of each wisp type; the cat cell is in
none of them (RULING 1), so it splits groups and ends lines like an empty cell.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .geometry import (
    BELOW,
    BOARD,
    COL_OF,
    COLUMNS,
    DATA,
    FALL,
    N4,
    N8,
    RISE,
    ROW_OF,
    ROWS,
    STRIDE,
    bits,
)

CARDS = {card["id"]: card for card in DATA["objectives"]}
CATEGORIES = tuple(DATA["categories"])
ROUNDS = DATA["rounds"]
_WITCH = DATA["witch_points"]


class Grid(NamedTuple):
    """The scoring masks of one forest."""

    trees: int
    pumpkins: int
    hearts: int
    witches: int
    sparks: int

    @property
    def wisps(self) -> int:
        """Every wisp, of any type."""
        return self.pumpkins | self.hearts | self.witches | self.sparks

    def by_type(self) -> dict[str, int]:
        """Wisp letter -> mask."""
        return {"P": self.pumpkins, "H": self.hearts, "W": self.witches, "S": self.sparks}


def groups(mask: int) -> list[int]:
    """The orthogonally connected groups of ``mask``, each as a mask."""
    out = []
    while mask:
        g = mask & -mask
        while True:
            grown = (g | (g << 1) | (g >> 1) | (g << STRIDE) | (g >> STRIDE)) & mask
            if grown == g:
                break
            g = grown
        out.append(g)
        mask &= ~g
    return out


def table_points(card_id: str, n: int) -> int:
    """Points of a table card for a count ``n`` (its ``beyond`` rule above the table)."""
    spec = CARDS[card_id]["points"]
    values = spec["values"]
    if n < len(values):
        return values[n]
    beyond = spec["beyond"]
    if isinstance(beyond, dict):
        return values[-1] + (n - len(values) + 1) * beyond["add_each"]
    return values[-1]  # "cap", and "none" (a count the geometry cannot reach)


def witch_points(count: int) -> int:
    """§5.3: 18 per full set of three witches plus 0 / 4 / 10 for the rest."""
    return _WITCH["per_full_set_of_3"] * (count // 3) + _WITCH["remainder"][count % 3]


# ------------------------------------------------------------------------------ cards


def _tree1(g: Grid) -> int:
    t = g.trees
    lines = sum(1 for m in ROWS if (t & m).bit_count() >= 3)
    lines += sum(1 for m in COLUMNS if (t & m).bit_count() >= 3)
    return 2 * lines


def _sizes(mask: int) -> list[int]:
    return sorted((x.bit_count() for x in groups(mask)), reverse=True)


def _tree2(g: Grid) -> int:
    sizes = _sizes(g.trees)
    return sizes[0] if sizes else 0


def _tree3(g: Grid) -> int:
    t = g.trees
    return 3 * sum(1 for i in bits(t) if (t & N4[i]).bit_count() >= 3)


def _tree4(g: Grid) -> int:
    sizes = _sizes(g.trees)
    return 2 * sizes[1] if len(sizes) >= 2 else 0


def _tree5(g: Grid) -> int:
    return 4 * sum(1 for x in groups(g.trees) if x.bit_count() >= 3)


def _pump1(g: Grid) -> int:
    p = g.pumpkins
    n = sum(1 for i in bits(p)
            if (p & ROW_OF[i]).bit_count() == 1 and (p & COL_OF[i]).bit_count() == 1)
    return table_points("PUMP-1", n)


def _pump2(g: Grid) -> int:
    p = g.pumpkins
    return table_points("PUMP-2", sum(1 for i in bits(p) if not p & N8[i]))


def _pump3(g: Grid) -> int:
    return table_points("PUMP-3", sum(1 for x in groups(g.pumpkins) if x.bit_count() == 2))


def _pump4(g: Grid) -> int:
    p = g.pumpkins
    return table_points("PUMP-4", sum(1 for x in groups(g.wisps) if x & p))


def _pump5(g: Grid) -> int:
    p = g.pumpkins
    return table_points("PUMP-5", sum(1 for i in bits(p) if not p & (FALL[i] | RISE[i])))


def _heart1(g: Grid) -> int:
    t = g.trees
    return sum((t & ROW_OF[i]).bit_count() + (t & COL_OF[i]).bit_count() for i in bits(g.hearts))


def _heart2(g: Grid) -> int:
    t = g.trees
    return 2 * sum((t & N4[i]).bit_count() for i in bits(g.hearts))


def _heart3(g: Grid) -> int:
    t = g.trees
    return 2 * sum((t & BELOW[i]).bit_count() for i in bits(g.hearts))


def _heart4(g: Grid) -> int:
    t = g.trees
    return 2 * sum(max((t & FALL[i]).bit_count(), (t & RISE[i]).bit_count())
                   for i in bits(g.hearts))


def _heart5(g: Grid) -> int:
    t = g.trees & BOARD
    total = 0
    for i in bits(g.hearts):
        best = 0
        for step in (1, -1, STRIDE, -STRIDE):
            j, run = i + step, 0
            # The guard column and indices off the canvas are never trees, so runs stop there.
            while j >= 0 and t >> j & 1:
                run += 1
                j += step
            best = max(best, run)
        total += 2 * best
    return total


def _witch(g: Grid) -> int:
    return witch_points(g.witches.bit_count())


def _types_in(g: Grid, area: int) -> int:
    return sum(1 for m in (g.pumpkins, g.hearts, g.witches, g.sparks) if m & area)


def _spark1(g: Grid) -> int:
    return sum(2 * _types_in(g, N8[i]) for i in bits(g.sparks))


def _spark2(g: Grid) -> int:
    return sum(2 * max(_types_in(g, ROW_OF[i]), _types_in(g, COL_OF[i])) for i in bits(g.sparks))


_SPARK3 = CARDS["SPARK-3"]["values"]
_SPARK4 = CARDS["SPARK-4"]["values"]


def _spark3(g: Grid) -> int:
    counts = {t: m.bit_count() for t, m in g.by_type().items()}
    fewest = min(counts.values())
    # RULING 12: a tie for fewest uses the highest value among the tied types.
    return g.sparks.bit_count() * max(_SPARK3[t] for t, n in counts.items() if n == fewest)


def _spark4(g: Grid) -> int:
    typed = g.by_type()
    total = 0
    for i in bits(g.sparks):
        values = [_SPARK4[t] for t, m in typed.items() if m & N4[i]]
        total += min(values) if values else 0
    return total


def _spark5(g: Grid) -> int:
    return sum(2 * _types_in(g, x) for x in groups(g.wisps) if x & g.sparks)


SCORERS: dict[str, Callable[[Grid], int]] = {
    "TREE-1": _tree1, "TREE-2": _tree2, "TREE-3": _tree3, "TREE-4": _tree4, "TREE-5": _tree5,
    "PUMP-1": _pump1, "PUMP-2": _pump2, "PUMP-3": _pump3, "PUMP-4": _pump4, "PUMP-5": _pump5,
    "HEART-1": _heart1, "HEART-2": _heart2, "HEART-3": _heart3, "HEART-4": _heart4,
    "HEART-5": _heart5,
    "WITCH-1": _witch, "WITCH-2": _witch, "WITCH-3": _witch, "WITCH-4": _witch,
    "WITCH-5": _witch,
    "SPARK-1": _spark1, "SPARK-2": _spark2, "SPARK-3": _spark3, "SPARK-4": _spark4,
    "SPARK-5": _spark5,
}
assert set(SCORERS) == set(CARDS), "every card of data.json needs a formula"


def card_score(card_id: str, grid: Grid) -> int:
    """Points of one objective card on a forest."""
    return SCORERS[card_id](grid)


def full_grid_bonus(round_no: int) -> int:
    """The full-grid bonus of a round (1-3)."""
    return ROUNDS[round_no - 1]["full_grid_bonus"]


def grid_size(round_no: int) -> int:
    """N of a round (1-3)."""
    return ROUNDS[round_no - 1]["grid"]


def round_score(cards: list[str], grid: Grid, full: bool, round_no: int) -> int:
    """§5.2: the five cards plus the full-grid bonus if the grid is full."""
    return sum(SCORERS[c](grid) for c in cards) + (full_grid_bonus(round_no) if full else 0)
