"""Living Forest against its independent reference (``reference.py``, written from the spec
alone): random games compared step by step, new games checked against §3, and tricky
positions from the spec's rulings, each asserted from the spec's text and checked against both
implementations. The big campaign is ``bench/living_forest_diff.py``."""

from __future__ import annotations

import pytest

import rules.living_forest as lf
from rules.living_forest.fixtures import position

from . import reference as ref
from .differential import check_setup, norm, pkg_outcome, play_game, play_positions, to_ref


def both(state, seat, text):
    """Apply a move with the package and the reference: same answer, same next state."""
    r = to_ref(state)
    assert pkg_outcome(state, seat, text) == ref.Game(r).resolve(seat, text) == \
        ("ok", str(lf.parse_move(text)))
    new, events = lf.apply(state, seat, lf.parse_move(text))
    assert norm(to_ref(new)) == norm(ref.Game(r).apply(seat, text))
    return new, events


def refused(state, seat, text):
    """The reason code of a refused move, the same in both implementations."""
    got = pkg_outcome(state, seat, text)
    assert got == ref.Game(to_ref(state)).resolve(seat, text)
    assert got[0] == "err"
    return got[1]


def everyone_passes(state):
    """Pass every remaining action turn of the round (both implementations)."""
    while state.phase == "action":
        state, _ = both(state, state.turn, "pass")
    return state


# --- random games and setup --------------------------------------------------------------

@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("kodama", [False, True])
def test_random_games_agree_with_the_reference(seats, kodama):
    stats = play_game(seed=seats * 7 + kodama, seats=seats, kodama=kodama, max_steps=200)
    assert stats.problems == []
    assert stats.positions > 100


def test_random_rich_positions_agree_with_the_reference():
    # fixtures with bonus animals, big forests, stolen tiles and Element tiles, each swept
    # with every short move text and then played on for a few steps
    stats = play_positions(seed=0, count=12, steps=15)
    assert stats.problems == []
    assert stats.positions > 100


@pytest.mark.parametrize("seed", range(6))
def test_new_games_follow_the_setup_of_section_3(seed):
    for seats in (2, 3, 4):
        for kodama in ("false", "true"):
            state = lf.new_game(seats, {"kodama": kodama}, seed)
            assert check_setup(to_ref(state)) == []


# --- jumps on the Circle (§4.3.6, R-8, R-24, §10.8) ---------------------------------------

def test_move_jumps_onibi_without_counting_or_stealing():
    s = position(kodama=True, help={1: "hare baboon"}, rocks={1: "R0", 2: "R6"}, onibi="R1",
                 market={"1a": "spider"})
    s, _ = both(s, 0, "move 1")
    assert s.players[0].rock == 2  # R1 (Onibi) jumped, R2 counted
    assert [d["type"] for d in s.pending] == ["bonus"] and s.pending[0]["source"] == "R2"
    assert [len(p.tiles) for p in s.players] == [3, 3]


def test_a_long_move_may_stop_on_the_rock_it_left():
    # wind 11 = horned_owl 3 + horse 2 + wolf 2 + dog 3 + hare 1; plant 4 from the spider
    s = position(help={1: "horned_owl horse wolf dog hare spider"}, rocks={1: "R0", 2: "R6"})
    s, _ = both(s, 0, "move 11")
    assert s.players[0].rock == 0  # R1-R5, R6 jumped, R7-R11, R0: the left rock counts
    assert s.pending[0] == {"type": "steal", "victim": 1}
    s, _ = both(s, 0, "steal 2 tree")
    assert s.pending[0]["source"] == "R0" and s.pending[0]["action"] == "plant"


def test_automatic_steal_comes_first_when_its_player_was_jumped_first():
    s = position(players=3, help={1: "hare horse"}, rocks={1: "R0", 2: "R1", 3: "R2"},
                 tiles={2: "fire", 3: "fire flower tree"})
    s, _ = both(s, 0, "move 1")
    assert s.players[0].rock == 3
    # p2 (one kind) is taken at once, in jump order; then the bot waits for p3's kind.
    assert s.players[1].tiles == [] and ("fire", "spring") in s.players[0].tiles
    assert s.pending[0] == {"type": "steal", "victim": 2}
    assert refused(s, 0, "steal 2 fire") == "NOT_PENDING_POSITION"
    assert refused(s, 0, "steal 1 fire") == "NOT_PENDING_POSITION"
    assert refused(s, 0, "skip") == "DECISION_PENDING"
    assert refused(s, 0, "pass") == "DECISION_PENDING"
    assert refused(s, 0, "frag") == "DECISION_PENDING"
    s, _ = both(s, 0, "steal 3 flower")
    assert s.players[2].tiles == [("fire", "summer"), ("tree", "summer")]


