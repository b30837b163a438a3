"""One hand-scored grid per objective card (§2.4), each worked out in its comment."""

from __future__ import annotations

import pytest

from rules.wispwood import grid_of
from rules.wispwood.fixtures import position
from rules.wispwood.scoring import CARDS, SCORERS, table_points, witch_points


def score(card: str, text: str) -> int:
    return SCORERS[card](grid_of(position(text).forests[0]))


def test_tree_1_rows_of_three():
    # Row 1 has A1 B1 C1; column A has A1 A2 A3; row 2 has one tree -> 2 * 2.
    assert score("TREE-1", """
        A B C D
     1  T T T .
     2  T C . .
     3  T . . .
    """) == 4


def test_tree_2_great_grove_cat_splits():
    # {A1,B1} and {D1,D2,D3}: the cat at C1 is no tree, so the largest group is 3, not 6.
    assert score("TREE-2", """
        A B C D
     1  T T C T
     2  . . . T
     3  . . . T
    """) == 3


def test_tree_3_deep_woods():
    # B1 touches A1 C1 B2; B2 touches A2 C2 B1 (B3 empty); corners touch 2 -> 2 trees * 3.
    assert score("TREE-3", """
        A B C
     1  T T T
     2  T T T
     3  C . .
    """) == 6


TWO_TRIPLES = """
    A B C D E
 1  T T T . T
 2  C . . . .
 3  T T T . .
"""


def test_tree_4_second_largest_equal_to_largest():
    # Sizes 3, 3, 1 (the cat at A2 splits): RULING 11 -> the second entry is 3 -> 6.
    assert score("TREE-4", TWO_TRIPLES) == 6
    assert score("TREE-4", "F6 C, G6 T") == 0  # fewer than two groups


def test_tree_5_copses():
    # Two groups of 3 and a single tree -> 2 * 4.
    assert score("TREE-5", TWO_TRIPLES) == 8


def test_pump_1_sudoku():
    # C2 is alone in row 2 and column C; A1/A3 share column A, A3/B3 share row 3 -> 1 -> 4.
    assert score("PUMP-1", """
        A B C
     1  P . .
     2  . C P
     3  P P .
    """) == 4


def test_pump_2_lone_lanterns_beyond_the_table():
    # Six pumpkins two cells apart: all lone -> 30 + 8 for the sixth (RULING 14).
    six = """
        A B C D E F G H
     1  P . P . P . P .
     2  . . . . . . . C
     3  P . P . . . . .
    """
    assert score("PUMP-2", six) == 38
    # A pumpkin at B2 touches A1 C1 A3 C3 diagonally: only E1 and G1 stay lone -> 9.
    assert score("PUMP-2", six.replace(" 2  . .", " 2  . P")) == 9


def test_pump_3_pairs_beyond_the_table():
    # Four groups of exactly two and one of three -> 37 + 14 (RULING 14).
    assert score("PUMP-3", """
        A B C D E
     1  P P . P P
     2  . . C . .
     3  P P . P P
     4  . . . . .
     5  P P P . .
    """) == 51


def test_pump_4_wisp_groups_with_a_pumpkin():
    # Wisp groups {A1,B1} (P,H) and {D1,D2} (S,P) hold pumpkins; {A3} and {C3} do not -> 9.
    assert score("PUMP-4", """
        A B C D
     1  P H . S
     2  T C . P
     3  H . W .
    """) == 9


def test_pump_5_crossed_plans():
    # A1-C3 share a falling line (through the cat), C3-B4 a rising one; D3 shares none -> 4.
    assert score("PUMP-5", """
        A B C D
     1  P . . .
     2  . C . .
     3  . . P P
     4  . P . .
    """) == 4
    assert table_points("PUMP-5", 9) == 39  # RULING 13: capped


def test_heart_1_cross_rays():
    # A1: row B1 C1 + column A2 A3 = 4; C3: row A3 + column C1 = 2.
    assert score("HEART-1", """
        A B C
     1  H T T
     2  T C .
     3  T . H
    """) == 6


def test_heart_2_out_of_sight():
    # A1 touches B1 A2 (2 * 2); B3 touches C3 only (B2 is the cat) -> 2.
    assert score("HEART-2", """
        A B C
     1  H T .
     2  T C .
     3  . H T
    """) == 6


def test_heart_3_shimmer_below():
    # A1: A2 A3 below -> 4; B1: B3 B4 below (any distance, past the cat) -> 4; C4's tree
    # is above nothing.
    assert score("HEART-3", """
        A B C
     1  H H .
     2  T C .
     3  T T .
     4  . T T
    """) == 8


def test_heart_4_ray_of_hope():
    # B2 falling line: A1, C3 (D4 is the cat) = 2; rising: A3 = 1 -> 2 * 2.
    assert score("HEART-4", """
        A B C D
     1  T . . T
     2  . H . .
     3  T . T .
     4  . . . C
    """) == 4


def test_heart_5_through_the_trees():
    # A1: right B1 C1 then the cat stops the line (2); down A2 A3 A4 (3) -> 2 * 3.
    assert score("HEART-5", """
        A B C D E
     1  H T T C T
     2  T . . . .
     3  T . . . .
     4  T . . . .
    """) == 6


@pytest.mark.parametrize("card", ["WITCH-1", "WITCH-2", "WITCH-3", "WITCH-4", "WITCH-5"])
def test_witch_cards_score_sets_of_three(card):
    # Four witches: 18 for the set of three + 4 for the one left over.
    assert score(card, "F6 C, G6 W, H6 W, I6 W, J6 W") == 22


def test_witch_points_table():
    assert [witch_points(n) for n in range(7)] == [0, 4, 10, 18, 22, 28, 36]


def test_spark_1_magnetic_glow():
    # A1 sees P W -> 4; C2 sees P H S -> 6; B3 sees W S -> 4 (the cat is nothing).
    assert score("SPARK-1", """
        A B C
     1  S P H
     2  W C S
     3  . S .
    """) == 14


def test_spark_2_light_in_the_tunnel():
    # A1: row S P H = 3 (column S W = 2) -> 6; A3: column S W = 2 -> 4; C3: 1 -> 2.
    assert score("SPARK-2", """
        A B C D
     1  S P . H
     2  W C . .
     3  S T S .
    """) == 12


def test_spark_3_needle_in_a_haystack():
    # S2 P2 H2 W1: witches are fewest (value 4) -> 2 sparks * 4.
    base = """
        A B C
     1  S S P
     2  H C P
     3  H W {}
    """
    assert score("SPARK-3", base.format(".")) == 8
    # All four types at 2: RULING 12 takes the highest tied value, spark 7 -> 14.
    assert score("SPARK-3", base.format("W")) == 14


def test_spark_4_synergy():
    # A1 touches H (7) and P (5) -> 5; C2 touches W (6) -> 6; a lone spark scores 0.
    assert score("SPARK-4", """
        A B C D E
     1  S H . . .
     2  P C S . S
     3  . . W . .
    """) == 11


def test_spark_5_toward_the_light():
    # {A1,B1,A2} holds S P H -> 6; {D1,D2} only sparks -> 2.
    assert score("SPARK-5", """
        A B C D
     1  S P T S
     2  H C . S
     3  . . . .
    """) == 8


def test_every_card_has_a_test_here():
    names = {n for n in globals() if n.startswith("test_")}
    covered = {c for c in CARDS if any(c.lower().replace("-", "_") in n for n in names)}
    assert covered | {c for c in CARDS if c.startswith("WITCH")} == set(CARDS)
