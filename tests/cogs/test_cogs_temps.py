"""Cog tests of Le Temps des Forêts: a solo game through real callbacks, buttons and menus."""

from __future__ import annotations

from unittest.mock import MagicMock

import discord
import pytest

from i18n import t
from tests.cogs.fakes import click, custom_ids
from tests.cogs.said import pattern, said

ANN, EVE = 1, 99
GAME = "temps_des_forets"


async def start_solo(cog, world, user=ANN, **options):
    """``/game new game:temps_des_forets``: no lobby wait, the thread opens at once."""
    await cog.new_command.callback(world.interaction(user), game=GAME, **options)
    (thread_id,) = world.threads
    return thread_id


async def current(world, thread_id):
    return await world.client.tables.in_thread(thread_id)


async def test_a_solo_game_starts_at_once_and_plays_to_its_end(cog, world):
    thread_id = await start_solo(cog, world)
    first = next(s for s in world.log if s.kind == "thread")
    # the opening post: the deal and the first Dawn, the picture, the Day's controls
    assert said(first.content, "temps_des_forets.event.deal")
    assert said(first.content, "temps_des_forets.event.dawn", cycle=1)
    assert first.file is not None
    ids = custom_ids(first.view)
    assert any(i.startswith(("grove:sel:", "grove:grp:")) for i in ids)
    assert any(i.endswith(":end") for i in ids)
    table = await current(world, thread_id)
    assert table.row.status == "running" and table.seat_of(ANN) == 0

    # one swap from the menu, then the Day's End button: a whole Day in two clicks (three
    # when the swaps need more than one menu: first tree, then the second, privately)
    table = await current(world, thread_id)
    control = table.game.turn_controls(table.state, 0)[0]
    swap = control.moves[0]
    grouped = [i for i in ids if i.startswith("grove:grp:")]
    if grouped:
        await click(world, ANN, grouped[0], channel_id=thread_id, value=control.groups[0])
        menus = world.log[-1]
        assert menus.ephemeral
        select = next(i for i in custom_ids(menus.view) if i.startswith("grove:sel:"))
    else:
        select = next(i for i in ids if i.startswith("grove:sel:"))
    await click(world, ANN, select, channel_id=thread_id, value=swap)
    # the post shows the swap: no private echo of it
    assert not [s for s in world.log if s.ephemeral and said(s.content, "common.done.move")]
    table = await current(world, thread_id)
    assert table.state.phase == "day" and len(table.state.done) == 1
    edited = next(s for s in reversed(world.log) if s.is_post and not s.ephemeral)
    end = next(i for i in custom_ids(edited.view) if i.endswith(":end"))
    assert any(i.endswith(":undo") for i in custom_ids(edited.view))
    await click(world, ANN, end, channel_id=thread_id)
    table = await current(world, thread_id)
    assert table.state.phase == "night"
    night = next(s for s in reversed(world.log) if s.is_post and not s.ephemeral
                 and s.content)
    assert said(night.content, "temps_des_forets.event.end_day", cycle=1)

    # a watcher may look but not act: the polite not-seated sentence
    end = next(i for i in custom_ids(night.view) if i.endswith(":end"))
    await click(world, EVE, end, channel_id=thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NOT_SEATED")
    assert (await current(world, thread_id)).state.phase == "night"

    # the rest by /move, each command the automatic player's plan (a sequence of steps)
    for _ in range(40):
        table = await current(world, thread_id)
        if table.row.status != "running":
            break
        move = str(table.game.auto_move(table.state, 0))
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation=move)
        # posted: the deferred "thinking" reply is removed, nothing private is said
        assert world.log[-1].kind == "delete", world.log[-1]
    table = await current(world, thread_id)
    assert table.row.status == "over"
    result = table.result()
    posts = [s for s in world.log if not s.ephemeral and s.content]
    # the result post of its own says how it ended, with the score
    text = posts[-1].content
    assert text.startswith("<@1>")
    assert said(text, "common.result.post_win", mentions="<@1>", game_name="Le Temps des Forêts",
                table=1)
    assert t("common.result.rank", "en", rank=1, name="user1", score=result.scores[0]) in text
    if result.reason == "won":
        assert said(text, "common.result.post_win", reason=t("temps_des_forets.reason.won", "en"))

    # after the end, nobody plays any more
    await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id), notation="end")
    assert world.log[-1].ephemeral and not said(world.log[-1].content, "common.done.move")


