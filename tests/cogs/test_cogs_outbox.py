"""Cog tests of the one posting path: answered in time, one load per move, deleted threads."""

from __future__ import annotations

import asyncio
import logging
import sqlite3

import pytest

import storage.codec
from rules import registry
from tests.cogs.said import is_said, said
from tests.cogs.test_cogs_flow import ANN, BOB, current, open_table, played


@pytest.mark.slow
async def test_a_write_lock_held_past_discords_window_still_gets_the_answer_first(
        cog, world, tmp_path):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    # Another connection holds the write lock for 3.5 s (longer than Discord's 3 s).
    other = sqlite3.connect(str(tmp_path / "grove.db"), isolation_level=None,
                            check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")
    held = [True]

    async def release_later():
        await asyncio.sleep(3.5)
        held[0] = False
        other.execute("COMMIT")
        other.close()

    releaser = asyncio.create_task(release_later())
    inter = world.interaction(table.user_of(seat), channel_id=thread_id)
    answered_while_locked = []
    defer = inter.response.defer

    async def watching_defer(**kwargs):
        answered_while_locked.append((held[0], kwargs))
        await defer(**kwargs)

    inter.response.defer = watching_defer
    await cog.move.callback(cog, inter, notation="draw")
    await releaser
    # Acknowledged (ephemerally) while the write was still blocked; saved and posted after.
    assert answered_while_locked == [(True, {"ephemeral": True, "thinking": True})]
    assert len(await world.client.tables.store.moves(table.id)) == 1
    post = played(world)
    assert post.kind == "thread" and post.file is not None


async def test_one_table_load_per_move(cog, world, monkeypatch):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    decoded, selects = [], []
    decode, fetch = storage.codec.decode_table, storage.Store._fetchall

    def counting_decode(row):
        decoded.append(row["id"])
        return decode(row)

    async def counting_fetch(self, sql, params=()):
        # reads of the table itself (settings lookups for the reply's language aside), one
        # entry per statement naming what it reads
        read = tuple(n for n in ("tables", "seats", "moves") if f" FROM {n} " in sql)
        if read:
            selects.append(read)
        return await fetch(self, sql, params)

    monkeypatch.setattr(storage.codec, "decode_table", counting_decode)
    monkeypatch.setattr(storage.Store, "_fetchall", counting_fetch)
    for _ in range(4):
        decoded.clear()
        selects.clear()
        (seat,) = table.to_act()
        await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                                notation=str(table.game.auto_move(table.state, seat)))
        played(world)
        # the table by its thread with its seats, in one read; not the move log, even when
        # a turn's post is rewritten with the whole turn so far (the outbox keeps its moves)
        assert decoded == [table.id]
        assert selects == [("tables", "seats")], selects
        monkeypatch.setattr(storage.codec, "decode_table", decode)
        table = await current(world, thread_id)
        monkeypatch.setattr(storage.codec, "decode_table", counting_decode)


async def test_a_deleted_thread_ends_the_retries_and_closes_the_table(cog, world, caplog):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    thread = world.threads[thread_id]
    world.delete_thread(thread_id)
    # A move saved but not posted (the thread vanished in between): the sweep finds it.
    (seat,) = table.to_act()
    await world.client.tables.move(table.id, table.user_of(seat), "draw")
    sends = thread.send.await_count
    with caplog.at_level(logging.WARNING):
        await world.client.outbox.sweep()
    closed = await world.client.tables.load(table.id)
    assert closed.row.status == "abandoned" and not closed.row.unannounced
    assert "gone" in caplog.text
    fetches = world.client.fetch_channel.await_count
    await world.client.outbox.sweep()
    # never tried again: no post, not even a lookup
    assert world.client.fetch_channel.await_count == fetches
    assert thread.send.await_count == sends
    # the lobby message in the channel no longer says the game is under way
    assert not said(world.log[-1].kwargs["embed"].description, "common.lobby.underway")


async def test_a_failed_post_is_said_in_the_short_line_and_posted_by_the_sweep(cog, world):
    import discord

    from tests.cogs.fakes import http_error

    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    thread = world.threads[thread_id]
    send = thread.send.side_effect
    thread.send.side_effect = http_error(discord.HTTPException, 503, 0, "unavailable")
    (seat,) = table.to_act()
    await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                            notation="draw")
    line = world.log[-1]
    assert line.ephemeral and said(line.content, "common.done.later", move="draw")
    thread.send.side_effect = send
    posts = len(world.log.public())
    await world.client.outbox.sweep()
    await world.client.outbox.sweep()
    assert len(world.log.public()) == posts + 1
    assert said(world.log.public()[-1].content, "fairy_lights.event.draw")
    assert not (await current(world, thread_id)).row.unannounced


