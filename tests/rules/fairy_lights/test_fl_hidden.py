"""Hidden information: the deck order must not show anywhere a player can look."""

from __future__ import annotations

import random

import pytest

import rules.fairy_lights as fl
from rules import errors
from rules.fairy_lights.fixtures import play_auto


def reorder_deck(state, seed):
    other = state.copy()
    random.Random(seed).shuffle(other.deck)
    return other


@pytest.mark.parametrize("steps", [0, 5, 17, 40])
def test_states_differing_only_in_deck_order_look_identical(steps):
    a = play_auto(fl.new_game(4, {}, 99), steps)
    b = reorder_deck(a, steps + 1)
    assert a.deck != b.deck and sorted(a.deck) == sorted(b.deck)
    for seat in [None, 0, 1, 2, 3]:
        assert fl.view(a, seat) == fl.view(b, seat)
    for seat in range(4):
        assert list(fl.legal_moves(a, seat)) == list(fl.legal_moves(b, seat))
        assert fl.turn_controls(a, seat) == fl.turn_controls(b, seat)
        (actor,) = fl.to_act(a)
        assert fl.auto_move(a, actor) == fl.auto_move(b, actor)


def test_view_and_errors_never_hold_deck_order():
    s = fl.new_game(3, {}, 5)
    v = fl.view(s, None)
    assert not hasattr(v, "deck")
    text = repr(v)
    assert " ".join(s.deck[:5]) not in text
    with pytest.raises(errors.GroveError) as exc:
        fl.resolve(s, s.start, fl.parse_move("take R"))
    assert all(card not in repr(exc.value.params) for card in s.deck)


def test_draw_event_reveals_only_the_drawn_card():
    s = fl.new_game(3, {}, 7)
    top, second = s.deck[0], s.deck[1]
    s2, events = fl.apply(s, s.start, fl.Draw())
    params = [e.params for e in events]
    assert params[0]["card"] == top and params[0]["deck"] == 59
    if second != top:
        assert all(second not in str(p.values()) for p in params)
