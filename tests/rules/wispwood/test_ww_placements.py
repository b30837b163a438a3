"""Placement generation cross-checked against slow brute-force enumerators (coordinates,
no bit masks) on random small positions; legal takes agree with ``resolve``."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

import rules.wispwood as ww
from rules import errors
from rules.wispwood.fixtures import EXAMPLE_CARDS, position
from rules.wispwood.geometry import ORIENTATIONS, SHAPES, anchored, name, placements

COLS = "ABCDEFGHIJK"


def xy(cell_name):
    return COLS.index(cell_name[0]), int(cell_name[1:]) - 1


def random_forest(rng, n):
    """A random connected forest inside an n x n window around F6."""
    cells = {(5, 5): "C"}
    target = rng.randrange(1, n * n)
    for _ in range(400):
        if len(cells) >= target:
            break
        x, y = rng.choice(list(cells))
        dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
        new = (x + dx, y + dy)
        if new in cells or not (0 <= new[0] < 11 and 0 <= new[1] < 11):
            continue
        xs = [p[0] for p in cells] + [new[0]]
        ys = [p[1] for p in cells] + [new[1]]
        if max(xs) - min(xs) < n and max(ys) - min(ys) < n:
            cells[new] = rng.choice("TTTPHWS")
    return ", ".join(f"{COLS[x]}{y + 1} {k}" for (x, y), k in cells.items())


def brute_placements(occupied, n, shape):
    found = set()
    for ax in range(11):
        for ay in range(11):
            for o in ORIENTATIONS:
                pts = []
                for dx, dy in _orient(SHAPES[shape], o):
                    pts.append((ax + dx, ay + dy))
                if any(not (0 <= x < 11 and 0 <= y < 11) for x, y in pts):
                    continue
                if any(p in occupied for p in pts):
                    continue
                if not any((x + dx, y + dy) in occupied for x, y in pts
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                    continue
                allx = [p[0] for p in pts] + [p[0] for p in occupied]
                ally = [p[1] for p in pts] + [p[1] for p in occupied]
                if max(allx) - min(allx) >= n or max(ally) - min(ally) >= n:
                    continue
                found.add(frozenset(pts))
    return found


def _orient(offsets, code):
    """§2.3 written again from the text, independently of geometry.orient."""
    pts = [(-x, y) if "M" in code else (x, y) for x, y in offsets]
    turns = {"R0": 0, "R90": 1, "R180": 2, "R270": 3}[code.rstrip("M")]
    for _ in range(turns):
        pts = [(-y, x) for x, y in pts]
    mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
    return [(x - mx, y - my) for x, y in pts]


def brute_trees(occupied, n, tiles):
    near = {(x, y) for x in range(11) for y in range(11) if (x, y) not in occupied
            and min(max(abs(x - a), abs(y - b)) for a, b in occupied) <= 3}
    found = set()
    for k in range(1, min(3, tiles) + 1):
        for combo in combinations(sorted(near), k):
            placed = set(occupied)
            todo = set(combo)
            progress = True
            while todo and progress:
                progress = False
                for p in sorted(todo):
                    if any((p[0] + dx, p[1] + dy) in placed
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                        placed.add(p)
                        todo.discard(p)
                        progress = True
            if todo:
                continue
            xs = [p[0] for p in placed]
            ys = [p[1] for p in placed]
            if max(xs) - min(xs) < n and max(ys) - min(ys) < n:
                found.add(frozenset(combo))
    return found


def brute_witch(card, cat, witches, cell):
    dc, dr = cell[0] - cat[0], cell[1] - cat[1]
    if card == "WITCH-1":
        return abs(dc) == abs(dr) >= 1
    if card == "WITCH-2":
        return (dc == 0) != (dr == 0)
    if card == "WITCH-3":
        return max(abs(dc), abs(dr)) == 1
    if card == "WITCH-5":
        return max(abs(dc), abs(dr)) == 2
    chain, todo = {cat}, [cat]
    while todo:
        x, y = todo.pop()
        for w in witches:
            if w not in chain and abs(w[0] - x) == 1 and abs(w[1] - y) == 1:
                chain.add(w)
                todo.append(w)
    return any(abs(cell[0] - x) == 1 and abs(cell[1] - y) == 1 for x, y in chain)


def occupied_of(state):
    f = state.forests[0]
    return {xy(name(c)) for c in [*f.cells, f.cat]}


@pytest.mark.parametrize("seed", range(40))
def test_placements_match_brute_force(seed):
    rng = random.Random(seed)
    n = rng.choice([4, 5, 6])
    state = position(random_forest(rng, n), round={4: 1, 5: 2, 6: 3}[n])
    occ = occupied_of(state)
    mask = state.forests[0].occupied
    for shape in SHAPES:
        fast = {frozenset(xy(name(c)) for c in ww.engine.bits(m))
                for m, _cells in placements(mask, n, shape)}
        assert fast == brute_placements(occ, n, shape), (seed, shape)
        for m, cells in placements(mask, n, shape):
            assert list(cells) == ww.engine.bits(m)


@pytest.mark.parametrize("seed", range(25))
def test_tree_turns_match_brute_force(seed):
    rng = random.Random(1000 + seed)
    n = rng.choice([4, 5, 6])
    tiles = rng.choice([1, 2, 3, 50])
    state = position(random_forest(rng, n), round={4: 1, 5: 2, 6: 3}[n], supply=tiles)
    fast = {frozenset(xy(name(c)) for c in t.cells) for t in ww.tree_turns(state, 0)}
    assert fast == brute_trees(occupied_of(state), n, tiles)


@pytest.mark.parametrize("seed", range(12))
def test_legal_takes_agree_with_resolve(seed):
    rng = random.Random(2000 + seed)
    n = rng.choice([4, 5, 6])
    card = rng.choice(["WITCH-1", "WITCH-2", "WITCH-3", "WITCH-4", "WITCH-5"])
    cards = [*EXAMPLE_CARDS[:3], card, EXAMPLE_CARDS[4]]
    pond = "".join(rng.choice("PHWSW.") for _ in range(8))
    text = random_forest(rng, n)
    if rng.random() < 0.3:
        text = text.replace(" C", " c")
    state = position(text, round={4: 1, 5: 2, 6: 3}[n], pond=pond, cards=cards,
                     supply=rng.choice([0, 1, 2, 3, 40]))
    listed = {str(t) for t in ww.legal_takes(state, 0)}
    f = state.forests[0]
    occ = occupied_of(state)
    cat = xy(name(f.cat))
    witches = {xy(name(c)) for c, k in f.cells.items() if k == "W"}
    expected = set()
    brute = {shape: brute_placements(occ, n, shape) for shape in SHAPES}
    for space in range(1, 9):
        for shape in SHAPES:
            for cat_flag in (False, True):
                for cells in brute[shape]:
                    for wisp in cells:
                        cell_names = [f"{COLS[x]}{y + 1}" for x, y in cells]
                        move = ww.parse_move(
                            f"take {space} {shape} {','.join(cell_names)} "
                            f"wisp={COLS[wisp[0]]}{wisp[1] + 1}" + (" cat" if cat_flag else ""))
                        try:
                            ww.resolve(state, 0, move)
                        except errors.IllegalMove:
                            continue
                        expected.add(str(move))
                        # The brute-force view of the same legality.
                        assert pond[space - 1] != "."
                        if pond[space - 1] == "W":
                            assert brute_witch(card, cat, witches, wisp)
    assert listed == expected
    # Round-robin order (§7.2): the first takes listed are one per (space, shape) pair.
    pairs = {(t.space, t.shape, t.cat) for t in ww.legal_takes(state, 0)}
    first = list(ww.legal_takes(state, 0))[:len(pairs)]
    assert {(t.space, t.shape, t.cat) for t in first} == pairs


def test_anchor_form_matches_every_orientation():
    for shape in SHAPES:
        for o in ORIENTATIONS:
            cells = anchored(shape, 5 * 12 + 5, o)
            pts = {xy(name(c)) for c in cells}
            assert pts == {(5 + x, 5 + y) for x, y in _orient(SHAPES[shape], o)}
