"""The Le Temps des Forêts picture: valid small PNGs, deterministic, blind to the seed."""

from __future__ import annotations

import io

from PIL import Image, ImageChops

import rules.temps_des_forets as tdf
from render.common import label, recording
from render.temps_des_forets import HEIGHT, WIDTH, clear_caches, render
from rules.temps_des_forets.fixtures import play, play_auto, position


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_valid_palette_png():
    png = render(tdf.view(tdf.new_game(1, {}, 3)))
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    image = decode(png)
    assert image.mode == "P" and image.size == (WIDTH, HEIGHT)
    assert len(png) < 120_000


def test_deterministic_and_blind_to_the_seed():
    s = tdf.new_game(1, {}, 8)
    other = s.copy()
    other.seed = 99  # same table, another future
    assert render(tdf.view(s)) == render(tdf.view(other))


def test_visible_changes_change_the_picture():
    night = play(position(), "K 1-10; M 4-10; end")
    before = decode(render(tdf.view(night))).convert("RGB")
    after = decode(render(tdf.view(play(night, "I 1-2")))).convert("RGB")
    box = ImageChops.difference(before, after).getbbox()
    assert box is not None
    # The change is on the right half, where hours 1 and 2 stand, and in the night card.
    assert box[2] > WIDTH // 2


def test_end_banner():
    end = play_auto(tdf.new_game(1, {}, 5))
    over = decode(render(tdf.view(end))).convert("RGB")
    running = decode(render(tdf.view(tdf.new_game(1, {}, 5)))).convert("RGB")
    centre = (WIDTH // 2, 430)
    assert over.getpixel(centre) != running.getpixel(centre)


def test_title_and_words_come_from_the_catalog_in_the_post_language():
    view = tdf.view(tdf.new_game(1, {}, 3))
    for locale in ("en", "de", "fr", "nl"):
        clear_caches()  # the title is drawn once into a cached layer
        with recording() as drawn:
            render(view, (), locale)
        texts = {d.text for d in drawn}
        # The title, in the middle of the ring, reads as the game is spelt, accent included
        # (on one line or more).
        middle = [d for d in drawn if abs((d.bbox[0] + d.bbox[2]) / 2 - WIDTH / 2) < 4
                  and abs((d.bbox[1] + d.bbox[3]) / 2 - 430) < 60]
        assert " ".join(d.text for d in middle) == "Le Temps des Forêts"
        assert label("picture.temps_des_forets.maiden", locale) in texts
        assert label(f"temps_des_forets.phase.{view.phase}", locale) in texts


def test_the_result_banner_holds_its_whole_text():
    end = tdf.view(play_auto(tdf.new_game(1, {}, 5)))
    for locale in ("en", "de", "fr", "nl"):
        with recording() as drawn:
            render(end, (), locale)
        score = str(end.result.scores[0])
        banner = [d for d in drawn if d.text.endswith(score) and " " in d.text]
        assert banner and not any(d.spills for d in banner)
