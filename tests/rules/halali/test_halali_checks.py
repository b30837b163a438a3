"""Every reason code of §4.8, and the order where two could apply."""

from __future__ import annotations

import pytest

from rules import halali
from rules.errors import BadNotation, GameOver, IllegalMove, NotSeated, NotYourTurn
from rules.halali.fixtures import position

from .test_halali_helpers import BLUE, BROWN, code, play, refusal


def over_state():
    s = position("F c3, ? h8 [T]")
    return play(s, BROWN, "resign")[0]


def test_game_over_comes_first():
    s = over_state()
    refusal(s, BLUE, "flip h8", GameOver)
    refusal(s, BROWN, "flip h8", GameOver)  # not NOT_YOUR_TURN
    refusal(s, BLUE, "resign", GameOver)
    refusal(s, BLUE, "draw offer", GameOver)
    assert halali.legal_moves(s, BLUE) == [] and halali.to_act(s) == frozenset()


def test_not_your_turn_before_move_checks():
    s = position("F c3, ? h8 [T]", to_move="blue")
    refusal(s, BROWN, "flip h8", NotYourTurn)
    refusal(s, BROWN, "a2-a3", NotYourTurn)  # would be NO_TILE for the right seat
    assert halali.legal_moves(s, BROWN) == []
    refusal(s, 5, "flip h8", NotSeated)


@pytest.mark.parametrize("text", ["", "flip", "j4-c4", "c4-c10", "b5xa5", "c4xx", "hello",
                                  "flip z9", "draw", "c4-", "-c4", "e1x"])
def test_bad_notation(text):
    with pytest.raises(BadNotation) as info:
        halali.parse_move(text)
    assert info.value.code == "BAD_NOTATION" and info.value.game == "halali"
    assert "text" in info.value.params


def test_not_face_down():
    s = position("F c3, ? h8 [T]")
    assert code(s, BLUE, "flip c3") == "NOT_FACE_DOWN"   # face up
    assert code(s, BLUE, "flip d4") == "NOT_FACE_DOWN"   # empty
    err = refusal(s, BLUE, "flip a1")                     # outside the forest
    assert isinstance(err, IllegalMove) and err.code == "NOT_FACE_DOWN"
    assert err.params == {"square": "a1"}


def test_no_tile_and_face_down_tile():
    s = position("F c3, ? h8 [T]")
    assert code(s, BLUE, "d4-d5") == "NO_TILE"
    assert code(s, BLUE, "a5-b5") == "NO_TILE"            # an exit square is no tile
    assert code(s, BLUE, "a1-a2") == "NO_TILE"            # outside the forest first
    assert code(s, BLUE, "h8-h7") == "FACE_DOWN_TILE"
    assert code(s, BLUE, "h8-a1") == "FACE_DOWN_TILE"     # before OFF_BOARD


def test_immovable_before_later_checks():
    s = position("T f4, ? h8 [T]", to_move="brown")
    assert code(s, BROWN, "f4-f5") == "IMMOVABLE"
    assert code(s, BROWN, "f4-a1") == "IMMOVABLE"
    assert code(s, BROWN, "f4-x") == "IMMOVABLE"


def test_not_your_tile_before_lock_and_geometry():
    s = position("F c3, B d3, ? h8 [T]", to_move="brown")
    assert code(s, BROWN, "c3-a1") == "NOT_YOUR_TILE"
    assert code(s, BROWN, "d3-d4") == "NOT_YOUR_TILE"
    s = position("L c3, H(N) d3, ? h8 [T]", to_move="blue")
    assert code(s, BLUE, "c3-c4") == "NOT_YOUR_TILE"
    assert code(s, BLUE, "d3-d4") == "NOT_YOUR_TILE"


def test_neutral_locked_before_exit_and_geometry():
    s = position("D h6, P c2, ? b8 [T]", to_move="blue", neutral_lock=("h6", "blue"))
    assert code(s, BLUE, "h6-h8") == "NEUTRAL_LOCKED"
    assert code(s, BLUE, "h6-a1") == "NEUTRAL_LOCKED"
    assert code(s, BLUE, "h6-x") == "NEUTRAL_LOCKED"
    # the lock binds only the barred side
    s_b = position("D h6, ? b8 [T]", to_move="brown", neutral_lock=("h6", "blue"))
    play(s_b, BROWN, "h6-h8")


