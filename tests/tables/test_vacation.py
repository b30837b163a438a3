"""Holidays (/settings vacation) driven by an injected clock: no reminder, timeout or idle
close while away, the time left comes back, the allowance, an early end, a restart."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from rules.errors import GroveError
from storage import Store
from tables import Tables, clocks
from tables.planning import settings_of
from tables.slowplay import SlowPlay
from tables.vacation import Vacations, allowance_from_env, held_seats
from tests.databases import database
from tests.tables.helpers import ANN, BOB, T0, D, H
from tests.tables.test_slowplay import Notes, game, tick_at

S = timedelta(seconds=1)


@pytest.fixture(autouse=True)
def fake_games(fake_race):
    """Every test here may play the fast test game."""


@pytest.fixture
async def world(tmp_path, clock):
    path = database(tmp_path)
    store = await Store.open(path)
    tables = Tables(store, now=clock)
    notes = Notes(tables)
    yield path, tables, SlowPlay(tables, notes), notes
    await tables.store.close()


def kinds(rows):
    return sorted((r.seat if r.seat is not None else -1, r.kind, bool(r.data.get("resume")))
                  for r in rows)


def due(rows, kind, seat):
    [row] = [r for r in rows if r.kind == kind and r.seat == seat]
    return datetime.fromisoformat(row.due)


async def test_away_no_reminder_no_timeout_and_the_time_left_comes_back(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="daily")      # ANN to move: 24 h + 3 days reserve
    deadline = T0 + 24 * H + 3 * D
    clock.at = T0 + 2 * H
    await Vacations(tables, allowance=30).start(ANN, 5)
    back = T0 + 2 * H + 5 * D
    rows = await tables.store.deadlines(table.id)
    assert kinds(rows) == [(-1, "idle", False), (0, "timeout", True)]
    assert due(rows, "timeout", 0) == back
    # the clock is stopped: what is left stays what it was when the holiday began
    for moment in (T0 + 12 * H, deadline, back - S):
        await tick_at(slow, clock, moment)
        view = slow.clock_view(await tables.load(table.id))[0]
        assert view.away_until == back
        assert view.move_left == 22 * H and view.reserve_left == 3 * D
    assert notes.kinds("remind") == [] and notes.kinds("offer") == []
    # back: told at once, and the deadline is the old one moved on by the holiday
    await tick_at(slow, clock, back)
    assert notes.kinds("remind") == [("remind", table.id, 0, False)]
    loaded = await tables.load(table.id)
    assert held_seats(loaded) == {}
    rows = await tables.store.deadlines(table.id)
    assert due(rows, "timeout", 0) == deadline + 5 * D
    assert slow.clock_view(loaded)[0].away_until is None
    await tick_at(slow, clock, deadline + 5 * D - S)
    assert notes.kinds("offer") == []
    await tick_at(slow, clock, deadline + 5 * D)
    assert [o[2] for o in notes.kinds("offer")] == [0]


async def test_a_turn_that_starts_while_away_starts_held(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="daily")
    await Vacations(tables, allowance=30).start(BOB, 3)     # not BOB's turn: nothing held
    assert held_seats(await tables.load(table.id)) == {}
    clock.at = T0 + 5 * H
    await tables.move(table.id, ANN, "step")
    rows = await tables.store.deadlines(table.id)
    assert kinds(rows) == [(-1, "idle", False), (1, "timeout", True)]
    assert held_seats(await tables.load(table.id)) == {1: T0 + 3 * D}
    await tick_at(slow, clock, T0 + 3 * D)
    # the whole move time and reserve, from the return
    assert due(await tables.store.deadlines(table.id), "timeout", 1) == T0 + 3 * D + 24 * H + 3 * D
    assert notes.kinds("remind") == [("remind", table.id, 1, False)]


async def test_the_allowance_is_enforced_gives_back_unused_days_and_renews(world, clock):
    _, tables, slow, _ = world
    holidays = Vacations(tables, allowance=30)
    await holidays.start(ANN, 20)
    clock.at = T0 + 2 * D + 12 * H                 # 3 days begun: 17 come back
    status = await holidays.end(ANN)
    assert status.away_until is None and status.used == 3 and status.left == 27
    with pytest.raises(GroveError) as refused:
        await holidays.start(ANN, 28)
    assert refused.value.code == "VACATION_ALLOWANCE"
    assert refused.value.params["left"] == 27
    assert refused.value.params["renews"] == int(datetime(2027, 1, 1, tzinfo=UTC).timestamp())
    assert (await holidays.start(ANN, 27)).left == 0
    clock.at = datetime(2027, 1, 3, tzinfo=UTC)
    status = await holidays.status(ANN)
    assert status.away_until is None and status.left == 30
    assert (await holidays.start(ANN, 30)).left == 0


async def test_a_new_holiday_while_away_replaces_it_and_is_charged_once(world, clock):
    _, tables, slow, _ = world
    holidays = Vacations(tables, allowance=30)
    table = await game(tables, clock="daily")
    await holidays.start(ANN, 10)
    clock.at = T0 + 12 * H
    status = await holidays.start(ANN, 4)           # 1 day used of the first, then 4
    assert status.used == 5 and status.away_until == T0 + 12 * H + 4 * D
    assert held_seats(await tables.load(table.id)) == {0: T0 + 12 * H + 4 * D}
    rows = await tables.store.deadlines(table.id)
    assert due(rows, "timeout", 0) == T0 + 12 * H + 4 * D


async def test_a_move_ends_the_holiday_everywhere(world, clock):
    _, tables, slow, notes = world
    first = await game(tables, clock="daily")       # ANN to move
    second = await game(tables, clock="daily", players=(BOB, ANN))  # BOB to move
    holidays = Vacations(tables, allowance=30)
    await holidays.start(ANN, 10)
    clock.at = T0 + D
    await tables.move(second.id, BOB, "step")      # ANN's turn there starts held
    assert held_seats(await tables.load(second.id)) == {1: T0 + 10 * D}
    clock.at = T0 + 2 * D + H
    await tables.move(first.id, ANN, "step")       # her own move: back, 3 days charged
    status = await holidays.status(ANN)
    assert status.away_until is None and status.used == 3
    # the other table's turn resumes at the next tick, with its whole time from now
    await tick_at(slow, clock, T0 + 2 * D + H + 30 * S)
    assert held_seats(await tables.load(second.id)) == {}
    assert due(await tables.store.deadlines(second.id), "timeout", 1) == \
        T0 + 2 * D + H + 24 * H + 3 * D
    assert notes.kinds("remind") == [("remind", second.id, 1, False)]
    # ANN's own table: BOB's turn now runs normally, nothing held
    rows = await tables.store.deadlines(first.id)
    assert not any(r.data.get("resume") for r in rows)


async def test_a_restart_keeps_the_holiday(world, clock):
    path, tables, slow, notes = world
    table = await game(tables, clock="daily")
    await Vacations(tables, allowance=30).start(ANN, 2)
    await tables.store.close()
    tables.store = await Store.open(path)
    restarted = SlowPlay(Tables(tables.store, now=clock), notes)
    await tick_at(restarted, clock, T0 + 12 * H)    # the half-time reminder's moment
    assert notes.kinds("remind") == []
    status = await Vacations(restarted.tables, allowance=30).status(ANN)
    assert status.away_until == T0 + 2 * D and status.used == 2
    # the old deadline: the holiday ended on time before it, the clock runs from then
    await tick_at(restarted, clock, T0 + 24 * H + 3 * D)
    assert notes.kinds("offer") == []
    assert notes.kinds("remind") == [("remind", table.id, 0, False)]
    loaded = await restarted.tables.load(table.id)
    assert held_seats(loaded) == {}
    assert due(await restarted.tables.store.deadlines(table.id), "timeout", 0) == \
        T0 + 2 * D + 24 * H + 3 * D


async def test_the_idle_close_waits_for_a_player_on_holiday(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="untimed")
    clock.at = T0 + H
    await tables.move(table.id, ANN, "step")        # BOB to move; idle close at +30 days
    clock.at = T0 + 2 * H
    await Vacations(tables, allowance=30).start(BOB, 20)
    await tick_at(slow, clock, T0 + H + 30 * D)
    assert notes.kinds("closed") == []
    # after the holiday, the 30 days less the hour that had run before it
    later = T0 + 2 * H + 20 * D + 30 * D - H
    assert due(await tables.store.deadlines(table.id), "idle", None) == later
    await tick_at(slow, clock, later - S)
    assert notes.kinds("closed") == []
    await tick_at(slow, clock, later)
    assert notes.kinds("closed") == [("closed", table.id)]


async def test_a_held_clock_charges_nothing_for_the_holiday(world, clock):
    _, tables, slow, _ = world
    table = await game(tables, clock="daily")
    clock.at = T0 + 30 * H                          # 6 h into ANN's reserve
    await Vacations(tables, allowance=30).start(ANN, 4)
    clock.at = T0 + 30 * H + 4 * D                  # she moves the moment she is back
    await tables.move(table.id, ANN, "step")
    loaded = await tables.load(table.id)
    ann = clocks.SeatClock.from_json(loaded.seats[0].clock)
    # 3 days - 6 h, then the 8 h refill: the holiday cost nothing
    # 6 h of the reserve used, 8 h refilled: full again (charged for the holiday, it would
    # have been empty, then 8 h)
    assert settings_of(loaded).kind == "daily"
    assert ann.reserve == 3 * D and not ann.held


def test_the_allowance_comes_from_the_environment():
    assert allowance_from_env({}) == 30
    assert allowance_from_env({"GROVE_VACATION_DAYS": "12"}) == 12
    assert allowance_from_env({"GROVE_VACATION_DAYS": "many"}) == 30
    assert allowance_from_env({"GROVE_VACATION_DAYS": "0"}) == 0


async def test_an_idle_close_due_during_the_holiday_waits_until_after_it(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="untimed")
    clock.at = T0 + H
    await tables.move(table.id, ANN, "step")        # BOB to move; idle close at +30 days
    clock.at = T0 + 2 * H
    await Vacations(tables, allowance=40).start(BOB, 35)
    await tick_at(slow, clock, T0 + H + 30 * D)     # inside the holiday
    assert notes.kinds("closed") == []
    await tick_at(slow, clock, T0 + 2 * H + 35 * D)  # back
    later = T0 + H + 30 * D + 35 * D
    assert due(await tables.store.deadlines(table.id), "idle", None) == later
    await tick_at(slow, clock, later - S)
    assert notes.kinds("closed") == []
    await tick_at(slow, clock, later)
    assert notes.kinds("closed") == [("closed", table.id)]
