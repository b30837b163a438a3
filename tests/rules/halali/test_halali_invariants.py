"""Halali! state invariants: every state of a random game passes, hand-broken states fail."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import halali
from rules.errors import CorruptState, IllegalMove
from tests.rules.helpers import refused_as_corrupt, reloaded

OFFTURN = ["draw offer", "draw accept", "draw decline", "resign"]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), fmt=st.sampled_from(["single", "match"]),
       offturn=st.floats(0, 0.05))
def test_every_state_of_a_random_game_passes(seed, fmt, offturn):
    rnd = random.Random(seed)
    state = halali.new_game(2, {"format": fmt}, seed)
    seen_game2 = False
    while True:
        halali.check(state)
        assert reloaded(halali, state) == state
        seen_game2 |= state.game_no == 2
        if halali.is_over(state):
            break
        # Mostly board moves; now and then an off-turn action by either seat (some refused).
        if rnd.random() < offturn:
            seat, text = rnd.randrange(2), rnd.choice(OFFTURN)
            if text == "resign" and rnd.random() < 0.5:
                continue
            try:
                state, _ = halali.apply(state, seat, halali.parse_move(text))
            except IllegalMove:  # no offer to answer, or one already open
                pass
            continue
        (seat,) = halali.to_act(state)
        state, _ = halali.apply(state, seat, rnd.choice(halali.legal_moves(state, seat)))
    if fmt == "match" and state.end_reason != "resigned":
        assert seen_game2 and state.game1 is not None  # game 1's record was checked too


def _midgame(seed=7, turns=60):
    """A state with face-up tiles, captures and a score, after seeded random play."""
    rnd = random.Random(seed)
    state = halali.new_game(2, {"format": "single", "side": "blue"}, seed)
    for _ in range(turns):
        (seat,) = halali.to_act(state)
        moves = halali.legal_moves(state, seat)
        captures = [m for m in moves if "x" in str(m)]
        state, _ = halali.apply(state, seat, rnd.choice(captures or moves))
    assert sum(state.scores) > 0 and not halali.is_over(state)
    return state


def _tile(data, face_up=None):
    return next(t for t in data["tiles"] if face_up is None or t["face_up"] == face_up)


def _break(name, data):
    tiles = data["tiles"]
    if name == "two tiles on a square":
        tiles[1]["square"] = tiles[0]["square"]
    elif name == "tile id repeated":
        tiles[1]["id"] = tiles[0]["id"]
    elif name == "tile on an exit square":
        tiles[0]["square"] = "a5"
    elif name == "tile off the board":
        tiles[0]["square"] = "z9"
    elif name == "unknown kind":
        tiles[0]["kind"] = "dragon"
    elif name == "a tile missing":
        del tiles[0]
    elif name == "a bear too many":
        face_down = _tile(data, face_up=False)
        face_down["kind"] = "bear" if face_down["kind"] != "bear" else "fox"
    elif name == "turn at seat 7":
        data["blue_seat"] = 7
    elif name == "unknown side to move":
        data["to_move"] = "green"
    elif name == "side to move out of step":
        data["to_move"] = "brown" if data["to_move"] == "blue" else "blue"
    elif name == "score off by one":
        data["scores"]["blue"] += 1
    elif name == "impossible capture":
        data["captured"]["blue"]["tree"] = 1
    elif name == "unknown phase":
        data["phase"] = "lunch"
    elif name == "end phase with face-down tiles":
        data["phase"] = "end"
        data["end_turns_left"] = {"blue": 5, "brown": 5}
    elif name == "game 2 of a single game":
        data["game_no"] = 2
    elif name == "end reason while running":
        data["end_reason"] = "no_tiles"
    elif name == "face_up not a boolean":
        tiles[0]["face_up"] = "yes"
    elif name == "negative seed":
        data["seed"] = -1
    elif name == "lock on an empty square":
        data["neutral_lock"] = {"square": "e5", "barred": data["to_move"]}
    elif name == "too many quiet turns":
        data["quiet_turns"] = 99
    elif name == "unknown format":
        data["format"] = 9
    elif name == "missing field":
        del data["scores"]
    else:  # pragma: no cover - a typo in the list below
        raise AssertionError(name)
    return data


BROKEN = ["two tiles on a square", "tile id repeated", "tile on an exit square",
          "tile off the board", "unknown kind", "a tile missing", "a bear too many",
          "turn at seat 7", "unknown side to move", "side to move out of step",
          "score off by one", "impossible capture", "unknown phase",
          "end phase with face-down tiles", "game 2 of a single game",
          "end reason while running", "face_up not a boolean", "negative seed",
          "lock on an empty square", "too many quiet turns", "unknown format",
          "missing field"]


@pytest.mark.parametrize("name", BROKEN)
def test_hand_broken_state_is_corrupt_table(name):
    err = refused_as_corrupt(halali, halali.to_json(_midgame()), name, _break)
    assert isinstance(err, ValueError)


def test_detail_names_no_hidden_kind():
    data = halali.to_json(_midgame())
    hidden = _tile(data, face_up=False)
    twin = dict(hidden, square=_tile(data, face_up=True)["square"])
    data["tiles"].append(twin)
    with pytest.raises(CorruptState) as err:
        halali.from_json(data)
    assert "two tiles on" in err.value.detail
    assert hidden["kind"] not in str(err.value)


def test_broken_game1_record_of_a_match_fails():
    rnd = random.Random(3)
    state = halali.new_game(2, {"format": "match"}, 3)
    while state.game_no == 1 and not halali.is_over(state):
        (seat,) = halali.to_act(state)
        state, _ = halali.apply(state, seat, rnd.choice(halali.legal_moves(state, seat)))
    assert state.game_no == 2
    data = halali.to_json(state)
    halali.from_json(copy.deepcopy(data))
    data["game1"]["final"]["scores"]["blue"] += 5
    with pytest.raises(CorruptState):
        halali.from_json(data)
