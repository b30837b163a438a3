"""The automatic policy (§7.4): it finishes seeded games and picks what the spec says."""

from __future__ import annotations

import pytest

import rules.wispwood as ww
from rules.wispwood.fixtures import position


def play_auto(seats: int, seed: int):
    s = ww.new_game(seats, {}, seed)
    moves = 0
    while not ww.is_over(s):
        seat = min(ww.to_act(s))
        move = ww.auto_move(s, seat)
        assert not isinstance(move, (ww.Refill, ww.CatRefill, ww.Resign))
        assert not getattr(move, "cat", False)
        s, _ = ww.apply(s, seat, move)
        moves += 1
        assert moves < 1000
    return s


@pytest.mark.slow
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_auto_move_finishes_fifty_games(seats):
    finished = 0
    for seed in range(50):
        s = play_auto(seats, seed)
        res = ww.result(s)
        assert s.end_reason == "complete"
        assert all(len(r) == 3 for r in s.round_scores)
        assert res.reason in (("won", "lost") if seats == 1 else ("complete",))
        finished += 1
    assert finished == 50


def naive_best(state, seat):
    """The §7.4 choice written plainly: score every plain take on a copy of the forest."""
    best = None
    for take in ww.legal_takes(state, seat):
        if take.cat:
            continue
        forest = state.forests[seat].copy()
        wisp = state.pond[take.space - 1]
        for c in take.cells:
            forest.cells[c] = "T"
        forest.cells[take.wisp] = wisp
        value = sum(ww.score_forest(state.cards, forest, state.round).values())
        key = (-value, str(take))
        if best is None or key < best[0]:
            best = (key, take)
    return None if best is None else best[1]


@pytest.mark.parametrize("seed", range(6))
def test_auto_move_is_the_best_plain_take(seed):
    s = ww.new_game(2, {}, seed)
    for _ in range(12):
        if ww.is_over(s) or s.phase != "turn":
            break
        (seat,) = ww.to_act(s)
        expected = naive_best(s, seat)
        move = ww.auto_move(s, seat)
        if expected is not None:
            assert move == expected
        else:
            assert isinstance(move, ww.Trees)
        s, _ = ww.apply(s, seat, move)


def test_auto_move_tree_turn_is_greedy_in_reading_order():
    # No wisp in the pond: the first empty cells in reading order that keep it legal.
    s = position("F6 C, G6 T", pond={})
    s.actions = ["refill"]
    move = ww.auto_move(s, 0)
    # F5 is the first cell that touches the forest; then F4 (rows 1-3 and the rest of row 4
    # would not connect), then F3 (rows 3-6 still fit in 4).
    assert str(move) == "trees F3,F4,F5"


def test_auto_move_in_the_cat_phase_stays():
    s = position("F6 C, G6 T", phase="cat")
    assert str(ww.auto_move(s, 0)) == "cat stay"


def test_auto_move_never_uses_the_cat_flag():
    # Space 5 allows O4 / I4, neither fits the free strip G5-G7; only the cat flag could
    # place D2 or I3 there, and the policy never uses it.
    s = position("""
        D E F G
     4  T T T T
     5  T T T .
     6  T T C .
     7  T T T .
    """, pond={5: "P"})
    takes = list(ww.legal_takes(s, 0))
    assert takes and all(t.cat for t in takes)
    assert str(ww.auto_move(s, 0)) == "trees G5,G6,G7"
