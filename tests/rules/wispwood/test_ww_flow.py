"""Wispwood game flow: set-up, options, solo, the cat phase, passes, resign, hooks, JSON."""

from __future__ import annotations

import json
import random

import pytest

import rules.wispwood as ww
from rules import errors
from rules.wispwood import engine
from rules.wispwood.fixtures import position
from rules.wispwood.geometry import NAME_TO_CELL, name
from rules.wispwood.scoring import CARDS


def test_info():
    assert ww.INFO.id == "wispwood" and (ww.INFO.min_seats, ww.INFO.max_seats) == (1, 4)
    assert ww.INFO.simultaneous and ww.INFO.hidden_information
    assert ww.INFO.defaults() == {"objectives": "random", "cards": "", "level": "normal"}


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_new_game_setup(seats):
    s = ww.new_game(seats, {}, 123)
    ww.check(s)
    assert [CARDS[c]["category"] for c in s.cards] == ["tree", "pumpkin", "heart", "witch",
                                                       "spark"]
    assert sorted(s.slots) == sorted(["D2", "I3", "L3", "O4", "I4", "T4", "S4", "L4"])
    # Slots come in the printed pairs of the edge pieces.
    pairs = {tuple(s.slots[i:i + 2]) for i in (0, 2, 4, 6)}
    assert pairs == {("D2", "I3"), ("L3", "O4"), ("I4", "T4"), ("S4", "L4")}
    assert all(f.cat == ww.engine.CAT_START and f.ready for f in s.forests)
    assert ww.to_act(s) == {s.turn} and s.turn == s.start
    assert ww.turn_number(s) == 1
    assert ww.new_game(seats, {}, 123) == s  # deterministic from the seed
    if seats == 1:
        assert s.solo is not None and len(s.solo.tokens) == 3  # one used by the phantom
        assert sorted(s.solo.values.values()) == [3, 5, 6, 8]
        assert [e.code for e in ww.opening_events(s)] == ["round_start", "phantom",
                                                          "turn_start"]
    else:
        assert s.solo is None and sum(1 for w in s.pond if w) == 8
        assert [e.code for e in ww.opening_events(s)] == ["round_start", "turn_start"]


def test_seat_count_refused():
    with pytest.raises(errors.LobbyError):
        ww.new_game(5, {}, 1)


def test_check_options():
    assert ww.check_options({})["objectives"] == "random"
    chosen = ww.check_options({"objectives": "custom",
                               "cards": "spark-1, TREE-2,PUMP-1,HEART-2,WITCH-2"})
    assert chosen["cards"] == "TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1"
    for options, code in [
        ({"cards": "TREE-2,PUMP-1,HEART-2,WITCH-2,SPARK-1"}, "CARDS_NEED_CUSTOM"),
        ({"objectives": "easy", "cards": "TREE-2"}, "CARDS_NEED_CUSTOM"),
        ({"objectives": "custom"}, "CUSTOM_NEEDS_CARDS"),
        ({"objectives": "custom", "cards": "TREE-2,TREE-1,HEART-2,WITCH-2,SPARK-1"},
         "BAD_CARD_LIST"),
        ({"objectives": "custom", "cards": "TREE-2,PUMP-1,HEART-2,WITCH-2"}, "BAD_CARD_LIST"),
        ({"objectives": "custom", "cards": "TREE-2,PUMP-9,HEART-2,WITCH-2,SPARK-1"},
         "BAD_CARD_LIST"),
        ({"objectives": "hard"}, "BAD_OPTION"),
        ({"level": "godlike"}, "BAD_OPTION"),
    ]:
        with pytest.raises(errors.LobbyError) as info:
            ww.check_options(options)
        assert info.value.code == code, options


def test_objective_modes():
    custom = ww.new_game(2, {"objectives": "custom",
                             "cards": "TREE-3,PUMP-5,HEART-4,WITCH-4,SPARK-5"}, 9)
    assert custom.cards == ["TREE-3", "PUMP-5", "HEART-4", "WITCH-4", "SPARK-5"]
    for seed in range(20):
        easy = ww.new_game(2, {"objectives": "easy"}, seed)
        assert all(CARDS[c]["paws"] == 1 for c in easy.cards)
    drawn = {c for seed in range(40) for c in ww.new_game(2, {}, seed).cards}
    assert any(CARDS[c]["paws"] == 2 for c in drawn)


