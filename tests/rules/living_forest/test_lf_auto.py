"""The automatic policy (§7.5) finishes 50 seeded games at 2, 3 and 4 seats, with and
without Kodama; every move it picks is legal and uses only what its seat can see."""

from __future__ import annotations

import pytest

import rules.living_forest as lf
from rules.living_forest.moves import Action


@pytest.mark.slow
@pytest.mark.parametrize("kodama", ["false", "true"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_auto_move_finishes_games(seats, kodama):
    ends = set()
    for seed in range(50):
        s = lf.new_game(seats, {"kodama": kodama}, seed)
        while not lf.is_over(s):
            assert s.round < 100
            seat = min(lf.to_act(s))
            move = lf.auto_move(s, seat)
            assert isinstance(move, Action)
            assert move.kind not in ("move", "call", "elem") and not move.plus
            s, _ = lf.apply(s, seat, move)
        assert s.end_reason == "victory" and s.winners
        ends.update(c for x in s.winners for c in lf.meets(s, x))
    assert "tree" in ends and "fire" in ends


def test_auto_move_depends_only_on_the_seats_view():
    s = lf.new_game(3, {"kodama": "true"}, 4)
    for _ in range(40):
        seat = min(lf.to_act(s))
        t = s.copy()
        for p in t.players:  # reorder hidden draw piles below the public top
            p.deck[p.known_top:] = sorted(p.deck[p.known_top:])
        for stack in t.stacks:
            stack.sort()
        assert lf.auto_move(s, seat) == lf.auto_move(t, seat)
        s, _ = lf.apply(s, seat, lf.auto_move(s, seat))
