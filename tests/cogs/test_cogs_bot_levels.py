"""Levels of the automatic player through the cogs (issue 20): ``/game new bots:1
bot_level:strong`` gives a running game whose automatic seat plays at Strong, for each game
of two players or more, and its start post says so; the rematch keeps the level; a seat
handed over after a timeout plays Normal unless the table chose a level.

Which level played is seen through each game's ``level_move`` hook, wrapped for the test
(it plays what the game's own hook plays, or ``auto_move`` where the game has none yet):
Normal never calls it, Easy and Strong always do. The thinker runs in this process.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import discord
import pytest

from rules import registry
from tables.thinking import Thinker, inline
from tests.cogs.fakes import click, custom_ids
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import open_table

ANN, BOB = 1, 2
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
#: the games of two players or more (Le Temps des Forêts is solo)
MULTI = ("halali", "fairy_lights", "living_forest", "wispwood")


@pytest.fixture
def world(tables, slow_world):
    tables.thinker = Thinker(inline, 1)
    return slow_world


@pytest.fixture
def levels_played():
    """(game id, seat, level) of every call of a game's ``level_move``."""
    seen: list[tuple[str, int, str]] = []
    saved = {}
    for game_id in MULTI:
        game = registry.get(game_id)
        saved[game_id] = game.level_move

        def spy(state, seat, level, effort, game=game, real=game.level_move):
            seen.append((game.id, seat, level))
            return real(state, seat, level, effort) if real is not None \
                else game.auto_move(state, seat)
        # Game is frozen: the hook is swapped for the test and put back after it
        object.__setattr__(game, "level_move", spy)
    yield seen
    for game_id, hook in saved.items():
        object.__setattr__(registry.get(game_id), "level_move", hook)


async def open_against_bot(cog, world, game, **settings):
    """ANN opens ``game`` with one automatic player (starting it where it waits for Start);
    returns the thread id."""
    await cog.new_command.callback(world.interaction(ANN), game=game, bots=1, **settings)
    if not world.threads:
        start = next(i for i in custom_ids(world.log[-1].view) if ":start:" in i)
        await click(world, ANN, start)
    await world.client.slowplay.drain()
    (thread_id,) = world.threads
    return thread_id


async def play_until_the_bot_moved(cog, world, thread_id):
    """ANN plays her policy's moves by /move until the automatic seat has played."""
    tables = world.client.tables
    for _ in range(60):
        table = await tables.in_thread(thread_id)
        _, moves = await tables.history(table.id)
        if any(m.seat == 1 for m in moves):
            return table, moves
        assert table.row.status == "running"
        assert 0 in table.to_act(), "the automatic seat was left waiting"
        move = str(table.game.auto_move(table.state, 0))
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation=move)
        await world.client.slowplay.drain()
    raise AssertionError("the automatic seat never played")


@pytest.mark.parametrize("game", MULTI)
async def test_a_game_against_a_strong_automatic_player(cog, world, levels_played, game):
    thread_id = await open_against_bot(cog, world, game, bot_level="strong")
    table = await world.client.tables.in_thread(thread_id)
    assert table.row.status == "running"
    assert [s.kind for s in table.seats] == ["human", "bot"]
    assert table.play.bot_level == "strong"
    # the start post names the automatic seat and its level
    first = [s for s in world.log if s.kind == "thread"][0]
    assert said(first.content, "common.automatic.seats", count=1)
    assert said(first.content, "common.automatic.seat", name="Bot 1", level="Strong")
    table, moves = await play_until_the_bot_moved(cog, world, thread_id)
    # every move of the automatic seat was thought at Strong, and nothing else was
    bot_moves = [m for m in moves if m.seat == 1]
    assert bot_moves
    assert set(levels_played) == {(game, 1, "strong")}
    assert len(levels_played) >= len(bot_moves)
    # /game status says so too
    await cog.status.callback(cog, world.interaction(ANN, channel_id=thread_id))
    assert said(world.log[-1].content, "common.automatic.seat", name="Bot 1", level="Strong")


async def test_the_start_post_in_german_names_the_level(cog, world, levels_played):
    world.guild_locale = None
    world.guild.preferred_locale = discord.Locale.german
    await open_against_bot(cog, world, "halali", bot_level="easy")
    first = [s for s in world.log if s.kind == "thread"][0]
    assert "(Leicht)" in first.content and "Automatischer Spieler" in first.content


