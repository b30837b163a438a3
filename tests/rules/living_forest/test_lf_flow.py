"""Round flow, resignation (R-23), ranking (§5.3, R-27), hooks (turn number, seat version,
panel, controls, status, suggest, timeout defaults R-22), JSON and ``check``."""

from __future__ import annotations

import json
from itertools import islice

import pytest

import rules.living_forest as lf
from rules.errors import CorruptState, GroveError
from rules.living_forest.data import SLOTS
from rules.living_forest.fixtures import position
from rules.living_forest.invariants import check

from .helpers import codes, play

SUN11 = "beetle tanuki weasel lynx baboon"


def test_new_game_setup():
    s = lf.new_game(4, {}, 3)
    check(s)
    rocks = {s.position(x): s.players[x].rock for x in range(4)}
    assert rocks == {1: 0, 2: 6, 3: 9, 4: 3}
    assert s.sacred == s.first and s.centre == [2] and s.phase == "animal"
    assert lf.to_act(s) == frozenset(range(4)) and lf.turn_number(s) == 1
    assert sorted(p.spirit for p in s.players) == ["autumn", "spring", "summer", "winter"]
    assert sum(s.trees.values()) == 39
    with pytest.raises(GroveError):
        lf.new_game(5, {}, 1)
    with pytest.raises(GroveError):
        lf.new_game(2, {"kodama": "maybe"}, 1)
    with pytest.raises(GroveError):
        lf.new_game(2, {"colour": "red"}, 1)


def test_turn_number_and_seat_version():
    s = position(players=2, phase="animal")
    n = lf.turn_number(s)
    s, _ = play(s, 0, "draw")
    assert lf.seat_version(s, 0) == 1 and lf.seat_version(s, 1) == 0
    assert lf.turn_number(s) == n
    s, _ = play(s, 0, "stop")
    s, events = play(s, 1, "draw")
    s, events = play(s, 1, "stop")
    assert s.phase == "action" and lf.turn_number(s) == n + 1
    assert "reveal" in codes(events) and "turn_start" in codes(events)


def test_private_panel_controls():
    s = position(players=2, phase="animal", fragments={1: 1})
    panel = lf.private_panel(s, 0)
    assert [c.moves for c in panel.controls] == [("draw",)]
    s, _ = play(s, 0, "draw")
    panel = lf.private_panel(s, 0)
    assert [c.moves for c in panel.controls] == [("draw",), ("discard",), ("stop",)]
    assert panel.version == 1 and len(panel.private.help_line) == 1
    assert panel.frag_supply == 19  # frozen at the phase start, although p1 holds one
    assert lf.private_panel(position(), 0) is None


def test_turn_controls_and_timeout_defaults():
    s = position(help={1: "hare horse tanuki baboon"}, rocks={1: "R10", 2: "R11"},
                 market={"1b": "beaver"})
    labels = [c.label for c in lf.turn_controls(s, 0) if c.kind == "button"]
    assert labels == ["frag", "pass"] and lf.turn_controls(s, 1) == []
    selects = {c.label: c.moves for c in lf.turn_controls(s, 0) if c.kind == "select"}
    assert "move 3" in selects["select_move"] and len(selects["select_move"]) <= 25
    assert all(m.startswith("att ") and len(m.split()) == 2 for m in selects["select_att"])
    assert str(lf.timeout_move(s, 0)) == "pass"
    s, _ = play(s, 0, "move 3")
    assert [c.moves[0] for c in lf.turn_controls(s, 0)] == [
        "steal 2 fire", "steal 2 flower", "steal 2 tree"]
    assert str(lf.timeout_move(s, 0)) == "steal 2 fire"
    s, _ = play(s, 0, "steal 2 flower")
    assert [c.moves for c in lf.turn_controls(s, 0) if c.kind == "button"] == [("skip",)]
    assert str(lf.timeout_move(s, 0)) == "skip"
    animal = position(phase="animal")
    assert str(lf.timeout_move(animal, 0)) == "draw"
    animal, _ = play(animal, 0, "draw")
    assert str(lf.timeout_move(animal, 0)) == "stop"


