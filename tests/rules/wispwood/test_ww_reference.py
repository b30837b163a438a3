"""Wispwood against an independent reference implementation of its spec (reference.py):
random games compared step by step (the long campaign is bench/wispwood_differential.py),
and tricky positions from the spec's rulings, where the package, the reference and the
spec's expected answer must all agree."""

from __future__ import annotations

import random

import pytest

import rules.wispwood as ww
from rules.wispwood.fixtures import position

from . import differential as d
from . import reference as ref


@pytest.mark.parametrize("seed, steps", [(1, 400), (2, 400), (9, 20), (5, 15)])
def test_random_games_agree_with_the_reference(seed, steps):
    # whole games for seeds 1 and 2, the first steps of longer ones; together they cover
    # 1 to 4 seats (play draws the seat count from the seed)
    assert d.play(seed, sample=3, max_steps=steps) > 10


def answers(state, seat, text):
    """(package, reference) answers for a move text: canonical text or ``!CODE``."""
    move = ww.parse_move(text)
    rs = ref.from_package_json(ww.to_json(state))
    return d.pkg_resolve(state, seat, move), d.ref_resolve(rs, seat, move)


def check(state, text, expected, seat=0):
    pkg, mine = answers(state, seat, text)
    assert (pkg, mine) == (expected, expected)


# Forest of W6: F5 tree, G5 pumpkin, F6 cat, G6 tree.
W6 = "F5 T, G5 P, F6 C, G6 T"


def witch_position(card, forest=W6, pond=".W......", **facts):
    cards = ["TREE-2", "PUMP-1", "HEART-2", card, "SPARK-1"]
    return position(forest, pond=pond, cards=cards, **facts)


@pytest.mark.parametrize("card, text, expected", [
    # WITCH-1: a diagonal line at any distance, never the cat's row
    ("WITCH-1", "take 2 I3 E5,E6,E7 wisp=E5", "take 2 I3 E5,E6,E7 wisp=E5"),
    ("WITCH-1", "take 2 I3 E5,E6,E7 wisp=E6", "!WITCH_RULE"),
    ("WITCH-1", "take 2 D2 G7,H7 wisp=H7", "!WITCH_RULE"),
    # WITCH-2: exactly one of dc, dr is zero
    ("WITCH-2", "take 2 D2 F7,G7 wisp=F7", "take 2 D2 F7,G7 wisp=F7"),
    ("WITCH-2", "take 2 D2 F7,G7 wisp=G7", "!WITCH_RULE"),
    # WITCH-3: the 8 surrounding cells only
    ("WITCH-3", "take 2 D2 F7,G7 wisp=G7", "take 2 D2 F7,G7 wisp=G7"),
    ("WITCH-3", "take 2 I3 E5,E6,E7 wisp=E7", "take 2 I3 E5,E6,E7 wisp=E7"),
    ("WITCH-3", "take 2 I3 E4,E5,E6 wisp=E4", "!WITCH_RULE"),
    # WITCH-5 (RULING 9): Chebyshev distance exactly 2, a knight's step included
    ("WITCH-5", "take 2 I3 E4,E5,E6 wisp=E4", "take 2 I3 E4,E5,E6 wisp=E4"),
    ("WITCH-5", "take 2 D2 F7,F8 wisp=F8", "take 2 D2 F7,F8 wisp=F8"),
    ("WITCH-5", "take 2 I3 E5,E6,E7 wisp=E7", "!WITCH_RULE"),
    # the window is checked before the witch rule, the witch rule before the tiles
    ("WITCH-3", "take 2 I3 G7,G8,G9 wisp=G9", "!TOO_BIG"),
])
def test_witch_rules(card, text, expected):
    check(witch_position(card), text, expected)


def test_witch_rule_comes_before_no_tiles():
    state = witch_position("WITCH-3", supply=0)
    check(state, "take 2 I3 E4,E5,E6 wisp=E4", "!WITCH_RULE")
    check(state, "take 2 I3 E5,E6,E7 wisp=E7", "!NO_TILES")


