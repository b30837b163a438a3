"""The worked examples E1-E10 of spec §9, through the fixtures helper, with and without
the Kodama module where the example is a base-game one."""

from __future__ import annotations

import pytest

import rules.living_forest as lf
from rules.living_forest.engine import net_solitary
from rules.living_forest.fixtures import position
from rules.living_forest.invariants import check

from .helpers import code, codes, play, totals

BOTH = pytest.mark.parametrize("kodama", [False, True])


@BOTH
def test_e1_element_totals(kodama):
    s = position(kodama=kodama, help={1: "lynx goldfish wild_boar cockatoo"},
                 forest={1: "5A@B2 3B@A2 4B@B4"})
    check(s)
    assert totals(s, 0) == {"sun": 5, "water": 4, "plant": 1, "wind": 0, "flower": 2}
    assert s.players[0].actions == 2
    v = lf.view(s, None).players[0]
    assert v.net_solitary == 1 and v.lines == ()


@BOTH
def test_e2_gregarious_cancels_and_forced_stop(kodama):
    s = position(kodama=kodama, phase="animal", deck={1: "owl toucan bear beetle fox hare"},
                 stopped=[2])
    check(s)
    ns = []
    for _ in range(5):
        s, events = play(s, 0, "draw")
        ns.append(net_solitary(s.players[0].help))
    assert ns == [1, 0, 1, 2, 3]
    # The fifth draw made N reach 3 without a Fragment: the bot recorded stop; the other
    # seat had stopped, so the phase ended and the action phase began.
    assert "stop" in codes(events) and "reveal" in codes(events)
    assert s.phase == "action" and s.players[0].actions == 1
    assert totals(s, 0) == {"sun": 1, "water": 1, "plant": 6, "wind": 1, "flower": 1}
    assert s.players[0].deck[0] == "hare"


@BOTH
def test_e3_attracting_two_cards(kodama):
    market = {"1a": "chimpanzee", "1b": "beaver", "1c": "bat", "1d": "horse",
              "2a": "marmot", "2b": "bull", "2c": "frog", "2d": "crane"}
    s = position(kodama=kodama, help={1: "beetle tanuki weasel lynx baboon"}, market=market)
    check(s)
    assert totals(s, 0)["sun"] == 11
    assert code(s, 0, "att 2a 2b") == "OVER_BUDGET"
    err = code(s, 0, "att 1d 1d")
    assert err == "SLOT_TWICE"
    old = list(s.players[0].deck)
    s2, _ = play(s, 0, "att 2a 1d")
    assert s2.players[0].deck[:2] == ["horse", "marmot"] and s2.players[0].deck[2:] == old
    assert s2.market[3] is None and s2.market[4] is None
    assert s2.attracted == [1, 1, 0]
    check(s2)
    # The view of the deck shows the public top cards only.
    assert lf.view(s2, 1).players[0].known_top == ("horse", "marmot")


@BOTH
def test_e4_corner_c5(kodama):
    s = position(kodama=kodama, help={1: "bear owl wild_boar flamingo"},
                 forest={1: "4A@B4 3A@B5"}, centre="4 3 2")
    assert totals(s, 0)["plant"] == 6 and totals(s, 0)["water"] == 3
    s, events = play(s, 0, "plant 6@C5")
    assert totals(s, 0)["water"] == 5
    assert s.pending[0]["action"] == "ext" and s.pending[0]["extra"] == 2
    assert "bonus" in codes(events)
    assert lf.resolve(s, 0, lf.parse_move("ext 4 3"))
    assert code(s, 0, "ext 4 3 2") == "OVER_BUDGET"  # 9 > 7
    s, events = play(s, 0, "ext 4 3")
    assert sorted(s.players[0].fires) == [3, 4] and s.centre == [2]
    assert s.basic_used == 1 and s.turn == 0
    s, _ = play(s, 0, "ext 2")  # budget 5: the bonus did not use the type
    assert s.centre == [] or s.turn != 0


@BOTH
def test_e5_moving_round_the_end(kodama):
    s = position(kodama=kodama, help={1: "hare horse tanuki baboon"},
                 rocks={1: "R10", 2: "R11"}, market={"1b": "beaver"},
                 **({"onibi": "R5"} if kodama else {}))
    assert totals(s, 0)["wind"] == 3 and totals(s, 0)["sun"] == 3
    s, events = play(s, 0, "move 3")
    assert s.players[0].rock == 2
    lines = lf.log_lines(events, round_no=1, positions={0: 1, 1: 2})
    assert lines == ["r1 p1 move 3 [jumped p2; landed R2]"]
    assert lf.GAME.log_lines(events) == ["move 3 [jumped s1; landed R2]"]
    move = next(e for e in events if e.code == "move")
    assert move.params["jumped"] == [1] and move.params["to"] == 2
    assert s.pending[0] == {"type": "steal", "victim": 1}
    assert [str(m) for m in lf.legal_moves(s, 0)][:3] == [
        "steal 2 fire", "steal 2 flower", "steal 2 tree"]
    s, events = play(s, 0, "steal 2 flower")
    assert lf.log_lines(events, 1, {0: 1, 1: 2}) == ["r1 p1 steal 2 flower"]
    kinds = [k for k, _ in s.players[0].tiles]
    assert kinds.count("flower") == 2
    assert sorted(k for k, _ in s.players[1].tiles) == ["fire", "tree"]
    assert s.pending[0]["action"] == "att" and s.pending[0]["source"] == "R2"
    check(s)


