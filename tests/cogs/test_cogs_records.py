"""``/game export`` and ``/game import`` through the cog, on fake interactions over a real
database: the record comes privately as a file; only server managers import; a damaged
record gets one sentence naming its line; the imported table shows by /game board turn:."""

from __future__ import annotations

from unittest.mock import AsyncMock, MagicMock

import discord

from i18n import t
from tables.records import parse_record
from tests.cogs.test_cogs_flow import open_table, play_random_moves

ANN, BOB = 1, 2


def attachment(text: str, name: str = "record.txt") -> discord.Attachment:
    data = text.encode("utf-8")
    file = MagicMock(spec=discord.Attachment)
    file.filename, file.size = name, len(data)
    file.read = AsyncMock(return_value=data)
    return file


def manager(world, user, channel_id=None):
    inter = world.interaction(user, channel_id=channel_id)
    inter.permissions = discord.Permissions(manage_guild=True)
    return inter


async def exported(cog, world, thread_id, user=ANN):
    await cog.export.callback(cog, world.interaction(user, channel_id=thread_id))
    reply = world.log[-1]
    assert reply.ephemeral and reply.file is not None
    return reply, reply.file.fp.getvalue().decode("utf-8")


async def test_export_a_finished_game_then_import_it_elsewhere(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    await play_random_moves(cog, world, thread_id, seed=3)
    reply, text = await exported(cog, world, thread_id, user=77)  # anyone may export
    table = await world.client.tables.in_thread(thread_id)
    assert reply.content == t("common.record.exported", "en", game_name="Fairy Lights",
                              table=table.id)
    assert reply.file.filename.endswith(".txt") and "[Seed " in text
    # a player without Manage Server may not import
    await cog.import_record.callback(cog, world.interaction(ANN), attachment(text))
    assert world.log[-1].content == t("common.RECORD_IMPORT_MANAGERS", "en")
    # a manager imports it in a thread of its own; /game board turn: shows it there
    place = 555
    await cog.import_record.callback(cog, manager(world, 9, place), attachment(text))
    said = world.log[-1]
    assert said.ephemeral and "#" in said.content
    new = await world.client.tables.in_thread(place)
    assert new.id != table.id and new.row.status == "over" and new.row.guild_id == 5
    assert new.game.to_json(new.state) == table.game.to_json(table.state)
    assert [(s.user_id, s.name) for s in new.seats] == [(s.user_id, s.name) for s in table.seats]
    await cog.board.callback(cog, world.interaction(9, channel_id=place), turn=2)
    assert world.log[-1].file is not None


async def test_a_running_game_exports_without_seed_and_a_damaged_record_names_its_line(
        cog, world):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB))
    reply, text = await exported(cog, world, thread_id)
    table = await world.client.tables.in_thread(thread_id)
    assert reply.content == t("common.record.exported_running", "en", game_name="Halali!",
                              table=table.id)
    assert parse_record(text).seed is None and "[Seed " not in text
    await cog.import_record.callback(cog, manager(world, 9), attachment(text))
    line = text.splitlines().index('[Status "running"]') + 1
    assert world.log[-1].content == t("common.RECORD_RUNNING", "en", line=line)
    # text of the file is escaped where it is repeated
    damaged = text.replace('[Status "running"]', '[Status "@everyone"]')
    await cog.import_record.callback(cog, manager(world, 9), attachment(damaged))
    content = world.log[-1].content
    assert content.startswith(f"Line {line}:") and "@everyone" not in content
    await cog.import_record.callback(cog, manager(world, 9), attachment("x", name="a.png"))
    assert world.log[-1].content.startswith("Line 1:")
    binary = attachment("")
    binary.read = AsyncMock(return_value=b"\xff\xfe\x00png")
    await cog.import_record.callback(cog, manager(world, 9), binary)
    assert world.log[-1].content == t("common.RECORD_NOT_TEXT", "en")
