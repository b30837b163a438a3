"""tables/ratings.py with hand-computed figures (worked out in the comments)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from rules.protocol import Result
from tables.ratings import (
    K_FACTOR,
    START_RATING,
    GameRecord,
    best_scores,
    counts_for_ratings,
    counts_for_record,
    elo_ratings,
    elo_update,
    expected_score,
    leaderboard,
    placing_stats,
    player_record,
    rating_kind,
)

T = datetime(2026, 5, 1, tzinfo=UTC)


def rec(n, players, ranking, game="halali", status="over", reason="end_phase_complete",
        scores=None, automatic=()):
    return GameRecord(f"t{n}", game, tuple(players), tuple(tuple(g) for g in ranking), status,
                      T + timedelta(hours=n), scores or {}, reason, frozenset(automatic))


def test_constants_are_the_documented_ones():
    assert (START_RATING, K_FACTOR) == (1500.0, 32.0)


def test_expected_score_and_one_update():
    assert expected_score(1500, 1500) == 0.5
    # 400 points apart: 1 / (1 + 10) = 0.0909...
    assert expected_score(1100, 1500) == pytest.approx(1 / 11)
    assert elo_update(1500, 1500, 1.0) == (1516.0, 1484.0)
    assert elo_update(1500, 1500, 0.5) == (1500.0, 1500.0)


def test_elo_sequence_by_hand():
    records = [
        rec(1, ["ann", "bob"], [[0], [1]]),             # ann wins: 1516 / 1484
        # bob wins: E(ann) = 1 / (1 + 10^(-32/400)) = 0.545922; ann -17.4695
        rec(2, ["bob", "ann"], [[0], [1]], reason="resigned"),
        # ann (1498.5305) draws cy (1500): E(ann) = 0.497885; ann +0.0677
        rec(3, ["ann", "cy"], [[0, 1]], reason="draw_agreed"),
    ]
    table = elo_ratings(records)
    assert table["ann"].rating == pytest.approx(1498.598, abs=0.01)
    assert table["bob"].rating == pytest.approx(1501.4695, abs=0.01)
    assert table["cy"].rating == pytest.approx(1499.932, abs=0.01)
    ann = table["ann"]
    assert (ann.games, ann.wins, ann.draws, ann.losses) == (3, 1, 1, 1)


def test_elo_replays_oldest_first_whatever_the_list_order():
    records = [rec(2, ["bob", "ann"], [[0], [1]]), rec(1, ["ann", "bob"], [[0], [1]])]
    assert elo_ratings(records)["bob"].rating == pytest.approx(1501.4695, abs=0.01)


def test_a_match_is_one_result():
    # a Halali! match: one table, ranked by totals (E10: Ann 108, Bob 90)
    result = Result({0: 108, 1: 90}, [[0], [1]], "end_phase_complete", {"format": "match"})
    r = GameRecord.from_result("m1", "halali", ["ann", "bob"], result, "over", T)
    table = elo_ratings([r])
    assert table["ann"].games == 1 and table["ann"].rating == 1516.0


def test_timeouts_and_resignations_count_abandoned_and_bot_tables_do_not():
    timeout = rec(1, ["ann", "bob"], [[1], [0]], reason="timeout")
    abandoned = rec(2, ["ann", "bob"], [], status="abandoned", reason="")
    with_bot = rec(3, ["ann", "auto:1"], [[0], [1]], automatic=[1])
    assert counts_for_ratings(timeout) and counts_for_record(timeout)
    assert not counts_for_record(abandoned) and not counts_for_ratings(abandoned)
    assert counts_for_record(with_bot) and not counts_for_ratings(with_bot)
    table = elo_ratings([timeout, abandoned, with_bot])
    assert set(table) == {"ann", "bob"}
    assert table["bob"].rating == 1516.0 and table["ann"].games == 1
    # the player's own record shows the bot game, never the abandoned one
    line = player_record([timeout, abandoned, with_bot], "ann")["halali"]
    assert (line.games, line.wins, line.losses) == (2, 1, 1)


def test_rating_kind():
    assert rating_kind(2, 2, 2) == "elo"          # Halali!
    assert rating_kind(2, 6, 2) == "placing"      # Fairy Lights for two
    assert rating_kind(2, 6, 5) == "placing"
    assert rating_kind(1, 4, 1) == "solo"         # Wispwood alone
    assert rating_kind(1, 4, 3) == "placing"


def fl_records():
    players = ["ann", "bob", "cy", "dee"]
    return [
        # places 1, 2, 2, 4
        rec(1, players, [[0], [1, 2], [3]], game="fairy_lights", reason="deck_out"),
        # cy and dee share first (both win): places ann 3, bob 4, cy 1, dee 1
        rec(2, players, [[2, 3], [0], [1]], game="fairy_lights", reason="deck_out"),
        # everybody ties: nobody wins, all place 1 (3 players)
        rec(3, ["ann", "bob", "cy"], [[0, 1, 2]], game="fairy_lights", reason="deck_out"),
    ]


def test_placings_by_hand():
    table = placing_stats(fl_records())
    # ann: 3 games, 1 win, places 1 + 3 + 1 = 5
    assert (table["ann"].games, table["ann"].wins, table["ann"].rank_total) == (3, 1, 5)
    assert table["ann"].win_rate == pytest.approx(1 / 3)
    assert table["ann"].average_rank == pytest.approx(5 / 3)
    # bob: 0 wins, places 2 + 4 + 1 = 7; cy: 1 win, 2 + 1 + 1 = 4; dee: 1 win in 2, 4 + 1
    assert (table["bob"].wins, table["bob"].rank_total) == (0, 7)
    assert (table["cy"].wins, table["cy"].rank_total) == (1, 4)
    assert (table["dee"].games, table["dee"].wins, table["dee"].average_rank) == (2, 1, 2.5)


def test_placing_leaderboard_order():
    rows = leaderboard("placing", fl_records())
    # win rates: dee 1/2, ann 1/3, cy 1/3, bob 0; ann and cy tie: cy's 4/3 beats ann's 5/3
    assert [p for p, _ in rows] == ["dee", "cy", "ann", "bob"]
    assert [p for p, _ in leaderboard("placing", fl_records(), min_games=3)] == [
        "cy", "ann", "bob"]


def test_full_draw_is_a_draw_in_the_players_record():
    line = player_record(fl_records(), "bob")["fairy_lights"]
    assert (line.games, line.wins, line.draws, line.losses) == (3, 0, 1, 2)


def test_elo_leaderboard_order():
    records = [rec(1, ["ann", "bob"], [[0], [1]]), rec(2, ["cy", "dee"], [[0, 1]])]
    rows = leaderboard("elo", records)
    assert [p for p, _ in rows] == ["ann", "cy", "dee", "bob"]
    assert [round(e.rating) for _, e in rows] == [1516, 1500, 1500, 1484]


def test_solo_best_scores():
    records = [
        rec(1, ["ann"], [[0]], game="wispwood", scores={0: 40}),
        rec(2, ["ann"], [[0]], game="wispwood", scores={0: 55}),
        rec(3, ["ann"], [[0]], game="wispwood", scores={0: 55}),   # a tie keeps the earlier
        rec(4, ["bob"], [[0]], game="wispwood", scores={0: 61}),
        rec(5, ["bob"], [[0]], game="wispwood", status="abandoned", scores={0: 99}),
    ]
    table = best_scores(records)
    assert (table["ann"].best, table["ann"].table_id, table["ann"].games) == (55, "t2", 3)
    assert (table["bob"].best, table["bob"].games) == (61, 1)
    assert [p for p, _ in leaderboard("solo", records)] == ["bob", "ann"]
    assert player_record(records, "ann")["wispwood"].best == 55


def test_record_json_round_trip_and_ranks():
    r = rec(7, ["a", "b", "c", "d"], [[0], [1, 2], [3]], game="fairy_lights",
            scores={0: 9, 1: 4, 2: 4, 3: -1}, automatic=[3])
    assert GameRecord.from_json(r.to_json()) == r
    assert [r.rank_of(s) for s in range(4)] == [1, 2, 2, 4]
    assert [r.outcome(s) for s in range(4)] == ["win", "loss", "loss", "loss"]
    with pytest.raises(ValueError):
        r.rank_of(9)
    with pytest.raises(ValueError):
        leaderboard("chess", [r])
