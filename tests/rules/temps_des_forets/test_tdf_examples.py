"""The worked examples W1-W13 of spec §9, through the fixtures helper."""

from __future__ import annotations

import pytest

import rules.temps_des_forets as tdf
from rules import errors
from rules.temps_des_forets.cards import OBJECT_NAMES
from rules.temps_des_forets.fixtures import DEAL_W, parse_ring, play, position
from rules.temps_des_forets.textview import ring_text


def code_of(text: str, state) -> str:
    with pytest.raises(errors.GroveError) as info:
        tdf.resolve(state, 0, tdf.parse_move(text))
    return info.value.code


def ring_of(state) -> str:
    return ring_text(tdf.view(state)).replace("#", "").replace("*", "")


def test_w1_dawn_one():
    s = position(DEAL_W, forbidden="H")
    v = tdf.view(s)
    assert [t.code for t in v.trees if not t.touchable] == ["CH", "JH", "AH"]
    assert [t.hour for t in v.trees if not t.touchable] == [3, 6, 9]
    assert v.available_objects == ("L", "M", "K")
    assert code_of("H 5-9", s) == "OBJECT_DRAWN"


def test_w2_w3_key_then_mirror():
    s = play(position(), "K 1-10")
    assert s.tree_at(1) == "VL" and s.tree_at(10) == "AL"
    assert all(v == "i" for v in s.trees.values())
    assert s.used_objects == ["K"]
    assert code_of("K 2-3", s) == "OBJECT_ALREADY_USED"
    s = play(s, "M 4-10")
    assert s.tree_at(4) == "AL" and s.tree_at(5) == "AK" and s.tree_at(10) == "VM"


def test_w4_w5_untouchable_and_drawn():
    s = position()
    assert code_of("L 3-4", s) == "UNTOUCHABLE"
    assert code_of("H 5-9", s) == "OBJECT_DRAWN"


def night_one():
    s = play(position(), "K 1-10; M 4-10; end")
    assert s.phase == "night"
    return play(s, "I 1-2")


def test_w6_pattern_one_then_used():
    s = night_one()
    assert s.trees["VL"] == "o" and s.trees["VK"] == "o"
    assert sorted(s.rotated) == ["VK", "VL"]
    assert code_of("I 11-12", s) == "PATTERN_ALREADY_USED"


def test_w7_w8_same_night_and_swap_at_night():
    s = night_one()
    assert code_of("II 1-2", s) == "ROTATED_TONIGHT"
    assert code_of("L 4-5", s) == "NOT_DAY"


def test_w9_w10_dusk_and_night_two():
    s = play(night_one(), "end", draws="M")
    assert s.cycle == 2 and s.phase == "day" and s.forbidden == "M"
    assert tdf.view(s).maiden == 1
    assert s.rotated == [] and s.used_patterns == [] and s.used_objects == []
    assert code_of("H 11-12", s) == "UNTOUCHABLE"
    assert code_of("K 12-5", s) == "UNTOUCHABLE"
    s = play(s, "L 4-5")
    assert s.tree_at(4) == "AK" and s.tree_at(5) == "AL"
    s = play(s, "end; II 1-2; I 4-5")
    assert code_of("I 12-11", s) == "PATTERN_ALREADY_USED"
    expected = ("12 JM-i | 1 VL-z | 2 VK-z | 3 CH-i | 4 AK-o | 5 AL-o | 6 JH-i | 7 CL-i | "
                "8 JK-i | 9 AH-i | 10 VM-i | 11 CM-i")
    assert ring_of(s) == expected
    counts = {k: sum(1 for v in s.trees.values() if v == k) for k in "oz"}
    assert counts == {"o": 2, "z": 2}


def test_w11_scoring():
    won = position("12 JM-z | 1 VL-o | 2 VK-o | 3 CH-z | 4 AK-z | 5 AL-z | 6 JH-z | 7 CL-z"
                   " | 8 JK-z | 9 AH-z | 10 VM-z | 11 CM-z", cycle=10, phase="night",
                   forbidden="M")
    won = play(won, "II 1-2")
    res = tdf.result(won)
    assert res.reason == "won" and res.scores == {0: 14} and res.ranking == [[0]]
    lost = position("12 JM-z | 1 VL-z | 2 VK-z | 3 CH-z | 4 AK-z | 5 AL-z | 6 JH-z | 7 CL-z"
                    " | 8 JK-i | 9 AH-i | 10 VM-i | 11 CM-i", cycle=12, phase="night",
                    forbidden="K")
    lost = play(lost, "end")
    res = tdf.result(lost)
    assert res.reason == "lost" and res.scores == {0: 8} and res.ranking == []
    assert res.winners == [] and res.details["how"] == "cycles_over"


def test_w12_undo_and_sequences():
    s = position()
    move = tdf.resolve(s, 0, tdf.parse_move("K 1-10; undo"))
    assert str(move) == "K 1-10; undo"
    after, events = tdf.apply(s, 0, move)
    assert after.ring == s.ring and "K" not in after.used_objects
    assert tdf.log_lines(events) == ["C1 day: K 1-10", "C1 day: undo"]
    night = night_one()
    with pytest.raises(errors.IllegalMove) as info:
        tdf.resolve(night, 0, tdf.parse_move("end; K 2-3"))
    assert info.value.code == "SEQUENCE_PAST_DAWN"
    assert night.phase == "night" and night.cycle == 1 and len(night.draws) == 1
    whole = tdf.parse_move("K 1-10; M 4-10; end; I 1-2; end")
    assert str(tdf.resolve(s, 0, whole)) == "K 1-10; M 4-10; end; I 1-2; end"
    done, _ = tdf.apply(s, 0, whole)
    assert done.cycle == 2 and done.trees["VL"] == "o"


def test_w13_win_inside_a_sequence():
    ring = ("12 JM-z | 1 VL-o | 2 VK-o | 3 CH-z | 4 AK-z | 5 AL-z | 6 JH-z | 7 CL-z | 8 JK-z"
            " | 9 AH-z | 10 VM-z | 11 CM-z")
    s = position(ring, cycle=9, phase="night", forbidden="M")
    move = tdf.resolve(s, 0, tdf.parse_move("II 1-2; end"))
    assert str(move) == "II 1-2"  # the end after the win is ignored (R17)
    won, events = tdf.apply(s, 0, tdf.parse_move("II 1-2; end"))
    assert tdf.is_over(won) and tdf.result(won).scores == {0: 15}
    assert events[-1].code == "game_end" and events[-1].params["reason"] == "won"
    with pytest.raises(errors.GameOver):
        tdf.resolve(won, 0, tdf.parse_move("end"))


def test_history_example_lines():
    s = position()
    _, events = tdf.apply(s, 0, tdf.parse_move("K 1-10; M 4-10; end; I 1-2"))
    assert tdf.log_lines(events) == ["C1 day: K 1-10", "C1 day: M 4-10", "C1 day: end",
                                     "C1 night: I 1-2"]
    s = night_one()
    s.seed = 1
    after, events = tdf.apply(s, 0, tdf.parse_move("end"))
    line = tdf.log_lines(events)[0]
    name = OBJECT_NAMES[after.forbidden].capitalize()
    assert line.startswith(f"C1 night: end → dusk: maiden → 1; C2 dawn: {name} forbidden (")


def test_parse_ring_round_trip():
    ring, trees = parse_ring(DEAL_W)
    assert ring[0] == "JM" and ring[11] == "CM" and set(trees.values()) == {"i"}
    assert ring_of(position()) == DEAL_W
