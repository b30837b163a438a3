"""Notation, setup, match flow, draws, quiet turns, early ends, reveal and the catalog."""

from __future__ import annotations

import pytest

import i18n
from rules import halali
from rules.errors import GroveError
from rules.halali.fixtures import position

from .test_halali_helpers import BLUE, BROWN, code, play, tile

# ----------------------------------------------------------------------------- notation

CANONICAL = ["flip c4", "c4-c7", "c4xc7", "b5-a5", "b5-x", "e8-e9", "resign", "draw offer",
             "draw accept", "draw decline", "a1-i9"]


@pytest.mark.parametrize("text", CANONICAL)
def test_canonical_round_trip(text):
    assert str(halali.parse_move(text)) == text


@pytest.mark.parametrize("alias,canonical", [
    ("f c4", "flip c4"), ("c4?", "flip c4"), ("  FLIP C4 ", "flip c4"), ("C4 ?", "flip c4"),
    ("c4 c7", "c4-c7"), ("c4c7", "c4-c7"), ("C4-C7", "c4-c7"), ("c4 - c7", "c4-c7"),
    ("C4XC7", "c4xc7"), ("b5-X", "b5-x"), ("RESIGN", "resign"), ("Draw  Offer", "draw offer"),
])
def test_aliases(alias, canonical):
    assert str(halali.parse_move(alias)) == canonical


def test_moves_are_frozen_with_offturn_flags():
    assert halali.parse_move("flip c4").offturn is False
    assert halali.parse_move("c4-c7").offturn is False
    for text in ("resign", "draw offer", "draw accept", "draw decline"):
        assert halali.parse_move(text).offturn is True
    with pytest.raises(AttributeError):
        halali.parse_move("c4-c7").origin = "d4"


# ----------------------------------------------------------------------------- setup

def test_new_game_deal_is_seeded_and_complete():
    s = halali.new_game(2, {"format": "single", "side": "blue"}, 1234)
    assert halali.to_json(s) == halali.to_json(halali.new_game(2, {"side": "blue"}, 1234))
    v = halali.view(s)
    assert len(v.tiles) == 48 and all(not t.face_up and t.kind is None for t in v.tiles)
    assert tile(v, "e5") is None
    assert v.face_down_count == 48 and sum(v.face_down_tally.values()) == 48
    assert v.face_down_tally == {"bear": 2, "fox": 6, "lumberjack": 2, "hunter": 8,
                                 "pheasant": 8, "duck": 7, "tree": 15}
    assert v.sides == ("blue", "brown") and v.to_move == "blue" and v.phase == "main"
    assert halali.to_act(s) == frozenset({0})
    data = halali.to_json(s)
    kinds = sorted(t["kind"] for t in data["tiles"])
    assert kinds.count("duck") == 7 and kinds.count("tree") == 15
    assert halali.to_json(halali.new_game(2, {"side": "blue"}, 1235)) != data


def test_side_option_and_random_side():
    assert halali.view(halali.new_game(2, {"side": "brown"}, 1)).sides == ("brown", "blue")
    s = halali.new_game(2, {"side": "brown"}, 1)
    assert halali.to_act(s) == frozenset({1})
    sides = {halali.view(halali.new_game(2, {}, seed)).sides for seed in range(40)}
    assert sides == {("blue", "brown"), ("brown", "blue")}
    with pytest.raises(GroveError):
        halali.new_game(3, {}, 1)
    with pytest.raises(GroveError):
        halali.new_game(2, {"side": "green"}, 1)


def test_info():
    info = halali.INFO
    assert (info.id, info.name, info.min_seats, info.max_seats) == ("halali", "Halali!", 2, 2)
    assert info.hidden_information
    assert info.defaults() == {"format": "single", "side": "random"}
    assert info.option("side").choices == ("blue", "brown", "random")


# ----------------------------------------------------------------------------- match

def _random_until(state, stop, seed=0):
    import random
    rnd = random.Random(seed)
    events = []
    while not stop(state):
        seat = next(iter(halali.to_act(state)))
        state, ev = halali.apply(state, seat, rnd.choice(halali.legal_moves(state, seat)))
        events = ev
    return state, events


