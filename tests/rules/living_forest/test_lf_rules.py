"""Base-game rules beyond the worked examples: corners, lines, reshuffles, Varans, new fires,
refills, the Sacred Tree, jumps and steals (§4.2-§4.5, R-8, R-10, R-11, R-24)."""

from __future__ import annotations

import rules.living_forest as lf
from rules.living_forest.fixtures import position
from rules.living_forest.invariants import check

from .helpers import codes, play, totals

PLANT6 = "bear owl wild_boar"  # plant 6, N = 2


def test_corner_fragments_and_supply_limit():
    s = position(help={1: PLANT6}, forest={1: "3A@B2 4A@B1"})
    s, events = play(s, 0, "plant 6@C1")
    assert s.players[0].fragments == 2 and s.frag_supply == 18
    low = position(help={1: PLANT6}, forest={1: "3A@B2 4A@B1"}, fragments={2: 19})
    low, events = play(low, 0, "plant 6@C1")
    assert low.players[0].fragments == 1 and low.frag_supply == 0
    assert next(e for e in events if e.code == "fragments").params["count"] == 1


def test_corner_a1_bonus_attract_with_three_more_sun():
    s = position(help={1: PLANT6}, forest={1: "3A@B2 4A@B1"},
                 market={"1a": "hedgehog", "1b": None, "1c": None, "1d": None})
    assert totals(s, 0)["sun"] == -1
    s, _ = play(s, 0, "plant 6@A1")
    assert s.pending[0] == {"type": "bonus", "action": "att", "extra": 3, "source": "A1"}
    assert [str(m) for m in lf.legal_moves(s, 0)] == ["att 1a", "skip"]
    s, events = play(s, 0, "att 1a")
    assert s.players[0].deck[0] == "hedgehog" and not s.pending
    assert next(e for e in events if e.code == "attract").params["how"] == "bonus"
    assert s.basic_used == 1 and s.turn == 0


def test_lines_count_at_once_and_col3_needs_a3_and_c3():
    s = position(help={1: "bear owl wild_boar bee fox"}, forest={1: "4B@B1 3A@B2 3B@B4"},
                 centre="2")
    assert totals(s, 0)["flower"] == 1 + 1
    s, events = play(s, 0, "plant 3A@B5")
    assert "rowB" in [e.params["line"] for e in events if e.code == "line"]
    assert totals(s, 0)["flower"] == 1 + 1 + 2
    t = position(help={1: PLANT6}, forest={1: "3A@A3"})
    t, events = play(t, 0, "plant 3B@C3")
    assert [e.params["line"] for e in events if e.code == "line"] == ["col3"]
    assert totals(t, 0)["sun"] == -2 + 1 + 1


def test_reshuffle_only_when_the_draw_pile_is_empty():
    s = position(phase="animal", discard={1: "bear weasel hare"}, stopped=[2])
    p = s.players[0]
    p.discard, p.deck = p.deck + p.discard, []  # every card in the discard pile
    s, events = play(s, 0, "draw")
    assert [e.code for e in events][:2] == ["reshuffle", "draw"]
    assert events[0].params["cards"] == 14 and events[0].visible_to == frozenset({0})
    again = position(phase="animal", discard={1: "bear weasel hare"}, stopped=[2])
    again.players[0].discard, again.players[0].deck = \
        again.players[0].deck + again.players[0].discard, []
    again, _ = play(again, 0, "draw")
    assert again.players[0].help == s.players[0].help  # seeded by (seed, seat, counter)


def test_discarded_varan_returns_to_the_supply():
    s = position(phase="animal", deck={1: "fire_varan"}, fragments={1: 1})
    supply = s.varans
    s, _ = play(s, 0, "draw")
    s, _ = play(s, 0, "discard")
    assert s.varans == supply + 1 and "fire_varan" not in s.players[0].discard
    check(s)


def test_new_fires_stop_at_seven_in_level_order():
    s = position(players=2, turn=2, centre="2 2 2 2 2", attracted=(1, 2, 3))
    s, events = play(s, 1, "pass")
    assert next(e for e in events if e.code == "new_fires").params["values"] == [2, 3]
    assert len(s.centre) == 7


def test_empty_centre_gets_a_fire_2():
    s = position(players=2, turn=2, centre="")
    s, events = play(s, 1, "pass")
    assert "fire_check" not in codes(events) and s.centre == [2]


def test_market_refill_leaves_slots_empty_when_a_stack_is_out():
    s = position(players=2, turn=2, market={"3a": None, "3b": None}, attracted=(0, 0, 0))
    s.stacks[2] = s.stacks[2][:1]
    moved = s.stacks[2][0]
    s, events = play(s, 1, "pass")
    assert s.market[8] == moved and s.market[9] is None
    assert next(e for e in events if e.code == "market_refill").params["slots"] == {"3a": moved}


def test_sacred_tree_and_turn_order():
    s = position(players=3, sacred=3, turn=3)
    assert s.order == [2, 0, 1]
    for seat in (2, 0):
        s, _ = play(s, seat, "pass")
    s, events = play(s, 1, "pass")
    assert s.sacred == 0 and s.phase == "animal"
    assert next(e for e in events if e.code == "sacred_tree").params == {"seat": 0}


def test_automatic_steal_of_the_only_kind_and_most_recent_tile():
    s = position(players=3, help={1: "hare horse tanuki baboon"},
                 rocks={1: "R10", 2: "R11", 3: "R0"},
                 tiles={2: "fire flower tree", 3: "flower flower:winter"})
    s, events = play(s, 0, "move 2")
    # Jumped p2 (three kinds: a choice) then p3 (one kind: automatic after it).
    assert [e.params["jumped"] for e in events if e.code == "move"] == [[1, 2]]
    assert s.pending[0] == {"type": "steal", "victim": 1}
    s, events = play(s, 0, "steal 2 tree")
    auto = [e for e in events if e.code == "steal"]
    assert auto[1].params == {"seat": 0, "victim": 2, "kind": "flower", "spirit": "winter",
                              "auto": True}
    assert s.players[2].tiles == [("flower", "summer")]
    check(s)


def test_one_tile_per_jumped_player_even_when_jumped_twice():
    s = position(players=2, help={1: "horned_owl horse wolf dog hare owl"},
                 rocks={1: "R0", 2: "R1"})
    assert totals(s, 0)["wind"] == 12
    s, events = play(s, 0, "move 12")
    move = next(e for e in events if e.code == "move")
    assert move.params["jumped"] == [1, 1] and move.params["to"] == 2
    assert [d for d in s.pending if d["type"] == "steal"] == [{"type": "steal", "victim": 1}]


def test_fragment_rock_after_the_steals():
    s = position(help={1: "hare owl"}, rocks={1: "R10", 2: "R11"}, tiles={2: "fire"})
    s, events = play(s, 0, "move 2")
    assert s.players[0].rock == 1
    assert [e.code for e in events] == ["move", "steal", "fragments"]
    assert s.players[0].fragments == 1 and s.players[1].tiles == []