def test_witch_4_chain_uses_only_earlier_witches():
    # RULING 10: a chain of diagonal steps through witches already in the forest. E5 is
    # diagonal to the cat F6; D4 is diagonal to E5, so C3 (diagonal to D4) qualifies.
    state = witch_position("WITCH-4", forest="D4 W, E5 W, F6 C, E6 T, D5 T")
    check(state, "take 2 I3 C3,C4,C5 wisp=C3", "take 2 I3 C3,C4,C5 wisp=C3")
    check(state, "take 2 I3 C3,C4,C5 wisp=C4", "!WITCH_RULE")
    # G6 is a witch but only orthogonally next to the cat: H7 (diagonal to G6) fails
    state = witch_position("WITCH-4", forest="F6 C, G6 W, G5 T")
    check(state, "take 2 D2 G7,H7 wisp=H7", "!WITCH_RULE")
    # G7 is diagonal to the cat itself
    check(state, "take 2 D2 G7,H7 wisp=G7", "take 2 D2 G7,H7 wisp=G7")


def test_cat_flag_checks_come_in_spec_order():
    # a hidden cat with the flag: CAT_HIDDEN even when the shape is allowed anyway
    state = position("F6 c", pond=".P......")
    check(state, "take 2 D2 F7,G7 wisp=F7 cat", "!CAT_HIDDEN")
    state = position("F6 C", pond=".P......")
    check(state, "take 2 D2 F7,G7 wisp=F7 cat", "!CAT_NOT_NEEDED")
    check(state, "take 2 O4 F8,G8,F7,G7 wisp=F7 cat", "take 2 O4 F7,G7,F8,G8 wisp=F7 cat")
    check(state, "take 2 O4 F7,G7,F8,G8 wisp=F7", "!SHAPE_NOT_ALLOWED")
    # SPACE_EMPTY comes first of all
    check(state, "take 3 O4 F7,G7,F8,G8 wisp=F7 cat", "!SPACE_EMPTY")
    # NOT_SHAPE before WISP_NOT_IN_SHAPE before CELL_OCCUPIED
    check(state, "take 2 I3 F7,G7,H8 wisp=A1", "!NOT_SHAPE")
    check(state, "take 2 I3 F5,F6,F7 wisp=A1", "!WISP_NOT_IN_SHAPE")
    check(state, "take 2 I3 F5,F6,F7 wisp=F5", "!CELL_OCCUPIED")


def test_phantom_space_is_empty_for_the_player():
    state = position("F6 C", pond="P*P.....", solo={"space": 2, "tokens": [1, 2]})
    check(state, "take 2 D2 F7,G7 wisp=F7", "!SPACE_EMPTY")
    check(state, "take 1 D2 F7,G7 wisp=F7", "take 1 D2 F7,G7 wisp=F7")


def test_refill_checks():
    # REFILL_NOT_FIRST comes before NOTHING_TO_REFILL and REFILL_MIXED_POND
    state = position("F6 C", pond="PH......", actions=["cat-refill"])
    check(state, "refill", "!REFILL_NOT_FIRST")
    check(position("F6 C", pond="PH......"), "refill", "!REFILL_MIXED_POND")
    check(position("F6 C", pond=".H..H..H"), "refill", "refill")
    # a free refill may follow an automatic one (RULING 31): actions stay empty
    check(position("F6 C", pond="........", supply=0), "refill", "!NOTHING_TO_REFILL")
    # a cat-refill after a free refill, not twice
    check(position("F6 C", pond="HHHHHHHH", actions=["refill"]), "cat-refill", "cat-refill")
    check(position("F6 c", pond="HHHHHHHH", actions=["refill"]), "cat-refill", "!CAT_HIDDEN")


def test_must_take_and_forced_tree_turn():
    # RULING 4: after cat-refill a take exists, so a tree turn is refused, MUST_TAKE first
    state = position("F6 c", pond=".P......", actions=["cat-refill"])
    check(state, "trees F6", "!MUST_TAKE")
    check(state, "trees F7", "!MUST_TAKE")
    # only witches, WITCH-3, and every cell around the cat taken: no take exists, so the
    # tree turn is forced and legal (§4.8)
    block = "E5 T, F5 T, G5 T, E6 T, F6 c, G6 T, E7 T, F7 T, G7 T"
    cards = ["TREE-2", "PUMP-1", "HEART-2", "WITCH-3", "SPARK-1"]
    state = position(block, pond="WWWWWWWW", actions=["cat-refill"], cards=cards)
    check(state, "trees H6", "trees H6")
    # one free cell around the cat (G7): the D2 G7,H7 take exists, so MUST_TAKE
    state = position(block.replace("G7 T", "H5 T"), pond="WWWWWWWW", actions=["cat-refill"],
                     cards=cards)
    check(state, "take 1 D2 G7,H7 wisp=G7", "take 1 D2 G7,H7 wisp=G7")
    check(state, "trees H6", "!MUST_TAKE")