def test_match_game_two_follows_with_roles_swapped():
    s = halali.new_game(2, {"format": "match", "side": "blue"}, 99)
    s1_layout = halali.to_json(s)["tiles"]
    s, events = _random_until(s, lambda st: halali.view(st).match.game_no == 2)
    codes = [e.code for e in events]
    assert "game_over" in codes and codes[-1] == "game2_dealt"
    over = next(e for e in events if e.code == "game_over")
    v = halali.view(s)
    assert v.sides == ("brown", "blue") and v.to_move == "blue" and v.turn_number == 1
    assert halali.to_act(s) == frozenset({1})
    assert v.phase == "main" and v.face_down_count == 48 and v.scores == {"blue": 0, "brown": 0}
    g1 = (over.params["blue_score"], over.params["brown_score"])  # seat 0 was blue
    assert v.match.game1_scores == g1 and v.match.totals == g1
    assert halali.to_json(s)["tiles"] != s1_layout
    assert not halali.is_over(s)
    s, events = _random_until(s, halali.is_over, seed=1)
    r = halali.result(s)
    assert r.details["games_played"] == 2
    g2 = r.details["games"][1]["scores"]
    assert r.scores == {0: g1[0] + g2[0], 1: g1[1] + g2[1]}
    assert events[-1].code == "match_over"


def test_match_resignation_forfeits_the_match():
    s = position("F c3, ? h8 [T]", match=True, scores={"blue": 40, "brown": 0})
    s2, events = play(s, BLUE, "resign")
    assert halali.is_over(s2)
    assert [e.code for e in events] == ["resigned", "game_over", "match_over"]
    r = halali.result(s2)
    assert r.reason == "resigned" and r.ranking == [[BROWN], [BLUE]]
    assert r.details["games_played"] == 1
    assert halali.view(s2).winner == "brown"


def test_match_resignation_in_game_two_uses_totals_but_opponent_wins():
    s = position("F c3, ? h8 [T]", match=True, game_no=2, seat0="brown",
                 game1_scores=[80, 0], to_move="blue")
    s2, _ = play(s, 0, "resign")  # seat 0 (brown, far ahead) resigns
    r = halali.result(s2)
    assert r.scores == {0: 80, 1: 0} and r.ranking == [[1], [0]]


def test_match_draw_in_game_one_starts_game_two():
    s = position("F c3, ? h8 [T]", match=True, draw_offer="blue", scores={"blue": 3})
    s2, events = play(s, BROWN, "draw accept")
    assert [e.code for e in events] == ["draw_accepted", "game_over", "game2_dealt"]
    assert halali.view(s2).match.game1_scores == (3, 0)
    assert halali.to_act(s2) == frozenset({1})


def test_single_resignation_opponent_wins_regardless_of_score():
    s = position("F c3, ? h8 [T]", scores={"blue": 30, "brown": 0})
    s2, _ = play(s, BLUE, "resign")
    r = halali.result(s2)
    assert r.ranking == [[BROWN], [BLUE]] and r.reason == "resigned"
    assert r.scores == {0: 30, 1: 0}


# ----------------------------------------------------------------------------- draws (R20)

def test_draw_offer_is_not_a_turn():
    s = position("F c3, ? h8 [T]", quiet_turns=7)
    s2, events = play(s, BROWN, "draw offer")  # off turn
    v = halali.view(s2)
    assert v.draw_offer_by == "brown" and v.to_move == "blue"
    assert v.quiet_turns == 7 and v.turn_number == 1
    assert events[0].code == "draw_offered" and events[0].params["side"] == "brown"
    assert code(s2, BROWN, "draw offer") == "DRAW_ALREADY_OFFERED"
    # the offerer is told their own offer is pending, not that there is none
    assert code(s2, BROWN, "draw accept") == "OWN_DRAW_OFFER_PENDING"
    assert code(s2, BROWN, "draw decline") == "OWN_DRAW_OFFER_PENDING"
    assert halali.legal_moves(s2, BLUE) == halali.legal_moves(s, BLUE)


def test_draw_accept_and_decline():
    s = position("F c3, ? h8 [T]", scores={"blue": 5}, draw_offer="brown")
    d, events = play(s, BLUE, "draw decline")
    assert halali.view(d).draw_offer_by is None and events[0].code == "draw_declined"
    assert code(d, BLUE, "draw accept") == "NO_DRAW_OFFER"
    a, events = play(s, BLUE, "draw accept")
    assert halali.is_over(a) and halali.result(a).reason == "draw_agreed"
    assert halali.result(a).ranking == [[0, 1]]  # a draw whatever the scores
    assert halali.view(a).winner is None


