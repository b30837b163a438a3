"""Wispwood's own checks along the generic random games (``tests/rules/play.py``): every tile
is somewhere, every seat sees the public view, hand-built placements of every kind resolve
only to listed moves, ``suggest`` lists the first listed moves by prefix, the controls match
the kinds of listed moves, events are public, and ``turn_number`` never falls (not even on an
undo)."""

from __future__ import annotations

import random

import rules.wispwood as ww
from rules import errors
from rules.wispwood.geometry import CELLS, ORIENTATIONS, SHAPES, name
from rules.wispwood.state import TILES, tile_count
from tests.rules.play import Extra


def random_candidates(rng, count):
    """Moves of every kind, mostly illegal, built without looking at the state."""
    out = []
    for _ in range(count):
        kind = rng.random()
        if kind < 0.6:
            shape = rng.choice(list(SHAPES))
            o = rng.choice(ORIENTATIONS)
            anchor = name(rng.choice(CELLS))
            try:
                take = ww.parse_move(f"take {rng.randint(1, 8)} {shape}@{anchor}:{o} wisp=A1")
            except errors.BadNotation:
                continue
            wisp = rng.choice(take.cells)
            out.append(ww.Take(take.space, shape, take.cells, wisp, rng.random() < 0.3))
        elif kind < 0.85:
            out.append(ww.Trees(tuple(rng.sample(CELLS, rng.randint(1, 3)))))
        else:
            out.append(rng.choice([ww.Refill(), ww.CatRefill(), ww.CatMove(None),
                                   ww.CatMove(rng.choice(CELLS))]))
    return out


def check_state(s, rng: random.Random) -> None:
    assert tile_count(s) == TILES
    public = ww.view(s, None)
    assert all(ww.view(s, seat) == public for seat in range(s.seats))
    assert public.supply == len(s.supply)
    for seat in range(s.seats):
        listed = [str(m) for m in ww.legal_moves(s, seat)]
        listed_set = set(listed)
        for move in random_candidates(rng, 60):
            try:
                resolved = ww.resolve(s, seat, move)
            except errors.GroveError:
                assert str(move) not in listed_set
            else:
                assert str(resolved) in listed_set, (seat, str(move))
        assert ww.suggest(s, seat, "") == listed[:25]
        assert all(t in listed_set for t in ww.suggest(s, seat, "take 3"))
        trees = [t for t in listed if t.startswith("trees ")]
        assert ww.suggest(s, seat, "tre") == trees[:25]
        labels = {c.label for c in ww.turn_controls(s, seat)}
        assert ("place" in labels) == any(t.startswith("take ") for t in listed)
        assert ("trees" in labels) == bool(trees)
        assert ("refill" in labels) == ("refill" in listed_set)
        assert ("cat_refill" in labels) == ("cat-refill" in listed_set)
        assert ("cat_move" in labels) == any(t.startswith("cat ") for t in listed)


def check_move(before, seat, move, after, events) -> None:
    assert ww.turn_number(after) >= ww.turn_number(before)
    assert all(e.visible_to is None for e in events)


EXTRA = Extra(state=check_state, move=check_move)