def test_tree_turn_contact_and_order():
    state = position("F6 c, G6 T, H6 P")
    check(state, "trees F7,E7", "trees E7,F7")
    check(state, "trees E7", "!NO_CONTACT")
    # CELL_OCCUPIED before NO_CONTACT
    check(state, "trees G6,A1", "!CELL_OCCUPIED")
    # a cell touching only diagonally is not connected
    check(state, "trees E7,F7,D8", "!NO_CONTACT")
    check(state, "trees D6,E6", "!TOO_BIG")
    # the cat is readied by a tree turn (RULING 6)
    new, _ = ww.apply(state, 0, ww.resolve(state, 0, ww.parse_move("trees F7")))
    assert new.forests[0].ready


def test_no_tiles_counts_supply_and_discard():
    # W12: one tile in the supply and 5 in the discard pile allow an O4 (3 trees)
    state = position("F6 C", pond="...P....", supply=1, discard="HHHHH")
    check(state, "take 4 O4 G8,F7,G7,F8 wisp=F7", "take 4 O4 F7,G7,F8,G8 wisp=F7")
    state = position("F6 C", pond="...P....", supply=1, discard="H")
    check(state, "take 4 O4 F7,G7,F8,G8 wisp=F7", "!NO_TILES")
    check(state, "trees F7,G7", "trees F7,G7")
    check(state, "trees F7,G7,F8", "!NO_TILES")


def test_cat_phase_moves():
    state = position("E5 T, F6 C, E4 P", "F6 C, F7 T", phase="cat", round_scores=[[1], [2]],
                     chosen=[False, False])
    check(state, "cat E5", "cat E5")
    check(state, "cat E4", "!CAT_TARGET_NOT_TREE")
    check(state, "cat stay", "cat stay")
    check(state, "trees F7", "!WRONG_PHASE")
    check(position("F6 C"), "cat stay", "!WRONG_PHASE")


def score_both(forest, card, round_no=3):
    state = position(forest)
    rs = ref.from_package_json(ww.to_json(state))
    cards = ["TREE-2", "PUMP-1", "HEART-2", "WITCH-2", "SPARK-1"]
    cards[["TREE", "PUMP", "HEART", "WITCH", "SPARK"].index(card.split("-")[0])] = card
    pkg = ww.score_forest(cards, state.forests[0], round_no)[card]
    mine = ref.score_forest(cards, rs["forests"][0], round_no)[card]
    return pkg, mine


