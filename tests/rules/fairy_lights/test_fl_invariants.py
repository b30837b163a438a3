"""Fairy Lights state invariants: every state of a random game passes, broken states fail."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rules.fairy_lights as fl
from rules.errors import CorruptState, GroveError
from tests.rules.helpers import refused_as_corrupt, reloaded


@settings(max_examples=25, deadline=None)
@given(seats=st.integers(2, 6), seed=st.integers(0, 2**64 - 1), data=st.data())
def test_every_state_of_a_random_game_passes(seats, seed, data):
    rnd = random.Random(seed)
    state = fl.new_game(seats, {}, seed)
    undone = resigned = 0
    while True:
        fl.check(state)
        assert fl.to_json(reloaded(fl, state)) == fl.to_json(state)
        if fl.is_over(state):
            break
        roll = rnd.random()
        if state.undo is not None and roll < 0.2:
            seat, move = state.undo["seat"], fl.Undo()
            undone += 1
        elif roll > 0.995:
            seat = rnd.choice([s for s in range(seats) if s not in state.resigned])
            move = fl.Resign()
            resigned += 1
        else:
            (seat,) = fl.to_act(state)
            move = rnd.choice(list(fl.legal_moves(state, seat)))
        state, _ = fl.apply(state, seat, move)
    assert fl.result(state).reason in ("deck_out", "resign")


def _midgame(seats=4, seed=11, steps=40):
    """A state with cards in the shop, collections and scored piles, and an undo pending."""
    state = fl.new_game(seats, {}, seed)
    rnd = random.Random(seed)
    for _ in range(steps):
        (seat,) = fl.to_act(state)
        state, _ = fl.apply(state, seat, rnd.choice(list(fl.legal_moves(state, seat))))
    while state.undo is None or not state.shop:
        (seat,) = fl.to_act(state)
        state, _ = fl.apply(state, seat, fl.auto_move(state, seat))
    assert any(state.scored) and not state.over
    return state


def _give(data, pile, colour, cards):
    """Replace the ``colour`` cards of ``pile`` by ``cards`` (from the deck, the shop or the
    discard), keeping the 60-card composition whole."""
    data["discard"] += [c for c in pile if c[0] == colour]
    pile[:] = [c for c in pile if c[0] != colour]
    for card in cards:
        source = next(p for p in (data["deck"], data["discard"], data["shop"]) if card in p)
        source.remove(card)
        pile.append(card)


def _break(name, data):
    if name == "unknown card in the deck":
        data["deck"][0] = "Z9/9"
    elif name == "unknown card in a collection":
        data["collections"][0].append("Z9/9")
    elif name == "a card doubled":
        data["shop"].append(data["deck"][0])
    elif name == "a card missing":
        data["deck"].pop()
    elif name == "a card moved between piles twice":
        data["discard"].append(data["deck"].pop())
        data["discard"].append(data["discard"][0])
    elif name == "turn at seat 7":
        data["turn"] = 7
    elif name == "negative start seat":
        data["start"] = -1
    elif name == "seven seats":
        data["seats"] = 7
    elif name == "a collection too few":
        data["collections"].pop()
    elif name == "six cards in the shop":
        while len(data["shop"]) < 6:
            data["shop"].append(data["deck"].pop(0))
    elif name == "more drawn than in the shop":
        data["drawn"] = len(data["shop"]) + 1
    elif name == "bust index past the shop":
        data["bust_index"] = 4
        data["drawn"] = 0
    elif name == "turn at a resigned seat":
        data["resigned"] = [data["turn"]]
    elif name == "resigned twice":
        data["resigned"] = [0, 0]
    elif name == "over without a reason":
        data["over"] = True
    elif name == "unknown end reason":
        data["over"], data["end_reason"] = True, "boredom"
    elif name == "deck out with a deck":
        data["over"], data["end_reason"], data["undo"] = True, "deck_out", None
    elif name == "kept a whole set":
        _give(data, data["collections"][0], "G", ["G1/1", "G1/1", "G1/1"])
    elif name == "scored a part set":
        _give(data, data["scored"][0], "B", ["B1/1"])
    elif name == "undo by seat 9":
        data["undo"]["seat"] = 9
    elif name == "undo of a draw":
        data["undo"]["move"] = "draw"
    elif name == "undo snapshot with an unknown card":
        data["undo"]["before"]["deck"][0] = "Z9/9"
    elif name == "turn number zero":
        data["turn_no"] = 0
    elif name == "seats as text":
        data["seats"] = "4"
    elif name == "unknown format":
        data["format"] = 2
    elif name == "missing field":
        del data["deck"]
    else:  # pragma: no cover - a typo in the list below
        raise AssertionError(name)
    return data


BROKEN = ["unknown card in the deck", "unknown card in a collection", "a card doubled",
          "a card missing", "a card moved between piles twice", "turn at seat 7",
          "negative start seat", "seven seats", "a collection too few", "six cards in the shop",
          "more drawn than in the shop", "bust index past the shop", "turn at a resigned seat",
          "resigned twice", "over without a reason", "unknown end reason",
          "deck out with a deck", "kept a whole set", "scored a part set", "undo by seat 9",
          "undo of a draw", "undo snapshot with an unknown card", "turn number zero",
          "seats as text", "unknown format", "missing field"]


@pytest.mark.parametrize("name", BROKEN)
def test_hand_broken_state_is_corrupt_table(name):
    err = refused_as_corrupt(fl, fl.to_json(_midgame()), name, _break)
    assert isinstance(err, GroveError)


def test_detail_never_names_a_card_of_the_deck():
    data = fl.to_json(_midgame())
    data["deck"].append(data["deck"][3])  # doubled, deep in the hidden deck
    with pytest.raises(CorruptState) as err:
        fl.from_json(data)
    assert "doubled or missing" in err.value.detail
    # The extra copy is named (it is not where it should be), never the deck's order.
    assert " ".join(data["deck"][:3]) not in str(err.value)
