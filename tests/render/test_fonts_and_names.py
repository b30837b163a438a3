"""The bundled font chain, the names drawn for each seat, and the labels' languages (issue 6,
item 5; issue 17, item 5: every name drawn as written).

The coverage files are checked against the fonts' own cmap tables (fontTools), so "a font of
the chain can draw it" in these tests means what it says.
"""

from __future__ import annotations

import importlib.util
import io
import unicodedata

import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageChops, ImageDraw

import i18n
import render
import rules.fairy_lights as fl
import rules.halali as halali
from render import common
from render import fairy_lights as rf
from render import halali as rh
from rules.fairy_lights.fixtures import play_auto

ACCENTED = ("Chloé", "Zoë", "Łukasz", "Ярослав", "Ἀθηνᾶ", "François-Noël")
#: names only the fallback fonts draw, alone or mixed with DejaVu Sans' letters
FALLBACK_NAMES = ("李小龙", "🦊 Foxy", "Ægir 李 🦊 ♞", "한국어", "かな カナ", "東京🌸Tokyo")
#: names in scripts left out of the chain (need shaping or right-to-left order), or with a
#: letter no font has (an Extension B ideograph)
LEFT_OUT_NAMES = ("नमस्ते", "שלום", "علي", "ABC مرحبا", "สมชาย", "李\U00020000")
UNCOVERED_SYMBOL = "\U0001F16D"  # CIRCLED CC: a symbol (So) that no font of the chain has
LOCALES = ("en", "nl", "de", "fr")
FONT_FILES = [common.FONT_DIR / "DejaVuSans.ttf", common.FONT_DIR / "DejaVuSans-Bold.ttf"]


def chain_faces(entry: tuple[str, str, str]) -> list[str]:
    return sorted({entry[1], entry[2]})


@pytest.fixture(scope="module")
def chain_cmaps() -> list[list[set[int]]]:
    """For each font of the chain, the cmap of each of its faces."""
    return [[set(TTFont(common.FONT_DIR / face).getBestCmap()) for face in chain_faces(entry)]
            for entry in common.CHAIN]


@pytest.fixture(scope="module")
def cmaps(chain_cmaps) -> list[set[int]]:
    return chain_cmaps[0]


