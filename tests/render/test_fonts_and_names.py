"""The bundled font, the names drawn for each seat, and the labels' languages (issue 6, item 5).

The font's coverage file is checked against the fonts' own cmap tables (fontTools), so "the
font can draw it" in these tests means what it says.
"""

from __future__ import annotations

import io
import unicodedata

import pytest
from fontTools.ttLib import TTFont
from PIL import Image

import i18n
import render
import rules.fairy_lights as fl
import rules.halali as halali
from render import common
from render import fairy_lights as rf
from render import halali as rh
from rules.fairy_lights.fixtures import play_auto

ACCENTED = ("Chloé", "Zoë", "Łukasz", "Ярослав", "Ἀθηνᾶ", "François-Noël")
LOCALES = ("en", "nl", "de", "fr")
FONT_FILES = [common.FONT_DIR / "DejaVuSans.ttf", common.FONT_DIR / "DejaVuSans-Bold.ttf"]


@pytest.fixture(scope="module")
def cmaps() -> list[set[int]]:
    return [set(TTFont(path).getBestCmap()) for path in FONT_FILES]


def test_fonts_and_licence_are_bundled() -> None:
    for path in FONT_FILES:
        assert path.stat().st_size > 500_000
    licence = (common.FONT_DIR / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence and "DejaVu" in licence


def test_coverage_file_matches_the_fonts_cmap(cmaps) -> None:
    assert common.COVERAGE == frozenset(set.intersection(*cmaps))


@pytest.mark.parametrize("name", ACCENTED)
def test_accented_names_are_covered_by_both_faces(cmaps, name) -> None:
    for cmap in cmaps:
        assert all(ord(ch) in cmap for ch in unicodedata.normalize("NFC", name)), name
    assert common.drawable(name)


def test_characters_the_font_lacks_are_not_drawable(cmaps) -> None:
    for text in ("🙂", "李雷", "नमस्ते", "Zoë 🦊", "\u2068x\u2069"):
        assert any(all(ord(ch) not in cmap for cmap in cmaps) for ch in text), text
        assert not common.drawable(text)


# -- the fallback chain: display name -> username -> "Player N" ------------------------------


@pytest.mark.parametrize("name", ACCENTED)
def test_accented_display_names_are_drawn_as_they_are(name) -> None:
    assert common.picture_name(name, "someone", 0, "en") == name


def test_decomposed_accents_are_drawn_composed() -> None:
    decomposed = unicodedata.normalize("NFD", "Chloé")
    assert decomposed != "Chloé"
    assert common.picture_name(decomposed, "chloe", 0, "en") == "Chloé"


def test_undrawable_display_name_falls_back_to_the_username() -> None:
    assert common.picture_name("🦊 Foxy 🦊", "foxy.mcfox", 2, "en") == "foxy.mcfox"
    assert common.picture_name("李雷", "li_lei", 0, "fr") == "li_lei"


def test_then_to_player_n_in_the_posts_language() -> None:
    for locale in LOCALES:
        expected = i18n.t("picture.player", locale, number=2)
        assert common.picture_name("🦊", "🐺", 1, locale) == expected
        assert common.picture_name("", "", 1, locale) == expected
        assert common.picture_name(None, None, 1, locale) == expected
        assert "2" in expected and common.drawable(expected)
    assert common.picture_name("🦊", None, 0, "de") != common.picture_name("🦊", None, 0, "en")


def test_invisible_characters_and_blank_names() -> None:
    assert common.picture_name("  Zoë\u200b\n ", "zoe", 0, "en") == "Zoë"
    assert common.picture_name("\u200b\u2068 \u2069", "zoe", 0, "en") == "zoe"


def test_picture_names_cover_every_seat() -> None:
    names = common.picture_names(["Chloé", "🦊"], ["chloe", "fox"], 3, "en")
    assert names == ["Chloé", "fox", i18n.t("picture.player", "en", number=3)]


def test_the_username_is_drawn_only_when_the_display_name_cannot_be() -> None:
    view = halali.view(halali.new_game(2, {"side": "blue"}, 3), None)
    as_username = rh.render(view, ["🦊🦊🦊", "Bob"], "en", ["foxy", "bob"])
    assert as_username == rh.render(view, ["foxy", "Bob"], "en")
    assert rh.render(view, ["Chloé", "Bob"], "en", ["foxy", "bob"]) == \
        rh.render(view, ["Chloé", "Bob"], "en")
    assert rh.render(view, ["Chloé", "Bob"], "en") != rh.render(view, ["Chloe", "Bob"], "en")
    player_1 = i18n.t("picture.player", "en", number=1)
    assert rh.render(view, ["🦊", "Bob"], "en", ["🐺", "bob"]) == \
        rh.render(view, [player_1, "Bob"], "en")


def test_fairy_lights_falls_back_the_same_way() -> None:
    view = fl.view(fl.new_game(3, {}, 4), None)
    assert rf.render(view, ["Ann", "李雷", "Zoë"], "nl", ["ann", "li", "zoe"]) == \
        rf.render(view, ["Ann", "li", "Zoë"], "nl")


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
                              name="🦊🦊", options={}, username="foxy")
    await tables.join(out.table.id, 11, "Zoë", username="zoe.b")
    await tables.join(out.table.id, 12, "李雷")  # no username known: "Player 3"
    table = await tables.start(out.table.id, 10)
    assert table.names == ["🦊🦊", "Zoë", "李雷"]
    assert table.usernames == ["foxy", "zoe.b", ""]
    png = render.render("render.fairy_lights", table.view(None), table.names, "de", table.usernames)
    player_3 = i18n.t("picture.player", "de", number=3)
    assert png == render.render("render.fairy_lights", table.view(None), ["foxy", "Zoë", player_3],
                                "de")


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
    from pathlib import Path

    folder = Path(render.__file__).parent
    modules = [p.stem for p in folder.glob("*.py") if p.stem not in {"__init__", "common"}]
    assert {"halali", "fairy_lights"} <= set(modules)
    for name in modules:
        module = importlib.import_module(f"render.{name}")
        signature = inspect.signature(module.render)
        signature.bind(object(), ["Zoë"], "fr", ["zoe"])  # raises TypeError if it cannot
