"""Bad saved states and hostile text get only the project's errors (issue #15 item 8):
``CorruptState`` for a saved row, ``BadNotation`` for typed text; and ``check`` refuses the
states no real game reaches (``invariants.py`` lists each invariant)."""

from __future__ import annotations

import json

import pytest

import rules.wispwood as ww
from rules.errors import CorruptState
from rules.wispwood.fixtures import play_auto
from rules.wispwood.geometry import NAME_TO_CELL
from tests.rules.hostile import assert_only_corrupt_state


def _row(state: ww.State) -> dict:
    return json.loads(json.dumps(ww.to_json(state)))


def _refused(data: dict, words: str) -> None:
    with pytest.raises(CorruptState) as info:
        ww.from_json(data)
    assert info.value.code == "CORRUPT_TABLE"
    assert words in str(info.value)


def _two() -> dict:
    data = _row(ww.new_game(2, {}, 4))
    assert ww.from_json(data) is not None
    return data


def test_seed_infinity_is_corrupt_not_overflow():
    data = json.loads(json.dumps(_two()).replace('"seed": 4', '"seed": Infinity'))
    _refused(data, "seed")


def test_deeply_nested_opening_is_corrupt_not_recursion():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    data = _two()
    data["opening"] = deep
    _refused(data, "too deep")


def test_undo_without_its_snapshot_is_corrupt():
    state = ww.new_game(2, {}, 4)
    state, _ = ww.apply(state, state.turn, ww.parse_move("trees F7"))
    data = _row(state)
    assert data["undo"]["before"] is not None and ww.from_json(data) == state
    del data["undo"]["before"]
    _refused(data, "before")


def test_undo_snapshot_of_another_seat_is_corrupt():
    state = ww.new_game(2, {}, 4)
    seat = state.turn
    state, _ = ww.apply(state, seat, ww.parse_move("trees F7"))
    data = _row(state)
    data["undo"]["seat"] = 1 - seat
    _refused(data, "undo snapshot")


def test_disconnected_round_one_forest():
    data = _two()
    data["supply"].remove("P")
    data["forests"][0]["cells"]["H6"] = "P"  # two columns from the cat on F6, inside 4x4
    _refused(data, "more than one piece")


def test_five_fours_in_the_firefly_stack():
    data = _row(ww.new_game(1, {}, 3))
    data["solo"]["tokens"] = [4, 4, 4, 4, 4]
    _refused(data, "firefly")


def test_firefly_stack_longer_than_the_round_allows():
    data = _row(ww.new_game(1, {}, 3))
    assert len(data["solo"]["tokens"]) == 3  # 4 in round 1, one already revealed
    data["solo"]["tokens"] = [1, 2, 3, 4]
    _refused(data, "firefly")


def test_final_turn_without_the_last_token():
    data = _row(ww.new_game(1, {}, 3))
    data["solo"]["final_turn"] = True
    _refused(data, "final turn")


def test_triggered_with_no_full_grid():
    data = _two()
    data["triggered"] = True
    _refused(data, "triggered")


def test_seat_with_a_full_grid_to_act():
    data = _two()
    seat = data["turn"]
    cat = NAME_TO_CELL[data["forests"][seat]["cat"]]
    for row in range(4):
        for col in range(4):
            cell = next(n for n, c in NAME_TO_CELL.items() if c == cat + row * 12 + col)
            if cell != data["forests"][seat]["cat"]:
                data["forests"][seat]["cells"][cell] = data["supply"].pop()
    data["triggered"] = True
    _refused(data, "full grid is to act")


def test_between_rounds_with_every_choice_made():
    data = _two()
    data.update(phase="cat", round_scores=[[0], [0]], chosen=[True, False])
    assert ww.from_json(data).phase == "cat"
    data["chosen"] = [True, True]
    _refused(data, "every cat choice")


def test_empty_pond_at_the_start_of_a_turn_with_tiles_left():
    data = _two()
    data["discard"] += [w for w in data["pond"] if w]
    data["pond"] = [None] * 8
    _refused(data, "empty pond")


def test_ready_no_is_not_read_as_true():
    data = _two()
    data["forests"][0]["ready"] = "no"
    _refused(data, "ready")


def test_negative_round_score():
    data = _two()
    data.update(phase="cat", round_scores=[[-1], [0]], chosen=[False, False])
    _refused(data, "negative")


@pytest.mark.parametrize("seats", [1, 2])
def test_every_field_mistyped_or_missing_is_corrupt(seats):
    state = play_auto(ww.new_game(seats, {}, 11), 5)
    assert assert_only_corrupt_state(ww.from_json, ww.to_json(state)) > 100
