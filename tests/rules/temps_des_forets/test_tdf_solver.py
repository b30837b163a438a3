"""The solver and the hooks built on it: legal, deterministic, blind to the future draws."""

from __future__ import annotations

import random

import pytest

import rules.temps_des_forets as tdf
from rules.temps_des_forets.fixtures import play_auto, position
from rules.temps_des_forets.solver import (
    FAST,
    Budget,
    greedy_plan,
    matchable,
    plan_steps,
    position_from_view,
)
from rules.temps_des_forets.view import state_from_view

SMALL = Budget(day_nodes=300, lookahead=2, lookahead_nodes=60, depths=((4, 2),))


def random_positions(count: int, seed: int = 5):
    """Positions met in random legal games (various cycles and phases)."""
    rng = random.Random(seed)
    out = []
    for n in range(count):
        s = tdf.new_game(1, {}, 1000 + n)
        for _ in range(rng.randint(0, 40)):
            if tdf.is_over(s):
                break
            moves = [m for m in tdf.legal_moves(s, 0) if not isinstance(m, tdf.Undo)]
            s, _ = tdf.apply(s, 0, rng.choice(moves))
        if not tdf.is_over(s):
            out.append(s)
    return out


def test_matchable_pairs():
    from rules.temps_des_forets.solver import _IDX

    def mask(*codes):
        return sum(1 << _IDX[c] for c in codes)

    assert matchable(mask("CL", "AL", "VK", "JK"))
    assert not matchable(mask("CL", "AK"))  # nothing shared
    assert matchable(0)


def test_hints_are_legal_and_blind_to_the_seed():
    for s in random_positions(12):
        move, chance = tdf.hint(s, 0, SMALL)
        assert 0.0 <= chance <= 1.0
        tdf.resolve(s, 0, move)  # raises if illegal
        other = s.copy()
        other.seed = s.seed + 7919  # same visible position, another future
        assert tdf.view(other) == tdf.view(s)
        again, chance2 = tdf.hint(other, 0, SMALL)
        assert str(again) == str(move) and chance2 == chance
        # A state rebuilt from the view alone, with a stand-in seed, gets the same hint.
        rebuilt = state_from_view(tdf.view(s), seed=0)
        assert str(tdf.hint(rebuilt, 0, SMALL)[0]) == str(move)


def test_hint_plays_the_whole_phase():
    s = position(forbidden="H")
    move, _ = tdf.hint(s, 0, SMALL)
    text = str(move)
    assert text.endswith("end") and text.count("end") == 1
    after, _ = tdf.apply(s, 0, move)
    assert after.phase == "night"
    move, _ = tdf.hint(after, 0, SMALL)
    assert str(move).startswith("I ")  # an I pair can always be made on night 1


def test_greedy_plans_are_legal():
    for s in random_positions(8, seed=9):
        pos = position_from_view(tdf.view(s))
        steps = plan_steps(greedy_plan(pos, nodes=200), pos)
        assert steps and isinstance(steps[-1], tdf.End)
        cur = s
        for step in steps:
            if tdf.is_over(cur):
                break
            # Each step is a legal move as written: it resolves to itself and is listed.
            resolved = tdf.resolve(cur, 0, step)
            assert str(resolved) == str(step)
            assert str(step) in {str(m) for m in tdf.legal_moves(cur, 0)}
            cur, _ = tdf.apply(cur, 0, step)
        # The plan covers the rest of the cycle: the game ended or a new cycle's day began.
        assert tdf.is_over(cur) or (cur.cycle > s.cycle and cur.phase == "day")


@pytest.mark.slow
def test_solver_wins_a_seeded_game_with_auto_move_budget():
    wins = 0
    for seed in range(1, 51):
        end = play_auto(tdf.new_game(1, {}, seed))
        assert tdf.is_over(end)
        wins += tdf.result(end).reason == "won"
    # The fast policy finishes every game and wins most of them (the bench measures it).
    assert wins >= 40


@pytest.mark.parametrize("seed", [3, 4])
def test_auto_move_is_deterministic(seed):
    s = tdf.new_game(1, {}, seed)
    assert str(tdf.auto_move(s, 0)) == str(tdf.auto_move(s.copy(), 0))
    assert FAST.lookahead == 0


def test_relaxed_table_matches_a_direct_expectimax():
    """The symmetry-reduced table gives the values of a plain expectimax without it."""
    from functools import cache

    from rules.temps_des_forets.solver import (
        FULL,
        OBJ_MASK,
        _pairs,
        _symmetries,
        _turnovers,
        relaxed_value,
    )

    @cache
    def direct(i_mask, o_mask, nights):
        if i_mask == 0 and o_mask == 0:
            return 1.0
        if nights == 0 or not matchable(i_mask) or not matchable(i_mask | o_mask):
            return 0.0
        total = 0.0
        for f in range(4):
            free = FULL & ~OBJ_MASK[f]
            total += max(direct(i_mask & ~r, (o_mask & ~t) | r, nights - 1)
                         for r in (*_pairs(i_mask & free), 0)
                         for t in _turnovers(o_mask & free))
        return total / 4

    assert len(_symmetries()) == 24
    rng = random.Random(3)
    for _ in range(25):
        trees = rng.sample(range(12), rng.choice([2, 4, 6]))
        cut = rng.choice(range(0, len(trees) + 1, 2))
        i_mask = sum(1 << t for t in trees[:cut])
        o_mask = sum(1 << t for t in trees[cut:])
        nights = rng.randint(1, 5)
        assert relaxed_value(i_mask, o_mask, nights) == pytest.approx(
            direct(i_mask, o_mask, nights))
    # The shipped table (relaxed_table.bin) holds the same values.
    from rules.temps_des_forets.solver import _TABLE

    small = sorted(k for k in _TABLE if bin(k >> 4).count("1") <= 6 and (k & 15) <= 5)
    assert len(small) > 100
    for packed in rng.sample(small, 60):
        key, nights = packed >> 4, packed & 15
        i_mask, o_mask = key >> 12, key & FULL
        assert _TABLE[packed] == pytest.approx(direct(i_mask, o_mask, nights))
    # Two trees sharing only a colour are blocked by two draws of four, each night.
    from rules.temps_des_forets.solver import _IDX
    colour_pair = (1 << _IDX["CL"]) | (1 << _IDX["CM"])
    assert relaxed_value(0, colour_pair, 1) == pytest.approx(0.5)
    assert relaxed_value(0, colour_pair, 2) == pytest.approx(0.75)
    object_pair = (1 << _IDX["CL"]) | (1 << _IDX["AL"])
    assert relaxed_value(0, object_pair, 1) == pytest.approx(0.75)
