"""The fast listing (shared take and tree-turn values, placements and tree turns cached per
forest, round-robin by slices, tree turns grown with their neighbourhood) equals the plain
from-scratch listing it replaced, on random states of random games, order included (§7.2)."""

from __future__ import annotations

import random
from itertools import zip_longest

import pytest

import rules.wispwood as ww
from rules.wispwood import engine
from rules.wispwood.geometry import CAT_START, STRIDE, bits, box, grow4
from rules.wispwood.moves import Take, Trees


def plain_takes(state: ww.State, seat: int) -> list[Take]:
    """The listing as first written: a generator per pair, zipped."""
    if state.phase != "turn" or seat != state.turn:
        return []
    placer = engine._Placer(state, seat)
    gens = [placer.takes(k, state.pond[k], s, flag) for k, s, flag in engine._pairs(state, seat)]
    return [t for row in zip_longest(*gens) for t in row if t is not None]


def plain_tree_turns(state: ww.State, seat: int) -> list[Trees]:
    """Tree turns by growing every set one free cell at a time, recomputing everything."""
    occupied = state.forests[seat].occupied
    n = engine.grid_n(state)
    free = engine._frame(occupied, n) & ~occupied
    found: set[int] = set()
    layer = {0}
    for _ in range(min(3, engine.tiles_left(state))):
        nxt = set()
        for m in layer:
            for cell in bits(grow4(occupied | m) & free & ~m):
                grown = m | 1 << cell
                c0, c1, r0, r1 = box(occupied | grown)
                if grown not in found and c1 - c0 < n and r1 - r0 < n:
                    nxt.add(grown)
        found |= nxt
        layer = nxt
    return sorted((Trees(tuple(bits(m))) for m in found), key=lambda t: (len(t.cells), t.cells))


def states(seats: int, seed: int, count: int):
    state = ww.new_game(seats, {}, seed)
    pick = random.Random(seed)
    for _ in range(count):
        if ww.is_over(state):
            return
        seat = pick.choice(sorted(ww.to_act(state)))
        yield state, seat
        state, _ = ww.apply(state, seat, pick.choice(list(ww.legal_moves(state, seat))))


@pytest.mark.parametrize("seats,seed", [(1, 1), (2, 2), (3, 3), (4, 4), (2, 5)])
def test_fast_listing_equals_plain_listing(seats, seed):
    for state, seat in states(seats, seed, 60):
        assert list(engine.legal_takes(state, seat)) == plain_takes(state, seat)
        if state.phase == "turn" and seat == state.turn:
            assert engine.tree_turns(state, seat) == plain_tree_turns(state, seat)


def test_round_robin_is_zip_longest():
    pick = random.Random(0)
    for _ in range(300):
        lists = [[(i, j) for j in range(pick.randrange(0, 9))] for i in range(pick.randrange(9))]
        plain = [x for row in zip_longest(*lists) for x in row if x is not None]
        assert engine.round_robin(lists) == plain


def test_shared_values_survive_a_cleared_cache():
    state = ww.new_game(2, {}, 9)
    seat = min(ww.to_act(state))
    before = list(ww.legal_moves(state, seat))
    engine._TAKES.clear()
    engine._TREES.clear()
    engine._TREE_TURNS.clear()
    engine._PLACEMENTS.clear()
    assert list(ww.legal_moves(state, seat)) == before
    assert STRIDE == 12


def plain_tree_masks(occupied: int, n: int, limit: int) -> set[int]:
    """Every tree turn as a mask, grown one free cell at a time from scratch."""
    free = engine._frame(occupied, n) & ~occupied
    found: set[int] = set()
    layer = {0}
    for _ in range(limit):
        nxt = set()
        for m in layer:
            for cell in bits(grow4(occupied | m) & free & ~m):
                grown = m | 1 << cell
                c0, c1, r0, r1 = box(occupied | grown)
                if c1 - c0 < n and r1 - r0 < n:
                    nxt.add(grown)
        found |= nxt
        layer = nxt
    return found


def random_forest(pick: random.Random, n: int) -> int:
    """A random connected set of cells grown from F6 inside an n x n window."""
    occupied = 1 << CAT_START
    for _ in range(pick.randrange(0, n * n)):
        options = bits(engine._frame(occupied, n) & grow4(occupied) & ~occupied)
        if not options:
            break
        occupied |= 1 << pick.choice(options)
    return occupied


def test_tree_turn_masks_each_once_and_equal_plain_growth():
    pick = random.Random(16)
    for _ in range(400):
        n = pick.choice((4, 5, 6))
        occupied = random_forest(pick, n)
        limit = pick.choice((0, 1, 2, 3, 3))
        masks = engine.tree_turn_masks(occupied, n, limit)
        assert len(masks) == len(set(masks))
        assert set(masks) == plain_tree_masks(occupied, n, limit)


def plain_placements(occupied: int, n: int, code: str) -> list[tuple[int, tuple[int, ...]]]:
    """Placements from the shape's orientations at every canvas anchor, checked one by one."""
    out = set()
    for o in ww.geometry.SHAPE_ORIENTATIONS[code]:
        for anchor in ww.geometry.CELLS:
            if anchor % STRIDE + o.width > 11 or anchor // STRIDE + o.height > 11:
                continue
            cells = tuple(anchor + step for step in o.steps)
            m = ww.geometry.mask_of(cells)
            c0, c1, r0, r1 = box(occupied | m)
            if not m & occupied and m & grow4(occupied) and c1 - c0 < n and r1 - r0 < n:
                out.add((m, cells))
    return sorted(out, key=lambda p: p[1])


def test_precomputed_placements_equal_a_plain_scan():
    pick = random.Random(5)
    for _ in range(150):
        n = pick.choice((4, 5, 6))
        occupied = random_forest(pick, n)
        for code in ww.SHAPES:
            assert ww.geometry.placements(occupied, n, code) == plain_placements(occupied, n, code)
