"""Hostile text in slash command options: superscript digits in a table id, a time zone of
hundreds of characters. Each gets one sentence, never "something went wrong" with an ERROR
in the log; and every free-text option has a length Discord enforces before it reaches us."""

from __future__ import annotations

import logging
from unittest.mock import MagicMock

import pytest

from bot import EXTENSIONS, Config, GroveBot, tree_payload
from cogs import texts
from cogs.settings import SettingsCog
from i18n import t

ANN, BOB = 1, 2


def _no_error(caplog) -> None:
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [], [r.getMessage() for r in errors]


@pytest.mark.parametrize("action", ["join", "leave", "start"])
@pytest.mark.parametrize("text", ["²", "#¹²", "١٢", "12²"])
async def test_a_table_id_in_other_digits_is_refused_in_one_sentence(cog, world, caplog,
                                                                     action, text):
    await cog.new_command.callback(world.interaction(ANN), game="fairy_lights")
    command = getattr(cog, action)
    with caplog.at_level(logging.WARNING):
        await command.callback(cog, world.interaction(BOB), table=text)
    said = world.log[-1]
    assert said.ephemeral
    assert said.content == t("common.BAD_TABLE_ID", "en", text=texts.shown(text))
    _no_error(caplog)


async def test_a_very_long_time_zone_is_refused_in_one_sentence(world, tables, caplog):
    settings = SettingsCog(MagicMock())
    with caplog.at_level(logging.WARNING):
        await settings.settings.callback(settings, world.interaction(ANN), time_zone="a" * 300)
    said = world.log[-1]
    assert said.ephemeral and "not a time zone" in said.content
    assert "went wrong" not in said.content
    _no_error(caplog)
    assert (await tables.store.user_settings(ANN)).time_zone is None


async def test_quiet_hours_in_other_digits_are_refused_in_one_sentence(world, caplog):
    settings = SettingsCog(MagicMock())
    with caplog.at_level(logging.WARNING):
        await settings.settings.callback(settings, world.interaction(ANN),
                                         quiet_hours="²²-⁶")
    said = world.log[-1]
    assert said.ephemeral and "went wrong" not in said.content
    _no_error(caplog)


def _walk(items, path=""):
    for item in items:
        where = f"{path} {item['name']}".strip()
        yield where, item
        yield from _walk(item.get("options", []), where)


async def test_every_free_text_option_has_a_maximum_length(tmp_path):
    bot = GroveBot(Config(token="x", db_path=str(tmp_path / "g.db")))
    for ext in EXTENSIONS:
        await bot.load_extension(ext)
    payload = await tree_payload(bot.tree, None)
    strings = [(path, item) for path, item in _walk(payload) if item.get("type") == 3]
    assert strings
    # Fixed choices are checked by Discord against their list; every other text is capped.
    unbounded = [path for path, item in strings
                 if not item.get("choices") and not item.get("max_length")]
    assert unbounded == []
