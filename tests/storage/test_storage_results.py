"""Results as storage records them (issue 18): a seat the result ranks nowhere is marked
unranked (alone at the table, a lost game is no place 1), the table's options are kept with
its result, and the standings are read per variant (a solo level)."""

from __future__ import annotations

from storage import StandingRow, Store
from storage.results import _put_standings

from .helpers import running_table


async def finish(store: Store, users, ranking, scores) -> int:
    table, version = await running_table(store, users)
    await store.record_move(
        table.id, expected_version=version, seat=0, user_id=users[0], notation="end",
        events=[], state={"counter": 1}, to_act=set(), status="over",
        result={"ranking": ranking, "scores": scores, "reason": "lost", "details": {}})
    return table.id


async def test_an_unranked_seat_is_marked_so(store: Store) -> None:
    won = await finish(store, (10,), [[0]], {"0": 15})
    lost = await finish(store, (10,), [], {"0": 4})
    three = await finish(store, (10, 11, 12), [[1], [0]], {"0": 2, "1": 5, "2": 0})
    rows = {r.table_id: r for r in await store.results(1)}
    assert [(s.place, s.ranked) for s in rows[won].seats] == [(1, True)]
    # alone, the last place is place 1 too: only the mark tells the loss from the win
    assert [(s.place, s.ranked) for s in rows[lost].seats] == [(1, False)]
    # at a table of three, an unranked seat keeps the last place, as it always did
    assert [(s.place, s.ranked) for s in rows[three].seats] == [
        (2, True), (1, True), (3, False)]
    # the table's rules options are kept with its result
    assert rows[won].options == {"variant": "basic"}


async def test_standings_are_read_per_variant(store: Store) -> None:
    def solo(user, variant, best):
        return StandingRow(1, "wispwood", user, "people", f"u{user}", solo_games=1,
                           solo_best=best, variant=variant, solo_losses=1)

    async with store.unit() as tx:  # the standings as a rater would write them
        await _put_standings(tx, [solo(10, "hard", 90), solo(11, "hard", 120),
                                  solo(10, "easy", 150),
                                  StandingRow(1, "wispwood", 10, "people", "u10", games=1,
                                              best_score=200)])
    assert await store.solo_variants(1, "wispwood") == ["easy", "hard"]
    hard = await store.standings_at(1, "wispwood", solo=True, variant="hard")
    assert [(r.user_id, r.solo_best) for r in hard] == [(11, 120), (10, 90)]
    easy = await store.standings_at(1, "wispwood", solo=True, variant="easy")
    assert [(r.user_id, r.solo_best) for r in easy] == [(10, 150)]
    # no solo game at variant '': the game of two seats or more is not a solo board
    assert await store.standings_at(1, "wispwood", solo=True) == []
    rated = await store.standings_at(1, "wispwood")
    assert [(r.user_id, r.best_score, r.variant) for r in rated] == [(10, 200, "")]
    assert {(r.variant, r.solo_best) for r in await store.standings_of(1, 10)} == {
        ("hard", 90), ("easy", 150), ("", None)}
