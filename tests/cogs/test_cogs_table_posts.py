"""Cog tests of a table's posts over its life (issue 8, part B): one picture post per turn,
live controls only on the newest post, the result post, the thread, and the rematch."""

from __future__ import annotations

from datetime import timedelta

import pytest

from cogs.slowplay import DiscordNotifier
from i18n import t
from rules import registry
from tables import rematch
from tables.scheduler import utcnow
from tables.slowplay import SlowPlay
from tests.cogs.fakes import World, click, custom_ids
from tests.cogs.said import pattern, said
from tests.cogs.test_cogs_flow import (
    ANN,
    BOB,
    CY,
    EVE,
    click_policy_choice,
    current,
    open_table,
    played,
)
from tests.cogs.test_cogs_slowplay import play_against_bots

REMATCH = "grove:rm:"


def result_controls(table_id: int) -> list[str]:
    """A result post's buttons: Rematch, then Replay and Game record."""
    return [f"{REMATCH}{table_id}", f"grove:after:replay:{table_id}",
            f"grove:after:record:{table_id}"]


def created(world, thread_id):
    """The bot's messages created in a thread, in order."""
    return world.posted[thread_id]


def created_said(world):
    """Created public posts (not edits) as logged, in order."""
    return [s for s in world.log if s.kind in ("thread", "channel") and not s.ephemeral]


async def resign(cog, world, user, thread_id):
    """``/game resign`` and its ephemeral Confirm click."""
    await cog.resign.callback(cog, world.interaction(user, channel_id=thread_id))
    ask = world.log[-1]
    if ask.ephemeral and ask.view is not None:
        await click(world, user, custom_ids(ask.view)[0], thread_id)


async def click_choice(world, table, seat, thread_id):
    """Play the automatic policy's choice of ``seat`` by clicking the newest live controls."""
    (ids,) = world.live_controls().values()
    await click_policy_choice(world, table, seat, thread_id, ids)


async def play_by_clicks(world, thread_id, limit=600):
    """Click the policy's choices until the game ends; after every click exactly one bot
    message carries live controls (the newest). Returns the finished table."""
    for _ in range(limit):
        table = await current(world, thread_id)
        if table.row.status != "running":
            return table
        (seat,) = table.to_act()
        await click_choice(world, table, seat, thread_id)
        live = world.live_controls()
        newest = created(world, thread_id)[-1].id
        assert list(live) == [newest], (live, newest)
    raise AssertionError("the game did not end")


