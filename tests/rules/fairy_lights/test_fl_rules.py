"""Fairy Lights checks (§4.3), the §4.2 table, undo, resign, hooks, policy and catalog."""

from __future__ import annotations

import pytest

import i18n
import rules.fairy_lights as fl
from rules import errors
from rules.fairy_lights.fixtures import position


def play(state, seat, text):
    return fl.apply(state, seat, fl.parse_move(text))


def refused(state, seat, text):
    with pytest.raises(errors.GroveError) as exc:
        fl.resolve(state, seat, fl.parse_move(text))
    return type(exc.value), exc.value.code


def legal(state, seat):
    return [str(m) for m in fl.legal_moves(state, seat)]


# ----------------------------------------------------------------- setup and metadata


def test_info():
    assert fl.INFO.id == "fairy_lights" and fl.INFO.name == "Fairy Lights"
    assert (fl.INFO.min_seats, fl.INFO.max_seats) == (2, 6)
    assert fl.INFO.options == () and fl.INFO.hidden_information is True


def test_registry_and_protocol_surface():
    from rules import registry

    game = registry.get("fairy_lights")
    assert game is fl.GAME and game.info is fl.INFO
    # the hooks this game's spec needs are its own, not the protocol's defaults
    assert game.turn_controls is fl.turn_controls and game.confirm_needed is fl.confirm_needed
    assert game.log_lines is fl.log_lines and game.active_seats is fl.active_seats


def test_common_refusals_use_the_common_catalog():
    s = position(to_act=0)
    with pytest.raises(errors.NotYourTurn) as exc:
        fl.resolve(s, 1, fl.parse_move("draw"))
    assert exc.value.catalog_key == "common.NOT_YOUR_TURN"


def test_from_json_rejects_unknown_format():
    data = fl.to_json(position())
    data["format"] = 2
    with pytest.raises(ValueError):
        fl.from_json(data)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_new_game(seats):
    s = fl.new_game(seats, {}, 1234)
    assert len(s.deck) == 60 and s.shop == [] and s.discard == []
    assert sorted(s.deck) == sorted(fl.cards.DECK)
    assert fl.to_act(s) == {s.start}
    assert len(s.collections) == seats == len(s.scored)
    assert fl.to_json(fl.new_game(seats, {}, 1234)) == fl.to_json(s)


def test_opening_events_name_the_start_player():
    s = fl.new_game(4, {}, 3)
    (event,) = fl.opening_events(s)
    assert event.code == "turn_start" and event.params == {"seat": s.start, "turn_no": 1}


def test_new_game_seed_changes_deck_and_start_is_random():
    decks = {tuple(fl.new_game(3, {}, seed).deck) for seed in range(5)}
    starts = {fl.new_game(3, {}, seed).start for seed in range(40)}
    assert len(decks) == 5
    assert starts == {0, 1, 2}


@pytest.mark.parametrize("seats", [1, 7])
def test_bad_seat_count(seats):
    with pytest.raises(errors.LobbyError):
        fl.new_game(seats, {}, 1)


def test_data_matches_spec_totals():
    deck = fl.cards.DECK
    assert len(deck) == 60
    assert sum(fl.cards.bulbs(c) for c in deck) == 79
    assert sum(fl.cards.stars(c) for c in deck) == 52
    per = {c: sum(1 for x in deck if x[0] == c) for c in "PBGYR"}
    assert per == {"P": 5, "B": 9, "G": 12, "Y": 15, "R": 19}


# ----------------------------------------------------------------- reason codes (§4.3)


def test_shop_full():
    s = position(shop="R1/0 B1/1 Y2/0 G1/1 G1/0")
    assert refused(s, 0, "draw") == (errors.IllegalMove, "SHOP_FULL")


def test_shop_full_is_checked_before_deck_empty():
    s = position(players=2, shop="R1/0 B1/1 Y2/0 G1/1 G1/0", rest="discard")
    assert s.deck == []
    assert refused(s, 0, "draw") == (errors.IllegalMove, "SHOP_FULL")


