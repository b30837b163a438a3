"""The results card (render/results.py) reads on a phone and shows everyone (issue 17,
item 4): for every game at its largest table (Halali! as a match, Wispwood solo with its
phantom too), with 32-character names in every language, every text is drawn through
``paste_text`` at 11 px or more once shown 500 px wide and stays inside its box; every
player's name is drawn whole, the winner is marked, ties share their place."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from i18n import LOCALES
from render import common, results
from render.common import label
from rules import registry
from rules.protocol import Result, card_from_result
from tests.render.test_phone_layout import LONG_NAMES, MIN_PHONE_PX, PHONE_WIDTH
from tests.rules.test_score_cards import finished

CASES = (("fairy_lights", 6, {}), ("halali", 2, {"format": "match"}), ("halali", 2, {}),
         ("living_forest", 4, {"kodama": "true"}), ("temps_des_forets", 1, {}),
         ("wispwood", 4, {}), ("wispwood", 1, {}))


@pytest.fixture(scope="module")
def cards():
    out = {}
    for game_id, seats, options in CASES:
        game = registry.get(game_id)
        out[(game_id, seats, tuple(options.items()))] = (
            game.results_card(finished(game_id, seats, options, 17)), seats, game.info.name)
    return out


def draw(card, names, locale, game_name=""):
    """The card's PNG and every text drawn for it."""
    with common.recording() as drawn:
        data = results.render(card, names, locale, None, game_name)
    return Image.open(io.BytesIO(data)), drawn


def faults_of(image, drawn):
    least = MIN_PHONE_PX * image.width / PHONE_WIDTH
    faults = [f"{d.text!r} at {d.size} px < {least:.1f}" for d in drawn if d.size < least]
    faults += [f"{d.text!r} spills: ink {d.bbox}, box {d.box}" for d in drawn if d.spills]
    faults += [f"{d.text!r} outside the picture: {d.bbox}" for d in drawn
               if d.bbox[0] < 0 or d.bbox[1] < 0 or d.bbox[2] > image.width
               or d.bbox[3] > image.height]
    return faults


def mixed_shades(image, drawn):
    """Texts whose pixels mix two of the card's colour ramps (each text must blend only
    into the shades between its own background and ink: render/results.py's palette)."""
    assert image.mode == "P"
    out = []
    for d in drawn:
        ramps = {i // results.RAMP for i in image.crop(d.bbox).tobytes()}
        if len(ramps) != 1:
            out.append(f"{d.text!r} mixes ramps {sorted(ramps)}")
    return out


def joined(drawn):
    """Everything drawn, as one text with the line breaks removed."""
    return "".join(d.text.replace(" ", "") for d in drawn)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}-{len(c[2])}")
def test_every_card_reads_at_phone_width_with_long_names(cards, case, locale):
    game_id, seats, options = case
    card, seats, game_name = cards[(game_id, seats, tuple(options.items()))]
    names = list(LONG_NAMES[:seats])
    image, drawn = draw(card, names, locale, game_name)
    assert drawn, "nothing was recorded: the card draws text around paste_text"
    faults = faults_of(image, drawn) + mixed_shades(image, drawn)
    assert not faults, "\n".join(faults[:20])
    text = joined(drawn)
    # every player by name, nothing cut (a long name wraps, every letter drawn)
    for name in names:
        assert name.replace(" ", "") in text, name
    assert "\u2026" not in text
    # every row's total and every part's label
    for row in card.rows:
        assert results.number(row.total) in {d.text for d in drawn}
        for key, _ in row.parts:
            assert label(key, locale) in {d.text for d in drawn}
        if row.seat is None:
            assert label(row.name, locale) in {d.text for d in drawn}
    winner_word = label("picture.results.winner", locale)
    assert sum(d.text == winner_word for d in drawn) == len(card.winners)
    if card.outcome:
        assert label(f"picture.results.{card.outcome}", locale) in {d.text for d in drawn}


def _row_colour(image, drawn, name):
    """The fill of the row box behind ``name`` (a pixel just left of its first line)."""
    first = next(d for d in drawn if name.startswith(d.text))
    x0, y0, _, y1 = first.bbox
    return image.convert("RGB").getpixel((x0 - 4, (y0 + y1) // 2))


def test_the_winner_is_marked_by_colour_and_word_and_ties_share_a_place():
    result = Result({0: 12, 1: 30, 2: 12, 3: 7}, [[1], [0, 2], [3]], "end")
    card = card_from_result(result, {s: (("picture.results.halali.captured", v),)
                                     for s, v in result.scores.items()})
    names = ["Ann", "Bob", "Cy", "Dee"]
    image, drawn = draw(card, names, "en", "Halali!")
    assert not faults_of(image, drawn)
    texts = [d.text for d in drawn]
    assert texts.count(label("picture.results.winner", "en")) == 1
    assert texts.count(label("picture.results.shared", "en")) == 2
    assert texts.count(label("picture.results.place", "en", place=2)) == 2
    assert label("picture.results.place", "en", place=4) in texts
    assert label("picture.results.place", "en", place=3) not in texts
    # the winner's row is the only gold one, and it is drawn first
    colours = {name: _row_colour(image, drawn, name) for name in names}
    assert colours["Bob"] != colours["Ann"] == colours["Cy"] == colours["Dee"]
    tops = {name: next(d.bbox[1] for d in drawn if d.text == name) for name in names}
    assert tops["Bob"] < tops["Ann"] < tops["Cy"] < tops["Dee"]


def test_a_name_the_font_cannot_draw_is_replaced_not_dropped():
    card = card_from_result(Result({0: 3, 1: 1}, [[0], [1]], "end"))
    # Devanagari needs shaping, which the font chain leaves out (render/fonts/README.md)
    image, drawn = draw(card, ["\u0928\u092e\u0938\u094d\u0924\u0947", "Bob"], "de")
    texts = [d.text for d in drawn]
    assert label("picture.player", "de", number=1) in texts and "Bob" in texts


def test_more_rows_make_a_taller_card_never_smaller_text():
    small = card_from_result(Result({0: 3, 1: 1}, [[0], [1]], "end"))
    large = card_from_result(Result({s: s for s in range(6)},
                                    [[s] for s in reversed(range(6))], "end"))
    a, da = draw(small, list(LONG_NAMES[:2]), "fr")
    b, db = draw(large, list(LONG_NAMES[:6]), "fr")
    assert a.width == b.width and b.height > a.height
    assert min(d.size for d in da) == min(d.size for d in db)
