"""Wispwood notation (§7.1) and its error codes in the §4.9 order."""

from __future__ import annotations

import pytest

import rules.wispwood as ww
from rules import errors
from rules.protocol import Resign

CANONICAL = [
    "refill",
    "cat-refill",
    "take 3 L4 E3,E4,E5,F5 wisp=E5",
    "take 3 L4 E3,E4,E5,F5 wisp=E5 cat",
    "take 1 D2 K11,K10 wisp=K11".replace("K11,K10", "K10,K11"),
    "trees E7,F7,E8",
    "trees A1",
    "cat E5",
    "cat stay",
    "undo",
    "resign",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_canonical_round_trip(text):
    assert str(ww.parse_move(text)) == text


@pytest.mark.parametrize(("alias", "canonical"), [
    ("TAKE 3 l4 f5, e3 ,E4,e5 WISP=e5", "take 3 L4 E3,E4,E5,F5 wisp=E5"),
    ("take 3 L4 E3,E4,E5,F5 cat wisp=E5", "take 3 L4 E3,E4,E5,F5 wisp=E5 cat"),
    ("take 3 L4@E3:R0 wisp=E5", "take 3 L4 E3,E4,E5,F5 wisp=E5"),
    ("take 3 l4@d3:r90m wisp=d3 cat", "take 3 L4 D3,D4,E4,F4 wisp=D3 cat"),
    ("  trees f7 e7  ", "trees E7,F7"),
    ("take 3 L4 E3 E4 E5 F5 wisp=E5", "take 3 L4 E3,E4,E5,F5 wisp=E5"),
    ("trees F7, E7", "trees E7,F7"),
    ("Cat e5", "cat E5"),
    ("CAT STAY", "cat stay"),
    ("Refill", "refill"),
])
def test_aliases(alias, canonical):
    assert str(ww.parse_move(alias)) == canonical


def test_move_values():
    assert ww.parse_move("resign") == Resign()
    take = ww.parse_move("take 3 L4 F5,E3,E4,E5 wisp=E5")
    assert isinstance(take, ww.Take) and take.space == 3 and take.shape == "L4" and not take.cat
    assert ww.parse_move("undo").offturn and not take.offturn


@pytest.mark.parametrize(("text", "code"), [
    ("", "UNKNOWN_KEYWORD"),
    ("place 3 L4 E3", "UNKNOWN_KEYWORD"),
    ("auto-refill", "UNKNOWN_KEYWORD"),
    ("phantom 3 -> 6 W", "UNKNOWN_KEYWORD"),
    ("pass", "UNKNOWN_KEYWORD"),
    ("take 9 L4 E3,E4,E5,F5 wisp=E5", "BAD_SPACE"),
    ("take 0 XX Z9 wisp=Z9", "BAD_SPACE"),          # space before shape before cell
    ("take 3 L5 E3,E4,E5,F5 wisp=E5", "BAD_SHAPE"),
    ("take 3 Q4 Z3 wisp=Z3", "BAD_SHAPE"),
    ("take 3 L4@E3:R45 wisp=E5", "BAD_ORIENTATION"),
    ("take 3 L4@Z3:R45 wisp=E5", "BAD_ORIENTATION"),  # orientation before cell
    ("take 3 L4@Z3:R90 wisp=E5", "BAD_CELL"),
    ("take 3 L4@K11:R0 wisp=K11", "BAD_CELL"),        # the shape leaves the canvas
    ("take 3 L4 E3,E4,E5,L5 wisp=E5", "BAD_CELL"),
    ("take 3 L4 E3,E4,E5,F5 wisp=E12", "BAD_CELL"),
    ("take 3 L4 E3,E3,E5,Z5 wisp=E5", "BAD_CELL"),     # cell before duplicate
    ("take 3 L4 E3,E3,E5,F5 wisp=E5", "DUPLICATE_CELL"),
    ("take 3 L4 E3,E3,E5 wisp=E5", "DUPLICATE_CELL"),   # duplicate before count
    ("take 3 L4 E3,E4,E5 wisp=E5", "CELL_COUNT"),
    ("take 3 L4 E3,E4,E5", "CELL_COUNT"),               # count before missing wisp
    ("trees", "TREE_COUNT"),
    ("trees F7,F8,F9,F10", "TREE_COUNT"),
    ("trees F7,F7", "DUPLICATE_CELL"),
    ("trees F7,Z7", "BAD_CELL"),
    ("take 3 L4 E3,E4,E5,F5", "NO_WISP_CELL"),
    ("take 3 L4 E3,E4,E5,F5 cat", "NO_WISP_CELL"),
    ("take", "BAD_NOTATION"),
    ("take 3", "BAD_NOTATION"),
    ("take 3 L4 wisp=E5", "BAD_NOTATION"),
    ("take 3 L4 E3,E4,E5,F5 wisp=E5 now", "BAD_NOTATION"),
    ("take 3 L4 E3,E4,E5,F5 wisp=E5 E6", "BAD_NOTATION"),
    ("take 3 L4 E3,E4,E5,F5 now wisp=E5", "BAD_CELL"),
    ("take 3 L4 E3,E4,E5,F5 wisp=E5 wisp=E4", "BAD_NOTATION"),
    ("take 3 L4@E3 wisp=E5", "BAD_NOTATION"),
    ("refill now", "BAD_NOTATION"),
    ("cat", "BAD_NOTATION"),
    ("cat E5 E6", "BAD_NOTATION"),
    ("cat Z5", "BAD_CELL"),
    ("undo 2", "BAD_NOTATION"),
])
def test_notation_errors(text, code):
    with pytest.raises(errors.BadNotation) as info:
        ww.parse_move(text)
    assert info.value.code == code
    assert info.value.game == "wispwood" or code == "BAD_NOTATION"