def test_no_such_tile_and_nothing_taken_from_an_empty_handed_player():
    s = position(players=3, help={1: "hare horse"}, rocks={1: "R0", 2: "R1", 3: "R2"},
                 tiles={2: "", 3: "fire flower"})
    s, _ = both(s, 0, "move 1")
    assert s.pending[0] == {"type": "steal", "victim": 2}  # p2 holds nothing: no steal
    assert refused(s, 0, "steal 3 tree") == "NO_SUCH_TILE"


# --- fires and Varans (§4.5, R-10, R-12, R-25, §10.4) --------------------------------------

def test_fire_check_comes_before_the_new_fires_of_the_round():
    # p1 water 2 against a centre of 2: safe (not strictly less), although its level-3
    # animal adds a Fire 4 in step 2.
    s = position(help={1: "flamingo", 2: "baboon"}, centre="2",
                 attracted=(0, 0, 1))
    s = everyone_passes(s)
    assert sorted(s.centre) == [2, 4]
    assert s.players[0].discard.count("fire_varan") == 0
    assert s.players[1].discard.count("fire_varan") == 1  # p2 water 0 < 2


def test_varans_go_round_in_turn_order_and_stop_when_the_supply_is_out():
    s = position(players=3, sacred=2, turn=2, help={1: "baboon", 2: "baboon", 3: "baboon"},
                 centre="2 2", varans=4)
    s = everyone_passes(s)
    got = [s.players[i].discard.count("fire_varan") for i in range(3)]
    assert got == [1, 2, 1]  # p2 first in both passes: p2 p3 p1, then p2 only
    assert s.varans == 0


def test_corner_extra_water_is_no_shield_in_the_fire_check():
    s = position(help={1: "bear owl wild_boar"}, forest={1: "4A@B4 3A@B5"},
                 centre="4 3")
    s, _ = both(s, 0, "plant 6@C5")  # water 1 + 2 (tree 6) = 3; the bonus budget is 5
    s, _ = both(s, 0, "ext 3")
    assert s.centre == [4]
    s = everyone_passes(s)
    assert s.players[0].discard.count("fire_varan") == 1  # 3 < 4


def test_no_fire_check_when_the_game_ends():
    s = position(help={1: "baboon", 2: "baboon"}, centre="4 4 4", fires={1: "2 " * 11})
    s = everyone_passes(s)
    assert s.phase == "over" and s.winners == [0]
    assert all(p.discard.count("fire_varan") == 0 for p in s.players)


def test_onibi_fires_count_in_the_same_round_fire_check():
    s = position(kodama=True, help={1: "fawn fox ram", 2: "baboon"}, rocks={1: "R0", 2: "R1"},
                 onibi="R11", centre="2", kstacks={"W": "kodama_w1 kodama_w2"})
    s, _ = both(s, 0, "call W")
    # 2 players: 3 steps; R0 and R1 hold Spirits (jumped, a Fire 2 each), R2 R3 R4.
    assert s.onibi == 4 and sorted(s.centre) == [2, 2, 2]
    s = everyone_passes(s)
    assert s.players[1].discard.count("fire_varan") == 3  # one per tile, k = 3


# --- the animal phase (§4.2, R-2, R-3) ---------------------------------------------------

def test_a_fragment_removes_only_the_latest_draw_and_only_once():
    s = position(phase="animal", deck={1: "bee fawn hare"}, fragments={1: 2}, stopped=[2])
    s.players[0].help, s.players[0].discardable = [], False
    assert refused(s, 0, "discard") == "NOTHING_TO_DISCARD"
    assert refused(s, 0, "stop") == "NOTHING_DRAWN"
    s, _ = both(s, 0, "draw")
    s, _ = both(s, 0, "draw")
    s, _ = both(s, 0, "discard")
    assert s.players[0].help == ["bee"] and s.players[0].discard[-1] == "fawn"
    assert refused(s, 0, "discard") == "NOTHING_TO_DISCARD"  # bee is not "just revealed"
    s, _ = both(s, 0, "draw")
    s, _ = both(s, 0, "discard")
    assert s.players[0].fragments == 0 and s.frag_supply == 20


