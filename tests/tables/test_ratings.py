"""tables/ratings.py: records and places worked out by hand, ratings checked against what
openskill's Plackett-Luce computes directly for the same sequence, and the directions a
rating must move (a winner rises, a loser falls, a tie draws two players together)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from openskill.models import PlackettLuce

from rules.protocol import Result
from tables.ratings import (
    MODEL,
    PROVISIONAL_GAMES,
    GameRecord,
    Standing,
    after,
    counts_for_record,
    leaderboard,
    pool_of,
    replay,
)

T = datetime(2026, 5, 1, tzinfo=UTC)


def rec(n, players, ranking, game="halali", status="over", reason="end_phase_complete",
        scores=None, automatic=()):
    return GameRecord(f"t{n}", game, tuple(players), tuple(tuple(g) for g in ranking), status,
                      T + timedelta(hours=n), scores or {}, reason, frozenset(automatic))


def people(records, game="halali", variant=""):
    return {p: s for (g, pool, v, p), s in replay(records).items()
            if g == game and pool == "people" and v == variant}


def test_the_model_is_plackett_luce_with_its_defaults():
    assert isinstance(MODEL, PlackettLuce)
    fresh = Standing()
    assert (fresh.mu, fresh.sigma) == (25.0, 25.0 / 3)
    assert fresh.ordinal == pytest.approx(0.0)  # mu - 3 sigma
    assert PROVISIONAL_GAMES == 5


def test_a_winner_rises_a_loser_falls():
    table = people([rec(1, ["ann", "bob"], [[0], [1]])])
    assert table["ann"].ordinal > Standing().ordinal
    assert table["ann"].mu > 25 > table["bob"].mu
    assert table["bob"].ordinal < Standing().ordinal
    # two newcomers: their means move by the same amount
    assert table["ann"].mu - 25 == pytest.approx(25 - table["bob"].mu)


def test_a_tie_draws_two_players_toward_each_other():
    start = people([rec(1, ["ann", "bob"], [[0], [1]])])
    ann, bob = start["ann"].mu, start["bob"].mu
    table = people([rec(1, ["ann", "bob"], [[0], [1]]), rec(2, ["bob", "ann"], [[0, 1]])])
    assert bob < table["bob"].mu < table["ann"].mu < ann
    assert (table["ann"].draws, table["bob"].draws) == (1, 1)


def test_the_figures_equal_openskill_run_directly():
    records = [
        rec(1, ["ann", "bob"], [[0], [1]]),
        rec(2, ["bob", "ann"], [[0], [1]], reason="resigned"),
        rec(3, ["ann", "cy"], [[0, 1]], reason="draw_agreed"),
        rec(4, ["cy", "bob", "dee", "ann"], [[0], [1, 2], [3]], game="halali"),
    ]
    model = PlackettLuce()
    r = {p: model.rating() for p in ("ann", "bob", "cy", "dee")}

    def play(players, ranks):
        new = model.rate([[r[p]] for p in players], ranks=ranks)
        for p, (rating,) in zip(players, new, strict=True):
            r[p] = rating

    play(["ann", "bob"], [1, 2])
    play(["bob", "ann"], [1, 2])
    play(["ann", "cy"], [1, 1])
    play(["cy", "bob", "dee", "ann"], [1, 2, 2, 4])  # ties share the better place
    table = people(records)
    for p, rating in r.items():
        assert (table[p].mu, table[p].sigma) == (pytest.approx(rating.mu),
                                                 pytest.approx(rating.sigma))
        assert table[p].ordinal == pytest.approx(rating.ordinal())
    ann = table["ann"]
    assert (ann.games, ann.wins, ann.draws, ann.losses, ann.place_total) == (4, 1, 1, 2, 8)


def test_records_are_replayed_oldest_first_whatever_the_list_order():
    records = [rec(1, ["ann", "bob"], [[0], [1]]), rec(2, ["bob", "cy"], [[0], [1]])]
    assert people(records[::-1]) == people(records)
    # and the order matters: the other way round gives other numbers
    swapped = [rec(2, ["ann", "bob"], [[0], [1]]), rec(1, ["bob", "cy"], [[0], [1]])]
    assert people(swapped)["bob"].mu != people(records)["bob"].mu


def test_a_match_is_one_result():
    # a Halali! match: one table, ranked by totals (E10: Ann 108, Bob 90)
    result = Result({0: 108, 1: 90}, [[0], [1]], "end_phase_complete", {"format": "match"})
    r = GameRecord.from_result("m1", "halali", ["ann", "bob"], result, "over", T)
    table = people([r])
    assert table["ann"].games == 1 and table["ann"].best_score == 108
    assert table["ann"].mu == people([rec(1, ["ann", "bob"], [[0], [1]])])["ann"].mu


def test_bot_games_are_a_pool_of_their_own_and_abandoned_tables_count_for_nobody():
    timeout = rec(1, ["ann", "bob"], [[1], [0]], reason="timeout")
    abandoned = rec(2, ["ann", "bob"], [], status="abandoned", reason="")
    with_bot = rec(3, ["ann", "-2"], [[0], [1]], automatic=[1])
    assert counts_for_record(timeout) and not counts_for_record(abandoned)
    assert (pool_of(timeout), pool_of(with_bot)) == ("people", "bots")
    table = replay([timeout, abandoned, with_bot])
    assert set(table) == {("halali", "people", "", "ann"), ("halali", "people", "", "bob"),
                          ("halali", "bots", "", "ann"), ("halali", "bots", "", "-2")}
    # the bot game leaves the people pool as the people games alone made it
    assert people([timeout, abandoned, with_bot]) == people([timeout])
    ann_people = table[("halali", "people", "", "ann")]
    ann_bots = table[("halali", "bots", "", "ann")]
    assert (ann_people.games, ann_people.losses) == (1, 1)
    assert (ann_bots.games, ann_bots.wins) == (1, 1)
    assert ann_bots.mu > 25 > ann_people.mu


def fl_records():
    players = ["ann", "bob", "cy", "dee"]
    return [
        # places 1, 2, 2, 4
        rec(1, players, [[0], [1, 2], [3]], game="fairy_lights", reason="deck_out",
            scores={0: 30, 1: 20, 2: 20, 3: 5}),
        # cy and dee share first (both win): places ann 3, bob 4, cy 1, dee 1
        rec(2, players, [[2, 3], [0], [1]], game="fairy_lights", reason="deck_out",
            scores={0: 25, 1: 10, 2: 40, 3: 40}),
        # everybody ties: nobody wins, all place 1 (3 players)
        rec(3, ["ann", "bob", "cy"], [[0, 1, 2]], game="fairy_lights", reason="deck_out"),
    ]


def test_placings_by_hand():
    table = people(fl_records(), "fairy_lights")
    # ann: 3 games, 1 win, places 1 + 3 + 1 = 5, best 30
    ann = table["ann"]
    assert (ann.games, ann.wins, ann.place_total, ann.best_score) == (3, 1, 5, 30)
    assert ann.win_rate == pytest.approx(1 / 3)
    assert ann.average_place == pytest.approx(5 / 3)
    # bob: 0 wins, places 2 + 4 + 1 = 7, a full draw; cy: 1 win, 2 + 1 + 1 = 4
    bob = table["bob"]
    assert (bob.wins, bob.draws, bob.losses, bob.place_total) == (0, 1, 2, 7)
    assert (table["cy"].wins, table["cy"].place_total) == (1, 4)
    assert (table["dee"].games, table["dee"].wins, table["dee"].average_place) == (2, 1, 2.5)
    assert Standing().average_place is None


def test_rating_leaderboard_order_and_provisional_players():
    records = [rec(1, ["ann", "bob"], [[0], [1]]), rec(2, ["cy", "dee"], [[0, 1]])]
    rows = leaderboard("rating", people(records))
    assert [p for p, _ in rows] == ["ann", "cy", "dee", "bob"]
    ordinals = [e.ordinal for _, e in rows]
    assert ordinals == sorted(ordinals, reverse=True)
    assert all(e.provisional for _, e in rows)
    many = [rec(n, ["ann", "bob"], [[0], [1]]) for n in range(PROVISIONAL_GAMES)]
    table = people(many)
    assert not table["ann"].provisional and table["ann"].games == PROVISIONAL_GAMES
    assert people(many[:-1])["ann"].provisional
    assert [p for p, _ in leaderboard("rating", table, min_games=6)] == []


def test_solo_best_scores():
    records = [
        rec(1, ["ann"], [[0]], game="wispwood", scores={0: 40}),
        rec(2, ["ann"], [[0]], game="wispwood", scores={0: 55}),
        rec(3, ["ann"], [[0]], game="wispwood", scores={0: 55}),   # a tie keeps the earlier
        rec(4, ["bob"], [[0]], game="wispwood", scores={0: 61}),
        rec(5, ["bob"], [[0]], game="wispwood", status="abandoned", scores={0: 99}),
        rec(6, ["ann", "bob"], [[1], [0]], game="wispwood", scores={0: 70, 1: 80}),
    ]
    table = people(records, "wispwood")
    ann = table["ann"]
    assert (ann.solo_best, ann.solo_table, ann.solo_games) == (55, "t2", 3)
    # solo and multi-player apart: the table for two has its own best score and rating
    assert (ann.games, ann.best_score, ann.losses) == (1, 70, 1)
    assert (table["bob"].solo_best, table["bob"].solo_games) == (61, 1)
    assert [p for p, _ in leaderboard("solo", table)] == ["bob", "ann"]


def test_after_one_result_from_prior_standings():
    prior = {"ann": Standing(games=3, wins=3, place_total=3, mu=30.0, sigma=5.0)}
    out = after(rec(1, ["ann", "bob"], [[1], [0]]), prior)
    direct = MODEL.rate([[MODEL.rating(mu=30.0, sigma=5.0)], [MODEL.rating()]], ranks=[2, 1])
    assert out["ann"].mu == pytest.approx(direct[0][0].mu)
    assert out["bob"].sigma == pytest.approx(direct[1][0].sigma)
    assert (out["ann"].games, out["ann"].losses, out["ann"].place_total) == (4, 1, 5)
    assert after(rec(2, ["ann", "bob"], [], status="abandoned"), prior) == {}


def test_record_json_round_trip_and_ranks():
    r = rec(7, ["a", "b", "c", "d"], [[0], [1, 2], [3]], game="fairy_lights",
            scores={0: 9, 1: 4, 2: 4, 3: -1}, automatic=[3])
    assert GameRecord.from_json(r.to_json()) == r
    assert [r.rank_of(s) for s in range(4)] == [1, 2, 2, 4]
    assert [r.outcome(s) for s in range(4)] == ["win", "loss", "loss", "loss"]
    with pytest.raises(ValueError):
        r.rank_of(9)
    with pytest.raises(ValueError):
        leaderboard("chess", {})


def test_solo_wins_losses_and_levels():
    def solo(n, ranking, score, level="", player="ann"):
        return GameRecord(f"s{n}", "wispwood", (player,), tuple(tuple(g) for g in ranking),
                          "over", T + timedelta(hours=n), {0: score}, "", frozenset(), level)

    won, lost = solo(1, [[0]], 40, "easy"), solo(2, [], 90, "easy")
    # a lost solo game ranks nobody, yet it counts (as a loss, never a draw)
    assert counts_for_record(lost) and (won.outcome(0), lost.outcome(0)) == ("win", "loss")
    table = replay([won, lost, solo(3, [], 70, "hard"), rec(4, ["ann", "bob"], [[1], [0]],
                                                            game="wispwood",
                                                            scores={0: 120, 1: 130})])
    easy, hard = table[("wispwood", "people", "easy", "ann")], \
        table[("wispwood", "people", "hard", "ann")]
    assert (easy.solo_games, easy.solo_wins, easy.solo_losses, easy.solo_best) == (2, 1, 1, 90)
    assert (hard.solo_games, hard.solo_wins, hard.solo_losses, hard.solo_best) == (1, 0, 1, 70)
    # the game for two is kept apart, whatever the level of the solo games
    rated = table[("wispwood", "people", "", "ann")]
    assert (rated.games, rated.best_score, rated.solo_games) == (1, 120, 0)
    assert GameRecord.from_json(won.to_json()) == won