async def test_a_refused_step_of_a_sequence_names_the_step(cog, world):
    thread_id = await start_solo(cog, world)
    table = await current(world, thread_id)
    forbidden = table.state.draws[0]
    await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                            notation=f"end; {forbidden} 1-2")
    reply = world.log[-1]
    assert reply.ephemeral and pattern("temps_des_forets.in_step", step=2).match(reply.content)
    assert (await current(world, thread_id)).state.phase == "day", "nothing was applied"


async def test_hint_answers_the_owner_privately_and_refuses_others(cog, world):
    thread_id = await start_solo(cog, world)
    table = await current(world, thread_id)
    expected, chance = table.game.hint(table.state, 0)
    await cog.hint.callback(cog, world.interaction(ANN, channel_id=thread_id))
    reply = world.log[-1]
    assert reply.ephemeral
    assert said(reply.content, "temps_des_forets.hint.line", move=expected,
                chance=round(chance * 100))
    # the suggestion is a command the owner can play as it is
    await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                            notation=str(expected))
    assert world.log[-1].kind == "delete"
    assert (await current(world, thread_id)).row.version > table.row.version

    before = len(world.log)
    await cog.hint.callback(cog, world.interaction(EVE, channel_id=thread_id))
    (reply,) = world.log[before:]
    # the refusal and nothing else: no move is revealed
    assert reply.ephemeral and reply.content == t("temps_des_forets.hint.owner_only", "en")


async def test_hint_in_a_game_without_hints_says_so(cog, world):
    await cog.new_command.callback(world.interaction(ANN), game="halali")
    lobby = world.log[-1]
    join = next(i for i in custom_ids(lobby.view) if ":join:" in i)
    start = next(i for i in custom_ids(lobby.view) if ":start:" in i)
    await click(world, 2, join)
    await click(world, ANN, start)
    (thread_id,) = world.threads
    await cog.hint.callback(cog, world.interaction(ANN, channel_id=thread_id))
    assert world.log[-1].ephemeral
    assert said(world.log[-1].content, "common.NO_HINTS", game_name="Halali!")


# -- the daily deal ----------------------------------------------------------------------

async def start_daily(cog, world, user):
    before = set(world.threads)
    await cog.new_command.callback(world.interaction(user), game=GAME, daily="true")
    (thread_id,) = set(world.threads) - before
    return thread_id


async def test_daily_deal_is_one_deal_per_server_and_day(tables, store):
    from datetime import UTC, datetime

    from cogs.daily import daily_day, daily_seed

    one, other = await store.daily_secret(5), await store.daily_secret(6)
    assert one == await store.daily_secret(5), "made once, then kept"
    assert one != other
    day = daily_day(datetime(2026, 12, 1, 23, 59, tzinfo=UTC))
    assert day == "2026-12-01"
    assert daily_seed(one, GAME, day) == daily_seed(one, GAME, "2026-12-01")
    assert daily_seed(one, GAME, day) != daily_seed(other, GAME, day)
    assert daily_seed(one, GAME, day) != daily_seed(one, GAME, "2026-12-02")
    # the settings the server's admins read never carry the secret
    settings = await store.guild_settings(5)
    assert one not in repr(settings)