def test_solo_levels():
    for level, values in (("easy", [3, 4, 5, 6]), ("expert", [5, 6, 7, 8])):
        s = ww.new_game(1, {"level": level}, 5)
        assert sorted(s.solo.values.values()) == values


def test_solo_result_won_and_lost():
    s = position("F6 C", pond="*.......", solo={"tokens": []})
    s.phase, s.round_scores, s.solo.scores, s.end_reason = "over", [[10, 20, 30]], [20, 20, 19], \
        "complete"
    res = ww.result(s)
    assert res.reason == "won" and res.ranking == [[0]] and res.details["phantom"] == 59
    s.solo.scores = [20, 20, 20]  # equal totals are a loss
    res = ww.result(s)
    assert res.reason == "lost" and res.ranking == [] and res.winners == []


def test_solo_round_ends_after_the_final_turn():
    s = position("F6 C", pond="*PPPPPPP", solo={"tokens": [2]})
    events: list = []
    engine._phantom_turn(s, events)
    assert s.solo.final_turn
    s2, events = ww.apply(s, 0, ww.parse_move("trees F7"))
    codes = [e.code for e in events]
    assert "round_end" in codes and "phantom_score" in codes and s2.phase == "cat"
    score = next(e for e in events if e.code == "phantom_score").params
    assert score["score"] == s.solo.values["P"]


def test_solo_full_grid_ends_the_round_at_once():
    s = position("""
        D E F G
     4  T T T T
     5  T T T T
     6  T T C T
     7  T T T .
    """, pond="*PPPPPPP", solo={"tokens": [1, 2, 3]})
    s2, events = ww.apply(s, 0, ww.parse_move("trees G7"))
    assert s2.phase == "cat" and "phantom" not in [e.code for e in events]
    bonus = next(e for e in events if e.code == "round_score").params["cards"]["bonus"]
    assert bonus == 2


def test_tie_break_on_round_three():
    s = position("F6 C", "F6 C", "F6 C", round=3, phase="over",
                 round_scores=[[10, 10, 30], [20, 10, 20], [10, 20, 20]])
    s.end_reason = "complete"
    assert ww.result(s).ranking == [[0], [1, 2]]
    assert ww.result(s).winners == [0]


def test_cat_phase_is_simultaneous():
    s = position("F6 C, F7 T", "F6 C, G6 T", "F6 C, E6 T", phase="cat",
                 round_scores=[[1], [2], [3]], start=2)
    assert ww.to_act(s) == {0, 1, 2}
    assert [str(m) for m in ww.legal_moves(s, 1)] == ["cat stay", "cat G6"]
    s, _ = ww.apply(s, 1, ww.parse_move("cat G6"))
    assert ww.to_act(s) == {0, 2}
    assert (ww.seat_version(s, 0), ww.seat_version(s, 1)) == (0, 1)
    turn = ww.turn_number(s)
    s, _ = ww.apply(s, 2, ww.parse_move("cat stay"))
    assert ww.turn_number(s) == turn and s.phase == "cat"
    s, events = ww.apply(s, 0, ww.parse_move("cat F7"))
    assert s.phase == "turn" and s.round == 2 and s.start == 0 and ww.to_act(s) == {0}
    assert ww.turn_number(s) == turn + 1
    # Trees are gone; cats stay (seat 1's cat moved to G6, then everything re-centred).
    assert all(k != "T" for f in s.forests for k in f.cells.values())
    assert len(s.supply) + len(s.discard) + sum(1 for w in s.pond if w) > 0


def test_round_end_opens_the_cat_phase_once():
    s = position("""
        D E F G
     4  T T T T
     5  T T T T
     6  T T C T
     7  T T T .
    """, "F6 C", pond="PPPPPPPP", start=1, turn=0)
    turn = ww.turn_number(s)
    s2, events = ww.apply(s, 0, ww.parse_move("trees G7"))  # seat 0 is last of 1, 0
    assert s2.phase == "cat" and ww.turn_number(s2) == turn + 1
    assert [e.code for e in events][-2:] == ["round_end", "cat_phase"]


def test_forced_pass_when_no_tiles_remain():
    s = position("F6 C", "F6 C", pond={1: "P"}, supply=0)
    assert ww.tree_turns(s, 0) == [] and list(ww.legal_takes(s, 0)) == []
    s.discard = ["H"]
    s2, events = ww.apply(s, 0, ww.parse_move("trees F7"))
    codes = [e.code for e in events]
    # Seat 1 can do nothing and passes; seat 0 then passes too: all passed, round over.
    assert codes.count("pass") == 2 and "round_end" in codes and s2.phase == "cat"


