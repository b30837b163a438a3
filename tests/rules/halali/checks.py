"""Halali!'s own checks along the generic random games (``tests/rules/play.py``): the reloaded
state equals the state, the seat not to move lists nothing, and hand-built moves of every
kind (mostly illegal, some near listed moves) resolve only to listed moves."""

from __future__ import annotations

import json
import random

from rules import halali
from rules.errors import GroveError
from tests.rules.play import Extra

SQUARES = [f"{f}{r}" for f in "abcdefghi" for r in range(1, 10)]


def _random_candidates(rnd: random.Random, n: int) -> list:
    out = []
    for _ in range(n):
        roll = rnd.random()
        if roll < 0.2:
            out.append(halali.Flip(rnd.choice(SQUARES)))
        else:
            target = "x" if roll < 0.3 else rnd.choice(SQUARES)
            capture = target != "x" and target not in ("a5", "i5", "e1", "e9") and roll > 0.7
            out.append(halali.TileMove(rnd.choice(SQUARES), target, capture))
    return out


def check_state(state, rnd: random.Random) -> None:
    back = halali.from_json(json.loads(json.dumps(halali.to_json(state))))
    assert back == state
    if halali.is_over(state):
        return
    (seat,) = halali.to_act(state)
    assert halali.legal_moves(state, 1 - seat) == []
    legal = halali.legal_moves(state, seat)
    assert legal, "the seat to move always has a move while the game runs"
    legal_set = set(legal)
    assert all(not mv.offturn for mv in legal)
    near = []
    for mv in rnd.sample(legal, min(6, len(legal))):
        origin = getattr(mv, "origin", None) or mv.square
        for target in (rnd.choice(SQUARES), "x"):
            near.append(halali.TileMove(origin, target, False))
            if target not in ("x", "a5", "i5", "e1", "e9"):
                near.append(halali.TileMove(origin, target, True))
    for mv in _random_candidates(rnd, 12) + near:
        try:
            resolved = halali.resolve(state, seat, mv)
        except GroveError:
            continue
        assert resolved in legal_set, (str(mv), str(resolved))


EXTRA = Extra(state=check_state)