def test_e5_lapses_when_nothing_affordable():
    market = {slot: None for slot in ("1a", "1b", "1c", "1d")}
    s = position(help={1: "hare horse tanuki baboon"}, rocks={1: "R10", 2: "R11"},
                 market={**market, "1a": "lemur"})
    s, _ = play(s, 0, "move 3")
    s, events = play(s, 0, "steal 2 flower")
    assert "bonus_lapsed" in codes(events) and not s.pending


@BOTH
def test_e6_end_of_round(kodama):
    s = position(players=3, kodama=kodama, turn=3, centre="2 4", varans=10,
                 help={1: "goldfish hummingbird bear lynx fox",
                       2: "goldfish hummingbird bear lynx",
                       3: "goldfish"},
                 market={"1c": None, "3a": None}, attracted=(1, 0, 1))
    check(s)
    assert [totals(s, x)["water"] for x in range(3)] == [6, 5, 2]
    stacks = [list(st) for st in s.stacks]
    discards = [len(p.discard) for p in s.players]
    s, events = play(s, 2, "pass")
    fire = next(e for e in events if e.code == "fire_check")
    assert fire.params["power"] == 6 and fire.params["count"] == 2
    assert fire.params["hits"] == {"1": 2, "2": 2} and fire.params["safe"] == [0]
    assert s.varans == 6
    assert s.centre == [2, 4, 2, 4]
    assert s.market[2] == stacks[0][0] and s.market[8] == stacks[2][0]
    assert all(p.help == [] for p in s.players)
    # help lines then Varans: p1 5 cards, p2 4 + 2 Varans, p3 1 + 2 Varans
    assert [len(p.discard) - d for p, d in zip(s.players, discards, strict=True)] == [5, 6, 3]
    assert s.players[1].discard[:2] == ["fire_varan", "fire_varan"]
    assert s.sacred == 1 and s.phase == "animal" and s.round == 2
    check(s)


@BOTH
def test_e7_counting_different_trees(kodama):
    s = position(players=3, kodama=kodama, forest={1: "3A@B2 3A@A2 5B@B4 6@C2 9@A4"},
                 tiles={1: "fire flower tree tree:summer"})
    assert lf.counts(s, 0)["tree"] == 7
    v = lf.view(s, None).players[0]
    assert "col2" in v.lines and v.tree_types == 4
    assert totals(s, 0)["water"] == 2 + 1  # tree 6 + col2
    check(s)


@BOTH
def test_e8_tree_11(kodama):
    s = position(kodama=kodama, help={1: "goldfish hummingbird flamingo bear"},
                 forest={1: "11@B2"}, centre="2 2 3 3 4")
    assert totals(s, 0)["water"] == 6
    s1, _ = play(s, 0, "ext 3 3")
    s2, _ = play(s1, 0, "ext 4 2")
    assert sorted(s2.players[0].fires) == [2, 3, 3, 4] and s2.centre == [2]
    plain = position(kodama=kodama, help={1: "goldfish hummingbird flamingo bear"},
                     centre="2 2 3 3 4")
    plain, _ = play(plain, 0, "ext 3 3")
    assert code(plain, 0, "ext 4 2") == "TYPE_USED"


def test_e9_element_tile_and_fire_check():
    s = position(players=3, kodama=True, turn=2, elem_held={2: 1},
                 help={2: "goldfish hummingbird bear"}, centre="2 4 3 3")
    assert totals(s, 1)["water"] == 4
    s, _ = play(s, 1, "elem water")
    assert totals(s, 1)["water"] == 6
    s, _ = play(s, 1, "ext 4 2")
    assert sorted(s.centre) == [3, 3]
    assert s.players[1].elem_used == ["water"]
    s, _ = play(s, 1, "pass")
    s, events = play(s, 2, "pass")
    fire = next(e for e in events if e.code == "fire_check")
    assert "1" not in fire.params["hits"] and 1 in fire.params["safe"]
    assert s.players[1].elem_used == [] and s.elem_supply == 12
    check(s)


def test_e10_stack_runs_out():
    forest2 = "3A@B2 3B@B4 4A@A3 4B@C3 5A@A2 5B@C2 6@A4 7@C4 8@B1 9@B5 10@A1"
    s = position(players=3, kodama=True, rocks={1: "R2", 2: "R6", 3: "R10"}, onibi="R7",
                 kstacks={"T": "kodama_t3"}, help={1: "fawn"}, forest={2: forest2},
                 fires={3: "2 2 2 2 2 2 2 2 2 2 2 2"})
    check(s)
    assert lf.counts(s, 1)["tree"] == 13 and lf.counts(s, 2)["fire"] == 13
    s, events = play(s, 0, "call T")
    onibi = next(e for e in events if e.code == "onibi")
    assert onibi.params == {"from": 7, "to": 9, "jumped": [], "fires": 0}
    assert s.players[0].deck[0] == "kodama_t3"
    assert s.targets["tree"] == 15 and "target_raised" in codes(events)
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "pass")
    s, events = play(s, 2, "pass")
    assert lf.is_over(s) and s.winners == [2]
    assert lf.result(s).winners == [2]