def test_deck_empty():
    s = position(players=2, shop="R1/0", rest="discard")
    assert refused(s, 0, "draw") == (errors.IllegalMove, "DECK_EMPTY")


def test_shop_empty_before_other_take_checks():
    s = position()
    assert refused(s, 0, "take R") == (errors.IllegalMove, "SHOP_EMPTY")
    assert refused(s, 0, "take R+G") == (errors.IllegalMove, "SHOP_EMPTY")


def test_two_colours_needed_before_colour_check():
    s = position(shop="R1/0 B1/1 Y2/0 G1/1 G1/0")
    assert refused(s, 0, "take G") == (errors.IllegalMove, "TWO_COLOURS_NEEDED")
    assert refused(s, 0, "take P") == (errors.IllegalMove, "TWO_COLOURS_NEEDED")


def test_one_colour_only():
    s = position(shop="R1/0 G1/1")
    assert refused(s, 0, "take R+G") == (errors.IllegalMove, "ONE_COLOUR_ONLY")
    mono = position(shop="R1/0 R1/1 R2/0 R1/0 R1/1")
    assert refused(mono, 0, "take R+G") == (errors.IllegalMove, "ONE_COLOUR_ONLY")


def test_colour_not_in_shop():
    s = position(shop="R1/0 G1/1")
    with pytest.raises(errors.IllegalMove) as exc:
        fl.resolve(s, 0, fl.parse_move("take P"))
    assert exc.value.code == "COLOUR_NOT_IN_SHOP" and exc.value.params == {"colour": "P"}
    full = position(shop="R1/0 B1/1 Y2/0 G1/1 G1/0")
    assert refused(full, 0, "take R+P") == (errors.IllegalMove, "COLOUR_NOT_IN_SHOP")


def test_not_your_turn_before_legality():
    s = position(to_act=0)
    assert refused(s, 1, "take R") == (errors.NotYourTurn, "NOT_YOUR_TURN")
    assert refused(s, 1, "draw") == (errors.NotYourTurn, "NOT_YOUR_TURN")


def test_game_over_first():
    s = position(players=2, shop="R1/0", deck="")
    s.over, s.end_reason = True, "deck_out"
    for text in ("draw", "take R", "resign", "undo"):
        assert refused(s, 1, text)[0] is errors.GameOver
    assert fl.to_act(s) == frozenset() and legal(s, 0) == []


def test_catalog_has_every_code():
    cat = {k.removeprefix("fairy_lights.") for k in i18n.keys("en")}
    codes = [
        "UNKNOWN_KEYWORD", "UNKNOWN_COLOUR", "SAME_COLOUR_TWICE", "TOO_MANY_COLOURS",
        "TAKE_WITHOUT_COLOUR", "DRAW_TAKES_NOTHING", "TRAILING_TEXT", "EMPTY", "SHOP_FULL",
        "DECK_EMPTY", "SHOP_EMPTY", "TWO_COLOURS_NEEDED", "ONE_COLOUR_ONLY",
        "COLOUR_NOT_IN_SHOP", "ALREADY_RESIGNED", "NOTHING_TO_UNDO", "NOT_YOUR_TAKE",
        "SEAT_COUNT", "NO_OPTIONS", "confirm.discard", "end.deck_out", "end.resign",
    ]
    codes += [f"event.{c}" for c in (
        "turn_start", "draw", "bust", "must_take", "take", "scored", "kept", "discarded",
        "undo", "resign", "game_end")]
    codes += [f"colour.{c}" for c in "RYGBP"]
    codes += [f"control.{c}" for c in (
        "draw", "take_R", "take_Y", "take_G", "take_B", "take_P", "take_pair", "undo")]
    missing = [c for c in codes if c not in cat]
    assert missing == []


# ----------------------------------------------------------------- §4.2 table


def test_table_start_shop_empty():
    assert legal(position(), 0) == ["draw"]