async def test_without_a_level_the_automatic_seat_plays_normal(cog, world, levels_played):
    thread_id = await open_against_bot(cog, world, "halali")
    first = [s for s in world.log if s.kind == "thread"][0]
    assert said(first.content, "common.automatic.seat", name="Bot 1", level="Normal")
    _, moves = await play_until_the_bot_moved(cog, world, thread_id)
    assert levels_played == []  # Normal is auto_move itself: the level hook never ran


async def test_the_rematch_keeps_the_level(cog, world, levels_played):
    thread_id = await open_against_bot(cog, world, "halali", bot_level="strong")
    await cog.resign.callback(cog, world.interaction(ANN, channel_id=thread_id))
    confirm = custom_ids(world.log[-1].view)[0]
    await click(world, ANN, confirm, channel_id=thread_id, ephemeral=True)
    await world.client.slowplay.drain()
    table = await world.client.tables.in_thread(thread_id)
    assert table.row.status == "over"
    result = next(s for s in reversed(world.log) if s.view is not None
                  and any(i.startswith("grove:rm:") for i in custom_ids(s.view)))
    rematch = next(i for i in custom_ids(result.view) if i.startswith("grove:rm:"))
    await click(world, ANN, rematch, channel_id=thread_id)
    await world.client.slowplay.drain()
    new_thread = max(world.threads)
    assert new_thread != thread_id
    again = await world.client.tables.in_thread(new_thread)
    assert again.play.bot_level == "strong" and again.row.status == "running"
    starts = [s for s in world.log if s.kind == "thread"
              and said(s.content or "", "common.started", table=again.id)]
    assert starts and said(starts[0].content, "common.automatic.seat", name="Bot 1",
                           level="Strong")
    await play_until_the_bot_moved(cog, world, new_thread)
    assert set(levels_played) == {("halali", 1, "strong")}


async def timed_out(cog, world, clock, **settings):
    """A brisk Halali! table between ANN and BOB whose first mover ran out of time, handed
    to the automatic player by the other: (thread id, the late seat)."""
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), clock="brisk",
                                    **settings)
    slow = world.client.slowplay
    tables = world.client.tables
    (late_seat,) = (await tables.in_thread(thread_id)).to_act()
    other = BOB if late_seat == 0 else ANN
    clock.at = T0 + timedelta(hours=4) + timedelta(days=1)
    await slow.tick(clock.at)
    await slow.drain()
    hand = next(i for i in custom_ids(world.log[-1].view) if ":hand:" in i)
    await click(world, other, hand, channel_id=thread_id)
    await slow.drain()
    return thread_id, late_seat


@pytest.mark.parametrize("chosen", [None, "strong"])
async def test_a_seat_handed_over_plays_normal_unless_the_table_chose(cog, world, clock,
                                                                      levels_played, chosen):
    settings = {} if chosen is None else {"bot_level": chosen}
    thread_id, late_seat = await timed_out(cog, world, clock, **settings)
    table = await world.client.tables.in_thread(thread_id)
    assert table.seats[late_seat].auto
    _, moves = await world.client.tables.history(table.id)
    assert any(m.seat == late_seat for m in moves), "the automatic player played the seat"
    if chosen is None:
        assert levels_played == []
    else:
        assert levels_played and set(levels_played) == {("halali", late_seat, "strong")}
    await cog.status.callback(cog, world.interaction(ANN, channel_id=thread_id))
    assert said(world.log[-1].content, "common.automatic.seat",
                name=table.names[late_seat], level="Strong" if chosen else "Normal")


async def test_the_leaderboard_ranks_each_level_as_one_player(cog, world, tables):
    from cogs.stats import StatsCog

    for level in ("strong", "easy"):
        out = await tables.create(game_id="halali", guild_id=world.guild_id, channel_id=10,
                                  user_id=ANN, name="Ann", options={}, bots=1,
                                  bot_level=level)
        await tables.move(out.table.id, ANN, "resign")
    stats = StatsCog(world.client)
    await stats.leaderboard.callback(stats, world.interaction(ANN), game="halali")
    text = world.log[-1].content
    assert said(text, "common.leaderboard.bots_header")
    # both levels won their game; Ann lost both: she is ranked below them
    lines = text.splitlines()
    strong = next(i for i, line in enumerate(lines) if "Grove (Strong)" in line)
    easy = next(i for i, line in enumerate(lines) if "Grove (Easy)" in line)
    ann = next(i for i, line in enumerate(lines) if "Ann" in line)
    assert max(strong, easy) < ann
    # in German, the level is named in German
    world.user_locales[ANN] = discord.Locale.german
    await stats.leaderboard.callback(stats, world.interaction(ANN), game="halali")
    assert "Grove (Stark)" in world.log[-1].content
