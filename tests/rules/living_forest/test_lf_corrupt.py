"""Bad saved states and hostile text get only the project's errors (issue #15 item 8):
``CorruptState`` for a saved row, ``BadNotation`` for typed text."""

from __future__ import annotations

import json

import pytest

import rules.living_forest as lf
from rules.errors import BadNotation, CorruptState
from tests.rules.hostile import assert_only_corrupt_state


def _played(kodama: bool = True, until: str = "action") -> lf.State:
    """A real Kodama game, played by ``auto_move`` into an action turn where a tree, a Fire
    tile and an Element tile have been used."""
    s = lf.new_game(3, {"kodama": "true" if kodama else "false"}, 7)
    while s.phase != until or not any(p.forest for p in s.players):
        seat = min(lf.to_act(s))
        s, _ = lf.apply(s, seat, lf.auto_move(s, seat))
    return s


def _row(state: lf.State) -> dict:
    data = json.loads(json.dumps(lf.to_json(state)))
    assert lf.to_json(lf.from_json(data)) == lf.to_json(state)
    return data


def _refused(data: dict) -> None:
    with pytest.raises(CorruptState) as info:
        lf.from_json(data)
    assert info.value.code == "CORRUPT_TABLE"


@pytest.mark.parametrize("text", ["move ²", "move ٣", "move １", "move 1²", "move Ⅻ"])
def test_non_ascii_digits_are_bad_notation(text):
    with pytest.raises(BadNotation) as info:
        lf.parse_move(text)
    assert info.value.code == "BAD_NOTATION"


def test_a_list_where_a_tree_id_belongs():
    data = _row(_played())
    seat = next(i for i, p in enumerate(data["players"]) if p["forest"])
    space = next(iter(data["players"][seat]["forest"]))
    data["players"][seat]["forest"][space] = ["3A"]
    _refused(data)


def test_a_list_where_a_spirit_belongs():
    for where in ("spirit", "tiles"):
        data = _row(_played())
        player = data["players"][0]
        if where == "spirit":
            player["spirit"] = [player["spirit"]]
        else:
            player["tiles"][0][1] = [player["tiles"][0][1]]
        _refused(data)


def test_a_list_where_an_element_option_belongs():
    data = _row(_played())
    data["players"][0]["elem_used"] = [["sun"]]
    _refused(data)


def test_a_list_where_resigned_belongs():
    for value in ([True], "yes", 1):
        data = _row(_played())
        data["players"][1]["resigned"] = value
        _refused(data)
    data = _row(_played())
    data["resigned"] = [[1]]
    _refused(data)


def test_a_list_in_the_turn_order():
    data = _row(_played())
    data["order"][0] = [data["order"][0]]
    _refused(data)


def test_an_unknown_kodama_stack_letter():
    data = _row(_played())
    data["kstacks"]["Z"] = []
    _refused(data)


@pytest.mark.parametrize("kodama,phase", [(True, "action"), (False, "animal")])
def test_every_field_mistyped_or_missing_is_corrupt(kodama, phase):
    state = _played(kodama, phase)
    assert assert_only_corrupt_state(lf.from_json, lf.to_json(state)) > 100
