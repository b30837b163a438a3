"""Slow play driven by an injected clock: reminders, quiet hours, restarts, timeouts, answers,
automatic seats, /game return and the idle close."""

from __future__ import annotations

import asyncio
from datetime import datetime, timedelta

import pytest

from rules import registry
from rules.errors import GroveError
from storage import Store
from tables import Tables
from tables.outbox import Outbox
from tables.planning import CLAIM
from tables.slowplay import SlowPlay
from tests.databases import database
from tests.tables.fake_poster import FakePoster
from tests.tables.helpers import ANN, BOB, CY, T0, D, H


class Notes:
    """The notifier of slow play over a real outbox and the fake Discord: what was said is
    read back from what "Discord" holds."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.poster = FakePoster()
        self._outbox: Outbox | None = None
        self.played_: list[tuple] = []

    @property
    def outbox(self) -> Outbox:
        # The restart test swaps the store under the same service: follow it.
        if self._outbox is None or self._outbox.store is not self.tables.store:
            self._outbox = Outbox(self.tables, self.poster)
        return self._outbox

    async def played(self, outcome):
        self.played_.append(("played", outcome.table.id, outcome.seat, outcome.move))
        await self.outbox.announce(outcome.table.id)

    async def announce(self, table_id):
        await self.outbox.announce(table_id)
        await self.outbox.notices.deliver(table_id)

    @property
    def said(self) -> list[tuple]:
        return self.played_ + [s for kind in ("remind", "offer", "handed", "closed")
                               for s in self.kinds(kind)]

    def kinds(self, kind: str) -> list[tuple]:
        if kind == "played":
            return list(self.played_)
        if kind == "closed":
            return [("closed", p.table) for p in self.poster.sent if p.kind == "abandoned"]
        out = []
        for n in self.poster.notices:
            if n.kind != kind:
                continue
            if kind == "remind":
                out.append(("remind", n.table, n.seat, n.channel is None))
            elif kind == "offer":
                out.append(("offer", n.table, n.seat, n.offer, tuple(n.data["actions"])))
            else:
                out.append((kind, n.table, n.seat))
        return out


@pytest.fixture(autouse=True)
def fake_games(fake_race, monkeypatch):
    """Every test here may play the fast test games."""
    monkeypatch.setitem(registry.GAMES, "fake_race_default",
                        registry.Entry("fake_race_default", "tests.tables.fake_race_default"))


@pytest.fixture
async def world(tmp_path, clock):
    path = database(tmp_path)
    store = await Store.open(path)
    tables = Tables(store, now=clock)
    notes = Notes(tables)
    slow = SlowPlay(tables, notes)
    yield path, tables, slow, notes
    await tables.store.close()  # the restart test swaps in stores of its own


async def game(tables, game_id="fake_race", players=(ANN, BOB), clock="relaxed", **kw):
    out = await tables.create(game_id=game_id, guild_id=5, channel_id=10, user_id=players[0],
                              name="ann", options={}, clock=clock, **kw)
    if out.started:
        return out.table
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    return await tables.start(out.table.id, players[0])


async def tick_at(slow, clock, moment):
    clock.at = moment
    handed = await slow.tick(moment)
    await slow.drain()  # the tick only hands its jobs out
    return handed


async def test_reminders_fire_once_at_half_time_and_an_hour_before(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="daily")   # 24 h per move + 3 days reserve
    deadline = T0 + 24 * H + 3 * D
    await tick_at(slow, clock, T0 + 12 * H - timedelta(seconds=1))
    assert notes.kinds("remind") == []
    await tick_at(slow, clock, T0 + 12 * H)
    await tick_at(slow, clock, T0 + 12 * H + timedelta(minutes=5))
    assert notes.kinds("remind") == [("remind", table.id, 0, False)]
    await tick_at(slow, clock, deadline - H - timedelta(seconds=1))
    assert len(notes.kinds("remind")) == 1
    await tick_at(slow, clock, deadline - H)
    await tick_at(slow, clock, deadline - H / 2)
    assert len(notes.kinds("remind")) == 2
    assert notes.kinds("offer") == []


async def test_a_move_ends_the_turn_and_its_reminders(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="brisk")
    clock.at = T0 + H
    await tables.move(table.id, ANN, "step")
    pending = await tables.store.deadlines(table.id)
    assert {(r.seat, r.kind) for r in pending} == {(1, "remind"), (1, "timeout"),
                                                   (None, "idle")}
    # seat 1's first reminder at half its 4 hours, counted from ANN's move
    remind = next(r for r in pending if r.kind == "remind")
    assert datetime.fromisoformat(remind.due) == T0 + H + 2 * H


async def test_a_restart_keeps_reminders_and_fires_none_twice(world, clock):
    path, tables, slow, notes = world
    table = await game(tables, clock="daily")
    await tables.store.close()
    for hours in (13, 14):
        # a new process on the same file each time
        tables.store = await Store.open(path)
        restarted = SlowPlay(Tables(tables.store, now=clock), notes)
        await tick_at(restarted, clock, T0 + hours * H)
        assert notes.kinds("remind") == [("remind", table.id, 0, False)]
        if hours == 13:
            await tables.store.close()


async def test_quiet_hours_hold_a_reminder_back(world, clock):
    _, tables, slow, notes = world
    await tables.store.update_user_settings(ANN, quiet_hours="20:00-23:00",
                                            time_zone="UTC")
    table = await game(tables, clock="daily")   # half time at 21:00 UTC: inside quiet hours
    await tick_at(slow, clock, T0 + 12 * H)
    assert notes.kinds("remind") == []
    await tick_at(slow, clock, T0 + 14 * H - timedelta(seconds=1))
    assert notes.kinds("remind") == []
    await tick_at(slow, clock, T0 + 14 * H)
    assert notes.kinds("remind") == [("remind", table.id, 0, False)]


async def test_quiet_hours_chosen_after_the_row_was_written_still_hold(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="daily")
    await tables.store.update_user_settings(ANN, quiet_hours="21-22", time_zone="UTC")
    await tick_at(slow, clock, T0 + 12 * H)
    assert notes.kinds("remind") == []
    await tick_at(slow, clock, T0 + 13 * H)
    assert notes.kinds("remind") == [("remind", table.id, 0, False)]


async def test_dm_reminders_fall_back_to_the_thread_once(world, clock):
    _, tables, slow, notes = world
    notes.poster.dm_closed.add(ANN)
    await tables.store.update_user_settings(ANN, dm_reminders=1)
    table = await game(tables, clock="daily")
    await tick_at(slow, clock, T0 + 12 * H)
    # one DM tried, then the thread
    [(notice,)] = [(n.id,) for n in await tables.store.notices(table.id)]
    assert notes.poster.dm_attempts == [(ANN, notice)]
    assert notes.kinds("remind") == [("remind", table.id, 0, False)]
    # a later sweep tries no second DM and posts nothing more
    await notes.outbox.notices.deliver()
    assert notes.poster.dm_attempts == [(ANN, notice)]
    assert len(notes.kinds("remind")) == 1


async def test_dm_reminders_go_by_dm_when_allowed(world, clock):
    _, tables, slow, notes = world
    await tables.store.update_user_settings(ANN, dm_reminders=1)
    table = await game(tables, clock="daily")
    await tick_at(slow, clock, T0 + 12 * H)
    assert notes.kinds("remind") == [("remind", table.id, 0, True)]


async def test_untimed_reminds_after_three_days_then_weekly(world, clock):
    _, tables, slow, notes = world
    await game(tables, clock="untimed")
    await tick_at(slow, clock, T0 + 3 * D - H)
    assert notes.kinds("remind") == []
    await tick_at(slow, clock, T0 + 3 * D)
    await tick_at(slow, clock, T0 + 10 * D - H)
    assert len(notes.kinds("remind")) == 1
    await tick_at(slow, clock, T0 + 10 * D)
    assert len(notes.kinds("remind")) == 2
    assert notes.kinds("offer") == []


async def test_a_timeout_plays_the_games_default_at_once(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, "fake_race_default", clock="brisk")
    await tick_at(slow, clock, T0 + 4 * H + D)
    assert ("played", table.id, 0, "pass") in notes.said
    assert notes.kinds("offer") == []
    _, moves = await tables.history(table.id)
    assert [m.notation for m in moves] == ["pass"]
    assert [e["code"] for e in moves[0].events] == ["pass", "timeout"]
    assert (await tables.load(table.id)).to_act() == {1}
    fired = [r for r in await tables.store.deadlines(table.id, pending=False) if r.fired]
    assert [r.kind for r in fired if r.kind == "timeout"] == ["timeout"]


async def test_a_timeout_without_default_offers_more_hand_and_claim(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="brisk")
    await tick_at(slow, clock, T0 + 4 * H + D)
    [(_, tid, seat, offer, actions)] = notes.kinds("offer")
    assert (tid, seat, actions) == (table.id, 0, ("more", "hand", "claim"))
    # the timed-out player may not answer for the others
    with pytest.raises(GroveError):
        await slow.answer(table.id, offer, ANN, "claim")
    assert await slow.answer(table.id, offer, BOB, "more") == "more"
    await slow.drain()
    with pytest.raises(GroveError) as err:
        await slow.answer(table.id, offer, BOB, "claim")
    assert err.value.code == "TIMEOUT_ANSWERED"
    # one more move time (4 h) from now; then the second timeout offers no more time
    await tick_at(slow, clock, clock.at + 4 * H)
    [_, (_, _, _, offer2, actions2)] = notes.kinds("offer")
    assert actions2 == ("hand", "claim")
    with pytest.raises(GroveError) as err:
        await slow.answer(table.id, offer2, BOB, "more")
    assert err.value.code == "EXTRA_TIME_USED"
    await slow.answer(table.id, offer2, BOB, "claim")
    await slow.drain()
    done = await tables.load(table.id)
    assert done.row.status == "over"
    assert done.row.result["reason"] == "timeout" and done.row.result["ranking"] == [[1], [0]]
    _, moves = await tables.history(table.id)
    assert [m.notation for m in moves] == [CLAIM]
    assert await tables.store.deadlines(table.id) == []
    # replay skips the table action: the log still rebuilds the state
    assert await tables.replay(table.id) == done.state


async def test_three_players_offer_no_claim_and_hand_over_plays_for_the_seat(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, players=(ANN, BOB, CY), clock="brisk")
    await tick_at(slow, clock, T0 + 4 * H + D)
    [(_, _, _, offer, actions)] = notes.kinds("offer")
    assert actions == ("more", "hand", "claim")[:2]  # three players: nobody claims a win
    await slow.answer(table.id, offer, CY, "hand")
    await slow.drain()
    _, moves = await tables.history(table.id)
    assert [m.notation for m in moves] == ["step"]
    assert (await tables.load(table.id)).to_act() == {1}


async def test_no_answer_in_a_day_hands_the_seat_over_and_return_gives_it_back(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="brisk")
    await tick_at(slow, clock, T0 + 4 * H + D)
    assert len(notes.kinds("offer")) == 1
    await tick_at(slow, clock, T0 + 4 * H + 2 * D - timedelta(seconds=1))
    assert notes.kinds("handed") == []
    await tick_at(slow, clock, T0 + 4 * H + 2 * D)
    assert notes.kinds("handed") == [("handed", table.id, 0)]
    # the automatic player moved for seat 0 through the ordinary path
    assert ("played", table.id, 0, "step") in notes.said
    now = await tables.load(table.id)
    assert now.seats[0].auto and now.to_act() == {1}
    await tables.move(table.id, BOB, "step")
    await slow.run_bots(table.id)  # what the cog starts in the background after BOB's post
    now = await tables.load(table.id)
    assert now.to_act() == {1} and now.state["pos"] == [2, 1]
    back = await slow.give_back(table.id, ANN)
    assert not back.seats[0].auto
    with pytest.raises(GroveError) as err:
        await slow.give_back(table.id, ANN)
    assert err.value.code == "NOT_HANDED_OVER"
    await tables.move(table.id, BOB, "pass")
    assert await slow.run_bots(table.id) == []  # ANN plays for herself again
    pending = await tables.store.deadlines(table.id)
    assert {(r.seat, r.kind) for r in pending} >= {(0, "timeout"), (0, "remind")}


async def test_hand_over_by_answer(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, players=(ANN, BOB, CY), clock="brisk")
    await tick_at(slow, clock, T0 + 4 * H + D)
    [(_, _, _, offer, _)] = notes.kinds("offer")
    await slow.answer(table.id, offer, BOB, "hand")
    await slow.drain()
    assert notes.kinds("handed") == [("handed", table.id, 0)]
    assert ("played", table.id, 0, "step") in notes.said


async def test_a_table_of_idle_humans_closes_after_30_days(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="untimed")
    clock.at = T0 + 2 * D
    await tables.move(table.id, ANN, "step")
    await tick_at(slow, clock, T0 + 31 * D)
    assert notes.kinds("closed") == []
    await tick_at(slow, clock, T0 + 32 * D)
    assert notes.kinds("closed") == [("closed", table.id)]
    closed = await tables.load(table.id)
    assert closed.row.status == "abandoned"
    assert await tables.store.deadlines(table.id) == []


async def test_bots_fill_seats_and_play_after_the_human(world, clock):
    _, tables, slow, notes = world
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, bots=2, bot_names=["B1", "B2"])
    assert out.started
    table = out.table
    assert [(s.kind, s.name) for s in table.seats] == [("human", "ann"), ("bot", "B1"),
                                                        ("bot", "B2")]
    assert all(s.user_id < 0 for s in table.seats[1:])
    await tables.move(table.id, ANN, "step")
    played = await slow.run_bots(table.id)
    assert [(o.seat, o.move) for o in played] == [(1, "step"), (2, "step")]
    # bots get no deadlines: only the human's turn has rows
    pending = await tables.store.deadlines(table.id)
    assert {r.seat for r in pending} == {0, None}
    for _ in range(2):
        await tables.move(table.id, ANN, "step")
        await slow.run_bots(table.id)
    assert (await tables.load(table.id)).row.status == "over"


async def test_bots_in_a_lobby_fill_the_empty_seats_at_start(world, clock):
    _, tables, slow, notes = world
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, bots=2)
    assert out.started  # 1 + 2 fills the three seats
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, bots=1)
    assert not out.started
    await tables.join(out.table.id, BOB, "bob")
    table = await tables.start(out.table.id, ANN)
    assert [s.kind for s in table.seats] == ["human", "human", "bot"]
    with pytest.raises(GroveError) as err:
        await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                            name="ann", options={}, bots=3)
    assert err.value.code == "BAD_BOTS"


async def test_default_clock_is_relaxed_for_multiplayer(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock=None)
    assert table.play.clock["kind"] == "relaxed"
    deadline = next(r for r in await tables.store.deadlines(table.id) if r.kind == "timeout")
    assert datetime.fromisoformat(deadline.due) == T0 + 72 * H + 7 * D


async def test_playing_hours_in_the_creators_zone(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="brisk", hours="08-12", time_zone="Europe/Amsterdam")
    # T0 is 10:00 in Amsterdam: 2 h run today, so half of the 4 h falls at 12:00 local
    remind = next(r for r in await tables.store.deadlines(table.id) if r.kind == "remind")
    assert datetime.fromisoformat(remind.due) == T0 + 2 * H
    with pytest.raises(GroveError) as err:
        await game(tables, clock="brisk", hours="nonsense")
    assert err.value.code == "BAD_HOURS"


async def test_clock_view_shows_deadlines_of_the_seats_that_act(world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="daily")
    clock.at = T0 + 6 * H
    views = slow.clock_view(await tables.load(table.id))
    assert views[0].acting and views[0].deadline == T0 + 24 * H + 3 * D
    assert views[0].move_left == 18 * H and views[0].reserve_left == 3 * D
    assert not views[1].acting and views[1].deadline is None


def test_seats_acting_at_once_each_have_their_own_clock():
    from storage import SeatRow
    from tables.clocks import ClockSettings
    from tables.slowplay import plan_turns

    settings = ClockSettings("daily")
    seats = [SeatRow(1, s, 10 + s, f"p{s}", True) for s in range(3)]
    start = plan_turns(settings, seats, frozenset(), frozenset({0, 1, 2}), True, T0, {})
    assert sorted((d.seat, d.kind) for d in start.add if d.kind == "timeout") == \
        [(0, "timeout"), (1, "timeout"), (2, "timeout")]
    seats = [SeatRow(1, s, 10 + s, f"p{s}", True, clock=start.clocks[s]) for s in range(3)]
    # seat 1 finishes its part of the phase after 30 hours; 0 and 2 go on, untouched
    later = T0 + 30 * H
    plan = plan_turns(settings, seats, frozenset({0, 1, 2}), frozenset({0, 2}), False, later,
                      {}, human_acted=True)
    assert set(plan.clocks) == {1}
    assert {c for c in plan.cancel if c[0] == 1} == {(1, "remind"), (1, "timeout"),
                                                      (1, "answer")}
    assert not any(c[0] in (0, 2) for c in plan.cancel)
    # 6 hours beyond its 24 came off seat 1's reserve, then 8 hours came back (capped at 3 days)
    assert plan.clocks[1]["reserve"] == int((3 * D).total_seconds())
    assert plan.clocks[1]["deadline"] is None
    assert [d.kind for d in plan.add] == ["idle"]


async def test_two_processes_ticking_at_once_fire_a_timeout_once(world, clock):
    import asyncio

    path, tables, slow, notes = world
    table = await game(tables, "fake_race_default", clock="brisk")
    other = await Store.open(path)
    try:
        second = SlowPlay(Tables(other, now=clock), notes)
        clock.at = T0 + 4 * H + D
        await asyncio.gather(slow.tick(clock.at), second.tick(clock.at))
        await asyncio.gather(slow.drain(), second.drain())
    finally:
        await other.close()
    _, moves = await tables.history(table.id)
    assert [m.notation for m in moves] == ["pass"]
    assert len(notes.kinds("played")) == 1


async def test_a_player_alone_with_bots_is_waited_for(world, clock):
    _, tables, slow, notes = world
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, clock="brisk", bots=2)
    await tick_at(slow, clock, T0 + 4 * H + D)
    await tick_at(slow, clock, T0 + 4 * H + 3 * D)
    assert notes.kinds("offer") == [] and notes.kinds("handed") == []
    table = await tables.load(out.table.id)
    assert table.to_act() == {0} and not table.seats[0].auto
    await tables.move(table.id, ANN, "step")  # she comes back: play goes on
    assert [o.seat for o in await slow.run_bots(table.id)] == [1, 2]


async def test_the_scheduler_resumes_bots_a_restart_cut_short(world, clock):
    _, tables, slow, notes = world
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, bots=2)
    await tables.move(out.table.id, ANN, "step")  # the process dies before the bots play
    assert await tables.store.automatic_to_act() == [out.table.id]
    await slow.tick(clock.at)
    await slow.drain()
    assert [(s[2], s[3]) for s in notes.kinds("played")] == [(1, "step"), (2, "step")]
    assert await tables.store.automatic_to_act() == []
    assert (await tables.load(out.table.id)).to_act() == {0}


async def test_bots_agree_to_abandon_and_their_tables_change_no_rating(world, clock):
    _, tables, slow, notes = world
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, bots=2)
    closed = await tables.abandon(out.table.id, ANN, can_manage=False, name="ann")
    assert closed.closed  # nobody else to ask: the automatic players agree at once
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, bots=2)
    for _ in range(3):
        await tables.move(out.table.id, ANN, "step")
        await slow.run_bots(out.table.id)
    (result,) = await tables.store.results(5, "fake_race")
    assert result.table_id == out.table.id and result.automatic


async def test_a_claimed_timeout_counts_as_a_result_and_a_hand_over_does_not_hide_it(
        world, clock):
    _, tables, slow, notes = world
    table = await game(tables, clock="brisk")
    await tick_at(slow, clock, T0 + 4 * H + D)
    [(_, _, _, offer, _)] = notes.kinds("offer")
    await slow.answer(table.id, offer, BOB, "claim")
    await slow.drain()
    (result,) = await tables.store.results(5, "fake_race")
    assert (result.reason, result.automatic) == ("timeout", False)
    assert [(s.user_id, s.place) for s in result.seats] == [(ANN, 2), (BOB, 1)]


async def test_kicked_automatic_seats_play_in_the_pool_and_look_again_after_a_late_kick(
        tables):
    # A burst of human moves against bots (a busy evening): their automatic replies wait for
    # a worker instead of all starting at once, and a kick that comes while a table's bots
    # are playing (a move after their last read) makes them look once more.
    slow = SlowPlay(tables, workers=2)
    calls: list[int] = []
    running = peak = 0
    started = asyncio.Event()

    async def run_bots(table_id: int) -> list:
        nonlocal running, peak
        running += 1
        peak = max(peak, running)
        calls.append(table_id)
        started.set()
        await asyncio.sleep(0.01)
        running -= 1
        return []

    slow.run_bots = run_bots  # type: ignore[method-assign]
    for table_id in range(1, 11):
        slow.kick(table_id)
    assert slow.jobs.queued + slow.jobs.running == 10
    await slow.drain()
    assert sorted(calls) == list(range(1, 11)) and peak == 2

    calls.clear()
    started.clear()
    slow.kick(42)
    await started.wait()
    slow.kick(42)  # while its job runs
    await slow.drain()
    assert calls == [42, 42]
    slow.kick(42)  # a job of it ended just now: a new kick still runs
    await slow.drain()
    assert calls == [42, 42, 42]