async def test_a_server_that_removed_the_bot_ends_the_retries(cog, world, caplog):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    await world.client.tables.move(table.id, table.user_of(seat), "draw")
    world.client.get_guild.side_effect = lambda gid: None  # the bot was removed
    sends = world.threads[thread_id].send.await_count
    with caplog.at_level(logging.WARNING):
        await world.client.outbox.sweep()
    closed = await world.client.tables.load(table.id)
    assert closed.row.status == "abandoned" and not closed.row.unannounced
    assert f"server {world.guild_id} left" in caplog.text
    assert world.threads[thread_id].send.await_count == sends


async def test_a_post_accepted_before_a_crash_is_found_in_the_thread_not_repeated(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    outcome = await world.client.tables.move(table.id, table.user_of(seat), "draw")
    # Discord took the post, then the process died before recording it.
    from cogs.poster import build_message
    from tables.outbox import Post

    post = Post(outcome.table, "turn", table.row.version, tuple(outcome.events))
    message = await build_message(post, "en")
    sent = await world.threads[thread_id].send(**message)
    posts = len(world.log.public())
    # The restarted bot's sweep looks at the thread's recent messages first.
    await world.client.outbox.sweep()
    assert len(world.log.public()) == posts
    after = await current(world, thread_id)
    assert not after.row.unannounced and after.row.turn_message_id == sent.id


@pytest.mark.slow
@pytest.mark.parametrize("game_id", registry.game_ids())
async def test_every_game_is_announced_as_it_goes_one_post_per_turn(cog, world, game_id):
    game = registry.get(game_id)
    players = (ANN, BOB, 3, 4, 5, 6)[:max(game.INFO.min_seats, min(2, game.INFO.max_seats))]
    thread_id, _ = await open_table(cog, world, game_id, players)
    table = await current(world, thread_id)
    created = len([s for s in world.log.public() if s.kind == "thread"])
    turns_passed = 0
    for _ in range(30):
        if table.row.status != "running":
            break
        seat = sorted(table.to_act())[0]
        before = game.turn_number(table.state)
        said = len(world.log)
        await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                                notation=str(game.auto_move(table.state, seat)))
        if all(s.ephemeral for s in world.log[said:]):
            # a private move (a draw in a simultaneous private phase): answered to its
            # player alone, nothing public posted or touched
            assert world.log[-1].content
        else:
            played(world)
        table = await current(world, thread_id)
        assert not table.row.unannounced  # posted at once, recorded at once
        turns_passed += game.turn_number(table.state) != before
    # (the "everyone else is done" mention of a simultaneous phase is a short post of its own)
    posts = [s for s in world.log.public() if s.kind == "thread"
             and not is_said(s.content, "common.live.last_call")]
    # the start post, the first turn's post, then one per turn passed: never one per action;
    # a game that ends without passing the turn (a solo win) ends with a result post of its own
    # (and at the end, the result post of its own)
    assert created == 1 and len(posts) <= 2 + turns_passed + 2 * (table.row.status == "over")


async def test_a_thread_made_before_a_crash_is_found_again_not_made_twice(world, tables):
    lobby = (await tables.create(game_id="fairy_lights", guild_id=world.guild_id,
                                 channel_id=world.channel.id, user_id=ANN, name="Ann",
                                 options={})).table
    await tables.set_lobby_message(lobby.id, world._message().id)
    await tables.join(lobby.id, BOB, "Bob")
    table = await tables.start(lobby.id, ANN)
    # The thread was created, then the process died before linking it.
    first = await world.poster.open_thread(table)
    again = await world.poster.open_thread(table)
    assert first == again and list(world.threads) == [first]
    # The sweep links it and posts the first board there, once.
    await world.client.outbox.sweep()
    assert (await tables.load(table.id)).row.thread_id == first
    assert [s.kind for s in world.log.public()] == ["thread"]


async def test_a_write_lock_of_four_seconds_still_answers_the_mover(cog, world, tmp_path):
    # Another process holds a write transaction for 4 s: longer than Discord's window and
    # close to the store's busy timeout. The move is saved and posted; the mover must get
    # an answer too (saved, or could not be saved), never silence.
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    other = sqlite3.connect(str(tmp_path / "grove.db"), isolation_level=None,
                            check_same_thread=False)
    other.execute("BEGIN IMMEDIATE")

    async def release_later():
        await asyncio.sleep(4.0)
        other.execute("COMMIT")
        other.close()

    releaser = asyncio.create_task(release_later())
    inter = world.interaction(table.user_of(seat), channel_id=thread_id)
    before = len(world.log)
    await cog.move.callback(cog, inter, notation="draw")
    await releaser
    answers = [s for s in world.log[before:] if s.ephemeral]
    saved = len(await world.client.tables.store.moves(table.id)) == 1
    assert answers, "the mover got no answer"
    # posted: the "thinking" reply is removed; else one sentence says what happened
    assert answers[-1].kind == "delete" or "went wrong" not in answers[-1].content
    if saved:
        assert played(world).kind == "thread"