def test_timeout_moves_finish_a_round():
    s = lf.new_game(3, {"kodama": "true"}, 5)
    start_round = s.round
    for _ in range(200):
        if s.round > start_round:
            break
        seat = min(lf.to_act(s))
        s, _ = lf.apply(s, seat, lf.timeout_move(s, seat))
    assert s.round == start_round + 1


def test_suggest_extends_lists_one_item():
    market = {"1a": "chimpanzee", "1b": "beaver", "1c": "bat", "1d": "horse",
              "2a": "marmot", "2b": "bull", "2c": "frog", "2d": "crane"}
    s = position(help={1: SUN11}, market=market, centre="2 2 3")
    out = lf.suggest(s, 0, "att 2a")
    assert out[0] == "att 2a"
    assert set(out[1:]) == {"att 2a 1b", "att 2a 1d"}  # 11 - 7 = 4 sun left
    assert "att 2a 2a" not in out
    w = position(help={1: "goldfish flamingo hummingbird"}, centre="2 2 3")
    assert lf.suggest(w, 0, "ext 2") == ["ext 2", "ext 3 2", "ext 2 2"]
    assert lf.suggest(w, 1, "ext") == []
    plain = lf.suggest(s, 0, "fr")
    assert plain[0] == "frag"
    # Many affordable Attract lists do not crowd out the other moves.
    rich = position(help={1: SUN11 + " hedgehog lemur marmot bison goldfish flamingo"},
                    centre="2 3", forest={1: "11@B2"})
    assert len(list(islice(lf.legal_moves(rich, 0), 5000))) == 5000
    assert lf.suggest(rich, 0, "ext") == ["ext 3", "ext 2"]
    assert lf.suggest(rich, 0, "ext 3") == ["ext 3", "ext 3 2"]
    filled = [slot for slot, c in zip(SLOTS, rich.market, strict=True) if c is not None]
    assert lf.suggest(rich, 0, "att") == [f"att {slot}" for slot in filled]
    assert lf.suggest(rich, 0, "pass") == ["pass"]
    assert "frag" in lf.suggest(rich, 0, "")
    assert all(len(lf.parse_move(m).args) <= 1 for m in lf.suggest(s, 0, "")
               if m.startswith("att"))


def test_resign_two_players():
    s = position(help={1: SUN11})
    s, events = play(s, 0, "resign")
    assert lf.is_over(s) and s.winners == [1]
    res = lf.result(s)
    assert res.ranking == [[1], [0]] and res.reason == "resign"


def test_resign_three_players_in_the_animal_phase():
    s = position(players=3, phase="animal", fragments={3: 2})
    supply = s.frag_supply
    s, events = play(s, 2, "resign")
    assert s.phase == "animal"          # p1 and p2 still draw
    assert s.frag_supply == supply + 2 and s.players[2].rock is None
    s, _ = play(s, 0, "draw")
    s, events = play(s, 0, "stop")
    s, _ = play(s, 1, "draw")
    s, events = play(s, 1, "stop")
    assert s.phase == "action" and 2 not in s.order
    assert "2" not in next(e for e in events if e.code == "reveal").params["lines"]
    check(s)


def test_resign_during_own_turn_and_pending_steal_dropped():
    s = position(players=3, help={1: "hare horse tanuki baboon"},
                 rocks={1: "R10", 2: "R11", 3: "R6"}, market={"1b": "beaver"})
    s, _ = play(s, 0, "move 3")
    assert s.pending[0] == {"type": "steal", "victim": 1}
    s, events = play(s, 1, "resign")
    assert not any(d["type"] == "steal" for d in s.pending)
    assert s.turn == 0
    t = position(players=3, help={1: SUN11})
    t, events = play(t, 0, "resign")
    assert t.turn == 1 and "turn_end" in codes(events)
    t, _ = play(t, 2, "resign")
    assert lf.is_over(t) and t.winners == [1]
    assert lf.result(t).ranking == [[1], [2], [0]]


