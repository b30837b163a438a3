"""Worked examples E1-E11 of spec §9, through the fixtures helper."""

from __future__ import annotations

from rules import halali
from rules.halali.fixtures import position

from .test_halali_helpers import BLUE, BROWN, code, play, tile


def test_e1_flip():
    s = position("F c3, H(N) f2, ? e6 [F, orientation S], ? h8 [T]", to_move="blue")
    s2, events = play(s, BLUE, "flip e6")
    v = halali.view(s2)
    assert tile(v, "e6").face_up and tile(v, "e6").kind == "fox"
    assert v.neutral_lock is None
    assert v.quiet_turns == 0
    assert v.to_move == "brown" and v.phase == "main"
    assert events[0].code == "flip"
    assert events[0].params == {"turn": 1, "side": "blue", "notation": "flip e6",
                                "square": "e6", "kind": "fox", "gun": None}


def test_e2_fox_captures_at_distance():
    s = position("F b2, P b7, H(E) d5, ? h8 [T]", to_move="blue")
    assert halali.resolve(s, BLUE, halali.parse_move("b2xb7")) in halali.legal_moves(s, BLUE)
    s2, events = play(s, BLUE, "b2xb7")
    v = halali.view(s2)
    assert v.scores["blue"] == 3 and v.captured["blue"] == {"pheasant": 1}
    assert tile(v, "b7").kind == "fox" and tile(v, "b2") is None
    assert events[0].code == "capture" and events[0].params["points"] == 3
    assert code(s, BLUE, "b2-b8") == "PATH_BLOCKED"


def test_e3_hunter_retreats_against_gun():
    s = position("H(N) f5, ? h8 [T]", to_move="brown")
    s2, _ = play(s, BROWN, "f5-f2")
    t = tile(halali.view(s2), "f2")
    assert t.kind == "hunter" and t.gun == "N"


def test_e4_wrong_side():
    s = position("F c3, H(S) c8, ? h8 [T]", to_move="brown")
    assert code(s, BROWN, "c3-c5") == "NOT_YOUR_TILE"


def test_e5_neutral_lock_after_move():
    s = position("D h3, F b6, ? b8 [T]", to_move="brown")
    s, events = play(s, BROWN, "h3-h6")
    assert halali.view(s).neutral_lock == ("h6", "blue")
    assert any(e.code == "lock" and e.params["barred"] == "blue" for e in events)
    assert code(s, BLUE, "h6-h8") == "NEUTRAL_LOCKED"
    assert all(m.origin != "h6" for m in halali.legal_moves(s, BLUE) if hasattr(m, "origin"))
    s, _ = play(s, BLUE, "b6-b2")
    assert halali.view(s).neutral_lock is None
    s, _ = play(s, BROWN, "h6-h8")  # Brown may move the duck again
    assert tile(halali.view(s), "h8").kind == "duck"


def test_e6_bear_captures_lumberjack():
    s = position("B c6, L c7, ? h8 [T]", to_move="blue")
    s2, _ = play(s, BLUE, "c6xc7")
    assert halali.view(s2).scores == {"blue": 5, "brown": 0}


def test_e7_lumberjack_fells_tree():
    s = position("L g3, T g2, ? b8 [T]", to_move="brown")
    s2, _ = play(s, BROWN, "g3xg2")
    assert halali.view(s2).scores == {"blue": 0, "brown": 2}
    assert code(s, BROWN, "g3-g5") == "TOO_FAR"


def test_e8_hunter_exits_north_and_game_ends():
    s = position("H(E) e6, F c3, T b2", phase="end", to_move="brown",
                 end_turns_left={"blue": 2, "brown": 3})
    assert code(s, BROWN, "e6-x") == "AMBIGUOUS_EXIT"  # e1 and e9 both reachable
    s2, events = play(s, BROWN, "e6-e9")
    v = halali.view(s2)
    assert v.scores["brown"] == 5 and v.exited["brown"] == {"hunter": 1}
    assert v.phase == "over" and v.end_reason == "no_tiles"
    assert events[0].code == "exit" and events[0].params["points"] == 5
    over = events[-1]
    assert over.code == "game_over" and over.params["side"] == "brown"
    assert halali.result(s2).reason == "no_tiles"
    assert halali.result(s2).ranking == [[BROWN], [BLUE]]


def test_e9_immovable_tree_and_ducks_do_not_capture():
    s = position("T f4, D d4, F d5, ? h8 [T]", to_move="blue")
    assert code(s, BLUE, "f4-f5") == "IMMOVABLE"
    assert code(s, BLUE, "d4-d5") == "CANNOT_CAPTURE"


def test_e10_match_totals():
    # Ann is seat 0: Blue in game 1 (47 to Bob's 52), Brown in game 2 (61 to Bob's 38).
    s = position("H(N) c3, F g7, T e5", match=True, game_no=2, seat0="brown",
                 game1_scores=[47, 52], phase="end", to_move="brown",
                 end_turns_left={"blue": 0, "brown": 1},
                 scores={"blue": 38, "brown": 61})
    v = halali.view(s)
    assert v.match.game_no == 2 and v.match.game1_scores == (47, 52)
    assert v.match.totals == (108, 90)
    s2, events = play(s, 0, "c3-c4")
    assert halali.is_over(s2)
    r = halali.result(s2)
    assert r.scores == {0: 108, 1: 90}
    assert r.ranking == [[0], [1]] and r.winners == [0]
    assert r.reason == "end_phase_complete"
    assert [g["scores"] for g in r.details["games"]] == [[47, 52], [61, 38]]
    assert events[-1].code == "match_over" and events[-1].params["winner_seat"] == 0
    assert halali.view(s2).winner == "brown"


def _plain_move(state, seat):
    return next(m for m in halali.legal_moves(state, seat)
                if isinstance(m, halali.TileMove) and not m.capture and m.target[0] not in "ai"
                and m.target[1] not in "19")


def test_e11_end_phase_turn_counting():
    s = position("F b3, F h3, L d7, L f7, ? c8 [T]", to_move="brown", turn_number=80)
    s, events = play(s, BROWN, "flip c8")
    v = halali.view(s)
    assert v.phase == "end" and v.to_move == "blue" and v.turn_number == 81
    assert v.end_turns_left == {"blue": 5, "brown": 5}
    assert events[-1].code == "end_phase" and events[-1].params["first"] == "blue"
    movers = []
    for turn in range(81, 91):
        assert not halali.is_over(s)
        seat = next(iter(halali.to_act(s)))
        movers.append((turn, halali.view(s).to_move))
        s, _ = halali.apply(s, seat, _plain_move(s, seat))
        if turn == 81:
            assert halali.view(s).end_turns_left == {"blue": 4, "brown": 5}
    assert [t for t, side in movers if side == "blue"] == [81, 83, 85, 87, 89]
    assert [t for t, side in movers if side == "brown"] == [82, 84, 86, 88, 90]
    assert halali.is_over(s) and halali.view(s).end_reason == "end_phase_complete"
