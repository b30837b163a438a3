"""The table service: lobby, start, the check order, concurrency, replay."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import pytest

from rules import fairy_lights, registry
from rules.errors import (
    BadNotation,
    GameOver,
    GroveError,
    LobbyError,
    NoTable,
    NotAllowed,
    NotSeated,
    NotYourTurn,
    StaleVersion,
)
from tables import offered_moves, rank_suggestions
from tests.databases import database

ANN, BOB, CY, EVE = 1, 2, 3, 99


async def lobby(tables, game="fairy_lights", players=(ANN, BOB), **options):
    """A lobby with ``players`` seated in order; returns its table."""
    out = await tables.create(game_id=game, guild_id=5, channel_id=10, user_id=players[0],
                              name=f"u{players[0]}", options=options)
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    return await tables.load(out.table.id)


async def started(tables, game="fairy_lights", players=(ANN, BOB), **options):
    table = await lobby(tables, game, players, **options)
    table = await tables.start(table.id, players[0])
    # As the outbox does where threads are not allowed: the table plays in its channel.
    await tables.set_thread(table.id, None)
    return await tables.load(table.id)


def user_to_act(table):
    (seat,) = table.to_act()
    return table.user_of(seat)


async def test_lobby_seats_in_join_order_and_refuses_doubles(tables):
    table = await lobby(tables, players=(ANN, BOB, CY))
    assert [s.user_id for s in table.seats] == [ANN, BOB, CY]
    with pytest.raises(LobbyError) as err:
        await tables.join(table.id, BOB, "again")
    assert err.value.code == "ALREADY_SEATED"
    out = await tables.leave(table.id, BOB)
    assert [s.user_id for s in out.table.seats] == [ANN, CY]


async def test_lobby_full_and_too_few_players(tables):
    table = await lobby(tables, game="fairy_lights", players=(ANN,))
    with pytest.raises(LobbyError) as err:
        await tables.start(table.id, ANN)
    assert err.value.code == "NOT_ENOUGH_PLAYERS"
    for user in range(100, 105):
        await tables.join(table.id, user, "x")
    with pytest.raises(LobbyError) as err:
        await tables.join(table.id, 200, "late")
    assert err.value.code == "LOBBY_FULL"


async def test_only_creator_starts_and_creator_leaving_closes(tables):
    table = await lobby(tables)
    with pytest.raises(NotAllowed):
        await tables.start(table.id, BOB)
    out = await tables.leave(table.id, ANN)
    assert out.closed and out.table.row.status == "abandoned"
    with pytest.raises(LobbyError) as err:
        await tables.join(table.id, CY, "c")
    assert err.value.code == "LOBBY_CLOSED"


async def test_options_are_checked_per_game(tables):
    with pytest.raises(LobbyError) as err:
        await tables.create(game_id="fairy_lights", guild_id=1, channel_id=1, user_id=ANN,
                            name="a", options={"side": "blue"})
    assert err.value.code == "OPTION_NOT_FOR_GAME"
    with pytest.raises(GroveError) as err:
        await tables.create(game_id="chess", guild_id=1, channel_id=1, user_id=ANN,
                            name="a", options={})
    assert err.value.code == "UNKNOWN_GAME"


async def test_check_order_before_the_rules(tables):
    table = await started(tables)
    mover = user_to_act(table)
    waiter = ANN if mover == BOB else BOB
    with pytest.raises(NoTable):
        await tables.move(9999, mover, "draw")
    with pytest.raises(NotSeated):
        await tables.move(table.id, EVE, "nonsense")
    # not your turn comes before the notation check
    with pytest.raises(NotYourTurn):
        await tables.move(table.id, waiter, "nonsense")
    # a stale button version comes before the notation check
    with pytest.raises(StaleVersion):
        await tables.move(table.id, mover, "nonsense", version=table.row.version - 1)
    with pytest.raises(BadNotation):
        await tables.move(table.id, mover, "nonsense")
    moves = await tables.store.moves(table.id)
    assert moves == []


async def test_a_move_is_logged_and_versioned(tables):
    table = await started(tables)
    mover = user_to_act(table)
    out = await tables.move(table.id, mover, "d")
    assert out.move == "draw"
    assert out.table.row.version == table.row.version + 1
    rows = await tables.store.moves(table.id)
    assert [r.notation for r in rows] == ["draw"]
    assert rows[0].user_id == mover


async def test_two_moves_at_once_exactly_one_applies(tables):
    table = await started(tables)
    mover = user_to_act(table)
    results = await asyncio.gather(
        tables.move(table.id, mover, "draw", version=table.row.version),
        tables.move(table.id, mover, "draw", version=table.row.version),
        return_exceptions=True)
    applied = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(applied) == 1 and len(refused) == 1
    assert isinstance(refused[0], StaleVersion)
    assert len(await tables.store.moves(table.id)) == 1


async def test_stale_version_from_another_process_is_refused(tables, store, tmp_path):
    from storage import Store
    from tables import Tables

    table = await started(tables)
    mover = user_to_act(table)
    other = Tables(await Store.open(database(tmp_path)))
    try:
        await other.move(table.id, mover, "draw")
        # this process still has the old state cached; the save must be refused
        with pytest.raises(StaleVersion):
            await tables._play(table, table.seat_of(mover), mover,
                               table.game.parse_move("draw"), table.to_act())
    finally:
        await other.store.close()
    assert len(await store.moves(table.id)) == 1


async def test_full_game_replays_to_the_saved_state(tables):
    table = await started(tables, players=(ANN, BOB, CY))
    game = registry.get("fairy_lights")
    steps = 0
    while table.row.status == "running":
        seat = sorted(table.to_act())[0]
        move = str(game.auto_move(table.state, seat))
        table = (await tables.move(table.id, table.user_of(seat), move)).table
        steps += 1
        assert steps < 1000
    assert table.row.status == "over"
    assert table.row.result is not None
    replayed = await tables.replay(table.id)
    assert game.to_json(replayed) == table.row.state
    with pytest.raises(GameOver):
        await tables.move(table.id, ANN, "draw")


async def test_abandon_rights(tables):
    table = await started(tables)
    with pytest.raises(NotAllowed):
        await tables.abandon(table.id, EVE, can_manage=False)
    closed = await tables.abandon(table.id, EVE, can_manage=True)
    assert closed.closed and closed.table.row.status == "abandoned"
    with pytest.raises(GameOver):
        await tables.move(table.id, ANN, "draw")


async def test_the_creator_alone_cannot_abandon_a_running_game(tables):
    table = await started(tables, players=(ANN, BOB, CY))
    asked = await tables.abandon(table.id, ANN, can_manage=False)
    assert not asked.closed and set(asked.waiting_for) == {BOB, CY}
    assert (await tables.load(table.id)).row.status == "running"
    # asking again changes nothing; one more agreement still leaves CY
    again = await tables.abandon(table.id, BOB, can_manage=False)
    assert not again.closed and again.waiting_for == (CY,)
    done = await tables.abandon(table.id, CY, can_manage=False)
    assert done.closed and done.table.row.status == "abandoned"


async def test_a_player_who_resigned_is_not_asked_to_abandon(tables):
    table = await started(tables, players=(ANN, BOB, CY))
    await tables.move(table.id, CY, "resign")
    asked = await tables.abandon(table.id, ANN, can_manage=False)
    assert asked.waiting_for == (BOB,)
    assert (await tables.abandon(table.id, BOB, can_manage=False)).closed


async def test_agreement_to_abandon_lapses_after_48_hours(store):
    from datetime import timedelta

    from tables import Tables

    clock = Clock()
    tables = Tables(store, now=clock)
    table = await started(tables)
    await tables.abandon(table.id, ANN, can_manage=False)
    clock.shift(timedelta(hours=48, minutes=1))
    late = await tables.abandon(table.id, BOB, can_manage=False)
    assert not late.closed and late.waiting_for == (ANN,)
    clock.shift(timedelta(hours=-48, minutes=-2))
    on_time = await tables.abandon(table.id, ANN, can_manage=False)
    assert on_time.closed


async def test_abandon_confirm_bound_to_a_version(tables):
    table = await started(tables)
    mover = user_to_act(table)
    await tables.move(table.id, mover, "draw")
    with pytest.raises(StaleVersion):
        await tables.abandon(table.id, ANN, can_manage=True, version=table.row.version)
    assert (await tables.load(table.id)).row.status == "running"


async def test_a_lobby_is_called_off_by_its_creator_only(tables):
    table = await lobby(tables)
    with pytest.raises(NotAllowed) as err:
        await tables.abandon(table.id, BOB, can_manage=False)
    assert err.value.code == "ONLY_CREATOR_CALLS_OFF"
    out = await tables.abandon(table.id, ANN, can_manage=False)
    assert out.closed and out.table.row.status == "abandoned"


class Clock:
    """An injectable clock for the service."""

    def __init__(self):
        from datetime import UTC, datetime

        self.now = datetime.now(UTC)

    def shift(self, delta):
        self.now += delta

    def __call__(self):
        return self.now


async def backdate(store, table_id, delta):
    """Make a table look opened ``delta`` earlier (the database stamps its own times)."""
    from tables.service import stored_time, utcnow

    async with store.unit() as conn:
        await conn.execute("UPDATE tables SET created_at = ? WHERE id = ?",
                           (stored_time(utcnow() - delta), table_id))


async def test_a_lobby_expires_after_seven_days(store):
    from datetime import timedelta

    from tables import Tables

    clock = Clock()
    tables = Tables(store, now=clock)
    old = await lobby(tables)
    young = (await tables.create(game_id="fairy_lights", guild_id=5, channel_id=10,
                                 user_id=CY, name="c", options={})).table
    await backdate(store, old.id, timedelta(days=7, minutes=1))
    await backdate(store, young.id, timedelta(days=4))
    # checked on access: the old lobby is closed and says why
    with pytest.raises(LobbyError) as err:
        await tables.join(old.id, EVE, "e")
    assert err.value.code == "LOBBY_EXPIRED"
    assert (await tables.load(old.id)).row.status == "abandoned"
    assert [r.id for r in await tables.open_lobbies(10)] == [young.id]
    # the function the scheduler calls, three days later
    clock.shift(timedelta(days=3, minutes=1))
    assert await tables.expire_lobbies(clock()) == [young.id]
    assert await tables.expire_lobbies(clock()) == []


async def test_the_scheduler_job_expires_lobbies_and_announces_each(store):
    from datetime import timedelta

    from tables import Tables
    from tables.scheduler import Scheduler
    from tables.service import lobby_expiry_job

    clock = Clock()
    tables = Tables(store, now=clock)
    old = await lobby(tables)
    await backdate(store, old.id, timedelta(days=6))
    announced = []

    async def announce(table_id):
        announced.append(table_id)

    scheduler = Scheduler(now=clock)
    scheduler.every("lobby_expiry", 3600, lobby_expiry_job(tables, announce))
    assert await scheduler.tick() == ["lobby_expiry"] and announced == []
    clock.shift(timedelta(days=1, hours=1))
    assert await scheduler.tick() == ["lobby_expiry"]
    assert announced == [old.id]
    assert (await tables.load(old.id)).row.result == {"reason": "expired"}


async def test_the_creator_removes_a_player_from_the_lobby(tables):
    table = await lobby(tables, players=(ANN, BOB, CY))
    with pytest.raises(NotAllowed) as err:
        await tables.kick(table.id, BOB, CY)
    assert err.value.code == "ONLY_CREATOR_KICKS"
    with pytest.raises(NotAllowed):
        await tables.kick(table.id, ANN, ANN)
    with pytest.raises(LobbyError) as err:
        await tables.kick(table.id, ANN, EVE)
    assert err.value.code == "PLAYER_NOT_SEATED"
    out = await tables.kick(table.id, ANN, BOB)
    assert [s.user_id for s in out.table.seats] == [ANN, CY]


async def test_lobby_by_id_from_another_channel_or_unknown(tables):
    table = await lobby(tables)
    with pytest.raises(LobbyError) as err:
        await tables.lobby_in(11, table.id)
    assert err.value.code == "LOBBY_ELSEWHERE"
    with pytest.raises(NoTable) as err:
        await tables.lobby_in(10, 9999)
    assert err.value.code == "NO_SUCH_TABLE"
    assert (await tables.lobby_in(10, table.id)).id == table.id


async def test_asking_to_abandon_refreshes_the_askers_name(tables):
    table = await started(tables)
    await tables.abandon(table.id, BOB, can_manage=False, name="Bobby")
    assert (await tables.load(table.id)).names[table.seat_of(BOB)] == "Bobby"


async def test_a_move_refreshes_the_movers_name(tables):
    table = await started(tables)
    mover = user_to_act(table)
    out = await tables.move(table.id, mover, "draw", name="New Name")
    assert out.table.names[out.seat] == "New Name"
    assert (await tables.load(table.id)).names[out.seat] == "New Name"


async def test_suggestions_only_for_the_seat_to_act(tables):
    table = await started(tables)
    mover = user_to_act(table)
    waiter = ANN if mover == BOB else BOB
    assert await tables.suggestions(table.id, mover, "") == ["draw"]
    assert await tables.suggestions(table.id, waiter, "") == []
    assert await tables.suggestions(table.id, EVE, "") == []


async def test_mine_lists_tables_waiting_for_you_first(tables):
    first = await started(tables)
    second = await started(tables)
    mover = user_to_act(first)
    other = ANN if mover == BOB else BOB
    rows = await tables.mine(mover)
    # every running table of the user, those waiting for them first
    assert {r.table_id for r in rows} == {first.id, second.id}
    waiting = [r.to_act for r in rows]
    assert waiting == sorted(waiting, reverse=True)
    mine_first = next(r for r in rows if r.table_id == first.id)
    assert mine_first.to_act and mine_first.acting == (first.names[first.seat_of(mover)],)
    theirs = next(r for r in await tables.mine(other) if r.table_id == first.id)
    assert not theirs.to_act and theirs.acting == mine_first.acting
    assert await tables.mine(EVE) == []


async def test_mine_reads_no_game_json(tables, monkeypatch):
    table = await started(tables)

    def refuse(*_a, **_k):
        raise AssertionError("/game mine decoded a game state")

    monkeypatch.setattr(fairy_lights, "GAME",
                        replace(registry.get("fairy_lights"), from_json=refuse))
    monkeypatch.setattr("storage.codec.loads", refuse)
    tables._states.clear()
    rows = await tables.mine(ANN)
    assert [r.table_id for r in rows] == [table.id]


def test_rank_suggestions_exact_prefix_substring():
    moves = ["take R", "take R+G", "draw", "take G+R"]
    assert rank_suggestions(moves, "take r") == ["take R", "take R+G"]
    assert rank_suggestions(moves, "draw") == ["draw"]
    assert rank_suggestions(moves, "+") == ["take R+G", "take G+R"]
    assert rank_suggestions(moves, "R+G") == ["take R+G"]
    assert rank_suggestions(moves, "")[:2] == ["take R", "take R+G"]
    assert len(rank_suggestions([f"m{i}" for i in range(40)], "", 25)) == 25


async def test_a_corrupt_row_gives_a_clear_error_and_nothing_else(tables, store):
    table = await started(tables)
    await store._write("UPDATE tables SET state = '{broken' WHERE id = ?", (table.id,))
    tables._states.clear()
    for call in (tables.load(table.id), tables.in_thread(10),
                 tables.move(table.id, ANN, "draw")):
        with pytest.raises(GroveError) as err:
            await call
        assert err.value.code == "CORRUPT_TABLE"


@pytest.mark.parametrize("fmt", ["single", "match"])
async def test_halali_replays_from_seed_and_log_including_offturn_actions(tables, fmt):
    import random

    table = await started(tables, game="halali", format=fmt)
    game = registry.get("halali")
    rng = random.Random(fmt)
    turns = 0
    while table.row.status == "running":
        (seat,) = table.to_act()
        if turns == 5:
            # an off-turn action by the seat that is not to move is logged like a move
            other = 1 - seat
            table = (await tables.move(table.id, table.user_of(other), "draw offer")).table
            table = (await tables.move(table.id, table.user_of(seat), "draw decline")).table
        move = rng.choice(offered_moves(game, table.state, seat, limit=1000))
        table = (await tables.move(table.id, table.user_of(seat), move)).table
        turns += 1
        if turns % 40 == 0:
            assert game.to_json(await tables.replay(table.id)) == table.row.state
    replayed = await tables.replay(table.id)
    assert game.to_json(replayed) == table.row.state
    notations = [r.notation for r in await tables.store.moves(table.id)]
    assert "draw offer" in notations and "draw decline" in notations


async def test_a_bug_in_the_rules_is_logged_and_saves_nothing(tables, monkeypatch, caplog):
    table = await started(tables)
    mover = user_to_act(table)
    game = registry.get("fairy_lights")

    def broken_apply(state, seat, move):
        raise KeyError("boom")

    monkeypatch.setattr(fairy_lights, "GAME", replace(game, apply=broken_apply))
    with pytest.raises(GroveError) as err:
        await tables.move(table.id, mover, "draw")
    assert err.value.code == "INTERNAL"
    assert f"table {table.id} v{table.row.version}" in caplog.text
    assert str(table.row.seed) not in caplog.text
    assert await tables.store.moves(table.id) == []


async def test_a_lobby_called_off_is_not_the_table_of_its_channel(tables):
    table = await lobby(tables)
    await tables.leave(table.id, ANN)
    with pytest.raises(NoTable):
        await tables.in_thread(10)
