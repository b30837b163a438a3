"""The Fairy Lights renderer: valid, small, deterministic PNGs that never show the deck order."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import rules.fairy_lights as fl
from render.fairy_lights import WIDTH, render
from rules.fairy_lights.fixtures import play_auto, position

NAMES = ["Alice", "Bob with a rather long display name indeed", "Chloé", "Dmitri", "Eve", "Zoë"]


def decode(png):
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_renders_every_player_count(seats):
    s = play_auto(fl.new_game(seats, {}, 11 * seats), 30)
    png = render(fl.view(s, None), NAMES[:seats])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(png) < 200_000
    image = decode(png)
    assert image.width == WIDTH and image.height > 400


def test_more_players_make_a_taller_picture():
    h2 = decode(render(fl.view(fl.new_game(2, {}, 1), None), NAMES[:2])).height
    h6 = decode(render(fl.view(fl.new_game(6, {}, 1), None), NAMES)).height
    assert h6 > h2


def test_deterministic():
    s = play_auto(fl.new_game(4, {}, 3), 25)
    assert render(fl.view(s, None), NAMES[:4]) == render(fl.view(s, None), NAMES[:4])


def test_game_over_picture_is_taller_and_valid():
    s = play_auto(fl.new_game(3, {}, 8), 1000)
    assert fl.is_over(s)
    running = play_auto(fl.new_game(3, {}, 8), 3)
    over_png = render(fl.view(s, None), NAMES[:3])
    assert len(over_png) < 200_000
    assert decode(over_png).height > decode(render(fl.view(running, None), NAMES[:3])).height


def test_bust_changes_the_picture():
    before = position(players=3, to_act=1, shop="R1/0 G1/1", deck="G2/1")
    after, _ = fl.apply(before, 1, fl.Draw())
    busted = fl.view(after, None)
    assert busted.bust_index == 2
    calm = fl.view(position(players=3, to_act=2, shop="R1/0 G1/1 G2/1"), None)
    # Same shop and deck size; only the bust marker (and whose turn / start) differ.
    calm = type(calm)(**{**calm.__dict__, "start_player": busted.start_player,
                         "turn_no": busted.turn_no})
    assert calm.shop == busted.shop and calm != busted
    assert render(busted, NAMES[:3]) != render(calm, NAMES[:3])


def test_missing_and_odd_names_do_not_break():
    s = fl.new_game(3, {}, 4)
    png = render(fl.view(s, None), ["", "🙂🙂🙂", "x" * 300])
    assert len(png) < 200_000
    s.turn = 2
    png_short = render(fl.view(s, None), ["A"])  # fewer names than seats
    assert png_short[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("steps", [0, 12, 33])
def test_hidden_deck_order_gives_identical_bytes(steps):
    a = play_auto(fl.new_game(5, {}, 77), steps)
    b = a.copy()
    random.Random(steps).shuffle(b.deck)
    assert a.deck != b.deck
    assert render(fl.view(a, None), NAMES[:5]) == render(fl.view(b, None), NAMES[:5])


@pytest.mark.parametrize("locale", ["en", "de", "fr", "nl"])
def test_six_player_result_lists_every_place_with_its_score(locale):
    from render.common import label, recording
    from render.fairy_lights import clear_caches

    s = play_auto(fl.new_game(6, {}, 3), 5000)
    assert fl.is_over(s)
    view = fl.view(s, None)
    clear_caches()
    with recording() as drawn:
        image = decode(render(view, NAMES, locale))
    texts = [d.text for d in drawn]
    res = view.result
    for place, group in enumerate(res.ranking, start=1):
        prefix = f"{place}. "
        # The place is drawn, ends with its whole score, and holds every tied name (or its
        # shortened start).
        line = next(t for t in texts if t.startswith(prefix) and "(" in t)
        assert line.endswith(f"({res.scores[group[0]]})")
        for seat in group:
            assert NAMES[seat][:3] in line
    assert not [d for d in drawn if d.spills]
    assert max(d.bbox[3] for d in drawn) < image.height
    assert label("picture.fairy_lights.winner", locale) in texts
