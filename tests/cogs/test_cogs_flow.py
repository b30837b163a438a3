"""Cog tests: real command callbacks and buttons, fake interactions, a real temporary database."""

from __future__ import annotations

import asyncio
import random
from unittest.mock import MagicMock

import pytest

from i18n import t
from rules import registry
from tables import offered_moves
from tests.cogs.fakes import click, custom_ids
from tests.cogs.said import said

ANN, BOB, CY, EVE = 1, 2, 3, 99


async def open_table(cog, world, game, players, **options):
    """Create a lobby by command and seat the others with the Join button; start it."""
    inter = world.interaction(players[0])
    await cog.new_command.callback(inter, game=game, **options)
    if world.threads and len(players) == 1:
        # a solo game starts at once, in a thread of its own: no lobby to join or start
        (thread_id,) = world.threads
        return thread_id, None
    lobby_msg = world.log[-1]
    ids = custom_ids(lobby_msg.view)
    join = next(i for i in ids if ":join:" in i)
    start = next(i for i in ids if ":start:" in i)
    for user in players[1:]:
        await click(world, user, join)
    await click(world, players[0], start)
    (thread_id,) = world.threads
    return thread_id, start


def played(world):
    """After an accepted action: the public post, and no private echo of it (a command's
    "thinking" reply removed; a click said nothing more). Returns the public post."""
    before = list(world.log)
    # a private answer (what the move revealed to its player alone) may follow the post
    while before and before[-1].ephemeral:
        line = before.pop()
        assert line.kind == "delete" or not said(line.content, "common.done.move"), line
    # taking the controls off the superseded post, the lobby edit and the thread's new
    # name at the end may follow the new post: skip those
    while before and not before[-1].ephemeral and not before[-1].is_post:
        before.pop()
    post = before[-1]
    assert not post.ephemeral and post.is_post, post
    return post


async def click_policy_choice(world, table, seat, thread_id, ids):
    """Click the automatic policy's choice for ``seat`` among the control ids ``ids`` (a
    button, else an option of the select), and the Confirm a discarding take asks for."""
    choice = str(table.game.auto_move(table.state, seat))
    button = next((i for i in ids if i.endswith(":" + choice)), None)
    if button is not None:
        await click(world, table.user_of(seat), button, thread_id)
    else:
        select = next(i for i in ids if i.startswith("grove:sel:"))
        await click(world, table.user_of(seat), select, thread_id, value=choice)
    confirm = [s for s in world.log[-1:] if s.ephemeral and s.view is not None]
    if confirm:  # a take that throws cards away asks once more
        await click(world, table.user_of(seat), custom_ids(confirm[-1].view)[0], thread_id)


def is_result_post(text):
    """The post that ends a game: a win, or a draw."""
    return said(text, "common.result.post_win") or said(text, "common.result.post_draw")


async def current(world, thread_id):
    return await world.client.tables.in_thread(thread_id)


def switch_table_id(world):
    (thread,) = world.threads.values()
    # "<game> #<id>", and after the end "<game> #<id>: <result>"
    return int(thread.name.rsplit("#", 1)[1].split(":", 1)[0])


async def play_random_moves(cog, world, thread_id, seed, limit=1000):
    """Seeded random legal moves typed with /move until the game ends; each is accepted."""
    rng = random.Random(seed)
    for _ in range(limit):
        table = await current(world, thread_id)
        if table.row.status != "running":
            return
        (seat,) = table.to_act()
        moves = offered_moves(table.game, table.state, seat, limit=1000)
        inter = world.interaction(table.user_of(seat), channel_id=thread_id)
        await cog.move.callback(cog, inter, notation=rng.choice(moves))
        played(world)


