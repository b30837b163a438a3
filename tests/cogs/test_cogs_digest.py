"""The daily digest through the cogs: ``/settings digest``, turn posts that name a digest taker
without pinging them (escaped), the end-of-game mention, the digest's direct message with its
links, closed DMs (50007) and the reminder that tells the player once."""

from __future__ import annotations

from datetime import UTC, datetime
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from cogs import texts
from cogs.digest import DiscordDigestPoster, digest_text, hour_choices, jump_url, parse_hour
from cogs.settings import SettingsCog
from i18n import t
from rules.errors import GroveError
from tables.digest import CLOSED, SENT, DailyDigest, Digest
from tests.cogs.fakes import http_error
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import current, open_table
from tests.cogs.test_cogs_table_posts import resign

ANN, BOB = 1, 2
#: 08:00 in Amsterdam (UTC+1 in March)
EIGHT = datetime(2026, 3, 2, 7, 0, tzinfo=UTC)


@pytest.fixture
def settings():
    return SettingsCog(MagicMock())


def dm_user(world, send):
    user = MagicMock(spec=discord.User)
    user.send = AsyncMock(side_effect=send)
    world.client.get_user = MagicMock(return_value=user)
    return user


@pytest.mark.parametrize("typed, hour", [("8", 8), ("08", 8), ("8:00", 8), ("18h", 18),
                                         ("0", 0), ("23", 23), ("off", None), (" OFF ", None)])
def test_an_hour_is_read_as_typed(typed, hour):
    assert parse_hour(typed) == hour


@pytest.mark.parametrize("typed", ["24", "-1", "8:30", "eight", "²", "123"])
def test_anything_else_is_one_sentence(typed):
    with pytest.raises(GroveError) as caught:
        parse_hour(typed)
    assert caught.value.code == "BAD_DIGEST_HOUR"


def test_autocomplete_offers_off_then_the_matching_hours():
    every = hour_choices("", "de")
    assert [c.value for c in every] == ["off", *map(str, range(24))]
    assert every[0].name == t("common.settings.digest.choice.off", "de") != "off"
    assert [c.value for c in hour_choices("1", "en")] == ["1", *map(str, range(10, 20))]
    assert [c.name for c in hour_choices("08", "en")] == ["08:00"]


async def test_settings_digest_is_chosen_shown_and_turned_off(world, tables, settings):
    await settings.settings.callback(settings, world.interaction(ANN), digest="8",
                                     time_zone="Europe/Amsterdam")
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.settings.digest.on",
                                    hour="08:00", zone="Europe/Amsterdam")
    prefs = await tables.store.user_settings(ANN)
    assert (prefs.digest_hour, prefs.digest_active) == (8, True)
    await settings.settings.callback(settings, world.interaction(ANN), digest="25")
    assert said(world.log[-1].content, "common.BAD_DIGEST_HOUR", text="25")
    assert (await tables.store.user_settings(ANN)).digest_hour == 8
    await settings.settings.callback(settings, world.interaction(ANN), digest="off")
    assert said(world.log[-1].content, "common.settings.digest.off")
    assert (await tables.store.user_settings(ANN)).digest_hour is None


async def test_a_turn_post_names_a_digest_taker_escaped_and_pings_the_others(
        cog, world, tables):
    await tables.store.update_user_settings(BOB, digest_hour=8)
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    for _ in range(200):
        table = await current(world, thread_id)
        (seat,) = table.to_act()
        move = str(table.game.auto_move(table.state, seat))
        await cog.move.callback(cog, world.interaction(table.user_of(seat),
                                                       channel_id=thread_id), notation=move)
        table = await current(world, thread_id)
        if table.to_act() == {1} and seat == 0:
            break
    post = [s for s in world.log if s.kind in ("thread", "edit") and s.content][-1]
    assert f"<@{BOB}>" not in post.content
    # named in the turn line as written (escaped), where a mention would have been
    assert said(post.content, "fairy_lights.event.turn_start",
                player=texts.shown(table.names[1]))
    assert BOB not in [u.id for u in post.kwargs["allowed_mentions"].users]
    # Ann, who takes no digest, is pinged when her turn comes back; Bob still is not
    for _ in range(200):
        table = await current(world, thread_id)
        (seat,) = table.to_act()
        move = str(table.game.auto_move(table.state, seat))
        await cog.move.callback(cog, world.interaction(table.user_of(seat),
                                                       channel_id=thread_id), notation=move)
        table = await current(world, thread_id)
        if table.to_act() == {0} and seat == 1:
            break
    post = [s for s in world.log if s.kind in ("thread", "edit") and s.content][-1]
    assert f"<@{ANN}>" in post.content
    assert [u.id for u in post.kwargs["allowed_mentions"].users] == [ANN]
    # the end of the game mentions both
    await resign(cog, world, ANN, thread_id)
    result = world.log.public()[-1]
    assert {u.id for u in result.kwargs["allowed_mentions"].users} == {ANN, BOB}
    assert f"<@{BOB}>" in result.content


