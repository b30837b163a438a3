"""Fairy Lights ``turn_number``: a turn is a player's draws ending with a take (or a bust)."""

from __future__ import annotations

import rules.fairy_lights as fl
from rules.fairy_lights.fixtures import position


def play(state, seat, text):
    return fl.apply(state, seat, fl.parse_move(text))[0]


def test_draws_keep_the_turn_and_a_take_passes_it():
    s = position(players=3, shop="", deck="R1/0 Y1/1 G1/0 B1/1")
    assert fl.turn_number(s) == 1
    s = play(s, 0, "draw")
    s = play(s, 0, "draw")
    s = play(s, 0, "draw")
    assert fl.turn_number(s) == 1 and fl.to_act(s) == {0}
    s = play(s, 0, "take Y")
    assert fl.turn_number(s) == 2 and fl.to_act(s) == {1}


def test_a_bust_passes_the_turn():
    s = position(players=2, shop="G1/0", deck="G2/1 R1/0")
    s = play(s, 0, "draw")  # G after G: bust
    assert fl.to_act(s) == {1} and fl.turn_number(s) == 2


def test_undo_takes_the_turn_back():
    s = position(players=2, shop="R1/0", deck="G1/1 Y1/0")
    s = play(s, 0, "take R")
    assert fl.turn_number(s) == 2
    s = play(s, 0, "undo")
    assert fl.turn_number(s) == 1 and fl.to_act(s) == {0}


def test_the_take_that_empties_the_deck_ends_a_turn_too():
    s = position(players=2, shop="R1/0", deck="G1/1", rest="discard")
    s = play(s, 0, "draw")
    assert fl.turn_number(s) == 1 and not fl.is_over(s)
    s = play(s, 0, "take G")
    assert fl.is_over(s) and fl.turn_number(s) == 2


def test_a_resignation_that_ends_the_game_passes_no_turn():
    s = position(players=2, shop="R1/0", deck="G1/1")
    s = play(s, 1, "resign")
    assert fl.is_over(s) and fl.turn_number(s) == 1


def test_a_resignation_on_ones_own_turn_passes_it():
    s = position(players=3, shop="R1/0", deck="G1/1 Y1/0")
    s = play(s, 0, "resign")
    assert fl.to_act(s) == {1} and fl.turn_number(s) == 2