@pytest.mark.slow
async def test_a_whole_fairy_lights_game_by_clicks(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    lobby_id = (await current(world, thread_id)).row.lobby_message_id
    table = await play_by_clicks(world, thread_id)
    assert table.row.status == "over"
    turns = table.game.turn_number(table.state)
    posts = created_said(world)
    pictures = [p for p in posts if p.files]
    # one picture post per turn (each draw edits it), plus the start post
    assert len(pictures) <= turns + 2, (len(pictures), turns)
    # the ping comes once per post: a turn line names the player by mention, with no
    # separate "your turn" line (the start post, with no turn line yet, has that one line)
    for post in posts:
        text = post.content or ""
        assert all(text.count(f"<@{u}>") <= 1 for u in (ANN, BOB, CY)), text
        assert not (said(text, "fairy_lights.event.turn_start")
                    and said(text, "common.your_turn")), text
    assert sum("<@" in (p.content or "") and said(p.content, "fairy_lights.event.turn_start")
               for p in posts) >= turns - 2
    # the end: the result post is a created message that mentions every player ...
    result = posts[-1]
    # (with the final position and the results card: tests/cogs/test_cogs_results_card.py)
    assert result.kind == "thread" and len(result.files) == 2
    users = {u.id for u in result.kwargs["allowed_mentions"].users}
    assert users == {ANN, BOB, CY}
    assert result.kwargs["allowed_mentions"].everyone is False
    assert all(f"<@{u}>" in result.content for u in (ANN, BOB, CY))
    assert said(result.content, "common.result.post_win",
                reason=t("fairy_lights.reason.deck_out", "en"))
    place = 1
    for group in table.result().ranking:  # tied seats share their place
        for seat in group:
            assert t("common.result.rank", "en", rank=place, name=table.names[seat],
                     score=table.result().scores[seat]) in result.content
        place += len(group)
    # ... and the only live control left is its Rematch button
    live = world.live_controls()
    assert list(live) == [created(world, thread_id)[-1].id]
    assert live[created(world, thread_id)[-1].id] == result_controls(table.id)
    # "The game is over." is not said twice at the end
    tail = " ".join(s.content or "" for s in world.log.public()[-2:])
    assert not said(tail, "fairy_lights.event.game_end") and not said(tail, "common.game_over")
    # the lobby post in the channel is edited to show the result, with a link to the thread
    lobby_edits = [s for s in world.log if s.kind == "edit" and s.message_id == lobby_id
                   and s.kwargs.get("embed") is not None]
    final = lobby_edits[-1].kwargs["embed"]
    winners = table.result().winners
    assert said(final.description, "common.result.short_win", count=len(winners),
                names=", ".join(table.names[s] for s in winners))
    assert f"<#{thread_id}>" in final.description
    assert lobby_edits[-1].kwargs["view"] is None
    # the thread's name gets the result
    assert world.threads[thread_id].name.startswith(f"Fairy Lights #{table.id}: ")


async def test_a_turn_post_is_edited_for_each_draw_and_keeps_its_mention(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    checked = 0
    for _ in range(200):
        table = await current(world, thread_id)
        if table.row.status != "running" or checked >= 3:
            break
        (seat,) = table.to_act()
        user = table.user_of(seat)
        move = str(table.game.auto_move(table.state, seat))
        await cog.move.callback(cog, world.interaction(user, channel_id=thread_id),
                                notation=move)
        post = played(world)
        table = await current(world, thread_id)
        if table.row.status != "running" or table.to_act() == {seat}:
            continue
        # a new turn: a new post names the next player by mention, in the turn line, once
        (nxt,) = table.to_act()
        assert post.kind == "thread"
        mention = f"<@{table.user_of(nxt)}>"
        (line,) = [ln for ln in post.content.splitlines() if mention in ln]
        # the line begins with the turn sentence (an invisible stamp may follow it)
        assert pattern("fairy_lights.event.turn_start", player=mention).match(line)
        assert not said(post.content, "common.your_turn")
        assert [u.id for u in post.kwargs["allowed_mentions"].users] == [table.user_of(nxt)]
        if "draw" not in {str(m) for m in table.game.legal_moves(table.state, nxt)}:
            continue
        # a draw in that turn: the same post, edited (an edit pings nobody), mention kept
        await cog.move.callback(cog, world.interaction(table.user_of(nxt), channel_id=thread_id),
                                notation="draw")
        again = played(world)
        if (await current(world, thread_id)).to_act() != {nxt}:
            continue  # the draw went bust: the turn passed, a new post
        assert again.kind == "edit" and again.message_id == created(world, thread_id)[-1].id
        assert mention in again.content
        checked += 1
    assert checked == 3


async def test_move_command_undo_and_resign_take_the_controls_off_older_posts(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    undone = False
    for _ in range(60):
        table = await current(world, thread_id)
        (seat,) = table.to_act()
        move = str(table.game.auto_move(table.state, seat))
        await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                                notation=move)
        played(world)
        assert list(world.live_controls()) == [created(world, thread_id)[-1].id]
        after = await current(world, thread_id)
        if move.startswith("take") and after.to_act() != {seat} and not undone:
            # the take passed the turn on: its player takes it back (a new post: the
            # turn number goes back), and the post of the turn just begun loses its buttons
            await cog.undo.callback(cog, world.interaction(table.user_of(seat),
                                                           channel_id=thread_id))
            played(world)
            assert (await current(world, thread_id)).to_act() == {seat}
            assert list(world.live_controls()) == [created(world, thread_id)[-1].id]
            undone = True
    assert undone
    await resign(cog, world, ANN, thread_id)
    assert list(world.live_controls()) == [created(world, thread_id)[-1].id]
    # a two-player game goes on after one of three resigns: its controls are on the newest
    table = await current(world, thread_id)
    if table.row.status == "over":
        assert custom_ids(created_said(world)[-1].view) == result_controls(table.id)


async def test_halali_start_names_sides_and_events_name_players(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="brown")
    start = created_said(world)[-1]
    assert said(start.content, "common.player_side", name="user1",
                side=t("halali.side.brown", "en"))
    assert said(start.content, "common.player_side", name="user2",
                side=t("halali.side.blue", "en"))
    # Blue moves first: the start post pings Blue, once
    assert [u.id for u in start.kwargs["allowed_mentions"].users] == [BOB]
    await cog.move.callback(cog, world.interaction(BOB, channel_id=thread_id),
                            notation="flip b2")
    assert said(played(world).content, "halali.event.flip", side_name=t("halali.side.blue", "en"),
                side_player="user2", square="b2")


async def test_a_draw_offer_pings_the_opponent_and_a_lapsed_offer_loses_its_buttons(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    await cog.draw.callback(cog, world.interaction(ANN, channel_id=thread_id), action="offer")
    notice = played(world)
    assert notice.content.startswith(f"<@{BOB}>")
    assert said(notice.content, "common.notice.draw_offered", mentions=f"<@{BOB}>", name="user1")
    assert [u.id for u in notice.kwargs["allowed_mentions"].users] == [BOB]
    (offer_ids,) = world.live_controls().values()
    assert any(i.endswith(":draw accept") for i in offer_ids)
    # Blue moves, then Brown moves: the offer lapses, and no post keeps Accept / Decline
    await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                            notation="flip b2")
    await cog.move.callback(cog, world.interaction(BOB, channel_id=thread_id),
                            notation="flip c3")
    assert said(" ".join(s.content or "" for s in world.log.public()[-3:]),
                "halali.event.draw_lapsed", side_player="user1")
    live = world.live_controls()
    assert not any(i.endswith(":draw accept") for ids in live.values() for i in ids)


async def test_an_agreed_draw_is_a_draw_not_a_shared_victory(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    await cog.draw.callback(cog, world.interaction(ANN, channel_id=thread_id), action="offer")
    await cog.draw.callback(cog, world.interaction(BOB, channel_id=thread_id), action="accept")
    result = created_said(world)[-1]
    table = await current(world, thread_id)
    ranking = ", ".join(t("common.result.rank", "en", rank=1, name=name, score=0)
                        for name in ("user1", "user2"))
    assert said(result.content, "common.result.post_draw", game_name="Halali!", table=table.id,
                reason=t("halali.reason.draw_agreed", "en"), ranking=ranking)
    everything = " ".join(s.content or "" for s in world.log)
    assert not said(everything, "common.result.winners")
    assert world.threads[thread_id].name == t("common.thread.name_over", "en",
                                              name=f"Halali! #{table.id}",
                                              result=t("common.result.short_draw", "en"))


async def test_a_resignation_says_who_resigned_once(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    await resign(cog, world, BOB, thread_id)
    last, result = world.log.public()[-2:]
    assert not said(last.content + result.content, "halali.event.game_over", blue_score=0,
                    brown_score=0)
    ranking = ", ".join(t("common.result.rank", "en", rank=rank, name=name, score=0)
                        for rank, name in ((1, "user1"), (2, "user2")))
    assert said(result.content, "common.result.post_win",
                reason=t("halali.reason.resigned", "en", names="user2"), ranking=ranking)
    assert {u.id for u in result.kwargs["allowed_mentions"].users} == {ANN, BOB}


async def test_the_thread_lives_long_seats_its_players_and_is_reopened_to_edit(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    thread = world.threads[thread_id]
    assert world.channel.get_partial_message.call_count >= 1
    made = [c for c in world.messages.values() if c.create_thread.await_count]
    assert made[0].create_thread.await_args.kwargs["auto_archive_duration"] == 10080
    assert sorted(c.args[0].id for c in thread.add_user.await_args_list) == [ANN, BOB, CY]
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                            notation="draw")
    played(world)
    table = await current(world, thread_id)
    if table.to_act() != {seat}:
        pytest.skip("the first draw ended the turn")
    # a week without a move: Discord archived the thread; the next draw edits the turn post
    thread.archived = True
    await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                            notation=str(table.game.auto_move(table.state, seat)))
    played(world)
    assert thread.archived is False
    assert {"archived": False} in [s.kwargs for s in world.log if s.kind == "thread-edit"]


async def finish_halali(cog, world, thread_id, loser):
    await resign(cog, world, loser, thread_id)
    return await current(world, thread_id)


async def test_rematch_needs_every_player_and_swaps_halali_sides(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    old = await finish_halali(cog, world, thread_id, BOB)
    button = f"{REMATCH}{old.id}"
    # a non-player is refused politely; nothing starts
    await click(world, EVE, button, thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.NOT_SEATED")
    # the first press waits for the other player; pressing twice changes nothing
    await click(world, ANN, button, thread_id)
    assert said(world.log[-1].content, "common.rematch.waiting", count=1)
    await click(world, ANN, button, thread_id)
    assert said(world.log[-1].content, "common.rematch.waiting", count=1)
    assert len(world.threads) == 1
    # the last press starts the new table in a new thread, linked from the old one
    await click(world, BOB, button, thread_id)
    assert len(world.threads) == 2
    new_thread = next(t for t in world.threads if t != thread_id)
    new = await current(world, new_thread)
    assert new.id != old.id and new.row.status == "running"
    assert sorted(new.names) == sorted(old.names)
    # sides swapped: ANN played Blue, now Brown
    assert old.state.blue_seat == old.seat_of(ANN)
    assert new.state.blue_seat == new.seat_of(BOB)
    link = created(world, thread_id)[-1].content
    assert f"<#{new_thread}>" in link
    assert world.log[-1].ephemeral and f"<#{new_thread}>" in world.log[-1].content
    # a late press after the start only points to the new table
    await click(world, ANN, button, thread_id)
    assert len(world.threads) == 2 and f"<#{new_thread}>" in world.log[-1].content


@pytest.mark.slow
async def test_a_multi_player_rematch_passes_the_seats_on(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB, CY))
    old = await play_by_clicks(world, thread_id)
    for user in (CY, BOB, ANN):
        await click(world, user, f"{REMATCH}{old.id}", thread_id)
    new_thread = next(t for t in world.threads if t != thread_id)
    new = await current(world, new_thread)
    assert [s.user_id for s in new.seats] == [BOB, CY, ANN]
    assert new.row.options == old.row.options


async def test_the_rematch_window_closes_archives_the_thread_and_removes_the_button(
        cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    old = await finish_halali(cog, world, thread_id, ANN)
    outbox = world.client.outbox
    result_post = created(world, thread_id)[-1].id
    assert world.live_controls() == {result_post: result_controls(old.id)}
    # not yet: the window is open for a day
    assert await outbox.close_windows(utcnow() + timedelta(hours=23)) == 0
    assert await outbox.close_windows(utcnow() + rematch.WINDOW + timedelta(minutes=1)) == 1
    # the Rematch button goes; Replay and Game record stay on the result post
    assert world.live_controls() == {result_post: result_controls(old.id)[1:]}
    assert world.threads[thread_id].archived is True
    # closed once: the next run finds nothing
    assert await outbox.close_windows(utcnow() + timedelta(days=3)) == 0
    # an old Rematch button still on someone's screen is refused politely
    await click(world, BOB, f"{REMATCH}{old.id}", thread_id)
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.REMATCH_CLOSED")
    assert len(world.threads) == 1


async def test_every_game_ends_with_one_result_post(cog, world):
    """Each registered game with two players: the last post is a created result that
    mentions both players and carries Rematch only."""
    for game_id in registry.game_ids():
        info = registry.get(game_id).INFO
        if info.min_seats > 2 or info.max_seats < 2:
            continue
        world.threads.clear()
        thread_id, _ = await open_table(cog, world, game_id, (ANN, BOB))
        table = await finish_halali(cog, world, thread_id, ANN)
        assert table.row.status == "over", game_id
        result = created_said(world)[-1]
        assert {u.id for u in result.kwargs["allowed_mentions"].users} == {ANN, BOB}, game_id
        assert custom_ids(result.view) == result_controls(table.id), game_id


async def test_automatic_players_agree_to_a_rematch_at_once_and_are_not_pinged(cog, tables):
    world = World(tables)
    world.client.slowplay = SlowPlay(tables, DiscordNotifier(world.client))
    thread_id, table, _ = await play_against_bots(cog, world, "fairy_lights", 1)
    result = created_said(world)[-1]
    assert [u.id for u in result.kwargs["allowed_mentions"].users] == [ANN]
    assert custom_ids(result.view) == result_controls(table.id)
    # the one human's press is enough: the automatic player agrees at once
    await click(world, ANN, f"{REMATCH}{table.id}", thread_id)
    await world.client.slowplay.drain()
    new_thread = next(t for t in world.threads if t != thread_id)
    new = await current(world, new_thread)
    assert [s.automatic for s in new.seats] == [False, True]
    assert new.seats[0].user_id == ANN and new.seats[1].name == table.seats[1].name
    assert new.to_act() == {0}  # the automatic player's first turn, if any, is played


async def test_the_undo_button_on_the_next_players_post_names_whose_take_it_undoes(cog, world):
    # Issue 8: "an Undo button offered to the player just pinged". The post that pings the
    # next player also carries the previous taker's Undo: it must say whose take it is.
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    for _ in range(60):
        table = await current(world, thread_id)
        (seat,) = table.to_act()
        move = str(table.game.auto_move(table.state, seat))
        await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                                notation=move)
        played(world)
        after = await current(world, thread_id)
        if not move.startswith("take") or after.to_act() == {seat} \
                or after.row.status != "running":
            continue
        (nxt,) = after.to_act()
        view = created_said(world)[-1].view
        (undo,) = [item.item for item in view.children
                   if getattr(item, "custom_id", "").endswith(":undo")]
        assert undo.label == t("fairy_lights.control.undo", "en", player=after.names[seat])
        assert after.names[nxt] not in undo.label
        return
    raise AssertionError("no take passed the turn on")


def pictured_posts(world, thread_id):
    """Ids of the thread's messages that show a picture now."""
    return [m.id for m in created(world, thread_id) if world.pictured.get(m.id)]


async def play_moves(cog, world, thread_id, count):
    for _ in range(count):
        table = await current(world, thread_id)
        if table.row.status != "running":
            return
        (seat,) = table.to_act()
        move = str(table.game.auto_move(table.state, seat))
        await cog.move.callback(cog, world.interaction(table.user_of(seat), channel_id=thread_id),
                                notation=move)


async def test_a_compact_thread_keeps_one_live_picture_and_any_turn_is_one_command_away(
        cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    await play_moves(cog, world, thread_id, 30)
    table = await current(world, thread_id)
    turns = table.game.turn_number(table.state)
    assert turns >= 4
    posts = created(world, thread_id)
    assert len(posts) >= 4
    # one live picture, on the newest post; the earlier posts keep their text lines
    assert pictured_posts(world, thread_id) == [posts[-1].id]
    assert all(m.content for m in posts)
    # any earlier turn, privately: the public picture at its start
    await cog.board.callback(cog, world.interaction(CY, channel_id=thread_id), turn=2)
    answer = world.log[-1]
    assert answer.ephemeral and answer.file is not None
    assert said(answer.content, "common.board.at_turn", game_name=table.game.INFO.name,
                table=table.id, turn=2, last=turns)
    # a turn the game has not reached names the ones there are
    await cog.board.callback(cog, world.interaction(ANN, channel_id=thread_id),
                             turn=turns + 5)
    assert said(world.log[-1].content, "common.NO_SUCH_TURN", first=1, last=turns)


async def test_a_server_can_keep_every_picture(cog, world):
    await world.client.tables.store.update_guild_settings(world.guild_id,
                                                          thread_pictures="every")
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    await play_moves(cog, world, thread_id, 30)
    posts = created(world, thread_id)
    assert len(posts) >= 4 and pictured_posts(world, thread_id) == [m.id for m in posts]


async def test_a_finished_compact_thread_keeps_the_final_position_and_the_results_card(
        cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB))
    await play_moves(cog, world, thread_id, 12)
    await resign(cog, world, ANN, thread_id)
    assert (await current(world, thread_id)).row.status == "over"
    posts = created(world, thread_id)
    # only the result post keeps pictures: the final position and the card
    assert pictured_posts(world, thread_id) == [posts[-1].id]
    result = created_said(world)[-1]
    assert len(result.files) == 2


async def test_the_result_post_sends_the_game_record_on_a_click(cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    old = await finish_halali(cog, world, thread_id, ANN)
    await click(world, EVE, f"grove:after:record:{old.id}", thread_id)
    answer = world.log[-1]
    assert answer.ephemeral and answer.file is not None
    assert answer.file.filename.endswith(".txt")
    assert said(answer.content, "common.record.exported", game_name="Halali!", table=old.id)