async def test_the_digest_message_links_each_waiting_game(cog, world, tables):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    user_id = table.user_of(seat)
    await tables.store.update_user_settings(user_id, digest_hour=8,
                                            time_zone="Europe/Amsterdam")
    user = dm_user(world, None)
    digest = DailyDigest(tables.store, DiscordDigestPoster(world.client))
    await digest.tick(EIGHT)
    await digest.drain()
    (text,), kwargs = user.send.await_args
    assert said(text, "common.digest.header", count=1)
    [row] = await tables.store.digest_tables(user_id)
    link = f"https://discord.com/channels/5/{thread_id}"
    assert jump_url(row) == link
    assert said(text, "common.digest.line", game_name="Halali!", table=table.id, link=link)
    assert f"<t:{texts.unix_time(row.since)}:R>" in text
    assert kwargs["allowed_mentions"].users is False  # a digest pings nobody
    assert await tables.store.digest_day(user_id) == ("2026-03-02", SENT)


def test_a_long_digest_lists_fifteen_and_counts_the_rest():
    from tables.digest import DigestRow

    rows = tuple(DigestRow(n, "halali", 5, 10, 100 + n, 0, "2026-03-01T10:00:00.000Z")
                 for n in range(1, 21))
    text = digest_text(Digest(ANN, "2026-03-02", rows), "nl")
    assert text.count("https://discord.com/channels/5/") == 15
    assert t("common.digest.more", "nl", count=5) in text
    assert text.startswith(t("common.digest.header", "nl", count=20))


async def test_closed_dms_bring_back_the_pings_with_one_reminder(cog, world, tables, settings):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    user_id = table.user_of(seat)
    await tables.store.update_user_settings(user_id, digest_hour=8,
                                            time_zone="Europe/Amsterdam")
    response = MagicMock(status=403, reason="Forbidden")
    user = dm_user(world, discord.Forbidden(
        response, {"code": 50007, "message": "Cannot send messages to this user"}))
    outbox = world.client.outbox
    digest = DailyDigest(tables.store, DiscordDigestPoster(world.client),
                         told=outbox.notices.deliver)
    await digest.tick(EIGHT)
    await digest.drain()
    assert user.send.await_count == 1
    assert await tables.store.digest_day(user_id) == ("2026-03-02", CLOSED)
    told = [s for s in world.log if s.kind == "thread"
            and said(s.content, "common.remind.thread.digest_closed")]
    assert len(told) == 1 and f"<@{user_id}>" in told[0].content
    assert [u.id for u in told[0].kwargs["allowed_mentions"].users] == [user_id]
    # /settings says the digest stopped; the next day tries no message and tells no more
    await settings.settings.callback(settings, world.interaction(user_id))
    assert said(world.log[-1].content, "common.settings.digest.closed")
    await digest.tick(EIGHT.replace(day=3))
    await digest.drain()
    await outbox.notices.deliver()
    assert user.send.await_count == 1
    assert len([s for s in world.log if said(s.content, "common.remind.thread.digest_closed")
                ]) == 1


async def test_another_discord_failure_is_tried_again(world, tables, cog):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    user_id = table.user_of(seat)
    await tables.store.update_user_settings(user_id, digest_hour=8)
    user = dm_user(world, http_error(discord.HTTPException, 500, 0))
    digest = DailyDigest(tables.store, DiscordDigestPoster(world.client))
    await digest.tick(EIGHT.replace(hour=8))
    await digest.drain()
    assert await tables.store.digest_day(user_id) is None  # given back
    user.send.side_effect = None
    await digest.tick(EIGHT.replace(hour=8, minute=5))
    await digest.drain()
    assert user.send.await_count == 2
    assert (await tables.store.user_settings(user_id)).digest_active


def test_callouts_mention_the_pinged_and_name_the_others_escaped():
    table = MagicMock()
    table.names = ["Ann", "*Bo* @everyone", "Cy"]
    table.is_bot = lambda seat: False
    table.user_of = lambda seat: seat + 1
    shown = texts.shown("*Bo* @everyone")
    assert "@everyone" not in shown and "*" not in shown.replace("\\*", "")
    assert texts.callouts(table, {0, 1, 2}, {0, 2}) == f"<@1>, {shown}, <@3>"
    assert texts.callouts(table, {2, 0}, {0, 2}) == texts.mentions(table, [0, 2])
