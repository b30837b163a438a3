"""The worked examples of the Wispwood spec (§9), W1-W12."""

from __future__ import annotations

import pytest

import rules.wispwood as ww
from rules import errors
from rules.wispwood import engine
from rules.wispwood.fixtures import position
from rules.wispwood.geometry import NAME_TO_CELL, anchored, name
from rules.wispwood.scoring import SCORERS

W7 = """
    D E F G
 4  T P T H
 5  T T W T
 6  S T C P
 7  P T H T
"""

W9 = """
    D E F G
 4  T T . P
 5  T H T T
 6  P T C T
 7  T T . T
"""


def cells(state, seat=0):
    f = state.forests[seat]
    out = {name(c): k for c, k in f.cells.items()}
    out[name(f.cat)] = "C" if f.ready else "c"
    return out


def code_of(state, seat, text):
    with pytest.raises(errors.GroveError) as info:
        ww.resolve(state, seat, ww.parse_move(text))
    return info.value.code


def test_w1_first_placement():
    s = position("F6 C", pond={2: "P"})
    supply = len(s.supply)
    s2, events = ww.apply(s, 0, ww.parse_move("take 2 I3 F5,G5,H5 wisp=H5"))
    assert cells(s2) == {"F5": "T", "G5": "T", "H5": "P", "F6": "C"}
    # The pond is now empty, so the next turn (this one-forest fixture's own) starts with
    # the compulsory refill: 2 trees and 8 new wisps left the supply.
    codes = [e.code for e in events]
    assert codes.index("take") < codes.index("turn_start") < codes.index("auto_refill")
    assert len(s2.supply) == supply - 2 - 8 and all(s2.pond)
    assert s2.forests[0].ready
    take = next(e for e in events if e.code == "take")
    assert take.params["type"] == "P" and take.params["wisp"] == "H5"


def test_w1_supply_and_space_without_refill():
    # Another wisp stays in the pond, so nothing refills: the supply loses exactly 2.
    s = position("F6 C", pond={2: "P", 5: "H"})
    supply = len(s.supply)
    s2, _ = ww.apply(s, 0, ww.parse_move("take 2 I3 F5,G5,H5 wisp=H5"))
    assert len(s2.supply) == supply - 2
    assert s2.pond[1] is None and s2.pond[4] == "H"


W2 = "E6 T, F6 C, G6 T, H6 H"


def test_w2_window_not_fixed():
    s = position(W2, pond={1: "S", 2: "P", 3: "P"})
    assert code_of(s, 0, "take 1 D2 I6,I7 wisp=I6") == "TOO_BIG"
    ww.resolve(s, 0, ww.parse_move("take 1 D2 G4,G5 wisp=G4"))
    for space in (2, 3):
        s3, _ = ww.apply(s, 0, ww.parse_move(f"take {space} I3 E3,E4,E5 wisp=E3"))
        f = s3.forests[0]
        assert engine.box(f.occupied) == (4, 7, 2, 5)  # columns E-H, rows 3-6
        # The window is used up: the reachable frame is now exactly E-H x 3-6.
        assert ww.view(s3).forests[0].frame == ("E", "H", 3, 6)
        assert code_of(s, 0, f"take {space} I3 D3,D4,D5 wisp=D3") == "NO_CONTACT"


def test_w3_orientation_codes():
    def covered(shape, anchor, o):
        return {name(c) for c in anchored(shape, NAME_TO_CELL[anchor], o)}

    assert covered("L4", "D3", "R90") == {"D3", "E3", "F3", "D4"}
    assert covered("L4", "D3", "R90M") == {"D3", "D4", "E4", "F4"}
    assert covered("T4", "C2", "R90") == {"D2", "C3", "D3", "D4"}
    assert covered("T4", "E7", "R270") == {"E7", "E8", "F8", "E9"}
    move = ww.parse_move("take 3 L4@D3:R90 wisp=D3")
    assert str(move) == "take 3 L4 D3,E3,F3,D4 wisp=D3"