def test_third_solitary_with_a_fragment_waits_then_draws_on():
    s = position(phase="animal", deck={1: "bear beetle fire_varan hare"}, fragments={1: 1},
                 stopped=[2])
    s.players[0].help, s.players[0].discardable = [], False
    for _ in range(3):
        s, _ = both(s, 0, "draw")
    assert not s.players[0].stopped  # N = 3 but a Fragment can still answer
    assert refused(s, 0, "draw") == "MUST_STOP"
    varans = s.varans
    s, _ = both(s, 0, "discard")
    assert s.varans == varans + 1  # a removed Varan goes back to the supply
    s, _ = both(s, 0, "draw")
    assert s.players[0].help == ["bear", "beetle", "hare"]


def test_forced_stop_ends_the_phase_and_fixes_one_action():
    s = position(phase="animal", deck={1: "bear beetle lynx"}, stopped=[2])
    s.players[0].help, s.players[0].discardable = [], False
    for _ in range(3):
        s, _ = both(s, 0, "draw")
    assert s.phase == "action" and s.players[0].actions == 1 and s.players[1].actions == 2


def test_gregarious_cancels_a_solitary_drawn_before_or_after():
    s = position(phase="animal", deck={1: "bear beetle toucan lynx fox"}, stopped=[2])
    s.players[0].help, s.players[0].discardable = [], False
    for _ in range(4):
        s, _ = both(s, 0, "draw")
    assert s.phase == "animal" and ref.net_solitary(s.players[0].help) == 2
    s, _ = both(s, 0, "draw")
    assert s.phase == "action" and s.players[0].actions == 1


# --- forest lines and corners (§2.6, §4.3.5, K-7) ----------------------------------------

def test_one_tree_completing_a_column_and_row_b_counts_both_at_once():
    s = position(help={1: "bear owl wild_boar"}, centre="2 2 3",
                 forest={1: "3A@A2 3B@C2 4A@B1 5B@B4 3A@B5"})
    s, _ = both(s, 0, "plant 6@B2")  # col2 (+1 water) and row B (+2 flowers)
    e, _, _ = lf.stats(s, 0)
    assert e[1] == 1 + 1 + 2 + 1 and e[4] == 2
    s, _ = both(s, 0, "ext 3 2")  # water 5 spent by the second action


def test_row_b_does_not_need_b3_and_b3_is_occupied():
    s = position(help={1: "bear owl wild_boar"}, forest={1: "4A@B1 3A@B2 3B@B4"})
    assert refused(s, 0, "plant 3A@B3") == "OCCUPIED"
    s, _ = both(s, 0, "plant 3A@B5")
    e, _, _ = lf.stats(s, 0)
    assert e[4] == 2


def test_column_0_only_with_kodama_and_it_is_no_corner():
    s = position(help={1: "bear owl wild_boar"}, forest={1: "3A@B2 3B@B1"})
    assert refused(s, 0, "plant 3A@B0") == "NOT_A_SPACE"
    k = position(kodama=True, help={1: "bear owl wild_boar"}, forest={1: "3A@B2 3B@B1"})
    assert refused(k, 0, "plant 3A@A0") == "NOT_ADJACENT"
    k, _ = both(k, 0, "plant 3A@B0")
    assert not k.pending and k.players[0].fragments == 0


def test_completed_column_0_feeds_kodama_trees_at_once():
    s = position(kodama=True, help={1: "bear owl wild_boar bee"},
                 forest={1: "3A@B2 3B@B1 K6@A1 4A@B0 4B@A0"})
    e, k, _ = lf.stats(s, 0)
    assert ref.kodama_count(to_ref(s)["players"][0]) == 0
    s, _ = both(s, 0, "plant 3A@C0")
    assert ref.kodama_count(to_ref(s)["players"][0]) == 1
    assert ref.totals(to_ref(s)["players"][0])["sun"] == -2 + 1 + 1 + 1  # K6 gives K = 1


