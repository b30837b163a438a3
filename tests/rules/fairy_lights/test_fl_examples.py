"""Worked examples F1-F10 of the Fairy Lights spec (§9), through the fixtures helper."""

from __future__ import annotations

import pytest

import rules.fairy_lights as fl
from rules.errors import IllegalMove
from rules.fairy_lights.fixtures import position


def play(state, seat, text):
    new, events = fl.apply(state, seat, fl.parse_move(text))
    return new, events


def codes(events):
    return [e.code for e in events]


def test_f1_must_draw_then_choose():
    s = position(players=3, to_act=0, deck="Y1/1 B2/2 R1/0")
    with pytest.raises(IllegalMove) as exc:
        fl.resolve(s, 0, fl.parse_move("take Y"))
    assert exc.value.code == "SHOP_EMPTY"
    s, ev = play(s, 0, "draw")
    assert s.shop == ["Y1/1"] and fl.to_act(s) == {0}
    s, ev = play(s, 0, "draw")
    assert s.shop == ["Y1/1", "B2/2"] and fl.to_act(s) == {0}
    assert fl.log_lines(ev) == ["draw -> B2/2"]
    s, ev = play(s, 0, "take B")
    assert s.collections[0] == ["B2/2"]
    assert s.shop == ["Y1/1"]
    assert fl.to_act(s) == {1}
    assert fl.score_of(s, 0) == -2
    assert fl.log_lines(ev) == ["take B -> kept B (B2/2)"]
    assert ("turn_start", 1) in [(e.code, e.params.get("seat")) for e in ev]


def test_f2_bust():
    s = position(players=3, to_act=1, shop="R1/0 G1/1", deck="G2/1")
    s, ev = play(s, 1, "draw")
    assert s.shop == ["R1/0", "G1/1", "G2/1"]
    assert s.bust_index == 2
    assert s.collections[1] == [] and s.scored[1] == []
    assert fl.to_act(s) == {2}
    assert fl.log_lines(ev) == ["draw -> G2/1 BUST"]
    assert codes(ev) == ["bust", "turn_start"]
    assert fl.view(s, None).bust_index == 2


def test_f3_filling_the_shop():
    s = position(players=3, to_act=2, shop="R1/0 G1/1 G2/1", deck="Y1/0 B1/1 R1/1")
    s, _ = play(s, 2, "draw")
    assert s.shop == ["R1/0", "G1/1", "G2/1", "Y1/0"]
    s, ev = play(s, 2, "draw")
    assert s.shop == ["R1/0", "G1/1", "G2/1", "Y1/0", "B1/1"]
    assert "must_take" in codes(ev)
    for text, code in (("draw", "SHOP_FULL"), ("take G", "TWO_COLOURS_NEEDED")):
        with pytest.raises(IllegalMove) as exc:
            fl.resolve(s, 2, fl.parse_move(text))
        assert exc.value.code == code
    s, ev = play(s, 2, "take G+B")
    assert s.scored[2] == ["G1/1", "G2/1"]
    assert s.collections[2] == ["B1/1"]
    assert s.shop == ["R1/0", "Y1/0"]
    assert fl.score_of(s, 2) == 1
    assert fl.log_lines(ev) == ["take G+B -> scored G (G1/1 G2/1); kept B (B1/1)"]


def test_f4_six_bulbs_score():
    s = position(players=2, to_act=0, shop="Y2/0 R1/1 Y2/1", collections={0: "Y2/1"})
    s, _ = play(s, 0, "take Y")
    assert sorted(s.scored[0]) == ["Y2/0", "Y2/1", "Y2/1"]
    assert sum(fl.cards.stars(c) for c in s.scored[0]) == 2
    assert s.collections[0] == []
    assert s.shop == ["R1/1"]


def test_f5_overshoot():
    s = position(players=3, to_act=1, shop="R1/1 B1/2 R1/0", collections={1: "R2/0"})
    s, ev = play(s, 1, "take R")
    assert s.discard[-3:] == ["R2/0", "R1/1", "R1/0"]
    assert s.collections[1] == [] and s.scored[1] == []
    assert s.shop == ["B1/2"]
    assert fl.log_lines(ev) == ["take R -> discarded R (R2/0 R1/1 R1/0)"]


def test_f6_completing_with_two_bulb_card():
    s = position(players=2, to_act=0, shop="G2/2 Y1/0", collections={0: "G1/1"})
    s, _ = play(s, 0, "take G")
    assert s.scored[0] == ["G1/1", "G2/2"]
    assert fl.score_of(s, 0) == 3


def test_f7_starting_with_full_shop():
    s = position(players=3, to_act=0, shop="R1/0 B1/1 Y2/0 G1/1 G1/0", bust_index=4)
    legal = [str(m) for m in fl.legal_moves(s, 0)]
    assert legal == ["take R+Y", "take R+G", "take R+B", "take Y+G", "take Y+B", "take G+B"]
    with pytest.raises(IllegalMove) as exc:
        fl.resolve(s, 0, fl.parse_move("draw"))
    assert exc.value.code == "SHOP_FULL"


def test_f8_the_last_card():
    s = position(
        players=2,
        to_act=0,
        shop="B1/1 G1/0 Y1/1",
        deck="R2/1",
        collections={0: "Y2/0 P1/2", 1: "B1/2"},
        scored={0: "R1/1 R2/0", 1: "G1/1 G2/2"},
        rest="discard",
    )
    s, ev = play(s, 0, "draw")
    assert s.shop == ["B1/1", "G1/0", "Y1/1", "R2/1"] and s.deck == []
    assert any(e.code == "must_take" and e.params["reason"] == "deck_empty" for e in ev)
    with pytest.raises(IllegalMove) as exc:
        fl.resolve(s, 0, fl.parse_move("draw"))
    assert exc.value.code == "DECK_EMPTY"
    s, ev = play(s, 0, "take Y")
    assert fl.is_over(s) and fl.to_act(s) == frozenset()
    res = fl.result(s)
    assert res.scores == {0: 0, 1: 1}
    assert res.winners == [1]
    assert res.reason == "deck_out"
    assert codes(ev)[-1] == "game_end"
    assert s.undo is None


def test_f9_remaining_composition():
    s = position(players=3, to_act=0, deck="Y1/1 B2/2 R1/0")
    start = dict(fl.view(s, None).remaining)
    assert start == {
        "P1/2": 5, "B1/2": 3, "B1/1": 4, "B2/2": 2, "G1/1": 6, "G1/0": 2, "G2/2": 2,
        "G2/1": 2, "Y1/1": 5, "Y1/0": 4, "Y2/1": 3, "Y2/0": 3, "R1/1": 5, "R1/0": 7,
        "R2/1": 3, "R2/0": 4,
    }
    assert [t for t, _ in fl.view(s, None).remaining][:3] == ["P1/2", "B1/2", "B1/1"]
    for text in ("draw", "draw", "take B"):
        s, _ = play(s, 0, text)
    after = dict(fl.view(s, None).remaining)
    expected = dict(start, **{"Y1/1": 4, "B2/2": 1})
    assert after == expected
    assert fl.view(s, None).deck_size == 58


def test_f10_non_adjacent_repeat():
    s = position(players=2, to_act=0, shop="R1/0 G2/1", deck="R1/1")
    s, ev = play(s, 0, "draw")
    assert s.shop == ["R1/0", "G2/1", "R1/1"]
    assert codes(ev) == ["draw"] and fl.to_act(s) == {0}
    assert s.bust_index is None
