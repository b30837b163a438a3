"""A deleted database file stops play in Discord with one clear ephemeral sentence."""

from __future__ import annotations

import os
from unittest.mock import MagicMock

from cogs.games import GameCog
from i18n import t
from tests.cogs.fakes import World, click, custom_ids
from tests.cogs.test_cogs_flow import ANN, BOB, open_table


async def test_deleted_database_answers_db_gone_and_posts_nothing(tables, tmp_path):
    world, cog = World(tables), GameCog(MagicMock())
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await tables.in_thread(thread_id)
    (seat,) = table.to_act()
    mover = table.user_of(seat)
    draw = next(i for i in custom_ids(world.log.last_public_with_view().view)
                if i.endswith(":draw"))
    os.remove(tmp_path / "grove.db")
    posts = len(world.log.public())

    inter = world.interaction(mover, channel_id=thread_id)
    await cog.move.callback(cog, inter, notation="draw")
    said = world.log[-1]
    assert said.ephemeral and said.content == t("common.DB_GONE", inter.locale)

    await click(world, mover, draw, thread_id)  # the button on the board says the same
    assert world.log[-1].ephemeral and world.log[-1].content == said.content
    assert len(world.log.public()) == posts  # nothing announced that nobody could keep