# --- Kodama (§10) --------------------------------------------------------------------------

def test_call_budget_counts_flower_tiles_and_element_flowers_but_victory_does_not():
    s = position(kodama=True, help={1: "tanuki fawn"}, elem_used={1: "flower"},
                 tiles={1: "fire flower tree flower:spring"}, kstacks={"F": "kodama_f5"})
    # V = -1 + 1 = 0; budget = 0 + 2 tiles + 1 element flower = 3
    assert lf.counts(s, 0)["flower"] == 2
    s, _ = both(s, 0, "call F")
    assert s.players[0].deck[0] == "kodama_f5" and s.targets["flower"] == 15


def test_onibi_adds_no_fire_to_a_full_centre():
    s = position(kodama=True, help={1: "fawn fox ram"}, rocks={1: "R0", 2: "R1"},
                 onibi="R11", centre="2 2 2 2 2 3", kstacks={"T": "kodama_t1 kodama_t2"})
    s, _ = both(s, 0, "call T")
    assert len(s.centre) == 7 and s.onibi == 4


def test_bonus_card_keeps_the_turn_open_after_the_last_basic_action():
    s = position(kodama=True, help={1: "koi flamingo baboon"}, centre="2 2",
                 actions={1: 1})
    s, _ = both(s, 0, "frag")
    assert s.turn == 0  # koi: a +ext is still usable
    assert refused(s, 0, "ext 2") == "NO_ACTIONS_LEFT"
    s, _ = both(s, 0, "+ext 2")
    # the +ext took one tile; the bonus is used and no basic action is left: the turn ends
    assert s.turn == 1 and s.players[0].fires == [2]


def test_plus_move_while_a_bonus_is_pending_is_refused():
    s = position(kodama=True, help={1: "flying_squirrel hare bee bear owl"},
                 forest={1: "3A@B2"}, rocks={1: "R10", 2: "R6"}, market={"1a": "spider"})
    s, _ = both(s, 0, "plant 3B@A2")
    s, _ = both(s, 0, "+move 2")  # R11, R0: a bonus Plant
    assert s.pending[0]["source"] == "R0"
    assert refused(s, 0, "+plant 4A@A1") == "DECISION_PENDING"
    assert refused(s, 0, "+move 1") == "DECISION_PENDING"
    s, _ = both(s, 0, "plant 4A@A1")  # the rock's bonus Plant, then the A1 corner's Attract
    assert s.pending[0] == {"type": "bonus", "action": "att", "extra": 3, "source": "A1"}


def test_extra_kodama_action_must_be_of_a_new_type():
    # K = 4 at the start of p1's turn: a Fragment, an Element tile and A = 2 + 1 (K-3)
    s = position(kodama=True, sacred=2, turn=2,
                 help={1: "kodama_winter kodama_f1 kodama_t1 kodama_w1 hare", 2: "baboon"})
    s, _ = both(s, 1, "pass")
    assert s.turn == 0 and s.players[0].actions == 3
    assert s.players[0].fragments == 1 and s.players[0].elem_held == 1
    s, _ = both(s, 0, "frag")
    assert refused(s, 0, "frag") == "TYPE_USED"  # the extra action is a basic action
    s, _ = both(s, 0, "move 1")
    assert refused(s, 0, "move 1") == "TYPE_USED"


def test_tree_11_and_a_repeat_card_both_allow_repeats():
    s = position(kodama=True, help={1: "crayfish flamingo baboon"}, centre="2 2 2")
    s, _ = both(s, 0, "ext 2")
    s, _ = both(s, 0, "ext 2")  # crayfish: Extinguish once more among the basic actions
    assert s.turn == 1
    # plant 12 = bear 2 + wild_boar 2 + bee 1 + caterpillar 2 + rhinoceros 3 + owl 2
    t = position(help={1: "bear wild_boar bee caterpillar rhinoceros owl"}, forest={1: "3A@B2"})
    assert refused(t, 0, "plant 11@C4") == "NOT_ADJACENT"
    t, _ = both(t, 0, "plant 11@B4")
    t, _ = both(t, 0, "plant 3A@C3")  # Tree 11 counts at once
    assert t.turn == 1  # Tree 11 lifts the type rule, not the number of actions


