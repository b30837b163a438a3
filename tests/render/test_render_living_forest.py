"""The Living Forest picture: valid deterministic PNGs that never show hidden facts."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import rules.living_forest as lf
from render import common
from render import living_forest as picture
from render.living_forest import WIDTH, render, render_board
from rules.living_forest.fixtures import position, shuffle_hidden
from tests.rules.helpers import auto_play

NAMES = ["Alice", "Bob with a rather long display name indeed", "Chloé", "🙂"]


def decode(png):
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


@pytest.mark.parametrize("kodama", ["false", "true"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_renders_every_player_count(seats, kodama):
    s = auto_play(lf, lf.new_game(seats, {"kodama": kodama}, 5 * seats), 60)
    png = render(lf.view(s, None), NAMES[:seats])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    image = decode(png)
    assert image.mode == "P" and image.width == WIDTH
    assert png == render(lf.view(s, None), NAMES[:seats])


def test_more_players_and_kodama_make_a_taller_picture():
    h2 = decode(render(lf.view(lf.new_game(2, {}, 1), None), NAMES)).height
    h4 = decode(render(lf.view(lf.new_game(4, {}, 1), None), NAMES)).height
    h4k = decode(render(lf.view(lf.new_game(4, {"kodama": "true"}, 1), None), NAMES)).height
    assert h2 < h4 < h4k


def test_game_over_picture():
    s = auto_play(lf, lf.new_game(3, {"kodama": "true"}, 2), 5000)
    assert lf.is_over(s)
    over = decode(render(lf.view(s, None), NAMES[:3]))
    running = decode(render(lf.view(lf.new_game(3, {"kodama": "true"}, 2), None), NAMES[:3]))
    assert over.height > running.height


@pytest.mark.parametrize("steps", [0, 25, 90, 160])
def test_hidden_order_gives_identical_bytes(steps):
    s = auto_play(lf, lf.new_game(4, {"kodama": "true"}, 31), steps)
    t = shuffle_hidden(s, steps)
    assert lf.to_json(t) != lf.to_json(s)
    for seat in (None, 0, 1, 2, 3):
        assert render(lf.view(s, seat), NAMES) == render(lf.view(t, seat), NAMES)


def test_private_draws_do_not_change_other_pictures():
    s = position(players=3, phase="animal", fragments={2: 1})
    before = {seat: render(lf.view(s, seat), NAMES[:3]) for seat in (None, 0, 2)}
    own_before = render(lf.view(s, 1), NAMES[:3])
    for text in ("draw", "draw", "discard", "draw"):
        s, _ = lf.apply(s, 1, lf.parse_move(text))
    for seat in (None, 0, 2):
        assert render(lf.view(s, seat), NAMES[:3]) == before[seat]
    # Its own (ephemeral) picture shows the seat's own line.
    assert render(lf.view(s, 1), NAMES[:3]) != own_before


def test_labels_follow_the_locale():
    s = auto_play(lf, lf.new_game(3, {"kodama": "true"}, 4), 40)
    view = lf.view(s, None)
    pictures = {loc: render(view, NAMES[:3], loc) for loc in ("en", "nl", "de", "fr")}
    assert len(set(pictures.values())) == 4, "each language draws its own labels"
    assert pictures["de"] == render(view, NAMES[:3], "de")


def test_an_undrawable_name_falls_back_to_the_username():
    view = lf.view(lf.new_game(2, {}, 8), None)
    assert render(view, ["नमस्ते", "Bob"], "en", ["foxy", "bob"]) == \
        render(view, ["foxy", "Bob"], "en")


def test_every_card_spirit_and_condition_name_is_drawable_in_every_language():
    import i18n
    from render import common

    keys = [k for k in i18n.keys("en")
            if k.startswith(("living_forest.card.", "living_forest.spirit.",
                             "living_forest.condition.", "living_forest.reason."))]
    assert len(keys) > 100
    for locale in i18n.LOCALES:
        for key in keys:
            assert common.drawable(common.label(key, locale)), (locale, key)


def test_one_board_enlarged_is_a_larger_png_of_that_seat_only():
    s = auto_play(lf, lf.new_game(3, {"kodama": "true"}, 4), 40)
    view = lf.view(s, None)
    png = render_board(view, 1, NAMES[:3])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    board = decode(png)
    assert board.width > WIDTH, "enlarged beyond the full picture's width"
    assert png == render_board(view, 1, NAMES[:3])
    assert png != render_board(view, 2, NAMES[:3]), "another seat is another board"
    assert png != render_board(view, 1, NAMES[:3], "fr"), "labels follow the locale"


@pytest.mark.parametrize("steps", [0, 25, 90])
def test_one_board_is_the_same_for_states_differing_only_in_hidden_facts(steps):
    s = auto_play(lf, lf.new_game(4, {"kodama": "true"}, 31), steps)
    t = shuffle_hidden(s, steps)
    assert lf.to_json(t) != lf.to_json(s)
    for asker in (None, 0, 2):
        for seat in range(4):
            assert render_board(lf.view(s, asker), seat, NAMES) == \
                render_board(lf.view(t, asker), seat, NAMES)


def test_another_players_board_hides_their_live_animal_line():
    s = position(players=3, phase="animal", fragments={2: 1})
    before = {asker: render_board(lf.view(s, asker), 1, NAMES[:3]) for asker in (None, 0, 1)}
    for text in ("draw", "draw", "discard", "draw"):
        s, _ = lf.apply(s, 1, lf.parse_move(text))
    for asker in (None, 0):
        assert render_board(lf.view(s, asker), 1, NAMES[:3]) == before[asker]
    # the seat itself sees its own live line on its own board
    assert render_board(lf.view(s, 1), 1, NAMES[:3]) != before[1]


def _texts(view, names, locale="en"):
    picture.clear_caches()
    with common.recording() as drawn:
        render(view, names, locale)
    return [d.text for d in drawn]


def test_the_end_picture_ranks_players_by_name_with_their_sums():
    s = auto_play(lf, lf.new_game(4, {"kodama": "true"}, 2), 5000)
    assert lf.is_over(s)
    names = ["Alice", "Bob", "Chloé", "Dmitri"]
    view = lf.view(s, None)
    texts = _texts(view, names)
    for seat, name in enumerate(names):
        assert name in texts, f"{name} is drawn by name"
        assert str(view.result.scores[seat]) in texts, "every sum is drawn whole"
    assert not any(t.startswith("p") and t[1:2].isdigit() for t in texts), "no p1/p2 codes"
    assert common.label("picture.living_forest.winner", "en") in texts


def test_a_forest_of_every_tree_type_fits_its_cells():
    """Every tree id and bonus (Kodama trees included) stays inside its forest cell."""
    forest = tuple(sorted(zip(
        ("A0", "A1", "A2", "A3", "A4", "A5", "B0", "B1", "B2", "B4", "B5", "C0", "C1", "C2",
         "C3", "C4", "C5"),
        ("3A", "3B", "4A", "4B", "5A", "5B", "6", "7", "8", "10", "11", "K6", "K7", "K8", "K9",
         "K10", "K11"), strict=True)))
    picture.clear_caches()
    with common.recording() as drawn:
        grid = picture._forest_image(forest, ("col0", "col2", "rowB"), True, picture.PANEL)
    assert grid.width < WIDTH / 2
    assert drawn and not [d for d in drawn if d.spills or d.size < 14]


def test_animal_phase_public_picture_shows_no_help_line():
    s = position(players=3, phase="animal", fragments={2: 1})
    for text in ("draw", "draw"):
        s, _ = lf.apply(s, 1, lf.parse_move(text))
    own = lf.view(s, 1).me.help_line
    assert own
    names = ["Alice", "Bob", "Chloé"]
    hidden = common.label("picture.living_forest.hidden_drawing", "en")
    public = _texts(lf.view(s, None), names)
    assert hidden in public
    assert not {picture.card_name(c, "en") for c in own} & set(public) - set(
        _texts(lf.view(position(players=3, phase="animal", fragments={2: 1}), None), names))
    mine = _texts(lf.view(s, 1), names)
    assert {picture.card_name(c, "en") for c in own} <= set(mine)


def test_colour_groups_are_named_rgb_triples():
    assert {"spirits", "levels", "elements"} <= set(picture.CVD_GROUPS)
    for colours in picture.CVD_GROUPS.values():
        assert len(set(colours)) == len(colours) >= 3
        assert all(len(c) == 3 and all(0 <= v <= 255 for v in c) for c in colours)


def _pixels(image):
    return image.size, image.convert("RGB").tobytes()


@pytest.mark.parametrize(("seats", "kodama", "steps"), [(2, "false", 0), (4, "true", 90),
                                                        (3, "true", 5000)])
def test_the_png_holds_exactly_the_drawn_picture_on_the_palette(seats, kodama, steps):
    """The PNG joined from packed strips decodes to the whole picture mapped onto the
    palette, row for row."""
    s = auto_play(lf, lf.new_game(seats, {"kodama": kodama}, 3), steps)
    for seat in (None, 0):
        view = lf.view(s, seat)
        drawn = picture.render_image(view, NAMES[:seats]).quantize(
            palette=picture.palette(), dither=Image.Dither.NONE)
        assert _pixels(decode(render(view, NAMES[:seats]))) == _pixels(drawn)


def test_pictures_from_cached_strips_equal_pictures_drawn_afresh():
    """A whole game rendered move by move for the spectator and each seat to act (so strips
    of private and public boards share the cache): every sampled picture is byte for byte
    the one drawn with every cache empty, so each strip's key names all it shows."""
    state = lf.new_game(3, {"kodama": "true"}, 12)
    warm: list[tuple[object, bytes]] = []
    picture.clear_caches()
    while not lf.is_over(state):
        seat = min(lf.to_act(state))
        for viewer in (None, seat):
            view = lf.view(state, viewer)
            warm.append((view, render(view, NAMES[:3])))
        state, _ = lf.apply(state, seat, lf.auto_move(state, seat))
    view = lf.view(state, None)
    warm.append((view, render(view, NAMES[:3])))
    assert len(warm) > 200
    for view, png in warm[::9] + warm[-3:]:
        picture.clear_caches()
        assert render(view, NAMES[:3]) == png


