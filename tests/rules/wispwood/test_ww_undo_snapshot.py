"""The undo record keeps the state before a take or tree turn as the object (``Before``);
its JSON is exactly the snapshot taken with ``to_json(state, with_undo=False)`` at the time,
and undoing through it restores what the JSON snapshot restored, on random games."""

from __future__ import annotations

import random

import pytest

import rules.wispwood as ww
from rules.wispwood.state import Before


@pytest.mark.parametrize("seats,seed", [(1, 11), (2, 12), (3, 13), (4, 14)])
def test_before_is_the_json_snapshot(seats, seed):
    state = ww.new_game(seats, {}, seed)
    pick = random.Random(seed)
    for _ in range(120):
        if ww.is_over(state):
            break
        seat = pick.choice(sorted(ww.to_act(state)))
        move = pick.choice(list(ww.legal_moves(state, seat)))
        snapshot = ww.to_json(state, with_undo=False)
        new, _ = ww.apply(state, seat, move)
        # apply never changes its input, which the kept object relies on
        assert ww.to_json(state, with_undo=False) == snapshot
        undo = new.undo
        if undo is not None and undo["before"] is not None:
            assert isinstance(undo["before"], Before)
            assert undo["before"].json() == snapshot
            data = ww.to_json(new)
            assert data["undo"]["before"] == snapshot
            loaded = ww.from_json(data)
            assert loaded == new
            ww.check(new)
            mine, ev1 = ww.apply(new, undo["seat"], ww.Undo())
            theirs, ev2 = ww.apply(loaded, undo["seat"], ww.Undo())
            assert ww.to_json(mine) == ww.to_json(theirs)
            assert [e.to_json() for e in ev1] == [e.to_json() for e in ev2]
        state = new