def test_table_start_shop_1_to_4():
    s = position(shop="R1/0 G1/1 R2/0")
    assert legal(s, 0) == ["draw", "take R", "take G"]


def test_table_full_shop_two_plus_colours_after_draw():
    s = position(shop="R1/0 B1/1 Y2/0 G1/1", deck="P1/2")
    s, ev = play(s, 0, "draw")
    assert fl.to_act(s) == {0}
    assert legal(s, 0) == [
        "take R+Y", "take R+G", "take R+B", "take R+P", "take Y+G", "take Y+B", "take Y+P",
        "take G+B", "take G+P", "take B+P",
    ]


def test_table_full_shop_single_colour():
    s = position(shop="R1/0 R1/1 R2/0 R1/0 R1/1")
    assert legal(s, 0) == ["take R"]
    s, _ = play(s, 0, "take R")
    # 1 + 1 + 2 + 1 + 1 = 6 bulbs: scored.
    assert s.shop == [] and s.scored[0] == ["R1/0", "R1/1", "R2/0", "R1/0", "R1/1"]


def test_table_after_non_bust_draw_deck_not_empty():
    s = position(shop="R1/0", deck="G1/1")
    s, _ = play(s, 0, "draw")
    assert legal(s, 0) == ["draw", "take R", "take G"]
    assert s.drawn == 1


def test_table_after_draw_that_emptied_deck():
    s = position(players=2, shop="R1/0", deck="G1/1", rest="discard")
    s, ev = play(s, 0, "draw")
    assert legal(s, 0) == ["take R", "take G"]
    assert fl.view(s, None).must_take is True


def test_table_after_bust_turn_is_over():
    s = position(shop="R1/0", deck="R1/1")
    s, _ = play(s, 0, "draw")
    assert fl.to_act(s) == {1}
    assert legal(s, 0) == []
    assert refused(s, 0, "draw")[0] is errors.NotYourTurn


def test_empty_shop_never_busts():
    s = position(deck="R1/0 G1/0")
    s, ev = play(s, 0, "draw")
    assert [e.code for e in ev] == ["draw"] and fl.to_act(s) == {0}


def test_bust_on_last_card_ends_game():
    s = position(players=2, shop="R1/0", deck="R1/1", rest="discard")
    s, ev = play(s, 0, "draw")
    assert fl.is_over(s) and [e.code for e in ev] == ["bust", "game_end"]


def test_full_shop_and_empty_deck_needs_two_colours():
    s = position(players=2, shop="R1/0 B1/1 Y2/0 G1/1", deck="P1/2", rest="discard")
    s, ev = play(s, 0, "draw")
    reasons = [e.params["reason"] for e in ev if e.code == "must_take"]
    assert reasons == ["shop_full"]
    assert refused(s, 0, "take P") == (errors.IllegalMove, "TWO_COLOURS_NEEDED")


def test_take_only_resolves_named_colours():
    s = position(shop="G1/1 R1/0", collections={0: "R2/0 G1/0"})
    s, _ = play(s, 0, "take G")
    assert s.collections[0] == ["R2/0", "G1/0", "G1/1"]


def test_turn_order_wraps_clockwise():
    s = position(players=4, to_act=3, shop="R1/0")
    s, ev = play(s, 3, "take R")
    assert fl.to_act(s) == {0}


# ----------------------------------------------------------------- undo (§7.2)


def test_undo_take_restores_state_before_take():
    s = position(shop="R1/0", deck="G1/1 Y1/0")
    s, _ = play(s, 0, "draw")
    before = fl.to_json(s)
    s, _ = play(s, 0, "take G")
    assert fl.to_act(s) == {1}
    assert legal(s, 0) == ["undo"]
    assert [c.label for c in fl.turn_controls(s, 0)] == ["undo"]
    s, ev = play(s, 0, "undo")
    assert fl.to_json(s) == before
    assert [e.code for e in ev] == ["undo"] and ev[0].params == {"seat": 0, "move": "take G"}
    assert s.shop == ["R1/0", "G1/1"] and fl.to_act(s) == {0}
    assert refused(s, 0, "undo") == (errors.IllegalMove, "NOTHING_TO_UNDO")


