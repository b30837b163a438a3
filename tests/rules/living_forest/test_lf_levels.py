"""Living Forest's Easy and Strong levels (issue 20): what each level promises."""

from __future__ import annotations

import random

from rules.living_forest import GAME, auto_move
from rules.living_forest.engine import apply
from rules.living_forest.fixtures import position
from rules.living_forest.levels import determinize, easy_move, strong_move
from rules.living_forest.moves import Action


def test_strong_wins_at_once_where_normal_plants():
    # p1 acts last in the round with one action: a Fire tile is its twelfth (ten collected
    # and its own Fire victory tile). §7.5 plants first and lets the win pass.
    state = position(players=2, turn=1, sacred=2, help={1: "bear owl goldfish"},
                     fires={1: "2 2 2 2 2 2 2 2 2 2"}, centre="2", actions={1: 1})
    GAME.check(state)
    assert auto_move(state, 0).kind == "plant"
    move = strong_move(state, 0, 1.0)
    assert move == Action("ext", ("2",))
    after, _ = apply(state, 0, move)
    assert after.over and after.winners == [0]


def test_strong_sends_a_drawn_varan_back_with_a_fragment():
    state = position(players=2, phase="animal", deck={1: "fire_varan"}, fragments={1: 1})
    state, _ = apply(state, 0, Action("draw"))
    assert state.players[0].help == ["fire_varan"]
    assert auto_move(state, 0) == Action("draw")  # §7.5 never uses a Fragment
    assert strong_move(state, 0, 1.0) == Action("discard")


def test_determinize_redraws_the_other_players_private_draws():
    state = position(players=3, phase="animal")
    for _ in range(3):
        state, _ = apply(state, 1, Action("draw"))
    state, _ = apply(state, 1, Action("stop"))
    state, _ = apply(state, 2, Action("draw"))
    lines = set()
    for seed in range(8):
        twin = determinize(state, 0, random.Random(seed))
        GAME.check(twin)
        assert GAME.view(twin, 0) == GAME.view(state, 0)
        assert twin.players[1].stopped and twin.players[1].help
        assert not twin.players[2].help  # still drawing: its draws are unknown
        lines.add(tuple(twin.players[1].help))
    assert len(lines) > 1


def test_easy_is_not_normal():
    differ = 0
    for seed in range(3):
        state = GAME.new_game(2, {}, seed)
        while not state.over:
            seat = min(GAME.to_act(state))
            differ += easy_move(state, seat) != auto_move(state, seat)
            state, _ = apply(state, seat, auto_move(state, seat))
    assert differ > 0
