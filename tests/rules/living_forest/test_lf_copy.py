"""``State.copy`` / ``Player.copy`` list their fields one by one for speed: every slot must
be copied, equal, and no mutable part shared (apply changes the copy in place)."""

from __future__ import annotations

import random

import rules.living_forest as lf
from rules.living_forest.state import Player, State

#: parts that are replaced, never changed in place, so sharing them is safe
SHARED = {"snap"}


def _states():
    for seats, kodama in ((2, False), (4, True)):
        state = lf.new_game(seats, {"kodama": "true" if kodama else "false"}, 7)
        pick = random.Random(seats)
        for _ in range(150):
            if lf.is_over(state):
                break
            yield state
            seat = pick.choice(sorted(lf.to_act(state)))
            state, _ = lf.apply(state, seat, pick.choice(list(lf.legal_moves(state, seat))))


def _mutable(value: object) -> bool:
    return isinstance(value, list | dict | set)


def test_copy_copies_every_slot_and_shares_nothing_mutable():
    for state in _states():
        new = state.copy()
        assert lf.to_json(new) == lf.to_json(state)
        for name in State.__slots__:
            old_v, new_v = getattr(state, name), getattr(new, name)
            if name != "players":  # players have no __eq__: compared below, slot by slot
                assert old_v == new_v, name
            if _mutable(old_v) and name not in SHARED:
                assert old_v is not new_v, name
        for old_p, new_p in zip(state.players, new.players, strict=True):
            assert old_p is not new_p
            for name in Player.__slots__:
                old_v, new_v = getattr(old_p, name), getattr(new_p, name)
                assert old_v == new_v, name
                if _mutable(old_v):
                    assert old_v is not new_v, name
        for old_s, new_s in zip(state.stacks, new.stacks, strict=True):
            assert old_s is not new_s
        for key, stack in state.kstacks.items():
            assert new.kstacks[key] is not stack
