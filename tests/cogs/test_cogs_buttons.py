"""Buttons with a life span and a fixed place (issue 18): Undo last on every post, the
abandon request's Agree retired when the table closes."""

from __future__ import annotations

import pytest

from tests.cogs.fakes import click, custom_ids

ANN, BOB, CY = 1, 2, 3


async def open_table(cog, world, game, players, **options):
    await cog.new_command.callback(world.interaction(players[0]), game=game, **options)
    ids = custom_ids(world.log[-1].view)
    for user in players[1:]:
        await click(world, user, next(i for i in ids if ":join:" in i))
    await click(world, players[0], next(i for i in ids if ":start:" in i))
    (thread_id,) = world.threads
    return thread_id


@pytest.mark.parametrize("game", ["wispwood", "fairy_lights"])
async def test_undo_is_the_last_button_on_every_post(cog, world, game):
    thread_id = await open_table(cog, world, game, (ANN, BOB, CY))
    seen = 0
    for _ in range(12):
        table = await world.client.tables.in_thread(thread_id)
        if table.row.status != "running":
            break
        seat = min(table.to_act())
        move = table.game.auto_move(table.state, seat)
        await cog.move.callback(cog, world.interaction(table.user_of(seat),
                                                       channel_id=thread_id),
                                notation=str(move))
        for ids in world.live_controls().values():
            undo = [n for n, i in enumerate(ids) if i.endswith(":undo")]
            if undo:
                seen += 1
                assert undo == [len(ids) - 1], ids
    assert seen >= 3, "Undo was offered on several posts"


async def ask_to_abandon(cog, world, thread_id, user=ANN):
    """``/game abandon`` and its Confirm: the public request with its Agree button."""
    await cog.abandon.callback(cog, world.interaction(user, channel_id=thread_id))
    await click(world, user, custom_ids(world.log[-1].view)[0], thread_id)
    request = world.posted[thread_id][-1]
    assert any(":agree:" in i for i in custom_ids(world.views[request.id]))
    return request


async def test_the_agree_button_retires_when_everyone_agreed(cog, world):
    thread_id = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    request = await ask_to_abandon(cog, world, thread_id)
    agree = custom_ids(world.views[request.id])[0]
    await click(world, BOB, agree, thread_id)
    assert custom_ids(world.views[request.id]) == [agree], "still waiting for CY"
    await click(world, CY, agree, thread_id)
    assert (await world.client.tables.in_thread(thread_id)).row.status == "abandoned"
    assert world.views[request.id] is None
    assert request.id not in world.live_controls()


async def test_the_agree_button_retires_when_the_game_ends_otherwise(cog, world):
    thread_id = await open_table(cog, world, "halali", (ANN, BOB))
    request = await ask_to_abandon(cog, world, thread_id, BOB)
    # the other way to close: ANN resigns instead of agreeing
    await cog.resign.callback(cog, world.interaction(ANN, channel_id=thread_id))
    await click(world, ANN, custom_ids(world.log[-1].view)[0], thread_id)
    assert (await world.client.tables.in_thread(thread_id)).row.status == "over"
    assert world.views[request.id] is None


# -- quiet confirmations -------------------------------------------------------------------

async def test_no_private_echo_of_a_move_the_post_shows_and_one_line_when_it_does_not(
        cog, world):
    import discord

    from tests.cogs.fakes import http_error
    from tests.cogs.said import said

    thread_id = await open_table(cog, world, "halali", (ANN, BOB))
    tables = world.client.tables

    async def mover():
        table = await tables.in_thread(thread_id)
        (seat,) = table.to_act()
        return table, table.user_of(seat), str(table.game.auto_move(table.state, seat))

    # a typed move that was posted: the "thinking" reply is removed, nothing else is said
    table, user, move = await mover()
    before = len(world.log)
    await cog.move.callback(cog, world.interaction(user, channel_id=thread_id), notation=move)
    private = [s for s in world.log[before:] if s.ephemeral]
    assert [s.kind for s in private] == ["delete"]
    assert (await tables.in_thread(thread_id)).row.version == table.row.version + 1
    # a post that fails: the move is saved, and one line says it will be shown later
    table, user, move = await mover()
    world.threads[thread_id].send.side_effect = http_error(discord.HTTPException, 500, 0)
    before = len(world.log)
    await cog.move.callback(cog, world.interaction(user, channel_id=thread_id), notation=move)
    (line,) = [s for s in world.log[before:] if s.ephemeral]
    assert said(line.content, "common.done.later", move=move)
    assert (await tables.in_thread(thread_id)).row.version == table.row.version + 1