async def test_daily_games_share_the_deal_in_private_threads(cog, world, caplog):
    caplog.set_level("DEBUG")
    first = await start_daily(cog, world, ANN)
    second = await start_daily(cog, world, 2)
    one, two = await current(world, first), await current(world, second)
    assert one.row.seed == two.row.seed and one.state.deal == two.state.deal
    assert one.state.draws[0] == two.state.draws[0]
    # private threads, each with only its owner invited; no public lobby message
    for call in world.channel.create_thread.await_args_list:
        assert call.kwargs["type"] == discord.ChannelType.private_thread
        assert call.kwargs["invitable"] is False
    for thread_id, user in ((first, ANN), (second, 2)):
        (invited,) = world.threads[thread_id].add_user.await_args_list
        assert invited.args[0].id == user
    assert not [s for s in world.log if s.kind == "channel"]
    assert not [s for s in world.log if s.kind == "response" and not s.ephemeral]
    # one daily game per player per day
    before = len(world.threads)
    await cog.new_command.callback(world.interaction(ANN), game=GAME, daily="true")
    assert len(world.threads) == before
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.DAILY_ALREADY")
    # an ordinary game is still a fresh deal
    await cog.new_command.callback(world.interaction(ANN), game=GAME)
    (fresh,) = set(world.threads) - {first, second}
    assert (await current(world, fresh)).row.seed != one.row.seed
    # the secret is never shown or logged
    secret = await world.client.tables.store.daily_secret(world.guild_id)
    everything = " ".join(f"{s.content} {s.kwargs}" for s in world.log)
    assert secret not in everything and secret not in caplog.text
    assert str(one.row.seed) not in everything


async def test_daily_results_are_posted_after_the_day_and_ranked_today(cog, world):
    from datetime import timedelta

    from cogs import daily as solo
    from cogs.stats import StatsCog

    thread_id = await start_daily(cog, world, ANN)
    for _ in range(40):
        table = await current(world, thread_id)
        if table.row.status != "running":
            break
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation=str(table.game.auto_move(table.state, 0)))
    table = await current(world, thread_id)
    assert table.row.status == "over"
    score = table.result().scores[0]
    tables = world.client.tables
    today = tables.now()
    # the day's leaderboard lists the result (a score, nothing of the deal)
    stats = StatsCog(MagicMock())
    await stats.leaderboard.callback(stats, world.interaction(EVE), game=GAME)
    board = world.log[-1].content
    title = pattern("temps_des_forets.daily.board.title").search(board)
    assert title is not None
    assert t("temps_des_forets.daily.board.line", "en", rank=1, name="user1", score=score) \
        in board
    # and the solo best scores, above it
    best = pattern("common.leaderboard.solo", place=1, name="user1", score=score).search(board)
    assert best is not None and best.start() < title.start()
    # nothing reaches the channel while the day lasts
    assert await solo.post_daily_results(world.client, today) == 0
    assert not [s for s in world.log if s.kind == "channel"]
    # after the day: the result and the final picture in the channel, once
    assert await solo.post_daily_results(world.client, today + timedelta(days=1)) == 1
    (post,) = [s for s in world.log if s.kind == "channel"]
    assert said(post.content, "temps_des_forets.daily.result", name="user1", score=score)
    won = t("temps_des_forets.reason.won", "en")
    assert said(post.content, "temps_des_forets.daily.result", reason_name=won) == \
        (table.result().reason == "won")
    assert post.kwargs.get("file") is not None
    assert await solo.post_daily_results(world.client, today + timedelta(days=1)) == 0


async def test_a_daily_table_never_gets_a_public_thread(world, tables):
    from tables.outbox import PostFailed

    out = await tables.create(game_id=GAME, guild_id=world.guild_id, channel_id=world.channel.id,
                              user_id=ANN, name="Ann", options={"daily": "true"}, seed=7)
    assert out.started and out.table.row.thread_pending
    with pytest.raises(PostFailed):
        await world.poster.open_thread(out.table)
    assert not world.threads
    # the sweep leaves it waiting for its private thread, and posts nothing in public
    await world.client.outbox.sweep()
    assert not world.threads and not [s for s in world.log if s.kind == "channel"]


async def test_a_lost_solo_game_reads_as_lost_with_its_score_and_no_rank(cog, world):
    thread_id = await start_solo(cog, world)
    for _ in range(200):  # ending every Day and Night at once loses the game
        table = await current(world, thread_id)
        if table.row.status != "running":
            break
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation="end")
    table = await current(world, thread_id)
    result = table.result()
    assert table.row.status == "over" and result.reason == "lost" and not result.ranking
    text = [s for s in world.log if not s.ephemeral and s.content][-1].content
    assert said(text, "common.result.post_win", reason=t("temps_des_forets.reason.lost", "en"))
    assert t("common.result.score_line", "en", name="user1", score=result.scores[0]) in text
    assert not said(text, "common.result.rank", rank=1, name="user1")
    assert not said(text, "common.result.post_win", ranking="")