def test_cross_offer_accepts():
    s = position("F c3, ? h8 [T]", draw_offer="brown")
    mv = halali.resolve(s, BLUE, halali.parse_move("draw offer"))
    assert str(mv) == "draw accept"
    s2, _ = play(s, BLUE, "draw offer")
    assert halali.result(s2).reason == "draw_agreed"


def test_offer_lapses_only_when_the_opponent_moves():
    s = position("F c3, H(N) g2, ? h8 [T], ? h7 [T]")
    s, _ = play(s, BLUE, "draw offer")
    s, events = play(s, BLUE, "c3-c4")   # the offerer's own move keeps it open
    assert halali.view(s).draw_offer_by == "blue"
    assert all(e.code != "draw_lapsed" for e in events)
    s, events = play(s, BROWN, "g2-g3")  # moving counts as declining
    assert halali.view(s).draw_offer_by is None
    assert any(e.code == "draw_lapsed" for e in events)


# ----------------------------------------------------------------------------- quiet turns

def test_quiet_turn_draw_at_fifty():
    s = position("F c3, H(N) g2, ? h8 [T]", quiet_turns=48, scores={"brown": 5})
    s, _ = play(s, BLUE, "c3-c4")
    assert halali.view(s).quiet_turns == 49 and not halali.is_over(s)
    s, events = play(s, BROWN, "g2-g3")
    assert halali.is_over(s) and halali.result(s).reason == "quiet_draw"
    assert halali.result(s).ranking == [[0, 1]]
    assert events[-1].params["reason"] == "quiet_draw"


def test_progress_resets_quiet_counter():
    s = position("F c3, P c5, ? h8 [T]", quiet_turns=40)
    assert halali.view(play(s, BLUE, "c3xc5")[0]).quiet_turns == 0
    assert halali.view(play(s, BLUE, "flip h8")[0]).quiet_turns == 0
    assert halali.view(play(s, BLUE, "c5-c6")[0]).quiet_turns == 41  # neutral move counts


# ----------------------------------------------------------------------------- early ends

def test_no_tiles_when_end_phase_would_begin():
    s = position("H(N) d4, ? h8 [T]")
    s2, events = play(s, BLUE, "flip h8")
    codes = [e.code for e in events]
    assert codes == ["flip", "end_phase", "game_over"]
    assert events[-1].params["reason"] == "no_tiles" and events[-1].params["side"] == "blue"


def test_cannot_move_respects_lock():
    # Brown's hunter is boxed in by trees; the only other mover is a duck locked against Brown.
    s = position("H(N) b2, T b3, T c2, F h8, D f5", phase="end", to_move="blue")
    s2, events = play(s, BLUE, "f5-f6")
    assert halali.is_over(s2) and halali.result(s2).reason == "cannot_move"
    assert events[-1].params["side"] == "brown"
    s3, _ = play(s, BLUE, "h8-h7")  # without the lock Brown may move the duck
    assert not halali.is_over(s3)


def test_end_phase_complete_before_cannot_move():
    s = position("H(N) b2, T b3, T c2, F h8", phase="end", to_move="blue",
                 end_turns_left={"blue": 1, "brown": 0})
    s2, _ = play(s, BLUE, "h8-h7")
    assert halali.result(s2).reason == "end_phase_complete"


def test_exits_score_and_clear_restrictions():
    s = position("F c5, B g7, L h2, T d5", phase="end", to_move="blue",
                 last_own_move={"blue": ("c7", "c5")})
    s2, events = play(s, BLUE, "c5-x")
    assert events[0].code == "exit" and events[0].params["target"] == "a5"
    v = halali.view(s2)
    assert v.scores["blue"] == 5 and v.exited["blue"] == {"fox": 1}
    assert v.end_turns_left == {"blue": 4, "brown": 5} and v.phase == "end"
    assert halali.to_json(s2)["last_own_move"]["blue"] is None
    assert code(s, BLUE, "c5-c7") == "BACK_AND_FORTH"


# ----------------------------------------------------------------------------- reveal (R16)

def test_unflipped_tiles_revealed_after_the_game_only():
    s = position("F c3, ? d4 [H(E)], ? h8 [T]")
    running = halali.view(s)
    assert tile(running, "d4").kind is None and tile(running, "d4").gun is None
    s2, events = play(s, BROWN, "resign")
    v = halali.view(s2)
    assert tile(v, "d4") == tile(v, "d4").__class__("d4", False, "hunter", "E", True)
    assert tile(v, "h8").never_flipped and tile(v, "h8").kind == "tree"
    assert not tile(v, "c3").never_flipped
    assert events[-1].params["revealed"] == [["d4", "hunter", "E"], ["h8", "tree", None]]
    assert v.to_move is None and v.end_reason == "resigned"


