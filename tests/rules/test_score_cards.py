"""The results card hook (issue 17, item 4): every game's ``score_card`` agrees with its
``result`` (the totals are its scores, the places its ranking) and its parts add up to each
total, at every seat count the card must hold, solo and match included."""

from __future__ import annotations

import pytest

import i18n
from rules import registry
from rules.protocol import Result, ScoreCard, card_from_result, places

#: (game, seats, options): the largest tables, the solo games and Halali!'s match
CASES = (("fairy_lights", 6, {}), ("fairy_lights", 2, {}), ("halali", 2, {}),
         ("halali", 2, {"format": "match"}), ("living_forest", 4, {"kodama": "true"}),
         ("living_forest", 2, {}), ("temps_des_forets", 1, {}), ("wispwood", 4, {}),
         ("wispwood", 1, {}))
SEEDS = (3, 11)


def finished(game_id: str, seats: int, options: dict[str, str], seed: int,
             resign_at: int | None = None) -> object:
    """A game the automatic players played to its end (seat 0 resigns after ``resign_at``
    moves, if given)."""
    game = registry.get(game_id)
    state = game.new_game(seats, {**game.info.defaults(), **options}, seed)
    for moves in range(20000):
        if game.is_over(state):
            return state
        if moves == resign_at:
            state, _ = game.apply(state, 0, game.parse_move("resign"))
            continue
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, game.auto_move(state, seat))
    raise AssertionError(f"{game_id}: the automatic game did not end")


def check_card(card: ScoreCard, result: Result) -> None:
    """The card says what the result says, and each total is the sum of its parts."""
    seat_rows = [r for r in card.rows if r.seat is not None]
    assert sorted(r.seat for r in seat_rows) == sorted(result.scores)
    assert {r.seat: r.total for r in seat_rows} == result.scores
    assert {r.seat: r.place for r in seat_rows if r.place is not None} == places(result.ranking)
    ranked = [s for group in result.ranking for s in group]
    assert [r.seat for r in seat_rows][:len(ranked)] == ranked  # best first
    assert card.winners <= set(result.winners)
    for row in card.rows:
        assert row.parts, f"row {row} shows no breakdown"
        assert sum(value for _, value in row.parts) == row.total, row
        for key, _ in row.parts:
            for locale in i18n.LOCALES:
                assert key in i18n.load(locale).ids, f"{key} missing in {locale}"
    for key, params in card.lines:
        for locale in i18n.LOCALES:
            assert key in i18n.load(locale).ids, f"{key} missing in {locale}"
            assert "{$" not in i18n.t(key, locale, **params)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("game_id", "seats", "options"), CASES)
def test_the_card_agrees_with_the_result(game_id, seats, options, seed):
    game = registry.get(game_id)
    state = finished(game_id, seats, options, seed)
    card = game.results_card(state)
    result = game.result(state)
    check_card(card, result)
    if seats == 1:
        assert card.outcome == ("won" if result.ranking else "lost")
        assert card.winners == (frozenset({0}) if result.ranking else frozenset())
    elif len(result.ranking) > 1:
        assert card.outcome == "" and card.winners == frozenset(result.winners)


def test_every_built_in_game_has_a_card_of_its_own():
    # the hook is set (not the default): every game's card shows its spec's parts
    for game_id in registry.BUILT_IN:
        game = registry.get(game_id)
        state = finished(game_id, game.info.min_seats, {}, 5)
        assert game.score_card(state) is not None, game_id


def test_the_solo_wispwood_card_has_the_phantom_row():
    game = registry.get("wispwood")
    state = finished("wispwood", 1, {}, 3)
    card = game.results_card(state)
    phantom = [r for r in card.rows if r.seat is None]
    assert len(phantom) == 1 and phantom[0].name == "picture.results.wispwood.phantom"
    assert phantom[0].total == game.result(state).details["phantom"]
    assert phantom[0].place is None
    # the player wins only with a strictly higher total than the phantom
    player = next(r for r in card.rows if r.seat == 0)
    assert (card.outcome == "won") == (player.total > phantom[0].total)


def test_halali_match_parts_are_its_games():
    game = registry.get("halali")
    state = finished("halali", 2, {"format": "match"}, 11)
    card = game.results_card(state)
    games = game.result(state).details["games"]
    for row in card.rows:
        assert [v for _, v in row.parts] == [g["scores"][row.seat] for g in games]
    assert card.lines and card.lines[0][0] == "picture.results.halali.match"


@pytest.mark.parametrize("game_id", ["halali", "fairy_lights", "living_forest"])
def test_a_resignation_is_marked_and_ranked_as_the_result_says(game_id):
    game = registry.get(game_id)
    seats = 3 if game.info.max_seats >= 3 else 2
    state = finished(game_id, seats, {}, 7, resign_at=4)
    card = game.results_card(state)
    check_card(card, game.result(state))
    resigned = [r for r in card.rows if r.resigned]
    assert [r.seat for r in resigned] == [0]
    assert 0 not in card.winners


def test_tied_seats_share_a_place_and_the_next_place_is_skipped():
    result = Result({0: 5, 1: 9, 2: 9, 3: 1}, [[1, 2], [0], [3]], "end")
    card = card_from_result(result, {s: (("k", v),) for s, v in result.scores.items()})
    assert [(r.seat, r.place) for r in card.rows] == [(1, 1), (2, 1), (0, 3), (3, 4)]
    assert card.winners == {1, 2} and card.outcome == ""


def test_a_draw_marks_no_winner_and_a_lost_solo_game_no_place():
    draw = card_from_result(Result({0: 4, 1: 4}, [[0, 1]], "draw_agreed"))
    assert draw.outcome == "draw" and draw.winners == frozenset()
    assert [r.place for r in draw.rows] == [1, 1]
    lost = card_from_result(Result({0: 6}, [], "lost"))
    assert lost.outcome == "lost" and lost.rows[0].place is None and not lost.winners
