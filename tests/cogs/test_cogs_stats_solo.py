"""``/stats`` and ``/leaderboard`` after solo games (issue 18): won and lost counted as the
game's result says, a resignation a loss, Wispwood's solo best scores per phantom level and
apart from its game for four, in the reader's language. Real callbacks, a real database."""

from __future__ import annotations

from types import SimpleNamespace
from unittest.mock import MagicMock

import discord
import pytest

import tables.service
from cogs.stats import StatsCog
from i18n import t
from tests.cogs.fakes import click, custom_ids
from tests.tables.test_tables_solo_stats import TDF_WON, WISPWOOD, play_out, started

ANN, BOB, CY, DAN = 1, 2, 3, 4
TDF = "temps_des_forets"


@pytest.fixture
def stats_cog():
    return StatsCog(MagicMock())


async def new_solo(cog, world, monkeypatch, game, seed):
    """``/game new`` alone at a given deal; returns the game's thread id."""
    monkeypatch.setattr(tables.service, "secrets", SimpleNamespace(randbits=lambda _: seed))
    before = set(world.threads)
    await cog.new_command.callback(world.interaction(ANN), game=game)
    (thread_id,) = set(world.threads) - before
    return thread_id


async def in_thread(world, thread_id):
    return await world.client.tables.in_thread(thread_id)


async def stats_of(stats_cog, world, user):
    await stats_cog.stats.callback(stats_cog, world.interaction(user))
    reply = world.log[-1]
    assert reply.ephemeral
    return reply.content


async def test_le_temps_des_forets_alone_won_then_resigned(cog, stats_cog, world, monkeypatch):
    thread_id = await new_solo(cog, world, monkeypatch, TDF, TDF_WON)
    for _ in range(100):  # the automatic player's moves, typed
        table = await in_thread(world, thread_id)
        if table.row.status != "running":
            break
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation=str(table.game.auto_move(table.state, 0)))
    won = await in_thread(world, thread_id)
    assert won.result().reason == "won"
    score = won.result().scores[0]
    text = await stats_of(stats_cog, world, ANN)
    assert text.splitlines()[1:] == [t("common.stats.solo", "en", game_name="Le Temps des Forêts",
                                       games=1, wins=1, losses=0, score=score)]

    # a second game, resigned at once: a loss at its real score (no dormant tree: 0)
    thread_id = await new_solo(cog, world, monkeypatch, TDF, TDF_WON + 1)
    await cog.resign.callback(cog, world.interaction(ANN, channel_id=thread_id))
    await click(world, ANN, custom_ids(world.log[-1].view)[0], thread_id)
    resigned = await in_thread(world, thread_id)
    assert resigned.row.status == "over" and resigned.result().scores[0] == 0
    text = await stats_of(stats_cog, world, ANN)
    assert text.splitlines()[1:] == [t("common.stats.solo", "en", game_name="Le Temps des Forêts",
                                       games=2, wins=1, losses=1, score=score)]
    assert "2 games, 1 won, 1 lost, best score" in text
    # no line of games of two seats or more ("0 won, 0 drawn, 0 lost") for a solo game
    assert "drawn" not in text

    await stats_cog.leaderboard.callback(stats_cog, world.interaction(BOB), game=TDF)
    lines = world.log[-1].content.splitlines()
    assert lines[1:3] == [t("common.leaderboard.solo_header", "en"),
                          t("common.leaderboard.solo", "en", place=1, name="user1",
                            score=score, games=2, wins=1)]


async def wispwood_games(world):
    """CY alone at easy (won), normal and hard (lost to the phantom); then ANN, BOB, CY and
    DAN together. Returns the finished tables by level ('' for the four)."""
    service = world.client.tables
    out = {}
    for level, (seed, reason) in WISPWOOD.items():
        table = await started(service, "wispwood", (CY,), seed=seed, level=level)
        out[level] = await play_out(service, table.id)
        assert out[level].result().reason == reason
    four = await started(service, "wispwood", (ANN, BOB, CY, DAN), seed=11)
    out[""] = await play_out(service, four.id)
    return out


async def test_wispwood_solo_levels_apart_from_the_game_for_four(stats_cog, world):
    games = await wispwood_games(world)
    solo = {level: games[level].result().scores[0] for level in WISPWOOD}
    four = games[""].result().scores[games[""].seat_of(CY)]
    text = await stats_of(stats_cog, world, CY)
    lines = text.splitlines()
    # the game for four with its own best score, then a line per level, easiest first
    won = games[""].seat_of(CY) in games[""].result().ranking[0]
    assert lines[1] == t("common.stats.line", "en", game_name="Wispwood", games=1,
                         wins=int(won), draws=0, losses=int(not won))
    assert t("common.stats.best", "en", score=four) in lines
    assert lines[-3:] == [
        "Wispwood solo, level easy: 1 game, 1 won, 0 lost, best score " f"{solo['easy']}",
        "Wispwood solo, level normal: 1 game, 0 won, 1 lost, best score " f"{solo['normal']}",
        "Wispwood solo, level hard: 1 game, 0 won, 1 lost, best score " f"{solo['hard']}",
    ]

    await stats_cog.leaderboard.callback(stats_cog, world.interaction(ANN), game="wispwood")
    lines = world.log[-1].content.splitlines()
    solo_part = lines[lines.index(t("common.leaderboard.solo_level_header", "en",
                                    level="easy")):]
    assert solo_part[:6] == [
        "Solo at level easy, best scores:", f"1. u3: best score {solo['easy']} (1 game, 1 won)",
        "Solo at level normal, best scores:",
        f"1. u3: best score {solo['normal']} (1 game, 0 won)",
        "Solo at level hard, best scores:", f"1. u3: best score {solo['hard']} (1 game, 0 won)",
    ]
    # the four players' ratings above the solo boards, none of them below
    rated = [line for line in lines if ": rating " in line]
    assert len(rated) == 4 and lines.index(rated[-1]) < lines.index(solo_part[0])


async def test_the_levels_read_in_the_readers_language(stats_cog, world):
    service = world.client.tables
    seed, _ = WISPWOOD["hard"]
    table = await play_out(service, (await started(service, "wispwood", (CY,), seed=seed,
                                                   level="hard")).id)
    score = table.result().scores[0]
    for locale, level in ((discord.Locale.german, "schwer"), (discord.Locale.french,
                                                             "difficile"),
                          (discord.Locale.dutch, "moeilijk")):
        world.user_locales[CY] = locale
        lang = str(locale)[:2]
        text = await stats_of(stats_cog, world, CY)
        assert text.splitlines()[1] == t("common.stats.solo_level", lang, game_name="Wispwood",
                                         level=level, games=1, wins=0, losses=1, score=score)
        await stats_cog.leaderboard.callback(stats_cog, world.interaction(CY), game="wispwood")
        assert t("common.leaderboard.solo_level_header", lang, level=level) in \
            world.log[-1].content.splitlines()
