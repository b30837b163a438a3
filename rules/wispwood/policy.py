"""The automatic player of Wispwood (§7.4): ``auto_move``, for idle seats, seats handed over
after a timeout, automatic seats and end-to-end tests. A stronger policy would sit beside it
here and obey the same rules (deterministic, only what the seat may see)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from .engine import (
    _connected,
    _fits,
    _pairs,
    _Placer,
    grid_n,
    grid_of,
    tiles_left,
)
from .geometry import BOARD, SHAPE_SIZE, SIZE, STRIDE, bits
from .moves import CatMove, Move, Take, Trees
from .scoring import CARDS, SCORERS, Grid, full_grid_bonus
from .state import State


def _gain_grid(grid: Grid, tree_mask: int, wisp: str, cell: int) -> Grid:
    bit = 1 << cell
    t = grid.trees | (tree_mask & ~bit)
    return Grid(t, grid.pumpkins | (bit if wisp == "P" else 0),
                grid.hearts | (bit if wisp == "H" else 0),
                grid.witches | (bit if wisp == "W" else 0),
                grid.sparks | (bit if wisp == "S" else 0))


def _card_key(card: str) -> Callable[[Grid], object]:
    """What a card's value depends on, so equal keys share one evaluation."""
    category = CARDS[card]["category"]
    if category == "tree":
        return lambda g: g.trees
    if category == "pumpkin":
        return (lambda g: (g.pumpkins, g.wisps)) if card == "PUMP-4" else (lambda g: g.pumpkins)
    if category == "heart":
        return lambda g: (g.hearts, g.trees)
    if category == "witch":
        return lambda g: g.witches
    return lambda g: (g.pumpkins, g.hearts, g.witches, g.sparks)


def take_values(state: State, seat: int,
                cat: bool = False) -> Iterator[tuple[int, int, str, tuple[int, ...], int, bool]]:
    """Every legal take of ``seat`` (with ``cat``: the cat-flag ones too) with Normal's value,
    the round score if the round ended right after it (§7.4, §5.2), as (value, pond space,
    shape, cells, wisp cell, cat flag), in the listing's order."""
    forest = state.forests[seat]
    grid = grid_of(forest)
    n = grid_n(state)
    bonus = full_grid_bonus(state.round)
    size = len(forest.cells) + 1
    cards = [(SCORERS[c], _card_key(c), {}) for c in state.cards]
    placer = _Placer(state, seat)
    for space, shape, flag in _pairs(state, seat):
        if flag and not cat:
            continue
        wisp = state.pond[space]
        assert wisp is not None
        allow = placer.witch if wisp == "W" else BOARD
        full = bonus if size + SHAPE_SIZE[shape] == n * n else 0
        for mask, cells in placer.of(shape):
            for c in cells:
                if not allow >> c & 1:
                    continue
                g = _gain_grid(grid, mask, wisp, c)
                value = full
                for scorer, key_of, memo in cards:
                    key = key_of(g)
                    points = memo.get(key)
                    if points is None:
                        points = memo[key] = scorer(g)
                    value += points
                yield value, space, shape, cells, c, flag


def auto_move(state: State, seat: int) -> Move:
    """§7.4: the best plain take by round score if the round ended now (ties: smallest
    notation); else a greedy tree turn; between rounds ``cat stay``. Never resigns."""
    if state.phase == "cat":
        return CatMove(None)
    best_value = -1
    best_text = ""
    best_move: Take | None = None
    for value, space, shape, cells, c, _flag in take_values(state, seat):
        if value < best_value:
            continue
        take = Take(space + 1, shape, cells, c)
        text = str(take)
        if value > best_value or text < best_text:
            best_value, best_text, best_move = value, text, take
    if best_move is not None:
        return best_move
    return _greedy_trees(state, seat)


def _greedy_trees(state: State, seat: int) -> Move:
    """§7.4: add the first empty cell in reading order that keeps the tree turn legal."""
    forest = state.forests[seat]
    occupied = forest.occupied
    n = grid_n(state)
    chosen = 0
    limit = min(3, tiles_left(state))
    for _ in range(limit):
        for c in range(SIZE * STRIDE):
            bit = 1 << c
            if not BOARD & bit or (occupied | chosen) & bit:
                continue
            m = chosen | bit
            if _connected(m, occupied) and _fits(m | occupied, n):
                chosen = m
                break
        else:
            break
    if not chosen:
        return CatMove(None) if state.phase == "cat" else Trees(())
    return Trees(tuple(bits(chosen)))