W4 = "F6 c, G6 T, H6 P"


def test_w4_tree_turn():
    s = position(W4, pond={1: "P"})
    assert not s.forests[0].ready
    move = ww.parse_move("trees F7,E7")
    assert move == ww.parse_move("trees E7,F7") and str(move) == "trees E7,F7"
    s2, _ = ww.apply(s, 0, move)
    assert cells(s2)["E7"] == cells(s2)["F7"] == "T"
    assert s2.forests[0].ready
    assert code_of(s, 0, "trees E7") == "NO_CONTACT"
    with pytest.raises(errors.BadNotation) as info:
        ww.parse_move("trees F7,F8,F9,F10")
    assert info.value.code == "TREE_COUNT"


def test_w5_free_refill():
    s = position("F6 C", pond={2: "H", 5: "H", 7: "H"})
    supply, discard = len(s.supply), len(s.discard)
    top8 = s.supply[-8:][::-1]
    s2, _ = ww.apply(s, 0, ww.parse_move("refill"))
    assert len(s2.discard) == discard + 3 and s2.discard[-3:] == ["H", "H", "H"]
    assert len(s2.supply) == supply - 8
    assert s2.pond == top8  # spaces 1-8 get the next 8 tiles in order
    mixed = position("F6 C", pond={2: "H", 5: "H", 7: "W"})
    assert code_of(mixed, 0, "refill") == "REFILL_MIXED_POND"
    s3, _ = ww.apply(mixed, 0, ww.parse_move("cat-refill"))
    assert s3.discard[-3:] == ["H", "H", "W"] and not s3.forests[0].ready


W6 = "F5 T, G5 P, F6 C, G6 T"


def test_w6_witch_rule_cat_on_the_fence():
    s = position(W6, pond={2: "W"}, cards=["TREE-2", "PUMP-1", "HEART-2", "WITCH-2", "SPARK-1"])
    ww.resolve(s, 0, ww.parse_move("take 2 I3 E5,E6,E7 wisp=E6"))
    assert code_of(s, 0, "take 2 I3 E5,E6,E7 wisp=E5") == "WITCH_RULE"
    assert code_of(s, 0, "take 2 I3 E5,E6,E7 wisp=E7") == "WITCH_RULE"
    ww.resolve(s, 0, ww.parse_move("take 2 D2 F7,G7 wisp=F7"))
    assert code_of(s, 0, "take 2 D2 F7,G7 wisp=G7") == "WITCH_RULE"


def test_w7_round_one_scoring():
    s = position(W7)
    points = ww.score_forest(["TREE-2", "PUMP-1", "HEART-2", "WITCH-2", "SPARK-1"],
                             s.forests[0], 1)
    assert points == {"TREE-2": 5, "PUMP-1": 15, "HEART-2": 8, "WITCH-2": 4, "SPARK-1": 2,
                      "bonus": 2}
    assert sum(points.values()) == 36
    grid = ww.grid_of(s.forests[0])
    others = {"TREE-1": 4, "TREE-3": 0, "TREE-4": 2, "TREE-5": 4, "PUMP-2": 15, "PUMP-3": 0,
              "PUMP-4": 15, "PUMP-5": 4, "HEART-1": 7, "HEART-3": 4, "HEART-4": 6,
              "HEART-5": 4, "SPARK-2": 4, "SPARK-3": 7, "SPARK-4": 5, "SPARK-5": 4}
    assert {c: SCORERS[c](grid) for c in others} == others


def test_w8_between_rounds():
    s = position(W7, phase="cat", round_scores=[[36]])
    s2, events = ww.apply(s, 0, ww.parse_move("cat E5"))
    assert s2.round == 2 and s2.phase == "turn"
    assert cells(s2) == {"E4": "P", "G6": "P", "D7": "P", "G4": "H", "F7": "H", "F5": "W",
                         "D6": "S", "E5": "C"}
    assert [e.code for e in events][:3] == ["cat_move", "trees_cleared", "round_start"]
    frame = ww.view(s2).forests[0].frame
    assert frame == ("C", "H", 3, 8)