def test_ranking_shares_places():
    s = position(players=3, turn=3, fires={1: " ".join(["2"] * 11), 2: " ".join(["2"] * 9)},
                 forest={3: "3A@B2 3B@B4 4A@A3 4B@C3 5A@A2 5B@C2 6@A4 7@C4 8@B1"})
    tied = position(players=3, turn=3, fires={1: " ".join(["2"] * 11), 2: " ".join(["2"] * 9)},
                    forest={3: "3A@B2 3B@B4 4A@A3 4B@C3 5A@A2 5B@C2 6@A4 7@C4"})
    tied, _ = play(tied, 2, "pass")
    assert lf.result(tied).ranking == [[0], [1, 2]]
    s, _ = play(s, 2, "pass")
    # p1: fires 12 meets; p2: fires 10; p3: trees 10, no condition but a higher sum.
    assert lf.is_over(s) and s.winners == [0]
    res = lf.result(s)
    assert res.ranking[0] == [0] and res.scores[2] > res.scores[1]
    assert res.ranking == [[0], [2], [1]]


def test_tie_break_and_shared_victory():
    s = position(players=2, turn=2, fires={1: " ".join(["2"] * 11), 2: " ".join(["2"] * 11)})
    s, _ = play(s, 1, "pass")
    assert s.winners == [0, 1] and lf.result(s).ranking == [[0, 1]]
    t = position(players=2, turn=2, fires={1: " ".join(["2"] * 11), 2: " ".join(["2"] * 11)},
                 forest={2: "3A@B2"})
    t, _ = play(t, 1, "pass")
    assert t.winners == [1]


def test_json_round_trip_and_corruption():
    s = lf.new_game(3, {"kodama": "true"}, 9)
    for _ in range(30):
        seat = min(lf.to_act(s))
        s, _ = lf.apply(s, seat, lf.auto_move(s, seat))
    data = json.loads(json.dumps(lf.to_json(s)))
    assert lf.to_json(lf.from_json(data)) == lf.to_json(s)
    for broken in (
        {}, [], {"format": 1}, "text",
        {**data, "format": 99},
        {**data, "seats": True},
        {**data, "seed": -1},
        {**data, "phase": "lunch"},
        {**data, "pending": [{"type": "steal", "victim": 9}]},
        {**data, "trees": {**data["trees"], "3A": data["trees"]["3A"] + 1}},
        {**data, "varans": data["varans"] + 1},
        {**data, "centre": [2] * 8},
        {**data, "players": data["players"][:2]},
        {key: v for key, v in data.items() if key != "market"},
    ):
        with pytest.raises(CorruptState) as info:
            lf.from_json(broken)
        assert info.value.catalog_key == "common.CORRUPT_TABLE"
    bad_forest = json.loads(json.dumps(data))
    bad_forest["players"][0]["forest"] = {"A5": "3A"}
    with pytest.raises(CorruptState) as info:
        lf.from_json(bad_forest)
    assert "touches no tree" in info.value.detail
    two_on_a_rock = json.loads(json.dumps(data))
    two_on_a_rock["players"][1]["rock"] = two_on_a_rock["players"][0]["rock"]
    with pytest.raises(CorruptState):
        lf.from_json(two_on_a_rock)


def test_status_lines_hide_the_animal_phase():
    s = position(players=2, phase="animal")
    lines = lf.status_lines(lf.view(s, None))
    keys = [k for k, _ in lines]
    assert "status.drawing" in keys
    s2, _ = play(s, 0, "draw")
    assert lf.status_lines(lf.view(s2, None)) == lines
    s3, _ = play(s2, 0, "stop")
    assert "status.done" in [k for k, _ in lf.status_lines(lf.view(s3, None))]