def test_fonts_and_licences_are_bundled() -> None:
    for path in FONT_FILES:
        assert path.stat().st_size > 500_000
    licence = (common.FONT_DIR / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence and "DejaVu" in licence
    ofl = (common.FONT_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in ofl and "Noto" in ofl
    for entry in common.CHAIN[1:]:
        for face in chain_faces(entry):
            assert face.startswith("Noto") and (common.FONT_DIR / face).stat().st_size > 50_000


def test_the_fallback_fonts_stay_within_the_size_budget() -> None:
    """Issue 17 allows the install to grow by at most 25 MB for the fallback fonts."""
    added = sum((common.FONT_DIR / face).stat().st_size
                for entry in common.CHAIN[1:] for face in chain_faces(entry))
    assert added <= 25_000_000


def test_every_coverage_file_matches_its_fonts_cmaps(chain_cmaps) -> None:
    assert len(common.CHAIN_COVERAGE) == len(common.CHAIN) >= 4
    for entry, coverage, cmaps_ in zip(common.CHAIN, common.CHAIN_COVERAGE, chain_cmaps,
                                       strict=True):
        assert coverage == frozenset(set.intersection(*cmaps_)), entry[0]
    assert common.COVERAGE == common.CHAIN_COVERAGE[0]


def test_the_generator_knows_the_same_chain() -> None:
    spec = importlib.util.spec_from_file_location(
        "make_coverage", common.FONT_DIR / "make_coverage.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert [(name, tuple(chain_faces((name, *faces, faces[-1]))))
            for name, faces in module.CHAIN] == \
        [(entry[0], tuple(chain_faces(entry))) for entry in common.CHAIN]
    for (name, faces), coverage in zip(module.CHAIN, common.CHAIN_COVERAGE, strict=True):
        assert (common.FONT_DIR / name).read_text(encoding="ascii") == \
            module.text(set(coverage), faces)


@pytest.mark.parametrize("name", ACCENTED)
def test_accented_names_are_covered_by_both_faces(cmaps, name) -> None:
    for cmap in cmaps:
        assert all(ord(ch) in cmap for ch in unicodedata.normalize("NFC", name)), name
    assert common.drawable(name)


@pytest.mark.parametrize("name", FALLBACK_NAMES)
def test_fallback_names_are_covered_by_the_chain_not_by_dejavu(chain_cmaps, name) -> None:
    assert any(ord(ch) not in set.union(*chain_cmaps[0]) for ch in name), name
    for ch in name:
        assert any(all(ord(ch) in cmap for cmap in faces) for faces in chain_cmaps), ch
    assert common.drawable(name)


def test_each_character_is_drawn_by_the_first_font_that_has_it(chain_cmaps) -> None:
    text = "Ægir 李 🦊 ♞ 한 か ⮿ 🟰 x"
    runs = common._runs(text)
    assert "".join(run for _, run in runs) == text
    assert len(runs) > 5 and {index for index, _ in runs} >= {0, 1, 2}
    for index, run in runs:
        for ch in run:
            first = next(i for i, faces in enumerate(chain_cmaps)
                         if all(ord(ch) in cmap for cmap in faces))
            assert index == first, (ch, index, first)


def test_left_out_and_missing_characters_are_not_drawable(chain_cmaps) -> None:
    every = set.union(*(set.union(*faces) for faces in chain_cmaps))
    for text in ("नमस्ते", "สมชาย", "\U00020000", UNCOVERED_SYMBOL, "\ue000", "\u2068x\u2069"):
        assert any(ord(ch) not in every for ch in text), text
        assert not common.drawable(text)
    # DejaVu Sans has these glyphs, but drawn without shaping and reordering they would be
    # wrong: reversed and unjoined (Hebrew, Arabic), marks colliding (Thai, Lao).
    for text in ("שלום", "علي", "ﻋ", "ກ"):
        assert all(ord(ch) in common.COVERAGE for ch in text), text
        assert not common.drawable(text), text


# -- the fallback chain: display name -> username -> "Player N" ------------------------------


@pytest.mark.parametrize("name", ACCENTED + FALLBACK_NAMES)
def test_display_names_are_drawn_as_they_are(name) -> None:
    assert common.picture_name(name, "someone", 0, "en") == name


def test_decomposed_accents_are_drawn_composed() -> None:
    decomposed = unicodedata.normalize("NFD", "Chloé")
    assert decomposed != "Chloé"
    assert common.picture_name(decomposed, "chloe", 0, "en") == "Chloé"


@pytest.mark.parametrize("name", LEFT_OUT_NAMES)
def test_a_letter_no_font_draws_falls_back_to_the_username(name) -> None:
    assert common.picture_name(name, "li_lei", 0, "fr") == "li_lei"
    assert common.picture_name(f"{name} 🦊", "li_lei", 0, "fr") == "li_lei"


def test_a_symbol_no_font_draws_is_dropped_from_the_name() -> None:
    assert unicodedata.category(UNCOVERED_SYMBOL) == "So"
    assert common.picture_name(f"Foxy {UNCOVERED_SYMBOL}", "foxy", 0, "en") == "Foxy"
    assert common.picture_name(f"李{UNCOVERED_SYMBOL}龙\ue000", "li", 0, "en") == "李龙"
    # ... unless nothing visible is left: then the username stands in
    assert common.picture_name(UNCOVERED_SYMBOL, "foxy", 0, "en") == "foxy"
    assert common.picture_name(f"({UNCOVERED_SYMBOL})", "foxy", 0, "en") == "foxy"
    # punctuation alone is a name when nothing had to be dropped
    assert common.picture_name("-_-", "foxy", 0, "en") == "-_-"


def test_emoji_sequences_are_drawn_as_their_parts() -> None:
    assert common.picture_name("👍🏽 Thumbs", "t", 0, "en") == "👍 Thumbs"
    assert common.picture_name("👨\u200d👩\u200d👧", "f", 0, "en") == "👨👩👧"
    assert common.picture_name("❤\ufe0f Ann", "ann", 0, "en") == "❤ Ann"
    flag = "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"
    assert common.picture_name(f"{flag} Kit", "kit", 0, "en") == "\U0001F3F4 Kit"


def test_then_to_player_n_in_the_posts_language() -> None:
    for locale in LOCALES:
        expected = i18n.t("picture.player", locale, number=2)
        assert common.picture_name("नमस्ते", "שלום", 1, locale) == expected
        assert common.picture_name("", "", 1, locale) == expected
        assert common.picture_name(None, None, 1, locale) == expected
        assert "2" in expected and common.drawable(expected)
    assert common.picture_name("علي", None, 0, "de") != common.picture_name("علي", None, 0, "en")


def test_invisible_characters_and_blank_names() -> None:
    assert common.picture_name("  Zoë\u200b\n ", "zoe", 0, "en") == "Zoë"
    assert common.picture_name("\u200b\u2068 \u2069", "zoe", 0, "en") == "zoe"
    # the Hangul filler looks blank: a "blank" name is no name
    assert common.picture_name("\u3164", "zoe", 0, "en") == "zoe"
    assert common.picture_name("\u202eZoë\u202c", "zoe", 0, "en") == "Zoë"


def test_picture_names_cover_every_seat() -> None:
    names = common.picture_names(["Chloé", "नमस्ते", "李小龙"], ["chloe", "fox"], 4, "en")
    assert names == ["Chloé", "fox", "李小龙", i18n.t("picture.player", "en", number=4)]


def test_the_username_is_drawn_only_when_the_display_name_cannot_be() -> None:
    view = halali.view(halali.new_game(2, {"side": "blue"}, 3), None)
    as_username = rh.render(view, ["नमस्ते", "Bob"], "en", ["foxy", "bob"])
    assert as_username == rh.render(view, ["foxy", "Bob"], "en")
    assert rh.render(view, ["Chloé", "Bob"], "en", ["foxy", "bob"]) == \
        rh.render(view, ["Chloé", "Bob"], "en")
    assert rh.render(view, ["Chloé", "Bob"], "en") != rh.render(view, ["Chloe", "Bob"], "en")
    player_1 = i18n.t("picture.player", "en", number=1)
    assert rh.render(view, ["שלום", "Bob"], "en", ["नमस्ते", "bob"]) == \
        rh.render(view, [player_1, "Bob"], "en")


@pytest.mark.parametrize("name", ["李小龙", "🦊 Foxy", "Ægir 李 🦊 ♞"])
def test_fallback_names_are_drawn_not_replaced(name) -> None:
    """The picture with the name differs from the ones with the username, with "Player 1" and
    with the name's DejaVu letters alone: its fallback characters are drawn."""
    view = halali.view(halali.new_game(2, {"side": "blue"}, 3), None)
    drawn = rh.render(view, [name, "Bob"], "en", ["foxy", "bob"])
    player_1 = i18n.t("picture.player", "en", number=1)
    latin = "".join(ch for ch in name if ord(ch) in common.COVERAGE).strip() or "x"
    for other in ("foxy", player_1, latin):
        assert drawn != rh.render(view, [other, "Bob"], "en"), other


def test_fairy_lights_falls_back_the_same_way() -> None:
    view = fl.view(fl.new_game(3, {}, 4), None)
    assert rf.render(view, ["Ann", "علي", "Zoë"], "nl", ["ann", "ali", "zoe"]) == \
        rf.render(view, ["Ann", "ali", "Zoë"], "nl")
    assert rf.render(view, ["Ann", "李雷", "Zoë"], "nl", ["ann", "li", "zoe"]) != \
        rf.render(view, ["Ann", "li", "Zoë"], "nl")


# -- drawing runs of several fonts -----------------------------------------------------------


@pytest.mark.parametrize("index,text", [(1, "李小龙"), (2, "🦊"), (1, "한국어")])
def test_a_fallback_run_is_drawn_by_its_font(index, text) -> None:
    """The stamp's pixels are the fallback font's own rendering, not DejaVu's boxes."""
    for bold in (False, True):
        fnt = common._chain_font(index, 24, bold)
        stamp = common._text_stamp((text, 24, bold, (255, 255, 255), "ls", 0, (0, 0, 0)))
        (_, mask), = stamp[0]
        left, top, right, bottom = fnt.getbbox(text, anchor="ls")
        assert (stamp[1], stamp[2]) == (left, top)
        direct = Image.new("L", (right - left, bottom - top))
        ImageDraw.Draw(direct).text((-left, -top), text, font=fnt, fill=255, anchor="ls")
        assert ImageChops.difference(mask, direct).getbbox() is None
        boxes = Image.new("L", mask.size)
        ImageDraw.Draw(boxes).text((-left, -top), text, font=common.font(24, bold), fill=255,
                                   anchor="ls")
        assert ImageChops.difference(mask, boxes).getbbox() is not None


def test_fallback_runs_share_the_main_fonts_baseline() -> None:
    """Anchored like DejaVu text: a CJK run's ink ends near the baseline that "x" sits on."""
    for anchor in ("la", "lm", "ls", "ld"):
        x_top = common._text_stamp(("x", 30, False, "white", anchor, 0, "black"))[2]
        x_mask = common._text_stamp(("x", 30, False, "white", anchor, 0, "black"))[0][0][1]
        li = common._text_stamp(("一", 30, False, "white", anchor, 0, "black"))
        baseline = x_top + x_mask.height
        # the ideograph "one" is a horizontal bar at about 0.4 em above the baseline
        assert baseline - 16 <= li[2] <= baseline - 6, anchor


@pytest.mark.parametrize("text", ["李小龙", "🦊 Foxy", "Ægir 李 🦊 ♞", "Zoë", "かな カナ"])
@pytest.mark.parametrize("size,bold,stroke", [(16, False, 0), (22, True, 2)])
def test_width_measured_equals_width_drawn(text, size, bold, stroke) -> None:
    """The same text anchored left and right at one x moves by the width text_width measures,
    and its ink spans about that width (wrong fonts or widths would be off by em-widths)."""
    width = common.text_width(text, size, bold)
    img = Image.new("RGB", (400, 60))
    with common.recording() as drawn:
        common.paste_text(img, (10, 30), text, size, "white", anchor="lm", bold=bold,
                          stroke=stroke)
        common.paste_text(img, (390, 30), text, size, "white", anchor="rm", bold=bold,
                          stroke=stroke)
    (left, _, right, _), (rleft, _, _, _) = drawn[0].bbox, drawn[1].bbox
    assert abs((390 - rleft) - (10 - left) - width) <= 1.0
    assert abs((right - left) - width) <= 2 * stroke + size * 0.25


def test_fit_text_shortens_fallback_names_to_the_width() -> None:
    name = "李小龙李小龙李小龙 🦊🦊🦊"
    full = common.text_width(name, 18)
    assert full > 150
    short = common.fit_text(name, 18, 100)
    assert short.endswith(common.ELLIPSIS) and short[:-1] in name
    assert common.text_width(short, 18) <= 100 < common.text_width(short[:-1] + "李…", 18)
    assert common.fit_text(name, 18, full) == name


def test_text_dejavu_draws_never_looks_for_fallback_runs(monkeypatch) -> None:
    """The common case keeps its old cost: no run splitting for an all-DejaVu text."""
    def no_runs(text: str) -> None:
        raise AssertionError(f"runs computed for {text!r}")

    monkeypatch.setattr(common, "_runs", no_runs)
    common._stamps.clear()
    common.text_width.cache_clear()
    img = Image.new("RGB", (200, 40))
    for text in ("Zoë Ярослав", "Turn 12", "Ἀθηνᾶ"):
        common.paste_text(img, (0, 20), text, 17, "white", anchor="lm", stroke=1)
        assert common.text_width(text, 17) > 0
        assert common.fit_text(text * 5, 17, 60).endswith(common.ELLIPSIS)
    common.text_width.cache_clear()
    common.fit_text.cache_clear()


# -- labels in the post's language ---------------------------------------------------------


def picture_keys() -> list[str]:
    return [k for k in i18n.keys("en") if k.startswith("picture.")]


def sample_params() -> dict[str, object]:
    return dict(number=3, game_no=2, name="Zoë", side="Blue", turn=12, reason="x", count=2,
                square="c3", origin="c3", target="c5", notation="b2-b5", blue="Blue",
                blue_left=4, brown="Brown", brown_left=5, score="+2", cards=1, stars=2,
                bulbs=3, place=1, names="Zoë",
                # Living Forest
                round=4, power=7, sizes="L1 12", position=2, tree=13, fire=13, flower=15,
                letter="F", size=3, condition="Fires", cost=4, elements="Su2 Wa1",
                trees=5, tree_target=12, types=3, tree_tiles=1, fires=2, fire_target=12,
                fire_count=2, fire_tiles=0, flowers=4, flower_target=12, visible=4,
                flower_tiles=0, n=1, tiles="fire(wi)", values="2,3", fragments=1, held=1,
                used="water", draw=9, discard=4, lines="col2", places="1. p1 (30)", left=1,
                card="Koi",
                # Le Temps des Forêts
                cycle=4, cycles=12, code="M",
                # Wispwood
                supply=40, level="normal", got="P2 S1", tokens=3, rounds="10+12",
                total=22, filled=11, cat="cat ready",
                # the results card
                game="Fairy Lights")


@pytest.mark.parametrize("locale", LOCALES)
def test_every_picture_label_exists_and_the_font_can_draw_it(locale) -> None:
    keys = picture_keys()
    assert len(keys) > 40
    for key in keys:
        assert key in i18n.keys(locale), (locale, key)
        for count in (0, 1, 2, 5):
            params = {**sample_params(), "count": count, "cards": count, "stars": count,
                      "bulbs": count}
            text = common.label(key, locale, **params)
            assert common.drawable(text), (locale, key, text)
            assert "{" not in text, (locale, key, text)


@pytest.mark.parametrize("locale", LOCALES)
def test_each_language_draws_accented_names(locale) -> None:
    """A picture in every language with accented names: the names' letters are covered and
    the name changes the picture (it is drawn, not dropped)."""
    hview = halali.view(halali.new_game(2, {"side": "blue"}, 5), None)
    fview = fl.view(play_auto(fl.new_game(6, {}, 9), 20), None)
    for game, view, seats in (("render.halali", hview, 2), ("render.fairy_lights", fview, 6)):
        names = list(ACCENTED[:seats])
        png = render.render(game, view, names, locale)
        assert png.startswith(b"\x89PNG")
        assert all(common.drawable(n) for n in names)
        plain = [unicodedata.normalize("NFKD", n).encode("ascii", "ignore").decode()
                 for n in names]
        assert render.render(game, view, plain, locale) != png


def test_labels_follow_the_locale() -> None:
    hview = halali.view(halali.new_game(2, {"side": "blue"}, 5), None)
    fview = fl.view(play_auto(fl.new_game(4, {}, 9), 20), None)
    for game, view in (("render.halali", hview), ("render.fairy_lights", fview)):
        pngs = {loc: render.render(game, view, ACCENTED[:4], loc) for loc in LOCALES}
        assert len(set(pngs.values())) == len(LOCALES), game
        # An unknown language falls back to English, as every text does.
        assert render.render(game, view, ACCENTED[:4], "pt-BR") == pngs["en"]


# -- the label cache ---------------------------------------------------------------------------


def _key(i: int) -> common.StampKey:
    return (f"text {i}", 18, False, (255, 255, 255), "la", 0, (0, 0, 0))


def test_label_cache_stays_within_its_byte_budget() -> None:
    img = Image.new("RGB", (40, 40))
    for i in range(300):
        common.paste_text(img, (0, 0), f"label number {i}", 18, (255, 255, 255))
    assert 0 < common._stamps.bytes <= common.LABEL_CACHE_BYTES <= 8 * 1024 * 1024
    cache = common._StampCache(100_000)
    for i in range(200):
        cache.put(_key(i), common._text_stamp(_key(i)))
        assert cache.bytes <= cache.budget
    assert 0 < len(cache) < 200
    assert cache.get(_key(0)) is None and cache.get(_key(199)) is not None


def test_label_cache_drops_the_least_recently_used_first() -> None:
    cache = common._StampCache(100_000)
    i = 0
    while cache.bytes + 2_000 < cache.budget:
        cache.put(_key(i), common._text_stamp(_key(i)))
        i += 1
    oldest, second = _key(0), _key(1)
    assert cache.get(oldest) is not None  # read now: the most recently used
    for j in range(i, i + 3):
        cache.put(_key(j), common._text_stamp(_key(j)))
    assert cache.get(oldest) is not None
    assert cache.get(second) is None


def test_cached_and_fresh_labels_draw_the_same_pixels() -> None:
    view = fl.view(play_auto(fl.new_game(3, {}, 2), 10), None)
    first = rf.render(view, ACCENTED[:3], "fr")
    common._stamps.clear()
    assert rf.render(view, ACCENTED[:3], "fr") == first


def test_fairy_lights_fixed_palette_stays_faithful() -> None:
    from PIL import ImageChops, ImageStat

    for seats, steps in ((2, 5), (6, 30), (3, 1000)):
        view = fl.view(play_auto(fl.new_game(seats, {}, seats), steps), None)
        drawn = rf.render_image(view, ACCENTED[:seats], "de")
        with Image.open(io.BytesIO(rf.render(view, ACCENTED[:seats], "de"))) as img:
            assert img.mode == "P"
            decoded = img.convert("RGB")
        diff = ImageChops.difference(drawn, decoded)
        assert max(hi for _, hi in diff.getextrema()) < 80
        assert ImageStat.Stat(diff.convert("L")).mean[0] < 2.0


# -- from the seats to the picture ---------------------------------------------------------


async def test_seats_keep_usernames_and_the_picture_uses_them(tables) -> None:
    out = await tables.create(game_id="fairy_lights", guild_id=1, channel_id=1, user_id=10,
                              name="नमस्ते", options={}, username="foxy")
    await tables.join(out.table.id, 11, "李小龙", username="li")
    await tables.join(out.table.id, 12, "שלום")  # no username known: "Player 3"
    table = await tables.start(out.table.id, 10)
    assert table.names == ["नमस्ते", "李小龙", "שלום"]
    assert table.usernames == ["foxy", "li", ""]
    png = render.render("render.fairy_lights", table.view(None), table.names, "de", table.usernames)
    player_3 = i18n.t("picture.player", "de", number=3)
    assert png == render.render("render.fairy_lights", table.view(None),
                                ["foxy", "李小龙", player_3], "de")


async def test_a_username_change_reaches_every_table_of_the_account(tables) -> None:
    first = await tables.create(game_id="fairy_lights", guild_id=1, channel_id=1, user_id=10,
                                name="🦊", options={}, username="old_name")
    await tables.create(game_id="fairy_lights", guild_id=1, channel_id=2, user_id=10,
                        name="🦊", options={}, username="new_name")
    assert (await tables.load(first.table.id)).usernames == ["new_name"]


# -- ready before the first picture ----------------------------------------------------------


def test_preload_imports_every_registered_renderer() -> None:
    import sys

    from rules import registry

    render.preload(registry.entry(g).render for g in registry.game_ids())
    for game_id in registry.game_ids():
        assert f"render.{game_id}" in sys.modules
    with pytest.raises(ValueError):
        render.preload(["../halali"])


def test_preload_warms_the_labels_of_each_language() -> None:
    common._stamps.clear()
    render.preload(["render.halali", "render.fairy_lights"], ["nl"])
    dutch = len(common._stamps)
    assert dutch > 50
    render.preload(["render.halali", "render.fairy_lights"], ["nl"])
    assert len(common._stamps) == dutch  # the same labels: nothing new to draw
    render.preload(["render.halali", "render.fairy_lights"], ["fr"])
    assert len(common._stamps) > dutch


@pytest.mark.parametrize("module", [rh, rf], ids=["halali", "fairy_lights"])
def test_fixed_palettes_exist_once_imported(module) -> None:
    # Built at import, so no picture pays for it; a full 256-colour table.
    assert module.PALETTE.mode == "P"
    assert len(module.PALETTE.getpalette()) == 256 * 3


def test_every_renderer_takes_the_dispatchers_arguments() -> None:
    """render.render calls ``module.render(view, names, locale, usernames)`` for any game."""
    import importlib
    import inspect

    from rules import registry

    # every game's renderer (render/ also holds the shared results card and replay frames)
    modules = [registry.entry(game).render for game in registry.BUILT_IN]
    assert {"render.halali", "render.fairy_lights"} <= set(modules)
    for name in modules:
        module = importlib.import_module(name)
        signature = inspect.signature(module.render)
        signature.bind(object(), ["Zoë"], "fr", ["zoe"])  # raises TypeError if it cannot
