"""The Halali! automatic player (rules/halali/policy.py) and its turn counter (engine)."""

from __future__ import annotations

from rules import halali
from rules.halali.fixtures import position, shuffle_hidden

# Fixtures put seat 0 on blue unless told otherwise.
BLUE, BROWN = 0, 1


def auto(text, seat=BLUE, **facts):
    return str(halali.auto_move(position(text, **facts), seat))


def test_takes_a_safe_capture():
    # the fox can take the pheasant on b7 and nothing of brown's can answer
    assert auto("F b2, P b7, T h2, ? h8 [T]") == "b2xb7"


def test_prefers_the_bigger_capture():
    # bear on d4 may take the hunter on d5 (5) or the fox take the duck on f3 (2)
    assert auto("B d4, H(W) d5, F f2, D f3, ? h8 [T]") == "d4xd5"


def test_declines_a_capture_that_loses_the_capturer():
    # F b2 x D b5 would put the fox in the gun line of the hunter on f5 (gun W): +2 - 5
    move = auto("F b2, D b5, H(W) f5, T c4, T d4, T e4, T c6, T d6, T e6, ? h8 [T]")
    assert move != "b2xb5"


def test_moves_a_bear_out_of_a_gun_line():
    # the hunter on d8 aims south at the bear on d4 (path d5-d7 empty): the bear must not
    # stay, and a flip elsewhere would leave it there
    move = auto("B d4, H(S) d8, ? h2 [T], ? h3 [T]")
    assert move.startswith("d4-")
    assert move not in ("d4-d5", "d4-d3", "d4-d2")  # still in the gun line


def test_prefers_a_safe_flip_to_one_in_a_gun_line():
    # c5 is the first tile in the gun line of the hunter on b5 (gun E): whatever animal or
    # bird turns up there is lost at once; h8 and h2 are out of reach
    move = auto("H(E) b5, ? c5 [T], ? h8 [T], ? h2 [T]")
    assert move in ("flip h8", "flip h2")


def test_brown_lumberjack_fells_an_adjacent_tree():
    assert auto("L g3, T g2, ? b8 [T]", seat=BROWN, to_move="brown") == "g3xg2"


def test_exits_in_the_end_phase():
    # end phase, nothing can reach the fox: leaving through a5 scores 5
    assert auto("F b5, T h8, T h2, L g7", phase="end") == "b5-a5"


def test_plays_on_through_an_open_draw_offer():
    s = position("F c3, ? e6 [F], ? h8 [T]", draw_offer="brown")
    move = halali.auto_move(s, BLUE)
    assert isinstance(move, halali.Flip | halali.TileMove)
    after, events = halali.apply(s, BLUE, move)
    assert after.draw_offer is None and any(e.code == "draw_lapsed" for e in events)


def test_same_state_same_move_and_json_round_trip():
    s = halali.new_game(2, {}, 5)
    for _ in range(30):
        (seat,) = halali.to_act(s)
        before = halali.to_json(s)
        move = halali.auto_move(s, seat)
        assert halali.to_json(s) == before, "the policy leaves the state untouched"
        assert halali.auto_move(halali.from_json(halali.to_json(s)), seat) == move
        assert halali.auto_move(s, seat) == move
        s, _ = halali.apply(s, seat, move)


def test_hidden_tiles_do_not_change_the_move_in_a_tense_position():
    # the hunter on b5 aims at c5: a policy that peeked would know whether c5 is safe
    a = position("H(E) b5, F g2, ? c5 [F], ? d5 [T], ? h8 [D], ? h7 [B]")
    for seed in range(10):
        assert halali.auto_move(shuffle_hidden(a, seed), BLUE) == halali.auto_move(a, BLUE)


def test_shuffle_hidden_changes_only_hidden_facts():
    a = halali.new_game(2, {}, 3)
    b = shuffle_hidden(a, 1)
    assert halali.to_json(a) != halali.to_json(b)
    assert halali.view(a, None) == halali.view(b, None)


# ----------------------------------------------------------------------------- turn_number

def test_turn_number_rises_with_board_turns_only():
    s = position("F c3, H(N) f2, ? e6 [F], ? h8 [T], ? b8 [T]")
    assert halali.turn_number(s) == 1
    s, _ = halali.apply(s, BLUE, halali.parse_move("draw offer"))
    assert halali.turn_number(s) == 1  # an offer is not a turn (R20)
    s, _ = halali.apply(s, BLUE, halali.parse_move("flip e6"))
    assert halali.turn_number(s) == 2
    s, _ = halali.apply(s, BROWN, halali.parse_move("flip h8"))
    assert halali.turn_number(s) == 3
    s2, _ = halali.apply(s, BROWN, halali.parse_move("resign"))
    assert halali.turn_number(s2) == 3  # resigning passes no turn


def test_the_turn_that_ends_the_game_counts():
    # E8: the hunter's exit leaves brown bare and ends the game; that turn still passed
    s = position("H(E) e6, F c3, T b2", phase="end", to_move="brown",
                 end_turns_left={"blue": 2, "brown": 3}, turn_number=90)
    s, _ = halali.apply(s, BROWN, halali.parse_move("e6-e9"))
    assert halali.is_over(s) and halali.turn_number(s) == 91


def test_turn_number_keeps_rising_into_game_two_of_a_match():
    s = halali.new_game(2, {"format": "match"}, 11)
    last = halali.turn_number(s)
    while s.game_no == 1:
        (seat,) = halali.to_act(s)
        s, _ = halali.apply(s, seat, halali.auto_move(s, seat))
        now = halali.turn_number(s)
        assert now == last + 1 or (s.game_no == 2 and now == last + 2)
        last = now
    game1_turns = s.game1["final"]["turn_number"] - 1
    assert s.turn == 1 and halali.turn_number(s) == game1_turns + 2
    (seat,) = halali.to_act(s)
    s, _ = halali.apply(s, seat, halali.auto_move(s, seat))
    assert halali.turn_number(s) == game1_turns + 3


def test_game_one_ended_by_agreement_still_starts_a_new_turn():
    s = halali.new_game(2, {"format": "match", "side": "blue"}, 2)
    s, _ = halali.apply(s, 0, halali.parse_move("flip b2"))
    before = halali.turn_number(s)
    s, _ = halali.apply(s, 0, halali.parse_move("draw offer"))
    s, _ = halali.apply(s, 1, halali.parse_move("draw accept"))
    assert s.game_no == 2 and halali.turn_number(s) == before + 1
