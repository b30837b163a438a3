"""The live board of a channel's games (tables/board.py) and the last call of a
simultaneous phase, through the outbox and its fake Discord."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tables.board import (
    BOARDS,
    DEBOUNCE,
    REPOST_AFTER,
    Board,
    BoardView,
    everyone,
    is_board_message,
)
from tables.outbox import POSTED, Outbox
from tables.scheduler import Scheduler
from tests.databases import database, raw

from .fake_poster import Died, DyingPoster, FakePoster

ANN, BOB, CY = 1, 2, 3
CHANNEL, OTHER = 10, 11




async def started(tables, outbox, game="fairy_lights", players=((ANN, "Ann"), (BOB, "Bob")),
                  channel=CHANNEL):
    (creator, name), *others = players
    table = (await tables.create(game_id=game, guild_id=5, channel_id=channel, user_id=creator,
                                 name=name, options={})).table
    await tables.set_lobby_message(table.id, 500 + table.id)
    for user, other in others:
        await tables.join(table.id, user, other)
    table = await tables.start(table.id, creator)
    assert await outbox.announce(table.id, saved=table, events=()) == POSTED
    return await tables.load(table.id)


async def play(tables, outbox, table, user, move):
    """One move, announced as the cogs announce it (with who could act before it)."""
    outcome = await tables.move(table.id, user, move)
    await outbox.announce(table.id, saved=outcome.table, events=outcome.events,
                          acted_before=outcome.acted_before,
                          moves=((outcome.seat, outcome.move),))
    return outcome.table


async def auto(tables, outbox, table):
    (seat,) = table.to_act()
    return await play(tables, outbox, table, table.user_of(seat),
                      str(table.game.auto_move(table.state, seat)))


def shown(poster, channel=CHANNEL) -> BoardView:
    (post,) = poster.boards_in(channel)
    return poster.board_views[post.id]


def public_time(db_path, table_id) -> int:
    ((at,),) = raw(db_path, "SELECT public_at FROM tables WHERE id = ?", table_id)
    return int(datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp())


async def test_off_by_default_no_board_is_posted(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    await auto(tables, outbox, table)
    assert await outbox.board.flush(everything=True) == 0
    assert poster.boards_in(CHANNEL) == []


async def test_the_board_lists_running_tables_with_whose_turn_and_since_when(tables, tmp_path):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    one = await started(tables, outbox)
    two = await started(tables, outbox, players=((BOB, "Bob"), (CY, "Cy")))
    await started(tables, outbox, channel=OTHER)  # another channel's table
    lobby = (await tables.create(game_id="halali", guild_id=5, channel_id=CHANNEL, user_id=CY,
                                 name="Cy", options={})).table
    assert await outbox.board.turn_on(CHANNEL, 5)
    view = shown(poster)
    assert [line.table_id for line in view.lines] == [one.id, two.id]
    assert lobby.id not in [line.table_id for line in view.lines]
    first = view.lines[0]
    assert first.game == "fairy_lights" and first.thread_id == one.row.thread_id
    (acting,) = one.to_act()
    assert first.acting == (one.names[acting],)
    assert int(datetime.fromisoformat(first.since.replace("Z", "+00:00")).timestamp()) \
        == public_time(database(tmp_path), one.id)
    assert is_board_message(poster.boards_in(CHANNEL)[0].content, CHANNEL)
    assert not is_board_message(poster.boards_in(CHANNEL)[0].content, OTHER)


async def test_a_daily_deal_is_not_on_the_board(tables):
    # it plays in its owner's private thread: a link the others cannot open, and a deal
    # nobody else should see the pace of
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    open_game = await started(tables, outbox)
    daily = await started(tables, outbox, players=((CY, "Cy"), (BOB, "Bob")))
    await tables.store.add_daily_game(5, "2026-12-01", CY, "fairy_lights", daily.id, CHANNEL)
    assert await outbox.board.turn_on(CHANNEL, 5)
    assert [line.table_id for line in shown(poster).lines] == [open_game.id]


async def test_turns_edit_the_board_once_per_burst_and_finished_tables_leave(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    await outbox.board.turn_on(CHANNEL, 5)
    (post,) = poster.boards_in(CHANNEL)
    for _ in range(3):  # a burst of moves: the board follows in one edit
        table = await auto(tables, outbox, table)
    assert poster.board_edits == []
    assert await outbox.board.flush() == 1
    assert poster.board_edits == [post.id]
    assert [p.id for p in poster.boards_in(CHANNEL)] == [post.id]  # edited, not re-posted
    (acting,) = table.to_act()
    assert shown(poster).lines[0].acting == (table.names[acting],)
    # nothing changed: nothing is edited
    assert await outbox.board.flush(everything=True) == 0
    assert poster.board_edits == [post.id]
    # the game ends (a resignation): the table leaves the board
    await tables.move(table.id, ANN, "resign")
    await outbox.announce(table.id)
    assert await outbox.board.flush() == 1
    assert shown(poster).lines == ()


async def test_a_buried_board_is_posted_anew_and_the_old_one_deleted(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    await outbox.board.turn_on(CHANNEL, 5)
    (old,) = poster.boards_in(CHANNEL)
    poster.chatter(CHANNEL, REPOST_AFTER)
    table = await auto(tables, outbox, table)
    assert await outbox.board.flush() == 1
    (new,) = poster.boards_in(CHANNEL)
    assert new.id > old.id and poster.deleted == [old.id]
    assert poster.board_edits == []


async def test_a_board_posted_before_a_crash_is_found_again_not_duplicated(tables, store):
    poster = DyingPoster("board-sent")
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    await store.enable_board(CHANNEL, 5)
    try:
        await outbox.board.refresh(CHANNEL)
    except Died:
        pass
    assert len(poster.boards_in(CHANNEL)) == 1
    assert (await store.board(CHANNEL)).message_id is None  # taken, never recorded
    # a new process
    outbox = Outbox(tables, poster)
    await auto(tables, outbox, table)
    await outbox.board.flush(everything=True)
    (post,) = poster.boards_in(CHANNEL)
    row = await store.board(CHANNEL)
    assert row.message_id == post.id and not row.posting
    assert poster.board_edits == [post.id]


async def test_a_crash_while_replacing_a_buried_board_leaves_one_board(tables, store):
    poster = DyingPoster("board-sent")
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    poster.at = ""
    await outbox.board.turn_on(CHANNEL, 5)
    poster.chatter(CHANNEL, REPOST_AFTER)
    table = await auto(tables, outbox, table)
    poster.at = "board-sent"
    try:
        await outbox.board.flush()
    except Died:
        pass
    assert len(poster.boards_in(CHANNEL)) == 2
    board = Board(store, poster)
    await board.flush(everything=True)
    (post,) = poster.boards_in(CHANNEL)
    assert (await store.board(CHANNEL)).message_id == post.id


async def test_turning_the_board_off_deletes_its_post(tables, store):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox)
    await outbox.board.turn_on(CHANNEL, 5)
    assert len(poster.boards_in(CHANNEL)) == 1
    assert await outbox.board.turn_off(CHANNEL)
    assert poster.boards_in(CHANNEL) == [] and await store.board(CHANNEL) is None
    await auto(tables, outbox, table)
    assert await outbox.board.flush() == 0 and poster.boards_in(CHANNEL) == []
    assert not await outbox.board.turn_off(CHANNEL)


async def lf_animal_phase(tables, outbox):
    table = await started(tables, outbox, game="living_forest",
                          players=((ANN, "Ann"), (BOB, "Bob"), (CY, "Cy")))
    assert len(table.to_act()) == 3
    return table


async def finish_drawing(tables, outbox, table, user):
    """A seat draws (private) and stops (public), unless the draw stopped it."""
    seat = table.seat_of(user)
    table = await play(tables, outbox, table, user, "draw")
    if seat in table.to_act():
        table = await play(tables, outbox, table, user, "stop")
    return table


async def test_private_draws_never_change_the_board(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await lf_animal_phase(tables, outbox)
    await outbox.board.turn_on(CHANNEL, 5)
    (line,) = shown(poster).lines
    assert everyone(line)  # the phase starts: everyone draws
    table = await play(tables, outbox, table, ANN, "draw")
    if len(table.to_act()) == 3:  # the draw itself did not stop Ann
        assert await outbox.board.flush() == 0
        assert poster.board_edits == []
        table = await play(tables, outbox, table, ANN, "stop")
    await outbox.board.flush()
    (line,) = shown(poster).lines
    assert not everyone(line) and line.acting == ("Bob", "Cy")


async def test_the_last_seat_of_a_simultaneous_phase_is_pinged_once(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await lf_animal_phase(tables, outbox)
    table = await finish_drawing(tables, outbox, table, ANN)
    assert [p for p in poster.posts_of(table.id) if p.kind == "last_call"] == []
    bob = table.seat_of(BOB)
    outcome = await tables.move(table.id, BOB, "draw")
    await outbox.announce(table.id, saved=outcome.table, events=outcome.events,
                          acted_before=outcome.acted_before, moves=((bob, "draw"),))
    if bob in outcome.table.to_act():
        outcome = await tables.move(table.id, BOB, "stop")
        await outbox.announce(table.id, saved=outcome.table, events=outcome.events,
                              acted_before=outcome.acted_before, moves=((bob, "stop"),))
    table = outcome.table
    assert table.to_act() == {table.seat_of(CY)}
    calls = [p for p in poster.posts_of(table.id) if p.kind == "last_call"]
    assert [c.ping for c in calls] == [[table.seat_of(CY)]]
    # a restart, and the same action announced again by the new process, then the sweep:
    # no second call
    outbox = Outbox(tables, poster)
    await outbox.announce(table.id, saved=outcome.table, events=outcome.events,
                          acted_before=outcome.acted_before, moves=((bob, outcome.move),))
    await outbox.sweep()
    assert len([p for p in poster.posts_of(table.id) if p.kind == "last_call"]) == 1


async def test_no_last_call_outside_a_simultaneous_phase(tables):
    poster = FakePoster()
    outbox = Outbox(tables, poster)
    table = await started(tables, outbox, game="halali")
    for _ in range(4):
        table = await auto(tables, outbox, table)
    assert [p for p in poster.posts_of(table.id) if p.kind == "last_call"] == []


async def test_the_scheduler_debounces_a_burst_into_one_edit(tables):
    clock = [datetime(2026, 3, 1, 12, 0, tzinfo=UTC)]
    scheduler = Scheduler(lambda: clock[0])
    poster = FakePoster()
    outbox = Outbox(tables, poster, scheduler)
    table = await started(tables, outbox)
    await outbox.board.turn_on(CHANNEL, 5)
    assert BOARDS in await scheduler.tick()  # the first run: every board, nothing changed
    assert poster.board_edits == []
    for _ in range(3):
        table = await auto(tables, outbox, table)
        clock[0] += timedelta(seconds=1)
        assert BOARDS not in await scheduler.tick()  # still within the debounce
    clock[0] += timedelta(seconds=DEBOUNCE)
    assert BOARDS in await scheduler.tick()
    assert len(poster.board_edits) == 1
    (seat,) = table.to_act()
    assert shown(poster).lines[0].acting == (table.names[seat],)
