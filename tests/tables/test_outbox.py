"""The outbox: every saved version announced exactly once, whatever fails in between."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime, timedelta

import pytest

from rules import registry
from tables.outbox import (
    FAILED,
    NOTHING,
    POSTED,
    SWEEP,
    Outbox,
    marker,
    read_markers,
)
from tables.posting import MAX_BACKOFF
from tables.scheduler import Scheduler

from .fake_poster import Died, DyingPoster, FakePoster, check_announced_once

ANN, BOB = 1, 2
SAME_TURN_SEED = 1




async def started(tables, outbox=None, game="fairy_lights", seed=None):
    table = (await tables.create(game_id=game, guild_id=5, channel_id=10, user_id=ANN,
                                 name="Ann", options={}, seed=seed)).table
    await tables.set_lobby_message(table.id, 500 + table.id)
    await tables.join(table.id, BOB, "Bob")
    table = await tables.start(table.id, ANN)
    if outbox is not None:
        assert await outbox.announce(table.id, saved=table, events=()) == POSTED
    return await tables.load(table.id)


async def auto_move(tables, table):
    (seat,) = table.to_act()
    move = str(table.game.auto_move(table.state, seat))
    return await tables.move(table.id, table.user_of(seat), move)


async def moves(tables, table, n):
    for _ in range(n):
        outcome = await auto_move(tables, table)
        table = outcome.table
    return table


def test_markers_round_trip_and_hide_among_text():
    text = "Ann drew a card." + marker(12, 345, 340, 5) + "\nmore" + marker(12, 7, 0, 5)
    assert read_markers(text + marker(0, 7, 0, 5), 12, 5) == [(345, 340), (7, 0)]
    assert read_markers(text, 0, 5) == []
    assert read_markers("no marker here", 12, 5) == []
    assert not any(ch.isprintable() for ch in marker(99, 99999, 12, 5))


def test_markers_do_not_show_the_version_to_players():
    # A version counts private moves too (a Living Forest draw): whoever decodes the
    # invisible characters must learn nothing of it without the table's secret seed.
    same = {marker(12, 40, 38, 5) for _ in range(50)}
    assert len(same) == 50  # a fresh nonce each time: equal versions do not look equal
    assert read_markers(marker(12, 40, 38, 5), 12, 6) != [(40, 38)]
    digits = "\u200b\u200c\u200d\u2060"
    for version in (1, 2, 3, 1000):
        # the last number spans the full 64 bits (32 base-4 digits), whatever the version: a
        # small version never makes a short number (one marker in 4 starts with a zero
        # digit and is written shorter, so the longest of 20 is looked at)
        lengths = [len([c for c in marker(12, version, 0, 5).split("\u2062")[2] if c in digits])
                   for _ in range(20)]
        assert max(lengths) == 32


async def test_start_opens_one_thread_and_posts_the_first_board(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    (thread,) = poster.threads_of(table.id)
    assert table.row.thread_id == thread and not table.row.thread_pending
    (post,) = poster.posts_of(table.id)
    assert post.kind == "start" and post.channel == thread
    assert set(post.ping) == set(table.to_act())
    assert table.row.announced_version == table.row.version
    assert table.row.turn_message_id == post.id
    # the lobby message shows the game under way
    assert poster.lobby_edits[-1] == (table.id, table.row.version)
    # nothing left for the sweep
    assert await outbox.sweep() == 0 and len(poster.sent) == 1


async def test_inline_post_reads_nothing_and_sweep_finds_nothing_more(tables, monkeypatch):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    outcome = await auto_move(tables, table)
    reads = []
    for name in ("get_table", "moves_since", "seats"):
        original = getattr(tables.store, name)

        async def counted(*a, _name=name, _orig=original, **k):
            reads.append(_name)
            return await _orig(*a, **k)
        monkeypatch.setattr(tables.store, name, counted)
    assert await outbox.announce(table.id, saved=outcome.table, events=outcome.events,
                                 acted_before=outcome.acted_before) == POSTED
    assert reads == []  # the saved table is all the post needs
    assert await outbox.announce(table.id, saved=outcome.table, events=outcome.events) == NOTHING
    assert await outbox.sweep() == 0
    check_announced_once(poster, await tables.load(table.id), 1)


async def test_versions_saved_without_a_post_are_posted_once_by_the_sweep(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    table = await moves(tables, table, 3)  # saved, never announced (a crash, a timeout)
    assert await tables.store.unannounced() == [table.id]
    assert await outbox.sweep() == 1
    assert await outbox.sweep() == 0
    posts = poster.posts_of(table.id)
    assert len(posts) == 2 and posts[1].since == table.row.version - 3
    table = await tables.load(table.id)
    check_announced_once(poster, table, len(await tables.store.moves(table.id)))


@pytest.mark.parametrize("step", ["sent", "thread-made"])
async def test_a_crash_after_discord_accepted_is_found_again_not_reposted(tables, step):
    poster = DyingPoster(step)
    table = await started(tables)
    with pytest.raises(Died):
        await Outbox(tables, poster).announce(table.id)
    # "restart": a fresh outbox over the same database and the same Discord
    outbox = Outbox(tables, poster)
    await outbox.sweep()
    table = await tables.load(table.id)
    assert len(poster.threads_of(table.id)) == 1
    check_announced_once(poster, table, 0)
    table = await moves(tables, table, 2)
    poster.at = "sent"
    with pytest.raises(Died):
        await Outbox(tables, poster).sweep()
    await Outbox(tables, poster).sweep()
    check_announced_once(poster, await tables.load(table.id), 2)


async def test_a_move_after_a_lost_record_does_not_repeat_the_earlier_post(tables):
    # v(n) was posted but its record lost; then the next move is announced inline: the post
    # must start after v(n), found by its marker, not repeat its events.
    poster = DyingPoster("sent")
    first = FakePoster()
    table = await started(tables, Outbox(tables, first))
    poster._next = first._next  # Discord's ids only grow: its turns come after the start
    poster.sent = []  # a fresh Discord for this table's turns; the start is not checked here
    outcome = await auto_move(tables, table)
    with pytest.raises(Died):
        await Outbox(tables, poster).announce(table.id, saved=outcome.table,
                                              events=outcome.events)
    outbox = Outbox(tables, poster)
    table = await tables.load(table.id)
    second = await auto_move(tables, table)
    assert await outbox.announce(table.id, saved=second.table, events=second.events) == POSTED
    first, then = poster.posts_of(table.id)
    assert (first.since, first.version) == (table.row.version - 1, table.row.version)
    assert (then.since, then.version) == (table.row.version, table.row.version + 1)


async def test_failed_post_is_retried_soon_and_posted_once(tables):
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    scheduler = Scheduler(lambda: now[0])
    poster = FakePoster(fail={"send": 1.0})
    outbox = Outbox(tables, poster, scheduler)
    await scheduler.tick()  # the start-up sweep: nothing to do yet
    table = await started(tables)
    assert await outbox.announce(table.id) == FAILED
    assert poster.sent == []
    # the failure brought the sweep forward: due in seconds, not in a minute
    assert 0 < scheduler.due_in() <= 5
    poster.fail = {}
    now[0] += timedelta(seconds=5)
    assert await scheduler.tick() == [SWEEP]
    check_announced_once(poster, await tables.load(table.id), 0)
    now[0] += timedelta(seconds=60)
    await scheduler.tick()
    assert len(poster.sent) == 1


async def test_a_deleted_thread_ends_the_retries_and_closes_the_table(tables, caplog):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    await moves(tables, table, 1)
    poster.gone.add(table.row.thread_id)
    with caplog.at_level(logging.WARNING):
        assert await outbox.sweep() == 0
    closed = await tables.load(table.id)
    assert closed.row.status == "abandoned"
    assert closed.row.result == {"reason": "unreachable"}
    assert not closed.row.unannounced
    assert f"table {table.id}" in caplog.text and "gone" in caplog.text
    calls = len(poster.calls)
    assert await outbox.sweep() == 0 and len(poster.calls) == calls  # never tried again
    assert await tables.mine(ANN) == [] and await tables.mine(BOB) == []


async def test_where_threads_are_not_allowed_the_table_plays_in_its_channel(tables):
    poster = FakePoster(threads_allowed=False)
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    assert table.row.thread_id is None and not table.row.thread_pending
    assert (await tables.in_thread(10)).id == table.id
    assert poster.posts_of(table.id)[0].channel == 10


async def test_a_table_started_but_never_linked_is_not_playable_until_the_outbox_links_it(tables):
    table = await started(tables)  # the start saved; no outbox ran (a crash right after)
    with pytest.raises(Exception):  # noqa: B017 - NoTable: nowhere to play yet
        await tables.in_thread(10)
    poster = FakePoster()
    await Outbox(tables, poster).sweep()
    (thread,) = poster.threads_of(table.id)
    assert (await tables.in_thread(thread)).id == table.id


async def test_lobby_changes_are_edits_and_a_lobby_called_off_posts_nothing(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    lobby = (await tables.create(game_id="fairy_lights", guild_id=5, channel_id=10,
                                 user_id=ANN, name="Ann", options={})).table
    await tables.set_lobby_message(lobby.id, 777)
    joined = (await tables.join(lobby.id, BOB, "Bob")).table
    assert await outbox.announce(lobby.id, saved=joined, events=()) == POSTED
    closed = (await tables.leave(lobby.id, ANN)).table
    assert await outbox.announce(lobby.id, saved=closed, events=()) == POSTED
    assert poster.sent == [] and poster.threads == {}
    assert [v for t, v in poster.lobby_edits if t == lobby.id] == [joined.row.version,
                                                                  closed.row.version]


async def _lobby_of_a_dead_process(tables):
    """A lobby saved by a process that died before its lobby message was recorded (this
    process's outbox starts after it)."""
    lobby = (await tables.create(game_id="fairy_lights", guild_id=5, channel_id=10,
                                 user_id=ANN, name="Ann", options={})).table
    await asyncio.sleep(0.002)  # the database's clock counts milliseconds
    return lobby


async def test_a_lobby_whose_message_a_crash_prevented_gets_one_after_the_restart(tables):
    lobby = await _lobby_of_a_dead_process(tables)
    poster = FakePoster()
    assert await Outbox(tables, poster).sweep() == 1
    (message,) = [s for s in poster.sent if s.table == lobby.id]
    assert message.kind == "lobby" and message.channel == 10
    row = (await tables.load(lobby.id)).row
    assert row.lobby_message_id == message.id and not row.unannounced
    # its buttons and later edits find it; nothing more is posted
    joined = (await tables.join(lobby.id, BOB, "Bob")).table
    assert await Outbox(tables, poster).sweep() == 1
    assert [s.id for s in poster.sent if s.table == lobby.id] == [message.id]
    assert (lobby.id, joined.row.version) in poster.lobby_edits


async def test_a_lobby_message_sent_but_not_recorded_is_found_not_sent_again(tables):
    lobby = await _lobby_of_a_dead_process(tables)
    poster = FakePoster()
    taken = poster.post_lobby(lobby)  # Discord took the reply; the record never came
    poster.chatter(10, 60)  # and the channel moved on
    assert await Outbox(tables, poster).sweep() == 1
    assert [s.id for s in poster.sent if s.table == lobby.id] == [taken]
    assert (await tables.load(lobby.id)).row.lobby_message_id == taken


async def test_a_lobby_this_process_is_still_answering_is_left_to_its_command(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    lobby = (await tables.create(game_id="fairy_lights", guild_id=5, channel_id=10,
                                 user_id=ANN, name="Ann", options={})).table
    assert await outbox.sweep() == 0 and poster.sent == []
    await tables.set_lobby_message(lobby.id, poster.post_lobby(lobby))
    assert not (await tables.load(lobby.id)).row.unannounced
    assert await outbox.sweep() == 0 and len(poster.sent) == 1


async def test_abandoning_a_game_is_posted_once_with_who(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    # a thread manager closes it at once (a player alone only asks the others)
    closed = (await tables.abandon(table.id, ANN, True, "Ann")).table
    assert await outbox.announce(table.id, saved=closed, events=()) == POSTED
    assert poster.posts_of(table.id)[-1].kind == "abandoned"
    assert closed.row.result == {"reason": "abandoned", "by": "Ann", "agreed": False}
    assert await outbox.sweep() == 0 and len(poster.posts_of(table.id)) == 2


@pytest.mark.parametrize("deal", [None, 6, 14])
async def test_a_whole_game_is_announced_once_per_version_with_random_failures(tables, deal):
    poster = FakePoster(seed=3, fail={"send": 0.3, "history": 0.2, "thread": 0.3})
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    outbox = Outbox(tables, poster, Scheduler(lambda: now[0]))
    table = await started(tables, seed=deal)
    await outbox.announce(table.id)
    count = 0
    while table.row.status == "running":
        outcome = await auto_move(tables, table)
        table = outcome.table
        count += 1
        status = await outbox.announce(table.id, saved=table, events=outcome.events,
                                       acted_before=outcome.acted_before)
        assert status in (POSTED, FAILED)
        if count % 7 == 0:
            await outbox.sweep()
    poster.fail = {}
    # a table that failed again and again waits out its back-off before the next try
    now[0] += timedelta(seconds=MAX_BACKOFF)
    await outbox.sweep()
    check_announced_once(poster, await tables.load(table.id), count)
    assert registry.get("fairy_lights").is_over(table.state)


async def test_scheduler_runs_due_jobs_on_its_clock_and_survives_a_failing_job(caplog):
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    scheduler = Scheduler(lambda: now[0])
    ran: list[tuple[str, datetime]] = []

    async def job(at):
        ran.append(("job", at))

    async def broken(at):
        raise RuntimeError("boom")

    scheduler.every("job", 60, job)
    scheduler.every("broken", 30, broken)
    assert await scheduler.tick() == ["job", "broken"]
    assert "broken failed" in caplog.text
    now[0] += timedelta(seconds=30)
    assert await scheduler.tick() == ["broken"]
    assert scheduler.due_in() == 30
    scheduler.poke("job", 10)
    assert scheduler.due_in() == 10
    now[0] += timedelta(seconds=10)
    assert await scheduler.tick() == ["job"]
    assert [at for _, at in ran] == [datetime(2026, 1, 1, tzinfo=UTC), now[0]]
    assert await scheduler.tick() == []


async def test_a_failed_post_keeps_the_saved_move(tables):
    poster = FakePoster(fail={"send": 1.0})
    outbox = Outbox(tables, poster)
    table = await started(tables)
    outcome = await auto_move(tables, table)
    assert await outbox.announce(table.id, saved=outcome.table, events=outcome.events) == FAILED
    assert len(await tables.store.moves(table.id)) == 1
    assert (await tables.load(table.id)).row.unannounced


async def test_a_post_that_keeps_failing_is_tried_less_and_less_often(tables):
    now = [datetime(2026, 1, 1, tzinfo=UTC)]
    scheduler = Scheduler(lambda: now[0])
    poster = FakePoster(fail={"history": 1.0})  # e.g. missing permissions in the thread
    outbox = Outbox(tables, poster, scheduler)
    table = await started(tables, Outbox(tables, FakePoster()))
    await moves(tables, table, 1)
    tries = []
    for _ in range(60 * 24):  # one day, a sweep a minute
        before = poster.calls.count("history")
        await outbox.sweep()
        if poster.calls.count("history") > before:
            tries.append(now[0])
        now[0] += timedelta(seconds=60)
    gaps = [(b - a).total_seconds() for a, b in zip(tries, tries[1:], strict=False)]
    # quick retries first, then doubling waits, never more than an hour apart
    assert gaps[:3] == [60, 60, 60]
    assert gaps[3:6] == [120, 240, 480]
    assert max(gaps) == 3600 and gaps[-1] == 3600
    assert len(tries) < 40
    poster.fail = {}
    now[0] += timedelta(hours=1)
    assert await outbox.sweep() == 1
    assert await outbox.sweep() == 0


async def test_one_post_per_turn_edited_while_the_turn_goes_on(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    game = table.game
    new_posts = 0
    for n in range(40):
        before = game.turn_number(table.state)
        outcome = await auto_move(tables, table)
        table = outcome.table
        await outbox.announce(table.id, saved=table, events=outcome.events,
                              acted_before=outcome.acted_before,
                              moves=((outcome.seat, outcome.move),))
        # the first action after the start post opens a post; then each turn passing does
        new_posts += n == 0 or game.turn_number(table.state) != before
        if table.row.status != "running":
            break
    posts = poster.posts_of(table.id)
    assert len(posts) == 1 + new_posts
    assert poster.edits, "a turn of several actions edits its post"
    check_announced_once(poster, await tables.load(table.id), len(await tables.store.moves(
        table.id)))


async def test_a_deleted_turn_post_is_replaced_by_a_new_one(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    game = table.game
    for _ in range(200):
        (seat,) = table.to_act()
        move = game.auto_move(table.state, seat)
        after, _ = game.apply(table.state, seat, game.resolve(table.state, seat, move))
        on_turn_post = table.row.turn_number == game.turn_number(table.state)
        if on_turn_post and game.turn_number(after) == table.row.turn_number:
            break  # the next action goes on with the turn whose post is showing
        outcome = await auto_move(tables, table)
        await outbox.announce(table.id, saved=outcome.table, events=outcome.events)
        table = await tables.load(table.id)
    else:
        raise AssertionError("no turn of two actions came up")
    turn_post = poster.posts_of(table.id)[-1]
    assert turn_post.id == table.row.turn_message_id
    poster.sent.remove(turn_post)  # a moderator deleted it
    outcome = await auto_move(tables, table)
    assert await outbox.announce(table.id, saved=outcome.table, events=outcome.events) == POSTED
    replacement = poster.posts_of(table.id)[-1]
    assert replacement.id != turn_post.id and replacement.version == outcome.table.row.version
    # it announces what was not announced yet (the deleted post had the rest)
    assert replacement.since == outcome.table.row.version - 1


async def test_the_scheduler_loop_runs_a_job_again_when_poked():
    import asyncio

    scheduler = Scheduler()
    runs = asyncio.Queue()

    async def job(at):
        await runs.put(at)

    scheduler.every("hourly", 3600, job)
    loop = asyncio.create_task(scheduler.run())
    try:
        first = await asyncio.wait_for(runs.get(), 10)  # due at once when registered
        scheduler.poke("hourly")  # e.g. after a failed post
        second = await asyncio.wait_for(runs.get(), 10)
        assert second > first and runs.empty()
    finally:
        loop.cancel()


async def play_to_the_end(tables, table, outbox):
    while table.row.status == "running":
        outcome = await auto_move(tables, table)
        table = outcome.table
        if outbox is not None:
            await outbox.announce(table.id, saved=table, events=outcome.events,
                                  acted_before=outcome.acted_before)
    return table


async def test_the_end_is_a_result_post_of_its_own_that_pings_every_player(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await play_to_the_end(tables, await started(tables, outbox), outbox)
    *_, last, result = poster.posts_of(table.id)
    assert last.kind == "turn" and last.version == table.row.version
    assert result.kind == "result" and result.since == result.version == table.row.version
    assert result.ping == [0, 1]
    assert poster.ended_tables == [table.id]
    # each new post took the controls (in a compact thread, the pictures) off the one before
    # it, the last moves' post too once the result post came; the result post keeps its
    # Rematch
    created = [p.id for p in poster.posts_of(table.id)]
    assert poster.cleared == created[:-1] == poster.retired
    assert await outbox.sweep() == 0


class DiesAtResult(FakePoster):
    """Dies at ``step`` of the second post of one announcement: the result post."""

    def __init__(self, step: str) -> None:
        super().__init__()
        self.step, self.armed, self.count = step, False, 0

    def _step(self, name: str) -> None:
        super()._step(name)
        if self.armed and name == self.step:
            self.count += 1
            if self.count == 2:
                self.armed = False
                raise Died(name)


@pytest.mark.parametrize("step", ["send", "sent"])
async def test_a_crash_around_the_result_post_posts_it_once(tables, step):
    # "send": dies before Discord has the result post; "sent": after, before the record
    poster = DiesAtResult(step)
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    game = registry.get("fairy_lights")
    while True:
        (seat,) = table.to_act()
        move = game.auto_move(table.state, seat)
        if game.is_over(game.apply(table.state, seat, move)[0]):
            break
        outcome = await auto_move(tables, table)
        table = outcome.table
        await outbox.announce(table.id, saved=table, events=outcome.events,
                              acted_before=outcome.acted_before)
    outcome = await auto_move(tables, table)
    assert outcome.table.row.status == "over"
    poster.armed = True
    with pytest.raises(Died):
        await Outbox(tables, poster).announce(table.id, saved=outcome.table,
                                              events=outcome.events)
    # "restart": the sweep posts what is missing, once
    await Outbox(tables, poster).sweep()
    posts = poster.posts_of(table.id)
    assert [p.kind for p in posts].count("result") == 1
    assert posts[-1].kind == "result"
    check_announced_once(poster, await tables.load(table.id),
                         len(await tables.store.moves(table.id)))


async def test_the_rematch_window_is_closed_by_the_scheduler_a_day_later(tables):
    now = [datetime(2026, 12, 1, 12, tzinfo=UTC)]
    scheduler = Scheduler(lambda: now[0])
    poster = FakePoster()
    outbox = Outbox(tables, poster, scheduler)
    table = await play_to_the_end(tables, await started(tables, outbox), outbox)
    await scheduler.tick()
    assert poster.closed_tables == []
    now[0] += timedelta(hours=24, minutes=11)
    await scheduler.tick()
    assert poster.closed_tables == [table.id]
    now[0] += timedelta(hours=1)
    await scheduler.tick()
    assert poster.closed_tables == [table.id]


async def test_a_post_made_before_a_crash_is_found_behind_forty_chat_messages(tables):
    poster = DyingPoster("")
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    table = await moves(tables, table, 1)
    assert await outbox.announce(table.id) == POSTED
    acting = table.to_act()
    while table.to_act() == acting:  # the turn passes: a new post, not an edit
        table = await moves(tables, table, 1)
    poster.at = "sent"
    with pytest.raises(Died):  # Discord took the post; the record never came
        await Outbox(tables, poster).announce(table.id)
    where = table.row.thread_id
    poster.chatter(where, 40)  # the players talk on before the bot is back
    await Outbox(tables, poster).sweep()
    table = await tables.load(table.id)
    check_announced_once(poster, table, len(await tables.store.moves(table.id)))


async def test_an_edit_made_before_a_crash_is_found_in_the_turn_post_itself(tables):
    # one post per turn: a move within the turn edits the last recorded post; a crash after
    # Discord took the edit leaves its marker in that very message, not in a later one
    poster = DyingPoster("")
    outbox = Outbox(tables, poster)
    # a deal whose second move stays in the first mover's turn (a random one may not)
    table = await started(tables, outbox, seed=SAME_TURN_SEED)
    table = await moves(tables, table, 1)
    assert await outbox.announce(table.id) == POSTED
    acting = table.to_act()
    table = await moves(tables, table, 1)
    assert table.to_act() == acting  # the same turn: an edit, not a new post
    poster.at = "edited"
    with pytest.raises(Died):  # Discord took the edit; the record never came
        await Outbox(tables, poster).announce(table.id)
    poster.chatter(table.row.thread_id, 5)
    # the bot is back and the turn passes before anything is announced: the next post must
    # start after the edited one, not repeat its versions
    table = await tables.load(table.id)
    while table.to_act() == acting and table.row.status == "running":
        table = await moves(tables, table, 1)
    await Outbox(tables, poster).sweep()
    table = await tables.load(table.id)
    check_announced_once(poster, table, len(await tables.store.moves(table.id)))


async def test_a_crash_around_the_result_post_still_opens_the_rematch_window(tables,
                                                                           monkeypatch):
    from tables import rematch

    outbox = Outbox(tables, FakePoster())
    table = await started(tables, outbox)
    record = tables.store.record_announced
    dying = [True]

    async def record_then_die(table_id, version, *args, **kwargs):
        await record(table_id, version, *args, **kwargs)
        if dying[0] and version == (await tables.load(table_id)).row.version \
                and (await tables.load(table_id)).row.status == "over" \
                and kwargs.get("turn_since") == version:
            dying[0] = False
            raise Died("after the result's record")

    monkeypatch.setattr(tables.store, "record_announced", record_then_die)
    with pytest.raises(Died):
        await play_to_the_end(tables, table, outbox)
    await Outbox(tables, outbox.poster).sweep()  # restart
    assert await tables.store.get_meta(f"rematch:{table.id}") is not None
    vote = await rematch.vote(tables, table.id, ANN)
    assert vote.started is None and vote.votes == {ANN}
