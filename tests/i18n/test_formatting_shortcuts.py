"""The shortcuts of sentence formatting say exactly what Fluent and Babel would: whole numbers
written as digits, kept sentences keyed by the variables they read."""

from __future__ import annotations

import pytest
from fluent.runtime.types import fluent_number

import i18n
from i18n import LOCALES, PLAIN_DIGITS, _fluent_value, load, t


@pytest.mark.parametrize("locale", sorted(PLAIN_DIGITS))
def test_whole_numbers_read_as_babel_writes_them(locale):
    babel = load(locale).bundle._babel_locale
    for n in [*range(0, 2500, 3), 10 ** 6, 123_456_789, 2 ** 40]:
        assert _fluent_value(n, plain=True).format(babel) == \
            fluent_number(n, useGrouping=False).format(babel)


def test_negative_numbers_and_other_kinds_keep_babels_formatting():
    assert type(_fluent_value(-3, plain=True)) is type(fluent_number(-3))
    assert type(_fluent_value(2.5, plain=True)) is type(fluent_number(2.5))
    assert _fluent_value(True, plain=True) == "True"


@pytest.mark.parametrize("locale", LOCALES)
def test_plural_forms_are_chosen_as_before(locale):
    for count in (0, 1, 2, 5, 21, 100):
        i18n.load.cache_clear()  # nothing kept: each one formatted afresh
        assert t("common.rematch.waiting", locale, count=count) == \
            i18n._format(load(locale), "common.rematch.waiting", {"count": count})


def test_parameters_a_sentence_does_not_read_share_its_kept_text():
    i18n.load.cache_clear()
    first = t("common.rematch.waiting", "en", count=2, player0="Ann", lines=["a", "b"])
    assert t("common.rematch.waiting", "en", count=2, player0="Bo", extra={"x": 1}) is first
    assert load("en").formatted == {("common.rematch.waiting", ("count", "int", 2)): first}


def test_a_missing_parameter_is_part_of_the_key():
    i18n.load.cache_clear()
    text = t("common.rematch.waiting", "en")
    assert "{$count}" in text
    assert t("common.rematch.waiting", "en", count=3) != text


def test_a_sentence_that_includes_another_reads_its_variables_too():
    cat = load("en")
    # "{ common-button-rematch }" inside: its variables (none) join the sentence's own
    assert cat.reads["common.rematch.waiting"] == ("count",)
    assert cat.reads["commands.game.new.slash"] == ()


def test_a_sentence_including_a_missing_one_is_keyed_by_every_parameter(tmp_path):
    folder = tmp_path / "cats"
    (folder / "en").mkdir(parents=True)
    (folder / "en" / "zz_test.ftl").write_text(
        "zz_test-outer = Hi { $name }, { zz_test-absent }\n", encoding="utf-8")
    assert i18n.add_folder(folder)
    try:
        assert load("en").reads["zz_test.outer"] is None
        t("zz_test.outer", "en", name="A", other="x")
        t("zz_test.outer", "en", name="A", other="y")
        assert len([k for k in load("en").formatted if k[0] == "zz_test.outer"]) == 2
    finally:
        i18n._FOLDERS.remove(folder.resolve())
        i18n.load.cache_clear()