@pytest.mark.parametrize("forest, card, expected", [
    # RULING 11: two equal largest tree groups, the second-largest equals the largest
    ("D4 T, E4 T, F6 C, H4 T, I4 T", "TREE-4", 4),
    # the cat splits tree groups (RULING 1)
    ("D6 T, E6 T, F6 C, G6 T, H6 T", "TREE-2", 2),
    # RULING 12: fewest-type tie takes the highest value (spark 7 tied at 0? no: 1 spark)
    ("E6 S, F6 C", "SPARK-3", 5),
    ("E6 S, F6 C, G6 P, H6 W, I6 H", "SPARK-3", 7),
    # RULING 13: PUMP-5 with 7 qualifying pumpkins is capped at 39
    ("A1 P, A2 P, A3 P, A4 P, A5 P, A6 P, A7 P, F6 C", "PUMP-5", 39),
    # RULING 14: PUMP-2 above 5 adds 8 each: 7 lone pumpkins -> 30 + 16
    ("A1 P, C1 P, E1 P, G1 P, I1 P, K1 P, A3 P, F6 C", "PUMP-2", 46),
    # PUMP-3: 4 pairs -> 37 + 14
    ("A1 P, A2 P, C1 P, C2 P, E1 P, E2 P, G1 P, G2 P, F6 C", "PUMP-3", 51),
    # HEART-5: a line of trees stops at the cat
    ("D6 H, E6 C, F6 T, D7 T, D8 T, D9 T", "HEART-5", 6),
    # HEART-4: the better diagonal, the heart itself excluded; the cat is no tree
    ("F6 H, G7 T, H8 T, E5 C, G5 T", "HEART-4", 4),
    # HEART-3: below = larger row number
    ("F5 H, F6 C, F7 T, F8 T, F4 T", "HEART-3", 4),
    # SPARK-1 counts another spark as a type; SPARK-2 counts the spark itself
    ("F5 S, G5 S, F6 C", "SPARK-1", 4),
    ("F5 S, F6 C", "SPARK-2", 2),
    # SPARK-4: no adjacent wisp scores 0; the lowest adjacent value counts
    ("F5 S, G5 H, F4 P, F6 C", "SPARK-4", 5),
    ("F5 S, F6 C", "SPARK-4", 0),
    # SPARK-5: wisp groups are split by the cat
    ("E6 S, F6 C, G6 P, D6 H", "SPARK-5", 4),
    # PUMP-4: wisp groups with a pumpkin, mixed types join
    ("E5 P, E6 H, F6 C, G6 P, H6 S", "PUMP-4", 9),
    # TREE-3: a tree with 3 orthogonal trees
    ("E5 T, D6 T, E6 T, E7 T, F6 C", "TREE-3", 3),
    # the witch table
    ("E5 W, E4 W, E3 W, E2 W, E1 W, F6 C", "WITCH-1", 28),
])
def test_scoring_rulings(forest, card, expected):
    assert score_both(forest, card) == (expected, expected)


def test_round_end_w10_last_seat_ends_the_round():
    # 4 seats, start seat 1; seat 2 fills its grid: seats 3 and 0 play, then the round ends
    almost = """
        D E F G
     4  T T T T
     5  T T T T
     6  T T C T
     7  T T T .
    """
    forests = ["F6 C"] * 4
    forests[2] = almost
    forests[0] = almost
    state = position(*forests, start=1, turn=2, pond="PPPPPPPP", round=1)
    for seat, text, phase in ((2, "trees G7", "turn"), (3, "trees F7", "turn"),
                              (0, "trees G7", "cat")):
        rs = ref.from_package_json(ww.to_json(state))
        move = ww.resolve(state, seat, ww.parse_move(text))
        state, _ = ww.apply(state, seat, move)
        after = ref.apply(rs, seat, ref.parse(text))
        d.compare_states(ww.to_json(state), after, text)
        assert state.phase == phase
    # seat 0 filled its grid in a final turn: bonus 2 as well (RULING 17)
    assert state.round_scores[0][0] == state.round_scores[2][0]


def test_final_tie_break_on_round_three():
    rs = {"seats": 3, "solo": None, "round_scores": [[10, 10, 5], [5, 10, 10], [10, 5, 10]]}
    assert ref.result(rs) == ({0: 25, 1: 25, 2: 25}, [[1, 2], [0]])


def play_both(state, seat, text):
    """Apply a move with the package and the reference and compare the next states."""
    rs = ref.from_package_json(ww.to_json(state))
    move = ww.resolve(state, seat, ww.parse_move(text))
    new, events = ww.apply(state, seat, move)
    d.compare_states(ww.to_json(new), ref.apply(rs, seat, ref.parse(str(move))), text)
    return new, events


def test_cat_refill_draws_back_the_wisps_it_discarded():
    # §4.2 + RULING 15: the pond's wisps go to the discard pile first; the supply (2 tiles)
    # runs dry at space 3, so the discard pile (those same 3 wisps) becomes the supply;
    # spaces 6-8 stay empty
    state = position("F6 C", pond="P.H.W...", supply=2)
    new, events = play_both(state, 0, "cat-refill")
    assert [w is not None for w in new.pond] == [True] * 5 + [False] * 3
    assert sorted(new.pond[2:5]) == ["H", "P", "W"] and new.discard == []
    assert "supply_rebuilt" in [e.code for e in events]


def test_no_tiles_at_all_passes_until_the_round_ends():
    # RULING 29: seat 0 lays the last tile; seat 1 cannot move and passes, then seat 0
    # passes too: everybody passed in a row, so the round ends
    state = position("F6 C", "F6 C", pond="PPPPPPPP", supply=1)
    new, events = play_both(state, 0, "trees F7")
    codes = [e.code for e in events]
    assert codes.count("pass") == 2 and "round_end" in codes
    assert new.phase == "cat"


