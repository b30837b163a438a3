"""Every level of every game's automatic player, through the registry only (issue 20).

For each game and level: moves along seeded games are legal and resolve to themselves, and
two states that differ only in what the seat cannot see get the same move. The twin is the
game's ``determinize`` (hidden facts drawn afresh for that seat) where it has one, else its
fixtures' ``shuffle_hidden``. The search runs at a small effort here: the same code paths as
at play time, fewer iterations.
"""

from __future__ import annotations

import importlib
import random

import pytest

from rules import registry
from rules.levels import LEVELS, check_level, public_seed

EFFORT = 0.05
POSITIONS = 6


def _positions(game, seats: int, seed: int, count: int):
    state = game.new_game(seats, game.INFO.defaults(), seed)
    found = []
    step = 0
    while not game.is_over(state) and len(found) < count:
        seat = min(game.to_act(state))
        if step % 5 == 2:
            found.append((state, seat))
        state, _ = game.apply(state, seat, game.auto_move(state, seat))
        step += 1
    return found


def _twin(game, state, seat: int, seed: int):
    if game.determinize is not None:
        return game.determinize(state, seat, random.Random(seed))
    fixtures = importlib.import_module(f"rules.{game.id}.fixtures")
    return fixtures.shuffle_hidden(state, seed)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", registry.BUILT_IN)
def test_every_level_plays_legal_moves_and_never_peeks(game_id, level):
    game = registry.get(game_id)
    seats = min(game.INFO.max_seats, 3)
    checked = differed = 0
    for seed in range(2):
        for state, seat in _positions(game, seats, 300 + seed, POSITIONS):
            move = game.bot_move(state, seat, level, EFFORT)
            assert game.resolve(state, seat, move) == move
            twin = _twin(game, state, seat, seed * 31 + checked)
            game.check(twin)
            assert game.view(twin, seat) == game.view(state, seat)
            differed += game.to_json(twin) != game.to_json(state)
            assert game.bot_move(twin, seat, level, EFFORT) == move, (
                f"{game_id} {level}: the move depends on what seat {seat} cannot see")
            checked += 1
    assert checked >= POSITIONS
    if game.INFO.hidden_information:
        assert differed > checked // 2, "the hidden facts really differed in most checks"


def test_levels_are_checked_and_seeds_follow_the_view_only():
    assert check_level("strong") == "strong"
    with pytest.raises(ValueError):
        check_level("grandmaster")
    assert public_seed({"a": 1, "b": [2]}) == public_seed({"b": [2], "a": 1})
    assert public_seed({"a": 1}) != public_seed({"a": 2})
    assert public_seed({"a": 1}, "x") != public_seed({"a": 1}, "y")
