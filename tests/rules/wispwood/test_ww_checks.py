"""Every Wispwood reason code (§4.9) and the order in which the checks run."""

from __future__ import annotations

import pytest

import rules.wispwood as ww
from rules import errors
from rules.wispwood.fixtures import position
from rules.wispwood.geometry import NAME_TO_CELL, bits, name

# Example pond: space 1 L4/D2, 2 D2/I3, 3 I3/L3, 4 L3/O4, 5 O4/I4, 6 I4/T4, 7 T4/S4, 8 S4/L4.
FOREST = "F5 T, G5 P, F6 C, G6 T"


def code(state, text, seat=0):
    with pytest.raises(errors.GroveError) as info:
        ww.resolve(state, seat, ww.parse_move(text))
    return info.value.code


def base(**facts):
    facts.setdefault("pond", {1: "P", 2: "H", 4: "S"})
    return position(facts.pop("forest", FOREST), **facts)


# ------------------------------------------------------------------ the common checks


def test_table_level_refusals():
    s = base()
    with pytest.raises(errors.NotSeated):
        ww.resolve(s, 3, ww.parse_move("refill"))
    two = position(FOREST, "F6 C", pond={1: "P"})
    with pytest.raises(errors.NotYourTurn):
        ww.resolve(two, 1, ww.parse_move("trees F7"))
    two.phase = "over"
    with pytest.raises(errors.GameOver):
        ww.resolve(two, 0, ww.parse_move("trees F7"))


@pytest.mark.parametrize("text", ["refill", "cat-refill", "take 1 D2 E5,E6 wisp=E5",
                                  "trees F7"])
def test_wrong_phase_in_the_cat_phase(text):
    assert code(base(phase="cat"), text) == "WRONG_PHASE"


@pytest.mark.parametrize("text", ["cat stay", "cat G6"])
def test_wrong_phase_during_a_turn(text):
    assert code(base(), text) == "WRONG_PHASE"


def test_wrong_phase_comes_first():
    # Hidden cat, empty space: still WRONG_PHASE.
    s = base(forest="F5 T, F6 c", phase="cat")
    assert code(s, "take 5 O4 E5,E6,E7,E8 wisp=E5 cat") == "WRONG_PHASE"


# ------------------------------------------------------------------ refills


def test_refill_codes_in_order():
    after = base(pond={2: "H"}, actions=["cat-refill"])
    assert code(after, "refill") == "REFILL_NOT_FIRST"
    empty_after = base(pond={}, actions=["refill"])
    assert code(empty_after, "refill") == "REFILL_NOT_FIRST"
    assert code(base(pond={}), "refill") == "NOTHING_TO_REFILL"
    assert code(base(pond={2: "H", 3: "S"}), "refill") == "REFILL_MIXED_POND"
    ww.resolve(base(pond={2: "H", 3: "H"}), 0, ww.parse_move("refill"))


def test_cat_refill_needs_a_ready_cat():
    assert code(base(forest="F5 T, F6 c"), "cat-refill") == "CAT_HIDDEN"
    s, _ = ww.apply(base(), 0, ww.parse_move("cat-refill"))
    assert code(s, "cat-refill") == "CAT_HIDDEN"
    # A free refill may come first, then the cat refill.
    s, _ = ww.apply(base(pond={2: "H"}), 0, ww.parse_move("refill"))
    ww.resolve(s, 0, ww.parse_move("cat-refill"))


# ------------------------------------------------------------------ take


def test_space_empty_first():
    hidden = base(forest="F5 T, F6 c")
    # Space 3 is empty; the cat is hidden and the shape needs it: SPACE_EMPTY first.
    assert code(hidden, "take 3 O4 A1,A2,B1,B2 wisp=A1 cat") == "SPACE_EMPTY"
    solo = position(FOREST, pond="P*......")
    assert code(solo, "take 2 D2 E5,E6 wisp=E5") == "SPACE_EMPTY"


