"""Slash commands in nl, de and fr: names Discord accepts, short descriptions, and a sync
hash that notices a changed translation."""

from __future__ import annotations

import copy

import pytest

import cogs.translator as translator
from bot import EXTENSIONS, Config, GroveBot, tree_hash, tree_payload
from cogs.translator import name_problem, payload_problems
from i18n import t

LOCALES = ("nl", "de", "fr")


@pytest.fixture
async def bot(tmp_path):
    bot = GroveBot(Config(token="x", db_path=str(tmp_path / "g.db")))
    for ext in EXTENSIONS:
        await bot.load_extension(ext)
    await bot.install_translator()
    return bot


def walk(items, path=""):
    """(path, item) for every command, subcommand and option of a payload."""
    for item in items:
        where = f"{path} {item['name']}".strip()
        yield where, item
        yield from walk(item.get("options", []), where)


async def test_the_real_payload_has_no_problem_discord_would_refuse(bot):
    payload = await tree_payload(bot.tree, None)
    assert payload_problems(payload) == []


async def test_every_command_and_option_is_named_and_described_in_each_language(bot):
    payload = await tree_payload(bot.tree, None)
    seen = []
    for path, item in walk(payload):
        seen.append(path)
        for locale in LOCALES:
            assert locale in item["name_localizations"], f"/{path} has no {locale} name"
            assert locale in item["description_localizations"], f"/{path}: no {locale} text"
            assert len(item["description_localizations"][locale]) <= 100
            assert name_problem(item["name_localizations"][locale]) is None
    assert {"game new game", "game new format", "move notation", "settings language",
            "server-settings language"} <= set(seen)
    # every choice is translated, except the games' own names and the languages' names
    from rules import registry

    untranslated = set(registry.game_ids()) | {"en", "nl", "de", "fr"}
    for path, item in walk(payload):
        for choice in item.get("choices", []):
            if choice["value"] not in untranslated:
                assert set(choice.get("name_localizations", {})) >= set(LOCALES), \
                    f"/{path} choice {choice['value']} is not translated"
    draw = next(item for path, item in walk(payload) if path == "game draw action")
    assert {c["value"]: c["name_localizations"]["de"] for c in draw["choices"]} == \
        {"offer": "anbieten", "accept": "annehmen", "decline": "ablehnen"}


async def test_the_english_catalog_names_match_the_declared_commands(bot):
    payload = await tree_payload(bot.tree, None)
    for path, item in walk(payload):
        parts = path.split()
        if len(parts) == 1 or (parts[0] == "game" and len(parts) == 2):
            key = f"{translator.command_key(path)}.name"
        else:
            key = next(k for k in translator.option_keys(" ".join(parts[:-1]), parts[-1], "name")
                       if t(k, "en") != k)
        assert t(key, "en") == item["name"], path


@pytest.mark.parametrize("bad, why", [
    ("Spiel", "lowercase"), ("neues spiel", "letters"), ("x" * 33, "letters"), ("", "letters"),
    ("spiel!", "letters")])
def test_bad_names_are_caught(bad, why):
    assert why in name_problem(bad)


@pytest.mark.parametrize("good", ["spiel", "zurücknehmen", "état", "server-instellingen", "a_1"])
def test_good_names_pass(good):
    assert name_problem(good) is None


async def test_a_long_translation_or_a_bad_name_is_reported(bot):
    payload = await tree_payload(bot.tree, None)
    long_text = copy.deepcopy(payload)
    long_text[0]["options"][0]["description_localizations"]["fr"] = "x" * 101
    problems = payload_problems(long_text)
    assert len(problems) == 1 and "101 characters" in problems[0] and " fr" in problems[0]
    clash = copy.deepcopy(payload)
    first, second = clash[0]["options"][:2]
    second["name_localizations"]["nl"] = first["name_localizations"]["nl"]
    assert any("two options named" in p for p in payload_problems(clash))
    upper = copy.deepcopy(payload)
    upper[1]["name_localizations"]["de"] = "Zug"
    assert any("lowercase" in p for p in payload_problems(upper))


async def test_the_sync_hash_changes_when_a_translation_changes(bot, monkeypatch):
    before = await tree_hash(bot.tree, None)
    assert await tree_hash(bot.tree, None) == before  # stable

    real = translator.translation

    def edited(context, locale):
        text = real(context, locale)
        return text + "!" if locale == "de" and text == "Dieses Spiel aufgeben" else text

    monkeypatch.setattr(translator, "translation", edited)
    assert await tree_hash(bot.tree, None) != before
    monkeypatch.setattr(translator, "translation", real)
    assert await tree_hash(bot.tree, None) == before


async def test_the_sync_hash_includes_localizations_at_all(bot):
    with_translator = await tree_hash(bot.tree, None)
    await bot.tree.set_translator(None)
    assert await tree_hash(bot.tree, None) != with_translator


async def test_server_settings_is_for_server_managers_only_by_default(bot):
    command = bot.tree.get_command("server-settings")
    assert command.default_permissions is not None and command.default_permissions.manage_guild
    assert command.guild_only
    assert bot.tree.get_command("settings").default_permissions is None
