"""Levels of the automatic player at a table (issue 20): the level is stored with the table's
play settings and kept in a rematch; an automatic seat plays it (a seat handed over after a
timeout plays Normal unless the table chose); Easy and Strong think in the fair queue,
without the table's lock, on a snapshot that must still be current when the move is saved;
each level is one rated player against people."""

from __future__ import annotations

import asyncio

import pytest

from rules import registry
from rules.errors import LobbyError
from storage import Schedule
from tables import Tables, pool, ratings
from tables import rematch as rematches
from tables.service import seat_level
from tables.thinking import FairQueue, Thinker, inline, think
from tests.tables import level_game

from .helpers import ANN, BOB

GUILD = 5


@pytest.fixture(autouse=True)
def levels_game(monkeypatch):
    monkeypatch.setitem(registry.GAMES, "nim_levels", level_game.ENTRY)


class Runner:
    """An in-process runner that counts its calls and checks the table's lock is free
    while the automatic player thinks."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.calls: list[tuple] = []
        self.before: list = []  # coroutines to await before a think (one per call)

    async def __call__(self, fn, *args):
        self.calls.append(args)
        # args: game id, state JSON, seat, level
        for table_id in list(self.tables._locks):
            assert not self.tables.lock(table_id).locked(), "thinking under the table's lock"
        if self.before:
            await self.before.pop(0)()
        return fn(*args)


@pytest.fixture
def runner(tables):
    run = Runner(tables)
    tables.thinker = Thinker(run, 1)
    return run


async def nim(tables, level, bots=1, players=(ANN,), pile="12"):
    out = await tables.create(game_id="nim_levels", guild_id=GUILD, channel_id=10,
                              user_id=players[0], name="Ann", options={"pile": pile},
                              bots=bots, bot_level=level)
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    if not out.started:
        return await tables.start(out.table.id, players[0])
    return out.table


@pytest.mark.parametrize("level, taken", [("easy", 1), ("normal", 3), ("strong", 2)])
async def test_the_automatic_seat_plays_the_tables_level(tables, runner, level, taken):
    table = await nim(tables, level)
    assert table.play.bot_level == level
    assert seat_level(table, 1) == level
    await tables.move(table.id, ANN, "take 1")  # 11 left
    outcome = await tables.auto_step(table.id)
    assert outcome is not None and outcome.seat == 1
    assert outcome.move == f"take {taken}"
    assert outcome.table.state.pile == 11 - taken
    # Normal is played inline; the searching levels went through the queue
    assert len(runner.calls) == (0 if level == "normal" else 1)
    if runner.calls:
        assert runner.calls[0][0] == "nim_levels" and runner.calls[0][2:] == (1, level)


async def test_no_level_chosen_plays_normal_and_a_bad_level_is_refused(tables, runner):
    table = await nim(tables, None)
    assert table.play.bot_level is None and seat_level(table, 1) == "normal"
    await tables.move(table.id, ANN, "take 1")
    assert (await tables.auto_step(table.id)).move == "take 3"
    with pytest.raises(LobbyError) as err:
        await tables.create(game_id="nim_levels", guild_id=GUILD, channel_id=10,
                            user_id=ANN, name="Ann", options={}, bots=1, bot_level="expert")
    assert err.value.code == "BAD_BOT_LEVEL"


@pytest.mark.parametrize("chosen, plays", [(None, "take 3"), ("strong", "take 2"),
                                           ("easy", "take 1")])
async def test_a_seat_handed_over_after_a_timeout_plays_normal_unless_the_table_chose(
        tables, runner, chosen, plays):
    table = await nim(tables, chosen, bots=0, players=(ANN, BOB))
    await tables.move(table.id, ANN, "take 1")
    # BOB timed out: his seat is handed to the automatic player
    await tables.store.apply_schedule(table.id, Schedule(auto={1: True}))
    table = await tables.load(table.id)
    assert seat_level(table, 1) == (chosen or "normal")
    outcome = await tables.auto_step(table.id)
    assert (outcome.seat, outcome.move) == (1, plays)


async def test_the_think_runs_on_a_snapshot_and_thinks_again_if_the_table_moved_on(
        tables, runner):
    # ANN, BOB and a Strong automatic seat: BOB resigns (an action off turn) while it thinks
    table = await nim(tables, "strong", players=(ANN, BOB))
    await tables.move(table.id, ANN, "take 1")
    await tables.move(table.id, BOB, "take 1")  # 10 left: the automatic seat acts
    thought_at = (await tables.load(table.id)).row.version

    async def bob_resigns():
        await tables.move(table.id, BOB, "resign")

    runner.before.append(bob_resigns)
    outcome = await tables.auto_step(table.id)
    # thought twice: the first move was thought for a version no longer current
    assert len(runner.calls) == 2
    assert outcome is not None and outcome.move == "take 2"
    _, moves = await tables.history(table.id)
    assert [m.notation for m in moves][-2:] == ["resign", "take 2"]
    assert outcome.table.row.version == thought_at + 2


async def test_a_failed_think_plays_normal_rather_than_stall(tables, caplog):
    async def broken(fn, *args):
        raise RuntimeError("the search fell over")

    tables.thinker = Thinker(broken, 1)
    table = await nim(tables, "strong")
    await tables.move(table.id, ANN, "take 1")
    outcome = await tables.auto_step(table.id)
    assert outcome is not None and outcome.move == "take 3"  # Normal's move
    assert "the strong think failed" in caplog.text


async def test_a_think_that_gives_no_legal_move_plays_normal(tables, caplog):
    async def wrong(fn, *args):
        return "take 9"

    tables.thinker = Thinker(wrong, 1)
    table = await nim(tables, "easy")
    await tables.move(table.id, ANN, "take 1")
    outcome = await tables.auto_step(table.id)
    assert outcome is not None and outcome.move == "take 3"
    assert "gave no legal move" in caplog.text


async def test_the_rematch_keeps_the_level(tables, runner):
    table = await nim(tables, "easy", pile="5")
    while table.row.status == "running":
        if 0 in table.to_act():
            table = (await tables.move(table.id, ANN, "take 1")).table
        else:
            table = (await tables.auto_step(table.id)).table
    await rematches.open_window(tables, table.id, tables.now())
    vote = await rematches.vote(tables, table.id, ANN)
    assert vote.started is not None
    again = await tables.load(vote.started.id)
    assert again.play.bot_level == "easy"
    assert [s.kind for s in again.seats] == ["human", "bot"]


# -- the fair queue ----------------------------------------------------------------------

async def test_the_queue_takes_the_servers_in_turn_within_its_slots():
    gates: dict[str, asyncio.Event] = {}
    running = []
    most = 0

    async def run(fn, *args):
        nonlocal most
        running.append(args[0])
        most = max(most, len(running))
        await gates.setdefault(args[0], asyncio.Event()).wait()
        running.remove(args[0])
        return fn(*args)

    queue = FairQueue(run, slots=1)
    names = ["a1", "a2", "a3", "a4", "b1", "b2", "c1"]
    jobs = [asyncio.ensure_future(queue.submit({"a": 1, "b": 2, "c": 3}[n[0]], str, n))
            for n in names]
    await asyncio.sleep(0)
    assert queue.running == 1 and queue.waiting == 6
    for _ in names:
        await asyncio.sleep(0)
        (now,) = running
        gates.setdefault(now, asyncio.Event()).set()
        await asyncio.sleep(0)
        await asyncio.sleep(0)
    assert sorted([await j for j in jobs]) == names
    # server 1 sent four at once, yet servers 2 and 3 each had their turn before its
    # second, and server 2 its second before server 1's third
    assert list(queue.started) == [1, 2, 3, 1, 2, 1, 1]
    assert most == 1


async def test_the_queue_runs_at_most_its_slots_and_passes_errors_back():
    running = 0
    most = 0

    async def run(fn, *args):
        nonlocal running, most
        running += 1
        most = max(most, running)
        await asyncio.sleep(0.001)
        running -= 1
        return fn(*args)

    queue = FairQueue(run, slots=2)
    results = await asyncio.gather(*(queue.submit(g % 3, abs, -g) for g in range(9)))
    assert results == list(range(9)) and most == 2
    with pytest.raises(ValueError):
        await queue.submit(1, int, "not a number")
    assert queue.running == 0


async def test_a_cancelled_wait_is_skipped_not_run():
    started = asyncio.Event()
    release = asyncio.Event()
    ran = []

    async def run(fn, *args):
        ran.append(args)
        started.set()
        await release.wait()
        return fn(*args)

    queue = FairQueue(run, slots=1)
    first = asyncio.ensure_future(queue.submit(1, str, "first"))
    await started.wait()
    second = asyncio.ensure_future(queue.submit(2, str, "second"))
    await asyncio.sleep(0)
    second.cancel()
    release.set()
    assert await first == "first"
    await asyncio.sleep(0)
    assert ran == [("first",)]


async def test_a_think_in_the_real_process_pool_gives_a_legal_move():
    game = registry.get("halali")
    state = game.new_game(2, {}, 7)
    seat = min(game.to_act(state))
    try:
        thinker = Thinker(pool.run, 1)
        text = await thinker.move(GUILD, game, state, seat, "strong")
    finally:
        await asyncio.to_thread(pool.shutdown)
    game.resolve(state, seat, game.parse_move(text))
    assert text == think("halali", game.to_json(state), seat, "strong")


async def test_the_inline_runner_calls_through():
    assert await inline(divmod, 7, 2) == (3, 1)


# -- ratings: each level is one rated player ---------------------------------------------

async def play_out(tables, table):
    while table.row.status == "running":
        acting = sorted(table.to_act())
        seat = acting[0]
        if table.seats[seat].automatic:
            table = (await tables.auto_step(table.id)).table
        else:
            move = str(table.game.auto_move(table.state, seat))
            table = (await tables.move(table.id, table.user_of(seat), move)).table
    return table


async def test_each_level_is_one_rated_player_in_games_against_automatic_players(
        tables, runner, store):
    # ANN resigns at Halali! against Strong, then at Easy; then plays Fairy Lights against
    # two Strong seats: the Strong level plays one game there, not two
    for level in ("strong", "easy"):
        out = await tables.create(game_id="halali", guild_id=GUILD, channel_id=10,
                                  user_id=ANN, name="Ann", options={}, bots=1,
                                  bot_level=level)
        await tables.move(out.table.id, ANN, "resign")
    rows = {(r.pool, r.user_id): r for r in await store.standings_at(GUILD, "halali", "bots")}
    strong, easy = ratings.BOT_IDS["strong"], ratings.BOT_IDS["easy"]
    assert set(rows) == {("bots", ANN), ("bots", strong), ("bots", easy)}
    assert (rows["bots", strong].wins, rows["bots", easy].wins) == (1, 1)
    assert rows["bots", ANN].losses == 2
    assert rows["bots", strong].name == "strong"
    # nobody's people rating moved, and no seat number became a player
    assert await store.standings_at(GUILD, "halali", "people") == []
    fl = await tables.create(game_id="fairy_lights", guild_id=GUILD, channel_id=10,
                             user_id=ANN, name="Ann", options={}, bots=2, bot_level="strong")
    await play_out(tables, await tables.start(fl.table.id, ANN))
    board = {r.user_id: r for r in await store.standings_at(GUILD, "fairy_lights", "bots")}
    assert set(board) == {ANN, strong}
    assert board[strong].games == 1 and board[ANN].games == 1
    # the same figures as a replay of every result from nothing
    kept = {(r.game, r.user_id): (r.games, r.wins, round(r.mu, 9))
            for game in ("halali", "fairy_lights")
            for r in await store.standings_at(GUILD, game, "bots")}
    await store.replay_standings()
    again = {(r.game, r.user_id): (r.games, r.wins, round(r.mu, 9))
             for game in ("halali", "fairy_lights")
             for r in await store.standings_at(GUILD, game, "bots")}
    assert kept == again


def test_two_seats_of_one_person_still_count_for_nobody():
    from datetime import UTC, datetime
    record = ratings.GameRecord("1", "fairy_lights", ("7", "7", "-1003"), ((0,), (1,), (2,)),
                                "over", datetime(2026, 1, 1, tzinfo=UTC), automatic=frozenset({2}))
    assert ratings.after(record, {}) == {}
    shared = ratings.GameRecord("2", "fairy_lights", ("7", "-1003", "-1003"),
                                ((1,), (0,), (2,)), "over", datetime(2026, 1, 1, tzinfo=UTC),
                                automatic=frozenset({1, 2}))
    out = ratings.after(shared, {})
    # the level's first seat (place 1) is what it records: one game, one win
    assert set(out) == {"7", "-1003"}
    assert (out["-1003"].games, out["-1003"].wins) == (1, 1)
    assert out["7"].place_total == 2