def test_cat_hidden_then_cat_not_needed_then_shape_not_allowed():
    hidden = base(forest="F5 T, F6 c")
    assert code(hidden, "take 1 D2 E5,E6 wisp=E5 cat") == "CAT_HIDDEN"
    assert code(hidden, "take 1 O4 D5,E5,D6,E6 wisp=E5 cat") == "CAT_HIDDEN"
    assert code(base(), "take 1 D2 E5,E6 wisp=E5 cat") == "CAT_NOT_NEEDED"
    assert code(base(), "take 1 L4 E4,E5,E6,D6 wisp=E5 cat") == "CAT_NOT_NEEDED"
    with pytest.raises(errors.IllegalMove) as info:
        ww.resolve(base(), 0, ww.parse_move("take 1 O4 D5,E5,D6,E6 wisp=E5"))
    assert info.value.code == "SHAPE_NOT_ALLOWED"
    assert info.value.params["first"] == "L4" and info.value.params["second"] == "D2"
    ww.resolve(base(), 0, ww.parse_move("take 1 O4 D5,E5,D6,E6 wisp=E5 cat"))


def test_take_geometry_codes_in_order():
    s = base()
    # Not the shape, and also occupied and far away: NOT_SHAPE first.
    assert code(s, "take 2 I3 F5,F6,H9 wisp=F5") == "NOT_SHAPE"
    # A shape whose wisp cell is outside it and which also overlaps: WISP_NOT_IN_SHAPE.
    assert code(s, "take 2 I3 F4,F5,F3 wisp=A1") == "WISP_NOT_IN_SHAPE"
    assert code(s, "take 2 I3 F3,F4,F5 wisp=F3") == "CELL_OCCUPIED"
    # No contact and too big at once: NO_CONTACT first.
    assert code(s, "take 2 I3 A1,B1,C1 wisp=A1") == "NO_CONTACT"
    assert code(s, "take 2 I3 H5,I5,J5 wisp=H5") == "TOO_BIG"


def test_witch_rule_then_no_tiles():
    s = base(pond={2: "W"}, supply=0)
    # Outside the cat's row and column, and no tiles: WITCH_RULE first.
    assert code(s, "take 2 D2 E4,E5 wisp=E4") == "WITCH_RULE"
    assert code(s, "take 2 D2 E6,E7 wisp=E6") == "NO_TILES"
    s.discard = ["P"]  # the discard pile counts too (4.7)
    ww.resolve(s, 0, ww.parse_move("take 2 D2 E6,E7 wisp=E6"))


@pytest.mark.parametrize(("card", "allowed", "forbidden"), [
    ("WITCH-1", {"E5", "G7", "E7", "D4", "H8", "C9", "I3"}, {"F5", "E6", "H7", "D5", "F6"}),
    ("WITCH-2", {"E6", "D6", "F7", "F9", "A6", "F1"}, {"E5", "G7", "F6", "D4"}),
    ("WITCH-3", {"E5", "E6", "E7", "F7", "G7", "G5"}, {"D4", "F8", "F6", "H6"}),
    ("WITCH-5", {"D4", "D8", "H8", "F8", "D6", "H7", "E4"}, {"E5", "F6", "C6", "F9", "G7"}),
])
def test_witch_cards(card, allowed, forbidden):
    # The cat is at F6 (measured from the cat's current cell, RULING 8 / 9).
    forest = position(FOREST).forests[0]
    cells = {name(c) for c in bits(ww.witch_mask(card, forest))}
    assert allowed <= cells
    assert not forbidden & cells


def test_witch_4_chain_through_earlier_witches():
    forest = position("F6 C, G7 W, H8 W, E6 W, D7 T").forests[0]
    cells = {name(c) for c in bits(ww.witch_mask("WITCH-4", forest))}
    # Diagonal to the cat, or to G7 / H8 (chain), but not to E6 (orthogonal to the cat).
    assert {"E5", "G5", "E7", "I9", "I7", "G9", "F8", "H6"} <= cells
    assert "D5" not in cells and "D7" not in cells
    s = position("F6 C, G7 W, H8 W, G6 T", pond={2: "W"},
                 cards=["TREE-2", "PUMP-1", "HEART-2", "WITCH-4", "SPARK-1"])
    ww.resolve(s, 0, ww.parse_move("take 2 D2 I8,I9 wisp=I9"))
    assert code(s, "take 2 D2 I8,I9 wisp=I8") == "WITCH_RULE"


# ------------------------------------------------------------------ trees