NO_MARKET = {slot: None for slot in ref.SLOTS}


@pytest.mark.parametrize("tiles", [0, 1])
def test_element_tile_keeps_a_turn_with_actions_left_open(tiles):
    # p1: sun 3, nothing else; Fragment supply empty; only a lemur (5) in the market; a
    # Fire 4 in the centre. No basic action is legal, but more elements would make one so.
    s = position(kodama=True, sacred=2, turn=2, help={1: "tanuki", 2: "baboon"},
                 elem_held={1: tiles}, market={**NO_MARKET, "1a": "lemur"}, centre="4",
                 fragments={2: 20})
    s, _ = both(s, 1, "pass")
    if tiles:
        assert s.turn == 0  # K-16: not ended for lack of elements
        s, _ = both(s, 0, "elem sun")
        assert s.turn == 0  # sun 5 now: the lemur is affordable
        s, _ = both(s, 0, "att 1a")
        # one basic action is left but no tile any more, and nothing is legal: it ends
    assert s.phase == "animal" and s.round == 2


def test_victory_ties_are_broken_by_the_sum_then_shared():
    # both meet a condition at the end of the action phase; equal sums share the win
    s = position(help={1: "baboon", 2: "baboon"}, fires={1: "2 " * 11, 2: "2 " * 11})
    s = everyone_passes(s)
    assert s.phase == "over" and sorted(s.winners) == [0, 1]
    t = position(help={1: "baboon", 2: "fawn"}, fires={1: "2 " * 11, 2: "2 " * 11})
    t = everyone_passes(t)
    assert t.winners == [1]  # one more flower: a higher sum
    u = position(help={1: "baboon", 2: "fawn"}, fires={1: "2 " * 11, 2: "2 " * 10})
    u = everyone_passes(u)
    assert u.winners == [0]  # only p1 meets a condition, whatever p2's sum


def test_victory_is_checked_only_after_the_last_action_turn():
    s = position(help={1: "flamingo", 2: "baboon"}, fires={1: "2 " * 10}, centre="2 2")
    s, _ = both(s, 0, "ext 2")  # 12 Fire tiles now: the game goes on until the phase ends
    assert s.phase == "action" and s.turn == 0
    s = everyone_passes(s)
    assert s.phase == "over" and s.winners == [0]


def test_resigning_sacred_tree_holder_is_skipped_in_turn_order():
    s = position(players=3, phase="animal", sacred=1, stopped=[2, 3],
                 help={2: "baboon", 3: "baboon"})
    s.players[0].help, s.players[0].discardable = [], False
    r = to_ref(s)
    new, _ = lf.apply(s, 0, lf.Resign())
    assert norm(to_ref(new)) == norm(ref.Game(r).resign(0))
    assert new.phase == "action" and new.turn == 1
    assert new.players[0].rock is None and new.frag_supply == 20


def test_element_tile_does_not_hold_a_turn_whose_actions_are_impossible_whatever_the_totals():
    # K = 4 (two K8, column 0, kodama_winter): A = 2 + 1 and an Element tile. After a Plant
    # and a Move, only Fragment, Attract, Extinguish and Call remain, and the supply, market,
    # centre and Kodama stacks are all empty: more elements would not help (K-16, §4.3.8).
    s = position(kodama=True, sacred=2, turn=2, help={1: "kodama_winter bear owl hare",
                                                      2: "baboon"},
                 forest={1: "K8@B2 K8@B1 3A@B0 3B@A0 4A@C0"}, market=NO_MARKET, centre="",
                 fragments={2: 20}, kstacks={"F": "", "T": "", "W": ""})
    s, _ = both(s, 1, "pass")
    assert s.turn == 0 and s.players[0].actions == 3 and s.players[0].elem_held == 1
    s, _ = both(s, 0, "plant 3A@C2")
    assert s.turn == 0  # Move is still open (and possible)
    s, _ = both(s, 0, "move 1")
    assert s.phase == "animal"  # the tile alone keeps nothing open