def test_lock_allows_capture():
    s = position("P d6, F d2, ? b8 [T]", to_move="blue", neutral_lock=("d6", "blue"))
    assert code(s, BLUE, "d6-d7") == "NEUTRAL_LOCKED"
    s2, _ = play(s, BLUE, "d2xd6")
    assert halali.view(s2).scores["blue"] == 3


def test_flip_of_neutral_locks_opponent_only():
    s = position("F c3, H(N) b8, ? d4 [P], ? h8 [T], ? h7 [T]", to_move="blue")
    s, events = play(s, BLUE, "flip d4")
    assert halali.view(s).neutral_lock == ("d4", "brown")
    assert code(s, BROWN, "d4-d5") == "NEUTRAL_LOCKED"
    s, _ = play(s, BROWN, "flip h8")
    play(s, BLUE, "d4-d5")  # the flipper is not bound


def test_exit_checks_in_order():
    main = position("F c5, D b4, T b5, ? h8 [T]", to_move="blue")
    assert code(main, BLUE, "c5-a5") == "EXIT_NOT_IN_END_PHASE"  # even with b5 blocked
    assert code(main, BLUE, "c5-x") == "EXIT_NOT_IN_END_PHASE"
    assert code(main, BLUE, "b4-x") == "EXIT_NOT_IN_END_PHASE"   # before not-own-colour
    end = position("F c5, D b5, B c4, T d5, L h2", phase="end", to_move="blue")
    assert code(end, BLUE, "b5-a5") == "EXIT_NOT_OWN_COLOUR"
    assert code(end, BLUE, "b5-x") == "EXIT_NOT_OWN_COLOUR"
    assert code(end, BLUE, "c5-x") == "NO_EXIT_REACHABLE"        # b5 and d5 blocked
    assert code(end, BLUE, "c4-x") == "NO_EXIT_REACHABLE"        # not in line with an exit
    assert code(end, BLUE, "c5-a5") == "PATH_BLOCKED"            # explicit exit: geometry


def test_x_resolves_to_the_one_exit_and_ambiguity():
    end = position("F c5, T d5, B b5, L h2", phase="end", to_move="blue")
    assert str(halali.resolve(end, BLUE, halali.parse_move("b5-x"))) == "b5-a5"
    end2 = position("F e5, L h2", phase="end", to_move="blue")
    err = refusal(end2, BLUE, "e5-x")
    assert err.code == "AMBIGUOUS_EXIT" and err.params["exits"] == "e9, i5, e1, a5"
    bear = position("B c5, L h2", phase="end", to_move="blue")
    assert code(bear, BLUE, "c5-x") == "NO_EXIT_REACHABLE"       # too far for a bear
    assert code(bear, BLUE, "c5-a5") == "TOO_FAR"


def test_off_board_straight_line_too_far():
    s = position("F b3, B c6, ? h8 [T]")
    assert code(s, BLUE, "b3-a3") == "OFF_BOARD"
    assert code(s, BLUE, "b3-a4") == "OFF_BOARD"    # before NOT_STRAIGHT_LINE
    assert code(s, BLUE, "b3-c4") == "NOT_STRAIGHT_LINE"
    assert code(s, BLUE, "b3-b3") == "NOT_STRAIGHT_LINE"
    assert code(s, BLUE, "c6-c8") == "TOO_FAR"
    assert code(s, BLUE, "c6-d7") == "NOT_STRAIGHT_LINE"  # before TOO_FAR


def test_path_blocked_by_face_down_or_face_up():
    s = position("F b2, ? b4 [T], D c3, ? h8 [T]")
    err = refusal(s, BLUE, "b2-b6")
    assert err.code == "PATH_BLOCKED" and err.params == {
        "origin": "b2", "target": "b6", "square": "b4"}
    assert code(s, BLUE, "c3-c3") == "NOT_STRAIGHT_LINE"
    play(s, BLUE, "b2-b3")


def test_back_and_forth():
    s = position("F b2, D d4, ? h8 [T]", to_move="blue", last_own_move={"blue": ("b6", "b2")})
    assert code(s, BLUE, "b2-b6") == "BACK_AND_FORTH"
    play(s, BLUE, "b2-b7")  # beyond P is fine
    assert halali.view(s).back_and_forth == ("blue", "b2", "b6")


