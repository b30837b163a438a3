"""Every language has every message, with the same variables and valid plural forms."""

from __future__ import annotations

import re

import babel
import pytest
from fluent.syntax import ast, visitor
from fluent.syntax.serializer import serialize_pattern

import i18n
from i18n import t

TRANSLATIONS = [loc for loc in i18n.LOCALES if loc != i18n.DEFAULT_LOCALE]


def test_the_bot_speaks_four_languages():
    assert i18n.LOCALES == ("en", "nl", "de", "fr")
    for locale in i18n.LOCALES:
        assert len(i18n.keys(locale)) > 200, locale


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_every_key_exists_in_every_language_and_nothing_else(locale):
    english, other = set(i18n.keys("en")), set(i18n.keys(locale))
    assert sorted(english - other) == [], f"{locale} lacks these keys"
    assert sorted(other - english) == [], f"{locale} has keys English lacks"


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_every_message_uses_the_same_variables_as_english(locale):
    english, other = i18n.load("en"), i18n.load(locale)
    differ = {key: (sorted(english.variables[key]), sorted(other.variables[key]))
              for key in english.ids if english.variables[key] != other.variables.get(key)}
    assert differ == {}


class _Selects(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[ast.SelectExpression] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:  # noqa: N802
        self.found.append(node)
        self.generic_visit(node)


def selects(locale: str) -> list[tuple[str, ast.SelectExpression]]:
    """Every select expression of a locale's catalog, with its message's key."""
    out = []
    for key, message in i18n.load(locale).messages.items():
        finder = _Selects()
        finder.visit(message)
        out.extend((key, node) for node in finder.found)
    return out


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_plural_selectors_use_the_locales_cldr_categories(locale):
    categories = set(babel.Locale.parse(locale).plural_form.tags) | {"other"}
    found = selects(locale)
    assert found, "no select expression found: the test would prove nothing"
    for key, node in found:
        assert isinstance(node.selector, ast.VariableReference), key
        names = []
        for variant in node.variants:
            if isinstance(variant.key, ast.NumberLiteral):
                continue  # an exact number ([0], [1]) is valid in every language
            names.append(variant.key.name)
            assert variant.key.name in categories, \
                f"{locale} {key}: [{variant.key.name}] is not a {locale} plural category"
        default = next(v for v in node.variants if v.default)
        assert isinstance(default.key, ast.Identifier) and default.key.name == "other", key
        assert len(names) == len(set(names)), f"{locale} {key}: a category twice"


def test_the_checker_would_catch_a_wrong_category():
    # French has a "many" category, Dutch does not: a [many] variant in Dutch is an error.
    assert "many" in babel.Locale.parse("fr").plural_form.tags
    assert "many" not in babel.Locale.parse("nl").plural_form.tags
    assert "few" not in babel.Locale.parse("de").plural_form.tags


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_every_message_formats_without_errors(locale):
    catalog = i18n.load(locale)
    for key, fluent_id in catalog.ids.items():
        message = catalog.bundle.get_message(fluent_id)
        for number in (0, 1, 2, 5):
            args = {name: number for name in catalog.variables[key]}
            text, errors = catalog.bundle.format_pattern(message.value, args)
            assert errors == [], (locale, key, errors)
            assert "{" not in text and "\u2068" not in text, (locale, key, text)
            assert text.strip() == text and text, (locale, key)


@pytest.mark.parametrize("locale", i18n.LOCALES)
def test_numbers_choose_singular_and_plural(locale):
    one = t("common.LOBBY_FULL", locale, seats=1)
    many = t("common.LOBBY_FULL", locale, seats=4)
    assert "1" in one and "4" in many
    assert one.replace("1", "4") != many, "the plural form must change the wording"
    drawn = t("fairy_lights.event.draw", locale, player="Chloé", card="R1/0",
              colour_name="R", deck=1)
    assert "Chloé" in drawn and "R1/0" in drawn


def test_translations_use_the_games_own_terms():
    german = {kind: t(f"halali.kind.{kind}", "de") for kind in
              ("bear", "fox", "lumberjack", "hunter", "pheasant", "duck", "tree")}
    assert german == {"bear": "Bär", "fox": "Fuchs", "lumberjack": "Holzfäller",
                      "hunter": "Jäger", "pheasant": "Fasan", "duck": "Ente", "tree": "Baum"}
    assert t("halali.side.brown", "de") == "Braun"
    assert t("halali.kind.lumberjack", "nl") == "houthakker"
    assert t("halali.kind.hunter", "fr") == "chasseur"
    assert t("fairy_lights.colour.P", "nl") == "paars"


@pytest.mark.parametrize("locale", TRANSLATIONS)
def test_sentences_name_commands_as_the_locale_calls_them(locale):
    # a Dutch sentence says /spel nieuw, because that is what a Dutch client shows
    game, new = t("commands.game.name", locale), t("commands.game.new.name", locale)
    assert game != "game"
    assert f"/{game} {new}" in t("common.NO_TABLE", locale)
    assert "/game new" not in t("common.NO_TABLE", locale)
    assert "/game new" in t("common.NO_TABLE", "en")


def test_the_same_sentence_differs_per_language():
    texts = {loc: t("common.NOT_YOUR_TURN", loc) for loc in i18n.LOCALES}
    assert len(set(texts.values())) == 4
    assert texts["nl"].startswith("Je bent niet aan de beurt")
    assert t("common.NOT_YOUR_TURN", "nl-NL") == texts["nl"]
    assert t("common.NOT_YOUR_TURN", "pt-BR") == texts["en"]


#: German ways to address the reader with a capital letter: the informal "du" forms, which
#: are written lowercase, and the formal "Sie" forms, which Grove never uses
_CAPITAL_ADDRESS = re.compile(
    r"\b(Du|Dich|Dir|Dein|Deine|Deinen|Deinem|Deiner|Deines|Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem"
    r"|Ihrer|Euch|Euer|Eure)\b")
#: where a sentence (or a plural variant, or a bold heading) starts: a capital is right there
_SENTENCE_START = re.compile(r"(^|[.!?]\s+|\*\*|\]\s*|\n\s*)$")


def capital_address(text: str) -> list[str]:
    """The capitalised address forms of a German text that do not start a sentence."""
    return [m.group(0) + " in " + repr(text[max(0, m.start() - 30):m.end() + 10])
            for m in _CAPITAL_ADDRESS.finditer(text)
            if not _SENTENCE_START.search(text[:m.start()])]


def test_german_says_du_in_lowercase_throughout():
    catalog = i18n.load("de")
    found = {}
    for key, message in catalog.messages.items():
        if message.value is None:
            continue
        text = serialize_pattern(message.value).lstrip()
        if capital_address(text):
            found[key] = capital_address(text)
    assert found == {}
    # the check itself: a capital "Dich" mid-sentence and a formal "Sie" are caught
    assert capital_address("Nur für Dich") and capital_address("Drück, wenn Sie wollen")
    assert not capital_address("Du bist dran. Deine Zeit läuft: deine Katze schläft.")