def test_undo_refused_after_next_player_acts():
    s = position(shop="R1/0", deck="G1/1 Y1/0")
    s, _ = play(s, 0, "take R")
    s, _ = play(s, 1, "draw")
    assert refused(s, 0, "undo") == (errors.IllegalMove, "NOTHING_TO_UNDO")


def test_undo_only_by_taker():
    s = position(shop="R1/0")
    s, _ = play(s, 0, "take R")
    assert refused(s, 1, "undo") == (errors.IllegalMove, "NOT_YOUR_TAKE")
    assert refused(s, 2, "undo") == (errors.IllegalMove, "NOT_YOUR_TAKE")


def test_draw_cannot_be_undone():
    s = position(shop="R1/0", deck="G1/1")
    s, _ = play(s, 0, "draw")
    assert refused(s, 0, "undo") == (errors.IllegalMove, "NOTHING_TO_UNDO")
    s2 = position(shop="R1/0", deck="R1/1")
    s2, _ = play(s2, 0, "draw")  # bust
    assert refused(s2, 0, "undo") == (errors.IllegalMove, "NOTHING_TO_UNDO")


def test_take_that_ended_game_cannot_be_undone():
    s = position(players=2, shop="R1/0", deck="G1/1", rest="discard")
    s, _ = play(s, 0, "draw")
    s, _ = play(s, 0, "take G")
    assert fl.is_over(s)
    assert refused(s, 0, "undo")[0] is errors.GameOver


def test_undo_of_a_discarding_take_restores_collection():
    s = position(shop="R1/1 B1/2 R1/0", collections={0: "R2/0"})
    s, _ = play(s, 0, "take R")
    s, _ = play(s, 0, "undo")
    assert s.collections[0] == ["R2/0"] and s.discard == position().discard
    assert s.shop == ["R1/1", "B1/2", "R1/0"]


# ----------------------------------------------------------------- resign


def test_resign_two_players_other_wins():
    s = position(players=2, to_act=0, shop="R1/0", scored={0: "P1/2"})
    s, ev = play(s, 0, "resign")
    assert fl.is_over(s)
    res = fl.result(s)
    assert res.winners == [1] and res.reason == "resign"
    assert res.ranking == [[1], [0]]
    assert [e.code for e in ev] == ["resign", "game_end"]


def test_resign_offturn_three_players_skips_seat():
    s = position(players=3, to_act=0, shop="R1/0")
    s, ev = play(s, 1, "resign")
    assert fl.to_act(s) == {0} and not fl.is_over(s)
    s, _ = play(s, 0, "take R")
    assert fl.to_act(s) == {2}
    assert refused(s, 1, "resign") == (errors.IllegalMove, "ALREADY_RESIGNED")


def test_resign_on_own_turn_passes_turn_and_ranks_last():
    s = position(players=3, to_act=0, shop="R1/0", scored={0: "P1/2 P1/2 P1/2"})
    s, ev = play(s, 0, "resign")
    assert fl.to_act(s) == {1}
    assert [e.code for e in ev] == ["resign", "turn_start"]
    s, _ = play(s, 2, "resign")
    assert fl.is_over(s)
    res = fl.result(s)
    assert res.ranking == [[1], [2], [0]] and res.reason == "resign"
    assert res.scores[0] == 6


def test_resign_clears_undo():
    s = position(players=3, shop="R1/0")
    s, _ = play(s, 0, "take R")
    s, _ = play(s, 2, "resign")
    assert refused(s, 0, "undo") == (errors.IllegalMove, "NOTHING_TO_UNDO")


