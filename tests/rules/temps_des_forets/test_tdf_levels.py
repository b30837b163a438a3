"""The levels of Le Temps des Forêts' automatic player (issue 20): what each one promises."""

from __future__ import annotations

import random

from rules.levels import EASY, LEVELS, NORMAL, STRONG
from rules.rng import rng_for
from rules.temps_des_forets import GAME, auto_move, view
from rules.temps_des_forets.cards import OBJECTS
from rules.temps_des_forets.levels import determinize, easy_move, strong_budget, strong_move
from rules.temps_des_forets.moves import End, Sequence
from rules.temps_des_forets.solver import DEFAULT, FAST, greedy_plan, position_from_view


def _game_positions(seed: int):
    """Every position met while Normal plays deal ``seed`` to its end."""
    state = GAME.new_game(1, {}, seed)
    out = []
    while not GAME.is_over(state):
        out.append(state)
        state, _ = GAME.apply(state, 0, auto_move(state, 0))
    return out


def _steps(move):
    return list(move.steps) if isinstance(move, Sequence) else [move]


def test_every_level_finishes_its_phase_with_one_command():
    for level in LEVELS:
        state = GAME.new_game(1, {}, 7)
        commands = 0
        while not GAME.is_over(state):
            move = GAME.bot_move(state, 0, level, 0.5)
            steps = _steps(move)
            # one command per phase: it ends the phase, or wins on its last step
            before = (state.cycle, state.phase)
            state, _ = GAME.apply(state, 0, move)
            assert isinstance(steps[-1], End) or GAME.is_over(state)
            assert GAME.is_over(state) or (state.cycle, state.phase) != before
            commands += 1
        assert commands <= 24  # 12 cycles, a day and a night each


def test_easy_plays_the_greedy_plan_and_is_not_normal():
    differed = 0
    for seed in (1, 2, 3, 4):
        for state in _game_positions(seed):
            easy = easy_move(state, 0)
            pos = position_from_view(view(state, None))
            plan = greedy_plan(pos)
            # the greedy plan's first step is Easy's first step
            first = plan.swaps[0] if plan.swaps else None
            if state.phase == "day" and first is not None:
                assert str(_steps(easy)[0]).split()[0] == OBJECTS[first[0]]
            differed += easy != auto_move(state, 0)
    assert differed > 0, "Easy played exactly like Normal on every position"


def test_strong_uses_the_full_budget_and_never_less_than_normal():
    assert strong_budget(1.0) == DEFAULT
    for effort in (0.0, 0.05, 0.3):
        assert strong_budget(effort).day_nodes >= FAST.day_nodes
    assert strong_budget(2.0).day_nodes > DEFAULT.day_nodes
    state = _game_positions(11)[5]
    move = strong_move(state, 0)
    assert GAME.resolve(state, 0, move) == move
    assert GAME.bot_move(state, 0, STRONG, 1.0) == move


def test_determinize_redraws_the_future_draws_only():
    state = _game_positions(5)[6]
    future = set()
    for salt in range(8):
        twin = determinize(state, 0, random.Random(salt))
        GAME.check(twin)
        assert view(twin, 0) == view(state, 0)
        assert twin.draws == state.draws
        future.add(tuple(rng_for(twin.seed, "dawn", c).choice(OBJECTS)
                         for c in range(state.cycle + 1, 13)))
    assert len(future) > 1


def test_levels_are_the_same_for_states_differing_in_the_seed_only():
    state = _game_positions(9)[3]
    for level in (EASY, NORMAL, STRONG):
        move = GAME.bot_move(state, 0, level, 0.3)
        for salt in range(3):
            twin = determinize(state, 0, random.Random(salt))
            assert GAME.bot_move(twin, 0, level, 0.3) == move
