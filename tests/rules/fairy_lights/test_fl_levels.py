"""Fairy Lights' Easy and Strong levels (issue 20): what each level promises."""

from __future__ import annotations

import random

from rules.fairy_lights import GAME, auto_move
from rules.fairy_lights.engine import apply
from rules.fairy_lights.fixtures import position
from rules.fairy_lights.levels import determinize, easy_move, strong_move
from rules.fairy_lights.moves import Draw, Take


def test_strong_values_a_held_colour_by_its_chance_to_be_completed():
    # Only red cards are left (18 of them): a draw after the red last card busts for sure.
    # A red card taken now will very likely be completed later; §7.4 counts its star
    # against the seat, finds no take worth 1 and draws into the bust.
    red = "R1/1 " * 4 + "R1/0 " * 7 + "R2/1 " * 3 + "R2/0 " * 4
    state = position(players=2, to_act=0, shop="Y1/0 R1/1", deck=red, rest="discard")
    GAME.check(state)
    assert auto_move(state, 0) == Draw()
    assert strong_move(state, 0, 1.0) == Take(("R",))


def test_strong_prefers_a_bust_to_a_take_that_can_only_cost():
    # No yellow is left and two red cards end the game: either take keeps a star that
    # will count against the seat, while the certain bust costs nothing.
    state = position(players=2, to_act=0, shop="Y1/1 R1/1", deck="R1/0 R1/0", rest="discard")
    assert strong_move(state, 0, 1.0) == Draw()


def test_strong_draws_where_no_card_left_can_bust():
    # The last card is purple and no purple is left in the deck; a take now keeps stars
    # that count against the seat, while a draw is safe and may complete a colour.
    state = position(players=2, to_act=0, shop="P1/2", collections={0: "G2/2"},
                     deck="G1/1 G1/1 G1/1", rest="discard")
    GAME.check(state)
    assert strong_move(state, 0, 1.0) == Draw()


def test_easy_is_not_normal():
    differ = 0
    for seed in range(6):
        state = GAME.new_game(3, {}, seed)
        while not state.over:
            seat = state.turn
            differ += easy_move(state, seat) != auto_move(state, seat)
            state, _ = apply(state, seat, auto_move(state, seat))
    assert differ > 0


def test_determinize_keeps_the_composition_and_the_undo_snapshot_in_step():
    state = GAME.new_game(2, {}, 7)
    while state.undo is None:
        state, _ = apply(state, state.turn, auto_move(state, state.turn))
    twin = determinize(state, 0, random.Random(3))
    GAME.check(twin)
    assert sorted(twin.deck) == sorted(state.deck)
    assert twin.deck != state.deck
    assert twin.undo is not None and twin.undo["before"]["deck"] == twin.deck
    assert GAME.view(twin, 0) == GAME.view(state, 0)