def test_adler32_combine_matches_zlib():
    import random
    import zlib

    rng = random.Random(4)
    for length_a, length_b in ((0, 0), (0, 5), (7, 0), (1, 65521), (3000, 70000), (65535, 1)):
        a, b = rng.randbytes(length_a), rng.randbytes(length_b)
        assert picture.adler32_combine(zlib.adler32(a), zlib.adler32(b), len(b)) == \
            zlib.adler32(a + b)


def test_the_strip_cache_keeps_to_its_byte_budget_dropping_the_oldest():
    strips = [picture.Band(("test", n), lambda n=n: Image.new("RGB", (WIDTH, 40 + n),
                                                              (n * 40, 90, 200)))
              for n in range(5)]
    one = len(picture.pack(strips[0].make()).deflated)
    cache = picture._StripCache(3 * one + one // 2)
    for band in strips:
        cache.get(band)
    assert cache.bytes <= cache.budget
    kept = list(cache._items)
    assert kept and kept[-1] == ("test", 4) and ("test", 0) not in kept


def test_a_strip_is_reused_only_when_all_it_shows_is_the_same():
    """Each fact of a view (and of a player's part of it), taken from another point of the
    game into an otherwise unchanged view: the picture drawn from the cache warmed by the
    unchanged view is the one drawn afresh. A fact a strip draws but its key leaves out
    fails here."""
    import dataclasses

    views = [lf.view(auto_play(lf, lf.new_game(3, {"kodama": "true"}, seed), steps), 0)
             for seed in (21, 22) for steps in (3, 60, 5000)]
    assert views[0].me is not None and views[2].result is not None
    assert views[0].kodama_stacks != views[3].kodama_stacks
    # Facts from another game too: automatic players rarely take a Kodama card.
    for a, c in ((views[0], views[1]), (views[1], views[2]), (views[2], views[0]),
                 (views[0], views[4]), (views[1], views[3]), (views[2], views[5])):
        variants = [dataclasses.replace(a, **{f.name: getattr(c, f.name)})
                    for f in dataclasses.fields(a) if getattr(a, f.name) != getattr(c, f.name)]
        for f in dataclasses.fields(a.players[0]):
            if any(getattr(p, f.name) != getattr(q, f.name)
                   for p, q in zip(a.players, c.players, strict=True)):
                variants.append(dataclasses.replace(a, players=tuple(
                    dataclasses.replace(p, **{f.name: getattr(q, f.name)})
                    for p, q in zip(a.players, c.players, strict=True))))
        assert len(variants) > 10
        for b in variants:
            picture.clear_caches()
            render(a, NAMES[:3])
            from_cache = render(b, NAMES[:3])
            picture.clear_caches()
            assert from_cache == render(b, NAMES[:3])