def test_back_and_forth_holds_for_captures_and_after_path():
    s = position("F b3, P b6, ? h8 [T]", to_move="blue", last_own_move={"blue": ("b6", "b3")})
    assert code(s, BLUE, "b3xb6") == "BACK_AND_FORTH"
    assert code(s, BLUE, "b3-b6") == "BACK_AND_FORTH"
    s = position("F b3, D b5, ? h8 [T]", to_move="blue", last_own_move={"blue": ("b6", "b3")})
    assert code(s, BLUE, "b3-b6") == "PATH_BLOCKED"  # check 13 before 14


def test_back_and_forth_through_play_and_neutrals_exempt():
    s = position("F b2, D d4, H(N) h2, ? h8 [T]", to_move="blue")
    s, _ = play(s, BLUE, "b2-b5")
    s, _ = play(s, BROWN, "h2-h3")
    assert code(s, BLUE, "b5-b2") == "BACK_AND_FORTH"
    s, _ = play(s, BLUE, "d4-d6")   # a neutral move clears the ban
    assert code(s, BROWN, "h3-h2") == "BACK_AND_FORTH"  # brown's own ban
    s, _ = play(s, BROWN, "h3-h5")
    s, _ = play(s, BLUE, "d6-d4")   # ducks have no back-and-forth ban
    s, _ = play(s, BROWN, "h5-h6")
    play(s, BLUE, "b5-b2")          # ban lasted one turn only


def test_occupied_face_down_and_nothing_to_capture():
    s = position("F c3, ? c4 [T], ? h8 [T]")
    assert code(s, BLUE, "c3-c4") == "OCCUPIED_FACE_DOWN"
    assert code(s, BLUE, "c3xc4") == "OCCUPIED_FACE_DOWN"  # before NOTHING_TO_CAPTURE
    err = refusal(s, BLUE, "c3xd3")
    assert err.code == "NOTHING_TO_CAPTURE" and err.params["target"] == "d3"


def test_cannot_capture_cases():
    s = position("F c3, F c5, B d3, H(W) e3, ? h8 [T]")
    assert code(s, BLUE, "c3xc5") == "CANNOT_CAPTURE"  # own colour
    assert code(s, BLUE, "c3-c5") == "CANNOT_CAPTURE"
    assert code(s, BLUE, "d3xc3") == "CANNOT_CAPTURE"  # bear on fox
    b = position("H(N) c3, T c5, L d3, ? h8 [T]", to_move="brown")
    assert code(b, BROWN, "c3xc5") == "CANNOT_CAPTURE"  # hunter on tree
    assert code(b, BROWN, "c3xd3") == "CANNOT_CAPTURE"  # before NOT_GUN_DIRECTION


def test_hunter_gun_direction():
    s = position("H(N) d2, H(E) d4, F f2, F f4, ? h8 [T]", to_move="brown")
    err = refusal(s, BROWN, "d2xf2")
    assert err.code == "NOT_GUN_DIRECTION" and err.params["gun"] == "N"
    assert code(s, BROWN, "d2-f2") == "NOT_GUN_DIRECTION"
    assert str(halali.resolve(s, BROWN, halali.parse_move("d4-f4"))) == "d4xf4"
    s2, _ = play(s, BROWN, "d4-f4")
    assert halali.view(s2).scores["brown"] == 5
    far = position("H(E) b2, F d2, F f2, ? h8 [T]", to_move="brown")
    assert code(far, BROWN, "b2xf2") == "PATH_BLOCKED"  # only the first tile in line


def test_bear_captures_hunter_whatever_its_gun():
    s = position("B c6, H(S) c7, H(W) d6, ? h8 [T]")
    for target in ("c7", "d6"):  # the gun of neither hunter points at the bear
        after, events = play(s, BLUE, f"c6x{target}")
        assert events[0].params["notation"] == f"c6x{target}"
        assert halali.view(after).scores["blue"] == halali.view(s).scores["blue"] + 5


def test_a_move_onto_face_up_tile_is_logged_as_capture():
    s = position("F b2, P b7, ? h8 [T]")
    mv = halali.resolve(s, BLUE, halali.parse_move("b2-b7"))
    assert str(mv) == "b2xb7" and mv in halali.legal_moves(s, BLUE)
    _, events = play(s, BLUE, "b2 b7")
    assert events[0].params["notation"] == "b2xb7"


def test_hand_built_moves_outside_the_notation_are_bad_notation():
    s = position("F b5, ? h8 [T]", phase="main")
    for mv in (halali.Flip("z9"), halali.TileMove("b5", "a5", True),
               halali.TileMove("b5", "x", True), halali.TileMove("k1", "b5")):
        with pytest.raises(BadNotation):
            halali.resolve(s, BLUE, mv)