def test_must_take_after_cat_refill():
    s, _ = ww.apply(base(), 0, ww.parse_move("cat-refill"))
    assert any(isinstance(m, ww.Take) for m in ww.legal_moves(s, 0))
    assert code(s, "trees F6") == "MUST_TAKE"  # before CELL_OCCUPIED
    # With no legal take the forced tree turn is allowed.
    stuck = base(pond={}, actions=["cat-refill"], forest="F5 T, F6 c")
    ww.resolve(stuck, 0, ww.parse_move("trees F7"))


def test_tree_codes_in_order():
    s = base(supply=0)
    assert code(s, "trees F6,A1") == "CELL_OCCUPIED"
    assert code(s, "trees A1,I6") == "NO_CONTACT"
    assert code(s, "trees H6,I6,J6") == "TOO_BIG"
    assert code(s, "trees F7") == "NO_TILES"
    s.discard = ["P", "H"]
    assert code(s, "trees E7,F7,F8") == "NO_TILES"
    ww.resolve(s, 0, ww.parse_move("trees F7,F8"))


# ------------------------------------------------------------------ between rounds


def test_cat_target_must_be_own_tree():
    s = base(phase="cat")
    assert code(s, "cat G5") == "CAT_TARGET_NOT_TREE"   # a pumpkin
    assert code(s, "cat A1") == "CAT_TARGET_NOT_TREE"   # empty
    assert code(s, "cat F6") == "CAT_TARGET_NOT_TREE"   # the cat itself
    ww.resolve(s, 0, ww.parse_move("cat G6"))
    ww.resolve(s, 0, ww.parse_move("cat stay"))


# ------------------------------------------------------------------ undo and resign


def test_undo_codes():
    two = position(FOREST, "F6 C", pond={1: "P", 2: "H"})
    assert code(two, "undo") == "NOTHING_TO_UNDO"
    s, _ = ww.apply(two, 0, ww.parse_move("trees F7"))
    assert code(s, "undo", seat=1) == "NOTHING_TO_UNDO"
    back, events = ww.apply(s, 0, ww.parse_move("undo"))
    assert ww.to_json(back)["forests"] == ww.to_json(two)["forests"]
    assert back.supply == two.supply and ww.to_act(back) == {0}
    assert back.turn_no > s.turn_no and events[0].code == "undo"
    # A take that empties the pond makes the next turn's compulsory refill: revealed.
    one = position(FOREST, "F6 C", pond={2: "H"})
    s, events = ww.apply(one, 0, ww.parse_move("take 2 D2 E6,E7 wisp=E6"))
    assert "auto_refill" in [e.code for e in events]
    assert code(s, "undo") == "UNDO_REVEALED"
    # Another seat's move ends the chance.
    s, _ = ww.apply(two, 0, ww.parse_move("trees F7"))
    s, _ = ww.apply(s, 1, ww.parse_move("trees F7"))
    assert code(s, "undo") == "NOTHING_TO_UNDO"


def test_resign_codes():
    three = position(FOREST, "F6 C", "F6 C", pond={1: "P"})
    s, _ = ww.apply(three, 2, ww.Resign())
    assert code(s, "resign", seat=2) == "ALREADY_RESIGNED"


def test_cell_names_in_error_params_are_public():
    with pytest.raises(errors.IllegalMove) as info:
        ww.resolve(base(), 0, ww.parse_move("take 2 I3 F3,F4,F5 wisp=F3"))
    assert info.value.params == {"cell": "F5"}
    assert NAME_TO_CELL["F5"] in base().forests[0].cells


@pytest.mark.parametrize("move", [
    ww.Take(0, "D2", (60, 61), 60), ww.Take(9, "D2", (60, 61), 60),
    ww.Take(2, "Q9", (60, 61), 60), ww.Take(2, "I3", (60, 61), 60),
    ww.Take(2, "D2", (11, 12), 11), ww.Take(2, "D2", (60, 60), 60),
    ww.Trees(()), ww.Trees((1, 2, 3, 4)), ww.Trees((11,)), ww.Trees((500,)),
])
def test_moves_built_in_code_are_checked_like_parsed_ones(move):
    # Cell 11 is the guard column, 500 is off the canvas: the parser never makes these.
    with pytest.raises(errors.BadNotation):
        ww.resolve(base(), 0, move)