def test_resign_two_players_ends_the_game():
    s = ww.new_game(2, {}, 3)
    other = 1 - s.turn
    s2, events = ww.apply(s, other, ww.Resign())
    assert ww.is_over(s2) and s2.end_reason == "resign"
    assert ww.result(s2).ranking == [[s.turn], [other]]


def test_resign_three_players_skips_the_seat():
    s = ww.new_game(3, {}, 3)
    mover = s.turn
    s2, _ = ww.apply(s, mover, ww.Resign())
    assert not ww.is_over(s2) and ww.to_act(s2) == {(mover + 1) % 3}
    res = ww.result(s2)
    assert res.ranking[-1] == [mover]


def test_resign_solo_is_a_loss():
    s = ww.new_game(1, {}, 3)
    s2, _ = ww.apply(s, 0, ww.Resign())
    assert ww.is_over(s2) and ww.result(s2).reason == "lost"


def test_resign_in_the_cat_phase_counts_as_chosen():
    s = position("F6 C, F7 T", "F6 C", "F6 C", phase="cat", round_scores=[[1], [2], [3]])
    s, _ = ww.apply(s, 0, ww.parse_move("cat stay"))
    s, _ = ww.apply(s, 1, ww.parse_move("cat stay"))
    s, _ = ww.apply(s, 2, ww.Resign())
    assert s.phase == "turn" and s.round == 2 and 2 not in ww.to_act(s)


def test_suggest():
    s = ww.new_game(2, {}, 11)
    seat = s.turn
    empty = ww.suggest(s, seat, "")
    assert 0 < len(empty) <= 25
    assert empty == [str(m) for m in list(ww.legal_moves(s, seat))[:25]]
    assert len({t.split()[1] for t in empty if t.startswith("take")}) >= 4  # varied spaces
    space = next(i + 1 for i, w in enumerate(s.pond) if w)
    narrowed = ww.suggest(s, seat, f"TAKE {space}")
    assert narrowed and all(t.startswith(f"take {space} ") for t in narrowed)
    shape = narrowed[0].split()[2]
    exact = narrowed[0]
    ranked = ww.suggest(s, seat, exact)
    assert ranked[0] == exact
    assert all(t.startswith(f"take {space} {shape}") for t in ww.suggest(
        s, seat, f"take {space} {shape}"))
    assert ww.suggest(s, 1 - seat, "") == []
    assert all(t.startswith("trees") for t in ww.suggest(s, seat, "trees"))
    assert ww.suggest(s, seat, "trees F5,F6") == []


def test_turn_controls():
    s = position("F6 C", "F6 C", pond={2: "H", 3: "H"})
    labels = [c.label for c in ww.turn_controls(s, 0)]
    assert labels == ["refill", "cat_refill", "place", "trees"]
    assert ww.turn_controls(s, 1) == []
    s2, _ = ww.apply(s, 0, ww.parse_move("trees F7"))
    assert [c.label for c in ww.turn_controls(s2, 0)] == ["undo"]
    cat = position("F6 C, F7 T", "F6 C", phase="cat")
    (select,) = ww.turn_controls(cat, 0)
    assert select.kind == "select" and select.moves == ("cat stay", "cat F7")


@pytest.mark.parametrize("seats", [1, 2, 4])
def test_turn_controls_offer_what_legal_moves_lists(seats):
    # The controls read the refills and whether a take or a tree turn exists without the
    # whole listing; along random games they must still offer exactly what it lists.
    rng = random.Random(seats)
    checked, seed = 0, 40
    s = ww.new_game(seats, {}, seed)
    while checked < 60:
        if ww.is_over(s):
            seed += 1
            s = ww.new_game(seats, {}, seed)
        seat = min(ww.to_act(s))
        moves = list(ww.legal_moves(s, seat))
        texts = [str(m) for m in moves]
        labels = [c.label for c in ww.turn_controls(s, seat) if c.label != "undo"]
        if s.phase == "turn":
            expected = [t.replace("-", "_") for t in texts if t in ("refill", "cat-refill")]
            expected += ["place"] * any(t.startswith("take") for t in texts)
            expected += ["trees"] * any(t.startswith("trees") for t in texts)
            assert labels == expected, (texts[:5], labels)
            checked += 1
        s, _ = ww.apply(s, seat, rng.choice(moves))


