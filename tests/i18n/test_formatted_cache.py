"""Formatted sentences are kept per catalog: the same key and parameters give the text made
the first time; anything that could read differently is a new entry or not kept at all."""

from __future__ import annotations

import i18n
from i18n import t


def test_the_same_key_and_parameters_give_the_kept_sentence():
    first = t("common.rematch.waiting", "en", count=2)
    assert i18n.load("en").formatted[("common.rematch.waiting", ("count", "int", 2))] == first
    assert t("common.rematch.waiting", "en", count=2) is first
    assert t("common.rematch.waiting", "en", count=1) != first  # its own plural form
    assert t("common.rematch.waiting", "nl", count=2) != first  # another catalog


def test_equal_values_of_other_types_are_other_entries():
    assert t("common.bot.name", "en", number=1) == "Bot 1"
    assert t("common.bot.name", "en", number=True) == "Bot True"  # True == 1, read apart
    assert t("common.bot.name", "en", number=1.0) == "Bot 1"
    kept = i18n.load("en").formatted
    assert ("common.bot.name", ("number", "float", 1.0)) not in kept  # floats are not kept


def test_a_reloaded_catalog_starts_afresh():
    t("common.bot.name", "en", number=3)
    i18n.load.cache_clear()
    assert i18n.load("en").formatted == {}
    assert t("common.bot.name", "en", number=3) == "Bot 3"