def test_refill_order_in_solo_starts_after_the_phantom():
    # RULING 16: in solo the refill goes clockwise from the space after the phantom (6)
    state = position("F6 C", pond="HHHHH*HH", supply=7, solo={"space": 6, "tokens": [1, 2]})
    top7 = list(reversed(state.supply))
    new, _ = play_both(state, 0, "refill")
    assert [new.pond[i] for i in (6, 7, 0, 1, 2, 3, 4)] == top7
    assert new.pond[5] is None


def test_solo_last_token_gives_one_final_turn():
    # §5.6: the phantom uses the round's last token after the player's turn; the player
    # then takes one final turn and the round ends, grid full or not
    state = position("F6 C", pond="PHWS*PHW", round=1,
                     solo={"space": 5, "tokens": [2], "values": {"P": 5, "H": 8, "W": 6, "S": 3}})
    state, _ = play_both(state, 0, "trees F7")
    assert state.phase == "turn" and state.solo.final_turn and state.solo.tokens == []
    state, events = play_both(state, 0, "trees F8")
    assert state.phase == "cat" and "round_end" in [e.code for e in events]
    # the phantom took the heart (8) from space 7 and scores it: 1 x 8
    assert state.solo.scores == [8]


def test_ranking_breaks_ties_on_round_three():
    # RULING 18 / §5.5: equal totals; the higher round-3 score ranks first, equal on both
    # share a place
    state = position("F6 C", "F6 C", "F6 C", phase="over", round=3,
                     round_scores=[[10, 10, 5], [5, 10, 10], [10, 5, 10]])
    res = ww.result(state)
    rs = ref.from_package_json(ww.to_json(state))
    assert ref.result(rs) == ({0: 25, 1: 25, 2: 25}, [[1, 2], [0]])
    assert ([sorted(g) for g in res.ranking], res.scores) == ([[1, 2], [0]], ref.result(rs)[0])


def test_solo_equal_totals_are_a_loss():
    state = position("F6 C", phase="over", round=3, round_scores=[[10, 10, 10]],
                     solo={"space": 1, "tokens": []})
    state.solo.scores = [10, 10, 10]
    state.end_reason = "complete"
    assert ww.result(state).ranking == [] and ref.result(
        ref.from_package_json(ww.to_json(state)))[1] == []
    state.solo.scores = [10, 10, 9]
    assert ww.result(state).ranking == [[0]]


@pytest.mark.parametrize("shape", sorted(ref.SHAPES))
def test_anchor_form_matches_the_reference_orientations(shape):
    # §2.3: every orientation code at anchors across the canvas gives the reference's cells
    for code in ref.ORIENTS:
        form = ref.orient(ref.SHAPES[shape], code)
        for anchor in ("A1", "D3", "F6", "H8"):
            ax, ay = ref.parse_cell(anchor)
            cells = {(ax + x, ay + y) for x, y in form}
            move = ww.parse_move(f"take 1 {shape}@{anchor}:{code} wisp={anchor}")
            assert str(move).split()[3] == ref.cells_text(cells), (shape, code, anchor)


def test_w3_orientations_in_the_reference():
    # the spec's worked example W3, for the reference itself
    def at(shape, anchor, code):
        ax, ay = ref.parse_cell(anchor)
        return ref.cells_text((ax + x, ay + y) for x, y in ref.orient(ref.SHAPES[shape], code))

    assert at("L4", "D3", "R90") == "D3,E3,F3,D4"
    assert at("L4", "D3", "R90M") == "D3,D4,E4,F4"
    assert at("T4", "C2", "R90") == "D2,C3,D3,D4"
    assert at("T4", "E7", "R270") == "E7,E8,F8,E9"


W7 = """
    D E F G
 4  T P T H
 5  T T W T
 6  S T C P
 7  P T H T
"""
W7_POINTS = {"TREE-1": 4, "TREE-2": 5, "TREE-3": 0, "TREE-4": 2, "TREE-5": 4, "PUMP-1": 15,
             "PUMP-2": 15, "PUMP-3": 0, "PUMP-4": 15, "PUMP-5": 4, "HEART-1": 7, "HEART-2": 8,
             "HEART-3": 4, "HEART-4": 6, "HEART-5": 4, "WITCH-2": 4, "SPARK-1": 2, "SPARK-2": 4,
             "SPARK-3": 7, "SPARK-4": 5, "SPARK-5": 4}


