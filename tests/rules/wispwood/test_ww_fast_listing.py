"""The fast listing (placements as sets of numbered placements, takes picked by number from
shared tables, round-robin by slices, tree turns sorted as reversed masks) equals a plain
from-scratch listing, on random states of random games, order included (§7.2)."""

from __future__ import annotations

import functools
import random
from itertools import zip_longest

import pytest

import rules.wispwood as ww
from rules import errors
from rules.wispwood import engine, geometry
from rules.wispwood.geometry import CAT_START, STRIDE, bits, box, grow4
from rules.wispwood.moves import CatMove, CatRefill, Refill, Take, Trees


def plain_pair(state: ww.State, seat: int, space: int, shape: str, cat: bool) -> list[Take]:
    """One (space, shape, flag) pair's takes: placements by a plain scan, wisp cells in
    reading order, a witch only where the card allows one."""
    forest = state.forests[seat]
    wisp = state.pond[space]
    if engine.tiles_left(state) < geometry.SHAPE_SIZE[shape] - 1:
        return []
    allow = (engine.witch_mask(engine._witch_card(state), forest) if wisp == "W"
             else geometry.BOARD)
    return [Take(space + 1, shape, cells, c, cat)
            for _m, cells in cached_placements(forest.occupied, engine.grid_n(state), shape)
            for c in cells if allow >> c & 1]


@functools.lru_cache(maxsize=4096)
def cached_placements(occupied: int, n: int, code: str) -> list[tuple[int, tuple[int, ...]]]:
    """``plain_placements`` once per forest (every space of a listing asks again)."""
    return plain_placements(occupied, n, code)


def plain_takes(state: ww.State, seat: int) -> list[Take]:
    """The takes as first written: a list per pair, zipped."""
    if state.phase != "turn" or seat != state.turn:
        return []
    lists = [plain_pair(state, seat, k, s, flag) for k, s, flag in engine._pairs(state, seat)]
    return [t for row in zip_longest(*lists) for t in row if t is not None]


def plain_tree_turns(state: ww.State, seat: int) -> list[Trees]:
    """Tree turns by growing every set one free cell at a time, recomputing everything."""
    occupied = state.forests[seat].occupied
    n = engine.grid_n(state)
    found = plain_tree_masks(occupied, n, min(3, engine.tiles_left(state)))
    return sorted((Trees(tuple(bits(m))) for m in found), key=lambda t: (len(t.cells), t.cells))


def resolves(state: ww.State, seat: int, move: object) -> bool:
    try:
        ww.resolve(state, seat, move)  # type: ignore[arg-type]
    except errors.GroveError:
        return False
    return True


def plain_legal_moves(state: ww.State, seat: int) -> list[object]:
    """§7.2's listing from the plain parts: refills that resolve, takes, then tree turns
    (none after a cat refill while a take exists); the cat phase lists stay, then trees."""
    if state.over or seat not in ww.to_act(state):
        return []
    if state.phase == "cat":
        trees = sorted(c for c, k in state.forests[seat].cells.items() if k == "T")
        return [CatMove(None)] + [CatMove(c) for c in trees]
    out: list[object] = [m for m in (Refill(), CatRefill()) if resolves(state, seat, m)]
    takes = plain_takes(state, seat)
    out += takes
    if not ("cat-refill" in state.actions and takes) and engine.tiles_left(state) >= 1:
        out += plain_tree_turns(state, seat)
    return out


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


@pytest.mark.parametrize("seats,seed", [(1, 21), (2, 22), (3, 23), (4, 24)])
def test_whole_listing_equals_plain_listing_over_whole_games(seats, seed):
    """Every state of whole random games (cat phases and later rounds included)."""
    seen = rounds = 0
    for game in range(4):
        for state, seat in states(seats, seed + 100 * game, 400):
            assert list(ww.legal_moves(state, seat)) == plain_legal_moves(state, seat)
            seen += 1
            rounds = max(rounds, state.round)
    assert seen > 60 and rounds == 3


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
    engine._TAKE_TABLES.clear()
    engine._TREES.clear()
    engine._TREE_TURNS.clear()
    engine._PARTNERS.clear()
    engine._PLANS.clear()
    geometry._TOUCHING.clear()
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


def test_placement_sets_list_the_plain_scan_in_order():
    """The numbered placement set of a forest, read back shape by shape, is the plain scan."""
    pick = random.Random(7)
    for _ in range(150):
        n = pick.choice((4, 5, 6))
        occupied = random_forest(pick, n)
        found = geometry.legal_placement_bits(occupied, n)
        for code in ww.SHAPES:
            numbers = geometry.take_numbers(found, code)
            size = geometry.SHAPE_SIZE[code]
            plain = plain_placements(occupied, n, code)
            assert list(geometry.pick(geometry.TAKE_PLACEMENT[code], numbers[::size])) == plain
            assert [geometry.TAKE_CELL[code][t] for t in numbers] == [
                c for _m, cells in plain for c in cells]


def test_take_tables_hold_each_placement_and_wisp_once():
    for code in ww.SHAPES:
        table = engine._take_table(3, code, True)
        assert len(table) == len(set(map(str, table)))
        assert {t.cells for t in table} == {cells for _m, cells in geometry.PLACEMENTS_OF[code]}
        assert all(t.space == 3 and t.shape == code and t.cat for t in table)
        # made without __init__: equal to (and hashed as) the checked constructor's values
        plain = [Take(t.space, t.shape, tuple(reversed(t.cells)), t.wisp, t.cat) for t in table]
        assert table == plain and list(map(hash, table)) == list(map(hash, plain))


def scratch_touching(occupied: int) -> int:
    """``touching_bits`` with nothing known: from every neighbour and every cell."""
    near = blocked = 0
    for c in bits(grow4(occupied) & ~occupied):
        near |= geometry.COVER[c]
    for c in bits(occupied):
        blocked |= geometry.COVER[c]
    return near & ~blocked


def test_placements_updated_from_the_forest_before_equal_a_fresh_count():
    """A forest's touching placements, updated from the forest without its last cells (as a
    listing after a placement does), are those counted from scratch; so is the legal set."""
    pick = random.Random(11)
    for _ in range(300):
        n = pick.choice((4, 5, 6))
        before = random_forest(pick, n)
        grown = before
        for _ in range(pick.randint(1, 4)):
            options = bits(grow4(grown) & ~grown & engine._frame(grown, n))
            if options:
                grown |= 1 << pick.choice(options)
        placed = grown & ~before
        geometry._TOUCHING.clear()
        geometry.touching_bits(before)
        assert geometry.touching_bits(grown, placed) == scratch_touching(grown)
        assert geometry.legal_placement_bits(grown, n, placed) == (
            geometry.legal_placement_bits(grown, n))
        geometry._TOUCHING.clear()
        assert geometry.legal_placement_bits(grown, n, placed) == (
            geometry.legal_placement_bits(grown, n))


@pytest.mark.parametrize("seats,seed", [(1, 31), (2, 32), (4, 34)])
def test_quick_answers_agree_with_the_listing(seats, seed):
    """``_any_take`` (MUST_TAKE, the place modal) and ``pond_steps`` (the refill buttons)
    answer what the whole listing would."""
    for state, seat in states(seats, seed, 300):
        listed = list(ww.legal_moves(state, seat))
        assert engine._any_take(state, seat) == any(isinstance(m, Take) for m in listed)
        if state.phase == "turn" and seat == state.turn:
            steps = [m for m in listed if isinstance(m, Refill | CatRefill)]
            assert engine.pond_steps(state, seat) == steps == listed[:len(steps)]