def test_view_markers():
    s = position("F b2, D d4, H(N) h2, ? h8 [T]")
    s, _ = play(s, BLUE, "b2-b5")
    v = halali.view(s)
    assert v.back_and_forth is None  # the ban belongs to Blue, Brown is to move
    assert v.last_turn.notation == "b2-b5" and v.last_turn.target == "b5"
    s, _ = play(s, BROWN, "h2-h3")
    v = halali.view(s)
    assert v.back_and_forth == ("blue", "b5", "b2")
    assert v.last_turn.side == "brown"
    assert halali.view(s, 0) == halali.view(s, 1) == halali.view(s, None)


# ----------------------------------------------------------------------------- catalog

CODES = ["BAD_NOTATION", "NOT_FACE_DOWN", "NO_TILE", "FACE_DOWN_TILE", "IMMOVABLE",
         "NOT_YOUR_TILE", "NEUTRAL_LOCKED", "EXIT_NOT_IN_END_PHASE", "EXIT_NOT_OWN_COLOUR",
         "NO_EXIT_REACHABLE", "AMBIGUOUS_EXIT", "OFF_BOARD", "NOT_STRAIGHT_LINE", "TOO_FAR",
         "PATH_BLOCKED", "BACK_AND_FORTH", "OCCUPIED_FACE_DOWN", "NOTHING_TO_CAPTURE",
         "CANNOT_CAPTURE", "NOT_GUN_DIRECTION", "DRAW_ALREADY_OFFERED", "NO_DRAW_OFFER",
         "OWN_DRAW_OFFER_PENDING"]
EVENTS = ["flip", "flip_hunter", "move", "capture", "exit", "lock", "end_phase", "game_over",
          "game2_dealt",
          "match_over", "draw_offered", "draw_accepted", "draw_declined", "draw_lapsed",
          "resigned"]
REASONS = ["end_phase_complete", "no_tiles", "cannot_move", "quiet_draw", "draw_agreed",
           "resigned"]


def test_catalog_covers_codes_events_reasons_kinds():
    cat = set(i18n.keys("en"))
    for key in CODES + [f"event.{e}" for e in EVENTS] + [f"end.{r}" for r in REASONS]:
        assert f"halali.{key}" in cat, key
    for kind in halali.geometry.KINDS:
        assert f"halali.kind.{kind}" in cat
    assert i18n.t("halali.side.blue") == "Blue"
    assert i18n.t("halali.end.quiet_draw") == "50 quiet turns — draw"
    # events name the player with the side (issue 8)
    assert i18n.t("halali.event.flip", turn=17, side_name="Blue", side_player="Ann",
                  square="e6", kind_name="fox") == "17. Blue (Ann) flip e6 → fox"
    assert i18n.t("halali.event.capture", turn=18, side_name="Brown", side_player="Bob",
                  notation="b4xe4", captured_name="fox",
                  points=5) == "18. Brown (Bob) b4xe4 → fox captured (+5)"
    assert i18n.t("halali.event.exit", turn=93, side_name="Blue", side_player="Ann",
                  notation="b5-a5", kind_name="fox",
                  points=5) == "93. Blue (Ann) b5-a5 → fox exits (+5)"
    for key in cat:
        if key.startswith("halali."):
            assert not {"seed", "id", "tile_id"} & i18n.load("en").variables[key], key


def test_finished_game_view_shows_game_one_once_game_two_is_dealt():
    import rules.halali as halali

    state = halali.new_game(2, {"format": "match", "side": "blue"}, 9)
    state, events = halali.apply(state, 0, halali.parse_move("draw offer"))
    assert halali.finished_game_view(state, events) is None
    state, events = halali.apply(state, 1, halali.parse_move("draw accept"))
    final = halali.finished_game_view(state, events)
    assert final is not None and final.phase == "over" and final.end_reason == "draw_agreed"
    # game 1 ended with all 48 tiles face down: the final picture reveals them (R16)
    assert len(final.tiles) == 48 and all(t.never_flipped and t.kind for t in final.tiles)
    assert final.match is not None and final.match.game_no == 1
    # meanwhile the running game 2 still hides its own tiles
    now = halali.view(state, None)
    assert now.match.game_no == 2 and all(t.kind is None for t in now.tiles)
