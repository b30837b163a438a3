"""The README as a newcomer meets it: every command and option in its Play section, the
token before the command that needs it, a venv made with python3, requires-python set."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from bot import EXTENSIONS, Config, GroveBot, tree_payload

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    start = README.index(f"## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start:end if end > 0 else None]


@pytest.fixture
async def payload(tmp_path):
    bot = GroveBot(Config(token="x", db_path=str(tmp_path / "g.db")))
    for ext in EXTENSIONS:
        await bot.load_extension(ext)
    return await tree_payload(bot.tree, None)


def commands(items, path=""):
    """(command path, its option names) for every leaf command."""
    for item in items:
        where = f"{path} {item['name']}".strip()
        subs = [o for o in item.get("options", []) if o.get("type") in (1, 2)]
        if subs:
            yield from commands(subs, where)
        else:
            yield where, [o["name"] for o in item.get("options", [])]


async def test_every_command_and_option_is_in_the_play_section(payload):
    play = section("Play")
    found = list(commands(payload))
    assert ("game join", ["table"]) in found
    for path, options in found:
        assert f"/{path}" in play, f"/{path} is missing from the README's Play section"
        for option in options:
            assert f"{option}:" in play or f"[{option}]" in play, f"/{path} {option}"


def test_the_token_comes_before_the_command_that_needs_it():
    run = section("Run the bot")
    assert run.index("DISCORD_TOKEN=") < run.index("python bot.py")
    assert run.index("Reset Token") < run.index("python bot.py")
    assert "python3 -m venv .venv" in run and "python -m venv" not in run
    assert "PyNaCl" in run and "davey" in run


def test_pyproject_says_which_python():
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert data["project"]["requires-python"] == ">=3.11"


def test_the_opening_names_every_built_in_game_as_playable():
    from rules import registry

    opening = README[:README.index("\n## ")]
    for game_id in registry.BUILT_IN:
        name = registry.get(game_id).info.name
        assert f"**{name}**" in opening, f"{name} is missing from the README's opening"
    assert "on the way" not in opening


def test_the_play_section_writes_each_choice_option_with_its_real_choices():
    import re

    from rules import registry

    written = dict(re.findall(r"`(\w+):<([^>]*)>`", section("Play")))
    checked = 0
    for game in registry.all_games():
        for option in game.info.options:
            if option.kind == "choice":
                assert option.name in written, f"{option.name} is not in the Play section"
                assert set(written[option.name].split("|")) == set(option.choices), option.name
                checked += 1
    assert checked >= 6
