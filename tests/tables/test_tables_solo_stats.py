"""Solo results in the stats (issue 18): a solo game won or lost as its rules' ``Result``
says (ranked ``[[0]]`` on a win, nobody on a loss), a resignation a loss at its real score,
best scores apart for solo and multi-player games and, for Wispwood solo, per phantom level;
and the migration that mends a database written before."""

from __future__ import annotations

import sqlite3

import pytest

from storage import MIGRATIONS, Store
from tables import Tables, ratings
from tables.stats import Stats, rate, solo_variant, to_record
from tests.databases import database
from tests.tables.test_tables_stats import _schema, _schema_of, from_scratch, kept

ANN, BOB, CY, DAN = 1, 2, 3, 4
TDF = "temps_des_forets"
#: deals whose automatic play ends as named (checked again by every test that uses them)
TDF_WON = 1
WISPWOOD = {"easy": (2, "won"), "normal": (1, "lost"), "hard": (3, "lost")}


async def started(tables, game, players, seed=None, **options):
    out = await tables.create(game_id=game, guild_id=5, channel_id=10, user_id=players[0],
                              name=f"u{players[0]}", options=options, seed=seed)
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    if out.table.row.status == "lobby":
        return await tables.start(out.table.id, players[0])
    return out.table


async def play_out(tables, table_id, notation=None):
    """The automatic player's moves (or ``notation`` every time) until the table ends."""
    while True:
        current = await tables.load(table_id)
        if current.row.status != "running":
            return current
        seat = min(current.to_act())
        move = notation or str(current.game.auto_move(current.state, seat))
        await tables.move(table_id, current.user_of(seat), move)


async def solo_row(stats, user, game, variant=""):
    (row,) = [g for g in await stats.player(5, user)
              if g.game == game and g.variant == variant]
    return row


async def test_le_temps_des_forets_won_lost_and_resigned(tables, store):
    won = await play_out(tables, (await started(tables, TDF, (ANN,), seed=TDF_WON)).id)
    assert won.result().reason == "won" and won.result().ranking == [[0]]
    # ending every Day and Night at once lets the cycles run out: a loss
    lost = await play_out(tables, (await started(tables, TDF, (ANN,))).id, "end")
    assert lost.result().reason == "lost" and lost.result().ranking == []
    resigned = await started(tables, TDF, (ANN,))
    await tables.move(resigned.id, ANN, "resign")
    resigned = await tables.load(resigned.id)
    assert resigned.result().reason == "lost"

    # the recorded seats say which game ranked its player: a loss is no place 1 any more
    rows = {r.table_id: r for r in await store.results(5, TDF)}
    assert [rows[t.id].seats[0].ranked for t in (won, lost, resigned)] == [True, False, False]

    ann = (await solo_row(Stats(store), ANN, TDF)).standing
    assert (ann.solo_games, ann.solo_wins, ann.solo_losses) == (3, 1, 2)
    scores = [t.result().scores[0] for t in (won, lost, resigned)]
    assert ann.solo_best == max(scores) == scores[0] >= 12   # every win outscores every loss
    assert ann.solo_table == str(won.id)
    # nothing of it is a game of two seats or more
    assert (ann.games, ann.wins, ann.draws, ann.losses, ann.best_score) == (0, 0, 0, 0, None)
    assert await kept(store) == await from_scratch(store)


async def test_a_resignation_alone_is_a_loss_at_its_real_score(tables, store):
    table = await started(tables, TDF, (BOB,))
    await tables.move(table.id, BOB, "resign")
    table = await tables.load(table.id)
    # §5.2: a concession is a loss scored like any loss, by its dormant trees (none yet)
    dormant = table.result().details["dormant"]
    bob = (await solo_row(Stats(store), BOB, TDF)).standing
    assert (bob.solo_games, bob.solo_wins, bob.solo_losses) == (1, 0, 1)
    assert bob.solo_best == table.result().scores[0] == dormant


async def wispwood_games(tables):
    """CY alone at three levels (a win at easy, losses to the phantom at normal and hard),
    and a game for four; returns the finished tables by level ('' for the four)."""
    out = {}
    for level, (seed, reason) in WISPWOOD.items():
        table = await started(tables, "wispwood", (CY,), seed=seed, level=level)
        out[level] = await play_out(tables, table.id)
        result = out[level].result()
        assert result.reason == reason, level
        assert (result.ranking == []) == (reason == "lost")
    four = await started(tables, "wispwood", (ANN, BOB, CY, DAN), seed=11)
    out[""] = await play_out(tables, four.id)
    return out