def test_status_lines():
    lines = ww.status_lines(ww.view(ww.new_game(2, {}, 1)))
    assert [k for k, _ in lines] == ["status.round", "status.player", "status.player"]


def test_from_json_refuses_corrupt_states():
    s = ww.new_game(2, {}, 4)
    data = json.loads(json.dumps(ww.to_json(s)))
    assert ww.to_json(ww.from_json(data)) == ww.to_json(s)
    broken = [
        lambda d: d.update(format=99),
        lambda d: d["supply"].pop(),
        lambda d: d["forests"][0]["cells"].update(A1="T"),
        lambda d: d["forests"][0].update(cat="Z9"),
        lambda d: d.update(cards=["TREE-1"] * 5),
        lambda d: d.update(phase="dancing"),
        lambda d: d.pop("pond"),
        lambda d: d.update(round="x"),
        lambda d: d["forests"][1]["cells"].update(F6="P"),          # under the cat
        lambda d: d["forests"][0]["cells"].update(A1="P", F7="H"),  # too wide, 2 tiles more
        lambda d: d.update(round_scores=[[3], [4]]),                # scores of an unplayed round
        lambda d: d.update(resigned=[0, 0]),
        lambda d: d.update(phase="over"),                           # over without a reason
        lambda d: d.update(solo={"level": "easy"}),
    ]
    for breaker in broken:
        bad = json.loads(json.dumps(ww.to_json(s)))
        breaker(bad)
        with pytest.raises(errors.CorruptState) as info:
            ww.from_json(bad)
        assert info.value.code == "CORRUPT_TABLE", breaker
        assert info.value.catalog_key == "common.CORRUPT_TABLE"
        # The detail is for the log: it never names the supply or a hidden tile back.
        assert "supply" not in str(info.value) or "unknown tile" in str(info.value)


def test_hidden_information_stays_out_of_views_and_events():
    a = ww.new_game(2, {}, 8)
    b = a.copy()
    b.supply = list(reversed(b.supply))
    for f in b.forests:
        f.backs = {c: "W" for c in f.backs}
    assert ww.view(a, None) == ww.view(b, None)
    assert ww.suggest(a, a.turn, "") == ww.suggest(b, b.turn, "")
    _, ea = ww.apply(a, a.turn, ww.parse_move("trees F7"))
    _, eb = ww.apply(b, b.turn, ww.parse_move("trees F7"))
    assert [e.to_json() for e in ea] == [e.to_json() for e in eb]


def test_recentre_between_rounds():
    s = position("A1 C, B1 T, A2 P", phase="cat", round_scores=[[0]])
    s2, _ = ww.apply(s, 0, ww.parse_move("cat stay"))
    f = s2.forests[0]
    # 1 x 2 box (A1, A2): left floor(10/2) = 5 = F, top floor(9/2) = 4 = row 5.
    assert name(f.cat) == "F5" and f.cells == {NAME_TO_CELL["F6"]: "P"}


def test_log_lines():
    s = position("F6 C", pond="*P......", solo={"tokens": [1, 1]})
    s2, events = ww.apply(s, 0, ww.parse_move("take 2 D2 F7,F8 wisp=F8"))
    # The pond is empty after the take: the phantom refills, then takes; then the player's
    # turn starts with wisps in the pond.
    assert ww.log_lines(events)[0] == "take 2 D2 F7,F8 wisp=F8"
    assert ww.log_lines(events)[1:] == ["phantom refill", events[2].params["line"]]
    cat = position("F6 C, F7 T", "F6 C", phase="cat")
    _, events = ww.apply(cat, 0, ww.parse_move("cat F7"))
    assert ww.log_lines(events) == ["cat F7"]


def test_automatic_player_ignores_hidden_information():
    # As the registry-wide test does once the game is registered (with the cat phase's
    # several seats handled): same view, same automatic move.
    from rules.wispwood.fixtures import play_auto, shuffle_hidden

    differed = checked = 0
    for seats in (1, 4):
        state = ww.new_game(seats, {}, 77)
        for step in range(60):
            if ww.is_over(state):
                break
            other = shuffle_hidden(state, step)
            ww.check(other)
            assert ww.view(other, None) == ww.view(state, None)
            differed += ww.to_json(other) != ww.to_json(state)
            for seat in ww.to_act(state):
                assert ww.auto_move(other, seat) == ww.auto_move(state, seat)
                assert ww.suggest(other, seat, "") == ww.suggest(state, seat, "")
                checked += 1
            state = play_auto(state, 1)
    assert checked > 50 and differed > 40