def test_w8_old_cat_cell_becomes_a_tree_before_clearing():
    s = position(W7, "F6 C, F7 T", phase="cat", round_scores=[[36], [1]])
    s2, _ = ww.apply(s, 0, ww.parse_move("cat E5"))
    assert s2.phase == "cat" and s2.forests[0].cells[NAME_TO_CELL["F6"]] == "T"
    assert 0 not in ww.to_act(s2) and ww.to_act(s2) == {1}
    with pytest.raises(errors.NotYourTurn):
        ww.resolve(s2, 0, ww.parse_move("cat stay"))


def test_w9_tree_groups():
    grid = ww.grid_of(position(W9).forests[0])
    assert SCORERS["TREE-2"](grid) == 4
    assert SCORERS["TREE-4"](grid) == 6
    assert SCORERS["TREE-5"](grid) == 12
    assert SCORERS["TREE-3"](grid) == 0
    assert SCORERS["TREE-1"](grid) == 10
    assert SCORERS["HEART-2"](grid) == 8


def _square(n, hole=None, col0=3, row0=3):
    """An n x n forest text (trees, cat top-left), optionally one cell left empty."""
    tokens = []
    for r in range(n):
        for c in range(n):
            where = f"{'ABCDEFGHIJK'[col0 + c]}{row0 + r + 1}"
            if where == hole:
                continue
            tokens.append(f"{where} {'C' if (r, c) == (0, 0) else 'T'}")
    return ", ".join(tokens)


def _w10(filler):
    forests = [_square(5, "H8") if s == filler else "F6 C" for s in range(4)]
    return position(*forests, round=2, start=1, turn=filler, pond="PPPPPPPP",
                    round_scores=[[10]] * 4)


def test_w10_round_end_timing_seat_two_fills():
    s = _w10(2)
    s, _ = ww.apply(s, 2, ww.parse_move("trees H8"))
    assert s.triggered and ww.to_act(s) == {3}
    s, _ = ww.apply(s, 3, ww.parse_move("trees F7"))
    assert ww.to_act(s) == {0} and s.phase == "turn"
    s, events = ww.apply(s, 0, ww.parse_move("trees F7"))
    assert s.phase == "cat" and "round_end" in [e.code for e in events]
    assert ww.to_act(s) == {0, 1, 2, 3}


def test_w10_round_end_timing_seat_zero_fills():
    s = _w10(0)
    s, events = ww.apply(s, 0, ww.parse_move("trees H8"))
    assert s.phase == "cat"
    scores = [e.params for e in events if e.code == "round_score"]
    assert [p["cards"]["bonus"] for p in scores] == [4, 0, 0, 0]


def test_w11_solo_phantom_turn():
    s = position("F6 C", pond="HP*.SW.P",
                 solo={"values": {"P": 5, "H": 8, "W": 6, "S": 3}, "tokens": [3]})
    events = []
    engine._phantom_turn(s, events)
    assert s.solo.space == 5 and s.pond[2] is None and s.pond[5] is None
    assert s.solo.collection["W"] == 1
    (ev,) = events
    assert ev.code == "phantom" and ev.params["line"] == "phantom 3 -> 6 W"


def test_w12_supply_rebuilt():
    s = position("F6 C", pond={4: "P", 8: "S"}, supply=1, discard="HHSWP")
    s2, events = ww.apply(s, 0, ww.parse_move("take 4 O4 F4,G4,F5,G5 wisp=F4"))
    assert len(s2.supply) == 3 and s2.discard == []
    assert "supply_rebuilt" in [e.code for e in events]
    assert ww.resolve(s, 0, ww.parse_move("take 4 O4 F4,G4,F5,G5 wisp=F4"))
    short = position("F6 C", pond={4: "P"}, supply=1, discard="H")
    assert code_of(short, 0, "take 4 O4 F4,G4,F5,G5 wisp=F4") == "NO_TILES"