def test_ties_share_victory():
    s = position(players=3, shop="R1/0", deck="G1/1", rest="discard",
                 scored={0: "P1/2", 1: "B1/2", 2: "G1/1"})
    s, _ = play(s, 0, "draw")
    s, _ = play(s, 0, "take R")
    res = fl.result(s)
    assert fl.is_over(s)
    assert res.ranking == [[0, 1], [2]] and res.winners == [0, 1]


# ----------------------------------------------------------------- hooks


def test_controls_shop_1_to_4():
    s = position(shop="R1/0 G1/1 R2/0", collections={0: "R2/0"})
    ctrls = fl.turn_controls(s, 0)
    assert [(c.kind, c.moves, c.label) for c in ctrls] == [
        ("button", ("draw",), "draw"),
        ("button", ("take R",), "take_R"),
        ("button", ("take G",), "take_G"),
    ]
    assert ctrls[1].style == "danger" and ctrls[2].style == "success"
    assert fl.turn_controls(s, 1) == []


def test_controls_full_shop_select():
    s = position(shop="R1/0 B1/1 Y2/0 G1/1 G1/0")
    (ctrl,) = fl.turn_controls(s, 0)
    assert ctrl.kind == "select" and ctrl.label == "take_pair"
    assert ctrl.moves == tuple(legal(s, 0))


def test_controls_single_colour_full_shop():
    s = position(shop="R1/0 R1/1 R2/0 R1/0 R1/1")
    assert [(c.kind, c.moves) for c in fl.turn_controls(s, 0)] == [("button", ("take R",))]


def test_controls_deck_empty_no_draw():
    s = position(players=2, shop="R1/0", deck="G1/1", rest="discard")
    s, _ = play(s, 0, "draw")
    assert [c.label for c in fl.turn_controls(s, 0)] == ["take_R", "take_G"]


def test_controls_empty_shop_draw_only():
    assert [c.label for c in fl.turn_controls(position(), 0)] == ["draw"]


def test_confirm_needed_only_for_discarding_take():
    s = position(shop="R1/1 B1/2 R1/0", collections={0: "R2/0"})
    assert fl.confirm_needed(s, 0, fl.parse_move("take R")) == "fairy_lights.confirm.discard"
    assert fl.confirm_needed(s, 0, fl.parse_move("take B")) is None
    assert fl.confirm_needed(s, 0, fl.parse_move("draw")) is None


# ----------------------------------------------------------------- automatic policy (§7.4)


def test_auto_empty_shop_draws():
    assert str(fl.auto_move(position(), 0)) == "draw"


def test_auto_takes_scoring_colour():
    s = position(shop="G2/2 Y1/0", collections={0: "G1/1"})
    assert str(fl.auto_move(s, 0)) == "take G"


def test_auto_draws_when_nothing_good():
    s = position(shop="R1/0 Y1/1")
    # take R: K=0 -> 0; take Y: K=1 -> -1; best 0 < 1, shop 2 -> draw.
    assert str(fl.auto_move(s, 0)) == "draw"


def test_auto_takes_at_four_cards_tie_in_canonical_order():
    s = position(shop="B1/1 G1/0 Y1/0 R1/0")
    # R, Y, G all value 0 (no stars kept), B -1: R wins the tie by canonical order.
    assert str(fl.auto_move(s, 0)) == "take R"


def test_auto_compulsory_pair_uses_value():
    s = position(shop="R1/0 B1/1 Y2/0 G1/1 G1/0", collections={0: "Y1/1"})
    # Y: 1+2 = 3 scored -> +1; G: 2 bulbs kept -> -1; R kept 0; B kept -1.
    assert str(fl.auto_move(s, 0)) == "take R+Y"


def test_auto_counts_discards_against():
    s = position(shop="R1/1 B1/2 R1/0 Y1/0", collections={0: "R2/1"})
    # take R: discards R2/1 R1/1 R1/0 -> -2; Y 0; B -2; shop 4 -> take Y.
    assert str(fl.auto_move(s, 0)) == "take Y"
