"""Fairy Lights notation (§7.1): canonical forms, aliases and every notation error code."""

from __future__ import annotations

import pytest

import rules.fairy_lights as fl
from rules.errors import BadNotation


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("draw", "draw"),
        ("d", "draw"),
        ("  DRAW  ", "draw"),
        ("take R", "take R"),
        ("take r", "take R"),
        ("take red", "take R"),
        ("t R", "take R"),
        ("T purple", "take P"),
        ("take G+B", "take G+B"),
        ("take b g", "take G+B"),
        ("take blue,green", "take G+B"),
        ("t G+B", "take G+B"),
        ("take  p , + y", "take Y+P"),
        ("take+r", "take R"),
        ("t,yellow", "take Y"),
        ("resign", "resign"),
        ("undo", "undo"),
    ],
)
def test_accepted_inputs(text, canonical):
    assert str(fl.parse_move(text)) == canonical


@pytest.mark.parametrize(
    "canonical",
    ["draw", "take R", "take Y", "take G", "take B", "take P", "take R+Y", "take R+P",
     "take G+B", "take B+P", "resign", "undo"],
)
def test_canonical_round_trip(canonical):
    assert str(fl.parse_move(canonical)) == canonical


def test_take_colours_are_sorted_in_value():
    assert fl.Take(("B", "G")) == fl.Take(("G", "B"))
    assert fl.parse_move("take b g") == fl.parse_move("take G+B")


def test_offturn_flags():
    assert fl.Draw.offturn is False and fl.Take.offturn is False
    assert fl.Resign.offturn is True and fl.Undo.offturn is True


@pytest.mark.parametrize(
    "text, code",
    [
        ("", "EMPTY"),
        ("   ", "EMPTY"),
        ("pass", "UNKNOWN_KEYWORD"),
        ("taker", "UNKNOWN_KEYWORD"),
        ("draw2", "UNKNOWN_KEYWORD"),
        ("42", "UNKNOWN_KEYWORD"),
        ("take rg", "UNKNOWN_COLOUR"),
        ("take orange", "UNKNOWN_COLOUR"),
        ("take r x", "UNKNOWN_COLOUR"),
        ("take r r", "SAME_COLOUR_TWICE"),
        ("take red R", "SAME_COLOUR_TWICE"),
        ("take r g b", "TOO_MANY_COLOURS"),
        ("take", "TAKE_WITHOUT_COLOUR"),
        ("t + ,", "TAKE_WITHOUT_COLOUR"),
        ("draw r", "DRAW_TAKES_NOTHING"),
        ("d 2", "DRAW_TAKES_NOTHING"),
        ("resign now", "TRAILING_TEXT"),
    ],
)
def test_notation_errors(text, code):
    with pytest.raises(BadNotation) as exc:
        fl.parse_move(text)
    assert exc.value.code == code
    assert exc.value.game == "fairy_lights"
