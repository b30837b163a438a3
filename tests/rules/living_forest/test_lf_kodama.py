"""Kodama module rules of spec §10 beyond the worked examples."""

from __future__ import annotations

import pytest

import rules.living_forest as lf
from rules.living_forest.data import CARDS
from rules.living_forest.fixtures import position
from rules.living_forest.invariants import check

from .helpers import code, codes, play, totals


@pytest.mark.parametrize("seats,size,onibi", [(2, 3, 5), (3, 4, 9), (4, 5, 2)])
def test_setup(seats, size, onibi):
    s = lf.new_game(seats, {"kodama": "true"}, 11)
    check(s)
    assert all(len(st) == size for st in s.kstacks.values())
    assert all(len(r) == 6 - size for r in s.kremoved.values())
    assert s.onibi == onibi and s.targets == {"tree": 13, "fire": 13, "flower": 13}
    assert s.elem_supply == 12 and s.trees["K8"] == 2
    for p in s.players:
        assert len(p.deck) == 15 and f"kodama_{p.spirit}" in p.deck
    assert len(s.stacks[1]) + 4 == 21 and len(s.stacks[2]) + 4 == 17
    base = lf.new_game(seats, {}, 11)
    assert len(base.stacks[1]) + 4 == 16 and base.onibi is None and not base.kstacks


@pytest.mark.parametrize("extra,frag,elem,actions", [
    ("", False, False, 2), ("kodama_f1", True, False, 2),
    ("kodama_f1 kodama_t1", True, True, 2), ("kodama_f1 kodama_t1 kodama_w1", True, True, 3)])
def test_rewards_at_turn_start(extra, frag, elem, actions):
    s = position(kodama=True, help={1: "weasel", 2: ("kodama_spring " + extra).strip()})
    s, events = play(s, 0, "pass")
    assert s.turn == 1
    p = s.players[1]
    assert p.fragments == int(frag) and p.elem_held == int(elem) and p.actions == actions
    assert ("kodama_reward" in codes(events)) == frag


def test_kodama_trees_and_column_0():
    s = position(kodama=True, help={1: "kodama_winter kodama_f1"},
                 forest={1: "K6@B2 K8@B4 K11@A3 5A@B1 6@B0 3A@A0 3B@C0"})
    _, k, v = lf.stats(s, 0)
    assert k == 2 + 1 + 1  # two cards, K8, column 0 complete
    e = totals(s, 0)
    assert e["sun"] == 4 + 2 + 1 and e["flower"] == 4 and v == 4
    assert "col0" in lf.view(s, None).players[0].lines
    assert lf.counts(s, 0)["tree"] == 7 + 1 + 1


def test_repeat_card_allows_one_more():
    s = position(kodama=True, help={1: "peafowl lemur marmot beetle"}, actions={1: 3},
                 market={"1a": "beaver", "1b": "raven", "1c": "meerkat"})
    s, _ = play(s, 0, "att 1a")
    s, _ = play(s, 0, "att 1b")
    assert code(s, 0, "att 1c") == "TYPE_USED"


def test_onibi_jumps_a_spirit_and_lights_a_fire():
    s = position(players=3, kodama=True, help={1: "fawn tanuki"}, onibi="R5",
                 rocks={1: "R0", 2: "R6", 3: "R7"}, kstacks={"F": "kodama_f1 kodama_f2"},
                 centre="2")
    s, events = play(s, 0, "call F")
    onibi = next(e for e in events if e.code == "onibi")
    assert onibi.params == {"from": 5, "to": 9, "jumped": [1, 2], "fires": 2}
    assert s.centre == [2, 2, 2] and s.targets["flower"] == 13


def test_stone_rock_grants_a_call():
    s = position(kodama=True, help={1: "hare horse fawn"}, rocks={1: "R0", 2: "R6"},
                 kstacks={"W": "kodama_w1"})
    s, events = play(s, 0, "move 3")
    assert s.players[0].rock == 3
    assert s.pending[0] == {"type": "bonus", "action": "call", "extra": 0, "source": "R3"}
    s, _ = play(s, 0, "call W")
    assert s.players[0].deck[0] == "kodama_w1" and s.targets["fire"] == 15


def test_k16_element_tile_keeps_an_impossible_bonus():
    # Corner A1 gives a bonus Attract with +3 sun; nothing costs <= 3 in the market.
    market = {f"1{c}": "lemur" if c == "a" else None for c in "abcd"}
    market["1a"] = "lemur"
    held = position(kodama=True, help={1: "bear owl bee fox"}, forest={1: "3A@B2 4A@A2"},
                    market=market, elem_held={1: 1}, actions={1: 2})
    s, events = play(held, 0, "plant 6@A1")
    assert s.pending and s.pending[0]["action"] == "att"   # not skipped: a tile could help
    s, _ = play(s, 0, "elem sun")
    s, events = play(s, 0, "att 1a")                         # 0 + 2 + 3 = 5
    assert s.players[0].deck[0] == "lemur"
    none = position(kodama=True, help={1: "bear owl bee fox"}, forest={1: "3A@B2 4A@A2"},
                    market=market)
    s2, events = play(none, 0, "plant 6@A1")
    assert "bonus_lapsed" in codes(events) and not s2.pending


def test_called_kodama_makes_no_fire():
    s = position(players=2, kodama=True, help={1: "fawn"}, turn=2, sacred=1,
                 kstacks={"F": "kodama_f1"}, centre="3")
    s, _ = play(s, 1, "pass")
    assert s.phase == "animal"
    assert s.centre == [3]
    s = position(players=2, kodama=True, help={1: "fawn"}, kstacks={"F": "kodama_f1 kodama_f2"},
                 centre="3")
    s, _ = play(s, 0, "call F")
    s, _ = play(s, 0, "pass")
    s, events = play(s, 1, "pass")
    assert next(e for e in events if e.code == "new_fires").params["values"] == []
    assert CARDS["kodama_f1"].kodama == 1


def test_level3_bonus_lapses_when_impossible():
    # koi with an empty centre does not hold the turn open (K-15).
    s = position(kodama=True, help={1: "koi weasel beetle"}, centre="",
                 market={"1a": "beaver"})
    assert not any(str(m).startswith("+ext") for m in lf.legal_moves(s, 0))
    s, _ = play(s, 0, "frag")
    s, _ = play(s, 0, "att 1a")
    assert s.turn == 1