@pytest.mark.slow
async def test_fairy_lights_full_game_through_buttons(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    # the opening post in the thread, then the short ephemeral "started" line to the starter
    first, note = world.log[-2:]
    assert first.kind == "thread" and first.file is not None
    assert note.ephemeral and f"<#{thread_id}>" in note.content
    clicks = 0
    while True:
        table = await current(world, thread_id)
        if table.row.status != "running":
            break
        (seat,) = table.to_act()
        post = world.log.last_public_with_view()
        ids = custom_ids(post.view)
        assert ids, "every turn message carries the legal choices"
        # the policy's choice must be among the buttons / select options
        await click_policy_choice(world, table, seat, thread_id, ids)
        clicks += 1
        assert clicks < 500
    assert table.row.status == "over"
    # the last moves' post with the final picture, then the result post of its own
    *_, last, final = world.log.public()
    assert is_result_post(final.content)
    assert last.file is not None
    assert table.row.result is not None
    # the public posts never show a Python traceback
    assert not any("Traceback" in (s.content or "") for s in world.log)


async def test_non_player_and_out_of_turn_are_refused(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    mover, waiter = table.user_of(seat), table.user_of(1 - seat)
    before = len(await world.client.tables.store.moves(table.id))

    inter = world.interaction(EVE, channel_id=thread_id)
    await cog.move.callback(cog, inter, notation="draw")
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NOT_SEATED")

    inter = world.interaction(waiter, channel_id=thread_id)
    await cog.move.callback(cog, inter, notation="draw")
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NOT_YOUR_TURN")
    assert len(await world.client.tables.store.moves(table.id)) == before

    inter = world.interaction(mover, channel_id=thread_id)
    await cog.move.callback(cog, inter, notation="draw")
    played(world)
    assert len(await world.client.tables.store.moves(table.id)) == before + 1


async def test_two_clicks_at_once_apply_exactly_one(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    draw = next(i for i in custom_ids(world.log.last_public_with_view().view)
                if i.endswith(":draw"))
    user = table.user_of(seat)
    mark = len(world.log)
    await asyncio.gather(click(world, user, draw, thread_id), click(world, user, draw, thread_id))
    assert len(await world.client.tables.store.moves(table.id)) == 1
    refusals = [s for s in world.log[mark:]
                if s.ephemeral and not said(s.content, "common.done.move")]
    # the loser of the race is told what really happened: their own move was played
    assert len(refusals) == 1 and said(refusals[0].content, "common.ALREADY_PLAYED")


async def test_old_lobby_button_is_refused_politely(cog, world):
    thread_id, start = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    join = start.replace(":start:", ":join:")
    await click(world, CY, join)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.LOBBY_CLOSED")
    table = await current(world, thread_id)
    assert len(table.seats) == 2


async def test_autocomplete_offers_only_to_the_seat_to_act(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    mover = world.interaction(table.user_of(seat), channel_id=thread_id)
    waiter = world.interaction(table.user_of(1 - seat), channel_id=thread_id)
    got = await cog.move_autocomplete(mover, "")
    assert [c.value for c in got] == ["draw"]
    # anyone who may not act gets one line saying whose turn it is, and no move
    for other in (waiter, world.interaction(EVE, channel_id=thread_id)):
        (line,) = await cog.move_autocomplete(other, "d")
        assert said(line.name, "common.turn_of", names=f"user{table.user_of(seat)}")
        assert line.value == "-"


async def test_commands_outside_a_table_explain_what_to_do(cog, world):
    inter = world.interaction(ANN)
    await cog.move.callback(cog, inter, notation="draw")
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NO_TABLE_IN_CHANNEL")
    await cog.status.callback(cog, world.interaction(ANN))
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NO_LOBBY")
    await cog.mine.callback(cog, world.interaction(ANN))
    assert said(world.log[-1].content, "common.mine.none")


async def test_status_history_board_and_rules(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                            notation="draw")
    await cog.status.callback(cog, world.interaction(EVE, channel_id=thread_id))
    assert said(world.log[-1].content, "common.status.title", game_name="Fairy Lights",
                table=table.id)
    await cog.history.callback(cog, world.interaction(EVE, channel_id=thread_id))
    assert said(world.log[-1].content, "fairy_lights.event.draw",
                player=f"user{table.user_of(seat)}")
    await cog.board.callback(cog, world.interaction(ANN, channel_id=thread_id))
    assert world.log[-1].ephemeral and world.log[-1].file is not None
    await cog.rules.callback(cog, world.interaction(EVE), game="fairy_lights")
    assert said(world.log[-1].content, "common.rules.header", game_name="Fairy Lights",
                min=2, max=6)
    assert said(world.log[-1].content, "fairy_lights.help")
    await cog.mine.callback(cog, world.interaction(table.user_of(seat)))
    assert f"#{table.id}" in world.log[-1].content


async def test_abandon_needs_every_other_player_or_a_manager(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    # the creator alone cannot close a running game: asking is recorded, BOB is asked
    await cog.abandon.callback(cog, world.interaction(ANN, channel_id=thread_id))
    await click(world, ANN, custom_ids(world.log[-1].view)[0], thread_id)
    table = await current(world, thread_id)
    assert table.row.status == "running"
    request = [s for s in world.log if s.kind == "thread"][-1]
    await click(world, BOB, custom_ids(request.view)[0], thread_id)
    post = [s for s in world.log if s.kind == "thread"][-1]
    assert said(post.content, "common.abandoned_agreed")
    # the turn post it supersedes loses its buttons
    assert not any(i.startswith("grove:mv:") for ids in world.live_controls().values()
                   for i in ids)
    table = await current(world, thread_id)
    assert table.row.status == "abandoned"


async def test_unexpected_error_gets_an_apology_not_a_traceback(cog, world, monkeypatch):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await current(world, thread_id)
    (seat,) = table.to_act()

    def boom(*a, **k):
        raise RuntimeError("secret internals")

    monkeypatch.setattr(world.client.tables, "move", boom)
    await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                            notation="draw")
    reply = world.log[-1]
    assert reply.ephemeral and "secret" not in reply.content
    assert said(reply.content, "common.INTERNAL")


@pytest.mark.slow
async def test_halali_game_through_move_commands(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    await play_random_moves(cog, world, thread_id, seed=7)
    table = await current(world, thread_id)
    assert table.row.status == "over"
    assert is_result_post(world.log.public()[-1].content)


async def test_halali_draw_offer_buttons_and_an_old_offer_refused(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    table = await current(world, thread_id)
    blue, brown = table.user_of(0), table.user_of(1)  # ANN chose blue
    await cog.draw.callback(cog, world.interaction(blue, channel_id=thread_id), action="offer")
    # a short post of its own pings exactly the player who must answer ...
    notice = played(world)
    assert notice.content.startswith(f"<@{brown}>")
    assert said(notice.content, "common.notice.draw_offered", mentions=f"<@{brown}>",
                name=f"user{blue}")
    assert [u.id for u in notice.kwargs["allowed_mentions"].users] == [brown]
    assert notice.view is None
    # ... and the game's post, edited, shows the offer and its buttons
    offer_post = world.log.last_public_with_view()
    assert said(offer_post.content, "halali.event.draw_offered", side_player="user1")
    ids = custom_ids(offer_post.view)
    accept = next(i for i in ids if i.endswith(":draw accept"))
    decline = next(i for i in ids if i.endswith(":draw decline"))
    # the offerer cannot accept their own offer
    await click(world, blue, accept, thread_id)
    assert world.log[-1].ephemeral
    # Blue moves on: the offer stays open (only the opponent's move ends it) ...
    await cog.move.callback(cog, world.interaction(blue, channel_id=thread_id),
                            notation="flip b2")
    # ... but the offer message's buttons are now from an older version
    await click(world, brown, accept, thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.STALE_VERSION")
    table = await current(world, thread_id)
    assert table.row.status == "running"
    # the buttons on the newest post still answer it
    fresh = custom_ids(world.log.last_public_with_view().view)
    decline = next(i for i in fresh if i.endswith(":draw decline"))
    await click(world, brown, decline, thread_id)
    assert said(world.log.public()[-1].content, "halali.event.draw_declined", side_player="user2")
    await cog.draw.callback(cog, world.interaction(brown, channel_id=thread_id), action="offer")
    fresh = custom_ids(world.log.last_public_with_view().view)
    accept = next(i for i in fresh if i.endswith(":draw accept"))
    await click(world, blue, accept, thread_id)
    table = await current(world, thread_id)
    assert table.row.status == "over"
    assert said(world.log.public()[-1].content, "common.result.post_draw",
                reason=t("halali.reason.draw_agreed", "en"))


async def test_draw_command_in_a_game_without_draws(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    await cog.draw.callback(cog, world.interaction(ANN, channel_id=thread_id), action="offer")
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NO_DRAW_OFFERS")


@pytest.mark.slow
async def test_halali_match_plays_game_two_in_the_same_thread(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), format="match")
    await play_random_moves(cog, world, thread_id, seed=11)
    assert len(world.threads) == 1
    texts = [s.content or "" for s in world.log.public()]
    assert any(said(c, "halali.event.game2_dealt") for c in texts)
    # the post that ends game 1 shows its final position before game 2's new board
    switch = next(s for s in world.log.public() if said(s.content, "halali.event.game2_dealt"))
    assert [f.filename for f in switch.files] == [f"halali-{switch_table_id(world)}-1.png",
                                                  f"halali-{switch_table_id(world)}.png"]
    table = await current(world, thread_id)
    assert table.row.status == "over"
    # the deal is random: a drawn match (equal totals) is said to be a draw
    drawn = len(table.row.result["ranking"]) == 1
    assert said(texts[-1], "common.result.post_draw" if drawn else "common.result.post_win")
    assert texts[-1].startswith(f"<@{ANN}> <@{BOB}>")
    assert len(table.row.result["details"]["games"]) == 2


async def test_resign_ends_the_game_for_the_opponent(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="brown")
    await cog.resign.callback(cog, world.interaction(BOB, channel_id=thread_id))
    await click(world, BOB, custom_ids(world.log[-1].view)[0], thread_id)
    table = await current(world, thread_id)
    assert table.row.status == "over"
    assert table.result().winners == [table.seat_of(ANN)]
    await cog.resign.callback(cog, world.interaction(ANN, channel_id=thread_id))
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.GAME_OVER")


async def test_where_threads_are_not_allowed_the_table_plays_in_the_channel(cog, world):
    import discord

    forbidden = discord.Forbidden(MagicMock(status=403, reason="Forbidden"), "no threads")
    original = world._message

    def no_thread_message(mid=None):
        msg = original(mid)
        msg.create_thread.side_effect = forbidden
        return msg

    world._message = no_thread_message
    world.channel.create_thread.side_effect = forbidden
    await cog.new_command.callback(world.interaction(ANN), game="fairy_lights")
    ids = custom_ids(world.log[-1].view)
    await click(world, BOB, ids[0])
    await click(world, ANN, ids[2])
    assert world.threads == {}
    table = await world.client.tables.in_thread(world.channel.id)
    assert table.row.status == "running" and table.row.thread_id is None
    started_post = world.log[-2]
    assert started_post.kind == "channel"
    assert said(started_post.content, "common.started", table=table.id)
    assert started_post.file is not None
    (seat,) = table.to_act()
    await cog.move.callback(cog, world.interaction(table.user_of(seat)), notation="draw")
    assert played(world).kind == "channel"
    assert len(await world.client.tables.store.moves(table.id)) == 1


async def test_a_take_that_discards_asks_for_confirmation_on_buttons_only(cog, world):
    game = registry.get("fairy_lights")
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    # play with the automatic policy until a take button is marked risky
    for _ in range(300):
        table = await current(world, thread_id)
        assert table.row.status == "running", "no risky take came up"
        (seat,) = table.to_act()
        risky = [c for c in game.turn_controls(table.state, seat) if c.style == "danger"]
        if risky:
            break
        await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                                notation=str(game.auto_move(table.state, seat)))
    move = risky[0].moves[0]
    button = next(i for i in custom_ids(world.log.last_public_with_view().view)
                  if i.endswith(":" + move))
    before = len(await world.client.tables.store.moves(table.id))
    user = table.user_of(seat)
    await click(world, user, button, thread_id)
    ask = world.log[-1]
    assert ask.ephemeral and ask.view is not None
    assert len(await world.client.tables.store.moves(table.id)) == before
    confirm = custom_ids(ask.view)[0]
    assert ":1:" in confirm
    await click(world, user, confirm, thread_id)
    assert len(await world.client.tables.store.moves(table.id)) == before + 1
    assert said(world.log.public()[-1].content, "fairy_lights.event.discarded")