def test_steal_takes_the_latest_acquisition_even_of_an_own_tile_taken_back():
    # Ambiguous in R-24: "a player's own Spirit tile counts as acquired first". p2 (spring)
    # took a summer Flower tile, then took its own Flower tile back, so it holds both. Read
    # as "own tiles held since setup are the oldest", the one taken back is the most recent
    # acquisition and goes (chosen here, in both implementations); read literally ("own
    # tile always first"), the summer tile would go.
    s = position(players=3, help={1: "hare"}, rocks={1: "R0", 2: "R1", 3: "R5"},
                 tiles={2: "fire tree flower:summer flower"})
    s, _ = both(s, 0, "move 1")
    s, _ = both(s, 0, "steal 2 flower")
    assert s.players[0].tiles[-1] == ("flower", "spring")
    assert s.players[1].tiles == [("fire", "spring"), ("tree", "spring"), ("flower", "summer")]


def test_att_checks_every_slot_for_emptiness_before_doubles():
    s = position(help={1: "beetle weasel"}, market={**NO_MARKET, "1b": "raven"})
    assert refused(s, 0, "att 1b 1b 1a") == "SLOT_EMPTY"  # not SLOT_TWICE at the second 1b
    assert refused(s, 0, "att 1b 1b") == "SLOT_TWICE"
    assert refused(s, 0, "+att 1b") == "NO_KODAMA"


# --- the spec's worked examples, through both implementations (§9) ------------------------

def test_worked_examples_e3_e4_e5_e8_in_both():
    e3 = position(help={1: "beetle tanuki weasel lynx baboon"},
                  market={"1a": "chimpanzee", "1b": "beaver", "1c": "bat", "1d": "horse",
                          "2a": "marmot", "2b": "bull", "2c": "frog", "2d": "crane"})
    assert ref.budget(to_ref(e3), 0, "att") == 11
    assert refused(e3, 0, "att 2a 2b") == "OVER_BUDGET"
    assert refused(e3, 0, "att 1d 1d") == "SLOT_TWICE"
    e3, _ = both(e3, 0, "att 2a 1d")
    assert e3.players[0].deck[:2] == ["horse", "marmot"]
    e4 = position(help={1: "bear owl wild_boar flamingo"}, forest={1: "4A@B4 3A@B5"},
                  centre="4 3 2")
    e4, _ = both(e4, 0, "plant 6@C5")
    assert refused(e4, 0, "ext 4 3 2") == "OVER_BUDGET"  # 9 > 5 + 2
    e4, _ = both(e4, 0, "ext 4 3")
    e4, _ = both(e4, 0, "ext 2")  # the bonus did not use the type
    assert e4.centre == [] and e4.turn == 1
    e5 = position(help={1: "hare horse tanuki baboon"}, rocks={1: "R10", 2: "R11"},
                  market={"1b": "beaver"})
    e5, _ = both(e5, 0, "move 3")
    e5, _ = both(e5, 0, "steal 2 flower")
    assert e5.players[0].rock == 2 and e5.pending[0]["source"] == "R2"
    e8 = position(help={1: "goldfish hummingbird flamingo bear"}, forest={1: "11@B2"},
                  centre="2 2 3 3 4")
    e8, _ = both(e8, 0, "ext 3 3")
    e8, _ = both(e8, 0, "ext 4 2")
    assert e8.centre == [2]


def test_worked_examples_e9_e10_in_both():
    e9 = position(players=3, kodama=True, turn=2, elem_held={2: 1},
                  help={2: "goldfish hummingbird bear"}, centre="2 4 3 3")
    e9, _ = both(e9, 1, "elem water")
    e9, _ = both(e9, 1, "ext 4 2")
    e9 = everyone_passes(e9)
    assert e9.players[1].discard.count("fire_varan") == 0  # 6 is not less than 6
    assert e9.elem_supply == 12
    forest2 = "3A@B2 3B@B4 4A@A3 4B@C3 5A@A2 5B@C2 6@A4 7@C4 8@B1 9@B5 10@A1"
    e10 = position(players=3, kodama=True, rocks={1: "R2", 2: "R6", 3: "R10"}, onibi="R7",
                   kstacks={"T": "kodama_t3"}, help={1: "fawn"}, forest={2: forest2},
                   fires={3: "2 2 2 2 2 2 2 2 2 2 2 2"})
    e10, _ = both(e10, 0, "call T")
    assert e10.onibi == 9 and e10.targets["tree"] == 15
    e10 = everyone_passes(e10)
    assert e10.phase == "over" and e10.winners == [2]
