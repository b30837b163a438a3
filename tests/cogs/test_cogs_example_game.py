"""A game is one registry row: Nim (tests/example_game), registered by a fixture, plays end to
end through the cogs (lobby, buttons and ``/move``, pictures, turn pings, the result post,
rematch, stats) with no shared file naming it."""

from __future__ import annotations

from pathlib import Path
from unittest.mock import MagicMock

import pytest

import i18n
from cogs import texts
from cogs.games import GameCog
from cogs.stats import StatsCog
from rules import registry
from tests.cogs.fakes import click
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import ANN, BOB, current, open_table
from tests.cogs.test_cogs_table_posts import REMATCH, created_said, play_by_clicks
from tests.example_game import CATALOGS, ENTRY

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def nim():
    registry.register(registry.Entry(ENTRY.id, ENTRY.rules, render=ENTRY.render,
                                     catalogs=str(CATALOGS)))
    yield registry.get("nim")
    registry.unregister("nim")
    if CATALOGS.resolve() in i18n._FOLDERS:
        i18n._FOLDERS.remove(CATALOGS.resolve())
    i18n.load.cache_clear()
    texts.forget_vocabulary()


@pytest.fixture
def cog(nim):
    # built after the game is registered, as the bot builds its cogs at start-up
    return GameCog(MagicMock())


def test_no_shared_file_names_the_example_game():
    shared = [p for folder in ("cogs", "tables", "storage", "rules", "render", "i18n")
              for p in (ROOT / folder).rglob("*") if p.is_file() and p.suffix in (".py", ".ftl")]
    shared.append(ROOT / "bot.py")
    assert len(shared) > 50
    named = [str(p.relative_to(ROOT)) for p in shared
             if "example_game" in p.read_text(encoding="utf-8")
             or "nim" in p.read_text(encoding="utf-8").lower().split()]
    assert named == []


async def test_nim_plays_end_to_end_through_the_cogs(cog, world, nim):
    # the lobby, with its own integer option
    thread_id, _ = await open_table(cog, world, "nim", (ANN, BOB), pile=6)
    table = await current(world, thread_id)
    assert table.row.status == "running" and table.state.pile == 6
    start = created_said(world)[0]
    assert start.files and start.files[0].filename == f"nim-{table.id}.png"
    assert said(start.content, "nim.event.turn_start", pile=6)
    # a move typed with /move: the next post pings the other player by mention, once
    mover = table.user_of(min(table.to_act()))
    other = ANN if mover == BOB else BOB
    await cog.move.callback(cog, world.interaction(mover, channel_id=thread_id),
                            notation="take 1")
    post = created_said(world)[-1]
    assert post.files and f"<@{other}>" in post.content
    assert said(post.content, "nim.event.turn_start", pile=5, player=f"<@{other}>")
    assert {u.id for u in post.kwargs["allowed_mentions"].users} == {other}
    # a refusal is the game's own sentence from its catalog
    await cog.move.callback(cog, world.interaction(other, channel_id=thread_id),
                            notation="take 9")
    assert world.log[-1].ephemeral
    assert world.log[-1].content == i18n.t("nim.NIM_NOTATION", "en")
    # the rest by clicking the game's buttons (the policy's choices)
    done = await play_by_clicks(world, thread_id)
    assert done.row.status == "over" and done.state.pile == 0
    # the result post mentions both players, with the catalog's end reason
    result = created_said(world)[-1]
    assert f"<@{ANN}>" in result.content and f"<@{BOB}>" in result.content
    assert i18n.t("nim.reason.last_stone", "en") in result.content
    winner = done.names[done.result().winners[0]]
    assert i18n.t("common.result.rank", "en", rank=1, name=winner, score=1) in result.content
    # stats count the game for both players
    stats = StatsCog(MagicMock())
    await stats.stats.callback(stats, world.interaction(ANN))
    assert said(world.log[-1].content, "common.stats.line", game_name="Nim", games=1)
    # rematch: both press, a new table starts in a new thread with the same pile
    for user in (ANN, BOB):
        await click(world, user, f"{REMATCH}{done.id}", thread_id)
    new_thread = next(t for t in world.threads if t != thread_id)
    new = await current(world, new_thread)
    assert new.row.status == "running" and new.row.game == "nim" and new.state.pile == 6