@pytest.mark.parametrize("card", sorted(W7_POINTS))
def test_w7_every_card_in_the_reference_and_the_package(card):
    assert score_both(W7, card, round_no=1) == (W7_POINTS[card], W7_POINTS[card])


def test_w7_round_score_and_bonus_in_the_reference():
    rs = ref.from_package_json(ww.to_json(position(W7)))
    points = ref.score_forest(["TREE-2", "PUMP-1", "HEART-2", "WITCH-2", "SPARK-1"],
                              rs["forests"][0], 1)
    assert points["bonus"] == 2 and sum(points.values()) == 36


ALL_CARDS = [f"{c}-{i}" for c in ("TREE", "PUMP", "HEART", "WITCH", "SPARK") for i in range(1, 6)]


def random_forest_text(rng):
    """A random forest up to 6 x 6 (not necessarily reachable in play), biased to one kind
    so the tables' upper ends (PUMP-2 above 5, PUMP-3 above 3, PUMP-5's cap) are met."""
    kinds = ["T", "P", "H", "W", "S", "."]
    weights = [rng.random() for _ in kinds]
    weights[rng.randrange(len(kinds))] += 2
    size = rng.randint(3, 6)
    x0, y0 = rng.randint(0, 11 - size), rng.randint(0, 11 - size)
    cells = [(x0 + x, y0 + y) for x in range(size) for y in range(size)]
    cat = rng.choice(cells)
    tokens = [f"{ref.cell_name(cat)} C"]
    for c in cells:
        k = rng.choices(kinds, weights)[0]
        if c != cat and k != ".":
            tokens.append(f"{ref.cell_name(c)} {k}")
    return ", ".join(tokens)


def compare_scores(rng):
    forest = random_forest_text(rng)
    state = position(forest)
    rs = ref.from_package_json(ww.to_json(state))
    for i in range(0, 25, 5):
        cards = ALL_CARDS[i:i + 5]
        pkg = ww.score_forest(cards, state.forests[0], 3)
        mine = ref.score_forest(cards, rs["forests"][0], 3)
        assert pkg == mine, forest


def test_random_forests_score_like_the_reference():
    rng = random.Random(2026)
    for _ in range(150):
        compare_scores(rng)


def test_w8_between_rounds_in_both():
    # W8: the cat moves to E5, trees leave, nothing is re-centred (D-G x 4-7 is centred)
    state = position(W7, "F6 C, F7 T, G7 T", phase="cat", round_scores=[[36], [3]],
                     pond="PPPPPPPP")
    state, _ = play_both(state, 0, "cat E5")
    assert state.phase == "cat"
    state, _ = play_both(state, 1, "cat F7")
    assert state.phase == "turn" and state.round == 2 and state.start == 1
    rs = ref.from_package_json(ww.to_json(state))
    assert {ref.cell_name(c): k for c, k in rs["forests"][0]["cells"].items()} == {
        "E4": "P", "G6": "P", "D7": "P", "G4": "H", "F7": "H", "F5": "W", "D6": "S"}
    assert ref.cell_name(rs["forests"][0]["cat"]) == "E5"
    # seat 1 kept only its cat (moved to F7): re-centred to F6
    assert rs["forests"][1]["cells"] == {} and ref.cell_name(rs["forests"][1]["cat"]) == "F6"


def test_passes_after_the_trigger_end_the_round_at_the_last_seat():
    # seat 0 fills its grid with the last tile (trigger); seats 1 and 2 cannot move and pass;
    # seat 2 is the round's last seat, so the round ends after its pass (a pass is its turn)
    almost = """
        D E F G
     4  T T T T
     5  T T T T
     6  T T C T
     7  T T T .
    """
    state = position(almost, "F6 C", "F6 C", pond="PPPPPPPP", supply=1)
    new, events = play_both(state, 0, "trees G7")
    codes = [e.code for e in events]
    assert codes.count("pass") == 2 and new.phase == "cat"
    assert new.round_scores[0][0] > 0 and new.round_scores[1][0] == 0