async def test_wispwood_solo_per_level_and_apart_from_the_game_for_four(tables, store):
    games = await wispwood_games(tables)
    stats = Stats(store)
    rows = [g for g in await stats.player(5, CY) if g.game == "wispwood"]
    # the game for four first, then each level from the easiest
    assert [(g.pool, g.variant) for g in rows] == [
        ("people", ""), ("people", "easy"), ("people", "normal"), ("people", "hard")]
    four, solo = rows[0].standing, {g.variant: g.standing for g in rows[1:]}
    cy_seat = games[""].seat_of(CY)
    # the deals give four different scores, so each best below is its own game's alone
    scores = [games[k].result().scores[0] for k in WISPWOOD]
    scores.append(games[""].result().scores[cy_seat])
    assert len(set(scores)) == len(scores)
    assert four.games == 1 and four.solo_games == 0
    assert four.best_score == games[""].result().scores[cy_seat]
    for level, (_, reason) in WISPWOOD.items():
        s = solo[level]
        assert (s.solo_games, s.solo_wins, s.solo_losses) == (
            1, reason == "won", reason == "lost"), level
        assert s.solo_best == games[level].result().scores[0], level
        assert (s.games, s.best_score) == (0, None)

    board = await stats.leaderboard(5, "wispwood")
    assert [(b.kind, b.variant, b.user_id) for b in board if b.kind == "solo"] == [
        ("solo", "easy", CY), ("solo", "normal", CY), ("solo", "hard", CY)]
    assert {b.user_id for b in board if b.kind == "rating"} == {ANN, BOB, CY, DAN}
    assert await kept(store) == await from_scratch(store)


def test_the_solo_variant_is_the_level_alone_and_only_for_a_game_that_has_one():
    assert solo_variant("wispwood", {"level": "hard", "objectives": "easy"}) == "hard"
    assert solo_variant("wispwood", {}) == "normal"   # the option's default
    assert solo_variant(TDF, {"daily": "true"}) == ""
    assert solo_variant("no_such_game", {"level": "hard"}) == ""


@pytest.mark.sqlite_only
async def test_the_migration_mends_a_database_written_before(tmp_path):
    path = database(tmp_path, "old.db")
    store = await Store.open(path)
    tables = Tables(store)
    won = await play_out(tables, (await started(tables, TDF, (ANN,), seed=TDF_WON)).id)
    lost = await play_out(tables, (await started(tables, TDF, (ANN,))).id, "end")
    await wispwood_games(tables)
    await store.close()
    # Back to the schema before the solo results: no ranked seats nor options with the
    # results, standings in their old shape and with the old figures (a lost solo game
    # counted like a won one, one best score whatever the level).
    conn = sqlite3.connect(path)
    mend = next(i for i, m in enumerate(MIGRATIONS) if "ADD COLUMN ranked" in m)
    old_standings = next(m for m in MIGRATIONS[:mend] if "CREATE TABLE IF NOT EXISTS standings"
                         in m)
    with conn:
        conn.execute("ALTER TABLE result_seats DROP COLUMN ranked")
        conn.execute("ALTER TABLE results DROP COLUMN options")
        conn.execute("DROP TABLE standings")
        conn.executescript(old_standings)
        conn.execute("DELETE FROM meta WHERE key = 'standings_replay'")
        # and the migrations after it undone too (the holidays, the daily digest, imports,
        # live boards)
        for column in ("vacation_since", "vacation_until", "vacation_year", "vacation_used",
                       "digest_hour", "digest_state"):
            conn.execute(f"ALTER TABLE user_settings DROP COLUMN {column}")
        conn.execute("DROP TABLE digests")
        conn.execute("ALTER TABLE tables DROP COLUMN imported")
        conn.execute("DROP TABLE boards")
        conn.execute("DROP TABLE last_calls")
        conn.execute("ALTER TABLE table_play DROP COLUMN bot_level")
        conn.execute("ALTER TABLE results DROP COLUMN bot_level")
        conn.execute(
            "INSERT INTO standings (guild_id, game, user_id, pool, name, solo_games, solo_best,"
            " mu, sigma, ordinal) VALUES (5, ?, ?, 'people', 'old', 2, 0, 25, 8.3, 0)",
            (TDF, ANN))
        # places as they were written then: the lost solo game at place 1, like a win
        assert conn.execute("SELECT place FROM result_seats WHERE table_id = ?",
                            (lost.id,)).fetchone() == (1,)
    conn.execute(f"PRAGMA user_version = {mend}")
    conn.close()
    assert _schema(path) == await _schema_of(MIGRATIONS[:mend], tmp_path / "v_prev.db")

    store = await Store.open(path, rater=rate)
    try:
        assert not await store.replay_due()
        rows = {r.table_id: r for r in await store.results(5, TDF)}
        assert (rows[won.id].seats[0].ranked, rows[lost.id].seats[0].ranked) == (True, False)
        stats = Stats(store)
        ann = (await solo_row(stats, ANN, TDF)).standing
        assert (ann.solo_games, ann.solo_wins, ann.solo_losses) == (2, 1, 1)
        assert ann.solo_best == won.result().scores[0]
        levels = [g.variant for g in await stats.player(5, CY) if g.game == "wispwood"]
        assert levels == ["", "easy", "normal", "hard"]
        normal = (await solo_row(stats, CY, "wispwood", "normal")).standing
        assert (normal.solo_wins, normal.solo_losses) == (0, 1)
        assert await kept(store) == await from_scratch(store)
        # the replayed figures are what the pure ratings give for the recorded results
        by_key = ratings.replay(to_record(r) for r in await store.results(5))
        assert by_key[(TDF, "people", "", str(ANN))] == ann
    finally:
        await store.close()
